//! Boards and hands as pictures (issue 18): every game drawn so far, at its most crowded
//! position over many random matches, decodes as a PNG of the size it says; a board's picture
//! never shows a card that is in a hand.

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

use taberna::engine::scene::{Face, Item, Scene};
use taberna::engine::{DynMatch, Lang, RenderCtx, Seat};
use taberna::games;
use taberna::picture::{self, WIDTH};

fn ctx(seats: usize) -> RenderCtx {
    RenderCtx {
        lang: Lang::Es,
        names: (1..=seats).map(|i| format!("<@{i}>")).collect(),
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

fn items(scene: &Scene) -> usize {
    scene.rows.iter().map(|r| r.items.len()).sum()
}

/// Every state of `matches` random matches of `game` at `seats`, visited in order.
fn each_state(game: &str, seats: usize, matches: u64, mut visit: impl FnMut(&dyn DynMatch)) {
    let entry = games::by_id(game).expect("a game of the registry");
    for seed in 0..matches {
        let mut g = (entry.create)(seats, &Value::Null, &Value::Null, seed).expect("a match");
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
    let ctx = ctx(seats);
    let (mut board, mut hand): (Option<Scene>, Option<Scene>) = (None, None);
    each_state(game, seats, matches, |g| {
        let b = g.scene_public(&ctx).expect("a board picture");
        if board.as_ref().is_none_or(|old| items(&b) > items(old)) {
            board = Some(b);
        }
        for seat in Seat::all(seats) {
            let h = g.scene_seat(seat, &ctx).expect("a hand picture");
            if hand.as_ref().is_none_or(|old| items(&h) > items(old)) {
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
    assert_eq!(items(&two), 26);
    assert_decodes(&two);
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
    let ctx = ctx(seats);
    each_state(game, seats, matches, |g| {
        let public = faces(&g.scene_public(&ctx).unwrap());
        for seat in Seat::all(seats) {
            for card in faces(&g.scene_seat(seat, &ctx).unwrap()) {
                assert!(!public.contains(&card), "{card:?} is in a hand");
            }
        }
    });
}
