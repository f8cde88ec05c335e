<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>BackgammonPosition</name>
    <message>
        <source>player %1 has no checker on the bar</source>
        <translation>Spieler %1 hat keinen Stein auf der Bar</translation>
    </message>
    <message>
        <source>no checker can move from off the board in backgammon</source>
        <translation>Beim Backgammon kann kein Stein von außerhalb des Bretts ziehen</translation>
    </message>
    <message>
        <source>player %1 has no checker left to enter</source>
        <translation>Spieler %1 hat keinen Stein mehr zum Einsetzen</translation>
    </message>
    <message>
        <source>player %1 has no checker on point %2</source>
        <translation>Spieler %1 hat keinen Stein auf Feld %2</translation>
    </message>
    <message>
        <source>there is no space %1</source>
        <translation>Es gibt kein Feld %1</translation>
    </message>
    <message>
        <source>player %1 must enter from the bar first</source>
        <translation>Spieler %1 muss zuerst von der Bar einsetzen</translation>
    </message>
    <message>
        <source>a checker cannot move to the bar</source>
        <translation>Ein Stein kann nicht auf die Bar ziehen</translation>
    </message>
    <message>
        <source>a checker cannot go off straight from the bar</source>
        <translation>Ein Stein kann nicht direkt von der Bar abgetragen werden</translation>
    </message>
    <message>
        <source>player %1 cannot bear off before all checkers are home</source>
        <translation>Spieler %1 darf erst abtragen, wenn alle Steine im Heimfeld sind</translation>
    </message>
    <message>
        <source>no die of %1 to bear off from point %2</source>
        <translation>Kein Würfel mit %1, um von Feld %2 abzutragen</translation>
    </message>
    <message>
        <source>no die of %1 or more to bear off from point %2</source>
        <translation>Kein Würfel mit %1 oder mehr, um von Feld %2 abzutragen</translation>
    </message>
    <message>
        <source>player %1 cannot move backwards</source>
        <translation>Spieler %1 kann nicht rückwärts ziehen</translation>
    </message>
    <message>
        <source>no die of %1</source>
        <translation>Kein Würfel mit %1</translation>
    </message>
    <message>
        <source>no checker may pass point 12 before all have entered</source>
        <translation>Kein Stein darf Feld 12 überschreiten, bevor alle eingesetzt sind</translation>
    </message>
    <message>
        <source>point %1 is blocked</source>
        <translation>Feld %1 ist blockiert</translation>
    </message>
    <message>
        <source>%1 dice were rolled; %2 takes %3</source>
        <translation>Es wurden %1 Würfel geworfen; %2 braucht %3</translation>
    </message>
    <message>
        <source>the opening roll</source>
        <translation>der Eröffnungswurf</translation>
    </message>
    <message>
        <source>this roll</source>
        <translation>dieser Wurf</translation>
    </message>
    <message>
        <source>a die shows %1</source>
        <translation>Ein Würfel zeigt %1</translation>
    </message>
    <message>
        <source>after an acey-deucey player %1 plays a double of their choice, not %2-%3</source>
        <translation>Nach einem Acey-Deucey spielt Spieler %1 einen Pasch seiner Wahl, nicht %2-%3</translation>
    </message>
    <message>
        <source>move %1 (%2) comes after the last checker was borne off</source>
        <translation>Zug %1 (%2) kommt, nachdem der letzte Stein abgetragen wurde</translation>
    </message>
    <message>
        <source>move %1 (%2): all dice are used</source>
        <translation>Zug %1 (%2): Alle Würfel sind verbraucht</translation>
    </message>
    <message>
        <source>move %1 (%2): %3</source>
        <translation>Zug %1 (%2): %3</translation>
    </message>
    <message>
        <source>a die is left unused although %1 could be played</source>
        <translation>Ein Würfel bleibt ungenutzt, obwohl %1 möglich wäre</translation>
    </message>
    <message>
        <source>there is no player %1</source>
        <translation>Es gibt keinen Spieler %1</translation>
    </message>
    <message>
        <source>the game is already over</source>
        <translation>Die Partie ist bereits zu Ende</translation>
    </message>
    <message>
        <source>it is player %1&apos;s turn</source>
        <translation>Spieler %1 ist am Zug</translation>
    </message>
    <message>
        <source>player %1 is in the middle of an acey-deucey</source>
        <translation>Spieler %1 ist mitten in einem Acey-Deucey</translation>
    </message>
    <message>
        <source>nobody may double before the opening roll</source>
        <translation>Vor dem Eröffnungswurf darf niemand doppeln</translation>
    </message>
    <message>
        <source>only player %1, who is on roll, may double</source>
        <translation>Nur Spieler %1, der am Wurf ist, darf doppeln</translation>
    </message>
    <message>
        <source>player %1 owns the cube</source>
        <translation>Spieler %1 besitzt den Dopplerwürfel</translation>
    </message>
    <message>
        <source>the cube is at %1, so a double makes it %2, not %3</source>
        <translation>Der Dopplerwürfel steht auf %1, eine Doppelung macht daraus %2, nicht %3</translation>
    </message>
    <message>
        <source>unknown event</source>
        <translation>unbekanntes Ereignis</translation>
    </message>
    <message>
        <source>the event does not decode</source>
        <translation>Das Ereignis lässt sich nicht dekodieren</translation>
    </message>
</context>
<context>
    <name>BoardExport</name>
    <message>
        <source>the image could not be produced</source>
        <translation>Das Bild konnte nicht erzeugt werden</translation>
    </message>
    <message>
        <source>Board drawn by Kibitz</source>
        <translation>Von Kibitz gezeichnetes Brett</translation>
    </message>
</context>
<context>
    <name>BoardPicture</name>
    <message>
        <source>not a backgammon event</source>
        <translation>kein Backgammon-Ereignis</translation>
    </message>
    <message>
        <source>%1 games have no board picture</source>
        <translation>%1-Partien haben kein Brettbild</translation>
    </message>
    <message>
        <source>the board has no cells</source>
        <translation>Das Brett hat keine Felder</translation>
    </message>
    <message>
        <source>no such node in the game tree</source>
        <translation>Dieser Knoten ist nicht im Spielbaum</translation>
    </message>
</context>
<context>
    <name>GameDocument</name>
    <message>
        <source>Edit comment</source>
        <translation>Kommentar bearbeiten</translation>
    </message>
    <message>
        <source>Set evaluation</source>
        <translation>Bewertung setzen</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>Variante löschen</translation>
    </message>
    <message>
        <source>Paste variation</source>
        <translation>Variante einfügen</translation>
    </message>
    <message>
        <source>Edit game info</source>
        <translation>Partieinformationen bearbeiten</translation>
    </message>
</context>
<context>
    <name>HexPosition</name>
    <message>
        <source>the cell is outside the board</source>
        <translation>Das Feld liegt außerhalb des Bretts</translation>
    </message>
    <message>
        <source>the cell is already occupied</source>
        <translation>Das Feld ist bereits besetzt</translation>
    </message>
    <message>
        <source>the player must be 1 or 2</source>
        <translation>Der Spieler muss 1 oder 2 sein</translation>
    </message>
    <message>
        <source>a swap needs exactly one stone on the board</source>
        <translation>Ein Tausch setzt genau einen Stein auf dem Brett voraus</translation>
    </message>
    <message>
        <source>the move data is malformed</source>
        <translation>Die Zugdaten sind fehlerhaft</translation>
    </message>
</context>
<context>
    <name>RenderCommand</name>
    <message>
        <source>unknown option %1</source>
        <translation>unbekannte Option %1</translation>
    </message>
    <message>
        <source>%1 needs a value</source>
        <translation>%1 braucht einen Wert</translation>
    </message>
    <message>
        <source>--game must be a number from 1</source>
        <translation>--game muss eine Zahl ab 1 sein</translation>
    </message>
    <message>
        <source>--ply must be a number from 0</source>
        <translation>--ply muss eine Zahl ab 0 sein</translation>
    </message>
    <message>
        <source>--size must be WIDTHxHEIGHT, each from %1 to %2 pixels</source>
        <translation>--size muss BREITExHÖHE sein, jeweils von %1 bis %2 Pixel</translation>
    </message>
    <message>
        <source>--theme must be light or dark</source>
        <translation>--theme muss light oder dark sein</translation>
    </message>
    <message>
        <source>render takes one FILE</source>
        <translation>render erwartet genau eine DATEI</translation>
    </message>
    <message>
        <source>render needs -o OUT.png or -o OUT.svg</source>
        <translation>render braucht -o AUSGABE.png oder -o AUSGABE.svg</translation>
    </message>
    <message>
        <source>cannot tell the image format from %1; use .png or .svg</source>
        <translation>Das Bildformat ist an %1 nicht zu erkennen; .png oder .svg verwenden</translation>
    </message>
    <message>
        <source>the game has no Rokkaku set-up</source>
        <translation>Die Partie hat keine Rokkaku-Aufstellung</translation>
    </message>
    <message>
        <source>the image could not be produced</source>
        <translation>Das Bild konnte nicht erzeugt werden</translation>
    </message>
    <message>
        <source>warning:</source>
        <translation>Warnung:</translation>
    </message>
    <message>
        <source>--game must be 1 to %1</source>
        <translation>--game muss zwischen 1 und %1 liegen</translation>
    </message>
    <message>
        <source>render is not available for %1 games</source>
        <translation>render ist für %1-Partien nicht verfügbar</translation>
    </message>
    <message>
        <source>--ply must be 0 to %1</source>
        <translation>--ply muss zwischen 0 und %1 liegen</translation>
    </message>
</context>
<context>
    <name>RokkakuPosition</name>
    <message>
        <source>the dog of team %1</source>
        <translation>der Hund von Team %1</translation>
    </message>
    <message>
        <source>samurai %1 of team %2</source>
        <translation>Samurai %1 von Team %2</translation>
    </message>
    <message>
        <source>hexel %1 is outside the %2x%3 field</source>
        <translation>Hexel %1 liegt außerhalb des Felds %2x%3</translation>
    </message>
    <message>
        <source>the field width must be 1 to %1</source>
        <translation>Die Feldbreite muss zwischen 1 und %1 liegen</translation>
    </message>
    <message>
        <source>the field height must be 1 to %1</source>
        <translation>Die Feldhöhe muss zwischen 1 und %1 liegen</translation>
    </message>
    <message>
        <source>gate: %1</source>
        <translation>Tor: %1</translation>
    </message>
    <message>
        <source>start of %1: %2</source>
        <translation>Start von %1: %2</translation>
    </message>
    <message>
        <source>move from %1</source>
        <translation>Zug von %1</translation>
    </message>
    <message>
        <source>move to %1</source>
        <translation>Zug nach %1</translation>
    </message>
    <message>
        <source>%1 moves from %2 but was frozen after the previous turn</source>
        <translation>%1 zieht von %2, war aber nach dem vorigen Zug eingefroren</translation>
    </message>
    <message>
        <source>move from %1, where no agent stands</source>
        <translation>Zug von %1, wo keine Figur steht</translation>
    </message>
    <message>
        <source>syzygy</source>
        <translation>Syzygie</translation>
    </message>
    <message>
        <source>owner change: %1</source>
        <translation>Besitzerwechsel: %1</translation>
    </message>
    <message>
        <source>owner change of %1 to team %2, which is not in the game (0-3)</source>
        <translation>Besitzerwechsel von %1 zu Team %2, das nicht in der Partie ist (0-3)</translation>
    </message>
    <message>
        <source>frozen agent of team %1, which is not in the game (0-3)</source>
        <translation>eingefrorene Figur von Team %1, das nicht in der Partie ist (0-3)</translation>
    </message>
    <message>
        <source>frozen agent %1: agents are 0 (the dog) to 3</source>
        <translation>eingefrorene Figur %1: Figuren sind 0 (der Hund) bis 3</translation>
    </message>
    <message>
        <source>siege</source>
        <translation>Belagerung</translation>
    </message>
    <message>
        <source>continental occupation</source>
        <translation>kontinentale Besetzung</translation>
    </message>
    <message>
        <source>not a Rokkaku turn</source>
        <translation>kein Rokkaku-Zug</translation>
    </message>
    <message>
        <source>the turn record does not decode</source>
        <translation>Der Zugeintrag lässt sich nicht dekodieren</translation>
    </message>
</context>
<context>
    <name>SgfReader</name>
    <message>
        <source>reading was cancelled</source>
        <translation>Das Lesen wurde abgebrochen</translation>
    </message>
    <message>
        <source>empty input</source>
        <translation>leere Eingabe</translation>
    </message>
    <message>
        <source>the file is larger than 4 GiB</source>
        <translation>Die Datei ist größer als 4 GiB</translation>
    </message>
    <message>
        <source>text before the first game tree ignored</source>
        <translation>Text vor dem ersten Spielbaum ignoriert</translation>
    </message>
    <message>
        <source>text after the last game tree ignored</source>
        <translation>Text nach dem letzten Spielbaum ignoriert</translation>
    </message>
    <message>
        <source>text between game trees ignored</source>
        <translation>Text zwischen Spielbäumen ignoriert</translation>
    </message>
    <message>
        <source>missing &apos;;&apos; after &apos;(&apos;</source>
        <translation>&apos;;&apos; fehlt nach &apos;(&apos;</translation>
    </message>
    <message>
        <source>no game tree: the input has no &quot;(;&quot;</source>
        <translation>kein Spielbaum: Die Eingabe enthält kein &quot;(;&quot;</translation>
    </message>
    <message>
        <source>missing &apos;)&apos;: the game tree opened at %1:%2 is not closed</source>
        <translation>&apos;)&apos; fehlt: Der bei %1:%2 geöffnete Spielbaum wird nicht geschlossen</translation>
    </message>
    <message>
        <source>a node after a variation: the nodes of a game tree must come before its variations</source>
        <translation>ein Knoten nach einer Variante: Die Knoten eines Spielbaums müssen vor seinen Varianten stehen</translation>
    </message>
    <message>
        <source>too many nodes</source>
        <translation>zu viele Knoten</translation>
    </message>
    <message>
        <source>a property after a variation: properties belong to a node (&apos;;&apos;)</source>
        <translation>eine Eigenschaft nach einer Variante: Eigenschaften gehören zu einem Knoten (&apos;;&apos;)</translation>
    </message>
    <message>
        <source>a value without a property identifier</source>
        <translation>ein Wert ohne Eigenschaftsbezeichner</translation>
    </message>
    <message>
        <source>unexpected %1 in a game tree</source>
        <translation>unerwartetes %1 in einem Spielbaum</translation>
    </message>
    <message>
        <source>property identifier longer than %1 letters</source>
        <translation>Eigenschaftsbezeichner länger als %1 Buchstaben</translation>
    </message>
    <message>
        <source>too many different property identifiers</source>
        <translation>zu viele verschiedene Eigenschaftsbezeichner</translation>
    </message>
    <message>
        <source>property identifier &apos;%1&apos; without a value</source>
        <translation>Eigenschaftsbezeichner &apos;%1&apos; ohne Wert</translation>
    </message>
    <message>
        <source>unterminated value: no &apos;]&apos; before the end of the input</source>
        <translation>nicht abgeschlossener Wert: kein &apos;]&apos; vor dem Ende der Eingabe</translation>
    </message>
    <message>
        <source>value longer than 2 GiB</source>
        <translation>Wert länger als 2 GiB</translation>
    </message>
</context>
<context>
    <name>TwixtPosition</name>
    <message>
        <source>the hole is outside the board</source>
        <translation>Das Loch liegt außerhalb des Bretts</translation>
    </message>
    <message>
        <source>the corner holes cannot be used</source>
        <translation>Die Ecklöcher dürfen nicht benutzt werden</translation>
    </message>
    <message>
        <source>a peg cannot go in the opponent&apos;s border rows</source>
        <translation>Ein Stift darf nicht in die Randreihen des Gegners</translation>
    </message>
    <message>
        <source>the hole already has a peg</source>
        <translation>In dem Loch steckt schon ein Stift</translation>
    </message>
    <message>
        <source>a link must join two of the mover&apos;s own pegs</source>
        <translation>Eine Brücke muss zwei eigene Stifte des Ziehenden verbinden</translation>
    </message>
    <message>
        <source>the link would cross another link</source>
        <translation>Die Brücke würde eine andere Brücke kreuzen</translation>
    </message>
    <message>
        <source>the link to remove is not on the board</source>
        <translation>Die zu entfernende Brücke ist nicht auf dem Brett</translation>
    </message>
    <message>
        <source>the link is already on the board</source>
        <translation>Die Brücke ist bereits auf dem Brett</translation>
    </message>
    <message>
        <source>the player must be 1 or 2</source>
        <translation>Der Spieler muss 1 oder 2 sein</translation>
    </message>
    <message>
        <source>a link must join holes a knight&apos;s move apart</source>
        <translation>Eine Brücke muss Löcher im Rösselsprung-Abstand verbinden</translation>
    </message>
    <message>
        <source>links cannot be removed under paper-and-pencil rules</source>
        <translation>Nach Papier-und-Bleistift-Regeln können Brücken nicht entfernt werden</translation>
    </message>
    <message>
        <source>the move places no peg</source>
        <translation>Der Zug setzt keinen Stift</translation>
    </message>
    <message>
        <source>a swap needs exactly one peg on the board</source>
        <translation>Ein Tausch setzt genau einen Stift auf dem Brett voraus</translation>
    </message>
    <message>
        <source>the move data is malformed</source>
        <translation>Die Zugdaten sind fehlerhaft</translation>
    </message>
</context>
<context>
    <name>kibitz::BoardView</name>
    <message>
        <source>Kibitz cannot show a board for this game yet.</source>
        <translation>Kibitz kann für diese Partie noch kein Brett anzeigen.</translation>
    </message>
    <message>
        <source>Illegal move: %1</source>
        <translation>Ungültiger Zug: %1</translation>
    </message>
    <message>
        <source>Manual linking: click a link to remove it, a peg to add its links; Ctrl-click or Enter plays the move, Escape cancels.</source>
        <translation>Brücken von Hand: Eine Brücke anklicken, um sie zu entfernen, einen Stift, um seine Brücken hinzuzufügen; Strg-Klick oder Eingabe spielt den Zug, Esc bricht ab.</translation>
    </message>
    <message>
        <source>no position</source>
        <translation>keine Stellung</translation>
    </message>
    <message>
        <source>Cannot place a peg there: %1</source>
        <translation>Dort kann kein Stift gesetzt werden: %1</translation>
    </message>
    <message>
        <source>Manual linking started</source>
        <translation>Brücken von Hand begonnen</translation>
    </message>
    <message numerus="yes">
        <source>%n link(s) added</source>
        <translation>
            <numerusform>%n Brücke hinzugefügt</numerusform>
            <numerusform>%n Brücken hinzugefügt</numerusform>
        </translation>
    </message>
    <message>
        <source>No link can be added to that peg</source>
        <translation>An diesen Stift kann keine Brücke angefügt werden</translation>
    </message>
    <message>
        <source>Only your own links can be removed</source>
        <translation>Nur eigene Brücken können entfernt werden</translation>
    </message>
    <message>
        <source>Manual linking cancelled</source>
        <translation>Brücken von Hand abgebrochen</translation>
    </message>
</context>
<context>
    <name>kibitz::CommentPanel</name>
    <message>
        <source>No comment</source>
        <translation>Kein Kommentar</translation>
    </message>
</context>
<context>
    <name>kibitz::EvaluationGraph</name>
    <message>
        <source>Evaluation graph</source>
        <translation>Bewertungsgraph</translation>
    </message>
    <message>
        <source>Evaluations along the current line; click to show a move.</source>
        <translation>Bewertungen entlang der aktuellen Linie; klicken, um einen Zug zu zeigen.</translation>
    </message>
    <message>
        <source>No evaluations on this line</source>
        <translation>Keine Bewertungen in dieser Linie</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <translation>Zug %1: %2</translation>
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
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>No evaluation</source>
        <translation>Keine Bewertung</translation>
    </message>
    <message>
        <source>r = %1 (%2 wins)</source>
        <translation>r = %1 (%2 gewinnt)</translation>
    </message>
    <message>
        <source>r = %1 (%2 better)</source>
        <translation>r = %1 (%2 besser)</translation>
    </message>
    <message>
        <source>r = %1 (undetermined)</source>
        <translation>r = %1 (unbestimmt)</translation>
    </message>
    <message>
        <source>r = %1 (tie)</source>
        <translation>r = %1 (unentschieden)</translation>
    </message>
    <message>
        <source>r = %1 (even)</source>
        <translation>r = %1 (ausgeglichen)</translation>
    </message>
    <message>
        <source>r = %1</source>
        <translation>r = %1</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>%1 better</source>
        <translation>%1 besser</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Even</source>
        <translation>Ausgeglichen</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Label the current node: %1</source>
        <translation>Aktuellen Knoten bewerten: %1</translation>
    </message>
    <message>
        <source>Remove the evaluation</source>
        <translation>Bewertung entfernen</translation>
    </message>
</context>
<context>
    <name>kibitz::GameDocument</name>
    <message>
        <source>Play %1</source>
        <translation>%1 spielen</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Variante zur Hauptlinie machen</translation>
    </message>
    <message>
        <source>Move variation up</source>
        <translation>Variante nach oben</translation>
    </message>
    <message>
        <source>Move variation down</source>
        <translation>Variante nach unten</translation>
    </message>
    <message>
        <source>The variation was copied from a %1 game on a %2x%3 board; this is a %4 game on a %5x%6 board.</source>
        <translation>Die Variante stammt aus einer %1-Partie auf einem %2x%3-Brett; dies ist eine %4-Partie auf einem %5x%6-Brett.</translation>
    </message>
    <message>
        <source>There is no move to paste.</source>
        <translation>Es gibt keinen Zug zum Einfügen.</translation>
    </message>
    <message>
        <source>This game has no rules to check the variation against.</source>
        <translation>Für diese Partie gibt es keine Regeln, gegen die die Variante geprüft werden kann.</translation>
    </message>
    <message>
        <source>The move %1 of the variation is illegal here: %2</source>
        <translation>Der Zug %1 der Variante ist hier ungültig: %2</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
</context>
<context>
    <name>kibitz::GameInfoPanel</name>
    <message>
        <source>Player &amp;1:</source>
        <translation>Spieler &amp;1:</translation>
    </message>
    <message>
        <source>Player &amp;2:</source>
        <translation>Spieler &amp;2:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>&amp;Ergebnis:</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Brett:</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>Re&amp;geln:</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Spieler 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Spieler 2</translation>
    </message>
    <message>
        <source>Game name</source>
        <translation>Name der Partie</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source> columns</source>
        <translation> Spalten</translation>
    </message>
    <message>
        <source> rows</source>
        <translation> Zeilen</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Paper and pencil (PP)</source>
        <translation>Papier und Bleistift (PP)</translation>
    </message>
    <message>
        <source>3M</source>
        <translation>3M</translation>
    </message>
    <message>
        <source>White: moves first, joins top and bottom</source>
        <translation>Weiß: zieht zuerst, verbindet oben und unten</translation>
    </message>
    <message>
        <source>Red: moves first, joins top and bottom</source>
        <translation>Rot: zieht zuerst, verbindet oben und unten</translation>
    </message>
    <message>
        <source>Black: joins left and right</source>
        <translation>Schwarz: verbindet links und rechts</translation>
    </message>
    <message>
        <source>Blue: joins left and right</source>
        <translation>Blau: verbindet links und rechts</translation>
    </message>
    <message>
        <source>The board size cannot change once the game has moves.</source>
        <translation>Die Brettgröße kann nicht mehr geändert werden, sobald die Partie Züge hat.</translation>
    </message>
</context>
<context>
    <name>kibitz::GameTreePanel</name>
    <message>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <translation>Zug %1: %2</translation>
    </message>
    <message>
        <source>r = %1</source>
        <translation>r = %1</translation>
    </message>
    <message numerus="yes">
        <source>%n variation(s)</source>
        <translation>
            <numerusform>%n Variante</numerusform>
            <numerusform>%n Varianten</numerusform>
        </translation>
    </message>
    <message>
        <source>Game tree</source>
        <translation>Spielbaum</translation>
    </message>
    <message>
        <source>The variations of the current game, the main line down the left. Click a node to show it; Left and Right step back and forward, Up and Down change variation.</source>
        <translation>Die Varianten der aktuellen Partie, die Hauptlinie links hinunter. Einen Knoten anklicken, um ihn zu zeigen; Links und Rechts gehen zurück und vor, Auf und Ab wechseln die Variante.</translation>
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
        <translation>Speichern unter</translation>
    </message>
    <message>
        <source>%1 cannot hold everything in this file:</source>
        <translation>%1 kann nicht alles aus dieser Datei aufnehmen:</translation>
    </message>
    <message>
        <source>Save anyway?</source>
        <translation>Trotzdem speichern?</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>an unsaved document</source>
        <translation>ein ungespeichertes Dokument</translation>
    </message>
    <message>
        <source>Recover Unsaved Edits</source>
        <translation>Ungespeicherte Bearbeitungen wiederherstellen</translation>
    </message>
    <message>
        <source>Kibitz did not close properly. Unsaved edits of %1 from %2 were kept. Recover them?</source>
        <translation>Kibitz wurde nicht ordnungsgemäß beendet. Ungespeicherte Bearbeitungen von %1 vom %2 wurden aufbewahrt. Wiederherstellen?</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Keep a &amp;Backup When Saving</source>
        <translation>Beim Speichern Sicherungs&amp;kopie behalten</translation>
    </message>
    <message>
        <source>Saving keeps the previous version of the file as FILE~</source>
        <translation>Beim Speichern bleibt die vorige Fassung der Datei als DATEI~ erhalten</translation>
    </message>
    <message>
        <source>&amp;Export Board Image…</source>
        <translation>Brettbild &amp;exportieren…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Copy Variation</source>
        <translation>Variante &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste Variation</source>
        <translation>Variante &amp;einfügen</translation>
    </message>
    <message>
        <source>&amp;Delete Variation</source>
        <translation>Variante &amp;löschen</translation>
    </message>
    <message>
        <source>Pro&amp;mote to Main Line</source>
        <translation>Zur &amp;Hauptlinie machen</translation>
    </message>
    <message>
        <source>Move Variation &amp;Up</source>
        <translation>Variante nach &amp;oben</translation>
    </message>
    <message>
        <source>Move Variation Do&amp;wn</source>
        <translation>Variante nach &amp;unten</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Suchen…</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>Wei&amp;tersuchen</translation>
    </message>
    <message>
        <source>Find Pre&amp;vious</source>
        <translation>R&amp;ückwärts suchen</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>Einstellu&amp;ngen…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Design</translation>
    </message>
    <message>
        <source>&amp;Coordinates</source>
        <translation>&amp;Koordinaten</translation>
    </message>
    <message>
        <source>Move &amp;Numbers</source>
        <translation>&amp;Zugnummern</translation>
    </message>
    <message>
        <source>&amp;Last Move Marker</source>
        <translation>Markierung des &amp;letzten Zugs</translation>
    </message>
    <message>
        <source>&amp;Follow-up Moves</source>
        <translation>&amp;Folgezüge</translation>
    </message>
    <message>
        <source>Twixt &amp;Guidelines</source>
        <translation>Twixt-&amp;Hilfslinien</translation>
    </message>
    <message>
        <source>F&amp;lip Board</source>
        <translation>Brett &amp;spiegeln</translation>
    </message>
    <message>
        <source>&amp;Rotate Hex Board Half a Turn</source>
        <translation>Hex-Brett um eine halbe Drehung d&amp;rehen</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Bereiche</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>&amp;Gehe zu</translation>
    </message>
    <message>
        <source>&amp;Previous Move</source>
        <translation>&amp;Vorheriger Zug</translation>
    </message>
    <message>
        <source>&amp;Next Move</source>
        <translation>&amp;Nächster Zug</translation>
    </message>
    <message>
        <source>Previous &amp;Variation</source>
        <translation>Vorherige V&amp;ariante</translation>
    </message>
    <message>
        <source>Next V&amp;ariation</source>
        <translation>Nächste Va&amp;riante</translation>
    </message>
    <message>
        <source>Up to &amp;Branch Point</source>
        <translation>Hinauf zur Ver&amp;zweigung</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Anfang</translation>
    </message>
    <message>
        <source>&amp;End of Line</source>
        <translation>&amp;Ende der Linie</translation>
    </message>
    <message>
        <source>Previous &amp;Game</source>
        <translation>Vorherige &amp;Partie</translation>
    </message>
    <message>
        <source>Next G&amp;ame</source>
        <translation>Nächste Par&amp;tie</translation>
    </message>
    <message>
        <source>Not found: %1</source>
        <translation>Nicht gefunden: %1</translation>
    </message>
    <message>
        <source>Go to a move to copy its variation.</source>
        <translation>Gehen Sie zu einem Zug, um seine Variante zu kopieren.</translation>
    </message>
    <message numerus="yes">
        <source>Copied the variation from %1 (%n node(s))</source>
        <translation>
            <numerusform>Variante ab %1 kopiert (%n Knoten)</numerusform>
            <numerusform>Variante ab %1 kopiert (%n Knoten)</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy a variation first.</source>
        <translation>Kopieren Sie zuerst eine Variante.</translation>
    </message>
    <message>
        <source>Export Board Image</source>
        <translation>Brettbild exportieren</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>A viewer and editor of Hex, Twixt, backgammon and Rokkaku Conquest game records.</source>
        <translation>Ein Betrachter und Editor für Partieaufzeichnungen von Hex, Twixt, Backgammon und Rokkaku Conquest.</translation>
    </message>
    <message>
        <source>Open a File…</source>
        <translation>Datei öffnen…</translation>
    </message>
    <message>
        <source>Sample games</source>
        <translation>Beispielpartien</translation>
    </message>
    <message>
        <source>Recent files</source>
        <translation>Zuletzt geöffnete Dateien</translation>
    </message>
    <message>
        <source>Drop a game file here to open it.</source>
        <translation>Ziehen Sie eine Spieldatei hierher, um sie zu öffnen.</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>Liste leeren</translation>
    </message>
    <message>
        <source>Opening %1 was cancelled.</source>
        <translation>Das Öffnen von %1 wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Cannot open %1:
%2</source>
        <translation>%1 kann nicht geöffnet werden:
%2</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Cannot keep a recovery copy of %1: %2</source>
        <translation>Für %1 kann keine Wiederherstellungskopie angelegt werden: %2</translation>
    </message>
    <message>
        <source>Cannot recover %1: %2</source>
        <translation>%1 kann nicht wiederhergestellt werden: %2</translation>
    </message>
    <message>
        <source>%1[*] — Kibitz</source>
        <translation>%1[*] — Kibitz</translation>
    </message>
    <message>
        <source>Game records (*.jgame *.sgf *.hsgf *.tsgf);;Jgame (*.jgame);;SGF (*.sgf *.hsgf *.tsgf);;All files (*)</source>
        <translation>Partieaufzeichnungen (*.jgame *.sgf *.hsgf *.tsgf);;Jgame (*.jgame);;SGF (*.sgf *.hsgf *.tsgf);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Kibitz cannot write %1 files.</source>
        <translation>Kibitz kann keine %1-Dateien schreiben.</translation>
    </message>
    <message>
        <source>Kibitz is busy reading or writing a file; save again when it is done.</source>
        <translation>Kibitz liest oder schreibt gerade eine Datei; speichern Sie erneut, wenn es fertig ist.</translation>
    </message>
    <message>
        <source>%1 was not saved: the file changed on disk.</source>
        <translation>%1 wurde nicht gespeichert: Die Datei wurde auf der Festplatte geändert.</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>%1 wird gespeichert…</translation>
    </message>
    <message>
        <source>Saving %1 was cancelled; the file was not changed.</source>
        <translation>Das Speichern von %1 wurde abgebrochen; die Datei blieb unverändert.</translation>
    </message>
    <message>
        <source>%1 cannot hold this file: %2</source>
        <translation>%1 kann diese Datei nicht aufnehmen: %2</translation>
    </message>
    <message>
        <source>Cannot write %1:
%2</source>
        <translation>%1 kann nicht geschrieben werden:
%2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>The file name %1 does not say which format to write; use .jgame or .sgf.</source>
        <translation>Der Dateiname %1 verrät nicht, in welchem Format geschrieben werden soll; verwenden Sie .jgame oder .sgf.</translation>
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
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <source>File Changed on Disk</source>
        <translation>Datei auf der Festplatte geändert</translation>
    </message>
    <message>
        <source>%1 was changed by another program. Reload it?</source>
        <translation>%1 wurde von einem anderen Programm geändert. Neu laden?</translation>
    </message>
    <message>
        <source>%1 was changed by another program since Kibitz read or saved it.</source>
        <translation>%1 wurde von einem anderen Programm geändert, seit Kibitz die Datei gelesen oder gespeichert hat.</translation>
    </message>
    <message>
        <source>Overwrite it with this document? The other program&apos;s changes would be lost.</source>
        <translation>Mit diesem Dokument überschreiben? Die Änderungen des anderen Programms gingen verloren.</translation>
    </message>
    <message>
        <source>%1 was removed from disk.</source>
        <translation>%1 wurde von der Festplatte entfernt.</translation>
    </message>
    <message>
        <source>File Removed</source>
        <translation>Datei entfernt</translation>
    </message>
    <message>
        <source>%1 was removed or moved away by another program. The document stays open; save it to keep it.</source>
        <translation>%1 wurde von einem anderen Programm entfernt oder verschoben. Das Dokument bleibt geöffnet; speichern Sie es, um es zu behalten.</translation>
    </message>
    <message>
        <source>%1 changed on disk.</source>
        <translation>%1 wurde auf der Festplatte geändert.</translation>
    </message>
    <message>
        <source>%1 was changed by another program while it has unsaved edits here. The edits are kept; saving will ask before overwriting the file.</source>
        <translation>%1 wurde von einem anderen Programm geändert, während es hier ungespeicherte Bearbeitungen hat. Die Bearbeitungen bleiben erhalten; vor dem Überschreiben der Datei wird beim Speichern nachgefragt.</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Neu laden</translation>
    </message>
    <message>
        <source>Cannot reload %1:
%2</source>
        <translation>%1 kann nicht neu geladen werden:
%2</translation>
    </message>
    <message>
        <source>Reloaded %1</source>
        <translation>%1 neu geladen</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>&amp;Follow the System</source>
        <translation>&amp;Wie das System</translation>
    </message>
    <message>
        <source>Open a game file with File &gt; Open, or drop it here.</source>
        <translation>Öffnen Sie eine Spieldatei mit Datei &gt; Öffnen oder ziehen Sie sie hierher.</translation>
    </message>
    <message>
        <source>Game Tree</source>
        <translation>Spielbaum</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Kommentar</translation>
    </message>
    <message>
        <source>Game Info</source>
        <translation>Partieinformationen</translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation>Bearbeitungsverlauf</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;geöffnet&gt;</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>Comment text or move</source>
        <translation>Kommentartext oder Zug</translation>
    </message>
    <message>
        <source>in comments</source>
        <translation>in Kommentaren</translation>
    </message>
    <message>
        <source>as a move</source>
        <translation>als Zug</translation>
    </message>
    <message>
        <source>Find where</source>
        <translation>Wo suchen</translation>
    </message>
    <message>
        <source>Find:</source>
        <translation>Suchen:</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Close the find bar</source>
        <translation>Suchleiste schließen</translation>
    </message>
</context>
<context>
    <name>kibitz::MoveListPanel</name>
    <message>
        <source>Start</source>
        <translation>Anfang</translation>
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
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Darstellung</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Design:</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>Show &amp;coordinates</source>
        <translation>&amp;Koordinaten anzeigen</translation>
    </message>
    <message>
        <source>Show move &amp;numbers</source>
        <translation>&amp;Zugnummern anzeigen</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <source>How long moving pieces take to slide or walk to their new place.</source>
        <translation>Wie lange Figuren brauchen, um an ihren neuen Platz zu gleiten oder zu laufen.</translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation>&amp;Animation:</translation>
    </message>
    <message>
        <source>Board Colours</source>
        <translation>Brettfarben</translation>
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
        <translation>S&amp;piel:</translation>
    </message>
    <message>
        <source>&amp;Restore Defaults</source>
        <translation>Standard &amp;wiederherstellen</translation>
    </message>
    <message>
        <source>Forget the colours chosen for this game&apos;s boards</source>
        <translation>Die für die Bretter dieses Spiels gewählten Farben vergessen</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>The start page</source>
        <translation>Die Startseite</translation>
    </message>
    <message>
        <source>The files open when Kibitz was last quit</source>
        <translation>Die beim letzten Beenden geöffneten Dateien</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Nichts</translation>
    </message>
    <message>
        <source>&amp;Open at start:</source>
        <translation>Beim Start &amp;öffnen:</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Choose a colour</source>
        <translation>Eine Farbe wählen</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>Brett:</translation>
    </message>
    <message>
        <source>Team 1:</source>
        <translation>Team 1:</translation>
    </message>
    <message>
        <source>Player 1:</source>
        <translation>Spieler 1:</translation>
    </message>
    <message>
        <source>Team 2:</source>
        <translation>Team 2:</translation>
    </message>
    <message>
        <source>Player 2:</source>
        <translation>Spieler 2:</translation>
    </message>
    <message>
        <source>Team 3:</source>
        <translation>Team 3:</translation>
    </message>
    <message>
        <source>Team 4:</source>
        <translation>Team 4:</translation>
    </message>
    <message>
        <source>Choose a Colour</source>
        <translation>Farbe wählen</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Viewer and editor of Hex, Twixt, backgammon and Rokkaku Conquest game records.</source>
        <translation>Betrachter und Editor für Partieaufzeichnungen von Hex, Twixt, Backgammon und Rokkaku Conquest.</translation>
    </message>
    <message>
        <source>Game files to open.</source>
        <translation>Zu öffnende Spieldateien.</translation>
    </message>
</context>
</TS>
