<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>AnalysisMarks</name>
    <message>
        <source>draw</source>
        <translation>nulle</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gagne</translation>
    </message>
    <message>
        <source>⚠ %1: %2</source>
        <translation>⚠ %1 : %2</translation>
    </message>
    <message>
        <source>◆ draw from here</source>
        <translation>◆ nulle à partir d’ici</translation>
    </message>
    <message>
        <source>◆ decided</source>
        <translation>◆ décidée</translation>
    </message>
    <message>
        <source>Contradiction: the %1 proves %2, the stored label says otherwise.</source>
        <translation>Contradiction : l’%1 prouve « %2 », l’évaluation enregistrée dit autre chose.</translation>
    </message>
    <message>
        <source>Proven by the %1: %2.</source>
        <translation>Prouvé par l’%1 : %2.</translation>
    </message>
    <message>
        <source>From this move on, neither player can connect: a draw.</source>
        <translation>À partir de ce coup, aucun joueur ne peut plus relier ses bords : partie nulle.</translation>
    </message>
    <message>
        <source>The game was decided with this move: %1.</source>
        <translation>La partie a été décidée par ce coup : %1.</translation>
    </message>
</context>
<context>
    <name>BackgammonGameUi</name>
    <message>
        <source>Backgammon</source>
        <translation>Backgammon</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>Plateau :</translation>
    </message>
    <message>
        <source>Player 1:</source>
        <translation>Joueur 1 :</translation>
    </message>
    <message>
        <source>Player 2:</source>
        <translation>Joueur 2 :</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>The score before the game</source>
        <translation>Le score avant la partie</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Événements</translation>
    </message>
    <message>
        <source>cube: %1</source>
        <translation>videau : %1</translation>
    </message>
    <message>
        <source>answer: %1</source>
        <translation>réponse : %1</translation>
    </message>
    <message>
        <source>GNU Backgammon: winning chances</source>
        <translation>GNU Backgammon : chances de gain</translation>
    </message>
</context>
<context>
    <name>BackgammonNotation</name>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>aucun coup</translation>
    </message>
    <message>
        <source>doubles to %1, takes</source>
        <translation>double à %1, accepté</translation>
    </message>
    <message>
        <source>doubles to %1, passes</source>
        <translation>double à %1, refusé</translation>
    </message>
    <message>
        <source>resigns</source>
        <translation>abandonne</translation>
    </message>
    <message>
        <source>every die of the roll is played</source>
        <translation>tous les dés du lancer sont joués</translation>
    </message>
    <message>
        <source>you have no checker on the bar</source>
        <translation>vous n’avez aucun pion sur la barre</translation>
    </message>
    <message>
        <source>no checker enters from off the board in backgammon</source>
        <translation>au backgammon, aucun pion n’entre depuis l’extérieur du plateau</translation>
    </message>
    <message>
        <source>every checker has entered</source>
        <translation>tous les pions sont entrés</translation>
    </message>
    <message>
        <source>you have no checker on %1</source>
        <translation>vous n’avez aucun pion sur %1</translation>
    </message>
    <message>
        <source>a checker on the bar must enter first</source>
        <translation>un pion sur la barre doit d’abord rentrer</translation>
    </message>
    <message>
        <source>checkers cannot be moved to the bar</source>
        <translation>les pions ne peuvent pas être placés sur la barre</translation>
    </message>
    <message>
        <source>a checker must enter before it can be borne off</source>
        <translation>un pion doit être entré avant de pouvoir sortir</translation>
    </message>
    <message>
        <source>you can bear off only when all your checkers are home, with a die of %1 or, when no checker is farther back, a larger one</source>
        <translation>vous ne pouvez sortir que lorsque tous vos pions sont dans votre jan intérieur, avec un dé de %1 ou, si aucun pion n’est plus loin, un dé plus fort</translation>
    </message>
    <message>
        <source>checkers cannot move backwards</source>
        <translation>les pions ne peuvent pas reculer</translation>
    </message>
    <message>
        <source>no die of %1 is left to play</source>
        <translation>il ne reste aucun dé de %1 à jouer</translation>
    </message>
    <message>
        <source>%1 is blocked</source>
        <translation>%1 est bloquée</translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <translation>colonne %1 : %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: expected a point 1-24, bar or off</source>
        <translation>&quot;%1&quot; : une flèche 1-24, bar ou off est attendue</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a count is written (2), (3) or (4)</source>
        <translation>&quot;%1&quot; : un nombre s’écrit (2), (3) ou (4)</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a move is written from/to, as 13/8</source>
        <translation>&quot;%1&quot; : un déplacement s’écrit départ/arrivée, comme 13/8</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: unexpected &quot;%2&quot;</source>
        <translation>&quot;%1&quot; : &quot;%2&quot; inattendu</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a checker cannot go on from %2</source>
        <translation>&quot;%1&quot; : un pion ne peut pas continuer depuis %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: checkers cannot be moved to the bar</source>
        <translation>&quot;%1&quot; : les pions ne peuvent pas être placés sur la barre</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: from off to off is no move</source>
        <translation>&quot;%1&quot; : de off à off n’est pas un déplacement</translation>
    </message>
    <message>
        <source>every die of %1 is already played</source>
        <translation>tous les dés de %1 sont déjà joués</translation>
    </message>
    <message>
        <source>%1/%2 cannot be played with what is left of %3</source>
        <translation>%1/%2 ne peut pas être joué avec ce qui reste de %3</translation>
    </message>
    <message>
        <source>%1 must be played (for example %2)</source>
        <translation>%1 doit être joué (par exemple %2)</translation>
    </message>
    <message>
        <source>after %1, %2 can still be played (for example %3); a play uses every die it can</source>
        <translation>après %1, %2 peut encore être joué (par exemple %3) ; un coup utilise tous les dés qu’il peut</translation>
    </message>
</context>
<context>
    <name>BackgammonPosition</name>
    <message>
        <source>player %1 has no checker on the bar</source>
        <translation>le joueur %1 n’a aucun pion sur la barre</translation>
    </message>
    <message>
        <source>no checker can move from off the board in backgammon</source>
        <translation>au backgammon, aucun pion ne peut partir de l’extérieur du plateau</translation>
    </message>
    <message>
        <source>player %1 has no checker left to enter</source>
        <translation>le joueur %1 n’a plus de pion à entrer</translation>
    </message>
    <message>
        <source>player %1 has no checker on point %2</source>
        <translation>le joueur %1 n’a aucun pion sur la flèche %2</translation>
    </message>
    <message>
        <source>there is no space %1</source>
        <translation>il n’y a pas de case %1</translation>
    </message>
    <message>
        <source>player %1 must enter from the bar first</source>
        <translation>le joueur %1 doit d’abord rentrer depuis la barre</translation>
    </message>
    <message>
        <source>a checker cannot move to the bar</source>
        <translation>un pion ne peut pas aller sur la barre</translation>
    </message>
    <message>
        <source>a checker cannot go off straight from the bar</source>
        <translation>un pion ne peut pas sortir directement depuis la barre</translation>
    </message>
    <message>
        <source>player %1 cannot bear off before all checkers are home</source>
        <translation>le joueur %1 ne peut pas sortir ses pions avant qu’ils soient tous dans son jan intérieur</translation>
    </message>
    <message>
        <source>no die of %1 to bear off from point %2</source>
        <translation>aucun dé de %1 pour sortir depuis la flèche %2</translation>
    </message>
    <message>
        <source>no die of %1 or more to bear off from point %2</source>
        <translation>aucun dé de %1 ou plus pour sortir depuis la flèche %2</translation>
    </message>
    <message>
        <source>player %1 cannot move backwards</source>
        <translation>le joueur %1 ne peut pas reculer</translation>
    </message>
    <message>
        <source>no die of %1</source>
        <translation>aucun dé de %1</translation>
    </message>
    <message>
        <source>no checker may pass point 12 before all have entered</source>
        <translation>aucun pion ne peut dépasser la flèche 12 avant que tous soient entrés</translation>
    </message>
    <message>
        <source>point %1 is blocked</source>
        <translation>la flèche %1 est bloquée</translation>
    </message>
    <message>
        <source>a die shows %1</source>
        <translation>un dé indique %1</translation>
    </message>
    <message>
        <source>after an acey-deucey player %1 plays a double of their choice, not %2-%3</source>
        <translation>après un acey-deucey, le joueur %1 joue un double de son choix, pas %2-%3</translation>
    </message>
    <message>
        <source>move %1 (%2) comes after the last checker was borne off</source>
        <translation>le coup %1 (%2) vient après la sortie du dernier pion</translation>
    </message>
    <message>
        <source>move %1 (%2): all dice are used</source>
        <translation>coup %1 (%2) : tous les dés sont utilisés</translation>
    </message>
    <message>
        <source>move %1 (%2): %3</source>
        <translation>coup %1 (%2) : %3</translation>
    </message>
    <message>
        <source>a die is left unused although %1 could be played</source>
        <translation>un dé reste inutilisé alors que %1 pouvait être joué</translation>
    </message>
    <message>
        <source>there is no player %1</source>
        <translation>il n’y a pas de joueur %1</translation>
    </message>
    <message>
        <source>the game is already over</source>
        <translation>la partie est déjà terminée</translation>
    </message>
    <message>
        <source>it is player %1&apos;s turn</source>
        <translation>c’est au tour du joueur %1</translation>
    </message>
    <message>
        <source>player %1 is in the middle of an acey-deucey</source>
        <translation>le joueur %1 est au milieu d’un acey-deucey</translation>
    </message>
    <message>
        <source>nobody may double before the opening roll</source>
        <translation>personne ne peut doubler avant le lancer d’ouverture</translation>
    </message>
    <message>
        <source>only player %1, who is on roll, may double</source>
        <translation>seul le joueur %1, qui a la main, peut doubler</translation>
    </message>
    <message>
        <source>player %1 owns the cube</source>
        <translation>le joueur %1 possède le videau</translation>
    </message>
    <message>
        <source>the cube is at %1, so a double makes it %2, not %3</source>
        <translation>le videau est à %1 : doubler le porte à %2, pas à %3</translation>
    </message>
    <message>
        <source>unknown event</source>
        <translation>événement inconnu</translation>
    </message>
    <message>
        <source>the event does not decode</source>
        <translation>l’événement ne peut pas être décodé</translation>
    </message>
    <message>
        <source>no die of %1 to bear off from point %2 (a larger die bears off in backgammon only)</source>
        <translation>aucun dé de %1 pour sortir du point %2 (un dé plus fort ne sort qu’au backgammon)</translation>
    </message>
    <message>
        <source>%1 dice were rolled; %3 rolls %2</source>
        <extracomment>%1 and %2 are numbers of dice; %3 names the game (backgammon, acey-deucey or tabula)</extracomment>
        <translation>%1 dés lancés ; %3 se joue avec %2</translation>
    </message>
    <message>
        <source>tabula</source>
        <translation>tabula</translation>
    </message>
    <message>
        <source>acey-deucey</source>
        <translation>acey-deucey</translation>
    </message>
    <message>
        <source>backgammon</source>
        <translation>backgammon</translation>
    </message>
    <message>
        <source>the cube is at %1, so a beaver makes it %2, not %3</source>
        <translation>le videau est à %1, un beaver le porte donc à %2, pas à %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Position ID: it is 14 letters, digits, + or /.</source>
        <translation>&quot;%1&quot; n’est pas un ID de position : celui-ci compte 14 lettres, chiffres, + ou /.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Match ID: it is 12 letters, digits, + or /.</source>
        <translation>&quot;%1&quot; n’est pas un ID de match : celui-ci compte 12 lettres, chiffres, + ou /.</translation>
    </message>
    <message>
        <source>The Match ID %1 holds no game of backgammon (its cube, dice or state are out of range).</source>
        <translation>L’ID de match %1 ne contient aucune partie de backgammon (son videau, ses dés ou son état sont hors limites).</translation>
    </message>
    <message>
        <source>The Match ID %1 gives a score of %2-%3 in a match to %4: the match is over.</source>
        <translation>L’ID de match %1 donne un score de %2-%3 dans un match en %4 points : le match est terminé.</translation>
    </message>
    <message>
        <source>The Position ID %1 does not end as a position does.</source>
        <translation>L’ID de position %1 ne se termine pas comme une position.</translation>
    </message>
    <message>
        <source>The Position ID %1 gives a player more than 15 checkers.</source>
        <translation>L’ID de position %1 donne plus de 15 pions à un joueur.</translation>
    </message>
    <message>
        <source>The Position ID %1 puts checkers of both players on one point.</source>
        <translation>L’ID de position %1 place des pions des deux joueurs sur une même flèche.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an XGID: it is XGID= and 26 characters of position, then the cube, whose turn, dice, score and match length, separated by colons.</source>
        <translation>&quot;%1&quot; n’est pas un XGID : celui-ci se compose de XGID= et de 26 caractères de position, puis du videau, du joueur au trait, des dés, du score et de la longueur du match, séparés par des deux-points.</translation>
    </message>
    <message>
        <source>The XGID&apos;s field %1 (&quot;%2&quot;) is not a number.</source>
        <translation>Le champ %1 du XGID (&quot;%2&quot;) n’est pas un nombre.</translation>
    </message>
    <message>
        <source>The XGID&apos;s position has &quot;%1&quot; where a point&apos;s checkers (- or A to O, a to o) belong.</source>
        <translation>La position du XGID contient &quot;%1&quot; là où doivent figurer les pions d’une flèche (- ou A à O, a à o).</translation>
    </message>
    <message>
        <source>The XGID&apos;s position puts checkers on the other player&apos;s bar.</source>
        <translation>La position du XGID place des pions sur la barre de l’autre joueur.</translation>
    </message>
    <message>
        <source>The XGID&apos;s position gives a player more than 15 checkers.</source>
        <translation>La position du XGID donne plus de 15 pions à un joueur.</translation>
    </message>
    <message>
        <source>The XGID&apos;s cube or turn is out of range.</source>
        <translation>Le videau ou le trait du XGID est hors limites.</translation>
    </message>
    <message>
        <source>The XGID&apos;s score %1-%2 does not fit a match to %3.</source>
        <translation>Le score %1-%2 du XGID ne correspond pas à un match en %3 points.</translation>
    </message>
    <message>
        <source>The XGID&apos;s dice &quot;%1&quot; are not two dice from 1 to 6, nor 00 (to roll).</source>
        <translation>Les dés &quot;%1&quot; du XGID ne sont ni deux dés de 1 à 6, ni 00 (à lancer).</translation>
    </message>
    <message>
        <source>Player %1 has more than 15 checkers.</source>
        <translation>Le joueur %1 a plus de 15 pions.</translation>
    </message>
    <message>
        <source>Player %1 has no checker left on the board: the game is over.</source>
        <translation>Le joueur %1 n’a plus aucun pion sur le plateau : la partie est finie.</translation>
    </message>
    <message>
        <source>The cube shows 1, 2, 4 and so on up to 4096, not %1.</source>
        <translation>Le videau indique 1, 2, 4 et ainsi de suite jusqu’à 4096, pas %1.</translation>
    </message>
    <message>
        <source>The cube belongs to player 1, player 2 or nobody.</source>
        <translation>Le videau appartient au joueur 1, au joueur 2 ou à personne.</translation>
    </message>
    <message>
        <source>A cube at 1 has not been turned: it stays in the middle.</source>
        <translation>Un videau à 1 n’a pas été tourné : il reste au milieu.</translation>
    </message>
    <message>
        <source>Player 1 or player 2 is on roll.</source>
        <translation>C’est au joueur 1 ou au joueur 2 de lancer.</translation>
    </message>
    <message>
        <source>Dice are two numbers from 1 to 6, or none.</source>
        <translation>Les dés sont deux nombres de 1 à 6, ou aucun.</translation>
    </message>
</context>
<context>
    <name>BackgroundWork</name>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Kibitz</source>
        <translation>Kibitz</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Annulation…</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Ouverture de %1…</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>there is not enough memory to hold this file</source>
        <translation>il n’y a pas assez de mémoire pour contenir ce fichier</translation>
    </message>
</context>
<context>
    <name>BgAnalysis</name>
    <message>
        <source>Awful!</source>
        <translation>Affreux !</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <source>Casual player</source>
        <translation>Joueur occasionnel</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Intermédiaire</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Avancé</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>World class</source>
        <translation>Classe mondiale</translation>
    </message>
    <message>
        <source>Supernatural</source>
        <translation>Surnaturel</translation>
    </message>
    <message>
        <source>doubtful</source>
        <translation>douteux</translation>
    </message>
    <message>
        <source>bad</source>
        <translation>mauvais</translation>
    </message>
    <message>
        <source>very bad</source>
        <translation>très mauvais</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>n/d</translation>
    </message>
</context>
<context>
    <name>BgammonReader</name>
    <message>
        <source>%1 is larger than %2</source>
        <extracomment>%1 names a field of the file, as &quot;the cube value&quot;; %2 is a number</extracomment>
        <translation>valeur trop grande pour %1 (au plus %2)</translation>
    </message>
    <message>
        <source>expected %1 (a number)</source>
        <extracomment>%1 names a field of the file, as &quot;the cube value&quot;</extracomment>
        <translation>attendu : %1 (un nombre)</translation>
    </message>
    <message>
        <source>a point, bar or off</source>
        <translation>une flèche, bar ou off</translation>
    </message>
    <message>
        <source>there is no point %1 (points are 1 to 24)</source>
        <translation>il n’y a pas de flèche %1 (les flèches vont de 1 à 24)</translation>
    </message>
    <message>
        <source>the name of player %1 is not UTF-8 (byte 0x%2)</source>
        <translation>le nom du joueur %1 n’est pas en UTF-8 (octet 0x%2)</translation>
    </message>
    <message>
        <source>an index line after the first game</source>
        <translation>une ligne d’index après la première partie</translation>
    </message>
    <message>
        <source>expected the byte offset of a game</source>
        <translation>position en octets d’une partie attendue</translation>
    </message>
    <message>
        <source>the byte offset of a game</source>
        <translation>la position en octets d’une partie</translation>
    </message>
    <message>
        <source>unexpected text after the index</source>
        <translation>texte inattendu après l’index</translation>
    </message>
    <message>
        <source>empty field in the metadata line</source>
        <translation>champ vide dans la ligne de métadonnées</translation>
    </message>
    <message>
        <source>the metadata line has %1 fields; expected &quot;i &lt;timestamp&gt; &lt;player1&gt; &lt;player2&gt; &lt;total&gt; &lt;score1&gt; &lt;score2&gt; &lt;winner&gt; &lt;points&gt; &lt;variant&gt;&quot;</source>
        <translation>la ligne de métadonnées a %1 champs ; attendu : &quot;i &lt;timestamp&gt; &lt;player1&gt; &lt;player2&gt; &lt;total&gt; &lt;score1&gt; &lt;score2&gt; &lt;winner&gt; &lt;points&gt; &lt;variant&gt;&quot;</translation>
    </message>
    <message>
        <source>the timestamp</source>
        <translation>l’horodatage</translation>
    </message>
    <message>
        <source>the match length</source>
        <translation>la longueur du match</translation>
    </message>
    <message>
        <source>player 1&apos;s score</source>
        <translation>le score du joueur 1</translation>
    </message>
    <message>
        <source>player 2&apos;s score</source>
        <translation>le score du joueur 2</translation>
    </message>
    <message>
        <source>the winner</source>
        <translation>le gagnant</translation>
    </message>
    <message>
        <source>the points</source>
        <translation>les points</translation>
    </message>
    <message>
        <source>the variant</source>
        <translation>la variante</translation>
    </message>
    <message>
        <source>the match length must be at least 1</source>
        <translation>la longueur du match doit être d’au moins 1</translation>
    </message>
    <message>
        <source>an event before the first metadata line (&quot;i ...&quot;)</source>
        <translation>un événement avant la première ligne de métadonnées (&quot;i ...&quot;)</translation>
    </message>
    <message>
        <source>expected an event: &quot;&lt;player&gt; r|d|t ...&quot; with player 1 or 2</source>
        <translation>événement attendu : &quot;&lt;player&gt; r|d|t ...&quot; avec le joueur 1 ou 2</translation>
    </message>
    <message>
        <source>unexpected text after &quot;t&quot;</source>
        <translation>texte inattendu après &quot;t&quot;</translation>
    </message>
    <message>
        <source>expected the cube value after &quot;d&quot;</source>
        <translation>valeur du videau attendue après &quot;d&quot;</translation>
    </message>
    <message>
        <source>the cube value</source>
        <translation>la valeur du videau</translation>
    </message>
    <message>
        <source>a double makes the cube at least 2</source>
        <translation>un double porte le videau à au moins 2</translation>
    </message>
    <message>
        <source>expected 1 (accepted) or 0 (declined) after the cube value</source>
        <translation>1 (accepté) ou 0 (refusé) attendu après la valeur du videau</translation>
    </message>
    <message>
        <source>expected the dice after &quot;r&quot;</source>
        <translation>dés attendus après &quot;r&quot;</translation>
    </message>
    <message>
        <source>expected a die from 1 to 6</source>
        <translation>dé de 1 à 6 attendu</translation>
    </message>
    <message>
        <source>more than three dice</source>
        <translation>plus de trois dés</translation>
    </message>
    <message>
        <source>expected two dice (&quot;5-3&quot;)</source>
        <translation>deux dés attendus (&quot;5-3&quot;)</translation>
    </message>
    <message>
        <source>expected a space before the next move</source>
        <translation>espace attendue avant le coup suivant</translation>
    </message>
    <message>
        <source>expected &quot;/&quot; between the two spaces of a move</source>
        <translation>&quot;/&quot; attendu entre les deux cases d’un coup</translation>
    </message>
    <message>
        <source>a move must go somewhere</source>
        <translation>un coup doit mener quelque part</translation>
    </message>
    <message>
        <source>a move cannot end on the bar</source>
        <translation>un coup ne peut pas finir sur la barre</translation>
    </message>
    <message>
        <source>more than 255 moves in one turn</source>
        <translation>plus de 255 déplacements en un seul tour</translation>
    </message>
    <message>
        <source>unknown event &quot;%1&quot; (expected r, d or t)</source>
        <translation>événement inconnu &quot;%1&quot; (attendu : r, d ou t)</translation>
    </message>
    <message>
        <source>a UTF-8 byte order mark at the start was ignored</source>
        <translation>une marque d’ordre des octets UTF-8 au début a été ignorée</translation>
    </message>
    <message>
        <source>line %1: carriage returns at line ends were ignored</source>
        <translation>ligne %1 : les retours chariot en fin de ligne ont été ignorés</translation>
    </message>
    <message>
        <source>a carriage return inside a line (lines end with &quot;\n&quot; only)</source>
        <translation>un retour chariot à l’intérieur d’une ligne (les lignes se terminent seulement par &quot;\n&quot;)</translation>
    </message>
    <message>
        <source>line %1: blank lines were ignored</source>
        <translation>ligne %1 : les lignes vides ont été ignorées</translation>
    </message>
    <message>
        <source>reading was cancelled</source>
        <translation>la lecture a été annulée</translation>
    </message>
    <message>
        <source>the file holds no game (no metadata line &quot;i ...&quot;)</source>
        <translation>le fichier ne contient aucune partie (pas de ligne de métadonnées &quot;i ...&quot;)</translation>
    </message>
    <message>
        <source>there is no index table; the games were found by reading every line</source>
        <translation>il n’y a pas de table d’index ; les parties ont été trouvées en lisant chaque ligne</translation>
    </message>
    <message>
        <source>it lists %1 games, the file holds %2</source>
        <translation>elle liste %1 parties, le fichier en contient %2</translation>
    </message>
    <message>
        <source>game %1 starts at byte %2, not %3</source>
        <translation>la partie %1 commence à l’octet %2, pas %3</translation>
    </message>
    <message>
        <source>the index table is wrong (%1); the games were found by reading every line</source>
        <extracomment>%1 says what is wrong, as &quot;game 2 starts at byte 310, not 300&quot;</extracomment>
        <translation>la table d’index est fausse (%1) ; les parties ont été trouvées en lisant chaque ligne</translation>
    </message>
    <message>
        <source>game %1: the scores of its metadata line are read as before the game: the declined double won %2 points, more than the winner&apos;s score</source>
        <extracomment>%1 is a game number, %2 a number of points</extracomment>
        <translation>partie %1 : les scores de sa ligne de métadonnées sont lus comme ceux d’avant la partie : le double refusé a rapporté %2 points, plus que le score du gagnant</translation>
    </message>
    <message>
        <source>game %1 ends with &quot;t&quot; but its metadata line fits neither a resignation nor an abandonment; its scores are read as before the game</source>
        <extracomment>%1 is a game number</extracomment>
        <translation>la partie %1 finit par « t » mais sa ligne de métadonnées ne correspond ni à un abandon volontaire ni à une partie délaissée ; ses scores sont lus comme ceux d’avant la partie</translation>
    </message>
    <message>
        <source>game %1: the metadata line gives %2 where the server writes the cube value (%3 at the end of the game); the cube of the replay is used</source>
        <extracomment>%1 is a game number, %2 the ninth field of a metadata line, %3 a cube value</extracomment>
        <translation>partie %1 : la ligne de métadonnées donne %2 là où le serveur écrit la valeur du videau (%3 à la fin de la partie) ; le videau de l’enregistrement est utilisé</translation>
    </message>
    <message>
        <source>game %1: the score before it, %2-%3, does not follow from game %4 (%5-%6 after it)</source>
        <extracomment>%1 and %4 are game numbers, %2-%3 and %5-%6 scores</extracomment>
        <translation>partie %1 : le score d’avant, %2-%3, ne découle pas de la partie %4 (%5-%6 après elle)</translation>
    </message>
</context>
<context>
    <name>BgammonWriter</name>
    <message>
        <source>%1 in game %2</source>
        <extracomment>%1 is how many (comments, variations...), %2 a game number; several are joined with commas</extracomment>
        <translation>%1 dans la partie %2</translation>
    </message>
    <message>
        <source>and in %1 more games</source>
        <translation>et dans %1 autres parties</translation>
    </message>
    <message>
        <source>the game name</source>
        <extracomment>listed with the names of other game information, as &quot;the game name, rating&quot;</extracomment>
        <translation>le nom de la partie</translation>
    </message>
    <message>
        <source>game %1 is a %2 game; .match files hold backgammon, acey-deucey and tabula</source>
        <extracomment>%1 is a game number, %2 a game&apos;s name in words (Hex, Twixt, Rokkaku Conquest)</extracomment>
        <translation>la partie %1 est une partie de %2 ; les fichiers .match contiennent du backgammon, de l’acey-deucey et du tabula</translation>
    </message>
    <message>
        <source>game %1 holds a move that is not a backgammon event</source>
        <translation>la partie %1 contient un coup qui n’est pas un événement de backgammon</translation>
    </message>
    <message>
        <source>a .match file holds the main line only; variations are dropped (variation starts: %1); SGF keeps them</source>
        <extracomment>%1 lists counts per game, as &quot;3 in game 1, 1 in game 4&quot;</extracomment>
        <translation>un fichier .match ne contient que la ligne principale ; les variantes sont abandonnées (débuts de variantes : %1) ; SGF les conserve</translation>
    </message>
    <message>
        <source>a .match file has no comments; comments are dropped (%1); SGF keeps them</source>
        <extracomment>%1 lists counts per game, as &quot;3 in game 1, 1 in game 4&quot;</extracomment>
        <translation>un fichier .match n’a pas de commentaires ; les commentaires sont abandonnés (%1) ; SGF les conserve</translation>
    </message>
    <message>
        <source>a .match file has no evaluations; evaluations are dropped (%1); SGF keeps them</source>
        <extracomment>%1 lists counts per game, as &quot;3 in game 1, 1 in game 4&quot;</extracomment>
        <translation>un fichier .match n’a pas d’évaluations ; les évaluations sont abandonnées (%1) ; SGF les conserve</translation>
    </message>
    <message>
        <source>a .match file has no place for other node properties (SGF analysis, markup); they are dropped (%1)</source>
        <extracomment>%1 lists counts per game, as &quot;3 in game 1, 1 in game 4&quot;</extracomment>
        <translation>un fichier .match n’a pas de place pour d’autres propriétés de nœud (analyse SGF, annotations) ; elles sont abandonnées (%1)</translation>
    </message>
    <message>
        <source>a .match file has no place for the game information %1; it is dropped</source>
        <extracomment>%1 lists the game information, as &quot;the game name, rating&quot;</extracomment>
        <translation>un fichier .match n’a pas de place pour l’information de partie %1 ; elle est abandonnée</translation>
    </message>
    <message>
        <source>games %1 are money games; a .match file holds matches, so they are written as 1-point matches</source>
        <extracomment>%1 lists game numbers, as &quot;1-3, 7&quot;</extracomment>
        <translation>les parties %1 sont des parties d’argent ; un fichier .match contient des matchs, elles sont donc écrites comme des matchs en 1 point</translation>
    </message>
    <message>
        <source>and %1 more</source>
        <extracomment>%1 is how many more game numbers a list leaves out</extracomment>
        <translation>et %1 de plus</translation>
    </message>
    <message>
        <source>player %1 has no name in games %2; written as &quot;-&quot;</source>
        <extracomment>%1 is 1 or 2; %2 lists game numbers, as &quot;1-3, 7&quot;</extracomment>
        <translation>le joueur %1 n’a pas de nom dans les parties %2 ; écrit comme &quot;-&quot;</translation>
    </message>
    <message>
        <source>the name of player %1 holds white space in games %2; written with &quot;_&quot;</source>
        <extracomment>%1 is 1 or 2; %2 lists game numbers, as &quot;1-3, 7&quot;</extracomment>
        <translation>le nom du joueur %1 contient des espaces dans les parties %2 ; écrit avec &quot;_&quot;</translation>
    </message>
    <message>
        <source>game %1 starts from a set-up position, which a .match file cannot hold (its games start from the usual position); save it as SGF</source>
        <extracomment>%1 is a game number</extracomment>
        <translation>la partie %1 commence par une position mise en place, qu’un fichier .match ne peut pas contenir (ses parties commencent par la position habituelle) ; enregistrez-la en SGF</translation>
    </message>
</context>
<context>
    <name>BoardExport</name>
    <message>
        <source>the image could not be produced</source>
        <translation>l’image n’a pas pu être produite</translation>
    </message>
    <message>
        <source>Board drawn by Kibitz</source>
        <translation>Plateau dessiné par Kibitz</translation>
    </message>
</context>
<context>
    <name>BoardPicture</name>
    <message>
        <source>not a backgammon event</source>
        <translation>pas un événement de backgammon</translation>
    </message>
    <message>
        <source>%1 games have no board picture</source>
        <translation>les parties de %1 n’ont pas d’image de plateau</translation>
    </message>
    <message>
        <source>the board has no cells</source>
        <translation>le plateau n’a aucune case</translation>
    </message>
    <message>
        <source>no such node in the game tree</source>
        <translation>ce nœud n’existe pas dans l’arbre de la partie</translation>
    </message>
</context>
<context>
    <name>CollectionLoad</name>
    <message>
        <source>Reading was cancelled.</source>
        <translation>La lecture a été annulée.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln file(s)</source>
        <extracomment>%1 is a game family (&quot;Hex&quot;), %Ln how many files hold it</extracomment>
        <translation>
            <numerusform>%1 : %Ln fichier</numerusform>
            <numerusform>%1 : %Ln fichiers</numerusform>
        </translation>
    </message>
    <message>
        <source>These files hold games of different kinds (%1). A collection holds games of one kind: open them separately.</source>
        <translation>Ces fichiers contiennent des parties de jeux différents (%1). Une collection contient les parties d’un seul jeu : ouvrez-les séparément.</translation>
    </message>
    <message>
        <source>Each Rokkaku Conquest log is a whole tournament: open the logs one by one.</source>
        <translation>Chaque journal de Rokkaku Conquest est un tournoi entier : ouvrez les journaux un par un.</translation>
    </message>
    <message>
        <source>There are no game records here.</source>
        <translation>Il n’y a ici aucun enregistrement de partie.</translation>
    </message>
    <message>
        <source>None of these files could be read.</source>
        <translation>Aucun de ces fichiers n’a pu être lu.</translation>
    </message>
</context>
<context>
    <name>CollectionSummary</name>
    <message>
        <source>several board sizes</source>
        <translation>plusieurs tailles de plateau</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Hex</translation>
    </message>
    <message>
        <source>Twixt</source>
        <translation>Twixt</translation>
    </message>
    <message>
        <source>backgammon</source>
        <translation>backgammon</translation>
    </message>
    <message>
        <source>acey-deucey</source>
        <translation>acey-deucey</translation>
    </message>
    <message>
        <source>tabula</source>
        <translation>tabula</translation>
    </message>
    <message>
        <source>Rokkaku</source>
        <translation>Rokkaku</translation>
    </message>
    <message>
        <source>no games</source>
        <translation>aucune partie</translation>
    </message>
    <message>
        <source>Rokkaku tournament</source>
        <translation>tournoi de Rokkaku</translation>
    </message>
    <message numerus="yes">
        <source>%Ln team(s)</source>
        <translation>
            <numerusform>%Ln équipe</numerusform>
            <numerusform>%Ln équipes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln round(s)</source>
        <translation>
            <numerusform>%Ln manche</numerusform>
            <numerusform>%Ln manches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln partie</numerusform>
            <numerusform>%Ln parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 match to %Ln</source>
        <extracomment>%1 is the game (&quot;backgammon&quot;, &quot;acey-deucey&quot;, &quot;tabula&quot;), %Ln the points the match is played to</extracomment>
        <translation>
            <numerusform>match de %1 en %Ln point</numerusform>
            <numerusform>match de %1 en %Ln points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FormatRegistry</name>
    <message>
        <source>unrecognised file format</source>
        <translation>format de fichier non reconnu</translation>
    </message>
    <message>
        <source>reading %1 files is not supported</source>
        <translation>la lecture des fichiers %1 n’est pas prise en charge</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 octets</translation>
    </message>
    <message>
        <source>the file is %1 (%2 bytes), too big to read with this computer&apos;s %3 of memory: files up to %4 can be opened</source>
        <extracomment>%1, %3 and %4 are sizes as &quot;1.5 GiB&quot;, %2 a number of bytes</extracomment>
        <translation>le fichier fait %1 (%2 octets), trop pour les %3 de mémoire de cet ordinateur : les fichiers jusqu’à %4 peuvent être ouverts</translation>
    </message>
    <message>
        <source>the file is %1 (%2 bytes), too big to be a game record: files up to %3 can be opened</source>
        <extracomment>%1 and %3 are sizes as &quot;1.5 GiB&quot;, %2 a number of bytes</extracomment>
        <translation>le fichier fait %1 (%2 octets), trop pour un enregistrement de parties : les fichiers jusqu’à %3 peuvent être ouverts</translation>
    </message>
    <message>
        <source>there is no game to write</source>
        <translation>il n’y a aucune partie à écrire</translation>
    </message>
    <message>
        <source>a Jgame file holds one game; this file has %1</source>
        <translation>un fichier Jgame contient une seule partie ; ce fichier en a %1</translation>
    </message>
    <message>
        <source>writing %1 files is not supported</source>
        <extracomment>%1 is a format&apos;s name as kibitz-cli writes it (jgame, sgf, bgammon-match...)</extracomment>
        <translation>l’écriture des fichiers %1 n’est pas prise en charge</translation>
    </message>
    <message>
        <source>cannot keep a backup in %1: %2</source>
        <extracomment>%1 is a file name, %2 the system&apos;s reason</extracomment>
        <translation>impossible de garder une sauvegarde dans %1 : %2</translation>
    </message>
    <message>
        <source>writing was cancelled</source>
        <translation>l’écriture a été annulée</translation>
    </message>
    <message>
        <source>Jgame</source>
        <translation>Jgame</translation>
    </message>
    <message>
        <source>bgammon.org replays</source>
        <translation>Parties rejouables bgammon.org</translation>
    </message>
    <message>
        <source>SGF</source>
        <translation>SGF</translation>
    </message>
    <message>
        <source>Rokkaku logs</source>
        <translation>Journaux Rokkaku</translation>
    </message>
    <message>
        <source>Jellyfish matches</source>
        <translation>Matchs Jellyfish</translation>
    </message>
    <message>
        <source>T1j Twixt games</source>
        <translation>Parties de Twixt T1j</translation>
    </message>
    <message>
        <source>Game records (%1)</source>
        <extracomment>%1 lists the extensions of every format Kibitz reads, as &quot;*.jgame *.sgf&quot;</extracomment>
        <translation>Parties enregistrées (%1)</translation>
    </message>
    <message>
        <source>reading was cancelled</source>
        <translation>la lecture a été annulée</translation>
    </message>
    <message>
        <source>the file holds more than %1 (a device or a stream that does not end?): files up to %1 can be opened</source>
        <extracomment>%1 is a size as &quot;1.5 GiB&quot;</extracomment>
        <translation>le fichier contient plus de %1 (un périphérique ou un flux sans fin ?) : seuls les fichiers jusqu’à %1 peuvent être ouverts</translation>
    </message>
    <message>
        <source>there is not enough memory to hold the games of this file: reading stopped here</source>
        <translation>il n’y a pas assez de mémoire pour contenir les parties de ce fichier : la lecture s’est arrêtée ici</translation>
    </message>
    <message>
        <source>holding the games of this file takes more than %1, the memory Kibitz allows itself for reading (three quarters of the memory it may use here): the file is too dense to open</source>
        <extracomment>%1 is a size as &quot;1.5 GiB&quot;</extracomment>
        <translation>contenir les parties de ce fichier demande plus de %1, la mémoire que Kibitz s’accorde pour la lecture (les trois quarts de celle qu’il peut utiliser ici) : le fichier est trop dense pour être ouvert</translation>
    </message>
</context>
<context>
    <name>GameDocument</name>
    <message>
        <source>Edit comment</source>
        <translation>Modifier le commentaire</translation>
    </message>
    <message>
        <source>Set evaluation</source>
        <translation>Définir l’évaluation</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>Supprimer la variante</translation>
    </message>
    <message>
        <source>Paste variation</source>
        <translation>Coller la variante</translation>
    </message>
    <message>
        <source>Edit game info</source>
        <translation>Modifier les informations de la partie</translation>
    </message>
</context>
<context>
    <name>GameList</name>
    <message>
        <source>Not finished</source>
        <translation>Non terminée</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Joueur 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Joueur 2</translation>
    </message>
    <message>
        <source>%1 wins, the game was abandoned</source>
        <extracomment>%1 is the winner&apos;s name; the loser left the game and nobody scored</extracomment>
        <translation>%1 gagne, la partie a été délaissée</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins %n point(s)</source>
        <extracomment>%1 is the winner&apos;s name; %n the points won</extracomment>
        <translation>
            <numerusform>%1 gagne %n point</numerusform>
            <numerusform>%1 gagne %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>draw</source>
        <translation>nulle</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>sans résultat</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>%1 (resign)</source>
        <extracomment>%1 is the winner&apos;s colour and a plus, as SGF writes it (&quot;B+&quot;)</extracomment>
        <translation>%1 (abandon)</translation>
    </message>
    <message>
        <source>%1 (time)</source>
        <translation>%1 (temps)</translation>
    </message>
    <message>
        <source>%1 (forfeit)</source>
        <translation>%1 (forfait)</translation>
    </message>
    <message>
        <source>team %1</source>
        <translation>équipe %1</translation>
    </message>
    <message>
        <source>Round %1, game %2</source>
        <translation>Manche %1, partie %2</translation>
    </message>
    <message>
        <source>Hexels each team owns at the end of the game</source>
        <translation>Hexels de chaque équipe à la fin de la partie</translation>
    </message>
    <message>
        <source>%1-%2 of %3</source>
        <extracomment>the score before the game, and the points the match is played to</extracomment>
        <translation>%1-%2 sur %3</translation>
    </message>
    <message>
        <source>%1-%2</source>
        <translation>%1-%2</translation>
    </message>
    <message>
        <source>%1, round %2</source>
        <extracomment>an event and its round (&quot;Hex Olympiad, round 3&quot;)</extracomment>
        <translation>%1, ronde %2</translation>
    </message>
    <message>
        <source>comments</source>
        <translation>commentaires</translation>
    </message>
    <message>
        <source>variations</source>
        <translation>variantes</translation>
    </message>
</context>
<context>
    <name>GameUi</name>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
</context>
<context>
    <name>HexOverlayPainter</name>
    <message>
        <source>Not decided yet (as far as the proven connections show).</source>
        <translation>Pas encore décidée (d’après les connexions prouvées).</translation>
    </message>
    <message>
        <source>Two-distance heat map (an estimate): sum of both players&apos; potentials, the deeper the orange, the more urgent. Best potentials: %1 %2, %3 %4.</source>
        <translation>Carte de chaleur à deux distances (une estimation) : somme des potentiels des deux joueurs, plus l&apos;orange est soutenu, plus c&apos;est urgent. Meilleurs potentiels : %1 %2, %3 %4.</translation>
    </message>
    <message>
        <source>Resistance heat map (an estimate): current through each cell in percent, the deeper the orange, the more urgent. Resistance: %1 %2, %3 %4.</source>
        <translation>Carte de chaleur par résistance (une estimation) : courant à travers chaque case en pourcentage, plus l&apos;orange est soutenu, plus c&apos;est urgent. Résistance : %1 %2, %3 %4.</translation>
    </message>
    <message>
        <source>Decided: %1 wins; tinted: the connection&apos;s empty cells; ringed: where %2 must play.</source>
        <translation>Décidée : %1 gagne ; teintées : les cases vides de la connexion ; cerclées : où %2 doit jouer.</translation>
    </message>
    <message>
        <source>Decided: %1 wins; tinted: the connection&apos;s empty cells; dotted: where %2 must play.</source>
        <translation>Décidée : %1 gagne ; teintées : les cases vides de la connexion ; pointées : où %2 doit jouer.</translation>
    </message>
    <message>
        <source>Proven by the solver: %1 wins; every move of %2 loses.</source>
        <translation>Prouvé par le solveur : %1 gagne ; tout coup de %2 perd.</translation>
    </message>
    <message numerus="yes">
        <source>Proven by the solver: %1 wins; starred: all %n winning move(s).</source>
        <translation>
            <numerusform>Prouvé par le solveur : %1 gagne ; étoilé : le %n coup gagnant.</numerusform>
            <numerusform>Prouvé par le solveur : %1 gagne ; étoilés : les %n coups gagnants.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Proven by the solver: %1 wins; starred: the %n winning move(s) proven so far (still solving).</source>
        <translation>
            <numerusform>Prouvé par le solveur : %1 gagne ; étoilé : le %n coup gagnant prouvé jusqu’ici (résolution en cours).</numerusform>
            <numerusform>Prouvé par le solveur : %1 gagne ; étoilés : les %n coups gagnants prouvés jusqu’ici (résolution en cours).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Proven by the solver: %1 wins; starred: %n winning move(s) (not all were proven).</source>
        <translation>
            <numerusform>Prouvé par le solveur : %1 gagne ; étoilé : %n coup gagnant (tous n’ont pas été prouvés).</numerusform>
            <numerusform>Prouvé par le solveur : %1 gagne ; étoilés : %n coups gagnants (tous n’ont pas été prouvés).</numerusform>
        </translation>
    </message>
    <message>
        <source>Proven by the %1: %2 wins.</source>
        <translation>Prouvé par le %1 : %2 gagne.</translation>
    </message>
    <message>
        <source>solver</source>
        <translation>solveur</translation>
    </message>
    <message>
        <source>The solver is at work: who wins is not known yet.</source>
        <translation>Le solveur travaille : on ne sait pas encore qui gagne.</translation>
    </message>
    <message>
        <source>Decided: %1 wins whatever %2 plays; tinted: the connection&apos;s empty cells.</source>
        <translation>Décidée : %1 gagne quoi que joue %2 ; teintées : les cases vides de la connexion.</translation>
    </message>
    <message>
        <source>Follow-ups: solid marks are proven; hollow ones only repeat this tree&apos;s labels.</source>
        <translation>Coups de suite : les marques pleines sont prouvées ; les creuses ne font que reprendre les évaluations de cet arbre.</translation>
    </message>
    <message>
        <source>Follow-ups: hollow marks only repeat this tree&apos;s labels; nothing proves them.</source>
        <translation>Coups de suite : les marques creuses ne font que reprendre les évaluations de cet arbre ; rien ne les prouve.</translation>
    </message>
</context>
<context>
    <name>HexPosition</name>
    <message>
        <source>the cell is outside the board</source>
        <translation>la case est hors du plateau</translation>
    </message>
    <message>
        <source>the cell is already occupied</source>
        <translation>la case est déjà occupée</translation>
    </message>
    <message>
        <source>the player must be 1 or 2</source>
        <translation>le joueur doit être 1 ou 2</translation>
    </message>
    <message>
        <source>a swap needs exactly one stone on the board</source>
        <translation>un échange exige exactement une pierre sur le plateau</translation>
    </message>
    <message>
        <source>the move data is malformed</source>
        <translation>les données du coup sont mal formées</translation>
    </message>
</context>
<context>
    <name>HexTwixtAnalysis</name>
    <message>
        <source>solver</source>
        <translation>solveur</translation>
    </message>
    <message>
        <source>Solve position</source>
        <translation>Résoudre la position</translation>
    </message>
    <message numerus="yes">
        <source>%n stored label(s) contradict it (kept and flagged).</source>
        <translation>
            <numerusform>%n évaluation enregistrée le contredit (conservée et signalée).</numerusform>
            <numerusform>%n évaluations enregistrées le contredisent (conservées et signalées).</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysing the game…</source>
        <translation>Analyse de la partie…</translation>
    </message>
    <message>
        <source>Analyse Game is for Hex and Twixt games.</source>
        <translation>« Analyser la partie » est réservé aux parties de Hex et de Twixt.</translation>
    </message>
    <message>
        <source>Analysis cancelled; nothing was changed.</source>
        <translation>Analyse annulée ; rien n’a été modifié.</translation>
    </message>
    <message>
        <source>analysis</source>
        <translation>analyse</translation>
    </message>
    <message>
        <source>connection analysis</source>
        <translation>analyse des connexions</translation>
    </message>
    <message>
        <source>Analyse game</source>
        <translation>Analyser la partie</translation>
    </message>
    <message numerus="yes">
        <source>Analysed %n position(s): not decided.</source>
        <translation>
            <numerusform>%n position analysée : non décidée.</numerusform>
            <numerusform>%n positions analysées : non décidée.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Analysed %n position(s): a draw from move %1 on.</source>
        <translation>
            <numerusform>%n position analysée : nulle à partir du coup %1.</numerusform>
            <numerusform>%n positions analysées : nulle à partir du coup %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Analysed %n position(s): decided at move %1.</source>
        <translation>
            <numerusform>%n position analysée : décidée au coup %1.</numerusform>
            <numerusform>%n positions analysées : décidée au coup %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n label(s) set.</source>
        <translation>
            <numerusform>%n évaluation posée.</numerusform>
            <numerusform>%n évaluations posées.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HexTwixtDescription</name>
    <message>
        <source>Hex</source>
        <translation>Hex</translation>
    </message>
    <message>
        <source>Twixt</source>
        <translation>Twixt</translation>
    </message>
    <message>
        <source>Backgammon</source>
        <translation>Backgammon</translation>
    </message>
    <message>
        <source>Acey-deucey</source>
        <translation>Acey-deucey</translation>
    </message>
    <message>
        <source>Tabula</source>
        <translation>Tabula</translation>
    </message>
    <message>
        <source>Rokkaku Conquest</source>
        <translation>Rokkaku Conquest</translation>
    </message>
    <message>
        <source>top and bottom</source>
        <translation>le haut et le bas</translation>
    </message>
    <message>
        <source>left and right</source>
        <translation>la gauche et la droite</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>gagne</translation>
    </message>
    <message>
        <source>loses</source>
        <translation>perd</translation>
    </message>
    <message>
        <source>favourable</source>
        <translation>favorable</translation>
    </message>
    <message>
        <source>unfavourable</source>
        <translation>défavorable</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>égalité</translation>
    </message>
    <message>
        <source>even</source>
        <translation>équilibré</translation>
    </message>
    <message>
        <source>not evaluated</source>
        <translation>non évalué</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1: no pegs.</source>
        <translation>%1 : aucun pion.</translation>
    </message>
    <message>
        <source>%1: no stones.</source>
        <translation>%1 : aucune pierre.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n peg(s): %2.</source>
        <translation>
            <numerusform>%1 : %n pion : %2.</numerusform>
            <numerusform>%1 : %n pions : %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n stone(s): %2.</source>
        <translation>
            <numerusform>%1 : %n pierre : %2.</numerusform>
            <numerusform>%1 : %n pierres : %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <source>%1 has no links.</source>
        <translation>%1 n’a aucun lien.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n link(s): %2.</source>
        <translation>
            <numerusform>%1 a %n lien : %2.</numerusform>
            <numerusform>%1 a %n liens : %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Stored follow-up moves: %1.</source>
        <translation>Coups de suite enregistrés : %1.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>%1 board, %2 by %3</source>
        <translation>Plateau de %1, %2 sur %3</translation>
    </message>
    <message>
        <source>%1 board</source>
        <translation>Plateau de %1</translation>
    </message>
    <message>
        <source>Kibitz cannot describe this game yet.</source>
        <translation>Kibitz ne sait pas encore décrire cette partie.</translation>
    </message>
    <message>
        <source>The start of the game.</source>
        <translation>Le début de la partie.</translation>
    </message>
    <message>
        <source>After move %1.</source>
        <translation>Après le coup %1.</translation>
    </message>
    <message>
        <source>Last move: %1.</source>
        <translation>Dernier coup : %1.</translation>
    </message>
    <message>
        <source>The next move is illegal (%1); the position before it is shown.</source>
        <translation>Le coup suivant est illégal (%1) ; la position qui le précède est affichée.</translation>
    </message>
    <message>
        <source>%1 has won.</source>
        <translation>%1 a gagné.</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>À %1 de jouer.</translation>
    </message>
    <message>
        <source>%1 (%2, by the labels only)</source>
        <translation>%1 (%2, d’après les évaluations seulement)</translation>
    </message>
    <message>
        <source>The move is marked very good (!!).</source>
        <translation>Le coup est marqué comme très bon (!!).</translation>
    </message>
    <message>
        <source>The move is marked good (!).</source>
        <translation>Le coup est marqué comme bon (!).</translation>
    </message>
    <message>
        <source>The move is marked very bad (??).</source>
        <translation>Le coup est marqué comme très mauvais (??).</translation>
    </message>
    <message>
        <source>The move is marked bad (?).</source>
        <translation>Le coup est marqué comme mauvais (?).</translation>
    </message>
    <message>
        <source>The move is marked doubtful (?!).</source>
        <translation>Le coup est marqué comme douteux (?!).</translation>
    </message>
    <message>
        <source>The move is marked interesting (!?).</source>
        <translation>Le coup est marqué comme intéressant (!?).</translation>
    </message>
    <message>
        <source>Marked good for Black.</source>
        <translation>Position marquée comme bonne pour Noir.</translation>
    </message>
    <message>
        <source>Marked good for White.</source>
        <translation>Position marquée comme bonne pour Blanc.</translation>
    </message>
    <message>
        <source>Marked even.</source>
        <translation>Position marquée comme équilibrée.</translation>
    </message>
    <message>
        <source>Marked unclear.</source>
        <translation>Position marquée comme incertaine.</translation>
    </message>
    <message>
        <source>Marked as a hotspot.</source>
        <translation>Marqué comme point chaud.</translation>
    </message>
    <message>
        <source>Triangles: %1.</source>
        <translation>Triangles : %1.</translation>
    </message>
    <message>
        <source>Squares: %1.</source>
        <translation>Carrés : %1.</translation>
    </message>
    <message>
        <source>Circles: %1.</source>
        <translation>Cercles : %1.</translation>
    </message>
    <message>
        <source>Crosses: %1.</source>
        <translation>Croix : %1.</translation>
    </message>
    <message>
        <source>Selected: %1.</source>
        <translation>Cases sélectionnées : %1.</translation>
    </message>
    <message>
        <source>Dimmed: %1.</source>
        <translation>Cases grisées : %1.</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Labels: %1.</source>
        <translation>Étiquettes : %1.</translation>
    </message>
    <message>
        <source>Arrows: %1.</source>
        <translation>Flèches : %1.</translation>
    </message>
    <message>
        <source>Lines: %1.</source>
        <translation>Lignes : %1.</translation>
    </message>
</context>
<context>
    <name>HexTwixtGameUi</name>
    <message>
        <source>White: moves first, joins top and bottom</source>
        <translation>Blanc : joue en premier, relie le haut et le bas</translation>
    </message>
    <message>
        <source>Red: moves first, joins top and bottom</source>
        <translation>Rouge : joue en premier, relie le haut et le bas</translation>
    </message>
    <message>
        <source>Black: joins left and right</source>
        <translation>Noir : relie la gauche et la droite</translation>
    </message>
    <message>
        <source>Blue: joins left and right</source>
        <translation>Bleu : relie la gauche et la droite</translation>
    </message>
    <message>
        <source>Twixt</source>
        <translation>Twixt</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Hex</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>Plateau :</translation>
    </message>
    <message>
        <source>Player 1:</source>
        <translation>Joueur 1 :</translation>
    </message>
    <message>
        <source>Player 2:</source>
        <translation>Joueur 2 :</translation>
    </message>
    <message>
        <source>Twixt &amp;Guidelines</source>
        <translation>&amp;Lignes guides de Twixt</translation>
    </message>
    <message>
        <source>&amp;Rotate Hex Board Half a Turn</source>
        <translation>&amp;Faire pivoter le plateau de Hex d’un demi-tour</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Twixt Connection &amp;Analysis</source>
        <translation>&amp;Analyse des connexions (Twixt)</translation>
    </message>
    <message>
        <source>Hex &amp;Decided Verdict</source>
        <translation>Verdict « &amp;décidée » (Hex)</translation>
    </message>
    <message>
        <source>Hex &amp;Two-Distance Heat Map</source>
        <translation>Carte de chaleur à deux dis&amp;tances (Hex)</translation>
    </message>
    <message>
        <source>Hex Resistance &amp;Heat Map</source>
        <translation>Carte de c&amp;haleur par résistance (Hex)</translation>
    </message>
</context>
<context>
    <name>HexTwixtSetup</name>
    <message>
        <source>Set up: clear %1</source>
        <translation>Mise en place : vider %1</translation>
    </message>
    <message>
        <source>Set up: %1</source>
        <translation>Mise en place : %1</translation>
    </message>
    <message>
        <source>Set up: player to move</source>
        <translation>Mise en place : joueur au trait</translation>
    </message>
</context>
<context>
    <name>JellyfishReader</name>
    <message>
        <source>%1:%2: %3</source>
        <extracomment>%1 and %2 are a line and column of the file, %3 what was found there</extracomment>
        <translation>%1:%2 : %3</translation>
    </message>
    <message>
        <source>a header comment that is not [Key &quot;Value&quot;] was ignored</source>
        <translation>Un commentaire d&apos;en-tête qui n&apos;est pas [Key &quot;Value&quot;] a été ignoré</translation>
    </message>
    <message>
        <source>a header comment without a key was ignored</source>
        <translation>Un commentaire d&apos;en-tête sans clé a été ignoré</translation>
    </message>
    <message>
        <source>a header comment after the first game was ignored</source>
        <translation>Un commentaire d&apos;en-tête après la première partie a été ignoré</translation>
    </message>
    <message>
        <source>the variation &quot;%1&quot; is not supported (Kibitz reads backgammon)</source>
        <translation>La variante « %1 » n&apos;est pas prise en charge (Kibitz lit le backgammon)</translation>
    </message>
    <message>
        <source>a game before the match length (&quot; N point match&quot;)</source>
        <translation>Une partie avant la longueur du match (« N point match »)</translation>
    </message>
    <message>
        <source>reading was cancelled</source>
        <translation>La lecture a été annulée</translation>
    </message>
    <message>
        <source>the names are not UTF-8; they were read as Latin-1</source>
        <translation>Les noms ne sont pas en UTF-8 ; ils ont été lus en Latin-1</translation>
    </message>
    <message>
        <source>expected the scores: &quot;name 1 : score  name 2 : score&quot;</source>
        <translation>Scores attendus : « nom 1 : score  nom 2 : score »</translation>
    </message>
    <message>
        <source>the players differ from the game before; a .mat file holds one match</source>
        <translation>Les joueurs diffèrent de la partie précédente ; un fichier .mat contient un seul match</translation>
    </message>
    <message>
        <source>the score %1-%2 does not follow the game before&apos;s %3-%4; a .mat file holds one match</source>
        <translation>Le score %1-%2 ne suit pas le %3-%4 de la partie précédente ; un fichier .mat contient un seul match</translation>
    </message>
    <message>
        <source>a roll where the answer to the double was expected</source>
        <translation>Un lancer là où la réponse au videau était attendue</translation>
    </message>
    <message>
        <source>player %1 rolls where it is player %2&apos;s turn</source>
        <translation>Le joueur %1 lance alors que c&apos;est au tour du joueur %2</translation>
    </message>
    <message>
        <source>%1 not played: %2</source>
        <translation>%1 non joué : %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; without a double</source>
        <translation>« %1 » sans videau</translation>
    </message>
    <message>
        <source>player %1 answers their own double</source>
        <translation>Le joueur %1 répond à son propre videau</translation>
    </message>
    <message>
        <source>both players win this game</source>
        <translation>Les deux joueurs gagnent cette partie</translation>
    </message>
    <message>
        <source>the game has no score line</source>
        <translation>La partie n&apos;a pas de ligne de score</translation>
    </message>
    <message>
        <source>the double has no answer</source>
        <translation>Le videau n&apos;a pas de réponse</translation>
    </message>
    <message>
        <source>a roll the player did not play before resigning was left out</source>
        <translation>Un lancer que le joueur n&apos;a pas joué avant d&apos;abandonner a été omis</translation>
    </message>
    <message>
        <source>the result names player %1, but player %2 won</source>
        <translation>Le résultat désigne le joueur %1, mais le joueur %2 a gagné</translation>
    </message>
    <message>
        <source>%1 points where the game gives %2; the points were taken from the position</source>
        <translation>%1 points alors que la partie en donne %2 ; les points ont été pris de la position</translation>
    </message>
    <message>
        <source>%1 points cannot be won with the cube at %2; the game counts as a single game</source>
        <translation>%1 points ne peuvent pas être gagnés avec le videau à %2 ; la partie compte comme simple</translation>
    </message>
    <message>
        <source>an empty row was ignored</source>
        <translation>Une ligne vide a été ignorée</translation>
    </message>
    <message>
        <source>a third action in one row</source>
        <translation>Une troisième action sur une ligne</translation>
    </message>
    <message>
        <source>a move number repeated in the middle of a row was ignored</source>
        <translation>Un numéro de coup répété au milieu d&apos;une ligne a été ignoré</translation>
    </message>
    <message>
        <source>an unknown move (&quot;????&quot;): the rest of this game and its result are left out</source>
        <translation>Un coup inconnu (« ???? ») : la suite de cette partie et son résultat ont été omis</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a roll (two dice 1 to 6, as &quot;52:&quot;)</source>
        <translation>« %1 » n&apos;est pas un lancer (deux dés de 1 à 6, comme « 52: »)</translation>
    </message>
    <message>
        <source>expected the cube value after &quot;Doubles =&gt;&quot;</source>
        <translation>Valeur du videau attendue après « Doubles =&gt; »</translation>
    </message>
    <message>
        <source>a double where the answer to the double was expected</source>
        <translation>Un videau là où la réponse au videau était attendue</translation>
    </message>
    <message>
        <source>a double makes the cube %1, not %2</source>
        <translation>Un videau porte le cube à %1, pas %2</translation>
    </message>
    <message>
        <source>expected &quot;%1 N point(s)&quot;</source>
        <translation>« %1 N point(s) » attendu</translation>
    </message>
    <message>
        <source>unexpected &quot;%1&quot; (expected a roll &quot;52:&quot;, &quot;Doubles =&gt; N&quot;, &quot;Takes&quot;, &quot;Drops&quot; or &quot;Wins N point&quot;)</source>
        <translation>« %1 » inattendu (attendu : un lancer « 52: », « Doubles =&gt; N », « Takes », « Drops » ou « Wins N point »)</translation>
    </message>
    <message>
        <source>a second match length; a file holds one match</source>
        <translation>Une deuxième longueur de match ; un fichier contient un seul match</translation>
    </message>
    <message>
        <source>expected &quot; N point match&quot;</source>
        <translation>« N point match » attendu</translation>
    </message>
    <message>
        <source>expected &quot; Game 1&quot;</source>
        <translation>« Game 1 » attendu</translation>
    </message>
    <message>
        <source>row number %1 is larger than %2</source>
        <translation>Le numéro de ligne %1 dépasse %2</translation>
    </message>
    <message>
        <source>row %1 follows row %2</source>
        <translation>La ligne %1 suit la ligne %2</translation>
    </message>
    <message>
        <source>the file holds no match (no &quot; N point match&quot; line)</source>
        <translation>Le fichier ne contient aucun match (pas de ligne « N point match »)</translation>
    </message>
    <message>
        <source>the file holds no game (no &quot; Game 1&quot; line)</source>
        <translation>Le fichier ne contient aucune partie (pas de ligne « Game 1 »)</translation>
    </message>
    <message>
        <source>EventDate &quot;%1&quot; is not a date (yyyy.mm.dd)</source>
        <translation>EventDate « %1 » n’est pas une date (aaaa.mm.jj)</translation>
    </message>
    <message>
        <source>EventTime &quot;%1&quot; is not a time (hh.mm)</source>
        <translation>EventTime « %1 » n’est pas une heure (hh.mm)</translation>
    </message>
    <message>
        <source>a beaver (an immediate redouble) is allowed in money play only</source>
        <translation>un beaver (redoublement immédiat) n’est permis qu’en partie d’argent</translation>
    </message>
    <message>
        <source>a beaver of a beaver (a raccoon) cannot be represented</source>
        <translation>un beaver sur un beaver (un raccoon) ne peut pas être représenté</translation>
    </message>
    <message>
        <source>the result lines name both players; player %1 wins, as player %2 rolled and resigned</source>
        <translation>les lignes de résultat nomment les deux joueurs ; le joueur %1 gagne, car le joueur %2 a lancé les dés puis abandonné</translation>
    </message>
    <message>
        <source>the result lines name both players; player %1 wins the match by the score</source>
        <translation>les lignes de résultat nomment les deux joueurs ; d’après le score, le joueur %1 gagne le match</translation>
    </message>
    <message>
        <source>the result lines name both players; player %1 wins as the &quot;Wins&quot; line says</source>
        <translation>les lignes de résultat nomment les deux joueurs ; le joueur %1 gagne, comme le dit la ligne « Wins »</translation>
    </message>
</context>
<context>
    <name>JellyfishWriter</name>
    <message>
        <source>game %1 is a %2 game; Jellyfish match files hold backgammon</source>
        <extracomment>%1 is a game number, %2 a game&apos;s name in words (Hex, Twixt...)</extracomment>
        <translation>la partie %1 est une partie de %2 ; les fichiers de match Jellyfish contiennent du backgammon</translation>
    </message>
    <message>
        <source>game %1 (%2) skipped: Jellyfish match files hold standard backgammon only</source>
        <extracomment>%1 is a game number, %2 a game kind as kibitz-cli names it (acey-deucey, tabula)</extracomment>
        <translation>partie %1 (%2) ignorée : les fichiers de match Jellyfish ne contiennent que du backgammon standard</translation>
    </message>
    <message>
        <source>game %1 starts another match; a Jellyfish file holds one match, so it and the games after it are skipped</source>
        <translation>la partie %1 commence un autre match ; un fichier Jellyfish contient un seul match, elle et les parties suivantes sont donc ignorées</translation>
    </message>
    <message>
        <source>not a backgammon event</source>
        <translation>pas un événement de backgammon</translation>
    </message>
    <message>
        <source>game %1, event %2: %3</source>
        <extracomment>%1 is a game number, %2 an event number, %3 why the event cannot be played</extracomment>
        <translation>partie %1, événement %2 : %3</translation>
    </message>
    <message>
        <source>there is no standard backgammon game to write</source>
        <translation>il n’y a aucune partie de backgammon standard à écrire</translation>
    </message>
    <message>
        <source>game %1 starts from a set-up position, which a Jellyfish match file cannot hold (its games start from the usual position); save it as SGF</source>
        <extracomment>%1 is a game number</extracomment>
        <translation>la partie %1 commence par une position mise en place, qu’un fichier de match Jellyfish ne peut pas contenir (ses parties commencent par la position habituelle) ; enregistrez-la en SGF</translation>
    </message>
</context>
<context>
    <name>JgameReader</name>
    <message>
        <source>unexpected end of file: expected a key or the zero byte ending a key list</source>
        <translation>fin de fichier inattendue : clé ou octet nul de fin de liste de clés attendu</translation>
    </message>
    <message>
        <source>unexpected end of file inside a key of %1 bytes</source>
        <translation>fin de fichier inattendue dans une clé de %1 octets</translation>
    </message>
    <message>
        <source>unexpected end of file in the length of &apos;%1&apos;</source>
        <translation>fin de fichier inattendue dans la longueur de &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unexpected end of file: expected the number of child nodes</source>
        <translation>fin de fichier inattendue : nombre de nœuds enfants attendu</translation>
    </message>
    <message>
        <source>child count %1 is out of range</source>
        <translation>le nombre d’enfants %1 est hors limites</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a %2-byte integer, found %3 bytes</source>
        <extracomment>%1 is a Jgame key (not translated), %2 and %3 numbers of bytes</extracomment>
        <translation>&apos;%1&apos; doit être un entier de %2 octets, %3 octets trouvés</translation>
    </message>
    <message>
        <source>the header has a second &apos;%1&apos;</source>
        <translation>l’en-tête contient un second &apos;%1&apos;</translation>
    </message>
    <message>
        <source>not a Jgame file: the header has neither &apos;gtv&apos; nor &apos;size&apos;</source>
        <translation>pas un fichier Jgame : l’en-tête n’a ni &apos;gtv&apos; ni &apos;size&apos;</translation>
    </message>
    <message>
        <source>unsupported game tree version %1 (expected 2)</source>
        <translation>version d’arbre de partie %1 non prise en charge (2 attendue)</translation>
    </message>
    <message>
        <source>unknown game type &apos;%1&apos;</source>
        <translation>type de jeu inconnu &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the header names no game type (&apos;type&apos;, &apos;hgtv&apos; or &apos;tgtv&apos;)</source>
        <translation>l’en-tête ne nomme aucun type de jeu (&apos;type&apos;, &apos;hgtv&apos; ou &apos;tgtv&apos;)</translation>
    </message>
    <message>
        <source>the header has no board size (&apos;bdsize&apos;)</source>
        <translation>l’en-tête n’a pas de taille de plateau (&apos;bdsize&apos;)</translation>
    </message>
    <message>
        <source>the header&apos;s &apos;%1&apos; is not a version number; saving writes 1</source>
        <translation>le &apos;%1&apos; de l’en-tête n’est pas un numéro de version ; l’enregistrement écrit 1</translation>
    </message>
    <message>
        <source>the header lacks the required &apos;%1&apos;; saving adds it</source>
        <translation>il manque à l’en-tête le &apos;%1&apos; obligatoire ; l’enregistrement l’ajoute</translation>
    </message>
    <message>
        <source>the header lacks the required &apos;type&apos;; saving adds it</source>
        <translation>il manque à l’en-tête le &apos;type&apos; obligatoire ; l’enregistrement l’ajoute</translation>
    </message>
    <message>
        <source>the header&apos;s &apos;%1&apos; contradicts its %2 game; saving leaves it out</source>
        <extracomment>%1 is a Jgame key (hgtv or tgtv), %2 the game: Hex or Twixt</extracomment>
        <translation>le &apos;%1&apos; de l’en-tête contredit sa partie de %2 ; l’enregistrement l’omet</translation>
    </message>
    <message>
        <source>board size %1 is out of range (1 to 256)</source>
        <translation>la taille de plateau %1 est hors limites (1 à 256)</translation>
    </message>
    <message>
        <source>move (%1,%2) lies outside the %3x%3 board</source>
        <extracomment>(%1,%2) are the move&apos;s column and row, %3 the board&apos;s side</extracomment>
        <translation>le coup (%1,%2) est hors du plateau %3x%3</translation>
    </message>
    <message>
        <source>move colour %1 is neither 1 nor 2</source>
        <translation>la couleur du coup %1 n’est ni 1 ni 2</translation>
    </message>
    <message>
        <source>a move must be at least 3 bytes, found %1</source>
        <translation>un coup doit faire au moins 3 octets, %1 trouvés</translation>
    </message>
    <message>
        <source>a Hex move must be 3 bytes, found %1</source>
        <translation>un coup de Hex doit faire 3 octets, %1 trouvés</translation>
    </message>
    <message>
        <source>a long Twixt move must be at least 8 bytes, found %1</source>
        <translation>un coup long de Twixt doit faire au moins 8 octets, %1 trouvés</translation>
    </message>
    <message>
        <source>long Twixt move: the link list count is missing</source>
        <translation>coup long de Twixt : le nombre d’éléments de la liste de liens manque</translation>
    </message>
    <message>
        <source>long Twixt move: %1 links do not fit in the move&apos;s %2 bytes</source>
        <translation>coup long de Twixt : %1 liens ne tiennent pas dans les %2 octets du coup</translation>
    </message>
    <message>
        <source>link direction %1 is not 1 to 4</source>
        <translation>la direction de lien %1 n’est pas comprise entre 1 et 4</translation>
    </message>
    <message>
        <source>link from (%1,%2) in direction %3 leaves the board</source>
        <extracomment>(%1,%2) are a column and row, %3 a Jgame link direction 1 to 4</extracomment>
        <translation>le lien depuis (%1,%2) dans la direction %3 sort du plateau</translation>
    </message>
    <message>
        <source>long Twixt move: %1 bytes, but its lists account for %2</source>
        <translation>coup long de Twixt : %1 octets, mais ses listes en comptent %2</translation>
    </message>
    <message>
        <source>reading was cancelled</source>
        <translation>la lecture a été annulée</translation>
    </message>
    <message>
        <source>the node has two moves</source>
        <translation>le nœud a deux coups</translation>
    </message>
    <message>
        <source>a node other than the root has no move (&apos;m&apos;)</source>
        <translation>un nœud autre que la racine n’a pas de coup (&apos;m&apos;)</translation>
    </message>
    <message>
        <source>the node has two evaluations</source>
        <translation>le nœud a deux évaluations</translation>
    </message>
    <message>
        <source>&apos;v&apos; must be a 4-byte float, found %1 bytes</source>
        <translation>&apos;v&apos; doit être un flottant de 4 octets, %1 octets trouvés</translation>
    </message>
    <message>
        <source>evaluation %1 is outside -1 to 1</source>
        <translation>l’évaluation %1 est hors de -1 à 1</translation>
    </message>
    <message>
        <source>&apos;r&apos; must be a 2-byte integer, found %1 bytes</source>
        <translation>&apos;r&apos; doit être un entier de 2 octets, %1 octets trouvés</translation>
    </message>
    <message>
        <source>the node has two &apos;g&apos; marks</source>
        <translation>le nœud a deux marques &apos;g&apos;</translation>
    </message>
    <message>
        <source>&apos;g&apos; must be 1 byte, found %1 bytes</source>
        <translation>&apos;g&apos; doit faire 1 octet, %1 octets trouvés</translation>
    </message>
    <message>
        <source>the node has two comments</source>
        <translation>le nœud a deux commentaires</translation>
    </message>
    <message>
        <source>%1 unexpected bytes after the end of the game tree</source>
        <translation>%1 octets inattendus après la fin de l’arbre de partie</translation>
    </message>
    <message>
        <source>the move</source>
        <translation>le coup</translation>
    </message>
    <message>
        <source>the comment</source>
        <translation>le commentaire</translation>
    </message>
    <message>
        <source>the evaluation</source>
        <translation>l’évaluation</translation>
    </message>
    <message>
        <source>the main-line mark</source>
        <translation>la marque de ligne principale</translation>
    </message>
    <message>
        <source>a player&apos;s name</source>
        <translation>un nom de joueur</translation>
    </message>
    <message>
        <source>the game&apos;s name</source>
        <translation>le nom de la partie</translation>
    </message>
    <message>
        <source>the board size</source>
        <translation>la taille du plateau</translation>
    </message>
    <message>
        <source>the value of &apos;%1&apos;</source>
        <extracomment>%1 is a Jgame key (not translated)</extracomment>
        <translation>la valeur de &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the file ends inside %1: it claims %2 bytes but only %3 remain</source>
        <extracomment>%1 names what the bytes hold (&quot;the move&quot;, &quot;the comment&quot;), %2 and %3 numbers of bytes</extracomment>
        <translation>le fichier s’arrête au milieu de %1 : %2 octets annoncés mais il n’en reste que %3</translation>
    </message>
</context>
<context>
    <name>JgameWriter</name>
    <message>
        <source>Jgame cannot hold a Twixt turn that places no peg</source>
        <translation>Jgame ne peut pas contenir un tour de Twixt qui ne place aucun pion</translation>
    </message>
    <message>
        <source>Jgame cannot hold a Twixt move that adds links by hand and links automatically</source>
        <translation>Jgame ne peut pas contenir un coup de Twixt qui ajoute des liens à la main et automatiquement</translation>
    </message>
    <message>
        <source>a long Twixt move has too many links for Jgame</source>
        <translation>un coup long de Twixt a trop de liens pour Jgame</translation>
    </message>
    <message>
        <source>Jgame files hold only Hex and Twixt games</source>
        <translation>les fichiers Jgame ne contiennent que des parties de Hex et de Twixt</translation>
    </message>
    <message>
        <source>Jgame holds only square boards of 1 to 256 cells a side, not %1x%2</source>
        <translation>Jgame ne contient que des plateaux carrés de 1 à 256 cases de côté, pas %1x%2</translation>
    </message>
    <message>
        <source>the node property &apos;%1&apos; is too long for Jgame</source>
        <translation>la propriété de nœud &apos;%1&apos; est trop longue pour Jgame</translation>
    </message>
    <message>
        <source>Jgame cannot hold a swap or setup move that has moves after it</source>
        <translation>Jgame ne peut pas contenir un échange ou une mise en place suivi d’autres coups</translation>
    </message>
    <message>
        <source>a node has %1 children; Jgame allows at most 65535</source>
        <translation>un nœud a %1 enfants ; Jgame en permet au plus 65535</translation>
    </message>
    <message>
        <source>Jgame has no place for the %1 header properties %2</source>
        <extracomment>%1 is a format&apos;s name (sgf...), %2 a list of its property identifiers</extracomment>
        <translation>Jgame n’a pas de place pour les propriétés d’en-tête %1 %2</translation>
    </message>
    <message>
        <source>Jgame cannot hold swap, resign, forfeit, pass or setup moves: %1 left out</source>
        <translation>Jgame ne peut pas contenir d’échange, d’abandon, de forfait, de passe ni de mise en place : %1 omis</translation>
    </message>
    <message>
        <source>Jgame has no swap of sides: %1 left out (the board and the colour to move are unchanged)</source>
        <translation>Jgame n’a pas d’échange de côtés : %1 omis (le plateau et la couleur au trait sont inchangés)</translation>
    </message>
    <message>
        <source>Jgame has no set-up stones: %1 set-ups written as moves</source>
        <translation>Jgame n’a pas de pierres de mise en place : %1 mises en place écrites comme des coups</translation>
    </message>
    <message numerus="yes">
        <source>Jgame has no place for %n node property(s) of the %1 file</source>
        <extracomment>%n is a number, %1 a format&apos;s name (sgf...)</extracomment>
        <translation>
            <numerusform>Jgame n’a pas de place pour %n propriété de nœud du fichier %1</numerusform>
            <numerusform>Jgame n’a pas de place pour %n propriétés de nœud du fichier %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Jgame has no initial position, view area or bookmarks: the nodes&apos; %1 are lost</source>
        <extracomment>%1 lists SGF properties: IP (the position to show first), VW (the part of the board shown), N (names and bookmarks)</extracomment>
        <translation>Jgame n’a ni position initiale, ni zone d’affichage, ni signets : les %1 des nœuds sont perdus</translation>
    </message>
    <message numerus="yes">
        <source>Jgame has no player to move (SGF PL): %n set-up(s) lose it</source>
        <extracomment>PL is the SGF property that names the player to move after a set-up</extracomment>
        <translation>
            <numerusform>Jgame n’a pas de joueur au trait (SGF PL) : %n mise en place le perd</numerusform>
            <numerusform>Jgame n’a pas de joueur au trait (SGF PL) : %n mises en place le perdent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Jgame has no place for board marks (labels, shapes, arrows, lines) or move and position marks (!, ?, good for a side, hotspot): %n node(s) lose them</source>
        <extracomment>%n is a number of nodes</extracomment>
        <translation>
            <numerusform>Jgame n’a pas de place pour les marques du plateau (étiquettes, formes, flèches, lignes) ni pour les marques de coup et de position (!, ?, bonne pour un camp, point chaud) : %n nœud les perd</numerusform>
            <numerusform>Jgame n’a pas de place pour les marques du plateau (étiquettes, formes, flèches, lignes) ni pour les marques de coup et de position (!, ?, bonne pour un camp, point chaud) : %n nœuds les perdent</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MatchEquity</name>
    <message>
        <source>match equity table %1: %2</source>
        <translation>table d&apos;équité de match %1 : %2</translation>
    </message>
    <message>
        <source>line %1: only explicit tables are read</source>
        <translation>ligne %1 : seules les tables explicites sont lues</translation>
    </message>
    <message>
        <source>line %1: not a winning chance</source>
        <translation>ligne %1 : pas une chance de gain</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>ligne %1 : %2</translation>
    </message>
    <message>
        <source>no pre- and post-Crawford tables</source>
        <translation>pas de tables avant et après la partie Crawford</translation>
    </message>
</context>
<context>
    <name>RenderCommand</name>
    <message>
        <source>unknown option %1</source>
        <translation>option inconnue %1</translation>
    </message>
    <message>
        <source>%1 needs a value</source>
        <translation>%1 demande une valeur</translation>
    </message>
    <message>
        <source>--game must be a number from 1</source>
        <translation>--game doit être un nombre à partir de 1</translation>
    </message>
    <message>
        <source>--ply must be a number from 0</source>
        <translation>--ply doit être un nombre à partir de 0</translation>
    </message>
    <message>
        <source>--size must be WIDTHxHEIGHT, each from %1 to %2 pixels</source>
        <translation>--size doit être LARGEURxHAUTEUR, chacune de %1 à %2 pixels</translation>
    </message>
    <message>
        <source>--theme must be light or dark</source>
        <translation>--theme doit être light ou dark</translation>
    </message>
    <message>
        <source>render takes one FILE</source>
        <translation>render prend un seul FICHIER</translation>
    </message>
    <message>
        <source>render needs -o OUT.png or -o OUT.svg</source>
        <translation>render demande -o SORTIE.png ou -o SORTIE.svg</translation>
    </message>
    <message>
        <source>cannot tell the image format from %1; use .png or .svg</source>
        <translation>impossible de déduire le format d’image de %1 ; utilisez .png ou .svg</translation>
    </message>
    <message>
        <source>the game has no Rokkaku set-up</source>
        <translation>la partie n’a pas de mise en place de Rokkaku</translation>
    </message>
    <message>
        <source>the image could not be produced</source>
        <translation>l’image n’a pas pu être produite</translation>
    </message>
    <message>
        <source>warning:</source>
        <translation>avertissement :</translation>
    </message>
    <message>
        <source>--game must be 1 to %1</source>
        <translation>--game doit être compris entre 1 et %1</translation>
    </message>
    <message>
        <source>render is not available for %1 games</source>
        <translation>render n’est pas disponible pour les parties de %1</translation>
    </message>
    <message>
        <source>--ply must be 0 to %1</source>
        <translation>--ply doit être compris entre 0 et %1</translation>
    </message>
    <message>
        <source>--column-offset applies to %1 fields only</source>
        <extracomment>%1 lists the games whose boards can be drawn in columns (&quot;Rokkaku&quot;)</extracomment>
        <translation>--column-offset ne s’applique qu’aux terrains de %1</translation>
    </message>
</context>
<context>
    <name>RokkakuGameUi</name>
    <message>
        <source>A Rokkaku Conquest game has four teams, so it takes no evaluation of one player against the other. The tournament view shows how the teams stand: the scoreboard under the field, the plot of owned hexels and the Standings tab.</source>
        <translation>Une partie de Rokkaku Conquest oppose quatre équipes : elle ne reçoit donc pas d’évaluation d’un joueur face à l’autre. La vue du tournoi montre où en sont les équipes : le tableau des scores sous le terrain, le graphique des hexels possédés et l’onglet « Classement ».</translation>
    </message>
    <message>
        <source>Rokkaku Conquest</source>
        <translation>Rokkaku Conquest</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>Plateau :</translation>
    </message>
    <message>
        <source>Team 1:</source>
        <translation>Équipe 1 :</translation>
    </message>
    <message>
        <source>Team 2:</source>
        <translation>Équipe 2 :</translation>
    </message>
    <message>
        <source>Team 3:</source>
        <translation>Équipe 3 :</translation>
    </message>
    <message>
        <source>Team 4:</source>
        <translation>Équipe 4 :</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Équipes</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
</context>
<context>
    <name>RokkakuNotation</name>
    <message>
        <source>from %1,%2 to %3</source>
        <translation>de %1,%2 à %3</translation>
    </message>
    <message>
        <source>team %1&apos;s dog to %2</source>
        <extracomment>%1 a team (1-4 in the game), %2 a hexel &quot;x,y&quot;</extracomment>
        <translation>le chien de l’équipe %1 en %2</translation>
    </message>
    <message>
        <source>team %1 samurai %2 to %3</source>
        <translation>équipe %1, samouraï %2 en %3</translation>
    </message>
    <message>
        <source>no agent moves</source>
        <translation>aucun agent ne bouge</translation>
    </message>
    <message numerus="yes">
        <source>%n hexel(s) claimed</source>
        <translation>
            <numerusform>%n hexel pris</numerusform>
            <numerusform>%n hexels pris</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n syzygy(s)</source>
        <translation>
            <numerusform>%n syzygie</numerusform>
            <numerusform>%n syzygies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n siege(s)</source>
        <translation>
            <numerusform>%n siège</numerusform>
            <numerusform>%n sièges</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n continental occupation(s)</source>
        <translation>
            <numerusform>%n occupation continentale</numerusform>
            <numerusform>%n occupations continentales</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n agent(s) frozen</source>
        <translation>
            <numerusform>%n agent gelé</numerusform>
            <numerusform>%n agents gelés</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s dog to %2</source>
        <extracomment>%1 a team&apos;s name, %2 a hexel &quot;x,y&quot;</extracomment>
        <translation>chien de %1 en %2</translation>
    </message>
    <message>
        <source>%1 samurai %2 to %3</source>
        <translation>%1, samouraï %2 en %3</translation>
    </message>
</context>
<context>
    <name>RokkakuPosition</name>
    <message>
        <source>the dog of team %1</source>
        <translation>le chien de l’équipe %1</translation>
    </message>
    <message>
        <source>samurai %1 of team %2</source>
        <translation>le samouraï %1 de l’équipe %2</translation>
    </message>
    <message>
        <source>hexel %1 is outside the %2x%3 field</source>
        <translation>l’hexel %1 est hors du terrain %2x%3</translation>
    </message>
    <message>
        <source>the field width must be 1 to %1</source>
        <translation>la largeur du terrain doit être comprise entre 1 et %1</translation>
    </message>
    <message>
        <source>the field height must be 1 to %1</source>
        <translation>la hauteur du terrain doit être comprise entre 1 et %1</translation>
    </message>
    <message>
        <source>gate: %1</source>
        <translation>porte : %1</translation>
    </message>
    <message>
        <source>start of %1: %2</source>
        <translation>départ de %1 : %2</translation>
    </message>
    <message>
        <source>move from %1</source>
        <translation>déplacement depuis %1</translation>
    </message>
    <message>
        <source>move to %1</source>
        <translation>déplacement vers %1</translation>
    </message>
    <message>
        <source>%1 moves from %2 but was frozen after the previous turn</source>
        <translation>%1 se déplace depuis %2 mais était gelé après le tour précédent</translation>
    </message>
    <message>
        <source>move from %1, where no agent stands</source>
        <translation>déplacement depuis %1, où ne se trouve aucun agent</translation>
    </message>
    <message>
        <source>syzygy</source>
        <translation>syzygie</translation>
    </message>
    <message>
        <source>owner change: %1</source>
        <translation>changement de propriétaire : %1</translation>
    </message>
    <message>
        <source>owner change of %1 to team %2, which is not in the game (0-3)</source>
        <translation>changement de propriétaire de %1 vers l’équipe %2, qui n’est pas dans la partie (0-3)</translation>
    </message>
    <message>
        <source>frozen agent of team %1, which is not in the game (0-3)</source>
        <translation>agent gelé de l’équipe %1, qui n’est pas dans la partie (0-3)</translation>
    </message>
    <message>
        <source>frozen agent %1: agents are 0 (the dog) to 3</source>
        <translation>agent gelé %1 : les agents vont de 0 (le chien) à 3</translation>
    </message>
    <message>
        <source>siege</source>
        <translation>siège</translation>
    </message>
    <message>
        <source>continental occupation</source>
        <translation>occupation continentale</translation>
    </message>
    <message>
        <source>not a Rokkaku turn</source>
        <translation>pas un tour de Rokkaku</translation>
    </message>
    <message>
        <source>the turn record does not decode</source>
        <translation>l’enregistrement du tour ne peut pas être décodé</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>the move text of a turn in which no agent moves</extracomment>
        <translation>aucun</translation>
    </message>
    <message>
        <source>syzygy: no agent stands on %1</source>
        <translation>syzygie : aucun agent sur %1</translation>
    </message>
</context>
<context>
    <name>RokkakuReader</name>
    <message>
        <source>the log ends where %1 should be</source>
        <extracomment>%1 names a number of the log, as &quot;the field width&quot;</extracomment>
        <translation>le journal se termine là où devrait se trouver %1</translation>
    </message>
    <message>
        <source>expected %1 (a non-negative integer), found &quot;%2&quot;</source>
        <extracomment>%1 names a number of the log, as &quot;the field width&quot;</extracomment>
        <translation>attendu : %1 (un entier positif ou nul), trouvé : &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1 is too large (at most %2)</source>
        <extracomment>%1 names a number of the log, as &quot;the field width&quot;</extracomment>
        <translation>valeur trop grande pour %1 (au plus %2)</translation>
    </message>
    <message>
        <source>the number of teams</source>
        <translation>le nombre d’équipes</translation>
    </message>
    <message>
        <source>the number of teams must be a positive multiple of four, not %1</source>
        <translation>le nombre d’équipes doit être un multiple positif de quatre, pas %1</translation>
    </message>
    <message>
        <source>the number of teams must be alone on its line; the names follow one per line</source>
        <translation>le nombre d’équipes doit être seul sur sa ligne ; les noms suivent, un par ligne</translation>
    </message>
    <message>
        <source>the log ends where the name of team %1 should be</source>
        <translation>le journal se termine là où devrait se trouver le nom de l’équipe %1</translation>
    </message>
    <message>
        <source>the number of rounds</source>
        <translation>le nombre de manches</translation>
    </message>
    <message>
        <source>a tournament has at least one round</source>
        <translation>un tournoi a au moins une manche</translation>
    </message>
    <message>
        <source>a team number of the game</source>
        <translation>un numéro d’équipe de la partie</translation>
    </message>
    <message>
        <source>team %1 does not exist (the teams are 0 to %2)</source>
        <translation>l’équipe %1 n’existe pas (les équipes vont de 0 à %2)</translation>
    </message>
    <message>
        <source>team %1 is listed twice in this game</source>
        <translation>l’équipe %1 figure deux fois dans cette partie</translation>
    </message>
    <message>
        <source>the maximum number of turns</source>
        <translation>le nombre maximal de tours</translation>
    </message>
    <message>
        <source>the field width</source>
        <translation>la largeur du terrain</translation>
    </message>
    <message>
        <source>the field width must be 1 to %1, not %2</source>
        <translation>la largeur du terrain doit être comprise entre 1 et %1, pas %2</translation>
    </message>
    <message>
        <source>the field height</source>
        <translation>la hauteur du terrain</translation>
    </message>
    <message>
        <source>the field height must be 1 to %1, not %2</source>
        <translation>la hauteur du terrain doit être comprise entre 1 et %1, pas %2</translation>
    </message>
    <message>
        <source>the number of gates</source>
        <translation>le nombre de portes</translation>
    </message>
    <message>
        <source>a gate&apos;s hexel</source>
        <translation>l’hexel d’une porte</translation>
    </message>
    <message>
        <source>an agent&apos;s starting hexel</source>
        <translation>l’hexel de départ d’un agent</translation>
    </message>
    <message>
        <source>the game&apos;s set-up is too long (%1 gates)</source>
        <translation>la mise en place de la partie est trop longue (%1 portes)</translation>
    </message>
    <message>
        <source>0 (the game ends) or 1 (a turn follows)</source>
        <translation>0 (la partie se termine) ou 1 (un tour suit)</translation>
    </message>
    <message>
        <source>a turn follows the game&apos;s maximum of %1 turns</source>
        <translation>un tour suit le maximum de %1 tours de la partie</translation>
    </message>
    <message>
        <source>the number of moves</source>
        <translation>le nombre de déplacements</translation>
    </message>
    <message>
        <source>a move&apos;s starting hexel</source>
        <translation>l’hexel de départ d’un déplacement</translation>
    </message>
    <message>
        <source>a move&apos;s target hexel</source>
        <translation>l’hexel d’arrivée d’un déplacement</translation>
    </message>
    <message>
        <source>the number of syzygies</source>
        <translation>le nombre de syzygies</translation>
    </message>
    <message>
        <source>the number of agents in a syzygy</source>
        <translation>le nombre d’agents d’une syzygie</translation>
    </message>
    <message>
        <source>a syzygy&apos;s hexel</source>
        <translation>un hexel d’une syzygie</translation>
    </message>
    <message>
        <source>the number of owner changes</source>
        <translation>le nombre de changements de propriétaire</translation>
    </message>
    <message>
        <source>an owner change&apos;s hexel</source>
        <translation>l’hexel d’un changement de propriétaire</translation>
    </message>
    <message>
        <source>an owner change&apos;s new owner</source>
        <translation>le nouveau propriétaire d’un changement de propriétaire</translation>
    </message>
    <message>
        <source>the number of frozen agents</source>
        <translation>le nombre d’agents gelés</translation>
    </message>
    <message>
        <source>a frozen agent&apos;s team</source>
        <translation>l’équipe d’un agent gelé</translation>
    </message>
    <message>
        <source>a frozen agent&apos;s number</source>
        <translation>le numéro d’un agent gelé</translation>
    </message>
    <message>
        <source>the number of sieges</source>
        <translation>le nombre de sièges</translation>
    </message>
    <message>
        <source>the number of hexels of a siege</source>
        <translation>le nombre d’hexels d’un siège</translation>
    </message>
    <message>
        <source>a siege&apos;s hexel</source>
        <translation>un hexel d’un siège</translation>
    </message>
    <message>
        <source>the number of continental occupations</source>
        <translation>le nombre d’occupations continentales</translation>
    </message>
    <message>
        <source>the number of hexels of a continental occupation</source>
        <translation>le nombre d’hexels d’une occupation continentale</translation>
    </message>
    <message>
        <source>a continental occupation&apos;s hexel</source>
        <translation>un hexel d’une occupation continentale</translation>
    </message>
    <message>
        <source>the turn record is too long (%1 bytes encoded, at most %2)</source>
        <translation>l’enregistrement du tour est trop long (%1 octets encodés, au plus %2)</translation>
    </message>
    <message>
        <source>a number of the final results</source>
        <translation>un nombre des résultats finaux</translation>
    </message>
    <message>
        <source>the final results hold more than three numbers per team</source>
        <translation>les résultats finaux contiennent plus de trois nombres par équipe</translation>
    </message>
    <message>
        <source>the final results hold %1 numbers; expected `team score` (%2) or `rank team score` (%3) for each of the %4 teams</source>
        <translation>les résultats finaux contiennent %1 nombres ; attendu : `team score` (%2) ou `rank team score` (%3) pour chacune des %4 équipes</translation>
    </message>
    <message>
        <source>rank %1 is not 1 to %2</source>
        <translation>le rang %1 n’est pas compris entre 1 et %2</translation>
    </message>
    <message>
        <source>team %1 is listed twice in the final results</source>
        <translation>l’équipe %1 figure deux fois dans les résultats finaux</translation>
    </message>
    <message>
        <source>reading was cancelled</source>
        <translation>la lecture a été annulée</translation>
    </message>
    <message>
        <source>round %1, game %2</source>
        <extracomment>the name of a game of the tournament, shown in the list of games</extracomment>
        <translation>manche %1, partie %2</translation>
    </message>
    <message>
        <source>a siege&apos;s team</source>
        <translation>l&apos;équipe d&apos;un siège</translation>
    </message>
    <message>
        <source>a continental occupation&apos;s team</source>
        <translation>l&apos;équipe d&apos;une occupation continentale</translation>
    </message>
</context>
<context>
    <name>RokkakuReferee</name>
    <message>
        <source>the field width must be 2 to %1</source>
        <translation>la largeur du terrain doit être de 2 à %1</translation>
    </message>
    <message>
        <source>the field height must be 1 to %1</source>
        <translation>la hauteur du terrain doit être de 1 à %1</translation>
    </message>
    <message>
        <source>hexel %1 is not on the field (rows 0 to %2)</source>
        <translation>l&apos;hexel %1 n&apos;est pas sur le terrain (rangées 0 à %2)</translation>
    </message>
    <message>
        <source>hexel %1 is not on the field (row %2 holds hexels 0 to %3)</source>
        <translation>l&apos;hexel %1 n&apos;est pas sur le terrain (la rangée %2 a les hexels 0 à %3)</translation>
    </message>
    <message>
        <source>gate: %1</source>
        <translation>porte : %1</translation>
    </message>
    <message>
        <source>gate %1 has no partner: gates join (x,0) to (x,%2) and (0,y) to (%3,y) on odd rows</source>
        <translation>la porte %1 n&apos;a pas de partenaire : les portes joignent (x,0) à (x,%2) et (0,y) à (%3,y) sur les rangées impaires</translation>
    </message>
    <message>
        <source>start of %1: %2</source>
        <translation>départ de %1 : %2</translation>
    </message>
    <message>
        <source>%1 starts on %2, where %3 stands</source>
        <translation>%1 commence sur %2, où se trouve %3</translation>
    </message>
    <message>
        <source>the game ended with the previous turn&apos;s continental occupation; no turn follows</source>
        <translation>la partie s&apos;est terminée par l&apos;occupation continentale du tour précédent ; aucun tour ne suit</translation>
    </message>
    <message>
        <source>move from %1, where no agent stands</source>
        <translation>déplacement depuis %1, où il n&apos;y a aucun agent</translation>
    </message>
    <message>
        <source>the moves are listed in agent order, but %1 moves after %2</source>
        <translation>les déplacements sont listés dans l&apos;ordre des agents, mais %1 se déplace après %2</translation>
    </message>
    <message>
        <source>%1 moves from %2 but was frozen after the previous turn</source>
        <translation>%1 se déplace depuis %2 mais était gelé après le tour précédent</translation>
    </message>
    <message>
        <source>%1 moves from %2 to %3, which is not one step away</source>
        <translation>%1 va de %2 à %3, qui n&apos;est pas à un pas</translation>
    </message>
    <message>
        <source>%1 moves to %2, where %3 stands when the turn begins</source>
        <translation>%1 va sur %2, où se trouve %3 au début du tour</translation>
    </message>
    <message>
        <source>%1 moves to %2, next to %3: a samurai may not approach another team&apos;s dog</source>
        <translation>%1 va sur %2, à côté de %3 : un samouraï ne peut pas approcher le chien d&apos;une autre équipe</translation>
    </message>
    <message>
        <source>two agents move to %1: the runtime freezes both</source>
        <translation>deux agents vont sur %1 : l&apos;environnement d&apos;exécution les gèle tous les deux</translation>
    </message>
    <message>
        <source>frozen agent of team %1, which is not in the game (0-3)</source>
        <translation>agent gelé de l&apos;équipe %1, qui n&apos;est pas dans la partie (0-3)</translation>
    </message>
    <message>
        <source>frozen agent %1: agents are 0 (the dog) to 3</source>
        <translation>agent gelé %1 : les agents vont de 0 (le chien) à 3</translation>
    </message>
    <message>
        <source>%1 is listed twice as frozen</source>
        <translation>%1 est listé deux fois comme gelé</translation>
    </message>
    <message>
        <source>%1 moved in this turn and cannot be frozen by it</source>
        <translation>%1 s&apos;est déplacé pendant ce tour et ne peut pas être gelé par lui</translation>
    </message>
    <message>
        <source>no syzygy can happen in this turn (none before turn %1 of the game, and none for %2 turns after one)</source>
        <translation>aucune syzygie n&apos;est possible à ce tour (aucune avant le tour %1 de la partie, et aucune pendant %2 tours après une)</translation>
    </message>
    <message>
        <source>%1 syzygies; the agents&apos; places make %2</source>
        <translation>%1 syzygies ; les places des agents en font %2</translation>
    </message>
    <message>
        <source>syzygy %1: the agents&apos; places make %2</source>
        <translation>syzygie %1 : les places des agents donnent %2</translation>
    </message>
    <message>
        <source>syzygy %1: the runtime lists each row&apos;s hexels together, in column order</source>
        <translation>syzygie %1 : l&apos;environnement d&apos;exécution liste ensemble les hexels de chaque rangée, par colonne</translation>
    </message>
    <message>
        <source>%1 %2; the rules make %3</source>
        <translation>%1 %2 ; les règles en font %3</translation>
    </message>
    <message>
        <source>%1 %2 (team %3, %4 hexels): the rules make team %5 take %6</source>
        <translation>%1 %2 (équipe %3, %4 hexels) : selon les règles, l&apos;équipe %5 prend %6</translation>
    </message>
    <message>
        <source>%1 %2: the runtime lists each row&apos;s hexels together, in column order</source>
        <translation>%1 %2 : l&apos;environnement d&apos;exécution liste ensemble les hexels de chaque rangée, par colonne</translation>
    </message>
    <message>
        <source>%1 %2 comes after a larger territory&apos;s: the runtime lists them by territory size</source>
        <translation>%1 %2 vient après celle d&apos;un territoire plus grand : l&apos;environnement d&apos;exécution les range par taille de territoire</translation>
    </message>
    <message>
        <source>sieges</source>
        <translation>sièges</translation>
    </message>
    <message>
        <source>siege</source>
        <translation>siège</translation>
    </message>
    <message>
        <source>owner change %1 to team %2: the rules make %3 go to team %4 here</source>
        <translation>changement de propriétaire de %1 pour l&apos;équipe %2 : selon les règles, %3 va ici à l&apos;équipe %4</translation>
    </message>
    <message>
        <source>%1 owner changes; the rules make %2</source>
        <translation>%1 changements de propriétaire ; les règles en font %2</translation>
    </message>
    <message>
        <source>continental occupations</source>
        <translation>occupations continentales</translation>
    </message>
    <message>
        <source>continental occupation</source>
        <translation>occupation continentale</translation>
    </message>
</context>
<context>
    <name>RokkakuTimeline</name>
    <message>
        <source>Team %1</source>
        <translation>Équipe %1</translation>
    </message>
</context>
<context>
    <name>RokkakuWriter</name>
    <message>
        <source>a Rokkaku log holds a tournament; this file holds games without one</source>
        <translation>un journal Rokkaku contient un tournoi ; ce fichier contient des parties sans tournoi</translation>
    </message>
    <message>
        <source>a Rokkaku tournament has a positive multiple of four teams, not %1</source>
        <translation>un tournoi Rokkaku a un multiple positif de quatre équipes, pas %1</translation>
    </message>
    <message>
        <source>the team name &quot;%1&quot; cannot be a line of a Rokkaku log</source>
        <translation>le nom d’équipe &quot;%1&quot; ne peut pas être une ligne d’un journal Rokkaku</translation>
    </message>
    <message>
        <source>%1 rounds of %2 teams are %3 games; there are %4</source>
        <extracomment>%1 rounds, %2 teams, %3 games expected, %4 games in the file</extracomment>
        <translation>%1 manches de %2 équipes font %3 parties ; il y en a %4</translation>
    </message>
    <message>
        <source>game %1 is not a Rokkaku Conquest game</source>
        <translation>la partie %1 n’est pas une partie de Rokkaku Conquest</translation>
    </message>
    <message>
        <source>game %1 names team %2; the tournament has %3</source>
        <translation>la partie %1 nomme l’équipe %2 ; le tournoi en a %3</translation>
    </message>
    <message>
        <source>game %1 holds a turn that is not a Rokkaku turn</source>
        <translation>la partie %1 contient un tour qui n’est pas un tour de Rokkaku</translation>
    </message>
    <message>
        <source>a Rokkaku log holds the main line only; variations are not written</source>
        <translation>un journal Rokkaku ne contient que la ligne principale ; les variantes ne sont pas écrites</translation>
    </message>
    <message>
        <source>a Rokkaku log cannot hold comments or evaluations; they are not written</source>
        <translation>un journal Rokkaku ne peut pas contenir de commentaires ni d’évaluations ; ils ne sont pas écrits</translation>
    </message>
</context>
<context>
    <name>SgfBackgammon</name>
    <message>
        <source>a node holds one move</source>
        <translation>un nœud contient un seul coup</translation>
    </message>
    <message>
        <source>a backgammon move has one value</source>
        <translation>un coup de backgammon a une seule valeur</translation>
    </message>
    <message>
        <source>%1: MI[%2] is not tag:value; ignored</source>
        <extracomment>%1 is the place in the file (line:column); %2 the value (not translated: MI is an SGF property)</extracomment>
        <translation>%1 : MI[%2] n’est pas de la forme tag:value ; ignoré</translation>
    </message>
    <message>
        <source>%1: unknown match information MI[%2]; ignored</source>
        <extracomment>%1 is the place in the file (line:column); %2 the value</extracomment>
        <translation>%1 : information de match inconnue MI[%2] ; ignorée</translation>
    </message>
    <message>
        <source>MI[%1]: expected a number from 0 to %2</source>
        <translation>MI[%1] : nombre de 0 à %2 attendu</translation>
    </message>
    <message>
        <source>the root node holds the game information; the moves start in the node after it</source>
        <translation>le nœud racine contient l’information de partie ; les coups commencent au nœud suivant</translation>
    </message>
    <message>
        <source>%1: RE[%2] is not a backgammon result (W+n or B+n); kept as it is</source>
        <extracomment>%1 is the place in the file (line:column); %2 the value (RE is an SGF property, W+n and B+n its values)</extracomment>
        <translation>%1 : RE[%2] n’est pas un résultat de backgammon (W+n ou B+n) ; conservé tel quel</translation>
    </message>
    <message>
        <source>%1: RU[%2] is not a rule Kibitz plays by; backgammon with the Crawford rule is assumed</source>
        <extracomment>%1 is the place in the file (line:column); %2 the value</extracomment>
        <translation>%1 : RU[%2] n’est pas une règle que Kibitz applique ; le backgammon avec la règle de Crawford est supposé</translation>
    </message>
    <message>
        <source>TS[%1]: expected the game&apos;s start in seconds since 1970</source>
        <translation>TS[%1] : début de la partie attendu en secondes depuis 1970</translation>
    </message>
    <message>
        <source>MI: a score of %1-%2 has already won a %3-point match</source>
        <extracomment>%1-%2 is the score, %3 the match length</extracomment>
        <translation>MI : un score de %1-%2 a déjà gagné un match en %3 points</translation>
    </message>
    <message>
        <source>more than three dice</source>
        <translation>plus de trois dés</translation>
    </message>
    <message>
        <source>a die shows 1 to 6, not %1</source>
        <translation>un dé montre 1 à 6, pas %1</translation>
    </message>
    <message>
        <source>expected a roll: two dice (&quot;53&quot;) and the checker moves as point letters, or double, take, drop, resign</source>
        <translation>lancer attendu : deux dés (&quot;53&quot;) et les déplacements des pions en lettres de flèches, ou double, take, drop, resign</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a point: a to x are points 1 to 24 from White&apos;s side, y the bar, z off the board</source>
        <translation>&apos;%1&apos; n’est pas une flèche : a à x sont les flèches 1 à 24 du côté de Blanc, y la barre, z hors du plateau</translation>
    </message>
    <message>
        <source>the move from &apos;%1&apos; has no destination</source>
        <translation>le déplacement depuis &apos;%1&apos; n’a pas de destination</translation>
    </message>
    <message>
        <source>a checker cannot move to the bar (y)</source>
        <translation>un pion ne peut pas aller sur la barre (y)</translation>
    </message>
    <message>
        <source>a move must go somewhere (%1%1)</source>
        <extracomment>%1 is an SGF point letter</extracomment>
        <translation>un déplacement doit mener quelque part (%1%1)</translation>
    </message>
    <message>
        <source>more than 255 checker moves in one roll</source>
        <translation>plus de 255 déplacements de pions en un seul lancer</translation>
    </message>
    <message>
        <source>%1: %2 in a node without a move after the root was left out</source>
        <extracomment>%1 is the place in the file (line:column); %2 an SGF property identifier</extracomment>
        <translation>%1 : %2 dans un nœud sans coup après la racine a été omis</translation>
    </message>
    <message>
        <source>a double is answered by take or drop of the other player</source>
        <translation>un double reçoit pour réponse take ou drop de l’autre joueur</translation>
    </message>
    <message>
        <source>the player who doubled cannot answer the double</source>
        <translation>le joueur qui a doublé ne peut pas répondre au double</translation>
    </message>
    <message>
        <source>a redouble as the answer (a beaver) cannot be held: bgammon has no beavers</source>
        <translation>une redouble en réponse (un beaver) ne peut pas être conservée : bgammon n’a pas de beavers</translation>
    </message>
    <message>
        <source>the cube cannot go above %1</source>
        <translation>le videau ne peut pas dépasser %1</translation>
    </message>
    <message>
        <source>%1 answers a double, but the node before is no double</source>
        <extracomment>%1 is take or drop (SGF values, not translated)</extracomment>
        <translation>%1 répond à un double, mais le nœud précédent n’est pas un double</translation>
    </message>
    <message>
        <source>%1: a double without a take or drop was left out (the model holds a double with its answer)</source>
        <extracomment>%1 is the place in the file (line:column)</extracomment>
        <translation>%1 : un double sans take ni drop a été omis (le modèle conserve un double avec sa réponse)</translation>
    </message>
    <message>
        <source>%4: RE: %1 points is not a multiple of the cube (%2) at the end of the game; the game is recorded as worth %3 before the cube</source>
        <extracomment>%4 is the place in the file (line:column); %1 the result&apos;s points, %2 the cube value, %3 the points before the cube</extracomment>
        <translation>%4 : RE : %1 points n’est pas un multiple du videau (%2) à la fin de la partie ; la partie est enregistrée comme valant %3 avant le videau</translation>
    </message>
    <message>
        <source>game %1 holds a move that is not a backgammon event</source>
        <translation>la partie %1 contient un coup qui n’est pas un événement de backgammon</translation>
    </message>
    <message>
        <source>SGF has no place for the .mat header comments %1; they are dropped</source>
        <extracomment>%1 lists keys of a Jellyfish .mat file&apos;s header, as &quot;Site, Round&quot;</extracomment>
        <translation>SGF n&apos;a pas de place pour les commentaires d&apos;en-tête .mat %1 ; ils sont abandonnés</translation>
    </message>
    <message>
        <source>%1[%2]: expected a point a..x or the bar y, or a range of them</source>
        <extracomment>%1 is an SGF property identifier, %2 its value</extracomment>
        <translation>%1[%2] : une flèche a..x ou la barre y, ou une plage de celles-ci, est attendue</translation>
    </message>
    <message>
        <source>%1[%2]: the other player&apos;s checkers are on that point</source>
        <translation>%1[%2] : les pions de l’autre joueur sont sur cette flèche</translation>
    </message>
    <message>
        <source>%1[%2]: more than 15 checkers</source>
        <translation>%1[%2] : plus de 15 pions</translation>
    </message>
    <message>
        <source>CV[%1]: expected the cube&apos;s value</source>
        <translation>CV[%1] : la valeur du videau est attendue</translation>
    </message>
    <message>
        <source>%1[%2]: expected W or B</source>
        <extracomment>%1 is an SGF property identifier, %2 its value; W and B are SGF values, not translated</extracomment>
        <translation>%1[%2] : W ou B est attendu</translation>
    </message>
    <message>
        <source>DI[%1]: expected two dice, as 52</source>
        <translation>DI[%1] : deux dés sont attendus, comme 52</translation>
    </message>
    <message>
        <source>%1: a set-up after the first move cannot be held; Kibitz sets up backgammon positions only at the start of a game</source>
        <extracomment>%1 is an SGF property identifier</extracomment>
        <translation>%1 : une mise en place après le premier coup ne peut pas être conservée ; Kibitz ne met en place des positions de backgammon qu’au début d’une partie</translation>
    </message>
    <message>
        <source>set-up positions are held for backgammon only</source>
        <translation>les positions mises en place ne sont conservées que pour le backgammon</translation>
    </message>
    <message>
        <source>the set-up is no position: %1</source>
        <extracomment>%1 says what is wrong with the position</extracomment>
        <translation>la mise en place n’est pas une position : %1</translation>
    </message>
</context>
<context>
    <name>SgfGameReader</name>
    <message>
        <source>GM[%1]: only Hex (GM[11]), Twixt (GM[21]) and backgammon (GM[6]) games can be read</source>
        <translation>GM[%1] : seules les parties de Hex (GM[11]), de Twixt (GM[21]) et de backgammon (GM[6]) peuvent être lues</translation>
    </message>
    <message>
        <source>SZ[%1]: a board has %2 to %3 columns and rows</source>
        <translation>SZ[%1] : un plateau a de %2 à %3 colonnes et rangées</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a point</source>
        <translation>&apos;%1&apos; n’est pas un point</translation>
    </message>
    <message>
        <source>%1 is outside the %2x%3 board</source>
        <extracomment>%1 is a point as the file writes it, %2x%3 the board&apos;s columns and rows</extracomment>
        <translation>%1 est hors du plateau %2x%3</translation>
    </message>
    <message>
        <source>a Hex move has one value</source>
        <translation>un coup de Hex a une seule valeur</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a link centre</source>
        <translation>&apos;%1&apos; n’est pas un centre de lien</translation>
    </message>
    <message>
        <source>the link centre %1 is outside the %2x%3 board</source>
        <extracomment>%1 is a point as the file writes it, %2x%3 the board&apos;s columns and rows</extracomment>
        <translation>le centre de lien %1 est hors du plateau %2x%3</translation>
    </message>
    <message>
        <source>a Twixt move places at most one peg, and last</source>
        <translation>un coup de Twixt place au plus un pion, et en dernier</translation>
    </message>
    <message>
        <source>the peg of a long move comes after its link changes</source>
        <translation>le pion d’un coup long vient après ses changements de liens</translation>
    </message>
    <message>
        <source>more than 13000 set-up stones in one node</source>
        <translation>plus de 13000 pierres de mise en place dans un nœud</translation>
    </message>
    <message>
        <source>a node cannot hold both a move and set-up stones</source>
        <translation>un nœud ne peut pas contenir à la fois un coup et des pierres de mise en place</translation>
    </message>
    <message>
        <source>%1[] in a Little Golem Twixt record, whose moves are b[] and r[] (a GM[21] record uses B[] and W[])</source>
        <extracomment>%1 is an SGF property identifier (B or W)</extracomment>
        <translation>%1[] dans un enregistrement Twixt de Little Golem, dont les coups sont b[] et r[] (un enregistrement GM[21] utilise B[] et W[])</translation>
    </message>
    <message>
        <source>a node holds one move</source>
        <translation>un nœud contient un seul coup</translation>
    </message>
    <message>
        <source>the file holds no game tree</source>
        <translation>le fichier ne contient aucun arbre de partie</translation>
    </message>
    <message>
        <source>game %1: %2</source>
        <extracomment>%1 is the number of the game in the file, %2 the error</extracomment>
        <translation>partie %1 : %2</translation>
    </message>
    <message>
        <source>%1:%2: a point is set up again in the same node; the last set-up counts</source>
        <extracomment>%1:%2 is the place in the file (line:column)</extracomment>
        <translation>%1:%2 : un point est de nouveau mis en place dans le même nœud ; la dernière mise en place compte</translation>
    </message>
    <message>
        <source>%1:%2: %3 is given again in the same node; the first %3 counts, and saving drops this one</source>
        <extracomment>%1:%2 is the place in the file (line:column); %3 an SGF property such as PB</extracomment>
        <translation>%1:%2 : %3 est donné une seconde fois dans le même nœud ; le premier %3 compte, et l’enregistrement supprime celui-ci</translation>
    </message>
    <message>
        <source>%1:%2: unknown rule set RU[%3]; standard rules are used</source>
        <extracomment>%1:%2 is the place in the file (line:column); %3 the value of the SGF property RU</extracomment>
        <translation>%1:%2 : jeu de règles inconnu RU[%3] ; les règles standard s’appliquent</translation>
    </message>
    <message>
        <source>a long move without a peg: a Twixt turn ends by placing a peg (only a puzzle&apos;s set-up before its IP may leave it out)</source>
        <translation>un coup long sans pion : un tour de Twixt se termine par la pose d’un pion (seule la mise en place d’un problème avant son IP peut s’en passer)</translation>
    </message>
    <message>
        <source>a swap in a handicap game (HA): Twixt allows no swap there</source>
        <translation>un échange dans une partie à handicap (HA) : Twixt n’y permet aucun échange</translation>
    </message>
    <message>
        <source>a link removal after a link addition: a long move lists its removals, then its additions, then its peg</source>
        <translation>un retrait de lien après un ajout de lien : un coup long énumère ses retraits, puis ses ajouts, puis son pion</translation>
    </message>
    <message>
        <source>a second IP: a game has one initial position at most (the first is at %1:%2)</source>
        <extracomment>%1:%2 is the place in the file (line:column) of the first IP</extracomment>
        <translation>un second IP : une partie a au plus une position initiale (la première est en %1:%2)</translation>
    </message>
    <message>
        <source>%1:%2: %3[]</source>
        <extracomment>%1:%2 is the place in the file (line:column); %3 an SGF property such as PB</extracomment>
        <translation>%1:%2 : %3[]</translation>
    </message>
    <message>
        <source>%1 holds a NUL byte, which names cannot show: it is left out</source>
        <translation>%1 contient un octet NUL, que les noms ne peuvent pas afficher : il est omis</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 and the game declares no charset (CA): read as Latin-1 (ISO-8859-1)</source>
        <translation>%1 n’est pas en UTF-8 et la partie ne déclare aucun jeu de caractères (CA) : lu en Latin-1 (ISO-8859-1)</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 as CA declares: the bytes that are not are shown as replacement characters</source>
        <translation>%1 n’est pas en UTF-8 comme le déclare CA : les octets qui ne le sont pas sont affichés comme caractères de remplacement</translation>
    </message>
    <message>
        <source>%1:%2: CA[%3]: no decoder here knows this charset; the texts are read as UTF-8, or as Latin-1 where they are not UTF-8</source>
        <extracomment>%1:%2 is the place in the file (line:column); %3 the charset named by the SGF property CA</extracomment>
        <translation>%1:%2 : CA[%3] : aucun décodeur ici ne connaît ce jeu de caractères ; les textes sont lus en UTF-8, ou en Latin-1 là où ils ne sont pas en UTF-8</translation>
    </message>
    <message>
        <source>1:1: the file is in UTF-16 (%1), not in bytes as FF[4] has it: read as text</source>
        <extracomment>%1 is &quot;little-endian&quot; or &quot;big-endian&quot;</extracomment>
        <translation>1:1 : le fichier est en UTF-16 (%1), et non en octets comme l’indique FF[4] : lu comme texte</translation>
    </message>
    <message>
        <source>little-endian</source>
        <translation>petit-boutiste</translation>
    </message>
    <message>
        <source>big-endian</source>
        <translation>gros-boutiste</translation>
    </message>
    <message>
        <source>%1:%2: %3 is kept as it is, not shown as a mark: %4</source>
        <extracomment>%1:%2 is the place in the file (line:column), %3 an SGF property identifier (LB, TR...), %4 what is wrong</extracomment>
        <translation>%1:%2 : %3 est conservé tel quel, sans être affiché comme marque : %4</translation>
    </message>
</context>
<context>
    <name>SgfGameWriter</name>
    <message>
        <source>SGF has no place for the Jgame header keys %1</source>
        <translation>SGF n’a pas de place pour les clés d’en-tête Jgame %1</translation>
    </message>
    <message>
        <source>SGF is written for Hex and Twixt games only, not %1</source>
        <extracomment>%1 is a game kind as kibitz-cli names it (backgammon, rokkaku...)</extracomment>
        <translation>SGF n’est écrit que pour les parties de Hex et de Twixt, pas %1</translation>
    </message>
    <message>
        <source>games %1 are written as GM[6] with their variant in RU[]; Kibitz reads them back, GNU Backgammon has no such variants and would read them as backgammon</source>
        <extracomment>%1 lists games as &quot;2 (acey-deucey), 3 (tabula)&quot;; GM[6] and RU[] are SGF properties</extracomment>
        <translation>les parties %1 sont écrites en GM[6] avec leur variante dans RU[] ; Kibitz les relit, GNU Backgammon n’a pas ces variantes et les lirait comme du backgammon</translation>
    </message>
    <message numerus="yes">
        <source>SGF has no place for %n node property(s) of the %1 file</source>
        <extracomment>%n is a number, %1 a format&apos;s name (jgame, rokkaku-log...)</extracomment>
        <translation>
            <numerusform>SGF n’a pas de place pour %n propriété de nœud du fichier %1</numerusform>
            <numerusform>SGF n’a pas de place pour %n propriétés de nœud du fichier %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Jgame long move(s) leave out links that SGF&apos;s notation makes automatically; in SGF the new peg gets them</source>
        <translation>
            <numerusform>%n coup long Jgame omet des liens que la notation SGF crée automatiquement ; en SGF le nouveau pion les reçoit</numerusform>
            <numerusform>%n coups longs Jgame omettent des liens que la notation SGF crée automatiquement ; en SGF le nouveau pion les reçoit</numerusform>
        </translation>
    </message>
    <message>
        <source>Kibitz reads Little Golem&apos;s Hex dialect but does not write it</source>
        <translation>Kibitz lit le dialecte Hex de Little Golem mais ne l’écrit pas</translation>
    </message>
    <message>
        <source>its rules are no longer paper and pencil</source>
        <translation>ses règles ne sont plus celles du jeu papier-crayon</translation>
    </message>
    <message>
        <source>its board is wider than Little Golem&apos;s points can name</source>
        <translation>son plateau est plus large que ce que les points de Little Golem peuvent nommer</translation>
    </message>
    <message>
        <source>it holds set-up pegs</source>
        <translation>il contient des pions de mise en place</translation>
    </message>
    <message>
        <source>its move %1 adds or removes links by hand</source>
        <extracomment>%1 is a Twixt move (&quot;K4&quot;)</extracomment>
        <translation>son coup %1 ajoute ou retire des liens à la main</translation>
    </message>
    <message numerus="yes">
        <source>%n Little Golem record(s) will be written as standard SGF (with GM, the standard&apos;s points and moves, and PB and PW as the standard names the players), not in Little Golem&apos;s dialect: %1</source>
        <extracomment>%1 says why (&quot;its rules are no longer paper and pencil&quot;)</extracomment>
        <translation>
            <numerusform>%n enregistrement Little Golem sera écrit en SGF standard (avec GM, les points et les coups du standard, et PB et PW comme le standard nomme les joueurs), et non dans le dialecte de Little Golem : %1</numerusform>
            <numerusform>%n enregistrements Little Golem seront écrits en SGF standard (avec GM, les points et les coups du standard, et PB et PW comme le standard nomme les joueurs), et non dans le dialecte de Little Golem : %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SgfMarkup</name>
    <message>
        <source>&apos;%1&apos; is not a point of the board</source>
        <extracomment>%1 is a value of the file</extracomment>
        <translation>&apos;%1&apos; n’est pas un point du plateau</translation>
    </message>
    <message>
        <source>an empty list of points</source>
        <translation>une liste de points vide</translation>
    </message>
    <message>
        <source>a second mark of the move</source>
        <translation>une deuxième marque du coup</translation>
    </message>
    <message>
        <source>the value is not 1 or 2</source>
        <translation>la valeur n’est ni 1 ni 2</translation>
    </message>
    <message>
        <source>the value is not empty</source>
        <translation>la valeur n’est pas vide</translation>
    </message>
    <message>
        <source>a second hotspot</source>
        <translation>un deuxième point chaud</translation>
    </message>
    <message>
        <source>a second mark of the position</source>
        <translation>une deuxième marque de la position</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a point and a text</source>
        <translation>&apos;%1&apos; n’est pas un point suivi d’un texte</translation>
    </message>
    <message>
        <source>a label without text</source>
        <translation>une étiquette sans texte</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not two points</source>
        <translation>&apos;%1&apos; n’est pas une paire de points</translation>
    </message>
    <message>
        <source>&apos;%1&apos; goes from a point to itself</source>
        <translation>&apos;%1&apos; va d’un point à lui-même</translation>
    </message>
    <message>
        <source>not a mark</source>
        <translation>ce n’est pas une marque</translation>
    </message>
</context>
<context>
    <name>SgfReader</name>
    <message>
        <source>reading was cancelled</source>
        <translation>la lecture a été annulée</translation>
    </message>
    <message>
        <source>empty input</source>
        <translation>entrée vide</translation>
    </message>
    <message>
        <source>the file is larger than 4 GiB</source>
        <translation>le fichier dépasse 4 Gio</translation>
    </message>
    <message>
        <source>text after the last game tree ignored</source>
        <translation>texte après le dernier arbre de partie ignoré</translation>
    </message>
    <message>
        <source>text between game trees ignored</source>
        <translation>texte entre des arbres de partie ignoré</translation>
    </message>
    <message>
        <source>missing &apos;;&apos; after &apos;(&apos;</source>
        <translation>&apos;;&apos; manquant après &apos;(&apos;</translation>
    </message>
    <message>
        <source>no game tree: the input has no &quot;(;&quot;</source>
        <translation>aucun arbre de partie : l’entrée ne contient pas de &quot;(;&quot;</translation>
    </message>
    <message>
        <source>missing &apos;)&apos;: the game tree opened at %1:%2 is not closed</source>
        <translation>&apos;)&apos; manquant : l’arbre de partie ouvert en %1:%2 n’est pas fermé</translation>
    </message>
    <message>
        <source>a node after a variation: the nodes of a game tree must come before its variations</source>
        <translation>un nœud après une variante : les nœuds d’un arbre de partie doivent précéder ses variantes</translation>
    </message>
    <message>
        <source>too many nodes</source>
        <translation>trop de nœuds</translation>
    </message>
    <message>
        <source>a property after a variation: properties belong to a node (&apos;;&apos;)</source>
        <translation>une propriété après une variante : les propriétés appartiennent à un nœud (&apos;;&apos;)</translation>
    </message>
    <message>
        <source>a value without a property identifier</source>
        <translation>une valeur sans identifiant de propriété</translation>
    </message>
    <message>
        <source>unexpected %1 in a game tree</source>
        <translation>%1 inattendu dans un arbre de partie</translation>
    </message>
    <message>
        <source>property identifier longer than %1 letters</source>
        <translation>identifiant de propriété de plus de %1 lettres</translation>
    </message>
    <message>
        <source>too many different property identifiers</source>
        <translation>trop d’identifiants de propriété différents</translation>
    </message>
    <message>
        <source>property identifier &apos;%1&apos; without a value</source>
        <translation>identifiant de propriété &apos;%1&apos; sans valeur</translation>
    </message>
    <message>
        <source>unterminated value: no &apos;]&apos; before the end of the input</source>
        <translation>valeur non terminée : pas de &apos;]&apos; avant la fin de l’entrée</translation>
    </message>
    <message>
        <source>value longer than 2 GiB</source>
        <translation>valeur de plus de 2 Gio</translation>
    </message>
    <message>
        <source>byte 0x%1</source>
        <extracomment>a byte that is not a printable character, as in &quot;unexpected byte 0x1b in a game tree&quot;</extracomment>
        <translation>octet 0x%1</translation>
    </message>
    <message>
        <source>unescaped &apos;]&apos; inside a value: read as part of it (Little Golem writes names so)</source>
        <translation>&apos;]&apos; non échappé dans une valeur : lu comme en faisant partie (Little Golem écrit ainsi les noms)</translation>
    </message>
</context>
<context>
    <name>T1Reader</name>
    <message>
        <source>the file is empty</source>
        <translation>le fichier est vide</translation>
    </message>
    <message>
        <source>the file ends after line %1, in the header: a T1 file starts with 13 header lines</source>
        <extracomment>%1 is a number of lines</extracomment>
        <translation>le fichier s’arrête après la ligne %1, dans l’en-tête : un fichier T1 commence par 13 lignes d’en-tête</translation>
    </message>
    <message>
        <source>file-format version &quot;%1&quot; is not known (1 is)</source>
        <translation>version de format de fichier &quot;%1&quot; inconnue (1 est connue)</translation>
    </message>
    <message>
        <source>the y-size (rows) must be a number from %1 to %2, not &quot;%3&quot;</source>
        <translation>la taille y (lignes) doit être un nombre de %1 à %2, pas &quot;%3&quot;</translation>
    </message>
    <message>
        <source>the x-size (columns) must be a number from %1 to %2, not &quot;%3&quot;</source>
        <translation>la taille x (colonnes) doit être un nombre de %1 à %2, pas &quot;%3&quot;</translation>
    </message>
    <message>
        <source>expected H (human) or C (computer), found &quot;%1&quot;</source>
        <translation>H (humain) ou C (ordinateur) attendu, trouvé &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the starting player is 1 or 2, not &quot;%1&quot;</source>
        <translation>le joueur qui commence est 1 ou 2, pas &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the direction of letters is V or H, not &quot;%1&quot;</source>
        <translation>la direction des lettres est V ou H, pas &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected Y or N, found &quot;%1&quot;</source>
        <translation>Y ou N attendu, trouvé &quot;%1&quot;</translation>
    </message>
    <message>
        <source>reading was cancelled</source>
        <translation>la lecture a été annulée</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a move: a T1 move is a hole such as I9, swap or resign</source>
        <translation>&quot;%1&quot; n’est pas un coup : un coup T1 est un trou comme I9, swap ou resign</translation>
    </message>
    <message>
        <source>%1 is outside the %2x%3 board</source>
        <extracomment>%1 is a hole as the file writes it, %2x%3 the board&apos;s columns and rows</extracomment>
        <translation>%1 est hors du plateau %2x%3</translation>
    </message>
    <message>
        <source>the direction of letters is H, which no known program writes; the moves are read as with V (letters name the columns), as T1j reads them</source>
        <translation>la direction des lettres est H, ce qu’aucun programme connu n’écrit ; les coups sont lus comme avec V (les lettres nomment les colonnes), comme T1j les lit</translation>
    </message>
</context>
<context>
    <name>TwixtNotation</name>
    <message>
        <source>%1 (long move, the usual links)</source>
        <translation>%1 (coup long, les liens habituels)</translation>
    </message>
    <message>
        <source>(links unchanged)</source>
        <translation>(liens inchangés)</translation>
    </message>
    <message>
        <source>%1 (no links)</source>
        <translation>%1 (aucun lien)</translation>
    </message>
</context>
<context>
    <name>TwixtPosition</name>
    <message>
        <source>the hole is outside the board</source>
        <translation>le trou est hors du plateau</translation>
    </message>
    <message>
        <source>the corner holes cannot be used</source>
        <translation>les trous des coins ne peuvent pas être utilisés</translation>
    </message>
    <message>
        <source>a peg cannot go in the opponent&apos;s border rows</source>
        <translation>un pion ne peut pas aller dans les rangées de bord de l’adversaire</translation>
    </message>
    <message>
        <source>the hole already has a peg</source>
        <translation>le trou a déjà un pion</translation>
    </message>
    <message>
        <source>a link must join two of the mover&apos;s own pegs</source>
        <translation>un lien doit relier deux pions du joueur qui joue</translation>
    </message>
    <message>
        <source>the link would cross another link</source>
        <translation>le lien croiserait un autre lien</translation>
    </message>
    <message>
        <source>the link to remove is not on the board</source>
        <translation>le lien à retirer n’est pas sur le plateau</translation>
    </message>
    <message>
        <source>the link is already on the board</source>
        <translation>le lien est déjà sur le plateau</translation>
    </message>
    <message>
        <source>the player must be 1 or 2</source>
        <translation>le joueur doit être 1 ou 2</translation>
    </message>
    <message>
        <source>a link must join holes a knight&apos;s move apart</source>
        <translation>un lien doit relier des trous distants d’un saut de cavalier</translation>
    </message>
    <message>
        <source>links cannot be removed under paper-and-pencil rules</source>
        <translation>les liens ne peuvent pas être retirés avec les règles papier-crayon</translation>
    </message>
    <message>
        <source>the move places no peg</source>
        <translation>le coup ne place aucun pion</translation>
    </message>
    <message>
        <source>a swap needs exactly one peg on the board</source>
        <translation>un échange exige exactement un pion sur le plateau</translation>
    </message>
    <message>
        <source>the move data is malformed</source>
        <translation>les données du coup sont mal formées</translation>
    </message>
</context>
<context>
    <name>UserPrompts</name>
    <message>
        <source>Save As</source>
        <translation>Enregistrer sous</translation>
    </message>
    <message>
        <source>%1 cannot hold everything in this file:</source>
        <translation>%1 ne peut pas contenir tout ce que contient ce fichier :</translation>
    </message>
    <message>
        <source>Save anyway? The tab will then show what the file holds.</source>
        <translation>Enregistrer quand même ? L’onglet montrera ensuite ce que contient le fichier.</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 a des modifications non enregistrées. Les enregistrer ?</translation>
    </message>
    <message>
        <source>an unsaved document</source>
        <translation>un document non enregistré</translation>
    </message>
    <message>
        <source>Recover Unsaved Edits</source>
        <translation>Récupérer les modifications non enregistrées</translation>
    </message>
    <message>
        <source>Kibitz did not close properly. Unsaved edits of %1 from %2 were kept. Recover them?</source>
        <translation>Kibitz ne s’est pas fermé correctement. Des modifications non enregistrées de %1 datant du %2 ont été conservées. Les récupérer ?</translation>
    </message>
    <message>
        <source>File Changed on Disk</source>
        <translation>Fichier modifié sur le disque</translation>
    </message>
    <message>
        <source>%1 was changed by another program. Reload it?</source>
        <translation>%1 a été modifié par un autre programme. Le recharger ?</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>%1 was changed by another program since Kibitz read or saved it.</source>
        <translation>%1 a été modifié par un autre programme depuis que Kibitz l’a lu ou enregistré.</translation>
    </message>
    <message>
        <source>Overwrite it with this document? The other program&apos;s changes would be lost.</source>
        <translation>L’écraser avec ce document ? Les modifications de l’autre programme seraient perdues.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Cannot open %1:
%2</source>
        <translation>Impossible d’ouvrir %1 :
%2</translation>
    </message>
    <message numerus="yes">
        <source>The %n game(s) before the damage read whole. Open them? The tab will say that it holds a partial read.</source>
        <translation>
            <numerusform>La %n partie avant la zone endommagée a été lue en entier. L’ouvrir ? L’onglet indiquera qu’il contient une lecture partielle.</numerusform>
            <numerusform>Les %n parties avant la zone endommagée ont été lues en entier. Les ouvrir ? L’onglet indiquera qu’il contient une lecture partielle.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Open %n Game(s)</source>
        <translation>
            <numerusform>Ouvrir %n partie</numerusform>
            <numerusform>Ouvrir %n parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This tab holds the %n game(s) that read of %1, which holds more.</source>
        <translation>
            <numerusform>Cet onglet contient la %n partie lue de %1, qui en contient davantage.</numerusform>
            <numerusform>Cet onglet contient les %n parties lues de %1, qui en contient davantage.</numerusform>
        </translation>
    </message>
    <message>
        <source>Overwrite it with them? The rest of the file would be lost; Save As keeps it.</source>
        <translation>L’écraser avec elles ? Le reste du fichier serait perdu ; « Enregistrer sous » le conserve.</translation>
    </message>
</context>
<context>
    <name>VariationClipboard</name>
    <message>
        <source>Go to a move to copy its variation.</source>
        <translation>Placez-vous sur un coup pour copier sa variante.</translation>
    </message>
    <message numerus="yes">
        <source>Copied the variation from %1 (%n node(s))</source>
        <translation>
            <numerusform>Variante copiée depuis %1 (%n nœud)</numerusform>
            <numerusform>Variante copiée depuis %1 (%n nœuds)</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy a variation first.</source>
        <translation>Copiez d’abord une variante.</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Keep a &amp;Backup When Saving</source>
        <translation>Conserver une copie de sauve&amp;garde</translation>
    </message>
    <message>
        <source>Saving keeps the previous version of the file as FILE~</source>
        <translation>L’enregistrement conserve la version précédente du fichier sous FICHIER~</translation>
    </message>
    <message>
        <source>&amp;Export Board Image…</source>
        <translation>E&amp;xporter l’image du plateau…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Copy Variation</source>
        <translation>&amp;Copier la variante</translation>
    </message>
    <message>
        <source>&amp;Paste Variation</source>
        <translation>Co&amp;ller la variante</translation>
    </message>
    <message>
        <source>&amp;Delete Variation</source>
        <translation>&amp;Supprimer la variante</translation>
    </message>
    <message>
        <source>Pro&amp;mote to Main Line</source>
        <translation>&amp;Promouvoir en ligne principale</translation>
    </message>
    <message>
        <source>Move Variation &amp;Up</source>
        <translation>&amp;Monter la variante</translation>
    </message>
    <message>
        <source>Move Variation Do&amp;wn</source>
        <translation>Desce&amp;ndre la variante</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>Rec&amp;hercher…</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>Rechercher le sui&amp;vant</translation>
    </message>
    <message>
        <source>Find Pre&amp;vious</source>
        <translation>Rechercher le préc&amp;édent</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>Pré&amp;férences…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Thème</translation>
    </message>
    <message>
        <source>&amp;Coordinates</source>
        <translation>&amp;Coordonnées</translation>
    </message>
    <message>
        <source>Move &amp;Numbers</source>
        <translation>&amp;Numéros des coups</translation>
    </message>
    <message>
        <source>&amp;Last Move Marker</source>
        <translation>Marque du &amp;dernier coup</translation>
    </message>
    <message>
        <source>&amp;Follow-up Moves</source>
        <translation>Coups de &amp;suite</translation>
    </message>
    <message>
        <source>F&amp;lip Board</source>
        <translation>R&amp;etourner le plateau</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Panneaux</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>A&amp;ller</translation>
    </message>
    <message>
        <source>&amp;Previous Move</source>
        <translation>Coup &amp;précédent</translation>
    </message>
    <message>
        <source>&amp;Next Move</source>
        <translation>Coup &amp;suivant</translation>
    </message>
    <message>
        <source>Previous &amp;Variation</source>
        <translation>&amp;Variante précédente</translation>
    </message>
    <message>
        <source>Next V&amp;ariation</source>
        <translation>V&amp;ariante suivante</translation>
    </message>
    <message>
        <source>Up to &amp;Branch Point</source>
        <translation>Remonter à l’em&amp;branchement</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Début</translation>
    </message>
    <message>
        <source>&amp;End of Line</source>
        <translation>&amp;Fin de la ligne</translation>
    </message>
    <message>
        <source>Previous &amp;Game</source>
        <translation>Partie pré&amp;cédente</translation>
    </message>
    <message>
        <source>Next G&amp;ame</source>
        <translation>Partie suiva&amp;nte</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Clair</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Sombre</translation>
    </message>
    <message>
        <source>&amp;Follow the System</source>
        <translation>Comme le &amp;système</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Rechercher</translation>
    </message>
    <message>
        <source>Comment text or move</source>
        <translation>Texte d’un commentaire ou coup</translation>
    </message>
    <message>
        <source>in comments</source>
        <translation>dans les commentaires</translation>
    </message>
    <message>
        <source>as a move</source>
        <translation>comme coup</translation>
    </message>
    <message>
        <source>Find where</source>
        <translation>Où rechercher</translation>
    </message>
    <message>
        <source>Find:</source>
        <translation>Rechercher :</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Close the find bar</source>
        <translation>Fermer la barre de recherche</translation>
    </message>
    <message>
        <source>&amp;Type a Move…</source>
        <translation>&amp;Saisir un coup…</translation>
    </message>
    <message>
        <source>Play a move by typing its cell, as in f6 or K12</source>
        <translation>Jouer un coup en saisissant sa case, comme f6 ou K12</translation>
    </message>
    <message>
        <source>Next Pane&amp;l</source>
        <translation>Panneau sui&amp;vant</translation>
    </message>
    <message>
        <source>Move the keyboard focus to the next of the board and the open panels</source>
        <translation>Déplacer le focus clavier vers l’élément suivant parmi le plateau et les panneaux ouverts</translation>
    </message>
    <message>
        <source>P&amp;revious Panel</source>
        <translation>Panneau pré&amp;cédent</translation>
    </message>
    <message>
        <source>Move the keyboard focus to the previous of the board and the open panels</source>
        <translation>Déplacer le focus clavier vers l’élément précédent parmi le plateau et les panneaux ouverts</translation>
    </message>
    <message>
        <source>Type a Move</source>
        <translation>Saisir un coup</translation>
    </message>
    <message>
        <source>Cell to play (column letters and row number, as the coordinates show):</source>
        <translation>Case à jouer (lettres de colonne et numéro de rangée, comme l’indiquent les coordonnées) :</translation>
    </message>
    <message>
        <source>Open &amp;Folder…</source>
        <translation>Ouvrir un &amp;dossier…</translation>
    </message>
    <message>
        <source>Open Files as One &amp;Collection…</source>
        <translation>Ouvrir des fichiers en une &amp;collection…</translation>
    </message>
    <message>
        <source>Show &amp;Whole Board</source>
        <translation>Afficher tout le &amp;plateau</translation>
    </message>
    <message>
        <source>Show the whole board where the game asks to show part of it (a puzzle, SGF VW)</source>
        <translation>Afficher tout le plateau là où la partie demande d’en montrer une partie (un problème, SGF VW)</translation>
    </message>
    <message>
        <source>&amp;Default Layout</source>
        <translation>Disposition par &amp;défaut</translation>
    </message>
    <message>
        <source>Arrange the panels as this game&apos;s documents first open</source>
        <translation>Disposer les panneaux comme à la première ouverture des documents de ce jeu</translation>
    </message>
    <message>
        <source>Set &amp;Up Position</source>
        <translation>&amp;Mettre en place une position</translation>
    </message>
    <message>
        <source>Clicks on the board put pieces down and take them off instead of playing: a left click for player 1, a right click for player 2</source>
        <translation>Les clics sur le plateau posent et retirent des pièces au lieu de jouer : un clic gauche pour le joueur 1, un clic droit pour le joueur 2</translation>
    </message>
    <message>
        <source>S&amp;witch Player to Move</source>
        <translation>&amp;Changer le joueur au trait</translation>
    </message>
    <message>
        <source>Set up the other player to move next (SGF PL)</source>
        <translation>Mettre l’autre joueur au trait pour le coup suivant (SGF PL)</translation>
    </message>
    <message>
        <source>Boo&amp;kmarks</source>
        <translation>&amp;Signets</translation>
    </message>
    <message>
        <source>Bookmark &amp;%1</source>
        <translation>Signet &amp;%1</translation>
    </message>
    <message>
        <source>This game has no bookmark %1.</source>
        <translation>Cette partie n’a pas de signet %1.</translation>
    </message>
    <message>
        <source>&amp;Set Bookmark</source>
        <translation>&amp;Placer un signet</translation>
    </message>
    <message>
        <source>Bookmark %1 set</source>
        <translation>Signet %1 placé</translation>
    </message>
    <message>
        <source>&amp;Clear Bookmark</source>
        <translation>&amp;Effacer le signet</translation>
    </message>
    <message>
        <source>Bookmark cleared</source>
        <translation>Signet effacé</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>le début</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>%1 is a move number, %2 the move (&quot;12. K10&quot;)</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Bookmark &amp;%1: %2</source>
        <extracomment>%1 is the bookmark&apos;s number (its key), %2 where it is: &quot;none&quot;, &quot;the start&quot; or a move</extracomment>
        <translation>Signet &amp;%1 : %2</translation>
    </message>
    <message>
        <source>Copy Dia&amp;gram</source>
        <translation>Copier le dia&amp;gramme</translation>
    </message>
    <message>
        <source>Moves can be typed on %1 boards only.</source>
        <translation>Les coups ne peuvent être saisis que sur les plateaux de %1.</translation>
    </message>
    <message>
        <source>Positions can be set up on %1 boards only.</source>
        <translation>Les positions ne peuvent être mises en place que sur les plateaux de %1.</translation>
    </message>
    <message>
        <source>The player to move is set up on %1 boards only.</source>
        <translation>Le joueur au trait ne se met en place que sur les plateaux de %1.</translation>
    </message>
</context>
<context>
    <name>kibitz::AboutDialog</name>
    <message>
        <source>About Kibitz</source>
        <translation>À propos de Kibitz</translation>
    </message>
    <message>
        <source>Kibitz icon</source>
        <translation>Icône de Kibitz</translation>
    </message>
    <message>
        <source>Kibitz %1</source>
        <translation>Kibitz %1</translation>
    </message>
    <message>
        <source>A viewer and editor of game records: Hex and Twixt game trees (Jgame, SGF), backgammon replays from bgammon.org and Rokkaku Conquest tournament logs.</source>
        <translation>Une visionneuse et un éditeur de parties : arbres de parties de Hex et de Twixt (Jgame, SGF), rediffusions de backgammon de bgammon.org et journaux de tournois de Rokkaku Conquest.</translation>
    </message>
    <message>
        <source>Copyright © 2026 The Kibitz developers. Kibitz is free software under the MIT licence.</source>
        <translation>Copyright © 2026 Les développeurs de Kibitz. Kibitz est un logiciel libre sous licence MIT.</translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
        <translation>Compilé avec Qt %1, exécuté sous Qt %2.</translation>
    </message>
    <message>
        <source>The same program works headless as kibitz-cli (info, check, convert, positions, render).</source>
        <translation>Le même programme fonctionne sans interface graphique sous le nom kibitz-cli (info, check, convert, positions, render).</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
    <message>
        <source>The licence text is missing from this build.</source>
        <translation>Le texte de la licence manque dans cette version.</translation>
    </message>
    <message>
        <source>&amp;Licence</source>
        <translation>&amp;Licence</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
</context>
<context>
    <name>kibitz::AnalysisOptionsDialog</name>
    <message>
        <source>Analysis Options</source>
        <translation>Options d’analyse</translation>
    </message>
    <message>
        <source>Plies chosen below</source>
        <translation>Demi-coups choisis ci-dessous</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n-ply)</source>
        <translation>
            <numerusform>%1 (%n demi-coup)</numerusform>
            <numerusform>%1 (%n demi-coups)</numerusform>
        </translation>
    </message>
    <message>
        <source>GNU Backgammon&apos;s &amp;setting:</source>
        <translation>&amp;Réglage de GNU Backgammon :</translation>
    </message>
    <message>
        <source>Plies for &amp;chequer play:</source>
        <translation>Demi-coups pour le jeu des &amp;pions :</translation>
    </message>
    <message>
        <source>Plies for c&amp;ube decisions:</source>
        <translation>Demi-coups pour les décisions de &amp;videau :</translation>
    </message>
</context>
<context>
    <name>kibitz::BackgammonAnalysis</name>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Analyse &amp;Game</source>
        <translation>Analyser la &amp;partie</translation>
    </message>
    <message>
        <source>Analyse &amp;Match</source>
        <translation>Analyser le &amp;match</translation>
    </message>
    <message>
        <source>&amp;Next Error</source>
        <translation>Erreur &amp;suivante</translation>
    </message>
    <message>
        <source>&amp;Previous Error</source>
        <translation>Erreur &amp;précédente</translation>
    </message>
    <message>
        <source>Analysis &amp;Options...</source>
        <translation>&amp;Options d’analyse...</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Analyse</translation>
    </message>
    <message>
        <source>Analysis by GNU Backgammon</source>
        <translation>Analyse par GNU Backgammon</translation>
    </message>
    <message numerus="yes">
        <source>GNU Backgammon analyses %n game(s) at %1-ply...</source>
        <translation>
            <numerusform>GNU Backgammon analyse %n partie à %1 pli...</numerusform>
            <numerusform>GNU Backgammon analyse %n parties à %1 pli...</numerusform>
        </translation>
    </message>
    <message>
        <source>GNU Backgammon: game %1 of %2 analysed</source>
        <translation>GNU Backgammon : partie %1 sur %2 analysée</translation>
    </message>
    <message>
        <source>the document was closed during the analysis</source>
        <translation>le document a été fermé pendant l’analyse</translation>
    </message>
    <message>
        <source>the document changed during the analysis</source>
        <translation>le document a changé pendant l’analyse</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message numerus="yes">
        <source>GNU Backgammon analyses %n game(s) at %1...</source>
        <translation>
            <numerusform>GNU Backgammon analyse %n partie au niveau %1...</numerusform>
            <numerusform>GNU Backgammon analyse %n parties au niveau %1...</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>the document changed</source>
        <translation>le document a changé</translation>
    </message>
    <message>
        <source>the analysis was cancelled</source>
        <translation>l’analyse a été annulée</translation>
    </message>
    <message>
        <source>Hint: show a roll first (the hint ranks the moves for the roll on the board: the one being played, else the last one played, from the position before it).</source>
        <translation>Conseil : affichez d’abord un lancer (le conseil classe les coups pour le lancer présent sur le plateau : celui en cours de jeu, sinon le dernier joué, depuis la position qui le précède).</translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <extracomment>%1 is a player, %2 a roll (&quot;6-1&quot;)</extracomment>
        <translation>%2 de %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
</context>
<context>
    <name>kibitz::BackgammonAnalysisPanel</name>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Equity</source>
        <translation>Équité</translation>
    </message>
    <message>
        <source>Diff.</source>
        <translation>Écart</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Gain</translation>
    </message>
    <message>
        <source>Gammon</source>
        <translation>Gammon</translation>
    </message>
    <message>
        <source>Backgammon</source>
        <translation>Backgammon</translation>
    </message>
    <message>
        <source>Lose G/BG</source>
        <translation>Perte G/BG</translation>
    </message>
    <message>
        <source>Analysis by GNU Backgammon: for backgammon games (Analysis menu).</source>
        <translation>Analyse par GNU Backgammon : pour les parties de backgammon (menu Analyse).</translation>
    </message>
    <message>
        <source>This game has no analysis yet: Analysis &gt; Analyse Game or Analyse Match.</source>
        <translation>Cette partie n’a pas encore d’analyse : Analyse &gt; Analyser la partie ou Analyser le match.</translation>
    </message>
    <message>
        <source>%1 played %2: %3 EMG lost%4.</source>
        <translation>%1 a joué %2 : %3 EMG perdus%4.</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>match winning chances</source>
        <translation>chances de gagner le match</translation>
    </message>
    <message>
        <source>EMG</source>
        <translation>EMG</translation>
    </message>
    <message>
        <source>: %1</source>
        <translation> : %1</translation>
    </message>
    <message>
        <source>very lucky</source>
        <translation>très chanceux</translation>
    </message>
    <message>
        <source>lucky</source>
        <translation>chanceux</translation>
    </message>
    <message>
        <source>unlucky</source>
        <translation>malchanceux</translation>
    </message>
    <message>
        <source>very unlucky</source>
        <translation>très malchanceux</translation>
    </message>
    <message>
        <source>Luck of the roll: %1 EMG%2</source>
        <translation>Chance du lancer : %1 EMG%2</translation>
    </message>
    <message>
        <source>No analysis for this position.</source>
        <translation>Pas d’analyse pour cette position.</translation>
    </message>
    <message>
        <source>%1 (game)</source>
        <translation>%1 (partie)</translation>
    </message>
    <message>
        <source>%1 (match)</source>
        <translation>%1 (match)</translation>
    </message>
    <message>
        <source>Unforced moves</source>
        <translation>Coups non forcés</translation>
    </message>
    <message>
        <source>Moves marked doubtful / bad / very bad</source>
        <translation>Coups douteux / mauvais / très mauvais</translation>
    </message>
    <message>
        <source>Chequer play error total EMG</source>
        <translation>Erreurs de jeu des pions, total EMG</translation>
    </message>
    <message>
        <source>Chequer play error rate mEMG</source>
        <translation>Taux d’erreur du jeu des pions mEMG</translation>
    </message>
    <message>
        <source>Cube decisions (close or actual)</source>
        <translation>Décisions de videau (serrées ou effectives)</translation>
    </message>
    <message>
        <source>Cube error total EMG</source>
        <translation>Erreurs de videau, total EMG</translation>
    </message>
    <message>
        <source>Overall error total EMG</source>
        <translation>Erreurs au total EMG</translation>
    </message>
    <message>
        <source>Overall error rate mEMG</source>
        <translation>Taux d’erreur global mEMG</translation>
    </message>
    <message>
        <source>PR (500 x EMG lost per decision)</source>
        <translation>PR (500 x EMG perdus par décision)</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Luck total EMG</source>
        <translation>Chance totale EMG</translation>
    </message>
    <message>
        <source>Candidate moves</source>
        <translation>Coups candidats</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>GNU Backgammon is looking for the best moves...</source>
        <translation>GNU Backgammon cherche les meilleurs coups...</translation>
    </message>
    <message>
        <source>Cancel Hint</source>
        <translation>Annuler le conseil</translation>
    </message>
    <message>
        <source>Cube action</source>
        <translation>Action de videau</translation>
    </message>
    <message>
        <source>EMG (MWC)</source>
        <translation>EMG (MWC)</translation>
    </message>
    <message>
        <source>Equity (EMG)</source>
        <translation>Équité (EMG)</translation>
    </message>
    <message>
        <source>No double</source>
        <translation>Pas de double</translation>
    </message>
    <message>
        <source>Double, take</source>
        <translation>Double, prend</translation>
    </message>
    <message>
        <source>Double, pass</source>
        <translation>Double, passe</translation>
    </message>
    <message>
        <source>Statistics: not analysed yet: Analysis &gt; Analyse Game.</source>
        <translation>Statistiques : pas encore analysé : Analyse &gt; Analyser la partie.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>EMG, match winning chances in parentheses</source>
        <translation>EMG, chances de gagner le match entre parenthèses</translation>
    </message>
    <message>
        <source>match winning chances; EMG needs GNU Backgammon&apos;s match equity table %1</source>
        <translation>chances de gagner le match ; l&apos;EMG nécessite la table d&apos;équité de match de GNU Backgammon %1</translation>
    </message>
    <message>
        <source>The answer&apos;s cube decision: no double %1, double/take %2, double/pass %3 (%4)%5</source>
        <translation>Décision de videau de la réponse : pas de double %1, double/prend %2, double/passe %3 (%4)%5</translation>
    </message>
    <message>
        <source>Cube decision: no double %1, double/take %2, double/pass %3 (%4)%5</source>
        <translation>Décision de videau : pas de double %1, double/prend %2, double/passe %3 (%4)%5</translation>
    </message>
    <message numerus="yes">
        <source>Hint by GNU Backgammon for %1: %n candidate move(s), equities in %2.</source>
        <extracomment>%1 is a roll (&quot;Maxence&apos;s 6-1&quot;), %2 the unit of the equities</extracomment>
        <translation>
            <numerusform>Conseil de GNU Backgammon pour %1 : %n coup candidat, équités en %2.</numerusform>
            <numerusform>Conseil de GNU Backgammon pour %1 : %n coups candidats, équités en %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::BackgammonBoard</name>
    <message>
        <source>Backgammon board</source>
        <translation>Plateau de backgammon</translation>
    </message>
    <message>
        <source>Illegal event: %1</source>
        <translation>Événement illégal : %1</translation>
    </message>
</context>
<context>
    <name>kibitz::BackgammonRenderer</name>
    <message>
        <source>player %1</source>
        <translation>joueur %1</translation>
    </message>
    <message>
        <source>pips %1</source>
        <translation>points %1</translation>
    </message>
    <message>
        <source>score %1 of %2</source>
        <translation>score %1 sur %2</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>gagne</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>doit jouer</translation>
    </message>
    <message>
        <source>on roll</source>
        <translation>a la main</translation>
    </message>
</context>
<context>
    <name>kibitz::BackgammonSetupDialog</name>
    <message>
        <source>Player 1</source>
        <translation>Joueur 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Joueur 2</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Mettre en place une position</translation>
    </message>
    <message>
        <source>Position ID, Position ID:Match ID or XGID=…</source>
        <translation>ID de position, ID de position:ID de match ou XGID=…</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>facultatif</translation>
    </message>
    <message>
        <source>&amp;Position ID or XGID:</source>
        <translation>ID de &amp;position ou XGID :</translation>
    </message>
    <message>
        <source>&amp;Match ID:</source>
        <translation>ID de &amp;match :</translation>
    </message>
    <message>
        <source>Board: click a point or the bar to put a checker down, right-click or Shift+click to take one off</source>
        <translation>Plateau : cliquez sur une flèche ou la barre pour poser un pion, clic droit ou Maj+clic pour en retirer un</translation>
    </message>
    <message>
        <source>Clicks put down checkers of:</source>
        <translation>Les clics posent les pions de :</translation>
    </message>
    <message>
        <source>&amp;Starting Position</source>
        <translation>Position de &amp;départ</translation>
    </message>
    <message>
        <source>–</source>
        <extracomment>a die not rolled yet</extracomment>
        <translation>–</translation>
    </message>
    <message>
        <source>in the middle</source>
        <translation>au milieu</translation>
    </message>
    <message>
        <source>owned by %1</source>
        <extracomment>who owns the cube: %1 is a player</extracomment>
        <translation>à %1</translation>
    </message>
    <message>
        <source>money game</source>
        <translation>partie d’argent</translation>
    </message>
    <message>
        <source>On &amp;roll:</source>
        <translation>Au &amp;lancer :</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Dés :</translation>
    </message>
    <message>
        <source>&amp;Cube:</source>
        <translation>&amp;Videau :</translation>
    </message>
    <message>
        <source>Match &amp;length:</source>
        <translation>&amp;Longueur du match :</translation>
    </message>
    <message>
        <source>Sc&amp;ore:</source>
        <extracomment>the score of the players before the game, as &quot;2 – 4&quot;</extracomment>
        <translation>Sc&amp;ore :</translation>
    </message>
    <message>
        <source>Type the Position ID first.</source>
        <translation>Saisissez d’abord l’ID de position.</translation>
    </message>
    <message>
        <source>Position read: the checkers are set up.</source>
        <translation>Position lue : les pions sont en place.</translation>
    </message>
    <message>
        <source>Position read: checkers, cube, dice and score are set up.</source>
        <translation>Position lue : pions, videau, dés et score sont en place.</translation>
    </message>
    <message>
        <source>That point holds the checkers of the other player: take them off first (right click) or choose the other side.</source>
        <extracomment>%1 is a player</extracomment>
        <translation>Cette flèche porte les pions de l’autre joueur : retirez-les d’abord (clic droit) ou choisissez l’autre camp.</translation>
    </message>
    <message>
        <source>Click a point or the bar: the checkers not on the board are borne off.</source>
        <translation>Cliquez sur une flèche ou la barre : les pions qui ne sont pas sur le plateau sont sortis.</translation>
    </message>
    <message>
        <source>%1 has no checker there.</source>
        <extracomment>%1 is a player</extracomment>
        <translation>%1 n’a aucun pion à cet endroit.</translation>
    </message>
    <message>
        <source>%1 keeps at least one checker on the board.</source>
        <translation>%1 garde au moins un pion sur le plateau.</translation>
    </message>
    <message>
        <source>All 15 checkers of %1 are on the board: take one off first.</source>
        <translation>Les 15 pions de %1 sont sur le plateau : retirez-en d’abord un.</translation>
    </message>
    <message>
        <source>A score of %1 or more has already won a %1-point match.</source>
        <translation>Un score de %1 ou plus a déjà gagné un match en %1 points.</translation>
    </message>
    <message>
        <source>Borne off: %1 and %2. Pips: %3 and %4. GNU Backgammon ID: %5</source>
        <extracomment>%1 and %2 are the checkers each player has borne off, %3 and %4 their pip counts, %5 GNU Backgammon&apos;s IDs</extracomment>
        <translation>Sortis : %1 et %2. Points : %3 et %4. ID GNU Backgammon : %5</translation>
    </message>
</context>
<context>
    <name>kibitz::BackgammonView</name>
    <message>
        <source>Replay</source>
        <translation>Rediffusion</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>Start of the game (Home)</source>
        <translation>Début de la partie (Début)</translation>
    </message>
    <message>
        <source>Previous Event</source>
        <translation>Événement précédent</translation>
    </message>
    <message>
        <source>Previous event (Left)</source>
        <translation>Événement précédent (Gauche)</translation>
    </message>
    <message>
        <source>Previous Checker</source>
        <translation>Pion précédent</translation>
    </message>
    <message>
        <source>Take back one checker move</source>
        <translation>Reprendre un déplacement de pion</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Play the game event by event / pause</source>
        <translation>Jouer la partie événement par événement / pause</translation>
    </message>
    <message>
        <source>Next Checker</source>
        <translation>Pion suivant</translation>
    </message>
    <message>
        <source>Play one checker move of the next roll</source>
        <translation>Jouer un déplacement de pion du lancer suivant</translation>
    </message>
    <message>
        <source>Next Event</source>
        <translation>Événement suivant</translation>
    </message>
    <message>
        <source>Next event (Right)</source>
        <translation>Événement suivant (Droite)</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>End of the line (End)</source>
        <translation>Fin de la ligne (Fin)</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Vitesse :</translation>
    </message>
    <message>
        <source>Autoplay speed</source>
        <translation>Vitesse de lecture automatique</translation>
    </message>
    <message>
        <source>Time between events while playing</source>
        <translation>Temps entre les événements pendant la lecture</translation>
    </message>
    <message>
        <source>%1 s per event</source>
        <translation>%1 s par événement</translation>
    </message>
    <message>
        <source> Slide:</source>
        <translation> Glissement :</translation>
    </message>
    <message>
        <source>Checker slide duration</source>
        <translation>Durée du glissement des pions</translation>
    </message>
    <message>
        <source>How long a checker takes to slide; 0 shows moves at once</source>
        <translation>Durée du glissement d’un pion ; 0 affiche les déplacements immédiatement</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>instant</source>
        <translation>immédiat</translation>
    </message>
    <message>
        <source>Flip Board</source>
        <translation>Retourner le plateau</translation>
    </message>
    <message>
        <source>See the board from the other player&apos;s side (Ctrl+F2)</source>
        <translation>Voir le plateau du côté de l’autre joueur (Ctrl+F2)</translation>
    </message>
    <message>
        <source>Set the dice first (or roll them), then move the checkers.</source>
        <translation>Réglez d’abord les dés (ou lancez-les), puis déplacez les pions.</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Dice:</source>
        <translation>Dés :</translation>
    </message>
    <message>
        <source>First die</source>
        <translation>Premier dé</translation>
    </message>
    <message>
        <source>Second die</source>
        <translation>Deuxième dé</translation>
    </message>
    <message>
        <source>Third die</source>
        <translation>Troisième dé</translation>
    </message>
    <message>
        <source>Set the dice to enter a roll of your own</source>
        <translation>Régler les dés pour saisir votre propre lancer</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Roll random dice</source>
        <translation>Lancer les dés au hasard</translation>
    </message>
    <message>
        <source>Roll the dice at random for a play of your own</source>
        <translation>Lancer les dés au hasard pour jouer vous-même</translation>
    </message>
    <message>
        <source>Play:</source>
        <translation>Coup :</translation>
    </message>
    <message>
        <source>Play in notation</source>
        <translation>Coup en notation</translation>
    </message>
    <message>
        <source>e.g. 13/8 24/21</source>
        <translation>p. ex. 13/8 24/21</translation>
    </message>
    <message>
        <source>Type the play for the pending roll, numbered from the mover&apos;s side: 13/8 24/21, bar/22*, 6/off, 8/5(2); Enter plays it</source>
        <translation>Saisissez le coup du lancer en attente, numéroté du côté du joueur qui joue : 13/8 24/21, bar/22*, 6/off, 8/5(2) ; Entrée le joue</translation>
    </message>
    <message>
        <source>Play the entered moves</source>
        <translation>Jouer les déplacements saisis</translation>
    </message>
    <message>
        <source>Undo Checker</source>
        <translation>Annuler le pion</translation>
    </message>
    <message>
        <source>Take back the last checker moved</source>
        <translation>Reprendre le dernier pion déplacé</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Clear the entered roll and moves</source>
        <translation>Effacer le lancer et les déplacements saisis</translation>
    </message>
    <message>
        <source>Cube</source>
        <translation>Videau</translation>
    </message>
    <message>
        <source>Cube actions</source>
        <translation>Actions du videau</translation>
    </message>
    <message>
        <source>Record a double (taken or passed) or a resignation as a variation</source>
        <translation>Enregistrer un double (accepté ou refusé) ou un abandon comme variante</translation>
    </message>
    <message>
        <source>Double, Taken</source>
        <translation>Double, accepté</translation>
    </message>
    <message>
        <source>Double, Passed</source>
        <translation>Double, refusé</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Entry message</source>
        <translation>Message de saisie</translation>
    </message>
    <message>
        <source>GNU Backgammon IDs</source>
        <translation>ID GNU Backgammon</translation>
    </message>
    <message>
        <source>Copy Position ID</source>
        <translation>Copier l’ID de position</translation>
    </message>
    <message>
        <source>Copy GNU Backgammon&apos;s Position ID of the shown position</source>
        <translation>Copier l’ID de position GNU Backgammon de la position affichée</translation>
    </message>
    <message>
        <source>Copy Match ID</source>
        <translation>Copier l’ID de match</translation>
    </message>
    <message>
        <source>Copy GNU Backgammon ID (Position:Match)</source>
        <translation>Copier l’ID GNU Backgammon (Position:Match)</translation>
    </message>
    <message>
        <source>Copied %1</source>
        <translation>%1 copié</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>joueur %1</translation>
    </message>
    <message>
        <source>There is no backgammon position here.</source>
        <translation>Il n’y a pas de position de backgammon ici.</translation>
    </message>
    <message>
        <source>The line holds an illegal event (%1); go back before it to play.</source>
        <translation>La ligne contient un événement illégal (%1) ; revenez avant lui pour jouer.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>GNU Backgammon IDs exist for standard backgammon only.</source>
        <translation>Les ID GNU Backgammon n’existent que pour le backgammon standard.</translation>
    </message>
    <message>
        <source>Position ID: %1   Match ID: %2</source>
        <translation>ID de position : %1   ID de match : %2</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gagne</translation>
    </message>
    <message>
        <source>%1 to play %2</source>
        <translation>%1 doit jouer %2</translation>
    </message>
    <message>
        <source>%1 on roll</source>
        <translation>%1 a la main</translation>
    </message>
    <message>
        <source>This roll takes %1 dice of 1 to 6.</source>
        <translation>Ce lancer demande %1 dés de 1 à 6.</translation>
    </message>
    <message>
        <source>No checker can move with %1: press Play to record the roll.</source>
        <translation>Aucun pion ne peut bouger avec %1 : appuyez sur Jouer pour enregistrer le lancer.</translation>
    </message>
    <message>
        <source>%1 to play %2: move the checkers or type the play.</source>
        <translation>%1 doit jouer %2 : déplacez les pions ou saisissez le coup.</translation>
    </message>
    <message>
        <source>Checkers cannot move there.</source>
        <translation>Les pions ne peuvent pas aller là.</translation>
    </message>
    <message>
        <source>%1 so far; %2 to play.</source>
        <translation>%1 jusqu’ici ; %2 à jouer.</translation>
    </message>
    <message>
        <source>No checker has been moved.</source>
        <translation>Aucun pion n’a été déplacé.</translation>
    </message>
    <message>
        <source>Not a legal event here: %1</source>
        <translation>Événement illégal ici : %1</translation>
    </message>
    <message>
        <source>Followed the stored %1.</source>
        <translation>Suivi du coup enregistré %1.</translation>
    </message>
    <message>
        <source>Not a legal event here.</source>
        <translation>Événement illégal ici.</translation>
    </message>
    <message>
        <source>Added the variation %1.</source>
        <translation>Variante %1 ajoutée.</translation>
    </message>
    <message>
        <source>%1 can still be played (for example %2): a play uses every die it can.</source>
        <translation>%1 peut encore être joué (par exemple %2) : un coup utilise tous les dés qu’il peut.</translation>
    </message>
    <message>
        <source>%1 is not a legal play of %2: %3</source>
        <translation>%1 n’est pas un coup légal pour %2 : %3</translation>
    </message>
    <message>
        <source>The end of the line: nothing more to play.</source>
        <translation>La fin de la ligne : plus rien à jouer.</translation>
    </message>
    <message>
        <source>Copied the Position ID %1</source>
        <translation>ID de position %1 copié</translation>
    </message>
    <message>
        <source>Copied the Match ID %1</source>
        <translation>ID de match %1 copié</translation>
    </message>
    <message>
        <source>Clear Entry</source>
        <translation>Effacer la saisie</translation>
    </message>
    <message>
        <source>Acey-deucey</source>
        <translation>Acey-deucey</translation>
    </message>
    <message>
        <source>Tabula</source>
        <translation>Tabula</translation>
    </message>
    <message>
        <source>Backgammon</source>
        <translation>Backgammon</translation>
    </message>
    <message>
        <source>%1, game %2 of %3.</source>
        <translation>%1, partie %2 sur %3.</translation>
    </message>
    <message>
        <source>Match to %1: %2 has %3, %4 has %5.</source>
        <translation>Match en %1 : %2 a %3, %4 a %5.</translation>
    </message>
    <message>
        <source>%1 has won.</source>
        <translation>%1 a gagné.</translation>
    </message>
    <message>
        <source>%1 to play %2.</source>
        <translation>%1 doit jouer %2.</translation>
    </message>
    <message>
        <source>Played so far: %1; left: %2.</source>
        <translation>Joué jusqu’ici : %1 ; reste : %2.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>%1 rolled %2.</source>
        <translation>%1 a lancé %2.</translation>
    </message>
    <message>
        <source>%1 on roll.</source>
        <translation>%1 a la main.</translation>
    </message>
    <message>
        <source>The cube is in the middle at %1.</source>
        <translation>Le videau est au centre à %1.</translation>
    </message>
    <message>
        <source>%1 owns the cube at %2.</source>
        <translation>%1 possède le videau à %2.</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>%1 (points counted from their side): %2</source>
        <translation>%1 (flèches comptées de son côté) : %2</translation>
    </message>
    <message>
        <source>no checker on the points</source>
        <translation>aucun pion sur les flèches</translation>
    </message>
    <message>
        <source>; %1 on the bar</source>
        <translation> ; %1 sur la barre</translation>
    </message>
    <message>
        <source>; %1 waiting to enter</source>
        <translation> ; %1 en attente d’entrer</translation>
    </message>
    <message>
        <source>; %1 borne off; %2 pips.</source>
        <translation> ; %1 sortis ; %2 points.</translation>
    </message>
    <message>
        <source>Opening roll by</source>
        <translation>Premier lancer par</translation>
    </message>
    <message>
        <source>Who plays the opening roll you enter</source>
        <translation>Qui joue le premier lancer que vous saisissez</translation>
    </message>
    <message>
        <source>–</source>
        <comment>a die that is not set</comment>
        <translation>–</translation>
    </message>
    <message>
        <source>Set every die to enter a roll.</source>
        <translation>Réglez chaque dé pour saisir un jet.</translation>
    </message>
    <message>
        <source>Positions can be set up for backgammon only: GNU Backgammon, which analyses them, does not play acey-deucey or tabula.</source>
        <translation>Les positions ne peuvent être mises en place que pour le backgammon : GNU Backgammon, qui les analyse, ne joue ni l’acey-deucey ni la tabula.</translation>
    </message>
    <message>
        <source>OK makes this game start from the position (Edit &gt; Undo takes it back).</source>
        <translation>OK fait commencer cette partie par la position (Édition &gt; Annuler revient en arrière).</translation>
    </message>
    <message>
        <source>This game has moves already: OK opens the position in a new tab, as a game of its own.</source>
        <translation>Cette partie a déjà des coups : OK ouvre la position dans un nouvel onglet, comme une partie à part.</translation>
    </message>
    <message>
        <source>Positions can be set up for backgammon only.</source>
        <translation>Les positions ne peuvent être mises en place que pour le backgammon.</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Mettre en place une position</translation>
    </message>
    <message>
        <source>The position could not be set up.</source>
        <translation>La position n’a pas pu être mise en place.</translation>
    </message>
    <message>
        <source>The game starts from the position set up.</source>
        <translation>La partie commence par la position mise en place.</translation>
    </message>
    <message>
        <source>This game has moves already, and no new tab can be opened here.</source>
        <translation>Cette partie a déjà des coups, et aucun nouvel onglet ne peut être ouvert ici.</translation>
    </message>
    <message>
        <source>Set-Up Position</source>
        <translation>Position mise en place</translation>
    </message>
</context>
<context>
    <name>kibitz::CommentPanel</name>
    <message>
        <source>No comment</source>
        <translation>Aucun commentaire</translation>
    </message>
    <message>
        <source>Comment on the current move</source>
        <translation>Commentaire du coup courant</translation>
    </message>
</context>
<context>
    <name>kibitz::DocumentFiles</name>
    <message>
        <source>Export Board Image</source>
        <translation>Exporter l’image du plateau</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exporté</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Image PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Dessin SVG (*.svg)</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Aucun fichier récent</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>Vider la liste</translation>
    </message>
    <message>
        <source>Opening %1 was cancelled.</source>
        <translation>L’ouverture de %1 a été annulée.</translation>
    </message>
    <message>
        <source>Cannot open %1:
%2</source>
        <translation>Impossible d’ouvrir %1 :
%2</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Cannot keep a recovery copy of %1: %2</source>
        <translation>Impossible de conserver une copie de récupération de %1 : %2</translation>
    </message>
    <message>
        <source>Cannot recover %1: %2</source>
        <translation>Impossible de récupérer %1 : %2</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Kibitz cannot write %1 files.</source>
        <translation>Kibitz ne sait pas écrire de fichiers %1.</translation>
    </message>
    <message>
        <source>Kibitz is busy reading or writing a file; save again when it is done.</source>
        <translation>Kibitz est occupé à lire ou écrire un fichier ; enregistrez à nouveau quand il aura terminé.</translation>
    </message>
    <message>
        <source>%1 was not saved: the file changed on disk.</source>
        <translation>%1 n’a pas été enregistré : le fichier a changé sur le disque.</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>Enregistrement de %1…</translation>
    </message>
    <message>
        <source>Saving %1 was cancelled; the file was not changed.</source>
        <translation>L’enregistrement de %1 a été annulé ; le fichier n’a pas été modifié.</translation>
    </message>
    <message>
        <source>%1 cannot hold this file: %2</source>
        <translation>%1 ne peut pas contenir ce fichier : %2</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>Le dossier %1 n’existe pas.</translation>
    </message>
    <message>
        <source>The folder %1 cannot be written to.</source>
        <translation>Impossible d’écrire dans le dossier %1.</translation>
    </message>
    <message>
        <source>Cannot write %1:
%2</source>
        <translation>Impossible d’écrire %1 :
%2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>The file name %1 does not say which format to write; end it with one of %2.</source>
        <translation>Le nom de fichier %1 n’indique pas le format à écrire ; terminez-le par l’une de ces extensions : %2.</translation>
    </message>
    <message>
        <source>Save As</source>
        <extracomment>%2 lists file name extensions, as &quot;.jgame, .sgf&quot;</extracomment>
        <translation>Enregistrer sous</translation>
    </message>
    <message>
        <source>Kibitz cannot write a file that holds these games.</source>
        <translation>Kibitz ne peut écrire aucun fichier contenant ces parties.</translation>
    </message>
    <message>
        <source>%1 was removed from disk.</source>
        <translation>%1 a été supprimé du disque.</translation>
    </message>
    <message>
        <source>File Removed</source>
        <translation>Fichier supprimé</translation>
    </message>
    <message>
        <source>%1 was removed or moved away by another program. The document stays open; save it to keep it.</source>
        <translation>%1 a été supprimé ou déplacé par un autre programme. Le document reste ouvert ; enregistrez-le pour le conserver.</translation>
    </message>
    <message>
        <source>%1 changed on disk.</source>
        <translation>%1 a changé sur le disque.</translation>
    </message>
    <message>
        <source>File Changed on Disk</source>
        <translation>Fichier modifié sur le disque</translation>
    </message>
    <message>
        <source>%1 was changed by another program while it has unsaved edits here. The edits are kept; saving will ask before overwriting the file.</source>
        <translation>%1 a été modifié par un autre programme alors qu’il a ici des modifications non enregistrées. Elles sont conservées ; l’enregistrement demandera confirmation avant d’écraser le fichier.</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Recharger</translation>
    </message>
    <message>
        <source>Cannot reload %1:
%2</source>
        <translation>Impossible de recharger %1 :
%2</translation>
    </message>
    <message>
        <source>Reloaded %1</source>
        <translation>%1 rechargé</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <extracomment>a tab&apos;s title: a file name and how many more files the tab holds</extracomment>
        <translation>
            <numerusform>%1 et %n autre</numerusform>
            <numerusform>%1 et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 holds no file that Kibitz reads.</source>
        <translation>%1 ne contient aucun fichier que Kibitz sait lire.</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Ouverture de %1…</translation>
    </message>
    <message>
        <source>Cannot open %1 as one collection:
%2</source>
        <translation>Impossible d’ouvrir %1 en une collection :
%2</translation>
    </message>
    <message>
        <source>Open Folder</source>
        <translation>Ouvrir un dossier</translation>
    </message>
    <message>
        <source>Open Files as One Collection</source>
        <translation>Ouvrir des fichiers en une collection</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <comment>recent file: its name — what it holds</comment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 cannot be saved: %2</source>
        <translation>%1 ne peut pas être enregistré : %2</translation>
    </message>
    <message numerus="yes">
        <source>Partial read of %1: the %n game(s) before the damage (%2)</source>
        <extracomment>%1 is a file name, %2 where and why reading it stopped</extracomment>
        <translation>
            <numerusform>Lecture partielle de %1 : la %n partie avant la zone endommagée (%2)</numerusform>
            <numerusform>Lecture partielle de %1 : les %n parties avant la zone endommagée (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was not saved: the tab holds a partial read of it.</source>
        <translation>%1 n’a pas été enregistré : l’onglet n’en contient qu’une lecture partielle.</translation>
    </message>
    <message>
        <source>Reading %1 back…</source>
        <translation>Relecture de %1…</translation>
    </message>
    <message>
        <source>Saved %1, but cannot read it back:
%2</source>
        <translation>%1 enregistré, mais impossible de le relire :
%2</translation>
    </message>
    <message>
        <source>Saved as %1 (what the file holds)</source>
        <extracomment>an Undo History entry; %1 is a file name</extracomment>
        <translation>Enregistré sous %1 (ce que contient le fichier)</translation>
    </message>
    <message>
        <source>Saved %1; the tab now shows what the file holds (Undo brings back what it left out).</source>
        <translation>%1 enregistré ; l’onglet montre maintenant ce que contient le fichier (Annuler rétablit ce qu’il a omis).</translation>
    </message>
</context>
<context>
    <name>kibitz::DocumentView</name>
    <message>
        <source>This board takes no typed moves.</source>
        <translation>Ce plateau n’accepte pas de coups saisis.</translation>
    </message>
    <message>
        <source>This board has no set-up mode.</source>
        <translation>Ce plateau n’a pas de mode de mise en place.</translation>
    </message>
</context>
<context>
    <name>kibitz::EvaluationGraph</name>
    <message>
        <source>Evaluation graph</source>
        <translation>Graphique des évaluations</translation>
    </message>
    <message>
        <source>Evaluations along the current line; click to show a move.</source>
        <translation>Évaluations le long de la ligne courante ; cliquez pour afficher un coup.</translation>
    </message>
    <message>
        <source>No evaluations on this line</source>
        <translation>Aucune évaluation sur cette ligne</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <translation>Coup %1 : %2</translation>
    </message>
    <message numerus="yes">
        <source>Start of a line of %n move(s).</source>
        <translation>
            <numerusform>Début d’une ligne de %n coup.</numerusform>
            <numerusform>Début d’une ligne de %n coups.</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1 of %2: %3.</source>
        <translation>Coup %1 sur %2 : %3.</translation>
    </message>
    <message>
        <source>Not evaluated.</source>
        <translation>Non évalué.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) of the line evaluated.</source>
        <translation>
            <numerusform>%n coup de la ligne évalué.</numerusform>
            <numerusform>%n coups de la ligne évalués.</numerusform>
        </translation>
    </message>
    <message>
        <source>Evaluation: %1.</source>
        <translation>Évaluation : %1.</translation>
    </message>
</context>
<context>
    <name>kibitz::EvaluationPanel</name>
    <message>
        <source>Evaluation</source>
        <translation>Évaluation</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>No evaluation</source>
        <translation>Aucune évaluation</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gagne</translation>
    </message>
    <message>
        <source>%1 better</source>
        <translation>%1 mieux</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Nulle</translation>
    </message>
    <message>
        <source>Even</source>
        <translation>Équilibré</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Inconnu</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Label the current node: %1</source>
        <translation>Étiqueter le nœud courant : %1</translation>
    </message>
    <message>
        <source>Remove the evaluation</source>
        <translation>Retirer l’évaluation</translation>
    </message>
    <message>
        <source>%1 better by %2 (a win is 10000)</source>
        <extracomment>%1 a player, %2 a number up to 9999 (10000 is a win)</extracomment>
        <translation>%1 mieux de %2 (une victoire vaut 10000)</translation>
    </message>
    <message>
        <source>Undetermined</source>
        <translation>Indéterminé</translation>
    </message>
    <message>
        <source>Value %1</source>
        <translation>Valeur %1</translation>
    </message>
</context>
<context>
    <name>kibitz::ExplorerPanel</name>
    <message>
        <source>Open a collection to see the moves its games played here.</source>
        <translation>Ouvrez une collection pour voir les coups que ses parties ont joués ici.</translation>
    </message>
    <message>
        <source>%1. The explorer follows the first %2 moves.</source>
        <translation>%1. L’explorateur suit les %2 premiers coups.</translation>
    </message>
    <message>
        <source>%1. No game reached this position.</source>
        <translation>%1. Aucune partie n’a atteint cette position.</translation>
    </message>
    <message>
        <source>%1. Here: %2, player 1 won %3, player 2 won %4.</source>
        <extracomment>%1 the games of the collection (&quot;1,785 games&quot;), %2 how many reached the position, %3 and %4 the wins of each player</extracomment>
        <translation>%1. Ici : %2, le joueur 1 en a gagné %3, le joueur 2 %4.</translation>
    </message>
    <message>
        <source>Player 1 won %1 of these games, player 2 %2; the rest have no result or were drawn.</source>
        <extracomment>the share of the games that played a move won by each player</extracomment>
        <translation>Le joueur 1 a gagné %1 de ces parties, le joueur 2 %2 ; les autres n’ont pas de résultat ou sont nulles.</translation>
    </message>
    <message>
        <source>Merge transpositions</source>
        <translation>Fusionner les transpositions</translation>
    </message>
    <message>
        <source>Count every move order that reaches the position, not only the one played here.</source>
        <translation>Compter tous les ordres de coups qui mènent à cette position, pas seulement celui joué ici.</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>column headers, short for a narrow panel: P1/P2 the games player 1/2 won, Share their shares</extracomment>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Player 1 won</source>
        <translation>Gagnées par le joueur 1</translation>
    </message>
    <message>
        <source>Player 2 won</source>
        <translation>Gagnées par le joueur 2</translation>
    </message>
    <message>
        <source>Share won</source>
        <translation>Part des victoires</translation>
    </message>
    <message>
        <source>Moves played from this position</source>
        <translation>Coups joués depuis cette position</translation>
    </message>
    <message>
        <source>Choosing a move plays it on the board.</source>
        <translation>Choisir un coup le joue sur le plateau.</translation>
    </message>
    <message>
        <source>Counting the moves of %1…%2</source>
        <extracomment>%1 how many games, %2 how far the counting got (&quot;45%&quot;)</extracomment>
        <translation>Décompte des coups de %1…%2</translation>
    </message>
    <message>
        <source>P1</source>
        <translation>J1</translation>
    </message>
    <message>
        <source>P2</source>
        <translation>J2</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Part</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of backgammon not counted</source>
        <extracomment>%n games of a backgammon variant the explorer did not count, the shown game being of another</extracomment>
        <translation>
            <numerusform>%n partie de backgammon non comptée</numerusform>
            <numerusform>%n parties de backgammon non comptées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of acey-deucey not counted</source>
        <translation>
            <numerusform>%n partie d’acey-deucey non comptée</numerusform>
            <numerusform>%n parties d’acey-deucey non comptées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of tabula not counted</source>
        <translation>
            <numerusform>%n partie de tabula non comptée</numerusform>
            <numerusform>%n parties de tabula non comptées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) on %1 not counted</source>
        <extracomment>%n games on a board of another size than the shown game&apos;s, %1 that size (&quot;13×13&quot;)</extracomment>
        <translation>
            <numerusform>%n partie sur %1 non comptée</numerusform>
            <numerusform>%n parties sur %1 non comptées</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the same moves on another board are another position.</source>
        <extracomment>the games on other boards the explorer left out, after the summary of the position</extracomment>
        <translation>%1 : les mêmes coups sur un autre plateau sont une autre position.</translation>
    </message>
    <message numerus="yes">
        <source>Reading the moves of %Ln game(s)…</source>
        <extracomment>the Explorer&apos;s summary while a collection just opened is read in the background</extracomment>
        <translation>
            <numerusform>Lecture des coups de %Ln partie…</numerusform>
            <numerusform>Lecture des coups de %Ln parties…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln partie</numerusform>
            <numerusform>%Ln parties</numerusform>
        </translation>
    </message>
    <message>
        <source>None of these games has a winner on record.</source>
        <translation>Aucune de ces parties n’a de vainqueur enregistré.</translation>
    </message>
    <message>
        <source>The explorer covers %1 games.</source>
        <translation>L’explorateur couvre les parties de %1.</translation>
    </message>
</context>
<context>
    <name>kibitz::GameDocument</name>
    <message>
        <source>Play %1</source>
        <translation>Jouer %1</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Promouvoir la variante</translation>
    </message>
    <message>
        <source>Move variation up</source>
        <translation>Monter la variante</translation>
    </message>
    <message>
        <source>Move variation down</source>
        <translation>Descendre la variante</translation>
    </message>
    <message>
        <source>The variation was copied from a %1 game on a %2x%3 board; this is a %4 game on a %5x%6 board.</source>
        <translation>La variante a été copiée d’une partie de %1 sur un plateau %2x%3 ; celle-ci est une partie de %4 sur un plateau %5x%6.</translation>
    </message>
    <message>
        <source>There is no move to paste.</source>
        <translation>Il n’y a aucun coup à coller.</translation>
    </message>
    <message>
        <source>This game has no rules to check the variation against.</source>
        <translation>Cette partie n’a pas de règles pour vérifier la variante.</translation>
    </message>
    <message>
        <source>The move %1 of the variation is illegal here: %2</source>
        <translation>Le coup %1 de la variante est illégal ici : %2</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>byte %1</source>
        <translation>octet %1</translation>
    </message>
    <message>
        <source>the games changed while they were read</source>
        <translation>les parties ont changé pendant leur lecture</translation>
    </message>
    <message>
        <source>the file did not read: %1</source>
        <translation>le fichier n’a pas pu être lu : %1</translation>
    </message>
    <message>
        <source>the games are still being read</source>
        <translation>les parties sont encore en cours de lecture</translation>
    </message>
    <message numerus="yes">
        <source>%1 (partial read: %n game(s))</source>
        <extracomment>the tab and window title of a file of which only the games before an error were read</extracomment>
        <translation>
            <numerusform>%1 (lecture partielle : %n partie)</numerusform>
            <numerusform>%1 (lecture partielle : %n parties)</numerusform>
        </translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>This game has no positions to set up.</source>
        <translation>Cette partie n’a pas de positions à mettre en place.</translation>
    </message>
    <message>
        <source>Bookmarks are SGF properties: save the game as SGF and open that file to set them.</source>
        <translation>Les signets sont des propriétés SGF : enregistrez la partie en SGF et ouvrez ce fichier pour les placer.</translation>
    </message>
    <message>
        <source>Set bookmark %1</source>
        <translation>Placer le signet %1</translation>
    </message>
    <message>
        <source>Clear bookmark</source>
        <translation>Effacer le signet</translation>
    </message>
</context>
<context>
    <name>kibitz::GameInfoPanel</name>
    <message>
        <source>Player &amp;1:</source>
        <translation>Joueur &amp;1 :</translation>
    </message>
    <message>
        <source>Player &amp;2:</source>
        <translation>Joueur &amp;2 :</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Résultat :</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Plateau :</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>R&amp;ègles :</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Joueur 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Joueur 2</translation>
    </message>
    <message>
        <source>Game name</source>
        <translation>Nom de la partie</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Colonnes</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Rangées</translation>
    </message>
    <message>
        <source> columns</source>
        <translation> colonnes</translation>
    </message>
    <message>
        <source> rows</source>
        <translation> rangées</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Paper and pencil (PP)</source>
        <translation>Papier-crayon (PP)</translation>
    </message>
    <message>
        <source>3M</source>
        <translation>3M</translation>
    </message>
    <message>
        <source>The board size cannot change once the game has moves.</source>
        <translation>La taille du plateau ne peut plus changer une fois que la partie a des coups.</translation>
    </message>
    <message>
        <source>Twixt rules</source>
        <translation>Règles de Twixt</translation>
    </message>
    <message>
        <source>Can change only while the game has no moves</source>
        <translation>Modifiable seulement tant que la partie n’a aucun coup</translation>
    </message>
    <message>
        <source>&amp;Teams:</source>
        <translation>É&amp;quipes :</translation>
    </message>
    <message>
        <source>&amp;Field:</source>
        <translation>&amp;Terrain :</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Équipes</translation>
    </message>
    <message>
        <source>The log names the teams once for the whole tournament</source>
        <translation>Le journal nomme les équipes une seule fois pour tout le tournoi</translation>
    </message>
    <message>
        <source>Where the game stands in the tournament</source>
        <translation>La place de la partie dans le tournoi</translation>
    </message>
    <message>
        <source>Who won and how many points, as the game&apos;s moves and the match tell</source>
        <translation>Qui a gagné et combien de points, d’après les coups de la partie et le match</translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation>Aucune partie n’est ouverte.</translation>
    </message>
</context>
<context>
    <name>kibitz::GameTreePanel</name>
    <message>
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <translation>Coup %1 : %2</translation>
    </message>
    <message>
        <source>r = %1</source>
        <translation>r = %1</translation>
    </message>
    <message numerus="yes">
        <source>%n variation(s)</source>
        <translation>
            <numerusform>%n variante</numerusform>
            <numerusform>%n variantes</numerusform>
        </translation>
    </message>
    <message>
        <source>The variations of the current game, the main line down the left. Click a node to show it; Left and Right step back and forward, Up and Down change variation.</source>
        <translation>Les variantes de la partie courante, la ligne principale descendant à gauche. Cliquez sur un nœud pour l’afficher ; Gauche et Droite reculent et avancent, Haut et Bas changent de variante.</translation>
    </message>
    <message>
        <source>The variations of the current game, the main line down the left. Left and Right step back and forward, Up and Down change variation, Shift+Left goes up to the branch point.</source>
        <translation>Les variantes de la partie courante, la ligne principale en descendant à gauche. Gauche et Droite reculent et avancent, Haut et Bas changent de variante, Maj+Gauche remonte à l’embranchement.</translation>
    </message>
    <message>
        <source>Current: the start.</source>
        <translation>Courant : le début.</translation>
    </message>
    <message>
        <source>Current: move %1, %2.</source>
        <translation>Courant : coup %1, %2.</translation>
    </message>
    <message>
        <source>Variation %1 of %2 at this point.</source>
        <translation>Variante %1 sur %2 à cet endroit.</translation>
    </message>
    <message numerus="yes">
        <source>%n moves follow.</source>
        <translation>
            <numerusform>%n coup suit.</numerusform>
            <numerusform>%n coups suivent.</numerusform>
        </translation>
    </message>
    <message>
        <source>The end of the line.</source>
        <translation>La fin de la ligne.</translation>
    </message>
    <message>
        <source>Evaluation r = %1.</source>
        <translation>Évaluation r = %1.</translation>
    </message>
    <message>
        <source>Comment: %1</source>
        <translation>Commentaire : %1</translation>
    </message>
    <message>
        <source>Game Tree</source>
        <translation>Arbre de la partie</translation>
    </message>
</context>
<context>
    <name>kibitz::GamesPanel</name>
    <message>
        <source>#</source>
        <extracomment>the column of the games&apos; numbers in the Games panel</extracomment>
        <translation>N°</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Along the main line</source>
        <translation>Le long de la ligne principale</translation>
    </message>
    <message>
        <source>Whether the game has comments or variations</source>
        <translation>Si la partie a des commentaires ou des variantes</translation>
    </message>
    <message>
        <source>The file the game came from</source>
        <translation>Le fichier d’où vient la partie</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Défaites</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln partie</numerusform>
            <numerusform>%Ln parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln game(s)</source>
        <translation>
            <numerusform>%1 sur %Ln partie</numerusform>
            <numerusform>%1 sur %Ln parties</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter by player, event or result</source>
        <translation>Filtrer par joueur, événement ou résultat</translation>
    </message>
    <message>
        <source>Filter games</source>
        <translation>Filtrer les parties</translation>
    </message>
    <message>
        <source>Players&apos; games, wins and losses</source>
        <translation>Parties, victoires et défaites des joueurs</translation>
    </message>
    <message>
        <source>Games, wins and losses of each player among the games shown</source>
        <translation>Parties, victoires et défaites de chaque joueur parmi les parties affichées</translation>
    </message>
</context>
<context>
    <name>kibitz::HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Guide de l’utilisateur</translation>
    </message>
    <message>
        <source>How to open, browse, annotate, convert and replay game records</source>
        <translation>Comment ouvrir, parcourir, annoter, convertir et rejouer des parties</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>Every menu action and its keys</source>
        <translation>Toutes les actions des menus et leurs touches</translation>
    </message>
    <message>
        <source>&amp;About Kibitz</source>
        <translation>&amp;À propos de Kibitz</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
</context>
<context>
    <name>kibitz::HexSolveRun</name>
    <message>
        <source>Solve Position is for Hex positions.</source>
        <translation>« Résoudre la position » est réservé aux positions de Hex.</translation>
    </message>
    <message>
        <source>The position cannot be solved: a move before it is illegal.</source>
        <translation>La position ne peut pas être résolue : un coup qui la précède est illégal.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>The solver takes boards of up to 384 cells.</source>
        <translation>Le solveur accepte les plateaux de 384 cases au plus.</translation>
    </message>
    <message>
        <source>solver</source>
        <translation>solveur</translation>
    </message>
    <message numerus="yes">
        <source>%n stored label(s) contradict it (kept and flagged).</source>
        <translation>
            <numerusform>%n évaluation enregistrée le contredit (conservée et signalée).</numerusform>
            <numerusform>%n évaluations enregistrées le contredisent (conservées et signalées).</numerusform>
        </translation>
    </message>
    <message>
        <source>player 1</source>
        <translation>joueur 1</translation>
    </message>
    <message>
        <source>player 2</source>
        <translation>joueur 2</translation>
    </message>
    <message>
        <source>Solving: %1 positions in %2 s; who wins is not known yet.</source>
        <translation>Résolution : %1 positions en %2 s ; on ne sait pas encore qui gagne.</translation>
    </message>
    <message>
        <source>Solving: %1 wins; every move of the side to move loses.</source>
        <translation>Résolution : %1 gagne ; tout coup du camp au trait perd.</translation>
    </message>
    <message>
        <source>Solving: %1 positions in %2 s; %3 wins, looking for the winning moves.</source>
        <translation>Résolution : %1 positions en %2 s ; %3 gagne, recherche des coups gagnants.</translation>
    </message>
    <message numerus="yes">
        <source>Solving: %1 positions in %2 s; %3 wins; %n winning move(s) so far: %4.</source>
        <translation>
            <numerusform>Résolution : %1 positions en %2 s ; %3 gagne ; %n coup gagnant jusqu’ici : %4.</numerusform>
            <numerusform>Résolution : %1 positions en %2 s ; %3 gagne ; %n coups gagnants jusqu’ici : %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>The solver ran out of time after %1 s; nothing was changed.</source>
        <translation>Le solveur a manqué de temps après %1 s ; rien n’a été modifié.</translation>
    </message>
    <message>
        <source>Solving stopped after %1 s; nothing was changed.</source>
        <translation>Résolution arrêtée après %1 s ; rien n’a été modifié.</translation>
    </message>
    <message>
        <source>Solved in %1 s (%2 positions): %3 wins; every move loses.</source>
        <translation>Résolu en %1 s (%2 positions) : %3 gagne ; tout coup perd.</translation>
    </message>
    <message numerus="yes">
        <source>Solved in %1 s (%2 positions): %3 wins; %n winning move(s): %4.</source>
        <translation>
            <numerusform>Résolu en %1 s (%2 positions) : %3 gagne ; %n coup gagnant : %4.</numerusform>
            <numerusform>Résolu en %1 s (%2 positions) : %3 gagne ; %n coups gagnants : %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %1 s (%2 positions): %3 wins; %n winning move(s) proven: %4; the others are not known.</source>
        <translation>
            <numerusform>Arrêté après %1 s (%2 positions) : %3 gagne ; %n coup gagnant prouvé : %4 ; les autres ne sont pas connus.</numerusform>
            <numerusform>Arrêté après %1 s (%2 positions) : %3 gagne ; %n coups gagnants prouvés : %4 ; les autres ne sont pas connus.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::HexTwixtEvaluationTools</name>
    <message>
        <source>Solve Position</source>
        <translation>Résoudre la position</translation>
    </message>
    <message>
        <source>Analyse Game</source>
        <translation>Analyser la partie</translation>
    </message>
    <message>
        <source>Prove who wins the shown position with the exact solver and label it (Hex)</source>
        <translation>Prouver avec le solveur exact qui gagne la position affichée et l’évaluer (Hex)</translation>
    </message>
    <message>
        <source>Find where the game was decided and label the positions proven won</source>
        <translation>Trouver où la partie a été décidée et évaluer les positions prouvées gagnées</translation>
    </message>
    <message>
        <source>Find where neither player can connect any more and label the draw</source>
        <translation>Trouver à partir d’où aucun joueur ne peut plus relier ses bords et évaluer la nulle</translation>
    </message>
    <message>
        <source>Draw: neither player can connect any more.</source>
        <translation>Nulle : aucun joueur ne peut plus relier ses bords.</translation>
    </message>
    <message>
        <source>Player %1 has a proven win.</source>
        <translation>Le joueur %1 a une victoire prouvée.</translation>
    </message>
    <message>
        <source>Stop Solving</source>
        <translation>Arrêter la résolution</translation>
    </message>
    <message>
        <source>Stop the solver; what it proved so far stays</source>
        <translation>Arrêter le solveur ; ce qu’il a prouvé jusqu’ici est conservé</translation>
    </message>
    <message>
        <source>(The solved position is not the one shown.)</source>
        <translation>(La position résolue n’est pas celle affichée.)</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gagne</translation>
    </message>
    <message>
        <source>%1 is better</source>
        <translation>%1 est mieux placé</translation>
    </message>
    <message>
        <source>a tie</source>
        <translation>une égalité</translation>
    </message>
    <message>
        <source>even</source>
        <translation>équilibré</translation>
    </message>
    <message>
        <source>Proven by the stored moves: %1.</source>
        <translation>Prouvé par les coups enregistrés : %1.</translation>
    </message>
    <message>
        <source>This tree&apos;s labels say: %1. Not proven (hollow mark on the board).</source>
        <translation>Les évaluations de cet arbre disent : %1. Non prouvé (marque creuse sur le plateau).</translation>
    </message>
</context>
<context>
    <name>kibitz::HexTwixtView</name>
    <message>
        <source>Kibitz cannot show a board for this game yet.</source>
        <translation>Kibitz ne sait pas encore afficher de plateau pour cette partie.</translation>
    </message>
    <message>
        <source>Illegal move: %1</source>
        <translation>Coup illégal : %1</translation>
    </message>
    <message>
        <source>Manual linking: click a link to remove it, a peg to add its links; Ctrl-click or Enter plays the move, Escape cancels.</source>
        <translation>Liens à la main : cliquez sur un lien pour le retirer, sur un pion pour ajouter ses liens ; Ctrl-clic ou Entrée joue le coup, Échap annule.</translation>
    </message>
    <message>
        <source>no position</source>
        <translation>aucune position</translation>
    </message>
    <message>
        <source>Cannot place a peg there: %1</source>
        <translation>Impossible de placer un pion ici : %1</translation>
    </message>
    <message>
        <source>Manual linking started</source>
        <translation>Liens à la main commencés</translation>
    </message>
    <message numerus="yes">
        <source>%n link(s) added</source>
        <translation>
            <numerusform>%n lien ajouté</numerusform>
            <numerusform>%n liens ajoutés</numerusform>
        </translation>
    </message>
    <message>
        <source>No link can be added to that peg</source>
        <translation>Aucun lien ne peut être ajouté à ce pion</translation>
    </message>
    <message>
        <source>Only your own links can be removed</source>
        <translation>Seuls vos propres liens peuvent être retirés</translation>
    </message>
    <message>
        <source>Manual linking cancelled</source>
        <translation>Liens à la main annulés</translation>
    </message>
    <message>
        <source>Moves can be typed on Hex and Twixt boards only.</source>
        <translation>Les coups ne peuvent être saisis que sur les plateaux de Hex et de Twixt.</translation>
    </message>
    <message>
        <source>The shown position has an illegal move before it: %1</source>
        <translation>La position affichée est précédée d’un coup illégal : %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a cell: write its column letters and row number, as in %2.</source>
        <translation>&quot;%1&quot; n’est pas une case : écrivez ses lettres de colonne et son numéro de rangée, comme %2.</translation>
    </message>
    <message>
        <source>%1 is not on this %2 by %3 board.</source>
        <translation>%1 n’est pas sur ce plateau de %2 sur %3.</translation>
    </message>
    <message>
        <source>%1 is taken.</source>
        <translation>%1 est occupée.</translation>
    </message>
    <message>
        <source>%1 cannot be played here.</source>
        <translation>%1 ne peut pas être joué ici.</translation>
    </message>
    <message>
        <source>Link taken back</source>
        <translation>Lien repris</translation>
    </message>
    <message>
        <source>Link kept</source>
        <translation>Lien conservé</translation>
    </message>
    <message>
        <source>Link removed</source>
        <translation>Lien retiré</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>cut off</source>
        <translation>coupé</translation>
    </message>
    <message>
        <source>Draw: neither player can connect.</source>
        <translation>Nulle : aucun joueur ne peut relier ses bords.</translation>
    </message>
    <message>
        <source>Decided: %1 wins (proven).</source>
        <translation>Décidée : %1 gagne (prouvé).</translation>
    </message>
    <message>
        <source>Pegs still needed (link distance): %1 %2, %3 %4</source>
        <translation>Fiches encore nécessaires (distance de liaison) : %1 %2, %3 %4</translation>
    </message>
    <message>
        <source>Solve Position</source>
        <translation>Résoudre la position</translation>
    </message>
    <message>
        <source>Analyse Game</source>
        <translation>Analyser la partie</translation>
    </message>
    <message>
        <source>Show Decided Verdict</source>
        <translation>Afficher le verdict « décidée »</translation>
    </message>
    <message>
        <source>Two-Distance Heat Map</source>
        <translation>Carte de chaleur à deux distances</translation>
    </message>
    <message>
        <source>Resistance Heat Map</source>
        <translation>Carte de chaleur par résistance</translation>
    </message>
    <message>
        <source>Show Connection Analysis</source>
        <translation>Afficher l’analyse des connexions</translation>
    </message>
    <message>
        <source>Solving the position beside the window…</source>
        <translation>Résolution de la position à côté de la fenêtre…</translation>
    </message>
    <message>
        <source>Set-up mode: a left click puts down player 1&apos;s piece, a right click (or Shift and a left click) player 2&apos;s; clicking a piece of that colour takes it off.</source>
        <translation>Mode de mise en place : un clic gauche pose une pièce du joueur 1, un clic droit (ou Maj et un clic gauche) une pièce du joueur 2 ; cliquer sur une pièce de cette couleur la retire.</translation>
    </message>
    <message>
        <source>Cannot set up there: %1</source>
        <translation>Impossible de mettre en place ici : %1</translation>
    </message>
    <message>
        <source>Set-up mode: clicks put pieces down and take them off</source>
        <translation>Mode de mise en place : les clics posent et retirent des pièces</translation>
    </message>
    <message>
        <source>Set-up mode ended</source>
        <translation>Mode de mise en place terminé</translation>
    </message>
    <message>
        <source>The shown position has an illegal move before it.</source>
        <translation>La position affichée est précédée d’un coup illégal.</translation>
    </message>
    <message>
        <source>The board has the focus; click %1 again to play it.</source>
        <translation>Le plateau a le focus ; cliquez de nouveau sur %1 pour y jouer.</translation>
    </message>
    <message>
        <source>Added %1 as a new variation; Undo (%2) takes it back.</source>
        <translation>%1 ajouté comme nouvelle variante ; Annuler (%2) la retire.</translation>
    </message>
    <message>
        <source>Mark Move</source>
        <translation>Marquer le coup</translation>
    </message>
    <message>
        <source>Mark Position</source>
        <translation>Marquer la position</translation>
    </message>
    <message>
        <source>Add Triangle</source>
        <translation>Ajouter un triangle</translation>
    </message>
    <message>
        <source>Remove Triangle</source>
        <translation>Retirer le triangle</translation>
    </message>
    <message>
        <source>Add Square</source>
        <translation>Ajouter un carré</translation>
    </message>
    <message>
        <source>Remove Square</source>
        <translation>Retirer le carré</translation>
    </message>
    <message>
        <source>Add Circle</source>
        <translation>Ajouter un cercle</translation>
    </message>
    <message>
        <source>Remove Circle</source>
        <translation>Retirer le cercle</translation>
    </message>
    <message>
        <source>Add Cross</source>
        <translation>Ajouter une croix</translation>
    </message>
    <message>
        <source>Remove Cross</source>
        <translation>Retirer la croix</translation>
    </message>
    <message>
        <source>Select Cell</source>
        <translation>Sélectionner la case</translation>
    </message>
    <message>
        <source>Unselect Cell</source>
        <translation>Désélectionner la case</translation>
    </message>
    <message>
        <source>Undim Cell</source>
        <translation>Ne plus griser la case</translation>
    </message>
    <message>
        <source>Dim Cell</source>
        <translation>Griser la case</translation>
    </message>
    <message>
        <source>Remove Label</source>
        <translation>Retirer l’étiquette</translation>
    </message>
    <message>
        <source>Add Label</source>
        <translation>Ajouter une étiquette</translation>
    </message>
    <message>
        <source>Remove Arrow</source>
        <translation>Retirer la flèche</translation>
    </message>
    <message>
        <source>Remove Line</source>
        <translation>Retirer la ligne</translation>
    </message>
    <message>
        <source>Add Arrow</source>
        <translation>Ajouter une flèche</translation>
    </message>
    <message>
        <source>Add Line</source>
        <translation>Ajouter une ligne</translation>
    </message>
    <message>
        <source>Clear Move Mark</source>
        <translation>Effacer la marque du coup</translation>
    </message>
    <message>
        <source>Clear Position Mark</source>
        <translation>Effacer la marque de position</translation>
    </message>
    <message>
        <source>Mark Hotspot</source>
        <translation>Marquer comme point chaud</translation>
    </message>
    <message>
        <source>Clear Hotspot</source>
        <translation>Retirer le point chaud</translation>
    </message>
</context>
<context>
    <name>kibitz::LinkDistanceGraph</name>
    <message>
        <source>Link distances along the game</source>
        <translation>Distances de liaison au fil de la partie</translation>
    </message>
    <message>
        <source>Link distance (solid: player 1, dashed: player 2; lower is better; top 0, bottom %1)</source>
        <translation>Distance de liaison (continu : joueur 1, tirets : joueur 2 ; plus bas est meilleur ; en haut 0, en bas %1)</translation>
    </message>
</context>
<context>
    <name>kibitz::MainWindow</name>
    <message>
        <source>Kibitz</source>
        <translation>Kibitz</translation>
    </message>
    <message>
        <source>Not found: %1</source>
        <translation>Introuvable : %1</translation>
    </message>
    <message>
        <source>%1[*] — Kibitz</source>
        <translation>%1[*] — Kibitz</translation>
    </message>
    <message>
        <source>Open a game file with File &gt; Open, or drop it here.</source>
        <translation>Ouvrez un fichier de partie avec Fichier &gt; Ouvrir, ou déposez-le ici.</translation>
    </message>
    <message>
        <source>Open files</source>
        <translation>Fichiers ouverts</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Panneaux</translation>
    </message>
</context>
<context>
    <name>kibitz::MarkTools</name>
    <message>
        <source>Marks</source>
        <translation>Marques</translation>
    </message>
    <message>
        <source>Play Moves</source>
        <translation>Jouer des coups</translation>
    </message>
    <message>
        <source>Triangle</source>
        <translation>Triangle</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Carré</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>Cercle</translation>
    </message>
    <message>
        <source>Cross</source>
        <translation>Croix</translation>
    </message>
    <message>
        <source>Select Cells</source>
        <translation>Sélectionner des cases</translation>
    </message>
    <message>
        <source>Dim Cells</source>
        <translation>Griser des cases</translation>
    </message>
    <message>
        <source>Letter Labels (A, B, C…)</source>
        <translation>Étiquettes lettres (A, B, C…)</translation>
    </message>
    <message>
        <source>Number Labels (1, 2, 3…)</source>
        <translation>Étiquettes nombres (1, 2, 3…)</translation>
    </message>
    <message>
        <source>Arrow (drag from cell to cell)</source>
        <translation>Flèche (glisser d’une case à l’autre)</translation>
    </message>
    <message>
        <source>Line (drag from cell to cell)</source>
        <translation>Ligne (glisser d’une case à l’autre)</translation>
    </message>
    <message>
        <source>Mark Mo&amp;ve</source>
        <translation>Marquer le c&amp;oup</translation>
    </message>
    <message>
        <source>Mark Posi&amp;tion</source>
        <translation>Marquer la posi&amp;tion</translation>
    </message>
    <message>
        <source>&amp;Good Move (!)</source>
        <translation>&amp;Bon coup (!)</translation>
    </message>
    <message>
        <source>&amp;Bad Move (?)</source>
        <translation>&amp;Mauvais coup (?)</translation>
    </message>
    <message>
        <source>&amp;Interesting Move (!?)</source>
        <translation>Coup &amp;intéressant (!?)</translation>
    </message>
    <message>
        <source>&amp;Doubtful Move (?!)</source>
        <translation>Coup &amp;douteux (?!)</translation>
    </message>
    <message>
        <source>&amp;Very Good Move (!!)</source>
        <translation>&amp;Très bon coup (!!)</translation>
    </message>
    <message>
        <source>Very B&amp;ad Move (??)</source>
        <translation>Très m&amp;auvais coup (??)</translation>
    </message>
    <message>
        <source>&amp;Clear Move Mark</source>
        <translation>&amp;Effacer la marque du coup</translation>
    </message>
    <message>
        <source>Good for &amp;Black</source>
        <translation>Bonne pour &amp;Noir</translation>
    </message>
    <message>
        <source>Good for &amp;White</source>
        <translation>Bonne pour &amp;Blanc</translation>
    </message>
    <message>
        <source>&amp;Even</source>
        <translation>É&amp;quilibrée</translation>
    </message>
    <message>
        <source>&amp;Unclear</source>
        <translation>&amp;Incertaine</translation>
    </message>
    <message>
        <source>&amp;Clear Position Mark</source>
        <translation>&amp;Effacer la marque de position</translation>
    </message>
    <message>
        <source>&amp;Hotspot</source>
        <translation>&amp;Point chaud</translation>
    </message>
</context>
<context>
    <name>kibitz::MoveListPanel</name>
    <message>
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Moves of the current line</source>
        <translation>Coups de la ligne courante</translation>
    </message>
    <message>
        <source>Choosing a move shows its position.</source>
        <translation>Choisir un coup affiche sa position.</translation>
    </message>
    <message>
        <source>In the file: %1</source>
        <translation>Dans le fichier : %1</translation>
    </message>
    <message>
        <source>(empty node)</source>
        <translation>(nœud vide)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>a move in the Moves list: %1 is a player, %2 the move</extracomment>
        <translation>%1 : %2</translation>
    </message>
    <message numerus="yes">
        <source>  (+%n variation(s))</source>
        <translation>
            <numerusform>  (+%n variante)</numerusform>
            <numerusform>  (+%n variantes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other move(s) stored at this point: the Game Tree shows them; Down (Go › Next Variation) goes to the next.</source>
        <translation>
            <numerusform>%n autre coup enregistré à cet endroit : l’Arbre de la partie le montre ; Bas (Aller › Variante suivante) passe au suivant.</numerusform>
            <numerusform>%n autres coups enregistrés à cet endroit : l’Arbre de la partie les montre ; Bas (Aller › Variante suivante) passe au suivant.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::PlaybackBar</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source> / %1</source>
        <translation> / %1</translation>
    </message>
</context>
<context>
    <name>kibitz::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Apparence</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Comme le système</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Thème :</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>Show &amp;coordinates</source>
        <translation>Afficher les &amp;coordonnées</translation>
    </message>
    <message>
        <source>Show move &amp;numbers</source>
        <translation>Afficher les &amp;numéros de coups</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instantanée</translation>
    </message>
    <message>
        <source>How long moving pieces take to slide or walk to their new place.</source>
        <translation>Le temps que mettent les pièces pour glisser ou marcher jusqu’à leur nouvelle place.</translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation>&amp;Animation :</translation>
    </message>
    <message>
        <source>Board Colours</source>
        <translation>Couleurs du plateau</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu :</translation>
    </message>
    <message>
        <source>&amp;Restore Defaults</source>
        <translation>&amp;Rétablir les valeurs par défaut</translation>
    </message>
    <message>
        <source>Forget the colours chosen for this game&apos;s boards</source>
        <translation>Oublier les couleurs choisies pour les plateaux de ce jeu</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Démarrage</translation>
    </message>
    <message>
        <source>The start page</source>
        <translation>La page d’accueil</translation>
    </message>
    <message>
        <source>The files open when Kibitz was last quit</source>
        <translation>Les fichiers ouverts à la dernière fermeture de Kibitz</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Rien</translation>
    </message>
    <message>
        <source>&amp;Open at start:</source>
        <translation>&amp;Ouvrir au démarrage :</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Par défaut</translation>
    </message>
    <message>
        <source>Choose a colour</source>
        <translation>Choisir une couleur</translation>
    </message>
    <message>
        <source>Choose a Colour</source>
        <translation>Choisir une couleur</translation>
    </message>
</context>
<context>
    <name>kibitz::RokkakuField</name>
    <message>
        <source>Rokkaku field</source>
        <translation>Terrain de Rokkaku</translation>
    </message>
    <message>
        <source>team %1</source>
        <translation>équipe %1</translation>
    </message>
    <message>
        <source>Syzygy: %1</source>
        <translation>Syzygie : %1</translation>
    </message>
    <message>
        <source>Syzygy</source>
        <translation>Syzygie</translation>
    </message>
    <message numerus="yes">
        <source>%n syzygies</source>
        <translation>
            <numerusform>%n syzygie</numerusform>
            <numerusform>%n syzygies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Siege: %1 takes %n hexel(s)</source>
        <translation>
            <numerusform>Siège : %1 prend %n hexel</numerusform>
            <numerusform>Siège : %1 prend %n hexels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n siege(s), %1 hexels</source>
        <translation>
            <numerusform>%n siège, %1 hexels</numerusform>
            <numerusform>%n sièges, %1 hexels</numerusform>
        </translation>
    </message>
    <message>
        <source>Continental occupation by %1</source>
        <translation>Occupation continentale par %1</translation>
    </message>
    <message>
        <source>Continental occupation</source>
        <translation>Occupation continentale</translation>
    </message>
    <message>
        <source>No field</source>
        <translation>Aucun terrain</translation>
    </message>
</context>
<context>
    <name>kibitz::RokkakuFinalResults</name>
    <message>
        <source>Final results</source>
        <translation>Résultats finaux</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Vérification</translation>
    </message>
    <message>
        <source>The score the log&apos;s final results give</source>
        <translation>Le score donné par les résultats finaux du journal</translation>
    </message>
    <message>
        <source>The score the games add up to</source>
        <translation>Le score obtenu en additionnant les parties</translation>
    </message>
    <message>
        <source>team %1 (not in the tournament)</source>
        <translation>équipe %1 (hors du tournoi)</translation>
    </message>
    <message>
        <source>%1 (rank %2)</source>
        <translation>%1 (rang %2)</translation>
    </message>
    <message>
        <source>The log lists a team that is not in the tournament.</source>
        <translation>Le journal mentionne une équipe qui n’est pas dans le tournoi.</translation>
    </message>
    <message>
        <source>The log gives %1 points and rank %2; the games add up to %3 points, rank %4.</source>
        <translation>Le journal donne %1 points et le rang %2 ; les parties totalisent %3 points, rang %4.</translation>
    </message>
    <message>
        <source>The log gives %1 points; the games add up to %2.</source>
        <translation>Le journal donne %1 points ; les parties totalisent %2.</translation>
    </message>
    <message>
        <source>The log ranks it %1; the games rank it %2.</source>
        <translation>Le journal le classe %1 ; les parties le classent %2.</translation>
    </message>
    <message>
        <source>⚠ differs</source>
        <translation>⚠ diffère</translation>
    </message>
    <message>
        <source>✓</source>
        <translation>✓</translation>
    </message>
    <message>
        <source>Agrees with the games</source>
        <translation>Concorde avec les parties</translation>
    </message>
    <message>
        <source>The log has no final results; the standings are recomputed from the games.</source>
        <translation>Le journal n’a pas de résultats finaux ; le classement est recalculé à partir des parties.</translation>
    </message>
    <message>
        <source>The log&apos;s final results agree with the games.</source>
        <translation>Les résultats finaux du journal concordent avec les parties.</translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n team(s)&apos; final results in the log disagree with what the games add up to (marked).</source>
        <translation>
            <numerusform>⚠ Les résultats finaux de %n équipe dans le journal ne concordent pas avec le total des parties (marqués).</numerusform>
            <numerusform>⚠ Les résultats finaux de %n équipes dans le journal ne concordent pas avec le total des parties (marqués).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) cannot be replayed whole; they count up to their first inconsistent turn.</source>
        <translation>
            <numerusform>%n partie ne peut pas être rejouée en entier ; elle compte jusqu’à son premier tour incohérent.</numerusform>
            <numerusform>%n parties ne peuvent pas être rejouées en entier ; elles comptent jusqu’à leur premier tour incohérent.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::RokkakuOwnedPlot</name>
    <message>
        <source>Owned hexels per turn</source>
        <translation>Hexels possédés par tour</translation>
    </message>
    <message>
        <source>Hexels each team owns after every turn; click to go to a turn</source>
        <translation>Hexels possédés par chaque équipe après chaque tour ; cliquez pour aller à un tour</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>team %1</source>
        <translation>équipe %1</translation>
    </message>
    <message>
        <source>Turn %1 of %2: %3</source>
        <translation>Tour %1 sur %2 : %3</translation>
    </message>
</context>
<context>
    <name>kibitz::RokkakuScoreBoard</name>
    <message>
        <source>Scoreboard</source>
        <translation>Tableau des scores</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n hexel(s) now, tournament %2</source>
        <translation>
            <numerusform>%1 : %n hexel maintenant, tournoi %2</numerusform>
            <numerusform>%1 : %n hexels maintenant, tournoi %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n frozen</source>
        <translation>
            <numerusform>%n gelé</numerusform>
            <numerusform>%n gelés</numerusform>
        </translation>
    </message>
    <message>
        <source>Each team of the game: hexels owned now (large), the points the game would give it if it ended now, its rank and score in the tournament&apos;s finished games, and its frozen agents</source>
        <translation>Chaque équipe de la partie : hexels possédés maintenant (en grand), les points que la partie lui donnerait si elle s’arrêtait maintenant, son rang et son score dans les parties terminées du tournoi, et ses agents gelés</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n hexel(s) now, %2 points if the game ended now, tournament %3</source>
        <translation>
            <numerusform>%1 : %n hexel maintenant, %2 points si la partie s’arrêtait maintenant, tournoi %3</numerusform>
            <numerusform>%1 : %n hexels maintenant, %2 points si la partie s’arrêtait maintenant, tournoi %3</numerusform>
        </translation>
    </message>
    <message>
        <source>#%1 · %2 pts</source>
        <extracomment>on the scoreboard: the rank and the score in the tournament&apos;s finished games</extracomment>
        <translation>#%1 · %2 pts</translation>
    </message>
    <message>
        <source>+%1 now</source>
        <extracomment>on the scoreboard: the points the game would give if it ended now</extracomment>
        <translation>+%1 maintenant</translation>
    </message>
</context>
<context>
    <name>kibitz::RokkakuScoreChart</name>
    <message>
        <source>Tournament scores</source>
        <translation>Scores du tournoi</translation>
    </message>
    <message>
        <source>Each team&apos;s score so far (bar), its total over the whole log (outline) and the log&apos;s final result (tick; red where it disagrees)</source>
        <translation>Le score de chaque équipe jusqu’ici (barre), son total sur tout le journal (contour) et le résultat final du journal (trait ; rouge en cas de désaccord)</translation>
    </message>
    <message>
        <source>%1. %2 %3</source>
        <translation>%1. %2 %3</translation>
    </message>
    <message>
        <source>Leading: %1</source>
        <translation>En tête : %1</translation>
    </message>
    <message>
        <source>Team %1</source>
        <translation>Équipe %1</translation>
    </message>
</context>
<context>
    <name>kibitz::RokkakuStandings</name>
    <message>
        <source>Standings so far</source>
        <translation>Classement jusqu’ici</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Équipe</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Ratio</source>
        <translation>Ratio</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Surface</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Maintenant</translation>
    </message>
    <message>
        <source>Game points: 6, 4, 2, 0 by final area; tied teams share</source>
        <translation>Points de partie : 6, 4, 2, 0 selon la surface finale ; les équipes à égalité partagent</translation>
    </message>
    <message>
        <source>Ratio sum: a millionth of the owned field per game, summed</source>
        <translation>Somme des ratios : millionièmes du terrain possédé par partie, additionnés</translation>
    </message>
    <message>
        <source>Area sum: hexels owned at the end of each game, summed</source>
        <translation>Somme des surfaces : hexels possédés à la fin de chaque partie, additionnés</translation>
    </message>
    <message>
        <source>Hexels owned now in the shown game, and the points it would give if it ended now</source>
        <translation>Hexels possédés maintenant dans la partie affichée, et les points qu’elle donnerait si elle s’arrêtait maintenant</translation>
    </message>
    <message>
        <source>Scores of the finished games: the shown game counts once it is over; until then its projected points are in the Now column and on the scoreboard</source>
        <translation>Scores des parties terminées : la partie affichée compte une fois finie ; d’ici là, ses points prévus figurent dans la colonne « Maintenant » et sur le tableau des scores</translation>
    </message>
    <message>
        <source>%1 points; ratio sum %2, area sum %3 (the tie-breakers)</source>
        <translation>%1 points ; somme des ratios %2, somme des aires %3 (les départages)</translation>
    </message>
    <message numerus="yes">
        <source>%n hexel(s) owned now; %1 points if the game ended now</source>
        <translation>
            <numerusform>%n hexel possédé maintenant ; %1 points si la partie s’arrêtait maintenant</numerusform>
            <numerusform>%n hexels possédés maintenant ; %1 points si la partie s’arrêtait maintenant</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hexel(s) owned at the end of the game</source>
        <translation>
            <numerusform>%n hexel possédé à la fin de la partie</numerusform>
            <numerusform>%n hexels possédés à la fin de la partie</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::RokkakuView</name>
    <message>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <source>amber</source>
        <translation>ambre</translation>
    </message>
    <message>
        <source>Playback</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Affichage</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Rokkaku Conquest — %1</source>
        <translation>Rokkaku Conquest — %1</translation>
    </message>
    <message>
        <source>Presentation</source>
        <translation>Présentation</translation>
    </message>
    <message>
        <source>Previous Game</source>
        <translation>Partie précédente</translation>
    </message>
    <message>
        <source>Previous game (Alt+PgUp)</source>
        <translation>Partie précédente (Alt+Pg préc)</translation>
    </message>
    <message>
        <source>Start of the Game</source>
        <translation>Début de la partie</translation>
    </message>
    <message>
        <source>Start of the game (Home)</source>
        <translation>Début de la partie (Début)</translation>
    </message>
    <message>
        <source>Previous Turn</source>
        <translation>Tour précédent</translation>
    </message>
    <message>
        <source>Previous turn (Left)</source>
        <translation>Tour précédent (Gauche)</translation>
    </message>
    <message>
        <source>Play / pause</source>
        <translation>Lecture / pause</translation>
    </message>
    <message>
        <source>Next Turn</source>
        <translation>Tour suivant</translation>
    </message>
    <message>
        <source>Next turn (Right)</source>
        <translation>Tour suivant (Droite)</translation>
    </message>
    <message>
        <source>End of the Game</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <source>End of the game (End)</source>
        <translation>Fin de la partie (Fin)</translation>
    </message>
    <message>
        <source>Next Game</source>
        <translation>Partie suivante</translation>
    </message>
    <message>
        <source>Next game (Alt+PgDown)</source>
        <translation>Partie suivante (Alt+Pg suiv)</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Drag to go to a turn</source>
        <translation>Faites glisser pour aller à un tour</translation>
    </message>
    <message>
        <source>Jump to turn</source>
        <translation>Aller au tour</translation>
    </message>
    <message>
        <source>Jump to Turn</source>
        <translation>Aller au tour</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>Plus lent</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Plus rapide</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Immédiat</translation>
    </message>
    <message>
        <source>Show turns at once, without animation</source>
        <translation>Afficher les tours immédiatement, sans animation</translation>
    </message>
    <message>
        <source>Auto-advance</source>
        <translation>Enchaînement automatique</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Colonnes</translation>
    </message>
    <message>
        <source>Coordinates</source>
        <translation>Coordonnées</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>Présenter</translation>
    </message>
    <message>
        <source>Presentation: the field and the scoreboard full screen; Escape leaves</source>
        <translation>Présentation : le terrain et le tableau des scores en plein écran ; Échap pour quitter</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Tournoi</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Final Results</source>
        <translation>Résultats finaux</translation>
    </message>
    <message>
        <source>Tournament scores</source>
        <translation>Scores du tournoi</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>Round %1, game %2</source>
        <translation>Manche %1, partie %2</translation>
    </message>
    <message>
        <source>This game has no Rokkaku Conquest set-up.</source>
        <translation>Cette partie n’a pas de mise en place de Rokkaku Conquest.</translation>
    </message>
    <message>
        <source>Turn %1 cannot be replayed: %2. The field shows the position before it.</source>
        <translation>Le tour %1 ne peut pas être rejoué : %2. Le terrain montre la position qui le précède.</translation>
    </message>
    <message>
        <source>Final Results ⚠</source>
        <translation>Résultats finaux ⚠</translation>
    </message>
    <message>
        <source>%1 · Turn %2 / %3</source>
        <translation>%1 · Tour %2 / %3</translation>
    </message>
    <message>
        <source>No field.</source>
        <translation>Aucun terrain.</translation>
    </message>
    <message>
        <source>%1, turn %2 of %3, field %4 by %5.</source>
        <translation>%1, tour %2 sur %3, terrain de %4 sur %5.</translation>
    </message>
    <message>
        <source>dog</source>
        <translation>chien</translation>
    </message>
    <message>
        <source>samurai %1</source>
        <translation>samouraï %1</translation>
    </message>
    <message>
        <source>%1 at %2,%3</source>
        <translation>%1 en %2,%3</translation>
    </message>
    <message>
        <source>, frozen</source>
        <translation>, gelé</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %3; owns %n hexel(s).</source>
        <translation>
            <numerusform>%1 (%2) : %3 ; possède %n hexel.</numerusform>
            <numerusform>%1 (%2) : %3 ; possède %n hexels.</numerusform>
        </translation>
    </message>
    <message>
        <source>team %1</source>
        <translation>équipe %1</translation>
    </message>
    <message numerus="yes">
        <source>%n syzygy(ies)</source>
        <translation>
            <numerusform>%n syzygie</numerusform>
            <numerusform>%n syzygies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n siege(s)</source>
        <translation>
            <numerusform>%n siège</numerusform>
            <numerusform>%n sièges</numerusform>
        </translation>
    </message>
    <message>
        <source>a continental occupation</source>
        <translation>une occupation continentale</translation>
    </message>
    <message>
        <source>This turn: %1.</source>
        <translation>Ce tour : %1.</translation>
    </message>
    <message>
        <source>Turn %1 cannot be replayed: %2.</source>
        <translation>Le tour %1 ne peut pas être rejoué : %2.</translation>
    </message>
    <message>
        <source>Speed %1</source>
        <translation>Vitesse %1</translation>
    </message>
    <message>
        <source>Now playing: %1</source>
        <translation>En cours : %1</translation>
    </message>
    <message>
        <source>Presentation: Space plays or pauses, arrows step, Escape leaves</source>
        <translation>Présentation : Espace lance ou met en pause, les flèches avancent pas à pas, Échap pour quitter</translation>
    </message>
    <message>
        <source>Hexel %1,%2: %3</source>
        <translation>Hexel %1,%2 : %3</translation>
    </message>
    <message>
        <source>nobody&apos;s</source>
        <translation>à personne</translation>
    </message>
    <message>
        <source>owned by %1</source>
        <translation>à %1</translation>
    </message>
    <message>
        <source>dog of %1</source>
        <translation>chien de %1</translation>
    </message>
    <message>
        <source>samurai %1 of %2</source>
        <translation>samouraï %1 de %2</translation>
    </message>
    <message>
        <source> (frozen)</source>
        <translation> (gelé)</translation>
    </message>
    <message>
        <source>The turn shown; type one to jump to it (Ctrl+G)</source>
        <translation>Le tour affiché ; saisissez-en un pour y aller (Ctrl+G)</translation>
    </message>
    <message>
        <source>Animation speed ([ slower, ] faster); Instant shows turns at once (Ctrl+I)</source>
        <translation>Vitesse de l’animation ([ plus lente, ] plus rapide) ; « Instantanée » montre les tours d’un coup (Ctrl+I)</translation>
    </message>
    <message>
        <source>Auto-advance: go on with the next game at the end of a game</source>
        <translation>Enchaînement automatique : passer à la partie suivante à la fin d’une partie</translation>
    </message>
    <message>
        <source>Columns: flat-topped hexels in offset columns instead of offset rows</source>
        <translation>Colonnes : hexels à sommet plat en colonnes décalées au lieu de rangées décalées</translation>
    </message>
    <message>
        <source>Coordinates: show them along the field</source>
        <translation>Coordonnées : les afficher le long du terrain</translation>
    </message>
</context>
<context>
    <name>kibitz::ShortcutsDialog</name>
    <message>
        <source>Show actions &amp;without a shortcut</source>
        <translation>Afficher les actions &amp;sans raccourci</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Type to filter by menu, action or key</source>
        <translation>Tapez pour filtrer par menu, action ou touche</translation>
    </message>
    <message>
        <source>Filter shortcuts</source>
        <translation>Filtrer les raccourcis</translation>
    </message>
    <message>
        <source>&amp;Filter:</source>
        <translation>&amp;Filtre :</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Raccourci</translation>
    </message>
    <message>
        <source>%1 › %2</source>
        <translation>%1 › %2</translation>
    </message>
</context>
<context>
    <name>kibitz::StartPage</name>
    <message>
        <source>Start page</source>
        <translation>Page d’accueil</translation>
    </message>
    <message>
        <source>Kibitz</source>
        <translation>Kibitz</translation>
    </message>
    <message>
        <source>Open a File…</source>
        <translation>Ouvrir un fichier…</translation>
    </message>
    <message>
        <source>Sample games</source>
        <translation>Parties d’exemple</translation>
    </message>
    <message>
        <source>Recent files</source>
        <translation>Fichiers récents</translation>
    </message>
    <message>
        <source>Drop a game file here to open it.</source>
        <translation>Déposez un fichier de partie ici pour l’ouvrir.</translation>
    </message>
    <message>
        <source>A viewer and editor of %1 game records.</source>
        <extracomment>%1 lists the games (&quot;Hex, Twixt, backgammon, and Rokkaku&quot;)</extracomment>
        <translation>Une visionneuse et un éditeur de parties de %1.</translation>
    </message>
</context>
<context>
    <name>kibitz::UserGuideDialog</name>
    <message>
        <source>Kibitz User Guide</source>
        <translation>Guide de l’utilisateur de Kibitz</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>Guide de l’utilisateur</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Sommaire</translation>
    </message>
    <message>
        <source>The sections of the guide; choosing one shows it.</source>
        <translation>Les sections du guide ; en choisir une l’affiche.</translation>
    </message>
    <message>
        <source>Find in the guide</source>
        <translation>Rechercher dans le guide</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>&amp;Rechercher :</translation>
    </message>
</context>
<context>
    <name>kibitz::WarningsButton</name>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n avertissement</numerusform>
            <numerusform>%n avertissements</numerusform>
        </translation>
    </message>
    <message>
        <source>What reading the file found and read past; click to list it</source>
        <translation>Ce que la lecture du fichier a trouvé et ignoré ; cliquez pour en voir la liste</translation>
    </message>
    <message>
        <source>Warnings — %1</source>
        <extracomment>%1 is the name of a document</extracomment>
        <translation>Avertissements — %1</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Avertissements</translation>
    </message>
</context>
<context>
    <name>kibitz::WindowPanels</name>
    <message>
        <source>Game Tree</source>
        <translation>Arbre de la partie</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Commentaire</translation>
    </message>
    <message>
        <source>Game Info</source>
        <translation>Infos de la partie</translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Évaluation</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Explorer</source>
        <translation>Explorateur</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;ouvert&gt;</translation>
    </message>
</context>
<context>
    <name>kibitz::bganalysis::GnubgRunner</name>
    <message>
        <source>there is no game to analyse</source>
        <translation>il n’y a aucune partie à analyser</translation>
    </message>
    <message>
        <source>there is no game %1</source>
        <translation>il n’y a pas de partie %1</translation>
    </message>
    <message>
        <source>game %1 is %2: GNU Backgammon does not play it</source>
        <translation>la partie %1 est du %2 : GNU Backgammon n’y joue pas</translation>
    </message>
    <message>
        <source>acey-deucey</source>
        <translation>acey-deucey</translation>
    </message>
    <message>
        <source>tabula</source>
        <translation>tabula</translation>
    </message>
    <message>
        <source>game %1 is no backgammon game</source>
        <translation>la partie %1 n’est pas une partie de backgammon</translation>
    </message>
    <message>
        <source>GNU Backgammon&apos;s record holds %1 games, the document %2</source>
        <translation>l’enregistrement de GNU Backgammon contient %1 parties, le document %2</translation>
    </message>
    <message>
        <source>GNU Backgammon&apos;s record of game %1 does not line up with the document at event %2</source>
        <translation>l’enregistrement de la partie %1 par GNU Backgammon ne correspond pas au document à l’événement %2</translation>
    </message>
    <message>
        <source>the match cannot be written for GNU Backgammon: %1</source>
        <translation>le match ne peut pas être écrit pour GNU Backgammon : %1</translation>
    </message>
    <message>
        <source>the match cannot be written for GNU Backgammon as it is: %1</source>
        <translation>le match ne peut pas être écrit tel quel pour GNU Backgammon : %1</translation>
    </message>
    <message>
        <source>no temporary folder for GNU Backgammon: %1</source>
        <translation>pas de dossier temporaire pour GNU Backgammon : %1</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>impossible d’écrire %1</translation>
    </message>
    <message>
        <source>the analysis was cancelled</source>
        <translation>l’analyse a été annulée</translation>
    </message>
    <message>
        <source>GNU Backgammon was not found (%1); install it, for example with: apt-get install gnubg</source>
        <translation>GNU Backgammon est introuvable (%1) ; installez-le, par exemple avec : apt-get install gnubg</translation>
    </message>
    <message>
        <source>GNU Backgammon stopped unexpectedly (it crashed); the document is unchanged</source>
        <translation>GNU Backgammon s’est arrêté de façon inattendue (plantage) ; le document est inchangé</translation>
    </message>
    <message>
        <source>GNU Backgammon failed (exit code %1): %2</source>
        <translation>GNU Backgammon a échoué (code de sortie %1) : %2</translation>
    </message>
    <message>
        <source>GNU Backgammon wrote no analysis; the document is unchanged. It said: %1</source>
        <translation>GNU Backgammon n’a écrit aucune analyse ; le document est inchangé. Il a dit : %1</translation>
    </message>
    <message>
        <source>GNU Backgammon&apos;s analysis cannot be read: %1</source>
        <translation>l’analyse de GNU Backgammon ne peut pas être lue : %1</translation>
    </message>
    <message>
        <source>GNU Backgammon has no setting called &quot;%1&quot;</source>
        <translation>GNU Backgammon n’a pas de réglage appelé « %1 »</translation>
    </message>
    <message>
        <source>GNU Backgammon plays neither acey-deucey nor tabula</source>
        <translation>GNU Backgammon ne joue ni l’acey-deucey ni la tabula</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partie est terminée</translation>
    </message>
    <message>
        <source>there is no roll to give a hint for</source>
        <translation>il n’y a pas de lancer pour lequel donner un conseil</translation>
    </message>
    <message>
        <source>the hint was cancelled</source>
        <translation>le conseil a été annulé</translation>
    </message>
    <message>
        <source>GNU Backgammon crashed</source>
        <translation>GNU Backgammon a planté</translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation>code de sortie %1</translation>
    </message>
    <message>
        <source>GNU Backgammon gave no hint: %1</source>
        <translation>GNU Backgammon n’a donné aucun conseil : %1</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <source>Casual play</source>
        <translation>Jeu occasionnel</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Intermédiaire</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Avancé</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>World class</source>
        <translation>Classe mondiale</translation>
    </message>
    <message>
        <source>Supremo</source>
        <translation>Supremo</translation>
    </message>
    <message>
        <source>Grandmaster</source>
        <translation>Grand maître</translation>
    </message>
    <message>
        <source>GNU Backgammon printed nothing for %1 s and was stopped as stuck; the document is unchanged</source>
        <extracomment>%1 a number of seconds</extracomment>
        <translation>GNU Backgammon n’a rien affiché pendant %1 s et a été arrêté comme bloqué ; le document est inchangé</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Game files to open.</source>
        <translation>Fichiers de parties à ouvrir.</translation>
    </message>
    <message>
        <source>Open the files, and every game file in the folders given, as one collection in one tab.</source>
        <translation>Ouvrir les fichiers, et chaque fichier de parties des dossiers donnés, en une seule collection dans un onglet.</translation>
    </message>
    <message>
        <source>Viewer and editor of %1 game records.</source>
        <extracomment>%1 lists the games (&quot;Hex, Twixt, backgammon, and Rokkaku&quot;)</extracomment>
        <translation>Visionneuse et éditeur de parties de %1.</translation>
    </message>
</context>
</TS>
