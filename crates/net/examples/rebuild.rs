//! A browser's session description in (stdin), the description the other side would
//! rebuild from its code out (stdout), with the code's length on stderr: for checking by
//! hand, or from a browser script, that what the code keeps is enough to connect.
//!
//! `cargo run -q -p dice-net --example rebuild -- offer|answer < description.sdp`

use std::io::Read;

use dice_net::signal::Kind;
use dice_net::{sdp, signal};

fn main() {
    let kind = match std::env::args().nth(1).as_deref() {
        Some("answer") => Kind::Answer,
        _ => Kind::Offer,
    };
    let mut text = String::new();
    if let Err(e) = std::io::stdin().take(1 << 16).read_to_string(&mut text) {
        eprintln!("rebuild: {e}");
        std::process::exit(1);
    }
    let rebuilt = sdp::parse(&text, kind)
        .map_err(|e| e.to_string())
        .and_then(|s| signal::encode(&s).map_err(|e| e.to_string()))
        .and_then(|code| {
            eprintln!("code: {} characters", code.len());
            signal::decode(&code).map_err(|e| e.to_string())
        });
    match rebuilt {
        Ok(s) => print!("{}", sdp::build(&s)),
        Err(e) => {
            eprintln!("rebuild: {e}");
            std::process::exit(1);
        }
    }
}
