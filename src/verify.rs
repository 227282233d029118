//! `taberna verify REPLAY.json`: checks a match file from the bot's `/replay` against its
//! fair-shuffle commitment. The seed must hash to the commitment the board showed; the match
//! played again from that seed with the recorded moves must make every recorded event (every
//! card dealt or drawn that the table saw) and end with the recorded result. The first
//! difference is the answer.
//!
//! ```
//! use taberna::fair::commitment;
//! use taberna::verify::verify;
//!
//! let game = taberna::games::REGISTRY[0].info.id;
//! let file = format!(
//!     r#"{{"game": "{game}", "seed": 7, "moves": [], "commitment": "{}"}}"#,
//!     commitment(7)
//! );
//! let report = verify(&file).unwrap();
//! assert!(report.iter().any(|l| l.contains("commitment")));
//! ```

use serde_json::Value;
use thiserror::Error;

use crate::engine::Seat;
use crate::fair::commitment;
use crate::replay::{play_line, result, Ending, ReplayError, ReplayFile};

/// Where a file and its seed part ways.
#[derive(Debug, Error)]
pub enum VerifyError {
    #[error(transparent)]
    Replay(#[from] ReplayError),
    #[error("the file has no commitment: it was not written by the bot's /replay")]
    NoCommitment,
    #[error("the seed {seed} hashes to {actual}, not to the commitment {committed}")]
    Commitment {
        seed: u64,
        actual: String,
        committed: String,
    },
    #[error("the file records {events} moves' events for {moves} moves")]
    EventCount { moves: usize, events: usize },
    #[error("move {index} (`{text}`): the seed makes {replayed}, the file records {recorded}")]
    Events {
        index: usize,
        text: String,
        replayed: Value,
        recorded: Value,
    },
    #[error("the seed's match ends {replayed}, the file records {recorded}")]
    Result { replayed: Value, recorded: Value },
    #[error("the file says the match ended by {ending}, but its moves finish it by the rules")]
    EndedEarly { ending: &'static str },
}

/// Checks `input`, a replay file; the lines of a report of what was confirmed.
///
/// # Errors
/// The first thing that does not match, as a [`VerifyError`].
pub fn verify(input: &str) -> Result<Vec<String>, VerifyError> {
    let file = ReplayFile::parse(input)?;
    let committed = file.commitment.clone().ok_or(VerifyError::NoCommitment)?;
    let actual = commitment(file.seed);
    if !actual.eq_ignore_ascii_case(committed.trim()) {
        return Err(VerifyError::Commitment {
            seed: file.seed,
            actual,
            committed,
        });
    }
    let mut report = vec![format!(
        "✓ the seed {} hashes to the commitment {actual}",
        file.seed
    )];
    if let Some(events) = &file.events {
        if events.len() != file.moves.len() {
            return Err(VerifyError::EventCount {
                moves: file.moves.len(),
                events: events.len(),
            });
        }
    }
    let mut game = file.start()?;
    for (index, text) in file.moves.iter().enumerate() {
        let (_, played) = play_line(game.as_mut(), index, text)?;
        if let Some(recorded) = file.events.as_ref().map(|e| &e[index]) {
            if *recorded != played.events {
                return Err(VerifyError::Events {
                    index,
                    text: text.clone(),
                    replayed: played.events,
                    recorded: recorded.clone(),
                });
            }
        }
    }
    report.push(format!(
        "✓ {} moves played again from the seed{}",
        file.moves.len(),
        if file.events.is_some() {
            ", every recorded deal and draw among their events"
        } else {
            ""
        }
    ));
    let replayed = match (&file.ended, game.outcome()) {
        // Seats played automatically at the end were placed last, as the bot recorded.
        (Some(Ending::Rules { last }), Some(o)) if !last.is_empty() => {
            let last: Vec<Seat> = last.iter().map(|&s| Seat(s)).collect();
            let o = o.with_last(&last);
            serde_json::json!({"status": "finished", "scores": o.scores, "winners": o.winners})
        }
        _ => result(game.as_ref()),
    };
    match &file.ended {
        Some(Ending::Rules { .. }) | None => {
            if let Some(recorded) = &file.result {
                if *recorded != replayed {
                    return Err(VerifyError::Result {
                        replayed,
                        recorded: recorded.clone(),
                    });
                }
                report.push(format!("✓ the result matches: {replayed}"));
            }
        }
        Some(ending) => {
            let name = match ending {
                Ending::Resignation { .. } => "resignation",
                Ending::Time { .. } => "time",
                _ => "a server manager",
            };
            if game.outcome().is_some() {
                return Err(VerifyError::EndedEarly { ending: name });
            }
            report.push(format!(
                "✓ the match was still in play when it ended by {name}"
            ));
        }
    }
    Ok(report)
}
