use super::*;
use crate::engine::scene::{Face, Suit};

fn decoded(p: &Picture) -> tiny_skia::Pixmap {
    tiny_skia::Pixmap::decode_png(&p.png).expect("a PNG that decodes")
}

#[test]
fn a_scene_draws_as_a_png_of_the_size_it_says() {
    let suits = [
        Suit::Spades,
        Suit::Hearts,
        Suit::Diamonds,
        Suit::Clubs,
        Suit::Coins,
        Suit::Cups,
        Suit::Swords,
        Suit::Batons,
    ];
    let scene = Scene {
        title: "Ronda 3 · ¡Hola!".into(),
        grid: None,
        rows: vec![
            Row::new(
                "Cards",
                suits
                    .iter()
                    .map(|&suit| {
                        Item::Card(Face {
                            rank: "10".into(),
                            suit,
                        })
                    })
                    .collect(),
            )
            .highlighted(true),
            Row::new(
                "",
                vec![
                    Item::Backs(12),
                    Item::Counter {
                        label: "coins".into(),
                        value: 7,
                    },
                    Item::Token {
                        tone: Tone::Blue,
                        letter: 'B',
                    },
                    Item::Text("bag: 31".into()),
                ],
            ),
        ],
    };
    let p = draw(&scene);
    let pixmap = decoded(&p);
    assert_eq!((pixmap.width(), pixmap.height()), (p.width, p.height));
    assert_eq!(p.width, WIDTH);
    assert!(p.height > 150, "two rows of cards and tokens");
}

#[test]
fn words_longer_than_a_row_break_into_lines_within_the_picture() {
    let long = "tarjeta de producto 2 · tarjeta de acción extra 1 · tarjeta de acción de \
                edificio 1 · loseta de edificio 3";
    let scene = Scene::new(
        String::new(),
        vec![Row::new(
            "J1 · jugador inicial",
            vec![
                Item::Text("trigo 1".into()),
                Item::Text(long.into()),
                Item::counter("marcadores".into(), 4),
            ],
        )],
    );
    let (placed, _) = lay_out(&scene);
    let right = WIDTH as f32 - MARGIN;
    let mut words = String::new();
    for p in &placed {
        match p {
            Placed::Label { x, text, .. } => {
                assert!(x + text_width(text, LABEL) <= right, "{text} overflows");
                words.push_str(text);
                words.push(' ');
            }
            Placed::Item { x, item, .. } => assert!(x + size(item).0 <= right + GAP),
            Placed::Frame { .. } => {}
        }
    }
    for part in long.split(" · ") {
        assert!(words.contains(part), "{part} is drawn");
    }
    let lines = wrapped(long, 400.0);
    assert!(lines.len() > 1 && lines.iter().all(|l| !l.starts_with(' ')));
    assert_eq!(
        lines.join(" · "),
        long,
        "broken after a separator each time"
    );
}

#[test]
fn a_scene_drawn_again_is_taken_from_the_pictures_kept() {
    let scene = Scene::new(
        "kept".into(),
        vec![Row::new(
            "x",
            vec![Item::Text("a picture drawn once".into())],
        )],
    );
    let first = png(&scene);
    assert!(Arc::ptr_eq(&first, &png(&scene)), "not drawn again");
    assert_eq!(*first, draw(&scene).png, "the same file as a fresh drawing");
}

#[test]
fn rows_wrap_and_the_picture_grows_with_them() {
    let card = Item::Card(Face {
        rank: "5".into(),
        suit: Suit::Hearts,
    });
    let one = draw(&Scene::new(
        String::new(),
        vec![Row::new("x", vec![card.clone(); 3])],
    ));
    let many = draw(&Scene::new(
        String::new(),
        vec![Row::new("x", vec![card; 40])],
    ));
    assert!(
        many.height > one.height + 3 * CARD_H as u32,
        "40 cards take several lines"
    );
}
