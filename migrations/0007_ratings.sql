-- Issue 15: ratings, stats and history.

-- Each player's rating in one game of one server: Glicko-2 (rating, deviation, volatility)
-- for the games of two, Weng-Lin (mu in `rating`, sigma in `deviation`, volatility 0) for the
-- others. A function of the rated results alone (see `results.seq`).
CREATE TABLE ratings (
    guild_id   INTEGER NOT NULL,
    game       TEXT    NOT NULL,
    user_id    INTEGER NOT NULL,
    rating     REAL    NOT NULL,
    deviation  REAL    NOT NULL,
    volatility REAL    NOT NULL,
    matches    INTEGER NOT NULL,
    PRIMARY KEY (guild_id, game, user_id)
);
CREATE INDEX ratings_board ON ratings (guild_id, game, rating DESC);

-- The order in which matches ended (every row of a match has the same), the seat's place (1
-- for first), whether the match was rated (no computer seat and at least one move), and the
-- seat's rating before and after it. NULL in rows written before this migration: the bot fills
-- them in when it starts (`Store::upgrade_results`).
ALTER TABLE results ADD COLUMN seq            INTEGER;
ALTER TABLE results ADD COLUMN place          INTEGER;
ALTER TABLE results ADD COLUMN rated          INTEGER;
ALTER TABLE results ADD COLUMN rating_before  REAL;
ALTER TABLE results ADD COLUMN rating_after   REAL;
ALTER TABLE results ADD COLUMN deviation_after REAL;
-- When the match ended (Unix seconds), for the history.
ALTER TABLE results ADD COLUMN ended_at       INTEGER;

CREATE INDEX results_seq ON results (seq);
CREATE INDEX results_by_user ON results (guild_id, user_id, seq);
