//! An RGBA pixmap with the few things pictures are made of: filled shapes, outlines and text
//! in the font we ship (DejaVu Sans, its licence beside it). Sprites are drawn here once, and
//! shapes laid on a picture are drawn on a patch of it; both then go back into the palette
//! ([`Canvas::indices`]), which is what a picture is painted in.

use ab_glyph::{Font, FontRef, PxScale, ScaleFont};
use tiny_skia::{
    Color, FillRule, Paint, PathBuilder, Pixmap, PremultipliedColorU8, Rect, Stroke, Transform,
};

use crate::engine::scene::Tone;

use super::glyphs;
use super::palette::{mix, palette};

static FONT_BYTES: &[u8] = include_bytes!("fonts/DejaVuSans.ttf");

/// The font, read once.
pub(super) fn font() -> &'static FontRef<'static> {
    static FONT: std::sync::OnceLock<FontRef<'static>> = std::sync::OnceLock::new();
    FONT.get_or_init(|| FontRef::try_from_slice(FONT_BYTES).expect("the font we ship parses"))
}

/// The width `text` takes at `size` pixels.
#[must_use]
pub fn text_width(text: &str, size: f32) -> f32 {
    glyphs::walk(text, size, |_, _| {})
}

/// The height of a line of text at `size` pixels.
#[must_use]
pub fn line_height(size: f32) -> f32 {
    let font = font().as_scaled(PxScale::from(size));
    font.ascent() - font.descent()
}

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

/// Where drawing happens.
pub struct Canvas {
    pixmap: Pixmap,
}

fn paint(colour: Rgb) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color_rgba8(colour.0, colour.1, colour.2, 255);
    p.anti_alias = true;
    p
}

impl Canvas {
    /// A canvas of `width` × `height` pixels filled with `background`.
    ///
    /// # Panics
    /// For a size of zero (a layout bug).
    #[must_use]
    pub fn new(width: u32, height: u32, background: Rgb) -> Canvas {
        let mut pixmap = Pixmap::new(width, height).expect("a picture is never empty");
        pixmap.fill(Color::from_rgba8(
            background.0,
            background.1,
            background.2,
            255,
        ));
        Canvas { pixmap }
    }

    /// Every pixel as the palette's entry of its colour (or the nearest).
    #[must_use]
    pub fn indices(&self) -> Vec<u8> {
        let palette = palette();
        let mut last = None;
        self.pixmap
            .pixels()
            .iter()
            .map(|p| {
                let c = Rgb(p.red(), p.green(), p.blue());
                match last {
                    Some((seen, i)) if seen == c => i,
                    _ => {
                        let i = palette.index(c);
                        last = Some((c, i));
                        i
                    }
                }
            })
            .collect()
    }

    /// A canvas of `width` × `height` pixels of the palette's colours.
    pub(super) fn from_indices(width: usize, height: usize, indices: &[u8]) -> Canvas {
        let palette = palette();
        let mut pixmap = Pixmap::new(width as u32, height as u32).expect("a patch is never empty");
        for (p, &i) in pixmap.pixels_mut().iter_mut().zip(indices) {
            let c = palette.colour(i);
            *p = PremultipliedColorU8::from_rgba(c.0, c.1, c.2, 255).unwrap_or(*p);
        }
        Canvas { pixmap }
    }

    pub fn fill_rect(&mut self, x: f32, y: f32, w: f32, h: f32, colour: Rgb) {
        if let Some(rect) = Rect::from_xywh(x, y, w, h) {
            self.pixmap
                .fill_rect(rect, &paint(colour), Transform::identity(), None);
        }
    }

    /// A rectangle (`x`, `y`, width, height) with rounded corners of radius `r`, filled, with
    /// an outline when `line` is given.
    pub fn rounded(
        &mut self,
        (x, y, w, h): (f32, f32, f32, f32),
        r: f32,
        fill: Rgb,
        line: Option<Rgb>,
    ) {
        let mut pb = PathBuilder::new();
        pb.move_to(x + r, y);
        pb.line_to(x + w - r, y);
        pb.quad_to(x + w, y, x + w, y + r);
        pb.line_to(x + w, y + h - r);
        pb.quad_to(x + w, y + h, x + w - r, y + h);
        pb.line_to(x + r, y + h);
        pb.quad_to(x, y + h, x, y + h - r);
        pb.line_to(x, y + r);
        pb.quad_to(x, y, x + r, y);
        pb.close();
        self.path(pb, fill, line);
    }

    pub fn circle(&mut self, cx: f32, cy: f32, r: f32, fill: Rgb, line: Option<Rgb>) {
        if let Some(path) = PathBuilder::from_circle(cx, cy, r) {
            self.draw(&path, fill, line);
        }
    }

    /// A closed shape through `points`.
    pub fn polygon(&mut self, points: &[(f32, f32)], fill: Rgb) {
        let mut pb = PathBuilder::new();
        for (i, &(x, y)) in points.iter().enumerate() {
            if i == 0 {
                pb.move_to(x, y);
            } else {
                pb.line_to(x, y);
            }
        }
        pb.close();
        self.path(pb, fill, None);
    }

    fn path(&mut self, pb: PathBuilder, fill: Rgb, line: Option<Rgb>) {
        if let Some(path) = pb.finish() {
            self.draw(&path, fill, line);
        }
    }

    fn draw(&mut self, path: &tiny_skia::Path, fill: Rgb, line: Option<Rgb>) {
        self.pixmap.fill_path(
            path,
            &paint(fill),
            FillRule::Winding,
            Transform::identity(),
            None,
        );
        if let Some(line) = line {
            let stroke = Stroke {
                width: 1.5,
                ..Stroke::default()
            };
            self.pixmap
                .stroke_path(path, &paint(line), &stroke, Transform::identity(), None);
        }
    }

    /// Writes `text` with its top-left corner at (`x`, `y`); returns its width.
    pub fn text(&mut self, x: f32, y: f32, size: f32, colour: Rgb, text: &str) -> f32 {
        let size_px = (self.pixmap.width() as usize, self.pixmap.height() as usize);
        let pixels = self.pixmap.pixels_mut();
        glyphs::cover(text, size, (x, y), size_px, |x, y, level| {
            let i = y * size_px.0 + x;
            pixels[i] = blend(pixels[i], colour, level);
        })
    }

    /// `text` centred on (`cx`, `cy`).
    pub fn text_centred(&mut self, cx: f32, cy: f32, size: f32, colour: Rgb, text: &str) {
        let (w, h) = (text_width(text, size), line_height(size));
        self.text(cx - w / 2.0, cy - h / 2.0, size, colour, text);
    }
}

/// `colour` laid over an opaque pixel with coverage `level` of [`glyphs::LEVELS`]: eight
/// levels look as smooth as 256 and compress far better.
fn blend(under: PremultipliedColorU8, colour: Rgb, level: u8) -> PremultipliedColorU8 {
    let c = mix(Rgb(under.red(), under.green(), under.blue()), colour, level);
    PremultipliedColorU8::from_rgba(c.0, c.1, c.2, 255).unwrap_or(under)
}
