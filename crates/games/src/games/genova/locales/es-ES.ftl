# Los Mercaderes de Génova: el tablero, la mano, lo que ha pasado, los rechazos y las reglas.
# $player, $active, $to y $winners son nombres (menciones); $seat es el nombre corto de un
# puesto (genova-seat: una etiqueta no puede mostrar una mención). $space es una casilla en
# palabras (genova-space-*), $building el nombre de un edificio, $card una carta con lo que dice
# (genova-card-*), $good, $tile y $kind nombres de productos, tarjetas y clases. $gives es un
# lado de un trato en palabras; $back está vacío o es una cláusula (genova-wanting,
# genova-getting) con lo que da a cambio el jugador activo.

## Nombres
genova-seat = J{ $number }
# Los edificios conservan los nombres ingleses del tablero; las reglas dan su traducción.
genova-building-gh = Guild Hall
genova-building-ch = City Hall
genova-building-po = Post Office
genova-building-ca = Cathedral
genova-building-pa = Palace
genova-building-pk = Park
genova-building-co = Coach House
genova-building-ha = Harbor
genova-building-ta = Tavern
genova-building-re = Restaurant
genova-building-gr = Grains
genova-building-me = Metals
genova-building-fa = Fabrics
genova-building-sp = Spices
genova-building-vc = Villa Collini
genova-building-vm = Villa Monetti
genova-building-vr = Villa Ricci
genova-building-vz = Villa Zasteri
# $code son las dos letras del edificio en el tablero, $cell una casilla de calle `fila,columna`.
genova-space-building = { $name } ({ $code })
genova-space-market = el mercado (MK)
genova-space-street = la calle { $cell }
genova-good-wheat = trigo
genova-good-rice = arroz
genova-good-silver = plata
genova-good-copper = cobre
genova-good-silk = seda
genova-good-linen = lino
genova-good-salt = sal
genova-good-pepper = pimienta
genova-tile-start = tarjeta de casilla inicial
genova-tile-ware = tarjeta de producto
genova-tile-further = tarjeta de acción extra
genova-tile-building = tarjeta de acción de edificio
genova-tile-trade = tarjeta de intercambio 1:1
genova-deck-large = pedido grande
genova-deck-small = pedido pequeño
genova-deck-message = mensaje
genova-deck-privilege = privilegio
genova-marker = ficha de propiedad
# $id es el código de la carta (L-VC1, S-GH1, M-GH-CH, P-VC).
genova-card-large = { $id } pedido grande: { $villa } pide { $goods }
genova-card-small = { $id } pedido pequeño: { $good } a { $building }
genova-card-message = { $id } mensaje: { $from } ↔ { $to }
genova-card-privilege = { $id } privilegio: { $building }
genova-times = { $count }× { $name }
genova-counted = { $name } { $count }
genova-ducats = { $amount } ducados
genova-promised = { $kind } de la acción
genova-nothing = nada
genova-wanting = , y pide a cambio { $terms }
genova-getting = , y recibe a cambio { $terms }

## El tablero
genova-title = Los Mercaderes de Génova — ronda { $round } (indicador de ronda { $marker }/{ $rounds })
genova-status-start = Jugador activo: { $active }. Tira los dados (o juega una tarjeta de casilla inicial) para colocar la torre.
genova-status-tower = Jugador activo: { $active }. La torre está en { $space }; { $moves ->
        [one] le queda un movimiento
       *[other] le quedan { $moves } movimientos
    }.
genova-status-open = { $player } tiene la acción de { $building } y debe realizarla: la torre espera.
genova-status-open-acted = { $player } realizó la acción de { $building }: ahora pedidos pequeños y tarjetas, luego cierra la acción.
genova-status-markers = La torre de { $active } se ha detenido: { $player } coloca fichas de propiedad o pasa.
genova-status-over = La partida ha terminado: se han pagado privilegios y edificios.
genova-legend = `[GH]` torre · `gh` `oo` disco dejado este turno · `··` calle · `MK` mercado
genova-owners = Fichas de propiedad: { $list }
genova-owners-none = Fichas de propiedad: ninguna en el tablero todavía.
genova-done = Acciones hechas este turno: { $list }
genova-offers = Ofertas al jugador activo
genova-asks = Propuestas del jugador activo
genova-offer-line = { $seat } { $player } → { $space }: { $gives }{ $back }
genova-ask-line = { $active } propone a { $seat } { $player } → { $space }: { $gives }{ $back }
genova-player = { $seat }
genova-player-first = { $seat } · jugador inicial
# $goods, $cards y $tiles son listas (una raya si están vacías); $markers cuenta las fichas sin
# colocar, $owned los edificios con una ficha del jugador, listados en $buildings.
genova-player-holdings = { $player }
    Productos: { $goods }
    Cartas: { $cards }
    Tarjetas: { $tiles }
    Fichas: { $markers } por colocar{ $owned ->
        [0] {""}
       *[other] { " · propietario de " }{ $buildings }
    }
genova-supply = Suministro
genova-deck-pile = { $deck } { $down } (+{ $up } usadas)
genova-supply-lines = Productos: { $goods }
    Tarjetas: { $tiles }
    Mazos: { $decks }

## La mano
genova-your-hand = Tu mano — { $seat }
genova-purse = 💰 Tu bolsa (solo la ves tú): { $ducats } ducados
genova-your-cards = Tus cartas
genova-no-cards = ninguna
genova-group-action = Acción
genova-group-turn = Turno
genova-group-tower = Mover la torre
genova-group-accept = Aceptar una oferta
genova-group-markers = Fichas de propiedad
genova-group-offer = Hacer una oferta
genova-group-withdraw = Retirar una oferta
genova-group-accept-ask = Responder a lo que propone el jugador activo
genova-group-ask = Pedir condiciones a un jugador
genova-group-small = Entregar un pedido pequeño
genova-group-building = Tarjeta de acción de edificio
genova-group-ware = Tarjeta de producto
genova-group-trade = Tarjeta de intercambio 1:1
genova-group-start = Tarjeta de casilla inicial en vez de los dados
genova-do-roll = 🎲 Tirar los dados
genova-do-start = Casilla inicial: la torre en { $space }
genova-do-move = Mover a { $space }
genova-do-act = Realizar la acción de { $building }
genova-do-privilege = Tomar un privilegio en { $building }
genova-do-deliver = Entregar { $card } y tomar una { $tile }
genova-do-deliver-no-tile = Entregar { $card } (no quedan tarjetas)
genova-do-accept = Aceptar a { $player }: { $space } por { $gives }{ $back }
genova-do-accept-ask = Aceptar lo que propone { $player }: { $space } por { $gives }{ $back }
genova-do-ask = Proponer a { $player }: { $space } por { $gives }{ $back }
genova-do-end = Terminar el turno
genova-do-offer = Ofrecer { $gives } por { $space }{ $back }
genova-do-withdraw = Retirar la oferta por { $space }
genova-do-decline = Rechazar: nada que ofrecer por { $space } en esos términos
genova-do-small = Entregar { $card }
genova-do-ware = Tomar { $good }
genova-do-trade = Dar { $give }, tomar { $take }
genova-do-use-building = Acción de { $building }
genova-do-use-building-villa = { $building }: { $choice }
genova-do-close = Cerrar la acción
genova-do-place = Fichas desde { $space } en { $buildings }{ $removing }
genova-do-pass = No colocar fichas
genova-removed-one = la de { $player } en { $building }
genova-removing = , quitando { $list }

## Lo que ha pasado
genova-ev-turn = Ronda { $round }: turno de { $player }.
genova-ev-round-marker = El indicador de ronda avanza al espacio { $space }.
genova-ev-rolled = Los dados sacan { $red } y { $blue }: la torre empieza en { $space }.
genova-ev-start-tile = Una tarjeta de casilla inicial pone la torre en { $space }.
genova-ev-moved = La torre se mueve a { $space }.
genova-ev-offered = { $player } ofrece { $gives } por { $space }{ $back }.
genova-ev-asked = El jugador activo propone a { $player }: { $gives } por { $space }{ $back }.
genova-ev-dealt-action = Trato: { $player } compra la acción de { $space } por { $gives }{ $back }.
genova-ev-dealt-street = Trato: { $player } paga { $gives } por llevar la torre a { $space }{ $back }.
genova-ev-withdrawn = { $player } retira la oferta por { $space }.
genova-ev-declined = { $player } no tiene nada que ofrecer por { $space } en los términos del jugador activo.
genova-ev-lapsed = La oferta de { $player } por { $space } decae.
genova-ev-acted = { $player } realiza la acción de { $building } y recibe { $gains }.
genova-ev-acted-tile = { $player } usa una tarjeta de acción de edificio en { $building } y recibe { $gains }.
genova-gained-nothing = nada (el suministro está agotado)
genova-ev-further-spent = { $player } gasta una tarjeta de acción extra.
genova-ev-promise-kept = { $player } entrega { $kind } a { $to }, como prometió.
genova-ev-large = { $player } entrega { $card } (+{ $pay } ducados) y toma una { $tile }.
genova-ev-large-no-tile = { $player } entrega { $card } (+{ $pay } ducados); no quedan tarjetas.
genova-ev-small = { $player } entrega { $card } (+{ $pay } ducados).
genova-ev-message = { $player } entrega { $card } (+{ $pay } ducados).
genova-ev-income = { $player } cobra { $pay } ducados como propietario de { $building }.
genova-ev-ware = { $player } usa una tarjeta de producto y toma { $good }.
genova-ev-traded = { $player } cambia { $give } por { $take }.
genova-ev-closed = { $player } cierra la acción.
genova-ev-ended = { $player } termina el turno.
genova-ev-placed = { $player } coloca fichas desde { $space } en { $buildings }{ $removing }.
genova-ev-passed = { $player } no coloca fichas.
genova-final-score = { $player } { $ducats }
genova-ev-finished = Recuento final, ducados con privilegios y edificios: { $scores }. { $count ->
        [one] Gana
       *[other] Ganan
    }: { $winners }.

## Opciones
genova-option-no-equal-offers = ninguna oferta igual a otra ya hecha
genova-option-rounds = el indicador de ronda acaba en el espacio { $rounds }
genova-option-max-offers = como mucho { $offers } ofertas por jugador y casilla cada turno

## Rechazos
genova-illegal-not-active = solo el jugador activo puede hacer eso
genova-illegal-active-offers = el jugador activo negocia, no hace ofertas
genova-illegal-not-now = eso no toca en este momento del turno
genova-illegal-no-tile = no tienes ninguna { $tile }
genova-illegal-not-adjacent = la torre no puede pasar a { $space } desde donde está
genova-illegal-disc = { $space } ya tiene un disco este turno
genova-illegal-no-moves-left = a la torre no le quedan movimientos
genova-illegal-action-owed = hay una oferta por { $building }: realiza allí la acción o acepta una de sus ofertas antes
genova-illegal-action-open = hay una acción abierta: la torre espera a que se cierre
genova-illegal-no-building = { $space } no tiene acción
genova-illegal-done = la acción de { $building } ya se hizo este turno
genova-illegal-no-action-left = no te quedan acciones este turno
genova-illegal-villa-choice = en una villa, toma un privilegio o entrega un pedido grande para ella; en otro sitio, solo la acción
genova-illegal-not-your-order = { $card }: no es un pedido grande para esta villa en tu mano
genova-illegal-missing-goods = te faltan los productos de { $card }
genova-illegal-large-done = ya entregaste un pedido grande en { $building } este turno
genova-illegal-reward-out-of-stock = no queda ninguna { $tile } en el suministro
genova-illegal-reward-missing = quedan tarjetas en el suministro: elige la que tomas
genova-illegal-no-such-offer = { $player } no tiene ninguna oferta por { $space }
genova-illegal-no-such-ask = no te han propuesto nada por { $space }
genova-illegal-not-acceptable = la torre no puede ir a { $space } ahora
genova-illegal-maker-cannot-pay = la oferta no se puede pagar ahora
genova-illegal-cannot-pay = no puedes pagar esas condiciones
genova-illegal-money-only = con dos jugadores una oferta debe incluir algo que no sea dinero
genova-illegal-not-multiple-of-five = los ducados van de 5 en 5
genova-illegal-bad-promise = la acción de { $space } no da { $kind }
genova-illegal-equal-offer = ya hay una oferta igual por { $space }
genova-illegal-already-offered = ya ofreces exactamente eso por { $space }: cambia las condiciones o espera al jugador activo
genova-illegal-already-asked = ya pediste exactamente eso por { $space }: cambia las condiciones o espera la respuesta
genova-illegal-too-many-offers = ya hiciste todas las ofertas permitidas por { $space } este turno
genova-illegal-bad-seat = no hay ningún { $player } a quien proponer
genova-illegal-no-open-action = no tienes ninguna acción abierta
genova-illegal-act-first = primero realiza la acción
genova-illegal-out-of-stock = no queda { $kind } en el suministro
genova-illegal-not-held = no tienes { $item }
genova-illegal-small-not-here = { $card } no se puede entregar aquí ahora
genova-illegal-small-done = ya se entregó un pedido pequeño en { $building } este turno
genova-illegal-not-owner = no tienes ninguna ficha de propiedad en { $building }
genova-illegal-not-your-markers = no te toca colocar fichas de propiedad
genova-illegal-not-a-visited-street = { $space } no es una calle recorrida que aún tenga su disco
genova-illegal-not-next-to = { $building } no está junto a esa calle
genova-illegal-already-owner = ya tienes una ficha de propiedad en { $building }
genova-illegal-nothing-to-remove = { $player } no tiene ninguna ficha en { $building } que quitar
genova-illegal-not-enough-markers = no tienes tantas fichas de propiedad
genova-illegal-nothing-placed = nombra al menos un edificio donde poner una ficha

# Las reglas en resumen, con nuestras decisiones (`/genova rules`). Como mucho 2000 caracteres.
genova-rules = **Los Mercaderes de Génova** — de 2 a 5 mercaderes; 130 ducados cada uno (secretos hasta el final) y una carta de cada mazo.
    • **Turno**: el jugador activo tira los dados (rojo = fila, azul = columna; empezar en el mercado avanza el indicador de ronda) o juega una tarjeta de casilla inicial, y mueve la torre hasta 4 veces a casillas vecinas sin disco. Cada edificio, una acción por turno; cada jugador, una acción (con 2, el activo gana otra cuando el otro actúa; las tarjetas de acción extra dan más).
    • **Tratos**: los demás ofrecen ducados, productos, cartas, tarjetas, fichas o lo que dará la acción, por el edificio actual o una casilla vecina; el activo acepta la que quiera, pide condiciones o actúa él. Con oferta por el edificio actual, hay que actuar o aceptarla antes de seguir. Con 2 jugadores, una oferta lleva algo que no sea dinero.
    • **Acciones**: GH (gremio) pedido grande · CH (consistorio) 2 pedidos pequeños · PO (correos) 2 mensajes · CA (catedral) 2 fichas · PA PK CO HA TA RE su tarjeta · GR ME FA SP sus dos productos · villas VC VM VR VZ un privilegio o entregar un pedido grande (+100 y una tarjeta). Con tu acción abierta: un pedido pequeño de ese edificio (+40), tarjetas de producto, intercambio y edificio; luego ciérrala. Un mensaje paga 30 cuando la torre ha visitado sus dos edificios. Los propietarios cobran 10 cuando otro hace la acción de su edificio.
    • **Fichas de propiedad**: tras el turno, cada uno puede elegir una calle recorrida con disco y poner una ficha en cada edificio junto a ella (quitar la de otro cuesta una más).
    • **Final**: la ronda en que el indicador llega a 12/10/8/7 (2/3/4/5 jugadores) es la última. Privilegios vecinos: 10, 30, 60…; 10 por edificio propio. Gana quien tenga más ducados; empate: más bienes.
    Decisiones nuestras: jugador inicial al azar; el pedido pequeño se entrega tras la acción; en una villa no se promete nada; la mano lista ofertas simples (nada, 10 ducados o una promesa; con 2, un bien).

## El compositor de ofertas (un mensaje privado: nada se paga hasta que se acepta un trato)
genova-composer-offer = Tu oferta por { $space }
genova-composer-ask = Pedir condiciones a { $seat } { $player } por { $space }
genova-composer-you-give = Das: { $terms }
genova-composer-you-want = Pides a cambio: { $terms }
genova-composer-they-give = Te da: { $terms }
genova-composer-you-give-back = Das a cambio: { $terms }
genova-composer-add-you-give = Añadir a lo que das…
genova-composer-add-you-want = Añadir a lo que pides…
genova-composer-add-they-give = Pedirle que dé…
genova-composer-add-you-give-back = Añadir a lo que das a cambio…
genova-composer-remove = Quitar algo…
genova-composer-remove-give = Quitar de lo que se da: { $item }
genova-composer-remove-want = Quitar de lo que se pide: { $item }
genova-composer-held = { $item } (tienes: { $count })
genova-composer-ready = Lista para enviar. Nada se paga hasta que se acepta el trato.
genova-composer-not-yet = Aún no se puede enviar: { $why }
genova-composer-ducats = Ducados…
genova-composer-ducats-give = Ducados que se dan (múltiplo de 5)
genova-composer-ducats-back = Ducados devueltos (múltiplo de 5)
genova-composer-send-offer = Enviar la oferta
genova-composer-send-ask = Enviar la petición
genova-compose-offers = Hacer o cambiar una oferta…
genova-compose-offer = Oferta por { $space }…
genova-compose-change = Cambiar mi oferta por { $space }…
genova-compose-asks = Pedir condiciones a un jugador…
genova-compose-ask = Preguntar a { $seat } por { $space }…

## Pictures
# $seat is a seat (genova-seat).
genova-picture-markers = marcadores por colocar
genova-picture-moves = movimientos de la torre
genova-picture-ducats = ducados
genova-picture-hand-title = Tu mano ({ $seat })

## /genova: sus comandos
cmd-genova-name = genova
cmd-genova-description = Los Mercaderes de Génova: comercio y negociación para 2 a 5 jugadores
cmd-genova-challenge-description = Desafía a alguien a una partida a dos de Los Mercaderes de Génova
cmd-genova-no-equal-offers-name = sin-ofertas-iguales
cmd-genova-no-equal-offers-description = Rechaza una oferta igual a otra ya hecha por esa casilla
cmd-genova-rounds-name = rondas
cmd-genova-rounds-description = Partida más corta: último espacio del indicador de ronda (1–12; por defecto 12)
cmd-genova-max-offers-name = max-ofertas
cmd-genova-max-offers-description = Ofertas que cada jugador puede hacer por casilla y turno (por defecto, sin límite)
cmd-genova-new-rounds-description = Partida más corta: último espacio del indicador (1–12; como mucho 12/10/8/7 según jugadores)
