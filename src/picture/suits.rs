//! The suit symbols, drawn from our own shapes (circles and polygons), each in a box of `size`
//! pixels centred on (`cx`, `cy`). Every suit has its own outline, so they read without colour.

use super::canvas::Canvas;
use super::colours::{rgb, Rgb};
use crate::engine::scene::Suit;

/// Draws `suit` in its colour.
pub fn draw(canvas: &mut Canvas, suit: Suit, cx: f32, cy: f32, size: f32) {
    let colour = rgb(suit.tone());
    let s = size;
    match suit {
        Suit::Diamonds => canvas.polygon(
            &[
                (cx, cy - s * 0.5),
                (cx + s * 0.38, cy),
                (cx, cy + s * 0.5),
                (cx - s * 0.38, cy),
            ],
            colour,
        ),
        Suit::Hearts => {
            let r = s * 0.25;
            canvas.circle(cx - s * 0.22, cy - s * 0.18, r, colour, None);
            canvas.circle(cx + s * 0.22, cy - s * 0.18, r, colour, None);
            canvas.polygon(
                &[
                    (cx - s * 0.47, cy - s * 0.1),
                    (cx + s * 0.47, cy - s * 0.1),
                    (cx, cy + s * 0.48),
                ],
                colour,
            );
        }
        Suit::Spades => {
            let r = s * 0.24;
            canvas.circle(cx - s * 0.21, cy + s * 0.08, r, colour, None);
            canvas.circle(cx + s * 0.21, cy + s * 0.08, r, colour, None);
            canvas.polygon(
                &[
                    (cx - s * 0.45, cy + s * 0.02),
                    (cx + s * 0.45, cy + s * 0.02),
                    (cx, cy - s * 0.5),
                ],
                colour,
            );
            stem(canvas, cx, cy, s, colour);
        }
        Suit::Clubs => {
            let r = s * 0.19;
            canvas.circle(cx, cy - s * 0.24, r, colour, None);
            canvas.circle(cx - s * 0.22, cy + s * 0.06, r, colour, None);
            canvas.circle(cx + s * 0.22, cy + s * 0.06, r, colour, None);
            canvas.circle(cx, cy, s * 0.1, colour, None);
            stem(canvas, cx, cy, s, colour);
        }
        Suit::Coins => {
            canvas.circle(
                cx,
                cy,
                s * 0.42,
                colour,
                Some(rgb(crate::engine::scene::Tone::Black)),
            );
            canvas.circle(
                cx,
                cy,
                s * 0.2,
                colour,
                Some(rgb(crate::engine::scene::Tone::Black)),
            );
        }
        Suit::Cups => {
            canvas.polygon(
                &[
                    (cx - s * 0.38, cy - s * 0.45),
                    (cx + s * 0.38, cy - s * 0.45),
                    (cx + s * 0.12, cy + s * 0.05),
                    (cx - s * 0.12, cy + s * 0.05),
                ],
                colour,
            );
            canvas.fill_rect(cx - s * 0.05, cy, s * 0.1, s * 0.35, colour);
            canvas.fill_rect(cx - s * 0.25, cy + s * 0.35, s * 0.5, s * 0.1, colour);
        }
        Suit::Swords => {
            canvas.fill_rect(cx - s * 0.05, cy - s * 0.5, s * 0.1, s * 0.75, colour);
            canvas.fill_rect(cx - s * 0.3, cy + s * 0.2, s * 0.6, s * 0.08, colour);
            canvas.fill_rect(cx - s * 0.06, cy + s * 0.28, s * 0.12, s * 0.22, colour);
        }
        Suit::Batons => canvas.polygon(
            &[
                (cx - s * 0.32, cy + s * 0.42),
                (cx - s * 0.18, cy + s * 0.5),
                (cx + s * 0.36, cy - s * 0.38),
                (cx + s * 0.18, cy - s * 0.5),
            ],
            colour,
        ),
        Suit::None => {}
    }
}

/// The foot of a spade or a club.
fn stem(canvas: &mut Canvas, cx: f32, cy: f32, s: f32, colour: Rgb) {
    canvas.polygon(
        &[
            (cx, cy + s * 0.05),
            (cx - s * 0.16, cy + s * 0.5),
            (cx + s * 0.16, cy + s * 0.5),
        ],
        colour,
    );
}
