//! Computer players at the table: matches against the computer in every two-player game played
//! to the end, computer seats never timed, their results out of the leaderboard, the cap of
//! matches per member, lobbies with computer players (and their races), a person's secret pick
//! racing the computer's, and a person who runs out of time against the computer.

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};

use crate::fixtures::table;
use taberna::engine::ismcts::Level;
use taberna::engine::{Lang, Seat, Standing};
use taberna::store::now;
use taberna::table::{
    ComputerMatch, GuildSettings, LobbyAction, LobbyChange, Match, NewLobby, OnTimeout, Refusal,
    Status, Table, TableError, TimeOut,
};

const GUILD: u64 = 1;
const CHANNEL: u64 = 2;
const ANA: u64 = 10;
const BRUNO: u64 = 20;

/// A match of `game` between `user` and the computer at `level`.
async fn vs_computer(
    t: &Table,
    game: &str,
    user: u64,
    level: Level,
    seed: u64,
) -> Result<Match, TableError> {
    t.vs_computer(&ComputerMatch {
        game,
        guild_id: GUILD,
        channel_id: CHANNEL,
        user,
        level,
        options: &Value::Null,
        seed,
        lang: Lang::En,
    })
    .await
}

/// Plays `m` to the end: the computer's moves through the table, the people's at random.
/// Returns the match at the end and how many moves the computer made.
async fn play_to_end(t: &Table, mut m: Match, seed: u64) -> (Match, usize) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut computer = 0;
    for _ in 0..5_000 {
        if m.is_over() {
            return (m, computer);
        }
        if let Some(moved) = t.play_computer(m.id).await.unwrap() {
            computer += 1;
            m = moved.after;
            continue;
        }
        let seat = m.game.owing()[0];
        assert!(
            m.bot_at(seat).is_none(),
            "the computer never leaves its seat waiting"
        );
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
    panic!("match {} did not end", m.id);
}

async fn results(t: &Table, match_id: i64) -> Vec<(Seat, u64, String, bool)> {
    t.store().match_results(match_id).await.unwrap()
}

#[tokio::test]
async fn every_two_player_game_is_played_to_the_end_against_the_computer() {
    let t = table().await;
    let challenged = taberna::games::REGISTRY
        .iter()
        .filter(|e| e.info.opening.challenge)
        .map(|e| e.info.id);
    for (i, game) in challenged.enumerate() {
        let m = vs_computer(&t, game, ANA + i as u64, Level::Easy, 7 + i as u64)
            .await
            .unwrap();
        assert_eq!(m.bots, [None, Some(Level::Easy)], "{game}");
        let (end, computer) = play_to_end(&t, m, i as u64).await;
        assert!(computer > 0, "{game}: the computer played");
        assert_eq!(end.status, Status::Finished, "{game}");
        let rows = results(&t, end.id).await;
        assert_eq!(rows.len(), 1, "{game}: only the person has a result");
        assert_eq!(
            (rows[0].0, rows[0].1, rows[0].3),
            (Seat(0), ANA + i as u64, true)
        );
    }
    assert!(
        t.leaderboard(GUILD, None).await.unwrap().is_empty(),
        "matches against the computer stay off the leaderboard"
    );
    let record = t.record_against_computer(GUILD, ANA, None).await.unwrap();
    assert_eq!(record.wins + record.draws + record.losses, 1);
    let record = t
        .record_against_computer(GUILD, ANA + 1, Some("burgueses"))
        .await
        .unwrap();
    assert_eq!(
        record.wins + record.draws + record.losses,
        0,
        "one game only"
    );
}

#[tokio::test]
async fn a_searching_computer_plays_burgueses_to_the_end_and_is_never_timed() {
    let t = table().await;
    t.set_settings(
        GUILD,
        &GuildSettings {
            turn_limit_secs: Some(3600),
            reminder_secs: Some(600),
            on_timeout: OnTimeout::Claim,
            pictures: true,
            tournament_role: None,
            match_pages: true,
        },
    )
    .await
    .unwrap();
    let mut m = vs_computer(&t, "burgueses", ANA, Level::Normal, 3)
        .await
        .unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    while !m.is_over() {
        let clocks = t.store().clocks(m.id).await.unwrap();
        assert!(
            clocks.iter().all(|c| c.seat() == Seat(0)),
            "only the person's turns are timed: {clocks:?}"
        );
        match t.play_computer(m.id).await.unwrap() {
            Some(moved) => {
                assert_eq!(moved.seat, Seat(1));
                m = moved.after;
            }
            None => {
                let mv = m
                    .game
                    .legal_notations(Seat(0))
                    .choose(&mut rng)
                    .unwrap()
                    .clone();
                m = t.play(m.id, ANA, m.version, &mv).await.unwrap().after;
            }
        }
    }
    assert!(t.store().clocks(m.id).await.unwrap().is_empty());
}

/// The search's seed comes from the match, its version and the seat: the same position gets
/// the same move (checked at the easy level, whose move depends on the seed alone; the
/// searching levels also stop on time, so a busy machine may search less).
#[tokio::test]
async fn the_computer_finds_the_same_move_for_the_same_position() {
    let challenged = taberna::games::REGISTRY
        .iter()
        .filter(|e| e.info.opening.challenge);
    for game in challenged.map(|e| e.info.id) {
        let (a, b) = (table().await, table().await);
        let ma = vs_computer(&a, game, ANA, Level::Easy, 5).await.unwrap();
        let mb = vs_computer(&b, game, ANA, Level::Easy, 5).await.unwrap();
        let pa = computer_moves(&a, ma, 6).await;
        assert!(pa.len() >= 3, "{game}: {pa:?}");
        assert_eq!(pa, computer_moves(&b, mb, 6).await, "{game}");
    }
}

/// The first `n` moves of the computer in `m`, the person always playing their first legal
/// move.
async fn computer_moves(t: &Table, mut m: Match, n: usize) -> Vec<String> {
    let mut moves = Vec::new();
    while moves.len() < n && !m.is_over() {
        if let Some(moved) = t.play_computer(m.id).await.unwrap() {
            moves.push(moved.played.notation);
            m = moved.after;
            continue;
        }
        let mv = m.game.legal_notations(Seat(0))[0].clone();
        m = t.play(m.id, ANA, m.version, &mv).await.unwrap().after;
    }
    moves
}

#[tokio::test]
async fn a_member_plays_at_most_three_matches_against_the_computer_at_once() {
    let t = table().await;
    let mut open = Vec::new();
    for seed in 0..3 {
        open.push(
            vs_computer(&t, "burgueses", ANA, Level::Easy, seed)
                .await
                .unwrap(),
        );
    }
    let refused = vs_computer(&t, "burgueses", ANA, Level::Easy, 9).await;
    assert!(
        matches!(
            refused,
            Err(TableError::Refused(Refusal::TooManyComputerMatches(3)))
        ),
        "{refused:?}"
    );
    vs_computer(&t, "burgueses", BRUNO, Level::Easy, 9)
        .await
        .unwrap();
    t.resign(open[0].id, ANA).await.unwrap();
    vs_computer(&t, "burgueses", ANA, Level::Easy, 9)
        .await
        .unwrap();
    let not_for_two = vs_computer(&t, "nope", ANA, Level::Easy, 9).await;
    assert!(matches!(not_for_two, Err(TableError::BadRequest(_))));
}

#[tokio::test]
async fn a_secret_pick_racing_the_computers_pick_counts_both() {
    // Rebelión starts with both seats picking a side in secret: the person's pick made while
    // the computer searches must not make the computer's stale, nor the other way round.
    for seed in 0..20 {
        let t = table().await;
        let m = vs_computer(&t, "rebelion", ANA, Level::Normal, seed)
            .await
            .unwrap();
        assert_eq!(m.game.to_act(), [Seat(0), Seat(1)], "both pick at once");
        let mv = m.game.legal_notations(Seat(0))[0].clone();
        let (mine, computer) =
            tokio::join!(t.play(m.id, ANA, m.version, &mv), t.play_computer(m.id));
        mine.unwrap();
        assert!(
            computer.unwrap().is_some(),
            "seed {seed}: the computer's pick counted"
        );
        let after = t.get(m.id).await.unwrap();
        assert_eq!(after.version, 2);
        assert_eq!(t.store().match_moves(m.id).await.unwrap().len(), 2);
    }
}

#[tokio::test]
async fn a_resignation_racing_a_computer_move_leaves_one_consistent_match() {
    for seed in 0..10 {
        let t = table().await;
        let mut m = vs_computer(&t, "burgueses", ANA, Level::Normal, seed)
            .await
            .unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        // Up to the computer's turn.
        while m.computer_turn().is_none() {
            let mv = m
                .game
                .legal_notations(Seat(0))
                .choose(&mut rng)
                .unwrap()
                .clone();
            m = t.play(m.id, ANA, m.version, &mv).await.unwrap().after;
        }
        let (resigned, computer) = tokio::join!(t.resign(m.id, ANA), t.play_computer(m.id));
        resigned.unwrap();
        let computer = computer.unwrap();
        let end = t.get(m.id).await.unwrap();
        assert_eq!(end.status, Status::Resigned);
        let logged = t.store().match_moves(m.id).await.unwrap().len() as i64;
        assert_eq!(logged, m.version + i64::from(computer.is_some()));
        assert_eq!(results(&t, m.id).await.len(), 1);
    }
}

#[tokio::test]
async fn a_person_who_runs_out_of_time_against_the_computer_loses_on_time() {
    let t = table().await;
    t.set_settings(
        GUILD,
        &GuildSettings {
            turn_limit_secs: Some(0),
            reminder_secs: None,
            on_timeout: OnTimeout::Claim,
            pictures: true,
            tournament_role: None,
            match_pages: true,
        },
    )
    .await
    .unwrap();
    let mut m = vs_computer(&t, "burgueses", ANA, Level::Easy, 1)
        .await
        .unwrap();
    while m.computer_turn().is_some() {
        m = t.play_computer(m.id).await.unwrap().unwrap().after;
    }
    let clock = t.due(now()).await.unwrap().deadlines[0];
    assert_eq!(clock.seat(), Seat(0));
    assert!(matches!(
        t.time_out(&clock).await.unwrap(),
        TimeOut::LostOnTime
    ));
    let end = t.get(m.id).await.unwrap();
    assert_eq!(
        (end.status, end.lost_on_time),
        (Status::Resigned, Some(Seat(0)))
    );
    assert_eq!(end.result.unwrap().standing(Seat(0)), Standing::Loss);
}

/// A Bouillabaisse lobby hosted by ANA.
async fn lobby(t: &Table) -> i64 {
    let new = NewLobby {
        game: "bouillabaisse",
        guild_id: GUILD,
        channel_id: CHANNEL,
        members: &[ANA],
        bots: &[],
        options: &json!({}),
        lang: Lang::En,
    };
    t.lobby_open(&new).await.unwrap().id
}

#[tokio::test]
async fn a_lobby_with_computer_players_starts_and_plays_to_the_end() {
    let t = table().await;
    let id = lobby(&t).await;
    let refused = t
        .lobby_act(id, BRUNO, LobbyAction::AddBot(Level::Easy), None)
        .await;
    assert!(matches!(
        refused,
        Err(TableError::Refused(Refusal::HostOnly))
    ));
    let refused = t.lobby_act(id, ANA, LobbyAction::RemoveBot, None).await;
    assert!(matches!(
        refused,
        Err(TableError::Refused(Refusal::NoComputerPlayer))
    ));
    for level in [Level::Hard, Level::Easy] {
        t.lobby_act(id, ANA, LobbyAction::AddBot(level), None)
            .await
            .unwrap();
    }
    t.lobby_act(id, BRUNO, LobbyAction::Join, None)
        .await
        .unwrap();
    let Ok(LobbyChange::Updated(l)) = t.lobby_act(id, ANA, LobbyAction::RemoveBot, None).await
    else {
        panic!("removed");
    };
    assert_eq!(
        (l.members.clone(), l.bots.clone()),
        (vec![ANA, BRUNO], vec![Level::Hard])
    );
    t.lobby_act(id, ANA, LobbyAction::AddBot(Level::Easy), None)
        .await
        .unwrap();
    let Ok(LobbyChange::Started(m)) = t.lobby_act(id, ANA, LobbyAction::Start, Some(9)).await
    else {
        panic!("started");
    };
    assert_eq!(m.users, [ANA, BRUNO, 0, 0]);
    assert_eq!(m.bots, [None, None, Some(Level::Hard), Some(Level::Easy)]);
    let (end, computer) = play_to_end(&t, *m, 4).await;
    assert!(computer > 10);
    assert_eq!(end.status, Status::Finished);
    let rows = results(&t, end.id).await;
    assert_eq!(
        rows.iter().map(|r| r.0).collect::<Vec<_>>(),
        [Seat(0), Seat(1)]
    );
    assert!(rows.iter().all(|r| r.3));
}

#[tokio::test]
async fn a_lobby_of_one_member_and_a_computer_player_may_start() {
    let t = table().await;
    let id = lobby(&t).await;
    let too_few = t.lobby_act(id, ANA, LobbyAction::Start, None).await;
    assert!(matches!(
        too_few,
        Err(TableError::Refused(Refusal::TooFewPlayers(2)))
    ));
    t.lobby_act(id, ANA, LobbyAction::AddBot(Level::Normal), None)
        .await
        .unwrap();
    let started = t
        .lobby_act(id, ANA, LobbyAction::Start, None)
        .await
        .unwrap();
    assert!(matches!(started, LobbyChange::Started(_)));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn computer_players_and_members_racing_for_the_last_seats_never_overfill_a_table() {
    for round in 0..10u64 {
        let t = table().await;
        let new = NewLobby {
            game: "genova",
            guild_id: GUILD,
            channel_id: CHANNEL,
            members: &[ANA],
            bots: &[Level::Easy, Level::Easy],
            options: &json!({}),
            lang: Lang::En,
        };
        let id = t.lobby_open(&new).await.unwrap().id;
        // Two seats left: three bots and three members want them, all at once.
        let mut tasks = Vec::new();
        for i in 0..6u64 {
            let t = t.clone();
            tasks.push(tokio::spawn(async move {
                let (user, action) = if (i + round) % 2 == 0 {
                    (ANA, LobbyAction::AddBot(Level::Hard))
                } else {
                    (100 + i, LobbyAction::Join)
                };
                t.lobby_act(id, user, action, None).await
            }));
        }
        let mut taken = 0;
        for task in tasks {
            match task.await.unwrap() {
                Ok(_) => taken += 1,
                Err(TableError::Refused(Refusal::LobbyFull)) => {}
                Err(e) => panic!("{e}"),
            }
        }
        assert_eq!(taken, 2);
        let l = t.lobby(id).await.unwrap();
        assert_eq!(l.seated(), 5);
    }
}

/// A Génova table of two members and a computer player, started with `seed`.
async fn genova_with_a_computer(t: &Table, seed: u64) -> Match {
    let new = NewLobby {
        game: "genova",
        guild_id: GUILD,
        channel_id: CHANNEL,
        members: &[ANA],
        bots: &[],
        options: &json!({}),
        lang: Lang::En,
    };
    let id = t.lobby_open(&new).await.unwrap().id;
    t.lobby_act(id, BRUNO, LobbyAction::Join, None)
        .await
        .unwrap();
    t.lobby_act(id, ANA, LobbyAction::AddBot(Level::Easy), None)
        .await
        .unwrap();
    let Ok(LobbyChange::Started(m)) = t.lobby_act(id, ANA, LobbyAction::Start, Some(seed)).await
    else {
        panic!("started");
    };
    *m
}

/// What the computer says while a member is active (an offer, in Génova) races the member's
/// own move on the same version: both are stored in one order or the computer's is dropped
/// (it spoke to a match that had moved on), the log holds every stored move once, and the
/// match read again is the one in memory.
#[tokio::test]
async fn the_computers_offer_racing_a_members_move_leaves_one_consistent_match() {
    let (mut raced, mut offered) = (0, 0);
    for seed in 0..12 {
        let t = table().await;
        let mut m = genova_with_a_computer(&t, seed).await;
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..60 {
            if m.is_over() {
                break;
            }
            if m.computer_turn().is_some() {
                m = t.play_computer(m.id).await.unwrap().unwrap().after;
                continue;
            }
            let seat = m.game.owing()[0];
            let user = m.user_at(seat);
            // A move that moves the match on, never an offer of its own.
            let moves: Vec<String> = m
                .game
                .legal_notations(seat)
                .into_iter()
                .filter(|n| !n.starts_with("offer") && !n.starts_with("ask"))
                .collect();
            let mv = moves.choose(&mut rng).unwrap().clone();
            if m.computer_talkers().is_empty() {
                m = t.play(m.id, user, m.version, &mv).await.unwrap().after;
                continue;
            }
            raced += 1;
            let before = m.version;
            let (member, computer) =
                tokio::join!(t.play(m.id, user, m.version, &mv), t.talk_computer(m.id));
            let member = member.expect("the member's move is taken whatever the computer says");
            let computer = computer.unwrap();
            offered += usize::from(computer.is_some());
            let now = t.get(m.id).await.unwrap();
            let stored = t.store().match_moves(m.id).await.unwrap().len() as i64;
            assert_eq!(now.version, before + 1 + i64::from(computer.is_some()));
            assert_eq!(stored, now.version, "every stored move once");
            assert!(now.version >= member.after.version);
            m = now;
        }
    }
    assert!(raced > 20, "{raced} races");
    assert!(offered > 0, "the computer spoke in some races");
}
