// Writer of Rokkaku Conquest logs (rokkakulog.h): text the reader kept is
// written back when it still says what the model says, everything else in
// this layout:
//
//   N / one team name per line / R
//   per game: the four teams / maximum turns / width height /
//             gate count and gates / one line per team: its four agents' hexels
//   per turn: 1 / one line per list: its count, then its entries
//   0 ends the game; the final results, one line per team, end the file.

#include "formats/rokkaku/rokkakulog.h"
#include "formats/rokkaku/rokkakuparts.h"

#include <QCoreApplication>

namespace kibitz::rokkaku {

namespace {

// The translation context of this file's messages (core/ uses QtCore only).
struct RokkakuWriter {
    Q_DECLARE_TR_FUNCTIONS(RokkakuWriter)
};

void appendNumber(QByteArray &out, qint64 value)
{
    char digits[24];
    int n = 0;
    std::uint64_t v = std::uint64_t(std::max<qint64>(value, 0));
    do {
        digits[n++] = char('0' + v % 10);
        v /= 10;
    } while (v != 0);
    char text[24];
    for (int i = 0; i < n; ++i)
        text[i] = digits[n - 1 - i];
    out.append(text, n);
}

// " x y" in one append: the writer's (and the reader's layout check's) hot path.
void appendHexel(QByteArray &out, const Hexel &h)
{
    char text[16];
    int n = 0;
    for (int v : {h.x, h.y}) {
        text[n++] = ' ';
        char digits[8];
        int d = 0;
        unsigned u = unsigned(std::clamp(v, 0, 0xffff));
        do {
            digits[d++] = char('0' + u % 10);
            u /= 10;
        } while (u != 0);
        while (d > 0)
            text[n++] = digits[--d];
    }
    out.append(text, n);
}

void appendGroups(QByteArray &out, const std::vector<std::vector<Hexel>> &groups, const Layout &layout)
{
    out.append(layout.newline);
    appendNumber(out, qint64(groups.size()));
    for (const auto &group : groups) {
        out.append(' ');
        appendNumber(out, qint64(group.size()));
        for (const Hexel &h : group)
            appendHexel(out, h);
    }
}

// The moves of the game's main line, as the tree holds them.
std::vector<QByteArrayView> mainLineMoves(const GameTree &tree)
{
    std::vector<QByteArrayView> moves;
    for (NodeId id = tree.mainChild(tree.root()); id != NoNode; id = tree.mainChild(id))
        moves.push_back(tree.moveData(id));
    return moves;
}

// True when `text` (kept by the reader) reads as this game.
bool keptTextMatches(const QByteArray &text, int teamCount, const GameRecord &game)
{
    Scanner s(text);
    GameRecord reread;
    if (!readGame(s, teamCount, reread, false, nullptr, Layout()) || !s.atEnd())
        return false;
    const GameTree &a = reread.tree;
    const GameTree &b = game.tree;
    if (a.moveData(a.root()) != b.moveData(b.root()))
        return false;
    NodeId x = a.mainChild(a.root());
    NodeId y = b.mainChild(b.root());
    for (; x != NoNode && y != NoNode; x = a.mainChild(x), y = b.mainChild(y)) {
        if (a.moveTag(x) != b.moveTag(y) || a.moveData(x) != b.moveData(y))
            return false;
    }
    return x == NoNode && y == NoNode;
}

// Kept text may be empty (a log that ends without a line break after its last
// game has empty final results), which is not the same as none kept.
std::optional<QByteArray> rawValue(const std::vector<RawProperty> &props, const char *key)
{
    for (const RawProperty &p : props) {
        if (p.key == key && !p.values.isEmpty())
            return p.values.first();
    }
    return std::nullopt;
}

} // namespace

void appendHead(QByteArray &out, const QStringList &teams, int rounds, const Layout &layout)
{
    appendNumber(out, teams.size());
    for (const QString &team : teams) {
        out.append(layout.newline);
        out.append(team.toUtf8());
    }
    out.append(layout.newline);
    appendNumber(out, rounds);
}

void appendSetup(QByteArray &out, const RokkakuSetup &setup, const Layout &layout)
{
    out.append(layout.newline);
    for (std::size_t i = 0; i < setup.teams.size(); ++i) {
        if (i > 0)
            out.append(' ');
        appendNumber(out, setup.teams[i]);
    }
    out.append(layout.newline);
    appendNumber(out, setup.maxTurns);
    out.append(layout.newline);
    appendNumber(out, setup.width);
    out.append(' ');
    appendNumber(out, setup.height);
    out.append(layout.newline);
    appendNumber(out, qint64(setup.gates.size()));
    for (const Hexel &g : setup.gates)
        appendHexel(out, g);
    for (int t = 0; t < RokkakuTeams; ++t) {
        out.append(layout.newline);
        for (int a = 0; a < RokkakuAgentsPerTeam; ++a) {
            const Hexel &h = setup.agents[std::size_t(t * RokkakuAgentsPerTeam + a)];
            if (a > 0)
                out.append(' ');
            appendNumber(out, h.x);
            out.append(' ');
            appendNumber(out, h.y);
        }
    }
}

void appendTurn(QByteArray &out, const RokkakuTurn &turn, const Layout &layout)
{
    out.append(layout.newline);
    out.append('1');
    out.append(layout.newline);
    appendNumber(out, qint64(turn.moves.size()));
    for (const RokkakuMove &m : turn.moves) {
        appendHexel(out, m.from);
        appendHexel(out, m.to);
    }
    appendGroups(out, turn.syzygies, layout);
    out.append(layout.newline);
    appendNumber(out, qint64(turn.ownerChanges.size()));
    for (const RokkakuOwnerChange &c : turn.ownerChanges) {
        appendHexel(out, c.hexel);
        out.append(' ');
        appendNumber(out, c.team);
    }
    out.append(layout.newline);
    appendNumber(out, qint64(turn.frozen.size()));
    for (const RokkakuAgentId &a : turn.frozen) {
        out.append(' ');
        appendNumber(out, a.team);
        out.append(' ');
        appendNumber(out, a.agent);
    }
    appendGroups(out, turn.sieges, layout);
    appendGroups(out, turn.occupations, layout);
}

void appendGameEnd(QByteArray &out, const Layout &layout)
{
    out.append(layout.newline);
    out.append('0');
}

void appendResults(QByteArray &out, const std::vector<TournamentInfo::Result> &results, const Layout &layout)
{
    for (const TournamentInfo::Result &r : results) {
        out.append(layout.newline);
        if (r.rank > 0) {
            appendNumber(out, r.rank);
            out.append(' ');
        }
        appendNumber(out, r.team);
        out.append(' ');
        appendNumber(out, r.score);
    }
    out.append(layout.newline);
}

SaveResult write(const Collection &collection)
{
    SaveResult r;
    if (!collection.tournament) {
        r.error = RokkakuWriter::tr("a Rokkaku log holds a tournament; this file holds games without one");
        return r;
    }
    const TournamentInfo &info = *collection.tournament;
    const int teamCount = int(info.teams.size());
    if (teamCount == 0 || teamCount % RokkakuTeams != 0 || teamCount > RokkakuMaxNumber) {
        r.error
            = RokkakuWriter::tr("a Rokkaku tournament has a positive multiple of four teams, not %1").arg(teamCount);
        return r;
    }
    for (const QString &team : info.teams) {
        // What the reader takes for a whole name line: not blank, no white
        // space (in its ASCII sense) around it, not a comment, one line.
        const QByteArray line = team.toUtf8();
        const QByteArrayView trimmed = QByteArrayView(line).trimmed();
        if (trimmed.isEmpty() || trimmed.size() != line.size() || trimmed.startsWith("//") || line.contains('\n')) {
            r.error = RokkakuWriter::tr("the team name \"%1\" cannot be a line of a Rokkaku log").arg(team);
            return r;
        }
    }
    if (qint64(collection.games.size()) != qint64(info.rounds) * (teamCount / RokkakuTeams)) {
        //: %1 rounds, %2 teams, %3 games expected, %4 games in the file
        r.error = RokkakuWriter::tr("%1 rounds of %2 teams are %3 games; there are %4")
                      .arg(info.rounds)
                      .arg(teamCount)
                      .arg(qint64(info.rounds) * (teamCount / RokkakuTeams))
                      .arg(collection.games.size());
        return r;
    }
    const bool ownText = info.rawFormat == "rokkaku-log";
    Layout layout;
    if (const auto newline = rawValue(info.raw, "newline"); ownText && newline && !newline->isEmpty())
        layout.newline = *newline;

    QByteArray &out = r.data;
    // Text takes about three times the bytes of the encoded turns.
    qsizetype encoded = 0;
    for (const GameRecord &game : collection.games)
        encoded += qsizetype(game.tree.capacity()) * 48;
    out.reserve(encoded);
    QByteArray canonical;
    appendHead(canonical, info.teams, info.rounds, layout);
    const std::optional<QByteArray> head = ownText ? rawValue(info.raw, "head") : std::nullopt;
    bool headKept = false;
    if (head) {
        Scanner s(*head);
        QStringList teams;
        int rounds = 0;
        headKept = readHead(s, teams, rounds) && s.atEnd() && teams == info.teams && rounds == info.rounds;
    }
    out.append(headKept ? *head : canonical);

    bool variations = false;
    bool annotations = false;
    int number = 0;
    for (const GameRecord &game : collection.games) {
        ++number;
        const GameTree &tree = game.tree;
        const auto setup
            = game.kind == GameKind::Rokkaku && tree.moveTag(tree.root()) == std::uint8_t(RokkakuTag::Setup)
                ? decodeRokkakuSetup(tree.moveData(tree.root()))
                : std::nullopt;
        if (!setup) {
            r.error = RokkakuWriter::tr("game %1 is not a Rokkaku Conquest game").arg(number);
            return r;
        }
        for (int team : setup->teams) {
            if (team >= teamCount) {
                r.error = RokkakuWriter::tr("game %1 names team %2; the tournament has %3")
                              .arg(number)
                              .arg(team)
                              .arg(teamCount);
                return r;
            }
        }
        const auto kept = game.headerFormat == "rokkaku-log" ? rawValue(game.header, "text") : std::nullopt;
        if (kept && keptTextMatches(*kept, teamCount, game)) {
            out.append(*kept);
        } else {
            appendSetup(out, *setup, layout);
            for (QByteArrayView data : mainLineMoves(tree)) {
                const auto turn = decodeRokkakuTurn(data);
                if (!turn) {
                    r.error = RokkakuWriter::tr("game %1 holds a turn that is not a Rokkaku turn").arg(number);
                    return r;
                }
                appendTurn(out, *turn, layout);
            }
            appendGameEnd(out, layout);
        }
        const TreeStats stats = tree.stats();
        variations = variations || stats.leaves > 1;
        annotations = annotations || stats.comments > 0 || stats.evaluations > 0;
    }
    if (variations)
        r.warnings << RokkakuWriter::tr("a Rokkaku log holds the main line only; variations are not written");
    if (annotations)
        r.warnings << RokkakuWriter::tr("a Rokkaku log cannot hold comments or evaluations; they are not written");

    const std::optional<QByteArray> results = ownText ? rawValue(info.raw, "results") : std::nullopt;
    bool resultsKept = false;
    if (results) {
        Scanner s(*results);
        std::vector<TournamentInfo::Result> reread;
        resultsKept = readResults(s, teamCount, reread) && reread == info.results;
    }
    if (resultsKept)
        out.append(*results);
    else
        appendResults(out, info.results, layout);
    return r;
}

} // namespace kibitz::rokkaku
