use super::*;

const FREE: Quota = Quota {
    max_open: 100,
    cooldown_secs: 0,
};

async fn open(store: &Store, members: &[u64]) -> i64 {
    let l = NewLobby {
        game: "tally",
        guild_id: 1,
        channel_id: 2,
        members,
        bots: &[],
        options: &Value::Null,
        lang: Lang::En,
    };
    store.lobby_create(&l, 3600, FREE).await.unwrap().unwrap()
}

fn new_match(users: &[u64]) -> NewMatch<'_> {
    crate::store::matches::test_match("tally", users)
}

#[tokio::test]
async fn members_join_in_order_up_to_the_maximum() {
    let store = Store::scratch().await.unwrap();
    let id = open(&store, &[10]).await;
    assert!(store.lobby_join(id, 20, 3).await.unwrap());
    assert!(
        !store.lobby_join(id, 20, 3).await.unwrap(),
        "no double join"
    );
    assert!(store.lobby_join(id, 30, 3).await.unwrap());
    assert!(!store.lobby_join(id, 40, 3).await.unwrap(), "full");
    assert!(store.lobby_leave(id, 20).await.unwrap());
    assert!(!store.lobby_leave(id, 20).await.unwrap());
    assert!(!store.lobby_leave(id, 10).await.unwrap(), "the host stays");
    assert!(store.lobby_join(id, 20, 3).await.unwrap());
    let lobby = store.lobby_load(id).await.unwrap().unwrap();
    assert_eq!(lobby.members, [10, 30, 20]);
    assert_eq!((lobby.host, lobby.status), (10, LobbyStatus::Open));
    assert!(!lobby.expired_at(now()) && lobby.expired_at(now() + 3600));
    assert!(store.lobby_load(999).await.unwrap().is_none());
}

#[tokio::test]
async fn a_started_lobby_has_its_match_and_changes_no_more() {
    let store = Store::scratch().await.unwrap();
    let id = open(&store, &[10, 20]).await;
    assert_eq!(
        store.lobby_start(id, &new_match(&[10, 30])).await.unwrap(),
        None
    );
    let m = store.lobby_start(id, &new_match(&[10, 20])).await.unwrap();
    assert!(m.is_some());
    let lobby = store.lobby_load(id).await.unwrap().unwrap();
    assert_eq!((lobby.status, lobby.match_id), (LobbyStatus::Started, m));
    assert!(!store.lobby_join(id, 30, 12).await.unwrap());
    assert!(!store.lobby_leave(id, 20).await.unwrap());
    assert!(!store.lobby_close(id, LobbyStatus::Cancelled).await.unwrap());
    assert_eq!(
        store.lobby_start(id, &new_match(&[10, 20])).await.unwrap(),
        None
    );
}

#[tokio::test]
async fn computer_players_take_seats_up_to_the_maximum() {
    let store = Store::scratch().await.unwrap();
    let id = open(&store, &[10]).await;
    assert!(store.lobby_add_bot(id, Level::Hard, 4).await.unwrap());
    assert!(store.lobby_join(id, 20, 4).await.unwrap());
    assert!(store.lobby_add_bot(id, Level::Easy, 4).await.unwrap());
    assert!(
        !store.lobby_add_bot(id, Level::Easy, 4).await.unwrap(),
        "full"
    );
    assert!(!store.lobby_join(id, 30, 4).await.unwrap(), "full of bots");
    let lobby = store.lobby_load(id).await.unwrap().unwrap();
    assert_eq!(lobby.bots, [Level::Hard, Level::Easy]);
    assert_eq!(lobby.seated(), 4);
    assert!(store.lobby_remove_bot(id).await.unwrap());
    let lobby = store.lobby_load(id).await.unwrap().unwrap();
    assert_eq!(lobby.bots, [Level::Hard], "the last one added leaves");
    assert!(store.lobby_join(id, 30, 4).await.unwrap());
    assert!(store.lobby_remove_bot(id).await.unwrap());
    assert!(!store.lobby_remove_bot(id).await.unwrap(), "none left");
}

#[tokio::test]
async fn a_lobby_starts_only_with_the_computer_players_it_shows() {
    let store = Store::scratch().await.unwrap();
    let id = open(&store, &[10]).await;
    assert!(store.lobby_add_bot(id, Level::Normal, 4).await.unwrap());
    let users = [10, 0];
    let wrong = [None, Some(Level::Hard)];
    let mut m = new_match(&users);
    m.bots = &wrong;
    assert_eq!(store.lobby_start(id, &m).await.unwrap(), None);
    let none = [None, None];
    m.bots = &none;
    assert_eq!(store.lobby_start(id, &m).await.unwrap(), None);
    let right = [None, Some(Level::Normal)];
    m.bots = &right;
    assert!(store.lobby_start(id, &m).await.unwrap().is_some());
    assert!(
        !store.lobby_add_bot(id, Level::Easy, 4).await.unwrap(),
        "started"
    );
    assert!(!store.lobby_remove_bot(id).await.unwrap(), "started");
}
