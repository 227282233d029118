//! A computer player for every game, through the engine contract only: one level of
//! Information Set Monte Carlo Tree Search (Cowling, Powley & Whitehouse, "Information Set
//! Monte Carlo Tree Search", IEEE TCIAIG 2012), whose moves are compared by sequential halving
//! on common deals ([`halving`]).
//!
//! Each round samples what the bot's seat cannot see ([`Game::determinize`]), then plays the
//! expert's move and each move still in the running from that one deal, with the same future
//! chance, to the end of the match. Playouts follow the game's expert rules ([`Game::expert`])
//! for every seat (Kermit and the Spades ISMCTS put expert knowledge in their playouts the same
//! way): the search is a rollout that improves on the expert's own policy (Tesauro & Galperin,
//! 1997). After the seat's move, the playout moves the first seat the match waits for
//! ([`Game::owing`]), which moves every game on (property-tested with automatic play).
//!
//! Measured with `taberna arena` against the expert rules, at 100 iterations a move over 100
//! deals: a UCB1 tree one move deep, each move on deals of its own, took 29.5 % of the first
//! places at four seats in Bouillabaisse and 29.7 % in Génova; the same moves compared on
//! common deals took 39.5 % and 47.4 %. At two seats it also did better at half the budget
//! (Rebelión 80.5 % at 150 iterations against the tree's 75.0 % at 300). A full tree whose
//! playouts made one move in five at random did worse than either (Burgueses 54 %, Rebelión
//! 25 % at 500 iterations).
//!
//! The search never reads the clock: its budget is a number of iterations (playouts) and a
//! `stop` callback the caller may tie to a deadline. For one seed and an iteration budget it is
//! deterministic.

use crate::engine::{seeded, Game, GameRng, Proposals, Seat, Standing};

mod halving;

/// The share of an easy player's moves that are a random move of the playout moves instead of
/// the expert's: the mistakes of a beginner who knows the rules.
const EASY_MISTAKES: f64 = 0.3;

/// How far a search may go.
pub struct Budget<'a> {
    /// Iterations at most.
    pub iterations: u32,
    /// Asked before every iteration after the first: `true` ends the search (a deadline).
    pub stop: &'a dyn Fn() -> bool,
}

impl Budget<'_> {
    /// A budget of iterations only (deterministic).
    #[must_use]
    pub fn iterations(iterations: u32) -> Budget<'static> {
        Budget {
            iterations,
            stop: &|| false,
        }
    }
}

/// What a search found.
#[derive(Debug, Clone)]
pub struct Found<M> {
    /// The move to play: the expert's, unless another clearly did better on the same deals.
    pub best: M,
    /// Iterations (playouts) run.
    pub iterations: u32,
    /// In how many playouts the best move was played, and its average result for the seat
    /// (first place, plus its score against the others': see [`halving`]).
    pub visits: u32,
    pub value: f64,
}

/// The seat a playout moves next: the first seat the match waits for.
fn actor<G: Game>(g: &G) -> Option<Seat> {
    g.owing()
        .first()
        .copied()
        .or_else(|| g.to_act().first().copied())
}

/// Each seat's result of a finished match (or ½ for all when the playout was cut short).
fn results<G: Game>(g: &G) -> Vec<f64> {
    let seats = g.seat_count();
    match g.outcome() {
        Some(o) => (0..seats)
            .map(|i| match o.standing(Seat(i as u8)) {
                Standing::Win => 1.0,
                Standing::Draw => 0.5,
                Standing::Loss => 0.0,
            })
            .collect(),
        None => vec![0.5; seats],
    }
}

/// A random move of [`Game::playout_moves`], listed into `buffer`.
fn random_move<G: Game>(
    g: &G,
    seat: Seat,
    rng: &mut GameRng,
    buffer: &mut Vec<G::Move>,
) -> Option<G::Move> {
    g.playout_moves_into(seat, buffer);
    if buffer.is_empty() {
        return None;
    }
    Some(buffer.swap_remove(rng.below(buffer.len())))
}

/// Whether a draw with chance `p` comes up.
fn chance(rng: &mut GameRng, p: f64) -> bool {
    f64::from(rng.below(1 << 16) as u32) < p * f64::from(1u32 << 16)
}

/// Plays to the end (or the game's move bound), every seat by the expert rules (a random
/// playout move should a game's expert find none). Playouts with a share of random moves
/// measured weaker in the arena than playouts without.
fn playout<G: Game>(g: &mut G, rng: &mut GameRng, buffer: &mut Vec<G::Move>) {
    for _ in 0..G::INFO.max_moves {
        if g.is_over() {
            return;
        }
        let Some(seat) = actor(g) else { return };
        let mv = g
            .expert(seat, rng)
            .or_else(|| random_move(g, seat, rng, buffer));
        let Some(mv) = mv else { return };
        g.apply_unchecked(seat, &mv);
    }
}

/// How much the score margin counts beside the result when the computer weighs what to say.
const MARGIN_WEIGHT: f64 = 0.25;

/// `seat`'s final score against the mean of the others', within −1 and 1, positive when it
/// is ahead in the direction the winners' score shows (highest or lowest); 0 before the end.
fn margin<G: Game>(g: &G, seat: Seat) -> f64 {
    let Some(o) = g.outcome() else { return 0.0 };
    let scores: Vec<f64> = o.scores.as_slice().iter().map(|&s| f64::from(s)).collect();
    if scores.len() < 2 {
        return 0.0;
    }
    let lowest_wins = o
        .winners
        .first()
        .is_some_and(|w| scores.iter().all(|&s| s >= scores[w.index()]));
    let mine = scores[seat.index()];
    let others = (scores.iter().sum::<f64>() - mine) / (scores.len() - 1) as f64;
    let spread = scores.iter().fold(1.0_f64, |m, s| m.max(s.abs()));
    let ahead = (mine - others) / (2.0 * spread);
    if lowest_wins {
        -ahead
    } else {
        ahead
    }
}

/// The expert's move for `seat` as that seat can know it: [`Game::expert`] on a state
/// determinized for `seat`, so that it reads only what `seat` saw. Should that move not be legal
/// in the real state (a game whose determinization changed what `seat` may do), the first
/// legal move.
#[must_use]
pub fn expert_move<G: Game>(state: &G, seat: Seat, rng: &mut GameRng) -> Option<G::Move> {
    if !state.may_act(seat) {
        return None;
    }
    let seen = state.determinize(seat, rng);
    match seen.expert(seat, rng) {
        Some(mv) if state.check(seat, &mv).is_ok() => Some(mv),
        _ => state.legal_moves(seat).into_iter().next(),
    }
}

/// The bot's move for `seat` in `state`, or `None` when the seat has nothing to decide.
#[must_use]
pub fn search<G: Game>(
    state: &G,
    seat: Seat,
    budget: &Budget<'_>,
    seed: u64,
) -> Option<Found<G::Move>> {
    let mut candidates = state.legal_moves(seat);
    if candidates.is_empty() {
        return None;
    }
    let mut rng = seeded(seed);
    // The expert's move is weighed even where the game lists only simple forms of a move
    // (Génova's asks and offers with their terms).
    let expert = expert_move(state, seat, &mut rng);
    if let Some(mv) = expert.as_ref().filter(|mv| !candidates.contains(mv)) {
        candidates.push(mv.clone());
    }
    let expert = expert.unwrap_or_else(|| candidates[0].clone());
    Some(halving::search(
        state, seat, expert, candidates, budget, &mut rng,
    ))
}

/// What a computer player of `level` at `seat` says while the match waits for someone else
/// ([`Game::proposals`], seen as `seat` can know the match), or `None` for nothing. The expert
/// rules (`Easy`, `ExpertRules`) say the game's first proposal. A search compares each
/// proposal, and silence where it is allowed, by playouts from the state it leads to (flat
/// Monte Carlo within `budget`, the proposals taking turns), each scored by its result and,
/// a little, by the seat's score against the others' ([`margin`]): a small deal rarely turns
/// a whole match. The game's own order decides a tie, silence last: an offer nobody takes
/// costs nothing.
#[must_use]
pub fn talk<G: Game>(
    state: &G,
    seat: Seat,
    level: Level,
    budget: &Budget<'_>,
    seed: u64,
) -> Option<G::Move> {
    if state.is_over() || !state.may_act(seat) {
        return None;
    }
    let mut rng = seeded(seed);
    let Proposals { moves, silence } = state.determinize(seat, &mut rng).proposals(seat);
    let mut options: Vec<Option<G::Move>> = moves
        .into_iter()
        .filter(|mv| state.check(seat, mv).is_ok())
        .map(Some)
        .collect();
    if options.is_empty() {
        return None;
    }
    if !level.searches() {
        return options.swap_remove(0);
    }
    if options.len() == 1 && !silence {
        return options.swap_remove(0);
    }
    if silence {
        options.push(None);
    }
    let mut sums = vec![0.0; options.len()];
    let mut counts = vec![0u32; options.len()];
    let mut buffer = Vec::new();
    let mut i = 0;
    while i < budget.iterations && (i == 0 || !(budget.stop)()) {
        let k = i as usize % options.len();
        let mut g = state.determinize(seat, &mut rng);
        if let Some(mv) = &options[k] {
            g.apply_unchecked(seat, mv);
        }
        playout(&mut g, &mut rng, &mut buffer);
        sums[k] += results(&g)[seat.index()] + MARGIN_WEIGHT * margin(&g, seat);
        counts[k] += 1;
        i += 1;
    }
    let mean = |k: usize| sums[k] / f64::from(counts[k].max(1));
    let best = (0..options.len()).fold(0, |best, k| if mean(k) > mean(best) { k } else { best });
    options.swap_remove(best)
}

/// How strong a computer player is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Level {
    /// The expert rules, with a beginner's mistakes: a random move now and then.
    Easy,
    /// ISMCTS, about 0.3 s a move.
    Normal,
    /// ISMCTS, about 1 s a move.
    Hard,
    /// The expert rules alone ([`Game::expert`], seeing what its seat saw): the baseline the
    /// arena measures the search against. Not offered in Discord.
    ExpertRules,
}

/// A level's name that cannot be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown level `{0}` (easy, normal, hard or expert-rules)")]
pub struct UnknownLevel(pub String);

impl std::str::FromStr for Level {
    type Err = UnknownLevel;

    fn from_str(s: &str) -> Result<Level, UnknownLevel> {
        Level::ALL
            .into_iter()
            .find(|l| l.as_str() == s)
            .ok_or_else(|| UnknownLevel(s.to_owned()))
    }
}

impl std::fmt::Display for Level {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Level {
    /// Every level: those Discord offers, weakest first, then the arena's baseline.
    pub const ALL: [Level; 4] = [Level::Easy, Level::Normal, Level::Hard, Level::ExpertRules];

    /// The levels players may choose in Discord, weakest first.
    pub const OFFERED: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];

    /// The level's name, as stored and typed (`easy`, `normal`, `hard`, `expert-rules`).
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
            Level::ExpertRules => "expert-rules",
        }
    }

    /// How long a search of the level may think, in milliseconds (its iterations may end it
    /// first). The engine never reads the clock: callers turn this into a `stop`.
    #[must_use]
    pub const fn think_millis(self) -> u64 {
        match self {
            Level::Easy | Level::ExpertRules => 0,
            Level::Normal => 300,
            Level::Hard => 1_000,
        }
    }

    /// The iteration budget of the level (the caller adds its time limit).
    #[must_use]
    pub const fn iterations(self) -> u32 {
        match self {
            Level::Easy | Level::ExpertRules => 0,
            Level::Normal => 3_000,
            Level::Hard => 10_000,
        }
    }

    /// Whether the level searches (its moves take [`Level::think_millis`]).
    #[must_use]
    pub const fn searches(self) -> bool {
        matches!(self, Level::Normal | Level::Hard)
    }

    /// The level's own budget, ended early by `stop`.
    #[must_use]
    pub fn budget(self, stop: &dyn Fn() -> bool) -> Budget<'_> {
        Budget {
            iterations: self.iterations(),
            stop,
        }
    }
}

/// The move of a computer player of `level` for `seat`: the expert rules (with mistakes at
/// `Easy`), else the search within `budget` (the level's own, [`Level::budget`], in Discord; the
/// arena may give a smaller one).
#[must_use]
pub fn choose<G: Game>(
    state: &G,
    seat: Seat,
    level: Level,
    budget: &Budget<'_>,
    seed: u64,
) -> Option<G::Move> {
    let mut rng = seeded(seed);
    match level {
        Level::Easy if chance(&mut rng, EASY_MISTAKES) => {
            random_move(state, seat, &mut rng, &mut Vec::new())
        }
        Level::Easy | Level::ExpertRules => expert_move(state, seat, &mut rng),
        Level::Normal | Level::Hard => search(state, seat, budget, seed).map(|f| f.best),
    }
}
