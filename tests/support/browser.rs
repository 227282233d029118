//! A real headless Chromium, driven through WebDriver (Debian's `chromium` and
//! `chromium-driver`, which `.ci/run` installs): pages as members see them, with their scripts,
//! their console and every request they make.

use std::process::{Child, Command, Stdio};
use std::time::Duration;

use fantoccini::wd::WebDriverCompatibleCommand;
use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::{json, Value};

/// A browser session and the driver process behind it.
pub struct Browser {
    pub client: Client,
    driver: Child,
    _profile: tempfile::TempDir,
}

/// A free port on this machine, for a server to listen on.
pub fn free_port() -> u16 {
    let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    l.local_addr().unwrap().port()
}

/// The browser's log: `POST /session/{id}/se/log` (chromedriver's, not in the W3C protocol).
#[derive(Debug)]
struct BrowserLog;

impl WebDriverCompatibleCommand for BrowserLog {
    fn endpoint(
        &self,
        base_url: &url::Url,
        session_id: Option<&str>,
    ) -> Result<url::Url, url::ParseError> {
        base_url.join(&format!(
            "session/{}/se/log",
            session_id.unwrap_or_default()
        ))
    }

    fn method_and_body(&self, _: &url::Url) -> (http::Method, Option<String>) {
        (
            http::Method::POST,
            Some(json!({"type": "browser"}).to_string()),
        )
    }
}

impl Browser {
    /// Starts chromedriver and a headless Chromium that can reach 127.0.0.1 only.
    pub async fn start() -> Browser {
        let port = free_port();
        let driver = Command::new(driver_path())
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver (Debian's chromium-driver; .ci/run installs it)");
        let profile = tempfile::tempdir().unwrap();
        let mut options = json!({
            "args": [
                "--headless=new",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--window-size=1200,1000",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-default-apps",
                "--disable-sync",
                // Another host cannot even be looked up: a page that asked for one would fail,
                // and the test would see it in the console and in the page's requests.
                "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
                format!("--user-data-dir={}", profile.path().display()),
            ],
        });
        if std::path::Path::new("/usr/bin/chromium").exists() {
            options["binary"] = json!("/usr/bin/chromium");
        }
        let mut caps = serde_json::Map::new();
        caps.insert("goog:chromeOptions".into(), options);
        caps.insert("goog:loggingPrefs".into(), json!({"browser": "ALL"}));
        let url = format!("http://127.0.0.1:{port}");
        let mut last = None;
        for _ in 0..100 {
            let builder =
                ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
                    .capabilities(caps.clone())
                    .connect(&url)
                    .await;
            match builder {
                Ok(client) => {
                    return Browser {
                        client,
                        driver,
                        _profile: profile,
                    }
                }
                Err(e) => last = Some(e.to_string()),
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        panic!("no WebDriver session: {last:?}");
    }

    /// The console's errors since the last call.
    pub async fn console_errors(&self) -> Vec<String> {
        let log = self.client.issue_cmd(BrowserLog).await.unwrap();
        log.as_array()
            .into_iter()
            .flatten()
            .filter(|e| e["level"] == "SEVERE")
            .map(|e| e["message"].as_str().unwrap_or_default().to_owned())
            .collect()
    }

    /// Every address the page has asked for (the page itself and each resource).
    pub async fn requests(&self) -> Vec<String> {
        let script = "return [location.href].concat(performance.getEntriesByType('resource').map(e => e.name));";
        let v = self.client.execute(script, vec![]).await.unwrap();
        v.as_array()
            .unwrap()
            .iter()
            .map(|u| u.as_str().unwrap_or_default().to_owned())
            .collect()
    }

    /// The text of the first element `css` finds.
    pub async fn text(&self, css: &str) -> String {
        self.client
            .find(Locator::Css(css))
            .await
            .unwrap_or_else(|e| panic!("{css}: {e}"))
            .text()
            .await
            .unwrap()
    }

    /// The attribute `name` of the first element `css` finds.
    pub async fn attr(&self, css: &str, name: &str) -> Option<String> {
        self.client
            .find(Locator::Css(css))
            .await
            .unwrap_or_else(|e| panic!("{css}: {e}"))
            .attr(name)
            .await
            .unwrap()
    }

    /// Waits up to 10 s for `check` of the page to hold.
    pub async fn wait_for(&self, what: &str, script: &str) {
        for _ in 0..200 {
            let v: Value = self.client.execute(script, vec![]).await.unwrap();
            if v == Value::Bool(true) {
                return;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("waited 10 s for {what} ({script})");
    }

    /// What the page does wrong for a reader who cannot see it well or at all: text whose
    /// contrast with what is behind it is below WCAG's AA (4.5:1, 3:1 for large text), headings
    /// that skip a level or do not start at one `h1`, a form control without a label, a picture
    /// without `alt`, a link without words. Empty when it does nothing wrong.
    pub async fn accessibility_problems(&self) -> Vec<String> {
        let v = self.client.execute(ACCESSIBILITY, vec![]).await.unwrap();
        v.as_array()
            .unwrap()
            .iter()
            .map(|p| p.as_str().unwrap_or_default().to_owned())
            .collect()
    }

    /// Presses `key` on the page (not in a field), as a reader stepping with the arrows does.
    pub async fn press(&self, key: fantoccini::key::Key) {
        self.client
            .find(Locator::Css("body"))
            .await
            .unwrap()
            .send_keys(&char::from(key).to_string())
            .await
            .unwrap();
    }

    /// Presses `key` where the focus is, as a keyboard does (a card reached with Tab).
    pub async fn press_focused(&self, key: fantoccini::key::Key) {
        use fantoccini::actions::{InputSource, KeyAction, KeyActions};
        let value = char::from(key);
        let keys = KeyActions::new("keyboard".into())
            .then(KeyAction::Down { value })
            .then(KeyAction::Up { value });
        self.client.perform_actions(keys).await.unwrap();
    }

    /// Sets the window to `width` × `height` CSS pixels (390 × 844: a phone).
    pub async fn window(&self, width: u32, height: u32) {
        self.client.set_window_size(width, height).await.unwrap();
    }

    /// A screenshot of the page as `target/screenshots/<name>.png`.
    pub async fn screenshot(&self, name: &str) {
        let png = self.client.screenshot().await.unwrap();
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/screenshots");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join(format!("{name}.png")), png).unwrap();
    }

    /// Ends the session and the driver.
    pub async fn close(mut self) {
        let _ = self.client.clone().close().await;
        let _ = self.driver.kill();
        let _ = self.driver.wait();
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.driver.kill();
    }
}

/// chromedriver: on the PATH, or where Debian puts it.
fn driver_path() -> String {
    for p in ["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"] {
        if std::path::Path::new(p).exists() {
            return p.to_owned();
        }
    }
    "chromedriver".to_owned()
}

/// The checks of [`Browser::accessibility_problems`], run in the page.
const ACCESSIBILITY: &str = r#"
const problems = [];
const rgb = (text) => (text.match(/[\d.]+/g) || []).map(Number);
const luminance = ([r, g, b]) => {
  const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
};
const behind = (el) => {
  for (let e = el; e; e = e.parentElement) {
    const c = rgb(getComputedStyle(e).backgroundColor);
    if (c.length === 3 || (c.length === 4 && c[3] > 0.99)) return c.slice(0, 3);
  }
  return [255, 255, 255];
};
const shown = (el) => {
  const style = getComputedStyle(el);
  return style.visibility === "visible" && style.display !== "none" && el.getClientRects().length > 0;
};
for (const el of document.querySelectorAll("body *")) {
  const own = Array.from(el.childNodes).some((n) => n.nodeType === 3 && n.textContent.trim() !== "");
  if (!own || !shown(el)) continue;
  // A scene's words are drawn on its own shapes (a card's paper, a token), in the colours of
  // the pictures; the page's own words are checked.
  if (el.closest("svg.scene")) continue;
  const style = getComputedStyle(el);
  const svg = el instanceof SVGElement;
  const fg = rgb(svg ? style.fill : style.color).slice(0, 3);
  const bg = behind(el);
  const [a, b] = [luminance(fg), luminance(bg)];
  const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  const size = parseFloat(style.fontSize);
  const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
  if (ratio < (large ? 3 : 4.5)) {
    problems.push(`contrast ${ratio.toFixed(2)} of "${el.textContent.trim().slice(0, 30)}" (${el.tagName.toLowerCase()})`);
  }
}
const headings = Array.from(document.querySelectorAll("h1, h2, h3, h4, h5, h6"));
if (headings.length === 0 || headings[0].tagName !== "H1") problems.push("the first heading is not an h1");
if (document.querySelectorAll("h1").length !== 1) problems.push("not exactly one h1");
headings.reduce((before, h) => {
  const level = Number(h.tagName[1]);
  if (level > before + 1) problems.push(`h${level} after h${before}: "${h.textContent.trim().slice(0, 30)}"`);
  return level;
}, 1);
for (const c of document.querySelectorAll("input:not([type=hidden]), select, textarea")) {
  const labelled = c.getAttribute("aria-label") || c.getAttribute("aria-labelledby")
    || (c.id && document.querySelector(`label[for="${c.id}"]`)) || c.closest("label");
  if (!labelled) problems.push(`a ${c.tagName.toLowerCase()} without a label`);
}
for (const img of document.querySelectorAll("img")) {
  if (!img.hasAttribute("alt")) problems.push(`a picture without alt: ${img.src}`);
}
for (const a of document.querySelectorAll("a[href]")) {
  const words = a.textContent.trim() || a.getAttribute("aria-label")
    || Array.from(a.querySelectorAll("img")).map((i) => i.alt).join("");
  if (!words) problems.push(`a link without words: ${a.getAttribute("href")}`);
}
if (!document.querySelector("main")) problems.push("no main landmark");
if (!document.documentElement.lang) problems.push("no language on the page");
return problems;
"#;
