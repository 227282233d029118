//! Glyphs rasterized once: each glyph's coverage at a size and a quarter-pixel offset is kept
//! (in the eight levels pictures blend with) and laid over any colour afterwards. Outlining a
//! glyph was most of a picture's cost; a lookup and a blend are not.

use std::sync::{Arc, OnceLock};

use ab_glyph::{Font, FontRef, GlyphId, PxScale, ScaleFont};

use super::cache::Bounded;

/// Sub-pixel positions a glyph is drawn at, per pixel: quarters look as smooth as free ones.
const STEPS: f32 = 4.0;
/// Coverage levels (see [`super::canvas`]'s blend).
pub const LEVELS: u16 = 8;
/// Enough for every glyph of a few sizes at every offset, with room to spare.
const BUDGET: usize = 4 << 20;

static FONT_BYTES: &[u8] = include_bytes!("fonts/DejaVuSans.ttf");

/// The font, read once.
pub(super) fn font() -> &'static FontRef<'static> {
    static FONT: std::sync::OnceLock<FontRef<'static>> = std::sync::OnceLock::new();
    FONT.get_or_init(|| FontRef::try_from_slice(FONT_BYTES).expect("the font we ship parses"))
}

/// The width `text` takes at `size` pixels.
#[must_use]
pub fn text_width(text: &str, size: f32) -> f32 {
    walk(text, size, |_, _| {})
}

/// The height of a line of text at `size` pixels.
#[must_use]
pub fn line_height(size: f32) -> f32 {
    let font = font().as_scaled(PxScale::from(size));
    font.ascent() - font.descent()
}

/// A glyph's coverage: `levels` row by row, its top-left corner relative to the whole pixel
/// its origin falls in.
pub struct Mask {
    pub left: i32,
    pub top: i32,
    pub width: usize,
    pub levels: Vec<u8>,
}

#[derive(Clone, PartialEq, Eq, Hash)]
struct Key {
    glyph: GlyphId,
    size: u32,
    dx: u8,
    dy: u8,
}

fn cache() -> &'static Bounded<Key, Option<Mask>> {
    static CACHE: OnceLock<Bounded<Key, Option<Mask>>> = OnceLock::new();
    CACHE.get_or_init(|| Bounded::new(BUDGET))
}

/// Splits a coordinate into its whole pixel and its quarter within it.
fn split(v: f32) -> (i32, u8) {
    let quarters = (v * STEPS).round() as i64;
    let whole = quarters.div_euclid(STEPS as i64);
    (whole as i32, quarters.rem_euclid(STEPS as i64) as u8)
}

/// The coverage of `glyph` at `size` with its origin at (`x`, `y`) (`None` for a glyph with
/// no outline, a space), and the whole pixel its mask is relative to.
pub fn mask(glyph: GlyphId, size: f32, x: f32, y: f32) -> (Arc<Option<Mask>>, i32, i32) {
    let ((px, dx), (py, dy)) = (split(x), split(y));
    let key = Key {
        glyph,
        size: size.to_bits(),
        dx,
        dy,
    };
    let mask = cache().get_or_make(&key, || {
        let at = ab_glyph::point(f32::from(dx) / STEPS, f32::from(dy) / STEPS);
        let Some(outline) =
            font().outline_glyph(glyph.with_scale_and_position(PxScale::from(size), at))
        else {
            return (None, 0);
        };
        let bounds = outline.px_bounds();
        let width = bounds.width() as usize;
        let height = bounds.height() as usize;
        let mut levels = vec![0u8; width * height];
        outline.draw(|gx, gy, coverage| {
            let i = gy as usize * width + gx as usize;
            if let Some(l) = levels.get_mut(i) {
                *l = (coverage.clamp(0.0, 1.0) * f32::from(LEVELS)).round() as u8;
            }
        });
        let cost = levels.len() + 64;
        (
            Some(Mask {
                left: bounds.min.x as i32,
                top: bounds.min.y as i32,
                width,
                levels,
            }),
            cost,
        )
    });
    (mask, px, py)
}

/// Walks `text` at `size` glyph by glyph, with kerning: `each(glyph, x of its origin)`;
/// returns the width.
pub fn walk(text: &str, size: f32, mut each: impl FnMut(GlyphId, f32)) -> f32 {
    let font = font().as_scaled(PxScale::from(size));
    let mut caret = 0.0;
    let mut last = None;
    for c in text.chars() {
        let id = font.glyph_id(c);
        if let Some(prev) = last {
            caret += font.kern(prev, id);
        }
        each(id, caret);
        caret += font.h_advance(id);
        last = Some(id);
    }
    caret
}

/// Lays `text` at `size` with its top-left corner at (`x`, `y`) on a picture of `width` ×
/// `height` pixels: `each(x, y, coverage level)` for every pixel it covers (clipped to the
/// picture); returns the text's width.
pub fn cover(
    text: &str,
    size: f32,
    (x, y): (f32, f32),
    (width, height): (usize, usize),
    mut each: impl FnMut(usize, usize, u8),
) -> f32 {
    let baseline = y + font().as_scaled(PxScale::from(size)).ascent();
    let (w, h) = (width as i32, height as i32);
    walk(text, size, |glyph, dx| {
        let (mask, px, py) = mask(glyph, size, x + dx, baseline);
        let Some(mask) = mask.as_ref() else {
            return;
        };
        for (row, line) in mask.levels.chunks(mask.width.max(1)).enumerate() {
            let yy = py + mask.top + row as i32;
            if yy < 0 || yy >= h {
                continue;
            }
            for (col, &level) in line.iter().enumerate() {
                let xx = px + mask.left + col as i32;
                if level == 0 || xx < 0 || xx >= w {
                    continue;
                }
                each(xx as usize, yy as usize, level);
            }
        }
    })
}
