# La rebelión de los campesinos: the board, the hand, what happened, refusals and the rules.
# $player, $peasants and $first are names (mentions), $players a comma-separated list of
# them. $card, $attacker, $blocker, $card1 and $card2 are cards in words (rebelion-card);
# $cards, $armies, $paid and $change are lists of them (rebelion-none when empty). $slot is a
# camp's slot number (1–6).

## Cards
# $rank is a level (1–9) or Sota, Caballo, Rey; $suit is Oros, Copas, Espadas or Bastos.
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
rebelion-illegal-not-in-discard = { $code } is not in the discard pile
rebelion-illegal-not-for-sale = { $code } cannot be bought: only your troops and Copas up to 9
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
