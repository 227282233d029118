//! The web site over a real store, asked over HTTP: match pages live and replayed, a server's
//! pages on and off, a player's page, hostile names, the headers every answer carries, and the
//! live streams (one render per change however many watch, a cap on streams).

use std::sync::Arc;
use std::time::Duration;

use futures_util::StreamExt as _;
use serde_json::Value;
use taberna::engine::{Lang, Seat};
use taberna::stopping::Stopping;
use taberna::table::{Match, MatchRequest, Table};
use taberna::web::connections::ServerLimits;
use taberna::web::{self, Pages, Site};

use super::fixtures::table;

pub(crate) const GUILD: u64 = 77;
pub(crate) const ANA: u64 = 1001;
const SEED: u64 = 0x5eed_1234_5678_9abc;
pub(crate) const BEA: u64 = 1002;
/// Display names a member could choose, as every page must show them: as text.
pub(crate) const HOSTILE: [&str; 2] = [
    "<script>alert(1)</script>",
    "\"><img src=x onerror=alert(1)>",
];

/// The site of `table`, served on a port of its own; its address and its state.
pub(crate) async fn serve(table: &Table, max_streams: usize) -> (String, Site) {
    serve_within(table, max_streams, ServerLimits::new(256)).await
}

/// [`serve`] with these limits on its connections.
pub(crate) async fn serve_within(
    table: &Table,
    max_streams: usize,
    limits: ServerLimits,
) -> (String, Site) {
    let site = Site {
        table: table.clone(),
        shards: Arc::new(|| Box::pin(async { Vec::new() })),
        metrics: taberna::metrics::install(),
        stopping: Arc::new(Stopping::default()),
        pages: Pages::start(table, max_streams),
        play: web::seats::Play::default(),
    };
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let at = listener.local_addr().unwrap();
    tokio::spawn(web::serve(listener, site.clone(), limits));
    (format!("http://{at}"), site)
}

/// A match of Burgueses between Ana and Bea, named by the hostile names.
pub(crate) async fn hostile_match(table: &Table) -> Match {
    let m = table
        .create(&MatchRequest {
            game: "burgueses",
            guild_id: GUILD,
            channel_id: 5,
            users: &[ANA, BEA],
            bots: &[],
            options: &Value::Null,
            seed: SEED,
            lang: Lang::En,
            board_message_id: None,
        })
        .await
        .unwrap();
    let names: Vec<String> = HOSTILE.iter().map(|n| (*n).to_owned()).collect();
    table.name_seats(m.id, &names).await.unwrap()
}

/// Plays `n` moves of whoever is to act (the first legal move each time).
pub(crate) async fn play(table: &Table, mut m: Match, n: usize) -> Match {
    for _ in 0..n {
        if m.is_over() {
            break;
        }
        let seat = m.game.to_act()[0];
        let mv = m.game.legal_notations(seat)[0].clone();
        m = table
            .play(m.id, m.user_at(seat), m.version, &mv)
            .await
            .unwrap()
            .after;
    }
    m
}

pub(crate) async fn get(url: &str) -> reqwest::Response {
    reqwest::get(url).await.unwrap()
}

/// The body of a page that must be there, after the headers every page carries.
pub(crate) async fn page(url: &str) -> String {
    let r = get(url).await;
    assert_eq!(r.status(), 200, "{url}");
    assert_secure(&r);
    r.text().await.unwrap()
}

pub(crate) fn assert_secure(r: &reqwest::Response) {
    let csp = r.headers()["content-security-policy"].to_str().unwrap();
    assert!(csp.contains("script-src 'self'"), "{csp}");
    assert!(!csp.contains("unsafe-inline"), "{csp}");
    assert!(csp.contains("default-src 'none'"), "{csp}");
    assert!(r.headers().get("set-cookie").is_none());
    assert_eq!(r.headers()["x-content-type-options"], "nosniff");
}

/// Nothing of a hostile name reaches the page as markup: only its escaped text.
pub(crate) fn assert_escaped(body: &str) {
    assert!(!body.contains("<script>alert"), "{body}");
    assert!(!body.contains("<img src=x"), "{body}");
    assert!(
        body.contains("&lt;script&gt;alert(1)&lt;/script&gt;"),
        "{body}"
    );
    assert!(
        body.contains("&lt;img src=x onerror=alert(1)&gt;"),
        "{body}"
    );
    // The only scripts are the site's own file.
    assert_eq!(body.matches("<script").count(), 1, "{body}");
    assert!(body.contains(r#"<script src="/static/site.js" defer></script>"#));
}

#[tokio::test]
async fn a_match_page_shows_the_public_board_with_names_escaped_and_follows_it_live() {
    let table = table().await;
    let (base, site) = serve(&table, 128).await;
    let m = hostile_match(&table).await;
    assert_eq!(m.web_token.len(), 32, "128 bits as hex");
    let url = format!("{base}/m/{}", m.web_token);
    let body = page(&url).await;
    assert_escaped(&body);
    assert!(body.contains(&format!("/m/{}/live", m.web_token)), "{body}");
    // The embed's waiting field: whom the match waits for, and since when.
    assert!(body.contains("Waiting for &quot;&gt;&lt;img"), "{body}");
    assert!(body.contains(&format!("/m/{}/board/0.png", m.web_token)));
    // The seed stays hidden while the match is played; its commitment is shown.
    assert!(!body.contains(&SEED.to_string()));
    assert!(body.contains(&taberna::fair::commitment(m.seed)));
    let picture = get(&format!("{base}/m/{}/board/0.png", m.web_token)).await;
    assert_eq!(picture.status(), 200);
    assert_eq!(picture.headers()["content-type"], "image/png");
    assert!(picture.bytes().await.unwrap().starts_with(b"\x89PNG"));
    // Not the replay while in play.
    let file = get(&format!("{base}/m/{}/replay.json", m.web_token)).await;
    assert_eq!(file.status(), 404);

    // A hundred watchers, then a move: each hears it, from one render.
    let mut streams = Vec::new();
    for _ in 0..100 {
        let r = get(&format!("{url}/live")).await;
        assert_eq!(r.status(), 200);
        assert_eq!(r.headers()["content-type"], "text/event-stream");
        streams.push(r.bytes_stream());
    }
    for s in &mut streams {
        let first = next_event(s).await;
        assert!(first.contains("\"version\":0"), "{first}");
    }
    let renders = site.pages.live.renders();
    let m = play(&table, m, 1).await;
    for s in &mut streams {
        let event = next_event(s).await;
        assert!(event.contains("\"version\":1"), "{event}");
        assert!(!event.contains("<script>alert"), "{event}");
    }
    assert_eq!(
        site.pages.live.renders(),
        renders + 1,
        "one render for 100 watchers"
    );
    drop(streams);
    assert_eq!(m.version, 1);
}

/// The data of the next event of a stream (of `board` events).
pub(crate) async fn next_event(
    s: &mut (impl futures_util::Stream<Item = reqwest::Result<impl AsRef<[u8]>>> + Unpin),
) -> String {
    let mut text = String::new();
    loop {
        let chunk = tokio::time::timeout(Duration::from_secs(10), s.next())
            .await
            .expect("an event within 10 s")
            .expect("the stream goes on")
            .unwrap();
        text.push_str(&String::from_utf8_lossy(chunk.as_ref()));
        if let Some(end) = text.find("\n\n") {
            let event = &text[..end];
            if event.contains("event: board") {
                return event.to_owned();
            }
            text = text[end + 2..].to_owned();
        }
    }
}

#[tokio::test]
async fn open_streams_are_capped_and_a_place_is_freed_when_a_watcher_leaves() {
    let table = table().await;
    let (base, site) = serve(&table, 2).await;
    let m = hostile_match(&table).await;
    let url = format!("{base}/m/{}/live", m.web_token);
    let a = get(&url).await;
    let b = get(&url).await;
    assert_eq!((a.status().as_u16(), b.status().as_u16()), (200, 200));
    let refused = get(&url).await;
    assert_eq!(refused.status(), 503);
    assert!(refused.headers().contains_key("retry-after"));
    assert_eq!(site.pages.live.open_streams(2), 2);
    drop(a);
    // The server notices the closed connection at its next write: a move.
    let _m = play(&table, m, 1).await;
    let mut freed = false;
    for _ in 0..50 {
        if site.pages.live.open_streams(2) < 2 {
            freed = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(freed, "a closed stream gives its place back");
    assert_eq!(get(&url).await.status(), 200);
    drop(b);
}

#[tokio::test]
async fn a_finished_match_is_a_replay_with_every_step_its_pictures_and_its_file() {
    let table = table().await;
    let (base, _site) = serve(&table, 8).await;
    let m = play(&table, hostile_match(&table).await, 6).await;
    let m = table.resign(m.id, BEA).await.unwrap();
    assert!(m.is_over());
    let url = format!("{base}/m/{}", m.web_token);
    let body = page(&url).await;
    assert_escaped(&body);
    assert!(body.contains(r#"id="replay""#), "{body}");
    assert!(body.contains(r#"data-steps="6""#), "{body}");
    // Every move in the list, and the start.
    assert_eq!(body.matches("data-step=").count(), 7 + 1, "{body}");
    assert!(body.contains(&m.seed.to_string()), "the seed is revealed");
    // Each step: its board and its picture; step 0 differs from step 6.
    let first = page(&format!("{url}/step/0")).await;
    let last = page(&format!("{url}/step/6")).await;
    // As the viewer asks, in the page's language: the same board, from the replay kept.
    assert_eq!(page(&format!("{url}/step/6?lang=en")).await, last);
    assert_ne!(first, last);
    assert!(last.contains("/step/6.png"), "{last}");
    let p0 = get(&format!("{url}/step/0.png"))
        .await
        .bytes()
        .await
        .unwrap();
    let p6 = get(&format!("{url}/step/6.png"))
        .await
        .bytes()
        .await
        .unwrap();
    assert!(p0.starts_with(b"\x89PNG") && p6.starts_with(b"\x89PNG"));
    assert_ne!(p0, p6);
    assert_eq!(get(&format!("{url}/step/7")).await.status(), 404);
    assert_eq!(get(&format!("{url}/step/x.png")).await.status(), 404);
    // Without script: a step is a page of its own.
    let at = page(&format!("{url}?step=2")).await;
    assert!(at.contains(r#"value="2""#), "{at}");
    // The file is the one `/replay` attaches.
    let file = get(&format!("{url}/replay.json")).await;
    assert_eq!(file.status(), 200);
    assert!(file.headers()["content-disposition"]
        .to_str()
        .unwrap()
        .contains(&format!("taberna-match-{}.json", m.id)));
    let file: Value = serde_json::from_slice(&file.bytes().await.unwrap()).unwrap();
    let (recorded, _) = table.replay_file(m.id, GUILD).await.unwrap();
    assert_eq!(file, serde_json::to_value(&recorded).unwrap());
}

#[tokio::test]
async fn a_servers_pages_answer_only_while_on_and_off_is_a_token_that_never_existed() {
    let table = table().await;
    let (base, _site) = serve(&table, 8).await;
    let m = play(&table, hostile_match(&table).await, 4).await;
    let _over = table.resign(m.id, BEA).await.unwrap();
    let _playing = hostile_match(&table).await;
    let never = get(&format!("{base}/s/{}", taberna::store::new_token())).await;
    assert_eq!(never.status(), 404);
    let never_body = never.text().await.unwrap();
    assert!(table.guild_pages(GUILD).await.unwrap().is_none());

    let pages = table.set_guild_pages(GUILD, true).await.unwrap();
    let url = format!("{base}/s/{}", pages.token);
    let body = page(&url).await;
    assert_escaped(&body);
    assert!(
        body.contains(&format!("/s/{}/p/{ANA}", pages.token)),
        "{body}"
    );
    assert!(
        body.matches("/m/").count() >= 2,
        "in play and recent: {body}"
    );
    let player = page(&format!("{url}/p/{ANA}")).await;
    assert!(player.contains("<svg"), "a rating chart: {player}");
    assert!(player.contains("&lt;script&gt;"), "{player}");
    assert_eq!(get(&format!("{url}/p/42")).await.status(), 404);

    let off = table.set_guild_pages(GUILD, false).await.unwrap();
    assert_eq!(off.token, pages.token, "the token is kept");
    for path in [String::new(), format!("/p/{ANA}")] {
        let r = get(&format!("{url}{path}")).await;
        assert_eq!(r.status(), 404);
        assert_eq!(r.text().await.unwrap(), never_body, "indistinguishable");
    }
    // On again: the same links work.
    table.set_guild_pages(GUILD, true).await.unwrap();
    assert_eq!(get(&url).await.status(), 200);
}

#[tokio::test]
async fn the_language_is_the_matchs_or_the_readers_and_unknown_paths_are_a_small_404() {
    let table = table().await;
    let (base, _site) = serve(&table, 8).await;
    let m = hostile_match(&table).await;
    let client = reqwest::Client::new();
    let es = client
        .get(format!("{base}/"))
        .header("accept-language", "es-ES,es;q=0.9")
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(es.contains(r#"<html lang="es">"#), "{es}");
    let en = page(&format!("{base}/?lang=en")).await;
    assert!(en.contains(r#"<html lang="en">"#));
    // A match page speaks its match's language, whatever the reader's.
    let page_es = client
        .get(format!("{base}/m/{}", m.web_token))
        .header("accept-language", "es")
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(page_es.contains(r#"<html lang="en">"#));
    for path in [
        "/nothing",
        "/m/123",
        "/m/zz",
        "/s/1/p/2",
        "/m/../etc/passwd",
    ] {
        let r = get(&format!("{base}{path}")).await;
        assert_eq!(r.status(), 404, "{path}");
        assert_secure(&r);
    }
    let setup = page(&format!("{base}/setup")).await;
    assert!(setup.contains("DISCORD_TOKEN"), "{setup}");
    let seat = Seat(0);
    assert_eq!(m.user_at(seat), ANA);
}

/// Two tables ("processes") on one fresh database (PostgreSQL when the tests have one), each
/// with half the shards: the first holds shard 0, the second shard 1.
pub(crate) async fn two_processes() -> (tempfile::TempDir, Table, Table) {
    let dir = tempfile::tempdir().unwrap();
    let url = match taberna::store::test_postgres() {
        Some(server) => taberna::store::scratch_schema(&server).await.unwrap(),
        None => format!(
            "sqlite://{}?mode=rwc",
            dir.path().join("shared.db").display()
        ),
    };
    let half = |range: &str| taberna::table::Limits {
        shards: taberna::store::Shards::parse(Some(range), Some("2")).unwrap(),
        ..taberna::table::Limits::default()
    };
    let durability = taberna::store::Durability::Full;
    let here = Table::open(&url, durability, half("0-0")).await.unwrap();
    let there = Table::open(&url, durability, half("1-1")).await.unwrap();
    (dir, here, there)
}

/// Two processes share one database, each with half the shards: the site of the first follows
/// live, and shows on a reload, the moves the second makes (it never hears of them otherwise).
#[tokio::test]
async fn a_page_follows_the_moves_another_process_makes() {
    let (_dir, here, there) = two_processes().await;
    let (base, _site) = serve(&here, 8).await;
    let m = hostile_match(&there).await;
    let page_url = format!("{base}/m/{}", m.web_token);
    assert!(page(&page_url).await.contains("/board/0.png"));
    let mut stream = get(&format!("{page_url}/live")).await.bytes_stream();
    assert!(next_event(&mut stream).await.contains("\"version\":0"));
    let _m = play(&there, m, 1).await;
    let event = next_event(&mut stream).await;
    assert!(event.contains("\"version\":1"), "{event}");
    assert!(
        page(&page_url).await.contains("/board/1.png"),
        "a reload shows it too"
    );
}

/// A stream speaks the page's language, and ends after the frame of the match's end (its place
/// under the cap freed), which a page without script would otherwise hold for ever.
#[tokio::test]
async fn a_live_stream_speaks_its_pages_language_and_ends_with_the_match() {
    let table = table().await;
    let (base, site) = serve(&table, 4).await;
    let m = hostile_match(&table).await;
    let url = format!("{base}/m/{}/live?lang=es", m.web_token);
    let mut stream = get(&url).await.bytes_stream();
    let first = next_event(&mut stream).await;
    assert!(first.contains("Juega"), "{first}");
    let page_es = page(&format!("{base}/m/{}?lang=es", m.web_token)).await;
    assert!(page_es.contains("/live?lang=es"), "{page_es}");
    let m = play(&table, m, 1).await;
    table.resign(m.id, BEA).await.unwrap();
    let mut last = next_event(&mut stream).await;
    while !last.contains("\"over\":true") {
        last = next_event(&mut stream).await;
    }
    assert!(last.contains("\"version\":2"), "{last}");
    let end = tokio::time::timeout(Duration::from_secs(5), stream.next())
        .await
        .expect("the stream ends after the end");
    assert!(end.is_none(), "nothing after the end: {end:?}");
    for _ in 0..50 {
        if site.pages.live.open_streams(4) == 0 {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the place of an ended stream is freed");
}

/// With the database out of reach a page says so, in the reader's language, and when to come
/// back: never an empty answer or a raw error.
#[tokio::test]
async fn a_database_out_of_reach_is_a_page_that_says_to_try_again() {
    let table = table().await;
    let (base, _site) = serve(&table, 4).await;
    let m = hostile_match(&table).await;
    table.store().close().await;
    let r = reqwest::Client::new()
        .get(format!("{base}/m/{}", m.web_token))
        .header("accept-language", "es")
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 503);
    assert_eq!(r.headers()["retry-after"], "5");
    assert_secure(&r);
    let body = r.text().await.unwrap();
    assert!(body.contains("vuelve a intentarlo"), "{body}");
}
