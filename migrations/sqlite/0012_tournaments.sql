-- Issue 36: tournaments. A tournament opens for sign-ups (`signup`), runs its rounds
-- (`running`, or `paused` by a manager), and ends `finished` (its last round played),
-- `cancelled` (before its start) or `ended` (by a manager while it ran).
CREATE TABLE tournaments (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id       INTEGER NOT NULL,
    channel_id     INTEGER NOT NULL,
    game           TEXT    NOT NULL,
    format         TEXT    NOT NULL CHECK (format IN ('swiss', 'round-robin', 'knockout')),
    -- Swiss: the rounds asked for (NULL: as many as the field needs); the others fix theirs at
    -- the start.
    rounds         INTEGER,
    -- Players at a table: 2, or more in a Swiss tournament of a game for more.
    seats          INTEGER NOT NULL DEFAULT 2,
    -- Seconds a round may last (NULL: until its matches end).
    round_secs     INTEGER,
    options        TEXT    NOT NULL,
    cap            INTEGER NOT NULL,
    manager        INTEGER NOT NULL,
    lang           TEXT    NOT NULL CHECK (lang IN ('en', 'es')),
    status         TEXT    NOT NULL DEFAULT 'signup'
                   CHECK (status IN ('signup', 'running', 'paused', 'finished', 'cancelled', 'ended')),
    -- The round in play (0 before the start).
    round          INTEGER NOT NULL DEFAULT 0,
    round_deadline INTEGER,
    -- The last round whose pairings and boards were posted.
    posted_round   INTEGER NOT NULL DEFAULT 0,
    -- The sign-up message, and the thread started from it (the channel's id where threads are
    -- not allowed).
    message_id     INTEGER,
    thread_id      INTEGER,
    -- Whether the final standings were posted.
    announced      INTEGER NOT NULL DEFAULT 0,
    created_at     INTEGER NOT NULL,
    closes_at      INTEGER NOT NULL,
    ended_by       INTEGER
);
CREATE INDEX tournaments_by_status ON tournaments (status, guild_id);
CREATE INDEX tournaments_by_guild ON tournaments (guild_id, created_at);

CREATE TABLE tournament_entrants (
    tournament_id   INTEGER NOT NULL REFERENCES tournaments (id),
    user_id         INTEGER NOT NULL,
    joined_at       INTEGER NOT NULL,
    -- Set at the start: 0 the top seed, by rating then sign-up order.
    seed            INTEGER,
    rating          REAL,
    -- The first round the entrant is no longer paired in.
    withdrawn_round INTEGER,
    -- The final standing, once the tournament is over (1 the winner).
    place           INTEGER,
    PRIMARY KEY (tournament_id, user_id)
);
CREATE INDEX tournament_entrants_by_user ON tournament_entrants (user_id, tournament_id);

-- One game of a round: the entrants (by seed) in seat order, its match (none for a bye), and
-- each seat's points in halves once decided. A knockout game that ends level is played again
-- as the board's next leg.
CREATE TABLE tournament_boards (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
    round         INTEGER NOT NULL,
    board         INTEGER NOT NULL,
    leg           INTEGER NOT NULL DEFAULT 0,
    seats         TEXT    NOT NULL,
    match_id      INTEGER REFERENCES matches (id),
    halves        TEXT,
    PRIMARY KEY (tournament_id, round, board, leg)
);
CREATE INDEX tournament_boards_by_match ON tournament_boards (match_id);

-- Members with this role may run tournaments, beside those who manage the server.
ALTER TABLE guild_settings ADD COLUMN tournament_role INTEGER;

-- Issue 36: seasons. Season 1 of a server starts with its first match and is never stored;
-- each season a manager starts has a row, its results those from `first_seq` on (in
-- `results.seq` order). The ratings start again with each season.
CREATE TABLE seasons (
    guild_id   INTEGER NOT NULL,
    number     INTEGER NOT NULL,
    name       TEXT,
    started_at INTEGER NOT NULL,
    first_seq  INTEGER NOT NULL,
    PRIMARY KEY (guild_id, number)
);

-- A closed season's leaderboards as they stood when the next one started.
CREATE TABLE season_standings (
    guild_id      INTEGER NOT NULL,
    season        INTEGER NOT NULL,
    game          TEXT    NOT NULL,
    user_id       INTEGER NOT NULL,
    wins          INTEGER NOT NULL,
    draws         INTEGER NOT NULL,
    losses        INTEGER NOT NULL,
    rating        REAL,
    deviation     REAL,
    volatility    REAL,
    rated_matches INTEGER NOT NULL,
    tier          INTEGER NOT NULL,
    PRIMARY KEY (guild_id, season, game, user_id)
);
CREATE INDEX season_standings_board
    ON season_standings (guild_id, season, game, tier, rating DESC, wins DESC, draws DESC, losses, user_id);
