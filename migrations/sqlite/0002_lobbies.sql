-- Lobbies: a host opens a table that members join; the host starts it with 2 or more.
CREATE TABLE lobbies (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    game       TEXT    NOT NULL,
    guild_id   INTEGER NOT NULL,
    channel_id INTEGER NOT NULL,
    host       INTEGER NOT NULL,
    options    TEXT    NOT NULL,
    status     TEXT    NOT NULL DEFAULT 'open'
               CHECK (status IN ('open', 'started', 'cancelled', 'expired')),
    match_id   INTEGER REFERENCES matches (id),
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
);

CREATE TABLE lobby_members (
    lobby_id  INTEGER NOT NULL REFERENCES lobbies (id),
    user_id   INTEGER NOT NULL,
    joined_at INTEGER NOT NULL,
    -- Join order decides the seats; the rowid keeps it stable within one second.
    PRIMARY KEY (lobby_id, user_id)
);
