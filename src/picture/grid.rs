//! A board of square cells (see [`Grid`]): numbers along the top and the left, each area's
//! cells filled with its colour and outlined where they meet another area, its label in its
//! first cell and its tokens below the label, then on in its further cells.

use std::sync::OnceLock;

use crate::engine::scene::{Area, Grid, Item, Tone};

use super::cache::Bounded;
use super::canvas::Canvas;
use super::colours::{rgb, FELT, FELT_TEXT, INK, PAPER};
use super::glyphs::text_width;
use super::indexed::Indexed;
use super::sprites::{stamp, Shape};
use super::{MARGIN, WIDTH};

/// A cell's side.
const CELL: f32 = 64.0;
/// The column of row numbers, and the line of column numbers.
const RULER: f32 = 22.0;
/// A token's side on the board.
const MARK: f32 = 18.0;
/// Tokens per line of a cell.
const PER_LINE: usize = 3;
const LABEL: f32 = 14.0;

/// The height the grid takes.
pub(super) fn height(grid: &Grid) -> f32 {
    RULER + CELL * f32::from(grid.rows)
}

/// Layers kept (a byte a pixel, some 400 KB a board): a board's cells, outlines, numbers and
/// labels do not change between moves.
const BUDGET: usize = 4 << 20;

fn layers() -> &'static Bounded<Grid, Vec<u8>> {
    static LAYERS: OnceLock<Bounded<Grid, Vec<u8>>> = OnceLock::new();
    LAYERS.get_or_init(|| Bounded::new(BUDGET))
}

/// Draws `grid` with its top at `top`: its unchanging layer (drawn once per board), then the
/// tower's thick outline and every area's tokens.
pub(super) fn draw(canvas: &mut Indexed, grid: &Grid, top: f32) {
    // Whole pixels: tiny-skia's thin-rectangle path needs them, and the lines stay sharp.
    let top = top.round();
    let still = Grid {
        areas: grid
            .areas
            .iter()
            .map(|a| Area {
                marks: Vec::new(),
                highlight: false,
                ..a.clone()
            })
            .collect(),
        ..grid.clone()
    };
    let layer = layers().get_or_make(&still, || {
        // Outlines reach a pixel past the last cell.
        let height = height(grid).ceil() as u32 + 2;
        let mut own = Indexed::new(WIDTH, height, FELT);
        draw_still(&mut own, &still, 0.0);
        let pixels = own.pixels();
        let cost = pixels.len();
        (pixels, cost)
    });
    canvas.copy(&layer, WIDTH as usize, (0, top as i32));
    let corner = corners(top);
    for area in grid.areas.iter().filter(|a| a.highlight) {
        outline(canvas, area, &corner);
        label(canvas, area, &corner);
    }
    for area in &grid.areas {
        marks(canvas, area, &corner);
    }
}

/// The corner of each cell of a board whose top is at `top`.
fn corners(top: f32) -> impl Fn((u8, u8)) -> (f32, f32) {
    let left = MARGIN + RULER;
    let board_top = top + RULER;
    move |(row, col): (u8, u8)| {
        (
            left + CELL * f32::from(col - 1),
            board_top + CELL * f32::from(row - 1),
        )
    }
}

/// The numbers along the sides, each area's cells, outlines and label.
fn draw_still(canvas: &mut Indexed, grid: &Grid, top: f32) {
    let left = MARGIN + RULER;
    let board_top = top + RULER;
    for col in 1..=grid.cols {
        let cx = left + CELL * (f32::from(col) - 0.5);
        canvas.text_centred(cx, top + RULER / 2.0, LABEL, FELT_TEXT, &col.to_string());
    }
    for row in 1..=grid.rows {
        let cy = board_top + CELL * (f32::from(row) - 0.5);
        canvas.text_centred(MARGIN + RULER / 2.0, cy, LABEL, FELT_TEXT, &row.to_string());
    }
    let corner = corners(top);
    for area in &grid.areas {
        for &cell in &area.cells {
            let (x, y) = corner(cell);
            canvas.fill_rect(x, y, CELL, CELL, rgb(area.tone));
        }
    }
    // Outlines after every fill, so that no neighbour paints over them.
    for area in &grid.areas {
        outline(canvas, area, &corner);
    }
    for area in &grid.areas {
        label(canvas, area, &corner);
    }
}

/// Lines along every side of the area's cells that borders no cell of it.
fn outline(canvas: &mut Indexed, area: &Area, corner: &impl Fn((u8, u8)) -> (f32, f32)) {
    let (colour, width) = if area.highlight {
        (INK, 6.0)
    } else {
        (INK, 2.0)
    };
    let has = |r: i16, c: i16| r >= 1 && c >= 1 && area.cells.contains(&(r as u8, c as u8));
    for &(row, col) in &area.cells {
        let (x, y) = corner((row, col));
        let (r, c) = (i16::from(row), i16::from(col));
        let half = width / 2.0;
        if !has(r - 1, c) {
            canvas.fill_rect(x - half, y - half, CELL + width, width, colour);
        }
        if !has(r + 1, c) {
            canvas.fill_rect(x - half, y + CELL - half, CELL + width, width, colour);
        }
        if !has(r, c - 1) {
            canvas.fill_rect(x - half, y - half, width, CELL + width, colour);
        }
        if !has(r, c + 1) {
            canvas.fill_rect(x + CELL - half, y - half, width, CELL + width, colour);
        }
    }
}

/// The label in the area's first cell.
fn label(canvas: &mut Indexed, area: &Area, corner: &impl Fn((u8, u8)) -> (f32, f32)) {
    let (Some(&cell), false) = (area.cells.first(), area.label.is_empty()) else {
        return;
    };
    let ink = if dark(area.tone) { PAPER } else { INK };
    let (x, y) = corner(cell);
    let size = LABEL.min(LABEL * (CELL - 6.0) / text_width(&area.label, LABEL));
    canvas.text(x + 4.0, y + 3.0, size, ink, &area.label);
}

/// The tokens in lines of three, cell after cell, below the label's line in the first cell.
fn marks(canvas: &mut Indexed, area: &Area, corner: &impl Fn((u8, u8)) -> (f32, f32)) {
    let mut slots = Vec::new();
    for (i, &cell) in area.cells.iter().enumerate() {
        let (x, y) = corner(cell);
        let first_line = usize::from(i == 0);
        for line in first_line..3 {
            for n in 0..PER_LINE {
                slots.push((
                    x + 2.0 + (MARK + 2.0) * n as f32,
                    y + 2.0 + (MARK + 2.0) * line as f32,
                ));
            }
        }
    }
    for (mark, (x, y)) in area.marks.iter().zip(slots) {
        if let &Item::Token { tone, letter } = mark {
            let draw = |c: &mut Canvas, x: f32, y: f32| {
                let r = MARK / 2.0;
                c.circle(x + r, y + r, r - 0.5, rgb(tone), Some(INK));
                let ink = if dark(tone) { PAPER } else { INK };
                c.text_centred(x + r, y + r, 12.0, ink, &letter.to_string());
            };
            if area.highlight {
                // The thick outline reaches under a token: a sprite's square would cut it.
                let around = (x - 1.0, y - 1.0, MARK + 2.0, MARK + 2.0);
                canvas.patch(around, |c, x, y| draw(c, x + 1.0, y + 1.0));
            } else {
                let shape = Shape::Mark { tone, letter };
                stamp(canvas, shape, (x, y), (MARK, MARK), rgb(area.tone), draw);
            }
        }
    }
}

fn dark(tone: Tone) -> bool {
    matches!(tone, Tone::Black | Tone::Blue | Tone::Brown)
}
