//! The expert rules of Génova ([`crate::engine::Game::expert`]): the move a good club player
//! makes without searching, for the seat the match waits for (the active player with the tower,
//! the holder of an open action, the player placing markers). It counts in ducats what a choice
//! pays now and how much closer it brings an order, and it never negotiates: offers, asks and
//! withdrawals are left to the search and to people.
//!
//! # Heuristics
//! - **Worth in ducats.** Every choice is scored in ducats: money paid now, plus what the
//!   things gained are worth to this seat, minus what they cost it. A good that a kept large
//!   order misses is worth 28 (42 when it is the last one), a good a small order misses 16,
//!   any other good 2. A large order card is worth its pay and tile less 28 per action it
//!   still needs, and nothing when the seat's remaining actions (turns, the one left now,
//!   `further` tiles) cannot finish it; orders are kept fewest-missing first.
//! - **Deliver large orders at their villa**: 100 and the best tile in stock.
//! - **Visit the building where a held small order is delivered**: 40, less the good it
//!   spends (2, or 28 when a kept large order needs it), or a `ware` tile for the good.
//! - **Route the tower through both buildings of a held message**: 30 each. A message kept is
//!   worth 30 times the chance that a later route visits both (by their distance and the turns
//!   left), less for every message held the more rivals there are.
//! - **Warehouses** are worth the goods they give that held orders miss.
//! - **Guild Hall, City Hall, Post Office when short of orders**: a fresh card is worth its
//!   mean over the cards the seat cannot see, so that drawing ranks high only while the
//!   seat's remaining actions can still finish what it draws and its goods fit.
//! - **Villa privileges** are worth what the top card adds to the seat's groups of adjacent
//!   privileges (10·n(n+1)/2), as a mean over the unseen cards, and 5 more while turns remain
//!   for the groups to grow. The top card is not chosen, so this is how the expert prefers
//!   privileges that extend a group.
//! - **Cathedral**: each marker is worth what an owned building pays (10 at the end, and 10
//!   each time another player acts there: 12% of their turns), as far as chances to place it
//!   remain (0.7 a turn of the table, shared by the markers held).
//! - **Tile buildings** are worth their tile: `further` 18, `ware` 10 (15 while an order
//!   misses a good), `trade` and `start` 10, `building` 12 (4 owning nothing); every tile is
//!   worth nothing once the seat has no turn left.
//! - **Buildings other players own** cost the 10 each of them earns, an opponent's gain
//!   weighing fully with two players and 1/(players − 1) with more.
//! - **Steer the tower** along the route of up to its moves left that is worth most: the best
//!   actions on it (one per action left, and one per `further` tile when worth more than the
//!   tile), the held messages it completes, and the best street for the seat's markers (it
//!   places first); each new street costs 2 when others hold markers to place there too.
//! - **Act** at the current building when the best route acts there; **end** when no route
//!   is worth more than stopping.
//! - **Roll**, unless a `start` tile reaches a route worth more than the mean roll plus the
//!   tile (never the market, which shortens the match).
//! - **Accept a standing offer** when its price (what it gives less what it asks), the
//!   owner's 10 and the second action it opens for a two-player active player, with the
//!   route left after the deal, beat acting or moving on.
//! - **Inside an open action**: deliver a small order when possible; use a `trade` tile
//!   (giving the item least worth keeping) or a `ware` tile only to complete an order: a small
//!   order here, or a large order whose villa can still be reached with an action this turn
//!   (or through an owned villa and a `building` tile); use a `building` tile at an owned
//!   building whose action is worth more than keeping the tile; then close.
//! - **Markers**: place them on the street whose buildings pay most (what an owned building
//!   earns, plus a quarter of what the seat would gain acting there with a `building` tile),
//!   against what a marker kept would be worth later. Remove an opponent's marker only when
//!   what the removal takes from them (fully from the richest opponent) beats the marker it
//!   costs by 2: when markers are to spare. Owned buildings score no groups (privileges do),
//!   so adjacency does not matter here.
//! - **Negotiation is not the expert's.** It makes no offer, ask or withdrawal; asked for a
//!   seat the match does not wait for, which has nothing else to do, it answers as the
//!   default player does (a random move of [`crate::engine::Game::playout_moves`]).
//!
//! It reads the whole state it is given (a computer player gives it one determinized for
//! its seat), but counts the unseen cards of a deck as a mean, never the top card.

use std::sync::OnceLock;

use crate::engine::{random_playout_move, Game, GameRng, Seat};

use super::board::{Building, Cell, Space, RING};
use super::cards::{
    Card, CardFace, Deck, Good, Tile, LARGE, LARGE_PAY, MARKERS_EACH, MESSAGE_PAY, OWNER_PAY,
    SMALL_PAY,
};
use super::items::{Holdings, Item, Kind, Terms};
use super::notation::{Move, VillaAct};
use super::state::{Genova, OpenAction, Phase, TOWER_MOVES};

/// What one more action towards an order costs: what an ordinary action brings.
const STEP: f64 = 28.0;
/// A good that a kept large order misses.
const GOOD_FOR_LARGE: f64 = 28.0;
/// The last good a kept large order misses: it makes the order deliverable.
const LAST_GOOD_FOR_LARGE: f64 = 42.0;
/// A good that a held small order misses.
const GOOD_FOR_SMALL: f64 = 16.0;
/// A good no order wants: something to trade away.
const JUNK_GOOD: f64 = 2.0;
/// The action at a small order's building, which yields something of its own as well.
const VISIT: f64 = 16.0;
/// Taking a good for a small order: half a warehouse action.
const SMALL_GOOD_STEP: f64 = 13.0;
/// Privileges get more valuable as groups grow: a little more while turns remain.
const PRIVILEGE_GROWTH: f64 = 5.0;
/// The share of the other players' turns in which they act at one given building.
const ACTED_SHARE: f64 = 0.12;
/// Markers a player may expect to place per remaining turn of the table.
const PLACE_CHANCES: f64 = 0.7;
/// The chance that one of the seat's own turns completes a held message, by the fewest tower
/// moves between its two buildings (0 to 4; farther is rare).
const MESSAGE_CHANCE: [f64; 5] = [0.32, 0.32, 0.26, 0.18, 0.1];
const FAR_MESSAGE_CHANCE: f64 = 0.03;
/// Each message held makes the next one less likely to fit a route, the more so the more
/// rivals draw on the same deck and steer the tower in between: per message and rival.
const MESSAGE_CROWD: f64 = 0.05;
/// Another player's route completes one of our messages far less often than our own.
const OTHERS_MESSAGE_SHARE: f64 = 0.2;
/// Tiles held for later turns.
const FURTHER_WORTH: f64 = 18.0;
const WARE_WORTH: f64 = 10.0;
const WARE_WANTED_WORTH: f64 = 15.0;
const TRADE_WORTH: f64 = 10.0;
const START_WORTH: f64 = 10.0;
const BUILDING_WORTH: f64 = 12.0;
const BUILDING_UNOWNED_WORTH: f64 = 4.0;
/// A new street the tower visits: the others may place markers there.
const STREET_FOR_OTHERS: f64 = 2.0;
/// A tower move that brings nothing: no wandering.
const IDLE_MOVE: f64 = 0.01;
/// A share of what the seat would gain at a building with a `building` tile, added to the
/// marker placed on it.
const USE_SHARE: f64 = 0.25;
const USE_CAP: f64 = 20.0;
/// A removal spends a second marker for what the first would bring placed elsewhere later:
/// with nothing to choose between them, the marker is kept.
const REMOVAL_MARGIN: f64 = 2.0;
/// What fills the unused places of a fixed array of cards.
const UNUSED_CARD: Card = Card {
    deck: Deck::Large,
    index: 0,
};
/// Scores closer than this are ties (the rng decides).
const TIE: f64 = 1e-6;

/// The expert's move for `seat`, or `None` when it has none.
pub(super) fn choose(g: &Genova, seat: Seat, rng: &mut GameRng) -> Option<Move> {
    let scored = match &g.phase {
        Phase::Over => return None,
        Phase::Markers(_) if g.placer() == Some(seat) => Worth::new(g, seat).marker_moves(),
        // Nothing to weigh without a `start` tile: the dice decide.
        Phase::Start if seat == g.active && g.players[seat].tiles[Tile::Start.index()] == 0 => {
            return Some(Move::Roll);
        }
        Phase::Start if seat == g.active => Worth::new(g, seat).start_moves(),
        Phase::Tower => match &g.turn.open {
            Some(open) if open.holder == seat => Worth::new(g, seat).holder_moves(open),
            // Nothing to weigh when the tower can neither move nor act: the turn ends.
            None if seat == g.active && only_end(g) => vec![(Move::End, 0.0)],
            None if seat == g.active => Worth::new(g, seat).tower_moves(),
            _ => Vec::new(),
        },
        _ => Vec::new(),
    };
    best_legal(g, seat, scored, rng).or_else(|| any_move(g, seat, rng))
}

/// Whether ending the turn is the active player's only choice with the tower: no move left,
/// no action here, no offer standing.
fn only_end(g: &Genova) -> bool {
    let Some(here) = g.turn.tower else {
        return false;
    };
    let acts_here = here.building().is_some_and(|b| !g.turn.done.contains(&b));
    g.turn.moves_left() == 0 && !acts_here && g.turn.offers.is_empty()
}

/// The best-scored legal move, ties broken by `rng`.
fn best_legal(g: &Genova, seat: Seat, scored: Vec<(Move, f64)>, rng: &mut GameRng) -> Option<Move> {
    // Checking a move is what costs: most often the highest score is legal and has no tie.
    let legal = |i: usize| !scored[i].1.is_nan() && g.check(seat, &scored[i].0).is_ok();
    let by_score = |a: &usize, b: &usize| scored[*a].1.total_cmp(&scored[*b].1);
    let top = (0..scored.len()).max_by(by_score)?;
    let score = scored[top].1;
    let alone = (0..scored.len()).all(|i| i == top || scored[i].1 < score - TIE);
    if alone && legal(top) {
        // The rng draws among one tie, as below: its stream does not depend on the way taken.
        let _ = rng.below(1);
        return scored.into_iter().nth(top).map(|(m, _)| m);
    }
    // Else from the highest score down until the best legal score is known, then the ties.
    let mut checked: Vec<Option<bool>> = vec![None; scored.len()];
    let mut is_legal = |i: usize| *checked[i].get_or_insert_with(|| legal(i));
    let mut unchecked: Vec<usize> = (0..scored.len()).collect();
    let best = loop {
        let at = (0..unchecked.len()).max_by(|&a, &b| by_score(&unchecked[a], &unchecked[b]))?;
        if is_legal(unchecked[at]) {
            break scored[unchecked[at]].1;
        }
        unchecked.swap_remove(at);
    };
    let ties: Vec<usize> = (0..scored.len())
        .filter(|&i| scored[i].1 >= best - TIE && is_legal(i))
        .collect();
    let pick = ties[rng.below(ties.len())];
    scored.into_iter().nth(pick).map(|(m, _)| m)
}

/// A seat the match does not wait for has only negotiation to offer, which is not the
/// expert's: it answers as the default player does, so that it never has no move.
fn any_move(g: &Genova, seat: Seat, rng: &mut GameRng) -> Option<Move> {
    random_playout_move(g, seat, rng)
}

// ---------------------------------------------------------------- the board as bit sets

/// The spaces of the board and the tower's graph as bit sets, built once: a route is
/// planned at every step of the search's playouts.
struct Map {
    /// Every space, sorted (a building's index is its place in [`Building::ALL`]).
    spaces: Vec<Space>,
    /// Per space, the spaces the tower can step to.
    next: Vec<u64>,
    /// Fewest tower moves between two buildings.
    distance: [[u8; 18]; 18],
    /// The streets, as bits of their spaces.
    streets: u64,
    /// Per space, the buildings next to it when it is a street (bits by building index).
    beside: Vec<u32>,
    /// Per space, the spaces within 0 to [`TOWER_MOVES`] tower moves of it: what a route from
    /// there may still reach.
    within: Vec<[u64; TOWER_MOVES as usize + 1]>,
    /// The market's index, and each street cell's (row and column from 1), for [`Map::index`]
    /// at every step.
    market: usize,
    streets_at: [[u8; 8]; 8],
}

fn map() -> &'static Map {
    static MAP: OnceLock<Map> = OnceLock::new();
    MAP.get_or_init(Map::build)
}

impl Map {
    fn build() -> Map {
        let spaces = Space::all();
        assert_eq!(spaces.len(), SPACES, "the board's spaces");
        let at = |s: Space| spaces.binary_search(&s).expect("a space of the board");
        let next: Vec<u64> = spaces
            .iter()
            .map(|s| s.neighbours().into_iter().fold(0, |m, n| m | 1 << at(n)))
            .collect();
        let mut distance = [[u8::MAX; 18]; 18];
        for (i, row) in distance.iter_mut().enumerate() {
            let mut seen: u64 = 1 << i;
            let mut frontier: u64 = 1 << i;
            let mut d = 0u8;
            while frontier != 0 {
                for (j, cell) in row.iter_mut().enumerate() {
                    if frontier & 1 << j != 0 && *cell == u8::MAX {
                        *cell = d;
                    }
                }
                let mut reached = 0;
                for s in bits(frontier) {
                    reached |= next[s];
                }
                frontier = reached & !seen;
                seen |= reached;
                d += 1;
            }
        }
        let streets = spaces
            .iter()
            .enumerate()
            .filter(|(_, s)| s.is_street())
            .fold(0, |m, (i, _)| m | 1 << i);
        let beside = spaces
            .iter()
            .map(|s| {
                s.buildings_next_to()
                    .into_iter()
                    .fold(0, |m, b| m | 1 << building_index(b))
            })
            .collect();
        let within = (0..spaces.len())
            .map(|i| {
                let mut balls = [1u64 << i; TOWER_MOVES as usize + 1];
                for k in 1..balls.len() {
                    balls[k] = bits(balls[k - 1]).fold(balls[k - 1], |m, s| m | next[s]);
                }
                balls
            })
            .collect();
        let mut streets_at = [[u8::MAX; 8]; 8];
        for (i, s) in spaces.iter().enumerate() {
            if let Space::Street(c) = s {
                streets_at[usize::from(c.row - 1)][usize::from(c.col - 1)] =
                    u8::try_from(i).expect("fewer than 64 spaces");
            }
        }
        Map {
            market: at(Space::Market),
            spaces,
            next,
            distance,
            streets,
            beside,
            within,
            streets_at,
        }
    }

    /// The spaces within `moves` tower moves of space `at`.
    fn within(&self, at: usize, moves: u32) -> u64 {
        let balls = &self.within[at];
        balls[(moves as usize).min(balls.len() - 1)]
    }

    fn index(&self, space: Space) -> usize {
        match space {
            Space::Building(b) => building_index(b),
            Space::Market => self.market,
            Space::Street(cell) => {
                usize::from(self.streets_at[usize::from(cell.row - 1)][usize::from(cell.col - 1)])
            }
        }
    }

    fn mask(&self, spaces: &[Space]) -> u64 {
        spaces.iter().fold(0, |m, &s| m | 1 << self.index(s))
    }
}

/// The indices of the set bits.
fn bits(mut mask: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let i = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            i
        })
    })
}

fn building_index(b: Building) -> usize {
    b as usize
}

/// What a set of privileges (bits in [`RING`] order) scores: looked up in a table of every
/// set, built once (a deck's mean asks for it at every step of a playout).
fn privilege_worth(held: u16) -> f64 {
    static SCORES: OnceLock<Vec<u16>> = OnceLock::new();
    let scores = SCORES.get_or_init(|| (0..1u32 << RING.len()).map(groups_score).collect());
    f64::from(scores[usize::from(held) & ((1 << RING.len()) - 1)])
}

/// What the groups of adjacent privileges in `held` score around the ring: 10·n(n+1)/2 each.
fn groups_score(held: u32) -> u16 {
    let n = RING.len();
    let full = (1u32 << n) - 1;
    let groups = |len: u32| 10 * len * (len + 1) / 2;
    let total = if held & full == full {
        groups(n as u32)
    } else {
        let gap = (0..n).find(|&i| held & 1 << i == 0).expect("not all held");
        let (mut total, mut run) = (0, 0);
        for k in 1..=n {
            if held & 1 << ((gap + k) % n) != 0 {
                run += 1;
            } else {
                total += groups(run);
                run = 0;
            }
        }
        total + groups(run)
    };
    u16::try_from(total).expect("a ring's groups score little")
}

/// A privilege of `b`, as a bit in [`RING`] order.
fn ring_bit(b: Building) -> u16 {
    RING.iter().position(|&r| r == b).map_or(0, |i| 1 << i)
}

// ---------------------------------------------------------------- what a seat is after

/// The seat's orders, matched against its goods: what each good is worth to it.
struct Orders {
    /// Worth of one more good of each kind.
    need: [f64; 8],
    /// Goods held beyond what the kept orders use.
    spare: [u8; 8],
    /// Goods set aside for the kept large orders.
    for_large: [u8; 8],
    /// Actions the kept orders still take.
    pipeline: u32,
    /// Actions the seat may still spend on orders.
    budget: u32,
    /// The large orders held that the seat can still finish, with the actions each needs
    /// (the first `kept_len`: there are 16 large orders, and orders are weighed at every step).
    kept: [(Card, u32); LARGE.len()],
    kept_len: usize,
}

impl Orders {
    fn new(held: &[Card], goods: [u8; 8], budget: u32) -> Orders {
        let mut o = Orders {
            need: [JUNK_GOOD; 8],
            spare: goods,
            for_large: [0; 8],
            pipeline: 0,
            budget,
            kept: [(UNUSED_CARD, 0); LARGE.len()],
            kept_len: 0,
        };
        let mut larges = [(UNUSED_CARD, [Good::Wheat; 3]); LARGE.len()];
        let mut n = 0;
        for &c in held {
            if let CardFace::Large(_, wanted) = c.face() {
                larges[n] = (c, wanted);
                n += 1;
            }
        }
        let larges = &mut larges[..n];
        larges.sort_by_key(|(_, wanted)| missing(&goods, wanted).len);
        for &(card, wanted) in larges.iter() {
            o.keep_large(card, &wanted);
        }
        for &c in held {
            if let CardFace::Small(_, good) = c.face() {
                o.keep_small(good);
            }
        }
        o
    }

    /// Keeps a large order when the actions left can finish it: its goods are set aside and
    /// the goods it misses become wanted.
    fn keep_large(&mut self, card: Card, wanted: &[Good; 3]) {
        let lacking = missing(&self.spare, wanted);
        let steps = lacking.len as u32 + 1;
        if self.pipeline + steps > self.budget {
            return;
        }
        self.pipeline += steps;
        self.kept[self.kept_len] = (card, steps);
        self.kept_len += 1;
        for g in wanted {
            if self.spare[g.index()] > 0 {
                self.spare[g.index()] -= 1;
                self.for_large[g.index()] += 1;
            }
        }
        let worth = if lacking.len == 1 {
            LAST_GOOD_FOR_LARGE
        } else {
            GOOD_FOR_LARGE
        };
        for &g in lacking.as_slice() {
            self.want(g, worth);
        }
    }

    fn keep_small(&mut self, good: Good) {
        if self.spare[good.index()] > 0 {
            self.spare[good.index()] -= 1;
            self.pipeline += 1;
        } else if self.pipeline + 2 <= self.budget {
            self.pipeline += 2;
            self.want(good, GOOD_FOR_SMALL);
        }
    }

    fn kept(&self) -> &[(Card, u32)] {
        &self.kept[..self.kept_len]
    }

    fn want(&mut self, g: Good, worth: f64) {
        let n = &mut self.need[g.index()];
        *n = n.max(worth);
    }

    /// Whether `steps` more actions still fit the seat's remaining actions.
    fn fits(&self, steps: u32) -> bool {
        self.pipeline + steps <= self.budget
    }

    /// A large order drawn now, against the goods not yet set aside.
    fn fresh_large(&self, wanted: &[Good; 3]) -> f64 {
        let steps = missing(&self.spare, wanted).len as u32 + 1;
        if self.fits(steps) {
            large_worth(steps)
        } else {
            0.0
        }
    }

    /// A small order drawn now.
    fn fresh_small(&self, good: Good) -> f64 {
        if self.spare[good.index()] > 0 && self.fits(1) {
            f64::from(SMALL_PAY) - VISIT
        } else if self.fits(2) {
            f64::from(SMALL_PAY) - VISIT - SMALL_GOOD_STEP
        } else {
            0.0
        }
    }
}

/// The goods of an order that `goods` lacks (without allocating: orders are weighed at every
/// step of a playout).
fn missing(goods: &[u8; 8], wanted: &[Good; 3]) -> Lacking {
    let mut lacking = Lacking {
        goods: *wanted,
        len: 0,
    };
    for &g in wanted {
        if goods[g.index()] == 0 {
            lacking.goods[lacking.len] = g;
            lacking.len += 1;
        }
    }
    lacking
}

/// What [`missing`] found, in the order's order.
struct Lacking {
    goods: [Good; 3],
    len: usize,
}

impl Lacking {
    fn as_slice(&self) -> &[Good] {
        &self.goods[..self.len]
    }
}

/// A large order that still takes `steps` actions (the villa's included).
fn large_worth(steps: u32) -> f64 {
    (f64::from(LARGE_PAY) + FURTHER_WORTH - STEP * f64::from(steps)).max(0.0)
}

/// What things are worth to one seat, worked out once per move: the expert's counting, which
/// the computer's talk ([`super::talk`]) prices its offers with.
pub(super) struct Worth<'a> {
    g: &'a Genova,
    seat: Seat,
    /// Own turns still to come after this one.
    later_turns: u32,
    /// Turns still to start at the table, this one included: chances to place markers.
    turns_left: u32,
    /// Turns the other seats still start: how often they may pay an owner.
    others_turns: u32,
    /// Actions the seat may still take this turn without a `further` tile.
    free_actions: u32,
    /// How much an opponent's gain counts against ours.
    rivalry: f64,
    orders: Orders,
    /// Mean worth of the top card of each deck.
    /// Worked out on first use: a playout's move rarely needs a fresh card's worth.
    fresh: [std::cell::Cell<Option<f64>>; 4],
    /// What one held marker is worth.
    marker: f64,
    /// The privileges held (bits in [`RING`] order), and what their groups score.
    privileges: u16,
    privilege_score: f64,
    /// What the groups would score with one more privilege, by its place in [`RING`], worked
    /// out on first use: a deck's mean asks for every unseen card.
    privilege_with: [std::cell::Cell<Option<f64>>; RING.len()],
    /// The buildings where the seat holds a small order, and the villas of its large orders
    /// (bits by building index): most buildings have none, and every step asks for all.
    small_at: u32,
    large_at: u32,
    /// What acting at each building with a `building` tile gains ([`Worth::act_worth`]),
    /// worked out on first use: every street's worth asks for the buildings beside it.
    tiled: [std::cell::Cell<Option<f64>>; 18],
    /// What a held message is worth by the distance between its buildings (the last for
    /// every farther one), worked out on first use: a deck's mean asks for every unseen card.
    message_at: [std::cell::Cell<Option<f64>>; MESSAGE_CHANCE.len() + 1],
    owned: Owned,
}

/// Who owns what, read once from the board's markers: every building weighed asks.
struct Owned {
    /// The buildings the seat owns (bits by building index).
    mine: u32,
    /// Per building, how many other seats own it.
    others: [u8; 18],
    /// The seat's markers in the stock (neither held nor placed).
    stock: u8,
}

impl Owned {
    fn new(g: &Genova, seat: Seat) -> Owned {
        let mut owned = Owned {
            mine: 0,
            others: [0; 18],
            stock: 0,
        };
        let mut placed = 0u8;
        for (&b, seats) in &g.owners {
            for &s in seats {
                if s == seat {
                    owned.mine |= 1 << building_index(b);
                    placed += 1;
                } else {
                    owned.others[building_index(b)] += 1;
                }
            }
        }
        owned.stock = MARKERS_EACH - g.players[seat].markers - placed;
        owned
    }
}

impl<'a> Worth<'a> {
    pub(super) fn new(g: &'a Genova, seat: Seat) -> Worth<'a> {
        let me = &g.players[seat];
        let all_later: u32 = Seat::all(g.seats()).map(|s| later_turns(g, s)).sum();
        let later_turns = later_turns(g, seat);
        let free_actions = free_actions(g, seat);
        let furthers = u32::from(me.tiles[Tile::Further.index()]);
        let budget = later_turns + free_actions + furthers;
        let (mut small_at, mut large_at, mut privileges) = (0u32, 0u32, 0u16);
        for c in &me.cards {
            match c.face() {
                CardFace::Small(b, _) => small_at |= 1 << building_index(b),
                CardFace::Large(b, _) => large_at |= 1 << building_index(b),
                CardFace::Privilege(b) => privileges |= ring_bit(b),
                CardFace::Message(..) => {}
            }
        }
        let mut o = Worth {
            g,
            seat,
            later_turns,
            turns_left: all_later + 1,
            others_turns: all_later - later_turns,
            free_actions,
            rivalry: 1.0 / (g.seats() - 1) as f64,
            orders: Orders::new(&me.cards, me.goods, budget),
            fresh: Default::default(),
            marker: 0.0,
            privileges,
            privilege_score: privilege_worth(privileges),
            privilege_with: Default::default(),
            small_at,
            large_at,
            tiled: Default::default(),
            message_at: Default::default(),
            owned: Owned::new(g, seat),
        };
        o.marker = o.marker_worth();
        o
    }

    /// The mean worth of the top card of `deck` ([`Worth::mean_fresh`]), worked out once.
    fn fresh(&self, deck: Deck) -> f64 {
        let cell = &self.fresh[deck.index()];
        cell.get().unwrap_or_else(|| {
            let worth = self.mean_fresh(deck);
            cell.set(Some(worth));
            worth
        })
    }

    fn me(&self) -> &Holdings {
        &self.g.players[self.seat]
    }

    /// What the seat gains performing the action of `b` now (its best choice at a villa).
    pub(super) fn action(&self, b: Building) -> f64 {
        self.act_worth(b, false).0
    }

    /// The held item least worth keeping, if one is worth little, and what giving it costs.
    pub(super) fn least_useful(&self) -> Option<(Item, f64)> {
        self.junk().into_iter().next()
    }

    /// What receiving these terms is worth (promised items included).
    pub(super) fn gained(&self, t: &Terms) -> f64 {
        self.terms_gained(t)
    }

    /// What paying these terms costs.
    pub(super) fn given(&self, t: &Terms) -> f64 {
        self.terms_given(t)
    }

    // ------------------------------------------------------------ worth of things

    /// The mean worth of the top card of `deck` over the cards the seat cannot see (after a
    /// reshuffle when none is face down).
    fn mean_fresh(&self, deck: Deck) -> f64 {
        let pile = &self.g.decks[deck.index()];
        let unseen = if pile.down.is_empty() {
            &pile.up
        } else {
            &pile.down
        };
        if unseen.is_empty() {
            return 0.0;
        }
        let total: f64 = unseen.iter().map(|&c| self.card_gained(c)).sum();
        total / unseen.len() as f64
    }

    /// What a card is worth to the seat if it gains it now.
    fn card_gained(&self, c: Card) -> f64 {
        match c.face() {
            CardFace::Large(_, wanted) => self.orders.fresh_large(&wanted),
            CardFace::Small(_, good) => self.orders.fresh_small(good),
            CardFace::Message(a, b) => self.message_worth(a, b),
            CardFace::Privilege(b) => {
                let growth = if self.later_turns >= 2 {
                    PRIVILEGE_GROWTH
                } else {
                    0.0
                };
                self.privilege_with(b) - self.privilege_score + growth
            }
        }
    }

    /// What the seat's privileges would score with `b`'s too, worked out once.
    fn privilege_with(&self, b: Building) -> f64 {
        let Some(i) = RING.iter().position(|&r| r == b) else {
            return self.privilege_score;
        };
        let cell = &self.privilege_with[i];
        cell.get().unwrap_or_else(|| {
            let worth = privilege_worth(self.privileges | 1 << i);
            cell.set(Some(worth));
            worth
        })
    }

    /// What a held card is worth to the seat (what it loses giving it away).
    fn card_held(&self, c: Card) -> f64 {
        match c.face() {
            CardFace::Large(..) => self
                .orders
                .kept()
                .iter()
                .find(|(k, _)| *k == c)
                .map_or(0.0, |&(_, steps)| large_worth(steps)),
            CardFace::Small(_, good) => {
                if self.me().goods[good.index()] > 0 {
                    f64::from(SMALL_PAY) - VISIT
                } else {
                    self.orders.fresh_small(good)
                }
            }
            CardFace::Message(a, b) => self.message_worth(a, b),
            CardFace::Privilege(b) => {
                self.privilege_score - privilege_worth(self.privileges & !ring_bit(b))
            }
        }
    }

    /// A held message: its pay times the chance that a later route visits both buildings.
    fn message_worth(&self, a: Building, b: Building) -> f64 {
        let d = usize::from(map().distance[building_index(a)][building_index(b)]);
        let cell = &self.message_at[d.min(MESSAGE_CHANCE.len())];
        cell.get().unwrap_or_else(|| {
            let worth = self.message_at_distance(d);
            cell.set(Some(worth));
            worth
        })
    }

    /// [`Worth::message_worth`] for buildings `d` tower moves apart.
    fn message_at_distance(&self, d: usize) -> f64 {
        let own = MESSAGE_CHANCE.get(d).copied().unwrap_or(FAR_MESSAGE_CHANCE);
        let others = own * OTHERS_MESSAGE_SHARE;
        let never = (1.0 - own).powi(self.later_turns as i32)
            * (1.0 - others).powi(self.others_turns as i32);
        f64::from(MESSAGE_PAY) * (1.0 - never)
            / (1.0 + MESSAGE_CROWD * (self.g.seats() - 1) as f64 * self.messages_held())
    }

    fn messages_held(&self) -> f64 {
        self.me().card_counts()[Deck::Message.index()] as f64
    }

    /// What the seat earns from one building it owns: 10 at the end, and 10 each time another
    /// player acts there.
    fn owned_worth(&self) -> f64 {
        f64::from(OWNER_PAY) * (1.0 + ACTED_SHARE * f64::from(self.others_turns))
    }

    /// One held marker: a building's worth, as far as chances to place it remain.
    fn marker_worth(&self) -> f64 {
        let held = f64::from(self.me().markers);
        let chances = PLACE_CHANCES * f64::from(self.turns_left);
        self.owned_worth() * (chances / (held + 1.0)).min(1.0)
    }

    /// A tile kept for later turns.
    fn tile_worth(&self, t: Tile) -> f64 {
        if self.later_turns == 0 {
            return 0.0;
        }
        match t {
            Tile::Further => FURTHER_WORTH,
            Tile::Ware if self.orders.need.iter().any(|&n| n > JUNK_GOOD) => WARE_WANTED_WORTH,
            Tile::Ware => WARE_WORTH,
            Tile::Trade => TRADE_WORTH,
            Tile::Start => START_WORTH,
            Tile::Building if self.owns_any() => BUILDING_WORTH,
            Tile::Building => BUILDING_UNOWNED_WORTH,
        }
    }

    fn owns_any(&self) -> bool {
        self.owned.mine != 0
    }

    /// The best tile in stock as the reward of a large order, and its worth. On the seat's
    /// last turn a `further` tile still pays when the tower can go on.
    fn best_reward(&self) -> (Option<Tile>, f64) {
        let now =
            self.later_turns == 0 && self.seat == self.g.active && self.g.turn.moves_left() > 0;
        Tile::ALL
            .into_iter()
            .filter(|&t| self.g.tile_stock(t) > 0)
            .map(|t| {
                let w = if now && t == Tile::Further {
                    FURTHER_WORTH / 2.0
                } else {
                    self.tile_worth(t)
                };
                (Some(t), w)
            })
            .fold((None, 0.0), |best, x| {
                if x.1 > best.1 || best.0.is_none() {
                    x
                } else {
                    best
                }
            })
    }

    /// What receiving an item is worth.
    fn item_gained(&self, item: Item) -> f64 {
        match item {
            Item::Good(g) => self.orders.need[g.index()],
            Item::Tile(t) => self.tile_worth(t),
            Item::Marker => self.marker,
            Item::Card(c) => self.card_gained(c),
        }
    }

    /// What giving a held item away costs.
    fn item_held(&self, item: Item) -> f64 {
        match item {
            Item::Good(g) if self.orders.spare[g.index()] > 0 => JUNK_GOOD,
            Item::Good(_) => GOOD_FOR_LARGE,
            Item::Tile(t) => self.tile_worth(t),
            Item::Marker => self.marker,
            Item::Card(c) => self.card_held(c),
        }
    }

    fn kind_gained(&self, kind: Kind) -> f64 {
        match kind {
            Kind::Good(g) => self.orders.need[g.index()],
            Kind::Tile(t) => self.tile_worth(t),
            Kind::Marker => self.marker,
            Kind::Deck(d) => self.fresh(d),
        }
    }

    /// The worth of terms received (promises included).
    fn terms_gained(&self, t: &Terms) -> f64 {
        f64::from(t.ducats)
            + t.items.iter().map(|&i| self.item_gained(i)).sum::<f64>()
            + t.promised.iter().map(|&k| self.kind_gained(k)).sum::<f64>()
    }

    fn terms_given(&self, t: &Terms) -> f64 {
        f64::from(t.ducats) + t.items.iter().map(|&i| self.item_held(i)).sum::<f64>()
    }

    // ------------------------------------------------------------ worth of actions

    /// What the seat gains acting at `b` now (through a `building` tile when `tile`: no small
    /// order then), and the villa choice that gains it.
    fn act_worth(&self, b: Building, tile: bool) -> (f64, Option<VillaAct>) {
        let (yielded, villa) = self.yield_worth(b);
        let small = if tile { 0.0 } else { self.small_here(b) };
        let owners = self.owned.others[building_index(b)];
        let paid = f64::from(OWNER_PAY) * self.rivalry * f64::from(owners);
        (yielded + small - paid, villa)
    }

    fn yield_worth(&self, b: Building) -> (f64, Option<VillaAct>) {
        use Building::*;
        let fresh = |d: Deck| self.fresh(d);
        let can_draw = |d: Deck| self.g.decks[d.index()].can_draw();
        let w = match b {
            GuildHall if can_draw(Deck::Large) => fresh(Deck::Large),
            CityHall if can_draw(Deck::Small) => 2.0 * fresh(Deck::Small),
            PostOffice if can_draw(Deck::Message) => 2.0 * fresh(Deck::Message),
            Cathedral => f64::from(self.owned.stock.min(2)) * self.marker,
            Grains | Metals | Fabrics | Spices => Good::of_warehouse(b)
                .into_iter()
                .filter(|&g| self.g.good_stock(g) > 0)
                .map(|g| self.orders.need[g.index()])
                .sum(),
            Collini | Monetti | Ricci | Zasteri => return self.villa(b),
            _ => Tile::of_building(b)
                .filter(|&t| self.g.tile_stock(t) > 0)
                .map_or(0.0, |t| self.tile_worth(t)),
        };
        (w, None)
    }

    /// At a villa: deliver a large order for it when its goods are held (100 and a tile),
    /// else take the top privilege.
    fn villa(&self, b: Building) -> (f64, Option<VillaAct>) {
        if let Some(order) = self.deliverable(b) {
            let (reward, worth) = self.best_reward();
            return (
                f64::from(LARGE_PAY) + worth,
                Some(VillaAct::Deliver { order, reward }),
            );
        }
        let privilege = if self.g.decks[Deck::Privilege.index()].can_draw() {
            self.fresh(Deck::Privilege)
        } else {
            0.0
        };
        (privilege, Some(VillaAct::Privilege))
    }

    /// A held large order for villa `b` whose goods are all held, if it may be delivered now.
    fn deliverable(&self, b: Building) -> Option<Card> {
        if self.large_at & 1 << building_index(b) == 0
            || self.g.turn.large_done.contains(&(self.seat, b))
        {
            return None;
        }
        let me = self.me();
        me.cards.iter().copied().find(|c| match c.face() {
            CardFace::Large(at, wanted) => at == b && missing(&me.goods, &wanted).len == 0,
            _ => false,
        })
    }

    /// A small order delivered at `b` during the action: 40 less the good it spends (a `ware`
    /// tile when the good is not held).
    fn small_here(&self, b: Building) -> f64 {
        if self.small_at & 1 << building_index(b) == 0 {
            return 0.0;
        }
        if self.g.turn.small_done.contains(&b) {
            return 0.0;
        }
        let me = self.me();
        let ware = me.tiles[Tile::Ware.index()] > 0;
        me.cards
            .iter()
            .filter_map(|c| match c.face() {
                CardFace::Small(at, good) if at == b => {
                    if me.goods[good.index()] > 0 {
                        Some(f64::from(SMALL_PAY) - self.spent_on_small(good))
                    } else if ware && self.g.good_stock(good) > 0 {
                        Some(f64::from(SMALL_PAY) - self.tile_worth(Tile::Ware))
                    } else {
                        None
                    }
                }
                _ => None,
            })
            .fold(0.0, f64::max)
    }

    /// What a good delivered with a small order costs: nothing much, unless a kept large
    /// order needs it.
    fn spent_on_small(&self, good: Good) -> f64 {
        let i = good.index();
        if self.me().goods[i] > self.orders.for_large[i] {
            JUNK_GOOD
        } else {
            GOOD_FOR_LARGE
        }
    }

    // ------------------------------------------------------------ the tower

    /// The route planner for this turn, from what the seat would gain at each building, for
    /// routes within the spaces of `reach` (bits by space index): a step late in the turn
    /// reaches few buildings, and weighing one is what costs.
    fn routes(&self, reach: u64) -> Routes {
        let m = map();
        let mut worth = [f64::NEG_INFINITY; 18];
        let mut villa = [None; 18];
        for b in Building::ALL {
            let i = building_index(b);
            if reach & 1 << i != 0 && !self.g.turn.done.contains(&b) {
                let (w, v) = self.act_worth(b, false);
                worth[i] = w;
                villa[i] = v;
            }
        }
        let me = self.me();
        let messages = me
            .cards
            .iter()
            .filter_map(|c| match c.face() {
                CardFace::Message(a, b) => {
                    Some(1u64 << m.index(Space::Building(a)) | 1u64 << m.index(Space::Building(b)))
                }
                _ => None,
            })
            .collect();
        let mut street = [0.0; SPACES];
        for i in bits(m.streets & reach) {
            street[i] = self.street_worth(i);
        }
        let others_place =
            Seat::all(self.g.seats()).any(|s| s != self.seat && self.g.players[s].markers > 0);
        // Only what can add to a route's worth is ranked: an action gaining nothing counts 0,
        // and a street counts once it beats the cost of stepping on it.
        let new_street = if others_place { STREET_FOR_OTHERS } else { 0.0 };
        let gaining = |worth: &[f64], among: u64, cost: f64| {
            bits(among).fold(0u64, |mask, i| {
                if worth[i] - cost > 0.0 {
                    mask | 1 << i
                } else {
                    mask
                }
            })
        };
        Routes {
            map: m,
            worth,
            villa,
            free: self.free_actions,
            furthers: u32::from(me.tiles[Tile::Further.index()]),
            further_cost: self.tile_worth(Tile::Further),
            messages,
            street,
            new_street,
            best_buildings: Ranking::new(&worth, gaining(&worth, reach & ALL_BUILDINGS, 0.0)),
            best_streets: Ranking::new(&street, gaining(&street, m.streets & reach, new_street)),
        }
    }

    /// What the seat gains placing its markers on the street of space `street` (it places
    /// first as the active player): the best buildings next to it that it does not own, one
    /// per marker held.
    fn street_worth(&self, street: usize) -> f64 {
        let markers = usize::from(self.me().markers);
        if markers == 0 {
            return 0.0;
        }
        let mut gains = [0.0; 18];
        let mut n = 0;
        for i in bits(u64::from(map().beside[street])) {
            let b = Building::ALL[i];
            if self.owned.mine & 1 << i != 0 {
                continue;
            }
            let w = self.placed_worth(b) - self.marker;
            if w > 0.0 {
                gains[n] = w;
                n += 1;
            }
        }
        let gains = &mut gains[..n];
        gains.sort_by(|a, b| b.total_cmp(a));
        gains.iter().take(markers).sum()
    }

    /// A marker on `b`: what an owned building earns, and more for a building the seat would
    /// use itself with a `building` tile.
    fn placed_worth(&self, b: Building) -> f64 {
        let using = if self.later_turns > 0 {
            (USE_SHARE * self.tiled_worth(b)).clamp(0.0, USE_CAP)
        } else {
            0.0
        };
        self.owned_worth() + using
    }

    /// What acting at `b` with a `building` tile gains, worked out once.
    fn tiled_worth(&self, b: Building) -> f64 {
        let cell = &self.tiled[building_index(b)];
        cell.get().unwrap_or_else(|| {
            let worth = self.act_worth(b, true).0;
            cell.set(Some(worth));
            worth
        })
    }

    /// Scores of the active player's moves with the tower on the board: act here, step on,
    /// end, or accept an offer.
    fn tower_moves(&self) -> Vec<(Move, f64)> {
        let Some(here) = self.g.turn.tower else {
            return Vec::new();
        };
        let m = map();
        let at = m.index(here);
        let discs = m.mask(&self.g.turn.discs);
        let visited = m.mask(&self.g.turn.visited) | discs;
        let moves = u32::from(self.g.turn.moves_left());
        let offered = self.g.turn.offers.iter().map(|o| m.index(o.space));
        let reach = offered
            .chain([at])
            .fold(discs, |r, s| r | m.within(s, moves));
        let routes = self.routes(reach);
        let start_street = bits(discs).map(|i| routes.street[i]).fold(0.0, f64::max);
        let mut scored = Vec::with_capacity(6 + self.g.turn.offers.len());
        // Only a move that may be chosen needs its exact score: the best legal one and its
        // ties. So a step whose routes cannot come within two ties of a legal move scored
        // already is not walked to the end, and scores below that `floor`.
        let mut floor = self.floor_after(f64::NEG_INFINITY, &Move::End, start_street);
        scored.push((Move::End, start_street));
        if let Some(b) = here.building() {
            let w = routes.worth[building_index(b)];
            if w.is_finite() {
                let (rest, cost) = routes.spend_one();
                let after = rest.best_from(at, visited, moves, Route::standing(start_street));
                let act = Move::Act(routes.villa[building_index(b)]);
                floor = self.floor_after(floor, &act, w - cost + after);
                scored.push((act, w - cost + after));
            }
        }
        if moves > 0 {
            for n in bits(m.next[at] & !visited) {
                let route = routes.arrive(n, Route::standing(start_street));
                let v = routes.best(n, visited | 1 << n, moves - 1, route, floor + IDLE_MOVE);
                let step = Move::MoveTo(m.spaces[n]);
                floor = self.floor_after(floor, &step, v - IDLE_MOVE);
                scored.push((step, v - IDLE_MOVE));
            }
        }
        scored.extend(self.accepts(&routes, at, visited, moves, start_street));
        scored
    }

    /// The floor of [`Worth::tower_moves`] once `mv` is scored: two ties under the best legal
    /// score so far. Checking costs, so only a move that would raise it is checked.
    fn floor_after(&self, floor: f64, mv: &Move, score: f64) -> f64 {
        let raised = score - 2.0 * TIE;
        if raised > floor && self.g.check(self.seat, mv).is_ok() {
            raised
        } else {
            floor
        }
    }

    /// Standing offers, each scored by its price plus the route left after the deal.
    fn accepts(
        &self,
        routes: &Routes,
        at: usize,
        visited: u64,
        moves: u32,
        street: f64,
    ) -> Vec<(Move, f64)> {
        let m = map();
        // With two players, the other's first action this turn gives the active player a
        // second one.
        let second_action = self.g.seats() == 2
            && self.seat == self.g.active
            && self.g.turn.actions[self.seat.other().index()] == 0;
        self.g
            .turn
            .offers
            .iter()
            .map(|o| {
                let price = self.terms_gained(&o.deal.gives) - self.terms_given(&o.deal.gets);
                let income = o
                    .space
                    .building()
                    .filter(|&b| self.g.owns(self.seat, b))
                    .map_or(0.0, |_| f64::from(OWNER_PAY));
                let s = m.index(o.space);
                let mut r = routes.clone();
                if let Some(b) = o.space.building() {
                    r.worth[building_index(b)] = f64::NEG_INFINITY;
                    r.free += u32::from(second_action);
                }
                let rest = if s == at {
                    r.best_from(at, visited, moves, Route::standing(street))
                } else {
                    let route = r.arrive(s, Route::standing(street));
                    r.best_from(s, visited | 1 << s, moves.saturating_sub(1), route)
                };
                let mv = Move::Accept {
                    from: Some(o.seat),
                    space: o.space,
                };
                (mv, price + income + rest)
            })
            .collect()
    }

    /// `roll`, or a `start` tile on the space whose best route beats the mean roll by more
    /// than the tile is worth.
    fn start_moves(&self) -> Vec<(Move, f64)> {
        let m = map();
        let routes = self.routes(u64::MAX);
        let from: Vec<f64> = (0..m.spaces.len())
            .map(|s| {
                let route = routes.arrive(s, Route::default());
                routes.best_from(s, 1 << s, u32::from(TOWER_MOVES), route)
            })
            .collect();
        let mut roll = 0.0;
        for row in 1..=8 {
            for col in 1..=8 {
                roll += from[m.index(Space::at(Cell::new(row, col)))];
            }
        }
        let mut scored = vec![(Move::Roll, roll / 64.0)];
        let tile = self.tile_worth(Tile::Start);
        for (s, &v) in from.iter().enumerate() {
            if m.spaces[s] != Space::Market {
                scored.push((Move::Start(m.spaces[s]), v - tile));
            }
        }
        scored
    }

    // ------------------------------------------------------------ the open action

    /// Scores of the holder's moves: act, deliver, use tiles that complete an order, use a
    /// `building` tile where it pays, close.
    fn holder_moves(&self, open: &OpenAction) -> Vec<(Move, f64)> {
        let mut scored = Vec::new();
        if open.acted {
            scored.push((Move::Close, 0.0));
            scored.extend(self.small_moves(open.at));
            scored.extend(self.buildings_by_tile());
        } else {
            let (w, villa) = self.act_worth(open.at, false);
            scored.push((Move::Act(villa), w.max(0.0)));
        }
        scored.extend(self.completing_tiles(open));
        scored
    }

    /// Small orders deliverable here: first of all.
    fn small_moves(&self, at: Building) -> Vec<(Move, f64)> {
        let me = self.me();
        let deliverable = |c: &&Card| match c.face() {
            CardFace::Small(b, good) => b == at && me.goods[good.index()] > 0,
            _ => false,
        };
        me.cards
            .iter()
            .filter(deliverable)
            .map(|&c| (Move::Small(c), f64::from(SMALL_PAY) * 10.0))
            .collect()
    }

    /// A `ware` or `trade` tile used for the good that completes an order: a small order at
    /// this building (before or after acting), or a large order the seat can still deliver
    /// this turn (this villa before acting, or one the tower can reach with an action left, or
    /// an owned villa with a `building` tile in hand).
    fn completing_tiles(&self, open: &OpenAction) -> Vec<(Move, f64)> {
        let me = self.me();
        let mut wanted: Vec<(Good, f64)> = Vec::new();
        if !self.g.turn.small_done.contains(&open.at) {
            for c in &me.cards {
                if let CardFace::Small(b, good) = c.face() {
                    if b == open.at && me.goods[good.index()] == 0 {
                        wanted.push((good, f64::from(SMALL_PAY)));
                    }
                }
            }
        }
        let junk = self.junk();
        let tiles = u32::from(me.tiles[Tile::Ware.index()])
            + u32::from(me.tiles[Tile::Trade.index()]).min(junk.len() as u32);
        for c in &me.cards {
            if let CardFace::Large(villa, goods) = c.face() {
                let lacking = missing(&me.goods, &goods);
                if lacking.len > 0
                    && lacking.len as u32 <= tiles
                    && self.can_deliver_this_turn(villa, open)
                {
                    wanted.extend(
                        lacking
                            .as_slice()
                            .iter()
                            .map(|&g| (g, f64::from(LARGE_PAY))),
                    );
                }
            }
        }
        let mut scored = Vec::new();
        for (good, gain) in wanted {
            if self.g.good_stock(good) == 0 {
                continue;
            }
            let ware = self.tile_worth(Tile::Ware);
            scored.push((Move::UseWare(good), gain - ware));
            if let Some(&(give, cost)) = junk.first() {
                let take = Kind::Good(good);
                scored.push((
                    Move::UseTrade { give, take },
                    gain - cost - self.tile_worth(Tile::Trade),
                ));
            }
        }
        scored
    }

    /// The held items least worth keeping (what a `trade` tile gives away), cheapest first.
    fn junk(&self) -> Vec<(Item, f64)> {
        let me = self.me();
        let mut items: Vec<(Item, f64)> = me
            .items()
            .into_iter()
            .filter(|&i| i != Item::Tile(Tile::Trade) && i != Item::Tile(Tile::Ware))
            .map(|i| (i, self.item_held(i)))
            .filter(|&(_, w)| w < GOOD_FOR_SMALL)
            .collect();
        items.sort_by(|a, b| a.1.total_cmp(&b.1));
        items
    }

    /// Whether a large order for `villa` could still be delivered this turn once its goods are
    /// in hand.
    fn can_deliver_this_turn(&self, villa: Building, open: &OpenAction) -> bool {
        if self.g.turn.large_done.contains(&(self.seat, villa)) {
            return false;
        }
        if open.at == villa && !open.acted {
            return true;
        }
        let me = self.me();
        if self.g.owns(self.seat, villa) && me.tiles[Tile::Building.index()] > 0 {
            return true;
        }
        let can_act = self.free_actions > 0 || me.tiles[Tile::Further.index()] > 0;
        self.seat == self.g.active
            && can_act
            && !self.g.turn.done.contains(&villa)
            && self.reachable(Space::Building(villa))
    }

    /// Whether the tower can still step onto `target` this turn.
    fn reachable(&self, target: Space) -> bool {
        let m = map();
        let Some(here) = self.g.turn.tower else {
            return false;
        };
        let goal = 1u64 << m.index(target);
        let blocked = m.mask(&self.g.turn.discs);
        let mut frontier = 1u64 << m.index(here);
        let mut seen = frontier | blocked;
        for _ in 0..self.g.turn.moves_left() {
            let mut reached = 0;
            for s in bits(frontier) {
                reached |= m.next[s];
            }
            // A space holding a disc cannot be stepped onto this turn.
            if reached & goal & !blocked != 0 {
                return true;
            }
            frontier = reached & !seen;
            seen |= reached;
        }
        false
    }

    /// `building` tiles at owned buildings whose action is worth more than keeping the tile.
    fn buildings_by_tile(&self) -> Vec<(Move, f64)> {
        if self.me().tiles[Tile::Building.index()] == 0 {
            return Vec::new();
        }
        let keep = self.tile_worth(Tile::Building);
        self.g
            .owners
            .iter()
            .filter(|(_, v)| v.contains(&self.seat))
            .map(|(&b, _)| {
                let (w, villa) = self.act_worth(b, true);
                (Move::UseBuilding { at: b, villa }, w - keep)
            })
            .collect()
    }

    // ------------------------------------------------------------ markers

    /// Scores of `pass` and of each `place`: the buildings' worth against the markers spent.
    fn marker_moves(&self) -> Vec<(Move, f64)> {
        let mut scored = vec![(Move::Pass, 0.0)];
        let held = usize::from(self.me().markers);
        for street in self.g.marker_streets(self.seat) {
            let free: Vec<Building> = street
                .buildings_next_to()
                .into_iter()
                .filter(|&b| !self.g.owns(self.seat, b))
                .collect();
            let sets: Vec<Vec<Building>> = match free.as_slice() {
                [a] => vec![vec![*a]],
                [a, b] => vec![vec![*a], vec![*b], vec![*a, *b]],
                _ => Vec::new(),
            };
            for set in sets {
                for remove in self.removals(&set, held) {
                    let on = if set.len() == 2 {
                        Vec::new()
                    } else {
                        set.clone()
                    };
                    let worth: f64 = set.iter().map(|&b| self.placed_worth(b)).sum::<f64>()
                        + remove
                            .iter()
                            .map(|&(_, s)| self.removal_worth(s))
                            .sum::<f64>()
                        - self.marker * (set.len() + remove.len()) as f64;
                    scored.push((Move::Place { street, on, remove }, worth));
                }
            }
        }
        scored
    }

    /// For a set of buildings, no removal, and the removal of the richest opponent's marker
    /// on each of them (as markers allow).
    fn removals(&self, set: &[Building], held: usize) -> Vec<Vec<(Building, Seat)>> {
        let mut options: Vec<Vec<(Building, Seat)>> = vec![Vec::new()];
        for &b in set {
            let richest = self
                .g
                .owners
                .get(&b)
                .into_iter()
                .flatten()
                .copied()
                .filter(|&s| s != self.seat)
                .max_by_key(|&s| self.g.players[s].ducats);
            if let Some(s) = richest {
                let more: Vec<Vec<(Building, Seat)>> = options
                    .iter()
                    .filter(|o| set.len() + o.len() < held)
                    .map(|o| {
                        let mut o = o.clone();
                        o.push((b, s));
                        o.sort();
                        o
                    })
                    .collect();
                options.extend(more);
            }
        }
        options
    }

    /// What removing `owner`'s marker from a building takes from them: fully for the richest
    /// opponent (or the only one), less for the others.
    fn removal_worth(&self, owner: Seat) -> f64 {
        let richest = Seat::all(self.g.seats())
            .filter(|&s| s != self.seat)
            .all(|s| self.g.players[s].ducats <= self.g.players[owner].ducats);
        let weight = if richest { 1.0 } else { self.rivalry };
        self.owned_worth() * weight - REMOVAL_MARGIN
    }
}

// ---------------------------------------------------------------- routes

/// The turn's route planner: what acting at each building gains, the seat's messages and the
/// streets where it would place markers.
#[derive(Clone)]
struct Routes {
    map: &'static Map,
    /// Per building, what acting there gains (−∞ where nobody may act any more).
    worth: [f64; 18],
    villa: [Option<VillaAct>; 18],
    free: u32,
    furthers: u32,
    further_cost: f64,
    /// Per held message, the bits of its two buildings.
    messages: Vec<u64>,
    /// Per space, what placing markers next to it gains (streets only).
    street: [f64; SPACES],
    /// Cost of each new street visited.
    new_street: f64,
    /// The buildings where an action gains, and the streets worth stepping on, each by its
    /// worth: where [`Routes::bound`] looks for the best a route may still pass.
    best_buildings: Ranking,
    best_streets: Ranking,
}

/// The buildings' spaces (their indices come first).
const ALL_BUILDINGS: u64 = (1 << 18) - 1;

/// The board's spaces: 18 buildings, the market and 20 streets (they fit the bits of a `u64`).
const SPACES: usize = 39;

/// Some spaces, highest worth first.
#[derive(Clone)]
struct Ranking {
    spaces: [u8; SPACES],
    len: usize,
}

impl Ranking {
    /// The spaces of `among` (bits by space index), by `worth` (indexed by space).
    fn new(worth: &[f64], among: u64) -> Ranking {
        let mut ranking = Ranking {
            spaces: [0; SPACES],
            len: 0,
        };
        for s in bits(among) {
            ranking.spaces[ranking.len] = s as u8;
            ranking.len += 1;
        }
        ranking.spaces[..ranking.len]
            .sort_unstable_by(|&a, &b| worth[usize::from(b)].total_cmp(&worth[usize::from(a)]));
        ranking
    }

    fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.spaces[..self.len].iter().map(|&s| usize::from(s))
    }
}

/// Buildings a route can pass: the start space and four moves.
const ROUTE_BUILDINGS: usize = TOWER_MOVES as usize + 1;

/// Route values this close are one to [`Routes::bound`], whose sums round otherwise than the
/// routes' own: far beyond any rounding of sums this size, far below the [`TIE`] of moves.
const BOUND_SLACK: f64 = 1e-9;

/// A route so far: what acting at its buildings would gain, its best street, and what its new
/// streets give the others.
#[derive(Clone, Copy, Default)]
struct Route {
    /// What acting at each of its buildings would gain, highest first.
    picked: [f64; ROUTE_BUILDINGS],
    n: usize,
    /// What the best of them gain ([`Routes::actions`]): worked out as a building is picked,
    /// not at every step.
    actions: f64,
    street: f64,
    penalty: f64,
}

impl Route {
    /// A route from where the tower stands, with the best street already visited.
    fn standing(street: f64) -> Route {
        Route {
            street,
            ..Route::default()
        }
    }
}

impl Routes {
    /// The planner after one action here, and what that action cost (a `further` tile beyond
    /// the allowance).
    fn spend_one(&self) -> (Routes, f64) {
        let mut rest = self.clone();
        if rest.free > 0 {
            rest.free -= 1;
            (rest, 0.0)
        } else {
            rest.furthers = rest.furthers.saturating_sub(1);
            (rest, self.further_cost)
        }
    }

    /// What arriving on space `s` adds to a route: its building to act at, its street, the
    /// cost of a new street to the others.
    fn arrive(&self, s: usize, mut route: Route) -> Route {
        if s < 18 && self.worth[s].is_finite() && route.n < route.picked.len() {
            // Kept sorted as it grows, for `actions` at every step of the search.
            insert_sorted(&mut route.picked, &mut route.n, self.worth[s]);
            route.actions = self.actions(&route.picked[..route.n]);
        }
        if self.map.streets & 1 << s != 0 {
            route.street = route.street.max(self.street[s]);
            route.penalty += self.new_street;
        }
        route
    }

    /// The worth of the best route from `at` (already visited) with `moves` left, going on from
    /// `route`.
    fn best_from(&self, at: usize, visited: u64, moves: u32, route: Route) -> f64 {
        self.best(at, visited, moves, route, f64::NEG_INFINITY)
    }

    /// [`Routes::best_from`], where what stays under `floor` need not be exact: routes that
    /// cannot beat a route already found are not walked (branch and bound). A route walked
    /// is summed as without the bound, so the best is the same number.
    fn best(&self, at: usize, visited: u64, moves: u32, route: Route, floor: f64) -> f64 {
        let mut value = route.actions + self.messages_done(visited) + route.street - route.penalty;
        if moves == 0 {
            return value;
        }
        // Every step on costs IDLE_MOVE: nothing further can beat what is found already.
        if self.bound(at, visited, moves, &route) - IDLE_MOVE + BOUND_SLACK < floor.max(value) {
            return value;
        }
        for n in bits(self.map.next[at] & !visited) {
            let next = self.arrive(n, route);
            let above = floor.max(value) + IDLE_MOVE;
            value = value.max(self.best(n, visited | 1 << n, moves - 1, next, above) - IDLE_MOVE);
        }
        value
    }

    /// At least the worth of every route going on from `route` at `at` with `moves` left:
    /// as if it could act at the best buildings ahead, deliver every message whose buildings
    /// are near, and place at the best street ahead for the cost of that one new street.
    fn bound(&self, at: usize, visited: u64, moves: u32, route: &Route) -> f64 {
        let near = self.map.within(at, moves);
        let ahead = near & !visited;
        // A route passes at most `moves` more buildings, and only the best few count.
        let counted = (self.free + self.furthers).min(moves) as usize;
        let mut picked = [0.0; ROUTE_BUILDINGS + TOWER_MOVES as usize];
        picked[..route.n].copy_from_slice(&route.picked[..route.n]);
        let mut n = route.n;
        for b in self
            .best_buildings
            .iter()
            .filter(|&b| ahead & 1 << b != 0)
            .take(counted)
        {
            insert_sorted(&mut picked, &mut n, self.worth[b]);
        }
        let street = self
            .best_streets
            .iter()
            .map(|s| (s, self.street[s] - self.new_street))
            .take_while(|&(_, w)| w > route.street)
            .find(|&(s, _)| ahead & 1 << s != 0)
            .map_or(route.street, |(_, w)| w);
        self.actions(&picked[..n]) + self.messages_done(visited | near) + street - route.penalty
    }

    /// The best actions among those on a route (`picked`, highest first): one per free
    /// action, then one per `further` tile when worth more than the tile.
    fn actions(&self, v: &[f64]) -> f64 {
        let free = self.free as usize;
        let own: f64 = v.iter().take(free).map(|w| w.max(0.0)).sum();
        let paid: f64 = v
            .iter()
            .skip(free)
            .take(self.furthers as usize)
            .map(|w| (w - self.further_cost).max(0.0))
            .sum();
        own + paid
    }

    fn messages_done(&self, visited: u64) -> f64 {
        self.messages
            .iter()
            .filter(|&&pair| visited & pair == pair)
            .count() as f64
            * f64::from(MESSAGE_PAY)
    }
}

/// Puts `w` among the first `n` of `sorted` (highest first), which grow by one.
fn insert_sorted(sorted: &mut [f64], n: &mut usize, w: f64) {
    let mut i = *n;
    while i > 0 && w.total_cmp(&sorted[i - 1]).is_gt() {
        sorted[i] = sorted[i - 1];
        i -= 1;
    }
    sorted[i] = w;
    *n += 1;
}

// ---------------------------------------------------------------- turns and actions

/// Own turns `seat` still starts after the current one.
fn later_turns(g: &Genova, seat: Seat) -> u32 {
    let n = g.seats();
    let order = |s: Seat| (s.index() + n - g.first.index()) % n;
    let rounds_after = u32::from(g.end_space.saturating_sub(g.marker));
    rounds_after + u32::from(order(seat) > order(g.active))
}

/// Actions `seat` may still take this turn without spending a `further` tile.
fn free_actions(g: &Genova, seat: Seat) -> u32 {
    let i = seat.index();
    let used = g.turn.actions[i] - g.turn.furthers.get(i).copied().unwrap_or(0);
    let second = g.seats() == 2 && seat == g.active && g.turn.actions[seat.other().index()] > 0;
    u32::from((1 + u8::from(second)).saturating_sub(used))
}

#[cfg(test)]
mod tests {
    //! The route planner's shortcuts against the plain walk they replace: the branch and
    //! bound must find the very same number, on positions of random matches.

    use super::*;
    use crate::engine::seeded;

    /// Every route walked to its end, as the planner did before it was bounded.
    fn every_route(r: &Routes, at: usize, visited: u64, moves: u32, route: Route) -> f64 {
        let mut value = route.actions + r.messages_done(visited) + route.street - route.penalty;
        if moves == 0 {
            return value;
        }
        for n in bits(r.map.next[at] & !visited) {
            let next = r.arrive(n, route);
            value = value.max(every_route(r, n, visited | 1 << n, moves - 1, next) - IDLE_MOVE);
        }
        value
    }

    /// Positions along random matches at 2 to 5 seats, with the seat each waits for.
    fn positions() -> Vec<(Genova, Seat)> {
        let mut found = Vec::new();
        for seats in 2..=5 {
            for seed in 0..2 {
                let options = Default::default();
                let mut g = Genova::new(seats, &options, None, seed).expect("a default match");
                let mut rng = seeded(seed);
                for step in 0..Genova::INFO.max_moves {
                    let Some(&seat) = g.owing().first() else {
                        break;
                    };
                    if step % 5 == 0 {
                        found.push((g.clone(), seat));
                    }
                    let Some(m) = random_playout_move(&g, seat, &mut rng) else {
                        break;
                    };
                    g.apply_unchecked(seat, &m);
                }
            }
        }
        assert!(
            found.len() > 100,
            "random matches pass many positions: {}",
            found.len()
        );
        found
    }

    /// Each position's planner (with every action left, and after one action), with a route
    /// from every space and every number of moves.
    fn planned_routes(check: impl Fn(&Routes, usize, u32, Route)) {
        for (g, seat) in positions() {
            let routes = Worth::new(&g, seat).routes(u64::MAX);
            for planner in [&routes, &routes.spend_one().0] {
                for at in 0..SPACES {
                    for moves in 0..=u32::from(TOWER_MOVES) {
                        check(planner, at, moves, planner.arrive(at, Route::default()));
                    }
                }
            }
        }
    }

    #[test]
    fn the_bounded_planner_finds_the_best_route_every_route_finds() {
        planned_routes(|r, at, moves, route| {
            let every = every_route(r, at, 1 << at, moves, route);
            assert_eq!(r.best_from(at, 1 << at, moves, route), every);
        });
    }

    #[test]
    fn a_floor_keeps_the_best_route_exact_when_it_reaches_the_floor() {
        planned_routes(|r, at, moves, route| {
            let every = every_route(r, at, 1 << at, moves, route);
            for below in [-5.0, -IDLE_MOVE, 0.0, IDLE_MOVE, 5.0] {
                let floor = every - below;
                let found = r.best(at, 1 << at, moves, route, floor);
                if every >= floor {
                    assert_eq!(found, every, "floor {floor}");
                } else {
                    assert!(found <= every, "floor {floor}: {found} above {every}");
                }
            }
        });
    }

    #[test]
    fn a_bound_is_never_below_a_route_going_on() {
        planned_routes(|r, at, moves, route| {
            let every = every_route(r, at, 1 << at, moves, route);
            assert!(r.bound(at, 1 << at, moves, &route) + BOUND_SLACK >= every);
        });
    }

    #[test]
    fn the_map_places_every_space_as_the_board_lists_it() {
        let m = map();
        for (i, &space) in m.spaces.iter().enumerate() {
            assert_eq!(m.index(space), i, "{space:?}");
        }
        // Between buildings, "within k moves" is the fewest moves, counted apart.
        for (i, row) in m.distance.iter().enumerate() {
            for (j, &d) in row.iter().enumerate() {
                for moves in 0..=TOWER_MOVES {
                    let near = m.within(i, u32::from(moves)) & 1 << j != 0;
                    assert_eq!(near, d <= moves, "{i} and {j} within {moves}");
                }
            }
        }
    }
}
