//! Every transition of a match, a challenge and a lobby raced by concurrent calls, as members
//! clicking at once would: each must apply once, in one compare-and-set, and leave a
//! consistent store. Also the simultaneous secret pick, the memory bound and the quotas.

use serde_json::{json, Value};

use taberna::engine::{Lang, Seat};
use taberna::games::genova::Space;
use taberna::store::{
    ChallengeStatus, LobbyStatus, NewChallenge, NewLobby, Quota, QuotaRefusal, Store,
};
use taberna::table::{
    ChallengeAnswer, Limits, LobbyAction, LobbyChange, Match, MatchRequest, Refusal, Table,
    TableError,
};

const FREE: Quota = Quota {
    max_open: 1000,
    cooldown_secs: 0,
};

async fn table_with(limits: Limits) -> Table {
    Table::with_limits(Store::scratch().await.expect("scratch store"), limits)
}

async fn table() -> Table {
    table_with(Limits {
        cached_matches: 1000,
        challenges: FREE,
        lobbies: FREE,
        ..Limits::default()
    })
    .await
}

async fn create(table: &Table, game: &str, users: &[u64], seed: u64) -> Match {
    table
        .create(&MatchRequest {
            game,
            guild_id: 1,
            channel_id: 2,
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

fn challenge(challenger: u64, challenged: u64) -> NewChallenge<'static> {
    NewChallenge {
        game: "burgueses",
        guild_id: 1,
        channel_id: 2,
        challenger,
        challenged,
        options: &Value::Null,
        lang: Lang::Es,
    }
}

#[tokio::test]
async fn both_secret_picks_count_when_made_from_the_same_view() {
    for concurrent in [false, true] {
        let table = table().await;
        let m = create(&table, "rebelion", &[10, 20], 3).await;
        assert_eq!(m.game.to_act(), vec![Seat(0), Seat(1)], "both pick at once");
        let picks: Vec<String> = Seat::all(2)
            .map(|s| m.game.legal_notations(s)[0].clone())
            .collect();
        let results = if concurrent {
            let (a, b) = tokio::join!(
                table.play(m.id, 10, 0, &picks[0]),
                table.play(m.id, 20, 0, &picks[1])
            );
            vec![a, b]
        } else {
            vec![
                table.play(m.id, 10, 0, &picks[0]).await,
                table.play(m.id, 20, 0, &picks[1]).await,
            ]
        };
        for r in &results {
            assert!(r.is_ok(), "a pick made from version 0 was refused: {r:?}");
        }
        assert_eq!(table.store().match_moves(m.id).await.unwrap().len(), 2);
    }
}

#[tokio::test]
async fn a_seat_whose_choices_changed_is_still_stale() {
    let table = table().await;
    let m = create(&table, "rebelion", &[10, 20], 3).await;
    let pick = m.game.legal_notations(Seat(0))[0].clone();
    table.play(m.id, 10, 0, &pick).await.unwrap();
    // The same seat again from the old view: its own move changed its choices.
    assert!(matches!(
        table.play(m.id, 10, 0, &pick).await,
        Err(TableError::Stale { current: 1 })
    ));
    // A version from the future is never current.
    let other = m.game.legal_notations(Seat(1))[0].clone();
    assert!(matches!(
        table.play(m.id, 20, 5, &other).await,
        Err(TableError::Stale { .. })
    ));
    // Burgueses: the opponent's buy changes nothing for the waiting seat, but it has no
    // decision, so its click is refused as not its turn, not played.
    let b = create(&table, "burgueses", &[30, 40], 1).await;
    let first = b.game.to_act()[0];
    let (mover, waiter) = (b.user_at(first), b.user_at(first.other()));
    table.play(b.id, mover, 0, "buy").await.unwrap();
    assert!(matches!(
        table.play(b.id, waiter, 0, "buy").await,
        Err(TableError::NotYourTurn(_))
    ));
}

#[tokio::test]
async fn accept_and_decline_racing_give_one_answer_and_at_most_one_match() {
    for round in 0..20_u64 {
        let table = table().await;
        let ch = table.challenge_open(&challenge(1, 2)).await.unwrap();
        let accept_first = round % 2 == 0;
        let (a, b) = tokio::join!(
            table.challenge_answer(ch.id, 2, accept_first, Some(55)),
            table.challenge_answer(ch.id, 2, !accept_first, Some(55))
        );
        let oks = [&a, &b].iter().filter(|r| r.is_ok()).count();
        assert_eq!(oks, 1, "{a:?} {b:?}");
        for r in [&a, &b] {
            if let Err(e) = r {
                assert!(
                    matches!(e, TableError::Refused(Refusal::AlreadyAnswered)),
                    "{e:?}"
                );
            }
        }
        let stored = table.challenge(ch.id).await.unwrap();
        let started = [a, b].into_iter().find_map(|r| match r {
            Ok(ChallengeAnswer::Started(m)) => Some(m.id),
            _ => None,
        });
        match started {
            Some(id) => {
                assert_eq!(stored.status, ChallengeStatus::Accepted);
                assert_eq!(stored.match_id, Some(id), "the challenge names its match");
                assert_eq!(table.get(id).await.unwrap().lang, Lang::Es);
                let reloaded = Table::new(table.store().clone()).get(id).await.unwrap();
                assert_eq!(
                    reloaded.board_message_id,
                    Some(55),
                    "the board is stored with the start"
                );
            }
            None => {
                assert_eq!(stored.status, ChallengeStatus::Declined);
                assert!(table.store().matches_playing().await.unwrap().is_empty());
            }
        }
    }
}

#[tokio::test]
async fn many_accepts_at_once_start_one_match() {
    let table = table().await;
    let ch = table.challenge_open(&challenge(1, 2)).await.unwrap();
    let clicks: Vec<_> = (0..8)
        .map(|_| {
            let t = table.clone();
            tokio::spawn(async move { t.challenge_answer(ch.id, 2, true, None).await })
        })
        .collect();
    let mut started = 0;
    for c in clicks {
        if c.await.unwrap().is_ok() {
            started += 1;
        }
    }
    assert_eq!(started, 1);
    assert_eq!(table.store().matches_playing().await.unwrap().len(), 1);
    assert!(matches!(
        table.challenge_answer(ch.id, 1, true, None).await,
        Err(TableError::Refused(Refusal::NotChallenged(2)))
    ));
}

async fn lobby(table: &Table, members: &[u64]) -> i64 {
    let new = NewLobby {
        game: "bouillabaisse",
        guild_id: 1,
        channel_id: 2,
        members,
        bots: &[],
        options: &json!({}),
        lang: Lang::En,
    };
    table.lobby_open(&new).await.unwrap().id
}

#[tokio::test]
async fn joins_racing_for_the_last_seats_never_overfill_a_table() {
    let table = table().await;
    let id = lobby(&table, &(1..=10).collect::<Vec<u64>>()).await;
    let joins: Vec<_> = (100..106)
        .map(|u| {
            let t = table.clone();
            tokio::spawn(async move { t.lobby_act(id, u, LobbyAction::Join, None).await })
        })
        .collect();
    let mut joined = 0;
    for j in joins {
        match j.await.unwrap() {
            Ok(LobbyChange::Updated(_)) => joined += 1,
            Err(TableError::Refused(Refusal::LobbyFull)) => {}
            other => panic!("unexpected {other:?}"),
        }
    }
    assert_eq!(joined, 2);
    assert_eq!(table.lobby(id).await.unwrap().members.len(), 12);
}

/// `f` after `n` turns of the scheduler: in `tokio::join!`, the call with fewer turns reaches
/// the lock first, so alternating them plays each order of a race.
async fn after_turns<F: std::future::Future>(n: usize, f: F) -> F::Output {
    for _ in 0..n {
        tokio::task::yield_now().await;
    }
    f.await
}

#[tokio::test]
async fn start_racing_join_leave_and_cancel_stays_consistent() {
    let mut seen = std::collections::BTreeSet::new();
    for round in 0..12_u64 {
        let table = table().await;
        let id = lobby(&table, &[1, 2, 3]).await;
        let other = match round % 3 {
            0 => (4, LobbyAction::Join),
            1 => (3, LobbyAction::Leave),
            _ => (1, LobbyAction::Cancel),
        };
        let start_first = round % 2 == 0;
        let (start, raced) = tokio::join!(
            after_turns(
                usize::from(!start_first),
                table.lobby_act(id, 1, LobbyAction::Start, Some(77))
            ),
            after_turns(
                usize::from(start_first),
                table.lobby_act(id, other.0, other.1, None)
            )
        );
        let stored = table.lobby(id).await.unwrap();
        match start {
            Ok(LobbyChange::Started(m)) => {
                assert_eq!(stored.status, LobbyStatus::Started);
                assert_eq!(stored.match_id, Some(m.id), "the lobby names its match");
                assert_eq!(
                    m.users, stored.members,
                    "seats are the members at the start"
                );
                let reloaded = Table::new(table.store().clone()).get(m.id).await.unwrap();
                assert_eq!(
                    reloaded.board_message_id,
                    Some(77),
                    "the board is stored with it"
                );
                match &raced {
                    Err(e) => {
                        assert!(
                            matches!(e, TableError::Refused(Refusal::LobbyClosed)),
                            "{e:?}"
                        );
                        seen.insert("start, then closed");
                    }
                    Ok(_) => {
                        seen.insert("changed, then start");
                    }
                }
            }
            Err(TableError::Refused(Refusal::LobbyClosed)) => {
                assert!(matches!(raced, Ok(LobbyChange::Cancelled(_))));
                assert_eq!(stored.status, LobbyStatus::Cancelled);
                assert!(table.store().matches_playing().await.unwrap().is_empty());
                seen.insert("cancel, then start refused");
            }
            other => panic!("unexpected start {other:?}"),
        }
    }
    assert_eq!(seen.len(), 3, "every order was played: {seen:?}");
}

#[tokio::test]
async fn idle_matches_leave_memory_and_come_back_on_the_next_click() {
    let table = table_with(Limits {
        cached_matches: 64,
        challenges: FREE,
        lobbies: FREE,
        ..Limits::default()
    })
    .await;
    let mut ids = Vec::new();
    for seed in 0..500 {
        let m = create(&table, "burgueses", &[10, 20], seed).await;
        let (seat, user) = (m.game.to_act()[0], m.user_at(m.game.to_act()[0]));
        let mv = m.game.legal_notations(seat)[0].clone();
        table.play(m.id, user, 0, &mv).await.unwrap();
        ids.push(m.id);
        assert!(table.cached() <= 64, "{} matches in memory", table.cached());
    }
    // The first match was evicted long ago; it loads from the store and plays on.
    let m = table.get(ids[0]).await.unwrap();
    assert_eq!(m.version, 1);
    let seat = m.game.to_act()[0];
    let mv = m.game.legal_notations(seat)[0].clone();
    table.play(m.id, m.user_at(seat), 1, &mv).await.unwrap();
    assert!(table.cached() <= 64);
}

#[tokio::test]
async fn invitations_are_capped_and_spaced() {
    let table = table_with(Limits {
        cached_matches: 10,
        challenges: Quota {
            max_open: 2,
            cooldown_secs: 0,
        },
        lobbies: Quota {
            max_open: 5,
            cooldown_secs: 60,
        },
        ..Limits::default()
    })
    .await;
    table.challenge_open(&challenge(1, 2)).await.unwrap();
    table.challenge_open(&challenge(1, 3)).await.unwrap();
    assert!(matches!(
        table.challenge_open(&challenge(1, 4)).await,
        Err(TableError::Refused(Refusal::Quota(QuotaRefusal::TooMany(
            2
        ))))
    ));
    // Racing challenges cannot slip past the cap together.
    let (x, y, z) = (challenge(5, 2), challenge(5, 3), challenge(5, 4));
    let (a, b, c) = tokio::join!(
        table.challenge_open(&x),
        table.challenge_open(&y),
        table.challenge_open(&z)
    );
    assert_eq!([a, b, c].iter().filter(|r| r.is_ok()).count(), 2);
    lobby(&table, &[7]).await;
    let again = NewLobby {
        game: "bouillabaisse",
        guild_id: 1,
        channel_id: 2,
        members: &[7],
        bots: &[],
        options: &json!({}),
        lang: Lang::En,
    };
    assert!(matches!(
        table.lobby_open(&again).await,
        Err(TableError::Refused(Refusal::Quota(QuotaRefusal::Cooldown(
            _
        ))))
    ));
}

#[tokio::test]
async fn a_resignation_racing_a_move_leaves_one_consistent_ending() {
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..12 {
        let table = table().await;
        let m = create(&table, "burgueses", &[10, 20], seed).await;
        let seat = m.game.to_act()[0];
        let (mover, other) = (m.user_at(seat), m.user_at(seat.other()));
        let mv = m.game.legal_notations(seat)[0].clone();
        // Each of the three calls goes first in turn.
        let turns = |call: u64| usize::try_from((call + seed) % 3).unwrap();
        let (played, resigned, again) = tokio::join!(
            after_turns(turns(0), table.play(m.id, mover, 0, &mv)),
            after_turns(turns(1), table.resign(m.id, other)),
            after_turns(turns(2), table.resign(m.id, mover))
        );
        seen.insert(match (&played, &resigned) {
            (Ok(_), _) => "move, then a resignation",
            (Err(_), Ok(_)) => "the opponent resigned first",
            (Err(_), Err(_)) => "the mover resigned first",
        });
        assert!(
            resigned.is_ok() != again.is_ok(),
            "exactly one resignation ends it"
        );
        if let Err(e) = &played {
            assert!(matches!(e, TableError::Over), "{e:?}");
        }
        let stored = table.store().match_load(m.id).await.unwrap().unwrap();
        let logged = table.store().match_moves(m.id).await.unwrap().len() as i64;
        assert_eq!(logged, i64::from(played.is_ok()));
        assert_eq!(
            stored.version,
            logged + 1,
            "the resignation counts as a version"
        );
        let results: i64 = table
            .leaderboard(1, None)
            .await
            .unwrap()
            .iter()
            .map(|r| r.wins + r.losses + r.draws)
            .sum();
        assert_eq!(results, 2, "one result per seat, once");
    }
    assert_eq!(seen.len(), 3, "every order was played: {seen:?}");
}

/// Génova: two merchants offer while the active player moves the tower, all three clicking
/// on the hands they were shown, at once. Offers only add choices to the active player's hand,
/// so whatever the order, no click is refused as stale, and all three count.
#[tokio::test]
async fn offers_racing_a_tower_step_all_count() {
    let mut first_movers = std::collections::BTreeSet::new();
    for round in 0..6_usize {
        let table = table().await;
        let m = create(&table, "genova", &[1, 2, 3], 11).await;
        let active = m.game.to_act()[0];
        let m = table
            .play(m.id, m.user_at(active), m.version, "roll")
            .await
            .unwrap()
            .after;
        let view = m.game.public_json();
        let tower: Space = serde_json::from_value(view["tower"].clone()).unwrap();
        // A step, and a space next to where it goes: reachable before the step and after.
        let (step, near) = tower
            .neighbours()
            .into_iter()
            .find_map(|x| {
                let near = x
                    .neighbours()
                    .into_iter()
                    .find(|&z| z != tower && !z.touches(tower))?;
                m.game
                    .legal_notations(active)
                    .contains(&format!("move {x}"))
                    .then_some((x, near))
            })
            .expect("a step with a space beyond it");
        let merchants: Vec<Seat> = Seat::all(3).filter(|&s| s != active).collect();
        let clicks = [
            (active, format!("move {step}")),
            (merchants[0], format!("offer {near} 10")),
            (merchants[1], format!("offer {near} 15")),
        ];
        let turns = |i: usize| (i + round) % 3;
        let play = |i: usize| {
            let (seat, mv) = &clicks[i];
            table.play(m.id, m.user_at(*seat), m.seat_versions[seat.index()], mv)
        };
        let (a, b, c) = tokio::join!(
            after_turns(turns(0), play(0)),
            after_turns(turns(1), play(1)),
            after_turns(turns(2), play(2)),
        );
        let results = [a, b, c];
        for (r, (seat, mv)) in results.iter().zip(&clicks) {
            assert!(r.is_ok(), "round {round}: seat {seat} `{mv}`: {r:?}");
        }
        let first = results
            .iter()
            .zip(&clicks)
            .min_by_key(|(r, _)| r.as_ref().unwrap().after.version)
            .map(|(_, (seat, _))| *seat)
            .unwrap();
        first_movers.insert(first);
        let now = table.get(m.id).await.unwrap().game.public_json();
        assert_eq!(now["tower"], json!(step.to_string()));
        assert_eq!(now["offers"].as_array().unwrap().len(), 2, "{now}");
    }
    assert_eq!(
        first_movers.len(),
        3,
        "every seat went first once: {first_movers:?}"
    );
}

/// A double click on a composer's Send: the offer is made once, the second click is told it
/// already stands (an offer does not go stale, so the version alone cannot catch it).
#[tokio::test]
async fn an_offer_sent_twice_at_once_stands_once() {
    let table = table().await;
    let m = create(&table, "genova", &[1, 2, 3], 11).await;
    let active = m.game.to_act()[0];
    let m = table
        .play(m.id, m.user_at(active), m.version, "roll")
        .await
        .unwrap()
        .after;
    let maker = Seat::all(3).find(|&s| s != active).unwrap();
    let offer = m
        .game
        .legal_notations(maker)
        .into_iter()
        .find(|n| n.starts_with("offer ") && n.ends_with(" 10"))
        .expect("an offer of 10");
    let (user, version) = (m.user_at(maker), m.seat_versions[maker.index()]);
    let (a, b) = tokio::join!(
        table.play(m.id, user, version, &offer),
        table.play(m.id, user, version, &offer)
    );
    let oks = [&a, &b].iter().filter(|r| r.is_ok()).count();
    assert_eq!(oks, 1, "{a:?} {b:?}");
    let refused = if a.is_ok() { b } else { a };
    match refused {
        Err(TableError::Illegal(reason)) => {
            assert!(reason.to_string().contains("already offer"), "{reason}");
        }
        other => panic!("{other:?}"),
    }
    let now = table.get(m.id).await.unwrap();
    assert_eq!(now.version, m.version + 1, "one move in the log");
}
