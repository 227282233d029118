# The golden deals of this game, computed independently of the Rust code: run
# `python3 crates/games/src/games/bouillabaisse/tests/golden_deals.py` to rewrite golden_deals.txt.
import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "engine"))
from rng_reference import SEEDS, seeded, write_golden

def bouill():
    RANKS={11:"J",12:"Q",13:"K",14:"A"}
    SUITS="CDHS"
    def name(c): return f"{RANKS.get(c[0],c[0])}{SUITS[c[1]]}"
    def in_play(players,decks):
        allc=[(r,s) for _ in range(decks) for s in range(4) for r in range(2,15)]
        keep=(52*decks//players)*players
        allc.sort()
        return allc[len(allc)-keep:]
    out=["# Bouillabaisse: targets and the deal of round 1 for two seeds, with one deck (4 seats)",
         "# and two (7 seats) (golden_deals.txt, checked by the unit test `golden_deals`).",""]
    for players in [4,7]:
        decks=1 if players<=6 else 2
        for seed in SEEDS:
            r=seeded(seed); ip=in_play(players,decks)
            dealer=r.below(players); suit=SUITS[r.below(4)]; fig="JQK"[r.below(3)]; card=r.choose(ip)
            cards=ip[:]; r.shuffle(cards); each=len(cards)//players
            out+=[f"seed {seed}, {players} seats", f"dealer: {dealer}", f"targets: {suit} {fig} {name(card)}"]
            for s in range(players):
                out.append(f"hand {s}: {' '.join(name(c) for c in cards[s*each:(s+1)*each])}")
            out.append("")
    return "\n".join(out)

write_golden(__file__, bouill())
