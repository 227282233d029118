//! What a game looks like as a picture, in neutral terms: rows of cards, counters and tokens
//! under labels. A game builds a [`Scene`] from a view (never the state), the way it builds a
//! [`super::Panel`]; `picture/` draws it. Nothing here knows pixels.

/// A picture of a table: a title, a board of squares for games played on one, and labelled
/// rows, drawn top to bottom.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct Scene {
    pub title: String,
    pub grid: Option<Grid>,
    pub rows: Vec<Row>,
}

impl Scene {
    /// A scene of rows only.
    #[must_use]
    pub fn new(title: String, rows: Vec<Row>) -> Scene {
        Scene {
            title,
            grid: None,
            rows,
        }
    }

    /// A hand: its cards in one row under `title`.
    #[must_use]
    pub fn hand(title: String, cards: Vec<Item>) -> Scene {
        Scene::new(title, vec![Row::new(String::new(), cards)])
    }

    /// A hand of cards, each named by its notation (see [`Row::keys`]).
    #[must_use]
    pub fn notated_hand<C: Copy + std::fmt::Display>(
        title: String,
        cards: &[C],
        face: impl Fn(C) -> Item,
    ) -> Scene {
        Scene::new(title, vec![Row::notated(String::new(), cards, face)])
    }

    /// Every token the scene's things are named by (see [`Row::keys`]), rows then areas.
    pub fn keys(&self) -> impl Iterator<Item = &str> {
        let rows = self.rows.iter().flat_map(|r| r.keys.iter().flatten());
        let areas = self.grid.iter().flat_map(|g| &g.areas);
        rows.chain(areas.filter_map(|a| a.key.as_ref()))
            .map(String::as_str)
    }

    /// How many things the scene shows (to find a game's most crowded picture).
    #[must_use]
    pub fn items(&self) -> usize {
        let on_grid = self.grid.iter().flat_map(|g| &g.areas);
        self.rows.iter().map(|r| r.items.len()).sum::<usize>()
            + on_grid.map(|a| 1 + a.marks.len()).sum::<usize>()
    }
}

/// Whether the move `notation` names the thing keyed `key`: one of its words, or one side of
/// a word's `:` or `>` (`block 7B:5E` names `7B` and `5E`; `trade RRR>K` names `K`). The seat's
/// page applies the same rule (in `site.js`) to offer a clicked thing's moves.
#[must_use]
pub fn names(notation: &str, key: &str) -> bool {
    notation
        .split(|c: char| c.is_whitespace() || c == ':' || c == '>')
        .any(|word| word == key)
}

/// A board of square cells, numbered from 1 along both sides (read by two dice), cut into
/// areas: a building over several cells, a street cell.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct Grid {
    pub rows: u8,
    pub cols: u8,
    pub areas: Vec<Area>,
}

/// Cells of a grid that belong together, with a short label and what stands on them.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Area {
    /// `(row, column)`, both from 1.
    pub cells: Vec<(u8, u8)>,
    pub label: String,
    pub tone: Tone,
    /// Tokens standing there (a tower, a disc, owners' markers), in reading order.
    pub marks: Vec<Item>,
    /// Drawn with a thick outline: where the tower stands.
    pub highlight: bool,
    /// The token the game's moves name this space by (`GH`, `2,3`), so that a page can offer
    /// the moves on it when it is clicked; see [`Row::keys`].
    pub key: Option<String>,
}

/// One labelled row of things side by side (a player's shop, the trick on the table).
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct Row {
    pub label: String,
    pub items: Vec<Item>,
    /// Drawn with a frame: the seat to act, the current trick.
    pub highlight: bool,
    /// For each item, the token the game's move notation names it by (a card's `7H`, a cube's
    /// `Y`), or `None`; empty when nothing in the row is named. A page lets a player click a
    /// keyed thing to make the seat's moves that name its token: the scene says what a thing
    /// is, never which moves are legal (a scene is built from a view alone). Only what the
    /// scene shows face up is keyed, so a key tells nothing the picture does not.
    pub keys: Vec<Option<String>>,
}

impl Row {
    #[must_use]
    pub fn new(label: impl Into<String>, items: Vec<Item>) -> Row {
        Row {
            label: label.into(),
            items,
            highlight: false,
            keys: Vec::new(),
        }
    }

    /// A row of things face up (cards, cubes), each named by its notation (its `Display`).
    #[must_use]
    pub fn notated<C: Copy + std::fmt::Display>(
        label: impl Into<String>,
        cards: &[C],
        face: impl Fn(C) -> Item,
    ) -> Row {
        Row::new(label, cards.iter().map(|&c| face(c)).collect())
            .keyed(cards.iter().map(|c| Some(c.to_string())))
    }

    /// The row with each item named by its token (see [`Row::keys`]), `keys` in the items'
    /// order.
    #[must_use]
    pub fn keyed(mut self, keys: impl IntoIterator<Item = Option<String>>) -> Row {
        self.keys = keys.into_iter().collect();
        self
    }

    /// The token of the `i`th item, if it has one.
    #[must_use]
    pub fn key(&self, i: usize) -> Option<&str> {
        self.keys.get(i).and_then(Option::as_deref)
    }

    #[must_use]
    pub fn highlighted(mut self, on: bool) -> Row {
        self.highlight = on;
        self
    }
}

/// A thing on the table.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Item {
    /// A card face up.
    Card(Face),
    /// Cards face down, as a pile with its count (a hand's size, a deck).
    Backs(usize),
    /// A counter: a round token with a number on it (coins, points).
    Counter { label: String, value: i64 },
    /// A coloured token (a cube, a disc) that also carries a letter, so that it reads without
    /// its colour.
    Token { tone: Tone, letter: char },
    /// A few words.
    Text(String),
    /// A track of `steps` boxes, the first `filled` of them taken (advertising, a column of
    /// restaurants), labelled.
    Track {
        label: String,
        filled: u8,
        steps: u8,
    },
}

impl Item {
    /// A counter showing `value`, labelled.
    #[must_use]
    pub fn counter(label: String, value: impl Into<i64>) -> Item {
        Item::Counter {
            label,
            value: value.into(),
        }
    }
}

/// A card's face: its rank as printed, its suit, and the colour players know it by.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Face {
    pub rank: String,
    pub suit: Suit,
}

/// The suits of French and Spanish decks, and none for cards without one (a Tarot trump).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Suit {
    Spades,
    Hearts,
    Diamonds,
    Clubs,
    /// Spanish deck.
    Coins,
    Cups,
    Swords,
    Batons,
    None,
}

impl Suit {
    /// The colour the suit is printed in: red or black on French cards, one each on Spanish.
    #[must_use]
    pub const fn tone(self) -> Tone {
        match self {
            Suit::Hearts | Suit::Diamonds => Tone::Red,
            Suit::Spades | Suit::Clubs | Suit::None => Tone::Black,
            Suit::Coins => Tone::Yellow,
            Suit::Cups => Tone::Red,
            Suit::Swords => Tone::Blue,
            Suit::Batons => Tone::Green,
        }
    }
}

/// A small palette that colour-blind players can tell apart (Okabe–Ito), each colour also
/// named by a letter where it carries meaning.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Tone {
    Black,
    Red,
    Blue,
    Green,
    Yellow,
    Orange,
    Purple,
    Grey,
    White,
    /// Not in Okabe–Ito; cubes that are brown are also lettered.
    Brown,
}
