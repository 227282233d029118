//! Sign in with Discord (issue 52): a member who holds a seat signs in from the match's public
//! page, through the fake Discord's authorization page and token endpoint, and plays their seat;
//! a member without one is sent to watch. Then what an attacker would try: a callback without
//! this browser's state, a state altered, a code used twice, another member's code; and with no
//! secret set, no sign-in at all.

use std::time::Duration;

use reqwest::header::{COOKIE, LOCATION, SET_COOKIE};
use reqwest::redirect::Policy;

use crate::support::browser::{free_port, Browser};
use crate::support::fake_discord::oauth::CLIENT_SECRET;
use crate::support::fake_discord::Person;
use crate::support::world::{mentioned, shown_move, World};

fn env(port: u16, secret: bool) -> Vec<(&'static str, String)> {
    let mut env = vec![
        ("CHALLENGE_COOLDOWN_SECS", "0".to_owned()),
        ("WEB_ADDR", format!("127.0.0.1:{port}")),
        ("PUBLIC_URL", format!("http://127.0.0.1:{port}")),
    ];
    if secret {
        env.push(("DISCORD_CLIENT_SECRET", CLIENT_SECRET.to_owned()));
    }
    env
}

fn borrowed<'a>(env: &'a [(&'static str, String)]) -> Vec<(&'static str, &'a str)> {
    env.iter().map(|(k, v)| (*k, v.as_str())).collect()
}

async fn token_of(w: &World, board: u64) -> String {
    let id = w.match_of_board(board).await;
    sqlx::query_scalar("SELECT web_token FROM matches WHERE id = ?")
        .bind(id)
        .fetch_one(&w.db)
        .await
        .unwrap()
}

/// A bot with its site (signing in on when `secret`), and a Burgueses match of ana and bruno
/// begun; carla plays no part in it.
struct Table {
    w: World,
    ana: Person,
    bruno: Person,
    carla: Person,
    board: u64,
    token: String,
    base: String,
}

async fn table(secret: bool) -> Table {
    let port = free_port();
    let env = env(port, secret);
    let w = World::start_with(&borrowed(&env)).await;
    let ana = Person::new(100_000_000_000_000_001, "ana");
    let bruno = Person::new(100_000_000_000_000_002, "bruno");
    let board = w.start_match(&ana, &bruno).await;
    let token = token_of(&w, board).await;
    Table {
        w,
        ana,
        bruno,
        carla: Person::new(100_000_000_000_000_003, "carla"),
        board,
        token,
        base: format!("http://127.0.0.1:{port}"),
    }
}

/// A browser that opens the match's public page and presses "Sign in with Discord".
async fn signed_in_browser(t: &Table) -> Browser {
    let b = Browser::start().await;
    b.client
        .goto(&format!("{}/m/{}", t.base, t.token))
        .await
        .unwrap();
    b.client
        .find(fantoccini::Locator::LinkText("Sign in with Discord"))
        .await
        .expect("the sign-in offer")
        .click()
        .await
        .unwrap();
    b
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seated_member_signs_in_on_the_match_page_and_plays_and_a_stranger_watches() {
    let t = table(true).await;
    let (w, board, token, base) = (&t.w, t.board, &t.token, &t.base);
    let acting = mentioned(&w.msg(board))[0];
    let who = if acting == t.ana.id { &t.ana } else { &t.bruno };

    w.fake.sign_in_as(who);
    let b = signed_in_browser(&t).await;
    b.wait_for(
        "the seat's page",
        "return !!document.querySelector('#seat #hand button.move');",
    )
    .await;
    let at = b.client.current_url().await.unwrap();
    assert_eq!(
        at.as_str(),
        format!("{base}/m/{token}/play"),
        "a clean address"
    );
    b.client
        .find(fantoccini::Locator::Css("#hand button.move"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    w.fake
        .wait_until(
            "the page's move on the board",
            Duration::from_secs(15),
            |f| f.message(board).is_some_and(|m| shown_move(&m) > Some(0)),
        )
        .await;
    b.close().await;

    // A member without a seat signs in and is sent to watch; the seat's page stays closed.
    w.fake.sign_in_as(&t.carla);
    let b = signed_in_browser(&t).await;
    b.wait_for(
        "the watching page",
        "return document.body.innerText.includes('you hold no seat');",
    )
    .await;
    b.client
        .goto(&format!("{base}/m/{token}/play"))
        .await
        .unwrap();
    assert!(
        b.text("body").await.contains("do not hold"),
        "no seat for carla"
    );
    b.close().await;
    assert_eq!(w.fake.token_answers(), vec![200, 200]);
    w.fake.assert_clean();
}

/// A client that keeps nothing and follows nothing, as an attacker's script.
fn bare() -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(Policy::none())
        .build()
        .unwrap()
}

/// `GET url` carrying `cookie` (`name=value`), as the browser that holds it sends it.
async fn get_with(http: &reqwest::Client, url: &str, cookie: &str) -> reqwest::Response {
    http.get(url).header(COOKIE, cookie).send().await.unwrap()
}

fn location(r: &reqwest::Response) -> String {
    r.headers()[LOCATION].to_str().unwrap().to_owned()
}

/// The `name=value` of the cookie `name` a response sets.
fn set_cookie(r: &reqwest::Response, name: &str) -> Option<String> {
    r.headers()
        .get_all(SET_COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find(|v| v.starts_with(&format!("{name}=")))
        .map(|v| v.split(';').next().unwrap_or_default().to_owned())
        .filter(|v| !v.ends_with('='))
}

/// Starts a sign-in for match `token` as `who`: the state cookie this browser keeps, and the
/// callback address Discord sends the browser back to.
async fn started(w: &World, base: &str, token: &str, who: &Person) -> (String, String) {
    let http = bare();
    let login = http
        .get(format!("{base}/auth/login?m={token}"))
        .send()
        .await
        .unwrap();
    assert_eq!(login.status(), 303, "to Discord");
    let state = set_cookie(&login, "taberna_signin").expect("the state cookie");
    let to_discord = location(&login);
    assert!(
        to_discord.starts_with(&w.fake.url()) && to_discord.contains("scope=identify"),
        "{to_discord}"
    );
    w.fake.sign_in_as(who);
    let back = http.get(&to_discord).send().await.unwrap();
    (state, location(&back))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sign_in_opens_only_in_its_own_browser_once_and_for_the_member_discord_names() {
    let t = table(true).await;
    let (w, token, base) = (&t.w, t.token.as_str(), t.base.as_str());
    let (ana, bruno) = (&t.ana, &t.bruno);
    let http = bare();

    // Made up: no state of this browser.
    let r = http
        .get(format!("{base}/auth/callback?code=made-up&state=made-up"))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 403);
    assert!(set_cookie(&r, "taberna_seat").is_none());

    let (state, callback) = started(w, base, token, ana).await;
    assert!(
        callback.starts_with(&format!("{base}/auth/callback?code=")),
        "{callback}"
    );
    // Another browser (no state cookie) following ana's callback opens nothing, and spends
    // nothing of hers: Discord is not even asked.
    let r = http.get(&callback).send().await.unwrap();
    assert_eq!(r.status(), 403);
    assert!(set_cookie(&r, "taberna_seat").is_none());
    // Her state with another state in the address: refused too.
    let altered = callback.replace("state=", "state=x");
    let r = get_with(&http, &altered, &state).await;
    assert_eq!(r.status(), 403);
    assert!(w.fake.token_answers().is_empty(), "no code was traded");
    // Her browser: her seat.
    let r = get_with(&http, &callback, &state).await;
    assert_eq!(r.status(), 200);
    let seat = set_cookie(&r, "taberna_seat").expect("a seat's session");
    let page = get_with(&http, &format!("{base}/m/{token}/play"), &seat).await;
    assert_eq!(page.status(), 200);
    // The same callback again (a reload, or a stolen address): Discord refuses the used code.
    let r = get_with(&http, &callback, &state).await;
    assert_eq!(r.status(), 403);
    assert!(set_cookie(&r, "taberna_seat").is_none());
    assert_eq!(w.fake.token_answers(), vec![200, 400]);

    // Bruno's own sign-in in his browser gives his seat, never ana's.
    let (state, callback) = started(w, base, token, bruno).await;
    let r = get_with(&http, &callback, &state).await;
    let his = set_cookie(&r, "taberna_seat").expect("his session");
    let hand = |c: String| {
        let http = http.clone();
        let url = format!("{base}/m/{token}/play");
        async move {
            let r = http.get(url).header(COOKIE, c).send().await.unwrap();
            assert_eq!(r.status(), 200);
            r.text().await.unwrap()
        }
    };
    let (a, b) = tokio::join!(hand(seat.clone()), hand(his));
    assert_ne!(a, b, "two seats, two hands");
    w.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_a_client_secret_no_sign_in_is_offered_and_nothing_breaks() {
    let t = table(false).await;
    let (w, token, base) = (&t.w, &t.token, &t.base);
    let http = bare();
    let page = http.get(format!("{base}/m/{token}")).send().await.unwrap();
    assert_eq!(page.status(), 200);
    assert!(!page.text().await.unwrap().contains("Sign in with Discord"));
    for path in ["/auth/login?m=x", "/auth/callback?code=a&state=b"] {
        let r = http.get(format!("{base}{path}")).send().await.unwrap();
        assert_eq!(r.status(), 404, "{path}");
    }
    w.fake.assert_clean();
}
