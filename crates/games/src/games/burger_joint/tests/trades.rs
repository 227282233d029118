use super::*;

#[test]
fn a_trade_puts_three_cubes_of_a_colour_in_the_bag_and_takes_one_chosen() {
    let mut g = at_trade("RRRK", "");
    let bag_reds = g.bag.count(Colour::Red);
    let events = play(&mut g, S0, "trade RRR>W");
    assert_eq!(g.players[S0].cubes, cubes("WK"));
    assert_eq!(g.bag.count(Colour::Red), bag_reds + 3);
    assert_eq!(
        events,
        vec![Event::Traded {
            seat: S0,
            give: Colour::Red,
            take: Colour::White
        }]
    );
}

#[test]
fn a_trade_for_a_colour_the_bag_lacks_is_refused() {
    let mut g = at_trade("RRR", "KKKKKKKKKK");
    assert_eq!(
        refuse(&mut g, S0, "trade RRR>K"),
        Illegal::NotInBag(Colour::Black)
    );
    assert!(!g
        .legal_moves(S0)
        .iter()
        .any(|m| m.to_string().ends_with(">K")));
}

#[test]
fn a_trade_needs_three_cubes_of_the_colour() {
    let mut g = at_trade("RRK", "");
    assert_eq!(
        refuse(&mut g, S0, "trade RRR>K"),
        Illegal::MissingCubes(cubes("RRR"))
    );
}

#[test]
fn any_number_of_trades_in_a_turn() {
    let mut g = at_trade("RRRWWWGGG", "");
    play(&mut g, S0, "trade RRR>K");
    play(&mut g, S0, "trade WWW>K");
    play(&mut g, S0, "trade GGG>Y");
    assert_eq!(g.players[S0].cubes, cubes("KKY"));
}

#[test]
fn trades_come_before_the_first_build() {
    let mut g = at_trade("KYWRRR", "");
    play(&mut g, S0, "build basic");
    assert_eq!(g.public_view().pending, "build");
    assert_eq!(refuse(&mut g, S0, "trade RRR>K"), Illegal::AfterBuilding);
    assert!(!g
        .legal_moves(S0)
        .iter()
        .any(|m| matches!(m, Move::Trade { .. })));
}

#[test]
fn only_the_active_player_trades() {
    let mut g = at_trade("", "RRR");
    let before = g.clone();
    assert_eq!(
        g.play(S1, &mv("trade RRR>K")),
        Err(PlayError::NotYourTurn(S1))
    );
    assert_eq!(g, before);
}
