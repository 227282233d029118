//! Boards and hands as pictures through the fake Discord (issue 18): a whole Burgueses match
//! played by clicks with a picture on every board edit and every hand (an edit without it would
//! drop it), in the same requests as before; a manager turning pictures off (the next edit
//! removes the picture) and on again, with a restart of the bot in the middle; pictures that
//! name players by their server names (issue 31).

use crate::support;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::json;

use support::bot::Bot;
use support::fake_discord::Person;
use support::pictures::{
    assert_every_board_and_hand_pictured, boards_and_hands, decode, picture, pixels,
};
use support::world::{ana, bruno, place, play_moves, play_out, World};
use taberna::engine::{Lang, RenderCtx};

/// `/taberna settings pictures:<on>` by `who`.
async fn pictures(w: &World, who: &Person, on: bool) {
    let sent = w
        .fake
        .slash(
            who,
            &place(),
            "es-ES",
            "taberna",
            Some("settings"),
            &[("pictures", 5, json!(on))],
            &[],
        )
        .await;
    let said = sent.response.unwrap().to_string();
    assert!(said.contains("Guardado"), "{said}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_board_edit_and_every_hand_carries_its_picture() {
    let w = World::start().await;
    let players = [ana(), bruno()];
    let board = w.start_match(&players[0], &players[1]).await;
    let mut rng = ChaCha8Rng::seed_from_u64(18);
    let (moves, _) = play_out(&w, board, &players, &mut rng, false).await;
    assert!(moves > 10, "a whole match: {moves} moves");
    let (edits, hands) = assert_every_board_and_hand_pictured(&w.fake.calls(), 0, board);
    assert!(edits >= moves, "{edits} board edits");
    assert!(hands >= moves, "{hands} hands");
    let shown = w.msg(board);
    assert_eq!(shown.body["attachments"][0]["filename"], "board.png");
    assert_eq!(
        shown.body["embeds"][0]["image"]["url"],
        "attachment://board.png"
    );
    w.fake.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_manager_turns_pictures_off_and_on_across_a_restart() {
    let mut w = World::start().await;
    let players = [ana(), bruno()];
    let board = w.start_match(&players[0], &players[1]).await;
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let place = place();
    assert_eq!(
        play_moves(&w.fake, &place, board, &players, &mut rng, 3).await,
        3
    );

    // Off: the next edit takes the picture away; hands come as text.
    pictures(&w, &players[0], false).await;
    let off = w.fake.call_count();
    assert_eq!(
        play_moves(&w.fake, &place, board, &players, &mut rng, 3).await,
        3
    );
    // The setting outlives a restart.
    w.bot.take().unwrap().kill();
    w.bot = Some(Bot::start(&w.fake.url(), &w.url));
    w.fake.wait_identified(2).await;
    assert_eq!(
        play_moves(&w.fake, &place, board, &players, &mut rng, 3).await,
        3
    );
    let calls = w.fake.calls();
    let (edits, hands) = boards_and_hands(&calls, off, board);
    assert!(edits.len() >= 6 && hands.len() >= 6);
    for c in edits.iter().chain(&hands) {
        assert_eq!(picture(&c.body), None, "{}", c.body);
        let message = if c.body.get("data").is_some() {
            &c.body["data"]
        } else {
            &c.body
        };
        assert!(message["embeds"][0].get("image").is_none(), "{}", c.body);
    }
    let shown = w.msg(board);
    assert_eq!(
        shown.body["attachments"],
        json!([]),
        "the old picture is gone"
    );

    // On again: the pictures come back with the next move.
    pictures(&w, &players[0], true).await;
    let on = w.fake.call_count();
    play_out(&w, board, &players, &mut rng, false).await;
    let calls = w.fake.calls();
    let (edits, hands) = boards_and_hands(&calls, on, board);
    assert!(!edits.is_empty() && !hands.is_empty());
    for c in edits {
        assert_eq!(picture(&c.body), Some(("board.png".into(), true)));
    }
    for c in hands {
        assert_eq!(picture(&c.body), Some(("hand.png".into(), true)));
    }
    w.fake.assert_clean();
}

/// Issue 31: pictures name the players by their server display names as the match started
/// (a nickname first), the same after a restart, and never by a name taken later.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pictures_name_the_players_by_their_server_names_from_the_start() {
    let mut w = World::start().await;
    let ana = ana().nicknamed("Ana la Brava");
    let players = [ana.clone(), bruno()];
    let board = w.start_match(&players[0], &players[1]).await;
    let match_id = w.match_of_board(board).await;
    let names: Vec<Option<String>> =
        sqlx::query_scalar("SELECT name FROM match_seats WHERE match_id = ? ORDER BY seat")
            .bind(match_id)
            .fetch_all(&w.db)
            .await
            .unwrap();
    assert_eq!(
        names,
        [Some("Ana la Brava".to_owned()), Some("bruno".to_owned())]
    );
    let calls = w.fake.calls();
    assert!(
        calls
            .iter()
            .any(|c| c.method == "GET" && c.path.ends_with(&format!("/members/{}", ana.id))),
        "the challenger's name is asked of Discord (the accepter's comes with the click)"
    );
    let started = calls
        .iter()
        .rev()
        .find(|c| c.path.ends_with("/callback") && picture(&c.body).is_some())
        .expect("the board as the match started");
    assert_board_names(
        &w,
        match_id,
        &started.body["data"],
        &["Ana la Brava", "bruno"],
    )
    .await;

    // A nickname taken later, and a restart: the pictures keep the names of the start.
    let renamed = ana.clone().nicknamed("Otra");
    w.bot.take().unwrap().kill();
    w.bot = Some(Bot::start(&w.fake.url(), &w.url));
    w.fake.wait_identified(2).await;
    let mut rng = ChaCha8Rng::seed_from_u64(31);
    let place = place();
    let renamed_players = [renamed, bruno()];
    let before = w.fake.call_count();
    assert_eq!(
        play_moves(&w.fake, &place, board, &renamed_players, &mut rng, 1).await,
        1
    );
    w.board_edited(before, board).await;
    let calls = w.fake.calls();
    let edit = calls[before..]
        .iter()
        .rfind(|c| c.method == "PATCH" && c.path.ends_with(&format!("/messages/{board}")))
        .expect("a board edit");
    assert_board_names(&w, match_id, &edit.body, &["Ana la Brava", "bruno"]).await;
    w.fake.assert_clean();
}

/// The board picture `message` carries is the match's stored position drawn with `names`,
/// and not the same position drawn with seat numbers.
async fn assert_board_names(w: &World, match_id: i64, message: &serde_json::Value, names: &[&str]) {
    let state = w.state(match_id).await;
    let game = (taberna::games::by_id("burgueses").unwrap().restore)(&state).unwrap();
    let draw = |plain: Vec<String>| {
        let ctx = RenderCtx {
            lang: Lang::En,
            names: vec![String::new(); 2],
            plain,
            options: serde_json::Value::Null,
        };
        let scene = game.scene_public(&ctx).expect("a picture");
        decode(&taberna::picture::draw(&scene).png)
    };
    let sent = pixels(&message["_files"][0]);
    assert!(
        sent == draw(names.iter().map(|&n| n.to_owned()).collect()),
        "the board's picture is not the position drawn with {names:?}"
    );
    assert!(sent != draw(Vec::new()), "the names make no difference");
}
