//! The expert rules of Burger Joint: the move a good club player makes without searching.
//! Nothing is hidden but the bag's order, so it reads the whole state. It does not list the
//! legal moves (bistro B's redraws and the discards are whole sets of cubes, hundreds of them):
//! it builds the one move it wants and checks it, and lists them only should that move be
//! refused. It plays every seat of the search's playouts, so it is written for speed: plans are
//! tried on a board reduced to a few bit sets ([`Shape`]), valued with tables worked out once
//! (what each diner colour is worth against each set of the opponent's diners, [`Judge`]), and
//! nothing is allocated.
//!
//! - **Plan the turn**: every set of builds the cubes can pay for this turn (up to three
//!   basics, three diners, three adverts and two bistros) is tried with the trades and bistro
//!   exchanges that would complete it, and valued by the board it leaves ([`board_value`]):
//!   points; production (a cube of it a little more than a point); bistro abilities; basics
//!   ready to become diners; a basic or an advert whose next one scores. The best set is
//!   carried out, conversions first, then basics, diners, bistros and adverts; `end` when no
//!   set improves the board.
//! - **Build now, keep nothing**: cubes kept for the next turn count next to nothing, so any
//!   build that improves the board is made now (saving cubes for a dearer build lost in
//!   self-play).
//! - **Win at once**: a set that reaches 12 points beats every other.
//! - **Cheapest conversion**: a missing cube comes from bistro F's free cube, then bistro D
//!   (one cube), bistro C (two), then a 3:1 trade, always giving the cubes the board needs least.
//! - **Free cubes first**: bistro E's extra cube is drawn as soon as the turn allows, and bistro
//!   B redraws the colours the board never uses.
//! - **Diner colours**: a new diner takes the colour the board needs most, less one the opponent
//!   has a diner of (its cubes would go to the general area); taking away the priority on the
//!   colour the opponent needs most may still be worth it.
//! - **Bistros from the least needed diner**: a bistro moves the token of the diner whose colour
//!   the board needs least, keeping the priority that matters.
//! - **Pick toward the next build, or deny it**: in production, the cube worth most to my next
//!   build or to the opponent's, each build's gain shared among the cubes it lacks (the last
//!   cube a diner lacks beats one of the four a bistro lacks); then the colour my board uses
//!   most, the opponent's board's needs counting three fifths as much. A cube denied counts as
//!   much as one gained: what I leave, the opponent may take.
//! - **Steal what hurts**: advertising steals the opponent's cube worth most to their next build
//!   and to mine, else the colour their board uses most.
//! - **Discard the least needed**: cubes beyond seven go back by how little the best build
//!   within reach and the board need them, a colour's later copies first.

use std::sync::LazyLock;

use crate::engine::{GameRng, Seat};

use super::board::{
    Ability, Board, Side, ADVERT_POINTS, ADVERT_STEPS, BASIC_POINTS, BASIC_SPACES, BISTROS,
    CAPACITY_LIMIT, DINER_POINTS, KEEP, TOKENS, WINNING_SCORE,
};
use super::cubes::{Colour, Cubes};
use super::notation::{Advert, Move};
use super::state::{BurgerJoint, Phase, Restaurant};

/// A heap of cubes counted by colour, as plain numbers for quick arithmetic.
type Counts = [u8; 6];

/// The value of one point, the unit of every other value here.
const POINT: u16 = 10;
/// Above any board that has not won.
const WIN: f32 = 10_000.0;

/// The move `seat` makes, if it owes one.
pub(super) fn choose(g: &BurgerJoint, seat: Seat, rng: &mut GameRng) -> Option<Move> {
    if g.deciding() != Some(seat) {
        return None;
    }
    match planned(g, seat, rng) {
        Some(mv) if g.check_move(seat, &mv).is_ok() => Some(mv),
        // A plan that missed a rule (the tests check that none does): any legal move keeps the
        // match going.
        _ => {
            let legal = g.legal(seat);
            rng.choose(&legal).copied()
        }
    }
}

/// The move the rules below want for `seat`, who owes one.
pub(super) fn planned(g: &BurgerJoint, seat: Seat, rng: &mut GameRng) -> Option<Move> {
    match g.phase {
        Phase::Pick => Some(pick(g, seat, rng)),
        Phase::Trade | Phase::Build => turn_step(g, seat),
        Phase::Discard => Some(discard(g, seat)),
        Phase::Over => None,
    }
}

// ----- what a board needs -----

fn counts(c: &Cubes) -> Counts {
    Colour::ALL.map(|k| c.count(k))
}

fn to_cubes(c: &Counts) -> Cubes {
    let mut out = Cubes::default();
    for k in Colour::ALL {
        for _ in 0..c[k.index()] {
            out.add(k);
        }
    }
    out
}

/// How many cubes of each colour a board's four columns ask for together.
const fn column_counts(b: &Board) -> Counts {
    let mut out = [0; 6];
    let mut i = 0;
    while i < 6 {
        let c = Colour::ALL[i];
        out[i] = b.advert.count(c) + b.basic.count(c) + b.diner.count(c) + b.bistro.count(c);
        i += 1;
    }
    out
}

/// [`column_counts`] as weights: the colours a board lives on.
const fn column_needs(b: &Board) -> [f32; 6] {
    let counts = column_counts(b);
    let mut out = [0.0; 6];
    let mut i = 0;
    while i < 6 {
        out[i] = counts[i] as f32;
        i += 1;
    }
    out
}

/// The colours from least to most needed by a board, equal needs in colour order: the order
/// in which spare cubes are given away.
const fn giving_order(b: &Board) -> [Colour; 6] {
    let need = column_counts(b);
    let mut order = Colour::ALL;
    // An insertion sort, stable like the sort it stands for.
    let mut i = 1;
    while i < 6 {
        let mut j = i;
        while j > 0 && need[order[j - 1].index()] > need[order[j].index()] {
            let t = order[j - 1];
            order[j - 1] = order[j];
            order[j] = t;
            j -= 1;
        }
        i += 1;
    }
    order
}

/// What each column of a board costs, counted by colour.
struct Costs {
    basic: Counts,
    diner: Counts,
    advert: Counts,
    bistro: Counts,
}

const fn counts_of(heap: Cubes) -> Counts {
    let mut out = [0; 6];
    let mut i = 0;
    while i < 6 {
        out[i] = heap.count(Colour::ALL[i]);
        i += 1;
    }
    out
}

const fn column_costs(b: &Board) -> Costs {
    Costs {
        basic: counts_of(b.basic),
        diner: counts_of(b.diner),
        advert: counts_of(b.advert),
        bistro: counts_of(b.bistro),
    }
}

/// The cost of each kind of single build [`Judge::most_rewarding_build`] tries: a basic, a
/// diner, a basic with a diner on it, an advert and a bistro.
const fn single_build_costs(c: &Costs) -> [Counts; 5] {
    let mut out = [[0; 6]; 5];
    let mut i = 0;
    while i < 6 {
        out[0][i] = c.basic[i];
        out[1][i] = c.diner[i];
        out[2][i] = c.basic[i] + c.diner[i];
        out[3][i] = c.advert[i];
        out[4][i] = c.bistro[i];
        i += 1;
    }
    out
}

/// Everything the expert reads from a side's board, worked out at compile time.
struct SideTables {
    /// What each column costs.
    costs: Costs,
    /// What each kind of single build costs ([`single_build_costs`]).
    single_costs: [Counts; 5],
    /// The colours the board lives on, weighted by how many its columns ask for.
    needs: [f32; 6],
    /// The colours from least to most needed: the order in which cubes are given away.
    giving: [Colour; 6],
}

const fn side_tables(side: Side) -> SideTables {
    let board = side.board();
    let costs = column_costs(board);
    SideTables {
        single_costs: single_build_costs(&costs),
        costs,
        needs: column_needs(board),
        giving: giving_order(board),
    }
}

const BURGER_TABLES: SideTables = side_tables(Side::Burger);
const PIZZA_TABLES: SideTables = side_tables(Side::Pizza);

fn tables(side: Side) -> &'static SideTables {
    match side {
        Side::Burger => &BURGER_TABLES,
        Side::Pizza => &PIZZA_TABLES,
    }
}

/// What a diner of `c` is worth to a board of `mine`: the colour's weight for my board, less
/// when the opponent (playing `theirs`) owns it too (the colour then goes to the general
/// area), plus a little for the priority it takes from them.
fn diner_colour_value(mine: Side, theirs: Side, they_own: bool, c: Colour) -> f32 {
    let weight = tables(mine).needs[c.index()];
    if they_own {
        0.4 * weight + 0.3 * tables(theirs).needs[c.index()]
    } else {
        weight
    }
}

// ----- the value of a board -----

/// The part of a restaurant a plan changes, diners and bistros as bit sets (bit `i` for colour
/// index `i`, for bistro index `i` in [`BISTROS`]): plans try hundreds of boards a move, and
/// this one is copied and counted in a few instructions.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Shape {
    advert: u8,
    basics: u8,
    diners: u8,
    bistros: u8,
}

/// The bit set of `flags`.
fn bits(flags: &[bool; 6]) -> u8 {
    flags
        .iter()
        .enumerate()
        .fold(0, |set, (i, &on)| set | (u8::from(on) << i))
}

const fn has(set: u8, i: usize) -> bool {
    set >> i & 1 == 1
}

/// The number of members of each bit set: the target has no instruction for it, and the
/// plans count diners and bistros all the time.
const SIZES: [u8; 256] = {
    let mut out = [0; 256];
    let mut set = 0;
    while set < 256 {
        out[set] = (set as u8).count_ones() as u8;
        set += 1;
    }
    out
};

fn size(set: u8) -> u8 {
    SIZES[usize::from(set)]
}

impl Shape {
    fn of(r: &Restaurant) -> Shape {
        let shape = Shape {
            advert: r.advert,
            basics: r.basics,
            diners: bits(&r.diners),
            bistros: bits(&r.bistros),
        };
        // The counts below restate the restaurant's own: they must not drift apart.
        debug_assert_eq!(shape.worth(), r.worth());
        debug_assert_eq!(shape.capacity(), r.capacity());
        debug_assert_eq!(shape.tokens_left(), r.tokens_left());
        shape
    }

    fn diner_count(self) -> u8 {
        size(self.diners)
    }

    fn bistro_count(self) -> u8 {
        size(self.bistros)
    }

    /// As [`Restaurant::capacity`].
    fn capacity(self) -> u8 {
        (self.diner_count() + self.bistro_count()).min(CAPACITY_LIMIT)
    }

    /// As [`Restaurant::tokens_left`].
    fn tokens_left(self) -> u8 {
        TOKENS - self.basics - self.diner_count() - self.bistro_count()
    }

    /// As [`Restaurant::worth`].
    fn worth(self) -> u8 {
        ADVERT_POINTS[usize::from(self.advert)]
            + BASIC_POINTS[usize::from(self.basics)]
            + self.diner_count() * DINER_POINTS
            + BISTRO_PARTS[usize::from(self.bistros)].points
    }
}

/// How one player's boards are valued against the opponent as they stand. What a diner of
/// each colour is worth depends on the sides and the opponent's diners only, which no plan
/// changes: it is worked out once for each of those (see [`JUDGES`]), with the order in which
/// new diners take colours and what each set of diners adds to a board's value.
struct Judge {
    side: Side,
    /// What a diner of each colour is worth ([`diner_colour_value`]).
    colour: [f32; 6],
    /// What the owned diners add to [`board_value`], by set of diners: three tenths of each
    /// one's worth, added in colour order.
    diners_value: [f32; 64],
    /// Colours from the one a new diner takes first to the one a bistro is built from first:
    /// most valuable first, equal values the later colour first.
    preference: [Colour; 6],
}

/// Every [`Judge`], by [`Judge::index`]: filled once, not in every move of every playout.
static JUDGES: LazyLock<Vec<Judge>> = LazyLock::new(|| {
    let mut out = Vec::with_capacity(4 * 64);
    for mine in [Side::Burger, Side::Pizza] {
        for theirs in [Side::Burger, Side::Pizza] {
            for their_diners in 0..64 {
                out.push(Judge::new(mine, theirs, their_diners));
            }
        }
    }
    out
});

impl Judge {
    /// The judge of `me`'s boards against `them`.
    fn of(me: &Restaurant, them: &Restaurant) -> &'static Judge {
        let judge = &JUDGES[Judge::index(me.side, them.side, bits(&them.diners))];
        debug_assert!(judge.side == me.side);
        judge
    }

    fn index(mine: Side, theirs: Side, their_diners: u8) -> usize {
        let side = |s: Side| match s {
            Side::Burger => 0,
            Side::Pizza => 1,
        };
        (side(mine) * 2 + side(theirs)) * 64 + usize::from(their_diners)
    }

    fn new(mine: Side, theirs: Side, their_diners: u8) -> Judge {
        let colour =
            Colour::ALL.map(|c| diner_colour_value(mine, theirs, has(their_diners, c.index()), c));
        let mut preference = Colour::ALL;
        preference.sort_unstable_by(|a, b| {
            colour[b.index()]
                .total_cmp(&colour[a.index()])
                .then(b.cmp(a))
        });
        let diners_value = std::array::from_fn(|set| {
            Colour::ALL
                .into_iter()
                .filter(|c| has(set as u8, c.index()))
                .map(|c| 0.3 * colour[c.index()])
                .sum::<f32>()
        });
        Judge {
            side: mine,
            colour,
            diners_value,
            preference,
        }
    }

    /// The unowned colour a new diner should take: the most valuable (the last of equals).
    fn best_new_diner(&self, diners: u8) -> Option<Colour> {
        let best = self
            .preference
            .iter()
            .copied()
            .find(|c| !has(diners, c.index()));
        debug_assert_eq!(
            best,
            Colour::ALL
                .into_iter()
                .filter(|c| !has(diners, c.index()))
                .max_by(|a, b| self.colour[a.index()].total_cmp(&self.colour[b.index()]))
        );
        best
    }

    /// The owned diner a bistro should be built from: the one whose priority matters least
    /// (the first of equals).
    fn cheapest_diner(&self, diners: u8) -> Option<Colour> {
        let cheapest = self
            .preference
            .iter()
            .copied()
            .rev()
            .find(|c| has(diners, c.index()));
        debug_assert_eq!(
            cheapest,
            Colour::ALL
                .into_iter()
                .filter(|c| has(diners, c.index()))
                .min_by(|a, b| self.colour[a.index()].total_cmp(&self.colour[b.index()]))
        );
        cheapest
    }

    /// The board once built (diners of the best colours, bistros from the least needed).
    fn apply(&self, builds: &Builds, me: Shape) -> Shape {
        let placed = self.place(me, builds.diners, builds.bistros);
        Shape {
            advert: me.advert + builds.adverts,
            basics: me.basics + builds.basics - placed.diners_found,
            diners: placed.diners,
            bistros: placed.bistros,
        }
    }

    /// Where `diners` new diners and the bistros of the set `bistros` go on `me`: new diners
    /// take the best colours, one at a time, then each bistro the least needed diner.
    fn place(&self, me: Shape, diners: u8, bistros: u8) -> Placed {
        let mut placed = Placed {
            diners_found: 0,
            diners: me.diners,
            bistros: me.bistros,
        };
        for _ in 0..diners {
            if let Some(c) = self.best_new_diner(placed.diners) {
                placed.diners_found += 1;
                placed.diners |= 1 << c.index();
            }
        }
        for i in (0..6).filter(|&i| has(bistros, i)) {
            if let Some(c) = self.cheapest_diner(placed.diners) {
                placed.diners &= !(1 << c.index());
                placed.bistros |= 1 << i;
            }
        }
        placed
    }

    /// The single build (or basic with its diner) with the most value for the fewest cubes
    /// missing from `have`.
    fn most_rewarding_build(&self, me: Shape, have: &Counts) -> Option<Reward> {
        self.most_rewarding_from(me, board_value(self, me), have)
    }

    /// [`Judge::most_rewarding_build`] for a board whose value is known (`before`).
    fn most_rewarding_from(&self, me: Shape, before: f32, have: &Counts) -> Option<Reward> {
        let costs = &tables(self.side).single_costs;
        let lacking = costs.map(|cost| missing(&cost, have));
        let mut best: Option<(f32, Reward)> = None;
        // Weighs `builds`, whose cost is `costs[at]` and which leave `after`.
        let mut weigh = |builds: Builds, at: usize, after: Shape| {
            debug_assert_eq!(after, self.apply(&builds, me));
            debug_assert_eq!(costs[at], builds.cost(self.side));
            let value = board_value(self, after);
            let gain = value - before;
            if gain <= 0.0 {
                return;
            }
            let score = gain / (1.0 + f32::from(lacking[at]));
            if best.as_ref().is_none_or(|(s, _)| score > *s) {
                let reward = Reward {
                    cost: costs[at],
                    gain,
                    after,
                    value,
                };
                best = Some((score, reward));
            }
        };
        let single = |basics, diners, adverts, bistros| Builds {
            basics,
            diners,
            adverts,
            bistros,
        };
        // Each board left is the one `apply` builds, made directly: every build here takes the
        // same new diner or builds from the same one, so that colour is chosen once.
        let new_diner = self.best_new_diner(me.diners);
        let with_diner = |basics: u8| match new_diner {
            // A build without a basic for the diner does not fit: its board is never weighed.
            Some(c) => Shape {
                basics: basics.saturating_sub(1),
                diners: me.diners | 1 << c.index(),
                ..me
            },
            None => Shape { basics, ..me },
        };
        let mut try_build = |build: Builds, at: usize, after: Shape| {
            if build.fits(me) {
                weigh(build, at, after);
            }
        };
        let basic = Shape {
            basics: me.basics + 1,
            ..me
        };
        try_build(single(1, 0, 0, 0), 0, basic);
        try_build(single(0, 1, 0, 0), 1, with_diner(me.basics));
        try_build(single(1, 1, 0, 0), 2, with_diner(me.basics + 1));
        let advert = Shape {
            advert: me.advert + 1,
            ..me
        };
        try_build(single(0, 0, 1, 0), 3, advert);
        let from = self.cheapest_diner(me.diners);
        for i in (0..6).filter(|&i| !has(me.bistros, i)) {
            let after = match from {
                Some(c) => Shape {
                    diners: me.diners & !(1 << c.index()),
                    bistros: me.bistros | 1 << i,
                    ..me
                },
                None => me,
            };
            try_build(single(0, 0, 0, 1 << i), 4, after);
        }
        best.map(|(_, reward)| reward)
    }
}

/// What [`Judge::place`] did.
#[derive(Debug, Clone, Copy)]
struct Placed {
    /// How many new diners found a colour (each takes a basic).
    diners_found: u8,
    /// The diners and bistros then owned, as bit sets.
    diners: u8,
    bistros: u8,
}

/// What [`Judge::most_rewarding_build`] found of the build it chose.
struct Reward {
    cost: Counts,
    /// What it adds to the board's value.
    gain: f32,
    /// The board once built, and its value.
    after: Shape,
    value: f32,
}

/// What a board is worth to its owner, in tenths of a point: its points, and what will bring
/// more (production, abilities, a basic ready to become a diner, a track whose next step
/// scores). Whatever brings more is worth less than a point, so that a point is always taken.
#[inline(always)]
fn board_value(judge: &Judge, me: Shape) -> f32 {
    let advert = ADVERT_PARTS[usize::from(me.advert)];
    let basics = BASIC_PARTS[usize::from(me.basics)];
    let bistros = BISTRO_PARTS[usize::from(me.bistros)];
    let diners = me.diner_count();
    let points = advert.points + basics.points + diners * DINER_POINTS + bistros.points;
    debug_assert_eq!(points, me.worth());
    if points >= WINNING_SCORE {
        return WIN + f32::from(points);
    }
    // Every term but the diners' is a multiple of a half and their sum stays far below 2^23,
    // so f32 adds them exactly in any order: they are summed doubled, as integers, and the one
    // rounding left is that of adding the diners' term last, as when each was added in turn.
    let capacity = (diners + bistros.count).min(CAPACITY_LIMIT);
    debug_assert_eq!(capacity, me.capacity());
    let doubled = 2 * u16::from(points) * POINT
        + 2 * u16::from(capacity) * 12
        + bistros.doubled
        + 2 * u16::from(me.basics.min(6 - diners)) * 2
        + advert.doubled
        + basics.doubled;
    0.5 * f32::from(doubled) + judge.diners_value[usize::from(me.diners)]
}

/// What one part of a board brings to [`board_value`] by itself: its points, and the rest of
/// its value, doubled to stay whole (and, for bistros, how many).
#[derive(Clone, Copy)]
struct Part {
    points: u8,
    doubled: u16,
    count: u8,
}

/// A track's part at each step: its points, and half a point for a next step that scores.
const fn track_parts<const N: usize>(points: &[u8; N]) -> [Part; N] {
    let mut out = [Part {
        points: 0,
        doubled: 0,
        count: 0,
    }; N];
    let mut at = 0;
    while at < N {
        let next_scores = at + 1 < N && points[at + 1] > points[at];
        out[at] = Part {
            points: points[at],
            doubled: if next_scores { 2 * 5 } else { 0 },
            count: 0,
        };
        at += 1;
    }
    out
}

/// The advertising track by step.
const ADVERT_PARTS: [Part; ADVERT_STEPS as usize + 1] = track_parts(&ADVERT_POINTS);
/// The basic column by how many are built.
const BASIC_PARTS: [Part; BASIC_SPACES as usize + 1] = track_parts(&BASIC_POINTS);

/// Each set of bistros: their points and abilities.
const BISTRO_PARTS: [Part; 64] = {
    let mut out = [Part {
        points: 0,
        doubled: 0,
        count: 0,
    }; 64];
    let mut set = 0;
    while set < 64 {
        let mut i = 0;
        while i < 6 {
            if has(set as u8, i) {
                out[set].points += BISTROS[i].points;
                out[set].doubled += ability_doubled(BISTROS[i].ability);
                out[set].count += 1;
            }
            i += 1;
        }
        set += 1;
    }
    out
};

/// What a bistro's ability brings, in tenths of a point and doubled (to stay whole): about
/// what the cube it is worth in each turn will build.
const fn ability_doubled(ability: Ability) -> u16 {
    match ability {
        Ability::None => 0,
        Ability::Redraw => 3,
        Ability::Exchange(2) => 5,
        Ability::Exchange(_) => 6,
        Ability::ExtraRandom => 8,
        Ability::ExtraChosen => 10,
    }
}

/// What cubes kept for the next turn are worth: next to nothing (a build made now beat cubes
/// saved for a dearer one in self-play), those the board uses a little more, at most seven
/// (the rest go back at the end of the turn). It only breaks ties between plans.
fn kept_value(side: Side, kept: &Counts) -> f32 {
    let need = &tables(side).needs;
    let (mut useful, mut other) = (0u8, 0u8);
    for c in Colour::ALL {
        if need[c.index()] > 0.0 {
            useful += kept[c.index()];
        } else {
            other += kept[c.index()];
        }
    }
    let useful = useful.min(KEEP);
    let other = other.min(KEEP - useful);
    let value = 0.1 * f32::from(useful) + 0.05 * f32::from(other);
    debug_assert!(value < KEPT_BOUND);
    value
}

/// More than [`kept_value`] ever gives (seven useful cubes, 0.7).
const KEPT_BOUND: f32 = 1.0;

// ----- the turn's plan -----

/// A set of builds for one turn.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
struct Builds {
    basics: u8,
    diners: u8,
    adverts: u8,
    /// Bit `i` for bistro index `i` in [`BISTROS`].
    bistros: u8,
}

impl Builds {
    fn bistro_count(&self) -> u8 {
        size(self.bistros)
    }

    fn is_empty(&self) -> bool {
        self.basics + self.diners + self.adverts + self.bistro_count() == 0
    }

    fn cost(&self, side: Side) -> Counts {
        let c = &tables(side).costs;
        let mut need = [0u8; 6];
        for (i, n) in need.iter_mut().enumerate() {
            *n = c.basic[i] * self.basics
                + c.diner[i] * self.diners
                + c.advert[i] * self.adverts
                + c.bistro[i] * self.bistro_count();
        }
        need
    }

    /// Whether the board has room for these builds: spaces, tokens, colours, diners to upgrade.
    fn fits(&self, me: Shape) -> bool {
        let basics = me.basics + self.basics;
        let free_colours = 6 - me.diner_count();
        basics <= BASIC_SPACES
            && self.basics <= me.tokens_left()
            && self.diners <= basics
            && self.diners <= free_colours
            && self.bistro_count() <= me.diner_count() + self.diners
            && me.advert + self.adverts <= ADVERT_STEPS
    }
}

/// The ways still open this turn to turn cubes into a missing colour.
#[derive(Debug, Clone, Copy, Default)]
struct Means {
    /// Bistro F: one chosen cube for nothing.
    free: bool,
    /// Bistro D: one cube for one chosen.
    one: bool,
    /// Bistro C: two cubes for one chosen.
    two: bool,
    /// 3:1 trades, any number.
    trades: bool,
}

impl Means {
    fn of(g: &BurgerJoint, seat: Seat) -> Means {
        if g.phase != Phase::Trade {
            return Means::default();
        }
        let usable = |letter: char| {
            let i = BISTROS.iter().position(|b| b.letter == letter).unwrap_or(0);
            g.players[seat].bistros[i] && !g.used.abilities[i]
        };
        Means {
            free: usable('F'),
            one: usable('D'),
            two: usable('C'),
            trades: true,
        }
    }
}

/// A conversion [`convert`] chose. Plans are paid by the hundred and only the one carried out
/// needs its move, so the move is made from this only then.
#[derive(Debug, Clone, Copy)]
enum Conversion {
    /// A bistro's ability: its letter, the cubes given and the colour taken.
    Ability(char, Counts, Colour),
    /// A 3:1 trade: the colour given and the colour taken.
    Trade(Colour, Colour),
}

impl Conversion {
    fn to_move(self) -> Move {
        match self {
            Conversion::Ability(bistro, give, take) => Move::Ability {
                bistro,
                give: to_cubes(&give),
                take: Some(take),
            },
            Conversion::Trade(give, take) => Move::Trade { give, take },
        }
    }
}

/// How a set of builds is paid for: the cubes left, and the first conversion to make (if any).
struct Payment {
    left: Counts,
    first: Option<Conversion>,
}

/// Pays `need` from `have`, covering what is missing with the cheapest conversions and giving
/// the cubes the board needs least; `None` when it cannot be done this turn.
fn pay(side: Side, have: &Counts, need: &Counts, bag: &Counts, means: Means) -> Option<Payment> {
    let mut spare = [0u8; 6];
    for c in Colour::ALL {
        spare[c.index()] = have[c.index()].saturating_sub(need[c.index()]);
    }
    let mut bag = *bag;
    let mut first = None;
    let mut means = means;
    for want in Colour::ALL {
        for _ in 0..need[want.index()].saturating_sub(have[want.index()]) {
            let (give, conversion) = convert(side, &spare, &bag, want, &mut means)?;
            for c in Colour::ALL {
                spare[c.index()] -= give[c.index()];
                bag[c.index()] += give[c.index()];
            }
            bag[want.index()] -= 1;
            first.get_or_insert(conversion);
        }
    }
    Some(Payment { left: spare, first })
}

/// The cheapest conversion of spare cubes into one cube of `want`: the cubes given and the
/// conversion.
fn convert(
    side: Side,
    spare: &Counts,
    bag: &Counts,
    want: Colour,
    means: &mut Means,
) -> Option<(Counts, Conversion)> {
    if means.free && bag[want.index()] > 0 {
        means.free = false;
        return Some(([0; 6], Conversion::Ability('F', [0; 6], want)));
    }
    let in_bag_after = |give: &Counts| bag[want.index()] + give[want.index()] > 0;
    if means.one {
        if let Some(give) = least_needed(side, spare, 1).filter(in_bag_after) {
            means.one = false;
            return Some((give, Conversion::Ability('D', give, want)));
        }
    }
    if means.two {
        if let Some(give) = least_needed(side, spare, 2).filter(in_bag_after) {
            means.two = false;
            return Some((give, Conversion::Ability('C', give, want)));
        }
    }
    if means.trades {
        // The least needed colour with three spare (the first of equals).
        let triple = tables(side)
            .giving
            .iter()
            .copied()
            .find(|c| spare[c.index()] >= 3 && *c != want)?;
        if bag[want.index()] == 0 {
            return None;
        }
        let mut give = [0; 6];
        give[triple.index()] = 3;
        return Some((give, Conversion::Trade(triple, want)));
    }
    None
}

/// `n` of the spare cubes that the board needs least.
fn least_needed(side: Side, spare: &Counts, n: u8) -> Option<Counts> {
    let mut give = [0u8; 6];
    let mut left = n;
    for &c in &tables(side).giving {
        let take = spare[c.index()].min(left);
        give[c.index()] = take;
        left -= take;
    }
    (left == 0).then_some(give)
}

/// The best set of builds for this turn and how it is paid.
struct Plan {
    builds: Builds,
    payment: Payment,
    value: f32,
}

/// The best of every set of builds the cubes could pay for this turn: up to two bistros, three
/// basics, three diners and three adverts, within the cubes held (and bistro F's free one).
fn best_plan(g: &BurgerJoint, seat: Seat, judge: &Judge) -> Plan {
    let me = &g.players[seat];
    let them = &g.players[seat.other()];
    let shape = Shape::of(me);
    let have = counts(&me.cubes);
    let bag = counts(&g.bag);
    let means = Means::of(g, seat);
    let budget = me.cubes.total() + u8::from(means.free);
    let steal = g.used.adverts == 0 && !them.cubes.is_empty();
    let mut best = Plan {
        builds: Builds::default(),
        payment: Payment {
            left: have,
            first: None,
        },
        value: board_value(judge, shape) + kept_value(me.side, &have),
    };
    for bistros in bistro_sets(shape.bistros) {
        let base = Builds {
            bistros,
            ..Builds::default()
        };
        let bistro_cost = 6 * base.bistro_count();
        // Where the diners and bistros go depends on how many diners are built, not on the
        // rest of the set: each placing is worked out once, when first needed.
        let mut placings: [Option<Placed>; 4] = [None; 4];
        // Every build costs at least three cubes: the loops stop where the cubes run out.
        for basics in 0..=3u8 {
            let spent = bistro_cost + 3 * basics;
            if spent > budget {
                break;
            }
            for diners in 0..=3u8 {
                let spent = spent + 4 * diners;
                if spent > budget {
                    break;
                }
                for adverts in 0..=3u8 {
                    if spent + 3 * adverts > budget {
                        break;
                    }
                    let builds = Builds {
                        basics,
                        diners,
                        adverts,
                        ..base
                    };
                    if builds.is_empty() || !builds.fits(shape) {
                        continue;
                    }
                    let placed = *placings[usize::from(diners)]
                        .get_or_insert_with(|| judge.place(shape, diners, bistros));
                    let after = Shape {
                        advert: shape.advert + adverts,
                        basics: shape.basics + basics - placed.diners_found,
                        diners: placed.diners,
                        bistros: placed.bistros,
                    };
                    debug_assert_eq!(after, judge.apply(&builds, shape));
                    let board = board_value(judge, after);
                    let bonus = steal && adverts > 0;
                    // Paying is the dear part: a set that cannot beat the best even keeping
                    // its cubes is not paid for. Rounding never reverses an order, so the
                    // bound is one.
                    let mut bound = board + KEPT_BOUND;
                    if bonus {
                        bound += 3.0;
                    }
                    if bound <= best.value {
                        continue;
                    }
                    let Some(payment) = pay(me.side, &have, &builds.cost(me.side), &bag, means)
                    else {
                        continue;
                    };
                    let mut value = board + kept_value(me.side, &payment.left);
                    if bonus {
                        value += 3.0;
                    }
                    if value > best.value {
                        best = Plan {
                            builds,
                            payment,
                            value,
                        };
                    }
                }
            }
        }
    }
    best
}

/// The sets of at most two bistros not yet built (the empty set first), as bit sets.
fn bistro_sets(built: u8) -> impl Iterator<Item = u8> {
    let open = move |i: usize| !has(built, i);
    let pairs = (0..6).filter(move |&i| open(i)).flat_map(move |i| {
        let first = std::iter::once(1 << i);
        let second = (i + 1..6)
            .filter(move |&j| open(j))
            .map(move |j| 1 << i | 1 << j);
        first.chain(second)
    });
    std::iter::once(0).chain(pairs)
}

// ----- the active player's turn -----

/// The next move of the active player's trading and building.
fn turn_step(g: &BurgerJoint, seat: Seat) -> Option<Move> {
    if let Some(mv) = free_cubes(g, seat) {
        return Some(mv);
    }
    let judge = Judge::of(&g.players[seat], &g.players[seat.other()]);
    let plan = best_plan(g, seat, judge);
    if let Some(conversion) = plan.payment.first {
        return Some(conversion.to_move());
    }
    Some(next_build(g, seat, judge, &plan.builds).unwrap_or(Move::End))
}

/// Bistro E's extra cube, and bistro B's redraw of colours the board never uses: cubes for
/// nothing, taken before the plan is made.
fn free_cubes(g: &BurgerJoint, seat: Seat) -> Option<Move> {
    if g.phase != Phase::Trade {
        return None;
    }
    let me = &g.players[seat];
    let usable = |i: usize| me.bistros[i] && !g.used.abilities[i];
    let extra = BISTROS
        .iter()
        .position(|b| b.ability == Ability::ExtraRandom)?;
    if usable(extra) && !g.bag.is_empty() {
        return Some(Move::Ability {
            bistro: BISTROS[extra].letter,
            give: Cubes::default(),
            take: None,
        });
    }
    let redraw = BISTROS.iter().position(|b| b.ability == Ability::Redraw)?;
    let need = &tables(me.side).needs;
    let useless = to_cubes(&Colour::ALL.map(|c| {
        if need[c.index()] == 0.0 {
            me.cubes.count(c)
        } else {
            0
        }
    }));
    (usable(redraw) && !useless.is_empty()).then_some(Move::Ability {
        bistro: BISTROS[redraw].letter,
        give: useless,
        take: None,
    })
}

/// The first build of the plan that the board allows now: basics, then diners, bistros and
/// adverts.
fn next_build(g: &BurgerJoint, seat: Seat, judge: &Judge, plan: &Builds) -> Option<Move> {
    let diners = bits(&g.players[seat].diners);
    if plan.basics > 0 {
        return Some(Move::Basic);
    }
    if plan.diners > 0 {
        return judge.best_new_diner(diners).map(Move::Diner);
    }
    if plan.bistros != 0 {
        let from = judge.cheapest_diner(diners)?;
        return Some(Move::Bistro {
            bistro: BISTROS[plan.bistros.trailing_zeros() as usize].letter,
            from,
        });
    }
    (plan.adverts > 0).then(|| Move::Advert(advert(g, seat)))
}

/// An advertising purchase: the first of the turn steals what hurts most; later ones move the
/// marker (the points the plan counted on).
fn advert(g: &BurgerJoint, seat: Seat) -> Advert {
    if g.used.adverts == 0 {
        Advert::First(steal_colour(g, seat))
    } else {
        Advert::Step
    }
}

/// The opponent's cube to steal: the one worth most to their next build and to mine, else the
/// colour their board uses most.
fn steal_colour(g: &BurgerJoint, seat: Seat) -> Option<Colour> {
    let them = &g.players[seat.other()];
    let mut colours = them.cubes.colours();
    let only = colours.next()?;
    if colours.next().is_none() {
        // Nothing to weigh: the wishes are not worked out.
        return Some(only);
    }
    let theirs = next_wish(g, seat.other());
    let mine = next_wish(g, seat);
    let their_need = &tables(them.side).needs;
    them.cubes.colours().max_by(|&a, &b| {
        let score = |c: Colour| theirs.worth(c) + mine.worth(c) + their_need[c.index()];
        score(a).total_cmp(&score(b))
    })
}

// ----- production and discards -----

/// How many cubes of `cost` are not in `have`.
fn missing(cost: &Counts, have: &Counts) -> u8 {
    Colour::ALL
        .map(|c| cost[c.index()].saturating_sub(have[c.index()]))
        .iter()
        .sum()
}

/// The cubes a board wants next: what is missing of its best build within reach, and what
/// each of those cubes is worth (the build's gain shared among the cubes it lacks).
#[derive(Debug, Clone, Copy, Default)]
struct Wish {
    lacks: Counts,
    per_cube: f32,
}

impl Wish {
    /// What a cube of `c` is worth to this board now.
    fn worth(&self, c: Colour) -> f32 {
        if self.lacks[c.index()] > 0 {
            self.per_cube
        } else {
            0.0
        }
    }
}

/// What `seat`'s board wants next, for the cubes it holds: of the builds it allows (and a basic
/// with a diner on it), the one with the most value for the fewest missing cubes. Builds
/// already paid for are set aside: the cubes should go to the one after.
fn next_wish(g: &BurgerJoint, seat: Seat) -> Wish {
    let judge = Judge::of(&g.players[seat], &g.players[seat.other()]);
    let mut me = Shape::of(&g.players[seat]);
    let mut value = board_value(judge, me);
    let mut have = counts(&g.players[seat].cubes);
    for _ in 0..3 {
        let Some(reward) = judge.most_rewarding_from(me, value, &have) else {
            break;
        };
        let cost = reward.cost;
        let lacks = Colour::ALL.map(|c| cost[c.index()].saturating_sub(have[c.index()]));
        let missing: u8 = lacks.iter().sum();
        if missing > 0 {
            return Wish {
                lacks,
                per_cube: reward.gain / f32::from(missing),
            };
        }
        for c in Colour::ALL {
            have[c.index()] -= cost[c.index()];
        }
        (me, value) = (reward.after, reward.value);
    }
    Wish::default()
}

/// A production pick: the cube worth most to my next build or to the opponent's, then the
/// colour my board uses most; among equals, any.
fn pick(g: &BurgerJoint, seat: Seat, rng: &mut GameRng) -> Move {
    let pickable = g.pickable(seat);
    let mut colours = [Colour::White; 6];
    let mut n = 0;
    for c in pickable.colours() {
        colours[n] = c;
        n += 1;
    }
    let colours = &mut colours[..n];
    if n > 1 {
        let mine = next_wish(g, seat);
        let theirs = next_wish(g, seat.other());
        let need = &tables(g.players[seat].side).needs;
        let their_need = &tables(g.players[seat.other()].side).needs;
        // A cube denied is worth as much as a cube gained: whatever I leave, the opponent may
        // take.
        let score = |c: Colour| {
            mine.worth(c) + theirs.worth(c) + 0.5 * need[c.index()] + 0.3 * their_need[c.index()]
        };
        let mut scores = [0.0; 6];
        for (s, &c) in scores.iter_mut().zip(colours.iter()) {
            *s = score(c);
        }
        let scores = &scores[..n];
        let best = scores.iter().copied().fold(f32::MIN, f32::max);
        // The best colours kept in order at the front.
        let mut top = 0;
        for i in 0..n {
            if scores[i] == best {
                colours[top] = colours[i];
                top += 1;
            }
        }
        n = top;
    }
    // A single colour needs no scores, but the draw among the best is still made: the
    // generator must move on as it always has, or every later draw of the match would change.
    Move::Pick(*rng.choose(&colours[..n]).expect("a pick has a colour"))
}

/// The cubes beyond seven, the least needed first: a colour's later copies are worth less, and
/// those the best build within reach asks for are kept.
fn discard(g: &BurgerJoint, seat: Seat) -> Move {
    let me = &g.players[seat];
    let judge = Judge::of(me, &g.players[seat.other()]);
    let mut have = counts(&me.cubes);
    let target = judge
        .most_rewarding_build(Shape::of(me), &have)
        .map_or([0; 6], |reward| reward.cost);
    let need = &tables(me.side).needs;
    let mut out = [0u8; 6];
    for _ in 0..me.cubes.total().saturating_sub(KEEP) {
        let worth = |c: Colour| {
            let n = have[c.index()];
            let asked = if n <= target[c.index()] { 20.0 } else { 0.0 };
            asked + need[c.index()] / f32::from(n.max(1))
        };
        let Some(c) = Colour::ALL
            .into_iter()
            .filter(|c| have[c.index()] > 0)
            .min_by(|&a, &b| worth(a).total_cmp(&worth(b)))
        else {
            break;
        };
        have[c.index()] -= 1;
        out[c.index()] += 1;
    }
    Move::Discard(to_cubes(&out))
}
