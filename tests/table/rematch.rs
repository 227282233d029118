//! Rematches, decided by the table: only a person who held a seat, only after the end; two
//! people get a challenge to the other, a table of more a lobby with everyone already in it and
//! the asker hosting, a person against the computer a new match at the same level.

use serde_json::{json, Value};

use crate::fixtures::table;
use taberna::engine::ismcts::Level;
use taberna::engine::Lang;
use taberna::table::{Match, MatchRequest, Refusal, Rematch, Table, TableError};

const ANA: u64 = 10;
const BRUNO: u64 = 20;
const CARLA: u64 = 30;

async fn create(
    t: &Table,
    game: &str,
    users: &[u64],
    bots: &[Option<Level>],
    options: &Value,
) -> Match {
    t.create(&MatchRequest {
        game,
        guild_id: 1,
        channel_id: 2,
        users,
        bots,
        options,
        seed: 5,
        lang: Lang::Es,
        board_message_id: None,
    })
    .await
    .unwrap()
}

#[tokio::test]
async fn a_rematch_is_for_the_people_seated_and_only_after_the_end() {
    let t = table().await;
    let m = create(&t, "burgueses", &[ANA, BRUNO], &[], &Value::Null).await;
    let stranger = t.rematch(m.id, CARLA).await;
    assert!(
        matches!(stranger, Err(TableError::NotSeated)),
        "{stranger:?}"
    );
    let early = t.rematch(m.id, ANA).await;
    assert!(
        matches!(early, Err(TableError::Refused(Refusal::StillPlaying))),
        "{early:?}"
    );
    let unknown = t.rematch(m.id + 100, ANA).await;
    assert!(
        matches!(unknown, Err(TableError::NoSuchMatch(_))),
        "{unknown:?}"
    );
    t.resign(m.id, ANA).await.unwrap();
    let Ok(Rematch::Challenge(ch)) = t.rematch(m.id, BRUNO).await else {
        panic!("a challenge");
    };
    assert_eq!(
        (ch.challenger, ch.challenged, ch.game.as_str()),
        (BRUNO, ANA, "burgueses")
    );
}

#[tokio::test]
async fn a_rematch_of_a_larger_table_is_a_lobby_with_everyone_in_it_and_the_asker_hosting() {
    let t = table().await;
    let bots = [None, None, Some(Level::Easy), None];
    let m = create(
        &t,
        "bouillabaisse",
        &[ANA, BRUNO, 0, CARLA],
        &bots,
        &Value::Null,
    )
    .await;
    t.resign(m.id, ANA).await.unwrap();
    let Ok(Rematch::Lobby(l)) = t.rematch(m.id, CARLA).await else {
        panic!("a lobby");
    };
    assert_eq!(l.host, CARLA);
    assert_eq!(l.members, [CARLA, ANA, BRUNO]);
    assert_eq!(l.bots, [Level::Easy]);
    assert_eq!(l.game, "bouillabaisse");
}

#[tokio::test]
async fn a_rematch_against_the_computer_starts_at_once_at_the_same_level_and_options() {
    let t = table().await;
    let options = json!({"side": "pizza"});
    let bots = [None, Some(Level::Hard)];
    let m = create(&t, "burger-joint", &[ANA, 0], &bots, &options).await;
    t.resign(m.id, ANA).await.unwrap();
    let Ok(Rematch::Computer(new)) = t.rematch(m.id, ANA).await else {
        panic!("a new match");
    };
    assert_ne!(new.id, m.id);
    assert!(!new.is_over());
    assert_eq!(new.game.info().id, "burger-joint");
    assert_eq!(
        new.seat_of(ANA).map(|s| new.bots[1 - s.index()]),
        Some(Some(Level::Hard))
    );
    assert_eq!((&new.options, &m.options), (&options, &options));
}
