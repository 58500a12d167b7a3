//! How long a link to a whole game gets (issue 16: a 5-player Pechvogel game and a 7-player
//! Heckmeck game must fit in 1,500 characters): 1,000 games of each with normal bots,
//! played by the core's driver as the simulator plays them. For comparison, the record's
//! JSON deflated (best compression), a bit writer in place of the mixed radix, and the same
//! games in the first format (one mixed-radix number, version 1). How many actions a byte of
//! a link holds is measured too, against the bound the reader puts on a link's count
//! (`dice_core::link::ACTIONS_PER_BYTE`), on these games and on games of random legal moves.
//! Run with `--nocapture` to see the numbers.

use std::io::Write;

use dice_core::link::{
    decode, encode, from_base64url, game_of, most_actions, tag, to_base64url, Packer,
    ACTIONS_PER_BYTE, MAX_LINK_CHARS,
};
use dice_core::record::MAX_RECORD_BYTES;
use dice_core::simulate::{game_seed, seat_names};
use dice_core::testing::encode_version_1;
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
    v1: usize,
    /// Actions per byte of the link's data, in thousandths.
    per_byte: usize,
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
            let v1 = version_1_length(&game, &bots);
            // Written whole (slowly) for a few: the same length, and it opens.
            if index < 10 {
                let link = encode_version_1(&game, &bots).unwrap();
                assert_eq!(link.len(), v1);
                assert_eq!(
                    decode::<G>(&link).unwrap().game.record_json(),
                    game.record_json()
                );
            }
            let data = from_base64url(&link).unwrap().len() - 4;
            let per_byte = game.actions().len() * 1000 / data;
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
                v1,
                per_byte,
                deflated,
                radix_bytes,
                bit_bytes,
            }
        })
        .collect()
}

/// The length of `game`'s link in the first format, version 1: header and checksum, and
/// the bytes of the product of every radix written, less one (worked out with the product
/// gathered in machine words, not value by value as its writer does).
fn version_1_length<G: LinkCodec>(game: &G, bots: &[Option<Level>]) -> usize {
    let mut out = Packer::new();
    let names = game.names();
    out.push(
        (names.len() - G::MIN_PLAYERS) as u32,
        (G::MAX_PLAYERS - G::MIN_PLAYERS + 1) as u32,
    );
    for (name, bot) in names.iter().zip(bots) {
        out.push_bytes(name.as_bytes());
        out.push(bot.map_or(0, |l| l as u32 + 1), 4);
    }
    game.write_options(&mut out);
    out.push_count(game.actions().len());
    let mut replay = game.clone();
    replay.restart();
    for &a in game.actions() {
        replay.write_action(a, &mut out).unwrap();
        replay.apply_action(a).unwrap();
    }
    // The product, 32-bit limbs, least significant first.
    let mut product = vec![1u32];
    let mut multiply = |m: u64| {
        let mut carry = 0u64;
        for limb in product.iter_mut() {
            let t = u64::from(*limb) * m + carry;
            *limb = t as u32;
            carry = t >> 32;
        }
        if carry != 0 {
            product.push(carry as u32);
        }
    };
    let mut pending = 1u64;
    for &(_, radix) in out.values() {
        if pending * u64::from(radix) > u64::from(u32::MAX) {
            multiply(pending);
            pending = 1;
        }
        pending *= u64::from(radix);
    }
    multiply(pending);
    // product - 1, and its bytes.
    for limb in product.iter_mut() {
        let (v, borrow) = limb.overflowing_sub(1);
        *limb = v;
        if !borrow {
            break;
        }
    }
    while product.last() == Some(&0) {
        product.pop();
    }
    let width = product.last().map_or(0, |top| {
        4 * product.len() - top.leading_zeros() as usize / 8
    });
    to_base64url(&vec![0; 4 + width]).len()
}

/// Max and median of one measure.
fn stats(all: &[Lengths], f: impl Fn(&Lengths) -> usize) -> (usize, usize) {
    let mut v: Vec<usize> = all.iter().map(f).collect();
    v.sort_unstable();
    (v[v.len() - 1], v[v.len() / 2])
}

fn report<G: DiceGame>(players: usize, all: &[Lengths]) -> usize {
    let (max, median) = stats(all, |l| l.link);
    let (v1max, v1median) = stats(all, |l| l.v1);
    let (pmax, pmedian) = stats(all, |l| l.per_byte);
    println!(
        "{} {players} players: version 1 links max {v1max} median {v1median} chars; \
         actions per byte of data max {:.3} median {:.3}",
        G::ID,
        pmax as f64 / 1000.0,
        pmedian as f64 / 1000.0
    );
    // Far from the bound a link's count is held to.
    assert!(pmax * 3 < ACTIONS_PER_BYTE * 1000, "{pmax}");
    let (dmax, dmedian) = stats(all, |l| l.deflated);
    let (rmax, rmedian) = stats(all, |l| l.radix_bytes);
    let (bmax, bmedian) = stats(all, |l| l.bit_bytes);
    println!(
        "{} {players} players, {} games, normal bots: link max {max} median {median} chars; \
         record JSON deflated (best) + base64url max {dmax} median {dmedian}; \
         actions in mixed radix (blocks) max {rmax} median {rmedian} bytes, with a bit writer \
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

/// A game of random legal actions (throws of random faces; a choice among the others at
/// random), as `apply_action` takes them, played through the link codec's own view:
/// `write_action` says what is legal by refusing the rest.
fn random_game<G: LinkCodec>(
    players: usize,
    seed: u64,
    pick: fn(&G, &mut dice_core::Rng) -> Option<G::Action>,
) -> G {
    let mut rng = dice_core::Rng::new(seed);
    let mut game = G::new_game(seat_names(players)).unwrap();
    while let Some(action) = pick(&game, &mut rng) {
        game.apply_action(action).unwrap();
    }
    game
}

fn pechvogel_pick(
    table: &pechvogel_engine::Table,
    rng: &mut dice_core::Rng,
) -> Option<pechvogel_engine::Action> {
    use pechvogel_engine::{Action, Face, Throw};
    let legal = table.game().legal_actions();
    let options = legal.actions();
    match legal.roll {
        Some(dice) if options.is_empty() || rng.below(2) == 0 => {
            let faces: Vec<Face> = (0..dice)
                .map(|_| Face::from_index(rng.below(6) as u8))
                .collect();
            Some(Action::Roll(Throw::new(&faces).unwrap()))
        }
        _ if options.is_empty() => None,
        _ => Some(options[rng.below(options.len() as u32) as usize]),
    }
}

fn heckmeck_pick(
    game: &heckmeck_engine::Game,
    rng: &mut dice_core::Rng,
) -> Option<heckmeck_engine::Action> {
    use heckmeck_engine::{Action, Face};
    let legal = game.legal_actions();
    let options = legal.actions();
    match legal.roll {
        Some(dice) if options.is_empty() || rng.below(5) < 2 => {
            let faces: Vec<Face> = (0..dice)
                .map(|_| Face::from_roll(rng.below(6) as u8))
                .collect();
            Some(Action::roll(&faces).unwrap())
        }
        _ if options.is_empty() => None,
        _ => Some(options[rng.below(options.len() as u32) as usize]),
    }
}

/// Games of random legal moves (no bot's sense: long turns, many forced moves) hold more
/// actions per byte than the bots' games, and still far fewer than the bound.
#[test]
fn random_games_stay_far_below_the_bound_on_actions_per_byte() {
    let mut worst = (0.0f64, String::new());
    // The fewest bytes of record a character of a link stands for (links of 500 characters
    // or more: the seats' overhead apart).
    let mut least = f64::MAX;
    for seed in 0..300u64 {
        let players = 2 + seed as usize % 6;
        let p: pechvogel_engine::Table = random_game(players.min(5), seed, pechvogel_pick);
        let h: heckmeck_engine::Game = random_game(players, seed, heckmeck_pick);
        for (link, actions, record) in [
            (
                encode(&p, &vec![None; p.player_count()]).unwrap(),
                p.actions().len(),
                p.record_json().len(),
            ),
            (
                encode(&h, &vec![None; h.player_count()]).unwrap(),
                h.actions().len(),
                h.record_json().len(),
            ),
        ] {
            if link.len() >= 500 {
                least = least.min(record as f64 / link.len() as f64);
            }
            let data = from_base64url(&link).unwrap().len() - 4;
            assert!(actions <= most_actions(data));
            let per_byte = actions as f64 / data as f64;
            if per_byte > worst.0 {
                worst = (per_byte, format!("{actions} actions in {data} bytes"));
            }
        }
    }
    println!(
        "random legal games: at most {:.3} actions per byte ({})",
        worst.0, worst.1
    );
    assert!(worst.0 * 2.0 < ACTIONS_PER_BYTE as f64, "{worst:?}");
    // A link too long to be read would hold a record larger than any is taken: the length
    // bound refuses no link whose record the app would take.
    println!("random legal games: at least {least:.2} bytes of record a character of link");
    assert!(
        least * MAX_LINK_CHARS as f64 > 1.5 * MAX_RECORD_BYTES as f64,
        "{least}"
    );
}
