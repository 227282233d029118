# The golden deals of this game, computed independently of the Rust code: run
# `python3 crates/games/src/games/genova/tests/golden_deals.py` to rewrite golden_deals.txt.
import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "engine"))
from rng_reference import SEEDS, seeded, write_golden

def genova():
    # Decks by their cards' indices: 16 large orders, 16 small, 14 messages, 14 privileges.
    sizes=[("large",16),("small",16),("message",14),("privilege",14)]
    out=["# Genova: the first player and the deal for two seeds, with 2 and 5 seats (golden_deals.txt,",
         "# checked by the unit test `golden_deals`). Cards by deck and index; decks top first.",""]
    for seats in [2,5]:
        for seed in SEEDS:
            r=seeded(seed); first=r.below(seats)
            decks=[]
            for _,n in sizes:
                d=list(range(n)); r.shuffle(d); decks.append(d)
            hands={s:[] for s in range(seats)}
            for (name,_),d in zip(sizes,decks):
                for k in range(seats):
                    hands[(first+k)%seats].append(f"{name[0].upper()}{d.pop(0)}")
            out+=[f"seed {seed}, {seats} seats", f"first: {first}"]
            for s in range(seats): out.append(f"hand {s}: {' '.join(hands[s])}")
            for (name,_),d in zip(sizes,decks): out.append(f"{name}: {' '.join(map(str,d))}")
            out.append("")
    return "\n".join(out)

write_golden(__file__, genova())
