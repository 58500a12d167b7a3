//! The review's words in the four languages (see [`crate::shell::lang`]), in each game's
//! terms (Heckmeck's worms: Würmer, vers, vermi; Pechvogel's points).

use crate::shell::lang::words;

words! {
    /// A text of the review.
    pub enum R {
        /// The button that reviews the game, and the review's title.
        HowWell { de: "Wie gut habe ich gespielt?", en: "How well did I play?", fr: "Avez-vous bien joué\u{a0}?", it: "Come ho giocato?" },
        /// While the decisions are priced.
        Reviewing { de: "Die Entscheidungen werden geprüft … {p}", en: "Weighing the decisions… {p}", fr: "Analyse des décisions… {p}", it: "Analisi delle decisioni… {p}" },
        /// How Heckmeck's decisions are priced.
        NoteWorms { de: "Jede Entscheidung eines Menschen ist mit der besten nach den genauen Chancen verglichen: wie viele Würmer der Rest des Zuges im Mittel bringt. Die Kosten sind die Würmer, die eine Wahl dabei verschenkt; die Genauigkeit ist der Anteil der Entscheidungen, die die beste waren oder ihr bis auf 0,1 Würmer nahekamen.", en: "Each decision of a person is compared with the best one by exact odds: the worms the rest of the turn can be expected to bring. The cost is the worms a choice gave away; the accuracy is the share of decisions that were the best or within 0.1 worms of it.", fr: "Chaque décision d'un joueur est comparée à la meilleure selon les chances exactes\u{a0}: les vers que le reste du tour peut rapporter en moyenne. Le coût est ce qu'un choix a laissé en vers\u{a0}; la précision est la part des décisions qui étaient la meilleure ou à 0,1 ver près.", it: "Ogni decisione di una persona è confrontata con la migliore secondo le probabilità esatte: i vermi che il resto del turno può portare in media. Il costo sono i vermi che una scelta ha lasciato; la precisione è la quota di decisioni che erano la migliore o vicine a meno di 0,1 vermi." },
        /// How Pechvogel's decisions are priced.
        NotePoints { de: "Jede Entscheidung eines Menschen ist mit der besten nach der Vorausschau des Profis verglichen: wie viele Punkte der Zug im Mittel bringt, Frustrate und Murphy eingerechnet. Die Kosten sind die Punkte, die eine Wahl dabei verschenkt; die Genauigkeit ist der Anteil der Entscheidungen, die die beste waren oder ihr bis auf 0,1 Punkte nahekamen.", en: "Each decision of a person is compared with the best one by the expert's look-ahead: the points the turn can be expected to bring, frustrations and Murphy included. The cost is the points a choice gave away; the accuracy is the share of decisions that were the best or within 0.1 points of it.", fr: "Chaque décision d'un joueur est comparée à la meilleure selon l'analyse de l'expert\u{a0}: les points que le tour peut rapporter en moyenne, marqueurs Poisse et Murphy compris. Le coût est ce qu'un choix a laissé en points\u{a0}; la précision est la part des décisions qui étaient la meilleure ou à 0,1 point près.", it: "Ogni decisione di una persona è confrontata con la migliore secondo l'analisi dell'esperto: i punti che il turno può portare in media, iella e Murphy compresi. Il costo sono i punti che una scelta ha lasciato; la precisione è la quota di decisioni che erano la migliore o vicine a meno di 0,1 punti." },
        /// A person's accuracy and how many decisions it counts.
        Accuracy { de: "{name}: Genauigkeit {p} ({n} Entscheidungen)", en: "{name}: accuracy {p} ({n} decisions)", fr: "{name}\u{a0}: précision {p} ({n} décisions)", it: "{name}: precisione {p} ({n} decisioni)" },
        /// The costliest decisions of a person: the list's title.
        Costliest { de: "Die teuersten Entscheidungen", en: "The costliest decisions", fr: "Les décisions les plus coûteuses", it: "Le decisioni più costose" },
        /// What was chosen and what was best.
        ChosenBest { de: "gewählt: {chosen} · besser: {best}", en: "chosen: {chosen} · best: {best}", fr: "choisi\u{a0}: {chosen} · mieux\u{a0}: {best}", it: "scelto: {chosen} · meglio: {best}" },
        /// A cost in worms.
        CostWorms { de: "−{v} Würmer", en: "−{v} worms", fr: "−{v} vers", it: "−{v} vermi" },
        /// A cost in points.
        CostPoints { de: "−{v} Punkte", en: "−{v} points", fr: "−{v} points", it: "−{v} punti" },
        /// No decision cost anything.
        AllBest { de: "Jede Entscheidung war die beste oder fast so gut.", en: "Every decision was the best or as good as it.", fr: "Chaque décision était la meilleure ou aussi bonne.", it: "Ogni decisione era la migliore o altrettanto buona." },
        /// Only bots played.
        NoPerson { de: "Hier hat kein Mensch entschieden: nichts zu prüfen.", en: "No person decided anything here: nothing to review.", fr: "Aucun joueur humain n'a rien décidé ici\u{a0}: rien à analyser.", it: "Nessuna persona ha deciso qui: niente da analizzare." },
        /// The record could not be reviewed.
        Failed { de: "Diese Partie lässt sich nicht prüfen.", en: "This game cannot be reviewed.", fr: "Cette partie ne peut pas être analysée.", it: "Questa partita non si può analizzare." },
        /// Opens the replay at a decision.
        ReplayFromHere { de: "Ab hier ansehen", en: "Replay from here", fr: "Revoir à partir d'ici", it: "Rivedi da qui" },
    }
}
