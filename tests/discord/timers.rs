//! Turn timers through the fake Discord, as members and server managers meet them: a reminder
//! that pings (a new message, allowed mentions set to the player) and goes when they act, a win
//! claimed on time after a restart between the reminder and the deadline, automatic play of an
//! absent seat in a four-player Bouillabaisse, a manager ending a match and a lobby, and
//! invitations whose messages say they expired even across a restart.

use crate::support;

use std::time::Duration;

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};
use sqlx::Row;

use support::bot::Bot;
use support::fake_discord::{Msg, Person, Sent, EPHEMERAL};
use support::pictures::assert_every_board_and_hand_pictured;
use support::world::{ana, bruno, choices, mentioned, place, World};

/// Invitation limits out of the way, plus `extra`.
fn env<'a>(extra: &[(&'a str, &'a str)]) -> Vec<(&'a str, &'a str)> {
    let mut env = vec![
        ("CHALLENGE_COOLDOWN_SECS", "0"),
        ("MAX_OPEN_CHALLENGES", "100000"),
        ("LOBBY_COOLDOWN_SECS", "0"),
        ("MAX_OPEN_LOBBIES", "100000"),
    ];
    env.extend_from_slice(extra);
    env
}

fn carla() -> Person {
    Person::plain(100_000_000_000_000_003, "carla")
}

/// `/taberna settings` by `who` with string options (`turn_limit`, `reminder`).
async fn settings(w: &World, who: &Person, locale: &str, opts: &[(&str, &str)]) -> Sent {
    let options: Vec<(&str, u8, Value)> = opts.iter().map(|(k, v)| (*k, 3, json!(v))).collect();
    w.fake
        .slash(
            who,
            &place(),
            locale,
            "taberna",
            Some("settings"),
            &options,
            &[],
        )
        .await
}

fn content(sent: &Sent) -> String {
    let r = sent.response.as_ref().expect("answered");
    r["data"]["content"].as_str().unwrap_or_default().to_owned()
}

fn is_private(sent: &Sent) -> bool {
    let r = sent.response.as_ref().expect("answered");
    r["data"]["flags"].as_u64().unwrap_or(0) & EPHEMERAL != 0
}

/// The user ids a posted message may ping.
fn may_ping(body: &Value) -> Vec<u64> {
    let mentions = &body["allowed_mentions"];
    assert!(
        mentions["parse"].as_array().is_none_or(Vec::is_empty),
        "no @everyone, roles or free mentions: {mentions}"
    );
    mentions["users"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|u| u.as_str().unwrap().parse().unwrap())
        .collect()
}

/// Opens `who`'s hand and plays a random legal move from it.
async fn play_one(w: &World, who: &Person, board: u64, rng: &mut ChaCha8Rng) -> Sent {
    let hand = w.open_hand(who, board, "en-US").await;
    let (id, value) = choices(&hand).choose(rng).expect("a legal move").clone();
    match value {
        None => w.fake.click(who, &place(), "en-US", hand.id, &id).await,
        Some(v) => {
            w.fake
                .select(who, &place(), "en-US", hand.id, &id, &v)
                .await
        }
    }
}

fn person(people: &[Person], id: u64) -> &Person {
    people.iter().find(|p| p.id == id).expect("a player")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reminder_pings_once_a_turn_and_goes_when_the_player_acts() {
    let w = World::start().await;
    let people = [ana(), bruno()];
    let saved = settings(
        &w,
        &ana(),
        "en-US",
        &[("reminder", "1s"), ("turn_limit", "off")],
    )
    .await;
    assert!(is_private(&saved));
    assert!(
        content(&saved).contains("Reminder after:** 1s"),
        "{}",
        content(&saved)
    );
    let board = w.start_match(&ana(), &bruno()).await;
    let first = mentioned(&w.msg(board))[0];
    // The board says whom it waits for, with Discord's relative time.
    let shown = w.msg(board).text();
    assert!(
        shown.contains("Waiting for") && shown.contains(":R>"),
        "{shown}"
    );
    let posts = w.fake.wait_channel_posts(1, Duration::from_secs(15)).await;
    let (reminder, body) = &posts[0];
    assert!(body["content"]
        .as_str()
        .unwrap()
        .contains(&format!("<@{first}>")));
    assert_eq!(
        may_ping(body),
        vec![first],
        "it pings the player, nobody else"
    );
    // One reminder a turn, however long it lasts.
    tokio::time::sleep(Duration::from_millis(2500)).await;
    assert_eq!(w.fake.channel_posts().len(), 1);
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let acted = play_one(&w, person(&people, first), board, &mut rng).await;
    assert_eq!(acted.response.unwrap()["type"], 7);
    let reminder = *reminder;
    w.fake
        .wait_until("the reminder's deletion", Duration::from_secs(10), |f| {
            f.deleted(reminder)
        })
        .await;
    // The next decision's player gets their own reminder.
    let next = mentioned(&w.msg(board))[0];
    let posts = w.fake.wait_channel_posts(2, Duration::from_secs(15)).await;
    assert_eq!(may_ping(&posts[1].1), vec![next]);
    w.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_win_is_claimed_on_time_after_a_restart_between_the_reminder_and_the_deadline() {
    let mut w = World::start_with(&env(&[])).await;
    settings(
        &w,
        &ana(),
        "en-US",
        &[("reminder", "1s"), ("turn_limit", "6s")],
    )
    .await;
    let board = w.start_match(&ana(), &bruno()).await;
    let match_id = w.match_of_board(board).await;
    let absent = mentioned(&w.msg(board))[0];
    let (absent_p, other_p) = if absent == ana().id {
        (ana(), bruno())
    } else {
        (bruno(), ana())
    };
    w.fake.wait_channel_posts(1, Duration::from_secs(15)).await;
    // (A bot killed between sending a reminder and recording it sends it again.)
    count_until(
        &w,
        "SELECT COUNT(*) FROM seat_clocks WHERE reminder_message_id IS NOT NULL",
        1,
    )
    .await;
    // The bot dies after the reminder, before the deadline, and comes back.
    w.bot.take().unwrap().kill();
    w.bot = Some(Bot::start_with(&w.fake.url(), &w.url, &env(&[])));
    w.fake.wait_identified(2).await;
    let posts = w.fake.wait_channel_posts(2, Duration::from_secs(30)).await;
    assert_eq!(posts.len(), 2, "no second reminder: {posts:?}");
    let (offer, body) = posts[1].clone();
    assert_eq!(may_ping(&body), vec![other_p.id], "the opponent is told");
    let text = w.msg(offer).text();
    assert!(text.contains(&format!("<@{absent}>")), "{text}");
    // (The offer is clickable once recorded, a moment after it is posted.)
    count_until(
        &w,
        "SELECT COUNT(*) FROM seat_clocks WHERE claim_message_id IS NOT NULL",
        1,
    )
    .await;
    let claim = w.msg(offer).button("Claim win").expect("Claim win");
    let keep = w.msg(offer).button("Keep waiting").expect("Keep waiting");
    // A stranger and the absent player cannot claim.
    let stranger = w
        .fake
        .click(&carla(), &place(), "es-ES", offer, &claim)
        .await;
    assert!(is_private(&stranger));
    assert!(
        content(&stranger).contains("No juegas en esta partida"),
        "{}",
        content(&stranger)
    );
    let own = w
        .fake
        .click(&absent_p, &place(), "en-US", offer, &claim)
        .await;
    assert!(
        is_private(&own) && content(&own).contains("no win to claim"),
        "{}",
        content(&own)
    );
    // Keep waiting: the offer is answered and the time runs again.
    let kept = w
        .fake
        .click(&other_p, &place(), "en-US", offer, &keep)
        .await;
    assert_eq!(kept.response.as_ref().unwrap()["type"], 7);
    assert!(content(&kept).contains("keeps waiting"));
    assert!(w.msg(offer).custom_ids().is_empty(), "no buttons left");
    let late = w
        .fake
        .click(&other_p, &place(), "en-US", offer, &claim)
        .await;
    assert!(is_private(&late), "the old offer claims nothing");
    assert_eq!(w.match_status(match_id).await, "playing");
    // The time runs out again: a new offer, and this time the win is claimed.
    let posts = w.fake.wait_channel_posts(3, Duration::from_secs(30)).await;
    let offer = posts[2].0;
    count_until(
        &w,
        "SELECT COUNT(*) FROM seat_clocks WHERE claim_message_id IS NOT NULL",
        1,
    )
    .await;
    let claim = w.msg(offer).button("Claim win").unwrap();
    let claimed = w
        .fake
        .click(&other_p, &place(), "en-US", offer, &claim)
        .await;
    assert_eq!(claimed.response.as_ref().unwrap()["type"], 7);
    assert!(content(&claimed).contains("claimed the win"));
    assert_eq!(w.match_status(match_id).await, "resigned");
    let rows =
        sqlx::query("SELECT user_id, standing FROM results WHERE match_id = ? ORDER BY seat")
            .bind(match_id)
            .fetch_all(&w.db)
            .await
            .unwrap();
    for r in rows {
        let (user, standing): (i64, String) = (r.get(0), r.get(1));
        let expected = if user as u64 == absent { "loss" } else { "win" };
        assert_eq!(standing, expected);
    }
    w.fake
        .wait_until("the board's result", Duration::from_secs(10), |f| {
            f.message(board)
                .is_some_and(|b| b.button("Rematch").is_some())
        })
        .await;
    // The win claimed on time edits the board too: its picture stays.
    let (edits, _) = assert_every_board_and_hand_pictured(&w.fake.calls(), 0, board);
    assert!(edits >= 1);
    w.fake.assert_clean();
}

/// Clicks until the match ends; the absent player never acts. Returns the number of moves the
/// present players made.
async fn play_while_absent(w: &World, board: u64, people: &[Person], absent: u64) -> usize {
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    let mut moves = 0;
    let mut saw_automatic_line = false;
    for _ in 0..2000 {
        let b = w.msg(board);
        if b.button("Rematch").is_some() {
            assert!(
                saw_automatic_line,
                "the board said the seat plays automatically"
            );
            return moves;
        }
        saw_automatic_line |= b.text().contains("plays automatically");
        let called = mentioned(&b);
        // Once absent, the board calls them no more ("playing automatically for…").
        let who = called.first().copied().unwrap_or(absent);
        if who == absent {
            // The computer plays for them: wait for the board to move on.
            let before = b.body.clone();
            w.fake
                .wait_until("an automatic move", Duration::from_secs(30), |f| {
                    f.message(board).is_some_and(|m| m.body != before)
                })
                .await;
            continue;
        }
        let sent = play_one(w, person(people, who), board, &mut rng).await;
        let r = sent.response.unwrap();
        assert_eq!(r["type"], 7);
        if r["data"]["content"].as_str().is_some_and(|c| !c.is_empty()) {
            // Refused as stale: an automatic move came in between. Look again.
            continue;
        }
        moves += 1;
        let before = b.body.clone();
        w.fake
            .wait_until("the board's edit", Duration::from_secs(10), |f| {
                f.message(board).is_some_and(|m| m.body != before)
            })
            .await;
    }
    panic!("the match did not end");
}

fn four() -> Vec<Person> {
    (0..4)
        .map(|i| Person::new(400_000_000_000_000_000 + i, &format!("q{i}")))
        .collect()
}

/// A lobby of `people` for Bouillabaisse, started: the board message.
async fn bouillabaisse_for(w: &World, people: &[Person]) -> u64 {
    let sent = w
        .fake
        .slash(
            &people[0],
            &place(),
            "en-US",
            "bouillabaisse",
            Some("new"),
            &[],
            &[],
        )
        .await;
    let lobby = sent.original.unwrap();
    let ids = w.msg(lobby).custom_ids();
    for p in &people[1..] {
        w.fake.click(p, &place(), "en-US", lobby, &ids[0]).await;
    }
    let started = w
        .fake
        .click(&people[0], &place(), "en-US", lobby, &ids[2])
        .await;
    assert_eq!(started.response.unwrap()["type"], 7);
    lobby
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_absent_player_in_a_four_player_bouillabaisse_is_played_automatically_and_last() {
    let w = World::start_with(&env(&[])).await;
    let people = four();
    settings(
        &w,
        &people[0],
        "en-US",
        &[("reminder", "off"), ("turn_limit", "4s")],
    )
    .await;
    let board = bouillabaisse_for(&w, &people).await;
    let match_id = w.match_of_board(board).await;
    let absent = mentioned(&w.msg(board))[0];
    let moves = play_while_absent(&w, board, &people, absent).await;
    assert_eq!(w.match_status(match_id).await, "finished");
    let automatic: i64 = sqlx::query(
        "SELECT COUNT(*) FROM moves m JOIN match_seats s ON s.match_id = m.match_id AND s.seat = m.seat
         WHERE m.match_id = ? AND s.user_id = ?",
    )
    .bind(match_id)
    .bind(absent as i64)
    .fetch_one(&w.db)
    .await
    .unwrap()
    .get(0);
    assert_eq!(
        automatic,
        6 * 13,
        "every card of the absent seat was played for it"
    );
    assert_eq!(moves, 3 * 6 * 13);
    let standing: String =
        sqlx::query("SELECT standing FROM results WHERE match_id = ? AND user_id = ?")
            .bind(match_id)
            .bind(absent as i64)
            .fetch_one(&w.db)
            .await
            .unwrap()
            .get(0);
    assert_eq!(standing, "loss", "the absent player is last");
    let wins: i64 =
        sqlx::query("SELECT COUNT(*) FROM results WHERE match_id = ? AND standing = 'win'")
            .bind(match_id)
            .fetch_one(&w.db)
            .await
            .unwrap()
            .get(0);
    assert!(wins >= 1);
    w.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_absent_player_who_clicks_my_hand_takes_the_seat_back() {
    let w = World::start_with(&env(&[])).await;
    let people: Vec<Person> = four().into_iter().take(3).collect();
    settings(
        &w,
        &people[0],
        "en-US",
        &[("reminder", "off"), ("turn_limit", "2s")],
    )
    .await;
    let board = bouillabaisse_for(&w, &people).await;
    let match_id = w.match_of_board(board).await;
    let absent = mentioned(&w.msg(board))[0];
    w.fake
        .wait_until("automatic play", Duration::from_secs(20), |f| {
            f.message(board)
                .is_some_and(|b| b.text().contains("plays automatically"))
        })
        .await;
    let hand = w.open_hand(person(&people, absent), board, "en-US").await;
    assert!(hand.text().contains("Welcome back"), "{}", hand.text());
    w.fake
        .wait_until(
            "the board without the automatic line",
            Duration::from_secs(10),
            |f| {
                f.message(board)
                    .is_some_and(|b| !b.text().contains("plays automatically"))
            },
        )
        .await;
    let absent_now: i64 =
        sqlx::query("SELECT absent FROM match_seats WHERE match_id = ? AND user_id = ?")
            .bind(match_id)
            .bind(absent as i64)
            .fetch_one(&w.db)
            .await
            .unwrap()
            .get(0);
    assert_eq!(absent_now, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_manager_ends_a_match_and_a_lobby_and_other_members_cannot() {
    let w = World::start().await;
    let board = w.start_match(&ana(), &bruno()).await;
    let match_id = w.match_of_board(board).await;
    let end = |who: Person, opts: Vec<(&'static str, u8, Value)>, locale: &'static str| {
        let w = &w;
        async move {
            w.fake
                .slash(&who, &place(), locale, "taberna", Some("end"), &opts, &[])
                .await
        }
    };
    // A member without Manage Server is refused, in their language; nothing changes.
    let refused = end(carla(), vec![("match", 4, json!(match_id))], "es-ES").await;
    assert!(is_private(&refused));
    assert!(
        content(&refused).contains("Gestionar servidor"),
        "{}",
        content(&refused)
    );
    let refused = settings(&w, &carla(), "en-US", &[("turn_limit", "1h")]).await;
    assert!(content(&refused).contains("Manage Server"));
    assert_eq!(w.match_status(match_id).await, "playing");
    // The manager's settings, shown in Spanish, are still the defaults.
    let shown = settings(&w, &ana(), "es-ES", &[]).await;
    assert!(
        content(&shown).contains("Tiempo por turno:** 1d"),
        "{}",
        content(&shown)
    );
    let bad = settings(&w, &ana(), "en-US", &[("turn_limit", "soon")]).await;
    assert!(content(&bad).contains("not a duration"));
    // A match that does not exist, then the real one.
    let unknown = end(ana(), vec![("match", 4, json!(987_654))], "en-US").await;
    assert!(is_private(&unknown));
    let ended = end(ana(), vec![("match", 4, json!(match_id))], "en-US").await;
    assert!(content(&ended).contains("ended"), "{}", content(&ended));
    let b = w.msg(board).text();
    assert!(b.contains(&format!("Ended by <@{}>", ana().id)), "{b}");
    let (edits, _) = assert_every_board_and_hand_pictured(&w.fake.calls(), 0, board);
    assert!(
        edits >= 1,
        "the manager's end edits the board, picture and all"
    );
    let ended_by: Option<i64> = sqlx::query("SELECT ended_by FROM matches WHERE id = ?")
        .bind(match_id)
        .fetch_one(&w.db)
        .await
        .unwrap()
        .get(0);
    assert_eq!(ended_by, Some(ana().id as i64));
    let results: i64 = sqlx::query("SELECT COUNT(*) FROM results")
        .fetch_one(&w.db)
        .await
        .unwrap()
        .get(0);
    assert_eq!(results, 0, "nobody's result changes");
    let again = end(ana(), vec![("match", 4, json!(match_id))], "en-US").await;
    assert!(content(&again).contains("over"), "{}", content(&again));
    // A lobby.
    let sent = w
        .fake
        .slash(
            &bruno(),
            &place(),
            "en-US",
            "bouillabaisse",
            Some("new"),
            &[],
            &[],
        )
        .await;
    let lobby_msg = sent.original.unwrap();
    let lobby_id: i64 = sqlx::query("SELECT id FROM lobbies ORDER BY id DESC LIMIT 1")
        .fetch_one(&w.db)
        .await
        .unwrap()
        .get(0);
    let closed = end(ana(), vec![("lobby", 4, json!(lobby_id))], "en-US").await;
    assert!(content(&closed).contains("closed"), "{}", content(&closed));
    let text = w.msg(lobby_msg).text();
    assert!(
        text.contains(&format!("closed by <@{}>", ana().id)),
        "{text}"
    );
    let neither = end(ana(), vec![], "en-US").await;
    assert!(content(&neither).contains("Say which"));
    w.fake.assert_clean();
}

/// Waits until `sql` counts `n` in the bot's database.
async fn count_until(w: &World, sql: &str, n: i64) {
    for _ in 0..200 {
        let count: i64 = sqlx::query(sql).fetch_one(&w.db).await.unwrap().get(0);
        if count >= n {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("{sql} never counted {n}");
}

fn says(m: &Msg, words: &str) -> bool {
    m.text().contains(words)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn expired_invitations_say_so_even_across_a_restart() {
    let ttl = [("CHALLENGE_TTL_SECS", "3"), ("LOBBY_TTL_SECS", "3")];
    let mut w = World::start_with(&env(&ttl)).await;
    let challenge = w
        .challenge(&ana(), &bruno(), "en-US")
        .await
        .original
        .unwrap();
    let lobby = w
        .fake
        .slash(
            &bruno(),
            &place(),
            "en-US",
            "bouillabaisse",
            Some("new"),
            &[],
            &[],
        )
        .await
        .original
        .unwrap();
    // (A bot killed before it read an invitation's message id cannot edit it later.)
    count_until(
        &w,
        "SELECT (SELECT COUNT(*) FROM challenges WHERE message_id IS NOT NULL)
              + (SELECT COUNT(*) FROM lobbies WHERE message_id IS NOT NULL)",
        2,
    )
    .await;
    w.bot.take().unwrap().kill();
    tokio::time::sleep(Duration::from_secs(1)).await;
    w.bot = Some(Bot::start_with(&w.fake.url(), &w.url, &env(&ttl)));
    w.fake
        .wait_until("both invitations closed", Duration::from_secs(30), |f| {
            f.message(challenge).is_some_and(|m| says(&m, "expired"))
                && f.message(lobby).is_some_and(|m| says(&m, "closed"))
        })
        .await;
    assert!(
        w.msg(challenge).custom_ids().is_empty(),
        "no buttons on an expired challenge"
    );
    assert!(w.msg(lobby).custom_ids().is_empty());
    let statuses: Vec<String> =
        sqlx::query("SELECT status FROM challenges UNION ALL SELECT status FROM lobbies")
            .fetch_all(&w.db)
            .await
            .unwrap()
            .iter()
            .map(|r| r.get(0))
            .collect();
    assert_eq!(statuses, ["expired", "expired"]);
    w.fake.assert_clean();
}
