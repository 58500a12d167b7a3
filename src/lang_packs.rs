//! The language packs: German, French and Italian travel beside the app as
//! `assets/lang/{code}.json` (copied into `dist/lang/`), not inside the wasm. Every
//! [`words!`](crate::shell::lang) table spells all four languages in the source, so a
//! missing text still does not compile; the browser's build keeps English only and fetches a
//! pack before the page speaks its language. A native test writes the packs from the tables
//! and fails when a committed pack is stale, and each pack carries every table's
//! signature, so a pack of another build is refused rather than shown.

use crate::shell::lang::{self, Lang};

/// The app's words tables, named once for both lists below.
macro_rules! tables {
    ($($table:path),* $(,)?) => {
        /// Every words table of the app: its name, signature and number of texts.
        pub fn tables() -> Vec<(&'static str, u64, usize)> {
            vec![$((<$table>::TABLE, <$table>::SIGNATURE, <$table>::ALL.len())),*]
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
    crate::pechvogel::coach::C,
    crate::heckmeck::coach::C,
    crate::pechvogel::refusal::R,
    crate::heckmeck::refusal::R,
);

/// Where a pack is served from, relative to the page.
pub fn pack_url(lang: Lang) -> String {
    format!("lang/{}.json", lang.code())
}

/// Fetches and takes in the pack of `lang` (nothing to do for English or a pack already
/// in). The loading shell may have started the download already (`window.langPack`, see
/// index.html): then that one is used. The error says what went wrong, in English (the pack
/// that would say it in the language is what is missing).
#[cfg(target_arch = "wasm32")]
pub async fn fetch(lang: Lang) -> Result<(), String> {
    use js_sys::{Object, Promise, Reflect};
    use wasm_bindgen::{JsCast, JsValue};
    use wasm_bindgen_futures::JsFuture;

    if lang::ready(lang) {
        return Ok(());
    }
    let window: JsValue = web_sys::window().ok_or("no window")?.into();
    let early = Reflect::get(&window, &"langPack".into()).ok();
    let early_lang = Reflect::get(&window, &"langPackLang".into())
        .ok()
        .and_then(|l| l.as_string());
    let text: JsValue = match early.filter(|p| p.is_instance_of::<Promise>()) {
        Some(p) if early_lang.as_deref() == Some(lang.code()) => {
            JsFuture::from(p.unchecked_into::<Promise>())
                .await
                .map_err(|_| "the download failed (offline?)".to_string())?
        }
        _ => {
            // `no-cache`: the pack's address carries no hash, so the server is asked each
            // time whether it changed (a stale pack would be refused by its signature).
            let init = Object::new();
            let _ = Reflect::set(&init, &"cache".into(), &"no-cache".into());
            let fetch = Reflect::get(&window, &"fetch".into())
                .ok()
                .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
                .ok_or("this browser cannot fetch")?;
            let response = fetch
                .call2(&window, &pack_url(lang).into(), &init)
                .ok()
                .and_then(|p| p.dyn_into::<Promise>().ok())
                .ok_or("this browser cannot fetch")?;
            let response = JsFuture::from(response)
                .await
                .map_err(|_| "the download failed (offline?)".to_string())?;
            let ok = Reflect::get(&response, &"ok".into())
                .ok()
                .and_then(|v| v.as_bool())
                .unwrap_or(false);
            if !ok {
                return Err("the server does not have it".into());
            }
            let text = Reflect::get(&response, &"text".into())
                .ok()
                .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
                .and_then(|f| f.call0(&response).ok())
                .and_then(|p| p.dyn_into::<Promise>().ok())
                .ok_or("the download failed")?;
            JsFuture::from(text)
                .await
                .map_err(|_| "the download failed (offline?)".to_string())?
        }
    };
    let text = text.as_string().ok_or("the download is not text")?;
    lang::load_pack(lang, &text, &tables())
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

    #[test]
    fn a_pack_of_another_build_is_refused() {
        let json = pack(Lang::De);
        let mut other = tables();
        other[0].1 ^= 1;
        let e = lang::load_pack(Lang::De, &json, &other).unwrap_err();
        assert!(e.contains("another build"), "{e}");
        other = tables();
        other[0].2 += 1;
        assert!(lang::load_pack(Lang::De, &json, &other).is_err());
        assert!(lang::load_pack(Lang::Fr, &json, &tables()).is_err());
        assert!(lang::load_pack(Lang::De, "{", &tables()).is_err());
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
