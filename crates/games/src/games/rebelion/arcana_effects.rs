//! What each Major Arcana does once allowed (rules page, "Tarot variant"). The match is back
//! in the phase the Arcana was played from when this runs; some effects open a decision of
//! their own (El Mago's healing, El Juicio's picks, a camp to lose).

use crate::engine::pile::take;
use crate::engine::{PerSeat, Seat};

use super::arcana::{number, Played, Target};
use super::cards::{Card, Suit};
use super::events::Event;
use super::state::{Phase, Rebelion, Wounds};

/// El Mago's damage.
pub const MAGICIAN_DAMAGE: u32 = 10;

impl Rebelion {
    pub(super) fn resolve_arcana(&mut self, played: Played, events: &mut Vec<Event>) {
        let Played { seat, card, target } = played;
        let other = seat.other();
        match (card.level, target) {
            (number::FOOL, Target::Play(c)) => {
                take(&mut self.hands[seat], c);
                self.armies[seat].push(c);
                events.push(Event::ArmyEntered { seat, card: c });
            }
            (number::MAGICIAN, Target::Army(army)) => self.cast_spell(other, army, events),
            (number::PRIESTESS, _) => self.take_highest(seat, Suit::Copas, 1, events),
            (number::EMPRESS, _) => self.take_highest(seat, Suit::Oros, 1, events),
            (number::EMPEROR, _) => self.take_highest(seat, self.side(seat), 1, events),
            (number::LOVERS | number::STRENGTH, _) => {
                self.add_effect(card.level, seat, None, false)
            }
            (number::CHARIOT, Target::Army(army)) => {
                self.add_effect(card.level, seat, Some(army), false);
            }
            (number::HERMIT, _) => {
                let side = self.side(seat);
                let lowest = self
                    .discard
                    .iter()
                    .copied()
                    .filter(|c| c.suit == side)
                    .min_by_key(|c| c.level);
                if let Some(c) = lowest {
                    take(&mut self.discard, c);
                    self.armies[seat].push(c);
                    events.push(Event::ArmyEntered { seat, card: c });
                }
            }
            (number::WHEEL, _) => {
                self.take_highest(seat, Suit::Oros, 2, events);
                if !self.hands[seat].is_empty() {
                    let i = self.rng.below(self.hands[seat].len());
                    let c = self.hands[seat].remove(i);
                    self.discard.push(c);
                    events.push(Event::RandomDiscard { seat, card: c });
                }
            }
            (number::JUSTICE, _) => self.apply_justice(seat, events),
            (number::HANGED_MAN, _) => {
                if let Some(c) = self.lowest_army(other) {
                    take(&mut self.armies[other], c);
                    self.discard.push(c);
                    events.push(Event::ArmiesDiscarded {
                        seat: other,
                        cards: vec![c],
                    });
                }
            }
            (number::DEATH, _) => {
                for s in [seat, other] {
                    let Some(keep) = self.lowest_army(s) else {
                        continue;
                    };
                    let mut gone = std::mem::take(&mut self.armies[s]);
                    take(&mut gone, keep);
                    self.armies[s].push(keep);
                    if !gone.is_empty() {
                        gone.sort();
                        self.discard.extend(&gone);
                        events.push(Event::ArmiesDiscarded {
                            seat: s,
                            cards: gone,
                        });
                    }
                }
            }
            (number::TEMPERANCE, _) => {
                let mut count = 0;
                while self.hands[seat].len() < 7 {
                    let Some(c) = self.deck.pop() else { break };
                    self.hands[seat].push(c);
                    count += 1;
                }
                events.push(Event::DrewCards { seat, count });
            }
            (number::DEVIL, _) => {
                let hands = self.hands.map(|_, h| {
                    let mut h = h.clone();
                    h.sort();
                    h
                });
                let arcana = hands.map(|_, h| h.iter().filter(|c| c.is_arcana()).count());
                events.push(Event::HandsShown { hands });
                match arcana[seat].cmp(&arcana[other]) {
                    std::cmp::Ordering::Greater => self.lose_camp(seat, events),
                    std::cmp::Ordering::Less => self.lose_camp(other, events),
                    std::cmp::Ordering::Equal => {}
                }
            }
            (number::TOWER, Target::Camp(slot)) => {
                self.tarot.glimpses.push((seat, slot));
                events.push(Event::CampSeen { seat, slot });
            }
            (number::STAR, _) => {
                let pile: Vec<Card> = self
                    .discard
                    .iter()
                    .copied()
                    .filter(|c| c.is_arcana())
                    .collect();
                if !pile.is_empty() {
                    let c = pile[self.rng.below(pile.len())];
                    take(&mut self.discard, c);
                    self.hands[seat].push(c);
                    events.push(Event::CardsTaken {
                        seat,
                        cards: vec![c],
                    });
                }
            }
            (number::MOON | number::SUN, _) => self.add_effect(card.level, other, None, true),
            (number::JUDGEMENT, _) => self.open_judgment(events),
            (number::WORLD, _) => {
                let camps: Vec<Card> = self.camps[seat].drain(..).flatten().collect();
                self.hands[seat].extend(camps);
                self.rng.shuffle(&mut self.hands[seat]);
                let n = self.hands[seat].len().min(6);
                let mut new: Vec<Option<Card>> = self.hands[seat].drain(..n).map(Some).collect();
                new.resize(6, None);
                self.camps[seat] = new;
                self.tarot.glimpses.retain(|&(looker, _)| looker != other);
                events.push(Event::CampsRebuilt { seat, camps: n });
                if n == 0 {
                    self.finish(vec![other], events);
                }
            }
            _ => {}
        }
        // Resolved (or under way: El Mago's healing, El Juicio's picks, a camp to lose).
        self.retire_arcana(card);
    }

    /// The `n` highest cards of `suit` in the pile go to the seat's hand.
    fn take_highest(&mut self, seat: Seat, suit: Suit, n: usize, events: &mut Vec<Event>) {
        let mut pile: Vec<Card> = self
            .discard
            .iter()
            .copied()
            .filter(|c| c.suit == suit)
            .collect();
        pile.sort_by_key(|c| std::cmp::Reverse(c.level));
        pile.truncate(n);
        if pile.is_empty() {
            return;
        }
        for &c in &pile {
            take(&mut self.discard, c);
            self.hands[seat].push(c);
        }
        events.push(Event::CardsTaken { seat, cards: pile });
    }

    /// The seat's lowest army; at equal levels El Loco's turncoat is the lower (decision 12).
    pub(super) fn lowest_army(&self, seat: Seat) -> Option<Card> {
        let side = self.side(seat);
        self.armies[seat]
            .iter()
            .copied()
            .min_by_key(|c| (c.level, c.suit == side))
    }

    /// El Mago's 10 damage: the owner may heal (with Copas), then the army is settled as after
    /// a combat (decision 5).
    fn cast_spell(&mut self, owner: Seat, army: Card, events: &mut Vec<Event>) {
        let wounds = Wounds {
            damage: MAGICIAN_DAMAGE,
            ..Wounds::default()
        };
        events.push(Event::Spell {
            army,
            level: wounds.level(army.level),
        });
        // The owner is asked even with nothing to heal with: skipping would tell the opponent.
        self.phase = Phase::Spell {
            owner,
            army,
            wounds,
        };
    }

    /// El Mago's army after its owner's healing: kept, replaced or discarded.
    pub(super) fn end_spell(
        &mut self,
        owner: Seat,
        army: Card,
        wounds: Wounds,
        events: &mut Vec<Event>,
    ) {
        self.phase = Phase::Main;
        take(&mut self.armies[owner], army);
        let level = wounds.level(army.level);
        let fate = self.settle(owner, army, level);
        events.push(Event::SpellEnded {
            seat: owner,
            army,
            level,
            fate,
        });
    }

    /// The seat loses a camp of its choice (`lose 3`); with one left there is nothing to
    /// choose, and losing it loses the match (decision 19).
    pub(super) fn lose_camp(&mut self, seat: Seat, events: &mut Vec<Event>) {
        match self.camp_count(seat) {
            0 => {}
            1 => {
                let slot = self.camps[seat]
                    .iter()
                    .position(Option::is_some)
                    .expect("one camp stands") as u8
                    + 1;
                self.apply_lose(seat, slot, events);
            }
            _ => self.phase = Phase::Lose { seat },
        }
    }

    pub(super) fn apply_lose(&mut self, seat: Seat, slot: u8, events: &mut Vec<Event>) {
        self.phase = Phase::Main;
        let card = self.camps[seat][usize::from(slot - 1)]
            .take()
            .expect("a checked camp stands");
        self.discard.push(card);
        events.push(Event::CampLost { seat, slot, card });
        if self.camp_count(seat) == 0 {
            self.finish(vec![seat.other()], events);
        }
    }

    /// El Juicio: the seats with cards pick in secret; with no cards on either side it is
    /// over at once.
    fn open_judgment(&mut self, events: &mut Vec<Event>) {
        self.phase = Phase::Judgment {
            picks: PerSeat::splat(2, None),
        };
        if self.judges().is_empty() {
            self.judge(events);
        }
    }

    /// Seats still to pick for El Juicio (an empty hand picks nothing).
    pub(super) fn judges(&self) -> Vec<Seat> {
        match &self.phase {
            Phase::Judgment { picks } => Seat::all(2)
                .filter(|&s| picks[s].is_none() && !self.hands[s].is_empty())
                .collect(),
            _ => Vec::new(),
        }
    }

    pub(super) fn apply_judgment_pick(&mut self, seat: Seat, card: Card, events: &mut Vec<Event>) {
        if let Phase::Judgment { picks } = &mut self.phase {
            picks[seat] = Some(card);
        }
        events.push(Event::Picked { seat });
        if self.judges().is_empty() {
            self.judge(events);
        }
    }

    /// Both picks are shown and discarded; the lower number loses a camp.
    fn judge(&mut self, events: &mut Vec<Event>) {
        let Phase::Judgment { picks } = std::mem::replace(&mut self.phase, Phase::Main) else {
            return;
        };
        for (seat, pick) in picks.iter() {
            if let Some(c) = pick {
                take(&mut self.hands[seat], *c);
                self.discard.push(*c);
            }
        }
        events.push(Event::JudgmentRevealed {
            cards: picks.clone(),
        });
        let value = |s: Seat| picks[s].map_or(0, Card::value);
        match value(Seat(0)).cmp(&value(Seat(1))) {
            std::cmp::Ordering::Less => self.lose_camp(Seat(0), events),
            std::cmp::Ordering::Greater => self.lose_camp(Seat(1), events),
            std::cmp::Ordering::Equal => {}
        }
    }
}
