//! No page, picture or live event of a match in play shows what its public view does not: over
//! random matches of every game, at every seat count up to five, each stays the same however
//! the cards one seat cannot see are dealt again (the test the boards in Discord pass); and the
//! steps a spectator steps back through are the public views the match showed as it was played,
//! with no notation of a move that showed nothing.

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use serde_json::Value;

use crate::engine::{Lang, Seat};
use crate::store::Store;
use crate::table::{Match, MatchRequest, Table};

use super::board::{ctx, facts};
use super::live::Frame;
use super::replay::{self, Replays, View};

/// A new match of `game` with `seats` members, dealt from `seed`.
async fn new_match(table: &Table, game: &'static str, seats: usize, seed: u64) -> Match {
    let users: Vec<u64> = (1..=seats as u64).map(|i| i * 1_000_003).collect();
    table
        .create(&MatchRequest {
            game,
            guild_id: 1,
            channel_id: 2,
            users: &users,
            bots: &[],
            options: &Value::Null,
            seed,
            lang: Lang::En,
            board_message_id: None,
        })
        .await
        .unwrap()
}

/// Plays a random legal move of a random seat to act in `m`.
async fn random_move(table: &Table, m: Match, rng: &mut impl Rng) -> Match {
    let seat = *m.game.to_act().choose(rng).unwrap();
    let mv = m.game.legal_notations(seat).choose(rng).unwrap().clone();
    table
        .play(m.id, m.user_at(seat), m.version, &mv)
        .await
        .unwrap()
        .after
}

/// Everything the site shows of `m`'s board in `lang`: its facts, its live event, its
/// picture's scene.
fn shown(m: &Match, lang: Lang) -> (String, String, String) {
    let page = facts(m, lang).into_string();
    let frame = Frame::of(m, lang).data;
    let scene = format!("{:?}", m.game.scene_public(&ctx(m, lang)));
    (page, frame, scene)
}

#[tokio::test]
async fn no_page_picture_or_live_event_of_a_match_in_play_shows_a_hidden_card() {
    let table = Table::new(Store::scratch().await.unwrap());
    let replays = Replays::new(replay::REPLAYS_BUDGET);
    let (mut checked, mut redealt, mut stepped) = (0, 0, 0);
    for entry in crate::games::REGISTRY {
        let most = entry.info.max_seats.min(5);
        for seed in 0..12_u64 {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let seats = rng.gen_range(entry.info.min_seats..=most);
            let mut m = new_match(&table, entry.info.id, seats, seed).await;
            // The public view at every step so far, as the board showed it.
            let mut publics = Vec::new();
            for step in 0..80 {
                if m.is_over() {
                    break;
                }
                let lang = [Lang::En, Lang::Es][step % 2];
                let public = (
                    m.game.render_public(&ctx(&m, lang)),
                    m.game.scene_public(&ctx(&m, lang)),
                );
                publics.push(public);
                if step % 7 == 6 {
                    // A seat's eyes are refused while it is played: the public steps only.
                    let r = replay::of(&replays, &table, &m, lang, View::Seat(Seat(0)))
                        .await
                        .unwrap();
                    assert_eq!(r.view, View::Public);
                    assert!(r.file.is_none(), "no replay file while in play");
                    assert_eq!(r.steps.len(), publics.len());
                    for (j, s) in r.steps.iter().enumerate() {
                        // Steps of another language than the page's are not compared.
                        if j % 2 == step % 2 {
                            assert_eq!((&s.panel, &s.scene), (&publics[j].0, &publics[j].1));
                            assert!(s.hand.is_none());
                            stepped += 1;
                        }
                    }
                    for words in &r.moves {
                        assert!(!words.contains('`'), "a hidden move's notation: {words}");
                    }
                    // The list a live page shows, read from the moves' public events alone.
                    let words = replay::words_so_far(&table, &m, lang, 0).await.unwrap();
                    assert_eq!(words, r.moves);
                }
                let seen = shown(&m, lang);
                for seat in Seat::all(seats) {
                    let mut other = m.clone();
                    other.game = m.game.determinized(seat, seed * 1000 + step as u64);
                    assert_eq!(
                        shown(&other, lang),
                        seen,
                        "{} with {seats} at step {step}: dealt again for {seat}",
                        entry.info.id
                    );
                    checked += 1;
                    // The test has teeth: the hidden cards do get dealt otherwise.
                    redealt += usize::from(other.game.snapshot() != m.game.snapshot());
                }
                m = random_move(&table, m, &mut rng).await;
            }
        }
    }
    assert!(checked > 1000, "{checked}");
    assert!(stepped > 1000, "{stepped}");
    assert!(
        redealt > checked / 4,
        "{redealt} of {checked} dealt otherwise"
    );
}

/// A seat's page, its hand's SVG, its live event and the composers of its drafts, as `seat`
/// sees `m`.
fn seat_shown(m: &Match, seat: Seat, lang: Lang) -> String {
    let frame = super::seats::seat_frame(m, seat, lang, None);
    let ctx = ctx(m, lang);
    let drafts: Vec<String> = m
        .game
        .render_seat(seat, &ctx)
        .controls
        .iter()
        .filter(|g| g.draft)
        .flat_map(|g| &g.controls)
        .filter_map(|c| super::seats::draft_html(m, seat, lang, &c.notation))
        .map(maud::Markup::into_string)
        .collect();
    format!("{}\n{}\n{drafts:?}", frame.id, frame.data)
}

#[tokio::test]
async fn no_seat_page_shows_what_its_seat_cannot_see() {
    let table = Table::new(Store::scratch().await.unwrap());
    let (mut checked, mut redealt) = (0, 0);
    for entry in crate::games::REGISTRY {
        let most = entry.info.max_seats.min(6);
        for seed in 0..8_u64 {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed + 100);
            let seats = rng.gen_range(entry.info.min_seats..=most);
            let mut m = new_match(&table, entry.info.id, seats, seed).await;
            for step in 0..60 {
                if m.is_over() {
                    break;
                }
                let lang = [Lang::En, Lang::Es][step % 2];
                for seat in Seat::all(seats) {
                    let seen = seat_shown(&m, seat, lang);
                    let mut other = m.clone();
                    other.game = m.game.determinized(seat, seed * 1000 + step as u64);
                    assert_eq!(
                        seat_shown(&other, seat, lang),
                        seen,
                        "{} with {seats} at step {step}: dealt again for {seat}",
                        entry.info.id
                    );
                    checked += 1;
                    redealt += usize::from(other.game.snapshot() != m.game.snapshot());
                    // What the seat sees of itself is its own: another seat's hand differs
                    // when the cards do.
                    for them in Seat::all(seats).filter(|&t| t != seat) {
                        let theirs = m.game.scene_seat(them, &ctx(&m, lang));
                        let mine = m.game.scene_seat(seat, &ctx(&m, lang));
                        if let (Some(theirs), Some(mine)) = (theirs, mine) {
                            if theirs != mine {
                                let svg = crate::picture::svg::svg(&theirs, lang, 1.5);
                                assert!(!seen.contains(&svg), "{seat} sees {them}'s hand");
                            }
                        }
                    }
                }
                m = random_move(&table, m, &mut rng).await;
            }
        }
    }
    assert!(checked > 1000, "{checked}");
    assert!(
        redealt > checked / 4,
        "{redealt} of {checked} dealt otherwise"
    );
}
