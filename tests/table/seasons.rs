//! Seasons at the table, on whichever backend the tests run: a new season keeps the closed
//! one's leaderboard as it stood and starts every rating of that server again (and no other
//! server's), wins, draws and losses go on, and the ratings recomputed from the results
//! alone still equal the stored ones across the change.

use serde_json::Value;

use taberna::engine::Lang;
use taberna::table::{Match, MatchRequest, Refusal, Table, TableError, Which};

use crate::fixtures::table;

const GUILD: u64 = 1;
const OTHER: u64 = 2;

/// A Burgueses match of `a` and `b` in `guild` with one move, which `a` then resigns (a rated
/// win for `b`).
async fn won_by_second(t: &Table, guild: u64, a: u64, b: u64) -> Match {
    let m = t
        .create(&MatchRequest {
            game: "burgueses",
            guild_id: guild,
            channel_id: 3,
            users: &[a, b],
            bots: &[],
            options: &Value::Null,
            seed: a ^ b,
            lang: Lang::En,
            board_message_id: None,
        })
        .await
        .unwrap();
    let seat = m.game.owing()[0];
    let mv = m.game.legal_notations(seat)[0].clone();
    let m = t
        .play(m.id, m.user_at(seat), m.version, &mv)
        .await
        .unwrap()
        .after;
    t.resign(m.id, a).await.unwrap()
}

#[tokio::test]
async fn a_new_season_keeps_the_last_leaderboard_and_starts_the_ratings_again() {
    let t = table().await;
    for _ in 0..3 {
        won_by_second(&t, GUILD, 10, 20).await;
    }
    won_by_second(&t, OTHER, 10, 20).await;
    let before = t
        .leaderboard_top(GUILD, Some("burgueses"), 10, 10)
        .await
        .unwrap()
        .0;
    assert_eq!(before[0].user_id, 20);
    assert!(before[0].rating.is_some());
    assert_eq!(
        t.seasons(GUILD).await.unwrap().len(),
        1,
        "one season until one is started"
    );

    let season = t.season_start(GUILD, Some("Invierno")).await.unwrap();
    assert_eq!(
        t.store().recompute_ratings().await.unwrap(),
        t.store().ratings().await.unwrap(),
        "right after the change, before any match of the new season"
    );
    assert_eq!(
        (season.number, season.name.as_deref()),
        (2, Some("Invierno"))
    );
    assert_eq!(
        t.which_season(GUILD, Some(1)).await.unwrap(),
        Which::Closed(1)
    );
    assert_eq!(
        t.which_season(GUILD, Some(2)).await.unwrap(),
        Which::Current
    );
    match t.which_season(GUILD, Some(3)).await {
        Err(TableError::Refused(Refusal::UnknownSeason(2))) => {}
        other => panic!("season 3 of 2: {other:?}"),
    }

    let closed = t
        .leaderboard_top_in(GUILD, Some("burgueses"), 10, 10, Which::Closed(1))
        .await
        .unwrap()
        .0;
    assert_eq!(closed, before, "the closed season's board as it stood");
    let now = t
        .leaderboard_top(GUILD, Some("burgueses"), 10, 10)
        .await
        .unwrap()
        .0;
    assert!(
        now.iter().all(|r| r.rating.is_none()),
        "ratings start again: {now:?}"
    );
    assert_eq!(
        (now[0].wins, now[1].losses),
        (3, 3),
        "wins, draws and losses go on"
    );
    let other = t
        .leaderboard_top(OTHER, Some("burgueses"), 10, 10)
        .await
        .unwrap()
        .0;
    assert!(other[0].rating.is_some(), "another server's season goes on");

    // The new season's first match rates its players from the start.
    won_by_second(&t, GUILD, 20, 10).await;
    let fresh = t
        .leaderboard_top(GUILD, Some("burgueses"), 10, 10)
        .await
        .unwrap()
        .0;
    let ten = fresh.iter().find(|r| r.user_id == 10).unwrap();
    let one_win = t
        .leaderboard_top(OTHER, Some("burgueses"), 10, 10)
        .await
        .unwrap()
        .0[0]
        .clone();
    assert_eq!(
        ten.rating, one_win.rating,
        "one win from a fresh rating, like the other server's"
    );
    assert_eq!(
        t.store().recompute_ratings().await.unwrap(),
        t.store().ratings().await.unwrap(),
        "the ratings follow from the results and the season starts"
    );

    // Stats of the closed season: its rating as it left it, the record of its matches.
    let past = t.stats_in(GUILD, 20, Which::Closed(1)).await.unwrap();
    assert_eq!(
        (past[0].record.wins, past[0].record.losses),
        (3, 0),
        "as it stood when the season closed"
    );
    assert_eq!(past[0].rating.map(|r| r.rating), before[0].rating);
    let current = t.stats_in(GUILD, 20, Which::Current).await.unwrap();
    assert_eq!((current[0].record.wins, current[0].record.losses), (3, 1));
    let change = current[0].change.expect("a change this season");
    let fresh_one = current[0].rating.unwrap().rating.rating - 1500.0;
    assert!(
        (change - fresh_one).abs() < 1e-6,
        "the change counts this season only"
    );
}
