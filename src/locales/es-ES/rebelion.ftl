# La rebelión de los campesinos: el tablero, la mano, lo que ha pasado, los rechazos y las
# reglas. $player, $peasants y $first son nombres (menciones), $players una lista de ellos
# separada por comas. $card, $attacker, $blocker, $card1 y $card2 son cartas en palabras
# (rebelion-card); $cards, $armies, $paid y $change son listas de ellas (rebelion-none si está
# vacía). $slot es el número del hueco de un campamento (1–6).

## Cartas
# $rank es un nivel (1–9) o Sota, Caballo, Rey; $suit es Oros, Copas, Espadas o Bastos.
rebelion-card = { $rank } de { $suit }
rebelion-none = ninguno
rebelion-pile-empty = vacío

## El tablero
rebelion-title = La rebelión de los campesinos
rebelion-side-peasants = campesinos (Bastos)
rebelion-side-militia = milicia (Espadas)
rebelion-side-none = bando sin decidir
rebelion-player = Jugador { $number }
# $side es uno de rebelion-side-*; $camps y $hand son números de cartas.
rebelion-seat = { $player } — { $side }
    Ejércitos: { $armies }
    Campamentos: { $camps } · Mano: { $hand }
rebelion-table = Mesa
# $turn es el número de turno, $deck las cartas que quedan en el mazo.
rebelion-table-line = Turno { $turn } · Mazo: { $deck }
rebelion-discard-pile = Descartes
rebelion-decision-pick = { $players }: elegid en secreto una carta para decidir los bandos.
rebelion-decision-main = Turno de { $players }.
rebelion-decision-buy = { $players }: paga la carta con Oros y luego completa la compra.
rebelion-decision-muster = { $players }: suma ejércitos al ataque y luego lánzalo.
rebelion-decision-block = { $players }: elige un bloqueo para cada atacante, uno tras otro.
rebelion-decision-order = { $players }: elige el siguiente combate, uno tras otro.
rebelion-decision-heal = { $players }: cura tu ejército con Copas, carta a carta, o para.
rebelion-decision-camp = { $players }: elige un campamento enemigo para asaltar.
rebelion-over = La partida ha terminado.

## La mano: su título, sus campos y los controles con sus grupos
rebelion-your-hand = Tu mano: { $cards }
rebelion-your-camps = Tus campamentos
# $decision es uno de rebelion-decision-* o rebelion-over.
rebelion-you-picked = Elegiste { $card }. { $decision }
rebelion-play = Jugar { $card }
rebelion-discard = Descartar { $card }
rebelion-no-blocker-for = Sin bloqueo para { $card }
rebelion-stop-healing = Dejar de curar
rebelion-end-turn-or-pass = Terminar turno / pasar
rebelion-empty-camp = Vaciar campamento { $slot }
rebelion-assault-camp = Asaltar campamento { $slot }
rebelion-buy = Comprar { $card } (con { $paid })
rebelion-buy-with-change = Comprar { $card } (con { $paid }) + cambio { $change }
rebelion-launch-attack = Lanzar el ataque
rebelion-attack-with = Atacar: { $cards }
rebelion-no-more-blocks = Ningún bloqueo más
rebelion-group-pick = Elección secreta
rebelion-group-play = Jugar un ejército
rebelion-group-buy = Comprar con Oros
rebelion-group-empty = Vaciar un campamento
rebelion-group-cavalry = Caballería: el Caballo elige bloqueador
rebelion-group-muster = Sumar al ataque
rebelion-group-attack-with = Atacar con…
rebelion-group-attack = Atacar
rebelion-group-blocker-for = Bloqueo para { $card }
rebelion-group-blocks = Bloqueos
rebelion-group-order = Siguiente combate
rebelion-group-tend = Curar { $card } y seguir
rebelion-group-heal = Curar { $card } y terminar
rebelion-group-end-turn = Terminar turno
rebelion-group-camp = Campamento a asaltar
rebelion-group-discard = Descartar y terminar

## Lo que ha pasado
rebelion-picked = { $player } ha elegido carta.
# $card1 y $card2 son las cartas elegidas por los jugadores 1 y 2.
rebelion-picks-revealed = Cartas mostradas: { $card1 } · { $card2 }
rebelion-redealt = Empate: las dos manos vuelven al mazo, se baraja y se reparten manos nuevas.
rebelion-sides-set = { $peasants } dirige a los campesinos; { $first } empieza.
# $turn es el número de turno.
rebelion-turn-draws = Turno { $turn }: { $player } roba una carta.
rebelion-turn-no-draw = Turno { $turn }: { $player } no roba.
rebelion-played = { $player } pone en juego el { $card }.
rebelion-bought = { $player } compra el { $card } con { $paid }.
rebelion-bought-with-change = { $player } compra el { $card } con { $paid } (cambio: { $change }).
rebelion-emptied = { $player } vacía el campamento { $slot }.
rebelion-attacked = { $player } ataca con { $cards }.
rebelion-mustered = { $player } manda al ataque el { $card }.
rebelion-mustered-naming = { $player } manda al ataque el { $card } que elige como bloqueador al { $blocker }.
rebelion-block-chosen = { $blocker } bloqueará al { $attacker }.
rebelion-unblocked = { $attacker } queda sin bloquear.
rebelion-ordered = Siguiente combate: { $attacker } contra { $blocker }.
rebelion-no-blocks = Nadie bloquea.
# $pairs enumera los bloqueos, cada uno `bloqueador ⟂ atacante`, separados por comas.
rebelion-blocked = Bloqueos: { $pairs }.
# $level es el nivel del ejército tras la cura.
rebelion-healed = { $player } cura el { $card } con { $cards } (nivel { $level }).
# Qué fue de un ejército en un combate: $before es el nivel de su carta (`9`), $level su
# nivel tras el combate, $card la carta que lo sustituye.
rebelion-fate-holds = el { $before } resiste
rebelion-fate-destroyed = el { $before } es destruido
rebelion-fate-replaced = el { $before } cae a { $level } y lo sustituye el { $card }
rebelion-fate-retreats = el { $before } cae a { $level } y se retira
# $blocker-fate y $attacker-fate son rebelion-fate-* de cada ejército.
rebelion-combat = { $attacker } y { $blocker } chocan: { $blocker-fate }, { $attacker-fate }.
rebelion-camp-defended = { $player } asalta el campamento { $slot }: { $card } lo defiende.
rebelion-camp-taken = { $player } asalta el campamento { $slot }: { $card } es capturado.
rebelion-discarded = { $player } descarta el { $card }.
rebelion-passed = { $player } termina el turno.
rebelion-attack-called-off = { $player } desiste del ataque; los ejércitos siguen en la mesa.
rebelion-purchase-called-off = { $player } desiste de una compra.
# $card1 y $card2 son los últimos campamentos de los jugadores 1 y 2 (— si no hay).
rebelion-camps-revealed = Campamentos revelados: { $card1 } · { $card2 }
rebelion-won = { $player } gana la partida.
rebelion-drawn = Nadie gana: empate.
rebelion-both-lost = Campamentos iguales: ambos jugadores pierden.

## Rechazos
# Lo que la partida espera, tal como lo nombra rebelion-illegal-wrong-step.
rebelion-step-pick = elegir una carta
rebelion-step-main = jugar, comprar, vaciar un campamento, atacar, descartar o pasar
rebelion-step-buy = pagar con Oros, tomar cambio y completar la compra (o desistir)
rebelion-step-muster = sumar ejércitos al ataque o lanzarlo (o desistir)
rebelion-step-block = asignar bloqueos
rebelion-step-order = ordenar los combates
rebelion-step-heal = curar con Copas o pasar
rebelion-step-camp = elegir un campamento que asaltar
rebelion-step-over = empezar una nueva partida
# Por qué una jugada no es legal. Los rechazos que nombran una carta la reciben dos veces:
# $card en palabras (`6 de Bastos`) y $code en notación (`6B`); el inglés usa la notación, el
# español las palabras. $step es uno de rebelion-step-*.
rebelion-illegal-wrong-step = ahora toca { $step }
rebelion-illegal-empty-attack = un ataque necesita al menos un ejército
rebelion-illegal-not-in-hand = { $card } no está en tu mano
rebelion-illegal-not-your-troop = { $card } no es de tu bando
rebelion-illegal-already-played = eso ya lo has hecho este turno
rebelion-illegal-already-emptied = eso ya lo has hecho este turno
rebelion-illegal-already-bought = eso ya lo has hecho este turno
rebelion-illegal-already-attacked = eso ya lo has hecho este turno
rebelion-illegal-already-done = eso ya lo has hecho este turno
rebelion-illegal-first-turn = en el primer turno de la partida no se ataca
rebelion-illegal-not-on-table = { $card } no es un ejército tuyo en la mesa
rebelion-illegal-not-a-caballo = { $card } no es un Caballo: solo el Caballo elige bloqueador
rebelion-illegal-no-such-enemy-army = { $card } no es un ejército enemigo en la mesa
rebelion-illegal-not-attacking = { $card } no ataca
rebelion-illegal-double-block = cada atacante tiene un bloqueador y cada ejército bloquea una vez
rebelion-illegal-already-mustered = { $card } ya está en el ataque
rebelion-illegal-already-decided = el bloqueo de { $card } ya está decidido
rebelion-illegal-empty-heal = una cura necesita al menos una carta de Copas
rebelion-illegal-caballo-chose = el { $card } ya eligió a su bloqueador
rebelion-illegal-bad-order = el orden debe nombrar una vez a cada atacante bloqueado
rebelion-illegal-not-damaged = { $card } no es tu ejército dañado en este combate
rebelion-illegal-not-copas = { $card } no es de Copas
rebelion-illegal-not-in-discard = { $card } no está en los descartes
rebelion-illegal-not-for-sale = { $card } no se puede comprar: solo tus tropas y Copas hasta el 9
rebelion-illegal-not-oros = { $card } no es de Oros
rebelion-illegal-not-enough-oros = los Oros pagados valen menos que { $card }
rebelion-illegal-no-rey = solo hay cambio con un Rey tuyo en la mesa
rebelion-illegal-too-much-change = el cambio vale más que lo pagado de más
rebelion-illegal-no-such-camp = no hay campamento en el hueco { $slot }
rebelion-illegal-last-camp = no puedes vaciar tu último campamento
rebelion-illegal-must-empty-camp = sin mazo ni ejércitos, este turno debes vaciar un campamento

# The rules in short, with our decisions (`/rebelion rules`).
rebelion-rules = **La rebelión de los campesinos** — 2 jugadores, baraja española (72 cartas; opción 60). Bastos son los campesinos, Espadas la milicia; Oros compran, Copas curan. Sota 10 (Héroe), Caballo 11 (Caballería), Rey 12 (Líder).
    Cada jugador tiene 6 campamentos boca abajo; quien pierde el último, pierde. Ambos eligen una carta en secreto: el Bastos más alto dirige a los campesinos y empieza (empate: manos nuevas, los campamentos se quedan).
    Tu turno: roba (no con 7+ cartas en mano) y, en cualquier orden: juega un ejército · compra una carta de los descartes con Oros (tus tropas, nunca sus figuras, o cualquier Copa, figuras incluidas; con un Rey en la mesa recibes cambio en Oros; elige la carta, luego los Oros con que pagas y el cambio uno a uno, y completa la compra; puedes desistir de un ataque o una compra en curso) · vacía un campamento a tu mano · ataca con los ejércitos que quieras (no en el primer turno). Termina pasando o descartando una carta.
    Ataques: manda ejércitos al ataque uno a uno y luego lánzalo (un Caballo puede elegir a su bloqueador). El defensor elige un bloqueador (o ninguno) para cada atacante por turno y luego el orden de los combates, uno a uno. Ambos hacen tanto daño como su nivel a la vez. Las Copas curan (el doble sobre una Sota), carta a carta hasta que pares. Un ejército dañado se sustituye por la carta más alta de su palo en los descartes que no supere su nuevo nivel; si no hay, va a los descartes. Un atacante no bloqueado gira un campamento enemigo: una tropa enemiga lo combate; cualquier otra carta va a la mano del atacante; el campamento se pierde.
    Sin mazo: no se roba; sin ejércitos debes vaciar un campamento por turno. Si nadie puede atacar, ambos revelan su último campamento: gana el más alto; si son iguales, pierden ambos.
    Nuestras decisiones: descartar termina el turno. Nuestro añadido, partida sin fin: tras 20 turnos seguidos inactivos (sin robar, jugar, comprar, vaciar, atacar ni descartar) o al terminar el turno 500, ambos revelan su mejor campamento como arriba.

## Comprar de la pila paso a paso; desistir de un ataque o una compra en curso.
rebelion-buy-card = Comprar { $card }
rebelion-buy-complete = Completar la compra
rebelion-group-pay = Pagar con
rebelion-group-change = Tomar como cambio
# $sum es lo pagado hasta ahora, $price el precio de $card.
rebelion-buying = Comprando { $card }: pagado { $paid } ({ $sum } de { $price }) · cambio: { $change }
rebelion-call-off-attack = Desistir del ataque
rebelion-call-off-purchase = Desistir de la compra
