//! A bot process on a fresh database, driven through the fake Discord, with readers of the
//! database and of the messages for the end-to-end tests.

use std::collections::HashMap;
use std::time::Duration;

use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};
use sqlx::sqlite::SqlitePoolOptions;
use sqlx::{Row, SqlitePool};

use super::bot::{database_url, Bot, GUILD};
use super::fake_discord::{FakeDiscord, Msg, Person, Place, Sent, EPHEMERAL};

pub const CHANNEL: u64 = 710_000_000_000_000_001;

pub fn place() -> Place {
    Place {
        guild: GUILD,
        channel: CHANNEL,
    }
}

pub fn ana() -> Person {
    Person::new(100_000_000_000_000_001, "ana")
}

pub fn bruno() -> Person {
    Person::new(100_000_000_000_000_002, "bruno")
}

/// A fake Discord, a bot process on a fresh database, and a reader of that database.
pub struct World {
    pub fake: FakeDiscord,
    pub bot: Option<Bot>,
    pub db: SqlitePool,
    pub url: String,
    pub dir: tempfile::TempDir,
}

impl World {
    pub async fn start() -> World {
        World::start_bot(Bot::start).await
    }

    /// A world whose bot keeps the default limits (cooldowns, caps), plus `env`.
    pub async fn start_with(env: &[(&str, &str)]) -> World {
        World::start_bot(|proxy, url| Bot::start_with(proxy, url, env)).await
    }

    /// [`World::start_with`] with a bot that may have at most `files` files open.
    pub async fn start_with_open_files(env: &[(&str, &str)], files: u64) -> World {
        World::start_bot(|proxy, url| Bot::start_with_open_files(proxy, url, env, files)).await
    }

    async fn start_bot(start: impl FnOnce(&str, &str) -> Bot) -> World {
        let dir = tempfile::tempdir().unwrap();
        let url = database_url(dir.path());
        let fake = FakeDiscord::start().await;
        let bot = start(&fake.url(), &url);
        fake.wait_identified(1).await;
        let db = SqlitePoolOptions::new().connect(&url).await.unwrap();
        World {
            fake,
            bot: Some(bot),
            db,
            url,
            dir,
        }
    }

    /// `/burgueses challenge opponent:@them` by `who`; returns the response.
    pub async fn challenge(&self, who: &Person, them: &Person, locale: &str) -> Sent {
        self.fake
            .slash(
                who,
                &place(),
                locale,
                "burgueses",
                Some("challenge"),
                &[("opponent", 6, json!(them.id.to_string()))],
                &[them],
            )
            .await
    }

    pub fn msg(&self, id: u64) -> Msg {
        self.fake.message(id).expect("message exists")
    }

    /// Challenge and accept: returns the board message id.
    pub async fn start_match(&self, a: &Person, b: &Person) -> u64 {
        start_match_in(&self.fake, &place(), a, b).await
    }

    /// The match shown by a board message.
    pub async fn match_of_board(&self, board: u64) -> i64 {
        sqlx::query("SELECT id FROM matches WHERE board_message_id = ?")
            .bind(board as i64)
            .fetch_one(&self.db)
            .await
            .unwrap()
            .get(0)
    }

    pub async fn moves(&self, match_id: i64) -> Vec<String> {
        sqlx::query("SELECT seat, notation FROM moves WHERE match_id = ? ORDER BY idx")
            .bind(match_id)
            .fetch_all(&self.db)
            .await
            .unwrap()
            .iter()
            .map(|r| format!("{}: {}", r.get::<i64, _>(0), r.get::<String, _>(1)))
            .collect()
    }

    pub async fn seed(&self, match_id: i64) -> u64 {
        sqlx::query("SELECT seed FROM matches WHERE id = ?")
            .bind(match_id)
            .fetch_one(&self.db)
            .await
            .unwrap()
            .get::<i64, _>(0) as u64
    }

    /// Every seat's view after the moves so far, from `taberna replay`.
    pub async fn replayed(&self, match_id: i64) -> Value {
        let file = json!({"game": "burgueses", "seed": self.seed(match_id).await, "moves": self.moves(match_id).await});
        let mut out = Vec::new();
        let flags = taberna::replay::Flags {
            views_all: true,
            ..Default::default()
        };
        taberna::replay::run(&file.to_string(), flags, &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        let lines: Vec<Value> = text
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        if lines.len() >= 2 {
            lines[lines.len() - 2].clone()
        } else {
            Value::Null
        }
    }

    /// `who` gives up the match of `board`: Resign, then its confirmation.
    pub async fn resign(&self, who: &Person, board: u64) {
        let resign = self.msg(board).button("Resign").expect("a Resign button");
        let ask = self
            .fake
            .click(who, &place(), "en-US", board, &resign)
            .await;
        let confirm = self.msg(ask.original.unwrap());
        let yes = confirm.button("resign").expect("a confirmation");
        self.fake
            .click(who, &place(), "en-US", confirm.id, &yes)
            .await;
    }

    /// `who` clicks "My hand" on the board; returns their ephemeral hand message.
    pub async fn open_hand(&self, who: &Person, board: u64, locale: &str) -> Msg {
        let b = self.msg(board);
        let hand_button = b
            .button("My hand")
            .or_else(|| b.button("Mi mano"))
            .unwrap_or_else(|| panic!("no hand button on the board: {}", b.text()));
        let sent = self
            .fake
            .click(who, &place(), locale, board, &hand_button)
            .await;
        let r = sent.response.unwrap();
        assert_eq!(r["type"], 4);
        assert_eq!(
            r["data"]["flags"].as_u64().unwrap_or(0) & EPHEMERAL,
            EPHEMERAL,
            "a hand is ephemeral"
        );
        self.msg(sent.original.unwrap())
    }
}

/// A fresh database: a file in `dir`, or a schema of its own on the tests' PostgreSQL when
/// `TABERNA_TEST_POSTGRES` names one.
pub async fn fresh_database(dir: &std::path::Path) -> String {
    match taberna::store::test_postgres() {
        Some(server) => taberna::store::scratch_schema(&server)
            .await
            .expect("schema"),
        None => format!("sqlite://{}?mode=rwc", dir.join("shared.db").display()),
    }
}

/// `a` challenges `b` to Burgueses in `place`; returns the challenge's message.
pub async fn challenge_in(fake: &FakeDiscord, place: &Place, a: &Person, b: &Person) -> u64 {
    fake.slash(
        a,
        place,
        "en-US",
        "burgueses",
        Some("challenge"),
        &[("opponent", 6, json!(b.id.to_string()))],
        &[b],
    )
    .await
    .original
    .expect("the challenge message")
}

/// Challenge and accept in `place`: the board's message.
pub async fn start_match_in(fake: &FakeDiscord, place: &Place, a: &Person, b: &Person) -> u64 {
    let message = challenge_in(fake, place, a, b).await;
    let shown = fake.message(message).expect("the challenge");
    let accept = shown
        .button("Accept")
        .or_else(|| shown.button("Aceptar"))
        .expect("accept button");
    let accepted = fake.click(b, place, "en-US", message, &accept).await;
    assert_eq!(
        accepted.response.unwrap()["type"],
        7,
        "the board replaces it"
    );
    message
}

/// The user ids the board mentions in its content (those who must act).
pub fn mentioned(board: &Msg) -> Vec<u64> {
    let content = board.body["content"].as_str().unwrap_or_default();
    content
        .split("<@")
        .skip(1)
        .filter_map(|s| s.split('>').next()?.parse().ok())
        .collect()
}

/// Move choices on a hand message: (custom id, chosen value for selects).
pub fn choices(hand: &Msg) -> Vec<(String, Option<String>)> {
    let mut out = Vec::new();
    for row in hand.body["components"].as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            // Link buttons (the page of a match, the seat on the web) have no custom id.
            let Some(id) = c["custom_id"].as_str().map(str::to_owned) else {
                continue;
            };
            if id.starts_with("g:") {
                out.push((id, None));
            } else if id.starts_with("s:") {
                for o in c["options"].as_array().unwrap() {
                    out.push((id.clone(), Some(o["value"].as_str().unwrap().to_owned())));
                }
            }
        }
    }
    out
}

/// The cards a hand message lists in its title.
pub fn hand_cards(hand: &Msg) -> Vec<String> {
    let title = hand.body["embeds"][0]["title"].as_str().unwrap_or_default();
    let mut cards: Vec<String> = title
        .split(':')
        .nth(1)
        .unwrap_or_default()
        .split_whitespace()
        .filter(|w| w.chars().next().is_some_and(|c| c.is_ascii_digit()))
        .map(str::to_owned)
        .collect();
    cards.sort();
    cards
}

pub fn pretty(card: &str) -> String {
    let (v, s) = card.split_at(card.len() - 1);
    let suit = match s {
        "S" => "♠",
        "C" => "♣",
        "H" => "♥",
        _ => "♦",
    };
    format!("{v}{suit}")
}

/// Cards hidden right now: in a hand or the goods deck of the stored state.
pub async fn hidden_now(w: &World, match_id: i64) -> Vec<String> {
    hidden_in(&w.state(match_id).await)
}

/// The stored version of a match and the cards hidden at it (read together).
pub async fn hidden_at_version(w: &World, match_id: i64) -> (i64, Vec<String>) {
    let row = sqlx::query("SELECT version, snapshot FROM matches WHERE id = ?")
        .bind(match_id)
        .fetch_one(&w.db)
        .await
        .unwrap();
    let state: Value = serde_json::from_str(&row.get::<String, _>(1)).unwrap();
    (row.get(0), hidden_in(&state))
}

/// Cards in a hand or the goods deck of a Burgueses state.
fn hidden_in(state: &Value) -> Vec<String> {
    let mut hidden: Vec<String> = Vec::new();
    for c in state["goods"].as_array().unwrap() {
        hidden.push(pretty(c.as_str().unwrap()));
    }
    for hand in state["hands"].as_array().unwrap() {
        for c in hand.as_array().unwrap() {
            hidden.push(pretty(c.as_str().unwrap()));
        }
    }
    hidden
}

/// The move the board's footer counts.
pub fn shown_move(board: &Msg) -> Option<usize> {
    board.body["embeds"][0]["footer"]["text"]
        .as_str()?
        .rsplit("move ")
        .next()?
        .parse()
        .ok()
}

/// Up to `n` random legal clicks on the match of `board` (fewer when it ends); returns how
/// many were played. Each is answered in place and shown on the board.
pub async fn play_moves(
    fake: &FakeDiscord,
    place: &Place,
    board: u64,
    players: &[Person],
    rng: &mut ChaCha8Rng,
    n: usize,
) -> usize {
    for played in 0..n {
        let b = fake.message(board).expect("board");
        if b.button("Rematch").is_some() {
            return played;
        }
        let shown = shown_move(&b).unwrap_or(0);
        let acting = mentioned(&b);
        let who = players
            .iter()
            .find(|p| p.id == acting[0])
            .expect("a player acts");
        let hand_button = b.button("My hand").expect("hand button");
        let hand = fake.click(who, place, "en-US", board, &hand_button).await;
        let hand = fake.message(hand.original.unwrap()).unwrap();
        let (id, value) = choices(&hand)
            .choose(rng)
            .unwrap_or_else(|| panic!("a move in {}", hand.text()))
            .clone();
        let sent = match &value {
            None => fake.click(who, place, "en-US", hand.id, &id).await,
            Some(v) => fake.select(who, place, "en-US", hand.id, &id, v).await,
        };
        assert_eq!(sent.response.unwrap()["type"], 7, "the hand is updated");
        fake.wait_until("the board to show the move", Duration::from_secs(10), |f| {
            f.message(board)
                .is_some_and(|m| shown_move(&m) > Some(shown) || m.button("Rematch").is_some())
        })
        .await;
    }
    n
}

/// Plays a whole match by random legal clicks; checks hands against the replay after every
/// move and that no public payload shows a hidden card. Returns (moves, REST calls during moves).
pub async fn play_out(
    w: &World,
    board: u64,
    players: &[Person],
    rng: &mut ChaCha8Rng,
    check_hands: bool,
) -> (usize, usize) {
    let match_id = w.match_of_board(board).await;
    let by_id: HashMap<u64, &Person> = players.iter().map(|p| (p.id, p)).collect();
    // The match may already have moves (after a restart).
    let start: usize = sqlx::query("SELECT version FROM matches WHERE id = ?")
        .bind(match_id)
        .fetch_one(&w.db)
        .await
        .unwrap()
        .get::<i64, _>(0) as usize;
    let mut moves = 0;
    let mut rest_calls = 0;
    let mut last_hand: HashMap<u64, u64> = HashMap::new();
    for _ in 0..500 {
        let b = w.msg(board);
        let acting = mentioned(&b);
        if b.button("Rematch").is_some() {
            break;
        }
        let who = by_id[&acting[0]];
        // A hand updated by the player's own last move is still current when they act again
        // (buy, then place); otherwise open it from the board.
        let is_move = |c: &String| c.starts_with("g:") || c.starts_with("s:");
        let version = |c: &String| c.split(':').nth(2).and_then(|v| v.parse::<usize>().ok());
        let hand = match last_hand.get(&who.id).map(|&id| w.msg(id)) {
            Some(h)
                if h.custom_ids().iter().any(is_move)
                    && h.custom_ids()
                        .iter()
                        .filter(|c| is_move(c))
                        .all(|c| version(c) == Some(start + moves)) =>
            {
                h
            }
            _ => w.open_hand(who, board, "en-US").await,
        };
        last_hand.insert(who.id, hand.id);
        let options = choices(&hand);
        assert!(
            !options.is_empty(),
            "the player to act has moves: {}",
            hand.text()
        );
        let (id, value) = options.choose(rng).unwrap().clone();
        let before = w.fake.call_count();
        let sent = match &value {
            None => w.fake.click(who, &place(), "en-US", hand.id, &id).await,
            Some(v) => w.fake.select(who, &place(), "en-US", hand.id, &id, v).await,
        };
        assert_eq!(
            sent.response.as_ref().unwrap()["type"],
            7,
            "the hand is updated in place"
        );
        // The board edit follows the response.
        w.fake
            .wait_calls(before, 1, "the board edit", |c| {
                c.method == "PATCH"
                    && c.path.ends_with(&format!("/messages/{board}"))
                    && c.status == 200
                    && c.body["embeds"][0]["footer"]["text"]
                        .as_str()
                        .is_some_and(|f| f.ends_with(&format!("move {}", start + moves + 1)))
            })
            .await;
        rest_calls += w.fake.call_count() - before;
        moves += 1;
        w.assert_never_shown(before, board, &hidden_now(w, match_id).await);
        if check_hands && w.msg(board).button("My hand").is_some() {
            let replayed = w.replayed(match_id).await;
            for (seat, p) in players.iter().enumerate() {
                let mine = w.open_hand(p, board, "en-US").await;
                let mut expected: Vec<String> = replayed["seats"][seat]["hand"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|c| pretty(c.as_str().unwrap()))
                    .collect();
                expected.sort();
                assert_eq!(
                    hand_cards(&mine),
                    expected,
                    "seat {seat}'s hand after move {moves}"
                );
            }
        }
    }
    (moves, rest_calls)
}

impl World {
    /// The stored state of a match (the snapshot), as JSON.
    /// The stored status of a match (`playing`, `finished`, `resigned`).
    pub async fn match_status(&self, match_id: i64) -> String {
        sqlx::query("SELECT status FROM matches WHERE id = ?")
            .bind(match_id)
            .fetch_one(&self.db)
            .await
            .unwrap()
            .get(0)
    }

    /// The options the match was created with.
    pub async fn options(&self, match_id: i64) -> Value {
        let options: String = sqlx::query("SELECT options FROM matches WHERE id = ?")
            .bind(match_id)
            .fetch_one(&self.db)
            .await
            .unwrap()
            .get(0);
        serde_json::from_str(&options).unwrap()
    }

    pub async fn state(&self, match_id: i64) -> Value {
        let snapshot: String = sqlx::query("SELECT snapshot FROM matches WHERE id = ?")
            .bind(match_id)
            .fetch_one(&self.db)
            .await
            .unwrap()
            .get(0);
        serde_json::from_str(&snapshot).unwrap()
    }

    /// Waits for the successful board edit that follows a move clicked after call `before`,
    /// and until the board shows the match's stored version (an earlier edit, such as the
    /// catch-up after opening a hand, may land first).
    pub async fn board_edited(&self, before: usize, board: u64) {
        self.fake
            .wait_calls(before, 1, "the board edit", |c| {
                c.method == "PATCH"
                    && c.path.ends_with(&format!("/messages/{board}"))
                    && c.status == 200
            })
            .await;
        let version: i64 =
            sqlx::query_scalar("SELECT version FROM matches WHERE board_message_id = ?")
                .bind(board as i64)
                .fetch_one(&self.db)
                .await
                .unwrap();
        let shown = format!("move {version}\"");
        let shown_es = format!("jugada {version}\"");
        for _ in 0..200 {
            let text = self.msg(board).text();
            if text.contains(&shown) || text.contains(&shown_es) {
                return;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        panic!(
            "the board never showed version {version}: {}",
            self.msg(board).text()
        );
    }

    /// Fails if any of `hidden`, the cards hidden at move `version`, appears in what the board
    /// showed everyone of that move since call `before`. For matches that move on by
    /// themselves (the computer plays): a card public at one move may be hidden at a later one
    /// (shops go back into the goods deck at a round's end).
    pub fn assert_never_shown_at(
        &self,
        before: usize,
        board: u64,
        version: i64,
        hidden: &[String],
    ) {
        let footer = format!("move {version}\"");
        let of_that_move: Vec<String> = self
            .fake
            .public_payloads_since(before, board)
            .iter()
            .map(Value::to_string)
            .filter(|text| text.contains(&footer))
            .collect();
        for text in of_that_move {
            for card in hidden {
                assert!(
                    !text.contains(card.as_str()),
                    "{card} is hidden at move {version}, yet shown to everyone: {text}"
                );
            }
        }
    }

    /// Fails if any of `hidden` appears in what the board showed everyone since call `before`.
    pub fn assert_never_shown(&self, before: usize, board: u64, hidden: &[String]) {
        for public in self.fake.public_payloads_since(before, board) {
            let text = public.to_string();
            for card in hidden {
                assert!(
                    !text.contains(card.as_str()),
                    "{card} is hidden, yet shown to everyone: {text}"
                );
            }
        }
    }
}
