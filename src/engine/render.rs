//! A small, neutral model of what a game shows: `discord/` turns it into embeds and components,
//! the terminal prints it as text. Renderers take views, never the full state, so a public
//! panel cannot contain a hand.

use super::game::Game;

/// The language of a reply, from the interaction's locale.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Lang {
    #[default]
    En,
    Es,
}

impl Lang {
    /// Spanish for every `es*` Discord locale (`es-ES`, `es-419`), English otherwise.
    #[must_use]
    pub fn from_locale(locale: &str) -> Lang {
        if locale.to_ascii_lowercase().starts_with("es") {
            Lang::Es
        } else {
            Lang::En
        }
    }

    /// The text in this language.
    #[must_use]
    pub fn pick<'a>(self, en: &'a str, es: &'a str) -> &'a str {
        match self {
            Lang::En => en,
            Lang::Es => es,
        }
    }
}

/// What a renderer needs besides the view: the language and how to name each seat.
#[derive(Debug, Clone)]
pub struct RenderCtx {
    pub lang: Lang,
    /// One name per seat, e.g. a Discord mention.
    pub names: Vec<String>,
}

impl RenderCtx {
    /// The name of a seat.
    #[must_use]
    pub fn name(&self, seat: super::Seat) -> &str {
        self.names.get(seat.index()).map_or("?", String::as_str)
    }
}

/// A titled block of text with fields and controls.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Panel {
    pub title: String,
    pub description: String,
    pub fields: Vec<Field>,
    pub controls: Vec<ControlGroup>,
}

/// A named value shown in a panel.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Field {
    pub name: String,
    pub value: String,
    pub inline: bool,
}

impl Field {
    #[must_use]
    pub fn new(name: impl Into<String>, value: impl Into<String>, inline: bool) -> Self {
        Field {
            name: name.into(),
            value: value.into(),
            inline,
        }
    }
}

/// Controls that belong together (all sales, all trades). Small groups become buttons, large
/// ones select menus.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ControlGroup {
    pub label: String,
    pub controls: Vec<Control>,
    /// When set, one move is built from several chosen controls (a multi-select).
    pub multi: Option<Multi>,
}

impl ControlGroup {
    /// A group of alternative moves.
    #[must_use]
    pub fn choices(label: impl Into<String>, controls: Vec<Control>) -> Self {
        ControlGroup {
            label: label.into(),
            controls,
            multi: None,
        }
    }
}

/// A move made of several picks: `prefix` followed by the chosen controls' notations, in
/// order, e.g. `attack` + `7B 12B`. Identical picks (two copies of a card) are told apart by a
/// `#n` suffix on their notation, which is dropped when the move is composed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Multi {
    pub prefix: String,
    pub min: u8,
    pub max: u8,
}

/// One thing a player can do: a label and the move's notation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Control {
    pub label: String,
    pub notation: String,
}

/// How a game draws itself. Every function takes a view, not the state.
pub trait Render: Game {
    /// The board everybody sees.
    fn render_public(view: &Self::PublicView, ctx: &RenderCtx) -> Panel;

    /// One seat's private panel, with a control for each of `legal` and nothing else.
    fn render_seat(view: &Self::SeatView, legal: &[Self::Move], ctx: &RenderCtx) -> Panel;

    /// One public event in words.
    fn narrate(event: &Self::Event, ctx: &RenderCtx) -> String;

    /// Whether the event opens a new section (a new round, a new deal): the board's log starts
    /// there, because what was public before it (cards then dealt anew) may be hidden now.
    fn starts_section(_event: &Self::Event) -> bool {
        false
    }

    /// Why a move is illegal, in words for the player.
    fn explain(illegal: &Self::Illegal, lang: Lang) -> String;

    /// The rules in short, with our decisions.
    fn rules_text(lang: Lang) -> String;

    /// Chosen options in words (for a lobby or challenge message); empty for the defaults.
    fn describe_options(_options: &Self::Options, _lang: Lang) -> String {
        String::new()
    }
}
