# The golden deals of this game, computed independently of the Rust code: run
# `python3 crates/games/src/games/burger_joint/tests/golden_deals.py` to rewrite golden_deals.txt.
import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "engine"))
from rng_reference import SEEDS, seeded, write_golden

def burger_joint():
    # 10 cubes of each colour, in notation order; Burger owns the black and yellow diners,
    # Pizza the green and red: the first production draws one cube per diner (four).
    letters="WKYGNR"; diners={0:"KY",1:"GR"}
    out=["# Burger Joint: who plays Burger and the first production for two seeds (golden_deals.txt,",
         "# checked by the unit test `golden_deals`). Cubes in notation order.",""]
    for seed in SEEDS:
        r=seeded(seed); burger=r.below(2)
        bag=[10]*6; general=[0]*6; areas={0:[0]*6,1:[0]*6}
        owner={"K":burger,"Y":burger,"G":1-burger,"R":1-burger}
        for _ in range(4):
            at=r.below(sum(bag))
            for i,n in enumerate(bag):
                if at<n:
                    bag[i]-=1; c=letters[i]
                    if c in owner: areas[owner[c]][i]+=1
                    else: general[i]+=1
                    break
                at-=n
        cubes=lambda v: "".join(letters[i]*n for i,n in enumerate(v)) or "-"
        out+=[f"seed {seed}", f"burger: {burger}", f"general: {cubes(general)}",
              f"area 0: {cubes(areas[0])}", f"area 1: {cubes(areas[1])}", ""]
    return "\n".join(out)

write_golden(__file__, burger_joint())
