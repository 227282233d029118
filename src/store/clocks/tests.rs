use super::*;
use crate::store::matches::test_match;
use crate::store::{OnTimeout, Shards};

fn sync(
    id: i64,
    owing: &[Seat],
    restart: Option<Seat>,
    absent: &[bool],
    standing: &[(Seat, i64)],
) -> ClockSync {
    ClockSync {
        match_id: id,
        owing: owing.to_vec(),
        restart,
        absent: absent.to_vec(),
        standing: standing.to_vec(),
        settings: GuildSettings::default(),
    }
}

fn seats(clocks: &[SeatClock]) -> Vec<(Seat, i64)> {
    clocks.iter().map(|c| (c.seat(), c.since)).collect()
}

#[tokio::test]
async fn a_servers_settings_time_its_new_turns() {
    let store = Store::scratch().await.unwrap();
    let id = store
        .match_create(&test_match("tally", &[1, 2]))
        .await
        .unwrap();
    let quick = GuildSettings {
        turn_limit_secs: Some(30),
        reminder_secs: None,
        on_timeout: OnTimeout::Claim,
        pictures: true,
        tournament_role: None,
        match_pages: true,
    };
    store.set_settings(1, &quick).await.unwrap();
    let mut quick_sync = sync(id, &[Seat(1)], None, &[false, false], &[]);
    quick_sync.settings = store.settings(1).await.unwrap();
    store.clocks_sync(&quick_sync).await.unwrap();
    let c = store.clocks(id).await.unwrap()[0];
    assert_eq!((c.remind_at, c.deadline), (None, Some(c.since + 30)));
}

#[tokio::test]
async fn a_process_sees_only_the_timers_of_its_shards_guilds() {
    let all = Store::scratch().await.unwrap();
    // Two guilds on different shards of two.
    let guilds = [1_u64 << 22, 4 << 22];
    let quick = GuildSettings {
        turn_limit_secs: Some(1),
        reminder_secs: Some(1),
        on_timeout: OnTimeout::Claim,
        pictures: true,
        tournament_role: None,
        match_pages: true,
    };
    let mut ids = Vec::new();
    for guild in guilds {
        let mut new = test_match("tally", &[1, 2]);
        new.guild_id = guild;
        let id = all.match_create(&new).await.unwrap();
        let mut s = sync(id, &[Seat(1)], None, &[false, false], &[]);
        s.settings = quick;
        all.clocks_sync(&s).await.unwrap();
        all.message_obsolete(id, guild + 7).await.unwrap();
        all.seat_set_absent(id, Seat(1), true).await.unwrap();
        ids.push(id);
    }
    let later = now() + 10;
    for (i, shard) in [1_u32, 0].into_iter().enumerate() {
        let one = all.clone().with_shards(Shards {
            first: shard,
            last: shard,
            count: 2,
        });
        let mine =
            |clocks: Vec<SeatClock>| -> Vec<i64> { clocks.iter().map(|c| c.match_id).collect() };
        assert_eq!(mine(one.reminders_due(later).await.unwrap()), [ids[i]]);
        assert_eq!(mine(one.deadlines_due(later).await.unwrap()), [ids[i]]);
        assert!(one.next_due().await.unwrap().is_some());
        assert_eq!(one.matches_with_computer_seats().await.unwrap(), [ids[i]]);
        let obsolete: Vec<u64> = one
            .obsolete_messages()
            .await
            .unwrap()
            .into_iter()
            .map(|(_, m)| m)
            .collect();
        assert_eq!(obsolete, [guilds[i] + 7]);
    }
    assert_eq!(all.reminders_due(later).await.unwrap().len(), 2);
    // The last shard of three has neither guild: nothing is due there.
    let none = all.clone().with_shards(Shards {
        first: 2,
        last: 2,
        count: 3,
    });
    assert_eq!(none.next_due().await.unwrap(), None);
    assert!(none.obsolete_messages().await.unwrap().is_empty());
}

#[tokio::test]
async fn settings_default_until_changed_and_persist() {
    let store = Store::scratch().await.unwrap();
    assert_eq!(store.settings(5).await.unwrap(), GuildSettings::default());
    let off = GuildSettings {
        turn_limit_secs: None,
        reminder_secs: Some(60),
        on_timeout: OnTimeout::Auto,
        pictures: false,
        tournament_role: None,
        match_pages: true,
    };
    store.set_settings(5, &off).await.unwrap();
    assert_eq!(store.settings(5).await.unwrap(), off);
    assert_eq!(store.settings(6).await.unwrap(), GuildSettings::default());
}

#[tokio::test]
async fn a_clock_starts_when_a_seat_owes_and_goes_when_it_acts() {
    let store = Store::scratch().await.unwrap();
    let id = store
        .match_create(&test_match("tally", &[1, 2]))
        .await
        .unwrap();
    let none = [false, false];
    let change = store
        .clocks_sync(&sync(id, &[Seat(0)], None, &none, &[]))
        .await
        .unwrap();
    assert!(change.removed.is_empty());
    let clocks = store.clocks(id).await.unwrap();
    assert_eq!(seats(&clocks), change.current);
    assert_eq!(clocks.len(), 1);
    let c = clocks[0];
    assert_eq!(c.remind_at, Some(c.since + 600));
    assert_eq!(c.deadline, Some(c.since + 24 * 3600));
    assert!(store
        .clock_reminded(id, Seat(0), c.since, Some(77))
        .await
        .unwrap());
    assert!(
        !store
            .clock_reminded(id, Seat(0), c.since, Some(78))
            .await
            .unwrap(),
        "one reminder a turn"
    );
    // Seat 0 acts; seat 1 owes now.
    let removed = store
        .clocks_sync(&sync(id, &[Seat(1)], Some(Seat(0)), &none, &seats(&clocks)))
        .await
        .unwrap()
        .removed;
    assert_eq!(removed.len(), 1);
    assert_eq!(removed[0].messages(), vec![77]);
    assert_eq!(store.clocks(id).await.unwrap()[0].seat(), Seat(1));
    assert!(!store
        .clock_reminded(id, Seat(0), c.since, None)
        .await
        .unwrap());
}

#[tokio::test]
async fn an_absent_seat_is_due_at_once_and_others_keep_their_turn() {
    let store = Store::scratch().await.unwrap();
    let id = store
        .match_create(&test_match("tally", &[1, 2, 3]))
        .await
        .unwrap();
    let absent = [false, true, false];
    store
        .clocks_sync(&sync(id, &[Seat(0)], None, &absent, &[]))
        .await
        .unwrap();
    let before = store.clocks(id).await.unwrap()[0];
    let change = store
        .clocks_sync(&sync(
            id,
            &[Seat(0), Seat(1)],
            None,
            &absent,
            &[(Seat(0), before.since)],
        ))
        .await
        .unwrap();
    let clocks = store.clocks(id).await.unwrap();
    assert_eq!(change.current, seats(&clocks));
    assert_eq!(clocks[0], before, "a seat still owing keeps its clock");
    assert_eq!(clocks[1].deadline, Some(clocks[1].since));
    assert_eq!(clocks[1].remind_at, None);
    assert_eq!(store.deadlines_due(clocks[1].since).await.unwrap().len(), 1);
    store.seat_set_absent(id, Seat(1), true).await.unwrap();
    assert!(store.seat_set_absent(id, Seat(7), true).await.is_err());
    assert_eq!(store.clocks_clear(id).await.unwrap().len(), 2);
    assert!(store.clocks(id).await.unwrap().is_empty());
}
