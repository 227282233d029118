//! Seats played on the web (issue 52), as members play them: in a real headless Chromium beside
//! the fake Discord. A member opens their seat from the "Play on the web" link of their hand
//! message and plays a whole Burgueses match on the page while the other plays with buttons;
//! every move made on the page shows on the Discord board, every button's move on the page;
//! the bot is killed and started again in the middle and the page comes back by itself; the end
//! of the match takes the page to the replay. Screenshots under `target/screenshots/`.

use std::time::Duration;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};

use crate::support::bot::Bot;
use crate::support::browser::{free_port, Browser};
use crate::support::fake_discord::Person;
use crate::support::world::{mentioned, place, play_moves, shown_move, World};

use super::site::{link, only_this_site};

/// The bot's settings in these tests: its site on `port`, public at that address.
fn env(port: u16) -> Vec<(&'static str, String)> {
    vec![
        ("CHALLENGE_COOLDOWN_SECS", "0".to_owned()),
        ("WEB_ADDR", format!("127.0.0.1:{port}")),
        ("PUBLIC_URL", format!("http://127.0.0.1:{port}")),
    ]
}

fn borrowed<'a>(env: &'a [(&'static str, String)]) -> Vec<(&'static str, &'a str)> {
    env.iter().map(|(k, v)| (*k, v.as_str())).collect()
}

/// Plays one of the legal controls of the seat's page at random, as a member clicks: a move,
/// boxes ticked then their button, or a draft's composer then its move. What it did, or null.
const PLAY_SOMETHING: &str = r#"
const [seed] = arguments;
let state = seed;
const r = () => { state = (state * 1103515245 + 12345) % 2147483648; return state / 2147483648; };
const hand = document.getElementById('hand');
const moves = Array.from(hand.querySelectorAll('button.move'));
const multi = hand.querySelector('fieldset.multi');
if (moves.length && (!multi || r() < 0.6)) {
  const b = moves[Math.floor(r() * moves.length)];
  b.click();
  return 'move ' + b.dataset.move;
}
if (multi) {
  const boxes = Array.from(multi.querySelectorAll('input[type=checkbox]'));
  const n = Math.max(1, Number(multi.dataset.min));
  boxes.slice(0, n).forEach((box) => { box.checked = true; });
  multi.querySelector('button.compose').click();
  return 'picks';
}
return null;
"#;

/// Waits until the page shows version `v` of its match, with no move of its own under way.
async fn page_at(b: &Browser, v: usize) {
    b.wait_for(
        &format!("the page at version {v}"),
        &format!(
            "return Number(document.getElementById('seat')?.dataset.id?.split('.')[0]) === {v} && !document.getElementById('hand').hasAttribute('aria-busy');"
        ),
    )
    .await;
}

/// Plays something on the seat's page once it shows move `shown` of the match of `board`, and
/// waits for the Discord board to show it, as it shows a click's move.
async fn play_on_page(w: &World, b: &Browser, board: u64, shown: usize, rng: &mut ChaCha8Rng) {
    page_at(b, shown).await;
    let seed = rng.gen_range(1..1_000_000_u32);
    let did = b
        .client
        .execute(PLAY_SOMETHING, vec![json!(seed)])
        .await
        .unwrap();
    assert_ne!(did, Value::Null, "something to play at move {shown}");
    w.fake
        .wait_until(
            "the board to show the page's move",
            Duration::from_secs(15),
            |f| {
                f.message(board)
                    .is_some_and(|m| shown_move(&m) > Some(shown) || m.button("Rematch").is_some())
            },
        )
        .await;
}

/// Clicks one of the cards of the seat's hand that a move names, as a mouse does, once the page
/// shows move `shown`, and waits for the Discord board to show the move (in Bouillabaisse a
/// card's only move is to play it).
async fn play_a_card(w: &World, b: &Browser, board: u64, shown: usize, rng: &mut ChaCha8Rng) {
    page_at(b, shown).await;
    let cards = b
        .client
        .find_all(fantoccini::Locator::Css("#hand svg [data-key].live"))
        .await
        .unwrap();
    assert!(!cards.is_empty(), "a card to play at move {shown}");
    let card = &cards[rng.gen_range(0..cards.len())];
    card.click().await.unwrap();
    w.fake
        .wait_until(
            "the board to show the clicked card",
            Duration::from_secs(15),
            |f| {
                f.message(board)
                    .is_some_and(|m| shown_move(&m) > Some(shown) || m.button("Rematch").is_some())
            },
        )
        .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_member_plays_burgueses_on_the_web_against_buttons_through_a_restart() {
    let port = free_port();
    let base = format!("http://127.0.0.1:{port}");
    let env = env(port);
    let mut w = World::start_with(&borrowed(&env)).await;
    let ana = Person::new(100_000_000_000_000_001, "ana");
    let bruno = Person::new(100_000_000_000_000_002, "bruno");
    let board = w.start_match(&ana, &bruno).await;
    let match_id = w.match_of_board(board).await;

    // Her hand message carries the link, in her language; the link is one-time.
    let hand = w.open_hand(&ana, board, "es-ES").await;
    let url = link(&hand, "Jugar en la web").expect("a Play on the web link");
    assert!(url.starts_with(&format!("{base}/play/")), "{url}");
    let bruno_hand = w.open_hand(&bruno, board, "en-US").await;
    let bruno_url = link(&bruno_hand, "Play on the web").expect("each hand has its own");
    assert_ne!(url, bruno_url);

    let b = Browser::start().await;
    b.client.goto(&url).await.unwrap();
    b.wait_for(
        "the seat's page",
        "return document.getElementById('seat') !== null && location.pathname.endsWith('/play');",
    )
    .await;
    let address = b.client.current_url().await.unwrap();
    assert!(
        !address.as_str().contains("/play/"),
        "no secret in {address}"
    );
    assert!(b.text("#hand_heading").await.contains("Tu mano"));
    b.screenshot("seat-burgueses-desktop").await;
    let problems = b.accessibility_problems().await;
    assert!(problems.is_empty(), "{problems:#?}");

    // The link was spent: a second browser gets nothing from it.
    let other = reqwest::get(&url).await.unwrap();
    assert_eq!(other.status(), 403);

    let mut rng = ChaCha8Rng::seed_from_u64(52);
    let players = [ana.clone(), bruno.clone()];
    let mut on_the_web = 0;
    let mut restarted = false;
    for _ in 0..400 {
        let msg = w.msg(board);
        if msg.button("Rematch").is_some() {
            break;
        }
        let shown = shown_move(&msg).unwrap_or(0);
        if !restarted && shown >= 6 {
            // kill -9 in the middle: the page says so, then comes back by itself.
            w.bot.take().unwrap().kill();
            let sessions = w.fake.sessions();
            w.bot = Some(Bot::start_with(&w.fake.url(), &w.url, &borrowed(&env)));
            w.fake.wait_sessions(sessions + 1).await;
            restarted = true;
        }
        let acting = mentioned(&msg);
        if acting.first() == Some(&ana.id) {
            play_on_page(&w, &b, board, shown, &mut rng).await;
            on_the_web += 1;
        } else {
            assert_eq!(
                play_moves(&w.fake, &place(), board, &players, &mut rng, 1).await,
                1
            );
            // The button's move shows on the page without reloading.
            let now = shown_move(&w.msg(board)).unwrap_or(0);
            if w.msg(board).button("Rematch").is_none() {
                page_at(&b, now).await;
            }
        }
    }
    assert!(w.msg(board).button("Rematch").is_some(), "the match ended");
    assert!(
        restarted && on_the_web >= 5,
        "{on_the_web} moves on the web"
    );
    assert_eq!(w.match_status(match_id).await, "finished");
    // The page goes to the replay.
    b.wait_for(
        "the replay",
        "return !location.pathname.endsWith('/play') && document.getElementById('replay') !== null;",
    )
    .await;
    only_this_site(&b, &base).await;
    let errors: Vec<String> = b
        .console_errors()
        .await
        .into_iter()
        // A stream cut by the restart is a network error the page recovers from.
        .filter(|e| !e.contains("/play/events") && !e.contains("ERR_"))
        .collect();
    assert_eq!(errors, Vec::<String>::new());
    b.close().await;
    w.fake.forgive_unanswered();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_page_reads_on_a_phone_and_keys_play_it() {
    let port = free_port();
    let env = env(port);
    let w = World::start_with(&borrowed(&env)).await;
    let ana = Person::new(100_000_000_000_000_001, "ana");
    let bruno = Person::new(100_000_000_000_000_002, "bruno");
    let board = w.start_match(&ana, &bruno).await;
    let acting = mentioned(&w.msg(board))[0];
    let who = if acting == ana.id { &ana } else { &bruno };
    let hand = w.open_hand(who, board, "en-US").await;
    let url = link(&hand, "Play on the web").unwrap();
    let b = Browser::start().await;
    b.window(390, 844).await;
    b.client.goto(&url).await.unwrap();
    page_at(&b, 0).await;
    // Nothing wider than the phone's screen.
    let wide = b
        .client
        .execute(
            "return document.documentElement.scrollWidth <= window.innerWidth;",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(wide, json!(true));
    b.screenshot("seat-burgueses-phone").await;
    // Enter on the first move (a button, reached with Tab): the move is played.
    b.client
        .find(fantoccini::Locator::Css("#hand button.move"))
        .await
        .unwrap()
        .send_keys(&char::from(fantoccini::key::Key::Enter).to_string())
        .await
        .unwrap();
    w.fake
        .wait_until(
            "the keyed move on the board",
            Duration::from_secs(15),
            |f| f.message(board).is_some_and(|m| shown_move(&m) > Some(0)),
        )
        .await;
    page_at(&b, 1).await;
    // Bought: the hand's cards are now the moves (`place CARD`), reached with Tab like buttons.
    // Enter on one places it.
    let key = run(
        &b,
        "const c = document.querySelector('#hand svg [data-key].live'); c.focus(); return document.activeElement === c ? c.dataset.key : null;",
        vec![],
    )
    .await;
    let key = key.as_str().expect("a card to place, focused").to_owned();
    b.press_focused(fantoccini::key::Key::Enter).await;
    w.fake
        .wait_until(
            "the card's move on the board",
            Duration::from_secs(15),
            |f| f.message(board).is_some_and(|m| shown_move(&m) > Some(1)),
        )
        .await;
    let match_id = w.match_of_board(board).await;
    let moves = w.moves(match_id).await;
    assert!(
        moves
            .last()
            .is_some_and(|m| m.ends_with(&format!(": place {key}"))),
        "{moves:?}"
    );
    page_at(&b, 2).await;
    // Every card of the hand has its name for a screen reader.
    let named = b
        .client
        .execute(
            "return Array.from(document.querySelectorAll('#hand svg .card')).every((c) => (c.getAttribute('aria-label') || '').length > 2);",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(named, json!(true));
    b.close().await;
}

/// The seat's page runs `script` (with `args`) and returns its answer.
async fn run(b: &Browser, script: &str, args: Vec<Value>) -> Value {
    b.client.execute(script, args).await.unwrap()
}

/// Clicks the draft button of the hand (one that opens a composer) whose notation is the first
/// argument, or ends with it when the second is true.
const CLICK: &str = r#"
const [wanted, ending] = arguments;
const b = Array.from(document.querySelectorAll('#hand button.draft'))
  .find((b) => ending ? b.dataset.move.endsWith(wanted) : b.dataset.move === wanted);
if (!b) return Array.from(document.querySelectorAll('#hand button.draft')).map((b) => b.dataset.move);
b.click();
return true;
"#;

/// In a three-seat Génova match, a merchant composes an offer on the web — a card from their
/// hand, then 20 ducats through the composer's numbers — and sends it; the active player, with
/// buttons, accepts it. The purse shows on the page only.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_genova_merchant_makes_an_offer_with_ducats_on_the_web() {
    use taberna::engine::{Game, Seat};
    use taberna::games::genova::Move;

    let port = free_port();
    let env = env(port);
    let w = World::start_with(&borrowed(&env)).await;
    let people = super::genova::players();
    let (board, match_id) = super::genova::start_three(&w, &people).await;
    let g = super::genova::game(&w, match_id).await;
    let active = g.public_view().active;
    super::genova::click_move(&w, board, &people[active.index()], &Move::Roll).await;
    let g = super::genova::game(&w, match_id).await;
    let maker = Seat::all(3).find(|&s| s != active).unwrap();
    let who = &people[maker.index()];
    let space = g
        .legal_moves(maker)
        .into_iter()
        .find_map(|m| match m {
            Move::Offer { space, .. } => Some(space),
            _ => None,
        })
        .expect("the tower can deal somewhere");

    let hand = w.open_hand(who, board, "en-US").await;
    let url = link(&hand, "Play on the web").expect("the link");
    let b = Browser::start().await;
    b.client.goto(&url).await.unwrap();
    page_at(&b, shown_move(&w.msg(board)).unwrap_or(0)).await;
    assert!(
        b.text("#hand").await.contains("Your purse"),
        "the seat's own purse"
    );

    // Into the composer, a card of the hand into what is given.
    let entry = format!("offer {space}");
    assert_eq!(
        run(&b, CLICK, vec![json!(entry), json!(false)]).await,
        json!(true)
    );
    b.wait_for(
        "the composer",
        "return document.querySelector('#hand .back') !== null;",
    )
    .await;
    let card = g.hand(maker)[0].to_string();
    let clicked = run(&b, CLICK, vec![json!(format!(" {card}")), json!(true)]).await;
    assert_eq!(clicked, json!(true), "a draft with {card}: {clicked}");
    b.wait_for(
        "the card in the offer",
        &format!("return document.getElementById('hand').textContent.includes('{card}') && document.querySelector('#hand form.form') !== null;"),
    )
    .await;
    // 20 ducats through the composer's numbers.
    run(
        &b,
        "const f = document.querySelector('#hand form.form'); const inputs = f.querySelectorAll('input[type=number]'); inputs[0].value = '20'; for (let i = 1; i < inputs.length; i++) inputs[i].value = '0'; f.querySelector('button[type=submit]').click(); return true;",
        vec![],
    )
    .await;
    b.wait_for(
        "20 ducats in the offer",
        "return document.getElementById('hand').textContent.includes('20 ducats');",
    )
    .await;
    b.screenshot("seat-genova-offer").await;
    // Send it: the move is the composer's, and the board calls the active player.
    let send = run(
        &b,
        "const b = Array.from(document.querySelectorAll('#hand button.move')).find((b) => b.dataset.move.startsWith('offer')); if (!b) return null; b.click(); return b.dataset.move;",
        vec![],
    )
    .await;
    assert!(send.is_string(), "a send button: {}", b.text("#hand").await);
    let mut offers = Vec::new();
    for _ in 0..100 {
        offers = super::genova::game(&w, match_id).await.public_view().offers;
        if !offers.is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(offers.len(), 1, "the offer was made");
    assert_eq!(offers[0].gives, format!("20 {card}"));
    // The active player takes it with buttons; the page follows.
    let accept = Move::Accept {
        from: Some(maker),
        space,
    };
    super::genova::click_move(&w, board, &people[active.index()], &accept).await;
    let g = super::genova::game(&w, match_id).await;
    assert_eq!(g.seat_view(maker).ducats, 110);
    let now = shown_move(&w.msg(board)).unwrap_or(0);
    page_at(&b, now).await;
    assert!(
        b.text("#hand").await.contains("110"),
        "{}",
        b.text("#hand").await
    );
    // No purse on the public board the page shows.
    let board_words = b.text("#board").await;
    for purse in super::genova::purses(&g) {
        assert!(!board_words.contains(&purse), "{purse} on the board");
    }
    b.close().await;
}

/// A Bouillabaisse table of six where two members play on the web (each in their own browser)
/// and four with buttons: every seat's moves reach every other, and each page shows its own
/// hand only.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bouillabaisse_table_of_six_with_two_seats_on_the_web() {
    let port = free_port();
    let env = env(port);
    let w = World::start_with(&borrowed(&env)).await;
    let people = super::bouillabaisse::players(6);
    let board = super::bouillabaisse::table_for(&w, &people, "en-US", &[]).await;
    let match_id = w.match_of_board(board).await;
    let mut pages = Vec::new();
    for p in &people[..2] {
        let hand = w.open_hand(p, board, "en-US").await;
        let url = link(&hand, "Play on the web").expect("the link");
        let b = Browser::start().await;
        b.client.goto(&url).await.unwrap();
        page_at(&b, 0).await;
        pages.push((p.id, b));
    }
    // Each page shows its own cards, not the other's.
    const CARDS: &str = "return Array.from(document.querySelectorAll('#hand svg .card')).map((c) => c.getAttribute('aria-label')).join(', ');";
    let mut own = Vec::new();
    for (_, b) in &pages {
        own.push(run(b, CARDS, vec![]).await);
    }
    assert_ne!(own[0], own[1], "two hands");
    assert!(
        own[0]
            .as_str()
            .is_some_and(|c| c.matches(" of ").count() == 8),
        "{own:?}"
    );
    let mut rng = ChaCha8Rng::seed_from_u64(6);
    let mut on_the_web = 0;
    for _ in 0..60 {
        let msg = w.msg(board);
        if msg.button("Rematch").is_some() {
            break;
        }
        let shown = shown_move(&msg).unwrap_or(0);
        let acting = mentioned(&msg)[0];
        match pages.iter().find(|(id, _)| *id == acting) {
            Some((id, b)) if *id == people[0].id => {
                play_a_card(&w, b, board, shown, &mut rng).await;
                on_the_web += 1;
            }
            Some((_, b)) => {
                play_on_page(&w, b, board, shown, &mut rng).await;
                on_the_web += 1;
            }
            None => {
                assert_eq!(
                    play_moves(&w.fake, &place(), board, &people, &mut rng, 1).await,
                    1
                );
            }
        }
    }
    assert!(on_the_web >= 4, "{on_the_web} moves on the web");
    // Both pages are at the table's latest move.
    let now = shown_move(&w.msg(board)).unwrap_or(0);
    if w.msg(board).button("Rematch").is_none() {
        for (_, b) in &pages {
            page_at(b, now).await;
        }
    }
    assert!(w.moves(match_id).await.len() >= 10);
    pages[0].1.window(390, 844).await;
    pages[0].1.screenshot("seat-bouillabaisse-phone").await;
    for (_, b) in pages {
        b.close().await;
    }
}
