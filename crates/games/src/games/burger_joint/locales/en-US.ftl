# Burger Joint: the board, the private panel, the composer, the log, refusals and the rules.
# $player is a name (mention). $colour, $take are a colour in words with its square
# (bj-colour-*); $cubes, $give, $paid, $returned and $got are cubes as coloured squares.
# $side is one of bj-side-*; $bistro a bistro's letter (A–F).

## Colours and sides
bj-colour-white = white
bj-colour-black = black
bj-colour-yellow = yellow
bj-colour-green = green
bj-colour-brown = brown
bj-colour-red = red
bj-side-burger = 🍔 Burger
bj-side-pizza = 🍕 Pizza
# $side: the challenger's chosen restaurant.
bj-options-side = The challenger plays { $side }.

## The board
# $turn is the turn number.
bj-title = Burger Joint — turn { $turn }
# $advert and $basics are tracks of ▰ (owned) and ▱ (open); $diners squares of the diner
# colours; $bistros letters; $tokens tokens left; $capacity cubes per production; $count cubes held.
bj-restaurant = { $player } · score **{ $score }**
    Advertising { $advert }
    Basics { $basics }
    Diners { $diners } · Bistros { $bistros }
    Tokens { $tokens } · Production { $capacity }
    Cubes ({ $count }): { $cubes }
bj-production = Production
bj-general-area = General area: { $cubes }
bj-own-area = { $side } area: { $cubes }
bj-bag = Bag
bj-bag-line = { $count } cubes in the bag
bj-decision-pick = { $player }: pick a cube.
bj-decision-trade = Turn of { $player }: trade, use bistros, build, then end the turn.
bj-decision-build = Turn of { $player }: build more, then end the turn.
bj-decision-discard = { $player }: return cubes to the bag down to seven.
bj-over = The match is over.

## The private panel
bj-your-restaurant = Your restaurant: { $side }
bj-you-pick = Your pick: take one cube.
bj-you-trade = Your turn: trade three cubes for one and use your bistros first; once you build, only building is left. End the turn when done.
bj-you-build = You have built: build more or end the turn.
bj-you-discard = You hold more than seven cubes: choose the ones to return to the bag.
# $bistros is a list of letters.
bj-abilities-left = Bistros still usable this turn: { $bistros }
bj-group-pick = Pick a cube
bj-group-ability = Bistros
bj-group-build = Build
bj-group-advert = Advertising
bj-end = End turn
bj-open-trade = Trade 3 for 1…
bj-open-exchange = Bistro { $bistro }: cubes for a colour…
bj-open-bistro = Build a bistro…
bj-redraw = Bistro B: return cubes and draw as many
# $count is how many cubes must be returned.
bj-discard = Return { $count } cube(s) to the bag
bj-ability-e = Bistro E: draw a cube
bj-ability-f = Bistro F: take { $colour }
bj-build-basic = Basic restaurant
bj-build-diner = Diner { $colour }
bj-advert-first = Advertise: move only
bj-advert-first-steal = Advertise and steal { $colour }
bj-advert-move = Advertise: move the marker
bj-advert-steal = Advertise: steal { $colour }

## The composer
bj-compose-trade = Trade { $give } for { $take }
bj-compose-exchange = Bistro { $bistro }: return { $give }, take { $take }
bj-compose-bistro = Bistro { $bistro }, upgrading the { $colour } diner
bj-compose-give = Give three of…
bj-compose-return = Return…
bj-compose-take = Take…
bj-compose-which-bistro = Which bistro…
bj-compose-which-diner = Upgrading which diner…
# $points is the bistro's victory points.
bj-bistro-option = Bistro { $bistro } ({ $points } VP)
bj-compose-ready = Change the choices below, or confirm.
bj-compose-confirm = Confirm

## The log
bj-log-produced = Turn { $turn } of { $player }: produced { $cubes }.
bj-log-picked = { $player } picked { $colour }.
bj-log-traded = { $player } traded { $give } for { $take }.
bj-log-ability = { $player } used bistro { $bistro }: returned { $returned }, got { $got }.
bj-log-ability-extra = { $player } used bistro { $bistro }: got { $got }.
bj-log-basic = { $player } built a basic restaurant ({ $paid }).
bj-log-diner = { $player } built the { $colour } diner ({ $paid }).
bj-log-bistro = { $player } built bistro { $bistro } from the { $colour } diner ({ $paid }).
bj-log-advert = { $player } bought advertising ({ $paid }):
# $step is the marker's new step (1–5).
bj-log-advert-moved = marker to step { $step }.
bj-log-advert-stole = stole { $colour }.
bj-log-scored = { $player } ended the turn with { $score } points.
bj-log-won = { $player } wins with { $score } points!
bj-log-discarded = { $player } returned { $cubes } to the bag.
# $scores: name and score per player.
bj-log-turn-limit = Turn limit reached: { $scores }.

## Refusals
bj-step-pick = picking cubes
bj-step-trade = trading, bistros and building
bj-step-build = building
bj-step-discard = returning cubes
# $step is one of bj-step-*.
bj-illegal-wrong-step = That move does not fit now: the step is { $step }.
bj-illegal-not-pickable = No { $colour } cube is there for you to pick.
bj-illegal-opponents-area = Your first pick cannot come from the other player's area ({ $colour }).
bj-illegal-missing-cubes = You do not have { $cubes }.
bj-illegal-not-in-bag = The bag has no { $colour } cube.
bj-illegal-after-building = Trades and bistros come before the first build of the turn.
bj-illegal-no-bistro = You have no bistro { $bistro } with an ability.
bj-illegal-ability-used = Bistro { $bistro } was already used this turn.
# $count: how many cubes the bistro returns.
bj-illegal-wrong-return = Bistro { $bistro } returns { $count } cube(s).
bj-illegal-empty-bag = The bag is empty.
bj-illegal-no-token = You have no development token left.
bj-illegal-basics-full = Every basic-restaurant space is taken.
bj-illegal-no-basic = A diner upgrades a basic restaurant, and you have none.
bj-illegal-diner-owned = You already own the { $colour } diner.
bj-illegal-no-diner = You own no { $colour } diner to upgrade.
bj-illegal-bistro-built = You have built bistro { $bistro } already.
bj-illegal-track-end = Your advertising marker is at the end of its track.
bj-illegal-advert-first = This is your first advertising this turn: it moves the marker, and may steal.
bj-illegal-advert-later = After the first advertising of a turn, each one either steals or moves the marker.
bj-illegal-nothing-to-steal = The other player has no { $colour } cube to steal.
# $count: how many cubes must be returned.
bj-illegal-discard-count = Return exactly { $count } cube(s).

## The rules in short
bj-rules = **Burger Joint** — 2 players, first to **12 points** on their own turn wins. 60 cubes in six colours start in the bag.
    • **Production**: the active player draws one cube per diner and bistro of each player (at most 4 each). Colours only one player has a diner of go to their area, others to the general area. First picks: active player, then the other, from the general area or their own; then everything left alternately, active first, until each has their production.
    • **Your turn**: trade 3 cubes of a colour for 1 of your choice, and use each bistro's ability once (B: return cubes, draw as many; C: 2 cubes for a colour; D: 1 cube for a colour; E: draw one more; F: take a colour) — all before your first build. Then build in any order: basic restaurant · diner of a new colour (upgrades a basic) · bistro A–F (upgrades a diner; worth 3, 2, 2, 1, 1, 0) · advertising (the first of a turn steals a cube and moves the marker; later ones do one of the two). Costs are on the board: Burger pays black, yellow and white/brown/red, Pizza green, red and brown/white/yellow.
    • **Points**: advertising 0–3, basics (3–4: 1, 5: 2, 6: 3), 1 per diner, bistros; marked when you end your turn. Then both players return cubes down to 7, active first.
    Our choices: trades and bistros C and D may ask for any colour in the bag, even one they return; after 200 turns the higher score wins.

## Pictures
# $number is a seat number; $count a number of cubes.
bj-picture-burger = Burger
bj-picture-pizza = Pizza
bj-picture-score = score
bj-picture-advertising = advertising
bj-picture-basics = basics
bj-picture-tokens = tokens
bj-picture-production = production
bj-picture-diners = Diners
bj-picture-bistros = Bistros
bj-picture-cubes = Cubes ({ $count })
bj-picture-general-area = General area
bj-picture-own-area = Area of { $player }
bj-picture-bag = cubes in the bag
bj-picture-mine = Your restaurant

## /burger-joint: its commands. Options: cmd-burger-joint-<option>-name / -description / -choice-<pick>;
## one subcommand's own words: cmd-burger-joint-<subcommand>-…
cmd-burger-joint-name = burger-joint
cmd-burger-joint-description = Burger Joint: a cube-drafting restaurant race for two
cmd-burger-joint-side-name = side
cmd-burger-joint-side-description = Your restaurant (default: drawn at random; Burger starts)
cmd-burger-joint-side-choice-burger = Burger (moves first)
cmd-burger-joint-side-choice-pizza = Pizza
