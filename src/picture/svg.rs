//! A scene as SVG, for the site's seat pages: the same layout as the PNG picture (one scene, two
//! renderers), drawn by the browser, so that it is crisp at any size and its words are text a
//! screen reader reads. Every card carries its name (`aria-label`), in the reader's language.
//!
//! Every word reaches the SVG through [`escape`]: a member's display name is text, never markup.

use std::fmt::Write as _;

use crate::engine::scene::{Area, Face, Grid, Item, Scene, Suit, Tone};
use crate::engine::Lang;

use super::colours::{rgb, Rgb, BACK_LINE, CARD_BACK, FELT, FELT_TEXT, FRAME, GOLD, INK, PAPER};
use super::glyphs::{line_height, text_width};
use super::{
    grid_top, lay_out, size, Placed, CARD_H, CARD_W, LABEL, MARGIN, SMALL_H, STEP, TITLE, WIDTH,
};

/// `scene` as an SVG element laid out as its PNG picture, cut to the width its things take (a
/// hand of three cards is not 720 units wide), drawn `scale` times its units and narrowed by the
/// page to the width it has.
#[must_use]
pub fn svg(scene: &Scene, lang: Lang, scale: f32) -> String {
    let (placed, height) = lay_out(scene);
    let height = height.ceil();
    let width = used_width(scene, &placed).ceil();
    let mut out = String::with_capacity(4096 + 600 * placed.len());
    let _ = write!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" class="scene" viewBox="0 0 {width} {height}" width="{sw}" height="{sh}" role="img" aria-label="{title}"><rect width="{width}" height="{height}" fill="{felt}"/>"#,
        sw = (width * scale).round(),
        sh = (height * scale).round(),
        title = escape(&scene.title),
        felt = hex(FELT),
    );
    text(&mut out, MARGIN, MARGIN, TITLE, FELT_TEXT, &scene.title, "");
    if let Some(g) = &scene.grid {
        grid(&mut out, g, grid_top());
    }
    for p in &placed {
        match p {
            Placed::Label { x, y, text: words } => {
                text(&mut out, *x, *y, LABEL, FELT_TEXT, words, "");
            }
            Placed::Frame { y, h } => {
                let _ = write!(
                    out,
                    r#"<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="8" fill="{fill}" stroke="{line}" stroke-width="2"/>"#,
                    x = MARGIN / 2.0,
                    w = width - MARGIN,
                    fill = hex(FRAME),
                    line = hex(super::colours::HIGHLIGHT),
                );
            }
            Placed::Item {
                x, y, item, key, ..
            } => {
                // A thing a move names is wrapped so that the page can make it clickable.
                if let Some(key) = key {
                    let _ = write!(out, r#"<g class="keyed" data-key="{}">"#, escape(key));
                }
                self::item(&mut out, *x, *y, item, lang);
                if key.is_some() {
                    out.push_str("</g>");
                }
            }
        }
    }
    out.push_str("</svg>");
    out
}

/// The width the scene's things take, with its margin: at most the picture's.
fn used_width(scene: &Scene, placed: &[Placed<'_>]) -> f32 {
    let mut right = MARGIN + text_width(&scene.title, TITLE);
    if let Some(g) = &scene.grid {
        right = right.max(MARGIN + RULER + CELL * f32::from(g.cols));
    }
    for p in placed {
        right = right.max(match p {
            Placed::Label { x, text: words, .. } => x + text_width(words, LABEL),
            Placed::Item { x, item, .. } => x + size(item).0,
            // A frame follows the things of its row.
            Placed::Frame { .. } => 0.0,
        });
    }
    (right + MARGIN).min(WIDTH as f32)
}

/// `text` for SVG: its markup characters as entities.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

fn hex(c: Rgb) -> String {
    format!("#{:02x}{:02x}{:02x}", c.0, c.1, c.2)
}

/// Words whose top is at `y`, as the PNG places them; `anchor` centres them when `middle`.
fn text(out: &mut String, x: f32, y: f32, size: f32, colour: Rgb, words: &str, anchor: &str) {
    if words.is_empty() {
        return;
    }
    let baseline = y + line_height(size) * 0.8;
    let anchor = if anchor.is_empty() {
        String::new()
    } else {
        format!(r#" text-anchor="{anchor}""#)
    };
    let _ = write!(
        out,
        r#"<text x="{x:.1}" y="{baseline:.1}" font-size="{size}" fill="{fill}"{anchor}>{words}</text>"#,
        fill = hex(colour),
        words = escape(words),
    );
}

/// Words centred on (`cx`, `cy`).
fn centred(out: &mut String, cx: f32, cy: f32, size: f32, colour: Rgb, words: &str) {
    text(
        out,
        cx,
        cy - line_height(size) / 2.0,
        size,
        colour,
        words,
        "middle",
    );
}

/// A card's name for a screen reader: its rank and its suit's name.
#[must_use]
pub fn card_name(face: &Face, lang: Lang) -> String {
    let suit = match face.suit {
        Suit::Spades => lang.pick("spades", "picas"),
        Suit::Hearts => lang.pick("hearts", "corazones"),
        Suit::Diamonds => lang.pick("diamonds", "diamantes"),
        Suit::Clubs => lang.pick("clubs", "tréboles"),
        Suit::Coins => lang.pick("coins", "oros"),
        Suit::Cups => lang.pick("cups", "copas"),
        Suit::Swords => lang.pick("swords", "espadas"),
        Suit::Batons => lang.pick("batons", "bastos"),
        Suit::None => return face.rank.clone(),
    };
    format!("{} {} {suit}", face.rank, lang.pick("of", "de"))
}

/// The symbol printed under a card's rank.
fn suit_symbol(suit: Suit) -> &'static str {
    match suit {
        Suit::Spades => "♠",
        Suit::Hearts => "♥",
        Suit::Diamonds => "♦",
        Suit::Clubs => "♣",
        Suit::Coins => "◉",
        Suit::Cups => "∪",
        Suit::Swords => "†",
        Suit::Batons => "❙",
        Suit::None => "",
    }
}

fn item(out: &mut String, x: f32, y: f32, item: &Item, lang: Lang) {
    match item {
        Item::Card(face) => {
            let ink = match face.suit.tone() {
                Tone::Yellow => GOLD,
                tone => rgb(tone),
            };
            let _ = write!(
                out,
                r#"<g class="card" role="img" aria-label="{name}"><rect x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="6" fill="{paper}" stroke="{ink_line}"/>"#,
                name = escape(&card_name(face, lang)),
                paper = hex(PAPER),
                ink_line = hex(INK),
            );
            let rank_size = 17.0_f32.min(17.0 * 4.0 / face.rank.chars().count().max(1) as f32);
            text(out, x + 5.0, y + 3.0, rank_size, ink, &face.rank, "");
            centred(
                out,
                x + CARD_W / 2.0,
                y + CARD_H * 0.62,
                26.0,
                rgb(face.suit.tone()),
                suit_symbol(face.suit),
            );
            out.push_str("</g>");
        }
        Item::Backs(count) => {
            let _ = write!(
                out,
                r#"<g class="backs"><rect x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="6" fill="{back}" stroke="{paper}"/><rect x="{ix}" y="{iy}" width="{iw}" height="{ih}" rx="4" fill="none" stroke="{line}"/>"#,
                back = hex(CARD_BACK),
                paper = hex(PAPER),
                line = hex(BACK_LINE),
                ix = x + 5.0,
                iy = y + 5.0,
                iw = CARD_W - 10.0,
                ih = CARD_H - 10.0,
            );
            centred(
                out,
                x + CARD_W / 2.0,
                y + CARD_H / 2.0,
                20.0,
                PAPER,
                &count.to_string(),
            );
            out.push_str("</g>");
        }
        Item::Counter { label, value } => {
            let r = SMALL_H / 2.0;
            let _ = write!(
                out,
                r#"<circle cx="{cx}" cy="{cy}" r="{rr}" fill="{fill}" stroke="{ink}"/>"#,
                cx = x + r,
                cy = y + r,
                rr = r - 1.0,
                fill = hex(rgb(Tone::Orange)),
                ink = hex(INK),
            );
            centred(out, x + r, y + r, 15.0, INK, &value.to_string());
            text(
                out,
                x + SMALL_H + 6.0,
                y + (SMALL_H - line_height(LABEL)) / 2.0,
                LABEL,
                FELT_TEXT,
                label,
                "",
            );
        }
        Item::Token { tone, letter } => {
            let side = SMALL_H - 6.0;
            let _ = write!(
                out,
                r#"<rect x="{x}" y="{ty}" width="{side}" height="{side}" rx="4" fill="{fill}" stroke="{ink}"/>"#,
                ty = y + 3.0,
                fill = hex(rgb(*tone)),
                ink = hex(INK),
            );
            let ink = if dark(*tone) { PAPER } else { INK };
            centred(
                out,
                x + side / 2.0,
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
                let _ = write!(
                    out,
                    r#"<rect x="{left}" y="{top}" width="{STEP}" height="{STEP}" rx="2" fill="{fill}" stroke="{line}"/>"#,
                    fill = hex(fill),
                    line = hex(FELT_TEXT),
                );
                left += STEP + 3.0;
            }
            text(
                out,
                left + 3.0,
                y + (SMALL_H - line_height(LABEL)) / 2.0,
                LABEL,
                FELT_TEXT,
                label,
                "",
            );
        }
        Item::Text(t) => {
            text(
                out,
                x,
                y + (SMALL_H - line_height(LABEL)) / 2.0,
                LABEL,
                FELT_TEXT,
                t,
                "",
            );
        }
    }
}

/// A cell's side, the rulers' width and a token's side, as the PNG's board draws them.
const CELL: f32 = 64.0;
const RULER: f32 = 22.0;
const MARK: f32 = 18.0;

/// A board of cells: the numbers along its sides, each area's cells in its colour with its
/// label, its tokens in lines of three, and the highlighted area's thick outline.
fn grid(out: &mut String, g: &Grid, top: f32) {
    let left = MARGIN + RULER;
    let board_top = top + RULER;
    let corner = |(row, col): (u8, u8)| {
        (
            left + CELL * f32::from(col - 1),
            board_top + CELL * f32::from(row - 1),
        )
    };
    for col in 1..=g.cols {
        let cx = left + CELL * (f32::from(col) - 0.5);
        centred(
            out,
            cx,
            top + RULER / 2.0,
            14.0,
            FELT_TEXT,
            &col.to_string(),
        );
    }
    for row in 1..=g.rows {
        let cy = board_top + CELL * (f32::from(row) - 0.5);
        centred(
            out,
            MARGIN + RULER / 2.0,
            cy,
            14.0,
            FELT_TEXT,
            &row.to_string(),
        );
    }
    for area in &g.areas {
        area_svg(out, area, &corner);
    }
}

fn area_svg(out: &mut String, area: &Area, corner: &impl Fn((u8, u8)) -> (f32, f32)) {
    let width = if area.highlight { 6.0 } else { 1.0 };
    let key = area
        .key
        .as_deref()
        .map_or(String::new(), |k| format!(r#" data-key="{}""#, escape(k)));
    let _ = write!(
        out,
        r#"<g class="area{keyed}" role="img" aria-label="{label}"{key}>"#,
        keyed = if key.is_empty() { "" } else { " keyed" },
        label = escape(&area_name(area)),
    );
    for &cell in &area.cells {
        let (x, y) = corner(cell);
        let _ = write!(
            out,
            r#"<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="{fill}" stroke="{ink}" stroke-width="{width}"/>"#,
            fill = hex(rgb(area.tone)),
            ink = hex(INK),
        );
    }
    let ink = if dark(area.tone) { PAPER } else { INK };
    if let Some(&cell) = area.cells.first() {
        let (x, y) = corner(cell);
        text(out, x + 4.0, y + 3.0, 13.0, ink, &area.label, "");
        let mut slots = Vec::new();
        for (i, &cell) in area.cells.iter().enumerate() {
            let (x, y) = corner(cell);
            for line in usize::from(i == 0)..3 {
                for n in 0..3 {
                    slots.push((
                        x + 2.0 + (MARK + 2.0) * n as f32,
                        y + 2.0 + (MARK + 2.0) * line as f32,
                    ));
                }
            }
        }
        for (mark, (x, y)) in area.marks.iter().zip(slots) {
            if let &Item::Token { tone, letter } = mark {
                let r = MARK / 2.0;
                let _ = write!(
                    out,
                    r#"<circle cx="{cx}" cy="{cy}" r="{rr}" fill="{fill}" stroke="{ink}"/>"#,
                    cx = x + r,
                    cy = y + r,
                    rr = r - 0.5,
                    fill = hex(rgb(tone)),
                    ink = hex(INK),
                );
                let on = if dark(tone) { PAPER } else { INK };
                centred(out, x + r, y + r, 12.0, on, &letter.to_string());
            }
        }
    }
    out.push_str("</g>");
}

/// What a reader hears for an area: its label, or for an unlabelled street its key (`2,3`,
/// the row and column the rulers show).
fn area_name(area: &Area) -> String {
    match (&area.label, &area.key) {
        (label, Some(key)) if label.is_empty() => key.clone(),
        (label, _) => label.clone(),
    }
}

fn dark(tone: Tone) -> bool {
    matches!(tone, Tone::Black | Tone::Blue | Tone::Brown)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::scene::Row;

    #[test]
    fn names_are_text_and_cards_are_named() {
        let scene = Scene::new(
            "<script>alert(1)</script>".into(),
            vec![Row::new(
                "\"><img src=x>",
                vec![Item::Card(Face {
                    rank: "7".into(),
                    suit: Suit::Hearts,
                })],
            )],
        );
        let out = svg(&scene, Lang::Es, 1.0);
        assert!(!out.contains("<script"), "{out}");
        assert!(!out.contains("<img"), "{out}");
        assert!(out.contains("&lt;script&gt;"), "{out}");
        assert!(out.contains(r#"aria-label="7 de corazones""#), "{out}");
        assert!(out.starts_with("<svg") && out.ends_with("</svg>"));
    }

    #[test]
    fn things_a_move_names_carry_their_key_and_nothing_else_does() {
        let seven = Item::Card(Face {
            rank: "7".into(),
            suit: Suit::Hearts,
        });
        let scene = Scene {
            title: String::new(),
            grid: Some(Grid {
                rows: 2,
                cols: 2,
                areas: vec![Area {
                    cells: vec![(1, 1)],
                    label: String::new(),
                    tone: Tone::Grey,
                    marks: Vec::new(),
                    highlight: false,
                    key: Some("1,1".into()),
                }],
            }),
            rows: vec![
                Row::new("", vec![seven.clone(), Item::Backs(3), seven]).keyed([
                    Some("7H".into()),
                    None,
                    Some("\"><x".into()),
                ]),
            ],
        };
        let out = svg(&scene, Lang::En, 1.0);
        assert!(
            out.contains(r#"<g class="keyed" data-key="7H"><g class="card""#),
            "{out}"
        );
        assert!(
            out.contains(r#"data-key="&quot;&gt;&lt;x""#),
            "a key is text: {out}"
        );
        assert_eq!(out.matches("data-key=").count(), 3, "{out}");
        // An unlabelled street is named by its key for a reader.
        assert!(
            out.contains(r#"<g class="area keyed" role="img" aria-label="1,1" data-key="1,1">"#),
            "{out}"
        );
    }
}
