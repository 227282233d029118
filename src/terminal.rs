//! `taberna play GAME`: a match in a terminal, without Discord — a human against computer
//! players, or computer players alone (`--bots LEVEL`). The board and the hand are the games'
//! own render model as plain text; moves are typed in the game's notation or picked by number.
//!
//! The human is asked when the match waits for them (a seat free to make optional moves while
//! others decide, such as an offer to trade, is not asked).

use std::io::{BufRead, Write};
use std::time::{Duration, Instant};

use serde_json::Value;

use crate::engine::ismcts::Level;
use crate::engine::{DynMatch, Lang, Panel, RenderCtx, Seat};
use crate::games;

/// What `taberna play` was asked for.
#[derive(Debug, Clone)]
pub struct PlayArgs {
    pub game: String,
    pub players: Option<usize>,
    /// The human's seat (0-based); `None` with `bots_only`.
    pub seat: usize,
    pub level: Level,
    /// Every seat is a computer player.
    pub bots_only: bool,
    pub seed: u64,
    pub lang: Lang,
    /// Write the board and hands as pictures into this folder after every move (for games
    /// drawn as pictures): `board-NNN.png`, and `hand-K-NNN.png` for each seat the player
    /// may see (their own; every seat with `bots_only`).
    pub pictures: Option<std::path::PathBuf>,
}

/// Reads a level's name.
#[must_use]
pub fn level(name: &str) -> Option<Level> {
    name.parse().ok()
}

/// The thinking time of a level (its iterations may end the search first).
const fn think_time(level: Level) -> Duration {
    Duration::from_millis(level.think_millis())
}

/// A panel as plain text: Discord's bold marks and mentions have no place in a terminal.
fn text(p: &Panel) -> String {
    let mut out = format!("== {} ==\n", p.title);
    if !p.description.is_empty() {
        out.push_str(&p.description);
        out.push('\n');
    }
    for f in &p.fields {
        out.push_str(&format!("{}:\n", f.name));
        for line in f.value.lines() {
            out.push_str(&format!("  {line}\n"));
        }
    }
    out.replace("**", "")
}

/// Plays one match, reading the human's moves from `input` and writing everything to `out`.
///
/// # Errors
/// An unknown game, a bad seat count or seat, or input that ended before the match.
pub fn play(args: &PlayArgs, input: &mut impl BufRead, out: &mut impl Write) -> Result<(), String> {
    let entry = games::by_id(&args.game).ok_or_else(|| {
        let known: Vec<&str> = games::REGISTRY.iter().map(|e| e.info.id).collect();
        format!(
            "unknown game `{}` (one of: {})",
            args.game,
            known.join(", ")
        )
    })?;
    let players = args.players.unwrap_or(entry.info.min_seats);
    let mut g: Box<dyn DynMatch> =
        (entry.create)(players, &Value::Null, &Value::Null, args.seed).map_err(|e| e.0)?;
    let human = (!args.bots_only).then_some(Seat(args.seat as u8));
    if human.is_some_and(|h| h.index() >= players) {
        return Err(format!("--seat is 1 to {players}"));
    }
    let names: Vec<String> = (0..players)
        .map(|i| match human {
            Some(h) if h.index() == i => format!("You (seat {})", i + 1),
            _ => format!("Seat {}", i + 1),
        })
        .collect();
    let ctx = RenderCtx {
        lang: args.lang,
        plain: names.clone(),
        names,
        options: Value::Null,
    };
    let w = |out: &mut dyn Write, s: &str| writeln!(out, "{s}").map_err(|e| e.to_string());
    // The board is printed once a turn: at the start, then before the human's first decision
    // after other seats moved, and at the end.
    let mut board_shown = true;
    w(out, &text(&g.render_public(&ctx)))?;
    let seen: Vec<Seat> = match human {
        Some(h) => vec![h],
        None => Seat::all(players).collect(),
    };
    for n in 0u64.. {
        if let Some(dir) = &args.pictures {
            write_pictures(dir, n, g.as_ref(), &ctx, &seen)?;
        }
        if let Some(o) = g.outcome() {
            w(out, &text(&g.render_public(&ctx)))?;
            let winners: Vec<&str> = o.winners.iter().map(|&s| ctx.name(s)).collect();
            w(
                out,
                &format!(
                    "Over. Scores: {:?}. Winners: {}",
                    o.scores.as_slice(),
                    winners.join(", ")
                ),
            )?;
            return Ok(());
        }
        let owing = g.owing();
        let seat = match human {
            Some(h) if owing.contains(&h) => h,
            _ => *owing.first().ok_or("the match waits for nobody")?,
        };
        let notation = if Some(seat) == human {
            let board = !std::mem::replace(&mut board_shown, true);
            ask(g.as_ref(), seat, &ctx, board, input, out)?
        } else {
            let started = Instant::now();
            let limit = think_time(args.level);
            let stop = move || started.elapsed() >= limit;
            g.bot_move(
                seat,
                args.level,
                &args.level.budget(&stop),
                args.seed ^ n.wrapping_mul(0x9e37_79b9),
            )
            .ok_or("a computer player found no move")?
        };
        match g.play(seat, &notation) {
            Ok(played) => {
                // The human's own moves of a turn are on their hand: only others' call for
                // the board again.
                board_shown &= Some(seat) == human;
                w(out, &format!("{}: {notation}", ctx.name(seat)))?;
                for line in g.narrate(&[&played.events], &ctx) {
                    w(out, &format!("  {}", line.replace("**", "")))?;
                }
            }
            Err(e) => w(out, &format!("Not possible: {e}"))?,
        }
    }
    unreachable!("the loop returns")
}

/// What a hand asks for, from its groups of moves: `place a card · discard a card`.
fn asked(hand: &Panel) -> String {
    let mut labels: Vec<String> = Vec::new();
    for g in hand.controls.iter().filter(|g| !g.label.is_empty()) {
        let mut chars = g.label.chars();
        let label: String = chars
            .next()
            .map(|c| c.to_lowercase().chain(chars).collect())
            .unwrap_or_default();
        if !labels.contains(&label) {
            labels.push(label);
        }
    }
    labels.join(" · ")
}

/// The board and the hands of `seats` after `n` moves, as PNG files in `dir`.
fn write_pictures(
    dir: &std::path::Path,
    n: u64,
    g: &dyn DynMatch,
    ctx: &RenderCtx,
    seats: &[Seat],
) -> Result<(), String> {
    let write = |name: String, scene: Option<crate::engine::scene::Scene>| {
        let Some(scene) = scene else { return Ok(()) };
        let path = dir.join(name);
        std::fs::write(&path, crate::picture::draw(&scene).png)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))
    };
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    write(format!("board-{n:03}.png"), g.scene_public(ctx))?;
    for &seat in seats {
        write(
            format!("hand-{}-{n:03}.png", seat.index() + 1),
            g.scene_seat(seat, ctx),
        )?;
    }
    Ok(())
}

/// The human's move: the board (when `board`, without its line on whose turn it is), their
/// hand without the fields the board shows already, what is asked, and the numbered legal
/// moves; a number or notation.
fn ask(
    g: &dyn DynMatch,
    seat: Seat,
    ctx: &RenderCtx,
    board: bool,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> Result<String, String> {
    let legal = g.legal_notations(seat);
    let public = g.render_public(ctx);
    let hand = g.render_seat(seat, ctx);
    let mut page = String::new();
    if board {
        page.push_str(&text(&Panel {
            description: String::new(),
            ..public.clone()
        }));
    }
    page.push_str(&text(&Panel {
        description: String::new(),
        fields: hand
            .fields
            .iter()
            .filter(|f| !public.fields.contains(f))
            .cloned()
            .collect(),
        ..hand.clone()
    }));
    page.push_str(&format!(
        "{}: {}\n",
        ctx.lang.pick("Your turn", "Tu turno"),
        asked(&hand)
    ));
    for (i, mv) in legal.iter().enumerate() {
        page.push_str(&format!("  {:>3}. {mv}\n", i + 1));
    }
    page.push_str("Your move (number or notation): ");
    write!(out, "{page}")
        .and_then(|()| out.flush())
        .map_err(|e| e.to_string())?;
    let mut line = String::new();
    if input.read_line(&mut line).map_err(|e| e.to_string())? == 0 {
        return Err("the input ended before the match".into());
    }
    let line = line.trim();
    Ok(match line.parse::<usize>() {
        Ok(i) if (1..=legal.len()).contains(&i) => legal[i - 1].clone(),
        _ => line.to_owned(),
    })
}
