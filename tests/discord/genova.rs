//! Génova through the fake Discord: three members open `/genova new`, join and start, then play
//! turns by clicking their hands (roll, an offer from the listed ones, its acceptance, the
//! bought action, close, the tower to the Cathedral and a street, end, markers passed). The
//! channel's board never shows a purse; each hand shows its own.

use crate::support;

use taberna::engine::{Game, Seat};
use taberna::games::genova::{Building, Genova, Move, Space};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use support::bot::Bot;
use support::fake_discord::{Msg, Person, EPHEMERAL};
use support::pictures::assert_every_board_and_hand_pictured;
use support::world::{choices, mentioned, place, World};

const LOCALE: &str = "en-US";

pub(crate) fn players() -> Vec<Person> {
    ["ana", "bruno", "carla"]
        .iter()
        .enumerate()
        .map(|(i, n)| Person::new(400_000_000_000_000_001 + i as u64, n))
        .collect()
}

/// What a hand shows of its owner's purse (the English words of `genova-purse`).
fn purse_line(ducats: u32) -> String {
    format!("Your purse (only you see it): {ducats} ducats")
}

/// The match as the bot stored it.
pub(crate) async fn game(w: &World, match_id: i64) -> Genova {
    serde_json::from_value(w.state(match_id).await).expect("a Génova snapshot")
}

/// The notation a choice of a hand stands for: a button's id ends with it, a menu's option
/// value is it.
fn notation_of(id: &str, value: Option<&String>) -> String {
    match value {
        Some(v) => v.clone(),
        None => id.splitn(4, ':').nth(3).unwrap_or_default().to_owned(),
    }
}

/// `who` opens their hand from the board and clicks `mv`, turning the hand's pages until it
/// is there. Checks that the click moved the match on.
pub(crate) async fn click_move(w: &World, board: u64, who: &Person, mv: &Move) -> Msg {
    let wanted = mv.to_string();
    let mut hand = w.open_hand(who, board, LOCALE).await;
    for _ in 0..20 {
        let found = choices(&hand)
            .into_iter()
            .find(|(id, value)| notation_of(id, value.as_ref()) == wanted);
        if let Some((id, value)) = found {
            let before = w.fake.call_count();
            let sent = match &value {
                None => w.fake.click(who, &place(), LOCALE, hand.id, &id).await,
                Some(v) => w.fake.select(who, &place(), LOCALE, hand.id, &id, v).await,
            };
            let r = sent.response.unwrap();
            assert_eq!(r["type"], 7, "{wanted}: {r}");
            assert_eq!(
                r["data"]["content"].as_str().unwrap_or_default(),
                "",
                "{wanted} is legal: {r}"
            );
            w.board_edited(before, board).await;
            return w.msg(hand.id);
        }
        let next = hand
            .button("More choices")
            .unwrap_or_else(|| panic!("{wanted} is not on {}'s hand: {}", who.name, hand.text()));
        let sent = w.fake.click(who, &place(), LOCALE, hand.id, &next).await;
        hand = w.msg(sent.original.unwrap_or(hand.id));
    }
    panic!("{wanted} not found on any page");
}

/// The first step of a shortest walk of the tower to `goal` over spaces without a disc, if any
/// is within the moves left.
fn towards(g: &Genova, goal: impl Fn(Space) -> bool) -> Option<Space> {
    let view = g.public_view();
    let start = view.tower?;
    let mut frontier: Vec<(Space, Space)> = start
        .neighbours()
        .into_iter()
        .filter(|s| !view.discs.contains(s))
        .map(|s| (s, s))
        .collect();
    let mut seen: Vec<Space> = view.discs.clone();
    for _ in 0..view.moves_left {
        if let Some(&(_, first)) = frontier.iter().find(|(s, _)| goal(*s)) {
            return Some(first);
        }
        seen.extend(frontier.iter().map(|(s, _)| *s));
        frontier = frontier
            .iter()
            .flat_map(|&(s, first)| s.neighbours().into_iter().map(move |n| (n, first)))
            .filter(|(n, _)| !seen.contains(n))
            .collect();
    }
    None
}

/// Every purse now: the strings that must never appear on the board.
pub(crate) fn purses(g: &Genova) -> Vec<String> {
    let mut hidden = vec!["Your purse".to_owned(), "Tu bolsa".to_owned()];
    for s in Seat::all(g.seat_count()) {
        let d = g.seat_view(s).ducats;
        hidden.push(purse_line(d));
        // Amounts of payments are public (10, 30, 40, 100 ducats); a purse is not.
        if ![10, 30, 40, 100].contains(&d) {
            hidden.push(format!("{d} ducats"));
            hidden.push(format!("{d} ducados"));
        }
    }
    hidden
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_merchants_deal_act_and_pass_markers_by_clicking() {
    let w = World::start().await;
    let people = players();
    let sent = w
        .fake
        .slash(
            &people[0],
            &place(),
            LOCALE,
            "genova",
            Some("new"),
            &[("max-offers", 4, serde_json::json!(3))],
            &[],
        )
        .await;
    let r = sent.response.clone().unwrap();
    assert_eq!(
        r["data"]["flags"].as_u64().unwrap_or(0) & EPHEMERAL,
        0,
        "a lobby is public"
    );
    let board = sent.original.unwrap();
    let lobby = w.msg(board);
    assert!(
        lobby.text().contains("at most 3 offers per player"),
        "{}",
        lobby.text()
    );
    assert!(
        lobby.text().contains("The Merchants of Genoa"),
        "{}",
        lobby.text()
    );
    assert!(lobby.text().contains("(1/5)"), "{}", lobby.text());
    let ids = lobby.custom_ids();
    for p in &people[1..] {
        let joined = w.fake.click(p, &place(), LOCALE, board, &ids[0]).await;
        assert_eq!(joined.response.unwrap()["type"], 7);
    }
    let started = w
        .fake
        .click(&people[0], &place(), LOCALE, board, &ids[2])
        .await;
    assert_eq!(started.response.unwrap()["type"], 7);
    let match_id = w.match_of_board(board).await;
    let start_text = w.msg(board).text();
    assert!(
        start_text.contains("1 PK PK CO CO VC VC ME ME"),
        "{start_text}"
    );

    let mut done: Vec<&str> = Vec::new();
    let mut dealt = false;
    for _ in 0..120 {
        let g = game(&w, match_id).await;
        if g.is_over() || (dealt && done.contains(&"pass")) {
            break;
        }
        let view = g.public_view();
        let active = view.active;
        let seat = g.to_act()[0];
        let legal = g.legal_moves(seat);
        let has = |m: &str| legal.iter().find(|x| x.to_string() == m).cloned();
        let (seat, mv, what) = if let Some(m) = has("roll") {
            (seat, m, "roll")
        } else if let Some(m) = has("pass") {
            (seat, m, "pass")
        } else if let Some(m) = has("close") {
            (seat, m, "close")
        } else if let Some(m) = legal
            .iter()
            .find(|m| matches!(m, Move::Act(_)))
            .filter(|_| seat != active)
        {
            (seat, m.clone(), "act bought")
        } else if !dealt && view.offers.is_empty() {
            // A merchant offers 10 ducats for a building the tower can reach, not the Cathedral.
            let maker = Seat::all(3).find(|&s| s != active).unwrap();
            let offer = g.legal_moves(maker).into_iter().find(|m| {
                matches!(m, Move::Offer { space: Space::Building(b), deal }
                    if *b != Building::Cathedral && deal.gives.ducats == 10)
            });
            match offer {
                Some(m) => (maker, m, "offer"),
                None => (seat, has("end").expect("an end"), "end"),
            }
        } else if let Some(m) = legal
            .iter()
            .find(|m| matches!(m, Move::Accept { from: Some(_), .. }))
        {
            dealt = true;
            (seat, m.clone(), "accept")
        } else {
            // The active player walks to the Cathedral for markers, then onto a street.
            let here = view.tower;
            let markers = view.players[active].markers_left;
            let cathedral = Space::Building(Building::Cathedral);
            if here == Some(cathedral) && markers == 0 && has("act").is_some() {
                (seat, has("act").unwrap(), "act")
            } else if markers > 0 && here.is_some_and(Space::is_street) {
                (seat, has("end").expect("end"), "end")
            } else {
                let goal = |s: Space| {
                    if markers == 0 {
                        s == cathedral
                    } else {
                        s.is_street()
                    }
                };
                match towards(&g, goal).and_then(|to| has(&format!("move {to}"))) {
                    Some(m) => (seat, m, "move"),
                    None => match has("act") {
                        Some(m) => (seat, m, "act"),
                        None => (seat, has("end").expect("end"), "end"),
                    },
                }
            }
        };
        let who = &people[seat.index()];
        let before = w.fake.call_count();
        let hand = click_move(&w, board, who, &mv).await;
        done.push(what);
        let after = game(&w, match_id).await;
        w.assert_never_shown(before, board, &purses(&after));
        // The hand the click updated shows its owner's purse, as it is now.
        let own = after.seat_view(seat).ducats;
        assert!(
            hand.text().contains(&purse_line(own)),
            "{what}: {}",
            hand.text()
        );
        if what == "accept" {
            let shown = w.msg(board).text();
            assert!(
                shown.contains("Deal:") && shown.contains("10 ducats"),
                "{shown}"
            );
        }
    }
    for step in [
        "roll",
        "offer",
        "accept",
        "act bought",
        "close",
        "end",
        "pass",
    ] {
        assert!(done.contains(&step), "never did {step}: {done:?}");
    }
    // Everyone's hand shows their own purse, and the deal moved 10 ducats.
    let g = game(&w, match_id).await;
    let mut total = 0;
    for (i, p) in people.iter().enumerate() {
        let mine = g.seat_view(Seat(i as u8)).ducats;
        total += mine;
        let hand = w.open_hand(p, board, LOCALE).await;
        assert!(hand.text().contains(&purse_line(mine)), "{}", hand.text());
        for (j, _) in people.iter().enumerate().filter(|&(j, _)| j != i) {
            let theirs = g.seat_view(Seat(j as u8)).ducats;
            if theirs != mine {
                assert!(
                    !hand.text().contains(&purse_line(theirs)),
                    "{}",
                    hand.text()
                );
            }
        }
    }
    assert!(total >= 3 * 130, "money only comes from the bank: {total}");
    let (edits, hands) = assert_every_board_and_hand_pictured(&w.fake.calls(), 0, board);
    assert!(edits > 10 && hands > 10, "{edits} edits, {hands} hands");
    w.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_shorter_two_player_challenge_in_spanish() {
    let w = World::start().await;
    w.fake.set_guild_locale("es-ES");
    let people = players();
    let (ana, bruno) = (&people[0], &people[1]);
    let sent = w
        .fake
        .slash(
            ana,
            &place(),
            "es-ES",
            "genova",
            Some("challenge"),
            &[
                ("opponent", 6, serde_json::json!(bruno.id.to_string())),
                ("no-equal-offers", 5, serde_json::json!(true)),
                ("rounds", 4, serde_json::json!(5)),
            ],
            &[bruno],
        )
        .await;
    let challenge = sent.original.expect("a challenge message");
    assert!(w.msg(challenge).text().contains("Los Mercaderes de Génova"));
    let accept = w
        .msg(challenge)
        .button("Aceptar")
        .expect("an accept button");
    let accepted = w
        .fake
        .click(bruno, &place(), "es-ES", challenge, &accept)
        .await;
    assert_eq!(accepted.response.unwrap()["type"], 7);
    let board = w.msg(challenge).text();
    assert!(board.contains("indicador de ronda 1/5"), "{board}");
    assert!(
        !board.contains("Tu bolsa") && board.contains("Jugador activo"),
        "{board}"
    );
    let match_id = w.match_of_board(challenge).await;
    let g = game(&w, match_id).await;
    let active = &people[g.public_view().active.index()];
    let hand = w.open_hand(active, challenge, "es-ES").await;
    assert!(
        hand.text()
            .contains("Tu bolsa (solo la ves tú): 130 ducados"),
        "{}",
        hand.text()
    );
    let roll = hand.button("Tirar los dados").expect("a roll button");
    let before = w.fake.call_count();
    w.fake
        .click(active, &place(), "es-ES", hand.id, &roll)
        .await;
    w.board_edited(before, challenge).await;
    let shown = w.msg(challenge).text();
    assert!(shown.contains("Los dados sacan"), "{shown}");
    w.assert_never_shown(before, challenge, &purses(&game(&w, match_id).await));
    w.fake.assert_clean();
}

/// Opens `/genova new` for the three players and starts it; the board message and the match.
pub(crate) async fn start_three(w: &World, people: &[Person]) -> (u64, i64) {
    open_table(w, people, &[]).await
}

/// `people[0]` opens `/genova new`, the others join, the host seats computer players of
/// `levels` and starts: the board message and the match.
pub(crate) async fn open_table(w: &World, people: &[Person], levels: &[&str]) -> (u64, i64) {
    let sent = w
        .fake
        .slash(
            &people[0],
            &place(),
            LOCALE,
            "genova",
            Some("new"),
            &[],
            &[],
        )
        .await;
    let board = sent.original.unwrap();
    let join = w.msg(board).button("Join").expect("join");
    for p in &people[1..] {
        w.fake.click(p, &place(), LOCALE, board, &join).await;
    }
    for level in levels {
        let add_bot = w
            .msg(board)
            .custom_ids()
            .into_iter()
            .find(|c| c.starts_with("lb:"))
            .expect("the add-bot menu");
        w.fake
            .select(&people[0], &place(), LOCALE, board, &add_bot, level)
            .await;
    }
    let start = w.msg(board).button("Start").expect("start");
    w.fake
        .click(&people[0], &place(), LOCALE, board, &start)
        .await;
    (board, w.match_of_board(board).await)
}

/// The select menus of a message.
fn menus(m: &Msg) -> Vec<serde_json::Value> {
    m.body["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter(|c| c["options"].is_array())
        .collect()
}

/// The select menu of a message with an option of `value`: its custom id.
fn menu_with(m: &Msg, value: &str) -> Option<String> {
    menus(m)
        .into_iter()
        .find(|c| {
            c["options"]
                .as_array()
                .unwrap()
                .iter()
                .any(|o| o["value"] == value)
        })
        .map(|c| c["custom_id"].as_str().unwrap().to_owned())
}

/// The select menu whose placeholder is `label`: its custom id and its options' values.
fn menu_options(m: &Msg, label: &str) -> (String, Vec<String>) {
    let menu = menus(m)
        .into_iter()
        .find(|c| c["placeholder"] == label)
        .unwrap_or_else(|| panic!("no menu {label}: {}", m.body));
    let values = menu["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["value"].as_str().unwrap().to_owned())
        .collect();
    (menu["custom_id"].as_str().unwrap().to_owned(), values)
}

/// A merchant composes an offer in private — a card from their hand, then 20 ducats through
/// the modal — sends it, the active player (called on the board) accepts it, and the maker is
/// called in turn. A restart in the middle loses nothing; wrong numbers in the modal change
/// nothing; no purse is ever public.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_offer_composed_with_a_modal_is_sent_and_accepted() {
    let mut w = World::start().await;
    let people = players();
    let (board, match_id) = start_three(&w, &people).await;
    let g = game(&w, match_id).await;
    let active = g.public_view().active;
    click_move(&w, board, &people[active.index()], &Move::Roll).await;

    let g = game(&w, match_id).await;
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
    // Into the composer from the hand.
    let hand = w.open_hand(who, board, LOCALE).await;
    let entry = format!("offer {space}");
    let menu = menu_with(&hand, &entry).unwrap_or_else(|| panic!("no entry: {}", hand.body));
    let sent = w
        .fake
        .select(who, &place(), LOCALE, hand.id, &menu, &entry)
        .await;
    assert_eq!(sent.response.unwrap()["type"], 7);
    let composer = w.msg(hand.id);
    assert!(
        composer.text().contains("Your offer for"),
        "{}",
        composer.text()
    );
    // A card of the hand goes into what is given.
    let card = g.hand(maker)[0].to_string();
    let (menu, values) = menu_options(&composer, "Add to what you give…");
    let with_card = values
        .iter()
        .find(|v| v.ends_with(&card))
        .unwrap_or_else(|| panic!("{card} not offered: {values:?}"))
        .clone();
    w.fake
        .select(who, &place(), LOCALE, hand.id, &menu, &with_card)
        .await;
    let composer = w.msg(hand.id);
    assert!(composer.text().contains(&card), "{}", composer.text());
    // The draft lives in the message only: a restart of the bot loses nothing of it.
    w.bot.take().unwrap().kill();
    let sessions = w.fake.sessions();
    w.bot = Some(Bot::start(&w.fake.url(), &w.url));
    w.fake.wait_sessions(sessions + 1).await;
    // Ducats through the modal; a word instead of a number changes nothing.
    let ducats = composer.button("Ducats…").expect("a ducats button");
    let opened = w.fake.click(who, &place(), LOCALE, hand.id, &ducats).await;
    let modal = w.fake.modal_of(&opened).expect("a modal");
    let form_id = modal["custom_id"].as_str().unwrap().to_owned();
    assert!(form_id.starts_with("dm:"), "{modal}");
    let bad = w
        .fake
        .submit_modal(
            who,
            &place(),
            LOCALE,
            hand.id,
            &form_id,
            &[("0", "lots"), ("1", "0")],
        )
        .await;
    let r = bad.response.unwrap();
    assert!(
        r["data"]["content"]
            .as_str()
            .unwrap()
            .contains("not a whole number"),
        "{r}"
    );
    assert!(!w.msg(hand.id).text().contains("20 ducats"));
    let good = w
        .fake
        .submit_modal(
            who,
            &place(),
            LOCALE,
            hand.id,
            &form_id,
            &[("0", "20"), ("1", "0")],
        )
        .await;
    assert_eq!(good.response.unwrap()["type"], 7);
    let composer = w.msg(hand.id);
    assert!(composer.text().contains("20 ducats"), "{}", composer.text());
    // Send it: an ordinary move, committed before it is acknowledged.
    let send = composer.button("Send the offer").expect("ready to send");
    let before = w.fake.call_count();
    w.fake.click(who, &place(), LOCALE, hand.id, &send).await;
    w.board_edited(before, board).await;
    let g = game(&w, match_id).await;
    let offers = g.public_view().offers;
    assert_eq!(offers.len(), 1);
    assert_eq!(offers[0].gives, format!("20 {card}"));
    let active_user = people[active.index()].id;
    assert_eq!(
        mentioned(&w.msg(board)),
        [active_user],
        "the active player is called"
    );
    w.assert_never_shown(before, board, &purses(&g));

    // The active player takes it: paid both ways at once, the maker called to act.
    let accept = Move::Accept {
        from: Some(maker),
        space,
    };
    let before = w.fake.call_count();
    click_move(&w, board, &people[active.index()], &accept).await;
    let g = game(&w, match_id).await;
    assert_eq!(g.seat_view(maker).ducats, 110);
    assert_eq!(g.seat_view(active).ducats, 150);
    assert!(g.hand(active).iter().any(|c| c.to_string() == card));
    assert_eq!(mentioned(&w.msg(board)), [who.id], "the maker is called");
    w.assert_never_shown(before, board, &purses(&g));
    w.fake.assert_clean();
}

/// Issue 31: after a deal for a street, the buyer has nothing to do: the board's headline calls
/// (and mentions) the active player, who must go on, and not the merchant who was paid.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_street_deal_the_board_calls_the_active_player_not_the_buyer() {
    let w = World::start().await;
    let people = players();
    let (board, match_id) = start_three(&w, &people).await;
    // Each match is dealt from a fresh seed: the tower is walked until a street next to it
    // may be offered for (rolling, moving towards a street, or ending a turn on the way).
    let mut found = None;
    for _ in 0..40 {
        let g = game(&w, match_id).await;
        let active = g.public_view().active;
        found = Seat::all(3).filter(|&s| s != active).find_map(|s| {
            g.legal_moves(s)
                .into_iter()
                .find(|m| matches!(m, Move::Offer { space, .. } if space.is_street()))
                .map(|m| (active, s, m))
        });
        if found.is_some() {
            break;
        }
        let seat = g.to_act()[0];
        let legal = g.legal_moves(seat);
        let has = |m: &str| legal.iter().find(|x| x.to_string() == m).cloned();
        let step = towards(&g, Space::is_street).and_then(|to| has(&format!("move {to}")));
        let mv = has("roll")
            .or(step)
            .or_else(|| has("pass"))
            .or_else(|| has("close"))
            .or_else(|| has("end"))
            .unwrap_or_else(|| legal[0].clone());
        click_move(&w, board, &people[seat.index()], &mv).await;
    }
    let (active, maker, offer) =
        found.expect("a merchant may offer for a street next to the tower");
    click_move(&w, board, &people[maker.index()], &offer).await;
    let Move::Offer { space, .. } = offer else {
        unreachable!()
    };
    let accept = Move::Accept {
        from: Some(maker),
        space,
    };
    click_move(&w, board, &people[active.index()], &accept).await;

    let shown = w.msg(board);
    assert!(shown.text().contains("Deal:"), "{}", shown.text());
    assert_eq!(
        mentioned(&shown),
        vec![people[active.index()].id],
        "the board calls the active player only: {}",
        shown.text()
    );
    let g = game(&w, match_id).await;
    assert!(g
        .legal_moves(maker)
        .iter()
        .all(|m| !matches!(m, Move::Act(_))));
    assert!(
        !g.legal_moves(active).is_empty(),
        "the active player goes on"
    );
    w.fake.assert_clean();
}

/// Waits up to `for_ms` for the stored match to move past `version`; the match as it is then.
async fn moved_past(w: &World, match_id: i64, version: i64, for_ms: u64) -> (i64, Genova) {
    let stored = || async {
        let v: i64 = sqlx::query_scalar("SELECT version FROM matches WHERE id = ?")
            .bind(match_id)
            .fetch_one(&w.db)
            .await
            .unwrap();
        v
    };
    for _ in 0..for_ms / 20 {
        if stored().await > version {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    (stored().await, game(w, match_id).await)
}

/// Two members and a computer player: while a member is active, the computer answers the ask
/// made to it; the bot restarts; the computer then offers for a building it values next to the
/// tower, the member accepts one of its offers from their hand, the purses move as the deal
/// says, and the computer takes its action.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_computer_answers_asks_and_offers_and_a_member_takes_its_offer() {
    let env = [("COMPUTER_PAUSE_MS", "20")];
    let mut w = World::start_with(&env).await;
    let people = &players()[..2];
    let (board, match_id) = open_table(&w, people, &["normal"]).await;
    let bot = Seat(2);
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let (mut asked, mut took) = (false, false);
    let mut version = 0;
    for _ in 0..300 {
        // The computer may say something after each click: it thinks for up to 0.3 s.
        let (v, g) = moved_past(&w, match_id, version, 800).await;
        version = v;
        assert!(
            !g.is_over(),
            "the match ended before a deal with the computer"
        );
        let view = g.public_view();
        let Some(&seat) = g.owing().first() else {
            break;
        };
        if seat == bot {
            continue;
        }
        let who = &people[seat.index()];
        let legal = g.legal_moves(seat);
        let bot_offer = view.offers.iter().find(|o| o.seat == bot).cloned();
        let accept = bot_offer.as_ref().and_then(|o| {
            legal.iter().find(|m| {
                matches!(m, Move::Accept { from: Some(s), space } if *s == bot && *space == o.space)
            })
        });
        if let (true, Some(offer), Some(mv)) = (asked, &bot_offer, accept) {
            let paid: u32 = offer.gives.split(' ').next().unwrap().parse().unwrap();
            let (mine, its) = (g.seat_view(seat).ducats, g.seat_view(bot).ducats);
            click_move(&w, board, who, mv).await;
            // The match right after the accept (the computer may already have moved on):
            // the state the member clicked on, and the move the click committed.
            let log = w.moves(match_id).await;
            let mut after = g.clone();
            let mut accepted = false;
            for line in &log[version as usize..] {
                let (s, notation) = line.split_once(": ").expect("seat: move");
                let (s, m) = (Seat(s.parse().unwrap()), notation.parse::<Move>().unwrap());
                after.apply_unchecked(s, &m);
                if s == seat && m == *mv {
                    accepted = true;
                    break;
                }
            }
            assert!(accepted, "the accept is in the move log: {log:?}");
            assert_eq!(after.seat_view(seat).ducats, mine + paid, "{offer:?}");
            assert_eq!(after.seat_view(bot).ducats, its - paid, "{offer:?}");
            assert!(
                w.msg(board).text().contains("Deal:"),
                "{}",
                w.msg(board).text()
            );
            // The computer holds the action it bought, takes it and closes it.
            for _ in 0..100 {
                let g = game(&w, match_id).await;
                if g.public_view().open.is_none() {
                    break;
                }
                tokio::time::sleep(std::time::Duration::from_millis(50)).await;
            }
            assert!(game(&w, match_id).await.public_view().open.is_none());
            took = true;
            break;
        }
        // Once, the member asks the computer for its terms on a building: it answers.
        let ask = legal
            .iter()
            .find(|m| matches!(m, Move::Ask { to, space: Space::Building(_), .. } if *to == bot));
        if let (false, Some(mv)) = (asked, ask) {
            let Move::Ask { space, .. } = mv else {
                unreachable!()
            };
            click_move(&w, board, who, mv).await;
            asked = true;
            let (v, g) = moved_past(&w, match_id, version + 1, 3_000).await;
            version = v;
            let view = g.public_view();
            assert!(
                !view.asks.iter().any(|o| o.seat == bot && o.space == *space),
                "the computer answered the ask for {space}: {}",
                w.msg(board).text()
            );
            // The bot restarts: its computer player takes up talking where it was.
            w.bot.take().unwrap().kill();
            let sessions = w.fake.sessions();
            w.bot = Some(Bot::start_with(&w.fake.url(), &w.url, &env));
            w.fake.wait_sessions(sessions + 1).await;
            continue;
        }
        // Otherwise the member moves the tower about (never ending early), or ends.
        let pick = legal
            .iter()
            .find(|m| matches!(m, Move::Roll | Move::Pass | Move::Close))
            .or_else(|| {
                let steps: Vec<&Move> = legal
                    .iter()
                    .filter(|m| matches!(m, Move::MoveTo(_)))
                    .collect();
                steps.get(rng.gen_range(0..steps.len().max(1))).copied()
            })
            .or_else(|| legal.iter().find(|m| matches!(m, Move::Act(_))))
            .or_else(|| legal.iter().find(|m| matches!(m, Move::End)))
            .unwrap_or(&legal[0]);
        click_move(&w, board, who, pick).await;
        version = moved_past(&w, match_id, version, 0).await.0;
    }
    assert!(asked, "a member asked the computer");
    assert!(took, "a member took the computer's offer");
    w.fake.assert_clean();
}
