//! Génova's words and panels: every id resolves in both languages, the grid is the rules page's,
//! controls are exactly the legal moves, and no public text ever shows a purse.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::engine::render::Panel;
use crate::engine::{Game, Lang, Render, RenderCtx, Seat};
use crate::games::genova::WORDS;

use super::super::board::{Building, Cell, Space};
use super::super::cards::{Card, Deck, Good, Tile};
use super::super::events::Event;
use super::super::illegal::Illegal;
use super::super::items::{Deal, Item, Kind};
use super::super::state::{Genova, Options};
use super::{public, purse};

const LANGS: [Lang; 2] = [Lang::En, Lang::Es];

fn ctx(seats: usize, lang: Lang) -> RenderCtx {
    RenderCtx {
        lang,
        names: ["Ana", "Bruno", "Carla", "Darío", "Eva"][..seats]
            .iter()
            .map(|&n| n.to_owned())
            .collect(),
        plain: Vec::new(),
        options: serde_json::Value::Null,
    }
}

/// Everything a panel shows, as one text.
fn text(p: &Panel) -> String {
    let mut t = format!("{}\n{}\n", p.title, p.description);
    for f in &p.fields {
        t.push_str(&format!("{}\n{}\n", f.name, f.value));
    }
    for g in &p.controls {
        t.push_str(&g.label);
        for c in &g.controls {
            t.push_str(&format!("\n{} = {}", c.label, c.notation));
        }
    }
    t
}

/// A text in which Fluent found every message and argument: a missing message shows its id,
/// a missing argument `{$name}`.
fn assert_worded(t: &str, at: &str) {
    // Built, so that the check of the ids the code asks for does not take it for one.
    let id_prefix = ["genova", "-"].concat();
    assert!(
        !t.contains(&id_prefix) && !t.contains('{') && !t.contains('}'),
        "{at}: unresolved words in {t}"
    );
}

#[test]
fn every_message_named_by_a_notation_word_exists_in_both_languages() {
    let mut ids: Vec<String> = Vec::new();
    ids.extend(
        Building::ALL
            .iter()
            .map(|b| format!("genova-building-{}", b.code().to_ascii_lowercase())),
    );
    ids.extend(
        Good::ALL
            .iter()
            .map(|g| format!("genova-good-{}", g.word())),
    );
    ids.extend(
        Tile::ALL
            .iter()
            .map(|t| format!("genova-tile-{}", t.word())),
    );
    ids.extend(
        Deck::ALL
            .iter()
            .map(|d| format!("genova-deck-{}", d.word())),
    );
    for id in ids {
        for l in LANGS {
            assert!(WORDS.try_tr(l, &id).is_some(), "{id} missing in {l:?}");
        }
    }
}

#[test]
fn the_rules_fit_in_one_message_and_options_have_words() {
    for l in LANGS {
        let rules = Genova::rules_text(l);
        assert!(
            rules.chars().count() <= 2000,
            "{l:?}: {}",
            rules.chars().count()
        );
        assert_worded(&rules, "rules");
        assert_eq!(Genova::describe_options(&Options::default(), l), "");
        let all = Options {
            no_equal_offers: true,
            rounds: Some(6),
            max_offers: Some(2),
        };
        let words = Genova::describe_options(&all, l);
        assert!(words.contains('6') && words.contains('2'), "{words}");
        assert_worded(&words, "options");
    }
}

#[test]
fn every_refusal_is_explained_in_both_languages() {
    let gh = Building::GuildHall;
    let street = Space::at(Cell::new(2, 3));
    let card: Card = "L-VC1".parse().unwrap();
    let all = [
        Illegal::NotActive,
        Illegal::ActiveOffers,
        Illegal::NotNow,
        Illegal::NoTile(Tile::Start),
        Illegal::NotAdjacent(street),
        Illegal::Disc(street),
        Illegal::NoMovesLeft,
        Illegal::ActionOwed(gh),
        Illegal::ActionOpen,
        Illegal::NoBuilding(Space::Market),
        Illegal::Done(gh),
        Illegal::NoActionLeft,
        Illegal::VillaChoice,
        Illegal::NotYourOrder(card),
        Illegal::MissingGoods(card),
        Illegal::LargeDone(Building::Collini),
        Illegal::RewardOutOfStock(Tile::Ware),
        Illegal::RewardMissing,
        Illegal::NoSuchOffer {
            seat: Seat(1),
            space: street,
        },
        Illegal::NoSuchAsk(street),
        Illegal::NotAcceptable(street),
        Illegal::MakerCannotPay,
        Illegal::CannotPay,
        Illegal::MoneyOnly,
        Illegal::NotMultipleOfFive,
        Illegal::BadPromise(Space::Building(gh), Kind::Marker),
        Illegal::EqualOffer(street),
        Illegal::TooManyOffers(street),
        Illegal::BadSeat(Seat(6)),
        Illegal::NoOpenAction,
        Illegal::ActFirst,
        Illegal::OutOfStock(Kind::Deck(Deck::Small)),
        Illegal::NotHeld(Item::Good(Good::Salt)),
        Illegal::SmallNotHere("S-GH1".parse().unwrap()),
        Illegal::SmallDone(gh),
        Illegal::NotOwner(gh),
        Illegal::NotYourMarkers,
        Illegal::NotAVisitedStreet(street),
        Illegal::NotNextTo(gh),
        Illegal::AlreadyOwner(gh),
        Illegal::NothingToRemove(gh, Seat(0)),
        Illegal::NotEnoughMarkers,
        Illegal::NothingPlaced,
    ];
    for illegal in &all {
        let (en, es) = (
            Genova::explain(illegal, Lang::En),
            Genova::explain(illegal, Lang::Es),
        );
        assert_worded(&en, &format!("{illegal:?}"));
        assert_worded(&es, &format!("{illegal:?}"));
        assert_ne!(en, es, "{illegal:?} is not translated");
    }
}

#[test]
fn every_event_is_narrated_in_both_languages() {
    let gh = Building::GuildHall;
    let street = Space::at(Cell::new(2, 3));
    let deal = Deal::read(&["10", "wheat", "+large", "get", "5"]).unwrap();
    let all = [
        Event::TurnStarted {
            seat: Seat(1),
            round: 2,
        },
        Event::RoundMarker { space: 3 },
        Event::TowerPlaced {
            space: Space::Market,
            roll: Some([4, 5]),
        },
        Event::TowerPlaced {
            space: street,
            roll: None,
        },
        Event::TowerMoved {
            space: Space::Building(gh),
        },
        Event::Offered {
            seat: Seat(2),
            space: Space::Building(gh),
            deal: deal.clone(),
        },
        Event::Withdrawn {
            seat: Seat(2),
            space: street,
        },
        Event::Declined {
            seat: Seat(2),
            space: street,
        },
        Event::Lapsed {
            seat: Seat(2),
            space: street,
        },
        Event::Asked {
            seat: Seat(0),
            space: street,
            deal: Deal::default(),
        },
        Event::Dealt {
            seat: Seat(2),
            space: Space::Building(gh),
            deal: deal.clone(),
        },
        Event::Dealt {
            seat: Seat(2),
            space: street,
            deal,
        },
        Event::Acted {
            seat: Seat(1),
            at: gh,
            tile: false,
            gained: vec![Kind::Deck(Deck::Large)],
        },
        Event::Acted {
            seat: Seat(1),
            at: Building::Cathedral,
            tile: true,
            gained: vec![],
        },
        Event::FurtherSpent { seat: Seat(1) },
        Event::PromiseKept {
            seat: Seat(2),
            to: Seat(1),
            kind: Kind::Good(Good::Wheat),
        },
        Event::LargeDelivered {
            seat: Seat(0),
            order: "L-VC1".parse().unwrap(),
            reward: Some(Tile::Ware),
        },
        Event::LargeDelivered {
            seat: Seat(0),
            order: "L-VC1".parse().unwrap(),
            reward: None,
        },
        Event::SmallDelivered {
            seat: Seat(0),
            order: "S-GH1".parse().unwrap(),
        },
        Event::MessageDelivered {
            seat: Seat(0),
            message: "M-GH-CH".parse().unwrap(),
        },
        Event::Income {
            seat: Seat(2),
            at: gh,
        },
        Event::WareTaken {
            seat: Seat(0),
            good: Good::Pepper,
        },
        Event::Traded {
            seat: Seat(0),
            give: Item::Marker,
            take: Kind::Deck(Deck::Small),
        },
        Event::Closed { seat: Seat(0) },
        Event::Ended { seat: Seat(0) },
        Event::MarkersPlaced {
            seat: Seat(1),
            street,
            on: vec![Building::Park, Building::CoachHouse],
            removed: vec![(Building::Park, Seat(0))],
        },
        Event::Passed { seat: Seat(2) },
        Event::Finished {
            scores: vec![250, 180, 250],
            winners: vec![Seat(0), Seat(2)],
        },
    ];
    for e in &all {
        let (en, es) = (
            Genova::narrate(e, &ctx(3, Lang::En)),
            Genova::narrate(e, &ctx(3, Lang::Es)),
        );
        assert_worded(&en, &format!("{e:?}"));
        assert_worded(&es, &format!("{e:?}"));
        assert_ne!(en, es, "{e:?} is not translated");
    }
    let dealt = Genova::narrate(&all[10], &ctx(3, Lang::En));
    assert_eq!(
        dealt,
        "Deal: Carla buys the action of Guild Hall (GH) for 10 ducats, wheat, large order from \
         the action, getting 5 ducats back."
    );
}

#[test]
fn the_grid_is_the_rules_pages_with_the_tower_and_discs_marked() {
    let mut g = Genova::new(3, &Options::default(), None, 1).unwrap();
    let view = g.public_view();
    assert_eq!(
        public::grid(&view),
        "```\n  1  2  3  4  5  6  7  8\n\
         1 PK PK CO CO VC VC ME ME\n\
         2 VR PK ·· ·· ·· ·· ME PA\n\
         3 VR ·· ·· GH GH ·· ·· PA\n\
         4 FA ·· PO MK MK CH ·· SP\n\
         5 FA ·· PO MK MK CH ·· SP\n\
         6 RE ·· ·· CA CA ·· ·· VZ\n\
         7 RE TA ·· ·· ·· ·· HA VZ\n\
         8 TA TA VM VM GR GR HA HA\n```"
    );
    let active = view.active;
    g.play(active, &"roll".parse().unwrap()).unwrap();
    let mut view = g.public_view();
    // A made-up turn: discs on the market and street 3,3, the tower on the Guild Hall.
    view.tower = Some(Space::Building(Building::GuildHall));
    view.discs = vec![
        Space::Market,
        Space::at(Cell::new(3, 3)),
        Space::Building(Building::GuildHall),
    ];
    let grid = public::grid(&view);
    assert!(grid.contains("\n3 VR ·· oo[GH GH]·· ·· PA\n"), "{grid}");
    assert!(grid.contains("\n4 FA ·· PO mk mk CH ·· SP\n"), "{grid}");
}

/// Balances nobody holds in a real match, so that any of them in a text can only come from a
/// purse (public numbers stay far below: counts, cells, rounds, amounts of simple deals).
const PURSES: [u32; 5] = [50_000, 57_135, 64_270, 71_405, 78_540];

/// `g` with every purse replaced (money is the only thing changed).
fn with_purses(g: &Genova, purses: &[u32]) -> Genova {
    let mut json = serde_json::to_value(g).unwrap();
    for (i, &p) in purses.iter().enumerate().take(g.seat_count()) {
        json["players"][i]["ducats"] = p.into();
    }
    serde_json::from_value(json).unwrap()
}

/// The first purse of `purses` that `text` shows, as a number or as a hand's purse line.
fn leak(text: &str, purses: &[u32]) -> Option<u32> {
    purses.iter().copied().find(|&p| {
        text.contains(&p.to_string()) || LANGS.iter().any(|&l| text.contains(&purse(p, l)))
    })
}

/// A random legal step, talk kept short as in the rules' smoke test: the seat owing the
/// decision always, the others only a few times a turn.
fn step(g: &mut Genova, rng: &mut ChaCha8Rng, talk: &mut u32) -> Vec<Event> {
    let to_act = g.to_act();
    let quiet: Vec<Seat> = to_act
        .iter()
        .copied()
        .filter(|&s| s == to_act[0] || *talk < 6)
        .collect();
    let seat = quiet[rng.gen_range(0..quiet.len())];
    if seat != to_act[0] {
        *talk += 1;
    }
    let legal = g.legal_moves(seat);
    let mv = legal[rng.gen_range(0..legal.len())].clone();
    let events = g.play(seat, &mv).unwrap();
    if events
        .iter()
        .any(|e| matches!(e, Event::TurnStarted { .. }))
    {
        *talk = 0;
    }
    events
}

/// Random matches for 2 to 5 players whose purses start far from anything public: at every
/// step no public panel (either language) and no narrated event shows any purse, the public
/// panel does not change when the purses do, and each hand shows its own purse (the check
/// finds a purse where there is one, so it can fail).
#[test]
fn no_public_text_ever_shows_a_purse() {
    for seats in 2..=5 {
        for seed in 0..2u64 {
            let mut g = with_purses(
                &Genova::new(seats, &Options::default(), None, seed).unwrap(),
                &PURSES,
            );
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let (mut talk, mut steps) = (0, 0);
            let mut events: Vec<Event> = Vec::new();
            loop {
                let at = format!("{seats} seats, seed {seed}, step {steps}");
                let l = LANGS[steps % 2];
                let purses: Vec<u32> = Seat::all(seats).map(|s| g.seat_view(s).ducats).collect();
                let public = text(&Genova::render_public(&g.public_view(), &ctx(seats, l)));
                assert_worded(&public, &at);
                assert_eq!(
                    leak(&public, &purses),
                    None,
                    "{at}: a purse in public: {public}"
                );
                let richer: Vec<u32> = purses.iter().map(|p| p + 5).collect();
                let other = text(&Genova::render_public(
                    &with_purses(&g, &richer).public_view(),
                    &ctx(seats, l),
                ));
                assert_eq!(public, other, "{at}: the public panel depends on purses");
                for e in events
                    .iter()
                    .filter(|e| !matches!(e, Event::Finished { .. }))
                {
                    let line = Genova::narrate(e, &ctx(seats, l));
                    assert_worded(&line, &at);
                    assert_eq!(
                        leak(&line, &purses),
                        None,
                        "{at}: a purse in the log: {line}"
                    );
                }
                for s in Seat::all(seats) {
                    let hand = text(&Genova::render_seat(
                        &g.seat_view(s),
                        &g.legal_moves(s),
                        &ctx(seats, l),
                    ));
                    assert_worded(&hand, &at);
                    assert!(hand.contains(&purse(purses[s.index()], l)), "{at}: {hand}");
                    assert_eq!(
                        leak(&hand, &purses),
                        Some(purses[s.index()]),
                        "{at}: {hand}"
                    );
                }
                if g.is_over() {
                    break;
                }
                events = step(&mut g, &mut rng, &mut talk);
                steps += 1;
            }
        }
    }
}

/// The hand lists one control per legal move, nothing else, each with a label that fits a
/// button whole.
#[test]
fn controls_are_exactly_the_legal_moves() {
    let mut longest = String::new();
    for seats in [2, 3, 5] {
        let mut g = Genova::new(seats, &Options::default(), None, 7).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let mut talk = 0;
        for _ in 0..1500 {
            if g.is_over() {
                break;
            }
            for s in Seat::all(seats) {
                let legal = g.legal_moves(s);
                let panel = Genova::render_seat(&g.seat_view(s), &legal, &ctx(seats, Lang::Es));
                // Drafts open the offer composer; they play nothing.
                let mut shown: Vec<&str> = panel
                    .controls
                    .iter()
                    .filter(|g| !g.draft)
                    .flat_map(|c| &c.controls)
                    .map(|c| c.notation.as_str())
                    .collect();
                let mut listed: Vec<String> = legal.iter().map(ToString::to_string).collect();
                shown.sort_unstable();
                listed.sort();
                assert_eq!(shown, listed);
                for c in panel.controls.iter().flat_map(|c| &c.controls) {
                    if c.label.chars().count() > longest.chars().count() {
                        longest.clone_from(&c.label);
                    }
                }
            }
            step(&mut g, &mut rng, &mut talk);
        }
    }
    assert!(longest.chars().count() <= 80, "{longest}");
}
