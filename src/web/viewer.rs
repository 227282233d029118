//! The HTML of a match's page: the board followed live while it is played, with every move so
//! far to step back through (as Lichess lets spectators do); the replay viewer once over, from
//! the public view or from a seat's (its hand at every step), with the result in the order of
//! the places and each player's rating before and after.

use maud::{html, Markup};

use crate::engine::{Lang, RenderCtx, Seat};
use crate::i18n::tr;
use crate::ratings::{shown_change, shown_number, System};
use crate::store::SeatRating;
use crate::table::Match;

use super::board::{ctx, facts, fair_section, result_line};
use super::html::{self, inline};
use super::replay::{move_items, step_html, Replay, View};

/// What a finished match's result table shows besides the scores.
#[derive(Debug, Default)]
pub struct Standings {
    /// Each rated seat's rating before and after.
    pub ratings: Vec<SeatRating>,
    /// The server's pages' token, while they are on: players link to their pages.
    pub pages: Option<String>,
}

/// Who plays, by the names they had at the table.
fn players(ctx: &RenderCtx) -> Markup {
    html! {
        p.players {
            strong { (tr(ctx.lang, "web-players")) ": " }
            @for (i, name) in ctx.names.iter().enumerate() {
                @if i > 0 { ", " }
                span.player { (name) }
            }
        }
    }
}

/// The controls and the move list (`words`, every move) around the board, as `view` sees it:
/// `k` is the step shown.
fn stepper(
    words: &[String],
    view: View,
    k: usize,
    board: Markup,
    live: bool,
    lang: Lang,
) -> Markup {
    let last = words.len();
    let seat = view.query();
    let step_link = |s: usize| format!("?step={s}{seat}");
    html! {
        div.viewer {
            div.stage {
                nav.controls aria-label=(tr(lang, "web-steps-label")) {
                    a #previous .button href=(step_link(k.saturating_sub(1))) { (tr(lang, "web-previous")) }
                    form.slider method="get" {
                        @if let View::Seat(s) = view {
                            input type="hidden" name="seat" value=(s.index() + 1);
                        }
                        input #slider type="range" name="step" min="0" max=(last) value=(k)
                            aria-label=(tr(lang, "web-moves"));
                        button.go type="submit" { (tr(lang, "web-go")) }
                    }
                    a #next .button href=(step_link((k + 1).min(last))) { (tr(lang, "web-next")) }
                    @if live {
                        a #to-live .button .to-live hidden[k >= last] href="?" { (tr(lang, "web-back-to-live")) }
                    }
                }
                p.hint { (tr(lang, "web-keys")) }
                (board)
            }
            nav.moves aria-label=(tr(lang, "web-moves")) {
                h2 { (tr(lang, "web-moves")) }
                ol #moves start="0" {
                    li.current[k == 0] { a href=(step_link(0)) data-step="0" { (tr(lang, "web-start")) } }
                    (move_items(words, 0, k, view))
                }
            }
        }
    }
}

/// The page of a match in play: its board, which the script keeps current, and every move so
/// far (`words`); at a step the reader stepped back to, with the replay it comes from (without
/// the script, a step is an address).
#[must_use]
pub fn live_body(
    m: &Match,
    words: &[String],
    step: Option<(usize, &Replay)>,
    lang: Lang,
    title: &str,
) -> Markup {
    let ctx = ctx(m, lang);
    let last = words.len();
    let token = &m.web_token;
    let (k, board) = match step {
        Some((k, replay)) if k < replay.last() => (
            k,
            html! { div #board .board-facts data-mode="step" { (step_html(replay, k, token, lang)) } },
        ),
        _ => (
            last,
            html! { div #board .board-facts data-mode="live" data-version=(m.version) { (facts(m, lang)) } },
        ),
    };
    html! {
        h1 { (title) }
        (players(&ctx))
        p.hint { (tr(lang, "web-live")) " " span.nojs { (tr(lang, "web-live-reload")) } }
        section #live .match-viewer data-token=(token) data-steps=(last) data-version=(m.version)
            data-query=(format!("lang={}&v={}", html::code(lang), m.version))
            data-live=(format!("/m/{token}/live?lang={}", html::code(lang)))
            data-over=(tr(lang, "web-live-over"))
            aria-label=(tr(lang, "web-board-label")) {
            (stepper(words, View::Public, k, board, true, lang))
        }
    }
}

/// The replay viewer at `step` (the end when not given), from the eyes of the replay's view.
#[must_use]
pub fn replay_body(
    m: &Match,
    replay: &Replay,
    step: Option<usize>,
    standings: &Standings,
    lang: Lang,
    title: &str,
) -> Markup {
    let last = replay.last();
    let k = step.unwrap_or(last).min(last);
    let token = &m.web_token;
    let ctx = ctx(m, lang);
    let board = html! {
        div #board .board-facts { (step_html(replay, k, token, lang)) }
    };
    html! {
        h1 { (title) }
        (players(&ctx))
        (result_section(m, &ctx, standings))
        section #replay .match-viewer .replay data-token=(token) data-steps=(last)
            data-query=(format!("lang={}&v={}{}", html::code(lang), replay.version, replay.view.query()))
            aria-labelledby="replay-title" {
            h2 #replay-title { (tr(lang, "web-replay")) }
            (seat_choice(replay.view, &ctx, k, lang))
            (stepper(&replay.moves, replay.view, k, board, false, lang))
        }
        (fair_section(m, lang))
        p.check { (inline(&tr(lang, "web-check"))) }
        p { a.download href=(format!("/m/{token}/replay.json")) download { (tr(lang, "web-download")) } }
    }
}

/// Whose eyes the replay has: everyone's, or one player's with their hand.
fn seat_choice(view: View, ctx: &RenderCtx, k: usize, lang: Lang) -> Markup {
    let choice = |this: View, label: &str| {
        let here = this == view;
        html! {
            li {
                a.seat.current[here] href=(format!("?step={k}{}", this.query()))
                    aria-current=[here.then_some("page")] { (label) }
            }
        }
    };
    html! {
        nav.seats aria-label=(tr(lang, "web-seats-label")) {
            p.hint { (tr(lang, "web-seats-hint")) }
            ul {
                (choice(View::Public, &tr(lang, "web-public-view")))
                @for (i, name) in ctx.names.iter().enumerate() {
                    (choice(View::Seat(Seat(i as u8)), name))
                }
            }
        }
    }
}

/// How the match ended, and the table of its result: the players in the order of their
/// places, each with their score and, in a rated match, their rating before and after.
fn result_section(m: &Match, ctx: &RenderCtx, standings: &Standings) -> Markup {
    let lang = ctx.lang;
    let system = System::of(m.game.info());
    let rating = |seat: Seat| standings.ratings.iter().find(|r| r.seat == seat);
    html! {
        section.result aria-labelledby="result-title" {
            h2 #result-title { (tr(lang, "web-result")) }
            p { (result_line(m, ctx)) }
            @if let Some(result) = &m.result {
                @let scores = result.scores.as_slice();
                @let places = result.places();
                @if m.game.info().lowest_score_wins {
                    p.rule { (tr(lang, "web-lowest-wins")) }
                }
                table.scores {
                    thead {
                        tr {
                            th scope="col" { (tr(lang, "web-place")) }
                            th scope="col" { (tr(lang, "web-player")) }
                            th scope="col" { (tr(lang, "web-scores")) }
                            @if !standings.ratings.is_empty() { th scope="col" { (tr(lang, "web-rating")) } }
                        }
                    }
                    tbody {
                        @for i in by_place(&places) {
                            @let seat = Seat(i as u8);
                            tr.winner[result.winners.contains(&seat)] {
                                td { (places.get(i).copied().unwrap_or_default()) }
                                th scope="row" { (player_cell(m, ctx, i, standings.pages.as_deref())) }
                                td { (scores.get(i).copied().unwrap_or_default()) }
                                @if !standings.ratings.is_empty() {
                                    td {
                                        @if let Some(r) = rating(seat) {
                                            (shown_number(system, r.before)) " → " strong { (shown_number(system, r.after)) }
                                            " " span.change { "(" (shown_change(system, r.after - r.before)) ")" }
                                        } @else { "—" }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// A player's name in the result, linked to their page in the server while its pages are on
/// (a computer player has none).
fn player_cell(m: &Match, ctx: &RenderCtx, seat: usize, pages: Option<&str>) -> Markup {
    let name = ctx.names.get(seat).cloned().unwrap_or_default();
    let person = m.bots.get(seat).copied().flatten().is_none();
    match (pages, m.users.get(seat)) {
        (Some(token), Some(&user)) if person && user != 0 => {
            html! { a href=(format!("/s/{token}/p/{user}")) { (name) } }
        }
        _ => html! { (name) },
    }
}

/// Seat indices in the order of their places, ties in seat order.
fn by_place(places: &[usize]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..places.len()).collect();
    order.sort_by_key(|&i| (places[i], i));
    order
}

#[cfg(test)]
mod tests {
    use super::by_place;

    #[test]
    fn the_result_is_in_the_order_of_the_places_ties_in_seat_order() {
        assert_eq!(by_place(&[2, 1, 3, 1]), vec![1, 3, 0, 2]);
    }
}
