//! Every message the bot builds, checked against Discord's limits, with no hidden card in a
//! public one.

use rand::seq::SliceRandom;
use rand::SeedableRng;
use serde_json::{json, Value};
use serenity::all::CreateInteractionResponse;

use crate::engine::render::{Control, ControlGroup, Field, Panel};
use crate::engine::{Lang, Seat};
use crate::store::Store;
use crate::table::{Match, MatchRequest, Table};

use super::board::{board, hand, Look};
use super::layout::{embed, move_pages, move_rows, Outgoing};
use super::limits::violations;

fn payload(out: Outgoing) -> Value {
    let r = CreateInteractionResponse::Message(out.response());
    serde_json::to_value(r).expect("responses serialize")["data"].clone()
}

fn assert_valid(v: &Value) {
    let problems = violations(v);
    assert!(problems.is_empty(), "{problems:?} in {v:#}");
}

/// A new match of `game` between `seats` members, from `seed`.
async fn new_match(table: &Table, game: &str, seats: usize, seed: u64) -> Match {
    let users: Vec<u64> = (1..=seats as u64)
        .map(|i| i * 111_111_111_111_111_111)
        .collect();
    table
        .create(&MatchRequest {
            game,
            guild_id: 1,
            channel_id: 2,
            users: &users,
            bots: &[],
            options: &Value::Null,
            seed,
            lang: Lang::En,
            board_message_id: None,
        })
        .await
        .unwrap()
}

/// A match of the test-only game for two.
async fn random_match(seed: u64) -> (Table, Match) {
    let table = Table::new(Store::scratch().await.unwrap());
    let m = new_match(&table, "tally", 2, seed).await;
    (table, m)
}

/// `m` as `seat` could believe it to be: what `seat` cannot see dealt again.
fn dealt_again(m: &Match, seat: Seat, seed: u64) -> Match {
    let mut other = m.clone();
    other.game = m.game.determinized(seat, seed);
    other
}

/// Random matches of every game: each board and hand is a message Discord accepts, and stays
/// the same however the cards its reader cannot see are dealt again (so it shows none of them).
#[tokio::test]
async fn every_board_and_hand_of_random_matches_is_valid_and_leaks_nothing() {
    let table = Table::new(Store::scratch().await.unwrap());
    for entry in crate::games::REGISTRY {
        for seed in 0..3 {
            let seats = entry.info.min_seats;
            let mut m = new_match(&table, entry.info.id, seats, seed).await;
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            m.board_message_id = Some(5);
            for step in 0..60 {
                let lang = [Lang::En, Lang::Es][step % 2];
                m.lang = lang;
                let b = payload(board(&m, &Look::new(true)));
                assert_valid(&b);
                for row in b["components"].as_array().unwrap() {
                    for item in row["components"].as_array().unwrap() {
                        let id = item["custom_id"].as_str().unwrap_or_default();
                        assert!(!id.starts_with("g:") && !id.starts_with("s:"), "{id}");
                    }
                }
                for seat in Seat::all(seats) {
                    let other = dealt_again(&m, seat, seed + step as u64);
                    let again = payload(board(&other, &Look::new(true)));
                    assert_eq!(
                        again, b,
                        "{}: the board, dealt again for {seat}",
                        entry.info.id
                    );
                    let h = payload(hand(&m, seat, lang, Some("note"), true));
                    assert_valid(&h);
                    assert_eq!(h["flags"], json!(64), "hands are ephemeral");
                    let h_again = payload(hand(&other, seat, lang, Some("note"), true));
                    assert_eq!(h_again, h, "{}: {seat}'s hand, dealt again", entry.info.id);
                }
                if m.is_over() {
                    break;
                }
                m = play_random(&table, &m, &mut rng).await;
            }
        }
    }
}

/// A random legal move of a random seat to act; the match after it.
async fn play_random(table: &Table, m: &Match, rng: &mut rand_chacha::ChaCha8Rng) -> Match {
    let seat = *m.game.to_act().choose(rng).unwrap();
    let mv = m.game.legal_notations(seat).choose(rng).unwrap().clone();
    let user = m.user_at(seat);
    table.play(m.id, user, m.version, &mv).await.unwrap().after
}

#[test]
fn huge_panels_are_clipped_and_many_moves_become_menus() {
    let long = "x".repeat(5000);
    let controls: Vec<Control> = (0..130)
        .map(|i| Control {
            label: format!("{i} {long}"),
            notation: format!("move {i}"),
        })
        .collect();
    let panel = Panel {
        title: long.clone(),
        description: long.clone(),
        fields: (0..40)
            .map(|_| Field::new(long.clone(), long.clone(), true))
            .collect(),
        controls: vec![
            ControlGroup::choices("a", controls[..3].to_vec()),
            ControlGroup::choices("b", controls[3..].to_vec()),
        ],
    };
    let out = Outgoing {
        content: long.clone(),
        embed: Some(embed(&panel, &long, 0)),
        components: move_rows(&panel, 1, 1, 4),
        ephemeral: true,
        pings: Vec::new(),
        files: Vec::new(),
        picture: None,
    };
    let v = payload(out);
    assert_valid(&v);
    assert_eq!(v["components"].as_array().unwrap().len(), 4);
    // 130 choices take two pages of four menus; every one is on a page, once.
    let mut offered = Vec::new();
    for page in 0..2 {
        let (rows, pages) = move_pages(&panel, 1, 1, 4, page);
        assert_eq!(pages, 2);
        let rows = serde_json::to_value(&rows).unwrap();
        assert!(rows.as_array().unwrap().len() <= 4);
        for row in rows.as_array().unwrap() {
            for o in row["components"][0]["options"].as_array().unwrap() {
                offered.push(o["value"].as_str().unwrap().to_owned());
            }
        }
    }
    let all: Vec<String> = controls.iter().map(|c| c.notation.clone()).collect();
    assert_eq!(offered, all);
}

#[test]
fn a_pinned_field_survives_a_panel_too_big_for_an_embed() {
    let long = "x".repeat(5000);
    let panel = Panel {
        title: long.clone(),
        description: long.clone(),
        fields: (0..40)
            .map(|_| Field::new(long.clone(), long.clone(), true))
            .collect(),
        controls: Vec::new(),
    };
    let pinned = Field::new("🔒 Fair shuffle", "a".repeat(64), false);
    let out = Outgoing {
        embed: Some(super::layout::embed_pinned(&panel, &long, 0, Some(&pinned))),
        ..Outgoing::default()
    };
    let v = payload(out);
    assert_valid(&v);
    let fields = v["embeds"][0]["fields"].as_array().unwrap();
    let last = fields.last().unwrap();
    assert_eq!(last["name"], "🔒 Fair shuffle");
    assert_eq!(last["value"], "a".repeat(64));
}

#[test]
fn a_few_moves_are_buttons() {
    let panel = Panel {
        controls: vec![ControlGroup::choices(
            "Buy",
            vec![Control {
                label: "Buy".into(),
                notation: "buy".into(),
            }],
        )],
        ..Panel::default()
    };
    let rows = move_rows(&panel, 7, 3, 4);
    let v = serde_json::to_value(&rows).unwrap();
    assert_eq!(v[0]["components"][0]["custom_id"], "g:7:3:buy");
    assert_eq!(v[0]["components"][0]["type"], 2);
}

#[test]
fn limits_catch_what_discord_rejects() {
    let bad = json!({
        "content": "x".repeat(2001),
        "components": [{"type": 1, "components": [
            {"type": 2, "custom_id": "a", "label": "x".repeat(81)},
            {"type": 2, "custom_id": "a", "label": "ok"}
        ]}]
    });
    let v = violations(&bad);
    assert!(v.iter().any(|p| p.contains("content")));
    assert!(v.iter().any(|p| p.contains("repeated")));
    assert!(v.iter().any(|p| p.contains("label")));

    let option = |value: &str| json!({"label": value, "value": value});
    let select = json!({"content": "", "embeds": [], "components": [{"type": 1, "components": [
        {"type": 3, "custom_id": "s", "options": [option("buy"), option("buy")]}
    ]}]});
    let v = violations(&select);
    assert!(
        v.iter().any(|p| p.contains("value `buy` repeated")),
        "{v:?}"
    );
    assert!(v.iter().any(|p| p.contains("empty message")), "{v:?}");
    // An edit that leaves content and embeds alone is not empty.
    assert!(violations(&json!({"components": []})).is_empty());
}

#[tokio::test]
async fn a_hand_without_a_note_has_no_content() {
    let (_, m) = random_match(4).await;
    let h = payload(hand(&m, Seat(0), Lang::En, None, true));
    assert_eq!(h["content"], "", "no invisible line above the hand");
    let h = payload(hand(&m, Seat(0), Lang::En, Some("why"), true));
    assert_eq!(h["content"], "why");
    assert!(
        !h.to_string().contains("\"hp:"),
        "choices that fit in one message need no page button"
    );
}

#[tokio::test]
async fn challenge_notes_and_rules_are_valid_messages() {
    let (table, _) = random_match(1).await;
    for lang in [Lang::En, Lang::Es] {
        let ch = table
            .challenge_open(&crate::store::NewChallenge {
                game: "tally",
                guild_id: 1,
                channel_id: 2,
                challenger: 10 + lang as u64,
                challenged: 20,
                options: &Value::Null,
                lang,
            })
            .await
            .unwrap();
        let v = payload(super::challenge::message(&ch));
        assert_valid(&v);
        assert_eq!(v["allowed_mentions"]["users"], json!(["20"]));
        assert!(v.get("flags").is_none(), "a challenge is public");
        for entry in crate::games::REGISTRY {
            let rules = (entry.rules)(lang);
            for page in super::layout::pages(&rules, super::layout::MAX_CONTENT) {
                assert_valid(&payload(Outgoing::note(page)));
            }
        }
        for e in [
            crate::table::TableError::Over,
            crate::table::TableError::NotSeated,
            crate::table::TableError::Stale { current: 3 },
        ] {
            assert_valid(&payload(Outgoing::note(super::text::table_error(&e, lang))));
        }
    }
}

#[tokio::test]
async fn the_board_speaks_the_matchs_language_and_the_hand_the_clickers() {
    let (_, mut m) = random_match(3).await;
    m.lang = Lang::Es;
    let b = payload(board(&m, &Look::new(true))).to_string();
    assert!(b.contains("Mi mano") && b.contains("Rendirse"), "{b}");
    let h = payload(hand(&m, Seat(0), Lang::from_locale("en-US"), None, true)).to_string();
    assert!(h.contains("Your hand"), "{h}");
    let h = payload(hand(&m, Seat(0), Lang::from_locale("es-419"), None, true)).to_string();
    assert!(h.contains("Tu mano"), "{h}");
    m.lang = Lang::En;
    let en = payload(board(&m, &Look::new(true))).to_string();
    assert!(en.contains("My hand"), "{en}");
}

#[tokio::test]
async fn a_board_links_to_its_page_only_when_the_site_has_an_address() {
    let (_, mut m) = random_match(4).await;
    let link = |v: &Value| -> Vec<Value> {
        v["components"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|row| row["components"].as_array().unwrap().clone())
            .filter(|c| c["style"] == 5)
            .collect()
    };
    assert!(link(&payload(board(&m, &Look::new(true)))).is_empty());
    let look = Look {
        pictures: false,
        site: Some("https://taberna.example.org".into()),
    };
    for lang in [Lang::En, Lang::Es] {
        m.lang = lang;
        let b = payload(board(&m, &look));
        assert_valid(&b);
        let links = link(&b);
        assert_eq!(links.len(), 1, "{b:#}");
        let url = format!("https://taberna.example.org/m/{}", m.web_token);
        assert_eq!(links[0]["url"], json!(url));
        assert!(links[0].get("custom_id").is_none());
        let label = links[0]["label"].as_str().unwrap();
        assert_eq!(label, crate::i18n::tr(lang, "button-web"));
    }
    // Still there once the match is over, beside the rematch.
    let (table, m) = random_match(5).await;
    let over = table.resign(m.id, m.users[0]).await.unwrap();
    assert_eq!(link(&payload(board(&over, &look))).len(), 1);
}

/// The board's picture in Discord and the one its page serves are one drawing: the same scene,
/// so the same entry of the shared cache, however many ask for it.
#[tokio::test]
async fn the_board_and_its_page_share_one_picture_per_version() {
    let table = Table::new(Store::scratch().await.unwrap());
    for entry in crate::games::REGISTRY {
        let mut m = new_match(&table, entry.info.id, entry.info.min_seats, 9).await;
        m.names = vec!["ana".into(); m.users.len()];
        for lang in [Lang::En, Lang::Es] {
            m.lang = lang;
            let discord = m.game.scene_public(&super::board::render_ctx(&m, lang));
            let web = m.game.scene_public(&crate::web::board::ctx(&m, lang));
            assert_eq!(discord, web, "{}", entry.info.id);
            if let (Some(d), Some(w)) = (discord, web) {
                let (a, b) = (crate::picture::png(&d), crate::picture::png(&w));
                assert!(std::sync::Arc::ptr_eq(&a, &b), "{}", entry.info.id);
            }
        }
    }
}

#[test]
fn a_public_message_takes_the_servers_language_if_english_or_spanish() {
    use super::text::public_lang;
    assert_eq!(public_lang(Some("es-ES"), "en-US"), Lang::Es);
    assert_eq!(public_lang(Some("en-GB"), "es-419"), Lang::En);
    assert_eq!(
        public_lang(Some("fr"), "es-419"),
        Lang::Es,
        "else the opener's"
    );
    assert_eq!(public_lang(Some("de"), "pt-BR"), Lang::En);
    assert_eq!(public_lang(None, "es-ES"), Lang::Es);
}

#[tokio::test]
async fn board_and_message_gates_stay_bounded() {
    let http = std::sync::Arc::new(serenity::all::Http::new("x"));
    let rest = super::rest::Rest::new(http, reqwest::Client::new());
    let data = super::types::Data::new(
        Table::new(Store::scratch().await.unwrap()),
        rest,
        std::time::Duration::ZERO,
        std::sync::Arc::default(),
    );
    for id in 0..5000 {
        let _ = data.board_gate(id);
        let _ = data.message_turn(id as u64);
    }
    assert!(data.gates() <= 2000, "{} gates", data.gates());
}

#[test]
fn a_multi_group_becomes_one_multi_select() {
    use crate::engine::render::Multi;
    let panel = Panel {
        controls: vec![
            ControlGroup {
                label: "Attack with…".into(),
                controls: ["7B", "12B"]
                    .iter()
                    .map(|c| Control {
                        label: (*c).into(),
                        notation: (*c).into(),
                    })
                    .collect(),
                multi: Some(Multi {
                    prefix: "attack".into(),
                    min: 1,
                    max: 2,
                }),
                draft: false,
                form: None,
            },
            ControlGroup::choices(
                "Pass",
                vec![Control {
                    label: "Pass".into(),
                    notation: "pass".into(),
                }],
            ),
        ],
        ..Panel::default()
    };
    let rows = serde_json::to_value(move_rows(&panel, 4, 9, 4)).unwrap();
    assert_eq!(rows[0]["components"][0]["custom_id"], "p:4:9:attack");
    assert_eq!(rows[0]["components"][0]["min_values"], 1);
    assert_eq!(rows[0]["components"][0]["max_values"], 2);
    assert_eq!(rows[1]["components"][0]["custom_id"], "g:4:9:pass");
}

/// Random positions of every game of the registry, at its fewest and most seats: the board,
/// every page of every seat's hand and every composer it opens (with its modal), in both
/// languages, are messages Discord accepts.
#[tokio::test]
async fn every_game_of_the_registry_fits_discord_at_fewest_and_most_seats() {
    let users: Vec<u64> = (1..=12).map(|i| 900_000_000_000_000_000 + i).collect();
    let mut composers = 0;
    for entry in crate::games::REGISTRY {
        for seats in [entry.info.min_seats, entry.info.max_seats] {
            let table = Table::new(Store::scratch().await.unwrap());
            let mut m = table
                .create(&MatchRequest {
                    game: entry.info.id,
                    guild_id: 1,
                    channel_id: 2,
                    users: &users[..seats],
                    bots: &[],
                    options: &Value::Null,
                    // Long enough that its digits appear on a board only when revealed.
                    seed: 9_876_543_210_123 + seats as u64,
                    lang: Lang::En,
                    board_message_id: Some(5),
                })
                .await
                .unwrap();
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seats as u64);
            for step in 0..60 {
                let lang = [Lang::En, Lang::Es][step % 2];
                m.lang = lang;
                let shown = payload(board(&m, &Look::new(true)));
                assert_valid(&shown);
                // The whole commitment fits on the most crowded board; the seed only at the end.
                let text = shown.to_string();
                assert!(text.contains(&crate::fair::commitment(m.seed)), "{text}");
                assert_eq!(text.contains(&m.seed.to_string()), m.is_over(), "{text}");
                for seat in Seat::all(seats) {
                    let ctx = super::board::render_ctx(&m, lang);
                    let panel = m.game.render_seat(seat, &ctx);
                    let (_, pages) = move_pages(&panel, m.id, m.version, 4, 0);
                    for page in 0..pages {
                        let page = u8::try_from(page).unwrap();
                        assert_valid(&payload(super::board::hand_page(
                            &m, seat, lang, None, page, true,
                        )));
                    }
                    // Each composer the hand opens, and the modal of its form.
                    for c in panel
                        .controls
                        .iter()
                        .filter(|g| g.draft)
                        .flat_map(|g| &g.controls)
                    {
                        let view = super::board::draft_view(&m, seat, lang, &c.notation, false)
                            .unwrap_or_else(|| panic!("no composer for {}", c.notation));
                        assert_valid(&payload(view));
                        composers += 1;
                        if let Some(form) = super::board::draft_form(&m, seat, lang, &c.notation) {
                            let modal = super::layout::form_modal(&form, m.id).expect("a modal");
                            let modal =
                                serde_json::to_value(CreateInteractionResponse::Modal(modal))
                                    .unwrap();
                            let problems = super::limits::modal_violations(&modal["data"]);
                            assert!(problems.is_empty(), "{problems:?} in {modal}");
                        }
                    }
                }
                if m.is_over() {
                    break;
                }
                m = play_random(&table, &m, &mut rng).await;
            }
        }
    }
    assert!(composers > 0, "no composer was opened");
}

#[test]
fn a_move_too_long_for_any_component_is_left_out() {
    let control = |notation: String| Control {
        label: "x".into(),
        notation,
    };
    let long = format!("offer GH {}", "wheat ".repeat(20));
    for many in [1, 30] {
        let mut controls: Vec<Control> = (0..many).map(|i| control(format!("move {i}"))).collect();
        controls.push(control(long.clone()));
        let panel = Panel {
            controls: vec![ControlGroup::choices("Offer", controls)],
            ..Panel::default()
        };
        let rows = move_rows(&panel, 1, 1, 4);
        let v = serde_json::to_value(&rows).unwrap();
        assert!(!v.to_string().contains("wheat"), "{v}");
        assert_valid(&json!({"content": "x", "components": v}));
    }
}

/// A board of a match with computer players names them, pings only people, and says who is
/// thinking; an absent player's seat is called neither way. A lobby with computer players lists
/// them and offers the host's menu while seats are free, within Discord's limits.
#[tokio::test]
async fn boards_and_lobbies_with_computer_players() {
    use crate::engine::ismcts::Level;
    let table = Table::new(Store::scratch().await.unwrap());
    let people = [111_111_111_111_111_111, 222_222_222_222_222_222];
    let users = [people[0], people[1], 0, 0];
    let bots = [None, None, Some(Level::Hard), Some(Level::Easy)];
    let mut m = table
        .create(&MatchRequest {
            game: "tally",
            guild_id: 1,
            channel_id: 2,
            users: &users,
            bots: &bots,
            options: &Value::Null,
            seed: 3,
            lang: Lang::En,
            board_message_id: None,
        })
        .await
        .unwrap();
    let mut saw = (false, false);
    for _ in 0..60 {
        // The moves below are the engine's alone: the match's status does not follow them.
        let Some(&seat) = m.game.owing().first() else {
            break;
        };
        let out = board(&m, &Look::new(true));
        assert!(
            out.pings.iter().all(|p| people.contains(p)),
            "{:?}",
            out.pings
        );
        let b = payload(out);
        assert_valid(&b);
        let content = b["content"].as_str().unwrap();
        assert!(!content.contains("<@0>"), "{content}");
        if m.bot_at(seat).is_some() {
            let name = if seat == Seat(2) {
                "🤖 Bot 3 (hard)"
            } else {
                "🤖 Bot 4 (easy)"
            };
            assert!(
                content.contains(&format!("{name} is thinking")),
                "{content}"
            );
            saw.0 = true;
        } else {
            assert!(
                content.contains(&format!("<@{}>", m.user_at(seat))),
                "{content}"
            );
            // The same seat, absent: the computer plays for it, nobody is told to decide.
            let mut away = m.clone();
            away.absent[seat.index()] = true;
            let content = payload(board(&away, &Look::new(true)))["content"]
                .as_str()
                .unwrap()
                .to_owned();
            assert!(content.contains("Playing automatically for"), "{content}");
            assert!(!content.contains("your decision"), "{content}");
            saw.1 = true;
        }
        let mv = m.game.legal_notations(seat)[0].clone();
        m.game.play(seat, &mv).unwrap();
        m.version += 1;
    }
    assert_eq!(saw, (true, true));
    let lobby = crate::table::Lobby {
        id: 4,
        game: "tally".into(),
        guild_id: 1,
        channel_id: 2,
        host: people[0],
        options: json!({}),
        status: crate::store::LobbyStatus::Open,
        members: people.to_vec(),
        bots: vec![Level::Normal],
        expires_at: 0,
        match_id: None,
        lang: Lang::Es,
    };
    let shown = payload(super::lobby::message(&lobby));
    assert_valid(&shown);
    let text = shown.to_string();
    assert!(text.contains("Bot 3 (normal)") && text.contains("lr:4") && text.contains("lb:4"));
    let full = crate::table::Lobby {
        bots: vec![Level::Normal, Level::Hard],
        ..lobby
    };
    let text = payload(super::lobby::message(&full)).to_string();
    assert!(
        !text.contains("lb:4"),
        "no menu once the table is full: {text}"
    );
}
