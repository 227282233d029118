//! Rule 2: the round marker, the rounds per player count, the market, the last round.

use super::*;

/// Plays quiet turns (roll on the Park, end) until the match is over; returns the active
/// seat of each turn with its round, and every event.
fn play_out(g: &mut Genova) -> (Vec<(u8, Seat)>, Vec<Event>) {
    let mut turns = Vec::new();
    let mut events = Vec::new();
    while !g.is_over() {
        turns.push((g.round, g.active));
        events.extend(quiet_turn(g, "roll"));
        assert!(turns.len() < 100, "endless");
    }
    (turns, events)
}

fn marker_moves(events: &[Event]) -> Vec<u8> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::RoundMarker { space } => Some(*space),
            _ => None,
        })
        .collect()
}

#[test]
fn rule_2_rounds_per_player_count_are_12_10_8_and_7() {
    for (n, rounds) in [(2, 12u8), (3, 10), (4, 8), (5, 7)] {
        let mut g = game(n, &[[1, 1]; 40]);
        assert_eq!(g.public_view().rounds, rounds);
        assert_eq!((g.round, g.marker), (1, 1), "the marker starts on space 1");
        let (turns, events) = play_out(&mut g);
        assert_eq!(turns.len(), n * usize::from(rounds), "{n} players");
        // Every round, each player is the active player once, in seat order from the first.
        for (k, &(round, seat)) in turns.iter().enumerate() {
            assert_eq!(usize::from(round), k / n + 1);
            assert_eq!(seat.index(), k % n);
        }
        // One step at the start of each later round, none at the end of the last.
        let steps: Vec<u8> = (2..=rounds).collect();
        assert_eq!(marker_moves(&events), steps);
        assert!(matches!(events.last(), Some(Event::Finished { .. })));
    }
}

#[test]
fn rule_2_a_roll_of_4_or_5_on_both_dice_starts_on_the_market_and_advances_the_marker() {
    let mut g = game(4, &[[4, 4], [4, 5], [5, 5], [5, 4], [1, 1]]);
    for (turn, want) in [(0u8, 2u8), (1, 3), (2, 4), (3, 5)] {
        assert_eq!(g.active, Seat(turn));
        let events = play(&mut g, turn, "roll");
        assert_eq!(g.turn.tower, Some(Space::Market));
        assert!(events.contains(&Event::RoundMarker { space: want }));
        assert_eq!(g.public_view().marker, want);
        play(&mut g, turn, "end");
    }
    // The new round adds its own step.
    assert_eq!((g.round, g.marker), (2, 6));
    // Any other space leaves the marker alone.
    let events = play(&mut g, 0, "roll");
    assert_eq!(marker_moves(&events), Vec::<u8>::new());
    assert_eq!(g.marker, 6);
}

#[test]
fn rule_2_a_start_tile_on_the_market_advances_the_marker_too() {
    let mut g = game(3, &[]);
    give(&mut g, 0, "start");
    let events = play(&mut g, 0, "start 5,4");
    assert!(events.contains(&Event::RoundMarker { space: 2 }));
    assert_eq!(g.turn.tower, Some(Space::Market));
    let mut g = game(3, &[]);
    give(&mut g, 0, "start");
    let events = play(&mut g, 0, "start GH");
    assert_eq!(marker_moves(&events), Vec::<u8>::new());
    assert_eq!(g.marker, 1);
}

/// The seed's example: four players at the end of round 5; Ana (first) advances the marker
/// to 6 and rolls 4/4 (7); Bruno plays a start tile on the market (8, the space for four
/// players). The round is the last and is played to its end: Carla and Darío still play.
#[test]
fn rule_2_seed_example_the_last_round_is_played_to_its_end() {
    let mut rolls = vec![[1, 1]; 20];
    rolls.extend([[4, 4], [1, 1], [1, 1]]);
    let mut g = game(4, &rolls);
    for _ in 0..20 {
        quiet_turn(&mut g, "roll");
    }
    assert_eq!((g.round, g.marker, g.active), (6, 6, Seat(0)));
    quiet_turn(&mut g, "roll");
    assert_eq!(g.marker, 7);
    give(&mut g, 1, "start");
    quiet_turn(&mut g, "start MK");
    assert_eq!(g.marker, 8);
    assert!(!g.is_over(), "Carla and Darío have not played this round");
    assert_eq!((g.round, g.active), (6, Seat(2)));
    quiet_turn(&mut g, "roll");
    assert!(!g.is_over());
    assert_eq!(g.active, Seat(3));
    let events = quiet_turn(&mut g, "roll");
    assert!(g.is_over(), "the round that reached space 8 was the last");
    assert!(matches!(events.last(), Some(Event::Finished { .. })));
    assert_eq!(g.round, 6);
}

#[test]
fn rule_2_market_steps_past_the_end_space_still_end_after_that_round() {
    // Three players (10): marker 9 in round 9, two market rolls take it to 11.
    let mut rolls = vec![[1, 1]; 24];
    rolls.extend([[4, 4], [5, 5], [1, 1]]);
    let mut g = game(3, &rolls);
    for _ in 0..24 {
        quiet_turn(&mut g, "roll");
    }
    assert_eq!((g.round, g.marker), (9, 9));
    quiet_turn(&mut g, "roll");
    quiet_turn(&mut g, "roll");
    assert_eq!(g.marker, 11);
    assert!(!g.is_over());
    quiet_turn(&mut g, "roll");
    assert!(g.is_over());
    assert_eq!(g.round, 9);
}
