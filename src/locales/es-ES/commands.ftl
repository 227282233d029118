# Los comandos de barra tal como los muestra Discord (también para es-419). Nombres: como mucho
# 32 caracteres, en minúsculas y sin espacios; descripciones y opciones: como mucho 100.

## Los comandos de cada juego (`/<juego> desafiar | nueva | reglas`), hechos con el registro
## de juegos; las palabras propias de un juego están en las traducciones de su carpeta.
cmd-game-challenge-name = desafiar
cmd-game-challenge-description = Desafía a alguien a una partida de { $game }
cmd-game-challenge-opponent-name = rival
cmd-game-challenge-opponent-description = Contra quién quieres jugar
cmd-game-challenge-level-name = nivel
cmd-game-challenge-level-description = Lo bien que juega la máquina, si desafías al propio bot (por defecto: normal)
cmd-game-challenge-level-choice-easy = Fácil (jugadas al azar)
cmd-game-challenge-level-choice-normal = Normal (piensa ~0,3 s por jugada)
cmd-game-challenge-level-choice-hard = Difícil (piensa ~1 s por jugada)
cmd-game-new-name = nueva
cmd-game-new-description = Abre una mesa a la que se unen los demás; la empiezas con { $min } a { $max } jugadores
cmd-game-rules-name = reglas
cmd-game-rules-description = Las reglas de { $game } en resumen

## /leaderboard (sus opciones de juego son los nombres de los juegos, del registro de juegos)
cmd-leaderboard-name = clasificacion
cmd-leaderboard-description = Puntuaciones, victorias, empates y derrotas de este servidor
cmd-leaderboard-game-name = juego
cmd-leaderboard-game-description = Solo este juego, por puntuación
cmd-leaderboard-season-name = temporada
cmd-leaderboard-season-description = Una temporada pasada, por su número (por defecto, esta)

## /stats, /history, /replay
cmd-stats-name = estadisticas
cmd-stats-description = Puntuaciones, balances, mejores victorias y rachas de un miembro en este servidor
cmd-stats-member-name = miembro
cmd-stats-member-description = De quién (por defecto: tú)
cmd-stats-season-name = temporada
cmd-stats-season-description = Una temporada pasada, por su número (por defecto, esta)
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
cmd-taberna-settings-web-name = web
cmd-taberna-settings-web-description = Publicar las clasificaciones y páginas de jugadores del servidor en la web (por defecto no)
cmd-taberna-settings-match_pages-name = paginas_partidas
cmd-taberna-settings-match_pages-description = Una página web por partida, enlazada desde su tablero (por defecto sí); False: ninguna
cmd-taberna-settings-tournament_role-name = rol_torneos
cmd-taberna-settings-tournament_role-description = Un rol cuyos miembros también pueden organizar torneos (@everyone: ninguno)
cmd-taberna-end-name = terminar
cmd-taberna-end-description = Termina una partida atascada o cierra una mesa; no cambia el resultado de nadie
cmd-taberna-end-match-name = partida
cmd-taberna-end-match-description = El número de la partida (al pie del tablero)
cmd-taberna-end-lobby-name = mesa
cmd-taberna-end-lobby-description = El número de la mesa
cmd-taberna-season-name = temporada
cmd-taberna-season-description = Temporadas de las clasificaciones de este servidor
cmd-taberna-season-new-name = nueva
cmd-taberna-season-new-description = Cierra esta temporada (se guardan sus clasificaciones) y empieza otra con puntuaciones nuevas
cmd-taberna-season-new-name-name = nombre
cmd-taberna-season-new-name-description = El nombre de la nueva temporada (opcional)

## /torneo (nuevo, pausar, reanudar, terminar: gestores del servidor o el rol de torneos)
cmd-tournament-name = torneo
cmd-tournament-description = Los torneos de este servidor: abrir uno, verlos, retirarse
cmd-tournament-new-name = nuevo
cmd-tournament-new-description = Abre un torneo a inscripciones (gestores del servidor o el rol de torneos)
cmd-tournament-new-game-name = juego
cmd-tournament-new-game-description = El juego que se juega
cmd-tournament-new-format-name = formato
cmd-tournament-new-format-description = Cómo se emparejan los jugadores
cmd-tournament-new-format-choice-swiss = Suizo (por grupos de puntos, sin repetir parejas)
cmd-tournament-new-format-choice-roundrobin = Liga (todos contra todos)
cmd-tournament-new-format-choice-knockout = Eliminatoria (cabezas de serie por puntuación)
cmd-tournament-new-rounds-name = rondas
cmd-tournament-new-rounds-description = Solo suizo: rondas que jugar (por defecto, las que pida el número de jugadores)
cmd-tournament-new-round_time-name = tiempo_ronda
cmd-tournament-new-round_time-description = Lo más que puede durar una ronda: 2d, 12h… (por defecto, hasta que acaben sus partidas)
cmd-tournament-new-cap-name = plazas
cmd-tournament-new-cap-description = Jugadores como máximo (por defecto 16)
cmd-tournament-new-sign_up-name = inscripcion
cmd-tournament-new-sign_up-description = Cuánto duran abiertas las inscripciones antes de empezar: 1d, 3h… (por defecto 1d)
cmd-tournament-new-options-name = opciones
cmd-tournament-new-options-description = Las opciones del juego, como nombre=valor separadas por espacios
cmd-tournament-new-seats-name = asientos
cmd-tournament-new-seats-description = Suizo de un juego para más de dos: jugadores por mesa (por defecto 4, o su máximo)
cmd-tournament-show-name = ver
cmd-tournament-show-description = Los torneos de este servidor, o uno de ellos con su clasificación
cmd-tournament-show-id-name = id
cmd-tournament-show-id-description = El número del torneo
cmd-tournament-withdraw-name = retirarse
cmd-tournament-withdraw-description = Deja un torneo en el que juegas (abandonas tu partida en juego)
cmd-tournament-withdraw-id-name = id
cmd-tournament-withdraw-id-description = El número del torneo
cmd-tournament-pause-name = pausar
cmd-tournament-pause-description = Pausa un torneo: las partidas siguen, ninguna ronda se cierra ni empieza
cmd-tournament-pause-id-name = id
cmd-tournament-pause-id-description = El número del torneo
cmd-tournament-resume-name = reanudar
cmd-tournament-resume-description = Deja seguir un torneo pausado (el tiempo de su ronda vuelve a empezar)
cmd-tournament-resume-id-name = id
cmd-tournament-resume-id-description = El número del torneo
cmd-tournament-end-name = terminar
cmd-tournament-end-description = Termina un torneo donde está: su clasificación queda como final
cmd-tournament-end-id-name = id
cmd-tournament-end-id-description = El número del torneo
