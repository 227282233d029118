//! The defects found by playing whole matches through the fake Discord (issue 9), each played
//! again the way members would: strict HTTP, two secret picks at once, a rate-limited answer,
//! one language per board, lobbies raced by many clicks, a slow database, invitation spam.

use crate::support;

use std::time::Duration;

use serde_json::json;

use support::fake_discord::{Msg, Person, Sent, EPHEMERAL};
use support::world::{ana, bruno, choices, mentioned, place, World};

fn kind(s: &Sent) -> u64 {
    s.response.as_ref().unwrap()["type"].as_u64().unwrap()
}

fn flags(s: &Sent) -> u64 {
    s.response.as_ref().unwrap()["data"]["flags"]
        .as_u64()
        .unwrap_or(0)
}

async fn moves(w: &World) -> i64 {
    sqlx::query_scalar("SELECT COUNT(*) FROM moves")
        .fetch_one(&w.db)
        .await
        .unwrap()
}

/// Of two players, the first one the board mentions (whose decision it is).
fn actor<'a>(w: &World, board: u64, players: [&'a Person; 2]) -> &'a Person {
    let to_act = mentioned(&w.msg(board))[0];
    if to_act == players[0].id {
        players[0]
    } else {
        players[1]
    }
}

/// Clicks the first choice of a hand (a button, or the first option of a select).
async fn first_choice(w: &World, who: &Person, hand: &Msg, locale: &str) -> Sent {
    let (id, value) = choices(hand).into_iter().next().expect("a choice");
    match value {
        None => w.fake.click(who, &place(), locale, hand.id, &id).await,
        Some(v) => w.fake.select(who, &place(), locale, hand.id, &id, &v).await,
    }
}

async fn rebelion(w: &World, a: &Person, b: &Person) -> u64 {
    let sent = w
        .fake
        .slash(
            a,
            &place(),
            "en-US",
            "rebelion",
            Some("challenge"),
            &[("opponent", 6, json!(b.id.to_string()))],
            &[b],
        )
        .await;
    let challenge = sent.original.unwrap();
    let accept = w.msg(challenge).button("Accept").unwrap();
    w.fake.click(b, &place(), "en-US", challenge, &accept).await;
    challenge
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn board_edits_send_each_header_once() {
    // The fake answers 400 to a repeated Content-Type, as a strict server does.
    let w = World::start().await;
    let (a, b) = (ana(), bruno());
    let board = w.start_match(&a, &b).await;
    let who = actor(&w, board, [&a, &b]);
    let hand = w.open_hand(who, board, "en-US").await;
    let before = w.fake.call_count();
    first_choice(&w, who, &hand, "en-US").await;
    w.board_edited(before, board).await;
    w.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn both_secret_picks_count_when_both_hands_were_open() {
    let w = World::start().await;
    let (a, b) = (ana(), bruno());
    let board = rebelion(&w, &a, &b).await;
    // Both look at their hands before either picks, then both pick — once in turn, and once
    // at the same moment in a second match.
    let (ha, hb) = (
        w.open_hand(&a, board, "en-US").await,
        w.open_hand(&b, board, "en-US").await,
    );
    let first = first_choice(&w, &a, &ha, "en-US").await;
    let second = first_choice(&w, &b, &hb, "en-US").await;
    for s in [&first, &second] {
        let content = s.response.as_ref().unwrap()["data"]["content"].to_string();
        assert!(
            !content.contains("out of date"),
            "a pick was refused: {content}"
        );
    }
    assert_eq!(moves(&w).await, 2);

    let board = rebelion(&w, &a, &b).await;
    let (ha, hb) = (
        w.open_hand(&a, board, "en-US").await,
        w.open_hand(&b, board, "en-US").await,
    );
    let (x, y) = tokio::join!(
        first_choice(&w, &a, &ha, "en-US"),
        first_choice(&w, &b, &hb, "en-US")
    );
    for s in [&x, &y] {
        assert_eq!(kind(s), 7, "the pick updates the hand");
    }
    assert_eq!(moves(&w).await, 4);
    w.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rate_limited_answer_is_retried_not_lost() {
    let w = World::start().await;
    let (a, b) = (ana(), bruno());
    let board = w.start_match(&a, &b).await;
    let who = actor(&w, board, [&a, &b]);
    let hand = w.open_hand(who, board, "en-US").await;
    let before = w.fake.call_count();
    w.fake.rate_limit_callbacks(1, 0.3);
    let s = first_choice(&w, who, &hand, "en-US").await;
    assert_eq!(kind(&s), 7, "the move's answer arrives after the 429");
    assert_eq!(callback_statuses(&w, before), [429, 204]);
    assert_eq!(moves(&w).await, 1);
    w.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rate_limited_challenge_is_still_shown() {
    let w = World::start().await;
    let (a, b) = (ana(), bruno());
    let before = w.fake.call_count();
    w.fake.rate_limit_callbacks(1, 0.3);
    let s = w.challenge(&a, &b, "en-US").await;
    assert_eq!(kind(&s), 4, "the challenge arrives after the 429");
    assert_eq!(flags(&s), 0, "public");
    let shown = w.msg(s.original.expect("the challenge message"));
    assert!(shown.button("Accept").is_some(), "{}", shown.text());
    assert_eq!(callback_statuses(&w, before), [429, 204]);
    // A refusal too (a challenge to oneself), privately.
    w.fake.rate_limit_callbacks(1, 0.3);
    let own = w.challenge(&a, &a, "en-US").await;
    assert_eq!((kind(&own), flags(&own)), (4, EPHEMERAL));
    w.fake.assert_clean();
}

/// The statuses the fake answered interaction callbacks with since call `before`.
fn callback_statuses(w: &World, before: usize) -> Vec<u16> {
    w.fake
        .calls()
        .iter()
        .skip(before)
        .filter(|c| c.path.ends_with("/callback"))
        .map(|c| c.status)
        .collect()
}

/// Every board payload shown since call `before` contains `word`.
fn boards_say(w: &World, before: usize, board: u64, word: &str) {
    let shown: Vec<_> = w
        .fake
        .public_payloads_since(before, board)
        .into_iter()
        .filter(|p| p["embeds"].as_array().is_some_and(|e| !e.is_empty()))
        .collect();
    assert!(shown.len() >= 4, "the board and its edits: {}", shown.len());
    for p in shown {
        assert!(
            p.to_string().contains(word),
            "board not in its language: {p}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_language_per_board_whoever_clicks() {
    let w = World::start().await;
    let (a, b) = (ana(), bruno());
    // An English server: a Spanish challenger still gets an English board.
    let start = w.fake.call_count();
    let sent = w.challenge(&a, &b, "es-ES").await;
    let challenge = sent.original.unwrap();
    let accept = w
        .msg(challenge)
        .button("Accept")
        .expect("an English challenge");
    w.fake
        .click(&b, &place(), "es-419", challenge, &accept)
        .await;
    for locale in ["es-ES", "en-US", "es-ES"] {
        let who = actor(&w, challenge, [&a, &b]);
        let hand = w.open_hand(who, challenge, locale).await;
        let before = w.fake.call_count();
        first_choice(&w, who, &hand, locale).await;
        w.board_edited(before, challenge).await;
    }
    boards_say(&w, start, challenge, "My hand");

    // A server in another language: the challenger's own language, Spanish here, and a
    // Spanish board stays Spanish while an English player clicks.
    w.fake.set_guild_locale("fr");
    let start = w.fake.call_count();
    let sent = w.challenge(&a, &b, "es-ES").await;
    let challenge = sent.original.unwrap();
    let accept = w
        .msg(challenge)
        .button("Aceptar")
        .expect("a Spanish challenge");
    w.fake
        .click(&b, &place(), "en-US", challenge, &accept)
        .await;
    for _ in 0..3 {
        let who = actor(&w, challenge, [&a, &b]);
        let hand = w.open_hand(who, challenge, "en-US").await;
        assert!(
            hand.text().contains("Your hand"),
            "hands follow the clicker"
        );
        let before = w.fake.call_count();
        first_choice(&w, who, &hand, "en-US").await;
        w.board_edited(before, challenge).await;
    }
    boards_say(&w, start, challenge, "Mi mano");
    w.fake.assert_clean();
}

fn people(n: u64) -> Vec<Person> {
    (0..n)
        .map(|i| Person::new(100_000_000_000_000_100 + i, &format!("p{i}")))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lobby_clicks_at_once_never_overfill_or_paint_over_the_board() {
    let w = World::start().await;
    let everyone = people(15);
    let sent = w
        .fake
        .slash(
            &everyone[0],
            &place(),
            "en-US",
            "bouillabaisse",
            Some("new"),
            &[],
            &[],
        )
        .await;
    let lobby = sent.original.unwrap();
    let ids = w.msg(lobby).custom_ids();
    let (join, start) = (ids[0].clone(), ids[2].clone());
    for p in &everyone[1..10] {
        w.fake.click(p, &place(), "en-US", lobby, &join).await;
    }
    // Five members race for the last two seats.
    let racers = &everyone[10..15];
    let here = place();
    let clicks = racers
        .iter()
        .map(|p| w.fake.click(p, &here, "en-US", lobby, &join));
    let answers = futures_util::future::join_all(clicks).await;
    let seated = answers.iter().filter(|s| kind(s) == 7).count();
    assert_eq!(seated, 2, "two seats were left");
    for s in answers.iter().filter(|s| kind(s) != 7) {
        assert_eq!(flags(s), EPHEMERAL, "the others are told privately");
    }
    let members: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM lobby_members")
        .fetch_one(&w.db)
        .await
        .unwrap();
    assert_eq!(members, 12);

    // The host starts while a member leaves: whatever the order, the message ends as the
    // board of a match whose seats are the lobby's members at its start.
    let leave = ids[1].clone();
    let (started, left) = tokio::join!(
        w.fake.click(&everyone[0], &here, "en-US", lobby, &start),
        w.fake.click(&everyone[3], &here, "en-US", lobby, &leave)
    );
    assert_eq!(kind(&started), 7);
    let _ = left;
    let board = w.msg(lobby);
    assert!(
        board.button("My hand").is_some(),
        "the board stays: {}",
        board.text()
    );
    let (match_id, lobby_match): (i64, Option<i64>) =
        sqlx::query_as("SELECT m.id, l.match_id FROM matches m, lobbies l")
            .fetch_one(&w.db)
            .await
            .unwrap();
    assert_eq!(Some(match_id), lobby_match, "the lobby names its match");
    let seats: Vec<i64> = sqlx::query_scalar("SELECT user_id FROM match_seats ORDER BY seat")
        .fetch_all(&w.db)
        .await
        .unwrap();
    let still: Vec<i64> =
        sqlx::query_scalar("SELECT user_id FROM lobby_members ORDER BY joined_at, rowid")
            .fetch_all(&w.db)
            .await
            .unwrap();
    assert_eq!(seats, still);
    w.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_database_gets_a_deferred_answer_in_time() {
    let w = World::start().await;
    let (a, b) = (ana(), bruno());
    let board = w.start_match(&a, &b).await;
    let who = actor(&w, board, [&a, &b]).clone();
    let hand = w.open_hand(&who, board, "en-US").await;
    let (id, _) = choices(&hand).into_iter().next().unwrap();
    // Another process holds the database's write lock for 3.5 seconds.
    let mut lock = w.db.acquire().await.unwrap();
    sqlx::query("BEGIN IMMEDIATE")
        .execute(&mut *lock)
        .await
        .unwrap();
    let before = w.fake.call_count();
    let here = place();
    let click = w.fake.click(&who, &here, "en-US", hand.id, &id);
    let release = async {
        tokio::time::sleep(Duration::from_millis(3500)).await;
        sqlx::query("ROLLBACK").execute(&mut *lock).await.unwrap();
    };
    let (s, ()) = tokio::join!(click, release);
    let first = w.fake.interaction(s.id).response.unwrap();
    assert_eq!(first["type"], 6, "deferred before Discord's 3 s ran out");
    assert!(s.responded_after.unwrap() < Duration::from_secs(3));
    assert_eq!(s.response.as_ref().unwrap()["deferred"], true);
    let edits = w
        .fake
        .wait_calls(before, 1, "the hand edited after the deferral", |c| {
            c.method == "PATCH" && c.path.ends_with("/messages/@original")
        })
        .await;
    assert_eq!(edits[0].status, 200);
    assert_eq!(
        moves(&w).await,
        1,
        "the move committed once the lock was gone"
    );
    let hand_now = w.msg(hand.id);
    assert!(hand_now.text().contains("move 1"), "{}", hand_now.text());
    w.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_database_gets_a_challenge_command_answered_in_time() {
    let w = World::start().await;
    let (a, b) = (ana(), bruno());
    // The bot has finished starting (it registers its commands in the database first).
    w.fake
        .slash(&a, &place(), "en-US", "leaderboard", None, &[], &[])
        .await;
    // Another process holds the database's write lock for 3.5 seconds.
    let mut lock = w.db.acquire().await.unwrap();
    sqlx::query("BEGIN IMMEDIATE")
        .execute(&mut *lock)
        .await
        .unwrap();
    let release = async {
        tokio::time::sleep(Duration::from_millis(3500)).await;
        sqlx::query("ROLLBACK").execute(&mut *lock).await.unwrap();
    };
    let (s, ()) = tokio::join!(w.challenge(&a, &b, "en-US"), release);
    let first = w.fake.interaction(s.id).response.unwrap();
    assert_eq!(
        first["type"], 5,
        "\"thinking…\" before Discord's 3 s ran out"
    );
    assert!(s.responded_after.unwrap() < Duration::from_secs(3));
    // The challenge took the place of "thinking…", public, with its buttons.
    assert_eq!(s.response.as_ref().unwrap()["deferred"], true);
    let shown = w.msg(s.original.expect("the challenge message"));
    assert!(shown.button("Accept").is_some(), "{}", shown.text());
    assert_eq!(shown.flags & EPHEMERAL, 0);
    w.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn challenges_and_rematches_cannot_spam_a_member() {
    let w = World::start_with(&[]).await;
    let (a, b) = (ana(), bruno());
    let first = w.challenge(&a, &b, "en-US").await;
    assert_eq!(flags(&first), 0, "the first challenge is public");
    let again = w.challenge(&a, &b, "en-US").await;
    assert_eq!(flags(&again), EPHEMERAL);
    let text = again.response.unwrap()["data"]["content"].to_string();
    assert!(text.contains("another") && text.contains(":R>"), "{text}");
    let challenges: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM challenges")
        .fetch_one(&w.db)
        .await
        .unwrap();
    assert_eq!(challenges, 1, "nobody was pinged twice");
    // A finished match's Rematch button obeys the same limits.
    let board = w.start_match(&b, &a).await;
    let resign = w.msg(board).button("Resign").unwrap();
    let ask = w.fake.click(&a, &place(), "en-US", board, &resign).await;
    let confirm = w.msg(ask.original.unwrap()).button("Yes").unwrap();
    let before = w.fake.call_count();
    w.fake
        .click(&a, &place(), "en-US", ask.original.unwrap(), &confirm)
        .await;
    w.board_edited(before, board).await;
    let rematch = w.msg(board).button("Rematch").expect("a finished board");
    let spam = w.fake.click(&a, &place(), "en-US", board, &rematch).await;
    assert_eq!(
        flags(&spam),
        EPHEMERAL,
        "refused: a challenge was just sent"
    );
    w.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenger_withdraws_a_challenge_and_frees_its_place() {
    let w = World::start_with(&[
        ("MAX_OPEN_CHALLENGES", "1"),
        ("CHALLENGE_COOLDOWN_SECS", "0"),
    ])
    .await;
    let (a, b) = (ana(), bruno());
    let challenge = w.challenge(&a, &b, "en-US").await.original.unwrap();
    let capped = w.challenge(&a, &b, "en-US").await;
    assert_eq!(flags(&capped), EPHEMERAL, "one open challenge at most");
    let text = capped.response.unwrap()["data"]["content"].to_string();
    assert!(text.contains("withdraw"), "the refusal says how: {text}");
    let withdraw = w.msg(challenge).button("withdraw").unwrap();
    let s = w
        .fake
        .click(&a, &place(), "en-US", challenge, &withdraw)
        .await;
    assert_eq!(kind(&s), 7, "the challenge message changes");
    let closed = w.msg(challenge);
    assert!(closed.text().contains("withdrew"), "{}", closed.text());
    assert!(closed.custom_ids().is_empty(), "no buttons left");
    let status: String = sqlx::query_scalar("SELECT status FROM challenges")
        .fetch_one(&w.db)
        .await
        .unwrap();
    assert_eq!(status, "withdrawn");
    let again = w.challenge(&a, &b, "en-US").await;
    assert_eq!(flags(&again), 0, "the place is free again");
    // Only the challenged member accepts.
    let newer = again.original.unwrap();
    let accept = w.msg(newer).button("Accept").unwrap();
    let own = w.fake.click(&a, &place(), "en-US", newer, &accept).await;
    assert_eq!(flags(&own), EPHEMERAL);
    w.fake.assert_clean();
}
