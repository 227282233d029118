# La rebelión de los campesinos: the board, the hand, what happened, refusals and the rules.
# $player, $peasants and $first are names (mentions), $players a comma-separated list of
# them. $card, $attacker, $blocker, $card1 and $card2 are cards in words (rebelion-card);
# $cards, $armies, $paid and $change are lists of them (rebelion-none when empty). $slot is a
# camp's slot number (1–6).

## Cards
# $rank is a level (1–10) or Sota, Caballo, Reina, Rey; $suit is Oros, Copas, Espadas or Bastos.
rebelion-card = { $rank } of { $suit }
rebelion-none = none
rebelion-pile-empty = empty

## The board
rebelion-title = The Peasants' Revolt
rebelion-side-peasants = peasants (Bastos)
rebelion-side-militia = militia (Espadas)
rebelion-side-none = side not chosen yet
rebelion-player = Player { $number }
# $side is one of rebelion-side-*; $camps and $hand are counts of cards.
rebelion-seat = { $player } — { $side }
    Armies: { $armies }
    Camps: { $camps } · Hand: { $hand }
rebelion-table = Table
# $turn is the turn number, $deck the number of cards left in the deck.
rebelion-table-line = Turn { $turn } · Deck: { $deck }
rebelion-discard-pile = Discard pile
rebelion-decision-pick = { $players }: pick a card in secret to decide the sides.
rebelion-decision-main = Turn of { $players }.
rebelion-decision-buy = { $players }: pay for the card with Oros, then complete the purchase.
rebelion-decision-muster = { $players }: add armies to the attack, then launch it.
rebelion-decision-block = { $players }: choose a blocker for each attacker in turn.
rebelion-decision-order = { $players }: choose the next combat, one at a time.
rebelion-decision-heal = { $players }: heal your army with Copas, one card at a time, or stop.
rebelion-decision-camp = { $players }: choose an enemy camp to assault.
rebelion-over = The match is over.

## The hand: its title, fields, and the controls with their groups
rebelion-your-hand = Your hand: { $cards }
rebelion-your-camps = Your camps
# $decision is one of rebelion-decision-* or rebelion-over.
rebelion-you-picked = You picked { $card }. { $decision }
rebelion-play = Play { $card }
rebelion-discard = Discard { $card }
rebelion-no-blocker-for = No blocker for { $card }
rebelion-stop-healing = Stop healing
rebelion-end-turn-or-pass = End turn / pass
rebelion-empty-camp = Empty camp { $slot }
rebelion-assault-camp = Assault camp { $slot }
rebelion-buy = Buy { $card } (with { $paid })
rebelion-buy-with-change = Buy { $card } (with { $paid }) + change { $change }
rebelion-launch-attack = Launch the attack
rebelion-attack-with = Attack: { $cards }
rebelion-no-more-blocks = No more blocks
rebelion-group-pick = Secret pick
rebelion-group-play = Play an army
rebelion-group-buy = Buy with Oros
rebelion-group-empty = Empty a camp
rebelion-group-cavalry = Cavalry: the Caballo names its blocker
rebelion-group-muster = Add to the attack
rebelion-group-attack-with = Attack with…
rebelion-group-attack = Attack
rebelion-group-blocker-for = Blocker for { $card }
rebelion-group-blocks = Blocks
rebelion-group-order = Next combat
rebelion-group-tend = Heal { $card } and go on
rebelion-group-heal = Heal { $card } and finish
rebelion-group-end-turn = End turn
rebelion-group-camp = Camp to assault
rebelion-group-discard = Discard and end turn

## What happened
rebelion-picked = { $player } has picked a card.
# $card1 and $card2 are the picks of players 1 and 2.
rebelion-picks-revealed = Picks revealed: { $card1 } · { $card2 }
rebelion-redealt = A tie: both hands go back into the deck, which is reshuffled, and new hands are dealt.
rebelion-sides-set = { $peasants } leads the peasants; { $first } starts.
# $turn is the turn number.
rebelion-turn-draws = Turn { $turn }: { $player } draws a card.
rebelion-turn-no-draw = Turn { $turn }: { $player } does not draw.
rebelion-played = { $player } brings into play the { $card }.
rebelion-bought = { $player } buys the { $card } with { $paid }.
rebelion-bought-with-change = { $player } buys the { $card } with { $paid } (change: { $change }).
rebelion-emptied = { $player } empties camp { $slot }.
rebelion-attacked = { $player } attacks with { $cards }.
rebelion-mustered = { $player } sends into the attack the { $card }.
rebelion-mustered-naming = { $player } sends into the attack the { $card } naming as its blocker the { $blocker }.
rebelion-block-chosen = { $blocker } will block the { $attacker }.
rebelion-unblocked = { $attacker } goes unblocked.
rebelion-ordered = Next combat: { $attacker } against { $blocker }.
rebelion-no-blocks = No army blocks.
# $pairs lists the blocks, each `blocker ⟂ attacker`, separated by commas.
rebelion-blocked = Blocks: { $pairs }.
# $level is the army's level after healing.
rebelion-healed = { $player } heals the { $card } with { $cards } (level { $level }).
# What became of an army in a combat: $before is its card's level (`9`), $level its level
# after the combat, $card the card that replaces it.
rebelion-fate-holds = the { $before } holds
rebelion-fate-destroyed = the { $before } is destroyed
rebelion-fate-replaced = the { $before } falls to { $level } and is replaced by the { $card }
rebelion-fate-retreats = the { $before } falls to { $level } and retreats
# $blocker-fate and $attacker-fate are rebelion-fate-* of each army.
rebelion-combat = { $attacker } and { $blocker } clash: { $blocker-fate }, { $attacker-fate }.
rebelion-camp-defended = { $player } assaults camp { $slot }: { $card } defends it.
rebelion-camp-taken = { $player } assaults camp { $slot }: { $card } is taken.
rebelion-discarded = { $player } discards the { $card }.
rebelion-passed = { $player } ends the turn.
rebelion-attack-called-off = { $player } calls off the attack; the armies stay on the table.
rebelion-purchase-called-off = { $player } calls off a purchase.
# $card1 and $card2 are the last camps of players 1 and 2 (— for none).
rebelion-camps-revealed = Camps revealed: { $card1 } · { $card2 }
rebelion-won = { $player } wins the revolt!
rebelion-drawn = Nobody wins: a draw.
rebelion-both-lost = Equal camps: both players lose.

## Refusals
# What the match waits for, as rebelion-illegal-wrong-step names it.
rebelion-step-pick = pick a card
rebelion-step-main = play, buy, empty a camp, attack, discard or pass
rebelion-step-buy = pay with Oros, take change, then complete the purchase (or call it off)
rebelion-step-muster = add armies to the attack or launch it (or call it off)
rebelion-step-block = assign blockers
rebelion-step-order = order the combats
rebelion-step-heal = heal with Copas or pass
rebelion-step-camp = choose a camp to assault
rebelion-step-over = start a new match
# Why a move is illegal. Each refusal naming a card gets it twice: $card in words
# (`6 of Bastos`) and $code in notation (`6B`); English uses the notation, Spanish the words.
# $step is one of rebelion-step-*.
rebelion-illegal-wrong-step = now is the time to { $step }
rebelion-illegal-empty-attack = an attack needs at least one army
rebelion-illegal-not-in-hand = { $code } is not in your hand
rebelion-illegal-not-your-troop = { $code } is not one of your troops
rebelion-illegal-already-played = you have already brought an army into play this turn
rebelion-illegal-already-emptied = you have already emptied a camp this turn
rebelion-illegal-already-bought = you have already bought this turn
rebelion-illegal-already-attacked = you have already attacked this turn
rebelion-illegal-already-done = you have already done that this turn
rebelion-illegal-first-turn = the first turn of the game allows no attack
rebelion-illegal-not-on-table = { $code } is not one of your armies on the table
rebelion-illegal-not-a-caballo = only a Caballo names its blocker
rebelion-illegal-no-such-enemy-army = { $code } is not an enemy army on the table
rebelion-illegal-not-attacking = { $code } does not attack
rebelion-illegal-double-block = each attacker has one blocker and each army blocks once
rebelion-illegal-already-mustered = { $code } is already in the attack
rebelion-illegal-already-decided = the block of { $code } is already decided
rebelion-illegal-empty-heal = a heal needs at least one Copas card
rebelion-illegal-caballo-chose = the Caballo { $code } already named its blocker
rebelion-illegal-bad-order = the order must list each blocked attacker once
rebelion-illegal-not-damaged = { $code } is not your damaged army in this combat
rebelion-illegal-not-copas = { $code } is not a Copas card
rebelion-illegal-heals-nothing-more = { $code } heals nothing more: the other cards already heal the army fully
rebelion-illegal-not-in-discard = { $code } is not in the discard pile
rebelion-illegal-not-for-sale = { $code } cannot be bought: only your troops (never their figures) and Copas
rebelion-illegal-not-oros = { $code } is not an Oros card
rebelion-illegal-not-enough-oros = the Oros paid are worth less than { $code }
rebelion-illegal-no-rey = change needs a Rey of yours on the table
rebelion-illegal-too-much-change = the change is worth more than the overpayment
rebelion-illegal-no-such-camp = there is no standing camp in slot { $slot }
rebelion-illegal-last-camp = you cannot empty your last camp
rebelion-illegal-must-empty-camp = with the deck empty and no army, you must empty a camp this turn

# The rules in short, with our decisions (`/rebelion rules`).
rebelion-rules = **The Peasants' Revolt** — 2 players, Spanish deck (72 cards; option 60). Bastos are the peasants' troops, Espadas the militia's; Oros buy, Copas heal. Sota 10 (Hero), Caballo 11 (Cavalry), Rey 12 (Leader).
    Each player has 6 face-down camps; lose your last camp and you lose. Both pick a card in secret: the higher Bastos leads the peasants and starts (a tie: new hands, the camps stay).
    Your turn: draw (not with 7+ cards in hand), then in any order: play one army · buy one card from the discard pile with Oros (your troops, never their figures, or any Copas, figures included; with a Rey on the table you get change in Oros; choose the card, then the Oros to pay and the change one at a time, then complete the purchase; an attack or a purchase under way can be called off) · empty one of your camps into your hand · attack with any of your armies (not on the very first turn). End by passing, or discarding one card.
    Attacks: send armies into the attack one by one, then launch it (a Caballo may name its blocker). The defender chooses a blocker (or none) for each attacker in turn, then the order of the combats, one at a time. Both deal their level as damage at once. Copas heal (doubled on a Sota), one card at a time until you stop. A damaged army is replaced by the highest card of its suit in the discard pile not above its new level, else it goes to the pile. An unblocked attacker turns an enemy camp: an enemy troop fights it, anything else goes to the attacker's hand; the camp is gone.
    No deck left: no draw; without armies you must empty a camp each turn. When nobody can attack, both reveal their last camp: higher wins, equal camps both lose.
    Our choices: discarding ends the turn. Our addition, endless play: after 20 idle turns in a row (nothing drawn, played, bought, emptied, attacked or discarded) or at the end of turn 500, both reveal their best camp as above.

## Buying from the pile step by step; calling off an attack or a purchase under way.
rebelion-buy-card = Buy { $card }
rebelion-buy-complete = Complete the purchase
rebelion-group-pay = Pay with
rebelion-group-change = Take as change
# $sum is the value paid so far, $price the price of $card.
rebelion-buying = Buying { $card }: paid { $paid } ({ $sum } of { $price }) · change: { $change }
rebelion-call-off-attack = Call off the attack
rebelion-call-off-purchase = Call off the purchase

## The Tarot variant (option tarot): Major Arcana, their answer window and effects.
# $name is an Arcana's name as the seed gives it (La Muerte).
rebelion-arcanum = Arcanum { $name }
rebelion-arcana = Arcana
rebelion-camp-slot = camp { $slot }
# $arcana is an Arcana's name with its target (El Mago → 12 of Espadas).
rebelion-decision-answer = { $players }: { $arcana } was played — counter it with El Hierofante, or allow it.
rebelion-decision-judgment = { $players }: El Juicio — pick a hand card in secret.
rebelion-decision-lose = { $players }: choose the camp you lose.
rebelion-counter = Counter with El Hierofante
rebelion-allow = Allow it
rebelion-lose-camp = Lose camp { $slot }
rebelion-group-harm = La Fuerza: extra damage on { $card }
rebelion-group-judgment = El Juicio: your secret card
rebelion-group-arcana = Play a Major Arcana
rebelion-group-answer = Answer the Arcana
rebelion-group-lose = Camp to lose
rebelion-your-arcana = Your Major Arcana
rebelion-seen-camps = Enemy camps seen ({ $arcana })
rebelion-effects = Effects
# $player is whom the effect favours or binds, $army El Carro's army, $turn the turn it covers.
rebelion-effect-6 = Los Amantes: { $player } heals with any suit card this turn.
rebelion-effect-7 = El Carro: { $player }'s { $army } is Cavalry this turn.
rebelion-effect-8 = La Fuerza: { $player } adds suit cards as damage after each combat this turn.
rebelion-effect-18 = La Luna: { $player } cannot attack in turn { $turn }.
rebelion-effect-19 = El Sol: { $player } cannot play Major Arcana in turn { $turn }.
# What each Arcana does, in a short line (hand and log).
rebelion-does-0 = put an enemy troop card from your hand into play as your own army.
rebelion-does-1 = 10 damage to an enemy army (its owner may heal); El Mago then leaves the game.
rebelion-does-2 = the highest Copas in the discard pile to your hand.
rebelion-does-3 = the highest Oros in the discard pile to your hand.
rebelion-does-4 = the highest card of your troops in the discard pile to your hand.
rebelion-does-5 = counter the Arcana your opponent has just played.
rebelion-does-6 = until the end of the turn, any suit card in your hand heals as a Copas.
rebelion-does-7 = one of your armies is Cavalry until the end of the turn.
rebelion-does-8 = until the end of the turn, after each combat, suit cards from your hand add their level as damage to the enemy army.
rebelion-does-9 = the lowest card of your troops in the discard pile straight into play.
rebelion-does-10 = the two highest Oros of the discard pile to your hand, then a random card of your hand is discarded.
rebelion-does-11 = in a combat, each army takes half the sum of both levels instead (at your heal decision).
rebelion-does-12 = your opponent discards their lowest army.
rebelion-does-13 = each player discards all their armies but the lowest; no healing.
rebelion-does-14 = draw until you hold 7 cards.
rebelion-does-15 = both hands are shown; whoever holds more Major Arcana loses a camp.
rebelion-does-16 = look at one enemy camp; it stays where it is.
rebelion-does-17 = a random Major Arcana from the discard pile to your hand.
rebelion-does-18 = your opponent cannot attack in their next turn.
rebelion-does-19 = your opponent cannot play Major Arcana in their next turn.
rebelion-does-20 = both pick a hand card in secret; both are discarded and the lower number loses a camp.
rebelion-does-21 = all your camps to your hand, then six random hand cards become your camps.
# $does is one of rebelion-does-*.
rebelion-arcana-played = { $player } plays { $arcana }: { $does }
rebelion-countered = { $player } counters { $arcana } with El Hierofante: it has no effect.
rebelion-allowed = { $player } lets it take effect.
rebelion-army-entered = { $player }'s { $card } enters play.
rebelion-cards-taken = { $player } takes from the discard pile: { $cards }.
rebelion-random-discard = Chance discards { $player }'s { $card }.
rebelion-armies-discarded = { $player } discards the armies { $cards }.
# $count is a number of cards.
rebelion-drew-cards = { $player } draws { $count } cards.
rebelion-hands-shown = Hands shown — { $player1 }: { $cards1 } · { $player2 }: { $cards2 }
rebelion-camp-seen = { $player } looks at enemy camp { $slot }.
rebelion-camps-rebuilt = { $player } takes their camps into hand and sets up { $count } new camps.
# $card1 and $card2 are the secret cards of players 1 and 2 (— for an empty hand).
rebelion-judgment-revealed = El Juicio: { $card1 } · { $card2 }
rebelion-camp-lost = { $player } loses camp { $slot } ({ $card }).
rebelion-camp-arcana = { $player } assaults camp { $slot }: { $card } has no effect and goes to the discard pile.
# $level is the army's level after the damage.
rebelion-spell = El Mago strikes the { $card } for 10 damage (level { $level }).
rebelion-harmed = { $player } strikes the { $card } with { $cards } (level { $level }).
# $damage is what each army takes; $attacker-level and $blocker-level their levels now.
rebelion-justice = La Justicia: each army takes { $damage } damage (attacker at { $attacker-level }, blocker at { $blocker-level }).
rebelion-step-answer = counter the Arcana or allow it
rebelion-step-judgment = pick a card for El Juicio
rebelion-step-lose = choose the camp you lose
rebelion-illegal-no-tarot = Major Arcana are played only in the Tarot variant
rebelion-illegal-sun-ban = El Sol: you cannot play Major Arcana this turn
rebelion-illegal-moon-ban = La Luna: you cannot attack this turn
rebelion-illegal-only-as-answer = El Hierofante is played only to counter your opponent's Arcana
rebelion-illegal-only-in-combat = La Justicia is played in a combat, at your heal decision
rebelion-illegal-bad-target = { $code } cannot be played on that target
rebelion-illegal-no-strength = extra damage needs your La Fuerza this turn
rebelion-illegal-harm-after-healing = La Fuerza's damage comes before your healing
rebelion-illegal-not-a-suit-card = { $code } is not a suit card
rebelion-illegal-justice-too-late = La Justicia comes once a combat, before your healing
rebelion-illegal-already-arcana = you have already played a Major Arcana this turn
# The Tarot variant's rules (`/rebelion rules`, after the main rules).
rebelion-rules-tarot = **Tarot variant** (`tarot: true`) — 106 cards: suits 1–10, Sota 11 (Hero), Caballo 12 (Cavalry), Reina 13 and Rey 14 (Leaders), and the 22 Major Arcana. One Arcana per player per turn, in your main phase (La Justicia at your heal decision in a combat). After each Arcana your opponent may counter it with El Hierofante or allow it (asked every time, so it reveals nothing). An Arcana camp that is assaulted has no effect and goes to the pile; emptied, it goes to your hand. Arcana count 0 wherever cards are compared and never heal, harm or get bought.
    El Loco: an enemy troop from your hand as your army · El Mago: 10 damage to an enemy army, then it leaves the game · La Suma Sacerdotisa / La Emperatriz / El Emperador: the highest Copas / Oros / own troop of the pile to your hand · El Hierofante: counter · Los Amantes: any suit card heals this turn · El Carro: an army is Cavalry this turn · La Fuerza: suit cards add damage after combats this turn · El Ermitaño: your lowest troop of the pile into play · La Rueda: two highest Oros of the pile to your hand, then a random card of your hand is discarded · La Justicia: each army takes half the sum of both levels · El Ahorcado: the opponent discards their lowest army · La Muerte: all armies but each player's lowest are discarded · La Templanza: draw to 7 · El Diablo: hands shown, more Arcana loses a camp · La Torre: look at an enemy camp · La Estrella: a random Arcana of the pile to your hand · La Luna: no attack for the opponent next turn · El Sol: no Arcana for the opponent next turn · El Juicio: both pick a card in secret, the lower loses a camp · El Mundo: your camps to your hand, six random hand cards become your camps.
    Our choices: you choose which camp you lose; El Loco's and El Ermitaño's armies are extra to your one army a turn and may attack at once; effects "until the end of the turn" end when the turn passes.
rebelion-tarot-has-its-deck = The Tarot variant plays with its own deck of 106 cards: leave out the deck option.

## Pictures
# $turn is the turn number; $count a number of cards.
rebelion-picture-title = The Peasants' Revolt — turn { $turn }
rebelion-picture-camps = camps
rebelion-picture-deck = deck
rebelion-picture-discard = Discard pile ({ $count })
rebelion-picture-hand-title = Your hand
rebelion-picture-my-camps = Your camps
rebelion-combat-under-way = Combat
rebelion-combat-army = { $player }: { $army } — damage { $damage }, healed { $healed } → level { $level }
rebelion-combat-camp = { $player }: { $army } (a revealed camp) — damage { $damage }, healed { $healed } → level { $level }
rebelion-combat-awaiting = Deciding on healing: { $players }
rebelion-combat-next = Still to fight: { $combats }
rebelion-picture-combat-level = level of { $player }

## /rebelion: its commands. Options: cmd-rebelion-<option>-name / -description / -choice-<pick>;
## one subcommand's own words: cmd-rebelion-<subcommand>-…
cmd-rebelion-name = rebelion
cmd-rebelion-description = The Peasants' Revolt: a card game for two with the Spanish deck
cmd-rebelion-deck-name = deck
cmd-rebelion-deck-description = Which deck (default: 72 cards)
cmd-rebelion-deck-choice-full = 72 cards (1–9 and figures)
cmd-rebelion-deck-choice-short = 60 cards (1–7 and figures)
cmd-rebelion-sides-name = sides
cmd-rebelion-sides-description = How sides are decided (default: secret pick)
cmd-rebelion-sides-choice-pick = Secret pick (higher Bastos leads the peasants)
cmd-rebelion-sides-choice-peasants = I lead the peasants (Bastos)
cmd-rebelion-sides-choice-militia = I lead the militia (Espadas)
cmd-rebelion-tarot-name = tarot
cmd-rebelion-tarot-description = Play with the Tarot deck and its 22 Major Arcana (its own 106 cards)
