//! A server's name and icon for its pages on the site. Discord sends both when the bot connects
//! (GUILD_CREATE, one per server) and when a server changes them (GUILD_UPDATE); the bot records
//! them for servers that have pages, and when a manager turns the pages on. The icon's picture
//! is fetched once per icon from Discord's CDN and kept in the database: a page's reader asks no
//! other host than the bot's site.

use std::time::Duration;

use crate::discord::types::Data;

/// The CDN's address, unless `DISCORD_CDN` names another (a test double).
pub const DISCORD_CDN: &str = "https://cdn.discordapp.com";
/// The icon's size asked of the CDN, in pixels (the page shows it at 64, twice for sharp screens).
const ICON_SIZE: u32 = 128;
/// The most bytes of an icon kept.
const ICON_BYTES: usize = 256 * 1024;

/// Records server `guild`'s `name` and `icon` hash (for a server with pages), then fetches the
/// icon's picture when it is new, in the background.
pub async fn remember(data: &Data, guild: u64, name: &str, icon: Option<String>) {
    match data
        .table
        .set_guild_look(guild, name, icon.as_deref())
        .await
    {
        Ok(true) => {
            let (data, hash) = (data.clone(), icon.unwrap_or_default());
            tokio::spawn(async move { fetch_icon(&data, guild, &hash).await });
        }
        Ok(false) => {}
        Err(e) => tracing::warn!(guild, error = %e, "cannot record a server's name and icon"),
    }
}

/// Fetches and keeps the picture of `guild`'s icon `hash`. A failure leaves the page without
/// its icon until the next GUILD_CREATE (the next start or reconnection) tries again.
async fn fetch_icon(data: &Data, guild: u64, hash: &str) {
    // The hash comes from Discord; anything but its letters and digits has no place in a path.
    if hash.is_empty() || !hash.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') {
        return;
    }
    let url = format!("{}/icons/{guild}/{hash}.png?size={ICON_SIZE}", data.cdn);
    let fetched = async {
        let response = data
            .rest
            .client()
            .get(&url)
            .timeout(Duration::from_secs(10))
            .send()
            .await?
            .error_for_status()?;
        response.bytes().await
    }
    .await;
    match fetched {
        Ok(png) if png.starts_with(b"\x89PNG\r\n\x1a\n") && png.len() <= ICON_BYTES => {
            match data.table.set_guild_icon(guild, hash, png.to_vec()).await {
                Ok(()) => tracing::info!(guild, "server icon kept for its pages"),
                Err(e) => tracing::warn!(guild, error = %e, "cannot keep a server's icon"),
            }
        }
        Ok(png) => tracing::warn!(
            guild,
            bytes = png.len(),
            "a server's icon is not a PNG of at most 256 KiB"
        ),
        Err(e) => tracing::warn!(guild, error = %e.without_url(), "cannot fetch a server's icon"),
    }
}
