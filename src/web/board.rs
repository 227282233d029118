//! A match's public board as HTML: the same facts as its board in Discord (the panel, the
//! last actions, whose turn, the fair shuffle), built from its public view only, players by the
//! names they had at the table.

use maud::{html, Markup};

use crate::engine::render::Panel;
use crate::engine::{Lang, RenderCtx, Seat};
use crate::fair;
use crate::i18n::{tr, tr_args};
use crate::table::{Match, Status};

use super::html::inline;

/// Lines of the last actions a board shows, as in Discord.
const LAST_ACTIONS: usize = 12;

/// How the site names the seats of `m`: the display names they had at the table, a computer
/// player's name, or "Player N" where neither is known.
#[must_use]
pub fn ctx(m: &Match, lang: Lang) -> RenderCtx {
    let names = m
        .plain_names(lang)
        .into_iter()
        .enumerate()
        .map(|(i, n)| {
            if n.trim().is_empty() {
                format!("{} {}", lang.pick("Player", "Jugador"), i + 1)
            } else {
                n
            }
        })
        .collect();
    m.render_ctx(lang, names)
}

/// The address of the picture of `m` as it stands.
#[must_use]
pub fn picture_path(m: &Match) -> String {
    format!("/m/{}/board/{}.png", m.web_token, m.version)
}

/// How a board's picture reaches its page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Drawn {
    /// The PNG picture, by its address (as Discord shows it).
    Png,
    /// The scene as SVG, in the page itself (a seat's page).
    Svg,
}

/// The facts of `m` as its board shows them now.
#[must_use]
pub fn facts(m: &Match, lang: Lang) -> Markup {
    facts_drawn(m, lang, Drawn::Png)
}

/// [`facts`], its picture `drawn` as asked.
#[must_use]
pub fn facts_drawn(m: &Match, lang: Lang, drawn: Drawn) -> Markup {
    let ctx = ctx(m, lang);
    let panel = m.game.render_public(&ctx);
    let events = m.recent.events();
    let recent = m.game.narrate(&events.iter().collect::<Vec<_>>(), &ctx);
    let tail = &recent[recent.len().saturating_sub(LAST_ACTIONS)..];
    let scene = m.game.scene_public(&ctx);
    let picture = match drawn {
        Drawn::Png => scene.as_ref().map(|_| picture_path(m)),
        Drawn::Svg => None,
    };
    html! {
        div.state {
            @if m.is_over() {
                p.result { (result_line(m, &ctx)) }
            } @else {
                p.turn { strong { (tr(lang, "web-turn")) ": " } (called(m, &ctx)) }
            }
        }
        @if !m.is_over() { (waiting(m, &ctx)) }
        (panel_html(&panel, picture.as_deref(), lang))
        @if let (Drawn::Svg, Some(scene)) = (drawn, &scene) {
            div.board-svg { (maud::PreEscaped(crate::picture::svg::svg(scene, lang, 1.0))) }
        }
        @if !tail.is_empty() {
            section.actions {
                h3 { (tr(lang, "board-last-actions")) }
                ul { @for line in tail { li { (inline(line)) } } }
            }
        }
        (fair_section(m, lang))
    }
}

/// A public panel, with its picture when it has one.
#[must_use]
pub fn panel_html(panel: &Panel, picture: Option<&str>, lang: Lang) -> Markup {
    html! {
        h2.panel-title { (inline(&panel.title)) }
        @if let Some(src) = picture {
            img.board src=(src) alt=(tr(lang, "web-picture")) width="720";
        }
        (panel_words(panel))
    }
}

/// A panel's description and fields (not its title, nor its buttons).
#[must_use]
pub fn panel_words(panel: &Panel) -> Markup {
    html! {
        @if !panel.description.is_empty() {
            p.description { (inline(&panel.description)) }
        }
        @if !panel.fields.is_empty() {
            dl.fields {
                @for f in &panel.fields {
                    div.field.inline[f.inline] {
                        dt { (inline(&f.name)) }
                        dd { (inline(&f.value)) }
                    }
                }
            }
        }
    }
}

/// Whom the match waits for and since when, and the seats played automatically: the embed's
/// waiting field.
fn waiting(m: &Match, ctx: &RenderCtx) -> Markup {
    let lang = ctx.lang;
    let since = |t: i64| {
        chrono::DateTime::from_timestamp(t, 0)
            .map(|d| d.format("%Y-%m-%d %H:%M UTC").to_string())
            .unwrap_or_default()
    };
    let waited: Vec<(Seat, i64)> = m
        .waiting
        .iter()
        .copied()
        .filter(|(s, _)| !m.absent.get(s.index()).copied().unwrap_or(false))
        .collect();
    let automatic = m.absent_seats();
    html! {
        @if !waited.is_empty() || !automatic.is_empty() {
            ul.waiting {
                @for (s, t) in &waited {
                    li { (tr_args(lang, "web-waiting-line", &[
                        ("player", ctx.name(*s).into()),
                        ("since", since(*t).into()),
                    ])) }
                }
                @for s in &automatic {
                    li { (tr_args(lang, "web-automatic-line", &[("player", ctx.name(*s).into())])) }
                }
            }
        }
    }
}

/// Whom the match waits for.
fn called(m: &Match, ctx: &RenderCtx) -> String {
    let called = m.game.called(m.recent.last().as_ref());
    let names: Vec<&str> = called.iter().map(|&s| ctx.name(s)).collect();
    names.join(", ")
}

/// How the match ended, in words.
#[must_use]
pub fn result_line(m: &Match, ctx: &RenderCtx) -> String {
    let l = ctx.lang;
    if m.ended_by.is_some() || m.status == Status::Ended {
        return tr(l, "web-ended");
    }
    let Some(result) = &m.result else {
        return tr(l, "web-over");
    };
    let names = |seats: &mut dyn Iterator<Item = Seat>| -> String {
        seats
            .map(|s| ctx.name(s).to_owned())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let prefix = if let Some(late) = m.lost_on_time {
        format!(
            "{} ",
            tr_args(l, "web-out-of-time", &[("player", ctx.name(late).into())])
        )
    } else if m.status == Status::Resigned {
        let gave_up = names(&mut Seat::all(m.users.len()).filter(|s| !result.winners.contains(s)));
        format!(
            "{} ",
            tr_args(l, "web-resigned", &[("players", gave_up.into())])
        )
    } else {
        String::new()
    };
    let outcome = if result.is_draw() {
        tr(l, "board-draw")
    } else if result.winners.is_empty() {
        tr(l, "board-nobody-wins")
    } else {
        tr_args(
            l,
            "board-wins",
            &[
                ("players", names(&mut result.winners.iter().copied()).into()),
                ("count", (result.winners.len() as i64).into()),
            ],
        )
    };
    format!("{prefix}{outcome}")
}

/// The fair shuffle: the commitment while the match is played, the seed once it is over.
#[must_use]
pub fn fair_section(m: &Match, lang: Lang) -> Markup {
    let text = fair::in_words(m.seed, m.is_over(), lang);
    html! {
        section.fair {
            h3 { (tr(lang, "fair-field")) }
            p { (inline(&text)) }
        }
    }
}
