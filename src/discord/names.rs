//! The names pictures draw: each person's server display name as a match starts, kept with
//! its seat (a picture cannot show a mention, and a name changed later does not redraw old
//! boards).

use serenity::all::Member;
use tokio::task::JoinSet;

use crate::engine::Seat;
use crate::table::Match;

use super::types::Data;

/// Who clicked to start a match, with the display name their interaction carries.
pub type Clicker = Option<(u64, String)>;

/// The clicker of an interaction with their display name in the server (none outside one).
#[must_use]
pub fn clicker(user: u64, member: Option<&Member>) -> Clicker {
    member.map(|m| (user, m.display_name().to_owned()))
}

/// Names each person's seat of match `m`, which just started: the clicker from their
/// interaction, everybody else as Discord names them in the server, all at once. A name that
/// cannot be had leaves its seat unnamed (pictures then say "Player 2"); the match is never
/// held up for it.
pub async fn name_seats(data: &Data, m: Match, clicker: Clicker) -> Match {
    let mut names = vec![String::new(); m.users.len()];
    let mut lookups = JoinSet::new();
    for seat in Seat::all(m.users.len()).filter(|&s| m.bot_at(s).is_none()) {
        let user = m.user_at(seat);
        match &clicker {
            Some((id, name)) if *id == user => names[seat.index()].clone_from(name),
            _ => {
                let rest = data.rest.clone();
                let guild = m.guild_id;
                lookups.spawn(async move { (seat, rest.member_name(guild, user).await) });
            }
        }
    }
    while let Some(done) = lookups.join_next().await {
        match done {
            Ok((seat, Ok(name))) => names[seat.index()] = name,
            Ok((seat, Err(e))) => {
                tracing::debug!(match_id = m.id, %seat, error = %e, "no display name for a seat");
            }
            Err(e) => tracing::warn!(match_id = m.id, error = %e, "a name look-up failed"),
        }
    }
    if names.iter().all(String::is_empty) {
        return m;
    }
    match data.table.name_seats(m.id, &names).await {
        Ok(named) => named,
        Err(e) => {
            tracing::warn!(match_id = m.id, error = %e, "could not keep the seats' names");
            m
        }
    }
}
