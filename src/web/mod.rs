//! The bot's HTTP server, on `WEB_ADDR`: `/healthz` for a monitor or an orchestrator,
//! `/metrics` for Prometheus, and the read-only site: a match's page (`/m/<token>`, live while
//! it is played, a replay viewer once over), a server's leaderboards (`/s/<token>`) and a
//! player's page. Beside `discord/`: it reads through the table and renders from public views
//! only, as boards do (a seat's view only once its match is over); what it knows of the gateway
//! comes from a [`ShardProbe`] the Discord layer hands it. Its connections are bounded by
//! [`connections`]. A seat's page ([`seats`]) is the one place that shows a hand while its match
//! is played, to that seat's session only, and posts its moves to the table.

mod asked;
pub mod board;
mod chart;
pub mod connections;
mod health;
pub mod html;
pub mod live;
pub(crate) mod matches;
mod pages;
mod pictures;
pub mod replay;
pub mod seats;
mod servers;
pub mod signin;
pub(crate) mod viewer;

use std::future::Future;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;
use axum::routing::get;
use axum::Router;
use metrics_exporter_prometheus::PrometheusHandle;
use tokio::net::TcpListener;

use crate::stopping::Stopping;
use crate::table::Table;

/// Where the server listens: `WEB_ADDR`, default 127.0.0.1:8080; `off` for no server.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WebAddr {
    Off,
    At(SocketAddr),
}

/// The default address: this machine only.
pub const DEFAULT_WEB_ADDR: &str = "127.0.0.1:8080";

impl std::str::FromStr for WebAddr {
    type Err = String;

    fn from_str(s: &str) -> Result<WebAddr, String> {
        let s = s.trim();
        if s.eq_ignore_ascii_case("off") {
            return Ok(WebAddr::Off);
        }
        s.parse().map(WebAddr::At).map_err(|_| {
            format!("WEB_ADDR must be an address and port such as {DEFAULT_WEB_ADDR} or 0.0.0.0:8080, or off (got `{s}`)")
        })
    }
}

/// One gateway shard of this process as the Discord layer sees it.
#[derive(Debug, Clone, PartialEq)]
pub struct ShardReport {
    pub id: u32,
    pub connected: bool,
    /// The last heartbeat's round trip, once there was one.
    pub latency: Option<Duration>,
}

/// Asks the Discord layer how this process's shards are.
pub type ShardProbe =
    Arc<dyn Fn() -> Pin<Box<dyn Future<Output = Vec<ShardReport>> + Send>> + Send + Sync>;

/// What the pages read.
#[derive(Clone)]
pub struct Site {
    pub table: Table,
    pub shards: ShardProbe,
    pub metrics: PrometheusHandle,
    pub stopping: Arc<Stopping>,
    /// The site's own state: boards followed live, replays kept.
    pub pages: Arc<Pages>,
    /// Seats played on the web: cookies' `Secure`, and who hears of their moves.
    pub play: seats::Play,
}

/// What the site keeps between requests.
pub struct Pages {
    pub live: Arc<live::Live>,
    pub replays: replay::Replays,
    /// Board pictures by (page token, version), as drawn for the board in Discord: every
    /// watcher's picture after a move is answered from here, without reading the match.
    pub pictures: crate::picture::Bounded<(String, i64), Arc<Vec<u8>>>,
}

/// Bytes of board pictures kept by their page and version (besides the drawings' own cache,
/// whose entries they share).
const PICTURES_BUDGET: usize = 8 << 20;

impl Pages {
    /// Starts following `table`'s boards, with at most `max_streams` open streams.
    #[must_use]
    pub fn start(table: &Table, max_streams: usize) -> Arc<Pages> {
        Arc::new(Pages {
            live: live::Live::start(table.clone(), max_streams),
            replays: replay::Replays::new(replay::REPLAYS_BUDGET),
            pictures: crate::picture::Bounded::new(PICTURES_BUDGET),
        })
    }
}

/// Takes the address before anything else starts, so that a port already taken stops the bot
/// at once with a line naming `WEB_ADDR`.
///
/// # Errors
/// The address cannot be listened on.
pub async fn bind(addr: WebAddr) -> anyhow::Result<Option<TcpListener>> {
    let WebAddr::At(at) = addr else {
        return Ok(None);
    };
    let listener = TcpListener::bind(at).await.with_context(|| {
        format!("cannot listen on WEB_ADDR={at} (set another address and port, or WEB_ADDR=off)")
    })?;
    Ok(Some(listener))
}

/// The routes.
pub fn router(site: Site) -> Router {
    Router::new()
        .route("/healthz", get(health::healthz))
        .route("/metrics", get(health::metrics))
        .route("/", get(pages::index))
        .route("/setup", get(pages::setup))
        .route("/static/site.css", get(pages::stylesheet))
        .route("/static/site.js", get(pages::script))
        .route("/static/favicon.svg", get(pages::icon))
        .route("/favicon.ico", get(pages::icon))
        .route("/m/{token}", get(matches::match_page))
        .route("/m/{token}/live", get(matches::live))
        .route("/m/{token}/board/{file}", get(pictures::board_picture))
        .route("/m/{token}/step/{file}", get(matches::step))
        .route("/m/{token}/hand/{seat}/{file}", get(pictures::hand_picture))
        .route("/m/{token}/moves", get(matches::moves))
        .route("/m/{token}/replay.json", get(matches::replay_file))
        .route("/play/{pass}", get(seats::open_pass))
        .route("/auth/login", get(signin::login))
        .route("/auth/callback", get(signin::callback))
        .route("/m/{token}/play", get(seats::seat_page).post(seats::play))
        .route("/m/{token}/play/events", get(seats::events))
        .route("/m/{token}/play/draft", get(seats::draft))
        .route("/s/{token}", get(servers::server_page))
        .route("/s/{token}/icon.png", get(servers::server_icon))
        .route("/s/{token}/p/{player}", get(servers::player_page))
        .fallback(pages::fallback)
        .layer(axum::middleware::from_fn(html::own_words))
        .layer(axum::middleware::map_response(html::secure))
        .with_state(site)
}

/// Serves `site` on `listener` within `limits` until the process ends.
pub async fn serve(listener: TcpListener, site: Site, limits: connections::ServerLimits) {
    if let Ok(at) = listener.local_addr() {
        tracing::info!(
            %at,
            max_connections = limits.max_connections,
            "serving /healthz, /metrics and the site"
        );
    }
    connections::serve(listener, router(site), limits).await;
}

/// Asks `/healthz` of the bot listening on `web_addr` (`WEB_ADDR`'s value; empty for the
/// default): its body when healthy.
///
/// # Errors
/// `WEB_ADDR` unreadable or off, no answer, or an answer other than 200 (with its body).
pub async fn check(web_addr: &str) -> Result<String, String> {
    let addr = if web_addr.trim().is_empty() {
        DEFAULT_WEB_ADDR
    } else {
        web_addr
    };
    let WebAddr::At(mut at) = addr.parse::<WebAddr>()? else {
        return Err("WEB_ADDR is off: there is no /healthz to ask".into());
    };
    // A server listening on every address answers on this machine's own.
    if at.ip().is_unspecified() {
        at.set_ip(std::net::Ipv4Addr::LOCALHOST.into());
    }
    let client = reqwest::Client::builder()
        .timeout(Duration::from_secs(5))
        .build()
        .map_err(|e| e.to_string())?;
    let response = client
        .get(format!("http://{at}/healthz"))
        .send()
        .await
        .map_err(|e| format!("no answer from {at}: {}", e.without_url()))?;
    let healthy = response.status().is_success();
    let body = response.text().await.unwrap_or_default();
    if healthy {
        Ok(body)
    } else {
        Err(body)
    }
}

#[cfg(test)]
mod leaks;

#[cfg(test)]
mod tests {
    use super::WebAddr;

    #[test]
    fn web_addr_is_an_address_or_off() {
        assert_eq!("off".parse::<WebAddr>(), Ok(WebAddr::Off));
        assert_eq!(" OFF ".parse::<WebAddr>(), Ok(WebAddr::Off));
        assert_eq!(
            "0.0.0.0:8080".parse::<WebAddr>(),
            Ok(WebAddr::At("0.0.0.0:8080".parse().unwrap()))
        );
        let wrong = "localhost".parse::<WebAddr>().unwrap_err();
        assert!(wrong.contains("WEB_ADDR"), "{wrong}");
    }

    #[tokio::test]
    async fn a_port_already_taken_is_named() {
        let taken = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let at = taken.local_addr().unwrap();
        let e = super::bind(WebAddr::At(at)).await.unwrap_err();
        let line = format!("{e:#}");
        assert!(line.contains(&format!("WEB_ADDR={at}")), "{line}");
        assert!(super::bind(WebAddr::Off).await.unwrap().is_none());
    }
}
