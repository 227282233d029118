-- Issue 17: several bot processes share one database, each running the timers of the guilds
-- of its gateway shards. A message to delete names its guild so that only that guild's process
-- deletes it (NULL in older rows: the process of the first shard deletes those).
ALTER TABLE obsolete_messages ADD COLUMN guild_id INTEGER;
