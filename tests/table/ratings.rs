//! Ratings, stats, history and replays at the table: ratings written with each result equal
//! the ones recomputed from the results (matches of every game ending at once), results from
//! before ratings existed are rated at start, unrated matches (no move, the computer), a
//! game's board by rating, stats and history pages, and replay files read back by
//! `taberna replay` and `taberna verify` (tampered files refused).

use std::collections::HashMap;

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

use crate::fixtures::table;
use taberna::engine::ismcts::Level;
use taberna::engine::{Lang, Seat, Standing};
use taberna::fair::commitment;
use taberna::ratings::{System, GLICKO2_SETTLED_DEVIATION};
use taberna::replay::{run, Ending, Flags, ReplayFile};
use taberna::store::Store;
use taberna::table::{ComputerMatch, Match, MatchRequest, Opponent, Table, TableError};
use taberna::verify::{verify, VerifyError};

const GUILD: u64 = 1;
const OTHER_GUILD: u64 = 2;
const CHANNEL: u64 = 3;

async fn create(t: &Table, guild: u64, game: &str, users: &[u64], seed: u64) -> Match {
    t.create(&MatchRequest {
        game,
        guild_id: guild,
        channel_id: CHANNEL,
        users,
        bots: &[],
        options: &Value::Null,
        seed,
        lang: Lang::En,
        board_message_id: None,
    })
    .await
    .unwrap()
}

/// Plays random legal moves until the match ends, or until `stop_after` moves (then the
/// match is left as it is).
async fn play(t: &Table, mut m: Match, seed: u64, stop_after: usize) -> Match {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..stop_after {
        if m.is_over() {
            break;
        }
        let seat = *m
            .game
            .owing()
            .choose(&mut rng)
            .expect("someone owes a move");
        // The easy computer's move: a random one among those of random playouts (no Génova
        // haggling, which could go on for long).
        let mv = m
            .game
            .bot_move(seat, Level::Easy, &Level::Easy.budget(&|| false), rng.gen())
            .expect("a legal move");
        m = match t.play(m.id, m.user_at(seat), m.version, &mv).await {
            Ok(moved) => moved.after,
            Err(e) => panic!("match {}: {mv}: {e}", m.id),
        };
    }
    m
}

/// Every game of the registry, with up to three players.
fn games() -> Vec<(&'static str, usize)> {
    let seats = |i: &taberna::engine::GameInfo| i.max_seats.min(3);
    let registry = taberna::games::REGISTRY.iter();
    registry.map(|e| (e.info.id, seats(e.info))).collect()
}

/// One match of a random game between random members of `pool`: played to the end, resigned
/// in the middle, or resigned before any move.
async fn random_match(t: Table, guild: u64, pool: Vec<u64>, seed: u64) -> Match {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let games = games();
    let (game, seats) = games[rng.gen_range(0..games.len())];
    let players: Vec<u64> = pool.choose_multiple(&mut rng, seats).copied().collect();
    let m = create(&t, guild, game, &players, seed).await;
    match rng.gen_range(0..10) {
        0 => {
            t.resign(m.id, players[0]).await.unwrap();
            t.get(m.id).await.unwrap()
        }
        1 | 2 => {
            let m = play(&t, m, seed, 6).await;
            if !m.is_over() {
                t.resign(m.id, players[1]).await.unwrap();
            }
            t.get(m.id).await.unwrap()
        }
        _ => play(&t, m, seed, 20_000).await,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ratings_written_with_each_result_equal_those_recomputed_from_the_results() {
    let t = table().await;
    let pool: Vec<u64> = (100..108).collect();
    // Eight matches at a time, sharing players, in two servers: their ends interleave.
    for batch in 0..5_u64 {
        let mut tasks = Vec::new();
        for i in 0..8_u64 {
            let guild = if i % 3 == 0 { OTHER_GUILD } else { GUILD };
            tasks.push(tokio::spawn(random_match(
                t.clone(),
                guild,
                pool.clone(),
                batch * 100 + i,
            )));
        }
        for task in tasks {
            assert!(task.await.unwrap().is_over());
        }
    }
    let store = t.store();
    let stored = store.ratings().await.unwrap();
    assert!(stored.len() >= 10, "{} ratings", stored.len());
    assert_eq!(store.recompute_ratings().await.unwrap(), stored);
    // Every rating counts the rated matches behind it, with both systems in use.
    let systems: Vec<System> = stored
        .keys()
        .map(|(_, game, _)| System::of(taberna::games::by_id(game).unwrap().info))
        .collect();
    assert!(systems.contains(&System::Glicko2) && systems.contains(&System::WengLin));
    assert!(stored.values().all(|r| r.matches > 0));
    // The boards' wins, draws and losses are those the results count, and the page the
    // command shows agrees with the whole board for every caller.
    for guild in [GUILD, OTHER_GUILD] {
        for game in [
            None,
            Some("burgueses"),
            Some("bouillabaisse"),
            Some("genova"),
        ] {
            let board = t.leaderboard(guild, game).await.unwrap();
            let mut counted: Vec<(u64, i64, i64, i64)> = board
                .iter()
                .map(|r| (r.user_id, r.wins, r.draws, r.losses))
                .collect();
            counted.sort_unstable();
            assert_eq!(counted, store.tally_results(guild, game).await.unwrap());
            for (i, line) in board.iter().enumerate() {
                let (top, mine) = t
                    .leaderboard_top(guild, game, line.user_id, 3)
                    .await
                    .unwrap();
                assert_eq!(top[..], board[..board.len().min(3)]);
                match mine {
                    Some(mine) => assert_eq!(&mine, line, "{game:?} line {i}"),
                    None => assert!(i < 3),
                }
            }
        }
    }
}

#[tokio::test]
async fn matches_without_a_move_or_with_the_computer_are_not_rated() {
    let t = table().await;
    let m = create(&t, GUILD, "burgueses", &[1, 2], 5).await;
    t.resign(m.id, 1).await.unwrap();
    let vs = t
        .vs_computer(&ComputerMatch {
            game: "burgueses",
            guild_id: GUILD,
            channel_id: CHANNEL,
            user: 3,
            level: Level::Easy,
            options: &Value::Null,
            seed: 6,
            lang: Lang::En,
        })
        .await
        .unwrap();
    let vs = play_against_computer(&t, vs).await;
    assert!(vs.is_over());
    assert!(t.store().ratings().await.unwrap().is_empty());
    // Still counted where results are: the leaderboard's W/D/L, unrated.
    let board = t.leaderboard(GUILD, Some("burgueses")).await.unwrap();
    assert_eq!(board.len(), 2);
    assert!(board.iter().all(|r| r.rating.is_none()));
    // A resignation after one move is rated.
    let m = create(&t, GUILD, "burgueses", &[1, 2], 7).await;
    let m = play(&t, m, 7, 1).await;
    t.resign(m.id, 2).await.unwrap();
    let ratings = t.store().ratings().await.unwrap();
    let of = |u: u64| ratings[&(GUILD, "burgueses".to_owned(), u)].rating.rating;
    assert!(of(1) > 1500.0 && of(2) < 1500.0);
}

async fn play_against_computer(t: &Table, mut m: Match) -> Match {
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    while !m.is_over() {
        if let Some(moved) = t.play_computer(m.id).await.unwrap() {
            m = moved.after;
            continue;
        }
        let seat = m.game.owing()[0];
        let mv = m
            .game
            .legal_notations(seat)
            .choose(&mut rng)
            .unwrap()
            .clone();
        m = t
            .play(m.id, m.user_at(seat), m.version, &mv)
            .await
            .unwrap()
            .after;
    }
    m
}

#[tokio::test]
async fn results_from_before_ratings_are_rated_when_the_bot_starts() {
    let dir = tempfile::tempdir().unwrap();
    let new_url = format!("sqlite://{}", dir.path().join("new.db").display());
    let (ratings, boards) = {
        let t = Table::new(Store::connect(&new_url).await.unwrap());
        for seed in 0..8 {
            random_match(t.clone(), GUILD, vec![1, 2, 3, 4], seed).await;
        }
        let mut boards = Vec::new();
        for game in [
            None,
            Some("burgueses"),
            Some("genova"),
            Some("bouillabaisse"),
        ] {
            boards.push(t.leaderboard(GUILD, game).await.unwrap());
        }
        (t.store().ratings().await.unwrap(), boards)
    };
    assert!(!ratings.is_empty());

    // A database as the bot left it before ratings (migrations 0001 to 0006), with the same
    // matches, moves and results.
    let old_path = dir.path().join("old.db");
    let old_url = format!("sqlite://{}?mode=rwc", old_path.display());
    let old_migrations = dir.path().join("migrations");
    std::fs::create_dir(&old_migrations).unwrap();
    for entry in std::fs::read_dir("migrations/sqlite").unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_str().unwrap().to_owned();
        if name.as_str() < "0007" {
            std::fs::copy(&path, old_migrations.join(name)).unwrap();
        }
    }
    // One connection: the attached database belongs to it.
    let pool = sqlx::sqlite::SqlitePoolOptions::new()
        .max_connections(1)
        .connect(&old_url)
        .await
        .unwrap();
    sqlx::migrate::Migrator::new(old_migrations.as_path())
        .await
        .unwrap()
        .run(&pool)
        .await
        .unwrap();
    let new_path = dir.path().join("new.db");
    sqlx::query(&format!("ATTACH DATABASE '{}' AS new", new_path.display()))
        .execute(&pool)
        .await
        .unwrap();
    for copy in [
        "INSERT INTO matches (id, game, guild_id, channel_id, board_message_id, seed, options,
                              snapshot, version, status, result, created_at, updated_at, lang)
         SELECT id, game, guild_id, channel_id, board_message_id, seed, options, snapshot,
                version, status, result, created_at, updated_at, lang FROM new.matches",
        "INSERT INTO match_seats (match_id, seat, user_id)
         SELECT match_id, seat, user_id FROM new.match_seats",
        "INSERT INTO moves SELECT * FROM new.moves",
        "INSERT INTO results (match_id, seat, guild_id, game, user_id, standing, score, vs_bot)
         SELECT match_id, seat, guild_id, game, user_id, standing, score, vs_bot FROM new.results",
    ] {
        sqlx::query(copy).execute(&pool).await.unwrap();
    }
    pool.close().await;

    // The bot starts on it: migration 0007 and the upgrade give the same boards and ratings.
    let t = Table::new(Store::connect(&old_url).await.unwrap());
    assert_eq!(t.store().ratings().await.unwrap(), ratings);
    assert_eq!(t.store().recompute_ratings().await.unwrap(), ratings);
    for (i, game) in [
        None,
        Some("burgueses"),
        Some("genova"),
        Some("bouillabaisse"),
    ]
    .into_iter()
    .enumerate()
    {
        assert_eq!(
            t.leaderboard(GUILD, game).await.unwrap(),
            boards[i],
            "{game:?}"
        );
    }
    // And a second start changes nothing.
    drop(t);
    let again = Store::connect(&old_url).await.unwrap();
    assert_eq!(again.ratings().await.unwrap(), ratings);
}

#[tokio::test]
async fn a_games_board_puts_settled_ratings_first_then_provisional_then_unrated() {
    let t = table().await;
    // Ana and Bruno play (a first move, then a resignation), Ana winning two of three,
    // until both settle, Ana on top. (Always the same winner would not settle them: a
    // certain result tells Glicko-2 little.)
    let settled = |t: Table| async move {
        let ratings = t.store().ratings().await.unwrap();
        [1, 2].iter().all(|&u| {
            ratings
                .get(&(GUILD, "burgueses".to_owned(), u))
                .is_some_and(|r| !r.rating.provisional(System::Glicko2))
        })
    };
    let mut played = 0;
    while !settled(t.clone()).await {
        assert!(played < 60, "still provisional after {played} matches");
        let m = create(&t, GUILD, "burgueses", &[1, 2], played).await;
        let m = play(&t, m, played, 1).await;
        t.resign(m.id, if played % 3 == 2 { 1 } else { 2 })
            .await
            .unwrap();
        played += 1;
    }
    let played = played as i64;
    let (wins, losses) = (played - played / 3, played / 3);
    // Carla beats Dario once: provisional, though her rating is high.
    let m = create(&t, GUILD, "burgueses", &[3, 4], 99).await;
    let m = play(&t, m, 1, 1).await;
    t.resign(m.id, 4).await.unwrap();
    // Eva resigns before any move: unrated.
    let m = create(&t, GUILD, "burgueses", &[5, 1], 98).await;
    t.resign(m.id, 5).await.unwrap();
    let board = t.leaderboard(GUILD, Some("burgueses")).await.unwrap();
    let order: Vec<u64> = board.iter().map(|r| r.user_id).collect();
    let ana = &board[0];
    assert_eq!(ana.user_id, 1);
    assert!(ana.rating.unwrap().deviation <= GLICKO2_SETTLED_DEVIATION);
    assert_eq!(
        (ana.wins, ana.draws, ana.losses, ana.matches),
        (wins + 1, 0, losses, played + 1)
    );
    assert_eq!(order[..2], [1, 2], "settled first: {order:?}");
    assert_eq!(
        order[2..4],
        [3, 4],
        "provisional next, by rating: {order:?}"
    );
    assert_eq!(order[4], 5, "unrated last");
}

#[tokio::test]
async fn stats_show_rating_change_record_best_win_and_streak() {
    let t = table().await;
    // Bruno beats Carla 3 times (she falls), then Ana beats Carla and Bruno, then loses to
    // Bruno twice.
    let win = |winner: u64, loser: u64, seed: u64| {
        let t = t.clone();
        async move {
            let m = create(&t, GUILD, "burgueses", &[winner, loser], seed).await;
            let m = play(&t, m, seed, 1).await;
            t.resign(m.id, loser).await.unwrap();
            m.id
        }
    };
    for seed in 0..3 {
        win(2, 3, seed).await;
    }
    win(1, 3, 10).await;
    let best = win(1, 2, 11).await;
    win(2, 1, 12).await;
    win(2, 1, 13).await;
    let stats = t.stats(GUILD, 1).await.unwrap();
    assert_eq!(stats.len(), 1);
    let s = &stats[0];
    assert_eq!(s.game, "burgueses");
    assert_eq!((s.record.wins, s.record.losses), (2, 2));
    let rating = s.rating.unwrap();
    assert_eq!(rating.matches, 4);
    let change = s.change.unwrap();
    assert!((change - (rating.rating.rating - 1500.0)).abs() < 1e-9);
    let best_win = s.best_win.unwrap();
    assert_eq!((best_win.match_id, best_win.opponent), (best, 2));
    assert!(best_win.opponent_rating > 1500.0);
    let streak = s.streak.unwrap();
    assert_eq!((streak.standing, streak.length), (Standing::Loss, 2));
    // Nothing in another server.
    assert!(t.stats(OTHER_GUILD, 1).await.unwrap().is_empty());
}

#[tokio::test]
async fn history_pages_newest_first_with_opponents_and_rating_changes() {
    let t = table().await;
    let mut ids = Vec::new();
    for seed in 0..12 {
        let m = create(&t, GUILD, "burgueses", &[1, 2], seed).await;
        let m = play(&t, m, seed, 1).await;
        t.resign(m.id, 2).await.unwrap();
        ids.push(m.id);
    }
    let m = create(&t, GUILD, "genova", &[3, 1, 4], 50).await;
    t.resign(m.id, 4).await.unwrap();
    ids.push(m.id);
    let first = t.history(GUILD, 1, None, 0).await.unwrap();
    assert_eq!(first.total, 13);
    assert_eq!(first.entries.len(), 10);
    let newest = &first.entries[0];
    assert_eq!(newest.match_id, m.id);
    assert_eq!(newest.game, "genova");
    assert_eq!(
        newest.opponents,
        vec![
            (Seat(0), Opponent::Person(3)),
            (Seat(2), Opponent::Person(4))
        ]
    );
    assert_eq!(newest.rating, None, "no move: not rated");
    let older = &first.entries[1];
    let (before, after) = older.rating.unwrap();
    assert!(after > before);
    assert_eq!(older.standing, Standing::Win);
    let second = t.history(GUILD, 1, None, 1).await.unwrap();
    assert_eq!(second.entries.len(), 3);
    let shown: Vec<i64> = first
        .entries
        .iter()
        .chain(&second.entries)
        .map(|e| e.match_id)
        .collect();
    let mut newest_first = ids.clone();
    newest_first.reverse();
    assert_eq!(shown, newest_first);
    let only = t.history(GUILD, 1, Some("genova"), 0).await.unwrap();
    assert_eq!(only.total, 1);
    assert_eq!(t.history(OTHER_GUILD, 1, None, 0).await.unwrap().total, 0);
}

/// The `result` line of `taberna replay` on `file`.
fn replayed_result(file: &str) -> Value {
    let mut out = Vec::new();
    run(file, Flags::default(), &mut out).expect("the file replays");
    let text = String::from_utf8(out).unwrap();
    let last: Value = serde_json::from_str(text.lines().last().unwrap()).unwrap();
    last["result"].clone()
}

#[tokio::test]
async fn a_finished_matchs_replay_file_plays_back_to_its_result_and_verifies() {
    let t = table().await;
    let mut checked = HashMap::new();
    for (i, (game, seats)) in games().iter().enumerate() {
        let users: Vec<u64> = (1..=*seats as u64).collect();
        let m = create(&t, GUILD, game, &users, 40 + i as u64).await;
        let m = play(&t, m, i as u64, 20_000).await;
        assert!(m.is_over());
        let (file, _) = t.replay_file(m.id, GUILD).await.unwrap();
        assert_eq!(file.ended, Some(Ending::Rules { last: vec![] }));
        assert_eq!(
            file.commitment.as_deref(),
            Some(commitment(m.seed).as_str())
        );
        let text = serde_json::to_string_pretty(&file).unwrap();
        assert_eq!(Some(replayed_result(&text)), file.result, "{game}");
        let report = verify(&text).unwrap_or_else(|e| panic!("{game}: {e}"));
        assert_eq!(report.len(), 3, "{game}: {report:?}");
        checked.insert(*game, text);
    }
    // A resigned match: the file stops where it stopped, and says so.
    let m = create(&t, GUILD, "rebelion", &[1, 2], 3).await;
    let m = play(&t, m, 3, 4).await;
    t.resign(m.id, 2).await.unwrap();
    let (file, _) = t.replay_file(m.id, GUILD).await.unwrap();
    assert_eq!(file.ended, Some(Ending::Resignation { seat: 1 }));
    assert_eq!(file.moves.len(), 4);
    verify(&serde_json::to_string(&file).unwrap()).unwrap();

    // Tampered files are refused, each at the first thing that differs.
    let burgueses: ReplayFile = serde_json::from_str(&checked["burgueses"]).unwrap();
    let tamper = |change: &dyn Fn(&mut ReplayFile)| {
        let mut f: ReplayFile = serde_json::from_str(&checked["burgueses"]).unwrap();
        change(&mut f);
        verify(&serde_json::to_string(&f).unwrap()).unwrap_err()
    };
    let seed = burgueses.seed;
    assert!(matches!(
        tamper(&|f| f.seed = seed.wrapping_add(1)),
        VerifyError::Commitment { .. }
    ));
    assert!(matches!(
        tamper(&|f| f.commitment = Some(commitment(1))),
        VerifyError::Commitment { .. }
    ));
    assert!(matches!(
        tamper(&|f| f.commitment = None),
        VerifyError::NoCommitment
    ));
    let shown_at = burgueses
        .events
        .as_ref()
        .unwrap()
        .iter()
        .position(|e| e.as_array().is_some_and(|a| !a.is_empty()))
        .unwrap();
    let e = tamper(&|f| {
        f.events.as_mut().unwrap()[shown_at] = Value::Array(Vec::new());
    });
    assert!(
        matches!(e, VerifyError::Events { index, .. } if index == shown_at),
        "{e}"
    );
    assert!(matches!(
        tamper(&|f| {
            let scores = &mut f.result.as_mut().unwrap()["scores"][0];
            *scores = Value::from(scores.as_i64().unwrap() + 1);
        }),
        VerifyError::Result { .. }
    ));
    assert!(matches!(
        tamper(&|f| f.moves[0] = "0: nonsense".to_owned()),
        VerifyError::Replay(_)
    ));
    assert!(matches!(
        tamper(&|f| f.ended = Some(Ending::Resignation { seat: 0 })),
        VerifyError::EndedEarly { .. }
    ));
}

#[tokio::test]
async fn the_replay_of_a_match_in_play_or_of_another_server_is_refused() {
    let t = table().await;
    let m = create(&t, GUILD, "burgueses", &[1, 2], 1).await;
    let m = play(&t, m, 1, 3).await;
    assert!(matches!(
        t.replay_file(m.id, GUILD).await,
        Err(TableError::StillPlaying(id)) if id == m.id
    ));
    t.resign(m.id, 1).await.unwrap();
    assert!(t.replay_file(m.id, GUILD).await.is_ok());
    assert!(matches!(
        t.replay_file(m.id, OTHER_GUILD).await,
        Err(TableError::NoSuchMatch(_))
    ));
    assert!(matches!(
        t.replay_file(9_999, GUILD).await,
        Err(TableError::NoSuchMatch(_))
    ));
}

#[test]
fn taberna_verify_exits_non_zero_on_a_tampered_file() {
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("good.json");
    let bad = dir.path().join("bad.json");
    let file = |seed: u64, committed: u64| {
        format!(
            r#"{{"game": "burgueses", "seed": {seed}, "players": 2, "moves": [], "commitment": "{}"}}"#,
            commitment(committed)
        )
    };
    std::fs::write(&good, file(5, 5)).unwrap();
    std::fs::write(&bad, file(6, 5)).unwrap();
    let verify = |path: &std::path::Path| {
        std::process::Command::new(env!("CARGO_BIN_EXE_taberna"))
            .arg("verify")
            .arg(path)
            .output()
            .unwrap()
    };
    let ok = verify(&good);
    assert!(ok.status.success());
    assert!(String::from_utf8_lossy(&ok.stdout).contains("verified"));
    let refused = verify(&bad);
    assert_eq!(refused.status.code(), Some(1));
    let why = String::from_utf8_lossy(&refused.stderr);
    assert!(
        why.contains("NOT verified") && why.contains("commitment"),
        "{why}"
    );
    // Not a replay file at all: a usage error.
    std::fs::write(&bad, "{not json").unwrap();
    assert_eq!(verify(&bad).status.code(), Some(2));
}
