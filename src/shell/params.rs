//! The query parameters that start a game directly and make a table shareable:
//! `?game=pechvogel&seats=human,bot-normal,bot-expert&speed=fast&seed=42`. Pure functions,
//! so they are tested natively.

use crate::shell::game::GameKind;
use crate::shell::lang::Lang;
use crate::shell::seats::{SeatKind, Seats, Speed};

/// What the query string asks for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Params {
    /// `game=`: which game (the first on offer when not given).
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

    /// The game asked for (the first on offer by default).
    pub fn game(&self) -> GameKind {
        self.game.unwrap_or_else(GameKind::first)
    }

    /// The seats these parameters describe (default names), if they name seats.
    pub fn seats(&self) -> Option<Seats> {
        self.seats.as_deref().map(Seats::from_kinds)
    }
}

/// A value of the query that cannot be used; its `Display` says what is wrong and what is
/// accepted (echoed values cut short).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParamError {
    /// `game=` names no game of this table.
    Game(String),
    /// `seats=` holds something that is not a seat kind.
    SeatKind(String),
    /// `seats=` names too few or too many seats for the game.
    SeatCount {
        /// Seats given.
        given: usize,
        /// The game asked for.
        game: GameKind,
    },
    /// `speed=` is not a speed.
    Speed(String),
    /// `seed=` is not a whole number that fits.
    Seed(String),
}

impl std::fmt::Display for ParamError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let short = dice_core::record::short_str;
        match self {
            ParamError::Game(v) => write!(
                f,
                "game={} is not a game; use {}",
                short(v),
                GameKind::names()
            ),
            ParamError::SeatKind(v) => write!(
                f,
                "seats: {} is not a seat kind; use human, bot-easy, bot-normal or bot-expert",
                short(v)
            ),
            ParamError::SeatCount { given, game } => {
                let (min, max) = game.players();
                write!(
                    f,
                    "seats: {given} seats given; {} needs {min} to {max}",
                    game.name()
                )
            }
            ParamError::Speed(v) => write!(
                f,
                "speed={} is not a speed; use instant, fast, normal or slow",
                short(v)
            ),
            ParamError::Seed(v) => write!(
                f,
                "seed={} is not a whole number from 0 to 18446744073709551615",
                short(v)
            ),
        }
    }
}

/// The parameters that start a game ([`parse`] reads them); the others (`lang`, and
/// whatever other tools add) are not about a game.
const OURS: [&str; 4] = ["game", "seats", "speed", "seed"];

/// Parses a query string (with or without the leading `?`). Unknown parameters are ignored
/// (other tools may add their own). A bad value of a known one is left out and said why
/// (each on its own), and the rest is used: a bad `speed=` neither starts nor stops a game.
/// Seats for a game that cannot be read are not used either.
pub fn parse(query: &str) -> (Params, Vec<ParamError>) {
    let mut params = Params::default();
    let mut problems = Vec::new();
    let mut bad_game = false;
    let query = query.strip_prefix('?').unwrap_or(query);
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        let key = decode(key);
        let value = decode(value);
        let v = value.trim();
        match key.as_str() {
            "game" => match GameKind::parse(v) {
                Some(g) => params.game = Some(g),
                None => {
                    bad_game = true;
                    problems.push(ParamError::Game(value.clone()));
                }
            },
            "seats" => match parse_seats(&value) {
                Ok(kinds) => params.seats = Some(kinds),
                Err(e) => problems.push(e),
            },
            "speed" => match Speed::parse(v) {
                Some(speed) => params.speed = Some(speed),
                None => problems.push(ParamError::Speed(value.clone())),
            },
            "seed" => match v.parse::<u64>() {
                Ok(seed) => params.seed = Some(seed),
                Err(_) => problems.push(ParamError::Seed(value.clone())),
            },
            _ => {}
        }
    }
    if bad_game {
        params.seats = None;
    }
    if let Some(kinds) = &params.seats {
        let (min, max) = params.game().players();
        if !(min..=max).contains(&kinds.len()) {
            problems.push(ParamError::SeatCount {
                given: kinds.len(),
                game: params.game(),
            });
            params.seats = None;
        }
    }
    (params, problems)
}

/// The address made the game's: the parameters that start a game (`game`, `seats`, `speed`,
/// `seed`) and the shared link's fragment are dropped from the address bar (without a
/// reload and without a new history entry), so that a reload resumes the tab's game rather
/// than start the link's again. The language and other tools' parameters stay.
pub fn clean_address() {
    let Some(w) = web_sys::window() else { return };
    let l = w.location();
    let (Ok(path), Ok(search)) = (l.pathname(), l.search()) else {
        return;
    };
    // The browser's own reading of the query, as `URLSearchParams` decodes it.
    let Ok(query) = web_sys::UrlSearchParams::new_with_str(&search) else {
        return;
    };
    for key in OURS {
        query.delete(key);
    }
    let rest = String::from(query.to_string());
    let url = if rest.is_empty() {
        path
    } else {
        path + "?" + &rest
    };
    if let Ok(h) = w.history() {
        let _ = h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
    }
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

fn parse_seats(value: &str) -> Result<Vec<SeatKind>, ParamError> {
    value
        .split(',')
        .map(|k| SeatKind::parse(k.trim()).ok_or_else(|| ParamError::SeatKind(k.trim().into())))
        .collect()
}

/// The shared link in an address's fragment (`#g=…`, the part after `=`), as the player
/// wrote it: the browser percent-encodes some characters of a fragment (a `"` or a space
/// becomes `%22` or `%20`), which are decoded again, so that a link's error names the
/// character the player typed, at the place they see it.
pub fn shared_link(hash: &str) -> Option<String> {
    hash.strip_prefix("#g=")
        .map(|link| percent_decode(link, false))
}

/// Percent-decoding of a query component (`+` is a space); invalid escapes stay as written.
fn decode(s: &str) -> String {
    percent_decode(s, true)
}

/// Percent-decoding, linear in the text; invalid escapes stay as written, and bytes that
/// are no UTF-8 become U+FFFD.
fn percent_decode(s: &str, plus_is_space: bool) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' if plus_is_space => out.push(b' '),
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
    use crate::shell::table_game::offered;
    use dice_core::Level;

    /// Parameters with no problem.
    fn ok(query: &str) -> Params {
        let (p, problems) = parse(query);
        assert!(problems.is_empty(), "{problems:?}");
        p
    }

    /// The first problem, as the notice says it.
    fn err(query: &str) -> String {
        parse(query).1.first().expect("a problem").to_string()
    }

    /// Issue 29: a bad value is said, and the rest of the query still counts (here: the
    /// seed, and no seats to start a game, so the tab's own game resumes).
    #[test]
    fn a_bad_value_leaves_the_rest_in_use() {
        offered::offer();
        let (p, problems) = parse("?speed=INSTANT&seed=5&lang=de");
        assert_eq!(problems, [ParamError::Speed("INSTANT".into())]);
        assert_eq!(p.seed, Some(5));
        assert_eq!(p.speed, None);
        assert!(!p.starts_game());
        // Each bad value on its own.
        let (p, problems) = parse("?speed=warp&seed=x&seats=human,bot-easy");
        assert_eq!(problems.len(), 2);
        assert_eq!(p.seats().unwrap().len(), 2);
        // Seats for a game that cannot be read start nothing.
        let (p, problems) = parse("?game=chess&seats=human,bot-easy");
        assert_eq!(problems.len(), 1);
        assert!(!p.starts_game());
    }

    #[test]
    fn the_language_is_read_apart() {
        assert_eq!(lang("?lang=de"), Some(Lang::De));
        assert_eq!(lang("seats=human,bot&lang=fr-CH"), Some(Lang::Fr));
        assert_eq!(lang("?lang=xx"), None);
        assert_eq!(lang("?seats=human"), None);
        // Other parameters do not mind it.
        assert!(parse("?lang=it&seed=4").1.is_empty());
    }

    #[test]
    fn full_query() {
        offered::offer();
        let p = ok("?seats=human,bot-normal,bot-expert&speed=instant&seed=42");
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
        assert_eq!(ok(""), Params::default());
        assert_eq!(ok("?"), Params::default());
        assert!(!ok("?utm=x&flag").starts_game());
    }

    #[test]
    fn encoded_commas_and_spaces() {
        offered::offer();
        let p = ok("seats=human%2Cbot-easy+&seed=%207");
        assert_eq!(p.seats.unwrap().len(), 2);
        assert_eq!(p.seed, Some(7));
    }

    #[test]
    fn bad_values_say_what_is_wrong() {
        offered::offer();
        let e = err("?seats=human,robot");
        assert!(e.contains("\"robot\" is not a seat kind"), "{e}");
        let e = err("?seats=human");
        assert!(e.contains("1 seats given"), "{e}");
        let e = err("?seats=human,human,human,human,human,human");
        assert!(e.contains("6 seats"), "{e}");
        assert!(err("?seats=").contains("not a seat kind"));
        assert!(err("?speed=warp").contains("instant, fast"));
        assert!(err("?seed=-1").contains("whole number"));
        assert!(!parse("?seed=18446744073709551616").1.is_empty());
        assert_eq!(ok("?seed=18446744073709551615").seed, Some(u64::MAX));
    }

    #[test]
    fn seats_from_params() {
        offered::offer();
        let p = ok("?seats=bot-easy,human&speed=slow");
        assert_eq!(p.seats().unwrap().names(), ["Thea", "You"]);
        assert_eq!(p.speed, Some(Speed::Slow));
        assert_eq!(p.game(), offered::PECHVOGEL);
    }

    #[test]
    fn the_game_is_named_and_decides_the_seat_count() {
        offered::offer();
        let p = ok("?game=pechvogel&seats=human,bot-easy");
        assert_eq!(p.game, Some(offered::PECHVOGEL));
        let e = err("?game=chess");
        assert!(e.contains("\"chess\" is not a game"), "{e}");
    }

    #[test]
    fn long_values_are_cut_in_messages() {
        let long = "x".repeat(60_000);
        let e = err(&format!("?speed={long}"));
        assert!(e.len() < 200, "{}", e.len());
        let e = err(&format!("?seats=human,{long}"));
        assert!(e.len() < 200, "{}", e.len());
    }

    /// Issue 29: a `"` typed into a link reaches the page as `%22`; its error names the `"`,
    /// counted as the player counts the link's characters.
    #[test]
    fn a_shared_link_is_read_as_typed() {
        assert_eq!(shared_link("#g=AB%22CD").as_deref(), Some("AB\"CD"));
        assert_eq!(shared_link("#g=A%20B+C").as_deref(), Some("A B+C"));
        assert_eq!(shared_link("#g=%C3%A9x").as_deref(), Some("éx"));
        assert_eq!(shared_link("#g=50%").as_deref(), Some("50%"));
        assert_eq!(shared_link("#x=AB"), None);
        let link = shared_link("#g=AAAA%22AAAA").unwrap();
        let e = dice_core::link::game_of(&link, &["pechvogel"]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "character 5 ('\"') does not belong in a link"
        );
    }

    #[test]
    fn decode_keeps_bad_escapes() {
        assert_eq!(decode("a%2"), "a%2");
        assert_eq!(decode("%zz"), "%zz");
        assert_eq!(decode("%41b"), "Ab");
    }
}
