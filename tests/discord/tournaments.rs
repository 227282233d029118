//! Tournaments played to their end through the fake Discord, as a server would: a manager
//! opens one, members sign up on its card, it starts in a thread of its own (or in the
//! channel where threads are not allowed), each round's boards are posted with their players
//! mentioned, an absent player loses on time at the round's end, a withdrawal, a restart of the
//! bot in the middle, and the final standings. Matches whose play is not what a test checks
//! end by resignation.

use std::collections::HashSet;
use std::time::Duration;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::json;
use sqlx::Row;

use crate::support::bot::{Bot, GUILD};
use crate::support::fake_discord::{Msg, Person, Place, EPHEMERAL};
use crate::support::world::{mentioned, place, play_moves, World};

/// Options of `/tournament new`: the game by its place in the registry, the format by its
/// place among the choices.
const BURGUESES: i64 = 0;
const REBELION: i64 = 1;
const BOUILLABAISSE: i64 = 2;
const BURGER_JOINT: i64 = 4;
const SWISS: i64 = 0;
const ROUND_ROBIN: i64 = 1;
const KNOCKOUT: i64 = 2;

/// A manager of the server (every permission).
fn manager() -> Person {
    Person::new(100_000_000_000_000_900, "marta")
}

/// `n` members who may play, and no more.
fn members(n: u64) -> Vec<Person> {
    (1..=n)
        .map(|i| Person::plain(100_000_000_000_000_100 + i, &format!("m{i}")))
        .collect()
}

fn in_thread(thread: u64) -> Place {
    Place {
        guild: GUILD,
        channel: thread,
    }
}

/// `/tournament new` by the manager: the card's message id.
async fn open(w: &World, game: i64, format: i64, extra: &[(&str, u8, serde_json::Value)]) -> u64 {
    let mut options = vec![("game", 4, json!(game)), ("format", 4, json!(format))];
    options.extend_from_slice(extra);
    let sent = w
        .fake
        .slash(
            &manager(),
            &place(),
            "es-ES",
            "tournament",
            Some("new"),
            &options,
            &[],
        )
        .await;
    let r = sent.response.unwrap();
    assert_eq!(
        r["data"]["flags"].as_u64().unwrap_or(0) & EPHEMERAL,
        0,
        "a public card: {r}"
    );
    sent.original.unwrap()
}

/// Every member clicks Join on the card.
async fn sign_up(w: &World, card: u64, people: &[Person]) {
    let join = w.msg(card).custom_ids()[0].clone();
    for p in people {
        let s = w.fake.click(p, &place(), "en-US", card, &join).await;
        assert_eq!(s.response.unwrap()["type"], 7, "the card is updated");
    }
    let listed = w.msg(card).text();
    for p in people {
        assert!(listed.contains(&format!("<@{}>", p.id)), "{listed}");
    }
}

/// The tournament a card shows.
async fn tournament_of(w: &World, card: u64) -> i64 {
    sqlx::query_scalar("SELECT id FROM tournaments WHERE message_id = ?")
        .bind(card as i64)
        .fetch_one(&w.db)
        .await
        .unwrap()
}

/// A board of the round in play: its match, message and players (by user, in seat order).
#[derive(Debug, Clone)]
struct Board {
    match_id: i64,
    message: u64,
    users: Vec<u64>,
}

/// Waits until round `round` is posted with every board shown; returns its boards (byes
/// left out) and the place its messages are in.
async fn round_shown(w: &World, t: i64, round: i64) -> (Vec<Board>, u64) {
    for _ in 0..600 {
        let row = sqlx::query(
            "SELECT round, posted_round, status, thread_id FROM tournaments WHERE id = ?",
        )
        .bind(t)
        .fetch_one(&w.db)
        .await
        .unwrap();
        let (now, posted): (i64, i64) = (row.get(0), row.get(1));
        let thread: Option<i64> = row.get(3);
        if now == round && posted >= round {
            let rows = sqlx::query(
                "SELECT b.match_id, m.board_message_id FROM tournament_boards b JOIN matches m ON m.id = b.match_id
                 WHERE b.tournament_id = ? AND b.round = ? ORDER BY b.board, b.leg",
            )
            .bind(t)
            .bind(round)
            .fetch_all(&w.db)
            .await
            .unwrap();
            let shown: Vec<(i64, Option<i64>)> =
                rows.iter().map(|r| (r.get(0), r.get(1))).collect();
            if shown
                .iter()
                .all(|(_, m)| m.is_some_and(|m| w.fake.message(m as u64).is_some()))
            {
                let mut boards = Vec::new();
                for (match_id, message) in shown {
                    let users: Vec<i64> = sqlx::query_scalar(
                        "SELECT user_id FROM match_seats WHERE match_id = ? ORDER BY seat",
                    )
                    .bind(match_id)
                    .fetch_all(&w.db)
                    .await
                    .unwrap();
                    boards.push(Board {
                        match_id,
                        message: message.unwrap() as u64,
                        users: users.into_iter().map(|u| u as u64).collect(),
                    });
                }
                return (boards, thread.unwrap() as u64);
            }
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!(
        "round {round} of tournament {t} was never shown: {:#?}",
        w.fake.calls().iter().rev().take(10).collect::<Vec<_>>()
    );
}

/// The bot is killed, as a crash would, and started again on the same database.
async fn restart(w: &mut World) {
    w.bot.take().unwrap().kill();
    let sessions = w.fake.sessions();
    w.bot = Some(Bot::start(&w.fake.url(), &w.url));
    w.fake.wait_sessions(sessions + 1).await;
}

/// `who` resigns match `match_id` from its board (Resign, then confirm).
async fn resign(w: &World, who: &Person, at: &Place, match_id: i64, board: u64) {
    let resign = format!("r:{match_id}");
    assert!(
        w.msg(board).custom_ids().contains(&resign),
        "a Resign button"
    );
    let ask = w.fake.click(who, at, "en-US", board, &resign).await;
    let confirm = w.msg(ask.original.unwrap());
    let yes = format!("rc:{match_id}");
    assert!(confirm.custom_ids().contains(&yes), "a confirm button");
    let done = w.fake.click(who, at, "en-US", confirm.id, &yes).await;
    assert_eq!(done.response.unwrap()["data"]["flags"], EPHEMERAL);
}

fn person(people: &[Person], id: u64) -> &Person {
    people
        .iter()
        .find(|p| p.id == id)
        .expect("a member of the tournament")
}

/// The tournament's status word.
async fn status(w: &World, t: i64) -> String {
    sqlx::query_scalar("SELECT status FROM tournaments WHERE id = ?")
        .bind(t)
        .fetch_one(&w.db)
        .await
        .unwrap()
}

async fn wait_status(w: &World, t: i64, want: &str) {
    for _ in 0..600 {
        if status(w, t).await == want {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("tournament {t} never became {want}");
}

/// The final standings post (the thread's last message) once it is there.
async fn final_post(w: &World, thread: u64) -> Msg {
    for _ in 0..200 {
        if let Some(last) = w.fake.messages_in(thread).pop() {
            if last.text().contains("Final standings")
                || last.text().contains("Clasificación final")
            {
                return last;
            }
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("no final standings in {thread}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_swiss_of_six_in_burgueses_with_an_absent_player_a_withdrawal_and_a_restart() {
    let mut w = World::start().await;
    let people = members(6);
    let absent = people[5].clone();
    let leaving = people[4].clone();
    let card = open(&w, BURGUESES, SWISS, &[("round_time", 3, json!("6s"))]).await;
    let shown = w.msg(card).text();
    assert!(
        shown.contains("Tournament") && shown.contains("Swiss"),
        "{shown}"
    );
    sign_up(&w, card, &people).await;
    let t = tournament_of(&w, card).await;

    // A member who does not manage the server cannot start it; two Start clicks at once start
    // it once.
    let start = w.msg(card).custom_ids()[2].clone();
    let refused = w
        .fake
        .click(&people[0], &place(), "en-US", card, &start)
        .await;
    let note = refused.response.unwrap();
    assert_eq!(note["data"]["flags"], EPHEMERAL);
    assert!(
        note["data"]["content"]
            .as_str()
            .unwrap()
            .contains("organizer"),
        "{note}"
    );
    let (marta, here) = (manager(), place());
    let (a, b) = tokio::join!(
        w.fake.click(&marta, &here, "en-US", card, &start),
        w.fake.click(&marta, &here, "en-US", card, &start),
    );
    let types: HashSet<String> = [a, b]
        .iter()
        .map(|s| s.response.as_ref().unwrap()["type"].to_string())
        .collect();
    assert_eq!(
        types,
        HashSet::from(["7".to_owned(), "4".to_owned()]),
        "one start, one refusal"
    );

    let mut met = HashSet::new();
    let mut rng = ChaCha8Rng::seed_from_u64(36);
    for round in 1..=3 {
        let (boards, thread) = round_shown(&w, t, round).await;
        let name = w.fake.threads().get(&card).cloned().unwrap_or_default();
        assert!(
            name.contains("Burgueses"),
            "the thread is named after it: {name}"
        );
        assert_eq!(thread, card, "the rounds are played in the card's thread");
        let at = in_thread(thread);
        let post = w
            .fake
            .messages_in(thread)
            .into_iter()
            .rev()
            .find(|m| m.text().contains(&format!("Round {round} of 3")))
            .expect("the round's post");
        let active: Vec<&Person> = people
            .iter()
            .filter(|p| round < 3 || p.id != leaving.id)
            .collect();
        for p in &active {
            assert!(
                mentioned(&post).contains(&p.id),
                "round {round} mentions everyone: {}",
                post.text()
            );
        }
        assert_eq!(
            boards.len(),
            if round < 3 { 3 } else { 2 },
            "a bye in round 3"
        );
        for b in &boards {
            let pair = (b.users[0].min(b.users[1]), b.users[0].max(b.users[1]));
            assert!(met.insert(pair), "{pair:?} met twice");
            assert_eq!(w.msg(b.message).channel_id, thread);
        }
        if round == 2 {
            // A member withdraws from the card: their match is resigned.
            let withdraw = w.msg(card).button("Withdraw").expect("a Withdraw button");
            let s = w
                .fake
                .click(&leaving, &place(), "es-ES", card, &withdraw)
                .await;
            let r = s.response.unwrap();
            assert!(
                r["data"]["content"].as_str().unwrap().contains("retirado"),
                "in the clicker's language: {r}"
            );
            // The bot restarts in the middle of the round.
            restart(&mut w).await;
        }
        for b in &boards {
            if w.match_status(b.match_id).await != "playing" {
                continue;
            }
            if b.users.contains(&absent.id) {
                // The present player moves while it is their turn; the absent one never does.
                let present = *b.users.iter().find(|&&u| u != absent.id).unwrap();
                let pair = [person(&people, present).clone(), absent.clone()];
                for _ in 0..30 {
                    let board = w.msg(b.message);
                    if board.button("Rematch").is_some() || !mentioned(&board).contains(&present) {
                        break;
                    }
                    play_moves(&w.fake, &at, b.message, &pair, &mut rng, 1).await;
                }
                continue;
            }
            // The weaker seat by sign-up resigns.
            let loser = *b.users.iter().max().unwrap();
            resign(&w, person(&people, loser), &at, b.match_id, b.message).await;
        }
    }
    wait_status(&w, t, "finished").await;
    let thread = card;
    let last = final_post(&w, thread).await;
    assert!(last.text().contains("Final standings"), "{}", last.text());
    // The absent player lost on time every game but one against the member who withdrew.
    let games = sqlx::query(
        "SELECT m.lost_on_time = s.seat, (SELECT o.user_id FROM match_seats o WHERE o.match_id = m.id AND o.seat <> s.seat)
         FROM matches m JOIN match_seats s ON s.match_id = m.id WHERE s.user_id = ?",
    )
    .bind(absent.id as i64)
    .fetch_all(&w.db)
    .await
    .unwrap();
    assert!(!games.is_empty());
    for g in &games {
        let on_time: Option<bool> = g.get(0);
        let opponent: i64 = g.get(1);
        assert!(
            on_time == Some(true) || opponent as u64 == leaving.id,
            "absent, yet not lost on time"
        );
    }
    let withdrawn: Option<i64> = sqlx::query_scalar(
        "SELECT withdrawn_round FROM tournament_entrants WHERE tournament_id = ? AND user_id = ?",
    )
    .bind(t)
    .bind(leaving.id as i64)
    .fetch_one(&w.db)
    .await
    .unwrap();
    assert_eq!(withdrawn, Some(3));
    // The card is edited after the final post is made: it names the winner soon after.
    w.fake
        .wait_until(
            "the card to name the winner",
            Duration::from_secs(10),
            |f| {
                f.message(card)
                    .is_some_and(|m| m.text().contains("Winner: <@"))
            },
        )
        .await;
    // Anyone can look it up afterwards.
    let listed = w
        .fake
        .slash(
            &people[0],
            &place(),
            "en-US",
            "tournament",
            Some("show"),
            &[],
            &[],
        )
        .await;
    let text = listed.response.unwrap()["data"]["content"].to_string();
    assert!(
        text.contains(&format!("#{t} Burgueses")) && text.contains("finished"),
        "{text}"
    );
    w.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_round_robin_of_four_in_rebelion_in_a_channel_without_threads() {
    let mut w = World::start().await;
    // A Spanish-speaking server where the bot may not start threads.
    w.fake.set_guild_locale("es-ES");
    w.fake.refuse_threads(50013);
    let people = members(4);
    let leaving = people[3].clone();
    let card = open(&w, REBELION, ROUND_ROBIN, &[]).await;
    sign_up(&w, card, &people).await;
    let t = tournament_of(&w, card).await;
    let start = w.msg(card).custom_ids()[2].clone();
    w.fake
        .click(&manager(), &place(), "en-US", card, &start)
        .await;
    let mut met = HashSet::new();
    for round in 1..=3 {
        let (boards, channel) = round_shown(&w, t, round).await;
        assert_eq!(
            channel,
            crate::support::world::CHANNEL,
            "no thread: the channel"
        );
        // The member who withdrew in round 2 leaves a bye in round 3.
        assert_eq!(boards.len(), if round < 3 { 2 } else { 1 });
        if round == 2 {
            let withdrawn = w
                .fake
                .slash(
                    &leaving,
                    &place(),
                    "es-ES",
                    "tournament",
                    Some("withdraw"),
                    &[("id", 4, json!(t))],
                    &[],
                )
                .await;
            let said = withdrawn.response.unwrap()["data"]["content"].to_string();
            assert!(said.contains("retirado"), "{said}");
        }
        if round == 3 {
            restart(&mut w).await;
        }
        for b in &boards {
            met.insert((b.users[0].min(b.users[1]), b.users[0].max(b.users[1])));
            if w.match_status(b.match_id).await != "playing" {
                continue;
            }
            let loser = *b.users.iter().max().unwrap();
            resign(&w, person(&people, loser), &place(), b.match_id, b.message).await;
        }
    }
    wait_status(&w, t, "finished").await;
    assert_eq!(
        met.len(),
        5,
        "each pair once, but the one a withdrawal left out"
    );
    assert!(w.fake.threads().is_empty());
    let last = final_post(&w, crate::support::world::CHANNEL).await;
    assert!(
        last.text().contains("Clasificación final"),
        "{}",
        last.text()
    );
    // The first member signed up beat everyone (or had the bye): three points.
    assert!(
        last.text()
            .contains(&format!("1. <@{}> — **3**", people[0].id)),
        "{}",
        last.text()
    );
    w.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_knockout_of_eight_in_burger_joint_replays_a_level_game() {
    let mut w = World::start().await;
    let people = members(8);
    let card = open(&w, BURGER_JOINT, KNOCKOUT, &[]).await;
    sign_up(&w, card, &people).await;
    let t = tournament_of(&w, card).await;
    let start = w.msg(card).custom_ids()[2].clone();
    w.fake
        .click(&manager(), &place(), "en-US", card, &start)
        .await;
    let (first, thread) = round_shown(&w, t, 1).await;
    assert_eq!(first.len(), 4);
    // A manager ends one first-round match without a result: level, so it is played again.
    let level = first[0].clone();
    let ended = w
        .fake
        .slash(
            &manager(),
            &place(),
            "en-US",
            "taberna",
            Some("end"),
            &[("match", 4, json!(level.match_id))],
            &[],
        )
        .await;
    assert_eq!(ended.response.unwrap()["data"]["flags"], EPHEMERAL);
    let mut waited = 0;
    let rematch = loop {
        waited += 1;
        assert!(waited < 600, "the level game was never played again");
        let again: Option<i64> = sqlx::query_scalar(
            "SELECT m.board_message_id FROM tournament_boards b JOIN matches m ON m.id = b.match_id
             WHERE b.tournament_id = ? AND b.round = 1 AND b.leg = 1",
        )
        .bind(t)
        .fetch_optional(&w.db)
        .await
        .unwrap()
        .flatten();
        if let Some(m) = again.filter(|&m| w.fake.message(m as u64).is_some()) {
            break m as u64;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    let announced = w
        .fake
        .messages_in(thread)
        .iter()
        .any(|m| m.text().contains("played again"));
    assert!(announced, "the rematch is announced");
    let mut boards = first[1..].to_vec();
    boards.push(Board {
        match_id: w.match_of_board(rematch).await,
        message: rematch,
        users: vec![level.users[1], level.users[0]],
    });
    for round in 1..=3 {
        if round > 1 {
            boards = round_shown(&w, t, round).await.0;
        }
        if round == 2 {
            // The bot restarts between the rounds' posts and their games.
            restart(&mut w).await;
        }
        assert_eq!(boards.len(), [4, 2, 1][round as usize - 1]);
        for b in &boards {
            let loser = *b.users.iter().max().unwrap();
            resign(
                &w,
                person(&people, loser),
                &in_thread(thread),
                b.match_id,
                b.message,
            )
            .await;
        }
    }
    wait_status(&w, t, "finished").await;
    let last = final_post(&w, thread).await;
    assert!(
        last.text().contains(&format!("1. <@{}>", people[0].id)),
        "{}",
        last.text()
    );
    let places: Vec<(i64, i64)> = sqlx::query_as(
        "SELECT user_id, place FROM tournament_entrants WHERE tournament_id = ? ORDER BY user_id",
    )
    .bind(t)
    .fetch_all(&w.db)
    .await
    .unwrap();
    let places: Vec<i64> = places.into_iter().map(|(_, p)| p).collect();
    assert_eq!(
        places,
        [1, 2, 3, 3, 5, 5, 5, 5],
        "by the round each went out in"
    );
    w.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_season_keeps_the_old_leaderboard_and_starts_ratings_again() {
    use crate::support::world::{ana, bruno};
    let w = World::start().await;
    let (a, b) = (ana(), bruno());
    // Ana moves once and resigns: a rated win for Bruno.
    let board = w.start_match(&a, &b).await;
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let players = [a.clone(), b.clone()];
    play_moves(&w.fake, &place(), board, &players, &mut rng, 1).await;
    let match_id = w.match_of_board(board).await;
    resign(&w, &a, &place(), match_id, board).await;
    // What `/<command> [game] [season]` answers `who`: its embed (or its note when none).
    let ask = |who: Person, command: &'static str, game: bool, season: Option<i64>| {
        let w = &w;
        async move {
            let mut options = Vec::new();
            options.extend(game.then(|| ("game", 4, json!(BURGUESES))));
            options.extend(season.map(|s| ("season", 4, json!(s))));
            let sent = w
                .fake
                .slash(&who, &place(), "en-US", command, None, &options, &[])
                .await;
            let data = sent.response.unwrap()["data"].clone();
            match data["embeds"].get(0) {
                Some(embed) => embed.to_string(),
                None => data["content"].to_string(),
            }
        }
    };
    let before = ask(a.clone(), "leaderboard", true, None).await;
    assert!(!before.contains("unrated"), "rated in season 1: {before}");

    let sent = w
        .fake
        .slash_in_group(
            &manager(),
            &place(),
            "es-ES",
            ("taberna", "season", "new"),
            &[("name", 3, json!("Invierno"))],
        )
        .await;
    let said = sent.response.unwrap()["data"]["content"].to_string();
    assert!(said.contains("temporada 2 Invierno"), "{said}");

    let now = ask(a.clone(), "leaderboard", true, None).await;
    assert!(now.contains("unrated"), "ratings start again: {now}");
    let past = ask(a.clone(), "leaderboard", true, Some(1)).await;
    assert!(
        past.contains("Season 1") && !past.contains("unrated"),
        "{past}"
    );
    let note = ask(a.clone(), "leaderboard", true, Some(5)).await;
    assert!(note.contains("season 2"), "{note}");
    // Bruno's stats: this season's all-time record, and season 1's rating and record.
    let now = ask(b.clone(), "stats", false, None).await;
    assert!(now.contains("Burgueses") && now.contains("1 W"), "{now}");
    let past = ask(b.clone(), "stats", false, Some(1)).await;
    assert!(
        past.contains("season 1") && past.contains("Rating"),
        "{past}"
    );
    w.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_swiss_of_five_in_bouillabaisse_sits_at_tables_and_a_manager_pauses_it() {
    let w = World::start().await;
    let people = members(5);
    let card = open(&w, BOUILLABAISSE, SWISS, &[]).await;
    let shown = w.msg(card).text();
    assert!(shown.contains("tables of up to 4"), "{shown}");
    sign_up(&w, card, &people).await;
    let t = tournament_of(&w, card).await;
    let start = w.msg(card).custom_ids()[2].clone();
    w.fake
        .click(&manager(), &place(), "en-US", card, &start)
        .await;
    let by_id = |id: i64| [("id", 4, json!(id))];
    for round in 1..=3 {
        let (boards, thread) = round_shown(&w, t, round).await;
        let mut sizes: Vec<usize> = boards.iter().map(|b| b.users.len()).collect();
        sizes.sort_unstable();
        assert_eq!(
            sizes,
            [2, 3],
            "five players at tables of up to four: 3 and 2"
        );
        if round == 1 {
            // Anyone may look at the standings, privately.
            let standings = w.msg(card).button("Standings").expect("a Standings button");
            let s = w
                .fake
                .click(&people[0], &place(), "en-US", card, &standings)
                .await;
            let r = s.response.unwrap();
            assert_eq!(r["data"]["flags"], EPHEMERAL);
            assert!(
                r["data"]["content"].to_string().contains("No results yet"),
                "{r}"
            );
            // Only a manager pauses; a paused round does not close when its matches end.
            let member = w
                .fake
                .slash(
                    &people[0],
                    &place(),
                    "en-US",
                    "tournament",
                    Some("pause"),
                    &by_id(t),
                    &[],
                )
                .await;
            let said = member.response.unwrap()["data"]["content"].to_string();
            assert!(said.contains("organizer"), "{said}");
            let paused = w
                .fake
                .slash(
                    &manager(),
                    &place(),
                    "en-US",
                    "tournament",
                    Some("pause"),
                    &by_id(t),
                    &[],
                )
                .await;
            let said = paused.response.unwrap()["data"]["content"].to_string();
            assert!(said.contains("paused"), "{said}");
        }
        for b in &boards {
            let loser = *b.users.iter().max().unwrap();
            resign(
                &w,
                person(&people, loser),
                &in_thread(thread),
                b.match_id,
                b.message,
            )
            .await;
        }
        if round == 1 {
            tokio::time::sleep(Duration::from_millis(500)).await;
            assert_eq!(status(&w, t).await, "paused");
            let round: i64 = sqlx::query_scalar("SELECT round FROM tournaments WHERE id = ?")
                .bind(t)
                .fetch_one(&w.db)
                .await
                .unwrap();
            assert_eq!(round, 1, "no round closes while paused");
            let resumed = w
                .fake
                .slash(
                    &manager(),
                    &place(),
                    "en-US",
                    "tournament",
                    Some("resume"),
                    &by_id(t),
                    &[],
                )
                .await;
            let said = resumed.response.unwrap()["data"]["content"].to_string();
            assert!(said.contains("goes on"), "{said}");
        }
    }
    wait_status(&w, t, "finished").await;
    let shown = w
        .fake
        .slash(
            &people[1],
            &place(),
            "en-US",
            "tournament",
            Some("show"),
            &by_id(t),
            &[],
        )
        .await;
    let r = shown.response.unwrap();
    assert_eq!(r["data"]["flags"], EPHEMERAL);
    assert!(
        r["data"]["embeds"][0]["title"]
            .to_string()
            .contains("Standings"),
        "{r}"
    );
    w.fake.assert_clean();
}
