-- Issue 18: boards and hands come with a picture; a server's managers may turn them off.
ALTER TABLE guild_settings ADD COLUMN pictures BOOLEAN NOT NULL DEFAULT TRUE;
