//! Two tables on one database, as two bot processes sharing it (issue 17): each keeps its own
//! copy of a match in memory, so only the database can tell which of two moves computed from
//! one version came first. A move is written only on the version it was computed from; the
//! other table's move is refused as stale and changes nothing. Runs on SQLite (one file) and,
//! with `TABERNA_TEST_POSTGRES`, on PostgreSQL.

use serde_json::{json, Value};

use taberna::engine::ismcts::Level;
use taberna::engine::{Lang, Seat};
use taberna::store::{self, Durability, NewChallenge, NewLobby, Quota};
use taberna::table::{
    ComputerMatch, Limits, LobbyAction, LobbyChange, Match, MatchRequest, Refusal, Table,
    TableError,
};

const USERS: [u64; 2] = [10, 20];

/// A fresh database two tables can open: a file, or a schema on the tests' PostgreSQL server.
async fn shared_database() -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().expect("temp dir");
    let url = match store::test_postgres() {
        Some(server) => store::scratch_schema(&server).await.expect("schema"),
        None => format!(
            "sqlite://{}?mode=rwc",
            dir.path().join("shared.db").display()
        ),
    };
    (dir, url)
}

fn limits(quota: Quota) -> Limits {
    Limits {
        cached_matches: 1000,
        challenges: quota,
        lobbies: quota,
        ..Limits::default()
    }
}

const FREE: Quota = Quota {
    max_open: 1000,
    cooldown_secs: 0,
};

/// Two tables ("processes") on one fresh database.
async fn two_tables(quota: Quota) -> (tempfile::TempDir, Table, Table) {
    let (dir, url) = shared_database().await;
    let a = Table::open(&url, Durability::Full, limits(quota))
        .await
        .expect("first table");
    let b = Table::open(&url, Durability::Full, limits(quota))
        .await
        .expect("second table");
    (dir, a, b)
}

async fn create(table: &Table, seed: u64) -> Match {
    table
        .create(&MatchRequest {
            game: "burgueses",
            guild_id: 1,
            channel_id: 2,
            users: &USERS,
            bots: &[],
            options: &Value::Null,
            seed,
            lang: Lang::En,
            board_message_id: None,
        })
        .await
        .expect("match created")
}

/// The user at the seat to act and two of its legal moves (the same one twice when it has one).
fn two_moves(m: &Match) -> (u64, String, String) {
    let seat: Seat = m.game.to_act()[0];
    let legal = m.game.legal_notations(seat);
    let other = legal.last().expect("a legal move").clone();
    (USERS[seat.index()], legal[0].clone(), other)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_tables_never_both_apply_a_move_on_one_version() {
    let (_dir, a, b) = two_tables(FREE).await;
    let mut ids = Vec::new();
    for seed in 0..12 {
        ids.push(create(&a, seed).await.id);
    }
    for round in 0..6 {
        let races = ids.iter().map(|&id| {
            let (a, b) = (a.clone(), b.clone());
            tokio::spawn(async move {
                // Both copies current: each table read the match as it is stored.
                let (ma, mb) = (a.get(id).await.unwrap(), b.get(id).await.unwrap());
                assert_eq!(ma.version, mb.version);
                if ma.is_over() {
                    return None;
                }
                let (user, first, second) = two_moves(&ma);
                let v = ma.version;
                let (ra, rb) =
                    tokio::join!(a.play(id, user, v, &first), b.play(id, user, v, &second));
                let played = [&ra, &rb].iter().filter(|r| r.is_ok()).count();
                assert_eq!(played, 1, "round {round}, match {id}: {ra:?} / {rb:?}");
                for r in [ra, rb] {
                    if let Err(e) = r {
                        assert!(matches!(e, TableError::Stale { .. }), "{e:?}");
                    }
                }
                Some(v)
            })
        });
        for (race, &id) in futures_util::future::join_all(races)
            .await
            .into_iter()
            .zip(&ids)
        {
            let Some(v) = race.unwrap() else { continue };
            // One move on that version, in the log and in the version of either table's view.
            let moves = a.store().match_moves(id).await.unwrap();
            assert_eq!(moves.len() as i64, v + 1);
            assert_eq!(a.get(id).await.unwrap().version, v + 1);
            assert_eq!(b.get(id).await.unwrap().version, v + 1);
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_click_rendered_by_the_other_table_is_judged_on_the_stored_match() {
    let (_dir, a, b) = two_tables(FREE).await;
    let m = create(&a, 7).await;
    // Both hold the match at version 0.
    b.get(m.id).await.unwrap();
    let (user, mv, _) = two_moves(&m);
    let after = a.play(m.id, user, 0, &mv).await.unwrap().after;
    // The next click was rendered by `a` at version 1; it arrives at `b`, whose copy is at 0.
    let (next_user, next, _) = two_moves(&after);
    let moved = b
        .play(m.id, next_user, 1, &next)
        .await
        .expect("taken after a reread");
    assert_eq!(moved.after.version, 2);
    // And `a`, now behind, refuses an old click as stale and takes the current one.
    let (third_user, third, _) = two_moves(&moved.after);
    assert!(matches!(
        a.play(m.id, next_user, 1, &next).await,
        Err(TableError::Stale { .. })
    ));
    assert_eq!(
        a.play(m.id, third_user, 2, &third)
            .await
            .unwrap()
            .after
            .version,
        3
    );
    assert_eq!(a.store().match_moves(m.id).await.unwrap().len(), 3);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn joins_from_two_tables_never_overfill_a_lobby() {
    let (_dir, a, b) = two_tables(FREE).await;
    let members: Vec<u64> = (1..=10).collect();
    let new = NewLobby {
        game: "bouillabaisse",
        guild_id: 1,
        channel_id: 2,
        members: &members,
        bots: &[],
        options: &json!({}),
        lang: Lang::En,
    };
    let id = a.lobby_open(&new).await.unwrap().id;
    let joins = (100..108).map(|u| {
        let t = if u % 2 == 0 { a.clone() } else { b.clone() };
        tokio::spawn(async move { t.lobby_act(id, u, LobbyAction::Join, None).await })
    });
    let mut joined = 0;
    for j in futures_util::future::join_all(joins).await {
        match j.unwrap() {
            Ok(LobbyChange::Updated(_)) => joined += 1,
            Err(TableError::Refused(Refusal::LobbyFull)) => {}
            other => panic!("unexpected {other:?}"),
        }
    }
    assert_eq!(joined, 2, "twelve seats, ten taken");
    assert_eq!(b.lobby(id).await.unwrap().members.len(), 12);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_quota_holds_across_two_tables() {
    let quota = Quota {
        max_open: 3,
        cooldown_secs: 0,
    };
    let (_dir, a, b) = two_tables(quota).await;
    let opens = (0..10_u64).map(|i| {
        let t = if i % 2 == 0 { a.clone() } else { b.clone() };
        tokio::spawn(async move {
            let c = NewChallenge {
                game: "burgueses",
                guild_id: 1,
                channel_id: 2,
                challenger: 5,
                challenged: 100 + i,
                options: &Value::Null,
                lang: Lang::En,
            };
            t.challenge_open(&c).await
        })
    });
    let opened = futures_util::future::join_all(opens)
        .await
        .into_iter()
        .filter(|r| r.as_ref().unwrap().is_ok())
        .count();
    assert_eq!(opened, 3);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_cap_on_matches_against_the_computer_holds_across_two_tables() {
    // A member's servers may sit on shards of different processes: ten requests at once, half
    // to each table, start exactly the three matches the cap allows.
    let (_dir, a, b) = two_tables(FREE).await;
    let cap = Limits::default().computer_matches;
    let starts = (0..10_u64).map(|i| {
        let t = if i % 2 == 0 { a.clone() } else { b.clone() };
        tokio::spawn(async move {
            t.vs_computer(&ComputerMatch {
                game: "burgueses",
                guild_id: 1 + i,
                channel_id: 2,
                user: 5,
                level: Level::Easy,
                options: &Value::Null,
                seed: i,
                lang: Lang::En,
            })
            .await
        })
    });
    let results: Vec<_> = futures_util::future::join_all(starts)
        .await
        .into_iter()
        .map(|r| r.expect("no panic"))
        .collect();
    let started = results.iter().filter(|r| r.is_ok()).count();
    assert_eq!(started, cap, "{results:?}");
    assert!(results.iter().all(|r| matches!(
        r,
        Ok(_) | Err(TableError::Refused(Refusal::TooManyComputerMatches(_)))
    )));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn matches_ending_at_once_on_two_tables_take_distinct_places_in_the_order_of_ends() {
    let (_dir, a, b) = two_tables(FREE).await;
    let mut ids = Vec::new();
    for seed in 0..16 {
        let m = create(&a, seed).await;
        // A move, so that the match is rated when it ends.
        let (user, mv, _) = two_moves(&m);
        a.play(m.id, user, 0, &mv).await.unwrap();
        ids.push(m.id);
    }
    let ends = ids.iter().enumerate().map(|(i, &id)| {
        let t = if i % 2 == 0 { a.clone() } else { b.clone() };
        tokio::spawn(async move { t.resign(id, USERS[i % 2]).await })
    });
    for e in futures_util::future::join_all(ends).await {
        e.unwrap().expect("resigned");
    }
    // Ratings applied one match at a time in the order the ends were numbered equal the
    // ratings stored as each match ended: no two ends read the same ratings.
    let stored = a.store().ratings().await.unwrap();
    assert_eq!(a.store().recompute_ratings().await.unwrap(), stored);
    assert!(!stored.is_empty());
}
