//! Listing the legal choices of each decision, for the hand view and for bots. Every listed
//! move is legal; large decisions are capped (any other well-formed choice is still accepted).

use crate::engine::pile::{distinct, take};
use crate::engine::Seat;

use super::cards::{Card, Suit, CABALLO, REY};
use super::notation::{Attacker, Move};
use super::state::{Battle, Fight, Rebelion};
use super::turn::level_sum;

/// Most moves listed for one decision (blocks, orders, heals): enough for any table seen in
/// play; every other well-formed choice is still accepted.
const LIST_CAP: usize = 256;

impl Rebelion {
    /// The moves of the main phase: every play, minimal purchases, every camp to empty, every
    /// set of attackers (and a Caballo naming each possible blocker when it attacks alone),
    /// every discard, and pass.
    pub(super) fn main_moves(&self, seat: Seat) -> Vec<Move> {
        let mut moves = Vec::new();
        let side = self.side(seat);
        let hand = distinct(&self.hands[seat]);
        if !self.done.played {
            moves.extend(
                hand.iter()
                    .filter(|c| c.suit == side)
                    .map(|&c| Move::Play(c)),
            );
        }
        if !self.done.bought {
            moves.extend(self.purchases(seat));
        }
        if !self.done.emptied && self.camp_count(seat) > 1 {
            for (i, camp) in self.camps[seat].iter().enumerate() {
                if camp.is_some() {
                    moves.push(Move::Empty(i as u8 + 1));
                }
            }
        }
        if self.turn > 1 && !self.done.attacked {
            moves.extend(self.attacks(seat));
        }
        if !self.must_empty(seat) {
            moves.extend(hand.iter().map(|&c| Move::Discard(c)));
            moves.push(Move::Pass);
        }
        moves
    }

    fn purchases(&self, seat: Seat) -> Vec<Move> {
        let side = self.side(seat);
        let mut oros: Vec<Card> = self.hands[seat]
            .iter()
            .copied()
            .filter(|c| c.suit == Suit::Oros)
            .collect();
        oros.sort_by_key(|c| std::cmp::Reverse(c.level));
        let mut targets: Vec<Card> = self
            .discard
            .iter()
            .copied()
            .filter(|c| !c.is_figure() && (c.suit == side || c.suit == Suit::Copas))
            .collect();
        targets.sort();
        targets.dedup();
        let has_rey = self.armies[seat].iter().any(|c| c.level == REY);
        let mut moves = Vec::new();
        for card in targets {
            // Pay with the fewest, smallest Oros that reach the price: the single smallest
            // card that suffices, else the largest cards until the price is reached.
            let price = u32::from(card.level);
            let single = oros.iter().rev().find(|c| u32::from(c.level) >= price);
            let with: Vec<Card> = match single {
                Some(&c) => vec![c],
                None => {
                    let mut paid = Vec::new();
                    for &c in &oros {
                        if level_sum(&paid) >= price {
                            break;
                        }
                        paid.push(c);
                    }
                    paid
                }
            };
            if level_sum(&with) < price {
                continue;
            }
            let change = if has_rey {
                self.greedy_change(level_sum(&with) - price)
            } else {
                Vec::new()
            };
            let mut with = with;
            with.sort();
            moves.push(Move::Buy { card, with, change });
        }
        moves
    }

    /// The largest Oros change from the pile, taken greedily, worth at most `room`.
    fn greedy_change(&self, mut room: u32) -> Vec<Card> {
        let mut pile: Vec<Card> = self
            .discard
            .iter()
            .copied()
            .filter(|c| c.suit == Suit::Oros)
            .collect();
        pile.sort_by_key(|c| std::cmp::Reverse(c.level));
        let mut change = Vec::new();
        for c in pile {
            if u32::from(c.level) <= room {
                room -= u32::from(c.level);
                change.push(c);
            }
        }
        change.sort();
        change
    }

    fn attacks(&self, seat: Seat) -> Vec<Move> {
        let mut armies = self.armies[seat].clone();
        armies.sort();
        let n = armies.len().min(10);
        let mut seen = std::collections::BTreeSet::new();
        let mut moves = Vec::new();
        for mask in 1u32..(1 << n) {
            let list: Vec<Card> = (0..n)
                .filter(|i| mask & (1 << i) != 0)
                .map(|i| armies[i])
                .collect();
            if seen.insert(list.clone()) {
                moves.push(Move::Attack(
                    list.iter()
                        .map(|&card| Attacker { card, names: None })
                        .collect(),
                ));
            }
        }
        let mut enemies = self.armies[seat.other()].clone();
        enemies.sort();
        enemies.dedup();
        let mut caballos: Vec<Card> = armies
            .iter()
            .copied()
            .filter(|c| c.level == CABALLO)
            .collect();
        caballos.dedup();
        for &c in &caballos {
            for &e in &enemies {
                moves.push(Move::Attack(vec![Attacker {
                    card: c,
                    names: Some(e),
                }]));
            }
        }
        moves
    }

    /// Every way to assign blockers (up to a cap), the empty block first.
    pub(super) fn block_moves(&self, seat: Seat, attack: &[Attacker]) -> Vec<Move> {
        let named = Self::named_blocks(attack);
        let mut attackers: Vec<Card> = attack.iter().map(|a| a.card).collect();
        for (a, _) in &named {
            take(&mut attackers, *a);
        }
        let mut blockers = self.armies[seat].clone();
        for (_, b) in &named {
            take(&mut blockers, *b);
        }
        let mut out: Vec<Vec<(Card, Card)>> = vec![Vec::new()];
        assign(&attackers, &blockers, &mut Vec::new(), &mut out);
        let mut seen = std::collections::BTreeSet::new();
        out.into_iter()
            .map(|mut p| {
                p.sort();
                p
            })
            .filter(|p| seen.insert(p.clone()))
            .take(LIST_CAP)
            .map(Move::Block)
            .collect()
    }

    /// Every order of the blocked combats (up to a cap).
    pub(super) fn order_moves(battle: &Battle) -> Vec<Move> {
        let attackers: Vec<Card> = battle.blocked.iter().map(|(a, _)| *a).collect();
        let mut out = Vec::new();
        permute(
            &attackers,
            &mut Vec::new(),
            &mut vec![false; attackers.len()],
            &mut out,
        );
        let mut seen = std::collections::BTreeSet::new();
        out.into_iter()
            .filter(|p| seen.insert(p.clone()))
            .take(LIST_CAP)
            .map(Move::Order)
            .collect()
    }

    /// Pass, and every set of Copas in hand (up to a cap) on the damaged army.
    pub(super) fn heal_moves(&self, seat: Seat, fight: &Fight) -> Vec<Move> {
        let (army, _) = self.own_in_fight(fight, seat);
        let mut copas: Vec<Card> = self.hands[seat]
            .iter()
            .copied()
            .filter(|c| c.suit == Suit::Copas)
            .collect();
        copas.sort();
        let n = copas.len().min(12);
        let mut moves = vec![Move::Pass];
        let mut seen = std::collections::BTreeSet::new();
        for mask in 1u32..(1 << n) {
            let with: Vec<Card> = (0..n)
                .filter(|i| mask & (1 << i) != 0)
                .map(|i| copas[i])
                .collect();
            if seen.insert(with.clone()) {
                moves.push(Move::Heal { army, with });
            }
            if moves.len() >= LIST_CAP {
                break;
            }
        }
        moves
    }

    pub(super) fn camp_moves(&self) -> Vec<Move> {
        self.camps[self.active.other()]
            .iter()
            .enumerate()
            .filter(|(_, c)| c.is_some())
            .map(|(i, _)| Move::Camp(i as u8 + 1))
            .collect()
    }
}

/// Extends `current` with every further (attacker, blocker) pair, recording each assignment.
fn assign(
    attackers: &[Card],
    blockers: &[Card],
    current: &mut Vec<(Card, Card)>,
    out: &mut Vec<Vec<(Card, Card)>>,
) {
    if out.len() >= LIST_CAP * 4 {
        return;
    }
    let Some((&a, rest)) = attackers.split_first() else {
        return;
    };
    // `a` unblocked.
    assign(rest, blockers, current, out);
    for (i, &b) in blockers.iter().enumerate() {
        if blockers[..i].contains(&b) {
            continue;
        }
        let mut left = blockers.to_vec();
        left.remove(i);
        current.push((a, b));
        out.push(current.clone());
        assign(rest, &left, current, out);
        current.pop();
    }
}

fn permute(
    items: &[Card],
    current: &mut Vec<Card>,
    used: &mut Vec<bool>,
    out: &mut Vec<Vec<Card>>,
) {
    if out.len() >= LIST_CAP * 4 {
        return;
    }
    if current.len() == items.len() {
        out.push(current.clone());
        return;
    }
    for i in 0..items.len() {
        if !used[i] {
            used[i] = true;
            current.push(items[i]);
            permute(items, current, used, out);
            current.pop();
            used[i] = false;
        }
    }
}
