//! The link codec is generic: the values in mixed radix and 64-bit blocks, base64url, the
//! envelope and the checks, tried on the tiny game "Pig" (tests/common), which knows nothing
//! of the others.

mod common;

use std::cell::Cell;

use common::*;
use dice_core::link::{
    crc16, decode, decode_counted, encode, from_base64url, game_of, most_actions, tag,
    to_base64url, Packer, Unpacker, MAX_LINK_CHARS, MAX_V1_CHARS, VERSION, VERSION_1,
};
use dice_core::testing::{encode_version_1, number_bytes};
use dice_core::{
    play_to_end, ActionError, DiceGame, Echo, Level, LinkCodec, LinkError, NameError, PlayersError,
    RecordError, Rng,
};

/// What a link error of no game's says (the command line's words).
fn words(e: LinkError) -> String {
    e.to_string()
}

fn played(seed: u64, players: usize) -> Pig {
    let mut game = Pig::new_game(names(players)).unwrap();
    let levels = vec![Level::Normal; players];
    play_to_end::<Pig, PigBots>(&mut game, &levels, seed).unwrap();
    game
}

fn bots(n: usize) -> Vec<Option<Level>> {
    (0..n)
        .map(|s| {
            [
                None,
                Some(Level::Easy),
                Some(Level::Normal),
                Some(Level::Expert),
            ][s % 4]
        })
        .collect()
}

/// How many bytes blocks of these radices take: 8 for each full block (its product at most
/// 2^64, the next radix not fitting), the last in the bytes of its product minus one.
fn block_bytes(radices: &[u32]) -> usize {
    let (mut full, mut product) = (0, 1u128);
    for &r in radices.iter().filter(|&&r| r > 1) {
        if product * u128::from(r) > 1 << 64 {
            full += 8;
            product = 1;
        }
        product *= u128::from(r);
    }
    let top = product - 1;
    full + (128 - top.leading_zeros() as usize).div_ceil(8)
}

#[test]
fn values_of_any_radix_come_back_in_order_in_exactly_the_bytes_needed() {
    let mut rng = Rng::new(1);
    for round in 0..200 {
        let mut values = Vec::new();
        let mut out = Packer::new();
        for _ in 0..rng.below(300) {
            let radix = match rng.below(5) {
                0 => 1 + rng.below(6),
                1 => 1 + rng.below(1 << 16),
                2 => u32::MAX - rng.below(3),
                3 => 2,
                _ => 256,
            };
            let value = rng.below(radix);
            out.push(value, radix);
            values.push((value, radix));
        }
        let bits = out.bit_writer_bits();
        let radices: Vec<u32> = values.iter().map(|v| v.1).collect();
        assert_eq!(out.len(), block_bytes(&radices), "round {round}");
        let bytes = out.finish();
        assert_eq!(bytes.len(), block_bytes(&radices), "round {round}");
        // Blocks lose at most the last radix's bits per 64 (a radix near 2^32 here).
        assert!(bytes.len() as u64 * 8 <= bits * 2 + 8);
        let mut input = Unpacker::new(&bytes);
        for &(value, radix) in &values {
            assert_eq!(input.pull(radix), Ok(value));
        }
        input.finish().unwrap();
        // One value more, one byte less or one byte more: refused.
        if !bytes.is_empty() {
            let mut short = Unpacker::new(&bytes[..bytes.len() - 1]);
            let read: Result<Vec<u32>, LinkError> =
                radices.iter().map(|&r| short.pull(r)).collect();
            assert!(read.is_err() || short.finish() == Err(LinkError::Size));
        }
        let mut long = bytes.clone();
        long.push(rng.below(256) as u8);
        let mut input = Unpacker::new(&long);
        for &radix in &radices {
            input.pull(radix).unwrap();
        }
        assert_eq!(input.finish(), Err(LinkError::Size));
    }
}

#[test]
fn reading_past_the_end_is_refused_at_once() {
    let mut input = Unpacker::new(&[]);
    assert_eq!(input.pull(1), Ok(0));
    assert_eq!(input.pull(6), Err(LinkError::Ended));
    assert_eq!(input.pull_count(), Err(LinkError::Ended));
    // One byte holds three dice (216 < 256) and no fourth.
    let mut input = Unpacker::new(&[100]);
    for _ in 0..3 {
        input.pull(6).unwrap();
    }
    assert_eq!(input.pull(6), Err(LinkError::Ended));
    let mut input = Unpacker::new(&[0; 8]);
    for _ in 0..24 {
        input.pull(6).unwrap();
    }
    // 6^24 < 2^64 < 6^25: the 25th die needs a second block, and there is none.
    assert_eq!(input.pull(6), Err(LinkError::Ended));
    // Version 1: once the values read need more bytes than the number has.
    let mut input = Unpacker::version_1(&[0]);
    for _ in 0..3 {
        input.pull(6).unwrap();
    }
    assert_eq!(input.pull(6), Err(LinkError::Ended));
}

#[test]
fn a_block_must_hold_less_than_the_product_of_its_radices() {
    // 3^40 < 2^64 < 3^41: forty values of radix 3 fill a block, and its 8 bytes can hold
    // more than 3^40 values. Such a block is refused when the next one is begun.
    let mut out = Packer::new();
    for _ in 0..41 {
        out.push(2, 3);
    }
    let good = out.finish();
    assert_eq!(good.len(), 9);
    let mut bad = good.clone();
    bad[..8].copy_from_slice(&u64::MAX.to_le_bytes());
    let mut input = Unpacker::new(&bad);
    for _ in 0..40 {
        input.pull(3).unwrap();
    }
    assert_eq!(input.pull(3), Err(LinkError::Size));
    // The last block too: 1 value of radix 3 in a byte that says 3.
    let mut input = Unpacker::new(&[3]);
    assert_eq!(input.pull(3), Ok(0));
    assert_eq!(input.finish(), Err(LinkError::Size));
}

#[test]
fn version_1_numbers_are_read_as_they_were_written() {
    let mut rng = Rng::new(8);
    for _ in 0..100 {
        let values: Vec<(u32, u32)> = (0..rng.below(200))
            .map(|_| {
                let radix = 1 + rng.below(300);
                (rng.below(radix), radix)
            })
            .collect();
        let bytes = number_bytes(&values);
        let mut input = Unpacker::version_1(&bytes);
        for &(value, radix) in &values {
            assert_eq!(input.pull(radix), Ok(value));
        }
        input.finish().unwrap();
    }
}

#[test]
fn digits_read_at_once_are_the_digits_written_one_by_one() {
    let mut rng = Rng::new(3);
    for n in 0..30usize {
        for base in [1u32, 2, 6, 255, 70_000] {
            let digits: Vec<u32> = (0..n).map(|_| rng.below(base)).collect();
            let mut out = Packer::new();
            out.push(1, 3);
            out.push_digits(digits.iter().copied(), base);
            out.push(2, 3);
            let bytes = out.finish();
            let mut input = Unpacker::new(&bytes);
            assert_eq!(input.pull(3), Ok(1));
            assert_eq!(input.pull_digits(n, base), Ok(digits));
            assert_eq!(input.pull(3), Ok(2));
            input.finish().unwrap();
        }
    }
}

#[test]
fn counts_and_bytes_come_back() {
    let mut out = Packer::new();
    for n in [
        0usize,
        1,
        15,
        16,
        255,
        256,
        70_000,
        usize::from(u16::MAX) << 8,
    ] {
        out.push_count(n);
    }
    out.push_bytes("Zoë 🎲".as_bytes());
    let bytes = out.finish();
    let mut input = Unpacker::new(&bytes);
    for n in [
        0usize,
        1,
        15,
        16,
        255,
        256,
        70_000,
        usize::from(u16::MAX) << 8,
    ] {
        assert_eq!(input.pull_count(), Ok(n));
    }
    assert_eq!(input.pull_bytes().unwrap(), "Zoë 🎲".as_bytes());
    input.finish().unwrap();
    // A count of more bytes than the data holds is refused where the data ends.
    let mut out = Packer::new();
    out.push_count(1000);
    let bytes = out.finish();
    let mut input = Unpacker::new(&bytes);
    assert_eq!(input.pull_bytes(), Err(LinkError::Ended));
    assert!(input.steps() < 10, "{}", input.steps());
    // A count has one text: a last group of 0 after another (0 as "0, more; 0") is refused.
    for (groups, want) in [
        (&[16u32, 0][..], Err(LinkError::Size)),
        (&[17, 16, 0], Err(LinkError::Size)),
        (&[16, 1], Ok(16)),
        (&[0], Ok(0)),
    ] {
        let mut out = Packer::new();
        for &g in groups {
            out.push(g, 32);
        }
        assert_eq!(
            Unpacker::new(&out.finish()).pull_count(),
            want,
            "{groups:?}"
        );
    }
}

#[test]
fn base64url_is_rfc_4648_without_padding_and_read_strictly() {
    for (text, b64) in [
        ("", ""),
        ("f", "Zg"),
        ("fo", "Zm8"),
        ("foo", "Zm9v"),
        ("foob", "Zm9vYg"),
        ("fooba", "Zm9vYmE"),
        ("foobar", "Zm9vYmFy"),
    ] {
        assert_eq!(to_base64url(text.as_bytes()), b64);
        assert_eq!(from_base64url(b64).unwrap(), text.as_bytes());
    }
    let all: Vec<u8> = (0..=255).collect();
    let text = to_base64url(&all);
    assert!(text.contains('-') && text.contains('_'));
    assert_eq!(from_base64url(&text).unwrap(), all);
    let mut rng = Rng::new(2);
    for len in 0..40 {
        let bytes: Vec<u8> = (0..len).map(|_| rng.below(256) as u8).collect();
        assert_eq!(from_base64url(&to_base64url(&bytes)).unwrap(), bytes);
    }
    let bad = |text: &str| from_base64url(text).unwrap_err();
    assert_eq!(
        bad("Zm9v+mFy"),
        LinkError::Character {
            position: 4,
            found: '+'
        }
    );
    assert_eq!(
        bad("Zm8="),
        LinkError::Character {
            position: 3,
            found: '='
        }
    );
    assert_eq!(
        bad("Zé"),
        LinkError::Character {
            position: 1,
            found: 'é'
        }
    );
    assert_eq!(bad("Zm9vY"), LinkError::Length(5));
    // Another text for the same byte ("Zg" is the only one for "f").
    assert_eq!(
        bad("Zh"),
        LinkError::Character {
            position: 1,
            found: 'h'
        }
    );
    assert_eq!(
        bad("Zm9vY").to_string(),
        "the link is incomplete or damaged (a link cannot be 5 characters long)"
    );
    assert_eq!(
        bad("Zm9v+mFy").to_string(),
        "character 5 ('+') does not belong in a link"
    );
    assert_eq!(
        bad("Zm9v é").to_string(),
        "character 5 (U+0020) does not belong in a link"
    );
    assert_eq!(
        bad("Zm9vé").to_string(),
        "character 5 (U+00E9) does not belong in a link"
    );
}

#[test]
fn a_game_comes_back_with_its_seats() {
    for seed in 0..200 {
        let players = 2 + seed as usize % 6;
        let game = played(seed, players);
        let link = encode(&game, &bots(players)).unwrap();
        let back = decode::<Pig>(&link).unwrap();
        assert_eq!(back.game.record_json(), game.record_json());
        assert_eq!(back.game.state_json(), game.state_json());
        assert_eq!(back.bots, bots(players));
        assert_eq!(game_of(&link, &["other", Pig::ID]), Ok(Pig::ID));
        // Half-way through as well: a link opens the table where it was made.
        let mut half = Pig::new_game(names(players)).unwrap();
        for &a in &game.actions[..game.actions.len() / 2] {
            half.apply_action(a).unwrap();
        }
        let link = encode(&half, &[None; 7][..players]).unwrap();
        let back = decode::<Pig>(&link).unwrap();
        assert_eq!(back.game, half);
    }
}

#[test]
fn names_are_any_printable_utf8_of_up_to_40_characters() {
    let names = vec!["Zoë".to_string(), "🎲 ".repeat(20), "李".to_string()];
    let mut game = Pig::new_game(names).unwrap();
    game.apply_action(PigAction::Roll(4)).unwrap();
    let link = encode(&game, &[None, Some(Level::Expert), None]).unwrap();
    assert_eq!(decode::<Pig>(&link).unwrap().game, game);
    // The contracts take these names; a link does not.
    for (name, why, error) in [
        (
            "🎲".repeat(41),
            "is longer than 40 characters",
            NameError::TooLong { max: 40 },
        ),
        (
            "Tab\there".to_string(),
            "has a control character (character 4)",
            NameError::Control { position: 3 },
        ),
        (
            "\u{200B}\u{FEFF}".to_string(),
            "shows nothing (only invisible characters)",
            NameError::Invisible,
        ),
    ] {
        let game = Pig::new_game(vec!["Ann".to_string(), name]).unwrap();
        let e = encode(&game, &[None, None]).unwrap_err();
        assert_eq!(
            e,
            LinkError::Record(RecordError::Players(PlayersError::Name { index: 1, error }))
        );
        assert_eq!(
            e.to_string(),
            format!("the link's game: players: name 1 {why}")
        );
    }
}

#[test]
fn every_cut_and_every_changed_character_is_refused() {
    for seed in 0..20 {
        let link = encode(&played(seed, 3), &bots(3)).unwrap();
        for end in 0..link.len() {
            assert!(decode::<Pig>(&link[..end]).is_err(), "cut at {end}");
        }
        for extra in ["A", "AA", "AAA", "AAAA", "g"] {
            assert!(decode::<Pig>(&format!("{link}{extra}")).is_err());
        }
        let chars: Vec<char> = link.chars().collect();
        for position in 0..chars.len() {
            for c in "AQgw_-09az".chars().filter(|&c| c != chars[position]) {
                let mut changed = chars.clone();
                changed[position] = c;
                let changed: String = changed.into_iter().collect();
                assert!(decode::<Pig>(&changed).is_err(), "{position} {c}");
            }
        }
    }
}

#[test]
fn the_checksum_catches_changed_bytes() {
    let mut rng = Rng::new(9);
    let mut refused = 0;
    for seed in 0..50 {
        let link = encode(&played(seed, 4), &bots(4)).unwrap();
        let bytes = from_base64url(&link).unwrap();
        for _ in 0..200 {
            let mut changed = bytes.clone();
            // One to three bytes anywhere, changed at random.
            for _ in 0..=rng.below(3) {
                let at = rng.below(changed.len() as u32) as usize;
                changed[at] ^= 1 + rng.below(255) as u8;
            }
            if changed == bytes {
                continue;
            }
            let e = decode::<Pig>(&to_base64url(&changed)).unwrap_err();
            assert!(
                matches!(e, LinkError::Checksum | LinkError::Version(_)),
                "{e}"
            );
            refused += 1;
        }
    }
    assert!(refused > 9000);
}

/// A link with its checksum made right again after a change: what the other checks catch.
fn resealed(mut bytes: Vec<u8>) -> String {
    let n = bytes.len() - 2;
    let sum = crc16(&bytes[..n]).to_be_bytes();
    bytes[n..].copy_from_slice(&sum);
    to_base64url(&bytes)
}

#[test]
fn the_other_checks_say_what_is_wrong() {
    let game = played(3, 2);
    let link = encode(&game, &bots(2)).unwrap();
    let bytes = from_base64url(&link).unwrap();
    assert_eq!(bytes[..2], [VERSION, tag(Pig::ID)]);

    let mut other = bytes.clone();
    other[1] = tag("heckmeck");
    assert_eq!(
        decode::<Pig>(&resealed(other.clone())).unwrap_err(),
        LinkError::OtherGame
    );
    assert_eq!(
        game_of(&resealed(other), &[Pig::ID]),
        Err(LinkError::OtherGame)
    );

    let mut version = bytes.clone();
    version[0] = 3;
    let e = decode::<Pig>(&resealed(version)).unwrap_err();
    assert_eq!(e, LinkError::Version(3));
    assert_eq!(e.to_string(), "link format 3 is not known here");

    // Cut short, or one byte more, with a right checksum: the data does not fit the game.
    let mut short = bytes.clone();
    short.remove(bytes.len() - 3);
    assert!(decode::<Pig>(&resealed(short)).is_err());
    let mut long = bytes.clone();
    long.insert(bytes.len() - 2, 0);
    assert_eq!(decode::<Pig>(&resealed(long)).unwrap_err(), LinkError::Size);
    assert_eq!(
        words(LinkError::Size),
        "the link is damaged (its data does not fit the game)"
    );

    assert_eq!(decode::<Pig>("").unwrap_err(), LinkError::Length(0));
    assert_eq!(decode::<Pig>("AQID").unwrap_err(), LinkError::Length(4));
    assert_eq!(
        decode::<Pig>(&to_base64url(&[1, 2, 3, 4, 5])).unwrap_err(),
        LinkError::Checksum
    );
    assert_eq!(
        words(LinkError::Checksum),
        "the link is damaged or incomplete (checksum)"
    );

    // More actions than the game has: named by the action's index.
    let mut out = Packer::new();
    out.push(0, 6);
    for name in game.names() {
        out.push_bytes(name.as_bytes());
        out.push(0, 4);
    }
    out.push_count(game.actions.len() + 1);
    let mut replay = Pig::new_game(game.names.clone()).unwrap();
    for &a in &game.actions {
        replay.write_action(a, &mut out).unwrap();
        replay.apply_action(a).unwrap();
    }
    let mut raw = vec![VERSION, tag(Pig::ID)];
    raw.extend(out.finish());
    raw.extend([0, 0]);
    let e = decode::<Pig>(&resealed(raw)).unwrap_err();
    let index = game.actions.len();
    assert_eq!(
        e,
        LinkError::Record(RecordError::Action {
            index,
            error: ActionError::Rule(PigError::GameOver)
        })
    );
    assert_eq!(
        e.to_string(),
        format!("the link's game: action {index}: the game is over")
    );

    // Names the game refuses, or bytes that are not text.
    for (names, want, error) in [
        (
            vec!["A".as_bytes(), b"A"],
            "players: name 1 \"A\" repeats name 0",
            PlayersError::Repeated {
                index: 1,
                first: 0,
                name: Echo::string("A"),
            },
        ),
        (
            vec![b"A", b"\xff"],
            "players: name 1 is not UTF-8",
            PlayersError::NotUtf8 { index: 1 },
        ),
    ] {
        let mut out = Packer::new();
        out.push(0, 6);
        for name in names {
            out.push_bytes(name);
            out.push(0, 4);
        }
        out.push_count(0);
        let mut raw = vec![VERSION, tag(Pig::ID)];
        raw.extend(out.finish());
        raw.extend([0, 0]);
        let e = decode::<Pig>(&resealed(raw)).unwrap_err();
        assert_eq!(e, LinkError::Record(RecordError::Players(error)));
        assert_eq!(e.to_string(), format!("the link's game: {want}"));
    }

    // The seats must match the table.
    let e = encode(&game, &bots(3)).unwrap_err();
    assert_eq!(
        e,
        LinkError::Record(RecordError::Players(PlayersError::Seats {
            seats: 3,
            players: 2
        }))
    );
    assert_eq!(
        e.to_string(),
        "the link's game: players: 3 seats for 2 players"
    );
}

/// An action the game's codec has no choice for is refused where it stands, by its index;
/// a refused action's rule error stays the game's own.
#[test]
fn an_action_with_no_choice_is_refused_by_its_index() {
    let mut game = played(5, 2);
    let index = game.actions.len() / 2;
    // Not a face of the die: Pig's codec has no choice for it (nor would its rules take it).
    game.actions[index] = PigAction::Roll(7);
    let e = encode(&game, &bots(2)).unwrap_err();
    assert_eq!(e, LinkError::Choice { index });
    assert_eq!(
        e.to_string(),
        format!("the link's game: action {index}: no such choice")
    );
    // One game's link error as another type (as the app holds every game's): the data
    // and the index kept, the action's error mapped.
    let e = decode::<Pig>(&"A".repeat(8)).unwrap_err();
    assert_eq!(e.map_action(|a| a.to_string()), LinkError::Version(0));
    let refused: LinkError<_> = RecordError::Action {
        index: 3,
        error: ActionError::<PigReadError, _>::Rule(PigError::NothingToHold),
    }
    .into();
    assert_eq!(
        refused.map_action(|a| a.to_string()),
        LinkError::Record(RecordError::Action {
            index: 3,
            error: "nothing to hold before the first throw".to_string()
        })
    );
}

#[test]
fn random_text_never_panics() {
    let mut rng = Rng::new(4);
    let alphabet: Vec<char> = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
        .chars()
        .collect();
    for _ in 0..5000 {
        let len = rng.below(60) as usize;
        let text: String = (0..len).map(|_| alphabet[rng.below(64) as usize]).collect();
        let _ = decode::<Pig>(&text);
        // With header and checksum made right, the rest still never panics.
        if let Ok(mut bytes) = from_base64url(&text) {
            if bytes.len() >= 4 {
                bytes[0] = VERSION;
                bytes[1] = tag(Pig::ID);
                let _ = decode::<Pig>(&resealed(bytes));
            }
        }
    }
}

/// A Pig link of two seats ("A", "B", people) that claims `count` actions, followed by
/// `data` (whole blocks, so any bytes do) after the header's last block, which has room
/// for a few values of its own.
fn crafted(count: usize, data: &[u8]) -> String {
    let mut out = Packer::new();
    out.push(0, 6);
    for name in ["A", "B"] {
        out.push_bytes(name.as_bytes());
        out.push(0, 4);
    }
    out.push_count(count);
    let mut raw = vec![VERSION, tag(Pig::ID)];
    raw.extend(out.finish());
    raw.extend(data);
    raw.extend([0, 0]);
    resealed(raw)
}

/// [`crafted`] claiming exactly as many actions as its data may hold.
fn crafted_most(data: &[u8]) -> String {
    let mut count = 0;
    loop {
        let link = crafted(count, data);
        let data_bytes = from_base64url(&link).unwrap().len() - 4;
        if most_actions(data_bytes) == count {
            return link;
        }
        count = most_actions(data_bytes);
    }
}

fn reads() -> usize {
    PIG_READS.with(Cell::get)
}

#[test]
fn a_count_the_data_cannot_hold_is_refused_before_any_action_is_read() {
    // 999,998 actions and no data (all values 0 read past the end would be "throw a 1",
    // a legal endless game): refused up front.
    PIG_READS.with(|r| r.set(0));
    let link = crafted(999_998, &[]);
    let (result, steps) = decode_counted::<Pig>(&link);
    let most = most_actions(from_base64url(&link).unwrap().len() - 4);
    assert_eq!(
        result.unwrap_err(),
        LinkError::Count {
            actions: 999_998,
            most
        }
    );
    assert_eq!(reads(), 0);
    assert!(steps < 100, "{steps}");
    assert_eq!(
        words(LinkError::Count {
            actions: 999_998,
            most: 144
        }),
        "the link is damaged (it claims 999998 actions; its data holds at most 144)"
    );
    // As many as the bytes may hold, but no data: refused where the header's block ends
    // (it had room for a few throws).
    let (result, _) = decode_counted::<Pig>(&crafted_most(&[]));
    assert_eq!(result.unwrap_err(), LinkError::Ended);
    assert!((1..=20).contains(&reads()), "{}", reads());
    assert_eq!(
        words(LinkError::Ended),
        "the link is damaged (its data ends before its game does)"
    );
}

#[test]
fn an_endless_game_of_zeros_is_read_in_linear_steps() {
    // Zero bytes are Pig's endless game (every throw a 1); the count is the most the link
    // may claim. The reader stops where the data ends, after as many actions as it holds.
    for blocks in [1usize, 10, 100, 1000] {
        PIG_READS.with(|r| r.set(0));
        let data = vec![0u8; 8 * blocks];
        let link = crafted_most(&data);
        let (result, steps) = decode_counted::<Pig>(&link);
        assert_eq!(result.unwrap_err(), LinkError::Ended, "{blocks}");
        // 24 dice per block, and the few the header's block had room for.
        let read = reads() - 24 * blocks;
        assert!((1..=20).contains(&read), "{blocks}: {read}");
        assert!(steps <= 8 * link.len() as u64, "{blocks}: {steps}");
    }
}

#[test]
fn links_longer_than_any_game_are_refused_before_they_are_read() {
    let (result, steps) = decode_counted::<Pig>(&"A".repeat(MAX_LINK_CHARS + 1));
    assert_eq!(
        result.unwrap_err(),
        LinkError::TooLong {
            chars: MAX_LINK_CHARS + 1,
            max: MAX_LINK_CHARS
        }
    );
    assert!(steps <= MAX_LINK_CHARS as u64 + 1, "{steps}");
    assert_eq!(
        game_of(&"A".repeat(MAX_LINK_CHARS + 1), &[Pig::ID]).unwrap_err(),
        LinkError::TooLong {
            chars: MAX_LINK_CHARS + 1,
            max: MAX_LINK_CHARS
        }
    );
    // A version-1 link is read only up to its own, shorter bound.
    let mut raw = vec![VERSION_1, tag(Pig::ID)];
    raw.resize(MAX_V1_CHARS / 4 * 3 + 3, 0);
    let link = resealed(raw);
    assert!(link.len() > MAX_V1_CHARS);
    assert_eq!(
        decode::<Pig>(&link).unwrap_err(),
        LinkError::TooLong {
            chars: link.len(),
            max: MAX_V1_CHARS
        }
    );
    assert_eq!(
        decode::<Pig>(&link).unwrap_err().to_string(),
        format!(
            "the link is {} characters long, more than any game needs (at most 4096)",
            link.len()
        )
    );
}

#[test]
fn version_1_links_still_open_and_new_links_are_version_2() {
    for seed in 0..100 {
        let players = 2 + seed as usize % 6;
        let game = played(seed, players);
        let old = encode_version_1(&game, &bots(players)).unwrap();
        assert_eq!(from_base64url(&old).unwrap()[0], VERSION_1);
        let back = decode::<Pig>(&old).unwrap();
        assert_eq!(back.game, game);
        assert_eq!(back.bots, bots(players));
        let new = encode(&back.game, &back.bots).unwrap();
        assert_eq!(from_base64url(&new).unwrap()[0], VERSION);
        assert_eq!(decode::<Pig>(&new).unwrap().game, game);
    }
    // Damaged, with the checksum made right: refused as before.
    let old = from_base64url(&encode_version_1(&played(1, 3), &bots(3)).unwrap()).unwrap();
    let mut long = old.clone();
    long.insert(old.len() - 2, 0);
    assert_eq!(decode::<Pig>(&resealed(long)).unwrap_err(), LinkError::Size);
    let mut short = old.clone();
    short.remove(old.len() - 3);
    assert!(decode::<Pig>(&resealed(short)).is_err());
}
