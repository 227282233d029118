//! Automatic play of absent seats (turn timers): in every game, at every seat count, a match
//! where some seats are played by the engine's automatic move and the others at random always
//! ends, and the seats the timer waits for are always seats that may act.

use proptest::prelude::*;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

use taberna::engine::{DynMatch, Seat};
use taberna::games::REGISTRY;

/// Plays one match of the registry's `game` with `seats`; `absent` seats move automatically.
/// Returns how many moves it took.
fn play(game: usize, seats: usize, absent: &[bool], seed: u64) -> usize {
    let entry = &REGISTRY[game];
    let mut g: Box<dyn DynMatch> = (entry.create)(seats, &Value::Null, &Value::Null, seed)
        .unwrap_or_else(|e| panic!("{}: {e}", entry.info.id));
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    for n in 0..=entry.info.max_moves {
        if g.outcome().is_some() {
            assert!(
                g.owing().is_empty(),
                "{}: nobody owes once over",
                entry.info.id
            );
            return n;
        }
        let owing = g.owing();
        let to_act = g.to_act();
        assert!(
            !owing.is_empty(),
            "{}: a match in play waits for someone",
            entry.info.id
        );
        assert!(
            owing.iter().all(|s| to_act.contains(s)),
            "{}: it waits only for seats that may act",
            entry.info.id
        );
        // Anyone who may act does, now and then, even when not waited for (offers).
        let seat = if rng.gen_bool(0.8) {
            owing[rng.gen_range(0..owing.len())]
        } else {
            to_act[rng.gen_range(0..to_act.len())]
        };
        let notation = if absent[seat.index()] {
            g.automatic(seat)
                .unwrap_or_else(|| panic!("{}: an automatic move for {seat}", entry.info.id))
        } else {
            g.legal_notations(seat)
                .choose(&mut rng)
                .cloned()
                .expect("a seat to act has moves")
        };
        g.play(seat, &notation)
            .unwrap_or_else(|e| panic!("{}: {seat} {notation}: {e}", entry.info.id));
    }
    panic!(
        "{}: {seats} seats, absent {absent:?}, seed {seed}: no end within {} moves",
        entry.info.id, entry.info.max_moves
    );
}

#[test]
fn a_match_played_automatically_by_every_seat_ends_in_every_game() {
    for (game, entry) in REGISTRY.iter().enumerate() {
        for seats in entry.info.min_seats..=entry.info.max_seats.min(6) {
            for seed in 0..20 {
                play(game, seats, &vec![true; seats], seed);
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn absent_seats_among_present_ones_never_stall_a_match(
        game in 0..REGISTRY.len(),
        extra in 0usize..4,
        mask in any::<u16>(),
        seed in any::<u64>(),
    ) {
        let info = REGISTRY[game].info;
        let seats = (info.min_seats + extra).min(info.max_seats);
        let absent: Vec<bool> = (0..seats).map(|i| mask & (1 << i) != 0).collect();
        play(game, seats, &absent, seed);
    }
}

#[test]
fn the_automatic_move_is_always_legal_for_the_seat() {
    for (game, entry) in REGISTRY.iter().enumerate() {
        let seats = entry.info.min_seats.max(2).min(entry.info.max_seats);
        let mut g = (entry.create)(seats, &Value::Null, &Value::Null, 7).unwrap();
        for _ in 0..200 {
            if g.outcome().is_some() {
                break;
            }
            let seat: Seat = g.owing()[0];
            let mv = g.automatic(seat).unwrap();
            assert!(
                g.legal_notations(seat).contains(&mv),
                "{}: {mv}",
                REGISTRY[game].info.id
            );
            g.play(seat, &mv).unwrap();
        }
    }
}
