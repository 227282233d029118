//! The neutral render model turned into Discord embeds and components, always within
//! Discord's limits (long texts are clipped, many choices become select menus).

use serenity::all::{
    ButtonStyle, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton,
    CreateEmbed, CreateEmbedFooter, CreateInputText, CreateInteractionResponseMessage,
    CreateMessage, CreateModal, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption,
    EditAttachments, EditMessage, InputTextStyle, UserId,
};

use crate::engine::render::{Control, ControlGroup, Form, Multi, Panel};
use crate::engine::scene::Scene;

use super::ids::{ComponentId, MAX_CUSTOM_ID};

pub const MAX_ROWS: usize = 5;
pub const MAX_BUTTONS_PER_ROW: usize = 5;
pub const MAX_SELECT_OPTIONS: usize = 25;
pub const MAX_BUTTON_LABEL: usize = 80;
pub const MAX_OPTION_LABEL: usize = 100;
pub const MAX_OPTION_VALUE: usize = 100;
pub const MAX_CONTENT: usize = 2000;
pub const MAX_TITLE: usize = 256;
pub const MAX_DESCRIPTION: usize = 4096;
pub const MAX_FIELDS: usize = 25;
pub const MAX_FIELD_NAME: usize = 256;
pub const MAX_FIELD_VALUE: usize = 1024;
pub const MAX_EMBED_TOTAL: usize = 6000;

/// The text cut to `max` characters, with an ellipsis when cut.
#[must_use]
pub fn truncate(s: &str, max: usize) -> String {
    if s.chars().count() <= max {
        return s.to_owned();
    }
    let mut out: String = s.chars().take(max - 1).collect();
    out.push('…');
    out
}

/// The text in messages of at most `max` characters, cut between lines where it can (a line
/// longer than `max` is cut where it must).
#[must_use]
pub fn pages(s: &str, max: usize) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut page = String::new();
    let mut len = 0;
    for line in s.lines() {
        let n = line.chars().count();
        if len > 0 && len + 1 + n > max {
            out.push(std::mem::take(&mut page));
            len = 0;
        }
        let mut chars = line.chars().peekable();
        if len > 0 {
            page.push('\n');
            len += 1;
        }
        while chars.peek().is_some() {
            if len == max {
                out.push(std::mem::take(&mut page));
                len = 0;
            }
            page.push(chars.next().expect("peeked"));
            len += 1;
        }
    }
    if !page.is_empty() || out.is_empty() {
        out.push(page);
    }
    out
}

/// Like [`truncate`], but never empty: Discord rejects empty embed titles, field names and
/// values, and labels. Not for message content, where an invisible character would show as a
/// blank line above the embed.
#[must_use]
pub fn clip(s: &str, max: usize) -> String {
    truncate(if s.is_empty() { "\u{200b}" } else { s }, max)
}

/// A message ready to be sent as an interaction response or as an edit.
#[derive(Debug, Clone, Default)]
pub struct Outgoing {
    pub content: String,
    pub embed: Option<CreateEmbed>,
    pub components: Vec<CreateActionRow>,
    pub ephemeral: bool,
    /// Users this message may ping.
    pub pings: Vec<u64>,
    /// Files sent with it: the picture of a board or a hand, which its embed shows. Sent again
    /// with every edit (an update without them would drop them).
    pub files: Vec<CreateAttachment>,
    /// A picture still to draw, and its file name: [`Outgoing::drawn`] draws it off the async
    /// runtime just before the message is sent.
    pub picture: Option<(Scene, String)>,
}

impl Outgoing {
    /// A short ephemeral note with nothing else.
    #[must_use]
    pub fn note(text: impl Into<String>) -> Outgoing {
        Outgoing {
            content: text.into(),
            ephemeral: true,
            ..Outgoing::default()
        }
    }

    /// A short public text with nothing else (it replaces a message's buttons).
    #[must_use]
    pub fn public(text: impl Into<String>) -> Outgoing {
        Outgoing {
            content: text.into(),
            ..Outgoing::default()
        }
    }

    /// With the picture of `scene` to be attached as `name` and shown as the embed's image
    /// (once [`Outgoing::drawn`]); as it was when there is no scene (a game not drawn yet) or
    /// no embed.
    #[must_use]
    pub fn with_picture(mut self, scene: Option<Scene>, name: &str) -> Outgoing {
        if let (Some(scene), Some(_)) = (scene, &self.embed) {
            self.picture = Some((scene, name.to_owned()));
        }
        self
    }

    /// With its picture drawn, attached and shown by its embed. A picture drawn lately for
    /// the same scene (a hand opened again, refreshed or paged) is taken as it is. A drawing
    /// costs 0.02–0.5 ms of CPU, less than handing it to tokio's blocking pool and back did:
    /// measured with the latency bench (issue 31), drawing where the click is answered took a
    /// sixth less CPU per click and halved the click's p50, so it is drawn here. Should the
    /// drawing fail, the message goes without its picture.
    pub fn drawn(mut self) -> Outgoing {
        let Some((scene, name)) = self.picture.take() else {
            return self;
        };
        let drawing = std::panic::AssertUnwindSafe(|| crate::picture::png(&scene));
        match std::panic::catch_unwind(drawing) {
            Ok(png) => {
                self.embed = self.embed.map(|e| e.image(format!("attachment://{name}")));
                self.files
                    .push(CreateAttachment::bytes(png.as_ref().clone(), name));
            }
            // A bug in drawing: the message still goes, without its picture.
            Err(_) => tracing::error!(scene = %scene.title, "a picture could not be drawn"),
        }
        self
    }

    fn mentions(&self) -> CreateAllowedMentions {
        CreateAllowedMentions::new().users(self.pings.iter().map(|&u| UserId::new(u)))
    }

    /// As an interaction response message (new message or update).
    pub fn response(self) -> CreateInteractionResponseMessage {
        let mut r = CreateInteractionResponseMessage::new()
            .content(truncate(&self.content, MAX_CONTENT))
            .allowed_mentions(self.mentions())
            .components(self.components)
            // Names the files in the message's `attachments` (one picture: id 0 of the form).
            .add_files(self.files);
        if self.ephemeral {
            r = r.ephemeral(true);
        }
        r = match self.embed {
            Some(e) => r.embed(e),
            None => r.embeds(Vec::new()),
        };
        r
    }

    /// As the reply to a slash command.
    pub fn reply(self) -> poise::CreateReply {
        let mut r = poise::CreateReply::default()
            .content(truncate(&self.content, MAX_CONTENT))
            .allowed_mentions(self.mentions())
            .components(self.components);
        if self.ephemeral {
            r = r.ephemeral(true);
        }
        if let Some(e) = self.embed {
            r = r.embed(e);
        }
        for file in self.files {
            r = r.attachment(file);
        }
        r
    }

    /// As a new message of the bot's in a channel.
    pub fn message(self) -> CreateMessage {
        let m = CreateMessage::new()
            .content(truncate(&self.content, MAX_CONTENT))
            .allowed_mentions(self.mentions())
            .components(self.components);
        match self.embed {
            Some(embed) => m.embed(embed),
            None => m,
        }
    }

    /// As an edit of an existing message.
    pub fn edit(self) -> EditMessage {
        // The attachments named are all the message keeps: the new picture replaces the old
        // one, and none (pictures turned off) removes it.
        let mentions = self.mentions();
        let files = self
            .files
            .into_iter()
            .fold(EditAttachments::new(), EditAttachments::add);
        let e = EditMessage::new()
            .content(truncate(&self.content, MAX_CONTENT))
            .allowed_mentions(mentions)
            .components(self.components)
            .attachments(files);
        match self.embed {
            Some(embed) => e.embed(embed),
            None => e.embeds(Vec::new()),
        }
    }
}

/// An embed of the panel, clipped to Discord's limits: fields that do not fit in the 6000
/// characters of an embed are cut, and the description takes what is left.
pub fn embed(panel: &Panel, footer: &str, colour: u32) -> CreateEmbed {
    embed_pinned(panel, footer, colour, None)
}

/// [`embed`] with a last field that is never cut (its room is kept first).
pub fn embed_pinned(
    panel: &Panel,
    footer: &str,
    colour: u32,
    pinned: Option<&crate::engine::render::Field>,
) -> CreateEmbed {
    let title = clip(&panel.title, MAX_TITLE);
    let footer = clip(footer, 2048);
    let pinned = pinned.map(|f| {
        (
            clip(&f.name, MAX_FIELD_NAME),
            clip(&f.value, MAX_FIELD_VALUE),
            f.inline,
        )
    });
    let pinned_len = pinned
        .as_ref()
        .map_or(0, |(n, v, _)| n.chars().count() + v.chars().count());
    // Keep room for a useful description.
    let reserve = panel.description.chars().count().min(500);
    let mut budget = MAX_EMBED_TOTAL
        .saturating_sub(title.chars().count() + footer.chars().count() + reserve + pinned_len);
    let mut fields: Vec<(String, String, bool)> = Vec::new();
    let room_for_fields = MAX_FIELDS - usize::from(pinned.is_some());
    for f in panel.fields.iter().take(room_for_fields) {
        let name = clip(&f.name, MAX_FIELD_NAME);
        let room = budget
            .saturating_sub(name.chars().count())
            .min(MAX_FIELD_VALUE);
        if room < 2 {
            break;
        }
        let value = clip(&f.value, room);
        budget -= name.chars().count() + value.chars().count();
        fields.push((name, value, f.inline));
    }
    fields.extend(pinned);
    let room = (budget + reserve).clamp(1, MAX_DESCRIPTION);
    CreateEmbed::new()
        .title(title)
        .description(clip(&panel.description, room))
        .fields(fields)
        .footer(CreateEmbedFooter::new(footer))
        .colour(colour)
}

/// Buttons in rows of five.
#[must_use]
pub fn button_rows(buttons: Vec<CreateButton>) -> Vec<CreateActionRow> {
    buttons
        .chunks(MAX_BUTTONS_PER_ROW)
        .map(|c| CreateActionRow::Buttons(c.to_vec()))
        .collect()
}

/// A button for another action of ours.
pub fn button(id: &ComponentId, label: &str, style: ButtonStyle) -> CreateButton {
    CreateButton::new(id.to_string())
        .label(clip(label, MAX_BUTTON_LABEL))
        .style(style)
}

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
    let options: Vec<CreateSelectMenuOption> = group
        .controls
        .iter()
        .filter(|c| c.notation.len() <= MAX_OPTION_VALUE)
        .take(MAX_SELECT_OPTIONS)
        .map(|c| CreateSelectMenuOption::new(clip(&c.label, MAX_OPTION_LABEL), c.notation.clone()))
        .collect();
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

/// The rows that change a draft: each form as a button that opens its modal, then each
/// group of drafts as buttons (a select menu when there are many, or an id would be too
/// long; drafts longer than a menu value are left out).
fn draft_rows(panel: &Panel, match_id: i64) -> Vec<CreateActionRow> {
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
    let options: Vec<CreateSelectMenuOption> = g
        .controls
        .iter()
        .filter(|c| c.notation.len() <= MAX_OPTION_VALUE)
        .take(MAX_SELECT_OPTIONS)
        .map(|c| CreateSelectMenuOption::new(clip(&c.label, MAX_OPTION_LABEL), c.notation.clone()))
        .collect();
    if options.is_empty() {
        return None;
    }
    let id = ComponentId::DraftSelect { match_id, index };
    Some(CreateActionRow::SelectMenu(
        CreateSelectMenu::new(id.to_string(), CreateSelectMenuKind::String { options })
            .placeholder(clip(&g.label, 150)),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_texts_are_paged_between_lines() {
        let text = format!("{}\n{}\n{}", "a".repeat(8), "b".repeat(8), "c".repeat(25));
        let p = pages(&text, 10);
        assert_eq!(p[0], "a".repeat(8));
        assert_eq!(p[1], "b".repeat(8));
        assert_eq!(p[2..], ["c".repeat(10), "c".repeat(10), "c".repeat(5)]);
        assert!(p.iter().all(|p| p.chars().count() <= 10));
        assert_eq!(pages("short\ntext", 2000), ["short\ntext"]);
        assert_eq!(pages("", 2000), [""]);
    }
}
