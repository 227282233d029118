//! A pixmap with the few things pictures are made of: filled shapes, outlines and text in the
//! font we ship (DejaVu Sans, its licence beside it).

use ab_glyph::{Font, FontRef, PxScale, ScaleFont};
use tiny_skia::{
    Color, FillRule, Paint, PathBuilder, Pixmap, PremultipliedColorU8, Rect, Stroke, Transform,
};

use crate::engine::scene::Tone;

use super::glyphs;

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

    /// The picture as a PNG file of indexed colour: a picture is made of a few flat colours
    /// and the blends at their edges, so one byte a pixel says it all, each line filtered
    /// against the one above, at zlib's fastest level. Past 256 colours the rarest (edge
    /// pixels) take the nearest of the 256 most used. Measured (`benches/pictures.rs`, issue
    /// 31) against RGB with adaptive filters: 40–60 % smaller and several times faster; an
    /// adaptive filter saves another quarter of the size for half again the time.
    ///
    /// # Panics
    /// If PNG encoding fails (it cannot for a buffer in memory).
    #[must_use]
    pub fn png(&self) -> Vec<u8> {
        let (palette, indices) = indexed(self.pixmap.pixels());
        let mut out = Vec::new();
        let mut encoder = png::Encoder::new(&mut out, self.pixmap.width(), self.pixmap.height());
        encoder.set_color(png::ColorType::Indexed);
        encoder.set_depth(png::BitDepth::Eight);
        encoder.set_palette(palette);
        encoder.set_compression(png::Compression::Fast);
        // Each line against the one above: rows repeat, and so do runs of a colour.
        encoder.set_filter(png::FilterType::Up);
        encoder.set_adaptive_filter(png::AdaptiveFilterType::NonAdaptive);
        let mut writer = encoder.write_header().expect("PNG header in memory");
        writer
            .write_image_data(&indices)
            .expect("PNG data in memory");
        writer.finish().expect("PNG end in memory");
        out
    }

    /// Width and height in pixels.
    #[must_use]
    pub fn size(&self) -> (u32, u32) {
        (self.pixmap.width(), self.pixmap.height())
    }

    /// Every pixel, row by row.
    #[must_use]
    pub fn pixels(&self) -> &[PremultipliedColorU8] {
        self.pixmap.pixels()
    }

    /// Copies `pixels` (rows of `width`) with their top-left corner at `at`, clipped to the
    /// canvas.
    pub fn copy(&mut self, pixels: &[PremultipliedColorU8], width: usize, at: (i32, i32)) {
        let (cw, ch) = (self.pixmap.width() as i32, self.pixmap.height() as i32);
        let own = self.pixmap.pixels_mut();
        for (row, line) in pixels.chunks(width.max(1)).enumerate() {
            let y = at.1 + row as i32;
            if y < 0 || y >= ch {
                continue;
            }
            let from = (-at.0).max(0);
            let to = (cw - at.0).min(line.len() as i32);
            if from >= to {
                continue;
            }
            let start = y as usize * cw as usize + (at.0 + from) as usize;
            own[start..start + (to - from) as usize]
                .copy_from_slice(&line[from as usize..to as usize]);
        }
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
        let baseline = y + font().as_scaled(PxScale::from(size)).ascent();
        let (w, h) = (self.pixmap.width() as i32, self.pixmap.height() as i32);
        let pixels = self.pixmap.pixels_mut();
        glyphs::walk(text, size, |glyph, dx| {
            let (mask, px, py) = glyphs::mask(glyph, size, x + dx, baseline);
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
                    let i = yy as usize * w as usize + xx as usize;
                    pixels[i] = blend(pixels[i], colour, level);
                }
            }
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
    let (a, levels) = (u16::from(level), glyphs::LEVELS);
    let mix = |u: u8, c: u8| {
        ((u16::from(u) * (levels - a) + u16::from(c) * a + levels / 2) / levels) as u8
    };
    PremultipliedColorU8::from_rgba(
        mix(under.red(), colour.0),
        mix(under.green(), colour.1),
        mix(under.blue(), colour.2),
        255,
    )
    .unwrap_or(under)
}

/// The most colours a PNG palette holds.
const PALETTE: usize = 256;

/// Opaque RGBA pixels as a palette (RGB triples) and one index a pixel. With more than
/// [`PALETTE`] colours, the most used are kept and every other takes the nearest of them.
fn indexed(pixels: &[PremultipliedColorU8]) -> (Vec<u8>, Vec<u8>) {
    // Pictures are mostly runs of one colour: each run is looked up once, and written once.
    let words: Vec<u32>;
    let words: &[u32] = match bytemuck::try_cast_slice(pixels) {
        Ok(w) => w,
        Err(_) => {
            words = pixels.iter().map(|&p| bytemuck::cast(p)).collect();
            &words
        }
    };
    let mut colours = Colours::default();
    let mut runs: Vec<(u32, u16)> = Vec::new();
    let mut at = 0;
    while at < words.len() {
        let first = words[at];
        let len = run_length(&words[at..], first);
        let id = colours.id(u32::from_le(first) & 0x00FF_FFFF);
        colours.counts[usize::from(id)] += len as u32;
        runs.push((len as u32, id));
        at += len;
    }
    let mut by_use: Vec<u16> = (0..colours.list.len() as u16).collect();
    by_use.sort_unstable_by_key(|&i| std::cmp::Reverse(colours.counts[usize::from(i)]));
    let kept: Vec<u32> = by_use
        .iter()
        .take(PALETTE)
        .map(|&i| colours.list[usize::from(i)])
        .collect();
    let mut remap = vec![0u8; colours.list.len()];
    for (rank, &i) in by_use.iter().enumerate() {
        remap[usize::from(i)] = if rank < PALETTE {
            rank as u8
        } else {
            nearest(colours.list[usize::from(i)], &kept)
        };
    }
    let palette = kept
        .iter()
        .flat_map(|c| c.to_le_bytes()[..3].to_vec())
        .collect();
    let mut indices = vec![0u8; pixels.len()];
    let mut at = 0;
    for (len, id) in runs {
        let len = len as usize;
        indices[at..at + len].fill(remap[usize::from(id)]);
        at += len;
    }
    (palette, indices)
}

/// How many words from the start of `words` equal `first`, compared eight at a time (which
/// the compiler turns into vector compares) as long as they match.
fn run_length(words: &[u32], first: u32) -> usize {
    const LANES: usize = 8;
    let same = [first; LANES];
    let whole = words
        .chunks_exact(LANES)
        .take_while(|chunk| *chunk == same)
        .count()
        * LANES;
    whole
        + words[whole..]
            .iter()
            .position(|&w| w != first)
            .unwrap_or(words.len() - whole)
}

/// The distinct colours of a picture, numbered as met: an open-addressing table, since a
/// general map's hashing cost more than the rest of the encoding.
struct Colours {
    /// Slots of (colour, id); `EMPTY` where free. Never more than half full.
    slots: Vec<(u32, u16)>,
    list: Vec<u32>,
    counts: Vec<u32>,
}

const EMPTY: u32 = u32::MAX;

impl Default for Colours {
    fn default() -> Colours {
        Colours {
            slots: vec![(EMPTY, 0); 1024],
            list: Vec::new(),
            counts: Vec::new(),
        }
    }
}

impl Colours {
    /// The id of `c`, numbered now if new. Past 65,536 colours (no picture has them) a new
    /// colour takes the id of the nearest of the first [`PALETTE`].
    fn id(&mut self, c: u32) -> u16 {
        let mask = self.slots.len() - 1;
        let mut at = (c.wrapping_mul(0x9E37_79B1) >> 7) as usize & mask;
        loop {
            match self.slots[at] {
                (k, id) if k == c => return id,
                (EMPTY, _) => break,
                _ => at = (at + 1) & mask,
            }
        }
        let Ok(id) = u16::try_from(self.list.len()) else {
            let first = &self.list[..PALETTE];
            return u16::from(nearest(c, first));
        };
        self.slots[at] = (c, id);
        self.list.push(c);
        self.counts.push(0);
        if self.list.len() * 2 > self.slots.len() {
            self.grow();
        }
        id
    }

    fn grow(&mut self) {
        let size = self.slots.len() * 2;
        let old = std::mem::replace(&mut self.slots, vec![(EMPTY, 0); size]);
        let mask = self.slots.len() - 1;
        for (c, id) in old.into_iter().filter(|&(c, _)| c != EMPTY) {
            let mut at = (c.wrapping_mul(0x9E37_79B1) >> 7) as usize & mask;
            while self.slots[at].0 != EMPTY {
                at = (at + 1) & mask;
            }
            self.slots[at] = (c, id);
        }
    }
}

/// The index of the colour of `kept` closest to `c`.
fn nearest(c: u32, kept: &[u32]) -> u8 {
    let channels = |c: u32| c.to_le_bytes().map(i32::from);
    let [r, g, b, _] = channels(c);
    let distance = |k: u32| {
        let [kr, kg, kb, _] = channels(k);
        (kr - r).pow(2) + (kg - g).pow(2) + (kb - b).pow(2)
    };
    (0..kept.len())
        .min_by_key(|&i| distance(kept[i]))
        .map_or(0, |i| i as u8)
}
