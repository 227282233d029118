//! The expert rules of La rebelión de los campesinos: the move a good club player makes without
//! searching. It reads what its seat may know: its hand and camps, both tables and the pile;
//! the deck, the opponent's hand and the opponent's camps are counted together as the unseen
//! cards (a determinized copy deals them at random, so it never reads where they lie, but for
//! the camps La Torre showed). It builds the move it wants, whole where the notation allows
//! (`attack 7B 12B`, `heal 5E with 2C 1C`, `buy 5C with 7O`), and checks it.
//!
//! - **Sides**: pick the highest Bastos, to lead the peasants and start (between experts the
//!   first player wins three matches in five), unless the Espadas of the hand (and, at half
//!   weight, of the camps) outweigh its Bastos by more than ten levels: then a card that counts
//!   nothing. With chosen sides, the highest own troop, to start.
//! - **Buy what pays**: once a turn, the pile's card (an own troop but no figure, or a Copas) worth most beyond
//!   the Oros it costs, paid with the Oros that overpay least; with a Rey on the table, the
//!   largest change the overpayment allows.
//! - **An army every turn**: the strongest own troop in hand goes on the table (after buying,
//!   so that a bought troop may be the one).
//! - **Empty a camp only for an army**: a camp holding an own troop of level 5 or more is emptied
//!   when there is no army on the table nor in hand and four camps or more stand; when the end of
//!   the deck forces it, the own troop that can still be played, else the lowest camp (the
//!   highest is kept for the final reveal).
//! - **Attack where the armies shown win**: every set of armies (and each Caballo naming its
//!   blocker) is tried against the blocks the defender's best answer would make, valuing each
//!   combat by the levels both sides lose (a damaged army falls back to the best card of its
//!   suit in the pile, as the rules say), each camp taken (more as the enemy's camps dwindle,
//!   the last one wins), and what the assaulted camp holds, counted over the unseen cards; less
//!   what the opponent's next attack would take from the armies it leaves me (their survivors
//!   and the army they will likely bring in, my survivors blocking). The best set attacks if it
//!   beats keeping the armies home.
//! - **Block to save what is worth more**: the defender gives each attacker the blocker (or
//!   none) that loses least over the whole attack, weighing a camp lost (and what that camp of
//!   mine holds) against the armies a block costs; an attack that would take the last camp is
//!   always blocked if it can be.
//! - **Fight the losing combats first**: the defender orders first the combats its army does not
//!   survive, so that their cards are in the pile to replace the damaged ones later.
//! - **Heal when it saves more than it spends**: the cheapest set of Copas that keeps the most of
//!   a damaged army (full healing keeps it whole, partial healing a better replacement), if what
//!   it keeps is worth more than the Copas.
//! - **Count the cards seen**: what an assault finds is weighed over the unseen cards (the
//!   deck, the opponent's hand but the cards the table saw them take, their camps but those La
//!   Torre showed), and a camp La Torre showed is assaulted first when it holds loot, last when
//!   it holds a strong defender.
//! - **Discard what helps nobody**: with seven cards or more (no draw next turn) the card least
//!   useful to me and to the opponent (who may buy it or replace with it) goes to the pile.
//! - **Arcana that pay** (Tarot): each Major Arcana is valued by what it does now (an army
//!   killed or brought in, cards taken from the pile, camps rebuilt, a camp likely won) and
//!   played when that beats keeping it; El Hierofante counters an Arcana that would cost more
//!   than it; La Justicia is played when halving the combat saves more of mine than of theirs;
//!   La Fuerza's harm spends the cards I need least to push an enemy army down.
//! - **Lose the camp that gives most away** (Tarot): the camp an assault would loot, not the one
//!   that would defend; in El Juicio, the highest card that costs least to give up.

use crate::engine::pile::{take, without};
use crate::engine::{Game, GameRng, Seat};

use super::arcana::{number, Target};
use super::cards::{Card, Ranks, Suit};
use super::notation::{Attacker, Combat, Move};
use super::state::{Battle, Fight, Phase, Purchase, Rebelion, SidesRule, Wounds};

/// Above any gain short of the match.
const WIN: f32 = 1000.0;
/// An Arcana is kept unless playing it is worth more than this.
const ARCANA_KEPT: f32 = 1.5;
/// What starting the match is worth in the side pick, in troop levels of the hand (between
/// experts the first player wins three matches in five).
const START_BONUS: f32 = 10.0;
/// A purchase is made when the card is worth this much more than its price.
const PURCHASE_MARGIN: f32 = 0.5;

/// The move `seat` makes, if it owes one.
pub(super) fn choose(g: &Rebelion, seat: Seat, rng: &mut GameRng) -> Option<Move> {
    if !g.may_act(seat) {
        return None;
    }
    match planned(g, seat, rng) {
        Some(mv) if g.check(seat, &mv).is_ok() => Some(mv),
        // A plan that missed a rule (the tests check that none does): a legal move keeps the
        // match going.
        _ => {
            let legal = g.legal_moves(seat);
            legal
                .iter()
                .find(|m| matches!(m, Move::Pass | Move::Allow))
                .cloned()
                .or_else(|| rng.choose(&legal).cloned())
        }
    }
}

/// The move the rules below want for `seat`, who owes one.
pub(super) fn planned(g: &Rebelion, seat: Seat, rng: &mut GameRng) -> Option<Move> {
    let t = Table::new(g, seat);
    match &g.phase {
        Phase::Pick { .. } => t.side_pick(),
        Phase::Main => Some(t.main_step()),
        Phase::Muster { attack } => Some(t.muster_step(attack)),
        Phase::Buy(purchase) => Some(t.buy_step(purchase)),
        Phase::Block {
            attack,
            pairs,
            decided,
        } => Some(t.block_step(attack, pairs, *decided)),
        Phase::Order { battle, .. } => t.order_step(battle),
        Phase::Heal { fight, .. } => Some(t.heal_step(fight)),
        Phase::Spell { army, wounds, .. } => Some(t.healing(*army, *wounds)),
        Phase::Camp { battle } => t.camp_step(battle, rng),
        Phase::Answer { played, .. } => Some(t.answer(played.card, played.target)),
        Phase::Judgment { .. } => t.judgment_pick(),
        Phase::Lose { .. } => t.camp_to_lose(),
        Phase::Over => None,
    }
}

// ---------------------------------------------------------------- what the seat knows

/// The cards `seat` cannot see: the deck, the opponent's hand (but the cards the table saw
/// them take) and the opponent's camps it has not seen, counted by suit and level.
struct Unseen {
    counts: [[u8; 15]; 4],
    arcana: u8,
    total: u16,
}

impl Unseen {
    fn of(g: &Rebelion, seat: Seat) -> Unseen {
        let other = seat.other();
        let seen: Vec<u8> = g.seen_camps(seat).iter().map(|&(slot, _)| slot).collect();
        let camps = g.camps[other]
            .iter()
            .enumerate()
            .filter(|(i, _)| !seen.contains(&(*i as u8 + 1)))
            .filter_map(|(_, c)| *c);
        let mut unseen = Unseen {
            counts: [[0; 15]; 4],
            arcana: 0,
            total: 0,
        };
        let hand = without(&g.hands[other], &g.known[other.index()]);
        for c in g.deck.iter().chain(&hand).copied().chain(camps) {
            unseen.total += 1;
            if c.is_arcana() {
                unseen.arcana += 1;
            } else {
                unseen.counts[c.suit as usize][usize::from(c.level)] += 1;
            }
        }
        unseen
    }

    /// Each kind of unseen card with how many there are (Arcana left out: they do nothing
    /// where this is asked).
    fn kinds(&self) -> impl Iterator<Item = (Card, f32)> + '_ {
        Suit::ALL.into_iter().flat_map(move |suit| {
            (1..15u8).filter_map(move |level| {
                let n = self.counts[suit as usize][usize::from(level)];
                (n > 0).then(|| (Card::new(level, suit), f32::from(n)))
            })
        })
    }
}

/// The cards `seat` cannot see, as [`Unseen`] counts them (for the tests).
#[cfg(test)]
pub(super) fn unseen_cards(g: &Rebelion, seat: Seat) -> Vec<Card> {
    let unseen = Unseen::of(g, seat);
    let mut cards: Vec<Card> = unseen
        .kinds()
        .flat_map(|(c, n)| std::iter::repeat_n(c, n as usize))
        .collect();
    cards.extend(std::iter::repeat_n(
        Card::arcana(0),
        usize::from(unseen.arcana),
    ));
    cards
}

/// What the expert weighs a decision with: the state, its seat, both troop suits and the
/// levels of each suit in the pile (what a damaged army can fall back to).
struct Table<'a> {
    g: &'a Rebelion,
    me: Seat,
    side: Suit,
    enemy: Suit,
    ranks: Ranks,
    pile: [u32; 5],
}

impl<'a> Table<'a> {
    fn new(g: &'a Rebelion, me: Seat) -> Self {
        let mut pile = [0u32; 5];
        for c in &g.discard {
            pile[c.suit as usize] |= 1 << c.level;
        }
        let side = g.side(me);
        Table {
            g,
            me,
            side,
            enemy: side.enemy(),
            ranks: g.ranks(),
            pile,
        }
    }

    fn hand(&self) -> &[Card] {
        &self.g.hands[self.me]
    }

    fn holds(&self, n: u8) -> bool {
        self.hand().contains(&Card::arcana(n))
    }

    // ------------------------------------------------------------ values

    /// An army's worth on the table: its level, and more for a figure's gift (a Leader's change
    /// the most).
    fn army_value(&self, c: Card) -> f32 {
        let level = f32::from(c.level);
        if self.ranks.is_leader(c) {
            level + 2.0
        } else if self.ranks.is_figure(c) {
            level + 1.0
        } else {
            level
        }
    }

    /// What a card in my hand is worth to me.
    fn keep_value(&self, c: Card) -> f32 {
        let level = f32::from(c.level);
        match c.suit {
            Suit::Arcana => 3.0,
            Suit::Copas => 0.5 * level,
            Suit::Oros => 0.2 * level,
            s if s == self.side => 1.0 + 0.8 * level,
            _ if self.holds(number::FOOL) => 0.4 * level,
            _ => 0.0,
        }
    }

    /// What a card in the pile is worth to the opponent: an enemy troop they may buy or fall
    /// back to, a Copas they may buy; my own troops are mine to fall back to.
    fn gift_value(&self, c: Card) -> f32 {
        let level = f32::from(c.level);
        match c.suit {
            Suit::Arcana => 1.0,
            Suit::Copas => 0.3 * level,
            Suit::Oros => 0.1 * level,
            s if s == self.enemy && self.ranks.is_figure(c) => 0.5,
            s if s == self.enemy => 0.5 * level,
            _ => -0.2 * level,
        }
    }

    /// What is left of an army of `card` after `damage`: itself undamaged, else the best card
    /// of its suit in the pile at or below its new level, else nothing.
    fn survivor(&self, card: Card, damage: u32) -> Option<Card> {
        if damage == 0 {
            return Some(card);
        }
        let level = u32::from(card.level).saturating_sub(damage);
        if level == 0 {
            return None;
        }
        let below = self.pile[card.suit as usize] & ((2u32 << level) - 1);
        (below != 0).then(|| Card::new((31 - below.leading_zeros()) as u8, card.suit))
    }

    /// The worth an army loses to `damage` (no healing).
    fn loss(&self, card: Card, damage: u32) -> f32 {
        self.army_value(card)
            - self
                .survivor(card, damage)
                .map_or(0.0, |c| self.army_value(c))
    }

    /// The worth `owner`'s army loses to `damage`: mine may be healed whole with the Copas in
    /// my hand, at the price of those Copas.
    fn loss_of(&self, owner: Seat, card: Card, damage: u32) -> f32 {
        let raw = self.loss(card, damage);
        if owner != self.me || damage == 0 || damage > self.heal_budget(card) {
            return raw;
        }
        // Healed whole, for the Copas it takes (half a level a point; a Hero heals double).
        let factor = if card.level == self.ranks.hero() {
            2.0
        } else {
            1.0
        };
        raw.min(0.5 * damage as f32 / factor)
    }

    fn copas_in_hand(&self) -> u32 {
        self.hand()
            .iter()
            .filter(|c| c.suit == Suit::Copas)
            .map(|c| u32::from(c.level))
            .sum()
    }

    /// What taking a camp is worth when `standing` camps stand before it: more as they dwindle,
    /// the match with the last one.
    fn camp_value(standing: usize) -> f32 {
        match standing {
            0 => 0.0,
            1 => WIN,
            n => 10.0 + 8.0 / (n as f32 - 1.0),
        }
    }

    /// What an unblocked `attacker` of `seat` finds in a camp holding `camp`, beyond the camp
    /// itself: a fight with a camp of the defender's troops, or loot.
    fn assault(&self, seat: Seat, attacker: Card, camp: Card) -> f32 {
        let defender_troops = self.g.side(seat.other());
        if camp.is_arcana() {
            0.0
        } else if camp.suit == defender_troops {
            let lost = self.loss_of(seat, attacker, u32::from(camp.level));
            let kept = self
                .survivor(camp, u32::from(attacker.level))
                .map_or(0.0, |c| self.army_value(c));
            -lost - kept
        } else if camp.suit == self.g.side(seat) {
            1.0 + 0.6 * f32::from(camp.level)
        } else {
            0.3 * f32::from(camp.level)
        }
    }

    /// What an unblocked attacker of `seat` expects from the camp it turns: over the unseen
    /// cards when I attack, over my standing camps when I defend.
    fn expected_assault(&self, seat: Seat, attacker: Card, unseen: &Unseen) -> f32 {
        if seat == self.me {
            if unseen.total == 0 {
                return 0.0;
            }
            let sum: f32 = unseen
                .kinds()
                .map(|(c, n)| n * self.assault(seat, attacker, c))
                .sum();
            sum / f32::from(unseen.total)
        } else {
            self.mean_camp_assault(seat, attacker)
        }
    }

    // ------------------------------------------------------------ attacks and blocks

    /// What each of `attackers` (of `seat`) expects from the camp it would turn unblocked.
    fn assault_values(&self, seat: Seat, attackers: &[Card], unseen: &Unseen) -> Vec<f32> {
        attackers
            .iter()
            .map(|&a| self.expected_assault(seat, a, unseen))
            .collect()
    }

    /// The defender's best blocks against `attackers` (of `attacker_seat`, each expecting
    /// `alone` from a camp) with `blockers`, `standing` camps left: for each attacker its
    /// blocker's index or none, and what the whole attack gains the attacker. Searched whole
    /// while small, else attacker by attacker, the strongest first.
    fn answer_attack(
        &self,
        attacker_seat: Seat,
        attackers: &[Card],
        alone: &[f32],
        blockers: &[Card],
        standing: usize,
    ) -> (f32, Vec<Option<usize>>) {
        let defender = attacker_seat.other();
        // What each pairing gains the defender.
        let pairs: Vec<Vec<f32>> = attackers
            .iter()
            .map(|&a| {
                blockers
                    .iter()
                    .map(|&b| {
                        self.loss_of(attacker_seat, a, u32::from(b.level))
                            - self.loss_of(defender, b, u32::from(a.level))
                    })
                    .collect()
            })
            .collect();
        let problem = Blocks {
            pairs: &pairs,
            alone,
            standing,
        };
        let (defender_gain, plan) = if attackers.len() * blockers.len() <= 16 {
            problem.best()
        } else {
            problem.greedy(attackers)
        };
        (-defender_gain, plan)
    }

    /// The best attack of mine from the table now, `mustered` already in: the armies to add,
    /// and what the attack gains over not attacking, the opponent's next attack on what it
    /// leaves me counted.
    fn best_attack(&self, mustered: &[Attacker]) -> (f32, Vec<Attacker>) {
        let unseen = Unseen::of(self.g, self.me);
        let reinforcement = self.likely_reinforcement(&unseen);
        let (mine, theirs) = (&self.g.armies[self.me], &self.g.armies[self.me.other()]);
        let quiet = -self.threat_against(mine, theirs, reinforcement);
        let mut free = self.g.unmustered(self.me, mustered);
        free.sort_by(|a, b| b.cmp(a));
        free.truncate(6);
        let fixed: Vec<Card> = mustered.iter().map(|a| a.card).collect();
        let alone_fixed = self.assault_values(self.me, &fixed, &unseen);
        let alone_free = self.assault_values(self.me, &free, &unseen);
        let baseline = if mustered.is_empty() {
            quiet
        } else {
            self.attack_score(mustered, &alone_fixed, reinforcement)
        };
        let mut best = (baseline, Vec::new());
        for mask in 1u32..(1 << free.len()) {
            let chosen = (0..free.len()).filter(|i| mask & (1 << i) != 0);
            let mut attack: Vec<Attacker> = mustered.to_vec();
            let mut alone = alone_fixed.clone();
            for i in chosen {
                attack.push(Attacker {
                    card: free[i],
                    names: None,
                });
                alone.push(alone_free[i]);
            }
            let value = self.attack_score(&attack, &alone, reinforcement);
            if value > best.0 {
                best = (value, attack[mustered.len()..].to_vec());
            }
        }
        let (value, added) = best;
        let (value, added) =
            self.with_cavalry_targets(mustered, added, value, &unseen, reinforcement);
        (value - quiet, added)
    }

    /// Each Caballo of the attack tries naming each enemy army; a naming that gains more is
    /// kept.
    fn with_cavalry_targets(
        &self,
        mustered: &[Attacker],
        mut added: Vec<Attacker>,
        mut value: f32,
        unseen: &Unseen,
        reinforcement: Option<Card>,
    ) -> (f32, Vec<Attacker>) {
        let enemies = self.g.armies[self.me.other()].clone();
        for i in 0..added.len() {
            if self.g.cavalry_count(self.me, added[i].card) == 0 {
                continue;
            }
            for &target in &enemies {
                let mut trial = added.clone();
                trial[i].names = Some(target);
                if self.g.check_muster(self.me, mustered, &trial).is_err() {
                    continue;
                }
                let all: Vec<Attacker> = mustered.iter().chain(&trial).copied().collect();
                let cards: Vec<Card> = all.iter().map(|a| a.card).collect();
                let alone = self.assault_values(self.me, &cards, unseen);
                let v = self.attack_score(&all, &alone, reinforcement);
                if v > value {
                    value = v;
                    added = trial;
                }
            }
        }
        (value, added)
    }

    /// What an attack gains me now, less what the opponent's next attack would gain against
    /// the armies it leaves me.
    fn attack_score(&self, attack: &[Attacker], alone: &[f32], reinforcement: Option<Card>) -> f32 {
        let (gain, mine, theirs) = self.attack_outcome(attack, alone);
        gain - self.threat_against(&mine, &theirs, reinforcement)
    }

    /// What an attack (each attacker expecting `alone` from a camp) gains me against the
    /// defender's best blocks, the Caballos' named blocks fixed; and both tables after it (a
    /// damaged army replaced by what the pile offers).
    fn attack_outcome(&self, attack: &[Attacker], alone: &[f32]) -> (f32, Vec<Card>, Vec<Card>) {
        let other = self.me.other();
        let mut blockers = self.g.armies[other].clone();
        let mut mine = self.g.armies[self.me].clone();
        let mut theirs = Vec::with_capacity(blockers.len());
        let mut forced = 0.0;
        let mut open = Vec::with_capacity(attack.len());
        let mut open_alone = Vec::with_capacity(attack.len());
        for (a, &expects) in attack.iter().zip(alone) {
            match a.names {
                Some(b) if blockers.contains(&b) => {
                    take(&mut blockers, b);
                    forced += self.loss_of(other, b, u32::from(a.card.level))
                        - self.loss_of(self.me, a.card, u32::from(b.level));
                    self.fight_on(&mut mine, a.card, b);
                    theirs.extend(self.survivor(b, u32::from(a.card.level)));
                }
                _ => {
                    open.push(a.card);
                    open_alone.push(expects);
                }
            }
        }
        let standing = self.g.camp_count(other);
        let (gain, plan) = self.answer_attack(self.me, &open, &open_alone, &blockers, standing);
        let mut used = vec![false; blockers.len()];
        for (&a, b) in open.iter().zip(&plan) {
            if let &Some(b) = b {
                used[b] = true;
                self.fight_on(&mut mine, a, blockers[b]);
                theirs.extend(self.survivor(blockers[b], u32::from(a.level)));
            }
        }
        theirs.extend(
            (0..blockers.len())
                .filter(|&b| !used[b])
                .map(|b| blockers[b]),
        );
        (forced + gain, mine, theirs)
    }

    /// My army `mine` after fighting `enemy`: what the pile replaces it with, or nothing;
    /// healed whole where my Copas can.
    fn fight_on(&self, armies: &mut Vec<Card>, mine: Card, enemy: Card) {
        let damage = u32::from(enemy.level);
        if damage <= self.heal_budget(mine) {
            return;
        }
        take(armies, mine);
        armies.extend(self.survivor(mine, damage));
    }

    /// How much my Copas can heal on `army` (double on a Hero).
    fn heal_budget(&self, army: Card) -> u32 {
        let factor = if army.level == self.ranks.hero() {
            2
        } else {
            1
        };
        self.copas_in_hand() * factor
    }

    /// The army the opponent will likely bring in next turn: an own troop the table saw them
    /// take, else one of the average level of their unseen troops.
    fn likely_reinforcement(&self, unseen: &Unseen) -> Option<Card> {
        let other = self.me.other();
        if let Some(&c) = self.g.known[other.index()]
            .iter()
            .filter(|c| c.suit == self.enemy)
            .max()
        {
            return Some(c);
        }
        if self.g.hands[other].is_empty() {
            return None;
        }
        let (n, sum) = (1..15u8).fold((0u32, 0u32), |(n, sum), level| {
            let k = u32::from(unseen.counts[self.enemy as usize][usize::from(level)]);
            (n + k, sum + k * u32::from(level))
        });
        (n > 0).then(|| Card::new(((sum + n / 2) / n) as u8, self.enemy))
    }

    /// What the opponent's next attack would gain against `mine` with `theirs` and the
    /// `reinforcement` they bring in: my blocks chosen attacker by attacker, and only the
    /// attackers that gain sent.
    fn threat_against(&self, mine: &[Card], theirs: &[Card], reinforcement: Option<Card>) -> f32 {
        let other = self.me.other();
        let mut attackers: Vec<Card> = theirs.to_vec();
        attackers.extend(reinforcement);
        if attackers.is_empty() {
            return 0.0;
        }
        attackers.sort_by(|a, b| b.cmp(a));
        attackers.truncate(6);
        let standing = self.g.camp_count(self.me);
        let mut used = vec![false; mine.len()];
        let mut threat = 0.0;
        let mut unblocked = 0;
        for &a in &attackers {
            let alone = self.mean_camp_assault(other, a);
            let leave = alone + Table::camp_value(standing.saturating_sub(unblocked));
            let block = (0..mine.len())
                .filter(|&b| !used[b])
                .map(|b| {
                    let theirs_lost = self.loss_of(other, a, u32::from(mine[b].level));
                    let mine_lost = self.loss_of(self.me, mine[b], u32::from(a.level));
                    (mine_lost - theirs_lost, b)
                })
                .min_by(|x, y| x.0.total_cmp(&y.0));
            match block {
                Some((cost, b)) if cost < leave => {
                    used[b] = true;
                    threat += cost.max(0.0);
                }
                _ => {
                    threat += leave.max(0.0);
                    unblocked += 1;
                }
            }
            if threat >= WIN {
                return WIN;
            }
        }
        threat
    }

    /// What an attacker of `seat` expects from one of my camps, beyond the camp (cheap: my
    /// camps are few and known to me).
    fn mean_camp_assault(&self, seat: Seat, attacker: Card) -> f32 {
        let camps = self.g.camps[self.me].iter().flatten();
        let (n, sum) = camps.fold((0.0, 0.0), |(n, sum), &c| {
            (n + 1.0, sum + self.assault(seat, attacker, c))
        });
        if n > 0.0 {
            sum / n
        } else {
            0.0
        }
    }

    /// My block for the attacker being decided: the whole answer is weighed, this attacker's
    /// part of it is given.
    fn block_step(&self, attack: &[Attacker], pairs: &[(Card, Card)], decided: usize) -> Move {
        let walk = Rebelion::block_walk(attack);
        let Some(&attacker) = walk.get(decided) else {
            return Move::Block(Vec::new());
        };
        let unblocked_before = decided.saturating_sub(pairs.len());
        let standing = self.g.camp_count(self.me).saturating_sub(unblocked_before);
        let blockers = self.g.free_blockers(attack, pairs);
        let attackers = &walk[decided..];
        let unseen = Unseen::of(self.g, self.me);
        let alone = self.assault_values(self.me.other(), attackers, &unseen);
        let (_, plan) = self.answer_attack(self.me.other(), attackers, &alone, &blockers, standing);
        match plan.first().copied().flatten() {
            Some(b) => Move::Block(vec![(attacker, blockers[b])]),
            None => Move::Pass,
        }
    }

    /// The next combat I (the defender) want fought: those my army does not survive first, so
    /// that their cards can replace my damaged ones later.
    fn order_step(&self, battle: &Battle) -> Option<Move> {
        let open = &battle.blocked;
        let &(attacker, blocker) = open.iter().min_by_key(|&&(a, b)| {
            let survives = self.survivor(b, u32::from(a.level)).is_some();
            (survives, b.level)
        })?;
        let twin = open.iter().any(|&(a, b)| a == attacker && b != blocker);
        Some(Move::Order(vec![Combat {
            attacker,
            blocker: twin.then_some(blocker),
        }]))
    }

    /// While mustering: the rest of the best attack that includes those already sent, or
    /// calling it off when launching them would lose.
    fn muster_step(&self, mustered: &[Attacker]) -> Move {
        let (value, added) = self.best_attack(mustered);
        if value < 0.0 && !mustered.is_empty() {
            Move::Cancel
        } else {
            Move::Attack(added)
        }
    }

    /// The enemy camp the next unblocked attacker turns: one La Torre showed holding loot
    /// first, one showing a strong defender last, otherwise any.
    fn camp_step(&self, battle: &Battle, rng: &mut GameRng) -> Option<Move> {
        let attacker = *battle.unblocked.first()?;
        let unseen = Unseen::of(self.g, self.me);
        let unknown = self.expected_assault(self.me, attacker, &unseen);
        let seen = self.g.seen_camps(self.me);
        let slots: Vec<(u8, f32)> = self.g.camps[self.me.other()]
            .iter()
            .enumerate()
            .filter(|(_, c)| c.is_some())
            .map(|(i, _)| {
                let slot = i as u8 + 1;
                let worth = seen
                    .iter()
                    .find(|(s, _)| *s == slot)
                    .map_or(unknown, |&(_, c)| self.assault(self.me, attacker, c));
                (slot, worth)
            })
            .collect();
        let best = slots.iter().map(|s| s.1).fold(f32::MIN, f32::max);
        let top: Vec<u8> = slots
            .iter()
            .filter(|s| s.1 >= best - 1e-3)
            .map(|s| s.0)
            .collect();
        rng.choose(&top).map(|&slot| Move::Camp(slot))
    }

    // ------------------------------------------------------------ healing

    /// My decision after a combat: La Justicia if halving pays, La Fuerza's harm with a card I
    /// need little, then healing.
    fn heal_step(&self, fight: &Fight) -> Move {
        if self.g.can_judge_fight(self.me, fight) && self.justice_gain(fight) > 0.0 {
            return Move::Arcana {
                card: Card::arcana(number::JUSTICE),
                target: Target::None,
            };
        }
        if self.g.can_harm(self.me, fight) {
            if let Some(mv) = self.harm(fight) {
                return mv;
            }
        }
        let (army, wounds) = self.g.wounded_in_fight(fight, self.me);
        self.healing(army, wounds)
    }

    /// The Copas (or under Los Amantes any suit cards) that keep the most of a damaged army for
    /// least, if they keep more than they cost; `pass` otherwise.
    fn healing(&self, army: Card, wounds: Wounds) -> Move {
        let needed = (wounds.damage + wounds.harm).saturating_sub(wounds.healed);
        if needed == 0 {
            return Move::Pass;
        }
        let mut cards = self.g.heal_cards(self.me);
        cards.sort_by(|a, b| self.keep_value(*a).total_cmp(&self.keep_value(*b)));
        cards.truncate(10);
        let factor = if army.level == self.ranks.hero() {
            2
        } else {
            1
        };
        let kept_without = self
            .survivor(army, needed)
            .map_or(0.0, |c| self.army_value(c));
        let mut best: (f32, u32) = (0.0, 0);
        for mask in 1u32..(1 << cards.len()) {
            let chosen = (0..cards.len()).filter(|i| mask & (1 << i) != 0);
            let (heal, cost) = chosen.fold((0, 0.0), |(h, c), i| {
                (
                    h + u32::from(cards[i].level) * factor,
                    // A hundredth per card: of two sets that keep as much, the smaller.
                    c + self.keep_value(cards[i]) + 0.01,
                )
            });
            let kept = self
                .survivor(army, needed.saturating_sub(heal))
                .map_or(0.0, |c| self.army_value(c));
            let gain = kept - kept_without - cost;
            if gain > best.0 + 1e-3 {
                best = (gain, mask);
            }
        }
        if best.1 == 0 {
            return Move::Pass;
        }
        let mut with: Vec<Card> = (0..cards.len())
            .filter(|i| best.1 & (1 << i) != 0)
            .map(|i| cards[i])
            .collect();
        with.sort();
        Move::Heal { army, with }
    }

    /// What La Justicia gains me in this combat: each side's loss with half the summed levels
    /// instead of the other's level.
    fn justice_gain(&self, fight: &Fight) -> f32 {
        let (mine, _) = self.g.own_in_fight(fight, self.me);
        let (theirs, _) = self.g.own_in_fight(fight, self.me.other());
        let half = (u32::from(mine.level) + u32::from(theirs.level)) / 2;
        let now =
            self.loss(theirs, u32::from(mine.level)) - self.loss(mine, u32::from(theirs.level));
        let judged = self.loss(theirs, half) - self.loss(mine, half);
        judged - now - self.keep_value(Card::arcana(number::JUSTICE))
    }

    /// La Fuerza: the hand card that pushes the enemy army of this combat down most beyond what
    /// the card is worth to me.
    fn harm(&self, fight: &Fight) -> Option<Move> {
        let (enemy, _) = self.g.own_in_fight(fight, self.me.other());
        let i = usize::from(self.me == self.g.active);
        let w = fight.wounds()[i];
        let net = (w.damage + w.harm).saturating_sub(w.healed);
        let now = self
            .survivor(enemy, net)
            .map_or(0.0, |c| self.army_value(c));
        if now == 0.0 {
            return None;
        }
        let (gain, card) = self
            .hand()
            .iter()
            .filter(|c| !c.is_arcana())
            .map(|&c| {
                let after = self
                    .survivor(enemy, net + u32::from(c.level))
                    .map_or(0.0, |s| self.army_value(s));
                (now - after - self.keep_value(c), c)
            })
            .max_by(|a, b| a.0.total_cmp(&b.0))?;
        (gain > 0.5).then(|| Move::Harm {
            army: enemy,
            with: vec![card],
        })
    }

    // ------------------------------------------------------------ the turn

    /// The next thing to do in my turn: an Arcana that pays, a purchase, a camp emptied for an
    /// army, an army, an attack; then the end of the turn.
    fn main_step(&self) -> Move {
        self.arcana_to_play()
            .or_else(|| self.purchase())
            .or_else(|| self.camp_to_empty())
            .or_else(|| self.army_to_play())
            .or_else(|| self.attack())
            .unwrap_or_else(|| self.end_of_turn())
    }

    /// The strongest own troop in hand, if no army was brought in this turn.
    fn army_to_play(&self) -> Option<Move> {
        if self.g.done.played {
            return None;
        }
        self.hand()
            .iter()
            .filter(|c| c.suit == self.side)
            .max_by(|a, b| self.army_value(**a).total_cmp(&self.army_value(**b)))
            .map(|&c| Move::Play(c))
    }

    /// The best attack, if it gains anything and attacking is allowed.
    fn attack(&self) -> Option<Move> {
        let g = self.g;
        if g.turn <= 1
            || g.done.attacked
            || g.armies[self.me].is_empty()
            || g.tarot.active(number::MOON, self.me, g.turn)
        {
            return None;
        }
        let (value, mut attack) = self.best_attack(&[]);
        attack.sort();
        (value > 0.0 && !attack.is_empty()).then_some(Move::Attack(attack))
    }

    /// A camp emptied: when the end of the deck forces it, or for a strong own troop when I
    /// have no army at all and camps to spare.
    fn camp_to_empty(&self) -> Option<Move> {
        let g = self.g;
        if g.done.emptied || g.camp_count(self.me) <= 1 {
            return None;
        }
        let camps: Vec<(u8, Card)> = g.camps[self.me]
            .iter()
            .enumerate()
            .filter_map(|(i, c)| c.map(|c| (i as u8 + 1, c)))
            .collect();
        let best_troop = camps
            .iter()
            .filter(|(_, c)| c.suit == self.side)
            .max_by_key(|(_, c)| c.level)
            .copied();
        if g.must_empty(self.me) {
            let slot = match best_troop {
                Some((slot, _)) if !g.done.played => slot,
                _ => camps.iter().min_by_key(|(_, c)| c.value())?.0,
            };
            return Some(Move::Empty(slot));
        }
        let armyless = g.armies[self.me].is_empty()
            && !g.done.played
            && !self.hand().iter().any(|c| c.suit == self.side);
        match best_troop {
            Some((slot, c)) if armyless && camps.len() >= 4 && c.level >= 5 => {
                Some(Move::Empty(slot))
            }
            _ => None,
        }
    }

    /// The end of the turn: with seven cards or more (no draw next turn) the card least useful
    /// to both sides is discarded.
    fn end_of_turn(&self) -> Move {
        if self.hand().len() < 7 {
            return Move::Pass;
        }
        self.hand()
            .iter()
            .min_by(|a, b| {
                let cost = |c: Card| self.keep_value(c) + self.gift_value(c);
                cost(**a).total_cmp(&cost(**b))
            })
            .map_or(Move::Pass, |&c| Move::Discard(c))
    }

    // ------------------------------------------------------------ purchases

    /// The purchase worth most beyond its price, paid with the Oros that overpay least (and,
    /// with a Rey, the largest change the overpayment allows).
    fn purchase(&self) -> Option<Move> {
        if self.g.done.bought {
            return None;
        }
        let mut oros: Vec<Card> = self
            .hand()
            .iter()
            .copied()
            .filter(|c| c.suit == Suit::Oros)
            .collect();
        if oros.is_empty() {
            return None;
        }
        oros.sort();
        oros.truncate(10);
        let budget: u32 = oros.iter().map(|c| u32::from(c.level)).sum();
        let mut best: Option<(f32, Move)> = None;
        for card in self.for_sale(budget) {
            let (with, paid) = cheapest_payment(&oros, u32::from(card.level));
            let change = self.change(paid - u32::from(card.level));
            let worth = |cards: &[Card]| cards.iter().map(|c| self.keep_value(*c)).sum::<f32>();
            let value = self.keep_value(card) - worth(&with) + worth(&change);
            if value > PURCHASE_MARGIN && best.as_ref().is_none_or(|(v, _)| value > *v) {
                best = Some((value, Move::Buy { card, with, change }));
            }
        }
        best.map(|(_, mv)| mv)
    }

    /// The pile's cards I may buy with `budget`: own troops but figures, and Copas.
    fn for_sale(&self, budget: u32) -> Vec<Card> {
        let mut cards: Vec<Card> = self
            .g
            .discard
            .iter()
            .copied()
            .filter(|&c| {
                let army_figure = self.ranks.is_figure(c) && c.suit != Suit::Copas;
                (c.suit == self.side || c.suit == Suit::Copas)
                    && !army_figure
                    && u32::from(c.level) <= budget
            })
            .collect();
        cards.sort();
        cards.dedup();
        cards
    }

    /// With a Rey on my table, the pile's Oros worth most within `room`, the largest first.
    fn change(&self, room: u32) -> Vec<Card> {
        if room == 0
            || !self.g.armies[self.me]
                .iter()
                .any(|&c| self.ranks.is_leader(c))
        {
            return Vec::new();
        }
        let mut pile: Vec<Card> = self
            .g
            .discard
            .iter()
            .copied()
            .filter(|c| c.suit == Suit::Oros)
            .collect();
        pile.sort_by(|a, b| b.cmp(a));
        let mut left = room;
        let mut change = Vec::new();
        for c in pile {
            if u32::from(c.level) <= left {
                left -= u32::from(c.level);
                change.push(c);
            }
        }
        change.sort();
        change
    }

    /// A purchase under way (begun elsewhere): take the change a Rey allows, pay with the Oros
    /// that comes closest to the price, and complete it.
    fn buy_step(&self, purchase: &Purchase) -> Move {
        let paid: u32 = purchase.paid.iter().map(|c| u32::from(c.level)).sum();
        let price = u32::from(purchase.card.level);
        if paid >= price {
            let taken: u32 = purchase.change.iter().map(|c| u32::from(c.level)).sum();
            let room = (paid - price).saturating_sub(taken);
            return self
                .change(room)
                .into_iter()
                .max()
                .map_or(Move::Complete, Move::Change);
        }
        let mut left: Vec<Card> = self
            .hand()
            .iter()
            .copied()
            .filter(|c| c.suit == Suit::Oros)
            .collect();
        for c in &purchase.paid {
            take(&mut left, *c);
        }
        let owed = price - paid;
        let pay = left
            .iter()
            .filter(|c| u32::from(c.level) >= owed)
            .min()
            .or_else(|| left.iter().max());
        pay.map_or(Move::Cancel, |&c| Move::Pay(c))
    }

    // ------------------------------------------------------------ the side pick

    /// The card shown for the sides: the highest Bastos to lead the peasants when my cards
    /// favour them, else a card that counts nothing.
    fn side_pick(&self) -> Option<Move> {
        let hand = self.hand();
        let level = |c: &&Card| c.level;
        if self.g.options.sides == SidesRule::Chosen {
            let own = hand
                .iter()
                .filter(|c| c.suit == self.side)
                .max_by_key(level);
            return own.or_else(|| hand.first()).map(|&c| Move::Pick(c));
        }
        let sum = |cards: &mut dyn Iterator<Item = &Card>, suit: Suit| -> f32 {
            cards
                .filter(|c| c.suit == suit)
                .map(|c| f32::from(c.level))
                .sum()
        };
        let camps: Vec<Card> = self.g.camps[self.me].iter().flatten().copied().collect();
        let peasants = sum(&mut hand.iter(), Suit::Bastos) - sum(&mut hand.iter(), Suit::Espadas)
            + 0.5 * (sum(&mut camps.iter(), Suit::Bastos) - sum(&mut camps.iter(), Suit::Espadas));
        let bastos = hand.iter().filter(|c| c.suit == Suit::Bastos);
        let pick = if peasants + START_BONUS >= 0.0 {
            bastos.max_by_key(level).or_else(|| hand.first())
        } else {
            hand.iter()
                .filter(|c| c.suit != Suit::Bastos)
                .min_by_key(level)
                .or_else(|| bastos.min_by_key(level))
        };
        pick.map(|&c| Move::Pick(c))
    }

    // ------------------------------------------------------------ the Major Arcana

    /// The Arcana whose effect now is worth most, if it beats keeping it.
    fn arcana_to_play(&self) -> Option<Move> {
        if !self.g.options.tarot || self.g.may_play_arcana(self.me).is_err() {
            return None;
        }
        let mut held: Vec<Card> = self
            .hand()
            .iter()
            .copied()
            .filter(|c| c.is_arcana())
            .collect();
        held.sort();
        held.dedup();
        held.into_iter()
            .filter_map(|card| self.arcana_play(card.level))
            .filter(|(value, _)| *value > ARCANA_KEPT)
            .max_by(|a, b| a.0.total_cmp(&b.0))
            .map(|(_, mv)| mv)
    }

    /// What playing Arcana `n` now gains, with its best target.
    fn arcana_play(&self, n: u8) -> Option<(f32, Move)> {
        let card = Card::arcana(n);
        let g = self.g;
        let other = self.me.other();
        let plain = |value: f32| {
            Some((
                value,
                Move::Arcana {
                    card,
                    target: Target::None,
                },
            ))
        };
        let best_pile = |suit: Suit| {
            g.discard
                .iter()
                .filter(|c| c.suit == suit)
                .map(|c| c.level)
                .max()
                .map_or(0.0, f32::from)
        };
        match n {
            number::FOOL => {
                let troop = self
                    .hand()
                    .iter()
                    .filter(|c| c.suit == self.enemy)
                    .max_by_key(|c| c.level)?;
                Some((
                    self.army_value(*troop),
                    Move::Arcana {
                        card,
                        target: Target::Play(*troop),
                    },
                ))
            }
            number::MAGICIAN => {
                let (loss, army) = g.armies[other]
                    .iter()
                    .map(|&a| (self.loss(a, super::MAGICIAN_DAMAGE), a))
                    .max_by(|a, b| a.0.total_cmp(&b.0))?;
                Some((
                    loss,
                    Move::Arcana {
                        card,
                        target: Target::Army(army),
                    },
                ))
            }
            number::PRIESTESS => plain(0.5 * best_pile(Suit::Copas)),
            number::EMPRESS => plain(0.35 * best_pile(Suit::Oros)),
            number::EMPEROR => plain(1.0 + 0.8 * best_pile(self.side)),
            number::HERMIT => {
                let lowest = g
                    .discard
                    .iter()
                    .filter(|c| c.suit == self.side)
                    .min_by_key(|c| c.level)?;
                plain(self.army_value(*lowest) + 1.0)
            }
            number::WHEEL => {
                let mut oros: Vec<u8> = g
                    .discard
                    .iter()
                    .filter(|c| c.suit == Suit::Oros)
                    .map(|c| c.level)
                    .collect();
                oros.sort_unstable_by(|a, b| b.cmp(a));
                let taken: f32 = oros.iter().take(2).map(|&l| 0.35 * f32::from(l)).sum();
                plain(taken - self.average_keep())
            }
            number::HANGED_MAN => {
                let lowest = g.lowest_army(other)?;
                plain(self.army_value(lowest))
            }
            number::DEATH => plain(self.death_gain()),
            number::TEMPERANCE if !g.deck.is_empty() => {
                plain(2.0 * (7usize.saturating_sub(self.hand().len() - 1)) as f32)
            }
            number::DEVIL => plain(self.devil_gain()),
            number::TOWER => {
                let target = g.camps[other]
                    .iter()
                    .enumerate()
                    .filter(|(_, c)| c.is_some())
                    .map(|(i, _)| i as u8 + 1)
                    .find(|slot| !g.seen_camps(self.me).iter().any(|(s, _)| s == slot))?;
                let value = if g.armies[self.me].is_empty() {
                    0.5
                } else {
                    1.6
                };
                Some((
                    value,
                    Move::Arcana {
                        card,
                        target: Target::Camp(target),
                    },
                ))
            }
            number::STAR if g.discard.iter().any(|c| c.is_arcana()) => plain(2.0),
            number::MOON => plain(self.threat()),
            number::JUDGEMENT => plain(self.judgment_gain()),
            number::WORLD => plain(self.world_gain()),
            number::STRENGTH => {
                let junk = self
                    .hand()
                    .iter()
                    .filter(|c| self.keep_value(**c) < 2.0)
                    .count();
                let attacking = !g.done.attacked && self.attack().is_some();
                plain(if attacking && junk >= 1 { 2.0 } else { 0.0 })
            }
            number::SUN => plain(if g.hands[other].len() >= 4 { 1.6 } else { 0.5 }),
            _ => None,
        }
    }

    fn average_keep(&self) -> f32 {
        let hand = self.hand();
        if hand.is_empty() {
            return 0.0;
        }
        hand.iter().map(|c| self.keep_value(*c)).sum::<f32>() / hand.len() as f32
    }

    /// La Muerte: what the enemy loses beyond their lowest army, less what I lose beyond mine.
    fn death_gain(&self) -> f32 {
        let lost = |seat: Seat| -> f32 {
            let armies = &self.g.armies[seat];
            let total: f32 = armies.iter().map(|c| self.army_value(*c)).sum();
            total - self.g.lowest_army(seat).map_or(0.0, |c| self.army_value(c))
        };
        lost(self.me.other()) - lost(self.me)
    }

    /// El Diablo: a camp taken when the opponent likely holds more Arcana than I will.
    fn devil_gain(&self) -> f32 {
        let mine = self.hand().iter().filter(|c| c.is_arcana()).count() - 1;
        if mine > 0 {
            return 0.0;
        }
        let unseen = Unseen::of(self.g, self.me);
        let p = f32::from(unseen.arcana) / f32::from(unseen.total.max(1));
        let hand = self.g.hands[self.me.other()].len() as i32;
        let some = 1.0 - (1.0 - p).powi(hand);
        some * Self::camp_value(self.g.camp_count(self.me.other()))
    }

    /// El Juicio: the chance my best card beats the opponent's, less the card.
    fn judgment_gain(&self) -> f32 {
        let Some(pick) = self.judgment_card() else {
            return 0.0;
        };
        let unseen = Unseen::of(self.g, self.me);
        let below = unseen
            .kinds()
            .filter(|(c, _)| c.value() < pick.value())
            .map(|(_, n)| n)
            .sum::<f32>()
            + f32::from(unseen.arcana);
        let above = unseen
            .kinds()
            .filter(|(c, _)| c.value() > pick.value())
            .map(|(_, n)| n)
            .sum::<f32>();
        let total = f32::from(unseen.total.max(1));
        let hand = self.g.hands[self.me.other()].len() as i32;
        let p_win = (below / total).powi(hand);
        let p_lose = 1.0 - ((total - above) / total).powi(hand);
        p_win * Self::camp_value(self.g.camp_count(self.me.other()))
            - p_lose * Self::camp_value(self.g.camp_count(self.me))
            - self.keep_value(pick)
    }

    /// El Mundo: the camps it adds (hand cards become camps), less the hand cards they cost.
    fn world_gain(&self) -> f32 {
        let standing = self.g.camp_count(self.me);
        let cards = standing + self.hand().len() - 1;
        let camps = cards.min(6);
        if camps <= standing {
            return 0.0;
        }
        let spent = (camps - standing) as f32 * self.average_keep();
        (camps - standing) as f32 * Self::camp_value(standing.max(2)) * 0.5 - spent
    }

    /// What the opponent's best attack next turn would gain against my table now.
    fn threat(&self) -> f32 {
        let other = self.me.other();
        let theirs = &self.g.armies[other];
        self.threat_against(&self.g.armies[self.me], theirs, None)
            .min(WIN / 10.0)
    }

    /// My answer to the opponent's Arcana: El Hierofante when it would cost me more than it.
    fn answer(&self, card: Card, target: Target) -> Move {
        if self.g.check_counter(self.me).is_err() {
            return Move::Allow;
        }
        if self.arcana_harm(card, target) > 4.0 {
            Move::Counter
        } else {
            Move::Allow
        }
    }

    /// What the opponent's Arcana would cost me.
    fn arcana_harm(&self, card: Card, target: Target) -> f32 {
        let g = self.g;
        let other = self.me.other();
        match (card.level, target) {
            (number::MAGICIAN, Target::Army(a)) => self.loss(a, super::MAGICIAN_DAMAGE),
            (number::FOOL, Target::Play(c)) => self.army_value(c),
            (number::HANGED_MAN, _) => g.lowest_army(self.me).map_or(0.0, |c| self.army_value(c)),
            (number::DEATH, _) => -self.death_gain(),
            (number::WORLD, _) => {
                let theirs = g.camp_count(other);
                (g.hands[other].len() + theirs)
                    .min(6)
                    .saturating_sub(theirs) as f32
                    * 8.0
            }
            (number::DEVIL | number::JUDGEMENT, _) => 6.0,
            (number::HERMIT | number::EMPEROR, _) => 5.0,
            _ => 0.0,
        }
    }

    /// My card for El Juicio: the highest, among equals the one I need least.
    fn judgment_card(&self) -> Option<Card> {
        self.hand()
            .iter()
            .filter(|c| !c.is_arcana() || c.level != number::JUDGEMENT)
            .max_by(|a, b| {
                let score = |c: Card| f32::from(c.value()) - 0.5 * self.keep_value(c);
                score(**a).total_cmp(&score(**b))
            })
            .copied()
    }

    fn judgment_pick(&self) -> Option<Move> {
        self.judgment_card()
            .or_else(|| self.hand().first().copied())
            .map(Move::Pick)
    }

    /// The camp I lose: the one an assault would loot most, not one that would defend.
    fn camp_to_lose(&self) -> Option<Move> {
        let defends = |c: Card| {
            if c.suit == self.side {
                f32::from(c.level)
            } else if c.is_arcana() {
                0.0
            } else {
                -0.3 * f32::from(c.level)
            }
        };
        self.g.camps[self.me]
            .iter()
            .enumerate()
            .filter_map(|(i, c)| c.map(|c| (i as u8 + 1, defends(c))))
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(slot, _)| Move::Lose(slot))
    }
}

/// The Oros of `oros` (sorted) whose sum reaches `price` with the least overpayment, then the
/// fewest cards; and their sum.
fn cheapest_payment(oros: &[Card], price: u32) -> (Vec<Card>, u32) {
    let mut best: Option<(u32, u32, u32)> = None;
    for mask in 1u32..(1 << oros.len()) {
        let sum: u32 = (0..oros.len())
            .filter(|i| mask & (1 << i) != 0)
            .map(|i| u32::from(oros[i].level))
            .sum();
        if sum < price {
            continue;
        }
        let key = (sum, mask.count_ones(), mask);
        if best.is_none_or(|b| (key.0, key.1) < (b.0, b.1)) {
            best = Some(key);
        }
    }
    let (sum, _, mask) = best.unwrap_or((0, 0, 0));
    let with = (0..oros.len())
        .filter(|i| mask & (1 << i) != 0)
        .map(|i| oros[i])
        .collect();
    (with, sum)
}

/// The defender's choice against an attack, as numbers: what each block gains the defender
/// (`pairs[attacker][blocker]`), what each attacker gains left alone (beyond the camp), and the
/// camps standing.
struct Blocks<'a> {
    pairs: &'a [Vec<f32>],
    alone: &'a [f32],
    standing: usize,
}

impl Blocks<'_> {
    /// What `unblocked` attackers left alone cost the defender in camps (all of them: the match).
    fn camps_lost(&self, unblocked: usize) -> f32 {
        if unblocked >= self.standing {
            return WIN;
        }
        (0..unblocked)
            .map(|k| Table::camp_value(self.standing - k))
            .sum()
    }

    /// The best blocks, every assignment tried: the defender's gain and each attacker's
    /// blocker.
    fn best(&self) -> (f32, Vec<Option<usize>>) {
        let mut plan = vec![None; self.pairs.len()];
        let mut best = (f32::MIN, plan.clone());
        let mut used = vec![false; self.pairs.first().map_or(0, Vec::len)];
        self.search(0, 0.0, 0, &mut used, &mut plan, &mut best);
        best
    }

    fn search(
        &self,
        i: usize,
        gain: f32,
        unblocked: usize,
        used: &mut Vec<bool>,
        plan: &mut Vec<Option<usize>>,
        best: &mut (f32, Vec<Option<usize>>),
    ) {
        if i == self.pairs.len() {
            let total = gain - self.camps_lost(unblocked);
            if total > best.0 {
                *best = (total, plan.clone());
            }
            return;
        }
        plan[i] = None;
        self.search(i + 1, gain - self.alone[i], unblocked + 1, used, plan, best);
        for b in 0..used.len() {
            if used[b] {
                continue;
            }
            used[b] = true;
            plan[i] = Some(b);
            self.search(i + 1, gain + self.pairs[i][b], unblocked, used, plan, best);
            used[b] = false;
        }
        plan[i] = None;
    }

    /// Blocks chosen attacker by attacker, the strongest first: each takes the free blocker that
    /// gains most, or none when leaving it costs less (and the last camp is always defended).
    fn greedy(&self, attackers: &[Card]) -> (f32, Vec<Option<usize>>) {
        let mut order: Vec<usize> = (0..attackers.len()).collect();
        order.sort_by(|&a, &b| attackers[b].level.cmp(&attackers[a].level));
        let mut used = vec![false; self.pairs.first().map_or(0, Vec::len)];
        let mut plan = vec![None; attackers.len()];
        let (mut gain, mut unblocked) = (0.0, 0);
        for i in order {
            let leave =
                -self.alone[i] - (self.camps_lost(unblocked + 1) - self.camps_lost(unblocked));
            let block = (0..used.len())
                .filter(|&b| !used[b])
                .map(|b| (self.pairs[i][b], b))
                .max_by(|a, b| a.0.total_cmp(&b.0));
            match block {
                Some((v, b)) if v > leave => {
                    used[b] = true;
                    plan[i] = Some(b);
                    gain += v;
                }
                _ => {
                    gain -= self.alone[i];
                    unblocked += 1;
                }
            }
        }
        (gain - self.camps_lost(unblocked), plan)
    }
}
