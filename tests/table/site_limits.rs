//! The site's connections over a real socket (issue 51): a request head that never ends and an
//! idle connection are closed after the header timeout; at the cap the idlest connection gives
//! its place to a newcomer, while live streams never do, and a newcomer finding every place
//! busy is answered 503 with Retry-After.

use std::time::{Duration, Instant};

use taberna::web::connections::ServerLimits;
use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
use tokio::net::TcpStream;

use super::fixtures::table;
use super::site::{hostile_match, play, serve_within};

/// How long until the server closes `stream` (reading whatever it sends), within `limit`.
async fn closed_after(stream: &mut TcpStream, limit: Duration) -> Duration {
    let start = Instant::now();
    let mut sink = [0_u8; 4096];
    loop {
        match tokio::time::timeout(limit, stream.read(&mut sink)).await {
            Ok(Ok(0) | Err(_)) => return start.elapsed(),
            Ok(Ok(_)) => {}
            Err(_) => panic!("still open after {limit:?}"),
        }
    }
}

/// Whether the server closed `stream` already (without waiting).
async fn is_closed(stream: &mut TcpStream) -> bool {
    let mut sink = [0_u8; 4096];
    matches!(
        tokio::time::timeout(Duration::from_millis(200), stream.read(&mut sink)).await,
        Ok(Ok(0) | Err(_))
    )
}

fn host(base: &str) -> String {
    base.trim_start_matches("http://").to_owned()
}

#[tokio::test]
async fn a_head_that_never_ends_and_an_idle_connection_are_closed_after_the_header_timeout() {
    let table = table().await;
    let limits = ServerLimits {
        header_timeout: Duration::from_secs(1),
        ..ServerLimits::new(64)
    };
    let (base, _site) = serve_within(&table, 8, limits).await;
    let at = host(&base);
    let mut slow = TcpStream::connect(&at).await.unwrap();
    slow.write_all(b"GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ")
        .await
        .unwrap();
    let mut idle = TcpStream::connect(&at).await.unwrap();
    // A connection kept alive after its answer, then left idle.
    let mut kept = TcpStream::connect(&at).await.unwrap();
    kept.write_all(b"GET /static/favicon.svg HTTP/1.1\r\nHost: x\r\n\r\n")
        .await
        .unwrap();
    let mut answer = [0_u8; 64];
    let n = kept.read(&mut answer).await.unwrap();
    assert!(answer[..n].starts_with(b"HTTP/1.1 200"));
    for (what, stream) in [
        ("slow", &mut slow),
        ("idle", &mut idle),
        ("kept", &mut kept),
    ] {
        let after = closed_after(stream, Duration::from_secs(5)).await;
        assert!(after < Duration::from_secs(3), "{what}: {after:?}");
    }
}

/// A live stream of `token`'s board over a raw connection, once its first event came.
async fn stream(at: &str, token: &str) -> TcpStream {
    let mut s = TcpStream::connect(at).await.unwrap();
    let ask = format!("GET /m/{token}/live HTTP/1.1\r\nHost: x\r\n\r\n");
    s.write_all(ask.as_bytes()).await.unwrap();
    let mut got = Vec::new();
    let mut chunk = [0_u8; 4096];
    while !String::from_utf8_lossy(&got).contains("event: board") {
        let n = tokio::time::timeout(Duration::from_secs(5), s.read(&mut chunk))
            .await
            .expect("the stream's first event")
            .unwrap();
        assert!(n > 0, "{}", String::from_utf8_lossy(&got));
        got.extend_from_slice(&chunk[..n]);
    }
    assert!(
        got.starts_with(b"HTTP/1.1 200"),
        "{}",
        String::from_utf8_lossy(&got)
    );
    s
}

#[tokio::test]
async fn at_the_cap_idle_connections_give_their_place_and_busy_ones_never_do() {
    let table = table().await;
    // Streams are not capped below the connections here, to fill every place with them.
    let (base, _site) = serve_within(&table, 100, ServerLimits::new(8)).await;
    let at = host(&base);
    let m = hostile_match(&table).await;
    let mut idle = Vec::new();
    for _ in 0..8 {
        idle.push(TcpStream::connect(&at).await.unwrap());
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    // A whole request finds a place: the idlest connection gives its own.
    let page = reqwest::get(&format!("{base}/")).await.unwrap();
    assert_eq!(page.status(), 200);
    assert!(is_closed(&mut idle[0]).await, "the idlest gave its place");
    assert!(!is_closed(&mut idle[7]).await, "the others keep theirs");

    // Eight live streams take every place, from idle connections only.
    let mut streams = Vec::new();
    for _ in 0..8 {
        streams.push(stream(&at, &m.web_token).await);
    }
    for s in &mut idle {
        assert!(is_closed(s).await);
    }
    // Every place busy: a newcomer is told so, and when to come back.
    let mut late = TcpStream::connect(&at).await.unwrap();
    late.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
        .await
        .unwrap();
    let mut answer = Vec::new();
    tokio::time::timeout(Duration::from_secs(5), late.read_to_end(&mut answer))
        .await
        .unwrap()
        .unwrap();
    let answer = String::from_utf8_lossy(&answer);
    assert!(answer.starts_with("HTTP/1.1 503"), "{answer}");
    assert!(answer.contains("Retry-After: 5") && answer.contains("prueba en unos segundos"));
    for s in &mut streams {
        assert!(!is_closed(s).await, "a live stream is never taken");
    }

    // A watcher leaves (noticed at the next write: a move); its place is free again.
    drop(streams.pop());
    let _m = play(&table, m, 1).await;
    let mut answered = false;
    for _ in 0..50 {
        if let Ok(r) = reqwest::get(&format!("{base}/")).await {
            if r.status() == 200 {
                answered = true;
                break;
            }
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(answered, "a freed place is given again");
}
