//! "Are the dice fair?": the faces thrown in this game and in every game of this kind on
//! this device, each against the 1/6 a fair die gives, as counts, a bar chart and a
//! chi-square p-value in one plain sentence; the game's seed and how anyone can replay the
//! record to check it. The counts come from the engine ([`TableGame::faces`]).

use dice_core::fairness::FaceCounts;
use leptos::prelude::*;

use crate::shell::seal::SeedShown;

use crate::shell::var::Computed;

use super::{pct, shell, tr};
use crate::shell::dice_tally::DeviceDice;
use crate::shell::effect::effect;
use crate::shell::escape::markup;
use crate::shell::lang::Lang;
use crate::shell::play::Play;
use crate::shell::table_game::TableGame;
use crate::shell::words::{shown_name, W};

/// Fewer dice than this say too little (about five expected per face): no p-value shown.
pub const MIN_DICE: u64 = 30;

/// What the fairness panel shows of the game on the table, provided by the game's table.
#[derive(Clone, Copy)]
pub struct FairDice {
    /// The faces thrown in the game on show (as shown: dice still rolling do not count yet).
    pub faces: Computed<FaceCounts>,
    /// The faces' labels in a language, in the order of the counts.
    pub labels: fn(Lang) -> [&'static str; 6],
    /// The command line that replays a record of this game.
    pub replay: &'static str,
    /// The seed of the game on the table, or its seal while the game runs.
    pub seed: Computed<Option<SeedShown>>,
    /// Every game on this device.
    pub device: DeviceDice,
    /// At a live table across phones: how many devices drew the last throw.
    pub phones: Computed<Option<u8>>,
    /// In a game by turns, each player's dice: their name, the faces they threw and their
    /// throws (`None` for any other game, whose dice all come from one device's seed).
    pub players: Computed<Option<Vec<(String, FaceCounts, usize)>>>,
}

impl FairDice {
    /// Provides the fairness panel's view of `p`'s game, and counts its faces into the
    /// device's tally as they are shown.
    pub fn provide<G: TableGame>(p: Play<G>) {
        let faces = Computed::new(move || {
            p.shown()
                .with(|g| g.as_ref().map(G::faces).unwrap_or_default())
        });
        let device = DeviceDice::load(G::KIND.id());
        // Syncs the device's tally in storage with the game on show.
        effect(move || {
            let counts = faces.get();
            if counts.total() > 0 {
                if let Some(id) = p.save_id() {
                    device.note(&id, counts);
                }
            }
        });
        let turns = p.turns();
        let actions = Computed::new(move || p.shown().with(|g| g.as_ref().map(G::record_len)));
        let players = Computed::new(move || {
            if !turns.with(Option::is_some) {
                return None;
            }
            // Counted again once per action (not per event shown).
            actions.track();
            p.shown().with_untracked(|g| {
                g.as_ref().map(|g| {
                    let luck = crate::shell::by_turns::luck(g);
                    g.names()
                        .iter()
                        .cloned()
                        .zip(luck)
                        .map(|(name, (faces, throws))| (name, faces, throws))
                        .collect()
                })
            })
        });
        provide_context(FairDice {
            players,
            faces: Computed::new(move || faces.get()),
            labels: G::face_names,
            replay: G::REPLAY,
            seed: Computed::new(move || {
                p.shown().track();
                // A game by turns follows no seed: each throw was drawn where it was made.
                if turns.with(Option::is_some) {
                    return None;
                }
                p.seed_shown()
            }),
            device,
            phones: Computed::new(move || p.live_mark().with(|l| l.as_ref().map(|l| l.drawn_by))),
        });
    }
}

/// The command that checks a game's dice against its seed: the game's `replay` command's
/// sibling (`pechvogel verify`, `pechvogel heckmeck verify`).
fn verify_command(replay: &str, seed: u64, from: usize) -> String {
    let command = replay.strip_suffix("replay").unwrap_or(replay);
    let from = if from > 0 {
        format!(" --from {from}")
    } else {
        String::new()
    };
    format!("{command}verify record.json --seed {seed}{from}")
}

/// What the panel says of the seed: its seal while the game runs, or the seed and how to
/// check the game against it.
fn seed_words(shown: Option<SeedShown>, replay: &'static str, lang: Lang) -> AnyView {
    match shown {
        None => ().into_any(),
        Some(SeedShown::Sealed(hex)) => {
            let short = format!("{}…", &hex[..hex.len().min(16)]);
            view! {
                {W::SealBefore.get(lang)}
                <code data-testid="fairness-seal" data-seal=hex>{short}</code>
                {W::SealAfter.get(lang)}
            }
            .into_any()
        }
        Some(SeedShown::Seed { seed, from, chosen }) => {
            let from_words =
                (from > 0).then(|| W::DiceFrom.fill(lang, &[("n", &from.to_string())]));
            view! {
                {W::Seed.get(lang)}
                <span data-testid="fairness-seed" data-from=from>{seed.to_string()}</span>
                {from_words}
                {chosen.then(|| W::SeedChosen.get(lang))}
                {W::CheckBefore.get(lang)}
                <code>{verify_command(replay, seed, from)}</code>
                {W::CheckAfter.get(lang)}
            }
            .into_any()
        }
    }
}

/// A p-value with four decimals, written with integers (no float printing in the wasm).
pub fn decimals4(p: f64) -> String {
    let v = (p.clamp(0.0, 1.0) * 10_000.0).round() as u64;
    format!("{}.{:04}", v / 10_000, v % 10_000)
}

/// The p-value of `c`, once there are enough dice to say anything.
pub fn p_value(c: &FaceCounts) -> Option<f64> {
    (c.total() >= MIN_DICE).then(|| c.p_value()).flatten()
}

/// One plain sentence about how uneven the counts are, in `lang`.
pub fn verdict(c: &FaceCounts, lang: Lang) -> String {
    match p_value(c) {
        None => W::TooFewDice.fill(
            lang,
            &[
                ("n", &lang.number(c.total() as i64)),
                ("min", &MIN_DICE.to_string()),
            ],
        ),
        Some(p) if p < 0.01 => W::Unusual.fill(lang, &[("p", &pct(p))]),
        Some(p) => W::NothingUnusual.fill(lang, &[("p", &pct(p))]),
    }
}

/// The counts as the test hooks write them: `12,9,11,10,8,10`.
fn counts_attr(c: &FaceCounts) -> String {
    c.0.iter().map(u64::to_string).collect::<Vec<_>>().join(",")
}

/// Height of the bars' area and where it starts, in the chart's units.
const BAR_TOP: u64 = 14;
const BAR_H: u64 = 76;

/// The bar chart's drawing (inside `<svg viewBox="0 0 240 106">`): a bar per face with its
/// count above and its label below, and a dashed line at the count fair dice would give.
/// Written as markup in integers: one string instead of a reactive node per bar keeps the
/// browser's build small, and no float is printed. The labels are escaped: they are words
/// of the page's language, which may come from a pack.
pub fn chart_svg(c: &FaceCounts, labels: &[&str; 6]) -> String {
    // The scale: the highest bar or the expected count, with room for the numbers above.
    let max = c.0.iter().copied().max().unwrap_or(0).max(c.total() / 6);
    let top = (max * 115 / 100).max(1);
    let y = |n: u64| BAR_TOP + BAR_H - BAR_H * n / top;
    let mut out = String::new();
    for (i, (&n, label)) in c.0.iter().zip(labels).enumerate() {
        let (x, yn) = (i as u64 * 40 + 7, y(n));
        let label = markup(label);
        out += &format!(
            r#"<rect class="fair-bar" x="{x}" y="{yn}" width="26" height="{}" rx="3"/><text class="fair-count" x="{}" y="{}">{n}</text><text class="fair-label" x="{}" y="104">{label}</text>"#,
            BAR_TOP + BAR_H - yn,
            x + 13,
            yn - 3,
            x + 13
        );
    }
    let e = BAR_TOP + BAR_H - BAR_H * c.total() / (6 * top);
    out += &format!(r#"<line class="fair-expected" x1="0" x2="240" y1="{e}" y2="{e}"/>"#);
    out
}

/// One tally: the chart and the verdict, with the test hooks.
fn tally_view(
    counts: Computed<FaceCounts>,
    labels: fn(Lang) -> [&'static str; 6],
    testid: &'static str,
) -> impl IntoView {
    let sh = shell();
    let c = move || counts.get();
    let summary = move || {
        let (c, lang) = (c(), sh.lang());
        let faces: Vec<String> = labels(lang)
            .iter()
            .zip(c.0)
            .map(|(l, n)| format!("{l}: {n}"))
            .collect();
        W::FacesThrown.fill(
            lang,
            &[
                ("faces", &faces.join(", ")),
                ("n", &(c.total() / 6).to_string()),
            ],
        )
    };
    view! {
        <div
            class="fair-tally"
            // Before any die is thrown the chart would be an empty frame: the words say it.
            class:empty=move || c().total() == 0
            data-testid=testid
            data-counts=move || counts_attr(&c())
            data-p=move || p_value(&c()).map(decimals4).unwrap_or_default()
        >
            <svg
                class="fair-chart"
                viewBox="0 0 240 106"
                role="img"
                aria-label=summary
                inner_html=move || chart_svg(&c(), &labels(sh.lang()))
            ></svg>
            <p class="fair-verdict">{move || verdict(&c(), sh.lang())}</p>
        </div>
    }
}

/// Each player's dice in a game by turns, as markup (one string, as the chart: no reactive
/// node per player): a line per player (their throws and faces, and how uneven they are),
/// where the dice come from and what by-turns play cannot prevent. Every text is escaped:
/// names come from links.
pub fn players_markup(
    players: &[(String, FaceCounts, usize)],
    labels: fn(Lang) -> [&'static str; 6],
    lang: Lang,
) -> String {
    let mut out = format!(
        r#"<h3 class="fair-head">{}</h3><ul class="fair-players" data-testid="fairness-players">"#,
        markup(W::EachPlayersDice.get(lang))
    );
    for (seat, (name, c, throws)) in players.iter().enumerate() {
        let faces: Vec<String> = labels(lang)
            .iter()
            .zip(c.0)
            .map(|(l, n)| format!("{l}: {n}"))
            .collect();
        let line = lang
            .pick(*throws as i64, W::PlayerThrow, W::PlayerThrows)
            .fill(
                lang,
                &[
                    ("name", &shown_name(name, lang)),
                    ("throws", &lang.number(*throws as i64)),
                    ("faces", &faces.join(", ")),
                ],
            );
        out += &format!(
            r#"<li data-testid="luck-{seat}" data-counts="{}" data-throws="{throws}" data-p="{}">{} {}</li>"#,
            counts_attr(c),
            p_value(c).map(decimals4).unwrap_or_default(),
            markup(&line),
            markup(&verdict(c, lang)),
        );
    }
    out += &format!(
        r#"</ul><p class="fair-check">{} {}</p>"#,
        markup(W::DrawnFresh.get(lang)),
        markup(W::CannotPrevent.get(lang))
    );
    out
}

/// The fairness panel (behind its tab beside the log).
#[component]
pub fn FairnessPanel() -> impl IntoView {
    let Some(fair) = use_context::<FairDice>() else {
        return ().into_any();
    };
    let sh = shell();
    view! {
        <section class="panel fair" aria-labelledby="fair-title">
            <header class="panel-head">
                <h2 class="panel-title" id="fair-title">{tr(W::AreTheDiceFair)}</h2>
            </header>
            <p class="fair-key">
                {tr(W::FairKey)}
            </p>
            <h3 class="fair-head">{tr(W::ThisGame)}</h3>
            {tally_view(fair.faces, fair.labels, "fairness")}
            <h3 class="fair-head">{tr(W::AllGamesHere)}</h3>
            {tally_view(fair.device.total(), fair.labels, "fairness-device")}
            <button
                type="button"
                class="btn btn-quiet btn-small"
                data-testid="fairness-reset"
                on:click=move |_| fair.device.reset()
            >
                {tr(W::CountAfresh)}
            </button>
            {move || match fair.phones.get() {
                // At a live table the dice come from every phone's secret, not from a seed.
                Some(n) => view! {
                    <p class="fair-check" data-testid="seed-check" data-phones=n>
                        {W::DrawnByPhones.fill(sh.lang(), &[("n", &sh.lang().number(i64::from(n)))])}
                    </p>
                }
                .into_any(),
                None => view! {
                    <p class="fair-check">{seed_words(fair.seed.get(), fair.replay, sh.lang())}</p>
                }
                .into_any(),
            }}
            <div inner_html=move || {
                fair.players.with(|p| p.as_ref().map(|p| players_markup(p, fair.labels, sh.lang())).unwrap_or_default())
            }></div>
        </section>
    }
    .into_any()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_and_numbers() {
        assert_eq!(decimals4(0.38), "0.3800");
        assert_eq!(decimals4(1.0), "1.0000");
        assert_eq!(decimals4(0.00004), "0.0000");
        let few = FaceCounts([1, 2, 3, 4, 5, 6]);
        assert_eq!(p_value(&few), None);
        assert!(
            verdict(&few, Lang::En).starts_with("Too few dice"),
            "{}",
            verdict(&few, Lang::En)
        );
        let fair = FaceCounts([10, 10, 10, 10, 10, 10]);
        assert_eq!(
            verdict(&fair, Lang::En),
            "Nothing unusual: dice this uneven turn up in 100% of fair games."
        );
        let odd = FaceCounts([40, 0, 10, 10, 10, 10]);
        assert!(
            verdict(&odd, Lang::En).starts_with("Unusual"),
            "{}",
            verdict(&odd, Lang::En)
        );
        assert!(verdict(&odd, Lang::De).starts_with("Ungewöhnlich"));
        assert_eq!(counts_attr(&odd), "40,0,10,10,10,10");
    }

    #[test]
    fn the_chart_scales_to_the_highest_bar() {
        let svg = chart_svg(
            &FaceCounts([40, 0, 10, 10, 10, 10]),
            &["1", "2", "3", "4", "5", "W"],
        );
        // 40 is the highest: 76 * 40 / 46 = 66 high, from y = 90 - 66 = 24.
        assert!(
            svg.contains(r#"x="7" y="24" width="26" height="66""#),
            "{svg}"
        );
        assert!(svg.contains(r#"y="90" width="26" height="0""#), "{svg}");
        // 80 dice: 13 each expected, at y = 90 - 76 * 80 / (6 * 46) = 68.
        assert!(svg.contains(r#"y1="68" y2="68""#), "{svg}");
        assert_eq!(svg.matches("<rect").count(), 6);
        assert!(chart_svg(&FaceCounts::default(), &["a"; 6]).contains(r#"y1="90""#));
    }

    #[test]
    fn each_player_s_dice_are_text_in_the_panel() {
        let hostile = r#"<b onclick="x">Ben</b>"#.to_string();
        let players = vec![
            ("You".to_string(), FaceCounts([5, 5, 5, 5, 5, 5]), 4),
            (hostile, FaceCounts([1, 0, 0, 0, 0, 2]), 1),
        ];
        let html = players_markup(&players, |_| ["1", "2", "3", "4", "5", "W"], Lang::En);
        assert!(!html.contains("<b"), "{html}");
        assert!(
            html.contains("&lt;b onclick=&quot;x&quot;&gt;Ben&lt;/b&gt;: 1 throw,"),
            "{html}"
        );
        assert!(html.contains(r#"data-testid="luck-0" data-counts="5,5,5,5,5,5" data-throws="4" data-p="1.0000">You: 4 throws, 1: 5"#), "{html}");
        assert!(
            html.contains("What playing by turns cannot prevent"),
            "{html}"
        );
    }

    #[test]
    fn a_label_is_text_in_the_chart() {
        let hostile = r#"<img src=x onerror="alert(1)">"#;
        let svg = chart_svg(
            &FaceCounts([1, 2, 3, 4, 5, 6]),
            &["1", "2", "3", "4", "5", hostile],
        );
        assert!(!svg.contains("<img"), "{svg}");
        assert!(
            svg.contains(r#">&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</text>"#),
            "{svg}"
        );
        // Every tag in the drawing is one of the chart's own.
        for tag in svg.split('<').skip(1) {
            let name: String = tag
                .chars()
                .take_while(|c| c.is_ascii_alphabetic() || *c == '/')
                .collect();
            assert!(
                ["rect", "text", "/text", "line"].contains(&name.as_str()),
                "{tag}"
            );
        }
    }
}
