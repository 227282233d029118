//! Seats played on the web, over a real store and HTTP: a hand message's pass opens its seat
//! once, and nothing else does (a forged, altered, expired, spent pass; another member's
//! session; a session on another match; a page of another site); the seat's page shows its own
//! hand only; a move posted from it goes through the table like a click (committed once, late
//! tabs told so, refusals in words, nothing changed by bad input); its stream follows the match
//! and resumes from `Last-Event-ID`; the end of the match closes the seat.

use futures_util::StreamExt as _;
use reqwest::header::{CONTENT_TYPE, COOKIE, SET_COOKIE};
use serde_json::{json, Value};
use taberna::engine::{Lang, Seat};
use taberna::store::now;
use taberna::table::{Match, Table, PASS_SECS};
use taberna::web::board::ctx;

use super::fixtures::table;
use super::site::{get, hostile_match, serve};

fn client() -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap()
}

/// A seat's session, as its browser holds it.
struct Session {
    cookie: String,
    request: String,
}

/// Opens `pass` as a browser does, without following where it sends the browser on.
async fn open_pass(base: &str, pass: &str) -> reqwest::Response {
    client()
        .get(format!("{base}/play/{pass}"))
        .send()
        .await
        .unwrap()
}

/// Opens `seat` of `m` through a fresh pass: its session.
async fn sit(base: &str, table: &Table, m: &Match, seat: Seat) -> Session {
    let pass = table
        .seat_pass(m, seat, Lang::En, now())
        .await
        .unwrap()
        .unwrap();
    let r = open_pass(base, &pass).await;
    assert_eq!(r.status(), 200);
    let set = r.headers()[SET_COOKIE].to_str().unwrap().to_owned();
    let body = r.text().await.unwrap();
    assert!(!body.contains(&pass), "the pass stays out of the page");
    let cookie = set.split(';').next().unwrap().to_owned();
    let page = client()
        .get(format!("{base}/m/{}/play", m.web_token))
        .header(COOKIE, &cookie)
        .send()
        .await
        .unwrap();
    assert_eq!(page.status(), 200);
    let page = page.text().await.unwrap();
    let request = attr(&page, "data-request");
    Session { cookie, request }
}

/// The value of the first `name="…"` attribute of `page`.
fn attr(page: &str, name: &str) -> String {
    let at = page.find(&format!("{name}=\"")).expect(name) + name.len() + 2;
    page[at..].split('"').next().unwrap().to_owned()
}

/// `POST`s a move of `session`'s seat: the status and the answer.
async fn post(base: &str, m: &Match, s: &Session, body: &Value) -> (u16, Value) {
    let r = client()
        .post(format!("{base}/m/{}/play", m.web_token))
        .header(COOKIE, &s.cookie)
        .header("x-taberna-request", &s.request)
        .header(CONTENT_TYPE, "application/json")
        .body(body.to_string())
        .send()
        .await
        .unwrap();
    let status = r.status().as_u16();
    let text = r.text().await.unwrap_or_default();
    (status, serde_json::from_str(&text).unwrap_or(Value::Null))
}

/// The seat's page as `cookie` reads it: status and body.
async fn seat_page(base: &str, m: &Match, cookie: Option<&str>) -> (u16, String) {
    let mut asked = client().get(format!("{base}/m/{}/play", m.web_token));
    if let Some(c) = cookie {
        asked = asked.header(COOKIE, c);
    }
    let r = asked.send().await.unwrap();
    (r.status().as_u16(), r.text().await.unwrap())
}

/// The SVG of `seat`'s hand in `m`.
fn hand_svg(m: &Match, seat: Seat, lang: Lang) -> String {
    let scene = m.game.scene_seat(seat, &ctx(m, lang)).unwrap();
    taberna::picture::svg::svg(&scene, lang, 1.5)
}

#[tokio::test]
async fn a_pass_opens_its_seat_once_and_the_seat_page_shows_that_hand_only() {
    let table = table().await;
    let (base, _site) = serve(&table, 16).await;
    let m = hostile_match(&table).await;
    let pass = table
        .seat_pass(&m, Seat(0), Lang::Es, now())
        .await
        .unwrap()
        .unwrap();
    let r = open_pass(&base, &pass).await;
    assert_eq!(r.status(), 200);
    let set = r.headers()[SET_COOKIE].to_str().unwrap().to_owned();
    for part in [
        "HttpOnly",
        "SameSite=Strict",
        &format!("Path=/m/{}/play", m.web_token),
    ] {
        assert!(set.contains(part), "{set}");
    }
    assert!(!set.contains("Secure"), "plain http here: {set}");
    assert_eq!(r.headers()["cache-control"], "no-store");
    let body = r.text().await.unwrap();
    // The browser moves on to an address without the pass, by a page of this site.
    assert!(
        body.contains(&format!("0; url=/m/{}/play", m.web_token)),
        "{body}"
    );
    assert!(
        body.contains("Abriendo tu asiento"),
        "the member's language"
    );

    // Spent: the same pass again opens nothing, and says how to get another.
    let again = open_pass(&base, &pass).await;
    assert_eq!(again.status(), 403);
    assert!(again.headers().get(SET_COOKIE).is_none());
    let words = again.text().await.unwrap();
    assert!(words.contains("already used"), "{words}");
    assert!(words.contains("Play on the web"), "{words}");

    let cookie = set.split(';').next().unwrap();
    let (status, page) = seat_page(&base, &m, Some(cookie)).await;
    assert_eq!(status, 200);
    assert!(page.contains("Tu mano"), "the pass's language: {page}");
    assert!(
        page.contains(&hand_svg(&m, Seat(0), Lang::Es)),
        "Ana's hand"
    );
    assert!(
        !page.contains(&hand_svg(&m, Seat(1), Lang::Es)),
        "never Bea's"
    );
    super::site::assert_escaped(&page);
    // Its moves are the hand's legal moves, by their notation.
    for mv in m.game.legal_notations(Seat(0)) {
        assert!(page.contains(&format!("data-move=\"{mv}\"")), "{mv}");
    }
}

#[tokio::test]
async fn forged_altered_expired_and_finished_passes_open_nothing() {
    let table = table().await;
    let (base, _site) = serve(&table, 16).await;
    let m = hostile_match(&table).await;
    let good = table
        .seat_pass(&m, Seat(0), Lang::En, now())
        .await
        .unwrap()
        .unwrap();
    // One character changed: another seat, member or expiry, or just noise.
    let mut altered: Vec<char> = good.chars().collect();
    altered[12] = if altered[12] == 'A' { 'B' } else { 'A' };
    let altered: String = altered.into_iter().collect();
    let expired = table
        .seat_pass(&m, Seat(0), Lang::En, now() - PASS_SECS - 5)
        .await
        .unwrap()
        .unwrap();
    let cases = [
        ("AAAA", "not one of ours"),
        (&altered, "not one of ours"),
        (&"x".repeat(4000), "not one of ours"),
        (&expired, "expired"),
    ];
    for (pass, why) in cases {
        let r = open_pass(&base, pass).await;
        assert_eq!(r.status(), 403, "{pass}");
        assert!(r.headers().get(SET_COOKIE).is_none());
        let words = r.text().await.unwrap();
        assert!(words.contains(why), "{pass}: {words}");
    }
    // The genuine one still works after all that.
    let r = get(&format!("{base}/play/{good}")).await;
    assert_eq!(r.status(), 200);
    // A finished match's pass opens nothing.
    let late = table
        .seat_pass(&m, Seat(1), Lang::En, now())
        .await
        .unwrap()
        .unwrap();
    table.resign(m.id, m.users[0]).await.unwrap();
    let r = get(&format!("{base}/play/{late}")).await;
    assert_eq!(r.status(), 403);
    assert!(r.text().await.unwrap().contains("no longer played"));
}

#[tokio::test]
async fn no_one_else_reads_or_moves_a_seat() {
    let table = table().await;
    let (base, _site) = serve(&table, 16).await;
    let m = hostile_match(&table).await;
    let other = hostile_match(&table).await;
    let ana = sit(&base, &table, &m, Seat(0)).await;
    let bea = sit(&base, &table, &m, Seat(1)).await;
    let bea_elsewhere = sit(&base, &table, &other, Seat(1)).await;

    // No session, a session of another match, a session altered to another seat.
    let (status, page) = seat_page(&base, &m, None).await;
    assert_eq!(status, 403);
    assert!(page.contains("Play on the web"), "{page}");
    let (status, _) = seat_page(&base, &m, Some(&bea_elsewhere.cookie)).await;
    assert_eq!(status, 403);
    let mut forged = ana.cookie.clone();
    let at = forged.len() - 30;
    forged.replace_range(at..=at, if &forged[at..=at] == "A" { "B" } else { "A" });
    let (status, _) = seat_page(&base, &m, Some(&forged)).await;
    assert_eq!(status, 403);
    // Bea's session reads Bea's hand only.
    let (_, page) = seat_page(&base, &m, Some(&bea.cookie)).await;
    assert!(page.contains(&hand_svg(&m, Seat(1), Lang::En)));
    assert!(!page.contains(&hand_svg(&m, Seat(0), Lang::En)));

    let mover = m.game.to_act()[0];
    let (mine, theirs) = if mover == Seat(0) {
        (&ana, &bea)
    } else {
        (&bea, &ana)
    };
    let mv = m.game.legal_notations(mover)[0].clone();
    let body = json!({ "version": m.version, "notation": mv });
    // The other member's session, with its own or the mover's request token.
    let (status, _) = post(&base, &m, theirs, &body).await;
    assert_eq!(status, 409, "not their turn");
    let crossed = Session {
        cookie: theirs.cookie.clone(),
        request: mine.request.clone(),
    };
    let (status, _) = post(&base, &m, &crossed, &body).await;
    assert_eq!(status, 403);
    // The mover's cookie without the page's token: a form or a script of another site.
    for token in ["", "x", &theirs.request] {
        let s = Session {
            cookie: mine.cookie.clone(),
            request: token.to_owned(),
        };
        let (status, answer) = post(&base, &m, &s, &body).await;
        assert_eq!(status, 403, "{token}: {answer}");
    }
    let form = client()
        .post(format!("{base}/m/{}/play", m.web_token))
        .header(COOKIE, &mine.cookie)
        .header(CONTENT_TYPE, "application/x-www-form-urlencoded")
        .body(format!("version={}&notation={mv}", m.version))
        .send()
        .await
        .unwrap();
    assert_eq!(form.status(), 403);
    // A session of another match moves nothing here.
    let (status, _) = post(&base, &m, &bea_elsewhere, &body).await;
    assert_eq!(status, 403);
    assert_eq!(table.current(m.id).await.unwrap().version, m.version);
}

#[tokio::test]
async fn a_move_from_the_page_lands_once_and_late_or_bad_ones_change_nothing() {
    let table = table().await;
    let (base, _site) = serve(&table, 16).await;
    let m = hostile_match(&table).await;
    let mover = m.game.to_act()[0];
    let s = sit(&base, &table, &m, mover).await;

    // Bad input: junk, an unreadable move, an illegal one.
    for junk in ["", "{", "[]", r#"{"version": "x"}"#] {
        let r = client()
            .post(format!("{base}/m/{}/play", m.web_token))
            .header(COOKIE, &s.cookie)
            .header("x-taberna-request", &s.request)
            .body(junk)
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 400, "{junk}");
    }
    let (status, answer) = post(
        &base,
        &m,
        &s,
        &json!({ "version": m.version, "notation": "no such move" }),
    )
    .await;
    assert_eq!(status, 409);
    assert!(answer["note"].as_str().unwrap().len() > 10, "{answer}");
    assert!(
        answer["frame"].is_object(),
        "the page as it stands: {answer}"
    );
    assert_eq!(table.current(m.id).await.unwrap().version, m.version);

    // Two tabs send their moves at once: one lands, the other is told it was late.
    let legal = m.game.legal_notations(mover);
    let tabs: Vec<Value> = (0..2)
        .map(|i| json!({ "version": m.version, "notation": legal[i % legal.len()] }))
        .collect();
    let (a, b) = tokio::join!(post(&base, &m, &s, &tabs[0]), post(&base, &m, &s, &tabs[1]));
    let mut statuses = [a.0, b.0];
    statuses.sort_unstable();
    assert_eq!(statuses, [200, 409], "{a:?} {b:?}");
    let late = if a.0 == 409 { a.1 } else { b.1 };
    let landed = table.current(m.id).await.unwrap();
    assert_eq!(landed.version, m.version + 1);
    // Told in words, with the page as it now stands (unless the late move still fits).
    assert!(late["note"].as_str().is_some(), "{late}");
    let moves = table.move_events(m.id, 0).await.unwrap();
    assert_eq!(moves.len(), 1, "one move committed");
}

#[tokio::test]
async fn the_seat_stream_follows_the_match_resumes_and_ends_with_it() {
    let table = table().await;
    let (base, site) = serve(&table, 3).await;
    let m = hostile_match(&table).await;
    let s = sit(&base, &table, &m, Seat(0)).await;
    let url = format!("{base}/m/{}/play/events", m.web_token);
    let open = |last: Option<String>| {
        let mut r = client().get(&url).header(COOKIE, &s.cookie);
        if let Some(id) = last {
            r = r.header("last-event-id", id);
        }
        r.send()
    };
    let r = open(None).await.unwrap();
    assert_eq!(r.status(), 200);
    let mut events = r.bytes_stream();
    let first = next_event(&mut events).await;
    assert!(first.contains("event: seat"), "{first}");
    let id = first
        .lines()
        .find_map(|l| l.strip_prefix("id: "))
        .unwrap()
        .to_owned();
    assert_eq!(id, format!("{}.00", m.version));
    // Another seat's move (from Discord, say) reaches the page.
    let m = super::site::play(&table, m, 1).await;
    let next = next_event(&mut events).await;
    assert!(next.contains(&format!("id: {}.00", m.version)), "{next}");
    // A page coming back with the frame it shows is sent nothing until the next change.
    let back = open(Some(format!("{}.00", m.version))).await.unwrap();
    let mut back = back.bytes_stream();
    let quiet = tokio::time::timeout(std::time::Duration::from_millis(500), back.next()).await;
    assert!(quiet.is_err(), "nothing new: {quiet:?}");
    // Seat streams take places under the site's cap on streams (three here).
    let third = open(None).await.unwrap();
    assert_eq!(third.status(), 200);
    let over_cap = open(None).await.unwrap();
    assert_eq!(over_cap.status(), 503);
    drop(third);
    drop(over_cap);
    drop(back);
    let _ = &site;

    // The end of the match: its last frame, then the seat is closed.
    table.resign(m.id, m.users[1]).await.unwrap();
    let last = next_event(&mut events).await;
    assert!(last.contains(r#""over":true"#), "{last}");
    assert!(
        tokio::time::timeout(std::time::Duration::from_secs(5), events.next())
            .await
            .unwrap()
            .is_none(),
        "the stream ends"
    );
    let r = client()
        .get(format!("{base}/m/{}/play", m.web_token))
        .header(COOKIE, &s.cookie)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 303, "to the replay");
    assert_eq!(r.headers()["location"], format!("/m/{}", m.web_token));
    let (status, answer) = post(
        &base,
        &m,
        &s,
        &json!({ "version": m.version, "notation": "x" }),
    )
    .await;
    assert_eq!((status, answer["over"].is_string()), (409, true));
}

/// The next whole event of a stream (keep-alive comments skipped).
async fn next_event<S, B>(events: &mut S) -> String
where
    S: futures_util::Stream<Item = reqwest::Result<B>> + Unpin,
    B: AsRef<[u8]>,
{
    let mut text = String::new();
    loop {
        let chunk = tokio::time::timeout(std::time::Duration::from_secs(10), events.next())
            .await
            .expect("an event within 10 s")
            .expect("the stream goes on")
            .unwrap();
        text.push_str(&String::from_utf8_lossy(chunk.as_ref()));
        if let Some(end) = text.find("\n\n") {
            let event = text[..end].to_owned();
            if event.starts_with(':') {
                text.drain(..end + 2);
                continue;
            }
            return event;
        }
    }
}

/// Two processes share one database (PostgreSQL in CI), each with half the shards: a pass made by
/// the process that runs the match opens its seat on the other's site (one secret for both); a
/// move posted there lands once against a click on the first at the same version; the seat's
/// stream follows moves the first makes, which the second never hears of otherwise.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_page_on_another_process_plays_the_same_match_once() {
    let (_dir, here, there) = super::site::two_processes().await;
    let (base, _site) = serve(&here, 8).await;
    let m = hostile_match(&there).await;
    let mover = m.game.to_act()[0];
    // The hand message's pass is made by the process that runs the match.
    let s = sit(&base, &there, &m, mover).await;
    let legal = m.game.legal_notations(mover);
    let (mv, other) = (legal[0].clone(), legal.last().unwrap().clone());
    let body = json!({ "version": m.version, "notation": mv });
    let (posted, clicked) = tokio::join!(
        post(&base, &m, &s, &body),
        there.play(m.id, m.user_at(mover), m.version, &other)
    );
    let landed = usize::from(posted.0 == 200) + usize::from(clicked.is_ok());
    assert_eq!(landed, 1, "one of the two: {posted:?} {clicked:?}");
    let now = there.current(m.id).await.unwrap();
    assert_eq!(now.version, m.version + 1);
    assert_eq!(here.current(m.id).await.unwrap().version, now.version);

    // The stream on this process follows a move the other makes.
    let mut events = client()
        .get(format!("{base}/m/{}/play/events", m.web_token))
        .header(COOKIE, &s.cookie)
        .send()
        .await
        .unwrap()
        .bytes_stream();
    let first = next_event(&mut events).await;
    assert!(first.contains(&format!("id: {}.", now.version)), "{first}");
    let after = super::site::play(&there, now, 1).await;
    let next = next_event(&mut events).await;
    assert!(next.contains(&format!("id: {}.", after.version)), "{next}");
}
