# Bouillabaisse: the board, the hand and what happened. $seat, $dealer and $player are names
# (mentions); $card is a card's symbol, $cards a list of them.
bouillabaisse-figure-jack = jack
bouillabaisse-figure-queen = queen
bouillabaisse-figure-king = king
bouillabaisse-per-trick = { $points } per trick
bouillabaisse-per-suit-card = { $points } per { $suit }
bouillabaisse-per-figure = { $points } per { $figure }
bouillabaisse-for-card = { $points } for the { $card }
bouillabaisse-all-negative = { $rule } — all negative!
bouillabaisse-no-card-yet = (no card yet)
bouillabaisse-standing = { $player } — total { $total } · tricks { $tricks }
bouillabaisse-turn = Turn of { $player }. Dealer: { $dealer }.
bouillabaisse-over = The match is over.
bouillabaisse-round = Round { $round }/6
bouillabaisse-trick = Trick
bouillabaisse-players = Players
bouillabaisse-round-points = Points of round { $round }
bouillabaisse-play-a-card = Play a card
bouillabaisse-your-hand = Your hand ({ $count })
bouillabaisse-hand = Hand
bouillabaisse-played = { $seat } plays { $card }.
bouillabaisse-took-trick = { $seat } takes the trick ({ $cards }).
bouillabaisse-round-scored = Points of round { $round }: { $scores }.
bouillabaisse-round-began = Round { $round }/6 — dealer { $dealer }.
bouillabaisse-match-ended = Final totals (lowest wins): { $totals }.
bouillabaisse-option-todo-o-nada = all or nothing
bouillabaisse-option-decks = { $decks } deck(s)
bouillabaisse-illegal-not-in-hand = { $card } is not in your hand
bouillabaisse-illegal-must-follow = you must follow suit ({ $suit })

# The rules in short, with our decisions (`/bouillabaisse rules`).
bouillabaisse-rules = **Bouillabaisse** — 2 to 12 players, one 52-card deck (two from 7 players), the lowest cards removed so that everyone gets as many. Tricks: follow suit if you can; the highest card of the suit led takes the trick (ace high, no trumps; of two identical cards the first played); the winner leads next. The dealer moves one seat left each round; the player left of the dealer leads.
    Six rounds, each scoring differently — the aim is the **fewest** points:
    1. 5 per trick · 2. 10 per card of a suit · 3. 50 per card of a figure (J, Q or K) · 4. 200 for one card · 5. all of these · 6. all of these, negative.
    The suit, the figure and the card are drawn at random at the start. Lowest total wins; ties share the place.
    Option *todo-o-nada*: whoever takes every trick, or every card of the suit or of the figure in a round, gets those points with the opposite sign (never for the 200-point card).
bouillabaisse-picture-cards = cards
bouillabaisse-picture-tricks = tricks
bouillabaisse-picture-total = total
bouillabaisse-picture-hand-title = Your hand

## /bouillabaisse: its commands. Options: cmd-bouillabaisse-<option>-name / -description / -choice-<pick>;
## one subcommand's own words: cmd-bouillabaisse-<subcommand>-…
cmd-bouillabaisse-name = bouillabaisse
cmd-bouillabaisse-description = Bouillabaisse: a trick-taking game for 2 to 12 players
cmd-bouillabaisse-todo-o-nada-name = todo-o-nada
cmd-bouillabaisse-todo-o-nada-description = All or nothing: taking every scoring card flips its sign
cmd-bouillabaisse-decks-name = decks
cmd-bouillabaisse-decks-description = One or two decks (default: one up to 6 players)
cmd-bouillabaisse-decks-choice-one = One deck
cmd-bouillabaisse-decks-choice-two = Two decks
