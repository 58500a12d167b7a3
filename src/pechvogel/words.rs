//! Pechvogel's words on the table in the four languages, in each rulebook's own terms
//! (`../shared/seeds/`): DE Pechplatte, Zielzahl, Punktemarker, Frustrat, Tischmitte,
//! Schachtel, Rabgier; FR plateau, objectif, tuile Gain, marqueur Poisse, boîte, gourmandise,
//! porter / chasser la poisse; IT tavoletta, dadi buoni, posta, iella, scatola, fare lo
//! iettatore / esorcizzare la iella. The log's words are the narrator's (still English).

use crate::shell::lang::words;

pub mod refused;

words! {
    /// A text of Pechvogel's table.
    pub enum W {
        // The board and the middle.
        /// The board, read out.
        TheBoard { de: "die Pechplatte", en: "the board", fr: "le plateau", it: "la tavoletta" },
        /// The target chosen, read out.
        TargetN { de: "Zielzahl {n}", en: "target {n}", fr: "objectif {n}", it: "valore buono {n}" },
        /// No target yet, read out.
        NoTargetYet { de: "noch keine Zielzahl", en: "no target yet", fr: "pas encore d'objectif", it: "ancora nessun valore buono" },
        /// The board's target label.
        Target { de: "Ziel", en: "target", fr: "objectif", it: "buono" },
        /// The board's raven row.
        Ravens { de: "Raben", en: "ravens", fr: "corbeaux", it: "corvi" },
        /// An opponent's frustration on the board.
        FrustrationOf { de: "Frustrat von {name}", en: "{name}'s frustration", fr: "marqueur Poisse de {name}", it: "iella di {name}" },
        /// The middle, read out.
        TheMiddleAria { de: "die Tischmitte", en: "the middle", fr: "le milieu de la table", it: "il centro del tavolo" },
        /// The middle's title.
        TheMiddle { de: "Tischmitte", en: "The middle", fr: "Milieu", it: "Centro" },
        /// A stack in the middle, read out.
        MarkersOf { de: "{n} Punktemarker {v}", en: "{n} markers of {v}", fr: "{n} tuiles Gain de {v}", it: "{n} poste da {v}" },
        /// The box, read out.
        TheBoxAria { de: "die Schachtel", en: "the box", fr: "la boîte", it: "la scatola" },
        /// The box's label.
        TheBox { de: "Schachtel", en: "The box", fr: "Boîte", it: "Scatola" },
        /// Nothing in the box.
        Empty { de: "leer", en: "empty", fr: "vide", it: "vuota" },

        // Seats, markers, Murphy.
        /// A seat's markers, read out.
        ScoreMarkers { de: "Punktemarker", en: "score markers", fr: "tuiles Gain", it: "poste" },
        /// A seat without markers.
        NoMarkers { de: "keine Punktemarker", en: "no markers", fr: "aucune tuile Gain", it: "nessuna posta" },
        /// A seat's score, read out.
        Score { de: "Punkte", en: "score", fr: "score", it: "punteggio" },
        /// After a score.
        Pts { de: " P.", en: " pts", fr: " pts", it: " pt." },
        /// One marker, read out.
        MarkerN { de: "Punktemarker {v}", en: "{v} marker", fr: "tuile Gain de {v}", it: "posta da {v}" },
        /// A pile of frustrations: its tooltip.
        Frustrations { de: "Frustrate", en: "frustrations", fr: "marqueurs Poisse", it: "iella" },
        /// A pile of frustrations, read out.
        FrustrationsN { de: "{n} Frustrate", en: "{n} frustrations", fr: "{n} marqueurs Poisse", it: "{n} tocchetti di iella" },
        /// Murphy with a player.
        MurphyHeld {
            de: "Murphy (Rabgier: Frustrate zählen \u{2212}{n})",
            en: "Murphy (greedy: frustrations count \u{2212}{n})",
            fr: "Murphy (gourmandise\u{a0}: les marqueurs Poisse comptent \u{2212}{n})",
            it: "Murphy (ingordigia: la iella conta \u{2212}{n})",
        },
        /// Murphy in the middle.
        MurphyMiddle { de: "Murphy, in der Tischmitte", en: "Murphy, in the middle", fr: "Murphy, au milieu de la table", it: "Murphy, al centro del tavolo" },
        /// A raven die, read out.
        DieRaven { de: "Würfel mit Rabe", en: "die showing a raven", fr: "dé montrant un corbeau", it: "dado che mostra un corvo" },
        /// The raven face in the fairness chart.
        RavenFace { de: "Rabe", en: "raven", fr: "corbeau", it: "corvo" },

        // Questions.
        /// Throws all seven dice.
        ThrowSeven { de: "Alle sieben Würfel werfen", en: "Throw the seven dice", fr: "Lancer les sept dés", it: "Lancia i sette dadi" },
        /// A target is due.
        ChooseTargetQ { de: "{name}: Wähle deine Zielzahl.", en: "{name}: choose your target.", fr: "{name}\u{a0}: choisissez votre objectif.", it: "{name}: scegli il tuo valore buono." },
        /// A reroll is due.
        RerollQ { de: "{name}: noch einmal würfeln.", en: "{name}: reroll.", fr: "{name}\u{a0}: relancez.", it: "{name}: rilancia." },
        /// Rerolls some dice.
        RerollN { de: "{n} Würfel neu werfen", en: "Reroll {n} dice", fr: "Relancer {n} dés", it: "Rilancia {n} dadi" },
        /// Rerolls one die.
        RerollOne { de: "{n} Würfel neu werfen", en: "Reroll {n} dice", fr: "Relancer {n} dé", it: "Rilancia {n} dado" },
        /// The next throw of a turn.
        ThrowAgainQ { de: "{name}: weiter würfeln.", en: "{name}: throw again.", fr: "{name}\u{a0}: relancez les dés.", it: "{name}: lancia ancora." },
        /// A target button, read out.
        TargetOnTable { de: "Zielzahl {v} ({n} auf dem Tisch)", en: "target {v} ({n} on the table)", fr: "objectif {v} ({n} sur la table)", it: "valore buono {v} ({n} sul tavolo)" },
        /// The opening of a frustration window.
        FrustrateQ { de: "{name}: {thrower} frustrieren?", en: "{name}: frustrate {thrower}'s throw?", fr: "{name}\u{a0}: porter la poisse à {thrower}\u{a0}?", it: "{name}: fare lo iettatore con {thrower}?" },
        /// What frustrating does.
        FrustrateDetail {
            de: "Lege eines deiner Frustrate auf die Pechplatte, und {thrower} muss neu würfeln.",
            en: "Put one of your frustrations on the board and {thrower} must reroll.",
            fr: "Posez un de vos marqueurs Poisse sur le plateau et {thrower} doit relancer.",
            it: "Metti un tuo tocchetto di iella sulla tavoletta e {thrower} deve rilanciare.",
        },
        /// Frustrates.
        Frustrate { de: "Frustrieren", en: "Frustrate", fr: "Porter la poisse", it: "Fai lo iettatore" },
        /// Someone unknown started.
        Someone { de: "Jemand", en: "Someone", fr: "Quelqu'un", it: "Qualcuno" },
        /// Joining a frustration.
        JoinQ {
            de: "{name}: mit {starter} {thrower} frustrieren?",
            en: "{name}: join {starter} and frustrate {thrower}'s throw?",
            fr: "{name}\u{a0}: porter aussi la poisse à {thrower}, comme {starter}\u{a0}?",
            it: "{name}: fare lo iettatore con {thrower} insieme a {starter}?",
        },
        /// What joining does.
        JoinDetail {
            de: "{starter} frustriert. Auch eines deiner Frustrate auf die Pechplatte legen?",
            en: "{starter} frustrates. Add one of your frustrations to the board?",
            fr: "{starter} porte la poisse. Ajouter un de vos marqueurs Poisse sur le plateau\u{a0}?",
            it: "{starter} fa lo iettatore. Aggiungere un tuo tocchetto di iella sulla tavoletta?",
        },
        /// Reducing frustration.
        ReduceQ { de: "{name}: Frust abbauen und neu würfeln?", en: "{name}: reduce frustration and reroll?", fr: "{name}\u{a0}: chasser la poisse et relancer\u{a0}?", it: "{name}: esorcizzare la iella e rilanciare?" },
        /// What reducing does.
        ReduceDetail {
            de: "Lege eines deiner Frustrate in den Vorrat zurück und würfle deinen letzten Wurf neu.",
            en: "Return one of your frustrations to the supply and reroll your last throw.",
            fr: "Remettez un de vos marqueurs Poisse dans la réserve et relancez votre dernier lancer.",
            it: "Rimetti un tuo tocchetto di iella nella riserva e rilancia il tuo ultimo lancio.",
        },
        /// Reduces frustration.
        Reduce { de: "Frust abbauen", en: "Reduce frustration", fr: "Chasser la poisse", it: "Esorcizza la iella" },
        /// A window passed without asking a person (frustrating could not hurt the thrower).
        NotAsked {
            de: "{name} wurde nicht gefragt: Nach den Chancen würde Neuwürfeln {thrower} nicht schaden.",
            en: "{name} was not asked: by the odds, a reroll would not hurt {thrower}.",
            fr: "{name} n'a pas été sollicité\u{a0}: d'après les chances, une relance ne nuirait pas à {thrower}.",
            it: "{name} non è stato interpellato: secondo le probabilità, un rilancio non danneggerebbe {thrower}.",
        },
        /// The same, said to the person playing as "You".
        NotAskedYou {
            de: "Du wurdest nicht gefragt: Nach den Chancen würde Neuwürfeln {thrower} nicht schaden.",
            en: "You were not asked: by the odds, a reroll would not hurt {thrower}.",
            fr: "Vous n'avez pas été sollicité\u{a0}: d'après les chances, une relance ne nuirait pas à {thrower}.",
            it: "Non sei stato interpellato: secondo le probabilità, un rilancio non danneggerebbe {thrower}.",
        },
        /// A window panel's question to the opponents: whose throw.
        FrustrateThrowQ { de: "Den Wurf von {thrower} frustrieren?", en: "Frustrate {thrower}'s throw?", fr: "Porter la poisse à {thrower}\u{a0}?", it: "Fare lo iettatore con {thrower}?" },
        /// A window panel's question when someone started: join them?
        JoinThrowQ {
            de: "{starter} frustriert {thrower}. Mitmachen?",
            en: "{starter} frustrates {thrower}'s throw. Join in?",
            fr: "{starter} porte la poisse à {thrower}. Vous aussi\u{a0}?",
            it: "{starter} fa lo iettatore con {thrower}. Unirsi?",
        },
        /// Says no.
        Pass { de: "Passen", en: "Pass", fr: "Passer", it: "Passo" },
        /// Four of the target.
        ClaimQ {
            de: "{name}: vier {v}er! Nimm einen Punktemarker {v}.",
            en: "{name}: four {v}s! Claim a {v} marker.",
            fr: "{name}\u{a0}: quatre {v}\u{a0}! Prenez une tuile Gain de {v}.",
            it: "{name}: quattro {v}! Prendi una posta da {v}.",
        },
        /// Under the claim question: the turn ended with three ravens as well, and the claim
        /// brings one frustration (as the engine settles it).
        ClaimBringsFrustration {
            de: "Auch drei Raben: Mit dem Punktemarker kommt ein Frustrat.",
            en: "Three ravens too: a frustration comes with the marker.",
            fr: "Trois corbeaux aussi\u{a0}: avec la tuile Gain, vous prenez un marqueur Poisse.",
            it: "Anche tre corvi: con la posta arriva un tocchetto di iella.",
        },
        /// The same with several frustrations (those the frustrators put on the board).
        ClaimBringsFrustrations {
            de: "Auch drei Raben: Mit dem Punktemarker kommen {n} Frustrate.",
            en: "Three ravens too: {n} frustrations come with the marker.",
            fr: "Trois corbeaux aussi\u{a0}: avec la tuile Gain, vous prenez {n} marqueurs Poisse.",
            it: "Anche tre corvi: con la posta arrivano {n} tocchetti di iella.",
        },
        /// Claims from the middle.
        FromTheMiddle { de: " Aus der Tischmitte", en: " From the middle", fr: " Du milieu", it: " Dal centro" },
        /// Steals.
        StealFrom { de: "{name} bestehlen", en: "Steal from {name}", fr: "Voler à {name}", it: "Ruba a {name}" },
        /// Which marker goes to the box.
        StealingWhich {
            de: "Du nimmst {name} eine {v}: Welcher Punktemarker geht aus der Tischmitte in die Schachtel?",
            en: "Stealing a {v} from {name}: which marker goes from the middle to the box?",
            fr: "Vous volez un {v} à {name}\u{a0}: quelle tuile Gain va du milieu dans la boîte\u{a0}?",
            it: "Rubi un {v} a {name}: quale posta va dal centro nella scatola?",
        },
        /// A discard button, read out.
        DiscardToBox { de: "Punktemarker {v} in die Schachtel legen", en: "discard a {v} marker to the box", fr: "mettre une tuile Gain de {v} dans la boîte", it: "metti una posta da {v} nella scatola" },
        /// Back to the choice.
        Back { de: "Zurück", en: "Back", fr: "Retour", it: "Indietro" },

        // Odds.
        /// Before the per-target odds.
        IfYouChoose { de: "Wenn du wählst\u{2026}", en: "If you choose\u{2026}", fr: "Si vous choisissez\u{2026}", it: "Se scegli\u{2026}" },
        /// The odds' target column.
        OddsTarget { de: "Ziel", en: "target", fr: "objectif", it: "buono" },
        /// Claiming a marker.
        OddsClaim { de: "Marker", en: "claim", fr: "gain", it: "posta" },
        /// Three ravens.
        OddsThreeRavens { de: "drei Raben", en: "three ravens", fr: "trois corbeaux", it: "tre corvi" },
        /// Greed.
        OddsGreedy { de: "Rabgier", en: "greedy", fr: "gourmandise", it: "ingordigia" },
        /// Before the turn's odds.
        ThisTurn { de: "Diesen Zug, wenn niemand neu würfeln lässt:", en: "This turn, if nobody rerolls:", fr: "Ce tour, si personne ne fait relancer\u{a0}:", it: "Questo turno, se nessuno fa rilanciare:" },
        /// No odds yet.
        OddsLater { de: "Die Chancen erscheinen, sobald ein Zug eine Zielzahl hat.", en: "The odds appear once a turn has a target.", fr: "Les probabilités apparaissent dès qu'un tour a un objectif.", it: "Le probabilità compaiono quando un turno ha un valore buono." },

        // Final scores.
        /// The column of markers.
        Markers { de: "Punktemarker", en: "Markers", fr: "Tuiles Gain", it: "Poste" },
        /// The column of frustrations.
        FrustrationsCol { de: "Frustrate", en: "Frustrations", fr: "Poisse", it: "Iella" },
        /// The column of frustrations, short.
        FrustrationsShort { de: "Frust.", en: "Frustr.", fr: "Poisse", it: "Iella" },
        /// The total.
        Total { de: "Summe", en: "Total", fr: "Total", it: "Totale" },
        /// Holds Murphy.
        HoldsMurphy { de: "hat Murphy", en: "holds Murphy", fr: "a Murphy", it: "ha Murphy" },
        /// Yes (holds Murphy).
        Yes { de: "ja", en: "yes", fr: "oui", it: "sì" },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_has_four_languages_with_the_same_slots() {
        crate::shell::lang::check_table(W::ALL, W::get);
    }
}
