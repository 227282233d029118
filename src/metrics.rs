//! The bot's Prometheus metrics, every name prefixed `taberna_`. Each layer records what it
//! sees through the `metrics` macros (free when no recorder is installed: the tests, the
//! terminal); the bot installs the recorder at start and `/metrics` renders it.
//!
//! | name | kind | labels |
//! |---|---|---|
//! | `taberna_clicks_total` | counter | `outcome`: done, unavailable, failed, restarting |
//! | `taberna_click_seconds` | histogram | from a click's arrival to its answer sent |
//! | `taberna_moves_total` | counter | `game`, `outcome`: played, refused, stale, unavailable, failed; `by`: person, computer |
//! | `taberna_commit_batch_moves` | histogram | moves in one commit |
//! | `taberna_commit_seconds` | histogram | one commit of moves |
//! | `taberna_rest_calls_total` | counter | `call` (board edit, interaction response…), `status` (HTTP code or `error`) |
//! | `taberna_board_edits_behind` | gauge | board edits waiting for their board or being sent |
//! | `taberna_matches_in_play` | gauge | `game`: in the whole database (every process's) |
//! | `taberna_cached_matches` | gauge | matches held in memory |
//! | `taberna_computer_searches_running`, `_waiting` | gauge | searches thinking, and waiting for a place |
//! | `taberna_scheduler_due` | gauge | reminders, deadlines and expiries found due in the last round |
//! | `taberna_shard_connected` | gauge | `shard`: 1 connected, 0 not |
//! | `taberna_shard_latency_seconds` | gauge | `shard`: the last heartbeat's round trip |
//! | `taberna_web_connections` | gauge | the site's open connections |
//! | `taberna_web_connections_closed_total` | counter | `why`: idle at the cap, refused at the cap, stalled answer |

use std::sync::OnceLock;

use metrics_exporter_prometheus::{Matcher, PrometheusBuilder, PrometheusHandle};

pub const CLICKS: &str = "taberna_clicks_total";
pub const CLICK_SECONDS: &str = "taberna_click_seconds";
pub const MOVES: &str = "taberna_moves_total";
pub const COMMIT_BATCH: &str = "taberna_commit_batch_moves";
pub const COMMIT_SECONDS: &str = "taberna_commit_seconds";
pub const REST_CALLS: &str = "taberna_rest_calls_total";
pub const BOARD_EDITS_BEHIND: &str = "taberna_board_edits_behind";
pub const MATCHES_IN_PLAY: &str = "taberna_matches_in_play";
pub const CACHED_MATCHES: &str = "taberna_cached_matches";
pub const SEARCHES_RUNNING: &str = "taberna_computer_searches_running";
pub const SEARCHES_WAITING: &str = "taberna_computer_searches_waiting";
pub const SCHEDULER_DUE: &str = "taberna_scheduler_due";
pub const SHARD_CONNECTED: &str = "taberna_shard_connected";
pub const SHARD_LATENCY: &str = "taberna_shard_latency_seconds";
pub const WEB_CONNECTIONS: &str = "taberna_web_connections";
pub const WEB_CONNECTIONS_CLOSED: &str = "taberna_web_connections_closed_total";

/// Buckets of the latency histograms, in seconds: a click answered from memory takes about a
/// millisecond, one that waited for a slow disk or a rate limit seconds.
const SECONDS: &[f64] = &[
    0.000_5, 0.001, 0.002_5, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
];
/// Buckets of the commit batch size (at most 64 moves a commit).
const BATCH: &[f64] = &[1.0, 2.0, 4.0, 8.0, 16.0, 32.0, 64.0];

/// Installs the process's recorder (once; later calls return the same handle).
///
/// # Panics
/// When another recorder was installed first, which the bot never does.
pub fn install() -> PrometheusHandle {
    static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();
    HANDLE
        .get_or_init(|| {
            let handle = PrometheusBuilder::new()
                .set_buckets_for_metric(Matcher::Suffix("_seconds".into()), SECONDS)
                .and_then(|b| b.set_buckets_for_metric(Matcher::Full(COMMIT_BATCH.into()), BATCH))
                .expect("buckets are not empty")
                .install_recorder()
                .expect("the only metrics recorder");
            describe();
            // Gauges read 0 before their first change, rather than missing.
            for gauge in [
                BOARD_EDITS_BEHIND,
                SEARCHES_RUNNING,
                SEARCHES_WAITING,
                SCHEDULER_DUE,
                WEB_CONNECTIONS,
            ] {
                metrics::gauge!(gauge).set(0.0);
            }
            handle
        })
        .clone()
}

fn describe() {
    use metrics::{describe_counter, describe_gauge, describe_histogram, Unit};
    describe_counter!(CLICKS, "Button, menu and form clicks answered, by outcome");
    describe_histogram!(
        CLICK_SECONDS,
        Unit::Seconds,
        "From a click's arrival to its answer sent"
    );
    describe_counter!(MOVES, "Moves tried, by game, outcome and who made them");
    describe_histogram!(COMMIT_BATCH, Unit::Count, "Moves in one commit");
    describe_histogram!(COMMIT_SECONDS, Unit::Seconds, "One commit of moves");
    describe_counter!(REST_CALLS, "Discord REST calls, by kind and status");
    describe_gauge!(
        BOARD_EDITS_BEHIND,
        "Board edits waiting for their board or being sent"
    );
    describe_gauge!(MATCHES_IN_PLAY, "Matches in play, by game");
    describe_gauge!(CACHED_MATCHES, "Matches held in memory");
    describe_gauge!(SEARCHES_RUNNING, "Computer players thinking");
    describe_gauge!(
        SEARCHES_WAITING,
        "Computer players waiting for a place to think"
    );
    describe_gauge!(
        SCHEDULER_DUE,
        "Timers and expiries due in the scheduler's last round"
    );
    describe_gauge!(SHARD_CONNECTED, "Whether a gateway shard is connected");
    describe_gauge!(
        SHARD_LATENCY,
        Unit::Seconds,
        "A gateway shard's last heartbeat round trip"
    );
    describe_gauge!(WEB_CONNECTIONS, "Open connections of the site");
    describe_counter!(
        WEB_CONNECTIONS_CLOSED,
        "Connections the site closed on its own, by why"
    );
}

/// A move tried in `game` (`unknown` when the match could not be read), by its outcome and
/// by whom (`person`, `computer`).
pub fn moved(game: &'static str, outcome: &'static str, by: &'static str) {
    metrics::counter!(MOVES, "game" => game, "outcome" => outcome, "by" => by).increment(1);
}

/// Adds one to a gauge until dropped: work waiting or under way.
pub struct Gauged(&'static str);

impl Gauged {
    #[must_use]
    pub fn new(name: &'static str) -> Gauged {
        metrics::gauge!(name).increment(1.0);
        Gauged(name)
    }
}

impl Drop for Gauged {
    fn drop(&mut self) {
        metrics::gauge!(self.0).decrement(1.0);
    }
}
