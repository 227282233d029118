//! Boards and hands as pictures (issue 18): every game of the registry, at its fewest and most
//! seats and with every deck or variant a player can pick, draws its most crowded board and hand
//! of many random matches as a PNG of the size it says. What a game's pictures show is tested in
//! its folder (`tests/scenes.rs`); that they show nothing hidden, by the generic suite.

use serde_json::Value;

use taberna::engine::opening::{Given, Kind};
use taberna::engine::scene::Scene;
use taberna::engine::GameEntry;
use taberna::games::REGISTRY;
use taberna::picture::{self, WIDTH};
use taberna_games::testing::scenes::most_crowded_with;

/// Random matches whose states are searched for the most crowded board and hand.
const MATCHES: u64 = 12;

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
    for entry in REGISTRY {
        for options in looks(entry) {
            for seats in [entry.info.min_seats, entry.info.max_seats] {
                let at = format!("{} at {seats} with {options}", entry.info.id);
                let (board, hand) = most_crowded_with(entry.info.id, seats, MATCHES, &options);
                assert_decodes(&board, &format!("{at}: board"));
                assert_decodes(&hand, &format!("{at}: hand"));
            }
        }
    }
}
