//! The language packs: German, French and Italian travel beside the app as
//! `assets/lang/{code}.json` (copied into `dist/lang/`), not inside the wasm. Every
//! [`words!`](crate::shell::lang) table spells all four languages in the source, so a
//! missing text still does not compile; the browser's build keeps English only and fetches a
//! pack before the page speaks its language. A native test writes the packs from the tables
//! and fails when a committed pack is stale, and each pack carries every table's
//! signature, so a pack of another build is refused rather than shown.
//!
//! A pack is a file from the network, so nothing waits on it for ever: the start waits at
//! most [`START_WAIT_MS`], then starts in English, says so and switches when the pack
//! arrives ([`tell_start`]); a switch to a language whose pack is still loading says so and
//! switches on arrival, unless another language was chosen meanwhile ([`speak`]); a pack
//! that fails, is too large or does not fit this build leaves the page in its language with
//! a notice saying why ([`PackError`](crate::shell::lang::PackError)). Each language is
//! fetched once however often it is asked for (`when_loaded`), and its texts reach the
//! page only as text (escaped where markup is built as a string: `shell::escape`).

#[cfg(target_arch = "wasm32")]
use crate::shell::lang::PackError;
use crate::shell::lang::{self, Lang, StartPack};
use crate::shell::notices::Topic;
use crate::shell::say;
use crate::shell::words::W;
use crate::shell::Shell;

/// The app's words tables, named once for both lists below.
macro_rules! tables {
    ($($table:path),* $(,)?) => {
        /// Every words table of the app: its name, signature and number of texts.
        pub fn tables() -> Vec<(&'static str, u64, usize)> {
            vec![$((<$table>::TABLE, <$table>::SIGNATURE, <$table>::LEN)),*]
        }

        /// Every table's texts in `lang`, as a pack holds them.
        #[cfg(not(target_arch = "wasm32"))]
        pub fn pack(lang: Lang) -> String {
            lang::pack_json(lang, &[$((<$table>::TABLE, <$table>::SIGNATURE, <$table>::texts(lang))),*])
        }
    };
}

tables!(
    crate::shell::words::W,
    crate::pechvogel::words::W,
    crate::pechvogel::narrator::N,
    crate::heckmeck::words::W,
    crate::heckmeck::narrator::N,
    crate::pechvogel::lesson::L,
    crate::heckmeck::lesson::L,
    crate::shell::coach::C,
    crate::pechvogel::coach::C,
    crate::heckmeck::coach::C,
    crate::pechvogel::words::refused::R,
    crate::heckmeck::words::refused::R,
    crate::shell::history::words::H,
    crate::review::words::R,
);

/// How long the page waits for the pack of the language it starts in, counted from the
/// moment its code is ready to show the page, before it starts in English instead (and
/// switches when the pack arrives, `main.rs`). The pack (8 KB gzip) was asked for before the
/// game's code (about 280 KB), beside it, so a pack still missing once the code has arrived
/// and started is stuck, not slow: two seconds cover a slow phone's round trips and one
/// lost packet sent again (TCP's first retransmission waits 1 s), and are short enough that
/// "Shuffling the dice…" does not yet look like a hang.
pub const START_WAIT_MS: u64 = 2_000;

/// How long a switch to a language whose pack is not in yet waits before it says that the
/// pack is loading: a pack that arrives at once (the usual case) needs no word, and a notice
/// shown for a frame before the page is drawn afresh would only flicker.
pub const LOADING_SAID_AFTER_MS: u64 = 300;

/// Fetches and takes in the pack of `lang` (nothing to do for English or a pack already
/// in). The download is the page's own (`window.fetchPack`, index.html: the text, or a
/// rejection with the server's status), so the wasm carries none of it; the loading shell
/// may have started it already for the page's language (`window.langPack`): then that one
/// is used, once (a second attempt fetches afresh).
#[cfg(target_arch = "wasm32")]
pub async fn fetch(lang: Lang) -> Result<(), PackError> {
    use js_sys::{Function, Object, Promise, Reflect};
    use wasm_bindgen::{JsCast, JsValue};
    use wasm_bindgen_futures::JsFuture;

    if lang::ready(lang) {
        return Ok(());
    }
    let window: JsValue = web_sys::window().ok_or(PackError::Download)?.into();
    let get = |key: &str| Reflect::get(&window, &key.into()).ok();
    let early = get("langPack").filter(|p| p.is_instance_of::<Promise>());
    let early_lang = get("langPackLang").and_then(|l| l.as_string());
    let download = match early {
        Some(p) if early_lang.as_deref() == Some(lang.code()) => {
            let _ = Reflect::delete_property(window.unchecked_ref::<Object>(), &"langPack".into());
            p
        }
        _ => get("fetchPack")
            .and_then(|f| f.dyn_into::<Function>().ok())
            .and_then(|f| f.call1(&window, &lang.code().into()).ok())
            .ok_or(PackError::Download)?,
    };
    let text = JsFuture::from(download.unchecked_into::<Promise>())
        .await
        .map_err(|e| {
            // Rejected with the status when the server answered.
            Reflect::get(&e, &"status".into())
                .ok()
                .and_then(|s| s.as_f64())
                .map_or(PackError::Download, |s| PackError::Status(s as u16))
        })?;
    let text = text.as_string().ok_or(PackError::Download)?;
    lang::load_pack(lang, &text, &tables())
}

/// What to do once a pack has been fetched, or has failed.
#[cfg(target_arch = "wasm32")]
pub type Then = Box<dyn FnOnce(Result<(), PackError>)>;

#[cfg(target_arch = "wasm32")]
thread_local! {
    /// The packs on their way, each with what waits for it: one download per language,
    /// however often it is asked for meanwhile.
    static ON_THE_WAY: std::cell::RefCell<Vec<(Lang, Vec<Then>)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// Calls `then` once `lang`'s pack is in (at once if it is) or has failed. A pack asked for
/// again while on its way is not fetched twice; one that failed is fetched afresh when it is
/// asked for again.
/// Boxed, not generic: the download and its bookkeeping are compiled once, however many
/// places wait (a copy each was 3.5 KB of wasm).
#[cfg(target_arch = "wasm32")]
pub fn when_loaded(lang: Lang, then: Then) {
    if lang::ready(lang) {
        then(Ok(()));
        return;
    }
    let first = ON_THE_WAY.with(|w| {
        let mut w = w.borrow_mut();
        match w.iter_mut().find(|(l, _)| *l == lang) {
            Some((_, waiting)) => {
                waiting.push(then);
                false
            }
            None => {
                w.push((lang, vec![then]));
                true
            }
        }
    });
    if first {
        wasm_bindgen_futures::spawn_local(async move {
            let outcome = fetch(lang).await;
            // Taken out before any is called: one may ask for a pack again.
            let waiting = ON_THE_WAY.with(|w| {
                let mut w = w.borrow_mut();
                let at = w.iter().position(|(l, _)| *l == lang);
                at.map(|i| w.swap_remove(i).1).unwrap_or_default()
            });
            for then in waiting {
                then(outcome.clone());
            }
        });
    }
}

/// Speaks `lang` from now on, remembered: the language switch. A language whose pack is
/// not in yet is fetched first; if that takes a moment, a notice says that it is loading,
/// and the page switches when it arrives (unless another language has been chosen since).
/// A pack that cannot be had is told, and the page stays in its language. The game is not
/// touched: it lives in the runners, and the page is only drawn afresh.
pub fn speak(shell: Shell, lang: Lang) {
    want(shell, lang, true, LOADING_SAID_AFTER_MS);
}

/// Tells how the pack of the language the page was to start in went (`main.rs` starts in
/// English when it failed or is late), and switches to that language when a late pack
/// arrives.
pub fn tell_start(shell: Shell) {
    match lang::take_start() {
        Some(StartPack::Missed(lang, why)) => {
            let now = shell.lang_untracked();
            let why = say::pack(&why, now);
            shell.notices.error_on(
                Topic::Lang,
                W::LangMissing.fill(now, &[("lang", lang.own_name()), ("why", &why)]),
            );
        }
        // Said at once: the page is in English because of it.
        Some(StartPack::Late(lang)) => want(shell, lang, false, 0),
        None => {}
    }
}

/// Speaks `lang` now if its pack is in, else once it arrives (see [`speak`]), saying that it
/// is loading after `say_after_ms`. A language asked for before and still on its way is
/// wanted no more.
fn want(shell: Shell, lang: Lang, remember: bool, say_after_ms: u64) {
    #[cfg(target_arch = "wasm32")]
    waiting::forget(shell);
    if lang::ready(lang) {
        switch(shell, lang, remember);
        return;
    }
    #[cfg(target_arch = "wasm32")]
    waiting::wait(shell, lang, remember, say_after_ms);
    #[cfg(not(target_arch = "wasm32"))]
    let _ = say_after_ms;
}

/// The language the page waits to speak. Only the browser fetches packs.
#[cfg(target_arch = "wasm32")]
mod waiting {
    use super::{say, switch, when_loaded, Lang, Shell, Topic, W};

    /// A language the page is to speak once its pack is in: the latest one asked for.
    struct Wanted {
        lang: Lang,
        /// Whether it is remembered for the next visit (the switch's choice is; the start's
        /// language already is where it should be).
        remember: bool,
        /// The notice that says it is loading.
        loading: String,
    }

    thread_local! {
        /// The language the page waits to speak, if any. A later choice replaces it, so a
        /// pack that arrives after the player chose another language changes nothing.
        static WANTED: std::cell::RefCell<Option<Wanted>> = const { std::cell::RefCell::new(None) };
    }

    /// Withdraws the language's notice if it is still `text` (and not something said since).
    fn clear_notice(shell: Shell, text: &str) {
        shell.notices.withdraw(Topic::Lang, text);
    }

    /// Whatever language was wanted is not any more, and its notice goes.
    pub fn forget(shell: Shell) {
        if let Some(before) = WANTED.with(|w| w.borrow_mut().take()) {
            clear_notice(shell, &before.loading);
        }
    }

    /// Waits for `lang`'s pack: says so after `say_after_ms`, switches when it arrives if it
    /// is still wanted then, or tells why it could not be had.
    pub fn wait(shell: Shell, lang: Lang, remember: bool, say_after_ms: u64) {
        let loading = W::LangLoading.fill(shell.lang_untracked(), &[("lang", lang.own_name())]);
        WANTED.with(|w| {
            *w.borrow_mut() = Some(Wanted {
                lang,
                remember,
                loading: loading.clone(),
            })
        });
        let say = move || {
            let still = WANTED.with(|w| w.borrow().as_ref().is_some_and(|w| w.loading == loading));
            if still {
                shell.notices.info_on(Topic::Lang, loading);
            }
        };
        if say_after_ms == 0 {
            say();
        } else {
            leptos::prelude::set_timeout(say, std::time::Duration::from_millis(say_after_ms));
        }
        when_loaded(
            lang,
            Box::new(move |outcome| {
                let Some(wanted) = WANTED.with(|w| w.borrow_mut().take_if(|w| w.lang == lang))
                else {
                    return;
                };
                clear_notice(shell, &wanted.loading);
                match outcome {
                    Ok(()) => switch(shell, lang, wanted.remember),
                    Err(why) => {
                        let now = shell.lang_untracked();
                        let why = say::pack(&why, now);
                        shell.notices.error_on(
                            Topic::Lang,
                            W::LangMissing.fill(now, &[("lang", lang.own_name()), ("why", &why)]),
                        );
                    }
                }
            }),
        );
    }
}

/// Speaks `lang`, its pack in: the page is drawn afresh in it. A choice made with the switch
/// is remembered and keeps the keyboard on the switch.
fn switch(shell: Shell, lang: Lang, remember: bool) {
    shell.set_lang(lang, remember);
    if remember {
        crate::shell::ui::language_switch::focus_choice(lang);
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    /// The committed packs are the tables' texts: `UPDATE_PACKS=1 cargo test packs` writes
    /// them after a change of words.
    #[test]
    fn packs_are_up_to_date_and_load() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/lang");
        for lang in [Lang::De, Lang::Fr, Lang::It] {
            let json = pack(lang);
            let path = format!("{dir}/{}.json", lang.code());
            if std::env::var_os("UPDATE_PACKS").is_some() {
                std::fs::create_dir_all(dir).unwrap();
                std::fs::write(&path, &json).unwrap();
            }
            let committed = std::fs::read_to_string(&path).unwrap_or_default();
            assert!(
                committed == json,
                "{path} is not what the words tables say: run `UPDATE_PACKS=1 cargo test packs` and commit it"
            );
            lang::load_pack(lang, &json, &tables()).unwrap();
            assert!(lang::ready(lang));
        }
    }

    /// The words of a pack, lower case, without the slots (`{t}` is no word; the JSON's own
    /// braces are no slots).
    fn words_of(lang: Lang) -> Vec<String> {
        let json = pack(lang);
        let mut text = String::new();
        let mut rest = json.as_str();
        while let Some(c) = rest.chars().next() {
            let slot = rest.strip_prefix('{').and_then(|r| {
                let name = r.find(|c: char| !(c.is_ascii_lowercase() || c == '_'))?;
                (name > 0 && r[name..].starts_with('}')).then_some(name + 2)
            });
            let skip = slot.unwrap_or(c.len_utf8());
            if slot.is_none() {
                text.extend(c.to_lowercase());
            }
            rest = &rest[skip..];
        }
        text.split(|c: char| !c.is_alphabetic())
            .filter(|w| !w.is_empty())
            .map(String::from)
            .collect()
    }

    #[test]
    fn each_language_speaks_with_one_voice_the_book_s() {
        // French addresses the player as the book does, with "vous": no "tu", no "toi", no
        // "ton"/"ta"/"tes", no "te"/"t'", and none of the informal imperatives once used.
        let informal = [
            "tu", "toi", "ton", "ta", "tes", "te", "t", "prends", "choisis", "remets", "appuie",
        ];
        let fr = words_of(Lang::Fr);
        let slips: Vec<&String> = fr
            .iter()
            .filter(|w| informal.contains(&w.as_str()))
            .collect();
        assert!(slips.is_empty(), "French says {slips:?}");
        assert!(fr.iter().any(|w| w == "vous"));
        // Italian says "tu" with the book, and its "valore buono": no "numero obiettivo",
        // no plural "voi" (vostro, contate).
        let it = words_of(Lang::It);
        let slips: Vec<&String> = it
            .iter()
            .filter(|w| {
                [
                    "obiettivo",
                    "vostro",
                    "vostra",
                    "vostri",
                    "vostre",
                    "contate",
                ]
                .contains(&w.as_str())
            })
            .collect();
        assert!(slips.is_empty(), "Italian says {slips:?}");
    }

    #[test]
    fn a_pack_of_another_build_is_refused() {
        let json = pack(Lang::De);
        let mut other = tables();
        other[0].1 ^= 1;
        let e = lang::load_pack(Lang::De, &json, &other).unwrap_err();
        assert!(e.to_string().contains("another build"), "{e}");
        other = tables();
        other[0].2 += 1;
        assert!(lang::load_pack(Lang::De, &json, &other).is_err());
        assert!(lang::load_pack(Lang::Fr, &json, &tables()).is_err());
        assert!(lang::load_pack(Lang::De, "{", &tables()).is_err());
    }

    #[test]
    fn a_pack_that_does_not_fit_is_refused_whole_and_said_why() {
        use crate::shell::lang::{PackError, MAX_PACK_BYTES};
        let big = " ".repeat(MAX_PACK_BYTES + 1);
        assert_eq!(
            lang::load_pack(Lang::It, &big, &tables()),
            Err(PackError::TooLarge(257))
        );
        // Every table but the last fits: nothing of the pack is taken in.
        let json = pack(Lang::It);
        let mut other = tables();
        let last = other.len() - 1;
        other[last].2 += 1;
        assert_eq!(
            lang::load_pack(Lang::It, &json, &other),
            Err(PackError::OtherBuild(other[last].0))
        );
        assert!(!lang::ready(Lang::It));
        let e = lang::load_pack(Lang::It, "[1,", &tables()).unwrap_err();
        assert_eq!(
            e.why(),
            "not JSON: EOF while parsing a value at line 1 column 3"
        );
        assert_eq!(e.to_string(), e.why());
        assert_eq!(PackError::Status(404).why(), "the server answered 404");
        assert_eq!(
            PackError::TooLarge(300).why(),
            "300 KB is more than a pack holds (at most 256 KB)"
        );
        assert_eq!(PackError::OtherLang(Lang::It).why(), "not the it pack");
        lang::load_pack(Lang::It, &json, &tables()).unwrap();
        assert!(lang::ready(Lang::It));
    }

    #[test]
    fn every_words_table_is_in_the_packs() {
        // A table left out of `tables()` would show English in the browser: count the
        // tables in the source (the test tables of lang.rs aside).
        fn walk(dir: &std::path::Path, n: &mut usize) {
            for e in std::fs::read_dir(dir).unwrap() {
                let p = e.unwrap().path();
                if p.is_dir() {
                    walk(&p, n);
                } else if p.extension().is_some_and(|x| x == "rs") && !p.ends_with("shell/lang.rs")
                {
                    let text = std::fs::read_to_string(&p).unwrap();
                    *n += text.matches("\nwords! {").count();
                }
            }
        }
        let mut n = 0;
        walk(
            std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/src")),
            &mut n,
        );
        assert_eq!(n, tables().len());
    }
}
