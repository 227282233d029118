//! What the pictures of Génova draw: the whole city at five players, and never a purse on the
//! board.

use serde_json::Value;

use crate::engine::{Lang, Seat};
use crate::testing::scenes::{ctx, each_state, most_crowded};

#[test]
fn at_five_players_the_board_shows_the_whole_city() {
    let (board, _) = most_crowded("genova", 5, 4);
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
}

#[test]
fn a_board_picture_never_shows_a_purse() {
    let ctx = ctx(3);
    let ducats = crate::games::genova::tr(Lang::Es, "genova-picture-ducats");
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
fn every_space_the_tower_may_start_on_or_move_to_is_clickable_on_the_board() {
    crate::testing::scenes::assert_moves_are_clickable("genova", 3, 4, &["start", "move"]);
}
