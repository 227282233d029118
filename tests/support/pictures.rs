//! What the fake Discord was sent as pictures (issue 18): each board edit and each new hand
//! carries its PNG, shown by its embed.

use serde_json::Value;

use super::fake_discord::{png_size, Call};

/// The pixels of the PNG of an entry of `_files` (RGBA), with its width.
pub fn pixels(file: &Value) -> (u32, Vec<u8>) {
    let hex = file["hex"].as_str().expect("a binary file");
    let bytes: Vec<u8> = (0..hex.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&hex[i..i + 2], 16).expect("hex"))
        .collect();
    decode(&bytes)
}

/// The pixels of a PNG (RGBA), with its width.
pub fn decode(png_bytes: &[u8]) -> (u32, Vec<u8>) {
    let mut decoder = png::Decoder::new(png_bytes);
    decoder.set_transformations(
        png::Transformations::normalize_to_color8() | png::Transformations::ALPHA,
    );
    let mut reader = decoder.read_info().expect("a PNG");
    let mut out = vec![0; reader.output_buffer_size()];
    let frame = reader.next_frame(&mut out).expect("a whole PNG");
    out.truncate(frame.buffer_size());
    (frame.width, out)
}

/// The picture a message body (or an interaction response's `data`) sends: its file name,
/// and whether the embed shows it; the file must be a whole PNG of the pictures' width.
pub fn picture(body: &Value) -> Option<(String, bool)> {
    let message = if body.get("data").is_some() {
        &body["data"]
    } else {
        body
    };
    let file = message["_files"].as_array()?.first()?;
    let name = file["filename"].as_str()?.to_owned();
    let (width, height) = png_size(file).unwrap_or_else(|| panic!("{name} is no PNG"));
    assert!(width == 720 && height > 0, "{name}: {width}×{height}");
    let shown = message["embeds"][0]["image"]["url"] == format!("attachment://{name}");
    Some((name, shown))
}

/// The successful edits of `board` and the hands sent (ephemeral answers with an embed: a new
/// hand, a hand after a move, a composer that replaced it),
/// from call `from` on.
pub fn boards_and_hands(calls: &[Call], from: usize, board: u64) -> (Vec<&Call>, Vec<&Call>) {
    let ok = || calls.iter().skip(from).filter(|c| c.status < 300);
    let edits = ok()
        .filter(|c| c.method == "PATCH" && c.path.ends_with(&format!("/messages/{board}")))
        .collect();
    let hands = ok()
        .filter(|c| {
            c.path.ends_with("/callback")
                && c.body["data"]["flags"].as_u64() == Some(64)
                && c.body["data"]["embeds"]
                    .as_array()
                    .is_some_and(|e| !e.is_empty())
        })
        .collect();
    (edits, hands)
}

/// Fails unless every successful edit of `board` and every hand sent since call `from`
/// carries its picture, and no message anywhere points its embed at a file it did not send.
/// Returns how many board edits and hands it checked.
pub fn assert_every_board_and_hand_pictured(
    calls: &[Call],
    from: usize,
    board: u64,
) -> (usize, usize) {
    let (edits, hands) = boards_and_hands(calls, from, board);
    for (sent, name) in [(&edits, "board.png"), (&hands, "hand.png")] {
        for c in sent {
            assert_eq!(picture(&c.body), Some((name.into(), true)), "{}", c.body);
        }
    }
    for c in calls.iter().skip(from).filter(|c| c.status < 300) {
        let message = if c.body.get("data").is_some() {
            &c.body["data"]
        } else {
            &c.body
        };
        if let Some(url) = message["embeds"][0]["image"]["url"].as_str() {
            let name = url.strip_prefix("attachment://").unwrap_or(url);
            assert_eq!(
                picture(&c.body).map(|(n, _)| n).as_deref(),
                Some(name),
                "an embed shows a file its request did not send: {}",
                c.body
            );
        }
    }
    (edits.len(), hands.len())
}
