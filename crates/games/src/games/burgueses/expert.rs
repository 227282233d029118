//! The expert rules of Burgueses: the move a good player makes without searching.
//!
//! Every legal move is scored by the position it leads to, seen from the expert's seat: its
//! wealth minus the opponent's, in coins. A move that reveals a king card is averaged over the
//! king cards that may come next (those not revealed since the last shuffle, all five when the
//! deck is empty). The expert reads only what its seat sees: the opponent's hand and the goods
//! deck are one pool of unseen cards to it.
//!
//! Heuristics, each a term of that score:
//! - **Four of a kind wins**: it sells four of a kind at once, and values a trio whose fourth card
//!   it can still get by what that fourth card would bring (a won match) times the odds.
//! - **Trade for the fourth card**: with a trio in its shop and the fourth card in the opponent's,
//!   it trades for it (the opponent may not trade back at once, so the sale follows).
//! - **Break the opponent's four of a kind**: when the opponent shows four of a kind (or a trio
//!   whose fourth card sits in the expert's shop within its reach) it trades one of those cards
//!   away, and while the opponent may still trade it avoids placing the fourth card of an
//!   opponent's trio in its own shop.
//! - **Sell sets when they pay best**: a sale is worth the coins it moves (the seller's gain and
//!   the opponent's loss) less the spades it gives up; a set kept counts for less (it can be
//!   traded away or discarded) and so do the hand cards and likely draws that would grow it. It
//!   sells a pair while the opponent has a coin, a trio when the deposit pays it, splits a trio
//!   facing a single coin, and keeps sets rather than sell into an empty deposit.
//! - **Build sets and spades**: it places cards that make pairs and trios with its shop or hand,
//!   and spades (a point each at the end of the round).
//! - **Keep the king card in mind**: the king cards still in the deck decide the next reveal
//!   (an even shop sum for A♠, a diamond against K♦, no spade lead before K♠, the heart lead
//!   for K♥, a club for K♣); the later reveals of the round weigh the same effects, so it keeps
//!   a shop that earns from the bank rather than sell away the cards that earn.
//! - **Discard the cheapest card** when K♦ asks: the card whose loss costs it least.
//! - **Keep the trade in reserve**: a trade costs a coin and the once-a-round option, which
//!   answers a four of a kind; it trades only when the swap gains much more than that.
//! - **Mind the end of the round**: with the goods deck empty it counts the turns left to each
//!   side, sells what it can before the round ends and empties its hand in time (each card
//!   left in hand costs a point); sets still in a shop when the round ends are worth nothing.
//! - **Weigh every draw**: a purchase is scored over every card it may draw (each card it has
//!   not seen), placing the best card each time.
//!
//! The weights were tuned in self-play over duplicate deals.

use crate::engine::{Game, GameRng, Seat};

use super::cards::{Card, King, Suit};
use super::notation::{Move, Sale};
use super::state::{ActionKind, Burgueses};

/// A set of goods cards, one bit per card of [`Card::DECK`].
type Cards = u16;

/// The value of winning the match, in coins: far above any score difference of a round.
const WIN: f64 = 25.0;

/// What a set kept in a shop is worth against the same set sold: it may be traded away or
/// discarded before its sale.
const KEPT_SET: f64 = 0.8;

/// The share of a set's worth that a hand card which would add to it brings (it needs a turn
/// to be placed).
const HELD_CARD: f64 = 0.6;

/// The share of a set's worth that the odds of drawing a card which would add to it bring.
const DRAWN_CARD: f64 = 0.5;

/// The weight of each king card revealed after the next one (up to [`LATER_REVEALS`]): shops
/// change before it comes.
const LATER_KINGS: f64 = 0.6;
const LATER_REVEALS: u32 = 10;

/// What K♦ costs a shop without diamonds: a card.
const K_DIAMONDS_DISCARD: f64 = 1.0;

/// Having the trade left: it answers a four of a kind, and a later swap may gain more. Self-
/// play preferred a high value: trades spent on small gains lost matches.
const TRADE_IN_RESERVE: f64 = 4.0;

/// Turns left to a side while the goods deck lasts: more than it has sets to sell.
const PLENTY_OF_TURNS: u32 = 8;

/// Trades looked at with the king cards after a first look without them.
const TRADES_WEIGHED: usize = 3;

const ME: usize = 0;
const THEM: usize = 1;

const fn index(card: Card) -> u32 {
    let first = match card.suit {
        Suit::Spades => 0,
        Suit::Clubs => 3,
        Suit::Hearts => 6,
        Suit::Diamonds => 10,
    };
    first + card.value as u32 - 2
}

const fn value_mask(value: u8) -> Cards {
    let mut mask = 0;
    let mut i = 0;
    while i < Card::DECK.len() {
        if Card::DECK[i].value == value {
            mask |= 1 << i;
        }
        i += 1;
    }
    mask
}

const fn suit_mask(suit: Suit) -> Cards {
    let mut mask = 0;
    let mut i = 0;
    while i < Card::DECK.len() {
        if Card::DECK[i].suit as u8 == suit as u8 {
            mask |= 1 << i;
        }
        i += 1;
    }
    mask
}

/// The cards of each value, indexed by value (0 and 1 empty).
const OF_VALUE: [Cards; 6] = [
    0,
    0,
    value_mask(2),
    value_mask(3),
    value_mask(4),
    value_mask(5),
];
const SPADES: Cards = suit_mask(Suit::Spades);
const CLUBS: Cards = suit_mask(Suit::Clubs);
const HEARTS: Cards = suit_mask(Suit::Hearts);
const DIAMONDS: Cards = suit_mask(Suit::Diamonds);
const ALL_GOODS: Cards = (1 << Card::DECK.len()) - 1;

fn bit(card: Card) -> Cards {
    1 << index(card)
}

fn set_of(cards: &[Card]) -> Cards {
    cards.iter().fold(0, |set, &c| set | bit(c))
}

fn count(cards: Cards) -> u32 {
    cards.count_ones()
}

fn cards_of(mut set: Cards) -> impl Iterator<Item = Card> {
    std::iter::from_fn(move || {
        let i = set.trailing_zeros() as usize;
        set &= set.wrapping_sub(1);
        Card::DECK.get(i).copied()
    })
}

fn sum(cards: Cards) -> u32 {
    cards_of(cards).map(|c| u32::from(c.value)).sum()
}

/// What `n` cards of one value kept in a shop would bring when sold to an opponent holding
/// `coins`, counting the seller's gain and the opponent's loss. A set facing an empty deposit
/// keeps a little worth: kings may fill it.
fn sale_worth(n: u32, coins: u8) -> f64 {
    match (n, coins) {
        (2, 0) => 0.4,
        (2, _) => 2.0,
        (3, 0) => 0.6,
        // Sold as a pair, the third card stays.
        (3, 1) => 2.0,
        (3, 2) => 4.0,
        (3, _) => 6.0,
        _ => 0.0,
    }
}

/// What selling some of `set` (cards of one value) would bring, net of the spades sold (a
/// point each at the end of the round): a spade stays out of a pair when it can.
fn set_worth(set: Cards, coins: u8) -> f64 {
    let spades = f64::from(count(set & SPADES));
    let worth = match count(set) {
        3 => (sale_worth(3, coins) - spades).max(sale_worth(2, coins) - (spades - 1.0).max(0.0)),
        n => sale_worth(n, coins) - spades,
    };
    worth.max(0.0)
}

/// The board as the expert's seat sees it, sides indexed [`ME`] and [`THEM`].
#[derive(Debug, Clone, Copy)]
struct Table {
    shops: [Cards; 2],
    hand: Cards,
    their_hand: u32,
    coins: [u8; 2],
    bank: u8,
    trade_left: [bool; 2],
    traded_last: [bool; 2],
    /// Cards the seat has not seen: the goods deck and the opponent's hand.
    unseen: Cards,
    goods_left: u32,
    /// The king cards the next reveal may show, one bit per card of [`King::DECK`].
    kings: u8,
}

impl Table {
    fn seen_by(g: &Burgueses, me: Seat) -> Table {
        let them = me.other();
        let hand = set_of(&g.hands[me]);
        let shops = [set_of(&g.shops[me]), set_of(&g.shops[them])];
        let known = hand | shops[ME] | shops[THEM] | set_of(&g.discarded);
        let kings = g.kings.iter().fold(0u8, |set, k| {
            set | 1 << King::DECK.iter().position(|d| d == k).unwrap_or(0)
        });
        let traded = |s: Seat| g.last_action[s] == Some(ActionKind::Trade);
        Table {
            shops,
            hand,
            their_hand: g.hands[them].len() as u32,
            coins: [g.coins[me], g.coins[them]],
            bank: g.bank,
            trade_left: [!g.trade_used[me], !g.trade_used[them]],
            traded_last: [traded(me), traded(them)],
            unseen: ALL_GOODS & !known,
            goods_left: g.goods.len() as u32,
            kings: if kings == 0 { 0b1_1111 } else { kings },
        }
    }

    // ----- moves -----

    fn sold(mut self, cards: Cards) -> Table {
        self.shops[ME] &= !cards;
        let price = super::rules::sale_price(count(cards) as usize).min(self.coins[THEM]);
        self.coins[THEM] -= price;
        self.coins[ME] += price;
        self.traded_last[ME] = false;
        self
    }

    fn traded(mut self, mine: Card, theirs: Card) -> Table {
        self.coins[ME] -= 1;
        self.bank += 1;
        self.shops[ME] = self.shops[ME] & !bit(mine) | bit(theirs);
        self.shops[THEM] = self.shops[THEM] & !bit(theirs) | bit(mine);
        self.trade_left[ME] = false;
        self.traded_last[ME] = true;
        self
    }

    /// A purchase that drew `card`.
    fn drew(mut self, card: Card) -> Table {
        self.goods_left -= 1;
        self.unseen &= !bit(card);
        self.hand |= bit(card);
        self.traded_last[ME] = false;
        self
    }

    fn placed(mut self, card: Card) -> Table {
        self.hand &= !bit(card);
        self.shops[ME] |= bit(card);
        self.traded_last[ME] = false;
        self
    }

    fn discarded(mut self, side: usize, card: Card) -> Table {
        self.shops[side] &= !bit(card);
        self
    }

    // ----- king cards -----

    fn receive(&mut self, side: usize) {
        if self.bank > 0 {
            self.bank -= 1;
            self.coins[side] += 1;
        }
    }

    fn pay(&mut self, side: usize) {
        if self.coins[side] > 0 {
            self.coins[side] -= 1;
            self.bank += 1;
        }
    }

    /// The side whose sum of `suit` is strictly the highest.
    fn leader(&self, suit: Cards) -> Option<usize> {
        let (mine, theirs) = (sum(self.shops[ME] & suit), sum(self.shops[THEM] & suit));
        match mine.cmp(&theirs) {
            std::cmp::Ordering::Greater => Some(ME),
            std::cmp::Ordering::Less => Some(THEM),
            std::cmp::Ordering::Equal => None,
        }
    }

    /// The card a side gives up to K♦: a lone card before a set's, a spade last.
    fn cheapest_card(&self, side: usize) -> Option<Card> {
        let shop = self.shops[side];
        let keep = |c: &Card| {
            let in_set = count(shop & OF_VALUE[usize::from(c.value)]) >= 2;
            u32::from(c.suit == Suit::Spades) * 10 + u32::from(in_set) * 15 + u32::from(c.value)
        };
        cards_of(shop).min_by_key(keep)
    }

    /// The position after `king` is revealed with the expert as the active player.
    fn revealed(mut self, king: King) -> Table {
        match king {
            King::Spades => {
                if let Some(side) = self.leader(SPADES) {
                    self.pay(side);
                }
            }
            King::Hearts => {
                if let Some(side) = self.leader(HEARTS) {
                    self.receive(side);
                }
            }
            King::Clubs => {
                for side in [ME, THEM] {
                    if self.shops[side] & CLUBS != 0 {
                        self.receive(side);
                    }
                }
            }
            King::Diamonds => {
                for side in [ME, THEM] {
                    if self.shops[side] & DIAMONDS != 0 {
                        self.receive(side);
                    } else if let Some(card) = self.cheapest_card(side) {
                        self = self.discarded(side, card);
                    }
                }
            }
            King::AceOfSpades => {
                for side in [ME, THEM] {
                    if self.shops[side] == 0 {
                        continue;
                    }
                    if sum(self.shops[side]).is_multiple_of(2) {
                        self.receive(side);
                    } else {
                        self.pay(side);
                    }
                }
            }
        }
        self
    }

    /// The standing after the next king card, averaged over the kings it may be.
    fn after_king(&self) -> f64 {
        let kings = King::DECK
            .iter()
            .enumerate()
            .filter(|(i, _)| self.kings & 1 << i != 0);
        let (total, n) = kings.fold((0.0, 0.0), |(total, n), (_, &k)| {
            (total + self.revealed(k).standing(), n + 1.0)
        });
        total / n
    }

    // ----- the standing -----

    fn hand_size(&self, side: usize) -> u32 {
        match side {
            ME => count(self.hand),
            _ => self.their_hand,
        }
    }

    /// Goods each side may still draw: the opponent moves next and draws first.
    fn draws(&self, side: usize) -> u32 {
        match side {
            ME => self.goods_left / 2,
            _ => self.goods_left.div_ceil(2),
        }
    }

    /// Cards each side must still place to empty its hand, counting its share of the deck.
    fn left_to_place(&self, side: usize) -> u32 {
        self.hand_size(side) + self.draws(side)
    }

    /// Turns each side has left in the round, the opponent moving next. While the goods deck
    /// lasts a sale delays nothing (hands refill), so turns are plenty. At the end each side
    /// may put off emptying its hand until the other side's is empty, which then leaves it one
    /// turn (the opponent, moving first, one more).
    fn turns_left(&self) -> [u32; 2] {
        if self.goods_left >= 2 {
            return [PLENTY_OF_TURNS; 2];
        }
        let (mine, theirs) = (self.left_to_place(ME), self.left_to_place(THEM));
        match (mine, theirs) {
            (_, 0) => [0, 0],
            (0, _) => [0, 1],
            _ => [theirs, mine + 1],
        }
    }

    /// Actions (each revealing a king card) likely left in the round.
    fn reveals_left(&self) -> u32 {
        self.goods_left + self.hand_size(ME) + self.hand_size(THEM)
    }

    fn may_trade(&self, side: usize) -> bool {
        self.trade_left[side] && self.coins[side] > 0
    }

    /// Whether `side` may trade on its next turn.
    fn may_trade_next(&self, side: usize) -> bool {
        self.may_trade(side) && !self.traded_last[1 - side]
    }

    /// The expert's wealth minus the opponent's, the opponent to move.
    fn standing(&self) -> f64 {
        let turns = self.turns_left();
        let later = f64::from(self.reveals_left().min(LATER_REVEALS)) * LATER_KINGS;
        let side = |s: usize| {
            self.wealth(s, turns[s])
                + self.prospects(s, turns[s])
                + self.four_of_a_kind(s, turns)
                + self.king_exposure(s) * later
        };
        side(ME) - side(THEM)
    }

    /// Coins, spades, and the sets and hand cards as the turns left let them count: each turn
    /// either sells a set or empties a hand card (a point lost at the end of the round).
    fn wealth(&self, side: usize, turns: u32) -> f64 {
        let shop = self.shops[side];
        let coins = self.coins[1 - side];
        let mut sales = [0.0f64; 4];
        for (slot, value) in sales.iter_mut().zip(2..=5) {
            *slot = KEPT_SET * set_worth(shop & OF_VALUE[value], coins);
        }
        sales.sort_by(|a, b| b.total_cmp(a));
        let hand = self.hand_size(side);
        // While the deck lasts hands refill: no card is sure to be left at the end.
        let owed = if self.goods_left >= 2 {
            0
        } else {
            self.left_to_place(side)
        };
        let mut best = f64::NEG_INFINITY;
        let mut sold = 0.0;
        for k in 0..=turns.min(4) {
            if k > 0 {
                sold += sales[k as usize - 1];
            }
            let left = owed.saturating_sub(turns - k).min(hand);
            best = best.max(sold - f64::from(left));
        }
        f64::from(self.coins[side]) + f64::from(count(shop & SPADES)) + best
    }

    /// Sets the side may still make: its hand cards (mine only) and the unseen cards it may draw,
    /// and the trade kept in reserve.
    fn prospects(&self, side: usize, turns: u32) -> f64 {
        if turns < 2 {
            return 0.0;
        }
        let coins = self.coins[1 - side];
        let unseen = f64::from(count(self.unseen).max(1));
        let draws = f64::from(match side {
            ME => self.draws(ME),
            _ => self.their_hand + self.draws(THEM),
        });
        let mut total = if self.may_trade(side) {
            TRADE_IN_RESERVE
        } else {
            0.0
        };
        for &all in &OF_VALUE[2..] {
            let n = count(self.shops[side] & all);
            let held = if side == ME {
                count(self.hand & all)
            } else {
                0
            };
            let made = (n + held).min(3);
            total += HELD_CARD * (sale_worth(made, coins) - sale_worth(n, coins));
            if made >= 1 {
                let odds = (draws * f64::from(count(self.unseen & all)) / unseen).min(1.0);
                total += DRAWN_CARD
                    * odds
                    * (sale_worth((made + 1).min(3), coins) - sale_worth(made, coins));
            }
        }
        total
    }

    /// What four of a kind (a won match) is worth to `side` now, given where the cards are.
    fn four_of_a_kind(&self, side: usize, turns: [u32; 2]) -> f64 {
        if turns[side] == 0 {
            return 0.0;
        }
        (2..=4)
            .map(|value| {
                let all = OF_VALUE[value];
                let shop = self.shops[side];
                match count(shop & all) {
                    4 if side == THEM || !self.may_trade_next(THEM) => WIN,
                    // The opponent, moving first, trades one away.
                    4 => 3.0,
                    3 => self.fourth_card(side, all & !shop, turns),
                    _ => 0.0,
                }
            })
            .fold(0.0, f64::max)
    }

    /// The worth of a trio to `side` by where its `fourth` card is.
    fn fourth_card(&self, side: usize, fourth: Cards, turns: [u32; 2]) -> f64 {
        let other = 1 - side;
        if fourth & self.shops[other] != 0 {
            return match side {
                // The opponent moves next: a trade now, the sale after (I cannot trade back).
                THEM if self.may_trade_next(THEM) && turns[THEM] >= 2 => 0.9 * WIN,
                THEM if self.may_trade(THEM) && turns[THEM] >= 3 => 0.4 * WIN,
                ME if self.may_trade(ME) && turns[ME] >= 2 => 0.25 * WIN,
                _ => 0.0,
            };
        }
        let guarded = if self.may_trade(other) { 0.1 } else { 0.7 };
        if side == ME && fourth & self.hand != 0 && turns[ME] >= 2 {
            return guarded * WIN;
        }
        if fourth & self.unseen == 0 || turns[side] < 2 {
            return 0.0;
        }
        let draws = match side {
            ME => self.draws(ME),
            _ => self.their_hand + self.draws(THEM),
        };
        let odds = (f64::from(draws) / f64::from(count(self.unseen).max(1))).min(1.0);
        odds * guarded * WIN
    }

    /// What one king card revealed at random brings `side` with its shop as it is.
    fn king_exposure(&self, side: usize) -> f64 {
        let shop = self.shops[side];
        if shop == 0 {
            return 0.0;
        }
        let receive = if self.bank > 0 { 1.0 } else { 0.0 };
        let pay = if self.coins[side] > 0 { 1.0 } else { 0.0 };
        let mut total = 0.0;
        if shop & CLUBS != 0 {
            total += receive;
        }
        total += if shop & DIAMONDS != 0 {
            receive
        } else {
            -K_DIAMONDS_DISCARD
        };
        if self.leader(HEARTS) == Some(side) {
            total += receive;
        }
        if self.leader(SPADES) == Some(side) {
            total -= pay;
        }
        total += if sum(shop).is_multiple_of(2) {
            receive
        } else {
            -pay
        };
        total / 5.0
    }
}

/// The cards a sale names, from the shop.
fn sale_cards(g: &Burgueses, seat: Seat, sale: &Sale) -> Cards {
    match sale {
        Sale::Cards(cards) => set_of(cards),
        Sale::Value(v) => set_of(&g.shops[seat]) & OF_VALUE[usize::from(*v)],
    }
}

/// The expert's move for `seat`, or `None` when it has nothing to decide.
pub(super) fn choose(g: &Burgueses, seat: Seat, rng: &mut GameRng) -> Option<Move> {
    let moves = g.legal_moves(seat);
    if moves.is_empty() {
        return None;
    }
    let table = Table::seen_by(g, seat);
    let mut scores: Vec<f64> = moves
        .iter()
        .map(|m| score_without_trades(g, seat, &table, m))
        .collect();
    weigh_best_trades(&table, &moves, &mut scores);
    Some(best(moves, &scores, rng))
}

/// A move's score, trades only roughly (without the king card: there may be dozens of them).
fn score_without_trades(g: &Burgueses, seat: Seat, table: &Table, mv: &Move) -> f64 {
    match mv {
        Move::Buy if table.goods_left > 0 => {
            // Any card the seat has not seen may come: the deck and the opponent's hand are
            // one pool to it.
            let draws = cards_of(table.unseen).map(|c| best_placement(&table.drew(c)));
            draws.sum::<f64>() / f64::from(count(table.unseen).max(1))
        }
        Move::Buy => best_placement(table),
        Move::Place(card) => table.placed(*card).after_king(),
        Move::Sell(sale) => {
            let cards = sale_cards(g, seat, sale);
            if count(cards) == 4 {
                return 2.0 * WIN;
            }
            table.sold(cards).after_king()
        }
        Move::Trade { mine, theirs } => table.traded(*mine, *theirs).standing(),
        Move::Discard(card) => table.discarded(ME, *card).standing(),
    }
}

/// The best placement of a hand card after a purchase.
fn best_placement(table: &Table) -> f64 {
    cards_of(table.hand)
        .map(|c| table.placed(c).after_king())
        .fold(f64::NEG_INFINITY, f64::max)
}

/// Re-scores the trades that looked best with the king card, and drops the others.
fn weigh_best_trades(table: &Table, moves: &[Move], scores: &mut [f64]) {
    let mut trades: Vec<usize> = (0..moves.len())
        .filter(|&i| matches!(moves[i], Move::Trade { .. }))
        .collect();
    trades.sort_by(|&a, &b| scores[b].total_cmp(&scores[a]));
    for (rank, &i) in trades.iter().enumerate() {
        scores[i] = match (&moves[i], rank < TRADES_WEIGHED) {
            (Move::Trade { mine, theirs }, true) => table.traded(*mine, *theirs).after_king(),
            _ => f64::NEG_INFINITY,
        };
    }
}

/// The move with the highest score, `rng` deciding between equals.
fn best(mut moves: Vec<Move>, scores: &[f64], rng: &mut GameRng) -> Move {
    let top = scores.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let tied: Vec<usize> = (0..moves.len())
        .filter(|&i| scores[i] >= top - 1e-9)
        .collect();
    let pick = tied[rng.below(tied.len())];
    moves.swap_remove(pick)
}
