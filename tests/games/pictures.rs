//! Boards and hands as pictures (issue 18): every game of the registry, at its fewest and most
//! seats and with every deck or variant a player can pick, draws its most crowded board and hand
//! of many random matches as a PNG of the size it says. What a game's pictures show, and that
//! they show nothing hidden, is tested in its folder (`tests/scenes.rs`) and by the generic
//! suite (the same pictures however the hidden part is dealt).

use serde_json::Value;

use taberna::engine::opening::{Given, Kind};
use taberna::engine::scene::Scene;
use taberna::engine::GameEntry;
use taberna::games::REGISTRY;
use taberna::picture::{self, WIDTH};
use taberna_games::testing::scenes::{ctx, each_state, most_crowded_with};

/// The states searched for the most crowded board and hand: whole random matches are played
/// until they make about this many (between 4 and 50 matches).
const STATES: usize = 2_000;

/// How many random matches of `entry` make about [`STATES`] states, judged by the first.
fn matches(entry: &GameEntry, seats: usize, options: &Value) -> u64 {
    let mut states = 0;
    each_state(entry.info.id, seats, 1, options, |_| states += 1);
    (STATES / states.max(1)).clamp(4, 50) as u64
}

/// Whether the game draws pictures at all (a game may show text only).
fn draws(entry: &GameEntry) -> bool {
    let seats = entry.info.min_seats;
    let m = (entry.create)(seats, &Value::Null, &Value::Null, 1).expect("a match");
    m.scene_public(&ctx(seats)).is_some()
}

fn assert_decodes(scene: &Scene, at: &str) {
    let p = picture::draw(scene);
    let decoded = tiny_skia::Pixmap::decode_png(&p.png).expect("the PNG decodes");
    assert_eq!(
        (decoded.width(), decoded.height()),
        (WIDTH, p.height),
        "{at}"
    );
    assert!(p.height >= 100, "{at}: a picture with something in it");
}

/// The options that change what a match looks like: none, then each pick of each option that
/// offers picks (a deck, a variant), and each flag turned on.
fn looks(entry: &GameEntry) -> Vec<Value> {
    let opening = &entry.info.opening;
    let mut looks = vec![Value::Null];
    for option in opening.options {
        let given: Vec<Given> = match option.kind {
            Kind::OneOf(picks) => (0..picks.len()).map(Given::Pick).collect(),
            Kind::Flag { .. } => vec![Given::Flag(true)],
            Kind::Number { .. } => Vec::new(),
        };
        for value in given {
            let id = format!("{} {}", entry.info.id, option.name);
            looks.push(opening.options(&[(option.name, value)]).expect(&id));
        }
    }
    looks
}

#[test]
fn every_games_most_crowded_board_and_hand_decode_at_its_fewest_and_most_seats() {
    for entry in REGISTRY.iter().filter(|e| draws(e)) {
        for options in looks(entry) {
            for seats in [entry.info.min_seats, entry.info.max_seats] {
                let at = format!("{} at {seats} with {options}", entry.info.id);
                let matches = matches(entry, seats, &options);
                let (board, hand) = most_crowded_with(entry.info.id, seats, matches, &options);
                assert_decodes(&board, &format!("{at}: board"));
                assert_decodes(&hand, &format!("{at}: hand"));
            }
        }
    }
}
