//! How to play Pechvogel, and the rulebook's examples as guided replays
//! ([`crate::shell::lesson`]): the words in the four rulebooks' own terms (DE Pechplatte,
//! Zielzahl, Punktemarker, Frustrat, Frust abbauen, Rabgier, Tischmitte; FR plateau,
//! objectif, tuile Gain, marqueur Poisse, porter / chasser la poisse, gourmandise; IT
//! tavoletta, valore buono, posta, iella, fare lo iettatore / esorcizzare la iella,
//! ingordigia), the records in RULES.md's format.

use crate::shell::lang::{words, Lang};
use crate::shell::lesson::{Lesson, Picture, Section};

words! {
    /// A text of Pechvogel's how to play and of its rulebook lessons.
    pub enum L {
        // How to play: the goal.
        /// The goal's title.
        GoalTitle { de: "Worum es geht", en: "What it's about", fr: "Le but du jeu", it: "Lo scopo del gioco" },
        /// What you collect and what you avoid.
        GoalCollect {
            de: "Sammle Punktemarker (3 bis 7 Punkte) und halte dir die Frustrate vom Leib: Jedes Frustrat kostet am Ende Punkte.",
            en: "Collect score markers (worth 3 to 7 points) and keep away from frustrations: each one costs you points at the end.",
            fr: "Gagnez des tuiles Gain (de 3 à 7 points) et évitez les marqueurs Poisse\u{a0}: chacun vous fait perdre des points à la fin.",
            it: "Raccogli le poste (da 3 a 7 punti) e stai alla larga dalla iella: ogni tocchetto di iella ti costa punti alla fine.",
        },
        /// The dice.
        GoalDice {
            de: "Ihr würfelt reihum mit sieben Würfeln. Sie zeigen die Zahlen 3 bis 7 und einen Raben \u{2013} und der bringt Pech.",
            en: "You take turns throwing seven dice. They show the numbers 3 to 7 and a raven \u{2013} and the raven brings bad luck.",
            fr: "Chacun à son tour lance sept dés. Ils montrent les valeurs 3 à 7 et un corbeau \u{2013} et le corbeau porte malheur.",
            it: "A turno si lanciano sette dadi. Mostrano i numeri da 3 a 7 e un corvo \u{2013} e il corvo porta sfortuna.",
        },

        // How to play: the first throw.
        /// The first throw's title.
        TargetTitle { de: "Der erste Wurf: deine Zielzahl", en: "The first throw: your target", fr: "Le premier lancer\u{a0}: votre objectif", it: "Il primo lancio: i tuoi dadi buoni" },
        /// Choosing the target.
        TargetChoose {
            de: "Wirf alle sieben Würfel. Such dir eine Zahl aus, die gefallen ist: Das ist deine Zielzahl für diesen Zug. Alle Würfel mit dieser Zahl kommen auf die Pechplatte.",
            en: "Throw all seven dice. Choose one number you threw: that is your target for this turn. All dice showing it go onto the board.",
            fr: "Lancez les sept dés. Choisissez une des valeurs obtenues\u{a0}: c'est votre objectif pour ce tour. Tous les dés de cette valeur vont sur le plateau.",
            it: "Lancia tutti e sette i dadi. Scegli uno dei numeri usciti: per questo turno è il tuo valore buono. Tutti i dadi con quel numero vanno sulla tavoletta.",
        },
        /// Four of the target, and no change.
        TargetFour {
            de: "Du willst vier Würfel deiner Zielzahl sammeln. Umentscheiden darfst du dich in diesem Zug nicht mehr.",
            en: "You want to collect four dice of your target. You can't change it later in the turn.",
            fr: "Vous voulez réunir quatre dés de votre objectif. Vous ne pouvez plus en changer pendant ce tour.",
            it: "Il tuo scopo è avere quattro dadi buoni sulla tavoletta. Il valore scelto non si può più cambiare in questo turno.",
        },

        // How to play: throwing on.
        /// Throwing on's title.
        ThrowOnTitle { de: "Weiterwürfeln und Raben", en: "Throwing on, and the ravens", fr: "Relancer, et les corbeaux", it: "Rilanciare, e i corvi" },
        /// Ravens go to the board.
        ThrowOnRavens {
            de: "Nach jedem Wurf kommen auch alle Raben auf die Pechplatte. Drei davon willst du auf keinen Fall haben.",
            en: "After every throw, all ravens go onto the board as well. Three of them is exactly what you don't want.",
            fr: "Après chaque lancer, tous les corbeaux vont aussi sur le plateau. Surtout, évitez d'en avoir trois.",
            it: "Dopo ogni lancio anche tutti i corvi vanno sulla tavoletta. Tre corvi sono proprio ciò che vuoi evitare.",
        },
        /// Throwing until a result.
        ThrowOnUntil {
            de: "Wirf die übrigen Würfel immer wieder, bis vier Zielzahlen oder drei Raben auf der Pechplatte liegen. Vorher aufhören darfst du nicht.",
            en: "Keep throwing the remaining dice until there are four of your target or three ravens on the board. You can't stop before that.",
            fr: "Relancez les dés restants jusqu'à avoir quatre dés de votre objectif ou trois corbeaux sur le plateau. Vous ne pouvez pas vous arrêter avant.",
            it: "Rilancia i dadi rimasti finché sulla tavoletta non ci sono quattro dadi buoni o tre corvi. Prima non puoi fermarti.",
        },
        /// A throw where nothing happens.
        ThrowOnNothing {
            de: "Ein Wurf ohne Zielzahl und ohne Raben ändert nichts \u{2013} immerhin ist nichts Schlechtes passiert.",
            en: "A throw with neither your target nor a raven changes nothing \u{2013} at least nothing bad happened.",
            fr: "Un lancer sans objectif ni corbeau ne change rien \u{2013} au moins, il ne vous arrive rien de mal.",
            it: "Un lancio senza dadi buoni né corvi non cambia niente \u{2013} almeno non è successo niente di male.",
        },

        // How to play: the end of a turn.
        /// The end of a turn's title.
        EndTurnTitle { de: "Zugende: Punktemarker oder Frustrat", en: "End of the turn: a marker or a frustration", fr: "Fin du tour\u{a0}: tuile Gain ou marqueur Poisse", it: "Fine del turno: posta o iella" },
        /// Four of the target: a marker, or a steal.
        EndTurnMarker {
            de: "Vier Zielzahlen: Nimm dir einen Punktemarker dieses Werts aus der Tischmitte. Oder klau ihn einem Mitspieler \u{2013} dann kommt ein Punktemarker deiner Wahl aus der Tischmitte in die Schachtel.",
            en: "Four of your target: take a score marker of that number from the middle. Or steal one from an opponent \u{2013} then a marker of your choice goes from the middle into the box.",
            fr: "Quatre dés de votre objectif\u{a0}: prenez une tuile Gain de cette valeur au milieu de la table. Ou volez-la à un adversaire \u{2013} vous remettez alors une tuile Gain de votre choix du milieu dans la boîte.",
            it: "Quattro dadi buoni: prendi una posta di quel valore dal centro del tavolo. Oppure rubala a un altro giocatore \u{2013} allora una posta a tua scelta passa dal centro alla scatola.",
        },
        /// Three ravens: a frustration.
        EndTurnRavens {
            de: "Drei Raben: Nimm dir ein Frustrat aus dem Vorrat. Passiert beides zugleich, bekommst du beides.",
            en: "Three ravens: take a frustration from the supply. If both happen at once, you get both.",
            fr: "Trois corbeaux\u{a0}: prenez un marqueur Poisse dans la réserve. Si les deux arrivent en même temps, vous avez les deux.",
            it: "Tre corvi: prendi una iella dalla riserva. Se capitano tutte e due le cose insieme, prendi sia la posta sia la iella.",
        },
        /// Passing the dice.
        EndTurnPass {
            de: "Dann gibst du die Würfel an deinen linken Nachbarn weiter.",
            en: "Then pass the dice to the player on your left.",
            fr: "Puis passez les dés à votre voisin de gauche.",
            it: "Poi passa i dadi al giocatore alla tua sinistra.",
        },

        // How to play: greed.
        /// Greed's title.
        GreedTitle { de: "Rabgier: Murphy", en: "Greed: Murphy", fr: "Gourmandise\u{a0}: Murphy", it: "Ingordigia: Murphy" },
        /// When you are greedy.
        GreedWhen {
            de: "Mehr als vier Zielzahlen oder mehr als drei Raben auf der Pechplatte sind Rabgier: Du nimmst dir zusätzlich Murphy \u{2013} aus der Tischmitte oder von dem, der ihn gerade hat.",
            en: "Having more than four of your target, or more than three ravens, on the board is greedy: you also take Murphy \u{2013} from the middle or from whoever has him.",
            fr: "Avoir plus de quatre dés de votre objectif ou plus de trois corbeaux sur le plateau, c'est de la gourmandise\u{a0}: vous prenez aussi Murphy \u{2013} au milieu de la table ou chez celui qui l'a.",
            it: "Più di quattro dadi buoni, o più di tre corvi, sulla tavoletta: sei stato ingordo! Prendi anche Murphy \u{2013} dal centro del tavolo o da chi ce l'ha.",
        },
        /// What Murphy costs.
        GreedCost {
            de: "Murphy allein kostet nichts. Aber wer ihn am Ende hat, verliert für jedes Frustrat 7 statt 3 Punkte.",
            en: "Murphy costs nothing by himself. But whoever holds him at the end loses 7 points for each frustration instead of 3.",
            fr: "Murphy seul ne coûte rien. Mais celui qui l'a à la fin perd 7 points par marqueur Poisse au lieu de 3.",
            it: "Murphy da solo non costa nulla. Ma chi ce l'ha a fine partita perde 7 punti per ogni iella invece di 3.",
        },

        // How to play: frustrations.
        /// Frustrations' title.
        RerollTitle { de: "Frustrieren und Frust abbauen", en: "Frustrating and reducing frustration", fr: "Porter et chasser la poisse", it: "Fare lo iettatore ed esorcizzare la iella" },
        /// Frustrating.
        RerollFrustrate {
            de: "Einmal pro Zug dürfen dich die Mitspieler frustrieren: Wer will, legt eines seiner Frustrate auf die Pechplatte, und du musst deinen letzten Wurf wiederholen.",
            en: "Once per turn your opponents may frustrate you: whoever wants to puts one of their frustrations on the board, and you must reroll your last throw.",
            fr: "Une fois par tour, vos adversaires peuvent vous porter la poisse\u{a0}: qui le veut pose un de ses marqueurs Poisse sur le plateau, et vous devez recommencer votre dernier lancer.",
            it: "Una volta per turno gli altri possono fare gli iettatori: chi vuole mette un suo tocchetto di iella sulla tavoletta, e tu devi rilanciare il tuo ultimo lancio.",
        },
        /// Who gets the frustrations on the board.
        RerollPayBack {
            de: "Endet dein Zug dann mit drei Raben, bekommst du alle Frustrate von der Pechplatte. Sonst bekommt jeder sein Frustrat zurück und von dir noch eines dazu.",
            en: "If your turn then ends with three ravens, you take all the frustrations on the board. Otherwise each frustrator gets theirs back, plus one from you.",
            fr: "Si votre tour finit alors avec trois corbeaux, vous récupérez tous les marqueurs Poisse du plateau. Sinon, chacun reprend le sien, et vous lui en donnez un de plus.",
            it: "Se poi finisci il turno con tre corvi, tutta la iella sulla tavoletta diventa tua. Altrimenti ognuno si riprende la sua, e tu gliene regali una in più.",
        },
        /// Reducing frustration.
        RerollReduce {
            de: "Einmal pro Zug darfst du auch selbst Frust abbauen: Leg eines deiner Frustrate in den Vorrat zurück und wiederhole deinen letzten Wurf.",
            en: "Once per turn you may also reduce frustration yourself: return one of your frustrations to the supply and reroll your last throw.",
            fr: "Une fois par tour, vous pouvez aussi chasser la poisse vous-même\u{a0}: remettez un de vos marqueurs Poisse dans la réserve et recommencez votre dernier lancer.",
            it: "Una volta per turno puoi anche esorcizzare la iella: rimetti un tuo tocchetto di iella nella riserva e rilancia il tuo ultimo lancio.",
        },
        /// When neither is allowed.
        RerollNever {
            de: "Beides geht nie nach dem ersten Wurf, nach einem rabgierigen Wurf oder nach einem Wurf ganz ohne Zielzahl und Raben.",
            en: "Neither is allowed on the first throw, on a greedy throw, or on a throw with no target and no raven.",
            fr: "Impossible sur le premier lancer, sur un lancer trop gourmand ou sur un lancer sans objectif ni corbeau.",
            it: "Nessuna delle due cose è possibile sul primo lancio, su un lancio da ingordo o su un lancio senza dadi buoni né corvi.",
        },

        // How to play: the end.
        /// The end's title.
        EndTitle { de: "Spielende und Wertung", en: "The end and the score", fr: "Fin de la partie et score", it: "Fine della partita e punteggio" },
        /// When the game ends.
        EndWhen {
            de: "Das Spiel endet, sobald kein Punktemarker mehr in der Tischmitte liegt.",
            en: "The game ends as soon as no score marker is left in the middle.",
            fr: "La partie s'arrête dès qu'il ne reste plus de tuile Gain au milieu de la table.",
            it: "La partita finisce appena non ci sono più poste al centro del tavolo.",
        },
        /// How the score is counted.
        EndScore {
            de: "Punktemarker zählen ihren Wert, jedes Frustrat \u{2212}3 (mit Murphy \u{2212}7). Wer die meisten Punkte hat, gewinnt \u{2013} auch unter null.",
            en: "Score markers count their value, each frustration \u{2212}3 (\u{2212}7 with Murphy). The most points wins \u{2013} even below zero.",
            fr: "Chaque tuile Gain rapporte sa valeur, chaque marqueur Poisse \u{2212}3 (\u{2212}7 avec Murphy). Celui qui a le plus de points l'emporte \u{2013} même en dessous de zéro.",
            it: "Ogni posta vale il suo numero, ogni iella \u{2212}3 (\u{2212}7 con Murphy). Vince chi ha più punti \u{2013} anche sotto zero.",
        },

        // The lesson of Umberto, Thea and Kelly.
        /// Its title.
        UmbertoTitle { de: "Umberto, Thea und Kelly", en: "Umberto, Thea and Kelly", fr: "Umberto, Thea et Kelly", it: "Umberto, Thea e Kelly" },
        /// Before anything.
        Umberto0 {
            de: "Umberto beginnt das Spiel: Er wirft die sieben Würfel.",
            en: "Umberto starts the game: he throws the seven dice.",
            fr: "Umberto entame la partie\u{a0}: il lance les sept dés.",
            it: "Umberto inizia a giocare: lancia i sette dadi.",
        },
        /// After his first throw.
        Umberto1 {
            de: "Zwei 7er, zwei Raben, eine 3, eine 4 und eine 5. Die Raben kommen sofort auf die Pechplatte.",
            en: "Two 7s, two ravens, a 3, a 4 and a 5. The ravens go onto the board at once.",
            fr: "Deux 7, deux corbeaux, un 3, un 4 et un 5. Les corbeaux vont tout de suite sur le plateau.",
            it: "Due 7, due corvi, un 3, un 4 e un 5. I corvi vanno subito sulla tavoletta.",
        },
        /// After his target.
        Umberto2 {
            de: "Umberto wählt die Zielzahl 7: Seine zwei 7er kommen zu den Raben auf die Pechplatte. Drei Würfel bleiben übrig.",
            en: "Umberto chooses 7 as his target: his two 7s go onto the board with the ravens. Three dice are left.",
            fr: "Umberto choisit le 7 comme objectif\u{a0}: ses deux 7 rejoignent les corbeaux sur le plateau. Il reste trois dés.",
            it: "Umberto sceglie il 7 come valore buono: i suoi due 7 vanno sulla tavoletta insieme ai corvi. Restano tre dadi.",
        },
        /// After his second throw.
        Umberto3 {
            de: "Er wirft eine 6 und zwei 7er: vier 7er und nur zwei Raben! Noch hat niemand ein Frustrat, also kann ihn keiner frustrieren.",
            en: "He throws a 6 and two 7s: four 7s and only two ravens! Nobody holds a frustration yet, so nobody can frustrate him.",
            fr: "Il obtient un 6 et deux 7\u{a0}: quatre 7 et seulement deux corbeaux\u{a0}! Personne n'a encore de marqueur Poisse, donc personne ne peut lui porter la poisse.",
            it: "Ottiene un 6 e due 7: quattro 7 e soltanto due corvi! Nessuno ha ancora della iella, quindi nessuno può fare lo iettatore.",
        },
        /// After his claim.
        Umberto4 {
            de: "Umberto nimmt sich einen 7er-Punktemarker aus der Tischmitte und gibt die Würfel an Thea weiter.",
            en: "Umberto takes a 7 score marker from the middle and passes the dice to Thea.",
            fr: "Umberto prend une tuile Gain de 7 au milieu de la table et passe les dés à sa voisine Thea.",
            it: "Umberto prende una posta da sette dal centro del tavolo e passa i dadi alla sua vicina, Thea.",
        },
        /// After Thea's first throw.
        Umberto5 {
            de: "Thea wirft gleich drei Raben! Eine Zielzahl muss sie trotzdem wählen.",
            en: "Thea throws three ravens straight away! She still has to choose a target.",
            fr: "Thea obtient directement trois corbeaux\u{a0}! Elle doit quand même choisir un objectif.",
            it: "Thea ottiene tre corvi al primo colpo! Deve comunque scegliere un valore buono.",
        },
        /// After Thea's target.
        Umberto6 {
            de: "Sie wählt die 3. Mit drei Raben ist ihr Zug vorbei: Sie nimmt sich ein Frustrat aus dem Vorrat und gibt die Würfel an Kelly weiter.",
            en: "She chooses 3. With three ravens her turn is over: she takes a frustration from the supply and passes the dice to Kelly.",
            fr: "Elle choisit le 3. Avec trois corbeaux, son tour est fini\u{a0}: elle prend un marqueur Poisse dans la réserve et passe les dés à Kelly.",
            it: "Sceglie il 3. Con tre corvi il suo turno è finito: prende una iella dalla riserva e passa i dadi a Kelly.",
        },

        // The lesson of Kelly, Diego and Finn.
        /// Its title.
        KellyTitle { de: "Kelly, Diego und Finn", en: "Kelly, Diego and Finn", fr: "Kelly, Diego et Finn", it: "Kelly, Diego e Finn" },
        /// The scene.
        Kelly0 {
            de: "Kelly, Diego und Finn haben schon je zwei Frustrate. Kelly ist am Zug: Sie wirft die sieben Würfel.",
            en: "Kelly, Diego and Finn already hold two frustrations each. It's Kelly's turn: she throws the seven dice.",
            fr: "Kelly, Diego et Finn ont déjà deux marqueurs Poisse chacun. C'est au tour de Kelly\u{a0}: elle lance les sept dés.",
            it: "Kelly, Diego e Finn hanno già due tocchetti di iella a testa. Tocca a Kelly: lancia i sette dadi.",
        },
        /// After her first throw.
        Kelly1 {
            de: "Zwei 6er und zwei Raben. Die Raben kommen auf die Pechplatte.",
            en: "Two 6s and two ravens. The ravens go onto the board.",
            fr: "Deux 6 et deux corbeaux. Les corbeaux vont sur le plateau.",
            it: "Due 6 e due corvi. I corvi vanno sulla tavoletta.",
        },
        /// After her target.
        Kelly2 {
            de: "Kelly wählt die Zielzahl 6: Zwei 6er liegen auf der Pechplatte, drei Würfel bleiben übrig.",
            en: "Kelly chooses 6 as her target: two 6s are on the board, three dice are left.",
            fr: "Kelly choisit le 6 comme objectif\u{a0}: deux 6 sont sur le plateau, il reste trois dés.",
            it: "Kelly sceglie il 6 come valore buono: due 6 sono sulla tavoletta, restano tre dadi.",
        },
        /// After her two more 6s.
        Kelly3 {
            de: "Sie wirft zwei weitere 6er \u{2013} vier 6er brächten ihr einen Punktemarker. Doch diesen Wurf dürfen die anderen frustrieren.",
            en: "She throws two more 6s \u{2013} four 6s would win her a score marker. But the others may frustrate this throw.",
            fr: "Elle obtient deux autres 6 \u{2013} quatre 6 lui rapporteraient une tuile Gain. Mais les autres peuvent lui porter la poisse sur ce lancer.",
            it: "Ne lancia altri due \u{2013} quattro 6 le farebbero vincere una posta. Ma su questo lancio gli altri possono fare gli iettatori.",
        },
        /// After Diego and Finn frustrate.
        Kelly4 {
            de: "Diego frustriert sie, Finn schließt sich an: Jeder legt ein Frustrat auf die Pechplatte. Kelly muss ihren letzten Wurf wiederholen, die zwei 6er kommen wieder herunter.",
            en: "Diego frustrates her and Finn joins in: each puts a frustration on the board. Kelly must reroll her last throw, so the two 6s come off the board again.",
            fr: "Diego lui porte la poisse et Finn l'imite\u{a0}: chacun pose un marqueur Poisse sur le plateau. Kelly doit recommencer son dernier lancer\u{a0}: les deux 6 quittent le plateau.",
            it: "Diego fa lo iettatore e Finn si associa: ognuno mette un tocchetto di iella sulla tavoletta. Kelly deve rilanciare il suo ultimo lancio: i due 6 tornano in gioco.",
        },
        /// After the third raven.
        Kelly5 {
            de: "Ein dritter Rabe! Damit würde ihr Zug mit drei Raben enden, und sie bekäme beide Frustrate von der Pechplatte.",
            en: "A third raven! Her turn would end with three ravens, and she would get both frustrations from the board.",
            fr: "Un troisième corbeau\u{a0}! Son tour finirait avec trois corbeaux, et elle récupérerait les deux marqueurs Poisse du plateau.",
            it: "Il terzo corvo! Il turno finirebbe con tre corvi, e tutta la iella sulla tavoletta diventerebbe sua.",
        },
        /// After she reduces.
        Kelly6 {
            de: "Kelly baut Frust ab: Eines ihrer Frustrate geht zurück in den Vorrat (nicht auf die Pechplatte), und sie wiederholt ihren letzten Wurf.",
            en: "Kelly reduces frustration: one of her frustrations goes back to the supply (not onto the board), and she rerolls her last throw.",
            fr: "Kelly chasse la poisse\u{a0}: un de ses marqueurs Poisse retourne dans la réserve (pas sur le plateau), et elle recommence son dernier lancer.",
            it: "Kelly esorcizza la iella: un suo tocchetto torna nella riserva (non sulla tavoletta), e lei rilancia il suo ultimo lancio.",
        },
        /// After three 6s.
        Kelly7 {
            de: "Drei 6er! Fünf 6er auf der Pechplatte sind Rabgier \u{2013} einen rabgierigen Wurf darf niemand wiederholen lassen.",
            en: "Three 6s! Five 6s on the board is greedy \u{2013} and nobody can make her reroll a greedy throw.",
            fr: "Trois 6\u{a0}! Cinq 6 sur le plateau, c'est de la gourmandise \u{2013} et personne ne peut faire recommencer un lancer trop gourmand.",
            it: "Un triplo 6! Cinque 6 sulla tavoletta: è un lancio da ingordo, e nessuno può farlo rilanciare.",
        },
        /// After her claim.
        Kelly8 {
            de: "Kelly nimmt sich einen 6er-Punktemarker und Murphy. Sie hat nur zwei Raben: Diego und Finn bekommen ihr Frustrat zurück und je eines dazu \u{2013} Diego Kellys letztes, Finn eines aus dem Vorrat.",
            en: "Kelly takes a 6 score marker and Murphy. She has only two ravens: Diego and Finn get their frustrations back plus one each \u{2013} Diego her last one, Finn one from the supply.",
            fr: "Kelly prend une tuile Gain de 6 et Murphy. Elle n'a que deux corbeaux\u{a0}: Diego et Finn reprennent leur marqueur Poisse, plus un chacun \u{2013} Diego reçoit le dernier de Kelly, Finn un de la réserve.",
            it: "Kelly prende una posta da sei e Murphy. Ha solo due corvi: Diego e Finn si riprendono la loro iella, più una a testa \u{2013} a Diego va l'ultima iella di Kelly, a Finn una dalla riserva.",
        },
    }
}

/// A section of keys, read in `lang`.
fn section(lang: Lang, title: L, text: &[L], picture: Picture) -> Section {
    Section {
        title: title.get(lang),
        text: text.iter().map(|k| k.get(lang)).collect(),
        picture,
    }
}

/// How to play Pechvogel, in the order a first turn happens.
pub fn how_to_play(lang: Lang) -> Vec<Section> {
    vec![
        section(
            lang,
            L::GoalTitle,
            &[L::GoalCollect, L::GoalDice],
            Picture::Tiles(&[3, 4, 5, 6, 7]),
        ),
        section(
            lang,
            L::TargetTitle,
            &[L::TargetChoose, L::TargetFour],
            Picture::Dice("77RR345"),
        ),
        section(
            lang,
            L::ThrowOnTitle,
            &[L::ThrowOnRavens, L::ThrowOnUntil, L::ThrowOnNothing],
            Picture::Dice("R677"),
        ),
        section(
            lang,
            L::EndTurnTitle,
            &[L::EndTurnMarker, L::EndTurnRavens, L::EndTurnPass],
            Picture::Tiles(&[7]),
        ),
        section(
            lang,
            L::GreedTitle,
            &[L::GreedWhen, L::GreedCost],
            Picture::Murphy,
        ),
        section(
            lang,
            L::RerollTitle,
            &[
                L::RerollFrustrate,
                L::RerollPayBack,
                L::RerollReduce,
                L::RerollNever,
            ],
            Picture::Tokens(2),
        ),
        section(
            lang,
            L::EndTitle,
            &[L::EndWhen, L::EndScore],
            Picture::Tokens(3),
        ),
    ]
}

/// The book's first example (RULES.md's record, and Thea's target): Umberto takes a 7, Thea
/// throws three ravens.
pub const UMBERTO_RECORD: &str = r#"{"players":["Umberto","Thea","Kelly"],"actions":[{"roll":[7,7,"R","R",3,4,5]},{"target":7},{"roll":[6,7,7]},{"claim":"middle"},{"roll":["R","R","R",3,3,4,5]},{"target":3}]}"#;

/// The book's second example: six turns of three ravens give everyone two frustrations
/// (the scene, skipped), then Kelly is frustrated, reduces, is greedy and pays back.
pub const KELLY_RECORD: &str = r#"{"players":["Kelly","Diego","Finn"],"actions":[{"roll":["R","R","R",3,4,5,6]},{"target":3},{"roll":["R","R","R",3,4,5,6]},{"target":3},{"roll":["R","R","R",3,4,5,6]},{"target":3},{"roll":["R","R","R",3,4,5,6]},{"target":3},{"roll":["R","R","R",3,4,5,6]},{"target":3},{"roll":["R","R","R",3,4,5,6]},{"target":3},{"roll":[6,6,"R","R",3,4,5]},{"target":6},{"roll":[6,6,3]},{"frustrate":[1,2]},{"roll":["R",4,5]},{"reduce":true},{"roll":[6,6,6]},{"claim":"middle"}]}"#;

/// Where Kelly's lesson starts: after the six set-up turns.
pub const KELLY_START: usize = 12;

/// The rulebook's examples as guided replays.
pub fn lessons(lang: Lang) -> Vec<Lesson> {
    let steps = |keys: &[L]| keys.iter().map(|k| k.get(lang)).collect();
    vec![
        Lesson {
            title: L::UmbertoTitle.get(lang),
            record: UMBERTO_RECORD,
            start: 0,
            steps: steps(&[
                L::Umberto0,
                L::Umberto1,
                L::Umberto2,
                L::Umberto3,
                L::Umberto4,
                L::Umberto5,
                L::Umberto6,
            ]),
        },
        Lesson {
            title: L::KellyTitle.get(lang),
            record: KELLY_RECORD,
            start: KELLY_START,
            steps: steps(&[
                L::Kelly0,
                L::Kelly1,
                L::Kelly2,
                L::Kelly3,
                L::Kelly4,
                L::Kelly5,
                L::Kelly6,
                L::Kelly7,
                L::Kelly8,
            ]),
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use pechvogel_engine::Game;

    #[test]
    fn every_key_has_four_languages_with_the_same_slots() {
        crate::shell::lang::check_table(L::ALL, L::get);
    }

    /// The record's games after each action: `games[i]` has `i` actions played.
    fn positions(record: &str) -> Vec<Game> {
        crate::shell::lesson::positions::<pechvogel_engine::Table>(record)
            .into_iter()
            .map(|t| t.game().clone())
            .collect()
    }

    #[test]
    fn every_lesson_replays_with_a_sentence_per_position_and_how_to_play_has_words() {
        crate::shell::lesson::check_teaching::<pechvogel_engine::Table>(2);
    }

    #[test]
    fn umberto_lesson_is_the_books_scene() {
        let games = positions(UMBERTO_RECORD);
        let start = &games[0];
        assert_eq!(start.active(), Some(0));
        assert_eq!(start.middle(), [3; 5]);
        // After Umberto's claim: his 7, and Thea to throw.
        let claimed = &games[4];
        assert_eq!(claimed.markers(0), [0, 0, 0, 0, 1]);
        assert_eq!(claimed.active(), Some(1));
        // After Thea's target: one frustration from the supply, Kelly to throw.
        let end = games.last().unwrap();
        assert_eq!(end.frustrations(1), 1);
        assert_eq!(end.active(), Some(2));
        assert_eq!(end.murphy(), None);
    }

    #[test]
    fn kelly_lesson_starts_with_two_frustrations_each() {
        let games = positions(KELLY_RECORD);
        let start = &games[KELLY_START];
        for seat in 0..3 {
            assert_eq!(start.frustrations(seat), 2, "seat {seat}");
            assert_eq!(start.markers(seat), [0; 5]);
        }
        assert_eq!(start.active(), Some(0));
        assert_eq!(start.middle(), [3; 5]);
        // The end: a 6 and Murphy for Kelly, three frustrations each for Diego and Finn.
        let end = games.last().unwrap();
        assert_eq!(end.markers(0), [0, 0, 0, 1, 0]);
        assert_eq!(end.murphy(), Some(0));
        assert_eq!(
            [
                end.frustrations(0),
                end.frustrations(1),
                end.frustrations(2)
            ],
            [0, 3, 3]
        );
        assert_eq!(end.active(), Some(1));
    }
}
