//! Listing the legal choices of each decision, for the hand view and for bots. Big decisions
//! are made in steps (see `attack.rs` and `combat.rs`), so each list is short and complete:
//! every move `check` accepts is listed, or is several listed steps in one move (`attack 7B
//! 12B`, `block 7B:5E 12B:3E`, `order 7B 12B`, `heal 5E with 2C 1C`, `buy 5C with 7O change
//! 2O`; purchases are in `purchase.rs`).

use crate::engine::pile::count;

use super::cards::{distinct, CardSet};
use crate::engine::Seat;

use super::arcana::{number, Target};
use super::cards::Card;
use super::notation::{Attacker, Combat, Move};
use super::state::{Battle, Fight, Rebelion};

impl Rebelion {
    /// The moves of the main phase: every play, every purchase to begin, every camp to empty, the
    /// first army of an attack (`muster`), every discard, and pass, added to `moves`.
    pub(super) fn main_moves(&self, seat: Seat, moves: &mut Vec<Move>) {
        // Room for a usual turn's choices, so that the list is not grown step by step.
        moves.reserve(32);
        let side = self.side(seat);
        let hand = CardSet::of(&self.hands[seat]);
        if !self.done.played {
            moves.extend(hand.iter().filter(|c| c.suit == side).map(Move::Play));
        }
        self.add_purchases(seat, moves);
        if !self.done.emptied && self.camp_count(seat) > 1 {
            for (i, camp) in self.camps[seat].iter().enumerate() {
                if camp.is_some() {
                    moves.push(Move::Empty(i as u8 + 1));
                }
            }
        }
        if self.turn > 1 && !self.done.attacked && !self.tarot.active(number::MOON, seat, self.turn)
        {
            moves.extend(self.musters(seat, &[]));
        }
        moves.extend(self.arcana_moves(seat));
        if !self.must_empty(seat) {
            moves.extend(hand.iter().map(Move::Discard));
            moves.push(Move::Pass);
        }
    }

    /// Each distinct army that can still join the attack, and each mustered-to-be Caballo
    /// naming each distinct enemy army not yet named: one move per army, never per set.
    fn musters(&self, seat: Seat, mustered: &[Attacker]) -> Vec<Move> {
        let armies = distinct(&self.unmustered(seat, mustered));
        let enemies = distinct(&self.unnamed_enemies(seat, mustered));
        let mut moves: Vec<Move> = armies
            .iter()
            .map(|&card| Move::Muster(Attacker { card, names: None }))
            .collect();
        for &card in armies.iter().filter(|&&c| self.cavalry_count(seat, c) > 0) {
            moves.extend(
                enemies
                    .iter()
                    .map(|&e| Attacker {
                        card,
                        names: Some(e),
                    })
                    .filter(|a| self.check_muster(seat, mustered, &[*a]).is_ok())
                    .map(Move::Muster),
            );
        }
        moves
    }

    /// While mustering: more armies, launch the attack (`attack`), or take it back (`cancel`).
    pub(super) fn muster_moves(&self, seat: Seat, mustered: &[Attacker]) -> Vec<Move> {
        let mut moves = self.musters(seat, mustered);
        moves.push(Move::Attack(Vec::new()));
        moves.push(Move::Cancel);
        moves
    }

    /// For the attacker being decided, each distinct free blocker; `pass` (not this one) and
    /// `block` (none of the rest).
    pub(super) fn block_moves(
        &self,
        attack: &[Attacker],
        pairs: &[(Card, Card)],
        decided: usize,
    ) -> Vec<Move> {
        let Some(&attacker) = Self::block_walk(attack).get(decided) else {
            return vec![Move::Block(Vec::new())];
        };
        let mut free = self.free_blockers(attack, pairs);
        free.sort();
        free.dedup();
        let mut moves: Vec<Move> = free
            .into_iter()
            .map(|b| Move::Block(vec![(attacker, b)]))
            .collect();
        moves.push(Move::Pass);
        moves.push(Move::Block(Vec::new()));
        moves
    }

    /// Each distinct combat with no place yet, to come next: named by its attacker, or also
    /// by its blocker where identical attackers face different blockers.
    pub(super) fn order_moves(battle: &Battle) -> Vec<Move> {
        let open = crate::engine::pile::distinct(&battle.blocked);
        let attackers: Vec<Card> = open.iter().map(|&(a, _)| a).collect();
        open.iter()
            .map(|&(attacker, blocker)| Combat {
                attacker,
                blocker: (count(&attackers, attacker) > 1).then_some(blocker),
            })
            .map(|c| Move::Order(vec![c]))
            .collect()
    }

    /// La Justicia (before healing), La Fuerza's `harm` one card at a time (before healing),
    /// each distinct healing card to go on healing (`tend`) or as the last one (`heal`), and
    /// `pass`.
    pub(super) fn heal_moves(&self, seat: Seat, fight: &Fight) -> Vec<Move> {
        let mut moves = Vec::new();
        if self.can_judge_fight(seat, fight) {
            moves.push(Move::Arcana {
                card: Card::arcana(number::JUSTICE),
                target: Target::None,
            });
        }
        if self.can_harm(seat, fight) {
            let (enemy, _) = self.own_in_fight(fight, seat.other());
            let suit_cards: Vec<Card> = self.hands[seat]
                .iter()
                .copied()
                .filter(|c| !c.is_arcana())
                .collect();
            moves.extend(distinct(&suit_cards).into_iter().map(|c| Move::Harm {
                army: enemy,
                with: vec![c],
            }));
        }
        let (army, level) = self.own_in_fight(fight, seat);
        if level < army.level {
            moves.extend(self.healing_moves(seat, army));
        }
        moves.push(Move::Pass);
        moves
    }

    /// `tend` and `heal` with each distinct card that heals for the seat.
    pub(super) fn healing_moves(&self, seat: Seat, army: Card) -> Vec<Move> {
        let cards = distinct(&self.heal_cards(seat));
        let mut moves: Vec<Move> = cards
            .iter()
            .map(|&with| Move::Tend { army, with })
            .collect();
        moves.extend(cards.iter().map(|&c| Move::Heal {
            army,
            with: vec![c],
        }));
        moves
    }

    /// El Juicio: any hand card.
    pub(super) fn judgment_moves(&self, seat: Seat) -> Vec<Move> {
        distinct(&self.hands[seat])
            .into_iter()
            .map(Move::Pick)
            .collect()
    }

    /// Each standing camp of the seat.
    pub(super) fn lose_moves(&self, seat: Seat) -> Vec<Move> {
        self.camps[seat]
            .iter()
            .enumerate()
            .filter(|(_, c)| c.is_some())
            .map(|(i, _)| Move::Lose(i as u8 + 1))
            .collect()
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
