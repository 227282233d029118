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
        .env("WEB_ADDR", "off")
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

/// The bot started with `env` stops before reaching Discord, with status `code` and one line
/// on stderr that says `says`.
async fn refused_at_start(env: &[(&str, &str)], code: i32, says: &str) {
    let fake = FakeDiscord::start().await;
    let url = fake.url();
    let env: Vec<(String, String)> = env
        .iter()
        .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
        .collect();
    let out = tokio::task::spawn_blocking(move || {
        let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
        run_until_exit(&url, &env, Duration::from_secs(20))
    })
    .await
    .unwrap();
    assert_eq!(out.status.code(), Some(code));
    let lines = stderr_lines(&out);
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(lines[0].contains(says), "{lines:?}");
    assert!(fake.calls().is_empty(), "nothing was sent to Discord");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_missing_token_stops_the_bot_with_one_line() {
    refused_at_start(&[("DISCORD_TOKEN", "")], 2, "DISCORD_TOKEN is not set").await;
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_database_that_cannot_be_opened_stops_the_bot_with_one_line() {
    let env = [
        ("DISCORD_TOKEN", "fake.token.for-tests"),
        (
            "DATABASE_URL",
            "sqlite:///no/such/directory/taberna.db?mode=rwc",
        ),
    ];
    refused_at_start(&env, 1, "DATABASE_URL").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_web_address_already_taken_stops_the_bot_with_one_line() {
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let address = taken.local_addr().unwrap().to_string();
    let env = [
        ("DISCORD_TOKEN", "fake.token.for-tests"),
        ("WEB_ADDR", address.as_str()),
    ];
    refused_at_start(&env, 1, &format!("WEB_ADDR={address}")).await;
}

/// The bot as a child whose output the test reads, against `fake`.
fn spawn_piped(
    fake: &FakeDiscord,
    dir: &std::path::Path,
    env: &[(&str, &str)],
) -> std::process::Child {
    Bot::command(&fake.url(), &database_url(dir), env)
        .current_dir(dir)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// Waits for `child` to exit by itself within `limit`; its output.
async fn exited(mut child: std::process::Child, limit: Duration) -> Output {
    let started = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if started.elapsed() > limit {
            let _ = child.kill();
            panic!("the bot did not stop within {limit:?}");
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    child.wait_with_output().unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_token_revoked_while_running_stops_the_bot_with_one_line() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let child = spawn_piped(&fake, dir.path(), &[]);
    fake.wait_identified(1).await;
    fake.revoke_token();
    let out = exited(child, Duration::from_secs(20)).await;
    assert_eq!(out.status.code(), Some(1));
    let lines = stderr_lines(&out);
    assert_eq!(lines.len(), 1, "one clear line: {lines:?}");
    assert!(
        lines[0].contains("4004") && lines[0].contains("DISCORD_TOKEN"),
        "{lines:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stop_while_discord_is_still_out_of_reach_exits_at_once() {
    let fake = FakeDiscord::start().await;
    fake.fail_gateway(1000);
    let dir = tempfile::tempdir().unwrap();
    let child = spawn_piped(&fake, dir.path(), &[]);
    for _ in 0..200 {
        if !fake.calls().is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    assert!(!fake.calls().is_empty(), "the bot tries to reach Discord");
    let _ = Command::new("kill")
        .arg("-TERM")
        .arg(child.id().to_string())
        .status();
    let out = exited(child, Duration::from_secs(5)).await;
    assert_eq!(out.status.code(), Some(0), "{out:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn json_logs_are_one_object_a_line_with_the_match_and_no_secret() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let child = spawn_piped(
        &fake,
        dir.path(),
        &[("LOG_FORMAT", "json"), ("RUST_LOG", "info,taberna=debug")],
    );
    fake.wait_identified(1).await;
    let place = support::world::place();
    let (ana, bruno) = (support::world::ana(), support::world::bruno());
    let challenge = fake
        .slash(
            &ana,
            &place,
            "en-US",
            "burgueses",
            Some("challenge"),
            &[("opponent", 6, serde_json::json!(bruno.id.to_string()))],
            &[&bruno],
        )
        .await
        .original
        .unwrap();
    let accept = fake.message(challenge).unwrap().button("Accept").unwrap();
    fake.click(&bruno, &place, "en-US", challenge, &accept)
        .await;
    let hand_button = fake.message(challenge).unwrap().button("My hand").unwrap();
    // The first to act plays a move: its notation must not reach the logs.
    let mut clicked = None;
    for who in [&ana, &bruno] {
        let opened = fake
            .click(who, &place, "en-US", challenge, &hand_button)
            .await;
        let hand = fake.message(opened.original.unwrap()).unwrap();
        if let Some((id, None)) = support::world::choices(&hand).into_iter().next() {
            fake.click(who, &place, "en-US", hand.id, &id).await;
            clicked = Some(id);
            break;
        }
    }
    let clicked = clicked.expect("a move was clicked");
    let tokens: Vec<String> = fake
        .calls()
        .iter()
        .filter_map(|c| c.path.split("/tok").nth(1))
        .map(|rest| format!("tok{}", rest.split('/').next().unwrap_or_default()))
        .collect();
    assert!(!tokens.is_empty(), "the bot answered through tokens");
    let _ = Command::new("kill")
        .arg("-TERM")
        .arg(child.id().to_string())
        .status();
    let out = exited(child, Duration::from_secs(20)).await;
    assert!(out.status.success(), "{:?}", out.status);
    let text = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON ({e}): {l}")))
        .collect();
    assert!(lines
        .iter()
        .all(|l| l["level"].is_string() && l["fields"].is_object()));
    let answered = lines
        .iter()
        .find(|l| {
            l["fields"]["message"] == "click answered"
                && l["span"]["match_id"].is_number()
                && l["span"]["shard"] == 0
                && l["span"]["guild"] == GUILD
        })
        .unwrap_or_else(|| panic!("a click's line with its span: {text}"));
    assert!(answered["fields"]["button"].is_string());
    for line in &lines {
        if let Some(button) = line["fields"]["button"].as_str() {
            assert!(button.split(':').count() <= 3, "{button}");
        }
    }
    assert!(!text.contains(&clicked), "the move never shows: {clicked}");
    assert!(
        !text.contains("fake.token.for-tests"),
        "the token never shows"
    );
    for token in &tokens {
        assert!(!text.contains(token.as_str()), "{token} shows");
    }
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
