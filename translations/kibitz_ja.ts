<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
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
        <source>%1 dice were rolled; %2 takes %3</source>
        <translation>ダイスが %1 個振られましたが、%2 には %3 個必要です</translation>
    </message>
    <message>
        <source>the opening roll</source>
        <translation>オープニングロール</translation>
    </message>
    <message>
        <source>this roll</source>
        <translation>このロール</translation>
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
</context>
<context>
    <name>BoardDescription</name>
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
    <message numerus="yes">
        <source>Match to %n point(s); score before this game: %1 %2, %3 %4.</source>
        <translation>
            <numerusform>%n ポイントマッチ。この対局の前のスコア: %1 %2、%3 %4。</numerusform>
        </translation>
    </message>
    <message>
        <source>Dice: %1.</source>
        <translation>ダイス: %1。</translation>
    </message>
    <message>
        <source>Dice: %1, rolled by %2.</source>
        <translation>ダイス: %1（%2 が振りました）。</translation>
    </message>
    <message>
        <source>Cube at %1, centred.</source>
        <translation>キューブは %1、中央にあります。</translation>
    </message>
    <message>
        <source>Cube at %1, owned by %2.</source>
        <translation>キューブは %1、%2 が持っています。</translation>
    </message>
    <message>
        <source>point %1: %2</source>
        <translation>ポイント %1: %2</translation>
    </message>
    <message>
        <source>no checkers on the points</source>
        <translation>ポイント上にチェッカーなし</translation>
    </message>
    <message>
        <source>%1 on the bar</source>
        <translation>バーに %1</translation>
    </message>
    <message>
        <source>%1 not entered</source>
        <translation>未エンター %1</translation>
    </message>
    <message>
        <source>%1 borne off</source>
        <translation>ベアオフ済み %1</translation>
    </message>
    <message>
        <source>pip count %1</source>
        <translation>ピップ数 %1</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2。</translation>
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
        <source>%1 to act.</source>
        <translation>%1 の番です。</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>%1 の手番です。</translation>
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
        <source>--column-offset applies to Rokkaku Conquest fields only</source>
        <translation>--column-offset は六角コンクエストのフィールドにだけ使えます</translation>
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
</context>
<context>
    <name>RokkakuTimeline</name>
    <message>
        <source>Team %1</source>
        <translation>チーム %1</translation>
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
        <source>text before the first game tree ignored</source>
        <translation>最初のゲームツリーの前のテキストを無視しました</translation>
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
    <name>kibitz::BackgammonView</name>
    <message>
        <source>Replay</source>
        <translation>リプレイ</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
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
        <source>Games</source>
        <translation>対局</translation>
    </message>
    <message>
        <source>Games of the match</source>
        <translation>マッチの対局</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>対局</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>スコア</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>勝者</translation>
    </message>
    <message>
        <source>The score before the game</source>
        <translation>対局前のスコア</translation>
    </message>
    <message>
        <source>Who won the game and how many points (times the cube)</source>
        <translation>対局の勝者と得点（キューブの値を掛けたもの）</translation>
    </message>
    <message>
        <source>%1-%2 of %3</source>
        <translation>%1-%2（%3 ポイント）</translation>
    </message>
    <message>
        <source>%1-%2</source>
        <translation>%1-%2</translation>
    </message>
    <message>
        <source>player 1</source>
        <translation>プレイヤー 1</translation>
    </message>
    <message>
        <source>player 2</source>
        <translation>プレイヤー 2</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>未完了</translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
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
        <source>Pause</source>
        <translation>一時停止</translation>
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
</context>
<context>
    <name>kibitz::BoardView</name>
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
    <message>
        <source>r = %1</source>
        <translation>r = %1</translation>
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
        <source>Evaluation r = %1.</source>
        <translation>評価 r = %1。</translation>
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
        <source>r = %1 (%2 wins)</source>
        <translation>r = %1（%2 の勝ち）</translation>
    </message>
    <message>
        <source>r = %1 (%2 better)</source>
        <translation>r = %1（%2 が優勢）</translation>
    </message>
    <message>
        <source>r = %1 (undetermined)</source>
        <translation>r = %1（未確定）</translation>
    </message>
    <message>
        <source>r = %1 (tie)</source>
        <translation>r = %1（引き分け）</translation>
    </message>
    <message>
        <source>r = %1 (even)</source>
        <translation>r = %1（互角）</translation>
    </message>
    <message>
        <source>r = %1</source>
        <translation>r = %1</translation>
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
        <source>Game tree</source>
        <translation>ゲームツリー</translation>
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
</context>
<context>
    <name>kibitz::MainWindow</name>
    <message>
        <source>Kibitz</source>
        <translation>Kibitz</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>名前を付けて保存</translation>
    </message>
    <message>
        <source>%1 cannot hold everything in this file:</source>
        <translation>%1 にはこのファイルの内容をすべて保存できません:</translation>
    </message>
    <message>
        <source>Save anyway?</source>
        <translation>それでも保存しますか？</translation>
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
        <source>Twixt &amp;Guidelines</source>
        <translation>ツイクストのガイド線(&amp;G)</translation>
    </message>
    <message>
        <source>F&amp;lip Board</source>
        <translation>盤を反転(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Rotate Hex Board Half a Turn</source>
        <translation>ヘックス盤を半回転(&amp;R)</translation>
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
        <source>Not found: %1</source>
        <translation>見つかりません: %1</translation>
    </message>
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
        <source>A viewer and editor of Hex, Twixt, backgammon and Rokkaku Conquest game records.</source>
        <translation>ヘックス、ツイクスト、バックギャモン、六角コンクエストの棋譜のビューアー兼エディター。</translation>
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
        <source>Opening %1…</source>
        <translation>%1 を開いています…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
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
        <source>%1[*] — Kibitz</source>
        <translation>%1[*] — Kibitz</translation>
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
        <source>Jgame (*.jgame)</source>
        <translation>Jgame (*.jgame)</translation>
    </message>
    <message>
        <source>SGF (*.sgf)</source>
        <translation>SGF (*.sgf)</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>キャンセルしています…</translation>
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
        <source>%1 was changed by another program since Kibitz read or saved it.</source>
        <translation>%1 は Kibitz が読み込んだか保存した後に、別のプログラムによって変更されました。</translation>
    </message>
    <message>
        <source>Overwrite it with this document? The other program&apos;s changes would be lost.</source>
        <translation>この文書で上書きしますか？ 別のプログラムによる変更は失われます。</translation>
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
        <source>Open a game file with File &gt; Open, or drop it here.</source>
        <translation>ファイル &gt; 開く でゲームファイルを開くか、ここにドロップしてください。</translation>
    </message>
    <message>
        <source>Game Tree</source>
        <translation>ゲームツリー</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>手順</translation>
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
        <source>&lt;opened&gt;</source>
        <translation>&lt;開いた状態&gt;</translation>
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
        <source>Open files</source>
        <translation>開いているファイル</translation>
    </message>
    <message>
        <source>Start page</source>
        <translation>スタートページ</translation>
    </message>
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
        <source>Moves can be typed on Hex and Twixt boards only.</source>
        <translation>手を入力できるのはヘックスとツイクストの盤だけです。</translation>
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
        <source>Game records (*.jgame *.jhex *.jtwixt *.sgf *.hsgf *.tsgf *.match *.log)</source>
        <translation>棋譜ファイル (*.jgame *.jhex *.jtwixt *.sgf *.hsgf *.tsgf *.match *.log)</translation>
    </message>
    <message>
        <source>Jgame (*.jgame *.jhex *.jtwixt)</source>
        <translation>Jgame (*.jgame *.jhex *.jtwixt)</translation>
    </message>
    <message>
        <source>SGF (*.sgf *.hsgf *.tsgf)</source>
        <translation>SGF (*.sgf *.hsgf *.tsgf)</translation>
    </message>
    <message>
        <source>bgammon.org replays (*.match)</source>
        <translation>bgammon.org のリプレイ (*.match)</translation>
    </message>
    <message>
        <source>Rokkaku logs (*.log)</source>
        <translation>六角ログ (*.log)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Jellyfish matches (*.mat)</source>
        <translation>Jellyfish のマッチ (*.mat)</translation>
    </message>
    <message>
        <source>The file name %1 does not say which format to write; end it with .jgame, .sgf, .match, .mat or .log.</source>
        <translation>ファイル名 %1 からは書き込む形式が分かりません。末尾を .jgame、.sgf、.match、.mat、.log のいずれかにしてください。</translation>
    </message>
    <message>
        <source>Kibitz cannot write a file that holds these games.</source>
        <translation>Kibitz はこれらの対局を保存できる形式のファイルを書き込めません。</translation>
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
        <source>  (+%1)</source>
        <translation>  (+%1)</translation>
    </message>
    <message>
        <source>Moves of the current line</source>
        <translation>現在の手順の手</translation>
    </message>
    <message>
        <source>Choosing a move shows its position.</source>
        <translation>手を選ぶとその局面を表示します。</translation>
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
        <source>Rokkaku Conquest</source>
        <translation>六角コンクエスト</translation>
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
        <source>Board:</source>
        <translation>盤:</translation>
    </message>
    <message>
        <source>Team 1:</source>
        <translation>チーム 1:</translation>
    </message>
    <message>
        <source>Player 1:</source>
        <translation>プレイヤー 1:</translation>
    </message>
    <message>
        <source>Team 2:</source>
        <translation>チーム 2:</translation>
    </message>
    <message>
        <source>Player 2:</source>
        <translation>プレイヤー 2:</translation>
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
    <message>
        <source>Each team of the game: hexels owned now (large), then its rank and score in the tournament so far, and its frozen agents</source>
        <translation>対局の各チーム: 現在の所有ヘクセル（大きく表示）、これまでの大会での順位とスコア、凍結エージェント</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n hexel(s) now, tournament %2</source>
        <translation>
            <numerusform>%1: 現在ヘクセル %n 個、大会 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>#%1 · %2</source>
        <translation>#%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%n frozen</source>
        <translation>
            <numerusform>凍結 %n</numerusform>
        </translation>
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
        <source>Play</source>
        <translation>プレイ</translation>
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
        <source>Jump to turn (Ctrl+G)</source>
        <translation>ターンへジャンプ (Ctrl+G)</translation>
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
        <source>Animation speed ([ slower, ] faster)</source>
        <translation>アニメーションの速度（[ で遅く、] で速く）</translation>
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
        <source>Go on with the next game at the end of a game</source>
        <translation>対局の終わりで次の対局へ進む</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>列</translation>
    </message>
    <message>
        <source>Flat-topped hexels in offset columns instead of offset rows</source>
        <translation>ずらした行ではなく、ずらした列に上辺が平らなヘクセルを並べる</translation>
    </message>
    <message>
        <source>Coordinates</source>
        <translation>座標</translation>
    </message>
    <message>
        <source>Show the coordinates</source>
        <translation>座標を表示</translation>
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
        <source>Rounds and games</source>
        <translation>ラウンドと対局</translation>
    </message>
    <message>
        <source>Hexels at the end</source>
        <translation>終了時のヘクセル</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>対局</translation>
    </message>
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
        <source>Score</source>
        <translation>スコア</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>現在</translation>
    </message>
    <message>
        <source>Hexels owned now in the shown game</source>
        <translation>表示中の対局で現在所有しているヘクセル</translation>
    </message>
    <message>
        <source>Scores counting every game before the shown one and the shown game up to its current turn</source>
        <translation>表示中の対局より前のすべての対局と、表示中の対局の現在のターンまでを数えたスコア</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>順位表</translation>
    </message>
    <message>
        <source>Final results</source>
        <translation>最終結果</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>ログ</translation>
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
        <source>Round %1</source>
        <translation>ラウンド %1</translation>
    </message>
    <message>
        <source>turn %1 cannot be replayed</source>
        <translation>ターン %1 は再現できません</translation>
    </message>
    <message>
        <source>occupation, turn %1</source>
        <translation>占領、ターン %1</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation>
            <numerusform>%n ターン</numerusform>
        </translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>対局 %1</translation>
    </message>
    <message>
        <source>Round %1, game %2</source>
        <translation>ラウンド %1、対局 %2</translation>
    </message>
    <message>
        <source> / %1</source>
        <translation> / %1</translation>
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
        <source>Pause</source>
        <translation>一時停止</translation>
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
    <name>main</name>
    <message>
        <source>Viewer and editor of Hex, Twixt, backgammon and Rokkaku Conquest game records.</source>
        <translation>ヘックス、ツイクスト、バックギャモン、六角コンクエストの棋譜のビューアー兼エディター。</translation>
    </message>
    <message>
        <source>Game files to open.</source>
        <translation>開くゲームファイル。</translation>
    </message>
</context>
</TS>
