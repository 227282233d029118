//! Ratings, stats, history, replays and the fair-shuffle commitment through the fake Discord:
//! a match played by clicks shows its commitment from the first board and reveals the seed at
//! the end (never before); after a restart `/leaderboard`, `/stats` (in both languages) and
//! `/history` (paged by its buttons) show it; `/replay` attaches a file that `taberna replay`
//! and `taberna verify` accept; a replay of a match in play is refused.

use crate::support;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};

use support::bot::Bot;
use support::fake_discord::{Person, EPHEMERAL};
use support::world::{ana, bruno, place, play_out, World};
use taberna::engine::Lang;
use taberna::fair::{commitment, short};
use taberna::replay::{run, Flags, ReplayFile};
use taberna::store::Store;
use taberna::table::{MatchRequest, Table};

/// The only attachment of a response's message: (file name, content).
fn attachment(response: &Value) -> (String, String) {
    let files = response["data"]["_files"].as_array().expect("files sent");
    assert_eq!(files.len(), 1, "{response}");
    let named = response["data"]["attachments"].as_array().unwrap();
    assert_eq!(named[0]["filename"], files[0]["filename"]);
    (
        files[0]["filename"].as_str().unwrap().to_owned(),
        files[0]["content"].as_str().unwrap().to_owned(),
    )
}

fn ephemeral(response: &Value) -> bool {
    response["data"]["flags"].as_u64().unwrap_or(0) & EPHEMERAL != 0
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_match_by_clicks_is_rated_listed_replayed_and_verified() {
    let mut w = World::start().await;
    let (a, b) = (ana(), bruno());
    let board = w.start_match(&a, &b).await;
    let match_id = w.match_of_board(board).await;
    let seed = w.seed(match_id).await;
    let committed = commitment(seed);

    // The commitment from the first board on; the seed nowhere until the end.
    let first = w.msg(board).text();
    assert!(first.contains(short(&committed)), "{first}");
    assert!(first.contains(&committed), "the full commitment in a field");
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let (moves, _) = play_out(&w, board, &[a.clone(), b.clone()], &mut rng, false).await;
    assert!(moves > 10, "{moves} moves");
    println!("{moves} moves by clicks");
    let payloads = w.fake.public_payloads_since(0, board);
    let (last, before) = payloads.split_last().unwrap();
    for p in before {
        assert!(
            !p.to_string().contains(&seed.to_string()),
            "seed shown early"
        );
    }
    assert!(last.to_string().contains(&seed.to_string()), "{last}");

    // A restart: everything below comes from the database.
    w.bot.take().unwrap().kill();
    w.bot = Some(Bot::start(&w.fake.url(), &w.url));
    w.fake.wait_identified(2).await;

    let lb = w
        .fake
        .slash(
            &a,
            &place(),
            "en-US",
            "leaderboard",
            None,
            &[("game", 4, json!(0))],
            &[],
        )
        .await;
    let text = lb.response.unwrap().to_string();
    assert!(text.contains("1500") || text.contains('?'), "{text}");
    assert!(text.contains("1 match"), "{text}");

    let stats = w
        .fake
        .slash(&a, &place(), "en-US", "stats", None, &[], &[])
        .await;
    let text = stats.response.unwrap().to_string();
    assert!(
        text.contains("Burgueses") && text.contains("Rating"),
        "{text}"
    );
    assert!(text.contains("Current streak"), "{text}");
    let spanish = w
        .fake
        .slash(
            &b,
            &place(),
            "es-ES",
            "stats",
            None,
            &[("member", 6, json!(a.id.to_string()))],
            &[&a],
        )
        .await;
    let text = spanish.response.unwrap().to_string();
    assert!(
        text.contains("Estadísticas") && text.contains("Puntuación"),
        "{text}"
    );
    assert!(text.contains(&format!("<@{}>", a.id)), "{text}");

    // Eleven more finished matches (made beside the bot, on its database) for a second page.
    let beside = Table::new(Store::connect(&w.url).await.unwrap());
    for s in 0..11 {
        let m = beside
            .create(&MatchRequest {
                game: "burgueses",
                guild_id: support::bot::GUILD,
                channel_id: support::world::CHANNEL,
                users: &[a.id, b.id],
                bots: &[],
                options: &Value::Null,
                seed: s,
                lang: Lang::En,
                board_message_id: None,
            })
            .await
            .unwrap();
        beside.resign(m.id, b.id).await.unwrap();
    }
    let history = w
        .fake
        .slash(&a, &place(), "en-US", "history", None, &[], &[])
        .await;
    let r = history.response.clone().unwrap();
    assert!(ephemeral(&r));
    let text = r.to_string();
    assert!(
        text.contains("Page 1 of 2") && text.contains("12 matches"),
        "{text}"
    );
    let page = w.msg(history.original.unwrap());
    let older = page.button("Older").expect("a button to the next page");
    let turned = w.fake.click(&a, &place(), "en-US", page.id, &older).await;
    assert_eq!(turned.response.as_ref().unwrap()["type"], 7);
    let text = w.msg(page.id).text();
    assert!(text.contains("Page 2 of 2"), "{text}");
    assert!(
        text.contains(&format!("#{match_id}")),
        "the first match is the oldest: {text}"
    );

    // The replay: an attachment that plays back to the board's result and verifies.
    let replay = w
        .fake
        .slash(
            &b,
            &place(),
            "en-US",
            "replay",
            None,
            &[("match", 4, json!(match_id))],
            &[],
        )
        .await;
    let r = replay.response.unwrap();
    assert!(ephemeral(&r));
    let (name, content) = attachment(&r);
    assert_eq!(name, format!("taberna-match-{match_id}.json"));
    let file: ReplayFile = serde_json::from_str(&content).unwrap();
    assert_eq!(file.seed, seed);
    assert_eq!(file.commitment.as_deref(), Some(committed.as_str()));
    let mut out = Vec::new();
    run(&content, Flags::default(), &mut out).unwrap();
    let last_line = String::from_utf8(out).unwrap();
    let result: Value = serde_json::from_str(last_line.lines().last().unwrap()).unwrap();
    assert_eq!(Some(result["result"].clone()), file.result);
    taberna::verify::verify(&content).unwrap();
    assert!(r["data"]["embeds"][0]["description"]
        .as_str()
        .unwrap()
        .starts_with("1. "));

    // A match in play: refused, privately, and in the caller's language.
    let live = w.start_match(&a, &b).await;
    let live_id = w.match_of_board(live).await;
    let refused = w
        .fake
        .slash(
            &a,
            &place(),
            "es-ES",
            "replay",
            None,
            &[("match", 4, json!(live_id))],
            &[],
        )
        .await;
    let r = refused.response.unwrap();
    assert!(ephemeral(&r));
    assert!(r["data"]["_files"].as_array().is_none_or(Vec::is_empty));
    assert!(r.to_string().contains("aún se está jugando"), "{r}");
    // A stranger's replay of an unknown match: a clear answer.
    let stranger = Person::new(100_000_000_000_000_077, "carla");
    let unknown = w
        .fake
        .slash(
            &stranger,
            &place(),
            "en-US",
            "replay",
            None,
            &[("match", 4, json!(9_999))],
            &[],
        )
        .await;
    let r = unknown.response.unwrap();
    assert!(ephemeral(&r));
    assert!(r.to_string().contains("no match #9999"), "{r}");
    w.fake.assert_clean();
}

/// The member the board calls on plays the first move of their hand.
async fn first_move(w: &World, board: u64, players: &[&Person]) {
    let acting = support::world::mentioned(&w.msg(board))[0];
    let who = players.iter().find(|p| p.id == acting).unwrap();
    let hand = w.open_hand(who, board, "en-US").await;
    let (id, value) = support::world::choices(&hand)[0].clone();
    let before = w.fake.call_count();
    match value {
        None => w.fake.click(who, &place(), "en-US", hand.id, &id).await,
        Some(v) => {
            w.fake
                .select(who, &place(), "en-US", hand.id, &id, &v)
                .await
        }
    };
    w.board_edited(before, board).await;
}

/// `who`'s confirmation of their resignation from `board`, ready to click.
async fn resign_prompt(w: &World, who: &Person, board: u64) -> (u64, String) {
    let resign = w.msg(board).button("Resign").unwrap();
    let ask = w.fake.click(who, &place(), "en-US", board, &resign).await;
    let confirm = w.msg(ask.original.unwrap());
    (confirm.id, confirm.button("resign").unwrap())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_matches_of_one_player_ending_at_once_are_both_rated_in_order() {
    let w = World::start().await;
    let (a, b) = (ana(), bruno());
    let c = Person::new(100_000_000_000_000_003, "carla");
    let first = w.start_match(&a, &b).await;
    let second = w.start_match(&a, &c).await;
    first_move(&w, first, &[&a, &b]).await;
    first_move(&w, second, &[&a, &c]).await;
    // Bruno and Carla resign at the same moment: Ana wins both.
    let (b_msg, b_yes) = resign_prompt(&w, &b, first).await;
    let (c_msg, c_yes) = resign_prompt(&w, &c, second).await;
    let here = place();
    let (one, two) = tokio::join!(
        w.fake.click(&b, &here, "en-US", b_msg, &b_yes),
        w.fake.click(&c, &here, "en-US", c_msg, &c_yes),
    );
    assert!(one.response.is_some() && two.response.is_some());
    let store = Store::connect(&w.url).await.unwrap();
    let ratings = store.ratings().await.unwrap();
    let of = |u: u64| ratings[&(support::bot::GUILD, "burgueses".to_owned(), u)];
    assert_eq!(of(a.id).matches, 2, "both of Ana's matches are rated");
    assert!(of(a.id).rating.rating > 1500.0);
    assert!(of(b.id).rating.rating < 1500.0 && of(c.id).rating.rating < 1500.0);
    assert_eq!(store.recompute_ratings().await.unwrap(), ratings);
    let lb = w
        .fake
        .slash(
            &c,
            &place(),
            "en-US",
            "leaderboard",
            None,
            &[("game", 4, json!(0))],
            &[],
        )
        .await;
    let text = lb.response.unwrap()["data"]["embeds"][0]["description"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(
        text.starts_with(&format!("1. <@{}>", a.id))
            && text.contains("2 W · 0 D · 0 L · 2 matches"),
        "{text}"
    );
    w.fake.assert_clean();
}
