//! The site's port held open by clients that never finish asking (issue 51), as the issue found
//! it: a bot with the usual limit of 1,024 open files, 1,500 connections that never send a whole
//! request (half of them send nothing at all), while members play through the fake Discord.
//! `/healthz` keeps answering, the moves go on, the bot never holds more files than its limit,
//! and the connections still open are closed after the header timeout.

use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
use tokio::net::TcpStream;

use crate::support::browser::free_port;
use crate::support::world::{ana, bruno, place, play_moves, World};

/// The bot's open files (`/proc/<pid>/fd`).
fn open_files(pid: u32) -> usize {
    std::fs::read_dir(format!("/proc/{pid}/fd"))
        .map(Iterator::count)
        .unwrap_or(0)
}

/// Lets this test process open `files` files (its soft limit, up to its hard one).
fn allow_open_files(files: u64) {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: plain system calls on this process with structs on the stack.
    unsafe {
        assert_eq!(libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit), 0);
        limit.rlim_cur = files.min(limit.rlim_max).max(limit.rlim_cur);
        assert_eq!(libc::setrlimit(libc::RLIMIT_NOFILE, &limit), 0);
    }
}

/// Whether the bot closed `stream` (waiting at most a moment).
async fn closed(stream: &mut TcpStream) -> bool {
    let mut sink = [0_u8; 1024];
    matches!(
        tokio::time::timeout(Duration::from_millis(50), stream.read(&mut sink)).await,
        Ok(Ok(0) | Err(_))
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_and_idle_connections_beyond_the_cap_never_keep_out_a_health_check() {
    const CROWD: usize = 1500;
    allow_open_files(CROWD as u64 + 512);
    let port = free_port();
    let w = World::start_with_open_files(
        &[
            ("WEB_ADDR", &format!("127.0.0.1:{port}")),
            ("CHALLENGE_COOLDOWN_SECS", "0"),
        ],
        1024,
    )
    .await;
    let pid = w.bot.as_ref().unwrap().pid();
    let (ana, bruno) = (ana(), bruno());
    let players = [ana.clone(), bruno.clone()];
    let board = w.start_match(&ana, &bruno).await;
    let health = format!("http://127.0.0.1:{port}/healthz");
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(0)
        .timeout(Duration::from_secs(5))
        .build()
        .unwrap();
    let check = || async {
        let asked = Instant::now();
        let r = client.get(&health).send().await.expect("/healthz answers");
        assert_eq!(r.status(), 200, "{}", r.text().await.unwrap_or_default());
        asked.elapsed()
    };
    check().await;

    // The crowd comes in while the health checks go on.
    let at = format!("127.0.0.1:{port}");
    let crowd = tokio::spawn(async move {
        let mut held = Vec::with_capacity(CROWD);
        for i in 0..CROWD {
            let Ok(mut s) = TcpStream::connect(&at).await else {
                continue;
            };
            if i % 2 == 0 {
                let _ = s.write_all(b"GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ").await;
            }
            held.push(s);
            if i % 100 == 0 {
                tokio::task::yield_now().await;
            }
        }
        held
    });
    let mut slowest = Duration::ZERO;
    let mut checks = 0;
    let mut most_files = 0;
    while !crowd.is_finished() || checks < 10 {
        slowest = slowest.max(check().await);
        most_files = most_files.max(open_files(pid));
        checks += 1;
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let mut held = crowd.await.unwrap();
    assert!(held.len() > CROWD * 9 / 10, "{} connected", held.len());

    // Members play on, and the health checks still answer, the crowd still there.
    let mut rng = ChaCha8Rng::seed_from_u64(51);
    assert_eq!(
        play_moves(&w.fake, &place(), board, &players, &mut rng, 4).await,
        4
    );
    for _ in 0..10 {
        slowest = slowest.max(check().await);
        most_files = most_files.max(open_files(pid));
    }
    println!(
        "{checks} health checks during the crowd, {} held; slowest answer {slowest:?}; \
         the bot's open files at most {most_files}",
        held.len()
    );
    // A connection refused by a full accept queue while the crowd rushes in is retried by the
    // kernel after a second: an answer within three is an answer every health check accepts.
    assert!(slowest < Duration::from_secs(3), "{slowest:?}");
    assert!(most_files < 1024, "{most_files} files open");

    // Those still open are closed after the header timeout.
    tokio::time::sleep(Duration::from_secs(11)).await;
    let mut open = 0;
    for s in &mut held {
        open += usize::from(!closed(s).await);
    }
    assert_eq!(open, 0, "connections still open after the header timeout");
    check().await;
}
