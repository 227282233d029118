//! The combats of an attack: simultaneous damage, healing with Copas, replacement from the
//! discard pile, and assaults on camps. Healing is decided card by card (`tend`), or all at
//! once (`heal`), so that a decision lists one move per Copas, never every set of them.

use crate::engine::pile::{count, take};
use crate::engine::Seat;

use super::cards::{Card, Suit, SOTA};
use super::events::{Event, Fate};
use super::illegal::Illegal;
use super::state::{Battle, Fight, Phase, Rebelion};
impl Rebelion {
    /// Starts the next combat of the battle, or the camp assaults, or gives the turn back.
    pub(super) fn next_fight(&mut self, mut battle: Battle, events: &mut Vec<Event>) {
        let attacker_seat = self.active;
        if !battle.blocked.is_empty() {
            let (a, b) = battle.blocked.remove(0);
            take(&mut self.armies[attacker_seat], a);
            take(&mut self.armies[attacker_seat.other()], b);
            self.start_fight(battle, a, b, false, events);
        } else if !battle.unblocked.is_empty() {
            self.phase = Phase::Camp { battle };
        } else {
            self.phase = Phase::Main;
        }
    }

    /// Damage at once on both sides; then those who can heal decide, attacker first.
    fn start_fight(
        &mut self,
        battle: Battle,
        a: Card,
        b: Card,
        from_camp: bool,
        events: &mut Vec<Event>,
    ) {
        let attacker_seat = self.active;
        let mut fight = Fight {
            attacker: a,
            attacker_level: a.level.saturating_sub(b.level),
            blocker: b,
            blocker_level: b.level.saturating_sub(a.level),
            from_camp,
            healers: Vec::new(),
        };
        for (seat, card, level) in [
            (attacker_seat, a, fight.attacker_level),
            (attacker_seat.other(), b, fight.blocker_level),
        ] {
            if level < card.level && self.hands[seat].iter().any(|c| c.suit == Suit::Copas) {
                fight.healers.push(seat);
            }
        }
        if fight.healers.is_empty() {
            self.end_fight(battle, fight, events);
        } else {
            self.phase = Phase::Heal { battle, fight };
        }
    }

    /// The damaged army of `seat` in this fight, and its level now.
    pub(super) fn own_in_fight(&self, fight: &Fight, seat: Seat) -> (Card, u8) {
        if seat == self.active {
            (fight.attacker, fight.attacker_level)
        } else {
            (fight.blocker, fight.blocker_level)
        }
    }

    /// Copas on one's own army of this combat. Healing past the printed level is allowed (the
    /// rules do not forbid wasting Copas); the decision is the seat's until it passes.
    pub(super) fn check_heal(
        &self,
        seat: Seat,
        fight: &Fight,
        army: Card,
        with: &[Card],
    ) -> Result<(), Illegal> {
        let (card, _) = self.own_in_fight(fight, seat);
        if card != army {
            return Err(Illegal::NotDamaged(army));
        }
        if with.is_empty() {
            return Err(Illegal::EmptyHeal);
        }
        if let Some(c) = with.iter().find(|c| c.suit != Suit::Copas) {
            return Err(Illegal::NotCopas(*c));
        }
        if let Some(&c) = with
            .iter()
            .find(|&&c| count(with, c) > count(&self.hands[seat], c))
        {
            return Err(Illegal::NotInHand(c));
        }
        Ok(())
    }

    /// Copas heal their value (doubled on a Sota), up to the card's printed level. `done`: the
    /// seat's healing is over (`heal`, `pass`); after a `tend` it is over only when the seat has
    /// no Copas left. Healing in several steps gives the same level as all at once, because
    /// the cap is only reached once.
    pub(super) fn apply_heal(
        &mut self,
        seat: Seat,
        battle: Battle,
        mut fight: Fight,
        with: &[Card],
        done: bool,
        events: &mut Vec<Event>,
    ) {
        if !with.is_empty() {
            let (card, level) = self.own_in_fight(&fight, seat);
            let sum: u32 = with.iter().map(|c| u32::from(c.level)).sum();
            let amount = if card.level == SOTA { sum * 2 } else { sum };
            let healed = (u32::from(level) + amount).min(u32::from(card.level)) as u8;
            for &c in with {
                take(&mut self.hands[seat], c);
                self.discard.push(c);
            }
            if seat == self.active {
                fight.attacker_level = healed;
            } else {
                fight.blocker_level = healed;
            }
            events.push(Event::Healed {
                seat,
                army: card,
                with: with.to_vec(),
                level: healed,
            });
        }
        let copas_left = self.hands[seat].iter().any(|c| c.suit == Suit::Copas);
        if done || !copas_left {
            fight.healers.retain(|&s| s != seat);
        }
        if fight.healers.is_empty() {
            self.end_fight(battle, fight, events);
        } else {
            self.phase = Phase::Heal { battle, fight };
        }
    }

    /// What becomes of a fought army: kept, replaced from the pile, or discarded.
    fn settle(&mut self, seat: Seat, card: Card, level: u8) -> Fate {
        if level >= card.level {
            self.armies[seat].push(card);
            return Fate::Unchanged;
        }
        self.discard.push(card);
        if level == 0 {
            return Fate::Destroyed;
        }
        let replacement = self
            .discard
            .iter()
            .copied()
            .filter(|c| c.suit == card.suit && c.level <= level)
            .max_by_key(|c| c.level);
        match replacement {
            Some(r) => {
                take(&mut self.discard, r);
                self.armies[seat].push(r);
                Fate::Replaced(r)
            }
            None => Fate::Retreats,
        }
    }

    fn end_fight(&mut self, battle: Battle, fight: Fight, events: &mut Vec<Event>) {
        let attacker_seat = self.active;
        let attacker_fate = self.settle(attacker_seat, fight.attacker, fight.attacker_level);
        let blocker_fate = self.settle(attacker_seat.other(), fight.blocker, fight.blocker_level);
        events.push(Event::Combat {
            attacker: fight.attacker,
            blocker: fight.blocker,
            attacker_level: fight.attacker_level,
            blocker_level: fight.blocker_level,
            attacker_fate,
            blocker_fate,
        });
        if self.camp_count(attacker_seat.other()) == 0 {
            self.finish(vec![attacker_seat], events);
        } else {
            self.next_fight(battle, events);
        }
    }

    pub(super) fn check_camp(&self, slot: u8) -> Result<(), Illegal> {
        if (1..=6).contains(&slot)
            && self.camps[self.active.other()][usize::from(slot - 1)].is_some()
        {
            Ok(())
        } else {
            Err(Illegal::NoSuchCamp(slot))
        }
    }

    /// The next unblocked attacker turns an enemy camp: a camp of the enemy suit fights it,
    /// anything else goes to the attacker's hand. Either way the camp is gone.
    pub(super) fn apply_camp(&mut self, mut battle: Battle, slot: u8, events: &mut Vec<Event>) {
        let seat = self.active;
        let defender = seat.other();
        let attacker = battle.unblocked.remove(0);
        let card = self.camps[defender][usize::from(slot - 1)]
            .take()
            .expect("checked camp");
        let fight = card.suit == self.side(seat).enemy();
        events.push(Event::CampAssaulted {
            seat,
            slot,
            card,
            fight,
        });
        if fight {
            take(&mut self.armies[seat], attacker);
            self.start_fight(battle, attacker, card, true, events);
        } else {
            self.hands[seat].push(card);
            if self.camp_count(defender) == 0 {
                self.finish(vec![seat], events);
            } else {
                self.next_fight(battle, events);
            }
        }
    }
}
