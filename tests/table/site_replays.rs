//! The site's match pages as spectators use them (issue 51): every move of a match in play to
//! step back through, public views only until it is over; the replay from each seat once over,
//! the result in the order of the places with the ratings it changed; and addresses with bad
//! values, answered with what the reader meant or the site's own small page.

use serde_json::Value;
use taberna::engine::{Lang, Seat};
use taberna::replay::play_line;
use taberna::table::{Match, MatchRequest, Table};

use super::fixtures::table;
use super::site::{
    assert_escaped, assert_secure, get, hostile_match, page, play, serve, ANA, BEA, GUILD,
};

/// The data-step numbers of the move list's items (the start is 0).
fn listed_steps(body: &str) -> Vec<usize> {
    body.split("data-step=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next()?.parse().ok())
        .collect()
}

/// The value of the slider, the step shown.
fn slider_value(body: &str) -> usize {
    let at = body.find(r#"id="slider""#).expect("a slider");
    let rest = &body[at..];
    let value = rest.split("value=\"").nth(1).unwrap();
    value.split('"').next().unwrap().parse().unwrap()
}

#[tokio::test]
async fn a_spectator_sees_every_move_so_far_and_steps_back_through_public_views_only() {
    let table = table().await;
    let (base, _site) = serve(&table, 8).await;
    let m = play(&table, hostile_match(&table).await, 14).await;
    assert_eq!(m.version, 14);
    let url = format!("{base}/m/{}", m.web_token);
    let body = page(&url).await;
    assert_escaped(&body);
    assert!(body.contains(r#"id="live""#), "{body}");
    // The whole list, not the last few actions: the start and all fourteen moves.
    assert_eq!(listed_steps(&body), (0..=14).collect::<Vec<_>>());
    assert_eq!(slider_value(&body), 14);
    assert!(body.contains(r#"data-mode="live""#), "{body}");

    // Without the script, a step back is an address: the board at step 3, a way back to live.
    let back = page(&format!("{url}?step=3")).await;
    assert!(back.contains(r#"data-mode="step""#), "{back}");
    assert!(back.contains(r#"data-step="3""#) && slider_value(&back) == 3);
    assert!(
        back.contains(r#"id="to-live""#) && !back.contains("to-live\" hidden"),
        "{back}"
    );
    assert!(
        back.contains(&format!("/m/{}/step/3.png?v=14", m.web_token)),
        "{back}"
    );

    // The script's fragments: a step (not kept: a match in play), the moves after a count.
    let step = get(&format!("{url}/step/3?lang=en&v=14")).await;
    assert_eq!(step.status(), 200);
    assert_secure(&step);
    assert_eq!(step.headers()["cache-control"], "no-cache");
    let moves = page(&format!("{url}/moves?from=12&lang=en&v=14")).await;
    assert_eq!(listed_steps(&moves), vec![13, 14]);
    // After a move the script asks with the new version, and gets the new move.
    let m = play(&table, m, 1).await;
    let moves = page(&format!("{url}/moves?from=12&lang=en&v=15")).await;
    assert_eq!(listed_steps(&moves), vec![13, 14, 15]);
    let moves = page(&format!("{url}/moves?from=13")).await;
    assert_eq!(listed_steps(&moves), vec![14, 15]);

    // Nothing of a seat while it is played: not its steps, not its hand, not the file.
    let seat = page(&format!("{url}?seat=1")).await;
    assert!(!seat.contains("class=\"hand\""), "{seat}");
    for hidden in [
        format!("{url}/step/3?seat=1&lang=en&v={}", m.version),
        format!("{url}/step/3?seat=1"),
        format!("{url}/hand/1/3.png?lang=en&v={}", m.version),
        format!("{url}/hand/2/3.png"),
        format!("{url}/replay.json"),
    ] {
        assert_eq!(get(&hidden).await.status(), 404, "{hidden}");
    }
}

/// The hand of `seat` at `step` of a finished match, drawn from its replay file.
async fn hand_at(table: &Table, m: &Match, seat: Seat, step: usize) -> Vec<u8> {
    let (file, _) = table.replay_file(m.id, m.guild_id).await.unwrap();
    let mut game = file.start().unwrap();
    for (i, line) in file.moves.iter().take(step).enumerate() {
        play_line(&mut *game, i, line).unwrap();
    }
    let ctx = taberna::web::board::ctx(m, Lang::En);
    taberna::picture::png(&game.scene_seat(seat, &ctx).expect("a hand picture")).to_vec()
}

#[tokio::test]
async fn a_finished_match_replays_from_each_seat_with_its_hand_at_every_step() {
    let table = table().await;
    let (base, _site) = serve(&table, 8).await;
    let m = play(&table, hostile_match(&table).await, 8).await;
    let m = table.resign(m.id, BEA).await.unwrap();
    let url = format!("{base}/m/{}", m.web_token);

    let public = page(&url).await;
    assert!(
        !public.contains(r#"class="hand""#),
        "the public view shows no hand"
    );
    assert!(
        public.contains(r#"aria-current="page""#),
        "the public view is the one chosen"
    );
    // Each player's seat is a choice, as is everyone's view.
    for seat in 1..=2 {
        assert!(
            public.contains(&format!("?step=8&amp;seat={seat}")),
            "{public}"
        );
    }

    let from_ana = page(&format!("{url}?seat=1&step=3")).await;
    assert_escaped(&from_ana);
    assert!(from_ana.contains(r#"class="hand""#), "{from_ana}");
    let hand = format!("/m/{}/hand/1/3.png?v={}", m.web_token, m.version);
    assert!(from_ana.contains(&hand), "{from_ana}");
    assert!(from_ana.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
    // Ana's hand as it was after move 3, and Bea's as it was, which differ.
    let drawn = get(&format!("{base}{hand}")).await;
    assert_eq!(drawn.status(), 200);
    assert_eq!(drawn.headers()["content-type"], "image/png");
    let drawn = drawn.bytes().await.unwrap();
    assert_eq!(
        drawn.as_ref(),
        hand_at(&table, &m, Seat(0), 3).await.as_slice()
    );
    let bea = get(&format!("{url}/hand/2/3.png?v={}", m.version)).await;
    let bea = bea.bytes().await.unwrap();
    assert_eq!(
        bea.as_ref(),
        hand_at(&table, &m, Seat(1), 3).await.as_slice()
    );
    assert_ne!(bea, drawn);

    // The viewer's step keeps its seat, and is kept for ever.
    let step = get(&format!("{url}/step/5?seat=2&lang=en&v={}", m.version)).await;
    assert_eq!(step.status(), 200);
    assert!(step.headers()["cache-control"]
        .to_str()
        .unwrap()
        .contains("immutable"));
    let step = step.text().await.unwrap();
    assert!(
        step.contains(r#"class="hand""#) && step.contains("/hand/2/5.png"),
        "{step}"
    );
    // A seat the match does not have is everyone's view.
    assert!(!page(&format!("{url}?seat=7"))
        .await
        .contains(r#"class="hand""#));
    assert_eq!(get(&format!("{url}/hand/7/3.png")).await.status(), 404);
    assert_eq!(get(&format!("{url}/hand/1/99.png")).await.status(), 404);
}

#[tokio::test]
async fn the_result_lists_the_players_by_place_with_their_ratings_and_pages() {
    let table = table().await;
    let (base, _site) = serve(&table, 8).await;
    let m = play(&table, hostile_match(&table).await, 4).await;
    // Ana gives up: Bea, the second seat, takes first place.
    let m = table.resign(m.id, ANA).await.unwrap();
    let url = format!("{base}/m/{}", m.web_token);
    let body = page(&url).await;
    let result = &body[body.find(r#"class="scores""#).unwrap()..];
    let bea = result.find("&quot;&gt;&lt;img").unwrap();
    let ana = result.find("&lt;script&gt;").unwrap();
    assert!(bea < ana, "the winner first: {result}");
    let ratings = table.match_ratings(m.id).await.unwrap();
    assert_eq!(ratings.len(), 2, "a rated match");
    assert!(result.contains(" → "), "before and after: {result}");
    assert!(
        result.contains("(+") && result.contains("(−"),
        "the changes: {result}"
    );
    assert!(
        !result.contains("/s/"),
        "no player pages while the server's are off"
    );
    assert!(!body.contains("lowest score wins"), "{body}");

    let pages = table.set_guild_pages(GUILD, true).await.unwrap();
    let body = page(&url).await;
    for user in [ANA, BEA] {
        assert!(
            body.contains(&format!("/s/{}/p/{user}", pages.token)),
            "{body}"
        );
    }
}

/// Plays `m` to its end with the first legal move of whoever acts.
async fn to_the_end(table: &Table, mut m: Match) -> Match {
    while !m.is_over() {
        m = play(table, m, 1).await;
    }
    m
}

#[tokio::test]
async fn a_game_where_the_lowest_score_wins_says_so_above_its_result() {
    let table = table().await;
    let (base, _site) = serve(&table, 8).await;
    let m = table
        .create(&MatchRequest {
            game: "bouillabaisse",
            guild_id: GUILD,
            channel_id: 5,
            users: &[ANA, BEA, 1003],
            bots: &[],
            options: &Value::Null,
            seed: 51,
            lang: Lang::En,
            board_message_id: None,
        })
        .await
        .unwrap();
    let m = to_the_end(&table, m).await;
    let result = m.result.clone().unwrap();
    let body = page(&format!("{base}/m/{}", m.web_token)).await;
    assert!(body.contains("the lowest score wins"), "{body}");
    // The first row is a winner's, with the lowest score.
    let lowest = result.scores.as_slice().iter().min().unwrap();
    let first_row = body.split("<tbody>").nth(1).unwrap();
    let first_row = first_row.split("</tr>").next().unwrap();
    assert!(first_row.contains(r#"class="winner""#), "{first_row}");
    assert!(
        first_row.contains(&format!("<td>{lowest}</td>")),
        "{first_row}"
    );
}

#[tokio::test]
async fn bad_values_in_an_address_get_what_the_reader_meant_never_a_frameworks_error() {
    let table = table().await;
    let (base, _site) = serve(&table, 8).await;
    let m = play(&table, hostile_match(&table).await, 6).await;
    let m = table.resign(m.id, BEA).await.unwrap();
    let url = format!("{base}/m/{}", m.web_token);
    for (query, step) in [
        ("step=-1", 0),
        ("step=abc", 6),
        ("step=1.5", 2),
        ("step=1&step=2", 2),
        ("step=99", 6),
        ("step=", 6),
        ("step=3&seat=abc", 3),
        ("seat=-4&step=4", 4),
    ] {
        let body = page(&format!("{url}?{query}")).await;
        assert_eq!(slider_value(&body), step, "{query}");
    }
    table.set_guild_pages(GUILD, true).await.unwrap();
    let server = format!(
        "{base}/s/{}",
        table.guild_pages(GUILD).await.unwrap().unwrap().token
    );
    let client = reqwest::Client::new();
    for address in [
        format!("{server}?page=abc"),
        format!("{server}?page=-3&game=nothing"),
        format!("{base}/?step=abc"),
        format!("{base}/setup?lang=xx"),
        format!("{server}/p/{ANA}?page=1.5"),
    ] {
        let r = client.get(&address).send().await.unwrap();
        assert_eq!(r.status(), 200, "{address}");
    }
    // Addresses that cannot be read at all: the site's small page, in the reader's language.
    for (address, status) in [
        (format!("{base}/m/%FF%FE"), 404),
        (format!("{url}/step/%FF"), 404),
        (format!("{base}/s/%C3%28/p/1"), 404),
        (format!("{url}/hand/x/y.png"), 404),
    ] {
        let r = client
            .get(&address)
            .header("accept-language", "es")
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), status, "{address}");
        assert_secure(&r);
        assert_eq!(
            r.headers()["content-type"],
            "text/html; charset=utf-8",
            "{address}"
        );
        let body = r.text().await.unwrap();
        assert!(body.contains(r#"<html lang="es">"#), "{address}: {body}");
        assert!(
            !body.contains("Failed to") && !body.contains("Invalid URL"),
            "{body}"
        );
    }
    let post = client.post(&url).send().await.unwrap();
    assert_eq!(post.status(), 405);
    assert_eq!(post.headers()["allow"], "GET,HEAD");
    assert!(post.text().await.unwrap().contains("can only be read"));
}

#[tokio::test]
async fn with_match_pages_off_a_match_page_is_a_token_that_never_existed() {
    let table = table().await;
    let (base, _site) = serve(&table, 8).await;
    let over = play(&table, hostile_match(&table).await, 2).await;
    let over = table.resign(over.id, BEA).await.unwrap();
    let playing = hostile_match(&table).await;
    let pages = table.set_guild_pages(GUILD, true).await.unwrap();
    let server = format!("{base}/s/{}", pages.token);
    assert!(page(&server)
        .await
        .contains(&format!("/m/{}", over.web_token)));
    let never = get(&format!("{base}/m/{}", taberna::store::new_token()))
        .await
        .text()
        .await
        .unwrap();

    let mut settings = table.settings(GUILD).await.unwrap();
    settings.match_pages = false;
    table.set_settings(GUILD, &settings).await.unwrap();
    for m in [&over, &playing] {
        let url = format!("{base}/m/{}", m.web_token);
        for path in [
            "",
            "/live",
            "/step/0",
            "/step/0.png",
            "/board/0.png",
            "/moves",
        ] {
            let r = get(&format!("{url}{path}")).await;
            assert_eq!(r.status(), 404, "{path}");
            if path.is_empty() {
                assert_eq!(r.text().await.unwrap(), never, "indistinguishable");
            }
        }
    }
    assert_eq!(
        get(&format!("{base}/m/{}/replay.json", over.web_token))
            .await
            .status(),
        404
    );
    // The server's pages stay, and link to no match.
    let body = page(&server).await;
    assert!(!body.contains("/m/"), "{body}");
    let player = page(&format!("{server}/p/{ANA}")).await;
    assert!(!player.contains("/m/"), "{player}");
}
