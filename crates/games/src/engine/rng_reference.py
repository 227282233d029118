# The random numbers of crates/games/src/engine/rng.rs, written again independently of the Rust code
# for the golden deals: each game's tests/golden_deals.py imports this file. Reference: ChaCha8 (djb
# layout: 64-bit counter, 64-bit nonce), SplitMix64, rejection sampling and Fisher-Yates exactly as
# documented in crates/games/src/engine/rng.rs.
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

def write_golden(script, text):
    """Writes `text` as golden_deals.txt beside the game's script `script` (its __file__)."""
    import os
    path=os.path.join(os.path.dirname(os.path.abspath(script)),"golden_deals.txt")
    open(path,"w").write(text+"\n")
