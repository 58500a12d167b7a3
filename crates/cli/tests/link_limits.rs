//! Links that mean harm, for both games (issue 29): every one is refused, or read, in steps
//! linear in its length (counted by the reader, never timed), at every size from 1 KiB to
//! past the longest link read; the issue's 22-character link that claims 999,998 actions
//! is refused at once; a link whose record would be larger than any record the app takes
//! is neither made nor opened; names that a link does not carry are refused where they
//! enter, while the contracts' readers (`replay`) keep every name the contracts accept.

mod common;

use common::{bad, good, run};
use dice_core::json;
use dice_core::link::{
    crc16, decode, decode_counted, encode, most_actions, tag, to_base64url, LinkError, Packer,
    MAX_LINK_CHARS, MAX_V1_CHARS, VERSION, VERSION_1,
};
use dice_core::record::MAX_RECORD_BYTES;
use dice_core::{DiceGame, LinkCodec, Rng};

type Heckmeck = heckmeck_engine::Game;
type Pechvogel = pechvogel_engine::Table;

/// Most steps per character any link may cost to read (version 2): a few per value, and the
/// record written once to check its size, up to some 50 bytes a character for the densest
/// legal games (a run of one-die throws, 17 bytes of record each for 2.6 bits).
const STEPS_PER_CHAR: u64 = 64;

/// A link's text: version, game tag, data, checksum.
fn framed(version: u8, id: &str, data: &[u8]) -> String {
    let mut bytes = vec![version, tag(id)];
    bytes.extend(data);
    bytes.extend(crc16(&bytes).to_be_bytes());
    to_base64url(&bytes)
}

/// The data of a link's header of `G`, as `encode` writes it, for two seats named `name`
/// and "B" (people) claiming `count` actions (the options: none for two players).
fn header<G: DiceGame>(name: &[u8], count: usize) -> Packer {
    let mut out = Packer::new();
    out.push(0, (G::MAX_PLAYERS - G::MIN_PLAYERS + 1) as u32);
    for name in [name, b"B"] {
        out.push_bytes(name);
        out.push(0, 4);
    }
    out.push_count(count);
    out
}

/// The kinds of crafted link of `G`, each `bytes` bytes of data long.
fn crafted<G: DiceGame>(kind: usize, bytes: usize, rng: &mut Rng) -> Vec<u8> {
    let fill = |mut data: Vec<u8>, rng: &mut Rng, random: bool| {
        while data.len() < bytes {
            data.push(if random { rng.below(256) as u8 } else { 0 });
        }
        data
    };
    match kind {
        // The issue's: a huge count, zeros after it.
        0 => fill(header::<G>(b"A", 999_998).finish(), rng, false),
        // As many actions as the bytes may hold, all zeros: both games' endless game of
        // ones, read until the data ends.
        1 => fill(header::<G>(b"A", most_actions(bytes)).finish(), rng, false),
        // As many as they may hold, random bytes: random actions until the game refuses.
        2 => fill(header::<G>(b"A", most_actions(bytes)).finish(), rng, true),
        // A name as long as the link.
        3 => fill(header::<G>(&vec![b'N'; bytes], 0).finish(), rng, false),
        // Random bytes throughout (a block of random bytes is mostly refused where it ends:
        // its value is not below the product of its radices).
        _ => fill(Vec::new(), rng, true),
    }
}

/// Reads `link` as a game of `G`; its steps, checked against the budget.
fn steps_of<G: LinkCodec>(link: &str, budget: u64, what: &str) -> u64 {
    let (result, steps) = decode_counted::<G>(link);
    assert!(result.is_err(), "{what}: a crafted link was accepted");
    assert!(
        steps <= budget,
        "{what}: {} characters, {steps} steps (budget {budget})",
        link.len()
    );
    steps
}

fn linear_for<G: LinkCodec>() {
    let mut rng = Rng::new(29);
    let mut worst = 0.0f64;
    for chars in [
        1usize << 10,
        1 << 11,
        1 << 12,
        1 << 13,
        1 << 14,
        1 << 15,
        1 << 16,
        1 << 20,
    ] {
        let bytes = chars / 4 * 3 - 4;
        for kind in 0..5 {
            let link = framed(VERSION, G::ID, &crafted::<G>(kind, bytes, &mut rng));
            let what = format!("{} version 2, kind {kind}", G::ID);
            let steps = steps_of::<G>(&link, STEPS_PER_CHAR * link.len() as u64, &what);
            worst = worst.max(steps as f64 / link.len() as f64);
        }
    }
    println!(
        "{}: version 2 links read in at most {worst:.2} steps a character",
        G::ID
    );
}

#[test]
fn reading_a_link_is_linear_in_its_length() {
    linear_for::<Heckmeck>();
    linear_for::<Pechvogel>();
}

/// The first format is read only up to [`MAX_V1_CHARS`]: its reader, quadratic, is bounded
/// by that, and a longer one is refused before it is read.
fn version_1_for<G: LinkCodec>() {
    let mut rng = Rng::new(1);
    let bound = (MAX_V1_CHARS * MAX_V1_CHARS) as u64;
    let mut worst = 0;
    for chars in [1usize << 10, 1 << 11, 1 << 12, 1 << 13, 1 << 16] {
        let bytes = chars / 4 * 3 - 4;
        for kind in 0..5 {
            let link = framed(VERSION_1, G::ID, &crafted::<G>(kind, bytes, &mut rng));
            let what = format!("{} version 1, kind {kind}", G::ID);
            let budget = if link.len() > MAX_V1_CHARS {
                let max = if link.len() > MAX_LINK_CHARS {
                    MAX_LINK_CHARS
                } else {
                    MAX_V1_CHARS
                };
                assert_eq!(
                    decode::<G>(&link).unwrap_err(),
                    LinkError::TooLong {
                        chars: link.len(),
                        max
                    }
                );
                2 * link.len() as u64
            } else {
                bound
            };
            worst = worst.max(steps_of::<G>(&link, budget, &what));
        }
    }
    println!("{}: version 1 links read in at most {worst} steps", G::ID);
}

#[test]
fn reading_a_version_1_link_is_bounded() {
    version_1_for::<Heckmeck>();
    version_1_for::<Pechvogel>();
}

#[test]
fn the_issue_s_link_is_refused_at_once() {
    let link = "AUHSsNJSybjpJL1vdwFkdw";
    let (result, steps) = decode_counted::<Heckmeck>(link);
    assert_eq!(
        result.unwrap_err(),
        LinkError::Count {
            actions: 999_998,
            most: most_actions(12)
        }
    );
    // Its header read, no action: a few steps a character (57 s before, a million actions).
    assert!(steps < 200, "{steps}");
    let e = bad(&run(&["heckmeck", "unlink", link], None));
    assert_eq!(
        e,
        "bad input: the link is damaged (it claims 999998 actions; its data holds at most 112)"
    );
}

/// Both games' endless game: throws of ones, the ones kept (Heckmeck: the turn fails, and a
/// failed turn never empties the grill) or thrown again, `actions` long.
fn endless<G: LinkCodec>(actions: usize) -> G {
    let mut game = G::new_game(vec!["A".into(), "B".into()]).unwrap();
    let mut input = dice_core::link::Unpacker::new(&vec![0; actions * 8]);
    for _ in 0..actions {
        let action = game.read_action(&mut input).unwrap();
        game.apply_action(action).unwrap();
    }
    game
}

/// The link of `game` written as `encode` writes it, without its checks.
fn unchecked_link<G: LinkCodec>(game: &G) -> String {
    let mut out = header::<G>(b"A", game.actions().len());
    let mut replay = G::new_game(game.names().to_vec()).unwrap();
    for &a in game.actions() {
        replay.write_action(a, &mut out).unwrap();
        replay.apply_action(a).unwrap();
    }
    framed(VERSION, G::ID, &out.finish())
}

#[test]
fn a_link_whose_record_would_be_too_large_is_neither_made_nor_opened() {
    // About 21 bytes of record a byte of link: the record passes the limit before the
    // link passes its own.
    let mut actions = 2000;
    let game = loop {
        let game: Heckmeck = endless(actions);
        if game.record_json().len() > MAX_RECORD_BYTES {
            break game;
        }
        actions += 1000;
    };
    let bytes = game.record_json().len();
    let want = LinkError::RecordSize {
        bytes,
        max: MAX_RECORD_BYTES,
    };
    assert_eq!(encode(&game, &[None, None]).unwrap_err(), want);
    let link = unchecked_link(&game);
    assert!(link.len() < MAX_LINK_CHARS, "{}", link.len());
    let (result, steps) = decode_counted::<Heckmeck>(&link);
    assert_eq!(result.unwrap_err(), want);
    assert!(steps <= STEPS_PER_CHAR * link.len() as u64);
    // A little shorter, it opens.
    let shorter: Heckmeck = endless(actions - 1000);
    assert!(shorter.record_json().len() <= MAX_RECORD_BYTES);
    let link = encode(&shorter, &[None, None]).unwrap();
    assert_eq!(decode::<Heckmeck>(&link).unwrap().game, shorter);
    // The message.
    let e = bad(&run(&["heckmeck", "unlink", &unchecked_link(&game)], None));
    assert_eq!(
        e,
        format!(
            "bad input: the link's game is too long (its record would be {bytes} bytes; at most 262144)"
        )
    );
}

/// A record with a name of `n` characters, and a valid action or two.
fn named(n: usize, heckmeck: bool) -> String {
    let name = "N".repeat(n);
    let action = if heckmeck {
        r#"{"roll": ["W", "W", 1, 2, 3, 3, 5, 1]}"#
    } else {
        r#"{"roll": [7, 7, "R", "R", 3, 4, 5]}"#
    };
    format!("{{\"players\": [\"{name}\", \"B\"], \"actions\": [{action}]}}")
}

#[test]
fn a_long_name_is_refused_by_the_link_and_kept_by_replay() {
    for heckmeck in [false, true] {
        let pre: &[&str] = if heckmeck { &["heckmeck"] } else { &[] };
        for n in [41, 700_000, 3_000_000] {
            let record = named(n, heckmeck);
            // `replay` takes every name the contracts take, in steps linear in the record.
            let (parsed, steps) = json::parse_counted(&record);
            assert!(parsed.is_ok());
            assert!(steps <= 2 * record.len() as u64, "{steps}");
            let state = good(&run(
                &[pre, &["replay", "-"]].concat(),
                Some(record.as_bytes()),
            ));
            assert_eq!(state["players"][0]["name"].as_str().map(str::len), Some(n));
            // A link does not carry it.
            let e = bad(&run(
                &[pre, &["link", "-"]].concat(),
                Some(record.as_bytes()),
            ));
            assert_eq!(e, "bad input: players: name 0 is longer than 40 characters");
        }
        // 40 characters, any script: carried.
        let record = format!(
            "{{\"players\": [\"{}\", \"B\"], \"actions\": []}}",
            "Zoë 李🎲".repeat(6) + "ABCD"
        );
        let link = run(&[pre, &["link", "-"]].concat(), Some(record.as_bytes()));
        assert_eq!(link.status.code(), Some(0));
        // Control characters and names of nothing but invisible characters.
        for (name, why) in [
            (r"Ann\u0000", "has a control character (character 4)"),
            (
                r"\u200b\u2060\ufeff ",
                "shows nothing (only invisible characters)",
            ),
        ] {
            let record = format!("{{\"players\": [\"{name}\", \"B\"], \"actions\": []}}");
            good(&run(
                &[pre, &["replay", "-"]].concat(),
                Some(record.as_bytes()),
            ));
            let e = bad(&run(
                &[pre, &["link", "-"]].concat(),
                Some(record.as_bytes()),
            ));
            assert_eq!(e, format!("bad input: players: name 0 {why}"));
        }
    }
}

#[test]
fn a_link_with_a_long_name_is_refused_before_it_is_read() {
    for n in [41usize, 160, 161, 700_000] {
        for (link, name) in [
            (
                framed(
                    VERSION,
                    Heckmeck::ID,
                    &header::<Heckmeck>(&vec![b'N'; n], 0).finish(),
                ),
                "heckmeck",
            ),
            (
                framed(
                    VERSION,
                    Pechvogel::ID,
                    &header::<Pechvogel>(&vec![b'N'; n], 0).finish(),
                ),
                "pechvogel",
            ),
        ] {
            let (result, steps) = if name == "heckmeck" {
                decode_counted::<Heckmeck>(&link).map_result()
            } else {
                decode_counted::<Pechvogel>(&link).map_result()
            };
            let e = result.unwrap_err();
            if link.len() > MAX_LINK_CHARS {
                assert!(matches!(e, LinkError::TooLong { .. }), "{e}");
            } else {
                assert_eq!(
                    e.to_string(),
                    "the link's game: players: name 0 is longer than 40 characters"
                );
            }
            assert!(steps <= 4 * link.len() as u64 + 200, "{n}: {steps}");
        }
    }
    // Through the command, from stdin: a link of 933,000 characters (a name of 700 KB).
    let link = framed(
        VERSION,
        Heckmeck::ID,
        &header::<Heckmeck>(&vec![b'N'; 700_000], 0).finish(),
    );
    assert!(link.len() > 930_000);
    let e = bad(&run(&["heckmeck", "unlink", "-"], Some(link.as_bytes())));
    assert_eq!(
        e,
        format!(
            "bad input: the link is {} characters long, more than any game needs (at most 32768)",
            link.len()
        )
    );
}

/// Drops the game from a decode's result, and its action's error to its words (the two
/// games' results are of two types).
trait MapResult {
    fn map_result(self) -> (Result<(), LinkError<String>>, u64);
}

impl<G, E: ToString> MapResult for (Result<dice_core::link::Linked<G>, LinkError<E>>, u64) {
    fn map_result(self) -> (Result<(), LinkError<String>>, u64) {
        let result = self
            .0
            .map(|_| ())
            .map_err(|e| e.map_action(|a| a.to_string()));
        (result, self.1)
    }
}

#[test]
fn links_of_the_first_format_still_open() {
    // Real games of both, written as version 1 was.
    for seed in 0..20u64 {
        let mut p = Pechvogel::new_game(dice_core::simulate::seat_names(4)).unwrap();
        dice_core::play_to_end::<Pechvogel, pechvogel_bots::PechvogelBots>(
            &mut p,
            &[dice_core::Level::Normal; 4],
            seed,
        )
        .unwrap();
        let mut h = Heckmeck::new_game(dice_core::simulate::seat_names(6)).unwrap();
        dice_core::play_to_end::<Heckmeck, heckmeck_bots::HeckmeckBots>(
            &mut h,
            &[dice_core::Level::Normal; 6],
            seed,
        )
        .unwrap();
        let v1 = dice_core::testing::encode_version_1(&p, &[None; 4]).unwrap();
        assert_eq!(
            decode::<Pechvogel>(&v1).unwrap().game.record_json(),
            p.record_json()
        );
        let v1 = dice_core::testing::encode_version_1(&h, &[None; 6]).unwrap();
        assert_eq!(
            decode::<Heckmeck>(&v1).unwrap().game.record_json(),
            h.record_json()
        );
    }
}
