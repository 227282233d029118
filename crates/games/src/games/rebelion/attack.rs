//! Declaring an attack and the defender's answer, each made in small steps so that every step
//! has few choices (at most one per army) and every whole decision is reachable:
//! - the attacker musters armies one at a time (`muster 7B`, a Caballo `muster 11B:5E`) and
//!   launches them (`attack`); `attack 7B 12B` musters and launches in one move;
//! - the defender decides for each attacker in turn, in the order of the attack (sorted cards),
//!   which army blocks it (`block 7B:5E`) or that none does (`pass`); `block` alone leaves all
//!   the rest unblocked, and naming a later attacker leaves the ones before it unblocked;
//! - the defender then picks the blocked combats one at a time (`order 7B`); the last follows.
//!
//! Each decision also ends by itself when nothing is left to choose.

use crate::engine::Seat;

use super::arcana::number;
use super::cards::Card;
use super::events::Event;
use super::illegal::Illegal;
use super::notation::{Attacker, Combat};
use super::state::{Battle, Phase, Rebelion};
use crate::engine::pile::{count, take};

impl Rebelion {
    /// Blocks named by attacking Caballos.
    pub(super) fn named_blocks(attack: &[Attacker]) -> Vec<(Card, Card)> {
        attack
            .iter()
            .filter_map(|a| a.names.map(|b| (a.card, b)))
            .collect()
    }

    /// `seat`'s armies not yet in the attack being mustered.
    pub(super) fn unmustered(&self, seat: Seat, mustered: &[Attacker]) -> Vec<Card> {
        let mut left = self.armies[seat].clone();
        for a in mustered {
            if left.contains(&a.card) {
                take(&mut left, a.card);
            }
        }
        left
    }

    /// Enemy armies not yet named by a mustered Caballo.
    pub(super) fn unnamed_enemies(&self, seat: Seat, mustered: &[Attacker]) -> Vec<Card> {
        let mut left = self.armies[seat.other()].clone();
        for b in mustered.iter().filter_map(|a| a.names) {
            if left.contains(&b) {
                take(&mut left, b);
            }
        }
        left
    }

    /// Whether `adds` may join the attack `mustered`: each army attacks once, only a Caballo
    /// names a blocker, and each enemy army is named once.
    /// How many of the seat's armies `card` may name their blocker: every Caballo, and the one
    /// army El Carro made Cavalry this turn.
    pub(super) fn cavalry_count(&self, seat: Seat, card: Card) -> usize {
        if card.level == self.ranks().cavalry() && !card.is_arcana() {
            return count(&self.armies[seat], card);
        }
        let chariot = self.tarot.effects.iter().any(|e| {
            e.arcana == Card::arcana(number::CHARIOT)
                && e.seat == seat
                && e.turn == self.turn
                && e.army == Some(card)
        });
        usize::from(chariot && self.armies[seat].contains(&card))
    }

    pub(super) fn check_muster(
        &self,
        seat: Seat,
        mustered: &[Attacker],
        adds: &[Attacker],
    ) -> Result<(), Illegal> {
        let all: Vec<Attacker> = mustered.iter().chain(adds).copied().collect();
        let cards: Vec<Card> = all.iter().map(|a| a.card).collect();
        for a in adds {
            let on_table = count(&self.armies[seat], a.card);
            if on_table == 0 {
                return Err(Illegal::NotOnTable(a.card));
            }
            if count(&cards, a.card) > on_table {
                return Err(Illegal::AlreadyMustered(a.card));
            }
        }
        let named: Vec<Card> = all.iter().filter_map(|a| a.names).collect();
        for a in adds {
            if let Some(b) = a.names {
                let naming = all
                    .iter()
                    .filter(|x| x.card == a.card && x.names.is_some())
                    .count();
                if naming > self.cavalry_count(seat, a.card) {
                    return Err(Illegal::NotACaballo(a.card));
                }
                if count(&named, b) > count(&self.armies[seat.other()], b) {
                    return Err(Illegal::NoSuchEnemyArmy(b));
                }
            }
        }
        Ok(())
    }

    /// One more army joins the attack; with none left to add, the attack is launched.
    pub(super) fn apply_muster(
        &mut self,
        seat: Seat,
        mut mustered: Vec<Attacker>,
        army: Attacker,
        events: &mut Vec<Event>,
    ) {
        mustered.push(army);
        events.push(Event::Mustered {
            seat,
            army: army.card,
            names: army.names,
        });
        if self.unmustered(seat, &mustered).is_empty() {
            self.launch(seat, mustered, events);
        } else {
            self.phase = Phase::Muster { attack: mustered };
        }
    }

    /// The attack is declared; the defender answers unless nothing is left to decide.
    pub(super) fn launch(
        &mut self,
        seat: Seat,
        mut attack: Vec<Attacker>,
        events: &mut Vec<Event>,
    ) {
        attack.sort();
        self.done.attacked = true;
        events.push(Event::Attacked {
            seat,
            armies: attack.iter().map(|a| a.card).collect(),
        });
        self.block_or_finish(attack, Vec::new(), 0, events);
    }

    /// Attackers open to the defender's choice, in the order it decides them: those that did
    /// not name a blocker, in the order of the attack.
    pub(super) fn block_walk(attack: &[Attacker]) -> Vec<Card> {
        let mut walk: Vec<Card> = attack
            .iter()
            .filter(|a| a.names.is_none())
            .map(|a| a.card)
            .collect();
        walk.sort();
        walk
    }

    /// The defender's armies still free to block.
    pub(super) fn free_blockers(&self, attack: &[Attacker], pairs: &[(Card, Card)]) -> Vec<Card> {
        let mut free = self.armies[self.active.other()].clone();
        for (_, b) in Self::named_blocks(attack).iter().chain(pairs) {
            if free.contains(b) {
                take(&mut free, *b);
            }
        }
        free
    }

    /// The block decision goes on, or ends when no attacker is left to decide or no army is
    /// left to block.
    fn block_or_finish(
        &mut self,
        attack: Vec<Attacker>,
        pairs: Vec<(Card, Card)>,
        decided: usize,
        events: &mut Vec<Event>,
    ) {
        let open = Self::block_walk(&attack).len() > decided;
        if open && !self.free_blockers(&attack, &pairs).is_empty() {
            self.phase = Phase::Block {
                attack,
                pairs,
                decided,
            };
        } else {
            self.finish_block(&attack, &pairs, events);
        }
    }

    /// Where each pair of a `block` move falls in the walk (pairs taken in sorted order, as
    /// the notation keeps them), checking it.
    fn place_blocks(
        &self,
        attack: &[Attacker],
        pairs: &[(Card, Card)],
        decided: usize,
        new: &[(Card, Card)],
    ) -> Result<Vec<usize>, Illegal> {
        let walk = Self::block_walk(attack);
        let mut new = new.to_vec();
        new.sort();
        let mut used: Vec<Card> = Self::named_blocks(attack).iter().map(|p| p.1).collect();
        used.extend(pairs.iter().map(|p| p.1));
        let armies = &self.armies[self.active.other()];
        let mut at = decided.min(walk.len());
        let mut places = Vec::new();
        for &(a, b) in &new {
            let Some(i) = (at..walk.len()).find(|&i| walk[i] == a) else {
                let asked: Vec<Card> = new.iter().map(|p| p.0).collect();
                let undecided = &walk[decided.min(walk.len())..];
                return Err(if !attack.iter().any(|x| x.card == a) {
                    Illegal::NotAttacking(a)
                } else if !walk.contains(&a) {
                    Illegal::CaballoChose(a)
                } else if count(&asked, a) > count(undecided, a) && count(undecided, a) > 0 {
                    Illegal::DoubleBlock
                } else {
                    Illegal::AlreadyDecided(a)
                });
            };
            if !armies.contains(&b) {
                return Err(Illegal::NoSuchEnemyArmy(b));
            }
            used.push(b);
            if count(&used, b) > count(armies, b) {
                return Err(Illegal::DoubleBlock);
            }
            places.push(i);
            at = i + 1;
        }
        Ok(places)
    }

    pub(super) fn check_block(
        &self,
        attack: &[Attacker],
        pairs: &[(Card, Card)],
        decided: usize,
        new: &[(Card, Card)],
    ) -> Result<(), Illegal> {
        self.place_blocks(attack, pairs, decided, new).map(|_| ())
    }

    /// `block` pairs: attackers skipped on the way stay unblocked; `block` alone leaves every
    /// undecided attacker unblocked and ends the decision.
    pub(super) fn apply_block(
        &mut self,
        attack: Vec<Attacker>,
        mut pairs: Vec<(Card, Card)>,
        mut decided: usize,
        new: &[(Card, Card)],
        events: &mut Vec<Event>,
    ) {
        if new.is_empty() {
            self.finish_block(&attack, &pairs, events);
            return;
        }
        let Ok(places) = self.place_blocks(&attack, &pairs, decided, new) else {
            // Moves are checked first; an unchecked illegal block changes nothing.
            self.phase = Phase::Block {
                attack,
                pairs,
                decided,
            };
            return;
        };
        let walk = Self::block_walk(&attack);
        let mut new = new.to_vec();
        new.sort();
        for ((a, b), i) in new.into_iter().zip(places) {
            for &skipped in &walk[decided..i] {
                events.push(Event::BlockChosen {
                    attacker: skipped,
                    blocker: None,
                });
            }
            events.push(Event::BlockChosen {
                attacker: a,
                blocker: Some(b),
            });
            pairs.push((a, b));
            decided = i + 1;
        }
        self.block_or_finish(attack, pairs, decided, events);
    }

    /// `pass` in the block decision: the attacker being decided stays unblocked.
    pub(super) fn apply_no_block(
        &mut self,
        attack: Vec<Attacker>,
        pairs: Vec<(Card, Card)>,
        decided: usize,
        events: &mut Vec<Event>,
    ) {
        if let Some(&attacker) = Self::block_walk(&attack).get(decided) {
            events.push(Event::BlockChosen {
                attacker,
                blocker: None,
            });
        }
        self.block_or_finish(attack, pairs, decided + 1, events);
    }

    /// The blocks are fixed: the Caballos' first, then the defender's in the order chosen.
    fn finish_block(
        &mut self,
        attack: &[Attacker],
        pairs: &[(Card, Card)],
        events: &mut Vec<Event>,
    ) {
        let mut blocked = Self::named_blocks(attack);
        blocked.extend_from_slice(pairs);
        let mut unblocked: Vec<Card> = attack.iter().map(|a| a.card).collect();
        for (a, _) in &blocked {
            take(&mut unblocked, *a);
        }
        events.push(Event::Blocked {
            pairs: blocked.clone(),
        });
        let battle = Battle { blocked, unblocked };
        if battle.blocked.len() >= 2 {
            self.phase = Phase::Order {
                battle,
                ordered: Vec::new(),
            };
        } else {
            self.next_fight(battle, events);
        }
    }

    /// `order` names blocked attackers whose combats have no place yet, at most once each.
    pub(super) fn check_order(battle: &Battle, list: &[Combat]) -> Result<(), Illegal> {
        let mut open = battle.blocked.clone();
        if list.is_empty()
            || list
                .iter()
                .any(|c| Self::next_named(&mut open, c).is_none())
        {
            return Err(Illegal::BadOrder);
        }
        Ok(())
    }

    /// Takes from `open` the first combat that `combat` names.
    fn next_named(open: &mut Vec<(Card, Card)>, combat: &Combat) -> Option<(Card, Card)> {
        let i = open.iter().position(|&(a, b)| combat.names(a, b))?;
        Some(open.remove(i))
    }

    /// The named combats come next, in the order named; once one is left it comes last.
    pub(super) fn apply_order(
        &mut self,
        mut battle: Battle,
        mut ordered: Vec<(Card, Card)>,
        list: &[Combat],
        events: &mut Vec<Event>,
    ) {
        for combat in list {
            if let Some((attacker, blocker)) = Self::next_named(&mut battle.blocked, combat) {
                events.push(Event::Ordered { attacker, blocker });
                ordered.push((attacker, blocker));
            }
        }
        if battle.blocked.len() <= 1 {
            ordered.append(&mut battle.blocked);
            battle.blocked = ordered;
            self.next_fight(battle, events);
        } else {
            self.phase = Phase::Order { battle, ordered };
        }
    }
}
