//! The expert rules (`expert.rs`): one test per heuristic, on arranged positions, and the
//! expert against random play.

use super::*;
use crate::engine::seeded;
use crate::testing::expert::{expert, experts_only, random, share};

/// The expert's move for `seat`, in notation.
#[track_caller]
fn expert_move(g: &BurgerJoint, seat: Seat) -> String {
    g.expert(seat, &mut seeded(1))
        .expect("a move for the seat to act")
        .to_string()
}

/// Plays the expert's moves for `seat` until its turn ends; returns them.
fn expert_turn(g: &mut BurgerJoint, seat: Seat) -> Vec<String> {
    let mut moves = Vec::new();
    while matches!(g.phase, Phase::Trade | Phase::Build) && g.to_act() == vec![seat] {
        let m = expert_move(g, seat);
        play(g, seat, &m);
        moves.push(m);
    }
    moves
}

#[test]
fn plan_the_turn_builds_what_the_cubes_pay_for_and_then_ends() {
    // A basic and a diner on it: a point and a third cube of production.
    let mut g = at_trade("KYWKYWR", "");
    let moves = expert_turn(&mut g, S0);
    assert_eq!(moves[..2], ["build basic", "build diner N"]);
    assert_eq!(moves.last().map(String::as_str), Some("end"));
    assert_eq!(g.restaurant(S0).capacity(), 3);
    // Nothing to pay for: the turn ends.
    let mut g = at_trade("KG", "");
    assert_eq!(expert_move(&g, S0), "end");
    assert_eq!(expert_turn(&mut g, S0), ["end"]);
}

#[test]
fn build_now_keep_nothing() {
    // Three yellows and two browns are most of bistro A; the basic the cubes pay for now is
    // built all the same (cubes saved for a dearer build lost in self-play).
    let g = at_trade("KYWYYNN", "");
    assert_eq!(expert_move(&g, S0), "build basic");
}

#[test]
fn win_at_once() {
    // 11 points (diners 2, basics 3, bistros A and D 4, advertising 2): the next advert step
    // makes 12, which beats the diner the cubes could also pay for.
    let mut g = at_trade("KYNKYWR", "W");
    let me = &mut g.players[S0];
    me.basics = 6;
    me.advert = 4;
    me.bistros[bistro('A')] = true;
    me.bistros[bistro('D')] = true;
    assert_eq!(me.worth(), 11);
    expert_turn(&mut g, S0);
    assert_eq!(g.outcome().map(|o| o.winners), Some(vec![S0]));
}

#[test]
fn cheapest_conversion_free_cube_then_one_for_one_then_trade() {
    // A diner lacks its red: bistro F gives it for nothing.
    let mut g = at_trade("KYW", "");
    g.players[S0].bistros[bistro('F')] = true;
    g.players[S0].bistros[bistro('D')] = true;
    assert_eq!(expert_move(&g, S0), "ability F R");
    // Without F, bistro D swaps the cube the board needs least (green, never used by Burger).
    let mut g = at_trade("KYWG", "");
    g.players[S0].bistros[bistro('D')] = true;
    assert_eq!(expert_move(&g, S0), "ability D G>R");
    // Without bistros, three greens for the red.
    let g = at_trade("KYWGGG", "");
    assert_eq!(expert_move(&g, S0), "trade GGG>R");
}

#[test]
fn free_cubes_first() {
    let mut g = at_trade("KYWR", "");
    g.players[S0].bistros[bistro('E')] = true;
    assert_eq!(expert_move(&g, S0), "ability E");
    // Bistro B redraws the greens, which no Burger column asks for.
    let mut g = at_trade("KGG", "");
    g.players[S0].bistros[bistro('B')] = true;
    assert_eq!(expert_move(&g, S0), "ability B GG");
}

#[test]
fn diner_colours_go_where_the_board_needs_and_the_opponent_has_no_priority() {
    // Burger needs brown (advertising, bistros) more than white; red and green are Pizza's.
    let g = at_trade("KYWR", "");
    assert_eq!(expert_move(&g, S0), "build diner N");
    // With brown owned: red, which takes away the priority on the colour Pizza needs most,
    // before white, which Burger needs little; green (Pizza's, and little needed by it) last.
    let mut g = at_trade("KYWR", "");
    g.players[S0].diners[Colour::Brown.index()] = true;
    assert_eq!(expert_move(&g, S0), "build diner R");
    g.players[S0].diners[Colour::Red.index()] = true;
    assert_eq!(expert_move(&g, S0), "build diner W");
}

#[test]
fn bistros_from_the_least_needed_diner() {
    // Black, yellow and brown diners: black matters least to Burger (yellow and brown pay for
    // bistros and advertising).
    let mut g = at_trade("YYYNNN", "");
    g.players[S0].diners[Colour::Brown.index()] = true;
    assert_eq!(expert_move(&g, S0), "build bistro A from K");
}

#[test]
fn steal_what_hurts() {
    // Pizza holds a red (its board lives on red) and a black (it never uses black).
    let mut g = at_trade("KYN", "KR");
    g.players[S0].advert = 1;
    assert_eq!(expert_move(&g, S0), "build ad R");
}

#[test]
fn pick_toward_the_next_build_or_deny_it() {
    // Burger's diner lacks white: of white and brown it takes the white.
    let mut g = game("");
    hold(&mut g, S0, "KYR");
    produce(&mut g, "WNNN");
    assert_eq!(expert_move(&g, S0), "pick W");
    // Nothing offered completes Burger's next build; Pizza's basic lacks brown (Pizza holds
    // green and red): the brown is denied to it rather than a white taken.
    let mut g = game("");
    hold(&mut g, S0, "KKK");
    hold(&mut g, S1, "GR");
    produce(&mut g, "WNWW");
    assert_eq!(expert_move(&g, S0), "pick N");
}

#[test]
fn discard_the_least_needed() {
    // Nine cubes after the turn: the two greens, which Burger never uses, go back.
    let mut g = at_trade("KYWNNGGRR", "");
    play(&mut g, S0, "end");
    assert_eq!(g.phase, Phase::Discard);
    assert_eq!(expert_move(&g, S0), "discard GG");
}

#[test]
fn the_expert_plays_every_seat_count_to_the_end() {
    for g in experts_only::<BurgerJoint>(2, 20) {
        assert!(g.is_over());
        assert!(
            matches!(g.finish, Some(Finish::Won(_))),
            "a match between experts ends by a win, not the turn limit"
        );
    }
}

#[test]
fn every_move_the_expert_plans_is_legal() {
    // `choose` falls back on a legal move if a plan breaks a rule; none should.
    let mut rng = seeded(3);
    for seed in 0..30 {
        let mut g = BurgerJoint::new(2, &Options::default(), None, seed).unwrap();
        while let Some(&seat) = g.owing().first() {
            let mv = crate::games::burger_joint::expert::planned(&g, seat, &mut rng)
                .expect("a plan for the seat to act");
            assert_eq!(g.check(seat, &mv), Ok(()), "seed {seed}: {mv}");
            g.play(seat, &mv).unwrap();
        }
    }
}

#[test]
fn the_expert_beats_random_play() {
    let won = share::<BurgerJoint>(2, 20, expert, random);
    assert!(won >= 0.9, "the expert took {won} of the first places");
}
