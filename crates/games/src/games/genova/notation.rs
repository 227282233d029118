//! Move notation of Los Mercaderes de Génova (see `shared/rules/genova.md`). Parsing checks
//! syntax only; terms are kept in canonical order so equal offers are written the same.

use std::fmt;
use std::str::FromStr;

use crate::engine::notation::{one_arg, verb_and_args};
use crate::engine::{NotationError, Seat};

use super::board::{Building, Space};
use super::cards::{Card, Good, Tile};
use super::items::{Deal, Item, Kind};

/// What is done at a villa: take the top privilege, or deliver a large order for that villa
/// and take a tile of any kind in stock (none when the stock is empty).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VillaAct {
    Privilege,
    Deliver { order: Card, reward: Option<Tile> },
}

/// A move of one seat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Move {
    /// `roll`: the dice place the tower.
    Roll,
    /// `start 4,5`: a `start` tile places the tower on any space.
    Start(Space),
    /// `move PK`: the tower steps to an adjacent space.
    MoveTo(Space),
    /// `act` (at a villa `act privilege` / `act L-VC1 ware`): the current building's action.
    Act(Option<VillaAct>),
    /// `accept 2 GH` (active player: seat 2's offer) or `accept GH` (asked player: the ask).
    Accept { from: Option<Seat>, space: Space },
    /// `ask 2 GH 30 wheat get 10`: the active player proposes terms to one player.
    Ask { to: Seat, space: Space, deal: Deal },
    /// `end`: the tower stops; markers are placed.
    End,
    /// `offer GH 20 wheat get 10 silk`.
    Offer { space: Space, deal: Deal },
    /// `withdraw GH`.
    Withdraw(Space),
    /// `decline GH`: the asked player has nothing to offer on the active player's terms, and
    /// says so (the ask is gone).
    Decline(Space),
    /// `small S-GH1`: deliver a small order during one's open action.
    Small(Card),
    /// `use ware salt`.
    UseWare(Good),
    /// `use trade wheat>small`: give an item back, take one of a kind.
    UseTrade { give: Item, take: Kind },
    /// `use building GR` (villa: `use building VC privilege`, `use building VC L-VC2 start`).
    UseBuilding {
        at: Building,
        villa: Option<VillaAct>,
    },
    /// `close`: the open action ends.
    Close,
    /// `place 2,3` / `place 2,3 CO` / `place 2,3 CO remove CO:1`.
    Place {
        street: Space,
        /// The buildings to put a marker on; empty means every building next to the cell.
        on: Vec<Building>,
        /// Opponents' markers removed first, each with one of one's own.
        remove: Vec<(Building, Seat)>,
    },
    /// `pass`: no marker this turn.
    Pass,
}

const VILLA_ACT: &str = "`privilege`, or a large order and a tile (`L-VC1 ware`)";

fn villa_act(verb: &'static str, args: &[&str]) -> Result<Option<VillaAct>, NotationError> {
    match args {
        [] => Ok(None),
        [p] if p.eq_ignore_ascii_case("privilege") => Ok(Some(VillaAct::Privilege)),
        [order] => Ok(Some(VillaAct::Deliver {
            order: order.parse()?,
            reward: None,
        })),
        [order, tile] => Ok(Some(VillaAct::Deliver {
            order: order.parse()?,
            reward: Some(tile.parse()?),
        })),
        _ => Err(NotationError::BadArguments {
            verb,
            expected: VILLA_ACT,
        }),
    }
}

fn seat(verb: &'static str, s: &str) -> Result<Seat, NotationError> {
    s.parse::<u8>()
        .map(Seat)
        .map_err(|_| NotationError::BadArguments {
            verb,
            expected: "a seat number",
        })
}

fn read_use(args: &[&str]) -> Result<Move, NotationError> {
    const EXPECTED: &str = "`ware GOOD`, `trade ITEM>KIND` or `building BUILDING`";
    let bad = || NotationError::BadArguments {
        verb: "use",
        expected: EXPECTED,
    };
    match args {
        [tile, good] if tile.eq_ignore_ascii_case("ware") => Ok(Move::UseWare(good.parse()?)),
        [tile, swap] if tile.eq_ignore_ascii_case("trade") => {
            let (give, take) = swap.split_once('>').ok_or_else(bad)?;
            Ok(Move::UseTrade {
                give: give.parse()?,
                take: take.parse()?,
            })
        }
        [tile, at, rest @ ..] if tile.eq_ignore_ascii_case("building") => Ok(Move::UseBuilding {
            at: at.parse()?,
            villa: villa_act("use", rest)?,
        }),
        _ => Err(bad()),
    }
}

fn read_place(args: &[&str]) -> Result<Move, NotationError> {
    let bad = || NotationError::BadArguments {
        verb: "place",
        expected: "a street cell, its buildings, then `remove BUILDING:SEAT` …",
    };
    let (street, rest) = args.split_first().ok_or_else(bad)?;
    let street: Space = street.parse()?;
    if !street.is_street() {
        return Err(bad());
    }
    let split = rest
        .iter()
        .position(|t| t.eq_ignore_ascii_case("remove"))
        .unwrap_or(rest.len());
    let mut on = rest[..split]
        .iter()
        .map(|b| b.parse())
        .collect::<Result<Vec<Building>, _>>()?;
    on.sort();
    let mut remove = Vec::new();
    for r in rest.get(split + 1..).unwrap_or_default() {
        let (b, s) = r.split_once(':').ok_or_else(bad)?;
        remove.push((b.parse()?, seat("place", s)?));
    }
    if split < rest.len() && remove.is_empty() {
        return Err(bad());
    }
    remove.sort();
    Ok(Move::Place { street, on, remove })
}

impl FromStr for Move {
    type Err = NotationError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let (verb, args) = verb_and_args(s)?;
        let none = |verb: &'static str, m: Move| {
            if args.is_empty() {
                Ok(m)
            } else {
                Err(NotationError::BadArguments {
                    verb,
                    expected: "nothing",
                })
            }
        };
        match verb.to_ascii_lowercase().as_str() {
            "roll" => none("roll", Move::Roll),
            "end" => none("end", Move::End),
            "close" => none("close", Move::Close),
            "pass" => none("pass", Move::Pass),
            "start" => one_arg("start", "a space", &args).map(Move::Start),
            "move" => one_arg("move", "a space", &args).map(Move::MoveTo),
            "withdraw" => one_arg("withdraw", "a space", &args).map(Move::Withdraw),
            "decline" => one_arg("decline", "a space", &args).map(Move::Decline),
            "small" => one_arg("small", "a small order", &args).map(Move::Small),
            "act" => villa_act("act", &args).map(Move::Act),
            "accept" => match args.as_slice() {
                [space] => Ok(Move::Accept {
                    from: None,
                    space: space.parse()?,
                }),
                [from, space] => Ok(Move::Accept {
                    from: Some(seat("accept", from)?),
                    space: space.parse()?,
                }),
                _ => Err(NotationError::BadArguments {
                    verb: "accept",
                    expected: "a seat and a space (`2 GH`), or a space",
                }),
            },
            "ask" => match args.as_slice() {
                [to, space, terms @ ..] => Ok(Move::Ask {
                    to: seat("ask", to)?,
                    space: space.parse()?,
                    deal: Deal::read(terms)?,
                }),
                _ => Err(NotationError::BadArguments {
                    verb: "ask",
                    expected: "a seat, a space and terms",
                }),
            },
            "offer" => match args.as_slice() {
                [space, terms @ ..] => Ok(Move::Offer {
                    space: space.parse()?,
                    deal: Deal::read(terms)?,
                }),
                [] => Err(NotationError::BadArguments {
                    verb: "offer",
                    expected: "a space and terms",
                }),
            },
            "use" => read_use(&args),
            "place" => read_place(&args),
            _ => Err(NotationError::UnknownVerb(verb.to_owned())),
        }
    }
}

impl fmt::Display for VillaAct {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VillaAct::Privilege => f.write_str("privilege"),
            VillaAct::Deliver {
                order,
                reward: Some(t),
            } => write!(f, "{order} {t}"),
            VillaAct::Deliver {
                order,
                reward: None,
            } => write!(f, "{order}"),
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Roll => f.write_str("roll"),
            Move::Start(s) => write!(f, "start {s}"),
            Move::MoveTo(s) => write!(f, "move {s}"),
            Move::Act(None) => f.write_str("act"),
            Move::Act(Some(v)) => write!(f, "act {v}"),
            Move::Accept {
                from: Some(s),
                space,
            } => write!(f, "accept {s} {space}"),
            Move::Accept { from: None, space } => write!(f, "accept {space}"),
            Move::Ask { to, space, deal } => write!(f, "ask {to} {space}{deal}"),
            Move::End => f.write_str("end"),
            Move::Offer { space, deal } => write!(f, "offer {space}{deal}"),
            Move::Withdraw(s) => write!(f, "withdraw {s}"),
            Move::Decline(s) => write!(f, "decline {s}"),
            Move::Small(c) => write!(f, "small {c}"),
            Move::UseWare(g) => write!(f, "use ware {g}"),
            Move::UseTrade { give, take } => write!(f, "use trade {give}>{take}"),
            Move::UseBuilding { at, villa: None } => write!(f, "use building {at}"),
            Move::UseBuilding { at, villa: Some(v) } => write!(f, "use building {at} {v}"),
            Move::Close => f.write_str("close"),
            Move::Place { street, on, remove } => {
                write!(f, "place {street}")?;
                for b in on {
                    write!(f, " {b}")?;
                }
                if !remove.is_empty() {
                    f.write_str(" remove")?;
                    for (b, s) in remove {
                        write!(f, " {b}:{s}")?;
                    }
                }
                Ok(())
            }
            Move::Pass => f.write_str("pass"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_form_of_the_page_reads_and_writes_back() {
        for text in [
            "roll",
            "start 2,3",
            "start MK",
            "move PK",
            "move 2,3",
            "move MK",
            "act",
            "act privilege",
            "act L-VC1 ware",
            "act L-VC1",
            "accept 2 GH",
            "ask 2 GH 30 wheat get 10",
            "ask 1 2,3",
            "end",
            "offer GH 20 wheat get 10 silk",
            "offer 2,3 10",
            "offer PK +further",
            "withdraw GH",
            "accept GH",
            "small S-GH1",
            "use ware salt",
            "use trade wheat>small",
            "use trade marker>pepper",
            "use trade L-VC1>further",
            "use building GR",
            "use building VC privilege",
            "use building VC L-VC2 start",
            "close",
            "place 2,3",
            "place 2,3 CO",
            "place 2,3 CO remove CO:1",
            "pass",
        ] {
            let mv: Move = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(mv.to_string(), text);
        }
    }

    #[test]
    fn a_cell_of_a_building_or_the_market_names_that_space() {
        assert_eq!("start 4,5".parse::<Move>().unwrap().to_string(), "start MK");
        assert_eq!("move 1,1".parse::<Move>().unwrap().to_string(), "move PK");
    }

    #[test]
    fn terms_are_written_in_one_order() {
        let a: Move = "offer GH wheat 20 silk".parse().unwrap();
        let b: Move = "offer gh silk 20 wheat".parse().unwrap();
        assert_eq!(a, b);
        assert_eq!(a.to_string(), "offer GH 20 wheat silk");
    }

    #[test]
    fn malformed_moves_are_refused() {
        for text in [
            "",
            "fly",
            "roll 3",
            "move",
            "move 9,9",
            "accept",
            "ask GH",
            "offer",
            "offer GH gold",
            "offer GH get +wheat",
            "use ware",
            "use trade wheat",
            "use magic",
            "place GH",
            "place 2,3 remove",
            "place 2,3 remove CO",
            "act L-VC1 ware extra",
        ] {
            assert!(text.parse::<Move>().is_err(), "{text}");
        }
    }
}
