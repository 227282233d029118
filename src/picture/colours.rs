//! The colours pictures are painted with: flat fills, ink and paper, and the scene's tones.

use crate::engine::scene::Tone;

/// An RGB colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rgb(pub u8, pub u8, pub u8);

pub const INK: Rgb = Rgb(0x22, 0x22, 0x22);
pub const PAPER: Rgb = Rgb(0xFF, 0xFF, 0xFF);
pub const FELT: Rgb = Rgb(0x2F, 0x4F, 0x3F);
pub const FELT_TEXT: Rgb = Rgb(0xF2, 0xF2, 0xEA);
pub const CARD_BACK: Rgb = Rgb(0x35, 0x4A, 0x7A);
pub const HIGHLIGHT: Rgb = Rgb(0xF0, 0xE4, 0x42);
/// The fill of a highlighted row's frame.
pub const FRAME: Rgb = Rgb(0x3B, 0x62, 0x4E);
/// Yellow is a fill colour: on white paper, numbers need a darker gold.
pub const GOLD: Rgb = Rgb(0x8A, 0x6D, 0x00);
/// The inner line of a card's back.
pub const BACK_LINE: Rgb = Rgb(0x8C, 0xA0, 0xC8);

/// The Okabe–Ito colours, which people with the common colour blindnesses tell apart.
#[must_use]
pub const fn rgb(tone: Tone) -> Rgb {
    match tone {
        Tone::Black => INK,
        Tone::Red => Rgb(0xD5, 0x5E, 0x00),
        Tone::Blue => Rgb(0x00, 0x72, 0xB2),
        Tone::Green => Rgb(0x00, 0x9E, 0x73),
        Tone::Yellow => Rgb(0xF0, 0xE4, 0x42),
        Tone::Orange => Rgb(0xE6, 0x9F, 0x00),
        Tone::Purple => Rgb(0xCC, 0x79, 0xA7),
        Tone::Grey => Rgb(0x99, 0x99, 0x99),
        Tone::White => PAPER,
        Tone::Brown => Rgb(0x8B, 0x5A, 0x2B),
    }
}
