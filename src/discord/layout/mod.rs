//! The neutral render model turned into Discord embeds and components, always within
//! Discord's limits (long texts are clipped, many choices become select menus): here the
//! message, its embed and its buttons; `moves` a hand's moves, `composer` a composer's rows.

mod composer;
mod moves;

pub use composer::{composer_rows, form_modal};
pub use moves::{move_pages, move_rows};

use serenity::all::{
    ButtonStyle, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton,
    CreateEmbed, CreateEmbedFooter, CreateInteractionResponseMessage, CreateMessage,
    CreateSelectMenuOption, EditAttachments, EditMessage, UserId,
};

use crate::engine::render::{Control, Panel};
use crate::engine::scene::Scene;

use super::ids::ComponentId;

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

/// A select menu's options for `controls`: the first 25 whose notation fits an option's value.
fn menu_options(controls: &[Control]) -> Vec<CreateSelectMenuOption> {
    controls
        .iter()
        .filter(|c| c.notation.len() <= MAX_OPTION_VALUE)
        .take(MAX_SELECT_OPTIONS)
        .map(|c| CreateSelectMenuOption::new(clip(&c.label, MAX_OPTION_LABEL), c.notation.clone()))
        .collect()
}

/// A button for another action of ours.
pub fn button(id: &ComponentId, label: &str, style: ButtonStyle) -> CreateButton {
    CreateButton::new(id.to_string())
        .label(clip(label, MAX_BUTTON_LABEL))
        .style(style)
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
