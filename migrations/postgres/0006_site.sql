-- Issue 51: a server's page carries its name and icon, as the bot last saw them in Discord (the
-- icon's bytes kept here and served by the site: a reader's browser asks no other host), and a
-- server's managers may turn its match pages off (boards then carry no link to them).
ALTER TABLE guild_web ADD COLUMN name TEXT;
ALTER TABLE guild_web ADD COLUMN icon_hash TEXT;
ALTER TABLE guild_web ADD COLUMN icon BYTEA;
ALTER TABLE guild_settings ADD COLUMN match_pages BOOLEAN NOT NULL DEFAULT TRUE;
