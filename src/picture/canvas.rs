//! An RGBA pixmap with the few things pictures are made of: filled shapes, outlines and text
//! in the font we ship (DejaVu Sans, its licence beside it). Sprites are drawn here once, and
//! shapes laid on a picture are drawn on a patch of it; both then go back into the palette
//! ([`Canvas::indices`]), which is what a picture is painted in.

use tiny_skia::{
    Color, FillRule, Paint, PathBuilder, Pixmap, PremultipliedColorU8, Rect, Stroke, Transform,
};

use super::colours::Rgb;
use super::glyphs::{self, line_height, text_width};
use super::palette::{mix, palette};

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
