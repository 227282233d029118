//! Who plays Burger and the first production of two seeds, pinned in `golden_deals.txt` beside this
//! file (from `golden_deals.py`).

use super::*;

/// The draws of a seed are pinned: a change would draw other cubes in every stored match.
#[test]
fn golden_deals() {
    let mut text = String::from(
        "# Burger Joint: who plays Burger and the first production for two seeds (golden_deals.txt,\n\
         # checked by the unit test `golden_deals`). Cubes in notation order.\n\n",
    );
    let cubes = |c: &Cubes| match c.total() {
        0 => "-".to_owned(),
        _ => c.to_string(),
    };
    for seed in [1, 123_456_789] {
        let g = BurgerJoint::new(2, &Options::default(), None, seed).unwrap();
        let p = g
            .production
            .as_ref()
            .expect("the first production is on the board");
        text += &format!(
            "seed {seed}\nburger: {}\ngeneral: {}\narea 0: {}\narea 1: {}\n\n",
            g.seat_of(Side::Burger),
            cubes(&p.general),
            cubes(&p.areas[Seat(0)]),
            cubes(&p.areas[Seat(1)]),
        );
    }
    crate::engine::golden::assert_golden("src/games/burger_joint/tests/golden_deals.txt", &text);
}
