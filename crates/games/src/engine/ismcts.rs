//! A computer player for every game, through the engine contract only: single-observer
//! Information Set Monte Carlo Tree Search (Cowling, Powley & Whitehouse, "Information Set
//! Monte Carlo Tree Search", IEEE TCIAIG 2012).
//!
//! Each iteration samples what the bot's seat cannot see ([`Game::determinize`]), then walks one
//! tree shared by all samples: it selects among the children whose move is legal in this sample
//! (UCB1 with *availability* counts: a child is judged against the iterations in which it could
//! have been chosen), expands one untried move, plays the rest out, and backs the result up,
//! each node scoring it from the side of the seat that moved there (win 1, draw ½, loss 0).
//!
//! Who moves in the tree and in the playouts: the bot's seat at the root (it may be one of several seats deciding
//! at once, such as a secret pick), then always the first seat the match waits for
//! ([`Game::owing`]), which moves every game on (property-tested with automatic play).
//!
//! Playouts follow the game's expert rules ([`Game::expert`]) for every seat (Kermit and the
//! Spades ISMCTS put expert knowledge in their playouts the same way). The tree is
//! [`TREE_DEPTH`] deep: the seat's moves are weighed by expert playouts from each, a rollout
//! that improves on the expert's own policy (Tesauro & Galperin, 1997), instead of spreading a
//! budget of a few hundred iterations over every reply too. Measured with `taberna arena` at
//! 500 iterations a move over 20 deals, a full tree whose playouts made one move in five at
//! random lost to the expert rules (Burgueses 54 %, Rebelión 25 % of first places); one move
//! deep with expert playouts it won 71 % and 75 % of the same deals. The expert's move is played unless
//! another move beats it by more than [`OVERRIDE_Z`] standard errors.
//!
//! The search never reads the clock: its budget is a number of iterations and a `stop` callback
//! the caller may tie to a deadline. For one seed and an iteration budget it is deterministic.

use crate::engine::{seeded, Game, GameRng, Proposals, Seat, Standing};

/// Exploration constant of UCB1 (√2 is the textbook value for rewards in [0, 1]; a little less
/// favours the moves that did well, as card games with much chance reward).
const EXPLORATION: f64 = 0.7;

/// The visits, and the margin of its average result in standard errors, by which another move
/// must beat the expert's move for the search to play it.
const OVERRIDE_VISITS: u32 = 20;
const OVERRIDE_Z: f64 = 1.5;

/// How deep the tree grows, in moves: 1 weighs the moves of the seat by playouts of the expert
/// rules from each (rollouts that improve on the expert's own policy), rather than spreading a
/// small budget over every reply as well.
const TREE_DEPTH: usize = 1;

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
    /// The most visited move of the bot's seat.
    pub best: M,
    /// Iterations run.
    pub iterations: u32,
    /// How often the best move was visited, and its average result for the seat.
    pub visits: u32,
    pub value: f64,
}

struct Node<M> {
    /// The move that led here and the seat that made it (`None` at the root).
    step: Option<(Seat, M)>,
    children: Vec<usize>,
    visits: u32,
    /// Iterations in which this node's move was legal when its parent was reached.
    available: u32,
    /// Sum of the results of the seat that moved here.
    reward: f64,
}

impl<M> Node<M> {
    fn new(step: Option<(Seat, M)>) -> Self {
        Node {
            step,
            children: Vec::new(),
            visits: 0,
            available: 0,
            reward: 0.0,
        }
    }

    /// Whether this move's results beat `other`'s by more than noise would: enough visits
    /// and a clear margin. The search plays the expert's move unless another clearly beats it.
    fn clearly_beats(&self, other: &Node<M>) -> bool {
        let mean = |n: &Node<M>| n.reward / f64::from(n.visits.max(1));
        // Results lie in 0..=1, so each mean's variance is at most ¼ over its visits.
        let error =
            (0.25 / f64::from(self.visits.max(1)) + 0.25 / f64::from(other.visits.max(1))).sqrt();
        self.visits >= OVERRIDE_VISITS && mean(self) - mean(other) > OVERRIDE_Z * error
    }

    fn ucb(&self) -> f64 {
        let visits = f64::from(self.visits.max(1));
        self.reward / visits + EXPLORATION * (f64::from(self.available.max(1)).ln() / visits).sqrt()
    }
}

/// The seat that moves next in the tree: `root` at depth 0 (if it may act), else the first
/// seat the match waits for.
fn actor<G: Game>(g: &G, root: Option<Seat>) -> Option<Seat> {
    match root {
        Some(seat) if g.may_act(seat) => Some(seat),
        _ => g
            .owing()
            .first()
            .copied()
            .or_else(|| g.to_act().first().copied()),
    }
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
        let Some(seat) = actor(g, None) else { return };
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
    let legal = state.legal_moves(seat);
    if legal.is_empty() {
        return None;
    }
    let mut rng = seeded(seed);
    // The expert's move is weighed at the root even where the game lists only simple forms
    // of a move (Génova's asks and offers with their terms).
    let expert = expert_move(state, seat, &mut rng);
    let suggested = expert.clone().filter(|mv| !legal.contains(mv));
    let mut tree: Vec<Node<G::Move>> = vec![Node::new(None)];
    let mut buffers = Buffers::default();
    let mut iterations = 0;
    while iterations < budget.iterations && (iterations == 0 || !(budget.stop)()) {
        iterate(
            state,
            seat,
            suggested.as_ref(),
            &mut tree,
            &mut rng,
            &mut buffers,
        );
        iterations += 1;
    }
    let mine = |c: &usize| tree[*c].step.as_ref().is_some_and(|(s, _)| *s == seat);
    let most = tree[0]
        .children
        .iter()
        .copied()
        .filter(mine)
        .max_by_key(|&c| tree[c].visits)?;
    let by_expert = tree[0]
        .children
        .iter()
        .copied()
        .filter(mine)
        .find(|&c| tree[c].step.as_ref().map(|(_, m)| m) == expert.as_ref());
    let best = match by_expert {
        Some(e) if !tree[most].clearly_beats(&tree[e]) => e,
        _ => most,
    };
    let node = &tree[best];
    let (_, mv) = node.step.clone()?;
    Some(Found {
        best: mv,
        iterations,
        visits: node.visits,
        value: node.reward / f64::from(node.visits.max(1)),
    })
}

/// What an iteration lists, kept from one iteration to the next.
struct Buffers<M> {
    legal: Vec<M>,
    /// Per legal move, its child in the tree (if any).
    children: Vec<Option<usize>>,
    path: Vec<usize>,
    playout: Vec<M>,
}

impl<M> Default for Buffers<M> {
    fn default() -> Self {
        Buffers {
            legal: Vec::new(),
            children: Vec::new(),
            path: Vec::new(),
            playout: Vec::new(),
        }
    }
}

/// One iteration: a determinization, selection, expansion, playout and back-up.
fn iterate<G: Game>(
    state: &G,
    seat: Seat,
    suggested: Option<&G::Move>,
    tree: &mut Vec<Node<G::Move>>,
    rng: &mut GameRng,
    buffers: &mut Buffers<G::Move>,
) {
    let mut g = state.determinize(seat, rng);
    let mut node = 0;
    let Buffers {
        legal,
        children,
        path,
        playout: playout_buffer,
    } = buffers;
    path.clear();
    path.push(0);
    let mut root = Some(seat);
    while !g.is_over() && path.len() <= TREE_DEPTH {
        let Some(actor) = actor(&g, root.take()) else {
            break;
        };
        g.legal_moves_into(actor, legal);
        if legal.is_empty() {
            break;
        }
        if node == 0 {
            if let Some(mv) = suggested.filter(|mv| g.check(actor, mv).is_ok()) {
                legal.push(mv.clone());
            }
        }
        children.clear();
        children.extend(legal.iter().map(|mv| {
            tree[node].children.iter().copied().find(|&c| {
                tree[c]
                    .step
                    .as_ref()
                    .is_some_and(|(s, m)| *s == actor && m == mv)
            })
        }));
        let untried = children.iter().filter(|c| c.is_none()).count();
        for &c in children.iter().flatten() {
            tree[c].available += 1;
        }
        if untried > 0 {
            let pick = rng.below(untried);
            let at = children
                .iter()
                .enumerate()
                .filter(|(_, c)| c.is_none())
                .nth(pick)
                .map(|(i, _)| i)
                .expect("an untried move");
            let mv = legal.swap_remove(at);
            g.apply_unchecked(actor, &mv);
            let mut child = Node::new(Some((actor, mv)));
            child.available = 1;
            tree.push(child);
            let id = tree.len() - 1;
            tree[node].children.push(id);
            path.push(id);
            break;
        }
        let best = children
            .iter()
            .flatten()
            .copied()
            .max_by(|&a, &b| tree[a].ucb().total_cmp(&tree[b].ucb()))
            .expect("every legal move has a child");
        let (_, mv) = tree[best].step.as_ref().expect("a child has a move");
        g.apply_unchecked(actor, mv);
        node = best;
        path.push(best);
    }
    playout(&mut g, rng, playout_buffer);
    let results = results(&g);
    for &n in path.iter() {
        let node = &mut tree[n];
        node.visits += 1;
        if let Some((mover, _)) = &node.step {
            node.reward += results.get(mover.index()).copied().unwrap_or(0.0);
        }
    }
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
