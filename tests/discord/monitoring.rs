//! What a monitor sees of a running bot (issue 33): `/healthz` and `/metrics` on `WEB_ADDR`,
//! scraped after moves played through the fake Discord, whose counts they must show.

use crate::support;

use std::collections::BTreeMap;
use std::time::Duration;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

use support::fake_discord::Person;
use support::world::{ana, bruno, choices, mentioned, place, play_moves, World};

/// An address on this machine no one listens on now.
fn free_address() -> String {
    let socket = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    socket.local_addr().unwrap().to_string()
}

async fn get(address: &str, path: &str) -> (u16, String) {
    let response = reqwest::get(format!("http://{address}{path}"))
        .await
        .unwrap_or_else(|e| panic!("GET {path}: {e}"));
    let status = response.status().as_u16();
    (status, response.text().await.unwrap())
}

/// `/healthz` until it answers `status`, for at most 20 s; its body.
async fn health_becomes(address: &str, status: u16) -> Value {
    let mut last = None;
    for _ in 0..400 {
        if let Ok(response) = reqwest::get(format!("http://{address}/healthz")).await {
            let code = response.status().as_u16();
            let body: Value = serde_json::from_str(&response.text().await.unwrap()).unwrap();
            if code == status {
                return body;
            }
            last = Some((code, body));
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("/healthz never answered {status}: {last:?}");
}

/// The value of the series `name` whose labels include `labels`, from Prometheus's text.
fn series(text: &str, name: &str, labels: &[(&str, &str)]) -> Option<f64> {
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .find_map(|line| {
            let (key, value) = line.rsplit_once(' ')?;
            let (metric, rest) = key.split_once('{').unwrap_or((key, "}"));
            if metric != name {
                return None;
            }
            let have: BTreeMap<&str, &str> = rest
                .trim_end_matches('}')
                .split(',')
                .filter_map(|pair| pair.split_once('='))
                .map(|(k, v)| (k, v.trim_matches('"')))
                .collect();
            labels
                .iter()
                .all(|(k, v)| have.get(k) == Some(v))
                .then(|| value.parse().ok())?
        })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn health_and_metrics_show_what_a_match_did() {
    let address = free_address();
    let mut w = World::start_with(&[("WEB_ADDR", &address)]).await;
    let healthy = health_becomes(&address, 200).await;
    assert_eq!(healthy["status"], "ok", "{healthy}");
    assert_eq!(healthy["database"], "ok");
    assert_eq!(healthy["shards"]["0"], "connected");
    // The container's health check asks the same.
    let check = std::process::Command::new(env!("CARGO_BIN_EXE_taberna"))
        .arg("healthcheck")
        .env_clear()
        .env("WEB_ADDR", &address)
        .current_dir(w.dir.path())
        .output()
        .unwrap();
    assert!(check.status.success(), "{check:?}");

    let players = [ana(), bruno()];
    let board = w.start_match(&players[0], &players[1]).await;
    let mut rng = ChaCha8Rng::seed_from_u64(12);
    assert_eq!(
        play_moves(&w.fake, &place(), board, &players, &mut rng, 4).await,
        4
    );
    // A fifth move, then the same click again: out of date.
    let acting = mentioned(&w.msg(board))[0];
    let who = players.iter().find(|p| p.id == acting).unwrap().clone();
    let hand = w.open_hand(&who, board, "en-US").await;
    let (id, value) = choices(&hand).into_iter().next().expect("a move");
    for _ in 0..2 {
        match &value {
            None => w.fake.click(&who, &place(), "en-US", hand.id, &id).await,
            Some(v) => {
                w.fake
                    .select(&who, &place(), "en-US", hand.id, &id, v)
                    .await
            }
        };
    }
    // A stranger's click on the board's move: refused.
    let stranger = Person::new(100_000_000_000_000_999, "stranger");
    let hand = w.open_hand(&players[0], board, "en-US").await;
    if let Some((id, None)) = choices(&hand).into_iter().next() {
        w.fake
            .click(&stranger, &place(), "en-US", hand.id, &id)
            .await;
    } else {
        let other = w.open_hand(&players[1], board, "en-US").await;
        let (id, _) = choices(&other).into_iter().next().unwrap();
        w.fake
            .click(&stranger, &place(), "en-US", other.id, &id)
            .await;
    }

    let (status, text) = get(&address, "/metrics").await;
    assert_eq!(status, 200);
    let person = |outcome| {
        series(
            &text,
            "taberna_moves_total",
            &[
                ("game", "burgueses"),
                ("outcome", outcome),
                ("by", "person"),
            ],
        )
    };
    assert_eq!(person("played"), Some(5.0), "{text}");
    assert_eq!(person("stale"), Some(1.0), "{text}");
    assert_eq!(person("refused"), Some(1.0), "{text}");
    assert_eq!(
        series(&text, "taberna_commit_batch_moves_sum", &[]),
        Some(5.0),
        "every move committed once"
    );
    assert!(series(&text, "taberna_commit_seconds_count", &[]).unwrap() >= 1.0);
    let done = series(&text, "taberna_clicks_total", &[("outcome", "done")]).unwrap();
    assert!(done >= 13.0, "{done} clicks answered");
    assert!(series(&text, "taberna_click_seconds_count", &[]).unwrap() >= done);
    let edits = series(
        &text,
        "taberna_rest_calls_total",
        &[("call", "board edit"), ("status", "200")],
    )
    .unwrap();
    assert!(edits >= 5.0, "{edits} board edits");
    assert_eq!(
        series(&text, "taberna_matches_in_play", &[("game", "burgueses")]),
        Some(1.0)
    );
    assert_eq!(
        series(&text, "taberna_matches_in_play", &[("game", "genova")]),
        Some(0.0)
    );
    assert!(series(&text, "taberna_cached_matches", &[]).unwrap() >= 1.0);
    assert_eq!(
        series(&text, "taberna_shard_connected", &[("shard", "0")]),
        Some(1.0)
    );
    for gauge in [
        "taberna_board_edits_behind",
        "taberna_computer_searches_running",
        "taberna_computer_searches_waiting",
        "taberna_scheduler_due",
    ] {
        assert!(series(&text, gauge, &[]).is_some(), "{gauge} in {text}");
    }
    assert!(
        text.lines()
            .filter(|l| !l.starts_with('#') && !l.is_empty())
            .all(|l| l.starts_with("taberna_")),
        "every name is taberna's: {text}"
    );

    // Stopping: no longer healthy, while the last board edit (held by a rate limit) is sent.
    w.fake.rate_limit_edits(1, 2.0);
    let acting = mentioned(&w.msg(board))[0];
    let who = players.iter().find(|p| p.id == acting).unwrap().clone();
    let hand = w.open_hand(&who, board, "en-US").await;
    let (id, value) = choices(&hand).into_iter().next().unwrap();
    match value {
        None => w.fake.click(&who, &place(), "en-US", hand.id, &id).await,
        Some(v) => {
            w.fake
                .select(&who, &place(), "en-US", hand.id, &id, &v)
                .await
        }
    };
    let mut bot = w.bot.take().unwrap();
    bot.signal("TERM");
    let stopping = health_becomes(&address, 503).await;
    assert_eq!(stopping["status"], "stopping", "{stopping}");
    let status = bot.exit_within(Duration::from_secs(15)).await.unwrap();
    assert!(status.success());
}
