//! An attack: blockers and order chosen by the defender, simultaneous damage, healing with
//! Copas, replacement from the discard pile, and assaults on camps.

use crate::engine::pile::{contains_all, count, same_cards, take};
use crate::engine::Seat;

use super::cards::{Card, Suit, SOTA};
use super::events::{Event, Fate};
use super::illegal::Illegal;
use super::notation::Attacker;
use super::state::{Battle, Fight, Phase, Rebelion};

impl Rebelion {
    /// Blocks named by attacking Caballos.
    pub(super) fn named_blocks(attack: &[Attacker]) -> Vec<(Card, Card)> {
        attack
            .iter()
            .filter_map(|a| a.names.map(|b| (a.card, b)))
            .collect()
    }

    pub(super) fn check_block(
        &self,
        seat: Seat,
        attack: &[Attacker],
        pairs: &[(Card, Card)],
    ) -> Result<(), Illegal> {
        let named = Self::named_blocks(attack);
        let free_attackers: Vec<Card> = {
            let mut all: Vec<Card> = attack.iter().map(|a| a.card).collect();
            for (a, _) in &named {
                take(&mut all, *a);
            }
            all
        };
        let mut free_blockers = self.armies[seat].clone();
        for (_, b) in &named {
            take(&mut free_blockers, *b);
        }
        let (attackers, blockers): (Vec<Card>, Vec<Card>) = pairs.iter().copied().unzip();
        if let Some(&a) = attackers
            .iter()
            .find(|a| !attack.iter().any(|x| x.card == **a))
        {
            return Err(Illegal::NotAttacking(a));
        }
        if let Some(&a) = attackers.iter().find(|&&a| {
            named.iter().any(|(n, _)| *n == a) && count(&attackers, a) > count(&free_attackers, a)
        }) {
            return Err(Illegal::CaballoChose(a));
        }
        if let Some(&b) = blockers.iter().find(|b| !self.armies[seat].contains(b)) {
            return Err(Illegal::NoSuchEnemyArmy(b));
        }
        if !contains_all(&free_attackers, &attackers) || !contains_all(&free_blockers, &blockers) {
            return Err(Illegal::DoubleBlock);
        }
        Ok(())
    }

    pub(super) fn apply_block(
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
            self.phase = Phase::Order { battle };
        } else {
            self.next_fight(battle, events);
        }
    }

    pub(super) fn check_order(battle: &Battle, list: &[Card]) -> Result<(), Illegal> {
        let expected: Vec<Card> = battle.blocked.iter().map(|(a, _)| *a).collect();
        if same_cards(&expected, list) {
            Ok(())
        } else {
            Err(Illegal::BadOrder)
        }
    }

    pub(super) fn apply_order(
        &mut self,
        mut battle: Battle,
        list: &[Card],
        events: &mut Vec<Event>,
    ) {
        let mut ordered = Vec::new();
        for a in list {
            let i = battle
                .blocked
                .iter()
                .position(|(x, _)| x == a)
                .expect("checked order");
            ordered.push(battle.blocked.remove(i));
        }
        battle.blocked = ordered;
        self.next_fight(battle, events);
    }

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

    pub(super) fn check_heal(
        &self,
        seat: Seat,
        fight: &Fight,
        army: Card,
        with: &[Card],
    ) -> Result<(), Illegal> {
        let (card, level) = self.own_in_fight(fight, seat);
        if card != army || level >= card.level {
            return Err(Illegal::NotDamaged(army));
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

    /// Copas heal their value (doubled on a Sota), up to the card's printed level.
    pub(super) fn apply_heal(
        &mut self,
        seat: Seat,
        battle: Battle,
        mut fight: Fight,
        heal: Option<&[Card]>,
        events: &mut Vec<Event>,
    ) {
        fight.healers.retain(|&s| s != seat);
        if let Some(with) = heal {
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
        self.stall = 0;
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
