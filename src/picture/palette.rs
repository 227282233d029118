//! The one palette every picture is painted in: the colours pictures are made of, and the
//! blends at the edges where one meets another, in the eight levels glyphs are laid with. A
//! fixed palette lets a picture hold one byte a pixel from the start: nothing to count or look
//! up when it is encoded, and a sprite or a board's still layer is a quarter of the size.
//!
//! The pairs below are the ones pictures draw one colour over another with, measured over
//! whole matches of every game (issue 31): between them they make all but 0.003 % of the
//! pixels the RGBA drawing made. Any other colour takes the nearest of the palette.

use std::collections::HashMap;
use std::sync::{OnceLock, RwLock};

use crate::engine::scene::Tone;

use super::colours::{rgb, Rgb, BACK_LINE, CARD_BACK, FELT, FELT_TEXT, FRAME, GOLD, INK, PAPER};
use super::glyphs::LEVELS;

/// Every colour drawn flat.
const FLAT: [Rgb; 16] = [
    FELT,
    PAPER,
    FRAME,
    INK,
    FELT_TEXT,
    CARD_BACK,
    GOLD,
    BACK_LINE,
    rgb(Tone::Red),
    rgb(Tone::Blue),
    rgb(Tone::Green),
    rgb(Tone::Yellow),
    rgb(Tone::Orange),
    rgb(Tone::Purple),
    rgb(Tone::Grey),
    rgb(Tone::Brown),
];

/// (under, over): colours drawn over others, each pair blended at every level between.
const PAIRS: [(Rgb, Rgb); 30] = {
    let (yellow, orange, green) = (rgb(Tone::Yellow), rgb(Tone::Orange), rgb(Tone::Green));
    let (red, blue, brown) = (rgb(Tone::Red), rgb(Tone::Blue), rgb(Tone::Brown));
    let (purple, grey) = (rgb(Tone::Purple), rgb(Tone::Grey));
    [
        (FELT, FELT_TEXT),
        (FRAME, FELT_TEXT),
        (PAPER, INK),
        (FRAME, INK),
        (FELT, yellow),
        (FRAME, yellow),
        (FELT, INK),
        (orange, INK),
        (yellow, INK),
        (green, INK),
        (red, INK),
        (FRAME, PAPER),
        (brown, INK),
        (orange, FELT_TEXT),
        (PAPER, red),
        (purple, INK),
        (brown, PAPER),
        (blue, INK),
        (blue, PAPER),
        (CARD_BACK, BACK_LINE),
        (PAPER, green),
        (FELT, PAPER),
        (CARD_BACK, PAPER),
        (PAPER, GOLD),
        (red, FELT_TEXT),
        (FELT_TEXT, INK),
        (blue, FELT_TEXT),
        (grey, INK),
        (FELT, orange),
        (FRAME, orange),
    ]
};

/// Entries per colour in a table of [`Palette::blends`]: every level, none to full.
pub const STRIDE: usize = LEVELS as usize + 1;

/// The most colours a PNG palette holds.
const MOST: usize = 256;

/// `over` laid on `under` with coverage `level` of [`LEVELS`].
#[must_use]
pub fn mix(under: Rgb, over: Rgb, level: u8) -> Rgb {
    let (a, levels) = (u16::from(level), LEVELS);
    let mix = |u: u8, c: u8| {
        ((u16::from(u) * (levels - a) + u16::from(c) * a + levels / 2) / levels) as u8
    };
    Rgb(
        mix(under.0, over.0),
        mix(under.1, over.1),
        mix(under.2, over.2),
    )
}

/// The palette, and what is worked out from it once and kept.
pub struct Palette {
    colours: Vec<Rgb>,
    exact: HashMap<Rgb, u8>,
    /// Colours outside the palette, with the nearest entry (a handful: shapes' edges).
    near: RwLock<HashMap<Rgb, u8>>,
    /// For each ink, what each entry becomes with the ink laid on it at each level.
    blends: Vec<OnceLock<Box<[u8]>>>,
    plte: Vec<u8>,
}

/// The palette.
pub fn palette() -> &'static Palette {
    static PALETTE: OnceLock<Palette> = OnceLock::new();
    PALETTE.get_or_init(Palette::new)
}

impl Palette {
    fn new() -> Palette {
        let mut colours: Vec<Rgb> = Vec::with_capacity(MOST);
        // A pair's colours and blends side by side, the pairs most drawn first: PNG's filters
        // write the difference of neighbouring entries, and small ones compress best.
        let pairs = PAIRS
            .iter()
            .flat_map(|&(under, over)| (0..=LEVELS as u8).map(move |l| mix(under, over, l)));
        for c in pairs.chain(FLAT) {
            if !colours.contains(&c) {
                colours.push(c);
            }
        }
        assert!(colours.len() <= MOST, "the palette holds {}", colours.len());
        let exact = colours
            .iter()
            .enumerate()
            .map(|(i, &c)| (c, i as u8))
            .collect();
        let plte = colours.iter().flat_map(|c| [c.0, c.1, c.2]).collect();
        Palette {
            blends: (0..colours.len()).map(|_| OnceLock::new()).collect(),
            colours,
            exact,
            near: RwLock::new(HashMap::new()),
            plte,
        }
    }

    /// The entries as a PNG's `PLTE` chunk holds them.
    #[must_use]
    pub fn plte(&self) -> &[u8] {
        &self.plte
    }

    /// The colour of entry `i`.
    #[must_use]
    pub fn colour(&self, i: u8) -> Rgb {
        self.colours[usize::from(i)]
    }

    /// The entry of `c`, or the nearest one.
    #[must_use]
    pub fn index(&self, c: Rgb) -> u8 {
        if let Some(&i) = self.exact.get(&c) {
            return i;
        }
        let near = |map: &HashMap<Rgb, u8>| map.get(&c).copied();
        let read = self.near.read().unwrap_or_else(|e| e.into_inner());
        if let Some(i) = near(&read) {
            return i;
        }
        drop(read);
        let i = self.nearest(c);
        self.near
            .write()
            .unwrap_or_else(|e| e.into_inner())
            .insert(c, i);
        i
    }

    fn nearest(&self, c: Rgb) -> u8 {
        let channel = |a: u8, b: u8| (i32::from(a) - i32::from(b)).pow(2);
        let distance = |k: &Rgb| channel(k.0, c.0) + channel(k.1, c.1) + channel(k.2, c.2);
        (0..self.colours.len())
            .min_by_key(|&i| distance(&self.colours[i]))
            .map_or(0, |i| i as u8)
    }

    /// For `ink`: what entry `under` becomes with `ink` laid on it at coverage `level` (0 to
    /// [`LEVELS`]), at `[under * STRIDE + level]`.
    #[must_use]
    pub fn blends(&self, ink: Rgb) -> &[u8] {
        let ink = self.index(ink);
        self.blends[usize::from(ink)].get_or_init(|| {
            let over = self.colour(ink);
            let mut table = vec![0u8; self.colours.len() * STRIDE];
            for (under, &colour) in self.colours.iter().enumerate() {
                for level in 0..STRIDE {
                    table[under * STRIDE + level] = self.index(mix(colour, over, level as u8));
                }
            }
            table.into_boxed_slice()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_palette_fits_a_png_and_holds_every_flat_colour_and_pair_blend_exactly() {
        let p = palette();
        assert!(p.plte().len() <= 3 * MOST);
        for c in FLAT {
            assert_eq!(p.colour(p.index(c)), c);
        }
        for (under, over) in PAIRS {
            for level in 1..LEVELS as u8 {
                let c = mix(under, over, level);
                assert_eq!(
                    p.colour(p.index(c)),
                    c,
                    "{under:?} under {over:?} at {level}"
                );
            }
        }
    }

    #[test]
    fn a_colour_outside_the_palette_takes_the_nearest_entry() {
        let p = palette();
        let off = Rgb(FELT.0 + 2, FELT.1 - 1, FELT.2);
        assert_eq!(p.colour(p.index(off)), FELT);
        assert_eq!(p.index(off), p.index(off), "the same each time");
    }

    #[test]
    fn an_ink_laid_on_an_entry_gives_the_entry_of_their_blend() {
        let p = palette();
        let table = p.blends(FELT_TEXT);
        let felt = usize::from(p.index(FELT));
        assert_eq!(
            table[felt * STRIDE],
            p.index(FELT),
            "no coverage, no change"
        );
        assert_eq!(
            table[felt * STRIDE + STRIDE - 1],
            p.index(FELT_TEXT),
            "full"
        );
        for level in 1..LEVELS as u8 {
            let blended = p.colour(table[felt * STRIDE + usize::from(level)]);
            assert_eq!(blended, mix(FELT, FELT_TEXT, level));
        }
    }
}
