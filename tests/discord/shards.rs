//! Two bot processes sharing one database, each connected with half of the gateway's shards
//! (issue 17), played through the fake Discord: a match in a guild of each half, one process
//! killed mid-match and started again, and each guild's timers run by its own process only.
//! On SQLite (one file both open) by default; on PostgreSQL with `TABERNA_TEST_POSTGRES`.

use crate::support;

use std::time::Duration;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use support::bot::{Bot, GUILD};
use support::fake_discord::{FakeDiscord, Person, Place};
use support::world::{
    ana, bruno, challenge_in as challenge, fresh_database, play_moves as play,
    start_match_in as start_match,
};
use taberna::store::{Invitations, Store};

/// A guild of the other shard of two: its id's bits above the 22nd differ by one.
const OTHER_GUILD: u64 = GUILD + (1 << 22);

/// The shard of two that Discord sends a guild's events to.
fn shard(guild: u64) -> String {
    ((guild >> 22) % 2).to_string()
}
const CHANNEL_A: u64 = 720_000_000_000_000_001;
const CHANNEL_B: u64 = 720_000_000_000_000_002;

fn carla() -> Person {
    Person::new(100_000_000_000_000_003, "carla")
}

fn dario() -> Person {
    Person::new(100_000_000_000_000_004, "dario")
}

/// A process with shard `shard` of two, commands registered globally (both guilds see them).
fn start(fake: &FakeDiscord, url: &str, shard: &str) -> Bot {
    Bot::start_with(
        &fake.url(),
        url,
        &[
            ("SHARDS", shard),
            ("SHARD_COUNT", "2"),
            ("GUILD_ID", ""),
            ("CHALLENGE_COOLDOWN_SECS", "0"),
            ("MAX_OPEN_CHALLENGES", "100"),
            ("CHALLENGE_TTL_SECS", "4"),
        ],
    )
}

/// The stored status of the match shown on `board`.
async fn status_of(reader: &Store, board: u64) -> String {
    for id in reader.matches_playing().await.unwrap() {
        let m = reader.match_load(id).await.unwrap().unwrap();
        if m.board_message_id == Some(board) {
            return "playing".into();
        }
    }
    "over".into()
}

fn expired(fake: &FakeDiscord, message: u64) -> bool {
    fake.message(message)
        .is_some_and(|m| m.text().contains("expired"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_with_half_the_shards_each_share_one_database() {
    let dir = tempfile::tempdir().unwrap();
    let url = fresh_database(dir.path()).await;
    let fake = FakeDiscord::start().await;
    // One process for each guild's shard.
    let first = start(&fake, &url, &shard(GUILD));
    let mut second = Some(start(&fake, &url, &shard(OTHER_GUILD)));
    fake.wait_shard_identified(0, 1).await;
    fake.wait_shard_identified(1, 1).await;
    let reader = Store::connect(&url).await.unwrap();
    // A third process started by mistake with the first one's shard is refused before it
    // connects: it would run that shard's timers a second time.
    let sessions = fake.sessions();
    let mut third = start(&fake, &url, &shard(GUILD));
    let refused = third.exit_within(Duration::from_secs(20)).await;
    assert!(refused.is_some_and(|s| !s.success()), "{refused:?}");
    assert_eq!(fake.sessions(), sessions, "no gateway session");
    let (a, b) = (
        Place {
            guild: GUILD,
            channel: CHANNEL_A,
        },
        Place {
            guild: OTHER_GUILD,
            channel: CHANNEL_B,
        },
    );
    assert_ne!(fake.shard_of(a.guild), fake.shard_of(b.guild));
    assert_eq!(fake.shard_of(b.guild).to_string(), shard(OTHER_GUILD));
    let mut rng = ChaCha8Rng::seed_from_u64(17);

    // A match in a guild of each half, a few moves each.
    let (pa, pb) = ([ana(), bruno()], [carla(), dario()]);
    let board_a = start_match(&fake, &a, &pa[0], &pa[1]).await;
    let board_b = start_match(&fake, &b, &pb[0], &pb[1]).await;
    assert_eq!(play(&fake, &a, board_a, &pa, &mut rng, 4).await, 4);
    assert_eq!(play(&fake, &b, board_b, &pb, &mut rng, 4).await, 4);

    // An unanswered challenge in each guild, its message known to the database.
    let waiting_a = challenge(&fake, &a, &pa[1], &pa[0]).await;
    let waiting_b = challenge(&fake, &b, &pb[1], &pb[0]).await;
    for _ in 0..200 {
        let known = reader
            .invitations_expired(Invitations::Challenges, i64::MAX)
            .await
            .unwrap();
        if known.len() >= 2 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }

    // The second process dies mid-match; the first plays on in its own guild and expires its
    // own challenge, never the other guild's.
    second.take().unwrap().kill();
    assert_eq!(play(&fake, &a, board_a, &pa, &mut rng, 3).await, 3);
    fake.wait_until(
        "guild a's challenge to expire",
        Duration::from_secs(20),
        |f| expired(f, waiting_a),
    )
    .await;
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert!(
        !expired(&fake, waiting_b),
        "the first process ran a timer of the second's guild"
    );

    // Started again, the second process takes its guild back: its challenge expires, its match
    // goes on from where it stood.
    let _second = start(&fake, &url, &shard(OTHER_GUILD));
    fake.wait_shard_identified(fake.shard_of(OTHER_GUILD), 2)
        .await;
    fake.wait_until(
        "guild b's challenge to expire",
        Duration::from_secs(20),
        |f| expired(f, waiting_b),
    )
    .await;
    play(&fake, &b, board_b, &pb, &mut rng, 500).await;
    play(&fake, &a, board_a, &pa, &mut rng, 500).await;
    for board in [board_a, board_b] {
        assert!(fake.message(board).unwrap().button("Rematch").is_some());
        assert_eq!(status_of(&reader, board).await, "over");
    }
    drop(first);
}
