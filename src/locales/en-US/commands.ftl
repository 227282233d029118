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

## /stats, /history, /replay
cmd-stats-name = stats
cmd-stats-description = A member's ratings, records, best wins and streaks in this server
cmd-stats-member-name = member
cmd-stats-member-description = Whose stats (default: yours)
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
cmd-taberna-settings-web-description = Publish this server's leaderboards and matches on the bot's web site (off by default)
cmd-taberna-end-name = end
cmd-taberna-end-description = End a stuck match or close a lobby; nobody's result changes
cmd-taberna-end-match-name = match
cmd-taberna-end-match-description = The match number (in the board's footer)
cmd-taberna-end-lobby-name = lobby
cmd-taberna-end-lobby-description = The lobby number
