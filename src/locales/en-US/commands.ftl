# The slash commands as Discord lists them. `commands::all()` reads these by path:
# cmd-<command>[-<subcommand>]-name / -description, then -<option>-name / -description, and
# -<option>-choice-<variant> for each choice. Names: at most 32 characters, lowercase, no
# spaces; descriptions and choices: at most 100 characters.
# English names are the ones the bot dispatches on: a test keeps them equal to the code's.

## Every game's commands (`/<game> challenge | new | rules`), built from the game registry; a
## game's own words (its description, its options) are in its folder's locales. A game may
## give a subcommand its own description: cmd-<game>-<subcommand>-description.
cmd-game-challenge-name = challenge
cmd-game-challenge-description = Challenge a member to a match of { $game }
cmd-game-challenge-opponent-name = opponent
cmd-game-challenge-opponent-description = Who you want to play against
cmd-game-challenge-level-name = level
cmd-game-challenge-level-description = How well the computer plays, when you challenge the bot itself (default: normal)
cmd-game-challenge-level-choice-easy = Easy (random moves)
cmd-game-challenge-level-choice-normal = Normal (thinks ~0.3 s a move)
cmd-game-challenge-level-choice-hard = Hard (thinks ~1 s a move)
cmd-game-new-name = new
cmd-game-new-description = Open a table that others join; you start it with { $min } to { $max } players
cmd-game-rules-name = rules
cmd-game-rules-description = The rules of { $game } in short, with our decisions

## /leaderboard (its game choices are the games' own names, from the game registry)
cmd-leaderboard-name = leaderboard
cmd-leaderboard-description = Ratings, wins, draws and losses of this server's players
cmd-leaderboard-game-name = game
cmd-leaderboard-game-description = Only this game, by rating
cmd-leaderboard-season-name = season
cmd-leaderboard-season-description = A past season, by its number (default: this one)

## /stats, /history, /replay
cmd-stats-name = stats
cmd-stats-description = A member's ratings, records, best wins and streaks in this server
cmd-stats-member-name = member
cmd-stats-member-description = Whose stats (default: yours)
cmd-stats-season-name = season
cmd-stats-season-description = A past season, by its number (default: this one)
cmd-history-name = history
cmd-history-description = A member's finished matches in this server, newest first
cmd-history-member-name = member
cmd-history-member-description = Whose matches (default: yours)
cmd-history-game-name = game
cmd-history-game-description = Only this game
cmd-replay-name = replay
cmd-replay-description = The replay file of a finished match, and its moves in words
cmd-replay-match-name = match
cmd-replay-match-description = The match's number (in its board's footer and in /history)

## /taberna (server managers)
cmd-taberna-name = taberna
cmd-taberna-description = Server settings and moderation of taberna's matches
cmd-taberna-settings-name = settings
cmd-taberna-settings-description = Turn timers and pictures of this server (shows them when given nothing)
cmd-taberna-settings-turn_limit-name = turn_limit
cmd-taberna-settings-turn_limit-description = Time to make a move before the time runs out: 24h, 2d, 30m… or off (default 24h)
cmd-taberna-settings-reminder-name = reminder
cmd-taberna-settings-reminder-description = When to remind a player once with a ping: 10m, 1h… or off (default 10m)
cmd-taberna-settings-timeout-name = timeout
cmd-taberna-settings-timeout-description = What happens when the time runs out
cmd-taberna-settings-timeout-choice-claim = Two players: opponent may claim the win; more: automatic play
cmd-taberna-settings-timeout-choice-auto = Always automatic play of the absent seat
cmd-taberna-settings-pictures-name = pictures
cmd-taberna-settings-pictures-description = Show boards and hands as pictures too (on by default); off: text only
cmd-taberna-settings-web-name = web
cmd-taberna-settings-web-description = Publish this server's leaderboards and players' pages on the web site (off by default)
cmd-taberna-settings-match_pages-name = match_pages
cmd-taberna-settings-match_pages-description = Give each match a web page its board links to (on by default); False: no pages, no links
cmd-taberna-settings-tournament_role-name = tournament_role
cmd-taberna-settings-tournament_role-description = A role whose members may run tournaments too (@everyone: none)
cmd-taberna-end-name = end
cmd-taberna-end-description = End a stuck match or close a lobby; nobody's result changes
cmd-taberna-end-match-name = match
cmd-taberna-end-match-description = The match number (in the board's footer)
cmd-taberna-end-lobby-name = lobby
cmd-taberna-end-lobby-description = The lobby number
cmd-taberna-season-name = season
cmd-taberna-season-description = Seasons of this server's leaderboards
cmd-taberna-season-new-name = new
cmd-taberna-season-new-description = Close this season (its leaderboards are kept) and start the next: ratings start again
cmd-taberna-season-new-name-name = name
cmd-taberna-season-new-name-description = The new season's name (optional)

## /tournament (new, pause, resume, end: server managers or the tournament role)
cmd-tournament-name = tournament
cmd-tournament-description = This server's tournaments: open one, see them, withdraw
cmd-tournament-new-name = new
cmd-tournament-new-description = Open a tournament for sign-ups (server managers or the tournament role)
cmd-tournament-new-game-name = game
cmd-tournament-new-game-description = The game played
cmd-tournament-new-format-name = format
cmd-tournament-new-format-description = How players are paired
cmd-tournament-new-format-choice-swiss = Swiss (score groups, no pair twice)
cmd-tournament-new-format-choice-roundrobin = Round-robin (everyone meets everyone)
cmd-tournament-new-format-choice-knockout = Knockout (seeded by rating)
cmd-tournament-new-rounds-name = rounds
cmd-tournament-new-rounds-description = Swiss only: rounds to play (default: as many as the field needs)
cmd-tournament-new-round_time-name = round_time
cmd-tournament-new-round_time-description = Longest a round may last: 2d, 12h… (default: until its matches end)
cmd-tournament-new-cap-name = cap
cmd-tournament-new-cap-description = Most players (default 16)
cmd-tournament-new-sign_up-name = sign_up
cmd-tournament-new-sign_up-description = How long sign-ups stay open before it starts: 1d, 3h… (default 1d)
cmd-tournament-new-options-name = options
cmd-tournament-new-options-description = The game's options, as name=value separated by spaces
cmd-tournament-new-seats-name = seats
cmd-tournament-new-seats-description = Swiss of a game for more than two: players at a table (default 4, or the game's most)
cmd-tournament-show-name = show
cmd-tournament-show-description = This server's tournaments, or one of them with its standings
cmd-tournament-show-id-name = id
cmd-tournament-show-id-description = The tournament's number
cmd-tournament-withdraw-name = withdraw
cmd-tournament-withdraw-description = Leave a tournament you play in (your match in play is resigned)
cmd-tournament-withdraw-id-name = id
cmd-tournament-withdraw-id-description = The tournament's number
cmd-tournament-pause-name = pause
cmd-tournament-pause-description = Pause a tournament: matches go on, no round closes or starts
cmd-tournament-pause-id-name = id
cmd-tournament-pause-id-description = The tournament's number
cmd-tournament-resume-name = resume
cmd-tournament-resume-description = Let a paused tournament go on (its round's time starts again)
cmd-tournament-resume-id-name = id
cmd-tournament-resume-id-description = The tournament's number
cmd-tournament-end-name = end
cmd-tournament-end-description = End a tournament where it stands: its standings become final
cmd-tournament-end-id-name = id
cmd-tournament-end-id-description = The tournament's number
