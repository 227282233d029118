use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::engine::Game;
use crate::games::genova::{Genova, Move};

/// Random matches where negotiators stop after a few offers a turn end within their rounds.
#[test]
fn random_matches_end() {
    for seats in 2..=5 {
        for seed in 0..20u64 {
            let mut g = Genova::new(seats, &Default::default(), None, seed).unwrap();
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let start = g.census();
            let mut steps = 0;
            let mut talk = 0;
            while !g.is_over() {
                steps += 1;
                assert!(steps < 40_000, "{seats} seats seed {seed}: endless");
                let to_act = g.to_act();
                assert!(
                    !to_act.is_empty(),
                    "{seats}/{seed} step {steps}: nobody acts in {:#?}",
                    g.public_view()
                );
                let active = g.public_view().active;
                let quiet: Vec<_> = to_act
                    .iter()
                    .copied()
                    .filter(|&s| s == to_act[0] || talk < 6)
                    .collect();
                let seat = quiet[rng.gen_range(0..quiet.len())];
                let legal = g.legal_moves(seat);
                let mv = legal[rng.gen_range(0..legal.len())].clone();
                if seat != to_act[0] {
                    talk += 1;
                }
                if matches!(mv, Move::End) && seat == active {
                    talk = 0;
                }
                let back: Move = mv.to_string().parse().unwrap();
                assert_eq!(back, mv);
                g.play(seat, &mv)
                    .unwrap_or_else(|e| panic!("{seats}/{seed} step {steps}: {mv}: {e}"));
                let c = g.census();
                assert_eq!(c.goods, start.goods, "goods");
                assert_eq!(c.tiles, start.tiles, "tiles");
                assert_eq!(c.cards, start.cards, "cards");
                assert!(c.markers.iter().all(|&m| m <= 7));
            }
        }
    }
}
