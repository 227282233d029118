//! A loaded match and the copy of it handed to renderers.

use std::collections::VecDeque;

use serde_json::Value;

use crate::engine::ismcts::Level;
use crate::engine::{DynMatch, Lang, Outcome, RenderCtx, Seat};

pub use crate::store::MatchStatus as Status;

/// How well the computer plays for an absent player.
pub const ABSENT_LEVEL: Level = Level::Normal;

/// How many recent moves the board narrates.
pub const RECENT_MOVES: usize = 8;

/// Public events of the last few moves, oldest first, kept as their JSON text: parsed, an
/// event weighs several times its text (a cached match must stay small), and a board reads
/// them once per render.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Recent(VecDeque<Box<str>>);

impl Recent {
    /// Keeps a move's events, forgetting the oldest beyond [`RECENT_MOVES`]; a step that showed
    /// nothing (a payment still secret) takes no place.
    pub fn push(&mut self, events: &Value) {
        if events.as_array().is_some_and(Vec::is_empty) {
            return;
        }
        self.0.push_back(events.to_string().into_boxed_str());
        while self.0.len() > RECENT_MOVES {
            self.0.pop_front();
        }
    }

    /// The events kept, oldest first.
    #[must_use]
    pub fn events(&self) -> Vec<Value> {
        self.0.iter().map(|e| read(e)).collect()
    }

    /// The last move's events.
    #[must_use]
    pub fn last(&self) -> Option<Value> {
        self.0.back().map(|e| read(e))
    }

    #[must_use]
    pub fn len(&self) -> usize {
        self.0.len()
    }

    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// Text this module wrote from a `Value` reads back as one.
fn read(text: &str) -> Value {
    serde_json::from_str(text).unwrap_or(Value::Null)
}

impl FromIterator<Value> for Recent {
    fn from_iter<I: IntoIterator<Item = Value>>(events: I) -> Self {
        let mut recent = Recent::default();
        for e in events {
            recent.push(&e);
        }
        recent
    }
}

/// A match as the table holds it, and as renderers receive it (a copy).
pub struct Match {
    pub id: i64,
    pub guild_id: u64,
    pub channel_id: u64,
    pub board_message_id: Option<u64>,
    pub users: Vec<u64>,
    /// Per seat, the level of its computer player (`None` for a person).
    pub bots: Vec<Option<Level>>,
    /// Per seat, the member's server display name when the match started, which pictures
    /// draw (empty where unknown: a computer seat, a match older than the names).
    pub names: Vec<String>,
    /// The options the match was created with (a rematch reuses them).
    pub options: serde_json::Value,
    pub version: i64,
    pub status: Status,
    /// The result once over (by the rules or by resignation).
    pub result: Option<Outcome>,
    pub game: Box<dyn DynMatch>,
    /// Public events of the last few moves, oldest first.
    pub recent: Recent,
    /// The language of the public board, fixed when the match was made.
    pub lang: Lang,
    /// Per seat, the version from which that seat's decision has stayed the same: a click of
    /// that seat rendered at any version from there on is still current for it.
    pub seat_versions: Vec<i64>,
    /// Per seat, whether it is on automatic play (its time ran out).
    pub absent: Vec<bool>,
    /// Seats whose decision the match waits for, each with the Unix time it has waited since.
    pub waiting: Vec<(Seat, i64)>,
    /// The server manager who ended the match without a result.
    pub ended_by: Option<u64>,
    /// The seat a win was claimed against on time.
    pub lost_on_time: Option<Seat>,
    /// Where every deal and draw comes from: shown as its commitment while the match is
    /// played, revealed once it is over (see [`crate::fair`]).
    pub seed: u64,
    /// The token of its web page (`/m/<token>`).
    pub web_token: String,
}

impl Match {
    /// Each seat's plain name: a person's server display name when the match started (empty
    /// where unknown), a computer player's name.
    #[must_use]
    pub fn plain_names(&self, lang: Lang) -> Vec<String> {
        Seat::all(self.users.len())
            .map(|s| match self.bot_at(s) {
                Some(level) => crate::i18n::computer_name(level, s.index(), lang),
                None => self.names.get(s.index()).cloned().unwrap_or_default(),
            })
            .collect()
    }

    /// What renderers need in `lang`, seats called by `names`.
    #[must_use]
    pub fn render_ctx(&self, lang: Lang, names: Vec<String>) -> RenderCtx {
        RenderCtx {
            lang,
            names,
            plain: self.plain_names(lang),
            options: self.options.clone(),
        }
    }
}

impl Clone for Match {
    fn clone(&self) -> Self {
        Match {
            id: self.id,
            guild_id: self.guild_id,
            channel_id: self.channel_id,
            board_message_id: self.board_message_id,
            users: self.users.clone(),
            bots: self.bots.clone(),
            names: self.names.clone(),
            options: self.options.clone(),
            version: self.version,
            status: self.status,
            result: self.result.clone(),
            game: self.game.clone_box(),
            recent: self.recent.clone(),
            lang: self.lang,
            seat_versions: self.seat_versions.clone(),
            absent: self.absent.clone(),
            waiting: self.waiting.clone(),
            ended_by: self.ended_by,
            lost_on_time: self.lost_on_time,
            seed: self.seed,
            web_token: self.web_token.clone(),
        }
    }
}

impl std::fmt::Debug for Match {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Match")
            .field("id", &self.id)
            .field("game", &self.game.info().id)
            .field("version", &self.version)
            .field("status", &self.status)
            .finish_non_exhaustive()
    }
}

impl Match {
    /// The seat `user` holds, if any.
    #[must_use]
    pub fn seat_of(&self, user: u64) -> Option<Seat> {
        self.users
            .iter()
            .position(|&u| u == user)
            .map(|i| Seat(i as u8))
    }

    /// The level of the computer player at `seat`, if a computer plays it.
    #[must_use]
    pub fn bot_at(&self, seat: Seat) -> Option<Level> {
        self.bots.get(seat.index()).copied().flatten()
    }

    /// Whether any seat is a computer player's.
    #[must_use]
    pub fn has_bots(&self) -> bool {
        self.bots.iter().any(Option::is_some)
    }

    /// The seats of `owing` that people play: only they are timed and reminded.
    #[must_use]
    pub fn people(&self, mut owing: Vec<Seat>) -> Vec<Seat> {
        owing.retain(|&s| self.bot_at(s).is_none());
        owing
    }

    /// The level the computer plays `seat` at, if it does: a computer player's seat, or an
    /// absent player's (at [`ABSENT_LEVEL`]).
    #[must_use]
    pub fn computer_plays(&self, seat: Seat) -> Option<Level> {
        self.bot_at(seat).or_else(|| {
            self.absent
                .get(seat.index())
                .copied()
                .unwrap_or(false)
                .then_some(ABSENT_LEVEL)
        })
    }

    /// The seat the computer plays now, with its level: the first seat the match waits for
    /// that the computer plays.
    #[must_use]
    pub fn computer_turn(&self) -> Option<(Seat, Level)> {
        let computer_seats = self.has_bots() || self.absent.contains(&true);
        if self.is_over() || !computer_seats {
            return None;
        }
        let owing = self.game.owing();
        owing
            .into_iter()
            .find_map(|s| self.computer_plays(s).map(|l| (s, l)))
    }

    /// Whether the computer has something to do now: the match waits for it, or a computer
    /// player may talk meanwhile.
    #[must_use]
    pub fn computer_may_move(&self) -> bool {
        self.computer_turn().is_some() || !self.computer_talkers().is_empty()
    }

    /// The computer players that may talk now, with their levels: while the match waits for
    /// a person, every computer player's seat (not an absent player's: the computer only
    /// does what they owe) that may make a move without being waited for (an offer, an answer
    /// to an ask).
    #[must_use]
    pub fn computer_talkers(&self) -> Vec<(Seat, Level)> {
        if self.is_over() || !self.has_bots() {
            return Vec::new();
        }
        let owing = self.game.owing();
        if owing.is_empty() || owing.iter().any(|&s| self.computer_plays(s).is_some()) {
            return Vec::new();
        }
        self.game
            .to_act()
            .into_iter()
            .filter(|s| !owing.contains(s))
            .filter_map(|s| self.bot_at(s).map(|l| (s, l)))
            .collect()
    }

    /// The user at `seat`.
    #[must_use]
    pub fn user_at(&self, seat: Seat) -> u64 {
        self.users[seat.index()]
    }

    /// The seats on automatic play.
    #[must_use]
    pub fn absent_seats(&self) -> Vec<Seat> {
        Seat::all(self.users.len())
            .filter(|s| self.absent.get(s.index()).copied().unwrap_or(false))
            .collect()
    }

    /// Whether no more moves can be made.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.status != Status::Playing
    }

    /// Whether a click of `seat` rendered at `version` still shows that seat's decision as it
    /// stands: the current version, or an older one from which the seat's choices did not
    /// change (another seat's simultaneous pick does not make it stale).
    #[must_use]
    pub fn current_for(&self, seat: Seat, version: i64) -> bool {
        let since = self
            .seat_versions
            .get(seat.index())
            .copied()
            .unwrap_or(self.version);
        (since..=self.version).contains(&version)
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn recent_events_keep_the_last_moves_that_showed_something_and_read_back_the_same() {
        let mut recent = Recent::default();
        for i in 0..20 {
            recent.push(&json!([{ "move": i, "cards": ["1O", "12E"] }]));
            recent.push(&json!([]));
        }
        assert_eq!(recent.len(), RECENT_MOVES);
        let events = recent.events();
        assert_eq!(events[0], json!([{ "move": 12, "cards": ["1O", "12E"] }]));
        assert_eq!(
            recent.last(),
            Some(json!([{ "move": 19, "cards": ["1O", "12E"] }]))
        );
        let rebuilt: Recent = events.into_iter().collect();
        assert_eq!(rebuilt, recent);
    }
}
