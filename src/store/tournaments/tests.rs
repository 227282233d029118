use super::*;

fn new(closes_in: i64) -> NewTournament<'static> {
    NewTournament {
        guild_id: 1,
        channel_id: 2,
        game: "tally",
        format: Format::Swiss,
        rounds: Some(3),
        round_secs: Some(3600),
        seats: 2,
        options: &Value::Null,
        cap: 3,
        manager: 9,
        lang: Lang::Es,
        closes_at: now() + closes_in,
    }
}

fn game<'a>(users: &'a [u64]) -> NewMatch<'a> {
    crate::store::matches::test_match("tally", users)
}

async fn started(store: &Store, users: &[u64]) -> i64 {
    let id = store.tournament_create(&new(3600)).await.unwrap();
    for &u in users {
        assert!(store.tournament_join(id, u).await.unwrap());
    }
    let seeded: Vec<(u64, Option<f64>)> = users.iter().map(|&u| (u, None)).collect();
    assert!(store.tournament_start(id, &seeded, 3).await.unwrap());
    assert!(store.tournament_set_thread(id, 77).await.unwrap());
    id
}

#[tokio::test]
async fn sign_ups_keep_their_order_up_to_the_cap_and_only_while_open() {
    let store = Store::scratch().await.unwrap();
    let id = store.tournament_create(&new(3600)).await.unwrap();
    assert!(store.tournament_join(id, 10).await.unwrap());
    assert!(
        !store.tournament_join(id, 10).await.unwrap(),
        "no double sign-up"
    );
    assert!(store.tournament_join(id, 30).await.unwrap());
    assert!(store.tournament_join(id, 20).await.unwrap());
    assert!(!store.tournament_join(id, 40).await.unwrap(), "the cap");
    assert!(store.tournament_leave(id, 30).await.unwrap());
    assert!(!store.tournament_leave(id, 30).await.unwrap());
    assert!(store.tournament_join(id, 40).await.unwrap());
    let t = store.tournament_load(id).await.unwrap().unwrap();
    let users: Vec<u64> = t.entrants.iter().map(|e| e.user).collect();
    assert_eq!(users, [10, 20, 40]);
    assert_eq!(
        (t.status, t.format, t.lang),
        (TournamentStatus::Signup, Format::Swiss, Lang::Es)
    );
    assert!(t.open_at(now()) && !t.open_at(t.closes_at));

    let closed = store.tournament_create(&new(-1)).await.unwrap();
    assert!(
        !store.tournament_join(closed, 10).await.unwrap(),
        "past its closing time"
    );
    assert!(store.tournament_load(999).await.unwrap().is_none());
}

#[tokio::test]
async fn a_start_needs_the_entrants_it_read_and_happens_once() {
    let store = Store::scratch().await.unwrap();
    let id = store.tournament_create(&new(3600)).await.unwrap();
    for u in [10, 20] {
        store.tournament_join(id, u).await.unwrap();
    }
    let seeded = [(20, Some(1600.0)), (10, None)];
    assert!(
        !store.tournament_start(id, &seeded[..1], 2).await.unwrap(),
        "an entrant joined since the read"
    );
    assert!(store.tournament_start(id, &seeded, 2).await.unwrap());
    assert!(
        !store.tournament_start(id, &seeded, 2).await.unwrap(),
        "once"
    );
    assert!(
        !store.tournament_join(id, 30).await.unwrap(),
        "sign-ups closed"
    );
    assert!(!store.tournament_leave(id, 10).await.unwrap());
    assert!(!store.tournament_cancel(id).await.unwrap());
    let t = store.tournament_load(id).await.unwrap().unwrap();
    assert_eq!(
        (t.status, t.rounds, t.round),
        (TournamentStatus::Running, Some(2), 0)
    );
    assert_eq!(
        t.by_seed(0).map(|e| (e.user, e.rating)),
        Some((20, Some(1600.0)))
    );
    assert_eq!(t.by_seed(1).map(|e| e.user), Some(10));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn joins_racing_a_start_either_land_before_it_or_are_refused() {
    let store = Store::scratch().await.unwrap();
    for _ in 0..10 {
        let id = store.tournament_create(&new(3600)).await.unwrap();
        for u in [10, 20] {
            store.tournament_join(id, u).await.unwrap();
        }
        let (a, b, joined) = tokio::join!(
            store.tournament_start(id, &[(10, None), (20, None)], 1),
            store.tournament_start(id, &[(10, None), (20, None)], 1),
            store.tournament_join(id, 30),
        );
        let starts = [a.unwrap(), b.unwrap()];
        let t = store.tournament_load(id).await.unwrap().unwrap();
        if joined.unwrap() {
            assert_eq!(
                starts,
                [false, false],
                "the join came first: nothing started"
            );
            assert_eq!(t.status, TournamentStatus::Signup);
        } else {
            assert_eq!(starts.iter().filter(|s| **s).count(), 1, "one start");
            assert_eq!(t.entrants.len(), 2);
            assert!(t.entrants.iter().all(|e| e.seed.is_some()));
        }
    }
}

#[tokio::test]
async fn a_round_closes_once_its_matches_ended_and_only_once() {
    let store = Store::scratch().await.unwrap();
    let id = started(&store, &[10, 20, 30]).await;
    let first = [
        NewBoard {
            board: 0,
            leg: 0,
            seats: vec![0, 1],
            game: Some(game(&[10, 20])),
            halves: None,
        },
        NewBoard {
            board: 1,
            leg: 0,
            seats: vec![2],
            game: None,
            halves: Some(vec![2]),
        },
    ];
    let ids = store
        .tournament_next_round(id, 0, &[], &first, Some(now() + 60))
        .await
        .unwrap()
        .unwrap();
    let match_id = ids[0].unwrap();
    assert_eq!(ids[1], None, "a bye has no match");
    assert_eq!(store.tournament_of_match(match_id).await.unwrap(), Some(id));
    assert!(
        store
            .tournament_next_round(id, 0, &[], &first, None)
            .await
            .unwrap()
            .is_none(),
        "round 0 is closed"
    );
    let decided = [Decided {
        board: 0,
        leg: 0,
        halves: &[2, 0],
    }];
    assert!(
        store
            .tournament_next_round(id, 1, &decided, &[], None)
            .await
            .unwrap()
            .is_none(),
        "its match is still played"
    );
    let outcome = crate::engine::Outcome::new(vec![1, 0].into(), vec![crate::engine::Seat(0)]);
    assert!(store.match_resign(match_id, &outcome, None).await.unwrap());
    let places = [(10, 1), (30, 2), (20, 3)];
    assert!(store
        .tournament_finish(id, 1, &decided, &places)
        .await
        .unwrap());
    assert!(
        !store
            .tournament_finish(id, 1, &decided, &places)
            .await
            .unwrap(),
        "once"
    );
    let t = store.tournament_load(id).await.unwrap().unwrap();
    assert_eq!(t.status, TournamentStatus::Finished);
    assert_eq!(t.boards[0].halves.as_deref(), Some(&[2, 0][..]));
    assert_eq!(t.boards[1].halves.as_deref(), Some(&[2][..]));
    assert_eq!(t.entrant(20).and_then(|e| e.place), Some(3));
    let placings = store.tournament_placings(1, 30, 10).await.unwrap();
    assert_eq!(
        placings.iter().map(|p| p.place).collect::<Vec<_>>(),
        [Some(2)]
    );
    assert_eq!(
        store.tournaments_of_guild(1, 10).await.unwrap()[0].entrants,
        3
    );
}

#[tokio::test]
async fn a_level_knockout_leg_gets_one_rematch() {
    let store = Store::scratch().await.unwrap();
    let id = started(&store, &[10, 20]).await;
    let first = [NewBoard {
        board: 0,
        leg: 0,
        seats: vec![0, 1],
        game: Some(game(&[10, 20])),
        halves: None,
    }];
    store
        .tournament_next_round(id, 0, &[], &first, None)
        .await
        .unwrap()
        .unwrap();
    let level = Decided {
        board: 0,
        leg: 0,
        halves: &[1, 1],
    };
    let again = NewBoard {
        board: 0,
        leg: 1,
        seats: vec![1, 0],
        game: Some(game(&[20, 10])),
        halves: None,
    };
    assert!(store
        .tournament_rematch(id, 1, level, &again, None)
        .await
        .unwrap()
        .is_some());
    assert!(store
        .tournament_rematch(id, 1, level, &again, None)
        .await
        .unwrap()
        .is_none());
    let t = store.tournament_load(id).await.unwrap().unwrap();
    let last = t.last_legs(1);
    assert_eq!(
        (last.len(), last[0].leg, &last[0].seats),
        (1, 1, &vec![1, 0])
    );
}

#[tokio::test]
async fn withdrawals_pauses_and_ends_change_only_a_running_tournament() {
    let store = Store::scratch().await.unwrap();
    let id = started(&store, &[10, 20, 30]).await;
    assert!(store.tournament_withdraw(id, 20, 2).await.unwrap());
    assert!(!store.tournament_withdraw(id, 20, 3).await.unwrap(), "once");
    assert!(
        !store.tournament_withdraw(id, 99, 2).await.unwrap(),
        "not in it"
    );
    assert!(store.tournament_pause(id, true, None).await.unwrap());
    assert!(!store.tournament_pause(id, true, None).await.unwrap());
    assert!(store.tournament_pause(id, false, Some(5)).await.unwrap());
    assert_eq!(
        store
            .tournament_load(id)
            .await
            .unwrap()
            .unwrap()
            .round_deadline,
        Some(5)
    );
    assert!(store
        .tournament_end(id, 9, &[(10, 1), (30, 2), (20, 3)])
        .await
        .unwrap());
    assert!(!store.tournament_end(id, 9, &[]).await.unwrap());
    assert!(!store.tournament_withdraw(id, 10, 2).await.unwrap(), "over");
    let t = store.tournament_load(id).await.unwrap().unwrap();
    assert_eq!((t.status, t.ended_by), (TournamentStatus::Ended, Some(9)));
    assert_eq!(t.entrant(20).and_then(|e| e.withdrawn_round), Some(2));
}

#[tokio::test]
async fn due_tournaments_are_those_with_something_to_do() {
    let store = Store::scratch().await.unwrap();
    let signing = store.tournament_create(&new(3600)).await.unwrap();
    let closed = store.tournament_create(&new(-5)).await.unwrap();
    let due = store.tournaments_due(now()).await.unwrap();
    assert!(due.contains(&closed) && !due.contains(&signing));
    assert!(store.next_due().await.unwrap().is_some_and(|t| t < now()));
    let running = started(&store, &[10, 20]).await;
    assert!(
        store
            .tournaments_due(now())
            .await
            .unwrap()
            .contains(&running),
        "round 1 to make"
    );
    let first = [NewBoard {
        board: 0,
        leg: 0,
        seats: vec![0, 1],
        game: Some(game(&[10, 20])),
        halves: None,
    }];
    let ids = store
        .tournament_next_round(running, 0, &[], &first, None)
        .await
        .unwrap()
        .unwrap();
    store.tournament_posted(running, 1).await.unwrap();
    assert!(
        store
            .tournaments_due(now())
            .await
            .unwrap()
            .contains(&running),
        "its board is not shown yet"
    );
    store.match_set_board(ids[0].unwrap(), 555).await.unwrap();
    assert!(!store
        .tournaments_due(now())
        .await
        .unwrap()
        .contains(&running));
    assert!(store.tournament_cancel(signing).await.unwrap());
    assert!(
        store
            .tournaments_due(now())
            .await
            .unwrap()
            .contains(&signing),
        "to announce"
    );
    store.tournament_announced(signing).await.unwrap();
    assert!(!store
        .tournaments_due(now())
        .await
        .unwrap()
        .contains(&signing));
}

#[tokio::test]
async fn a_process_looks_after_the_tournaments_of_its_shards_only() {
    use crate::store::Shards;
    let all = Store::scratch().await.unwrap();
    // Shard 1 of 2 gets guild 1 << 22; shard 0 gets guild 2 << 22.
    let guilds = [1_u64 << 22, 2 << 22];
    let mut ids = Vec::new();
    for guild in guilds {
        let mut t = new(-5);
        t.guild_id = guild;
        ids.push(all.tournament_create(&t).await.unwrap());
    }
    for (i, shard) in [1_u32, 0].into_iter().enumerate() {
        let one = all.clone().with_shards(Shards {
            first: shard,
            last: shard,
            count: 2,
        });
        assert_eq!(one.tournaments_due(now()).await.unwrap(), [ids[i]]);
        assert!(one.next_due().await.unwrap().is_some());
    }
    assert_eq!(all.tournaments_due(now()).await.unwrap(), ids);
}

#[tokio::test]
async fn a_knockout_game_over_before_its_round_is_due_for_its_rematch() {
    let store = Store::scratch().await.unwrap();
    let mut knockout = new(3600);
    knockout.format = Format::Knockout;
    knockout.cap = 4;
    let id = store.tournament_create(&knockout).await.unwrap();
    for u in [10, 20, 30, 40] {
        store.tournament_join(id, u).await.unwrap();
    }
    let seeded: Vec<(u64, Option<f64>)> = [10, 20, 30, 40].iter().map(|&u| (u, None)).collect();
    assert!(store.tournament_start(id, &seeded, 2).await.unwrap());
    assert!(store.tournament_set_thread(id, 77).await.unwrap());
    let first = [
        NewBoard {
            board: 0,
            leg: 0,
            seats: vec![0, 3],
            game: Some(game(&[10, 40])),
            halves: None,
        },
        NewBoard {
            board: 1,
            leg: 0,
            seats: vec![1, 2],
            game: Some(game(&[20, 30])),
            halves: None,
        },
    ];
    let ids = store
        .tournament_next_round(id, 0, &[], &first, None)
        .await
        .unwrap()
        .unwrap();
    store.tournament_posted(id, 1).await.unwrap();
    for (m, message) in ids.iter().zip([501, 502]) {
        store.match_set_board(m.unwrap(), message).await.unwrap();
    }
    assert!(!store.tournaments_due(now()).await.unwrap().contains(&id));
    assert!(store.match_end(ids[0].unwrap(), 9).await.unwrap());
    assert!(
        store.tournaments_due(now()).await.unwrap().contains(&id),
        "one game over in a knockout: a level one is played again at once"
    );
}
