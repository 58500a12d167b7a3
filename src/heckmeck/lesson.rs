//! How to play Heckmeck, and the rulebook's figures as guided replays
//! ([`crate::shell::lesson`]): the words in the table's terms (DE Grill, Wurm, Plättchen,
//! Stapel, stibitzen; EN grill, worm, tile, stack; FR gril, ver, pickomino, pile; IT griglia,
//! verme, tessera, pila), the records in HECKMECK.md's format.

use crate::shell::lang::{words, Lang};
use crate::shell::lesson::{Lesson, Picture, Section};

words! {
    /// A text of Heckmeck's how to play and of its rulebook lessons.
    pub enum L {
        // How to play: the goal.
        /// The goal's title.
        GoalTitle { de: "Worum es geht", en: "What it's about", fr: "Le but du jeu", it: "Lo scopo del gioco" },
        /// The tiles on the grill.
        GoalTiles {
            de: "Auf dem Grill liegen 16 Plättchen mit den Zahlen 21 bis 36. Jedes zeigt 1 bis 4 Würmer.",
            en: "Sixteen tiles numbered 21 to 36 lie on the grill. Each one shows 1 to 4 worms.",
            fr: "Seize pickominos numérotés de 21 à 36 sont posés sur le gril. Chacun montre de 1 à 4 vers.",
            it: "Sulla griglia ci sono 16 tessere numerate da 21 a 36. Su ognuna ci sono da 1 a 4 vermi.",
        },
        /// Who wins.
        GoalWin {
            de: "Erwürfle dir Plättchen: Wer am Ende die meisten Würmer hat, gewinnt.",
            en: "Throw the dice to win tiles: whoever has the most worms at the end wins.",
            fr: "Lancez les dés pour gagner des pickominos\u{a0}: celui qui a le plus de vers à la fin gagne.",
            it: "Lancia i dadi per conquistare le tessere: alla fine vince chi ha più vermi.",
        },

        // How to play: throw and keep.
        /// Throw and keep's title.
        KeepTitle { de: "Würfeln und behalten", en: "Throw and keep", fr: "Lancer et garder", it: "Lanciare e tenere" },
        /// Keeping all dice of one face.
        KeepAll {
            de: "Wirf alle acht Würfel. Such dir eine Augenzahl aus und leg alle Würfel mit dieser Augenzahl beiseite \u{2013} nie nur einen Teil davon.",
            en: "Throw all eight dice. Pick one face and set aside all the dice showing it \u{2013} never just some of them.",
            fr: "Lancez les huit dés. Choisissez une valeur et mettez de côté tous les dés qui la montrent \u{2013} jamais une partie seulement.",
            it: "Lancia tutti e otto i dadi. Scegli un simbolo e metti da parte tutti i dadi che lo mostrano \u{2013} mai solo una parte.",
        },
        /// The worm counts 5.
        KeepWorm {
            de: "Die Würfel zeigen 1 bis 5 und einen Wurm. Ein Wurm zählt 5 Punkte.",
            en: "The dice show 1 to 5 and a worm. A worm counts 5.",
            fr: "Les dés montrent les valeurs 1 à 5 et un ver. Un ver vaut 5 points.",
            it: "I dadi mostrano i numeri da 1 a 5 e un verme. Il verme vale 5 punti.",
        },

        // How to play: throwing on.
        /// Throwing on's title.
        ThrowOnTitle { de: "Weiterwürfeln", en: "Throwing on", fr: "Relancer", it: "Continuare a lanciare" },
        /// Each face once.
        ThrowOnOnce {
            de: "Wirf die übrigen Würfel noch einmal und behalte wieder eine Augenzahl. Jede Augenzahl darfst du pro Zug nur einmal behalten.",
            en: "Throw the remaining dice again and keep one face again. You may keep each face only once per turn.",
            fr: "Relancez les dés restants et gardez de nouveau une valeur. Vous ne pouvez garder chaque valeur qu'une seule fois par tour.",
            it: "Rilancia i dadi rimasti e tieni di nuovo un simbolo. Ogni simbolo si può tenere una sola volta per turno.",
        },
        /// Stop or risk more.
        ThrowOnStop {
            de: "Die behaltenen Würfel werden zusammengezählt. Sobald du ein Plättchen nehmen kannst, darfst du aufhören \u{2013} oder weiterwürfeln und mehr riskieren.",
            en: "The kept dice are added up. As soon as you can take a tile you may stop \u{2013} or throw on and risk more.",
            fr: "On additionne les dés gardés. Dès que vous pouvez prendre un pickomino, vous pouvez vous arrêter \u{2013} ou relancer et risquer davantage.",
            it: "I dadi tenuti si sommano. Appena puoi prendere una tessera puoi fermarti \u{2013} oppure continuare a lanciare e rischiare di più.",
        },

        // How to play: taking a tile.
        /// Taking's title.
        TakeTitle { de: "Ohne Wurm kein Plättchen", en: "No worm, no tile", fr: "Pas de ver, pas de pickomino", it: "Senza verme, niente tessera" },
        /// The worm rule.
        TakeWorm {
            de: "Ein Plättchen bekommst du nur, wenn unter deinen behaltenen Würfeln mindestens ein Wurm ist.",
            en: "You only get a tile if at least one worm is among your kept dice.",
            fr: "Vous n'obtenez un pickomino que si au moins un ver fait partie de vos dés gardés.",
            it: "Prendi una tessera solo se tra i dadi che hai tenuto c'è almeno un verme.",
        },
        /// Which tile from the grill.
        TakeWhich {
            de: "Nimm vom Grill das Plättchen mit deiner Summe. Liegt es dort nicht mehr, nimm das nächstniedrigere, das noch offen auf dem Grill liegt.",
            en: "Take the tile with your total from the grill. If it's no longer there, take the next lower one still face up on the grill.",
            fr: "Prenez sur le gril le pickomino de votre total. S'il n'y est plus, prenez le suivant plus bas encore visible sur le gril.",
            it: "Prendi dalla griglia la tessera con la tua somma. Se non c'è più, prendi la prossima più bassa ancora scoperta sulla griglia.",
        },
        /// Onto the stack.
        TakeStack {
            de: "Leg es offen oben auf deinen Stapel. Damit ist dein Zug vorbei.",
            en: "Put it face up on top of your stack. That ends your turn.",
            fr: "Posez-le face visible sur le dessus de votre pile. Votre tour est alors fini.",
            it: "Mettila a faccia in su in cima alla tua pila. Il tuo turno è finito.",
        },

        // How to play: stealing.
        /// Stealing's title.
        StealTitle { de: "Stibitzen", en: "Stealing", fr: "Voler", it: "Rubare" },
        /// The exact total.
        StealExact {
            de: "Zeigt das oberste Plättchen auf dem Stapel eines Mitspielers genau deine Summe, darfst du es ihm stibitzen \u{2013} auch das nur mit Wurm.",
            en: "If the top tile of an opponent's stack shows exactly your total, you may steal it \u{2013} this too needs a worm.",
            fr: "Si le pickomino du dessus de la pile d'un adversaire porte exactement votre total, vous pouvez le lui voler \u{2013} là aussi, il faut un ver.",
            it: "Se la tessera in cima alla pila di un avversario ha esattamente la tua somma, puoi rubargliela \u{2013} anche qui serve un verme.",
        },
        /// Covered tiles are safe.
        StealSafe {
            de: "Nur das oberste Plättchen ist in Gefahr: Alles darunter ist sicher.",
            en: "Only the top tile is at risk: everything beneath it is safe.",
            fr: "Seul le pickomino du dessus est en danger\u{a0}: ceux du dessous sont à l'abri.",
            it: "Solo la tessera in cima è in pericolo: quelle sotto sono al sicuro.",
        },

        // How to play: a failed turn.
        /// A failed turn's title.
        FailTitle { de: "Ein missglückter Zug", en: "A failed turn", fr: "Un tour raté", it: "Un turno andato male" },
        /// When a turn fails.
        FailWhen {
            de: "Zeigt ein Wurf nur Augenzahlen, die du schon behalten hast, ist dein Zug missglückt. Ebenso, wenn du am Ende keinen Wurm hast oder kein Plättchen zu deiner Summe passt.",
            en: "If a throw shows only faces you've already kept, your turn fails. It also fails if you end up without a worm or with no tile for your total.",
            fr: "Si un lancer ne montre que des valeurs déjà gardées, votre tour est raté. Même chose si vous finissez sans ver ou sans pickomino pour votre total.",
            it: "Se un lancio mostra solo simboli che hai già tenuto, il turno va male. Lo stesso se alla fine non hai nessun verme o non c'è una tessera da prendere con la tua somma.",
        },
        /// What a failed turn costs.
        FailCost {
            de: "Dann legst du dein oberstes Plättchen zurück auf den Grill. Das höchste Plättchen auf dem Grill wird umgedreht und ist aus dem Spiel \u{2013} außer es ist das gerade zurückgelegte.",
            en: "Then your top tile goes back onto the grill. The highest tile on the grill is turned face down and is out of the game \u{2013} unless it's the one that just went back.",
            fr: "Vous remettez alors votre pickomino du dessus sur le gril. Le pickomino le plus haut du gril est retourné face cachée et sort du jeu \u{2013} sauf si c'est celui que vous venez de remettre.",
            it: "Allora rimetti sulla griglia la tessera in cima alla tua pila. La tessera più alta della griglia viene girata a faccia in giù ed esce dal gioco \u{2013} a meno che non sia proprio quella appena restituita.",
        },

        // How to play: the end.
        /// The end's title.
        EndTitle { de: "Spielende", en: "The end", fr: "Fin de la partie", it: "Fine della partita" },
        /// When the game ends.
        EndWhen {
            de: "Das Spiel endet, sobald kein offenes Plättchen mehr auf dem Grill liegt.",
            en: "The game ends as soon as no face-up tile is left on the grill.",
            fr: "La partie s'arrête dès qu'il ne reste plus de pickomino face visible sur le gril.",
            it: "La partita finisce appena sulla griglia non resta nessuna tessera a faccia in su.",
        },
        /// Who wins.
        EndScore {
            de: "Zählt die Würmer auf euren Plättchen: Wer die meisten hat, gewinnt. Bei Gleichstand gewinnt, wer das höchste Plättchen hat.",
            en: "Count the worms on your tiles: the most worms wins. In a tie, whoever has the highest tile wins.",
            fr: "Comptez les vers sur vos pickominos\u{a0}: celui qui en a le plus gagne. En cas d'égalité, c'est celui qui a le pickomino le plus haut.",
            it: "Conta i vermi sulle tue tessere: vince chi ne ha di più. In caso di parità vince chi ha la tessera più alta.",
        },

        // Jonathan's turn, Fig. 3.
        /// Its title.
        Fig3Title { de: "Jonathans Zug (Abb. 3)", en: "Jonathan's turn (Fig. 3)", fr: "Le tour de Jonathan (fig. 3)", it: "Il turno di Jonathan (Fig. 3)" },
        /// Before anything.
        Fig3Start {
            de: "Jonathan fängt an und wirft alle acht Würfel.",
            en: "Jonathan starts and throws all eight dice.",
            fr: "Jonathan commence et lance les huit dés.",
            it: "Jonathan inizia e lancia tutti e otto i dadi.",
        },
        /// After the first throw.
        Fig3Throw1 {
            de: "Zwei Würmer, zwei 1er, eine 2, zwei 3er und eine 5. Jonathan muss eine Augenzahl behalten.",
            en: "Two worms, two 1s, a 2, two 3s and a 5. Jonathan must keep one face.",
            fr: "Deux vers, deux 1, un 2, deux 3 et un 5. Jonathan doit garder une valeur.",
            it: "Due vermi, due 1, un 2, due 3 e un 5. Jonathan deve tenere un simbolo.",
        },
        /// After keeping the worms.
        Fig3Keep1 {
            de: "Er behält die zwei Würmer: 10 Punkte, und ein Wurm ist schon dabei. Für ein Plättchen reicht das noch nicht, also würfelt er weiter.",
            en: "He keeps the two worms: 10, and he has his worm. That's not enough for a tile yet, so he throws on.",
            fr: "Il garde les deux vers\u{a0}: 10, et il a déjà son ver. Ça ne suffit pas encore pour un pickomino, alors il relance.",
            it: "Tiene i due vermi: 10 punti, e il verme ce l'ha già. Non basta ancora per una tessera, quindi continua a lanciare.",
        },
        /// After the second throw.
        Fig3Throw2 {
            de: "Sechs Würfel: drei Würmer, zwei 4er und eine 1. Würmer hat er schon behalten \u{2013} die darf er nicht noch einmal nehmen.",
            en: "Six dice: three worms, two 4s and a 1. He has kept worms already, so he can't keep them again.",
            fr: "Six dés\u{a0}: trois vers, deux 4 et un 1. Il a déjà gardé des vers, il ne peut pas en garder d'autres.",
            it: "Sei dadi: tre vermi, due 4 e un 1. I vermi li ha già tenuti, quindi non può prenderli di nuovo.",
        },
        /// After keeping the 4s.
        Fig3Keep2 {
            de: "Er behält die zwei 4er: 18 Punkte. Vier Würfel bleiben übrig.",
            en: "He keeps the two 4s: 18. Four dice are left.",
            fr: "Il garde les deux 4\u{a0}: 18. Il reste quatre dés.",
            it: "Tiene i due 4: 18 punti. Restano quattro dadi.",
        },
        /// After the third throw.
        Fig3Throw3 {
            de: "Zwei 4er, eine 5 und ein Wurm. 4er und Würmer hat er schon: Er kann nur die 5 behalten.",
            en: "Two 4s, a 5 and a worm. He already has 4s and worms: only the 5 can be kept.",
            fr: "Deux 4, un 5 et un ver. Il a déjà des 4 et des vers\u{a0}: il ne peut garder que le 5.",
            it: "Due 4, un 5 e un verme. I 4 e i vermi li ha già: può tenere solo il 5.",
        },
        /// After keeping the 5.
        Fig3Keep3 {
            de: "Mit der 5 hat er 23 Punkte und einen Wurm: Er könnte jetzt die 23 nehmen. Würfelt er weiter, braucht er eine 1, 2 oder 3.",
            en: "With the 5 he has 23 and a worm: he may take the 23 now. If he throws on, he needs a 1, a 2 or a 3.",
            fr: "Avec le 5, il a 23 et un ver\u{a0}: il pourrait prendre le 23 maintenant. S'il relance, il lui faut un 1, un 2 ou un 3.",
            it: "Con il 5 arriva a 23 e ha un verme: ora potrebbe prendere la 23. Se continua a lanciare, gli serve un 1, un 2 o un 3.",
        },
        /// After the failing throw.
        Fig3Fail {
            de: "Er würfelt weiter: eine 4, eine 5 und ein Wurm \u{2013} alles schon behalten. Der Zug ist missglückt. Jonathan hat noch kein Plättchen, also wird nichts zurückgelegt und nichts umgedreht.",
            en: "He throws on: a 4, a 5 and a worm \u{2013} all kept already. The turn fails. Jonathan has no tile yet, so nothing goes back and nothing is turned face down.",
            fr: "Il relance\u{a0}: un 4, un 5 et un ver \u{2013} tous déjà gardés. Le tour est raté. Jonathan n'a pas encore de pickomino\u{a0}: rien ne revient sur le gril et aucun pickomino n'est retourné.",
            it: "Continua a lanciare: un 4, un 5 e un verme \u{2013} tutti simboli già tenuti. Il turno è andato male. Jonathan non ha ancora tessere: nulla torna sulla griglia e nulla viene girato.",
        },

        // Jonathan takes the 24, Fig. 4a.
        /// Its title.
        Fig4aTitle { de: "Jonathan nimmt die 24 (Abb. 4a)", en: "Jonathan takes the 24 (Fig. 4a)", fr: "Jonathan prend le 24 (fig. 4a)", it: "Jonathan prende la 24 (Fig. 4a)" },
        /// The scene.
        Fig4aStart {
            de: "Wie in Abb. 3 hat Jonathan zwei Würmer und zwei 4er behalten: 18 Punkte. Jetzt wirft er die vier übrigen Würfel.",
            en: "As in Fig. 3, Jonathan has kept two worms and two 4s: 18. Now he throws the four dice left.",
            fr: "Comme dans la fig. 3, Jonathan a gardé deux vers et deux 4\u{a0}: 18. Il lance maintenant les quatre dés restants.",
            it: "Come nella Fig. 3, Jonathan ha tenuto due vermi e due 4: 18 punti. Ora lancia i quattro dadi rimasti.",
        },
        /// After the third throw.
        Fig4aThrow {
            de: "Drei 2er und eine 4. Die 4er hat er schon behalten: Er muss die 2er nehmen.",
            en: "Three 2s and a 4. He has kept 4s already, so he must keep the 2s.",
            fr: "Trois 2 et un 4. Il a déjà gardé des 4\u{a0}: il doit garder les 2.",
            it: "Tre 2 e un 4. I 4 li ha già tenuti: deve tenere i 2.",
        },
        /// After keeping the 2s.
        Fig4aKeep {
            de: "Mit den drei 2ern hat er 24 Punkte und einen Wurm. Die 24 liegt auf dem Grill.",
            en: "With the three 2s he has 24 and a worm. The 24 lies on the grill.",
            fr: "Avec les trois 2, il a 24 et un ver. Le 24 est sur le gril.",
            it: "Con i tre 2 arriva a 24 e ha un verme. La 24 è sulla griglia.",
        },
        /// After taking the 24.
        Fig4aTake {
            de: "Jonathan hört auf und nimmt die 24 vom Grill \u{2013} sein erstes Plättchen!",
            en: "Jonathan stops and takes the 24 from the grill \u{2013} his first tile!",
            fr: "Jonathan s'arrête et prend le 24 sur le gril \u{2013} son premier pickomino\u{a0}!",
            it: "Jonathan si ferma e prende la 24 dalla griglia \u{2013} la sua prima tessera!",
        },

        // Heather overlooks the 26, Fig. 4e.
        /// Its title.
        Fig4eTitle { de: "Heather übersieht die 26 (Abb. 4e)", en: "Heather overlooks the 26 (Fig. 4e)", fr: "Heather ne voit pas le 26 (fig. 4e)", it: "Heather non vede la 26 (Fig. 4e)" },
        /// The scene.
        Fig4eStart {
            de: "Jonathan hat die 26 oben auf seinem Stapel. Jetzt ist Heather dran und wirft alle acht Würfel.",
            en: "Jonathan has the 26 on top of his stack. Now it's Heather's turn: she throws all eight dice.",
            fr: "Jonathan a le 26 sur le dessus de sa pile. C'est au tour de Heather\u{a0}: elle lance les huit dés.",
            it: "Jonathan ha la 26 in cima alla sua pila. Ora tocca a Heather: lancia tutti e otto i dadi.",
        },
        /// After her first throw.
        Fig4eThrow1 {
            de: "Zwei Würmer, zwei 1er, zwei 2er und zwei 3er. Was behält Heather?",
            en: "Two worms, two 1s, two 2s and two 3s. What will Heather keep?",
            fr: "Deux vers, deux 1, deux 2 et deux 3. Que va garder Heather\u{a0}?",
            it: "Due vermi, due 1, due 2 e due 3. Cosa terrà Heather?",
        },
        /// After keeping the worms.
        Fig4eKeep1 {
            de: "Sie behält die zwei Würmer: 10 Punkte. Das reicht für kein Plättchen, sie muss weiterwürfeln.",
            en: "She keeps the two worms: 10. That's not enough for any tile, so she must throw on.",
            fr: "Elle garde les deux vers\u{a0}: 10. Ça ne suffit pour aucun pickomino, elle doit relancer.",
            it: "Tiene i due vermi: 10 punti. Non basta per nessuna tessera, deve continuare a lanciare.",
        },
        /// After her second throw.
        Fig4eThrow2 {
            de: "Vier 4er, eine 1 und eine 2. Mit den 4ern käme sie auf 26.",
            en: "Four 4s, a 1 and a 2. The 4s would make 26.",
            fr: "Quatre 4, un 1 et un 2. Avec les 4, elle arriverait à 26.",
            it: "Quattro 4, un 1 e un 2. Con i 4 arriverebbe a 26.",
        },
        /// After keeping the 4s.
        Fig4eKeep2 {
            de: "Mit den vier 4ern hat sie 26 Punkte und einen Wurm. Sie könnte Jonathan die 26 stibitzen \u{2013} oder die 25 vom Grill nehmen, denn die 26 liegt dort nicht mehr.",
            en: "With the four 4s she has 26 and a worm. She could steal the 26 from Jonathan \u{2013} or take the 25 from the grill, since the 26 is no longer there.",
            fr: "Avec les quatre 4, elle a 26 et un ver. Elle pourrait voler le 26 à Jonathan \u{2013} ou prendre le 25 sur le gril, puisque le 26 n'y est plus.",
            it: "Con i quattro 4 arriva a 26 e ha un verme. Potrebbe rubare la 26 a Jonathan \u{2013} oppure prendere la 25 dalla griglia, perché lì la 26 non c'è più.",
        },
        /// After taking the 25.
        Fig4eTake {
            de: "Heather übersieht Jonathans 26 und nimmt die 25 vom Grill. Das ist erlaubt \u{2013} aber Stibitzen hätte Jonathan ein Plättchen gekostet.",
            en: "Heather overlooks Jonathan's 26 and takes the 25 from the grill. That's allowed \u{2013} but stealing would have cost Jonathan a tile.",
            fr: "Heather ne voit pas le 26 de Jonathan et prend le 25 sur le gril. C'est permis \u{2013} mais un vol aurait coûté un pickomino à Jonathan.",
            it: "Heather non si accorge della 26 di Jonathan e prende la 25 dalla griglia. È permesso \u{2013} ma rubando avrebbe tolto una tessera a Jonathan.",
        },

        // Nicole's failed turn, Fig. 6a.
        /// Its title.
        Fig6aTitle { de: "Nicoles missglückter Zug (Abb. 6a)", en: "Nicole's failed turn (Fig. 6a)", fr: "Le tour raté de Nicole (fig. 6a)", it: "Il turno andato male di Nicole (Fig. 6a)" },
        /// The scene.
        Fig6aStart {
            de: "Nicole hat die 25 auf ihrem Stapel, Tom die 21. Jetzt wirft Nicole alle acht Würfel.",
            en: "Nicole has the 25 on her stack, Tom the 21. Now Nicole throws all eight dice.",
            fr: "Nicole a le 25 sur sa pile, Tom le 21. Nicole lance maintenant les huit dés.",
            it: "Nicole ha la 25 sulla sua pila, Tom la 21. Ora Nicole lancia tutti e otto i dadi.",
        },
        /// After her first throw.
        Fig6aThrow1 {
            de: "Zwei 1er, eine 2, eine 3, zwei 4er, eine 5 und ein Wurm.",
            en: "Two 1s, a 2, a 3, two 4s, a 5 and a worm.",
            fr: "Deux 1, un 2, un 3, deux 4, un 5 et un ver.",
            it: "Due 1, un 2, un 3, due 4, un 5 e un verme.",
        },
        /// After keeping the 1s.
        Fig6aKeep1 {
            de: "Sie behält die zwei 1er: 2 Punkte. Sechs Würfel bleiben übrig.",
            en: "She keeps the two 1s: 2. Six dice are left.",
            fr: "Elle garde les deux 1\u{a0}: 2. Il reste six dés.",
            it: "Tiene i due 1: 2 punti. Restano sei dadi.",
        },
        /// After her second throw.
        Fig6aThrow2 {
            de: "Eine 2, drei 3er, eine 4 und ein Wurm.",
            en: "A 2, three 3s, a 4 and a worm.",
            fr: "Un 2, trois 3, un 4 et un ver.",
            it: "Un 2, tre 3, un 4 e un verme.",
        },
        /// After keeping the 2.
        Fig6aKeep2 {
            de: "Sie behält die 2: 4 Punkte. Fünf Würfel bleiben übrig.",
            en: "She keeps the 2: 4. Five dice are left.",
            fr: "Elle garde le 2\u{a0}: 4. Il reste cinq dés.",
            it: "Tiene il 2: 4 punti. Restano cinque dadi.",
        },
        /// After her third throw.
        Fig6aThrow3 {
            de: "Eine 3, zwei 4er, eine 5 und ein Wurm.",
            en: "A 3, two 4s, a 5 and a worm.",
            fr: "Un 3, deux 4, un 5 et un ver.",
            it: "Un 3, due 4, un 5 e un verme.",
        },
        /// After keeping the 5.
        Fig6aKeep3 {
            de: "Sie behält die 5: 9 Punkte, noch ohne Wurm. Vier Würfel bleiben, und 1er, 2er und 5er darf sie nicht mehr behalten.",
            en: "She keeps the 5: 9, still without a worm. Four dice are left, and she can no longer keep 1s, 2s or 5s.",
            fr: "Elle garde le 5\u{a0}: 9, toujours sans ver. Il reste quatre dés, et elle ne peut plus garder de 1, de 2 ni de 5.",
            it: "Tiene il 5: 9 punti, ancora senza verme. Restano quattro dadi, e non può più tenere né 1, né 2, né 5.",
        },
        /// After the failing throw.
        Fig6aFail {
            de: "Ihr vierter Wurf: eine 1, zwei 2er und eine 5 \u{2013} nur Augenzahlen, die sie schon behalten hat. Der Zug ist missglückt: Ihre 25 kommt zurück auf den Grill, und die 36, das höchste Plättchen, wird umgedreht.",
            en: "Her fourth throw: a 1, two 2s and a 5 \u{2013} only faces she has kept already. The turn fails: her 25 goes back onto the grill, and the 36, the highest tile, is turned face down.",
            fr: "Son quatrième lancer\u{a0}: un 1, deux 2 et un 5 \u{2013} uniquement des valeurs déjà gardées. Le tour est raté\u{a0}: son 25 revient sur le gril, et le 36, le pickomino le plus haut, est retourné face cachée.",
            it: "Il suo quarto lancio: un 1, due 2 e un 5 \u{2013} solo simboli che ha già tenuto. Il turno è andato male: la sua 25 torna sulla griglia, e la 36, la tessera più alta, viene girata a faccia in giù.",
        },

        // Tom takes the 28, Fig. 4d.
        /// Its title.
        Fig4dTitle { de: "Tom nimmt die 28 (Abb. 4d)", en: "Tom takes the 28 (Fig. 4d)", fr: "Tom prend le 28 (fig. 4d)", it: "Tom prende la 28 (Fig. 4d)" },
        /// The scene.
        Fig4dStart {
            de: "Die 29, 30 und 31 liegen verdeckt in den Stapeln: Tom hat 29, 31 und obenauf die 22, Heather 30, 21 und obenauf die 24. Jetzt wirft Tom.",
            en: "The 29, 30 and 31 lie covered in the stacks: Tom has 29, 31 and the 22 on top, Heather 30, 21 and the 24 on top. Now Tom throws.",
            fr: "Les 29, 30 et 31 sont recouverts dans les piles\u{a0}: Tom a 29, 31 et le 22 dessus, Heather 30, 21 et le 24 dessus. Tom lance maintenant les dés.",
            it: "La 29, la 30 e la 31 sono coperte nelle pile: Tom ha 29, 31 e in cima la 22, Heather 30, 21 e in cima la 24. Ora lancia Tom.",
        },
        /// After his first throw.
        Fig4dThrow1 {
            de: "Drei Würmer, zwei 1er, zwei 2er und eine 3.",
            en: "Three worms, two 1s, two 2s and a 3.",
            fr: "Trois vers, deux 1, deux 2 et un 3.",
            it: "Tre vermi, due 1, due 2 e un 3.",
        },
        /// After keeping the worms.
        Fig4dKeep1 {
            de: "Er behält die drei Würmer: 15 Punkte. Fünf Würfel bleiben übrig.",
            en: "He keeps the three worms: 15. Five dice are left.",
            fr: "Il garde les trois vers\u{a0}: 15. Il reste cinq dés.",
            it: "Tiene i tre vermi: 15 punti. Restano cinque dadi.",
        },
        /// After his second throw.
        Fig4dThrow2 {
            de: "Vier 4er und eine 1.",
            en: "Four 4s and a 1.",
            fr: "Quatre 4 et un 1.",
            it: "Quattro 4 e un 1.",
        },
        /// After keeping the 4s.
        Fig4dKeep2 {
            de: "Mit den vier 4ern hat er 31 Punkte. Doch 31, 30 und 29 liegen nicht auf dem Grill, und verdeckte Plättchen kann man nicht stibitzen.",
            en: "With the four 4s he has 31. But the 31, 30 and 29 aren't on the grill, and covered tiles can't be stolen.",
            fr: "Avec les quatre 4, il a 31. Mais les 31, 30 et 29 ne sont pas sur le gril, et on ne peut pas voler un pickomino recouvert.",
            it: "Con i quattro 4 arriva a 31. Ma la 31, la 30 e la 29 non sono sulla griglia, e le tessere coperte non si possono rubare.",
        },
        /// After taking the 28.
        Fig4dTake {
            de: "Also nimmt Tom das nächstniedrigere Plättchen vom Grill: die 28.",
            en: "So Tom takes the next lower tile on the grill: the 28.",
            fr: "Tom prend donc le pickomino suivant plus bas sur le gril\u{a0}: le 28.",
            it: "Così Tom prende la prossima tessera più bassa sulla griglia: la 28.",
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

/// How to play Heckmeck, in the order a first turn happens.
pub fn how_to_play(lang: Lang) -> Vec<Section> {
    vec![
        section(
            lang,
            L::GoalTitle,
            &[L::GoalTiles, L::GoalWin],
            Picture::Tiles(&[21, 25, 29, 33]),
        ),
        section(
            lang,
            L::KeepTitle,
            &[L::KeepAll, L::KeepWorm],
            Picture::Dice("WW123351"),
        ),
        section(
            lang,
            L::ThrowOnTitle,
            &[L::ThrowOnOnce, L::ThrowOnStop],
            Picture::Dice("WWW441"),
        ),
        section(
            lang,
            L::TakeTitle,
            &[L::TakeWorm, L::TakeWhich, L::TakeStack],
            Picture::Tiles(&[24]),
        ),
        section(
            lang,
            L::StealTitle,
            &[L::StealExact, L::StealSafe],
            Picture::Tiles(&[26]),
        ),
        section(
            lang,
            L::FailTitle,
            &[L::FailWhen, L::FailCost],
            Picture::Dice("45W"),
        ),
        section(
            lang,
            L::EndTitle,
            &[L::EndWhen, L::EndScore],
            Picture::Tokens(4),
        ),
    ]
}

/// Fig. 3: Jonathan keeps the worms, the 4s and the 5, throws on and fails.
pub const FIG3_RECORD: &str = r#"{"players":["Jonathan","Heather","Nicole"],"actions":[{"roll":["W","W",1,2,3,3,5,1]},{"keep":"W"},{"roll":["W","W","W",4,4,1]},{"keep":4},{"roll":[4,5,4,"W"]},{"keep":5},{"roll":[4,5,"W"]}]}"#;

/// Fig. 4a: the contract's record up to Jonathan's take of the 24.
pub const FIG4A_RECORD: &str = r#"{"players":["Jonathan","Heather","Nicole"],"actions":[{"roll":["W","W",1,2,3,3,5,1]},{"keep":"W"},{"roll":["W","W","W",4,4,1]},{"keep":4},{"roll":[2,2,2,4]},{"keep":2},{"take":24}]}"#;

/// Where Fig. 4a starts: Jonathan's third throw (18 kept, as in Fig. 3).
pub const FIG4A_START: usize = 4;

/// Fig. 4e: Jonathan takes the 26 (the scene), Heather makes 26 and takes the 25.
pub const FIG4E_RECORD: &str = r#"{"players":["Jonathan","Heather"],"actions":[{"roll":["W",1,1,1,1,1,1,1]},{"keep":"W"},{"roll":[3,3,3,3,3,3,3]},{"keep":3},{"take":26},{"roll":["W","W",1,1,2,2,3,3]},{"keep":"W"},{"roll":[4,4,4,4,1,2]},{"keep":4},{"take":25}]}"#;

/// Where Fig. 4e starts: Heather's turn.
pub const FIG4E_START: usize = 5;

/// Fig. 6a: Nicole takes the 25 and Tom the 21 (the scene); Nicole's fourth throw fails.
pub const FIG6A_RECORD: &str = r#"{"players":["Nicole","Tom"],"actions":[{"roll":["W",1,1,1,1,1,1,1]},{"keep":"W"},{"roll":[4,4,4,4,4,"W","W"]},{"keep":4},{"take":25},{"roll":["W",1,1,1,1,1,1,1]},{"keep":"W"},{"roll":[4,4,4,4,"W","W","W"]},{"keep":4},{"take":21},{"roll":[1,1,2,3,4,4,5,"W"]},{"keep":1},{"roll":[2,3,3,3,4,"W"]},{"keep":2},{"roll":[3,4,4,5,"W"]},{"keep":5},{"roll":[1,2,5,2]}]}"#;

/// Where Fig. 6a starts: Nicole's turn.
pub const FIG6A_START: usize = 10;

/// Fig. 4d: six turns cover the 29, 30 and 31 (the scene); Tom makes 31 and takes the 28.
pub const FIG4D_RECORD: &str = r#"{"players":["Tom","Heather"],"actions":[{"roll":["W",1,1,1,1,1,1,1]},{"keep":"W"},{"roll":[4,4,4,4,4,4,"W"]},{"keep":4},{"take":29},{"roll":["W",1,1,1,1,1,1,1]},{"keep":"W"},{"roll":[5,5,5,5,5,"W","W"]},{"keep":5},{"take":30},{"roll":["W","W","W",1,1,1,1,1]},{"keep":"W"},{"roll":[4,4,4,4,"W"]},{"keep":4},{"take":31},{"roll":["W",1,1,1,1,1,1,1]},{"keep":"W"},{"roll":[4,4,4,4,"W","W","W"]},{"keep":4},{"take":21},{"roll":["W","W",1,1,1,1,1,1]},{"keep":"W"},{"roll":[2,2,2,2,2,2]},{"keep":2},{"take":22},{"roll":["W","W","W",1,1,1,1,1]},{"keep":"W"},{"roll":[3,3,3,"W","W"]},{"keep":3},{"take":24},{"roll":["W","W","W",1,1,2,2,3]},{"keep":"W"},{"roll":[4,4,4,4,1]},{"keep":4},{"take":28}]}"#;

/// Where Fig. 4d starts: Tom's turn.
pub const FIG4D_START: usize = 30;

/// The rulebook's figures as guided replays.
pub fn lessons(lang: Lang) -> Vec<Lesson> {
    let lesson = |title: L, record, start, keys: &[L]| Lesson {
        title: title.get(lang),
        record,
        start,
        steps: keys.iter().map(|k| k.get(lang)).collect(),
    };
    vec![
        lesson(
            L::Fig3Title,
            FIG3_RECORD,
            0,
            &[
                L::Fig3Start,
                L::Fig3Throw1,
                L::Fig3Keep1,
                L::Fig3Throw2,
                L::Fig3Keep2,
                L::Fig3Throw3,
                L::Fig3Keep3,
                L::Fig3Fail,
            ],
        ),
        lesson(
            L::Fig4aTitle,
            FIG4A_RECORD,
            FIG4A_START,
            &[L::Fig4aStart, L::Fig4aThrow, L::Fig4aKeep, L::Fig4aTake],
        ),
        lesson(
            L::Fig4eTitle,
            FIG4E_RECORD,
            FIG4E_START,
            &[
                L::Fig4eStart,
                L::Fig4eThrow1,
                L::Fig4eKeep1,
                L::Fig4eThrow2,
                L::Fig4eKeep2,
                L::Fig4eTake,
            ],
        ),
        lesson(
            L::Fig6aTitle,
            FIG6A_RECORD,
            FIG6A_START,
            &[
                L::Fig6aStart,
                L::Fig6aThrow1,
                L::Fig6aKeep1,
                L::Fig6aThrow2,
                L::Fig6aKeep2,
                L::Fig6aThrow3,
                L::Fig6aKeep3,
                L::Fig6aFail,
            ],
        ),
        lesson(
            L::Fig4dTitle,
            FIG4D_RECORD,
            FIG4D_START,
            &[
                L::Fig4dStart,
                L::Fig4dThrow1,
                L::Fig4dKeep1,
                L::Fig4dThrow2,
                L::Fig4dKeep2,
                L::Fig4dTake,
            ],
        ),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use heckmeck_engine::{Game, Offer, Steal};

    #[test]
    fn every_key_has_four_languages_with_the_same_slots() {
        crate::shell::lang::check_table(L::ALL, L::get);
    }

    /// The record's games after each action: `games[i]` has `i` actions played.
    fn positions(record: &str) -> Vec<Game> {
        crate::shell::lesson::positions::<Game>(record)
    }

    #[test]
    fn every_lesson_replays_with_a_sentence_per_position_and_how_to_play_has_words() {
        crate::shell::lesson::check_teaching::<heckmeck_engine::Game>(5);
    }

    #[test]
    fn fig3_jonathan_fails_with_nothing_to_give_back() {
        let games = positions(FIG3_RECORD);
        let start = &games[0];
        assert_eq!(start.active(), Some(0));
        assert_eq!(start.grill().len(), 16);
        // 23 with a worm before the last throw: the 23 was on offer.
        assert_eq!(
            games[6].takeable(),
            Offer {
                grill: Some(23),
                steal: None
            }
        );
        let end = games.last().unwrap();
        assert_eq!(end.active(), Some(1));
        assert_eq!(end.grill().len(), 16);
        assert_eq!(end.face_down().len(), 0);
    }

    #[test]
    fn fig4a_starts_at_18_and_takes_the_24() {
        let games = positions(FIG4A_RECORD);
        let start = &games[FIG4A_START];
        assert_eq!(start.active(), Some(0));
        assert_eq!(start.board().sum(), 18);
        assert_eq!(start.board().dice_left(), 4);
        let end = games.last().unwrap();
        assert_eq!(end.stack(0), [24]);
        assert_eq!(end.active(), Some(1));
    }

    #[test]
    fn fig4e_heather_could_steal_the_26_and_takes_the_25() {
        let games = positions(FIG4E_RECORD);
        let start = &games[FIG4E_START];
        assert_eq!(start.top(0), Some(26));
        assert_eq!(start.stack(1), [] as [u8; 0]);
        assert_eq!(start.active(), Some(1));
        assert_eq!(
            games[games.len() - 2].takeable(),
            Offer {
                grill: Some(25),
                steal: Some(Steal { tile: 26, from: 0 })
            }
        );
        let end = games.last().unwrap();
        assert_eq!(end.stack(0), [26]);
        assert_eq!(end.stack(1), [25]);
    }

    #[test]
    fn fig6a_nicole_gives_the_25_back_and_the_36_is_turned() {
        let games = positions(FIG6A_RECORD);
        let start = &games[FIG6A_START];
        assert_eq!(start.stack(0), [25]);
        assert_eq!(start.stack(1), [21]);
        assert_eq!(start.active(), Some(0));
        let end = games.last().unwrap();
        assert_eq!(end.stack(0), [] as [u8; 0]);
        assert!(end.grill().contains(25));
        assert!(end.face_down().contains(36));
        assert_eq!(end.face_down().len(), 1);
        assert_eq!(end.active(), Some(1));
    }

    #[test]
    fn fig4d_tom_takes_the_28_below_the_covered_tiles() {
        let games = positions(FIG4D_RECORD);
        let start = &games[FIG4D_START];
        assert_eq!(start.stack(0), [29, 31, 22]);
        assert_eq!(start.stack(1), [30, 21, 24]);
        assert_eq!(start.active(), Some(0));
        for t in [29, 30, 31] {
            assert!(!start.grill().contains(t), "{t}");
        }
        let end = games.last().unwrap();
        assert_eq!(end.stack(0), [29, 31, 22, 28]);
        assert_eq!(end.active(), Some(1));
    }
}
