//! La rebelión's legal moves are the whole legal set, step by step, on thousands of states of
//! random matches:
//! - every listed move passes `check`;
//! - the converse: random candidate moves (well-formed or not) that `check` accepts are listed,
//!   or are several listed steps in one move (`attack 7B 12B`, `block 7B:5E 12B:3E`,
//!   `order 7B 12B`, `heal 5E with 2C 1C`, `buy 5C with 9O change 2O`) and reach the same
//!   position step by step;
//! - no seat ever has more than [`MAX_LEGAL`] moves, and the hand's buttons and menus (over
//!   its pages, when it needs several) offer every one of them.

use rand::seq::{IteratorRandom, SliceRandom};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

use taberna::discord::layout::move_pages;
use taberna::engine::{Game, Lang, Render, RenderCtx, Seat};
use taberna::games::rebelion::{Attacker, Card, Combat, Move, Options, Rebelion};

/// Most legal moves of one seat: what the hand's four rows of moves hold as menus of 25.
const MAX_LEGAL: usize = 100;

fn random_card(rng: &mut ChaCha8Rng) -> Card {
    let suit = ["B", "E", "O", "C"].choose(rng).copied().unwrap_or("B");
    format!("{}{suit}", rng.gen_range(1..=12)).parse().unwrap()
}

/// A card from `pool` most of the time, any card otherwise.
fn some_card(pool: &[Card], rng: &mut ChaCha8Rng) -> Card {
    match pool.choose(rng) {
        Some(&c) if rng.gen_bool(0.85) => c,
        _ => random_card(rng),
    }
}

fn some_cards(pool: &[Card], max: usize, rng: &mut ChaCha8Rng) -> Vec<Card> {
    let n = rng.gen_range(0..=max);
    (0..n).map(|_| some_card(pool, rng)).collect()
}

/// Random candidate moves for `seat` now, shaped after the decision the match waits for.
fn candidates(g: &Rebelion, seat: Seat, rng: &mut ChaCha8Rng) -> Vec<Move> {
    let view = g.seat_view(seat);
    let mine = view.public.armies[seat].clone();
    let theirs = view.public.armies[seat.other()].clone();
    let hand = view.hand.clone();
    let discard = view.public.discard.clone();
    let fighting: Vec<Card> = g
        .legal_moves(seat)
        .iter()
        .filter_map(|m| match m {
            Move::Heal { army, .. } | Move::Tend { army, .. } => Some(*army),
            _ => None,
        })
        .collect();
    let attacker = |rng: &mut ChaCha8Rng| {
        let card = some_card(&mine, rng);
        let names = rng.gen_bool(0.3).then(|| some_card(&theirs, rng));
        Attacker { card, names }
    };
    let mut out = Vec::new();
    for _ in 0..12 {
        let mv = match rng.gen_range(0..14) {
            0 => {
                let n = rng.gen_range(0..=mine.len().min(6));
                let mut list: Vec<Attacker> = (0..n).map(|_| attacker(rng)).collect();
                list.sort();
                Move::Attack(list)
            }
            1 => Move::Muster(attacker(rng)),
            2 | 3 => {
                // The defender's armies block the attacker's.
                let n = rng.gen_range(0..=4);
                let mut pairs: Vec<(Card, Card)> = (0..n)
                    .map(|_| (some_card(&theirs, rng), some_card(&mine, rng)))
                    .collect();
                pairs.sort();
                Move::Block(pairs)
            }
            4 => {
                let list: Vec<Combat> = some_cards(&theirs, 4, rng)
                    .into_iter()
                    .map(|attacker| Combat {
                        attacker,
                        blocker: rng.gen_bool(0.2).then(|| some_card(&mine, rng)),
                    })
                    .collect();
                if list.is_empty() {
                    Move::Pass
                } else {
                    Move::Order(list)
                }
            }
            5 | 6 => {
                let army = some_card(&fighting, rng);
                let copas: Vec<Card> = hand
                    .iter()
                    .copied()
                    .filter(|c| c.suit.char() == 'C')
                    .collect();
                let mut with = some_cards(&copas, 4, rng);
                with.sort();
                match (rng.gen_bool(0.5), with.first()) {
                    (true, Some(&c)) => Move::Tend { army, with: c },
                    (_, None) => Move::Pass,
                    _ => Move::Heal { army, with },
                }
            }
            7 => Move::Camp(rng.gen_range(1..=6)),
            8 => Move::Empty(rng.gen_range(1..=6)),
            9 => Move::Play(some_card(&hand, rng)),
            10 => Move::Discard(some_card(&hand, rng)),
            11 => {
                let oros = |pile: &[Card]| -> Vec<Card> {
                    pile.iter()
                        .copied()
                        .filter(|c| c.suit.char() == 'O')
                        .collect()
                };
                let mut with = some_cards(&oros(&hand), 4, rng);
                with.sort();
                let most_change = if rng.gen_bool(0.5) { 0 } else { 3 };
                let mut change = some_cards(&oros(&discard), most_change, rng);
                change.sort();
                Move::Buy {
                    card: some_card(&discard, rng),
                    with,
                    change,
                }
            }
            12 => match rng.gen_range(0..4) {
                0 => Move::Purchase(some_card(&discard, rng)),
                1 => Move::Pay(some_card(&hand, rng)),
                2 => Move::Change(some_card(&discard, rng)),
                _ => Move::Complete,
            },
            _ => Move::Pick(some_card(&hand, rng)),
        };
        out.push(mv);
    }
    out.push(Move::Pass);
    out
}

/// The single steps a move stands for, in order: the move itself unless it is one of the
/// one-shot forms.
fn steps_of(mv: &Move) -> Vec<Move> {
    match mv {
        Move::Attack(list) if !list.is_empty() => {
            let mut steps: Vec<Move> = list.iter().map(|&a| Move::Muster(a)).collect();
            steps.push(Move::Attack(Vec::new()));
            steps
        }
        Move::Block(pairs) if pairs.len() > 1 => {
            pairs.iter().map(|&p| Move::Block(vec![p])).collect()
        }
        Move::Order(list) if list.len() > 1 => list.iter().map(|&c| Move::Order(vec![c])).collect(),
        Move::Heal { army, with } if with.len() > 1 => {
            let (last, rest) = with.split_last().expect("more than one");
            let mut steps: Vec<Move> = rest
                .iter()
                .map(|&c| Move::Tend {
                    army: *army,
                    with: c,
                })
                .collect();
            steps.push(Move::Heal {
                army: *army,
                with: vec![*last],
            });
            steps
        }
        Move::Buy { card, with, change } => std::iter::once(Move::Purchase(*card))
            .chain(with.iter().map(|&c| Move::Pay(c)))
            .chain(change.iter().map(|&c| Move::Change(c)))
            .chain(std::iter::once(Move::Complete))
            .collect(),
        _ => vec![mv.clone()],
    }
}

/// A combat is listed by its attacker alone, or also by its blocker where identical attackers
/// face different blockers: an accepted `order 4E:1B` is the listed `order 4E`, and a bare
/// `order 11B` the listed `order 11B:7E`, that does the same.
fn listed_form(g: &Rebelion, seat: Seat, legal: &[Move], step: Move) -> Move {
    let Move::Order(ref list) = step else {
        return step;
    };
    if legal.contains(&step) || list.len() != 1 {
        return step;
    }
    let mut as_given = g.clone();
    if as_given.play(seat, &step).is_err() {
        return step;
    }
    legal
        .iter()
        .find(|m| match m {
            Move::Order(l) if l[0].attacker == list[0].attacker => {
                let mut named = g.clone();
                named.play(seat, m).is_ok() && named == as_given
            }
            _ => false,
        })
        .cloned()
        .unwrap_or(step)
}

/// The attacker whose blocker is being chosen, from the listed blocks.
fn blocking(legal: &[Move]) -> Option<Card> {
    legal.iter().find_map(|m| match m {
        Move::Block(p) => p.first().map(|p| p.0),
        _ => None,
    })
}

/// `mv`, accepted by `check`, is listed, or reaches the same position through listed steps.
fn assert_reachable(g: &Rebelion, seat: Seat, mv: &Move, at: &str) {
    let canonical: Move = mv.to_string().parse().expect("displayed moves parse");
    let mut whole = g.clone();
    whole.play(seat, mv).expect("checked");
    let mut steps = g.clone();
    for step in steps_of(&canonical) {
        // A decision that ended by itself (the last army, the last combat) needs no more steps.
        let stage: &[&str] = match step {
            // The last army launches the attack by itself.
            Move::Attack(_) => &["muster"],
            Move::Muster(_) => &["main", "muster"],
            Move::Order(_) => &["order"],
            Move::Tend { .. } | Move::Heal { .. } => &["heal"],
            Move::Pay(_) | Move::Change(_) | Move::Complete => &["buy"],
            _ => &["block", "main", "heal", "camp", "pick"],
        };
        if !steps.to_act().contains(&seat) || !stage.contains(&steps.public_view().pending) {
            break;
        }
        // Naming a later attacker leaves the ones before it unblocked: `pass` for each.
        if let Some(&(wanted, _)) = match &step {
            Move::Block(p) => p.first(),
            _ => None,
        } {
            while let Some(a) = blocking(&steps.legal_moves(seat)) {
                if a == wanted {
                    break;
                }
                assert!(
                    steps.legal_moves(seat).contains(&Move::Pass),
                    "{at}: pass listed"
                );
                steps.play(seat, &Move::Pass).expect("listed");
            }
        }
        let legal = steps.legal_moves(seat);
        let step = listed_form(&steps, seat, &legal, step);
        assert!(
            legal.contains(&step),
            "{at}: `{mv}` is accepted, but its step `{step}` is not listed in {legal:?}"
        );
        steps.play(seat, &step).expect("listed moves are legal");
    }
    assert_eq!(
        serde_json::to_value(&steps).unwrap(),
        serde_json::to_value(&whole).unwrap(),
        "{at}: `{mv}` and its steps end in different positions"
    );
}

/// Every notation the hand offers: buttons' ids and menus' values.
fn offered(rows: &Value) -> Vec<String> {
    let mut out = Vec::new();
    for row in rows.as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            if let Some(id) = c["custom_id"].as_str().and_then(|id| id.strip_prefix("g:")) {
                out.push(id.splitn(3, ':').nth(2).unwrap_or_default().to_owned());
            }
            for o in c["options"].as_array().into_iter().flatten() {
                out.push(o["value"].as_str().unwrap_or_default().to_owned());
            }
        }
    }
    out
}

/// What the random states covered.
#[derive(Default)]
struct Seen {
    /// Most legal moves of one seat.
    most: usize,
    /// Whole purchases (`buy 5C with …`) accepted and reached step by step.
    purchases: usize,
}

fn check_state(g: &Rebelion, rng: &mut ChaCha8Rng, at: &str, seen: &mut Seen) {
    for seat in g.to_act() {
        let legal = g.legal_moves(seat);
        seen.most = seen.most.max(legal.len());
        assert!(
            legal.len() <= MAX_LEGAL,
            "{at}: {} legal moves",
            legal.len()
        );
        for m in &legal {
            assert_eq!(g.check(seat, m), Ok(()), "{at}: listed `{m}`");
        }
        for mv in candidates(g, seat, rng) {
            if g.check(seat, &mv).is_err() {
                continue;
            }
            assert_reachable(g, seat, &mv, at);
            if matches!(mv, Move::Buy { .. }) {
                seen.purchases += 1;
            }
        }
        // The hand (four rows of moves, long ids) offers every legal move.
        let ctx = RenderCtx {
            lang: Lang::Es,
            names: vec!["Ana".into(), "Bruno".into()],
            plain: vec!["Ana".into(), "Bruno".into()],
            options: serde_json::Value::Null,
        };
        let panel = Rebelion::render_seat(&g.seat_view(seat), &legal, &ctx);
        let (first, pages) = move_pages(&panel, 9_999_999, 99_999, 4, 0);
        let mut rows = serde_json::to_value(first).unwrap();
        for page in 1..pages {
            let (more, _) = move_pages(&panel, 9_999_999, 99_999, 4, page);
            let more = serde_json::to_value(more).unwrap();
            rows.as_array_mut()
                .unwrap()
                .extend(more.as_array().unwrap().clone());
        }
        let offered = offered(&rows);
        for m in &legal {
            assert!(
                offered.contains(&m.to_string()),
                "{at}: `{m}` not offered: {rows}"
            );
        }
    }
}

fn play_out(game: Rebelion, seed: u64, seen: &mut Seen) -> usize {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut g = game;
    let mut states = 0;
    for step in 0.. {
        let at = format!("seed {seed} step {step}");
        check_state(&g, &mut rng, &at, seen);
        states += 1;
        let Some(seat) = g.to_act().into_iter().choose(&mut rng) else {
            break;
        };
        let legal = g.legal_moves(seat);
        let mv = legal
            .choose(&mut rng)
            .expect("a seat to act has moves")
            .clone();
        g.play(seat, &mv).expect("listed moves are legal");
    }
    states
}

#[test]
fn rebelion_legal_moves_are_the_whole_legal_set_and_fit_a_hand() {
    let mut states = 0;
    let mut seen = Seen::default();
    for seed in 0..200u64 {
        let options = if seed % 4 == 3 {
            Options {
                deck: Some(40),
                ..Options::default()
            }
        } else {
            Options::default()
        };
        let game = Rebelion::new(2, &options, None, seed).unwrap();
        states += play_out(game, seed, &mut seen);
    }
    println!(
        "{states} states, at most {} legal moves, {} whole purchases reached by steps",
        seen.most, seen.purchases
    );
    assert!(seen.purchases > 50, "{} purchases", seen.purchases);
    assert!(states > 5000, "{states} states");
}
