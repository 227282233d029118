//! What a self-hosting admin meets when starting the bot: a missing or refused token stops it
//! with one clear line and a non-zero status; Discord briefly unreachable is retried; commands
//! left in a former development guild are removed.

use crate::support;

use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use support::bot::{database_url, Bot, GUILD};
use support::fake_discord::FakeDiscord;

/// Runs the bot with `env` against `proxy` until it exits (at most `limit`).
fn run_until_exit(proxy: &str, env: &[(&str, &str)], limit: Duration) -> Output {
    let dir = tempfile::tempdir().unwrap();
    let mut command = Command::new(env!("CARGO_BIN_EXE_taberna"));
    command
        .env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("DISCORD_PROXY", proxy)
        .env("DATABASE_URL", database_url(dir.path()))
        .env("RUST_LOG", "warn")
        .current_dir(dir.path())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (k, v) in env {
        command.env(k, v);
    }
    let mut child = command.spawn().unwrap();
    let started = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if started.elapsed() > limit {
            let _ = child.kill();
            panic!("the bot did not stop within {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    child.wait_with_output().unwrap()
}

fn stderr_lines(out: &Output) -> Vec<String> {
    String::from_utf8_lossy(&out.stderr)
        .lines()
        .map(str::to_owned)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_missing_token_stops_the_bot_with_one_line() {
    let fake = FakeDiscord::start().await;
    let url = fake.url();
    let out = tokio::task::spawn_blocking(move || {
        run_until_exit(&url, &[("DISCORD_TOKEN", "")], Duration::from_secs(20))
    })
    .await
    .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let lines = stderr_lines(&out);
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(lines[0].contains("DISCORD_TOKEN is not set"), "{lines:?}");
    assert!(fake.calls().is_empty(), "nothing was sent to Discord");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_token_stops_the_bot_at_the_first_call_instead_of_retrying() {
    let fake = FakeDiscord::start().await;
    let url = fake.url();
    let out = tokio::task::spawn_blocking(move || {
        run_until_exit(
            &url,
            &[("DISCORD_TOKEN", "revoked.token"), ("GUILD_ID", "1")],
            Duration::from_secs(20),
        )
    })
    .await
    .unwrap();
    assert!(!out.status.success());
    let lines = stderr_lines(&out);
    assert_eq!(lines.len(), 1, "one clear line: {lines:?}");
    assert!(
        lines[0].contains("401") && lines[0].contains("DISCORD_TOKEN"),
        "{lines:?}"
    );
    let calls = fake.calls();
    assert_eq!(calls.len(), 1, "one call, no retries: {calls:?}");
    assert_eq!(calls[0].status, 401);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn discord_briefly_unreachable_is_retried_until_it_answers() {
    let fake = FakeDiscord::start().await;
    fake.fail_gateway(2);
    let dir = tempfile::tempdir().unwrap();
    let _bot = Bot::start(&fake.url(), &database_url(dir.path()));
    fake.wait_identified(1).await;
    let attempts: Vec<u16> = fake
        .calls()
        .iter()
        .filter(|c| c.path == "/api/v10/gateway/bot")
        .map(|c| c.status)
        .collect();
    assert_eq!(&attempts[..3], &[502, 502, 200], "{attempts:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_of_a_former_development_guild_are_removed() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let url = database_url(dir.path());
    let guild_path = format!(
        "/api/v10/applications/{}/guilds/{GUILD}/commands",
        support::fake_discord::payloads::APP_ID
    );
    let global_path = format!(
        "/api/v10/applications/{}/commands",
        support::fake_discord::payloads::APP_ID
    );
    let registered = |fake: &FakeDiscord, path: &str| -> Vec<serde_json::Value> {
        fake.calls()
            .iter()
            .filter(|c| c.method == "PUT" && c.path == path)
            .map(|c| c.body.clone())
            .collect()
    };
    let bot = Bot::start(&fake.url(), &url);
    fake.wait_identified(1).await;
    wait(|| registered(&fake, &guild_path).len() == 1).await;
    assert!(registered(&fake, &guild_path)[0].as_array().unwrap().len() >= 6);
    bot.kill();
    // GUILD_ID unset: the guild's commands go, the global ones come.
    let bot = Bot::start_with(&fake.url(), &url, &[("GUILD_ID", "")]);
    fake.wait_identified(2).await;
    wait(|| registered(&fake, &global_path).len() == 1).await;
    let guild = registered(&fake, &guild_path);
    assert_eq!(guild.len(), 2);
    assert_eq!(guild[1], serde_json::json!([]), "emptied");
    bot.kill();
    // Once removed, a later start does not remove them again.
    let _bot = Bot::start_with(&fake.url(), &url, &[("GUILD_ID", "")]);
    fake.wait_identified(3).await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(registered(&fake, &guild_path).len(), 2);
    assert_eq!(
        registered(&fake, &global_path).len(),
        1,
        "unchanged: not again"
    );
}

async fn wait(mut f: impl FnMut() -> bool) {
    for _ in 0..200 {
        if f() {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("timed out");
}
