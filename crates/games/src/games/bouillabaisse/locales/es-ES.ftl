# Bouillabaisse: el tablero, la mano y lo que ha pasado. $seat, $dealer y $player son nombres
# (menciones); $card es el símbolo de una carta, $cards una lista.
bouillabaisse-figure-jack = jota
bouillabaisse-figure-queen = dama
bouillabaisse-figure-king = rey
bouillabaisse-per-trick = { $points } por baza
bouillabaisse-per-suit-card = { $points } por cada { $suit }
bouillabaisse-per-figure = { $points } por cada { $figure }
bouillabaisse-for-card = { $points } por el { $card }
bouillabaisse-all-negative = { $rule } — ¡todo en negativo!
bouillabaisse-no-card-yet = (ninguna carta aún)
bouillabaisse-standing = { $player } — total { $total } · bazas { $tricks }
bouillabaisse-turn = Turno de { $player }. Reparte: { $dealer }.
bouillabaisse-over = La partida ha terminado.
bouillabaisse-round = Ronda { $round }/6
bouillabaisse-trick = Baza
bouillabaisse-players = Jugadores
bouillabaisse-round-points = Puntos de la ronda { $round }
bouillabaisse-play-a-card = Juega una carta
bouillabaisse-your-hand = Tu mano ({ $count })
bouillabaisse-hand = Mano
bouillabaisse-played = { $seat } juega { $card }.
bouillabaisse-took-trick = { $seat } se lleva la baza ({ $cards }).
bouillabaisse-round-scored = Puntos de la ronda { $round }: { $scores }.
bouillabaisse-round-began = Ronda { $round }/6 — reparte { $dealer }.
bouillabaisse-match-ended = Totales finales (gana el más bajo): { $totals }.
bouillabaisse-option-todo-o-nada = todo o nada
bouillabaisse-option-decks = { $decks } baraja(s)
bouillabaisse-illegal-not-in-hand = { $card } no está en tu mano
bouillabaisse-illegal-must-follow = debes seguir el palo ({ $suit })

# The rules in short, with our decisions (`/bouillabaisse rules`).
bouillabaisse-rules = **Bouillabaisse** — de 2 a 12 jugadores, una baraja de 52 cartas (dos desde 7 jugadores), quitando las cartas más bajas para que todos tengan las mismas. Bazas: hay que seguir el palo si se puede; la carta más alta del palo de salida gana la baza (el as es la más alta, sin triunfo; de dos cartas iguales, la primera jugada); quien gana sale. El repartidor cambia cada ronda hacia la izquierda; sale el jugador a su izquierda.
    Seis rondas, cada una con su puntuación — el objetivo es tener **menos** puntos:
    1. 5 por baza · 2. 10 por carta de un palo · 3. 50 por carta de una figura (J, Q o K) · 4. 200 por una carta · 5. todo lo anterior · 6. todo lo anterior, en negativo.
    El palo, la figura y la carta se sortean al empezar. Gana el total más bajo; los empates comparten puesto.
    Opción *todo o nada*: quien se lleve todas las bazas, o todas las cartas del palo o de la figura en una ronda, recibe esos puntos con el signo contrario (nunca con la carta de 200).
bouillabaisse-picture-cards = cartas
bouillabaisse-picture-tricks = bazas
bouillabaisse-picture-total = total
bouillabaisse-picture-hand-title = Tu mano

## /bouillabaisse: sus comandos
cmd-bouillabaisse-name = bouillabaisse
cmd-bouillabaisse-description = Bouillabaisse: juego de bazas para 2 a 12 jugadores
cmd-bouillabaisse-todo-o-nada-name = todo-o-nada
cmd-bouillabaisse-todo-o-nada-description = Todo o nada: quien se lleva todas las cartas que puntúan cambia el signo
cmd-bouillabaisse-decks-name = barajas
cmd-bouillabaisse-decks-description = Una o dos barajas (por defecto: una hasta 6 jugadores)
cmd-bouillabaisse-decks-choice-one = Una baraja
cmd-bouillabaisse-decks-choice-two = Dos barajas
