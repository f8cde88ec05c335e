<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
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
        <source>%1 dice were rolled; %2 takes %3</source>
        <translation>%1 dés ont été lancés ; %2 en demande %3</translation>
    </message>
    <message>
        <source>the opening roll</source>
        <translation>le lancer d’ouverture</translation>
    </message>
    <message>
        <source>this roll</source>
        <translation>ce lancer</translation>
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
        <source>text before the first game tree ignored</source>
        <translation>texte avant le premier arbre de partie ignoré</translation>
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
    <name>kibitz::BoardView</name>
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
</context>
<context>
    <name>kibitz::CommentPanel</name>
    <message>
        <source>No comment</source>
        <translation>Aucun commentaire</translation>
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
    <message>
        <source>r = %1</source>
        <translation>r = %1</translation>
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
        <source>r = %1 (%2 wins)</source>
        <translation>r = %1 (%2 gagne)</translation>
    </message>
    <message>
        <source>r = %1 (%2 better)</source>
        <translation>r = %1 (%2 mieux)</translation>
    </message>
    <message>
        <source>r = %1 (undetermined)</source>
        <translation>r = %1 (indéterminé)</translation>
    </message>
    <message>
        <source>r = %1 (tie)</source>
        <translation>r = %1 (nulle)</translation>
    </message>
    <message>
        <source>r = %1 (even)</source>
        <translation>r = %1 (équilibré)</translation>
    </message>
    <message>
        <source>r = %1</source>
        <translation>r = %1</translation>
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
        <source>The board size cannot change once the game has moves.</source>
        <translation>La taille du plateau ne peut plus changer une fois que la partie a des coups.</translation>
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
        <source>Game tree</source>
        <translation>Arbre de la partie</translation>
    </message>
    <message>
        <source>The variations of the current game, the main line down the left. Click a node to show it; Left and Right step back and forward, Up and Down change variation.</source>
        <translation>Les variantes de la partie courante, la ligne principale descendant à gauche. Cliquez sur un nœud pour l’afficher ; Gauche et Droite reculent et avancent, Haut et Bas changent de variante.</translation>
    </message>
</context>
<context>
    <name>kibitz::MainWindow</name>
    <message>
        <source>Kibitz</source>
        <translation>Kibitz</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Enregistrer sous</translation>
    </message>
    <message>
        <source>%1 cannot hold everything in this file:</source>
        <translation>%1 ne peut pas contenir tout ce que contient ce fichier :</translation>
    </message>
    <message>
        <source>Save anyway?</source>
        <translation>Enregistrer quand même ?</translation>
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
        <source>Twixt &amp;Guidelines</source>
        <translation>&amp;Lignes guides de Twixt</translation>
    </message>
    <message>
        <source>F&amp;lip Board</source>
        <translation>R&amp;etourner le plateau</translation>
    </message>
    <message>
        <source>&amp;Rotate Hex Board Half a Turn</source>
        <translation>&amp;Faire pivoter le plateau de Hex d’un demi-tour</translation>
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
        <source>Not found: %1</source>
        <translation>Introuvable : %1</translation>
    </message>
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
        <source>A viewer and editor of Hex, Twixt, backgammon and Rokkaku Conquest game records.</source>
        <translation>Une visionneuse et un éditeur de parties de Hex, de Twixt, de backgammon et de Rokkaku Conquest.</translation>
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
        <source>Opening %1…</source>
        <translation>Ouverture de %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
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
        <source>%1[*] — Kibitz</source>
        <translation>%1[*] — Kibitz</translation>
    </message>
    <message>
        <source>Game records (*.jgame *.sgf *.hsgf *.tsgf);;Jgame (*.jgame);;SGF (*.sgf *.hsgf *.tsgf);;All files (*)</source>
        <translation>Parties (*.jgame *.sgf *.hsgf *.tsgf);;Jgame (*.jgame);;SGF (*.sgf *.hsgf *.tsgf);;Tous les fichiers (*)</translation>
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
        <source>The file name %1 does not say which format to write; use .jgame or .sgf.</source>
        <translation>Le nom de fichier %1 n’indique pas le format à écrire ; utilisez .jgame ou .sgf.</translation>
    </message>
    <message>
        <source>Jgame (*.jgame)</source>
        <translation>Jgame (*.jgame)</translation>
    </message>
    <message>
        <source>SGF (*.sgf)</source>
        <translation>SGF (*.sgf)</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Annulation…</translation>
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
        <source>%1 was changed by another program since Kibitz read or saved it.</source>
        <translation>%1 a été modifié par un autre programme depuis que Kibitz l’a lu ou enregistré.</translation>
    </message>
    <message>
        <source>Overwrite it with this document? The other program&apos;s changes would be lost.</source>
        <translation>L’écraser avec ce document ? Les modifications de l’autre programme seraient perdues.</translation>
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
        <source>Open a game file with File &gt; Open, or drop it here.</source>
        <translation>Ouvrez un fichier de partie avec Fichier &gt; Ouvrir, ou déposez-le ici.</translation>
    </message>
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
        <source>&lt;opened&gt;</source>
        <translation>&lt;ouvert&gt;</translation>
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
        <source>  (+%1)</source>
        <translation>  (+%1)</translation>
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
        <source>Rokkaku Conquest</source>
        <translation>Rokkaku Conquest</translation>
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
        <source>Board:</source>
        <translation>Plateau :</translation>
    </message>
    <message>
        <source>Team 1:</source>
        <translation>Équipe 1 :</translation>
    </message>
    <message>
        <source>Player 1:</source>
        <translation>Joueur 1 :</translation>
    </message>
    <message>
        <source>Team 2:</source>
        <translation>Équipe 2 :</translation>
    </message>
    <message>
        <source>Player 2:</source>
        <translation>Joueur 2 :</translation>
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
        <source>Choose a Colour</source>
        <translation>Choisir une couleur</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Viewer and editor of Hex, Twixt, backgammon and Rokkaku Conquest game records.</source>
        <translation>Visionneuse et éditeur de parties de Hex, de Twixt, de backgammon et de Rokkaku Conquest.</translation>
    </message>
    <message>
        <source>Game files to open.</source>
        <translation>Fichiers de parties à ouvrir.</translation>
    </message>
</context>
</TS>
