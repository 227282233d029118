//! Random complete matches of Génova for 2–5 players through the generic playout suite, with
//! the game's own invariants: goods, tiles and cards conserved between the supply and the
//! players, markers within their colour, determinization that keeps what each seat sees, and
//! no money or hand card in public views.

use proptest::prelude::*;

use crate::engine::{seeded, Game, Seat};
use crate::games::genova::workloads::Talkers;
use crate::games::genova::{Census, Event, Genova, Move, Options, VillaAct};
use crate::testing::playout::{
    assert_no_hidden_card_in, cases, determinize_keeps_what_each_seat_sees, random_playout_by,
    uniform,
};

use super::keys;

/// Plays a random match, talkers bounded per turn (see [`Talkers`]).
fn play(
    game: Genova,
    seed: u64,
    invariant: impl FnMut(&Genova, usize),
) -> crate::testing::playout::Playout<Genova> {
    let mut talkers = Talkers::default();
    let choose = move |g: &Genova, to_act: &[Seat], rng: &mut rand_chacha::ChaCha8Rng| {
        talkers.choose(g, to_act, rng)
    };
    random_playout_by(game, seed, choose, uniform::<Genova>, invariant)
}

fn invariants(g: &Genova, step: usize, seed: u64, start: &Census) {
    let at = format!("seed {seed} step {step}");
    let c = g.census();
    assert_eq!(c.goods, start.goods, "{at}: goods conserved");
    assert_eq!(c.tiles, start.tiles, "{at}: tiles conserved");
    assert_eq!(c.cards, start.cards, "{at}: cards conserved");
    assert!(
        c.markers.iter().all(|&m| m <= 7),
        "{at}: markers {:?}",
        c.markers
    );
    // Every state is checked for conservation and secrets; a sample for determinization,
    // which replays each seat's whole choice list and is the slow part.
    if step.is_multiple_of(5) {
        let mut rng = seeded(seed ^ step as u64);
        determinize_keeps_what_each_seat_sees(g, &mut rng, &at);
    }
    nothing_secret_is_public(g, &at);
}

/// The public view holds no money and names no card in anybody's hand (which cards a
/// player holds is theirs to know; how many of each deck is public).
fn nothing_secret_is_public(g: &Genova, at: &str) {
    let v = g.public_view();
    let public = serde_json::to_value(&v).expect("the public view serializes");
    let mut k = Vec::new();
    keys(&public, &mut k);
    assert!(!k.iter().any(|k| k.contains("ducat")), "{at}: {k:?}");
    let hidden: Vec<String> = Seat::all(g.seat_count())
        .flat_map(|s| g.hand(s).iter().map(ToString::to_string))
        .collect();
    // A card named in an offer or an ask is public, as it was said aloud at the table.
    let shown: Vec<String> = v
        .offers
        .iter()
        .chain(&v.asks)
        .flat_map(|o| [o.gives.clone(), o.wants.clone()])
        .flat_map(|t| t.split_whitespace().map(str::to_owned).collect::<Vec<_>>())
        .collect();
    assert_no_hidden_card_in(&public, &hidden, &shown, at);
    if !g.is_over() {
        assert!(
            g.scores().values().all(|&s| s == 0),
            "{at}: running scores are secret"
        );
    }
}

/// All the players' ducats together change only by what the bank pays, as the events say
/// (orders, messages, owners' income, and the final scoring): deals move money between
/// players and create none.
fn ducats_come_only_from_the_bank(p: &crate::testing::playout::Playout<Genova>, seed: u64) {
    let total = |g: &Genova| -> i64 {
        Seat::all(g.seat_count())
            .map(|s| i64::from(g.purse(s)))
            .sum()
    };
    let mut g = p.start.clone();
    for (step, ((seat, mv), events)) in p.moves.iter().zip(&p.events).enumerate() {
        let before = total(&g);
        g.play(*seat, mv).expect("the same move again");
        let paid: i64 = events
            .iter()
            .map(|e| match e {
                Event::LargeDelivered { .. } => 100,
                Event::SmallDelivered { .. } => 40,
                Event::MessageDelivered { .. } => 30,
                Event::Income { .. } => 10,
                _ => 0,
            })
            .sum();
        let finals = events.iter().find_map(|e| match e {
            Event::Finished { scores, .. } => {
                Some(scores.iter().map(|&s| i64::from(s)).sum::<i64>())
            }
            _ => None,
        });
        match finals {
            // The final scoring pays privileges and buildings, then tells every purse.
            Some(all) => assert_eq!(all, total(&g), "seed {seed} step {step}: final scores"),
            None => assert_eq!(
                total(&g) - before,
                paid,
                "seed {seed} step {step}: `{mv}` changed the money by other than the bank's pay"
            ),
        }
    }
}

fn random_match(seats: usize, seed: u64, options: &Options) {
    let game = Genova::new(seats, options, None, seed).expect("a valid table");
    let start = game.census();
    let p = play(game, seed, |g, step| invariants(g, step, seed, &start));
    ducats_come_only_from_the_bank(&p, seed);
    let rounds = p.end.public_view().rounds;
    assert!(
        p.end.public_view().round <= rounds,
        "seed {seed}: played past the last round"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(40)))]

    #[test]
    fn random_matches_of_two_keep_the_engine_contract(seed in any::<u64>()) {
        random_match(2, seed, &Options::default());
    }

    #[test]
    fn random_matches_of_three_keep_the_engine_contract(seed in any::<u64>()) {
        random_match(3, seed, &Options::default());
    }

    #[test]
    fn random_matches_of_four_keep_the_engine_contract(seed in any::<u64>()) {
        random_match(4, seed, &Options::default());
    }

    #[test]
    fn random_matches_of_five_keep_the_engine_contract(seed in any::<u64>()) {
        random_match(5, seed, &Options::default());
    }

    #[test]
    fn random_matches_with_every_option(seed in any::<u64>(), seats in 2usize..=5) {
        let options = Options { no_equal_offers: true, rounds: Some(3), max_offers: Some(2) };
        random_match(seats, seed, &options);
    }
}

/// Random matches reach the rules that matter: deals, deliveries, markers, messages. A
/// delivery, rare at random (three goods, then the villa), is made whenever one is legal.
#[test]
fn random_matches_are_real_games() {
    let mut seen = std::collections::BTreeMap::<&str, usize>::new();
    for seed in 0..20u64 {
        let seats = 2 + (seed % 4) as usize;
        let game = Genova::new(seats, &Options::default(), None, seed).unwrap();
        let mut talkers = Talkers::default();
        let choose = move |g: &Genova, to_act: &[Seat], rng: &mut rand_chacha::ChaCha8Rng| {
            talkers.choose(g, to_act, rng)
        };
        let deliver =
            |g: &Genova, seat: Seat, legal: &[Move], rng: &mut rand_chacha::ChaCha8Rng| {
                legal
                    .iter()
                    .position(|m| {
                        matches!(
                            m,
                            Move::Act(Some(VillaAct::Deliver { .. }))
                                | Move::UseBuilding {
                                    villa: Some(VillaAct::Deliver { .. }),
                                    ..
                                }
                        )
                    })
                    .unwrap_or_else(|| uniform::<Genova>(g, seat, legal, rng))
            };
        let p = random_playout_by(game, seed, choose, deliver, |_, _| {});
        for e in p.events.iter().flatten() {
            let name = match e {
                Event::Dealt { .. } => "deal",
                Event::LargeDelivered { .. } => "large",
                Event::SmallDelivered { .. } => "small",
                Event::MessageDelivered { .. } => "message",
                Event::MarkersPlaced { .. } => "markers",
                Event::Income { .. } => "income",
                Event::PromiseKept { .. } => "promise",
                Event::Traded { .. } => "trade",
                _ => continue,
            };
            *seen.entry(name).or_default() += 1;
        }
        assert!(p.moves.iter().any(|(_, m)| matches!(m, Move::End)));
    }
    println!("{seen:?}");
    for rule in [
        "deal", "large", "small", "message", "markers", "income", "promise", "trade",
    ] {
        assert!(
            seen.get(rule).copied().unwrap_or(0) > 0,
            "{rule} never happened: {seen:?}"
        );
    }
}
