//! What is remembered between games: the game chosen, the last seats set up, the pace,
//! whether the odds are shown and whether the table makes sound. One owner holds them, and one effect writes them to storage
//! whenever they change; the speed is stored here and nowhere else.

use crate::shell::var::{ReadVar, Var};
use dice_core::json::{self, Map, Value};

use crate::shell::effect::effect;
use crate::shell::game::GameKind;
use crate::shell::lang::Lang;
use crate::shell::save::{seats_from_json, seats_json};
use crate::shell::seats::{Seats, Speed};
use crate::shell::storage;

/// The localStorage key of the preferences.
pub const PREFS_KEY: &str = "pechvogel.prefs";

/// Remembered between games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Prefs {
    /// The game the setup screen offers.
    pub game: GameKind,
    /// The last table set up.
    pub seats: Seats,
    /// How fast bots and dice are shown.
    pub speed: Speed,
    /// The odds panel is open.
    pub show_odds: bool,
    /// Sound and vibration are on (off unless a person switched them on).
    pub sound: bool,
    /// The win-chance meters are on in games with people (off unless switched on; a game
    /// of bots only shows them anyway).
    pub win_chances: bool,
    /// The language chosen with the top bar's switch (`None`: the browser's).
    pub lang: Option<Lang>,
    /// The coach's line before each decision of a person (off unless switched on).
    pub coach: bool,
    /// The people (by name) who want every window question, also those that cannot hurt
    /// the thrower (by default a person is asked only when it can).
    pub ask_always: Vec<String>,
    /// Dice show numerals instead of pips where the real dice have pips (Heckmeck's 1–5);
    /// off unless switched on.
    pub numerals: bool,
}

impl Default for Prefs {
    fn default() -> Prefs {
        Prefs {
            game: GameKind::first(),
            seats: Seats::default(),
            speed: Speed::default(),
            show_odds: true,
            sound: false,
            win_chances: false,
            lang: None,
            coach: false,
            ask_always: Vec::new(),
            numerals: false,
        }
    }
}

/// The preferences' JSON text.
pub fn encode(p: &Prefs) -> String {
    let prefs: Map = [
        ("game", Value::from(p.game.id())),
        ("seats", seats_json(&p.seats)),
        ("speed", Value::from(p.speed.as_str())),
        ("show_odds", Value::from(p.show_odds)),
        ("sound", Value::from(p.sound)),
        ("win_chances", Value::from(p.win_chances)),
        ("coach", Value::from(p.coach)),
        (
            "ask_always",
            Value::Array(
                p.ask_always
                    .iter()
                    .map(|n| Value::from(n.as_str()))
                    .collect(),
            ),
        ),
        ("numerals", Value::from(p.numerals)),
    ]
    .into_iter()
    .chain(p.lang.map(|l| ("lang", Value::from(l.code()))))
    .collect();
    Value::Object(prefs).to_string()
}

/// Reads the preferences; anything unreadable gives the defaults (nothing to report: they
/// are only a convenience). Preferences from before there were two games have no `game`;
/// those from before there was sound have no `sound`, and anything but `true` is off.
pub fn decode(text: &str) -> Prefs {
    let parsed = (|| {
        let v = json::parse(text).ok()?;
        let game = match v.get("game") {
            None => GameKind::first(),
            Some(g) => GameKind::parse(g.as_str()?)?,
        };
        let seats = seats_from_json(v.get("seats")).ok()?;
        let speed = Speed::parse(v.get("speed")?.as_str()?)?;
        let show_odds = v.get("show_odds").and_then(Value::as_bool)?;
        let sound = v.get("sound").and_then(Value::as_bool).unwrap_or(false);
        let win_chances = v
            .get("win_chances")
            .and_then(Value::as_bool)
            .unwrap_or(false);
        let coach = v.get("coach").and_then(Value::as_bool).unwrap_or(false);
        // Names as a setup takes them; anything else is dropped (only a convenience).
        let ask_always = v
            .get("ask_always")
            .and_then(Value::as_array)
            .map(|names| {
                names
                    .iter()
                    .filter_map(Value::as_str)
                    .filter(|n| dice_core::players::check_display_name(n).is_ok())
                    .take(MAX_ASK_ALWAYS)
                    .map(str::to_string)
                    .collect()
            })
            .unwrap_or_default();
        let numerals = v.get("numerals").and_then(Value::as_bool).unwrap_or(false);
        // A language that is not (or no longer) ours: the browser's again.
        let lang = v.get("lang").and_then(Value::as_str).and_then(Lang::parse);
        let (min, max) = game.players();
        seats.problem(min, max).is_none().then_some(Prefs {
            game,
            seats,
            speed,
            show_odds,
            sound,
            win_chances,
            lang,
            coach,
            ask_always,
            numerals,
        })
    })();
    parsed.unwrap_or_default()
}

/// At most this many people are remembered as wanting every window question.
const MAX_ASK_ALWAYS: usize = 64;

/// The owner of the preferences: read once at start, written back by one effect.
#[derive(Clone, Copy)]
pub struct Preferences {
    prefs: Var<Prefs>,
}

impl Preferences {
    /// The remembered preferences (defaults if none or unreadable), kept in storage from
    /// now on.
    pub fn load() -> Preferences {
        let prefs = storage::read(PREFS_KEY)
            .map(|t| decode(&t))
            .unwrap_or_default();
        let prefs = Var::new(prefs);
        // The one place that persists them. A failed write loses only a convenience.
        effect(move || {
            let text = prefs.with(encode);
            let _ = storage::write(PREFS_KEY, &text);
        });
        Preferences { prefs }
    }

    /// Read access for views.
    pub fn get(&self) -> ReadVar<Prefs> {
        self.prefs.read_only()
    }

    /// The pace.
    pub fn speed(&self) -> Speed {
        self.prefs.with(|p| p.speed)
    }

    /// The pace, without tracking (for the timeline).
    pub fn speed_untracked(&self) -> Speed {
        self.prefs.with_untracked(|p| p.speed)
    }

    /// Changes the pace (for the running game too).
    pub fn set_speed(&self, speed: Speed) {
        self.prefs.update(|p| p.speed = speed);
    }

    /// Shows or hides the odds.
    pub fn toggle_odds(&self) {
        self.prefs.update(|p| p.show_odds = !p.show_odds);
    }

    /// Sound and vibration are on.
    pub fn sound(&self) -> bool {
        self.prefs.with(|p| p.sound)
    }

    /// [`Preferences::sound`], untracked (for event handlers).
    pub fn sound_untracked(&self) -> bool {
        self.prefs.with_untracked(|p| p.sound)
    }

    /// Switches sound and vibration on or off.
    pub fn set_sound(&self, on: bool) {
        self.prefs.update(|p| p.sound = on);
    }

    /// The win-chance meters are on in games with people (tracked).
    pub fn win_chances(&self) -> bool {
        self.prefs.with(|p| p.win_chances)
    }

    /// Switches the win-chance meters on or off for games with people.
    pub fn set_win_chances(&self, on: bool) {
        self.prefs.update(|p| p.win_chances = on);
    }

    /// The coach is on (tracked).
    pub fn coach(&self) -> bool {
        self.prefs.with(|p| p.coach)
    }

    /// Switches the coach on or off.
    pub fn set_coach(&self, on: bool) {
        self.prefs.update(|p| p.coach = on);
    }

    /// The people (by name) who want every window question (tracked).
    pub fn asked_always(&self) -> Vec<String> {
        self.prefs.with(|p| p.ask_always.clone())
    }

    /// The person named `name` wants every window question (`true`), or only those that
    /// can hurt the thrower (`false`, the default).
    pub fn set_ask_always(&self, name: &str, always: bool) {
        self.prefs.update(|p| {
            p.ask_always.retain(|n| n != name);
            if always && p.ask_always.len() < MAX_ASK_ALWAYS {
                p.ask_always.push(name.to_string());
            }
        });
    }

    /// The dice show numerals instead of pips (tracked).
    pub fn numerals(&self) -> bool {
        self.prefs.with(|p| p.numerals)
    }

    /// Switches the dice between pips and numerals.
    pub fn set_numerals(&self, on: bool) {
        self.prefs.update(|p| p.numerals = on);
    }

    /// The language chosen with the switch, if one was (untracked: read once at start).
    pub fn lang_untracked(&self) -> Option<Lang> {
        self.prefs.with_untracked(|p| p.lang)
    }

    /// Remembers the language chosen with the switch.
    pub fn set_lang(&self, lang: Lang) {
        self.prefs.update(|p| p.lang = Some(lang));
    }

    /// Chooses the game the setup screen offers.
    pub fn set_game(&self, game: GameKind) {
        self.prefs.update(|p| p.game = game);
    }

    /// Remembers the seats of a table.
    pub fn set_seats(&self, seats: Seats) {
        self.prefs.update(|p| p.seats = seats);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shell::table_game::offered;

    #[test]
    fn round_trip_and_fall_back() {
        offered::offer();
        let p = Prefs {
            show_odds: false,
            speed: Speed::Fast,
            ..Prefs::default()
        };
        assert_eq!(decode(&encode(&p)), p);
        assert_eq!(decode("nonsense"), Prefs::default());
        let bad = encode(&p).replace("\"Thea\"", "\"You\"");
        assert_eq!(decode(&bad), Prefs::default());
    }

    #[test]
    fn who_wants_every_window_question_is_remembered_by_name() {
        offered::offer();
        assert!(Prefs::default().ask_always.is_empty());
        let p = Prefs {
            ask_always: vec!["Thea".to_string(), "Umberto".to_string()],
            ..Prefs::default()
        };
        assert_eq!(decode(&encode(&p)), p);
        // Written before the switch: nobody; a name no setup takes, or no list: dropped alone.
        let old = encode(&Prefs::default()).replace("\"ask_always\":[],", "");
        assert!(!old.contains("ask_always"), "{old}");
        assert_eq!(decode(&old), Prefs::default());
        let odd = encode(&p).replace("\"Umberto\"", "\"\\u0007\"");
        assert_eq!(decode(&odd).ask_always, ["Thea"]);
        let odd = encode(&p).replace("[\"Thea\",\"Umberto\"]", "7");
        assert_eq!(decode(&odd), Prefs::default());
    }

    #[test]
    fn sound_is_remembered_and_off_unless_switched_on() {
        offered::offer();
        assert!(!Prefs::default().sound);
        let on = Prefs {
            sound: true,
            ..Prefs::default()
        };
        assert_eq!(decode(&encode(&on)), on);
        assert!(encode(&on).contains("\"sound\":true"));
        let off = Prefs::default();
        assert_eq!(decode(&encode(&off)), off);
        // Written before there was sound: everything else still reads, sound is off.
        let old = encode(&Prefs {
            speed: Speed::Slow,
            ..on.clone()
        })
        .replace(",\"sound\":true", "");
        assert!(!old.contains("sound"), "{old}");
        let p = decode(&old);
        assert_eq!(p.speed, Speed::Slow);
        assert!(!p.sound);
        // Anything but true is off, and does not cost the rest.
        let odd = encode(&on).replace("\"sound\":true", "\"sound\":\"yes\"");
        let p = decode(&odd);
        assert_eq!((p.speed, p.sound), (on.speed, false));
    }

    #[test]
    fn preferences_written_before_two_games_still_read() {
        offered::offer();
        let old = r#"{"seats":[{"name":"Ann","kind":"human"},{"name":"Thea","kind":"bot-easy"}],"speed":"slow","show_odds":false}"#;
        let p = decode(old);
        assert_eq!(p.game, offered::PECHVOGEL);
        assert_eq!(p.seats.names(), ["Ann", "Thea"]);
        assert_eq!(p.speed, Speed::Slow);
        assert!(!p.show_odds);
        assert!(!p.sound);
    }

    #[test]
    fn win_chances_are_remembered_and_off_unless_switched_on() {
        offered::offer();
        assert!(!Prefs::default().win_chances);
        let on = Prefs {
            win_chances: true,
            ..Prefs::default()
        };
        assert_eq!(decode(&encode(&on)), on);
        let old = encode(&on).replace(",\"win_chances\":true", "");
        assert!(!decode(&old).win_chances);
    }

    #[test]
    fn numerals_on_the_dice_are_remembered_and_off_unless_switched_on() {
        offered::offer();
        assert!(!Prefs::default().numerals);
        let on = Prefs {
            numerals: true,
            ..Prefs::default()
        };
        assert!(encode(&on).contains("\"numerals\":true"));
        assert_eq!(decode(&encode(&on)), on);
        // Written before there was a choice: pips, and the rest still reads.
        let old = encode(&Prefs {
            speed: Speed::Slow,
            ..on.clone()
        })
        .replace(",\"numerals\":true", "");
        let p = decode(&old);
        assert_eq!((p.speed, p.numerals), (Speed::Slow, false));
    }

    #[test]
    fn the_chosen_language_is_remembered() {
        offered::offer();
        assert_eq!(Prefs::default().lang, None);
        assert!(!encode(&Prefs::default()).contains("lang"));
        let it = Prefs {
            lang: Some(Lang::It),
            ..Prefs::default()
        };
        assert!(encode(&it).contains("\"lang\":\"it\""));
        assert_eq!(decode(&encode(&it)), it);
        // A language that is not ours is forgotten, not the rest.
        let odd = encode(&it).replace("\"it\"", "\"tlh\"");
        assert_eq!(decode(&odd), Prefs::default());
    }
}
