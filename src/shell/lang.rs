//! The four languages the rulebooks are printed in, and the typed tables of words the page
//! shows in them. Every text a player sees is a key of a [`words!`] table (the shell's, each
//! game's); each key spells all four languages side by side, so a missing language is a
//! macro error and a missing key a compile error — never a blank or an English fallback on
//! the page. Texts with slots (`{name}`, `{n}`) are filled by [`fill`]; a test checks that
//! every language of a key has the same slots. The CLI's output is a contract and stays
//! English: none of this is used there.

/// A language of the page.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// Deutsch.
    De,
    /// English (the page's language when the browser asks for none of ours).
    #[default]
    En,
    /// Français.
    Fr,
    /// Italiano.
    It,
}

impl Lang {
    /// Every language, in the order the switch offers them.
    pub const ALL: [Lang; 4] = [Lang::De, Lang::En, Lang::Fr, Lang::It];

    /// The BCP 47 code: `lang` on `<html>`, `?lang=`, the switch's `lang-{code}` hooks.
    pub fn code(self) -> &'static str {
        match self {
            Lang::De => "de",
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::It => "it",
        }
    }

    /// The language's own name, as the switch shows it (always in that language).
    pub fn own_name(self) -> &'static str {
        match self {
            Lang::De => "Deutsch",
            Lang::En => "English",
            Lang::Fr => "Français",
            Lang::It => "Italiano",
        }
    }

    /// The language of a code or language tag (`de`, `de-AT`, `FR_ch`), if it is one of ours.
    pub fn parse(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The first of ours among the browser's languages, in the browser's order of preference.
    pub fn first_of<'a>(tags: impl IntoIterator<Item = &'a str>) -> Option<Lang> {
        tags.into_iter().find_map(Lang::parse)
    }

    /// True when `n` takes the plural form: French counts 0 and 1 as singular ("0 point"),
    /// German, English and Italian only 1.
    pub fn plural(self, n: i64) -> bool {
        match self {
            Lang::Fr => !(n == 0 || n == 1 || n == -1),
            _ => n != 1,
        }
    }

    /// `one` or `many`, by [`Lang::plural`].
    pub fn pick<T>(self, n: i64, one: T, many: T) -> T {
        if self.plural(n) {
            many
        } else {
            one
        }
    }

    /// A whole number as this language writes it: the thousands grouped as the language
    /// groups them ("12.345", "12,345", "12 345", "12.345").
    pub fn number(self, n: i64) -> String {
        let digits = n.unsigned_abs().to_string();
        let sep = match self {
            Lang::De | Lang::It => '.',
            Lang::En => ',',
            // A narrow no-break space, as French typography groups thousands.
            Lang::Fr => '\u{202f}',
        };
        let mut out = String::with_capacity(digits.len() + 4);
        if n < 0 {
            out.push('-');
        }
        for (i, c) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i).is_multiple_of(3) {
                out.push(sep);
            }
            out.push(c);
        }
        out
    }

    /// A small count in words, as the log tells it ("two", "zwei", "deux", "due"); counts
    /// above eight in digits. One is left to the texts themselves: its article agrees with
    /// the noun ("ein Wurm", "une tuile"), so each text that can say one has its own form.
    pub fn count(self, n: u32) -> String {
        const WORDS: [[&str; 9]; 4] = [
            [
                "kein", "ein", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht",
            ],
            [
                "no", "one", "two", "three", "four", "five", "six", "seven", "eight",
            ],
            [
                "aucun", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit",
            ],
            [
                "nessun", "un", "due", "tre", "quattro", "cinque", "sei", "sette", "otto",
            ],
        ];
        let row = Lang::ALL.iter().position(|&l| l == self).unwrap_or(1);
        match WORDS[row].get(n as usize) {
            Some(w) => (*w).to_string(),
            None => n.to_string(),
        }
    }

    /// A value with `places` decimals (at most 2) as this language writes it ("3.4", "3,4"),
    /// a negative one with a true minus sign ("−0.5"); -0 is 0.
    pub fn decimal(self, x: f64, places: u32) -> String {
        let scale = 10i64.pow(places.min(2));
        let n = (x * scale as f64).round() as i64;
        let (whole, part) = (
            n.unsigned_abs() / scale as u64,
            n.unsigned_abs() % scale as u64,
        );
        let mut out = String::new();
        if n < 0 {
            out.push('\u{2212}');
        }
        out.push_str(&whole.to_string());
        if scale > 1 {
            out.push(if self == Lang::En { '.' } else { ',' });
            let part = (part + scale as u64).to_string();
            // The leading 1 of `scale` keeps the zeros: 4 hundredths are "104" → "04".
            out.push_str(&part[1..]);
        }
        out
    }

    /// A share (0–1) as a percentage the way this language writes it ("71%", "71 %").
    pub fn percent(self, share: f64) -> String {
        let p = (share * 100.0).round().clamp(0.0, 100.0) as u32;
        match self {
            Lang::En | Lang::It => format!("{p}%"),
            // German and French put a (no-break) space before the sign.
            Lang::De | Lang::Fr => format!("{p}\u{a0}%"),
        }
    }
}

/// The slot at the start of `text` (just after a `{`): its name and the length up to and
/// with the `}`. A slot's name is a word (letters, digits, `_`); any other brace is text.
fn slot_at(text: &str) -> Option<(&str, usize)> {
    let close = text.find('}')?;
    let name = &text[..close];
    let word = !name.is_empty() && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
    word.then_some((name, close + 1))
}

/// Fills a text's slots: each `{name}` becomes the value given for `name`. A slot with no
/// value is left as written (a test of the tables makes sure that cannot happen on the page).
pub fn fill(text: &str, slots: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match slot_at(after).and_then(|(name, len)| {
            slots
                .iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| (v, len))
        }) {
            Some((value, len)) => {
                out.push_str(value);
                rest = &after[len..];
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// The names of a text's slots, sorted (for the tables' tests).
pub fn slots(text: &str) -> Vec<&str> {
    let mut names = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        match slot_at(after) {
            Some((name, len)) => {
                names.push(name);
                rest = &after[len..];
            }
            None => rest = after,
        }
    }
    names.sort_unstable();
    names
}

/// A hash (FNV-1a) of a table's key names in order, worked out at compile time: the pack and
/// the build agree on it, or the pack is refused.
/// The place of `key` among `keys` (a words table's key, at compile time; a key that is not
/// there does not compile).
pub const fn key_index(keys: &[&str], key: &str) -> u16 {
    let mut k = 0;
    while k < keys.len() {
        let (a, b) = (keys[k].as_bytes(), key.as_bytes());
        if a.len() == b.len() {
            let mut i = 0;
            while i < a.len() && a[i] == b[i] {
                i += 1;
            }
            if i == a.len() {
                return k as u16;
            }
        }
        k += 1;
    }
    panic!("not a key of this table")
}

pub const fn signature(keys: &[&str]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut k = 0;
    while k < keys.len() {
        let bytes = keys[k].as_bytes();
        let mut i = 0;
        while i < bytes.len() {
            h = (h ^ bytes[i] as u64).wrapping_mul(0x0100_0000_01b3);
            i += 1;
        }
        h = (h ^ 0xff).wrapping_mul(0x0100_0000_01b3);
        k += 1;
    }
    h
}

/// A language pack: for each table, its texts in the keys' order.
struct Pack {
    lang: Lang,
    tables: Vec<(String, Vec<&'static str>)>,
}

thread_local! {
    /// The packs loaded so far (the page is single-threaded; each is kept for the visit).
    static PACKS: std::cell::RefCell<Vec<Pack>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// How the start went for the language the page was to start in, when its pack was not in
/// by the time the app was ready to show itself (`main.rs`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StartPack {
    /// Its pack could not be had: the page starts in English and says why.
    Missed(Lang, PackError),
    /// Its pack is still on its way: the page starts in English, says so, and switches to
    /// the language when the pack arrives.
    Late(Lang),
}

thread_local! {
    /// What the start has to tell about its language's pack, until the app tells it.
    static START: std::cell::RefCell<Option<StartPack>> = const { std::cell::RefCell::new(None) };
}

/// Notes how the start's language pack went (see [`StartPack`]), for the app to tell.
pub fn note_start(how: StartPack) {
    START.with(|m| *m.borrow_mut() = Some(how));
}

/// What the start has to tell about its language's pack, once.
pub fn take_start() -> Option<StartPack> {
    START.with(|m| m.borrow_mut().take())
}

/// The most a language pack may weigh: refused unread above it. A pack holds about 27 KB,
/// so this leaves room for ten times the words and still bounds what a bad server can make
/// the page read (and keep: a pack's texts live for the visit).
pub const MAX_PACK_BYTES: usize = 256 * 1024;

/// Why a language pack could not be taken in. The notice words it in the page's language
/// (`shell::say::pack`: the pack missing is never the page's own); `Display` is English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PackError {
    /// The download failed: offline, or the connection broke.
    Download,
    /// The server answered, but not with the pack (its HTTP status).
    Status(u16),
    /// Larger than [`MAX_PACK_BYTES`] (its size in KB).
    TooLarge(usize),
    /// Not JSON (the parser's words and place).
    NotJson(dice_core::json::Error),
    /// A pack of another language.
    OtherLang(Lang),
    /// A table is missing, or its keys, kind or number of texts are not this build's: the
    /// pack was written for another build of the app.
    OtherBuild(&'static str),
}

impl PackError {
    /// What went wrong, for the notice ("the server answered 404"); `Display` says the same.
    /// `format!` here rather than through `Display`: `to_string` would be code of its own for
    /// this type in the browser's build.
    pub fn why(&self) -> String {
        match self {
            PackError::Download => "the download failed (offline?)".into(),
            PackError::Status(status) => format!("the server answered {status}"),
            PackError::TooLarge(kb) => format!(
                "{kb} KB is more than a pack holds (at most {} KB)",
                MAX_PACK_BYTES / 1024
            ),
            PackError::NotJson(e) => format!(
                "not JSON: {} at line {} column {}",
                e.reason, e.line, e.column
            ),
            PackError::OtherLang(lang) => format!("not the {} pack", lang.code()),
            PackError::OtherBuild(name) => format!("table {name} is for another build"),
        }
    }
}

impl std::fmt::Display for PackError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.why())
    }
}

impl std::error::Error for PackError {}

/// True once `lang` can be spoken: English always, another language once its pack is in.
pub fn ready(lang: Lang) -> bool {
    lang == Lang::En || PACKS.with(|p| p.borrow().iter().any(|p| p.lang == lang))
}

/// Text `index` of `table` in `lang` from its pack, if the pack is in.
pub fn packed(lang: Lang, table: &str, index: usize) -> Option<&'static str> {
    PACKS.with(|p| {
        let packs = p.borrow();
        let pack = packs.iter().find(|p| p.lang == lang)?;
        let (_, texts) = pack.tables.iter().find(|(t, _)| t == table)?;
        texts.get(index).copied()
    })
}

/// Takes in a language pack (its JSON text, as [`pack_json`] writes it) after checking it
/// against this build's tables (`(name, signature, keys)` each); the error says what does
/// not fit. Nothing is taken in unless all of it fits.
pub fn load_pack(
    lang: Lang,
    text: &str,
    tables: &[(&'static str, u64, usize)],
) -> Result<(), PackError> {
    use dice_core::json::{self, Value};
    if text.len() > MAX_PACK_BYTES {
        return Err(PackError::TooLarge(text.len().div_ceil(1024)));
    }
    let v = json::parse(text).map_err(PackError::NotJson)?;
    if v.get("lang").and_then(Value::as_str) != Some(lang.code()) {
        return Err(PackError::OtherLang(lang));
    }
    let mut out = Vec::new();
    for &(name, sig, len) in tables {
        let t = v.get("tables").and_then(|t| t.get(name));
        let fits = t.and_then(|t| t.get("signature")).and_then(Value::as_str)
            == Some(&format!("{sig:016x}"));
        let texts: Option<Vec<&str>> = match t.and_then(|t| t.get("texts")) {
            Some(Value::Array(list)) if fits && list.len() == len => {
                list.iter().map(Value::as_str).collect()
            }
            _ => None,
        };
        out.push((name.to_string(), texts.ok_or(PackError::OtherBuild(name))?));
    }
    // Checked whole: only now are its texts kept (for the visit).
    let tables = out
        .into_iter()
        .map(|(name, texts)| {
            let texts = texts
                .into_iter()
                .map(|s| &*Box::leak(s.to_owned().into_boxed_str()))
                .collect();
            (name, texts)
        })
        .collect();
    PACKS.with(|p| {
        let mut packs = p.borrow_mut();
        packs.retain(|p| p.lang != lang);
        packs.push(Pack { lang, tables });
    });
    Ok(())
}

/// A language pack's JSON text: each table's signature and texts (`(name, signature,
/// texts)` each).
#[cfg(not(target_arch = "wasm32"))]
pub fn pack_json(lang: Lang, tables: &[(&str, u64, Vec<&'static str>)]) -> String {
    use dice_core::json::{Map, Value};
    let tables: Map = tables
        .iter()
        .map(|(name, sig, texts)| {
            let t: Map = [
                ("signature", Value::from(format!("{sig:016x}"))),
                (
                    "texts",
                    Value::Array(texts.iter().map(|s| Value::from(*s)).collect()),
                ),
            ]
            .into_iter()
            .collect();
            (*name, Value::Object(t))
        })
        .collect();
    let pack: Map = [
        ("lang", Value::from(lang.code())),
        ("tables", Value::Object(tables)),
    ]
    .into_iter()
    .collect();
    Value::Object(pack).to_string()
}

/// A table of words: keys, each with its text in all four languages, in the order `de`,
/// `en`, `fr`, `it` (anything else does not compile). Written like an enum; each key is a
/// constant of the table's type that carries its place in the table and its English text,
/// so a text is in the browser's build only where its key is used: a table's words used
/// only in a chunk travel with that chunk (one `match` over every key would put them all
/// wherever any one of them is shown).
///
/// ```ignore
/// words! {
///     /// The shell's words.
///     pub enum W {
///         /// The top bar's button that leaves the table.
///         NewTable { de: "Neuer Tisch", en: "New table", fr: "Nouvelle table", it: "Nuovo tavolo" },
///     }
/// }
/// let label = W::NewTable.get(Lang::De);
/// ```
macro_rules! words {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $(
                $(#[$key_meta:meta])*
                $key:ident { de: $de:literal, en: $en:literal, fr: $fr:literal, it: $it:literal $(,)? }
            ),* $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        $vis struct $name {
            /// The key's place in its table (its text's place in a language pack).
            index: u16,
            /// The English text.
            en: &'static str,
            /// The German, French and Italian texts: the browser's build carries English
            /// only, the other languages come from their packs.
            #[cfg(not(target_arch = "wasm32"))]
            others: [&'static str; 3],
        }

        #[allow(non_upper_case_globals, dead_code)]
        impl $name {
            /// The keys' names in order (for the places and the signature).
            const KEYS: &'static [&'static str] = &[$(stringify!($key)),*];

            $(
                $(#[$key_meta])*
                #[cfg(target_arch = "wasm32")]
                pub const $key: $name = $name {
                    index: $crate::shell::lang::key_index(Self::KEYS, stringify!($key)),
                    en: $en,
                };
                $(#[$key_meta])*
                #[cfg(not(target_arch = "wasm32"))]
                pub const $key: $name = $name {
                    index: $crate::shell::lang::key_index(Self::KEYS, stringify!($key)),
                    en: $en,
                    others: [$de, $fr, $it],
                };
            )*

            /// Every key (for the tables' tests).
            pub const ALL: &'static [$name] = &[$($name::$key),*];

            /// How many keys the table has.
            pub const LEN: usize = Self::KEYS.len();

            /// The table's name in a language pack (its module).
            pub const TABLE: &'static str = module_path!();

            /// A hash of the table's keys in order: a pack made for other keys is refused.
            pub const SIGNATURE: u64 = $crate::shell::lang::signature(Self::KEYS);

            /// The text in `lang`.
            #[cfg(not(target_arch = "wasm32"))]
            pub fn get(self, lang: $crate::shell::lang::Lang) -> &'static str {
                use $crate::shell::lang::Lang;
                match lang {
                    Lang::En => self.en,
                    Lang::De => self.others[0],
                    Lang::Fr => self.others[1],
                    Lang::It => self.others[2],
                }
            }

            /// The text in `lang`. The browser's build carries English only: the other
            /// languages come from their pack (`assets/lang/`), loaded before the page
            /// speaks them ([`crate::shell::lang::packed`]).
            #[cfg(target_arch = "wasm32")]
            pub fn get(self, lang: $crate::shell::lang::Lang) -> &'static str {
                $crate::shell::lang::packed(lang, Self::TABLE, self.index as usize).unwrap_or(self.en)
            }

            /// Every text in `lang`, in the keys' order (a language pack's table).
            #[cfg(not(target_arch = "wasm32"))]
            pub fn texts(lang: $crate::shell::lang::Lang) -> Vec<&'static str> {
                Self::ALL.iter().map(|k| k.get(lang)).collect()
            }

            /// The text in `lang` with its slots filled.
            pub fn fill(self, lang: $crate::shell::lang::Lang, slots: &[(&str, &str)]) -> String {
                $crate::shell::lang::fill(self.get(lang), slots)
            }
        }
    };
}
pub(crate) use words;

/// Test support: `said` speaks German, French and Italian in words of their own: something
/// for each, not the English text, and no slot left unfilled.
#[cfg(test)]
pub fn check_translated(english: &str, said: impl Fn(Lang) -> Option<String>) {
    for lang in [Lang::De, Lang::Fr, Lang::It] {
        let text = said(lang).unwrap_or_else(|| panic!("{lang:?}: nothing for {english:?}"));
        assert!(
            !text.trim().is_empty() && text != english,
            "{lang:?}: {text}"
        );
        assert!(!text.contains('{'), "{lang:?}: {text}");
    }
}

/// Checks a table: every key has the same slots in all four languages, and no text is
/// empty. Each table's test calls it with its keys.
#[cfg(test)]
pub fn check_table<K: Copy + std::fmt::Debug>(keys: &[K], get: impl Fn(K, Lang) -> &'static str) {
    for &k in keys {
        let en = get(k, Lang::En);
        for lang in Lang::ALL {
            let text = get(k, lang);
            assert!(!text.trim().is_empty(), "{k:?} is empty in {lang:?}");
            assert_eq!(
                slots(text),
                slots(en),
                "{k:?} in {lang:?} has other slots than in English: {text:?}"
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_pick_our_languages() {
        assert_eq!(Lang::parse("de-AT"), Some(Lang::De));
        assert_eq!(Lang::parse("FR_ch"), Some(Lang::Fr));
        assert_eq!(Lang::parse("it"), Some(Lang::It));
        assert_eq!(Lang::parse("es"), None);
        assert_eq!(Lang::parse(""), None);
        assert_eq!(
            Lang::first_of(["es-ES", "pt", "it-IT", "de"]),
            Some(Lang::It)
        );
        assert_eq!(Lang::first_of(["ja"]), None);
        for l in Lang::ALL {
            assert_eq!(Lang::parse(l.code()), Some(l));
        }
    }

    #[test]
    fn plurals_follow_each_language() {
        assert!(!Lang::Fr.plural(0) && !Lang::Fr.plural(1) && Lang::Fr.plural(2));
        for l in [Lang::De, Lang::En, Lang::It] {
            assert!(l.plural(0) && !l.plural(1) && l.plural(2), "{l:?}");
        }
        assert_eq!(Lang::En.pick(1, "die", "dice"), "die");
        assert_eq!(Lang::En.pick(3, "die", "dice"), "dice");
    }

    #[test]
    fn numbers_and_percentages() {
        assert_eq!(Lang::En.number(1234567), "1,234,567");
        assert_eq!(Lang::De.number(12345), "12.345");
        assert_eq!(Lang::Fr.number(-1234), "-1\u{202f}234");
        assert_eq!(Lang::It.number(999), "999");
        assert_eq!(Lang::En.percent(0.714), "71%");
        assert_eq!(Lang::De.percent(0.5), "50\u{a0}%");
        assert_eq!(Lang::Fr.percent(1.2), "100\u{a0}%");
        assert_eq!(Lang::En.decimal(3.44, 1), "3.4");
        assert_eq!(Lang::De.decimal(-0.46, 1), "\u{2212}0,5");
        assert_eq!(Lang::Fr.decimal(-0.04, 1), "0,0");
        assert_eq!(Lang::It.decimal(-0.042, 2), "\u{2212}0,04");
        assert_eq!(Lang::En.decimal(12.0, 0), "12");
    }

    #[test]
    fn slots_are_filled_and_listed() {
        let t = "{name} wirft {n} Würfel";
        assert_eq!(
            fill(t, &[("name", "Thea"), ("n", "3")]),
            "Thea wirft 3 Würfel"
        );
        assert_eq!(slots(t), vec!["n", "name"]);
        assert_eq!(fill("{x} and {", &[]), "{x} and {");
        assert_eq!(fill("no slots", &[("a", "b")]), "no slots");
        // Braces around words with spaces are text, not slots.
        assert_eq!(slots("from the first { to the last }"), Vec::<&str>::new());
        assert_eq!(fill("{ x } {n}", &[("n", "1")]), "{ x } 1");
    }

    words! {
        enum Sample {
            Hello { de: "Hallo {name}", en: "Hello {name}", fr: "Bonjour {name}", it: "Ciao {name}" },
            Bye { de: "Tschüss", en: "Bye", fr: "Salut", it: "Ciao" },
        }
    }

    #[test]
    fn a_table_gives_each_language() {
        check_table(Sample::ALL, Sample::get);
        assert_eq!(
            Sample::Hello.fill(Lang::Fr, &[("name", "Kelly")]),
            "Bonjour Kelly"
        );
        assert_eq!(Sample::Bye.get(Lang::De), "Tschüss");
    }
}
