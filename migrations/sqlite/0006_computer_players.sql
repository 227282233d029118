-- Issue 14: computer players.

-- The level of the computer player at a seat ('easy', 'normal', 'hard'); NULL for a person.
-- A computer seat's user_id is 0, which no Discord user has.
ALTER TABLE match_seats ADD COLUMN bot TEXT CHECK (bot IN ('easy', 'normal', 'hard'));

-- The computer players a lobby's host added, in order (a JSON array of levels); they take the
-- seats after the members.
ALTER TABLE lobbies ADD COLUMN bots TEXT NOT NULL DEFAULT '[]';

-- A result of a match that had a computer player: kept for the player's history and their
-- record against the computer, left out of the leaderboard. Computer seats have no result row.
ALTER TABLE results ADD COLUMN vs_bot INTEGER NOT NULL DEFAULT 0;
