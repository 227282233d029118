//! Move notation of Burgueses (see `shared/rules/burgueses.md`). Parsing checks syntax only;
//! legality is [`crate::engine::Game::check`]'s business.

use std::fmt;
use std::str::FromStr;

use crate::engine::notation::{one_arg, verb_and_args};
use crate::engine::NotationError;

use super::cards::Card;

/// Which shop cards a sale discards.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Sale {
    /// `sell 4`: every shop card of that value.
    Value(u8),
    /// `sell 4H 4C`: exactly these cards, kept sorted so the notation is canonical.
    Cards(Vec<Card>),
}

/// A move of one seat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Move {
    /// `buy`: draw a goods card if any are left; a `place` follows.
    Buy,
    /// `place 3H`: put a hand card in one's shop (second step of a purchase).
    Place(Card),
    /// `sell 4` or `sell 4H 4C`: discard two or more shop cards of one value for coins.
    Sell(Sale),
    /// `trade 2H 4C`: pay one coin to swap my shop's 2H for the opponent's 4C.
    Trade { mine: Card, theirs: Card },
    /// `discard 3D`: the answer to K♦ by a shop without diamonds.
    Discard(Card),
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Buy => write!(f, "buy"),
            Move::Place(c) => write!(f, "place {c}"),
            Move::Sell(Sale::Value(v)) => write!(f, "sell {v}"),
            Move::Sell(Sale::Cards(cards)) => {
                write!(f, "sell")?;
                cards.iter().try_for_each(|c| write!(f, " {c}"))
            }
            Move::Trade { mine, theirs } => write!(f, "trade {mine} {theirs}"),
            Move::Discard(c) => write!(f, "discard {c}"),
        }
    }
}

const ONE_CARD: &str = "one card, as in `3H`";

impl FromStr for Move {
    type Err = NotationError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let (verb, args) = verb_and_args(s)?;
        let args = args.as_slice();
        match verb.to_ascii_lowercase().as_str() {
            "buy" if args.is_empty() => Ok(Move::Buy),
            "buy" => Err(NotationError::BadArguments {
                verb: "buy",
                expected: "nothing",
            }),
            "place" => one_arg("place", ONE_CARD, args).map(Move::Place),
            "discard" => one_arg("discard", ONE_CARD, args).map(Move::Discard),
            "trade" => match args {
                [mine, theirs] => Ok(Move::Trade {
                    mine: mine.parse()?,
                    theirs: theirs.parse()?,
                }),
                _ => Err(NotationError::BadArguments {
                    verb: "trade",
                    expected: "two cards: yours, then the opponent's",
                }),
            },
            "sell" => parse_sale(args).map(Move::Sell),
            _ => Err(NotationError::UnknownVerb(verb.to_owned())),
        }
    }
}

fn parse_sale(args: &[&str]) -> Result<Sale, NotationError> {
    let bad = NotationError::BadArguments {
        verb: "sell",
        expected: "a value (`sell 4`) or the cards (`sell 4H 4C`)",
    };
    match args {
        [] => Err(bad),
        [v] if v.len() == 1 => match v.parse::<u8>() {
            Ok(value @ 2..=5) => Ok(Sale::Value(value)),
            _ => Err(bad),
        },
        cards => {
            let mut cards = cards
                .iter()
                .map(|c| c.parse())
                .collect::<Result<Vec<Card>, _>>()?;
            cards.sort();
            Ok(Sale::Cards(cards))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips() {
        for s in [
            "buy",
            "place 3H",
            "sell 4",
            "sell 2S 2H",
            "trade 2H 4C",
            "discard 3D",
        ] {
            let m: Move = s.parse().unwrap();
            assert_eq!(m.to_string(), s);
            assert_eq!(m.to_string().parse::<Move>().unwrap(), m);
        }
    }

    #[test]
    fn sale_cards_are_sorted_into_canonical_form() {
        let m: Move = "sell 4c 4s".parse().unwrap();
        assert_eq!(m.to_string(), "sell 4S 4C");
    }

    #[test]
    fn malformed_moves_name_the_problem() {
        assert_eq!("".parse::<Move>(), Err(NotationError::Empty));
        assert!(matches!(
            "fly".parse::<Move>(),
            Err(NotationError::UnknownVerb(_))
        ));
        assert!(matches!(
            "place 9Z".parse::<Move>(),
            Err(NotationError::BadCard(_))
        ));
        assert!(matches!(
            "trade 2H".parse::<Move>(),
            Err(NotationError::BadArguments { .. })
        ));
        assert!(matches!(
            "sell 7".parse::<Move>(),
            Err(NotationError::BadArguments { .. })
        ));
        assert!("buy 3H".parse::<Move>().is_err());
    }
}
