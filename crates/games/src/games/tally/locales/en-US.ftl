# Tally, the test-only game (registered under `cfg(test)`): it proves that a game is its
# folder plus one registry line.
tally-hand = Your hand
tally-play = Play a card
tally-pile = Played
tally-scores = Points
tally-card = { $card }
tally-to-act = { $seat } to play
tally-played = { $seat } played { $card }.
tally-not-in-hand = You do not hold that card.
tally-hidden = { $count } cards in hand
tally-rules = Tally: play your cards one by one; the most points wins.
tally-options-hand = { $count } cards each

cmd-tally-name = tally
cmd-tally-description = Tally: a test game of hidden cards for 2 to 4 players
cmd-tally-hand-name = hand
cmd-tally-hand-description = Cards each player is dealt (1–5; default 3)
