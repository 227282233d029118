//! A finished match played again from its replay file, for the replay viewer: at every step
//! (the start, then after each move) the public panel and the scene of its picture, and each
//! move in words. Built once per match and language and kept for a while: a viewer steps
//! through the same match many times.

use std::sync::Arc;

use maud::{html, Markup};

use crate::engine::render::Panel;
use crate::engine::scene::Scene;
use crate::engine::Lang;
use crate::i18n::{tr, tr_args};
use crate::replay::{play_line, ReplayFile};
use crate::table::{Match, Table, TableError};

use super::board::{ctx, panel_html};
use super::html::inline;

/// One step of a replay: the public view after the moves before it.
pub struct Step {
    pub panel: Panel,
    pub scene: Option<Scene>,
}

/// A finished match, step by step.
pub struct Replay {
    /// The replay file, as `/replay` attaches it.
    pub file: String,
    /// `steps[0]` is the start, `steps[k]` the state after move `k`.
    pub steps: Vec<Step>,
    /// Move `k` (from 1) in words: `moves[k - 1]`.
    pub moves: Vec<String>,
}

/// Replays kept, by (page token, language), within a budget of bytes: a viewer's steps name
/// their language, so a step kept is answered without reading the match again (a finished
/// match is not kept in memory by the table).
pub type Replays = crate::picture::Bounded<(String, &'static str), Replay>;

/// The replay of the match `token` names in `lang`, if it is kept.
#[must_use]
pub fn kept(replays: &Replays, token: &str, lang: Lang) -> Option<Arc<Replay>> {
    replays.get(&(token.to_owned(), super::html::code(lang)))
}

/// Bytes of replays kept: a long match's steps take a few hundred kilobytes.
pub const REPLAYS_BUDGET: usize = 32 << 20;

/// The replay of `m` (which is over) in `lang`, built unless it was lately.
///
/// # Errors
/// The match's log cannot be read, or no longer replays (a corrupt log).
pub async fn of(
    replays: &Replays,
    table: &Table,
    m: &Match,
    lang: Lang,
) -> Result<Arc<Replay>, TableError> {
    let key = (m.web_token.clone(), super::html::code(lang));
    if let Some(kept) = replays.get(&key) {
        return Ok(kept);
    }
    let id = m.id;
    let (file, m) = table.replay_file(m.id, m.guild_id).await?;
    let built = tokio::task::spawn_blocking(move || build(&file, &m, lang))
        .await
        .map_err(|e| TableError::Corrupt(id, e.to_string()))??;
    Ok(replays.get_or_make(&key, || {
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
            .map(|s| format!("{:?}{:?}", s.panel, s.scene).len())
            .sum();
        self.file.len() + self.moves.iter().map(String::len).sum::<usize>() + steps
    }
}

/// Plays `file` through, recording every step.
fn build(file: &ReplayFile, m: &Match, lang: Lang) -> Result<Replay, TableError> {
    let corrupt = |e: String| TableError::Corrupt(m.id, e);
    let ctx = ctx(m, lang);
    let mut game = file.start().map_err(|e| corrupt(e.to_string()))?;
    let step = |g: &dyn crate::engine::DynMatch| Step {
        panel: g.render_public(&ctx),
        scene: g.scene_public(&ctx),
    };
    let mut steps = vec![step(&*game)];
    let events = file.events.as_deref().unwrap_or_default();
    let mut moves = Vec::with_capacity(file.moves.len());
    for (i, line) in file.moves.iter().enumerate() {
        play_line(&mut *game, i, line).map_err(|e| corrupt(e.to_string()))?;
        steps.push(step(&*game));
        let words = events
            .get(i)
            .map(|e| m.game.narrate(&[e], &ctx).join(" "))
            .unwrap_or_default();
        moves.push(if words.is_empty() {
            format!("{} `{line}`", tr(lang, "web-hidden-move"))
        } else {
            words
        });
    }
    let file = serde_json::to_string_pretty(file).map_err(|e| corrupt(e.to_string()))?;
    Ok(Replay { file, steps, moves })
}

/// The viewer's board at step `k`: the step's picture and panel, and the move that led there.
#[must_use]
pub fn step_html(replay: &Replay, k: usize, token: &str, lang: Lang) -> Markup {
    let last = replay.steps.len() - 1;
    let k = k.min(last);
    let step = &replay.steps[k];
    let picture = step
        .scene
        .as_ref()
        .map(|_| format!("/m/{token}/step/{k}.png"));
    html! {
        p.step-count data-step=(k) {
            (tr_args(lang, "web-step", &[("step", (k as i64).into()), ("steps", (last as i64).into())]))
        }
        @if k > 0 {
            p.step-move { strong { (k) ". " } (inline(&replay.moves[k - 1])) }
        } @else {
            p.step-move { (tr(lang, "web-start")) }
        }
        (panel_html(&step.panel, picture.as_deref(), lang))
    }
}
