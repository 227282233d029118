//! What everybody sees, and what one seat sees (its ducats and which cards it holds).

use std::collections::BTreeMap;

use serde::Serialize;

use crate::engine::{PerSeat, Seat};

use super::board::{Building, Space};
use super::cards::{Card, Deck, Good, Tile};
use super::items::{Holdings, Terms};
use super::state::{Genova, Phase};

/// A standing offer or ask, in words of the notation.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct OfferView {
    pub seat: Seat,
    pub space: Space,
    /// What the maker gives (`+x`: promised from the action).
    pub gives: String,
    /// What the active player gives back.
    pub wants: String,
}

/// One player's public holdings: goods, card counts per deck, tiles, unplaced markers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PlayerView {
    pub goods: BTreeMap<Good, u8>,
    pub cards: BTreeMap<Deck, u8>,
    pub tiles: BTreeMap<Tile, u8>,
    pub markers_left: u8,
}

/// The open action, as everybody sees it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct OpenView {
    pub holder: Seat,
    pub at: Building,
    pub acted: bool,
}

/// The public board. Its keys are fixed by the replay format.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PublicView {
    pub round: u8,
    /// The round marker's space, and the space that makes a round the last.
    pub marker: u8,
    pub rounds: u8,
    pub first: Seat,
    pub active: Seat,
    /// Who may move now: the seat the game waits for first, then those who may talk.
    pub to_act: Vec<Seat>,
    /// Null before the roll.
    pub tower: Option<Space>,
    pub discs: Vec<Space>,
    pub visited: Vec<Space>,
    pub moves_left: u8,
    pub done: Vec<Building>,
    pub offers: Vec<OfferView>,
    pub asks: Vec<OfferView>,
    pub open: Option<OpenView>,
    pub owners: BTreeMap<Building, Vec<Seat>>,
    pub players: PerSeat<PlayerView>,
    /// Goods and tiles in stock; cards face down and face up per deck.
    pub stock_goods: BTreeMap<Good, u8>,
    pub stock_tiles: BTreeMap<Tile, u8>,
    pub decks: BTreeMap<Deck, [usize; 2]>,
    /// The seat placing markers now, after `end`.
    pub placing: Option<Seat>,
    /// `start`, `tower`, `markers` or `over`.
    pub phase: &'static str,
    /// `playing` or `finished`.
    pub status: &'static str,
}

/// One seat's view: the public board plus its ducats and its cards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SeatView {
    #[serde(flatten)]
    pub public: PublicView,
    #[serde(skip)]
    pub seat: Seat,
    pub ducats: u32,
    pub hand: Vec<Card>,
}

fn terms_text(t: &Terms) -> String {
    let deal = super::items::Deal {
        gives: t.clone(),
        gets: Terms::default(),
    };
    deal.to_string().trim_start().to_owned()
}

fn offer_views(offers: &[super::state::Offer]) -> Vec<OfferView> {
    offers
        .iter()
        .map(|o| OfferView {
            seat: o.seat,
            space: o.space,
            gives: terms_text(&o.deal.gives),
            wants: terms_text(&o.deal.gets),
        })
        .collect()
}

fn player_view(h: &Holdings) -> PlayerView {
    let counts = h.card_counts();
    PlayerView {
        goods: Good::ALL.iter().map(|&g| (g, h.goods[g.index()])).collect(),
        cards: Deck::ALL.iter().map(|&d| (d, counts[d.index()])).collect(),
        tiles: Tile::ALL.iter().map(|&t| (t, h.tiles[t.index()])).collect(),
        markers_left: h.markers,
    }
}

impl Genova {
    pub(super) fn public(&self) -> PublicView {
        PublicView {
            round: self.round,
            marker: self.marker,
            rounds: self.end_space,
            first: self.first,
            active: self.active,
            to_act: crate::engine::Game::to_act(self),
            tower: self.turn.tower,
            discs: self.turn.discs.clone(),
            visited: self.turn.visited.clone(),
            moves_left: self.turn.moves_left(),
            done: self.turn.done.clone(),
            offers: offer_views(&self.turn.offers),
            asks: offer_views(&self.turn.asks),
            open: self.turn.open.as_ref().map(|o| OpenView {
                holder: o.holder,
                at: o.at,
                acted: o.acted,
            }),
            owners: self.owners.clone(),
            players: self.players.map(|_, h| player_view(h)),
            stock_goods: Good::ALL
                .iter()
                .map(|&g| (g, self.goods[g.index()]))
                .collect(),
            stock_tiles: Tile::ALL
                .iter()
                .map(|&t| (t, self.tiles[t.index()]))
                .collect(),
            decks: Deck::ALL
                .iter()
                .map(|&d| {
                    let p = &self.decks[d.index()];
                    (d, [p.down.len(), p.up.len()])
                })
                .collect(),
            placing: self.placer(),
            phase: match self.phase {
                Phase::Start => "start",
                Phase::Tower => "tower",
                Phase::Markers(_) => "markers",
                Phase::Over => "over",
            },
            status: if self.phase == Phase::Over {
                "finished"
            } else {
                "playing"
            },
        }
    }

    pub(super) fn private(&self, seat: Seat) -> SeatView {
        SeatView {
            public: self.public(),
            seat,
            ducats: self.players[seat].ducats,
            hand: self.players[seat].cards.clone(),
        }
    }
}
