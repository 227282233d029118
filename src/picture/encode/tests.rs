use super::*;
use rand::{Rng, SeedableRng};

fn decoded(file: &[u8]) -> (u32, u32, Vec<u8>, Vec<u8>) {
    let mut reader = png::Decoder::new(std::io::Cursor::new(file))
        .read_info()
        .expect("a PNG file");
    let plte = reader.info().palette.as_ref().expect("a palette").to_vec();
    let mut pixels = vec![0; reader.output_buffer_size()];
    let frame = reader.next_frame(&mut pixels).expect("its pixels");
    pixels.truncate(frame.buffer_size());
    (frame.width, frame.height, plte, pixels)
}

/// `pixels` as PNG lines, each after its filter byte.
fn lines(width: usize, pixels: &[u8]) -> Vec<u8> {
    pixels
        .chunks(width)
        .flat_map(|line| std::iter::once(&0).chain(line))
        .copied()
        .collect()
}

fn plte(colours: usize) -> Vec<u8> {
    (0..colours * 3).map(|i| (i * 37) as u8).collect()
}

#[test]
fn a_picture_decodes_to_its_own_pixels() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(31);
    for (width, height) in [(1, 1), (2, 3), (7, 5), (720, 40), (333, 17)] {
        // Flat areas, repeated lines, runs and noise: every kind of match and literal.
        let mut pixels = vec![0u8; width * height];
        for y in 0..height {
            for x in 0..width {
                pixels[y * width + x] = match (y / 4 + x / 9) % 4 {
                    0 => 0,
                    1 => (x / 5) as u8,
                    2 if y > 0 => pixels[(y - 1) * width + x],
                    _ => rng.gen_range(0..=255),
                };
            }
        }
        let file = png(width, height, &lines(width, &pixels), &plte(256));
        let (w, h, palette, back) = decoded(&file);
        assert_eq!((w as usize, h as usize), (width, height));
        assert_eq!(palette, plte(256));
        assert_eq!(back, pixels, "{width}×{height}");
    }
}

#[test]
fn long_runs_and_unchanged_lines_are_matches_of_every_length() {
    for width in [3, 4, 5, 257, 258, 259, 260, 261, 516, 720] {
        let mut pixels = vec![5u8; width * 9];
        pixels[width * 4] = 6;
        let file = png(width, 9, &lines(width, &pixels), &plte(8));
        assert_eq!(decoded(&file).3, pixels, "width {width}");
        assert!(file.len() < 200, "a flat picture is a few bytes");
    }
}

#[test]
fn bytes_told_unmatched_a_word_at_a_time_start_no_match_and_the_next_one_does() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
    for _ in 0..2000 {
        let stride = rng.gen_range(2..12);
        let colours = rng.gen_range(1..=4u8);
        let raw: Vec<u8> = (0..rng.gen_range(stride..80))
            .map(|_| rng.gen_range(0..colours))
            .collect();
        let at = rng.gen_range(stride..=raw.len());
        let starting = |p: usize| starts(&raw, p, stride) || starts(&raw, p, 1);
        let n = unmatched(&raw, at, stride);
        assert!((at..at + n).all(|p| !starting(p)), "{raw:?} from {at}");
        let stopped = at + n;
        assert!(
            stopped + 8 > raw.len() || starting(stopped),
            "{raw:?} from {at}"
        );
    }
}

#[test]
fn random_pictures_decode_to_their_pixels() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
    for _ in 0..200 {
        let (width, height) = (rng.gen_range(1..80), rng.gen_range(1..30));
        let colours = rng.gen_range(1..=4u8);
        let pixels: Vec<u8> = (0..width * height)
            .map(|_| rng.gen_range(0..colours))
            .collect();
        let file = png(width, height, &lines(width, &pixels), &plte(4));
        assert_eq!(decoded(&file).3, pixels);
    }
}
