-- One language per public message, fixed when the challenge or lobby opens (issue 9).
ALTER TABLE matches    ADD COLUMN lang TEXT NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'es'));
ALTER TABLE challenges ADD COLUMN lang TEXT NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'es'));
ALTER TABLE lobbies    ADD COLUMN lang TEXT NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'es'));

-- Per seat, the version from which that seat's decision has stayed the same (a JSON array):
-- a click rendered at an older version than the current one is still accepted from that
-- version on, so two secret picks made at once both count.
ALTER TABLE matches ADD COLUMN seat_versions TEXT;

-- Cooldowns and caps read a member's own open challenges and lobbies.
CREATE INDEX challenges_by_challenger ON challenges (challenger, status, created_at);
CREATE INDEX lobbies_by_host ON lobbies (host, status, created_at);
