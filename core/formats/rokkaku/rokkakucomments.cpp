#include "formats/rokkaku/rokkakucomments.h"

#include <QByteArray>

namespace kibitz::rokkaku {

namespace {

// Reads the numbers of a comment line, each after its label ("area = "),
// in the order the runtime writes them; false when a label is missing.
bool labelled(QByteArrayView line, qint64 lineStart, std::initializer_list<const char *> labels, ResultComment &c)
{
    qsizetype pos = 0;
    for (const char *label : labels) {
        const qsizetype at = line.indexOf(QByteArrayView(label), pos);
        if (at < 0)
            return false;
        pos = at + qsizetype(qstrlen(label));
        while (pos < line.size() && line[pos] == ' ')
            ++pos;
        const qsizetype start = pos;
        bool negative = false;
        if (pos < line.size() && line[pos] == '-') {
            negative = true;
            ++pos;
        }
        qint64 value = 0;
        while (pos < line.size() && line[pos] >= '0' && line[pos] <= '9' && value < (qint64(1) << 50))
            value = value * 10 + (line[pos++] - '0');
        if (pos == start + (negative ? 1 : 0))
            return false;
        c.values.push_back(negative ? -value : value);
        c.offsets.push_back(lineStart + start);
    }
    return true;
}

} // namespace

std::vector<ResultComment> resultComments(QByteArrayView content, qint64 from)
{
    std::vector<ResultComment> comments;
    enum class Section { None, GameScores, Ranking } section = Section::None;
    int round = -1;
    qsizetype start = qsizetype(std::max<qint64>(from, 0));
    while (start < content.size()) {
        qsizetype end = content.indexOf('\n', start);
        if (end < 0)
            end = content.size();
        const qsizetype slashes = content.sliced(start, end - start).indexOf("//");
        if (slashes < 0) {
            if (!content.sliced(start, end - start).trimmed().isEmpty())
                section = Section::None; // data ends a list of scores
            start = end + 1;
            continue;
        }
        const qsizetype textStart = start + slashes + 2;
        const QByteArrayView text = content.sliced(textStart, end - textStart);
        const QByteArrayView trimmed = text.trimmed();
        ResultComment c;
        if (trimmed.startsWith("Current Area Sizes:")) {
            section = Section::None;
            c.kind = ResultComment::Kind::Areas;
            if (labelled(text, textStart, {":", " ", " ", " "}, c))
                comments.push_back(std::move(c));
        } else if (trimmed.startsWith("Game scores")) {
            section = Section::GameScores;
        } else if (trimmed.startsWith("Ranking after round")) {
            section = Section::Ranking;
            ResultComment header;
            round = labelled(text, textStart, {"round"}, header) ? int(header.values[0]) : -1;
        } else if (section == Section::GameScores) {
            c.kind = ResultComment::Kind::GameScore;
            if (labelled(text, textStart,
                         {"", ": team", "; area =", "; points =", "; total points =", "; ratio sum =", "; area sum ="},
                         c))
                comments.push_back(std::move(c));
        } else if (section == Section::Ranking) {
            c.kind = ResultComment::Kind::Ranking;
            c.round = round;
            if (labelled(text, textStart, {"", ": team", "; total points =", "; ratio sum =", "; area sum ="}, c))
                comments.push_back(std::move(c));
        } else if (slashes > 0 && !content.sliced(start, slashes).trimmed().isEmpty()) {
            section = Section::None;
        }
        start = end + 1;
    }
    return comments;
}

} // namespace kibitz::rokkaku
