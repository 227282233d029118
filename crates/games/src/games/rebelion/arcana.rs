//! The Tarot variant's Major Arcana: what a played Arcana aims at, the effects that last, and
//! what the match remembers of them (rules page, "Tarot variant", decisions 11–20).

use serde::{Deserialize, Serialize};

use crate::engine::Seat;

use super::cards::Card;

/// The Major Arcana by their Rider–Waite numbers.
pub mod number {
    pub const FOOL: u8 = 0;
    pub const MAGICIAN: u8 = 1;
    pub const PRIESTESS: u8 = 2;
    pub const EMPRESS: u8 = 3;
    pub const EMPEROR: u8 = 4;
    pub const HIEROPHANT: u8 = 5;
    pub const LOVERS: u8 = 6;
    pub const CHARIOT: u8 = 7;
    pub const STRENGTH: u8 = 8;
    pub const HERMIT: u8 = 9;
    pub const WHEEL: u8 = 10;
    pub const JUSTICE: u8 = 11;
    pub const HANGED_MAN: u8 = 12;
    pub const DEATH: u8 = 13;
    pub const TEMPERANCE: u8 = 14;
    pub const DEVIL: u8 = 15;
    pub const TOWER: u8 = 16;
    pub const STAR: u8 = 17;
    pub const MOON: u8 = 18;
    pub const SUN: u8 = 19;
    pub const JUDGEMENT: u8 = 20;
    pub const WORLD: u8 = 21;
}

/// The Spanish names the seed uses, by number.
const NAMES: [&str; 22] = [
    "El Loco",
    "El Mago",
    "La Suma Sacerdotisa",
    "La Emperatriz",
    "El Emperador",
    "El Hierofante",
    "Los Amantes",
    "El Carro",
    "La Fuerza",
    "El Ermitaño",
    "La Rueda de la Fortuna",
    "La Justicia",
    "El Ahorcado",
    "La Muerte",
    "La Templanza",
    "El Diablo",
    "La Torre",
    "La Estrella",
    "La Luna",
    "El Sol",
    "El Juicio",
    "El Mundo",
];

/// An Arcana's name as players of the game say it (`La Muerte`).
#[must_use]
pub fn arcana_name(n: u8) -> &'static str {
    NAMES.get(usize::from(n)).copied().unwrap_or("?")
}

/// What a played Arcana aims at, named in the move (decision 12).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Target {
    /// No target: `arcana A13`.
    None,
    /// An army on the table: `arcana A1 12E` (an enemy's), `arcana A7 5B` (one's own).
    Army(Card),
    /// A hand card put into play: `arcana A0 play 7E`.
    Play(Card),
    /// An enemy camp slot: `arcana A16 camp 3`.
    Camp(u8),
}

/// Which Arcana need a target, and of which kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Aim {
    Nothing,
    EnemyArmy,
    OwnArmy,
    EnemyTroopInHand,
    EnemyCamp,
}

/// The target an Arcana needs (A0, A1, A7, A16) or none.
#[must_use]
pub fn aim(n: u8) -> Aim {
    match n {
        number::FOOL => Aim::EnemyTroopInHand,
        number::MAGICIAN => Aim::EnemyArmy,
        number::CHARIOT => Aim::OwnArmy,
        number::TOWER => Aim::EnemyCamp,
        _ => Aim::Nothing,
    }
}

/// An Arcana played and not yet resolved.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Played {
    pub seat: Seat,
    pub card: Card,
    pub target: Target,
}

/// An effect that lasts: until the end of the turn it was played in (Los Amantes, El Carro,
/// La Fuerza), or over the opponent's next turn (La Luna, El Sol).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Effect {
    /// The Arcana whose effect this is.
    pub arcana: Card,
    /// The seat it favours (Los Amantes, El Carro, La Fuerza) or binds (La Luna, El Sol).
    pub seat: Seat,
    /// El Carro's army.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub army: Option<Card>,
    /// The turn it covers.
    pub turn: u32,
}

/// What the Tarot variant adds to a match's state.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tarot {
    /// The Arcana each seat played this turn (one each; a countered one counts, `counter` not).
    #[serde(default)]
    pub played: Vec<(Seat, Card)>,
    /// Effects still to run out, oldest first.
    #[serde(default)]
    pub effects: Vec<Effect>,
    /// Cards out of the game: El Mago once played (decision 16).
    #[serde(default)]
    pub removed: Vec<Card>,
    /// Camps seen with La Torre: (the seat who looked, the enemy camp's slot), while it stands
    /// (decision 20).
    #[serde(default)]
    pub glimpses: Vec<(Seat, u8)>,
}

impl Tarot {
    /// Whether `arcana`'s effect covers `seat` in `turn`.
    pub(super) fn active(&self, arcana: u8, seat: Seat, turn: u32) -> bool {
        self.effects
            .iter()
            .any(|e| e.arcana == Card::arcana(arcana) && e.seat == seat && e.turn == turn)
    }
}
