# The Merchants of Genoa: the board, the hand, what happened, refusals and the rules.
# $player, $active, $to and $winners are names (mentions); $seat is a short seat name
# (genova-seat, as labels cannot show a mention). $space is a space in words (genova-space-*),
# $building a building's name, $card a card with what it says (genova-card-*), $good, $tile and
# $kind names of goods, tiles and kinds. $gives is one side of a deal in words; $back is empty
# or a clause (genova-wanting, genova-getting) naming what the active player gives back.

## Names
genova-seat = P{ $number }
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
# $code is the building's two letters on the board, $cell a street cell `row,column`.
genova-space-building = { $name } ({ $code })
genova-space-market = the market (MK)
genova-space-street = street { $cell }
genova-good-wheat = wheat
genova-good-rice = rice
genova-good-silver = silver
genova-good-copper = copper
genova-good-silk = silk
genova-good-linen = linen
genova-good-salt = salt
genova-good-pepper = pepper
genova-tile-start = start tile
genova-tile-ware = ware tile
genova-tile-further = further-action tile
genova-tile-building = building-action tile
genova-tile-trade = 1:1 trade tile
genova-deck-large = large order
genova-deck-small = small order
genova-deck-message = message
genova-deck-privilege = privilege
genova-marker = ownership marker
# $id is the card's id (L-VC1, S-GH1, M-GH-CH, P-VC).
genova-card-large = { $id } large order: { $villa } wants { $goods }
genova-card-small = { $id } small order: { $good } to { $building }
genova-card-message = { $id } message: { $from } ↔ { $to }
genova-card-privilege = { $id } privilege: { $building }
genova-times = { $count }× { $name }
genova-counted = { $name } { $count }
genova-ducats = { $amount } ducats
genova-promised = { $kind } from the action
genova-nothing = nothing
genova-wanting = , wanting { $terms } back
genova-getting = , getting { $terms } back

## The board
genova-title = The Merchants of Genoa — round { $round } (round marker { $marker }/{ $rounds })
genova-status-start = Active player: { $active }. Roll the dice (or play a start tile) to place the tower.
genova-status-tower = Active player: { $active }. The tower is on { $space }, { $moves ->
        [one] one move
       *[other] { $moves } moves
    } left.
genova-status-open = { $player } holds the action at { $building } and must act: the tower waits.
genova-status-open-acted = { $player } acted at { $building }: small orders and tiles now, then close the action.
genova-status-markers = { $active }'s tower has stopped: { $player } places ownership markers or passes.
genova-status-over = The match is over: privileges and buildings have been paid.
genova-legend = `[GH]` tower · `gh` `oo` disc left this turn · `··` street · `MK` market
genova-owners = Markers: { $list }
genova-owners-none = Markers: none on the board yet.
genova-done = Actions done this turn: { $list }
genova-offers = Offers to the active player
genova-asks = Asked by the active player
genova-offer-line = { $seat } { $player } → { $space }: { $gives }{ $back }
genova-ask-line = { $active } asks { $seat } { $player } → { $space }: { $gives }{ $back }
genova-player = { $seat }
genova-player-first = { $seat } · first player
# $goods, $cards and $tiles are lists (a dash when empty); $markers counts unplaced markers,
# $owned the buildings holding one of the player's markers, listed in $buildings.
genova-player-holdings = { $player }
    Goods: { $goods }
    Cards: { $cards }
    Tiles: { $tiles }
    Markers: { $markers } to place{ $owned ->
        [0] {""}
       *[other] { " · owns " }{ $buildings }
    }
genova-supply = Supply
genova-deck-pile = { $deck } { $down } (+{ $up } used)
genova-supply-lines = Goods: { $goods }
    Tiles: { $tiles }
    Decks: { $decks }

## The hand
genova-your-hand = Your hand — { $seat }
genova-purse = 💰 Your purse (only you see it): { $ducats } ducats
genova-your-cards = Your cards
genova-no-cards = none
genova-group-action = Action
genova-group-turn = Turn
genova-group-tower = Move the tower
genova-group-accept = Accept an offer
genova-group-markers = Ownership markers
genova-group-offer = Make an offer
genova-group-withdraw = Withdraw an offer
genova-group-accept-ask = Answer the active player's terms
genova-group-ask = Ask a player for terms
genova-group-small = Deliver a small order
genova-group-building = Building-action tile
genova-group-ware = Ware tile
genova-group-trade = 1:1 trade tile
genova-group-start = Start tile instead of the dice
genova-do-roll = 🎲 Roll the dice
genova-do-start = Start tile: tower on { $space }
genova-do-move = Move to { $space }
genova-do-act = Act at { $building }
genova-do-privilege = Take a privilege at { $building }
genova-do-deliver = Deliver { $card }, take a { $tile }
genova-do-deliver-no-tile = Deliver { $card } (no tile left)
genova-do-accept = Accept { $player }: { $space } for { $gives }{ $back }
genova-do-accept-ask = Accept { $player }'s terms: { $space } for { $gives }{ $back }
genova-do-ask = Ask { $player }: { $space } for { $gives }{ $back }
genova-do-end = End the turn
genova-do-offer = Offer { $gives } for { $space }{ $back }
genova-do-withdraw = Withdraw the offer for { $space }
genova-do-decline = Decline: nothing to offer for { $space } on those terms
genova-do-small = Deliver { $card }
genova-do-ware = Take { $good }
genova-do-trade = Give { $give }, take { $take }
genova-do-use-building = Act at { $building }
genova-do-use-building-villa = { $building }: { $choice }
genova-do-close = Close the action
genova-do-place = Markers from { $space } on { $buildings }{ $removing }
genova-do-pass = Place no marker
genova-removed-one = { $player }'s on { $building }
genova-removing = , removing { $list }

## What happened
genova-ev-turn = Round { $round }: { $player }'s turn.
genova-ev-round-marker = The round marker advances to space { $space }.
genova-ev-rolled = The dice show { $red } and { $blue }: the tower starts on { $space }.
genova-ev-start-tile = A start tile puts the tower on { $space }.
genova-ev-moved = The tower moves to { $space }.
genova-ev-offered = { $player } offers { $gives } for { $space }{ $back }.
genova-ev-asked = The active player asks { $player } for { $gives } for { $space }{ $back }.
genova-ev-dealt-action = Deal: { $player } buys the action of { $space } for { $gives }{ $back }.
genova-ev-dealt-street = Deal: { $player } pays { $gives } to send the tower to { $space }{ $back }.
genova-ev-withdrawn = { $player } withdraws the offer for { $space }.
genova-ev-declined = { $player } has nothing to offer for { $space } on the active player's terms.
genova-ev-lapsed = The offer of { $player } for { $space } lapses.
genova-ev-acted = { $player } performs the action of { $building } and gains { $gains }.
genova-ev-acted-tile = { $player } uses a building-action tile at { $building } and gains { $gains }.
genova-gained-nothing = nothing (the supply is empty)
genova-ev-further-spent = { $player } spends a further-action tile.
genova-ev-promise-kept = { $player } hands { $kind } to { $to }, as promised.
genova-ev-large = { $player } delivers { $card } (+{ $pay } ducats) and takes a { $tile }.
genova-ev-large-no-tile = { $player } delivers { $card } (+{ $pay } ducats); no tile is left.
genova-ev-small = { $player } delivers { $card } (+{ $pay } ducats).
genova-ev-message = { $player } delivers { $card } (+{ $pay } ducats).
genova-ev-income = { $player } earns { $pay } ducats as an owner of { $building }.
genova-ev-ware = { $player } uses a ware tile and takes { $good }.
genova-ev-traded = { $player } trades { $give } for { $take }.
genova-ev-closed = { $player } closes the action.
genova-ev-ended = { $player } ends the turn.
genova-ev-placed = { $player } places markers from { $space } on { $buildings }{ $removing }.
genova-ev-passed = { $player } places no marker.
genova-final-score = { $player } { $ducats }
genova-ev-finished = Final scoring, ducats with privileges and buildings: { $scores }. { $count ->
        [one] Winner
       *[other] Winners
    }: { $winners }.

## Options
genova-option-no-equal-offers = no offer equal to a standing one
genova-option-rounds = the round marker ends on space { $rounds }
genova-option-max-offers = at most { $offers } offers per player and space each turn

## Refusals
genova-illegal-not-active = only the active player can do that
genova-illegal-active-offers = the active player deals; he does not make offers
genova-illegal-not-now = that is not a step of this moment of the turn
genova-illegal-no-tile = you have no { $tile }
genova-illegal-not-adjacent = the tower cannot step to { $space } from where it stands
genova-illegal-disc = { $space } already holds a disc this turn
genova-illegal-no-moves-left = the tower has no moves left
genova-illegal-action-owed = an offer stands for { $building }: act there or accept one of its offers first
genova-illegal-action-open = an action is open: the tower waits until it is closed
genova-illegal-no-building = { $space } has no action
genova-illegal-done = the action of { $building } was already done this turn
genova-illegal-no-action-left = you have no action left this turn
genova-illegal-villa-choice = at a villa, take a privilege or deliver a large order for it; elsewhere just act
genova-illegal-not-your-order = { $card }: not a large order for this villa in your hand
genova-illegal-missing-goods = you lack the goods of { $card }
genova-illegal-large-done = you already delivered a large order at { $building } this turn
genova-illegal-reward-out-of-stock = no { $tile } is left in the supply
genova-illegal-reward-missing = a tile is in the supply: choose the one you take
genova-illegal-no-such-offer = { $player } has no offer for { $space }
genova-illegal-no-such-ask = you were not asked about { $space }
genova-illegal-not-acceptable = the tower cannot go to { $space } now
genova-illegal-maker-cannot-pay = the offer cannot be paid now
genova-illegal-cannot-pay = you cannot pay these terms
genova-illegal-money-only = with two players an offer must include something that is not money
genova-illegal-not-multiple-of-five = ducats come in multiples of 5
genova-illegal-bad-promise = the action of { $space } does not yield { $kind }
genova-illegal-equal-offer = the same offer already stands for { $space }
genova-illegal-already-offered = you already offer exactly that for { $space }: change the terms, or wait for the active player
genova-illegal-already-asked = you already asked exactly that about { $space }: change the terms, or wait for the answer
genova-illegal-too-many-offers = you made the most offers allowed for { $space } this turn
genova-illegal-bad-seat = there is no { $player } to ask
genova-illegal-no-open-action = you have no open action
genova-illegal-act-first = act first
genova-illegal-out-of-stock = no { $kind } is left in the supply
genova-illegal-not-held = you do not hold { $item }
genova-illegal-small-not-here = { $card } cannot be delivered here now
genova-illegal-small-done = a small order was already delivered at { $building } this turn
genova-illegal-not-owner = you have no marker on { $building }
genova-illegal-not-your-markers = it is not your turn to place markers
genova-illegal-not-a-visited-street = { $space } is not a street cell the tower visited whose disc is still there
genova-illegal-not-next-to = { $building } is not next to that street cell
genova-illegal-already-owner = you already have a marker on { $building }
genova-illegal-nothing-to-remove = { $player } has no marker on { $building } to remove
genova-illegal-not-enough-markers = you do not have that many markers
genova-illegal-nothing-placed = name at least one building to put a marker on

# The rules in short, with our decisions (`/genova rules`). At most 2000 characters.
genova-rules = **The Merchants of Genoa** — 2 to 5 merchants; 130 ducats each (secret until the end) and one card of each deck.
    • **Turn**: the active player rolls (red = row, blue = column; starting on the market advances the round marker) or plays a start tile, then moves the tower up to 4 times to adjacent spaces without a disc. Each building's action once a turn; each player one action (2 players: the active one gets a second once the other acted; further-action tiles add more).
    • **Deals**: the others offer ducats, goods, cards, tiles, markers or what the action will yield, for the current building or an adjacent space; the active player accepts any, asks someone for terms, or acts himself. An offer for the current building must be taken (act or accept) before moving on. With 2 players an offer needs something that is not money.
    • **Actions**: GH large order · CH 2 small orders · PO 2 messages · CA 2 markers · PA PK CO HA TA RE their tile · GR ME FA SP their two goods · villas VC VM VR VZ a privilege or a large order delivered (+100 and a tile). While your action is open: a small order for that building (+40), ware, trade and building tiles; then close it. Messages pay 30 once the tower has visited both buildings. Owners get 10 whenever someone else does their building's action.
    • **Markers**: after the turn, each player may pick a visited street with a disc and put a marker on each building next to it (removing an opponent's costs one more).
    • **End**: the round in which the marker reaches 12/10/8/7 (2/3/4/5 players) is the last. Privileges: groups of adjacent buildings score 10, 30, 60…; 10 per building owned. Most ducats wins; tie: most items.
    Our choices: a random first player; a small order is delivered after the action; nothing can be promised at a villa; hands list offers in simple forms (nothing, 10 ducats or a promise; with 2 players one item).

## The offer composer (a private message: nothing is paid until a deal is accepted)
genova-composer-offer = Your offer for { $space }
genova-composer-ask = Ask { $seat } { $player } for terms for { $space }
genova-composer-you-give = You give: { $terms }
genova-composer-you-want = You want back: { $terms }
genova-composer-they-give = They give: { $terms }
genova-composer-you-give-back = You give back: { $terms }
genova-composer-add-you-give = Add to what you give…
genova-composer-add-you-want = Add to what you want back…
genova-composer-add-they-give = Ask them to give…
genova-composer-add-you-give-back = Add to what you give back…
genova-composer-remove = Take something out…
genova-composer-remove-give = Take out of what is given: { $item }
genova-composer-remove-want = Take out of what is wanted: { $item }
genova-composer-held = { $item } (held: { $count })
genova-composer-ready = Ready to send. Nothing is paid until the deal is accepted.
genova-composer-not-yet = Not ready to send: { $why }
genova-composer-ducats = Ducats…
genova-composer-ducats-give = Ducats given (a multiple of 5)
genova-composer-ducats-back = Ducats given back (a multiple of 5)
genova-composer-send-offer = Send the offer
genova-composer-send-ask = Send the request
genova-compose-offers = Make or change an offer…
genova-compose-offer = Offer for { $space }…
genova-compose-change = Change my offer for { $space }…
genova-compose-asks = Ask a player for terms…
genova-compose-ask = Ask { $seat } about { $space }…

## Pictures
# $seat is a seat (genova-seat).
genova-picture-markers = markers left
genova-picture-moves = tower moves left
genova-picture-ducats = ducats
genova-picture-hand-title = Your hand ({ $seat })

## /genova: its commands. Options: cmd-genova-<option>-name / -description / -choice-<pick>;
## one subcommand's own words: cmd-genova-<subcommand>-…
cmd-genova-name = genova
cmd-genova-description = The Merchants of Genoa: trading and negotiation for 2 to 5 players
cmd-genova-challenge-description = Challenge a member to a two-player match of The Merchants of Genoa
cmd-genova-no-equal-offers-name = no-equal-offers
cmd-genova-no-equal-offers-description = Refuse an offer equal to one already standing for that space
cmd-genova-rounds-name = rounds
cmd-genova-rounds-description = A shorter game: the round marker's last space (1–12; default 12)
cmd-genova-max-offers-name = max-offers
cmd-genova-max-offers-description = Offers each player may make per space and turn (default: no limit)
cmd-genova-new-rounds-description = A shorter game: the round marker's last space (1–12; at most 12/10/8/7 by players)
