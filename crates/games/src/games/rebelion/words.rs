//! La rebelión in words: the board's log and refusals. The words are in
//! `src/locales/<locale>/rebelion.ftl`.

use crate::engine::words::Arg;
use crate::engine::{Lang, RenderCtx, Seat};
use crate::games::rebelion::{tr, tr_args};

use super::arcana::arcana_name;
use super::cards::{Card, Ranks};
use super::events::{Event, Fate};
use super::illegal::Illegal;
use super::names::{arcana_label, blocks, does, list, name};

/// What became of an army in a combat, in words: `the 9 holds`.
fn fate(c: Card, level: u8, f: Fate, r: Option<Ranks>, l: Lang) -> String {
    let before = ("before", Arg::from(c.level.to_string()));
    let after = ("level", Arg::from(level.to_string()));
    match f {
        Fate::Unchanged => tr_args(l, "rebelion-fate-holds", &[before]),
        Fate::Destroyed => tr_args(l, "rebelion-fate-destroyed", &[before]),
        Fate::Replaced(by) => tr_args(
            l,
            "rebelion-fate-replaced",
            &[before, after, ("card", name(by, r, l).into())],
        ),
        Fate::Retreats => tr_args(l, "rebelion-fate-retreats", &[before, after]),
    }
}

/// One public event in words.
pub(super) fn narrate(event: &Event, ctx: &RenderCtx) -> String {
    let l = ctx.lang;
    let tarot = ctx.options.get("tarot") == Some(&serde_json::Value::Bool(true));
    let r = Some(Ranks { tarot });
    let player = |s: &Seat| -> (&'static str, Arg) { ("player", ctx.name(*s).into()) };
    let card =
        |key: &'static str, c: &Card| -> (&'static str, Arg) { (key, name(*c, r, l).into()) };
    let cards =
        |key: &'static str, cs: &[Card]| -> (&'static str, Arg) { (key, list(cs, r, l).into()) };
    let slot = |s: &u8| -> (&'static str, Arg) { ("slot", s.to_string().into()) };
    match event {
        Event::Picked { seat } => tr_args(l, "rebelion-picked", &[player(seat)]),
        Event::PicksRevealed { cards: picks } => tr_args(
            l,
            "rebelion-picks-revealed",
            &[
                card("card1", &picks[Seat(0)]),
                card("card2", &picks[Seat(1)]),
            ],
        ),
        Event::Redealt => tr(l, "rebelion-redealt"),
        Event::SidesSet { peasants, first } => tr_args(
            l,
            "rebelion-sides-set",
            &[
                ("peasants", ctx.name(*peasants).into()),
                ("first", ctx.name(*first).into()),
            ],
        ),
        Event::TurnBegan { seat, turn, drew } => tr_args(
            l,
            if *drew {
                "rebelion-turn-draws"
            } else {
                "rebelion-turn-no-draw"
            },
            &[("turn", turn.to_string().into()), player(seat)],
        ),
        Event::Played { seat, card: c } => {
            tr_args(l, "rebelion-played", &[player(seat), card("card", c)])
        }
        Event::Bought {
            seat,
            card: c,
            paid,
            change,
        } => {
            let mut args = vec![player(seat), card("card", c), cards("paid", paid)];
            let id = if change.is_empty() {
                "rebelion-bought"
            } else {
                args.push(cards("change", change));
                "rebelion-bought-with-change"
            };
            tr_args(l, id, &args)
        }
        Event::Emptied { seat, slot: s } => {
            tr_args(l, "rebelion-emptied", &[player(seat), slot(s)])
        }
        Event::Attacked { seat, armies } => tr_args(
            l,
            "rebelion-attacked",
            &[player(seat), cards("cards", armies)],
        ),
        Event::Mustered { seat, army, names } => match names {
            Some(b) => tr_args(
                l,
                "rebelion-mustered-naming",
                &[player(seat), card("card", army), card("blocker", b)],
            ),
            None => tr_args(l, "rebelion-mustered", &[player(seat), card("card", army)]),
        },
        Event::BlockChosen {
            attacker,
            blocker: Some(b),
        } => tr_args(
            l,
            "rebelion-block-chosen",
            &[card("blocker", b), card("attacker", attacker)],
        ),
        Event::BlockChosen {
            attacker,
            blocker: None,
        } => tr_args(l, "rebelion-unblocked", &[card("attacker", attacker)]),
        Event::Ordered { attacker, blocker } => tr_args(
            l,
            "rebelion-ordered",
            &[card("attacker", attacker), card("blocker", blocker)],
        ),
        Event::Blocked { pairs } if pairs.is_empty() => tr(l, "rebelion-no-blocks"),
        Event::Blocked { pairs } => tr_args(
            l,
            "rebelion-blocked",
            &[("pairs", blocks(pairs, r, l).into())],
        ),
        Event::Healed {
            seat,
            army,
            with,
            level,
        } => tr_args(
            l,
            "rebelion-healed",
            &[
                player(seat),
                card("card", army),
                cards("cards", with),
                ("level", level.to_string().into()),
            ],
        ),
        Event::Combat {
            attacker,
            blocker,
            attacker_level,
            blocker_level,
            attacker_fate,
            blocker_fate,
        } => tr_args(
            l,
            "rebelion-combat",
            &[
                card("attacker", attacker),
                card("blocker", blocker),
                (
                    "blocker-fate",
                    fate(*blocker, *blocker_level, *blocker_fate, r, l).into(),
                ),
                (
                    "attacker-fate",
                    fate(*attacker, *attacker_level, *attacker_fate, r, l).into(),
                ),
            ],
        ),
        Event::CampAssaulted {
            seat,
            slot: s,
            card: c,
            fight,
        } => tr_args(
            l,
            if *fight {
                "rebelion-camp-defended"
            } else if c.is_arcana() {
                "rebelion-camp-arcana"
            } else {
                "rebelion-camp-taken"
            },
            &[player(seat), slot(s), card("card", c)],
        ),
        Event::Discarded { seat, card: c } => {
            tr_args(l, "rebelion-discarded", &[player(seat), card("card", c)])
        }
        Event::Passed { seat } => tr_args(l, "rebelion-passed", &[player(seat)]),
        Event::AttackCalledOff { seat } => {
            tr_args(l, "rebelion-attack-called-off", &[player(seat)])
        }
        Event::PurchaseCalledOff { seat } => {
            tr_args(l, "rebelion-purchase-called-off", &[player(seat)])
        }
        Event::CampsRevealed { camps } => {
            let camp = |s: Seat| camps[s].map_or("—".into(), |c| name(c, r, l));
            tr_args(
                l,
                "rebelion-camps-revealed",
                &[
                    ("card1", camp(Seat(0)).into()),
                    ("card2", camp(Seat(1)).into()),
                ],
            )
        }
        Event::Won { seat } => tr_args(l, "rebelion-won", &[player(seat)]),
        Event::Drawn => tr(l, "rebelion-drawn"),
        Event::BothLost => tr(l, "rebelion-both-lost"),
        Event::ArcanaPlayed {
            seat,
            card: c,
            target,
        } => tr_args(
            l,
            "rebelion-arcana-played",
            &[
                player(seat),
                ("arcana", arcana_label(*c, *target, r, l).into()),
                ("does", does(c.level, l).into()),
            ],
        ),
        Event::Countered { seat, card: c } => tr_args(
            l,
            "rebelion-countered",
            &[player(seat), ("arcana", arcana_name(c.level).into())],
        ),
        Event::Allowed { seat } => tr_args(l, "rebelion-allowed", &[player(seat)]),
        Event::ArmyEntered { seat, card: c } => {
            tr_args(l, "rebelion-army-entered", &[player(seat), card("card", c)])
        }
        Event::CardsTaken { seat, cards: cs } => tr_args(
            l,
            "rebelion-cards-taken",
            &[player(seat), cards("cards", cs)],
        ),
        Event::RandomDiscard { seat, card: c } => tr_args(
            l,
            "rebelion-random-discard",
            &[player(seat), card("card", c)],
        ),
        Event::ArmiesDiscarded { seat, cards: cs } => tr_args(
            l,
            "rebelion-armies-discarded",
            &[player(seat), cards("cards", cs)],
        ),
        Event::DrewCards { seat, count } => tr_args(
            l,
            "rebelion-drew-cards",
            &[player(seat), ("count", (*count).into())],
        ),
        Event::HandsShown { hands } => tr_args(
            l,
            "rebelion-hands-shown",
            &[
                ("player1", ctx.name(Seat(0)).into()),
                cards("cards1", &hands[Seat(0)]),
                ("player2", ctx.name(Seat(1)).into()),
                cards("cards2", &hands[Seat(1)]),
            ],
        ),
        Event::CampSeen { seat, slot: s } => {
            tr_args(l, "rebelion-camp-seen", &[player(seat), slot(s)])
        }
        Event::CampsRebuilt { seat, camps } => tr_args(
            l,
            "rebelion-camps-rebuilt",
            &[player(seat), ("count", (*camps).into())],
        ),
        Event::JudgmentRevealed { cards: picks } => {
            let pick = |s: Seat| picks[s].map_or("—".into(), |c| name(c, r, l));
            tr_args(
                l,
                "rebelion-judgment-revealed",
                &[
                    ("card1", pick(Seat(0)).into()),
                    ("card2", pick(Seat(1)).into()),
                ],
            )
        }
        Event::CampLost {
            seat,
            slot: s,
            card: c,
        } => tr_args(
            l,
            "rebelion-camp-lost",
            &[player(seat), slot(s), card("card", c)],
        ),
        Event::Spell { army, level } => tr_args(
            l,
            "rebelion-spell",
            &[card("card", army), ("level", level.to_string().into())],
        ),
        Event::SpellEnded {
            army,
            level,
            fate: f,
            ..
        } => fate(*army, *level, *f, r, l),
        Event::Harmed {
            seat,
            army,
            with,
            level,
        } => tr_args(
            l,
            "rebelion-harmed",
            &[
                player(seat),
                card("card", army),
                cards("cards", with),
                ("level", level.to_string().into()),
            ],
        ),
        Event::Justice {
            damage,
            attacker_level,
            blocker_level,
        } => tr_args(
            l,
            "rebelion-justice",
            &[
                ("damage", damage.to_string().into()),
                ("attacker-level", attacker_level.to_string().into()),
                ("blocker-level", blocker_level.to_string().into()),
            ],
        ),
    }
}

/// Why a move is illegal, in the player's language.
pub(super) fn explain(illegal: &Illegal, lang: Lang) -> String {
    // A refusal does not know the deck: levels 10–14 are named by their numbers.
    let r = None;
    // A refusal naming a card gets it in words and in notation; each language picks one.
    let card = |id: &str, c: &Card| {
        tr_args(
            lang,
            id,
            &[
                ("card", name(*c, r, lang).into()),
                ("code", c.to_string().into()),
            ],
        )
    };
    match illegal {
        Illegal::WrongStep { expected } => tr_args(
            lang,
            "rebelion-illegal-wrong-step",
            &[("step", expected.text(lang).into())],
        ),
        Illegal::EmptyAttack => tr(lang, "rebelion-illegal-empty-attack"),
        Illegal::NotInHand(c) => card("rebelion-illegal-not-in-hand", c),
        Illegal::NotYourTroop(c) => card("rebelion-illegal-not-your-troop", c),
        // What was done is named by the English words of `Illegal`'s message.
        Illegal::AlreadyDone(done) => tr(
            lang,
            match *done {
                "brought an army into play" => "rebelion-illegal-already-played",
                "emptied a camp" => "rebelion-illegal-already-emptied",
                "bought" => "rebelion-illegal-already-bought",
                "attacked" => "rebelion-illegal-already-attacked",
                "played an Arcana" => "rebelion-illegal-already-arcana",
                _ => "rebelion-illegal-already-done",
            },
        ),
        Illegal::FirstTurn => tr(lang, "rebelion-illegal-first-turn"),
        Illegal::NotOnTable(c) => card("rebelion-illegal-not-on-table", c),
        Illegal::NotACaballo(c) => card("rebelion-illegal-not-a-caballo", c),
        Illegal::NoSuchEnemyArmy(c) => card("rebelion-illegal-no-such-enemy-army", c),
        Illegal::NotAttacking(c) => card("rebelion-illegal-not-attacking", c),
        Illegal::DoubleBlock => tr(lang, "rebelion-illegal-double-block"),
        Illegal::AlreadyMustered(c) => card("rebelion-illegal-already-mustered", c),
        Illegal::AlreadyDecided(c) => card("rebelion-illegal-already-decided", c),
        Illegal::EmptyHeal => tr(lang, "rebelion-illegal-empty-heal"),
        Illegal::CaballoChose(c) => card("rebelion-illegal-caballo-chose", c),
        Illegal::BadOrder => tr(lang, "rebelion-illegal-bad-order"),
        Illegal::NotDamaged(c) => card("rebelion-illegal-not-damaged", c),
        Illegal::NotCopas(c) => card("rebelion-illegal-not-copas", c),
        Illegal::HealsNothingMore(c) => card("rebelion-illegal-heals-nothing-more", c),
        Illegal::NotInDiscard(c) => card("rebelion-illegal-not-in-discard", c),
        Illegal::NotForSale(c) => card("rebelion-illegal-not-for-sale", c),
        Illegal::NotOros(c) => card("rebelion-illegal-not-oros", c),
        Illegal::NotEnoughOros(c) => card("rebelion-illegal-not-enough-oros", c),
        Illegal::NoRey => tr(lang, "rebelion-illegal-no-rey"),
        Illegal::TooMuchChange => tr(lang, "rebelion-illegal-too-much-change"),
        Illegal::NoSuchCamp(s) => tr_args(
            lang,
            "rebelion-illegal-no-such-camp",
            &[("slot", s.to_string().into())],
        ),
        Illegal::LastCamp => tr(lang, "rebelion-illegal-last-camp"),
        Illegal::MustEmptyCamp => tr(lang, "rebelion-illegal-must-empty-camp"),
        Illegal::NoTarot => tr(lang, "rebelion-illegal-no-tarot"),
        Illegal::SunBan => tr(lang, "rebelion-illegal-sun-ban"),
        Illegal::MoonBan => tr(lang, "rebelion-illegal-moon-ban"),
        Illegal::OnlyAsAnswer => tr(lang, "rebelion-illegal-only-as-answer"),
        Illegal::OnlyInCombat => tr(lang, "rebelion-illegal-only-in-combat"),
        Illegal::BadTarget(c) => card("rebelion-illegal-bad-target", c),
        Illegal::NoStrength => tr(lang, "rebelion-illegal-no-strength"),
        Illegal::HarmAfterHealing => tr(lang, "rebelion-illegal-harm-after-healing"),
        Illegal::NotASuitCard(c) => card("rebelion-illegal-not-a-suit-card", c),
        Illegal::JusticeTooLate => tr(lang, "rebelion-illegal-justice-too-late"),
    }
}
