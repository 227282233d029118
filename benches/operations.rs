//! What the operations of issue 33 cost a click: the metrics one click records (with the
//! Prometheus recorder installed, as in the bot), and a scrape of `/metrics` once a busy bot
//! has filled its series. `cargo bench --bench operations`

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};

use taberna::metrics::{self, Gauged};

/// What a played click records: its outcome and time, the move, the answer's and the board
/// edit's REST calls, the commit it shared, and the board edit waiting.
fn one_click() {
    let _behind = Gauged::new(metrics::BOARD_EDITS_BEHIND);
    ::metrics::counter!(metrics::CLICKS, "outcome" => "done").increment(1);
    metrics::moved("burgueses", "played", "person");
    for call in ["interaction response", "board edit"] {
        ::metrics::counter!(metrics::REST_CALLS, "call" => call, "status" => "200".to_owned())
            .increment(1);
    }
    ::metrics::histogram!(metrics::COMMIT_BATCH).record(4.0);
    ::metrics::histogram!(metrics::COMMIT_SECONDS).record(0.000_8);
    ::metrics::histogram!(metrics::CLICK_SECONDS).record(0.001_2);
}

fn bench(c: &mut Criterion) {
    let handle = metrics::install();
    c.bench_function("a click's metrics", |b| b.iter(one_click));
    // Every game and outcome seen, both people and the computer, many REST kinds and statuses.
    for game in [
        "burgueses",
        "genova",
        "burger-joint",
        "rebelion",
        "bouillabaisse",
    ] {
        for outcome in ["played", "refused", "stale", "unavailable", "failed"] {
            for by in ["person", "computer"] {
                metrics::moved(game, outcome, by);
            }
        }
    }
    for _ in 0..100_000 {
        one_click();
    }
    c.bench_function("a scrape of /metrics", |b| {
        b.iter(|| black_box(handle.render().len()));
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().measurement_time(Duration::from_secs(3));
    targets = bench
}
criterion_main!(benches);
