//! A match played again from its move log, for the viewer: at every step (the start, then after
//! each move) the public panel and the scene of its picture, each move in words, and, once the
//! match is over, one seat's hand at every step (Board Game Arena's replays from a seat).
//!
//! Built once per match, version, language and view, and kept for a while: a viewer steps
//! through the same match many times, and every watcher of a match in play asks for the same
//! moves after each of them. A replay being built is built once however many ask at once.
//!
//! While a match is played only its public steps exist: a seat's view is refused by
//! [`View::allowed`], and a move that showed nothing is named without its notation. Once over,
//! nothing is secret any more (the seed is shown, and `taberna verify` replays every deal).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use maud::{html, Markup};
use serde_json::Value;

use crate::engine::render::Panel;
use crate::engine::scene::Scene;
use crate::engine::{Lang, RenderCtx, Seat};
use crate::i18n::{tr, tr_args};
use crate::replay::{play_line, ReplayFile};
use crate::table::{Match, Table, TableError};

use super::board::{ctx, panel_html, panel_words};
use super::html::inline;

/// Whose eyes a replay has: everyone's, or one seat's (its hand at every step too).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum View {
    Public,
    Seat(Seat),
}

impl View {
    /// The view `m` may be shown in when `asked`: a seat's only once it is over, and only a
    /// seat the match has.
    #[must_use]
    pub fn allowed(asked: View, m: &Match) -> View {
        match asked {
            View::Seat(s) if m.is_over() && s.index() < m.users.len() => asked,
            _ => View::Public,
        }
    }

    /// `?seat=`: seats counted from 1, as players count them.
    #[must_use]
    pub fn from_number(seat: Option<usize>) -> View {
        match seat {
            Some(n) if (1..=usize::from(u8::MAX)).contains(&n) => View::Seat(Seat((n - 1) as u8)),
            _ => View::Public,
        }
    }

    /// The `seat=` of an address that keeps this view (empty for the public one).
    #[must_use]
    pub fn query(self) -> String {
        match self {
            View::Public => String::new(),
            View::Seat(s) => format!("&seat={}", s.index() + 1),
        }
    }
}

/// A seat's hand at one step.
pub struct Hand {
    pub panel: Panel,
    pub scene: Option<Scene>,
}

/// One step of a replay: the public view after the moves before it, and the seat's hand when
/// the replay has a seat's eyes.
pub struct Step {
    pub panel: Panel,
    pub scene: Option<Scene>,
    pub hand: Option<Hand>,
}

/// A match, step by step.
pub struct Replay {
    /// The replay file, as `/replay` attaches it: only once the match is over.
    pub file: Option<String>,
    /// `steps[0]` is the start, `steps[k]` the state after move `k`.
    pub steps: Vec<Step>,
    /// Move `k` (from 1) in words: `moves[k - 1]`.
    pub moves: Vec<String>,
    pub view: View,
    /// The match's version it was built at.
    pub version: i64,
    /// The match's server (whose settings say whether its pages are shown).
    pub guild_id: u64,
    /// The players' names, by seat.
    pub names: Vec<String>,
}

/// What a replay is kept by: page token, language, view and version.
type Key = (String, &'static str, View, i64);

/// Replays kept within a budget of bytes, and the ones being built.
pub struct Replays {
    kept: crate::picture::Bounded<Key, Replay>,
    building: Mutex<HashMap<Key, Arc<tokio::sync::Mutex<()>>>>,
}

/// Bytes of replays kept: a long match's steps take a few hundred kilobytes.
pub const REPLAYS_BUDGET: usize = 32 << 20;

impl Replays {
    #[must_use]
    pub fn new(budget: usize) -> Replays {
        Replays {
            kept: crate::picture::Bounded::new(budget),
            building: Mutex::default(),
        }
    }

    /// The replay of the page `token` at `version` in `lang` and `view`, if it is kept: a
    /// viewer's steps name all four, and are answered without reading the match.
    #[must_use]
    pub fn kept(&self, token: &str, lang: Lang, view: View, version: i64) -> Option<Arc<Replay>> {
        self.kept
            .get(&(token.to_owned(), super::html::code(lang), view, version))
    }

    /// The turn of whoever builds `key`: the others wait for it, then find it kept.
    fn turn(&self, key: &Key) -> Arc<tokio::sync::Mutex<()>> {
        let mut building = self
            .building
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        Arc::clone(building.entry(key.clone()).or_default())
    }

    fn built(&self, key: &Key) {
        self.building
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .remove(key);
    }
}

/// The replay of `m` in `lang` with the eyes of `view` (the public view while it is played),
/// built unless it was lately.
///
/// # Errors
/// The match's log cannot be read, or no longer replays (a corrupt log).
pub async fn of(
    replays: &Replays,
    table: &Table,
    m: &Match,
    lang: Lang,
    view: View,
) -> Result<Arc<Replay>, TableError> {
    let view = View::allowed(view, m);
    let key = (
        m.web_token.clone(),
        super::html::code(lang),
        view,
        m.version,
    );
    if let Some(kept) = replays.kept.get(&key) {
        return Ok(kept);
    }
    let turn = replays.turn(&key);
    let _turn = turn.lock().await;
    if let Some(kept) = replays.kept.get(&key) {
        return Ok(kept);
    }
    let id = m.id;
    let made = async {
        let (file, m) = if m.is_over() {
            table.replay_file(m.id, m.guild_id).await?
        } else {
            table.played_so_far(m.id).await?
        };
        tokio::task::spawn_blocking(move || build(&file, &m, lang, view))
            .await
            .map_err(|e| TableError::Corrupt(id, e.to_string()))?
    }
    .await;
    replays.built(&key);
    let built = made?;
    // The match may have moved on since it was read: kept by the version it was built at.
    let key = (key.0, key.1, key.2, built.version);
    Ok(replays.kept.get_or_make(&key, || {
        let cost = built.cost();
        (built, cost)
    }))
}

impl Replay {
    /// About the bytes it holds: its text, and its steps as their debug text (a fair measure of
    /// their strings and items, taken once when it is built).
    fn cost(&self) -> usize {
        let steps: usize = self
            .steps
            .iter()
            .map(|s| {
                let hand = s.hand.as_ref().map(|h| (&h.panel, &h.scene));
                format!("{:?}{:?}{hand:?}", s.panel, s.scene).len()
            })
            .sum();
        self.file.as_ref().map_or(0, String::len)
            + self.moves.iter().map(String::len).sum::<usize>()
            + steps
    }

    /// The last step.
    #[must_use]
    pub fn last(&self) -> usize {
        self.steps.len() - 1
    }
}

/// Plays `file` through, recording every step as `view` sees it.
fn build(file: &ReplayFile, m: &Match, lang: Lang, view: View) -> Result<Replay, TableError> {
    let corrupt = |e: String| TableError::Corrupt(m.id, e);
    let over = m.is_over();
    let view = View::allowed(view, m);
    let ctx = ctx(m, lang);
    let mut game = file.start().map_err(|e| corrupt(e.to_string()))?;
    let step = |g: &dyn crate::engine::DynMatch| Step {
        panel: g.render_public(&ctx),
        scene: g.scene_public(&ctx),
        hand: match view {
            View::Public => None,
            View::Seat(seat) => Some(Hand {
                panel: g.render_seat(seat, &ctx),
                scene: g.scene_seat(seat, &ctx),
            }),
        },
    };
    let mut steps = vec![step(&*game)];
    let events = file.events.as_deref().unwrap_or_default();
    let mut moves = Vec::with_capacity(file.moves.len());
    for (i, line) in file.moves.iter().enumerate() {
        play_line(&mut *game, i, line).map_err(|e| corrupt(e.to_string()))?;
        steps.push(step(&*game));
        moves.push(move_words(m, &ctx, events.get(i), over.then_some(line)));
    }
    let file = if over {
        Some(serde_json::to_string_pretty(file).map_err(|e| corrupt(e.to_string()))?)
    } else {
        None
    };
    Ok(Replay {
        file,
        steps,
        moves,
        view,
        version: m.version,
        guild_id: m.guild_id,
        names: ctx.names.clone(),
    })
}

/// A move in words, from what it showed (`events`): a move that showed nothing is named as such,
/// with its `line` (its notation) once the match is over and nothing is secret any more.
#[must_use]
pub fn move_words(
    m: &Match,
    ctx: &RenderCtx,
    events: Option<&Value>,
    line: Option<&str>,
) -> String {
    let words = events
        .map(|e| m.game.narrate(&[e], ctx).join(" "))
        .unwrap_or_default();
    match (words.is_empty(), line) {
        (false, _) => words,
        (true, None) => tr(ctx.lang, "web-hidden-move"),
        (true, Some(line)) => format!("{} `{line}`", tr(ctx.lang, "web-hidden-move")),
    }
}

/// The moves of a match from the one numbered `from` (from 0) on, in words, as everyone saw
/// them: read from their public events, without playing the match again.
///
/// # Errors
/// The moves cannot be read.
pub async fn words_so_far(
    table: &Table,
    m: &Match,
    lang: Lang,
    from: usize,
) -> Result<Vec<String>, TableError> {
    let events = table.move_events(m.id, from).await?;
    let ctx = ctx(m, lang);
    Ok(events
        .iter()
        .map(|e| move_words(m, &ctx, Some(e), None))
        .collect())
}

/// The address of step `k`'s picture: the board's, or the hand's of a seat's view.
fn picture(token: &str, replay: &Replay, k: usize, hand: bool) -> String {
    let v = replay.version;
    match (replay.view, hand) {
        (View::Seat(s), true) => format!("/m/{token}/hand/{}/{k}.png?v={v}", s.index() + 1),
        _ => format!("/m/{token}/step/{k}.png?v={v}"),
    }
}

/// The viewer's board at step `k`: the step's picture and panel, the seat's hand in a seat's
/// view, and the move that led there.
#[must_use]
pub fn step_html(replay: &Replay, k: usize, token: &str, lang: Lang) -> Markup {
    let last = replay.last();
    let k = k.min(last);
    let step = &replay.steps[k];
    let board = step
        .scene
        .as_ref()
        .map(|_| picture(token, replay, k, false));
    html! {
        p.step-count data-step=(k) data-version=(replay.version) {
            (tr_args(lang, "web-step", &[("step", (k as i64).into()), ("steps", (last as i64).into())]))
        }
        @if k > 0 {
            p.step-move { strong { (k) ". " } (inline(&replay.moves[k - 1])) }
        } @else {
            p.step-move { (tr(lang, "web-start")) }
        }
        (panel_html(&step.panel, board.as_deref(), lang))
        @if let (View::Seat(seat), Some(hand)) = (replay.view, &step.hand) {
            section.hand aria-label=(tr(lang, "web-hand-of-label")) {
                h3 { (tr_args(lang, "web-hand-of", &[("player", replay.names.get(seat.index()).cloned().unwrap_or_default().into())])) }
                @if hand.scene.is_some() {
                    img.hand src=(picture(token, replay, k, true)) alt=(tr(lang, "web-hand-picture")) width="720";
                }
                (panel_words(&hand.panel))
            }
        }
    }
}

/// `words` as items of the move list, the first being move `from + 1`; `shown` is marked.
#[must_use]
pub fn move_items(words: &[String], from: usize, shown: usize, view: View) -> Markup {
    html! {
        @for (i, words) in words.iter().enumerate() {
            @let step = from + i + 1;
            li.current[shown == step] {
                a href=(format!("?step={step}{}", view.query())) data-step=(step) { (inline(words)) }
            }
        }
    }
}
