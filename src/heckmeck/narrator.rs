//! Heckmeck's game log in plain words, in the page's language: every engine [`Event`] told
//! as the rulebook would say it, in the second person to the seat called "You". Pure, so the
//! wording is tested natively.

use heckmeck_engine::{worms, Event, Face, Failure, Seat};

use crate::heckmeck::words::W as HW;
use crate::shell::lang::{words, Lang};
use crate::shell::log::{sentence, Cast, LineKind};

words! {
    /// A sentence (or part of one) of Heckmeck's log.
    pub enum N {
        /// Dice kept: worms.
        KeptWorms { de: "{n} Würmer behalten: bisher {sum}", en: "{n} worms kept: {sum} so far", fr: "{n} vers gardés\u{a0}: {sum} pour l'instant", it: "{n} vermi tenuti: finora {sum}" },
        /// One worm kept.
        KeptWorm { de: "ein Wurm behalten: bisher {sum}", en: "one worm kept: {sum} so far", fr: "un ver gardé\u{a0}: {sum} pour l'instant", it: "un verme tenuto: finora {sum}" },
        /// Dice of a number kept.
        KeptNumbers { de: "{n} {v}er behalten: bisher {sum}", en: "{n} {v}s kept: {sum} so far", fr: "{n} {v} gardés\u{a0}: {sum} pour l'instant", it: "{n} {v} tenuti: finora {sum}" },
        /// One die of a number kept.
        KeptNumber { de: "ein {v}er behalten: bisher {sum}", en: "one {v} kept: {sum} so far", fr: "un {v} gardé\u{a0}: {sum} pour l'instant", it: "un {v} tenuto: finora {sum}" },
        /// A tile, with its worms.
        TileWorms { de: "die {t} ({n} Würmer)", en: "the {t} ({n} worms)", fr: "le {t} ({n} vers)", it: "la {t} ({n} vermi)" },
        /// A tile of one worm.
        TileWorm { de: "die {t} (ein Wurm)", en: "the {t} (one worm)", fr: "le {t} (un ver)", it: "la {t} (un verme)" },
        /// A tile taken from the grill.
        Takes { de: "{name} nimmt {tile} vom Grill", en: "{name} takes {tile} from the grill", fr: "{name} prend {tile} sur le gril", it: "{name} prende {tile} dalla griglia" },
        /// You take a tile from the grill.
        YouTake { de: "du nimmst {tile} vom Grill", en: "you take {tile} from the grill", fr: "vous prenez {tile} sur le gril", it: "prendi {tile} dalla griglia" },
        /// A tile stolen.
        Steals { de: "{name} stibitzt {tile} von {from}", en: "{name} steals {tile} from {from}", fr: "{name} vole {tile} à {from}", it: "{name} ruba {tile} a {from}" },
        /// You steal a tile.
        YouSteal { de: "du stibitzt {tile} von {from}", en: "you steal {tile} from {from}", fr: "vous volez {tile} à {from}", it: "rubi {tile} a {from}" },
        /// Your tile stolen.
        StealsFromYou { de: "{name} stibitzt dir {tile}", en: "{name} steals {tile} from you", fr: "{name} vous vole {tile}", it: "{name} ti ruba {tile}" },
        /// A steal's banner.
        StealsBanner { de: "{name} stibitzt die {t} von {from}", en: "{name} steals {from}'s {t}", fr: "{name} vole le {t} de {from}", it: "{name} ruba la {t} di {from}" },
        /// Your steal's banner.
        YouStealBanner { de: "du stibitzt die {t} von {from}", en: "you steal {from}'s {t}", fr: "vous volez le {t} de {from}", it: "rubi la {t} di {from}" },
        /// The banner of a steal from you.
        StealsYoursBanner { de: "{name} stibitzt deine {t}", en: "{name} steals your {t}", fr: "{name} vole votre {t}", it: "{name} ruba la tua {t}" },
        /// A turn fails.
        TurnFails { de: "der Zug von {name} misslingt: {why}", en: "{name}'s turn fails: {why}", fr: "le tour de {name} échoue\u{a0}: {why}", it: "il turno di {name} fallisce: {why}" },
        /// Your turn fails.
        YourTurnFails { de: "dein Zug misslingt: {why}", en: "your turn fails: {why}", fr: "votre tour échoue\u{a0}: {why}", it: "il tuo turno fallisce: {why}" },
        /// Why: no new face.
        WhyNoNewFace { de: "keine neue Augenzahl zum Behalten", en: "no new face to keep", fr: "aucune nouvelle valeur à garder", it: "nessun simbolo nuovo da tenere" },
        /// Why: no dice left.
        WhyOutOfDice { de: "keine Würfel mehr und kein Plättchen zu nehmen", en: "no dice left and no tile to take", fr: "plus de dés et aucun pickomino à prendre", it: "niente più dadi e nessuna tessera da prendere" },
        /// Why: every face kept.
        WhyOutOfFaces { de: "alle Augenzahlen behalten und kein Plättchen zu nehmen", en: "every face kept and no tile to take", fr: "toutes les valeurs gardées et aucun pickomino à prendre", it: "tutti i simboli tenuti e nessuna tessera da prendere" },
        /// A tile goes back to the grill.
        GoesBack { de: "{tile} geht aus dem Stapel von {name} zurück auf den Grill", en: "{tile} goes back from {name}'s stack to the grill", fr: "{tile} quitte la pile de {name} et retourne sur le gril", it: "{tile} torna dalla pila di {name} alla griglia" },
        /// Your tile goes back to the grill.
        GoesBackFromYou { de: "{tile} geht aus deinem Stapel zurück auf den Grill", en: "{tile} goes back from your stack to the grill", fr: "{tile} quitte votre pile et retourne sur le gril", it: "{tile} torna dalla tua pila alla griglia" },
        /// A tile turned face down.
        TurnedDown { de: "{tile} wird umgedreht: aus dem Spiel", en: "{tile} is turned face down: out of the game", fr: "{tile} est retourné\u{a0}: hors jeu", it: "{tile} viene girata: fuori gioco" },
        /// The game ends.
        GameOverWins { de: "der Grill ist leer: Das Spiel ist aus, {name} gewinnt", en: "the grill is empty: the game is over, {name} wins", fr: "le gril est vide\u{a0}: la partie est finie, {name} gagne", it: "la griglia è vuota: la partita è finita, vince {name}" },
        /// The game ends: you win.
        GameOverYouWin { de: "der Grill ist leer: Das Spiel ist aus, du gewinnst", en: "the grill is empty: the game is over, you win", fr: "le gril est vide\u{a0}: la partie est finie, vous gagnez", it: "la griglia è vuota: la partita è finita, hai vinto" },
        /// The game's end, its banner.
        EmptyWins { de: "der Grill ist leer: {name} gewinnt", en: "the grill is empty: {name} wins", fr: "le gril est vide\u{a0}: {name} gagne", it: "la griglia è vuota: vince {name}" },
        /// The game's end, its banner: you win.
        EmptyYouWin { de: "der Grill ist leer: du gewinnst", en: "the grill is empty: you win", fr: "le gril est vide\u{a0}: vous gagnez", it: "la griglia è vuota: hai vinto" },

        // A turn's summary.
        /// Won by a steal.
        WonStolen { de: "die {t} von {name} stibitzt", en: "the {t} stolen from {name}", fr: "le {t} volé à {name}", it: "la {t} rubata a {name}" },
        /// Won by a steal from you.
        WonStolenFromYou { de: "die {t} von dir stibitzt", en: "the {t} stolen from you", fr: "votre {t} volé", it: "la tua {t} rubata" },
        /// Won from the grill.
        WonFromGrill { de: "die {t} vom Grill", en: "the {t} from the grill", fr: "le {t} du gril", it: "la {t} dalla griglia" },
        /// Failed: a tile back, one turned.
        FailedBackTurned { de: "misslungen \u{2013} die {r} zurück auf den Grill, die {d} umgedreht", en: "failed \u{2013} the {r} back to the grill, the {d} turned over", fr: "raté \u{2013} le {r} rendu au gril, le {d} retourné", it: "fallito \u{2013} la {r} torna sulla griglia, la {d} girata" },
        /// Failed: a tile back.
        FailedBack { de: "misslungen \u{2013} die {r} zurück auf den Grill", en: "failed \u{2013} the {r} back to the grill", fr: "raté \u{2013} le {r} rendu au gril", it: "fallito \u{2013} la {r} torna sulla griglia" },
        /// Failed with nothing to give back.
        FailedNothing { de: "misslungen, ohne Plättchen zum Zurückgeben", en: "failed, with no tile to give back", fr: "raté, sans pickomino à rendre", it: "fallito, senza tessere da restituire" },
        /// Nothing happened.
        Nothing { de: "nichts", en: "nothing", fr: "rien", it: "niente" },
    }
}

/// Tells events in order; remembers the turn so far for its one-line summary.
#[derive(Clone, Debug, Default)]
pub struct Narrator {
    cast: Cast,
    /// How the turn went: a tile won (and from whom), or a failure and its cost.
    turn: TurnStory,
    /// The last event's banner, if it deserves one (see [`Narrator::take_banner`]).
    banner: Option<String>,
}

/// How the active player's turn went.
#[derive(Clone, Debug, Default)]
struct TurnStory {
    /// The tile won, and whom it was stolen from.
    won: Option<(u8, Option<Seat>)>,
    /// The turn failed.
    failed: bool,
    /// The tile given back.
    returned: Option<u8>,
    /// The tile turned face down.
    turned: Option<u8>,
}

impl Narrator {
    /// A narrator for these players, telling in `lang`.
    pub fn new(names: Vec<String>, lang: Lang) -> Narrator {
        Narrator {
            cast: Cast::new(names, lang),
            ..Narrator::default()
        }
    }

    fn lang(&self) -> Lang {
        self.cast.lang
    }

    /// The banner the last told event deserves, once: a steal ("Tom steals your 26"), or a
    /// finished turn's summary.
    pub fn take_banner(&mut self) -> Option<String> {
        self.banner.take().map(|b| sentence(&b))
    }

    /// A face in words: "4" or "worm".
    fn face(&self, f: Face) -> String {
        if f.is_worm() {
            HW::WormFace.get(self.lang()).to_string()
        } else {
            f.value().to_string()
        }
    }

    /// "the 24 (one worm)", "the 33 (four worms)"
    fn tile(&self, t: u8) -> String {
        let w = worms(t);
        let key = if w == 1 { N::TileWorm } else { N::TileWorms };
        let n = self.lang().count(u32::from(w));
        key.fill(self.lang(), &[("t", &t.to_string()), ("n", &n)])
    }

    /// "two worms kept: 10 so far"
    fn kept(&self, face: Face, dice: u8, sum: u8) -> String {
        let key = match (face.is_worm(), dice == 1) {
            (true, true) => N::KeptWorm,
            (true, false) => N::KeptWorms,
            (false, true) => N::KeptNumber,
            (false, false) => N::KeptNumbers,
        };
        let n = self.lang().count(u32::from(dice));
        let v = if face.is_worm() {
            String::new()
        } else {
            face.value().to_string()
        };
        key.fill(
            self.lang(),
            &[("n", &n), ("v", &v), ("sum", &sum.to_string())],
        )
    }

    /// One line for the turn of `seat` that just ended.
    fn summary(&self, seat: Seat) -> String {
        let t = &self.turn;
        let lang = self.lang();
        let what = match (t.won, t.failed) {
            (Some((tile, Some(from))), _) => self
                .cast
                .pick(from, N::WonStolen, N::WonStolenFromYou)
                .fill(
                    lang,
                    &[("t", &tile.to_string()), ("name", &self.cast.name(from))],
                ),
            (Some((tile, None)), _) => N::WonFromGrill.fill(lang, &[("t", &tile.to_string())]),
            (None, true) => match (t.returned, t.turned) {
                (Some(r), Some(d)) => {
                    N::FailedBackTurned.fill(lang, &[("r", &r.to_string()), ("d", &d.to_string())])
                }
                (Some(r), None) => N::FailedBack.fill(lang, &[("r", &r.to_string())]),
                _ => N::FailedNothing.get(lang).to_string(),
            },
            (None, false) => N::Nothing.get(lang).to_string(),
        };
        self.cast.summary(seat, &what)
    }

    /// The sentence for one event, if it deserves one (capitalised).
    pub fn tell(&mut self, event: &Event) -> Option<(String, LineKind)> {
        use LineKind::*;
        let lang = self.lang();
        let (text, kind) = match *event {
            Event::Thrown { seat, throw } => {
                let faces: Vec<String> = throw.sorted().map(|f| self.face(f)).collect();
                (
                    self.cast.throws(seat, throw.len(), &faces.join(", ")),
                    Throw,
                )
            }
            Event::Kept { face, dice, sum } => (self.kept(face, dice, sum), Plain),
            Event::TakenFromGrill { seat, tile: t } => {
                self.turn.won = Some((t, None));
                (
                    self.cast.pick(seat, N::Takes, N::YouTake).fill(
                        lang,
                        &[("name", &self.cast.name(seat)), ("tile", &self.tile(t))],
                    ),
                    Claim,
                )
            }
            Event::Stolen {
                seat,
                tile: t,
                from,
            } => {
                self.turn.won = Some((t, Some(from)));
                let (line, banner) = if self.cast.is_you(from) {
                    (N::StealsFromYou, N::StealsYoursBanner)
                } else if self.cast.is_you(seat) {
                    (N::YouSteal, N::YouStealBanner)
                } else {
                    (N::Steals, N::StealsBanner)
                };
                let slots = [
                    ("name", self.cast.name(seat)),
                    ("from", self.cast.name(from)),
                    ("t", t.to_string()),
                    ("tile", self.tile(t)),
                ];
                let slots: Vec<(&str, &str)> =
                    slots.iter().map(|(k, v)| (*k, v.as_str())).collect();
                self.banner = Some(banner.fill(lang, &slots));
                (line.fill(lang, &slots), Claim)
            }
            Event::TurnFailed { seat, why } => {
                self.turn.failed = true;
                let why = match why {
                    Failure::NoNewFace => N::WhyNoNewFace,
                    Failure::OutOfDice => N::WhyOutOfDice,
                    Failure::OutOfFaces => N::WhyOutOfFaces,
                };
                (
                    self.cast.pick(seat, N::TurnFails, N::YourTurnFails).fill(
                        lang,
                        &[("name", &self.cast.name(seat)), ("why", why.get(lang))],
                    ),
                    Frustration,
                )
            }
            Event::TileReturned { seat, tile: t } => {
                self.turn.returned = Some(t);
                (
                    self.cast.pick(seat, N::GoesBack, N::GoesBackFromYou).fill(
                        lang,
                        &[("name", &self.cast.name(seat)), ("tile", &self.tile(t))],
                    ),
                    Frustration,
                )
            }
            Event::TurnedFaceDown { tile: t } => {
                self.turn.turned = Some(t);
                (
                    N::TurnedDown.fill(lang, &[("tile", &self.tile(t))]),
                    Frustration,
                )
            }
            Event::TurnPassed { from, to } => {
                self.banner = Some(self.summary(from));
                self.turn = TurnStory::default();
                (self.cast.turn_passes(from, to), Turn)
            }
            Event::GameEnded { winner } => {
                let name = self.cast.name(winner);
                self.banner = Some(
                    self.cast
                        .pick(winner, N::EmptyWins, N::EmptyYouWin)
                        .fill(lang, &[("name", &name)]),
                );
                (
                    self.cast
                        .pick(winner, N::GameOverWins, N::GameOverYouWin)
                        .fill(lang, &[("name", &name)]),
                    Turn,
                )
            }
        };
        Some((sentence(&text), kind))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use heckmeck_engine::{Action, Game};

    fn tell_all(game: &mut Game, n: &mut Narrator, actions: &[Action]) -> Vec<String> {
        let mut out = Vec::new();
        for &a in actions {
            for e in game.apply(a).unwrap() {
                out.extend(n.tell(&e).map(|(t, _)| t));
            }
        }
        out
    }

    /// Jonathan's turn of the book's Fig. 4a: worms, 4s, 2s, and the 24 from the grill.
    fn jonathan_takes_the_24_actions() -> [Action; 7] {
        [
            Action::Roll("WW123351".parse().unwrap()),
            Action::Keep(Face::Worm),
            Action::Roll("WWW441".parse().unwrap()),
            Action::Keep(Face::Four),
            Action::Roll("2224".parse().unwrap()),
            Action::Keep(Face::Two),
            Action::Take(24),
        ]
    }

    #[test]
    fn jonathan_takes_the_24() {
        let names: Vec<String> = ["Jonathan", "Heather", "Nicole"].map(String::from).to_vec();
        let mut g = Game::new(names.clone()).unwrap();
        let mut n = Narrator::new(names, Lang::En);
        let lines = tell_all(&mut g, &mut n, &jonathan_takes_the_24_actions());
        assert_eq!(
            lines,
            [
                "Jonathan throws eight dice: 1, 1, 2, 3, 3, 5, worm, worm",
                "Two worms kept: 10 so far",
                "Jonathan throws six dice: 1, 4, 4, worm, worm, worm",
                "Two 4s kept: 18 so far",
                "Jonathan throws four dice: 2, 2, 2, 4",
                "Three 2s kept: 24 so far",
                "Jonathan takes the 24 (one worm) from the grill",
                "Jonathan's turn ends \u{2013} Heather's turn",
            ]
        );
    }

    #[test]
    fn failures_steals_and_you() {
        let mut n = Narrator::new(["You", "Tom"].map(String::from).to_vec(), Lang::En);
        let mut t = |e| n.tell(&e).unwrap().0;
        assert_eq!(
            t(Event::Stolen {
                seat: 1,
                tile: 26,
                from: 0
            }),
            "Tom steals the 26 (two worms) from you"
        );
        assert_eq!(
            t(Event::TurnFailed {
                seat: 0,
                why: Failure::NoNewFace
            }),
            "Your turn fails: no new face to keep"
        );
        assert_eq!(
            t(Event::TileReturned { seat: 1, tile: 25 }),
            "The 25 (two worms) goes back from Tom's stack to the grill"
        );
        assert_eq!(
            t(Event::TurnedFaceDown { tile: 36 }),
            "The 36 (four worms) is turned face down: out of the game"
        );
        assert_eq!(
            t(Event::GameEnded { winner: 0 }),
            "The grill is empty: the game is over, you win"
        );
        assert_eq!(
            t(Event::TurnPassed { from: 1, to: 0 }),
            "Tom's turn ends \u{2013} your turn"
        );
    }

    #[test]
    fn banners_tell_steals_and_sum_up_each_turn() {
        let mut n = Narrator::new(
            ["You", "Tom", "Nicole"].map(String::from).to_vec(),
            Lang::En,
        );
        let tell = |n: &mut Narrator, e| {
            n.tell(&e);
            n.take_banner()
        };
        assert_eq!(
            tell(
                &mut n,
                Event::Stolen {
                    seat: 1,
                    tile: 26,
                    from: 0
                }
            )
            .as_deref(),
            Some("Tom steals your 26")
        );
        assert_eq!(
            tell(&mut n, Event::TurnPassed { from: 1, to: 2 }).as_deref(),
            Some("Tom's turn: the 26 stolen from you")
        );
        tell(
            &mut n,
            Event::TurnFailed {
                seat: 2,
                why: Failure::NoNewFace,
            },
        );
        tell(&mut n, Event::TileReturned { seat: 2, tile: 23 });
        assert_eq!(tell(&mut n, Event::TurnedFaceDown { tile: 36 }), None);
        assert_eq!(
            tell(&mut n, Event::TurnPassed { from: 2, to: 0 }).as_deref(),
            Some("Nicole's turn: failed \u{2013} the 23 back to the grill, the 36 turned over")
        );
        tell(&mut n, Event::TakenFromGrill { seat: 0, tile: 24 });
        assert_eq!(
            tell(&mut n, Event::TurnPassed { from: 0, to: 1 }).as_deref(),
            Some("Your turn: the 24 from the grill")
        );
        assert_eq!(
            tell(&mut n, Event::GameEnded { winner: 0 }).as_deref(),
            Some("The grill is empty: you win")
        );
    }

    #[test]
    fn jonathan_in_german_and_you_in_french_and_italian() {
        let names: Vec<String> = ["Jonathan", "You", "Player 3"].map(String::from).to_vec();
        let mut g = Game::new(names.clone()).unwrap();
        let mut n = Narrator::new(names.clone(), Lang::De);
        let lines = tell_all(&mut g, &mut n, &jonathan_takes_the_24_actions());
        assert_eq!(
            lines,
            [
                "Jonathan wirft acht Würfel: 1, 1, 2, 3, 3, 5, Wurm, Wurm",
                "Zwei Würmer behalten: bisher 10",
                "Jonathan wirft sechs Würfel: 1, 4, 4, Wurm, Wurm, Wurm",
                "Zwei 4er behalten: bisher 18",
                "Jonathan wirft vier Würfel: 2, 2, 2, 4",
                "Drei 2er behalten: bisher 24",
                "Jonathan nimmt die 24 (ein Wurm) vom Grill",
                "Jonathan ist fertig \u{2013} du bist dran",
            ]
        );
        assert_eq!(
            n.take_banner().as_deref(),
            Some("Zug von Jonathan: die 24 vom Grill")
        );

        let mut fr = Narrator::new(names.clone(), Lang::Fr);
        let mut t = |e| fr.tell(&e).unwrap().0;
        assert_eq!(
            t(Event::Stolen {
                seat: 2,
                tile: 26,
                from: 1
            }),
            "Joueur 3 vous vole le 26 (deux vers)"
        );
        assert_eq!(
            t(Event::TurnFailed {
                seat: 1,
                why: Failure::OutOfDice
            }),
            "Votre tour échoue\u{a0}: plus de dés et aucun pickomino à prendre"
        );
        assert_eq!(
            t(Event::TileReturned { seat: 1, tile: 21 }),
            "Le 21 (un ver) quitte votre pile et retourne sur le gril"
        );
        assert_eq!(
            t(Event::TurnPassed { from: 1, to: 2 }),
            "Vous avez fini \u{2013} à Joueur 3 de jouer"
        );

        let mut it = Narrator::new(names, Lang::It);
        it.tell(&Event::Stolen {
            seat: 1,
            tile: 33,
            from: 0,
        });
        assert_eq!(it.take_banner().as_deref(), Some("Rubi la 33 di Jonathan"));
        it.tell(&Event::TurnPassed { from: 1, to: 2 });
        assert_eq!(
            it.take_banner().as_deref(),
            Some("Il tuo turno: la 33 rubata a Jonathan")
        );
        assert_eq!(
            it.tell(&Event::GameEnded { winner: 1 }).unwrap().0,
            "La griglia è vuota: la partita è finita, hai vinto"
        );
    }

    #[test]
    fn the_log_s_words_have_four_languages_with_the_same_slots() {
        crate::shell::lang::check_table(N::ALL, N::get);
    }
}
