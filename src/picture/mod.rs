//! Boards and hands as pictures: a game's [`Scene`] (built from a view, never the state) drawn
//! as a PNG by the bot itself, from our own shapes and the font we ship. Beside `discord/`,
//! which attaches the pictures; the engines know nothing of pixels.
//!
//! A scene is laid out top to bottom on felt: its title, then each row's label and its items
//! side by side, wrapping to the next line when the width runs out. Cards are white with their
//! rank and suit shape; piles of backs show their count; tokens carry a letter besides their
//! colour, for colour-blind players.

mod cache;
mod canvas;
mod colours;
mod encode;
mod glyphs;
mod grid;
mod indexed;
mod palette;
mod sprites;
mod suits;
pub mod svg;

use std::sync::Arc;

use crate::engine::scene::{Item, Row, Scene, Tone};

pub use cache::Bounded;
use canvas::Canvas;
use colours::{
    rgb, Rgb, BACK_LINE, CARD_BACK, FELT, FELT_TEXT, FRAME, GOLD, HIGHLIGHT, INK, PAPER,
};
use glyphs::{line_height, text_width};
use indexed::Indexed;

/// A drawn picture: the PNG file and its size in pixels.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Picture {
    pub png: Vec<u8>,
    pub width: u32,
    pub height: u32,
}

/// The width of every picture: Discord shows embed images up to about this wide.
pub const WIDTH: u32 = 720;
const MARGIN: f32 = 16.0;
const TITLE: f32 = 22.0;
const LABEL: f32 = 15.0;
const CARD_W: f32 = 50.0;
const CARD_H: f32 = 72.0;
const SMALL_H: f32 = 34.0;
const GAP: f32 = 8.0;
const ROW_GAP: f32 = 14.0;
/// A box of a track.
const STEP: f32 = 14.0;

/// Draws `scene`.
#[must_use]
pub fn draw(scene: &Scene) -> Picture {
    paint(scene).encode()
}

/// PNG files kept by their scene: a hand opened again, refreshed or paged, or a board shown
/// again unchanged, is not drawn twice. The last hundred or so pictures: a hand is opened
/// again within moments, and a larger budget held resident memory for pictures no one asks for
/// twice (2 MiB in 2,500 matches played through the fake Discord).
const DRAWN_BUDGET: usize = 2 << 20;

fn drawn() -> &'static cache::Bounded<Scene, Vec<u8>> {
    static DRAWN: std::sync::OnceLock<cache::Bounded<Scene, Vec<u8>>> = std::sync::OnceLock::new();
    DRAWN.get_or_init(|| cache::Bounded::new(DRAWN_BUDGET))
}

/// The PNG file of `scene`, drawn unless it was lately, and kept.
#[must_use]
pub fn png(scene: &Scene) -> Arc<Vec<u8>> {
    drawn().get_or_make(scene, || {
        let png = draw(scene).png;
        let cost = png.len() + 256;
        (png, cost)
    })
}

/// A scene painted, not yet encoded (the bench times the two apart).
pub struct Painted(Indexed);

impl Painted {
    /// The PNG file.
    #[must_use]
    pub fn encode(&self) -> Picture {
        let (width, height) = self.0.size();
        Picture {
            png: self.0.png(),
            width,
            height,
        }
    }
}

/// Paints `scene` on a canvas.
#[must_use]
pub fn paint(scene: &Scene) -> Painted {
    let (placed, height) = lay_out(scene);
    let height = height.ceil() as u32;
    let mut canvas = Indexed::new(WIDTH, height, FELT);
    canvas.text(MARGIN, MARGIN, TITLE, FELT_TEXT, &scene.title);
    if let Some(g) = &scene.grid {
        grid::draw(&mut canvas, g, grid_top());
    }
    for p in &placed {
        match p {
            Placed::Label { x, y, text } => {
                canvas.text(*x, *y, LABEL, FELT_TEXT, text);
            }
            Placed::Frame { y, h } => {
                let (width, height) = (WIDTH - MARGIN as u32, h.round() as u32);
                let shape = sprites::Shape::Frame { width, height };
                let size = (width as f32, height as f32);
                let at = (MARGIN / 2.0, *y);
                sprites::stamp(&mut canvas, shape, at, size, FELT, |c, x, y| {
                    c.rounded((x, y, size.0, size.1), 8.0, FRAME, Some(HIGHLIGHT));
                });
            }
            Placed::Item {
                x,
                y,
                item,
                background,
                ..
            } => place_item(&mut canvas, (*x, *y), item, *background),
        }
    }
    Painted(canvas)
}

/// Something at its place on the picture.
enum Placed<'a> {
    Label {
        x: f32,
        y: f32,
        text: &'a str,
    },
    /// The frame behind a highlighted row.
    Frame {
        y: f32,
        h: f32,
    },
    Item {
        x: f32,
        y: f32,
        item: &'a Item,
        /// The token the game's moves name it by (see `Row::keys`).
        key: Option<&'a str>,
        /// The colour under it: the felt, or a highlighted row's frame.
        background: Rgb,
    },
}

/// An item at its place: words drawn, everything else copied from its sprite.
fn place_item(canvas: &mut Indexed, at: (f32, f32), item: &Item, background: Rgb) {
    if let Item::Text(t) = item {
        let (x, y) = at;
        canvas.text(
            x,
            y + (SMALL_H - line_height(LABEL)) / 2.0,
            LABEL,
            FELT_TEXT,
            t,
        );
        return;
    }
    let shape = sprites::Shape::Item(item.clone());
    sprites::stamp(canvas, shape, at, size(item), background, |c, x, y| {
        draw_item(c, x, y, item);
    });
}

/// The width and height an item takes.
fn size(item: &Item) -> (f32, f32) {
    match item {
        Item::Card(_) | Item::Backs(_) => (CARD_W, CARD_H),
        Item::Counter { label, value } => (
            SMALL_H + 6.0 + text_width(label, LABEL).max(text_width(&value.to_string(), LABEL)),
            SMALL_H,
        ),
        Item::Token { .. } => (SMALL_H - 6.0, SMALL_H),
        // Words side by side need more room between them than shapes do.
        Item::Text(t) => (text_width(t, LABEL) + GAP, SMALL_H),
        Item::Track { label, steps, .. } => (
            f32::from(*steps) * (STEP + 3.0) + 6.0 + text_width(label, LABEL),
            SMALL_H,
        ),
    }
}

/// Where what follows the title starts.
fn grid_top() -> f32 {
    MARGIN + line_height(TITLE) + ROW_GAP
}

/// Places every label and item; returns them (frames first, so that they lie underneath) and
/// the picture's height.
fn lay_out(scene: &Scene) -> (Vec<Placed<'_>>, f32) {
    let mut frames = Vec::new();
    let mut placed = Vec::new();
    let right = WIDTH as f32 - MARGIN;
    let mut y = grid_top();
    if let Some(g) = &scene.grid {
        y += grid::height(g) + ROW_GAP;
    }
    for row in &scene.rows {
        let top = y;
        let background = if row.highlight { FRAME } else { FELT };
        y = place_row(row, y, right, background, &mut placed);
        if row.highlight {
            frames.push(Placed::Frame {
                y: top - 5.0,
                h: y - top + 10.0,
            });
        }
        y += ROW_GAP;
    }
    frames.append(&mut placed);
    (frames, y + MARGIN - ROW_GAP)
}

/// The column of labels set beside their row's items (rows of counters and tokens only).
const INLINE_LABEL: f32 = 130.0;

/// Places one row from `y` on; returns where it ends. A row with cards has its label above
/// it; a row of small things (counters, tokens, words) has it at its left, on one line, so
/// that a table of twelve players stays short.
fn place_row<'a>(
    row: &'a Row,
    mut y: f32,
    right: f32,
    background: Rgb,
    placed: &mut Vec<Placed<'a>>,
) -> f32 {
    let small = row
        .items
        .iter()
        .all(|i| !matches!(i, Item::Card(_) | Item::Backs(_)));
    let mut left = MARGIN;
    if !row.label.is_empty() {
        if small && !row.items.is_empty() {
            placed.push(Placed::Label {
                x: MARGIN,
                y: y + (SMALL_H - line_height(LABEL)) / 2.0,
                text: &row.label,
            });
            left = MARGIN + INLINE_LABEL.max(text_width(&row.label, LABEL) + GAP);
        } else {
            placed.push(Placed::Label {
                x: MARGIN,
                y,
                text: &row.label,
            });
            y += line_height(LABEL) + 4.0;
        }
    }
    let mut x = left;
    let mut line = 0.0_f32;
    for (i, item) in row.items.iter().enumerate() {
        let (w, h) = size(item);
        if let Item::Text(t) = item {
            if w > right - left {
                // Words longer than the row itself: on lines of their own, broken where they fit.
                if x > left {
                    y += line + GAP;
                }
                let lines = wrapped(t, right - left);
                let step = line_height(LABEL) + 4.0;
                for (i, text) in lines.iter().copied().enumerate() {
                    placed.push(Placed::Label {
                        x: left,
                        y: y + (SMALL_H - line_height(LABEL)) / 2.0 + i as f32 * step,
                        text,
                    });
                }
                y += (lines.len() - 1) as f32 * step;
                x = left + text_width(lines.last().copied().unwrap_or(""), LABEL) + 2.0 * GAP;
                line = SMALL_H;
                continue;
            }
        }
        if x > left && x + w > right {
            y += line + GAP;
            x = left;
            line = 0.0;
        }
        placed.push(Placed::Item {
            x,
            y,
            item,
            key: row.key(i),
            background,
        });
        x += w + GAP;
        line = line.max(h);
    }
    y + line
}

/// `text` in lines no wider than `width`, broken after a `·` where one fits, else at a space
/// (a single word wider than `width` stays whole).
fn wrapped(text: &str, width: f32) -> Vec<&str> {
    const SEPARATOR: &str = " · ";
    let fits = |s: &str| text_width(s, LABEL) + GAP <= width;
    let mut lines = Vec::new();
    let mut rest = text;
    while !fits(rest) {
        let at = |pattern: &str| {
            rest.match_indices(pattern)
                .map(|(i, _)| i)
                .filter(|&i| i > 0 && fits(&rest[..i]))
                .last()
                .map(|i| (i, pattern.len()))
        };
        let Some((end, skip)) = at(SEPARATOR).or_else(|| at(" ")) else {
            break;
        };
        lines.push(&rest[..end]);
        rest = &rest[end + skip..];
    }
    lines.push(rest);
    lines
}

fn draw_item(canvas: &mut Canvas, x: f32, y: f32, item: &Item) {
    match item {
        Item::Card(face) => {
            canvas.rounded((x, y, CARD_W, CARD_H), 6.0, PAPER, Some(INK));
            let ink = match face.suit.tone() {
                Tone::Yellow => GOLD,
                tone => rgb(tone),
            };
            // A long rank (an Arcanum's XVIII) shrinks to fit the card.
            let fits = (CARD_W - 9.0) / text_width(&face.rank, 17.0).max(1.0);
            canvas.text(x + 5.0, y + 3.0, 17.0 * fits.min(1.0), ink, &face.rank);
            suits::draw(canvas, face.suit, x + CARD_W / 2.0, y + CARD_H * 0.62, 26.0);
        }
        Item::Backs(count) => {
            canvas.rounded((x, y, CARD_W, CARD_H), 6.0, CARD_BACK, Some(PAPER));
            canvas.rounded(
                (x + 5.0, y + 5.0, CARD_W - 10.0, CARD_H - 10.0),
                4.0,
                CARD_BACK,
                Some(BACK_LINE),
            );
            canvas.text_centred(
                x + CARD_W / 2.0,
                y + CARD_H / 2.0,
                20.0,
                PAPER,
                &count.to_string(),
            );
        }
        Item::Counter { label, value } => {
            let r = SMALL_H / 2.0;
            canvas.circle(x + r, y + r, r - 1.0, rgb(Tone::Orange), Some(INK));
            canvas.text_centred(x + r, y + r, 15.0, INK, &value.to_string());
            canvas.text(
                x + SMALL_H + 6.0,
                y + (SMALL_H - line_height(LABEL)) / 2.0,
                LABEL,
                FELT_TEXT,
                label,
            );
        }
        Item::Token { tone, letter } => {
            let colour = rgb(*tone);
            canvas.rounded(
                (x, y + 3.0, SMALL_H - 6.0, SMALL_H - 6.0),
                4.0,
                colour,
                Some(INK),
            );
            let dark = matches!(tone, Tone::Black | Tone::Blue | Tone::Brown);
            let ink = if dark { PAPER } else { INK };
            canvas.text_centred(
                x + (SMALL_H - 6.0) / 2.0,
                y + SMALL_H / 2.0,
                15.0,
                ink,
                &letter.to_string(),
            );
        }
        Item::Track {
            label,
            filled,
            steps,
        } => {
            let top = y + (SMALL_H - STEP) / 2.0;
            let mut left = x;
            for step in 0..*steps {
                let fill = if step < *filled {
                    rgb(Tone::Orange)
                } else {
                    FELT
                };
                canvas.rounded((left, top, STEP, STEP), 2.0, fill, Some(FELT_TEXT));
                left += STEP + 3.0;
            }
            canvas.text(
                left + 3.0,
                y + (SMALL_H - line_height(LABEL)) / 2.0,
                LABEL,
                FELT_TEXT,
                label,
            );
        }
        Item::Text(t) => {
            canvas.text(
                x,
                y + (SMALL_H - line_height(LABEL)) / 2.0,
                LABEL,
                FELT_TEXT,
                t,
            );
        }
    }
}

#[cfg(test)]
mod tests;
