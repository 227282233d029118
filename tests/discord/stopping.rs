//! A clean stop (issue 33) played through the fake Discord: eight members clicking at once in
//! four matches when SIGTERM arrives. Every click answered as played is in the database, a
//! click that arrives during the stop is told the bot is restarting and changes nothing, the
//! boards show the last move, the process exits 0 within the bound, and a new process carries
//! every match on.

use crate::support;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use support::bot::Bot;
use support::fake_discord::payloads::{button_data, select_data};
use support::fake_discord::{FakeDiscord, Person, Sent};
use support::world::{
    choices, fresh_database, mentioned, place, play_moves, shown_move, start_match_in, World,
};
use taberna::store::Store;

/// What a click's answer said.
#[derive(Debug, Clone, PartialEq)]
enum Answer {
    /// The hand was updated with no note: the move was played.
    Played,
    /// A private note: a refusal, or the bot restarting.
    Note(String),
    /// No answer came (the gateway was closed).
    None,
}

/// One move clicked: its button (`g:<match>:<version>:<move>` or a select's id), the value
/// picked in a select, and the answer.
#[derive(Debug, Clone)]
struct Click {
    custom_id: String,
    value: Option<String>,
    answer: Answer,
}

impl Click {
    /// The version the clicked hand showed, from its custom id.
    fn version(&self) -> i64 {
        self.custom_id.split(':').nth(2).unwrap().parse().unwrap()
    }

    /// The move's notation.
    fn notation(&self) -> String {
        match &self.value {
            Some(v) => v.clone(),
            None => self.custom_id.splitn(4, ':').nth(3).unwrap().to_owned(),
        }
    }
}

fn answer_of(sent: Option<&Sent>) -> Answer {
    let Some(response) = sent.and_then(|s| s.response.as_ref()) else {
        return Answer::None;
    };
    let text = response["data"]["content"].as_str().unwrap_or_default();
    if response["type"] == 7 && text.is_empty() {
        Answer::Played
    } else {
        Answer::Note(text.to_owned())
    }
}

/// A member playing their match: whenever the board calls them, they open their hand and
/// click one of its moves at random, until the bot tells them it is restarting, stops
/// answering, or `gone` is set (the process exited).
async fn member(
    fake: FakeDiscord,
    board: u64,
    me: Person,
    seed: u64,
    gone: Arc<AtomicBool>,
) -> Vec<Click> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut clicks = Vec::new();
    let limit = Duration::from_secs(5);
    while !gone.load(Ordering::SeqCst) {
        let b = fake.message(board).expect("board");
        if b.button("Rematch").is_some() {
            break;
        }
        if !mentioned(&b).contains(&me.id) {
            tokio::time::sleep(Duration::from_millis(5)).await;
            continue;
        }
        let hand_button = b.button("My hand").expect("hand button");
        let Some(opened) = fake
            .try_click(&me, &place(), board, &hand_button, limit)
            .await
        else {
            break;
        };
        let Some(hand) = opened.original.and_then(|m| fake.message(m)) else {
            break;
        };
        if hand.text().contains("restarting") {
            clicks.push(Click {
                custom_id: hand_button,
                value: None,
                answer: Answer::Note(hand.text()),
            });
            break;
        }
        let options = choices(&hand);
        let Some((custom_id, value)) = options.choose(&mut rng).cloned() else {
            // The board not yet edited after my last move.
            tokio::time::sleep(Duration::from_millis(5)).await;
            continue;
        };
        let data = match &value {
            None => button_data(&custom_id),
            Some(v) => select_data(&custom_id, std::slice::from_ref(v)),
        };
        let sent = fake
            .try_interact(3, &me, &place(), "en-US", Some(hand.id), data, limit)
            .await;
        let answer = answer_of(sent.as_ref());
        let over = matches!(&answer, Answer::None)
            || matches!(&answer, Answer::Note(n) if n.contains("restarting"));
        clicks.push(Click {
            custom_id,
            value,
            answer,
        });
        if over {
            break;
        }
    }
    clicks
}

/// The move log of `match_id`: (index, notation).
async fn moves_of(reader: &Store, match_id: i64) -> Vec<(i64, String)> {
    reader
        .match_moves(match_id)
        .await
        .unwrap()
        .into_iter()
        .map(|m| (m.idx, m.notation))
        .collect()
}

/// The match each of `boards` shows.
async fn matches_of(reader: &Store, boards: &[u64]) -> Vec<i64> {
    let mut ids = Vec::new();
    for &board in boards {
        for id in reader.matches_playing().await.unwrap() {
            let m = reader.match_load(id).await.unwrap().unwrap();
            if m.board_message_id == Some(board) {
                ids.push(id);
            }
        }
    }
    assert_eq!(ids.len(), boards.len());
    ids
}

/// On SQLite, and on PostgreSQL with `TABERNA_TEST_POSTGRES`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stop_amid_eight_clicking_members_keeps_every_answered_move_and_exits_0() {
    let dir = tempfile::tempdir().unwrap();
    let url = fresh_database(dir.path()).await;
    let fake = FakeDiscord::start().await;
    let mut bot = Bot::start(&fake.url(), &url);
    fake.wait_identified(1).await;
    let reader = Store::connect(&url).await.unwrap();
    let members: Vec<Person> = (0..8)
        .map(|i| Person::new(100_000_000_000_000_201 + i, &format!("member{i}")))
        .collect();
    let mut boards = Vec::new();
    for pair in members.chunks(2) {
        boards.push(start_match_in(&fake, &place(), &pair[0], &pair[1]).await);
    }
    let ids = matches_of(&reader, &boards).await;

    let gone = Arc::new(AtomicBool::new(false));
    let mut playing = Vec::new();
    for (i, m) in members.iter().enumerate() {
        playing.push(tokio::spawn(member(
            fake.clone(),
            boards[i / 2],
            m.clone(),
            i as u64,
            Arc::clone(&gone),
        )));
    }
    // SIGTERM once the members are well into their matches.
    let start = Instant::now();
    loop {
        let mut total = 0;
        for &id in &ids {
            total += moves_of(&reader, id).await.len();
        }
        if total >= 12 {
            break;
        }
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "the members play"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    // A board edit held by a rate limit keeps the stop waiting a moment: the members' clicks
    // meanwhile must be told the bot is restarting.
    let calls = fake.call_count();
    fake.rate_limit_edits(1, 1.0);
    fake.wait_calls(calls, 1, "a board edit to be rate limited", |c| {
        c.method == "PATCH" && c.status == 429
    })
    .await;
    let signalled = Instant::now();
    bot.signal("TERM");
    let status = bot
        .exit_within(Duration::from_secs(20))
        .await
        .expect("the bot exits after SIGTERM");
    let took = signalled.elapsed();
    gone.store(true, Ordering::SeqCst);
    assert!(status.success(), "a clean stop exits 0: {status:?}");
    assert!(took < Duration::from_secs(12), "the stop took {took:?}");

    let mut clicks = Vec::new();
    for p in playing {
        clicks.extend(p.await.unwrap());
    }
    // Every click answered as played is a move of its own in the log, as clicked.
    let mut played = 0;
    for (&board, &id) in boards.iter().zip(&ids) {
        let mut logged: Vec<Option<(i64, String)>> =
            moves_of(&reader, id).await.into_iter().map(Some).collect();
        let of_match = id.to_string();
        let mut answered: Vec<&Click> = clicks
            .iter()
            .filter(|c| c.answer == Answer::Played)
            .filter(|c| c.custom_id.split(':').nth(1) == Some(of_match.as_str()))
            .collect();
        answered.sort_by_key(|c| c.version());
        for click in answered {
            played += 1;
            let found = logged.iter_mut().find(|m| {
                m.as_ref()
                    .is_some_and(|(idx, n)| *idx >= click.version() && *n == click.notation())
            });
            assert!(
                found.map(Option::take).is_some(),
                "board {board}: answered as played but not in the log: {click:?}"
            );
        }
    }
    let noted: Vec<&String> = clicks
        .iter()
        .filter_map(|c| match &c.answer {
            Answer::Note(n) => Some(n),
            _ => None,
        })
        .collect();
    assert!(played >= 12, "{played} moves answered");
    assert!(
        noted.iter().any(|n| n.contains("restarting")),
        "members clicking through the stop are told the bot is restarting: {noted:?}"
    );
    for note in &noted {
        assert!(
            ["restarting", "out of date", "not your decision"]
                .iter()
                .any(|why| note.contains(why)),
            "a click during the stop is told why: {note}"
        );
    }
    // The boards show the last committed move: the edits due were sent before the exit.
    for (&board, &id) in boards.iter().zip(&ids) {
        let logged = moves_of(&reader, id).await.len();
        assert_eq!(
            shown_move(&fake.message(board).unwrap()),
            Some(logged),
            "board of match {id} after the stop"
        );
    }

    // A new process carries every match on.
    fake.forgive_unanswered();
    let sessions = fake.sessions();
    let _bot = Bot::start(&fake.url(), &url);
    fake.wait_sessions(sessions + 1).await;
    let mut rng = ChaCha8Rng::seed_from_u64(33);
    for (pair, &board) in members.chunks(2).zip(&boards) {
        if fake.message(board).unwrap().button("Rematch").is_some() {
            continue;
        }
        let n = play_moves(&fake, &place(), board, pair, &mut rng, 3).await;
        assert!(n > 0, "the match of board {board} goes on");
    }
    fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_click_during_the_stop_is_told_to_try_again_in_its_language() {
    let mut w = World::start().await;
    let players = [support::world::ana(), support::world::bruno()];
    let board = w.start_match(&players[0], &players[1]).await;
    let match_id = w.match_of_board(board).await;
    // A slow board edit holds the stop (rate limited for 3 s), so that clicks arrive while
    // the bot is stopping.
    let acting = mentioned(&w.msg(board))[0];
    let who = players.iter().find(|p| p.id == acting).unwrap().clone();
    let other = players.iter().find(|p| p.id != acting).unwrap().clone();
    let hand = w.open_hand(&who, board, "en-US").await;
    let (id, value) = choices(&hand).into_iter().next().unwrap();
    assert!(value.is_none(), "Burgueses' first moves are buttons");
    w.fake.rate_limit_edits(1, 3.0);
    let answer = w.fake.click(&who, &place(), "en-US", hand.id, &id).await;
    assert_eq!(answer_of(Some(&answer)), Answer::Played);
    let bot = w.bot.take().unwrap();
    bot.signal("TERM");
    tokio::time::sleep(Duration::from_millis(300)).await;
    let hand_button = w.msg(board).button("My hand").unwrap();
    let es = w
        .fake
        .click(&other, &place(), "es-ES", board, &hand_button)
        .await;
    assert!(es.content().contains("reiniciando"), "{}", es.content());
    let en = w
        .fake
        .click(&other, &place(), "en-US", board, &hand_button)
        .await;
    assert!(en.content().contains("restarting"), "{}", en.content());
    // A command too.
    let rules = w
        .fake
        .slash(
            &other,
            &place(),
            "es-ES",
            "burgueses",
            Some("rules"),
            &[],
            &[],
        )
        .await;
    assert!(
        rules.content().contains("reiniciando"),
        "{}",
        rules.content()
    );
    let mut bot = bot;
    let status = bot
        .exit_within(Duration::from_secs(15))
        .await
        .expect("exit");
    assert!(status.success(), "{status:?}");
    // The move made before the stop is there, and its board edit, held by the rate limit, was
    // still sent.
    let reader = Store::connect(&w.url).await.unwrap();
    assert_eq!(moves_of(&reader, match_id).await.len(), 1);
    assert_eq!(shown_move(&w.msg(board)), Some(1));
    w.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_signal_exits_at_once() {
    let mut w = World::start().await;
    let board = w
        .start_match(&support::world::ana(), &support::world::bruno())
        .await;
    let _ = board;
    // A board edit held for 30 s by a rate limit keeps the first stop waiting.
    w.fake.rate_limit_edits(1, 30.0);
    let players = [support::world::ana(), support::world::bruno()];
    let acting = mentioned(&w.msg(board))[0];
    let who = players.iter().find(|p| p.id == acting).unwrap().clone();
    let hand = w.open_hand(&who, board, "en-US").await;
    let (id, _) = choices(&hand).into_iter().next().unwrap();
    w.fake.click(&who, &place(), "en-US", hand.id, &id).await;
    let mut bot = w.bot.take().unwrap();
    bot.signal("TERM");
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(bot.exit_within(Duration::from_millis(200)).await.is_none());
    bot.signal("INT");
    let status = bot
        .exit_within(Duration::from_secs(3))
        .await
        .expect("a second signal exits at once");
    assert_eq!(status.code(), Some(1));
}
