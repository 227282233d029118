//! The side pick, the turn (draw, play, buy, empty a camp, attack, discard, pass), and the
//! ends of the match.

use crate::engine::pile::take;
use crate::engine::Seat;

use super::arcana::{number, Played};
use super::cards::{Card, Suit};
use super::events::Event;
use super::illegal::{Illegal, Step};
use super::notation::{Attacker, Move};
use super::state::{Phase, Rebelion, SidesRule, TurnDone, IDLE_TURNS, TURN_LIMIT};

pub(super) fn level_sum(cards: &[Card]) -> u32 {
    cards.iter().map(|c| u32::from(c.level)).sum()
}

impl Rebelion {
    // ----- the side pick -----

    pub(super) fn check_pick(&self, seat: Seat, card: Card) -> Result<(), Illegal> {
        if self.hands[seat].contains(&card) {
            Ok(())
        } else {
            Err(Illegal::NotInHand(card))
        }
    }

    pub(super) fn apply_pick(&mut self, seat: Seat, card: Card, events: &mut Vec<Event>) {
        let Phase::Pick { picks } = &mut self.phase else {
            return;
        };
        picks[seat] = Some(card);
        events.push(Event::Picked { seat });
        if picks.values().any(Option::is_none) {
            return;
        }
        let cards = picks.map(|_, c| c.expect("both picked"));
        events.push(Event::PicksRevealed {
            cards: cards.clone(),
        });
        // Under the default rule only Bastos count; with chosen sides, one's own suit.
        let worth = |seat: Seat, c: Card| {
            let counts = match self.options.sides {
                SidesRule::Pick => c.suit == Suit::Bastos,
                SidesRule::Chosen => Some(c.suit) == self.sides[seat],
            };
            if counts {
                c.level
            } else {
                0
            }
        };
        let (a, b) = (
            worth(Seat(0), cards[Seat(0)]),
            worth(Seat(1), cards[Seat(1)]),
        );
        if a == b {
            events.push(Event::Redealt);
            self.redeal();
            return;
        }
        let first = if a > b { Seat(0) } else { Seat(1) };
        if self.options.sides == SidesRule::Pick {
            self.sides[first] = Some(Suit::Bastos);
            self.sides[first.other()] = Some(Suit::Espadas);
        }
        let peasants = Seat::all(2)
            .find(|&s| self.sides[s] == Some(Suit::Bastos))
            .expect("one side is the peasants");
        events.push(Event::SidesSet { peasants, first });
        self.turn = 0;
        self.begin_turn(first, events);
    }

    // ----- the turn -----

    /// Starts `seat`'s turn: the draw (skipped with 7+ cards or an empty deck), then the checks
    /// that can end a stuck match.
    pub(super) fn begin_turn(&mut self, seat: Seat, events: &mut Vec<Event>) {
        self.turn += 1;
        self.active = seat;
        self.done = TurnDone::default();
        let turn = self.turn;
        self.tarot.played.clear();
        self.tarot.effects.retain(|e| e.turn >= turn);
        self.phase = Phase::Main;
        let drew = self.hands[seat].len() < 7 && !self.deck.is_empty();
        if drew {
            let card = self.deck.pop().expect("deck not empty");
            self.hands[seat].push(card);
        }
        self.done.drew = drew;
        events.push(Event::TurnBegan {
            seat,
            turn: self.turn,
            drew,
        });
        let stuck = self.deck.is_empty()
            && Seat::all(2).all(|s| {
                self.armies[s].is_empty() && !self.can_field_army(s) && self.camp_count(s) <= 1
            });
        if stuck {
            self.reveal_camps(events);
        }
    }

    /// The turn passes, unless play has gone on without end: 20 idle turns in a row, or the
    /// end of turn 500, call the final reveal (rules page, decision 10).
    fn end_turn(&mut self, events: &mut Vec<Event>) {
        self.idle = if self.done.idle() { self.idle + 1 } else { 0 };
        if self.idle >= IDLE_TURNS || self.turn >= TURN_LIMIT {
            self.reveal_camps(events);
        } else {
            self.begin_turn(self.active.other(), events);
        }
    }

    /// Both reveal their (highest) camp: the higher level wins; on equal levels both lose.
    fn reveal_camps(&mut self, events: &mut Vec<Event>) {
        let best = self
            .camps
            .map(|_, camps| camps.iter().flatten().copied().max_by_key(|c| c.value()));
        events.push(Event::CampsRevealed {
            camps: best.clone(),
        });
        let level = |s: Seat| best[s].map_or(0, Card::value);
        let winners = match level(Seat(0)).cmp(&level(Seat(1))) {
            std::cmp::Ordering::Greater => vec![Seat(0)],
            std::cmp::Ordering::Less => vec![Seat(1)],
            std::cmp::Ordering::Equal => Vec::new(),
        };
        self.finish(winners, events);
    }

    pub(super) fn finish(&mut self, winners: Vec<Seat>, events: &mut Vec<Event>) {
        if winners.len() == 1 {
            events.push(Event::Won { seat: winners[0] });
        } else if winners.is_empty() {
            events.push(Event::BothLost);
        } else {
            events.push(Event::Drawn);
        }
        self.winners = Some(winners);
        self.phase = Phase::Over;
    }

    /// Whether `seat` holds an own troop card, or could buy one from the pile now, or holds El
    /// Loco with an enemy troop card, or El Ermitaño with an own troop card in the pile.
    pub(super) fn can_field_army(&self, seat: Seat) -> bool {
        let side = self.side(seat);
        if self.hands[seat].iter().any(|c| c.suit == side) {
            return true;
        }
        let holds = |n: u8| self.hands[seat].contains(&Card::arcana(n));
        if (holds(number::FOOL) && self.hands[seat].iter().any(|c| c.suit == side.enemy()))
            || (holds(number::HERMIT) && self.discard.iter().any(|c| c.suit == side))
        {
            return true;
        }
        let oros = level_sum(
            &self.hands[seat]
                .iter()
                .copied()
                .filter(|c| c.suit == Suit::Oros)
                .collect::<Vec<_>>(),
        );
        self.discard
            .iter()
            .any(|c| c.suit == side && !self.ranks().is_figure(*c) && u32::from(c.level) <= oros)
    }

    /// With the deck empty, a player without armies must empty a camp each turn while they hold
    /// more than one.
    pub(super) fn must_empty(&self, seat: Seat) -> bool {
        self.deck.is_empty()
            && self.armies[seat].is_empty()
            && !self.hands[seat].iter().any(|c| c.suit == self.side(seat))
            && self.camp_count(seat) > 1
            && !self.done.emptied
    }

    pub(super) fn check_main(&self, seat: Seat, mv: &Move) -> Result<(), Illegal> {
        let side = self.side(seat);
        match mv {
            Move::Play(c) => {
                if !self.hands[seat].contains(c) {
                    Err(Illegal::NotInHand(*c))
                } else if c.suit != side {
                    Err(Illegal::NotYourTroop(*c))
                } else if self.done.played {
                    Err(Illegal::AlreadyDone("brought an army into play"))
                } else {
                    Ok(())
                }
            }
            Move::Buy { card, with, change } => self.check_buy(seat, *card, with, change),
            Move::Purchase(card) => self.check_purchase(seat, *card),
            Move::Empty(slot) if !(1..=6).contains(slot) => Err(Illegal::NoSuchCamp(*slot)),
            Move::Attack(list) if list.is_empty() => Err(Illegal::EmptyAttack),
            Move::Empty(slot) => {
                if self.done.emptied {
                    Err(Illegal::AlreadyDone("emptied a camp"))
                } else if self.camps[seat][usize::from(slot - 1)].is_none() {
                    Err(Illegal::NoSuchCamp(*slot))
                } else if self.camp_count(seat) <= 1 {
                    Err(Illegal::LastCamp)
                } else {
                    Ok(())
                }
            }
            Move::Attack(list) => self.check_attack(seat, list),
            Move::Muster(army) => self.check_attack(seat, std::slice::from_ref(army)),
            Move::Arcana { card, target } => self.check_arcana(seat, *card, *target),
            Move::Discard(c) if !self.hands[seat].contains(c) => Err(Illegal::NotInHand(*c)),
            Move::Discard(_) | Move::Pass if self.must_empty(seat) => Err(Illegal::MustEmptyCamp),
            Move::Discard(_) | Move::Pass => Ok(()),
            _ => Err(Illegal::WrongStep {
                expected: Step::Main,
            }),
        }
    }

    /// An attack begins (`muster`) or is declared whole (`attack 7B 12B`): not in the first
    /// turn of the match, once a turn.
    fn check_attack(&self, seat: Seat, list: &[Attacker]) -> Result<(), Illegal> {
        if self.turn == 1 {
            return Err(Illegal::FirstTurn);
        }
        if self.done.attacked {
            return Err(Illegal::AlreadyDone("attacked"));
        }
        if self.tarot.active(number::MOON, seat, self.turn) {
            return Err(Illegal::MoonBan);
        }
        self.check_muster(seat, &[], list)
    }

    pub(super) fn apply_main(&mut self, seat: Seat, mv: &Move, events: &mut Vec<Event>) {
        match mv {
            Move::Play(c) => {
                let card = take(&mut self.hands[seat], *c);
                self.armies[seat].push(card);
                self.done.played = true;
                events.push(Event::Played { seat, card });
            }
            Move::Buy { card, with, change } => self.buy(seat, *card, with, change, events),
            Move::Purchase(card) => self.apply_purchase(*card),
            Move::Empty(slot) => {
                let card = self.camps[seat][usize::from(slot - 1)]
                    .take()
                    .expect("a checked camp stands");
                self.hands[seat].push(card);
                self.done.emptied = true;
                events.push(Event::Emptied { seat, slot: *slot });
            }
            Move::Attack(list) => self.launch(seat, list.clone(), events),
            Move::Muster(army) => self.apply_muster(seat, Vec::new(), *army, events),
            Move::Discard(c) => {
                let card = take(&mut self.hands[seat], *c);
                self.discard.push(card);
                events.push(Event::Discarded { seat, card });
                self.done.discarded = true;
                self.end_turn(events);
            }
            Move::Pass => {
                events.push(Event::Passed { seat });
                self.end_turn(events);
            }
            Move::Arcana { card, target } => {
                let played = Played {
                    seat,
                    card: *card,
                    target: *target,
                };
                self.play_arcana(played, Phase::Main, events);
            }
            _ => {}
        }
    }
}
