-- Issue 13: turn timers, reminders, absent seats, settings, admins ending matches.

-- Per server settings (`/taberna settings`); a server without a row has the defaults.
CREATE TABLE guild_settings (
    guild_id        INTEGER PRIMARY KEY,
    -- NULL: no turn time limit.
    turn_limit_secs INTEGER,
    -- NULL: no reminders.
    reminder_secs   INTEGER,
    -- What the time limit does: 'claim' (two players: the opponent may claim the win; more:
    -- the absent seat plays automatically) or 'auto' (automatic play in every match).
    on_timeout      TEXT    NOT NULL DEFAULT 'claim' CHECK (on_timeout IN ('claim', 'auto'))
);

-- A seat that owes a decision: since when, when to remind it, when its time runs out.
CREATE TABLE seat_clocks (
    match_id            INTEGER NOT NULL REFERENCES matches (id),
    seat                INTEGER NOT NULL,
    since               INTEGER NOT NULL,
    -- NULL once reminded (one reminder a turn) or with reminders off.
    remind_at           INTEGER,
    -- The ping to delete when the seat acts.
    reminder_message_id INTEGER,
    -- NULL with no time limit, or once the limit passed and was acted on.
    deadline            INTEGER,
    -- The "Claim win / Keep waiting" message offered to the opponent.
    claim_message_id    INTEGER,
    PRIMARY KEY (match_id, seat)
);
CREATE INDEX seat_clocks_remind ON seat_clocks (remind_at);
CREATE INDEX seat_clocks_deadline ON seat_clocks (deadline);

-- The bot's messages a change made obsolete (a reminder, a claim offer once its seat acted),
-- deleted from Discord by the scheduler: kept here so that a restart does not forget them.
CREATE TABLE obsolete_messages (
    message_id INTEGER PRIMARY KEY,
    channel_id INTEGER NOT NULL
);

-- A seat on automatic play since its time ran out, until its player clicks again.
ALTER TABLE match_seats ADD COLUMN absent INTEGER NOT NULL DEFAULT 0;

-- A match ended by a server manager. SQLite cannot change the status CHECK, so such a match is
-- stored as 'finished' with no result and `ended_by` set; it reads back as ended.
ALTER TABLE matches ADD COLUMN ended_by INTEGER;

-- The seat that lost on time (a win claimed against it), for a resigned match.
ALTER TABLE matches ADD COLUMN lost_on_time INTEGER;

-- The public messages of challenges and lobbies, edited when they expire.
ALTER TABLE challenges ADD COLUMN message_id INTEGER;
ALTER TABLE lobbies    ADD COLUMN message_id INTEGER;
CREATE INDEX challenges_open ON challenges (status, expires_at);
CREATE INDEX lobbies_open ON lobbies (status, expires_at);
