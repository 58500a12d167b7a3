//! The coach's advice under a question, whatever the game: the expert's choice first, with
//! its value and why, then what each other choice costs against it, in the same unit (worms,
//! points). Each choice names the test id of its button, so the page can mark the best
//! (`data-best`) and each price (`data-cost`). Plain Rust: the words are tested natively.

use crate::shell::escape::markup;
use crate::shell::lang::{words, Lang};
use crate::shell::log::sentence;

words! {
    /// The shell's part of the coach's line.
    pub enum C {
        /// Another choice: its value, and how much less it is worth than the best.
        Other { de: "{what}: {v} ({cost} weniger)", en: "{what}: {v} ({cost} less)", fr: "{what}\u{a0}: {v} ({cost} de moins)", it: "{what}: {v} ({cost} in meno)" },
        /// Between the parts of the line.
        Between { de: "; ", en: "; ", fr: "\u{a0}; ", it: "; " },
    }
}

/// Other choices priced on one line at most (the rest would wrap a phone's prompt).
pub const MAX_OTHERS: usize = 3;

/// A cost as the page's `data-cost` writes it: three decimals, with a point, written with
/// integers (printing a float costs the wasm kilobytes); never below 0.
pub fn cost_attr(cost: f64) -> String {
    let milli = (cost.max(0.0) * 1000.0).round() as u64;
    format!("{}.{:03}", milli / 1000, milli % 1000)
}

/// One choice as the coach prices it.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    /// The test id of the choice's button.
    pub id: String,
    /// The choice in words ("keep the 5s", "target 7").
    pub what: String,
    /// Its value, in the unit the line tells.
    pub value: f64,
}

/// A part of the coach's line: words, and the choice they price (if any).
#[derive(Clone, Debug, PartialEq)]
pub struct Part {
    /// The words.
    pub text: String,
    /// The test id of the button this part prices, and the value it loses against the best
    /// (0 for the best).
    pub priced: Option<(String, f64)>,
}

/// The coach's advice under one question.
#[derive(Clone, Debug, PartialEq)]
pub struct Advice {
    /// The line's parts, joined by [`Advice::between`], the first as a sentence's start.
    pub parts: Vec<Part>,
    /// The test id of the button of the expert's choice, when the line prices choices.
    pub best: Option<String>,
    /// Between two parts ("; ", in French with a space before).
    pub between: &'static str,
}

impl Advice {
    /// A line of odds that prices no choice.
    pub fn odds(line: &str) -> Advice {
        Advice {
            parts: vec![Part {
                text: sentence(line),
                priced: None,
            }],
            best: None,
            between: "; ",
        }
    }

    /// The choices ranked, best first (`choices` must be in that order): the best told by
    /// `lead` (given its words and value), up to [`MAX_OTHERS`] others with their values
    /// and costs. Values and costs with one decimal, a cost below 0.05 with two. `None`
    /// without a choice.
    pub fn ranked(
        choices: &[Choice],
        lang: Lang,
        lead: impl Fn(&str, &str) -> String,
    ) -> Option<Advice> {
        let best = choices.first()?;
        let mut parts = vec![Part {
            text: sentence(&lead(&best.what, &lang.decimal(best.value, 1))),
            priced: Some((best.id.clone(), 0.0)),
        }];
        for c in choices.iter().skip(1).take(MAX_OTHERS) {
            // Never below 0 (the list is best first; a rounding's -0 is 0).
            let cost = (best.value - c.value).max(0.0);
            let places = if cost > 0.0 && cost < 0.05 { 2 } else { 1 };
            let text = C::Other.fill(
                lang,
                &[
                    ("what", &c.what),
                    ("v", &lang.decimal(c.value, 1)),
                    ("cost", &lang.decimal(cost, places)),
                ],
            );
            parts.push(Part {
                text,
                priced: Some((c.id.clone(), cost)),
            });
        }
        Some(Advice {
            parts,
            best: Some(best.id.clone()),
            between: C::Between.get(lang),
        })
    }

    /// The line as markup: a `p` (test id `coach`, `data-best` the best choice's button),
    /// each part a `span`, a priced one with `data-choice` and `data-cost` ([`cost_attr`]);
    /// every text escaped.
    pub fn markup(&self) -> String {
        let mut html = String::from("<p class=\"coach-line\" data-testid=\"coach\"");
        if let Some(best) = &self.best {
            html.push_str(" data-best=\"");
            html.push_str(&markup(best));
            html.push('"');
        }
        html.push('>');
        for (i, p) in self.parts.iter().enumerate() {
            if i > 0 {
                html.push_str(self.between);
            }
            match &p.priced {
                Some((id, cost)) => {
                    html.push_str("<span data-choice=\"");
                    html.push_str(&markup(id));
                    html.push_str("\" data-cost=\"");
                    html.push_str(&cost_attr(*cost));
                    html.push_str("\">");
                }
                None => html.push_str("<span>"),
            }
            html.push_str(&markup(&p.text));
            html.push_str("</span>");
        }
        html.push_str("</p>");
        html
    }

    /// The whole line as text.
    pub fn text(&self) -> String {
        let texts: Vec<&str> = self.parts.iter().map(|p| p.text.as_str()).collect();
        texts.join(self.between)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn choice(id: &str, value: f64) -> Choice {
        Choice {
            id: id.into(),
            what: format!("do {id}"),
            value,
        }
    }

    #[test]
    fn the_best_leads_and_the_others_say_what_they_cost() {
        let list = [
            choice("a", 3.24),
            choice("b", 3.22),
            choice("c", 1.0),
            choice("d", 0.0),
            choice("e", -1.0),
        ];
        let a = Advice::ranked(&list, Lang::En, |what, v| format!("best: {what}, {v}")).unwrap();
        assert_eq!(a.best.as_deref(), Some("a"));
        assert_eq!(
            a.text(),
            "Best: do a, 3.2; do b: 3.2 (0.02 less); do c: 1.0 (2.2 less); do d: 0.0 (3.2 less)"
        );
        let costs: Vec<f64> = a
            .parts
            .iter()
            .map(|p| p.priced.as_ref().unwrap().1)
            .collect();
        assert_eq!(costs[0], 0.0);
        assert!(costs.windows(2).all(|w| w[0] <= w[1]) && costs.len() == 1 + MAX_OTHERS);
        let fr = Advice::ranked(&list[..2], Lang::Fr, |w, v| format!("{w} {v}")).unwrap();
        assert_eq!(fr.text(), "Do a 3,2\u{a0}; do b\u{a0}: 3,2 (0,02 de moins)");
        assert_eq!(Advice::ranked(&[], Lang::En, |w, _| w.into()), None);
        assert_eq!(Advice::odds("odds").text(), "Odds");
        assert_eq!(Advice::odds("odds").best, None);
        assert_eq!(
            fr.markup(),
            "<p class=\"coach-line\" data-testid=\"coach\" data-best=\"a\">\
             <span data-choice=\"a\" data-cost=\"0.000\">Do a 3,2</span>\u{a0}; \
             <span data-choice=\"b\" data-cost=\"0.020\">do b\u{a0}: 3,2 (0,02 de moins)</span></p>"
        );
        let hostile = Advice::odds("<b>\"x\"</b>");
        assert_eq!(
            hostile.markup(),
            "<p class=\"coach-line\" data-testid=\"coach\"><span>&lt;b&gt;&quot;x&quot;&lt;/b&gt;</span></p>"
        );
        assert_eq!(cost_attr(0.0), "0.000");
        assert_eq!(cost_attr(1.23456), "1.235");
        assert_eq!(cost_attr(-0.0), "0.000");
    }

    #[test]
    fn every_line_has_four_languages_with_the_same_slots() {
        crate::shell::lang::check_table(C::ALL, C::get);
    }
}
