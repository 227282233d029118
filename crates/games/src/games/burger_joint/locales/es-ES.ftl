# Burger Joint: el tablero, el panel privado, el compositor, el registro, los rechazos y las reglas.

## Colores y bandos
bj-colour-white = blanco
bj-colour-black = negro
bj-colour-yellow = amarillo
bj-colour-green = verde
bj-colour-brown = marrón
bj-colour-red = rojo
bj-side-burger = 🍔 Hamburguesas
bj-side-pizza = 🍕 Pizza
bj-options-side = Quien desafía juega con { $side }.

## El tablero
bj-title = Burger Joint — turno { $turn }
bj-restaurant = { $player } · puntos **{ $score }**
    Publicidad { $advert }
    Básicos { $basics }
    Especializados { $diners } · Bistrós { $bistros }
    Fichas { $tokens } · Producción { $capacity }
    Cubos ({ $count }): { $cubes }
bj-production = Producción
bj-general-area = Área general: { $cubes }
bj-own-area = Área de { $side }: { $cubes }
bj-bag = Bolsa
bj-bag-line = { $count } cubos en la bolsa
bj-decision-pick = { $player }: elige un cubo.
bj-decision-trade = Turno de { $player }: intercambia, usa bistrós, construye y termina el turno.
bj-decision-build = Turno de { $player }: construye más y termina el turno.
bj-decision-discard = { $player }: devuelve cubos a la bolsa hasta quedarte con siete.
bj-over = La partida ha terminado.

## El panel privado
bj-your-restaurant = Tu restaurante: { $side }
bj-you-pick = Te toca elegir: toma un cubo.
bj-you-trade = Tu turno: primero intercambia tres cubos por uno y usa tus bistrós; en cuanto construyas, solo queda construir. Termina el turno al acabar.
bj-you-build = Ya has construido: construye más o termina el turno.
bj-you-discard = Tienes más de siete cubos: elige los que devuelves a la bolsa.
bj-abilities-left = Bistrós que aún puedes usar este turno: { $bistros }
bj-group-pick = Elige un cubo
bj-group-ability = Bistrós
bj-group-build = Construir
bj-group-advert = Publicidad
bj-end = Terminar turno
bj-open-trade = Cambiar 3 por 1…
bj-open-exchange = Bistró { $bistro }: cubos por un color…
bj-open-bistro = Construir un bistró…
bj-redraw = Bistró B: devuelve cubos y saca otros tantos
bj-discard = Devuelve { $count } cubo(s) a la bolsa
bj-ability-e = Bistró E: saca un cubo
bj-ability-f = Bistró F: toma { $colour }
bj-build-basic = Restaurante básico
bj-build-diner = Especializado { $colour }
bj-advert-first = Publicidad: solo avanzar
bj-advert-first-steal = Publicidad y robar { $colour }
bj-advert-move = Publicidad: avanzar el marcador
bj-advert-steal = Publicidad: robar { $colour }

## El compositor
bj-compose-trade = Cambiar { $give } por { $take }
bj-compose-exchange = Bistró { $bistro }: devolver { $give }, tomar { $take }
bj-compose-bistro = Bistró { $bistro }, mejorando el especializado { $colour }
bj-compose-give = Dar tres de…
bj-compose-return = Devolver…
bj-compose-take = Tomar…
bj-compose-which-bistro = Qué bistró…
bj-compose-which-diner = Mejorando qué especializado…
bj-bistro-option = Bistró { $bistro } ({ $points } PV)
bj-compose-ready = Cambia las opciones de abajo, o confirma.
bj-compose-confirm = Confirmar

## El registro
bj-log-produced = Turno { $turn } de { $player }: se producen { $cubes }.
bj-log-picked = { $player } elige { $colour }.
bj-log-traded = { $player } cambia { $give } por { $take }.
bj-log-ability = { $player } usa el bistró { $bistro }: devuelve { $returned }, obtiene { $got }.
bj-log-ability-extra = { $player } usa el bistró { $bistro }: obtiene { $got }.
bj-log-basic = { $player } construye un restaurante básico ({ $paid }).
bj-log-diner = { $player } construye el especializado { $colour } ({ $paid }).
bj-log-bistro = { $player } construye el bistró { $bistro } sobre el especializado { $colour } ({ $paid }).
bj-log-advert = { $player } compra publicidad ({ $paid }):
bj-log-advert-moved = marcador a la casilla { $step }.
bj-log-advert-stole = roba { $colour }.
bj-log-scored = { $player } termina el turno con { $score } puntos.
bj-log-won = ¡{ $player } gana con { $score } puntos!
bj-log-discarded = { $player } devuelve { $cubes } a la bolsa.
bj-log-turn-limit = Límite de turnos alcanzado: { $scores }.

## Rechazos
bj-step-pick = elegir cubos
bj-step-trade = intercambios, bistrós y construcción
bj-step-build = construcción
bj-step-discard = devolver cubos
bj-illegal-wrong-step = Esa jugada no toca ahora: el paso es { $step }.
bj-illegal-not-pickable = No hay ningún cubo { $colour } que puedas elegir.
bj-illegal-opponents-area = Tu primera elección no puede salir del área del rival ({ $colour }).
bj-illegal-missing-cubes = No tienes { $cubes }.
bj-illegal-not-in-bag = No queda ningún cubo { $colour } en la bolsa.
bj-illegal-after-building = Los intercambios y los bistrós van antes de la primera construcción del turno.
bj-illegal-no-bistro = No tienes un bistró { $bistro } con habilidad.
bj-illegal-ability-used = Ya usaste el bistró { $bistro } este turno.
bj-illegal-wrong-return = El bistró { $bistro } devuelve { $count } cubo(s).
bj-illegal-empty-bag = La bolsa está vacía.
bj-illegal-no-token = No te quedan fichas de desarrollo.
bj-illegal-basics-full = Todas las casillas de restaurante básico están ocupadas.
bj-illegal-no-basic = Un especializado mejora un restaurante básico, y no tienes ninguno.
bj-illegal-diner-owned = Ya tienes el especializado { $colour }.
bj-illegal-no-diner = No tienes un especializado { $colour } que mejorar.
bj-illegal-bistro-built = Ya construiste el bistró { $bistro }.
bj-illegal-track-end = Tu marcador de publicidad está al final de su columna.
bj-illegal-advert-first = Es tu primera publicidad del turno: avanza el marcador y puede robar.
bj-illegal-advert-later = Tras la primera publicidad del turno, cada una roba o avanza el marcador, no ambas.
bj-illegal-nothing-to-steal = El rival no tiene ningún cubo { $colour } que robar.
bj-illegal-discard-count = Devuelve exactamente { $count } cubo(s).

## Las reglas en resumen
bj-rules = **Burger Joint** — 2 jugadores; gana quien llega a **12 puntos** en su propio turno. Los 60 cubos de seis colores empiezan en la bolsa.
    • **Producción**: el jugador activo saca un cubo por cada especializado y bistró de cada jugador (máximo 4 cada uno). Los colores de los que solo un jugador tiene especializado van a su área; los demás, al área general. Primeras elecciones: el activo y luego el otro, del área general o de la suya; después, todo lo que queda por turnos, empezando el activo, hasta completar la producción de cada uno.
    • **Tu turno**: cambia 3 cubos de un color por 1 del color que quieras y usa la habilidad de cada bistró una vez (B: devuelve cubos y saca otros tantos; C: 2 cubos por un color; D: 1 cubo por un color; E: saca uno más; F: toma un color), todo antes de tu primera construcción. Luego construye en cualquier orden: restaurante básico · especializado de un color nuevo (mejora un básico) · bistró A–F (mejora un especializado; valen 3, 2, 2, 1, 1, 0) · publicidad (la primera del turno roba un cubo y avanza el marcador; las siguientes, una de las dos cosas). Los costes están en el tablero: Hamburguesas paga negro, amarillo y blanco/marrón/rojo; Pizza, verde, rojo y marrón/blanco/amarillo.
    • **Puntos**: publicidad 0–3, básicos (3–4: 1, 5: 2, 6: 3), 1 por especializado, bistrós; se anotan al terminar tu turno. Después ambos devuelven cubos hasta quedarse con 7, primero el activo.
    Nuestras decisiones: los intercambios y los bistrós C y D pueden pedir cualquier color de la bolsa, incluso uno que devuelven; tras 200 turnos gana la puntuación más alta.

## Pictures
# $number is a seat number; $count a number of cubes.
bj-picture-burger = Hamburguesas
bj-picture-pizza = Pizzería
bj-picture-score = puntos
bj-picture-advertising = publicidad
bj-picture-basics = básicos
bj-picture-tokens = fichas
bj-picture-production = producción
bj-picture-diners = Especializados
bj-picture-bistros = Bistrós
bj-picture-cubes = Cubos ({ $count })
bj-picture-general-area = Zona general
bj-picture-own-area = Zona de { $player }
bj-picture-bag = cubos en la bolsa
bj-picture-mine = Tu restaurante

## /burger-joint: sus comandos
cmd-burger-joint-name = burger-joint
cmd-burger-joint-description = Burger Joint: carrera de restaurantes con cubos para dos
cmd-burger-joint-side-name = restaurante
cmd-burger-joint-side-description = Tu restaurante (por defecto: al azar; empiezan las hamburguesas)
cmd-burger-joint-side-choice-burger = Hamburguesas (empieza)
cmd-burger-joint-side-choice-pizza = Pizza
