//! Computer players through the fake Discord, the way members meet them: a member challenges
//! the bot itself and plays a whole Burgueses match by clicks, the bot process killed while
//! the computer is to move (it moves after the restart), the computer's hand never shown,
//! a rematch, the leaderboard; a Spanish Bouillabaisse lobby where the host seats computer
//! players (a member may not), removes one, starts, and two members and two computer players
//! play to the end; another bot refused as an opponent.

use crate::support;

use std::collections::HashMap;
use std::time::Duration;

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::json;
use sqlx::Row;

use support::bot::Bot;
use support::fake_discord::payloads::BOT_ID;
use support::fake_discord::{Msg, Person, EPHEMERAL};
use support::pictures::assert_every_board_and_hand_pictured;
use support::world::{ana, bruno, choices, hidden_at_version, mentioned, place, World};

/// The defaults of the tests' bot, with a pause of `pause_ms` before the computer's moves.
fn env(pause_ms: &'static str) -> Vec<(&'static str, &'static str)> {
    vec![
        ("CHALLENGE_COOLDOWN_SECS", "0"),
        ("MAX_OPEN_CHALLENGES", "100000"),
        ("LOBBY_COOLDOWN_SECS", "0"),
        ("MAX_OPEN_LOBBIES", "100000"),
        ("COMPUTER_PAUSE_MS", pause_ms),
    ]
}

fn taberna() -> Person {
    Person::bot(BOT_ID, "taberna")
}

/// The match of a new board, once the bot has stored which message shows it (just after
/// sending it).
async fn stored_board(w: &World, board: u64) -> i64 {
    for _ in 0..100 {
        let found: Option<i64> =
            sqlx::query_scalar("SELECT id FROM matches WHERE board_message_id = ?")
                .bind(board as i64)
                .fetch_optional(&w.db)
                .await
                .unwrap();
        if let Some(id) = found {
            return id;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    panic!("board {board} was never stored");
}

/// The version a board message shows in its footer ("move 7", "jugada 7").
fn shown_version(board: &Msg) -> i64 {
    let footer = board.body["embeds"][0]["footer"]["text"]
        .as_str()
        .unwrap_or_default();
    footer
        .rsplit(' ')
        .next()
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| panic!("no version in {footer}"))
}

/// Waits until the board shows a version after `after` (the computer moved).
async fn board_moves_on(w: &World, board: u64, after: i64) {
    for _ in 0..600 {
        if shown_version(&w.msg(board)) > after {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the computer never moved: {}", w.msg(board).text());
}

/// One random legal click of `who` in their hand; waits for the board to show it.
async fn click_a_move(w: &World, who: &Person, board: u64, locale: &str, rng: &mut ChaCha8Rng) {
    let hand = w.open_hand(who, board, locale).await;
    let (id, value) = choices(&hand).choose(rng).expect("a legal move").clone();
    let before = w.fake.call_count();
    let sent = match &value {
        None => w.fake.click(who, &place(), locale, hand.id, &id).await,
        Some(v) => w.fake.select(who, &place(), locale, hand.id, &id, v).await,
    };
    let r = sent.response.unwrap();
    assert_eq!(r["type"], 7);
    assert_eq!(
        r["data"]["content"].as_str().unwrap_or_default(),
        "",
        "a legal move: {r}"
    );
    w.board_edited(before, board).await;
}

fn is_over(board: &Msg) -> bool {
    board.button("Rematch").is_some() || board.button("Revancha").is_some()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_member_plays_the_computer_by_clicks_across_a_restart() {
    // The first bot process never gets to move for the computer: it is killed first.
    let mut w = World::start_with(&env("600000")).await;
    let sent = w
        .fake
        .slash(
            &ana(),
            &place(),
            "en-US",
            "burgueses",
            Some("challenge"),
            &[
                ("opponent", 6, json!(BOT_ID.to_string())),
                ("level", 4, json!(1)),
            ],
            &[&taberna()],
        )
        .await;
    let r = sent.response.clone().unwrap();
    assert_eq!(
        r["data"]["flags"].as_u64().unwrap_or(0) & EPHEMERAL,
        0,
        "{r}"
    );
    let board = sent.original.expect("the board");
    let match_id = stored_board(&w, board).await;
    let shown = w.msg(board).text();
    assert!(shown.contains("Bot 2 (normal)"), "{shown}");
    assert!(!shown.contains("<@0>"), "the computer is no user: {shown}");
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    // Up to the computer's first turn, which the board announces.
    while mentioned(&w.msg(board)) == [ana().id] {
        click_a_move(&w, &ana(), board, "en-US", &mut rng).await;
    }
    let thinking = w.msg(board).text();
    assert!(
        thinking.contains("Bot 2 (normal) is thinking"),
        "{thinking}"
    );
    let before_kill = shown_version(&w.msg(board));
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(
        shown_version(&w.msg(board)),
        before_kill,
        "the first process waits"
    );
    w.bot.take().unwrap().kill();
    let bot = Bot::start_with(&w.fake.url(), &w.url, &env("20"));
    w.bot = Some(bot);
    w.fake.wait_identified(2).await;
    board_moves_on(&w, board, before_kill).await;
    // The rest of the match: the member clicks whenever the board calls them.
    let mut computer_moves = 0;
    for _ in 0..400 {
        let b = w.msg(board);
        if is_over(&b) {
            break;
        }
        let before = w.fake.call_count();
        if mentioned(&b) == [ana().id] {
            click_a_move(&w, &ana(), board, "en-US", &mut rng).await;
        } else {
            // A board that calls no member is the computer's turn: wait for its move.
            assert!(b.text().contains("is thinking"), "{}", b.text());
            board_moves_on(&w, board, shown_version(&b)).await;
            computer_moves += 1;
        }
        let (version, hidden) = hidden_at_version(&w, match_id).await;
        w.assert_never_shown_at(before, board, version, &hidden);
    }
    assert!(is_over(&w.msg(board)), "{}", w.msg(board).text());
    assert!(computer_moves > 0);
    // The computer's moves edit the board as a member's do, picture and all.
    let (edits, _) = assert_every_board_and_hand_pictured(&w.fake.calls(), 0, board);
    assert!(edits >= computer_moves);
    let rows = sqlx::query("SELECT seat, user_id, vs_bot FROM results WHERE match_id = ?")
        .bind(match_id)
        .fetch_all(&w.db)
        .await
        .unwrap();
    assert_eq!(rows.len(), 1, "the computer has no result row");
    assert_eq!(rows[0].get::<i64, _>(1), ana().id as i64);
    assert!(rows[0].get::<bool, _>(2));
    // The leaderboard leaves the match out, and tells the member their record.
    let lb = w
        .fake
        .slash(&ana(), &place(), "en-US", "leaderboard", None, &[], &[])
        .await;
    let text = lb.response.unwrap().to_string();
    assert!(text.contains("no finished matches"), "{text}");
    assert!(text.contains("against the computer"), "{text}");
    // A rematch is a new match against the same computer, on a new board.
    let rematch = w.msg(board).button("Rematch").unwrap();
    let again = w
        .fake
        .click(&ana(), &place(), "en-US", board, &rematch)
        .await;
    let new_board = again.original.expect("a new board");
    assert_ne!(new_board, board);
    let new_match = stored_board(&w, new_board).await;
    assert_ne!(new_match, match_id);
    assert!(w.msg(new_board).text().contains("Bot 2 (normal)"));
    w.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn another_bot_is_refused_as_an_opponent() {
    let w = World::start_with(&env("20")).await;
    let robot = Person::bot(555_000_000_000_000_001, "robot");
    let sent = w
        .fake
        .slash(
            &ana(),
            &place(),
            "es-ES",
            "burgueses",
            Some("challenge"),
            &[("opponent", 6, json!(robot.id.to_string()))],
            &[&robot],
        )
        .await;
    let r = sent.response.unwrap();
    assert_eq!(r["data"]["flags"], EPHEMERAL);
    assert!(r.to_string().contains("Otros bots no pueden jugar"), "{r}");
    let count: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM matches")
        .fetch_one(&w.db)
        .await
        .unwrap();
    assert_eq!(count, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_spanish_lobby_with_computer_players_is_played_to_the_end() {
    let w = World::start_with(&env("20")).await;
    w.fake.set_guild_locale("es-ES");
    let locale = "es-ES";
    let people = [ana(), bruno()];
    let sent = w
        .fake
        .slash(
            &ana(),
            &place(),
            locale,
            "bouillabaisse",
            Some("new"),
            &[],
            &[],
        )
        .await;
    let lobby = sent.original.unwrap();
    let add = |msg: &Msg| {
        msg.custom_ids()
            .into_iter()
            .find(|c| c.starts_with("lb:"))
            .expect("the add-bot menu")
    };
    let add_bot = add(&w.msg(lobby));
    // A member who is not the host may not seat a computer player.
    let refused = w
        .fake
        .select(&bruno(), &place(), locale, lobby, &add_bot, "hard")
        .await;
    let r = refused.response.unwrap();
    assert_eq!(r["data"]["flags"], EPHEMERAL);
    assert!(r.to_string().contains("Solo el anfitrión"), "{r}");
    let join = w.msg(lobby).button("Unirse").expect("join");
    w.fake.click(&bruno(), &place(), locale, lobby, &join).await;
    for level in ["hard", "easy"] {
        let s = w
            .fake
            .select(&ana(), &place(), locale, lobby, &add_bot, level)
            .await;
        assert_eq!(s.response.unwrap()["type"], 7);
    }
    let listed = w.msg(lobby).text();
    assert!(
        listed.contains("Bot 3 (difícil)") && listed.contains("Bot 4 (fácil)"),
        "{listed}"
    );
    // The host takes the hard one back (the last seated goes) and seats a normal one.
    let remove = w.msg(lobby).button("Quitar un bot").expect("remove");
    w.fake.click(&ana(), &place(), locale, lobby, &remove).await;
    w.fake
        .select(&ana(), &place(), locale, lobby, &add_bot, "normal")
        .await;
    let listed = w.msg(lobby).text();
    assert!(
        listed.contains("Bot 3 (difícil)") && listed.contains("Bot 4 (normal)"),
        "{listed}"
    );
    let start = w.msg(lobby).button("Empezar").expect("start");
    let started = w.fake.click(&ana(), &place(), locale, lobby, &start).await;
    assert_eq!(started.response.unwrap()["type"], 7);
    let board = lobby;
    let match_id = w.match_of_board(board).await;
    let by_id: HashMap<u64, &Person> = people.iter().map(|p| (p.id, p)).collect();
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    for _ in 0..400 {
        let b = w.msg(board);
        if is_over(&b) {
            break;
        }
        match mentioned(&b).first() {
            Some(id) => click_a_move(&w, by_id[id], board, locale, &mut rng).await,
            None => {
                assert!(b.text().contains("pensando"), "{}", b.text());
                board_moves_on(&w, board, shown_version(&b)).await;
            }
        }
    }
    assert!(is_over(&w.msg(board)), "{}", w.msg(board).text());
    let rows: Vec<i64> =
        sqlx::query_scalar("SELECT user_id FROM results WHERE match_id = ? ORDER BY seat")
            .bind(match_id)
            .fetch_all(&w.db)
            .await
            .unwrap();
    assert_eq!(rows, [ana().id as i64, bruno().id as i64]);
    w.fake.assert_clean();
}

/// The last seat of a Génova table, wanted at the same moment by a member clicking Join and by
/// the host seating a computer player: one of them gets it, the other is told the table is full,
/// and the lobby message shows five seats.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_member_and_a_computer_player_race_for_the_last_seat() {
    let w = World::start().await;
    let others: Vec<Person> = (0..3)
        .map(|i| Person::new(600_000_000_000_000_000 + i, &format!("m{i}")))
        .collect();
    for round in 0..4 {
        let sent = w
            .fake
            .slash(&ana(), &place(), "en-US", "genova", Some("new"), &[], &[])
            .await;
        let lobby = sent.original.unwrap();
        let add_bot = w
            .msg(lobby)
            .custom_ids()
            .into_iter()
            .find(|c| c.starts_with("lb:"))
            .unwrap();
        let join = w.msg(lobby).button("Join").unwrap();
        for p in &others[..2] {
            w.fake.click(p, &place(), "en-US", lobby, &join).await;
        }
        w.fake
            .select(&ana(), &place(), "en-US", lobby, &add_bot, "easy")
            .await;
        // One seat left (ana, two members, one bot): a join and a bot at once.
        let (host, here) = (ana(), place());
        let (joined, seated) = tokio::join!(
            w.fake.click(&others[2], &here, "en-US", lobby, &join),
            w.fake
                .select(&host, &here, "en-US", lobby, &add_bot, "hard")
        );
        let answers = [joined.response.unwrap(), seated.response.unwrap()];
        let updated = answers.iter().filter(|r| r["type"] == 7).count();
        assert_eq!(updated, 1, "round {round}: one gets the seat: {answers:?}");
        let refused = answers.iter().find(|r| r["type"] != 7).unwrap();
        assert_eq!(refused["data"]["flags"], EPHEMERAL);
        assert!(refused.to_string().contains("full"), "{refused}");
        let shown = w.msg(lobby).text();
        assert!(shown.contains("(5/5)"), "{shown}");
        assert!(
            !shown.contains("lb:"),
            "no computer menu on a full table: {shown}"
        );
        let cancel = w.msg(lobby).button("Cancel").unwrap();
        w.fake
            .click(&ana(), &place(), "en-US", lobby, &cancel)
            .await;
    }
    w.fake.assert_clean();
}
