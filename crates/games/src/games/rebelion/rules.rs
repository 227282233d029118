//! The `Game` implementation: who decides, what is legal, what a move does.

use crate::engine::opening::{Choosable, Kind, Opening, Pick, Setting};
use crate::engine::pile::{redeal, without};

use super::cards::distinct;
use crate::engine::{game_types, Game, GameInfo, GameRng, Outcome, PerSeat, Seat, SetupError};

use super::arcana::Played;
use super::cards::Card;
use super::events::Event;
use super::illegal::{Illegal, Step};
use super::notation::Move;
use super::state::{Options, Phase, Rebelion, Setup};
use super::views::{PublicView, SeatView};

/// Fixed facts of La rebelión de los campesinos.
pub const INFO: GameInfo = GameInfo {
    id: "rebelion",
    name_en: "The Peasants' Revolt",
    name_es: "La rebelión de los campesinos",
    min_seats: 2,
    max_seats: 2,
    hidden_information: true,
    chance: true,
    max_moves: 20_000,
    lowest_score_wins: false,
    opening: Opening {
        options: &[
            Choosable {
                name: "deck",
                kind: Kind::OneOf(&[
                    Pick {
                        name: "full",
                        sets: &[("deck", Setting::Number(72))],
                    },
                    Pick {
                        name: "short",
                        sets: &[("deck", Setting::Number(60))],
                    },
                ]),
            },
            Choosable {
                name: "sides",
                kind: Kind::OneOf(&[
                    Pick {
                        name: "pick",
                        sets: &[],
                    },
                    Pick {
                        name: "peasants",
                        sets: &[
                            ("sides", Setting::Text("chosen")),
                            ("side", Setting::Text("B")),
                        ],
                    },
                    Pick {
                        name: "militia",
                        sets: &[
                            ("sides", Setting::Text("chosen")),
                            ("side", Setting::Text("E")),
                        ],
                    },
                ]),
            },
            Choosable {
                name: "tarot",
                kind: Kind::Flag { field: "tarot" },
            },
        ],
        ..Opening::CHALLENGE
    },
};

impl Rebelion {
    /// Seats owing a decision, in the order they answer.
    pub(super) fn deciding(&self) -> Vec<Seat> {
        let mut seats = Vec::new();
        self.deciding_into(&mut seats);
        seats
    }

    /// [`Rebelion::deciding`] written into `out` (cleared first).
    fn deciding_into(&self, out: &mut Vec<Seat>) {
        out.clear();
        match &self.phase {
            Phase::Pick { picks } => {
                out.extend(picks.iter().filter(|(_, p)| p.is_none()).map(|(s, _)| s))
            }
            Phase::Main | Phase::Buy(_) | Phase::Muster { .. } | Phase::Camp { .. } => {
                out.push(self.active);
            }
            Phase::Block { .. } | Phase::Order { .. } => out.push(self.active.other()),
            Phase::Heal { fight, .. } => out.extend(fight.healers.first().copied()),
            Phase::Answer { played, .. } => out.push(played.seat.other()),
            Phase::Judgment { .. } => out.extend(self.judges()),
            Phase::Lose { seat } => out.push(*seat),
            Phase::Spell { owner, .. } => out.push(*owner),
            Phase::Over => {}
        }
    }

    /// Whether `seat` owes a decision: [`Rebelion::deciding`] without making the list on the
    /// common steps (every legal-move list asks it).
    fn decides(&self, seat: Seat) -> bool {
        match &self.phase {
            Phase::Pick { picks } => picks.iter().any(|(s, p)| s == seat && p.is_none()),
            Phase::Main | Phase::Buy(_) | Phase::Muster { .. } | Phase::Camp { .. } => {
                self.active == seat
            }
            Phase::Block { .. } | Phase::Order { .. } => self.active.other() == seat,
            _ => self.deciding().contains(&seat),
        }
    }

    /// After La Justicia (or its answer) in a combat: the heal decisions go on, or the fight
    /// ends.
    fn refresh_heal(&mut self, events: &mut Vec<Event>) {
        if !matches!(self.phase, Phase::Heal { .. }) {
            return;
        }
        if let Phase::Heal { battle, fight } = std::mem::replace(&mut self.phase, Phase::Main) {
            self.next_healer(battle, fight, events);
        }
    }

    fn step(&self) -> Step {
        match self.phase {
            Phase::Pick { .. } => Step::Pick,
            Phase::Main => Step::Main,
            Phase::Buy(_) => Step::Buy,
            Phase::Muster { .. } => Step::Muster,
            Phase::Block { .. } => Step::Block,
            Phase::Order { .. } => Step::Order,
            Phase::Heal { .. } | Phase::Spell { .. } => Step::Heal,
            Phase::Camp { .. } => Step::Camp,
            Phase::Answer { .. } => Step::Answer,
            Phase::Judgment { .. } => Step::Judgment,
            Phase::Lose { .. } => Step::Lose,
            Phase::Over => Step::Over,
        }
    }
}

impl Game for Rebelion {
    game_types!();

    fn new(
        seats: usize,
        options: &Options,
        setup: Option<&Setup>,
        seed: u64,
    ) -> Result<Self, SetupError> {
        Rebelion::create(seats, options, setup, seed)
    }

    fn seat_count(&self) -> usize {
        2
    }

    fn to_act(&self) -> Vec<Seat> {
        self.deciding()
    }

    fn to_act_into(&self, out: &mut Vec<Seat>) {
        self.deciding_into(out);
    }

    fn may_act(&self, seat: Seat) -> bool {
        self.decides(seat)
    }

    fn legal_moves(&self, seat: Seat) -> Vec<Move> {
        let mut moves = Vec::new();
        self.legal_moves_into(seat, &mut moves);
        moves
    }

    fn legal_moves_into(&self, seat: Seat, out: &mut Vec<Move>) {
        out.clear();
        if !self.decides(seat) {
            return;
        }
        // The main step, most of a match's moves, fills the buffer; the others are short lists
        // that replace it.
        *out = match &self.phase {
            Phase::Pick { .. } => distinct(&self.hands[seat])
                .into_iter()
                .map(Move::Pick)
                .collect(),
            Phase::Main => {
                self.main_moves(seat, out);
                return;
            }
            Phase::Buy(purchase) => self.buy_moves(seat, purchase),
            Phase::Muster { attack } => self.muster_moves(seat, attack),
            Phase::Block {
                attack,
                pairs,
                decided,
            } => self.block_moves(attack, pairs, *decided),
            Phase::Order { battle, .. } => Rebelion::order_moves(battle),
            Phase::Heal { fight, .. } => self.heal_moves(seat, fight),
            Phase::Camp { .. } => self.camp_moves(),
            Phase::Answer { .. } => self.answer_moves(seat),
            Phase::Judgment { .. } => self.judgment_moves(seat),
            Phase::Lose { .. } => self.lose_moves(seat),
            Phase::Spell { army, wounds, .. } => {
                let mut moves = if wounds.level(army.level) < army.level {
                    self.healing_moves(seat, *army)
                } else {
                    Vec::new()
                };
                moves.push(Move::Pass);
                moves
            }
            Phase::Over => Vec::new(),
        };
    }

    fn check(&self, seat: Seat, mv: &Move) -> Result<(), Illegal> {
        let wrong = || {
            Err(Illegal::WrongStep {
                expected: self.step(),
            })
        };
        match (&self.phase, mv) {
            (Phase::Pick { .. }, Move::Pick(c)) => self.check_pick(seat, *c),
            (Phase::Main, _) => self.check_main(seat, mv),
            (Phase::Muster { .. } | Phase::Buy(_), Move::Cancel) => Ok(()),
            (Phase::Buy(purchase), step) => self.check_buy_step(seat, purchase, step),
            (Phase::Muster { attack }, Move::Muster(army)) => {
                self.check_muster(seat, attack, std::slice::from_ref(army))
            }
            (Phase::Muster { attack }, Move::Attack(list)) => self.check_muster(seat, attack, list),
            (
                Phase::Block {
                    attack,
                    pairs,
                    decided,
                },
                Move::Block(new),
            ) => self.check_block(attack, pairs, *decided, new),
            (Phase::Block { .. }, Move::Pass) => Ok(()),
            (Phase::Order { battle, .. }, Move::Order(list)) => Rebelion::check_order(battle, list),
            (Phase::Heal { .. } | Phase::Spell { .. }, Move::Pass) => Ok(()),
            (Phase::Heal { fight, .. }, Move::Heal { army, with }) => {
                self.check_heal(seat, *army, self.wounded_in_fight(fight, seat), with)
            }
            (Phase::Heal { fight, .. }, Move::Tend { army, with }) => self.check_heal(
                seat,
                *army,
                self.wounded_in_fight(fight, seat),
                std::slice::from_ref(with),
            ),
            (
                Phase::Spell {
                    army: own, wounds, ..
                },
                Move::Heal { army, with },
            ) => self.check_heal(seat, *army, (*own, *wounds), with),
            (
                Phase::Spell {
                    army: own, wounds, ..
                },
                Move::Tend { army, with },
            ) => self.check_heal(seat, *army, (*own, *wounds), std::slice::from_ref(with)),
            (Phase::Heal { fight, .. }, Move::Harm { army, with }) => {
                self.check_harm(seat, fight, *army, with)
            }
            (Phase::Heal { fight, .. }, Move::Arcana { card, .. }) => {
                self.check_justice(seat, fight, *card)
            }
            (Phase::Camp { .. }, Move::Camp(slot)) => self.check_camp(*slot),
            (Phase::Answer { .. }, Move::Allow) => Ok(()),
            (Phase::Answer { .. }, Move::Counter) => self.check_counter(seat),
            (Phase::Judgment { .. }, Move::Pick(c)) => self.check_pick(seat, *c),
            (Phase::Lose { seat: loser }, Move::Lose(slot)) => {
                let stands =
                    (1..=6).contains(slot) && self.camps[*loser][usize::from(slot - 1)].is_some();
                if stands {
                    Ok(())
                } else {
                    Err(Illegal::NoSuchCamp(*slot))
                }
            }
            _ => wrong(),
        }
    }

    fn apply_unchecked(&mut self, seat: Seat, mv: &Move) -> Vec<Event> {
        let mut events = Vec::new();
        let phase = std::mem::replace(&mut self.phase, Phase::Main);
        match (phase, mv) {
            (phase @ Phase::Pick { .. }, Move::Pick(c)) => {
                self.phase = phase;
                self.apply_pick(seat, *c, &mut events);
            }
            (Phase::Muster { .. }, Move::Cancel) => {
                events.push(Event::AttackCalledOff { seat });
            }
            (Phase::Buy(_), Move::Cancel) => events.push(Event::PurchaseCalledOff { seat }),
            (Phase::Main, _) => self.apply_main(seat, mv, &mut events),
            (Phase::Buy(purchase), step) => self.apply_buy_step(seat, purchase, step, &mut events),
            (Phase::Muster { attack }, Move::Muster(army)) => {
                self.apply_muster(seat, attack, *army, &mut events)
            }
            (Phase::Muster { mut attack }, Move::Attack(list)) => {
                attack.extend_from_slice(list);
                self.launch(seat, attack, &mut events);
            }
            (
                Phase::Block {
                    attack,
                    pairs,
                    decided,
                },
                Move::Block(new),
            ) => self.apply_block(attack, pairs, decided, new, &mut events),
            (
                Phase::Block {
                    attack,
                    pairs,
                    decided,
                },
                Move::Pass,
            ) => self.apply_no_block(attack, pairs, decided, &mut events),
            (Phase::Order { battle, ordered }, Move::Order(list)) => {
                self.apply_order(battle, ordered, list, &mut events)
            }
            (Phase::Heal { battle, fight }, Move::Pass) => {
                self.apply_heal(seat, battle, fight, &[], true, &mut events)
            }
            (Phase::Heal { battle, fight }, Move::Heal { with, .. }) => {
                self.apply_heal(seat, battle, fight, with, true, &mut events);
            }
            (Phase::Heal { battle, fight }, Move::Tend { with, .. }) => {
                self.apply_heal(seat, battle, fight, &[*with], false, &mut events);
            }
            (Phase::Camp { battle }, Move::Camp(slot)) => {
                self.apply_camp(battle, *slot, &mut events)
            }
            (Phase::Heal { battle, fight }, Move::Harm { with, .. }) => {
                self.apply_harm(seat, battle, fight, with, &mut events);
            }
            (Phase::Heal { battle, fight }, Move::Arcana { card, target }) => {
                let played = Played {
                    seat,
                    card: *card,
                    target: *target,
                };
                self.play_arcana(played, Phase::Heal { battle, fight }, &mut events);
                self.refresh_heal(&mut events);
            }
            (Phase::Answer { played, then }, Move::Allow | Move::Counter) => {
                let counter = *mv == Move::Counter;
                self.apply_answer(seat, played, *then, counter, &mut events);
                self.refresh_heal(&mut events);
            }
            (phase @ Phase::Judgment { .. }, Move::Pick(c)) => {
                self.phase = phase;
                self.apply_judgment_pick(seat, *c, &mut events);
            }
            (Phase::Lose { seat: loser }, Move::Lose(slot)) => {
                self.apply_lose(loser, *slot, &mut events)
            }
            (
                Phase::Spell {
                    owner,
                    army,
                    wounds,
                },
                Move::Pass,
            ) => self.apply_spell_heal(owner, army, wounds, &[], true, &mut events),
            (
                Phase::Spell {
                    owner,
                    army,
                    wounds,
                },
                Move::Heal { with, .. },
            ) => self.apply_spell_heal(owner, army, wounds, with, true, &mut events),
            (
                Phase::Spell {
                    owner,
                    army,
                    wounds,
                },
                Move::Tend { with, .. },
            ) => self.apply_spell_heal(owner, army, wounds, &[*with], false, &mut events),
            (phase, _) => self.phase = phase,
        }
        self.note_known(&events);
        events
    }

    fn outcome(&self) -> Option<Outcome> {
        self.winners
            .as_ref()
            .map(|w| Outcome::new(self.scores(), w.clone()))
    }

    fn scores(&self) -> PerSeat<i32> {
        PerSeat::from_fn(2, |s| self.camp_count(s) as i32)
    }

    fn public_view(&self) -> PublicView {
        self.public()
    }

    fn seat_view(&self, seat: Seat) -> SeatView {
        self.private(seat)
    }

    fn expert(&self, seat: Seat, rng: &mut GameRng) -> Option<Move> {
        super::expert::choose(self, seat, rng)
    }

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        let mut g = self.clone();
        let other = seat.other();
        // What `seat` cannot see: the deck, the opponent's hand and camps (but those seen with
        // La Torre), and a secret pick.
        let seen: Vec<u8> = self
            .seen_camps(seat)
            .iter()
            .map(|&(slot, _)| slot)
            .collect();
        let hidden = |i: usize| !seen.contains(&(i as u8 + 1));
        let mut camps: Vec<Card> = g.camps[other]
            .iter()
            .enumerate()
            .filter(|&(i, _)| hidden(i))
            .filter_map(|(_, c)| *c)
            .collect();
        // The cards the table saw the other take stay in their hand; the rest is re-dealt.
        let mut unknown = without(&g.hands[other], &self.known[other.index()]);
        redeal(&mut [&mut g.deck, &mut unknown, &mut camps], rng);
        g.hands[other] = self.known[other.index()]
            .iter()
            .copied()
            .chain(unknown)
            .collect();
        let slots = g.camps[other]
            .iter_mut()
            .enumerate()
            .filter(|(i, c)| hidden(*i) && c.is_some());
        for ((_, slot), card) in slots.zip(camps) {
            *slot = Some(card);
        }
        if let Phase::Pick { picks } | Phase::Judgment { picks } = &mut g.phase {
            if let Some(p) = picks[other] {
                picks[other] = g.hands[other]
                    .contains(&p)
                    .then_some(p)
                    .or(g.hands[other].first().copied());
            }
        }
        g.rng = rng.fork();
        g
    }
}
