//! Playing a Major Arcana: who may, on what, and the opponent's answer window (decisions 11–13).

use crate::engine::pile::take;

use super::cards::distinct;
use crate::engine::Seat;

use super::arcana::{aim, number, Aim, Effect, Played, Target};
use super::cards::Card;
use super::events::Event;
use super::illegal::{Illegal, Step};
use super::notation::Move;
use super::state::{Fight, Phase, Rebelion};

impl Rebelion {
    /// Whether `seat` may play an Arcana now: the Tarot variant, none played by it this turn,
    /// and no El Sol over its turn.
    pub(super) fn may_play_arcana(&self, seat: Seat) -> Result<(), Illegal> {
        if !self.options.tarot {
            return Err(Illegal::NoTarot);
        }
        if self.tarot.active(number::SUN, seat, self.turn) {
            return Err(Illegal::SunBan);
        }
        if self.tarot.played.iter().any(|&(s, _)| s == seat) {
            return Err(Illegal::AlreadyDone("played an Arcana"));
        }
        Ok(())
    }

    /// An Arcana of the main phase (all but El Hierofante and La Justicia), with its target.
    pub(super) fn check_arcana(
        &self,
        seat: Seat,
        card: Card,
        target: Target,
    ) -> Result<(), Illegal> {
        self.may_play_arcana(seat)?;
        if !self.hands[seat].contains(&card) {
            return Err(Illegal::NotInHand(card));
        }
        match card.level {
            number::HIEROPHANT => return Err(Illegal::OnlyAsAnswer),
            number::JUSTICE => return Err(Illegal::OnlyInCombat),
            _ => {}
        }
        let other = seat.other();
        let fits = match (aim(card.level), target) {
            (Aim::Nothing, Target::None) => true,
            (Aim::EnemyArmy, Target::Army(c)) => self.armies[other].contains(&c),
            (Aim::OwnArmy, Target::Army(c)) => self.armies[seat].contains(&c),
            (Aim::EnemyTroopInHand, Target::Play(c)) => {
                self.hands[seat].contains(&c) && c.suit == self.side(seat).enemy()
            }
            (Aim::EnemyCamp, Target::Camp(n)) => {
                (1..=6).contains(&n) && self.camps[other][usize::from(n - 1)].is_some()
            }
            _ => false,
        };
        if fits {
            Ok(())
        } else {
            Err(Illegal::BadTarget(card))
        }
    }

    /// La Justicia at one's heal decision in a combat, before healing (decision 14).
    pub(super) fn check_justice(
        &self,
        seat: Seat,
        fight: &Fight,
        card: Card,
    ) -> Result<(), Illegal> {
        if card != Card::arcana(number::JUSTICE) {
            return Err(Illegal::WrongStep {
                expected: Step::Heal,
            });
        }
        self.may_play_arcana(seat)?;
        if !self.hands[seat].contains(&card) {
            return Err(Illegal::NotInHand(card));
        }
        if fight.justice || fight.healing {
            return Err(Illegal::JusticeTooLate);
        }
        Ok(())
    }

    /// Every Arcana the seat may play in its main phase, once per distinct target.
    pub(super) fn arcana_moves(&self, seat: Seat) -> Vec<Move> {
        if self.may_play_arcana(seat).is_err() {
            return Vec::new();
        }
        let other = seat.other();
        let mut moves = Vec::new();
        for card in distinct(&self.hands[seat])
            .into_iter()
            .filter(|c| c.is_arcana())
        {
            let targets: Vec<Target> = match aim(card.level) {
                Aim::Nothing => vec![Target::None],
                Aim::EnemyArmy => distinct(&self.armies[other])
                    .into_iter()
                    .map(Target::Army)
                    .collect(),
                Aim::OwnArmy => distinct(&self.armies[seat])
                    .into_iter()
                    .map(Target::Army)
                    .collect(),
                Aim::EnemyTroopInHand => distinct(&self.hands[seat])
                    .into_iter()
                    .map(Target::Play)
                    .collect(),
                Aim::EnemyCamp => (1..=6).map(Target::Camp).collect(),
            };
            moves.extend(
                targets
                    .into_iter()
                    .map(|target| Move::Arcana { card, target })
                    .filter(|m| match m {
                        Move::Arcana { card, target } => {
                            self.check_arcana(seat, *card, *target).is_ok()
                        }
                        _ => false,
                    }),
            );
        }
        moves
    }

    /// The Arcana leaves the hand and counts as the seat's one this turn; the opponent answers
    /// unless El Hierofante is in the pile (or out of the opponent's reach under El Sol), in
    /// which case it resolves at once. `then` is the phase the match returns to.
    pub(super) fn play_arcana(&mut self, played: Played, then: Phase, events: &mut Vec<Event>) {
        let Played { seat, card, target } = played;
        take(&mut self.hands[seat], card);
        self.tarot.played.push((seat, card));
        self.done.arcana = true;
        events.push(Event::ArcanaPlayed { seat, card, target });
        let opponent = seat.other();
        let answerable = !self.discard.contains(&Card::arcana(number::HIEROPHANT))
            && !self.tarot.active(number::SUN, opponent, self.turn);
        if answerable {
            self.phase = Phase::Answer {
                played: Played { seat, card, target },
                then: Box::new(then),
            };
        } else {
            self.phase = then;
            self.resolve_arcana(Played { seat, card, target }, events);
        }
    }

    /// `counter` needs El Hierofante in hand and no El Sol over the answering seat's turn.
    pub(super) fn check_counter(&self, seat: Seat) -> Result<(), Illegal> {
        if self.tarot.active(number::SUN, seat, self.turn) {
            return Err(Illegal::SunBan);
        }
        let hierophant = Card::arcana(number::HIEROPHANT);
        if self.hands[seat].contains(&hierophant) {
            Ok(())
        } else {
            Err(Illegal::NotInHand(hierophant))
        }
    }

    pub(super) fn answer_moves(&self, seat: Seat) -> Vec<Move> {
        let mut moves = vec![Move::Allow];
        if self.check_counter(seat).is_ok() {
            moves.insert(0, Move::Counter);
        }
        moves
    }

    /// The answer: countered, both cards go to the pile (El Mago leaves the game all the
    /// same); allowed, the Arcana takes effect.
    pub(super) fn apply_answer(
        &mut self,
        seat: Seat,
        played: Played,
        then: Phase,
        counter: bool,
        events: &mut Vec<Event>,
    ) {
        self.phase = then;
        if counter {
            let hierophant = take(&mut self.hands[seat], Card::arcana(number::HIEROPHANT));
            self.discard.push(hierophant);
            events.push(Event::Countered {
                seat,
                card: played.card,
            });
            self.retire_arcana(played.card);
        } else {
            events.push(Event::Allowed { seat });
            self.resolve_arcana(played, events);
        }
    }

    /// A resolved Arcana goes to the pile; El Mago leaves the game.
    pub(super) fn retire_arcana(&mut self, card: Card) {
        if card == Card::arcana(number::MAGICIAN) {
            self.tarot.removed.push(card);
        } else {
            self.discard.push(card);
        }
    }

    /// An effect that lasts until the end of this turn (`next: false`) or covers the other
    /// seat's next turn.
    pub(super) fn add_effect(&mut self, arcana: u8, seat: Seat, army: Option<Card>, next: bool) {
        self.tarot.effects.push(Effect {
            arcana: Card::arcana(arcana),
            seat,
            army,
            turn: self.turn + u32::from(next),
        });
    }
}
