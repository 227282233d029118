-- Discord snowflakes are stored as INTEGER (i64); they fit until the year 2084.
CREATE TABLE matches (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    game             TEXT    NOT NULL,
    guild_id         INTEGER NOT NULL,
    channel_id       INTEGER NOT NULL,
    board_message_id INTEGER,
    seed             INTEGER NOT NULL,
    options          TEXT    NOT NULL,
    -- A cache of the move log: the state after `version` moves.
    snapshot         TEXT    NOT NULL,
    version          INTEGER NOT NULL DEFAULT 0,
    status           TEXT    NOT NULL DEFAULT 'playing'
                     CHECK (status IN ('playing', 'finished', 'resigned')),
    result           TEXT,
    created_at       INTEGER NOT NULL,
    updated_at       INTEGER NOT NULL
);
CREATE INDEX matches_status ON matches (status);

CREATE TABLE match_seats (
    match_id INTEGER NOT NULL REFERENCES matches (id),
    seat     INTEGER NOT NULL,
    user_id  INTEGER NOT NULL,
    PRIMARY KEY (match_id, seat)
);

-- The truth: every move in order, with the public events it produced.
CREATE TABLE moves (
    match_id   INTEGER NOT NULL REFERENCES matches (id),
    idx        INTEGER NOT NULL,
    seat       INTEGER NOT NULL,
    notation   TEXT    NOT NULL,
    events     TEXT    NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (match_id, idx)
);

CREATE TABLE results (
    match_id INTEGER NOT NULL REFERENCES matches (id),
    seat     INTEGER NOT NULL,
    guild_id INTEGER NOT NULL,
    game     TEXT    NOT NULL,
    user_id  INTEGER NOT NULL,
    standing TEXT    NOT NULL CHECK (standing IN ('win', 'draw', 'loss')),
    score    INTEGER NOT NULL,
    PRIMARY KEY (match_id, seat)
);
CREATE INDEX results_board ON results (guild_id, game);

CREATE TABLE challenges (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    game       TEXT    NOT NULL,
    guild_id   INTEGER NOT NULL,
    channel_id INTEGER NOT NULL,
    challenger INTEGER NOT NULL,
    challenged INTEGER NOT NULL,
    options    TEXT    NOT NULL,
    status     TEXT    NOT NULL DEFAULT 'open'
               CHECK (status IN ('open', 'accepted', 'declined', 'expired')),
    match_id   INTEGER REFERENCES matches (id),
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
);

-- Small facts the bot keeps between runs (e.g. the hash of the registered commands).
CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
