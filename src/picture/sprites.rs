//! Things drawn once and copied after: a card, a pile of backs, a counter, a token, a track, a
//! token on the board, each on the colour under it. Shapes are filled with anti-aliasing, which
//! costs far more than copying their pixels; a picture's cards and tokens repeat from one move
//! to the next, so each is drawn once.

use std::sync::OnceLock;

use crate::engine::scene::{Item, Tone};

use super::cache::Bounded;
use super::canvas::Canvas;
use super::colours::Rgb;
use super::indexed::Indexed;

/// What a sprite shows.
#[derive(Clone, PartialEq, Eq, Hash)]
pub enum Shape {
    /// An item of a row (never words: those vary too much to keep).
    Item(Item),
    /// A token on a board's cell.
    Mark { tone: Tone, letter: char },
    /// The frame behind a highlighted row, of a size in whole pixels.
    Frame { width: u32, height: u32 },
}

#[derive(Clone, PartialEq, Eq, Hash)]
struct Key {
    shape: Shape,
    background: Rgb,
}

/// Pixels around a shape for its outline (1.5 px wide on its edge) and anti-aliasing: no more,
/// or a sprite would paint over its neighbours (a board's cell outlines beside a token).
const PAD: i32 = 1;
/// A few hundred cards and tokens (a byte a pixel).
const BUDGET: usize = 2 << 20;

/// A drawn shape with its padding, row by row, in the palette's entries.
pub struct Sprite {
    width: usize,
    pixels: Vec<u8>,
}

fn cache() -> &'static Bounded<Key, Sprite> {
    static CACHE: OnceLock<Bounded<Key, Sprite>> = OnceLock::new();
    CACHE.get_or_init(|| Bounded::new(BUDGET))
}

/// Puts `shape`, of `size`, with its top-left corner at (`x`, `y`) rounded to whole pixels,
/// on a `background` (the colour under it, which its edges blend with). `draw` draws it at a
/// given corner the first time.
pub fn stamp(
    canvas: &mut Indexed,
    shape: Shape,
    (x, y): (f32, f32),
    (w, h): (f32, f32),
    background: Rgb,
    draw: impl FnOnce(&mut Canvas, f32, f32),
) {
    let key = Key { shape, background };
    let sprite = cache().get_or_make(&key, || {
        let width = w.ceil() as u32 + 2 * PAD as u32;
        let height = h.ceil() as u32 + 2 * PAD as u32;
        let mut own = Canvas::new(width, height, background);
        draw(&mut own, PAD as f32, PAD as f32);
        let pixels = own.indices();
        let cost = pixels.len() + 64;
        (
            Sprite {
                width: width as usize,
                pixels,
            },
            cost,
        )
    });
    canvas.copy(
        &sprite.pixels,
        sprite.width,
        (x.round() as i32 - PAD, y.round() as i32 - PAD),
    );
}
