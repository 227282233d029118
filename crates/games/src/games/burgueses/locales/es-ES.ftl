# Burgueses: el tablero, la mano y lo que ha pasado. $player y $seat son nombres (menciones);
# $card es el símbolo de una carta, $cards una lista.
burgueses-empty = (vacío)
burgueses-over = La partida ha terminado.
burgueses-turn-place = { $player } coloca una carta en su escaparate.
burgueses-turn-discard = { $player } debe descartar una carta de su escaparate (K♦).
burgueses-turn-action = Turno de { $player }: comprar, vender o comerciar.
burgueses-traded = { " " }· ya comerció
burgueses-player = Jugador { $number }
burgueses-seat = { $player }
    Depósito: { $coins } · Mano: { $hand }{ $traded }
    Escaparate: { $shop }
burgueses-round-wealth = Ronda { $round }: { $scores }
burgueses-wealth = Riqueza
burgueses-buy = Comprar
burgueses-place = Colocar { $card }
burgueses-discard = Descartar { $card }
burgueses-sell = Vender { $cards }
burgueses-sell-all = Vender todos los { $value }
burgueses-trade = Comerciar { $mine } ⇄ { $theirs }
burgueses-group-place = Colocar una carta
burgueses-group-discard = Descartar una carta
burgueses-group-sell = Vender
burgueses-group-trade = Comerciar (1 moneda)
burgueses-table = Mesa
burgueses-table-line = Banco: { $bank } · Mazo de mercancías: { $goods } · Carta de rey: { $king } (quedan { $kings })
burgueses-title = Burgueses — ronda { $round }/2
burgueses-your-decision = Tu decisión:
burgueses-your-hand = Tu mano: { $cards }
burgueses-bought = { $seat } compra una carta.
burgueses-bought-empty = { $seat } compra con el mazo de mercancías vacío.
burgueses-placed = { $seat } pone en su escaparate { $card }.
burgueses-sold = { $seat } vende { $cards } por { $coins } moneda(s).
burgueses-traded-cards = { $seat } cambia { $gave } por { $got }.
burgueses-kings-reshuffled = Se baraja de nuevo el mazo del rey.
burgueses-king-revealed = Carta de rey: { $card }.
burgueses-paid = { $seat } paga 1 moneda al banco.
burgueses-received = { $seat } recibe 1 moneda del banco.
burgueses-must-discard = { $seat } no tiene ♦ y debe descartar una carta.
burgueses-discarded = { $seat } descarta { $card }.
burgueses-round-ended = Fin de la ronda { $round }: { $scores }.
burgueses-won-by-sale = { $seat } vende cuatro iguales y gana la partida.
burgueses-match-ended = Riqueza final: { $totals }.
burgueses-step-action = comprar, vender o comerciar
burgueses-step-place = colocar una carta de tu mano en tu escaparate
burgueses-step-discard = descartar una carta de tu escaparate
burgueses-step-over = empezar una nueva partida
burgueses-illegal-wrong-step = ahora toca { $step }
burgueses-illegal-not-in-hand = { $card } no está en tu mano
burgueses-illegal-not-in-shop = { $card } no está en tu escaparate
burgueses-illegal-not-in-opponent-shop = { $card } no está en el escaparate del rival
burgueses-illegal-sale-too-small = una venta necesita al menos dos cartas del mismo valor
burgueses-illegal-mixed-values = todas las cartas vendidas deben tener el mismo valor
burgueses-illegal-trade-used = ya has comerciado en esta ronda
burgueses-illegal-no-coin-to-trade = comerciar cuesta una moneda y tu depósito está vacío
burgueses-illegal-opponent-just-traded = tu rival acaba de comerciar; espera un turno

# The rules in short, with our decisions (`/burgueses rules`).
burgueses-rules = **Burgueses** — 2 jugadores, 2 rondas. 10 monedas (1 cada uno, 8 en el banco), 14 mercancías (2–4 de cada palo, 5♥ 5♦), 5 cartas de rey (K♠ K♣ K♥ K♦ A♠).
    En cada turno, una acción:
    • **Comprar**: roba una mercancía (si quedan) y coloca una carta de tu mano en tu escaparate.
    • **Vender**: descarta 2+ cartas de tu escaparate del mismo valor: una pareja da 1 moneda, un trío 3, del depósito del rival (solo lo que tenga). Cuatro iguales ganan la partida al momento.
    • **Comerciar** (una vez por ronda, no justo después de que lo haga el rival): paga 1 moneda al banco e intercambia una carta de tu escaparate por una del suyo.
    Después se revela una carta de rey, primero para quien tiene el turno:
    K♠ la suma de ♠ más alta paga 1 · K♥ la suma de ♥ más alta recibe 1 (empate: nadie) · K♦ quien tenga ♦ recibe 1, los demás descartan una carta · K♣ quien tenga ♣ recibe 1 · A♠ suma par recibe 1, impar paga 1. Mazo del rey agotado: se barajan las cinco.
    La ronda termina cuando el turno llega a un jugador sin cartas en la mano. Riqueza: +1 por moneda, +1 por ♠ en el escaparate, −1 por carta en la mano. La ronda 2 se prepara de nuevo y empieza el otro jugador. Gana el mayor total; a igual total, empate.
    Nuestras decisiones: el primer jugador se sortea; una venta de cuatro iguales termina la partida sin carta de rey.
burgueses-picture-coins = monedas
burgueses-picture-hand = en mano
burgueses-picture-bank = banco
burgueses-picture-goods = mazo de mercancías
burgueses-picture-kings = reyes quedan
burgueses-picture-hand-title = Tu mano

## /burgueses: sus comandos
cmd-burgueses-name = burgueses
cmd-burgueses-description = Burgueses: un juego de cartas para dos mercaderes
