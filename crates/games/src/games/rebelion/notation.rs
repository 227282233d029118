//! Move notation of La rebelión de los campesinos (see `shared/rules/rebelion.md`). Parsing
//! checks syntax only; lists of cards are kept sorted so the notation is canonical (the order
//! of `order` is its meaning and is kept).
//!
//! Big decisions are made in steps, each a move of its own, so that every step has few
//! choices: `muster 7B` … then `attack`; `block 7B:5E` or `pass` for each attacker in turn
//! (`block` alone for all the rest); `order 7B` for each combat; `tend 5E with 2C` … then
//! `heal 5E with 1C` or `pass`; `buy 5C`, `pay 7O` …, `change 2O` …, then `buy`. The one-shot
//! forms (`attack 7B 12B`, `block 7B:5E 12B:3E`, `order 7B 12B`, `heal 5E with 2C 1C`, `buy 5C
//! with 7O change 2O`) are several steps in one move.

use std::fmt;
use std::str::FromStr;

use crate::engine::notation::{one_arg, verb_and_args};
use crate::engine::pile::sorted;
use crate::engine::NotationError;

use super::arcana::Target;
use super::cards::Card;

/// An attacking army; a Caballo may name the defending army that must block it.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct Attacker {
    pub card: Card,
    pub names: Option<Card>,
}

/// A blocked combat as `order` names it: by its attacker, and by its blocker too (`11B:7E`)
/// where identical attackers were blocked by different armies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Combat {
    pub attacker: Card,
    pub blocker: Option<Card>,
}

impl Combat {
    /// Whether this names the combat of `attacker` against `blocker`.
    #[must_use]
    pub fn names(&self, attacker: Card, blocker: Card) -> bool {
        self.attacker == attacker && self.blocker.is_none_or(|b| b == blocker)
    }
}

impl fmt::Display for Combat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.blocker {
            Some(b) => write!(f, "{}:{b}", self.attacker),
            None => write!(f, "{}", self.attacker),
        }
    }
}

/// A move of one seat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Move {
    /// `pick 7B`: the secret card that decides sides and the first turn.
    Pick(Card),
    /// `play 7B`: put an army from the hand on the table.
    Play(Card),
    /// `muster 7B`, `muster 11B:5E`: send one more army into the attack being declared (a
    /// Caballo may name its blocker).
    Muster(Attacker),
    /// `attack`: launch the armies mustered so far. `attack 7B 11B:5E`: muster these armies and
    /// launch the attack, in one move.
    Attack(Vec<Attacker>),
    /// `block 7B:5E`: the army 5E blocks the attacker 7B, the next attacker to decide (naming a
    /// later attacker leaves the ones before it unblocked; several pairs are several steps).
    /// `block` alone: every attacker still undecided stays unblocked.
    Block(Vec<(Card, Card)>),
    /// `order 7B`: the combat of the attacker 7B comes next; `order 7B 12B` several at once;
    /// `order 11B:7E` the combat of that 11B against 7E, where two 11B were blocked.
    Order(Vec<Combat>),
    /// `heal 5E with 2C 1C`: Copas on one's damaged army, and one's healing is over.
    Heal { army: Card, with: Vec<Card> },
    /// `tend 5E with 2C`: one Copas on one's damaged army, and one goes on healing (more
    /// `tend`, a last `heal`, or `pass`).
    Tend { army: Card, with: Card },
    /// `buy 5C`: begin buying 5C from the pile; the Oros follow one at a time (`pay`, `change`)
    /// and `buy` alone completes it.
    Purchase(Card),
    /// `pay 7O`: one more Oros from the hand for the purchase under way.
    Pay(Card),
    /// `change 2O`: one more Oros from the pile as change (with a Rey on the table).
    Change(Card),
    /// `buy`: complete the purchase under way with what is paid and taken.
    Complete,
    /// `buy 5C with 7O`, with a Rey on the table `buy 5C with 7O change 2O`: a whole purchase
    /// in one move.
    Buy {
        card: Card,
        with: Vec<Card>,
        change: Vec<Card>,
    },
    /// `empty 3`: take one's own camp in slot 3 into the hand.
    Empty(u8),
    /// `camp 4`: the next unblocked attacker assaults the enemy camp in slot 4.
    Camp(u8),
    /// `discard 9E`: discard a hand card and end the turn.
    Discard(Card),
    /// `pass`: end the turn, or decline to heal.
    Pass,
    /// `cancel`: take back an attack being mustered or a purchase under way; nothing of it
    /// happened.
    Cancel,
    /// `arcana A13`, `arcana A1 12E`, `arcana A0 play 7E`, `arcana A16 camp 3`: play a Major
    /// Arcana (Tarot variant) with its target.
    Arcana { card: Card, target: Target },
    /// `counter`: answer the opponent's Arcana with El Hierofante.
    Counter,
    /// `allow`: let the opponent's Arcana take effect.
    Allow,
    /// `harm 5E with 7O 2B`: La Fuerza's extra damage on the enemy army of this combat.
    Harm { army: Card, with: Vec<Card> },
    /// `lose 3`: the camp one loses (El Diablo, El Juicio).
    Lose(u8),
}

fn cards(list: &[Card]) -> String {
    list.iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Pick(c) => write!(f, "pick {c}"),
            Move::Play(c) => write!(f, "play {c}"),
            Move::Muster(a) => match a.names {
                Some(b) => write!(f, "muster {}:{b}", a.card),
                None => write!(f, "muster {}", a.card),
            },
            Move::Attack(list) => {
                write!(f, "attack")?;
                for a in list {
                    match a.names {
                        Some(b) => write!(f, " {}:{b}", a.card)?,
                        None => write!(f, " {}", a.card)?,
                    }
                }
                Ok(())
            }
            Move::Block(pairs) => {
                write!(f, "block")?;
                pairs.iter().try_for_each(|(a, b)| write!(f, " {a}:{b}"))
            }
            Move::Order(list) => {
                write!(f, "order")?;
                list.iter().try_for_each(|c| write!(f, " {c}"))
            }
            Move::Heal { army, with } => write!(f, "heal {army} with {}", cards(with)),
            Move::Tend { army, with } => write!(f, "tend {army} with {with}"),
            Move::Buy { card, with, change } => {
                write!(f, "buy {card} with {}", cards(with))?;
                if !change.is_empty() {
                    write!(f, " change {}", cards(change))?;
                }
                Ok(())
            }
            Move::Purchase(c) => write!(f, "buy {c}"),
            Move::Pay(c) => write!(f, "pay {c}"),
            Move::Change(c) => write!(f, "change {c}"),
            Move::Complete => write!(f, "buy"),
            Move::Empty(slot) => write!(f, "empty {slot}"),
            Move::Camp(slot) => write!(f, "camp {slot}"),
            Move::Discard(c) => write!(f, "discard {c}"),
            Move::Pass => write!(f, "pass"),
            Move::Cancel => write!(f, "cancel"),
            Move::Arcana { card, target } => match target {
                Target::None => write!(f, "arcana {card}"),
                Target::Army(c) => write!(f, "arcana {card} {c}"),
                Target::Play(c) => write!(f, "arcana {card} play {c}"),
                Target::Camp(n) => write!(f, "arcana {card} camp {n}"),
            },
            Move::Counter => write!(f, "counter"),
            Move::Allow => write!(f, "allow"),
            Move::Harm { army, with } => write!(f, "harm {army} with {}", cards(with)),
            Move::Lose(slot) => write!(f, "lose {slot}"),
        }
    }
}

fn bad(verb: &'static str, expected: &'static str) -> NotationError {
    NotationError::BadArguments { verb, expected }
}

fn card_list(words: &[&str]) -> Result<Vec<Card>, NotationError> {
    words.iter().map(|w| w.parse()).collect()
}

fn slot(verb: &'static str, args: &[&str]) -> Result<u8, NotationError> {
    match args {
        [n] => match n.parse::<u8>() {
            Ok(n @ 1..=6) => Ok(n),
            _ => Err(bad(verb, "a camp slot from 1 to 6")),
        },
        _ => Err(bad(verb, "a camp slot from 1 to 6")),
    }
}

fn pair(word: &str) -> Result<(Card, Option<Card>), NotationError> {
    match word.split_once(':') {
        Some((a, b)) => Ok((a.parse()?, Some(b.parse()?))),
        None => Ok((word.parse()?, None)),
    }
}

impl FromStr for Move {
    type Err = NotationError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let (verb, args) = verb_and_args(s)?;
        let args = args.as_slice();
        let one = |verb: &'static str| one_arg::<Card>(verb, "one card, as in `7B`", args);
        match verb.to_ascii_lowercase().as_str() {
            "pick" => one("pick").map(Move::Pick),
            "play" => one("play").map(Move::Play),
            "discard" => one("discard").map(Move::Discard),
            "pass" if args.is_empty() => Ok(Move::Pass),
            "pass" => Err(bad("pass", "nothing")),
            "cancel" if args.is_empty() => Ok(Move::Cancel),
            "cancel" => Err(bad("cancel", "nothing")),
            "counter" if args.is_empty() => Ok(Move::Counter),
            "counter" => Err(bad("counter", "nothing")),
            "allow" if args.is_empty() => Ok(Move::Allow),
            "allow" => Err(bad("allow", "nothing")),
            "lose" => slot("lose", args).map(Move::Lose),
            "arcana" => {
                let shape = || {
                    bad(
                        "arcana",
                        "an Arcana and its target, as in `arcana A13`, `arcana A1 12E`, \
                         `arcana A0 play 7E` or `arcana A16 camp 3`",
                    )
                };
                let [card, rest @ ..] = args else {
                    return Err(shape());
                };
                let card: Card = card.parse()?;
                if !card.is_arcana() {
                    return Err(shape());
                }
                let target = match rest {
                    [] => Target::None,
                    [c] => Target::Army(c.parse()?),
                    [w, c] if w.eq_ignore_ascii_case("play") => Target::Play(c.parse()?),
                    [w, n] if w.eq_ignore_ascii_case("camp") => {
                        Target::Camp(slot("arcana", &[n]).map_err(|_| shape())?)
                    }
                    _ => return Err(shape()),
                };
                Ok(Move::Arcana { card, target })
            }
            "harm" => match args {
                [army, with, rest @ ..]
                    if with.eq_ignore_ascii_case("with") && !rest.is_empty() =>
                {
                    Ok(Move::Harm {
                        army: army.parse()?,
                        with: sorted(card_list(rest)?),
                    })
                }
                _ => Err(bad("harm", "`harm 5E with 7O 2B`")),
            },
            "empty" => slot("empty", args).map(Move::Empty),
            "camp" => slot("camp", args).map(Move::Camp),
            "muster" => match args {
                [w] => pair(w).map(|(card, names)| Move::Muster(Attacker { card, names })),
                _ => Err(bad("muster", "one army, as in `7B` or `11B:5E`")),
            },
            "attack" => {
                let mut list = args
                    .iter()
                    .map(|w| pair(w).map(|(card, names)| Attacker { card, names }))
                    .collect::<Result<Vec<_>, _>>()?;
                list.sort();
                Ok(Move::Attack(list))
            }
            "block" => {
                let mut pairs = Vec::new();
                for w in args.iter() {
                    match pair(w)? {
                        (a, Some(b)) => pairs.push((a, b)),
                        (_, None) => {
                            return Err(bad("block", "pairs attacker:blocker, as in `7B:5E`"))
                        }
                    }
                }
                pairs.sort();
                Ok(Move::Block(pairs))
            }
            "order" if args.is_empty() => Err(bad("order", "the attacking armies in order")),
            "order" => args
                .iter()
                .map(|w| pair(w).map(|(attacker, blocker)| Combat { attacker, blocker }))
                .collect::<Result<Vec<_>, _>>()
                .map(Move::Order),
            "heal" => match args {
                [army, with, rest @ ..]
                    if with.eq_ignore_ascii_case("with") && !rest.is_empty() =>
                {
                    Ok(Move::Heal {
                        army: army.parse()?,
                        with: sorted(card_list(rest)?),
                    })
                }
                _ => Err(bad("heal", "`heal 5E with 2C 1C`")),
            },
            "tend" => match args {
                [army, with, card] if with.eq_ignore_ascii_case("with") => Ok(Move::Tend {
                    army: army.parse()?,
                    with: card.parse()?,
                }),
                _ => Err(bad("tend", "`tend 5E with 2C`")),
            },
            "pay" => one("pay").map(Move::Pay),
            "change" => one("change").map(Move::Change),
            "buy" => {
                let shape = || {
                    bad(
                        "buy",
                        "`buy 5C`, `buy 5C with 7O` or `buy 5C with 7O change 2O`",
                    )
                };
                let [card, with, rest @ ..] = args else {
                    return match args {
                        [] => Ok(Move::Complete),
                        [card] => card.parse().map(Move::Purchase),
                        _ => Err(shape()),
                    };
                };
                if !with.eq_ignore_ascii_case("with") || rest.is_empty() {
                    return Err(shape());
                }
                let split = rest.iter().position(|w| w.eq_ignore_ascii_case("change"));
                let (paid, change) = match split {
                    Some(i) if i > 0 && i + 1 < rest.len() => (&rest[..i], &rest[i + 1..]),
                    Some(_) => return Err(shape()),
                    None => (rest, &[][..]),
                };
                Ok(Move::Buy {
                    card: card.parse()?,
                    with: sorted(card_list(paid)?),
                    change: sorted(card_list(change)?),
                })
            }
            _ => Err(NotationError::UnknownVerb(verb.to_owned())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips() {
        for s in [
            "pick 7B",
            "play 7B",
            "attack 7B 12B",
            "attack 7B 11B:5E",
            "attack",
            "muster 7B",
            "muster 11B:5E",
            "order 7B",
            "heal 5E with 2C",
            "tend 5E with 2C",
            "block 7B:5E",
            "block",
            "order 7B 12B",
            "order 12B 7B",
            "order 11B:7E 11B",
            "heal 5E with 1C 2C",
            "buy 5C with 7O",
            "buy 5C with 3O 4O change 2O",
            "buy 5C",
            "pay 7O",
            "change 2O",
            "buy",
            "empty 3",
            "camp 4",
            "discard 9E",
            "pass",
            "cancel",
            "arcana A13",
            "arcana A1 12E",
            "arcana A0 play 7E",
            "arcana A16 camp 3",
            "counter",
            "allow",
            "harm 5E with 2B 7O",
            "lose 3",
            "pick A20",
            "discard A5",
        ] {
            let m: Move = s.parse().unwrap_or_else(|e| panic!("{s}: {e}"));
            assert_eq!(m.to_string().parse::<Move>().unwrap(), m, "{s}");
        }
        assert_eq!(
            "attack 12B 7B".parse::<Move>().unwrap().to_string(),
            "attack 7B 12B"
        );
        assert_eq!(
            "heal 5E with 2C 1C".parse::<Move>().unwrap().to_string(),
            "heal 5E with 1C 2C"
        );
    }

    #[test]
    fn malformed_moves_name_the_problem() {
        use NotationError::{BadCard, Empty, UnknownVerb};
        // The verb whose arguments are wrong, or the word that is not a card.
        let args = |verb: &str| Some(verb.to_owned());
        let cases: [(&str, Option<String>, Option<NotationError>); 30] = [
            ("", None, Some(Empty)),
            ("fly", None, Some(UnknownVerb("fly".into()))),
            ("muster", args("muster"), None),
            ("muster 7B 9B", args("muster"), None),
            ("block 7B", args("block"), None),
            ("order", args("order"), None),
            ("heal 5E 2C", args("heal"), None),
            ("heal 5E with", args("heal"), None),
            ("tend 5E with 2C 1C", args("tend"), None),
            ("buy 5C 7O", args("buy"), None),
            ("buy 5C with change 2O", args("buy"), None),
            ("buy 5C 7O 2O", args("buy"), None),
            ("pay", args("pay"), None),
            ("pay 7O 2O", args("pay"), None),
            ("change", args("change"), None),
            ("empty 7", args("empty"), None),
            ("camp x", args("camp"), None),
            ("pass now", args("pass"), None),
            ("pick 15B", None, Some(BadCard("15B".into()))),
            ("arcana", args("arcana"), None),
            ("arcana 7B", args("arcana"), None),
            ("arcana A22", None, Some(BadCard("A22".into()))),
            ("arcana A16 camp 9", args("arcana"), None),
            ("arcana A0 play", None, Some(BadCard("play".into()))),
            ("arcana A1 12E 5E", args("arcana"), None),
            ("counter A5", args("counter"), None),
            ("allow now", args("allow"), None),
            ("harm 5E", args("harm"), None),
            ("lose", args("lose"), None),
            ("lose 0", args("lose"), None),
        ];
        for (s, verb, exact) in cases {
            let err = s.parse::<Move>().expect_err(s);
            match (verb, exact) {
                (Some(verb), _) => assert!(
                    matches!(&err, NotationError::BadArguments { verb: v, .. } if *v == verb),
                    "{s}: {err:?}"
                ),
                (None, Some(exact)) => assert_eq!(err, exact, "{s}"),
                (None, None) => unreachable!("every case says what it expects"),
            }
        }
    }
}
