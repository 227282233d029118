# La rebelión de los campesinos: el tablero, la mano, lo que ha pasado, los rechazos y las
# reglas. $player, $peasants y $first son nombres (menciones), $players una lista de ellos
# separada por comas. $card, $attacker, $blocker, $card1 y $card2 son cartas en palabras
# (rebelion-card); $cards, $armies, $paid y $change son listas de ellas (rebelion-none si está
# vacía). $slot es el número del hueco de un campamento (1–6).

## Cartas
# $rank es un nivel (1–10) o Sota, Caballo, Reina, Rey; $suit es Oros, Copas, Espadas o Bastos.
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
rebelion-illegal-heals-nothing-more = { $card } ya no cura nada: las otras cartas curan del todo al ejército
rebelion-illegal-not-in-discard = { $card } no está en los descartes
rebelion-illegal-not-for-sale = { $card } no se puede comprar: solo tus tropas (nunca sus figuras) y Copas
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

## La variante Tarot (opción tarot): los Arcanos Mayores, su respuesta y sus efectos.
# $name es el nombre de un Arcano tal como lo da el reglamento (La Muerte).
rebelion-arcanum = Arcano { $name }
rebelion-arcana = Arcanos
rebelion-camp-slot = campamento { $slot }
# $arcana es el nombre de un Arcano con su objetivo (El Mago → 12 de Espadas).
rebelion-decision-answer = { $players }: se ha jugado { $arcana }; contrarréstalo con El Hierofante o déjalo pasar.
rebelion-decision-judgment = { $players }: El Juicio; elige en secreto una carta de tu mano.
rebelion-decision-lose = { $players }: elige el campamento que pierdes.
rebelion-counter = Contrarrestar con El Hierofante
rebelion-allow = Dejarlo pasar
rebelion-lose-camp = Perder el campamento { $slot }
rebelion-group-harm = La Fuerza: daño extra a { $card }
rebelion-group-judgment = El Juicio: tu carta secreta
rebelion-group-arcana = Jugar un Arcano Mayor
rebelion-group-answer = Responder al Arcano
rebelion-group-lose = Campamento que pierdes
rebelion-your-arcana = Tus Arcanos Mayores
rebelion-seen-camps = Campamentos enemigos vistos ({ $arcana })
rebelion-effects = Efectos
# $player es a quien favorece o ata el efecto, $army el ejército de El Carro, $turn el turno que cubre.
rebelion-effect-6 = Los Amantes: { $player } cura con cualquier carta de palo este turno.
rebelion-effect-7 = El Carro: el { $army } de { $player } es Caballería este turno.
rebelion-effect-8 = La Fuerza: { $player } suma cartas de palo como daño tras cada combate este turno.
rebelion-effect-18 = La Luna: { $player } no puede atacar en el turno { $turn }.
rebelion-effect-19 = El Sol: { $player } no puede jugar Arcanos Mayores en el turno { $turn }.
# Lo que hace cada Arcano, en una línea corta (mano y registro).
rebelion-does-0 = pon en juego como ejército tuyo una carta de tropa enemiga de tu mano.
rebelion-does-1 = 10 de daño a un ejército enemigo (su dueño puede curarlo); después El Mago sale de la partida.
rebelion-does-2 = la Copa más alta de los descartes a tu mano.
rebelion-does-3 = el Oro más alto de los descartes a tu mano.
rebelion-does-4 = la carta más alta de tus tropas en los descartes a tu mano.
rebelion-does-5 = contrarresta el Arcano que tu rival acaba de jugar.
rebelion-does-6 = hasta el fin del turno, cualquier carta de palo de tu mano cura como una Copa.
rebelion-does-7 = uno de tus ejércitos es Caballería hasta el fin del turno.
rebelion-does-8 = hasta el fin del turno, tras cada combate, cartas de palo de tu mano suman su nivel como daño al ejército enemigo.
rebelion-does-9 = la carta más baja de tus tropas en los descartes entra directamente en juego.
rebelion-does-10 = los dos Oros más altos de los descartes a tu mano; después se descarta al azar una carta de tu mano.
rebelion-does-11 = en un combate, cada ejército recibe la mitad de la suma de ambos niveles (en tu decisión de curar).
rebelion-does-12 = tu rival descarta su ejército de menor nivel.
rebelion-does-13 = cada jugador descarta todos sus ejércitos menos el de menor nivel; sin curas.
rebelion-does-14 = roba hasta tener 7 cartas.
rebelion-does-15 = se muestran ambas manos; quien tenga más Arcanos Mayores pierde un campamento.
rebelion-does-16 = mira un campamento enemigo; se queda donde está.
rebelion-does-17 = un Arcano Mayor al azar de los descartes a tu mano.
rebelion-does-18 = tu rival no puede atacar en su siguiente turno.
rebelion-does-19 = tu rival no puede jugar Arcanos Mayores en su siguiente turno.
rebelion-does-20 = ambos eligen en secreto una carta de su mano; se descartan y el número más bajo pierde un campamento.
rebelion-does-21 = todos tus campamentos a tu mano; después seis cartas al azar de tu mano son tus campamentos.
# $does es uno de rebelion-does-*.
rebelion-arcana-played = { $player } juega { $arcana }: { $does }
rebelion-countered = { $player } contrarresta { $arcana } con El Hierofante: no tiene efecto.
rebelion-allowed = { $player } lo deja pasar.
rebelion-army-entered = El { $card } de { $player } entra en juego.
rebelion-cards-taken = { $player } toma de los descartes: { $cards }.
rebelion-random-discard = El azar descarta el { $card } de { $player }.
rebelion-armies-discarded = { $player } descarta los ejércitos { $cards }.
# $count es un número de cartas.
rebelion-drew-cards = { $player } roba { $count } cartas.
rebelion-hands-shown = Manos a la vista — { $player1 }: { $cards1 } · { $player2 }: { $cards2 }
rebelion-camp-seen = { $player } mira el campamento enemigo { $slot }.
rebelion-camps-rebuilt = { $player } se lleva sus campamentos a la mano y monta { $count } campamentos nuevos.
# $card1 y $card2 son las cartas secretas de los jugadores 1 y 2 (— si no tenía cartas).
rebelion-judgment-revealed = El Juicio: { $card1 } · { $card2 }
rebelion-camp-lost = { $player } pierde el campamento { $slot } ({ $card }).
rebelion-camp-arcana = { $player } asalta el campamento { $slot }: { $card } no tiene efecto y va a los descartes.
# $level es el nivel del ejército tras el daño.
rebelion-spell = El Mago golpea al { $card } con 10 de daño (nivel { $level }).
rebelion-harmed = { $player } golpea al { $card } con { $cards } (nivel { $level }).
# $damage es el daño que recibe cada ejército; $attacker-level y $blocker-level sus niveles.
rebelion-justice = La Justicia: cada ejército recibe { $damage } de daño (atacante a { $attacker-level }, bloqueador a { $blocker-level }).
rebelion-step-answer = contrarrestar el Arcano o dejarlo pasar
rebelion-step-judgment = elegir una carta para El Juicio
rebelion-step-lose = elegir el campamento que pierdes
rebelion-illegal-no-tarot = los Arcanos Mayores solo se juegan en la variante Tarot
rebelion-illegal-sun-ban = El Sol: este turno no puedes jugar Arcanos Mayores
rebelion-illegal-moon-ban = La Luna: este turno no puedes atacar
rebelion-illegal-only-as-answer = El Hierofante solo se juega para contrarrestar un Arcano del rival
rebelion-illegal-only-in-combat = La Justicia se juega en un combate, al decidir tus curas
rebelion-illegal-bad-target = { $card } no se puede jugar sobre ese objetivo
rebelion-illegal-no-strength = el daño extra necesita tu La Fuerza este turno
rebelion-illegal-harm-after-healing = el daño de La Fuerza va antes de tus curas
rebelion-illegal-not-a-suit-card = { $card } no es una carta de palo
rebelion-illegal-justice-too-late = La Justicia va una vez por combate, antes de tus curas
rebelion-illegal-already-arcana = ya has jugado un Arcano Mayor este turno
# Las reglas de la variante Tarot (`/rebelion reglas`, tras las reglas principales).
rebelion-rules-tarot = **Variante Tarot** (`tarot: true`) — 106 cartas: palos del 1 al 10, Sota 11 (Héroe), Caballo 12 (Caballería), Reina 13 y Rey 14 (Líderes), y los 22 Arcanos Mayores. Un Arcano por jugador y turno, en tu fase principal (La Justicia al decidir tus curas en un combate). Tras cada Arcano tu rival puede contrarrestarlo con El Hierofante o dejarlo pasar (se le pregunta siempre, así no revela nada). Un campamento de Arcano asaltado no tiene efecto y va a los descartes; vaciado, va a tu mano. Los Arcanos valen 0 al comparar cartas y nunca curan, dañan ni se compran.
    El Loco: una tropa enemiga de tu mano como ejército tuyo · El Mago: 10 de daño a un ejército enemigo y sale de la partida · La Suma Sacerdotisa / La Emperatriz / El Emperador: la Copa / el Oro / tu tropa más alta de los descartes a tu mano · El Hierofante: contrarresta · Los Amantes: cualquier carta de palo cura este turno · El Carro: un ejército es Caballería este turno · La Fuerza: cartas de palo suman daño tras los combates este turno · El Ermitaño: tu tropa más baja de los descartes entra en juego · La Rueda: los dos Oros más altos de los descartes a tu mano y se descarta una carta al azar de tu mano · La Justicia: cada ejército recibe la mitad de la suma de ambos niveles · El Ahorcado: el rival descarta su ejército más bajo · La Muerte: cada jugador descarta sus ejércitos salvo el más bajo · La Templanza: roba hasta 7 · El Diablo: manos a la vista, quien tenga más Arcanos pierde un campamento · La Torre: mira un campamento enemigo · La Estrella: un Arcano al azar de los descartes a tu mano · La Luna: el rival no ataca en su siguiente turno · El Sol: el rival no juega Arcanos en su siguiente turno · El Juicio: ambos eligen una carta en secreto, la más baja pierde un campamento · El Mundo: tus campamentos a tu mano y seis cartas al azar de tu mano son tus campamentos.
    Nuestras decisiones: eliges qué campamento pierdes; los ejércitos de El Loco y El Ermitaño son extra a tu ejército del turno y pueden atacar enseguida; los efectos «hasta el fin del turno» acaban al pasar el turno.
rebelion-tarot-has-its-deck = La variante Tarot usa su propia baraja de 106 cartas: no elijas la opción de baraja.

## Pictures
# $turn is the turn number; $count a number of cards.
rebelion-picture-title = La rebelión de los campesinos — turno { $turn }
rebelion-picture-camps = campamentos
rebelion-picture-deck = mazo
rebelion-picture-discard = Descartes ({ $count })
rebelion-picture-hand-title = Tu mano
rebelion-picture-my-camps = Tus campamentos
rebelion-combat-under-way = Combate
rebelion-combat-army = { $player }: { $army } — daño { $damage }, curado { $healed } → nivel { $level }
rebelion-combat-camp = { $player }: { $army } (un campamento revelado) — daño { $damage }, curado { $healed } → nivel { $level }
rebelion-combat-awaiting = Deciden si curan: { $players }
rebelion-combat-next = Aún por combatir: { $combats }
rebelion-picture-combat-level = nivel de { $player }

## /rebelion: sus comandos
cmd-rebelion-name = rebelion
cmd-rebelion-description = La rebelión de los campesinos: juego de cartas para dos con baraja española
cmd-rebelion-deck-name = baraja
cmd-rebelion-deck-description = Qué baraja (por defecto: 72 cartas)
cmd-rebelion-deck-choice-full = 72 cartas (1–9 y figuras)
cmd-rebelion-deck-choice-short = 60 cartas (1–7 y figuras)
cmd-rebelion-sides-name = bandos
cmd-rebelion-sides-description = Cómo se deciden los bandos (por defecto: elección secreta)
cmd-rebelion-sides-choice-pick = Elección secreta (el Bastos más alto dirige a los campesinos)
cmd-rebelion-sides-choice-peasants = Yo dirijo a los campesinos (Bastos)
cmd-rebelion-sides-choice-militia = Yo dirijo a la milicia (Espadas)
cmd-rebelion-tarot-name = tarot
cmd-rebelion-tarot-description = Jugar con la baraja de Tarot y sus 22 Arcanos Mayores (sus propias 106 cartas)
