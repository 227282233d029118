-- Issue 18: boards and hands come with a picture; a server's managers may turn them off.
ALTER TABLE guild_settings ADD COLUMN pictures INTEGER NOT NULL DEFAULT 1;
