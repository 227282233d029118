# The slash commands as Discord lists them. `commands::all()` reads these by path:
# cmd-<command>[-<subcommand>]-name / -description, then -<option>-name / -description, and
# -<option>-choice-<variant> for each choice. Names: at most 32 characters, lowercase, no
# spaces; descriptions and choices: at most 100 characters.
# English names are the ones the bot dispatches on: a test keeps them equal to the code's.

## /burgueses
cmd-burgueses-name = burgueses
cmd-burgueses-description = Burgueses: a card game for two merchants
cmd-burgueses-challenge-name = challenge
cmd-burgueses-challenge-description = Challenge a member to a match of Burgueses
cmd-burgueses-challenge-opponent-name = opponent
cmd-burgueses-challenge-opponent-description = Who you want to play against
cmd-burgueses-challenge-level-name = level
cmd-burgueses-challenge-level-description = How well the computer plays, when you challenge the bot itself (default: normal)
cmd-burgueses-challenge-level-choice-easy = Easy (random moves)
cmd-burgueses-challenge-level-choice-normal = Normal (thinks ~0.3 s a move)
cmd-burgueses-challenge-level-choice-hard = Hard (thinks ~1 s a move)
cmd-burgueses-rules-name = rules
cmd-burgueses-rules-description = The rules of Burgueses in short, with our decisions

## /rebelion
cmd-rebelion-name = rebelion
cmd-rebelion-description = The Peasants' Revolt: a card game for two with the Spanish deck
cmd-rebelion-challenge-name = challenge
cmd-rebelion-challenge-description = Challenge a member to a match of The Peasants' Revolt
cmd-rebelion-challenge-opponent-name = opponent
cmd-rebelion-challenge-opponent-description = Who you want to play against
cmd-rebelion-challenge-deck-name = deck
cmd-rebelion-challenge-deck-description = Which deck (default: 72 cards)
cmd-rebelion-challenge-deck-choice-full = 72 cards (1–9 and figures)
cmd-rebelion-challenge-deck-choice-short = 60 cards (1–7 and figures)
cmd-rebelion-challenge-sides-name = sides
cmd-rebelion-challenge-sides-description = How sides are decided (default: secret pick)
cmd-rebelion-challenge-sides-choice-pick = Secret pick (higher Bastos leads the peasants)
cmd-rebelion-challenge-sides-choice-peasants = I lead the peasants (Bastos)
cmd-rebelion-challenge-sides-choice-militia = I lead the militia (Espadas)
cmd-rebelion-challenge-tarot-name = tarot
cmd-rebelion-challenge-tarot-description = Play with the Tarot deck and its 22 Major Arcana (its own 106 cards)
cmd-rebelion-challenge-level-name = level
cmd-rebelion-challenge-level-description = How well the computer plays, when you challenge the bot itself (default: normal)
cmd-rebelion-challenge-level-choice-easy = Easy (random moves)
cmd-rebelion-challenge-level-choice-normal = Normal (thinks ~0.3 s a move)
cmd-rebelion-challenge-level-choice-hard = Hard (thinks ~1 s a move)
cmd-rebelion-rules-name = rules
cmd-rebelion-rules-description = The rules of The Peasants' Revolt in short, with our decisions

## /bouillabaisse
cmd-bouillabaisse-name = bouillabaisse
cmd-bouillabaisse-description = Bouillabaisse: a trick-taking game for 2 to 12 players
cmd-bouillabaisse-new-name = new
cmd-bouillabaisse-new-description = Open a table that others join; you start it with 2 to 12 players
cmd-bouillabaisse-new-todo-o-nada-name = todo-o-nada
cmd-bouillabaisse-new-todo-o-nada-description = All or nothing: taking every scoring card flips its sign
cmd-bouillabaisse-new-decks-name = decks
cmd-bouillabaisse-new-decks-description = One or two decks (default: one up to 6 players)
cmd-bouillabaisse-new-decks-choice-one = One deck
cmd-bouillabaisse-new-decks-choice-two = Two decks
cmd-bouillabaisse-rules-name = rules
cmd-bouillabaisse-rules-description = The rules of Bouillabaisse in short, with our decisions

## /genova
cmd-genova-name = genova
cmd-genova-description = The Merchants of Genoa: trading and negotiation for 2 to 5 players
cmd-genova-challenge-name = challenge
cmd-genova-challenge-description = Challenge a member to a two-player match of The Merchants of Genoa
cmd-genova-challenge-opponent-name = opponent
cmd-genova-challenge-opponent-description = Who you want to play against
cmd-genova-challenge-no-equal-offers-name = no-equal-offers
cmd-genova-challenge-no-equal-offers-description = Refuse an offer equal to one already standing for that space
cmd-genova-challenge-rounds-name = rounds
cmd-genova-challenge-rounds-description = A shorter game: the round marker's last space (1–12; default 12)
cmd-genova-challenge-max-offers-name = max-offers
cmd-genova-challenge-max-offers-description = Offers each player may make per space and turn (default: no limit)
cmd-genova-challenge-level-name = level
cmd-genova-challenge-level-description = How well the computer plays, when you challenge the bot itself (default: normal)
cmd-genova-challenge-level-choice-easy = Easy (random moves)
cmd-genova-challenge-level-choice-normal = Normal (thinks ~0.3 s a move)
cmd-genova-challenge-level-choice-hard = Hard (thinks ~1 s a move)
cmd-genova-new-name = new
cmd-genova-new-description = Open a table that others join; you start it with 2 to 5 players
cmd-genova-new-no-equal-offers-name = no-equal-offers
cmd-genova-new-no-equal-offers-description = Refuse an offer equal to one already standing for that space
cmd-genova-new-rounds-name = rounds
cmd-genova-new-rounds-description = A shorter game: the round marker's last space (1–12; at most 12/10/8/7 by players)
cmd-genova-new-max-offers-name = max-offers
cmd-genova-new-max-offers-description = Offers each player may make per space and turn (default: no limit)
cmd-genova-rules-name = rules
cmd-genova-rules-description = The rules of The Merchants of Genoa in short, with our decisions

## /burger-joint
cmd-burger-joint-name = burger-joint
cmd-burger-joint-description = Burger Joint: a cube-drafting restaurant race for two
cmd-burger-joint-challenge-name = challenge
cmd-burger-joint-challenge-description = Challenge a member to a match of Burger Joint
cmd-burger-joint-challenge-opponent-name = opponent
cmd-burger-joint-challenge-opponent-description = Who you want to play against
cmd-burger-joint-challenge-side-name = side
cmd-burger-joint-challenge-side-description = Your restaurant (default: drawn at random; Burger starts)
cmd-burger-joint-challenge-side-choice-burger = Burger (moves first)
cmd-burger-joint-challenge-side-choice-pizza = Pizza
cmd-burger-joint-challenge-level-name = level
cmd-burger-joint-challenge-level-description = How well the computer plays, when you challenge the bot itself (default: normal)
cmd-burger-joint-challenge-level-choice-easy = Easy (random moves)
cmd-burger-joint-challenge-level-choice-normal = Normal (thinks ~0.3 s a move)
cmd-burger-joint-challenge-level-choice-hard = Hard (thinks ~1 s a move)
cmd-burger-joint-rules-name = rules
cmd-burger-joint-rules-description = The rules of Burger Joint in short, with our decisions

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
cmd-taberna-end-name = end
cmd-taberna-end-description = End a stuck match or close a lobby; nobody's result changes
cmd-taberna-end-match-name = match
cmd-taberna-end-match-description = The match number (in the board's footer)
cmd-taberna-end-lobby-name = lobby
cmd-taberna-end-lobby-description = The lobby number
