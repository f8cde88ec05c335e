<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
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
</context>
<context>
    <name>kibitz::CommentPanel</name>
    <message>
        <source>No comment</source>
        <translation>コメントなし</translation>
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
        <source>Game records (*.jgame *.sgf *.hsgf *.tsgf);;Jgame (*.jgame);;SGF (*.sgf *.hsgf *.tsgf);;All files (*)</source>
        <translation>棋譜 (*.jgame *.sgf *.hsgf *.tsgf);;Jgame (*.jgame);;SGF (*.sgf *.hsgf *.tsgf);;すべてのファイル (*)</translation>
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
        <source>The file name %1 does not say which format to write; use .jgame or .sgf.</source>
        <translation>ファイル名 %1 からは書き出す形式がわかりません。.jgame か .sgf を使ってください。</translation>
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
