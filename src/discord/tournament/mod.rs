//! A tournament's public messages, in the tournament's own language: the sign-up message
//! (which becomes its card once it starts), each round's post in its thread (standings so far,
//! then the round's pairings, its players mentioned) and the final standings. `tend` posts
//! them as the scheduler finds them due.

pub mod tend;

use serenity::all::{ButtonStyle, CreateEmbed};

use crate::engine::Lang;
use crate::games;
use crate::i18n::{tr, tr_args};
use crate::store::Format;
use crate::table::{played_rounds, Tournament, TournamentStatus};
use crate::tournament::standings;

use super::commands::show_duration;
use super::ids::{ComponentId, TournamentButton};
use super::layout::{button, button_rows, Outgoing};

const COLOUR: u32 = 0xb8_86_0b;

/// A format's name.
#[must_use]
pub fn format_name(format: Format, lang: Lang) -> String {
    tr(lang, &format!("tournament-format-{}", format.as_str()))
}

/// Points as players write them: `2½`, `3`, `1¼` (quarters come from Sonneborn–Berger).
#[must_use]
pub fn points(p: f64) -> String {
    let quarters = (p * 4.0).round() as i64;
    let whole = quarters / 4;
    let part = match quarters % 4 {
        1 => "¼",
        2 => "½",
        3 => "¾",
        _ => "",
    };
    match (whole, part) {
        (0, "") => "0".to_owned(),
        (0, part) => part.to_owned(),
        (w, part) => format!("{w}{part}"),
    }
}

/// The game's name, or its id for a game this build no longer has.
fn game_name(t: &Tournament) -> String {
    games::by_id(&t.game).map_or_else(|| t.game.clone(), |e| e.info.name(t.lang).to_owned())
}

/// The tournament's title: `Tournament #12 — <game> (Swiss)`.
#[must_use]
pub fn title(t: &Tournament) -> String {
    tr_args(
        t.lang,
        "tournament-title",
        &[
            ("id", t.id.into()),
            ("game", game_name(t).into()),
            ("format", format_name(t.format, t.lang).into()),
        ],
    )
}

/// Its thread's name (at most 100 characters).
#[must_use]
pub fn thread_name(t: &Tournament) -> String {
    title(t).chars().take(100).collect()
}

fn tournament_button(
    t: &Tournament,
    b: TournamentButton,
    key: &str,
    style: ButtonStyle,
) -> serenity::all::CreateButton {
    button(
        &ComponentId::Tournament {
            tournament_id: t.id,
            button: b,
        },
        &tr(t.lang, key),
        style,
    )
}

/// The rules line: rounds, the time a round may last, the options.
fn rules_line(t: &Tournament) -> String {
    let lang = t.lang;
    let rounds = match t.rounds {
        Some(n) => tr_args(
            lang,
            "tournament-rounds",
            &[("rounds", i64::from(n).into())],
        ),
        None => tr(lang, "tournament-rounds-by-field"),
    };
    let time = match t.round_secs {
        Some(s) => tr_args(
            lang,
            "tournament-round-time",
            &[("time", show_duration(Some(s), lang).into())],
        ),
        None => tr(lang, "tournament-round-untimed"),
    };
    let options = games::by_id(&t.game)
        .map(|e| (e.describe_options)(&t.options, lang))
        .filter(|o| !o.is_empty())
        .map(|o| tr_args(lang, "lobby-options", &[("options", o.into())]))
        .unwrap_or_default();
    let tables = if t.seats > 2 {
        let seats = i64::try_from(t.seats).unwrap_or(0);
        format!(
            " · {}",
            tr_args(lang, "tournament-tables", &[("seats", seats.into())])
        )
    } else {
        String::new()
    };
    format!("{rounds}{tables} · {time}.{options}")
}

/// The entrants, mentioned, in sign-up order (seed order once seeded).
fn entrant_list(t: &Tournament) -> String {
    let mut users: Vec<(Option<usize>, u64)> =
        t.entrants.iter().map(|e| (e.seed, e.user)).collect();
    users.sort_by_key(|&(seed, _)| seed);
    if users.is_empty() {
        return tr(t.lang, "tournament-nobody");
    }
    users
        .iter()
        .map(|(_, u)| format!("<@{u}>"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Where it stands, in a line: sign-ups open until when, the round in play, the winner.
fn state_line(t: &Tournament) -> String {
    let lang = t.lang;
    match t.status {
        TournamentStatus::Signup => tr_args(
            lang,
            "tournament-signup",
            &[("manager", t.manager.into()), ("time", t.closes_at.into())],
        ),
        TournamentStatus::Running if t.round == 0 => tr(lang, "tournament-starting"),
        TournamentStatus::Running | TournamentStatus::Paused => {
            let key = if t.status == TournamentStatus::Paused {
                "tournament-paused"
            } else {
                "tournament-running"
            };
            let args = [
                ("round", i64::from(t.round).into()),
                ("rounds", i64::from(t.rounds.unwrap_or(0)).into()),
            ];
            tr_args(lang, key, &args)
        }
        TournamentStatus::Ended => tr_args(
            lang,
            "tournament-ended",
            &[("user", t.ended_by.unwrap_or(t.manager).into())],
        ),
        TournamentStatus::Finished => match t.entrants.iter().find(|e| e.place == Some(1)) {
            Some(w) => tr_args(lang, "tournament-won", &[("user", w.user.into())]),
            None => tr(lang, "tournament-over"),
        },
        TournamentStatus::Cancelled => tr(lang, "tournament-cancelled"),
    }
}

/// The buttons of its card.
fn card_buttons(t: &Tournament) -> Vec<serenity::all::CreateButton> {
    let b = |which, key, style| tournament_button(t, which, key, style);
    match t.status {
        TournamentStatus::Signup => vec![
            b(
                TournamentButton::Join,
                "tournament-join",
                ButtonStyle::Success,
            ),
            b(
                TournamentButton::Leave,
                "tournament-leave",
                ButtonStyle::Secondary,
            ),
            b(
                TournamentButton::Start,
                "tournament-start",
                ButtonStyle::Primary,
            ),
            b(
                TournamentButton::Cancel,
                "tournament-cancel",
                ButtonStyle::Danger,
            ),
        ],
        TournamentStatus::Running | TournamentStatus::Paused => vec![
            b(
                TournamentButton::Standings,
                "tournament-standings",
                ButtonStyle::Primary,
            ),
            b(
                TournamentButton::Withdraw,
                "tournament-withdraw",
                ButtonStyle::Danger,
            ),
        ],
        TournamentStatus::Finished | TournamentStatus::Ended => vec![b(
            TournamentButton::Standings,
            "tournament-standings",
            ButtonStyle::Primary,
        )],
        TournamentStatus::Cancelled => Vec::new(),
    }
}

/// The sign-up message while sign-ups are open; the tournament's card after.
#[must_use]
pub fn card(t: &Tournament) -> Outgoing {
    let entrants = tr_args(
        t.lang,
        "tournament-entrants",
        &[
            ("count", t.entrants.len().into()),
            ("cap", t.cap.into()),
            ("members", entrant_list(t).into()),
        ],
    );
    Outgoing {
        content: format!(
            "🏆 **{}**\n{}\n{}\n{entrants}",
            title(t),
            rules_line(t),
            state_line(t)
        ),
        components: button_rows(card_buttons(t)),
        ..Outgoing::default()
    }
}

/// The standings as lines: Swiss and round-robin by points and tie-breaks, knockout by the
/// round each entrant went out in. A withdrawn entrant is marked.
#[must_use]
pub fn standings_lines(t: &Tournament) -> Vec<String> {
    let lang = t.lang;
    let user = |seed: usize| t.by_seed(seed).map_or(0, |e| e.user);
    let withdrawn = |seed: usize| {
        if t.by_seed(seed).is_some_and(|e| e.withdrawn_round.is_some()) {
            format!(" {}", tr(lang, "tournament-withdrawn-mark"))
        } else {
            String::new()
        }
    };
    if t.entrants.iter().all(|e| e.seed.is_none()) {
        return Vec::new();
    }
    match t.format {
        Format::Swiss | Format::RoundRobin => {
            standings::standings(t.entrants.len(), &played_rounds(t))
                .iter()
                .enumerate()
                .map(|(i, s)| {
                    tr_args(
                        lang,
                        "tournament-standing",
                        &[
                            ("place", (i + 1).into()),
                            ("user", user(s.entrant).into()),
                            ("points", points(s.points).into()),
                            ("buchholz", points(s.buchholz).into()),
                            ("sb", points(s.sonneborn_berger).into()),
                            ("played", s.played.into()),
                        ],
                    ) + &withdrawn(s.entrant)
                })
                .collect()
        }
        Format::Knockout => {
            let mut places = crate::table::places(t);
            places.sort_by_key(|&(u, place)| (place, t.entrant(u).and_then(|e| e.seed)));
            let over = t.status.is_over();
            places
                .iter()
                .map(|&(u, place)| {
                    let seed = t.entrant(u).and_then(|e| e.seed).unwrap_or(0);
                    let key = if over {
                        "tournament-placed"
                    } else if place == 1 {
                        "tournament-still-in"
                    } else {
                        "tournament-out"
                    };
                    tr_args(
                        lang,
                        key,
                        &[
                            ("place", i64::from(place).into()),
                            ("user", u.into()),
                            ("seed", (seed + 1).into()),
                        ],
                    ) + &withdrawn(seed)
                })
                .collect()
        }
    }
}

/// An embed of the standings, titled `title_key`; none before the first result.
fn standings_embed(t: &Tournament, title_key: &str) -> Option<CreateEmbed> {
    let lines = standings_lines(t);
    if lines.is_empty() || played_rounds(t).is_empty() {
        return None;
    }
    let mut text = String::new();
    for line in lines {
        // An embed's description holds 4096 characters; the lines at the bottom give way.
        if text.len() + line.len() + 1 > 4000 {
            text.push('…');
            break;
        }
        text.push_str(&line);
        text.push('\n');
    }
    let mut embed = CreateEmbed::new()
        .title(tr_args(t.lang, title_key, &[("title", title(t).into())]))
        .description(text)
        .colour(COLOUR);
    if t.format != Format::Knockout {
        embed = embed.footer(serenity::all::CreateEmbedFooter::new(tr(
            t.lang,
            "tournament-standings-key",
        )));
    }
    Some(embed)
}

/// The post that opens round `t.round` in the thread: its pairings (everybody mentioned,
/// and pinged) and the standings so far.
#[must_use]
pub fn round_post(t: &Tournament) -> Outgoing {
    let lang = t.lang;
    let user = |seed: usize| t.by_seed(seed).map_or(0, |e| e.user);
    let mut pings = Vec::new();
    let mut lines = vec![tr_args(
        lang,
        "tournament-round-head",
        &[
            ("round", i64::from(t.round).into()),
            ("rounds", i64::from(t.rounds.unwrap_or(t.round)).into()),
            ("title", title(t).into()),
        ],
    )];
    if let Some(d) = t.round_deadline {
        lines.push(tr_args(
            lang,
            "tournament-round-ends",
            &[("time", d.into())],
        ));
    }
    for (i, b) in t.last_legs(t.round).iter().enumerate() {
        let users: Vec<u64> = b.seats.iter().map(|&s| user(s)).collect();
        pings.extend(&users);
        lines.push(match users.as_slice() {
            [one] => tr_args(
                lang,
                "tournament-bye",
                &[("board", (i + 1).into()), ("user", (*one).into())],
            ),
            [] => continue,
            players => {
                let players: Vec<String> = players.iter().map(|u| format!("<@{u}>")).collect();
                tr_args(
                    lang,
                    "tournament-pairing",
                    &[
                        ("board", (i + 1).into()),
                        ("players", players.join(" – ").into()),
                    ],
                )
            }
        });
    }
    Outgoing {
        content: lines.join("\n"),
        embed: standings_embed(t, "tournament-standings-title"),
        pings,
        ..Outgoing::default()
    }
}

/// The post of a knockout game played again after a level one.
#[must_use]
pub fn rematch_post(t: &Tournament, first: u64, second: u64) -> Outgoing {
    Outgoing {
        content: tr_args(
            t.lang,
            "tournament-rematch",
            &[("first", first.into()), ("second", second.into())],
        ),
        pings: vec![first, second],
        ..Outgoing::default()
    }
}

/// The final standings (or the tournament called off), for its thread.
#[must_use]
pub fn final_post(t: &Tournament) -> Outgoing {
    let winner: Vec<u64> = t
        .entrants
        .iter()
        .filter(|e| e.place == Some(1))
        .map(|e| e.user)
        .collect();
    Outgoing {
        content: format!("🏆 **{}**\n{}", title(t), state_line(t)),
        embed: (t.status != TournamentStatus::Cancelled)
            .then(|| standings_embed(t, "tournament-final-title"))
            .flatten(),
        pings: winner,
        ..Outgoing::default()
    }
}

/// The standings for whoever asks (an ephemeral answer), in their language's words around
/// the tournament's own lines.
#[must_use]
pub fn standings_note(t: &Tournament, lang: Lang) -> Outgoing {
    let mut out = Outgoing::note(tr_args(
        lang,
        "tournament-standings-note",
        &[
            ("title", title(t).into()),
            ("round", i64::from(t.round).into()),
        ],
    ));
    out.embed = standings_embed(t, "tournament-standings-title");
    if out.embed.is_none() {
        out.content.push('\n');
        out.content.push_str(&tr(lang, "tournament-no-results"));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::{TournamentBoard, TournamentEntrant};

    fn tournament(format: Format, seats: usize, lang: Lang) -> Tournament {
        let entrants = (0..8)
            .map(|i| TournamentEntrant {
                user: 100 + i as u64,
                seed: Some(i),
                rating: None,
                withdrawn_round: (i == 7).then_some(2),
                place: None,
            })
            .collect();
        Tournament {
            id: 12,
            guild_id: 1,
            channel_id: 2,
            // A game for four or more, whichever the registry has.
            game: crate::games::REGISTRY
                .iter()
                .find(|e| e.info.max_seats >= 4 && e.info.id != "tally")
                .map_or("tally", |e| e.info.id)
                .into(),
            format,
            rounds: Some(3),
            round_secs: Some(86_400),
            seats,
            options: serde_json::Value::Null,
            cap: 16,
            manager: 9,
            lang,
            status: TournamentStatus::Running,
            round: 2,
            round_deadline: Some(1_800_000_000),
            posted_round: 1,
            message_id: Some(5),
            thread_id: Some(5),
            announced: false,
            created_at: 0,
            closes_at: 0,
            ended_by: None,
            entrants,
            boards: vec![
                TournamentBoard {
                    round: 1,
                    board: 0,
                    leg: 0,
                    seats: vec![0, 3, 4, 7],
                    match_id: Some(1),
                    halves: Some(vec![6, 4, 2, 0]),
                },
                TournamentBoard {
                    round: 1,
                    board: 1,
                    leg: 0,
                    seats: vec![1, 2, 5, 6],
                    match_id: Some(2),
                    halves: Some(vec![0, 2, 4, 6]),
                },
                TournamentBoard {
                    round: 2,
                    board: 0,
                    leg: 0,
                    seats: vec![0, 6, 3, 5],
                    match_id: Some(3),
                    halves: None,
                },
                TournamentBoard {
                    round: 2,
                    board: 1,
                    leg: 0,
                    seats: vec![2, 4, 1],
                    match_id: Some(4),
                    halves: None,
                },
            ],
        }
    }

    #[test]
    fn points_read_as_players_write_them() {
        assert_eq!(points(0.0), "0");
        assert_eq!(points(0.5), "½");
        assert_eq!(points(2.5), "2½");
        assert_eq!(points(1.25), "1¼");
        assert_eq!(points(3.0), "3");
    }

    #[test]
    fn a_round_post_mentions_every_player_of_every_table_and_shows_the_standings() {
        let t = tournament(Format::Swiss, 4, Lang::En);
        let post = round_post(&t);
        assert_eq!(post.pings.len(), 7, "everyone seated this round is pinged");
        assert!(
            post.content.contains("**Round 2 of 3**"),
            "{}",
            post.content
        );
        assert!(
            post.content
                .contains("1. <@100> – <@106> – <@103> – <@105>"),
            "{}",
            post.content
        );
        let lines = standings_lines(&t);
        assert!(lines[0].starts_with("1. <@100> — **3**"), "{lines:?}");
        assert!(lines
            .iter()
            .any(|l| l.contains("<@107>") && l.contains("(withdrew)")));
        assert!(post.embed.is_some(), "standings after round 1");
        let es = round_post(&tournament(Format::Swiss, 4, Lang::Es));
        assert!(es.content.contains("**Ronda 2 de 3**"), "{}", es.content);
    }

    #[test]
    fn a_card_shows_what_can_be_done_now() {
        let mut t = tournament(Format::Swiss, 4, Lang::En);
        t.status = TournamentStatus::Signup;
        let signup = card(&t);
        assert!(
            signup.content.contains("tables of up to 4"),
            "{}",
            signup.content
        );
        let ids: Vec<String> = signup
            .components
            .iter()
            .flat_map(|row| match row {
                serenity::all::CreateActionRow::Buttons(b) => b.clone(),
                _ => Vec::new(),
            })
            .filter_map(|b| {
                serde_json::to_value(b).ok()?["custom_id"]
                    .as_str()
                    .map(str::to_owned)
            })
            .collect();
        assert_eq!(
            ids,
            ["o:12:join", "o:12:leave", "o:12:start", "o:12:cancel"]
        );
        t.status = TournamentStatus::Cancelled;
        assert!(card(&t).components.is_empty());
        t.status = TournamentStatus::Finished;
        t.entrants[2].place = Some(1);
        assert!(card(&t).content.contains("Winner: <@102>"));
        assert!(thread_name(&t).chars().count() <= 100);
    }
}
