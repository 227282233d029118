//! The bot against a fake Discord when things go wrong: double clicks, stale buttons,
//! strangers, forged ids, restarts and crashes, a dropped gateway, rate limits.

use crate::support;

use std::time::Duration;

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use sqlx::Row;

use support::bot::Bot;
use support::fake_discord::{Msg, Person, Sent, EPHEMERAL};
use support::world::{ana, bruno, choices, mentioned, place, play_out, World};

fn flags(s: &Sent) -> u64 {
    s.response.as_ref().unwrap()["data"]["flags"]
        .as_u64()
        .unwrap_or(0)
}

fn kind(s: &Sent) -> u64 {
    s.response.as_ref().unwrap()["type"].as_u64().unwrap()
}

fn content(s: &Sent) -> String {
    s.response.as_ref().unwrap()["data"]["content"]
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

async fn version(w: &World, match_id: i64) -> i64 {
    sqlx::query("SELECT version FROM matches WHERE id = ?")
        .bind(match_id)
        .fetch_one(&w.db)
        .await
        .unwrap()
        .get(0)
}

/// The player to act and their fresh hand.
async fn actor_hand(w: &World, board: u64, players: &[Person]) -> (Person, Msg) {
    let acting = mentioned(&w.msg(board))[0];
    let who = players.iter().find(|p| p.id == acting).unwrap().clone();
    let hand = w.open_hand(&who, board, "en-US").await;
    (who, hand)
}

/// The first button move of a hand.
fn first_button(hand: &Msg) -> String {
    choices(hand)
        .into_iter()
        .find(|(_, v)| v.is_none())
        .map(|(id, _)| id)
        .expect("a button move")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn double_click_applies_once_and_stale_buttons_change_nothing() {
    let w = World::start().await;
    let players = [ana(), bruno()];
    let board = w.start_match(&players[0], &players[1]).await;
    let match_id = w.match_of_board(board).await;
    let (who, hand) = actor_hand(&w, board, &players).await;
    let buy = first_button(&hand);

    let here = place();
    let (a, b) = tokio::join!(
        w.fake.click(&who, &here, "en-US", hand.id, &buy),
        w.fake.click(&who, &here, "en-US", hand.id, &buy)
    );
    assert_eq!(version(&w, match_id).await, 1, "exactly one move applied");
    let notes: Vec<String> = [&a, &b].iter().map(|s| content(s)).collect();
    assert!(
        notes.iter().filter(|n| n.contains("out of date")).count() == 1,
        "the second click is told why: {notes:?}"
    );

    // The old button again: stale, nothing changes, the hand is shown as it is now.
    let stale = w.fake.click(&who, &place(), "en-US", hand.id, &buy).await;
    assert!(
        content(&stale).contains("out of date"),
        "{}",
        content(&stale)
    );
    assert_eq!(version(&w, match_id).await, 1);
    w.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn strangers_and_forged_ids_get_an_explanation_and_change_nothing() {
    let w = World::start().await;
    let players = [ana(), bruno()];
    let board = w.start_match(&players[0], &players[1]).await;
    let match_id = w.match_of_board(board).await;
    let stranger = Person::new(100_000_000_000_000_077, "eve");

    // A stranger on the board's buttons.
    for label in ["My hand", "Resign"] {
        let id = w.msg(board).button(label).unwrap();
        let s = w.fake.click(&stranger, &place(), "en-US", board, &id).await;
        assert_eq!(kind(&s), 4);
        assert_eq!(flags(&s) & EPHEMERAL, EPHEMERAL, "private answer");
        assert!(content(&s).contains("not playing"), "{}", content(&s));
    }
    // A page of a hand is a hand: a stranger gets none, a player only their own.
    let page = format!("hp:{match_id}:1");
    let s = w
        .fake
        .click(&stranger, &place(), "en-US", board, &page)
        .await;
    assert!(content(&s).contains("not playing"), "{}", content(&s));
    let s = w
        .fake
        .click(&players[0], &place(), "en-US", board, &page)
        .await;
    assert_eq!(flags(&s) & EPHEMERAL, EPHEMERAL, "a hand is private");
    let mine = w.msg(s.original.unwrap());
    assert!(
        mine.custom_ids().iter().any(|id| id.starts_with("h:")),
        "{}",
        mine.text()
    );
    // A stranger replaying a player's move button (forged onto the board message).
    let (_, hand) = actor_hand(&w, board, &players).await;
    let mv = first_button(&hand);
    let before = w.msg(board).body.clone();
    let s = w.fake.click(&stranger, &place(), "en-US", board, &mv).await;
    assert_eq!(flags(&s) & EPHEMERAL, EPHEMERAL);
    assert_eq!(w.msg(board).body, before, "the board is untouched");

    // Forged ids: random strings, other match ids, a move by the waiting player.
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    let mut forged: Vec<String> = vec![
        "".into(),
        "g".into(),
        "g:999999:0:buy".into(),
        format!("g:{match_id}:0:place 9Z"),
        format!("g:{match_id}:-1:buy"),
        format!("g:{match_id}:0:{}", "x".repeat(90)),
        "h:424242".into(),
        "hp:424242:1".into(),
        format!("hp:{match_id}:200"),
        "ca:777".into(),
        "rc:12345".into(),
        "m:0".into(),
        "s:1:0:0".into(),
    ];
    for _ in 0..30 {
        let len = rand::Rng::gen_range(&mut rng, 1..100);
        let s: String = (0..len)
            .map(|_| {
                *b"gshrmc:0123456789 abuyplacesell-"
                    .choose(&mut rng)
                    .unwrap() as char
            })
            .collect();
        forged.push(s);
    }
    for id in &forged {
        for who in [&players[0], &players[1], &stranger] {
            let s = w.fake.click(who, &place(), "en-US", board, id).await;
            assert_eq!(flags(&s) & EPHEMERAL, EPHEMERAL, "{id}: private answer");
            assert!(
                !content(&s).is_empty() || kind(&s) == 4,
                "{id}: an explanation"
            );
        }
    }
    assert_eq!(
        version(&w, match_id).await,
        0,
        "no forged click moved the game"
    );
    assert_eq!(w.msg(board).body, before);

    // A command Discord still lists but this version lacks (a renamed global command).
    let s = w
        .fake
        .slash(&stranger, &place(), "es-ES", "dados", None, &[], &[])
        .await;
    assert_eq!((kind(&s), flags(&s) & EPHEMERAL), (4, EPHEMERAL));
    assert!(
        content(&s).contains("Ya no tengo ese comando"),
        "{}",
        content(&s)
    );

    // A finished (resigned) match's buttons.
    let resign = w.msg(board).button("Resign").unwrap();
    let ask = w
        .fake
        .click(&players[0], &place(), "en-US", board, &resign)
        .await;
    let confirm_msg = w.msg(ask.original.unwrap());
    let confirm = confirm_msg.button("resign").unwrap();
    let done = w
        .fake
        .click(&players[0], &place(), "en-US", confirm_msg.id, &confirm)
        .await;
    assert!(content(&done).contains("resigned"), "{}", content(&done));
    w.fake
        .wait_calls(0, 1, "the board shows the result", |c| {
            c.path.ends_with(&format!("/messages/{board}"))
                && c.body.to_string().contains("Rematch")
        })
        .await;
    let s = w
        .fake
        .click(&players[1], &place(), "en-US", hand.id, &mv)
        .await;
    assert!(content(&s).contains("over"), "{}", content(&s));
    let lb = w
        .fake
        .slash(
            &players[1],
            &place(),
            "en-US",
            "leaderboard",
            None,
            &[],
            &[],
        )
        .await;
    let text = lb.response.unwrap().to_string();
    assert!(
        text.contains("1 W"),
        "the winner by resignation is counted: {text}"
    );
    w.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_keeps_the_match_and_old_buttons_work() {
    let mut w = World::start().await;
    let players = [ana(), bruno()];
    let board = w.start_match(&players[0], &players[1]).await;
    let match_id = w.match_of_board(board).await;
    let (who, hand) = actor_hand(&w, board, &players).await;

    // Stop the bot politely, start a new process on the same database.
    w.bot.take().unwrap().terminate();
    let sessions = w.fake.sessions();
    w.bot = Some(Bot::start(&w.fake.url(), &w.url));
    w.fake.wait_sessions(sessions + 1).await;

    // A button of a message sent before the restart.
    let mv = first_button(&hand);
    let s = w.fake.click(&who, &place(), "en-US", hand.id, &mv).await;
    assert_eq!(kind(&s), 7);
    assert_eq!(version(&w, match_id).await, 1);
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let (moves, _) = play_out(&w, board, &players, &mut rng, true).await;
    assert!(moves > 5);
    // Commands were registered once: the second start found them unchanged.
    let registrations = w
        .fake
        .calls()
        .iter()
        .filter(|c| c.method == "PUT" && c.path.contains("/commands"))
        .count();
    assert_eq!(registrations, 1);
    w.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_killed_bot_loses_no_acknowledged_move() {
    let mut w = World::start().await;
    let players = [ana(), bruno()];
    let board = w.start_match(&players[0], &players[1]).await;
    let match_id = w.match_of_board(board).await;
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut acknowledged = 0;
    let mut answered_moves = 0;
    for round in 0..4 {
        // Clicks in flight while the process is killed.
        let (who, hand) = actor_hand(&w, board, &players).await;
        let options = choices(&hand);
        let (id, value) = options.choose(&mut rng).unwrap().clone();
        let fake = w.fake.clone();
        let hand_id = hand.id;
        let click = tokio::spawn(async move {
            let data = match &value {
                None => support::fake_discord::payloads::button_data(&id),
                Some(v) => {
                    support::fake_discord::payloads::select_data(&id, std::slice::from_ref(v))
                }
            };
            fake.try_interact(
                3,
                &who,
                &place(),
                "en-US",
                Some(hand_id),
                data,
                Duration::from_secs(3),
            )
            .await
        });
        let answer: Option<Sent> = if round == 0 {
            // Killed right after the answer (its board edit may still be under way).
            let answer = click.await.unwrap();
            w.bot.take().unwrap().kill();
            answer
        } else {
            tokio::time::sleep(Duration::from_millis(rand::Rng::gen_range(&mut rng, 0..6))).await;
            w.bot.take().unwrap().kill();
            click.await.unwrap()
        };
        // A played move updates the hand with no note; a refusal explains itself.
        let succeeded = answer
            .is_some_and(|s| s.response.as_ref().unwrap()["type"] == 7 && content(&s).is_empty());
        if succeeded {
            acknowledged += 1;
            answered_moves += 1;
        }
        let logged = version(&w, match_id).await;
        assert!(
            logged >= acknowledged,
            "round {round}: {acknowledged} moves acknowledged, {logged} in the log"
        );
        acknowledged = logged;
        w.fake.forgive_unanswered();
        let sessions = w.fake.sessions();
        w.bot = Some(Bot::start(&w.fake.url(), &w.url));
        w.fake.wait_sessions(sessions + 1).await;
        // The first look at the match brings a board left behind by the crash up to date.
        let before = w.fake.call_count();
        w.open_hand(&players[0], board, "en-US").await;
        let footer = format!("move {logged}");
        w.fake
            .wait_calls(before, 1, "the board to catch up", |c| {
                c.method == "PATCH" && c.body.to_string().contains(&footer)
            })
            .await;
    }
    assert!(
        answered_moves > 0,
        "no click was acknowledged: the test proved nothing"
    );
    // The match goes on after the crashes.
    let (moves, _) = play_out(&w, board, &players, &mut rng, true).await;
    assert!(moves > 0);
    w.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_reconnects_and_waits_out_rate_limits() {
    let w = World::start().await;
    let players = [ana(), bruno()];
    let board = w.start_match(&players[0], &players[1]).await;
    let match_id = w.match_of_board(board).await;

    let sessions = w.fake.sessions();
    w.fake.drop_gateway();
    w.fake.wait_sessions(sessions + 1).await;
    let (who, hand) = actor_hand(&w, board, &players).await;

    // The board edit after this move is answered 429 twice before it lands.
    w.fake.rate_limit_edits(2, 0.2);
    let mv = first_button(&hand);
    let before = w.fake.call_count();
    let s = w.fake.click(&who, &place(), "en-US", hand.id, &mv).await;
    assert_eq!(kind(&s), 7);
    let edits = w
        .fake
        .wait_calls(before, 3, "the edit to land after two 429s", |c| {
            c.method == "PATCH" && c.path.ends_with(&format!("/messages/{board}"))
        })
        .await;
    let statuses: Vec<u16> = edits.iter().map(|c| c.status).collect();
    assert_eq!(statuses, [429, 429, 200]);
    assert_eq!(version(&w, match_id).await, 1);
    assert_eq!(footer_of(&w, board), "Match #1 · move 1");
    w.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hands_opened_as_the_board_appears_do_not_edit_it_again() {
    let w = World::start().await;
    let players = [ana(), bruno()];
    let before = w.fake.call_count();
    let board = w.start_match(&players[0], &players[1]).await;
    for p in &players {
        w.open_hand(p, board, "en-US").await;
    }
    // A catch-up edit would go out right after a hand's answer.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let edits = w.fake.calls()[before..]
        .iter()
        .filter(|c| c.method == "PATCH" && c.path.ends_with(&format!("/messages/{board}")))
        .count();
    assert_eq!(edits, 0, "the accept's answer already shows move 0");
    w.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_edit_discord_refused_catches_up_on_the_next_look() {
    let w = World::start().await;
    let players = [ana(), bruno()];
    let board = w.start_match(&players[0], &players[1]).await;
    let (who, hand) = actor_hand(&w, board, &players).await;

    w.fake.fail_edits(1);
    let before = w.fake.call_count();
    let s = w
        .fake
        .click(&who, &place(), "en-US", hand.id, &first_button(&hand))
        .await;
    assert_eq!(
        (kind(&s), content(&s)),
        (7, String::new()),
        "the move is played"
    );
    w.fake
        .wait_calls(before, 1, "the refused board edit", |c| c.status == 500)
        .await;
    let footer = |w: &World| footer_of(w, board);
    assert_eq!(footer(&w), "Match #1 · move 0", "the board is behind");

    // The other player looks at their hand: the board catches up.
    let other = players.iter().find(|p| p.id != who.id).unwrap();
    let before = w.fake.call_count();
    w.open_hand(other, board, "en-US").await;
    w.board_edited(before, board).await;
    assert_eq!(footer(&w), "Match #1 · move 1");
    w.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hand_left_open_past_the_token_lifetime_still_plays() {
    let w = World::start().await;
    let players = [ana(), bruno()];
    let board = w.start_match(&players[0], &players[1]).await;
    let (who, hand) = actor_hand(&w, board, &players).await;

    // Every token so far (the challenge's, the hand's) is now expired; a click brings its own.
    w.fake.advance_clock(Duration::from_secs(20 * 60));
    let before = w.fake.call_count();
    let s = w
        .fake
        .click(&who, &place(), "en-US", hand.id, &first_button(&hand))
        .await;
    assert_eq!(
        (kind(&s), content(&s)),
        (7, String::new()),
        "the move is played"
    );
    w.board_edited(before, board).await;
    assert_eq!(footer_of(&w, board), "Match #1 · move 1");
    // No call used an expired token (a webhook edit of the board would be refused 401).
    w.fake.assert_clean();

    // The fake does refuse one, as Discord does.
    let old_token = w.fake.created_by(hand.id).unwrap().token;
    let url = format!(
        "{}/api/v10/webhooks/{}/{old_token}/messages/@original",
        w.fake.url(),
        support::fake_discord::payloads::APP_ID
    );
    let status = reqwest::Client::new()
        .patch(url)
        .header("content-type", "application/json")
        .body(r#"{"content": "late"}"#)
        .send()
        .await
        .unwrap()
        .status();
    assert_eq!(status.as_u16(), 401);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn answers_that_miss_the_deadline_still_show_the_board() {
    let w = World::start().await;
    let players = [ana(), bruno()];
    let (a, b) = (&players[0], &players[1]);
    let challenge = w.challenge(a, b, "en-US").await.original.unwrap();
    let accept = w.msg(challenge).button("Accept").unwrap();
    let board_edit = |c: &support::fake_discord::Call, footer: &str| {
        c.method == "PATCH"
            && c.path.ends_with(&format!("/messages/{challenge}"))
            && c.status == 200
            && c.body.to_string().contains(footer)
    };

    // Discord gives up on the accept before the bot's answer: the match is stored, so the
    // challenge message must still become its board.
    w.fake.miss_deadlines(1);
    let before = w.fake.call_count();
    let late = w
        .fake
        .try_click(b, &place(), challenge, &accept, Duration::from_secs(1))
        .await;
    assert!(late.is_none());
    w.fake
        .wait_calls(before, 1, "the board shown by an edit", |c| {
            board_edit(c, "move 0")
        })
        .await;
    assert!(w.msg(challenge).button("My hand").is_some());
    let start = before;

    // The same for a move: it is played, and the board shows it.
    let (who, hand) = actor_hand(&w, challenge, &players).await;
    w.fake.miss_deadlines(1);
    let before = w.fake.call_count();
    let late = w
        .fake
        .try_click(
            &who,
            &place(),
            hand.id,
            &first_button(&hand),
            Duration::from_secs(1),
        )
        .await;
    assert!(late.is_none());
    w.fake
        .wait_calls(before, 1, "the board edit", |c| board_edit(c, "move 1"))
        .await;
    // No second answer that would claim nothing changed: one refused callback per click.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let refused = w.fake.calls()[start..]
        .iter()
        .filter(|c| c.path.ends_with("/callback") && c.status == 404)
        .count();
    assert_eq!(refused, 2);
    w.fake.forgive_unanswered();
    w.fake.assert_clean();
}

/// A board's footer without its fair-shuffle commitment ("Match #1 · move 1").
fn footer_of(w: &World, board: u64) -> String {
    let text = w.msg(board).body["embeds"][0]["footer"]["text"]
        .as_str()
        .unwrap()
        .to_owned();
    text.split(" · ")
        .filter(|part| !part.starts_with('🔒'))
        .collect::<Vec<_>>()
        .join(" · ")
}
