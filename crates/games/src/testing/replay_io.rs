//! Running `crate::replay::run` in tests and reading its JSON lines.

use serde_json::{json, Value};

use crate::engine::{Game, Seat};
use crate::replay::{run, Flags, ReplayError};

/// Runs a replay and returns its output lines as JSON, or the error with the lines written.
pub fn replay(input: &str, views_all: bool) -> (Vec<Value>, Result<(), ReplayError>) {
    let flags = Flags {
        views_all,
        legal: false,
    };
    replay_with(input, flags)
}

/// [`replay`] with any flags.
pub fn replay_with(input: &str, flags: Flags) -> (Vec<Value>, Result<(), ReplayError>) {
    let mut out = Vec::new();
    let result = run(input, flags, &mut out);
    let text = String::from_utf8(out).expect("UTF-8 output");
    let lines = text
        .lines()
        .map(|l| serde_json::from_str(l).expect("each line is JSON"))
        .collect();
    (lines, result)
}

/// The keys of a JSON object, sorted.
pub fn keys(v: &Value) -> Vec<&str> {
    let mut keys: Vec<&str> = v
        .as_object()
        .expect("an object")
        .keys()
        .map(String::as_str)
        .collect();
    keys.sort_unstable();
    keys
}

/// The keys `base` and `extra` together, sorted: what [`keys`] reads of a view with both.
pub fn sorted_keys(base: &[&'static str], extra: &[&'static str]) -> Vec<&'static str> {
    let mut keys: Vec<&str> = base.iter().chain(extra).copied().collect();
    keys.sort_unstable();
    keys
}

/// Checks that a replay stopped at move `bad` (`moves[bad]`) with a reason containing
/// `reason_part`, after writing one line for each earlier move and no result.
pub fn assert_stopped_at(
    (lines, result): (Vec<Value>, Result<(), ReplayError>),
    moves: &[&str],
    bad: usize,
    reason_part: &str,
) {
    match result {
        Err(ReplayError::Move {
            index,
            text,
            reason,
        }) => {
            assert_eq!(index, bad, "{moves:?}");
            assert_eq!(text, moves[bad]);
            assert!(reason.contains(reason_part), "{reason}");
        }
        other => panic!("{moves:?}: {other:?}"),
    }
    assert_eq!(lines.len(), bad, "a line for each earlier move, no result");
    for (i, line) in lines.iter().enumerate() {
        assert_eq!(line["index"], i);
    }
}

/// Checks the lines of a whole match replayed with `--views all` against `end`, the match the
/// same moves made: the last move's line shows its public view and every seat's view, and the
/// result line its scores and winners.
pub fn assert_replayed_to<G: Game>(lines: &[Value], end: &G) {
    let [.., last, result] = lines else {
        panic!(
            "a move's line and the result line, got {} lines",
            lines.len()
        );
    };
    assert_eq!(last["view"], serialized(&end.public_view()));
    for seat in Seat::all(end.seat_count()) {
        assert_eq!(
            last["seats"][seat.index()],
            serialized(&end.seat_view(seat))
        );
    }
    let outcome = end.outcome().expect("a complete match");
    assert_eq!(
        *result,
        json!({"result": {
            "status": "finished", "scores": outcome.scores, "winners": outcome.winners
        }})
    );
}

fn serialized(view: &impl serde::Serialize) -> Value {
    serde_json::to_value(view).expect("views serialize")
}
