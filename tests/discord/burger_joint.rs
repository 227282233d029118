//! Burger Joint through the fake Discord: whole matches played by clicking the hands the way
//! members would — picks as buttons, trades and bistros C and D and new bistros through their
//! composers, bistro B and discards through multi-selects — to a win and the leaderboard; a
//! Spanish challenge with a chosen side; a restart in the middle of a production; a double
//! click raced against itself; a stranger's and a stale click.

use crate::support;

use std::collections::HashMap;
use std::time::Duration;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::json;

use support::bot::Bot;
use support::fake_discord::{payloads, Msg, Person};
use support::pictures::assert_every_board_and_hand_pictured;
use support::world::{ana, bruno, mentioned, place, World};
use taberna::engine::{Game, Seat};
use taberna::games::burger_joint::{Advert, BurgerJoint, Colour, Move};

const LOCALE: &str = "en-US";

async fn game(w: &World, match_id: i64) -> BurgerJoint {
    serde_json::from_value(w.state(match_id).await).expect("a Burger Joint snapshot")
}

/// `/burger-joint challenge` by `a` (with `side`, an index of the choice), accepted by `b`:
/// the board message.
async fn start(w: &World, a: &Person, b: &Person, locale: &str, side: Option<u8>) -> u64 {
    let mut options = vec![("opponent", 6, json!(b.id.to_string()))];
    if let Some(side) = side {
        options.push(("side", 4, json!(side)));
    }
    let sent = w
        .fake
        .slash(
            a,
            &place(),
            locale,
            "burger-joint",
            Some("challenge"),
            &options,
            &[b],
        )
        .await;
    let challenge = sent.original.expect("a challenge message");
    let shown = w.msg(challenge);
    let accept = shown
        .button("Accept")
        .or_else(|| shown.button("Aceptar"))
        .expect("an accept button");
    let accepted = w.fake.click(b, &place(), locale, challenge, &accept).await;
    assert_eq!(accepted.response.unwrap()["type"], 7);
    challenge
}

/// Each component of a message: (custom id, option values).
fn components(m: &Msg) -> Vec<(String, Vec<String>)> {
    let mut out = Vec::new();
    for row in m.body["components"].as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            let id = c["custom_id"].as_str().unwrap_or_default().to_owned();
            let values = c["options"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|o| o["value"].as_str().unwrap().to_owned())
                .collect();
            out.push((id, values));
        }
    }
    out
}

/// The kind of a move composed in a composer, as its notation starts.
fn composed_kind(mv: &Move) -> Option<String> {
    match mv {
        Move::Trade { .. } => Some("trade".into()),
        Move::Ability {
            bistro: b @ ('C' | 'D'),
            ..
        } => Some(format!("ability {b}")),
        Move::Bistro { .. } => Some("build bistro".into()),
        _ => None,
    }
}

/// How much of `wanted` a draft already has (same give, same take, same bistro…).
fn closeness(draft: &Move, wanted: &Move) -> u8 {
    match (draft, wanted) {
        (Move::Trade { give, take }, Move::Trade { give: g, take: t }) => {
            u8::from(give == g) + u8::from(take == t)
        }
        (
            Move::Ability { give, take, .. },
            Move::Ability {
                give: g, take: t, ..
            },
        ) => u8::from(give == g) + u8::from(take == t),
        (Move::Bistro { bistro, from }, Move::Bistro { bistro: b, from: f }) => {
            u8::from(bistro == b) + u8::from(from == f)
        }
        _ => 0,
    }
}

/// The values of a multi-select (`W#0`, `W#1`, …) that make up `cubes`, in the menu's order.
fn multi_values(options: &[String], cubes: &[Colour]) -> Vec<String> {
    let mut wanted: Vec<char> = cubes.iter().map(|c| c.letter()).collect();
    let mut chosen = Vec::new();
    for v in options {
        let letter = v.chars().next().unwrap();
        if let Some(i) = wanted.iter().position(|c| *c == letter) {
            wanted.remove(i);
            chosen.push(v.clone());
        }
    }
    assert!(wanted.is_empty(), "{options:?} lacks {cubes:?}");
    chosen
}

/// Sends one interaction on `m` and checks it was answered in place without a complaint.
async fn send(w: &World, who: &Person, m: &Msg, id: &str, values: &[String]) -> Msg {
    let data = if values.is_empty() {
        payloads::button_data(id)
    } else {
        payloads::select_data(id, values)
    };
    let sent = w
        .fake
        .try_interact(
            3,
            who,
            &place(),
            LOCALE,
            Some(m.id),
            data,
            Duration::from_secs(10),
        )
        .await
        .expect("answered");
    let r = sent.response.unwrap();
    assert_eq!(r["type"], 7, "{id}: answered in place: {r}");
    assert_eq!(
        r["data"]["content"].as_str().unwrap_or_default(),
        "",
        "{id} {values:?} was taken: {r}"
    );
    w.msg(m.id)
}

/// `who` opens their hand and makes `mv` the way a member would: a button or menu option for
/// a plain move, the multi-select for returned cubes, and for a composed move its opener, then
/// the composer's menus until its Confirm button makes exactly `mv`. Returns the clicks made.
async fn click_move(w: &World, board: u64, who: &Person, mv: &Move) -> usize {
    let wanted = mv.to_string();
    let before = w.fake.call_count();
    let mut hand = w.open_hand(who, board, LOCALE).await;
    for clicks in 0..8 {
        let comps = components(&hand);
        // The move itself: a button, or an option of a menu of moves.
        if let Some((id, _)) = comps
            .iter()
            .find(|(id, _)| id.starts_with("g:") && id.splitn(4, ':').nth(3) == Some(&wanted))
        {
            send(w, who, &hand, id, &[]).await;
            w.board_edited(before, board).await;
            return clicks + 1;
        }
        if let Some((id, _)) = comps
            .iter()
            .find(|(id, values)| id.starts_with("s:") && values.contains(&wanted))
        {
            send(w, who, &hand, id, std::slice::from_ref(&wanted)).await;
            w.board_edited(before, board).await;
            return clicks + 1;
        }
        // Cubes returned: the multi-select of their prefix.
        let multi = match mv {
            Move::Discard(cubes) => Some(("discard", cubes.list())),
            Move::Ability {
                bistro: 'B', give, ..
            } => Some(("ability B", give.list())),
            _ => None,
        };
        if let Some((prefix, cubes)) = multi {
            let (id, options) = comps
                .iter()
                .find(|(id, _)| id.starts_with("p:") && id.ends_with(&format!(":{prefix}")))
                .unwrap_or_else(|| panic!("no menu for {wanted}: {}", hand.text()));
            send(w, who, &hand, id, &multi_values(options, &cubes)).await;
            w.board_edited(before, board).await;
            return clicks + 1;
        }
        // A composed move: its opener, then the composer's menus.
        let kind = composed_kind(mv).unwrap_or_else(|| panic!("{wanted} not on {}", hand.text()));
        // A composer has a way back to the hand; a hand has a refresh button instead.
        let in_composer = hand.text().contains("Back to my hand");
        let (id, values) = if in_composer {
            // The menu option closest to the move.
            let mut best: Option<(u8, String, String)> = None;
            for (id, values) in comps.iter().filter(|(i, _)| i.starts_with("ds:")) {
                for v in values {
                    let draft: Move = v.parse().expect("a draft is a move");
                    let score = closeness(&draft, mv);
                    if best.as_ref().is_none_or(|(s, _, _)| score > *s) {
                        best = Some((score, id.clone(), v.clone()));
                    }
                }
            }
            let (_, id, v) = best.unwrap_or_else(|| panic!("{wanted}: {}", hand.text()));
            (id, vec![v])
        } else {
            comps
                .iter()
                .find_map(|(id, values)| {
                    if id.starts_with("d:")
                        && id
                            .splitn(3, ':')
                            .nth(2)
                            .is_some_and(|d| d.starts_with(&kind))
                    {
                        Some((id.clone(), Vec::new()))
                    } else if id.starts_with("ds:") {
                        let v = values.iter().find(|v| v.starts_with(&kind))?;
                        Some((id.clone(), vec![v.clone()]))
                    } else {
                        None
                    }
                })
                .unwrap_or_else(|| panic!("{wanted}: no opener on {}", hand.text()))
        };
        hand = send(w, who, &hand, &id, &values).await;
    }
    panic!("{wanted} never reached: {}", hand.text());
}

/// A player who uses their bistros first, builds the dearest thing they can (a bistro with an
/// ability before bistro A) and trades into the colours of a bistro; one move in five at
/// random.
fn choose(g: &BurgerJoint, seat: Seat, rng: &mut ChaCha8Rng) -> Move {
    let legal = g.legal_moves(seat);
    let bistro = g.restaurant(seat).side.board().bistro;
    let wanted = |c: &Colour| bistro.count(*c) > 0;
    if rng.gen_bool(0.2) {
        return legal[rng.gen_range(0..legal.len())];
    }
    let worth = |m: &Move| match m {
        Move::Ability { .. } => 8,
        Move::Bistro { bistro: 'A', .. } => 6,
        Move::Bistro { .. } => 7,
        Move::Diner(_) => 5,
        Move::Basic => 4,
        Move::Advert(Advert::First(Some(_)) | Advert::Steal(_)) => 3,
        Move::Advert(_) => 2,
        Move::Trade { give, take } if wanted(take) && !wanted(give) => 1,
        _ => 0,
    };
    let best = legal.iter().map(worth).max().unwrap();
    let top: Vec<&Move> = legal.iter().filter(|m| worth(m) == best).collect();
    *top[rng.gen_range(0..top.len())]
}

/// Plays by clicks until the match ends or `stop` holds; returns the moves and the kinds of
/// move seen.
async fn play(
    w: &World,
    board: u64,
    people: &HashMap<u64, Person>,
    seats: &[u64; 2],
    rng: &mut ChaCha8Rng,
    stop: impl Fn(&BurgerJoint) -> bool,
) -> (usize, Vec<String>) {
    let match_id = w.match_of_board(board).await;
    let mut moves = 0;
    let mut kinds = Vec::new();
    for _ in 0..3000 {
        let g = game(w, match_id).await;
        if g.is_over() || stop(&g) {
            break;
        }
        let board_msg = w.msg(board);
        let to_act = mentioned(&board_msg);
        let seat = g.to_act()[0];
        assert_eq!(
            to_act,
            vec![seats[seat.index()]],
            "the board calls on the seat to act"
        );
        let mv = choose(&g, seat, rng);
        let kind = mv
            .to_string()
            .split_whitespace()
            .take(2)
            .collect::<Vec<_>>()
            .join(" ");
        if !kinds.contains(&kind) {
            kinds.push(kind);
        }
        click_move(w, board, &people[&seats[seat.index()]], &mv).await;
        moves += 1;
        let after = game(w, match_id).await;
        assert_eq!(after.cube_count(), 60);
    }
    (moves, kinds)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn whole_matches_by_clicks_reach_a_win_and_the_leaderboard() {
    let w = World::start().await;
    let (a, b) = (ana(), bruno());
    let people: HashMap<u64, Person> = [(a.id, a.clone()), (b.id, b.clone())].into();
    let mut kinds_seen: Vec<String> = Vec::new();
    let kinds = [
        "pick",
        "trade",
        "ability B",
        "ability C",
        "ability D",
        "ability E",
        "ability F",
        "build basic",
        "build diner",
        "build bistro",
        "build ad",
        "end",
        "discard",
    ];
    let missing = |seen: &[String]| -> Vec<&str> {
        kinds
            .into_iter()
            .filter(|k| !seen.iter().any(|s| s.starts_with(k)))
            .collect()
    };
    // The bot deals each match from a seed of its own: matches go on until every kind of
    // click has been made (bistros with each ability are built in most matches).
    for seed in 0..40 {
        // Ana plays Burger (the first choice), so she moves first.
        let from = w.fake.call_count();
        let board = start(&w, &a, &b, LOCALE, Some(0)).await;
        let match_id = w.match_of_board(board).await;
        let text = w.msg(board).text();
        assert!(
            text.contains("🍔 Burger") && text.contains("🍕 Pizza"),
            "{text}"
        );
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let (moves, kinds) = play(&w, board, &people, &[a.id, b.id], &mut rng, |_| false).await;
        kinds_seen.extend(kinds);
        let g = game(&w, match_id).await;
        let outcome = g.outcome().expect("the match ended");
        assert_eq!(outcome.winners.len(), 1);
        assert!(outcome.scores[outcome.winners[0]] >= 12, "{outcome:?}");
        assert!(moves > 20);
        assert_eq!(w.match_status(match_id).await, "finished");
        let end = w.msg(board);
        assert!(end.button("Rematch").is_some(), "{}", end.text());
        assert!(end.text().contains("wins with"), "{}", end.text());
        let (edits, _) = assert_every_board_and_hand_pictured(&w.fake.calls(), from, board);
        assert!(edits >= moves, "{edits} edits");
        if seed >= 1 && missing(&kinds_seen).is_empty() {
            break;
        }
    }
    assert!(
        missing(&kinds_seen).is_empty(),
        "never clicked {:?}: {kinds_seen:?}",
        missing(&kinds_seen)
    );
    let lb = w
        .fake
        .slash(&a, &place(), LOCALE, "leaderboard", None, &[], &[])
        .await;
    let text = lb.response.unwrap()["data"].to_string();
    assert!(
        text.contains("ana") || text.contains(&a.id.to_string()),
        "{text}"
    );
    w.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_spanish_challenge_with_pizza_and_the_rules() {
    let w = World::start().await;
    w.fake.set_guild_locale("es-ES");
    let (a, b) = (ana(), bruno());
    let board = start(&w, &a, &b, "es-ES", Some(1)).await;
    let match_id = w.match_of_board(board).await;
    assert_eq!(w.options(match_id).await, json!({"side": "pizza"}));
    let text = w.msg(board).text();
    assert!(
        text.contains("🍔 Hamburguesas") && text.contains("cubos en la bolsa"),
        "{text}"
    );
    // Bruno plays Burger and picks first: the board calls on him.
    assert_eq!(mentioned(&w.msg(board)), vec![b.id]);
    let hand = w.open_hand(&b, board, "es-ES").await;
    assert!(hand.text().contains("Te toca elegir"), "{}", hand.text());
    // Ana's hand has no move for her now, and says whose turn it is.
    let hers = w.open_hand(&a, board, "es-ES").await;
    assert!(
        !hers.custom_ids().iter().any(|c| c.starts_with("g:")),
        "{}",
        hers.text()
    );
    let rules = w
        .fake
        .slash(
            &a,
            &place(),
            "es-419",
            "burger-joint",
            Some("rules"),
            &[],
            &[],
        )
        .await;
    let text = rules.response.unwrap()["data"]["content"].to_string();
    assert!(
        text.contains("Nuestras decisiones") && text.contains("12 puntos"),
        "{text}"
    );
    w.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_in_the_middle_of_a_production_keeps_every_pick() {
    let mut w = World::start().await;
    let (a, b) = (ana(), bruno());
    let people: HashMap<u64, Person> = [(a.id, a.clone()), (b.id, b.clone())].into();
    let board = start(&w, &a, &b, LOCALE, Some(0)).await;
    let match_id = w.match_of_board(board).await;
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    // Into the second turn's production, after its first pick.
    let mid_production = |g: &BurgerJoint| {
        let v = g.public_view();
        v.turn == 2 && v.pending == "pick" && v.picks_left.values().sum::<u8>() < 4
    };
    play(&w, board, &people, &[a.id, b.id], &mut rng, mid_production).await;
    let before = game(&w, match_id).await;
    assert!(mid_production(&before));

    w.bot.take().unwrap().kill();
    let sessions = w.fake.sessions();
    w.bot = Some(Bot::start(&w.fake.url(), &w.url));
    w.fake.wait_sessions(sessions + 1).await;

    assert_eq!(
        game(&w, match_id).await,
        before,
        "the production under way is kept"
    );
    let (moves, _) = play(&w, board, &people, &[a.id, b.id], &mut rng, |_| false).await;
    assert!(moves > 0);
    assert_eq!(w.match_status(match_id).await, "finished");
    w.fake.forgive_unanswered();
    w.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_double_click_plays_once_and_strangers_and_stale_clicks_change_nothing() {
    let w = World::start().await;
    let (a, b) = (ana(), bruno());
    let carla = Person::new(400_000_000_000_000_077, "carla");
    let board = start(&w, &a, &b, LOCALE, Some(0)).await;
    let match_id = w.match_of_board(board).await;
    let hand = w.open_hand(&a, board, LOCALE).await;
    let pick = hand
        .custom_ids()
        .into_iter()
        .find(|c| c.starts_with("g:") && c.contains("pick"))
        .expect("a pick button");
    // Ana's pick sent twice at once: one is played, the other is answered as stale.
    let here = place();
    let (one, two) = tokio::join!(
        w.fake.click(&a, &here, LOCALE, hand.id, &pick),
        w.fake.click(&a, &here, LOCALE, hand.id, &pick),
    );
    let contents: Vec<String> = [one, two]
        .iter()
        .map(|s| {
            s.response.as_ref().unwrap()["data"]["content"]
                .as_str()
                .unwrap_or_default()
                .to_owned()
        })
        .collect();
    assert_eq!(w.moves(match_id).await.len(), 1, "{contents:?}");
    assert_eq!(
        contents.iter().filter(|c| c.is_empty()).count(),
        1,
        "one click played, the other told: {contents:?}"
    );
    let after = game(&w, match_id).await;
    // A stranger clicks Bruno's pick on the board's hand message: refused in private.
    let bruno_hand = w.open_hand(&b, board, LOCALE).await;
    let his_pick = bruno_hand
        .custom_ids()
        .into_iter()
        .find(|c| c.starts_with("g:") && c.contains("pick"))
        .expect("Bruno's first pick");
    let sent = w
        .fake
        .click(&carla, &place(), LOCALE, bruno_hand.id, &his_pick)
        .await;
    let r = sent.response.unwrap();
    assert_eq!(r["data"]["flags"].as_u64().unwrap_or(0) & 64, 64, "{r}");
    assert!(
        !r["data"]["content"].as_str().unwrap_or_default().is_empty(),
        "{r}"
    );
    // Ana clicks her old pick again: stale.
    let sent = w.fake.click(&a, &place(), LOCALE, hand.id, &pick).await;
    let r = sent.response.unwrap();
    assert!(
        !r["data"]["content"].as_str().unwrap_or_default().is_empty(),
        "{r}"
    );
    assert_eq!(game(&w, match_id).await, after, "nothing changed");
    w.fake.assert_clean();
}
