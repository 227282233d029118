-- Issue 34: the web site. Every match has an unguessable token (128 random bits, hex) that names
-- its page; a server's pages have one too, and are served only while its managers keep them on.
ALTER TABLE matches ADD COLUMN web_token TEXT;
UPDATE matches SET web_token = lower(hex(randomblob(16))) WHERE web_token IS NULL;
CREATE UNIQUE INDEX matches_web_token ON matches (web_token);
-- A server's recent matches, newest first.
CREATE INDEX matches_by_guild ON matches (guild_id, status, updated_at);

CREATE TABLE guild_web (
    guild_id INTEGER PRIMARY KEY,
    token    TEXT    NOT NULL UNIQUE,
    shown    INTEGER NOT NULL DEFAULT 0
);
