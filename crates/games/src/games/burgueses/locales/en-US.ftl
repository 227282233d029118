# Burgueses: the board, the hand and what happened. $player and $seat are names (mentions);
# $card is a card's symbol, $cards a list of them.
burgueses-empty = (empty)
burgueses-over = The match is over.
burgueses-turn-place = { $player } places a card in their shop.
burgueses-turn-discard = { $player } must discard a card from their shop (K♦).
burgueses-turn-action = Turn of { $player }: buy, sell or trade.
burgueses-traded = { " " }· traded
burgueses-player = Player { $number }
burgueses-seat = { $player }
    Deposit: { $coins } · Hand: { $hand }{ $traded }
    Shop: { $shop }
burgueses-round-wealth = Round { $round }: { $scores }
burgueses-wealth = Wealth
burgueses-buy = Buy
burgueses-place = Place { $card }
burgueses-discard = Discard { $card }
burgueses-sell = Sell { $cards }
burgueses-sell-all = Sell all { $value }
burgueses-trade = Trade { $mine } ⇄ { $theirs }
burgueses-group-place = Place a card
burgueses-group-discard = Discard a card
burgueses-group-sell = Sell
burgueses-group-trade = Trade (1 coin)
burgueses-table = Table
burgueses-table-line = Bank: { $bank } · Goods deck: { $goods } · King card: { $king } ({ $kings } left)
burgueses-title = Burgueses — round { $round }/2
burgueses-your-decision = Your decision:
burgueses-your-hand = Your hand: { $cards }
burgueses-bought = { $seat } buys a card.
burgueses-bought-empty = { $seat } buys with the goods deck empty.
burgueses-placed = { $seat } puts in their shop { $card }.
burgueses-sold = { $seat } sells { $cards } for { $coins } coin(s).
burgueses-traded-cards = { $seat } trades { $gave } for { $got }.
burgueses-kings-reshuffled = The king deck is reshuffled.
burgueses-king-revealed = King card: { $card }.
burgueses-paid = { $seat } pays 1 coin to the bank.
burgueses-received = { $seat } receives 1 coin from the bank.
burgueses-must-discard = { $seat } has no ♦ and must discard a shop card.
burgueses-discarded = { $seat } discards { $card }.
burgueses-round-ended = Round { $round } ends: { $scores }.
burgueses-won-by-sale = { $seat } sells four of a kind and wins the match!
burgueses-match-ended = Final wealth: { $totals }.
burgueses-step-action = buy, sell or trade
burgueses-step-place = place a card from your hand in your shop
burgueses-step-discard = discard a card from your shop
burgueses-step-over = start a new match
burgueses-illegal-wrong-step = now is the time to { $step }
burgueses-illegal-not-in-hand = { $card } is not in your hand
burgueses-illegal-not-in-shop = { $card } is not in your shop
burgueses-illegal-not-in-opponent-shop = { $card } is not in your opponent's shop
burgueses-illegal-sale-too-small = a sale needs at least two cards of one value
burgueses-illegal-mixed-values = all the cards of a sale must have the same value
burgueses-illegal-trade-used = you have already traded this round
burgueses-illegal-no-coin-to-trade = trading costs one coin and your deposit is empty
burgueses-illegal-opponent-just-traded = your opponent has just traded; wait one turn

# The rules in short, with our decisions (`/burgueses rules`).
burgueses-rules = **Burgueses** — 2 players, 2 rounds. 10 coins (1 each, 8 in the bank), 14 goods (2–4 of every suit, 5♥ 5♦), 5 king cards (K♠ K♣ K♥ K♦ A♠).
    Each turn do one action:
    • **Buy**: draw a goods card (if any), then put one hand card in your shop.
    • **Sell**: discard 2+ shop cards of one value: a pair earns 1 coin, three earn 3, taken from your opponent's deposit (only what is there). Four of a kind wins the match at once.
    • **Trade** (once a round, not right after your opponent traded): pay 1 coin to the bank and swap one of your shop cards with one of theirs.
    Then a king card is revealed, applied to the active player first:
    K♠ the highest ♠ sum pays 1 · K♥ the highest ♥ sum gets 1 (ties: nobody) · K♦ anyone with ♦ gets 1, others discard a shop card · K♣ anyone with ♣ gets 1 · A♠ even shop sum gets 1, odd pays 1. Empty king deck: reshuffle all five.
    The round ends when the turn reaches a player with no cards in hand. Wealth: +1 per coin, +1 per ♠ in shop, −1 per card in hand. Round 2 is a new setup; the other player starts. Highest total wins; equal totals are a draw.
    Our choices: the first player is drawn at random; a four-of-a-kind sale ends the match with no king card.
burgueses-picture-coins = coins
burgueses-picture-hand = in hand
burgueses-picture-bank = bank
burgueses-picture-goods = goods deck
burgueses-picture-kings = kings left
burgueses-picture-hand-title = Your hand

## /burgueses: its commands. Options: cmd-burgueses-<option>-name / -description / -choice-<pick>;
## one subcommand's own words: cmd-burgueses-<subcommand>-…
cmd-burgueses-name = burgueses
cmd-burgueses-description = Burgueses: a card game for two merchants
