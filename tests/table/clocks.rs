//! Turn clocks at the table: whom a match waits for, reminders once a turn, a win claimed on
//! time (and its races), keeping waiting, automatic play of an absent seat placed last, an
//! absent player coming back, a manager ending a match, invitations expiring, and clocks that
//! survive a restart.

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

use crate::fixtures::table;
use taberna::engine::{Lang, Seat, Standing};
use taberna::store::{now, Durability, Store};
use taberna::table::{
    GuildSettings, Limits, MatchRequest, NewChallenge, OnTimeout, Status, Table, TableError,
    TimeOut,
};

const GUILD: u64 = 1;
const CHANNEL: u64 = 2;

/// Time limit and reminders due at once (0 s), so that tests need not wait.
const DUE_AT_ONCE: GuildSettings = GuildSettings {
    turn_limit_secs: Some(0),
    reminder_secs: Some(0),
    on_timeout: OnTimeout::Claim,
    pictures: true,
    tournament_role: None,
    match_pages: true,
};

async fn start(table: &Table, game: &str, users: &[u64]) -> taberna::table::Match {
    table
        .create(&MatchRequest {
            game,
            guild_id: GUILD,
            channel_id: CHANNEL,
            users,
            bots: &[],
            options: &Value::Null,
            seed: 11,
            lang: Lang::En,
            board_message_id: Some(500),
        })
        .await
        .unwrap()
}

/// The clock of `seat` in `match_id`, if the match waits for it.
async fn clock_of(t: &Table, match_id: i64, seat: Seat) -> Option<taberna::table::SeatClock> {
    t.store()
        .clocks(match_id)
        .await
        .unwrap()
        .into_iter()
        .find(|c| c.seat() == seat)
}

async fn standing(t: &Table, user: u64) -> (i64, i64, i64) {
    let rows = t.leaderboard(GUILD, None).await.unwrap();
    rows.iter()
        .find(|r| r.user_id == user)
        .map_or((0, 0, 0), |r| (r.wins, r.draws, r.losses))
}

#[tokio::test]
async fn a_match_waits_for_whoever_owes_a_decision_and_the_clock_follows_the_moves() {
    let t = table().await;
    let m = start(&t, "burgueses", &[10, 20]).await;
    let seat = m.game.owing()[0];
    assert_eq!(m.waiting.len(), 1);
    assert_eq!(m.waiting[0].0, seat);
    let clock = clock_of(&t, m.id, seat).await.unwrap();
    assert!((clock.since - now()).abs() <= 2);
    assert_eq!(
        clock.remind_at,
        Some(clock.since + 600),
        "default reminder: 10 minutes"
    );
    assert_eq!(
        clock.deadline,
        Some(clock.since + 24 * 3600),
        "default limit: 24 h"
    );
    let mv = m.game.legal_notations(seat)[0].clone();
    let after = t.play(m.id, m.user_at(seat), 0, &mv).await.unwrap().after;
    let owing = after.game.owing();
    let seats: Vec<Seat> = after.waiting.iter().map(|w| w.0).collect();
    assert_eq!(seats, owing);
    let resigned = t.resign(m.id, 10).await.unwrap();
    assert!(resigned.is_over());
    assert_eq!(
        resigned.lost_on_time, None,
        "a resignation is not a loss on time"
    );
    assert!(
        t.store().clocks(m.id).await.unwrap().is_empty(),
        "no clock once over"
    );
}

#[tokio::test]
async fn one_reminder_a_turn_and_its_message_goes_when_the_player_acts() {
    let t = table().await;
    t.set_settings(GUILD, &DUE_AT_ONCE).await.unwrap();
    let m = start(&t, "burgueses", &[10, 20]).await;
    let due = t.due(now()).await.unwrap();
    assert_eq!(due.reminders.len(), 1);
    let clock = due.reminders[0];
    assert!(t.reminded(&clock, Some(777)).await.unwrap());
    assert!(
        t.due(now()).await.unwrap().reminders.is_empty(),
        "one a turn"
    );
    assert!(!t.reminded(&clock, Some(778)).await.unwrap());
    assert_eq!(
        t.obsolete_messages().await.unwrap(),
        vec![(CHANNEL, 778)],
        "a second one is deleted"
    );
    t.obsolete_deleted(778).await.unwrap();
    let seat = clock.seat();
    let mv = m.game.legal_notations(seat)[0].clone();
    t.play(m.id, m.user_at(seat), 0, &mv).await.unwrap();
    assert_eq!(t.obsolete_messages().await.unwrap(), vec![(CHANNEL, 777)]);
    // Kept in the store: a restart forgets no message to delete.
    let again = Table::new(t.store().clone());
    assert_eq!(
        again.obsolete_messages().await.unwrap(),
        vec![(CHANNEL, 777)]
    );
}

#[tokio::test]
async fn the_opponent_claims_the_win_on_time_and_it_counts_as_a_resignation() {
    let t = table().await;
    t.set_settings(GUILD, &DUE_AT_ONCE).await.unwrap();
    let m = start(&t, "burgueses", &[10, 20]).await;
    let clock = t.due(now()).await.unwrap().deadlines[0];
    let absent = clock.seat();
    let absent_user = m.user_at(absent);
    let other = m.users.iter().copied().find(|&u| u != absent_user).unwrap();
    // Nothing to claim before the offer.
    assert!(matches!(
        t.claim_win(m.id, other, absent).await,
        Err(TableError::NotClaimable)
    ));
    let TimeOut::OfferClaim(shown) = t.time_out(&clock).await.unwrap() else {
        panic!("two players: a claim is offered");
    };
    assert_eq!(shown.id, m.id);
    assert!(
        matches!(t.time_out(&clock).await.unwrap(), TimeOut::OfferClaim(_)),
        "an offer that could not be sent is made again"
    );
    t.claim_offered(&clock, 900).await.unwrap();
    assert!(
        t.due(now()).await.unwrap().deadlines.is_empty(),
        "acted on once"
    );
    // Only the other player may claim it.
    assert!(matches!(
        t.claim_win(m.id, absent_user, absent).await,
        Err(TableError::NotClaimable)
    ));
    assert!(matches!(
        t.claim_win(m.id, 99, absent).await,
        Err(TableError::NotSeated)
    ));
    let over = t.claim_win(m.id, other, absent).await.unwrap();
    assert_eq!(over.status, Status::Resigned);
    assert_eq!(over.lost_on_time, Some(absent));
    let reread = Table::new(t.store().clone()).get(m.id).await.unwrap();
    assert_eq!(reread.lost_on_time, Some(absent), "kept in the store");
    assert_eq!(
        over.result.as_ref().unwrap().standing(absent),
        Standing::Loss
    );
    assert_eq!(standing(&t, other).await, (1, 0, 0));
    assert_eq!(standing(&t, absent_user).await, (0, 0, 1));
    assert!(
        !t.obsolete_messages()
            .await
            .unwrap()
            .contains(&(CHANNEL, 900)),
        "the offer is answered in place, not deleted"
    );
    assert!(matches!(
        t.claim_win(m.id, other, absent).await,
        Err(TableError::Over)
    ));
}

#[tokio::test]
async fn keep_waiting_restarts_the_time_and_a_move_withdraws_the_offer() {
    let t = table().await;
    t.set_settings(GUILD, &DUE_AT_ONCE).await.unwrap();
    let m = start(&t, "burgueses", &[10, 20]).await;
    let clock = t.due(now()).await.unwrap().deadlines[0];
    let absent = clock.seat();
    let other = m
        .users
        .iter()
        .copied()
        .find(|&u| u != m.user_at(absent))
        .unwrap();
    assert!(matches!(
        t.time_out(&clock).await.unwrap(),
        TimeOut::OfferClaim(_)
    ));
    t.claim_offered(&clock, 900).await.unwrap();
    t.set_settings(GUILD, &GuildSettings::default())
        .await
        .unwrap();
    let deadline = t
        .keep_waiting(m.id, other, absent)
        .await
        .unwrap()
        .0
        .unwrap();
    assert!((deadline - now() - 24 * 3600).abs() <= 2);
    assert!(matches!(
        t.claim_win(m.id, other, absent).await,
        Err(TableError::NotClaimable)
    ));
    // A new offer is made when the time runs out again; the absent player plays instead.
    t.set_settings(GUILD, &DUE_AT_ONCE).await.unwrap();
    let again = clock_of(&t, m.id, absent).await.unwrap();
    assert_eq!(again.deadline, Some(deadline));
    assert!(
        t.keep_waiting(m.id, other, absent).await.is_err(),
        "no offer stands"
    );
    t.store()
        .clock_set_deadline(m.id, absent, again.since, None, Some(901))
        .await
        .unwrap();
    let mv = m.game.legal_notations(absent)[0].clone();
    t.play(m.id, m.user_at(absent), 0, &mv).await.unwrap();
    let obsolete = t.obsolete_messages().await.unwrap();
    assert!(
        obsolete.contains(&(CHANNEL, 901)),
        "the standing offer is withdrawn"
    );
    assert!(
        !obsolete.contains(&(CHANNEL, 900)),
        "the answered one stays as answered"
    );
    assert!(matches!(
        t.claim_win(m.id, other, absent).await,
        Err(TableError::NotClaimable)
    ));
}

#[tokio::test]
async fn a_claim_and_the_absent_players_move_at_once_never_both_count() {
    for round in 0..20 {
        let t = table().await;
        t.set_settings(GUILD, &DUE_AT_ONCE).await.unwrap();
        let m = start(&t, "burgueses", &[10, 20]).await;
        let clock = t.due(now()).await.unwrap().deadlines[0];
        let absent = clock.seat();
        let other = m
            .users
            .iter()
            .copied()
            .find(|&u| u != m.user_at(absent))
            .unwrap();
        t.time_out(&clock).await.unwrap();
        t.claim_offered(&clock, 900).await.unwrap();
        let mv = m.game.legal_notations(absent)[0].clone();
        let (claimed, moved) = tokio::join!(
            t.claim_win(m.id, other, absent),
            t.play(m.id, m.user_at(absent), 0, &mv)
        );
        assert!(
            claimed.is_ok() != moved.is_ok(),
            "round {round}: exactly one counts: {claimed:?} / {:?}",
            moved.map(|_| ())
        );
        let stored = t.store().match_moves(m.id).await.unwrap().len();
        assert_eq!(stored, usize::from(moved.is_ok()));
    }
}

/// Every move the computer makes for absent seats until the match waits for a person.
async fn computer_moves(t: &Table, id: i64) -> Vec<taberna::table::Moved> {
    let mut played = Vec::new();
    while let Some(moved) = t.play_computer(id).await.unwrap() {
        played.push(moved);
    }
    played
}

/// A four-player Bouillabaisse where seat `absent` times out at its first turn: the table plays
/// for it whenever it owes, the others play random legal moves, and it finishes last.
#[tokio::test]
async fn an_absent_seat_plays_automatically_and_finishes_last() {
    let t = table().await;
    let users = [10, 20, 30, 40];
    t.set_settings(GUILD, &DUE_AT_ONCE).await.unwrap();
    let m = start(&t, "bouillabaisse", &users).await;
    let first = m.game.owing()[0];
    let clock = clock_of(&t, m.id, first).await.unwrap();
    assert!(matches!(
        t.time_out(&clock).await.unwrap(),
        TimeOut::Automatic
    ));
    t.set_settings(GUILD, &GuildSettings::default())
        .await
        .unwrap();
    let played = computer_moves(&t, m.id).await;
    assert!(!played.is_empty());
    assert!(played.iter().all(|p| p.seat == first));
    let mut m = t.get(m.id).await.unwrap();
    assert_eq!(m.absent_seats(), vec![first]);
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut automatic = played.len();
    while !m.is_over() {
        let seat = m.game.owing()[0];
        if seat == first {
            // The scheduler's part: the absent seat's clock is due at once.
            let c = clock_of(&t, m.id, seat).await.unwrap();
            assert!(c.deadline.is_some_and(|d| d <= now()));
            assert!(matches!(t.time_out(&c).await.unwrap(), TimeOut::Automatic));
            automatic += computer_moves(&t, m.id).await.len();
            m = t.get(m.id).await.unwrap();
            continue;
        }
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
    assert!(automatic > 3);
    let result = m.result.unwrap();
    assert_eq!(
        result.standing(first),
        Standing::Loss,
        "the absent seat is last"
    );
    assert!(!result.winners.is_empty() && !result.winners.contains(&first));
    assert_eq!(standing(&t, users[first.index()]).await, (0, 0, 1));
    // Rated in that order: the absent seat alone in the last place, whatever it scored.
    let places = result.places();
    assert!(places
        .iter()
        .enumerate()
        .all(|(i, &p)| (p == 4) == (i == first.index())));
    let absent_user = users[first.index()];
    let history = t.history(GUILD, absent_user, None, 0).await.unwrap();
    assert_eq!(history.entries[0].place, 4);
    let (before, after) = history.entries[0].rating.unwrap();
    assert!(after < before);
    // Its replay file says so, and verifies.
    let (file, _) = t.replay_file(m.id, GUILD).await.unwrap();
    assert_eq!(
        file.ended,
        Some(taberna::replay::Ending::Rules {
            last: vec![first.0]
        })
    );
    taberna::verify::verify(&serde_json::to_string(&file).unwrap()).unwrap();
}

#[tokio::test]
async fn an_absent_player_who_comes_back_takes_the_seat_back() {
    let t = table().await;
    t.set_settings(GUILD, &DUE_AT_ONCE).await.unwrap();
    let m = start(&t, "bouillabaisse", &[10, 20, 30]).await;
    let first = m.game.owing()[0];
    let clock = clock_of(&t, m.id, first).await.unwrap();
    assert!(matches!(
        t.time_out(&clock).await.unwrap(),
        TimeOut::Automatic
    ));
    t.set_settings(GUILD, &GuildSettings::default())
        .await
        .unwrap();
    let user = m.user_at(first);
    let (back, seen) = t.come_back(m.id, user).await.unwrap();
    assert!(back);
    assert!(
        seen.absent_seats().is_empty(),
        "the match handed back shows it"
    );
    assert!(!t.come_back(m.id, user).await.unwrap().0, "only once");
    let back = t.get(m.id).await.unwrap();
    assert!(back.absent_seats().is_empty());
    let c = clock_of(&t, m.id, first).await.unwrap();
    assert!(
        c.deadline.unwrap() > now() + 3600,
        "a fresh turn with the server's limit"
    );
    assert!(
        computer_moves(&t, m.id).await.is_empty(),
        "nothing played for them"
    );
    assert!(matches!(
        t.come_back(m.id, 99).await,
        Err(TableError::NotSeated)
    ));
}

#[tokio::test]
async fn in_auto_mode_a_two_player_match_goes_on_automatically() {
    let t = table().await;
    t.set_settings(
        GUILD,
        &GuildSettings {
            on_timeout: OnTimeout::Auto,
            ..DUE_AT_ONCE
        },
    )
    .await
    .unwrap();
    let m = start(&t, "rebelion", &[10, 20]).await;
    let clock = t.due(now()).await.unwrap().deadlines[0];
    assert!(matches!(
        t.time_out(&clock).await.unwrap(),
        TimeOut::Automatic
    ));
    assert!(!computer_moves(&t, m.id).await.is_empty());
}

#[tokio::test]
async fn a_manager_ends_a_match_and_nobodys_result_changes() {
    let t = table().await;
    let m = start(&t, "burgueses", &[10, 20]).await;
    let ended = t.end_match(m.id, 7).await.unwrap();
    assert_eq!(ended.status, Status::Ended);
    assert_eq!(ended.ended_by, Some(7));
    assert!(ended.result.is_none());
    assert!(t.leaderboard(GUILD, None).await.unwrap().is_empty());
    assert!(t.store().clocks(m.id).await.unwrap().is_empty());
    let seat = m.game.owing()[0];
    let mv = m.game.legal_notations(seat)[0].clone();
    assert!(matches!(
        t.play(m.id, m.user_at(seat), 0, &mv).await,
        Err(TableError::Over)
    ));
    assert!(matches!(t.end_match(m.id, 7).await, Err(TableError::Over)));
    // Read back from the store, it is still ended.
    let again = Table::new(t.store().clone()).get(m.id).await.unwrap();
    assert_eq!((again.status, again.ended_by), (Status::Ended, Some(7)));
}

#[tokio::test]
async fn an_invitation_whose_time_ran_out_is_due_once_with_its_message() {
    let limits = Limits {
        challenge_ttl_secs: 1,
        ..Limits::default()
    };
    let t = Table::with_limits(Store::scratch().await.unwrap(), limits);
    let ch = t
        .challenge_open(&NewChallenge {
            game: "burgueses",
            guild_id: GUILD,
            channel_id: CHANNEL,
            challenger: 10,
            challenged: 20,
            options: &Value::Null,
            lang: Lang::Es,
        })
        .await
        .unwrap();
    assert!(
        t.due(now() + 5).await.unwrap().challenges.is_empty(),
        "no message yet"
    );
    t.invitation_shown(taberna::table::Invitations::Challenges, ch.id, 321)
        .await
        .unwrap();
    assert_eq!(t.next_due().await.unwrap(), Some(ch.expires_at));
    assert!(t.due(now()).await.unwrap().challenges.is_empty(), "not yet");
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    let due = t.due(now()).await.unwrap();
    assert_eq!(due.challenges, vec![ch.id]);
    let (expired, message) = t.expire_challenge(ch.id).await.unwrap().unwrap();
    assert_eq!((expired.id, message), (ch.id, 321));
    assert!(t.expire_challenge(ch.id).await.unwrap().is_none(), "once");
    assert!(t.due(now()).await.unwrap().challenges.is_empty());
}

#[tokio::test]
async fn clocks_survive_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}?mode=rwc", dir.path().join("t.db").display());
    let (id, clocks) = {
        let t = Table::open(&url, Durability::Full, Limits::default())
            .await
            .unwrap();
        t.set_settings(GUILD, &DUE_AT_ONCE).await.unwrap();
        let m = start(&t, "burgueses", &[10, 20]).await;
        (m.id, t.store().clocks(m.id).await.unwrap())
    };
    let t = Table::open(&url, Durability::Full, Limits::default())
        .await
        .unwrap();
    assert_eq!(t.store().clocks(id).await.unwrap(), clocks);
    assert_eq!(t.due(now()).await.unwrap().deadlines, clocks);
    assert_eq!(t.settings(GUILD).await.unwrap(), DUE_AT_ONCE);
}
