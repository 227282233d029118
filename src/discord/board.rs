//! The public board and a player's private hand, built from a [`Match`]. The board is made
//! from the public view only; the hand from that seat's view only.

use serenity::all::{ButtonStyle, CreateActionRow, CreateButton};

use crate::engine::render::Panel;
use crate::engine::{Lang, RenderCtx, Seat};
use crate::fair;
use crate::i18n::{tr, tr_args};
use crate::metrics::{Gauged, BOARD_EDITS_BEHIND};
use crate::table::{Match, Status};

use super::ids::ComponentId;
use super::layout::{
    button, button_rows, composer_rows, embed, embed_pinned, move_pages, Outgoing,
    MAX_BUTTONS_PER_ROW, MAX_ROWS,
};
use super::types::Data;
pub use super::types::Look;

const PLAYING: u32 = 0x2e7d32;
const OVER: u32 = 0x546e7a;

/// A name per seat: a person's mention, a computer player's name; for pictures, the
/// person's server display name when the match started and the computer player's name.
#[must_use]
pub fn render_ctx(m: &Match, lang: Lang) -> RenderCtx {
    let names = Seat::all(m.users.len())
        .map(|s| match m.bot_at(s) {
            Some(level) => super::lobby::computer_name(level, s.index(), lang),
            None => format!("<@{}>", m.user_at(s)),
        })
        .collect();
    m.render_ctx(lang, names)
}

/// Whom the board calls on: the people (mentioned, and pinged), then the computer players
/// (thinking). An absent player's seat is neither: the computer plays it, and the board's
/// waiting field says so.
fn called_line(m: &Match, ctx: &RenderCtx) -> (String, Vec<u64>) {
    let called = m.game.called(m.recent.last().as_ref());
    let of = |keep: &dyn Fn(Seat) -> bool| -> Vec<Seat> {
        called.iter().copied().filter(|&s| keep(s)).collect()
    };
    let computers = of(&|s| m.bot_at(s).is_some());
    let absent = of(&|s| m.bot_at(s).is_none() && m.computer_plays(s).is_some());
    let people = of(&|s| m.computer_plays(s).is_none());
    let pings: Vec<u64> = people.iter().map(|&s| m.user_at(s)).collect();
    let mut lines = Vec::new();
    if !people.is_empty() || (computers.is_empty() && absent.is_empty()) {
        let mentions: Vec<String> = pings.iter().map(|u| format!("<@{u}>")).collect();
        lines.push(format!(
            "{} — {}",
            mentions.join(" "),
            tr(ctx.lang, "board-your-turn")
        ));
    }
    if !computers.is_empty() {
        let names: Vec<String> = computers.iter().map(|&s| ctx.name(s).to_owned()).collect();
        lines.push(tr_args(
            ctx.lang,
            "computer-thinking",
            &[
                ("players", names.join(", ").into()),
                ("count", (names.len() as i64).into()),
            ],
        ));
    }
    if !absent.is_empty() {
        let names: Vec<String> = absent.iter().map(|&s| ctx.name(s).to_owned()).collect();
        lines.push(tr_args(
            ctx.lang,
            "computer-playing-for",
            &[("players", names.join(", ").into())],
        ));
    }
    (lines.join("\n"), pings)
}

fn footer(m: &Match, lang: Lang) -> String {
    let commitment = fair::commitment(m.seed);
    tr_args(
        lang,
        "board-footer",
        &[
            ("id", m.id.into()),
            ("version", m.version.into()),
            ("commitment", fair::short(&commitment).into()),
        ],
    )
}

/// The fair-shuffle field: the commitment to the seed while the match is played, the seed
/// itself once it is over.
fn fair_field(m: &Match, lang: Lang) -> crate::engine::render::Field {
    let value = fair::in_words(m.seed, m.is_over(), lang);
    crate::engine::render::Field::new(tr(lang, "fair-field"), value, false)
}

fn result_line(m: &Match, ctx: &RenderCtx) -> String {
    let l = ctx.lang;
    if let Some(by) = m.ended_by {
        return tr_args(l, "board-ended", &[("user", by.into())]);
    }
    let Some(result) = &m.result else {
        return String::new();
    };
    let resigned: Vec<String> = Seat::all(m.users.len())
        .filter(|s| !result.winners.contains(s))
        .map(|s| ctx.name(s).to_owned())
        .collect();
    let winners: Vec<String> = result
        .winners
        .iter()
        .map(|&s| ctx.name(s).to_owned())
        .collect();
    let prefix = if let Some(late) = m.lost_on_time {
        tr_args(l, "board-out-of-time", &[("player", ctx.name(late).into())])
    } else if m.status == Status::Resigned {
        tr_args(
            l,
            "board-resigned",
            &[("players", resigned.join(", ").into())],
        )
    } else {
        String::new()
    };
    if result.is_draw() {
        format!("{prefix}{}", tr(l, "board-draw"))
    } else if result.winners.is_empty() {
        format!("{prefix}{}", tr(l, "board-nobody-wins"))
    } else {
        let wins = tr_args(
            l,
            "board-wins",
            &[
                ("players", winners.join(", ").into()),
                ("count", (winners.len() as i64).into()),
            ],
        );
        format!("{prefix}{wins}")
    }
}

/// The public board message: panel, recent actions, whose turn, and the board's buttons, in
/// the match's one language (whoever clicked); with pictures, the board drawn too; with a
/// site, a link to the match's page.
#[must_use]
pub fn board(m: &Match, look: &Look) -> Outgoing {
    let pictures = look.pictures;
    let lang = m.lang;
    let ctx = render_ctx(m, lang);
    let mut panel = m.game.render_public(&ctx);
    let events = m.recent.events();
    let recent = m.game.narrate(&events.iter().collect::<Vec<_>>(), &ctx);
    if !recent.is_empty() {
        // Keep the newest lines when there are many.
        let tail = &recent[recent.len().saturating_sub(12)..];
        panel.fields.push(crate::engine::render::Field::new(
            tr(lang, "board-last-actions"),
            tail.join("\n"),
            false,
        ));
    }
    if !m.is_over() {
        if let Some(field) = waiting_field(m, lang) {
            panel.fields.push(field);
        }
    }
    let (content, pings, buttons) = if m.is_over() {
        let line = result_line(m, &ctx);
        panel.description = format!("{line}\n{}", panel.description);
        let rematch = button(
            &ComponentId::Rematch { match_id: m.id },
            &tr(lang, "button-rematch"),
            ButtonStyle::Success,
        );
        (line, Vec::new(), vec![rematch])
    } else {
        let (content, to_act) = called_line(m, &ctx);
        let buttons = vec![
            button(
                &ComponentId::Hand { match_id: m.id },
                &tr(lang, "button-hand"),
                ButtonStyle::Primary,
            ),
            button(
                &ComponentId::Resign { match_id: m.id },
                &tr(lang, "button-resign"),
                ButtonStyle::Danger,
            ),
        ];
        (content, to_act, buttons)
    };
    let mut buttons = buttons;
    if let Some(url) = look.page_of(m) {
        // Style 5: Discord opens the address; no interaction comes back.
        buttons.push(CreateButton::new_link(url).label(tr(lang, "button-web")));
    }
    let colour = if m.is_over() { OVER } else { PLAYING };
    Outgoing {
        content,
        embed: Some(embed_pinned(
            &panel,
            &footer(m, lang),
            colour,
            Some(&fair_field(m, lang)),
        )),
        components: button_rows(buttons),
        ephemeral: false,
        pings,
        files: Vec::new(),
        picture: None,
    }
    .with_picture(
        pictures.then(|| m.game.scene_public(&ctx)).flatten(),
        BOARD_PICTURE,
    )
}

/// The file name of a board's picture, and of a hand's.
pub const BOARD_PICTURE: &str = "board.png";
pub const HAND_PICTURE: &str = "hand.png";

/// Whom the match waits for and since when (Discord shows the time relative to the reader's
/// now), and the seats played automatically.
fn waiting_field(m: &Match, lang: Lang) -> Option<crate::engine::render::Field> {
    let mut lines: Vec<String> = m
        .waiting
        .iter()
        .filter(|(s, _)| !m.absent.get(s.index()).copied().unwrap_or(false))
        .map(|&(s, since)| {
            tr_args(
                lang,
                "board-waiting-line",
                &[("user", m.user_at(s).into()), ("since", since.into())],
            )
        })
        .collect();
    lines.extend(m.absent_seats().into_iter().map(|s| {
        tr_args(
            lang,
            "board-automatic-line",
            &[("user", m.user_at(s).into())],
        )
    }));
    (!lines.is_empty()).then(|| {
        crate::engine::render::Field::new(tr(lang, "board-waiting"), lines.join("\n"), false)
    })
}

/// What the public board shows, as one number: it changes with every move and whenever a
/// seat goes on automatic play or comes back, so that an edit is sent exactly then.
#[must_use]
pub fn stamp(m: &Match) -> i64 {
    let absent = m
        .absent
        .iter()
        .enumerate()
        .filter(|(_, &a)| a)
        .fold(0_i64, |bits, (i, _)| bits | 1 << i);
    (m.version << 16) | absent
}

/// Edits the public board to the match's latest state. Edits of one match are serialized and
/// never go back to an older version. Returns whether the computer may move: the match waits
/// for it, or a computer player may talk meanwhile (false
/// when it cannot be loaded): what to do about that is the computer's business
/// ([`super::computer::changed`]).
pub(crate) async fn refresh_board(data: &Data, match_id: i64) -> bool {
    let _behind = Gauged::new(BOARD_EDITS_BEHIND);
    let gate = data.board_gate(match_id);
    let mut shown = gate.lock().await;
    match data.table.get(match_id).await {
        Ok(m) => edit_board(data, &m, &mut shown).await,
        Err(e) => {
            tracing::warn!(match_id, error = %e, "cannot load match to refresh its board");
            false
        }
    }
}

/// [`refresh_board`] with `m`, the match a move has just returned, which saves copying it
/// again. When the match has moved on since (moves arriving together), or this version was
/// shown with other absent seats (which came last is not known here), the latest is shown
/// instead, so that moves arriving together still make one edit.
pub(crate) async fn show_board(data: &Data, m: &Match) -> bool {
    let _behind = Gauged::new(BOARD_EDITS_BEHIND);
    let gate = data.board_gate(m.id);
    let mut shown = gate.lock().await;
    let other_absent = shown.is_some_and(|s| s >> 16 == m.version && s != stamp(m));
    if other_absent || data.table.moved_past(m.id, m.version).await {
        return match data.table.get(m.id).await {
            Ok(now) => edit_board(data, &now, &mut shown).await,
            Err(_) => m.computer_may_move(),
        };
    }
    edit_board(data, m, &mut shown).await
}

/// Edits the board of `m` unless `shown` (its gate's stamp) is as new; whether the computer
/// may move ([`Match::computer_may_move`]).
async fn edit_board(data: &Data, m: &Match, shown: &mut Option<i64>) -> bool {
    let computer = m.computer_may_move();
    let Some(message) = m.board_message_id else {
        return computer;
    };
    let stamp = stamp(m);
    // Older stamps are older versions; the same version with other absent seats is news.
    if shown.is_some_and(|s| s >> 16 > m.version || s == stamp) {
        return computer;
    }
    let out = board(m, &data.look(m.guild_id).await).drawn();
    let files = out.files.clone();
    match data
        .rest
        .edit_message_with_files(m.channel_id, message, &out.edit(), &files)
        .await
    {
        Ok(()) => *shown = Some(stamp),
        Err(e) => tracing::warn!(match_id = m.id, error = %e, "board edit failed"),
    }
    computer
}

/// One player's private view with a control for each legal move, and a refresh button.
#[must_use]
pub fn hand(m: &Match, seat: Seat, lang: Lang, note: Option<&str>, pictures: bool) -> Outgoing {
    hand_page(m, seat, lang, note, 0, pictures)
}

/// A seat's private view at page `page` of its choices (more pages only when they do not
/// fit in one message: a button goes to the next, the last back to the first).
#[must_use]
pub fn hand_page(
    m: &Match,
    seat: Seat,
    lang: Lang,
    note: Option<&str>,
    page: u8,
    pictures: bool,
) -> Outgoing {
    let ctx = render_ctx(m, lang);
    let mut panel = m.game.render_seat(seat, &ctx);
    if m.is_over() {
        panel.controls.clear();
        panel.description = result_line(m, &ctx);
    }
    let page = usize::from(page);
    let (mut components, pages) = move_pages(&panel, m.id, m.version, MAX_ROWS - 1, page);
    let mut buttons = vec![button(
        &ComponentId::Hand { match_id: m.id },
        &tr(lang, "button-refresh"),
        ButtonStyle::Secondary,
    )];
    if pages > 1 {
        let shown = page.min(pages - 1);
        let next = u8::try_from((shown + 1) % pages).unwrap_or(0);
        buttons.push(button(
            &ComponentId::HandPage {
                match_id: m.id,
                page: next,
            },
            &tr_args(
                lang,
                "button-more-choices",
                &[
                    ("page", (shown as i64 + 1).into()),
                    ("pages", (pages as i64).into()),
                ],
            ),
            ButtonStyle::Primary,
        ));
    }
    components.extend(button_rows(buttons));
    let content = note.unwrap_or_default().to_owned();
    seat_message(m, seat, &ctx, &panel, content, components, pictures)
}

/// A seat's private message: `panel` as its embed under `content`, with `components` and,
/// where pictures are on, the seat's picture.
fn seat_message(
    m: &Match,
    seat: Seat,
    ctx: &RenderCtx,
    panel: &Panel,
    content: String,
    components: Vec<CreateActionRow>,
    pictures: bool,
) -> Outgoing {
    Outgoing {
        content,
        embed: Some(embed(panel, &footer(m, ctx.lang), PLAYING)),
        components,
        ephemeral: true,
        pings: Vec::new(),
        files: Vec::new(),
        picture: None,
    }
    .with_picture(
        pictures.then(|| m.game.scene_seat(seat, ctx)).flatten(),
        HAND_PICTURE,
    )
}

/// `out`, a seat's private message, with the link that opens the seat on the web ("Play on the
/// web"), beside its last buttons. `link` is `None` where the site is not public or the server's
/// match pages are off.
#[must_use]
pub fn with_seat_link(mut out: Outgoing, link: Option<String>, lang: Lang) -> Outgoing {
    let Some(url) = link else {
        return out;
    };
    // Style 5: Discord opens the address; no interaction comes back.
    let play = CreateButton::new_link(url).label(tr(lang, "button-play-web"));
    let rows = out.components.len();
    let room = out.components.iter_mut().rev().find_map(|row| match row {
        CreateActionRow::Buttons(buttons) if buttons.len() < MAX_BUTTONS_PER_ROW => Some(buttons),
        _ => None,
    });
    match room {
        Some(buttons) => buttons.push(play),
        None if rows < MAX_ROWS => out.components.push(CreateActionRow::Buttons(vec![play])),
        None => {}
    }
    out
}

/// A seat's composer of `draft` (a move built in steps, such as an offer with its terms):
/// the draft in words, what changes it, the move itself when it is legal, and a way back to
/// the hand. It replaces the hand in its message, so it keeps the hand's picture. `None`
/// when the game composes no such move.
#[must_use]
pub fn draft_view(
    m: &Match,
    seat: Seat,
    lang: Lang,
    draft: &str,
    pictures: bool,
) -> Option<Outgoing> {
    let ctx = render_ctx(m, lang);
    let panel = m.game.render_draft(seat, draft, &ctx)?;
    let back = button(
        &ComponentId::Hand { match_id: m.id },
        &tr(lang, "button-back-to-hand"),
        ButtonStyle::Secondary,
    );
    let components = composer_rows(&panel, m.id, m.version, vec![back]);
    Some(seat_message(
        m,
        seat,
        &ctx,
        &panel,
        String::new(),
        components,
        pictures,
    ))
}

/// The form of a seat's composer of `draft`, if it has one.
#[must_use]
pub fn draft_form(
    m: &Match,
    seat: Seat,
    lang: Lang,
    draft: &str,
) -> Option<crate::engine::render::Form> {
    let ctx = render_ctx(m, lang);
    let panel = m.game.render_draft(seat, draft, &ctx)?;
    panel.controls.into_iter().find_map(|g| g.form)
}
