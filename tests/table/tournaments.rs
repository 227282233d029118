//! Tournaments through the table: sign-ups, the start, rounds made and closed, knockout
//! rematches, withdrawals, a round's time limit, and the races the issue names (two Start
//! clicks, a Join racing Start, a match ending while its round is closed).

use serde_json::Value;

use taberna::engine::Lang;
use taberna::store::{now, Format, NewTournament};
use taberna::table::{Refusal, Table, TableError, Tournament, TournamentAction, TournamentStatus};

use super::fixtures::table;

const MANAGER: u64 = 9;

fn new(game: &str, format: Format, round_secs: Option<i64>) -> NewTournament<'_> {
    NewTournament {
        guild_id: 1,
        channel_id: 2,
        game,
        format,
        rounds: None,
        round_secs,
        seats: 2,
        options: &Value::Null,
        cap: 16,
        manager: MANAGER,
        lang: Lang::En,
        closes_at: now() + 3600,
    }
}

/// A tournament of `users` started and given a thread, its first round made.
async fn running(table: &Table, t: &NewTournament<'_>, users: &[u64]) -> Tournament {
    let id = table.tournament_open(t).await.unwrap().id;
    for &u in users {
        table
            .tournament_act(id, u, false, TournamentAction::Join)
            .await
            .unwrap();
    }
    table
        .tournament_act(id, MANAGER, false, TournamentAction::Start)
        .await
        .unwrap();
    assert!(table.tournament_thread(id, 77).await.unwrap());
    table.tournament_progress(id).await.unwrap();
    let t = table.tournament(id).await.unwrap();
    assert_eq!((t.status, t.round), (TournamentStatus::Running, 1));
    t
}

/// Ends every match of the round in play: the first seat resigns where `first_loses` says.
async fn play_round(table: &Table, t: &Tournament, first_loses: impl Fn(usize, usize) -> bool) {
    for b in t.last_legs(t.round) {
        let Some(id) = b.match_id else { continue };
        let m = table.get(id).await.unwrap();
        if m.is_over() {
            continue;
        }
        let loser = if first_loses(b.seats[0], b.seats[1]) {
            0
        } else {
            1
        };
        table.resign(id, m.users[loser]).await.unwrap();
    }
}

fn refusal(e: TableError) -> Refusal {
    match e {
        TableError::Refused(r) => r,
        other => panic!("not a refusal: {other:?}"),
    }
}

#[tokio::test]
async fn a_swiss_of_six_plays_its_rounds_without_a_repeated_pair() {
    let table = table().await;
    let users = [101, 102, 103, 104, 105, 106];
    let mut t = running(&table, &new("burgueses", Format::Swiss, None), &users).await;
    assert_eq!(t.rounds, Some(3), "⌈log₂ 6⌉ rounds");
    let mut pairs = std::collections::HashSet::new();
    while t.status == TournamentStatus::Running {
        for b in t.last_legs(t.round) {
            assert_eq!(b.seats.len(), 2, "six entrants: no bye");
            let pair = (b.seats[0].min(b.seats[1]), b.seats[0].max(b.seats[1]));
            assert!(pairs.insert(pair), "{pair:?} met twice");
            let m = table.get(b.match_id.unwrap()).await.unwrap();
            assert_eq!(m.channel_id, 77, "the match is played in the thread");
        }
        // The better seed wins.
        play_round(&table, &t, |a, b| a > b).await;
        table.tournament_progress(t.id).await.unwrap();
        t = table.tournament(t.id).await.unwrap();
    }
    assert_eq!((t.status, t.round), (TournamentStatus::Finished, 3));
    assert_eq!(
        t.by_seed(0).unwrap().place,
        Some(1),
        "the top seed won every game"
    );
    let mut places: Vec<u32> = t.entrants.iter().filter_map(|e| e.place).collect();
    places.sort_unstable();
    assert_eq!(places, [1, 2, 3, 4, 5, 6]);
}

#[tokio::test]
async fn a_round_robin_of_four_meets_everyone_once() {
    let table = table().await;
    let mut t = running(
        &table,
        &new("rebelion", Format::RoundRobin, None),
        &[1, 2, 3, 4],
    )
    .await;
    let mut met = std::collections::HashSet::new();
    while t.status == TournamentStatus::Running {
        for b in t.last_legs(t.round) {
            met.insert((b.seats[0].min(b.seats[1]), b.seats[0].max(b.seats[1])));
        }
        play_round(&table, &t, |a, b| a > b).await;
        table.tournament_progress(t.id).await.unwrap();
        t = table.tournament(t.id).await.unwrap();
    }
    assert_eq!(
        (t.status, t.round, met.len()),
        (TournamentStatus::Finished, 3, 6)
    );
}

#[tokio::test]
async fn a_knockout_replays_a_level_game_and_places_by_the_round_lost() {
    let table = table().await;
    let users = [1, 2, 3, 4, 5];
    let mut t = running(&table, &new("burger-joint", Format::Knockout, None), &users).await;
    let round1 = t.last_legs(1);
    assert_eq!(round1.len(), 4, "a bracket of 8");
    assert_eq!(
        round1.iter().filter(|b| b.seats.len() == 1).count(),
        3,
        "byes to seeds 1–3"
    );
    // The one match of round 1 (seeds 4 and 5) is ended by a manager: level, played again.
    let level = (*round1.iter().find(|b| b.seats.len() == 2).unwrap()).clone();
    table
        .end_match(level.match_id.unwrap(), MANAGER)
        .await
        .unwrap();
    table.tournament_progress(t.id).await.unwrap();
    t = table.tournament(t.id).await.unwrap();
    let again = t
        .last_legs(1)
        .into_iter()
        .find(|b| b.board == level.board)
        .unwrap();
    assert_eq!((again.leg, t.round), (1, 1), "a rematch in the same round");
    assert_eq!(
        again.seats,
        [level.seats[1], level.seats[0]],
        "seats swapped"
    );
    while t.status == TournamentStatus::Running {
        play_round(&table, &t, |a, b| a > b).await;
        table.tournament_progress(t.id).await.unwrap();
        t = table.tournament(t.id).await.unwrap();
    }
    assert_eq!((t.status, t.round), (TournamentStatus::Finished, 3));
    let place = |seed| t.by_seed(seed).unwrap().place.unwrap();
    assert_eq!(
        [place(0), place(1), place(2), place(3), place(4)],
        [1, 2, 3, 3, 5]
    );
}

#[tokio::test]
async fn a_swiss_of_eight_at_tables_of_four_seats_everyone_each_round_by_the_standings() {
    let table = table().await;
    let mut t4 = new("bouillabaisse", Format::Swiss, None);
    t4.seats = 4;
    let users: Vec<u64> = (1..=8).collect();
    let mut t = running(&table, &t4, &users).await;
    let mut first = true;
    while t.status == TournamentStatus::Running {
        let legs = t.last_legs(t.round);
        assert_eq!(
            legs.iter().map(|b| b.seats.len()).collect::<Vec<_>>(),
            [4, 4]
        );
        let mut seated: Vec<usize> = legs.iter().flat_map(|b| b.seats.clone()).collect();
        seated.sort_unstable();
        assert_eq!(seated, (0..8).collect::<Vec<_>>(), "everyone at a table");
        if first {
            let mut top: Vec<usize> = legs[0].seats.clone();
            top.sort_unstable();
            assert_eq!(top, [0, 3, 4, 7], "the seeds dealt out");
            first = false;
        }
        // At each table the weakest seed resigns: the other three share first place.
        for b in &legs {
            let id = b.match_id.unwrap();
            let m = table.get(id).await.unwrap();
            assert_eq!(m.users.len(), 4);
            let weakest = *b.seats.iter().max().unwrap();
            table
                .resign(id, t.by_seed(weakest).unwrap().user)
                .await
                .unwrap();
        }
        table.tournament_progress(t.id).await.unwrap();
        t = table.tournament(t.id).await.unwrap();
        for b in t
            .last_legs(t.round.saturating_sub(1))
            .iter()
            .filter(|b| b.halves.is_some())
        {
            assert_eq!(
                b.halves.as_ref().unwrap().iter().sum::<u32>(),
                12,
                "six games a table"
            );
        }
    }
    assert_eq!((t.status, t.round), (TournamentStatus::Finished, 3));
    let mut places: Vec<u32> = t.entrants.iter().filter_map(|e| e.place).collect();
    places.sort_unstable();
    assert_eq!(places, (1..=8).collect::<Vec<u32>>());
    let mut round_robin = new("bouillabaisse", Format::RoundRobin, None);
    round_robin.seats = 4;
    let refused = table.tournament_open(&round_robin).await.unwrap_err();
    assert_eq!(refusal(refused), Refusal::TablesOnlySwiss);
    let mut too_many = new("burgueses", Format::Swiss, None);
    too_many.seats = 3;
    let refused = table.tournament_open(&too_many).await.unwrap_err();
    assert_eq!(refusal(refused), Refusal::TableSize { min: 2, max: 2 });
}

#[tokio::test]
async fn a_knockout_game_is_kept_when_it_ends_and_a_level_one_with_a_withdrawn_player_is_not_replayed(
) {
    let table = table().await;
    let t = running(
        &table,
        &new("burger-joint", Format::Knockout, Some(3600)),
        &[1, 2, 3, 4],
    )
    .await;
    let legs = t.last_legs(1);
    // Shown, as the Discord layer shows a round.
    table.tournament_posted(t.id, 1).await.unwrap();
    for (i, b) in legs.iter().enumerate() {
        table
            .set_board(b.match_id.unwrap(), 500 + i as u64)
            .await
            .unwrap();
    }
    assert!(!table.tournaments_due(now()).await.unwrap().contains(&t.id));
    // The first game ends: it is recorded at once, and the round is no longer due for it.
    let first = legs[0].match_id.unwrap();
    let loser = table.get(first).await.unwrap().users[1];
    table.resign(first, loser).await.unwrap();
    assert!(table.tournaments_due(now()).await.unwrap().contains(&t.id));
    table.tournament_progress(t.id).await.unwrap();
    assert!(
        !table.tournaments_due(now()).await.unwrap().contains(&t.id),
        "nothing to do now"
    );
    let kept = table.tournament(t.id).await.unwrap();
    assert_eq!(kept.last_legs(1)[0].halves.as_deref(), Some(&[2, 0][..]));
    // The second ends level after one of its players withdrew: the other goes through.
    let second = legs[1].match_id.unwrap();
    let gone = table.get(second).await.unwrap().users[0];
    table
        .store()
        .tournament_withdraw(t.id, gone, 2)
        .await
        .unwrap();
    table.end_match(second, MANAGER).await.unwrap();
    table.tournament_progress(t.id).await.unwrap();
    let after = table.tournament(t.id).await.unwrap();
    assert_eq!(after.round, 2, "no rematch: the final is made");
    let finalist = table.get(second).await.unwrap().users[1];
    let seed = after.entrant(finalist).unwrap().seed.unwrap();
    assert!(after.last_legs(2)[0].seats.contains(&seed));
}

#[tokio::test]
async fn a_withdrawal_whose_resignation_was_lost_is_resigned_when_the_round_is_looked_at() {
    let table = table().await;
    let t = running(
        &table,
        &new("burgueses", Format::Swiss, None),
        &[1, 2, 3, 4],
    )
    .await;
    let id = t.last_legs(1)[0].match_id.unwrap();
    let gone = table.get(id).await.unwrap().users[0];
    // The withdrawal was stored, then the bot stopped before resigning the match.
    table
        .store()
        .tournament_withdraw(t.id, gone, 2)
        .await
        .unwrap();
    let progress = table.tournament_progress(t.id).await.unwrap();
    assert_eq!(progress.matches, [id]);
    assert!(table.get(id).await.unwrap().is_over());
}

#[tokio::test]
async fn a_rematch_after_the_round_time_gets_a_time_of_its_own() {
    let table = table().await;
    let t = running(
        &table,
        &new("burger-joint", Format::Knockout, Some(2)),
        &[1, 2],
    )
    .await;
    let id = t.last_legs(1)[0].match_id.unwrap();
    table.end_match(id, MANAGER).await.unwrap();
    // The round's time runs out before anyone looks at the level game.
    tokio::time::sleep(std::time::Duration::from_millis(2_100)).await;
    assert!(
        table
            .tournament(t.id)
            .await
            .unwrap()
            .round_deadline
            .unwrap()
            <= now()
    );
    table.tournament_progress(t.id).await.unwrap();
    let after = table.tournament(t.id).await.unwrap();
    let rematch = after.last_legs(1)[0].clone();
    assert_eq!(rematch.leg, 1);
    assert!(
        after.round_deadline.unwrap() > now(),
        "the round lasts for the rematch"
    );
    table.tournament_progress(t.id).await.unwrap();
    let m = table.get(rematch.match_id.unwrap()).await.unwrap();
    assert!(!m.is_over(), "not lost on time at once");
}

#[tokio::test]
async fn a_withdrawn_entrant_resigns_and_is_not_paired_again() {
    let table = table().await;
    let mut t = running(
        &table,
        &new("burgueses", Format::Swiss, None),
        &[1, 2, 3, 4],
    )
    .await;
    let change = table
        .tournament_act(t.id, 2, false, TournamentAction::Withdraw)
        .await
        .unwrap();
    assert_eq!(change.matches.len(), 1, "their match was resigned");
    assert!(table.get(change.matches[0]).await.unwrap().is_over());
    let again = table
        .tournament_act(t.id, 2, false, TournamentAction::Withdraw)
        .await;
    assert_eq!(refusal(again.unwrap_err()), Refusal::AlreadyWithdrawn);
    let stranger = table
        .tournament_act(t.id, 99, false, TournamentAction::Withdraw)
        .await;
    assert_eq!(refusal(stranger.unwrap_err()), Refusal::NotSignedUp);
    play_round(&table, &t, |a, b| a > b).await;
    table.tournament_progress(t.id).await.unwrap();
    t = table.tournament(t.id).await.unwrap();
    let seed = t.entrant(2).unwrap().seed.unwrap();
    assert_eq!(t.round, 2);
    assert!(t.last_legs(2).iter().all(|b| !b.seats.contains(&seed)));
    assert!(
        t.last_legs(2).iter().any(|b| b.seats.len() == 1),
        "three left: a bye"
    );
}

#[tokio::test]
async fn at_the_round_time_a_seat_that_owes_a_move_loses_on_time() {
    let table = table().await;
    let t = running(&table, &new("burgueses", Format::Swiss, Some(0)), &[1, 2]).await;
    let id = t.last_legs(1)[0].match_id.unwrap();
    let progress = table.tournament_progress(t.id).await.unwrap();
    assert_eq!(progress.matches, [id]);
    let m = table.get(id).await.unwrap();
    assert!(m.is_over() && m.lost_on_time.is_some());
    table.tournament_progress(t.id).await.unwrap();
    let t = table.tournament(t.id).await.unwrap();
    assert_eq!(
        (t.status, t.round),
        (TournamentStatus::Finished, 1),
        "two entrants: one round"
    );
}

#[tokio::test]
async fn only_a_manager_starts_pauses_or_ends_and_only_in_its_time() {
    let table = table().await;
    let t = table
        .tournament_open(&new("burgueses", Format::Swiss, None))
        .await
        .unwrap();
    let act = |user, manager, action| table.tournament_act(t.id, user, manager, action);
    assert_eq!(
        refusal(act(1, false, TournamentAction::Start).await.unwrap_err()),
        Refusal::ManagerOnly
    );
    assert_eq!(
        refusal(act(1, false, TournamentAction::Leave).await.unwrap_err()),
        Refusal::NotSignedUp
    );
    assert_eq!(
        refusal(
            act(MANAGER, false, TournamentAction::Pause)
                .await
                .unwrap_err()
        ),
        Refusal::TournamentNotRunning,
        "nothing to pause during sign-ups"
    );
    act(1, false, TournamentAction::Join).await.unwrap();
    assert_eq!(
        refusal(act(1, false, TournamentAction::Join).await.unwrap_err()),
        Refusal::AlreadySignedUp
    );
    assert_eq!(
        refusal(
            act(MANAGER, false, TournamentAction::Start)
                .await
                .unwrap_err()
        ),
        Refusal::TooFewPlayers(2)
    );
    act(2, false, TournamentAction::Join).await.unwrap();
    // A server manager who did not open it may too.
    act(50, true, TournamentAction::Start).await.unwrap();
    assert_eq!(
        refusal(act(3, false, TournamentAction::Join).await.unwrap_err()),
        Refusal::SignUpClosed
    );
    assert_eq!(
        refusal(act(1, false, TournamentAction::Pause).await.unwrap_err()),
        Refusal::ManagerOnly
    );
    act(MANAGER, false, TournamentAction::Pause).await.unwrap();
    assert_eq!(
        refusal(
            act(MANAGER, false, TournamentAction::Pause)
                .await
                .unwrap_err()
        ),
        Refusal::NothingToDo
    );
    act(MANAGER, false, TournamentAction::Resume).await.unwrap();
    let ended = act(MANAGER, false, TournamentAction::End)
        .await
        .unwrap()
        .tournament;
    assert_eq!(
        (ended.status, ended.ended_by),
        (TournamentStatus::Ended, Some(MANAGER))
    );
    assert!(ended.entrants.iter().all(|e| e.place.is_some()));
}

#[tokio::test]
async fn sign_ups_that_close_start_the_tournament_or_cancel_it() {
    let table = table().await;
    let mut closing = new("burgueses", Format::Swiss, None);
    let few = table.tournament_open(&closing).await.unwrap().id;
    let enough = table.tournament_open(&closing).await.unwrap().id;
    for u in [1, 2] {
        table
            .tournament_act(enough, u, false, TournamentAction::Join)
            .await
            .unwrap();
    }
    table
        .tournament_act(few, 1, false, TournamentAction::Join)
        .await
        .unwrap();
    // Closing times in the past, as a restart long after them would find.
    closing.closes_at = now() - 1;
    let late = table.tournament_open(&closing).await.unwrap().id;
    table.tournament_progress(late).await.unwrap();
    assert_eq!(
        table.tournament(late).await.unwrap().status,
        TournamentStatus::Cancelled
    );
    for id in [few, enough] {
        table.tournament_progress(id).await.unwrap();
        assert_eq!(
            table.tournament(id).await.unwrap().status,
            TournamentStatus::Signup,
            "still open"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_start_clicks_start_it_once_and_a_racing_join_lands_before_or_not_at_all() {
    for _ in 0..8 {
        let table = table().await;
        let t = table
            .tournament_open(&new("burgueses", Format::Swiss, None))
            .await
            .unwrap();
        for u in [1, 2] {
            table
                .tournament_act(t.id, u, false, TournamentAction::Join)
                .await
                .unwrap();
        }
        let (a, b, join) = tokio::join!(
            table.tournament_act(t.id, MANAGER, false, TournamentAction::Start),
            table.tournament_act(t.id, MANAGER, true, TournamentAction::Start),
            table.tournament_act(t.id, 3, false, TournamentAction::Join),
        );
        let started = [&a, &b].iter().filter(|r| r.is_ok()).count();
        assert_eq!(started, 1, "one Start: {a:?} {b:?}");
        for r in [a, b].into_iter().filter_map(Result::err) {
            assert_eq!(refusal(r), Refusal::TournamentStarted);
        }
        let stored = table.tournament(t.id).await.unwrap();
        let seeded = stored.entrants.iter().filter(|e| e.seed.is_some()).count();
        assert_eq!(seeded, stored.entrants.len(), "every entrant seeded");
        match join {
            Ok(_) => assert_eq!(stored.entrants.len(), 3),
            Err(e) => {
                assert_eq!(refusal(e), Refusal::SignUpClosed);
                assert_eq!(stored.entrants.len(), 2);
            }
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_match_ending_while_its_round_closes_closes_it_once() {
    for _ in 0..6 {
        let table = table().await;
        let t = running(
            &table,
            &new("burgueses", Format::Swiss, None),
            &[1, 2, 3, 4],
        )
        .await;
        let legs = t.last_legs(1);
        let first = legs[0].match_id.unwrap();
        let last = legs[1].match_id.unwrap();
        let loser = table.get(first).await.unwrap().users[0];
        table.resign(first, loser).await.unwrap();
        let last_loser = table.get(last).await.unwrap().users[1];
        // Another process's table over the same store closes the round as well.
        let other = Table::new(table.store().clone());
        let (resigned, a, b) = tokio::join!(
            table.resign(last, last_loser),
            table.tournament_progress(t.id),
            other.tournament_progress(t.id),
        );
        resigned.unwrap();
        a.unwrap();
        b.unwrap();
        table.tournament_progress(t.id).await.unwrap();
        let after = table.tournament(t.id).await.unwrap();
        assert_eq!(after.round, 2, "closed once, whoever came first");
        assert_eq!(after.last_legs(2).len(), 2);
        assert_eq!(
            after.boards.iter().filter(|b| b.round == 2).count(),
            2,
            "round 2 made once"
        );
        assert!(after.last_legs(1).iter().all(|b| b.halves.is_some()));
    }
}

#[tokio::test]
async fn a_tournament_refuses_a_game_not_for_two_and_a_bad_cap() {
    let table = table().await;
    let mut bad = new("burgueses", Format::Swiss, None);
    bad.cap = 1;
    assert!(matches!(
        table.tournament_open(&bad).await,
        Err(TableError::BadRequest(_))
    ));
    let unknown = new("chess", Format::Swiss, None);
    assert!(table.tournament_open(&unknown).await.is_err());
}
