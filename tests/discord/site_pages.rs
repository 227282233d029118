//! The site as spectators and admins use it (issue 51), in a real headless Chromium beside a
//! match played through the fake Discord: a spectator steps back through a match in play while
//! members go on playing, and returns to live; a finished match is replayed from a seat, on a
//! desktop and on a phone; a server's page carries its name and icon, fetched once from the CDN;
//! a player's chart shows its values on focus. Every page passes the contrast, heading and
//! label checks, asks no other host and logs no error; screenshots under `target/screenshots/`.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::json;

use crate::support::bot::GUILD;
use crate::support::browser::{free_port, Browser};
use crate::support::fake_discord::Person;
use crate::support::world::{place, play_moves, World};

use super::site::{link, only_this_site, web_setting, HOSTILE};

/// A world serving its site, with a link on every board and the fake as the CDN.
async fn world(port: u16) -> World {
    World::start_with(&[
        ("CHALLENGE_COOLDOWN_SECS", "0"),
        ("WEB_ADDR", &format!("127.0.0.1:{port}")),
        ("PUBLIC_URL", &format!("http://127.0.0.1:{port}")),
    ])
    .await
}

/// The page passes the checks every page must pass, and asked nothing of another host.
async fn checked(b: &Browser, base: &str, what: &str) {
    let problems = b.accessibility_problems().await;
    assert!(problems.is_empty(), "{what}: {problems:#?}");
    only_this_site(b, base).await;
    assert_eq!(b.console_errors().await, Vec::<String>::new(), "{what}");
}

/// A script's test of the board: the step it shows (`live` while it follows the match).
fn board_at(step: &str) -> String {
    format!(
        "const b = document.getElementById('board'); return {};",
        if step == "live" {
            "b.dataset.mode === 'live'".to_owned()
        } else {
            format!("b.dataset.mode === 'step' && b.querySelector('.step-count').dataset.step === '{step}'")
        }
    )
}

const LISTED: &str = "document.querySelectorAll('#moves a[data-step]').length";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_spectator_steps_back_through_a_match_in_play_and_a_new_move_does_not_move_them() {
    let port = free_port();
    let base = format!("http://127.0.0.1:{port}");
    let w = world(port).await;
    let ana = Person::new(100_000_000_000_000_001, "ana").nicknamed(HOSTILE[0]);
    let bruno = Person::new(100_000_000_000_000_002, "bruno");
    let players = [ana.clone(), bruno.clone()];
    let board = w.start_match(&ana, &bruno).await;
    let mut rng = ChaCha8Rng::seed_from_u64(51);
    assert_eq!(
        play_moves(&w.fake, &place(), board, &players, &mut rng, 4).await,
        4
    );
    let page = link(&w.msg(board), "Watch / replay on the web").expect("the board links");
    let b = Browser::start().await;
    b.client.goto(&page).await.unwrap();
    b.wait_for(
        "the live stream",
        "return document.getElementById('board').dataset.version === '4';",
    )
    .await;
    // Every move so far, not the last few actions.
    b.wait_for(
        "the start and four moves",
        &format!("return {LISTED} === 5;"),
    )
    .await;

    b.press(fantoccini::key::Key::Left).await;
    b.press(fantoccini::key::Key::Left).await;
    b.wait_for("step 2", &board_at("2")).await;
    assert!(b
        .client
        .current_url()
        .await
        .unwrap()
        .as_str()
        .ends_with("?step=2"));
    assert_eq!(
        b.attr("#to-live", "hidden").await,
        None,
        "the way back to live shows"
    );

    // Members go on playing: the list grows, the spectator stays where they were.
    assert_eq!(
        play_moves(&w.fake, &place(), board, &players, &mut rng, 2).await,
        2
    );
    b.wait_for(
        "the two new moves listed",
        &format!("return {LISTED} === 7;"),
    )
    .await;
    b.wait_for(
        "the slider to reach them",
        "return document.getElementById('slider').max === '6';",
    )
    .await;
    assert!(b.client.execute(&board_at("2"), vec![]).await.unwrap() == json!(true));
    b.screenshot("match-live-stepped-back").await;
    checked(&b, &base, "a live match stepped back").await;

    // A move of the list, then back to live, at the latest move.
    b.client
        .find(fantoccini::Locator::Css("#moves a[data-step='5']"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    b.wait_for("step 5", &board_at("5")).await;
    b.client
        .find(fantoccini::Locator::Css("#to-live"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    b.wait_for("live again", &board_at("live")).await;
    assert_eq!(b.attr("#board", "data-version").await.as_deref(), Some("6"));
    assert_eq!(
        b.text("#moves li.current").await,
        b.text("#moves li:last-child").await,
        "the latest move is the current one"
    );
    b.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_match_is_replayed_from_a_seat_on_a_desktop_and_on_a_phone() {
    let port = free_port();
    let base = format!("http://127.0.0.1:{port}");
    let w = world(port).await;
    let ana = Person::new(100_000_000_000_000_001, "ana").nicknamed(HOSTILE[1]);
    let bruno = Person::new(100_000_000_000_000_002, "bruno");
    let players = [ana.clone(), bruno.clone()];
    let board = w.start_match(&ana, &bruno).await;
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let played = play_moves(&w.fake, &place(), board, &players, &mut rng, 40).await;
    assert!(played > 30, "{played}");
    let page = link(&w.msg(board), "Watch / replay on the web").unwrap();
    if w.msg(board).button("Rematch").is_none() {
        w.resign(&bruno, board).await;
    }
    let b = Browser::start().await;
    b.client.goto(&page).await.unwrap();
    b.wait_for(
        "the replay",
        "return document.getElementById('replay') !== null;",
    )
    .await;
    // The list opens at the step shown, the last one, in sight.
    b.wait_for(
        "the current move in sight",
        "const l = document.getElementById('moves'); const c = l.querySelector('li.current');
         const a = l.getBoundingClientRect(), r = c.getBoundingClientRect();
         return l.scrollHeight > l.clientHeight && r.top >= a.top && r.bottom <= a.bottom + 1;",
    )
    .await;
    checked(&b, &base, "a replay").await;
    let last = b.attr("#replay", "data-steps").await.unwrap();

    // Addresses with values the site cannot use: what the reader meant, or the site's own page.
    for (query, step) in [
        ("step=-1", "0"),
        ("step=abc", last.as_str()),
        ("step=1.5", "2"),
        ("step=1&step=3", "3"),
    ] {
        b.client.goto(&format!("{page}?{query}")).await.unwrap();
        b.wait_for(
            query,
            &format!("return document.querySelector('.step-count').dataset.step === '{step}';"),
        )
        .await;
    }
    b.client
        .goto(&format!("{base}/m/%FF%FE?lang=es"))
        .await
        .unwrap();
    assert_eq!(b.client.title().await.unwrap(), "No encontrado · taberna");
    let _ = b.console_errors().await;
    b.client.goto(&page).await.unwrap();

    // From Ana's seat: her hand at every step.
    b.client
        .find(fantoccini::Locator::Css("nav.seats li:nth-child(2) a"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    b.wait_for(
        "the hand",
        "return document.querySelector('#board section.hand img.hand') !== null;",
    )
    .await;
    assert!(b.text("nav.seats a.current").await.contains(HOSTILE[1]));
    let hand = b.attr("#board img.hand", "src").await.unwrap();
    b.press(fantoccini::key::Key::Left).await;
    b.wait_for(
        "the hand one step before",
        &format!(
            "return document.querySelector('#board img.hand').getAttribute('src') !== '{hand}';"
        ),
    )
    .await;
    b.wait_for(
        "its picture",
        "return document.querySelector('#board img.hand').naturalWidth > 0;",
    )
    .await;
    let url = b.client.current_url().await.unwrap();
    assert!(url.as_str().contains("&seat=1"), "the seat is kept: {url}");
    // Tall enough for the board and the hand under it.
    b.window(1200, 1700).await;
    b.screenshot("replay-from-a-seat").await;
    b.window(1200, 1000).await;
    checked(&b, &base, "a replay from a seat").await;

    // On a phone the board comes before the words, and nothing is wider than the screen.
    b.window(390, 844).await;
    b.client.goto(url.as_str()).await.unwrap();
    b.wait_for(
        "the board's picture",
        "return document.querySelector('#board img.board').naturalWidth > 0;",
    )
    .await;
    b.wait_for(
        "the board above the players and the result",
        "const top = (s) => document.querySelector(s).getBoundingClientRect().top;
         return top('#board img.board') < top('.players') && top('#board img.board') < top('section.result')
           && document.documentElement.scrollWidth <= document.documentElement.clientWidth;",
    )
    .await;
    b.screenshot("replay-on-a-phone").await;
    checked(&b, &base, "a replay on a phone").await;
    b.close().await;
}

/// Ana resigns a match against Bruno after two moves (a match that ended before its first
/// move is not rated), started and ended through the fake Discord.
async fn a_match_bruno_wins(w: &World, ana: &Person, bruno: &Person) {
    let board = w.start_match(ana, bruno).await;
    let players = [ana.clone(), bruno.clone()];
    let mut rng = ChaCha8Rng::seed_from_u64(board);
    assert_eq!(
        play_moves(&w.fake, &place(), board, &players, &mut rng, 2).await,
        2
    );
    w.resign(ana, board).await;
}

/// Icons' hashes as Discord gives them: 32 hex digits.
const FIRST_ICON: &str = "a1b2c3d4e5f60718293a4b5c6d7e8f90";
const SECOND_ICON: &str = "0f1e2d3c4b5a69788796a5b4c3d2e1f0";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_servers_page_shows_its_name_and_icon_and_a_chart_with_its_values_on_focus() {
    let port = free_port();
    let base = format!("http://127.0.0.1:{port}");
    let w = world(port).await;
    let ana = Person::new(100_000_000_000_000_001, "ana");
    let bruno = Person::new(100_000_000_000_000_002, "bruno");
    // Discord names the server when the bot connects; a server without pages is not written.
    w.fake
        .guild_create(GUILD, "La <i>Taberna</i>", Some(FIRST_ICON));
    for _ in 0..2 {
        a_match_bruno_wins(&w, &ana, &bruno).await;
    }
    assert!(
        w.fake.icon_fetches().is_empty(),
        "no icon for a server without pages"
    );
    let said = web_setting(&w, &ana, true).await;
    let server = said
        .split(&format!("{base}/s/"))
        .nth(1)
        .map(|rest| format!("{base}/s/{}", &rest[..32]))
        .unwrap_or_else(|| panic!("the settings give the address: {said}"));
    w.fake
        .wait_until(
            "the icon fetched",
            std::time::Duration::from_secs(10),
            |f| !f.icon_fetches().is_empty(),
        )
        .await;
    assert_eq!(
        w.fake.icon_fetches(),
        vec![format!("/icons/{GUILD}/{FIRST_ICON}.png?size=128")]
    );

    let b = Browser::start().await;
    b.client.goto(&server).await.unwrap();
    b.wait_for("the icon", "const i = document.querySelector('img.server-icon'); return i !== null && i.naturalWidth > 0;")
        .await;
    assert_eq!(b.text("h1").await, "La <i>Taberna</i> · leaderboards");
    assert_eq!(
        b.client.title().await.unwrap(),
        "La <i>Taberna</i> · leaderboards · taberna"
    );
    b.screenshot("server-named").await;
    checked(&b, &base, "a server's page").await;
    // The site's own pages pass the same checks, on a phone too.
    for width in [1200, 390] {
        b.window(width, 844).await;
        for path in ["/", "/setup", "/?lang=es"] {
            b.client.goto(&format!("{base}{path}")).await.unwrap();
            checked(&b, &base, path).await;
        }
        // A 404 is logged by the browser as such; the page itself passes.
        b.client
            .goto(&format!("{base}/nothing/here"))
            .await
            .unwrap();
        assert_eq!(b.accessibility_problems().await, Vec::<String>::new());
        assert_eq!(b.console_errors().await.len(), 1);
    }
    b.window(1200, 1000).await;

    // Bruno's page: his chart, each match a point that shows its date and rating on focus.
    b.client
        .goto(&format!("{server}/p/{}", bruno.id))
        .await
        .unwrap();
    let points = b
        .client
        .find_all(fantoccini::Locator::Css("svg.chart a.point"))
        .await
        .unwrap();
    assert_eq!(points.len(), 2);
    let hidden =
        "return getComputedStyle(document.querySelector('svg.chart a.point .value')).visibility;";
    assert_eq!(
        b.client.execute(hidden, vec![]).await.unwrap(),
        json!("hidden")
    );
    b.client
        .execute(
            "document.querySelector('svg.chart a.point').focus(); return true;",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(
        b.client.execute(hidden, vec![]).await.unwrap(),
        json!("visible")
    );
    let label = b.attr("svg.chart a.point", "aria-label").await.unwrap();
    let (date, rating) = label.split_once(" · ").unwrap_or_default();
    assert!(
        date.len() == 10 && date.starts_with("20") && rating.parse::<u32>().is_ok_and(|r| r > 1000),
        "a date and a rating: {label}"
    );
    b.screenshot("player-chart").await;
    checked(&b, &base, "a player's page").await;
    // Its point opens the match.
    let href = b.attr("svg.chart a.point", "href").await.unwrap();
    b.client.goto(&format!("{base}{href}")).await.unwrap();
    b.wait_for(
        "the replay",
        "return document.getElementById('replay') !== null;",
    )
    .await;

    // A new icon is fetched once; the same one again is not.
    w.fake.guild_update(GUILD, "La Taberna", Some(SECOND_ICON));
    w.fake
        .wait_until("the new icon", std::time::Duration::from_secs(10), |f| {
            f.icon_fetches().len() == 2
        })
        .await;
    w.fake.guild_create(GUILD, "La Taberna", Some(SECOND_ICON));
    b.client.goto(&server).await.unwrap();
    b.wait_for(
        "the new icon",
        &format!("const i = document.querySelector('img.server-icon'); return i !== null && i.src.endsWith('v={SECOND_ICON}') && i.naturalWidth > 0;"),
    )
    .await;
    assert_eq!(b.text("h1").await, "La Taberna · leaderboards");
    assert_eq!(w.fake.icon_fetches().len(), 2, "fetched once per icon");
    assert!(w.fake.violations().is_empty(), "{:?}", w.fake.violations());
    b.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_match_pages_off_boards_carry_no_link_and_the_pages_are_gone() {
    let port = free_port();
    let w = world(port).await;
    let ana = Person::new(100_000_000_000_000_001, "ana");
    let bruno = Person::new(100_000_000_000_000_002, "bruno");
    let before = w.start_match(&ana, &bruno).await;
    let page = link(&w.msg(before), "Watch / replay on the web").unwrap();
    assert_eq!(reqwest::get(&page).await.unwrap().status(), 200);
    let here = place();
    let match_pages = |on: bool| {
        let w = &w;
        let (ana, here) = (&ana, &here);
        async move {
            w.fake
                .slash(
                    ana,
                    here,
                    "es-ES",
                    "taberna",
                    Some("settings"),
                    &[("match_pages", 5, json!(on))],
                    &[],
                )
                .await
        }
    };
    let said = match_pages(false).await.content();
    assert!(
        said.contains("Páginas de partidas:** desactivadas"),
        "{said}"
    );
    let after = w.start_match(&ana, &bruno).await;
    assert_eq!(link(&w.msg(after), "Watch / replay on the web"), None);
    assert_eq!(reqwest::get(&page).await.unwrap().status(), 404);
    let said = match_pages(true).await.content();
    assert!(said.contains("Páginas de partidas:** activadas"), "{said}");
    assert_eq!(reqwest::get(&page).await.unwrap().status(), 200);
    let again = w.start_match(&ana, &bruno).await;
    assert!(link(&w.msg(again), "Watch / replay on the web").is_some());
}
