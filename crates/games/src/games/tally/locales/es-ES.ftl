# Tally, el juego de prueba (registrado solo con `cfg(test)`).
tally-hand = Tu mano
tally-play = Juega una carta
tally-pile = Jugadas
tally-scores = Puntos
tally-card = { $card }
tally-to-act = Juega { $seat }
tally-played = { $seat } jugó { $card }.
tally-not-in-hand = No tienes esa carta.
tally-hidden = { $count } cartas en la mano
tally-rules = Tally: juega tus cartas una a una; gana quien sume más puntos.
tally-options-hand = { $count } cartas cada uno

cmd-tally-name = tally
cmd-tally-description = Tally: un juego de prueba de cartas ocultas para 2 a 4 jugadores
cmd-tally-hand-name = mano
cmd-tally-hand-description = Cartas que recibe cada jugador (1–5; por defecto 3)
