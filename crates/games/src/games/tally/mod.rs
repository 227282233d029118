//! Tally, a game that exists only for tests: it is registered for this crate's tests and, by
//! the feature `testing`, for the bot's, never in a build of the bot, so that the generic suite,
//! the commands, the words and the pictures checks prove a game needs only its folder and one
//! registry line.
//!
//! Rules: every seat is dealt `hand` cards (option `hand`, 1–5, default 3) from a shuffled
//! deck of ranks 1–9, one run of them per seat; in turn, starting with seat 0, each plays a
//! card face up and scores its rank. When every hand is empty the most points win. Hands are
//! hidden and the deck's order is chance: what the suite must keep apart.

crate::game_words!();

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::engine::opening::{Choosable, Kind, Opening};
use crate::engine::pile::redeal;
use crate::engine::render::{Control, ControlGroup, Field, Panel};
use crate::engine::scene::{Face, Item, Row, Scene, Suit};
use crate::engine::{
    game_types, seeded, Game, GameInfo, GameRng, Lang, NotationError, Outcome, PerSeat, Render,
    RenderCtx, Seat, SetupError,
};

pub const INFO: GameInfo = GameInfo {
    id: "tally",
    name_en: "Tally",
    name_es: "Tally",
    min_seats: 2,
    max_seats: 4,
    hidden_information: true,
    chance: true,
    max_moves: 4 * 5,
    lowest_score_wins: false,
    opening: Opening {
        lobby: true,
        options: &[Choosable {
            name: "hand",
            kind: Kind::Number {
                field: "hand",
                min: 1,
                max: 5,
            },
        }],
        ..Opening::CHALLENGE
    },
};

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Options {
    #[serde(default)]
    pub hand: Option<u8>,
}

/// No explicit setup: the seed deals.
pub type Setup = ();

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Tally {
    hands: PerSeat<Vec<u8>>,
    deck: Vec<u8>,
    pile: Vec<(Seat, u8)>,
    points: PerSeat<i32>,
    turn: Seat,
    rng: GameRng,
}

/// `play 7`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Move(pub u8);

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "play {}", self.0)
    }
}

impl FromStr for Move {
    type Err = NotationError;

    fn from_str(s: &str) -> Result<Move, NotationError> {
        match s.split_whitespace().collect::<Vec<_>>()[..] {
            ["play", card] => card
                .parse()
                .map(Move)
                .map_err(|_| NotationError::BadCard(card.to_owned())),
            [] => Err(NotationError::Empty),
            [verb, ..] => Err(NotationError::UnknownVerb(verb.to_owned())),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Illegal {
    #[error("card {0} is not in the hand")]
    NotInHand(u8),
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    Played { seat: Seat, card: u8 },
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PublicView {
    pub pile: Vec<(Seat, u8)>,
    pub hand_sizes: Vec<usize>,
    pub deck: usize,
    pub points: Vec<i32>,
    pub turn: Option<Seat>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SeatView {
    pub public: PublicView,
    pub seat: Seat,
    pub hand: Vec<u8>,
}

impl Tally {
    fn is_done(&self) -> bool {
        self.hands.values().all(Vec::is_empty)
    }
}

impl Game for Tally {
    game_types!();

    fn new(seats: usize, options: &Options, _: Option<&()>, seed: u64) -> Result<Self, SetupError> {
        if !(INFO.min_seats..=INFO.max_seats).contains(&seats) {
            return Err(SetupError(format!(
                "Tally is for 2 to 4 players, not {seats}"
            )));
        }
        let hand = usize::from(options.hand.unwrap_or(3));
        if !(1..=5).contains(&hand) {
            return Err(SetupError(format!("`hand` is 1 to 5, not {hand}")));
        }
        let mut rng = seeded(seed);
        let mut deck: Vec<u8> = (0..seats).flat_map(|_| 1..=9).collect();
        rng.shuffle(&mut deck);
        let hands = PerSeat::from_fn(seats, |_| deck.split_off(deck.len() - hand));
        Ok(Tally {
            hands,
            deck,
            pile: Vec::new(),
            points: PerSeat::splat(seats, 0),
            turn: Seat(0),
            rng,
        })
    }

    fn seat_count(&self) -> usize {
        self.hands.len()
    }

    fn to_act(&self) -> Vec<Seat> {
        if self.is_done() {
            Vec::new()
        } else {
            vec![self.turn]
        }
    }

    fn legal_moves(&self, seat: Seat) -> Vec<Move> {
        if self.is_done() || seat != self.turn {
            return Vec::new();
        }
        let mut cards = self.hands[seat].clone();
        cards.sort_unstable();
        cards.dedup();
        cards.into_iter().map(Move).collect()
    }

    fn check(&self, seat: Seat, mv: &Move) -> Result<(), Illegal> {
        if self.hands[seat].contains(&mv.0) {
            Ok(())
        } else {
            Err(Illegal::NotInHand(mv.0))
        }
    }

    fn apply_unchecked(&mut self, seat: Seat, mv: &Move) -> Vec<Event> {
        crate::engine::pile::take(&mut self.hands[seat], mv.0);
        self.points[seat] += i32::from(mv.0);
        self.pile.push((seat, mv.0));
        self.turn = seat.next(self.seat_count());
        vec![Event::Played { seat, card: mv.0 }]
    }

    fn outcome(&self) -> Option<Outcome> {
        if !self.is_done() {
            return None;
        }
        let best = self.points.values().copied().max().unwrap_or(0);
        let winners = self
            .points
            .iter()
            .filter(|(_, &p)| p == best)
            .map(|(s, _)| s)
            .collect();
        Some(Outcome::new(self.points.clone(), winners))
    }

    fn scores(&self) -> PerSeat<i32> {
        self.points.clone()
    }

    fn public_view(&self) -> PublicView {
        PublicView {
            pile: self.pile.clone(),
            hand_sizes: self.hands.values().map(Vec::len).collect(),
            deck: self.deck.len(),
            points: self.points.values().copied().collect(),
            turn: (!self.is_done()).then_some(self.turn),
        }
    }

    fn seat_view(&self, seat: Seat) -> SeatView {
        SeatView {
            public: self.public_view(),
            seat,
            hand: self.hands[seat].clone(),
        }
    }

    fn determinize(&self, seat: Seat, rng: &mut GameRng) -> Self {
        let mut copy = self.clone();
        let Tally { hands, deck, .. } = &mut copy;
        let mut hidden: Vec<&mut Vec<u8>> = hands
            .values_mut()
            .enumerate()
            .filter(|(i, _)| *i != seat.index())
            .map(|(_, hand)| hand)
            .collect();
        hidden.push(deck);
        redeal(&mut hidden, rng);
        copy.rng = rng.fork();
        copy
    }
}

fn face(card: u8) -> Item {
    Item::Card(Face {
        rank: card.to_string(),
        suit: Suit::None,
    })
}

fn public_fields(view: &PublicView, ctx: &RenderCtx) -> Vec<Field> {
    let lang = ctx.lang;
    let pile: Vec<String> = view.pile.iter().map(|(_, c)| c.to_string()).collect();
    let points: Vec<String> = view
        .points
        .iter()
        .enumerate()
        .map(|(i, p)| format!("{}: {p}", ctx.name(Seat(i as u8))))
        .collect();
    vec![
        Field::new(tr(lang, "tally-pile"), pile.join(" "), false),
        Field::new(tr(lang, "tally-scores"), points.join(", "), false),
    ]
}

impl Render for Tally {
    fn words() -> &'static crate::engine::words::Words {
        &WORDS
    }

    fn render_public(view: &PublicView, ctx: &RenderCtx) -> Panel {
        let description = view.turn.map_or_else(String::new, |s| {
            tr_args(ctx.lang, "tally-to-act", &[("seat", ctx.name(s).into())])
        });
        Panel {
            title: INFO.name(ctx.lang).to_owned(),
            description,
            fields: public_fields(view, ctx),
            controls: Vec::new(),
        }
    }

    fn render_seat(view: &SeatView, legal: &[Move], ctx: &RenderCtx) -> Panel {
        let lang = ctx.lang;
        let hand: Vec<String> = view.hand.iter().map(u8::to_string).collect();
        let controls = legal
            .iter()
            .map(|m| Control {
                label: m.0.to_string(),
                notation: m.to_string(),
            })
            .collect();
        Panel {
            title: tr(lang, "tally-hand"),
            description: hand.join(" "),
            fields: public_fields(&view.public, ctx),
            controls: vec![ControlGroup::choices(tr(lang, "tally-play"), controls)],
        }
    }

    fn narrate(event: &Event, ctx: &RenderCtx) -> String {
        let Event::Played { seat, card } = event;
        let args = [
            ("seat", ctx.name(*seat).into()),
            ("card", card.to_string().into()),
        ];
        tr_args(ctx.lang, "tally-played", &args)
    }

    fn explain(illegal: &Illegal, lang: Lang) -> String {
        let Illegal::NotInHand(_) = illegal;
        tr(lang, "tally-not-in-hand")
    }

    fn rules_text(lang: Lang) -> String {
        tr(lang, "tally-rules")
    }

    fn describe_options(options: &Options, lang: Lang) -> String {
        options.hand.map_or_else(String::new, |n| {
            tr_args(
                lang,
                "tally-options-hand",
                &[("count", i64::from(n).into())],
            )
        })
    }

    fn scene_public(view: &PublicView, ctx: &RenderCtx) -> Option<Scene> {
        let mut rows = vec![Row::new(
            tr(ctx.lang, "tally-pile"),
            view.pile.iter().map(|&(_, c)| face(c)).collect(),
        )];
        for (i, (&size, &points)) in view.hand_sizes.iter().zip(&view.points).enumerate() {
            let seat = Seat(i as u8);
            let items = vec![
                Item::Backs(size),
                Item::counter(tr(ctx.lang, "tally-scores"), points),
            ];
            rows.push(Row::new(ctx.label(seat), items).highlighted(view.turn == Some(seat)));
        }
        Some(Scene::new(INFO.name(ctx.lang).to_owned(), rows))
    }

    fn scene_seat(view: &SeatView, ctx: &RenderCtx) -> Option<Scene> {
        let cards = view.hand.iter().map(|&c| face(c)).collect();
        Some(Scene::hand(tr(ctx.lang, "tally-hand"), cards))
    }
}
