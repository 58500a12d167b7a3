//! The query parameters that start a game directly and make a table shareable:
//! `?game=pechvogel&seats=human,bot-normal,bot-expert&speed=fast&seed=42`. Pure functions,
//! so they are tested natively.

use crate::games::GameKind;
use crate::shell::lang::Lang;
use crate::shell::seats::{SeatKind, Seats, Speed};

/// What the query string asks for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Params {
    /// `game=`: which game (Pechvogel when not given).
    pub game: Option<GameKind>,
    /// `seats=`: the seats of a game to start now.
    pub seats: Option<Vec<SeatKind>>,
    /// `speed=`.
    pub speed: Option<Speed>,
    /// `seed=`: the dice's seed.
    pub seed: Option<u64>,
}

impl Params {
    /// True when the URL asks for a game to start at once.
    pub fn starts_game(&self) -> bool {
        self.seats.is_some()
    }

    /// The game asked for (Pechvogel by default).
    pub fn game(&self) -> GameKind {
        self.game.unwrap_or(GameKind::Pechvogel)
    }

    /// The seats these parameters describe (default names), if they name seats.
    pub fn seats(&self) -> Option<Seats> {
        self.seats.as_deref().map(Seats::from_kinds)
    }
}

/// Parses a query string (with or without the leading `?`). Unknown parameters are ignored
/// (other tools may add their own); a bad value of a known one is an error whose message
/// says what is wrong and what is accepted. Echoed values are cut short.
pub fn parse(query: &str) -> Result<Params, String> {
    let mut params = Params::default();
    let query = query.strip_prefix('?').unwrap_or(query);
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        let key = decode(key);
        let value = decode(value);
        let shown = dice_core::record::short_str(&value);
        match key.as_str() {
            "game" => {
                params.game = Some(GameKind::parse(value.trim()).ok_or_else(|| {
                    format!("game={shown} is not a game; use {}", GameKind::names())
                })?)
            }
            "seats" => params.seats = Some(parse_seats(&value)?),
            "speed" => {
                params.speed = Some(Speed::parse(value.trim()).ok_or_else(|| {
                    format!("speed={shown} is not a speed; use instant, fast, normal or slow")
                })?)
            }
            "seed" => {
                params.seed = Some(value.trim().parse::<u64>().map_err(|_| {
                    format!("seed={shown} is not a whole number from 0 to 18446744073709551615")
                })?)
            }
            _ => {}
        }
    }
    if let Some(kinds) = &params.seats {
        let (min, max) = params.game().players();
        if !(min..=max).contains(&kinds.len()) {
            return Err(format!(
                "seats: {} seats given; {} needs {min} to {max}",
                kinds.len(),
                params.game().name()
            ));
        }
    }
    Ok(params)
}

/// The page's language the query asks for (`lang=de`, `lang=fr-CH`), read apart from
/// [`parse`] so that even a link with a bad setting speaks its reader's language. A language
/// that is not one of ours is no error: the page speaks the remembered or the browser's.
pub fn lang(query: &str) -> Option<Lang> {
    let query = query.strip_prefix('?').unwrap_or(query);
    query
        .split('&')
        .filter_map(|p| p.split_once('='))
        .filter(|(k, _)| decode(k) == "lang")
        .find_map(|(_, v)| Lang::parse(&decode(v)))
}

fn parse_seats(value: &str) -> Result<Vec<SeatKind>, String> {
    value
        .split(',')
        .map(|k| {
            SeatKind::parse(k.trim()).ok_or_else(|| {
                format!(
                    "seats: {} is not a seat kind; use human, bot-easy, bot-normal or bot-expert",
                    dice_core::record::short_str(k.trim())
                )
            })
        })
        .collect()
}

/// Percent-decoding of a query component (`+` is a space); invalid escapes stay as written.
fn decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => {
                let hex = std::str::from_utf8(&bytes[i + 1..i + 3])
                    .ok()
                    .and_then(|h| u8::from_str_radix(h, 16).ok());
                match hex {
                    Some(b) => {
                        out.push(b);
                        i += 2;
                    }
                    None => out.push(b'%'),
                }
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use dice_core::Level;

    #[test]
    fn the_language_is_read_apart() {
        assert_eq!(lang("?lang=de"), Some(Lang::De));
        assert_eq!(lang("seats=human,bot&lang=fr-CH"), Some(Lang::Fr));
        assert_eq!(lang("?lang=xx"), None);
        assert_eq!(lang("?seats=human"), None);
        // Other parameters do not mind it.
        assert!(parse("?lang=it&seed=4").is_ok());
    }

    #[test]
    fn full_query() {
        let p = parse("?seats=human,bot-normal,bot-expert&speed=instant&seed=42").unwrap();
        assert_eq!(
            p.seats.unwrap(),
            [
                SeatKind::Human,
                SeatKind::Bot(Level::Normal),
                SeatKind::Bot(Level::Expert)
            ]
        );
        assert_eq!(p.speed, Some(Speed::Instant));
        assert_eq!(p.seed, Some(42));
    }

    #[test]
    fn empty_and_unknown_are_fine() {
        assert_eq!(parse("").unwrap(), Params::default());
        assert_eq!(parse("?").unwrap(), Params::default());
        assert!(!parse("?utm=x&flag").unwrap().starts_game());
    }

    #[test]
    fn encoded_commas_and_spaces() {
        let p = parse("seats=human%2Cbot-easy+&seed=%207").unwrap();
        assert_eq!(p.seats.unwrap().len(), 2);
        assert_eq!(p.seed, Some(7));
    }

    #[test]
    fn bad_values_say_what_is_wrong() {
        let e = parse("?seats=human,robot").unwrap_err();
        assert!(e.contains("\"robot\" is not a seat kind"), "{e}");
        let e = parse("?seats=human").unwrap_err();
        assert!(e.contains("1 seats given"), "{e}");
        let e = parse("?seats=human,human,human,human,human,human").unwrap_err();
        assert!(e.contains("6 seats"), "{e}");
        assert!(parse("?seats=").unwrap_err().contains("not a seat kind"));
        assert!(parse("?speed=warp").unwrap_err().contains("instant, fast"));
        assert!(parse("?seed=-1").unwrap_err().contains("whole number"));
        assert!(parse("?seed=18446744073709551616").is_err());
        assert_eq!(
            parse("?seed=18446744073709551615").unwrap().seed,
            Some(u64::MAX)
        );
    }

    #[test]
    fn seats_from_params() {
        let p = parse("?seats=bot-easy,human&speed=slow").unwrap();
        assert_eq!(p.seats().unwrap().names(), ["Thea", "You"]);
        assert_eq!(p.speed, Some(Speed::Slow));
        assert_eq!(p.game(), GameKind::Pechvogel);
    }

    #[test]
    fn the_game_is_named_and_decides_the_seat_count() {
        let p = parse("?game=pechvogel&seats=human,bot-easy").unwrap();
        assert_eq!(p.game, Some(GameKind::Pechvogel));
        let e = parse("?game=chess").unwrap_err();
        assert!(e.contains("\"chess\" is not a game"), "{e}");
    }

    #[test]
    fn long_values_are_cut_in_messages() {
        let long = "x".repeat(60_000);
        let e = parse(&format!("?speed={long}")).unwrap_err();
        assert!(e.len() < 200, "{}", e.len());
        let e = parse(&format!("?seats=human,{long}")).unwrap_err();
        assert!(e.len() < 200, "{}", e.len());
    }

    #[test]
    fn decode_keeps_bad_escapes() {
        assert_eq!(decode("a%2"), "a%2");
        assert_eq!(decode("%zz"), "%zz");
        assert_eq!(decode("%41b"), "Ab");
    }
}
