//! Random complete matches of La rebelión through the generic playout suite, with the game's
//! own invariants: every card of the deck somewhere, determinization that keeps what each seat
//! sees, and no hidden card in public views.

use proptest::prelude::*;
use serde_json::json;

use crate::engine::{seeded, Game, Seat};
use crate::games::rebelion::{Card, Options, Rebelion};
use crate::testing::playout::{
    assert_no_hidden_card_in, cases, determinize_keeps_what_each_seat_sees, new_match, notations,
    random_playout,
};

fn sorted(mut v: Vec<Card>) -> Vec<Card> {
    v.sort();
    v
}

/// Every card in the game, and El Mago once it left it.
fn every_card(g: &Rebelion) -> Vec<Card> {
    let mut all = g.all_cards();
    all.extend(g.removed());
    sorted(all)
}

fn invariants(g: &Rebelion, step: usize, seed: u64, deck: &[Card]) {
    let at = format!("seed {seed} step {step}");
    assert_eq!(every_card(g), deck, "{at}: cards conserved");
    let mut rng = seeded(seed ^ step as u64);
    determinize_keeps_what_each_seat_sees(g, &mut rng, &at);
    for seat in Seat::all(2) {
        let d = g.determinize(seat, &mut rng);
        assert_eq!(every_card(&d), deck, "{at}: seat {seat}'s determinization");
    }
}

/// Every card hidden from the table (the deck, both hands, the camps face down) and every
/// card the public view may name (the pile, the armies, the two cards of a combat being
/// healed), from the full state (the snapshot only the store sees).
fn hidden_and_shown(g: &Rebelion) -> (Vec<String>, Vec<String>) {
    let state = serde_json::to_value(g).expect("the state serializes");
    let mut hidden = notations(&state["deck"]);
    let mut shown = notations(&state["discard"]);
    for seat in 0..2 {
        hidden.extend(notations(&state["hands"][seat]));
        hidden.extend(notations(&state["camps"][seat]));
        shown.extend(notations(&state["armies"][seat]));
    }
    // The combat under way (issue 31): its two cards, and the combats still to fight (whose
    // armies are named in their lines too), also while an Arcana played in it is answered.
    let mut phase = &state["phase"];
    while let Some(then) = phase.get("Answer").map(|a| &a["then"]) {
        phase = then;
    }
    if let Some(heal) = phase.get("Heal") {
        let fight = &heal["fight"];
        shown.extend(notations(&json!([fight["attacker"], fight["blocker"]])));
        for pair in heal["battle"]["blocked"].as_array().into_iter().flatten() {
            shown.extend(notations(pair));
        }
    }
    if let Some(spell) = phase.get("Spell") {
        shown.extend(notations(&json!([spell["army"]])));
    }
    // An Arcana being answered names its target: El Loco's card leaves the hand for the table.
    if let Some(played) = state["phase"].get("Answer").map(|a| &a["played"]) {
        shown.extend(notations(&json!([played["card"]])));
        let target = &played["target"];
        for key in ["play", "army"] {
            if let Some(card) = target.get(key) {
                shown.extend(notations(&json!([card])));
            }
        }
    }
    // The Arcana played this turn stay named on the board even after La Estrella takes one back
    // from the pile into a hand: the table saw it played and saw it leave the pile.
    for played in state["tarot"]["played"].as_array().into_iter().flatten() {
        shown.extend(notations(&json!([played[1]])));
    }
    // An effect that lasts names its Arcana, which the table saw played, wherever the card went
    // since (La Luna taken back by La Estrella the same turn); El Carro's names its army too.
    for effect in state["tarot"]["effects"].as_array().into_iter().flatten() {
        shown.extend(notations(&json!([effect["arcana"]])));
        if let Some(army) = effect.get("army") {
            shown.extend(notations(&json!([army])));
        }
    }
    (hidden, shown)
}

fn nothing_hidden_is_public(g: &Rebelion, step: usize, seed: u64) {
    let (hidden, shown) = hidden_and_shown(g);
    let public = serde_json::to_value(g.public_view()).expect("the public view serializes");
    assert_no_hidden_card_in(
        &public,
        &hidden,
        &shown,
        &format!("seed {seed} step {step}"),
    );
}

/// Found by the property below: La Luna played, then taken back from the pile by La Estrella
/// in the same turn; its effect still names it while the card is in a hand.
#[test]
fn an_effect_names_its_arcana_after_la_estrella_took_it_back() {
    let seed = 3_748_320_285_595_694_443;
    let game = Rebelion::new(2, &tarot(), None, seed).unwrap();
    random_playout(game, seed, |g, step| {
        nothing_hidden_is_public(g, step, seed)
    });
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases(300)))]

    #[test]
    fn random_rebelion_matches_keep_the_engine_contract(seed in any::<u64>()) {
        let deck = sorted(Card::deck(9));
        let game: Rebelion = new_match(seed);
        random_playout(game, seed, |g, step| invariants(g, step, seed, &deck));
    }

    #[test]
    fn random_rebelion_matches_with_the_60_card_deck(seed in any::<u64>()) {
        let deck = sorted(Card::deck(7));
        let options = Options { deck: Some(60), ..Options::default() };
        let game = Rebelion::new(2, &options, None, seed).unwrap();
        random_playout(game, seed, |g, step| invariants(g, step, seed, &deck));
    }

    #[test]
    fn random_tarot_matches_keep_the_engine_contract(seed in any::<u64>()) {
        let deck = sorted(Card::tarot_deck());
        let game = Rebelion::new(2, &tarot(), None, seed).unwrap();
        random_playout(game, seed, |g, step| invariants(g, step, seed, &deck));
    }

    #[test]
    fn public_views_never_show_a_hidden_card(seed in any::<u64>(), deck in 0..3u8) {
        let options = match deck {
            0 => Options { deck: Some(60), ..Options::default() },
            1 => tarot(),
            _ => Options::default(),
        };
        let game = Rebelion::new(2, &options, None, seed).unwrap();
        random_playout(game, seed, |g, step| nothing_hidden_is_public(g, step, seed));
    }
}

/// Found by the property above: La Estrella takes an Arcana played earlier in the turn back from
/// the pile into a hand; the board still names it as played, which hides nothing.
#[test]
fn an_arcana_taken_back_by_la_estrella_stays_named_as_played() {
    let seed = 13_671_848_717_481_863_104;
    let game = Rebelion::new(2, &tarot(), None, seed).unwrap();
    random_playout(game, seed, |g, step| {
        nothing_hidden_is_public(g, step, seed)
    });
}

fn tarot() -> Options {
    Options {
        tarot: true,
        ..Options::default()
    }
}

/// Random Tarot matches play every Arcana, answer them both ways, and reach every decision of
/// the variant (El Juicio's picks, a camp to lose, El Mago's healing, La Fuerza's damage).
#[test]
fn random_tarot_matches_reach_every_arcana() {
    use crate::games::rebelion::Event;
    let mut played = [0u32; 22];
    let (mut countered, mut allowed, mut judged, mut lost, mut spells, mut harmed, mut justice) =
        (0, 0, 0, 0, 0, 0, 0);
    let mut ends = 0;
    for seed in 0..cases(300) as u64 {
        let game = Rebelion::new(2, &tarot(), None, seed).unwrap();
        let p = random_playout(game, seed, |_, _| {});
        ends += u32::from(p.end.outcome().is_some());
        for e in p.events.iter().flatten() {
            match e {
                Event::ArcanaPlayed { card, .. } => played[usize::from(card.level)] += 1,
                Event::Countered { .. } => countered += 1,
                Event::Allowed { .. } => allowed += 1,
                Event::JudgmentRevealed { .. } => judged += 1,
                Event::CampLost { .. } => lost += 1,
                Event::SpellEnded { .. } => spells += 1,
                Event::Harmed { .. } => harmed += 1,
                Event::Justice { .. } => justice += 1,
                _ => {}
            }
        }
    }
    println!(
        "arcana {played:?} countered {countered} allowed {allowed} judged {judged} lost {lost} \
         spells {spells} harmed {harmed} justice {justice}"
    );
    for (n, &times) in played.iter().enumerate() {
        // El Hierofante is only ever a counter.
        assert!(n == 5 || times > 0, "Arcana {n} never played");
    }
    assert!(countered > 0 && allowed > 0 && judged > 0 && lost > 0);
    assert!(spells > 0 && harmed > 0 && justice > 0);
    assert_eq!(ends, cases(300), "every match ends");
}

#[test]
fn random_matches_are_real_games() {
    let mut lengths = Vec::new();
    let mut combats = 0;
    let mut camps = 0;
    for seed in 0..40u64 {
        let game: Rebelion = new_match(seed);
        let p = random_playout(game, seed, |_, _| {});
        lengths.push(p.moves.len());
        for e in p.events.iter().flatten() {
            match e {
                crate::games::rebelion::Event::Combat { .. } => combats += 1,
                crate::games::rebelion::Event::CampAssaulted { .. } => camps += 1,
                _ => {}
            }
        }
    }
    lengths.sort();
    println!("lengths {lengths:?} combats {combats} camp assaults {camps}");
    assert!(lengths[lengths.len() / 2] > 20, "{lengths:?}");
    assert!(combats > 0 && camps > 0);
}
