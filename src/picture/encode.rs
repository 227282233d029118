//! PNG files of pictures in the palette, written here rather than by a general encoder: a
//! picture is mostly lines the same as the one above and runs of one colour, so its data is
//! compressed by finding exactly those — the bytes a line further back (the pixel above), or
//! one back (the pixel to the left) — and nothing else. An unchanged line costs a comparison
//! of its bytes and a few bits, and the canvas is read where it lies (its rows are laid out
//! as PNG's lines). Measured against the `png` crate at its fastest (each line filtered
//! against the one above, then fdeflate) on the same canvases (`benches/pictures.rs`, issue
//! 31): as fast or faster (the largest five-seat board in 0.19 ms against 0.26), and boards 6–35 %
//! smaller; text-heavy pictures come out larger (the wordiest hand, 28 KB against 20), the fixed
//! codes spending 8–9 bits on a literal.
//!
//! Deflate (RFC 1951) with its fixed codes, in a zlib stream (RFC 1950), in the chunks of a
//! PNG file: signature, `IHDR`, `PLTE`, one `IDAT`, `IEND`. Every line is stored unfiltered.

/// The longest match deflate writes.
const LONGEST: usize = 258;
/// The shortest.
const SHORTEST: usize = 3;
/// A match of the line above this long is not compared with the run to the left.
const ENOUGH: usize = 32;
/// The farthest back a match may reach.
const WINDOW: usize = 32 * 1024;

/// A PNG file of `width` × `height` palette entries in the palette `plte` (RGB triples):
/// `lines` holds them row by row, each row after its filter byte, zero (none).
///
/// # Panics
/// For a picture wider than deflate's window, or lines of another size (layout bugs).
#[must_use]
pub fn png(width: usize, height: usize, lines: &[u8], plte: &[u8]) -> Vec<u8> {
    assert!(width > 0 && width < WINDOW && lines.len() == (width + 1) * height);
    let mut out = Vec::with_capacity(lines.len() / 16 + plte.len() + 64);
    out.extend_from_slice(b"\x89PNG\r\n\x1a\n");
    let mut header = Vec::with_capacity(13);
    header.extend_from_slice(&(width as u32).to_be_bytes());
    header.extend_from_slice(&(height as u32).to_be_bytes());
    // 8 bits a pixel, indexed colour, deflate, the standard filters, no interlacing.
    header.extend_from_slice(&[8, 3, 0, 0, 0]);
    chunk(&mut out, b"IHDR", |o| o.extend_from_slice(&header));
    chunk(&mut out, b"PLTE", |o| o.extend_from_slice(plte));
    chunk(&mut out, b"IDAT", |o| zlib(lines, width + 1, o));
    chunk(&mut out, b"IEND", |_| {});
    out
}

/// A chunk: its length, type, the data `write` writes, and the CRC of type and data.
fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], write: impl FnOnce(&mut Vec<u8>)) {
    let start = out.len();
    out.extend_from_slice(&[0; 4]);
    out.extend_from_slice(kind);
    write(out);
    let length = (out.len() - start - 8) as u32;
    out[start..start + 4].copy_from_slice(&length.to_be_bytes());
    let crc = crc32fast::hash(&out[start + 4..]);
    out.extend_from_slice(&crc.to_be_bytes());
}

/// `raw` as a zlib stream of one deflate block with the fixed codes: each byte either starts
/// a match of the bytes a line back (`stride`) or one back, whichever is longer, or is
/// written as it is.
fn zlib(raw: &[u8], stride: usize, out: &mut Vec<u8>) {
    // Deflate with a 32 KiB window, no preset dictionary, the fastest level (a check of 31).
    out.extend_from_slice(&[0x78, 0x01]);
    let codes = codes();
    let mut bits = Bits::new(out);
    // The last block, of the fixed codes.
    bits.put(0b011, 3);
    let (up, back) = (codes.distance(stride), codes.distance(1));
    let mut at = 0;
    while at < raw.len() {
        if at >= stride {
            let quiet = unmatched(raw, at, stride);
            // Three literals, 27 bits at most, go in at once.
            for three in raw[at..at + quiet].chunks(3) {
                let (mut value, mut length) = (0, 0);
                for &byte in three {
                    let code = codes.literal[usize::from(byte)];
                    value |= code.value << length;
                    length += code.bits;
                }
                bits.put(value, length);
            }
            at += quiet;
            if at == raw.len() {
                break;
            }
        }
        let above = if at >= stride && starts(raw, at, stride) {
            same(raw, at, stride)
        } else {
            0
        };
        // A long match of the line above is taken as it is: measuring the run to the left
        // too would read every flat area twice, for a few bytes saved.
        let left = if at >= 1 && above < ENOUGH && starts(raw, at, 1) {
            same(raw, at, 1)
        } else {
            0
        };
        let (length, distance) = if above >= left {
            (above, up)
        } else {
            (left, back)
        };
        if length < SHORTEST {
            bits.put_code(codes.literal[usize::from(raw[at])]);
            at += 1;
            continue;
        }
        // Matches of at most LONGEST, none left shorter than SHORTEST: nothing remains.
        let mut rest = length;
        while rest > 0 {
            let mut take = rest.min(LONGEST);
            if (1..SHORTEST).contains(&(rest - take)) {
                take = rest - SHORTEST;
            }
            bits.put_code(codes.length[take]);
            bits.put_code(distance);
            rest -= take;
        }
        at += length;
    }
    bits.put_code(codes.literal[256]);
    bits.flush();
    out.extend_from_slice(&simd_adler32::adler32(&raw).to_be_bytes());
}

/// Whether a match `back` bytes back starts at `at`: most bytes of text and edges start
/// none, and this tells at once.
#[inline]
fn starts(raw: &[u8], at: usize, back: usize) -> bool {
    raw.len() - at >= SHORTEST && raw[at..at + SHORTEST] == raw[at - back..at - back + SHORTEST]
}

/// How many bytes from `at` on start no match, neither of the line above (`stride` back) nor
/// of the byte before, looked at six a word: in text and at shapes' edges most bytes are
/// literals, and telling them one at a time is where writing them went. Stops short of the
/// first byte that starts a match, and of the last eight bytes (left to the byte-wise path).
fn unmatched(raw: &[u8], at: usize, stride: usize) -> usize {
    const LOW: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    /// The high bit of every byte that is zero.
    fn zeros(x: u64) -> u64 {
        !(((x & LOW) + LOW) | x | LOW)
    }
    /// Bytes that start three equal ones: the first six of a word can tell.
    fn threes(equal: u64) -> u64 {
        equal & (equal >> 8) & (equal >> 16) & 0x0000_8080_8080_8080
    }
    let word = |i: usize| u64::from_le_bytes(raw[i..i + 8].try_into().expect("8 bytes"));
    let mut n = 0;
    while at + n + 8 <= raw.len() {
        let here = word(at + n);
        let starting =
            threes(zeros(here ^ word(at + n - stride))) | threes(zeros(here ^ word(at + n - 1)));
        if starting != 0 {
            return n + (starting.trailing_zeros() / 8) as usize;
        }
        n += 6;
    }
    n
}

/// How many bytes from `at` on equal those `back` bytes before them (a match may run into the
/// bytes it copies, as deflate allows).
fn same(raw: &[u8], at: usize, back: usize) -> usize {
    let (ahead, behind) = (&raw[at..], &raw[at - back..]);
    let word = |s: &[u8], i: usize| u64::from_le_bytes(s[i..i + 8].try_into().expect("8 bytes"));
    let mut n = 0;
    // Four words at a time while they all match: flat areas are most of a picture.
    while n + 32 <= ahead.len() && (0..4).all(|k| word(ahead, n + 8 * k) == word(behind, n + 8 * k))
    {
        n += 32;
    }
    while n + 8 <= ahead.len() {
        let differ = word(ahead, n) ^ word(behind, n);
        if differ != 0 {
            return n + (differ.trailing_zeros() / 8) as usize;
        }
        n += 8;
    }
    n + ahead[n..]
        .iter()
        .zip(&behind[n..])
        .take_while(|(a, b)| a == b)
        .count()
}

/// A code and its extra bits, as they go into the stream: `bits` long.
#[derive(Clone, Copy, Default)]
struct Code {
    value: u32,
    bits: u32,
}

/// Deflate's fixed codes: every literal and the end of the block, every match length, and
/// the distance codes.
struct Codes {
    literal: [Code; 257],
    length: [Code; LONGEST + 1],
}

fn codes() -> &'static Codes {
    static CODES: std::sync::OnceLock<Codes> = std::sync::OnceLock::new();
    CODES.get_or_init(|| {
        let mut literal = [Code::default(); 257];
        for (symbol, code) in literal.iter_mut().enumerate() {
            *code = fixed(symbol);
        }
        let mut length = [Code::default(); LONGEST + 1];
        for (n, code) in length.iter_mut().enumerate().skip(SHORTEST) {
            let (index, extra, base) = bucket(&LENGTH_BASES, n);
            let symbol = fixed(257 + index);
            *code = Code {
                value: symbol.value | ((n - base) as u32) << symbol.bits,
                bits: symbol.bits + extra,
            };
        }
        Codes { literal, length }
    })
}

impl Codes {
    /// The code of a match `distance` back, with its extra bits.
    fn distance(&self, distance: usize) -> Code {
        let (index, extra, base) = bucket(&DISTANCE_BASES, distance);
        // Distance codes are five bits, written from their top bit.
        let value = reversed(index as u32, 5);
        Code {
            value: value | ((distance - base) as u32) << 5,
            bits: 5 + extra,
        }
    }
}

/// The first length of each length code (257 on), and how many extra bits it has.
const LENGTH_BASES: [(usize, u32); 29] = [
    (3, 0),
    (4, 0),
    (5, 0),
    (6, 0),
    (7, 0),
    (8, 0),
    (9, 0),
    (10, 0),
    (11, 1),
    (13, 1),
    (15, 1),
    (17, 1),
    (19, 2),
    (23, 2),
    (27, 2),
    (31, 2),
    (35, 3),
    (43, 3),
    (51, 3),
    (59, 3),
    (67, 4),
    (83, 4),
    (99, 4),
    (115, 4),
    (131, 5),
    (163, 5),
    (195, 5),
    (227, 5),
    (258, 0),
];

/// The first distance of each distance code, and how many extra bits it has.
const DISTANCE_BASES: [(usize, u32); 30] = [
    (1, 0),
    (2, 0),
    (3, 0),
    (4, 0),
    (5, 1),
    (7, 1),
    (9, 2),
    (13, 2),
    (17, 3),
    (25, 3),
    (33, 4),
    (49, 4),
    (65, 5),
    (97, 5),
    (129, 6),
    (193, 6),
    (257, 7),
    (385, 7),
    (513, 8),
    (769, 8),
    (1025, 9),
    (1537, 9),
    (2049, 10),
    (3073, 10),
    (4097, 11),
    (6145, 11),
    (8193, 12),
    (12289, 12),
    (16385, 13),
    (24577, 13),
];

/// The code whose range holds `n`: its index, extra bits and first value.
fn bucket(bases: &[(usize, u32)], n: usize) -> (usize, u32, usize) {
    let index = bases.partition_point(|&(base, _)| base <= n) - 1;
    let (base, extra) = bases[index];
    (index, extra, base)
}

/// The fixed code of literal/length `symbol` (RFC 1951, 3.2.6), ready to be written.
fn fixed(symbol: usize) -> Code {
    let s = symbol as u32;
    let (code, bits) = match symbol {
        0..=143 => (0x30 + s, 8),
        144..=255 => (0x190 + s - 144, 9),
        256..=279 => (s - 256, 7),
        _ => (0xC0 + s - 280, 8),
    };
    Code {
        value: reversed(code, bits),
        bits,
    }
}

/// Huffman codes go in from their top bit; everything else from its bottom bit.
fn reversed(code: u32, bits: u32) -> u32 {
    code.reverse_bits() >> (32 - bits)
}

/// Bits written from the bottom of each byte up, as deflate packs them.
struct Bits<'a> {
    out: &'a mut Vec<u8>,
    pending: u64,
    count: u32,
}

impl<'a> Bits<'a> {
    fn new(out: &'a mut Vec<u8>) -> Bits<'a> {
        Bits {
            out,
            pending: 0,
            count: 0,
        }
    }

    fn put(&mut self, value: u32, bits: u32) {
        self.pending |= u64::from(value) << self.count;
        self.count += bits;
        if self.count >= 32 {
            self.out
                .extend_from_slice(&(self.pending as u32).to_le_bytes());
            self.pending >>= 32;
            self.count -= 32;
        }
    }

    fn put_code(&mut self, code: Code) {
        self.put(code.value, code.bits);
    }

    /// Writes what is pending, the last byte padded with zeros.
    fn flush(&mut self) {
        while self.count > 0 {
            self.out.push(self.pending as u8);
            self.pending >>= 8;
            self.count = self.count.saturating_sub(8);
        }
    }
}

#[cfg(test)]
mod tests;
