//! `/s/<token>`: a server's leaderboards, its matches in play and its recent ones, under its
//! name and icon; `/s/<token>/p/<player>`: a player's page in that server; and
//! `/s/<token>/icon.png`, the server's icon as the bot keeps it (a reader's browser asks no
//! other host). Served only while the server's managers keep its pages on (`/taberna settings
//! web:True`); otherwise the same 404 as a token that never existed.

use std::collections::HashMap;

use axum::extract::{Path, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use maud::{html, Markup};

use crate::engine::{Lang, Standing};
use crate::games;
use crate::i18n::{computer_name, tr, tr_args};
use crate::ratings::{shown_number, System};
use crate::store::{MatchLine, MatchStatus};

use super::asked::Asked;
use super::chart::rating_chart;
use super::html::{self, not_found, page, respond, unavailable};
use super::Site;

/// Lines of a leaderboard page.
pub const LEADERBOARD_PAGE: usize = 25;
/// Matches listed in play, and recent ones.
const LISTED: i64 = 20;
/// A player's recent matches.
const PLAYER_HISTORY: i64 = 10;

/// The server `token` names while its pages are on, or the answer for one that names nothing.
async fn guild(site: &Site, token: &str, lang: Lang) -> Result<u64, Response> {
    match site.table.guild_by_token(token).await {
        Ok(Some(g)) => Ok(g),
        Ok(None) => Err(not_found(lang)),
        Err(e) => {
            tracing::warn!(error = %e, "cannot read a server's pages");
            Err(unavailable(lang))
        }
    }
}

/// How a member is named: the display name they last had at a table here.
fn name_of(names: &HashMap<u64, String>, user: u64, lang: Lang) -> String {
    names
        .get(&user)
        .cloned()
        .unwrap_or_else(|| tr(lang, "web-unknown-player"))
}

/// `/s/<token>`.
pub async fn server_page(
    State(site): State<Site>,
    Path(token): Path<String>,
    q: Asked,
    headers: HeaderMap,
) -> Response {
    let lang = html::lang(q.lang(), None, &headers);
    let guild_id = match guild(&site, &token, lang).await {
        Ok(g) => g,
        Err(r) => return r,
    };
    match server_body(&site, &token, guild_id, &q, lang).await {
        Ok((title, body)) => respond(StatusCode::OK, page(lang, &title, body)),
        Err(e) => {
            tracing::warn!(error = %e, "cannot read a server's leaderboard");
            unavailable(lang)
        }
    }
}

/// The page's title and body.
async fn server_body(
    site: &Site,
    token: &str,
    guild_id: u64,
    q: &Asked,
    lang: Lang,
) -> anyhow::Result<(String, Markup)> {
    let table = &site.table;
    let entry = q
        .text("game")
        .and_then(|id| games::shipped().find(|e| e.info.id == id))
        .or_else(|| games::shipped().next())
        .expect("a game");
    let game = entry.info.id;
    let system = System::of(entry.info);
    let rows = table.leaderboard(guild_id, Some(game)).await?;
    let pages = rows.len().div_ceil(LEADERBOARD_PAGE).max(1);
    let shown = q.within("page", 1, pages).unwrap_or(1);
    let look = table.guild_pages(guild_id).await?.unwrap_or_default();
    // Matches link to their pages while the server keeps them on.
    let linked = table.match_pages(guild_id).await?;
    let title = match &look.name {
        Some(name) => tr_args(lang, "web-server-named", &[("server", name.clone().into())]),
        None => tr(lang, "web-server-title"),
    };
    let lines: Vec<_> = rows
        .iter()
        .skip((shown - 1) * LEADERBOARD_PAGE)
        .take(LEADERBOARD_PAGE)
        .collect();
    let playing = table.guild_matches(guild_id, true, LISTED).await?;
    let recent = table.guild_matches(guild_id, false, LISTED).await?;
    // The members this page names: its lines, and the seats of its matches that recorded none.
    let unnamed = playing.iter().chain(&recent).flat_map(|m| {
        m.seats
            .iter()
            .filter(|s| s.bot.is_none() && s.name.is_empty())
            .map(|s| s.user_id)
    });
    let shown_users: Vec<u64> = lines.iter().map(|r| r.user_id).chain(unnamed).collect();
    let names = table.member_names(guild_id, &shown_users).await?;
    let link = |g: &str, p: usize| format!("/s/{token}?game={g}&page={p}");
    Ok((
        title.clone(),
        html! {
            div.server-title {
                @if look.icon.is_some() {
                    img.server-icon src=(format!("/s/{token}/icon.png?v={}", look.icon.as_deref().unwrap_or_default()))
                        alt="" width="64" height="64";
                }
                h1 { (title) }
            }
            nav.games aria-label=(tr(lang, "web-games-label")) {
                @for e in games::shipped() {
                    a.current[e.info.id == game] href=(link(e.info.id, 1)) { (e.info.name(lang)) }
                }
            }
            section.leaderboard {
                h2 { (tr_args(lang, "web-leaderboard", &[("game", entry.info.name(lang).into())])) }
                @if rows.is_empty() {
                    p { (tr(lang, "web-no-results")) }
                } @else {
                    table {
                        tr {
                            th { (tr(lang, "web-rank")) } th { (tr(lang, "web-player")) }
                            th { (tr(lang, "web-rating")) } th { (tr(lang, "web-record")) }
                            th { (tr(lang, "web-matches")) }
                        }
                        @for r in lines {
                            tr {
                                td { (r.rank) }
                                td { a href=(format!("/s/{token}/p/{}", r.user_id)) { (name_of(&names, r.user_id, lang)) } }
                                td {
                                    @if let Some(rating) = &r.rating {
                                        span title=(if rating.provisional(system) { tr(lang, "web-provisional") } else { String::new() }) {
                                            (rating.shown(system))
                                        }
                                    } @else { "—" }
                                }
                                td { (r.wins) " · " (r.draws) " · " (r.losses) }
                                td { (r.matches) }
                            }
                        }
                    }
                    @if pages > 1 {
                        nav.pages {
                            @if shown > 1 { a href=(link(game, shown - 1)) { (tr(lang, "web-previous")) } " " }
                            (tr_args(lang, "web-page", &[("page", (shown as i64).into()), ("pages", (pages as i64).into())]))
                            @if shown < pages { " " a href=(link(game, shown + 1)) { (tr(lang, "web-next")) } }
                        }
                    }
                }
            }
            section.in-play {
                h2 { (tr(lang, "web-in-play")) }
                @if playing.is_empty() { p { (tr(lang, "web-none-in-play")) } }
                ul { @for m in &playing { li { (match_item(m, &names, linked, lang)) } } }
            }
            section.recent {
                h2 { (tr(lang, "web-recent")) }
                ul { @for m in &recent { li { (match_item(m, &names, linked, lang)) } } }
            }
        },
    ))
}

/// `/s/<token>/icon.png`: the server's icon, while its pages are on.
pub async fn server_icon(
    State(site): State<Site>,
    Path(token): Path<String>,
    headers: HeaderMap,
) -> Response {
    let lang = html::lang(None, None, &headers);
    match site.table.guild_icon(&token).await {
        Ok(Some(png)) => (
            [
                (header::CONTENT_TYPE, "image/png"),
                // The page names the icon's hash: a new icon is a new address.
                (header::CACHE_CONTROL, "public, max-age=86400"),
            ],
            png,
        )
            .into_response(),
        Ok(None) => not_found(lang),
        Err(e) => {
            tracing::warn!(error = %e, "cannot read a server's icon");
            unavailable(lang)
        }
    }
}

/// A match in a list: its game, its players and, once over, who won; a link to its page when
/// `linked`.
fn match_item(m: &MatchLine, names: &HashMap<u64, String>, linked: bool, lang: Lang) -> Markup {
    let seat_name = |i: usize| {
        let s = &m.seats[i];
        match s.bot {
            Some(level) => computer_name(level, i, lang),
            None if !s.name.is_empty() => s.name.clone(),
            None => name_of(names, s.user_id, lang),
        }
    };
    let players: Vec<String> = (0..m.seats.len()).map(seat_name).collect();
    let game = games::by_id(&m.game).map_or(m.game.as_str(), |e| e.info.name(lang));
    let outcome = match m.status {
        MatchStatus::Playing => String::new(),
        MatchStatus::Ended => tr(lang, "web-no-result"),
        _ if m.winners.len() == m.seats.len() && !m.winners.is_empty() => tr(lang, "web-draw"),
        _ if m.winners.is_empty() => tr(lang, "web-no-result"),
        _ => {
            let won: Vec<String> = m
                .winners
                .iter()
                .map(|&s| seat_name(usize::from(s)))
                .collect();
            tr_args(lang, "web-won-by", &[("players", won.join(", ").into())])
        }
    };
    html! {
        @if linked {
            a href=(format!("/m/{}", m.token)) { (game) " #" (m.id) }
        } @else {
            (game) " #" (m.id)
        }
        " — " (players.join(", "))
        @if !outcome.is_empty() { " · " (outcome) }
    }
}

/// `/s/<token>/p/<player>`.
pub async fn player_page(
    State(site): State<Site>,
    Path((token, player)): Path<(String, String)>,
    q: Asked,
    headers: HeaderMap,
) -> Response {
    let lang = html::lang(q.lang(), None, &headers);
    let guild_id = match guild(&site, &token, lang).await {
        Ok(g) => g,
        Err(r) => return r,
    };
    let Ok(user) = player.parse::<u64>() else {
        return not_found(lang);
    };
    match player_body(&site, guild_id, user, lang).await {
        Ok(Some((name, body))) => respond(StatusCode::OK, page(lang, &name, body)),
        Ok(None) => not_found(lang),
        Err(e) => {
            tracing::warn!(error = %e, "cannot read a player's page");
            unavailable(lang)
        }
    }
}

async fn player_body(
    site: &Site,
    guild_id: u64,
    user: u64,
    lang: Lang,
) -> anyhow::Result<Option<(String, Markup)>> {
    let table = &site.table;
    let stats = table.stats(guild_id, user).await?;
    if stats.is_empty() {
        return Ok(None);
    }
    let opponents = stats.iter().filter_map(|s| s.best_win.map(|b| b.opponent));
    let named: Vec<u64> = std::iter::once(user).chain(opponents).collect();
    let names = table.member_names(guild_id, &named).await?;
    let name = name_of(&names, user, lang);
    let linked = table.match_pages(guild_id).await?;
    let mut charts = Vec::new();
    for s in &stats {
        let mut points = table.rating_points(guild_id, user, &s.game).await?;
        if !linked {
            points.iter_mut().for_each(|p| p.token = None);
        }
        charts.push(points);
    }
    let history = table
        .history(guild_id, user, None, 0)
        .await?
        .entries
        .into_iter()
        .take(PLAYER_HISTORY as usize);
    let mut recent = Vec::new();
    for h in history {
        let token = table.match_token(h.match_id).await?.unwrap_or_default();
        recent.push((h, token));
    }
    let standing = |s: Standing| {
        tr(
            lang,
            match s {
                Standing::Win => "web-win",
                Standing::Draw => "web-draw",
                Standing::Loss => "web-loss",
            },
        )
    };
    let body = html! {
        h1 { (name) }
        @for (s, points) in stats.iter().zip(&charts) {
            @let entry = games::by_id(&s.game);
            @let system = entry.map_or(System::Glicko2, |e| System::of(e.info));
            section.game {
                h2 { (entry.map_or(s.game.as_str(), |e| e.info.name(lang))) }
                dl.fields.stats {
                    div.field {
                        dt { (tr(lang, "web-rating")) }
                        dd { @if let Some(r) = &s.rating { (r.rating.shown(system)) } @else { "—" } }
                    }
                    div.field {
                        dt { (tr(lang, "web-record")) }
                        dd { (s.record.wins) " · " (s.record.draws) " · " (s.record.losses) }
                    }
                    div.field {
                        dt { (tr(lang, "web-vs-computer")) }
                        dd { (s.vs_computer.wins) " · " (s.vs_computer.draws) " · " (s.vs_computer.losses) }
                    }
                    @if let Some(b) = &s.best_win {
                        div.field {
                            dt { (tr(lang, "web-best-win")) }
                            dd { (tr_args(lang, "web-best-win-line", &[
                                ("opponent", name_of(&names, b.opponent, lang).into()),
                                ("rating", format!("{:.0}", b.opponent_rating).into()),
                            ])) }
                        }
                    }
                    @if let Some(st) = &s.streak {
                        div.field {
                            dt { (tr(lang, "web-streak")) }
                            dd { (tr_args(lang, "web-streak-line", &[
                                ("length", st.length.into()),
                                ("standing", standing(st.standing).into()),
                            ])) }
                        }
                    }
                }
                @if !points.is_empty() {
                    h3 { (tr(lang, "web-rating-chart")) }
                    (rating_chart(points, &tr(lang, "web-rating-chart"), |r| shown_number(system, r)))
                    p.hint { (tr(lang, "web-chart-hint")) }
                }
            }
        }
        section.recent {
            h2 { (tr(lang, "web-history")) }
            ul {
                @for (h, token) in &recent {
                    @let game = games::by_id(&h.game).map_or(h.game.as_str(), |e| e.info.name(lang));
                    li {
                        @if linked {
                            a href=(format!("/m/{token}")) { (game) " #" (h.match_id) }
                        } @else {
                            (game) " #" (h.match_id)
                        }
                        " — " (standing(h.standing))
                    }
                }
            }
        }
    };
    Ok(Some((name, body)))
}
