# Los comandos de barra tal como los muestra Discord (también para es-419). Nombres: como mucho
# 32 caracteres, en minúsculas y sin espacios; descripciones y opciones: como mucho 100.

## /burgueses
cmd-burgueses-name = burgueses
cmd-burgueses-description = Burgueses: un juego de cartas para dos mercaderes
cmd-burgueses-challenge-name = desafiar
cmd-burgueses-challenge-description = Desafía a alguien a una partida de Burgueses
cmd-burgueses-challenge-opponent-name = rival
cmd-burgueses-challenge-opponent-description = Contra quién quieres jugar
cmd-burgueses-challenge-level-name = nivel
cmd-burgueses-challenge-level-description = Lo bien que juega la máquina, si desafías al propio bot (por defecto: normal)
cmd-burgueses-challenge-level-choice-easy = Fácil (jugadas al azar)
cmd-burgueses-challenge-level-choice-normal = Normal (piensa ~0,3 s por jugada)
cmd-burgueses-challenge-level-choice-hard = Difícil (piensa ~1 s por jugada)
cmd-burgueses-rules-name = reglas
cmd-burgueses-rules-description = Las reglas de Burgueses en resumen

## /rebelion
cmd-rebelion-name = rebelion
cmd-rebelion-description = La rebelión de los campesinos: juego de cartas para dos con baraja española
cmd-rebelion-challenge-name = desafiar
cmd-rebelion-challenge-description = Desafía a alguien a una partida de La rebelión de los campesinos
cmd-rebelion-challenge-opponent-name = rival
cmd-rebelion-challenge-opponent-description = Contra quién quieres jugar
cmd-rebelion-challenge-deck-name = baraja
cmd-rebelion-challenge-deck-description = Qué baraja (por defecto: 72 cartas)
cmd-rebelion-challenge-deck-choice-full = 72 cartas (1–9 y figuras)
cmd-rebelion-challenge-deck-choice-short = 60 cartas (1–7 y figuras)
cmd-rebelion-challenge-sides-name = bandos
cmd-rebelion-challenge-sides-description = Cómo se deciden los bandos (por defecto: elección secreta)
cmd-rebelion-challenge-sides-choice-pick = Elección secreta (el Bastos más alto dirige a los campesinos)
cmd-rebelion-challenge-sides-choice-peasants = Yo dirijo a los campesinos (Bastos)
cmd-rebelion-challenge-sides-choice-militia = Yo dirijo a la milicia (Espadas)
cmd-rebelion-challenge-tarot-name = tarot
cmd-rebelion-challenge-tarot-description = Jugar con la baraja de Tarot y sus 22 Arcanos Mayores (sus propias 106 cartas)
cmd-rebelion-challenge-level-name = nivel
cmd-rebelion-challenge-level-description = Lo bien que juega la máquina, si desafías al propio bot (por defecto: normal)
cmd-rebelion-challenge-level-choice-easy = Fácil (jugadas al azar)
cmd-rebelion-challenge-level-choice-normal = Normal (piensa ~0,3 s por jugada)
cmd-rebelion-challenge-level-choice-hard = Difícil (piensa ~1 s por jugada)
cmd-rebelion-rules-name = reglas
cmd-rebelion-rules-description = Las reglas de La rebelión de los campesinos en resumen

## /bouillabaisse
cmd-bouillabaisse-name = bouillabaisse
cmd-bouillabaisse-description = Bouillabaisse: juego de bazas para 2 a 12 jugadores
cmd-bouillabaisse-new-name = nueva
cmd-bouillabaisse-new-description = Abre una mesa a la que se unen los demás; la empiezas con 2 a 12 jugadores
cmd-bouillabaisse-new-todo-o-nada-name = todo-o-nada
cmd-bouillabaisse-new-todo-o-nada-description = Todo o nada: quien se lleva todas las cartas que puntúan cambia el signo
cmd-bouillabaisse-new-decks-name = barajas
cmd-bouillabaisse-new-decks-description = Una o dos barajas (por defecto: una hasta 6 jugadores)
cmd-bouillabaisse-new-decks-choice-one = Una baraja
cmd-bouillabaisse-new-decks-choice-two = Dos barajas
cmd-bouillabaisse-rules-name = reglas
cmd-bouillabaisse-rules-description = Las reglas de Bouillabaisse en resumen

## /genova
cmd-genova-name = genova
cmd-genova-description = Los Mercaderes de Génova: comercio y negociación para 2 a 5 jugadores
cmd-genova-challenge-name = desafiar
cmd-genova-challenge-description = Desafía a alguien a una partida a dos de Los Mercaderes de Génova
cmd-genova-challenge-opponent-name = rival
cmd-genova-challenge-opponent-description = Contra quién quieres jugar
cmd-genova-challenge-no-equal-offers-name = sin-ofertas-iguales
cmd-genova-challenge-no-equal-offers-description = Rechaza una oferta igual a otra ya hecha por esa casilla
cmd-genova-challenge-rounds-name = rondas
cmd-genova-challenge-rounds-description = Partida más corta: último espacio del indicador de ronda (1–12; por defecto 12)
cmd-genova-challenge-max-offers-name = max-ofertas
cmd-genova-challenge-max-offers-description = Ofertas que cada jugador puede hacer por casilla y turno (por defecto, sin límite)
cmd-genova-challenge-level-name = nivel
cmd-genova-challenge-level-description = Lo bien que juega la máquina, si desafías al propio bot (por defecto: normal)
cmd-genova-challenge-level-choice-easy = Fácil (jugadas al azar)
cmd-genova-challenge-level-choice-normal = Normal (piensa ~0,3 s por jugada)
cmd-genova-challenge-level-choice-hard = Difícil (piensa ~1 s por jugada)
cmd-genova-new-name = nueva
cmd-genova-new-description = Abre una mesa a la que se unen los demás; la empiezas con 2 a 5 jugadores
cmd-genova-new-no-equal-offers-name = sin-ofertas-iguales
cmd-genova-new-no-equal-offers-description = Rechaza una oferta igual a otra ya hecha por esa casilla
cmd-genova-new-rounds-name = rondas
cmd-genova-new-rounds-description = Partida más corta: último espacio del indicador (1–12; como mucho 12/10/8/7 según jugadores)
cmd-genova-new-max-offers-name = max-ofertas
cmd-genova-new-max-offers-description = Ofertas que cada jugador puede hacer por casilla y turno (por defecto, sin límite)
cmd-genova-rules-name = reglas
cmd-genova-rules-description = Las reglas de Los Mercaderes de Génova en resumen

## /burger-joint
cmd-burger-joint-name = burger-joint
cmd-burger-joint-description = Burger Joint: carrera de restaurantes con cubos para dos
cmd-burger-joint-challenge-name = desafiar
cmd-burger-joint-challenge-description = Desafía a alguien a una partida de Burger Joint
cmd-burger-joint-challenge-opponent-name = rival
cmd-burger-joint-challenge-opponent-description = Contra quién quieres jugar
cmd-burger-joint-challenge-side-name = restaurante
cmd-burger-joint-challenge-side-description = Tu restaurante (por defecto: al azar; empiezan las hamburguesas)
cmd-burger-joint-challenge-side-choice-burger = Hamburguesas (empieza)
cmd-burger-joint-challenge-side-choice-pizza = Pizza
cmd-burger-joint-challenge-level-name = nivel
cmd-burger-joint-challenge-level-description = Lo bien que juega la máquina, si desafías al propio bot (por defecto: normal)
cmd-burger-joint-challenge-level-choice-easy = Fácil (jugadas al azar)
cmd-burger-joint-challenge-level-choice-normal = Normal (piensa ~0,3 s por jugada)
cmd-burger-joint-challenge-level-choice-hard = Difícil (piensa ~1 s por jugada)
cmd-burger-joint-rules-name = reglas
cmd-burger-joint-rules-description = Las reglas de Burger Joint en resumen

## /leaderboard (sus opciones de juego son los nombres de los juegos, del registro de juegos)
cmd-leaderboard-name = clasificacion
cmd-leaderboard-description = Puntuaciones, victorias, empates y derrotas de este servidor
cmd-leaderboard-game-name = juego
cmd-leaderboard-game-description = Solo este juego, por puntuación

## /stats, /history, /replay
cmd-stats-name = estadisticas
cmd-stats-description = Puntuaciones, balances, mejores victorias y rachas de un miembro en este servidor
cmd-stats-member-name = miembro
cmd-stats-member-description = De quién (por defecto: tú)
cmd-history-name = historial
cmd-history-description = Las partidas terminadas de un miembro en este servidor, las más recientes primero
cmd-history-member-name = miembro
cmd-history-member-description = De quién (por defecto: tú)
cmd-history-game-name = juego
cmd-history-game-description = Solo este juego
cmd-replay-name = repeticion
cmd-replay-description = El archivo de repetición de una partida terminada, y sus jugadas en palabras
cmd-replay-match-name = partida
cmd-replay-match-description = El número de la partida (en el pie de su tablero y en /historial)

## /taberna (gestores del servidor)
cmd-taberna-name = taberna
cmd-taberna-description = Ajustes del servidor y moderación de las partidas de taberna
cmd-taberna-settings-name = ajustes
cmd-taberna-settings-description = Temporizadores de turno e imágenes de este servidor (sin opciones, los muestra)
cmd-taberna-settings-turn_limit-name = tiempo_turno
cmd-taberna-settings-turn_limit-description = Tiempo para jugar antes de que se acabe: 24h, 2d, 30m… u off (por defecto 24h)
cmd-taberna-settings-reminder-name = recordatorio
cmd-taberna-settings-reminder-description = Cuándo avisar una vez con una mención: 10m, 1h… u off (por defecto 10m)
cmd-taberna-settings-timeout-name = al_acabar
cmd-taberna-settings-timeout-description = Qué pasa cuando se acaba el tiempo
cmd-taberna-settings-timeout-choice-claim = Dos jugadores: el rival puede reclamar la victoria; más: juego automático
cmd-taberna-settings-timeout-choice-auto = Siempre juego automático del asiento ausente
cmd-taberna-settings-pictures-name = imagenes
cmd-taberna-settings-pictures-description = Mostrar también tableros y manos como imágenes (por defecto sí); no: solo texto
cmd-taberna-end-name = terminar
cmd-taberna-end-description = Termina una partida atascada o cierra una mesa; no cambia el resultado de nadie
cmd-taberna-end-match-name = partida
cmd-taberna-end-match-description = El número de la partida (al pie del tablero)
cmd-taberna-end-lobby-name = mesa
cmd-taberna-end-lobby-description = El número de la mesa
