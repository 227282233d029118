-- Issue 15: ratings, stats and history.

-- Each player's line in one game of one server (`game` '*': all games together): wins, draws
-- and losses against people, and once a match of theirs was rated, the rating: Glicko-2
-- (rating, deviation, volatility) for the games of two, Weng-Lin (mu in `rating`, sigma in
-- `deviation`, volatility 0) for the others. Written with every result; the ratings are a
-- function of the rated results alone (see `results.seq`).
CREATE TABLE standings (
    guild_id      INTEGER NOT NULL,
    game          TEXT    NOT NULL,
    user_id       INTEGER NOT NULL,
    wins          INTEGER NOT NULL DEFAULT 0,
    draws         INTEGER NOT NULL DEFAULT 0,
    losses        INTEGER NOT NULL DEFAULT 0,
    rating        REAL,
    deviation     REAL,
    volatility    REAL,
    rated_matches INTEGER NOT NULL DEFAULT 0,
    -- The leaderboard's first key: 0 settled rating, 1 provisional, 2 none.
    tier          INTEGER NOT NULL DEFAULT 2,
    PRIMARY KEY (guild_id, game, user_id)
);
-- A board in its order: its first ten lines are the index's first ten entries.
CREATE INDEX standings_board
    ON standings (guild_id, game, tier, rating DESC, wins DESC, draws DESC, losses, user_id);

INSERT INTO standings (guild_id, game, user_id, wins, draws, losses)
SELECT guild_id, game, user_id,
       SUM(standing = 'win'), SUM(standing = 'draw'), SUM(standing = 'loss')
FROM results WHERE vs_bot = 0 GROUP BY guild_id, game, user_id;
INSERT INTO standings (guild_id, game, user_id, wins, draws, losses)
SELECT guild_id, '*', user_id,
       SUM(standing = 'win'), SUM(standing = 'draw'), SUM(standing = 'loss')
FROM results WHERE vs_bot = 0 GROUP BY guild_id, user_id;

-- The order in which matches ended (every row of a match has the same), the seat's place (1
-- for first), whether the match was rated (no computer seat and at least one move), and the
-- seat's rating before and after it. NULL in rows written before this migration: the bot fills
-- them in, and rates those matches, when it starts (`Store::upgrade_results`).
ALTER TABLE results ADD COLUMN seq             INTEGER;
ALTER TABLE results ADD COLUMN place           INTEGER;
ALTER TABLE results ADD COLUMN rated           INTEGER;
ALTER TABLE results ADD COLUMN rating_before   REAL;
ALTER TABLE results ADD COLUMN rating_after    REAL;
ALTER TABLE results ADD COLUMN deviation_after REAL;
-- When the match ended (Unix seconds), for the history.
ALTER TABLE results ADD COLUMN ended_at        INTEGER;

CREATE INDEX results_seq ON results (seq);
-- A player's stats and history.
CREATE INDEX results_by_user ON results (guild_id, user_id, game, seq);
