//! A whole match of La rebelión through the fake Discord, by random legal clicks (buttons,
//! selects and multi-selects), with no camp or deck card ever shown in public.

use crate::support;

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use rand::seq::{IteratorRandom, SliceRandom};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};
use sqlx::Row;

use support::bot::Bot;
use support::fake_discord::{payloads, Msg, Person, EPHEMERAL};
use support::pictures::assert_every_board_and_hand_pictured;
use support::world::{ana, bruno, choices, mentioned, place, World};
use taberna::games::rebelion::{arcana_name, Card};

/// Boards checked to show a combat under way while healing was decided.
static COMBATS_SHOWN: AtomicUsize = AtomicUsize::new(0);

/// A card as the board names it in English and in Spanish: `7 of Bastos`, `Rey de Espadas`,
/// `Arcanum La Muerte`; the Tarot deck's figures are 11–14, the Spanish deck's 10–12.
fn names(card: &str, tarot: bool) -> [String; 2] {
    if let Some(n) = card.strip_prefix('A') {
        // The board names an Arcana bare (`El Mago → 12 of Espadas`), and every answer window
        // mentions El Hierofante, the only way to counter.
        let arcanum = arcana_name(n.parse().unwrap());
        if n == "5" {
            return [format!("Arcanum {arcanum}"), format!("Arcano {arcanum}")];
        }
        return [arcanum.to_owned(), arcanum.to_owned()];
    }
    let (level, suit) = card.split_at(card.len() - 1);
    let rank = match (tarot, level) {
        (false, "10") | (true, "11") => "Sota",
        (false, "11") | (true, "12") => "Caballo",
        (true, "13") => "Reina",
        (false, "12") | (true, "14") => "Rey",
        (_, n) => n,
    };
    let suit = match suit {
        "O" => "Oros",
        "C" => "Copas",
        "E" => "Espadas",
        _ => "Bastos",
    };
    [format!("{rank} of {suit}"), format!("{rank} de {suit}")]
}

/// The names of every card of the deck, in both languages.
fn all_names(tarot: bool) -> Vec<String> {
    let deck = if tarot {
        Card::tarot_deck()
    } else {
        Card::deck(9)
    };
    deck.iter()
        .flat_map(|c| names(&c.to_string(), tarot))
        .collect()
}

/// A card as the English board names it (Spanish deck): `7 of Bastos`, `Rey of Espadas`.
fn name(card: &str) -> String {
    let [english, _] = names(card, false);
    english
}

/// Names of cards none of whose copies anyone may see: all in camps or the deck.
async fn secret_names(w: &World, match_id: i64) -> Vec<String> {
    let state = w.state(match_id).await;
    let tarot = state["options"]["tarot"] == true;
    let cards = |v: &Value| -> Vec<String> {
        v.as_array()
            .into_iter()
            .flatten()
            .filter_map(|c| c.as_str().map(str::to_owned))
            .collect()
    };
    let mut hidden: Vec<String> = cards(&state["deck"]);
    for camps in state["camps"].as_array().unwrap() {
        hidden.extend(cards(camps));
    }
    // Cards in a combat being resolved are in the phase.
    fn strings(v: &Value, out: &mut Vec<String>) {
        match v {
            Value::String(s) => out.push(s.clone()),
            Value::Array(a) => a.iter().for_each(|x| strings(x, out)),
            Value::Object(o) => o.values().for_each(|x| strings(x, out)),
            _ => {}
        }
    }
    let mut elsewhere: Vec<String> = cards(&state["discard"]);
    strings(&state["phase"], &mut elsewhere);
    for seat in 0..2 {
        elsewhere.extend(cards(&state["hands"][seat]));
        elsewhere.extend(cards(&state["armies"][seat]));
    }
    let mut names: Vec<String> = hidden
        .iter()
        .filter(|c| !elsewhere.contains(c))
        .flat_map(|c| names(c, tarot))
        .collect();
    names.sort();
    names.dedup();
    names
}

/// One random choice on a hand message: (custom id, values).
fn random_choice(hand: &Msg, rng: &mut ChaCha8Rng) -> Option<(String, Vec<String>)> {
    let mut all: Vec<(String, Vec<String>)> = Vec::new();
    for row in hand.body["components"].as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            let id = c["custom_id"].as_str().unwrap_or_default().to_owned();
            if id.starts_with("g:") {
                all.push((id, Vec::new()));
            } else if let Some(options) = c["options"].as_array() {
                let values: Vec<String> = options
                    .iter()
                    .map(|o| o["value"].as_str().unwrap().to_owned())
                    .collect();
                let min = c["min_values"].as_u64().unwrap_or(1) as usize;
                let max = c["max_values"].as_u64().unwrap_or(1) as usize;
                let k = rng.gen_range(min..=max.min(values.len()));
                let mut chosen = values.iter().cloned().choose_multiple(rng, k);
                // A multi-select sends its values in the menu's order.
                chosen.sort_by_key(|v| values.iter().position(|x| x == v));
                all.push((id, chosen));
            }
        }
    }
    all.choose(rng).cloned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn whole_rebelion_matches_by_clicks_never_show_a_camp() {
    let w = World::start().await;
    for seed in 0..8 {
        play_one(&w, seed).await;
    }
    assert!(
        COMBATS_SHOWN.load(Ordering::Relaxed) > 0,
        "no combat was ever decided on"
    );
    w.fake.assert_clean();
}

/// `/rebelion challenge` by `a`, accepted by `b`: the board message.
async fn start_rebelion(w: &World, a: &Person, b: &Person) -> u64 {
    let sent = w
        .fake
        .slash(
            a,
            &place(),
            "en-US",
            "rebelion",
            Some("challenge"),
            &[("opponent", 6, json!(b.id.to_string()))],
            &[b],
        )
        .await;
    let challenge = sent.original.unwrap();
    let accept = w.msg(challenge).button("Accept").unwrap();
    w.fake.click(b, &place(), "en-US", challenge, &accept).await;
    challenge
}

/// Random legal clicks by whoever is to act, each checked (answered in place, legal, the board
/// edited, nothing secret shown), until the match ends or `stop` holds for the board. Returns
/// the number of moves.
async fn click_until(
    w: &World,
    board: u64,
    players: &HashMap<u64, Person>,
    rng: &mut ChaCha8Rng,
    stop: impl FnMut(&Msg) -> bool,
) -> usize {
    click_in(w, board, players, "en-US", rng, stop).await
}

/// Whether the board shows the end of its match (the Rematch button, in either language).
fn over(board: &Msg) -> bool {
    board.button("Rematch").is_some() || board.button("Revancha").is_some()
}

/// [`click_until`] by players whose Discord is in `locale`.
async fn click_in(
    w: &World,
    board: u64,
    players: &HashMap<u64, Person>,
    locale: &str,
    rng: &mut ChaCha8Rng,
    mut stop: impl FnMut(&Msg) -> bool,
) -> usize {
    let match_id = w.match_of_board(board).await;
    let tarot = w.state(match_id).await["options"]["tarot"] == true;
    // Cards the board has named: El Mundo may hide them again in a camp, and the log keeps
    // what was public then.
    let mut revealed: Vec<String> = Vec::new();
    let mut moves = 0;
    for _ in 0..3000 {
        let current = w.msg(board);
        let text = current.text();
        revealed.extend(
            all_names(tarot)
                .into_iter()
                .filter(|n| text.contains(n.as_str())),
        );
        if over(&current) || stop(&current) {
            break;
        }
        let to_act = mentioned(&current);
        let who = &players[to_act.choose(rng).unwrap()];
        let hand = w.open_hand(who, board, locale).await;
        let Some((id, values)) = random_choice(&hand, rng) else {
            panic!("no choice for the player to act: {}", hand.text());
        };
        let before = w.fake.call_count();
        let data = if values.is_empty() {
            payloads::button_data(&id)
        } else {
            payloads::select_data(&id, &values)
        };
        let answer = w
            .fake
            .try_interact(
                3,
                who,
                &place(),
                locale,
                Some(hand.id),
                data,
                Duration::from_secs(10),
            )
            .await
            .expect("answered");
        let r = answer.response.unwrap();
        assert_eq!(r["type"], 7, "the hand is updated in place");
        assert_eq!(
            r["data"]["content"].as_str().unwrap_or_default(),
            "",
            "the move was legal: {r}"
        );
        moves += 1;
        w.board_edited(before, board).await;
        // Issue 31: while healing is decided, the combat under way is on the board.
        let state = w.state(match_id).await;
        if state["phase"].get("Heal").is_some() {
            let shown = w.msg(board).text();
            assert!(
                shown.contains("Combat") || shown.contains("Combate"),
                "a combat under way, not on the board: {shown}"
            );
            COMBATS_SHOWN.fetch_add(1, Ordering::Relaxed);
        }
        let mut secret = secret_names(w, match_id).await;
        secret.retain(|n| !revealed.contains(n));
        w.assert_never_shown(before, board, &secret);
    }
    moves
}

async fn play_one(w: &World, seed: u64) {
    let (a, b) = (ana(), bruno());
    let players: HashMap<u64, Person> = [(a.id, a.clone()), (b.id, b.clone())].into();
    let from = w.fake.call_count();
    let board = start_rebelion(w, &a, &b).await;
    let match_id = w.match_of_board(board).await;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let moves = click_until(w, board, &players, &mut rng, |_| false).await;
    let (edits, hands) = assert_every_board_and_hand_pictured(&w.fake.calls(), from, board);
    assert!(edits >= moves && hands > 0, "{edits} edits, {hands} hands");
    let end = w.msg(board);
    assert!(
        end.button("Rematch").is_some(),
        "the match ended: {}",
        end.text()
    );
    assert!(moves > 10);
    assert_eq!(w.match_status(match_id).await, "finished");
    let lb = w
        .fake
        .slash(&a, &place(), "es-ES", "leaderboard", None, &[], &[])
        .await;
    assert_eq!(lb.response.unwrap()["type"], 4);
    let _ = EPHEMERAL;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rebelion_in_spanish_with_options_and_private_camps() {
    let w = World::start().await;
    // A Spanish server: public messages in Spanish.
    w.fake.set_guild_locale("es-ES");
    let (a, b) = (ana(), bruno());
    // Ana leads the militia with the 40-card deck: poise sends choices as their index.
    let sent = w
        .fake
        .slash(
            &a,
            &place(),
            "es-ES",
            "rebelion",
            Some("challenge"),
            &[
                ("opponent", 6, json!(b.id.to_string())),
                ("deck", 4, json!(1)),
                ("sides", 4, json!(2)),
            ],
            &[&b],
        )
        .await;
    let content = sent.response.unwrap()["data"]["content"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(
        content.contains("te desafía") && content.contains("rebelión"),
        "{content}"
    );
    let challenge = sent.original.unwrap();
    let accept = w.msg(challenge).button("Aceptar").unwrap();
    w.fake
        .click(&b, &place(), "es-ES", challenge, &accept)
        .await;
    let match_id = w.match_of_board(challenge).await;
    assert_eq!(
        w.options(match_id).await,
        json!({"deck": 60, "sides": "chosen", "side": "E"})
    );
    let board = w.msg(challenge).text();
    assert!(
        board.contains("milicia (Espadas)") && board.contains("Mazo: 36"),
        "{board}"
    );
    // Each hand shows its own camps, never the other's.
    let hand_a = w.open_hand(&a, challenge, "es-ES").await;
    let hand_b = w.open_hand(&b, challenge, "es-ES").await;
    assert!(hand_a.text().contains("Tus campamentos") && hand_a.text().contains("Tu mano"));
    let snapshot: String = sqlx::query("SELECT snapshot FROM matches WHERE id = ?")
        .bind(match_id)
        .fetch_one(&w.db)
        .await
        .unwrap()
        .get(0);
    let state: Value = serde_json::from_str(&snapshot).unwrap();
    let camps_field = |m: &Msg| {
        m.body["embeds"][0]["fields"][0]["value"]
            .as_str()
            .unwrap()
            .to_owned()
    };
    for (i, camp) in state["camps"][1].as_array().unwrap().iter().enumerate() {
        let line = format!(
            "{}: {}",
            i + 1,
            name(camp.as_str().unwrap()).replace(" of ", " de ")
        );
        assert!(camps_field(&hand_b).contains(&line), "{line}");
    }
    // The rules come in pages of at most 2,000 characters: the answer, then follow-ups.
    let from = w.fake.calls().len();
    let rules = w
        .fake
        .slash(&b, &place(), "es-419", "rebelion", Some("rules"), &[], &[])
        .await;
    let first = rules.response.unwrap()["data"]["content"].clone();
    let pages = || -> Vec<String> {
        let mut pages = vec![first.clone()];
        pages.extend(
            w.fake.calls()[from..]
                .iter()
                .filter(|c| c.path.contains("/webhooks/"))
                .map(|c| c.body["content"].clone()),
        );
        pages
            .iter()
            .filter_map(|p| p.as_str().map(str::to_owned))
            .collect()
    };
    let parts = [
        "Nuestras decisiones",
        "Variante Tarot",
        "El Hierofante",
        "partida sin fin",
    ];
    // The follow-ups come after the answer the fake waited for.
    for _ in 0..100 {
        if parts.iter().all(|p| pages().concat().contains(p)) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    let pages = pages();
    assert!(pages.len() > 1, "{pages:?}");
    assert!(pages.iter().all(|p| p.chars().count() <= 2000));
    let rules = pages.concat();
    for part in parts {
        assert!(rules.contains(part), "{part}: {rules}");
    }
    w.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_step_under_way_survives_a_killed_bot() {
    let mut w = World::start().await;
    let (a, b) = (ana(), bruno());
    let players: HashMap<u64, Person> = [(a.id, a.clone()), (b.id, b.clone())].into();
    let board = start_rebelion(&w, &a, &b).await;
    let match_id = w.match_of_board(board).await;
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    // An attack being mustered or a purchase being paid, one step at a time.
    let under_way = |m: &Msg| {
        let t = m.text();
        t.contains("add armies to the attack") || t.contains("pay for the card")
    };
    click_until(&w, board, &players, &mut rng, under_way).await;
    assert!(under_way(&w.msg(board)), "{}", w.msg(board).text());
    let phase = w.state(match_id).await["phase"].clone();

    w.bot.take().unwrap().kill();
    let sessions = w.fake.sessions();
    w.bot = Some(Bot::start(&w.fake.url(), &w.url));
    w.fake.wait_sessions(sessions + 1).await;

    assert_eq!(
        w.state(match_id).await["phase"],
        phase,
        "the step under way is kept"
    );
    let moves = click_until(&w, board, &players, &mut rng, |_| false).await;
    assert!(moves > 0);
    assert_eq!(
        w.match_status(match_id).await,
        "finished",
        "the match went on to its end"
    );
    w.fake.assert_clean();
}

// ---------------------------------------------------------------- the Tarot variant

/// `/rebelion challenge tarot:true` by `a` in `locale`, accepted by `b`: the board message.
async fn start_tarot(w: &World, a: &Person, b: &Person, locale: &str) -> u64 {
    let sent = w
        .fake
        .slash(
            a,
            &place(),
            locale,
            "rebelion",
            Some("challenge"),
            &[
                ("opponent", 6, json!(b.id.to_string())),
                ("tarot", 5, json!(true)),
            ],
            &[b],
        )
        .await;
    let challenge = sent.original.unwrap();
    let m = w.msg(challenge);
    let accept = m.button("Accept").or_else(|| m.button("Aceptar")).unwrap();
    w.fake.click(b, &place(), locale, challenge, &accept).await;
    challenge
}

/// The Tarot variant has its own deck: choosing a deck with it is answered in private with
/// what to change, and opens nothing; without the deck the same challenge opens.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tarot_challenge_with_a_deck_is_told_to_leave_the_deck_out() {
    let w = World::start().await;
    let (a, b) = (ana(), bruno());
    let challenges = || async {
        let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM challenges")
            .fetch_one(&w.db)
            .await
            .unwrap();
        n
    };
    let sent = w
        .fake
        .slash(
            &a,
            &place(),
            "es-ES",
            "rebelion",
            Some("challenge"),
            &[
                ("opponent", 6, json!(b.id.to_string())),
                ("deck", 4, json!(1)),
                ("tarot", 5, json!(true)),
            ],
            &[&b],
        )
        .await;
    let r = sent.response.unwrap();
    assert_eq!(r["data"]["flags"], EPHEMERAL, "{r}");
    let why = r["data"]["content"].as_str().unwrap();
    assert!(why.contains("no elijas la opción de baraja"), "{why}");
    assert_eq!(challenges().await, 0, "nothing opened");
    start_tarot(&w, &a, &b, "es-ES").await;
    assert_eq!(challenges().await, 1);
    w.fake.assert_clean();
}

/// Whether the board waits for an answer to an Arcana (English or Spanish).
fn answering(board: &Msg) -> bool {
    let t = board.text();
    t.contains("was played — counter it") || t.contains("contrarréstalo con El Hierofante")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn whole_tarot_matches_by_clicks_in_english_and_spanish() {
    let w = World::start().await;
    let (a, b) = (ana(), bruno());
    let players: HashMap<u64, Person> = [(a.id, a.clone()), (b.id, b.clone())].into();
    let mut played = Vec::new();
    for (seed, locale) in [(0, "en-US"), (1, "es-ES"), (2, "en-US"), (3, "es-ES")] {
        w.fake.set_guild_locale(locale);
        let from = w.fake.call_count();
        let board = start_tarot(&w, &a, &b, locale).await;
        let match_id = w.match_of_board(board).await;
        assert_eq!(w.options(match_id).await, json!({"tarot": true}));
        // 106 cards less six camps and six cards for each player.
        let first = w.msg(board).text();
        let deck = if locale == "es-ES" {
            "Mazo: 82"
        } else {
            "Deck: 82"
        };
        assert!(first.contains(deck), "{first}");
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut windows = 0;
        let moves = click_in(&w, board, &players, locale, &mut rng, |m| {
            // Counted, never stopped at: the board asks the opponent after every Arcana.
            if answering(m) {
                windows += 1;
            }
            false
        })
        .await;
        let end = w.msg(board);
        assert!(over(&end), "the match ended: {}", end.text());
        assert!(moves > 10);
        let (edits, _) = assert_every_board_and_hand_pictured(&w.fake.calls(), from, board);
        assert!(edits >= moves, "{edits} edits");
        assert_eq!(w.match_status(match_id).await, "finished");
        let log = w.moves(match_id).await;
        let arcana = log.iter().filter(|m| m.contains(": arcana ")).count();
        let answers = log
            .iter()
            .filter(|m| m.ends_with(": allow") || m.ends_with(": counter"))
            .count();
        // An Arcana is answered unless El Hierofante is in the pile already or the answerer
        // is under El Sol; the board asked for each answer given.
        assert!(answers <= arcana, "{log:?}");
        assert_eq!(windows, answers, "the board asked for each answer");
        played.extend(log);
    }
    assert!(
        played.iter().any(|m| m.contains(": arcana ")),
        "the clicks reached the Arcana"
    );
    assert!(
        played.iter().any(|m| m.ends_with(": allow")),
        "the clicks answered an Arcana"
    );
    w.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tarot_answer_window_survives_a_restart_and_refuses_wrong_clicks() {
    let mut w = World::start().await;
    let (a, b) = (ana(), bruno());
    let stranger = Person::new(100_000_000_000_000_003, "carla");
    let players: HashMap<u64, Person> = [(a.id, a.clone()), (b.id, b.clone())].into();
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    // Every match is dealt from a fresh random seed, and now and then one ends before anybody
    // plays an Arcana that can be answered: then another match.
    let mut board = 0;
    for _ in 0..10 {
        board = start_tarot(&w, &a, &b, "en-US").await;
        click_until(&w, board, &players, &mut rng, answering).await;
        if answering(&w.msg(board)) {
            break;
        }
        assert!(over(&w.msg(board)), "{}", w.msg(board).text());
    }
    assert!(answering(&w.msg(board)), "{}", w.msg(board).text());
    let match_id = w.match_of_board(board).await;
    let state = w.state(match_id).await;
    let moves = w.moves(match_id).await;
    let arcana = moves.last().unwrap().clone();
    assert!(arcana.contains(": arcana "), "{arcana}");
    // The challenger sits at seat 0.
    let (player, responder) = if arcana.starts_with("0:") {
        (&a, &b)
    } else {
        (&b, &a)
    };
    assert_eq!(mentioned(&w.msg(board)), vec![responder.id]);

    w.bot.take().unwrap().kill();
    let sessions = w.fake.sessions();
    w.bot = Some(Bot::start(&w.fake.url(), &w.url));
    w.fake.wait_sessions(sessions + 1).await;
    assert_eq!(
        w.state(match_id).await["phase"],
        state["phase"],
        "the answer window is kept"
    );

    // The answerer's hand: Allow, and Counter only for a hand with El Hierofante.
    let responder_seat = usize::from(responder.id == b.id);
    let holds_hierofante = state["hands"][responder_seat]
        .as_array()
        .unwrap()
        .contains(&json!("A5"));
    let hand = w.open_hand(responder, board, "en-US").await;
    let ids: Vec<String> = choices(&hand).into_iter().map(|(id, _)| id).collect();
    let allow = ids
        .iter()
        .find(|id| id.ends_with(":allow"))
        .unwrap_or_else(|| panic!("no Allow: {ids:?}"))
        .clone();
    assert_eq!(
        ids.iter().any(|id| id.ends_with(":counter")),
        holds_hierofante,
        "{ids:?}"
    );
    assert!(ids
        .iter()
        .all(|id| id.ends_with(":allow") || id.ends_with(":counter")));

    // The Arcana's player and a stranger click the answer: refused, nothing played.
    let refusals = [
        (player, "Ahora no te toca decidir"),
        (&stranger, "No juegas en esta partida"),
    ];
    for (who, says) in refusals {
        let sent = w.fake.click(who, &place(), "es-ES", hand.id, &allow).await;
        let r = sent.response.unwrap();
        let text = r.to_string();
        assert_eq!(
            r["data"]["flags"].as_u64().unwrap_or(0) & EPHEMERAL,
            EPHEMERAL,
            "{text}"
        );
        assert!(
            text.contains(says),
            "a clear answer in the clicker's language: {text}"
        );
        assert_eq!(w.moves(match_id).await, moves, "nothing was played");
    }

    // The answerer allows; the match goes on to its end.
    let before = w.fake.call_count();
    let sent = w
        .fake
        .click(responder, &place(), "en-US", hand.id, &allow)
        .await;
    assert_eq!(sent.response.unwrap()["type"], 7);
    w.board_edited(before, board).await;
    assert_eq!(
        w.moves(match_id).await.last().unwrap(),
        &format!("{}: allow", responder_seat)
    );
    assert!(!answering(&w.msg(board)));
    click_until(&w, board, &players, &mut rng, |_| false).await;
    assert_eq!(w.match_status(match_id).await, "finished");
    w.fake.assert_clean();
}
