// SGF writer for Hex (GM[11]) and Twixt (GM[21]) game records, one node per
// line, UTF-8. A Little Golem Twixt record ("tsgf": no GM, b and r moves,
// two-letter points) is written back in its dialect while it can say the
// game: paper-and-pencil rules, pegs without link changes, a board at most
// 52 holes wide, no set-up; otherwise, and for every other game (Little
// Golem's Hex records too), the standard dialect, and a warning says so for
// a Little Golem record before anything is written.
//
// A game read from SGF keeps its root properties in order (GameRecord::header);
// the ones the model interprets are rewritten from the model, and a raw value
// is kept whenever it still says what the model says. A game from another
// format has no SGF header; what of its header and node properties SGF cannot
// hold is reported as a warning.

#include "formats/sgf/sgfgames.h"

#include "formats/sgf/sgfbackgammon.h"
#include "formats/sgf/sgfdocument.h"
#include "formats/sgf/sgfmarkup.h"
#include "formats/sgf/sgfmoves.h"
#include "formats/sgf/sgftreewalk.h"
#include "games/backgammon/backgammonreplayer.h"
#include "games/gameregistry.h"
#include "games/hex/hexmove.h"
#include "games/twixt/twixtmove.h"
#include "games/twixt/twixtposition.h"

#include <QCoreApplication>

#include <algorithm>
#include <set>

namespace kibitz::sgf {

namespace {

// The translation context of this file's messages (core/ uses QtCore only).
struct SgfGameWriter {
    Q_DECLARE_TR_FUNCTIONS(SgfGameWriter)
};

bool isAscii(QByteArrayView bytes)
{
    for (char c : bytes) {
        if (c & 0x80)
            return false;
    }
    return true;
}

QByteArray rulesText(TwixtRules rules)
{
    switch (rules) {
    case TwixtRules::Standard:
        return QByteArrayLiteral("STD");
    case TwixtRules::PaperAndPencil:
        return QByteArrayLiteral("PP");
    case TwixtRules::ThreeM:
        return QByteArrayLiteral("3M");
    }
    return QByteArray();
}

// Jgame header keys the model interprets (everything else is lost in SGF).
bool isInterpretedJgameKey(const QByteArray &key)
{
    return key == "gtv" || key == "hgtv" || key == "tgtv" || key == "type" || key == "bdsize" || key == "player1"
        || key == "player2" || key == "name";
}

class GameWriter {
public:
    GameWriter(const GameRecord &game, SgfWriter &out, SaveResult &result)
        : m_game(game)
        , m_tree(game.tree)
        , m_out(out)
        , m_result(result)
        , m_hex(game.kind == GameKind::Hex)
        , m_keepsRaw(game.headerFormat == "sgf")
    { }

    bool run();
    // Why a Little Golem record was written in the standard dialect; empty
    // when it was not one or kept its dialect.
    const QString &littleGolemFallback() const { return m_littleGolemFallback; }

private:
    void writeHeader();
    void writeNode(NodeId id);
    void writeMove(NodeId id);
    void writeEvaluation(NodeId id);
    QByteArray colour(int player) const;
    // Whether the game was read from a Little Golem record: no GM, and Twixt
    // or a Little Golem source (as the reader tells the dialect).
    bool fromLittleGolem() const;
    // Why the game cannot be written in Little Golem's Twixt dialect; empty
    // when it can.
    QString whyNotLittleGolemTwixt() const;
    // The side to move at a node without a move (a Little Golem draw offer).
    int playerToMoveAt(NodeId id) const;
    bool needsCharsetDeclaration() const;
    int longMovesSgfCannotSay() const;

    const GameRecord &m_game;
    const GameTree &m_tree;
    SgfWriter &m_out;
    SaveResult &m_result;
    const bool m_hex;
    const bool m_keepsRaw; // header, node properties and hints come from SGF
    bool m_littleGolem = false; // written in Little Golem's Twixt dialect
    QString m_littleGolemFallback;
    int m_droppedProperties = 0;
};

QByteArray GameWriter::colour(int player) const
{
    // Little Golem's Twixt: player 1 is b, player 2 r.
    if (m_littleGolem)
        return player == 1 ? QByteArrayLiteral("b") : QByteArrayLiteral("r");
    // Player 1 is Black in Hex and White in Twixt.
    return (player == 1) == m_hex ? QByteArrayLiteral("B") : QByteArrayLiteral("W");
}

bool GameWriter::fromLittleGolem() const
{
    if (!m_keepsRaw)
        return false;
    bool littleGolemSource = false;
    for (const RawProperty &p : m_game.header) {
        if (p.key == "GM")
            return false;
        if (p.key == "SO" && !p.values.isEmpty() && p.values.first().toLower().contains("littlegolem"))
            littleGolemSource = true;
    }
    return !m_hex || littleGolemSource;
}

QString GameWriter::whyNotLittleGolemTwixt() const
{
    if (m_hex)
        return SgfGameWriter::tr("Kibitz reads Little Golem's Hex dialect but does not write it");
    if (setupOf<TwixtSetup>(m_game).rules != TwixtRules::PaperAndPencil)
        return SgfGameWriter::tr("its rules are no longer paper and pencil");
    if (m_game.columns > 52 || m_game.rows > 52)
        return SgfGameWriter::tr("its board is wider than Little Golem's points can name");
    for (NodeId id = m_tree.root(); id != NoNode; id = m_tree.nextInPreorder(id)) {
        const MoveTag tag = MoveTag(m_tree.moveTag(id));
        if (tag == MoveTag::Setup)
            return SgfGameWriter::tr("it holds set-up pegs");
        if (tag == MoveTag::Place) {
            const auto move = decodeTwixtMove(m_tree.moveData(id));
            if (move && move->longMove)
                //: %1 is a Twixt move ("K4")
                return SgfGameWriter::tr("its move %1 adds or removes links by hand")
                    .arg(twixtnotation::holeName(move->x, move->y));
        }
    }
    return QString();
}

int GameWriter::playerToMoveAt(NodeId id) const
{
    for (NodeId n = m_tree.parent(id); n != NoNode; n = m_tree.parent(n)) {
        const QByteArrayView data = m_tree.moveData(n);
        if (MoveTag(m_tree.moveTag(n)) == MoveTag::Place) {
            if (const auto move = decodeTwixtMove(data))
                return 3 - move->player;
        } else if (MoveTag(m_tree.moveTag(n)) == MoveTag::Special) {
            if (const auto special = decodeSpecial(data))
                return 3 - special->second;
        }
    }
    return 1;
}

bool GameWriter::needsCharsetDeclaration() const
{
    for (const QString *s : {&m_game.player1, &m_game.player2, &m_game.name, &m_game.result}) {
        for (QChar c : *s) {
            if (c.unicode() >= 0x80)
                return true;
        }
    }
    if (m_keepsRaw) {
        for (const RawProperty &p : m_game.header) {
            for (const QByteArray &v : p.values) {
                if (!isAscii(v))
                    return true;
            }
        }
    }
    for (NodeId id = m_tree.root(); id != NoNode; id = m_tree.nextInPreorder(id)) {
        if (m_tree.hasComment(id) && !isAscii(m_tree.comment(id).toUtf8()))
            return true;
        for (const BoardLabel &l : m_tree.markup(id).labels) {
            if (!isAscii(l.text.toUtf8()))
                return true;
        }
        if (m_keepsRaw) {
            for (const RawProperty &p : m_tree.unknownProperties(id)) {
                for (const QByteArray &v : p.values) {
                    if (!isAscii(v))
                        return true;
                }
            }
        }
    }
    return false;
}

void GameWriter::writeHeader()
{
    const QByteArray sizeText = m_game.columns == m_game.rows
                                  ? QByteArray::number(m_game.columns)
                                  : QByteArray::number(m_game.columns) + ':' + QByteArray::number(m_game.rows);
    const bool declareCharset = needsCharsetDeclaration();
    // Little Golem's PB is player 1, who moves first.
    const QString &playerBlack = m_hex || m_littleGolem ? m_game.player1 : m_game.player2;
    const QString &playerWhite = m_hex || m_littleGolem ? m_game.player2 : m_game.player1;

    // The value an interpreted property has now; nullopt: not interpreted;
    // an empty array: leave the property out.
    auto current = [&](const QByteArray &id, const QList<QByteArray> &raw) -> std::optional<QByteArray> {
        auto text = [&](const QString &value) -> QByteArray {
            if (value.isEmpty())
                return QByteArray();
            if (raw.size() == 1
                && SgfDocument::unescape(raw.first(), SgfTextMode::SimpleText).trimmed() == value.toUtf8())
                return raw.first();
            return SgfWriter::escape(value.toUtf8(), SgfValueEscaping::Text);
        };
        if (id == "FF")
            return QByteArrayLiteral("4");
        if (id == "GM")
            return m_littleGolem ? QByteArray() : m_hex ? QByteArrayLiteral("11") : QByteArrayLiteral("21");
        if (id == "SZ")
            return sizeText;
        if (id == "CA")
            return QByteArrayLiteral("UTF-8");
        if (id == "PB")
            return text(playerBlack);
        if (id == "PW")
            return text(playerWhite);
        if (id == "GN")
            return text(m_game.name);
        if (id == "RE")
            return text(m_game.result);
        if (id == "RU" && !m_hex) {
            if (m_littleGolem)
                return raw.isEmpty() ? QByteArray() : raw.first(); // paper and pencil, as Little Golem plays
            const QByteArray rules = rulesText(setupOf<TwixtSetup>(m_game).rules);
            return raw.size() == 1 && raw.first().trimmed().toUpper() == rules ? raw.first() : rules;
        }
        return std::nullopt;
    };

    std::set<QByteArray> written;
    auto put = [&](const QByteArray &id, const QByteArray &value) {
        if (!value.isEmpty() || id == "FF")
            m_out.property(id, value, SgfValueEscaping::Raw);
        written.insert(id);
    };
    const std::vector<RawProperty> none;
    const std::vector<RawProperty> &kept = m_keepsRaw ? m_game.header : none;
    auto has = [&](const char *id) {
        return std::any_of(kept.begin(), kept.end(), [&](const RawProperty &p) { return p.key == id; });
    };
    // A file that lacks them gets FF, GM and SZ first, as most readers expect.
    for (const char *id : {"FF", "GM", "SZ"}) {
        if (!has(id) && !(m_littleGolem && QByteArrayView(id) == "GM"))
            put(id, *current(id, {}));
    }
    if (declareCharset && !has("CA"))
        put("CA", "UTF-8");
    for (const RawProperty &p : kept) {
        if (const auto value = current(p.key, p.values)) {
            if (!written.contains(p.key))
                put(p.key, *value);
        } else {
            m_out.property(p.key, p.values, SgfValueEscaping::Raw);
        }
    }
    for (const char *id : {"RU", "PW", "PB", "GN", "RE"}) {
        if (written.contains(id)
            || (QByteArrayView(id) == "RU"
                && (m_hex || m_littleGolem || setupOf<TwixtSetup>(m_game).rules == TwixtRules::Standard)))
            continue;
        if (const auto value = current(id, {}))
            put(id, *value);
    }
    if (!m_keepsRaw && m_game.headerFormat == "jgame") {
        QStringList lost;
        for (const RawProperty &p : m_game.header) {
            if (!isInterpretedJgameKey(p.key))
                lost << QString::fromLatin1(p.key);
        }
        if (!lost.isEmpty())
            m_result.warnings << SgfGameWriter::tr("SGF has no place for the Jgame header keys %1")
                                     .arg(lost.join(QLatin1String(", ")));
    }
}

void GameWriter::writeMove(NodeId id)
{
    const QByteArrayView data = m_tree.moveData(id);
    switch (MoveTag(m_tree.moveTag(id))) {
    case MoveTag::None:
        return;
    case MoveTag::Place:
        if (m_hex) {
            if (const auto stone = decodeHexStone(data))
                m_out.property(colour(stone->player), sgfmoves::hexPointText(stone->x, stone->y));
        } else if (const auto move = decodeTwixtMove(data)) {
            if (m_littleGolem) {
                // Two letters, 'a' = 1, upper case past 'z'; a draw offer
                // riding on the move after '|' (kept as LG[|draw]).
                const auto letter = [](int v) { return char(v < 26 ? 'a' + v : 'A' + v - 26); };
                QByteArray value;
                value.append(letter(move->x)).append(letter(move->y));
                for (const RawProperty &p : m_tree.unknownProperties(id))
                    if (p.key == "LG" && p.values.size() == 1 && p.values.first().startsWith('|'))
                        value += p.values.first();
                m_out.property(colour(move->player), value, SgfValueEscaping::Raw);
            } else {
                m_out.property(colour(move->player), sgfmoves::twixtMoveValues(*move), SgfValueEscaping::Move);
            }
        }
        return;
    case MoveTag::Special:
        if (const auto special = decodeSpecial(data)) {
            QByteArray keyword = sgfmoves::specialKeyword(special->first);
            if (m_keepsRaw && m_tree.formatHint(id)) {
                const QByteArray hint = m_tree.formatHintValue(m_tree.formatHint(id));
                if (hint.startsWith("m=") && sgfmoves::parseSpecial(QByteArrayView(hint).sliced(2)))
                    keyword = hint.mid(2);
            }
            m_out.property(colour(special->second), keyword);
        }
        return;
    case MoveTag::Setup:
        if (const auto stones = decodeSetup(data)) {
            QList<QByteArray> black, white, empty;
            for (const SetupStone &s : *stones) {
                const QByteArray point = m_hex ? sgfmoves::hexPointText(s.x, s.y) : sgfmoves::twixtHoleText(s.x, s.y);
                (s.player == 0 ? empty : colour(s.player) == "B" ? black : white).append(point);
            }
            if (!black.isEmpty())
                m_out.property("AB", black);
            if (!white.isEmpty())
                m_out.property("AW", white);
            if (!empty.isEmpty())
                m_out.property("AE", empty);
            if (const int toMove = setupToMove(data))
                m_out.property("PL", colour(toMove));
        }
        return;
    }
}

void GameWriter::writeEvaluation(NodeId id)
{
    const std::optional<int> e = m_tree.evaluation(id);
    if (!e)
        return;
    // A position mark of the node (written by writeMarkup) says GB, GW or UC
    // in its own value: the evaluation's is not written a second time.
    const QByteArray marked = sgfmarkup::positionIdentifier(m_tree.markup(id).position);
    if (*e == Eval::Undetermined) {
        if (marked != "UC")
            m_out.property("UC", "1");
        return;
    }
    const int forBlack = m_hex ? *e : -*e;
    m_out.property("V", QByteArray::number(forBlack));
    if (forBlack == Eval::Player1Wins && marked != "GB")
        m_out.property("GB", "2");
    else if (forBlack == Eval::Player2Wins && marked != "GW")
        m_out.property("GW", "2");
}

void GameWriter::writeNode(NodeId id)
{
    m_out.beginNode();
    if (id == m_tree.root())
        writeHeader();
    writeMove(id);
    if (m_tree.hasMarkup(id))
        sgfmarkup::write(m_out, m_tree.markup(id), [this](MarkCell c) {
            return m_hex ? sgfmoves::hexPointText(c.x, c.y) : sgfmoves::twixtHoleText(c.x, c.y);
        });
    const std::vector<RawProperty> &unknown = m_tree.unknownProperties(id);
    const auto isLittleGolemOffer = [&](const RawProperty &p) {
        return m_littleGolem && p.key == "LG" && p.values.size() == 1
            && (p.values.first().startsWith('|') || p.values.first().compare("draw", Qt::CaseInsensitive) == 0);
    };
    if (m_keepsRaw) {
        for (const RawProperty &p : unknown) {
            if (!isLittleGolemOffer(p)) {
                m_out.property(p.key, p.values, SgfValueEscaping::Raw);
            } else if (!m_tree.hasMove(id)) {
                // A draw offer of its own: the side to move's b[draw] or r[draw].
                m_out.property(colour(playerToMoveAt(id)), p.values.first(), SgfValueEscaping::Raw);
            }
        }
    } else {
        m_droppedProperties += int(unknown.size());
    }
    if (m_tree.hasComment(id))
        m_out.property("C", m_tree.comment(id).toUtf8());
    writeEvaluation(id);
}

// Jgame's long move without automatic links has no SGF notation: SGF's peg
// is always linked automatically. Written as SGF the move means the same
// only when the automatic links are among the listed ones, which needs the
// position: the (rare) games with such moves are replayed to count the others.
int GameWriter::longMovesSgfCannotSay() const
{
    if (m_hex)
        return 0;
    auto withoutAutoLinks = [&](NodeId id) {
        if (m_tree.moveTag(id) != quint8(MoveTag::Place))
            return std::optional<TwixtMove>();
        auto move = decodeTwixtMove(m_tree.moveData(id));
        return move && move->longMove && !move->autoLink() ? move : std::nullopt;
    };
    bool any = false;
    for (NodeId id = m_tree.root(); id != NoNode && !any; id = m_tree.nextInPreorder(id))
        any = withoutAutoLinks(id).has_value();
    if (!any)
        return 0;
    int differing = 0;
    std::vector<std::pair<NodeId, TwixtPosition>> stack;
    stack.emplace_back(m_tree.root(), TwixtPosition(m_game.columns, m_game.rows, setupOf<TwixtSetup>(m_game).rules));
    if (m_tree.hasMove(m_tree.root()))
        stack.back().second.applyMove(MoveTag(m_tree.moveTag(m_tree.root())), m_tree.moveData(m_tree.root()));
    while (!stack.empty()) {
        auto [id, position] = std::move(stack.back());
        stack.pop_back();
        for (NodeId child = m_tree.firstChild(id); child != NoNode; child = m_tree.nextSibling(child)) {
            TwixtPosition next = position;
            if (next.applyMove(MoveTag(m_tree.moveTag(child)), m_tree.moveData(child)) != TwixtPosition::Error::None)
                continue;
            if (auto move = withoutAutoLinks(child)) {
                TwixtPosition asSgf = position;
                move->notation = true;
                if (asSgf.apply(*move) != TwixtPosition::Error::None || asSgf.links() != next.links())
                    ++differing;
            }
            stack.emplace_back(child, std::move(next));
        }
    }
    return differing;
}

bool GameWriter::run()
{
    if (m_game.kind != GameKind::Hex && m_game.kind != GameKind::Twixt) {
        //: %1 is a game kind as kibitz-cli names it (backgammon, rokkaku...)
        m_result.error
            = SgfGameWriter::tr("SGF is written for Hex and Twixt games only, not %1").arg(gameKindName(m_game.kind));
        return false;
    }
    if (fromLittleGolem()) {
        m_littleGolemFallback = whyNotLittleGolemTwixt();
        m_littleGolem = m_littleGolemFallback.isEmpty();
    }
    writeSgfGameTree(m_out, m_tree, [this](NodeId id) {
        writeNode(id);
        return true;
    });
    if (m_droppedProperties > 0)
        //: %n is a number, %1 a format's name (jgame, rokkaku-log...)
        m_result.warnings << SgfGameWriter::tr("SGF has no place for %n node property(s) of the %1 file", nullptr,
                                               m_droppedProperties)
                                 .arg(QString::fromLatin1(m_game.headerFormat));
    if (const int differing = longMovesSgfCannotSay())
        m_result.warnings << SgfGameWriter::tr("%n Jgame long move(s) leave out links that SGF's notation makes "
                                               "automatically; in SGF the new peg gets them",
                                               nullptr, differing);
    return true;
}

} // namespace

SaveResult write(const Collection &collection)
{
    SaveResult result;
    SgfWriter out;
    QStringList variants;
    // Little Golem records written as standard SGF, by why (told once each:
    // a collection holds thousands).
    std::vector<std::pair<QString, int>> fallbacks;
    int gameInMatch = 0;
    for (std::size_t i = 0; i < collection.games.size(); ++i) {
        const GameRecord &game = collection.games[i];
        if (isBackgammonKind(game.kind)) {
            if (game.kind != GameKind::Backgammon)
                variants << QStringLiteral("%1 (%2)").arg(i + 1).arg(gameKindName(game.kind));
            gameInMatch = i > 0 && backgammon::continuesMatch(collection.games[i - 1], game) ? gameInMatch + 1 : 0;
            if (!backgammon::writeGame(collection, i, gameInMatch, out, result))
                return result;
        } else {
            GameWriter writer(game, out, result);
            if (!writer.run())
                return result;
            if (const QString &why = writer.littleGolemFallback(); !why.isEmpty()) {
                const auto it
                    = std::find_if(fallbacks.begin(), fallbacks.end(), [&](const auto &f) { return f.first == why; });
                if (it == fallbacks.end())
                    fallbacks.emplace_back(why, 1);
                else
                    ++it->second;
            }
        }
    }
    for (const auto &[why, games] : fallbacks)
        //: %1 says why ("its rules are no longer paper and pencil")
        result.warnings << SgfGameWriter::tr("%n Little Golem record(s) will be written as standard SGF (with GM, "
                                             "the standard's points and moves, and PB and PW as the standard names "
                                             "the players), not in Little Golem's dialect: %1",
                                             nullptr, games)
                               .arg(why);
    if (!variants.isEmpty())
        //: %1 lists games as "2 (acey-deucey), 3 (tabula)"; GM[6] and RU[] are SGF properties
        result.warnings << SgfGameWriter::tr("games %1 are written as GM[6] with their variant in RU[]; Kibitz reads "
                                             "them back, GNU Backgammon has no such variants and would read them as "
                                             "backgammon")
                               .arg(variants.join(QLatin1String(", ")));
    result.data = out.finish();
    if (!result.data.endsWith('\n'))
        result.data.append('\n');
    return result;
}

} // namespace kibitz::sgf
