//! Notation.

use super::*;

#[test]
fn moves_are_play_and_a_card() {
    assert_eq!("play QH".parse::<Move>().unwrap(), Move::Play(card("QH")));
    assert_eq!("PLAY 10s".parse::<Move>().unwrap(), Move::Play(card("10S")));
    assert_eq!(Move::Play(card("10S")).to_string(), "play 10S");
    for bad in ["", "play", "play 1C", "play QH KH", "lead QH"] {
        assert!(bad.parse::<Move>().is_err(), "`{bad}`");
    }
}
