//! `pechvogel link FILE` / `pechvogel unlink LINK` (and the same under `pechvogel
//! heckmeck`): a record as the short link the app shares (dice-core's `link`), and back.
//! The link made here seats a person at every seat: a record does not say who played.

use std::io::Read;
use std::process::ExitCode;

use dice_core::link::{decode, encode};
use dice_core::{LinkCodec, LinkError};

use crate::output::{bad, print_line};
use crate::replay::read_record;

/// Most bytes `unlink -` reads: far more than any link (a whole game is about a kilobyte).
const MAX_LINK_BYTES: u64 = 1 << 20;

/// `link FILE`: prints the link (the part after `#g=`) of the record at FILE (`-`: stdin).
pub fn link<G: LinkCodec>(args: &[String], usage: &str) -> ExitCode {
    let [path] = args else {
        return bad(&format!("usage: {usage}"));
    };
    let made = read_record(path).and_then(|text| {
        let game = G::replay_json(&text).map_err(|e| e.to_string())?;
        encode(&game, &vec![None; game.player_count()]).map_err(|e| match e {
            // The record is the input here: its own words (`players: name 0 is longer
            // than 40 characters`), as `replay` words them.
            LinkError::Record(e) => e.to_string(),
            e => e.to_string(),
        })
    });
    match made {
        Ok(link) => print_line(&link),
        Err(message) => bad(&message),
    }
}

/// `unlink LINK`: prints the record a link holds (LINK `-`: read from stdin). A whole URL
/// is taken too: what follows `#g=`.
pub fn unlink<G: LinkCodec>(args: &[String], usage: &str) -> ExitCode {
    let [arg] = args else {
        return bad(&format!("usage: {usage}"));
    };
    let mut text = arg.clone();
    if arg == "-" {
        text.clear();
        let read = std::io::stdin()
            .lock()
            .take(MAX_LINK_BYTES)
            .read_to_string(&mut text);
        if let Err(e) = read {
            return bad(&format!("cannot read the link: {e}"));
        }
    }
    let link = text.trim();
    let link = link.rsplit_once("#g=").map_or(link, |(_, after)| after);
    match decode::<G>(link) {
        Ok(linked) => print_line(&linked.game.record_json()),
        Err(e) => bad(&e.to_string()),
    }
}
