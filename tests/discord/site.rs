//! The web site in a real headless Chromium, as members use it: a match played through the fake
//! Discord is opened from its board's link, followed live while moves are clicked, replayed
//! with the keyboard once over; a server's pages turned on and off. No console error, no
//! request to another host; a screenshot of each page under `target/screenshots/`.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::json;

use crate::support::browser::{free_port, Browser};
use crate::support::fake_discord::{Msg, Person};
use crate::support::world::{place, play_moves, World};

pub(crate) const HOSTILE: [&str; 2] = [
    "<script>alert(1)</script>",
    "\"><img src=x onerror=alert(1)>",
];

/// The address of the link button (style 5) labelled `label` on a message.
pub(crate) fn link(m: &Msg, label: &str) -> Option<String> {
    for row in m.body["components"].as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            if c["style"] == 5 && c["label"].as_str().is_some_and(|l| l.contains(label)) {
                assert!(c.get("custom_id").is_none(), "a link has no custom id: {c}");
                return c["url"].as_str().map(str::to_owned);
            }
        }
    }
    None
}

/// `/taberna settings web:<on>` by `who`: the answer's text.
pub(crate) async fn web_setting(w: &World, who: &Person, on: bool) -> String {
    w.fake
        .slash(
            who,
            &place(),
            "en-US",
            "taberna",
            Some("settings"),
            &[("web", 5, json!(on))],
            &[],
        )
        .await
        .response
        .unwrap()
        .to_string()
}

/// Every address a page asked for is on the site.
pub(crate) async fn only_this_site(b: &Browser, base: &str) {
    for url in b.requests().await {
        assert!(url.starts_with(base), "a request to another host: {url}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_member_follows_a_match_live_and_replays_it_in_a_real_browser() {
    let port = free_port();
    let base = format!("http://127.0.0.1:{port}");
    let w = World::start_with(&[
        ("CHALLENGE_COOLDOWN_SECS", "0"),
        ("WEB_ADDR", &format!("127.0.0.1:{port}")),
        ("PUBLIC_URL", &format!("{base}/")),
    ])
    .await;
    let ana = Person::new(100_000_000_000_000_001, "ana").nicknamed(HOSTILE[0]);
    let bruno = Person::new(100_000_000_000_000_002, "bruno").nicknamed(HOSTILE[1]);
    let players = [ana.clone(), bruno.clone()];
    let board = w.start_match(&ana, &bruno).await;
    let page = link(&w.msg(board), "Watch / replay on the web").expect("the board links");
    assert!(page.starts_with(&format!("{base}/m/")), "{page}");
    let b = Browser::start().await;

    // The board in play, live: a move clicked in Discord reaches the open page.
    b.client.goto(&page).await.unwrap();
    b.wait_for(
        "the live stream to connect",
        "return document.getElementById('board').dataset.version === '0';",
    )
    .await;
    let names = b.text(".players").await;
    assert!(
        names.contains(HOSTILE[0]) && names.contains(HOSTILE[1]),
        "{names}"
    );
    let html = b.client.source().await.unwrap();
    assert!(!html.contains("<img src=x"), "escaped in the DOM too");
    b.client
        .execute("window.stayed = true; return true;", vec![])
        .await
        .unwrap();
    let before = b.text("#board").await;
    let picture = b.attr("#board img.board", "src").await.unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(34);
    assert_eq!(
        play_moves(&w.fake, &place(), board, &players, &mut rng, 2).await,
        2
    );
    b.wait_for(
        "the board to change without reloading",
        "return document.getElementById('board').dataset.version === '2' && window.stayed === true;",
    )
    .await;
    assert_ne!(b.text("#board").await, before);
    let now = b.attr("#board img.board", "src").await.unwrap();
    assert_ne!(now, picture, "a new picture for the new version");
    b.wait_for(
        "the new picture to load",
        "return document.querySelector('#board img.board').naturalWidth > 0;",
    )
    .await;
    b.screenshot("match-live").await;
    only_this_site(&b, &base).await;
    assert_eq!(b.console_errors().await, Vec::<String>::new());

    // The server's pages, on.
    let said = web_setting(&w, &ana, true).await;
    let server = said
        .split(&format!("{base}/s/"))
        .nth(1)
        .map(|rest| format!("{base}/s/{}", &rest[..32]))
        .unwrap_or_else(|| panic!("the settings give the address: {said}"));
    b.client.goto(&server).await.unwrap();
    let watch = b.attr(".in-play a", "href").await.unwrap();
    assert!(page.ends_with(&watch), "{watch} links to {page}");

    // Ana gives up: the open page becomes the replay viewer by itself.
    b.client.goto(&page).await.unwrap();
    b.wait_for(
        "the live stream to connect",
        "return document.getElementById('board').dataset.version === '2';",
    )
    .await;
    w.resign(&ana, board).await;
    b.wait_for(
        "the replay viewer",
        "return document.getElementById('replay') !== null;",
    )
    .await;
    let steps = b.attr("#replay", "data-steps").await.unwrap();
    assert_eq!(steps, "2");
    assert_eq!(
        b.client
            .find_all(fantoccini::Locator::Css("#moves a"))
            .await
            .unwrap()
            .len(),
        3
    );
    let step = "return document.querySelector('.step-count').dataset.step";
    let at = |k: usize| {
        format!("{step} === '{k}' && document.querySelector('#moves li.current a').dataset.step === '{k}';")
    };
    b.wait_for("the last step", &at(2)).await;
    let last_picture = b.attr("#board img.board", "src").await.unwrap();
    b.press(fantoccini::key::Key::Left).await;
    b.wait_for("step 1 after ←", &at(1)).await;
    b.press(fantoccini::key::Key::Left).await;
    b.wait_for("step 0 after ←", &at(0)).await;
    let first_picture = b.attr("#board img.board", "src").await.unwrap();
    assert_ne!(first_picture, last_picture);
    assert!(first_picture.contains("/step/0.png?v="), "{first_picture}");
    b.press(fantoccini::key::Key::Right).await;
    b.wait_for("step 1 after →", &at(1)).await;
    assert!(b
        .client
        .current_url()
        .await
        .unwrap()
        .as_str()
        .ends_with("?step=1"));
    assert!(b.text(".check").await.contains("taberna verify"));
    b.screenshot("match-replay").await;
    only_this_site(&b, &base).await;
    assert_eq!(b.console_errors().await, Vec::<String>::new());

    // /leaderboard and /stats link to the server's pages while they are on.
    let here = place();
    let slash = |command: &'static str| {
        w.fake
            .slash(&bruno, &here, "en-US", command, None, &[], &[])
    };
    let board_said = slash("leaderboard").await.content();
    assert!(board_said.contains(&server), "{board_said}");
    let stats_said = slash("stats").await.content();
    assert!(
        stats_said.contains(&format!("{server}/p/{}", bruno.id)),
        "{stats_said}"
    );

    // The server and a player, with the finished match.
    b.client.goto(&server).await.unwrap();
    assert!(b.text(".leaderboard").await.contains(HOSTILE[1]));
    b.screenshot("server").await;
    b.client
        .goto(&format!("{server}/p/{}", bruno.id))
        .await
        .unwrap();
    b.client
        .find(fantoccini::Locator::Css("svg.chart"))
        .await
        .expect("a rating chart");
    b.screenshot("player").await;
    only_this_site(&b, &base).await;
    assert_eq!(b.console_errors().await, Vec::<String>::new());

    // Off: the same page is a 404, as if it never existed.
    let said = web_setting(&w, &ana, false).await;
    assert!(said.contains("off"), "{said}");
    let answer = reqwest::get(&server).await.unwrap();
    assert_eq!(answer.status(), 404);
    b.client.goto(&server).await.unwrap();
    assert_eq!(b.client.title().await.unwrap(), "Not found · taberna");
    b.close().await;
}
