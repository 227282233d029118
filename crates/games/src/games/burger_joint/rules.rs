//! The rules: what each seat may do now, whether a move is legal, and what it does.

use crate::engine::opening::{Choosable, Kind, Opening, Pick, Setting};
use crate::engine::{GameInfo, Outcome, PerSeat, Seat};

use super::board::{
    bistro_index, Ability, ADVERT_STEPS, BASIC_SPACES, BISTROS, KEEP, WINNING_SCORE,
};
use super::cubes::{Colour, Cubes};
use super::events::{Building, Event};
use super::illegal::{Illegal, Step};
use super::notation::{Advert, Move};
use super::state::{BurgerJoint, Finish, Phase, TURN_LIMIT};

/// The game's fixed facts.
pub const INFO: GameInfo = GameInfo {
    id: "burger-joint",
    name_en: "Burger Joint",
    name_es: "Burger Joint",
    min_seats: 2,
    max_seats: 2,
    hidden_information: false,
    chance: true,
    // Each turn is bounded (trades and builds spend cubes, abilities are once a turn).
    max_moves: 60 * TURN_LIMIT as usize,
    lowest_score_wins: false,
    opening: Opening {
        options: &[Choosable {
            name: "side",
            kind: Kind::OneOf(&[
                Pick {
                    name: "burger",
                    sets: &[("side", Setting::Text("burger"))],
                },
                Pick {
                    name: "pizza",
                    sets: &[("side", Setting::Text("pizza"))],
                },
            ]),
        }],
        ..Opening::CHALLENGE
    },
};

/// Which legal moves a list holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Listing {
    /// Every one.
    Every,
    /// Those of random playouts: a redraw of one cube at a time rather than of every part of
    /// the hand (hundreds of moves that make a random playout slow, not different).
    Playouts,
}

impl BurgerJoint {
    /// Seats that owe a decision now.
    #[must_use]
    pub(super) fn deciding(&self) -> Option<Seat> {
        match self.phase {
            Phase::Pick => self.production.as_ref().map(|p| p.picker),
            Phase::Trade | Phase::Build => Some(self.active),
            Phase::Discard => self.discarder(),
            Phase::Over => None,
        }
    }

    fn step(&self) -> Option<Step> {
        match self.phase {
            Phase::Pick => Some(Step::Pick),
            Phase::Trade => Some(Step::Trade),
            Phase::Build => Some(Step::Build),
            Phase::Discard => Some(Step::Discard),
            Phase::Over => None,
        }
    }

    /// Every legal move of `seat` now.
    #[must_use]
    pub(super) fn legal(&self, seat: Seat) -> Vec<Move> {
        let mut out = Vec::new();
        self.listed(seat, Listing::Every, &mut out);
        out
    }

    /// The legal moves `listing` asks for, into `out` (cleared first).
    pub(super) fn listed(&self, seat: Seat, listing: Listing, out: &mut Vec<Move>) {
        out.clear();
        if self.deciding() != Some(seat) {
            return;
        }
        match self.phase {
            Phase::Pick => out.extend(self.pickable(seat).colours().map(Move::Pick)),
            Phase::Trade => {
                self.trades_and_abilities(listing, out);
                self.builds(out);
                out.push(Move::End);
            }
            Phase::Build => {
                self.builds(out);
                out.push(Move::End);
            }
            Phase::Discard => {
                let cubes = self.players[seat].cubes;
                out.extend(
                    cubes
                        .subsets_of_size(cubes.total() - KEEP)
                        .into_iter()
                        .map(Move::Discard),
                );
            }
            Phase::Over => {}
        }
    }

    /// Colours in the bag once `returned` is back in it.
    fn bag_after(&self, returned: &Cubes) -> Cubes {
        let mut bag = self.bag;
        bag.add_all(returned);
        bag
    }

    fn trades_and_abilities(&self, listing: Listing, out: &mut Vec<Move>) {
        let me = &self.players[self.active];
        for give in Colour::ALL {
            if me.cubes.count(give) >= 3 {
                let bag = self.bag_after(&Cubes::of(&[give; 3]));
                out.extend(bag.colours().map(|take| Move::Trade { give, take }));
            }
        }
        for (i, b) in BISTROS.iter().enumerate() {
            if !me.bistros[i] || self.used.abilities[i] {
                continue;
            }
            let bistro = b.letter;
            match b.ability {
                Ability::None => {}
                Ability::Redraw => {
                    let gives = match listing {
                        Listing::Every => me.cubes.non_empty_subsets(),
                        Listing::Playouts => me.cubes.subsets_of_size(1),
                    };
                    out.extend(gives.into_iter().map(|give| Move::Ability {
                        bistro,
                        give,
                        take: None,
                    }));
                }
                Ability::Exchange(n) => {
                    for give in me.cubes.subsets_of_size(n) {
                        out.extend(self.bag_after(&give).colours().map(|t| Move::Ability {
                            bistro,
                            give,
                            take: Some(t),
                        }));
                    }
                }
                Ability::ExtraRandom if !self.bag.is_empty() => out.push(Move::Ability {
                    bistro,
                    give: Cubes::default(),
                    take: None,
                }),
                Ability::ExtraRandom => {}
                Ability::ExtraChosen => out.extend(self.bag.colours().map(|t| Move::Ability {
                    bistro,
                    give: Cubes::default(),
                    take: Some(t),
                })),
            }
        }
    }

    fn builds(&self, out: &mut Vec<Move>) {
        let candidates = [Move::Basic]
            .into_iter()
            .chain(Colour::ALL.map(Move::Diner))
            .chain(BISTROS.iter().flat_map(|b| {
                Colour::ALL.map(|from| Move::Bistro {
                    bistro: b.letter,
                    from,
                })
            }));
        out.extend(candidates.filter(|mv| self.check_build(mv).is_ok()));
        let them = &self.players[self.active.other()];
        let adverts: Vec<Move> = if self.used.adverts == 0 {
            std::iter::once(Advert::First(None))
                .chain(them.cubes.colours().map(|c| Advert::First(Some(c))))
                .map(Move::Advert)
                .collect()
        } else {
            std::iter::once(Advert::Step)
                .chain(them.cubes.colours().map(Advert::Steal))
                .map(Move::Advert)
                .collect()
        };
        out.extend(
            adverts
                .into_iter()
                .filter(|mv| self.check_build(mv).is_ok()),
        );
    }

    /// Whether `mv` is legal for `seat`, who may act.
    pub(super) fn check_move(&self, seat: Seat, mv: &Move) -> Result<(), Illegal> {
        let step = self.step().ok_or(Illegal::WrongStep(Step::Trade))?;
        match (mv, self.phase) {
            (Move::Pick(c), Phase::Pick) => self.check_pick(seat, *c),
            (Move::Trade { .. } | Move::Ability { .. }, Phase::Build) => {
                Err(Illegal::AfterBuilding)
            }
            (Move::Trade { give, take }, Phase::Trade) => {
                let cost = Cubes::of(&[*give; 3]);
                self.check_has(seat, &cost)?;
                self.check_in_bag(*take, &cost)
            }
            (Move::Ability { bistro, give, take }, Phase::Trade) => {
                self.check_ability(seat, *bistro, give, *take)
            }
            (
                Move::Basic | Move::Diner(_) | Move::Bistro { .. } | Move::Advert(_),
                Phase::Trade | Phase::Build,
            )
            | (Move::End, Phase::Trade | Phase::Build) => self.check_build(mv),
            (Move::Discard(cubes), Phase::Discard) => {
                let have = self.players[seat].cubes;
                let excess = have.total() - KEEP;
                if cubes.total() != excess {
                    return Err(Illegal::DiscardCount(excess));
                }
                self.check_has(seat, cubes)
            }
            _ => Err(Illegal::WrongStep(step)),
        }
    }

    fn check_pick(&self, seat: Seat, c: Colour) -> Result<(), Illegal> {
        if self.pickable(seat).count(c) > 0 {
            return Ok(());
        }
        let in_their_area = self
            .production
            .as_ref()
            .is_some_and(|p| p.areas[seat.other()].count(c) > 0);
        Err(if in_their_area {
            Illegal::OpponentsArea(c)
        } else {
            Illegal::NotPickable(c)
        })
    }

    fn check_has(&self, seat: Seat, cubes: &Cubes) -> Result<(), Illegal> {
        if self.players[seat].cubes.contains(cubes) {
            Ok(())
        } else {
            Err(Illegal::MissingCubes(*cubes))
        }
    }

    fn check_in_bag(&self, c: Colour, returned: &Cubes) -> Result<(), Illegal> {
        if self.bag_after(returned).count(c) > 0 {
            Ok(())
        } else {
            Err(Illegal::NotInBag(c))
        }
    }

    fn check_ability(
        &self,
        seat: Seat,
        bistro: char,
        give: &Cubes,
        take: Option<Colour>,
    ) -> Result<(), Illegal> {
        let i = bistro_index(bistro).ok_or(Illegal::NoBistro(bistro))?;
        if !self.players[seat].bistros[i] {
            return Err(Illegal::NoBistro(bistro));
        }
        if self.used.abilities[i] {
            return Err(Illegal::AbilityUsed(bistro));
        }
        match BISTROS[i].ability {
            Ability::None => Err(Illegal::NoBistro(bistro)),
            Ability::Redraw => self.check_has(seat, give),
            Ability::Exchange(n) => {
                if give.total() != n {
                    return Err(Illegal::WrongReturn {
                        bistro,
                        expected: n,
                    });
                }
                self.check_has(seat, give)?;
                let take = take.ok_or(Illegal::WrongReturn {
                    bistro,
                    expected: n,
                })?;
                self.check_in_bag(take, give)
            }
            Ability::ExtraRandom if self.bag.is_empty() => Err(Illegal::EmptyBag),
            Ability::ExtraRandom => Ok(()),
            Ability::ExtraChosen => match take {
                Some(c) => self.check_in_bag(c, &Cubes::default()),
                None => Err(Illegal::EmptyBag),
            },
        }
    }

    /// The cost of a build for the active player.
    fn cost(&self, mv: &Move) -> Cubes {
        let board = self.players[self.active].side.board();
        match mv {
            Move::Basic => board.basic,
            Move::Diner(_) => board.diner,
            Move::Bistro { .. } => board.bistro,
            Move::Advert(_) => board.advert,
            _ => Cubes::default(),
        }
    }

    fn check_build(&self, mv: &Move) -> Result<(), Illegal> {
        let me = &self.players[self.active];
        match mv {
            Move::End => return Ok(()),
            Move::Basic if me.tokens_left() == 0 => return Err(Illegal::NoToken),
            Move::Basic if me.basics >= BASIC_SPACES => return Err(Illegal::BasicsFull),
            Move::Diner(_) if me.basics == 0 => return Err(Illegal::NoBasic),
            Move::Diner(c) if me.owns_diner(*c) => return Err(Illegal::DinerOwned(*c)),
            Move::Bistro { bistro, from } => {
                let i = bistro_index(*bistro).ok_or(Illegal::NoBistro(*bistro))?;
                if me.bistros[i] {
                    return Err(Illegal::BistroBuilt(*bistro));
                }
                if !me.owns_diner(*from) {
                    return Err(Illegal::NoDiner(*from));
                }
            }
            Move::Advert(advert) => {
                if me.advert >= ADVERT_STEPS {
                    return Err(Illegal::TrackEnd);
                }
                let first = self.used.adverts == 0;
                let stole = match (advert, first) {
                    (Advert::First(c), true) => *c,
                    (Advert::Steal(c), false) => Some(*c),
                    (Advert::Step, false) => None,
                    _ => return Err(Illegal::AdvertForm { first }),
                };
                if let Some(c) = stole {
                    if self.players[self.active.other()].cubes.count(c) == 0 {
                        return Err(Illegal::NothingToSteal(c));
                    }
                }
            }
            _ => {}
        }
        self.check_has(self.active, &self.cost(mv))
    }

    /// Applies a legal move.
    pub(super) fn apply(&mut self, seat: Seat, mv: &Move) -> Vec<Event> {
        match *mv {
            Move::Pick(colour) => {
                self.take_pick(seat, colour);
                vec![Event::Picked { seat, colour }]
            }
            Move::Trade { give, take } => {
                self.return_to_bag(seat, &Cubes::of(&[give; 3]));
                self.take_from_bag(seat, take);
                vec![Event::Traded { seat, give, take }]
            }
            Move::Ability { bistro, give, take } => self.use_ability(seat, bistro, give, take),
            Move::Basic | Move::Diner(_) | Move::Bistro { .. } | Move::Advert(_) => {
                self.build(seat, mv)
            }
            Move::End => self.end_turn(seat),
            Move::Discard(cubes) => {
                self.return_to_bag(seat, &cubes);
                let mut events = vec![Event::Discarded { seat, cubes }];
                if self.discarder().is_none() {
                    events.extend(self.next_turn());
                }
                events
            }
        }
    }

    fn use_ability(
        &mut self,
        seat: Seat,
        bistro: char,
        give: Cubes,
        take: Option<Colour>,
    ) -> Vec<Event> {
        let i = bistro_index(bistro).expect("a checked bistro");
        self.used.abilities[i] = true;
        self.return_to_bag(seat, &give);
        let mut got = Cubes::default();
        match (BISTROS[i].ability, take) {
            (_, Some(c)) => {
                self.take_from_bag(seat, c);
                got.add(c);
            }
            (Ability::Redraw, None) => {
                for _ in 0..give.total() {
                    if let Some(c) = self.draw() {
                        self.players[seat].cubes.add(c);
                        got.add(c);
                    }
                }
            }
            (_, None) => {
                if let Some(c) = self.draw() {
                    self.players[seat].cubes.add(c);
                    got.add(c);
                }
            }
        }
        vec![Event::Ability {
            seat,
            bistro,
            returned: give,
            got,
        }]
    }

    fn build(&mut self, seat: Seat, mv: &Move) -> Vec<Event> {
        let paid = self.cost(mv);
        self.return_to_bag(seat, &paid);
        self.phase = Phase::Build;
        let me = &mut self.players[seat];
        let building = match *mv {
            Move::Basic => {
                me.basics += 1;
                Building::Basic
            }
            Move::Diner(c) => {
                // The token comes from the lowest occupied basic space.
                me.basics -= 1;
                me.diners[c.index()] = true;
                Building::Diner(c)
            }
            Move::Bistro { bistro, from } => {
                me.diners[from.index()] = false;
                me.bistros[bistro_index(bistro).expect("a checked bistro")] = true;
                Building::Bistro { bistro, from }
            }
            Move::Advert(advert) => return self.advertise(seat, advert, paid),
            _ => unreachable!("only builds are built"),
        };
        vec![Event::Built {
            seat,
            building,
            paid,
        }]
    }

    fn advertise(&mut self, seat: Seat, advert: Advert, paid: Cubes) -> Vec<Event> {
        let (moved, stole) = match advert {
            Advert::First(c) => (true, c),
            Advert::Steal(c) => (false, Some(c)),
            Advert::Step => (true, None),
        };
        self.used.adverts += 1;
        if moved {
            self.players[seat].advert += 1;
        }
        if let Some(c) = stole {
            self.players[seat.other()].cubes.remove(c);
            self.players[seat].cubes.add(c);
        }
        vec![Event::Advertised {
            seat,
            paid,
            step: self.players[seat].advert,
            moved,
            stole,
        }]
    }

    fn end_turn(&mut self, seat: Seat) -> Vec<Event> {
        let score = self.players[seat].worth();
        self.players[seat].score = score;
        let mut events = vec![Event::Scored { seat, score }];
        if score >= WINNING_SCORE {
            self.finish = Some(Finish::Won(seat));
            self.phase = Phase::Over;
            events.push(Event::Won { seat, score });
            return events;
        }
        self.phase = Phase::Discard;
        if self.discarder().is_none() {
            events.extend(self.next_turn());
        }
        events
    }

    /// The result once over: the winner at 12, or at the turn limit the higher score (equal
    /// scores draw).
    #[must_use]
    pub(super) fn result(&self) -> Option<Outcome> {
        // Asked at every step of a playout: nothing is built while the match goes on.
        let finish = self.finish?;
        let scores = self.totals();
        let winners = match finish {
            Finish::Won(seat) => vec![seat],
            Finish::TurnLimit => {
                let best = scores.values().copied().max().unwrap_or(0);
                Seat::all(2).filter(|s| scores[*s] == best).collect()
            }
        };
        Some(Outcome::new(scores, winners))
    }

    /// The scores marked on the track.
    #[must_use]
    pub(super) fn totals(&self) -> PerSeat<i32> {
        self.players.map(|_, p| i32::from(p.score))
    }
}
