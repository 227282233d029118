//! Discord's limits on a message payload, checked on the JSON we send. Used by unit tests here
//! and by the fake Discord of the integration tests.

use std::collections::HashSet;

use serde_json::Value;

use super::ids::MAX_CUSTOM_ID;
use super::layout::{
    MAX_BUTTONS_PER_ROW, MAX_BUTTON_LABEL, MAX_CONTENT, MAX_DESCRIPTION, MAX_EMBED_TOTAL,
    MAX_FIELDS, MAX_FIELD_NAME, MAX_FIELD_VALUE, MAX_OPTION_LABEL, MAX_OPTION_VALUE, MAX_ROWS,
    MAX_SELECT_OPTIONS, MAX_TITLE,
};

fn len(v: &Value) -> usize {
    v.as_str().map_or(0, |s| s.chars().count())
}

/// Every way `message` (a message object: content, embeds, components) breaks Discord's
/// limits; empty when it is valid.
#[must_use]
pub fn violations(message: &Value) -> Vec<String> {
    let mut out = Vec::new();
    let mut check = |ok: bool, what: String| {
        if !ok {
            out.push(what);
        }
    };
    check(
        len(&message["content"]) <= MAX_CONTENT,
        format!("content longer than {MAX_CONTENT}"),
    );
    let embeds = message["embeds"].as_array().cloned().unwrap_or_default();
    // Keys absent from an edit leave that part as it was; present and empty, they clear it.
    check(
        !(message["content"] == "" && message["embeds"].is_array() && embeds.is_empty()),
        "empty message: no content and no embed".into(),
    );
    check(embeds.len() <= 10, "more than 10 embeds".into());
    let mut total = 0;
    for e in &embeds {
        let fields = e["fields"].as_array().cloned().unwrap_or_default();
        check(len(&e["title"]) <= MAX_TITLE, "embed title too long".into());
        check(
            len(&e["description"]) <= MAX_DESCRIPTION,
            "embed description too long".into(),
        );
        check(fields.len() <= MAX_FIELDS, "more than 25 fields".into());
        total += len(&e["title"]) + len(&e["description"]) + len(&e["footer"]["text"]);
        for f in &fields {
            check(
                len(&f["name"]) <= MAX_FIELD_NAME,
                "field name too long".into(),
            );
            check(
                len(&f["value"]) <= MAX_FIELD_VALUE,
                "field value too long".into(),
            );
            check(
                len(&f["name"]) > 0 && len(&f["value"]) > 0,
                "empty field".into(),
            );
            total += len(&f["name"]) + len(&f["value"]);
        }
    }
    check(
        total <= MAX_EMBED_TOTAL,
        format!("embeds hold {total} characters, more than {MAX_EMBED_TOTAL}"),
    );
    let rows = message["components"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    check(
        rows.len() <= MAX_ROWS,
        format!("{} action rows", rows.len()),
    );
    let mut ids = HashSet::new();
    for row in &rows {
        let items = row["components"].as_array().cloned().unwrap_or_default();
        let selects = items.iter().filter(|c| c["type"] != 2).count();
        check(!items.is_empty(), "empty action row".into());
        check(
            items.len() <= MAX_BUTTONS_PER_ROW && (selects == 0 || items.len() == 1),
            "a row holds more than 5 buttons or a select beside other components".into(),
        );
        for c in &items {
            if c["style"] == 5 {
                // A link button: an address, and no custom id (Discord refuses one).
                let url = c["url"].as_str().unwrap_or_default();
                check(
                    (url.starts_with("https://") || url.starts_with("http://"))
                        && url.len() <= MAX_LINK_URL
                        && c.get("custom_id").is_none(),
                    format!(
                        "link button `{url}` without an address, too long, or with a custom_id"
                    ),
                );
            } else {
                let id = c["custom_id"].as_str().unwrap_or_default();
                check(
                    !id.is_empty() && id.len() <= MAX_CUSTOM_ID,
                    format!("custom_id `{id}` empty or longer than {MAX_CUSTOM_ID}"),
                );
                check(
                    ids.insert(id.to_owned()),
                    format!("custom_id `{id}` repeated"),
                );
            }
            check(
                len(&c["label"]) <= MAX_BUTTON_LABEL,
                "button label too long".into(),
            );
            if let Some(options) = c["options"].as_array() {
                check(
                    !options.is_empty() && options.len() <= MAX_SELECT_OPTIONS,
                    format!("select with {} options", options.len()),
                );
                let mut values = HashSet::new();
                for o in options {
                    let value = o["value"].as_str().unwrap_or_default();
                    check(
                        values.insert(value.to_owned()),
                        format!("select option value `{value}` repeated"),
                    );
                    check(
                        len(&o["label"]) <= MAX_OPTION_LABEL,
                        "option label too long".into(),
                    );
                    check(
                        len(&o["value"]) <= MAX_OPTION_VALUE,
                        "option value too long".into(),
                    );
                }
            }
        }
    }
    out
}

/// Longest modal title and text-input label Discord accepts.
pub const MAX_MODAL_TITLE: usize = 45;
pub const MAX_INPUT_LABEL: usize = 45;

/// The longest address a link button may carry.
const MAX_LINK_URL: usize = 512;

/// Every way a modal (`data` of a type 9 response) breaks Discord's limits.
#[must_use]
pub fn modal_violations(modal: &Value) -> Vec<String> {
    let mut out = Vec::new();
    let title = len(&modal["title"]);
    if title == 0 || title > MAX_MODAL_TITLE {
        out.push(format!("modal title of {title} characters"));
    }
    let id = len(&modal["custom_id"]);
    if id == 0 || id > super::ids::MAX_CUSTOM_ID {
        out.push(format!("modal custom_id of {id} characters"));
    }
    let rows = modal["components"].as_array().cloned().unwrap_or_default();
    if rows.is_empty() || rows.len() > 5 {
        out.push(format!("modal with {} rows", rows.len()));
    }
    for row in &rows {
        let inputs = row["components"].as_array().cloned().unwrap_or_default();
        if row["type"] != 1 || inputs.len() != 1 || inputs[0]["type"] != 4 {
            out.push("a modal row holds one text input".into());
        }
        for input in &inputs {
            let label = len(&input["label"]);
            if label == 0 || label > MAX_INPUT_LABEL {
                out.push(format!("text input label of {label} characters"));
            }
            if len(&input["custom_id"]) == 0 {
                out.push("text input without custom_id".into());
            }
        }
    }
    out
}
