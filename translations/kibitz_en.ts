<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>CollectionLoad</name>
    <message numerus="yes">
        <source>%1: %Ln file(s)</source>
        <extracomment>%1 is a game family (&quot;Hex&quot;), %Ln how many files hold it</extracomment>
        <translation>
            <numerusform>%1: %Ln file</numerusform>
            <numerusform>%1: %Ln files</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CollectionSummary</name>
    <message numerus="yes">
        <source>%Ln team(s)</source>
        <translation>
            <numerusform>%Ln team</numerusform>
            <numerusform>%Ln teams</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln round(s)</source>
        <translation>
            <numerusform>%Ln round</numerusform>
            <numerusform>%Ln rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln game</numerusform>
            <numerusform>%Ln games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 match to %Ln</source>
        <extracomment>%1 is the game (&quot;backgammon&quot;, &quot;acey-deucey&quot;, &quot;tabula&quot;), %Ln the points the match is played to</extracomment>
        <translation>
            <numerusform>%1 match to %Ln</numerusform>
            <numerusform>%1 match to %Ln</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameList</name>
    <message numerus="yes">
        <source>%1 wins %n point(s)</source>
        <extracomment>%1 is the winner&apos;s name; %n the points won</extracomment>
        <translation>
            <numerusform>%1 wins %n point</numerusform>
            <numerusform>%1 wins %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HexOverlayPainter</name>
    <message numerus="yes">
        <source>Proven by the solver: %1 wins; starred: all %n winning move(s).</source>
        <translation>
            <numerusform>Proven by the solver: %1 wins; starred: the %n winning move.</numerusform>
            <numerusform>Proven by the solver: %1 wins; starred: all %n winning moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Proven by the solver: %1 wins; starred: the %n winning move(s) proven so far (still solving).</source>
        <translation>
            <numerusform>Proven by the solver: %1 wins; starred: the %n winning move proven so far (still solving).</numerusform>
            <numerusform>Proven by the solver: %1 wins; starred: the %n winning moves proven so far (still solving).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Proven by the solver: %1 wins; starred: %n winning move(s) (not all were proven).</source>
        <translation>
            <numerusform>Proven by the solver: %1 wins; starred: %n winning move (not all were proven).</numerusform>
            <numerusform>Proven by the solver: %1 wins; starred: %n winning moves (not all were proven).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HexTwixtAnalysis</name>
    <message numerus="yes">
        <source>%n stored label(s) contradict it (kept and flagged).</source>
        <translation>
            <numerusform>%n stored label contradicts it (kept and flagged).</numerusform>
            <numerusform>%n stored labels contradict it (kept and flagged).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Analysed %n position(s): not decided.</source>
        <translation>
            <numerusform>Analysed %n position: not decided.</numerusform>
            <numerusform>Analysed %n positions: not decided.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Analysed %n position(s): a draw from move %1 on.</source>
        <translation>
            <numerusform>Analysed %n position: a draw from move %1 on.</numerusform>
            <numerusform>Analysed %n positions: a draw from move %1 on.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Analysed %n position(s): decided at move %1.</source>
        <translation>
            <numerusform>Analysed %n position: decided at move %1.</numerusform>
            <numerusform>Analysed %n positions: decided at move %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n label(s) set.</source>
        <translation>
            <numerusform>%n label set.</numerusform>
            <numerusform>%n labels set.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HexTwixtDescription</name>
    <message numerus="yes">
        <source>%1: %n peg(s): %2.</source>
        <translation>
            <numerusform>%1: %n peg: %2.</numerusform>
            <numerusform>%1: %n pegs: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n stone(s): %2.</source>
        <translation>
            <numerusform>%1: %n stone: %2.</numerusform>
            <numerusform>%1: %n stones: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n link(s): %2.</source>
        <translation>
            <numerusform>%1 has %n link: %2.</numerusform>
            <numerusform>%1 has %n links: %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JgameWriter</name>
    <message numerus="yes">
        <source>Jgame has no place for %n node property(s) of the %1 file</source>
        <extracomment>%n is a number, %1 a format&apos;s name (sgf...)</extracomment>
        <translation>
            <numerusform>Jgame has no place for %n node property of the %1 file</numerusform>
            <numerusform>Jgame has no place for %n node properties of the %1 file</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Jgame has no player to move (SGF PL): %n set-up(s) lose it</source>
        <extracomment>PL is the SGF property that names the player to move after a set-up</extracomment>
        <translation>
            <numerusform>Jgame has no player to move (SGF PL): %n set-up loses it</numerusform>
            <numerusform>Jgame has no player to move (SGF PL): %n set-ups lose it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Jgame has no place for board marks (labels, shapes, arrows, lines) or move and position marks (!, ?, good for a side, hotspot): %n node(s) lose them</source>
        <extracomment>%n is a number of nodes</extracomment>
        <translation>
            <numerusform>Jgame has no place for board marks (labels, shapes, arrows, lines) or move and position marks (!, ?, good for a side, hotspot): %n node loses them</numerusform>
            <numerusform>Jgame has no place for board marks (labels, shapes, arrows, lines) or move and position marks (!, ?, good for a side, hotspot): %n nodes lose them</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RokkakuNotation</name>
    <message numerus="yes">
        <source>%n hexel(s) claimed</source>
        <translation>
            <numerusform>%n hexel claimed</numerusform>
            <numerusform>%n hexels claimed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n syzygy(s)</source>
        <translation>
            <numerusform>%n syzygy</numerusform>
            <numerusform>%n syzygies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n siege(s)</source>
        <translation>
            <numerusform>%n siege</numerusform>
            <numerusform>%n sieges</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n continental occupation(s)</source>
        <translation>
            <numerusform>%n continental occupation</numerusform>
            <numerusform>%n continental occupations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n agent(s) frozen</source>
        <translation>
            <numerusform>%n agent frozen</numerusform>
            <numerusform>%n agents frozen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SgfGameWriter</name>
    <message numerus="yes">
        <source>SGF has no place for %n node property(s) of the %1 file</source>
        <extracomment>%n is a number, %1 a format&apos;s name (jgame, rokkaku-log...)</extracomment>
        <translation>
            <numerusform>SGF has no place for %n node property of the %1 file</numerusform>
            <numerusform>SGF has no place for %n node properties of the %1 file</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Jgame long move(s) leave out links that SGF&apos;s notation makes automatically; in SGF the new peg gets them</source>
        <translation>
            <numerusform>%n Jgame long move leaves out links that SGF&apos;s notation makes automatically; in SGF the new peg gets them</numerusform>
            <numerusform>%n Jgame long moves leave out links that SGF&apos;s notation makes automatically; in SGF the new peg gets them</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Little Golem record(s) will be written as standard SGF (with GM, the standard&apos;s points and moves, and PB and PW as the standard names the players), not in Little Golem&apos;s dialect: %1</source>
        <extracomment>%1 says why (&quot;its rules are no longer paper and pencil&quot;)</extracomment>
        <translation>
            <numerusform>%n Little Golem record will be written as standard SGF (with GM, the standard&apos;s points and moves, and PB and PW as the standard names the players), not in Little Golem&apos;s dialect: %1</numerusform>
            <numerusform>%n Little Golem records will be written as standard SGF (with GM, the standard&apos;s points and moves, and PB and PW as the standard names the players), not in Little Golem&apos;s dialect: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UserPrompts</name>
    <message numerus="yes">
        <source>The %n game(s) before the damage read whole. Open them? The tab will say that it holds a partial read.</source>
        <translation>
            <numerusform>The %n game before the damage read whole. Open it? The tab will say that it holds a partial read.</numerusform>
            <numerusform>The %n games before the damage read whole. Open them? The tab will say that it holds a partial read.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Open %n Game(s)</source>
        <translation>
            <numerusform>Open %n Game</numerusform>
            <numerusform>Open %n Games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This tab holds the %n game(s) that read of %1, which holds more.</source>
        <translation>
            <numerusform>This tab holds the %n game that read of %1, which holds more.</numerusform>
            <numerusform>This tab holds the %n games that read of %1, which holds more.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VariationClipboard</name>
    <message numerus="yes">
        <source>Copied the variation from %1 (%n node(s))</source>
        <translation>
            <numerusform>Copied the variation from %1 (%n node)</numerusform>
            <numerusform>Copied the variation from %1 (%n nodes)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::AnalysisOptionsDialog</name>
    <message numerus="yes">
        <source>%1 (%n-ply)</source>
        <translation>
            <numerusform>%1 (%n-ply)</numerusform>
            <numerusform>%1 (%n-ply)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::BackgammonAnalysis</name>
    <message numerus="yes">
        <source>GNU Backgammon analyses %n game(s) at %1-ply...</source>
        <translation>
            <numerusform>GNU Backgammon analyses %n game at %1-ply...</numerusform>
            <numerusform>GNU Backgammon analyses %n games at %1-ply...</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>GNU Backgammon analyses %n game(s) at %1...</source>
        <translation>
            <numerusform>GNU Backgammon analyses %n game at %1...</numerusform>
            <numerusform>GNU Backgammon analyses %n games at %1...</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::BackgammonAnalysisPanel</name>
    <message numerus="yes">
        <source>Hint by GNU Backgammon for %1: %n candidate move(s), equities in %2.</source>
        <extracomment>%1 is a roll (&quot;Maxence&apos;s 6-1&quot;), %2 the unit of the equities</extracomment>
        <translation>
            <numerusform>Hint by GNU Backgammon for %1: %n candidate move, equities in %2.</numerusform>
            <numerusform>Hint by GNU Backgammon for %1: %n candidate moves, equities in %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::DocumentFiles</name>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <extracomment>a tab&apos;s title: a file name and how many more files the tab holds</extracomment>
        <translation>
            <numerusform>%1 and %n more</numerusform>
            <numerusform>%1 and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Partial read of %1: the %n game(s) before the damage (%2)</source>
        <extracomment>%1 is a file name, %2 where and why reading it stopped</extracomment>
        <translation>
            <numerusform>Partial read of %1: the %n game before the damage (%2)</numerusform>
            <numerusform>Partial read of %1: the %n games before the damage (%2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::EvaluationGraph</name>
    <message numerus="yes">
        <source>Start of a line of %n move(s).</source>
        <translation>
            <numerusform>Start of a line of %n move.</numerusform>
            <numerusform>Start of a line of %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) of the line evaluated.</source>
        <translation>
            <numerusform>%n move of the line evaluated.</numerusform>
            <numerusform>%n moves of the line evaluated.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::ExplorerPanel</name>
    <message numerus="yes">
        <source>%n game(s) of backgammon not counted</source>
        <extracomment>%n games of a backgammon variant the explorer did not count, the shown game being of another</extracomment>
        <translation>
            <numerusform>%n game of backgammon not counted</numerusform>
            <numerusform>%n games of backgammon not counted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of acey-deucey not counted</source>
        <translation>
            <numerusform>%n game of acey-deucey not counted</numerusform>
            <numerusform>%n games of acey-deucey not counted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of tabula not counted</source>
        <translation>
            <numerusform>%n game of tabula not counted</numerusform>
            <numerusform>%n games of tabula not counted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) on %1 not counted</source>
        <extracomment>%n games on a board of another size than the shown game&apos;s, %1 that size (&quot;13×13&quot;)</extracomment>
        <translation>
            <numerusform>%n game on %1 not counted</numerusform>
            <numerusform>%n games on %1 not counted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reading the moves of %Ln game(s)…</source>
        <extracomment>the Explorer&apos;s summary while a collection just opened is read in the background</extracomment>
        <translation>
            <numerusform>Reading the moves of %Ln game…</numerusform>
            <numerusform>Reading the moves of %Ln games…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln game</numerusform>
            <numerusform>%Ln games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::GameDocument</name>
    <message numerus="yes">
        <source>%1 (partial read: %n game(s))</source>
        <extracomment>the tab and window title of a file of which only the games before an error were read</extracomment>
        <translation>
            <numerusform>%1 (partial read: %n game)</numerusform>
            <numerusform>%1 (partial read: %n games)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::GameTreePanel</name>
    <message numerus="yes">
        <source>%n moves follow.</source>
        <translation>
            <numerusform>%n move follows.</numerusform>
            <numerusform>%n moves follow.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n variation(s)</source>
        <translation>
            <numerusform>%n variation</numerusform>
            <numerusform>%n variations</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::GamesPanel</name>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln game</numerusform>
            <numerusform>%Ln games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln game(s)</source>
        <translation>
            <numerusform>%1 of %Ln game</numerusform>
            <numerusform>%1 of %Ln games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::HexSolveRun</name>
    <message numerus="yes">
        <source>%n stored label(s) contradict it (kept and flagged).</source>
        <translation>
            <numerusform>%n stored label contradicts it (kept and flagged).</numerusform>
            <numerusform>%n stored labels contradict it (kept and flagged).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solving: %1 positions in %2 s; %3 wins; %n winning move(s) so far: %4.</source>
        <translation>
            <numerusform>Solving: %1 positions in %2 s; %3 wins; %n winning move so far: %4.</numerusform>
            <numerusform>Solving: %1 positions in %2 s; %3 wins; %n winning moves so far: %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %1 s (%2 positions): %3 wins; %n winning move(s): %4.</source>
        <translation>
            <numerusform>Solved in %1 s (%2 positions): %3 wins; %n winning move: %4.</numerusform>
            <numerusform>Solved in %1 s (%2 positions): %3 wins; %n winning moves: %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %1 s (%2 positions): %3 wins; %n winning move(s) proven: %4; the others are not known.</source>
        <translation>
            <numerusform>Stopped after %1 s (%2 positions): %3 wins; %n winning move proven: %4; the others are not known.</numerusform>
            <numerusform>Stopped after %1 s (%2 positions): %3 wins; %n winning moves proven: %4; the others are not known.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::HexTwixtView</name>
    <message numerus="yes">
        <source>%n link(s) added</source>
        <translation>
            <numerusform>%n link added</numerusform>
            <numerusform>%n links added</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::MoveListPanel</name>
    <message numerus="yes">
        <source>  (+%n variation(s))</source>
        <translation>
            <numerusform>  (+%n variation)</numerusform>
            <numerusform>  (+%n variations)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other move(s) stored at this point: the Game Tree shows them; Down (Go › Next Variation) goes to the next.</source>
        <translation>
            <numerusform>%n other move stored at this point: the Game Tree shows it; Down (Go › Next Variation) goes to the next.</numerusform>
            <numerusform>%n other moves stored at this point: the Game Tree shows them; Down (Go › Next Variation) goes to the next.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::RokkakuField</name>
    <message numerus="yes">
        <source>%n syzygies</source>
        <translation>
            <numerusform>%n syzygy</numerusform>
            <numerusform>%n syzygies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Siege: %1 takes %n hexel(s)</source>
        <translation>
            <numerusform>Siege: %1 takes %n hexel</numerusform>
            <numerusform>Siege: %1 takes %n hexels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n siege(s), %1 hexels</source>
        <translation>
            <numerusform>%n siege, %1 hexels</numerusform>
            <numerusform>%n sieges, %1 hexels</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::RokkakuFinalResults</name>
    <message numerus="yes">
        <source>⚠ %n team(s)&apos; final results in the log disagree with what the games add up to (marked).</source>
        <translation>
            <numerusform>⚠ %n team&apos;s final result in the log disagrees with what its games add up to (marked).</numerusform>
            <numerusform>⚠ %n teams&apos; final results in the log disagree with what the games add up to (marked).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) cannot be replayed whole; they count up to their first inconsistent turn.</source>
        <translation>
            <numerusform>%n game cannot be replayed whole; it counts up to its first inconsistent turn.</numerusform>
            <numerusform>%n games cannot be replayed whole; they count up to their first inconsistent turn.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::RokkakuScoreBoard</name>
    <message numerus="yes">
        <source>%1: %n hexel(s) now, tournament %2</source>
        <translation>
            <numerusform>%1: %n hexel now, tournament %2</numerusform>
            <numerusform>%1: %n hexels now, tournament %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n frozen</source>
        <translation>
            <numerusform>%n frozen</numerusform>
            <numerusform>%n frozen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n hexel(s) now, %2 points if the game ended now, tournament %3</source>
        <translation>
            <numerusform>%1: %n hexel now, %2 points if the game ended now, tournament %3</numerusform>
            <numerusform>%1: %n hexels now, %2 points if the game ended now, tournament %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::RokkakuStandings</name>
    <message numerus="yes">
        <source>%n hexel(s) owned now; %1 points if the game ended now</source>
        <translation>
            <numerusform>%n hexel owned now; %1 points if the game ended now</numerusform>
            <numerusform>%n hexels owned now; %1 points if the game ended now</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hexel(s) owned at the end of the game</source>
        <translation>
            <numerusform>%n hexel owned at the end of the game</numerusform>
            <numerusform>%n hexels owned at the end of the game</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::RokkakuView</name>
    <message numerus="yes">
        <source>%1 (%2): %3; owns %n hexel(s).</source>
        <translation>
            <numerusform>%1 (%2): %3; owns %n hexel.</numerusform>
            <numerusform>%1 (%2): %3; owns %n hexels.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n syzygy(ies)</source>
        <translation>
            <numerusform>%n syzygy</numerusform>
            <numerusform>%n syzygies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n siege(s)</source>
        <translation>
            <numerusform>%n siege</numerusform>
            <numerusform>%n sieges</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::WarningsButton</name>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
</context>
</TS>
