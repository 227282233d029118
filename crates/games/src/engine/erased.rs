//! A game behind a trait object, so that the table, the store and the replay command can hold
//! a match of any game. Moves go in as notation and views come out as JSON or panels.

use std::fmt;
use std::sync::Arc;

use serde_json::Value;
use thiserror::Error;

use super::game::{Game, GameInfo, Outcome, PlayError, SetupError};
use super::lang::Lang;
use super::notation::NotationError;
use super::render::{Panel, Render, RenderCtx};
use super::scene::Scene;
use super::seat::Seat;
use super::words::Words;

/// Why a move given as notation was refused. The match is unchanged.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum MoveError {
    #[error("the match is over")]
    GameOver,
    #[error("seat {0} is not at this table")]
    NoSuchSeat(Seat),
    #[error("seat {0} has no decision to make now")]
    NotYourTurn(Seat),
    #[error("cannot read the move: {0}")]
    Notation(#[from] NotationError),
    #[error("illegal move: {0}")]
    Illegal(Reason),
}

impl MoveError {
    /// The reason of an illegal move in `lang`, if this is one.
    #[must_use]
    pub fn illegal_reason(&self, lang: Lang) -> Option<String> {
        match self {
            MoveError::Illegal(reason) => Some(reason.explain(lang)),
            _ => None,
        }
    }
}

/// Why a move is illegal, kept as the game's typed value until a person needs words for it,
/// in their own language.
#[derive(Clone)]
pub struct Reason(Arc<dyn Explain>);

/// A typed reason that can put itself into words.
trait Explain: fmt::Debug + Send + Sync {
    fn explain(&self, lang: Lang) -> String;
}

/// One game's illegal-move reason.
struct GameReason<G: Render>(G::Illegal);

impl<G: Render> fmt::Debug for GameReason<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.0, f)
    }
}

impl<G: Render> Explain for GameReason<G> {
    fn explain(&self, lang: Lang) -> String {
        G::explain(&self.0, lang)
    }
}

impl Reason {
    /// The game's reason, typed.
    fn of<G: Render>(illegal: G::Illegal) -> Reason {
        Reason(Arc::new(GameReason::<G>(illegal)))
    }

    /// The reason in words, in `lang`.
    #[must_use]
    pub fn explain(&self, lang: Lang) -> String {
        self.0.explain(lang)
    }
}

impl fmt::Debug for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.0, f)
    }
}

/// For logs and replays: the English words.
impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.explain(Lang::En))
    }
}

/// Two reasons are the same when they say the same.
impl PartialEq for Reason {
    fn eq(&self, other: &Self) -> bool {
        format!("{self:?}") == format!("{other:?}")
    }
}

impl Eq for Reason {}

/// A move that was applied: its canonical notation and the public events, as JSON.
#[derive(Debug, Clone, PartialEq)]
pub struct Played {
    pub notation: String,
    pub events: Value,
}

/// A match of some game. Implemented for every `Game + Render` by [`Typed`].
pub trait DynMatch: Send + Sync {
    fn info(&self) -> &'static GameInfo;
    fn seat_count(&self) -> usize;
    fn to_act(&self) -> Vec<Seat>;
    /// See [`Game::owing`].
    fn owing(&self) -> Vec<Seat>;
    /// A computer player's move for `seat` (see [`crate::engine::ismcts::choose`]).
    fn bot_move(
        &self,
        seat: Seat,
        level: crate::engine::ismcts::Level,
        budget: &crate::engine::ismcts::Budget<'_>,
        seed: u64,
    ) -> Option<String>;
    /// What a computer player says for `seat` while the match waits for someone else (see
    /// [`crate::engine::ismcts::talk`]), if anything.
    fn bot_talk(
        &self,
        seat: Seat,
        level: crate::engine::ismcts::Level,
        budget: &crate::engine::ismcts::Budget<'_>,
        seed: u64,
    ) -> Option<String>;
    /// The notation of [`Game::automatic`].
    fn automatic(&self, seat: Seat) -> Option<String>;
    /// The match as `seat` could believe it to be (see [`Game::determinize`]): what `seat`
    /// cannot see drawn again from `seed`, everything public unchanged.
    fn determinized(&self, seat: Seat, seed: u64) -> Box<dyn DynMatch>;
    fn outcome(&self) -> Option<Outcome>;
    fn scores(&self) -> Vec<i32>;
    /// Applies `notation` for `seat` after the checks of [`Game::play`].
    ///
    /// # Errors
    /// [`MoveError`]; the match is then unchanged.
    fn play(&mut self, seat: Seat, notation: &str) -> Result<Played, MoveError>;
    /// Canonical notation of every legal move of `seat`.
    fn legal_notations(&self, seat: Seat) -> Vec<String>;
    /// Each legal move of `seat` with what it means now (see [`Game::meaning`]): a click
    /// stays current while all of these still stand.
    fn choices(&self, seat: Seat) -> Vec<String>;
    /// Whether the move of `notation` says all it does (see [`Game::self_contained`]);
    /// false for notation that cannot be read.
    fn self_contained(&self, notation: &str) -> bool;
    /// The whole state, RNG included: for the store only, never for a player.
    fn snapshot(&self) -> Value;
    fn public_json(&self) -> Value;
    fn seat_json(&self, seat: Seat) -> Value;
    fn render_public(&self, ctx: &RenderCtx) -> Panel;
    fn render_seat(&self, seat: Seat, ctx: &RenderCtx) -> Panel;
    /// `seat`'s composer of `draft` (see [`Render::render_draft`]); `None` when the game
    /// composes no such move or the draft is not notation.
    fn render_draft(&self, seat: Seat, draft: &str, ctx: &RenderCtx) -> Option<Panel>;
    /// The board as a picture (see [`Render::scene_public`]).
    fn scene_public(&self, ctx: &RenderCtx) -> Option<Scene>;
    /// `seat`'s hand as a picture (see [`Render::scene_seat`]).
    fn scene_seat(&self, seat: Seat, ctx: &RenderCtx) -> Option<Scene>;
    /// The public events of recent moves (oldest first) in words, from the last section start
    /// on; events it cannot read are skipped.
    fn narrate(&self, moves: &[&Value], ctx: &RenderCtx) -> Vec<String>;
    /// The seats the board calls on after the move whose events are `last` (see
    /// [`Game::called`]); events it cannot read count as none.
    fn called(&self, last: Option<&Value>) -> Vec<Seat>;
    fn clone_box(&self) -> Box<dyn DynMatch>;
}

/// The adapter from a typed game to [`DynMatch`].
#[derive(Debug, Clone, PartialEq)]
pub struct Typed<G>(pub G);

/// Makes a new match from JSON options and setup, for a number of seats and a seed.
pub type CreateFn = fn(usize, &Value, &Value, u64) -> Result<Box<dyn DynMatch>, SetupError>;

/// How the registry makes and restores matches of one game.
pub struct GameEntry {
    pub info: &'static GameInfo,
    /// A new match from JSON options and setup (`null` for defaults / none).
    pub create: CreateFn,
    /// A match from a stored snapshot.
    pub restore: fn(&Value) -> Result<Box<dyn DynMatch>, SetupError>,
    /// The rules in short.
    pub rules: fn(Lang) -> String,
    /// Options (JSON, as stored) in words for a lobby message; empty for the defaults.
    pub describe_options: fn(&Value, Lang) -> String,
    /// Why chosen options (JSON) cannot go together, in words; `None` when they can.
    pub refuse_options: fn(&Value, Lang) -> Option<String>,
    /// The game's words, its commands' included.
    pub words: fn() -> &'static Words,
}

fn from_json<T: serde::de::DeserializeOwned>(what: &str, v: &Value) -> Result<T, SetupError> {
    serde_json::from_value(v.clone()).map_err(|e| SetupError(format!("bad {what}: {e}")))
}

impl<G: Game + Render> Typed<G> {
    /// The registry entry of `G`.
    #[must_use]
    pub const fn entry() -> GameEntry {
        GameEntry {
            info: &G::INFO,
            create: Self::create,
            restore: Self::restore,
            rules: G::rules_text,
            describe_options: Self::describe_options,
            refuse_options: Self::refuse_options,
            words: G::words,
        }
    }

    fn refuse_options(options: &Value, lang: Lang) -> Option<String> {
        match serde_json::from_value::<G::Options>(options.clone()) {
            Ok(options) => G::refuse_options(&options, lang),
            // The options come from the game's own opening: this is a bug, not a player's.
            Err(e) => Some(format!("bad options: {e}")),
        }
    }

    fn describe_options(options: &Value, lang: Lang) -> String {
        let options: G::Options = serde_json::from_value(options.clone()).unwrap_or_default();
        G::describe_options(&options, lang)
    }

    fn create(
        seats: usize,
        options: &Value,
        setup: &Value,
        seed: u64,
    ) -> Result<Box<dyn DynMatch>, SetupError> {
        let options: G::Options = if options.is_null() {
            G::Options::default()
        } else {
            from_json("options", options)?
        };
        let setup: Option<G::Setup> = if setup.is_null() {
            None
        } else {
            Some(from_json("setup", setup)?)
        };
        Ok(Box::new(Typed(G::new(
            seats,
            &options,
            setup.as_ref(),
            seed,
        )?)))
    }

    fn restore(snapshot: &Value) -> Result<Box<dyn DynMatch>, SetupError> {
        Ok(Box::new(Typed::<G>(from_json("snapshot", snapshot)?)))
    }
}

/// A panel with only its drafts and forms: no control that plays a move.
fn without_moves(mut panel: Panel) -> Panel {
    panel.controls.retain(|g| g.draft || g.form.is_some());
    panel
}

fn to_json<T: serde::Serialize>(v: &T) -> Value {
    serde_json::to_value(v).expect("game types serialize to JSON")
}

impl<G: Game + Render> DynMatch for Typed<G> {
    fn info(&self) -> &'static GameInfo {
        &G::INFO
    }

    fn seat_count(&self) -> usize {
        self.0.seat_count()
    }

    fn to_act(&self) -> Vec<Seat> {
        self.0.to_act()
    }

    fn owing(&self) -> Vec<Seat> {
        self.0.owing()
    }

    fn bot_move(
        &self,
        seat: Seat,
        level: crate::engine::ismcts::Level,
        budget: &crate::engine::ismcts::Budget<'_>,
        seed: u64,
    ) -> Option<String> {
        crate::engine::ismcts::choose(&self.0, seat, level, budget, seed).map(|m| m.to_string())
    }

    fn bot_talk(
        &self,
        seat: Seat,
        level: crate::engine::ismcts::Level,
        budget: &crate::engine::ismcts::Budget<'_>,
        seed: u64,
    ) -> Option<String> {
        crate::engine::ismcts::talk(&self.0, seat, level, budget, seed).map(|m| m.to_string())
    }

    fn automatic(&self, seat: Seat) -> Option<String> {
        self.0.automatic(seat).map(|m| m.to_string())
    }

    fn determinized(&self, seat: Seat, seed: u64) -> Box<dyn DynMatch> {
        Box::new(Typed(
            self.0.determinize(seat, &mut super::rng::seeded(seed)),
        ))
    }

    fn outcome(&self) -> Option<Outcome> {
        self.0.outcome()
    }

    fn scores(&self) -> Vec<i32> {
        self.0.scores().as_slice().to_vec()
    }

    fn play(&mut self, seat: Seat, notation: &str) -> Result<Played, MoveError> {
        let game = &mut self.0;
        let refused = |e| match e {
            PlayError::GameOver => MoveError::GameOver,
            PlayError::NoSuchSeat(s) => MoveError::NoSuchSeat(s),
            PlayError::NotYourTurn(s) => MoveError::NotYourTurn(s),
            PlayError::Illegal(i) => MoveError::Illegal(Reason::of::<G>(i)),
        };
        game.check_turn(seat).map_err(refused)?;
        let mv: G::Move = notation.parse()?;
        let events = game.play(seat, &mv).map_err(refused)?;
        Ok(Played {
            notation: mv.to_string(),
            events: to_json(&events),
        })
    }

    fn legal_notations(&self, seat: Seat) -> Vec<String> {
        self.0
            .legal_moves(seat)
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    fn choices(&self, seat: Seat) -> Vec<String> {
        self.0
            .legal_moves(seat)
            .iter()
            .map(|m| match self.0.meaning(seat, m) {
                Some(meaning) => format!("{m} = {meaning}"),
                None => m.to_string(),
            })
            .collect()
    }

    fn self_contained(&self, notation: &str) -> bool {
        notation
            .parse::<G::Move>()
            .is_ok_and(|mv| self.0.self_contained(&mv))
    }

    fn snapshot(&self) -> Value {
        to_json(&self.0)
    }

    fn public_json(&self) -> Value {
        to_json(&self.0.public_view())
    }

    fn seat_json(&self, seat: Seat) -> Value {
        to_json(&self.0.seat_view(seat))
    }

    fn render_public(&self, ctx: &RenderCtx) -> Panel {
        G::render_public(&self.0.public_view(), ctx)
    }

    fn render_seat(&self, seat: Seat, ctx: &RenderCtx) -> Panel {
        G::render_seat(&self.0.seat_view(seat), &self.0.legal_moves(seat), ctx)
    }

    fn scene_public(&self, ctx: &RenderCtx) -> Option<Scene> {
        G::scene_public(&self.0.public_view(), ctx)
    }

    fn scene_seat(&self, seat: Seat, ctx: &RenderCtx) -> Option<Scene> {
        G::scene_seat(&self.0.seat_view(seat), ctx)
    }

    fn render_draft(&self, seat: Seat, draft: &str, ctx: &RenderCtx) -> Option<Panel> {
        let mv: G::Move = draft.parse().ok()?;
        // A seat with nothing to decide now (the match over, say) may look at its draft, but
        // is not offered the move.
        let may = self.0.may_act(seat);
        let checked = if may { self.0.check(seat, &mv) } else { Ok(()) };
        let panel = G::render_draft(
            &self.0.seat_view(seat),
            &mv,
            checked.as_ref().map(|_| ()),
            ctx,
        )?;
        Some(if may { panel } else { without_moves(panel) })
    }

    fn called(&self, last: Option<&Value>) -> Vec<Seat> {
        let events: Vec<G::Event> = last
            .and_then(|v| serde_json::from_value(v.clone()).ok())
            .unwrap_or_default();
        self.0.called(&events)
    }

    fn narrate(&self, moves: &[&Value], ctx: &RenderCtx) -> Vec<String> {
        let events: Vec<G::Event> = moves
            .iter()
            .flat_map(|m| serde_json::from_value::<Vec<G::Event>>((*m).clone()).unwrap_or_default())
            .collect();
        let start = events.iter().rposition(G::starts_section).unwrap_or(0);
        events[start..].iter().map(|e| G::narrate(e, ctx)).collect()
    }

    fn clone_box(&self) -> Box<dyn DynMatch> {
        Box::new(self.clone())
    }
}
