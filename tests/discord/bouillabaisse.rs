//! Bouillabaisse through the fake Discord: a lobby for five, a whole match by random legal
//! clicks (26-card hands use select menus), no hand card ever in public, and the leaderboard.

use crate::support;

use std::collections::HashMap;

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};
use sqlx::Row;

use support::fake_discord::{Person, EPHEMERAL};
use support::pictures::assert_every_board_and_hand_pictured;
use support::world::{mentioned, place, World};

pub(crate) fn players(n: u64) -> Vec<Person> {
    (0..n)
        .map(|i| Person::new(300_000_000_000_000_000 + i, &format!("p{i}")))
        .collect()
}

/// `Q♥` from `QH`.
fn pretty(card: &str) -> String {
    let (rank, suit) = card.split_at(card.len() - 1);
    let suit = match suit {
        "C" => "♣",
        "D" => "♦",
        "H" => "♥",
        _ => "♠",
    };
    format!("{rank}{suit}")
}

/// Opens a lobby as `host`, lets everyone else join, starts it: the board message id.
pub(crate) async fn table_for(
    w: &World,
    people: &[Person],
    locale: &str,
    options: &[(&str, u8, Value)],
) -> u64 {
    let host = &people[0];
    let sent = w
        .fake
        .slash(
            host,
            &place(),
            locale,
            "bouillabaisse",
            Some("new"),
            options,
            &[],
        )
        .await;
    let r = sent.response.clone().unwrap();
    assert_eq!(
        r["data"]["flags"].as_u64().unwrap_or(0) & EPHEMERAL,
        0,
        "a lobby is public"
    );
    let lobby = sent.original.unwrap();
    let msg = w.msg(lobby);
    let ids = msg.custom_ids();
    let (join, start) = (ids[0].clone(), ids[2].clone());
    for p in &people[1..] {
        let s = w.fake.click(p, &place(), locale, lobby, &join).await;
        assert_eq!(s.response.unwrap()["type"], 7);
    }
    let listed = w.msg(lobby).text();
    for p in people {
        assert!(listed.contains(&format!("<@{}>", p.id)), "{listed}");
    }
    // Only the host starts.
    let refused = w
        .fake
        .click(&people[1], &place(), locale, lobby, &start)
        .await;
    assert_eq!(refused.response.unwrap()["data"]["flags"], EPHEMERAL);
    let started = w.fake.click(host, &place(), locale, lobby, &start).await;
    assert_eq!(started.response.unwrap()["type"], 7);
    lobby
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_five_player_match_from_lobby_to_leaderboard() {
    let w = World::start().await;
    let people = players(5);
    let by_id: HashMap<u64, &Person> = people.iter().map(|p| (p.id, p)).collect();
    let board = table_for(&w, &people, "en-US", &[]).await;
    let match_id = w.match_of_board(board).await;
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut moves = 0;
    for _ in 0..400 {
        let b = w.msg(board);
        if b.button("Rematch").is_some() {
            break;
        }
        let who = by_id[&mentioned(&b)[0]];
        let hand = w.open_hand(who, board, "en-US").await;
        let mut choices: Vec<(String, Option<String>)> = Vec::new();
        for row in hand.body["components"].as_array().into_iter().flatten() {
            for c in row["components"].as_array().into_iter().flatten() {
                let id = c["custom_id"].as_str().unwrap().to_owned();
                if id.starts_with("g:") {
                    choices.push((id, None));
                } else if let Some(options) = c["options"].as_array() {
                    for o in options {
                        choices.push((id.clone(), Some(o["value"].as_str().unwrap().to_owned())));
                    }
                }
            }
        }
        let (id, value) = choices.choose(&mut rng).expect("a legal card").clone();
        let before = w.fake.call_count();
        let sent = match &value {
            None => w.fake.click(who, &place(), "en-US", hand.id, &id).await,
            Some(v) => w.fake.select(who, &place(), "en-US", hand.id, &id, v).await,
        };
        let r = sent.response.unwrap();
        assert_eq!(r["type"], 7);
        assert_eq!(
            r["data"]["content"].as_str().unwrap_or_default(),
            "",
            "a legal card: {r}"
        );
        moves += 1;
        w.board_edited(before, board).await;
        let s = w.state(match_id).await;
        let target = pretty(s["targets"]["card"].as_str().unwrap());
        let hidden: Vec<String> = s["hands"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|h| {
                h.as_array()
                    .unwrap()
                    .iter()
                    .map(|c| pretty(c.as_str().unwrap()))
            })
            .filter(|c| *c != target)
            .collect();
        w.assert_never_shown(before, board, &hidden);
    }
    assert_eq!(moves, 5 * 10 * 6, "six rounds of ten tricks for five");
    assert_eq!(w.match_status(match_id).await, "finished");
    // A win is first place (shared on ties); everyone else loses.
    let rows = sqlx::query("SELECT standing FROM results WHERE match_id = ?")
        .bind(match_id)
        .fetch_all(&w.db)
        .await
        .unwrap();
    let wins = rows
        .iter()
        .filter(|r| r.get::<String, _>(0) == "win")
        .count();
    assert!(wins >= 1 && rows.len() == 5);
    let lb = w
        .fake
        .slash(
            &people[0],
            &place(),
            "en-US",
            "leaderboard",
            None,
            &[("game", 4, json!(2))],
            &[],
        )
        .await;
    let text = lb.response.unwrap().to_string();
    for p in &people {
        assert!(text.contains(&format!("<@{}>", p.id)), "{text}");
    }
    let (edits, hands) = assert_every_board_and_hand_pictured(&w.fake.calls(), 0, board);
    assert!(
        edits >= moves && hands >= moves,
        "{edits} edits, {hands} hands"
    );
    // Rematch: the same five at a new table, all already in it.
    let rematch = w.msg(board).button("Rematch").unwrap();
    let again = w
        .fake
        .click(&people[3], &place(), "en-US", board, &rematch)
        .await;
    let lobby = w.msg(again.original.unwrap()).text();
    for p in &people {
        assert!(lobby.contains(&format!("<@{}>", p.id)), "{lobby}");
    }
    w.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn twelve_at_most_and_big_hands_use_menus_in_spanish() {
    let w = World::start().await;
    // A Spanish server: public messages in Spanish.
    w.fake.set_guild_locale("es-ES");
    let people = players(13);
    let host = &people[0];
    let sent = w
        .fake
        .slash(
            host,
            &place(),
            "es-ES",
            "bouillabaisse",
            Some("new"),
            &[("todo-o-nada", 5, json!(true))],
            &[],
        )
        .await;
    let lobby = sent.original.unwrap();
    assert!(w.msg(lobby).text().contains("todo o nada"));
    let ids = w.msg(lobby).custom_ids();
    // Starting alone is refused.
    let alone = w.fake.click(host, &place(), "es-ES", lobby, &ids[2]).await;
    assert!(alone.response.unwrap()["data"]["content"]
        .as_str()
        .unwrap()
        .contains("al menos 2"));
    for p in &people[1..12] {
        w.fake.click(p, &place(), "es-ES", lobby, &ids[0]).await;
    }
    let full = w
        .fake
        .click(&people[12], &place(), "es-ES", lobby, &ids[0])
        .await;
    assert!(full.response.unwrap()["data"]["content"]
        .as_str()
        .unwrap()
        .contains("completa"));
    // A member leaves; the host cannot.
    w.fake
        .click(&people[11], &place(), "es-ES", lobby, &ids[1])
        .await;
    let host_leaves = w.fake.click(host, &place(), "es-ES", lobby, &ids[1]).await;
    assert_eq!(host_leaves.response.unwrap()["data"]["flags"], EPHEMERAL);
    let listed = w.msg(lobby).text();
    assert!(listed.contains("(11/12)") && !listed.contains(&format!("<@{}>", people[11].id)));
    // The host cancels: the table closes and nothing starts.
    let cancel = w.fake.click(host, &place(), "es-ES", lobby, &ids[3]).await;
    assert_eq!(cancel.response.unwrap()["type"], 7);
    assert!(w.msg(lobby).text().contains("canceló"));
    assert!(w.msg(lobby).custom_ids().is_empty());
    let late = w
        .fake
        .click(&people[5], &place(), "es-ES", lobby, &ids[0])
        .await;
    assert!(late.response.unwrap()["data"]["content"]
        .as_str()
        .unwrap()
        .contains("cerrada"));
    // Two players: 26 cards each, more than 25 buttons.
    let w2 = World::start().await;
    let pair = players(2);
    let board = table_for(&w2, &pair, "es-ES", &[]).await;
    let first = mentioned(&w2.msg(board))[0];
    let who = pair.iter().find(|p| p.id == first).unwrap();
    let hand = w2.open_hand(who, board, "es-ES").await;
    assert!(hand.text().contains("Tu mano (26)"), "{}", hand.text());
    let menus = hand
        .custom_ids()
        .iter()
        .filter(|c| c.starts_with("s:"))
        .count();
    assert_eq!(menus, 2, "26 legal cards in two menus of at most 25");
    w.fake.assert_clean();
    w2.fake.assert_clean();
}
