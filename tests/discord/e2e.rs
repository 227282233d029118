//! The real bot against a fake Discord on loopback: slash commands, clicks and selects as
//! members make them, every REST call recorded and checked.

use crate::support;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};

use support::bot::GUILD;
use support::fake_discord::{Person, EPHEMERAL};
use support::world::{ana, bruno, place, play_out, World, CHANNEL};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_match_from_challenge_to_leaderboard() {
    let w = World::start().await;
    let (a, b) = (ana(), bruno());
    let sent = w.challenge(&a, &b, "en-US").await;
    let r = sent.response.clone().unwrap();
    assert_eq!(r["type"], 4);
    assert_eq!(
        r["data"]["flags"].as_u64().unwrap_or(0) & EPHEMERAL,
        0,
        "a challenge is public"
    );
    assert!(r["data"]["content"]
        .as_str()
        .unwrap()
        .contains(&format!("<@{}>", b.id)));
    let challenge = sent.original.unwrap();

    // Only the challenged member can answer.
    let accept = w.msg(challenge).button("Accept").unwrap();
    let stranger = Person::new(100_000_000_000_000_099, "carla");
    let refused = w
        .fake
        .click(&stranger, &place(), "en-US", challenge, &accept)
        .await;
    assert_eq!(
        refused.response.as_ref().unwrap()["data"]["flags"],
        EPHEMERAL
    );
    let refused = w
        .fake
        .click(&a, &place(), "en-US", challenge, &accept)
        .await;
    assert_eq!(
        refused.response.as_ref().unwrap()["data"]["flags"],
        EPHEMERAL
    );
    assert!(
        w.msg(challenge).button("Accept").is_some(),
        "nothing changed"
    );

    let accepted = w
        .fake
        .click(&b, &place(), "en-US", challenge, &accept)
        .await;
    assert_eq!(accepted.response.as_ref().unwrap()["type"], 7);
    let board = challenge;
    assert!(w.msg(board).button("My hand").is_some());

    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let (moves, rest_calls) = play_out(&w, board, &[a.clone(), b.clone()], &mut rng, true).await;
    assert!(moves > 10);
    let per_move = rest_calls as f64 / moves as f64;
    println!("REST calls per move: {per_move:.2} ({rest_calls} over {moves} moves)");
    assert!(per_move <= 2.0, "{per_move} REST calls per move");

    let end = w.msg(board);
    let rematch = end
        .button("Rematch")
        .unwrap_or_else(|| panic!("{}", end.text()));
    // A rematch is a new public challenge to the same opponent.
    let again = w.fake.click(&b, &place(), "en-US", board, &rematch).await;
    let r = again.response.clone().unwrap();
    assert_eq!(r["type"], 4);
    assert_eq!(r["data"]["flags"].as_u64().unwrap_or(0) & EPHEMERAL, 0);
    assert!(r["data"]["content"]
        .as_str()
        .unwrap()
        .starts_with(&format!("<@{}>", a.id)));
    let challenge = w.msg(again.original.unwrap());
    let accept = challenge.button("Accept").unwrap();
    let second = w
        .fake
        .click(&a, &place(), "en-US", challenge.id, &accept)
        .await;
    assert_eq!(second.response.unwrap()["type"], 7, "the rematch starts");
    let lb = w
        .fake
        .slash(&a, &place(), "en-US", "leaderboard", None, &[], &[])
        .await;
    let text = lb.response.unwrap().to_string();
    assert!(
        text.contains(&format!("<@{}>", a.id)) && text.contains(&format!("<@{}>", b.id)),
        "{text}"
    );
    w.fake.assert_clean();
    drop(w.bot);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn spanish_locale_gets_spanish_challenge_and_hand() {
    let w = World::start().await;
    w.fake.set_guild_locale("es-ES");
    let (a, b) = (ana(), bruno());
    let sent = w.challenge(&a, &b, "es-ES").await;
    let content = sent.response.unwrap()["data"]["content"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(content.contains("te desafía"), "{content}");
    let board = w.start_match(&a, &b).await;
    let hand = w.open_hand(&a, board, "es-ES").await;
    assert!(hand.text().contains("Tu mano"), "{}", hand.text());
    let rules = w
        .fake
        .slash(&b, &place(), "es-419", "burgueses", Some("rules"), &[], &[])
        .await;
    let r = rules.response.unwrap();
    assert_eq!(r["data"]["flags"], EPHEMERAL);
    assert!(r["data"]["content"]
        .as_str()
        .unwrap()
        .contains("Nuestras decisiones"));
    // Challenging oneself or a bot is refused privately.
    let me = w.challenge(&a, &a, "es-ES").await;
    assert_eq!(me.response.unwrap()["data"]["flags"], EPHEMERAL);
    let robot = Person::bot(100_000_000_000_000_555, "robot");
    let bot = w.challenge(&a, &robot, "en-US").await;
    let r = bot.response.unwrap();
    assert_eq!(r["data"]["flags"], EPHEMERAL);
    assert!(r["data"]["content"]
        .as_str()
        .unwrap()
        .contains("Other bots cannot play"));
    w.fake.assert_clean();
}

/// Matches to play by random clicks (`TABERNA_E2E_MATCHES` overrides).
fn random_match_count() -> usize {
    std::env::var("TABERNA_E2E_MATCHES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(200)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn random_matches_never_show_a_hidden_card() {
    let w = std::sync::Arc::new(World::start().await);
    let total = random_match_count();
    let parallel = 8;
    let mut tasks = Vec::new();
    for lane in 0..parallel {
        let w = std::sync::Arc::clone(&w);
        tasks.push(tokio::spawn(async move {
            let a = Person::new(200_000_000_000_000_000 + lane as u64 * 2, "a");
            let b = Person::new(200_000_000_000_000_001 + lane as u64 * 2, "b");
            let mut rng = ChaCha8Rng::seed_from_u64(lane as u64);
            let mut moves = 0;
            for _ in (lane..total).step_by(parallel) {
                let board = w.start_match(&a, &b).await;
                moves += play_out(&w, board, &[a.clone(), b.clone()], &mut rng, false)
                    .await
                    .0;
            }
            moves
        }));
    }
    let mut moves = 0;
    for t in tasks {
        moves += t.await.unwrap();
    }
    println!("{total} random matches, {moves} moves, no hidden card shown");
    w.fake.assert_clean();
}

async fn count(w: &World, sql: &str) -> i64 {
    sqlx::query_scalar(sql).fetch_one(&w.db).await.unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn declined_and_expired_challenges_start_nothing() {
    let w = World::start().await;
    let (a, b) = (ana(), bruno());

    let challenge = w.challenge(&a, &b, "en-US").await.original.unwrap();
    let accept = w.msg(challenge).button("Accept").unwrap();
    let decline = w.msg(challenge).button("Decline").unwrap();
    let s = w
        .fake
        .click(&b, &place(), "en-US", challenge, &decline)
        .await;
    assert_eq!(
        s.response.unwrap()["type"],
        7,
        "the challenge message changes"
    );
    let closed = w.msg(challenge);
    assert!(closed.text().contains("declined"), "{}", closed.text());
    assert!(closed.custom_ids().is_empty(), "no buttons left");
    // An Accept from a client that still shows the old buttons.
    let late = w
        .fake
        .click(&b, &place(), "en-US", challenge, &accept)
        .await;
    let r = late.response.unwrap();
    assert_eq!(
        (r["type"].as_u64(), r["data"]["flags"].as_u64()),
        (Some(4), Some(EPHEMERAL))
    );
    assert!(r["data"]["content"]
        .as_str()
        .unwrap()
        .contains("already answered"));

    // A challenge past its 24 hours, accepted through its button (a Spanish server).
    w.fake.set_guild_locale("es-ES");
    let challenge = w.challenge(&a, &b, "es-ES").await.original.unwrap();
    let accept = w.msg(challenge).button("Aceptar").unwrap();
    sqlx::query(
        "UPDATE challenges SET expires_at = expires_at - 24 * 3600 - 1 WHERE status = 'open'",
    )
    .execute(&w.db)
    .await
    .unwrap();
    let s = w
        .fake
        .click(&b, &place(), "es-ES", challenge, &accept)
        .await;
    assert_eq!(s.response.unwrap()["type"], 7);
    let expired = w.msg(challenge);
    assert!(expired.text().contains("caducó"), "{}", expired.text());
    assert!(expired.custom_ids().is_empty(), "no buttons left");

    assert_eq!(
        count(&w, "SELECT COUNT(*) FROM matches").await,
        0,
        "no match started"
    );
    assert_eq!(
        count(
            &w,
            "SELECT COUNT(*) FROM challenges WHERE status IN ('declined', 'expired')"
        )
        .await,
        2
    );
    w.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_leaderboard_narrows_to_one_game() {
    let w = World::start().await;
    let (a, b) = (ana(), bruno());
    let carla = Person::new(100_000_000_000_000_003, "carla");

    // The option as the bot registered it: poise sends a choice as its index, an integer.
    let registered = w
        .fake
        .wait_calls(0, 1, "the commands to be registered", |c| {
            c.method == "PUT" && c.path.ends_with("/commands")
        })
        .await
        .remove(0)
        .body;
    let leaderboard = registered
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "leaderboard")
        .unwrap();
    let game = &leaderboard["options"][0];
    assert_eq!((&game["name"], &game["type"]), (&json!("game"), &json!(4)));
    let choices: Vec<(&Value, &Value)> = game["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| (&c["name"], &c["value"]))
        .collect();
    assert_eq!(choices[0], (&json!("Burgueses"), &json!(0)));

    // Ana resigns a match of Burgueses; Carla has a win in another game.
    let board = w.start_match(&a, &b).await;
    let resign = w.msg(board).button("Resign").unwrap();
    let ask = w.fake.click(&a, &place(), "en-US", board, &resign).await;
    let confirm = w.msg(ask.original.unwrap());
    let yes = confirm.button("resign").unwrap();
    w.fake.click(&a, &place(), "en-US", confirm.id, &yes).await;
    let other: i64 = sqlx::query_scalar(
        "INSERT INTO matches (game, guild_id, channel_id, seed, options, snapshot, status, created_at, updated_at)
         VALUES ('otro', ?, ?, 0, 'null', 'null', 'finished', 0, 0) RETURNING id",
    )
    .bind(GUILD as i64)
    .bind(CHANNEL as i64)
    .fetch_one(&w.db)
    .await
    .unwrap();
    sqlx::query(
        "INSERT INTO results (match_id, seat, guild_id, game, user_id, standing, score)
         VALUES (?, 0, ?, 'otro', ?, 'win', 0)",
    )
    .bind(other)
    .bind(GUILD as i64)
    .bind(carla.id as i64)
    .execute(&w.db)
    .await
    .unwrap();
    // And her line on the board of all games, which the bot writes with every result.
    sqlx::query("INSERT INTO standings (guild_id, game, user_id, wins) VALUES (?, '*', ?, 1)")
        .bind(GUILD as i64)
        .bind(carla.id as i64)
        .execute(&w.db)
        .await
        .unwrap();

    let ask = |locale: &'static str, options: Vec<(&'static str, u8, Value)>| {
        let w = &w;
        let a = a.clone();
        async move {
            let s = w
                .fake
                .slash(&a, &place(), locale, "leaderboard", None, &options, &[])
                .await;
            s.response.unwrap()["data"]["embeds"][0].clone()
        }
    };
    let all = ask("en-US", vec![]).await;
    assert_eq!(all["title"], "Leaderboard — all games");
    let text = all["description"].as_str().unwrap();
    assert!(text.contains(&format!("<@{}>", carla.id)), "{text}");

    let one = ask("es-ES", vec![("game", 4, json!(0))]).await;
    assert_eq!(one["title"], "Clasificación — Burgueses");
    let lines: Vec<&str> = one["description"].as_str().unwrap().lines().collect();
    assert_eq!(
        lines,
        [
            format!(
                "1. <@{}> — **sin puntuación** · 1 V · 0 E · 0 D · 1 partida",
                b.id
            ),
            format!(
                "2. <@{}> — **sin puntuación** · 0 V · 0 E · 1 D · 1 partida",
                a.id
            ),
        ],
        "only Burgueses, and Carla's other game left out; resigned before any move: unrated"
    );
    w.fake.assert_clean();
}
