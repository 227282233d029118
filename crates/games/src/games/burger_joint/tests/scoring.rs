use super::*;

#[test]
fn a_score_adds_advertising_basics_diners_and_bistros() {
    let mut g = game("");
    let r = &mut g.players[S0];
    // Basics: 3 or 4 → 1, 5 → 2, 6 → 3.
    let by_basics: Vec<u8> = (0..=6)
        .map(|n| {
            r.basics = n;
            r.worth()
        })
        .collect();
    assert_eq!(
        by_basics,
        [2, 2, 2, 3, 3, 4, 5],
        "two diners plus the basics"
    );
    r.basics = 1;
    for (l, points) in [('A', 3), ('B', 2), ('C', 2), ('D', 1), ('E', 1), ('F', 0)] {
        r.bistros = [false; 6];
        r.bistros[bistro(l)] = true;
        assert_eq!(r.worth(), 2 + points, "bistro {l}");
    }
    // The seed's example: advertising 1, basics 2 (five), diners 2, bistros 2 → 7.
    r.advert = 2;
    r.basics = 5;
    r.bistros = [false; 6];
    r.bistros[bistro('B')] = true;
    assert_eq!(r.worth(), 1 + 2 + 2 + 2);
}

#[test]
fn the_score_is_marked_for_the_active_player_when_the_turn_ends() {
    let mut g = at_trade("KYW", "");
    play(&mut g, S0, "build basic");
    g.players[S1].advert = 3;
    assert_eq!(
        g.public_view().scores.as_slice(),
        &[2, 2],
        "not before the end"
    );
    let events = play(&mut g, S0, "end");
    assert!(events.contains(&Event::Scored { seat: S0, score: 2 }));
    g.players[S0].basics = 3;
    assert_eq!(
        g.public_view().scores.as_slice(),
        &[2, 2],
        "only the active player marks"
    );
}

#[test]
fn twelve_points_on_the_active_players_turn_win_at_once_without_a_discard() {
    let mut g = at_trade("KYWKYWKYWKYW", "GGGGGGGGG");
    g.players[S0].basics = 5;
    g.players[S0].bistros[bistro('A')] = true;
    g.players[S0].bistros[bistro('B')] = true;
    g.players[S0].advert = 3;
    // Advertising 1 + five basics 2 + two diners 2 + bistros A and B 5 = 10; a sixth basic
    // makes 11, not enough.
    play(&mut g, S0, "build basic");
    let events = play(&mut g, S0, "end");
    assert!(!g.is_over(), "11 points: {events:?}");
    let mut g = at_trade("KYWKYN", "WWWWWWWWW");
    g.players[S0].basics = 5;
    g.players[S0].bistros[bistro('A')] = true;
    g.players[S0].bistros[bistro('B')] = true;
    g.players[S0].advert = 3;
    // The sixth basic (3) and the marker on step 4 (2): 12.
    play(&mut g, S0, "build basic");
    play(&mut g, S0, "build ad W");
    let events = play(&mut g, S0, "end");
    assert!(
        events.contains(&Event::Won {
            seat: S0,
            score: 12
        }),
        "{events:?}"
    );
    let outcome = g.outcome().unwrap();
    assert_eq!(outcome.winners, vec![S0]);
    assert!(
        g.to_act().is_empty(),
        "nobody discards: Pizza still holds 8"
    );
    assert_eq!(g.players[S1].cubes.total(), 8);
}

#[test]
fn a_score_can_go_down() {
    let mut g = at_trade("YYYNNN", "");
    play(&mut g, S0, "build bistro F from K");
    play(&mut g, S0, "end");
    assert_eq!(
        g.public_view().scores[S0],
        1,
        "a diner (1) became bistro F (0)"
    );
}
