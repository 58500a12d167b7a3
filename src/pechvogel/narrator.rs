//! Pechvogel's game log in plain words, in the page's language: every engine [`Event`] told
//! as the rulebook would say it (each book's own terms), in the second person to the seat
//! called "You". Pure, so the wording is tested natively.

use pechvogel_engine::{Event, Face, Pile, Place, Seat};

use crate::pechvogel::words::W as PW;
use crate::shell::lang::{words, Lang};
use crate::shell::log::{sentence, Cast, LineKind};

words! {
    /// A sentence (or part of one) of Pechvogel's log.
    pub enum N {
        // Throws and the board.
        /// A reroll of several dice.
        Rerolls { de: "{name} würfelt {n} Würfel neu: {faces}", en: "{name} rerolls {n} dice: {faces}", fr: "{name} relance {n} dés\u{a0}: {faces}", it: "{name} rilancia {n} dadi: {faces}" },
        /// A reroll of one die.
        RerollsOne { de: "{name} würfelt einen Würfel neu: {faces}", en: "{name} rerolls one die: {faces}", fr: "{name} relance un dé\u{a0}: {faces}", it: "{name} rilancia un dado: {faces}" },
        /// Your reroll of several dice.
        YouReroll { de: "du würfelst {n} Würfel neu: {faces}", en: "you reroll {n} dice: {faces}", fr: "vous relancez {n} dés\u{a0}: {faces}", it: "rilanci {n} dadi: {faces}" },
        /// Your reroll of one die.
        YouRerollOne { de: "du würfelst einen Würfel neu: {faces}", en: "you reroll one die: {faces}", fr: "vous relancez un dé\u{a0}: {faces}", it: "rilanci un dado: {faces}" },
        /// Dice of the target (several).
        TargetDice { de: "{n} {v}er", en: "{n} {v}s", fr: "{n} {v}", it: "{n} {v}" },
        /// One die of the target.
        TargetDie { de: "eine {v}", en: "one {v}", fr: "un {v}", it: "un {v}" },
        /// Ravens (several).
        RavenDice { de: "{n} Raben", en: "{n} ravens", fr: "{n} corbeaux", it: "{n} corvi" },
        /// One raven.
        RavenDie { de: "ein Rabe", en: "one raven", fr: "un corbeau", it: "un corvo" },
        /// Dice go to the board.
        ToBoard { de: "{what} auf die Pechplatte", en: "{what} to the board", fr: "{what} sur le plateau", it: "{what} sulla tavoletta" },
        /// A throw with nothing in it.
        NothingHappened { de: "nichts passiert \u{2013} zumindest nichts Schlimmes", en: "nothing happened \u{2013} at least nothing bad", fr: "rien ne s'est passé \u{2013} du moins rien de grave", it: "non è successo niente \u{2013} almeno niente di male" },
        /// A target chosen.
        ChoosesTarget { de: "{name} wählt die Zielzahl {v}", en: "{name} chooses target {v}", fr: "{name} choisit l'objectif {v}", it: "{name} sceglie il valore buono {v}" },
        /// You choose a target.
        YouChooseTarget { de: "du wählst die Zielzahl {v}", en: "you choose target {v}", fr: "vous choisissez l'objectif {v}", it: "scegli il valore buono {v}" },
        /// The throw may be frustrated.
        WindowOpened { de: "der Wurf kann frustriert werden", en: "the throw is open to frustrations", fr: "on peut porter la poisse à ce lancer", it: "si può fare lo iettatore su questo lancio" },

        // Frustrations.
        /// An opponent frustrates.
        Frustrates { de: "{name} frustriert {whom}: ein Frustrat auf die Pechplatte", en: "{name} frustrates {whom}: a frustration on the board", fr: "{name} porte la poisse à {whom}\u{a0}: un marqueur Poisse sur le plateau", it: "{name} fa lo iettatore con {whom}: un tocchetto di iella sulla tavoletta" },
        /// You frustrate.
        YouFrustrate { de: "du frustrierst {whom}: ein Frustrat auf die Pechplatte", en: "you frustrate {whom}: a frustration on the board", fr: "vous portez la poisse à {whom}\u{a0}: un marqueur Poisse sur le plateau", it: "fai lo iettatore con {whom}: un tocchetto di iella sulla tavoletta" },
        /// An opponent frustrates you.
        FrustratesYou { de: "{name} frustriert dich: ein Frustrat auf die Pechplatte", en: "{name} frustrates you: a frustration on the board", fr: "{name} vous porte la poisse\u{a0}: un marqueur Poisse sur le plateau", it: "{name} fa lo iettatore con te: un tocchetto di iella sulla tavoletta" },
        /// The active player reduces.
        Reduces { de: "{name} baut Frust ab: ein Frustrat zurück in den Vorrat", en: "{name} reduces frustration: one back to the supply", fr: "{name} chasse la poisse\u{a0}: un marqueur Poisse retourne à la réserve", it: "{name} esorcizza la iella: un tocchetto torna nella riserva" },
        /// You reduce.
        YouReduce { de: "du baust Frust ab: ein Frustrat zurück in den Vorrat", en: "you reduce frustration: one back to the supply", fr: "vous chassez la poisse\u{a0}: un marqueur Poisse retourne à la réserve", it: "esorcizzi la iella: un tocchetto torna nella riserva" },
        /// A frustration from the board.
        TakesFromBoard { de: "{name} nimmt ein Frustrat von der Pechplatte", en: "{name} takes a frustration from the board", fr: "{name} prend un marqueur Poisse sur le plateau", it: "{name} prende un tocchetto di iella dalla tavoletta" },
        /// You take a frustration from the board.
        YouTakeFromBoard { de: "du nimmst ein Frustrat von der Pechplatte", en: "you take a frustration from the board", fr: "vous prenez un marqueur Poisse sur le plateau", it: "prendi un tocchetto di iella dalla tavoletta" },
        /// A frustrator gets theirs back.
        GetsBack { de: "{name} bekommt das eigene Frustrat zurück", en: "{name} gets their frustration back", fr: "{name} récupère son marqueur Poisse", it: "{name} riprende il suo tocchetto di iella" },
        /// You get yours back.
        YouGetBack { de: "du bekommst dein Frustrat zurück", en: "you get your frustration back", fr: "vous récupérez votre marqueur Poisse", it: "riprendi il tuo tocchetto di iella" },
        /// A frustration from the supply.
        TakesFromSupply { de: "{name} nimmt ein Frustrat aus dem Vorrat", en: "{name} takes a frustration from the supply", fr: "{name} prend un marqueur Poisse dans la réserve", it: "{name} prende un tocchetto di iella dalla riserva" },
        /// You take a frustration from the supply.
        YouTakeFromSupply { de: "du nimmst ein Frustrat aus dem Vorrat", en: "you take a frustration from the supply", fr: "vous prenez un marqueur Poisse dans la réserve", it: "prendi un tocchetto di iella dalla riserva" },
        /// A frustrator gets one more.
        GetsOneMore { de: "{name} bekommt ein weiteres Frustrat aus dem Vorrat", en: "{name} gets one more frustration from the supply", fr: "{name} reçoit un marqueur Poisse de plus de la réserve", it: "{name} riceve un altro tocchetto di iella dalla riserva" },
        /// You get one more.
        YouGetOneMore { de: "du bekommst ein weiteres Frustrat aus dem Vorrat", en: "you get one more frustration from the supply", fr: "vous recevez un marqueur Poisse de plus de la réserve", it: "ricevi un altro tocchetto di iella dalla riserva" },
        /// The active player pays a frustrator back.
        Gives { de: "{name} gibt {whom} eines der eigenen Frustrate", en: "{name} gives {whom} one of their frustrations", fr: "{name} donne à {whom} un de ses marqueurs Poisse", it: "{name} dà a {whom} uno dei suoi tocchetti di iella" },
        /// You pay a frustrator back.
        YouGive { de: "du gibst {whom} eines deiner Frustrate", en: "you give {whom} one of your frustrations", fr: "vous donnez à {whom} un de vos marqueurs Poisse", it: "dai a {whom} uno dei tuoi tocchetti di iella" },
        /// You are paid back.
        GivesYou { de: "{name} gibt dir eines der eigenen Frustrate", en: "{name} gives you one of their frustrations", fr: "{name} vous donne un de ses marqueurs Poisse", it: "{name} ti dà uno dei suoi tocchetti di iella" },

        // Dice taken back for a reroll.
        /// Several dice.
        Dice { de: "{n} Würfel", en: "{n} dice", fr: "{n} dés", it: "{n} dadi" },
        /// One die.
        OneDie { de: "einen Würfel", en: "one die", fr: "un dé", it: "un dado" },
        /// "You" in a list of frustrators.
        YouInList { de: "du", en: "you", fr: "vous", it: "tu" },
        /// The reroll after a reduce, its banner.
        ReducesReroll { de: "{name} baut Frust ab \u{2013} {dice} neu werfen", en: "{name} reduces frustration \u{2013} reroll {dice}", fr: "{name} chasse la poisse \u{2013} {dice} à relancer", it: "{name} esorcizza la iella \u{2013} rilancia {dice}" },
        /// Your reroll after a reduce, its banner.
        YouReduceReroll { de: "du baust Frust ab \u{2013} {dice} neu werfen", en: "you reduce frustration \u{2013} reroll {dice}", fr: "vous chassez la poisse \u{2013} {dice} à relancer", it: "esorcizzi la iella \u{2013} rilancia {dice}" },
        /// One opponent frustrated, its banner.
        FrustratesReroll { de: "{who} frustriert {name} \u{2013} {dice} neu werfen", en: "{who} frustrates {name} \u{2013} reroll {dice}", fr: "{who} porte la poisse à {name} \u{2013} {dice} à relancer", it: "{who} fa lo iettatore con {name} \u{2013} rilancia {dice}" },
        /// Several frustrated, its banner.
        FrustrateReroll { de: "{who} frustrieren {name} \u{2013} {dice} neu werfen", en: "{who} frustrate {name} \u{2013} reroll {dice}", fr: "{who} portent la poisse à {name} \u{2013} {dice} à relancer", it: "{who} fanno lo iettatore con {name} \u{2013} rilancia {dice}" },
        /// You alone frustrated, its banner.
        YouFrustrateReroll { de: "du frustrierst {name} \u{2013} {dice} neu werfen", en: "you frustrate {name} \u{2013} reroll {dice}", fr: "vous portez la poisse à {name} \u{2013} {dice} à relancer", it: "fai lo iettatore con {name} \u{2013} rilancia {dice}" },
        /// One opponent frustrated you, its banner.
        FrustratesYouReroll { de: "{who} frustriert dich \u{2013} {dice} neu werfen", en: "{who} frustrates you \u{2013} reroll {dice}", fr: "{who} vous porte la poisse \u{2013} {dice} à relancer", it: "{who} fa lo iettatore con te \u{2013} rilancia {dice}" },
        /// Several frustrated you, its banner.
        FrustrateYouReroll { de: "{who} frustrieren dich \u{2013} {dice} neu werfen", en: "{who} frustrate you \u{2013} reroll {dice}", fr: "{who} vous portent la poisse \u{2013} {dice} à relancer", it: "{who} fanno lo iettatore con te \u{2013} rilancia {dice}" },
        /// Several dice come back.
        ComeBack { de: "{dice} kommen von der Pechplatte zurück: {name} muss neu würfeln", en: "{dice} come back off the board: {name} must reroll", fr: "{dice} quittent le plateau\u{a0}: {name} doit relancer", it: "{dice} tornano dalla tavoletta: {name} deve rilanciare" },
        /// Several dice come back to you.
        ComeBackYou { de: "{dice} kommen von der Pechplatte zurück: du musst neu würfeln", en: "{dice} come back off the board: you must reroll", fr: "{dice} quittent le plateau\u{a0}: vous devez relancer", it: "{dice} tornano dalla tavoletta: devi rilanciare" },
        /// One die comes back.
        ComesBack { de: "ein Würfel kommt von der Pechplatte zurück: {name} muss neu würfeln", en: "one die comes back off the board: {name} must reroll", fr: "un dé quitte le plateau\u{a0}: {name} doit relancer", it: "un dado torna dalla tavoletta: {name} deve rilanciare" },
        /// One die comes back to you.
        ComesBackYou { de: "ein Würfel kommt von der Pechplatte zurück: du musst neu würfeln", en: "one die comes back off the board: you must reroll", fr: "un dé quitte le plateau\u{a0}: vous devez relancer", it: "un dado torna dalla tavoletta: devi rilanciare" },

        // Score markers.
        /// A marker from the middle.
        TakesMarker { de: "{name} nimmt einen Punktemarker {v} aus der Tischmitte", en: "{name} takes a {v} marker from the middle", fr: "{name} prend une tuile Gain de {v} au milieu de la table", it: "{name} prende una posta da {v} dal centro del tavolo" },
        /// You take a marker from the middle.
        YouTakeMarker { de: "du nimmst einen Punktemarker {v} aus der Tischmitte", en: "you take a {v} marker from the middle", fr: "vous prenez une tuile Gain de {v} au milieu de la table", it: "prendi una posta da {v} dal centro del tavolo" },
        /// A marker stolen.
        StealsMarker { de: "{name} nimmt {whom} einen Punktemarker {v} weg", en: "{name} steals a {v} marker from {whom}", fr: "{name} vole une tuile Gain de {v} à {whom}", it: "{name} ruba una posta da {v} a {whom}" },
        /// You steal a marker.
        YouStealMarker { de: "du nimmst {whom} einen Punktemarker {v} weg", en: "you steal a {v} marker from {whom}", fr: "vous volez une tuile Gain de {v} à {whom}", it: "rubi una posta da {v} a {whom}" },
        /// Your marker stolen.
        StealsYourMarker { de: "{name} nimmt dir einen Punktemarker {v} weg", en: "{name} steals a {v} marker from you", fr: "{name} vous vole une tuile Gain de {v}", it: "{name} ti ruba una posta da {v}" },
        /// A steal's banner.
        StealsBanner { de: "{name} nimmt {whom} die {v} weg", en: "{name} steals {whom}'s {v}", fr: "{name} vole le {v} de {whom}", it: "{name} ruba il {v} a {whom}" },
        /// Your steal's banner.
        YouStealBanner { de: "du nimmst {whom} die {v} weg", en: "you steal {whom}'s {v}", fr: "vous volez le {v} de {whom}", it: "rubi il {v} a {whom}" },
        /// The banner of a steal from you.
        StealsYourBanner { de: "{name} nimmt dir die {v} weg", en: "{name} steals your {v}", fr: "{name} vous vole votre {v}", it: "{name} ti ruba il {v}" },
        /// A marker discarded to the box.
        ToBox { de: "ein Punktemarker {v} geht aus der Tischmitte in die Schachtel", en: "a {v} marker goes from the middle to the box", fr: "une tuile Gain de {v} passe du milieu de la table à la boîte", it: "una posta da {v} passa dal centro del tavolo alla scatola" },
        /// Four of the target but no marker.
        NoMarker { de: "vier {v}er, aber kein Punktemarker {v} mehr: {name} bekommt nichts", en: "four {v}s, but no {v} marker is left: {name} gets nothing", fr: "quatre {v}, mais plus de tuile Gain de {v}\u{a0}: {name} ne reçoit rien", it: "quattro {v}, ma non resta nessuna posta da {v}: {name} non riceve nulla" },
        /// Four of your target but no marker.
        NoMarkerYou { de: "vier {v}er, aber kein Punktemarker {v} mehr: du bekommst nichts", en: "four {v}s, but no {v} marker is left: you get nothing", fr: "quatre {v}, mais plus de tuile Gain de {v}\u{a0}: vous ne recevez rien", it: "quattro {v}, ma non resta nessuna posta da {v}: non ricevi nulla" },

        // Murphy and the end.
        /// Murphy comes, its banner.
        MurphyTo { de: "Rabgier! Murphy fliegt zu {name}", en: "greedy! Murphy flies to {name}", fr: "gourmandise\u{a0}! Murphy s'envole vers {name}", it: "ingordigia! Murphy passa a {name}" },
        /// Murphy comes to you, its banner.
        MurphyToYou { de: "Rabgier! Murphy fliegt zu dir", en: "greedy! Murphy flies to you", fr: "gourmandise\u{a0}! Murphy s'envole vers vous", it: "ingordigia! Murphy passa a te" },
        /// Murphy moves.
        MurphyFlies { de: "Rabgier! Murphy fliegt {from} zu {name}", en: "greedy! Murphy flies {from} to {name}", fr: "gourmandise\u{a0}! Murphy s'envole {from} vers {name}", it: "ingordigia! Murphy passa {from} a {name}" },
        /// Murphy moves to you.
        MurphyFliesToYou { de: "Rabgier! Murphy fliegt {from} zu dir", en: "greedy! Murphy flies {from} to you", fr: "gourmandise\u{a0}! Murphy s'envole {from} vers vous", it: "ingordigia! Murphy passa {from} a te" },
        /// Where Murphy was: the middle.
        FromMiddle { de: "aus der Tischmitte", en: "from the middle", fr: "du milieu de la table", it: "dal centro del tavolo" },
        /// Where Murphy was: a player.
        FromName { de: "von {name}", en: "from {name}", fr: "de chez {name}", it: "da {name}" },
        /// Where Murphy was: you.
        FromYou { de: "von dir", en: "from you", fr: "de chez vous", it: "da te" },
        /// The game ends.
        MiddleEmpty { de: "die Tischmitte ist leer: Das Spiel ist aus", en: "the middle is empty: the game is over", fr: "le milieu de la table est vide\u{a0}: la partie est finie", it: "il centro del tavolo è vuoto: la partita è finita" },

        // A turn's summary.
        /// A marker stolen.
        SumStolen { de: "ein Punktemarker {v} von {name}", en: "a {v} marker stolen from {name}", fr: "une tuile Gain de {v} volée à {name}", it: "una posta da {v} rubata a {name}" },
        /// A marker stolen from you.
        SumStolenFromYou { de: "ein Punktemarker {v} von dir", en: "a {v} marker stolen from you", fr: "une tuile Gain de {v} volée à vous", it: "una posta da {v} rubata a te" },
        /// A marker.
        SumMarker { de: "ein Punktemarker {v}", en: "a {v} marker", fr: "une tuile Gain de {v}", it: "una posta da {v}" },
        /// No marker left.
        SumNoMarker { de: "vier {v}er, aber kein Punktemarker mehr", en: "four {v}s, but no marker left", fr: "quatre {v}, mais plus de tuile Gain", it: "quattro {v}, ma nessuna posta rimasta" },
        /// One frustration.
        SumFrustration { de: "ein Frustrat", en: "a frustration", fr: "un marqueur Poisse", it: "un tocchetto di iella" },
        /// Several frustrations.
        SumFrustrations { de: "{n} Frustrate", en: "{n} frustrations", fr: "{n} marqueurs Poisse", it: "{n} tocchetti di iella" },
        /// Murphy.
        SumMurphy { de: "Murphy", en: "Murphy", fr: "Murphy", it: "Murphy" },
        /// Nothing.
        SumNothing { de: "nichts gewonnen, nichts verloren", en: "nothing gained, nothing lost", fr: "rien gagné, rien perdu", it: "niente guadagnato, niente perso" },
    }
}

/// Tells events in order, remembering who is playing and the target (which the events
/// themselves leave implicit).
#[derive(Clone, Debug, Default)]
pub struct Narrator {
    cast: Cast,
    active: Seat,
    target: Option<u8>,
    /// The turn so far, for its one-line summary.
    turn: TurnStory,
    /// Opponents who put a frustration on the board since the last reroll.
    frustrators: Vec<Seat>,
    /// The last event's banner, if it deserves one (see [`Narrator::take_banner`]).
    banner: Option<String>,
}

/// What happened to the active player this turn.
#[derive(Clone, Debug, Default)]
struct TurnStory {
    /// The target, once chosen.
    target: Option<u8>,
    /// A marker claimed, and whom it was stolen from.
    claimed: Option<(u8, Option<Seat>)>,
    /// Four of the target but no marker of it left.
    no_marker: bool,
    /// Frustrations the player took at the turn's end.
    frustrations: u32,
    /// Murphy came to the player.
    murphy: bool,
}

impl Narrator {
    /// A narrator for these players, telling in `lang`; seat 0 plays first.
    pub fn new(names: Vec<String>, lang: Lang) -> Narrator {
        Narrator {
            cast: Cast::new(names, lang),
            ..Narrator::default()
        }
    }

    /// "Ann was not asked: by the odds, a reroll would not hurt Bob." (a window passed
    /// without asking `seat`, since frustrating `active`'s throw could not hurt them).
    pub fn not_asked(&self, seat: Seat, active: Seat) -> String {
        let key = self.cast.pick(seat, PW::NotAsked, PW::NotAskedYou);
        key.fill(
            self.lang(),
            &[
                ("name", &self.cast.name(seat)),
                ("thrower", &self.cast.name(active)),
            ],
        )
    }

    fn lang(&self) -> Lang {
        self.cast.lang
    }

    /// The banner the last told event deserves, once: what just happened to someone and
    /// matters ("Kelly and Diego frustrate you \u{2013} reroll 3 dice", "Greedy! Murphy flies
    /// to Diego", "Thea steals your 6"), or a finished turn's summary.
    pub fn take_banner(&mut self) -> Option<String> {
        self.banner.take().map(|b| sentence(&b))
    }

    /// A face in words: "6" or "raven".
    fn face(&self, f: Face) -> String {
        match f {
            Face::Number(v) => v.to_string(),
            Face::Raven => PW::RavenFace.get(self.lang()).to_string(),
        }
    }

    /// `key` about `seat` (its "you" form when `seat` is spoken to), filled with its name
    /// and `slots`.
    fn about(&self, seat: Seat, third: N, you: N, slots: &[(&str, &str)]) -> String {
        let name = self.cast.name(seat);
        let mut all = vec![("name", name.as_str())];
        all.extend_from_slice(slots);
        self.cast.pick(seat, third, you).fill(self.lang(), &all)
    }

    /// `count` dice, or one die, with a count word: "three dice".
    fn dice(&self, count: u8) -> String {
        if count == 1 {
            N::OneDie.get(self.lang()).to_string()
        } else {
            let n = self.lang().count(u32::from(count));
            N::Dice.fill(self.lang(), &[("n", &n)])
        }
    }

    /// `count` dice of a kind: "two 7s", "one raven".
    fn of_a_kind(&self, count: u8, one: N, many: N, v: &str) -> String {
        let n = self.lang().count(u32::from(count));
        let key = if count == 1 { one } else { many };
        key.fill(self.lang(), &[("n", &n), ("v", v)])
    }

    /// One line for the turn that just ended.
    fn summary(&self, seat: Seat) -> String {
        let t = &self.turn;
        let lang = self.lang();
        let mut parts = Vec::new();
        match t.claimed {
            Some((v, Some(victim))) => parts.push(
                self.cast
                    .pick(victim, N::SumStolen, N::SumStolenFromYou)
                    .fill(
                        lang,
                        &[("v", &v.to_string()), ("name", &self.cast.name(victim))],
                    ),
            ),
            Some((v, None)) => parts.push(N::SumMarker.fill(lang, &[("v", &v.to_string())])),
            None if t.no_marker => parts.push(N::SumNoMarker.fill(
                lang,
                &[("v", &t.target.map_or("?".to_string(), |v| v.to_string()))],
            )),
            None => {}
        }
        if t.frustrations == 1 {
            parts.push(N::SumFrustration.get(lang).to_string());
        } else if t.frustrations > 1 {
            parts.push(N::SumFrustrations.fill(lang, &[("n", &lang.count(t.frustrations))]));
        }
        if t.murphy {
            parts.push(N::SumMurphy.get(lang).to_string());
        }
        let what = if parts.is_empty() {
            N::SumNothing.get(lang).to_string()
        } else {
            crate::shell::words::list(&parts, lang)
        };
        self.cast.summary(seat, &what)
    }

    /// The sentence for one event, if it deserves one (capitalised).
    pub fn tell(&mut self, event: &Event) -> Option<(String, LineKind)> {
        let (text, kind) = self.words(event)?;
        Some((sentence(&text), kind))
    }

    fn words(&mut self, event: &Event) -> Option<(String, LineKind)> {
        use LineKind::*;
        let me = self.active;
        let lang = self.lang();
        let line = match *event {
            Event::Thrown {
                seat,
                throw,
                first,
                reroll,
            } => {
                self.active = seat;
                if first {
                    self.target = None;
                }
                let faces: Vec<String> = throw.faces().iter().map(|&f| self.face(f)).collect();
                let faces = faces.join(", ");
                let text = if reroll {
                    let (third, you) = if throw.len() == 1 {
                        (N::RerollsOne, N::YouRerollOne)
                    } else {
                        (N::Rerolls, N::YouReroll)
                    };
                    let n = lang.count(u32::from(throw.len()));
                    self.about(seat, third, you, &[("n", &n), ("faces", &faces)])
                } else {
                    self.cast.throws(seat, throw.len(), &faces)
                };
                (text, Throw)
            }
            Event::ToBoard { targets, ravens } => {
                let mut parts = Vec::new();
                if targets > 0 {
                    let v = self
                        .target
                        .map_or(PW::Target.get(lang).to_string(), |t| t.to_string());
                    parts.push(self.of_a_kind(targets, N::TargetDie, N::TargetDice, &v));
                }
                if ravens > 0 {
                    parts.push(self.of_a_kind(ravens, N::RavenDie, N::RavenDice, ""));
                }
                if parts.is_empty() {
                    return None;
                }
                let what = crate::shell::words::list(&parts, lang);
                (N::ToBoard.fill(lang, &[("what", &what)]), Plain)
            }
            Event::NothingHappened => (N::NothingHappened.get(lang).to_string(), Plain),
            Event::TargetChosen { value } => {
                self.target = Some(value);
                self.turn.target = Some(value);
                let v = value.to_string();
                (
                    self.about(me, N::ChoosesTarget, N::YouChooseTarget, &[("v", &v)]),
                    Plain,
                )
            }
            Event::WindowOpened => (N::WindowOpened.get(lang).to_string(), Plain),
            Event::FrustrationMoved { from, to } => {
                match (from, to) {
                    (Pile::Seat(s), Pile::Board) => self.frustrators.push(s),
                    (Pile::Board | Pile::Supply, Pile::Seat(s)) if s == me => {
                        self.turn.frustrations += 1
                    }
                    _ => {}
                }
                let text = match (from, to) {
                    (Pile::Seat(s), Pile::Board) => {
                        let whom = self.cast.name(me);
                        let key = if self.cast.is_you(me) {
                            N::FrustratesYou
                        } else {
                            self.cast.pick(s, N::Frustrates, N::YouFrustrate)
                        };
                        key.fill(lang, &[("name", &self.cast.name(s)), ("whom", &whom)])
                    }
                    (Pile::Seat(s), Pile::Supply) => self.about(s, N::Reduces, N::YouReduce, &[]),
                    (Pile::Board, Pile::Seat(s)) if s == me => {
                        self.about(s, N::TakesFromBoard, N::YouTakeFromBoard, &[])
                    }
                    (Pile::Board, Pile::Seat(s)) => self.about(s, N::GetsBack, N::YouGetBack, &[]),
                    (Pile::Supply, Pile::Seat(s)) if s == me => {
                        self.about(s, N::TakesFromSupply, N::YouTakeFromSupply, &[])
                    }
                    (Pile::Supply, Pile::Seat(s)) => {
                        self.about(s, N::GetsOneMore, N::YouGetOneMore, &[])
                    }
                    (Pile::Seat(a), Pile::Seat(b)) => {
                        let key = if self.cast.is_you(b) {
                            N::GivesYou
                        } else {
                            self.cast.pick(a, N::Gives, N::YouGive)
                        };
                        key.fill(
                            lang,
                            &[("name", &self.cast.name(a)), ("whom", &self.cast.name(b))],
                        )
                    }
                    _ => return None,
                };
                (text, Frustration)
            }
            Event::DiceTakenBack { targets, ravens } => {
                let n = targets + ravens;
                let by = std::mem::take(&mut self.frustrators);
                let dice = self.dice(n);
                let me_you = self.cast.is_you(me);
                let key = match by.as_slice() {
                    [] => self.cast.pick(me, N::ReducesReroll, N::YouReduceReroll),
                    [one] if self.cast.is_you(*one) => N::YouFrustrateReroll,
                    [_] if me_you => N::FrustratesYouReroll,
                    [_] => N::FrustratesReroll,
                    _ if me_you => N::FrustrateYouReroll,
                    _ => N::FrustrateReroll,
                };
                let who = self.cast.list(&by, N::YouInList.get(lang));
                self.banner = Some(key.fill(
                    lang,
                    &[
                        ("who", &who),
                        ("name", &self.cast.name(me)),
                        ("dice", &dice),
                    ],
                ));
                let (third, you) = if n == 1 {
                    (N::ComesBack, N::ComesBackYou)
                } else {
                    (N::ComeBack, N::ComeBackYou)
                };
                (self.about(me, third, you, &[("dice", &dice)]), Frustration)
            }
            Event::MarkerMoved { value, from, to } => {
                let v = value.to_string();
                let text = match (from, to) {
                    (Place::Middle, Place::Seat(s)) => {
                        self.turn.claimed = Some((value, None));
                        self.about(s, N::TakesMarker, N::YouTakeMarker, &[("v", &v)])
                    }
                    (Place::Seat(o), Place::Seat(s)) => {
                        self.turn.claimed = Some((value, Some(o)));
                        let (line, banner) = if self.cast.is_you(o) {
                            (N::StealsYourMarker, N::StealsYourBanner)
                        } else if self.cast.is_you(s) {
                            (N::YouStealMarker, N::YouStealBanner)
                        } else {
                            (N::StealsMarker, N::StealsBanner)
                        };
                        let slots = [
                            ("name", self.cast.name(s)),
                            ("whom", self.cast.name(o)),
                            ("v", v),
                        ];
                        let slots: Vec<(&str, &str)> =
                            slots.iter().map(|(k, v)| (*k, v.as_str())).collect();
                        self.banner = Some(banner.fill(lang, &slots));
                        line.fill(lang, &slots)
                    }
                    (Place::Middle, Place::Box) => N::ToBox.fill(lang, &[("v", &v)]),
                    _ => return None,
                };
                (text, Claim)
            }
            Event::NoMarkerLeft { value } => {
                self.turn.no_marker = true;
                let v = value.to_string();
                (
                    self.about(me, N::NoMarker, N::NoMarkerYou, &[("v", &v)]),
                    Claim,
                )
            }
            Event::MurphyMoved { from, to } => {
                self.turn.murphy = true;
                self.banner = Some(self.about(to, N::MurphyTo, N::MurphyToYou, &[]));
                let from = match from {
                    None => N::FromMiddle.get(lang).to_string(),
                    Some(s) if self.cast.is_you(s) => N::FromYou.get(lang).to_string(),
                    Some(s) => N::FromName.fill(lang, &[("name", &self.cast.name(s))]),
                };
                (
                    self.about(to, N::MurphyFlies, N::MurphyFliesToYou, &[("from", &from)]),
                    Murphy,
                )
            }
            Event::TurnPassed { from, to } => {
                self.banner = Some(self.summary(from));
                self.turn = TurnStory::default();
                self.frustrators.clear();
                self.active = to;
                self.target = None;
                (self.cast.turn_passes(from, to), Turn)
            }
            Event::GameEnded => {
                self.banner = Some(self.summary(me));
                (N::MiddleEmpty.get(lang).to_string(), Turn)
            }
        };
        Some(line)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pechvogel_engine::{Action, Game, Throw};

    fn faces(s: &str) -> Throw {
        s.parse().unwrap()
    }

    fn tell_all(game: &mut Game, n: &mut Narrator, actions: &[Action]) -> Vec<String> {
        let mut out = Vec::new();
        for &a in actions {
            for e in game.apply(a).unwrap() {
                if let Some((t, _)) = n.tell(&e) {
                    out.push(t);
                }
            }
        }
        out
    }

    /// The book's first example: Umberto claims a 7; Thea throws three ravens and names 3.
    fn umberto_and_thea_actions() -> [Action; 6] {
        [
            Action::Roll(faces("77RR345")),
            Action::Target(7),
            Action::Roll(faces("677")),
            Action::Claim(pechvogel_engine::Claim::Middle),
            Action::Roll(faces("RRR3345")),
            Action::Target(3),
        ]
    }

    #[test]
    fn umberto_and_thea() {
        let names: Vec<String> = ["Umberto", "Thea", "Kelly"].map(String::from).to_vec();
        let mut g = Game::new(names.clone()).unwrap();
        let mut n = Narrator::new(names, Lang::En);
        let lines = tell_all(&mut g, &mut n, &umberto_and_thea_actions());
        assert_eq!(
            lines,
            [
                "Umberto throws seven dice: 7, 7, raven, raven, 3, 4, 5",
                "Two ravens to the board",
                "Umberto chooses target 7",
                "Two 7s to the board",
                "Umberto throws three dice: 6, 7, 7",
                "Two 7s to the board",
                "Umberto takes a 7 marker from the middle",
                "Umberto's turn ends \u{2013} Thea's turn",
                "Thea throws seven dice: raven, raven, raven, 3, 3, 4, 5",
                "Three ravens to the board",
                "Thea chooses target 3",
                "Two 3s to the board",
                "Thea takes a frustration from the supply",
                "Thea's turn ends \u{2013} Kelly's turn",
            ]
        );
    }

    #[test]
    fn frustration_words() {
        let mut n = Narrator::new(
            ["Kelly", "Diego", "Finn"].map(String::from).to_vec(),
            Lang::En,
        );
        let t = |n: &mut Narrator, e| n.tell(&e).unwrap().0;
        assert_eq!(
            t(
                &mut n,
                Event::FrustrationMoved {
                    from: Pile::Seat(1),
                    to: Pile::Board
                }
            ),
            "Diego frustrates Kelly: a frustration on the board"
        );
        assert_eq!(
            t(
                &mut n,
                Event::DiceTakenBack {
                    targets: 2,
                    ravens: 1
                }
            ),
            "Three dice come back off the board: Kelly must reroll"
        );
        assert_eq!(
            t(
                &mut n,
                Event::DiceTakenBack {
                    targets: 0,
                    ravens: 1
                }
            ),
            "One die comes back off the board: Kelly must reroll"
        );
        assert_eq!(
            t(
                &mut n,
                Event::FrustrationMoved {
                    from: Pile::Seat(0),
                    to: Pile::Supply
                }
            ),
            "Kelly reduces frustration: one back to the supply"
        );
        assert_eq!(
            t(&mut n, Event::MurphyMoved { from: None, to: 0 }),
            "Greedy! Murphy flies from the middle to Kelly"
        );
        assert_eq!(
            t(
                &mut n,
                Event::FrustrationMoved {
                    from: Pile::Board,
                    to: Pile::Seat(1)
                }
            ),
            "Diego gets their frustration back"
        );
        assert_eq!(
            t(
                &mut n,
                Event::FrustrationMoved {
                    from: Pile::Seat(0),
                    to: Pile::Seat(1)
                }
            ),
            "Kelly gives Diego one of their frustrations"
        );
        assert_eq!(
            t(
                &mut n,
                Event::FrustrationMoved {
                    from: Pile::Supply,
                    to: Pile::Seat(2)
                }
            ),
            "Finn gets one more frustration from the supply"
        );
        assert_eq!(
            t(
                &mut n,
                Event::MarkerMoved {
                    value: 6,
                    from: Place::Seat(2),
                    to: Place::Seat(0)
                }
            ),
            "Kelly steals a 6 marker from Finn"
        );
        assert_eq!(
            t(
                &mut n,
                Event::MarkerMoved {
                    value: 4,
                    from: Place::Middle,
                    to: Place::Box
                }
            ),
            "A 4 marker goes from the middle to the box"
        );
        assert_eq!(
            t(&mut n, Event::NoMarkerLeft { value: 5 }),
            "Four 5s, but no 5 marker is left: Kelly gets nothing"
        );
        assert_eq!(
            t(&mut n, Event::GameEnded),
            "The middle is empty: the game is over"
        );
        assert_eq!(
            t(&mut n, Event::NothingHappened),
            "Nothing happened \u{2013} at least nothing bad"
        );
    }

    #[test]
    fn you_are_spoken_to() {
        let mut n = Narrator::new(["You", "Thea"].map(String::from).to_vec(), Lang::En);
        let mut t = |e| n.tell(&e).unwrap().0;
        assert_eq!(t(Event::TargetChosen { value: 5 }), "You choose target 5");
        assert_eq!(
            t(Event::FrustrationMoved {
                from: Pile::Seat(1),
                to: Pile::Board
            }),
            "Thea frustrates you: a frustration on the board"
        );
        assert_eq!(
            t(Event::MurphyMoved {
                from: Some(1),
                to: 0
            }),
            "Greedy! Murphy flies from Thea to you"
        );
        assert_eq!(
            t(Event::TurnPassed { from: 0, to: 1 }),
            "Your turn ends \u{2013} Thea's turn"
        );
        assert_eq!(
            t(Event::TurnPassed { from: 1, to: 0 }),
            "Thea's turn ends \u{2013} your turn"
        );
        assert_eq!(
            t(Event::FrustrationMoved {
                from: Pile::Board,
                to: Pile::Seat(1)
            }),
            "Thea gets their frustration back"
        );
        assert_eq!(
            t(Event::FrustrationMoved {
                from: Pile::Seat(0),
                to: Pile::Seat(1)
            }),
            "You give Thea one of your frustrations"
        );
    }

    #[test]
    fn banners_tell_what_matters_and_sum_up_each_turn() {
        let mut n = Narrator::new(
            ["You", "Kelly", "Diego"].map(String::from).to_vec(),
            Lang::En,
        );
        let tell = |n: &mut Narrator, e| {
            n.tell(&e);
            n.take_banner()
        };
        // Kelly and Diego frustrate you: one banner, when the dice come back.
        assert_eq!(tell(&mut n, Event::TargetChosen { value: 6 }), None);
        let f = |s| Event::FrustrationMoved {
            from: Pile::Seat(s),
            to: Pile::Board,
        };
        assert_eq!(tell(&mut n, f(1)), None);
        assert_eq!(tell(&mut n, f(2)), None);
        assert_eq!(
            tell(
                &mut n,
                Event::DiceTakenBack {
                    targets: 2,
                    ravens: 1
                }
            )
            .as_deref(),
            Some("Kelly and Diego frustrate you \u{2013} reroll three dice")
        );
        assert_eq!(
            tell(&mut n, Event::MurphyMoved { from: None, to: 0 }).as_deref(),
            Some("Greedy! Murphy flies to you")
        );
        assert_eq!(
            tell(
                &mut n,
                Event::MarkerMoved {
                    value: 6,
                    from: Place::Seat(1),
                    to: Place::Seat(0)
                }
            )
            .as_deref(),
            Some("You steal Kelly's 6")
        );
        assert_eq!(
            tell(&mut n, Event::TurnPassed { from: 0, to: 1 }).as_deref(),
            Some("Your turn: a 6 marker stolen from Kelly and Murphy")
        );
        // Kelly reduces; Kelly's turn ends with three ravens.
        assert_eq!(
            tell(
                &mut n,
                Event::FrustrationMoved {
                    from: Pile::Seat(1),
                    to: Pile::Supply
                }
            ),
            None
        );
        assert_eq!(
            tell(
                &mut n,
                Event::DiceTakenBack {
                    targets: 0,
                    ravens: 1
                }
            )
            .as_deref(),
            Some("Kelly reduces frustration \u{2013} reroll one die")
        );
        tell(
            &mut n,
            Event::FrustrationMoved {
                from: Pile::Supply,
                to: Pile::Seat(1),
            },
        );
        assert_eq!(
            tell(&mut n, Event::TurnPassed { from: 1, to: 2 }).as_deref(),
            Some("Kelly's turn: a frustration")
        );
        assert_eq!(
            tell(&mut n, Event::TurnPassed { from: 2, to: 0 }).as_deref(),
            Some("Diego's turn: nothing gained, nothing lost")
        );
    }

    #[test]
    fn umberto_in_german() {
        let names: Vec<String> = ["Umberto", "Thea", "Kelly"].map(String::from).to_vec();
        let mut g = Game::new(names.clone()).unwrap();
        let mut n = Narrator::new(names, Lang::De);
        let lines = tell_all(
            &mut g,
            &mut n,
            // Umberto's turn only.
            &umberto_and_thea_actions()[..4],
        );
        assert_eq!(
            lines,
            [
                "Umberto wirft sieben Würfel: 7, 7, Rabe, Rabe, 3, 4, 5",
                "Zwei Raben auf die Pechplatte",
                "Umberto wählt die Zielzahl 7",
                "Zwei 7er auf die Pechplatte",
                "Umberto wirft drei Würfel: 6, 7, 7",
                "Zwei 7er auf die Pechplatte",
                "Umberto nimmt einen Punktemarker 7 aus der Tischmitte",
                "Umberto ist fertig \u{2013} Thea ist dran",
            ]
        );
        assert_eq!(
            n.take_banner().as_deref(),
            Some("Zug von Umberto: ein Punktemarker 7")
        );
    }

    #[test]
    fn frustrated_in_french_and_italian() {
        let frustrate = |n: &mut Narrator| {
            for s in [1, 2] {
                n.tell(&Event::FrustrationMoved {
                    from: Pile::Seat(s),
                    to: Pile::Board,
                });
            }
            let line = n.tell(&Event::DiceTakenBack {
                targets: 2,
                ravens: 1,
            });
            (line.unwrap().0, n.take_banner().unwrap())
        };
        let mut fr = Narrator::new(
            ["You", "Kelly", "Diego"].map(String::from).to_vec(),
            Lang::Fr,
        );
        assert_eq!(
            frustrate(&mut fr),
            (
                "Trois dés quittent le plateau\u{a0}: vous devez relancer".to_string(),
                "Kelly et Diego vous portent la poisse \u{2013} trois dés à relancer".to_string()
            )
        );
        let mut it = Narrator::new(
            ["Kelly", "Diego", "Finn"].map(String::from).to_vec(),
            Lang::It,
        );
        assert_eq!(
            frustrate(&mut it).1,
            "Diego e Finn fanno lo iettatore con Kelly \u{2013} rilancia tre dadi"
        );
        assert_eq!(
            it.tell(&Event::MurphyMoved { from: None, to: 0 })
                .unwrap()
                .0,
            "Ingordigia! Murphy passa dal centro del tavolo a Kelly"
        );
        assert_eq!(
            it.tell(&Event::FrustrationMoved {
                from: Pile::Seat(0),
                to: Pile::Seat(1)
            })
            .unwrap()
            .0,
            "Kelly dà a Diego uno dei suoi tocchetti di iella"
        );
    }

    #[test]
    fn the_log_s_words_have_four_languages_with_the_same_slots() {
        crate::shell::lang::check_table(N::ALL, N::get);
    }
}
