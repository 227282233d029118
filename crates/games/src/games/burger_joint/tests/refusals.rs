use super::*;

#[test]
fn moves_of_another_step_are_refused_with_the_step() {
    let mut g = game("KYGR");
    assert_eq!(refuse(&mut g, S0, "end"), Illegal::WrongStep(Step::Pick));
    assert_eq!(
        refuse(&mut g, S0, "build basic"),
        Illegal::WrongStep(Step::Pick)
    );
    finish_picks(&mut g);
    assert_eq!(
        refuse(&mut g, S0, "pick K"),
        Illegal::WrongStep(Step::Trade)
    );
    assert_eq!(
        refuse(&mut g, S0, "discard K"),
        Illegal::WrongStep(Step::Trade)
    );
}

#[test]
fn out_of_turn_and_after_the_end_nothing_is_played() {
    let mut g = game("KYGR");
    assert_eq!(g.play(S1, &mv("pick G")), Err(PlayError::NotYourTurn(S1)));
    g.finish = Some(Finish::Won(S0));
    g.phase = Phase::Over;
    assert_eq!(g.play(S0, &mv("pick K")), Err(PlayError::GameOver));
}

#[test]
fn every_listed_move_passes_the_check_and_others_do_not() {
    let mut g = at_trade("KYWRRRNNN", "GW");
    g.players[S0].bistros[bistro('C')] = true;
    let legal = g.legal_moves(S0);
    for m in &legal {
        assert_eq!(g.check(S0, m), Ok(()), "{m}");
        assert_eq!(m.to_string().parse::<Move>().unwrap(), *m);
    }
    for s in [
        "trade KKK>W",
        "build diner K",
        "ability B W",
        "build ad steal G",
        "pick K",
    ] {
        let m = mv(s);
        assert!(!legal.contains(&m));
        assert!(g.check(S0, &m).is_err(), "{s}");
    }
    assert!(g.legal_moves(S1).is_empty());
}

#[test]
fn the_public_view_has_the_replay_keys_and_a_seat_sees_nothing_more() {
    let g = game("KYGR");
    let public = serde_json::to_value(g.public_view()).unwrap();
    for key in REPLAY_KEYS {
        assert!(public.get(key).is_some(), "{key}");
    }
    assert_eq!(
        public["diners"],
        serde_json::json!({"K": [0], "Y": [0], "G": [1], "R": [1]})
    );
    assert_eq!(public["status"], "playing");
    let mut seat = serde_json::to_value(g.seat_view(S1)).unwrap();
    assert_eq!(seat["seat"], 1);
    seat.as_object_mut().unwrap().remove("seat");
    assert_eq!(seat, public);
}
