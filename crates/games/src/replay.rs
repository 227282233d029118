//! A recorded match (the replay file `/replay` attaches) and `taberna replay FILE`, which plays
//! it move by move and prints every view.
//!
//! ```
//! use taberna_games::replay::{run, Flags};
//!
//! // Any game of the registry: its first here.
//! let game = taberna_games::games::REGISTRY[0].info.id;
//! let file = format!(r#"{{"game": "{game}", "seed": 7, "moves": []}}"#);
//! let mut out = Vec::new();
//! run(&file, Flags::default(), &mut out)?;
//! assert!(String::from_utf8(out)?.contains(r#""status":"playing""#));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::io::Write;

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use thiserror::Error;

use crate::engine::{DynMatch, Seat, SeatedMove};
use crate::games;

/// A replay file as written; [`run`] validates it. The bot's `/replay` writes the same format
/// with what it recorded besides the moves (`match` … `ended`), which `taberna verify` checks
/// and `taberna replay` leaves aside.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReplayFile {
    pub game: String,
    #[serde(default)]
    pub seed: u64,
    #[serde(default)]
    pub players: Option<usize>,
    #[serde(default, skip_serializing_if = "Value::is_null")]
    pub options: Value,
    #[serde(default, skip_serializing_if = "Value::is_null")]
    pub setup: Value,
    pub moves: Vec<String>,
    /// The match's number in the bot.
    #[serde(default, rename = "match", skip_serializing_if = "Option::is_none")]
    pub match_id: Option<i64>,
    /// The SHA-256 of the seed the board showed from its first message (the bot's fair shuffle).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub commitment: Option<String>,
    /// The public events of each move as the bot recorded them (deals and draws among them).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub events: Option<Vec<Value>>,
    /// The recorded result, as [`result`] writes it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<Value>,
    /// How the match ended.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ended: Option<Ending>,
}

/// How a recorded match ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "by", rename_all = "snake_case")]
pub enum Ending {
    /// The rules ended it: the replay ends it too, with the same result once the seats in
    /// `last` (played automatically when it ended) are placed last.
    Rules {
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        last: Vec<u8>,
    },
    /// A player gave up: the replay stops short of the end.
    Resignation { seat: u8 },
    /// A win was claimed against a player out of time.
    Time { seat: u8 },
    /// A server manager ended it without a result.
    Manager,
}

impl ReplayFile {
    /// Reads a replay file.
    ///
    /// # Errors
    /// [`ReplayError::File`] when it is not one.
    pub fn parse(input: &str) -> Result<ReplayFile, ReplayError> {
        serde_json::from_str(input).map_err(|e| ReplayError::File(e.to_string()))
    }

    /// The match at its start, as the file's game, players, options, setup and seed make it.
    ///
    /// # Errors
    /// An unknown game or a setup the game refuses.
    pub fn start(&self) -> Result<Box<dyn DynMatch>, ReplayError> {
        let entry = games::by_id(&self.game)
            .ok_or_else(|| ReplayError::File(format!("unknown game `{}`", self.game)))?;
        let seats = self.players.unwrap_or(entry.info.min_seats);
        (entry.create)(seats, &self.options, &self.setup, self.seed)
            .map_err(|e| ReplayError::Setup(e.0))
    }
}

/// Plays the file's move `index` (`"seat: notation"`) on `game`.
///
/// # Errors
/// [`ReplayError::Move`] for a move that cannot be read or is not legal there.
pub fn play_line(
    game: &mut dyn DynMatch,
    index: usize,
    text: &str,
) -> Result<(Seat, crate::engine::Played), ReplayError> {
    let fail = |reason: String| ReplayError::Move {
        index,
        text: text.to_owned(),
        reason,
    };
    let seated: SeatedMove<String> = parse_seated(text).map_err(|e| fail(e.to_string()))?;
    let played = game
        .play(seated.seat, &seated.mv)
        .map_err(|e| fail(e.to_string()))?;
    Ok((seated.seat, played))
}

/// The flags of `taberna replay`: what each line adds to the public view.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Flags {
    /// `--views all`: every seat's private view, as `"seats"`.
    pub views_all: bool,
    /// `--legal`: every seat's legal moves, as `"legal"`, after a first line for the start
    /// (`"index": null`), so that a tool can choose the first move as well as the next.
    pub legal: bool,
}

/// Why a replay stopped. Lines for the start (`--legal`) and the moves before it were already
/// written.
#[derive(Debug, Error)]
pub enum ReplayError {
    #[error("bad replay file: {0}")]
    File(String),
    #[error("bad setup: {0}")]
    Setup(String),
    #[error("move {index} (`{text}`): {reason}")]
    Move {
        index: usize,
        text: String,
        reason: String,
    },
    #[error("cannot write output: {0}")]
    Io(#[from] std::io::Error),
}

/// Replays `input` (the file's JSON), writing one JSON line per move and a result line; with
/// `flags.legal`, a line for the start first.
///
/// # Errors
/// [`ReplayError`] for a bad file, a bad setup or the first illegal move.
pub fn run(input: &str, flags: Flags, out: &mut impl Write) -> Result<(), ReplayError> {
    let file = ReplayFile::parse(input)?;
    let mut game = file.start()?;
    if flags.legal {
        writeln!(out, "{}", line(None, None, game.as_ref(), flags))?;
    }
    for (index, text) in file.moves.iter().enumerate() {
        let (seat, played) = play_line(game.as_mut(), index, text)?;
        let mv = format!("{seat}: {}", played.notation);
        writeln!(out, "{}", line(Some(index), Some(mv), game.as_ref(), flags))?;
    }
    writeln!(out, "{}", json!({ "result": result(game.as_ref()) }))?;
    Ok(())
}

/// The line for the position after move `index` (`None`: the start), with what `flags` add.
fn line(index: Option<usize>, mv: Option<String>, game: &dyn DynMatch, flags: Flags) -> Value {
    let mut line = json!({"index": index, "move": mv, "view": game.public_json()});
    if flags.views_all {
        line["seats"] = seat_views(game);
    }
    if flags.legal {
        line["legal"] = legal_moves(game);
    }
    line
}

fn parse_seated(text: &str) -> Result<SeatedMove<String>, crate::engine::NotationError> {
    text.parse::<SeatedMove<Verbatim>>().map(|s| SeatedMove {
        seat: s.seat,
        mv: s.mv.0,
    })
}

/// A move kept as text; the game parses it.
struct Verbatim(String);

impl std::str::FromStr for Verbatim {
    type Err = crate::engine::NotationError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Ok(Verbatim(s.to_owned()))
    }
}

fn seat_views(game: &dyn DynMatch) -> Value {
    Value::Array(
        Seat::all(game.seat_count())
            .map(|s| game.seat_json(s))
            .collect(),
    )
}

/// One list per seat, empty ones included, so that seat N's moves are always `legal[N]`.
fn legal_moves(game: &dyn DynMatch) -> Value {
    Value::Array(
        Seat::all(game.seat_count())
            .map(|s| json!(game.legal_notations(s)))
            .collect(),
    )
}

/// The `result` object: status, scores and winners (empty while playing).
#[must_use]
pub fn result(game: &dyn DynMatch) -> Value {
    match game.outcome() {
        Some(o) => json!({"status": "finished", "scores": o.scores, "winners": o.winners}),
        None => json!({"status": "playing", "scores": game.scores(), "winners": []}),
    }
}
