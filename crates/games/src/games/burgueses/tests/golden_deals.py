# The golden deals of this game, computed independently of the Rust code: run
# `python3 crates/games/src/games/burgueses/tests/golden_deals.py` to rewrite golden_deals.txt.
import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "engine"))
from rng_reference import SEEDS, seeded, write_golden

def burgueses():
    deck=[f"{v}{s}" for s,vs in [("S",[2,3,4]),("C",[2,3,4]),("H",[2,3,4,5]),("D",[2,3,4,5])] for v in vs]
    kings=["KS","KC","KH","KD","AS"]
    out=["# Burgueses: the deal of round 1 for two seeds (golden_deals.txt, checked by the unit test",
         "# `golden_deals`). Hands in the order dealt; decks top first.",""]
    for seed in SEEDS:
        r=seeded(seed); first=r.below(2)
        g=deck[:]; r.shuffle(g); k=kings[:]; r.shuffle(k)
        hands={0:[],1:[]}
        for s in [first,first,1-first,1-first]: hands[s].append(g.pop())
        out+= [f"seed {seed}", f"first: {first}", f"hand 0: {' '.join(hands[0])}", f"hand 1: {' '.join(hands[1])}",
               f"goods: {' '.join(reversed(g))}", f"kings: {' '.join(reversed(k))}", ""]
    return "\n".join(out)

write_golden(__file__, burgueses())
