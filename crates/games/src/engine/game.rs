//! The contract every game implements.

use std::fmt::{Debug, Display};
use std::str::FromStr;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::lang::Lang;
use super::notation::NotationError;
use super::opening::Opening;
use super::rng::GameRng;
use super::seat::{PerSeat, Seat};

/// Fixed facts about a game, read by the registry, commands, lobby limits and generic tests.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameInfo {
    /// Stable identifier used in replay files, the database and custom ids.
    pub id: &'static str,
    /// Display name in English.
    pub name_en: &'static str,
    /// Display name in Spanish.
    pub name_es: &'static str,
    /// Fewest seats a match can have.
    pub min_seats: usize,
    /// Most seats a match can have.
    pub max_seats: usize,
    /// Whether some state is hidden from some seats (hands, decks).
    pub hidden_information: bool,
    /// Whether the game draws on its seeded RNG.
    pub chance: bool,
    /// Upper bound on the number of moves of a match, checked by the random-playout tests.
    pub max_moves: usize,
    /// Whether the lowest score wins (the Barbu family's penalty points), said where a result
    /// lists the players by place; the random-playout tests check it against every end.
    pub lowest_score_wins: bool,
    /// How players open a match, and the options they may choose.
    pub opening: Opening,
}

impl GameInfo {
    /// The game's name in `lang`.
    #[must_use]
    pub fn name(&self, lang: Lang) -> &'static str {
        lang.pick(self.name_en, self.name_es)
    }
}

/// How a finished match ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Final score per seat, in the game's own units.
    pub scores: PerSeat<i32>,
    /// Seats sharing first place. Every seat listed means nobody did better: a draw.
    pub winners: Vec<Seat>,
    /// Each seat's place when it does not follow from the scores (seats played automatically
    /// put last, see [`Outcome::with_last`]); empty otherwise.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub places: Vec<usize>,
}

/// One seat's result, as the leaderboard counts it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Standing {
    Win,
    Draw,
    Loss,
}

impl Standing {
    /// The word stored in the database.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Standing::Win => "win",
            Standing::Draw => "draw",
            Standing::Loss => "loss",
        }
    }
}

impl Outcome {
    /// A win for `winners` and a loss for everybody else.
    #[must_use]
    pub fn new(scores: PerSeat<i32>, mut winners: Vec<Seat>) -> Self {
        winners.sort();
        winners.dedup();
        Outcome {
            scores,
            winners,
            places: Vec::new(),
        }
    }

    /// The result with `absent` seats (played automatically since their time ran out) placed
    /// last: they lose, and when only they had won, first place goes to the best of the others
    /// by score, in the direction the winners' score shows (lowest or highest).
    #[must_use]
    pub fn with_last(&self, absent: &[Seat]) -> Outcome {
        if absent.is_empty() {
            return self.clone();
        }
        let present: Vec<Seat> = (0..self.scores.len())
            .map(|i| Seat(i as u8))
            .filter(|s| !absent.contains(s))
            .collect();
        let mut winners: Vec<Seat> = self
            .winners
            .iter()
            .copied()
            .filter(|s| !absent.contains(s))
            .collect();
        if winners.is_empty() && !present.is_empty() {
            let score = |s: Seat| self.scores.as_slice()[s.index()];
            let lowest_wins = self
                .winners
                .first()
                .is_some_and(|&w| self.scores.as_slice().iter().all(|&x| x >= score(w)));
            let best = present.iter().map(|&s| score(s));
            let best = if lowest_wins { best.min() } else { best.max() };
            winners = present
                .iter()
                .copied()
                .filter(|&s| Some(score(s)) == best)
                .collect();
        }
        // The present keep their order among themselves (closing the gaps the absent leave),
        // and the absent share the last place.
        let before = self.places();
        let mut kept: Vec<usize> = present.iter().map(|s| before[s.index()]).collect();
        kept.sort_unstable();
        kept.dedup();
        let last = kept.len() + 1;
        let places = (0..self.scores.len())
            .map(|i| match kept.iter().position(|&p| p == before[i]) {
                Some(at) if !absent.contains(&Seat(i as u8)) => at + 1,
                _ => last,
            })
            .collect();
        Outcome {
            places,
            ..Outcome::new(self.scores.clone(), winners)
        }
    }

    /// Each seat's place, 1 for the winners: the others follow by score, in the direction
    /// the winners' score shows (lowest or highest), equal scores sharing a place. With no
    /// winner (a game that everybody lost) every seat shares the one place. Seats played
    /// automatically come last when [`Outcome::with_last`] made the outcome.
    #[must_use]
    pub fn places(&self) -> Vec<usize> {
        if !self.places.is_empty() {
            return self.places.clone();
        }
        let scores = self.scores.as_slice();
        if self.winners.is_empty() {
            return vec![1; scores.len()];
        }
        let lowest_wins = self
            .winners
            .first()
            .is_some_and(|&w| scores.iter().all(|&x| x >= scores[w.index()]));
        let mut others: Vec<i32> = (0..scores.len())
            .filter(|&i| !self.winners.contains(&Seat(i as u8)))
            .map(|i| scores[i])
            .collect();
        others.sort_unstable();
        if !lowest_wins {
            others.reverse();
        }
        others.dedup();
        (0..scores.len())
            .map(|i| {
                if self.winners.contains(&Seat(i as u8)) {
                    1
                } else {
                    2 + others.iter().position(|&x| x == scores[i]).unwrap_or(0)
                }
            })
            .collect()
    }

    /// Whether every seat shares first place.
    #[must_use]
    pub fn is_draw(&self) -> bool {
        self.winners.len() == self.scores.len()
    }

    /// A seat's standing: shared first place is a win unless everybody shares it.
    #[must_use]
    pub fn standing(&self, seat: Seat) -> Standing {
        if self.is_draw() {
            Standing::Draw
        } else if self.winners.contains(&seat) {
            Standing::Win
        } else {
            Standing::Loss
        }
    }
}

/// A random move of [`Game::playout_moves`] for `seat`, `None` when it has none: the default
/// [`Game::expert`].
pub fn random_playout_move<G: Game>(g: &G, seat: Seat, rng: &mut GameRng) -> Option<G::Move> {
    let mut moves = g.playout_moves(seat);
    if moves.is_empty() {
        return None;
    }
    Some(moves.swap_remove(rng.below(moves.len())))
}

/// What a seat the match does not wait for may say ([`Game::proposals`]).
#[derive(Debug, Clone, PartialEq)]
pub struct Proposals<M> {
    /// The moves worth making, the best first.
    pub moves: Vec<M>,
    /// Whether saying nothing is a choice too.
    pub silence: bool,
}

impl<M> Default for Proposals<M> {
    fn default() -> Self {
        Proposals {
            moves: Vec::new(),
            silence: true,
        }
    }
}

/// Why the checked [`Game::play`] refused a move. The state is unchanged.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PlayError<I> {
    #[error("the match is over")]
    GameOver,
    #[error("seat {0} is not at this table")]
    NoSuchSeat(Seat),
    #[error("seat {0} has no decision to make now")]
    NotYourTurn(Seat),
    #[error("illegal move: {0}")]
    Illegal(I),
}

/// Why a game could not be set up from its options and explicit setup.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{0}")]
pub struct SetupError(pub String);

/// A game's rules: pure and deterministic. State + seat + move (+ the RNG kept inside the state)
/// gives the next state.
///
/// Games write the primitives (`to_act`, `legal_moves`, `check`, `apply_unchecked`, `outcome`,
/// views); the provided methods (`play`, `is_over`, `may_act`) are never overridden.
pub trait Game:
    Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync + 'static
{
    /// A move of one seat. Its `Display` is the canonical notation; `FromStr` checks syntax only.
    type Move: Clone + Debug + PartialEq + Display + FromStr<Err = NotationError> + Send + Sync;
    /// Why a well-formed move is not legal now.
    type Illegal: std::error::Error + Clone + PartialEq + Send + Sync + 'static;
    /// Options chosen when the match is created (variants).
    type Options: Clone + Debug + Default + Serialize + DeserializeOwned + Send + Sync;
    /// An explicit deal, for tests and puzzles; anything it leaves out comes from the seed.
    type Setup: Clone + Debug + Serialize + DeserializeOwned + Send + Sync;
    /// Everything every seat (and a spectator) may see.
    type PublicView: Clone + Debug + PartialEq + Serialize + Send;
    /// Everything one seat may see.
    type SeatView: Clone + Debug + PartialEq + Serialize + Send;
    /// Something that happened, as everybody may know it (a drawn card stays hidden).
    type Event: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;

    /// The game's fixed facts.
    const INFO: GameInfo;

    /// A new match for `seats` players. All chance comes from `seed`.
    ///
    /// # Errors
    /// [`SetupError`] when the seat count, the options or the explicit setup are invalid.
    fn new(
        seats: usize,
        options: &Self::Options,
        setup: Option<&Self::Setup>,
        seed: u64,
    ) -> Result<Self, SetupError>;

    /// Number of seats at the table.
    fn seat_count(&self) -> usize;

    /// Seats that owe a decision now, in the order they are expected to answer. Empty once over.
    fn to_act(&self) -> Vec<Seat>;

    /// Every legal move of `seat` now; empty when the seat has nothing to decide.
    fn legal_moves(&self, seat: Seat) -> Vec<Self::Move>;

    /// [`Game::to_act`] written into `out` (cleared first), for callers that ask on every move
    /// (random playouts, benches) and keep one buffer. An engine whose `to_act` allocates may
    /// override it; the property tests check that both say the same.
    fn to_act_into(&self, out: &mut Vec<Seat>) {
        // The engine's own list replaces the buffer: cheaper than copying it in.
        *out = self.to_act();
    }

    /// [`Game::legal_moves`] written into `out` (cleared first), as [`Game::to_act_into`].
    fn legal_moves_into(&self, seat: Seat, out: &mut Vec<Self::Move>) {
        *out = self.legal_moves(seat);
    }

    /// Whether `mv` is legal for `seat`, who is known to be in [`Game::to_act`].
    ///
    /// # Errors
    /// The reason the move is illegal.
    fn check(&self, seat: Seat, mv: &Self::Move) -> Result<(), Self::Illegal>;

    /// Applies a move already known to be legal and returns what everybody saw happen.
    fn apply_unchecked(&mut self, seat: Seat, mv: &Self::Move) -> Vec<Self::Event>;

    /// The result, once the match is over.
    fn outcome(&self) -> Option<Outcome>;

    /// Running scores per seat (final scores once over).
    fn scores(&self) -> PerSeat<i32>;

    /// What everybody may see.
    fn public_view(&self) -> Self::PublicView;

    /// What `seat` may see.
    fn seat_view(&self, seat: Seat) -> Self::SeatView;

    /// The seats the board calls on (mentions) after a move whose public events were
    /// `last`: by default everybody who may act. A game where anyone may talk at any time
    /// calls only on whom the move concerns.
    fn called(&self, _last: &[Self::Event]) -> Vec<Seat> {
        self.to_act()
    }

    /// The seats whose decision the match waits for: the turn timer runs for them. By default
    /// everybody who may act; a game where some moves may be made at any time (offers) waits
    /// only for the decision that moves it on.
    fn owing(&self) -> Vec<Seat> {
        self.to_act()
    }

    /// One fixed legal move of `seat` that moves the match on: the property tests play every
    /// seat with it to show that following [`Game::owing`] always ends a match (the computer
    /// player's tree relies on that). Absent players are played by the computer player, not by
    /// this. Default: the first legal move. A game overrides it where the first could go round
    /// in circles.
    fn automatic(&self, seat: Seat) -> Option<Self::Move> {
        self.legal_moves(seat).into_iter().next()
    }

    /// The moves a computer player's random playouts pick from for `seat` (see
    /// [`crate::engine::ismcts`]). Default: every legal move. A game may leave out moves that
    /// only make playouts long and slow (negotiation), as long as some legal move remains
    /// whenever there is one and the match still ends.
    fn playout_moves(&self, seat: Seat) -> Vec<Self::Move> {
        self.legal_moves(seat)
    }

    /// [`Game::playout_moves`] written into `out` (cleared first), as
    /// [`Game::legal_moves_into`]: the search's playouts ask on every step and keep one buffer.
    fn playout_moves_into(&self, seat: Seat, out: &mut Vec<Self::Move>) {
        *out = self.playout_moves(seat);
    }

    /// The move a good club player would make for `seat` without searching: the rulebook's
    /// strategy and simple counting (each game's `expert` module says which rules it follows).
    ///
    /// It may read the whole state it is given. A computer player gives it a copy
    /// [`Game::determinize`]d for `seat`, so that it knows only what that seat saw; the search's
    /// playouts call it for every seat of a sampled world. It runs at every step of a playout,
    /// so it must be quick, and it returns a legal move whenever `seat` has one (the property
    /// tests check both). `rng` decides among moves it finds equally good.
    ///
    /// Default: a random move of [`Game::playout_moves`].
    fn expert(&self, seat: Seat, rng: &mut GameRng) -> Option<Self::Move> {
        random_playout_move(self, seat, rng)
    }

    /// What a computer player at `seat` may say while the match waits for someone else, as
    /// a good player would: offers for a deal, an answer to an ask made to it, the game's
    /// preference first; and whether it may also say nothing (an ask is answered). It reads
    /// the state as [`Game::expert`] does (a copy determinized for `seat`). The computer's
    /// search weighs these against each other and against silence. Default: nothing to say.
    fn proposals(&self, _seat: Seat) -> Proposals<Self::Move> {
        Proposals::default()
    }

    /// Whether `mv` says in its notation all that it does, so that it is taken whatever its
    /// clicker was shown, if legal now: an offer with its terms, composed in private while the
    /// tower moves on. Default: no move is (a click on an older view is stale).
    fn self_contained(&self, _mv: &Self::Move) -> bool {
        false
    }

    /// What a listed move of `seat` means beyond its notation, where that can change while the
    /// seat looks at its choices: `accept 2 GH` takes whatever terms seat 2 offers now. The
    /// table keeps a click current while every move it was shown still means the same.
    fn meaning(&self, _seat: Seat, _mv: &Self::Move) -> Option<String> {
        None
    }

    /// A state consistent with everything `seat` can see, the hidden parts re-dealt from `rng`.
    /// For bots that sample what they cannot see.
    #[must_use]
    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self;

    /// Whether the match is over. Never overridden.
    fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// Whether `seat` owes a decision now: whether [`Game::to_act`] names it. Every checked
    /// move asks, so an engine may answer without building the list; the property tests check
    /// that the answers agree.
    fn may_act(&self, seat: Seat) -> bool {
        self.to_act().contains(&seat)
    }

    /// The checks of [`Game::play`] that come before the move itself: over → seat → turn.
    /// Never overridden. A caller that reads the move from notation runs them first, so that
    /// a click out of turn is refused as such whatever it carries.
    ///
    /// # Errors
    /// [`PlayError`] naming the first check that failed (never [`PlayError::Illegal`]).
    fn check_turn(&self, seat: Seat) -> Result<(), PlayError<Self::Illegal>> {
        if self.is_over() {
            Err(PlayError::GameOver)
        } else if seat.index() >= self.seat_count() {
            Err(PlayError::NoSuchSeat(seat))
        } else if !self.may_act(seat) {
            Err(PlayError::NotYourTurn(seat))
        } else {
            Ok(())
        }
    }

    /// The checked move: over → seat → turn → legality, then apply. Never overridden.
    ///
    /// # Errors
    /// [`PlayError`] naming the first check that failed; the state is then unchanged.
    fn play(
        &mut self,
        seat: Seat,
        mv: &Self::Move,
    ) -> Result<Vec<Self::Event>, PlayError<Self::Illegal>> {
        self.check_turn(seat)?;
        self.check(seat, mv).map_err(PlayError::Illegal)?;
        Ok(self.apply_unchecked(seat, mv))
    }
}

/// The associated types and facts of [`Game`] for a game module that names them as the trait
/// does (`Move`, `Illegal`, `Options`, `Setup`, `PublicView`, `SeatView`, `Event`, and `INFO`
/// for its [`GameInfo`]), so that each `impl Game` lists only its rules.
macro_rules! game_types {
    () => {
        type Move = Move;
        type Illegal = Illegal;
        type Options = Options;
        type Setup = Setup;
        type PublicView = PublicView;
        type SeatView = SeatView;
        type Event = Event;

        const INFO: $crate::engine::GameInfo = INFO;
    };
}

pub(crate) use game_types;

#[cfg(test)]
mod tests {
    use super::*;

    fn outcome(scores: Vec<i32>, winners: &[u8]) -> Outcome {
        Outcome::new(scores.into(), winners.iter().map(|&s| Seat(s)).collect())
    }

    #[test]
    fn an_absent_seat_is_last_whatever_it_scored() {
        // Lowest score wins (a Barbu family game): the absent seat 1 had the best.
        let o = outcome(vec![30, 5, 20, 30], &[1]).with_last(&[Seat(1)]);
        assert_eq!(o.winners, vec![Seat(2)]);
        assert_eq!(o.standing(Seat(1)), Standing::Loss);
        // Highest score wins.
        let o = outcome(vec![3, 9, 7], &[1]).with_last(&[Seat(1)]);
        assert_eq!(o.winners, vec![Seat(2)]);
        // Among shared winners, the present keep their win; a draw is no draw for the absent.
        let o = outcome(vec![4, 4, 4], &[0, 1, 2]).with_last(&[Seat(0)]);
        assert_eq!(o.winners, vec![Seat(1), Seat(2)]);
        assert_eq!(o.standing(Seat(0)), Standing::Loss);
        assert_eq!(o.standing(Seat(1)), Standing::Win);
        // Nobody absent: unchanged.
        let o = outcome(vec![1, 2], &[1]);
        assert_eq!(o.with_last(&[]), o);
        // Everybody absent: nobody wins.
        assert!(o.with_last(&[Seat(0), Seat(1)]).winners.is_empty());
    }

    #[test]
    fn places_follow_the_winners_direction_and_ties_share_one() {
        // Lowest score wins: 5 first, then 20, then the two 30s together.
        assert_eq!(
            outcome(vec![30, 5, 20, 30], &[1]).places(),
            vec![3, 1, 2, 3]
        );
        // Highest score wins.
        assert_eq!(outcome(vec![3, 9, 7], &[1]).places(), vec![3, 1, 2]);
        // Shared first place; a resignation (everybody else wins).
        assert_eq!(outcome(vec![4, 4, 1], &[0, 1]).places(), vec![1, 1, 2]);
        assert_eq!(outcome(vec![10, 2], &[1]).places(), vec![2, 1]);
        // Nobody wins: one shared place.
        assert_eq!(outcome(vec![3, 3], &[]).places(), vec![1, 1]);
    }

    #[test]
    fn seats_played_automatically_are_placed_last_whatever_they_scored() {
        // Lowest wins; the absent winner (5) and the absent 20 share the last place, the
        // present keep their order: 10, then 30.
        let o = outcome(vec![5, 10, 20, 30], &[0]).with_last(&[Seat(0), Seat(2)]);
        assert_eq!(o.winners, vec![Seat(1)]);
        assert_eq!(o.places(), vec![3, 1, 3, 2]);
        // Highest wins; an absent seat that scored best of the losers still comes last.
        let o = outcome(vec![9, 7, 3], &[0]).with_last(&[Seat(1)]);
        assert_eq!(o.places(), vec![1, 3, 2]);
        // The places survive storage.
        let stored: Outcome = serde_json::from_str(&serde_json::to_string(&o).unwrap()).unwrap();
        assert_eq!(stored.places(), vec![1, 3, 2]);
        // Nobody absent: no places of its own, as before.
        assert!(outcome(vec![1, 2], &[1]).with_last(&[]).places.is_empty());
    }
}
