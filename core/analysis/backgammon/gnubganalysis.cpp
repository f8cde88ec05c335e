#include "analysis/backgammon/gnubganalysis.h"
#include "analysis/backgammon/matchequity.h"

#include "formats/sgf/sgfbackgammon.h"
#include "games/backgammon/backgammonnotation.h"
#include "games/backgammon/backgammonreplayer.h"

#include <QCoreApplication>

#include <cmath>

namespace kibitz::bganalysis {

namespace {

// The equity (EMG) a move, double, take or drop may lose before it is
// doubtful, bad, very bad: GNU Backgammon 1.07's defaults, as its `show
// analysis` prints them ("Analysis thresholds: -0.030 doubtful, -0.060 bad,
// -0.120 very bad"; older versions' gnubg.c arSkillLevel had 0.04, 0.08,
// 0.16); analysis.c Skill() marks a loss strictly larger than a threshold.
constexpr double kDoubtful = 0.03;
constexpr double kBad = 0.06;
constexpr double kVeryBad = 0.12;

// analysis.c arThrsRating: the upper bound of each rating's error per
// decision (EMG), from Awful! up to Supernatural.
constexpr double kRatingThresholds[] = {1e38, 0.035, 0.026, 0.018, 0.012, 0.008, 0.005, 0.002};
const char *const kRatings[]
    = {QT_TRANSLATE_NOOP("BgAnalysis", "Awful!"),        QT_TRANSLATE_NOOP("BgAnalysis", "Beginner"),
       QT_TRANSLATE_NOOP("BgAnalysis", "Casual player"), QT_TRANSLATE_NOOP("BgAnalysis", "Intermediate"),
       QT_TRANSLATE_NOOP("BgAnalysis", "Advanced"),      QT_TRANSLATE_NOOP("BgAnalysis", "Expert"),
       QT_TRANSLATE_NOOP("BgAnalysis", "World class"),   QT_TRANSLATE_NOOP("BgAnalysis", "Supernatural")};

QList<QByteArray> tokens(const QByteArray &value)
{
    return value.simplified().split(' ');
}

const RawProperty *find(const std::vector<RawProperty> &props, const char *key)
{
    for (const RawProperty &p : props) {
        if (p.key == key)
            return &p;
    }
    return nullptr;
}

// A candidate's letters (gnubg's WriteMove: pairs, a..x the points from
// White's side, y the bar, z off) as Kibitz's moves.
std::optional<std::vector<BgMove>> movesOf(QByteArrayView letters)
{
    std::vector<BgMove> moves;
    if (letters.size() % 2 != 0)
        return std::nullopt;
    for (qsizetype i = 0; i + 1 < letters.size(); i += 2) {
        const int from = sgf::backgammon::pointOfLetter(letters[i]);
        const int to = sgf::backgammon::pointOfLetter(letters[i + 1]);
        if (from < 0 || to < 0)
            return std::nullopt;
        moves.push_back({from, to});
    }
    return moves;
}

// "E ver 3 <plies>[C] <det> <noise> <prune>" then 14 outputs.
std::optional<CubeAnalysis> parseCube(const QByteArray &value)
{
    const QList<QByteArray> t = tokens(value);
    if (t.size() < 21 || t[0] != "E" || t[1] != "ver")
        return std::nullopt; // a rollout (X) or another version: not read
    CubeAnalysis c;
    QByteArray plies = t[3];
    if (plies.endsWith('C'))
        plies.chop(1);
    c.plies = plies.toInt();
    for (int i = 0; i < 7; ++i) {
        bool ok1 = false;
        bool ok2 = false;
        c.noDouble[std::size_t(i)] = t[7 + i].toDouble(&ok1);
        c.doubleTake[std::size_t(i)] = t[14 + i].toDouble(&ok2);
        if (!ok1 || !ok2)
            return std::nullopt;
    }
    return c;
}

// "A" values: the played index, then "[letters E ver 3 w wg wbg lg lbg eq
// <plies>[C] ...]" per candidate (a candidate without an evaluation has only
// its letters).
std::optional<MoveAnalysis> parseMove(const RawProperty &a, const BackgammonPosition &before, int player,
                                      bool moveTexts)
{
    if (a.values.isEmpty())
        return std::nullopt;
    MoveAnalysis m;
    bool ok = false;
    m.played = a.values.front().trimmed().toInt(&ok);
    if (!ok)
        m.played = -1;
    for (qsizetype i = 1; i < a.values.size(); ++i) {
        const QList<QByteArray> t = tokens(a.values[i]);
        if (t.isEmpty())
            continue;
        Candidate c;
        const auto moves = movesOf(t[0]);
        if (!moves)
            return std::nullopt;
        if (moveTexts)
            c.move = BackgammonNotation::playText(before, player, *moves);
        if (t.size() >= 10 && t[1] == "E") {
            c.win = t[4].toDouble();
            c.winGammon = t[5].toDouble();
            c.winBackgammon = t[6].toDouble();
            c.loseGammon = t[7].toDouble();
            c.loseBackgammon = t[8].toDouble();
            c.equity = t[9].toDouble();
            QByteArray plies = t.size() > 10 ? t[10] : QByteArray();
            if (plies.endsWith('C'))
                plies.chop(1);
            c.plies = plies.toInt();
        }
        m.candidates.push_back(c);
    }
    if (m.played >= 0 && m.played < int(m.candidates.size()) && !m.candidates.empty())
        m.equityLoss = std::max(0.0, m.candidates.front().equity - m.candidates[std::size_t(m.played)].equity);
    m.mark = markForLoss(m.equityLoss);
    return m;
}

// BM[1|2] / DO[] (with `prefix`, "" or "@"), BC/DC for the cube before a roll.
Mark markOf(const std::vector<RawProperty> &props, const QByteArray &bad, const QByteArray &doubtful, bool &found)
{
    found = false;
    for (const RawProperty &p : props) {
        if (p.key == bad) {
            found = true;
            return !p.values.isEmpty() && p.values.front().trimmed() == "2" ? Mark::VeryBad : Mark::Bad;
        }
        if (p.key == doubtful) {
            found = true;
            return Mark::Doubtful;
        }
    }
    return Mark::None;
}

bool parseInts(const QList<QByteArray> &t, qsizetype from, int count, std::vector<int> &out)
{
    if (t.size() < from + count)
        return false;
    for (int i = 0; i < count; ++i) {
        bool ok = false;
        out.push_back(t[from + i].toInt(&ok));
        if (!ok)
            return false;
    }
    return true;
}

bool parseDoubles(const QList<QByteArray> &t, qsizetype from, int count, std::vector<double> &out)
{
    if (t.size() < from + count)
        return false;
    for (int i = 0; i < count; ++i) {
        bool ok = false;
        out.push_back(t[from + i].toDouble(&ok));
        if (!ok)
            return false;
    }
    return true;
}

} // namespace

Mark markForLoss(double equityLoss)
{
    if (equityLoss > kVeryBad)
        return Mark::VeryBad;
    if (equityLoss > kBad)
        return Mark::Bad;
    if (equityLoss > kDoubtful)
        return Mark::Doubtful;
    return Mark::None;
}

const char *markName(Mark mark)
{
    switch (mark) {
    case Mark::Doubtful:
        return "doubtful";
    case Mark::Bad:
        return "bad";
    case Mark::VeryBad:
        return "very bad";
    case Mark::None:
        break;
    }
    return "";
}

QString markText(Mark mark)
{
    switch (mark) {
    case Mark::Doubtful:
        return QCoreApplication::translate("BgAnalysis", "doubtful");
    case Mark::Bad:
        return QCoreApplication::translate("BgAnalysis", "bad");
    case Mark::VeryBad:
        return QCoreApplication::translate("BgAnalysis", "very bad");
    case Mark::None:
        break;
    }
    return QString();
}

QString ratingText(double errorPerDecision)
{
    for (int i = int(std::size(kRatingThresholds)) - 1; i >= 0; --i) {
        if (errorPerDecision < kRatingThresholds[i])
            return QCoreApplication::translate("BgAnalysis", kRatings[i]);
    }
    return QCoreApplication::translate("BgAnalysis", "n/a");
}

double PlayerStatistics::cubeErrorTotalEmg() const
{
    double sum = 0;
    for (double e : cubeErrorEmg)
        sum += e;
    return sum;
}

double PlayerStatistics::cubeErrorTotalMwc() const
{
    double sum = 0;
    for (double e : cubeErrorMwc)
        sum += e;
    return sum;
}

std::optional<double> PlayerStatistics::chequerErrorRate() const
{
    if (unforcedMoves == 0)
        return std::nullopt;
    return 1000.0 * chequerErrorEmg / unforcedMoves;
}

std::optional<double> PlayerStatistics::cubeErrorRate() const
{
    if (!closeCube || *closeCube == 0)
        return std::nullopt;
    return 1000.0 * cubeErrorTotalEmg() / *closeCube;
}

std::optional<double> PlayerStatistics::overallErrorRate() const
{
    const int decisions = unforcedMoves + closeCube.value_or(0);
    if (!closeCube || decisions == 0)
        return std::nullopt;
    return 1000.0 * overallErrorEmg() / decisions;
}

std::optional<double> PlayerStatistics::performanceRating() const
{
    const std::optional<double> rate = overallErrorRate();
    if (!rate)
        return std::nullopt;
    return *rate / 2.0;
}

void PlayerStatistics::add(const PlayerStatistics &o)
{
    unforcedMoves += o.unforcedMoves;
    totalMoves += o.totalMoves;
    for (std::size_t i = 0; i < marks.size(); ++i)
        marks[i] += o.marks[i];
    chequerErrorEmg += o.chequerErrorEmg;
    chequerErrorMwc += o.chequerErrorMwc;
    totalCube += o.totalCube;
    doubles += o.doubles;
    takes += o.takes;
    passes += o.passes;
    for (std::size_t i = 0; i < cubeErrors.size(); ++i) {
        cubeErrors[i] += o.cubeErrors[i];
        cubeErrorEmg[i] += o.cubeErrorEmg[i];
        cubeErrorMwc[i] += o.cubeErrorMwc[i];
    }
    for (std::size_t i = 0; i < luckMarks.size(); ++i)
        luckMarks[i] += o.luckMarks[i];
    luckEmg += o.luckEmg;
    luckMwc += o.luckMwc;
    if (closeCube && o.closeCube)
        *closeCube += *o.closeCube;
    else
        closeCube.reset();
}

bool parseStatistics(const QList<QByteArray> &values, std::array<PlayerStatistics, 2> &out)
{
    out = {};
    bool any = false;
    for (const QByteArray &value : values) {
        const QByteArray v = value.trimmed();
        if (v.size() < 2 || v[1] != ':')
            return false;
        const QList<QByteArray> t = tokens(v.mid(2));
        std::vector<int> n;
        std::vector<double> f;
        switch (v[0]) {
        case 'M':
            if (!parseInts(t, 0, 12, n) || !parseDoubles(t, 12, 4, f))
                return false;
            for (int p = 0; p < 2; ++p) {
                PlayerStatistics &s = out[std::size_t(p)];
                s.unforcedMoves = n[std::size_t(p)];
                s.totalMoves = n[std::size_t(2 + p)];
                for (int st = 0; st < 4; ++st)
                    s.marks[std::size_t(st)] = n[std::size_t(4 + 2 * st + p)];
                s.chequerErrorEmg = f[std::size_t(2 * p)];
                s.chequerErrorMwc = f[std::size_t(2 * p + 1)];
            }
            break;
        case 'C':
            if (!parseInts(t, 0, 20, n) || !parseDoubles(t, 20, 24, f))
                return false;
            for (int p = 0; p < 2; ++p) {
                PlayerStatistics &s = out[std::size_t(p)];
                s.totalCube = n[std::size_t(p)];
                s.doubles = n[std::size_t(2 + p)];
                s.takes = n[std::size_t(4 + p)];
                s.passes = n[std::size_t(6 + p)];
                for (int k = 0; k < 6; ++k) {
                    s.cubeErrors[std::size_t(k)] = n[std::size_t(8 + 2 * k + p)];
                    s.cubeErrorEmg[std::size_t(k)] = f[std::size_t(12 * p + 2 * k)];
                    s.cubeErrorMwc[std::size_t(k)] = f[std::size_t(12 * p + 2 * k + 1)];
                }
            }
            break;
        case 'D':
            if (!parseInts(t, 0, 10, n) || !parseDoubles(t, 10, 4, f))
                return false;
            for (int p = 0; p < 2; ++p) {
                PlayerStatistics &s = out[std::size_t(p)];
                for (int lt = 0; lt < 5; ++lt)
                    s.luckMarks[std::size_t(lt)] = n[std::size_t(2 * lt + p)];
                s.luckEmg = f[std::size_t(2 * p)];
                s.luckMwc = f[std::size_t(2 * p + 1)];
            }
            break;
        default:
            return false;
        }
        any = true;
    }
    return any;
}

std::optional<std::array<PlayerStatistics, 2>> readStatistics(const GameRecord &game)
{
    const GameTree &tree = game.tree;
    // GS on the game's root (in the header with the other root properties).
    const RawProperty *gs = find(game.header, "GS");
    if (!gs)
        gs = find(tree.unknownProperties(tree.root()), "GS");
    std::array<PlayerStatistics, 2> s;
    if (!gs || !parseStatistics(gs->values, s))
        return std::nullopt;
    // Kibitz keeps gnubg's count of close cube decisions beside it.
    const RawProperty *kz = find(game.header, "KZ");
    if (!kz)
        kz = find(tree.unknownProperties(tree.root()), "KZ");
    if (kz) {
        for (const QByteArray &v : kz->values) {
            if (v.startsWith("closecube:")) {
                const QList<QByteArray> t = tokens(v.mid(10));
                if (t.size() == 2) {
                    s[0].closeCube = t[0].toInt();
                    s[1].closeCube = t[1].toInt();
                }
            }
        }
    }
    return s;
}

GameAnalysis readGameAnalysis(const GameRecord &game, bool moveTexts)
{
    GameAnalysis result;
    const GameTree &tree = game.tree;
    result.statistics = readStatistics(game);
    BackgammonPosition position = backgammonStart(game);
    for (NodeId id = tree.mainChild(tree.root()); id != NoNode; id = tree.mainChild(id)) {
        const auto event = decodeBackgammonEvent(tree.moveTag(id), tree.moveData(id));
        if (!event)
            break;
        const std::vector<RawProperty> &props = tree.unknownProperties(id);
        NodeAnalysis n;
        n.node = id;
        n.player = event->player;
        bool any = false;
        // In match play gnubg writes match winning chances: EMG as gnubg
        // converts them, for the player deciding (the doubler for a take or
        // drop) with the cube as it stands before the double.
        const auto toEmg = [&](CubeAnalysis &c) {
            c.matchWinningChances = position.matchLength() > 0;
            if (!c.matchWinningChances)
                return;
            const MatchEquityTable *met = defaultMatchEquityTable();
            if (!met)
                return;
            const auto convert = [&](double mwc) {
                return met->mwcToEmg(mwc, position.matchLength(), position.score(1), position.score(2), n.player,
                                     position.cubeValue());
            };
            c.noDoubleEmg = convert(c.noDoubleEquity());
            c.doubleTakeEmg = convert(c.doubleTakeEquity());
            c.doublePassMwc = met->equityAfter(position.matchLength(), position.score(1), position.score(2), n.player,
                                               position.cubeValue(), n.player);
        };
        if (const RawProperty *da = find(props, "DA"); da && !da->values.isEmpty()) {
            n.cube = parseCube(da->values.front());
            if (n.cube)
                toEmg(*n.cube);
            any = any || n.cube.has_value();
        }
        if (const RawProperty *da = find(props, "@DA"); da && !da->values.isEmpty()) {
            n.answer = parseCube(da->values.front());
            if (n.answer)
                toEmg(*n.answer);
            any = any || n.answer.has_value();
        }
        bool found = false;
        if (event->kind == BackgammonEvent::Kind::Roll) {
            if (const RawProperty *a = find(props, "A")) {
                n.move = parseMove(*a, position, event->player, moveTexts);
                any = any || n.move.has_value();
            }
            const Mark written = markOf(props, "BM", "DO", found);
            if (n.move && found)
                n.move->mark = written; // gnubg's own mark wins over the thresholds
            n.cubeMark = markOf(props, "BC", "DC", found);
            any = any || found;
            if (const RawProperty *lu = find(props, "LU"); lu && !lu->values.isEmpty()) {
                bool ok = false;
                const double luck = lu->values.front().trimmed().toDouble(&ok);
                if (ok)
                    n.luck = luck;
                any = any || ok;
            }
            // gnubg's WriteLuck: G<colour>[1|2] names the side the roll was
            // good for (W is player 1).
            for (const char *key : {"GW", "GB"}) {
                if (const RawProperty *g = find(props, key); g && !g->values.isEmpty()) {
                    const int size = g->values.front().trimmed() == "2" ? 2 : 1;
                    const int goodFor = key[1] == 'W' ? 1 : 2;
                    n.luckMark = goodFor == event->player ? size : -size;
                    any = true;
                }
            }
        } else if (event->kind == BackgammonEvent::Kind::Double) {
            n.cubeMark = markOf(props, "BM", "DO", found);
            any = any || found;
            n.answerMark = markOf(props, "@BM", "@DO", found);
            any = any || found;
        }
        if (any)
            result.nodes.push_back(std::move(n));
        if (!position.applyQuickly(*event).isEmpty())
            break;
    }
    return result;
}

std::optional<std::array<PlayerStatistics, 2>> matchStatistics(const Collection &collection)
{
    std::optional<std::array<PlayerStatistics, 2>> sum;
    for (const GameRecord &g : collection.games) {
        if (!isBackgammonKind(g.kind))
            continue;
        const auto s = readStatistics(g);
        if (!s)
            continue;
        if (!sum) {
            sum = *s;
            continue;
        }
        (*sum)[0].add((*s)[0]);
        (*sum)[1].add((*s)[1]);
    }
    return sum;
}

} // namespace kibitz::bganalysis
