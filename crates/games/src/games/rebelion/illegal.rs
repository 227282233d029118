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
    Answer,
    Judgment,
    Lose,
    Over,
}

impl Step {
    /// What the player should do, in words.
    #[must_use]
    pub fn text(self, lang: Lang) -> String {
        let id = match self {
            Step::Pick => "rebelion-step-pick",
            Step::Main => "rebelion-step-main",
            Step::Buy => "rebelion-step-buy",
            Step::Muster => "rebelion-step-muster",
            Step::Block => "rebelion-step-block",
            Step::Order => "rebelion-step-order",
            Step::Heal => "rebelion-step-heal",
            Step::Camp => "rebelion-step-camp",
            Step::Answer => "rebelion-step-answer",
            Step::Judgment => "rebelion-step-judgment",
            Step::Lose => "rebelion-step-lose",
            Step::Over => "rebelion-step-over",
        };
        crate::games::rebelion::tr(lang, id)
    }
}

impl std::fmt::Display for Step {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text(Lang::En))
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
    #[error("{0} heals nothing more: the other cards already heal the army fully")]
    HealsNothingMore(Card),
    #[error("{0} is not in the discard pile")]
    NotInDiscard(Card),
    #[error("{0} cannot be bought: only your troops (never their figures) and Copas")]
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
    #[error("Major Arcana are played only in the Tarot variant")]
    NoTarot,
    #[error("El Sol: you cannot play Major Arcana this turn")]
    SunBan,
    #[error("La Luna: you cannot attack this turn")]
    MoonBan,
    #[error("El Hierofante is played only to counter an Arcana of the opponent")]
    OnlyAsAnswer,
    #[error("La Justicia is played only in a combat, at your heal decision")]
    OnlyInCombat,
    #[error("{0} cannot be played on that")]
    BadTarget(Card),
    #[error("extra damage needs your La Fuerza this turn")]
    NoStrength,
    #[error("La Fuerza's damage comes before your healing")]
    HarmAfterHealing,
    #[error("{0} is not a suit card")]
    NotASuitCard(Card),
    #[error("La Justicia comes before your healing, once a combat")]
    JusticeTooLate,
}
