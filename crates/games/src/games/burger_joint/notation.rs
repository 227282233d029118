//! Moves and their notation (`shared/rules/burger-joint.md`, "Notation").

use std::fmt;
use std::str::FromStr;

use crate::engine::notation::verb_and_args;
use crate::engine::NotationError;

use super::board::{bistro_index, Ability, BISTROS};
use super::cubes::{Colour, Cubes};

/// How an advertising purchase is written. The first of a turn steals (if it names a colour)
/// and moves; a later one does one of the two.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Advert {
    /// `build ad R` or `build ad`: the first purchase of the turn.
    First(Option<Colour>),
    /// `build ad steal R`: a later purchase that steals.
    Steal(Colour),
    /// `build ad move`: a later purchase that moves the marker.
    Step,
}

/// A move of one seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Move {
    /// `pick Y`: take one cube of the production.
    Pick(Colour),
    /// `trade RRR>K`: three cubes of one colour for one of another.
    Trade { give: Colour, take: Colour },
    /// `ability B WWY`, `ability C WY>K`, `ability D W>K`, `ability E`, `ability F K`.
    Ability {
        bistro: char,
        give: Cubes,
        take: Option<Colour>,
    },
    /// `build basic`.
    Basic,
    /// `build diner G`.
    Diner(Colour),
    /// `build bistro A from G`.
    Bistro { bistro: char, from: Colour },
    /// `build ad …`.
    Advert(Advert),
    /// `end`: no more trading or building this turn.
    End,
    /// `discard WW`.
    Discard(Cubes),
}

const PICK: &str = "a colour: `pick Y`";
const TRADE: &str = "three cubes of one colour and the one wanted: `trade RRR>K`";
const BUILD: &str =
    "`basic`, `diner G`, `bistro A from G` or `ad` (`ad R`, `ad steal R`, `ad move`)";
const ABILITY: &str =
    "a bistro and its cubes: `ability B WWY`, `ability C WY>K`, `ability D W>K`, `ability E`, `ability F K`";
const DISCARD: &str = "the cubes returned: `discard WW`";

fn bad(verb: &'static str, expected: &'static str) -> NotationError {
    NotationError::BadArguments { verb, expected }
}

/// `GIVE>TAKE`, each side in letters.
fn exchange(s: &str) -> Option<(Cubes, Colour)> {
    let (give, take) = s.split_once('>')?;
    Some((give.parse().ok()?, take.trim().parse().ok()?))
}

fn parse_trade(args: &[&str]) -> Result<Move, NotationError> {
    let err = || bad("trade", TRADE);
    let [one] = args else { return Err(err()) };
    let (give, take) = exchange(one).ok_or_else(err)?;
    let colour = give.colours().next().ok_or_else(err)?;
    if give != Cubes::of(&[colour; 3]) {
        return Err(err());
    }
    Ok(Move::Trade { give: colour, take })
}

fn parse_ability(args: &[&str]) -> Result<Move, NotationError> {
    let err = || bad("ability", ABILITY);
    let (letter, rest) = args.split_first().ok_or_else(err)?;
    let mut chars = letter.chars();
    let (Some(bistro), None) = (chars.next(), chars.next()) else {
        return Err(err());
    };
    let index = bistro_index(bistro).ok_or_else(err)?;
    let rest = rest.concat();
    let (give, take) = match BISTROS[index].ability {
        Ability::None => return Err(err()),
        Ability::Redraw => (rest.parse::<Cubes>().map_err(|_| err())?, None),
        Ability::Exchange(_) => {
            let (give, take) = exchange(&rest).ok_or_else(err)?;
            (give, Some(take))
        }
        Ability::ExtraRandom if rest.is_empty() => (Cubes::default(), None),
        Ability::ExtraRandom => return Err(err()),
        Ability::ExtraChosen => (
            Cubes::default(),
            Some(rest.parse::<Colour>().map_err(|_| err())?),
        ),
    };
    if BISTROS[index].ability == Ability::Redraw && give.is_empty() {
        return Err(err());
    }
    Ok(Move::Ability { bistro, give, take })
}

fn parse_build(args: &[&str]) -> Result<Move, NotationError> {
    let err = || bad("build", BUILD);
    let colour = |s: &str| s.parse::<Colour>().map_err(|_| err());
    match args {
        ["basic"] => Ok(Move::Basic),
        ["diner", c] => Ok(Move::Diner(colour(c)?)),
        ["bistro", b, "from", c] => {
            let mut chars = b.chars();
            match (chars.next(), chars.next()) {
                (Some(bistro), None) if bistro_index(bistro).is_some() => Ok(Move::Bistro {
                    bistro,
                    from: colour(c)?,
                }),
                _ => Err(err()),
            }
        }
        ["ad"] => Ok(Move::Advert(Advert::First(None))),
        ["ad", "move"] => Ok(Move::Advert(Advert::Step)),
        ["ad", "steal", c] => Ok(Move::Advert(Advert::Steal(colour(c)?))),
        ["ad", c] => Ok(Move::Advert(Advert::First(Some(colour(c)?)))),
        _ => Err(err()),
    }
}

impl FromStr for Move {
    type Err = NotationError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let (verb, args) = verb_and_args(s)?;
        match verb {
            "pick" => match args.as_slice() {
                [c] => c.parse().map(Move::Pick).map_err(|_| bad("pick", PICK)),
                _ => Err(bad("pick", PICK)),
            },
            "trade" => parse_trade(&args),
            "ability" => parse_ability(&args),
            "build" => parse_build(&args),
            "end" if args.is_empty() => Ok(Move::End),
            "end" => Err(bad("end", "nothing after it")),
            "discard" => {
                let cubes: Cubes = args.concat().parse().map_err(|_| bad("discard", DISCARD))?;
                if cubes.is_empty() {
                    return Err(bad("discard", DISCARD));
                }
                Ok(Move::Discard(cubes))
            }
            other => Err(NotationError::UnknownVerb(other.to_owned())),
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Pick(c) => write!(f, "pick {c}"),
            Move::Trade { give, take } => write!(f, "trade {give}{give}{give}>{take}"),
            Move::Ability { bistro, give, take } => {
                write!(f, "ability {bistro}")?;
                match (give.is_empty(), take) {
                    (true, None) => Ok(()),
                    (true, Some(t)) => write!(f, " {t}"),
                    (false, None) => write!(f, " {give}"),
                    (false, Some(t)) => write!(f, " {give}>{t}"),
                }
            }
            Move::Basic => f.write_str("build basic"),
            Move::Diner(c) => write!(f, "build diner {c}"),
            Move::Bistro { bistro, from } => write!(f, "build bistro {bistro} from {from}"),
            Move::Advert(Advert::First(None)) => f.write_str("build ad"),
            Move::Advert(Advert::First(Some(c))) => write!(f, "build ad {c}"),
            Move::Advert(Advert::Steal(c)) => write!(f, "build ad steal {c}"),
            Move::Advert(Advert::Step) => f.write_str("build ad move"),
            Move::End => f.write_str("end"),
            Move::Discard(cubes) => write!(f, "discard {cubes}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_form_of_the_page_round_trips() {
        for s in [
            "pick Y",
            "trade RRR>K",
            "ability B WWY",
            "ability C WY>K",
            "ability D W>K",
            "ability E",
            "ability F K",
            "build basic",
            "build diner G",
            "build bistro A from G",
            "build ad R",
            "build ad",
            "build ad steal R",
            "build ad move",
            "end",
            "discard WW",
        ] {
            let mv: Move = s.parse().unwrap_or_else(|e| panic!("{s}: {e}"));
            assert_eq!(mv.to_string(), s);
        }
    }

    #[test]
    fn cubes_may_be_spaced_and_come_out_sorted() {
        assert_eq!(
            "discard W R W".parse::<Move>().unwrap().to_string(),
            "discard WWR"
        );
        assert_eq!(
            "ability B Y W".parse::<Move>().unwrap().to_string(),
            "ability B WY"
        );
    }

    #[test]
    fn malformed_moves_are_refused() {
        for s in [
            "",
            "pick",
            "pick X",
            "trade RR>K",
            "trade RRK>W",
            "trade RRR",
            "ability A",
            "ability B",
            "ability C WY",
            "ability E W",
            "ability F",
            "ability G W",
            "build",
            "build bistro Z from G",
            "build diner",
            "build ad steal",
            "end now",
            "discard",
            "discard Q",
            "jump",
        ] {
            assert!(s.parse::<Move>().is_err(), "{s} should be refused");
        }
    }
}
