#include "analysis/backgammon/matchequity.h"

#include <QCoreApplication>
#include <QFile>
#include <QXmlStreamReader>

#include <mutex>

namespace kibitz::bganalysis {

std::optional<double> MatchEquityTable::equityAfter(int matchLength, int score1, int score2, int player, int points,
                                                    int winner) const
{
    // What each needs after the game, less one (gnubg's n0, n1).
    const int n1 = matchLength - (score1 + (winner == 1 ? points : 0)) - 1;
    const int n2 = matchLength - (score2 + (winner == 2 ? points : 0)) - 1;
    if (n1 < 0)
        return player == 1 ? 1.0 : 0.0;
    if (n2 < 0)
        return player == 2 ? 1.0 : 0.0;
    // A player needing one point now: the next game is after the Crawford
    // game (the Crawford game itself also has a player needing one).
    if (matchLength - score1 == 1 || matchLength - score2 == 1) {
        if (n1 == 0) { // player 1 leads
            if (std::size_t(n2) >= post.size())
                return std::nullopt;
            return player == 2 ? post[std::size_t(n2)] : 1.0 - post[std::size_t(n2)];
        }
        if (std::size_t(n1) >= post.size())
            return std::nullopt;
        return player == 1 ? post[std::size_t(n1)] : 1.0 - post[std::size_t(n1)];
    }
    if (std::size_t(n1) >= pre.size() || std::size_t(n2) >= pre[std::size_t(n1)].size())
        return std::nullopt;
    const double first = pre[std::size_t(n1)][std::size_t(n2)];
    return player == 1 ? first : 1.0 - first;
}

std::optional<double> MatchEquityTable::mwcToEmg(double mwc, int matchLength, int score1, int score2, int player,
                                                 int cube) const
{
    const auto win = equityAfter(matchLength, score1, score2, player, cube, player);
    const auto lose = equityAfter(matchLength, score1, score2, player, cube, 3 - player);
    if (!win || !lose || *win == *lose)
        return std::nullopt;
    return (2.0 * mwc - (*win + *lose)) / (*win - *lose);
}

std::optional<double> MatchEquityTable::emgToMwc(double emg, int matchLength, int score1, int score2, int player,
                                                 int cube) const
{
    const auto win = equityAfter(matchLength, score1, score2, player, cube, player);
    const auto lose = equityAfter(matchLength, score1, score2, player, cube, 3 - player);
    if (!win || !lose)
        return std::nullopt;
    return (emg * (*win - *lose) + *win + *lose) / 2.0;
}

std::optional<MatchEquityTable> readMatchEquityTable(const QString &path, QString *error)
{
    const auto fail = [&](const QString &why) {
        if (error)
            *error = QCoreApplication::translate("MatchEquity", "match equity table %1: %2").arg(path, why);
        return std::nullopt;
    };
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(file.errorString());
    MatchEquityTable table;
    QXmlStreamReader xml(&file);
    enum class In { None, Pre, Post } in = In::None;
    bool postDone = false;
    std::vector<double> row;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == QLatin1String("name")) {
                table.name = xml.readElementText().trimmed();
            } else if (name == QLatin1String("pre-crawford-table")) {
                if (xml.attributes().value(QLatin1String("type")) != QLatin1String("explicit"))
                    return fail(QCoreApplication::translate("MatchEquity", "line %1: only explicit tables are read")
                                    .arg(xml.lineNumber()));
                in = In::Pre;
            } else if (name == QLatin1String("post-crawford-table")) {
                if (xml.attributes().value(QLatin1String("type")) != QLatin1String("explicit"))
                    return fail(QCoreApplication::translate("MatchEquity", "line %1: only explicit tables are read")
                                    .arg(xml.lineNumber()));
                in = postDone ? In::None : In::Post; // gnubg's tables hold one for both players
            } else if (name == QLatin1String("row")) {
                row.clear();
            } else if (name == QLatin1String("me") && in != In::None) {
                bool ok = false;
                const double v = xml.readElementText().trimmed().toDouble(&ok);
                if (!ok || v < 0.0 || v > 1.0)
                    return fail(QCoreApplication::translate("MatchEquity", "line %1: not a winning chance")
                                    .arg(xml.lineNumber()));
                row.push_back(v);
            }
        } else if (xml.isEndElement()) {
            const auto name = xml.name();
            if (name == QLatin1String("row") && in == In::Pre) {
                table.pre.push_back(row);
            } else if (name == QLatin1String("row") && in == In::Post) {
                table.post = row;
            } else if (name == QLatin1String("pre-crawford-table")) {
                in = In::None;
            } else if (name == QLatin1String("post-crawford-table")) {
                postDone = postDone || in == In::Post;
                in = In::None;
            }
        }
    }
    if (xml.hasError())
        return fail(
            QCoreApplication::translate("MatchEquity", "line %1: %2").arg(xml.lineNumber()).arg(xml.errorString()));
    if (table.pre.empty() || table.post.empty())
        return fail(QCoreApplication::translate("MatchEquity", "no pre- and post-Crawford tables"));
    return table;
}

QString defaultMatchEquityTablePath()
{
    const QString own = qEnvironmentVariable("KIBITZ_GNUBG_MET");
    return own.isEmpty() ? QStringLiteral("/usr/share/gnubg/met/Kazaross-XG2.xml") : own;
}

const MatchEquityTable *defaultMatchEquityTable(QString *error)
{
    static std::once_flag once;
    static std::optional<MatchEquityTable> table;
    static QString why;
    std::call_once(once, [] { table = readMatchEquityTable(defaultMatchEquityTablePath(), &why); });
    if (!table && error)
        *error = why;
    return table ? &*table : nullptr;
}

} // namespace kibitz::bganalysis
