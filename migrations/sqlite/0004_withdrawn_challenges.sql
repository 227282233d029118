-- A challenger may take an unanswered challenge back ('withdrawn'). SQLite cannot change a
-- CHECK constraint, so the table is rebuilt with the same rows.
CREATE TABLE challenges_new (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    game       TEXT    NOT NULL,
    guild_id   INTEGER NOT NULL,
    channel_id INTEGER NOT NULL,
    challenger INTEGER NOT NULL,
    challenged INTEGER NOT NULL,
    options    TEXT    NOT NULL,
    status     TEXT    NOT NULL DEFAULT 'open'
               CHECK (status IN ('open', 'accepted', 'declined', 'withdrawn', 'expired')),
    match_id   INTEGER REFERENCES matches (id),
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    lang       TEXT    NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'es'))
);

INSERT INTO challenges_new
       (id, game, guild_id, channel_id, challenger, challenged, options, status, match_id,
        created_at, expires_at, lang)
SELECT id, game, guild_id, channel_id, challenger, challenged, options, status, match_id,
       created_at, expires_at, lang
FROM challenges;

DROP TABLE challenges;
ALTER TABLE challenges_new RENAME TO challenges;
CREATE INDEX challenges_by_challenger ON challenges (challenger, status, created_at);
