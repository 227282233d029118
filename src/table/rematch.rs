//! A rematch of a finished match, asked for by one of its people: the same game and options,
//! the same people. Two people get a challenge to the other; more seats a table with
//! everyone already in it and the asker hosting; a person against the computer a new match
//! at once, at the same level.

use crate::engine::ismcts::Level;
use crate::engine::Seat;
use crate::fair;

use super::computer::ComputerMatch;
use super::matches::Match;
use super::{Challenge, Lobby, NewChallenge, NewLobby, Refusal, Table, TableError};

/// What a rematch opened.
#[derive(Debug)]
pub enum Rematch {
    Challenge(Challenge),
    Lobby(Lobby),
    /// The new match against the computer, already started (boxed: a match is large).
    Computer(Box<Match>),
}

impl Table {
    /// Opens a rematch of `match_id` for `user`, who held a seat in it.
    ///
    /// # Errors
    /// [`TableError::NotSeated`] for someone else, [`Refusal::StillPlaying`] while the match
    /// goes on, and whatever opening the challenge, the table or the match refuses.
    pub async fn rematch(&self, match_id: i64, user: u64) -> Result<Rematch, TableError> {
        let m = self.get(match_id).await?;
        if m.seat_of(user).is_none() {
            return Err(TableError::NotSeated);
        }
        if !m.is_over() {
            return Err(Refusal::StillPlaying.into());
        }
        if let (2, Some(level)) = (m.users.len(), m.bots.iter().find_map(|b| *b)) {
            return self.rematch_computer(&m, user, level).await;
        }
        if m.users.len() > 2 {
            let mut members = vec![user];
            members.extend(
                Seat::all(m.users.len())
                    .filter(|&s| m.bot_at(s).is_none())
                    .map(|s| m.user_at(s))
                    .filter(|&u| u != user),
            );
            let bots: Vec<Level> = m.bots.iter().filter_map(|b| *b).collect();
            let new = NewLobby {
                game: m.game.info().id,
                guild_id: m.guild_id,
                channel_id: m.channel_id,
                members: &members,
                bots: &bots,
                options: &m.options,
                lang: m.lang,
            };
            return self.lobby_open(&new).await.map(Rematch::Lobby);
        }
        let Some(&opponent) = m.users.iter().find(|&&u| u != user) else {
            return Err(TableError::BadRequest("no one to play again".into()));
        };
        let new = NewChallenge {
            game: m.game.info().id,
            guild_id: m.guild_id,
            channel_id: m.channel_id,
            challenger: user,
            challenged: opponent,
            options: &m.options,
            lang: m.lang,
        };
        self.challenge_open(&new).await.map(Rematch::Challenge)
    }

    async fn rematch_computer(
        &self,
        m: &Match,
        user: u64,
        level: Level,
    ) -> Result<Rematch, TableError> {
        let new = ComputerMatch {
            game: m.game.info().id,
            guild_id: m.guild_id,
            channel_id: m.channel_id,
            user,
            level,
            options: &m.options,
            seed: fair::new_seed(),
            lang: m.lang,
        };
        self.vs_computer(&new)
            .await
            .map(|m| Rematch::Computer(Box::new(m)))
    }
}
