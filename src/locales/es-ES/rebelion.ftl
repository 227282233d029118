# La rebelión de los campesinos. $player is a name (mention), $card a card in words,
# $paid and $change lists of cards in words.

## Buying from the pile step by step.
rebelion-pending-buy = { $player }: paga la carta con Oros y luego completa la compra.
rebelion-buy-card = Comprar { $card }
rebelion-buy-complete = Completar la compra
rebelion-group-pay = Pagar con
rebelion-group-change = Tomar como cambio
# $sum is the value paid so far, $price the price of $card.
rebelion-buying = Comprando { $card }: pagado { $paid } ({ $sum } de { $price }) · cambio: { $change }
