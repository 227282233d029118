# Lo que dice el bot fuera de los paneles de juego. Variables: $user, $challenger, $challenged y
# $host son ids de Discord (se muestran como menciones); $time es una hora Unix (relativa).

## Desafíos
challenge-invite = <@{ $challenged }>, <@{ $challenger }> te desafía a una partida de **{ $game }**. El desafío caduca <t:{ $time }:R>.
challenge-accept = Aceptar
challenge-decline = Rechazar / retirar
challenge-declined = <@{ $challenged }> rechazó el desafío de <@{ $challenger }>.
challenge-withdrawn = <@{ $challenger }> retiró su desafío a <@{ $challenged }>.
challenge-expired = ⌛ Este desafío caducó sin respuesta. Empieza otro con el comando.
challenge-self = No puedes desafiarte a ti mismo. Elige a otra persona.
challenge-bot = Otros bots no pueden jugar. Desafía a una persona, o desafíame a mí para jugar contra la máquina.

## Mesas
lobby-message = **{ $game }** — mesa de <@{ $host }>. Jugadores ({ $count }/{ $max }): { $members }.{ $options }
    El anfitrión empieza con { $min }–{ $max } jugadores. La mesa se cierra <t:{ $time }:R>.
lobby-options = { " " }Opciones: { $options }.
lobby-join = Unirse
lobby-leave = Salir
lobby-start = Empezar (anfitrión)
lobby-cancel = Cancelar (anfitrión)
lobby-cancelled = El anfitrión canceló esta mesa.
lobby-expired = ⌛ Esta mesa se cerró: se acabó su tiempo para empezar. Abre otra con el comando.

## Tableros y manos
board-footer = Partida #{ $id } · 🔒 { $commitment } · jugada { $version }
board-last-actions = Últimas acciones
board-your-turn = te toca decidir.
board-out-of-time = ⌛ A { $player } se le acabó el tiempo.{ " " }
board-resigned = { $players } se ha rendido.{ " " }
board-draw = 🤝 ¡Empate!
board-nobody-wins = Nadie gana: todos pierden.
# $count es cuántos jugadores ganan.
board-wins = 🏆 { $players } { $count ->
        [one] gana.
       *[other] ganan.
    }
button-hand = Mi mano
button-resign = Rendirse
button-rematch = Revancha
button-web = Ver / repetición en la web
button-play-web = Jugar en la web
button-more-choices = Más opciones ({ $page }/{ $pages })
button-refresh = ↻ Actualizar
button-back-to-hand = ← Volver a mi mano
form-too-slow = El bot tardó demasiado en abrir el formulario: vuelve a pulsar el botón.
form-not-a-number = «{ $value }» no es un número entero: no ha cambiado nada. Vuelve a abrir el formulario y escribe uno, como 20 (0 si ninguno).
resign-confirm = ¿Seguro que quieres rendirte? La partida contará como derrota.
resign-yes = Sí, rendirme
resign-done = Te has rendido.
rematch-still-playing = Esta partida todavía se está jugando.

## Rechazos
refusal-unknown-match = No conozco esa partida. Empieza una nueva con un desafío.
refusal-over = Esta partida ha terminado; no se ha cambiado nada. Pulsa Revancha en su tablero o desafía a alguien a una nueva.
refusal-not-seated = No juegas en esta partida. ¡Desafía a alguien para jugar la tuya!
refusal-stale = Ese botón estaba desactualizado y no se ha jugado nada. Así está la partida ahora.
refusal-not-your-turn = Ahora no te toca decidir; espera tu turno.
refusal-notation = No he podido leer esa jugada; no se ha cambiado nada.
refusal-illegal = Esa jugada no está permitida: { $why }.
refusal-unknown-challenge = No conozco ese desafío; empieza uno nuevo con el comando `desafiar` del juego.
refusal-not-challenged = Solo <@{ $user }> puede responder a este desafío.
refusal-already-answered = Este desafío ya tiene respuesta; empieza otro con el comando `desafiar` del juego.
refusal-unknown-lobby = No conozco esa mesa; abre otra con el comando `nueva` del juego.
refusal-lobby-closed = Esta mesa ya está cerrada; abre otra con el comando `nueva` del juego.
refusal-host-only = Solo el anfitrión puede empezar o cancelar esta mesa, o sentar a jugadores de la máquina; pulsa Salir si ya no quieres jugar.
refusal-already-in-lobby = Ya estás en esta mesa.
refusal-lobby-full = Esta mesa está completa; abre otra con el comando `nueva` del juego.
refusal-host-cannot-leave = El anfitrión no puede salir; cancela la mesa.
refusal-not-in-lobby = No estás en esta mesa; pulsa Unirse para sentarte.
refusal-too-few-players = Una partida necesita al menos { $min } jugadores; espera a que se unan más y pulsa Empezar otra vez.
refusal-members-changed = Alguien acaba de entrar o salir; revisa los jugadores y pulsa Empezar otra vez.
refusal-too-many-invitations = Ya tienes todas las invitaciones abiertas que se permiten ({ $count }). Espera a que respondan a alguna o caduque, o retira una: Rechazar / retirar en tu desafío, Cancelar en tu mesa.
refusal-cooldown = Acabas de enviar una invitación; podrás enviar otra <t:{ $time }:R>.
refusal-too-many-computer-matches = Ya juegas { $count } partidas contra la máquina; termina o abandona una antes.
refusal-computer-matches-off = Las partidas contra la máquina están desactivadas en este bot; desafía a una persona.
refusal-no-computer-player = Esta mesa no tiene ningún jugador de la máquina que quitar.
refusal-unknown-tournament = No conozco ese torneo.
refusal-tournament-manager-only = Solo quien organiza el torneo o quien administra el servidor puede hacerlo.
refusal-sign-up-closed = Las inscripciones de este torneo están cerradas.
refusal-already-signed-up = Ya estás inscrito.
refusal-tournament-full = El torneo está completo.
refusal-not-signed-up = No estás en este torneo.
refusal-tournament-started = El torneo ya ha empezado o se ha cancelado.
refusal-tournament-not-running = El torneo no está en juego.
refusal-already-withdrawn = Ya te has retirado.
refusal-nothing-to-do = Ya está así.
refusal-table-size = Este juego se juega entre { $min } y { $max } jugadores por mesa: pon `asientos` en ese rango.
refusal-tables-only-swiss = Las mesas de más de dos jugadores son para torneos suizos; las ligas y eliminatorias se juegan uno contra uno.
refusal-unknown-season = Este servidor no ha tenido esa temporada: está en la temporada { $current }.
something-went-wrong = Algo ha fallado por mi parte; no se ha cambiado nada. Inténtalo de nuevo en un momento.
store-unavailable = Ahora mismo no puedo guardar jugadas; inténtalo de nuevo dentro de poco.
restarting = El bot se está reiniciando; no se ha cambiado nada. Inténtalo de nuevo en un momento.
unknown-button = No reconozco ese botón; no se ha cambiado nada.
unknown-command = Ya no tengo ese comando; puede que Discord aún esté actualizando la lista. Inténtalo más tarde.
not-in-guild = Las partidas se juegan en un canal de un servidor, no por mensaje directo.
bad-option = No he podido leer una de las opciones. Revísalas e inténtalo de nuevo.

## Clasificación
leaderboard-title = Clasificación — { $game }
leaderboard-title-all = Clasificación — todos los juegos
leaderboard-line = { $rank }. <@{ $user }> — { $wins } V · { $draws } E · { $losses } D · { $matches } { $matches ->
        [one] partida
       *[other] partidas
    }
leaderboard-none = Aún no tienes partidas terminadas aquí.
leaderboard-footer = V victorias · E empates · D derrotas

## Temporizadores de turno (issue 13)
board-waiting = ⏳ Esperando a
board-waiting-line = <@{ $user }> desde <t:{ $since }:R>
board-automatic-line = 🤖 A <@{ $user }> se le acabó el tiempo: su asiento juega solo. Pulsa **Mi mano** para recuperarlo.
board-ended = ⛔ Terminada por <@{ $user }>: no cuenta ningún resultado.
reminder-ping = ⏰ <@{ $user }>, **{ $game }** (partida #{ $id }) espera tu jugada desde <t:{ $since }:R>. { $link }
claim-offer = ⌛ <@{ $user }>: <@{ $absent }> no juega en **{ $game }** (partida #{ $id }) desde <t:{ $since }:R>. Puedes reclamar la victoria o seguir esperando. { $link }
button-claim-win = Reclamar la victoria
button-keep-waiting = Seguir esperando
claim-done = 🏆 <@{ $user }> reclamó la victoria: a <@{ $absent }> se le acabó el tiempo.
claim-kept = ⏳ <@{ $user }> sigue esperando a <@{ $absent }>; su tiempo vuelve a acabarse <t:{ $deadline }:R>.
claim-kept-no-limit = ⏳ <@{ $user }> sigue esperando a <@{ $absent }>.
refusal-not-claimable = Aquí no hay victoria que reclamar: ha jugado desde entonces, o la oferta ya tuvo respuesta. No se ha cambiado nada.
seat-taken-back = Bienvenido de nuevo: tu asiento vuelve a ser tuyo y ya nadie juega por ti.
lobby-ended = ⛔ <@{ $user }> cerró esta mesa.
refusal-manage-server = Solo los miembros con el permiso Gestionar servidor pueden hacer eso.
settings-off = desactivado
settings-timeout-claim = dos jugadores: el rival puede reclamar la victoria; más: el asiento ausente juega solo
settings-timeout-auto = el asiento ausente siempre juega solo
settings-saved = ✅ Guardado. Los turnos nuevos siguen estos ajustes.
settings-shown =
    ⏱️ **Tiempo por turno:** { $limit }
    ⏰ **Recordatorio tras:** { $reminder }
    ⌛ **Cuando se acaba el tiempo:** { $timeout }
    🖼️ **Imágenes de tableros y manos:** { $pictures }
    🏆 **Rol que organiza torneos** (además de quien administra el servidor): { $role }
settings-pictures-on = sí
settings-pictures-off = no (solo texto)
settings-web-off = 🌐 **Páginas del servidor** (clasificaciones, jugadores): desactivadas — actívalas con `web:True`
settings-web-on = 🌐 **Páginas del servidor** (clasificaciones, jugadores): activadas — { $url }
settings-web-on-no-url = 🌐 **Páginas del servidor** (clasificaciones, jugadores): activadas, en `{ $path }` del sitio del bot (el bot no tiene PUBLIC_URL, así que no puede enlazarlas)
settings-match-pages-on = 🔗 **Páginas de partidas:** activadas — cada tablero enlaza con la página de su partida (en directo y luego su repetición), sea cual sea el ajuste de las páginas del servidor; `paginas_partidas:False` las desactiva
settings-match-pages-off = 🔗 **Páginas de partidas:** desactivadas — los tableros no llevan enlace y cada página de partida responde como si nunca hubiera existido
web-server-link = 🌐 Clasificaciones y partidas en la web: { $url }
settings-bad-duration = «{ $text }» no es una duración: escríbela como `24h`, `10m`, `1h 30m`, `2d` u `off`. No se ha cambiado nada.
end-match-done = Partida #{ $id } terminada; no cambia el resultado de nadie. Su tablero dice quién la terminó.
end-lobby-done = Mesa #{ $id } cerrada.
end-which = Di cuál: `partida` (el número al pie de un tablero) o `mesa`.

## Jugadores de la máquina (issue 14)
# $seat es el número del asiento (1 el primero); $level, el nombre de un nivel de abajo.
computer-name = 🤖 Bot { $seat } ({ $level })
computer-level-easy = fácil
computer-level-normal = normal
computer-level-hard = difícil
computer-thinking = { $players } { $count ->
        [one] está pensando…
       *[other] están pensando…
    }
computer-playing-for = 🤖 Jugando automáticamente por { $players }…
lobby-add-bot = 🤖 Sentar a un jugador de la máquina (anfitrión)…
lobby-remove-bot = Quitar un bot (anfitrión)
leaderboard-vs-computer = 🤖 Tu balance contra la máquina: { $wins } V · { $draws } E · { $losses } D (no cuenta arriba).

## Puntuaciones, estadísticas, historial, repeticiones, barajas verificables (issue 15)
leaderboard-rated-line = { $rank }. <@{ $user }> — **{ $rating }** · { $wins } V · { $draws } E · { $losses } D · { $matches } { $matches ->
        [one] partida
       *[other] partidas
    }
leaderboard-unrated = sin puntuación
leaderboard-rated-footer = Puntuación: Glicko-2 (juegos de dos) o Weng-Lin (más jugadores) · ? provisional (unas 10 primeras partidas) · V victorias · E empates · D derrotas
refusal-replay-in-play = La partida #{ $id } aún se está jugando: su repetición mostraría todas las cartas ocultas. Pídela cuando termine.
record = { $wins } V · { $draws } E · { $losses } D
standing-win = { $count ->
        [one] victoria
       *[other] { $count } victorias
    }
standing-draw = { $count ->
        [one] empate
       *[other] { $count } empates
    }
standing-loss = { $count ->
        [one] derrota
       *[other] { $count } derrotas
    }
stats-tournaments = Torneos
stats-placing = 🏆 { $place }.º de { $entrants } — n.º { $id } { $game } ({ $format })
stats-title = 📊 Estadísticas
stats-none = Aún no hay partidas terminadas en este servidor.
stats-footer = ? puntuación provisional · rachas y balances contra personas; la máquina en su propia línea
stats-rating = Puntuación **{ $rating }** tras { $matches } { $matches ->
        [one] partida puntuada
       *[other] partidas puntuadas
    }
stats-change = { " " }({ $change } en las últimas { $over })
stats-provisional = { " " }— provisional
stats-best-win = Mejor victoria: <@{ $user }> ({ $rating }) en la partida #{ $id }
stats-streak = Racha actual: { $streak }
stats-vs-computer = 🤖 Contra la máquina: { $record }
history-title = 📜 Historial — { $game }
history-title-all = 📜 Historial — todos los juegos
history-none = Aún no hay partidas terminadas en este servidor.
history-line = <t:{ $date }:d> · { $game } · contra { $opponents } · { $result } · #{ $id }
history-place = { " " }(puesto { $place })
history-footer = Página { $page } de { $pages } · { $total } { $total ->
        [one] partida
       *[other] partidas
    }
history-newer = ◀ Más recientes
history-older = Más antiguas ▶
replay-title = Partida #{ $id } — { $game }
replay-content = 📼 El archivo de la repetición `{ $file }`: `taberna replay ARCHIVO` la reproduce jugada a jugada, `taberna verify ARCHIVO` comprueba sus barajas con la semilla.
replay-more = … y { $count } más en el archivo.
replay-footer = Las jugadas en palabras; el archivo tiene cada jugada con sus eventos.
replay-unknown = No hay ninguna partida #{ $id } en este servidor. Su número está en el pie de su tablero, y `/historial` lista las tuyas.
fair-field = 🔒 Baraja verificable
fair-committed = SHA-256 de la semilla de esta partida: `{ $commitment }`. La semilla se revela al terminar, para que cualquiera compruebe que cada reparto y robo salió de ella.
fair-revealed = Semilla `{ $seed }`, cuyo SHA-256 es `{ $commitment }`: el compromiso que este tablero mostró desde su primer mensaje. Comprueba cada reparto y robo con `taberna verify` sobre el archivo de `/replay`.

## Torneos
tournament-format-swiss = suizo
tournament-format-round-robin = liga
tournament-format-knockout = eliminatoria
tournament-title = Torneo n.º { $id } — { $game } ({ $format })
tournament-rounds = { $rounds ->
    [one] 1 ronda
   *[other] { $rounds } rondas
}
tournament-rounds-by-field = rondas según el número de jugadores
tournament-tables = mesas de hasta { $seats }
tournament-round-time = una ronda dura como mucho { $time }
tournament-round-untimed = una ronda dura hasta que acaban sus partidas
tournament-nobody = nadie aún
tournament-entrants = Jugadores ({ $count }/{ $cap }): { $members }
tournament-signup = Organiza <@{ $manager }>. Las inscripciones se cierran <t:{ $time }:R> y entonces empieza (o quien organiza lo empieza antes).
tournament-starting = Inscripciones cerradas: se prepara la primera ronda en el hilo.
tournament-running = Se juega la ronda { $round } de { $rounds } en el hilo.
tournament-paused = En pausa durante la ronda { $round } de { $rounds }: las partidas siguen, ninguna ronda se cierra ni empieza.
tournament-ended = Terminado por <@{ $user }>: la clasificación es definitiva.
tournament-won = Terminado. Gana <@{ $user }> 🏆
tournament-over = Terminado.
tournament-cancelled = Cancelado.
tournament-join = Inscribirme
tournament-leave = Borrarme
tournament-start = Empezar (organiza)
tournament-cancel = Cancelar (organiza)
tournament-standings = Clasificación
tournament-withdraw = Retirarme
tournament-withdrawn-mark = (se retiró)
tournament-standing = { $place }. <@{ $user }> — **{ $points }** · Bh { $buchholz } · SB { $sb } · partidas { $played }
tournament-standings-key = Puntos (victoria o descanso 1, tablas ½), luego Buchholz (Bh), Sonneborn-Berger (SB) y cabeza de serie.
tournament-placed = { $place }. <@{ $user }> (cabeza de serie { $seed })
tournament-still-in = <@{ $user }> (cabeza de serie { $seed }) — sigue
tournament-out = <@{ $user }> (cabeza de serie { $seed }) — eliminado
tournament-standings-title = Clasificación — { $title }
tournament-final-title = Clasificación final — { $title }
tournament-round-head = **Ronda { $round } de { $rounds }** — { $title }
tournament-round-ends = La ronda acaba <t:{ $time }:R>; las partidas que sigan entonces se deciden como haría el temporizador de turno.
tournament-pairing = { $board }. { $players }
tournament-bye = { $board }. <@{ $user }> — descansa (un punto)
tournament-rematch = La partida de <@{ $first }> y <@{ $second }> acabó igualada: se juega otra vez, con los asientos cambiados.
tournament-standings-note = **{ $title }** — ronda { $round }
tournament-no-results = Aún no hay resultados.
tournament-managers-only = Solo quien administra el servidor (o tiene el rol de torneos) puede abrir un torneo.
tournament-bad-options = No entiendo `{ $what }`. Las opciones de este juego: { $names }.
tournament-list-head = Los torneos de este servidor:
tournament-list-line = n.º { $id } { $game } ({ $format }) — { $status }, { $entrants } jugadores, abierto <t:{ $time }:d>
tournament-list-empty = Este servidor aún no ha tenido ningún torneo.
tournament-status-signup = inscripciones abiertas
tournament-status-running = en juego
tournament-status-paused = en pausa
tournament-status-finished = terminado
tournament-status-cancelled = cancelado
tournament-status-ended = terminado por gestión
tournament-withdrew = Te has retirado del torneo n.º { $id }.
tournament-withdrew-button = Te has retirado: no se te emparejará más y tus resultados se mantienen.
tournament-paused-done = El torneo n.º { $id } está en pausa.
tournament-resumed-done = El torneo n.º { $id } sigue.
tournament-ended-done = El torneo n.º { $id } ha terminado; su clasificación es definitiva.

## Temporadas
season-started = 🗓️ La temporada { $closed } se cierra: sus clasificaciones quedan como están (`/clasificacion temporada:{ $closed }`). Empieza la temporada { $number } { $name }: todas las puntuaciones vuelven a empezar; victorias, tablas y derrotas, historial, repeticiones y mejores victorias se mantienen.
leaderboard-closed-season = *Temporada { $season }, tal como quedó al cerrarse.*
stats-title-season = 📊 Estadísticas — temporada { $season }
