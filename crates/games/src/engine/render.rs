//! A small, neutral model of what a game shows: `discord/` turns it into embeds and components,
//! the terminal prints it as text. Renderers take views, never the full state, so a public
//! panel cannot contain a hand.

use super::game::Game;
use super::lang::Lang;
use super::scene::Scene;
use super::words::Words;

/// What a renderer needs besides the view: the language and how to name each seat.
#[derive(Debug, Clone)]
pub struct RenderCtx {
    pub lang: Lang,
    /// One name per seat, e.g. a Discord mention.
    pub names: Vec<String>,
    /// One plain name per seat for pictures, which cannot show a mention: the member's server
    /// display name when the match started, a computer player's name; empty where unknown.
    pub plain: Vec<String>,
    /// The match's options, for words that depend on them (a variant's deck may name
    /// levels 10–14 differently); `Null` when unknown.
    pub options: serde_json::Value,
}

impl RenderCtx {
    /// The name of a seat.
    #[must_use]
    pub fn name(&self, seat: super::Seat) -> &str {
        self.names.get(seat.index()).map_or("?", String::as_str)
    }

    /// How a picture names `seat`: its plain name, cut to fit a row's label, else its number
    /// ("Player 2").
    #[must_use]
    pub fn label(&self, seat: super::Seat) -> String {
        match self.plain_name(seat) {
            Some(name) => cut(name, PICTURE_NAME_CHARS),
            None => format!(
                "{} {}",
                self.lang.pick("Player", "Jugador"),
                seat.index() + 1
            ),
        }
    }

    /// [`RenderCtx::label`] with the seat's number before a name (`3 · ana`), for pictures
    /// that also mark seats by number (a trick's cards, markers).
    #[must_use]
    pub fn numbered_label(&self, seat: super::Seat) -> String {
        match self.plain_name(seat) {
            Some(_) => format!("{} · {}", seat.index() + 1, self.label(seat)),
            None => self.label(seat),
        }
    }

    /// The seat's plain name, when it has one.
    fn plain_name(&self, seat: super::Seat) -> Option<&str> {
        self.plain
            .get(seat.index())
            .map(|n| n.trim())
            .filter(|n| !n.is_empty())
    }
}

/// The longest name a picture draws: twelve labels of this length still fit the widest
/// rows.
pub const PICTURE_NAME_CHARS: usize = 18;

/// `text` cut to `max` characters, the last one an ellipsis when cut.
#[must_use]
pub fn cut(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let mut out: String = text.chars().take(max.saturating_sub(1)).collect();
    out.push('…');
    out
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
    /// When set, the controls' notations are drafts, not moves: choosing one shows the
    /// composer of that draft (see [`Render::render_draft`]) and plays nothing.
    pub draft: bool,
    /// When set, the group is one button that asks for numbers and makes a draft of them.
    pub form: Option<Form>,
}

impl ControlGroup {
    /// A group of alternative moves.
    #[must_use]
    pub fn choices(label: impl Into<String>, controls: Vec<Control>) -> Self {
        ControlGroup {
            label: label.into(),
            controls,
            multi: None,
            draft: false,
            form: None,
        }
    }

    /// A group of drafts: each control opens the composer of its notation.
    #[must_use]
    pub fn drafts(label: impl Into<String>, controls: Vec<Control>) -> Self {
        ControlGroup {
            draft: true,
            ..ControlGroup::choices(label, controls)
        }
    }

    /// A button (labelled `label`) that asks for the numbers of `form`.
    #[must_use]
    pub fn form(label: impl Into<String>, form: Form) -> Self {
        ControlGroup {
            form: Some(form),
            ..ControlGroup::choices(label, Vec::new())
        }
    }
}

/// Numbers asked for in a small form (a Discord modal), turned into a draft: `template` with
/// `{0}`, `{1}` … replaced by the numbers given, in the order of `fields`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Form {
    pub title: String,
    pub fields: Vec<FormField>,
    pub template: String,
}

/// One number of a [`Form`], with the value it starts with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormField {
    pub label: String,
    pub value: u32,
}

impl Form {
    /// The draft the numbers make.
    #[must_use]
    pub fn fill(&self, numbers: &[u32]) -> String {
        fill(&self.template, numbers)
    }
}

/// A form's template with `{0}`, `{1}` … replaced by `numbers`.
#[must_use]
pub fn fill(template: &str, numbers: &[u32]) -> String {
    let mut out = template.to_owned();
    for (i, n) in numbers.iter().enumerate() {
        out = out.replace(&format!("{{{i}}}"), &n.to_string());
    }
    out
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

    /// A private panel composing `draft`, a move built in several steps (an offer with its
    /// terms), for the seat of `view`: the draft in words, controls that change it (drafts,
    /// forms), and the move itself as a control when `verdict` says it is legal now. `None`
    /// for moves the game does not compose.
    fn render_draft(
        _view: &Self::SeatView,
        _draft: &Self::Move,
        _verdict: Result<(), &Self::Illegal>,
        _ctx: &RenderCtx,
    ) -> Option<Panel> {
        None
    }

    /// Why a move is illegal, in words for the player.
    fn explain(illegal: &Self::Illegal, lang: Lang) -> String;

    /// The rules in short, with our decisions.
    fn rules_text(lang: Lang) -> String;

    /// The game's words: its `locales/` texts (see [`crate::game_words!`]).
    fn words() -> &'static Words;

    /// Why options a player chose cannot go together, in their words; `None` when they can.
    fn refuse_options(_options: &Self::Options, _lang: Lang) -> Option<String> {
        None
    }

    /// Chosen options in words (for a lobby or challenge message); empty for the defaults.
    fn describe_options(_options: &Self::Options, _lang: Lang) -> String {
        String::new()
    }

    /// The board everybody sees, as a picture; `None` for a game not drawn yet.
    fn scene_public(_view: &Self::PublicView, _ctx: &RenderCtx) -> Option<Scene> {
        None
    }

    /// One seat's hand as a picture, from that seat's view only.
    fn scene_seat(_view: &Self::SeatView, _ctx: &RenderCtx) -> Option<Scene> {
        None
    }
}
