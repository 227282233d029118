//! `taberna arena GAME`: computer players against each other over **duplicate deals**. Every
//! deal (one seed: the same cards, draws and dice) is played once with the measured level A in
//! each seat and level B in all the others, so that the luck of the deal cancels out.
//!
//! It reports A's share of first places (a shared first place counts as a share of one) with
//! its 95 % interval, and the points a match of A and of B. The matches of one deal share their
//! cards, so the deal is the sample: the interval is the normal approximation over the deals'
//! means (mean ± 1.96 standard errors).
//!
//! Matches run on several threads at once; each search gets the budget asked for (the level's
//! own, as in Discord, or a fixed number of iterations, or a time a move).

use std::io::Write;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use serde_json::Value;

use crate::engine::ismcts::{Budget, Level};
use crate::engine::{GameEntry, Seat};
use crate::games;

/// How long a search may think each move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Think {
    /// Each level's own budget, as players meet it in Discord.
    Level,
    /// A fixed number of iterations, whatever the clock says: the same seeds play the same.
    Iterations(u32),
    /// This percentage of each level's own iterations, whatever the clock says: the levels
    /// keep their ratio (normal 3,000, hard 10,000 at 100) in a run that fits a session.
    LevelShare(u32),
    /// A time a move.
    Millis(u64),
}

impl std::fmt::Display for Think {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Think::Level => f.write_str("each level's own budget"),
            Think::Iterations(n) => write!(f, "{n} iterations a move"),
            Think::LevelShare(p) => write!(f, "{p} % of each level's iterations a move"),
            Think::Millis(ms) => write!(f, "{ms} ms a move"),
        }
    }
}

/// What `taberna arena` was asked for.
#[derive(Debug, Clone)]
pub struct ArenaArgs {
    pub game: String,
    pub players: Option<usize>,
    /// The level measured (one seat) and its opponents' (every other seat).
    pub a: Level,
    pub b: Level,
    pub deals: u64,
    pub seed: u64,
    pub think: Think,
    /// Matches played at once.
    pub threads: usize,
}

/// A mean with its 95 % interval.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Estimate {
    pub mean: f64,
    pub low: f64,
    pub high: f64,
}

impl Estimate {
    /// The mean of `samples` with the normal approximation of its 95 % interval.
    #[must_use]
    pub fn of(samples: &[f64]) -> Estimate {
        let n = samples.len() as f64;
        if samples.is_empty() {
            return Estimate {
                mean: 0.0,
                low: f64::NEG_INFINITY,
                high: f64::INFINITY,
            };
        }
        let mean = samples.iter().sum::<f64>() / n;
        let variance = if samples.len() > 1 {
            samples.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0)
        } else {
            0.0
        };
        let half = 1.96 * (variance / n).sqrt();
        Estimate {
            mean,
            low: mean - half,
            high: mean + half,
        }
    }

    /// The estimate of a share, its interval kept within 0–1.
    #[must_use]
    pub fn share(samples: &[f64]) -> Estimate {
        let e = Estimate::of(samples);
        Estimate {
            low: e.low.max(0.0),
            high: e.high.min(1.0),
            ..e
        }
    }
}

/// One match of a deal: A's seat, A's share of first place, A's points and the mean points of
/// the other seats.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Played {
    pub deal: u64,
    pub seat: Seat,
    pub share: f64,
    pub points: f64,
    pub others: f64,
}

/// What the arena measured.
#[derive(Debug, Clone)]
pub struct Report {
    pub seats: usize,
    pub matches: Vec<Played>,
    /// A's share of first places, by deal.
    pub share: Estimate,
    /// A's points less the mean of the others', by deal.
    pub lead: Estimate,
    pub points: f64,
    pub others: f64,
    pub wall: Duration,
}

/// Plays the arena and writes a line per match as it ends, then the summary.
///
/// # Errors
/// An unknown game, a bad seat count, or a match a computer player could not finish.
pub fn arena(args: &ArenaArgs, out: &mut impl Write) -> Result<Report, String> {
    let entry = games::by_id(&args.game).ok_or_else(|| format!("unknown game `{}`", args.game))?;
    let seats = args.players.unwrap_or(entry.info.min_seats);
    if !(entry.info.min_seats..=entry.info.max_seats).contains(&seats) {
        return Err(format!(
            "{} is played by {} to {} players",
            entry.info.id, entry.info.min_seats, entry.info.max_seats
        ));
    }
    let started = Instant::now();
    let jobs: Vec<(u64, Seat)> = (0..args.deals)
        .flat_map(|d| (0..seats).map(move |s| (d, Seat(s as u8))))
        .collect();
    let next = AtomicUsize::new(0);
    let (tx, rx) = mpsc::channel::<Result<Played, String>>();
    let mut matches = Vec::with_capacity(jobs.len());
    std::thread::scope(|scope| -> Result<(), String> {
        for _ in 0..args.threads.max(1) {
            let tx = tx.clone();
            let (jobs, next) = (&jobs, &next);
            scope.spawn(move || {
                while let Some(&(deal, seat)) = jobs.get(next.fetch_add(1, Ordering::Relaxed)) {
                    if tx.send(play(entry, seats, args, deal, seat)).is_err() {
                        return;
                    }
                }
            });
        }
        drop(tx);
        for played in rx {
            let p = played?;
            writeln!(
                out,
                "deal {} seat {}: {} took {} of first place, {} points (others {:.1})",
                p.deal + 1,
                p.seat.index() + 1,
                args.a,
                p.share,
                p.points,
                p.others
            )
            .map_err(|e| e.to_string())?;
            matches.push(p);
        }
        Ok(())
    })?;
    matches.sort_by_key(|p| (p.deal, p.seat));
    let report = summarize(seats, matches, started.elapsed());
    write_summary(args, entry, &report, out).map_err(|e| e.to_string())?;
    Ok(report)
}

/// The estimates of the matches played, deal by deal.
#[must_use]
pub fn summarize(seats: usize, matches: Vec<Played>, wall: Duration) -> Report {
    let by_deal = |f: &dyn Fn(&Played) -> f64| -> Vec<f64> {
        matches
            .chunk_by(|a, b| a.deal == b.deal)
            .map(|deal| deal.iter().map(f).sum::<f64>() / deal.len() as f64)
            .collect()
    };
    let n = matches.len().max(1) as f64;
    Report {
        seats,
        share: Estimate::share(&by_deal(&|p| p.share)),
        lead: Estimate::of(&by_deal(&|p| p.points - p.others)),
        points: matches.iter().map(|p| p.points).sum::<f64>() / n,
        others: matches.iter().map(|p| p.others).sum::<f64>() / n,
        matches,
        wall,
    }
}

fn write_summary(
    args: &ArenaArgs,
    entry: &GameEntry,
    r: &Report,
    out: &mut impl Write,
) -> std::io::Result<()> {
    writeln!(
        out,
        "{} against {} in {}, {} players: {} deals × {} seatings = {} matches, {}, {} threads",
        args.a,
        args.b,
        entry.info.id,
        r.seats,
        args.deals,
        r.seats,
        r.matches.len(),
        args.think,
        args.threads
    )?;
    writeln!(
        out,
        "first places of {}: {:.1} % (95 % interval {:.1}–{:.1} %); an even share is {:.1} %",
        args.a,
        r.share.mean * 100.0,
        r.share.low * 100.0,
        r.share.high * 100.0,
        100.0 / r.seats as f64
    )?;
    writeln!(
        out,
        "points a match: {} {:.1}, {} {:.1} (difference {:+.1}, 95 % interval {:+.1} to {:+.1})",
        args.a, r.points, args.b, r.others, r.lead.mean, r.lead.low, r.lead.high
    )?;
    writeln!(out, "wall time {:.0} s", r.wall.as_secs_f64())
}

/// One match of `deal` with A at `measured`.
/// `percent` of `level`'s own iterations, at least one for a level that searches.
fn level_share(level: Level, percent: u32) -> u32 {
    let share = u64::from(level.iterations()) * u64::from(percent) / 100;
    u32::try_from(share).unwrap_or(u32::MAX).max(1)
}

fn play(
    entry: &GameEntry,
    seats: usize,
    args: &ArenaArgs,
    deal: u64,
    measured: Seat,
) -> Result<Played, String> {
    let seed = args.seed.wrapping_add(deal);
    let mut g = (entry.create)(seats, &Value::Null, &Value::Null, seed).map_err(|e| e.0)?;
    for n in 0..entry.info.max_moves as u64 {
        if g.outcome().is_some() {
            break;
        }
        let seat = *g.owing().first().ok_or("the match waits for nobody")?;
        let level = if seat == measured { args.a } else { args.b };
        let started = Instant::now();
        let limit = match args.think {
            Think::Level => Duration::from_millis(level.think_millis()),
            Think::Millis(ms) => Duration::from_millis(ms),
            Think::Iterations(_) | Think::LevelShare(_) => Duration::MAX,
        };
        let stop = move || started.elapsed() >= limit;
        let budget = match args.think {
            Think::Level => level.budget(&stop),
            Think::Iterations(iterations) => Budget {
                iterations,
                stop: &|| false,
            },
            Think::LevelShare(percent) => Budget {
                iterations: level_share(level, percent),
                stop: &|| false,
            },
            Think::Millis(_) => Budget {
                iterations: u32::MAX,
                stop: &stop,
            },
        };
        // The same seeds for every seating of a deal: only who sits where differs.
        let mv = g
            .bot_move(seat, level, &budget, seed ^ n.wrapping_mul(0x9e37_79b9))
            .ok_or_else(|| format!("deal {}: {level} found no move", deal + 1))?;
        g.play(seat, &mv)
            .map_err(|e| format!("deal {}: {level} played {mv}: {e}", deal + 1))?;
    }
    let o = g
        .outcome()
        .ok_or_else(|| format!("deal {}: no end", deal + 1))?;
    let share = if o.winners.contains(&measured) {
        1.0 / o.winners.len() as f64
    } else {
        0.0
    };
    let scores = o.scores.as_slice();
    let points = f64::from(scores[measured.index()]);
    let others = (scores.iter().map(|&s| f64::from(s)).sum::<f64>() - points) / (seats - 1) as f64;
    Ok(Played {
        deal,
        seat: measured,
        share,
        points,
        others,
    })
}
