//! The rows of a composer: its forms (each a button opening a modal), its finished moves and
//! the menus that change the draft.

use serenity::all::{
    ButtonStyle, CreateActionRow, CreateButton, CreateInputText, CreateModal, CreateSelectMenu,
    CreateSelectMenuKind, InputTextStyle,
};

use crate::discord::ids::{ComponentId, MAX_CUSTOM_ID};
use crate::engine::render::{ControlGroup, Form, Panel};

use super::{button, button_rows, clip, menu_options, MAX_BUTTONS_PER_ROW, MAX_ROWS};

/// The rows that change a draft: each form as a button that opens its modal, then each
/// group of drafts as buttons (a select menu when there are many, or an id would be too
/// long; drafts longer than a menu value are left out).
pub(super) fn draft_rows(panel: &Panel, match_id: i64) -> Vec<CreateActionRow> {
    let mut buttons = Vec::new();
    let mut rows = Vec::new();
    let mut index = 0u8;
    for g in &panel.controls {
        if let Some(form) = &g.form {
            buttons.extend(form_button(form, &g.label, match_id));
            continue;
        }
        if !g.draft {
            continue;
        }
        let ids: Vec<ComponentId> = g
            .controls
            .iter()
            .map(|c| ComponentId::Draft {
                match_id,
                draft: c.notation.clone(),
            })
            .collect();
        let fit = ids.iter().all(|id| id.to_string().len() <= MAX_CUSTOM_ID);
        if g.controls.len() <= 2 && fit {
            for (c, id) in g.controls.iter().zip(&ids) {
                buttons.push(button(id, &c.label, ButtonStyle::Secondary));
            }
            continue;
        }
        if let Some(row) = draft_select(g, match_id, index) {
            rows.push(row);
            index += 1;
        }
    }
    let mut out = button_rows(buttons);
    out.extend(rows);
    out
}

/// The button that opens a form, carrying the draft its current numbers make; `None` when
/// that draft is too long for an id.
fn form_button(form: &Form, label: &str, match_id: i64) -> Option<CreateButton> {
    let current: Vec<u32> = form.fields.iter().map(|f| f.value).collect();
    let id = ComponentId::Form {
        match_id,
        draft: form.fill(&current),
    };
    (id.to_string().len() <= MAX_CUSTOM_ID).then(|| button(&id, label, ButtonStyle::Secondary))
}

/// The modal of a form: one short text input per number, each starting at its value.
#[must_use]
pub fn form_modal(form: &Form, match_id: i64) -> Option<CreateModal> {
    let id = ComponentId::FormSubmit {
        match_id,
        template: form.template.clone(),
    }
    .to_string();
    if id.len() > MAX_CUSTOM_ID || form.fields.is_empty() {
        return None;
    }
    let rows = form
        .fields
        .iter()
        .take(MAX_ROWS)
        .enumerate()
        .map(|(i, f)| {
            CreateActionRow::InputText(
                CreateInputText::new(InputTextStyle::Short, clip(&f.label, 45), i.to_string())
                    .value(f.value.to_string())
                    .required(true)
                    .max_length(6),
            )
        })
        .collect();
    Some(CreateModal::new(id, clip(&form.title, 45)).components(rows))
}

/// The rows of a composer (see [`crate::engine::Render::render_draft`]): one row of buttons
/// (its forms, its moves — the finished move itself — and `extra`, such as a way back), then
/// a select menu for each group of drafts.
#[must_use]
pub fn composer_rows(
    panel: &Panel,
    match_id: i64,
    version: i64,
    extra: Vec<CreateButton>,
) -> Vec<CreateActionRow> {
    let mut buttons = Vec::new();
    for g in &panel.controls {
        if let Some(form) = &g.form {
            buttons.extend(form_button(form, &g.label, match_id));
        } else if !g.draft && g.multi.is_none() {
            for c in &g.controls {
                let id = ComponentId::Move {
                    match_id,
                    version,
                    notation: c.notation.clone(),
                };
                if id.to_string().len() <= MAX_CUSTOM_ID {
                    buttons.push(button(&id, &c.label, ButtonStyle::Success));
                }
            }
        }
    }
    buttons.extend(extra);
    buttons.truncate(MAX_BUTTONS_PER_ROW);
    let mut rows = button_rows(buttons);
    let mut index = 0u8;
    for g in panel.controls.iter().filter(|g| g.draft) {
        if rows.len() >= MAX_ROWS {
            break;
        }
        if let Some(row) = draft_select(g, match_id, index) {
            rows.push(row);
            index += 1;
        }
    }
    rows
}

/// A select menu whose chosen value is the draft to show next.
fn draft_select(g: &ControlGroup, match_id: i64, index: u8) -> Option<CreateActionRow> {
    let options = menu_options(&g.controls);
    if options.is_empty() {
        return None;
    }
    let id = ComponentId::DraftSelect { match_id, index };
    Some(CreateActionRow::SelectMenu(
        CreateSelectMenu::new(id.to_string(), CreateSelectMenuKind::String { options })
            .placeholder(clip(&g.label, 150)),
    ))
}
