//! The history's words in the four languages (see [`crate::shell::lang`]): the list of
//! games played, the statistics, the export and import, and what the database says. Each
//! game's own terms as its rulebooks have them (Heckmeck's worms: Würmer, vers, vermi;
//! Pechvogel's frustrations: Frustrate, marqueurs Poisse, iella).

use crate::shell::lang::words;

words! {
    /// A text of the history.
    pub enum H {
        /// The button that opens the history.
        Open { de: "Verlauf", en: "History", fr: "Historique", it: "Storico" },
        /// The list of games played: its title.
        GamesPlayed { de: "Gespielte Partien", en: "Games played", fr: "Parties jouées", it: "Partite giocate" },
        /// The statistics: their title and the button that shows them.
        Statistics { de: "Statistik", en: "Statistics", fr: "Statistiques", it: "Statistiche" },
        /// Closes the history.
        Close { de: "Schließen", en: "Close", fr: "Fermer", it: "Chiudi" },
        /// Nothing kept yet.
        Empty { de: "Noch keine beendete Partie.", en: "No finished game yet.", fr: "Aucune partie terminée pour l'instant.", it: "Ancora nessuna partita finita." },
        /// The history is being read.
        Reading { de: "Der Verlauf wird gelesen …", en: "Reading the history…", fr: "Lecture de l'historique…", it: "Lettura dello storico…" },
        /// Who won a game of the list.
        WonBy { de: "Gewonnen: {names}", en: "Won by {names}", fr: "Gagnée par {names}", it: "Vinta da {names}" },
        /// Opens a game of the list in replay (read out).
        Replay { de: "{game} vom {when} noch einmal ansehen", en: "Replay {game} of {when}", fr: "Revoir la partie de {game} du {when}", it: "Rivedi la partita di {game} del {when}" },
        /// Deletes one game of the history (read out).
        DeleteGame { de: "Diese Partie aus dem Verlauf löschen", en: "Delete this game from the history", fr: "Supprimer cette partie de l'historique", it: "Elimina questa partita dallo storico" },
        /// Asked before one game is deleted.
        ConfirmDeleteGame { de: "Diese Partie ({game}, {when}) endgültig aus dem Verlauf löschen?", en: "Delete this game ({game}, {when}) from the history for good?", fr: "Supprimer définitivement cette partie ({game}, {when}) de l'historique\u{a0}?", it: "Eliminare per sempre questa partita ({game}, {when}) dallo storico?" },
        /// Deletes the whole history.
        DeleteAll { de: "Ganzen Verlauf löschen", en: "Delete all history", fr: "Effacer tout l'historique", it: "Cancella tutto lo storico" },
        /// Asked before the whole history is deleted.
        ConfirmDeleteAll { de: "Alle {n} Partien endgültig aus dem Verlauf löschen? Die gespeicherten Spiele bleiben.", en: "Delete all {n} games from the history for good? Your saved games stay.", fr: "Supprimer définitivement les {n} parties de l'historique\u{a0}? Vos parties sauvegardées restent.", it: "Eliminare per sempre tutte le {n} partite dallo storico? Le partite salvate restano." },
        /// Saves the history as a file.
        Export { de: "Verlauf exportieren (JSON)", en: "Export history (JSON)", fr: "Exporter l'historique (JSON)", it: "Esporta lo storico (JSON)" },
        /// Saves the statistics as a file.
        ExportStats { de: "Statistik exportieren (CSV)", en: "Export statistics (CSV)", fr: "Exporter les statistiques (CSV)", it: "Esporta le statistiche (CSV)" },
        /// Reads an exported history.
        Import { de: "Verlauf importieren", en: "Import history", fr: "Importer un historique", it: "Importa uno storico" },
        /// An import was read.
        Imported { de: "Import: {new} neu, {known} schon vorhanden, {bad} unlesbar.", en: "Import: {new} new, {known} already kept, {bad} unreadable.", fr: "Import\u{a0}: {new} nouvelles, {known} déjà présentes, {bad} illisibles.", it: "Importazione: {new} nuove, {known} già presenti, {bad} illeggibili." },
        /// An import file was refused.
        ImportRefused { de: "Diese Datei ist kein exportierter Verlauf: {why}.", en: "This file is not an exported history: {why}.", fr: "Ce fichier n'est pas un historique exporté\u{a0}: {why}.", it: "Questo file non è uno storico esportato: {why}." },
        /// Why: too large.
        TooLarge { de: "mit {kb} KB zu groß", en: "{kb} KB is too large", fr: "{kb} Ko, c'est trop grand", it: "{kb} KB sono troppi" },
        /// Why: not JSON.
        NotJson { de: "kein JSON", en: "not JSON", fr: "ce n'est pas du JSON", it: "non è JSON" },
        /// Why: JSON, but no history in it.
        NoHistory { de: "keine Liste von Partien", en: "no list of games", fr: "aucune liste de parties", it: "nessun elenco di partite" },
        /// The database failed: the game and the saves are not touched.
        Failed { de: "Der Verlauf kann gerade nicht gespeichert werden ({why}). Das Spiel läuft weiter, die gespeicherten Spiele bleiben.", en: "The history cannot be kept right now ({why}). Your game goes on and your saved games stay.", fr: "L'historique ne peut pas être conservé pour l'instant ({why}). Votre partie continue et vos parties sauvegardées restent.", it: "Lo storico non può essere conservato ora ({why}). La partita continua e le partite salvate restano." },
        /// Why: no database for this page.
        DbOff { de: "dieser Browser erlaubt hier keine Datenbank, etwa im privaten Modus", en: "this browser gives this page no database, as in a private mode", fr: "ce navigateur ne donne pas de base de données à cette page, comme en navigation privée", it: "questo browser non dà un database a questa pagina, come in modalità privata" },
        /// Why: storage full.
        DbFull { de: "der Speicher ist voll", en: "the storage is full", fr: "le stockage est plein", it: "lo spazio è pieno" },
        /// Why: another tab blocks it.
        DbBlocked { de: "ein anderer Tab hält die Datenbank fest", en: "another tab holds the database", fr: "un autre onglet bloque la base de données", it: "un'altra scheda blocca il database" },
        /// Why: refused otherwise.
        DbRefused { de: "der Browser hat abgelehnt", en: "the browser refused", fr: "le navigateur a refusé", it: "il browser ha rifiutato" },
        /// Corrupt entries were set aside.
        SetAside { de: "{n} unlesbare Einträge des Verlaufs wurden beiseitegelegt (nicht gelöscht).", en: "{n} unreadable entries of the history were set aside (not deleted).", fr: "{n} entrées illisibles de l'historique ont été mises de côté (pas supprimées).", it: "{n} voci illeggibili dello storico sono state messe da parte (non eliminate)." },
        /// Statistics: the column of names.
        Player { de: "Spieler", en: "Player", fr: "Joueur", it: "Giocatore" },
        /// Statistics: games played.
        Games { de: "Partien", en: "Games", fr: "Parties", it: "Partite" },
        /// Statistics: games won.
        Wins { de: "Siege", en: "Wins", fr: "Victoires", it: "Vittorie" },
        /// Statistics: the share of games won.
        WinShare { de: "Siegquote", en: "Win share", fr: "Part de victoires", it: "Quota di vittorie" },
        /// Statistics: wins by number of players.
        ByPlayers { de: "nach Spielerzahl", en: "by players", fr: "par nombre de joueurs", it: "per numero di giocatori" },
        /// Statistics: the mean final score.
        MeanScore { de: "Mittel", en: "Mean score", fr: "Score moyen", it: "Punteggio medio" },
        /// Statistics: the best final score.
        BestScore { de: "Bestes", en: "Best", fr: "Meilleur", it: "Migliore" },
        /// Statistics: the rating.
        Rating { de: "Wertung", en: "Rating", fr: "Classement", it: "Punteggio Elo" },
        /// Statistics, Heckmeck: failed turns.
        FailedTurns { de: "Misslungene Züge", en: "Failed turns", fr: "Tours échoués", it: "Turni falliti" },
        /// Statistics, Heckmeck: worms per turn.
        WormsPerTurn { de: "Würmer je Zug", en: "Worms per turn", fr: "Vers par tour", it: "Vermi per turno" },
        /// Statistics, Pechvogel: frustrations put on others' throws.
        Dealt { de: "Frustrate verteilt", en: "Frustrations dealt", fr: "Marqueurs Poisse donnés", it: "Iella data" },
        /// Statistics, Pechvogel: frustrations others put on one's throws.
        Suffered { de: "Frustrate erlitten", en: "Frustrations suffered", fr: "Marqueurs Poisse subis", it: "Iella subita" },
        /// How the rating works, under the statistics.
        RatingNote { de: "Wertung nach Elo: jede Partie zählt als Duelle aller Paare; die Bots sind feste Anker, gemessen in simulierten Partien gegeneinander.", en: "Elo rating: each game counts as duels between every two players; the bots are fixed anchors, measured in simulated games against each other.", fr: "Classement Elo\u{a0}: chaque partie compte comme des duels entre tous les joueurs deux à deux\u{a0}; les bots sont des ancres fixes, mesurées par des parties simulées entre eux.", it: "Punteggio Elo: ogni partita conta come duelli fra ogni coppia di giocatori; i bot sono ancore fisse, misurate in partite simulate fra loro." },
        /// The chart on the final scores: each player's score after each turn.
        ScoreChart { de: "Stand nach jedem Zug", en: "Score after each turn", fr: "Score après chaque tour", it: "Punteggio dopo ogni turno" },
        /// The score chart's horizontal axis.
        Turns { de: "Züge", en: "Turns", fr: "Tours", it: "Turni" },
        /// The score chart's vertical axis.
        Score { de: "Stand", en: "Score", fr: "Score", it: "Punteggio" },
        /// The score chart read out: the players' final scores after so many turns.
        ScoreSummary { de: "Stand nach jedem Zug, {n} Züge; am Ende: {scores}", en: "Score after each turn, {n} turns; at the end: {scores}", fr: "Score après chaque tour, {n} tours\u{a0}; à la fin\u{a0}: {scores}", it: "Punteggio dopo ogni turno, {n} turni; alla fine: {scores}" },
        /// The rating chart: each person's rating after each game.
        RatingChart { de: "Wertung nach jeder Partie", en: "Rating after each game", fr: "Classement après chaque partie", it: "Punteggio Elo dopo ogni partita" },
        /// The rating chart's horizontal axis.
        GamesAxis { de: "Partien", en: "Games", fr: "Parties", it: "Partite" },
        /// The rating chart read out.
        RatingSummary { de: "Wertung nach jeder Partie; jetzt: {ratings}", en: "Rating after each game; now: {ratings}", fr: "Classement après chaque partie\u{a0}; maintenant\u{a0}: {ratings}", it: "Punteggio Elo dopo ogni partita; ora: {ratings}" },
        /// A person's spread of final scores: its title.
        Spread { de: "{name}: Ergebnisse", en: "{name}: scores", fr: "{name}\u{a0}: scores", it: "{name}: punteggi" },
        /// The spread read out.
        SpreadSummary { de: "{name}: {n} Partien, Ergebnisse von {low} bis {high}, im Mittel {mean}", en: "{name}: {n} games, scores from {low} to {high}, {mean} on average", fr: "{name}\u{a0}: {n} parties, scores de {low} à {high}, {mean} en moyenne", it: "{name}: {n} partite, punteggi da {low} a {high}, {mean} in media" },
        /// The statistics' column: the mean accuracy of the games reviewed.
        Accuracy { de: "Genauigkeit", en: "Accuracy", fr: "Précision", it: "Precisione" },
        /// What the accuracy is.
        AccuracyNote { de: "Genauigkeit: der Anteil der Entscheidungen, die nach den genauen Chancen die beste waren oder ihr bis auf ein Zehntel (Wurm oder Punkt) nahekamen, im Mittel über die geprüften Partien („Wie gut habe ich gespielt?“ nach einer Partie).", en: "Accuracy: the share of decisions that were the best by exact odds or within a tenth (of a worm or point) of it, averaged over the games reviewed (“How well did I play?” after a game).", fr: "Précision\u{a0}: la part des décisions qui étaient la meilleure selon les chances exactes, ou à un dixième près (de ver ou de point), en moyenne sur les parties analysées («\u{a0}Avez-vous bien joué\u{a0}?\u{a0}» après une partie).", it: "Precisione: la quota di decisioni che erano la migliore secondo le probabilità esatte, o vicine a meno di un decimo (di verme o di punto), in media sulle partite analizzate («Come ho giocato?» dopo una partita)." },
    }
}
