//! The shell's words in the four languages (see [`crate::shell::lang`]): setup, top bar,
//! notices, the side panels, sharing, replay and the final scores. Slots in braces are
//! filled by [`W::fill`]; the table's test checks every language has the same slots.

use crate::shell::lang::{words, Lang};

words! {
    /// A text of the shell.
    pub enum W {
        // The top bar.
        /// The label of the top bar's speed picker.
        Speed { de: "Tempo", en: "Speed", fr: "Vitesse", it: "Velocità" },
        /// Opens the share dialog.
        Share { de: "Teilen", en: "Share", fr: "Partager", it: "Condividi" },
        /// Leaves the table for the setup screen.
        NewTable { de: "Neuer Tisch", en: "New table", fr: "Nouvelle table", it: "Nuovo tavolo" },
        /// The page's description (for search engines and link previews).
        PageDescription {
            de: "Pechvogel und Heckmeck, die Würfelspiele von Zoch: im Browser gegen Bots oder Freunde spielen.",
            en: "Pechvogel, the push-your-luck dice game by Zoch: play in your browser against bots or friends.",
            fr: "Pechvogel et Pickomino, les jeux de dés de Zoch\u{a0}: jouez dans votre navigateur contre des bots ou des amis.",
            it: "Pechvogel e Heckmeck, i giochi di dadi di Zoch: gioca nel browser contro i bot o con gli amici.",
        },
        /// The language switch's name (read out; the choices are the languages' own names).
        Language { de: "Sprache", en: "Language", fr: "Langue", it: "Lingua" },
        /// Sharing was refused.
        CannotShare {
            de: "Dieses Spiel kann nicht geteilt werden: {why}.",
            en: "This game cannot be shared: {why}.",
            fr: "Impossible de partager cette partie\u{a0}: {why}.",
            it: "Questa partita non può essere condivisa: {why}.",
        },
        /// Why there is nothing to share.
        NoGameToShare { de: "Auf dem Tisch liegt kein eigenes Spiel", en: "there is no game of yours on the table", fr: "il n'y a pas de partie à vous sur la table", it: "sul tavolo non c'è una tua partita" },
        /// The sound switch.
        SoundAndVibration { de: "Ton und Vibration", en: "Sound and vibration", fr: "Son et vibration", it: "Suono e vibrazione" },

        // The log: what both games say alike.
        /// A player throws several dice.
        ThrowsDice { de: "{name} wirft {n} Würfel: {faces}", en: "{name} throws {n} dice: {faces}", fr: "{name} lance {n} dés\u{a0}: {faces}", it: "{name} lancia {n} dadi: {faces}" },
        /// A player throws one die.
        ThrowsOneDie { de: "{name} wirft einen Würfel: {faces}", en: "{name} throws one die: {faces}", fr: "{name} lance un dé\u{a0}: {faces}", it: "{name} lancia un dado: {faces}" },
        /// You throw several dice.
        YouThrowDice { de: "du wirfst {n} Würfel: {faces}", en: "you throw {n} dice: {faces}", fr: "vous lancez {n} dés\u{a0}: {faces}", it: "lanci {n} dadi: {faces}" },
        /// You throw one die.
        YouThrowOneDie { de: "du wirfst einen Würfel: {faces}", en: "you throw one die: {faces}", fr: "vous lancez un dé\u{a0}: {faces}", it: "lanci un dado: {faces}" },
        /// The turn passes.
        TurnEnds { de: "{from} ist fertig \u{2013} {to} ist dran", en: "{from}'s turn ends \u{2013} {to}'s turn", fr: "{from} a fini \u{2013} à {to} de jouer", it: "{from} ha finito \u{2013} tocca a {to}" },
        /// The turn passes to you.
        TurnEndsYourTurn { de: "{from} ist fertig \u{2013} du bist dran", en: "{from}'s turn ends \u{2013} your turn", fr: "{from} a fini \u{2013} à vous de jouer", it: "{from} ha finito \u{2013} tocca a te" },
        /// Your turn passes.
        YourTurnEnds { de: "du bist fertig \u{2013} {to} ist dran", en: "your turn ends \u{2013} {to}'s turn", fr: "vous avez fini \u{2013} à {to} de jouer", it: "hai finito \u{2013} tocca a {to}" },
        /// A turn's summary.
        TurnOf { de: "Zug von {name}: {what}", en: "{name}'s turn: {what}", fr: "tour de {name}\u{a0}: {what}", it: "turno di {name}: {what}" },
        /// Your turn's summary.
        YourTurnWas { de: "dein Zug: {what}", en: "your turn: {what}", fr: "votre tour\u{a0}: {what}", it: "il tuo turno: {what}" },

        /// The coach's switch.
        /// The switch of the one person at this device: window questions only when they matter.
        AskMeOnlyWhenItHurts { de: "Mich nur fragen, wenn es schaden kann", en: "Ask me only when it can hurt them", fr: "Ne me demander que si cela peut nuire", it: "Chiedimi solo quando può nuocere" },
        /// The same switch of one of several people at this device.
        AskNameOnlyWhenItHurts { de: "{name} nur fragen, wenn es schaden kann", en: "Ask {name} only when it can hurt them", fr: "Ne demander à {name} que si cela peut nuire", it: "Chiedi a {name} solo quando può nuocere" },
        /// What the switch does.
        AskOnlyWhenItHurtsDetail {
            de: "Wer nach den genauen Chancen dem Werfer mit Frustrieren nicht schaden kann, wird nicht gefragt und passt; das Protokoll sagt es.",
            en: "When by the exact odds frustrating cannot hurt the thrower, you are not asked and pass; the log says so.",
            fr: "Quand, d'après les chances exactes, porter la poisse ne peut pas nuire au lanceur, on ne vous demande rien et vous passez\u{a0}; le journal l'indique.",
            it: "Quando, secondo le probabilità esatte, fare lo iettatore non può nuocere a chi lancia, non ti si chiede nulla e passi; il registro lo dice.",
        },
        Coach { de: "Tipps mit Chancen", en: "Coach with the odds", fr: "Conseils avec les chances", it: "Consigli con le probabilità" },

        // How to play.
        /// Opens how to play (read out; the button shows a question mark).
        HowToPlay { de: "Spielanleitung", en: "How to play", fr: "Comment jouer", it: "Come si gioca" },
        /// How to play's title.
        HowToPlayGame { de: "So spielt man {game}", en: "How to play {game}", fr: "Comment jouer à {game}", it: "Come si gioca a {game}" },
        /// The rulebook's examples, a heading.
        BookExamples { de: "Die Beispiele aus der Spielregel", en: "The rulebook's examples", fr: "Les exemples de la règle", it: "Gli esempi del regolamento" },
        /// What an example does.
        BookExamplesHint {
            de: "Sieh sie dir am echten Tisch an, Wurf für Wurf, mit einem Satz zu jedem Schritt. Dein Spiel wartet so lange.",
            en: "Watch them on the real table, throw by throw, with a sentence for every step. Your game waits meanwhile.",
            fr: "Regardez-les sur la vraie table, lancer après lancer, avec une phrase à chaque étape. Votre partie attend pendant ce temps.",
            it: "Guardali sul vero tavolo, lancio dopo lancio, con una frase per ogni passo. Intanto la tua partita aspetta.",
        },
        /// Ends an example.
        EndLesson { de: "Beispiel beenden", en: "End the example", fr: "Terminer l'exemple", it: "Termina l'esempio" },
        /// Where an example is.
        StepOf { de: "Schritt {at} von {total}", en: "Step {at} of {total}", fr: "Étape {at} sur {total}", it: "Passo {at} di {total}" },

        // The setup screen.
        /// The setup screen's title.
        SetUpTheTable { de: "Den Tisch vorbereiten", en: "Set up the table", fr: "Préparer la table", it: "Prepara il tavolo" },
        /// Pechvogel's tagline.
        PechvogelTagline {
            de: "Das Würfelspiel, bei dem alles schiefgeht, was schiefgehen kann! Würfle vier Mal deine Zielzahl, bevor drei Pechvögel fallen \u{2013} und hüte dich vor Murphy.",
            en: "The dice game in which anything that can go wrong will go wrong! Collect four of your target before three ravens land \u{2013} and watch out for Murphy.",
            fr: "Le jeu de dés où tout ce qui peut mal tourner tourne mal\u{a0}! Obtenez quatre dés de votre objectif avant que trois corbeaux ne tombent \u{2013} et gare à Murphy.",
            it: "Il gioco di dadi in cui tutto ciò che può andare storto andrà storto! Ottieni quattro dadi buoni prima che escano tre corvi \u{2013} e attento a Murphy.",
        },
        /// Heckmeck's tagline.
        HeckmeckTagline {
            de: "Bratwürmer auf den Grill! Wirf acht Würfel, behalte jedes Mal eine Augenzahl und hör mit einem Wurm und einer Summe auf, die für ein Plättchen reicht \u{2013} sonst landet dein oberstes Plättchen wieder auf dem Grill.",
            en: "Roast worms on the grill! Throw eight dice, keep one face at a time, and stop with a worm and a sum high enough for a tile \u{2013} or lose your top tile to the grill.",
            fr: "Des vers sur le gril\u{a0}! Lancez huit dés, gardez une valeur à chaque fois et arrêtez-vous avec un ver et une somme assez haute pour un pickomino \u{2013} sinon votre pickomino du dessus retourne au gril.",
            it: "Vermi arrosto sulla griglia! Lancia otto dadi, tieni un simbolo alla volta e fermati con un verme e una somma abbastanza alta per una tessera \u{2013} o la tua tessera in cima torna sulla griglia.",
        },
        /// The game picker's legend.
        TheGame { de: "Das Spiel", en: "The game", fr: "Le jeu", it: "Il gioco" },
        /// The seats' legend.
        PlayersInTurnOrder { de: "Spieler, in Zugreihenfolge", en: "Players, in turn order", fr: "Joueurs, dans l'ordre du tour", it: "Giocatori, in ordine di turno" },
        /// A seat's name field, read out.
        NameOfPlayer { de: "Name von Spieler {n}", en: "name of player {n}", fr: "nom du joueur {n}", it: "nome del giocatore {n}" },
        /// A seat's kind picker, read out.
        KindOfPlayer { de: "Art von Spieler {n}", en: "kind of player {n}", fr: "type du joueur {n}", it: "tipo del giocatore {n}" },
        /// A seat's remove button, read out.
        RemovePlayer { de: "Spieler {n} entfernen", en: "remove player {n}", fr: "retirer le joueur {n}", it: "rimuovi il giocatore {n}" },
        /// Adds a seat.
        AddPlayer { de: "+ Spieler hinzufügen", en: "+ Add a player", fr: "+ Ajouter un joueur", it: "+ Aggiungi un giocatore" },
        /// The first player picker's label.
        WhoStarts { de: "Wer beginnt", en: "Who starts", fr: "Qui commence", it: "Chi inizia" },
        /// The first player picker, read out.
        WhoStartsAria { de: "wer beginnt", en: "who starts", fr: "qui commence", it: "chi inizia" },
        /// Nobody chosen to start.
        ChosenAtRandom { de: "Zufällig", en: "Chosen at random", fr: "Au hasard", it: "A caso" },
        /// The setup screen's speed picker's label.
        SpeedOfTheBots { de: "Tempo der Bots", en: "Speed of the bots", fr: "Vitesse des bots", it: "Velocità dei bot" },
        /// A speed picker, read out.
        SpeedOfTheBotsAria { de: "Tempo der Bots", en: "speed of the bots", fr: "vitesse des bots", it: "velocità dei bot" },
        /// The setup screen's hint about sharing a device.
        SetupHint {
            de: "Mehrere Personen können sich dieses Gerät teilen: Jede Frage nennt, wen sie fragt. Plätze, die kein Mensch einnimmt, spielen Bots.",
            en: "Several people can share this device: every question names whom it asks. Seats no human takes are played by bots.",
            fr: "Plusieurs personnes peuvent partager cet appareil\u{a0}: chaque question dit à qui elle s'adresse. Les places qu'aucun humain ne prend sont jouées par des bots.",
            it: "Più persone possono condividere questo dispositivo: ogni domanda dice a chi è rivolta. I posti che nessuna persona occupa sono giocati dai bot.",
        },
        /// Starts the game set up.
        StartGame { de: "Spiel starten", en: "Start game", fr: "Commencer la partie", it: "Inizia la partita" },
        /// A seat a person plays.
        KindHuman { de: "Mensch", en: "Human", fr: "Humain", it: "Persona" },
        /// An easy bot.
        KindBotEasy { de: "Bot (leicht)", en: "Bot (easy)", fr: "Bot (facile)", it: "Bot (facile)" },
        /// A normal bot.
        KindBotNormal { de: "Bot (normal)", en: "Bot (normal)", fr: "Bot (normal)", it: "Bot (normale)" },
        /// An expert bot.
        KindBotExpert { de: "Bot (Profi)", en: "Bot (expert)", fr: "Bot (expert)", it: "Bot (esperto)" },
        /// The speed `instant`.
        SpeedInstant { de: "sofort", en: "instant", fr: "instantané", it: "istantanea" },
        /// The speed `fast`.
        SpeedFast { de: "schnell", en: "fast", fr: "rapide", it: "veloce" },
        /// The speed `normal`.
        SpeedNormal { de: "normal", en: "normal", fr: "normale", it: "normale" },
        /// The speed `slow`.
        SpeedSlow { de: "langsam", en: "slow", fr: "lente", it: "lenta" },
        /// Too few or too many seats.
        SeatCount {
            de: "Das Spiel braucht {min} bis {max} Plätze, nicht {n}.",
            en: "The game needs {min} to {max} seats, not {n}.",
            fr: "La partie se joue à {min} à {max} places, pas {n}.",
            it: "La partita richiede da {min} a {max} posti, non {n}.",
        },
        /// A seat without a name.
        SeatNeedsName { de: "Platz {n} braucht einen Namen.", en: "Seat {n} needs a name.", fr: "La place {n} doit avoir un nom.", it: "Il posto {n} ha bisogno di un nome." },
        /// A seat's name longer than a name may be (`{max}` characters).
        NameTooLong {
            de: "Der Name auf Platz {n} ist länger als {max} Zeichen.",
            en: "The name at seat {n} is longer than {max} characters.",
            fr: "Le nom de la place {n} dépasse {max} caractères.",
            it: "Il nome del posto {n} supera i {max} caratteri.",
        },
        /// A seat's name with a control character (a line break, a tab…).
        NameControl {
            de: "Der Name auf Platz {n} enthält ein Steuerzeichen (Zeichen {at}).",
            en: "The name at seat {n} has a control character (character {at}).",
            fr: "Le nom de la place {n} contient un caractère de contrôle (caractère {at}).",
            it: "Il nome del posto {n} contiene un carattere di controllo (carattere {at}).",
        },
        /// A seat's name made only of invisible characters.
        NameInvisible {
            de: "Der Name auf Platz {n} besteht nur aus unsichtbaren Zeichen.",
            en: "The name at seat {n} is made only of invisible characters.",
            fr: "Le nom de la place {n} n'a que des caractères invisibles.",
            it: "Il nome del posto {n} ha solo caratteri invisibili.",
        },
        /// Two seats of the same name.
        SameName {
            de: "Zwei Plätze heißen \u{201e}{name}\u{201c}.",
            en: "Two seats are called \u{201c}{name}\u{201d}.",
            fr: "Deux places s'appellent \u{ab}\u{a0}{name}\u{a0}\u{bb}.",
            it: "Due posti si chiamano \u{ab}{name}\u{bb}.",
        },
        /// The lone person's default name, shown in the page's language.
        You { de: "Du", en: "You", fr: "Vous", it: "Tu" },
        /// A person's default name when several share the device.
        PlayerN { de: "Spieler {n}", en: "Player {n}", fr: "Joueur {n}", it: "Giocatore {n}" },

        // Saved games.
        /// The saved games' title.
        SavedGames { de: "Gespeicherte Spiele", en: "Saved games", fr: "Parties sauvegardées", it: "Partite salvate" },
        /// Removes a saved game from the list (read out with the game it removes).
        RemoveSaved { de: "{game} entfernen", en: "Remove {game}", fr: "Supprimer {game}", it: "Rimuovi {game}" },
        /// Asks before a saved game is removed for good.
        ConfirmRemove { de: "{game} endgültig entfernen?", en: "Remove {game} for good?", fr: "Supprimer {game} pour de bon\u{a0}?", it: "Rimuovere {game} per sempre?" },
        /// Whose turn it is in a saved game.
        SavedTurnOf { de: "{name} ist dran", en: "{name}'s turn", fr: "au tour de {name}", it: "tocca a {name}" },
        /// Whose turn it is in a saved game: the person at this device who is called "You".
        SavedYourTurn { de: "du bist dran", en: "your turn", fr: "à vous de jouer", it: "tocca a te" },
        /// A saved game that is not over: whose turn, and its length.
        SavedProgress { de: "{turn}, {moves}", en: "{turn}, {moves}", fr: "{turn}, {moves}", it: "{turn}, {moves}" },
        /// Resumes this saved game (the newest).
        ResumeNamed { de: "{game} fortsetzen", en: "Resume {game}", fr: "Reprendre {game}", it: "Riprendi {game}" },
        /// When a saved game was last played, read out.
        SavedWhen { de: "zuletzt gespielt {when}", en: "last played {when}", fr: "dernière partie le {when}", it: "giocata l'ultima volta il {when}" },
        /// A saved game that is over.
        Finished { de: "beendet", en: "finished", fr: "terminée", it: "finita" },
        /// A saved game's length: one move.
        MovesOne { de: "{n} Zug", en: "{n} move", fr: "{n} coup", it: "{n} mossa" },
        /// A saved game's length: several moves.
        MovesMany { de: "{n} Züge", en: "{n} moves", fr: "{n} coups", it: "{n} mosse" },

        // Replay and take-back.
        /// Opens the replay.
        Replay { de: "Wiederholung", en: "Replay", fr: "Revoir", it: "Rivedi" },
        /// The replay button's tooltip.
        ReplayHint { de: "Das bisherige Spiel Schritt für Schritt ansehen", en: "Step through the game so far", fr: "Revoir la partie pas à pas", it: "Rivedi la partita passo per passo" },
        /// Opens a rulebook example for the newcomer to play.
        TryIt { de: "Selbst ausprobieren", en: "Try it yourself", fr: "Essayez vous-même", it: "Prova tu" },
        /// A choice in an example tried that is not the book's: what the book's player did.
        TryOther { de: "In der Spielregel entscheidet {name} anders ({what}). Versuch es noch einmal.", en: "In the rulebook, {name} chooses otherwise ({what}). Try again.", fr: "Dans la règle, {name} fait un autre choix ({what}). Essayez encore.", it: "Nel regolamento {name} sceglie diversamente ({what}). Riprova." },
        /// An example tried to its end.
        TryDone { de: "Geschafft: Du hast jede Entscheidung wie in der Spielregel getroffen.", en: "Well done: you made every choice as the rulebook does.", fr: "Bravo\u{a0}: vous avez fait chaque choix comme dans la règle.", it: "Ben fatto: hai fatto ogni scelta come nel regolamento." },
        /// To the record's start.
        FirstAction { de: "Erste Aktion", en: "First action", fr: "Première action", it: "Prima azione" },
        /// One action back.
        BackOneAction { de: "Eine Aktion zurück", en: "Back one action", fr: "Une action en arrière", it: "Indietro di un'azione" },
        /// One action on.
        NextAction { de: "Nächste Aktion", en: "Next action", fr: "Action suivante", it: "Azione successiva" },
        /// Back to the end of the turn before.
        BackOneTurn { de: "Einen Zug zurück", en: "Back one turn", fr: "Un tour en arrière", it: "Indietro di un turno" },
        /// On to the end of the next turn.
        NextTurn { de: "Nächster Zug", en: "Next turn", fr: "Tour suivant", it: "Turno successivo" },
        /// To the record's end.
        LastAction { de: "Letzte Aktion", en: "Last action", fr: "Dernière action", it: "Ultima azione" },
        /// Where the replay stands.
        ActionOf { de: "Aktion {at} von {total}", en: "Action {at} of {total}", fr: "Action {at} sur {total}", it: "Azione {at} di {total}" },
        /// Where the replay stands, read out by the slider.
        ActionOfLower { de: "Aktion {at} von {total}", en: "action {at} of {total}", fr: "action {at} sur {total}", it: "azione {at} di {total}" },
        /// The replay's slider, read out.
        PositionInRecord { de: "Position im Spielprotokoll", en: "Position in the game's record", fr: "Position dans l'historique de la partie", it: "Posizione nel registro della partita" },
        /// Starts a new game from the replayed position.
        ContinueFromHere { de: "Von hier weiterspielen", en: "Continue from here", fr: "Continuer d'ici", it: "Continua da qui" },
        /// Leaves the replay.
        BackToTheGame { de: "Zurück zum Spiel", en: "Back to the game", fr: "Retour à la partie", it: "Torna alla partita" },
        /// Takes back the person's last decision.
        TakeBack { de: "Zurücknehmen", en: "Take back", fr: "Annuler", it: "Annulla" },
        /// The take-back button's tooltip.
        TakeBackHint {
            de: "Deine letzte Entscheidung zurücknehmen (nie einen Wurf)",
            en: "Take back your last choice (never a throw)",
            fr: "Annuler votre dernier choix (jamais un lancer)",
            it: "Annulla la tua ultima scelta (mai un lancio)",
        },

        // Sharing.
        /// The share dialog's title.
        ShareThisGame { de: "Dieses Spiel teilen", en: "Share this game", fr: "Partager cette partie", it: "Condividi questa partita" },
        /// What a link holds.
        ShareLead {
            de: "Der Link enthält die Spieler und jeden bisherigen Wurf. Wer ihn öffnet, bekommt diesen Tisch an genau dieser Stelle: zum Weiterspielen, zum Zuschauen oder um diesen Pechzug zu sehen. Er erreicht nie einen Server.",
            en: "The link holds the players and every throw so far. Whoever opens it gets this table at this point: to play on, to watch, or to see that unlucky turn. It never reaches a server.",
            fr: "Le lien contient les joueurs et chaque lancer jusqu'ici. Qui l'ouvre retrouve cette table à ce moment précis\u{a0}: pour continuer, pour regarder ou pour voir ce tour malchanceux. Il ne passe jamais par un serveur.",
            it: "Il link contiene i giocatori e ogni lancio fatto finora. Chi lo apre trova questo tavolo a questo punto: per continuare, per guardare o per vedere quel turno sfortunato. Non passa mai da un server.",
        },
        /// The link field's label.
        LinkChars { de: "Link ({n} Zeichen)", en: "Link ({n} characters)", fr: "Lien ({n} caractères)", it: "Link ({n} caratteri)" },
        /// Copied to the clipboard.
        Copied { de: "Kopiert", en: "Copied", fr: "Copié", it: "Copiato" },
        /// No clipboard: the text is selected instead.
        SelectedCopy { de: "Markiert: mit Strg+C kopieren", en: "Selected: copy it with Ctrl+C", fr: "Sélectionné\u{a0}: copiez-le avec Ctrl+C", it: "Selezionato: copialo con Ctrl+C" },
        /// Copies the link.
        CopyLink { de: "Link kopieren", en: "Copy link", fr: "Copier le lien", it: "Copia il link" },
        /// Opens the system's share sheet.
        ShareSheet { de: "Teilen\u{2026}", en: "Share\u{2026}", fr: "Partager\u{2026}", it: "Condividi\u{2026}" },
        /// Closes a dialog.
        Close { de: "Schließen", en: "Close", fr: "Fermer", it: "Chiudi" },
        /// The title the share sheet gives the link.
        AGameOfDice { de: "Ein Würfelspiel", en: "A game of dice", fr: "Une partie de dés", it: "Una partita a dadi" },
        /// A chunk of the app's code could not be fetched (offline on a first visit, a failed
        /// request): nothing changed, and Retry fetches it again.
        ChunkMissing {
            de: "Ein Teil des Spiels konnte nicht geladen werden. Prüfe die Verbindung und versuche es erneut.",
            en: "A part of the game could not be loaded. Check the connection and try again.",
            fr: "Une partie du jeu n'a pas pu être chargée. Vérifiez la connexion et réessayez.",
            it: "Una parte del gioco non è stata caricata. Controlla la connessione e riprova.",
        },
        /// Tries a failed load again.
        Retry { de: "Erneut versuchen", en: "Retry", fr: "Réessayer", it: "Riprova" },
        /// A link too long for any QR code.
        QrTooLong {
            de: "Dieses Spiel ist zu lang für einen QR-Code; schicke stattdessen den Link.",
            en: "This game is too long for a QR code; send the link instead.",
            fr: "Cette partie est trop longue pour un QR code\u{a0}; envoyez plutôt le lien.",
            it: "Questa partita è troppo lunga per un codice QR; invia invece il link.",
        },
        /// The QR code, read out.
        QrOfTheLink { de: "QR-Code des Links", en: "QR code of the link", fr: "QR code du lien", it: "Codice QR del link" },

        // The final scores.
        /// The lone person won.
        YouWin { de: "Du hast gewonnen!", en: "You win!", fr: "Vous avez gagné\u{a0}!", it: "Hai vinto!" },
        /// One winner.
        Wins { de: "{name} gewinnt!", en: "{name} wins!", fr: "{name} gagne\u{a0}!", it: "{name} vince!" },
        /// Several winners.
        ShareTheWin { de: "{names} teilen sich den Sieg!", en: "{names} share the win!", fr: "{names} se partagent la victoire\u{a0}!", it: "{names} si dividono la vittoria!" },
        /// Between the last two names of a list.
        And { de: " und ", en: " and ", fr: " et ", it: " e " },
        /// The final scores' title.
        TheGameIsOver { de: "Das Spiel ist aus", en: "The game is over", fr: "La partie est terminée", it: "La partita è finita" },
        /// Replays a finished game.
        WatchAgain { de: "Nochmal ansehen", en: "Watch again", fr: "Revoir la partie", it: "Rivedi la partita" },
        /// The same seats again.
        PlayAgain { de: "Nochmal spielen", en: "Play again", fr: "Rejouer", it: "Gioca ancora" },
        /// Back to the setup screen.
        NewGame { de: "Neues Spiel", en: "New game", fr: "Nouvelle partie", it: "Nuova partita" },
        /// The winner's star, read out.
        Winner { de: "Sieger", en: "winner", fr: "gagnant", it: "vincitore" },

        // The side panels.
        /// The log's tab.
        TabLog { de: "Verlauf", en: "Log", fr: "Journal", it: "Cronaca" },
        /// The record's tab.
        TabRecord { de: "Protokoll", en: "Record", fr: "Historique", it: "Registro" },
        /// The fairness tab.
        TabDice { de: "Faire Würfel?", en: "Fair dice?", fr: "Dés honnêtes\u{a0}?", it: "Dadi onesti?" },
        /// The tabs, read out.
        Panels { de: "Bereiche", en: "panels", fr: "panneaux", it: "pannelli" },
        /// The log's title.
        GameLog { de: "Spielverlauf", en: "Game log", fr: "Journal de la partie", it: "Cronaca della partita" },
        /// The log's list, read out.
        GameLogAria { de: "Spielverlauf", en: "game log", fr: "journal de la partie", it: "cronaca della partita" },
        /// The seats on the table, read out.
        PlayersAria { de: "Spieler", en: "players", fr: "joueurs", it: "giocatori" },
        /// Where the thrown dice lie, read out.
        DiceTrayAria { de: "die geworfenen Würfel", en: "the dice thrown", fr: "les dés lancés", it: "i dadi lanciati" },
        /// The odds panel's title.
        Odds { de: "Chancen", en: "Odds", fr: "Probabilités", it: "Probabilità" },
        /// Closes the odds.
        Hide { de: "Ausblenden", en: "Hide", fr: "Masquer", it: "Nascondi" },
        /// Opens the odds.
        Show { de: "Zeigen", en: "Show", fr: "Afficher", it: "Mostra" },
        /// The win-chance switch.
        ShowWinChances {
            de: "Siegchance jedes Spielers zeigen",
            en: "Show each player's chance to win",
            fr: "Afficher les chances de victoire de chacun",
            it: "Mostra le probabilità di vittoria di ognuno",
        },
        /// How the win chances are made, once estimated: `{n}` games played on.
        WinChancesHow {
            de: "So entstehen die Siegchancen: Die Partie wurde von hier aus {n}-mal zu Ende gespielt, jeder Platz (auch deiner) von einem normalen Bot, mit eigenen Würfeln.",
            en: "How the chances are made: the game was played on from here {n} times, every seat (yours too) by a normal bot, with dice of its own.",
            fr: "Comment ces chances sont obtenues\u{a0}: la partie a été jouée jusqu'au bout {n} fois à partir d'ici, chaque place (la vôtre aussi) par un bot normal, avec ses propres dés.",
            it: "Come si ottengono queste probabilità: da qui la partita è stata giocata fino in fondo {n} volte, ogni posto (anche il tuo) da un bot normale, con dadi propri.",
        },
        /// How the win chances are made, before an estimate: at most `{n}` games.
        WinChancesHowSoon {
            de: "So entstehen die Siegchancen: Die Partie wird von hier aus bis zu {n}-mal zu Ende gespielt, jeder Platz (auch deiner) von einem normalen Bot, mit eigenen Würfeln.",
            en: "How the chances are made: the game is played on from here up to {n} times, every seat (yours too) by a normal bot, with dice of its own.",
            fr: "Comment ces chances sont obtenues\u{a0}: la partie est jouée jusqu'au bout jusqu'à {n} fois à partir d'ici, chaque place (la vôtre aussi) par un bot normal, avec ses propres dés.",
            it: "Come si ottengono queste probabilità: da qui la partita viene giocata fino in fondo fino a {n} volte, ogni posto (anche il tuo) da un bot normale, con dadi propri.",
        },
        /// The button that tells how the win chances are made.
        WinChancesHowAria { de: "Wie entstehen die Siegchancen?", en: "How are the chances made?", fr: "Comment ces chances sont-elles obtenues\u{a0}?", it: "Come si ottengono queste probabilità?" },
        /// A seat's chance to win.
        WinsPercent { de: "gewinnt zu {p}", en: "wins {p}", fr: "gagne à {p}", it: "vince al {p}" },
        /// The record panel's title.
        GameRecord { de: "Spielprotokoll", en: "Game record", fr: "Historique de la partie", it: "Registro della partita" },
        /// Copies the record.
        Copy { de: "Kopieren", en: "Copy", fr: "Copier", it: "Copia" },
        /// The record field's label.
        RecordLabel {
            de: "Das Protokoll dieses Spiels (JSON). Füge hier ein anderes Protokoll ein, um es zu laden.",
            en: "The record of this game (JSON). Paste another record here to load it.",
            fr: "L'historique de cette partie (JSON). Collez ici un autre historique pour le charger.",
            it: "Il registro di questa partita (JSON). Incolla qui un altro registro per caricarlo.",
        },
        /// Loads the pasted record.
        LoadRecord { de: "Protokoll laden", en: "Load record", fr: "Charger l'historique", it: "Carica il registro" },
        /// Drops the pasted text.
        ShowThisRecord { de: "Protokoll dieses Spiels zeigen", en: "Show this game's record", fr: "Afficher l'historique de cette partie", it: "Mostra il registro di questa partita" },
        /// A record that could not be loaded.
        RecordNotLoaded {
            de: "Das Protokoll konnte nicht geladen werden: {what} ({detail}). Das Spiel auf dem Tisch geht weiter.",
            en: "The record could not be loaded: {what} ({detail}). The game on the table goes on.",
            fr: "L'historique n'a pas pu être chargé\u{a0}: {what} ({detail}). La partie en cours continue.",
            it: "Il registro non può essere caricato: {what} ({detail}). La partita sul tavolo continua.",
        },
        /// A record pasted with no game's table open (its runner is the table's).
        RecordNoTable { de: "kein Spieltisch ist offen", en: "no game's table is open", fr: "aucune table de jeu n'est ouverte", it: "nessun tavolo di gioco è aperto" },
        /// A record far too long.
        RecordTooLong { de: "es ist viel länger als jedes echte Spiel", en: "it is far longer than any real game", fr: "il est bien plus long que toute vraie partie", it: "è molto più lungo di qualsiasi partita vera" },
        /// A record cut short.
        RecordNotWhole {
            de: "der Text ist kein vollständiges Spielprotokoll \u{2013} kopiere alles, von der ersten { bis zur letzten }, und füge es erneut ein",
            en: "the text is not a whole game record \u{2013} copy all of it, from the first { to the last }, and paste it again",
            fr: "le texte n'est pas un historique complet \u{2013} copiez-le en entier, de la première { à la dernière }, et collez-le à nouveau",
            it: "il testo non è un registro completo \u{2013} copialo tutto, dalla prima { all'ultima }, e incollalo di nuovo",
        },
        /// Not a record.
        RecordNotARecord {
            de: "der Text ist kein Spielprotokoll \u{2013} ein Protokoll nennt die \"players\" und die \"actions\"",
            en: "the text is not a game record \u{2013} a record lists the \"players\" and the \"actions\"",
            fr: "le texte n'est pas un historique \u{2013} un historique liste les \"players\" et les \"actions\"",
            it: "il testo non è un registro \u{2013} un registro elenca i \"players\" e le \"actions\"",
        },
        /// A record's players that cannot sit here.
        RecordPlayers { de: "seine Spielerliste passt nicht an diesen Tisch", en: "its list of players cannot sit at this table", fr: "sa liste de joueurs ne convient pas à cette table", it: "il suo elenco di giocatori non può sedere a questo tavolo" },
        /// A record with an impossible move (`n` counts from 1).
        RecordAction {
            de: "sein {n}. Zug ist an dieser Stelle des Spiels nicht möglich \u{2013} das Protokoll wurde verändert oder gehört zu einem anderen Spiel",
            en: "its move {n} is not possible at that point of the game, so the record was changed or belongs to another game",
            fr: "son coup n°\u{a0}{n} est impossible à ce moment de la partie\u{a0}: l'historique a été modifié ou appartient à une autre partie",
            it: "la sua mossa n. {n} non è possibile in quel punto della partita: il registro è stato modificato o appartiene a un'altra partita",
        },
        /// A record with a bad setting of the game's own.
        RecordOption {
            de: "seine Einstellung \u{201e}{key}\u{201c} passt nicht zu diesem Spiel",
            en: "its setting \u{201c}{key}\u{201d} does not fit this game",
            fr: "son réglage \u{ab}\u{a0}{key}\u{a0}\u{bb} ne convient pas à ce jeu",
            it: "la sua impostazione \u{ab}{key}\u{bb} non va bene per questo gioco",
        },
        /// Where in a record something is wrong: its action `n` (counted from 0, as the
        /// record and the command line count) and why.
        AtAction { de: "Aktion {n}: {why}", en: "action {n}: {why}", fr: "action {n}\u{a0}: {why}", it: "azione {n}: {why}" },
        /// Where a text stops being JSON.
        AtLineColumn { de: "Zeile {line}, Spalte {col}", en: "line {line}, column {col}", fr: "ligne {line}, colonne {col}", it: "riga {line}, colonna {col}" },
        /// A record's top level that is not an object.
        TopNotAnObject {
            de: "die oberste Ebene muss ein Objekt mit \"players\" und \"actions\" sein",
            en: "the top level must be an object with \"players\" and \"actions\"",
            fr: "le premier niveau doit être un objet avec \"players\" et \"actions\"",
            it: "il livello più alto deve essere un oggetto con \"players\" e \"actions\"",
        },
        /// A key the record must have.
        KeyMissing { de: "\"{key}\" fehlt", en: "\"{key}\" is missing", fr: "\"{key}\" manque", it: "manca \"{key}\"" },
        /// A key whose value must be a list.
        NotAList { de: "\"{key}\" muss eine Liste sein", en: "\"{key}\" must be a list", fr: "\"{key}\" doit être une liste", it: "\"{key}\" deve essere una lista" },
        /// A player's name that is not text (`n` counts from 1).
        NameNotText { de: "der Name von Spieler {n} ist kein Text", en: "the name of player {n} is not text", fr: "le nom du joueur {n} n'est pas du texte", it: "il nome del giocatore {n} non è testo" },
        /// Too few or too many players for the game.
        PlayersCount {
            de: "das Spiel braucht {min} bis {max} Spieler, nicht {given}",
            en: "the game needs {min} to {max} players, not {given}",
            fr: "le jeu demande {min} à {max} joueurs, pas {given}",
            it: "il gioco vuole da {min} a {max} giocatori, non {given}",
        },
        /// A name given twice (`n` and `first` count from 1).
        NameRepeated {
            de: "Spieler {n} heißt wie Spieler {first}: {name}",
            en: "player {n} has the name of player {first}: {name}",
            fr: "le joueur {n} porte le nom du joueur {first}\u{a0}: {name}",
            it: "il giocatore {n} ha il nome del giocatore {first}: {name}",
        },
        /// Seats for another number of players (a link asked for wrongly).
        SeatsForPlayers { de: "{seats} Plätze für {players} Spieler", en: "{seats} seats for {players} players", fr: "{seats} places pour {players} joueurs", it: "{seats} posti per {players} giocatori" },
        /// A switch of the game's own that is not true or false.
        NotTrueOrFalse {
            de: "\"{key}\" muss true oder false sein, nicht {v}",
            en: "\"{key}\" must be true or false, not {v}",
            fr: "\"{key}\" doit valoir true ou false, pas {v}",
            it: "\"{key}\" deve valere true o false, non {v}",
        },
        /// A setting of the game's own for another number of players.
        OptionPlayers {
            de: "\"{key}\" gilt für {min} bis {max} Spieler, nicht für {given}",
            en: "\"{key}\" is for {min} to {max} players, not {given}",
            fr: "\"{key}\" vaut pour {min} à {max} joueurs, pas pour {given}",
            it: "\"{key}\" vale per {min}–{max} giocatori, non per {given}",
        },
        /// An entry of the actions that is not an object with one key.
        NotAnAction {
            de: "{v} ist keine Aktion: Eine Aktion ist ein Objekt mit genau einem Schlüssel",
            en: "{v} is not an action: an action is an object with exactly one key",
            fr: "{v} n'est pas une action\u{a0}: une action est un objet à une seule clé",
            it: "{v} non è un'azione: un'azione è un oggetto con una sola chiave",
        },
        /// A key that is no action of the game.
        UnknownAction { de: "unbekannte Aktion {v}", en: "unknown action {v}", fr: "action inconnue {v}", it: "azione sconosciuta {v}" },
        /// A pasted record's size (far too long).
        RecordKb { de: "{kb} KB; höchstens {max} KB", en: "{kb} KB; at most {max} KB", fr: "{kb} Ko\u{a0}; au plus {max} Ko", it: "{kb} KB; al massimo {max} KB" },

        // Why a shared link could not be opened (the `{why}` of `SharedFailed`).
        /// A character no link has (`n` counts from 1; `c` is the character or its code).
        LinkCharacter {
            de: "Zeichen {n} ({c}) gehört nicht in einen Link",
            en: "character {n} ({c}) does not belong in a link",
            fr: "le caractère {n} ({c}) n'a pas sa place dans un lien",
            it: "il carattere {n} ({c}) non va in un link",
        },
        /// A length no link has.
        LinkLength {
            de: "der Link ist unvollständig oder beschädigt (ein Link kann nicht {n} Zeichen lang sein)",
            en: "the link is incomplete or damaged (a link cannot be {n} characters long)",
            fr: "le lien est incomplet ou abîmé (un lien ne peut pas faire {n} caractères)",
            it: "il link è incompleto o danneggiato (un link non può essere lungo {n} caratteri)",
        },
        /// A link longer than any game's.
        LinkTooLong {
            de: "der Link ist {chars} Zeichen lang, mehr als jedes Spiel braucht (höchstens {max})",
            en: "the link is {chars} characters long, more than any game needs (at most {max})",
            fr: "le lien fait {chars} caractères, plus qu'aucune partie n'en demande (au plus {max})",
            it: "il link è lungo {chars} caratteri, più di quanti ne servano a qualsiasi partita (al massimo {max})",
        },
        /// A format this page does not read.
        LinkVersion { de: "das Linkformat {v} ist hier unbekannt", en: "link format {v} is not known here", fr: "le format de lien {v} est inconnu ici", it: "il formato di link {v} qui non è noto" },
        /// A link whose checksum does not match.
        LinkChecksum {
            de: "der Link ist beschädigt oder unvollständig (Prüfsumme)",
            en: "the link is damaged or incomplete (checksum)",
            fr: "le lien est abîmé ou incomplet (somme de contrôle)",
            it: "il link è danneggiato o incompleto (somma di controllo)",
        },
        /// A link of another game (or of none at this table).
        LinkOtherGame { de: "der Link enthält ein anderes Spiel", en: "the link holds another game", fr: "le lien contient une autre partie", it: "il link contiene un'altra partita" },
        /// A link whose data ends before its game.
        LinkEnded {
            de: "der Link ist beschädigt (seine Daten enden vor seinem Spiel)",
            en: "the link is damaged (its data ends before its game does)",
            fr: "le lien est abîmé (ses données s'arrêtent avant sa partie)",
            it: "il link è danneggiato (i suoi dati finiscono prima della sua partita)",
        },
        /// A link that claims more actions than it can hold.
        LinkCount {
            de: "der Link ist beschädigt (er nennt {actions} Aktionen; seine Daten fassen höchstens {most})",
            en: "the link is damaged (it claims {actions} actions; its data holds at most {most})",
            fr: "le lien est abîmé (il annonce {actions} coups\u{a0}; ses données en contiennent au plus {most})",
            it: "il link è danneggiato (dichiara {actions} azioni; i suoi dati ne contengono al massimo {most})",
        },
        /// A link whose data does not fit its game.
        LinkSize {
            de: "der Link ist beschädigt (seine Daten passen nicht zum Spiel)",
            en: "the link is damaged (its data does not fit the game)",
            fr: "le lien est abîmé (ses données ne correspondent pas à la partie)",
            it: "il link è danneggiato (i suoi dati non corrispondono alla partita)",
        },
        /// A link whose game's record would be too long.
        LinkRecordSize {
            de: "das Spiel des Links ist zu lang (sein Protokoll hätte {bytes} Bytes; höchstens {max})",
            en: "the link's game is too long (its record would be {bytes} bytes; at most {max})",
            fr: "la partie du lien est trop longue (son historique ferait {bytes} octets\u{a0}; au plus {max})",
            it: "la partita del link è troppo lunga (il suo registro sarebbe di {bytes} byte; al massimo {max})",
        },
        /// A choice the game does not have (after `AtAction`).
        NoSuchChoice { de: "diese Wahl gibt es nicht", en: "no such choice", fr: "ce choix n'existe pas", it: "questa scelta non esiste" },
        /// What is wrong with the link's game (as a record's would be).
        LinkGame { de: "das Spiel des Links: {why}", en: "the link's game: {why}", fr: "la partie du lien\u{a0}: {why}", it: "la partita del link: {why}" },
        // Why a saved game cannot be used (the `{why}` of `SaveSetAside`).
        /// A save that is not JSON (`at`: where).
        SaveNotJson { de: "es ist kein JSON ({at})", en: "it is not JSON ({at})", fr: "ce n'est pas du JSON ({at})", it: "non è JSON ({at})" },
        /// A save without a version.
        SaveNoVersion { de: "es nennt keine Version", en: "it names no version", fr: "aucune version n'y est indiquée", it: "non vi è indicata nessuna versione" },
        /// A save of a version this page does not read.
        SaveVersion { de: "Version {v} ist hier unbekannt", en: "version {v} is not known here", fr: "la version {v} est inconnue ici", it: "la versione {v} qui non è nota" },
        /// A save of a game this table does not have.
        SaveGame { de: "das Spiel {v} gibt es hier nicht", en: "there is no game {v} here", fr: "le jeu {v} n'existe pas ici", it: "il gioco {v} qui non esiste" },
        /// A seat of a kind no seat has.
        SaveSeatKind { de: "{v} ist keine Art von Platz", en: "{v} is no kind of seat", fr: "{v} n'est pas un type de place", it: "{v} non è un tipo di posto" },
        /// Seats that are not the record's players.
        SaveSeatsDiffer {
            de: "die Plätze passen nicht zu den Spielern des Protokolls",
            en: "the seats do not match the record's players",
            fr: "les places ne correspondent pas aux joueurs de l'historique",
            it: "i posti non corrispondono ai giocatori del registro",
        },
        /// Moves beside the record that are not the game's.
        SavePending {
            de: "die Züge neben dem Protokoll gehören nicht zu diesem Spiel",
            en: "the moves beside the record are not this game's",
            fr: "les coups à côté de l'historique ne sont pas ceux de ce jeu",
            it: "le mosse accanto al registro non sono di questo gioco",
        },
        /// A move by a player whose move it is not.
        NotSeatsMove { de: "Spieler {n} ist nicht am Zug.", en: "It is not player {n}'s move.", fr: "Ce n'est pas au joueur {n} de jouer.", it: "Non tocca al giocatore {n}." },
        /// A record was loaded.
        RecordLoaded { de: "Das Protokoll wurde geladen; das Spiel geht von dort aus weiter.", en: "The record was loaded; the game goes on from there.", fr: "L'historique a été chargé\u{a0}; la partie continue à partir de là.", it: "Il registro è stato caricato; la partita continua da lì." },

        // Are the dice fair?
        /// The fairness panel's title.
        AreTheDiceFair { de: "Sind die Würfel fair?", en: "Are the dice fair?", fr: "Les dés sont-ils honnêtes\u{a0}?", it: "I dadi sono onesti?" },
        /// How to read the chart.
        FairKey {
            de: "Jeder Balken zeigt, wie oft eine Seite fiel; die gestrichelte Linie ist, was faire Würfel im Schnitt geben (1 von 6).",
            en: "Each bar is how often a face came up; the dashed line is what fair dice give on average (1 in 6).",
            fr: "Chaque barre montre combien de fois une face est sortie\u{a0}; la ligne pointillée est ce que donnent en moyenne des dés honnêtes (1 sur 6).",
            it: "Ogni barra mostra quante volte è uscita una faccia; la linea tratteggiata è ciò che danno in media dadi onesti (1 su 6).",
        },
        /// This game's tally.
        ThisGame { de: "Dieses Spiel", en: "This game", fr: "Cette partie", it: "Questa partita" },
        /// The device's tally.
        AllGamesHere { de: "Alle Spiele auf diesem Gerät", en: "All games on this device", fr: "Toutes les parties sur cet appareil", it: "Tutte le partite su questo dispositivo" },
        /// Resets the device's tally.
        CountAfresh { de: "Neu zu zählen beginnen", en: "Start counting afresh", fr: "Recommencer le comptage", it: "Ricomincia il conteggio" },
        /// Before the seed.
        Seed { de: "Startwert ", en: "Seed ", fr: "Graine ", it: "Seme " },
        /// Before the seal of the dice's seed (while the game runs).
        SealBefore { de: "Siegel der Würfel ", en: "Seal of the dice ", fr: "Sceau des dés ", it: "Sigillo dei dadi " },
        /// After the seal.
        SealAfter {
            de: ": der Fingerabdruck (SHA-256) ihres Startwerts. Den Startwert selbst zeigt diese Seite, wenn das Spiel vorbei ist; dann kann jeder prüfen, dass jeder Wurf ihm folgte. Vorher kennt ihn niemand am Tisch, also kann niemand die nächsten Würfe ausrechnen.",
            en: ": the fingerprint (SHA-256) of their seed. The seed itself is shown when the game is over; then anyone can check that every throw followed it. Until then no one at the table knows it, so no one can work out the coming throws.",
            fr: "\u{a0}: l'empreinte (SHA-256) de leur graine. La graine elle-même s'affiche à la fin de la partie\u{a0}; chacun peut alors vérifier que chaque lancer l'a suivie. D'ici là, personne à la table ne la connaît, donc personne ne peut calculer les prochains lancers.",
            it: ": l'impronta (SHA-256) del loro seme. Il seme stesso compare a fine partita; allora chiunque può verificare che ogni lancio lo abbia seguito. Fino ad allora nessuno al tavolo lo conosce, quindi nessuno può calcolare i prossimi lanci.",
        },
        /// After the seed, when the dice followed it only from action {n} on.
        DiceFrom {
            de: " (die Würfel ab Aktion {n}; die früheren kamen mit dem Spiel, aus dem es weitergeht)",
            en: " (the dice from action {n} on; the earlier ones came with the game it goes on from)",
            fr: " (les dés à partir de l'action {n}\u{a0}; les précédents viennent de la partie d'où elle repart)",
            it: " (i dadi dall'azione {n} in poi; i precedenti vengono dalla partita da cui riprende)",
        },
        /// After a seed the address chose.
        SeedChosen {
            de: " (in der Adresse gewählt, für Tests und Rätsel: diese Würfel sind vorhersehbar)",
            en: " (chosen in the address, for tests and puzzles: these dice can be foreseen)",
            fr: " (choisie dans l'adresse, pour les tests et les énigmes\u{a0}: ces dés sont prévisibles)",
            it: " (scelto nell'indirizzo, per test e rompicapi: questi dadi sono prevedibili)",
        },
        /// Between the seed and the command.
        CheckBefore {
            de: ". Jeder kann ein Spiel prüfen: Kopiere sein Protokoll (Reiter Protokoll) in eine Datei und führe ",
            en: ". Anyone can check a game: copy its record (the Record tab) into a file and run ",
            fr: ". Chacun peut vérifier une partie\u{a0}: copiez son historique (onglet Historique) dans un fichier et lancez ",
            it: ". Chiunque può verificare una partita: copia il suo registro (scheda Registro) in un file ed esegui ",
        },
        /// After the command.
        CheckAfter {
            de: " aus: Es wirft jeden Wurf des Protokolls aus dem Startwert neu und sagt, ob alle gleich fallen.",
            en: ": it throws every throw of the record again from the seed and says whether they all fall the same.",
            fr: "\u{a0}: il refait chaque lancer de l'historique à partir de la graine et dit s'ils tombent tous pareil.",
            it: ": rifà ogni lancio del registro a partire dal seme e dice se cadono tutti uguali.",
        },
        /// Too few dice for a verdict.
        TooFewDice {
            de: "Noch zu wenige Würfel für ein Urteil: {n} geworfen, mindestens {min} nötig.",
            en: "Too few dice to tell yet: {n} thrown, at least {min} needed.",
            fr: "Trop peu de dés pour juger\u{a0}: {n} lancés, il en faut au moins {min}.",
            it: "Ancora troppi pochi dadi per dirlo: {n} lanciati, ne servono almeno {min}.",
        },
        /// A verdict: very uneven.
        Unusual {
            de: "Ungewöhnlich: So ungleiche Würfel kommen nur in {p} der fairen Spiele vor. Doch über viele Spiele sieht manches allein durch Zufall seltsam aus.",
            en: "Unusual: dice this uneven turn up in only {p} of fair games. Yet over many games, some look odd by chance alone.",
            fr: "Inhabituel\u{a0}: des dés aussi inégaux n'arrivent que dans {p} des parties honnêtes. Mais sur beaucoup de parties, certaines semblent bizarres par pur hasard.",
            it: "Insolito: dadi così irregolari capitano solo nel {p} delle partite oneste. Ma su molte partite, alcune sembrano strane per puro caso.",
        },
        /// A verdict: nothing odd.
        NothingUnusual {
            de: "Nichts Ungewöhnliches: So ungleiche Würfel kommen in {p} der fairen Spiele vor.",
            en: "Nothing unusual: dice this uneven turn up in {p} of fair games.",
            fr: "Rien d'inhabituel\u{a0}: des dés aussi inégaux arrivent dans {p} des parties honnêtes.",
            it: "Niente di insolito: dadi così irregolari capitano nel {p} delle partite oneste.",
        },
        /// The chart, read out.
        FacesThrown {
            de: "Geworfene Seiten: {faces}; je etwa {n} erwartet.",
            en: "Faces thrown: {faces}; about {n} each expected.",
            fr: "Faces obtenues\u{a0}: {faces}\u{a0}; environ {n} attendues pour chacune.",
            it: "Facce uscite: {faces}; circa {n} attese per ciascuna.",
        },

        // Asking and waiting.
        /// A bot's dice roll.
        DiceRolling { de: "{name}: Die Würfel rollen\u{2026}", en: "{name}: the dice are rolling\u{2026}", fr: "{name}\u{a0}: les dés roulent\u{2026}", it: "{name}: i dadi rotolano\u{2026}" },
        /// A bot thinks.
        Thinking { de: "{name} überlegt\u{2026}", en: "{name} is thinking\u{2026}", fr: "{name} réfléchit\u{2026}", it: "{name} sta pensando\u{2026}" },
        /// The first throw of a turn (any game).
        YourTurn { de: "{name}: Du bist dran.", en: "{name}: your turn.", fr: "{name}\u{a0}: à vous.", it: "{name}: tocca a te." },
        /// Throws some dice.
        ThrowN { de: "{n} Würfel werfen", en: "Throw {n} dice", fr: "Lancer {n} dés", it: "Lancia {n} dadi" },
        /// Throws one die.
        ThrowOne { de: "{n} Würfel werfen", en: "Throw {n} die", fr: "Lancer {n} dé", it: "Lancia {n} dado" },
        /// A die with a number, read out.
        DieShowing { de: "Würfel mit {v}", en: "die showing {v}", fr: "dé montrant {v}", it: "dado che mostra {v}" },
        /// The final scores' column of names.
        Player { de: "Spieler", en: "Player", fr: "Joueur", it: "Giocatore" },
        /// The throw button's keyboard hint.
        OrPressSpace { de: "oder Leertaste drücken", en: "or press Space", fr: "ou appuyez sur Espace", it: "o premi Spazio" },
        /// The badge of a seat a question waits for (drawn by the style sheet).
        Asked { de: "gefragt", en: "asked", fr: "sollicité", it: "interpellato" },
        /// The badge of the seat whose turn it is (drawn by the style sheet).
        Playing { de: "am Zug", en: "playing", fr: "joue", it: "in gioco" },
        /// Hand the device on.
        PassTheDevice { de: "Gib das Gerät an {name} weiter.", en: "Pass the device to {name}.", fr: "Passez l'appareil à {name}.", it: "Passa il dispositivo a {name}." },
        /// Why the hand-off.
        HandoffDetail {
            de: "Hier ist nichts geheim; das hält nur die Tipper des letzten Spielers von der nächsten Frage fern.",
            en: "Nothing here is secret; this only keeps the last player's taps off the next question.",
            fr: "Rien n'est secret ici\u{a0}; cela évite seulement que les touches du joueur précédent répondent à la question suivante.",
            it: "Qui non c'è niente di segreto; serve solo a evitare che i tocchi del giocatore precedente rispondano alla prossima domanda.",
        },
        /// The next person took the device.
        IAm { de: "Ich bin {name}", en: "I am {name}", fr: "Je suis {name}", it: "Sono {name}" },
        /// Closes a notice, read out.
        Dismiss { de: "schließen", en: "dismiss", fr: "fermer", it: "chiudi" },

        // Notices.
        /// Another game chosen in the setup takes fewer players: who no longer sits at it.
        SeatsFitted {
            de: "{game} wird zu höchstens {max} gespielt: kein Platz mehr für {names}.",
            en: "{game} is for at most {max} players: no room left for {names}.",
            fr: "{game} se joue à {max} au plus\u{a0}: plus de place pour {names}.",
            it: "{game} si gioca al massimo in {max}: non c'è più posto per {names}.",
        },
        /// A language's pack is still on its way (the page switches to it when it arrives).
        LangLoading {
            de: "{lang} wird noch geladen; die Seite wechselt in diese Sprache, sobald sie da ist.",
            en: "{lang} is still loading; the page switches to it as soon as it has arrived.",
            fr: "{lang} est encore en cours de chargement\u{a0}; la page passera à cette langue dès son arrivée.",
            it: "{lang} è ancora in caricamento; la pagina passerà a questa lingua appena sarà arrivata.",
        },
        /// A language's pack could not be fetched.
        LangMissing {
            de: "{lang} konnte nicht geladen werden ({why}); die Seite bleibt bei ihrer Sprache.",
            en: "{lang} could not be loaded ({why}); the page keeps its language.",
            fr: "{lang} n'a pas pu être chargé ({why})\u{a0}; la page garde sa langue.",
            it: "{lang} non può essere caricato ({why}); la pagina mantiene la sua lingua.",
        },
        /// `game=` of the address names no game here ({v}: the value as given, quoted).
        ParamGame {
            de: "game={v} ist kein Spiel dieses Tisches; möglich: {ids}",
            en: "game={v} is not a game; use {ids}",
            fr: "game={v} n'est pas un jeu de cette table\u{a0}; possibles\u{a0}: {ids}",
            it: "game={v} non è un gioco di questo tavolo; possibili: {ids}",
        },
        /// `seats=` of the address holds something that is not a kind of seat.
        ParamSeatKind {
            de: "seats: {v} ist keine Art von Platz; möglich: human, bot-easy, bot-normal, bot-expert",
            en: "seats: {v} is not a seat kind; use human, bot-easy, bot-normal or bot-expert",
            fr: "seats\u{a0}: {v} n'est pas un genre de place\u{a0}; possibles\u{a0}: human, bot-easy, bot-normal, bot-expert",
            it: "seats: {v} non è un tipo di posto; possibili: human, bot-easy, bot-normal, bot-expert",
        },
        /// `seats=` of the address names too few or too many for the game.
        ParamSeatCount {
            de: "seats: {given} Plätze angegeben, {game} spielt man zu {min} bis {max}",
            en: "seats: {given} seats given; {game} needs {min} to {max}",
            fr: "seats\u{a0}: {given} places indiquées, {game} se joue de {min} à {max}",
            it: "seats: {given} posti indicati, {game} si gioca da {min} a {max}",
        },
        /// `speed=` of the address is not a speed.
        ParamSpeed {
            de: "speed={v} ist keine Geschwindigkeit; möglich: instant, fast, normal, slow",
            en: "speed={v} is not a speed; use instant, fast, normal or slow",
            fr: "speed={v} n'est pas une vitesse\u{a0}; possibles\u{a0}: instant, fast, normal, slow",
            it: "speed={v} non è una velocità; possibili: instant, fast, normal, slow",
        },
        /// `seed=` of the address is not a whole number that fits.
        ParamSeed {
            de: "seed={v} ist keine ganze Zahl von 0 bis {max}",
            en: "seed={v} is not a whole number from 0 to {max}",
            fr: "seed={v} n'est pas un nombre entier de 0 à {max}",
            it: "seed={v} non è un numero intero da 0 a {max}",
        },
        /// A language pack whose download failed.
        PackDownload {
            de: "der Download ist fehlgeschlagen (offline?)",
            en: "the download failed (offline?)",
            fr: "le téléchargement a échoué (hors ligne\u{a0}?)",
            it: "il download non è riuscito (offline?)",
        },
        /// A language pack the server answered with an HTTP status instead.
        PackStatus {
            de: "der Server antwortete {status}",
            en: "the server answered {status}",
            fr: "le serveur a répondu {status}",
            it: "il server ha risposto {status}",
        },
        /// A language pack far larger than any.
        PackTooLarge {
            de: "{kb} KB sind mehr, als ein Sprachpaket enthält (höchstens {max} KB)",
            en: "{kb} KB is more than a pack holds (at most {max} KB)",
            fr: "{kb} Ko, c'est plus que n'en contient un paquet de langue (au plus {max} Ko)",
            it: "{kb} KB sono più di quanto contenga un pacchetto di lingua (al massimo {max} KB)",
        },
        /// A language pack that is not JSON ({at}: where it stops being JSON).
        PackNotJson { de: "kein JSON ({at})", en: "not JSON ({at})", fr: "pas du JSON ({at})", it: "non è JSON ({at})" },
        /// A language pack of another language ({code}: the one asked for).
        PackOtherLang {
            de: "nicht das Paket für {code}",
            en: "not the {code} pack",
            fr: "pas le paquet {code}",
            it: "non il pacchetto {code}",
        },
        /// A language pack written for another build of the page.
        PackOtherBuild {
            de: "Tabelle {name} gehört zu einer anderen Version der Seite",
            en: "table {name} is for another build",
            fr: "la table {name} est d'une autre version de la page",
            it: "la tabella {name} è di un'altra versione della pagina",
        },
        /// Bad query parameters.
        LinkSettings {
            de: "Die Einstellungen dieses Links konnten nicht verwendet werden: {why}.",
            en: "This link's settings could not be used: {why}.",
            fr: "Les réglages de ce lien n'ont pas pu être utilisés\u{a0}: {why}.",
            it: "Le impostazioni di questo link non possono essere usate: {why}.",
        },
        /// A shared game was opened.
        SharedOpened {
            de: "Das ist das geteilte Spiel, an der Stelle, an der es geteilt wurde. Es geht auf diesem Gerät von hier aus weiter.",
            en: "This is the shared game, where it was shared. It goes on from here on this device.",
            fr: "Voici la partie partagée, là où elle a été partagée. Elle continue d'ici sur cet appareil.",
            it: "Questa è la partita condivisa, al punto in cui è stata condivisa. Continua da qui su questo dispositivo.",
        },
        /// A shared link could not be opened.
        SharedFailed {
            de: "Das geteilte Spiel konnte nicht geöffnet werden: {why}. Es wurde nichts verändert.",
            en: "The shared game could not be opened: {why}. Nothing was changed.",
            fr: "La partie partagée n'a pas pu être ouverte\u{a0}: {why}. Rien n'a été modifié.",
            it: "La partita condivisa non può essere aperta: {why}. Non è cambiato niente.",
        },
        // Playing by turns over links (`shell::by_turns`).
        /// A turn link of a game new to this device was opened.
        TurnOpened {
            de: "Dieses Spiel wird reihum gespielt. Bist du an der Reihe, übernimm deinen Platz und spiele; dann schicke das Spiel weiter.",
            en: "This game is played by turns. When it is your turn, take your seat and play; then send the game on.",
            fr: "Cette partie se joue à tour de rôle. Quand c'est votre tour, prenez votre place et jouez\u{a0}; puis envoyez la partie au suivant.",
            it: "Questa partita si gioca a turno. Quando tocca a te, prendi il tuo posto e gioca; poi invia la partita al prossimo.",
        },
        /// A newer turn link updated the device's copy.
        TurnUpdated {
            de: "Das Spiel auf diesem Gerät geht jetzt mit dem neuesten Zug aus diesem Link weiter.",
            en: "The game on this device goes on from this link now: the newest turn.",
            fr: "La partie sur cet appareil continue maintenant à partir de ce lien\u{a0}: le tour le plus récent.",
            it: "La partita su questo dispositivo ora continua da questo link: il turno più recente.",
        },
        /// The device has this very turn already.
        TurnSame {
            de: "Dieses Gerät hat diesen Zug schon: Das Spiel geht weiter, wie es hier steht.",
            en: "This device has this turn already: the game goes on as it stands here.",
            fr: "Cet appareil a déjà ce tour\u{a0}: la partie continue telle qu'elle est ici.",
            it: "Questo dispositivo ha già questo turno: la partita continua come è qui.",
        },
        /// An older turn link changed nothing.
        TurnOlder {
            de: "Dieser Link ist älter als das Spiel auf diesem Gerät: Es wurde nichts verändert.",
            en: "This link is older than the game on this device: nothing was changed.",
            fr: "Ce lien est plus ancien que la partie sur cet appareil\u{a0}: rien n'a été modifié.",
            it: "Questo link è più vecchio della partita su questo dispositivo: non è cambiato niente.",
        },
        /// A turn link contradicts the device's copy from action {n} on.
        TurnForks {
            de: "Dieser Link spaltet das Spiel bei Aktion {n}: Er widerspricht dem Spiel auf diesem Gerät, das bleibt, wie es ist. Das Spiel des Links liegt daneben bei den gespeicherten Spielen.",
            en: "This link forks the game at action {n}: it contradicts the game on this device, which stays as it is. The link's game is kept beside it among the saved games.",
            fr: "Ce lien fait bifurquer la partie à l'action {n}\u{a0}: il contredit la partie sur cet appareil, qui reste telle quelle. La partie du lien est gardée à côté, parmi les parties enregistrées.",
            it: "Questo link biforca la partita all'azione {n}: contraddice la partita su questo dispositivo, che resta com'è. La partita del link è conservata accanto, tra le partite salvate.",
        },
        /// A turn link without a game's id (after `SharedFailed`).
        TurnNoId {
            de: "Der Link beginnt nicht mit der Kennung eines Spiels",
            en: "the link does not start with a game's id",
            fr: "le lien ne commence pas par l'identifiant d'une partie",
            it: "il link non inizia con l'identificativo di una partita",
        },
        /// A turn link whose moves beside the record cannot be read (after `SharedFailed`).
        TurnPending {
            de: "die Züge nach dem Spielprotokoll sind nicht lesbar",
            en: "the moves after the record cannot be read",
            fr: "les coups après le relevé de partie sont illisibles",
            it: "le mosse dopo la registrazione non si possono leggere",
        },
        /// The setup's switch: the next game is played by turns over links.
        ByTurns {
            de: "Reihum über Links: jede Person an ihrem eigenen Gerät",
            en: "By turns over links: each person on their own device",
            fr: "À tour de rôle par liens\u{a0}: chaque personne sur son propre appareil",
            it: "A turno tramite link: ogni persona sul proprio dispositivo",
        },
        /// Under the setup's switch.
        ByTurnsHint {
            de: "Für Freunde, die nicht gleichzeitig online sind: Ist jemand anderes an der Reihe, gibt dir die Seite das Spiel als Link zum Weiterschicken. Bots spielen auf dem Gerät, das das Spiel gerade hat.",
            en: "For friends who are not online at the same time: when it is someone else's turn, the page gives you the game as a link to send them. Bots play on whichever device has the game.",
            fr: "Pour des amis qui ne sont pas en ligne en même temps\u{a0}: quand c'est le tour de quelqu'un d'autre, la page vous donne la partie sous forme de lien à lui envoyer. Les bots jouent sur l'appareil qui a la partie.",
            it: "Per amici che non sono online nello stesso momento: quando tocca a qualcun altro, la pagina ti dà la partita come link da inviargli. I bot giocano sul dispositivo che ha la partita.",
        },
        /// What by-turns play cannot prevent (the setup and the fairness panel).
        CannotPrevent {
            de: "Was reihum nicht zu verhindern ist: Wer denselben Link in einem anderen Browser (oder aus einer Kopie) öffnet, kann dort noch einmal würfeln, bis es ihm passt – am Link sieht man das nicht. Das Würfelglück jedes Spielers im Würfel-Reiter hilft beim Urteilen.",
            en: "What playing by turns cannot prevent: someone who opens the same link in another browser (or from a copy of it) can throw again there until the dice suit them, and the link does not show it. Each player's dice luck, under the dice tab, helps you judge.",
            fr: "Ce que le jeu à tour de rôle ne peut pas empêcher\u{a0}: quelqu'un qui ouvre le même lien dans un autre navigateur (ou depuis une copie) peut y relancer jusqu'à ce que les dés lui conviennent, et le lien ne le montre pas. La chance aux dés de chaque joueur, sous l'onglet des dés, vous aide à en juger.",
            it: "Cosa il gioco a turno non può impedire: chi apre lo stesso link in un altro browser (o da una sua copia) può lanciare di nuovo finché i dadi non gli vanno bene, e il link non lo mostra. La fortuna ai dadi di ogni giocatore, nella scheda dei dadi, aiuta a giudicare.",
        },
        /// The table waits for a person on another device.
        TurnWaits {
            de: "{name} ist an der Reihe. Schicke {name} das Spiel: zum Spielen des Zugs und Weiterschicken.",
            en: "It is {name}'s turn. Send {name} the game: they play their turn and send it on.",
            fr: "C'est le tour de {name}. Envoyez-lui la partie\u{a0}: {name} joue son tour et la fait suivre.",
            it: "Tocca a {name}. Invia la partita a {name}: gioca il suo turno e la invia al prossimo.",
        },
        /// The button that sends the turn link.
        SendTo { de: "An {name} schicken", en: "Send to {name}", fr: "Envoyer à {name}", it: "Invia a {name}" },
        /// The game by turns is over: its end goes to everyone.
        TurnOver {
            de: "Das Spiel ist aus. Schicke allen das Ende, damit jeder das ganze Spiel hat.",
            en: "The game is over. Send everyone its end, so each has the whole game.",
            fr: "La partie est terminée. Envoyez-en la fin à tous, pour que chacun ait toute la partie.",
            it: "La partita è finita. Invia a tutti la fine, così ognuno ha tutta la partita.",
        },
        /// The button that sends the end of a game by turns.
        SendToAll { de: "An alle schicken", en: "Send to everyone", fr: "Envoyer à tous", it: "Invia a tutti" },
        /// Offers the person due here to take their seat.
        ClaimHint {
            de: "Sitzt {name} an diesem Gerät? Dann spiele hier – das Gerät merkt sich den Platz für dieses Spiel.",
            en: "Is {name} at this device? Then play here: this device remembers the seat for this game.",
            fr: "{name} est-il à cet appareil\u{a0}? Alors jouez ici\u{a0}: cet appareil retient la place pour cette partie.",
            it: "{name} è a questo dispositivo? Allora gioca qui: il dispositivo ricorda il posto per questa partita.",
        },
        /// The button that takes a seat at this device.
        ClaimSeat { de: "Ich bin {name}", en: "I am {name}", fr: "Je suis {name}", it: "Sono {name}" },
        /// The label of the turn link's field.
        TurnLinkLabel { de: "Das Spiel bis jetzt, als Link", en: "The game so far, as a link", fr: "La partie jusqu'ici, sous forme de lien", it: "La partita finora, come link" },
        /// The fairness panel of a game by turns: where each throw came from.
        DrawnFresh {
            de: "Jeder Wurf wird auf dem Gerät des Werfenden gezogen, wenn er fällt; kein Link enthält die kommenden Würfel.",
            en: "Each throw is drawn on the thrower's device when it is made; no link holds the dice to come.",
            fr: "Chaque lancer est tiré sur l'appareil de qui lance, au moment où il est fait\u{a0}; aucun lien ne contient les dés à venir.",
            it: "Ogni lancio è estratto sul dispositivo di chi lancia, nel momento in cui avviene; nessun link contiene i dadi che verranno.",
        },
        /// The fairness panel's head over each player's dice.
        EachPlayersDice { de: "Die Würfel jedes Spielers", en: "Each player's dice", fr: "Les dés de chaque joueur", it: "I dadi di ogni giocatore" },
        /// One player's one throw, before their dice's verdict.
        PlayerThrow {
            de: "{name}: {throws} Wurf, {faces}.",
            en: "{name}: {throws} throw, {faces}.",
            fr: "{name}\u{a0}: {throws} lancer, {faces}.",
            it: "{name}: {throws} lancio, {faces}.",
        },
        /// One player's throws, before their dice's verdict.
        PlayerThrows {
            de: "{name}: {throws} Würfe, {faces}.",
            en: "{name}: {throws} throws, {faces}.",
            fr: "{name}\u{a0}: {throws} lancers, {faces}.",
            it: "{name}: {throws} lanci, {faces}.",
        },
        /// A save could not be read and was set aside.
        SaveSetAside {
            de: "Das gespeicherte Spiel war nicht lesbar und wurde beiseitegelegt ({why}). Also ein frischer Anfang!",
            en: "The saved game could not be read and was set aside ({why}). A fresh start, then!",
            fr: "La partie sauvegardée était illisible et a été mise de côté ({why}). Un nouveau départ, alors\u{a0}!",
            it: "La partita salvata non era leggibile ed è stata messa da parte ({why}). Si ricomincia, allora!",
        },
        /// A save could not be read nor set aside.
        SaveStuck {
            de: "Das gespeicherte Spiel war nicht lesbar ({why}) und konnte auch nicht beiseitegelegt werden ({e}): Es bleibt im Speicher des Browsers, bis es ersetzt wird.",
            en: "The saved game could not be read ({why}), and it could not be set aside either ({e}): it stays in the browser's storage until it is replaced.",
            fr: "La partie sauvegardée était illisible ({why}) et n'a pas pu être mise de côté non plus ({e})\u{a0}: elle reste dans le stockage du navigateur jusqu'à ce qu'elle soit remplacée.",
            it: "La partita salvata non era leggibile ({why}) e non è stato possibile nemmeno metterla da parte ({e}): resta nella memoria del browser finché non viene sostituita.",
        },
        /// A saved game another tab removed.
        SaveGone {
            de: "Dieses gespeicherte Spiel ist nicht mehr da (ein anderer Tab hat es vielleicht entfernt).",
            en: "That saved game is no longer here (another tab may have removed it).",
            fr: "Cette partie sauvegardée n'est plus là (un autre onglet l'a peut-être supprimée).",
            it: "Quella partita salvata non c'è più (forse un'altra scheda l'ha rimossa).",
        },
        /// Another tab moved the game on: this tab makes no move in it.
        OtherTab {
            de: "Dieses Spiel ging in einem anderen Tab weiter. Hier wird kein Zug mehr gemacht, damit keiner verloren geht.",
            en: "This game went on in another tab. No move is made here any more, so that none is lost.",
            fr: "Cette partie a continué dans un autre onglet. Plus aucun coup n'est joué ici, pour qu'aucun ne soit perdu.",
            it: "Questa partita è andata avanti in un'altra scheda. Qui non si fanno più mosse, perché nessuna vada persa.",
        },
        /// Loads the other tab's game.
        LoadOtherTab { de: "Spiel des anderen Tabs laden", en: "Load the other tab's game", fr: "Charger la partie de l'autre onglet", it: "Carica la partita dell'altra scheda" },
        /// The storage is full: the game goes on unsaved, and a saved game could make room.
        StorageFull {
            de: "Der Speicher des Browsers ist voll: Dieses Spiel wird gerade nicht gespeichert (es geht weiter, aber ein Neuladen würde es verlieren). Platz schafft das Entfernen eines gespeicherten Spiels, etwa: {game}.",
            en: "The browser's storage is full: this game is not being saved (it goes on, but a reload would lose it). Removing a saved game makes room, for example: {game}.",
            fr: "Le stockage du navigateur est plein\u{a0}: cette partie n'est pas sauvegardée pour l'instant (elle continue, mais un rechargement la perdrait). Supprimer une partie sauvegardée fait de la place, par exemple\u{a0}: {game}.",
            it: "La memoria del browser è piena: questa partita non viene salvata (continua, ma ricaricando la pagina andrebbe persa). Rimuovere una partita salvata fa spazio, per esempio: {game}.",
        },
        /// The storage is full, and no other saved game could make room.
        StorageFullNothing {
            de: "Der Speicher des Browsers ist voll: Dieses Spiel wird gerade nicht gespeichert (es geht weiter, aber ein Neuladen würde es verlieren). Es gibt kein anderes gespeichertes Spiel, das Platz machen könnte.",
            en: "The browser's storage is full: this game is not being saved (it goes on, but a reload would lose it). There is no other saved game that could make room.",
            fr: "Le stockage du navigateur est plein\u{a0}: cette partie n'est pas sauvegardée pour l'instant (elle continue, mais un rechargement la perdrait). Aucune autre partie sauvegardée ne peut faire de la place.",
            it: "La memoria del browser è piena: questa partita non viene salvata (continua, ma ricaricando la pagina andrebbe persa). Non c'è un'altra partita salvata che possa fare spazio.",
        },
        /// Removes the saved game a full storage's notice names.
        RemoveThatGame { de: "Dieses Spiel entfernen", en: "Remove that game", fr: "Supprimer cette partie", it: "Rimuovi quella partita" },
        /// A saved game, named in a notice: which game, who plays, how far it got.
        SavedGameNamed { de: "{game} ({players}; {how})", en: "{game} ({players}; {how})", fr: "{game} ({players}\u{a0}; {how})", it: "{game} ({players}; {how})" },
        /// Room was made: the game is saved again.
        SavedAgain {
            de: "Es ist wieder Platz: Dieses Spiel ist gespeichert.",
            en: "There is room again: this game is saved.",
            fr: "Il y a de nouveau de la place\u{a0}: cette partie est sauvegardée.",
            it: "C'è di nuovo spazio: questa partita è salvata.",
        },
        /// Why a save failed: the browser gives no storage.
        StorageOff { de: "der Browser gibt dieser Seite keinen Speicher", en: "the browser gives this page no storage", fr: "le navigateur ne donne pas de stockage à cette page", it: "il browser non dà memoria a questa pagina" },
        /// Why a save failed: the browser refused.
        StorageRefused { de: "der Browser hat das Speichern abgelehnt", en: "the browser refused to store it", fr: "le navigateur a refusé de l'enregistrer", it: "il browser si è rifiutato di salvarla" },
        /// Take-back was asked for with nothing to take back.
        NothingToTakeBack {
            de: "Es gibt nichts zurückzunehmen (ein Wurf wird nie zurückgenommen).",
            en: "There is nothing to take back (a throw is never taken back).",
            fr: "Il n'y a rien à annuler (un lancer n'est jamais annulé).",
            it: "Non c'è niente da annullare (un lancio non si annulla mai).",
        },
        /// The save failed.
        SaveFailed {
            de: "Dieses Spiel konnte nicht gespeichert werden ({why}): Es geht weiter, aber ein Neuladen würde es verlieren.",
            en: "This game could not be saved ({why}): it goes on, but a reload would lose it.",
            fr: "Cette partie n'a pas pu être sauvegardée ({why})\u{a0}: elle continue, mais un rechargement la perdrait.",
            it: "Questa partita non può essere salvata ({why}): continua, ma ricaricando la pagina andrebbe persa.",
        },

        // Phones at one table (a live table across phones).
        /// The seat card's button: invite a phone for this seat.
        InvitePhone { de: "Handy einladen", en: "Invite a phone", fr: "Inviter un téléphone", it: "Invita un telefono" },
        /// The invitation dialog's title.
        InviteTitle { de: "Ein Handy für {name} einladen", en: "Invite a phone for {name}", fr: "Inviter un téléphone pour {name}", it: "Invita un telefono per {name}" },
        /// How an invitation works.
        InviteHow {
            de: "Auf dem anderen Handy diesen Code mit der Kamera scannen oder den Link öffnen. Es zeigt dann eine Antwort: hier einfügen (oder ihren Code mit diesem Handy scannen).",
            en: "On the other phone, scan this code with the camera or open the link. It then shows an answer: paste it here (or scan its code with this phone).",
            fr: "Sur l'autre téléphone, scannez ce code avec l'appareil photo ou ouvrez le lien. Il affiche alors une réponse\u{a0}: collez-la ici (ou scannez son code avec ce téléphone).",
            it: "Sull'altro telefono inquadra questo codice con la fotocamera o apri il link. Mostrerà una risposta: incollala qui (o inquadra il suo codice con questo telefono).",
        },
        /// While the invitation is made.
        InviteMaking { de: "Die Einladung entsteht …", en: "Making the invitation…", fr: "Préparation de l'invitation…", it: "Preparo l'invito…" },
        /// The invitation link's label.
        InviteLinkLabel { de: "Einladungslink", en: "Invitation link", fr: "Lien d'invitation", it: "Link d'invito" },
        /// The answer field's label.
        AnswerLabel { de: "Antwort des anderen Handys", en: "The other phone's answer", fr: "Réponse de l'autre téléphone", it: "Risposta dell'altro telefono" },
        /// Takes the answer.
        AnswerSubmit { de: "Verbinden", en: "Connect", fr: "Connecter", it: "Connetti" },
        /// While the channel forms.
        Connecting { de: "Verbinde …", en: "Connecting…", fr: "Connexion…", it: "Connessione…" },
        /// The "different networks" switch.
        DifferentNetworks { de: "Verschiedene Netze", en: "Different networks", fr: "Réseaux différents", it: "Reti diverse" },
        /// What the switch costs.
        StunNote {
            de: "Fügt einen öffentlichen STUN-Server (von Google) hinzu, der die IP-Adresse jedes Handys sieht. Ohne ihn verlässt nichts den Raum: Die Handys brauchen dasselbe WLAN oder den Hotspot eines Handys.",
            en: "Adds one public STUN server (Google's), which sees each phone's IP address. Without it nothing leaves the room: the phones need the same Wi-Fi or one phone's hotspot.",
            fr: "Ajoute un serveur STUN public (celui de Google), qui voit l'adresse IP de chaque téléphone. Sans lui, rien ne sort de la pièce\u{a0}: les téléphones doivent partager le même Wi-Fi ou le partage de connexion d'un téléphone.",
            it: "Aggiunge un server STUN pubblico (di Google), che vede l'indirizzo IP di ogni telefono. Senza, nulla esce dalla stanza: i telefoni devono stare sulla stessa Wi-Fi o sull'hotspot di un telefono.",
        },
        /// When a connection does not form.
        CannotConnect {
            de: "Keine Verbindung? Manche WLANs halten Geräte voneinander fern: Nehmt den Hotspot eines Handys oder schaltet „Verschiedene Netze“ ein.",
            en: "No connection? Some Wi-Fi keeps devices apart: use one phone's hotspot instead, or switch on “Different networks”.",
            fr: "Pas de connexion\u{a0}? Certains Wi-Fi isolent les appareils\u{a0}: utilisez plutôt le partage de connexion d'un téléphone, ou activez «\u{a0}Réseaux différents\u{a0}».",
            it: "Nessuna connessione? Alcune Wi-Fi tengono separati i dispositivi: usate l'hotspot di un telefono, oppure attivate «Reti diverse».",
        },
        /// An answer link opened in another tab was passed to the tab with the invitation.
        AnswerPassed { de: "Antwort an den Tab mit der Einladung weitergegeben: Dieser Tab kann geschlossen werden.", en: "Answer passed to the tab with the invitation: this tab can be closed.", fr: "Réponse transmise à l'onglet de l'invitation\u{a0}: cet onglet peut être fermé.", it: "Risposta passata alla scheda con l'invito: questa scheda si può chiudere." },
        /// The join dialog's title.
        JoinTitle { de: "An einen Tisch setzen", en: "Join a table", fr: "Rejoindre une table", it: "Siediti a un tavolo" },
        /// How to give the answer back.
        JoinHow {
            de: "Zeige diese Antwort dem Gastgeber: Er scannt den Code oder fügt den Text ein.",
            en: "Show this answer to the host: they scan the code or paste the text.",
            fr: "Montrez cette réponse à l'hôte\u{a0}: il scanne le code ou colle le texte.",
            it: "Mostra questa risposta a chi ospita: inquadra il codice o incolla il testo.",
        },
        /// The answer's label.
        JoinAnswerLabel { de: "Deine Antwort", en: "Your answer", fr: "Votre réponse", it: "La tua risposta" },
        /// While the answer is made.
        JoinMaking { de: "Die Antwort entsteht …", en: "Making the answer…", fr: "Préparation de la réponse…", it: "Preparo la risposta…" },
        /// The channel is open, the table on its way.
        JoinOpen { de: "Verbunden: Der Tisch kommt …", en: "Connected: the table is on its way…", fr: "Connecté\u{a0}: la table arrive…", it: "Connesso: il tavolo sta arrivando…" },
        /// A phone seat's state: invited, not yet here.
        PhoneWaiting { de: "wartet auf das Handy", en: "waiting for the phone", fr: "attend le téléphone", it: "aspetta il telefono" },
        /// A phone seat's state: connected.
        PhoneOn { de: "am eigenen Handy", en: "on their phone", fr: "sur son téléphone", it: "sul suo telefono" },
        /// A phone seat's state: dropped.
        PhoneGone { de: "Handy getrennt", en: "phone dropped", fr: "téléphone déconnecté", it: "telefono disconnesso" },
        /// A fresh invitation for a dropped phone.
        Rejoin { de: "Neu einladen", en: "Invite again", fr: "Réinviter", it: "Invita di nuovo" },
        /// A bot plays the dropped phone's seat meanwhile.
        BotStandsIn { de: "Solange ein Bot", en: "A bot meanwhile", fr: "Un bot en attendant", it: "Un bot nel frattempo" },
        /// The seat waits for its phone again.
        WaitForPhone { de: "Auf das Handy warten", en: "Wait for the phone", fr: "Attendre le téléphone", it: "Aspetta il telefono" },
        /// A phone joined.
        PhoneJoined { de: "{name} spielt jetzt am eigenen Handy.", en: "{name} now plays on their own phone.", fr: "{name} joue maintenant sur son propre téléphone.", it: "{name} ora gioca sul proprio telefono." },
        /// A phone dropped.
        PhoneDropped {
            de: "Das Handy von {name} ist getrennt. Neu einladen, oder solange einen Bot spielen lassen; das Spiel geht nicht verloren.",
            en: "{name}'s phone dropped. Invite it again, or let a bot play meanwhile; the game is not lost.",
            fr: "Le téléphone de {name} s'est déconnecté. Réinvitez-le, ou laissez un bot jouer en attendant\u{a0}; la partie n'est pas perdue.",
            it: "Il telefono di {name} si è disconnesso. Invitalo di nuovo o lascia giocare un bot nel frattempo; la partita non è persa.",
        },
        /// The host is gone (on a guest).
        HostLost {
            de: "Das Handy des Gastgebers antwortet nicht mehr. Das Spiel ist auf diesem Handy gespeichert: Hier allein weiterspielen, oder auf eine neue Einladung warten.",
            en: "The host's phone is not answering. The game is saved on this phone: continue here alone, or wait for a new invitation.",
            fr: "Le téléphone de l'hôte ne répond plus. La partie est sauvegardée sur ce téléphone\u{a0}: continuez ici seul, ou attendez une nouvelle invitation.",
            it: "Il telefono di chi ospita non risponde più. La partita è salvata su questo telefono: continua qui da solo o aspetta un nuovo invito.",
        },
        /// Plays on alone (a guest whose host is gone).
        ContinueHere { de: "Auf diesem Handy weiterspielen", en: "Continue on this phone", fr: "Continuer sur ce téléphone", it: "Continua su questo telefono" },
        /// The host refused: another seat.
        RefusedNotYourSeat { de: "Dieser Platz wird nicht von diesem Handy gespielt.", en: "That seat is not played from this phone.", fr: "Cette place n'est pas jouée depuis ce téléphone.", it: "Quel posto non si gioca da questo telefono." },
        /// The host refused: an older question.
        RefusedStale { de: "Diese Frage war schon beantwortet; der Tisch ist weiter.", en: "That question was already answered; the table has moved on.", fr: "Cette question avait déjà sa réponse\u{a0}; la table a avancé.", it: "Quella domanda aveva già una risposta; il tavolo è andato avanti." },
        /// The host refused: damaged.
        RefusedUnreadable { de: "Der Zug kam beschädigt an und wurde nicht gespielt.", en: "The move arrived damaged and was not played.", fr: "Le coup est arrivé abîmé et n'a pas été joué.", it: "La mossa è arrivata danneggiata e non è stata giocata." },
        /// The host refused: against the rules.
        RefusedIllegal { de: "Der Gastgeber hat diesen Zug nicht zugelassen: Er ist jetzt nicht erlaubt.", en: "The host did not play that move: it is not allowed now.", fr: "L'hôte n'a pas joué ce coup\u{a0}: il n'est pas permis maintenant.", it: "Chi ospita non ha giocato questa mossa: ora non è consentita." },
        /// The host refused: not asked.
        RefusedNotAsked { de: "Dieser Platz ist gerade nicht gefragt.", en: "That seat is not being asked now.", fr: "Cette place n'est pas interrogée maintenant.", it: "Quel posto ora non è interpellato." },
        /// A guest's copy went astray.
        LiveAstray { de: "Dieses Handy war aus dem Takt; der Gastgeber schickt den Tisch neu.", en: "This phone fell out of step; the host sends the table again.", fr: "Ce téléphone s'est désynchronisé\u{a0}; l'hôte renvoie la table.", it: "Questo telefono è andato fuori passo; chi ospita rimanda il tavolo." },
        /// The host reported dice the draw does not give.
        LiveUnfair {
            de: "Der Gastgeber hat Würfel gemeldet, die sich aus den Geheimnissen der Handys nicht ergeben: Dieser Wurf ist nicht fair.",
            en: "The host reported dice that the phones' secrets do not give: this throw is not fair.",
            fr: "L'hôte a annoncé des dés que les secrets des téléphones ne donnent pas\u{a0}: ce lancer n'est pas équitable.",
            it: "Chi ospita ha annunciato dadi che i segreti dei telefoni non danno: questo lancio non è equo.",
        },
        /// No WebRTC here.
        NoWebRtc { de: "Dieser Browser kann keine Handys verbinden (kein WebRTC).", en: "This browser cannot connect phones (no WebRTC).", fr: "Ce navigateur ne peut pas relier de téléphones (pas de WebRTC).", it: "Questo browser non può collegare telefoni (niente WebRTC)." },
        /// The browser refused a step.
        BrowserRefusedConnection { de: "Der Browser hat die Verbindung abgelehnt. Bitte noch einmal einladen.", en: "The browser refused the connection. Please invite again.", fr: "Le navigateur a refusé la connexion. Veuillez inviter à nouveau.", it: "Il browser ha rifiutato la connessione. Invita di nuovo." },
        /// A code's character is wrong.
        CodeCharacter { de: "Zeichen {n} („{c}“) gehört zu keinem Code.", en: "Character {n} (“{c}”) is not part of any code.", fr: "Le caractère {n} («\u{a0}{c}\u{a0}») ne fait partie d'aucun code.", it: "Il carattere {n} («{c}») non fa parte di alcun codice." },
        /// A code is far too long.
        CodeTooLong { de: "{n} Zeichen sind viel zu lang für einen Code.", en: "{n} characters are far too long for a code.", fr: "{n} caractères, c'est bien trop long pour un code.", it: "{n} caratteri sono troppi per un codice." },
        /// A code of another version.
        CodeVersion { de: "Dieser Code stammt von einer anderen Version dieser Seite.", en: "This code comes from another version of this page.", fr: "Ce code vient d'une autre version de cette page.", it: "Questo codice viene da un'altra versione di questa pagina." },
        /// A code cut or changed.
        CodeDamaged { de: "Dieser Code ist beschädigt oder unvollständig: bitte ganz einfügen.", en: "This code is damaged or cut short: paste it whole.", fr: "Ce code est abîmé ou incomplet\u{a0}: collez-le en entier.", it: "Questo codice è danneggiato o incompleto: incollalo per intero." },
        /// An invitation where an answer belongs, or the other way round.
        CodeWrongKind { de: "Das ist kein Code für diesen Schritt (Einladung und Antwort vertauscht?).", en: "This is not a code for this step (invitation and answer swapped?).", fr: "Ce n'est pas le code de cette étape (invitation et réponse inversées\u{a0}?).", it: "Non è il codice di questo passo (invito e risposta scambiati?)." },
        /// The fairness panel at a live table.
        DrawnByPhones {
            de: "Jeder Wurf wird von allen {n} Handys gemeinsam gezogen: Jedes legt ein Geheimnis bei, die Würfel ergeben sich aus allen, also kann kein Handy – auch nicht das des Gastgebers – einen Wurf wählen oder vorhersehen. Jedes Handy prüft jeden Wurf.",
            en: "Each throw is drawn by all {n} phones together: each adds a secret and the dice come from all of them, so no phone, not even the host's, can choose or foresee a throw. Every phone checks every throw.",
            fr: "Chaque lancer est tiré par les {n} téléphones ensemble\u{a0}: chacun ajoute un secret et les dés viennent de tous, donc aucun téléphone, pas même celui de l'hôte, ne peut choisir ni prévoir un lancer. Chaque téléphone vérifie chaque lancer.",
            it: "Ogni lancio è estratto da tutti i {n} telefoni insieme: ciascuno aggiunge un segreto e i dadi vengono da tutti, quindi nessun telefono, nemmeno quello di chi ospita, può scegliere o prevedere un lancio. Ogni telefono controlla ogni lancio.",
        },
    }
}

/// A seat's name as the page shows it: the names the app gives people ("You", "Player 2")
/// in the page's language, any other name as typed. Saves and records keep the English
/// default names, so a game shared across languages reads right on both ends.
pub fn shown_name(name: &str, lang: Lang) -> String {
    if name == "You" {
        return W::You.get(lang).to_string();
    }
    match name
        .strip_prefix("Player ")
        .filter(|n| n.parse::<u32>().is_ok())
    {
        Some(n) => W::PlayerN.fill(lang, &[("n", n)]),
        None => name.to_string(),
    }
}

/// "Throw 3 dice" in `lang`, the plural by the language's rule.
pub fn throw_dice(lang: Lang, n: u8) -> String {
    let key = lang.pick(i64::from(n), W::ThrowOne, W::ThrowN);
    key.fill(lang, &[("n", &n.to_string())])
}

/// Names in a list: "Kelly", "Kelly and Diego", "Kelly, Diego and Finn" (in `lang`).
pub fn list(names: &[String], lang: Lang) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{}{}{last}", init.join(", "), W::And.get(lang)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_has_four_languages_with_the_same_slots() {
        crate::shell::lang::check_table(W::ALL, W::get);
    }

    #[test]
    fn the_loading_shell_speaks_the_app_s_words() {
        // index.html paints the tagline before the app arrives, in the page's language; the
        // app then shows its own: the two must say the same or the page changes as it loads.
        let html = include_str!("../../index.html");
        for lang in Lang::ALL {
            let tagline = W::PechvogelTagline.get(lang);
            assert!(
                html.contains(&format!("{}: ['{tagline}'", lang.code())),
                "index.html's {lang:?} tagline differs from W::PechvogelTagline"
            );
        }
    }

    #[test]
    fn default_names_speak_the_language() {
        assert_eq!(shown_name("You", Lang::De), "Du");
        assert_eq!(shown_name("Player 2", Lang::It), "Giocatore 2");
        assert_eq!(shown_name("Player two", Lang::Fr), "Player two");
        assert_eq!(shown_name("Thea", Lang::Fr), "Thea");
        assert_eq!(shown_name("You", Lang::En), "You");
    }

    #[test]
    fn the_throw_button_counts_one_die_and_several_dice() {
        let said = |lang| [1, 2, 8].map(|n| throw_dice(lang, n));
        assert_eq!(
            said(Lang::En),
            ["Throw 1 die", "Throw 2 dice", "Throw 8 dice"]
        );
        assert_eq!(
            said(Lang::De),
            ["1 Würfel werfen", "2 Würfel werfen", "8 Würfel werfen"]
        );
        assert_eq!(
            said(Lang::Fr),
            ["Lancer 1 dé", "Lancer 2 dés", "Lancer 8 dés"]
        );
        assert_eq!(
            said(Lang::It),
            ["Lancia 1 dado", "Lancia 2 dadi", "Lancia 8 dadi"]
        );
    }

    #[test]
    fn lists_join_with_the_language_s_and() {
        let names = ["Kelly", "Diego", "Finn"].map(String::from);
        assert_eq!(list(&names, Lang::En), "Kelly, Diego and Finn");
        assert_eq!(list(&names[..2], Lang::De), "Kelly und Diego");
        assert_eq!(list(&names[..1], Lang::Fr), "Kelly");
    }
}
