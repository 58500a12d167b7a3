//! Heckmeck's words on the table in the four languages: the German box's Grill, Bratwurm /
//! Wurm and Plättchen; the English Pickomino's grill, worm and tile; the French Pickomino's
//! gril, ver and pickomino; the Italian rulebook's griglia, verme and tessera (with its
//! "pila" for a player's stack). The log's words are the narrator's (still English).

use crate::shell::lang::words;

pub mod refused;

words! {
    /// A text of Heckmeck's table.
    pub enum W {
        // The grill, stacks and kept dice.
        /// The grill, read out.
        TheGrillAria { de: "der Grill", en: "the grill", fr: "le gril", it: "la griglia" },
        /// The grill's title.
        TheGrill { de: "Der Grill", en: "The grill", fr: "Le gril", it: "La griglia" },
        /// A stack, read out.
        StackOf {
            de: "Stapel mit {n} Plättchen, oben {t}",
            en: "stack of {n} tiles, {t} on top",
            fr: "pile de {n} pickominos, {t} dessus",
            it: "pila di {n} tessere, in cima la {t}",
        },
        /// A stack of one, read out.
        StackOfOne {
            de: "Stapel mit {n} Plättchen, oben {t}",
            en: "stack of {n} tile, {t} on top",
            fr: "pile de {n} pickomino, {t} dessus",
            it: "pila di {n} tessera, in cima la {t}",
        },
        /// No stack yet, read out.
        NoTilesYet { de: "noch keine Plättchen", en: "no tiles yet", fr: "pas encore de pickomino", it: "ancora nessuna tessera" },
        /// No stack.
        NoTiles { de: "keine Plättchen", en: "no tiles", fr: "aucun pickomino", it: "nessuna tessera" },
        /// Tiles under the top one.
        MoreBelow { de: "{n} weitere darunter", en: "{n} more below", fr: "{n} de plus dessous", it: "altre {n} sotto" },
        /// The kept dice, read out.
        KeptAria { de: "die in diesem Zug behaltenen Würfel", en: "the dice kept this turn", fr: "les dés gardés ce tour", it: "i dadi tenuti in questo turno" },
        /// The kept sum's label.
        Kept { de: "behalten", en: "kept", fr: "gardés", it: "tenuti" },
        /// A worm is kept.
        WormKept { de: "ein Wurm ist behalten", en: "a worm is kept", fr: "un ver est gardé", it: "un verme è tenuto" },
        /// No worm kept yet.
        NoWormYet { de: "noch kein Wurm behalten", en: "no worm kept yet", fr: "pas encore de ver gardé", it: "ancora nessun verme tenuto" },
        /// A failed turn: no new face.
        FailNoNewFace { de: "Keine neue Augenzahl: Der Zug misslingt!", en: "No new face: the turn fails!", fr: "Aucune nouvelle valeur\u{a0}: le tour échoue\u{a0}!", it: "Nessun simbolo nuovo: il turno fallisce!" },
        /// A failed turn: no dice left.
        FailOutOfDice { de: "Keine Würfel mehr und kein Plättchen: Der Zug misslingt!", en: "No dice left and no tile: the turn fails!", fr: "Plus de dés et aucun pickomino\u{a0}: le tour échoue\u{a0}!", it: "Niente più dadi e nessuna tessera: il turno fallisce!" },
        /// A failed turn: every face kept.
        FailOutOfFaces { de: "Alle Augenzahlen behalten und kein Plättchen: Der Zug misslingt!", en: "Every face kept and no tile: the turn fails!", fr: "Toutes les valeurs gardées et aucun pickomino\u{a0}: le tour échoue\u{a0}!", it: "Tutti i simboli tenuti e nessuna tessera: il turno fallisce!" },
        /// A tile, read out.
        TileWorms { de: "Plättchen {t}, {n} Würmer", en: "tile {t}, {n} worms", fr: "pickomino {t}, {n} vers", it: "tessera {t}, {n} vermi" },
        /// A tile of one worm, read out.
        TileWorm { de: "Plättchen {t}, {n} Wurm", en: "tile {t}, {n} worm", fr: "pickomino {t}, {n} ver", it: "tessera {t}, {n} verme" },
        /// A grill's place whose tile a player has taken, read out.
        TileTaken { de: "Plättchen {t}, genommen", en: "tile {t}, taken", fr: "pickomino {t}, pris", it: "tessera {t}, presa" },
        /// A tile turned over, read out.
        TileDown { de: "Plättchen {t}, umgedreht", en: "tile {t}, face down", fr: "pickomino {t}, retourné", it: "tessera {t}, girata" },
        /// A worm die, read out.
        DieWorm { de: "Würfel mit Wurm", en: "die showing a worm", fr: "dé montrant un ver", it: "dado che mostra un verme" },
        /// The worm face in the fairness chart.
        WormFace { de: "Wurm", en: "worm", fr: "ver", it: "verme" },

        // Questions.
        /// Keeps the worms.
        KeepWorm { de: "Den Wurm behalten (+{sum})", en: "Keep the worm (+{sum})", fr: "Garder le ver (+{sum})", it: "Tieni il verme (+{sum})" },
        /// Keeps the worms.
        KeepWorms { de: "Die Würmer behalten (+{sum})", en: "Keep the worms (+{sum})", fr: "Garder les vers (+{sum})", it: "Tieni i vermi (+{sum})" },
        /// Keeps one die of a number.
        KeepOne { de: "Die {v} behalten (+{sum})", en: "Keep the {v} (+{sum})", fr: "Garder le {v} (+{sum})", it: "Tieni il {v} (+{sum})" },
        /// Keeps dice of a number.
        KeepMany { de: "Die {v}er behalten (+{sum})", en: "Keep the {v}s (+{sum})", fr: "Garder les {v} (+{sum})", it: "Tieni i {v} (+{sum})" },
        /// Takes a grill tile.
        Take { de: "{t} nehmen", en: "Take {t}", fr: "Prendre {t}", it: "Prendi la {t}" },
        /// Steals a tile.
        Steal { de: "{t} von {name} stibitzen", en: "Steal {t} from {name}", fr: "Voler {t} à {name}", it: "Ruba la {t} a {name}" },
        /// Throws all eight dice.
        ThrowEight { de: "Alle acht Würfel werfen", en: "Throw the eight dice", fr: "Lancer les huit dés", it: "Lancia gli otto dadi" },
        /// Keep one face.
        KeepOneFaceQ { de: "{name}: Behalte eine Augenzahl.", en: "{name}: keep one face.", fr: "{name}\u{a0}: gardez une valeur.", it: "{name}: tieni un simbolo." },
        /// Take or throw on.
        TakeOrThrow { de: "{name}: ein Plättchen nehmen oder weiterwürfeln?", en: "{name}: take a tile, or throw on?", fr: "{name}\u{a0}: prendre un pickomino ou relancer\u{a0}?", it: "{name}: prendi una tessera o continui a lanciare?" },
        /// No tile yet.
        NoTileThrowOn { de: "{name}: noch kein Plättchen \u{2013} weiterwürfeln.", en: "{name}: no tile yet \u{2013} throw on.", fr: "{name}\u{a0}: pas encore de pickomino \u{2013} relancez.", it: "{name}: ancora nessuna tessera \u{2013} continua a lanciare." },
        /// Must take: no dice left.
        TakeNoDice { de: "{name}: keine Würfel mehr \u{2013} nimm ein Plättchen.", en: "{name}: no dice left \u{2013} take a tile.", fr: "{name}\u{a0}: plus de dés \u{2013} prenez un pickomino.", it: "{name}: niente più dadi \u{2013} prendi una tessera." },
        /// Must take: every face kept.
        TakeAllKept { de: "{name}: alle Augenzahlen behalten \u{2013} nimm ein Plättchen.", en: "{name}: every face is kept \u{2013} take a tile.", fr: "{name}\u{a0}: toutes les valeurs sont gardées \u{2013} prenez un pickomino.", it: "{name}: tutti i simboli sono tenuti \u{2013} prendi una tessera." },

        // Odds.
        /// Before the per-keep odds.
        IfYouKeep { de: "Wenn du behältst\u{2026}", en: "If you keep\u{2026}", fr: "Si vous gardez\u{2026}", it: "Se tieni\u{2026}" },
        /// The odds now.
        Now { de: "jetzt", en: "now", fr: "maintenant", it: "ora" },
        /// The odds of throwing on.
        ThrowOn { de: "weiter", en: "throw on", fr: "relancer", it: "continua" },
        /// Before the per-keep odds of a bot's or another device's keep (not spoken to the
        /// person here).
        IfNameKeeps { de: "Wenn {name} behält\u{2026}", en: "If {name} keeps\u{2026}", fr: "Si {name} garde\u{2026}", it: "Se {name} tiene\u{2026}" },
        /// Before the turn's odds.
        ChanceToEndWith { de: "Die Chance, den Zug zu beenden mit\u{2026}", en: "The chance to end the turn with\u{2026}", fr: "La chance de finir le tour avec\u{2026}", it: "La probabilità di finire il turno con\u{2026}" },
        /// The odds' tile column.
        OddsTile { de: "Plättchen", en: "tile", fr: "pickomino", it: "tessera" },
        /// A tile to steal, its tooltip.
        OddsSteal { de: "{t} stibitzen", en: "steal {t}", fr: "voler {t}", it: "ruba la {t}" },
        /// How to read the odds.
        OddsNote {
            de: "Ein Grill-Plättchen braucht seine Zahl oder mehr; Stibitzen (\u{2190}) braucht sie genau.",
            en: "A grill tile needs its number or more; a steal (\u{2190}) needs exactly it.",
            fr: "Un pickomino du gril demande son nombre ou plus\u{a0}; un vol (\u{2190}) le demande exactement.",
            it: "Una tessera della griglia vuole il suo numero o più; un furto (\u{2190}) lo vuole esatto.",
        },
        /// No odds yet.
        OddsLater { de: "Die Chancen erscheinen, wenn ein Wurf oder ein Behalten ansteht.", en: "The odds appear when a throw or a keep is due.", fr: "Les probabilités apparaissent quand un lancer ou un choix de dés est dû.", it: "Le probabilità compaiono quando tocca lanciare o tenere dei dadi." },

        /// The switch between pips and numerals on the dice.
        NumeralsOnDice { de: "Zahlen statt Augen", en: "Numbers instead of pips", fr: "Chiffres au lieu des points", it: "Numeri al posto dei puntini" },

        // Final scores.
        /// A tie on worms.
        TiedOnWorms { de: "Gleich viele Würmer: Das höchste Plättchen entscheidet.", en: "Tied on worms: the highest tile decides.", fr: "Égalité de vers\u{a0}: le pickomino le plus haut décide.", it: "Parità di vermi: decide la tessera più alta." },
        /// The column of tiles.
        Tiles { de: "Plättchen", en: "Tiles", fr: "Pickominos", it: "Tessere" },
        /// The column of the highest tile.
        Highest { de: "Höchstes", en: "Highest", fr: "Plus haut", it: "Più alta" },
        /// The column of worms.
        Worms { de: "Würmer", en: "Worms", fr: "Vers", it: "Vermi" },
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
