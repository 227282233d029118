//! A server's pages as an admin shares them (issue 51): its name and icon (kept by the bot and
//! served by the site), and a player's rating chart with dates, values and a link per match.

use super::fixtures::table;
use super::site::{assert_escaped, get, hostile_match, page, play, serve, ANA, BEA, GUILD};

/// A PNG of one pixel, as a server's icon.
fn icon() -> Vec<u8> {
    let mut png = Vec::new();
    let mut encoder = png::Encoder::new(&mut png, 1, 1);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder
        .write_header()
        .unwrap()
        .write_image_data(&[200, 30, 30])
        .unwrap();
    png
}

#[tokio::test]
async fn a_servers_page_carries_its_name_and_the_icon_the_bot_keeps() {
    let table = table().await;
    let (base, _site) = serve(&table, 8).await;
    // A server without pages is not written to.
    assert!(!table
        .set_guild_look(GUILD, "La Taberna", Some("abc"))
        .await
        .unwrap());
    assert!(table.guild_pages(GUILD).await.unwrap().is_none());

    let pages = table.set_guild_pages(GUILD, true).await.unwrap();
    let url = format!("{base}/s/{}", pages.token);
    assert!(
        page(&url).await.contains("<h1>Leaderboards</h1>"),
        "unnamed until known"
    );
    let name = "La <b>Taberna</b>";
    assert!(
        table
            .set_guild_look(GUILD, name, Some("abc"))
            .await
            .unwrap(),
        "the icon is new"
    );
    // Known but not fetched yet: the name without the icon.
    let body = page(&url).await;
    assert!(
        body.contains("La &lt;b&gt;Taberna&lt;/b&gt; · leaderboards"),
        "{body}"
    );
    assert!(!body.contains("icon.png"), "{body}");
    table.set_guild_icon(GUILD, "abc", icon()).await.unwrap();
    let body = page(&url).await;
    let src = format!("/s/{}/icon.png?v=abc", pages.token);
    assert!(body.contains(&src), "{body}");
    let served = get(&format!("{base}{src}")).await;
    assert_eq!(served.status(), 200);
    assert_eq!(served.headers()["content-type"], "image/png");
    assert_eq!(served.bytes().await.unwrap().as_ref(), icon().as_slice());
    // The same icon again is not fetched again; a new one is, and the old one is dropped.
    assert!(!table
        .set_guild_look(GUILD, "La Taberna", Some("abc"))
        .await
        .unwrap());
    assert!(page(&url).await.contains("La Taberna · leaderboards"));
    assert!(table
        .set_guild_look(GUILD, "La Taberna", Some("def"))
        .await
        .unwrap());
    assert!(!page(&url).await.contains("icon.png"));
    // A picture of an icon that is no longer the server's is not kept.
    table.set_guild_icon(GUILD, "abc", icon()).await.unwrap();
    assert!(table
        .guild_pages(GUILD)
        .await
        .unwrap()
        .unwrap()
        .icon
        .is_none());
    table.set_guild_icon(GUILD, "def", icon()).await.unwrap();
    assert!(page(&url).await.contains("icon.png?v=def"));

    // Off: the icon goes with the pages.
    table.set_guild_pages(GUILD, false).await.unwrap();
    assert_eq!(get(&format!("{base}{src}")).await.status(), 404);
    assert_eq!(
        get(&format!("{base}/s/{}/icon.png", "0".repeat(32)))
            .await
            .status(),
        404
    );
}

#[tokio::test]
async fn a_players_chart_dates_each_match_shows_its_rating_and_links_to_it() {
    let table = table().await;
    let (base, _site) = serve(&table, 8).await;
    let mut tokens = Vec::new();
    for loser in [BEA, ANA, BEA] {
        let m = play(&table, hostile_match(&table).await, 2).await;
        let m = table.resign(m.id, loser).await.unwrap();
        tokens.push(m.web_token);
    }
    let pages = table.set_guild_pages(GUILD, true).await.unwrap();
    let body = page(&format!("{base}/s/{}/p/{ANA}", pages.token)).await;
    assert_escaped(&body);
    let chart = &body[body.find("<svg").unwrap()..body.find("</svg>").unwrap()];
    for token in &tokens {
        assert!(chart.contains(&format!(r#"href="/m/{token}""#)), "{chart}");
    }
    // Where the rating started, then a point per match: three of them links.
    assert_eq!(chart.matches("<circle").count(), 4, "{chart}");
    assert_eq!(chart.matches(r#"class="point""#).count(), 4, "{chart}");
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs();
    let today = chrono::DateTime::from_timestamp(now as i64, 0)
        .unwrap()
        .format("%Y-%m-%d")
        .to_string();
    assert!(chart.contains(r#"class="tick date""#), "{chart}");
    assert!(chart.contains(&today), "{chart}");
    // Each match's value, named for a screen reader and shown on focus.
    assert!(
        chart.contains(&format!(r#"aria-label="{today} · "#)),
        "{chart}"
    );
    assert!(chart.contains(r#"class="value""#), "{chart}");
}
