//! Dealer and leader.

use super::*;

#[test]
fn dealer_of_round_one_is_drawn_from_the_seed() {
    let dealer = |seed| {
        Bouillabaisse::new(5, &Options::default(), None, seed)
            .unwrap()
            .dealer
    };
    let seen: BTreeSet<Seat> = (0..60).map(dealer).collect();
    assert_eq!(seen, Seat::all(5).collect(), "every seat may deal");
    for seed in 0..10 {
        assert_eq!(dealer(seed), dealer(seed), "the same seed, the same dealer");
    }
}

#[test]
fn the_player_left_of_the_dealer_leads_the_first_trick() {
    for seed in 0..20 {
        let g = Bouillabaisse::new(5, &Options::default(), None, seed).unwrap();
        assert_eq!(g.to_act(), vec![g.dealer.next(5)]);
        assert_eq!(g.public_view().dealer, g.dealer);
    }
    // The seat numbers wrap round the table.
    let g = new_game(5, &Options::default(), &setup(4));
    assert_eq!(g.to_act(), vec![Seat(0)]);
    let g = new_game(5, &Options::default(), &setup(1));
    assert_eq!(g.to_act(), vec![Seat(2)]);
    assert_eq!(legal(&g, 1), Vec::<String>::new(), "only the leader acts");
}

#[test]
fn the_dealer_moves_one_seat_left_each_round() {
    let mut g = Bouillabaisse::new(5, &Options::default(), None, 11).unwrap();
    let targets = g.targets;
    let mut dealers = vec![g.dealer];
    while !g.is_over() {
        let events = finish_round(&mut g);
        assert_eq!(g.public_view().targets, targets, "targets drawn once");
        let began: Vec<(u8, Seat)> = events
            .iter()
            .filter_map(|e| match e {
                Event::RoundBegan { round, dealer } => Some((*round, *dealer)),
                _ => None,
            })
            .collect();
        if g.is_over() {
            assert!(began.is_empty(), "no seventh round");
            break;
        }
        let previous = *dealers.last().unwrap();
        assert_eq!(began, [(g.round, previous.next(5))]);
        assert_eq!(g.dealer, previous.next(5));
        assert_eq!(
            g.to_act(),
            vec![g.dealer.next(5)],
            "left of the dealer leads"
        );
        assert_eq!(g.public_view().hand_sizes, PerSeat::splat(5, 10));
        assert_eq!(g.tricks_taken, PerSeat::splat(5, 0));
        dealers.push(g.dealer);
    }
    assert_eq!(dealers.len(), 6);
    assert_eq!(g.round_scores.len(), 6);
    assert_eq!(g.round, 6);
}
