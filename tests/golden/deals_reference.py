# The golden deals of tests/golden/*_deals.txt, computed independently of the Rust code:
# run `python3 tests/golden/deals_reference.py` from the repository root to rewrite them.
# Independent reference: ChaCha8 (djb layout: 64-bit counter, 64-bit nonce), SplitMix64,
# rejection sampling and Fisher-Yates exactly as documented in crates/games/src/engine/rng.rs.
import struct
M=0xffffffff; M64=(1<<64)-1
def rotl(x,n): return ((x<<n)|(x>>(32-n)))&M
def qr(s,a,b,c,d):
    s[a]=(s[a]+s[b])&M; s[d]=rotl(s[d]^s[a],16)
    s[c]=(s[c]+s[d])&M; s[b]=rotl(s[b]^s[c],12)
    s[a]=(s[a]+s[b])&M; s[d]=rotl(s[d]^s[a],8)
    s[c]=(s[c]+s[d])&M; s[b]=rotl(s[b]^s[c],7)
def block(key,counter):
    st=[0x61707865,0x3320646e,0x79622d32,0x6b206574]+list(key)+[counter&M,counter>>32,0,0]
    w=st[:]
    for _ in range(4):
        qr(w,0,4,8,12);qr(w,1,5,9,13);qr(w,2,6,10,14);qr(w,3,7,11,15)
        qr(w,0,5,10,15);qr(w,1,6,11,12);qr(w,2,7,8,13);qr(w,3,4,9,14)
    return [(a+b)&M for a,b in zip(w,st)]
class Rng:
    def __init__(self,keybytes):
        self.key=struct.unpack('<8I',keybytes); self.ctr=0; self.buf=[]
    def word(self):
        if not self.buf:
            self.buf=block(self.key,self.ctr); self.ctr+=1
        return self.buf.pop(0)
    def below(self,n):
        zone=(1<<32)//n*n
        while True:
            x=self.word()
            if x<zone: return x%n
    def shuffle(self,v):
        for i in range(len(v)-1,0,-1):
            j=self.below(i+1); v[i],v[j]=v[j],v[i]
    def choose(self,v): return v[self.below(len(v))]
    def fork(self):
        return Rng(b''.join(struct.pack('<I',self.word()) for _ in range(8)))
def splitmix(state):
    state=(state+0x9e3779b97f4a7c15)&M64
    z=state
    z=((z^(z>>30))*0xbf58476d1ce4e5b9)&M64
    z=((z^(z>>27))*0x94d049bb133111eb)&M64
    return state, z^(z>>31)
def seeded(seed):
    out=b''
    for _ in range(4):
        seed,z=splitmix(seed); out+=struct.pack('<Q',z)
    return Rng(out)
SEEDS=[1,123456789]
def burgueses():
    deck=[f"{v}{s}" for s,vs in [("S",[2,3,4]),("C",[2,3,4]),("H",[2,3,4,5]),("D",[2,3,4,5])] for v in vs]
    kings=["KS","KC","KH","KD","AS"]
    out=["# Burgueses: the deal of round 1 for two seeds (tests/golden, checked by the unit test",
         "# `golden_deals`). Hands in the order dealt; decks top first.",""]
    for seed in SEEDS:
        r=seeded(seed); first=r.below(2)
        g=deck[:]; r.shuffle(g); k=kings[:]; r.shuffle(k)
        hands={0:[],1:[]}
        for s in [first,first,1-first,1-first]: hands[s].append(g.pop())
        out+= [f"seed {seed}", f"first: {first}", f"hand 0: {' '.join(hands[0])}", f"hand 1: {' '.join(hands[1])}",
               f"goods: {' '.join(reversed(g))}", f"kings: {' '.join(reversed(k))}", ""]
    return "\n".join(out)
def rebelion():
    out=["# La rebelión: the deal for two seeds and both decks (tests/golden, checked by the unit",
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
         "# and two (7 seats) (tests/golden, checked by the unit test `golden_deals`).",""]
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
def genova():
    # Decks by their cards' indices: 16 large orders, 16 small, 14 messages, 14 privileges.
    sizes=[("large",16),("small",16),("message",14),("privilege",14)]
    out=["# Genova: the first player and the deal for two seeds, with 2 and 5 seats (tests/golden,",
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
def burger_joint():
    # 10 cubes of each colour, in notation order; Burger owns the black and yellow diners,
    # Pizza the green and red: the first production draws one cube per diner (four).
    letters="WKYGNR"; diners={0:"KY",1:"GR"}
    out=["# Burger Joint: who plays Burger and the first production for two seeds (tests/golden,",
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
import os
for n,f in [("burgueses",burgueses),("rebelion",rebelion),("bouillabaisse",bouill),("genova",genova),("burger_joint",burger_joint)]:
    open(f"tests/golden/{n}_deals.txt","w").write(f()+"\n")
