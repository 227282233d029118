use super::*;

#[test]
fn players_above_seven_return_the_excess_active_player_first() {
    let mut g = at_trade("WWWWWWWWW", "KKKKKKKK");
    play(&mut g, S0, "end");
    assert_eq!(g.public_view().pending, "discard");
    assert_eq!(g.to_act(), vec![S0]);
    assert_eq!(refuse(&mut g, S0, "discard W"), Illegal::DiscardCount(2));
    assert_eq!(
        refuse(&mut g, S0, "discard KK"),
        Illegal::MissingCubes(cubes("KK"))
    );
    let events = play(&mut g, S0, "discard WW");
    assert_eq!(
        events,
        vec![Event::Discarded {
            seat: S0,
            cubes: cubes("WW")
        }]
    );
    assert_eq!(g.to_act(), vec![S1]);
    let events = play(&mut g, S1, "discard K");
    // The next turn follows: Pizza is active and production is drawn.
    assert!(
        matches!(events.last(), Some(Event::Produced { turn: 2, active, .. }) if *active == S1)
    );
    assert_eq!(g.public_view().pending, "pick");
    assert_eq!(g.to_act(), vec![S1]);
}

#[test]
fn with_nobody_above_seven_the_next_turn_follows_the_end_at_once() {
    let mut g = at_trade("WWWWWWW", "KKKKKKK");
    let events = play(&mut g, S0, "end");
    assert!(matches!(
        events.last(),
        Some(Event::Produced { turn: 2, .. })
    ));
    assert_eq!(g.public_view().active, S1);
}

#[test]
fn the_discard_lists_every_choice_of_the_excess() {
    let mut g = at_trade("WWWWWWWKY", "");
    play(&mut g, S0, "end");
    let legal: Vec<String> = g.legal_moves(S0).iter().map(ToString::to_string).collect();
    assert_eq!(
        legal,
        ["discard WW", "discard WK", "discard WY", "discard KY"]
    );
}

#[test]
fn at_the_turn_limit_the_higher_marked_score_wins_and_equal_scores_draw() {
    let mut g = at_trade("", "");
    g.turn = TURN_LIMIT;
    let events = play(&mut g, S0, "end");
    assert!(matches!(events.last(), Some(Event::TurnLimit { .. })));
    let outcome = g.outcome().unwrap();
    assert!(outcome.is_draw(), "2 to 2");
    let mut g = at_trade("", "");
    g.turn = TURN_LIMIT;
    g.players[S1].score = 5;
    play(&mut g, S0, "end");
    assert_eq!(g.outcome().unwrap().winners, vec![S1]);
}
