//! The expert rules of Burger Joint: the move a good club player makes without searching.
//! Nothing is hidden but the bag's order, so it reads the whole state. It does not list the
//! legal moves (bistro B's redraws and the discards are whole sets of cubes, hundreds of them):
//! it builds the one move it wants and checks it, and lists them only should that move be
//! refused.
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

use crate::engine::{GameRng, Seat};

use super::board::{
    Ability, Board, Side, ADVERT_POINTS, ADVERT_STEPS, BASIC_POINTS, BASIC_SPACES, BISTROS, KEEP,
    WINNING_SCORE,
};
use super::cubes::{Colour, Cubes};
use super::notation::{Advert, Move};
use super::state::{BurgerJoint, Phase, Restaurant};

/// A heap of cubes counted by colour, as plain numbers for quick arithmetic.
type Counts = [u8; 6];

/// The value of one point, the unit of every other value here.
const POINT: f32 = 10.0;
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
    Colour::ALL
        .into_iter()
        .flat_map(|k| std::iter::repeat_n(k, usize::from(c[k.index()])))
        .collect()
}

/// How many cubes of each colour a board's four columns ask for together: the colours it lives
/// on.
const fn column_needs(b: &Board) -> [f32; 6] {
    let mut out = [0.0; 6];
    let mut i = 0;
    while i < 6 {
        let c = Colour::ALL[i];
        out[i] =
            (b.advert.count(c) + b.basic.count(c) + b.diner.count(c) + b.bistro.count(c)) as f32;
        i += 1;
    }
    out
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

const BURGER_COSTS: Costs = column_costs(Side::Burger.board());
const PIZZA_COSTS: Costs = column_costs(Side::Pizza.board());

fn costs(side: Side) -> &'static Costs {
    match side {
        Side::Burger => &BURGER_COSTS,
        Side::Pizza => &PIZZA_COSTS,
    }
}

const BURGER_NEEDS: [f32; 6] = column_needs(Side::Burger.board());
const PIZZA_NEEDS: [f32; 6] = column_needs(Side::Pizza.board());

/// The colours a side's board lives on, weighted by how many its columns ask for.
fn needs(side: Side) -> &'static [f32; 6] {
    match side {
        Side::Burger => &BURGER_NEEDS,
        Side::Pizza => &PIZZA_NEEDS,
    }
}

/// What a diner of `c` is worth to `me`: the colour's weight for my board, less when the
/// opponent owns it too (the colour then goes to the general area), plus a little for the
/// priority it takes from them.
fn diner_colour_value(me: &Restaurant, them: &Restaurant, c: Colour) -> f32 {
    let mine = needs(me.side)[c.index()];
    if them.owns_diner(c) {
        0.4 * mine + 0.3 * needs(them.side)[c.index()]
    } else {
        mine
    }
}

/// The unowned colour a new diner should take.
fn best_new_diner(me: &Restaurant, them: &Restaurant) -> Option<Colour> {
    Colour::ALL
        .into_iter()
        .filter(|&c| !me.owns_diner(c))
        .max_by(|&a, &b| {
            diner_colour_value(me, them, a).total_cmp(&diner_colour_value(me, them, b))
        })
}

/// The owned diner a bistro should be built from: the one whose priority matters least.
fn cheapest_diner(me: &Restaurant, them: &Restaurant) -> Option<Colour> {
    Colour::ALL
        .into_iter()
        .filter(|&c| me.owns_diner(c))
        .min_by(|&a, &b| {
            diner_colour_value(me, them, a).total_cmp(&diner_colour_value(me, them, b))
        })
}

// ----- the value of a board -----

/// What a board is worth to its owner, in tenths of a point: its points, and what will bring
/// more (production, abilities, a basic ready to become a diner, a track whose next step
/// scores). Whatever brings more is worth less than a point, so that a point is always taken.
fn board_value(me: &Restaurant, them: &Restaurant) -> f32 {
    let points = me.worth();
    if points >= WINNING_SCORE {
        return WIN + f32::from(points);
    }
    let mut v = POINT * f32::from(points);
    v += 12.0 * f32::from(me.capacity());
    v += abilities_value(me);
    v += 2.0 * f32::from(me.basics.min(6 - me.diner_count()));
    let next_basic_scores = me.basics < BASIC_SPACES
        && BASIC_POINTS[usize::from(me.basics) + 1] > BASIC_POINTS[usize::from(me.basics)];
    let next_advert_scores = me.advert < ADVERT_STEPS
        && ADVERT_POINTS[usize::from(me.advert) + 1] > ADVERT_POINTS[usize::from(me.advert)];
    v += 5.0 * f32::from(u8::from(next_basic_scores) + u8::from(next_advert_scores));
    v += Colour::ALL
        .into_iter()
        .filter(|&c| me.owns_diner(c))
        .map(|c| 0.3 * diner_colour_value(me, them, c))
        .sum::<f32>();
    v
}

/// What the owned bistros' abilities bring, in tenths of a point: about what the cube they
/// are worth in each turn will build.
fn abilities_value(me: &Restaurant) -> f32 {
    BISTROS
        .iter()
        .zip(me.bistros)
        .filter(|(_, built)| *built)
        .map(|(b, _)| match b.ability {
            Ability::None => 0.0,
            Ability::Redraw => 1.5,
            Ability::Exchange(2) => 2.5,
            Ability::Exchange(_) => 3.0,
            Ability::ExtraRandom => 4.0,
            Ability::ExtraChosen => 5.0,
        })
        .sum()
}

/// What cubes kept for the next turn are worth: next to nothing (a build made now beat cubes
/// saved for a dearer one in self-play), those the board uses a little more, at most seven
/// (the rest go back at the end of the turn). It only breaks ties between plans.
fn kept_value(side: Side, kept: &Counts) -> f32 {
    let need = needs(side);
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
    0.1 * f32::from(useful) + 0.05 * f32::from(other)
}

// ----- the turn's plan -----

/// A set of builds for one turn.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
struct Builds {
    basics: u8,
    diners: u8,
    adverts: u8,
    bistros: [bool; 6],
}

impl Builds {
    fn bistro_count(&self) -> u8 {
        self.bistros.iter().filter(|b| **b).count() as u8
    }

    fn is_empty(&self) -> bool {
        self.basics + self.diners + self.adverts + self.bistro_count() == 0
    }

    fn cost(&self, side: Side) -> Counts {
        let c = costs(side);
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
    fn fits(&self, me: &Restaurant) -> bool {
        let basics = me.basics + self.basics;
        let free_colours = 6 - me.diner_count();
        basics <= BASIC_SPACES
            && self.basics <= me.tokens_left()
            && self.diners <= basics
            && self.diners <= free_colours
            && self.bistro_count() <= me.diner_count() + self.diners
            && me.advert + self.adverts <= ADVERT_STEPS
    }

    /// The board once built (diners of the best colours, bistros from the least needed).
    fn apply(&self, me: &Restaurant, them: &Restaurant) -> Restaurant {
        let mut r = me.clone();
        r.basics += self.basics;
        for _ in 0..self.diners {
            if let Some(c) = best_new_diner(&r, them) {
                r.basics -= 1;
                r.diners[c.index()] = true;
            }
        }
        for (i, _) in self.bistros.iter().enumerate().filter(|(_, b)| **b) {
            if let Some(c) = cheapest_diner(&r, them) {
                r.diners[c.index()] = false;
                r.bistros[i] = true;
            }
        }
        r.advert += self.adverts;
        r
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

/// How a set of builds is paid for: the cubes left, and the first conversion to make (if any).
struct Payment {
    left: Counts,
    first: Option<Move>,
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
            let (give, mv) = convert(side, &spare, &bag, want, &mut means)?;
            for c in Colour::ALL {
                spare[c.index()] -= give[c.index()];
                bag[c.index()] += give[c.index()];
            }
            bag[want.index()] -= 1;
            first.get_or_insert(mv);
        }
    }
    Some(Payment { left: spare, first })
}

/// The cheapest conversion of spare cubes into one cube of `want`: the cubes given and the move.
fn convert(
    side: Side,
    spare: &Counts,
    bag: &Counts,
    want: Colour,
    means: &mut Means,
) -> Option<(Counts, Move)> {
    if means.free && bag[want.index()] > 0 {
        means.free = false;
        let mv = Move::Ability {
            bistro: 'F',
            give: Cubes::default(),
            take: Some(want),
        };
        return Some(([0; 6], mv));
    }
    let in_bag_after = |give: &Counts| bag[want.index()] + give[want.index()] > 0;
    if means.one {
        if let Some(give) = least_needed(side, spare, 1).filter(in_bag_after) {
            means.one = false;
            let mv = Move::Ability {
                bistro: 'D',
                give: to_cubes(&give),
                take: Some(want),
            };
            return Some((give, mv));
        }
    }
    if means.two {
        if let Some(give) = least_needed(side, spare, 2).filter(in_bag_after) {
            means.two = false;
            let mv = Move::Ability {
                bistro: 'C',
                give: to_cubes(&give),
                take: Some(want),
            };
            return Some((give, mv));
        }
    }
    if means.trades {
        let need = needs(side);
        let triple = Colour::ALL
            .into_iter()
            .filter(|c| spare[c.index()] >= 3 && *c != want)
            .min_by(|a, b| need[a.index()].total_cmp(&need[b.index()]))?;
        if bag[want.index()] == 0 {
            return None;
        }
        let mut give = [0; 6];
        give[triple.index()] = 3;
        return Some((
            give,
            Move::Trade {
                give: triple,
                take: want,
            },
        ));
    }
    None
}

/// `n` of the spare cubes that the board needs least.
fn least_needed(side: Side, spare: &Counts, n: u8) -> Option<Counts> {
    let need = needs(side);
    let mut order = Colour::ALL;
    order.sort_by(|a, b| need[a.index()].total_cmp(&need[b.index()]));
    let mut give = [0u8; 6];
    let mut left = n;
    for c in order {
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
fn best_plan(g: &BurgerJoint, seat: Seat) -> Plan {
    let me = &g.players[seat];
    let them = &g.players[seat.other()];
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
        value: board_value(me, them) + kept_value(me.side, &have),
    };
    for bistros in bistro_sets(me) {
        let base = Builds {
            bistros,
            ..Builds::default()
        };
        let bistro_cost = 6 * base.bistro_count();
        // Every build costs at least three cubes: the loops stop where the cubes run out.
        for basics in (0..=3u8).take_while(|b| bistro_cost + 3 * b <= budget) {
            let spent = bistro_cost + 3 * basics;
            for diners in (0..=3u8).take_while(|d| spent + 4 * d <= budget) {
                let spent = spent + 4 * diners;
                for adverts in (0..=3u8).take_while(|a| spent + 3 * a <= budget) {
                    let builds = Builds {
                        basics,
                        diners,
                        adverts,
                        ..base
                    };
                    if builds.is_empty() || !builds.fits(me) {
                        continue;
                    }
                    let Some(payment) = pay(me.side, &have, &builds.cost(me.side), &bag, means)
                    else {
                        continue;
                    };
                    let after = builds.apply(me, them);
                    let mut value = board_value(&after, them) + kept_value(me.side, &payment.left);
                    if steal && adverts > 0 {
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

/// The sets of at most two bistros not yet built (the empty set first).
fn bistro_sets(me: &Restaurant) -> impl Iterator<Item = [bool; 6]> + '_ {
    let open = move |i: usize| !me.bistros[i];
    let one = |i: usize| {
        let mut set = [false; 6];
        set[i] = true;
        set
    };
    let pairs = (0..6).filter(move |&i| open(i)).flat_map(move |i| {
        let first = std::iter::once(one(i));
        let second = (i + 1..6).filter(move |&j| open(j)).map(move |j| {
            let mut set = one(i);
            set[j] = true;
            set
        });
        first.chain(second)
    });
    std::iter::once([false; 6]).chain(pairs)
}

// ----- the active player's turn -----

/// The next move of the active player's trading and building.
fn turn_step(g: &BurgerJoint, seat: Seat) -> Option<Move> {
    if let Some(mv) = free_cubes(g, seat) {
        return Some(mv);
    }
    let plan = best_plan(g, seat);
    if let Some(mv) = plan.payment.first {
        return Some(mv);
    }
    Some(next_build(g, seat, &plan.builds).unwrap_or(Move::End))
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
    let need = needs(me.side);
    let useless: Cubes = me
        .cubes
        .list()
        .into_iter()
        .filter(|c| need[c.index()] == 0.0)
        .collect();
    (usable(redraw) && !useless.is_empty()).then_some(Move::Ability {
        bistro: BISTROS[redraw].letter,
        give: useless,
        take: None,
    })
}

/// The first build of the plan that the board allows now: basics, then diners, bistros and
/// adverts.
fn next_build(g: &BurgerJoint, seat: Seat, plan: &Builds) -> Option<Move> {
    let me = &g.players[seat];
    let them = &g.players[seat.other()];
    if plan.basics > 0 {
        return Some(Move::Basic);
    }
    if plan.diners > 0 {
        return best_new_diner(me, them).map(Move::Diner);
    }
    if let Some(i) = (0..6).find(|&i| plan.bistros[i]) {
        let from = cheapest_diner(me, them)?;
        return Some(Move::Bistro {
            bistro: BISTROS[i].letter,
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
    let theirs = next_wish(g, seat.other(), &counts(&them.cubes));
    let mine = next_wish(g, seat, &counts(&g.players[seat].cubes));
    let their_need = needs(them.side);
    them.cubes.colours().max_by(|&a, &b| {
        let score = |c: Colour| theirs.worth(c) + mine.worth(c) + their_need[c.index()];
        score(a).total_cmp(&score(b))
    })
}

// ----- production and discards -----

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

/// What `seat`'s board wants next: of the builds it allows (and a basic with a diner on it),
/// the one with the most value for the fewest missing cubes. Builds already paid for are set
/// aside: the cubes should go to the one after.
fn next_wish(g: &BurgerJoint, seat: Seat, have: &Counts) -> Wish {
    let them = &g.players[seat.other()];
    let mut me = g.players[seat].clone();
    let mut have = *have;
    for _ in 0..3 {
        let Some((builds, cost, gain)) = most_rewarding_build(&me, them, &have) else {
            break;
        };
        let lacks = Colour::ALL.map(|c| cost[c.index()].saturating_sub(have[c.index()]));
        let missing: u8 = lacks.iter().sum();
        if missing > 0 {
            return Wish {
                lacks,
                per_cube: gain / f32::from(missing),
            };
        }
        for c in Colour::ALL {
            have[c.index()] -= cost[c.index()];
        }
        me = builds.apply(&me, them);
    }
    Wish::default()
}

/// The single build (or basic with its diner) with the most value for the fewest cubes
/// missing from `have`: the build, its cost and what it gains.
fn most_rewarding_build(
    me: &Restaurant,
    them: &Restaurant,
    have: &Counts,
) -> Option<(Builds, Counts, f32)> {
    let before = board_value(me, them);
    let mut best: Option<(f32, Builds, Counts, f32)> = None;
    for builds in single_builds(me) {
        let gain = board_value(&builds.apply(me, them), them) - before;
        if gain <= 0.0 {
            continue;
        }
        let cost = builds.cost(me.side);
        let missing: u8 = Colour::ALL
            .map(|c| cost[c.index()].saturating_sub(have[c.index()]))
            .iter()
            .sum();
        let score = gain / (1.0 + f32::from(missing));
        if best.as_ref().is_none_or(|(s, ..)| score > *s) {
            best = Some((score, builds, cost, gain));
        }
    }
    best.map(|(_, builds, cost, gain)| (builds, cost, gain))
}

/// The single builds the board allows, and a basic with a diner on it.
fn single_builds(me: &Restaurant) -> impl Iterator<Item = Builds> + '_ {
    let plain = [
        Builds {
            basics: 1,
            ..Builds::default()
        },
        Builds {
            diners: 1,
            ..Builds::default()
        },
        Builds {
            basics: 1,
            diners: 1,
            ..Builds::default()
        },
        Builds {
            adverts: 1,
            ..Builds::default()
        },
    ];
    let bistros = (0..6).filter(|&i| !me.bistros[i]).map(|i| {
        let mut bistros = [false; 6];
        bistros[i] = true;
        Builds {
            bistros,
            ..Builds::default()
        }
    });
    plain.into_iter().chain(bistros).filter(move |b| b.fits(me))
}

/// A production pick: the cube worth most to my next build or to the opponent's, then the
/// colour my board uses most; among equals, any.
fn pick(g: &BurgerJoint, seat: Seat, rng: &mut GameRng) -> Move {
    let pickable = g.pickable(seat);
    let mine = next_wish(g, seat, &counts(&g.players[seat].cubes));
    let theirs = next_wish(g, seat.other(), &counts(&g.players[seat.other()].cubes));
    let need = needs(g.players[seat].side);
    let their_need = needs(g.players[seat.other()].side);
    // A cube denied is worth as much as a cube gained: whatever I leave, the opponent may take.
    let score = |c: Colour| {
        mine.worth(c) + theirs.worth(c) + 0.5 * need[c.index()] + 0.3 * their_need[c.index()]
    };
    let colours: Vec<Colour> = pickable.colours().collect();
    let best = colours.iter().map(|&c| score(c)).fold(f32::MIN, f32::max);
    let top: Vec<Colour> = colours.into_iter().filter(|&c| score(c) == best).collect();
    Move::Pick(*rng.choose(&top).expect("a pick has a colour"))
}

/// The cubes beyond seven, the least needed first: a colour's later copies are worth less, and
/// those the best build within reach asks for are kept.
fn discard(g: &BurgerJoint, seat: Seat) -> Move {
    let me = &g.players[seat];
    let them = &g.players[seat.other()];
    let mut have = counts(&me.cubes);
    let target = most_rewarding_build(me, them, &have).map_or([0; 6], |(_, cost, _)| cost);
    let need = needs(me.side);
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
