# La rebelión de los campesinos. $player is a name (mention), $card a card in words,
# $paid and $change lists of cards in words.

## Buying from the pile step by step.
rebelion-pending-buy = { $player }: pay for the card with Oros, then complete the purchase.
rebelion-buy-card = Buy { $card }
rebelion-buy-complete = Complete the purchase
rebelion-group-pay = Pay with
rebelion-group-change = Take as change
# $sum is the value paid so far, $price the price of $card.
rebelion-buying = Buying { $card }: paid { $paid } ({ $sum } of { $price }) · change: { $change }
