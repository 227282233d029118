//! The combats of an attack: simultaneous damage, healing with Copas, replacement from the
//! discard pile, and assaults on camps. Healing is decided card by card (`tend`), or all at
//! once (`heal`), so that a decision lists one move per Copas, never every set of them.

use crate::engine::pile::{count, take};
use crate::engine::Seat;

use super::arcana::number;
use super::cards::{Card, Suit};
use super::events::{Event, Fate};
use super::illegal::Illegal;
use super::state::{Battle, Fight, Phase, Rebelion, Wounds};

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
            attacker_level: a.level,
            blocker: b,
            blocker_level: b.level,
            from_camp,
            healers: vec![attacker_seat, attacker_seat.other()],
            wounds: None,
            justice: false,
            decided: Vec::new(),
            healing: false,
        };
        fight.set_wounds([
            Wounds {
                damage: u32::from(b.level),
                ..Wounds::default()
            },
            Wounds {
                damage: u32::from(a.level),
                ..Wounds::default()
            },
        ]);
        self.next_healer(battle, fight, events);
    }

    /// The seat's army in this fight, and its level now.
    /// The seat's army in this fight and its wounds.
    pub(super) fn wounded_in_fight(&self, fight: &Fight, seat: Seat) -> (Card, Wounds) {
        let i = usize::from(seat != self.active);
        (self.own_in_fight(fight, seat).0, fight.wounds()[i])
    }

    pub(super) fn own_in_fight(&self, fight: &Fight, seat: Seat) -> (Card, u8) {
        if seat == self.active {
            (fight.attacker, fight.attacker_level)
        } else {
            (fight.blocker, fight.blocker_level)
        }
    }

    /// The cards that heal for `seat`: Copas, and under its Los Amantes any suit card.
    pub(super) fn heal_cards(&self, seat: Seat) -> Vec<Card> {
        let lovers = self.tarot.active(number::LOVERS, seat, self.turn);
        self.hands[seat]
            .iter()
            .copied()
            .filter(|c| c.suit == Suit::Copas || (lovers && !c.is_arcana()))
            .collect()
    }

    /// Whether La Fuerza lets `seat` harm the enemy army of this fight now: its turn, before
    /// its healing, with suit cards in hand.
    pub(super) fn can_harm(&self, seat: Seat, fight: &Fight) -> bool {
        seat == self.active
            && !fight.healing
            && self.tarot.active(number::STRENGTH, seat, self.turn)
            && self.hands[seat].iter().any(|c| !c.is_arcana())
    }

    /// Whether `seat` may play La Justicia in this fight now (before its healing).
    pub(super) fn can_judge_fight(&self, seat: Seat, fight: &Fight) -> bool {
        !fight.justice
            && !fight.healing
            && self.hands[seat].contains(&Card::arcana(number::JUSTICE))
            && self.may_play_arcana(seat).is_ok()
    }

    /// Whether `seat` is asked to decide in this fight: the owner of a damaged army always
    /// (whatever its hand holds: skipping those without Copas or La Justicia would tell the
    /// opponent so), and the active seat under La Fuerza.
    fn has_heal_decision(&self, seat: Seat, fight: &Fight) -> bool {
        let (card, level) = self.own_in_fight(fight, seat);
        level < card.level || self.can_harm(seat, fight) || self.can_judge_fight(seat, fight)
    }

    /// Drops the seats at the head of the healers with nothing to decide; the fight ends when
    /// nobody is left.
    pub(super) fn next_healer(
        &mut self,
        battle: Battle,
        mut fight: Fight,
        events: &mut Vec<Event>,
    ) {
        if self.camp_count(self.active.other()) == 0 {
            // The last camp fell to this assault: the match is decided, nothing to heal.
            fight.healers.clear();
        }
        while let Some(&seat) = fight.healers.first() {
            if self.has_heal_decision(seat, &fight) {
                break;
            }
            fight.healers.remove(0);
            fight.decided.push(seat);
            fight.healing = false;
        }
        if fight.healers.is_empty() {
            self.end_fight(battle, fight, events);
        } else {
            self.phase = Phase::Heal { battle, fight };
        }
    }

    /// Cards that heal (Copas, or any suit card under Los Amantes) on one's own army of this
    /// combat (or El Mago's), wounded as `wounds` says. Healing past the damage is allowed
    /// (the rules do not forbid wasting Copas), but not a card the others make useless: it
    /// could not be played step by step, since a fully healed army's decision is over.
    pub(super) fn check_heal(
        &self,
        seat: Seat,
        army: Card,
        (own, wounds): (Card, Wounds),
        with: &[Card],
    ) -> Result<(), Illegal> {
        if own != army {
            return Err(Illegal::NotDamaged(army));
        }
        if with.is_empty() {
            return Err(Illegal::EmptyHeal);
        }
        let lovers = self.tarot.active(number::LOVERS, seat, self.turn);
        if let Some(c) = with
            .iter()
            .find(|c| c.suit != Suit::Copas && (!lovers || c.is_arcana()))
        {
            return Err(Illegal::NotCopas(*c));
        }
        if let Some(&c) = with
            .iter()
            .find(|&&c| count(with, c) > count(&self.hands[seat], c))
        {
            return Err(Illegal::NotInHand(c));
        }
        let needed = (wounds.damage + wounds.harm).saturating_sub(wounds.healed);
        if with.len() > 1 {
            for (i, &c) in with.iter().enumerate() {
                let others: Vec<Card> = [&with[..i], &with[i + 1..]].concat();
                if self.healing_of(army, &others) >= needed {
                    return Err(Illegal::HealsNothingMore(c));
                }
            }
        }
        Ok(())
    }

    /// What the cards heal: their levels, doubled on a Sota (Hero).
    fn healing_of(&self, army: Card, with: &[Card]) -> u32 {
        let sum: u32 = with.iter().map(|c| u32::from(c.level)).sum();
        if army.level == self.ranks().hero() {
            sum * 2
        } else {
            sum
        }
    }

    /// Plays the healing cards to the pile; returns what they heal.
    fn spend_healing(&mut self, seat: Seat, army: Card, with: &[Card]) -> u32 {
        for &c in with {
            take(&mut self.hands[seat], c);
            self.discard.push(c);
        }
        self.healing_of(army, with)
    }

    /// Healing reduces the damage taken (down to none). `done`: the seat's healing is over
    /// (`heal`, `pass`); after a `tend` it is over only when the seat has nothing left to do.
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
            let (card, _) = self.own_in_fight(&fight, seat);
            let amount = self.spend_healing(seat, card, with);
            let i = usize::from(seat != self.active);
            let mut wounds = fight.wounds();
            wounds[i].healed += amount;
            fight.set_wounds(wounds);
            fight.healing = true;
            events.push(Event::Healed {
                seat,
                army: card,
                with: with.to_vec(),
                level: self.own_in_fight(&fight, seat).1,
            });
        }
        if done {
            fight.healers.retain(|&s| s != seat);
            fight.decided.push(seat);
            fight.healing = false;
        }
        self.next_healer(battle, fight, events);
    }

    /// La Fuerza: suit cards from the hand add their levels as damage to the enemy army of
    /// this fight.
    pub(super) fn check_harm(
        &self,
        seat: Seat,
        fight: &Fight,
        army: Card,
        with: &[Card],
    ) -> Result<(), Illegal> {
        if !self.tarot.active(number::STRENGTH, seat, self.turn) || seat != self.active {
            return Err(Illegal::NoStrength);
        }
        if fight.healing {
            return Err(Illegal::HarmAfterHealing);
        }
        let (enemy, _) = self.own_in_fight(fight, seat.other());
        if army != enemy {
            return Err(Illegal::NoSuchEnemyArmy(army));
        }
        if with.is_empty() {
            return Err(Illegal::EmptyHeal);
        }
        if let Some(c) = with.iter().find(|c| c.is_arcana()) {
            return Err(Illegal::NotASuitCard(*c));
        }
        if let Some(&c) = with
            .iter()
            .find(|&&c| count(with, c) > count(&self.hands[seat], c))
        {
            return Err(Illegal::NotInHand(c));
        }
        Ok(())
    }

    pub(super) fn apply_harm(
        &mut self,
        seat: Seat,
        battle: Battle,
        mut fight: Fight,
        with: &[Card],
        events: &mut Vec<Event>,
    ) {
        let sum: u32 = with.iter().map(|c| u32::from(c.level)).sum();
        for &c in with {
            take(&mut self.hands[seat], c);
            self.discard.push(c);
        }
        let i = usize::from(seat == self.active);
        let mut wounds = fight.wounds();
        wounds[i].harm += sum;
        fight.set_wounds(wounds);
        let (army, level) = self.own_in_fight(&fight, seat.other());
        events.push(Event::Harmed {
            seat,
            army,
            with: with.to_vec(),
            level,
        });
        self.next_healer(battle, fight, events);
    }

    /// La Justicia: each army of the fight takes half the sum of both levels instead; an
    /// owner who had made their heal decision makes it again (decision 14).
    pub(super) fn apply_justice(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let Phase::Heal { battle, mut fight } = std::mem::replace(&mut self.phase, Phase::Main)
        else {
            return;
        };
        let half = (u32::from(fight.attacker.level) + u32::from(fight.blocker.level)) / 2;
        let mut wounds = fight.wounds();
        wounds[0].damage = half;
        wounds[1].damage = half;
        fight.set_wounds(wounds);
        fight.justice = true;
        let other = seat.other();
        if fight.decided.contains(&other) && !fight.healers.contains(&other) {
            fight.decided.retain(|&s| s != other);
            fight.healers.push(other);
        }
        events.push(Event::Justice {
            damage: half,
            attacker_level: fight.attacker_level,
            blocker_level: fight.blocker_level,
        });
        self.phase = Phase::Heal { battle, fight };
    }

    /// El Mago's target healed by its owner (`tend`, `heal`, `pass`).
    pub(super) fn apply_spell_heal(
        &mut self,
        owner: Seat,
        army: Card,
        mut wounds: Wounds,
        with: &[Card],
        done: bool,
        events: &mut Vec<Event>,
    ) {
        if !with.is_empty() {
            wounds.healed += self.spend_healing(owner, army, with);
            events.push(Event::Healed {
                seat: owner,
                army,
                with: with.to_vec(),
                level: wounds.level(army.level),
            });
        }
        if done || wounds.level(army.level) >= army.level {
            self.end_spell(owner, army, wounds, events);
        } else {
            self.phase = Phase::Spell {
                owner,
                army,
                wounds,
            };
        }
    }

    /// What becomes of a fought army: kept, replaced from the pile, or discarded.
    pub(super) fn settle(&mut self, seat: Seat, card: Card, level: u8) -> Fate {
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

    /// The next unblocked attacker turns an enemy camp: a camp of the enemy suit fights it, an
    /// Arcana goes to the pile, anything else to the attacker's hand. Either way the camp is
    /// gone.
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
            // An Arcana camp has no effect: destroyed, to the pile. Anything else is loot.
            if card.is_arcana() {
                self.discard.push(card);
            } else {
                self.hands[seat].push(card);
            }
            if self.camp_count(defender) == 0 {
                self.finish(vec![seat], events);
            } else {
                self.next_fight(battle, events);
            }
        }
    }
}
