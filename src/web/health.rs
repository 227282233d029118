//! `/healthz` and `/metrics`.

use axum::extract::State;
use axum::http::{header, StatusCode};
use axum::response::IntoResponse;
use axum::Json;
use serde_json::{json, Map, Value};

use super::Site;
use crate::metrics::{CACHED_MATCHES, MATCHES_IN_PLAY, SHARD_CONNECTED, SHARD_LATENCY};

/// 200 when the database answers and every shard of this process is connected; else 503. The
/// body says which, in a few words: `{"status": "ok", "database": "ok", "shards": {"0":
/// "connected"}}`. A bot that is stopping is not healthy: it takes no new work.
pub(super) async fn healthz(State(site): State<Site>) -> impl IntoResponse {
    let database = site.table.store().ping().await;
    let shards = (site.shards)().await;
    let stopping = site.stopping.is_stopping();
    let connected = !shards.is_empty() && shards.iter().all(|s| s.connected);
    let healthy = database.is_ok() && connected && !stopping;
    let shards: Map<String, Value> = shards
        .iter()
        .map(|s| {
            let state = if s.connected {
                "connected"
            } else {
                "not connected"
            };
            (s.id.to_string(), state.into())
        })
        .collect();
    let status = match (healthy, stopping) {
        (true, _) => "ok",
        (false, true) => "stopping",
        (false, false) => "unhealthy",
    };
    let body = json!({
        "status": status,
        "database": if database.is_ok() { "ok" } else { "unreachable" },
        "shards": shards,
    });
    let code = if healthy {
        StatusCode::OK
    } else {
        StatusCode::SERVICE_UNAVAILABLE
    };
    (code, Json(body))
}

/// Prometheus's text exposition of every metric, with the gauges read at scrape time (matches
/// in play, matches in memory, the shards) brought up to date first.
pub(super) async fn metrics(State(site): State<Site>) -> impl IntoResponse {
    match site.table.store().in_play_by_game().await {
        Ok(counts) => {
            // Every game has a line, 0 when none of its matches is in play.
            for entry in crate::games::REGISTRY {
                let id = entry.info.id;
                let n = counts.iter().find(|(g, _)| g == id).map_or(0, |(_, n)| *n);
                metrics::gauge!(MATCHES_IN_PLAY, "game" => id).set(n as f64);
            }
        }
        Err(e) => tracing::warn!(error = %e, "cannot count the matches in play"),
    }
    metrics::gauge!(CACHED_MATCHES).set(site.table.cached() as f64);
    for shard in (site.shards)().await {
        let id = shard.id.to_string();
        metrics::gauge!(SHARD_CONNECTED, "shard" => id.clone()).set(if shard.connected {
            1.0
        } else {
            0.0
        });
        if let Some(latency) = shard.latency {
            metrics::gauge!(SHARD_LATENCY, "shard" => id).set(latency.as_secs_f64());
        }
    }
    (
        [(header::CONTENT_TYPE, "text/plain; version=0.0.4")],
        site.metrics.render(),
    )
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::Arc;
    use std::time::Duration;

    use crate::stopping::Stopping;
    use crate::store::Store;
    use crate::table::Table;
    use crate::web::{router, ShardReport, Site};

    /// Serves a site whose one shard is connected while `connected` says so; its address.
    async fn serve(table: Table, connected: Arc<AtomicBool>, stopping: Arc<Stopping>) -> String {
        let site = Site {
            pages: crate::web::Pages::start(&table, 8),
            play: crate::web::seats::Play::default(),
            table,
            shards: Arc::new(move || {
                let connected = connected.load(Ordering::SeqCst);
                Box::pin(async move {
                    vec![ShardReport {
                        id: 0,
                        connected,
                        latency: Some(Duration::from_millis(42)),
                    }]
                })
            }),
            metrics: crate::metrics::install(),
            stopping,
        };
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let at = listener.local_addr().unwrap();
        tokio::spawn(async move { axum::serve(listener, router(site)).await });
        at.to_string()
    }

    async fn get(at: &str, path: &str) -> (u16, String) {
        let r = reqwest::get(format!("http://{at}{path}")).await.unwrap();
        (r.status().as_u16(), r.text().await.unwrap())
    }

    #[tokio::test]
    async fn healthy_only_with_the_database_answering_and_every_shard_connected() {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}?mode=rwc", dir.path().join("t.db").display());
        let table = Table::new(Store::connect(&url).await.unwrap());
        let connected = Arc::new(AtomicBool::new(true));
        let stopping = Arc::new(Stopping::default());
        let at = serve(table.clone(), Arc::clone(&connected), Arc::clone(&stopping)).await;

        let (code, body) = get(&at, "/healthz").await;
        assert_eq!(code, 200, "{body}");
        assert_eq!(
            body,
            r#"{"database":"ok","shards":{"0":"connected"},"status":"ok"}"#
        );

        assert!(crate::web::check(&at).await.is_ok());
        assert!(crate::web::check("off").await.is_err());

        connected.store(false, Ordering::SeqCst);
        let unhealthy = crate::web::check(&at).await.unwrap_err();
        assert!(unhealthy.contains("not connected"), "{unhealthy}");
        let (code, body) = get(&at, "/healthz").await;
        assert_eq!(code, 503);
        assert!(body.contains(r#""0":"not connected""#), "{body}");
        assert!(body.contains(r#""status":"unhealthy""#), "{body}");

        connected.store(true, Ordering::SeqCst);
        table.store().close().await;
        let (code, body) = get(&at, "/healthz").await;
        assert_eq!(code, 503);
        assert!(body.contains(r#""database":"unreachable""#), "{body}");

        stopping.stop();
        let (_, body) = get(&at, "/healthz").await;
        assert!(body.contains(r#""status":"stopping""#), "{body}");

        let (code, text) = get(&at, "/metrics").await;
        assert_eq!(code, 200);
        assert!(
            text.contains(r#"taberna_shard_latency_seconds{shard="0"} 0.042"#),
            "{text}"
        );
    }
}
