# What the bot says outside the game panels. Variables: $user, $challenger, $challenged and
# $host are Discord user ids (shown as mentions); $time is a Unix time (shown relative).

## Challenges
challenge-invite = <@{ $challenged }>, <@{ $challenger }> challenges you to a match of **{ $game }**. The challenge expires <t:{ $time }:R>.
challenge-accept = Accept
challenge-decline = Decline / withdraw
challenge-declined = <@{ $challenged }> declined the challenge of <@{ $challenger }>.
challenge-withdrawn = <@{ $challenger }> withdrew the challenge to <@{ $challenged }>.
challenge-expired = ⌛ This challenge expired without an answer. Start a new one with the command.
challenge-self = You cannot challenge yourself. Pick another member.
challenge-bot = Other bots cannot play. Challenge a person, or challenge me to play against the computer.

## Lobbies
lobby-message = **{ $game }** — table of <@{ $host }>. Players ({ $count }/{ $max }): { $members }.{ $options }
    The host starts with { $min }–{ $max } players. The table closes <t:{ $time }:R>.
lobby-options = { " " }Options: { $options }.
lobby-join = Join
lobby-leave = Leave
lobby-start = Start (host)
lobby-cancel = Cancel (host)
lobby-cancelled = The host cancelled this table.
lobby-expired = ⌛ This table closed: its time to start ran out. Open a new one with the command.

## Boards and hands
board-footer = Match #{ $id } · 🔒 { $commitment } · move { $version }
board-last-actions = Last actions
board-your-turn = your decision.
board-out-of-time = ⌛ { $player } ran out of time.{ " " }
board-resigned = { $players } resigned.{ " " }
board-draw = 🤝 It's a draw!
board-nobody-wins = Nobody wins: every player loses.
# $count is how many players won.
board-wins = 🏆 { $players } { $count ->
        [one] wins!
       *[other] win!
    }
button-hand = My hand
button-resign = Resign
button-rematch = Rematch
button-web = Watch / replay on the web
button-play-web = Play on the web
button-more-choices = More choices ({ $page }/{ $pages })
button-refresh = ↻ Refresh
button-back-to-hand = ← Back to my hand
form-too-slow = The bot was too slow to open the form: click the button again.
form-not-a-number = “{ $value }” is not a whole number: nothing changed. Open the form again and type one, such as 20 (0 for none).
resign-confirm = Do you really want to resign? The match counts as a loss for you.
resign-yes = Yes, resign
resign-done = You resigned.
rematch-still-playing = This match is still being played.

## Refusals
refusal-unknown-match = I don't know that match. Start a new one with a challenge.
refusal-over = This match is over; nothing was changed. Click Rematch on its board, or challenge someone to a new one.
refusal-not-seated = You are not playing in this match. Challenge someone to play your own!
refusal-stale = That button was out of date, so nothing was played. Here is the match as it is now.
refusal-not-your-turn = It is not your decision right now; wait for your turn.
refusal-notation = I could not read that move; nothing was changed.
refusal-illegal = That move is not allowed: { $why }.
refusal-unknown-challenge = I don't know that challenge; start a new one with the game's `challenge` command.
refusal-not-challenged = Only <@{ $user }> can answer this challenge.
refusal-already-answered = This challenge was already answered; start a new one with the game's `challenge` command.
refusal-unknown-lobby = I don't know that table; open a new one with the game's `new` command.
refusal-lobby-closed = This table is already closed; open a new one with the game's `new` command.
refusal-host-only = Only the host can start or cancel this table, or seat computer players; click Leave if you no longer want to play.
refusal-already-in-lobby = You are already at this table.
refusal-lobby-full = This table is full; open another one with the game's `new` command.
refusal-host-cannot-leave = The host cannot leave; cancel the table instead.
refusal-not-in-lobby = You are not at this table; click Join to sit down.
refusal-too-few-players = A match needs at least { $min } players; wait for more to join, then click Start again.
refusal-members-changed = Someone joined or left just now; check the players and click Start again.
refusal-too-many-invitations = You already have as many open invitations as allowed ({ $count }). Wait until one is answered or expires, or take one back: Decline / withdraw on your challenge, Cancel on your table.
refusal-cooldown = You just sent an invitation; you can send another <t:{ $time }:R>.
refusal-too-many-computer-matches = You already play { $count } matches against the computer; finish or resign one of them first.
refusal-computer-matches-off = Matches against the computer are turned off on this bot; challenge a person.
refusal-no-computer-player = This table has no computer player to remove.
refusal-unknown-tournament = I don't know that tournament.
refusal-tournament-manager-only = Only the tournament's organizer or a server manager can do that.
refusal-sign-up-closed = Sign-ups for this tournament are closed.
refusal-already-signed-up = You are already signed up.
refusal-tournament-full = The tournament is full.
refusal-not-signed-up = You are not in this tournament.
refusal-tournament-started = The tournament has already started or was called off.
refusal-tournament-not-running = The tournament is not running.
refusal-already-withdrawn = You have already withdrawn.
refusal-nothing-to-do = It already stands that way.
refusal-table-size = This game is played by { $min } to { $max } players at a table: give `seats` in that range.
refusal-tables-only-swiss = Tables of more than two players are for Swiss tournaments; round-robins and knockouts are played one against one.
refusal-unknown-season = This server has had no such season: it is in season { $current }.
something-went-wrong = Something went wrong on my side; nothing was changed. Please try again in a moment.
store-unavailable = I can't save moves right now; please try again shortly.
restarting = The bot is restarting; nothing was changed. Please try again in a moment.
unknown-button = I don't recognise that button; nothing was changed.
unknown-command = I don't have that command any more; Discord may still be updating its list. Try again later.
not-in-guild = Games are played in a server channel, not in direct messages.
bad-option = I could not read one of the options. Please check them and try again.

## Leaderboard
leaderboard-title = Leaderboard — { $game }
leaderboard-title-all = Leaderboard — all games
leaderboard-line = { $rank }. <@{ $user }> — { $wins } W · { $draws } D · { $losses } L · { $matches } { $matches ->
        [one] match
       *[other] matches
    }
leaderboard-none = You have no finished matches here yet.
leaderboard-footer = W wins · D draws · L losses

## Turn timers (issue 13)
board-waiting = ⏳ Waiting for
board-waiting-line = <@{ $user }> since <t:{ $since }:R>
board-automatic-line = 🤖 <@{ $user }> ran out of time: their seat plays automatically. Click **My hand** to take it back.
board-ended = ⛔ Ended by <@{ $user }>: no result counted.
reminder-ping = ⏰ <@{ $user }>, **{ $game }** (match #{ $id }) has waited for your move since <t:{ $since }:R>. { $link }
claim-offer = ⌛ <@{ $user }>: <@{ $absent }> has not played in **{ $game }** (match #{ $id }) since <t:{ $since }:R>. You may claim the win, or keep waiting. { $link }
button-claim-win = Claim win
button-keep-waiting = Keep waiting
claim-done = 🏆 <@{ $user }> claimed the win: <@{ $absent }> ran out of time.
claim-kept = ⏳ <@{ $user }> keeps waiting for <@{ $absent }>; their time runs out again <t:{ $deadline }:R>.
claim-kept-no-limit = ⏳ <@{ $user }> keeps waiting for <@{ $absent }>.
refusal-not-claimable = There is no win to claim here: they have played since, or the offer was already answered. Nothing was changed.
seat-taken-back = Welcome back: your seat is yours again and nothing is played for you any more.
lobby-ended = ⛔ This table was closed by <@{ $user }>.
refusal-manage-server = Only members with the Manage Server permission can do that.
settings-off = off
settings-timeout-claim = two players: the opponent may claim the win; more: the absent seat plays automatically
settings-timeout-auto = the absent seat always plays automatically
settings-saved = ✅ Saved. New turns follow these settings.
settings-shown =
    ⏱️ **Turn time limit:** { $limit }
    ⏰ **Reminder after:** { $reminder }
    ⌛ **When the time runs out:** { $timeout }
    🖼️ **Pictures of boards and hands:** { $pictures }
    🏆 **Role that runs tournaments** (besides server managers): { $role }
settings-pictures-on = on
settings-pictures-off = off (text only)
settings-web-off = 🌐 **Server pages** (leaderboards, players): off — turn them on with `web:True`
settings-web-on = 🌐 **Server pages** (leaderboards, players): on — { $url }
settings-web-on-no-url = 🌐 **Server pages** (leaderboards, players): on, at `{ $path }` of the bot's site (the bot has no PUBLIC_URL, so it cannot link there)
settings-match-pages-on = 🔗 **Match pages:** on — each board links to its match's page (live, then its replay), whatever the server pages' setting; `match_pages:False` turns them off
settings-match-pages-off = 🔗 **Match pages:** off — boards carry no link, and every match page answers as if it never existed
web-server-link = 🌐 Leaderboards and matches on the web: { $url }
settings-bad-duration = “{ $text }” is not a duration: write it like `24h`, `10m`, `1h 30m`, `2d`, or `off`. Nothing was changed.
end-match-done = Match #{ $id } ended; nobody's result changed. Its board says who ended it.
end-lobby-done = Table #{ $id } closed.
end-which = Say which: `match` (the number in a board's footer) or `lobby`.

## Computer players (issue 14)
# $seat is the seat's number (1 for the first); $level a level's name below.
computer-name = 🤖 Bot { $seat } ({ $level })
computer-level-easy = easy
computer-level-normal = normal
computer-level-hard = hard
computer-thinking = { $players } { $count ->
        [one] is thinking…
       *[other] are thinking…
    }
computer-playing-for = 🤖 Playing automatically for { $players }…
lobby-add-bot = 🤖 Seat a computer player (host)…
lobby-remove-bot = Remove a bot (host)
leaderboard-vs-computer = 🤖 Your record against the computer: { $wins } W · { $draws } D · { $losses } L (not counted above).

## Ratings, stats, history, replays, fair shuffles (issue 15)
leaderboard-rated-line = { $rank }. <@{ $user }> — **{ $rating }** · { $wins } W · { $draws } D · { $losses } L · { $matches } { $matches ->
        [one] match
       *[other] matches
    }
leaderboard-unrated = unrated
leaderboard-rated-footer = Rating: Glicko-2 (games of two) or Weng-Lin (more players) · ? provisional (about the first 10 matches) · W wins · D draws · L losses
refusal-replay-in-play = Match #{ $id } is still being played: its replay would show every hidden card. Ask again once it is over.
record = { $wins } W · { $draws } D · { $losses } L
standing-win = { $count ->
        [one] win
       *[other] { $count } wins
    }
standing-draw = { $count ->
        [one] draw
       *[other] { $count } draws
    }
standing-loss = { $count ->
        [one] loss
       *[other] { $count } losses
    }
stats-tournaments = Tournaments
stats-placing = 🏆 { $place } of { $entrants } — #{ $id } { $game } ({ $format })
stats-title = 📊 Stats
stats-none = No finished matches in this server yet.
stats-footer = ? provisional rating · streaks and records against people; the computer on its own line
stats-rating = Rating **{ $rating }** after { $matches } rated { $matches ->
        [one] match
       *[other] matches
    }
stats-change = { " " }({ $change } over the last { $over })
stats-provisional = { " " }— provisional
stats-best-win = Best win: <@{ $user }> ({ $rating }) in match #{ $id }
stats-streak = Current streak: { $streak }
stats-vs-computer = 🤖 Against the computer: { $record }
history-title = 📜 History — { $game }
history-title-all = 📜 History — all games
history-none = No finished matches in this server yet.
history-line = <t:{ $date }:d> · { $game } · vs { $opponents } · { $result } · #{ $id }
history-place = { " " }(place { $place })
history-footer = Page { $page } of { $pages } · { $total } { $total ->
        [one] match
       *[other] matches
    }
history-newer = ◀ Newer
history-older = Older ▶
replay-title = Match #{ $id } — { $game }
replay-content = 📼 The replay file `{ $file }`: `taberna replay FILE` plays it move by move, `taberna verify FILE` checks its shuffles against the seed.
replay-more = … and { $count } more in the file.
replay-footer = The moves in words; the file has every move with its events.
replay-unknown = There is no match #{ $id } in this server. Its number is in its board's footer, and `/history` lists yours.
fair-field = 🔒 Fair shuffle
fair-committed = SHA-256 of this match's seed: `{ $commitment }`. The seed is revealed when the match ends, so anyone can check that every deal and draw came from it.
fair-revealed = Seed `{ $seed }`, whose SHA-256 is `{ $commitment }`: the commitment this board showed from its first message. Check every deal and draw with `taberna verify` on the file of `/replay`.

## Tournaments
tournament-format-swiss = Swiss
tournament-format-round-robin = round-robin
tournament-format-knockout = knockout
tournament-title = Tournament #{ $id } — { $game } ({ $format })
tournament-rounds = { $rounds ->
    [one] 1 round
   *[other] { $rounds } rounds
}
tournament-rounds-by-field = rounds by the number of players
tournament-tables = tables of up to { $seats }
tournament-round-time = a round lasts at most { $time }
tournament-round-untimed = a round lasts until its matches end
tournament-nobody = nobody yet
tournament-entrants = Players ({ $count }/{ $cap }): { $members }
tournament-signup = Organized by <@{ $manager }>. Sign-ups close <t:{ $time }:R>, then it starts (or the organizer starts it earlier).
tournament-starting = Sign-ups are closed: the first round is being prepared in the thread.
tournament-running = Round { $round } of { $rounds } is being played in the thread.
tournament-paused = Paused during round { $round } of { $rounds }: matches go on, no round closes or starts.
tournament-ended = Ended by <@{ $user }>: the standings are final.
tournament-won = Finished. Winner: <@{ $user }> 🏆
tournament-over = Finished.
tournament-cancelled = Called off.
tournament-join = Join
tournament-leave = Leave
tournament-start = Start (organizer)
tournament-cancel = Cancel (organizer)
tournament-standings = Standings
tournament-withdraw = Withdraw
tournament-withdrawn-mark = (withdrew)
tournament-standing = { $place }. <@{ $user }> — **{ $points }** · Bh { $buchholz } · SB { $sb } · games { $played }
tournament-standings-key = Points (a win or a bye 1, a draw ½), then Buchholz (Bh), Sonneborn–Berger (SB) and seed.
tournament-placed = { $place }. <@{ $user }> (seed { $seed })
tournament-still-in = <@{ $user }> (seed { $seed }) — still in
tournament-out = <@{ $user }> (seed { $seed }) — out
tournament-standings-title = Standings — { $title }
tournament-final-title = Final standings — { $title }
tournament-round-head = **Round { $round } of { $rounds }** — { $title }
tournament-round-ends = The round ends <t:{ $time }:R>; matches still played then are decided as the turn timer would.
tournament-pairing = { $board }. { $players }
tournament-bye = { $board }. <@{ $user }> — bye (a point)
tournament-rematch = The game of <@{ $first }> and <@{ $second }> ended level: it is played again, seats swapped.
tournament-standings-note = **{ $title }** — round { $round }
tournament-no-results = No results yet.
tournament-managers-only = Only members who manage the server (or hold the tournament role) can open a tournament.
tournament-bad-options = I don't understand `{ $what }`. This game's options: { $names }.
tournament-list-head = This server's tournaments:
tournament-list-line = #{ $id } { $game } ({ $format }) — { $status }, { $entrants } players, opened <t:{ $time }:d>
tournament-list-empty = This server has had no tournament yet.
tournament-status-signup = sign-ups open
tournament-status-running = being played
tournament-status-paused = paused
tournament-status-finished = finished
tournament-status-cancelled = called off
tournament-status-ended = ended
tournament-withdrew = You withdrew from tournament #{ $id }.
tournament-withdrew-button = You withdrew: you will not be paired again, and your results stand.
tournament-paused-done = Tournament #{ $id } is paused.
tournament-resumed-done = Tournament #{ $id } goes on.
tournament-ended-done = Tournament #{ $id } is ended; its standings are final.

## Seasons
season-started = 🗓️ Season { $closed } is closed: its leaderboards stay as they stand (`/leaderboard season:{ $closed }`). Season { $number } { $name } starts now: every rating starts again; wins, draws and losses, history, replays and best wins stay.
leaderboard-closed-season = *Season { $season }, as it stood when it closed.*
stats-title-season = 📊 Stats — season { $season }
