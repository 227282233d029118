//! Boards and hands as pictures (issue 18): every game, at its most crowded position over many
//! random matches, decodes as a PNG of the size it says; a board's picture never shows a card
//! that is in a hand, nor a Génova purse.

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::{json, Value};

use taberna::engine::scene::{Face, Item, Scene};
use taberna::engine::{DynMatch, Lang, RenderCtx, Seat};
use taberna::games;
use taberna::picture::{self, WIDTH};

fn ctx(seats: usize) -> RenderCtx {
    RenderCtx {
        lang: Lang::Es,
        names: (1..=seats).map(|i| format!("<@{i}>")).collect(),
        // Long server names, as some members have: pictures cut them to fit.
        plain: (1..=seats)
            .map(|i| format!("Jugadora número {i} del servidor"))
            .collect(),
        options: Value::Null,
    }
}

fn faces(scene: &Scene) -> Vec<(String, String)> {
    scene
        .rows
        .iter()
        .flat_map(|r| &r.items)
        .filter_map(|i| match i {
            Item::Card(Face { rank, suit }) => Some((rank.clone(), format!("{suit:?}"))),
            _ => None,
        })
        .collect()
}

/// Every state of `matches` random matches of `game` at `seats`, visited in order.
fn each_state(
    game: &str,
    seats: usize,
    matches: u64,
    options: &Value,
    mut visit: impl FnMut(&dyn DynMatch),
) {
    let entry = games::by_id(game).expect("a game of the registry");
    for seed in 0..matches {
        let mut g = (entry.create)(seats, options, &Value::Null, seed).expect("a match");
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..2_000 {
            visit(g.as_ref());
            if g.outcome().is_some() {
                break;
            }
            let seat: Seat = *g.to_act().choose(&mut rng).expect("someone acts");
            let mv = g
                .legal_notations(seat)
                .choose(&mut rng)
                .expect("a move")
                .clone();
            g.play(seat, &mv).expect("a legal move");
        }
    }
}

fn assert_decodes(scene: &Scene) {
    let p = picture::draw(scene);
    let decoded = tiny_skia::Pixmap::decode_png(&p.png).expect("the PNG decodes");
    assert_eq!((decoded.width(), decoded.height()), (WIDTH, p.height));
    assert!(p.height >= 100, "a picture with something in it");
}

/// The most crowded board and hand (most items) of `matches` random matches of `game`.
fn most_crowded(game: &str, seats: usize, matches: u64) -> (Scene, Scene) {
    most_crowded_with(game, seats, matches, &Value::Null)
}

fn most_crowded_with(game: &str, seats: usize, matches: u64, options: &Value) -> (Scene, Scene) {
    let ctx = ctx(seats);
    let (mut board, mut hand): (Option<Scene>, Option<Scene>) = (None, None);
    each_state(game, seats, matches, options, |g| {
        let b = g.scene_public(&ctx).expect("a board picture");
        if board.as_ref().is_none_or(|old| b.items() > old.items()) {
            board = Some(b);
        }
        for seat in Seat::all(seats) {
            let h = g.scene_seat(seat, &ctx).expect("a hand picture");
            if hand.as_ref().is_none_or(|old| h.items() > old.items()) {
                hand = Some(h);
            }
        }
    });
    (board.unwrap(), hand.unwrap())
}

#[test]
fn burgueses_board_and_hand_pictures_decode_at_their_most_crowded() {
    let (board, hand) = most_crowded("burgueses", 2, 50);
    assert_decodes(&board);
    assert_decodes(&hand);
}

#[test]
fn bouillabaisse_pictures_decode_at_twelve_players_and_their_most_crowded() {
    let (board, hand) = most_crowded("bouillabaisse", 12, 10);
    assert_eq!(board.rows.len(), 13, "the trick and a row per player");
    assert_decodes(&board);
    assert_decodes(&hand);
    // Two players hold the most cards: 26 each.
    let (_, two) = most_crowded("bouillabaisse", 2, 3);
    assert_eq!(two.items(), 26);
    assert_decodes(&two);
}

#[test]
fn rebelion_pictures_decode_at_their_most_crowded_in_both_decks() {
    let (board, hand) = most_crowded("rebelion", 2, 30);
    assert_decodes(&board);
    assert_decodes(&hand);
    let (board, hand) = most_crowded_with("rebelion", 2, 30, &json!({"tarot": true}));
    assert_decodes(&board);
    assert_decodes(&hand);
}

#[test]
fn genova_pictures_decode_at_five_players_with_the_whole_city() {
    let (board, hand) = most_crowded("genova", 5, 4);
    let grid = board.grid.as_ref().expect("the city");
    assert_eq!((grid.rows, grid.cols), (8, 8));
    let mut cells: Vec<(u8, u8)> = grid.areas.iter().flat_map(|a| a.cells.clone()).collect();
    cells.sort_unstable();
    cells.dedup();
    assert_eq!(cells.len(), 64, "every cell in exactly one area");
    assert_eq!(grid.areas.iter().map(|a| a.cells.len()).sum::<usize>(), 64);
    assert_eq!(
        grid.areas.len(),
        18 + 1 + 20,
        "buildings, the market, streets"
    );
    assert_decodes(&board);
    assert_decodes(&hand);
}

#[test]
fn burger_joint_pictures_decode_at_their_most_crowded() {
    let (board, hand) = most_crowded("burger-joint", 2, 30);
    assert_decodes(&board);
    assert_decodes(&hand);
}

#[test]
fn a_rebelion_board_picture_never_shows_a_card_of_a_hand_or_a_camp() {
    // The hand's picture also shows the seat's own camps and its secret pick. Troops (Espadas,
    // Bastos) come twice in the deck, every other card once.
    assert_no_card_shown_twice("rebelion", 2, 100, |(_, suit)| {
        if suit == "Swords" || suit == "Batons" {
            2
        } else {
            1
        }
    });
}

#[test]
fn a_tarot_rebelion_board_picture_never_shows_a_card_of_a_hand_or_a_camp() {
    // Each Arcanum is one of a kind, but one played this turn stays named on the board after La
    // Estrella takes it back into a hand: it may be drawn twice, never three times.
    assert_no_card_shown_twice_with("rebelion", 2, 100, &json!({"tarot": true}), |(_, suit)| {
        if suit == "Swords" || suit == "Batons" || suit == "None" {
            2
        } else {
            1
        }
    });
}

#[test]
fn a_genova_board_picture_never_shows_a_purse() {
    let ctx = ctx(3);
    let ducats = taberna::games::genova::tr(Lang::Es, "genova-picture-ducats");
    each_state("genova", 3, 3, &Value::Null, |g| {
        let board = g.scene_public(&ctx).unwrap();
        assert!(!format!("{board:?}").contains(&ducats));
        for seat in Seat::all(3) {
            let hand = format!("{:?}", g.scene_seat(seat, &ctx).unwrap());
            assert!(hand.contains(&ducats), "a hand shows its own purse");
        }
    });
}

#[test]
fn a_bouillabaisse_board_picture_never_shows_a_card_of_a_hand() {
    // Up to six players share one deck: every card is one of a kind.
    assert_board_hides_hands("bouillabaisse", 4, 30);
}

#[test]
fn a_burgueses_board_picture_never_shows_a_card_of_a_hand() {
    assert_board_hides_hands("burgueses", 2, 200);
}

/// In every state of random matches of a game whose cards are each one of a kind, no face on
/// the board's picture is in a hand's.
fn assert_board_hides_hands(game: &str, seats: usize, matches: u64) {
    assert_no_card_shown_twice(game, seats, matches, |_| 1);
}

/// In every state of random matches of `game`, each face is drawn on the board and in all
/// hands together at most as often as the deck holds it (`copies`): a hand's card drawn on the
/// board would be counted twice.
fn assert_no_card_shown_twice(
    game: &str,
    seats: usize,
    matches: u64,
    copies: impl Fn(&(String, String)) -> usize,
) {
    assert_no_card_shown_twice_with(game, seats, matches, &Value::Null, copies);
}

/// [`assert_no_card_shown_twice`] with the match's `options`.
fn assert_no_card_shown_twice_with(
    game: &str,
    seats: usize,
    matches: u64,
    options: &Value,
    copies: impl Fn(&(String, String)) -> usize,
) {
    let ctx = ctx(seats);
    each_state(game, seats, matches, options, |g| {
        let board = faces(&g.scene_public(&ctx).unwrap());
        let hands: Vec<_> = Seat::all(seats)
            .map(|seat| faces(&g.scene_seat(seat, &ctx).unwrap()))
            .collect();
        let shown: Vec<_> = board.iter().chain(hands.iter().flatten()).collect();
        for card in &shown {
            let times = shown.iter().filter(|c| *c == card).count();
            assert!(
                times <= copies(card),
                "{card:?} drawn {times} times: board {board:?}, hands {hands:?}"
            );
        }
    });
}
