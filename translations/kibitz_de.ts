<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>AnalysisMarks</name>
    <message>
        <source>draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>⚠ %1: %2</source>
        <translation>⚠ %1: %2</translation>
    </message>
    <message>
        <source>◆ draw from here</source>
        <translation>◆ ab hier remis</translation>
    </message>
    <message>
        <source>◆ decided</source>
        <translation>◆ entschieden</translation>
    </message>
    <message>
        <source>Contradiction: the %1 proves %2, the stored label says otherwise.</source>
        <translation>Widerspruch: Die %1 beweist „%2“, die gespeicherte Bewertung sagt etwas anderes.</translation>
    </message>
    <message>
        <source>Proven by the %1: %2.</source>
        <translation>Bewiesen durch die %1: %2.</translation>
    </message>
    <message>
        <source>From this move on, neither player can connect: a draw.</source>
        <translation>Ab diesem Zug kann keiner mehr verbinden: remis.</translation>
    </message>
    <message>
        <source>The game was decided with this move: %1.</source>
        <translation>Mit diesem Zug war die Partie entschieden: %1.</translation>
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
        <translation>Brett:</translation>
    </message>
    <message>
        <source>Player 1:</source>
        <translation>Spieler 1:</translation>
    </message>
    <message>
        <source>Player 2:</source>
        <translation>Spieler 2:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>The score before the game</source>
        <translation>Der Stand vor der Partie</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>cube: %1</source>
        <translation>Doppler: %1</translation>
    </message>
    <message>
        <source>answer: %1</source>
        <translation>Antwort: %1</translation>
    </message>
    <message>
        <source>GNU Backgammon: winning chances</source>
        <translation>GNU Backgammon: Gewinnchancen</translation>
    </message>
</context>
<context>
    <name>BackgammonNotation</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>kein Zug</translation>
    </message>
    <message>
        <source>doubles to %1, takes</source>
        <translation>doppelt auf %1, angenommen</translation>
    </message>
    <message>
        <source>doubles to %1, passes</source>
        <translation>doppelt auf %1, abgelehnt</translation>
    </message>
    <message>
        <source>resigns</source>
        <translation>gibt auf</translation>
    </message>
    <message>
        <source>every die of the roll is played</source>
        <translation>Alle Würfel des Wurfs sind gespielt</translation>
    </message>
    <message>
        <source>you have no checker on the bar</source>
        <translation>Sie haben keinen Stein auf der Bar</translation>
    </message>
    <message>
        <source>no checker enters from off the board in backgammon</source>
        <translation>Beim Backgammon wird kein Stein von außerhalb des Bretts eingesetzt</translation>
    </message>
    <message>
        <source>every checker has entered</source>
        <translation>Alle Steine sind eingesetzt</translation>
    </message>
    <message>
        <source>you have no checker on %1</source>
        <translation>Sie haben keinen Stein auf %1</translation>
    </message>
    <message>
        <source>a checker on the bar must enter first</source>
        <translation>Ein Stein auf der Bar muss zuerst eingesetzt werden</translation>
    </message>
    <message>
        <source>checkers cannot be moved to the bar</source>
        <translation>Steine können nicht auf die Bar gezogen werden</translation>
    </message>
    <message>
        <source>a checker must enter before it can be borne off</source>
        <translation>Ein Stein muss eingesetzt sein, bevor er abgetragen werden kann</translation>
    </message>
    <message>
        <source>you can bear off only when all your checkers are home, with a die of %1 or, when no checker is farther back, a larger one</source>
        <translation>Sie können erst abtragen, wenn alle Ihre Steine im Heimfeld sind, und zwar mit einer %1 oder, wenn kein Stein weiter hinten steht, mit einer höheren Zahl</translation>
    </message>
    <message>
        <source>checkers cannot move backwards</source>
        <translation>Steine können nicht rückwärts ziehen</translation>
    </message>
    <message>
        <source>no die of %1 is left to play</source>
        <translation>Es ist kein Würfel mit %1 mehr zu spielen</translation>
    </message>
    <message>
        <source>%1 is blocked</source>
        <translation>%1 ist blockiert</translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <translation>Spalte %1: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: expected a point 1-24, bar or off</source>
        <translation>&quot;%1&quot;: erwartet wird ein Feld 1-24, bar oder off</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a count is written (2), (3) or (4)</source>
        <translation>&quot;%1&quot;: eine Anzahl wird (2), (3) oder (4) geschrieben</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a move is written from/to, as 13/8</source>
        <translation>&quot;%1&quot;: ein Zug wird von/nach geschrieben, etwa 13/8</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: unexpected &quot;%2&quot;</source>
        <translation>&quot;%1&quot;: unerwartetes &quot;%2&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a checker cannot go on from %2</source>
        <translation>&quot;%1&quot;: ein Stein kann von %2 aus nicht weiterziehen</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: checkers cannot be moved to the bar</source>
        <translation>&quot;%1&quot;: Steine können nicht auf die Bar gezogen werden</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: from off to off is no move</source>
        <translation>&quot;%1&quot;: von off nach off ist kein Zug</translation>
    </message>
    <message>
        <source>every die of %1 is already played</source>
        <translation>Alle Würfel von %1 sind bereits gespielt</translation>
    </message>
    <message>
        <source>%1/%2 cannot be played with what is left of %3</source>
        <translation>%1/%2 kann mit dem Rest von %3 nicht gespielt werden</translation>
    </message>
    <message>
        <source>%1 must be played (for example %2)</source>
        <translation>%1 muss gespielt werden (zum Beispiel %2)</translation>
    </message>
    <message>
        <source>after %1, %2 can still be played (for example %3); a play uses every die it can</source>
        <translation>nach %1 kann noch %2 gespielt werden (zum Beispiel %3); ein Zug nutzt jeden Würfel, den er nutzen kann</translation>
    </message>
</context>
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
    <message>
        <source>no die of %1 to bear off from point %2 (a larger die bears off in backgammon only)</source>
        <translation>kein Würfel mit %1, um von Punkt %2 abzutragen (ein höherer Würfel trägt nur im Backgammon ab)</translation>
    </message>
    <message>
        <source>%1 dice were rolled; %3 rolls %2</source>
        <extracomment>%1 and %2 are numbers of dice; %3 names the game (backgammon, acey-deucey or tabula)</extracomment>
        <translation>%1 Würfel geworfen; %3 wirft mit %2</translation>
    </message>
    <message>
        <source>tabula</source>
        <translation>Tabula</translation>
    </message>
    <message>
        <source>acey-deucey</source>
        <translation>Acey-Deucey</translation>
    </message>
    <message>
        <source>backgammon</source>
        <translation>Backgammon</translation>
    </message>
    <message>
        <source>the cube is at %1, so a beaver makes it %2, not %3</source>
        <translation>Der Dopplerwürfel steht auf %1, ein Beaver macht daraus %2, nicht %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Position ID: it is 14 letters, digits, + or /.</source>
        <translation>&quot;%1&quot; ist keine Positions-ID: Diese besteht aus 14 Buchstaben, Ziffern, + oder /.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Match ID: it is 12 letters, digits, + or /.</source>
        <translation>&quot;%1&quot; ist keine Match-ID: Diese besteht aus 12 Buchstaben, Ziffern, + oder /.</translation>
    </message>
    <message>
        <source>The Match ID %1 holds no game of backgammon (its cube, dice or state are out of range).</source>
        <translation>Die Match-ID %1 enthält keine Backgammon-Partie (Dopplerwürfel, Würfel oder Spielzustand liegen außerhalb des gültigen Bereichs).</translation>
    </message>
    <message>
        <source>The Match ID %1 gives a score of %2-%3 in a match to %4: the match is over.</source>
        <translation>Die Match-ID %1 nennt einen Stand von %2-%3 in einem Match auf %4 Punkte: Das Match ist vorbei.</translation>
    </message>
    <message>
        <source>The Position ID %1 does not end as a position does.</source>
        <translation>Die Positions-ID %1 endet nicht so, wie eine Stellung endet.</translation>
    </message>
    <message>
        <source>The Position ID %1 gives a player more than 15 checkers.</source>
        <translation>Die Positions-ID %1 gibt einem Spieler mehr als 15 Steine.</translation>
    </message>
    <message>
        <source>The Position ID %1 puts checkers of both players on one point.</source>
        <translation>Die Positions-ID %1 setzt Steine beider Spieler auf dasselbe Feld.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an XGID: it is XGID= and 26 characters of position, then the cube, whose turn, dice, score and match length, separated by colons.</source>
        <translation>&quot;%1&quot; ist keine XGID: Diese besteht aus XGID= und 26 Zeichen für die Stellung, dann Dopplerwürfel, Spieler am Zug, Würfel, Stand und Matchlänge, durch Doppelpunkte getrennt.</translation>
    </message>
    <message>
        <source>The XGID&apos;s field %1 (&quot;%2&quot;) is not a number.</source>
        <translation>Das Feld %1 der XGID (&quot;%2&quot;) ist keine Zahl.</translation>
    </message>
    <message>
        <source>The XGID&apos;s position has &quot;%1&quot; where a point&apos;s checkers (- or A to O, a to o) belong.</source>
        <translation>Die Stellung der XGID hat &quot;%1&quot;, wo die Steine eines Felds (- oder A bis O, a bis o) stehen müssen.</translation>
    </message>
    <message>
        <source>The XGID&apos;s position puts checkers on the other player&apos;s bar.</source>
        <translation>Die Stellung der XGID setzt Steine auf die Bar des anderen Spielers.</translation>
    </message>
    <message>
        <source>The XGID&apos;s position gives a player more than 15 checkers.</source>
        <translation>Die Stellung der XGID gibt einem Spieler mehr als 15 Steine.</translation>
    </message>
    <message>
        <source>The XGID&apos;s cube or turn is out of range.</source>
        <translation>Dopplerwürfel oder Zugrecht der XGID liegen außerhalb des gültigen Bereichs.</translation>
    </message>
    <message>
        <source>The XGID&apos;s score %1-%2 does not fit a match to %3.</source>
        <translation>Der Stand %1-%2 der XGID passt nicht zu einem Match auf %3 Punkte.</translation>
    </message>
    <message>
        <source>The XGID&apos;s dice &quot;%1&quot; are not two dice from 1 to 6, nor 00 (to roll).</source>
        <translation>Die Würfel &quot;%1&quot; der XGID sind weder zwei Würfel von 1 bis 6 noch 00 (zu würfeln).</translation>
    </message>
    <message>
        <source>Player %1 has more than 15 checkers.</source>
        <translation>Spieler %1 hat mehr als 15 Steine.</translation>
    </message>
    <message>
        <source>Player %1 has no checker left on the board: the game is over.</source>
        <translation>Spieler %1 hat keinen Stein mehr auf dem Brett: Die Partie ist zu Ende.</translation>
    </message>
    <message>
        <source>The cube shows 1, 2, 4 and so on up to 4096, not %1.</source>
        <translation>Der Doppler zeigt 1, 2, 4 und so weiter bis 4096, nicht %1.</translation>
    </message>
    <message>
        <source>The cube belongs to player 1, player 2 or nobody.</source>
        <translation>Der Doppler gehört Spieler 1, Spieler 2 oder niemandem.</translation>
    </message>
    <message>
        <source>A cube at 1 has not been turned: it stays in the middle.</source>
        <translation>Ein Doppler auf 1 wurde nicht gedreht: Er bleibt in der Mitte.</translation>
    </message>
    <message>
        <source>Player 1 or player 2 is on roll.</source>
        <translation>Spieler 1 oder Spieler 2 ist am Wurf.</translation>
    </message>
    <message>
        <source>Dice are two numbers from 1 to 6, or none.</source>
        <translation>Würfel sind zwei Zahlen von 1 bis 6 oder keine.</translation>
    </message>
</context>
<context>
    <name>BackgroundWork</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Kibitz</source>
        <translation>Kibitz</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet…</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>there is not enough memory to hold this file</source>
        <translation>Es ist nicht genug Speicher vorhanden, um diese Datei zu halten</translation>
    </message>
</context>
<context>
    <name>BgAnalysis</name>
    <message>
        <source>Awful!</source>
        <translation>Grauenhaft!</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>Casual player</source>
        <translation>Gelegenheitsspieler</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Fortgeschrittener Anfänger</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Fortgeschritten</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>World class</source>
        <translation>Weltklasse</translation>
    </message>
    <message>
        <source>Supernatural</source>
        <translation>Übernatürlich</translation>
    </message>
    <message>
        <source>doubtful</source>
        <translation>zweifelhaft</translation>
    </message>
    <message>
        <source>bad</source>
        <translation>schlecht</translation>
    </message>
    <message>
        <source>very bad</source>
        <translation>sehr schlecht</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
</context>
<context>
    <name>BgammonReader</name>
    <message>
        <source>%1 is larger than %2</source>
        <extracomment>%1 names a field of the file, as &quot;the cube value&quot;; %2 is a number</extracomment>
        <translation>zu groß: %1 (höchstens %2)</translation>
    </message>
    <message>
        <source>expected %1 (a number)</source>
        <extracomment>%1 names a field of the file, as &quot;the cube value&quot;</extracomment>
        <translation>erwartet: %1 (eine Zahl)</translation>
    </message>
    <message>
        <source>a point, bar or off</source>
        <translation>ein Feld, bar oder off</translation>
    </message>
    <message>
        <source>there is no point %1 (points are 1 to 24)</source>
        <translation>Es gibt kein Feld %1 (die Felder sind 1 bis 24)</translation>
    </message>
    <message>
        <source>the name of player %1 is not UTF-8 (byte 0x%2)</source>
        <translation>Der Name von Spieler %1 ist kein UTF-8 (Byte 0x%2)</translation>
    </message>
    <message>
        <source>an index line after the first game</source>
        <translation>eine Indexzeile nach der ersten Partie</translation>
    </message>
    <message>
        <source>expected the byte offset of a game</source>
        <translation>Byte-Offset einer Partie erwartet</translation>
    </message>
    <message>
        <source>the byte offset of a game</source>
        <translation>der Byte-Offset einer Partie</translation>
    </message>
    <message>
        <source>unexpected text after the index</source>
        <translation>unerwarteter Text nach dem Index</translation>
    </message>
    <message>
        <source>empty field in the metadata line</source>
        <translation>leeres Feld in der Metadatenzeile</translation>
    </message>
    <message>
        <source>the metadata line has %1 fields; expected &quot;i &lt;timestamp&gt; &lt;player1&gt; &lt;player2&gt; &lt;total&gt; &lt;score1&gt; &lt;score2&gt; &lt;winner&gt; &lt;points&gt; &lt;variant&gt;&quot;</source>
        <translation>Die Metadatenzeile hat %1 Felder; erwartet: &quot;i &lt;timestamp&gt; &lt;player1&gt; &lt;player2&gt; &lt;total&gt; &lt;score1&gt; &lt;score2&gt; &lt;winner&gt; &lt;points&gt; &lt;variant&gt;&quot;</translation>
    </message>
    <message>
        <source>the timestamp</source>
        <translation>der Zeitstempel</translation>
    </message>
    <message>
        <source>the match length</source>
        <translation>die Matchlänge</translation>
    </message>
    <message>
        <source>player 1&apos;s score</source>
        <translation>der Stand von Spieler 1</translation>
    </message>
    <message>
        <source>player 2&apos;s score</source>
        <translation>der Stand von Spieler 2</translation>
    </message>
    <message>
        <source>the winner</source>
        <translation>der Gewinner</translation>
    </message>
    <message>
        <source>the points</source>
        <translation>die Punktzahl</translation>
    </message>
    <message>
        <source>the variant</source>
        <translation>die Variante</translation>
    </message>
    <message>
        <source>the match length must be at least 1</source>
        <translation>Die Matchlänge muss mindestens 1 sein</translation>
    </message>
    <message>
        <source>an event before the first metadata line (&quot;i ...&quot;)</source>
        <translation>ein Ereignis vor der ersten Metadatenzeile (&quot;i ...&quot;)</translation>
    </message>
    <message>
        <source>expected an event: &quot;&lt;player&gt; r|d|t ...&quot; with player 1 or 2</source>
        <translation>Ereignis erwartet: &quot;&lt;player&gt; r|d|t ...&quot; mit Spieler 1 oder 2</translation>
    </message>
    <message>
        <source>unexpected text after &quot;t&quot;</source>
        <translation>unerwarteter Text nach &quot;t&quot;</translation>
    </message>
    <message>
        <source>expected the cube value after &quot;d&quot;</source>
        <translation>Wert des Dopplerwürfels nach &quot;d&quot; erwartet</translation>
    </message>
    <message>
        <source>the cube value</source>
        <translation>der Wert des Dopplerwürfels</translation>
    </message>
    <message>
        <source>a double makes the cube at least 2</source>
        <translation>Eine Doppelung bringt den Dopplerwürfel auf mindestens 2</translation>
    </message>
    <message>
        <source>expected 1 (accepted) or 0 (declined) after the cube value</source>
        <translation>nach dem Wert des Dopplerwürfels 1 (angenommen) oder 0 (abgelehnt) erwartet</translation>
    </message>
    <message>
        <source>expected the dice after &quot;r&quot;</source>
        <translation>Würfel nach &quot;r&quot; erwartet</translation>
    </message>
    <message>
        <source>expected a die from 1 to 6</source>
        <translation>Würfel von 1 bis 6 erwartet</translation>
    </message>
    <message>
        <source>more than three dice</source>
        <translation>mehr als drei Würfel</translation>
    </message>
    <message>
        <source>expected two dice (&quot;5-3&quot;)</source>
        <translation>zwei Würfel erwartet (&quot;5-3&quot;)</translation>
    </message>
    <message>
        <source>expected a space before the next move</source>
        <translation>Leerzeichen vor dem nächsten Zug erwartet</translation>
    </message>
    <message>
        <source>expected &quot;/&quot; between the two spaces of a move</source>
        <translation>&quot;/&quot; zwischen den beiden Feldern eines Zugs erwartet</translation>
    </message>
    <message>
        <source>a move must go somewhere</source>
        <translation>Ein Zug muss irgendwohin führen</translation>
    </message>
    <message>
        <source>a move cannot end on the bar</source>
        <translation>Ein Zug kann nicht auf der Bar enden</translation>
    </message>
    <message>
        <source>more than 255 moves in one turn</source>
        <translation>mehr als 255 Züge in einem Wurf</translation>
    </message>
    <message>
        <source>unknown event &quot;%1&quot; (expected r, d or t)</source>
        <translation>unbekanntes Ereignis &quot;%1&quot; (erwartet: r, d oder t)</translation>
    </message>
    <message>
        <source>a UTF-8 byte order mark at the start was ignored</source>
        <translation>Eine UTF-8-Bytereihenfolgemarke am Anfang wurde ignoriert</translation>
    </message>
    <message>
        <source>line %1: carriage returns at line ends were ignored</source>
        <translation>Zeile %1: Wagenrückläufe an Zeilenenden wurden ignoriert</translation>
    </message>
    <message>
        <source>a carriage return inside a line (lines end with &quot;\n&quot; only)</source>
        <translation>ein Wagenrücklauf innerhalb einer Zeile (Zeilen enden nur mit &quot;\n&quot;)</translation>
    </message>
    <message>
        <source>line %1: blank lines were ignored</source>
        <translation>Zeile %1: Leerzeilen wurden ignoriert</translation>
    </message>
    <message>
        <source>reading was cancelled</source>
        <translation>Das Lesen wurde abgebrochen</translation>
    </message>
    <message>
        <source>the file holds no game (no metadata line &quot;i ...&quot;)</source>
        <translation>Die Datei enthält keine Partie (keine Metadatenzeile &quot;i ...&quot;)</translation>
    </message>
    <message>
        <source>there is no index table; the games were found by reading every line</source>
        <translation>Es gibt keine Indextabelle; die Partien wurden durch Lesen jeder Zeile gefunden</translation>
    </message>
    <message>
        <source>it lists %1 games, the file holds %2</source>
        <translation>sie nennt %1 Partien, die Datei enthält %2</translation>
    </message>
    <message>
        <source>game %1 starts at byte %2, not %3</source>
        <translation>Partie %1 beginnt bei Byte %2, nicht %3</translation>
    </message>
    <message>
        <source>the index table is wrong (%1); the games were found by reading every line</source>
        <extracomment>%1 says what is wrong, as &quot;game 2 starts at byte 310, not 300&quot;</extracomment>
        <translation>Die Indextabelle ist falsch (%1); die Partien wurden durch Lesen jeder Zeile gefunden</translation>
    </message>
    <message>
        <source>game %1: the scores of its metadata line are read as before the game: the declined double won %2 points, more than the winner&apos;s score</source>
        <extracomment>%1 is a game number, %2 a number of points</extracomment>
        <translation>Partie %1: der Spielstand ihrer Metadatenzeile wird als Stand vor der Partie gelesen: das abgelehnte Doppeln brachte %2 Punkte, mehr als der Stand des Siegers</translation>
    </message>
    <message>
        <source>game %1 ends with &quot;t&quot; but its metadata line fits neither a resignation nor an abandonment; its scores are read as before the game</source>
        <extracomment>%1 is a game number</extracomment>
        <translation>Partie %1 endet mit „t“, aber ihre Metadatenzeile passt weder zu einer Aufgabe noch zu einem Abbruch; ihr Spielstand wird als Stand vor der Partie gelesen</translation>
    </message>
    <message>
        <source>game %1: the metadata line gives %2 where the server writes the cube value (%3 at the end of the game); the cube of the replay is used</source>
        <extracomment>%1 is a game number, %2 the ninth field of a metadata line, %3 a cube value</extracomment>
        <translation>Partie %1: die Metadatenzeile nennt %2, wo der Server den Doppelwürfel schreibt (%3 am Ende der Partie); der Doppelwürfel der Aufzeichnung gilt</translation>
    </message>
    <message>
        <source>game %1: the score before it, %2-%3, does not follow from game %4 (%5-%6 after it)</source>
        <extracomment>%1 and %4 are game numbers, %2-%3 and %5-%6 scores</extracomment>
        <translation>Partie %1: der Stand davor, %2-%3, folgt nicht aus Partie %4 (%5-%6 danach)</translation>
    </message>
</context>
<context>
    <name>BgammonWriter</name>
    <message>
        <source>%1 in game %2</source>
        <extracomment>%1 is how many (comments, variations...), %2 a game number; several are joined with commas</extracomment>
        <translation>%1 in Partie %2</translation>
    </message>
    <message>
        <source>and in %1 more games</source>
        <translation>und in %1 weiteren Partien</translation>
    </message>
    <message>
        <source>the game name</source>
        <extracomment>listed with the names of other game information, as &quot;the game name, rating&quot;</extracomment>
        <translation>der Name der Partie</translation>
    </message>
    <message>
        <source>game %1 is a %2 game; .match files hold backgammon, acey-deucey and tabula</source>
        <extracomment>%1 is a game number, %2 a game&apos;s name in words (Hex, Twixt, Rokkaku Conquest)</extracomment>
        <translation>Partie %1 ist eine %2-Partie; .match-Dateien enthalten Backgammon, Acey-Deucey und Tabula</translation>
    </message>
    <message>
        <source>game %1 holds a move that is not a backgammon event</source>
        <translation>Partie %1 enthält einen Zug, der kein Backgammon-Ereignis ist</translation>
    </message>
    <message>
        <source>a .match file holds the main line only; variations are dropped (variation starts: %1); SGF keeps them</source>
        <extracomment>%1 lists counts per game, as &quot;3 in game 1, 1 in game 4&quot;</extracomment>
        <translation>Eine .match-Datei enthält nur die Hauptlinie; Varianten entfallen (Variantenanfänge: %1); SGF behält sie</translation>
    </message>
    <message>
        <source>a .match file has no comments; comments are dropped (%1); SGF keeps them</source>
        <extracomment>%1 lists counts per game, as &quot;3 in game 1, 1 in game 4&quot;</extracomment>
        <translation>Eine .match-Datei hat keine Kommentare; Kommentare entfallen (%1); SGF behält sie</translation>
    </message>
    <message>
        <source>a .match file has no evaluations; evaluations are dropped (%1); SGF keeps them</source>
        <extracomment>%1 lists counts per game, as &quot;3 in game 1, 1 in game 4&quot;</extracomment>
        <translation>Eine .match-Datei hat keine Bewertungen; Bewertungen entfallen (%1); SGF behält sie</translation>
    </message>
    <message>
        <source>a .match file has no place for other node properties (SGF analysis, markup); they are dropped (%1)</source>
        <extracomment>%1 lists counts per game, as &quot;3 in game 1, 1 in game 4&quot;</extracomment>
        <translation>Eine .match-Datei hat keinen Platz für andere Knoteneigenschaften (SGF-Analyse, Markierungen); sie entfallen (%1)</translation>
    </message>
    <message>
        <source>a .match file has no place for the game information %1; it is dropped</source>
        <extracomment>%1 lists the game information, as &quot;the game name, rating&quot;</extracomment>
        <translation>Eine .match-Datei hat keinen Platz für die Partieinformation %1; sie entfällt</translation>
    </message>
    <message>
        <source>games %1 are money games; a .match file holds matches, so they are written as 1-point matches</source>
        <extracomment>%1 lists game numbers, as &quot;1-3, 7&quot;</extracomment>
        <translation>Die Partien %1 sind Money-Games; eine .match-Datei enthält Matches, daher werden sie als Matches auf 1 Punkt geschrieben</translation>
    </message>
    <message>
        <source>and %1 more</source>
        <extracomment>%1 is how many more game numbers a list leaves out</extracomment>
        <translation>und %1 weitere</translation>
    </message>
    <message>
        <source>player %1 has no name in games %2; written as &quot;-&quot;</source>
        <extracomment>%1 is 1 or 2; %2 lists game numbers, as &quot;1-3, 7&quot;</extracomment>
        <translation>Spieler %1 hat in den Partien %2 keinen Namen; als &quot;-&quot; geschrieben</translation>
    </message>
    <message>
        <source>the name of player %1 holds white space in games %2; written with &quot;_&quot;</source>
        <extracomment>%1 is 1 or 2; %2 lists game numbers, as &quot;1-3, 7&quot;</extracomment>
        <translation>Der Name von Spieler %1 enthält in den Partien %2 Leerzeichen; mit &quot;_&quot; geschrieben</translation>
    </message>
    <message>
        <source>game %1 starts from a set-up position, which a .match file cannot hold (its games start from the usual position); save it as SGF</source>
        <extracomment>%1 is a game number</extracomment>
        <translation>Partie %1 beginnt mit einer aufgestellten Stellung, die eine .match-Datei nicht aufnehmen kann (ihre Partien beginnen mit der üblichen Stellung); speichern Sie sie als SGF</translation>
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
    <name>CollectionLoad</name>
    <message>
        <source>Reading was cancelled.</source>
        <translation>Das Lesen wurde abgebrochen.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln file(s)</source>
        <extracomment>%1 is a game family (&quot;Hex&quot;), %Ln how many files hold it</extracomment>
        <translation>
            <numerusform>%1: %Ln Datei</numerusform>
            <numerusform>%1: %Ln Dateien</numerusform>
        </translation>
    </message>
    <message>
        <source>These files hold games of different kinds (%1). A collection holds games of one kind: open them separately.</source>
        <translation>Diese Dateien enthalten Partien verschiedener Spiele (%1). Eine Sammlung enthält Partien eines Spiels: Öffnen Sie sie einzeln.</translation>
    </message>
    <message>
        <source>Each Rokkaku Conquest log is a whole tournament: open the logs one by one.</source>
        <translation>Jedes Rokkaku-Conquest-Protokoll ist ein ganzes Turnier: Öffnen Sie die Protokolle einzeln.</translation>
    </message>
    <message>
        <source>There are no game records here.</source>
        <translation>Hier gibt es keine Partieaufzeichnungen.</translation>
    </message>
    <message>
        <source>None of these files could be read.</source>
        <translation>Keine dieser Dateien konnte gelesen werden.</translation>
    </message>
</context>
<context>
    <name>CollectionSummary</name>
    <message>
        <source>several board sizes</source>
        <translation>verschiedene Brettgrößen</translation>
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
        <translation>Backgammon</translation>
    </message>
    <message>
        <source>acey-deucey</source>
        <translation>Acey-Deucey</translation>
    </message>
    <message>
        <source>tabula</source>
        <translation>Tabula</translation>
    </message>
    <message>
        <source>Rokkaku</source>
        <translation>Rokkaku</translation>
    </message>
    <message>
        <source>no games</source>
        <translation>keine Partien</translation>
    </message>
    <message>
        <source>Rokkaku tournament</source>
        <translation>Rokkaku-Turnier</translation>
    </message>
    <message numerus="yes">
        <source>%Ln team(s)</source>
        <translation>
            <numerusform>%Ln Team</numerusform>
            <numerusform>%Ln Teams</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln round(s)</source>
        <translation>
            <numerusform>%Ln Runde</numerusform>
            <numerusform>%Ln Runden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln Partie</numerusform>
            <numerusform>%Ln Partien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 match to %Ln</source>
        <extracomment>%1 is the game (&quot;backgammon&quot;, &quot;acey-deucey&quot;, &quot;tabula&quot;), %Ln the points the match is played to</extracomment>
        <translation>
            <numerusform>%1-Match auf %Ln Punkt</numerusform>
            <numerusform>%1-Match auf %Ln Punkte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FormatRegistry</name>
    <message>
        <source>unrecognised file format</source>
        <translation>unbekanntes Dateiformat</translation>
    </message>
    <message>
        <source>reading %1 files is not supported</source>
        <translation>Das Lesen von %1-Dateien wird nicht unterstützt</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Bytes</translation>
    </message>
    <message>
        <source>the file is %1 (%2 bytes), too big to read with this computer&apos;s %3 of memory: files up to %4 can be opened</source>
        <extracomment>%1, %3 and %4 are sizes as &quot;1.5 GiB&quot;, %2 a number of bytes</extracomment>
        <translation>Die Datei ist %1 groß (%2 Bytes), zu groß für die %3 Arbeitsspeicher dieses Computers: Dateien bis %4 können geöffnet werden</translation>
    </message>
    <message>
        <source>the file is %1 (%2 bytes), too big to be a game record: files up to %3 can be opened</source>
        <extracomment>%1 and %3 are sizes as &quot;1.5 GiB&quot;, %2 a number of bytes</extracomment>
        <translation>Die Datei ist %1 groß (%2 Bytes), zu groß für eine Partieaufzeichnung: Dateien bis %3 können geöffnet werden</translation>
    </message>
    <message>
        <source>there is no game to write</source>
        <translation>Es gibt keine Partie zum Schreiben</translation>
    </message>
    <message>
        <source>a Jgame file holds one game; this file has %1</source>
        <translation>Eine Jgame-Datei enthält eine Partie; diese Datei hat %1</translation>
    </message>
    <message>
        <source>writing %1 files is not supported</source>
        <extracomment>%1 is a format&apos;s name as kibitz-cli writes it (jgame, sgf, bgammon-match...)</extracomment>
        <translation>Das Schreiben von %1-Dateien wird nicht unterstützt</translation>
    </message>
    <message>
        <source>cannot keep a backup in %1: %2</source>
        <extracomment>%1 is a file name, %2 the system&apos;s reason</extracomment>
        <translation>Die Sicherungskopie %1 kann nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>writing was cancelled</source>
        <translation>Das Schreiben wurde abgebrochen</translation>
    </message>
    <message>
        <source>Jgame</source>
        <translation>Jgame</translation>
    </message>
    <message>
        <source>bgammon.org replays</source>
        <translation>bgammon.org-Wiederholungen</translation>
    </message>
    <message>
        <source>SGF</source>
        <translation>SGF</translation>
    </message>
    <message>
        <source>Rokkaku logs</source>
        <translation>Rokkaku-Protokolle</translation>
    </message>
    <message>
        <source>Jellyfish matches</source>
        <translation>Jellyfish-Matches</translation>
    </message>
    <message>
        <source>T1j Twixt games</source>
        <translation>T1j-Twixt-Partien</translation>
    </message>
    <message>
        <source>Game records (%1)</source>
        <extracomment>%1 lists the extensions of every format Kibitz reads, as &quot;*.jgame *.sgf&quot;</extracomment>
        <translation>Partieaufzeichnungen (%1)</translation>
    </message>
    <message>
        <source>reading was cancelled</source>
        <translation>Das Lesen wurde abgebrochen</translation>
    </message>
    <message>
        <source>the file holds more than %1 (a device or a stream that does not end?): files up to %1 can be opened</source>
        <extracomment>%1 is a size as &quot;1.5 GiB&quot;</extracomment>
        <translation>Die Datei enthält mehr als %1 (ein Gerät oder ein Datenstrom ohne Ende?): Dateien bis %1 können geöffnet werden</translation>
    </message>
    <message>
        <source>there is not enough memory to hold the games of this file: reading stopped here</source>
        <translation>Es gibt nicht genug Arbeitsspeicher für die Partien dieser Datei: Das Lesen wurde hier beendet</translation>
    </message>
    <message>
        <source>holding the games of this file takes more than %1, the memory Kibitz allows itself for reading (three quarters of the memory it may use here): the file is too dense to open</source>
        <extracomment>%1 is a size as &quot;1.5 GiB&quot;</extracomment>
        <translation>Die Partien dieser Datei zu halten braucht mehr als %1, den Speicher, den Kibitz sich zum Lesen erlaubt (drei Viertel des Speichers, den es hier nutzen darf): Die Datei ist zu dicht, um sie zu öffnen</translation>
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
    <name>GameList</name>
    <message>
        <source>Not finished</source>
        <translation>Nicht beendet</translation>
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
        <source>%1 wins, the game was abandoned</source>
        <extracomment>%1 is the winner&apos;s name; the loser left the game and nobody scored</extracomment>
        <translation>%1 gewinnt, die Partie wurde abgebrochen</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins %n point(s)</source>
        <extracomment>%1 is the winner&apos;s name; %n the points won</extracomment>
        <translation>
            <numerusform>%1 gewinnt %n Punkt</numerusform>
            <numerusform>%1 gewinnt %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>draw</source>
        <translation>remis</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>kein Ergebnis</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>%1 (resign)</source>
        <extracomment>%1 is the winner&apos;s colour and a plus, as SGF writes it (&quot;B+&quot;)</extracomment>
        <translation>%1 (Aufgabe)</translation>
    </message>
    <message>
        <source>%1 (time)</source>
        <translation>%1 (Zeit)</translation>
    </message>
    <message>
        <source>%1 (forfeit)</source>
        <translation>%1 (kampflos)</translation>
    </message>
    <message>
        <source>team %1</source>
        <translation>Team %1</translation>
    </message>
    <message>
        <source>Round %1, game %2</source>
        <translation>Runde %1, Partie %2</translation>
    </message>
    <message>
        <source>Hexels each team owns at the end of the game</source>
        <translation>Hexel jedes Teams am Ende der Partie</translation>
    </message>
    <message>
        <source>%1-%2 of %3</source>
        <extracomment>the score before the game, and the points the match is played to</extracomment>
        <translation>%1-%2 von %3</translation>
    </message>
    <message>
        <source>%1-%2</source>
        <translation>%1-%2</translation>
    </message>
    <message>
        <source>%1, round %2</source>
        <extracomment>an event and its round (&quot;Hex Olympiad, round 3&quot;)</extracomment>
        <translation>%1, Runde %2</translation>
    </message>
    <message>
        <source>comments</source>
        <translation>Kommentare</translation>
    </message>
    <message>
        <source>variations</source>
        <translation>Varianten</translation>
    </message>
</context>
<context>
    <name>GameUi</name>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
</context>
<context>
    <name>HexOverlayPainter</name>
    <message>
        <source>Not decided yet (as far as the proven connections show).</source>
        <translation>Noch nicht entschieden (soweit die bewiesenen Verbindungen zeigen).</translation>
    </message>
    <message>
        <source>Two-distance heat map (an estimate): sum of both players&apos; potentials, the deeper the orange, the more urgent. Best potentials: %1 %2, %3 %4.</source>
        <translation>Zwei-Distanz-Wärmekarte (eine Schätzung): Summe der Potenziale beider Spieler, je kräftiger das Orange, desto dringender. Beste Potenziale: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <source>Resistance heat map (an estimate): current through each cell in percent, the deeper the orange, the more urgent. Resistance: %1 %2, %3 %4.</source>
        <translation>Widerstands-Wärmekarte (eine Schätzung): Strom durch jedes Feld in Prozent, je kräftiger das Orange, desto dringender. Widerstand: %1 %2, %3 %4.</translation>
    </message>
    <message>
        <source>Decided: %1 wins; tinted: the connection&apos;s empty cells; ringed: where %2 must play.</source>
        <translation>Entschieden: %1 gewinnt; getönt: die leeren Felder der Verbindung; umkreist: wo %2 spielen muss.</translation>
    </message>
    <message>
        <source>Decided: %1 wins; tinted: the connection&apos;s empty cells; dotted: where %2 must play.</source>
        <translation>Entschieden: %1 gewinnt; getönt: die leeren Felder der Verbindung; mit Punkt: wo %2 spielen muss.</translation>
    </message>
    <message>
        <source>Proven by the solver: %1 wins; every move of %2 loses.</source>
        <translation>Vom Löser bewiesen: %1 gewinnt; jeder Zug von %2 verliert.</translation>
    </message>
    <message numerus="yes">
        <source>Proven by the solver: %1 wins; starred: all %n winning move(s).</source>
        <translation>
            <numerusform>Vom Löser bewiesen: %1 gewinnt; mit Stern: der %n Gewinnzug.</numerusform>
            <numerusform>Vom Löser bewiesen: %1 gewinnt; mit Stern: alle %n Gewinnzüge.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Proven by the solver: %1 wins; starred: the %n winning move(s) proven so far (still solving).</source>
        <translation>
            <numerusform>Vom Löser bewiesen: %1 gewinnt; mit Stern: der %n bisher bewiesene Gewinnzug (das Lösen läuft noch).</numerusform>
            <numerusform>Vom Löser bewiesen: %1 gewinnt; mit Stern: die %n bisher bewiesenen Gewinnzüge (das Lösen läuft noch).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Proven by the solver: %1 wins; starred: %n winning move(s) (not all were proven).</source>
        <translation>
            <numerusform>Vom Löser bewiesen: %1 gewinnt; mit Stern: %n Gewinnzug (nicht alle wurden bewiesen).</numerusform>
            <numerusform>Vom Löser bewiesen: %1 gewinnt; mit Stern: %n Gewinnzüge (nicht alle wurden bewiesen).</numerusform>
        </translation>
    </message>
    <message>
        <source>Proven by the %1: %2 wins.</source>
        <translation>Bewiesen vom %1: %2 gewinnt.</translation>
    </message>
    <message>
        <source>solver</source>
        <translation>Löser</translation>
    </message>
    <message>
        <source>The solver is at work: who wins is not known yet.</source>
        <translation>Der Löser arbeitet: Wer gewinnt, ist noch nicht bekannt.</translation>
    </message>
    <message>
        <source>Decided: %1 wins whatever %2 plays; tinted: the connection&apos;s empty cells.</source>
        <translation>Entschieden: %1 gewinnt, was immer %2 spielt; getönt: die leeren Felder der Verbindung.</translation>
    </message>
    <message>
        <source>Follow-ups: solid marks are proven; hollow ones only repeat this tree&apos;s labels.</source>
        <translation>Folgezüge: Ausgefüllte Markierungen sind bewiesen; hohle geben nur die Bewertungen dieses Baums wieder.</translation>
    </message>
    <message>
        <source>Follow-ups: hollow marks only repeat this tree&apos;s labels; nothing proves them.</source>
        <translation>Folgezüge: Hohle Markierungen geben nur die Bewertungen dieses Baums wieder; nichts beweist sie.</translation>
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
    <name>HexTwixtAnalysis</name>
    <message>
        <source>solver</source>
        <translation>Löser</translation>
    </message>
    <message>
        <source>Solve position</source>
        <translation>Stellung lösen</translation>
    </message>
    <message numerus="yes">
        <source>%n stored label(s) contradict it (kept and flagged).</source>
        <translation>
            <numerusform>%n gespeicherte Bewertung widerspricht (behalten und markiert).</numerusform>
            <numerusform>%n gespeicherte Bewertungen widersprechen (behalten und markiert).</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysing the game…</source>
        <translation>Partie wird analysiert…</translation>
    </message>
    <message>
        <source>Analyse Game is for Hex and Twixt games.</source>
        <translation>„Partie analysieren“ gibt es für Hex- und Twixt-Partien.</translation>
    </message>
    <message>
        <source>Analysis cancelled; nothing was changed.</source>
        <translation>Analyse abgebrochen; nichts wurde geändert.</translation>
    </message>
    <message>
        <source>analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>connection analysis</source>
        <translation>Verbindungsanalyse</translation>
    </message>
    <message>
        <source>Analyse game</source>
        <translation>Partie analysieren</translation>
    </message>
    <message numerus="yes">
        <source>Analysed %n position(s): not decided.</source>
        <translation>
            <numerusform>%n Stellung analysiert: nicht entschieden.</numerusform>
            <numerusform>%n Stellungen analysiert: nicht entschieden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Analysed %n position(s): a draw from move %1 on.</source>
        <translation>
            <numerusform>%n Stellung analysiert: remis ab Zug %1.</numerusform>
            <numerusform>%n Stellungen analysiert: remis ab Zug %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Analysed %n position(s): decided at move %1.</source>
        <translation>
            <numerusform>%n Stellung analysiert: entschieden mit Zug %1.</numerusform>
            <numerusform>%n Stellungen analysiert: entschieden mit Zug %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n label(s) set.</source>
        <translation>
            <numerusform>%n Bewertung gesetzt.</numerusform>
            <numerusform>%n Bewertungen gesetzt.</numerusform>
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
        <translation>Acey-Deucey</translation>
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
        <translation>oben und unten</translation>
    </message>
    <message>
        <source>left and right</source>
        <translation>links und rechts</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>gewinnt</translation>
    </message>
    <message>
        <source>loses</source>
        <translation>verliert</translation>
    </message>
    <message>
        <source>favourable</source>
        <translation>günstig</translation>
    </message>
    <message>
        <source>unfavourable</source>
        <translation>ungünstig</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <source>even</source>
        <translation>ausgeglichen</translation>
    </message>
    <message>
        <source>not evaluated</source>
        <translation>nicht bewertet</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1: no pegs.</source>
        <translation>%1: keine Stifte.</translation>
    </message>
    <message>
        <source>%1: no stones.</source>
        <translation>%1: keine Steine.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n peg(s): %2.</source>
        <translation>
            <numerusform>%1: %n Stift: %2.</numerusform>
            <numerusform>%1: %n Stifte: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n stone(s): %2.</source>
        <translation>
            <numerusform>%1: %n Stein: %2.</numerusform>
            <numerusform>%1: %n Steine: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 nach %2</translation>
    </message>
    <message>
        <source>%1 has no links.</source>
        <translation>%1 hat keine Brücken.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n link(s): %2.</source>
        <translation>
            <numerusform>%1 hat %n Brücke: %2.</numerusform>
            <numerusform>%1 hat %n Brücken: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Stored follow-up moves: %1.</source>
        <translation>Gespeicherte Folgezüge: %1.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>%1 board, %2 by %3</source>
        <translation>%1-Brett, %2 mal %3</translation>
    </message>
    <message>
        <source>%1 board</source>
        <translation>%1-Brett</translation>
    </message>
    <message>
        <source>Kibitz cannot describe this game yet.</source>
        <translation>Kibitz kann diese Partie noch nicht beschreiben.</translation>
    </message>
    <message>
        <source>The start of the game.</source>
        <translation>Der Anfang der Partie.</translation>
    </message>
    <message>
        <source>After move %1.</source>
        <translation>Nach Zug %1.</translation>
    </message>
    <message>
        <source>Last move: %1.</source>
        <translation>Letzter Zug: %1.</translation>
    </message>
    <message>
        <source>The next move is illegal (%1); the position before it is shown.</source>
        <translation>Der nächste Zug ist ungültig (%1); die Stellung davor wird gezeigt.</translation>
    </message>
    <message>
        <source>%1 has won.</source>
        <translation>%1 hat gewonnen.</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <source>%1 (%2, by the labels only)</source>
        <translation>%1 (%2, nur laut Bewertungen)</translation>
    </message>
    <message>
        <source>The move is marked very good (!!).</source>
        <translation>Der Zug ist als sehr gut markiert (!!).</translation>
    </message>
    <message>
        <source>The move is marked good (!).</source>
        <translation>Der Zug ist als gut markiert (!).</translation>
    </message>
    <message>
        <source>The move is marked very bad (??).</source>
        <translation>Der Zug ist als sehr schlecht markiert (??).</translation>
    </message>
    <message>
        <source>The move is marked bad (?).</source>
        <translation>Der Zug ist als schlecht markiert (?).</translation>
    </message>
    <message>
        <source>The move is marked doubtful (?!).</source>
        <translation>Der Zug ist als zweifelhaft markiert (?!).</translation>
    </message>
    <message>
        <source>The move is marked interesting (!?).</source>
        <translation>Der Zug ist als interessant markiert (!?).</translation>
    </message>
    <message>
        <source>Marked good for Black.</source>
        <translation>Als gut für Schwarz markiert.</translation>
    </message>
    <message>
        <source>Marked good for White.</source>
        <translation>Als gut für Weiß markiert.</translation>
    </message>
    <message>
        <source>Marked even.</source>
        <translation>Als ausgeglichen markiert.</translation>
    </message>
    <message>
        <source>Marked unclear.</source>
        <translation>Als unklar markiert.</translation>
    </message>
    <message>
        <source>Marked as a hotspot.</source>
        <translation>Als Brennpunkt markiert.</translation>
    </message>
    <message>
        <source>Triangles: %1.</source>
        <translation>Dreiecke: %1.</translation>
    </message>
    <message>
        <source>Squares: %1.</source>
        <translation>Quadrate: %1.</translation>
    </message>
    <message>
        <source>Circles: %1.</source>
        <translation>Kreise: %1.</translation>
    </message>
    <message>
        <source>Crosses: %1.</source>
        <translation>Kreuze: %1.</translation>
    </message>
    <message>
        <source>Selected: %1.</source>
        <translation>Ausgewählt: %1.</translation>
    </message>
    <message>
        <source>Dimmed: %1.</source>
        <translation>Abgedunkelt: %1.</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>Labels: %1.</source>
        <translation>Beschriftungen: %1.</translation>
    </message>
    <message>
        <source>Arrows: %1.</source>
        <translation>Pfeile: %1.</translation>
    </message>
    <message>
        <source>Lines: %1.</source>
        <translation>Linien: %1.</translation>
    </message>
</context>
<context>
    <name>HexTwixtGameUi</name>
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
        <source>Twixt</source>
        <translation>Twixt</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Hex</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>Brett:</translation>
    </message>
    <message>
        <source>Player 1:</source>
        <translation>Spieler 1:</translation>
    </message>
    <message>
        <source>Player 2:</source>
        <translation>Spieler 2:</translation>
    </message>
    <message>
        <source>Twixt &amp;Guidelines</source>
        <translation>Twixt-&amp;Hilfslinien</translation>
    </message>
    <message>
        <source>&amp;Rotate Hex Board Half a Turn</source>
        <translation>Hex-Brett um eine halbe Drehung d&amp;rehen</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Twixt Connection &amp;Analysis</source>
        <translation>Twixt-Verbindungs&amp;analyse</translation>
    </message>
    <message>
        <source>Hex &amp;Decided Verdict</source>
        <translation>Hex-&amp;Entscheidung</translation>
    </message>
    <message>
        <source>Hex &amp;Two-Distance Heat Map</source>
        <translation>Hex-&amp;Zwei-Distanz-Wärmekarte</translation>
    </message>
    <message>
        <source>Hex Resistance &amp;Heat Map</source>
        <translation>Hex-&amp;Widerstands-Wärmekarte</translation>
    </message>
</context>
<context>
    <name>HexTwixtSetup</name>
    <message>
        <source>Set up: clear %1</source>
        <translation>Aufstellen: %1 leeren</translation>
    </message>
    <message>
        <source>Set up: %1</source>
        <translation>Aufstellen: %1</translation>
    </message>
    <message>
        <source>Set up: player to move</source>
        <translation>Aufstellen: Spieler am Zug</translation>
    </message>
</context>
<context>
    <name>JellyfishReader</name>
    <message>
        <source>%1:%2: %3</source>
        <extracomment>%1 and %2 are a line and column of the file, %3 what was found there</extracomment>
        <translation>%1:%2: %3</translation>
    </message>
    <message>
        <source>a header comment that is not [Key &quot;Value&quot;] was ignored</source>
        <translation>Ein Kopfkommentar, der nicht [Key &quot;Value&quot;] lautet, wurde ignoriert</translation>
    </message>
    <message>
        <source>a header comment without a key was ignored</source>
        <translation>Ein Kopfkommentar ohne Schlüssel wurde ignoriert</translation>
    </message>
    <message>
        <source>a header comment after the first game was ignored</source>
        <translation>Ein Kopfkommentar nach der ersten Partie wurde ignoriert</translation>
    </message>
    <message>
        <source>the variation &quot;%1&quot; is not supported (Kibitz reads backgammon)</source>
        <translation>Die Variante &quot;%1&quot; wird nicht unterstützt (Kibitz liest Backgammon)</translation>
    </message>
    <message>
        <source>a game before the match length (&quot; N point match&quot;)</source>
        <translation>Eine Partie vor der Matchlänge (&quot; N point match&quot;)</translation>
    </message>
    <message>
        <source>reading was cancelled</source>
        <translation>Das Lesen wurde abgebrochen</translation>
    </message>
    <message>
        <source>the names are not UTF-8; they were read as Latin-1</source>
        <translation>Die Namen sind kein UTF-8; sie wurden als Latin-1 gelesen</translation>
    </message>
    <message>
        <source>expected the scores: &quot;name 1 : score  name 2 : score&quot;</source>
        <translation>Erwartet werden die Punktstände: &quot;Name 1 : Punkte  Name 2 : Punkte&quot;</translation>
    </message>
    <message>
        <source>the players differ from the game before; a .mat file holds one match</source>
        <translation>Die Spieler unterscheiden sich von der vorigen Partie; eine .mat-Datei enthält ein Match</translation>
    </message>
    <message>
        <source>the score %1-%2 does not follow the game before&apos;s %3-%4; a .mat file holds one match</source>
        <translation>Der Stand %1-%2 folgt nicht auf %3-%4 der vorigen Partie; eine .mat-Datei enthält ein Match</translation>
    </message>
    <message>
        <source>a roll where the answer to the double was expected</source>
        <translation>Ein Wurf, wo die Antwort auf die Doppelung erwartet wurde</translation>
    </message>
    <message>
        <source>player %1 rolls where it is player %2&apos;s turn</source>
        <translation>Spieler %1 würfelt, obwohl Spieler %2 am Zug ist</translation>
    </message>
    <message>
        <source>%1 not played: %2</source>
        <translation>%1 nicht gespielt: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; without a double</source>
        <translation>&quot;%1&quot; ohne Doppelung</translation>
    </message>
    <message>
        <source>player %1 answers their own double</source>
        <translation>Spieler %1 beantwortet die eigene Doppelung</translation>
    </message>
    <message>
        <source>both players win this game</source>
        <translation>Beide Spieler gewinnen diese Partie</translation>
    </message>
    <message>
        <source>the game has no score line</source>
        <translation>Die Partie hat keine Punktezeile</translation>
    </message>
    <message>
        <source>the double has no answer</source>
        <translation>Die Doppelung hat keine Antwort</translation>
    </message>
    <message>
        <source>a roll the player did not play before resigning was left out</source>
        <translation>Ein Wurf, den der Spieler vor seiner Aufgabe nicht gespielt hat, wurde ausgelassen</translation>
    </message>
    <message>
        <source>the result names player %1, but player %2 won</source>
        <translation>Das Ergebnis nennt Spieler %1, aber Spieler %2 hat gewonnen</translation>
    </message>
    <message>
        <source>%1 points where the game gives %2; the points were taken from the position</source>
        <translation>%1 Punkte, wo die Partie %2 ergibt; die Punkte wurden aus der Stellung genommen</translation>
    </message>
    <message>
        <source>%1 points cannot be won with the cube at %2; the game counts as a single game</source>
        <translation>%1 Punkte sind mit dem Würfel auf %2 nicht zu gewinnen; die Partie zählt als einfacher Sieg</translation>
    </message>
    <message>
        <source>an empty row was ignored</source>
        <translation>Eine leere Zeile wurde ignoriert</translation>
    </message>
    <message>
        <source>a third action in one row</source>
        <translation>Eine dritte Aktion in einer Zeile</translation>
    </message>
    <message>
        <source>a move number repeated in the middle of a row was ignored</source>
        <translation>Eine mitten in der Zeile wiederholte Zugnummer wurde ignoriert</translation>
    </message>
    <message>
        <source>an unknown move (&quot;????&quot;): the rest of this game and its result are left out</source>
        <translation>Ein unbekannter Zug (&quot;????&quot;): Der Rest dieser Partie und ihr Ergebnis wurden ausgelassen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a roll (two dice 1 to 6, as &quot;52:&quot;)</source>
        <translation>&quot;%1&quot; ist kein Wurf (zwei Würfel 1 bis 6, etwa &quot;52:&quot;)</translation>
    </message>
    <message>
        <source>expected the cube value after &quot;Doubles =&gt;&quot;</source>
        <translation>Nach &quot;Doubles =&gt;&quot; wird der Würfelwert erwartet</translation>
    </message>
    <message>
        <source>a double where the answer to the double was expected</source>
        <translation>Eine Doppelung, wo die Antwort auf die Doppelung erwartet wurde</translation>
    </message>
    <message>
        <source>a double makes the cube %1, not %2</source>
        <translation>Eine Doppelung macht den Würfel zu %1, nicht %2</translation>
    </message>
    <message>
        <source>expected &quot;%1 N point(s)&quot;</source>
        <translation>Erwartet wird &quot;%1 N point(s)&quot;</translation>
    </message>
    <message>
        <source>unexpected &quot;%1&quot; (expected a roll &quot;52:&quot;, &quot;Doubles =&gt; N&quot;, &quot;Takes&quot;, &quot;Drops&quot; or &quot;Wins N point&quot;)</source>
        <translation>Unerwartetes &quot;%1&quot; (erwartet wird ein Wurf &quot;52:&quot;, &quot;Doubles =&gt; N&quot;, &quot;Takes&quot;, &quot;Drops&quot; oder &quot;Wins N point&quot;)</translation>
    </message>
    <message>
        <source>a second match length; a file holds one match</source>
        <translation>Eine zweite Matchlänge; eine Datei enthält ein Match</translation>
    </message>
    <message>
        <source>expected &quot; N point match&quot;</source>
        <translation>Erwartet wird &quot; N point match&quot;</translation>
    </message>
    <message>
        <source>expected &quot; Game 1&quot;</source>
        <translation>Erwartet wird &quot; Game 1&quot;</translation>
    </message>
    <message>
        <source>row number %1 is larger than %2</source>
        <translation>Die Zeilennummer %1 ist größer als %2</translation>
    </message>
    <message>
        <source>row %1 follows row %2</source>
        <translation>Zeile %1 folgt auf Zeile %2</translation>
    </message>
    <message>
        <source>the file holds no match (no &quot; N point match&quot; line)</source>
        <translation>Die Datei enthält kein Match (keine Zeile &quot; N point match&quot;)</translation>
    </message>
    <message>
        <source>the file holds no game (no &quot; Game 1&quot; line)</source>
        <translation>Die Datei enthält keine Partie (keine Zeile &quot; Game 1&quot;)</translation>
    </message>
    <message>
        <source>EventDate &quot;%1&quot; is not a date (yyyy.mm.dd)</source>
        <translation>EventDate &quot;%1&quot; ist kein Datum (jjjj.mm.tt)</translation>
    </message>
    <message>
        <source>EventTime &quot;%1&quot; is not a time (hh.mm)</source>
        <translation>EventTime &quot;%1&quot; ist keine Uhrzeit (hh.mm)</translation>
    </message>
    <message>
        <source>a beaver (an immediate redouble) is allowed in money play only</source>
        <translation>Ein Beaver (sofortiges Zurückdoppeln) ist nur im Geldspiel erlaubt</translation>
    </message>
    <message>
        <source>a beaver of a beaver (a raccoon) cannot be represented</source>
        <translation>Ein Beaver auf einen Beaver (ein Raccoon) kann nicht dargestellt werden</translation>
    </message>
    <message>
        <source>the result lines name both players; player %1 wins, as player %2 rolled and resigned</source>
        <translation>Die Ergebniszeilen nennen beide Spieler; Spieler %1 gewinnt, da Spieler %2 gewürfelt und aufgegeben hat</translation>
    </message>
    <message>
        <source>the result lines name both players; player %1 wins the match by the score</source>
        <translation>Die Ergebniszeilen nennen beide Spieler; nach dem Spielstand gewinnt Spieler %1 das Match</translation>
    </message>
    <message>
        <source>the result lines name both players; player %1 wins as the &quot;Wins&quot; line says</source>
        <translation>Die Ergebniszeilen nennen beide Spieler; Spieler %1 gewinnt, wie die Zeile &quot;Wins&quot; sagt</translation>
    </message>
</context>
<context>
    <name>JellyfishWriter</name>
    <message>
        <source>game %1 is a %2 game; Jellyfish match files hold backgammon</source>
        <extracomment>%1 is a game number, %2 a game&apos;s name in words (Hex, Twixt...)</extracomment>
        <translation>Partie %1 ist eine %2-Partie; Jellyfish-Matchdateien enthalten Backgammon</translation>
    </message>
    <message>
        <source>game %1 (%2) skipped: Jellyfish match files hold standard backgammon only</source>
        <extracomment>%1 is a game number, %2 a game kind as kibitz-cli names it (acey-deucey, tabula)</extracomment>
        <translation>Partie %1 (%2) übersprungen: Jellyfish-Matchdateien enthalten nur Standard-Backgammon</translation>
    </message>
    <message>
        <source>game %1 starts another match; a Jellyfish file holds one match, so it and the games after it are skipped</source>
        <translation>Partie %1 beginnt ein weiteres Match; eine Jellyfish-Datei enthält ein Match, daher werden sie und die folgenden Partien übersprungen</translation>
    </message>
    <message>
        <source>not a backgammon event</source>
        <translation>kein Backgammon-Ereignis</translation>
    </message>
    <message>
        <source>game %1, event %2: %3</source>
        <extracomment>%1 is a game number, %2 an event number, %3 why the event cannot be played</extracomment>
        <translation>Partie %1, Ereignis %2: %3</translation>
    </message>
    <message>
        <source>there is no standard backgammon game to write</source>
        <translation>Es gibt keine Standard-Backgammon-Partie zum Schreiben</translation>
    </message>
    <message>
        <source>game %1 starts from a set-up position, which a Jellyfish match file cannot hold (its games start from the usual position); save it as SGF</source>
        <extracomment>%1 is a game number</extracomment>
        <translation>Partie %1 beginnt mit einer aufgestellten Stellung, die eine Jellyfish-Matchdatei nicht aufnehmen kann (ihre Partien beginnen mit der üblichen Stellung); speichern Sie sie als SGF</translation>
    </message>
</context>
<context>
    <name>JgameReader</name>
    <message>
        <source>unexpected end of file: expected a key or the zero byte ending a key list</source>
        <translation>unerwartetes Dateiende: ein Schlüssel oder das Nullbyte am Ende einer Schlüsselliste erwartet</translation>
    </message>
    <message>
        <source>unexpected end of file inside a key of %1 bytes</source>
        <translation>unerwartetes Dateiende in einem Schlüssel von %1 Bytes</translation>
    </message>
    <message>
        <source>unexpected end of file in the length of &apos;%1&apos;</source>
        <translation>unerwartetes Dateiende in der Länge von &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unexpected end of file: expected the number of child nodes</source>
        <translation>unerwartetes Dateiende: Anzahl der Kindknoten erwartet</translation>
    </message>
    <message>
        <source>child count %1 is out of range</source>
        <translation>Anzahl der Kinder %1 liegt außerhalb des gültigen Bereichs</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a %2-byte integer, found %3 bytes</source>
        <extracomment>%1 is a Jgame key (not translated), %2 and %3 numbers of bytes</extracomment>
        <translation>&apos;%1&apos; muss eine %2-Byte-Ganzzahl sein, gefunden: %3 Bytes</translation>
    </message>
    <message>
        <source>the header has a second &apos;%1&apos;</source>
        <translation>Der Kopf enthält ein zweites &apos;%1&apos;</translation>
    </message>
    <message>
        <source>not a Jgame file: the header has neither &apos;gtv&apos; nor &apos;size&apos;</source>
        <translation>keine Jgame-Datei: Der Kopf enthält weder &apos;gtv&apos; noch &apos;size&apos;</translation>
    </message>
    <message>
        <source>unsupported game tree version %1 (expected 2)</source>
        <translation>nicht unterstützte Spielbaum-Version %1 (erwartet: 2)</translation>
    </message>
    <message>
        <source>unknown game type &apos;%1&apos;</source>
        <translation>unbekannter Spieltyp &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the header names no game type (&apos;type&apos;, &apos;hgtv&apos; or &apos;tgtv&apos;)</source>
        <translation>Der Kopf nennt keinen Spieltyp (&apos;type&apos;, &apos;hgtv&apos; oder &apos;tgtv&apos;)</translation>
    </message>
    <message>
        <source>the header has no board size (&apos;bdsize&apos;)</source>
        <translation>Der Kopf hat keine Brettgröße (&apos;bdsize&apos;)</translation>
    </message>
    <message>
        <source>the header&apos;s &apos;%1&apos; is not a version number; saving writes 1</source>
        <translation>&apos;%1&apos; im Kopf ist keine Versionsnummer; beim Speichern wird 1 geschrieben</translation>
    </message>
    <message>
        <source>the header lacks the required &apos;%1&apos;; saving adds it</source>
        <translation>Dem Kopf fehlt das erforderliche &apos;%1&apos;; beim Speichern wird es ergänzt</translation>
    </message>
    <message>
        <source>the header lacks the required &apos;type&apos;; saving adds it</source>
        <translation>Dem Kopf fehlt das erforderliche &apos;type&apos;; beim Speichern wird es ergänzt</translation>
    </message>
    <message>
        <source>the header&apos;s &apos;%1&apos; contradicts its %2 game; saving leaves it out</source>
        <extracomment>%1 is a Jgame key (hgtv or tgtv), %2 the game: Hex or Twixt</extracomment>
        <translation>&apos;%1&apos; im Kopf widerspricht der %2-Partie; beim Speichern entfällt es</translation>
    </message>
    <message>
        <source>board size %1 is out of range (1 to 256)</source>
        <translation>Brettgröße %1 liegt außerhalb des Bereichs (1 bis 256)</translation>
    </message>
    <message>
        <source>move (%1,%2) lies outside the %3x%3 board</source>
        <extracomment>(%1,%2) are the move&apos;s column and row, %3 the board&apos;s side</extracomment>
        <translation>Zug (%1,%2) liegt außerhalb des Bretts %3x%3</translation>
    </message>
    <message>
        <source>move colour %1 is neither 1 nor 2</source>
        <translation>Zugfarbe %1 ist weder 1 noch 2</translation>
    </message>
    <message>
        <source>a move must be at least 3 bytes, found %1</source>
        <translation>Ein Zug muss mindestens 3 Bytes lang sein, gefunden: %1</translation>
    </message>
    <message>
        <source>a Hex move must be 3 bytes, found %1</source>
        <translation>Ein Hex-Zug muss 3 Bytes lang sein, gefunden: %1</translation>
    </message>
    <message>
        <source>a long Twixt move must be at least 8 bytes, found %1</source>
        <translation>Ein langer Twixt-Zug muss mindestens 8 Bytes lang sein, gefunden: %1</translation>
    </message>
    <message>
        <source>long Twixt move: the link list count is missing</source>
        <translation>langer Twixt-Zug: Die Anzahl der Brückenliste fehlt</translation>
    </message>
    <message>
        <source>long Twixt move: %1 links do not fit in the move&apos;s %2 bytes</source>
        <translation>langer Twixt-Zug: %1 Brücken passen nicht in die %2 Bytes des Zugs</translation>
    </message>
    <message>
        <source>link direction %1 is not 1 to 4</source>
        <translation>Brückenrichtung %1 ist nicht 1 bis 4</translation>
    </message>
    <message>
        <source>link from (%1,%2) in direction %3 leaves the board</source>
        <extracomment>(%1,%2) are a column and row, %3 a Jgame link direction 1 to 4</extracomment>
        <translation>Brücke von (%1,%2) in Richtung %3 verlässt das Brett</translation>
    </message>
    <message>
        <source>long Twixt move: %1 bytes, but its lists account for %2</source>
        <translation>langer Twixt-Zug: %1 Bytes, seine Listen ergeben aber %2</translation>
    </message>
    <message>
        <source>reading was cancelled</source>
        <translation>Das Lesen wurde abgebrochen</translation>
    </message>
    <message>
        <source>the node has two moves</source>
        <translation>Der Knoten hat zwei Züge</translation>
    </message>
    <message>
        <source>a node other than the root has no move (&apos;m&apos;)</source>
        <translation>Ein Knoten außer der Wurzel hat keinen Zug (&apos;m&apos;)</translation>
    </message>
    <message>
        <source>the node has two evaluations</source>
        <translation>Der Knoten hat zwei Bewertungen</translation>
    </message>
    <message>
        <source>&apos;v&apos; must be a 4-byte float, found %1 bytes</source>
        <translation>&apos;v&apos; muss eine 4-Byte-Gleitkommazahl sein, gefunden: %1 Bytes</translation>
    </message>
    <message>
        <source>evaluation %1 is outside -1 to 1</source>
        <translation>Bewertung %1 liegt außerhalb von -1 bis 1</translation>
    </message>
    <message>
        <source>&apos;r&apos; must be a 2-byte integer, found %1 bytes</source>
        <translation>&apos;r&apos; muss eine 2-Byte-Ganzzahl sein, gefunden: %1 Bytes</translation>
    </message>
    <message>
        <source>the node has two &apos;g&apos; marks</source>
        <translation>Der Knoten hat zwei &apos;g&apos;-Markierungen</translation>
    </message>
    <message>
        <source>&apos;g&apos; must be 1 byte, found %1 bytes</source>
        <translation>&apos;g&apos; muss 1 Byte lang sein, gefunden: %1 Bytes</translation>
    </message>
    <message>
        <source>the node has two comments</source>
        <translation>Der Knoten hat zwei Kommentare</translation>
    </message>
    <message>
        <source>%1 unexpected bytes after the end of the game tree</source>
        <translation>%1 unerwartete Bytes nach dem Ende des Spielbaums</translation>
    </message>
    <message>
        <source>the move</source>
        <translation>der Zug</translation>
    </message>
    <message>
        <source>the comment</source>
        <translation>der Kommentar</translation>
    </message>
    <message>
        <source>the evaluation</source>
        <translation>die Bewertung</translation>
    </message>
    <message>
        <source>the main-line mark</source>
        <translation>die Hauptvariantenmarke</translation>
    </message>
    <message>
        <source>a player&apos;s name</source>
        <translation>ein Spielername</translation>
    </message>
    <message>
        <source>the game&apos;s name</source>
        <translation>der Name der Partie</translation>
    </message>
    <message>
        <source>the board size</source>
        <translation>die Brettgröße</translation>
    </message>
    <message>
        <source>the value of &apos;%1&apos;</source>
        <extracomment>%1 is a Jgame key (not translated)</extracomment>
        <translation>der Wert von &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the file ends inside %1: it claims %2 bytes but only %3 remain</source>
        <extracomment>%1 names what the bytes hold (&quot;the move&quot;, &quot;the comment&quot;), %2 and %3 numbers of bytes</extracomment>
        <translation>die Datei endet mitten in %1: %2 Bytes angegeben, es bleiben aber nur %3</translation>
    </message>
</context>
<context>
    <name>JgameWriter</name>
    <message>
        <source>Jgame cannot hold a Twixt turn that places no peg</source>
        <translation>Jgame kann keinen Twixt-Zug aufnehmen, der keinen Stift setzt</translation>
    </message>
    <message>
        <source>Jgame cannot hold a Twixt move that adds links by hand and links automatically</source>
        <translation>Jgame kann keinen Twixt-Zug aufnehmen, der Brücken von Hand und automatisch setzt</translation>
    </message>
    <message>
        <source>a long Twixt move has too many links for Jgame</source>
        <translation>Ein langer Twixt-Zug hat zu viele Brücken für Jgame</translation>
    </message>
    <message>
        <source>Jgame files hold only Hex and Twixt games</source>
        <translation>Jgame-Dateien enthalten nur Hex- und Twixt-Partien</translation>
    </message>
    <message>
        <source>Jgame holds only square boards of 1 to 256 cells a side, not %1x%2</source>
        <translation>Jgame enthält nur quadratische Bretter mit 1 bis 256 Feldern Seitenlänge, nicht %1x%2</translation>
    </message>
    <message>
        <source>the node property &apos;%1&apos; is too long for Jgame</source>
        <translation>Die Knoteneigenschaft &apos;%1&apos; ist zu lang für Jgame</translation>
    </message>
    <message>
        <source>Jgame cannot hold a swap or setup move that has moves after it</source>
        <translation>Jgame kann keinen Tausch- oder Aufstellungszug mit nachfolgenden Zügen aufnehmen</translation>
    </message>
    <message>
        <source>a node has %1 children; Jgame allows at most 65535</source>
        <translation>Ein Knoten hat %1 Kinder; Jgame erlaubt höchstens 65535</translation>
    </message>
    <message>
        <source>Jgame has no place for the %1 header properties %2</source>
        <extracomment>%1 is a format&apos;s name (sgf...), %2 a list of its property identifiers</extracomment>
        <translation>Jgame hat keinen Platz für die %1-Kopfeigenschaften %2</translation>
    </message>
    <message>
        <source>Jgame cannot hold swap, resign, forfeit, pass or setup moves: %1 left out</source>
        <translation>Jgame kann keine Tausch-, Aufgabe-, Verlust-, Pass- oder Aufstellungszüge aufnehmen: %1 weggelassen</translation>
    </message>
    <message>
        <source>Jgame has no swap of sides: %1 left out (the board and the colour to move are unchanged)</source>
        <translation>Jgame kennt keinen Seitentausch: %1 weggelassen (Brett und Farbe am Zug bleiben unverändert)</translation>
    </message>
    <message>
        <source>Jgame has no set-up stones: %1 set-ups written as moves</source>
        <translation>Jgame kennt keine Aufstellungssteine: %1 Aufstellungen als Züge geschrieben</translation>
    </message>
    <message numerus="yes">
        <source>Jgame has no place for %n node property(s) of the %1 file</source>
        <extracomment>%n is a number, %1 a format&apos;s name (sgf...)</extracomment>
        <translation>
            <numerusform>Jgame hat keinen Platz für %n Knoteneigenschaft der %1-Datei</numerusform>
            <numerusform>Jgame hat keinen Platz für %n Knoteneigenschaften der %1-Datei</numerusform>
        </translation>
    </message>
    <message>
        <source>Jgame has no initial position, view area or bookmarks: the nodes&apos; %1 are lost</source>
        <extracomment>%1 lists SGF properties: IP (the position to show first), VW (the part of the board shown), N (names and bookmarks)</extracomment>
        <translation>Jgame kennt keine Anfangsstellung, keinen Sichtbereich und keine Lesezeichen: %1 der Knoten gehen verloren</translation>
    </message>
    <message numerus="yes">
        <source>Jgame has no player to move (SGF PL): %n set-up(s) lose it</source>
        <extracomment>PL is the SGF property that names the player to move after a set-up</extracomment>
        <translation>
            <numerusform>Jgame kennt keinen Spieler am Zug (SGF PL): %n Aufstellung verliert ihn</numerusform>
            <numerusform>Jgame kennt keinen Spieler am Zug (SGF PL): %n Aufstellungen verlieren ihn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Jgame has no place for board marks (labels, shapes, arrows, lines) or move and position marks (!, ?, good for a side, hotspot): %n node(s) lose them</source>
        <extracomment>%n is a number of nodes</extracomment>
        <translation>
            <numerusform>Jgame hat keinen Platz für Brettmarkierungen (Beschriftungen, Formen, Pfeile, Linien) oder Zug- und Stellungsmarkierungen (!, ?, gut für eine Seite, Brennpunkt): %n Knoten verliert sie</numerusform>
            <numerusform>Jgame hat keinen Platz für Brettmarkierungen (Beschriftungen, Formen, Pfeile, Linien) oder Zug- und Stellungsmarkierungen (!, ?, gut für eine Seite, Brennpunkt): %n Knoten verlieren sie</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MatchEquity</name>
    <message>
        <source>match equity table %1: %2</source>
        <translation>Match-Equity-Tabelle %1: %2</translation>
    </message>
    <message>
        <source>line %1: only explicit tables are read</source>
        <translation>Zeile %1: nur ausgeschriebene Tabellen werden gelesen</translation>
    </message>
    <message>
        <source>line %1: not a winning chance</source>
        <translation>Zeile %1: keine Gewinnchance</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>no pre- and post-Crawford tables</source>
        <translation>keine Tabellen vor und nach der Crawford-Partie</translation>
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
    <message>
        <source>--column-offset applies to %1 fields only</source>
        <extracomment>%1 lists the games whose boards can be drawn in columns (&quot;Rokkaku&quot;)</extracomment>
        <translation>--column-offset gilt nur für Felder von %1</translation>
    </message>
</context>
<context>
    <name>RokkakuGameUi</name>
    <message>
        <source>A Rokkaku Conquest game has four teams, so it takes no evaluation of one player against the other. The tournament view shows how the teams stand: the scoreboard under the field, the plot of owned hexels and the Standings tab.</source>
        <translation>Eine Partie Rokkaku Conquest hat vier Teams und daher keine Bewertung eines Spielers gegenüber dem anderen. Wie die Teams stehen, zeigt die Turnieransicht: die Anzeigetafel unter dem Spielfeld, das Diagramm der besetzten Hexel und der Reiter „Tabelle“.</translation>
    </message>
    <message>
        <source>Rokkaku Conquest</source>
        <translation>Rokkaku Conquest</translation>
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
        <source>Team 2:</source>
        <translation>Team 2:</translation>
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
        <source>Teams</source>
        <translation>Teams</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Runden</translation>
    </message>
</context>
<context>
    <name>RokkakuNotation</name>
    <message>
        <source>from %1,%2 to %3</source>
        <translation>von %1,%2 nach %3</translation>
    </message>
    <message>
        <source>team %1&apos;s dog to %2</source>
        <extracomment>%1 a team (1-4 in the game), %2 a hexel &quot;x,y&quot;</extracomment>
        <translation>Hund von Team %1 nach %2</translation>
    </message>
    <message>
        <source>team %1 samurai %2 to %3</source>
        <translation>Team %1, Samurai %2 nach %3</translation>
    </message>
    <message>
        <source>no agent moves</source>
        <translation>kein Agent zieht</translation>
    </message>
    <message numerus="yes">
        <source>%n hexel(s) claimed</source>
        <translation>
            <numerusform>%n Hexel eingenommen</numerusform>
            <numerusform>%n Hexel eingenommen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n syzygy(s)</source>
        <translation>
            <numerusform>%n Syzygie</numerusform>
            <numerusform>%n Syzygien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n siege(s)</source>
        <translation>
            <numerusform>%n Belagerung</numerusform>
            <numerusform>%n Belagerungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n continental occupation(s)</source>
        <translation>
            <numerusform>%n kontinentale Besetzung</numerusform>
            <numerusform>%n kontinentale Besetzungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n agent(s) frozen</source>
        <translation>
            <numerusform>%n Agent eingefroren</numerusform>
            <numerusform>%n Agenten eingefroren</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s dog to %2</source>
        <extracomment>%1 a team&apos;s name, %2 a hexel &quot;x,y&quot;</extracomment>
        <translation>Hund von %1 nach %2</translation>
    </message>
    <message>
        <source>%1 samurai %2 to %3</source>
        <translation>%1, Samurai %2 nach %3</translation>
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
    <message>
        <source>none</source>
        <extracomment>the move text of a turn in which no agent moves</extracomment>
        <translation>keiner</translation>
    </message>
    <message>
        <source>syzygy: no agent stands on %1</source>
        <translation>Syzygie: auf %1 steht kein Agent</translation>
    </message>
</context>
<context>
    <name>RokkakuReader</name>
    <message>
        <source>the log ends where %1 should be</source>
        <extracomment>%1 names a number of the log, as &quot;the field width&quot;</extracomment>
        <translation>Das Protokoll endet, wo %1 stehen sollte</translation>
    </message>
    <message>
        <source>expected %1 (a non-negative integer), found &quot;%2&quot;</source>
        <extracomment>%1 names a number of the log, as &quot;the field width&quot;</extracomment>
        <translation>erwartet: %1 (eine nicht negative ganze Zahl), gefunden: &quot;%2&quot;</translation>
    </message>
    <message>
        <source>%1 is too large (at most %2)</source>
        <extracomment>%1 names a number of the log, as &quot;the field width&quot;</extracomment>
        <translation>zu groß: %1 (höchstens %2)</translation>
    </message>
    <message>
        <source>the number of teams</source>
        <translation>die Anzahl der Teams</translation>
    </message>
    <message>
        <source>the number of teams must be a positive multiple of four, not %1</source>
        <translation>Die Anzahl der Teams muss ein positives Vielfaches von vier sein, nicht %1</translation>
    </message>
    <message>
        <source>the number of teams must be alone on its line; the names follow one per line</source>
        <translation>Die Anzahl der Teams muss allein in ihrer Zeile stehen; die Namen folgen einer pro Zeile</translation>
    </message>
    <message>
        <source>the log ends where the name of team %1 should be</source>
        <translation>Das Protokoll endet, wo der Name von Team %1 stehen sollte</translation>
    </message>
    <message>
        <source>the number of rounds</source>
        <translation>die Anzahl der Runden</translation>
    </message>
    <message>
        <source>a tournament has at least one round</source>
        <translation>Ein Turnier hat mindestens eine Runde</translation>
    </message>
    <message>
        <source>a team number of the game</source>
        <translation>eine Teamnummer der Partie</translation>
    </message>
    <message>
        <source>team %1 does not exist (the teams are 0 to %2)</source>
        <translation>Team %1 gibt es nicht (die Teams sind 0 bis %2)</translation>
    </message>
    <message>
        <source>team %1 is listed twice in this game</source>
        <translation>Team %1 steht zweimal in dieser Partie</translation>
    </message>
    <message>
        <source>the maximum number of turns</source>
        <translation>die Höchstzahl der Züge</translation>
    </message>
    <message>
        <source>the field width</source>
        <translation>die Feldbreite</translation>
    </message>
    <message>
        <source>the field width must be 1 to %1, not %2</source>
        <translation>Die Feldbreite muss zwischen 1 und %1 liegen, nicht %2</translation>
    </message>
    <message>
        <source>the field height</source>
        <translation>die Feldhöhe</translation>
    </message>
    <message>
        <source>the field height must be 1 to %1, not %2</source>
        <translation>Die Feldhöhe muss zwischen 1 und %1 liegen, nicht %2</translation>
    </message>
    <message>
        <source>the number of gates</source>
        <translation>die Anzahl der Tore</translation>
    </message>
    <message>
        <source>a gate&apos;s hexel</source>
        <translation>das Hexel eines Tors</translation>
    </message>
    <message>
        <source>an agent&apos;s starting hexel</source>
        <translation>das Start-Hexel einer Figur</translation>
    </message>
    <message>
        <source>the game&apos;s set-up is too long (%1 gates)</source>
        <translation>Die Aufstellung der Partie ist zu lang (%1 Tore)</translation>
    </message>
    <message>
        <source>0 (the game ends) or 1 (a turn follows)</source>
        <translation>0 (die Partie endet) oder 1 (ein Zug folgt)</translation>
    </message>
    <message>
        <source>a turn follows the game&apos;s maximum of %1 turns</source>
        <translation>Ein Zug folgt auf die Höchstzahl von %1 Zügen der Partie</translation>
    </message>
    <message>
        <source>the number of moves</source>
        <translation>die Anzahl der Bewegungen</translation>
    </message>
    <message>
        <source>a move&apos;s starting hexel</source>
        <translation>das Start-Hexel einer Bewegung</translation>
    </message>
    <message>
        <source>a move&apos;s target hexel</source>
        <translation>das Ziel-Hexel einer Bewegung</translation>
    </message>
    <message>
        <source>the number of syzygies</source>
        <translation>die Anzahl der Syzygien</translation>
    </message>
    <message>
        <source>the number of agents in a syzygy</source>
        <translation>die Anzahl der Figuren einer Syzygie</translation>
    </message>
    <message>
        <source>a syzygy&apos;s hexel</source>
        <translation>ein Hexel einer Syzygie</translation>
    </message>
    <message>
        <source>the number of owner changes</source>
        <translation>die Anzahl der Besitzerwechsel</translation>
    </message>
    <message>
        <source>an owner change&apos;s hexel</source>
        <translation>das Hexel eines Besitzerwechsels</translation>
    </message>
    <message>
        <source>an owner change&apos;s new owner</source>
        <translation>der neue Besitzer eines Besitzerwechsels</translation>
    </message>
    <message>
        <source>the number of frozen agents</source>
        <translation>die Anzahl der eingefrorenen Figuren</translation>
    </message>
    <message>
        <source>a frozen agent&apos;s team</source>
        <translation>das Team einer eingefrorenen Figur</translation>
    </message>
    <message>
        <source>a frozen agent&apos;s number</source>
        <translation>die Nummer einer eingefrorenen Figur</translation>
    </message>
    <message>
        <source>the number of sieges</source>
        <translation>die Anzahl der Belagerungen</translation>
    </message>
    <message>
        <source>the number of hexels of a siege</source>
        <translation>die Anzahl der Hexel einer Belagerung</translation>
    </message>
    <message>
        <source>a siege&apos;s hexel</source>
        <translation>ein Hexel einer Belagerung</translation>
    </message>
    <message>
        <source>the number of continental occupations</source>
        <translation>die Anzahl der kontinentalen Besetzungen</translation>
    </message>
    <message>
        <source>the number of hexels of a continental occupation</source>
        <translation>die Anzahl der Hexel einer kontinentalen Besetzung</translation>
    </message>
    <message>
        <source>a continental occupation&apos;s hexel</source>
        <translation>ein Hexel einer kontinentalen Besetzung</translation>
    </message>
    <message>
        <source>the turn record is too long (%1 bytes encoded, at most %2)</source>
        <translation>Der Zugeintrag ist zu lang (%1 Bytes kodiert, höchstens %2)</translation>
    </message>
    <message>
        <source>a number of the final results</source>
        <translation>eine Zahl der Endergebnisse</translation>
    </message>
    <message>
        <source>the final results hold more than three numbers per team</source>
        <translation>Die Endergebnisse enthalten mehr als drei Zahlen pro Team</translation>
    </message>
    <message>
        <source>the final results hold %1 numbers; expected `team score` (%2) or `rank team score` (%3) for each of the %4 teams</source>
        <translation>Die Endergebnisse enthalten %1 Zahlen; erwartet: `team score` (%2) oder `rank team score` (%3) für jedes der %4 Teams</translation>
    </message>
    <message>
        <source>rank %1 is not 1 to %2</source>
        <translation>Rang %1 liegt nicht zwischen 1 und %2</translation>
    </message>
    <message>
        <source>team %1 is listed twice in the final results</source>
        <translation>Team %1 steht zweimal in den Endergebnissen</translation>
    </message>
    <message>
        <source>reading was cancelled</source>
        <translation>Das Lesen wurde abgebrochen</translation>
    </message>
    <message>
        <source>round %1, game %2</source>
        <extracomment>the name of a game of the tournament, shown in the list of games</extracomment>
        <translation>Runde %1, Partie %2</translation>
    </message>
    <message>
        <source>a siege&apos;s team</source>
        <translation>das Team einer Belagerung</translation>
    </message>
    <message>
        <source>a continental occupation&apos;s team</source>
        <translation>das Team einer Kontinentalbesetzung</translation>
    </message>
</context>
<context>
    <name>RokkakuReferee</name>
    <message>
        <source>the field width must be 2 to %1</source>
        <translation>die Feldbreite muss 2 bis %1 sein</translation>
    </message>
    <message>
        <source>the field height must be 1 to %1</source>
        <translation>die Feldhöhe muss 1 bis %1 sein</translation>
    </message>
    <message>
        <source>hexel %1 is not on the field (rows 0 to %2)</source>
        <translation>Hexel %1 liegt nicht auf dem Feld (Zeilen 0 bis %2)</translation>
    </message>
    <message>
        <source>hexel %1 is not on the field (row %2 holds hexels 0 to %3)</source>
        <translation>Hexel %1 liegt nicht auf dem Feld (Zeile %2 hat die Hexel 0 bis %3)</translation>
    </message>
    <message>
        <source>gate: %1</source>
        <translation>Tor: %1</translation>
    </message>
    <message>
        <source>gate %1 has no partner: gates join (x,0) to (x,%2) and (0,y) to (%3,y) on odd rows</source>
        <translation>Tor %1 hat kein Gegenstück: Tore verbinden (x,0) mit (x,%2) und (0,y) mit (%3,y) in ungeraden Zeilen</translation>
    </message>
    <message>
        <source>start of %1: %2</source>
        <translation>Start von %1: %2</translation>
    </message>
    <message>
        <source>%1 starts on %2, where %3 stands</source>
        <translation>%1 beginnt auf %2, wo %3 steht</translation>
    </message>
    <message>
        <source>the game ended with the previous turn&apos;s continental occupation; no turn follows</source>
        <translation>das Spiel endete mit der Kontinentalbesetzung des vorigen Zugs; es folgt kein Zug</translation>
    </message>
    <message>
        <source>move from %1, where no agent stands</source>
        <translation>Zug von %1, wo kein Agent steht</translation>
    </message>
    <message>
        <source>the moves are listed in agent order, but %1 moves after %2</source>
        <translation>die Züge stehen in der Reihenfolge der Agenten, aber %1 zieht nach %2</translation>
    </message>
    <message>
        <source>%1 moves from %2 but was frozen after the previous turn</source>
        <translation>%1 zieht von %2, war aber nach dem vorigen Zug eingefroren</translation>
    </message>
    <message>
        <source>%1 moves from %2 to %3, which is not one step away</source>
        <translation>%1 zieht von %2 nach %3, das nicht einen Schritt entfernt ist</translation>
    </message>
    <message>
        <source>%1 moves to %2, where %3 stands when the turn begins</source>
        <translation>%1 zieht nach %2, wo zu Beginn des Zugs %3 steht</translation>
    </message>
    <message>
        <source>%1 moves to %2, next to %3: a samurai may not approach another team&apos;s dog</source>
        <translation>%1 zieht nach %2, neben %3: ein Samurai darf sich dem Hund eines anderen Teams nicht nähern</translation>
    </message>
    <message>
        <source>two agents move to %1: the runtime freezes both</source>
        <translation>zwei Agenten ziehen nach %1: die Laufzeitumgebung friert beide ein</translation>
    </message>
    <message>
        <source>frozen agent of team %1, which is not in the game (0-3)</source>
        <translation>eingefrorener Agent von Team %1, das nicht im Spiel ist (0-3)</translation>
    </message>
    <message>
        <source>frozen agent %1: agents are 0 (the dog) to 3</source>
        <translation>eingefrorener Agent %1: Agenten sind 0 (der Hund) bis 3</translation>
    </message>
    <message>
        <source>%1 is listed twice as frozen</source>
        <translation>%1 ist zweimal als eingefroren aufgeführt</translation>
    </message>
    <message>
        <source>%1 moved in this turn and cannot be frozen by it</source>
        <translation>%1 hat in diesem Zug gezogen und kann durch ihn nicht eingefroren werden</translation>
    </message>
    <message>
        <source>no syzygy can happen in this turn (none before turn %1 of the game, and none for %2 turns after one)</source>
        <translation>in diesem Zug kann keine Syzygie geschehen (keine vor Zug %1 des Spiels und keine %2 Züge nach einer)</translation>
    </message>
    <message>
        <source>%1 syzygies; the agents&apos; places make %2</source>
        <translation>%1 Syzygien; die Plätze der Agenten ergeben %2</translation>
    </message>
    <message>
        <source>syzygy %1: the agents&apos; places make %2</source>
        <translation>Syzygie %1: die Plätze der Agenten ergeben %2</translation>
    </message>
    <message>
        <source>syzygy %1: the runtime lists each row&apos;s hexels together, in column order</source>
        <translation>Syzygie %1: die Laufzeitumgebung listet die Hexel jeder Zeile zusammen, nach Spalten geordnet</translation>
    </message>
    <message>
        <source>%1 %2; the rules make %3</source>
        <translation>%1 %2; die Regeln ergeben %3</translation>
    </message>
    <message>
        <source>%1 %2 (team %3, %4 hexels): the rules make team %5 take %6</source>
        <translation>%1 %2 (Team %3, %4 Hexel): nach den Regeln nimmt Team %5 %6</translation>
    </message>
    <message>
        <source>%1 %2: the runtime lists each row&apos;s hexels together, in column order</source>
        <translation>%1 %2: die Laufzeitumgebung listet die Hexel jeder Zeile zusammen, nach Spalten geordnet</translation>
    </message>
    <message>
        <source>%1 %2 comes after a larger territory&apos;s: the runtime lists them by territory size</source>
        <translation>%1 %2 folgt der eines größeren Gebiets: die Laufzeitumgebung ordnet sie nach Gebietsgröße</translation>
    </message>
    <message>
        <source>sieges</source>
        <translation>Belagerungen</translation>
    </message>
    <message>
        <source>siege</source>
        <translation>Belagerung</translation>
    </message>
    <message>
        <source>owner change %1 to team %2: the rules make %3 go to team %4 here</source>
        <translation>Besitzwechsel von %1 an Team %2: nach den Regeln geht hier %3 an Team %4</translation>
    </message>
    <message>
        <source>%1 owner changes; the rules make %2</source>
        <translation>%1 Besitzwechsel; die Regeln ergeben %2</translation>
    </message>
    <message>
        <source>continental occupations</source>
        <translation>Kontinentalbesetzungen</translation>
    </message>
    <message>
        <source>continental occupation</source>
        <translation>Kontinentalbesetzung</translation>
    </message>
</context>
<context>
    <name>RokkakuTimeline</name>
    <message>
        <source>Team %1</source>
        <translation>Team %1</translation>
    </message>
</context>
<context>
    <name>RokkakuWriter</name>
    <message>
        <source>a Rokkaku log holds a tournament; this file holds games without one</source>
        <translation>Ein Rokkaku-Protokoll enthält ein Turnier; diese Datei enthält Partien ohne Turnier</translation>
    </message>
    <message>
        <source>a Rokkaku tournament has a positive multiple of four teams, not %1</source>
        <translation>Ein Rokkaku-Turnier hat ein positives Vielfaches von vier Teams, nicht %1</translation>
    </message>
    <message>
        <source>the team name &quot;%1&quot; cannot be a line of a Rokkaku log</source>
        <translation>Der Teamname &quot;%1&quot; kann keine Zeile eines Rokkaku-Protokolls sein</translation>
    </message>
    <message>
        <source>%1 rounds of %2 teams are %3 games; there are %4</source>
        <extracomment>%1 rounds, %2 teams, %3 games expected, %4 games in the file</extracomment>
        <translation>%1 Runden mit %2 Teams sind %3 Partien; vorhanden sind %4</translation>
    </message>
    <message>
        <source>game %1 is not a Rokkaku Conquest game</source>
        <translation>Partie %1 ist keine Rokkaku-Conquest-Partie</translation>
    </message>
    <message>
        <source>game %1 names team %2; the tournament has %3</source>
        <translation>Partie %1 nennt Team %2; das Turnier hat %3</translation>
    </message>
    <message>
        <source>game %1 holds a turn that is not a Rokkaku turn</source>
        <translation>Partie %1 enthält einen Zug, der kein Rokkaku-Zug ist</translation>
    </message>
    <message>
        <source>a Rokkaku log holds the main line only; variations are not written</source>
        <translation>Ein Rokkaku-Protokoll enthält nur die Hauptlinie; Varianten werden nicht geschrieben</translation>
    </message>
    <message>
        <source>a Rokkaku log cannot hold comments or evaluations; they are not written</source>
        <translation>Ein Rokkaku-Protokoll kann keine Kommentare oder Bewertungen aufnehmen; sie werden nicht geschrieben</translation>
    </message>
</context>
<context>
    <name>SgfBackgammon</name>
    <message>
        <source>a node holds one move</source>
        <translation>Ein Knoten enthält einen Zug</translation>
    </message>
    <message>
        <source>a backgammon move has one value</source>
        <translation>Ein Backgammon-Zug hat einen Wert</translation>
    </message>
    <message>
        <source>%1: MI[%2] is not tag:value; ignored</source>
        <extracomment>%1 is the place in the file (line:column); %2 the value (not translated: MI is an SGF property)</extracomment>
        <translation>%1: MI[%2] ist nicht tag:value; ignoriert</translation>
    </message>
    <message>
        <source>%1: unknown match information MI[%2]; ignored</source>
        <extracomment>%1 is the place in the file (line:column); %2 the value</extracomment>
        <translation>%1: unbekannte Match-Information MI[%2]; ignoriert</translation>
    </message>
    <message>
        <source>MI[%1]: expected a number from 0 to %2</source>
        <translation>MI[%1]: Zahl von 0 bis %2 erwartet</translation>
    </message>
    <message>
        <source>the root node holds the game information; the moves start in the node after it</source>
        <translation>Der Wurzelknoten enthält die Partieinformation; die Züge beginnen im Knoten danach</translation>
    </message>
    <message>
        <source>%1: RE[%2] is not a backgammon result (W+n or B+n); kept as it is</source>
        <extracomment>%1 is the place in the file (line:column); %2 the value (RE is an SGF property, W+n and B+n its values)</extracomment>
        <translation>%1: RE[%2] ist kein Backgammon-Ergebnis (W+n oder B+n); unverändert behalten</translation>
    </message>
    <message>
        <source>%1: RU[%2] is not a rule Kibitz plays by; backgammon with the Crawford rule is assumed</source>
        <extracomment>%1 is the place in the file (line:column); %2 the value</extracomment>
        <translation>%1: RU[%2] ist keine Regel, die Kibitz kennt; Backgammon mit Crawford-Regel wird angenommen</translation>
    </message>
    <message>
        <source>TS[%1]: expected the game&apos;s start in seconds since 1970</source>
        <translation>TS[%1]: Beginn der Partie in Sekunden seit 1970 erwartet</translation>
    </message>
    <message>
        <source>MI: a score of %1-%2 has already won a %3-point match</source>
        <extracomment>%1-%2 is the score, %3 the match length</extracomment>
        <translation>MI: Ein Stand von %1-%2 hat ein Match auf %3 Punkte schon gewonnen</translation>
    </message>
    <message>
        <source>more than three dice</source>
        <translation>mehr als drei Würfel</translation>
    </message>
    <message>
        <source>a die shows 1 to 6, not %1</source>
        <translation>Ein Würfel zeigt 1 bis 6, nicht %1</translation>
    </message>
    <message>
        <source>expected a roll: two dice (&quot;53&quot;) and the checker moves as point letters, or double, take, drop, resign</source>
        <translation>Wurf erwartet: zwei Würfel (&quot;53&quot;) und die Steinzüge als Feldbuchstaben, oder double, take, drop, resign</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a point: a to x are points 1 to 24 from White&apos;s side, y the bar, z off the board</source>
        <translation>&apos;%1&apos; ist kein Feld: a bis x sind die Felder 1 bis 24 von Weiß aus, y die Bar, z außerhalb des Bretts</translation>
    </message>
    <message>
        <source>the move from &apos;%1&apos; has no destination</source>
        <translation>Der Zug von &apos;%1&apos; hat kein Ziel</translation>
    </message>
    <message>
        <source>a checker cannot move to the bar (y)</source>
        <translation>Ein Stein kann nicht auf die Bar ziehen (y)</translation>
    </message>
    <message>
        <source>a move must go somewhere (%1%1)</source>
        <extracomment>%1 is an SGF point letter</extracomment>
        <translation>Ein Zug muss irgendwohin führen (%1%1)</translation>
    </message>
    <message>
        <source>more than 255 checker moves in one roll</source>
        <translation>mehr als 255 Steinzüge in einem Wurf</translation>
    </message>
    <message>
        <source>%1: %2 in a node without a move after the root was left out</source>
        <extracomment>%1 is the place in the file (line:column); %2 an SGF property identifier</extracomment>
        <translation>%1: %2 in einem Knoten ohne Zug nach der Wurzel wurde weggelassen</translation>
    </message>
    <message>
        <source>a double is answered by take or drop of the other player</source>
        <translation>Eine Doppelung wird mit take oder drop des anderen Spielers beantwortet</translation>
    </message>
    <message>
        <source>the player who doubled cannot answer the double</source>
        <translation>Wer doppelt, kann die Doppelung nicht beantworten</translation>
    </message>
    <message>
        <source>a redouble as the answer (a beaver) cannot be held: bgammon has no beavers</source>
        <translation>Eine Rückdoppelung als Antwort (ein Beaver) lässt sich nicht aufnehmen: bgammon kennt keine Beaver</translation>
    </message>
    <message>
        <source>the cube cannot go above %1</source>
        <translation>Der Dopplerwürfel kann nicht über %1 steigen</translation>
    </message>
    <message>
        <source>%1 answers a double, but the node before is no double</source>
        <extracomment>%1 is take or drop (SGF values, not translated)</extracomment>
        <translation>%1 beantwortet eine Doppelung, aber der Knoten davor ist keine Doppelung</translation>
    </message>
    <message>
        <source>%1: a double without a take or drop was left out (the model holds a double with its answer)</source>
        <extracomment>%1 is the place in the file (line:column)</extracomment>
        <translation>%1: Eine Doppelung ohne take oder drop wurde weggelassen (das Modell speichert eine Doppelung mit ihrer Antwort)</translation>
    </message>
    <message>
        <source>%4: RE: %1 points is not a multiple of the cube (%2) at the end of the game; the game is recorded as worth %3 before the cube</source>
        <extracomment>%4 is the place in the file (line:column); %1 the result&apos;s points, %2 the cube value, %3 the points before the cube</extracomment>
        <translation>%4: RE: %1 Punkte sind kein Vielfaches des Dopplerwürfels (%2) am Ende der Partie; die Partie wird mit %3 vor dem Dopplerwürfel verzeichnet</translation>
    </message>
    <message>
        <source>game %1 holds a move that is not a backgammon event</source>
        <translation>Partie %1 enthält einen Zug, der kein Backgammon-Ereignis ist</translation>
    </message>
    <message>
        <source>SGF has no place for the .mat header comments %1; they are dropped</source>
        <extracomment>%1 lists keys of a Jellyfish .mat file&apos;s header, as &quot;Site, Round&quot;</extracomment>
        <translation>SGF hat keinen Platz für die .mat-Kopfkommentare %1; sie entfallen</translation>
    </message>
    <message>
        <source>%1[%2]: expected a point a..x or the bar y, or a range of them</source>
        <extracomment>%1 is an SGF property identifier, %2 its value</extracomment>
        <translation>%1[%2]: erwartet wird ein Punkt a..x oder die Bar y oder ein Bereich davon</translation>
    </message>
    <message>
        <source>%1[%2]: the other player&apos;s checkers are on that point</source>
        <translation>%1[%2]: Auf diesem Punkt stehen die Steine des anderen Spielers</translation>
    </message>
    <message>
        <source>%1[%2]: more than 15 checkers</source>
        <translation>%1[%2]: mehr als 15 Steine</translation>
    </message>
    <message>
        <source>CV[%1]: expected the cube&apos;s value</source>
        <translation>CV[%1]: erwartet wird der Wert des Dopplers</translation>
    </message>
    <message>
        <source>%1[%2]: expected W or B</source>
        <extracomment>%1 is an SGF property identifier, %2 its value; W and B are SGF values, not translated</extracomment>
        <translation>%1[%2]: erwartet wird W oder B</translation>
    </message>
    <message>
        <source>DI[%1]: expected two dice, as 52</source>
        <translation>DI[%1]: erwartet werden zwei Würfel, etwa 52</translation>
    </message>
    <message>
        <source>%1: a set-up after the first move cannot be held; Kibitz sets up backgammon positions only at the start of a game</source>
        <extracomment>%1 is an SGF property identifier</extracomment>
        <translation>%1: Eine Aufstellung nach dem ersten Zug kann nicht gehalten werden; Kibitz stellt Backgammon-Stellungen nur am Anfang einer Partie auf</translation>
    </message>
    <message>
        <source>set-up positions are held for backgammon only</source>
        <translation>aufgestellte Stellungen werden nur für Backgammon gehalten</translation>
    </message>
    <message>
        <source>the set-up is no position: %1</source>
        <extracomment>%1 says what is wrong with the position</extracomment>
        <translation>die Aufstellung ist keine Stellung: %1</translation>
    </message>
</context>
<context>
    <name>SgfGameReader</name>
    <message>
        <source>GM[%1]: only Hex (GM[11]), Twixt (GM[21]) and backgammon (GM[6]) games can be read</source>
        <translation>GM[%1]: Nur Hex- (GM[11]), Twixt- (GM[21]) und Backgammon-Partien (GM[6]) können gelesen werden</translation>
    </message>
    <message>
        <source>SZ[%1]: a board has %2 to %3 columns and rows</source>
        <translation>SZ[%1]: Ein Brett hat %2 bis %3 Spalten und Zeilen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a point</source>
        <translation>&apos;%1&apos; ist kein Punkt</translation>
    </message>
    <message>
        <source>%1 is outside the %2x%3 board</source>
        <extracomment>%1 is a point as the file writes it, %2x%3 the board&apos;s columns and rows</extracomment>
        <translation>%1 liegt außerhalb des Bretts %2x%3</translation>
    </message>
    <message>
        <source>a Hex move has one value</source>
        <translation>Ein Hex-Zug hat einen Wert</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a link centre</source>
        <translation>&apos;%1&apos; ist keine Brückenmitte</translation>
    </message>
    <message>
        <source>the link centre %1 is outside the %2x%3 board</source>
        <extracomment>%1 is a point as the file writes it, %2x%3 the board&apos;s columns and rows</extracomment>
        <translation>Die Brückenmitte %1 liegt außerhalb des Bretts %2x%3</translation>
    </message>
    <message>
        <source>a Twixt move places at most one peg, and last</source>
        <translation>Ein Twixt-Zug setzt höchstens einen Stift, und zwar zuletzt</translation>
    </message>
    <message>
        <source>the peg of a long move comes after its link changes</source>
        <translation>Der Stift eines langen Zugs kommt nach seinen Brückenänderungen</translation>
    </message>
    <message>
        <source>more than 13000 set-up stones in one node</source>
        <translation>mehr als 13000 Aufstellungssteine in einem Knoten</translation>
    </message>
    <message>
        <source>a node cannot hold both a move and set-up stones</source>
        <translation>Ein Knoten kann nicht zugleich einen Zug und Aufstellungssteine enthalten</translation>
    </message>
    <message>
        <source>%1[] in a Little Golem Twixt record, whose moves are b[] and r[] (a GM[21] record uses B[] and W[])</source>
        <extracomment>%1 is an SGF property identifier (B or W)</extracomment>
        <translation>%1[] in einer Little-Golem-Twixt-Aufzeichnung, deren Züge b[] und r[] sind (eine GM[21]-Aufzeichnung verwendet B[] und W[])</translation>
    </message>
    <message>
        <source>a node holds one move</source>
        <translation>Ein Knoten enthält einen Zug</translation>
    </message>
    <message>
        <source>the file holds no game tree</source>
        <translation>Die Datei enthält keinen Spielbaum</translation>
    </message>
    <message>
        <source>game %1: %2</source>
        <extracomment>%1 is the number of the game in the file, %2 the error</extracomment>
        <translation>Partie %1: %2</translation>
    </message>
    <message>
        <source>%1:%2: a point is set up again in the same node; the last set-up counts</source>
        <extracomment>%1:%2 is the place in the file (line:column)</extracomment>
        <translation>%1:%2: ein Punkt wird im selben Knoten erneut aufgestellt; die letzte Aufstellung gilt</translation>
    </message>
    <message>
        <source>%1:%2: %3 is given again in the same node; the first %3 counts, and saving drops this one</source>
        <extracomment>%1:%2 is the place in the file (line:column); %3 an SGF property such as PB</extracomment>
        <translation>%1:%2: %3 steht im selben Knoten noch einmal; das erste %3 gilt, beim Speichern entfällt dieses</translation>
    </message>
    <message>
        <source>%1:%2: unknown rule set RU[%3]; standard rules are used</source>
        <extracomment>%1:%2 is the place in the file (line:column); %3 the value of the SGF property RU</extracomment>
        <translation>%1:%2: unbekannter Regelsatz RU[%3]; die Standardregeln gelten</translation>
    </message>
    <message>
        <source>a long move without a peg: a Twixt turn ends by placing a peg (only a puzzle&apos;s set-up before its IP may leave it out)</source>
        <translation>ein langer Zug ohne Stift: ein Twixt-Zug endet mit dem Setzen eines Stifts (nur der Aufbau eines Rätsels vor seinem IP darf ihn auslassen)</translation>
    </message>
    <message>
        <source>a swap in a handicap game (HA): Twixt allows no swap there</source>
        <translation>ein Tausch in einer Vorgabepartie (HA): Twixt erlaubt dort keinen Tausch</translation>
    </message>
    <message>
        <source>a link removal after a link addition: a long move lists its removals, then its additions, then its peg</source>
        <translation>ein Entfernen einer Brücke nach einem Hinzufügen: ein langer Zug nennt erst die Entfernungen, dann die Hinzufügungen, dann den Stift</translation>
    </message>
    <message>
        <source>a second IP: a game has one initial position at most (the first is at %1:%2)</source>
        <extracomment>%1:%2 is the place in the file (line:column) of the first IP</extracomment>
        <translation>ein zweites IP: eine Partie hat höchstens eine Anfangsstellung (die erste steht bei %1:%2)</translation>
    </message>
    <message>
        <source>%1:%2: %3[]</source>
        <extracomment>%1:%2 is the place in the file (line:column); %3 an SGF property such as PB</extracomment>
        <translation>%1:%2: %3[]</translation>
    </message>
    <message>
        <source>%1 holds a NUL byte, which names cannot show: it is left out</source>
        <translation>%1 enthält ein NUL-Byte, das Namen nicht darstellen können: Es wird weggelassen</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 and the game declares no charset (CA): read as Latin-1 (ISO-8859-1)</source>
        <translation>%1 ist kein UTF-8 und die Partie gibt keinen Zeichensatz an (CA): als Latin-1 (ISO-8859-1) gelesen</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 as CA declares: the bytes that are not are shown as replacement characters</source>
        <translation>%1 ist kein UTF-8, wie CA es angibt: Die Bytes, die es nicht sind, werden als Ersatzzeichen angezeigt</translation>
    </message>
    <message>
        <source>%1:%2: CA[%3]: no decoder here knows this charset; the texts are read as UTF-8, or as Latin-1 where they are not UTF-8</source>
        <extracomment>%1:%2 is the place in the file (line:column); %3 the charset named by the SGF property CA</extracomment>
        <translation>%1:%2: CA[%3]: kein Decoder hier kennt diesen Zeichensatz; die Texte werden als UTF-8 gelesen, oder als Latin-1, wo sie kein UTF-8 sind</translation>
    </message>
    <message>
        <source>1:1: the file is in UTF-16 (%1), not in bytes as FF[4] has it: read as text</source>
        <extracomment>%1 is &quot;little-endian&quot; or &quot;big-endian&quot;</extracomment>
        <translation>1:1: die Datei ist in UTF-16 (%1), nicht in Bytes, wie FF[4] es vorsieht: als Text gelesen</translation>
    </message>
    <message>
        <source>little-endian</source>
        <translation>Little-Endian</translation>
    </message>
    <message>
        <source>big-endian</source>
        <translation>Big-Endian</translation>
    </message>
    <message>
        <source>%1:%2: %3 is kept as it is, not shown as a mark: %4</source>
        <extracomment>%1:%2 is the place in the file (line:column), %3 an SGF property identifier (LB, TR...), %4 what is wrong</extracomment>
        <translation>%1:%2: %3 bleibt unverändert erhalten und wird nicht als Markierung angezeigt: %4</translation>
    </message>
</context>
<context>
    <name>SgfGameWriter</name>
    <message>
        <source>SGF has no place for the Jgame header keys %1</source>
        <translation>SGF hat keinen Platz für die Jgame-Kopfschlüssel %1</translation>
    </message>
    <message>
        <source>SGF is written for Hex and Twixt games only, not %1</source>
        <extracomment>%1 is a game kind as kibitz-cli names it (backgammon, rokkaku...)</extracomment>
        <translation>SGF wird nur für Hex- und Twixt-Partien geschrieben, nicht für %1</translation>
    </message>
    <message>
        <source>games %1 are written as GM[6] with their variant in RU[]; Kibitz reads them back, GNU Backgammon has no such variants and would read them as backgammon</source>
        <extracomment>%1 lists games as &quot;2 (acey-deucey), 3 (tabula)&quot;; GM[6] and RU[] are SGF properties</extracomment>
        <translation>Die Partien %1 werden als GM[6] mit ihrer Variante in RU[] geschrieben; Kibitz liest sie wieder ein, GNU Backgammon kennt diese Varianten nicht und würde sie als Backgammon lesen</translation>
    </message>
    <message numerus="yes">
        <source>SGF has no place for %n node property(s) of the %1 file</source>
        <extracomment>%n is a number, %1 a format&apos;s name (jgame, rokkaku-log...)</extracomment>
        <translation>
            <numerusform>SGF hat keinen Platz für %n Knoteneigenschaft der %1-Datei</numerusform>
            <numerusform>SGF hat keinen Platz für %n Knoteneigenschaften der %1-Datei</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Jgame long move(s) leave out links that SGF&apos;s notation makes automatically; in SGF the new peg gets them</source>
        <translation>
            <numerusform>%n langer Jgame-Zug lässt Brücken weg, die die SGF-Notation automatisch setzt; in SGF erhält der neue Stift sie</numerusform>
            <numerusform>%n lange Jgame-Züge lassen Brücken weg, die die SGF-Notation automatisch setzt; in SGF erhält der neue Stift sie</numerusform>
        </translation>
    </message>
    <message>
        <source>Kibitz reads Little Golem&apos;s Hex dialect but does not write it</source>
        <translation>Kibitz liest den Hex-Dialekt von Little Golem, schreibt ihn aber nicht</translation>
    </message>
    <message>
        <source>its rules are no longer paper and pencil</source>
        <translation>ihre Regeln sind nicht mehr die von Papier und Bleistift</translation>
    </message>
    <message>
        <source>its board is wider than Little Golem&apos;s points can name</source>
        <translation>ihr Brett ist breiter, als die Punkte von Little Golem benennen können</translation>
    </message>
    <message>
        <source>it holds set-up pegs</source>
        <translation>sie enthält Aufstellungsstifte</translation>
    </message>
    <message>
        <source>its move %1 adds or removes links by hand</source>
        <extracomment>%1 is a Twixt move (&quot;K4&quot;)</extracomment>
        <translation>ihr Zug %1 fügt Brücken von Hand hinzu oder entfernt sie</translation>
    </message>
    <message numerus="yes">
        <source>%n Little Golem record(s) will be written as standard SGF (with GM, the standard&apos;s points and moves, and PB and PW as the standard names the players), not in Little Golem&apos;s dialect: %1</source>
        <extracomment>%1 says why (&quot;its rules are no longer paper and pencil&quot;)</extracomment>
        <translation>
            <numerusform>%n Little-Golem-Aufzeichnung wird als Standard-SGF geschrieben (mit GM, den Punkten und Zügen des Standards und PB und PW als den Namen, die der Standard den Spielern gibt), nicht im Dialekt von Little Golem: %1</numerusform>
            <numerusform>%n Little-Golem-Aufzeichnungen werden als Standard-SGF geschrieben (mit GM, den Punkten und Zügen des Standards und PB und PW als den Namen, die der Standard den Spielern gibt), nicht im Dialekt von Little Golem: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SgfMarkup</name>
    <message>
        <source>&apos;%1&apos; is not a point of the board</source>
        <extracomment>%1 is a value of the file</extracomment>
        <translation>&apos;%1&apos; ist kein Punkt des Bretts</translation>
    </message>
    <message>
        <source>an empty list of points</source>
        <translation>eine leere Liste von Punkten</translation>
    </message>
    <message>
        <source>a second mark of the move</source>
        <translation>eine zweite Markierung des Zugs</translation>
    </message>
    <message>
        <source>the value is not 1 or 2</source>
        <translation>der Wert ist nicht 1 oder 2</translation>
    </message>
    <message>
        <source>the value is not empty</source>
        <translation>der Wert ist nicht leer</translation>
    </message>
    <message>
        <source>a second hotspot</source>
        <translation>ein zweiter Brennpunkt</translation>
    </message>
    <message>
        <source>a second mark of the position</source>
        <translation>eine zweite Markierung der Stellung</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a point and a text</source>
        <translation>&apos;%1&apos; ist kein Punkt mit Text</translation>
    </message>
    <message>
        <source>a label without text</source>
        <translation>eine Beschriftung ohne Text</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not two points</source>
        <translation>&apos;%1&apos; sind nicht zwei Punkte</translation>
    </message>
    <message>
        <source>&apos;%1&apos; goes from a point to itself</source>
        <translation>&apos;%1&apos; führt von einem Punkt zu sich selbst</translation>
    </message>
    <message>
        <source>not a mark</source>
        <translation>keine Markierung</translation>
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
    <message>
        <source>byte 0x%1</source>
        <extracomment>a byte that is not a printable character, as in &quot;unexpected byte 0x1b in a game tree&quot;</extracomment>
        <translation>Byte 0x%1</translation>
    </message>
    <message>
        <source>unescaped &apos;]&apos; inside a value: read as part of it (Little Golem writes names so)</source>
        <translation>nicht maskiertes &apos;]&apos; in einem Wert: als Teil davon gelesen (Little Golem schreibt Namen so)</translation>
    </message>
</context>
<context>
    <name>T1Reader</name>
    <message>
        <source>the file is empty</source>
        <translation>Die Datei ist leer</translation>
    </message>
    <message>
        <source>the file ends after line %1, in the header: a T1 file starts with 13 header lines</source>
        <extracomment>%1 is a number of lines</extracomment>
        <translation>Die Datei endet nach Zeile %1, mitten im Kopf: Eine T1-Datei beginnt mit 13 Kopfzeilen</translation>
    </message>
    <message>
        <source>file-format version &quot;%1&quot; is not known (1 is)</source>
        <translation>Dateiformat-Version &quot;%1&quot; ist unbekannt (bekannt ist 1)</translation>
    </message>
    <message>
        <source>the y-size (rows) must be a number from %1 to %2, not &quot;%3&quot;</source>
        <translation>Die y-Größe (Zeilen) muss eine Zahl von %1 bis %2 sein, nicht &quot;%3&quot;</translation>
    </message>
    <message>
        <source>the x-size (columns) must be a number from %1 to %2, not &quot;%3&quot;</source>
        <translation>Die x-Größe (Spalten) muss eine Zahl von %1 bis %2 sein, nicht &quot;%3&quot;</translation>
    </message>
    <message>
        <source>expected H (human) or C (computer), found &quot;%1&quot;</source>
        <translation>H (Mensch) oder C (Computer) erwartet, gefunden: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the starting player is 1 or 2, not &quot;%1&quot;</source>
        <translation>Der beginnende Spieler ist 1 oder 2, nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the direction of letters is V or H, not &quot;%1&quot;</source>
        <translation>Die Richtung der Buchstaben ist V oder H, nicht &quot;%1&quot;</translation>
    </message>
    <message>
        <source>expected Y or N, found &quot;%1&quot;</source>
        <translation>Y oder N erwartet, gefunden: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>reading was cancelled</source>
        <translation>Das Lesen wurde abgebrochen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a move: a T1 move is a hole such as I9, swap or resign</source>
        <translation>&quot;%1&quot; ist kein Zug: Ein T1-Zug ist ein Loch wie I9, swap oder resign</translation>
    </message>
    <message>
        <source>%1 is outside the %2x%3 board</source>
        <extracomment>%1 is a hole as the file writes it, %2x%3 the board&apos;s columns and rows</extracomment>
        <translation>%1 liegt außerhalb des Bretts %2x%3</translation>
    </message>
    <message>
        <source>the direction of letters is H, which no known program writes; the moves are read as with V (letters name the columns), as T1j reads them</source>
        <translation>Die Richtung der Buchstaben ist H, was kein bekanntes Programm schreibt; die Züge werden wie bei V gelesen (Buchstaben benennen die Spalten), so wie T1j sie liest</translation>
    </message>
</context>
<context>
    <name>TwixtNotation</name>
    <message>
        <source>%1 (long move, the usual links)</source>
        <translation>%1 (langer Zug, die üblichen Brücken)</translation>
    </message>
    <message>
        <source>(links unchanged)</source>
        <translation>(Brücken unverändert)</translation>
    </message>
    <message>
        <source>%1 (no links)</source>
        <translation>%1 (keine Brücken)</translation>
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
    <name>UserPrompts</name>
    <message>
        <source>Save As</source>
        <translation>Speichern unter</translation>
    </message>
    <message>
        <source>%1 cannot hold everything in this file:</source>
        <translation>%1 kann nicht alles aus dieser Datei aufnehmen:</translation>
    </message>
    <message>
        <source>Save anyway? The tab will then show what the file holds.</source>
        <translation>Trotzdem speichern? Der Tab zeigt danach, was die Datei enthält.</translation>
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
        <source>File Changed on Disk</source>
        <translation>Datei auf der Festplatte geändert</translation>
    </message>
    <message>
        <source>%1 was changed by another program. Reload it?</source>
        <translation>%1 wurde von einem anderen Programm geändert. Neu laden?</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
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
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Cannot open %1:
%2</source>
        <translation>%1 kann nicht geöffnet werden:
%2</translation>
    </message>
    <message numerus="yes">
        <source>The %n game(s) before the damage read whole. Open them? The tab will say that it holds a partial read.</source>
        <translation>
            <numerusform>Die %n Partie vor der Beschädigung wurde vollständig gelesen. Sie öffnen? Der Tab wird angeben, dass er eine Datei nur teilweise gelesen enthält.</numerusform>
            <numerusform>Die %n Partien vor der Beschädigung wurden vollständig gelesen. Sie öffnen? Der Tab wird angeben, dass er eine Datei nur teilweise gelesen enthält.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Open %n Game(s)</source>
        <translation>
            <numerusform>%n Partie öffnen</numerusform>
            <numerusform>%n Partien öffnen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This tab holds the %n game(s) that read of %1, which holds more.</source>
        <translation>
            <numerusform>Dieser Tab enthält die %n gelesene Partie aus %1, die mehr enthält.</numerusform>
            <numerusform>Dieser Tab enthält die %n gelesenen Partien aus %1, die mehr enthält.</numerusform>
        </translation>
    </message>
    <message>
        <source>Overwrite it with them? The rest of the file would be lost; Save As keeps it.</source>
        <translation>Die Datei damit überschreiben? Der Rest der Datei ginge verloren; „Speichern unter“ behält ihn.</translation>
    </message>
</context>
<context>
    <name>VariationClipboard</name>
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
</context>
<context>
    <name>WindowActions</name>
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
        <source>F&amp;lip Board</source>
        <translation>Brett &amp;spiegeln</translation>
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
    <message>
        <source>&amp;Type a Move…</source>
        <translation>Zug &amp;eintippen…</translation>
    </message>
    <message>
        <source>Play a move by typing its cell, as in f6 or K12</source>
        <translation>Einen Zug durch Eintippen seines Felds spielen, etwa f6 oder K12</translation>
    </message>
    <message>
        <source>Next Pane&amp;l</source>
        <translation>Nächster Berei&amp;ch</translation>
    </message>
    <message>
        <source>Move the keyboard focus to the next of the board and the open panels</source>
        <translation>Den Tastaturfokus zum nächsten Element aus Brett und offenen Bereichen bewegen</translation>
    </message>
    <message>
        <source>P&amp;revious Panel</source>
        <translation>Vorheri&amp;ger Bereich</translation>
    </message>
    <message>
        <source>Move the keyboard focus to the previous of the board and the open panels</source>
        <translation>Den Tastaturfokus zum vorherigen Element aus Brett und offenen Bereichen bewegen</translation>
    </message>
    <message>
        <source>Type a Move</source>
        <translation>Zug eintippen</translation>
    </message>
    <message>
        <source>Cell to play (column letters and row number, as the coordinates show):</source>
        <translation>Zu spielendes Feld (Spaltenbuchstaben und Zeilennummer, wie die Koordinaten zeigen):</translation>
    </message>
    <message>
        <source>Open &amp;Folder…</source>
        <translation>&amp;Ordner öffnen…</translation>
    </message>
    <message>
        <source>Open Files as One &amp;Collection…</source>
        <translation>Dateien als eine &amp;Sammlung öffnen…</translation>
    </message>
    <message>
        <source>Show &amp;Whole Board</source>
        <translation>&amp;Ganzes Brett zeigen</translation>
    </message>
    <message>
        <source>Show the whole board where the game asks to show part of it (a puzzle, SGF VW)</source>
        <translation>Das ganze Brett zeigen, wo die Partie nur einen Teil davon zeigen lässt (ein Rätsel, SGF VW)</translation>
    </message>
    <message>
        <source>&amp;Default Layout</source>
        <translation>&amp;Standardanordnung</translation>
    </message>
    <message>
        <source>Arrange the panels as this game&apos;s documents first open</source>
        <translation>Die Bereiche so anordnen, wie Dokumente dieses Spiels sich zuerst öffnen</translation>
    </message>
    <message>
        <source>Set &amp;Up Position</source>
        <translation>Stellung &amp;aufstellen</translation>
    </message>
    <message>
        <source>Clicks on the board put pieces down and take them off instead of playing: a left click for player 1, a right click for player 2</source>
        <translation>Klicks auf das Brett setzen Steine und nehmen sie weg, statt zu spielen: ein Linksklick für Spieler 1, ein Rechtsklick für Spieler 2</translation>
    </message>
    <message>
        <source>S&amp;witch Player to Move</source>
        <translation>Spieler am Zug &amp;wechseln</translation>
    </message>
    <message>
        <source>Set up the other player to move next (SGF PL)</source>
        <translation>Den anderen Spieler als nächsten am Zug aufstellen (SGF PL)</translation>
    </message>
    <message>
        <source>Boo&amp;kmarks</source>
        <translation>&amp;Lesezeichen</translation>
    </message>
    <message>
        <source>Bookmark &amp;%1</source>
        <translation>Lesezeichen &amp;%1</translation>
    </message>
    <message>
        <source>This game has no bookmark %1.</source>
        <translation>Diese Partie hat kein Lesezeichen %1.</translation>
    </message>
    <message>
        <source>&amp;Set Bookmark</source>
        <translation>Lesezeichen &amp;setzen</translation>
    </message>
    <message>
        <source>Bookmark %1 set</source>
        <translation>Lesezeichen %1 gesetzt</translation>
    </message>
    <message>
        <source>&amp;Clear Bookmark</source>
        <translation>Lesezeichen &amp;entfernen</translation>
    </message>
    <message>
        <source>Bookmark cleared</source>
        <translation>Lesezeichen entfernt</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nicht gesetzt</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>der Anfang</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>%1 is a move number, %2 the move (&quot;12. K10&quot;)</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Bookmark &amp;%1: %2</source>
        <extracomment>%1 is the bookmark&apos;s number (its key), %2 where it is: &quot;none&quot;, &quot;the start&quot; or a move</extracomment>
        <translation>Lesezeichen &amp;%1: %2</translation>
    </message>
    <message>
        <source>Copy Dia&amp;gram</source>
        <translation>Dia&amp;gramm kopieren</translation>
    </message>
    <message>
        <source>Moves can be typed on %1 boards only.</source>
        <translation>Züge können nur auf Brettern von %1 eingetippt werden.</translation>
    </message>
    <message>
        <source>Positions can be set up on %1 boards only.</source>
        <translation>Stellungen können nur auf Brettern von %1 aufgestellt werden.</translation>
    </message>
    <message>
        <source>The player to move is set up on %1 boards only.</source>
        <translation>Der Spieler am Zug wird nur auf Brettern von %1 aufgestellt.</translation>
    </message>
</context>
<context>
    <name>kibitz::AboutDialog</name>
    <message>
        <source>About Kibitz</source>
        <translation>Über Kibitz</translation>
    </message>
    <message>
        <source>Kibitz icon</source>
        <translation>Kibitz-Symbol</translation>
    </message>
    <message>
        <source>Kibitz %1</source>
        <translation>Kibitz %1</translation>
    </message>
    <message>
        <source>A viewer and editor of game records: Hex and Twixt game trees (Jgame, SGF), backgammon replays from bgammon.org and Rokkaku Conquest tournament logs.</source>
        <translation>Ein Betrachter und Editor für Partieaufzeichnungen: Hex- und Twixt-Spielbäume (Jgame, SGF), Backgammon-Wiederholungen von bgammon.org und Turnierprotokolle von Rokkaku Conquest.</translation>
    </message>
    <message>
        <source>Copyright © 2026 The Kibitz developers. Kibitz is free software under the MIT licence.</source>
        <translation>Copyright © 2026 Die Kibitz-Entwickler. Kibitz ist freie Software unter der MIT-Lizenz.</translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
        <translation>Erstellt mit Qt %1, läuft unter Qt %2.</translation>
    </message>
    <message>
        <source>The same program works headless as kibitz-cli (info, check, convert, positions, render).</source>
        <translation>Dasselbe Programm arbeitet ohne Oberfläche als kibitz-cli (info, check, convert, positions, render).</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Lizenz</translation>
    </message>
    <message>
        <source>The licence text is missing from this build.</source>
        <translation>Der Lizenztext fehlt in diesem Build.</translation>
    </message>
    <message>
        <source>&amp;Licence</source>
        <translation>&amp;Lizenz</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
</context>
<context>
    <name>kibitz::AnalysisOptionsDialog</name>
    <message>
        <source>Analysis Options</source>
        <translation>Analyseoptionen</translation>
    </message>
    <message>
        <source>Plies chosen below</source>
        <translation>Unten gewählte Halbzüge</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n-ply)</source>
        <translation>
            <numerusform>%1 (%n Halbzug)</numerusform>
            <numerusform>%1 (%n Halbzüge)</numerusform>
        </translation>
    </message>
    <message>
        <source>GNU Backgammon&apos;s &amp;setting:</source>
        <translation>&amp;Einstellung von GNU Backgammon:</translation>
    </message>
    <message>
        <source>Plies for &amp;chequer play:</source>
        <translation>Halbzüge für das &amp;Steinspiel:</translation>
    </message>
    <message>
        <source>Plies for c&amp;ube decisions:</source>
        <translation>Halbzüge für &amp;Dopplerentscheidungen:</translation>
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
        <translation>&amp;Partie analysieren</translation>
    </message>
    <message>
        <source>Analyse &amp;Match</source>
        <translation>&amp;Match analysieren</translation>
    </message>
    <message>
        <source>&amp;Next Error</source>
        <translation>&amp;Nächster Fehler</translation>
    </message>
    <message>
        <source>&amp;Previous Error</source>
        <translation>&amp;Vorheriger Fehler</translation>
    </message>
    <message>
        <source>Analysis &amp;Options...</source>
        <translation>Analyse-&amp;Optionen...</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Analyse</translation>
    </message>
    <message>
        <source>Analysis by GNU Backgammon</source>
        <translation>Analyse durch GNU Backgammon</translation>
    </message>
    <message numerus="yes">
        <source>GNU Backgammon analyses %n game(s) at %1-ply...</source>
        <translation>
            <numerusform>GNU Backgammon analysiert %n Partie mit %1 Ply...</numerusform>
            <numerusform>GNU Backgammon analysiert %n Partien mit %1 Ply...</numerusform>
        </translation>
    </message>
    <message>
        <source>GNU Backgammon: game %1 of %2 analysed</source>
        <translation>GNU Backgammon: Partie %1 von %2 analysiert</translation>
    </message>
    <message>
        <source>the document was closed during the analysis</source>
        <translation>Das Dokument wurde während der Analyse geschlossen</translation>
    </message>
    <message>
        <source>the document changed during the analysis</source>
        <translation>Das Dokument hat sich während der Analyse geändert</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message numerus="yes">
        <source>GNU Backgammon analyses %n game(s) at %1...</source>
        <translation>
            <numerusform>GNU Backgammon analysiert %n Partie mit %1...</numerusform>
            <numerusform>GNU Backgammon analysiert %n Partien mit %1...</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>the document changed</source>
        <translation>Das Dokument hat sich geändert</translation>
    </message>
    <message>
        <source>the analysis was cancelled</source>
        <translation>Die Analyse wurde abgebrochen</translation>
    </message>
    <message>
        <source>Hint: show a roll first (the hint ranks the moves for the roll on the board: the one being played, else the last one played, from the position before it).</source>
        <translation>Tipp: Zeigen Sie zuerst einen Wurf (der Tipp ordnet die Züge für den Wurf auf dem Brett: den gerade gespielten, sonst den zuletzt gespielten, ausgehend von der Stellung davor).</translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <extracomment>%1 is a player, %2 a roll (&quot;6-1&quot;)</extracomment>
        <translation>%2 von %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
</context>
<context>
    <name>kibitz::BackgammonAnalysisPanel</name>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Equity</source>
        <translation>Equity</translation>
    </message>
    <message>
        <source>Diff.</source>
        <translation>Diff.</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Sieg</translation>
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
        <translation>Verlust G/BG</translation>
    </message>
    <message>
        <source>Analysis by GNU Backgammon: for backgammon games (Analysis menu).</source>
        <translation>Analyse durch GNU Backgammon: für Backgammon-Partien (Menü Analyse).</translation>
    </message>
    <message>
        <source>This game has no analysis yet: Analysis &gt; Analyse Game or Analyse Match.</source>
        <translation>Diese Partie hat noch keine Analyse: Analyse &gt; Partie analysieren oder Match analysieren.</translation>
    </message>
    <message>
        <source>%1 played %2: %3 EMG lost%4.</source>
        <translation>%1 spielte %2: %3 EMG verloren%4.</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>match winning chances</source>
        <translation>Matchgewinnchancen</translation>
    </message>
    <message>
        <source>EMG</source>
        <translation>EMG</translation>
    </message>
    <message>
        <source>: %1</source>
        <translation>: %1</translation>
    </message>
    <message>
        <source>very lucky</source>
        <translation>sehr glücklich</translation>
    </message>
    <message>
        <source>lucky</source>
        <translation>glücklich</translation>
    </message>
    <message>
        <source>unlucky</source>
        <translation>unglücklich</translation>
    </message>
    <message>
        <source>very unlucky</source>
        <translation>sehr unglücklich</translation>
    </message>
    <message>
        <source>Luck of the roll: %1 EMG%2</source>
        <translation>Glück des Wurfs: %1 EMG%2</translation>
    </message>
    <message>
        <source>No analysis for this position.</source>
        <translation>Keine Analyse für diese Stellung.</translation>
    </message>
    <message>
        <source>%1 (game)</source>
        <translation>%1 (Partie)</translation>
    </message>
    <message>
        <source>%1 (match)</source>
        <translation>%1 (Match)</translation>
    </message>
    <message>
        <source>Unforced moves</source>
        <translation>Nicht erzwungene Züge</translation>
    </message>
    <message>
        <source>Moves marked doubtful / bad / very bad</source>
        <translation>Züge zweifelhaft / schlecht / sehr schlecht</translation>
    </message>
    <message>
        <source>Chequer play error total EMG</source>
        <translation>Fehler Zugwahl gesamt EMG</translation>
    </message>
    <message>
        <source>Chequer play error rate mEMG</source>
        <translation>Fehlerrate Zugwahl mEMG</translation>
    </message>
    <message>
        <source>Cube decisions (close or actual)</source>
        <translation>Dopplerentscheidungen (knapp oder tatsächlich)</translation>
    </message>
    <message>
        <source>Cube error total EMG</source>
        <translation>Fehler Doppler gesamt EMG</translation>
    </message>
    <message>
        <source>Overall error total EMG</source>
        <translation>Fehler insgesamt EMG</translation>
    </message>
    <message>
        <source>Overall error rate mEMG</source>
        <translation>Fehlerrate insgesamt mEMG</translation>
    </message>
    <message>
        <source>PR (500 x EMG lost per decision)</source>
        <translation>PR (500 x verlorene EMG je Entscheidung)</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Einstufung</translation>
    </message>
    <message>
        <source>Luck total EMG</source>
        <translation>Glück gesamt EMG</translation>
    </message>
    <message>
        <source>Candidate moves</source>
        <translation>Kandidatenzüge</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>GNU Backgammon is looking for the best moves...</source>
        <translation>GNU Backgammon sucht die besten Züge...</translation>
    </message>
    <message>
        <source>Cancel Hint</source>
        <translation>Tipp abbrechen</translation>
    </message>
    <message>
        <source>Cube action</source>
        <translation>Dopplerentscheidung</translation>
    </message>
    <message>
        <source>EMG (MWC)</source>
        <translation>EMG (MWC)</translation>
    </message>
    <message>
        <source>Equity (EMG)</source>
        <translation>Equity (EMG)</translation>
    </message>
    <message>
        <source>No double</source>
        <translation>Kein Doppel</translation>
    </message>
    <message>
        <source>Double, take</source>
        <translation>Doppeln, annehmen</translation>
    </message>
    <message>
        <source>Double, pass</source>
        <translation>Doppeln, ablehnen</translation>
    </message>
    <message>
        <source>Statistics: not analysed yet: Analysis &gt; Analyse Game.</source>
        <translation>Statistik: noch nicht analysiert: Analyse &gt; Partie analysieren.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>EMG, match winning chances in parentheses</source>
        <translation>EMG, Matchgewinnchancen in Klammern</translation>
    </message>
    <message>
        <source>match winning chances; EMG needs GNU Backgammon&apos;s match equity table %1</source>
        <translation>Matchgewinnchancen; EMG braucht die Match-Equity-Tabelle von GNU Backgammon %1</translation>
    </message>
    <message>
        <source>The answer&apos;s cube decision: no double %1, double/take %2, double/pass %3 (%4)%5</source>
        <translation>Dopplerentscheidung der Antwort: kein Doppel %1, Doppeln/Annehmen %2, Doppeln/Ablehnen %3 (%4)%5</translation>
    </message>
    <message>
        <source>Cube decision: no double %1, double/take %2, double/pass %3 (%4)%5</source>
        <translation>Dopplerentscheidung: kein Doppel %1, Doppeln/Annehmen %2, Doppeln/Ablehnen %3 (%4)%5</translation>
    </message>
    <message numerus="yes">
        <source>Hint by GNU Backgammon for %1: %n candidate move(s), equities in %2.</source>
        <extracomment>%1 is a roll (&quot;Maxence&apos;s 6-1&quot;), %2 the unit of the equities</extracomment>
        <translation>
            <numerusform>Tipp von GNU Backgammon für %1: %n Kandidatenzug, Equities in %2.</numerusform>
            <numerusform>Tipp von GNU Backgammon für %1: %n Kandidatenzüge, Equities in %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::BackgammonBoard</name>
    <message>
        <source>Backgammon board</source>
        <translation>Backgammon-Brett</translation>
    </message>
    <message>
        <source>Illegal event: %1</source>
        <translation>Ungültiges Ereignis: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::BackgammonRenderer</name>
    <message>
        <source>player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>pips %1</source>
        <translation>Pips %1</translation>
    </message>
    <message>
        <source>score %1 of %2</source>
        <translation>Stand %1 von %2</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>gewinnt</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <source>on roll</source>
        <translation>am Wurf</translation>
    </message>
</context>
<context>
    <name>kibitz::BackgammonSetupDialog</name>
    <message>
        <source>Player 1</source>
        <translation>Spieler 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Spieler 2</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Stellung aufstellen</translation>
    </message>
    <message>
        <source>Position ID, Position ID:Match ID or XGID=…</source>
        <translation>Positions-ID, Positions-ID:Match-ID oder XGID=…</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <source>&amp;Position ID or XGID:</source>
        <translation>&amp;Positions-ID oder XGID:</translation>
    </message>
    <message>
        <source>&amp;Match ID:</source>
        <translation>&amp;Match-ID:</translation>
    </message>
    <message>
        <source>Board: click a point or the bar to put a checker down, right-click or Shift+click to take one off</source>
        <translation>Brett: Klicken Sie auf einen Punkt oder die Bar, um einen Stein hinzustellen, mit Rechtsklick oder Umschalt+Klick nehmen Sie einen weg</translation>
    </message>
    <message>
        <source>Clicks put down checkers of:</source>
        <translation>Klicks stellen Steine hin von:</translation>
    </message>
    <message>
        <source>&amp;Starting Position</source>
        <translation>&amp;Anfangsstellung</translation>
    </message>
    <message>
        <source>–</source>
        <extracomment>a die not rolled yet</extracomment>
        <translation>–</translation>
    </message>
    <message>
        <source>in the middle</source>
        <translation>in der Mitte</translation>
    </message>
    <message>
        <source>owned by %1</source>
        <extracomment>who owns the cube: %1 is a player</extracomment>
        <translation>im Besitz von %1</translation>
    </message>
    <message>
        <source>money game</source>
        <translation>Geldspiel</translation>
    </message>
    <message>
        <source>On &amp;roll:</source>
        <translation>Am &amp;Wurf:</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Würfel:</translation>
    </message>
    <message>
        <source>&amp;Cube:</source>
        <translation>&amp;Doppler:</translation>
    </message>
    <message>
        <source>Match &amp;length:</source>
        <translation>Match&amp;länge:</translation>
    </message>
    <message>
        <source>Sc&amp;ore:</source>
        <extracomment>the score of the players before the game, as &quot;2 – 4&quot;</extracomment>
        <translation>&amp;Spielstand:</translation>
    </message>
    <message>
        <source>Type the Position ID first.</source>
        <translation>Geben Sie zuerst die Positions-ID ein.</translation>
    </message>
    <message>
        <source>Position read: the checkers are set up.</source>
        <translation>Stellung gelesen: Die Steine sind aufgestellt.</translation>
    </message>
    <message>
        <source>Position read: checkers, cube, dice and score are set up.</source>
        <translation>Stellung gelesen: Steine, Doppler, Würfel und Spielstand sind aufgestellt.</translation>
    </message>
    <message>
        <source>That point holds the checkers of the other player: take them off first (right click) or choose the other side.</source>
        <extracomment>%1 is a player</extracomment>
        <translation>Auf diesem Punkt stehen die Steine des anderen Spielers: Nehmen Sie sie zuerst weg (Rechtsklick) oder wählen Sie die andere Seite.</translation>
    </message>
    <message>
        <source>Click a point or the bar: the checkers not on the board are borne off.</source>
        <translation>Klicken Sie auf einen Punkt oder die Bar: Die Steine, die nicht auf dem Brett sind, sind abgetragen.</translation>
    </message>
    <message>
        <source>%1 has no checker there.</source>
        <extracomment>%1 is a player</extracomment>
        <translation>%1 hat dort keinen Stein.</translation>
    </message>
    <message>
        <source>%1 keeps at least one checker on the board.</source>
        <translation>%1 behält mindestens einen Stein auf dem Brett.</translation>
    </message>
    <message>
        <source>All 15 checkers of %1 are on the board: take one off first.</source>
        <translation>Alle 15 Steine von %1 sind auf dem Brett: Nehmen Sie zuerst einen weg.</translation>
    </message>
    <message>
        <source>A score of %1 or more has already won a %1-point match.</source>
        <translation>Ein Spielstand von %1 oder mehr hat ein Match auf %1 Punkte schon gewonnen.</translation>
    </message>
    <message>
        <source>Borne off: %1 and %2. Pips: %3 and %4. GNU Backgammon ID: %5</source>
        <extracomment>%1 and %2 are the checkers each player has borne off, %3 and %4 their pip counts, %5 GNU Backgammon&apos;s IDs</extracomment>
        <translation>Abgetragen: %1 und %2. Pips: %3 und %4. GNU-Backgammon-ID: %5</translation>
    </message>
</context>
<context>
    <name>kibitz::BackgammonView</name>
    <message>
        <source>Replay</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>Start of the game (Home)</source>
        <translation>Anfang der Partie (Pos1)</translation>
    </message>
    <message>
        <source>Previous Event</source>
        <translation>Vorheriges Ereignis</translation>
    </message>
    <message>
        <source>Previous event (Left)</source>
        <translation>Vorheriges Ereignis (Links)</translation>
    </message>
    <message>
        <source>Previous Checker</source>
        <translation>Vorheriger Stein</translation>
    </message>
    <message>
        <source>Take back one checker move</source>
        <translation>Einen Steinzug zurücknehmen</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Play the game event by event / pause</source>
        <translation>Die Partie Ereignis für Ereignis abspielen / anhalten</translation>
    </message>
    <message>
        <source>Next Checker</source>
        <translation>Nächster Stein</translation>
    </message>
    <message>
        <source>Play one checker move of the next roll</source>
        <translation>Einen Steinzug des nächsten Wurfs ausführen</translation>
    </message>
    <message>
        <source>Next Event</source>
        <translation>Nächstes Ereignis</translation>
    </message>
    <message>
        <source>Next event (Right)</source>
        <translation>Nächstes Ereignis (Rechts)</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>End of the line (End)</source>
        <translation>Ende der Linie (Ende)</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Tempo:</translation>
    </message>
    <message>
        <source>Autoplay speed</source>
        <translation>Tempo der automatischen Wiedergabe</translation>
    </message>
    <message>
        <source>Time between events while playing</source>
        <translation>Zeit zwischen den Ereignissen beim Abspielen</translation>
    </message>
    <message>
        <source>%1 s per event</source>
        <translation>%1 s pro Ereignis</translation>
    </message>
    <message>
        <source> Slide:</source>
        <translation> Gleiten:</translation>
    </message>
    <message>
        <source>Checker slide duration</source>
        <translation>Gleitdauer der Steine</translation>
    </message>
    <message>
        <source>How long a checker takes to slide; 0 shows moves at once</source>
        <translation>Wie lange ein Stein zum Gleiten braucht; 0 zeigt Züge sofort</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>instant</source>
        <translation>sofort</translation>
    </message>
    <message>
        <source>Flip Board</source>
        <translation>Brett spiegeln</translation>
    </message>
    <message>
        <source>See the board from the other player&apos;s side (Ctrl+F2)</source>
        <translation>Das Brett von der Seite des anderen Spielers sehen (Strg+F2)</translation>
    </message>
    <message>
        <source>Set the dice first (or roll them), then move the checkers.</source>
        <translation>Zuerst die Würfel einstellen (oder würfeln), dann die Steine ziehen.</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Dice:</source>
        <translation>Würfel:</translation>
    </message>
    <message>
        <source>First die</source>
        <translation>Erster Würfel</translation>
    </message>
    <message>
        <source>Second die</source>
        <translation>Zweiter Würfel</translation>
    </message>
    <message>
        <source>Third die</source>
        <translation>Dritter Würfel</translation>
    </message>
    <message>
        <source>Set the dice to enter a roll of your own</source>
        <translation>Die Würfel einstellen, um einen eigenen Wurf einzugeben</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Roll random dice</source>
        <translation>Zufällig würfeln</translation>
    </message>
    <message>
        <source>Roll the dice at random for a play of your own</source>
        <translation>Die Würfel zufällig werfen, um selbst zu spielen</translation>
    </message>
    <message>
        <source>Play:</source>
        <translation>Zug:</translation>
    </message>
    <message>
        <source>Play in notation</source>
        <translation>Zug in Notation</translation>
    </message>
    <message>
        <source>e.g. 13/8 24/21</source>
        <translation>z. B. 13/8 24/21</translation>
    </message>
    <message>
        <source>Type the play for the pending roll, numbered from the mover&apos;s side: 13/8 24/21, bar/22*, 6/off, 8/5(2); Enter plays it</source>
        <translation>Den Zug für den anstehenden Wurf eingeben, gezählt von der Seite des Ziehenden: 13/8 24/21, bar/22*, 6/off, 8/5(2); Eingabe führt ihn aus</translation>
    </message>
    <message>
        <source>Play the entered moves</source>
        <translation>Die eingegebenen Züge ausführen</translation>
    </message>
    <message>
        <source>Undo Checker</source>
        <translation>Stein zurücknehmen</translation>
    </message>
    <message>
        <source>Take back the last checker moved</source>
        <translation>Den zuletzt gezogenen Stein zurücknehmen</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Clear the entered roll and moves</source>
        <translation>Eingegebenen Wurf und Züge löschen</translation>
    </message>
    <message>
        <source>Cube</source>
        <translation>Dopplerwürfel</translation>
    </message>
    <message>
        <source>Cube actions</source>
        <translation>Aktionen mit dem Dopplerwürfel</translation>
    </message>
    <message>
        <source>Record a double (taken or passed) or a resignation as a variation</source>
        <translation>Ein Doppeln (angenommen oder abgelehnt) oder eine Aufgabe als Variante aufzeichnen</translation>
    </message>
    <message>
        <source>Double, Taken</source>
        <translation>Gedoppelt, angenommen</translation>
    </message>
    <message>
        <source>Double, Passed</source>
        <translation>Gedoppelt, abgelehnt</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Entry message</source>
        <translation>Eingabemeldung</translation>
    </message>
    <message>
        <source>GNU Backgammon IDs</source>
        <translation>GNU-Backgammon-IDs</translation>
    </message>
    <message>
        <source>Copy Position ID</source>
        <translation>Positions-ID kopieren</translation>
    </message>
    <message>
        <source>Copy GNU Backgammon&apos;s Position ID of the shown position</source>
        <translation>Die Positions-ID von GNU Backgammon für die gezeigte Stellung kopieren</translation>
    </message>
    <message>
        <source>Copy Match ID</source>
        <translation>Match-ID kopieren</translation>
    </message>
    <message>
        <source>Copy GNU Backgammon ID (Position:Match)</source>
        <translation>GNU-Backgammon-ID kopieren (Position:Match)</translation>
    </message>
    <message>
        <source>Copied %1</source>
        <translation>%1 kopiert</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>There is no backgammon position here.</source>
        <translation>Hier gibt es keine Backgammon-Stellung.</translation>
    </message>
    <message>
        <source>The line holds an illegal event (%1); go back before it to play.</source>
        <translation>Die Linie enthält ein ungültiges Ereignis (%1); gehen Sie davor zurück, um zu spielen.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist beendet.</translation>
    </message>
    <message>
        <source>GNU Backgammon IDs exist for standard backgammon only.</source>
        <translation>GNU-Backgammon-IDs gibt es nur für Standard-Backgammon.</translation>
    </message>
    <message>
        <source>Position ID: %1   Match ID: %2</source>
        <translation>Positions-ID: %1   Match-ID: %2</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>%1 to play %2</source>
        <translation>%1 spielt %2</translation>
    </message>
    <message>
        <source>%1 on roll</source>
        <translation>%1 ist am Wurf</translation>
    </message>
    <message>
        <source>This roll takes %1 dice of 1 to 6.</source>
        <translation>Dieser Wurf braucht %1 Würfel von 1 bis 6.</translation>
    </message>
    <message>
        <source>No checker can move with %1: press Play to record the roll.</source>
        <translation>Mit %1 kann kein Stein ziehen: Drücken Sie Spielen, um den Wurf aufzuzeichnen.</translation>
    </message>
    <message>
        <source>%1 to play %2: move the checkers or type the play.</source>
        <translation>%1 spielt %2: Ziehen Sie die Steine oder geben Sie den Zug ein.</translation>
    </message>
    <message>
        <source>Checkers cannot move there.</source>
        <translation>Steine können nicht dorthin ziehen.</translation>
    </message>
    <message>
        <source>%1 so far; %2 to play.</source>
        <translation>Bisher %1; noch %2 zu spielen.</translation>
    </message>
    <message>
        <source>No checker has been moved.</source>
        <translation>Es wurde kein Stein gezogen.</translation>
    </message>
    <message>
        <source>Not a legal event here: %1</source>
        <translation>Hier kein gültiges Ereignis: %1</translation>
    </message>
    <message>
        <source>Followed the stored %1.</source>
        <translation>Dem gespeicherten %1 gefolgt.</translation>
    </message>
    <message>
        <source>Not a legal event here.</source>
        <translation>Hier kein gültiges Ereignis.</translation>
    </message>
    <message>
        <source>Added the variation %1.</source>
        <translation>Variante %1 hinzugefügt.</translation>
    </message>
    <message>
        <source>%1 can still be played (for example %2): a play uses every die it can.</source>
        <translation>%1 kann noch gespielt werden (zum Beispiel %2): Ein Zug nutzt jeden Würfel, den er nutzen kann.</translation>
    </message>
    <message>
        <source>%1 is not a legal play of %2: %3</source>
        <translation>%1 ist kein gültiger Zug für %2: %3</translation>
    </message>
    <message>
        <source>The end of the line: nothing more to play.</source>
        <translation>Das Ende der Linie: Es gibt nichts mehr abzuspielen.</translation>
    </message>
    <message>
        <source>Copied the Position ID %1</source>
        <translation>Positions-ID %1 kopiert</translation>
    </message>
    <message>
        <source>Copied the Match ID %1</source>
        <translation>Match-ID %1 kopiert</translation>
    </message>
    <message>
        <source>Clear Entry</source>
        <translation>Eingabe leeren</translation>
    </message>
    <message>
        <source>Acey-deucey</source>
        <translation>Acey-Deucey</translation>
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
        <translation>%1, Partie %2 von %3.</translation>
    </message>
    <message>
        <source>Match to %1: %2 has %3, %4 has %5.</source>
        <translation>Match auf %1: %2 hat %3, %4 hat %5.</translation>
    </message>
    <message>
        <source>%1 has won.</source>
        <translation>%1 hat gewonnen.</translation>
    </message>
    <message>
        <source>%1 to play %2.</source>
        <translation>%1 spielt %2.</translation>
    </message>
    <message>
        <source>Played so far: %1; left: %2.</source>
        <translation>Bisher gespielt: %1; übrig: %2.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>%1 rolled %2.</source>
        <translation>%1 hat %2 geworfen.</translation>
    </message>
    <message>
        <source>%1 on roll.</source>
        <translation>%1 ist am Wurf.</translation>
    </message>
    <message>
        <source>The cube is in the middle at %1.</source>
        <translation>Der Dopplerwürfel liegt in der Mitte auf %1.</translation>
    </message>
    <message>
        <source>%1 owns the cube at %2.</source>
        <translation>%1 besitzt den Dopplerwürfel auf %2.</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>%1 (points counted from their side): %2</source>
        <translation>%1 (Felder von seiner Seite aus gezählt): %2</translation>
    </message>
    <message>
        <source>no checker on the points</source>
        <translation>kein Stein auf den Feldern</translation>
    </message>
    <message>
        <source>; %1 on the bar</source>
        <translation>; %1 auf der Bar</translation>
    </message>
    <message>
        <source>; %1 waiting to enter</source>
        <translation>; %1 warten auf das Einsetzen</translation>
    </message>
    <message>
        <source>; %1 borne off; %2 pips.</source>
        <translation>; %1 abgetragen; %2 Pips.</translation>
    </message>
    <message>
        <source>Opening roll by</source>
        <translation>Eröffnungswurf von</translation>
    </message>
    <message>
        <source>Who plays the opening roll you enter</source>
        <translation>Wer den eingegebenen Eröffnungswurf spielt</translation>
    </message>
    <message>
        <source>–</source>
        <comment>a die that is not set</comment>
        <translation>–</translation>
    </message>
    <message>
        <source>Set every die to enter a roll.</source>
        <translation>Setzen Sie alle Würfel, um einen Wurf einzugeben.</translation>
    </message>
    <message>
        <source>Positions can be set up for backgammon only: GNU Backgammon, which analyses them, does not play acey-deucey or tabula.</source>
        <translation>Stellungen können nur für Backgammon aufgestellt werden: GNU Backgammon, das sie analysiert, spielt weder Acey-Deucey noch Tabula.</translation>
    </message>
    <message>
        <source>OK makes this game start from the position (Edit &gt; Undo takes it back).</source>
        <translation>OK lässt diese Partie mit der Stellung beginnen (Bearbeiten &gt; Rückgängig nimmt es zurück).</translation>
    </message>
    <message>
        <source>This game has moves already: OK opens the position in a new tab, as a game of its own.</source>
        <translation>Diese Partie hat schon Züge: OK öffnet die Stellung in einem neuen Tab als eigene Partie.</translation>
    </message>
    <message>
        <source>Positions can be set up for backgammon only.</source>
        <translation>Stellungen können nur für Backgammon aufgestellt werden.</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Stellung aufstellen</translation>
    </message>
    <message>
        <source>The position could not be set up.</source>
        <translation>Die Stellung konnte nicht aufgestellt werden.</translation>
    </message>
    <message>
        <source>The game starts from the position set up.</source>
        <translation>Die Partie beginnt mit der aufgestellten Stellung.</translation>
    </message>
    <message>
        <source>This game has moves already, and no new tab can be opened here.</source>
        <translation>Diese Partie hat schon Züge, und hier kann kein neuer Tab geöffnet werden.</translation>
    </message>
    <message>
        <source>Set-Up Position</source>
        <translation>Aufgestellte Stellung</translation>
    </message>
</context>
<context>
    <name>kibitz::CommentPanel</name>
    <message>
        <source>No comment</source>
        <translation>Kein Kommentar</translation>
    </message>
    <message>
        <source>Comment on the current move</source>
        <translation>Kommentar zum aktuellen Zug</translation>
    </message>
</context>
<context>
    <name>kibitz::DocumentFiles</name>
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
        <source>Cannot keep a recovery copy of %1: %2</source>
        <translation>Für %1 kann keine Wiederherstellungskopie angelegt werden: %2</translation>
    </message>
    <message>
        <source>Cannot recover %1: %2</source>
        <translation>%1 kann nicht wiederhergestellt werden: %2</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
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
        <source>The folder %1 does not exist.</source>
        <translation>Der Ordner %1 existiert nicht.</translation>
    </message>
    <message>
        <source>The folder %1 cannot be written to.</source>
        <translation>In den Ordner %1 kann nicht geschrieben werden.</translation>
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
        <source>The file name %1 does not say which format to write; end it with one of %2.</source>
        <translation>Der Dateiname %1 verrät nicht, welches Format geschrieben werden soll; beenden Sie ihn mit einer dieser Endungen: %2.</translation>
    </message>
    <message>
        <source>Save As</source>
        <extracomment>%2 lists file name extensions, as &quot;.jgame, .sgf&quot;</extracomment>
        <translation>Speichern unter</translation>
    </message>
    <message>
        <source>Kibitz cannot write a file that holds these games.</source>
        <translation>Kibitz kann keine Datei schreiben, die diese Partien enthält.</translation>
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
        <source>File Changed on Disk</source>
        <translation>Datei auf der Festplatte geändert</translation>
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
    <message numerus="yes">
        <source>%1 and %n more</source>
        <extracomment>a tab&apos;s title: a file name and how many more files the tab holds</extracomment>
        <translation>
            <numerusform>%1 und %n weitere</numerusform>
            <numerusform>%1 und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 holds no file that Kibitz reads.</source>
        <translation>%1 enthält keine Datei, die Kibitz lesen kann.</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet…</translation>
    </message>
    <message>
        <source>Cannot open %1 as one collection:
%2</source>
        <translation>%1 kann nicht als eine Sammlung geöffnet werden:
%2</translation>
    </message>
    <message>
        <source>Open Folder</source>
        <translation>Ordner öffnen</translation>
    </message>
    <message>
        <source>Open Files as One Collection</source>
        <translation>Dateien als eine Sammlung öffnen</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <comment>recent file: its name — what it holds</comment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 cannot be saved: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>Partial read of %1: the %n game(s) before the damage (%2)</source>
        <extracomment>%1 is a file name, %2 where and why reading it stopped</extracomment>
        <translation>
            <numerusform>%1 teilweise gelesen: die %n Partie vor der Beschädigung (%2)</numerusform>
            <numerusform>%1 teilweise gelesen: die %n Partien vor der Beschädigung (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was not saved: the tab holds a partial read of it.</source>
        <translation>%1 wurde nicht gespeichert: Der Tab enthält die Datei nur teilweise gelesen.</translation>
    </message>
    <message>
        <source>Reading %1 back…</source>
        <translation>%1 wird wieder eingelesen…</translation>
    </message>
    <message>
        <source>Saved %1, but cannot read it back:
%2</source>
        <translation>%1 gespeichert, kann aber nicht wieder eingelesen werden:
%2</translation>
    </message>
    <message>
        <source>Saved as %1 (what the file holds)</source>
        <extracomment>an Undo History entry; %1 is a file name</extracomment>
        <translation>Als %1 gespeichert (was die Datei enthält)</translation>
    </message>
    <message>
        <source>Saved %1; the tab now shows what the file holds (Undo brings back what it left out).</source>
        <translation>%1 gespeichert; der Tab zeigt jetzt, was die Datei enthält (Rückgängig holt zurück, was sie weggelassen hat).</translation>
    </message>
</context>
<context>
    <name>kibitz::DocumentView</name>
    <message>
        <source>This board takes no typed moves.</source>
        <translation>Auf diesem Brett können keine Züge eingetippt werden.</translation>
    </message>
    <message>
        <source>This board has no set-up mode.</source>
        <translation>Dieses Brett hat keinen Aufstellmodus.</translation>
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
    <message numerus="yes">
        <source>Start of a line of %n move(s).</source>
        <translation>
            <numerusform>Anfang einer Linie mit %n Zug.</numerusform>
            <numerusform>Anfang einer Linie mit %n Zügen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1 of %2: %3.</source>
        <translation>Zug %1 von %2: %3.</translation>
    </message>
    <message>
        <source>Not evaluated.</source>
        <translation>Nicht bewertet.</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) of the line evaluated.</source>
        <translation>
            <numerusform>%n Zug der Linie bewertet.</numerusform>
            <numerusform>%n Züge der Linie bewertet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Evaluation: %1.</source>
        <translation>Bewertung: %1.</translation>
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
    <message>
        <source>%1 better by %2 (a win is 10000)</source>
        <extracomment>%1 a player, %2 a number up to 9999 (10000 is a win)</extracomment>
        <translation>%1 besser um %2 (ein Sieg ist 10000)</translation>
    </message>
    <message>
        <source>Undetermined</source>
        <translation>Unbestimmt</translation>
    </message>
    <message>
        <source>Value %1</source>
        <translation>Wert %1</translation>
    </message>
</context>
<context>
    <name>kibitz::ExplorerPanel</name>
    <message>
        <source>Open a collection to see the moves its games played here.</source>
        <translation>Öffnen Sie eine Sammlung, um die Züge zu sehen, die ihre Partien hier gespielt haben.</translation>
    </message>
    <message>
        <source>%1. The explorer follows the first %2 moves.</source>
        <translation>%1. Der Explorer verfolgt die ersten %2 Züge.</translation>
    </message>
    <message>
        <source>%1. No game reached this position.</source>
        <translation>%1. Keine Partie erreichte diese Stellung.</translation>
    </message>
    <message>
        <source>%1. Here: %2, player 1 won %3, player 2 won %4.</source>
        <extracomment>%1 the games of the collection (&quot;1,785 games&quot;), %2 how many reached the position, %3 and %4 the wins of each player</extracomment>
        <translation>%1. Hier: %2, Spieler 1 gewann %3, Spieler 2 gewann %4.</translation>
    </message>
    <message>
        <source>Player 1 won %1 of these games, player 2 %2; the rest have no result or were drawn.</source>
        <extracomment>the share of the games that played a move won by each player</extracomment>
        <translation>Spieler 1 gewann %1 dieser Partien, Spieler 2 %2; die übrigen haben kein Ergebnis oder endeten remis.</translation>
    </message>
    <message>
        <source>Merge transpositions</source>
        <translation>Zugumstellungen zusammenfassen</translation>
    </message>
    <message>
        <source>Count every move order that reaches the position, not only the one played here.</source>
        <translation>Jede Zugfolge zählen, die diese Stellung erreicht, nicht nur die hier gespielte.</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>column headers, short for a narrow panel: P1/P2 the games player 1/2 won, Share their shares</extracomment>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Player 1 won</source>
        <translation>Sieg Spieler 1</translation>
    </message>
    <message>
        <source>Player 2 won</source>
        <translation>Sieg Spieler 2</translation>
    </message>
    <message>
        <source>Share won</source>
        <translation>Gewinnanteil</translation>
    </message>
    <message>
        <source>Moves played from this position</source>
        <translation>Aus dieser Stellung gespielte Züge</translation>
    </message>
    <message>
        <source>Choosing a move plays it on the board.</source>
        <translation>Die Wahl eines Zuges spielt ihn auf dem Brett.</translation>
    </message>
    <message>
        <source>Counting the moves of %1…%2</source>
        <extracomment>%1 how many games, %2 how far the counting got (&quot;45%&quot;)</extracomment>
        <translation>Zähle die Züge von %1…%2</translation>
    </message>
    <message>
        <source>P1</source>
        <translation>S1</translation>
    </message>
    <message>
        <source>P2</source>
        <translation>S2</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Anteil</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of backgammon not counted</source>
        <extracomment>%n games of a backgammon variant the explorer did not count, the shown game being of another</extracomment>
        <translation>
            <numerusform>%n Partie Backgammon nicht gezählt</numerusform>
            <numerusform>%n Partien Backgammon nicht gezählt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of acey-deucey not counted</source>
        <translation>
            <numerusform>%n Partie Acey-Deucey nicht gezählt</numerusform>
            <numerusform>%n Partien Acey-Deucey nicht gezählt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of tabula not counted</source>
        <translation>
            <numerusform>%n Partie Tabula nicht gezählt</numerusform>
            <numerusform>%n Partien Tabula nicht gezählt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) on %1 not counted</source>
        <extracomment>%n games on a board of another size than the shown game&apos;s, %1 that size (&quot;13×13&quot;)</extracomment>
        <translation>
            <numerusform>%n Partie auf %1 nicht gezählt</numerusform>
            <numerusform>%n Partien auf %1 nicht gezählt</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the same moves on another board are another position.</source>
        <extracomment>the games on other boards the explorer left out, after the summary of the position</extracomment>
        <translation>%1: Dieselben Züge auf einem anderen Brett sind eine andere Stellung.</translation>
    </message>
    <message numerus="yes">
        <source>Reading the moves of %Ln game(s)…</source>
        <extracomment>the Explorer&apos;s summary while a collection just opened is read in the background</extracomment>
        <translation>
            <numerusform>Die Züge von %Ln Partie werden gelesen…</numerusform>
            <numerusform>Die Züge von %Ln Partien werden gelesen…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln Partie</numerusform>
            <numerusform>%Ln Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>None of these games has a winner on record.</source>
        <translation>Keine dieser Partien hat einen verzeichneten Sieger.</translation>
    </message>
    <message>
        <source>The explorer covers %1 games.</source>
        <translation>Der Explorer umfasst Partien von %1.</translation>
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
    <message>
        <source>line %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>byte %1</source>
        <translation>Byte %1</translation>
    </message>
    <message>
        <source>the games changed while they were read</source>
        <translation>die Partien haben sich beim Lesen geändert</translation>
    </message>
    <message>
        <source>the file did not read: %1</source>
        <translation>die Datei ließ sich nicht lesen: %1</translation>
    </message>
    <message>
        <source>the games are still being read</source>
        <translation>die Partien werden noch gelesen</translation>
    </message>
    <message numerus="yes">
        <source>%1 (partial read: %n game(s))</source>
        <extracomment>the tab and window title of a file of which only the games before an error were read</extracomment>
        <translation>
            <numerusform>%1 (teilweise gelesen: %n Partie)</numerusform>
            <numerusform>%1 (teilweise gelesen: %n Partien)</numerusform>
        </translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>This game has no positions to set up.</source>
        <translation>Diese Partie hat keine Stellungen zum Aufstellen.</translation>
    </message>
    <message>
        <source>Bookmarks are SGF properties: save the game as SGF and open that file to set them.</source>
        <translation>Lesezeichen sind SGF-Eigenschaften: Speichern Sie die Partie als SGF und öffnen Sie diese Datei, um sie zu setzen.</translation>
    </message>
    <message>
        <source>Set bookmark %1</source>
        <translation>Lesezeichen %1 setzen</translation>
    </message>
    <message>
        <source>Clear bookmark</source>
        <translation>Lesezeichen entfernen</translation>
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
        <source>The board size cannot change once the game has moves.</source>
        <translation>Die Brettgröße kann nicht mehr geändert werden, sobald die Partie Züge hat.</translation>
    </message>
    <message>
        <source>Twixt rules</source>
        <translation>Twixt-Regeln</translation>
    </message>
    <message>
        <source>Can change only while the game has no moves</source>
        <translation>Nur änderbar, solange die Partie keine Züge hat</translation>
    </message>
    <message>
        <source>&amp;Teams:</source>
        <translation>&amp;Teams:</translation>
    </message>
    <message>
        <source>&amp;Field:</source>
        <translation>&amp;Feld:</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Teams</translation>
    </message>
    <message>
        <source>The log names the teams once for the whole tournament</source>
        <translation>Das Protokoll nennt die Teams einmal für das ganze Turnier</translation>
    </message>
    <message>
        <source>Where the game stands in the tournament</source>
        <translation>Wo das Spiel im Turnier steht</translation>
    </message>
    <message>
        <source>Who won and how many points, as the game&apos;s moves and the match tell</source>
        <translation>Wer gewonnen hat und wie viele Punkte, wie es die Züge der Partie und das Match ergeben</translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation>Keine Partie ist geöffnet.</translation>
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
        <source>The variations of the current game, the main line down the left. Click a node to show it; Left and Right step back and forward, Up and Down change variation.</source>
        <translation>Die Varianten der aktuellen Partie, die Hauptlinie links hinunter. Einen Knoten anklicken, um ihn zu zeigen; Links und Rechts gehen zurück und vor, Auf und Ab wechseln die Variante.</translation>
    </message>
    <message>
        <source>The variations of the current game, the main line down the left. Left and Right step back and forward, Up and Down change variation, Shift+Left goes up to the branch point.</source>
        <translation>Die Varianten der aktuellen Partie, die Hauptlinie links hinunter. Links und Rechts gehen zurück und vor, Hoch und Runter wechseln die Variante, Umschalt+Links geht hinauf zur Verzweigung.</translation>
    </message>
    <message>
        <source>Current: the start.</source>
        <translation>Aktuell: der Anfang.</translation>
    </message>
    <message>
        <source>Current: move %1, %2.</source>
        <translation>Aktuell: Zug %1, %2.</translation>
    </message>
    <message>
        <source>Variation %1 of %2 at this point.</source>
        <translation>Variante %1 von %2 an dieser Stelle.</translation>
    </message>
    <message numerus="yes">
        <source>%n moves follow.</source>
        <translation>
            <numerusform>%n Zug folgt.</numerusform>
            <numerusform>%n Züge folgen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The end of the line.</source>
        <translation>Das Ende der Linie.</translation>
    </message>
    <message>
        <source>Evaluation r = %1.</source>
        <translation>Bewertung r = %1.</translation>
    </message>
    <message>
        <source>Comment: %1</source>
        <translation>Kommentar: %1</translation>
    </message>
    <message>
        <source>Game Tree</source>
        <translation>Spielbaum</translation>
    </message>
</context>
<context>
    <name>kibitz::GamesPanel</name>
    <message>
        <source>#</source>
        <extracomment>the column of the games&apos; numbers in the Games panel</extracomment>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Along the main line</source>
        <translation>Entlang der Hauptvariante</translation>
    </message>
    <message>
        <source>Whether the game has comments or variations</source>
        <translation>Ob die Partie Kommentare oder Varianten hat</translation>
    </message>
    <message>
        <source>The file the game came from</source>
        <translation>Die Datei, aus der die Partie stammt</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Niederlagen</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln Partie</numerusform>
            <numerusform>%Ln Partien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln game(s)</source>
        <translation>
            <numerusform>%1 von %Ln Partie</numerusform>
            <numerusform>%1 von %Ln Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter by player, event or result</source>
        <translation>Nach Spieler, Turnier oder Ergebnis filtern</translation>
    </message>
    <message>
        <source>Filter games</source>
        <translation>Partien filtern</translation>
    </message>
    <message>
        <source>Players&apos; games, wins and losses</source>
        <translation>Partien, Siege und Niederlagen der Spieler</translation>
    </message>
    <message>
        <source>Games, wins and losses of each player among the games shown</source>
        <translation>Partien, Siege und Niederlagen jedes Spielers unter den gezeigten Partien</translation>
    </message>
</context>
<context>
    <name>kibitz::HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <source>How to open, browse, annotate, convert and replay game records</source>
        <translation>Wie man Partieaufzeichnungen öffnet, durchsieht, kommentiert, umwandelt und abspielt</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Every menu action and its keys</source>
        <translation>Alle Menübefehle und ihre Tasten</translation>
    </message>
    <message>
        <source>&amp;About Kibitz</source>
        <translation>&amp;Über Kibitz</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
</context>
<context>
    <name>kibitz::HexSolveRun</name>
    <message>
        <source>Solve Position is for Hex positions.</source>
        <translation>„Stellung lösen“ gibt es nur für Hex-Stellungen.</translation>
    </message>
    <message>
        <source>The position cannot be solved: a move before it is illegal.</source>
        <translation>Die Stellung kann nicht gelöst werden: Ein Zug davor ist regelwidrig.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist beendet.</translation>
    </message>
    <message>
        <source>The solver takes boards of up to 384 cells.</source>
        <translation>Der Löser nimmt Bretter mit bis zu 384 Feldern.</translation>
    </message>
    <message>
        <source>solver</source>
        <translation>Löser</translation>
    </message>
    <message numerus="yes">
        <source>%n stored label(s) contradict it (kept and flagged).</source>
        <translation>
            <numerusform>%n gespeicherte Bewertung widerspricht (behalten und markiert).</numerusform>
            <numerusform>%n gespeicherte Bewertungen widersprechen (behalten und markiert).</numerusform>
        </translation>
    </message>
    <message>
        <source>player 1</source>
        <translation>Spieler 1</translation>
    </message>
    <message>
        <source>player 2</source>
        <translation>Spieler 2</translation>
    </message>
    <message>
        <source>Solving: %1 positions in %2 s; who wins is not known yet.</source>
        <translation>Lösen: %1 Stellungen in %2 s; wer gewinnt, ist noch nicht bekannt.</translation>
    </message>
    <message>
        <source>Solving: %1 wins; every move of the side to move loses.</source>
        <translation>Lösen: %1 gewinnt; jeder Zug der Seite am Zug verliert.</translation>
    </message>
    <message>
        <source>Solving: %1 positions in %2 s; %3 wins, looking for the winning moves.</source>
        <translation>Lösen: %1 Stellungen in %2 s; %3 gewinnt, Suche nach den Gewinnzügen.</translation>
    </message>
    <message numerus="yes">
        <source>Solving: %1 positions in %2 s; %3 wins; %n winning move(s) so far: %4.</source>
        <translation>
            <numerusform>Lösen: %1 Stellungen in %2 s; %3 gewinnt; bisher %n Gewinnzug: %4.</numerusform>
            <numerusform>Lösen: %1 Stellungen in %2 s; %3 gewinnt; bisher %n Gewinnzüge: %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>The solver ran out of time after %1 s; nothing was changed.</source>
        <translation>Dem Löser ging nach %1 s die Zeit aus; nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Solving stopped after %1 s; nothing was changed.</source>
        <translation>Das Lösen wurde nach %1 s gestoppt; nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Solved in %1 s (%2 positions): %3 wins; every move loses.</source>
        <translation>Gelöst in %1 s (%2 Stellungen): %3 gewinnt; jeder Zug verliert.</translation>
    </message>
    <message numerus="yes">
        <source>Solved in %1 s (%2 positions): %3 wins; %n winning move(s): %4.</source>
        <translation>
            <numerusform>Gelöst in %1 s (%2 Stellungen): %3 gewinnt; %n Gewinnzug: %4.</numerusform>
            <numerusform>Gelöst in %1 s (%2 Stellungen): %3 gewinnt; %n Gewinnzüge: %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %1 s (%2 positions): %3 wins; %n winning move(s) proven: %4; the others are not known.</source>
        <translation>
            <numerusform>Gestoppt nach %1 s (%2 Stellungen): %3 gewinnt; %n Gewinnzug bewiesen: %4; die anderen sind nicht bekannt.</numerusform>
            <numerusform>Gestoppt nach %1 s (%2 Stellungen): %3 gewinnt; %n Gewinnzüge bewiesen: %4; die anderen sind nicht bekannt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::HexTwixtEvaluationTools</name>
    <message>
        <source>Solve Position</source>
        <translation>Stellung lösen</translation>
    </message>
    <message>
        <source>Analyse Game</source>
        <translation>Partie analysieren</translation>
    </message>
    <message>
        <source>Prove who wins the shown position with the exact solver and label it (Hex)</source>
        <translation>Mit dem exakten Löser beweisen, wer die gezeigte Stellung gewinnt, und sie bewerten (Hex)</translation>
    </message>
    <message>
        <source>Find where the game was decided and label the positions proven won</source>
        <translation>Finden, wo die Partie entschieden wurde, und die bewiesen gewonnenen Stellungen bewerten</translation>
    </message>
    <message>
        <source>Find where neither player can connect any more and label the draw</source>
        <translation>Finden, ab wann keiner mehr verbinden kann, und das Remis bewerten</translation>
    </message>
    <message>
        <source>Draw: neither player can connect any more.</source>
        <translation>Remis: Keiner kann mehr verbinden.</translation>
    </message>
    <message>
        <source>Player %1 has a proven win.</source>
        <translation>Spieler %1 hat einen bewiesenen Gewinn.</translation>
    </message>
    <message>
        <source>Stop Solving</source>
        <translation>Lösen stoppen</translation>
    </message>
    <message>
        <source>Stop the solver; what it proved so far stays</source>
        <translation>Den Löser stoppen; was er bisher bewiesen hat, bleibt</translation>
    </message>
    <message>
        <source>(The solved position is not the one shown.)</source>
        <translation>(Die gelöste Stellung ist nicht die angezeigte.)</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>%1 is better</source>
        <translation>%1 steht besser</translation>
    </message>
    <message>
        <source>a tie</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>even</source>
        <translation>ausgeglichen</translation>
    </message>
    <message>
        <source>Proven by the stored moves: %1.</source>
        <translation>Durch die gespeicherten Züge bewiesen: %1.</translation>
    </message>
    <message>
        <source>This tree&apos;s labels say: %1. Not proven (hollow mark on the board).</source>
        <translation>Die Bewertungen dieses Baums sagen: %1. Nicht bewiesen (hohle Markierung auf dem Brett).</translation>
    </message>
</context>
<context>
    <name>kibitz::HexTwixtView</name>
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
    <message>
        <source>Moves can be typed on Hex and Twixt boards only.</source>
        <translation>Züge können nur auf Hex- und Twixt-Brettern eingetippt werden.</translation>
    </message>
    <message>
        <source>The shown position has an illegal move before it: %1</source>
        <translation>Vor der gezeigten Stellung steht ein ungültiger Zug: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a cell: write its column letters and row number, as in %2.</source>
        <translation>&quot;%1&quot; ist kein Feld: Schreiben Sie Spaltenbuchstaben und Zeilennummer, etwa %2.</translation>
    </message>
    <message>
        <source>%1 is not on this %2 by %3 board.</source>
        <translation>%1 liegt nicht auf diesem Brett mit %2 mal %3.</translation>
    </message>
    <message>
        <source>%1 is taken.</source>
        <translation>%1 ist besetzt.</translation>
    </message>
    <message>
        <source>%1 cannot be played here.</source>
        <translation>%1 kann hier nicht gespielt werden.</translation>
    </message>
    <message>
        <source>Link taken back</source>
        <translation>Brücke zurückgenommen</translation>
    </message>
    <message>
        <source>Link kept</source>
        <translation>Brücke bleibt</translation>
    </message>
    <message>
        <source>Link removed</source>
        <translation>Brücke entfernt</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>cut off</source>
        <translation>abgeschnitten</translation>
    </message>
    <message>
        <source>Draw: neither player can connect.</source>
        <translation>Remis: Keiner kann verbinden.</translation>
    </message>
    <message>
        <source>Decided: %1 wins (proven).</source>
        <translation>Entschieden: %1 gewinnt (bewiesen).</translation>
    </message>
    <message>
        <source>Pegs still needed (link distance): %1 %2, %3 %4</source>
        <translation>Noch nötige Stifte (Verbindungsdistanz): %1 %2, %3 %4</translation>
    </message>
    <message>
        <source>Solve Position</source>
        <translation>Stellung lösen</translation>
    </message>
    <message>
        <source>Analyse Game</source>
        <translation>Partie analysieren</translation>
    </message>
    <message>
        <source>Show Decided Verdict</source>
        <translation>Entscheidung zeigen</translation>
    </message>
    <message>
        <source>Two-Distance Heat Map</source>
        <translation>Zwei-Distanz-Wärmekarte</translation>
    </message>
    <message>
        <source>Resistance Heat Map</source>
        <translation>Widerstands-Wärmekarte</translation>
    </message>
    <message>
        <source>Show Connection Analysis</source>
        <translation>Verbindungsanalyse zeigen</translation>
    </message>
    <message>
        <source>Solving the position beside the window…</source>
        <translation>Die Stellung wird neben dem Fenster gelöst…</translation>
    </message>
    <message>
        <source>Set-up mode: a left click puts down player 1&apos;s piece, a right click (or Shift and a left click) player 2&apos;s; clicking a piece of that colour takes it off.</source>
        <translation>Aufstellungsmodus: Ein Linksklick setzt einen Stein von Spieler 1, ein Rechtsklick (oder Umschalt und ein Linksklick) einen von Spieler 2; ein Klick auf einen Stein dieser Farbe nimmt ihn weg.</translation>
    </message>
    <message>
        <source>Cannot set up there: %1</source>
        <translation>Dort kann nicht aufgestellt werden: %1</translation>
    </message>
    <message>
        <source>Set-up mode: clicks put pieces down and take them off</source>
        <translation>Aufstellungsmodus: Klicks setzen Steine und nehmen sie weg</translation>
    </message>
    <message>
        <source>Set-up mode ended</source>
        <translation>Aufstellungsmodus beendet</translation>
    </message>
    <message>
        <source>The shown position has an illegal move before it.</source>
        <translation>Vor der gezeigten Stellung steht ein ungültiger Zug.</translation>
    </message>
    <message>
        <source>The board has the focus; click %1 again to play it.</source>
        <translation>Das Brett hat den Fokus; klicken Sie erneut auf %1, um dort zu spielen.</translation>
    </message>
    <message>
        <source>Added %1 as a new variation; Undo (%2) takes it back.</source>
        <translation>%1 als neue Variante hinzugefügt; Rückgängig (%2) nimmt sie zurück.</translation>
    </message>
    <message>
        <source>Mark Move</source>
        <translation>Zug markieren</translation>
    </message>
    <message>
        <source>Mark Position</source>
        <translation>Stellung markieren</translation>
    </message>
    <message>
        <source>Add Triangle</source>
        <translation>Dreieck hinzufügen</translation>
    </message>
    <message>
        <source>Remove Triangle</source>
        <translation>Dreieck entfernen</translation>
    </message>
    <message>
        <source>Add Square</source>
        <translation>Quadrat hinzufügen</translation>
    </message>
    <message>
        <source>Remove Square</source>
        <translation>Quadrat entfernen</translation>
    </message>
    <message>
        <source>Add Circle</source>
        <translation>Kreis hinzufügen</translation>
    </message>
    <message>
        <source>Remove Circle</source>
        <translation>Kreis entfernen</translation>
    </message>
    <message>
        <source>Add Cross</source>
        <translation>Kreuz hinzufügen</translation>
    </message>
    <message>
        <source>Remove Cross</source>
        <translation>Kreuz entfernen</translation>
    </message>
    <message>
        <source>Select Cell</source>
        <translation>Feld auswählen</translation>
    </message>
    <message>
        <source>Unselect Cell</source>
        <translation>Feld abwählen</translation>
    </message>
    <message>
        <source>Undim Cell</source>
        <translation>Feld nicht mehr abdunkeln</translation>
    </message>
    <message>
        <source>Dim Cell</source>
        <translation>Feld abdunkeln</translation>
    </message>
    <message>
        <source>Remove Label</source>
        <translation>Beschriftung entfernen</translation>
    </message>
    <message>
        <source>Add Label</source>
        <translation>Beschriftung hinzufügen</translation>
    </message>
    <message>
        <source>Remove Arrow</source>
        <translation>Pfeil entfernen</translation>
    </message>
    <message>
        <source>Remove Line</source>
        <translation>Linie entfernen</translation>
    </message>
    <message>
        <source>Add Arrow</source>
        <translation>Pfeil hinzufügen</translation>
    </message>
    <message>
        <source>Add Line</source>
        <translation>Linie hinzufügen</translation>
    </message>
    <message>
        <source>Clear Move Mark</source>
        <translation>Zugmarkierung entfernen</translation>
    </message>
    <message>
        <source>Clear Position Mark</source>
        <translation>Stellungsmarkierung entfernen</translation>
    </message>
    <message>
        <source>Mark Hotspot</source>
        <translation>Brennpunkt markieren</translation>
    </message>
    <message>
        <source>Clear Hotspot</source>
        <translation>Brennpunkt entfernen</translation>
    </message>
</context>
<context>
    <name>kibitz::LinkDistanceGraph</name>
    <message>
        <source>Link distances along the game</source>
        <translation>Verbindungsdistanzen im Partieverlauf</translation>
    </message>
    <message>
        <source>Link distance (solid: player 1, dashed: player 2; lower is better; top 0, bottom %1)</source>
        <translation>Verbindungsdistanz (durchgezogen: Spieler 1, gestrichelt: Spieler 2; niedriger ist besser; oben 0, unten %1)</translation>
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
        <translation>Nicht gefunden: %1</translation>
    </message>
    <message>
        <source>%1[*] — Kibitz</source>
        <translation>%1[*] — Kibitz</translation>
    </message>
    <message>
        <source>Open a game file with File &gt; Open, or drop it here.</source>
        <translation>Öffnen Sie eine Spieldatei mit Datei &gt; Öffnen oder ziehen Sie sie hierher.</translation>
    </message>
    <message>
        <source>Open files</source>
        <translation>Offene Dateien</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Bereiche</translation>
    </message>
</context>
<context>
    <name>kibitz::MarkTools</name>
    <message>
        <source>Marks</source>
        <translation>Markierungen</translation>
    </message>
    <message>
        <source>Play Moves</source>
        <translation>Züge spielen</translation>
    </message>
    <message>
        <source>Triangle</source>
        <translation>Dreieck</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>Quadrat</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>Kreis</translation>
    </message>
    <message>
        <source>Cross</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>Select Cells</source>
        <translation>Felder auswählen</translation>
    </message>
    <message>
        <source>Dim Cells</source>
        <translation>Felder abdunkeln</translation>
    </message>
    <message>
        <source>Letter Labels (A, B, C…)</source>
        <translation>Buchstaben-Beschriftungen (A, B, C…)</translation>
    </message>
    <message>
        <source>Number Labels (1, 2, 3…)</source>
        <translation>Zahlen-Beschriftungen (1, 2, 3…)</translation>
    </message>
    <message>
        <source>Arrow (drag from cell to cell)</source>
        <translation>Pfeil (von Feld zu Feld ziehen)</translation>
    </message>
    <message>
        <source>Line (drag from cell to cell)</source>
        <translation>Linie (von Feld zu Feld ziehen)</translation>
    </message>
    <message>
        <source>Mark Mo&amp;ve</source>
        <translation>&amp;Zug markieren</translation>
    </message>
    <message>
        <source>Mark Posi&amp;tion</source>
        <translation>Stellung &amp;markieren</translation>
    </message>
    <message>
        <source>&amp;Good Move (!)</source>
        <translation>&amp;Guter Zug (!)</translation>
    </message>
    <message>
        <source>&amp;Bad Move (?)</source>
        <translation>&amp;Schlechter Zug (?)</translation>
    </message>
    <message>
        <source>&amp;Interesting Move (!?)</source>
        <translation>&amp;Interessanter Zug (!?)</translation>
    </message>
    <message>
        <source>&amp;Doubtful Move (?!)</source>
        <translation>&amp;Zweifelhafter Zug (?!)</translation>
    </message>
    <message>
        <source>&amp;Very Good Move (!!)</source>
        <translation>Sehr g&amp;uter Zug (!!)</translation>
    </message>
    <message>
        <source>Very B&amp;ad Move (??)</source>
        <translation>Sehr s&amp;chlechter Zug (??)</translation>
    </message>
    <message>
        <source>&amp;Clear Move Mark</source>
        <translation>Zugmarkierung &amp;entfernen</translation>
    </message>
    <message>
        <source>Good for &amp;Black</source>
        <translation>Gut für &amp;Schwarz</translation>
    </message>
    <message>
        <source>Good for &amp;White</source>
        <translation>Gut für &amp;Weiß</translation>
    </message>
    <message>
        <source>&amp;Even</source>
        <translation>&amp;Ausgeglichen</translation>
    </message>
    <message>
        <source>&amp;Unclear</source>
        <translation>&amp;Unklar</translation>
    </message>
    <message>
        <source>&amp;Clear Position Mark</source>
        <translation>Stellungsmarkierung &amp;entfernen</translation>
    </message>
    <message>
        <source>&amp;Hotspot</source>
        <translation>&amp;Brennpunkt</translation>
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
        <source>Moves of the current line</source>
        <translation>Züge der aktuellen Linie</translation>
    </message>
    <message>
        <source>Choosing a move shows its position.</source>
        <translation>Die Wahl eines Zugs zeigt seine Stellung.</translation>
    </message>
    <message>
        <source>In the file: %1</source>
        <translation>In der Datei: %1</translation>
    </message>
    <message>
        <source>(empty node)</source>
        <translation>(leerer Knoten)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>a move in the Moves list: %1 is a player, %2 the move</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>  (+%n variation(s))</source>
        <translation>
            <numerusform>  (+%n Variante)</numerusform>
            <numerusform>  (+%n Varianten)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other move(s) stored at this point: the Game Tree shows them; Down (Go › Next Variation) goes to the next.</source>
        <translation>
            <numerusform>%n weiterer Zug an dieser Stelle gespeichert: Der Spielbaum zeigt ihn; Pfeil nach unten (Gehe zu › Nächste Variante) geht zum nächsten.</numerusform>
            <numerusform>%n weitere Züge an dieser Stelle gespeichert: Der Spielbaum zeigt sie; Pfeil nach unten (Gehe zu › Nächste Variante) geht zum nächsten.</numerusform>
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
        <translation>Spielen</translation>
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
        <source>Choose a Colour</source>
        <translation>Farbe wählen</translation>
    </message>
</context>
<context>
    <name>kibitz::RokkakuField</name>
    <message>
        <source>Rokkaku field</source>
        <translation>Rokkaku-Feld</translation>
    </message>
    <message>
        <source>team %1</source>
        <translation>Team %1</translation>
    </message>
    <message>
        <source>Syzygy: %1</source>
        <translation>Syzygie: %1</translation>
    </message>
    <message>
        <source>Syzygy</source>
        <translation>Syzygie</translation>
    </message>
    <message numerus="yes">
        <source>%n syzygies</source>
        <translation>
            <numerusform>%n Syzygie</numerusform>
            <numerusform>%n Syzygien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Siege: %1 takes %n hexel(s)</source>
        <translation>
            <numerusform>Belagerung: %1 nimmt %n Hexel</numerusform>
            <numerusform>Belagerung: %1 nimmt %n Hexel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n siege(s), %1 hexels</source>
        <translation>
            <numerusform>%n Belagerung, %1 Hexel</numerusform>
            <numerusform>%n Belagerungen, %1 Hexel</numerusform>
        </translation>
    </message>
    <message>
        <source>Continental occupation by %1</source>
        <translation>Kontinentale Besetzung durch %1</translation>
    </message>
    <message>
        <source>Continental occupation</source>
        <translation>Kontinentale Besetzung</translation>
    </message>
    <message>
        <source>No field</source>
        <translation>Kein Feld</translation>
    </message>
</context>
<context>
    <name>kibitz::RokkakuFinalResults</name>
    <message>
        <source>Final results</source>
        <translation>Endergebnisse</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>The score the log&apos;s final results give</source>
        <translation>Die Punktzahl laut den Endergebnissen des Protokolls</translation>
    </message>
    <message>
        <source>The score the games add up to</source>
        <translation>Die Punktzahl, die sich aus den Partien ergibt</translation>
    </message>
    <message>
        <source>team %1 (not in the tournament)</source>
        <translation>Team %1 (nicht im Turnier)</translation>
    </message>
    <message>
        <source>%1 (rank %2)</source>
        <translation>%1 (Rang %2)</translation>
    </message>
    <message>
        <source>The log lists a team that is not in the tournament.</source>
        <translation>Das Protokoll führt ein Team auf, das nicht im Turnier ist.</translation>
    </message>
    <message>
        <source>The log gives %1 points and rank %2; the games add up to %3 points, rank %4.</source>
        <translation>Das Protokoll nennt %1 Punkte und Rang %2; die Partien ergeben %3 Punkte, Rang %4.</translation>
    </message>
    <message>
        <source>The log gives %1 points; the games add up to %2.</source>
        <translation>Das Protokoll nennt %1 Punkte; die Partien ergeben %2.</translation>
    </message>
    <message>
        <source>The log ranks it %1; the games rank it %2.</source>
        <translation>Laut Protokoll Rang %1; laut Partien Rang %2.</translation>
    </message>
    <message>
        <source>⚠ differs</source>
        <translation>⚠ weicht ab</translation>
    </message>
    <message>
        <source>✓</source>
        <translation>✓</translation>
    </message>
    <message>
        <source>Agrees with the games</source>
        <translation>Stimmt mit den Partien überein</translation>
    </message>
    <message>
        <source>The log has no final results; the standings are recomputed from the games.</source>
        <translation>Das Protokoll hat keine Endergebnisse; die Tabelle wird aus den Partien neu berechnet.</translation>
    </message>
    <message>
        <source>The log&apos;s final results agree with the games.</source>
        <translation>Die Endergebnisse des Protokolls stimmen mit den Partien überein.</translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n team(s)&apos; final results in the log disagree with what the games add up to (marked).</source>
        <translation>
            <numerusform>⚠ Das Endergebnis von %n Team im Protokoll weicht von dem ab, was die Partien ergeben (markiert).</numerusform>
            <numerusform>⚠ Die Endergebnisse von %n Teams im Protokoll weichen von dem ab, was die Partien ergeben (markiert).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) cannot be replayed whole; they count up to their first inconsistent turn.</source>
        <translation>
            <numerusform>%n Partie kann nicht vollständig nachgespielt werden; sie zählt bis zu ihrem ersten widersprüchlichen Zug.</numerusform>
            <numerusform>%n Partien können nicht vollständig nachgespielt werden; sie zählen bis zu ihrem ersten widersprüchlichen Zug.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::RokkakuOwnedPlot</name>
    <message>
        <source>Owned hexels per turn</source>
        <translation>Besessene Hexel pro Zug</translation>
    </message>
    <message>
        <source>Hexels each team owns after every turn; click to go to a turn</source>
        <translation>Hexel, die jedes Team nach jedem Zug besitzt; klicken, um zu einem Zug zu gehen</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>team %1</source>
        <translation>Team %1</translation>
    </message>
    <message>
        <source>Turn %1 of %2: %3</source>
        <translation>Zug %1 von %2: %3</translation>
    </message>
</context>
<context>
    <name>kibitz::RokkakuScoreBoard</name>
    <message>
        <source>Scoreboard</source>
        <translation>Anzeigetafel</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n hexel(s) now, tournament %2</source>
        <translation>
            <numerusform>%1: jetzt %n Hexel, Turnier %2</numerusform>
            <numerusform>%1: jetzt %n Hexel, Turnier %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n frozen</source>
        <translation>
            <numerusform>%n eingefroren</numerusform>
            <numerusform>%n eingefroren</numerusform>
        </translation>
    </message>
    <message>
        <source>Each team of the game: hexels owned now (large), the points the game would give it if it ended now, its rank and score in the tournament&apos;s finished games, and its frozen agents</source>
        <translation>Jedes Team der Partie: jetzt besessene Hexel (groß), die Punkte, die die Partie ihm gäbe, wenn sie jetzt endete, sein Rang und seine Punktzahl in den beendeten Partien des Turniers und seine eingefrorenen Figuren</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n hexel(s) now, %2 points if the game ended now, tournament %3</source>
        <translation>
            <numerusform>%1: jetzt %n Hexel, %2 Punkte, wenn die Partie jetzt endete, Turnier %3</numerusform>
            <numerusform>%1: jetzt %n Hexel, %2 Punkte, wenn die Partie jetzt endete, Turnier %3</numerusform>
        </translation>
    </message>
    <message>
        <source>#%1 · %2 pts</source>
        <extracomment>on the scoreboard: the rank and the score in the tournament&apos;s finished games</extracomment>
        <translation>#%1 · %2 Pkt.</translation>
    </message>
    <message>
        <source>+%1 now</source>
        <extracomment>on the scoreboard: the points the game would give if it ended now</extracomment>
        <translation>+%1 jetzt</translation>
    </message>
</context>
<context>
    <name>kibitz::RokkakuScoreChart</name>
    <message>
        <source>Tournament scores</source>
        <translation>Turnierpunkte</translation>
    </message>
    <message>
        <source>Each team&apos;s score so far (bar), its total over the whole log (outline) and the log&apos;s final result (tick; red where it disagrees)</source>
        <translation>Der bisherige Punktestand jedes Teams (Balken), seine Summe über das ganze Protokoll (Umriss) und das Endergebnis des Protokolls (Strich; rot bei Abweichung)</translation>
    </message>
    <message>
        <source>%1. %2 %3</source>
        <translation>%1. %2 %3</translation>
    </message>
    <message>
        <source>Leading: %1</source>
        <translation>Führend: %1</translation>
    </message>
    <message>
        <source>Team %1</source>
        <translation>Team %1</translation>
    </message>
</context>
<context>
    <name>kibitz::RokkakuStandings</name>
    <message>
        <source>Standings so far</source>
        <translation>Bisheriger Tabellenstand</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Ratio</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Fläche</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <source>Game points: 6, 4, 2, 0 by final area; tied teams share</source>
        <translation>Spielpunkte: 6, 4, 2, 0 nach der Endfläche; gleichauf liegende Teams teilen</translation>
    </message>
    <message>
        <source>Ratio sum: a millionth of the owned field per game, summed</source>
        <translation>Anteilssumme: Millionstel des besetzten Felds je Spiel, summiert</translation>
    </message>
    <message>
        <source>Area sum: hexels owned at the end of each game, summed</source>
        <translation>Flächensumme: am Ende jedes Spiels besessene Hexel, summiert</translation>
    </message>
    <message>
        <source>Hexels owned now in the shown game, and the points it would give if it ended now</source>
        <translation>Jetzt besessene Hexel in der gezeigten Partie und die Punkte, die sie gäbe, wenn sie jetzt endete</translation>
    </message>
    <message>
        <source>Scores of the finished games: the shown game counts once it is over; until then its projected points are in the Now column and on the scoreboard</source>
        <translation>Punkte der beendeten Partien: Die gezeigte Partie zählt, sobald sie vorbei ist; bis dahin stehen ihre voraussichtlichen Punkte in der Spalte „Jetzt“ und auf der Anzeigetafel</translation>
    </message>
    <message>
        <source>%1 points; ratio sum %2, area sum %3 (the tie-breakers)</source>
        <translation>%1 Punkte; Quotientensumme %2, Flächensumme %3 (die Feinwertung)</translation>
    </message>
    <message numerus="yes">
        <source>%n hexel(s) owned now; %1 points if the game ended now</source>
        <translation>
            <numerusform>%n Hexel jetzt im Besitz; %1 Punkte, wenn die Partie jetzt endete</numerusform>
            <numerusform>%n Hexel jetzt im Besitz; %1 Punkte, wenn die Partie jetzt endete</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hexel(s) owned at the end of the game</source>
        <translation>
            <numerusform>%n Hexel am Ende der Partie im Besitz</numerusform>
            <numerusform>%n Hexel am Ende der Partie im Besitz</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::RokkakuView</name>
    <message>
        <source>red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>amber</source>
        <translation>Bernstein</translation>
    </message>
    <message>
        <source>Playback</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Anzeige</translation>
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
        <translation>Präsentation</translation>
    </message>
    <message>
        <source>Previous Game</source>
        <translation>Vorherige Partie</translation>
    </message>
    <message>
        <source>Previous game (Alt+PgUp)</source>
        <translation>Vorherige Partie (Alt+Bild auf)</translation>
    </message>
    <message>
        <source>Start of the Game</source>
        <translation>Anfang der Partie</translation>
    </message>
    <message>
        <source>Start of the game (Home)</source>
        <translation>Anfang der Partie (Pos1)</translation>
    </message>
    <message>
        <source>Previous Turn</source>
        <translation>Vorheriger Zug</translation>
    </message>
    <message>
        <source>Previous turn (Left)</source>
        <translation>Vorheriger Zug (Links)</translation>
    </message>
    <message>
        <source>Play / pause</source>
        <translation>Abspielen / anhalten</translation>
    </message>
    <message>
        <source>Next Turn</source>
        <translation>Nächster Zug</translation>
    </message>
    <message>
        <source>Next turn (Right)</source>
        <translation>Nächster Zug (Rechts)</translation>
    </message>
    <message>
        <source>End of the Game</source>
        <translation>Ende der Partie</translation>
    </message>
    <message>
        <source>End of the game (End)</source>
        <translation>Ende der Partie (Ende)</translation>
    </message>
    <message>
        <source>Next Game</source>
        <translation>Nächste Partie</translation>
    </message>
    <message>
        <source>Next game (Alt+PgDown)</source>
        <translation>Nächste Partie (Alt+Bild ab)</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Drag to go to a turn</source>
        <translation>Ziehen, um zu einem Zug zu gehen</translation>
    </message>
    <message>
        <source>Jump to turn</source>
        <translation>Zu Zug springen</translation>
    </message>
    <message>
        <source>Jump to Turn</source>
        <translation>Zu Zug springen</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>Langsamer</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Schneller</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <source>Show turns at once, without animation</source>
        <translation>Züge sofort zeigen, ohne Animation</translation>
    </message>
    <message>
        <source>Auto-advance</source>
        <translation>Automatisch weiter</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <source>Coordinates</source>
        <translation>Koordinaten</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>Präsentieren</translation>
    </message>
    <message>
        <source>Presentation: the field and the scoreboard full screen; Escape leaves</source>
        <translation>Präsentation: Feld und Anzeigetafel im Vollbild; Esc beendet</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Final Results</source>
        <translation>Endergebnisse</translation>
    </message>
    <message>
        <source>Tournament scores</source>
        <translation>Turnierpunkte</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Round %1, game %2</source>
        <translation>Runde %1, Partie %2</translation>
    </message>
    <message>
        <source>This game has no Rokkaku Conquest set-up.</source>
        <translation>Diese Partie hat keine Rokkaku-Conquest-Aufstellung.</translation>
    </message>
    <message>
        <source>Turn %1 cannot be replayed: %2. The field shows the position before it.</source>
        <translation>Zug %1 kann nicht nachgespielt werden: %2. Das Feld zeigt die Stellung davor.</translation>
    </message>
    <message>
        <source>Final Results ⚠</source>
        <translation>Endergebnisse ⚠</translation>
    </message>
    <message>
        <source>%1 · Turn %2 / %3</source>
        <translation>%1 · Zug %2 / %3</translation>
    </message>
    <message>
        <source>No field.</source>
        <translation>Kein Feld.</translation>
    </message>
    <message>
        <source>%1, turn %2 of %3, field %4 by %5.</source>
        <translation>%1, Zug %2 von %3, Feld %4 mal %5.</translation>
    </message>
    <message>
        <source>dog</source>
        <translation>Hund</translation>
    </message>
    <message>
        <source>samurai %1</source>
        <translation>Samurai %1</translation>
    </message>
    <message>
        <source>%1 at %2,%3</source>
        <translation>%1 auf %2,%3</translation>
    </message>
    <message>
        <source>, frozen</source>
        <translation>, eingefroren</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %3; owns %n hexel(s).</source>
        <translation>
            <numerusform>%1 (%2): %3; besitzt %n Hexel.</numerusform>
            <numerusform>%1 (%2): %3; besitzt %n Hexel.</numerusform>
        </translation>
    </message>
    <message>
        <source>team %1</source>
        <translation>Team %1</translation>
    </message>
    <message numerus="yes">
        <source>%n syzygy(ies)</source>
        <translation>
            <numerusform>%n Syzygie</numerusform>
            <numerusform>%n Syzygien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n siege(s)</source>
        <translation>
            <numerusform>%n Belagerung</numerusform>
            <numerusform>%n Belagerungen</numerusform>
        </translation>
    </message>
    <message>
        <source>a continental occupation</source>
        <translation>eine kontinentale Besetzung</translation>
    </message>
    <message>
        <source>This turn: %1.</source>
        <translation>Dieser Zug: %1.</translation>
    </message>
    <message>
        <source>Turn %1 cannot be replayed: %2.</source>
        <translation>Zug %1 kann nicht nachgespielt werden: %2.</translation>
    </message>
    <message>
        <source>Speed %1</source>
        <translation>Tempo %1</translation>
    </message>
    <message>
        <source>Now playing: %1</source>
        <translation>Läuft gerade: %1</translation>
    </message>
    <message>
        <source>Presentation: Space plays or pauses, arrows step, Escape leaves</source>
        <translation>Präsentation: Leertaste spielt oder hält an, Pfeiltasten gehen schrittweise, Esc beendet</translation>
    </message>
    <message>
        <source>Hexel %1,%2: %3</source>
        <translation>Hexel %1,%2: %3</translation>
    </message>
    <message>
        <source>nobody&apos;s</source>
        <translation>herrenlos</translation>
    </message>
    <message>
        <source>owned by %1</source>
        <translation>im Besitz von %1</translation>
    </message>
    <message>
        <source>dog of %1</source>
        <translation>Hund von %1</translation>
    </message>
    <message>
        <source>samurai %1 of %2</source>
        <translation>Samurai %1 von %2</translation>
    </message>
    <message>
        <source> (frozen)</source>
        <translation> (eingefroren)</translation>
    </message>
    <message>
        <source>The turn shown; type one to jump to it (Ctrl+G)</source>
        <translation>Der angezeigte Zug; eine Zahl eingeben, um zu ihm zu springen (Strg+G)</translation>
    </message>
    <message>
        <source>Animation speed ([ slower, ] faster); Instant shows turns at once (Ctrl+I)</source>
        <translation>Animationsgeschwindigkeit ([ langsamer, ] schneller); „Sofort“ zeigt Züge ohne Animation (Strg+I)</translation>
    </message>
    <message>
        <source>Auto-advance: go on with the next game at the end of a game</source>
        <translation>Automatisch weiter: am Ende einer Partie mit der nächsten fortfahren</translation>
    </message>
    <message>
        <source>Columns: flat-topped hexels in offset columns instead of offset rows</source>
        <translation>Spalten: Hexel mit flacher Oberseite in versetzten Spalten statt versetzter Zeilen</translation>
    </message>
    <message>
        <source>Coordinates: show them along the field</source>
        <translation>Koordinaten: am Rand des Spielfelds anzeigen</translation>
    </message>
</context>
<context>
    <name>kibitz::ShortcutsDialog</name>
    <message>
        <source>Show actions &amp;without a shortcut</source>
        <translation>Befehle &amp;ohne Tastenkürzel anzeigen</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Type to filter by menu, action or key</source>
        <translation>Tippen, um nach Menü, Befehl oder Taste zu filtern</translation>
    </message>
    <message>
        <source>Filter shortcuts</source>
        <translation>Tastenkürzel filtern</translation>
    </message>
    <message>
        <source>&amp;Filter:</source>
        <translation>&amp;Filter:</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Tastenkürzel</translation>
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
        <translation>Startseite</translation>
    </message>
    <message>
        <source>Kibitz</source>
        <translation>Kibitz</translation>
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
        <source>A viewer and editor of %1 game records.</source>
        <extracomment>%1 lists the games (&quot;Hex, Twixt, backgammon, and Rokkaku&quot;)</extracomment>
        <translation>Ein Betrachter und Editor für Partieaufzeichnungen von %1.</translation>
    </message>
</context>
<context>
    <name>kibitz::UserGuideDialog</name>
    <message>
        <source>Kibitz User Guide</source>
        <translation>Kibitz-Benutzerhandbuch</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>Benutzerhandbuch</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>The sections of the guide; choosing one shows it.</source>
        <translation>Die Abschnitte des Handbuchs; die Wahl eines Abschnitts zeigt ihn an.</translation>
    </message>
    <message>
        <source>Find in the guide</source>
        <translation>Im Handbuch suchen</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>&amp;Suchen:</translation>
    </message>
</context>
<context>
    <name>kibitz::WarningsButton</name>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message>
        <source>What reading the file found and read past; click to list it</source>
        <translation>Was beim Lesen der Datei gefunden und übergangen wurde; klicken, um es aufzulisten</translation>
    </message>
    <message>
        <source>Warnings — %1</source>
        <extracomment>%1 is the name of a document</extracomment>
        <translation>Warnungen — %1</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
</context>
<context>
    <name>kibitz::WindowPanels</name>
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
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Explorer</source>
        <translation>Explorer</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;geöffnet&gt;</translation>
    </message>
</context>
<context>
    <name>kibitz::bganalysis::GnubgRunner</name>
    <message>
        <source>there is no game to analyse</source>
        <translation>Es gibt keine Partie zu analysieren</translation>
    </message>
    <message>
        <source>there is no game %1</source>
        <translation>Es gibt keine Partie %1</translation>
    </message>
    <message>
        <source>game %1 is %2: GNU Backgammon does not play it</source>
        <translation>Partie %1 ist %2: GNU Backgammon spielt das nicht</translation>
    </message>
    <message>
        <source>acey-deucey</source>
        <translation>Acey-Deucey</translation>
    </message>
    <message>
        <source>tabula</source>
        <translation>Tabula</translation>
    </message>
    <message>
        <source>game %1 is no backgammon game</source>
        <translation>Partie %1 ist keine Backgammon-Partie</translation>
    </message>
    <message>
        <source>GNU Backgammon&apos;s record holds %1 games, the document %2</source>
        <translation>Die Aufzeichnung von GNU Backgammon enthält %1 Partien, das Dokument %2</translation>
    </message>
    <message>
        <source>GNU Backgammon&apos;s record of game %1 does not line up with the document at event %2</source>
        <translation>Die Aufzeichnung von Partie %1 durch GNU Backgammon passt bei Ereignis %2 nicht zum Dokument</translation>
    </message>
    <message>
        <source>the match cannot be written for GNU Backgammon: %1</source>
        <translation>Das Match kann nicht für GNU Backgammon geschrieben werden: %1</translation>
    </message>
    <message>
        <source>the match cannot be written for GNU Backgammon as it is: %1</source>
        <translation>Das Match kann nicht unverändert für GNU Backgammon geschrieben werden: %1</translation>
    </message>
    <message>
        <source>no temporary folder for GNU Backgammon: %1</source>
        <translation>Kein temporärer Ordner für GNU Backgammon: %1</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>the analysis was cancelled</source>
        <translation>Die Analyse wurde abgebrochen</translation>
    </message>
    <message>
        <source>GNU Backgammon was not found (%1); install it, for example with: apt-get install gnubg</source>
        <translation>GNU Backgammon wurde nicht gefunden (%1); installieren Sie es, zum Beispiel mit: apt-get install gnubg</translation>
    </message>
    <message>
        <source>GNU Backgammon stopped unexpectedly (it crashed); the document is unchanged</source>
        <translation>GNU Backgammon wurde unerwartet beendet (abgestürzt); das Dokument ist unverändert</translation>
    </message>
    <message>
        <source>GNU Backgammon failed (exit code %1): %2</source>
        <translation>GNU Backgammon ist fehlgeschlagen (Exit-Code %1): %2</translation>
    </message>
    <message>
        <source>GNU Backgammon wrote no analysis; the document is unchanged. It said: %1</source>
        <translation>GNU Backgammon hat keine Analyse geschrieben; das Dokument ist unverändert. Ausgabe: %1</translation>
    </message>
    <message>
        <source>GNU Backgammon&apos;s analysis cannot be read: %1</source>
        <translation>Die Analyse von GNU Backgammon kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>GNU Backgammon has no setting called &quot;%1&quot;</source>
        <translation>GNU Backgammon hat keine Einstellung namens „%1“</translation>
    </message>
    <message>
        <source>GNU Backgammon plays neither acey-deucey nor tabula</source>
        <translation>GNU Backgammon spielt weder Acey-Deucey noch Tabula</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>Die Partie ist zu Ende</translation>
    </message>
    <message>
        <source>there is no roll to give a hint for</source>
        <translation>Es gibt keinen Wurf, für den ein Tipp gegeben werden kann</translation>
    </message>
    <message>
        <source>the hint was cancelled</source>
        <translation>Der Tipp wurde abgebrochen</translation>
    </message>
    <message>
        <source>GNU Backgammon crashed</source>
        <translation>GNU Backgammon ist abgestürzt</translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation>Exit-Code %1</translation>
    </message>
    <message>
        <source>GNU Backgammon gave no hint: %1</source>
        <translation>GNU Backgammon hat keinen Tipp gegeben: %1</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>Casual play</source>
        <translation>Gelegenheitsspiel</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Mittelstufe</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Fortgeschritten</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>World class</source>
        <translation>Weltklasse</translation>
    </message>
    <message>
        <source>Supremo</source>
        <translation>Supremo</translation>
    </message>
    <message>
        <source>Grandmaster</source>
        <translation>Großmeister</translation>
    </message>
    <message>
        <source>GNU Backgammon printed nothing for %1 s and was stopped as stuck; the document is unchanged</source>
        <extracomment>%1 a number of seconds</extracomment>
        <translation>GNU Backgammon hat %1 s lang nichts ausgegeben und wurde als hängend gestoppt; das Dokument ist unverändert</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Game files to open.</source>
        <translation>Zu öffnende Spieldateien.</translation>
    </message>
    <message>
        <source>Open the files, and every game file in the folders given, as one collection in one tab.</source>
        <translation>Die Dateien und jede Partiedatei in den angegebenen Ordnern als eine Sammlung in einem Tab öffnen.</translation>
    </message>
    <message>
        <source>Viewer and editor of %1 game records.</source>
        <extracomment>%1 lists the games (&quot;Hex, Twixt, backgammon, and Rokkaku&quot;)</extracomment>
        <translation>Betrachter und Editor für Partieaufzeichnungen von %1.</translation>
    </message>
</context>
</TS>
