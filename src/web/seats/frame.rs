//! What a seat's page shows, as HTML built from that seat's view only: the public board (its
//! picture as SVG), then the seat's hand as its Discord hand shows it (the picture of
//! [`crate::engine::DynMatch::scene_seat`] as SVG, the panel's words) and one control for each
//! of the panel's moves, every control carrying the move's notation.
//!
//! The controls follow the panel's groups as Discord's buttons do: a group of moves is buttons;
//! a move built from several picks is boxes to tick and one button to play them; a draft (an
//! offer with its terms) opens its composer; a form asks for its numbers, which make a draft.

use maud::{html, Markup, PreEscaped};

use crate::engine::render::{ControlGroup, Panel};
use crate::engine::{Lang, Seat};
use crate::i18n::{tr, tr_args};
use crate::table::Match;

use crate::web::board::{ctx, facts_drawn, panel_words, Drawn};
use crate::web::html::inline;

/// A hand is drawn half as large again as the board: its cards are what a player reads most.
const HAND_SCALE: f32 = 1.5;

/// One render of a seat's page: its stamp and the event's data.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatFrame {
    /// The version and the seats on automatic play: what the page shows, as the event's id.
    pub id: String,
    pub over: bool,
    /// `{"version", "over", "turn", "board", "hand"}`.
    pub data: String,
}

/// The stamp of what a seat's page of `m` shows.
#[must_use]
pub fn frame_id(m: &Match) -> String {
    let absent: String = m
        .absent
        .iter()
        .map(|&a| if a { '1' } else { '0' })
        .collect();
    format!("{}.{absent}", m.version)
}

/// Whether the match waits for something `seat` may do.
#[must_use]
pub fn seat_called(m: &Match, seat: Seat) -> bool {
    !m.is_over() && !m.game.legal_notations(seat).is_empty()
}

/// The frame of `seat`'s page of `m` in `lang`; `deadline` is when the seat's time runs out
/// (Unix seconds), when the server limits it.
#[must_use]
pub fn seat_frame(m: &Match, seat: Seat, lang: Lang, deadline: Option<i64>) -> SeatFrame {
    SeatFrame {
        id: frame_id(m),
        over: m.is_over(),
        data: frame_data(m, seat, lang, deadline).to_string(),
    }
}

/// The data of [`seat_frame`].
#[must_use]
pub fn frame_data(m: &Match, seat: Seat, lang: Lang, deadline: Option<i64>) -> serde_json::Value {
    let ctx = ctx(m, lang);
    let called = seat_called(m, seat);
    serde_json::json!({
        "version": m.version,
        "over": m.is_over(),
        "turn": called,
        "board": board_html(m, lang).into_string(),
        "hand": hand_with(m, seat, &ctx, called, deadline).into_string(),
    })
}

/// The public board, its picture drawn in the page.
#[must_use]
pub fn board_html(m: &Match, lang: Lang) -> Markup {
    facts_drawn(m, lang, Drawn::Svg)
}

/// A time as people read it on the page.
fn clock(at: i64) -> String {
    chrono::DateTime::from_timestamp(at, 0)
        .map(|d| d.format("%H:%M UTC").to_string())
        .unwrap_or_default()
}

/// `seat`'s hand: its picture, its panel's words and its moves.
#[must_use]
pub fn hand_html(m: &Match, seat: Seat, lang: Lang, deadline: Option<i64>) -> Markup {
    hand_with(m, seat, &ctx(m, lang), seat_called(m, seat), deadline)
}

/// [`hand_html`] with what its frame has already worked out.
fn hand_with(
    m: &Match,
    seat: Seat,
    ctx: &crate::engine::RenderCtx,
    called: bool,
    deadline: Option<i64>,
) -> Markup {
    let lang = ctx.lang;
    let mut panel = m.game.render_seat(seat, ctx);
    if m.is_over() {
        panel.controls.clear();
    }
    let scene = m.game.scene_seat(seat, ctx);
    html! {
        p.turn-line.mine[called] {
            @if m.is_over() {
                (tr(lang, "web-seat-over"))
            } @else if called {
                (tr(lang, "web-seat-your-turn"))
                @if let Some(at) = deadline {
                    " " (tr_args(lang, "web-seat-deadline", &[("time", clock(at).into())]))
                }
            } @else {
                (tr(lang, "web-seat-wait"))
            }
        }
        h3.panel-title { (inline(&panel.title)) }
        @if let Some(scene) = &scene {
            div.hand-svg { (PreEscaped(crate::picture::svg::svg(scene, lang, HAND_SCALE))) }
        }
        // The moves beside the cards, the table's words after them (on a phone, the first
        // screen is the hand and what to do with it).
        (controls_html(&panel, m.version, lang, false))
        (panel_words(&panel))
    }
}

/// The composer of `draft` for `seat` (an offer with its terms), or `None` when the game
/// composes no such move.
#[must_use]
pub fn draft_html(m: &Match, seat: Seat, lang: Lang, draft: &str) -> Option<Markup> {
    let ctx = ctx(m, lang);
    let panel = m.game.render_draft(seat, draft, &ctx)?;
    Some(html! {
        h3.panel-title { (inline(&panel.title)) }
        (panel_words(&panel))
        (controls_html(&panel, m.version, lang, true))
    })
}

/// The panel's moves as controls, rendered at `version`; `composing` adds the way back to the
/// hand.
fn controls_html(panel: &Panel, version: i64, lang: Lang, composing: bool) -> Markup {
    html! {
        div.moves data-version=(version) {
            @for group in &panel.controls {
                (group_html(group, lang))
            }
            @if composing {
                p { button.back type="button" { (tr(lang, "button-back-to-hand")) } }
            }
        }
    }
}

fn group_html(group: &ControlGroup, lang: Lang) -> Markup {
    if group.controls.is_empty() && group.form.is_none() {
        // Nothing to choose in it now (as Discord shows no empty menu).
        return html! {};
    }
    if let Some(form) = &group.form {
        return html! {
            form.form data-template=(form.template) {
                fieldset {
                    legend { (form.title) }
                    @for (i, field) in form.fields.iter().enumerate() {
                        label {
                            (field.label) " "
                            input type="number" min="0" step="1" name=(format!("n{i}")) value=(field.value) required;
                        }
                    }
                    button type="submit" { (group.label) }
                }
            }
        };
    }
    if let Some(multi) = &group.multi {
        return html! {
            fieldset.multi data-prefix=(multi.prefix) data-min=(multi.min) data-max=(multi.max) {
                legend { (group.label) " "
                    span.count { (tr_args(lang, "web-seat-pick", &[
                        ("min", i64::from(multi.min).into()),
                        ("max", i64::from(multi.max).into()),
                    ])) }
                }
                div.picks {
                    @for c in &group.controls {
                        label.pick {
                            input type="checkbox" value=(c.notation);
                            " " (c.label)
                        }
                    }
                }
                button.compose type="button" { (tr(lang, "web-seat-play-picked")) }
            }
        };
    }
    let class = if group.draft { "draft" } else { "move" };
    html! {
        section.group {
            @if !group.label.is_empty() { h4 { (group.label) } }
            div.choices {
                @for c in &group.controls {
                    button type="button" class=(class) data-move=(c.notation) { (c.label) }
                }
            }
        }
    }
}
