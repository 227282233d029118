-- Issue 31: pictures name players by the server display name they had when the match started.
ALTER TABLE match_seats ADD COLUMN name TEXT;
