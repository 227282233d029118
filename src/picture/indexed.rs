//! The canvas a picture is painted on: one byte a pixel, the entry of its colour in the
//! [palette](super::palette). Sprites and still layers are copied in, text is laid through
//! the palette's blend tables, and the few shapes drawn straight on a picture are drawn on an
//! RGBA patch of it and brought back. Encoding then has nothing left to look up.

use std::cell::Cell;

use super::canvas::Canvas;
use super::colours::Rgb;
use super::encode;
use super::glyphs;
use super::glyphs::{line_height, text_width};
use super::palette::{palette, STRIDE};

thread_local! {
    /// The pixels of the last picture painted on this thread, for the next: a board is painted
    /// on every move, and a fresh megabyte each time cost page faults and zeroing.
    static SPARE: Cell<Vec<u8>> = const { Cell::new(Vec::new()) };
}

/// The largest buffer kept for the next picture (the largest board of five seats is 0.9 MB).
const SPARE_MOST: usize = 2 << 20;

/// Palette entries, row by row, each row after a zero byte: laid out as PNG's lines are, each
/// with its filter (none), so that the encoder reads them as they are.
pub struct Indexed {
    width: usize,
    height: usize,
    pixels: Vec<u8>,
}

impl Indexed {
    /// A canvas of `width` × `height` pixels filled with `background`.
    ///
    /// # Panics
    /// For a size of zero (a layout bug).
    #[must_use]
    pub fn new(width: u32, height: u32, background: Rgb) -> Indexed {
        assert!(width > 0 && height > 0, "a picture is never empty");
        let (width, height) = (width as usize, height as usize);
        let mut pixels = SPARE.take();
        pixels.clear();
        pixels.resize((width + 1) * height, palette().index(background));
        for line in pixels.chunks_mut(width + 1) {
            line[0] = 0;
        }
        Indexed {
            width,
            height,
            pixels,
        }
    }

    /// Where pixel (`x`, `y`) is kept.
    fn at(&self, x: usize, y: usize) -> usize {
        kept_at(self.width, x, y)
    }

    /// Width and height in pixels.
    #[must_use]
    pub fn size(&self) -> (u32, u32) {
        (self.width as u32, self.height as u32)
    }

    /// Every pixel, row by row.
    #[must_use]
    pub fn pixels(&self) -> Vec<u8> {
        self.pixels
            .chunks(self.width + 1)
            .flat_map(|line| &line[1..])
            .copied()
            .collect()
    }

    /// Copies `pixels` (rows of `width`) with their top-left corner at `at`, clipped to the
    /// canvas.
    pub fn copy(&mut self, pixels: &[u8], width: usize, at: (i32, i32)) {
        let (cw, ch) = (self.width as i32, self.height as i32);
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
            let start = self.at((at.0 + from) as usize, y as usize);
            self.pixels[start..start + (to - from) as usize]
                .copy_from_slice(&line[from as usize..to as usize]);
        }
    }

    /// Fills the rectangle (`x`, `y`, width, height), its sides rounded to whole pixels (where
    /// the board's lines are drawn, so that they stay sharp).
    pub fn fill_rect(&mut self, x: f32, y: f32, w: f32, h: f32, colour: Rgb) {
        let clamp = |v: f32, most: usize| (v.round().max(0.0) as usize).min(most);
        let (left, right) = (clamp(x, self.width), clamp(x + w, self.width));
        let (top, bottom) = (clamp(y, self.height), clamp(y + h, self.height));
        if left >= right {
            return;
        }
        let i = palette().index(colour);
        for row in top..bottom {
            let start = self.at(left, row);
            self.pixels[start..start + right - left].fill(i);
        }
    }

    /// Writes `text` with its top-left corner at (`x`, `y`); returns its width.
    pub fn text(&mut self, x: f32, y: f32, size: f32, colour: Rgb, text: &str) -> f32 {
        let table = palette().blends(colour);
        let width = self.width;
        let pixels = &mut self.pixels;
        glyphs::cover(
            text,
            size,
            (x, y),
            (self.width, self.height),
            |x, y, level| {
                let i = kept_at(width, x, y);
                pixels[i] = table[usize::from(pixels[i]) * STRIDE + usize::from(level)];
            },
        )
    }

    /// `text` centred on (`cx`, `cy`).
    pub fn text_centred(&mut self, cx: f32, cy: f32, size: f32, colour: Rgb, text: &str) {
        let (w, h) = (text_width(text, size), line_height(size));
        self.text(cx - w / 2.0, cy - h / 2.0, size, colour, text);
    }

    /// Draws with `draw` on an RGBA copy of the `w` × `h` pixels from (`x`, `y`) (clipped to
    /// the canvas), given where (`x`, `y`) falls on that copy, and brings the copy back: for
    /// shapes laid over what is already there.
    pub fn patch(
        &mut self,
        (x, y, w, h): (f32, f32, f32, f32),
        draw: impl FnOnce(&mut Canvas, f32, f32),
    ) {
        let left = (x.floor().max(0.0) as usize).min(self.width);
        let top = (y.floor().max(0.0) as usize).min(self.height);
        let right = ((x + w).ceil().max(0.0) as usize).min(self.width);
        let bottom = ((y + h).ceil().max(0.0) as usize).min(self.height);
        if left >= right || top >= bottom {
            return;
        }
        let (pw, ph) = (right - left, bottom - top);
        let mut region = Vec::with_capacity(pw * ph);
        for row in top..bottom {
            region.extend_from_slice(&self.pixels[self.at(left, row)..][..pw]);
        }
        let mut canvas = Canvas::from_indices(pw, ph, &region);
        draw(&mut canvas, x - left as f32, y - top as f32);
        self.copy(&canvas.indices(), pw, (left as i32, top as i32));
    }

    /// The picture as a PNG file of indexed colour in the palette (see [`super::encode`]):
    /// a picture is made of a few flat colours and the blends at their edges, so one byte a
    /// pixel says it all.
    #[must_use]
    pub fn png(&self) -> Vec<u8> {
        encode::png(self.width, self.height, &self.pixels, palette().plte())
    }
}

/// Where pixel (`x`, `y`) of a canvas `width` wide is kept: after the filter byte of its line.
fn kept_at(width: usize, x: usize, y: usize) -> usize {
    y * (width + 1) + 1 + x
}

impl Drop for Indexed {
    fn drop(&mut self) {
        if self.pixels.capacity() <= SPARE_MOST {
            SPARE.set(std::mem::take(&mut self.pixels));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::picture::colours::{FELT, INK, PAPER};

    fn entry(c: Rgb) -> u8 {
        palette().index(c)
    }

    #[test]
    fn shapes_copies_and_patches_land_where_they_are_put_and_stay_inside() {
        let mut canvas = Indexed::new(6, 4, FELT);
        canvas.fill_rect(1.0, 1.0, 2.0, 2.0, PAPER);
        // Hanging over the left and bottom edges: only what falls inside is copied.
        canvas.copy(&[entry(INK); 9], 3, (-1, 2));
        let (felt, paper, ink) = (entry(FELT), entry(PAPER), entry(INK));
        assert_eq!(
            canvas.pixels(),
            [
                [felt; 6],
                [felt, paper, paper, felt, felt, felt],
                [ink, ink, paper, felt, felt, felt],
                [ink, ink, felt, felt, felt, felt],
            ]
            .concat()
        );
        let before = canvas.pixels();
        canvas.patch((3.0, 0.0, 2.0, 2.0), |c, x, y| {
            c.fill_rect(x, y, 2.0, 2.0, INK);
        });
        let after = canvas.pixels();
        for (i, (b, a)) in before.iter().zip(&after).enumerate() {
            let (x, y) = (i % 6, i / 6);
            let inside = (3..5).contains(&x) && y < 2;
            assert_eq!(*a, if inside { ink } else { *b }, "pixel ({x}, {y})");
        }
    }

    #[test]
    fn every_line_starts_with_its_filter_byte_and_the_png_decodes_to_the_pixels() {
        let mut canvas = Indexed::new(5, 3, PAPER);
        canvas.text(0.0, -4.0, 12.0, INK, "ab");
        assert!(canvas.pixels.chunks(6).all(|line| line[0] == 0));
        let file = canvas.png();
        let mut reader = png::Decoder::new(std::io::Cursor::new(file))
            .read_info()
            .expect("a PNG");
        let mut pixels = vec![0; reader.output_buffer_size()];
        reader.next_frame(&mut pixels).expect("its pixels");
        assert_eq!(pixels, canvas.pixels());
        assert!(
            pixels.iter().any(|&p| p != entry(PAPER)),
            "the text is drawn"
        );
    }
}
