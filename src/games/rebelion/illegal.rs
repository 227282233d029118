//! Why a well-formed move is illegal now.

use thiserror::Error;

use crate::engine::Lang;

use super::cards::Card;

/// The decision a match waits for, as a refusal names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    Pick,
    Main,
    Buy,
    Muster,
    Block,
    Order,
    Heal,
    Camp,
    Over,
}

impl Step {
    /// What the player should do, in words.
    #[must_use]
    pub fn text(self, lang: Lang) -> &'static str {
        match self {
            Step::Pick => lang.pick("pick a card", "elegir una carta"),
            Step::Main => lang.pick(
                "play, buy, empty a camp, attack, discard or pass",
                "jugar, comprar, vaciar un campamento, atacar, descartar o pasar",
            ),
            Step::Buy => lang.pick(
                "pay with Oros, take change, then complete the purchase",
                "pagar con Oros, tomar cambio y completar la compra",
            ),
            Step::Muster => lang.pick(
                "add armies to the attack or launch it",
                "sumar ejércitos al ataque o lanzarlo",
            ),
            Step::Block => lang.pick("assign blockers", "asignar bloqueos"),
            Step::Order => lang.pick("order the combats", "ordenar los combates"),
            Step::Heal => lang.pick("heal with Copas or pass", "curar con Copas o pasar"),
            Step::Camp => lang.pick(
                "choose a camp to assault",
                "elegir un campamento que asaltar",
            ),
            Step::Over => lang.pick("start a new match", "empezar una nueva partida"),
        }
    }
}

impl std::fmt::Display for Step {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.text(Lang::En))
    }
}

/// Why a move of La rebelión is refused. The state is unchanged.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Illegal {
    #[error("now is the time to {expected}")]
    WrongStep { expected: Step },
    #[error("an attack needs at least one army")]
    EmptyAttack,
    #[error("{0} is not in your hand")]
    NotInHand(Card),
    #[error("{0} is not one of your troops")]
    NotYourTroop(Card),
    #[error("you have already {0} this turn")]
    AlreadyDone(&'static str),
    #[error("the first turn of the game allows no attack")]
    FirstTurn,
    #[error("{0} is not one of your armies on the table")]
    NotOnTable(Card),
    #[error("only a Caballo names its blocker")]
    NotACaballo(Card),
    #[error("{0} is not an enemy army on the table")]
    NoSuchEnemyArmy(Card),
    #[error("{0} does not attack")]
    NotAttacking(Card),
    #[error("each attacker has one blocker and each army blocks once")]
    DoubleBlock,
    #[error("{0} is already in the attack")]
    AlreadyMustered(Card),
    #[error("the block of {0} is already decided")]
    AlreadyDecided(Card),
    #[error("a heal needs at least one Copas card")]
    EmptyHeal,
    #[error("the Caballo {0} already named its blocker")]
    CaballoChose(Card),
    #[error("the order must list each blocked attacker once")]
    BadOrder,
    #[error("{0} is not your damaged army in this combat")]
    NotDamaged(Card),
    #[error("{0} is not a Copas card")]
    NotCopas(Card),
    #[error("{0} is not in the discard pile")]
    NotInDiscard(Card),
    #[error("{0} cannot be bought: only your troops and Copas up to 9")]
    NotForSale(Card),
    #[error("{0} is not an Oros card")]
    NotOros(Card),
    #[error("the Oros paid are worth less than {0}")]
    NotEnoughOros(Card),
    #[error("change needs a Rey of yours on the table")]
    NoRey,
    #[error("the change is worth more than the overpayment")]
    TooMuchChange,
    #[error("there is no standing camp in slot {0}")]
    NoSuchCamp(u8),
    #[error("you cannot empty your last camp")]
    LastCamp,
    #[error("with the deck empty and no army, you must empty a camp this turn")]
    MustEmptyCamp,
}
