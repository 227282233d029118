//! Running `taberna::replay::run` in tests and reading its JSON lines.

use serde_json::Value;

use taberna::replay::{run, ReplayError};

/// Runs a replay and returns its output lines as JSON, or the error with the lines written.
pub fn replay(input: &str, views_all: bool) -> (Vec<Value>, Result<(), ReplayError>) {
    let mut out = Vec::new();
    let result = run(input, views_all, &mut out);
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
