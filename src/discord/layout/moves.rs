//! A hand's moves as rows of buttons and select menus, paged when they do not fit.

use serenity::all::{
    ButtonStyle, CreateActionRow, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption,
};

use crate::discord::ids::{ComponentId, MAX_CUSTOM_ID};
use crate::engine::render::{Control, ControlGroup, Multi, Panel};

use super::composer::draft_rows;
use super::{
    button, button_rows, clip, menu_options, MAX_BUTTONS_PER_ROW, MAX_OPTION_LABEL,
    MAX_OPTION_VALUE, MAX_SELECT_OPTIONS,
};

/// The panel's controls as at most `max_rows` rows (the first page of [`move_pages`]).
#[must_use]
pub fn move_rows(
    panel: &Panel,
    match_id: i64,
    version: i64,
    max_rows: usize,
) -> Vec<CreateActionRow> {
    move_pages(panel, match_id, version, max_rows, 0).0
}

/// Page `page` of the panel's controls as at most `max_rows` rows, and how many pages they
/// take: small groups as buttons, large ones as select menus of at most 25 options (moves
/// whose id would be too long too). When they do not fit in one message, every choice goes
/// into menus, page after page, so that none is out of reach. A move whose notation is too
/// long even for a menu's value (an offer with many terms) cannot be clicked at all: it is
/// left out, and is made some other way (a composer).
#[must_use]
pub fn move_pages(
    panel: &Panel,
    match_id: i64,
    version: i64,
    max_rows: usize,
    page: usize,
) -> (Vec<CreateActionRow>, usize) {
    let id_fits = |c: &Control| {
        ComponentId::Move {
            match_id,
            version,
            notation: c.notation.clone(),
        }
        .to_string()
        .len()
            <= MAX_CUSTOM_ID
    };
    let mut buttons: Vec<&Control> = Vec::new();
    let mut menus: Vec<(&str, Vec<&Control>)> = Vec::new();
    // What changes a draft (a move composed in steps) first, then moves built from several
    // picks: one multi-select each.
    let mut rows = draft_rows(panel, match_id);
    rows.truncate(max_rows);
    rows.extend(
        panel
            .controls
            .iter()
            .filter_map(|g| {
                g.multi
                    .as_ref()
                    .map(|m| multi_select(g, m, match_id, version))
            })
            .flatten(),
    );
    rows.truncate(max_rows);
    let max_rows = max_rows - rows.len();
    let plain = |g: &&ControlGroup| g.multi.is_none() && !g.draft && g.form.is_none();
    let clickable = |c: &&Control| {
        let fits = c.notation.len() <= MAX_OPTION_VALUE;
        if !fits {
            tracing::warn!(match_id, "a move too long for a menu is left out");
        }
        fits
    };
    for g in panel.controls.iter().filter(plain) {
        if g.controls.len() <= MAX_BUTTONS_PER_ROW && g.controls.iter().all(id_fits) {
            buttons.extend(&g.controls);
        } else {
            let controls: Vec<&Control> = g.controls.iter().filter(clickable).collect();
            if !controls.is_empty() {
                menus.push((&g.label, controls));
            }
        }
    }
    let button_row_count = buttons.len().div_ceil(MAX_BUTTONS_PER_ROW);
    let menu_count: usize = menus
        .iter()
        .map(|(_, c)| c.len().div_ceil(MAX_SELECT_OPTIONS))
        .sum();
    let mut pages = 1;
    if button_row_count + menu_count > max_rows {
        // Too many kinds of choice: everything goes into menus, as many pages as it takes.
        let all: Vec<&Control> = panel
            .controls
            .iter()
            .filter(plain)
            .flat_map(|g| &g.controls)
            .filter(clickable)
            .collect();
        let per_page = max_rows.max(1) * MAX_SELECT_OPTIONS;
        pages = all.len().div_ceil(per_page).max(1);
        let shown = all
            .into_iter()
            .skip(page.min(pages - 1) * per_page)
            .take(per_page)
            .collect();
        menus = vec![("…", shown)];
        buttons.clear();
    }
    let max_rows = max_rows + rows.len();
    rows.extend(button_rows(
        buttons
            .iter()
            .map(|c| {
                let id = ComponentId::Move {
                    match_id,
                    version,
                    notation: c.notation.clone(),
                };
                button(&id, &c.label, ButtonStyle::Primary)
            })
            .collect(),
    ));
    let mut index = 0u8;
    for (label, controls) in menus {
        for chunk in controls.chunks(MAX_SELECT_OPTIONS) {
            if rows.len() >= max_rows {
                tracing::warn!(
                    match_id,
                    "more choices than a message can hold; some are hidden"
                );
                return (rows, pages);
            }
            let options = chunk
                .iter()
                .map(|c| {
                    CreateSelectMenuOption::new(
                        clip(&c.label, MAX_OPTION_LABEL),
                        c.notation.clone(),
                    )
                })
                .collect();
            let id = ComponentId::Select {
                match_id,
                version,
                index,
            };
            index += 1;
            rows.push(CreateActionRow::SelectMenu(
                CreateSelectMenu::new(id.to_string(), CreateSelectMenuKind::String { options })
                    .placeholder(clip(label, 150)),
            ));
        }
    }
    (rows, pages)
}

/// A select of several values whose move is the group's prefix followed by the chosen values
/// (in the order of the menu). `None` when the group offers nothing or its id is too long.
fn multi_select(
    group: &ControlGroup,
    multi: &Multi,
    match_id: i64,
    version: i64,
) -> Option<CreateActionRow> {
    let id = ComponentId::Compose {
        match_id,
        version,
        prefix: multi.prefix.clone(),
    }
    .to_string();
    let options = menu_options(&group.controls);
    if options.is_empty() || id.len() > MAX_CUSTOM_ID {
        return None;
    }
    let max = (multi.max as usize).clamp(1, options.len()) as u8;
    let min = multi.min.clamp(1, max);
    Some(CreateActionRow::SelectMenu(
        CreateSelectMenu::new(id, CreateSelectMenuKind::String { options })
            .placeholder(clip(&group.label, 150))
            .min_values(min)
            .max_values(max),
    ))
}
