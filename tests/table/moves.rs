//! The table layer over a real SQLite store: the order of the checks on a move, commits and the
//! move log, resignation and results, double clicks, restarts, a corrupt snapshot rebuilt from
//! the move log, complete matches and the leaderboard.

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};
use tempfile::TempDir;

use taberna::engine::{Lang, Outcome, Seat, Standing};
use taberna::games;
use taberna::store::{LeaderboardRow, MatchStatus, NewMatch, Store};
use taberna::table::{Match, MatchRequest, Refused, Status, Table, TableError};

const GUILD: u64 = 1;
const CHANNEL: u64 = 2;
const GAME: &str = "burgueses";
const STRANGER: u64 = 99;

async fn memory_table() -> Table {
    Table::new(Store::scratch().await.expect("scratch store"))
}

/// A temporary directory and the URL of a database file inside it.
fn temp_db() -> (TempDir, String) {
    let dir = tempfile::tempdir().expect("temp dir");
    let url = format!(
        "sqlite://{}?mode=rwc",
        dir.path().join("taberna.db").display()
    );
    (dir, url)
}

async fn create(table: &Table, users: &[u64], seed: u64) -> Match {
    table
        .create(&MatchRequest {
            game: GAME,
            guild_id: GUILD,
            channel_id: CHANNEL,
            users,
            bots: &[],
            options: &Value::Null,
            seed,
            lang: Lang::En,
            board_message_id: None,
        })
        .await
        .expect("match created")
}

/// The seat that owes a decision and the user sitting there.
fn acting(m: &Match) -> (Seat, u64) {
    let seat = *m.game.to_act().first().expect("someone to act");
    (seat, m.user_at(seat))
}

/// Plays one random legal move for the seat to act; returns the match after it.
async fn play_random(table: &Table, m: &Match, rng: &mut ChaCha8Rng) -> Match {
    let (seat, user) = acting(m);
    let legal = m.game.legal_notations(seat);
    let mv = legal.choose(rng).expect("a seat to act has a legal move");
    table
        .play(m.id, user, m.version, mv)
        .await
        .unwrap_or_else(|e| panic!("legal move {mv:?} refused: {e}"))
        .after
}

/// Plays random legal moves until the match ends (bounded by the game's `max_moves`).
async fn play_out(table: &Table, mut m: Match, rng: &mut ChaCha8Rng) -> Match {
    let max = m.game.info().max_moves;
    while !m.is_over() {
        assert!(
            (m.version as usize) < max,
            "match {} did not end within {max} moves",
            m.id
        );
        m = play_random(table, &m, rng).await;
    }
    m
}

/// A complete random playout of a fresh match, engine only: the moves and the outcome.
fn engine_playout(seed: u64, rng_seed: u64) -> (Vec<(Seat, String)>, Outcome) {
    let entry = games::by_id(GAME).expect("registered");
    let mut game = (entry.create)(2, &Value::Null, &Value::Null, seed).expect("setup");
    let mut rng = ChaCha8Rng::seed_from_u64(rng_seed);
    let mut moves = Vec::new();
    while game.outcome().is_none() {
        let seat = game.to_act()[0];
        let mv = game
            .legal_notations(seat)
            .choose(&mut rng)
            .expect("legal move")
            .clone();
        game.play(seat, &mv).expect("legal");
        moves.push((seat, mv));
    }
    (moves, game.outcome().expect("over"))
}

fn row(lb: &[LeaderboardRow], user: u64) -> Option<&LeaderboardRow> {
    lb.iter().find(|r| r.user_id == user)
}

fn wdl(lb: &[LeaderboardRow], user: u64) -> (i64, i64, i64) {
    let r = row(lb, user).unwrap_or_else(|| panic!("user {user} is on the leaderboard"));
    (r.wins, r.draws, r.losses)
}

fn order(lb: &[LeaderboardRow]) -> Vec<u64> {
    lb.iter().map(|r| r.user_id).collect()
}

#[tokio::test]
async fn create_stores_a_fresh_match() {
    let table = memory_table().await;
    let m = create(&table, &[10, 20], 7).await;
    assert_eq!(m.version, 0);
    assert_eq!(m.status, Status::Playing);
    assert_eq!(m.users, vec![10, 20]);
    assert!(m.result.is_none());
    assert_eq!(m.seat_of(10), Some(Seat(0)));
    assert_eq!(m.seat_of(20), Some(Seat(1)));
    assert_eq!(m.seat_of(STRANGER), None);

    let stored = table.store().match_load(m.id).await.unwrap().unwrap();
    assert_eq!(stored.game, GAME);
    assert_eq!(stored.users, vec![10, 20]);
    assert_eq!(stored.version, 0);
    assert_eq!(stored.status, MatchStatus::Playing);
    assert_eq!(stored.seed, 7);
    assert_eq!(stored.snapshot, m.game.snapshot());
    assert!(table.store().match_moves(m.id).await.unwrap().is_empty());
    assert_eq!(table.store().matches_playing().await.unwrap(), vec![m.id]);
}

#[tokio::test]
async fn a_legal_move_by_the_seat_to_act_commits() {
    let table = memory_table().await;
    let m = create(&table, &[10, 20], 7).await;
    let (seat, user) = acting(&m);
    let moved = table
        .play(m.id, user, 0, "buy")
        .await
        .expect("buy is legal");
    assert_eq!(moved.seat, seat);
    assert_eq!(moved.played.notation, "buy");
    assert_eq!(moved.after.version, 1);
    assert_eq!(moved.after.recent.len(), 1);

    let log = table.store().match_moves(m.id).await.unwrap();
    assert_eq!(log.len(), 1);
    assert_eq!(log[0].idx, 0);
    assert_eq!(log[0].seat, seat);
    assert_eq!(log[0].notation, "buy");
    assert_eq!(log[0].events, moved.played.events);

    let stored = table.store().match_load(m.id).await.unwrap().unwrap();
    assert_eq!(stored.version, 1);
    assert_eq!(stored.snapshot, moved.after.game.snapshot());
    let again = table.get(m.id).await.unwrap();
    assert_eq!(again.version, 1);
    assert_eq!(again.game.public_json(), moved.after.game.public_json());
}

#[tokio::test]
async fn notation_is_stored_in_canonical_form() {
    let table = memory_table().await;
    let m = create(&table, &[10, 20], 7).await;
    let (_, user) = acting(&m);
    let moved = table.play(m.id, user, 0, "  BUY ").await.expect("buy");
    assert_eq!(moved.played.notation, "buy");
    let log = table.store().match_moves(m.id).await.unwrap();
    assert_eq!(log[0].notation, "buy");
}

/// A move the rules refuse comes back with the match it was judged on, to draw the hand
/// again; a stale click or a stranger's does not (the stored match may be newer), and the
/// match is unchanged either way.
#[tokio::test]
async fn a_move_the_rules_refuse_comes_back_with_the_match_as_it_stands() {
    let table = memory_table().await;
    let m = create(&table, &[10, 20], 7).await;
    let (seat, user) = acting(&m);
    let idle = m.user_at(seat.other());
    for (who, notation) in [(user, "place 2S"), (user, "fly"), (idle, "buy")] {
        match table.play_or_current(m.id, who, 0, notation).await {
            Err(Refused {
                current: Some(current),
                ..
            }) => {
                assert_eq!(current.version, 0, "{notation}");
                assert_eq!(current.game.snapshot(), m.game.snapshot(), "{notation}");
            }
            other => panic!("{notation}: expected the match back, got {other:?}"),
        }
    }
    for (who, version) in [(user, 3), (STRANGER, 0)] {
        match table.play_or_current(m.id, who, version, "buy").await {
            Err(Refused { current: None, .. }) => {}
            other => panic!("{who} at {version}: expected no match back, got {other:?}"),
        }
    }
    assert_eq!(table.get(m.id).await.unwrap().version, 0);
}

/// Whether a match has moved past a version it was shown at, asked without copying it.
#[tokio::test]
async fn a_match_in_memory_says_whether_it_moved_past_a_version() {
    let table = memory_table().await;
    let m = create(&table, &[10, 20], 7).await;
    assert!(!table.moved_past(m.id, 0).await);
    let (_, user) = acting(&m);
    let moved = table.play(m.id, user, 0, "buy").await.unwrap();
    assert!(table.moved_past(m.id, 0).await);
    assert!(!table.moved_past(m.id, moved.after.version).await);
    assert!(!table.moved_past(m.id + 1000, 0).await, "an unknown match");
}

#[tokio::test]
async fn refusals_come_in_a_fixed_order_and_change_nothing() {
    let table = memory_table().await;
    let m = create(&table, &[10, 20], 7).await;
    let (seat, user) = acting(&m);
    let idle = m.user_at(seat.other());
    let before = m.game.snapshot();

    // Unknown match comes first.
    assert!(matches!(
        table.play(m.id + 1000, user, 0, "buy").await,
        Err(TableError::NoSuchMatch(id)) if id == m.id + 1000
    ));
    assert!(matches!(
        table.get(m.id + 1000).await,
        Err(TableError::NoSuchMatch(_))
    ));
    // A stranger is refused before the version is looked at.
    assert!(matches!(
        table.play(m.id, STRANGER, 0, "buy").await,
        Err(TableError::NotSeated)
    ));
    assert!(matches!(
        table.play(m.id, STRANGER, 5, "fly").await,
        Err(TableError::NotSeated)
    ));
    // A wrong version, even from the seat that is not to act or with garbage notation.
    for (who, notation) in [(user, "buy"), (idle, "buy"), (user, "fly")] {
        for version in [-1, 1, 5] {
            match table.play(m.id, who, version, notation).await {
                Err(TableError::Stale { current }) => assert_eq!(current, 0),
                other => panic!("expected Stale, got {other:?}"),
            }
        }
    }
    // The seat not to act, whatever it sends.
    for notation in ["buy", "fly", "place 2S"] {
        match table.play(m.id, idle, 0, notation).await {
            Err(TableError::NotYourTurn(s)) => assert_eq!(s, seat.other()),
            other => panic!("expected NotYourTurn, got {other:?}"),
        }
    }
    // Garbage notation from the seat to act.
    for notation in ["fly", "", "place 9Z", "trade 2H", "buy 3H", "sell 7"] {
        assert!(
            matches!(
                table.play(m.id, user, 0, notation).await,
                Err(TableError::Notation(_))
            ),
            "{notation:?} should be a notation error"
        );
    }
    // Well-formed but illegal: a typed reason, put into either language on demand.
    for notation in ["place 2S", "discard 3D", "sell 4", "trade 2H 4C"] {
        match table.play(m.id, user, 0, notation).await {
            Err(TableError::Illegal(reason)) => {
                let (en, es) = (reason.explain(Lang::En), reason.explain(Lang::Es));
                assert!(!en.trim().is_empty(), "{notation}: empty English reason");
                assert!(!es.trim().is_empty(), "{notation}: empty Spanish reason");
                assert_ne!(en, es, "{notation}: one reason, two languages");
            }
            other => panic!("{notation}: expected Illegal, got {other:?}"),
        }
    }

    // Nothing changed, in memory or on disk.
    let now = table.get(m.id).await.unwrap();
    assert_eq!(now.version, 0);
    assert_eq!(now.game.snapshot(), before);
    let stored = table.store().match_load(m.id).await.unwrap().unwrap();
    assert_eq!(stored.version, 0);
    assert_eq!(stored.snapshot, before);
    assert!(table.store().match_moves(m.id).await.unwrap().is_empty());

    // And the right move still goes through.
    assert_eq!(
        table
            .play(m.id, user, 0, "buy")
            .await
            .unwrap()
            .after
            .version,
        1
    );
}

#[tokio::test]
async fn a_stale_version_after_a_move_is_refused() {
    let table = memory_table().await;
    let m = create(&table, &[10, 20], 7).await;
    let (_, user) = acting(&m);
    table.play(m.id, user, 0, "buy").await.unwrap();
    // Re-clicking the old button: stale, and the current version is reported.
    match table.play(m.id, user, 0, "buy").await {
        Err(TableError::Stale { current }) => assert_eq!(current, 1),
        other => panic!("expected Stale, got {other:?}"),
    }
    assert_eq!(table.store().match_moves(m.id).await.unwrap().len(), 1);
}

#[tokio::test]
async fn resignation_ends_the_match_and_records_results() {
    let table = memory_table().await;
    let m = create(&table, &[10, 20], 7).await;
    let m = play_random(&table, &m, &mut ChaCha8Rng::seed_from_u64(1)).await;
    assert!(matches!(
        table.resign(m.id, STRANGER).await,
        Err(TableError::NotSeated)
    ));
    assert!(matches!(
        table.resign(m.id + 1000, 10).await,
        Err(TableError::NoSuchMatch(_))
    ));

    // The seat not to act may resign too.
    let (seat, _) = acting(&m);
    let resigner = m.user_at(seat.other());
    let winner = m.user_at(seat);
    let after = table.resign(m.id, resigner).await.expect("resigned");
    assert_eq!(after.status, Status::Resigned);
    assert!(after.is_over());
    let result = after.result.clone().expect("a result");
    assert_eq!(result.winners, vec![seat]);
    assert_eq!(result.standing(seat), Standing::Win);
    assert_eq!(result.standing(seat.other()), Standing::Loss);

    // Every further move or resignation: Over, even with the newest version.
    for (user, version) in [(winner, m.version), (winner, after.version), (resigner, 0)] {
        for notation in ["buy", "fly"] {
            assert!(matches!(
                table.play(m.id, user, version, notation).await,
                Err(TableError::Over)
            ));
        }
    }
    assert!(matches!(
        table.resign(m.id, winner).await,
        Err(TableError::Over)
    ));
    assert!(matches!(
        table.resign(m.id, resigner).await,
        Err(TableError::Over)
    ));
    assert_eq!(table.store().match_moves(m.id).await.unwrap().len(), 1);

    let stored = table.store().match_load(m.id).await.unwrap().unwrap();
    assert_eq!(stored.status, MatchStatus::Resigned);
    assert_eq!(stored.result, Some(result));
    assert!(table.store().matches_playing().await.unwrap().is_empty());

    for game in [Some(GAME), None] {
        let lb = table.store().leaderboard(GUILD, game).await.unwrap();
        assert_eq!(lb.len(), 2, "{game:?}");
        assert_eq!(order(&lb), vec![winner, resigner]);
        assert_eq!(wdl(&lb, winner), (1, 0, 0));
        assert_eq!(wdl(&lb, resigner), (0, 0, 1));
        assert_eq!((lb[0].rank, lb[1].rank), (1, 2));
    }
    assert!(table
        .store()
        .leaderboard(GUILD, Some("otro"))
        .await
        .unwrap()
        .is_empty());
    assert!(table
        .store()
        .leaderboard(GUILD + 1, None)
        .await
        .unwrap()
        .is_empty());

    // A fresh table over the same store sees the match as over too.
    let fresh = Table::new(table.store().clone());
    let reloaded = fresh.get(m.id).await.unwrap();
    assert_eq!(reloaded.status, Status::Resigned);
    assert!(matches!(
        fresh.play(m.id, winner, reloaded.version, "buy").await,
        Err(TableError::Over)
    ));
}

#[tokio::test]
async fn a_double_click_applies_once() {
    let table = memory_table().await;
    let m = create(&table, &[10, 20], 7).await;
    let (_, user) = acting(&m);
    let (a, b) = tokio::join!(
        table.play(m.id, user, 0, "buy"),
        table.play(m.id, user, 0, "buy")
    );
    let oks = [&a, &b].iter().filter(|r| r.is_ok()).count();
    let stales = [&a, &b]
        .iter()
        .filter(|r| matches!(r, Err(TableError::Stale { current: 1 })))
        .count();
    assert_eq!((oks, stales), (1, 1), "{a:?} / {b:?}");
    assert_eq!(table.store().match_moves(m.id).await.unwrap().len(), 1);
    assert_eq!(table.get(m.id).await.unwrap().version, 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn many_concurrent_clicks_on_one_version_apply_once() {
    let (_dir, url) = temp_db();
    let table = Table::new(Store::connect(&url).await.unwrap());
    let m = create(&table, &[10, 20], 7).await;
    let (_, user) = acting(&m);
    let clicks: Vec<_> = (0..8)
        .map(|_| {
            let t = table.clone();
            tokio::spawn(async move { t.play(m.id, user, 0, "buy").await })
        })
        .collect();
    let mut oks = 0;
    for c in clicks {
        match c.await.unwrap() {
            Ok(_) => oks += 1,
            Err(TableError::Stale { current: 1 }) => {}
            Err(e) => panic!("unexpected {e:?}"),
        }
    }
    assert_eq!(oks, 1);
    assert_eq!(table.store().match_moves(m.id).await.unwrap().len(), 1);
}

#[tokio::test]
async fn two_tables_over_one_database_cannot_both_commit() {
    // As if two bot processes shared the file: the store's version check refuses the second.
    let (_dir, url) = temp_db();
    let t1 = Table::new(Store::connect(&url).await.unwrap());
    let t2 = Table::new(Store::connect(&url).await.unwrap());
    let m = create(&t1, &[10, 20], 7).await;
    let (_, user) = acting(&m);
    assert_eq!(t2.get(m.id).await.unwrap().version, 0); // cached at version 0
    t1.play(m.id, user, 0, "buy").await.unwrap();
    assert!(matches!(
        t2.play(m.id, user, 0, "buy").await,
        Err(TableError::Stale { .. })
    ));
    assert_eq!(t1.store().match_moves(m.id).await.unwrap().len(), 1);
    // t2 dropped its stale copy and now sees the committed move.
    let seen = t2.get(m.id).await.unwrap();
    assert_eq!(seen.version, 1);
    assert_eq!(
        seen.game.snapshot(),
        t1.get(m.id).await.unwrap().game.snapshot()
    );
}

#[tokio::test]
async fn a_restart_loses_nothing() {
    let (_dir, url) = temp_db();
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let (id, version, public, snapshot, recent) = {
        let table = Table::new(Store::connect(&url).await.unwrap());
        let mut m = create(&table, &[10, 20], 11).await;
        for _ in 0..9 {
            m = play_random(&table, &m, &mut rng).await;
        }
        table.set_board(m.id, 123_456).await.unwrap();
        (
            m.id,
            m.version,
            m.game.public_json(),
            m.game.snapshot(),
            m.recent.clone(),
        )
    };
    assert_eq!(version, 9);

    let table = Table::new(Store::connect(&url).await.unwrap());
    let m = table.get(id).await.unwrap();
    assert_eq!(m.version, version);
    assert_eq!(m.status, Status::Playing);
    assert_eq!(m.users, vec![10, 20]);
    assert_eq!(m.board_message_id, Some(123_456));
    assert_eq!(m.game.public_json(), public);
    assert_eq!(m.game.snapshot(), snapshot);
    assert_eq!(m.recent, recent);
    assert_eq!(table.store().matches_playing().await.unwrap(), vec![id]);

    let after = play_random(&table, &m, &mut rng).await;
    assert_eq!(after.version, version + 1);
    assert_eq!(
        table.store().match_moves(id).await.unwrap().len() as i64,
        version + 1
    );
}

/// Plays a few moves on a file database, overwrites the snapshot with `garbage` behind the
/// store's back, and checks that a fresh table rebuilds the same match from the move log.
async fn rebuilt_from_the_log(garbage: &str) {
    let (_dir, url) = temp_db();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let table = Table::new(Store::connect(&url).await.unwrap());
    let mut m = create(&table, &[10, 20], 13).await;
    for _ in 0..12 {
        m = play_random(&table, &m, &mut rng).await;
    }
    drop(table);

    let raw = sqlx::SqlitePool::connect(&url).await.unwrap();
    let changed = sqlx::query("UPDATE matches SET snapshot = ? WHERE id = ?")
        .bind(garbage)
        .bind(m.id)
        .execute(&raw)
        .await
        .unwrap()
        .rows_affected();
    assert_eq!(changed, 1);
    raw.close().await;

    let table = Table::new(Store::connect(&url).await.unwrap());
    let rebuilt = table.get(m.id).await.expect("rebuilt from the move log");
    assert_eq!(rebuilt.version, m.version);
    assert_eq!(rebuilt.game.public_json(), m.game.public_json());
    assert_eq!(rebuilt.game.snapshot(), m.game.snapshot());
    assert_eq!(rebuilt.recent, m.recent);

    // The match goes on, and the next commit writes a good snapshot again.
    let after = play_random(&table, &rebuilt, &mut rng).await;
    let stored = table.store().match_load(m.id).await.unwrap().unwrap();
    assert_eq!(stored.version, m.version + 1);
    assert_eq!(stored.snapshot, after.game.snapshot());
}

#[tokio::test]
async fn a_snapshot_that_is_not_json_is_rebuilt_from_the_move_log() {
    rebuilt_from_the_log("garbage").await;
}

#[tokio::test]
async fn a_snapshot_of_the_wrong_shape_is_rebuilt_from_the_move_log() {
    rebuilt_from_the_log(r#"{"round": "three", "coins": null}"#).await;
}

#[tokio::test]
async fn random_complete_matches_end_with_consistent_results() {
    let table = memory_table().await;
    let users = [10, 20];
    let mut expected = [(0, 0, 0); 2];
    for seed in 0..6 {
        let mut rng = ChaCha8Rng::seed_from_u64(100 + seed);
        let m = create(&table, &users, seed).await;
        let m = play_out(&table, m, &mut rng).await;
        assert_eq!(m.status, Status::Finished);
        assert_eq!(table.cached(), 0, "a finished match leaves memory");
        let reloaded = table.get(m.id).await.unwrap();
        assert_eq!(
            (reloaded.status, reloaded.version),
            (Status::Finished, m.version)
        );
        let outcome = m.result.clone().expect("a finished match has a result");
        assert_eq!(Some(&outcome), m.game.outcome().as_ref());
        assert!(m.game.to_act().is_empty());

        let stored = table.store().match_load(m.id).await.unwrap().unwrap();
        assert_eq!(stored.status, MatchStatus::Finished);
        assert_eq!(stored.result.as_ref(), Some(&outcome));
        assert_eq!(stored.version, m.version);
        let log = table.store().match_moves(m.id).await.unwrap();
        assert_eq!(log.len() as i64, m.version);
        assert!(log.iter().enumerate().all(|(i, mv)| mv.idx == i as i64));

        // The leaderboard counts this match exactly as the outcome says.
        for (i, e) in expected.iter_mut().enumerate() {
            match outcome.standing(Seat(i as u8)) {
                Standing::Win => e.0 += 1,
                Standing::Draw => e.1 += 1,
                Standing::Loss => e.2 += 1,
            }
        }
        for game in [Some(GAME), None] {
            let lb = table.store().leaderboard(GUILD, game).await.unwrap();
            assert_eq!(lb.len(), 2);
            for (i, &user) in users.iter().enumerate() {
                assert_eq!(wdl(&lb, user), expected[i], "seed {seed}, user {user}");
            }
        }

        // After the end: Over, for either seat and any version.
        for user in users {
            for version in [m.version, m.version - 1] {
                assert!(matches!(
                    table.play(m.id, user, version, "buy").await,
                    Err(TableError::Over)
                ));
            }
            assert!(matches!(
                table.resign(m.id, user).await,
                Err(TableError::Over)
            ));
        }
        assert!(matches!(
            table.play(m.id, STRANGER, m.version, "buy").await,
            Err(TableError::Over)
        ));
    }
    assert!(table.store().matches_playing().await.unwrap().is_empty());
    // Each match gave each seat exactly one result.
    let played: i64 = [expected[0].0, expected[0].1, expected[0].2].iter().sum();
    assert_eq!(played, 6);
    assert_eq!(expected[0].0, expected[1].2);
    assert_eq!(expected[0].1, expected[1].1);
}

#[tokio::test]
async fn a_finished_match_reloads_as_finished() {
    let (_dir, url) = temp_db();
    let (id, version, outcome) = {
        let table = Table::new(Store::connect(&url).await.unwrap());
        let m = create(&table, &[10, 20], 21).await;
        let m = play_out(&table, m, &mut ChaCha8Rng::seed_from_u64(21)).await;
        (m.id, m.version, m.result.expect("result"))
    };
    let table = Table::new(Store::connect(&url).await.unwrap());
    let m = table.get(id).await.unwrap();
    assert_eq!(m.status, Status::Finished);
    assert_eq!(m.version, version);
    assert_eq!(m.result, Some(outcome));
    assert!(matches!(
        table.play(id, 10, version, "buy").await,
        Err(TableError::Over)
    ));
}

/// Plays a whole match between `users` through the table, replaying `moves` found by
/// [`engine_playout`] with the same seed.
async fn play_moves(table: &Table, users: &[u64], seed: u64, moves: &[(Seat, String)]) -> Match {
    let mut m = create(table, users, seed).await;
    for (seat, mv) in moves {
        m = table
            .play(m.id, m.user_at(*seat), m.version, mv)
            .await
            .expect("replayed move")
            .after;
    }
    assert_eq!(m.status, Status::Finished);
    m
}

/// A seed and the moves of a random playout that ends in a draw.
fn drawn_playout() -> (u64, Vec<(Seat, String)>) {
    (0..5000)
        .find_map(|seed| {
            let (moves, outcome) = engine_playout(seed, seed ^ 0x5eed);
            outcome.is_draw().then_some((seed, moves))
        })
        .expect("some random playout ends in a draw")
}

/// `winner` beats `loser`: the loser resigns at once.
async fn beats(table: &Table, winner: u64, loser: u64) {
    let m = create(table, &[winner, loser], 1).await;
    table.resign(m.id, loser).await.expect("resigned");
}

#[tokio::test]
async fn the_board_of_all_games_orders_by_wins_then_draws_then_fewer_losses() {
    let table = memory_table().await;
    let store = table.store().clone();
    let (a, b, c) = (1, 2, 3);
    let (draw_seed, draw_moves) = drawn_playout();

    // A: 1 win, 2 draws, 2 losses. B: 1 win, 1 draw, 0 losses. C: 1 win, 1 draw, 1 loss.
    beats(&table, a, c).await;
    beats(&table, b, a).await;
    beats(&table, c, a).await;
    let m = play_moves(&table, &[a, b], draw_seed, &draw_moves).await;
    assert!(m.result.as_ref().unwrap().is_draw());
    play_moves(&table, &[c, a], draw_seed, &draw_moves).await;

    let lb = store.leaderboard(GUILD, None).await.unwrap();
    assert_eq!(wdl(&lb, a), (1, 2, 2));
    assert_eq!(wdl(&lb, b), (1, 1, 0));
    assert_eq!(wdl(&lb, c), (1, 1, 1));
    // Equal wins: more draws first (A), then fewer losses (B before C).
    assert_eq!(order(&lb), vec![a, b, c]);
    assert_eq!(lb.iter().map(|r| r.rank).collect::<Vec<_>>(), vec![1, 2, 3]);

    // Two more wins put C on top: wins count before anything else.
    beats(&table, c, b).await;
    beats(&table, c, b).await;
    let lb = store.leaderboard(GUILD, None).await.unwrap();
    assert_eq!(wdl(&lb, c), (3, 1, 1));
    assert_eq!(wdl(&lb, b), (1, 1, 2));
    assert_eq!(order(&lb), vec![c, a, b]);
    // One game's board counts the same, ordered by rating: only the drawn matches were
    // played (the resignations came before any move), so everybody is provisional.
    let game = store.leaderboard(GUILD, Some(GAME)).await.unwrap();
    assert_eq!(wdl(&game, c), (3, 1, 1));
    assert!(game.iter().all(|r| r.rating.is_some()));

    // Results of another game (stored directly: only one game is registered so far) count
    // with no filter and under their own name only.
    let snapshot = json!({});
    for _ in 0..3 {
        let id = store
            .match_create(&NewMatch {
                game: "otro",
                guild_id: GUILD,
                channel_id: CHANNEL,
                seed: 0,
                options: &Value::Null,
                snapshot: &snapshot,
                users: &[b, a],
                bots: &[],
                lang: Lang::En,
                board_message_id: None,
                web_token: &taberna::store::new_token(),
            })
            .await
            .unwrap();
        let outcome = Outcome::new(vec![1, 0].into(), vec![Seat(0)]);
        assert!(store.match_resign(id, &outcome, None).await.unwrap());
    }
    assert_eq!(
        order(&store.leaderboard(GUILD, Some(GAME)).await.unwrap()),
        order(&game)
    );
    let other = store.leaderboard(GUILD, Some("otro")).await.unwrap();
    assert_eq!(order(&other), vec![b, a]);
    assert_eq!(wdl(&other, b), (3, 0, 0));
    assert_eq!(wdl(&other, a), (0, 0, 3));
    let all = store.leaderboard(GUILD, None).await.unwrap();
    assert_eq!(wdl(&all, b), (4, 1, 2));
    assert_eq!(wdl(&all, c), (3, 1, 1));
    assert_eq!(wdl(&all, a), (1, 2, 5));
    assert_eq!(order(&all), vec![b, c, a]);

    // Another server's board is its own.
    assert!(store.leaderboard(GUILD + 1, None).await.unwrap().is_empty());
}

/// A Génova table of three with explicit dice: the tower starts on the Guild Hall.
async fn genova(table: &Table) -> Match {
    table
        .create(&MatchRequest {
            game: "genova",
            guild_id: GUILD,
            channel_id: CHANNEL,
            users: &[10, 11, 12],
            bots: &[],
            options: &Value::Null,
            seed: 3,
            lang: Lang::En,
            board_message_id: None,
        })
        .await
        .expect("match created")
}

/// Offers arriving add choices to the active player's hand: his buttons stay current. An
/// offer that changes its terms changes what `accept` means: that button goes stale.
#[tokio::test]
async fn new_choices_keep_a_click_current_and_changed_terms_make_it_stale() {
    let table = memory_table().await;
    let m = genova(&table).await;
    let active = m.game.to_act()[0];
    let user = m.user_at(active);
    let m = table
        .play(m.id, user, m.version, "roll")
        .await
        .unwrap()
        .after;
    let shown = m.version;
    let step = m
        .game
        .legal_notations(active)
        .into_iter()
        .find(|n| n.starts_with("move "))
        .expect("the tower can move");
    let maker = Seat::all(3).find(|&s| s != active).unwrap();
    let space = m
        .game
        .legal_notations(maker)
        .into_iter()
        .filter_map(|n| {
            n.strip_prefix("offer ")
                .map(|r| r.split(' ').next().unwrap().to_owned())
        })
        // Not the tower's own space: an offer there would bind the active player (rule 15).
        .find(|s| m.game.public_json()["tower"] != json!(s))
        .expect("an offer to make next to the tower");
    let maker_user = m.user_at(maker);
    let offered = table
        .play(
            m.id,
            maker_user,
            m.seat_versions[maker.index()],
            &format!("offer {space} 10"),
        )
        .await
        .unwrap()
        .after;
    assert_eq!(
        offered.seat_versions[active.index()],
        shown,
        "an offer arriving leaves the active player's hand current"
    );
    // The offer changes its terms: the hand that showed the old terms is stale for `accept`.
    let accept = format!("accept {maker} {space}");
    let seen = offered.version;
    let changed = table
        .play(
            m.id,
            maker_user,
            offered.seat_versions[maker.index()],
            &format!("offer {space} 20"),
        )
        .await
        .unwrap()
        .after;
    assert_eq!(changed.seat_versions[active.index()], changed.version);
    assert!(matches!(
        table.play(m.id, user, seen, &accept).await,
        Err(TableError::Stale { .. })
    ));
    // The move shown before any offer is refused as stale too now, and nothing changed.
    assert!(matches!(
        table.play(m.id, user, shown, &step).await,
        Err(TableError::Stale { .. })
    ));
    let now = table.get(m.id).await.unwrap();
    assert_eq!(now.version, changed.version);
    let done = table.play(m.id, user, now.version, &accept).await.unwrap();
    assert!(done.played.notation.starts_with("accept"));
}
