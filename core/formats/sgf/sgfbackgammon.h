#pragma once

// SGF game trees of backgammon (GM[6], red-bean.com/sgf/backgammon.html) as
// GNU Backgammon writes and reads them, mapped onto the model a bgammon.org
// .match file gives (games/backgammon/backgammonevent.h: one event per node,
// match information in the header as BgGameInfo). Details and every
// convention at the top of sgfbackgammon.cpp.

#include "formats/formatresult.h"

#include <QByteArrayView>
#include <QString>
#include <QStringList>

#include <optional>

namespace kibitz {

class SgfDocument;
class SgfWriter;

namespace sgf::backgammon {

// gnubg's point letters, from the mover's side: 1..24 for 'a'..'x', BgBar for
// 'y', BgOff for 'z'; -1 for any other character.
int pointOfLetter(char c);

// True when the root of the document's tree 0 says GM[6].
bool isBackgammonTree(const SgfDocument &doc);

// What RU[] said about the Crawford rule: the game is the Crawford game
// ("Crawford:CrawfordGame"), or is played under the rule but is not it
// ("Crawford"), or nothing.
enum class CrawfordMark { None, CrawfordGame, NotCrawfordGame };

// Maps tree 0 of `doc` (a GM[6] tree) into `game`. On failure, `message` and
// `offset` (a byte offset in doc.source()) say what and where.
bool readTree(const SgfDocument &doc, const ReadOptions &options, GameRecord &game, CrawfordMark &crawford,
              QString &message, qint64 &offset, QStringList &warnings);

// After every tree is read: settles which games come after their match's
// Crawford game, from the order of the games and what RU[] said
// (`marks` holds one entry per game of the collection).
void settleCrawford(Collection &collection, const std::vector<CrawfordMark> &marks);

// The byte offset in `source` of a part of the move whose value starts at
// `valueOffset` (its '['): BgPart::Dice the first die, an index >= 0 that
// checker move's pair of letters; `valueOffset` for the move as a whole.
qint64 eventPartOffset(QByteArrayView source, qint64 valueOffset, int part);

// Writes game `index` of the collection (a backgammon, acey-deucey or tabula
// game) as one GM[6] game tree; `gameInMatch` is its number in its match as
// gnubg counts (from 0: the games just before it that continuesMatch).
bool writeGame(const Collection &collection, std::size_t index, int gameInMatch, SgfWriter &out, SaveResult &result);

// Whether `game` continues the match of the game `before` it in a collection:
// same kind, players and match length. The writer counts these as it goes, so
// that writing n games takes time in n, not in n squared.
bool continuesMatch(const GameRecord &before, const GameRecord &game);

} // namespace sgf::backgammon
} // namespace kibitz
