-- Issue 52: seats played on the web. The key that signs the links of hand messages and the
-- sessions of seat pages is one random secret shared by every process of the database; a link
-- is spent once, its nonce kept until it would have expired anyway.
CREATE TABLE site_secret (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    secret BYTEA NOT NULL
);
CREATE TABLE spent_passes (
    nonce BYTEA PRIMARY KEY,
    expires_at BIGINT NOT NULL
);
CREATE INDEX spent_passes_expiry ON spent_passes (expires_at);
