//! What the pictures of Burger Joint let a seat's page click.

#[test]
fn every_cube_a_seat_may_pick_is_clickable_on_the_board() {
    crate::testing::scenes::assert_moves_are_clickable("burger-joint", 2, 40, &["pick"]);
}
