//! Clicks on a tournament's card: Join, Leave, Start and Cancel while sign-ups are open (the
//! card is updated in place, in the order of the changes), Withdraw and Standings after.

use serenity::all::ComponentInteraction;

use crate::engine::Lang;
use crate::i18n::tr;
use crate::table::{Refusal, TableError, TournamentAction};

use super::{private, refused_or_failed};
use crate::discord::commands::may_manage;
use crate::discord::computer;
use crate::discord::ids::TournamentButton;
use crate::discord::layout::Outgoing;
use crate::discord::reply::{Handled, Reply};
use crate::discord::tournament::{card, standings_note};
use crate::discord::types::Data;

pub(super) async fn act_on_tournament(
    data: &Data,
    c: &ComponentInteraction,
    lang: Lang,
    id: i64,
    button: TournamentButton,
) -> anyhow::Result<Handled> {
    let t = match data.table.tournament(id).await {
        Ok(t) if Some(t.guild_id) == c.guild_id.map(|g| g.get()) => t,
        Ok(_) => return refused_or_failed(Refusal::UnknownTournament.into(), lang),
        Err(e) => return refused_or_failed(e, lang),
    };
    let action = match button {
        TournamentButton::Standings => {
            return Ok(Handled::new(private(c, standings_note(&t, lang))));
        }
        TournamentButton::Join => TournamentAction::Join,
        TournamentButton::Leave => TournamentAction::Leave,
        TournamentButton::Start => TournamentAction::Start,
        TournamentButton::Cancel => TournamentAction::Cancel,
        TournamentButton::Withdraw => TournamentAction::Withdraw,
    };
    let role = data.table.settings(t.guild_id).await?.tournament_role;
    let manager = may_manage(c.member.as_ref(), role);
    let user = c.user.id.get();
    if action == TournamentAction::Withdraw {
        return match data.table.tournament_act(id, user, manager, action).await {
            Ok(change) => {
                for m in &change.matches {
                    computer::changed(data, *m).await;
                }
                let note = Outgoing::note(tr(lang, "tournament-withdrew-button"));
                Ok(Handled::new(private(c, note)))
            }
            Err(e) => refused_or_failed(e, lang),
        };
    }
    // Answers that replace the card go out in the order of the changes they show.
    let turn = data.message_turn(c.message.id.get()).lock_owned().await;
    let handled = match data.table.tournament_act(id, user, manager, action).await {
        Ok(change) => Handled::new(Reply::Update(card(&change.tournament))),
        Err(TableError::Store(e)) => return Err(e.into()),
        Err(e) => refused_or_failed(e, lang)?,
    };
    Ok(Handled {
        turn: Some(turn),
        ..handled
    })
}
