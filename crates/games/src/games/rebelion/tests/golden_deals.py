# The golden deals of this game, computed independently of the Rust code: run
# `python3 crates/games/src/games/rebelion/tests/golden_deals.py` to rewrite golden_deals.txt.
import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "engine"))
from rng_reference import SEEDS, seeded, write_golden

def rebelion():
    out=["# La rebelión: the deal for two seeds and both decks (golden_deals.txt, checked by the unit",
         "# test `golden_deals`). Camps by slot 1-6; hands in the order dealt; the deck top first.",""]
    for numbers in [9,7]:
        levels=list(range(1,numbers+1))+[10,11,12]
        deck=[]
        for suit in "OCEB":
            copies=2 if suit in "EB" else 1
            for l in levels:
                deck+= [f"{l}{suit}"]*copies
        for seed in SEEDS:
            r=seeded(seed); d=deck[:]; r.shuffle(d)
            camps=[[d.pop() for _ in range(6)] for _ in range(2)]
            hands=[[d.pop() for _ in range(6)] for _ in range(2)]
            out+=[f"seed {seed}, deck {72 if numbers == 9 else 40}"]
            for s in range(2): out.append(f"camps {s}: {' '.join(camps[s])}")
            for s in range(2): out.append(f"hand {s}: {' '.join(hands[s])}")
            out+=[f"deck: {' '.join(reversed(d))}",""]
    return "\n".join(out)

write_golden(__file__, rebelion())
