<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>AnalysisMarks</name>
    <message>
        <source>draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1の勝ち</translation>
    </message>
    <message>
        <source>⚠ %1: %2</source>
        <translation>⚠ %1: %2</translation>
    </message>
    <message>
        <source>◆ draw from here</source>
        <translation>◆ ここから引き分け</translation>
    </message>
    <message>
        <source>◆ decided</source>
        <translation>◆ 決着</translation>
    </message>
    <message>
        <source>Contradiction: the %1 proves %2, the stored label says otherwise.</source>
        <translation>矛盾: %1は「%2」を証明しましたが、保存された評価は異なります。</translation>
    </message>
    <message>
        <source>Proven by the %1: %2.</source>
        <translation>%1による証明: %2。</translation>
    </message>
    <message>
        <source>From this move on, neither player can connect: a draw.</source>
        <translation>この手以降、どちらのプレイヤーも接続できません: 引き分け。</translation>
    </message>
    <message>
        <source>The game was decided with this move: %1.</source>
        <translation>この手で勝負が決まりました: %1。</translation>
    </message>
</context>
<context>
    <name>BackgammonGameUi</name>
    <message>
        <source>Backgammon</source>
        <translation>バックギャモン</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>盤:</translation>
    </message>
    <message>
        <source>Player 1:</source>
        <translation>プレイヤー 1:</translation>
    </message>
    <message>
        <source>Player 2:</source>
        <translation>プレイヤー 2:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>スコア</translation>
    </message>
    <message>
        <source>The score before the game</source>
        <translation>対局前のスコア</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>cube: %1</source>
        <translation>キューブ: %1</translation>
    </message>
    <message>
        <source>answer: %1</source>
        <translation>応答: %1</translation>
    </message>
    <message>
        <source>GNU Backgammon: winning chances</source>
        <translation>GNU Backgammon: 勝率</translation>
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
        <translation>手なし</translation>
    </message>
    <message>
        <source>doubles to %1, takes</source>
        <translation>%1 にダブル、テイク</translation>
    </message>
    <message>
        <source>doubles to %1, passes</source>
        <translation>%1 にダブル、パス</translation>
    </message>
    <message>
        <source>resigns</source>
        <translation>投了</translation>
    </message>
    <message>
        <source>every die of the roll is played</source>
        <translation>このロールのダイスはすべて使われています</translation>
    </message>
    <message>
        <source>you have no checker on the bar</source>
        <translation>バーにあなたのチェッカーはありません</translation>
    </message>
    <message>
        <source>no checker enters from off the board in backgammon</source>
        <translation>バックギャモンでは盤外からチェッカーをエンターしません</translation>
    </message>
    <message>
        <source>every checker has entered</source>
        <translation>すべてのチェッカーがエンター済みです</translation>
    </message>
    <message>
        <source>you have no checker on %1</source>
        <translation>%1 にあなたのチェッカーはありません</translation>
    </message>
    <message>
        <source>a checker on the bar must enter first</source>
        <translation>バーのチェッカーを先にエンターしなければなりません</translation>
    </message>
    <message>
        <source>checkers cannot be moved to the bar</source>
        <translation>チェッカーをバーへ動かすことはできません</translation>
    </message>
    <message>
        <source>a checker must enter before it can be borne off</source>
        <translation>チェッカーはエンターしてからでないとベアオフできません</translation>
    </message>
    <message>
        <source>you can bear off only when all your checkers are home, with a die of %1 or, when no checker is farther back, a larger one</source>
        <translation>ベアオフできるのはチェッカーがすべてインナーボードに入ってからで、%1 の目か、それより後ろにチェッカーがなければもっと大きい目を使います</translation>
    </message>
    <message>
        <source>checkers cannot move backwards</source>
        <translation>チェッカーは後ろへ動かせません</translation>
    </message>
    <message>
        <source>no die of %1 is left to play</source>
        <translation>%1 の目はもう残っていません</translation>
    </message>
    <message>
        <source>%1 is blocked</source>
        <translation>%1 はブロックされています</translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <translation>%1 桁目: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: expected a point 1-24, bar or off</source>
        <translation>&quot;%1&quot;: ポイント 1-24、bar または off が必要です</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a count is written (2), (3) or (4)</source>
        <translation>&quot;%1&quot;: 回数は (2)、(3)、(4) のように書きます</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a move is written from/to, as 13/8</source>
        <translation>&quot;%1&quot;: 移動は 13/8 のように 元/先 で書きます</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: unexpected &quot;%2&quot;</source>
        <translation>&quot;%1&quot;: 予期しない &quot;%2&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: a checker cannot go on from %2</source>
        <translation>&quot;%1&quot;: チェッカーは %2 から先へ進めません</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: checkers cannot be moved to the bar</source>
        <translation>&quot;%1&quot;: チェッカーをバーへ動かすことはできません</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: from off to off is no move</source>
        <translation>&quot;%1&quot;: off から off への移動はありません</translation>
    </message>
    <message>
        <source>every die of %1 is already played</source>
        <translation>%1 のダイスはすべて使われています</translation>
    </message>
    <message>
        <source>%1/%2 cannot be played with what is left of %3</source>
        <translation>%3 の残りでは %1/%2 は動かせません</translation>
    </message>
    <message>
        <source>%1 must be played (for example %2)</source>
        <translation>%1 を動かさなければなりません（例: %2）</translation>
    </message>
    <message>
        <source>after %1, %2 can still be played (for example %3); a play uses every die it can</source>
        <translation>%1 の後でもまだ %2 を動かせます（例: %3）。ダイスは使えるかぎりすべて使います</translation>
    </message>
</context>
<context>
    <name>BackgammonPosition</name>
    <message>
        <source>player %1 has no checker on the bar</source>
        <translation>プレイヤー %1 のバーにチェッカーがありません</translation>
    </message>
    <message>
        <source>no checker can move from off the board in backgammon</source>
        <translation>バックギャモンでは盤外からチェッカーを動かせません</translation>
    </message>
    <message>
        <source>player %1 has no checker left to enter</source>
        <translation>プレイヤー %1 にはもう入れるチェッカーがありません</translation>
    </message>
    <message>
        <source>player %1 has no checker on point %2</source>
        <translation>プレイヤー %1 のポイント %2 にチェッカーがありません</translation>
    </message>
    <message>
        <source>there is no space %1</source>
        <translation>%1 というマスはありません</translation>
    </message>
    <message>
        <source>player %1 must enter from the bar first</source>
        <translation>プレイヤー %1 は先にバーからエンターしなければなりません</translation>
    </message>
    <message>
        <source>a checker cannot move to the bar</source>
        <translation>チェッカーをバーへ動かすことはできません</translation>
    </message>
    <message>
        <source>a checker cannot go off straight from the bar</source>
        <translation>チェッカーをバーから直接ベアオフすることはできません</translation>
    </message>
    <message>
        <source>player %1 cannot bear off before all checkers are home</source>
        <translation>プレイヤー %1 は全チェッカーがインナーボードに入るまでベアオフできません</translation>
    </message>
    <message>
        <source>no die of %1 to bear off from point %2</source>
        <translation>ポイント %2 からベアオフするための %1 の目がありません</translation>
    </message>
    <message>
        <source>no die of %1 or more to bear off from point %2</source>
        <translation>ポイント %2 からベアオフするための %1 以上の目がありません</translation>
    </message>
    <message>
        <source>player %1 cannot move backwards</source>
        <translation>プレイヤー %1 は後ろへ動かせません</translation>
    </message>
    <message>
        <source>no die of %1</source>
        <translation>%1 の目のダイスがありません</translation>
    </message>
    <message>
        <source>no checker may pass point 12 before all have entered</source>
        <translation>全チェッカーが入るまではポイント 12 を越えられません</translation>
    </message>
    <message>
        <source>point %1 is blocked</source>
        <translation>ポイント %1 はブロックされています</translation>
    </message>
    <message>
        <source>a die shows %1</source>
        <translation>ダイスの目が %1 です</translation>
    </message>
    <message>
        <source>after an acey-deucey player %1 plays a double of their choice, not %2-%3</source>
        <translation>エイシー・デューシーの後、プレイヤー %1 は好きなゾロ目を選んで動かします（%2-%3 ではありません）</translation>
    </message>
    <message>
        <source>move %1 (%2) comes after the last checker was borne off</source>
        <translation>手 %1（%2）は最後のチェッカーがベアオフされた後です</translation>
    </message>
    <message>
        <source>move %1 (%2): all dice are used</source>
        <translation>手 %1（%2）：ダイスはすべて使われています</translation>
    </message>
    <message>
        <source>move %1 (%2): %3</source>
        <translation>手 %1（%2）：%3</translation>
    </message>
    <message>
        <source>a die is left unused although %1 could be played</source>
        <translation>%1 を指せるのにダイスが使われずに残っています</translation>
    </message>
    <message>
        <source>there is no player %1</source>
        <translation>プレイヤー %1 はいません</translation>
    </message>
    <message>
        <source>the game is already over</source>
        <translation>対局はすでに終わっています</translation>
    </message>
    <message>
        <source>it is player %1&apos;s turn</source>
        <translation>プレイヤー %1 の手番です</translation>
    </message>
    <message>
        <source>player %1 is in the middle of an acey-deucey</source>
        <translation>プレイヤー %1 はエイシー・デューシーの途中です</translation>
    </message>
    <message>
        <source>nobody may double before the opening roll</source>
        <translation>オープニングロールの前にはダブルできません</translation>
    </message>
    <message>
        <source>only player %1, who is on roll, may double</source>
        <translation>ダブルできるのはロールの番のプレイヤー %1 だけです</translation>
    </message>
    <message>
        <source>player %1 owns the cube</source>
        <translation>キューブはプレイヤー %1 が持っています</translation>
    </message>
    <message>
        <source>the cube is at %1, so a double makes it %2, not %3</source>
        <translation>キューブは %1 なので、ダブルすると %3 ではなく %2 になります</translation>
    </message>
    <message>
        <source>unknown event</source>
        <translation>不明なイベント</translation>
    </message>
    <message>
        <source>the event does not decode</source>
        <translation>イベントを解読できません</translation>
    </message>
    <message>
        <source>no die of %1 to bear off from point %2 (a larger die bears off in backgammon only)</source>
        <translation>ポイント%2からベアオフする%1の目がありません（大きい目でのベアオフはバックギャモンのみ）</translation>
    </message>
    <message>
        <source>%1 dice were rolled; %3 rolls %2</source>
        <extracomment>%1 and %2 are numbers of dice; %3 names the game (backgammon, acey-deucey or tabula)</extracomment>
        <translation>%1個のダイスが振られました。%3では%2個を振ります</translation>
    </message>
    <message>
        <source>tabula</source>
        <translation>タブラ</translation>
    </message>
    <message>
        <source>acey-deucey</source>
        <translation>エイシー・デューシー</translation>
    </message>
    <message>
        <source>backgammon</source>
        <translation>バックギャモン</translation>
    </message>
    <message>
        <source>the cube is at %1, so a beaver makes it %2, not %3</source>
        <translation>キューブは %1 なので、ビーバーでは %3 ではなく %2 になります</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Position ID: it is 14 letters, digits, + or /.</source>
        <translation>&quot;%1&quot; は Position ID ではありません。Position ID は英字、数字、+、/ の 14 文字です。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Match ID: it is 12 letters, digits, + or /.</source>
        <translation>&quot;%1&quot; は Match ID ではありません。Match ID は英字、数字、+、/ の 12 文字です。</translation>
    </message>
    <message>
        <source>The Match ID %1 holds no game of backgammon (its cube, dice or state are out of range).</source>
        <translation>Match ID %1 はバックギャモンの対局を表していません（キューブ、ダイス、状態のいずれかが範囲外です）。</translation>
    </message>
    <message>
        <source>The Match ID %1 gives a score of %2-%3 in a match to %4: the match is over.</source>
        <translation>Match ID %1 のスコアは %4 ポイントマッチで %2-%3 です。マッチは終わっています。</translation>
    </message>
    <message>
        <source>The Position ID %1 does not end as a position does.</source>
        <translation>Position ID %1 の終わり方が局面として正しくありません。</translation>
    </message>
    <message>
        <source>The Position ID %1 gives a player more than 15 checkers.</source>
        <translation>Position ID %1 では一方のプレイヤーのチェッカーが 15 個を超えています。</translation>
    </message>
    <message>
        <source>The Position ID %1 puts checkers of both players on one point.</source>
        <translation>Position ID %1 では両プレイヤーのチェッカーが同じポイントにあります。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an XGID: it is XGID= and 26 characters of position, then the cube, whose turn, dice, score and match length, separated by colons.</source>
        <translation>&quot;%1&quot; は XGID ではありません。XGID は XGID= と局面を表す 26 文字に続けて、キューブ、手番、ダイス、スコア、マッチの長さをコロンで区切って並べたものです。</translation>
    </message>
    <message>
        <source>The XGID&apos;s field %1 (&quot;%2&quot;) is not a number.</source>
        <translation>XGID のフィールド %1（&quot;%2&quot;）が数値ではありません。</translation>
    </message>
    <message>
        <source>The XGID&apos;s position has &quot;%1&quot; where a point&apos;s checkers (- or A to O, a to o) belong.</source>
        <translation>XGID の局面で、ポイントのチェッカー（- または A～O、a～o）が入るべき所に &quot;%1&quot; があります。</translation>
    </message>
    <message>
        <source>The XGID&apos;s position puts checkers on the other player&apos;s bar.</source>
        <translation>XGID の局面で、相手のバーにチェッカーが置かれています。</translation>
    </message>
    <message>
        <source>The XGID&apos;s position gives a player more than 15 checkers.</source>
        <translation>XGID の局面では一方のプレイヤーのチェッカーが 15 個を超えています。</translation>
    </message>
    <message>
        <source>The XGID&apos;s cube or turn is out of range.</source>
        <translation>XGID のキューブまたは手番が範囲外です。</translation>
    </message>
    <message>
        <source>The XGID&apos;s score %1-%2 does not fit a match to %3.</source>
        <translation>XGID のスコア %1-%2 は %3 ポイントマッチに合いません。</translation>
    </message>
    <message>
        <source>The XGID&apos;s dice &quot;%1&quot; are not two dice from 1 to 6, nor 00 (to roll).</source>
        <translation>XGID のダイス &quot;%1&quot; は 1～6 の 2 個のダイスでも 00（これから振る）でもありません。</translation>
    </message>
    <message>
        <source>Player %1 has more than 15 checkers.</source>
        <translation>プレイヤー %1 のチェッカーが 15 個を超えています。</translation>
    </message>
    <message>
        <source>Player %1 has no checker left on the board: the game is over.</source>
        <translation>プレイヤー %1 の盤上のチェッカーがありません: ゲームは終了しています。</translation>
    </message>
    <message>
        <source>The cube shows 1, 2, 4 and so on up to 4096, not %1.</source>
        <translation>キューブの値は 1、2、4 … 4096 のいずれかで、%1 ではありません。</translation>
    </message>
    <message>
        <source>The cube belongs to player 1, player 2 or nobody.</source>
        <translation>キューブを持つのはプレイヤー 1、プレイヤー 2、または誰でもないかのいずれかです。</translation>
    </message>
    <message>
        <source>A cube at 1 has not been turned: it stays in the middle.</source>
        <translation>1 のキューブはまだ回されていないので、中央に置かれます。</translation>
    </message>
    <message>
        <source>Player 1 or player 2 is on roll.</source>
        <translation>ロールするのはプレイヤー 1 かプレイヤー 2 です。</translation>
    </message>
    <message>
        <source>Dice are two numbers from 1 to 6, or none.</source>
        <translation>ダイスは 1 から 6 の二つの数か、なしです。</translation>
    </message>
</context>
<context>
    <name>BackgroundWork</name>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Kibitz</source>
        <translation>Kibitz</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>キャンセルしています…</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>%1 を開いています…</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <source>there is not enough memory to hold this file</source>
        <translation>このファイルを保持するのに十分なメモリがありません</translation>
    </message>
</context>
<context>
    <name>BgAnalysis</name>
    <message>
        <source>Awful!</source>
        <translation>ひどい！</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>初心者</translation>
    </message>
    <message>
        <source>Casual player</source>
        <translation>カジュアルプレイヤー</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>中級者</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>上級者</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>エキスパート</translation>
    </message>
    <message>
        <source>World class</source>
        <translation>ワールドクラス</translation>
    </message>
    <message>
        <source>Supernatural</source>
        <translation>超人的</translation>
    </message>
    <message>
        <source>doubtful</source>
        <translation>疑問手</translation>
    </message>
    <message>
        <source>bad</source>
        <translation>悪手</translation>
    </message>
    <message>
        <source>very bad</source>
        <translation>大悪手</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>該当なし</translation>
    </message>
</context>
<context>
    <name>BgammonReader</name>
    <message>
        <source>%1 is larger than %2</source>
        <extracomment>%1 names a field of the file, as &quot;the cube value&quot;; %2 is a number</extracomment>
        <translation>%1 が大きすぎます（最大 %2）</translation>
    </message>
    <message>
        <source>expected %1 (a number)</source>
        <extracomment>%1 names a field of the file, as &quot;the cube value&quot;</extracomment>
        <translation>%1（数値）が必要です</translation>
    </message>
    <message>
        <source>a point, bar or off</source>
        <translation>ポイント、bar または off</translation>
    </message>
    <message>
        <source>there is no point %1 (points are 1 to 24)</source>
        <translation>ポイント %1 はありません（ポイントは 1～24 です）</translation>
    </message>
    <message>
        <source>the name of player %1 is not UTF-8 (byte 0x%2)</source>
        <translation>プレイヤー %1 の名前が UTF-8 ではありません（バイト 0x%2）</translation>
    </message>
    <message>
        <source>an index line after the first game</source>
        <translation>最初の対局の後にインデックス行があります</translation>
    </message>
    <message>
        <source>expected the byte offset of a game</source>
        <translation>対局のバイトオフセットが必要です</translation>
    </message>
    <message>
        <source>the byte offset of a game</source>
        <translation>対局のバイトオフセット</translation>
    </message>
    <message>
        <source>unexpected text after the index</source>
        <translation>インデックスの後に予期しないテキストがあります</translation>
    </message>
    <message>
        <source>empty field in the metadata line</source>
        <translation>メタデータ行に空のフィールドがあります</translation>
    </message>
    <message>
        <source>the metadata line has %1 fields; expected &quot;i &lt;timestamp&gt; &lt;player1&gt; &lt;player2&gt; &lt;total&gt; &lt;score1&gt; &lt;score2&gt; &lt;winner&gt; &lt;points&gt; &lt;variant&gt;&quot;</source>
        <translation>メタデータ行のフィールドが %1 個です。&quot;i &lt;timestamp&gt; &lt;player1&gt; &lt;player2&gt; &lt;total&gt; &lt;score1&gt; &lt;score2&gt; &lt;winner&gt; &lt;points&gt; &lt;variant&gt;&quot; の形式が必要です</translation>
    </message>
    <message>
        <source>the timestamp</source>
        <translation>タイムスタンプ</translation>
    </message>
    <message>
        <source>the match length</source>
        <translation>マッチの長さ</translation>
    </message>
    <message>
        <source>player 1&apos;s score</source>
        <translation>プレイヤー 1 のスコア</translation>
    </message>
    <message>
        <source>player 2&apos;s score</source>
        <translation>プレイヤー 2 のスコア</translation>
    </message>
    <message>
        <source>the winner</source>
        <translation>勝者</translation>
    </message>
    <message>
        <source>the points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>the variant</source>
        <translation>バリアント</translation>
    </message>
    <message>
        <source>the match length must be at least 1</source>
        <translation>マッチの長さは 1 以上でなければなりません</translation>
    </message>
    <message>
        <source>an event before the first metadata line (&quot;i ...&quot;)</source>
        <translation>最初のメタデータ行（&quot;i ...&quot;）の前にイベントがあります</translation>
    </message>
    <message>
        <source>expected an event: &quot;&lt;player&gt; r|d|t ...&quot; with player 1 or 2</source>
        <translation>イベントが必要です: &quot;&lt;player&gt; r|d|t ...&quot;（player は 1 か 2）</translation>
    </message>
    <message>
        <source>unexpected text after &quot;t&quot;</source>
        <translation>&quot;t&quot; の後に予期しないテキストがあります</translation>
    </message>
    <message>
        <source>expected the cube value after &quot;d&quot;</source>
        <translation>&quot;d&quot; の後にキューブの値が必要です</translation>
    </message>
    <message>
        <source>the cube value</source>
        <translation>キューブの値</translation>
    </message>
    <message>
        <source>a double makes the cube at least 2</source>
        <translation>ダブルするとキューブは 2 以上になります</translation>
    </message>
    <message>
        <source>expected 1 (accepted) or 0 (declined) after the cube value</source>
        <translation>キューブの値の後に 1（テイク）または 0（パス）が必要です</translation>
    </message>
    <message>
        <source>expected the dice after &quot;r&quot;</source>
        <translation>&quot;r&quot; の後にダイスが必要です</translation>
    </message>
    <message>
        <source>expected a die from 1 to 6</source>
        <translation>1～6 のダイスの目が必要です</translation>
    </message>
    <message>
        <source>more than three dice</source>
        <translation>ダイスが 3 個より多くあります</translation>
    </message>
    <message>
        <source>expected two dice (&quot;5-3&quot;)</source>
        <translation>ダイスが 2 個必要です（&quot;5-3&quot;）</translation>
    </message>
    <message>
        <source>expected a space before the next move</source>
        <translation>次の手の前に空白が必要です</translation>
    </message>
    <message>
        <source>expected &quot;/&quot; between the two spaces of a move</source>
        <translation>手の 2 つのマスの間に &quot;/&quot; が必要です</translation>
    </message>
    <message>
        <source>a move must go somewhere</source>
        <translation>手はどこかへ動かなければなりません</translation>
    </message>
    <message>
        <source>a move cannot end on the bar</source>
        <translation>手をバーで終えることはできません</translation>
    </message>
    <message>
        <source>more than 255 moves in one turn</source>
        <translation>1 回の手番に 255 を超える移動があります</translation>
    </message>
    <message>
        <source>unknown event &quot;%1&quot; (expected r, d or t)</source>
        <translation>不明なイベント &quot;%1&quot;（r、d、t のいずれかが必要です）</translation>
    </message>
    <message>
        <source>a UTF-8 byte order mark at the start was ignored</source>
        <translation>先頭の UTF-8 バイトオーダーマークを無視しました</translation>
    </message>
    <message>
        <source>line %1: carriage returns at line ends were ignored</source>
        <translation>%1 行目: 行末の復帰文字（CR）を無視しました</translation>
    </message>
    <message>
        <source>a carriage return inside a line (lines end with &quot;\n&quot; only)</source>
        <translation>行の途中に復帰文字（CR）があります（行末は &quot;\n&quot; のみです）</translation>
    </message>
    <message>
        <source>line %1: blank lines were ignored</source>
        <translation>%1 行目: 空行を無視しました</translation>
    </message>
    <message>
        <source>reading was cancelled</source>
        <translation>読み込みはキャンセルされました</translation>
    </message>
    <message>
        <source>the file holds no game (no metadata line &quot;i ...&quot;)</source>
        <translation>ファイルに対局がありません（メタデータ行 &quot;i ...&quot; がありません）</translation>
    </message>
    <message>
        <source>there is no index table; the games were found by reading every line</source>
        <translation>インデックス表がありません。すべての行を読んで対局を見つけました</translation>
    </message>
    <message>
        <source>it lists %1 games, the file holds %2</source>
        <translation>表には %1 対局がありますが、ファイルには %2 対局あります</translation>
    </message>
    <message>
        <source>game %1 starts at byte %2, not %3</source>
        <translation>対局 %1 は %3 バイトではなく %2 バイト目から始まります</translation>
    </message>
    <message>
        <source>the index table is wrong (%1); the games were found by reading every line</source>
        <extracomment>%1 says what is wrong, as &quot;game 2 starts at byte 310, not 300&quot;</extracomment>
        <translation>インデックス表が間違っています（%1）。すべての行を読んで対局を見つけました</translation>
    </message>
    <message>
        <source>game %1: the scores of its metadata line are read as before the game: the declined double won %2 points, more than the winner&apos;s score</source>
        <extracomment>%1 is a game number, %2 a number of points</extracomment>
        <translation>ゲーム%1：メタデータ行のスコアをゲーム前のものとして読みます。拒否されたダブルは%2ポイントで、勝者のスコアより多いためです</translation>
    </message>
    <message>
        <source>game %1 ends with &quot;t&quot; but its metadata line fits neither a resignation nor an abandonment; its scores are read as before the game</source>
        <extracomment>%1 is a game number</extracomment>
        <translation>ゲーム%1は「t」で終わりますが、メタデータ行は投了にも放棄にも合いません。スコアはゲーム前のものとして読みます</translation>
    </message>
    <message>
        <source>game %1: the metadata line gives %2 where the server writes the cube value (%3 at the end of the game); the cube of the replay is used</source>
        <extracomment>%1 is a game number, %2 the ninth field of a metadata line, %3 a cube value</extracomment>
        <translation>ゲーム%1：メタデータ行はサーバーがキューブの値を書く位置に%2を記しています（ゲーム終了時は%3）。記録のキューブを使います</translation>
    </message>
    <message>
        <source>game %1: the score before it, %2-%3, does not follow from game %4 (%5-%6 after it)</source>
        <extracomment>%1 and %4 are game numbers, %2-%3 and %5-%6 scores</extracomment>
        <translation>ゲーム%1：開始前のスコア%2-%3はゲーム%4（終了後%5-%6）から続いていません</translation>
    </message>
</context>
<context>
    <name>BgammonWriter</name>
    <message>
        <source>%1 in game %2</source>
        <extracomment>%1 is how many (comments, variations...), %2 a game number; several are joined with commas</extracomment>
        <translation>対局 %2 に %1</translation>
    </message>
    <message>
        <source>and in %1 more games</source>
        <translation>ほか %1 対局</translation>
    </message>
    <message>
        <source>the game name</source>
        <extracomment>listed with the names of other game information, as &quot;the game name, rating&quot;</extracomment>
        <translation>対局名</translation>
    </message>
    <message>
        <source>game %1 is a %2 game; .match files hold backgammon, acey-deucey and tabula</source>
        <extracomment>%1 is a game number, %2 a game&apos;s name in words (Hex, Twixt, Rokkaku Conquest)</extracomment>
        <translation>対局 %1 は %2 の対局です。.match ファイルに入るのはバックギャモン、エイシー・デューシー、タブラです</translation>
    </message>
    <message>
        <source>game %1 holds a move that is not a backgammon event</source>
        <translation>対局 %1 にバックギャモンのイベントではない手があります</translation>
    </message>
    <message>
        <source>a .match file holds the main line only; variations are dropped (variation starts: %1); SGF keeps them</source>
        <extracomment>%1 lists counts per game, as &quot;3 in game 1, 1 in game 4&quot;</extracomment>
        <translation>.match ファイルには本線しか入りません。変化は失われます（変化の始まり: %1）。SGF なら残ります</translation>
    </message>
    <message>
        <source>a .match file has no comments; comments are dropped (%1); SGF keeps them</source>
        <extracomment>%1 lists counts per game, as &quot;3 in game 1, 1 in game 4&quot;</extracomment>
        <translation>.match ファイルにはコメントがありません。コメントは失われます（%1）。SGF なら残ります</translation>
    </message>
    <message>
        <source>a .match file has no evaluations; evaluations are dropped (%1); SGF keeps them</source>
        <extracomment>%1 lists counts per game, as &quot;3 in game 1, 1 in game 4&quot;</extracomment>
        <translation>.match ファイルには評価がありません。評価は失われます（%1）。SGF なら残ります</translation>
    </message>
    <message>
        <source>a .match file has no place for other node properties (SGF analysis, markup); they are dropped (%1)</source>
        <extracomment>%1 lists counts per game, as &quot;3 in game 1, 1 in game 4&quot;</extracomment>
        <translation>.match ファイルにはほかのノードプロパティ（SGF の解析、マークアップ）の置き場所がありません。失われます（%1）</translation>
    </message>
    <message>
        <source>a .match file has no place for the game information %1; it is dropped</source>
        <extracomment>%1 lists the game information, as &quot;the game name, rating&quot;</extracomment>
        <translation>.match ファイルには対局情報 %1 の置き場所がありません。失われます</translation>
    </message>
    <message>
        <source>games %1 are money games; a .match file holds matches, so they are written as 1-point matches</source>
        <extracomment>%1 lists game numbers, as &quot;1-3, 7&quot;</extracomment>
        <translation>対局 %1 はマネーゲームです。.match ファイルにはマッチが入るため、1 ポイントマッチとして書きます</translation>
    </message>
    <message>
        <source>and %1 more</source>
        <extracomment>%1 is how many more game numbers a list leaves out</extracomment>
        <translation>ほか %1 件</translation>
    </message>
    <message>
        <source>player %1 has no name in games %2; written as &quot;-&quot;</source>
        <extracomment>%1 is 1 or 2; %2 lists game numbers, as &quot;1-3, 7&quot;</extracomment>
        <translation>対局 %2 でプレイヤー %1 に名前がありません。&quot;-&quot; として書きます</translation>
    </message>
    <message>
        <source>the name of player %1 holds white space in games %2; written with &quot;_&quot;</source>
        <extracomment>%1 is 1 or 2; %2 lists game numbers, as &quot;1-3, 7&quot;</extracomment>
        <translation>対局 %2 でプレイヤー %1 の名前に空白があります。&quot;_&quot; を使って書きます</translation>
    </message>
    <message>
        <source>game %1 starts from a set-up position, which a .match file cannot hold (its games start from the usual position); save it as SGF</source>
        <extracomment>%1 is a game number</extracomment>
        <translation>ゲーム %1 は配置した局面から始まりますが、.match ファイルはそれを保持できません (そのゲームは通常の開始局面から始まります)。SGF で保存してください</translation>
    </message>
</context>
<context>
    <name>BoardExport</name>
    <message>
        <source>the image could not be produced</source>
        <translation>画像を作成できませんでした</translation>
    </message>
    <message>
        <source>Board drawn by Kibitz</source>
        <translation>Kibitz が描いた盤面</translation>
    </message>
</context>
<context>
    <name>BoardPicture</name>
    <message>
        <source>not a backgammon event</source>
        <translation>バックギャモンのイベントではありません</translation>
    </message>
    <message>
        <source>%1 games have no board picture</source>
        <translation>%1 の対局には盤面図がありません</translation>
    </message>
    <message>
        <source>the board has no cells</source>
        <translation>盤にマスがありません</translation>
    </message>
    <message>
        <source>no such node in the game tree</source>
        <translation>ゲームツリーにそのノードはありません</translation>
    </message>
</context>
<context>
    <name>CollectionLoad</name>
    <message>
        <source>Reading was cancelled.</source>
        <translation>読み込みは中止されました。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln file(s)</source>
        <extracomment>%1 is a game family (&quot;Hex&quot;), %Ln how many files hold it</extracomment>
        <translation>
            <numerusform>%1：%Ln ファイル</numerusform>
        </translation>
    </message>
    <message>
        <source>These files hold games of different kinds (%1). A collection holds games of one kind: open them separately.</source>
        <translation>これらのファイルには異なる種類のゲームの対局が含まれています（%1）。コレクションには一種類のゲームしか入りません。別々に開いてください。</translation>
    </message>
    <message>
        <source>Each Rokkaku Conquest log is a whole tournament: open the logs one by one.</source>
        <translation>Rokkaku Conquest のログはそれぞれが一つの大会です。ログは一つずつ開いてください。</translation>
    </message>
    <message>
        <source>There are no game records here.</source>
        <translation>ここには棋譜がありません。</translation>
    </message>
    <message>
        <source>None of these files could be read.</source>
        <translation>どのファイルも読み込めませんでした。</translation>
    </message>
</context>
<context>
    <name>CollectionSummary</name>
    <message>
        <source>several board sizes</source>
        <translation>複数の盤サイズ</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>ヘックス</translation>
    </message>
    <message>
        <source>Twixt</source>
        <translation>ツイクスト</translation>
    </message>
    <message>
        <source>backgammon</source>
        <translation>バックギャモン</translation>
    </message>
    <message>
        <source>acey-deucey</source>
        <translation>エイシー・デューシー</translation>
    </message>
    <message>
        <source>tabula</source>
        <translation>タブラ</translation>
    </message>
    <message>
        <source>Rokkaku</source>
        <translation>六角</translation>
    </message>
    <message>
        <source>no games</source>
        <translation>対局なし</translation>
    </message>
    <message>
        <source>Rokkaku tournament</source>
        <translation>六角の大会</translation>
    </message>
    <message numerus="yes">
        <source>%Ln team(s)</source>
        <translation>
            <numerusform>%Ln チーム</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln round(s)</source>
        <translation>
            <numerusform>%Ln ラウンド</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln 局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 match to %Ln</source>
        <extracomment>%1 is the game (&quot;backgammon&quot;, &quot;acey-deucey&quot;, &quot;tabula&quot;), %Ln the points the match is played to</extracomment>
        <translation>
            <numerusform>%1 の %Ln ポイントマッチ</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FormatRegistry</name>
    <message>
        <source>unrecognised file format</source>
        <translation>ファイル形式を認識できません</translation>
    </message>
    <message>
        <source>reading %1 files is not supported</source>
        <translation>%1 ファイルの読み込みには対応していません</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 バイト</translation>
    </message>
    <message>
        <source>the file is %1 (%2 bytes), too big to read with this computer&apos;s %3 of memory: files up to %4 can be opened</source>
        <extracomment>%1, %3 and %4 are sizes as &quot;1.5 GiB&quot;, %2 a number of bytes</extracomment>
        <translation>ファイルは %1（%2 バイト）あり、このコンピューターのメモリ %3 では読み込めません: 開けるのは %4 までのファイルです</translation>
    </message>
    <message>
        <source>the file is %1 (%2 bytes), too big to be a game record: files up to %3 can be opened</source>
        <extracomment>%1 and %3 are sizes as &quot;1.5 GiB&quot;, %2 a number of bytes</extracomment>
        <translation>ファイルは %1（%2 バイト）あり、棋譜としては大きすぎます: 開けるのは %3 までのファイルです</translation>
    </message>
    <message>
        <source>there is no game to write</source>
        <translation>書き出す対局がありません</translation>
    </message>
    <message>
        <source>a Jgame file holds one game; this file has %1</source>
        <translation>Jgame ファイルに入る対局は 1 つですが、このファイルには %1 対局あります</translation>
    </message>
    <message>
        <source>writing %1 files is not supported</source>
        <extracomment>%1 is a format&apos;s name as kibitz-cli writes it (jgame, sgf, bgammon-match...)</extracomment>
        <translation>%1 ファイルの書き出しには対応していません</translation>
    </message>
    <message>
        <source>cannot keep a backup in %1: %2</source>
        <extracomment>%1 is a file name, %2 the system&apos;s reason</extracomment>
        <translation>%1 にバックアップを残せません: %2</translation>
    </message>
    <message>
        <source>writing was cancelled</source>
        <translation>書き込みはキャンセルされました</translation>
    </message>
    <message>
        <source>Jgame</source>
        <translation>Jgame</translation>
    </message>
    <message>
        <source>bgammon.org replays</source>
        <translation>bgammon.org のリプレイ</translation>
    </message>
    <message>
        <source>SGF</source>
        <translation>SGF</translation>
    </message>
    <message>
        <source>Rokkaku logs</source>
        <translation>六角ログ</translation>
    </message>
    <message>
        <source>Jellyfish matches</source>
        <translation>Jellyfish のマッチ</translation>
    </message>
    <message>
        <source>T1j Twixt games</source>
        <translation>T1j のツイクスト棋譜</translation>
    </message>
    <message>
        <source>Game records (%1)</source>
        <extracomment>%1 lists the extensions of every format Kibitz reads, as &quot;*.jgame *.sgf&quot;</extracomment>
        <translation>棋譜ファイル (%1)</translation>
    </message>
    <message>
        <source>reading was cancelled</source>
        <translation>読み込みは取り消されました</translation>
    </message>
    <message>
        <source>the file holds more than %1 (a device or a stream that does not end?): files up to %1 can be opened</source>
        <extracomment>%1 is a size as &quot;1.5 GiB&quot;</extracomment>
        <translation>ファイルが %1 を超えています（終わりのないデバイスかストリーム？）: 開けるのは %1 までのファイルです</translation>
    </message>
    <message>
        <source>there is not enough memory to hold the games of this file: reading stopped here</source>
        <translation>このファイルの対局を保持するメモリが足りません。読み込みはここで止まりました</translation>
    </message>
    <message>
        <source>holding the games of this file takes more than %1, the memory Kibitz allows itself for reading (three quarters of the memory it may use here): the file is too dense to open</source>
        <extracomment>%1 is a size as &quot;1.5 GiB&quot;</extracomment>
        <translation>このファイルの対局を保持するには %1 を超えるメモリが必要です。これは Kibitz が読み込みに使うメモリの上限（ここで使えるメモリの4分の3）です: ファイルが密すぎて開けません</translation>
    </message>
</context>
<context>
    <name>GameDocument</name>
    <message>
        <source>Edit comment</source>
        <translation>コメントの編集</translation>
    </message>
    <message>
        <source>Set evaluation</source>
        <translation>評価の設定</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>変化の削除</translation>
    </message>
    <message>
        <source>Paste variation</source>
        <translation>変化の貼り付け</translation>
    </message>
    <message>
        <source>Edit game info</source>
        <translation>対局情報の編集</translation>
    </message>
</context>
<context>
    <name>GameList</name>
    <message>
        <source>Not finished</source>
        <translation>未終了</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>プレイヤー 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>プレイヤー 2</translation>
    </message>
    <message>
        <source>%1 wins, the game was abandoned</source>
        <extracomment>%1 is the winner&apos;s name; the loser left the game and nobody scored</extracomment>
        <translation>%1の勝ち（ゲームは放棄されました）</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins %n point(s)</source>
        <extracomment>%1 is the winner&apos;s name; %n the points won</extracomment>
        <translation>
            <numerusform>%1 の %n ポイント勝ち</numerusform>
        </translation>
    </message>
    <message>
        <source>draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>無効</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>%1 (resign)</source>
        <extracomment>%1 is the winner&apos;s colour and a plus, as SGF writes it (&quot;B+&quot;)</extracomment>
        <translation>%1（投了）</translation>
    </message>
    <message>
        <source>%1 (time)</source>
        <translation>%1（時間切れ）</translation>
    </message>
    <message>
        <source>%1 (forfeit)</source>
        <translation>%1（不戦）</translation>
    </message>
    <message>
        <source>team %1</source>
        <translation>チーム %1</translation>
    </message>
    <message>
        <source>Round %1, game %2</source>
        <translation>ラウンド %1、対局 %2</translation>
    </message>
    <message>
        <source>Hexels each team owns at the end of the game</source>
        <translation>対局終了時に各チームが持つヘクセル</translation>
    </message>
    <message>
        <source>%1-%2 of %3</source>
        <extracomment>the score before the game, and the points the match is played to</extracomment>
        <translation>%1-%2（%3 ポイント）</translation>
    </message>
    <message>
        <source>%1-%2</source>
        <translation>%1-%2</translation>
    </message>
    <message>
        <source>%1, round %2</source>
        <extracomment>an event and its round (&quot;Hex Olympiad, round 3&quot;)</extracomment>
        <translation>%1、第 %2 ラウンド</translation>
    </message>
    <message>
        <source>comments</source>
        <translation>コメント</translation>
    </message>
    <message>
        <source>variations</source>
        <translation>変化</translation>
    </message>
</context>
<context>
    <name>GameUi</name>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>大会</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー %1</translation>
    </message>
</context>
<context>
    <name>HexOverlayPainter</name>
    <message>
        <source>Not decided yet (as far as the proven connections show).</source>
        <translation>まだ決着していません（証明された接続の範囲では）。</translation>
    </message>
    <message>
        <source>Two-distance heat map (an estimate): sum of both players&apos; potentials, the deeper the orange, the more urgent. Best potentials: %1 %2, %3 %4.</source>
        <translation>2距離ヒートマップ（推定値）: 両プレイヤーのポテンシャルの和、オレンジが濃いほど緊急。最良ポテンシャル: %1 %2、%3 %4。</translation>
    </message>
    <message>
        <source>Resistance heat map (an estimate): current through each cell in percent, the deeper the orange, the more urgent. Resistance: %1 %2, %3 %4.</source>
        <translation>抵抗ヒートマップ（推定値）: 各セルを流れる電流（%）、オレンジが濃いほど緊急。抵抗: %1 %2、%3 %4。</translation>
    </message>
    <message>
        <source>Decided: %1 wins; tinted: the connection&apos;s empty cells; ringed: where %2 must play.</source>
        <translation>決着: %1の勝ち。色付き: 接続の空きセル。丸印: %2が打つべき場所。</translation>
    </message>
    <message>
        <source>Decided: %1 wins; tinted: the connection&apos;s empty cells; dotted: where %2 must play.</source>
        <translation>決着: %1の勝ち。色付き: 接続の空きセル。点: %2が打つべき場所。</translation>
    </message>
    <message>
        <source>Proven by the solver: %1 wins; every move of %2 loses.</source>
        <translation>ソルバーによる証明: %1の勝ち。%2のどの手も負けます。</translation>
    </message>
    <message numerus="yes">
        <source>Proven by the solver: %1 wins; starred: all %n winning move(s).</source>
        <translation>
            <numerusform>ソルバーによる証明: %1の勝ち。星印: 勝ちになる全%n手。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Proven by the solver: %1 wins; starred: the %n winning move(s) proven so far (still solving).</source>
        <translation>
            <numerusform>ソルバーによる証明: %1の勝ち。星印: これまでに証明された勝ちになる%n手（解析中）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Proven by the solver: %1 wins; starred: %n winning move(s) (not all were proven).</source>
        <translation>
            <numerusform>ソルバーによる証明: %1の勝ち。星印: 勝ちになる%n手（すべては証明されていません）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Proven by the %1: %2 wins.</source>
        <translation>%1による証明: %2の勝ち。</translation>
    </message>
    <message>
        <source>solver</source>
        <translation>ソルバー</translation>
    </message>
    <message>
        <source>The solver is at work: who wins is not known yet.</source>
        <translation>ソルバーが動作中です: どちらが勝つかはまだ分かりません。</translation>
    </message>
    <message>
        <source>Decided: %1 wins whatever %2 plays; tinted: the connection&apos;s empty cells.</source>
        <translation>決着: %2がどう打っても%1の勝ち。色付き: 接続の空きセル。</translation>
    </message>
    <message>
        <source>Follow-ups: solid marks are proven; hollow ones only repeat this tree&apos;s labels.</source>
        <translation>続きの手: 塗りつぶしの印は証明済み。白抜きの印はこのツリーの評価を示すだけです。</translation>
    </message>
    <message>
        <source>Follow-ups: hollow marks only repeat this tree&apos;s labels; nothing proves them.</source>
        <translation>続きの手: 白抜きの印はこのツリーの評価を示すだけで、何も証明していません。</translation>
    </message>
</context>
<context>
    <name>HexPosition</name>
    <message>
        <source>the cell is outside the board</source>
        <translation>そのマスは盤の外です</translation>
    </message>
    <message>
        <source>the cell is already occupied</source>
        <translation>そのマスにはすでに石があります</translation>
    </message>
    <message>
        <source>the player must be 1 or 2</source>
        <translation>プレイヤーは 1 か 2 でなければなりません</translation>
    </message>
    <message>
        <source>a swap needs exactly one stone on the board</source>
        <translation>スワップには盤上にちょうど 1 個の石が必要です</translation>
    </message>
    <message>
        <source>the move data is malformed</source>
        <translation>手のデータが不正です</translation>
    </message>
</context>
<context>
    <name>HexTwixtAnalysis</name>
    <message>
        <source>solver</source>
        <translation>ソルバー</translation>
    </message>
    <message>
        <source>Solve position</source>
        <translation>局面を解く</translation>
    </message>
    <message numerus="yes">
        <source>%n stored label(s) contradict it (kept and flagged).</source>
        <translation>
            <numerusform>保存された評価%n件が矛盾しています（保持して印を付けました）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Analysing the game…</source>
        <translation>対局を解析しています…</translation>
    </message>
    <message>
        <source>Analyse Game is for Hex and Twixt games.</source>
        <translation>「対局を解析」はHexとTwixtの対局専用です。</translation>
    </message>
    <message>
        <source>Analysis cancelled; nothing was changed.</source>
        <translation>解析を中止しました。何も変更されていません。</translation>
    </message>
    <message>
        <source>analysis</source>
        <translation>解析</translation>
    </message>
    <message>
        <source>connection analysis</source>
        <translation>接続解析</translation>
    </message>
    <message>
        <source>Analyse game</source>
        <translation>対局を解析</translation>
    </message>
    <message numerus="yes">
        <source>Analysed %n position(s): not decided.</source>
        <translation>
            <numerusform>%n局面を解析: 決着していません。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Analysed %n position(s): a draw from move %1 on.</source>
        <translation>
            <numerusform>%n局面を解析: %1手目から引き分け。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Analysed %n position(s): decided at move %1.</source>
        <translation>
            <numerusform>%n局面を解析: %1手目で決着。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n label(s) set.</source>
        <translation>
            <numerusform>%n件の評価を付けました。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HexTwixtDescription</name>
    <message>
        <source>Hex</source>
        <translation>ヘックス</translation>
    </message>
    <message>
        <source>Twixt</source>
        <translation>ツイクスト</translation>
    </message>
    <message>
        <source>Backgammon</source>
        <translation>バックギャモン</translation>
    </message>
    <message>
        <source>Acey-deucey</source>
        <translation>エイシー・デューシー</translation>
    </message>
    <message>
        <source>Tabula</source>
        <translation>タブラ</translation>
    </message>
    <message>
        <source>Rokkaku Conquest</source>
        <translation>六角コンクエスト</translation>
    </message>
    <message>
        <source>top and bottom</source>
        <translation>上下</translation>
    </message>
    <message>
        <source>left and right</source>
        <translation>左右</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>loses</source>
        <translation>負け</translation>
    </message>
    <message>
        <source>favourable</source>
        <translation>有利</translation>
    </message>
    <message>
        <source>unfavourable</source>
        <translation>不利</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>even</source>
        <translation>互角</translation>
    </message>
    <message>
        <source>not evaluated</source>
        <translation>未評価</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>%1: no pegs.</source>
        <translation>%1: ペグなし。</translation>
    </message>
    <message>
        <source>%1: no stones.</source>
        <translation>%1: 石なし。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n peg(s): %2.</source>
        <translation>
            <numerusform>%1: ペグ %n 本: %2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n stone(s): %2.</source>
        <translation>
            <numerusform>%1: 石 %n 個: %2。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 から %2</translation>
    </message>
    <message>
        <source>%1 has no links.</source>
        <translation>%1 にはリンクがありません。</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n link(s): %2.</source>
        <translation>
            <numerusform>%1 にはリンクが %n 本あります: %2。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Stored follow-up moves: %1.</source>
        <translation>記録されている続きの手: %1。</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー %1</translation>
    </message>
    <message>
        <source>%1 board, %2 by %3</source>
        <translation>%1 の盤、%2×%3</translation>
    </message>
    <message>
        <source>%1 board</source>
        <translation>%1 の盤</translation>
    </message>
    <message>
        <source>Kibitz cannot describe this game yet.</source>
        <translation>Kibitz はこの対局をまだ説明できません。</translation>
    </message>
    <message>
        <source>The start of the game.</source>
        <translation>対局の開始時点です。</translation>
    </message>
    <message>
        <source>After move %1.</source>
        <translation>%1 手目の後です。</translation>
    </message>
    <message>
        <source>Last move: %1.</source>
        <translation>最後の手: %1。</translation>
    </message>
    <message>
        <source>The next move is illegal (%1); the position before it is shown.</source>
        <translation>次の手は不正です（%1）。その前の局面を表示しています。</translation>
    </message>
    <message>
        <source>%1 has won.</source>
        <translation>%1 の勝ちです。</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>%1 の手番です。</translation>
    </message>
    <message>
        <source>%1 (%2, by the labels only)</source>
        <translation>%1（%2、評価のみによる）</translation>
    </message>
    <message>
        <source>The move is marked very good (!!).</source>
        <translation>この手には妙手（!!）の印が付いています。</translation>
    </message>
    <message>
        <source>The move is marked good (!).</source>
        <translation>この手には好手（!）の印が付いています。</translation>
    </message>
    <message>
        <source>The move is marked very bad (??).</source>
        <translation>この手には大悪手（??）の印が付いています。</translation>
    </message>
    <message>
        <source>The move is marked bad (?).</source>
        <translation>この手には悪手（?）の印が付いています。</translation>
    </message>
    <message>
        <source>The move is marked doubtful (?!).</source>
        <translation>この手には疑問手（?!）の印が付いています。</translation>
    </message>
    <message>
        <source>The move is marked interesting (!?).</source>
        <translation>この手には面白い手（!?）の印が付いています。</translation>
    </message>
    <message>
        <source>Marked good for Black.</source>
        <translation>黒有利の印が付いています。</translation>
    </message>
    <message>
        <source>Marked good for White.</source>
        <translation>白有利の印が付いています。</translation>
    </message>
    <message>
        <source>Marked even.</source>
        <translation>互角の印が付いています。</translation>
    </message>
    <message>
        <source>Marked unclear.</source>
        <translation>形勢不明の印が付いています。</translation>
    </message>
    <message>
        <source>Marked as a hotspot.</source>
        <translation>注目点の印が付いています。</translation>
    </message>
    <message>
        <source>Triangles: %1.</source>
        <translation>三角: %1。</translation>
    </message>
    <message>
        <source>Squares: %1.</source>
        <translation>四角: %1。</translation>
    </message>
    <message>
        <source>Circles: %1.</source>
        <translation>丸: %1。</translation>
    </message>
    <message>
        <source>Crosses: %1.</source>
        <translation>バツ: %1。</translation>
    </message>
    <message>
        <source>Selected: %1.</source>
        <translation>選択したマス: %1。</translation>
    </message>
    <message>
        <source>Dimmed: %1.</source>
        <translation>暗くしたマス: %1。</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%2 に %1</translation>
    </message>
    <message>
        <source>Labels: %1.</source>
        <translation>ラベル: %1。</translation>
    </message>
    <message>
        <source>Arrows: %1.</source>
        <translation>矢印: %1。</translation>
    </message>
    <message>
        <source>Lines: %1.</source>
        <translation>線: %1。</translation>
    </message>
</context>
<context>
    <name>HexTwixtGameUi</name>
    <message>
        <source>White: moves first, joins top and bottom</source>
        <translation>白: 先手、上下を結ぶ</translation>
    </message>
    <message>
        <source>Red: moves first, joins top and bottom</source>
        <translation>赤: 先手、上下を結ぶ</translation>
    </message>
    <message>
        <source>Black: joins left and right</source>
        <translation>黒: 左右を結ぶ</translation>
    </message>
    <message>
        <source>Blue: joins left and right</source>
        <translation>青: 左右を結ぶ</translation>
    </message>
    <message>
        <source>Twixt</source>
        <translation>ツイクスト</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>ヘックス</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>盤:</translation>
    </message>
    <message>
        <source>Player 1:</source>
        <translation>プレイヤー 1:</translation>
    </message>
    <message>
        <source>Player 2:</source>
        <translation>プレイヤー 2:</translation>
    </message>
    <message>
        <source>Twixt &amp;Guidelines</source>
        <translation>ツイクストのガイド線(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Rotate Hex Board Half a Turn</source>
        <translation>ヘックス盤を半回転(&amp;R)</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>Twixt Connection &amp;Analysis</source>
        <translation>ツイクスト接続解析(&amp;A)</translation>
    </message>
    <message>
        <source>Hex &amp;Decided Verdict</source>
        <translation>ヘックス決着判定(&amp;D)</translation>
    </message>
    <message>
        <source>Hex &amp;Two-Distance Heat Map</source>
        <translation>ヘックス2距離ヒートマップ(&amp;T)</translation>
    </message>
    <message>
        <source>Hex Resistance &amp;Heat Map</source>
        <translation>ヘックス抵抗ヒートマップ(&amp;H)</translation>
    </message>
</context>
<context>
    <name>HexTwixtSetup</name>
    <message>
        <source>Set up: clear %1</source>
        <translation>配置: %1 を空にする</translation>
    </message>
    <message>
        <source>Set up: %1</source>
        <translation>配置: %1</translation>
    </message>
    <message>
        <source>Set up: player to move</source>
        <translation>配置: 手番のプレイヤー</translation>
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
        <translation>[Key &quot;Value&quot;] 形式でないヘッダーコメントを無視しました</translation>
    </message>
    <message>
        <source>a header comment without a key was ignored</source>
        <translation>キーのないヘッダーコメントを無視しました</translation>
    </message>
    <message>
        <source>a header comment after the first game was ignored</source>
        <translation>最初のゲームの後のヘッダーコメントを無視しました</translation>
    </message>
    <message>
        <source>the variation &quot;%1&quot; is not supported (Kibitz reads backgammon)</source>
        <translation>バリエーション「%1」には対応していません(Kibitz はバックギャモンを読みます)</translation>
    </message>
    <message>
        <source>a game before the match length (&quot; N point match&quot;)</source>
        <translation>マッチの長さ(&quot; N point match&quot;)より前にゲームがあります</translation>
    </message>
    <message>
        <source>reading was cancelled</source>
        <translation>読み込みは取り消されました</translation>
    </message>
    <message>
        <source>the names are not UTF-8; they were read as Latin-1</source>
        <translation>名前が UTF-8 ではないため、Latin-1 として読みました</translation>
    </message>
    <message>
        <source>expected the scores: &quot;name 1 : score  name 2 : score&quot;</source>
        <translation>スコアが必要です: &quot;名前1 : スコア  名前2 : スコア&quot;</translation>
    </message>
    <message>
        <source>the players differ from the game before; a .mat file holds one match</source>
        <translation>前のゲームとプレイヤーが異なります。.mat ファイルには1つのマッチしか入りません</translation>
    </message>
    <message>
        <source>the score %1-%2 does not follow the game before&apos;s %3-%4; a .mat file holds one match</source>
        <translation>スコア %1-%2 は前のゲームの %3-%4 に続きません。.mat ファイルには1つのマッチしか入りません</translation>
    </message>
    <message>
        <source>a roll where the answer to the double was expected</source>
        <translation>ダブルへの応答が必要な所にロールがあります</translation>
    </message>
    <message>
        <source>player %1 rolls where it is player %2&apos;s turn</source>
        <translation>プレイヤー %2 の番なのにプレイヤー %1 がロールしています</translation>
    </message>
    <message>
        <source>%1 not played: %2</source>
        <translation>%1 がプレイされていません: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; without a double</source>
        <translation>ダブルのない「%1」</translation>
    </message>
    <message>
        <source>player %1 answers their own double</source>
        <translation>プレイヤー %1 が自分のダブルに応答しています</translation>
    </message>
    <message>
        <source>both players win this game</source>
        <translation>両方のプレイヤーがこのゲームに勝っています</translation>
    </message>
    <message>
        <source>the game has no score line</source>
        <translation>ゲームにスコア行がありません</translation>
    </message>
    <message>
        <source>the double has no answer</source>
        <translation>ダブルに応答がありません</translation>
    </message>
    <message>
        <source>a roll the player did not play before resigning was left out</source>
        <translation>投了前にプレイされなかったロールを省きました</translation>
    </message>
    <message>
        <source>the result names player %1, but player %2 won</source>
        <translation>結果はプレイヤー %1 の勝ちとしていますが、勝ったのはプレイヤー %2 です</translation>
    </message>
    <message>
        <source>%1 points where the game gives %2; the points were taken from the position</source>
        <translation>ゲームの得点は %2 なのに %1 点です。得点は局面から求めました</translation>
    </message>
    <message>
        <source>%1 points cannot be won with the cube at %2; the game counts as a single game</source>
        <translation>キューブ %2 で %1 点は勝てません。シングル勝ちとして数えます</translation>
    </message>
    <message>
        <source>an empty row was ignored</source>
        <translation>空の行を無視しました</translation>
    </message>
    <message>
        <source>a third action in one row</source>
        <translation>1行に3つ目のアクションがあります</translation>
    </message>
    <message>
        <source>a move number repeated in the middle of a row was ignored</source>
        <translation>行の途中で繰り返された手番号を無視しました</translation>
    </message>
    <message>
        <source>an unknown move (&quot;????&quot;): the rest of this game and its result are left out</source>
        <translation>不明な手(&quot;????&quot;): このゲームの残りと結果を省きました</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a roll (two dice 1 to 6, as &quot;52:&quot;)</source>
        <translation>「%1」はロールではありません(1〜6 のダイス2つ、例 &quot;52:&quot;)</translation>
    </message>
    <message>
        <source>expected the cube value after &quot;Doubles =&gt;&quot;</source>
        <translation>&quot;Doubles =&gt;&quot; の後にキューブの値が必要です</translation>
    </message>
    <message>
        <source>a double where the answer to the double was expected</source>
        <translation>ダブルへの応答が必要な所にダブルがあります</translation>
    </message>
    <message>
        <source>a double makes the cube %1, not %2</source>
        <translation>ダブルするとキューブは %2 ではなく %1 になります</translation>
    </message>
    <message>
        <source>expected &quot;%1 N point(s)&quot;</source>
        <translation>&quot;%1 N point(s)&quot; が必要です</translation>
    </message>
    <message>
        <source>unexpected &quot;%1&quot; (expected a roll &quot;52:&quot;, &quot;Doubles =&gt; N&quot;, &quot;Takes&quot;, &quot;Drops&quot; or &quot;Wins N point&quot;)</source>
        <translation>予期しない「%1」(ロール &quot;52:&quot;、&quot;Doubles =&gt; N&quot;、&quot;Takes&quot;、&quot;Drops&quot;、&quot;Wins N point&quot; のいずれかが必要です)</translation>
    </message>
    <message>
        <source>a second match length; a file holds one match</source>
        <translation>2つ目のマッチの長さです。ファイルには1つのマッチしか入りません</translation>
    </message>
    <message>
        <source>expected &quot; N point match&quot;</source>
        <translation>&quot; N point match&quot; が必要です</translation>
    </message>
    <message>
        <source>expected &quot; Game 1&quot;</source>
        <translation>&quot; Game 1&quot; が必要です</translation>
    </message>
    <message>
        <source>row number %1 is larger than %2</source>
        <translation>行番号 %1 が %2 より大きいです</translation>
    </message>
    <message>
        <source>row %1 follows row %2</source>
        <translation>行 %1 が行 %2 の後にあります</translation>
    </message>
    <message>
        <source>the file holds no match (no &quot; N point match&quot; line)</source>
        <translation>ファイルにマッチがありません(&quot; N point match&quot; 行がありません)</translation>
    </message>
    <message>
        <source>the file holds no game (no &quot; Game 1&quot; line)</source>
        <translation>ファイルにゲームがありません(&quot; Game 1&quot; 行がありません)</translation>
    </message>
    <message>
        <source>EventDate &quot;%1&quot; is not a date (yyyy.mm.dd)</source>
        <translation>EventDate「%1」は日付 (yyyy.mm.dd) ではありません</translation>
    </message>
    <message>
        <source>EventTime &quot;%1&quot; is not a time (hh.mm)</source>
        <translation>EventTime「%1」は時刻 (hh.mm) ではありません</translation>
    </message>
    <message>
        <source>a beaver (an immediate redouble) is allowed in money play only</source>
        <translation>ビーバー (即時のリダブル) はマネーゲームでのみ認められます</translation>
    </message>
    <message>
        <source>a beaver of a beaver (a raccoon) cannot be represented</source>
        <translation>ビーバーへのビーバー (ラクーン) は表現できません</translation>
    </message>
    <message>
        <source>the result lines name both players; player %1 wins, as player %2 rolled and resigned</source>
        <translation>結果の行が両方のプレイヤーを挙げています。プレイヤー %2 がダイスを振って投了したので、プレイヤー %1 の勝ちです</translation>
    </message>
    <message>
        <source>the result lines name both players; player %1 wins the match by the score</source>
        <translation>結果の行が両方のプレイヤーを挙げています。スコアからプレイヤー %1 がマッチに勝ちます</translation>
    </message>
    <message>
        <source>the result lines name both players; player %1 wins as the &quot;Wins&quot; line says</source>
        <translation>結果の行が両方のプレイヤーを挙げています。「Wins」の行のとおりプレイヤー %1 の勝ちです</translation>
    </message>
</context>
<context>
    <name>JellyfishWriter</name>
    <message>
        <source>game %1 is a %2 game; Jellyfish match files hold backgammon</source>
        <extracomment>%1 is a game number, %2 a game&apos;s name in words (Hex, Twixt...)</extracomment>
        <translation>対局 %1 は %2 の対局です。Jellyfish のマッチファイルに入るのはバックギャモンです</translation>
    </message>
    <message>
        <source>game %1 (%2) skipped: Jellyfish match files hold standard backgammon only</source>
        <extracomment>%1 is a game number, %2 a game kind as kibitz-cli names it (acey-deucey, tabula)</extracomment>
        <translation>対局 %1（%2）を飛ばしました: Jellyfish のマッチファイルに入るのは標準のバックギャモンだけです</translation>
    </message>
    <message>
        <source>game %1 starts another match; a Jellyfish file holds one match, so it and the games after it are skipped</source>
        <translation>対局 %1 から別のマッチが始まります。Jellyfish ファイルに入るマッチは 1 つなので、この対局とそれ以降の対局を飛ばします</translation>
    </message>
    <message>
        <source>not a backgammon event</source>
        <translation>バックギャモンのイベントではありません</translation>
    </message>
    <message>
        <source>game %1, event %2: %3</source>
        <extracomment>%1 is a game number, %2 an event number, %3 why the event cannot be played</extracomment>
        <translation>対局 %1、イベント %2: %3</translation>
    </message>
    <message>
        <source>there is no standard backgammon game to write</source>
        <translation>書き出す標準バックギャモンの対局がありません</translation>
    </message>
    <message>
        <source>game %1 starts from a set-up position, which a Jellyfish match file cannot hold (its games start from the usual position); save it as SGF</source>
        <extracomment>%1 is a game number</extracomment>
        <translation>ゲーム %1 は配置した局面から始まりますが、Jellyfish のマッチファイルはそれを保持できません (そのゲームは通常の開始局面から始まります)。SGF で保存してください</translation>
    </message>
</context>
<context>
    <name>JgameReader</name>
    <message>
        <source>unexpected end of file: expected a key or the zero byte ending a key list</source>
        <translation>予期しないファイルの終わりです: キー、またはキーの並びを終える 0 バイトが必要です</translation>
    </message>
    <message>
        <source>unexpected end of file inside a key of %1 bytes</source>
        <translation>%1 バイトのキーの途中でファイルが終わっています</translation>
    </message>
    <message>
        <source>unexpected end of file in the length of &apos;%1&apos;</source>
        <translation>&apos;%1&apos; の長さの途中でファイルが終わっています</translation>
    </message>
    <message>
        <source>unexpected end of file: expected the number of child nodes</source>
        <translation>予期しないファイルの終わりです: 子ノードの数が必要です</translation>
    </message>
    <message>
        <source>child count %1 is out of range</source>
        <translation>子の数 %1 が範囲外です</translation>
    </message>
    <message>
        <source>&apos;%1&apos; must be a %2-byte integer, found %3 bytes</source>
        <extracomment>%1 is a Jgame key (not translated), %2 and %3 numbers of bytes</extracomment>
        <translation>&apos;%1&apos; は %2 バイトの整数でなければなりませんが、%3 バイトあります</translation>
    </message>
    <message>
        <source>the header has a second &apos;%1&apos;</source>
        <translation>ヘッダーに 2 つ目の &apos;%1&apos; があります</translation>
    </message>
    <message>
        <source>not a Jgame file: the header has neither &apos;gtv&apos; nor &apos;size&apos;</source>
        <translation>Jgame ファイルではありません: ヘッダーに &apos;gtv&apos; も &apos;size&apos; もありません</translation>
    </message>
    <message>
        <source>unsupported game tree version %1 (expected 2)</source>
        <translation>対応していないゲームツリーのバージョン %1 です（2 が必要です）</translation>
    </message>
    <message>
        <source>unknown game type &apos;%1&apos;</source>
        <translation>不明なゲームの種類 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the header names no game type (&apos;type&apos;, &apos;hgtv&apos; or &apos;tgtv&apos;)</source>
        <translation>ヘッダーにゲームの種類（&apos;type&apos;、&apos;hgtv&apos;、&apos;tgtv&apos;）がありません</translation>
    </message>
    <message>
        <source>the header has no board size (&apos;bdsize&apos;)</source>
        <translation>ヘッダーに盤のサイズ（&apos;bdsize&apos;）がありません</translation>
    </message>
    <message>
        <source>the header&apos;s &apos;%1&apos; is not a version number; saving writes 1</source>
        <translation>ヘッダーの &apos;%1&apos; はバージョン番号ではありません。保存すると 1 を書きます</translation>
    </message>
    <message>
        <source>the header lacks the required &apos;%1&apos;; saving adds it</source>
        <translation>ヘッダーに必須の &apos;%1&apos; がありません。保存すると追加します</translation>
    </message>
    <message>
        <source>the header lacks the required &apos;type&apos;; saving adds it</source>
        <translation>ヘッダーに必須の &apos;type&apos; がありません。保存すると追加します</translation>
    </message>
    <message>
        <source>the header&apos;s &apos;%1&apos; contradicts its %2 game; saving leaves it out</source>
        <extracomment>%1 is a Jgame key (hgtv or tgtv), %2 the game: Hex or Twixt</extracomment>
        <translation>ヘッダーの &apos;%1&apos; は %2 の対局と矛盾します。保存するときは省きます</translation>
    </message>
    <message>
        <source>board size %1 is out of range (1 to 256)</source>
        <translation>盤のサイズ %1 が範囲外です（1～256）</translation>
    </message>
    <message>
        <source>move (%1,%2) lies outside the %3x%3 board</source>
        <extracomment>(%1,%2) are the move&apos;s column and row, %3 the board&apos;s side</extracomment>
        <translation>手 (%1,%2) は %3x%3 の盤の外です</translation>
    </message>
    <message>
        <source>move colour %1 is neither 1 nor 2</source>
        <translation>手の色 %1 が 1 でも 2 でもありません</translation>
    </message>
    <message>
        <source>a move must be at least 3 bytes, found %1</source>
        <translation>手は 3 バイト以上必要ですが、%1 バイトです</translation>
    </message>
    <message>
        <source>a Hex move must be 3 bytes, found %1</source>
        <translation>Hex の手は 3 バイトでなければなりませんが、%1 バイトです</translation>
    </message>
    <message>
        <source>a long Twixt move must be at least 8 bytes, found %1</source>
        <translation>Twixt の長い手は 8 バイト以上必要ですが、%1 バイトです</translation>
    </message>
    <message>
        <source>long Twixt move: the link list count is missing</source>
        <translation>Twixt の長い手: リンクの並びの数がありません</translation>
    </message>
    <message>
        <source>long Twixt move: %1 links do not fit in the move&apos;s %2 bytes</source>
        <translation>Twixt の長い手: %1 本のリンクが手の %2 バイトに収まりません</translation>
    </message>
    <message>
        <source>link direction %1 is not 1 to 4</source>
        <translation>リンクの方向 %1 が 1～4 ではありません</translation>
    </message>
    <message>
        <source>link from (%1,%2) in direction %3 leaves the board</source>
        <extracomment>(%1,%2) are a column and row, %3 a Jgame link direction 1 to 4</extracomment>
        <translation>(%1,%2) から方向 %3 へのリンクが盤の外に出ます</translation>
    </message>
    <message>
        <source>long Twixt move: %1 bytes, but its lists account for %2</source>
        <translation>Twixt の長い手: %1 バイトですが、並びの合計は %2 バイトです</translation>
    </message>
    <message>
        <source>reading was cancelled</source>
        <translation>読み込みはキャンセルされました</translation>
    </message>
    <message>
        <source>the node has two moves</source>
        <translation>ノードに手が 2 つあります</translation>
    </message>
    <message>
        <source>a node other than the root has no move (&apos;m&apos;)</source>
        <translation>ルート以外のノードに手（&apos;m&apos;）がありません</translation>
    </message>
    <message>
        <source>the node has two evaluations</source>
        <translation>ノードに評価が 2 つあります</translation>
    </message>
    <message>
        <source>&apos;v&apos; must be a 4-byte float, found %1 bytes</source>
        <translation>&apos;v&apos; は 4 バイトの浮動小数点数でなければなりませんが、%1 バイトあります</translation>
    </message>
    <message>
        <source>evaluation %1 is outside -1 to 1</source>
        <translation>評価 %1 が -1～1 の範囲外です</translation>
    </message>
    <message>
        <source>&apos;r&apos; must be a 2-byte integer, found %1 bytes</source>
        <translation>&apos;r&apos; は 2 バイトの整数でなければなりませんが、%1 バイトあります</translation>
    </message>
    <message>
        <source>the node has two &apos;g&apos; marks</source>
        <translation>ノードに &apos;g&apos; の印が 2 つあります</translation>
    </message>
    <message>
        <source>&apos;g&apos; must be 1 byte, found %1 bytes</source>
        <translation>&apos;g&apos; は 1 バイトでなければなりませんが、%1 バイトあります</translation>
    </message>
    <message>
        <source>the node has two comments</source>
        <translation>ノードにコメントが 2 つあります</translation>
    </message>
    <message>
        <source>%1 unexpected bytes after the end of the game tree</source>
        <translation>ゲームツリーの終わりの後に予期しない %1 バイトがあります</translation>
    </message>
    <message>
        <source>the move</source>
        <translation>着手</translation>
    </message>
    <message>
        <source>the comment</source>
        <translation>コメント</translation>
    </message>
    <message>
        <source>the evaluation</source>
        <translation>評価</translation>
    </message>
    <message>
        <source>the main-line mark</source>
        <translation>本譜の印</translation>
    </message>
    <message>
        <source>a player&apos;s name</source>
        <translation>対局者名</translation>
    </message>
    <message>
        <source>the game&apos;s name</source>
        <translation>対局名</translation>
    </message>
    <message>
        <source>the board size</source>
        <translation>盤の大きさ</translation>
    </message>
    <message>
        <source>the value of &apos;%1&apos;</source>
        <extracomment>%1 is a Jgame key (not translated)</extracomment>
        <translation>&apos;%1&apos; の値</translation>
    </message>
    <message>
        <source>the file ends inside %1: it claims %2 bytes but only %3 remain</source>
        <extracomment>%1 names what the bytes hold (&quot;the move&quot;, &quot;the comment&quot;), %2 and %3 numbers of bytes</extracomment>
        <translation>%1 の途中でファイルが終わっています: %2 バイトとされていますが、残りは %3 バイトしかありません</translation>
    </message>
</context>
<context>
    <name>JgameWriter</name>
    <message>
        <source>Jgame cannot hold a Twixt turn that places no peg</source>
        <translation>Jgame にはペグを置かない Twixt の手番を保存できません</translation>
    </message>
    <message>
        <source>Jgame cannot hold a Twixt move that adds links by hand and links automatically</source>
        <translation>Jgame には手動のリンクと自動のリンクの両方を加える Twixt の手を保存できません</translation>
    </message>
    <message>
        <source>a long Twixt move has too many links for Jgame</source>
        <translation>Twixt の長い手のリンクが Jgame には多すぎます</translation>
    </message>
    <message>
        <source>Jgame files hold only Hex and Twixt games</source>
        <translation>Jgame ファイルに入るのは Hex と Twixt の対局だけです</translation>
    </message>
    <message>
        <source>Jgame holds only square boards of 1 to 256 cells a side, not %1x%2</source>
        <translation>Jgame に入るのは 1 辺 1～256 マスの正方形の盤だけです（%1x%2 は入りません）</translation>
    </message>
    <message>
        <source>the node property &apos;%1&apos; is too long for Jgame</source>
        <translation>ノードプロパティ &apos;%1&apos; は Jgame には長すぎます</translation>
    </message>
    <message>
        <source>Jgame cannot hold a swap or setup move that has moves after it</source>
        <translation>Jgame には後に手が続くスワップや配置の手を保存できません</translation>
    </message>
    <message>
        <source>a node has %1 children; Jgame allows at most 65535</source>
        <translation>ノードの子が %1 個あります。Jgame で許されるのは 65535 個までです</translation>
    </message>
    <message>
        <source>Jgame has no place for the %1 header properties %2</source>
        <extracomment>%1 is a format&apos;s name (sgf...), %2 a list of its property identifiers</extracomment>
        <translation>Jgame には %1 のヘッダープロパティ %2 の置き場所がありません</translation>
    </message>
    <message>
        <source>Jgame cannot hold swap, resign, forfeit, pass or setup moves: %1 left out</source>
        <translation>Jgame にはスワップ、投了、不戦敗、パス、配置の手を保存できません: %1 個を省きました</translation>
    </message>
    <message>
        <source>Jgame has no swap of sides: %1 left out (the board and the colour to move are unchanged)</source>
        <translation>Jgame には陣営の交換がありません: %1 個を省きました（盤と手番の色は変わりません）</translation>
    </message>
    <message>
        <source>Jgame has no set-up stones: %1 set-ups written as moves</source>
        <translation>Jgame には配置石がありません: %1 個の配置を手として書きます</translation>
    </message>
    <message numerus="yes">
        <source>Jgame has no place for %n node property(s) of the %1 file</source>
        <extracomment>%n is a number, %1 a format&apos;s name (sgf...)</extracomment>
        <translation>
            <numerusform>Jgame には %1 ファイルのノードプロパティ %n 個を入れる場所がありません</numerusform>
        </translation>
    </message>
    <message>
        <source>Jgame has no initial position, view area or bookmarks: the nodes&apos; %1 are lost</source>
        <extracomment>%1 lists SGF properties: IP (the position to show first), VW (the part of the board shown), N (names and bookmarks)</extracomment>
        <translation>Jgame には初期局面、表示範囲、ブックマークがありません: ノードの %1 は失われます</translation>
    </message>
    <message numerus="yes">
        <source>Jgame has no player to move (SGF PL): %n set-up(s) lose it</source>
        <extracomment>PL is the SGF property that names the player to move after a set-up</extracomment>
        <translation>
            <numerusform>Jgame には手番のプレイヤー（SGF PL）がありません: %n 個の配置でその情報が失われます</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Jgame has no place for board marks (labels, shapes, arrows, lines) or move and position marks (!, ?, good for a side, hotspot): %n node(s) lose them</source>
        <extracomment>%n is a number of nodes</extracomment>
        <translation>
            <numerusform>Jgame には盤上の印（ラベル、図形、矢印、線）や手と局面の印（!、?、一方に有利、注目点）を入れる場所がありません: %n 個のノードでそれらが失われます</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MatchEquity</name>
    <message>
        <source>match equity table %1: %2</source>
        <translation>マッチエクイティ表 %1: %2</translation>
    </message>
    <message>
        <source>line %1: only explicit tables are read</source>
        <translation>%1 行: 明示的な表だけを読み込みます</translation>
    </message>
    <message>
        <source>line %1: not a winning chance</source>
        <translation>%1 行: 勝率ではありません</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>%1 行: %2</translation>
    </message>
    <message>
        <source>no pre- and post-Crawford tables</source>
        <translation>クロフォード前後の表がありません</translation>
    </message>
</context>
<context>
    <name>RenderCommand</name>
    <message>
        <source>unknown option %1</source>
        <translation>不明なオプション %1</translation>
    </message>
    <message>
        <source>%1 needs a value</source>
        <translation>%1 には値が必要です</translation>
    </message>
    <message>
        <source>--game must be a number from 1</source>
        <translation>--game は 1 以上の数でなければなりません</translation>
    </message>
    <message>
        <source>--ply must be a number from 0</source>
        <translation>--ply は 0 以上の数でなければなりません</translation>
    </message>
    <message>
        <source>--size must be WIDTHxHEIGHT, each from %1 to %2 pixels</source>
        <translation>--size は 幅x高さ（それぞれ %1～%2 ピクセル）でなければなりません</translation>
    </message>
    <message>
        <source>--theme must be light or dark</source>
        <translation>--theme は light か dark でなければなりません</translation>
    </message>
    <message>
        <source>render takes one FILE</source>
        <translation>render には FILE を 1 つ指定します</translation>
    </message>
    <message>
        <source>render needs -o OUT.png or -o OUT.svg</source>
        <translation>render には -o OUT.png か -o OUT.svg が必要です</translation>
    </message>
    <message>
        <source>cannot tell the image format from %1; use .png or .svg</source>
        <translation>%1 から画像形式がわかりません。.png か .svg を使ってください</translation>
    </message>
    <message>
        <source>the game has no Rokkaku set-up</source>
        <translation>この対局には六角の初期配置がありません</translation>
    </message>
    <message>
        <source>the image could not be produced</source>
        <translation>画像を作成できませんでした</translation>
    </message>
    <message>
        <source>warning:</source>
        <translation>警告:</translation>
    </message>
    <message>
        <source>--game must be 1 to %1</source>
        <translation>--game は 1～%1 でなければなりません</translation>
    </message>
    <message>
        <source>render is not available for %1 games</source>
        <translation>%1 の対局には render を使えません</translation>
    </message>
    <message>
        <source>--ply must be 0 to %1</source>
        <translation>--ply は 0～%1 でなければなりません</translation>
    </message>
    <message>
        <source>--column-offset applies to %1 fields only</source>
        <extracomment>%1 lists the games whose boards can be drawn in columns (&quot;Rokkaku&quot;)</extracomment>
        <translation>--column-offset は%1のフィールドにだけ使えます</translation>
    </message>
</context>
<context>
    <name>RokkakuGameUi</name>
    <message>
        <source>A Rokkaku Conquest game has four teams, so it takes no evaluation of one player against the other. The tournament view shows how the teams stand: the scoreboard under the field, the plot of owned hexels and the Standings tab.</source>
        <translation>六角コンクエストの対戦は4チームで行われるため、一方のプレイヤーに対する評価はありません。各チームの状況はトーナメント画面で確認できます：フィールド下のスコアボード、所有ヘクセル数のグラフ、「順位表」タブ。</translation>
    </message>
    <message>
        <source>Rokkaku Conquest</source>
        <translation>六角コンクエスト</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>盤:</translation>
    </message>
    <message>
        <source>Team 1:</source>
        <translation>チーム 1:</translation>
    </message>
    <message>
        <source>Team 2:</source>
        <translation>チーム 2:</translation>
    </message>
    <message>
        <source>Team 3:</source>
        <translation>チーム 3:</translation>
    </message>
    <message>
        <source>Team 4:</source>
        <translation>チーム 4:</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>チーム</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>ターン</translation>
    </message>
</context>
<context>
    <name>RokkakuNotation</name>
    <message>
        <source>from %1,%2 to %3</source>
        <translation>%1,%2 から %3 へ</translation>
    </message>
    <message>
        <source>team %1&apos;s dog to %2</source>
        <extracomment>%1 a team (1-4 in the game), %2 a hexel &quot;x,y&quot;</extracomment>
        <translation>チーム %1 の犬が %2 へ</translation>
    </message>
    <message>
        <source>team %1 samurai %2 to %3</source>
        <translation>チーム %1 の侍 %2 が %3 へ</translation>
    </message>
    <message>
        <source>no agent moves</source>
        <translation>動くエージェントなし</translation>
    </message>
    <message numerus="yes">
        <source>%n hexel(s) claimed</source>
        <translation>
            <numerusform>%n ヘクセル獲得</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n syzygy(s)</source>
        <translation>
            <numerusform>シジジー %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n siege(s)</source>
        <translation>
            <numerusform>包囲 %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n continental occupation(s)</source>
        <translation>
            <numerusform>大陸占領 %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n agent(s) frozen</source>
        <translation>
            <numerusform>%n 体のエージェントが凍結</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s dog to %2</source>
        <extracomment>%1 a team&apos;s name, %2 a hexel &quot;x,y&quot;</extracomment>
        <translation>%1 の犬が %2 へ</translation>
    </message>
    <message>
        <source>%1 samurai %2 to %3</source>
        <translation>%1 の侍 %2 が %3 へ</translation>
    </message>
</context>
<context>
    <name>RokkakuPosition</name>
    <message>
        <source>the dog of team %1</source>
        <translation>チーム %1 の犬</translation>
    </message>
    <message>
        <source>samurai %1 of team %2</source>
        <translation>チーム %2 の侍 %1</translation>
    </message>
    <message>
        <source>hexel %1 is outside the %2x%3 field</source>
        <translation>ヘクセル %1 は %2x%3 のフィールドの外です</translation>
    </message>
    <message>
        <source>the field width must be 1 to %1</source>
        <translation>フィールドの幅は 1～%1 でなければなりません</translation>
    </message>
    <message>
        <source>the field height must be 1 to %1</source>
        <translation>フィールドの高さは 1～%1 でなければなりません</translation>
    </message>
    <message>
        <source>gate: %1</source>
        <translation>門: %1</translation>
    </message>
    <message>
        <source>start of %1: %2</source>
        <translation>%1 の開始位置: %2</translation>
    </message>
    <message>
        <source>move from %1</source>
        <translation>%1 からの移動</translation>
    </message>
    <message>
        <source>move to %1</source>
        <translation>%1 への移動</translation>
    </message>
    <message>
        <source>%1 moves from %2 but was frozen after the previous turn</source>
        <translation>%1 が %2 から動いていますが、前のターンの後で凍結されていました</translation>
    </message>
    <message>
        <source>move from %1, where no agent stands</source>
        <translation>エージェントのいない %1 からの移動</translation>
    </message>
    <message>
        <source>syzygy</source>
        <translation>会合</translation>
    </message>
    <message>
        <source>owner change: %1</source>
        <translation>所有者の変更: %1</translation>
    </message>
    <message>
        <source>owner change of %1 to team %2, which is not in the game (0-3)</source>
        <translation>%1 の所有者が対局にいないチーム %2 に変わっています（0-3）</translation>
    </message>
    <message>
        <source>frozen agent of team %1, which is not in the game (0-3)</source>
        <translation>対局にいないチーム %1 の凍結エージェント（0-3）</translation>
    </message>
    <message>
        <source>frozen agent %1: agents are 0 (the dog) to 3</source>
        <translation>凍結エージェント %1: エージェントは 0（犬）～3 です</translation>
    </message>
    <message>
        <source>siege</source>
        <translation>包囲</translation>
    </message>
    <message>
        <source>continental occupation</source>
        <translation>大陸占領</translation>
    </message>
    <message>
        <source>not a Rokkaku turn</source>
        <translation>六角のターンではありません</translation>
    </message>
    <message>
        <source>the turn record does not decode</source>
        <translation>ターンの記録を解読できません</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>the move text of a turn in which no agent moves</extracomment>
        <translation>なし</translation>
    </message>
    <message>
        <source>syzygy: no agent stands on %1</source>
        <translation>シジジー: %1 にエージェントがいません</translation>
    </message>
</context>
<context>
    <name>RokkakuReader</name>
    <message>
        <source>the log ends where %1 should be</source>
        <extracomment>%1 names a number of the log, as &quot;the field width&quot;</extracomment>
        <translation>%1 があるべき位置でログが終わっています</translation>
    </message>
    <message>
        <source>expected %1 (a non-negative integer), found &quot;%2&quot;</source>
        <extracomment>%1 names a number of the log, as &quot;the field width&quot;</extracomment>
        <translation>%1（0 以上の整数）が必要ですが、&quot;%2&quot; がありました</translation>
    </message>
    <message>
        <source>%1 is too large (at most %2)</source>
        <extracomment>%1 names a number of the log, as &quot;the field width&quot;</extracomment>
        <translation>%1 が大きすぎます（最大 %2）</translation>
    </message>
    <message>
        <source>the number of teams</source>
        <translation>チーム数</translation>
    </message>
    <message>
        <source>the number of teams must be a positive multiple of four, not %1</source>
        <translation>チーム数は 4 の正の倍数でなければなりません（%1 ではなく）</translation>
    </message>
    <message>
        <source>the number of teams must be alone on its line; the names follow one per line</source>
        <translation>チーム数は単独で 1 行に書きます。名前はその後に 1 行に 1 つずつ続きます</translation>
    </message>
    <message>
        <source>the log ends where the name of team %1 should be</source>
        <translation>チーム %1 の名前があるべき位置でログが終わっています</translation>
    </message>
    <message>
        <source>the number of rounds</source>
        <translation>ラウンド数</translation>
    </message>
    <message>
        <source>a tournament has at least one round</source>
        <translation>大会には少なくとも 1 ラウンドが必要です</translation>
    </message>
    <message>
        <source>a team number of the game</source>
        <translation>対局のチーム番号</translation>
    </message>
    <message>
        <source>team %1 does not exist (the teams are 0 to %2)</source>
        <translation>チーム %1 は存在しません（チームは 0～%2 です）</translation>
    </message>
    <message>
        <source>team %1 is listed twice in this game</source>
        <translation>チーム %1 がこの対局に 2 回書かれています</translation>
    </message>
    <message>
        <source>the maximum number of turns</source>
        <translation>最大ターン数</translation>
    </message>
    <message>
        <source>the field width</source>
        <translation>フィールドの幅</translation>
    </message>
    <message>
        <source>the field width must be 1 to %1, not %2</source>
        <translation>フィールドの幅は 1～%1 でなければなりません（%2 ではなく）</translation>
    </message>
    <message>
        <source>the field height</source>
        <translation>フィールドの高さ</translation>
    </message>
    <message>
        <source>the field height must be 1 to %1, not %2</source>
        <translation>フィールドの高さは 1～%1 でなければなりません（%2 ではなく）</translation>
    </message>
    <message>
        <source>the number of gates</source>
        <translation>門の数</translation>
    </message>
    <message>
        <source>a gate&apos;s hexel</source>
        <translation>門のヘクセル</translation>
    </message>
    <message>
        <source>an agent&apos;s starting hexel</source>
        <translation>エージェントの開始ヘクセル</translation>
    </message>
    <message>
        <source>the game&apos;s set-up is too long (%1 gates)</source>
        <translation>対局の初期配置が長すぎます（門 %1 個）</translation>
    </message>
    <message>
        <source>0 (the game ends) or 1 (a turn follows)</source>
        <translation>0（対局終了）または 1（ターンが続く）</translation>
    </message>
    <message>
        <source>a turn follows the game&apos;s maximum of %1 turns</source>
        <translation>対局の最大 %1 ターンの後にさらにターンがあります</translation>
    </message>
    <message>
        <source>the number of moves</source>
        <translation>移動の数</translation>
    </message>
    <message>
        <source>a move&apos;s starting hexel</source>
        <translation>移動の開始ヘクセル</translation>
    </message>
    <message>
        <source>a move&apos;s target hexel</source>
        <translation>移動の目標ヘクセル</translation>
    </message>
    <message>
        <source>the number of syzygies</source>
        <translation>会合の数</translation>
    </message>
    <message>
        <source>the number of agents in a syzygy</source>
        <translation>会合のエージェント数</translation>
    </message>
    <message>
        <source>a syzygy&apos;s hexel</source>
        <translation>会合のヘクセル</translation>
    </message>
    <message>
        <source>the number of owner changes</source>
        <translation>所有者変更の数</translation>
    </message>
    <message>
        <source>an owner change&apos;s hexel</source>
        <translation>所有者変更のヘクセル</translation>
    </message>
    <message>
        <source>an owner change&apos;s new owner</source>
        <translation>所有者変更の新しい所有者</translation>
    </message>
    <message>
        <source>the number of frozen agents</source>
        <translation>凍結エージェントの数</translation>
    </message>
    <message>
        <source>a frozen agent&apos;s team</source>
        <translation>凍結エージェントのチーム</translation>
    </message>
    <message>
        <source>a frozen agent&apos;s number</source>
        <translation>凍結エージェントの番号</translation>
    </message>
    <message>
        <source>the number of sieges</source>
        <translation>包囲の数</translation>
    </message>
    <message>
        <source>the number of hexels of a siege</source>
        <translation>包囲のヘクセル数</translation>
    </message>
    <message>
        <source>a siege&apos;s hexel</source>
        <translation>包囲のヘクセル</translation>
    </message>
    <message>
        <source>the number of continental occupations</source>
        <translation>大陸占領の数</translation>
    </message>
    <message>
        <source>the number of hexels of a continental occupation</source>
        <translation>大陸占領のヘクセル数</translation>
    </message>
    <message>
        <source>a continental occupation&apos;s hexel</source>
        <translation>大陸占領のヘクセル</translation>
    </message>
    <message>
        <source>the turn record is too long (%1 bytes encoded, at most %2)</source>
        <translation>ターンの記録が長すぎます（符号化して %1 バイト、最大 %2）</translation>
    </message>
    <message>
        <source>a number of the final results</source>
        <translation>最終結果の数値</translation>
    </message>
    <message>
        <source>the final results hold more than three numbers per team</source>
        <translation>最終結果にチームあたり 3 個を超える数値があります</translation>
    </message>
    <message>
        <source>the final results hold %1 numbers; expected `team score` (%2) or `rank team score` (%3) for each of the %4 teams</source>
        <translation>最終結果の数値が %1 個です。%4 チームそれぞれに `team score`（%2 個）または `rank team score`（%3 個）が必要です</translation>
    </message>
    <message>
        <source>rank %1 is not 1 to %2</source>
        <translation>順位 %1 が 1～%2 ではありません</translation>
    </message>
    <message>
        <source>team %1 is listed twice in the final results</source>
        <translation>チーム %1 が最終結果に 2 回書かれています</translation>
    </message>
    <message>
        <source>reading was cancelled</source>
        <translation>読み込みはキャンセルされました</translation>
    </message>
    <message>
        <source>round %1, game %2</source>
        <extracomment>the name of a game of the tournament, shown in the list of games</extracomment>
        <translation>ラウンド %1、対局 %2</translation>
    </message>
    <message>
        <source>a siege&apos;s team</source>
        <translation>包囲のチーム</translation>
    </message>
    <message>
        <source>a continental occupation&apos;s team</source>
        <translation>大陸占領のチーム</translation>
    </message>
</context>
<context>
    <name>RokkakuReferee</name>
    <message>
        <source>the field width must be 2 to %1</source>
        <translation>フィールドの幅は 2 から %1 でなければなりません</translation>
    </message>
    <message>
        <source>the field height must be 1 to %1</source>
        <translation>フィールドの高さは 1 から %1 でなければなりません</translation>
    </message>
    <message>
        <source>hexel %1 is not on the field (rows 0 to %2)</source>
        <translation>ヘクセル %1 はフィールド上にありません（行は 0 から %2）</translation>
    </message>
    <message>
        <source>hexel %1 is not on the field (row %2 holds hexels 0 to %3)</source>
        <translation>ヘクセル %1 はフィールド上にありません（行 %2 のヘクセルは 0 から %3）</translation>
    </message>
    <message>
        <source>gate: %1</source>
        <translation>ゲート: %1</translation>
    </message>
    <message>
        <source>gate %1 has no partner: gates join (x,0) to (x,%2) and (0,y) to (%3,y) on odd rows</source>
        <translation>ゲート %1 に対のゲートがありません: ゲートは (x,0) と (x,%2)、奇数行の (0,y) と (%3,y) を結びます</translation>
    </message>
    <message>
        <source>start of %1: %2</source>
        <translation>%1 の初期位置: %2</translation>
    </message>
    <message>
        <source>%1 starts on %2, where %3 stands</source>
        <translation>%1 は %3 がいる %2 から始まります</translation>
    </message>
    <message>
        <source>the game ended with the previous turn&apos;s continental occupation; no turn follows</source>
        <translation>前のターンの大陸占領でゲームは終わっています。続くターンはありません</translation>
    </message>
    <message>
        <source>move from %1, where no agent stands</source>
        <translation>エージェントのいない %1 からの移動</translation>
    </message>
    <message>
        <source>the moves are listed in agent order, but %1 moves after %2</source>
        <translation>移動はエージェント順に並びますが、%1 が %2 の後に移動しています</translation>
    </message>
    <message>
        <source>%1 moves from %2 but was frozen after the previous turn</source>
        <translation>%1 は %2 から移動していますが、前のターンの後に凍結されていました</translation>
    </message>
    <message>
        <source>%1 moves from %2 to %3, which is not one step away</source>
        <translation>%1 は %2 から %3 へ移動していますが、一歩の距離ではありません</translation>
    </message>
    <message>
        <source>%1 moves to %2, where %3 stands when the turn begins</source>
        <translation>%1 はターン開始時に %3 がいる %2 へ移動しています</translation>
    </message>
    <message>
        <source>%1 moves to %2, next to %3: a samurai may not approach another team&apos;s dog</source>
        <translation>%1 は %3 の隣の %2 へ移動しています: 侍は他チームの犬に近づけません</translation>
    </message>
    <message>
        <source>two agents move to %1: the runtime freezes both</source>
        <translation>二つのエージェントが %1 へ移動しています: ランタイムは両方を凍結します</translation>
    </message>
    <message>
        <source>frozen agent of team %1, which is not in the game (0-3)</source>
        <translation>ゲームにいないチーム %1 の凍結されたエージェント（0-3）</translation>
    </message>
    <message>
        <source>frozen agent %1: agents are 0 (the dog) to 3</source>
        <translation>凍結されたエージェント %1: エージェントは 0（犬）から 3</translation>
    </message>
    <message>
        <source>%1 is listed twice as frozen</source>
        <translation>%1 が凍結として二度挙げられています</translation>
    </message>
    <message>
        <source>%1 moved in this turn and cannot be frozen by it</source>
        <translation>%1 はこのターンに移動したので、このターンで凍結されることはありません</translation>
    </message>
    <message>
        <source>no syzygy can happen in this turn (none before turn %1 of the game, and none for %2 turns after one)</source>
        <translation>このターンにシジジーは起こりえません（ゲームのターン %1 より前、および前回から %2 ターンの間は起こりません）</translation>
    </message>
    <message>
        <source>%1 syzygies; the agents&apos; places make %2</source>
        <translation>シジジーが %1 個。エージェントの位置からは %2 個です</translation>
    </message>
    <message>
        <source>syzygy %1: the agents&apos; places make %2</source>
        <translation>シジジー %1: エージェントの位置からは %2 です</translation>
    </message>
    <message>
        <source>syzygy %1: the runtime lists each row&apos;s hexels together, in column order</source>
        <translation>シジジー %1: ランタイムは各行のヘクセルをまとめて列順に並べます</translation>
    </message>
    <message>
        <source>%1 %2; the rules make %3</source>
        <translation>%1 %2。ルールでは %3 です</translation>
    </message>
    <message>
        <source>%1 %2 (team %3, %4 hexels): the rules make team %5 take %6</source>
        <translation>%1 %2（チーム %3、%4 ヘクセル）: ルールではチーム %5 が %6 を取ります</translation>
    </message>
    <message>
        <source>%1 %2: the runtime lists each row&apos;s hexels together, in column order</source>
        <translation>%1 %2: ランタイムは各行のヘクセルをまとめて列順に並べます</translation>
    </message>
    <message>
        <source>%1 %2 comes after a larger territory&apos;s: the runtime lists them by territory size</source>
        <translation>%1 %2 がより大きな領域のものの後にあります: ランタイムは領域の大きさ順に並べます</translation>
    </message>
    <message>
        <source>sieges</source>
        <translation>包囲</translation>
    </message>
    <message>
        <source>siege</source>
        <translation>包囲</translation>
    </message>
    <message>
        <source>owner change %1 to team %2: the rules make %3 go to team %4 here</source>
        <translation>%1 の所有者がチーム %2 に変わっています: ルールではここで %3 がチーム %4 のものになります</translation>
    </message>
    <message>
        <source>%1 owner changes; the rules make %2</source>
        <translation>所有者の変更が %1 件。ルールでは %2 件です</translation>
    </message>
    <message>
        <source>continental occupations</source>
        <translation>大陸占領</translation>
    </message>
    <message>
        <source>continental occupation</source>
        <translation>大陸占領</translation>
    </message>
</context>
<context>
    <name>RokkakuTimeline</name>
    <message>
        <source>Team %1</source>
        <translation>チーム %1</translation>
    </message>
</context>
<context>
    <name>RokkakuWriter</name>
    <message>
        <source>a Rokkaku log holds a tournament; this file holds games without one</source>
        <translation>六角のログに入るのは大会です。このファイルには大会のない対局しかありません</translation>
    </message>
    <message>
        <source>a Rokkaku tournament has a positive multiple of four teams, not %1</source>
        <translation>六角の大会のチーム数は 4 の正の倍数です（%1 ではなく）</translation>
    </message>
    <message>
        <source>the team name &quot;%1&quot; cannot be a line of a Rokkaku log</source>
        <translation>チーム名 &quot;%1&quot; は六角のログの 1 行にできません</translation>
    </message>
    <message>
        <source>%1 rounds of %2 teams are %3 games; there are %4</source>
        <extracomment>%1 rounds, %2 teams, %3 games expected, %4 games in the file</extracomment>
        <translation>%2 チームで %1 ラウンドなら %3 対局ですが、%4 対局あります</translation>
    </message>
    <message>
        <source>game %1 is not a Rokkaku Conquest game</source>
        <translation>対局 %1 は六角コンクエストの対局ではありません</translation>
    </message>
    <message>
        <source>game %1 names team %2; the tournament has %3</source>
        <translation>対局 %1 がチーム %2 を挙げていますが、大会のチームは %3 です</translation>
    </message>
    <message>
        <source>game %1 holds a turn that is not a Rokkaku turn</source>
        <translation>対局 %1 に六角のターンではないターンがあります</translation>
    </message>
    <message>
        <source>a Rokkaku log holds the main line only; variations are not written</source>
        <translation>六角のログに入るのは本線だけです。変化は書きません</translation>
    </message>
    <message>
        <source>a Rokkaku log cannot hold comments or evaluations; they are not written</source>
        <translation>六角のログにはコメントや評価を入れられません。書きません</translation>
    </message>
</context>
<context>
    <name>SgfBackgammon</name>
    <message>
        <source>a node holds one move</source>
        <translation>1 つのノードに入る手は 1 つです</translation>
    </message>
    <message>
        <source>a backgammon move has one value</source>
        <translation>バックギャモンの手の値は 1 つです</translation>
    </message>
    <message>
        <source>%1: MI[%2] is not tag:value; ignored</source>
        <extracomment>%1 is the place in the file (line:column); %2 the value (not translated: MI is an SGF property)</extracomment>
        <translation>%1: MI[%2] は tag:value の形ではありません。無視しました</translation>
    </message>
    <message>
        <source>%1: unknown match information MI[%2]; ignored</source>
        <extracomment>%1 is the place in the file (line:column); %2 the value</extracomment>
        <translation>%1: 不明なマッチ情報 MI[%2] を無視しました</translation>
    </message>
    <message>
        <source>MI[%1]: expected a number from 0 to %2</source>
        <translation>MI[%1]: 0～%2 の数値が必要です</translation>
    </message>
    <message>
        <source>the root node holds the game information; the moves start in the node after it</source>
        <translation>ルートノードには対局情報が入ります。手はその次のノードから始まります</translation>
    </message>
    <message>
        <source>%1: RE[%2] is not a backgammon result (W+n or B+n); kept as it is</source>
        <extracomment>%1 is the place in the file (line:column); %2 the value (RE is an SGF property, W+n and B+n its values)</extracomment>
        <translation>%1: RE[%2] はバックギャモンの結果（W+n または B+n）ではありません。そのまま残します</translation>
    </message>
    <message>
        <source>%1: RU[%2] is not a rule Kibitz plays by; backgammon with the Crawford rule is assumed</source>
        <extracomment>%1 is the place in the file (line:column); %2 the value</extracomment>
        <translation>%1: RU[%2] は Kibitz が扱うルールではありません。クロフォードルールありのバックギャモンとみなします</translation>
    </message>
    <message>
        <source>TS[%1]: expected the game&apos;s start in seconds since 1970</source>
        <translation>TS[%1]: 対局開始時刻（1970 年からの秒数）が必要です</translation>
    </message>
    <message>
        <source>MI: a score of %1-%2 has already won a %3-point match</source>
        <extracomment>%1-%2 is the score, %3 the match length</extracomment>
        <translation>MI: スコア %1-%2 では %3 ポイントマッチはすでに決着しています</translation>
    </message>
    <message>
        <source>more than three dice</source>
        <translation>ダイスが 3 個より多くあります</translation>
    </message>
    <message>
        <source>a die shows 1 to 6, not %1</source>
        <translation>ダイスの目は 1～6 です（%1 ではなく）</translation>
    </message>
    <message>
        <source>expected a roll: two dice (&quot;53&quot;) and the checker moves as point letters, or double, take, drop, resign</source>
        <translation>ロールが必要です: 2 個のダイス（&quot;53&quot;）とポイントの文字によるチェッカーの移動、または double、take、drop、resign</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a point: a to x are points 1 to 24 from White&apos;s side, y the bar, z off the board</source>
        <translation>&apos;%1&apos; はポイントではありません: a～x は白から見たポイント 1～24、y はバー、z は盤外です</translation>
    </message>
    <message>
        <source>the move from &apos;%1&apos; has no destination</source>
        <translation>&apos;%1&apos; からの移動に行き先がありません</translation>
    </message>
    <message>
        <source>a checker cannot move to the bar (y)</source>
        <translation>チェッカーをバー（y）へ動かすことはできません</translation>
    </message>
    <message>
        <source>a move must go somewhere (%1%1)</source>
        <extracomment>%1 is an SGF point letter</extracomment>
        <translation>移動はどこかへ動かなければなりません（%1%1）</translation>
    </message>
    <message>
        <source>more than 255 checker moves in one roll</source>
        <translation>1 回のロールにチェッカーの移動が 255 を超えてあります</translation>
    </message>
    <message>
        <source>%1: %2 in a node without a move after the root was left out</source>
        <extracomment>%1 is the place in the file (line:column); %2 an SGF property identifier</extracomment>
        <translation>%1: ルートより後の手のないノードにある %2 を省きました</translation>
    </message>
    <message>
        <source>a double is answered by take or drop of the other player</source>
        <translation>ダブルには相手の take か drop で応じます</translation>
    </message>
    <message>
        <source>the player who doubled cannot answer the double</source>
        <translation>ダブルしたプレイヤーはそのダブルに応じられません</translation>
    </message>
    <message>
        <source>a redouble as the answer (a beaver) cannot be held: bgammon has no beavers</source>
        <translation>応答としてのリダブル（ビーバー）は保存できません: bgammon にはビーバーがありません</translation>
    </message>
    <message>
        <source>the cube cannot go above %1</source>
        <translation>キューブは %1 を超えられません</translation>
    </message>
    <message>
        <source>%1 answers a double, but the node before is no double</source>
        <extracomment>%1 is take or drop (SGF values, not translated)</extracomment>
        <translation>%1 はダブルへの応答ですが、前のノードはダブルではありません</translation>
    </message>
    <message>
        <source>%1: a double without a take or drop was left out (the model holds a double with its answer)</source>
        <extracomment>%1 is the place in the file (line:column)</extracomment>
        <translation>%1: take も drop もないダブルを省きました（ダブルは応答と一緒に保持されます）</translation>
    </message>
    <message>
        <source>%4: RE: %1 points is not a multiple of the cube (%2) at the end of the game; the game is recorded as worth %3 before the cube</source>
        <extracomment>%4 is the place in the file (line:column); %1 the result&apos;s points, %2 the cube value, %3 the points before the cube</extracomment>
        <translation>%4: RE: %1 点は終局時のキューブ（%2）の倍数ではありません。この対局はキューブ前 %3 点として記録します</translation>
    </message>
    <message>
        <source>game %1 holds a move that is not a backgammon event</source>
        <translation>対局 %1 にバックギャモンのイベントではない手があります</translation>
    </message>
    <message>
        <source>SGF has no place for the .mat header comments %1; they are dropped</source>
        <extracomment>%1 lists keys of a Jellyfish .mat file&apos;s header, as &quot;Site, Round&quot;</extracomment>
        <translation>SGF には .mat のヘッダーコメント %1 を入れる場所がないため、破棄します</translation>
    </message>
    <message>
        <source>%1[%2]: expected a point a..x or the bar y, or a range of them</source>
        <extracomment>%1 is an SGF property identifier, %2 its value</extracomment>
        <translation>%1[%2]: ポイント a..x かバー y、またはその範囲が必要です</translation>
    </message>
    <message>
        <source>%1[%2]: the other player&apos;s checkers are on that point</source>
        <translation>%1[%2]: そのポイントには相手のチェッカーがあります</translation>
    </message>
    <message>
        <source>%1[%2]: more than 15 checkers</source>
        <translation>%1[%2]: チェッカーが 15 個を超えています</translation>
    </message>
    <message>
        <source>CV[%1]: expected the cube&apos;s value</source>
        <translation>CV[%1]: キューブの値が必要です</translation>
    </message>
    <message>
        <source>%1[%2]: expected W or B</source>
        <extracomment>%1 is an SGF property identifier, %2 its value; W and B are SGF values, not translated</extracomment>
        <translation>%1[%2]: W か B が必要です</translation>
    </message>
    <message>
        <source>DI[%1]: expected two dice, as 52</source>
        <translation>DI[%1]: 52 のような二つのダイスが必要です</translation>
    </message>
    <message>
        <source>%1: a set-up after the first move cannot be held; Kibitz sets up backgammon positions only at the start of a game</source>
        <extracomment>%1 is an SGF property identifier</extracomment>
        <translation>%1: 最初の手の後の配置は保持できません。Kibitz がバックギャモンの局面を配置できるのはゲームの開始時だけです</translation>
    </message>
    <message>
        <source>set-up positions are held for backgammon only</source>
        <translation>配置した局面を保持できるのはバックギャモンだけです</translation>
    </message>
    <message>
        <source>the set-up is no position: %1</source>
        <extracomment>%1 says what is wrong with the position</extracomment>
        <translation>配置が局面になっていません: %1</translation>
    </message>
</context>
<context>
    <name>SgfGameReader</name>
    <message>
        <source>GM[%1]: only Hex (GM[11]), Twixt (GM[21]) and backgammon (GM[6]) games can be read</source>
        <translation>GM[%1]: 読み込めるのは Hex（GM[11]）、Twixt（GM[21]）、バックギャモン（GM[6]）の対局だけです</translation>
    </message>
    <message>
        <source>SZ[%1]: a board has %2 to %3 columns and rows</source>
        <translation>SZ[%1]: 盤の列数と行数は %2～%3 です</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a point</source>
        <translation>&apos;%1&apos; は座標ではありません</translation>
    </message>
    <message>
        <source>%1 is outside the %2x%3 board</source>
        <extracomment>%1 is a point as the file writes it, %2x%3 the board&apos;s columns and rows</extracomment>
        <translation>%1 は %2x%3 の盤の外です</translation>
    </message>
    <message>
        <source>a Hex move has one value</source>
        <translation>Hex の手の値は 1 つです</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a link centre</source>
        <translation>&apos;%1&apos; はリンクの中心ではありません</translation>
    </message>
    <message>
        <source>the link centre %1 is outside the %2x%3 board</source>
        <extracomment>%1 is a point as the file writes it, %2x%3 the board&apos;s columns and rows</extracomment>
        <translation>リンクの中心 %1 は %2x%3 の盤の外です</translation>
    </message>
    <message>
        <source>a Twixt move places at most one peg, and last</source>
        <translation>Twixt の手で置けるペグは 1 本までで、最後に置きます</translation>
    </message>
    <message>
        <source>the peg of a long move comes after its link changes</source>
        <translation>長い手のペグはリンクの変更の後に置きます</translation>
    </message>
    <message>
        <source>more than 13000 set-up stones in one node</source>
        <translation>1 つのノードに配置石が 13000 個を超えてあります</translation>
    </message>
    <message>
        <source>a node cannot hold both a move and set-up stones</source>
        <translation>1 つのノードに手と配置石の両方は入れられません</translation>
    </message>
    <message>
        <source>%1[] in a Little Golem Twixt record, whose moves are b[] and r[] (a GM[21] record uses B[] and W[])</source>
        <extracomment>%1 is an SGF property identifier (B or W)</extracomment>
        <translation>Little Golem の Twixt 棋譜に %1[] があります。この棋譜の手は b[] と r[] です（GM[21] の棋譜は B[] と W[] を使います）</translation>
    </message>
    <message>
        <source>a node holds one move</source>
        <translation>1 つのノードに入る手は 1 つです</translation>
    </message>
    <message>
        <source>the file holds no game tree</source>
        <translation>ファイルにゲームツリーがありません</translation>
    </message>
    <message>
        <source>game %1: %2</source>
        <extracomment>%1 is the number of the game in the file, %2 the error</extracomment>
        <translation>対局 %1: %2</translation>
    </message>
    <message>
        <source>%1:%2: a point is set up again in the same node; the last set-up counts</source>
        <extracomment>%1:%2 is the place in the file (line:column)</extracomment>
        <translation>%1:%2: 同じノードで同じ点が再び配置されています。最後の配置が有効です</translation>
    </message>
    <message>
        <source>%1:%2: %3 is given again in the same node; the first %3 counts, and saving drops this one</source>
        <extracomment>%1:%2 is the place in the file (line:column); %3 an SGF property such as PB</extracomment>
        <translation>%1:%2: 同じノードに %3 が再び書かれています。最初の %3 が有効で、保存するとこちらは削除されます</translation>
    </message>
    <message>
        <source>%1:%2: unknown rule set RU[%3]; standard rules are used</source>
        <extracomment>%1:%2 is the place in the file (line:column); %3 the value of the SGF property RU</extracomment>
        <translation>%1:%2: 不明なルール RU[%3] です。標準ルールを使います</translation>
    </message>
    <message>
        <source>a long move without a peg: a Twixt turn ends by placing a peg (only a puzzle&apos;s set-up before its IP may leave it out)</source>
        <translation>ペグのないロングムーブ：Twixt の手番はペグを置いて終わります（IP より前のパズルの配置だけは省略できます）</translation>
    </message>
    <message>
        <source>a swap in a handicap game (HA): Twixt allows no swap there</source>
        <translation>ハンディキャップ戦（HA）でのスワップ：Twixt ではそこでスワップは認められません</translation>
    </message>
    <message>
        <source>a link removal after a link addition: a long move lists its removals, then its additions, then its peg</source>
        <translation>リンクの追加の後にリンクの除去：ロングムーブは除去、追加、ペグの順に書きます</translation>
    </message>
    <message>
        <source>a second IP: a game has one initial position at most (the first is at %1:%2)</source>
        <extracomment>%1:%2 is the place in the file (line:column) of the first IP</extracomment>
        <translation>2 つ目の IP：1 つの対局の初期局面は 1 つまでです（最初のものは %1:%2）</translation>
    </message>
    <message>
        <source>%1:%2: %3[]</source>
        <extracomment>%1:%2 is the place in the file (line:column); %3 an SGF property such as PB</extracomment>
        <translation>%1:%2: %3[]</translation>
    </message>
    <message>
        <source>%1 holds a NUL byte, which names cannot show: it is left out</source>
        <translation>%1 に NUL バイトが含まれており、名前には表示できません: 省略します</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 and the game declares no charset (CA): read as Latin-1 (ISO-8859-1)</source>
        <translation>%1 は UTF-8 ではなく、対局は文字セット（CA）を宣言していません: Latin-1（ISO-8859-1）として読みました</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 as CA declares: the bytes that are not are shown as replacement characters</source>
        <translation>%1 は CA の宣言どおりの UTF-8 ではありません: UTF-8 でないバイトは置換文字として表示します</translation>
    </message>
    <message>
        <source>%1:%2: CA[%3]: no decoder here knows this charset; the texts are read as UTF-8, or as Latin-1 where they are not UTF-8</source>
        <extracomment>%1:%2 is the place in the file (line:column); %3 the charset named by the SGF property CA</extracomment>
        <translation>%1:%2: CA[%3]: この文字セットを扱えるデコーダーがありません。テキストは UTF-8 として、UTF-8 でない部分は Latin-1 として読みます</translation>
    </message>
    <message>
        <source>1:1: the file is in UTF-16 (%1), not in bytes as FF[4] has it: read as text</source>
        <extracomment>%1 is &quot;little-endian&quot; or &quot;big-endian&quot;</extracomment>
        <translation>1:1: ファイルは FF[4] の指定するバイト列ではなく UTF-16（%1）です: テキストとして読みました</translation>
    </message>
    <message>
        <source>little-endian</source>
        <translation>リトルエンディアン</translation>
    </message>
    <message>
        <source>big-endian</source>
        <translation>ビッグエンディアン</translation>
    </message>
    <message>
        <source>%1:%2: %3 is kept as it is, not shown as a mark: %4</source>
        <extracomment>%1:%2 is the place in the file (line:column), %3 an SGF property identifier (LB, TR...), %4 what is wrong</extracomment>
        <translation>%1:%2: %3 はそのまま保持し、印としては表示しません: %4</translation>
    </message>
</context>
<context>
    <name>SgfGameWriter</name>
    <message>
        <source>SGF has no place for the Jgame header keys %1</source>
        <translation>SGF には Jgame のヘッダーキー %1 の置き場所がありません</translation>
    </message>
    <message>
        <source>SGF is written for Hex and Twixt games only, not %1</source>
        <extracomment>%1 is a game kind as kibitz-cli names it (backgammon, rokkaku...)</extracomment>
        <translation>SGF で書けるのは Hex と Twixt の対局だけです（%1 は書けません）</translation>
    </message>
    <message>
        <source>games %1 are written as GM[6] with their variant in RU[]; Kibitz reads them back, GNU Backgammon has no such variants and would read them as backgammon</source>
        <extracomment>%1 lists games as &quot;2 (acey-deucey), 3 (tabula)&quot;; GM[6] and RU[] are SGF properties</extracomment>
        <translation>対局 %1 はバリアントを RU[] に入れた GM[6] として書きます。Kibitz では読み戻せますが、GNU Backgammon にはこれらのバリアントがないため、バックギャモンとして読まれます</translation>
    </message>
    <message numerus="yes">
        <source>SGF has no place for %n node property(s) of the %1 file</source>
        <extracomment>%n is a number, %1 a format&apos;s name (jgame, rokkaku-log...)</extracomment>
        <translation>
            <numerusform>SGF には %1 ファイルのノードプロパティ %n 個を入れる場所がありません</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Jgame long move(s) leave out links that SGF&apos;s notation makes automatically; in SGF the new peg gets them</source>
        <translation>
            <numerusform>Jgame の長手 %n 手は、SGF の記法では自動で張られるリンクを省いています。SGF では新しいペグにそのリンクが張られます</numerusform>
        </translation>
    </message>
    <message>
        <source>Kibitz reads Little Golem&apos;s Hex dialect but does not write it</source>
        <translation>Kibitz は Little Golem の Hex 方言を読めますが、書き出しはしません</translation>
    </message>
    <message>
        <source>its rules are no longer paper and pencil</source>
        <translation>ルールがもう紙と鉛筆のルールではありません</translation>
    </message>
    <message>
        <source>its board is wider than Little Golem&apos;s points can name</source>
        <translation>盤の幅が Little Golem の座標で表せる範囲を超えています</translation>
    </message>
    <message>
        <source>it holds set-up pegs</source>
        <translation>配置されたペグがあります</translation>
    </message>
    <message>
        <source>its move %1 adds or removes links by hand</source>
        <extracomment>%1 is a Twixt move (&quot;K4&quot;)</extracomment>
        <translation>手 %1 でリンクを手動で追加または削除しています</translation>
    </message>
    <message numerus="yes">
        <source>%n Little Golem record(s) will be written as standard SGF (with GM, the standard&apos;s points and moves, and PB and PW as the standard names the players), not in Little Golem&apos;s dialect: %1</source>
        <extracomment>%1 says why (&quot;its rules are no longer paper and pencil&quot;)</extracomment>
        <translation>
            <numerusform>Little Golem の棋譜 %n 件を、Little Golem の方言ではなく標準の SGF（GM、標準の座標と手、標準のプレイヤー名 PB と PW を使用）で書きます: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SgfMarkup</name>
    <message>
        <source>&apos;%1&apos; is not a point of the board</source>
        <extracomment>%1 is a value of the file</extracomment>
        <translation>&apos;%1&apos; はこの盤の座標ではありません</translation>
    </message>
    <message>
        <source>an empty list of points</source>
        <translation>座標のリストが空です</translation>
    </message>
    <message>
        <source>a second mark of the move</source>
        <translation>手に 2 つ目の印があります</translation>
    </message>
    <message>
        <source>the value is not 1 or 2</source>
        <translation>値が 1 でも 2 でもありません</translation>
    </message>
    <message>
        <source>the value is not empty</source>
        <translation>値が空ではありません</translation>
    </message>
    <message>
        <source>a second hotspot</source>
        <translation>2 つ目の注目点があります</translation>
    </message>
    <message>
        <source>a second mark of the position</source>
        <translation>局面に 2 つ目の印があります</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a point and a text</source>
        <translation>&apos;%1&apos; は座標とテキストの組ではありません</translation>
    </message>
    <message>
        <source>a label without text</source>
        <translation>テキストのないラベルです</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not two points</source>
        <translation>&apos;%1&apos; は 2 つの座標ではありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; goes from a point to itself</source>
        <translation>&apos;%1&apos; は始点と終点が同じです</translation>
    </message>
    <message>
        <source>not a mark</source>
        <translation>印ではありません</translation>
    </message>
</context>
<context>
    <name>SgfReader</name>
    <message>
        <source>reading was cancelled</source>
        <translation>読み込みはキャンセルされました</translation>
    </message>
    <message>
        <source>empty input</source>
        <translation>入力が空です</translation>
    </message>
    <message>
        <source>the file is larger than 4 GiB</source>
        <translation>ファイルが 4 GiB を超えています</translation>
    </message>
    <message>
        <source>text after the last game tree ignored</source>
        <translation>最後のゲームツリーの後のテキストを無視しました</translation>
    </message>
    <message>
        <source>text between game trees ignored</source>
        <translation>ゲームツリー間のテキストを無視しました</translation>
    </message>
    <message>
        <source>missing &apos;;&apos; after &apos;(&apos;</source>
        <translation>&apos;(&apos; の後に &apos;;&apos; がありません</translation>
    </message>
    <message>
        <source>no game tree: the input has no &quot;(;&quot;</source>
        <translation>ゲームツリーがありません: 入力に &quot;(;&quot; がありません</translation>
    </message>
    <message>
        <source>missing &apos;)&apos;: the game tree opened at %1:%2 is not closed</source>
        <translation>&apos;)&apos; がありません: %1:%2 で始まったゲームツリーが閉じていません</translation>
    </message>
    <message>
        <source>a node after a variation: the nodes of a game tree must come before its variations</source>
        <translation>変化の後にノードがあります: ゲームツリーのノードは変化より前に置きます</translation>
    </message>
    <message>
        <source>too many nodes</source>
        <translation>ノードが多すぎます</translation>
    </message>
    <message>
        <source>a property after a variation: properties belong to a node (&apos;;&apos;)</source>
        <translation>変化の後にプロパティがあります: プロパティはノード（&apos;;&apos;）に属します</translation>
    </message>
    <message>
        <source>a value without a property identifier</source>
        <translation>プロパティ識別子のない値</translation>
    </message>
    <message>
        <source>unexpected %1 in a game tree</source>
        <translation>ゲームツリー内に予期しない %1 があります</translation>
    </message>
    <message>
        <source>property identifier longer than %1 letters</source>
        <translation>%1 文字を超えるプロパティ識別子</translation>
    </message>
    <message>
        <source>too many different property identifiers</source>
        <translation>異なるプロパティ識別子が多すぎます</translation>
    </message>
    <message>
        <source>property identifier &apos;%1&apos; without a value</source>
        <translation>値のないプロパティ識別子 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unterminated value: no &apos;]&apos; before the end of the input</source>
        <translation>値が閉じていません: 入力の終わりまでに &apos;]&apos; がありません</translation>
    </message>
    <message>
        <source>value longer than 2 GiB</source>
        <translation>2 GiB を超える値</translation>
    </message>
    <message>
        <source>byte 0x%1</source>
        <extracomment>a byte that is not a printable character, as in &quot;unexpected byte 0x1b in a game tree&quot;</extracomment>
        <translation>バイト 0x%1</translation>
    </message>
    <message>
        <source>unescaped &apos;]&apos; inside a value: read as part of it (Little Golem writes names so)</source>
        <translation>値の中のエスケープされていない &apos;]&apos;：値の一部として読みます（Little Golem は名前をこう書きます）</translation>
    </message>
</context>
<context>
    <name>T1Reader</name>
    <message>
        <source>the file is empty</source>
        <translation>ファイルが空です</translation>
    </message>
    <message>
        <source>the file ends after line %1, in the header: a T1 file starts with 13 header lines</source>
        <extracomment>%1 is a number of lines</extracomment>
        <translation>ファイルがヘッダーの途中の %1 行目の後で終わっています: T1 ファイルは 13 行のヘッダーで始まります</translation>
    </message>
    <message>
        <source>file-format version &quot;%1&quot; is not known (1 is)</source>
        <translation>ファイル形式のバージョン &quot;%1&quot; は不明です（既知なのは 1 です）</translation>
    </message>
    <message>
        <source>the y-size (rows) must be a number from %1 to %2, not &quot;%3&quot;</source>
        <translation>y サイズ（行数）は %1 から %2 の数でなければなりません。&quot;%3&quot; ではありません</translation>
    </message>
    <message>
        <source>the x-size (columns) must be a number from %1 to %2, not &quot;%3&quot;</source>
        <translation>x サイズ（列数）は %1 から %2 の数でなければなりません。&quot;%3&quot; ではありません</translation>
    </message>
    <message>
        <source>expected H (human) or C (computer), found &quot;%1&quot;</source>
        <translation>H（人間）または C（コンピューター）が必要ですが、&quot;%1&quot; がありました</translation>
    </message>
    <message>
        <source>the starting player is 1 or 2, not &quot;%1&quot;</source>
        <translation>先手のプレイヤーは 1 か 2 です。&quot;%1&quot; ではありません</translation>
    </message>
    <message>
        <source>the direction of letters is V or H, not &quot;%1&quot;</source>
        <translation>文字の向きは V か H です。&quot;%1&quot; ではありません</translation>
    </message>
    <message>
        <source>expected Y or N, found &quot;%1&quot;</source>
        <translation>Y または N が必要ですが、&quot;%1&quot; がありました</translation>
    </message>
    <message>
        <source>reading was cancelled</source>
        <translation>読み込みはキャンセルされました</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a move: a T1 move is a hole such as I9, swap or resign</source>
        <translation>&quot;%1&quot; は手ではありません: T1 の手は I9 のような穴、swap、resign のいずれかです</translation>
    </message>
    <message>
        <source>%1 is outside the %2x%3 board</source>
        <extracomment>%1 is a hole as the file writes it, %2x%3 the board&apos;s columns and rows</extracomment>
        <translation>%1 は %2x%3 の盤の外です</translation>
    </message>
    <message>
        <source>the direction of letters is H, which no known program writes; the moves are read as with V (letters name the columns), as T1j reads them</source>
        <translation>文字の向きが H ですが、これを書く既知のプログラムはありません。T1j と同じく V として（文字が列を表すものとして）手を読みます</translation>
    </message>
</context>
<context>
    <name>TwixtNotation</name>
    <message>
        <source>%1 (long move, the usual links)</source>
        <translation>%1（長手、通常のリンク）</translation>
    </message>
    <message>
        <source>(links unchanged)</source>
        <translation>（リンクは変更なし）</translation>
    </message>
    <message>
        <source>%1 (no links)</source>
        <translation>%1（リンクなし）</translation>
    </message>
</context>
<context>
    <name>TwixtPosition</name>
    <message>
        <source>the hole is outside the board</source>
        <translation>その穴は盤の外です</translation>
    </message>
    <message>
        <source>the corner holes cannot be used</source>
        <translation>隅の穴は使えません</translation>
    </message>
    <message>
        <source>a peg cannot go in the opponent&apos;s border rows</source>
        <translation>相手の端の列にペグは置けません</translation>
    </message>
    <message>
        <source>the hole already has a peg</source>
        <translation>その穴にはすでにペグがあります</translation>
    </message>
    <message>
        <source>a link must join two of the mover&apos;s own pegs</source>
        <translation>リンクは手番のプレイヤー自身のペグ 2 本を結ばなければなりません</translation>
    </message>
    <message>
        <source>the link would cross another link</source>
        <translation>そのリンクは別のリンクと交差します</translation>
    </message>
    <message>
        <source>the link to remove is not on the board</source>
        <translation>取り除くリンクが盤上にありません</translation>
    </message>
    <message>
        <source>the link is already on the board</source>
        <translation>そのリンクはすでに盤上にあります</translation>
    </message>
    <message>
        <source>the player must be 1 or 2</source>
        <translation>プレイヤーは 1 か 2 でなければなりません</translation>
    </message>
    <message>
        <source>a link must join holes a knight&apos;s move apart</source>
        <translation>リンクはナイトの動きだけ離れた穴どうしを結ばなければなりません</translation>
    </message>
    <message>
        <source>links cannot be removed under paper-and-pencil rules</source>
        <translation>紙と鉛筆ルールではリンクを取り除けません</translation>
    </message>
    <message>
        <source>the move places no peg</source>
        <translation>この手はペグを置いていません</translation>
    </message>
    <message>
        <source>a swap needs exactly one peg on the board</source>
        <translation>スワップには盤上にちょうど 1 本のペグが必要です</translation>
    </message>
    <message>
        <source>the move data is malformed</source>
        <translation>手のデータが不正です</translation>
    </message>
</context>
<context>
    <name>UserPrompts</name>
    <message>
        <source>Save As</source>
        <translation>名前を付けて保存</translation>
    </message>
    <message>
        <source>%1 cannot hold everything in this file:</source>
        <translation>%1 にはこのファイルの内容をすべて保存できません:</translation>
    </message>
    <message>
        <source>Save anyway? The tab will then show what the file holds.</source>
        <translation>それでも保存しますか？ 保存後、タブにはファイルの内容が表示されます。</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <source>%1 has unsaved changes. Save them?</source>
        <translation>%1 には未保存の変更があります。保存しますか？</translation>
    </message>
    <message>
        <source>an unsaved document</source>
        <translation>未保存の文書</translation>
    </message>
    <message>
        <source>Recover Unsaved Edits</source>
        <translation>未保存の編集の復元</translation>
    </message>
    <message>
        <source>Kibitz did not close properly. Unsaved edits of %1 from %2 were kept. Recover them?</source>
        <translation>Kibitz は正しく終了しませんでした。%1 の未保存の編集（%2）が保管されています。復元しますか？</translation>
    </message>
    <message>
        <source>File Changed on Disk</source>
        <translation>ディスク上のファイルが変更されました</translation>
    </message>
    <message>
        <source>%1 was changed by another program. Reload it?</source>
        <translation>%1 は別のプログラムによって変更されました。再読み込みしますか？</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>%1 was changed by another program since Kibitz read or saved it.</source>
        <translation>%1 は Kibitz が読み込んだか保存した後に、別のプログラムによって変更されました。</translation>
    </message>
    <message>
        <source>Overwrite it with this document? The other program&apos;s changes would be lost.</source>
        <translation>この文書で上書きしますか？ 別のプログラムによる変更は失われます。</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <source>Cannot open %1:
%2</source>
        <translation>%1 を開けません:
%2</translation>
    </message>
    <message numerus="yes">
        <source>The %n game(s) before the damage read whole. Open them? The tab will say that it holds a partial read.</source>
        <translation>
            <numerusform>破損箇所より前の%n局は完全に読み込めました。開きますか？タブには部分的な読み込みであることが表示されます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Open %n Game(s)</source>
        <translation>
            <numerusform>%n局を開く</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This tab holds the %n game(s) that read of %1, which holds more.</source>
        <translation>
            <numerusform>このタブには %1 から読み込めた%n局が入っています。元のファイルにはさらに対局があります。</numerusform>
        </translation>
    </message>
    <message>
        <source>Overwrite it with them? The rest of the file would be lost; Save As keeps it.</source>
        <translation>それらで上書きしますか？ファイルの残りは失われます。「名前を付けて保存」なら残ります。</translation>
    </message>
</context>
<context>
    <name>VariationClipboard</name>
    <message>
        <source>Go to a move to copy its variation.</source>
        <translation>変化をコピーするには手に移動してください。</translation>
    </message>
    <message numerus="yes">
        <source>Copied the variation from %1 (%n node(s))</source>
        <translation>
            <numerusform>%1 からの変化をコピーしました（%n ノード）</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy a variation first.</source>
        <translation>先に変化をコピーしてください。</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>Keep a &amp;Backup When Saving</source>
        <translation>保存時にバックアップを残す(&amp;B)</translation>
    </message>
    <message>
        <source>Saving keeps the previous version of the file as FILE~</source>
        <translation>保存時に以前の版を FILE~ として残します</translation>
    </message>
    <message>
        <source>&amp;Export Board Image…</source>
        <translation>盤面画像をエクスポート(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Copy Variation</source>
        <translation>変化をコピー(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste Variation</source>
        <translation>変化を貼り付け(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Delete Variation</source>
        <translation>変化を削除(&amp;D)</translation>
    </message>
    <message>
        <source>Pro&amp;mote to Main Line</source>
        <translation>本線に昇格(&amp;M)</translation>
    </message>
    <message>
        <source>Move Variation &amp;Up</source>
        <translation>変化を上へ移動(&amp;U)</translation>
    </message>
    <message>
        <source>Move Variation Do&amp;wn</source>
        <translation>変化を下へ移動(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>検索(&amp;F)…</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>次を検索(&amp;N)</translation>
    </message>
    <message>
        <source>Find Pre&amp;vious</source>
        <translation>前を検索(&amp;V)</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>設定(&amp;F)…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>テーマ(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Coordinates</source>
        <translation>座標(&amp;C)</translation>
    </message>
    <message>
        <source>Move &amp;Numbers</source>
        <translation>手数(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Last Move Marker</source>
        <translation>最終手の印(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Follow-up Moves</source>
        <translation>続きの手(&amp;F)</translation>
    </message>
    <message>
        <source>F&amp;lip Board</source>
        <translation>盤を反転(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>パネル(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>移動(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Previous Move</source>
        <translation>前の手(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Next Move</source>
        <translation>次の手(&amp;N)</translation>
    </message>
    <message>
        <source>Previous &amp;Variation</source>
        <translation>前の変化(&amp;V)</translation>
    </message>
    <message>
        <source>Next V&amp;ariation</source>
        <translation>次の変化(&amp;A)</translation>
    </message>
    <message>
        <source>Up to &amp;Branch Point</source>
        <translation>分岐点へ戻る(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>最初(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;End of Line</source>
        <translation>手順の最後(&amp;E)</translation>
    </message>
    <message>
        <source>Previous &amp;Game</source>
        <translation>前の対局(&amp;G)</translation>
    </message>
    <message>
        <source>Next G&amp;ame</source>
        <translation>次の対局(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>ライト(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>ダーク(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Follow the System</source>
        <translation>システムに従う(&amp;F)</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>検索</translation>
    </message>
    <message>
        <source>Comment text or move</source>
        <translation>コメントの文字列または手</translation>
    </message>
    <message>
        <source>in comments</source>
        <translation>コメント内</translation>
    </message>
    <message>
        <source>as a move</source>
        <translation>手として</translation>
    </message>
    <message>
        <source>Find where</source>
        <translation>検索対象</translation>
    </message>
    <message>
        <source>Find:</source>
        <translation>検索:</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Close the find bar</source>
        <translation>検索バーを閉じる</translation>
    </message>
    <message>
        <source>&amp;Type a Move…</source>
        <translation>手を入力(&amp;T)…</translation>
    </message>
    <message>
        <source>Play a move by typing its cell, as in f6 or K12</source>
        <translation>f6 や K12 のようにマスを入力して手を指す</translation>
    </message>
    <message>
        <source>Next Pane&amp;l</source>
        <translation>次のパネル(&amp;L)</translation>
    </message>
    <message>
        <source>Move the keyboard focus to the next of the board and the open panels</source>
        <translation>キーボードフォーカスを盤と開いているパネルのうち次のものへ移す</translation>
    </message>
    <message>
        <source>P&amp;revious Panel</source>
        <translation>前のパネル(&amp;R)</translation>
    </message>
    <message>
        <source>Move the keyboard focus to the previous of the board and the open panels</source>
        <translation>キーボードフォーカスを盤と開いているパネルのうち前のものへ移す</translation>
    </message>
    <message>
        <source>Type a Move</source>
        <translation>手を入力</translation>
    </message>
    <message>
        <source>Cell to play (column letters and row number, as the coordinates show):</source>
        <translation>指すマス（座標に示される列の文字と行の番号）:</translation>
    </message>
    <message>
        <source>Open &amp;Folder…</source>
        <translation>フォルダーを開く(&amp;F)…</translation>
    </message>
    <message>
        <source>Open Files as One &amp;Collection…</source>
        <translation>複数のファイルを一つのコレクションとして開く(&amp;C)…</translation>
    </message>
    <message>
        <source>Show &amp;Whole Board</source>
        <translation>盤全体を表示(&amp;W)</translation>
    </message>
    <message>
        <source>Show the whole board where the game asks to show part of it (a puzzle, SGF VW)</source>
        <translation>対局が盤の一部だけの表示を指定している場合（パズル、SGF VW）でも盤全体を表示する</translation>
    </message>
    <message>
        <source>&amp;Default Layout</source>
        <translation>既定のレイアウト(&amp;D)</translation>
    </message>
    <message>
        <source>Arrange the panels as this game&apos;s documents first open</source>
        <translation>この種類のゲームの文書を最初に開いたときの配置にパネルを並べる</translation>
    </message>
    <message>
        <source>Set &amp;Up Position</source>
        <translation>局面を配置(&amp;U)</translation>
    </message>
    <message>
        <source>Clicks on the board put pieces down and take them off instead of playing: a left click for player 1, a right click for player 2</source>
        <translation>盤をクリックすると、手を指す代わりに駒を置いたり取り除いたりします: 左クリックでプレイヤー 1、右クリックでプレイヤー 2</translation>
    </message>
    <message>
        <source>S&amp;witch Player to Move</source>
        <translation>手番を入れ替える(&amp;W)</translation>
    </message>
    <message>
        <source>Set up the other player to move next (SGF PL)</source>
        <translation>次の手番を相手のプレイヤーにする（SGF PL）</translation>
    </message>
    <message>
        <source>Boo&amp;kmarks</source>
        <translation>ブックマーク(&amp;K)</translation>
    </message>
    <message>
        <source>Bookmark &amp;%1</source>
        <translation>ブックマーク &amp;%1</translation>
    </message>
    <message>
        <source>This game has no bookmark %1.</source>
        <translation>この対局にはブックマーク %1 がありません。</translation>
    </message>
    <message>
        <source>&amp;Set Bookmark</source>
        <translation>ブックマークを設定(&amp;S)</translation>
    </message>
    <message>
        <source>Bookmark %1 set</source>
        <translation>ブックマーク %1 を設定しました</translation>
    </message>
    <message>
        <source>&amp;Clear Bookmark</source>
        <translation>ブックマークを解除(&amp;C)</translation>
    </message>
    <message>
        <source>Bookmark cleared</source>
        <translation>ブックマークを解除しました</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>対局の最初</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>%1 is a move number, %2 the move (&quot;12. K10&quot;)</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Bookmark &amp;%1: %2</source>
        <extracomment>%1 is the bookmark&apos;s number (its key), %2 where it is: &quot;none&quot;, &quot;the start&quot; or a move</extracomment>
        <translation>ブックマーク &amp;%1: %2</translation>
    </message>
    <message>
        <source>Copy Dia&amp;gram</source>
        <translation>盤面図をコピー(&amp;G)</translation>
    </message>
    <message>
        <source>Moves can be typed on %1 boards only.</source>
        <translation>手を入力できるのは%1の盤だけです。</translation>
    </message>
    <message>
        <source>Positions can be set up on %1 boards only.</source>
        <translation>局面を配置できるのは%1の盤だけです。</translation>
    </message>
    <message>
        <source>The player to move is set up on %1 boards only.</source>
        <translation>手番を配置できるのは%1の盤だけです。</translation>
    </message>
</context>
<context>
    <name>kibitz::AboutDialog</name>
    <message>
        <source>About Kibitz</source>
        <translation>Kibitz について</translation>
    </message>
    <message>
        <source>Kibitz icon</source>
        <translation>Kibitz のアイコン</translation>
    </message>
    <message>
        <source>Kibitz %1</source>
        <translation>Kibitz %1</translation>
    </message>
    <message>
        <source>A viewer and editor of game records: Hex and Twixt game trees (Jgame, SGF), backgammon replays from bgammon.org and Rokkaku Conquest tournament logs.</source>
        <translation>棋譜のビューアー兼エディターです: ヘックスとツイクストのゲームツリー（Jgame、SGF）、bgammon.org のバックギャモンのリプレイ、六角コンクエストの大会ログを扱います。</translation>
    </message>
    <message>
        <source>Copyright © 2026 The Kibitz developers. Kibitz is free software under the MIT licence.</source>
        <translation>Copyright © 2026 Kibitz 開発者。Kibitz は MIT ライセンスのフリーソフトウェアです。</translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
        <translation>Qt %1 でビルドされ、Qt %2 で動作しています。</translation>
    </message>
    <message>
        <source>The same program works headless as kibitz-cli (info, check, convert, positions, render).</source>
        <translation>同じプログラムを画面なしの kibitz-cli としても使えます（info、check、convert、positions、render）。</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>ライセンス</translation>
    </message>
    <message>
        <source>The licence text is missing from this build.</source>
        <translation>このビルドにはライセンス文がありません。</translation>
    </message>
    <message>
        <source>&amp;Licence</source>
        <translation>ライセンス(&amp;L)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt について(&amp;Q)</translation>
    </message>
</context>
<context>
    <name>kibitz::AnalysisOptionsDialog</name>
    <message>
        <source>Analysis Options</source>
        <translation>解析オプション</translation>
    </message>
    <message>
        <source>Plies chosen below</source>
        <translation>下で選んだプライ数</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n-ply)</source>
        <translation>
            <numerusform>%1 (%nプライ)</numerusform>
        </translation>
    </message>
    <message>
        <source>GNU Backgammon&apos;s &amp;setting:</source>
        <translation>GNU Backgammon の設定(&amp;S):</translation>
    </message>
    <message>
        <source>Plies for &amp;chequer play:</source>
        <translation>チェッカープレイのプライ数(&amp;C):</translation>
    </message>
    <message>
        <source>Plies for c&amp;ube decisions:</source>
        <translation>キューブ判断のプライ数(&amp;U):</translation>
    </message>
</context>
<context>
    <name>kibitz::BackgammonAnalysis</name>
    <message>
        <source>Analysis</source>
        <translation>解析</translation>
    </message>
    <message>
        <source>Analyse &amp;Game</source>
        <translation>ゲームを解析(&amp;G)</translation>
    </message>
    <message>
        <source>Analyse &amp;Match</source>
        <translation>マッチを解析(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Next Error</source>
        <translation>次の悪手(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Previous Error</source>
        <translation>前の悪手(&amp;P)</translation>
    </message>
    <message>
        <source>Analysis &amp;Options...</source>
        <translation>解析オプション(&amp;O)...</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>解析(&amp;A)</translation>
    </message>
    <message>
        <source>Analysis by GNU Backgammon</source>
        <translation>GNU Backgammon による解析</translation>
    </message>
    <message numerus="yes">
        <source>GNU Backgammon analyses %n game(s) at %1-ply...</source>
        <translation>
            <numerusform>GNU Backgammon が %n ゲームを %1 手読みで解析中...</numerusform>
        </translation>
    </message>
    <message>
        <source>GNU Backgammon: game %1 of %2 analysed</source>
        <translation>GNU Backgammon: %2 ゲーム中 %1 ゲームを解析済み</translation>
    </message>
    <message>
        <source>the document was closed during the analysis</source>
        <translation>解析中に文書が閉じられました</translation>
    </message>
    <message>
        <source>the document changed during the analysis</source>
        <translation>解析中に文書が変更されました</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message numerus="yes">
        <source>GNU Backgammon analyses %n game(s) at %1...</source>
        <translation>
            <numerusform>GNU Backgammon が %n ゲームを %1 で解析しています...</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>the document changed</source>
        <translation>文書が変更されました</translation>
    </message>
    <message>
        <source>the analysis was cancelled</source>
        <translation>解析は中止されました</translation>
    </message>
    <message>
        <source>Hint: show a roll first (the hint ranks the moves for the roll on the board: the one being played, else the last one played, from the position before it).</source>
        <translation>ヒント: まず出目を表示してください（ヒントは盤上の出目、つまり指している途中の出目か、なければ最後に指された出目について、その前の局面からの手を順位付けします）。</translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <extracomment>%1 is a player, %2 a roll (&quot;6-1&quot;)</extracomment>
        <translation>%1 の %2</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー %1</translation>
    </message>
</context>
<context>
    <name>kibitz::BackgammonAnalysisPanel</name>
    <message>
        <source>Move</source>
        <translation>手</translation>
    </message>
    <message>
        <source>Equity</source>
        <translation>エクイティ</translation>
    </message>
    <message>
        <source>Diff.</source>
        <translation>差</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>Gammon</source>
        <translation>ギャモン</translation>
    </message>
    <message>
        <source>Backgammon</source>
        <translation>バックギャモン</translation>
    </message>
    <message>
        <source>Lose G/BG</source>
        <translation>負け G/BG</translation>
    </message>
    <message>
        <source>Analysis by GNU Backgammon: for backgammon games (Analysis menu).</source>
        <translation>GNU Backgammon による解析: バックギャモンのゲーム用 (解析メニュー)。</translation>
    </message>
    <message>
        <source>This game has no analysis yet: Analysis &gt; Analyse Game or Analyse Match.</source>
        <translation>このゲームにはまだ解析がありません: 解析 &gt; ゲームを解析 または マッチを解析。</translation>
    </message>
    <message>
        <source>%1 played %2: %3 EMG lost%4.</source>
        <translation>%1 は %2 を指しました: %3 EMG の損失%4。</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>match winning chances</source>
        <translation>マッチ勝率</translation>
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
        <translation>大幸運</translation>
    </message>
    <message>
        <source>lucky</source>
        <translation>幸運</translation>
    </message>
    <message>
        <source>unlucky</source>
        <translation>不運</translation>
    </message>
    <message>
        <source>very unlucky</source>
        <translation>大不運</translation>
    </message>
    <message>
        <source>Luck of the roll: %1 EMG%2</source>
        <translation>ダイスの運: %1 EMG%2</translation>
    </message>
    <message>
        <source>No analysis for this position.</source>
        <translation>この局面の解析はありません。</translation>
    </message>
    <message>
        <source>%1 (game)</source>
        <translation>%1 (ゲーム)</translation>
    </message>
    <message>
        <source>%1 (match)</source>
        <translation>%1 (マッチ)</translation>
    </message>
    <message>
        <source>Unforced moves</source>
        <translation>非強制手</translation>
    </message>
    <message>
        <source>Moves marked doubtful / bad / very bad</source>
        <translation>疑問手 / 悪手 / 大悪手</translation>
    </message>
    <message>
        <source>Chequer play error total EMG</source>
        <translation>チェッカープレイ誤差合計 EMG</translation>
    </message>
    <message>
        <source>Chequer play error rate mEMG</source>
        <translation>チェッカープレイ誤差率 mEMG</translation>
    </message>
    <message>
        <source>Cube decisions (close or actual)</source>
        <translation>キューブ判断 (際どい/実際の)</translation>
    </message>
    <message>
        <source>Cube error total EMG</source>
        <translation>キューブ誤差合計 EMG</translation>
    </message>
    <message>
        <source>Overall error total EMG</source>
        <translation>総誤差 EMG</translation>
    </message>
    <message>
        <source>Overall error rate mEMG</source>
        <translation>総誤差率 mEMG</translation>
    </message>
    <message>
        <source>PR (500 x EMG lost per decision)</source>
        <translation>PR (判断あたり損失 EMG x 500)</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>レーティング</translation>
    </message>
    <message>
        <source>Luck total EMG</source>
        <translation>運の合計 EMG</translation>
    </message>
    <message>
        <source>Candidate moves</source>
        <translation>候補手</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>GNU Backgammon is looking for the best moves...</source>
        <translation>GNU Backgammon が最善手を探しています...</translation>
    </message>
    <message>
        <source>Cancel Hint</source>
        <translation>ヒントを中止</translation>
    </message>
    <message>
        <source>Cube action</source>
        <translation>キューブアクション</translation>
    </message>
    <message>
        <source>EMG (MWC)</source>
        <translation>EMG (MWC)</translation>
    </message>
    <message>
        <source>Equity (EMG)</source>
        <translation>エクイティ (EMG)</translation>
    </message>
    <message>
        <source>No double</source>
        <translation>ダブルしない</translation>
    </message>
    <message>
        <source>Double, take</source>
        <translation>ダブル、テイク</translation>
    </message>
    <message>
        <source>Double, pass</source>
        <translation>ダブル、パス</translation>
    </message>
    <message>
        <source>Statistics: not analysed yet: Analysis &gt; Analyse Game.</source>
        <translation>統計: まだ解析されていません: 解析 &gt; ゲームを解析</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>EMG, match winning chances in parentheses</source>
        <translation>EMG、括弧内はマッチ勝率</translation>
    </message>
    <message>
        <source>match winning chances; EMG needs GNU Backgammon&apos;s match equity table %1</source>
        <translation>マッチ勝率。EMG には GNU Backgammon のマッチエクイティ表 %1 が必要です</translation>
    </message>
    <message>
        <source>The answer&apos;s cube decision: no double %1, double/take %2, double/pass %3 (%4)%5</source>
        <translation>応答のキューブ判断: ダブルしない %1、ダブル/テイク %2、ダブル/パス %3 (%4)%5</translation>
    </message>
    <message>
        <source>Cube decision: no double %1, double/take %2, double/pass %3 (%4)%5</source>
        <translation>キューブ判断: ダブルしない %1、ダブル/テイク %2、ダブル/パス %3 (%4)%5</translation>
    </message>
    <message numerus="yes">
        <source>Hint by GNU Backgammon for %1: %n candidate move(s), equities in %2.</source>
        <extracomment>%1 is a roll (&quot;Maxence&apos;s 6-1&quot;), %2 the unit of the equities</extracomment>
        <translation>
            <numerusform>GNU Backgammon による %1 のヒント: 候補手 %n 手、エクイティの単位は %2。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::BackgammonBoard</name>
    <message>
        <source>Backgammon board</source>
        <translation>バックギャモン盤</translation>
    </message>
    <message>
        <source>Illegal event: %1</source>
        <translation>不正なイベント: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::BackgammonRenderer</name>
    <message>
        <source>player %1</source>
        <translation>プレイヤー %1</translation>
    </message>
    <message>
        <source>pips %1</source>
        <translation>ピップ %1</translation>
    </message>
    <message>
        <source>score %1 of %2</source>
        <translation>スコア %1 / %2</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>on roll</source>
        <translation>ロール番</translation>
    </message>
</context>
<context>
    <name>kibitz::BackgammonSetupDialog</name>
    <message>
        <source>Player 1</source>
        <translation>プレイヤー 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>プレイヤー 2</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>局面を配置</translation>
    </message>
    <message>
        <source>Position ID, Position ID:Match ID or XGID=…</source>
        <translation>Position ID、Position ID:Match ID または XGID=…</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>省略可</translation>
    </message>
    <message>
        <source>&amp;Position ID or XGID:</source>
        <translation>Position ID または XGID(&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Match ID:</source>
        <translation>Match ID(&amp;M):</translation>
    </message>
    <message>
        <source>Board: click a point or the bar to put a checker down, right-click or Shift+click to take one off</source>
        <translation>盤: ポイントかバーをクリックするとチェッカーを置き、右クリックか Shift+クリックで取り除きます</translation>
    </message>
    <message>
        <source>Clicks put down checkers of:</source>
        <translation>クリックで置くチェッカー:</translation>
    </message>
    <message>
        <source>&amp;Starting Position</source>
        <translation>開始局面(&amp;S)</translation>
    </message>
    <message>
        <source>–</source>
        <extracomment>a die not rolled yet</extracomment>
        <translation>–</translation>
    </message>
    <message>
        <source>in the middle</source>
        <translation>中央</translation>
    </message>
    <message>
        <source>owned by %1</source>
        <extracomment>who owns the cube: %1 is a player</extracomment>
        <translation>%1 の所有</translation>
    </message>
    <message>
        <source>money game</source>
        <translation>マネーゲーム</translation>
    </message>
    <message>
        <source>On &amp;roll:</source>
        <translation>ロールする側(&amp;R):</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>ダイス(&amp;D):</translation>
    </message>
    <message>
        <source>&amp;Cube:</source>
        <translation>キューブ(&amp;C):</translation>
    </message>
    <message>
        <source>Match &amp;length:</source>
        <translation>マッチの長さ(&amp;L):</translation>
    </message>
    <message>
        <source>Sc&amp;ore:</source>
        <extracomment>the score of the players before the game, as &quot;2 – 4&quot;</extracomment>
        <translation>スコア(&amp;O):</translation>
    </message>
    <message>
        <source>Type the Position ID first.</source>
        <translation>先に Position ID を入力してください。</translation>
    </message>
    <message>
        <source>Position read: the checkers are set up.</source>
        <translation>局面を読み込みました: チェッカーを配置しました。</translation>
    </message>
    <message>
        <source>Position read: checkers, cube, dice and score are set up.</source>
        <translation>局面を読み込みました: チェッカー、キューブ、ダイス、スコアを設定しました。</translation>
    </message>
    <message>
        <source>That point holds the checkers of the other player: take them off first (right click) or choose the other side.</source>
        <extracomment>%1 is a player</extracomment>
        <translation>そのポイントには相手のチェッカーがあります。先に取り除く (右クリック) か、もう一方の側を選んでください。</translation>
    </message>
    <message>
        <source>Click a point or the bar: the checkers not on the board are borne off.</source>
        <translation>ポイントかバーをクリックしてください。盤上にないチェッカーはベアオフ済みです。</translation>
    </message>
    <message>
        <source>%1 has no checker there.</source>
        <extracomment>%1 is a player</extracomment>
        <translation>%1 のチェッカーはそこにありません。</translation>
    </message>
    <message>
        <source>%1 keeps at least one checker on the board.</source>
        <translation>%1 は少なくとも一つのチェッカーを盤上に残します。</translation>
    </message>
    <message>
        <source>All 15 checkers of %1 are on the board: take one off first.</source>
        <translation>%1 のチェッカーは 15 個すべて盤上にあります。先に一つ取り除いてください。</translation>
    </message>
    <message>
        <source>A score of %1 or more has already won a %1-point match.</source>
        <translation>%1 点以上のスコアは %1 ポイントマッチにすでに勝っています。</translation>
    </message>
    <message>
        <source>Borne off: %1 and %2. Pips: %3 and %4. GNU Backgammon ID: %5</source>
        <extracomment>%1 and %2 are the checkers each player has borne off, %3 and %4 their pip counts, %5 GNU Backgammon&apos;s IDs</extracomment>
        <translation>ベアオフ: %1 と %2。ピップ: %3 と %4。GNU Backgammon ID: %5</translation>
    </message>
</context>
<context>
    <name>kibitz::BackgammonView</name>
    <message>
        <source>Replay</source>
        <translation>リプレイ</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Start of the game (Home)</source>
        <translation>対局の最初 (Home)</translation>
    </message>
    <message>
        <source>Previous Event</source>
        <translation>前のイベント</translation>
    </message>
    <message>
        <source>Previous event (Left)</source>
        <translation>前のイベント (Left)</translation>
    </message>
    <message>
        <source>Previous Checker</source>
        <translation>前のチェッカー</translation>
    </message>
    <message>
        <source>Take back one checker move</source>
        <translation>チェッカーの移動を 1 つ戻す</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>プレイ</translation>
    </message>
    <message>
        <source>Play the game event by event / pause</source>
        <translation>対局をイベントごとに再生 / 一時停止</translation>
    </message>
    <message>
        <source>Next Checker</source>
        <translation>次のチェッカー</translation>
    </message>
    <message>
        <source>Play one checker move of the next roll</source>
        <translation>次のロールのチェッカー移動を 1 つ進める</translation>
    </message>
    <message>
        <source>Next Event</source>
        <translation>次のイベント</translation>
    </message>
    <message>
        <source>Next event (Right)</source>
        <translation>次のイベント (Right)</translation>
    </message>
    <message>
        <source>End</source>
        <translation>最後</translation>
    </message>
    <message>
        <source>End of the line (End)</source>
        <translation>手順の最後 (End)</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>速度:</translation>
    </message>
    <message>
        <source>Autoplay speed</source>
        <translation>自動再生の速度</translation>
    </message>
    <message>
        <source>Time between events while playing</source>
        <translation>再生中のイベントの間隔</translation>
    </message>
    <message>
        <source>%1 s per event</source>
        <translation>1 イベントあたり %1 秒</translation>
    </message>
    <message>
        <source> Slide:</source>
        <translation> スライド:</translation>
    </message>
    <message>
        <source>Checker slide duration</source>
        <translation>チェッカーのスライド時間</translation>
    </message>
    <message>
        <source>How long a checker takes to slide; 0 shows moves at once</source>
        <translation>チェッカーがスライドする時間。0 なら移動をすぐに表示します</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ミリ秒</translation>
    </message>
    <message>
        <source>instant</source>
        <translation>即時</translation>
    </message>
    <message>
        <source>Flip Board</source>
        <translation>盤を反転</translation>
    </message>
    <message>
        <source>See the board from the other player&apos;s side (Ctrl+F2)</source>
        <translation>相手側から盤を見る (Ctrl+F2)</translation>
    </message>
    <message>
        <source>Set the dice first (or roll them), then move the checkers.</source>
        <translation>先にダイスを設定（またはロール）してから、チェッカーを動かしてください。</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>Dice:</source>
        <translation>ダイス:</translation>
    </message>
    <message>
        <source>First die</source>
        <translation>1 個目のダイス</translation>
    </message>
    <message>
        <source>Second die</source>
        <translation>2 個目のダイス</translation>
    </message>
    <message>
        <source>Third die</source>
        <translation>3 個目のダイス</translation>
    </message>
    <message>
        <source>Set the dice to enter a roll of your own</source>
        <translation>自分のロールを入力するにはダイスを設定します</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>ロール</translation>
    </message>
    <message>
        <source>Roll random dice</source>
        <translation>ランダムにダイスを振る</translation>
    </message>
    <message>
        <source>Roll the dice at random for a play of your own</source>
        <translation>自分で動かすためにダイスをランダムに振ります</translation>
    </message>
    <message>
        <source>Play:</source>
        <translation>手:</translation>
    </message>
    <message>
        <source>Play in notation</source>
        <translation>表記による手</translation>
    </message>
    <message>
        <source>e.g. 13/8 24/21</source>
        <translation>例: 13/8 24/21</translation>
    </message>
    <message>
        <source>Type the play for the pending roll, numbered from the mover&apos;s side: 13/8 24/21, bar/22*, 6/off, 8/5(2); Enter plays it</source>
        <translation>保留中のロールの手を、動かす側から数えた番号で入力します: 13/8 24/21、bar/22*、6/off、8/5(2)。Enter で実行します</translation>
    </message>
    <message>
        <source>Play the entered moves</source>
        <translation>入力した移動を実行</translation>
    </message>
    <message>
        <source>Undo Checker</source>
        <translation>チェッカーを戻す</translation>
    </message>
    <message>
        <source>Take back the last checker moved</source>
        <translation>最後に動かしたチェッカーを戻す</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <source>Clear the entered roll and moves</source>
        <translation>入力したロールと移動を消去</translation>
    </message>
    <message>
        <source>Cube</source>
        <translation>キューブ</translation>
    </message>
    <message>
        <source>Cube actions</source>
        <translation>キューブアクション</translation>
    </message>
    <message>
        <source>Record a double (taken or passed) or a resignation as a variation</source>
        <translation>ダブル（テイクまたはパス）や投了を変化として記録</translation>
    </message>
    <message>
        <source>Double, Taken</source>
        <translation>ダブル、テイク</translation>
    </message>
    <message>
        <source>Double, Passed</source>
        <translation>ダブル、パス</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>投了</translation>
    </message>
    <message>
        <source>Entry message</source>
        <translation>入力メッセージ</translation>
    </message>
    <message>
        <source>GNU Backgammon IDs</source>
        <translation>GNU Backgammon ID</translation>
    </message>
    <message>
        <source>Copy Position ID</source>
        <translation>Position ID をコピー</translation>
    </message>
    <message>
        <source>Copy GNU Backgammon&apos;s Position ID of the shown position</source>
        <translation>表示中の局面の GNU Backgammon Position ID をコピー</translation>
    </message>
    <message>
        <source>Copy Match ID</source>
        <translation>Match ID をコピー</translation>
    </message>
    <message>
        <source>Copy GNU Backgammon ID (Position:Match)</source>
        <translation>GNU Backgammon ID をコピー (Position:Match)</translation>
    </message>
    <message>
        <source>Copied %1</source>
        <translation>%1 をコピーしました</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>プレイヤー %1</translation>
    </message>
    <message>
        <source>There is no backgammon position here.</source>
        <translation>ここにはバックギャモンの局面がありません。</translation>
    </message>
    <message>
        <source>The line holds an illegal event (%1); go back before it to play.</source>
        <translation>この手順には不正なイベントがあります（%1）。指すにはその前に戻ってください。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>対局は終わっています。</translation>
    </message>
    <message>
        <source>GNU Backgammon IDs exist for standard backgammon only.</source>
        <translation>GNU Backgammon ID は標準のバックギャモンにしかありません。</translation>
    </message>
    <message>
        <source>Position ID: %1   Match ID: %2</source>
        <translation>Position ID: %1   Match ID: %2</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 の勝ち</translation>
    </message>
    <message>
        <source>%1 to play %2</source>
        <translation>%1 が %2 を動かす番</translation>
    </message>
    <message>
        <source>%1 on roll</source>
        <translation>%1 のロール番</translation>
    </message>
    <message>
        <source>This roll takes %1 dice of 1 to 6.</source>
        <translation>このロールには 1 から 6 のダイスが %1 個必要です。</translation>
    </message>
    <message>
        <source>No checker can move with %1: press Play to record the roll.</source>
        <translation>%1 で動かせるチェッカーはありません。ロールを記録するには「プレイ」を押してください。</translation>
    </message>
    <message>
        <source>%1 to play %2: move the checkers or type the play.</source>
        <translation>%1 が %2 を動かす番です。チェッカーを動かすか手を入力してください。</translation>
    </message>
    <message>
        <source>Checkers cannot move there.</source>
        <translation>チェッカーはそこへ動かせません。</translation>
    </message>
    <message>
        <source>%1 so far; %2 to play.</source>
        <translation>ここまで %1、残り %2。</translation>
    </message>
    <message>
        <source>No checker has been moved.</source>
        <translation>まだチェッカーを動かしていません。</translation>
    </message>
    <message>
        <source>Not a legal event here: %1</source>
        <translation>ここでは不正なイベントです: %1</translation>
    </message>
    <message>
        <source>Followed the stored %1.</source>
        <translation>記録されている %1 に進みました。</translation>
    </message>
    <message>
        <source>Not a legal event here.</source>
        <translation>ここでは不正なイベントです。</translation>
    </message>
    <message>
        <source>Added the variation %1.</source>
        <translation>変化 %1 を追加しました。</translation>
    </message>
    <message>
        <source>%1 can still be played (for example %2): a play uses every die it can.</source>
        <translation>まだ %1 を動かせます（例: %2）。ダイスは使えるかぎりすべて使います。</translation>
    </message>
    <message>
        <source>%1 is not a legal play of %2: %3</source>
        <translation>%1 は %2 の正しい手ではありません: %3</translation>
    </message>
    <message>
        <source>The end of the line: nothing more to play.</source>
        <translation>手順の最後です。これ以上再生するものはありません。</translation>
    </message>
    <message>
        <source>Copied the Position ID %1</source>
        <translation>Position ID %1 をコピーしました</translation>
    </message>
    <message>
        <source>Copied the Match ID %1</source>
        <translation>Match ID %1 をコピーしました</translation>
    </message>
    <message>
        <source>Clear Entry</source>
        <translation>入力をクリア</translation>
    </message>
    <message>
        <source>Acey-deucey</source>
        <translation>エイシー・デューシー</translation>
    </message>
    <message>
        <source>Tabula</source>
        <translation>タブラ</translation>
    </message>
    <message>
        <source>Backgammon</source>
        <translation>バックギャモン</translation>
    </message>
    <message>
        <source>%1, game %2 of %3.</source>
        <translation>%1、%3 局中 %2 局目。</translation>
    </message>
    <message>
        <source>Match to %1: %2 has %3, %4 has %5.</source>
        <translation>%1 ポイントマッチ: %2 が %3、%4 が %5。</translation>
    </message>
    <message>
        <source>%1 has won.</source>
        <translation>%1 の勝ちです。</translation>
    </message>
    <message>
        <source>%1 to play %2.</source>
        <translation>%1 が %2 を動かす番です。</translation>
    </message>
    <message>
        <source>Played so far: %1; left: %2.</source>
        <translation>ここまでの移動: %1、残り: %2。</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>%1 rolled %2.</source>
        <translation>%1 が %2 を振りました。</translation>
    </message>
    <message>
        <source>%1 on roll.</source>
        <translation>%1 のロール番です。</translation>
    </message>
    <message>
        <source>The cube is in the middle at %1.</source>
        <translation>キューブは中央で %1 です。</translation>
    </message>
    <message>
        <source>%1 owns the cube at %2.</source>
        <translation>%1 がキューブ %2 を持っています。</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%2 に %1</translation>
    </message>
    <message>
        <source>%1 (points counted from their side): %2</source>
        <translation>%1（ポイントはその側から数えます）: %2</translation>
    </message>
    <message>
        <source>no checker on the points</source>
        <translation>ポイント上にチェッカーなし</translation>
    </message>
    <message>
        <source>; %1 on the bar</source>
        <translation>、バーに %1</translation>
    </message>
    <message>
        <source>; %1 waiting to enter</source>
        <translation>、エンター待ち %1</translation>
    </message>
    <message>
        <source>; %1 borne off; %2 pips.</source>
        <translation>、ベアオフ済み %1、%2 ピップ。</translation>
    </message>
    <message>
        <source>Opening roll by</source>
        <translation>最初の出目を振る人</translation>
    </message>
    <message>
        <source>Who plays the opening roll you enter</source>
        <translation>入力した最初の出目を打つプレイヤー</translation>
    </message>
    <message>
        <source>–</source>
        <comment>a die that is not set</comment>
        <translation>–</translation>
    </message>
    <message>
        <source>Set every die to enter a roll.</source>
        <translation>目を入力するには、すべてのダイスを設定してください。</translation>
    </message>
    <message>
        <source>Positions can be set up for backgammon only: GNU Backgammon, which analyses them, does not play acey-deucey or tabula.</source>
        <translation>局面を配置できるのはバックギャモンだけです。局面を解析する GNU Backgammon はエイシー・デューシーもタブラも扱いません。</translation>
    </message>
    <message>
        <source>OK makes this game start from the position (Edit &gt; Undo takes it back).</source>
        <translation>OK でこのゲームをこの局面から始めます (編集 &gt; 元に戻す で取り消せます)。</translation>
    </message>
    <message>
        <source>This game has moves already: OK opens the position in a new tab, as a game of its own.</source>
        <translation>このゲームにはすでに手があります。OK で局面を新しいタブに独立したゲームとして開きます。</translation>
    </message>
    <message>
        <source>Positions can be set up for backgammon only.</source>
        <translation>局面を配置できるのはバックギャモンだけです。</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>局面を配置</translation>
    </message>
    <message>
        <source>The position could not be set up.</source>
        <translation>局面を配置できませんでした。</translation>
    </message>
    <message>
        <source>The game starts from the position set up.</source>
        <translation>ゲームは配置した局面から始まります。</translation>
    </message>
    <message>
        <source>This game has moves already, and no new tab can be opened here.</source>
        <translation>このゲームにはすでに手があり、ここでは新しいタブを開けません。</translation>
    </message>
    <message>
        <source>Set-Up Position</source>
        <translation>配置した局面</translation>
    </message>
</context>
<context>
    <name>kibitz::CommentPanel</name>
    <message>
        <source>No comment</source>
        <translation>コメントなし</translation>
    </message>
    <message>
        <source>Comment on the current move</source>
        <translation>現在の手へのコメント</translation>
    </message>
</context>
<context>
    <name>kibitz::DocumentFiles</name>
    <message>
        <source>Export Board Image</source>
        <translation>盤面画像のエクスポート</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 をエクスポートしました</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG 図 (*.svg)</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>最近使ったファイルはありません</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>一覧を消去</translation>
    </message>
    <message>
        <source>Opening %1 was cancelled.</source>
        <translation>%1 を開くのをキャンセルしました。</translation>
    </message>
    <message>
        <source>Cannot open %1:
%2</source>
        <translation>%1 を開けません:
%2</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <source>Cannot keep a recovery copy of %1: %2</source>
        <translation>%1 の復元用コピーを残せません: %2</translation>
    </message>
    <message>
        <source>Cannot recover %1: %2</source>
        <translation>%1 を復元できません: %2</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Kibitz cannot write %1 files.</source>
        <translation>Kibitz は %1 ファイルを書き出せません。</translation>
    </message>
    <message>
        <source>Kibitz is busy reading or writing a file; save again when it is done.</source>
        <translation>Kibitz はファイルの読み書き中です。終わってからもう一度保存してください。</translation>
    </message>
    <message>
        <source>%1 was not saved: the file changed on disk.</source>
        <translation>%1 は保存されませんでした: ディスク上のファイルが変更されています。</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>%1 を保存しています…</translation>
    </message>
    <message>
        <source>Saving %1 was cancelled; the file was not changed.</source>
        <translation>%1 の保存をキャンセルしました。ファイルは変更されていません。</translation>
    </message>
    <message>
        <source>%1 cannot hold this file: %2</source>
        <translation>%1 にはこのファイルを保存できません: %2</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>フォルダー %1 がありません。</translation>
    </message>
    <message>
        <source>The folder %1 cannot be written to.</source>
        <translation>フォルダー %1 には書き込めません。</translation>
    </message>
    <message>
        <source>Cannot write %1:
%2</source>
        <translation>%1 を書き込めません:
%2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <source>The file name %1 does not say which format to write; end it with one of %2.</source>
        <translation>ファイル名 %1 からは書き込む形式が分かりません。末尾を %2 のいずれかにしてください。</translation>
    </message>
    <message>
        <source>Save As</source>
        <extracomment>%2 lists file name extensions, as &quot;.jgame, .sgf&quot;</extracomment>
        <translation>名前を付けて保存</translation>
    </message>
    <message>
        <source>Kibitz cannot write a file that holds these games.</source>
        <translation>Kibitz はこれらの対局を保存できる形式のファイルを書き込めません。</translation>
    </message>
    <message>
        <source>%1 was removed from disk.</source>
        <translation>%1 はディスクから削除されました。</translation>
    </message>
    <message>
        <source>File Removed</source>
        <translation>ファイルが削除されました</translation>
    </message>
    <message>
        <source>%1 was removed or moved away by another program. The document stays open; save it to keep it.</source>
        <translation>%1 は別のプログラムによって削除または移動されました。文書は開いたままです。残すには保存してください。</translation>
    </message>
    <message>
        <source>%1 changed on disk.</source>
        <translation>ディスク上の %1 が変更されました。</translation>
    </message>
    <message>
        <source>File Changed on Disk</source>
        <translation>ディスク上のファイルが変更されました</translation>
    </message>
    <message>
        <source>%1 was changed by another program while it has unsaved edits here. The edits are kept; saving will ask before overwriting the file.</source>
        <translation>%1 はここで未保存の編集がある間に、別のプログラムによって変更されました。編集は残してあります。保存するときはファイルを上書きする前に確認します。</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>再読み込み</translation>
    </message>
    <message>
        <source>Cannot reload %1:
%2</source>
        <translation>%1 を再読み込みできません:
%2</translation>
    </message>
    <message>
        <source>Reloaded %1</source>
        <translation>%1 を再読み込みしました</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <extracomment>a tab&apos;s title: a file name and how many more files the tab holds</extracomment>
        <translation>
            <numerusform>%1 ほか %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 holds no file that Kibitz reads.</source>
        <translation>%1 には Kibitz が読めるファイルがありません。</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>%1 を開いています…</translation>
    </message>
    <message>
        <source>Cannot open %1 as one collection:
%2</source>
        <translation>%1 を一つのコレクションとして開けません：
%2</translation>
    </message>
    <message>
        <source>Open Folder</source>
        <translation>フォルダーを開く</translation>
    </message>
    <message>
        <source>Open Files as One Collection</source>
        <translation>複数のファイルを一つのコレクションとして開く</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <comment>recent file: its name — what it holds</comment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 cannot be saved: %2</source>
        <translation>%1 を保存できません: %2</translation>
    </message>
    <message numerus="yes">
        <source>Partial read of %1: the %n game(s) before the damage (%2)</source>
        <extracomment>%1 is a file name, %2 where and why reading it stopped</extracomment>
        <translation>
            <numerusform>%1 の部分的な読み込み: 破損箇所より前の%n局（%2）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was not saved: the tab holds a partial read of it.</source>
        <translation>%1 は保存されませんでした: タブにはその部分的な読み込みしかありません。</translation>
    </message>
    <message>
        <source>Reading %1 back…</source>
        <translation>%1 を読み戻しています…</translation>
    </message>
    <message>
        <source>Saved %1, but cannot read it back:
%2</source>
        <translation>%1 を保存しましたが、読み戻せません:
%2</translation>
    </message>
    <message>
        <source>Saved as %1 (what the file holds)</source>
        <extracomment>an Undo History entry; %1 is a file name</extracomment>
        <translation>%1 として保存（ファイルの内容）</translation>
    </message>
    <message>
        <source>Saved %1; the tab now shows what the file holds (Undo brings back what it left out).</source>
        <translation>%1 を保存しました。タブにはファイルの内容を表示しています（省かれた部分は「元に戻す」で戻せます）。</translation>
    </message>
</context>
<context>
    <name>kibitz::DocumentView</name>
    <message>
        <source>This board takes no typed moves.</source>
        <translation>この盤では手を入力できません。</translation>
    </message>
    <message>
        <source>This board has no set-up mode.</source>
        <translation>この盤には配置モードがありません。</translation>
    </message>
</context>
<context>
    <name>kibitz::EvaluationGraph</name>
    <message>
        <source>Evaluation graph</source>
        <translation>評価グラフ</translation>
    </message>
    <message>
        <source>Evaluations along the current line; click to show a move.</source>
        <translation>現在の手順に沿った評価です。クリックするとその手を表示します。</translation>
    </message>
    <message>
        <source>No evaluations on this line</source>
        <translation>この手順には評価がありません</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <translation>%1 手目: %2</translation>
    </message>
    <message numerus="yes">
        <source>Start of a line of %n move(s).</source>
        <translation>
            <numerusform>%n 手の手順の開始点です。</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1 of %2: %3.</source>
        <translation>%2 手中 %1 手目: %3。</translation>
    </message>
    <message>
        <source>Not evaluated.</source>
        <translation>未評価です。</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) of the line evaluated.</source>
        <translation>
            <numerusform>手順のうち %n 手が評価済みです。</numerusform>
        </translation>
    </message>
    <message>
        <source>Evaluation: %1.</source>
        <translation>評価: %1。</translation>
    </message>
</context>
<context>
    <name>kibitz::EvaluationPanel</name>
    <message>
        <source>Evaluation</source>
        <translation>評価</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー %1</translation>
    </message>
    <message>
        <source>No evaluation</source>
        <translation>評価なし</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 の勝ち</translation>
    </message>
    <message>
        <source>%1 better</source>
        <translation>%1 が優勢</translation>
    </message>
    <message>
        <source>Tie</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>Even</source>
        <translation>互角</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <source>Label the current node: %1</source>
        <translation>現在のノードに評価を付ける: %1</translation>
    </message>
    <message>
        <source>Remove the evaluation</source>
        <translation>評価を取り除く</translation>
    </message>
    <message>
        <source>%1 better by %2 (a win is 10000)</source>
        <extracomment>%1 a player, %2 a number up to 9999 (10000 is a win)</extracomment>
        <translation>%1 が %2 有利（勝ちは 10000）</translation>
    </message>
    <message>
        <source>Undetermined</source>
        <translation>未確定</translation>
    </message>
    <message>
        <source>Value %1</source>
        <translation>値 %1</translation>
    </message>
</context>
<context>
    <name>kibitz::ExplorerPanel</name>
    <message>
        <source>Open a collection to see the moves its games played here.</source>
        <translation>コレクションを開くと、その対局がこの局面で指した手が表示されます。</translation>
    </message>
    <message>
        <source>%1. The explorer follows the first %2 moves.</source>
        <translation>%1。エクスプローラーは最初の %2 手までを追います。</translation>
    </message>
    <message>
        <source>%1. No game reached this position.</source>
        <translation>%1。この局面に達した対局はありません。</translation>
    </message>
    <message>
        <source>%1. Here: %2, player 1 won %3, player 2 won %4.</source>
        <extracomment>%1 the games of the collection (&quot;1,785 games&quot;), %2 how many reached the position, %3 and %4 the wins of each player</extracomment>
        <translation>%1。この局面：%2、プレイヤー1 の勝ち %3、プレイヤー2 の勝ち %4。</translation>
    </message>
    <message>
        <source>Player 1 won %1 of these games, player 2 %2; the rest have no result or were drawn.</source>
        <extracomment>the share of the games that played a move won by each player</extracomment>
        <translation>これらの対局のうちプレイヤー1 が %1、プレイヤー2 が %2 を勝ちました。残りは結果なしか引き分けです。</translation>
    </message>
    <message>
        <source>Merge transpositions</source>
        <translation>手順前後をまとめる</translation>
    </message>
    <message>
        <source>Count every move order that reaches the position, not only the one played here.</source>
        <translation>ここで指された手順だけでなく、この局面に至るすべての手順を数えます。</translation>
    </message>
    <message>
        <source>Move</source>
        <extracomment>column headers, short for a narrow panel: P1/P2 the games player 1/2 won, Share their shares</extracomment>
        <translation>手</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>対局</translation>
    </message>
    <message>
        <source>Player 1 won</source>
        <translation>プレイヤー1 の勝ち</translation>
    </message>
    <message>
        <source>Player 2 won</source>
        <translation>プレイヤー2 の勝ち</translation>
    </message>
    <message>
        <source>Share won</source>
        <translation>勝率</translation>
    </message>
    <message>
        <source>Moves played from this position</source>
        <translation>この局面から指された手</translation>
    </message>
    <message>
        <source>Choosing a move plays it on the board.</source>
        <translation>手を選ぶと盤上で指します。</translation>
    </message>
    <message>
        <source>Counting the moves of %1…%2</source>
        <extracomment>%1 how many games, %2 how far the counting got (&quot;45%&quot;)</extracomment>
        <translation>%1 の手を集計中…%2</translation>
    </message>
    <message>
        <source>P1</source>
        <translation>1P</translation>
    </message>
    <message>
        <source>P2</source>
        <translation>2P</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>割合</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of backgammon not counted</source>
        <extracomment>%n games of a backgammon variant the explorer did not count, the shown game being of another</extracomment>
        <translation>
            <numerusform>バックギャモンの %n 局は数えていません</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of acey-deucey not counted</source>
        <translation>
            <numerusform>エーシー・デューシーの %n 局は数えていません</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) of tabula not counted</source>
        <translation>
            <numerusform>タブラの %n 局は数えていません</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) on %1 not counted</source>
        <extracomment>%n games on a board of another size than the shown game&apos;s, %1 that size (&quot;13×13&quot;)</extracomment>
        <translation>
            <numerusform>%1 の %n 局は数えていません</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the same moves on another board are another position.</source>
        <extracomment>the games on other boards the explorer left out, after the summary of the position</extracomment>
        <translation>%1：別の盤での同じ手は別の局面です。</translation>
    </message>
    <message numerus="yes">
        <source>Reading the moves of %Ln game(s)…</source>
        <extracomment>the Explorer&apos;s summary while a collection just opened is read in the background</extracomment>
        <translation>
            <numerusform>%Ln 局の手を読み込み中…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln 局</numerusform>
        </translation>
    </message>
    <message>
        <source>None of these games has a winner on record.</source>
        <translation>これらの対局には勝者の記録がありません。</translation>
    </message>
    <message>
        <source>The explorer covers %1 games.</source>
        <translation>エクスプローラーは%1の対局を扱います。</translation>
    </message>
</context>
<context>
    <name>kibitz::GameDocument</name>
    <message>
        <source>Play %1</source>
        <translation>%1 を指す</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>変化を本線に昇格</translation>
    </message>
    <message>
        <source>Move variation up</source>
        <translation>変化を上へ移動</translation>
    </message>
    <message>
        <source>Move variation down</source>
        <translation>変化を下へ移動</translation>
    </message>
    <message>
        <source>The variation was copied from a %1 game on a %2x%3 board; this is a %4 game on a %5x%6 board.</source>
        <translation>この変化は %2x%3 の盤の %1 の対局からコピーされました。こちらは %5x%6 の盤の %4 の対局です。</translation>
    </message>
    <message>
        <source>There is no move to paste.</source>
        <translation>貼り付ける手がありません。</translation>
    </message>
    <message>
        <source>This game has no rules to check the variation against.</source>
        <translation>この対局には変化を確かめるルールがありません。</translation>
    </message>
    <message>
        <source>The move %1 of the variation is illegal here: %2</source>
        <translation>変化の手 %1 はここでは不正です: %2</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>無題</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>%1 行 %2 列</translation>
    </message>
    <message>
        <source>byte %1</source>
        <translation>%1 バイト目</translation>
    </message>
    <message>
        <source>the games changed while they were read</source>
        <translation>読み込み中に対局が変わりました</translation>
    </message>
    <message>
        <source>the file did not read: %1</source>
        <translation>ファイルを読み込めませんでした: %1</translation>
    </message>
    <message>
        <source>the games are still being read</source>
        <translation>対局はまだ読み込み中です</translation>
    </message>
    <message numerus="yes">
        <source>%1 (partial read: %n game(s))</source>
        <extracomment>the tab and window title of a file of which only the games before an error were read</extracomment>
        <translation>
            <numerusform>%1（部分的な読み込み: %n局）</numerusform>
        </translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー %1</translation>
    </message>
    <message>
        <source>This game has no positions to set up.</source>
        <translation>この対局には配置できる局面がありません。</translation>
    </message>
    <message>
        <source>Bookmarks are SGF properties: save the game as SGF and open that file to set them.</source>
        <translation>ブックマークは SGF のプロパティです。設定するには、対局を SGF として保存してそのファイルを開いてください。</translation>
    </message>
    <message>
        <source>Set bookmark %1</source>
        <translation>ブックマーク %1 の設定</translation>
    </message>
    <message>
        <source>Clear bookmark</source>
        <translation>ブックマークの解除</translation>
    </message>
</context>
<context>
    <name>kibitz::GameInfoPanel</name>
    <message>
        <source>Player &amp;1:</source>
        <translation>プレイヤー 1(&amp;1):</translation>
    </message>
    <message>
        <source>Player &amp;2:</source>
        <translation>プレイヤー 2(&amp;2):</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N):</translation>
    </message>
    <message>
        <source>&amp;Result:</source>
        <translation>結果(&amp;R):</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>盤(&amp;B):</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>ルール(&amp;U):</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>プレイヤー 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>プレイヤー 2</translation>
    </message>
    <message>
        <source>Game name</source>
        <translation>対局名</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>列</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>行</translation>
    </message>
    <message>
        <source> columns</source>
        <translation> 列</translation>
    </message>
    <message>
        <source> rows</source>
        <translation> 行</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>標準</translation>
    </message>
    <message>
        <source>Paper and pencil (PP)</source>
        <translation>紙と鉛筆（PP）</translation>
    </message>
    <message>
        <source>3M</source>
        <translation>3M</translation>
    </message>
    <message>
        <source>The board size cannot change once the game has moves.</source>
        <translation>対局に手があると盤の大きさは変えられません。</translation>
    </message>
    <message>
        <source>Twixt rules</source>
        <translation>ツイクストのルール</translation>
    </message>
    <message>
        <source>Can change only while the game has no moves</source>
        <translation>対局に手がない間だけ変更できます</translation>
    </message>
    <message>
        <source>&amp;Teams:</source>
        <translation>チーム(&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Field:</source>
        <translation>フィールド(&amp;F):</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>チーム</translation>
    </message>
    <message>
        <source>The log names the teams once for the whole tournament</source>
        <translation>ログはチーム名をトーナメント全体で一度だけ記します</translation>
    </message>
    <message>
        <source>Where the game stands in the tournament</source>
        <translation>トーナメントの中でのこのゲームの位置</translation>
    </message>
    <message>
        <source>Who won and how many points, as the game&apos;s moves and the match tell</source>
        <translation>ゲームの手とマッチから分かる勝者と獲得ポイント</translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation>開いている対局はありません。</translation>
    </message>
</context>
<context>
    <name>kibitz::GameTreePanel</name>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <translation>%1 手目: %2</translation>
    </message>
    <message>
        <source>r = %1</source>
        <translation>r = %1</translation>
    </message>
    <message numerus="yes">
        <source>%n variation(s)</source>
        <translation>
            <numerusform>%n 個の変化</numerusform>
        </translation>
    </message>
    <message>
        <source>The variations of the current game, the main line down the left. Click a node to show it; Left and Right step back and forward, Up and Down change variation.</source>
        <translation>現在の対局の変化です。本線は左側を下へ伸びます。ノードをクリックすると表示し、左右キーで前後へ、上下キーで変化を切り替えます。</translation>
    </message>
    <message>
        <source>The variations of the current game, the main line down the left. Left and Right step back and forward, Up and Down change variation, Shift+Left goes up to the branch point.</source>
        <translation>現在の対局の変化です。本線は左端を下に続きます。Left と Right で戻る・進む、Up と Down で変化を切り替え、Shift+Left で分岐点へ戻ります。</translation>
    </message>
    <message>
        <source>Current: the start.</source>
        <translation>現在: 開始時点。</translation>
    </message>
    <message>
        <source>Current: move %1, %2.</source>
        <translation>現在: %1 手目、%2。</translation>
    </message>
    <message>
        <source>Variation %1 of %2 at this point.</source>
        <translation>この地点の %2 個中 %1 番目の変化です。</translation>
    </message>
    <message numerus="yes">
        <source>%n moves follow.</source>
        <translation>
            <numerusform>このあと %n 手続きます。</numerusform>
        </translation>
    </message>
    <message>
        <source>The end of the line.</source>
        <translation>手順の最後です。</translation>
    </message>
    <message>
        <source>Evaluation r = %1.</source>
        <translation>評価 r = %1。</translation>
    </message>
    <message>
        <source>Comment: %1</source>
        <translation>コメント: %1</translation>
    </message>
    <message>
        <source>Game Tree</source>
        <translation>ゲームツリー</translation>
    </message>
</context>
<context>
    <name>kibitz::GamesPanel</name>
    <message>
        <source>#</source>
        <extracomment>the column of the games&apos; numbers in the Games panel</extracomment>
        <translation>番号</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>注記</translation>
    </message>
    <message>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>Along the main line</source>
        <translation>本譜に沿って</translation>
    </message>
    <message>
        <source>Whether the game has comments or variations</source>
        <translation>コメントや変化があるかどうか</translation>
    </message>
    <message>
        <source>The file the game came from</source>
        <translation>対局の元のファイル</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>対局</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>負け</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln 局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln game(s)</source>
        <translation>
            <numerusform>%Ln 局中 %1 局</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter by player, event or result</source>
        <translation>プレイヤー・大会・結果で絞り込み</translation>
    </message>
    <message>
        <source>Filter games</source>
        <translation>対局の絞り込み</translation>
    </message>
    <message>
        <source>Players&apos; games, wins and losses</source>
        <translation>プレイヤーごとの対局数・勝ち・負け</translation>
    </message>
    <message>
        <source>Games, wins and losses of each player among the games shown</source>
        <translation>表示中の対局における各プレイヤーの対局数・勝ち・負け</translation>
    </message>
</context>
<context>
    <name>kibitz::HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>ユーザーガイド(&amp;U)</translation>
    </message>
    <message>
        <source>How to open, browse, annotate, convert and replay game records</source>
        <translation>棋譜を開く・見る・注釈を付ける・変換する・再生する方法</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <source>Every menu action and its keys</source>
        <translation>すべてのメニュー操作とそのキー</translation>
    </message>
    <message>
        <source>&amp;About Kibitz</source>
        <translation>Kibitz について(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt について(&amp;Q)</translation>
    </message>
</context>
<context>
    <name>kibitz::HexSolveRun</name>
    <message>
        <source>Solve Position is for Hex positions.</source>
        <translation>「局面を解く」はHexの局面専用です。</translation>
    </message>
    <message>
        <source>The position cannot be solved: a move before it is illegal.</source>
        <translation>この局面は解けません: それ以前の手が不正です。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>対局は終了しています。</translation>
    </message>
    <message>
        <source>The solver takes boards of up to 384 cells.</source>
        <translation>ソルバーは384セルまでの盤に対応しています。</translation>
    </message>
    <message>
        <source>solver</source>
        <translation>ソルバー</translation>
    </message>
    <message numerus="yes">
        <source>%n stored label(s) contradict it (kept and flagged).</source>
        <translation>
            <numerusform>保存された評価%n件が矛盾しています（保持して印を付けました）。</numerusform>
        </translation>
    </message>
    <message>
        <source>player 1</source>
        <translation>プレイヤー1</translation>
    </message>
    <message>
        <source>player 2</source>
        <translation>プレイヤー2</translation>
    </message>
    <message>
        <source>Solving: %1 positions in %2 s; who wins is not known yet.</source>
        <translation>解析中: %2秒で%1局面。どちらが勝つかはまだ分かりません。</translation>
    </message>
    <message>
        <source>Solving: %1 wins; every move of the side to move loses.</source>
        <translation>解析中: %1の勝ち。手番側のどの手も負けます。</translation>
    </message>
    <message>
        <source>Solving: %1 positions in %2 s; %3 wins, looking for the winning moves.</source>
        <translation>解析中: %2秒で%1局面。%3の勝ち、勝ちになる手を探しています。</translation>
    </message>
    <message numerus="yes">
        <source>Solving: %1 positions in %2 s; %3 wins; %n winning move(s) so far: %4.</source>
        <translation>
            <numerusform>解析中: %2秒で%1局面。%3の勝ち。今のところ勝ちになる手は%n手: %4。</numerusform>
        </translation>
    </message>
    <message>
        <source>The solver ran out of time after %1 s; nothing was changed.</source>
        <translation>ソルバーは%1秒で時間切れになりました。何も変更されていません。</translation>
    </message>
    <message>
        <source>Solving stopped after %1 s; nothing was changed.</source>
        <translation>解析は%1秒後に停止されました。何も変更されていません。</translation>
    </message>
    <message>
        <source>Solved in %1 s (%2 positions): %3 wins; every move loses.</source>
        <translation>%1秒で解けました（%2局面）: %3の勝ち。どの手も負けます。</translation>
    </message>
    <message numerus="yes">
        <source>Solved in %1 s (%2 positions): %3 wins; %n winning move(s): %4.</source>
        <translation>
            <numerusform>%1秒で解けました（%2局面）: %3の勝ち。勝ちになる手は%n手: %4。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %1 s (%2 positions): %3 wins; %n winning move(s) proven: %4; the others are not known.</source>
        <translation>
            <numerusform>%1秒後に停止しました（%2局面）: %3の勝ち。証明された勝ちになる手は%n手: %4。その他の手は不明です。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::HexTwixtEvaluationTools</name>
    <message>
        <source>Solve Position</source>
        <translation>局面を解く</translation>
    </message>
    <message>
        <source>Analyse Game</source>
        <translation>対局を解析</translation>
    </message>
    <message>
        <source>Prove who wins the shown position with the exact solver and label it (Hex)</source>
        <translation>表示中の局面の勝者を厳密ソルバーで証明して評価を付ける（Hex）</translation>
    </message>
    <message>
        <source>Find where the game was decided and label the positions proven won</source>
        <translation>勝負が決まった手を見つけ、勝ちが証明された局面に評価を付ける</translation>
    </message>
    <message>
        <source>Find where neither player can connect any more and label the draw</source>
        <translation>どちらも接続できなくなった手を見つけ、引き分けの評価を付ける</translation>
    </message>
    <message>
        <source>Draw: neither player can connect any more.</source>
        <translation>引き分け: どちらのプレイヤーももう接続できません。</translation>
    </message>
    <message>
        <source>Player %1 has a proven win.</source>
        <translation>プレイヤー%1の勝ちが証明されています。</translation>
    </message>
    <message>
        <source>Stop Solving</source>
        <translation>解析を停止</translation>
    </message>
    <message>
        <source>Stop the solver; what it proved so far stays</source>
        <translation>ソルバーを停止します。それまでに証明された結果は残ります</translation>
    </message>
    <message>
        <source>(The solved position is not the one shown.)</source>
        <translation>（解かれた局面は表示中の局面ではありません。）</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1の勝ち</translation>
    </message>
    <message>
        <source>%1 is better</source>
        <translation>%1が有利</translation>
    </message>
    <message>
        <source>a tie</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>even</source>
        <translation>互角</translation>
    </message>
    <message>
        <source>Proven by the stored moves: %1.</source>
        <translation>記録されている手による証明: %1。</translation>
    </message>
    <message>
        <source>This tree&apos;s labels say: %1. Not proven (hollow mark on the board).</source>
        <translation>このツリーの評価: %1。証明されていません（盤上の白抜きの印）。</translation>
    </message>
</context>
<context>
    <name>kibitz::HexTwixtView</name>
    <message>
        <source>Kibitz cannot show a board for this game yet.</source>
        <translation>Kibitz はこの対局の盤面をまだ表示できません。</translation>
    </message>
    <message>
        <source>Illegal move: %1</source>
        <translation>不正な手: %1</translation>
    </message>
    <message>
        <source>Manual linking: click a link to remove it, a peg to add its links; Ctrl-click or Enter plays the move, Escape cancels.</source>
        <translation>手動リンク: リンクをクリックすると取り除き、ペグをクリックするとそのリンクを追加します。Ctrl+クリックか Enter で着手、Esc で取り消します。</translation>
    </message>
    <message>
        <source>no position</source>
        <translation>局面がありません</translation>
    </message>
    <message>
        <source>Cannot place a peg there: %1</source>
        <translation>そこにはペグを置けません: %1</translation>
    </message>
    <message>
        <source>Manual linking started</source>
        <translation>手動リンクを開始しました</translation>
    </message>
    <message numerus="yes">
        <source>%n link(s) added</source>
        <translation>
            <numerusform>リンクを %n 本追加しました</numerusform>
        </translation>
    </message>
    <message>
        <source>No link can be added to that peg</source>
        <translation>そのペグにはリンクを追加できません</translation>
    </message>
    <message>
        <source>Only your own links can be removed</source>
        <translation>取り除けるのは自分のリンクだけです</translation>
    </message>
    <message>
        <source>Manual linking cancelled</source>
        <translation>手動リンクを取り消しました</translation>
    </message>
    <message>
        <source>Moves can be typed on Hex and Twixt boards only.</source>
        <translation>手を入力できるのはヘックスとツイクストの盤だけです。</translation>
    </message>
    <message>
        <source>The shown position has an illegal move before it: %1</source>
        <translation>表示中の局面の前に不正な手があります: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a cell: write its column letters and row number, as in %2.</source>
        <translation>&quot;%1&quot; はマスではありません。%2 のように列の文字と行の番号で書いてください。</translation>
    </message>
    <message>
        <source>%1 is not on this %2 by %3 board.</source>
        <translation>%1 はこの %2×%3 の盤にありません。</translation>
    </message>
    <message>
        <source>%1 is taken.</source>
        <translation>%1 はすでに埋まっています。</translation>
    </message>
    <message>
        <source>%1 cannot be played here.</source>
        <translation>%1 はここでは指せません。</translation>
    </message>
    <message>
        <source>Link taken back</source>
        <translation>リンクを取り消しました</translation>
    </message>
    <message>
        <source>Link kept</source>
        <translation>リンクを残しました</translation>
    </message>
    <message>
        <source>Link removed</source>
        <translation>リンクを外しました</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>cut off</source>
        <translation>遮断</translation>
    </message>
    <message>
        <source>Draw: neither player can connect.</source>
        <translation>引き分け: どちらのプレイヤーも接続できません。</translation>
    </message>
    <message>
        <source>Decided: %1 wins (proven).</source>
        <translation>決着: %1の勝ち（証明済み）。</translation>
    </message>
    <message>
        <source>Pegs still needed (link distance): %1 %2, %3 %4</source>
        <translation>まだ必要なペグ（リンク距離）: %1 %2、%3 %4</translation>
    </message>
    <message>
        <source>Solve Position</source>
        <translation>局面を解く</translation>
    </message>
    <message>
        <source>Analyse Game</source>
        <translation>対局を解析</translation>
    </message>
    <message>
        <source>Show Decided Verdict</source>
        <translation>決着判定を表示</translation>
    </message>
    <message>
        <source>Two-Distance Heat Map</source>
        <translation>2距離ヒートマップ</translation>
    </message>
    <message>
        <source>Resistance Heat Map</source>
        <translation>抵抗ヒートマップ</translation>
    </message>
    <message>
        <source>Show Connection Analysis</source>
        <translation>接続解析を表示</translation>
    </message>
    <message>
        <source>Solving the position beside the window…</source>
        <translation>ウィンドウの横で局面を解いています…</translation>
    </message>
    <message>
        <source>Set-up mode: a left click puts down player 1&apos;s piece, a right click (or Shift and a left click) player 2&apos;s; clicking a piece of that colour takes it off.</source>
        <translation>配置モード: 左クリックでプレイヤー 1 の駒を、右クリック（または Shift+左クリック）でプレイヤー 2 の駒を置きます。その色の駒をクリックすると取り除きます。</translation>
    </message>
    <message>
        <source>Cannot set up there: %1</source>
        <translation>そこには配置できません: %1</translation>
    </message>
    <message>
        <source>Set-up mode: clicks put pieces down and take them off</source>
        <translation>配置モード: クリックで駒を置いたり取り除いたりします</translation>
    </message>
    <message>
        <source>Set-up mode ended</source>
        <translation>配置モードを終了しました</translation>
    </message>
    <message>
        <source>The shown position has an illegal move before it.</source>
        <translation>表示中の局面の前に不正な手があります。</translation>
    </message>
    <message>
        <source>The board has the focus; click %1 again to play it.</source>
        <translation>盤にフォーカスがあります。%1 をもう一度クリックするとそこに指します。</translation>
    </message>
    <message>
        <source>Added %1 as a new variation; Undo (%2) takes it back.</source>
        <translation>%1 を新しい変化として追加しました。元に戻す（%2）で取り消せます。</translation>
    </message>
    <message>
        <source>Mark Move</source>
        <translation>手に印を付ける</translation>
    </message>
    <message>
        <source>Mark Position</source>
        <translation>局面に印を付ける</translation>
    </message>
    <message>
        <source>Add Triangle</source>
        <translation>三角を追加</translation>
    </message>
    <message>
        <source>Remove Triangle</source>
        <translation>三角を削除</translation>
    </message>
    <message>
        <source>Add Square</source>
        <translation>四角を追加</translation>
    </message>
    <message>
        <source>Remove Square</source>
        <translation>四角を削除</translation>
    </message>
    <message>
        <source>Add Circle</source>
        <translation>丸を追加</translation>
    </message>
    <message>
        <source>Remove Circle</source>
        <translation>丸を削除</translation>
    </message>
    <message>
        <source>Add Cross</source>
        <translation>バツを追加</translation>
    </message>
    <message>
        <source>Remove Cross</source>
        <translation>バツを削除</translation>
    </message>
    <message>
        <source>Select Cell</source>
        <translation>マスを選択</translation>
    </message>
    <message>
        <source>Unselect Cell</source>
        <translation>マスの選択を解除</translation>
    </message>
    <message>
        <source>Undim Cell</source>
        <translation>マスを元の明るさに戻す</translation>
    </message>
    <message>
        <source>Dim Cell</source>
        <translation>マスを暗くする</translation>
    </message>
    <message>
        <source>Remove Label</source>
        <translation>ラベルを削除</translation>
    </message>
    <message>
        <source>Add Label</source>
        <translation>ラベルを追加</translation>
    </message>
    <message>
        <source>Remove Arrow</source>
        <translation>矢印を削除</translation>
    </message>
    <message>
        <source>Remove Line</source>
        <translation>線を削除</translation>
    </message>
    <message>
        <source>Add Arrow</source>
        <translation>矢印を追加</translation>
    </message>
    <message>
        <source>Add Line</source>
        <translation>線を追加</translation>
    </message>
    <message>
        <source>Clear Move Mark</source>
        <translation>手の印を消去</translation>
    </message>
    <message>
        <source>Clear Position Mark</source>
        <translation>局面の印を消去</translation>
    </message>
    <message>
        <source>Mark Hotspot</source>
        <translation>注目点の印を付ける</translation>
    </message>
    <message>
        <source>Clear Hotspot</source>
        <translation>注目点の印を消去</translation>
    </message>
</context>
<context>
    <name>kibitz::LinkDistanceGraph</name>
    <message>
        <source>Link distances along the game</source>
        <translation>対局を通したリンク距離</translation>
    </message>
    <message>
        <source>Link distance (solid: player 1, dashed: player 2; lower is better; top 0, bottom %1)</source>
        <translation>リンク距離（実線: プレイヤー1、破線: プレイヤー2。小さいほど良い。上端0、下端%1）</translation>
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
        <translation>見つかりません: %1</translation>
    </message>
    <message>
        <source>%1[*] — Kibitz</source>
        <translation>%1[*] — Kibitz</translation>
    </message>
    <message>
        <source>Open a game file with File &gt; Open, or drop it here.</source>
        <translation>ファイル &gt; 開く でゲームファイルを開くか、ここにドロップしてください。</translation>
    </message>
    <message>
        <source>Open files</source>
        <translation>開いているファイル</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>パネル</translation>
    </message>
</context>
<context>
    <name>kibitz::MarkTools</name>
    <message>
        <source>Marks</source>
        <translation>印</translation>
    </message>
    <message>
        <source>Play Moves</source>
        <translation>手を指す</translation>
    </message>
    <message>
        <source>Triangle</source>
        <translation>三角</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>四角</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>丸</translation>
    </message>
    <message>
        <source>Cross</source>
        <translation>バツ</translation>
    </message>
    <message>
        <source>Select Cells</source>
        <translation>マスを選択</translation>
    </message>
    <message>
        <source>Dim Cells</source>
        <translation>マスを暗くする</translation>
    </message>
    <message>
        <source>Letter Labels (A, B, C…)</source>
        <translation>文字ラベル（A、B、C…）</translation>
    </message>
    <message>
        <source>Number Labels (1, 2, 3…)</source>
        <translation>数字ラベル（1、2、3…）</translation>
    </message>
    <message>
        <source>Arrow (drag from cell to cell)</source>
        <translation>矢印（マスからマスへドラッグ）</translation>
    </message>
    <message>
        <source>Line (drag from cell to cell)</source>
        <translation>線（マスからマスへドラッグ）</translation>
    </message>
    <message>
        <source>Mark Mo&amp;ve</source>
        <translation>手に印を付ける(&amp;V)</translation>
    </message>
    <message>
        <source>Mark Posi&amp;tion</source>
        <translation>局面に印を付ける(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Good Move (!)</source>
        <translation>好手（!）(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Bad Move (?)</source>
        <translation>悪手（?）(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Interesting Move (!?)</source>
        <translation>面白い手（!?）(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Doubtful Move (?!)</source>
        <translation>疑問手（?!）(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Very Good Move (!!)</source>
        <translation>妙手（!!）(&amp;V)</translation>
    </message>
    <message>
        <source>Very B&amp;ad Move (??)</source>
        <translation>大悪手（??）(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Clear Move Mark</source>
        <translation>手の印を消去(&amp;C)</translation>
    </message>
    <message>
        <source>Good for &amp;Black</source>
        <translation>黒有利(&amp;B)</translation>
    </message>
    <message>
        <source>Good for &amp;White</source>
        <translation>白有利(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Even</source>
        <translation>互角(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Unclear</source>
        <translation>形勢不明(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Clear Position Mark</source>
        <translation>局面の印を消去(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Hotspot</source>
        <translation>注目点(&amp;H)</translation>
    </message>
</context>
<context>
    <name>kibitz::MoveListPanel</name>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Moves of the current line</source>
        <translation>現在の手順の手</translation>
    </message>
    <message>
        <source>Choosing a move shows its position.</source>
        <translation>手を選ぶとその局面を表示します。</translation>
    </message>
    <message>
        <source>In the file: %1</source>
        <translation>ファイルでの表記: %1</translation>
    </message>
    <message>
        <source>(empty node)</source>
        <translation>（空のノード）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>a move in the Moves list: %1 is a player, %2 the move</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>  (+%n variation(s))</source>
        <translation>
            <numerusform>  (+%n 個の変化)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other move(s) stored at this point: the Game Tree shows them; Down (Go › Next Variation) goes to the next.</source>
        <translation>
            <numerusform>この地点にはほかに %n 個の手が記録されています。ゲームツリーに表示されます。Down（移動 › 次の変化）で次へ進みます。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::PlaybackBar</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>プレイ</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>一時停止</translation>
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
        <translation>設定</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>外観</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>システムに従う</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>テーマ(&amp;T):</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L):</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>盤面</translation>
    </message>
    <message>
        <source>Show &amp;coordinates</source>
        <translation>座標を表示(&amp;C)</translation>
    </message>
    <message>
        <source>Show move &amp;numbers</source>
        <translation>手数を表示(&amp;N)</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ミリ秒</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>即時</translation>
    </message>
    <message>
        <source>How long moving pieces take to slide or walk to their new place.</source>
        <translation>駒が新しい場所へ滑ったり歩いたりする時間です。</translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation>アニメーション(&amp;A):</translation>
    </message>
    <message>
        <source>Board Colours</source>
        <translation>盤面の色</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>ゲーム(&amp;G):</translation>
    </message>
    <message>
        <source>&amp;Restore Defaults</source>
        <translation>既定に戻す(&amp;R)</translation>
    </message>
    <message>
        <source>Forget the colours chosen for this game&apos;s boards</source>
        <translation>このゲームの盤面に選んだ色を取り消します</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>起動時</translation>
    </message>
    <message>
        <source>The start page</source>
        <translation>スタートページ</translation>
    </message>
    <message>
        <source>The files open when Kibitz was last quit</source>
        <translation>前回 Kibitz を終了したときに開いていたファイル</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>何も開かない</translation>
    </message>
    <message>
        <source>&amp;Open at start:</source>
        <translation>起動時に開く(&amp;O):</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>既定</translation>
    </message>
    <message>
        <source>Choose a colour</source>
        <translation>色を選ぶ</translation>
    </message>
    <message>
        <source>Choose a Colour</source>
        <translation>色の選択</translation>
    </message>
</context>
<context>
    <name>kibitz::RokkakuField</name>
    <message>
        <source>Rokkaku field</source>
        <translation>六角のフィールド</translation>
    </message>
    <message>
        <source>team %1</source>
        <translation>チーム %1</translation>
    </message>
    <message>
        <source>Syzygy: %1</source>
        <translation>会合: %1</translation>
    </message>
    <message>
        <source>Syzygy</source>
        <translation>会合</translation>
    </message>
    <message numerus="yes">
        <source>%n syzygies</source>
        <translation>
            <numerusform>会合 %n 回</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Siege: %1 takes %n hexel(s)</source>
        <translation>
            <numerusform>包囲: %1 がヘクセルを %n 個獲得</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n siege(s), %1 hexels</source>
        <translation>
            <numerusform>包囲 %n 回、ヘクセル %1 個</numerusform>
        </translation>
    </message>
    <message>
        <source>Continental occupation by %1</source>
        <translation>%1 による大陸占領</translation>
    </message>
    <message>
        <source>Continental occupation</source>
        <translation>大陸占領</translation>
    </message>
    <message>
        <source>No field</source>
        <translation>フィールドなし</translation>
    </message>
</context>
<context>
    <name>kibitz::RokkakuFinalResults</name>
    <message>
        <source>Final results</source>
        <translation>最終結果</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>チーム</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>ログ</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>対局</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>照合</translation>
    </message>
    <message>
        <source>The score the log&apos;s final results give</source>
        <translation>ログの最終結果が示すスコア</translation>
    </message>
    <message>
        <source>The score the games add up to</source>
        <translation>対局を合計したスコア</translation>
    </message>
    <message>
        <source>team %1 (not in the tournament)</source>
        <translation>チーム %1（大会に参加していません）</translation>
    </message>
    <message>
        <source>%1 (rank %2)</source>
        <translation>%1（%2 位）</translation>
    </message>
    <message>
        <source>The log lists a team that is not in the tournament.</source>
        <translation>ログに大会に参加していないチームが載っています。</translation>
    </message>
    <message>
        <source>The log gives %1 points and rank %2; the games add up to %3 points, rank %4.</source>
        <translation>ログでは %1 点で %2 位ですが、対局の合計では %3 点で %4 位です。</translation>
    </message>
    <message>
        <source>The log gives %1 points; the games add up to %2.</source>
        <translation>ログでは %1 点ですが、対局の合計は %2 点です。</translation>
    </message>
    <message>
        <source>The log ranks it %1; the games rank it %2.</source>
        <translation>ログでは %1 位ですが、対局では %2 位です。</translation>
    </message>
    <message>
        <source>⚠ differs</source>
        <translation>⚠ 不一致</translation>
    </message>
    <message>
        <source>✓</source>
        <translation>✓</translation>
    </message>
    <message>
        <source>Agrees with the games</source>
        <translation>対局と一致しています</translation>
    </message>
    <message>
        <source>The log has no final results; the standings are recomputed from the games.</source>
        <translation>ログに最終結果がありません。順位は対局から計算し直しています。</translation>
    </message>
    <message>
        <source>The log&apos;s final results agree with the games.</source>
        <translation>ログの最終結果は対局と一致しています。</translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n team(s)&apos; final results in the log disagree with what the games add up to (marked).</source>
        <translation>
            <numerusform>⚠ ログの最終結果のうち %n チーム分が対局の合計と一致しません（印を付けています）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) cannot be replayed whole; they count up to their first inconsistent turn.</source>
        <translation>
            <numerusform>%n 局は最後まで再現できません。最初の矛盾したターンまでを数えています。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::RokkakuOwnedPlot</name>
    <message>
        <source>Owned hexels per turn</source>
        <translation>ターンごとの所有ヘクセル</translation>
    </message>
    <message>
        <source>Hexels each team owns after every turn; click to go to a turn</source>
        <translation>各ターン後に各チームが所有するヘクセル。クリックでそのターンへ移動します</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>team %1</source>
        <translation>チーム %1</translation>
    </message>
    <message>
        <source>Turn %1 of %2: %3</source>
        <translation>ターン %1 / %2: %3</translation>
    </message>
</context>
<context>
    <name>kibitz::RokkakuScoreBoard</name>
    <message>
        <source>Scoreboard</source>
        <translation>スコアボード</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n hexel(s) now, tournament %2</source>
        <translation>
            <numerusform>%1: 現在ヘクセル %n 個、大会 %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n frozen</source>
        <translation>
            <numerusform>凍結 %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Each team of the game: hexels owned now (large), the points the game would give it if it ended now, its rank and score in the tournament&apos;s finished games, and its frozen agents</source>
        <translation>対局の各チーム: 現在所有しているヘクセル（大きな数字）、今対局が終わった場合に得られる得点、大会の終了した対局での順位とスコア、凍結されたエージェント</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n hexel(s) now, %2 points if the game ended now, tournament %3</source>
        <translation>
            <numerusform>%1: 現在ヘクセル %n 個、今終われば %2 点、大会 %3</numerusform>
        </translation>
    </message>
    <message>
        <source>#%1 · %2 pts</source>
        <extracomment>on the scoreboard: the rank and the score in the tournament&apos;s finished games</extracomment>
        <translation>%1 位 · %2 点</translation>
    </message>
    <message>
        <source>+%1 now</source>
        <extracomment>on the scoreboard: the points the game would give if it ended now</extracomment>
        <translation>現在 +%1</translation>
    </message>
</context>
<context>
    <name>kibitz::RokkakuScoreChart</name>
    <message>
        <source>Tournament scores</source>
        <translation>大会のスコア</translation>
    </message>
    <message>
        <source>Each team&apos;s score so far (bar), its total over the whole log (outline) and the log&apos;s final result (tick; red where it disagrees)</source>
        <translation>各チームのこれまでのスコア（棒）、ログ全体での合計（輪郭）、ログの最終結果（目盛り。食い違う場合は赤）</translation>
    </message>
    <message>
        <source>%1. %2 %3</source>
        <translation>%1. %2 %3</translation>
    </message>
    <message>
        <source>Leading: %1</source>
        <translation>首位: %1</translation>
    </message>
    <message>
        <source>Team %1</source>
        <translation>チーム %1</translation>
    </message>
</context>
<context>
    <name>kibitz::RokkakuStandings</name>
    <message>
        <source>Standings so far</source>
        <translation>ここまでの順位</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>チーム</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>Ratio</source>
        <translation>比率</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>面積</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>現在</translation>
    </message>
    <message>
        <source>Game points: 6, 4, 2, 0 by final area; tied teams share</source>
        <translation>ゲームの得点: 最終面積順に 6、4、2、0。同点のチームは分け合います</translation>
    </message>
    <message>
        <source>Ratio sum: a millionth of the owned field per game, summed</source>
        <translation>比率の合計: 各ゲームで所有したフィールドの百万分率の合計</translation>
    </message>
    <message>
        <source>Area sum: hexels owned at the end of each game, summed</source>
        <translation>面積の合計: 各ゲーム終了時に所有したヘクセルの合計</translation>
    </message>
    <message>
        <source>Hexels owned now in the shown game, and the points it would give if it ended now</source>
        <translation>表示中の対局で現在所有しているヘクセルと、今対局が終わった場合の得点</translation>
    </message>
    <message>
        <source>Scores of the finished games: the shown game counts once it is over; until then its projected points are in the Now column and on the scoreboard</source>
        <translation>終了した対局のスコア: 表示中の対局は終わってから数えます。それまでの見込みの得点は「現在」列とスコアボードに表示されます</translation>
    </message>
    <message>
        <source>%1 points; ratio sum %2, area sum %3 (the tie-breakers)</source>
        <translation>%1 点、比率合計 %2、面積合計 %3(同点時の順位決定)</translation>
    </message>
    <message numerus="yes">
        <source>%n hexel(s) owned now; %1 points if the game ended now</source>
        <translation>
            <numerusform>現在所有しているヘクセル %n 個。今終われば %1 点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hexel(s) owned at the end of the game</source>
        <translation>
            <numerusform>対局終了時に所有しているヘクセル %n 個</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::RokkakuView</name>
    <message>
        <source>red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>green</source>
        <translation>緑</translation>
    </message>
    <message>
        <source>amber</source>
        <translation>琥珀</translation>
    </message>
    <message>
        <source>Playback</source>
        <translation>再生</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>表示</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>対局</translation>
    </message>
    <message>
        <source>Rokkaku Conquest — %1</source>
        <translation>六角コンクエスト — %1</translation>
    </message>
    <message>
        <source>Presentation</source>
        <translation>プレゼンテーション</translation>
    </message>
    <message>
        <source>Previous Game</source>
        <translation>前の対局</translation>
    </message>
    <message>
        <source>Previous game (Alt+PgUp)</source>
        <translation>前の対局 (Alt+PgUp)</translation>
    </message>
    <message>
        <source>Start of the Game</source>
        <translation>対局の最初</translation>
    </message>
    <message>
        <source>Start of the game (Home)</source>
        <translation>対局の最初 (Home)</translation>
    </message>
    <message>
        <source>Previous Turn</source>
        <translation>前のターン</translation>
    </message>
    <message>
        <source>Previous turn (Left)</source>
        <translation>前のターン (Left)</translation>
    </message>
    <message>
        <source>Play / pause</source>
        <translation>再生 / 一時停止</translation>
    </message>
    <message>
        <source>Next Turn</source>
        <translation>次のターン</translation>
    </message>
    <message>
        <source>Next turn (Right)</source>
        <translation>次のターン (Right)</translation>
    </message>
    <message>
        <source>End of the Game</source>
        <translation>対局の最後</translation>
    </message>
    <message>
        <source>End of the game (End)</source>
        <translation>対局の最後 (End)</translation>
    </message>
    <message>
        <source>Next Game</source>
        <translation>次の対局</translation>
    </message>
    <message>
        <source>Next game (Alt+PgDown)</source>
        <translation>次の対局 (Alt+PgDown)</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>ターン</translation>
    </message>
    <message>
        <source>Drag to go to a turn</source>
        <translation>ドラッグしてターンへ移動</translation>
    </message>
    <message>
        <source>Jump to turn</source>
        <translation>ターンへジャンプ</translation>
    </message>
    <message>
        <source>Jump to Turn</source>
        <translation>ターンへジャンプ</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>遅く</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>速く</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>即時</translation>
    </message>
    <message>
        <source>Show turns at once, without animation</source>
        <translation>ターンをアニメーションなしですぐに表示</translation>
    </message>
    <message>
        <source>Auto-advance</source>
        <translation>自動で次へ</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>列</translation>
    </message>
    <message>
        <source>Coordinates</source>
        <translation>座標</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>プレゼン</translation>
    </message>
    <message>
        <source>Presentation: the field and the scoreboard full screen; Escape leaves</source>
        <translation>プレゼンテーション: フィールドとスコアボードを全画面表示。Escape で終了</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>大会</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>順位表</translation>
    </message>
    <message>
        <source>Final Results</source>
        <translation>最終結果</translation>
    </message>
    <message>
        <source>Tournament scores</source>
        <translation>大会のスコア</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>スコア</translation>
    </message>
    <message>
        <source>Round %1, game %2</source>
        <translation>ラウンド %1、対局 %2</translation>
    </message>
    <message>
        <source>This game has no Rokkaku Conquest set-up.</source>
        <translation>この対局には六角コンクエストの初期配置がありません。</translation>
    </message>
    <message>
        <source>Turn %1 cannot be replayed: %2. The field shows the position before it.</source>
        <translation>ターン %1 は再現できません: %2。フィールドにはその前の局面を表示しています。</translation>
    </message>
    <message>
        <source>Final Results ⚠</source>
        <translation>最終結果 ⚠</translation>
    </message>
    <message>
        <source>%1 · Turn %2 / %3</source>
        <translation>%1 · ターン %2 / %3</translation>
    </message>
    <message>
        <source>No field.</source>
        <translation>フィールドがありません。</translation>
    </message>
    <message>
        <source>%1, turn %2 of %3, field %4 by %5.</source>
        <translation>%1、ターン %2 / %3、フィールド %4×%5。</translation>
    </message>
    <message>
        <source>dog</source>
        <translation>犬</translation>
    </message>
    <message>
        <source>samurai %1</source>
        <translation>侍 %1</translation>
    </message>
    <message>
        <source>%1 at %2,%3</source>
        <translation>%2,%3 に %1</translation>
    </message>
    <message>
        <source>, frozen</source>
        <translation>、凍結</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %3; owns %n hexel(s).</source>
        <translation>
            <numerusform>%1（%2）: %3。ヘクセルを %n 個所有。</numerusform>
        </translation>
    </message>
    <message>
        <source>team %1</source>
        <translation>チーム %1</translation>
    </message>
    <message numerus="yes">
        <source>%n syzygy(ies)</source>
        <translation>
            <numerusform>会合 %n 回</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n siege(s)</source>
        <translation>
            <numerusform>包囲 %n 回</numerusform>
        </translation>
    </message>
    <message>
        <source>a continental occupation</source>
        <translation>大陸占領</translation>
    </message>
    <message>
        <source>This turn: %1.</source>
        <translation>このターン: %1。</translation>
    </message>
    <message>
        <source>Turn %1 cannot be replayed: %2.</source>
        <translation>ターン %1 は再現できません: %2。</translation>
    </message>
    <message>
        <source>Speed %1</source>
        <translation>速度 %1</translation>
    </message>
    <message>
        <source>Now playing: %1</source>
        <translation>再生中: %1</translation>
    </message>
    <message>
        <source>Presentation: Space plays or pauses, arrows step, Escape leaves</source>
        <translation>プレゼンテーション: Space で再生・一時停止、矢印キーでステップ、Escape で終了</translation>
    </message>
    <message>
        <source>Hexel %1,%2: %3</source>
        <translation>ヘクセル %1,%2: %3</translation>
    </message>
    <message>
        <source>nobody&apos;s</source>
        <translation>所有者なし</translation>
    </message>
    <message>
        <source>owned by %1</source>
        <translation>%1 の所有</translation>
    </message>
    <message>
        <source>dog of %1</source>
        <translation>%1 の犬</translation>
    </message>
    <message>
        <source>samurai %1 of %2</source>
        <translation>%2 の侍 %1</translation>
    </message>
    <message>
        <source> (frozen)</source>
        <translation>（凍結）</translation>
    </message>
    <message>
        <source>The turn shown; type one to jump to it (Ctrl+G)</source>
        <translation>表示中のターン。番号を入力するとそのターンへ移動します (Ctrl+G)</translation>
    </message>
    <message>
        <source>Animation speed ([ slower, ] faster); Instant shows turns at once (Ctrl+I)</source>
        <translation>アニメーションの速さ（[ 遅く、] 速く）。「即時」はターンをすぐに表示します (Ctrl+I)</translation>
    </message>
    <message>
        <source>Auto-advance: go on with the next game at the end of a game</source>
        <translation>自動で次へ：対戦の終わりで次の対戦に進みます</translation>
    </message>
    <message>
        <source>Columns: flat-topped hexels in offset columns instead of offset rows</source>
        <translation>列：ずらした行ではなく、ずらした列に上辺が平らなヘクセルを並べます</translation>
    </message>
    <message>
        <source>Coordinates: show them along the field</source>
        <translation>座標：フィールドの縁に表示します</translation>
    </message>
</context>
<context>
    <name>kibitz::ShortcutsDialog</name>
    <message>
        <source>Show actions &amp;without a shortcut</source>
        <translation>ショートカットのない操作も表示(&amp;W)</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <source>Type to filter by menu, action or key</source>
        <translation>入力してメニュー、操作、キーで絞り込み</translation>
    </message>
    <message>
        <source>Filter shortcuts</source>
        <translation>ショートカットを絞り込み</translation>
    </message>
    <message>
        <source>&amp;Filter:</source>
        <translation>絞り込み(&amp;F):</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>メニュー</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>ショートカット</translation>
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
        <translation>スタートページ</translation>
    </message>
    <message>
        <source>Kibitz</source>
        <translation>Kibitz</translation>
    </message>
    <message>
        <source>Open a File…</source>
        <translation>ファイルを開く…</translation>
    </message>
    <message>
        <source>Sample games</source>
        <translation>サンプルの対局</translation>
    </message>
    <message>
        <source>Recent files</source>
        <translation>最近使ったファイル</translation>
    </message>
    <message>
        <source>Drop a game file here to open it.</source>
        <translation>ゲームファイルをここにドロップすると開きます。</translation>
    </message>
    <message>
        <source>A viewer and editor of %1 game records.</source>
        <extracomment>%1 lists the games (&quot;Hex, Twixt, backgammon, and Rokkaku&quot;)</extracomment>
        <translation>%1の棋譜のビューアー兼エディター。</translation>
    </message>
</context>
<context>
    <name>kibitz::UserGuideDialog</name>
    <message>
        <source>Kibitz User Guide</source>
        <translation>Kibitz ユーザーガイド</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>ユーザーガイド</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>目次</translation>
    </message>
    <message>
        <source>The sections of the guide; choosing one shows it.</source>
        <translation>ガイドの各節です。選ぶとその節を表示します。</translation>
    </message>
    <message>
        <source>Find in the guide</source>
        <translation>ガイド内を検索</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>検索(&amp;F):</translation>
    </message>
</context>
<context>
    <name>kibitz::WarningsButton</name>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>警告 %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>What reading the file found and read past; click to list it</source>
        <translation>ファイルの読み込みで見つかり、読み飛ばしたもの。クリックすると一覧を表示します</translation>
    </message>
    <message>
        <source>Warnings — %1</source>
        <extracomment>%1 is the name of a document</extracomment>
        <translation>警告 — %1</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
</context>
<context>
    <name>kibitz::WindowPanels</name>
    <message>
        <source>Game Tree</source>
        <translation>ゲームツリー</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>コメント</translation>
    </message>
    <message>
        <source>Game Info</source>
        <translation>対局情報</translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation>編集履歴</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>評価</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>対局</translation>
    </message>
    <message>
        <source>Explorer</source>
        <translation>エクスプローラー</translation>
    </message>
    <message>
        <source>&lt;opened&gt;</source>
        <translation>&lt;開いた状態&gt;</translation>
    </message>
</context>
<context>
    <name>kibitz::bganalysis::GnubgRunner</name>
    <message>
        <source>there is no game to analyse</source>
        <translation>解析するゲームがありません</translation>
    </message>
    <message>
        <source>there is no game %1</source>
        <translation>ゲーム %1 はありません</translation>
    </message>
    <message>
        <source>game %1 is %2: GNU Backgammon does not play it</source>
        <translation>ゲーム %1 は %2 です。GNU Backgammon はこれを扱いません</translation>
    </message>
    <message>
        <source>acey-deucey</source>
        <translation>エイシー・デューシー</translation>
    </message>
    <message>
        <source>tabula</source>
        <translation>タブラ</translation>
    </message>
    <message>
        <source>game %1 is no backgammon game</source>
        <translation>ゲーム %1 はバックギャモンではありません</translation>
    </message>
    <message>
        <source>GNU Backgammon&apos;s record holds %1 games, the document %2</source>
        <translation>GNU Backgammon の記録には %1 ゲーム、文書には %2 ゲームがあります</translation>
    </message>
    <message>
        <source>GNU Backgammon&apos;s record of game %1 does not line up with the document at event %2</source>
        <translation>GNU Backgammon のゲーム %1 の記録がイベント %2 で文書と一致しません</translation>
    </message>
    <message>
        <source>the match cannot be written for GNU Backgammon: %1</source>
        <translation>GNU Backgammon 用にマッチを書き出せません: %1</translation>
    </message>
    <message>
        <source>the match cannot be written for GNU Backgammon as it is: %1</source>
        <translation>GNU Backgammon 用にマッチをそのまま書き出せません: %1</translation>
    </message>
    <message>
        <source>no temporary folder for GNU Backgammon: %1</source>
        <translation>GNU Backgammon 用の一時フォルダーがありません: %1</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>%1 を書き込めません</translation>
    </message>
    <message>
        <source>the analysis was cancelled</source>
        <translation>解析は中止されました</translation>
    </message>
    <message>
        <source>GNU Backgammon was not found (%1); install it, for example with: apt-get install gnubg</source>
        <translation>GNU Backgammon が見つかりません (%1)。たとえば apt-get install gnubg でインストールしてください</translation>
    </message>
    <message>
        <source>GNU Backgammon stopped unexpectedly (it crashed); the document is unchanged</source>
        <translation>GNU Backgammon が予期せず終了しました (クラッシュ)。文書は変更されていません</translation>
    </message>
    <message>
        <source>GNU Backgammon failed (exit code %1): %2</source>
        <translation>GNU Backgammon が失敗しました (終了コード %1): %2</translation>
    </message>
    <message>
        <source>GNU Backgammon wrote no analysis; the document is unchanged. It said: %1</source>
        <translation>GNU Backgammon は解析を書き出しませんでした。文書は変更されていません。出力: %1</translation>
    </message>
    <message>
        <source>GNU Backgammon&apos;s analysis cannot be read: %1</source>
        <translation>GNU Backgammon の解析を読めません: %1</translation>
    </message>
    <message>
        <source>GNU Backgammon has no setting called &quot;%1&quot;</source>
        <translation>GNU Backgammon に「%1」という設定はありません</translation>
    </message>
    <message>
        <source>GNU Backgammon plays neither acey-deucey nor tabula</source>
        <translation>GNU Backgammon はエーシー・デューシーもタブラも扱いません</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>ゲームは終了しています</translation>
    </message>
    <message>
        <source>there is no roll to give a hint for</source>
        <translation>ヒントを出すための出目がありません</translation>
    </message>
    <message>
        <source>the hint was cancelled</source>
        <translation>ヒントは中止されました</translation>
    </message>
    <message>
        <source>GNU Backgammon crashed</source>
        <translation>GNU Backgammon がクラッシュしました</translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation>終了コード %1</translation>
    </message>
    <message>
        <source>GNU Backgammon gave no hint: %1</source>
        <translation>GNU Backgammon はヒントを返しませんでした: %1</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>初心者</translation>
    </message>
    <message>
        <source>Casual play</source>
        <translation>カジュアル</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>中級</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>上級</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>エキスパート</translation>
    </message>
    <message>
        <source>World class</source>
        <translation>ワールドクラス</translation>
    </message>
    <message>
        <source>Supremo</source>
        <translation>シュプレモ</translation>
    </message>
    <message>
        <source>Grandmaster</source>
        <translation>グランドマスター</translation>
    </message>
    <message>
        <source>GNU Backgammon printed nothing for %1 s and was stopped as stuck; the document is unchanged</source>
        <extracomment>%1 a number of seconds</extracomment>
        <translation>GNU Backgammon が %1 秒間何も出力しなかったため、停止したものとみなして終了させました。文書は変更されていません</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Game files to open.</source>
        <translation>開くゲームファイル。</translation>
    </message>
    <message>
        <source>Open the files, and every game file in the folders given, as one collection in one tab.</source>
        <translation>ファイルと、指定したフォルダー内のすべての棋譜ファイルを、一つのタブに一つのコレクションとして開きます。</translation>
    </message>
    <message>
        <source>Viewer and editor of %1 game records.</source>
        <extracomment>%1 lists the games (&quot;Hex, Twixt, backgammon, and Rokkaku&quot;)</extracomment>
        <translation>%1の棋譜のビューアー兼エディター。</translation>
    </message>
</context>
</TS>
