//! How long a link to a whole game gets (issue 16: a 5-player Pechvogel game and a 7-player
//! Heckmeck game must fit in 1,500 characters): 1,000 games of each with normal bots,
//! played by the core's driver as the simulator plays them. For comparison, the record's
//! JSON deflated (best compression) and a bit writer in place of the mixed radix.
//! Run with `--nocapture` to see the numbers.

use std::io::Write;

use dice_core::link::{decode, encode, game_of, tag, to_base64url, Packer};
use dice_core::simulate::{game_seed, seat_names};
use dice_core::{play_to_end, Bots, DiceGame, Level, LinkCodec};
use heckmeck_bots::HeckmeckBots;
use pechvogel_bots::PechvogelBots;
use rayon::prelude::*;

/// The limit for the part after `#g=`.
const LIMIT: usize = 1500;
const GAMES: u64 = 1000;

/// Per game: the link's length, the deflated record's (base64url), and the actions' bytes
/// in mixed radix and with a bit writer.
struct Lengths {
    link: usize,
    deflated: usize,
    radix_bytes: usize,
    bit_bytes: usize,
}

fn measure<G: LinkCodec, B: Bots<G>>(players: usize, seed: u64) -> Vec<Lengths> {
    (0..GAMES)
        .into_par_iter()
        .map(|index| {
            let mut game = G::new_game(seat_names(players)).unwrap();
            play_to_end::<G, B>(
                &mut game,
                &vec![Level::Normal; players],
                game_seed(seed, index),
            )
            .unwrap();
            assert!(game.is_over());
            let bots = vec![Some(Level::Normal); players];
            let link = encode(&game, &bots).unwrap();
            let back = decode::<G>(&link).unwrap();
            assert_eq!(back.game.record_json(), game.record_json(), "game {index}");
            assert_eq!(back.bots, bots);
            // The actions alone, written both ways.
            let mut out = Packer::new();
            let mut replay = game.clone();
            replay.restart();
            for &a in game.actions() {
                replay.write_action(a, &mut out).unwrap();
                replay.apply_action(a).unwrap();
            }
            let bit_bytes = out.bit_writer_bits().div_ceil(8) as usize;
            let radix_bytes = out.finish().len();
            let mut z = flate2::write::DeflateEncoder::new(Vec::new(), flate2::Compression::best());
            z.write_all(game.record_json().as_bytes()).unwrap();
            let deflated = to_base64url(&z.finish().unwrap()).len();
            Lengths {
                link: link.len(),
                deflated,
                radix_bytes,
                bit_bytes,
            }
        })
        .collect()
}

/// Max and median of one measure.
fn stats(all: &[Lengths], f: impl Fn(&Lengths) -> usize) -> (usize, usize) {
    let mut v: Vec<usize> = all.iter().map(f).collect();
    v.sort_unstable();
    (v[v.len() - 1], v[v.len() / 2])
}

fn report<G: DiceGame>(players: usize, all: &[Lengths]) -> usize {
    let (max, median) = stats(all, |l| l.link);
    let (dmax, dmedian) = stats(all, |l| l.deflated);
    let (rmax, rmedian) = stats(all, |l| l.radix_bytes);
    let (bmax, bmedian) = stats(all, |l| l.bit_bytes);
    println!(
        "{} {players} players, {} games, normal bots: link max {max} median {median} chars; \
         record JSON deflated (best) + base64url max {dmax} median {dmedian}; \
         actions in mixed radix max {rmax} median {rmedian} bytes, with a bit writer \
         max {bmax} median {bmedian} bytes",
        G::ID,
        all.len()
    );
    max
}

#[test]
fn a_whole_five_player_pechvogel_game_fits() {
    let all = measure::<pechvogel_engine::Table, PechvogelBots>(5, 16);
    let max = report::<pechvogel_engine::Table>(5, &all);
    assert!(max <= LIMIT, "{max}");
}

#[test]
fn a_whole_seven_player_heckmeck_game_fits() {
    let all = measure::<heckmeck_engine::Game, HeckmeckBots>(7, 16);
    let max = report::<heckmeck_engine::Game>(7, &all);
    assert!(max <= LIMIT, "{max}");
}

#[test]
fn a_link_says_which_game_it_holds() {
    use heckmeck_engine::Game as Heckmeck;
    use pechvogel_engine::Table as Pechvogel;
    assert_ne!(tag(Pechvogel::ID), tag(Heckmeck::ID));
    let ids = [Pechvogel::ID, Heckmeck::ID];
    let mut p = Pechvogel::new_game(seat_names(3)).unwrap();
    play_to_end::<Pechvogel, PechvogelBots>(&mut p, &[Level::Easy; 3], 1).unwrap();
    let mut h = Heckmeck::new_game(seat_names(3)).unwrap();
    play_to_end::<Heckmeck, HeckmeckBots>(&mut h, &[Level::Easy; 3], 1).unwrap();
    let p_link = encode(&p, &[None; 3]).unwrap();
    let h_link = encode(&h, &[None; 3]).unwrap();
    assert_eq!(game_of(&p_link, &ids), Ok(Pechvogel::ID));
    assert_eq!(game_of(&h_link, &ids), Ok(Heckmeck::ID));
    let e = decode::<Heckmeck>(&p_link).unwrap_err();
    assert_eq!(e.to_string(), "the link holds another game");
    assert!(decode::<Pechvogel>(&h_link).is_err());
}
