//! Moves of many matches clicked at the same moment, through the fake Discord and the real bot:
//! they may share commits, and each lands once, in its match, with its board refreshed and its
//! player answered. Eight matches, the player to act in each clicks together with the others;
//! the bot is killed and started again; they all click together again.

use crate::support;

use futures_util::future::join_all;

use support::bot::Bot;
use support::fake_discord::Person;
use support::world::{choices, mentioned, place, World};

const MATCHES: u64 = 8;

/// The stored version of the match on `board`.
async fn version(w: &World, board: u64) -> i64 {
    let id = w.match_of_board(board).await;
    sqlx::query_scalar("SELECT version FROM matches WHERE id = ?")
        .bind(id)
        .fetch_one(&w.db)
        .await
        .unwrap()
}

/// On every board the player to act opens their hand; then all of them click its first
/// choice at the same moment. Each is answered with their hand, not a refusal.
async fn all_click_at_once(w: &World, boards: &[(u64, Person, Person)]) {
    let mut clicks = Vec::new();
    for (board, a, b) in boards {
        let acting = mentioned(&w.msg(*board))[0];
        let who = if acting == a.id { a } else { b };
        let hand = w.open_hand(who, *board, "es-ES").await;
        let (id, value) = choices(&hand)[0].clone();
        clicks.push((who.clone(), hand.id, id, value));
    }
    let before = w.fake.call_count();
    let here = place();
    let sent = join_all(clicks.iter().map(|(who, hand, id, value)| {
        let here = &here;
        async move {
            match value {
                None => w.fake.click(who, here, "es-ES", *hand, id).await,
                Some(v) => w.fake.select(who, here, "es-ES", *hand, id, v).await,
            }
        }
    }))
    .await;
    for s in &sent {
        let r = s.response.as_ref().expect("every click answered");
        assert_eq!(r["type"], 7, "the clicker's hand, updated: {r}");
    }
    for (board, ..) in boards {
        w.board_edited(before, *board).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moves_of_eight_matches_clicked_at_once_all_land_before_and_after_a_restart() {
    let mut w = World::start().await;
    let mut boards = Vec::new();
    for i in 0..MATCHES {
        let a = Person::new(300_000_000_000_000_000 + 2 * i, &format!("a{i}"));
        let b = Person::new(300_000_000_000_000_001 + 2 * i, &format!("b{i}"));
        boards.push((w.start_match(&a, &b).await, a, b));
    }
    all_click_at_once(&w, &boards).await;
    for (board, ..) in &boards {
        assert_eq!(version(&w, *board).await, 1, "one move each");
    }

    w.bot.take().unwrap().kill();
    w.bot = Some(Bot::start(&w.fake.url(), &w.url));
    w.fake.wait_identified(2).await;

    all_click_at_once(&w, &boards).await;
    for (board, ..) in &boards {
        let id = w.match_of_board(*board).await;
        assert_eq!(version(&w, *board).await, 2, "two moves each");
        assert_eq!(w.moves(id).await.len(), 2, "the log holds both, once");
    }
    w.fake.assert_clean();
}
