#include "formats/sgf/sgfmarkup.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>

namespace kibitz::sgfmarkup {

namespace {

// The translation context of this file's messages (core/ uses QtCore only).
struct SgfMarkup {
    Q_DECLARE_TR_FUNCTIONS(SgfMarkup)
};

// In MarkShape's order.
constexpr std::array<const char *, MarkShapeCount> kShapeIds = {"TR", "SQ", "CR", "MA", "SL", "DD"};
constexpr std::array<const char *, 4> kMoveIds = {"TE", "BM", "DO", "IT"}; // MoveMark - 1
constexpr std::array<const char *, 4> kPositionIds = {"GB", "GW", "DM", "UC"}; // PositionMark - 1

int indexOf(QByteArrayView identifier, const auto &ids)
{
    for (std::size_t i = 0; i < ids.size(); ++i) {
        if (identifier == QByteArrayView(ids[i]))
            return int(i);
    }
    return -1;
}

// FF[4] Double: "1" normal, "2" emphasized.
std::optional<int> readDouble(std::span<const QByteArrayView> values)
{
    if (values.size() != 1)
        return std::nullopt;
    const QByteArrayView v = values[0].trimmed();
    if (v == "1")
        return 1;
    if (v == "2")
        return 2;
    return std::nullopt;
}

QString quoted(QByteArrayView value)
{
    return QString::fromUtf8(value.first(std::min<qsizetype>(value.size(), 40)));
}

} // namespace

bool isMarkupIdentifier(QByteArrayView identifier)
{
    return indexOf(identifier, kShapeIds) >= 0 || indexOf(identifier, kMoveIds) >= 0
        || indexOf(identifier, kPositionIds) >= 0 || identifier == "HO" || identifier == "LB" || identifier == "AR"
        || identifier == "LN";
}

bool readProperty(QByteArrayView identifier, std::span<const QByteArrayView> values, const Reading &reading,
                  NodeMarkup &markup, QString *why)
{
    auto refuse = [&](const QString &reason) {
        if (why)
            *why = reason;
        return false;
    };
    auto point = [&](QByteArrayView raw, MarkCell &cell, QString &reason) {
        const QByteArray text = SgfDocument::unescape(raw, SgfTextMode::SimpleText).trimmed();
        const auto p = reading.point(text);
        if (!p) {
            //: %1 is a value of the file
            reason = SgfMarkup::tr("'%1' is not a point of the board").arg(quoted(text));
            return false;
        }
        cell = *p;
        return true;
    };
    QString reason;
    if (const int shape = indexOf(identifier, kShapeIds); shape >= 0) {
        CellList list = markup.shapes[std::size_t(shape)];
        const bool dimmed = MarkShape(shape) == MarkShape::Dimmed;
        if (values.size() == 1 && values[0].trimmed().isEmpty()) {
            if (!dimmed || !list.isEmpty())
                return refuse(SgfMarkup::tr("an empty list of points"));
            markup.undim = true;
            return true;
        }
        for (const QByteArrayView raw : values) {
            MarkCell a, b;
            if (const auto range = SgfDocument::splitCompose(raw)) {
                if (!point(range->first, a, reason) || !point(range->second, b, reason))
                    return refuse(reason);
            } else if (!point(raw, a, reason)) {
                return refuse(reason);
            } else {
                b = a;
            }
            list.appendRange({a, b});
        }
        markup.shapes[std::size_t(shape)] = std::move(list);
        return true;
    }
    if (const int move = indexOf(identifier, kMoveIds); move >= 0) {
        if (markup.move != MoveMark::None)
            return refuse(SgfMarkup::tr("a second mark of the move"));
        const MoveMark mark = MoveMark(move + 1);
        int emphasis = 1;
        if (mark == MoveMark::Good || mark == MoveMark::Bad) {
            const auto d = readDouble(values);
            if (!d)
                return refuse(SgfMarkup::tr("the value is not 1 or 2"));
            emphasis = *d;
        } else if (values.size() != 1 || !values[0].trimmed().isEmpty()) {
            return refuse(SgfMarkup::tr("the value is not empty"));
        }
        markup.move = mark;
        markup.moveEmphasis = emphasis;
        return true;
    }
    if (const int position = indexOf(identifier, kPositionIds); position >= 0 || identifier == "HO") {
        const auto d = readDouble(values);
        if (!d)
            return refuse(SgfMarkup::tr("the value is not 1 or 2"));
        if (position < 0) {
            if (markup.hotspot)
                return refuse(SgfMarkup::tr("a second hotspot"));
            markup.hotspot = *d;
            return true;
        }
        if (markup.position != PositionMark::None)
            return refuse(SgfMarkup::tr("a second mark of the position"));
        markup.position = PositionMark(position + 1);
        markup.positionEmphasis = *d;
        return true;
    }
    if (identifier == "LB") {
        std::vector<BoardLabel> labels = markup.labels;
        for (const QByteArrayView raw : values) {
            const auto parts = SgfDocument::splitCompose(raw);
            MarkCell at;
            if (!parts)
                return refuse(SgfMarkup::tr("'%1' is not a point and a text").arg(quoted(raw)));
            if (!point(parts->first, at, reason))
                return refuse(reason);
            const QString text
                = reading.decode(SgfDocument::unescape(parts->second, SgfTextMode::SimpleText)).trimmed();
            if (text.isEmpty())
                return refuse(SgfMarkup::tr("a label without text"));
            labels.push_back({at, text});
        }
        markup.labels = std::move(labels);
        return true;
    }
    if (identifier == "AR" || identifier == "LN") {
        std::vector<BoardLine> &target = identifier == "AR" ? markup.arrows : markup.lines;
        std::vector<BoardLine> lines = target;
        for (const QByteArrayView raw : values) {
            const auto parts = SgfDocument::splitCompose(raw);
            MarkCell a, b;
            if (!parts)
                return refuse(SgfMarkup::tr("'%1' is not two points").arg(quoted(raw)));
            if (!point(parts->first, a, reason) || !point(parts->second, b, reason))
                return refuse(reason);
            if (a == b)
                return refuse(SgfMarkup::tr("'%1' goes from a point to itself").arg(quoted(raw)));
            lines.push_back({a, b});
        }
        target = std::move(lines);
        return true;
    }
    return refuse(SgfMarkup::tr("not a mark"));
}

QByteArray positionIdentifier(PositionMark mark)
{
    return mark == PositionMark::None ? QByteArray() : QByteArray(kPositionIds[std::size_t(mark) - 1]);
}

void write(SgfWriter &out, const NodeMarkup &markup, const std::function<QByteArray(MarkCell)> &pointText)
{
    if (markup.move != MoveMark::None) {
        const bool isDouble = markup.move == MoveMark::Good || markup.move == MoveMark::Bad;
        out.property(kMoveIds[std::size_t(markup.move) - 1],
                     isDouble ? QByteArray::number(markup.moveEmphasis >= 2 ? 2 : 1) : QByteArray());
    }
    if (markup.position != PositionMark::None)
        out.property(positionIdentifier(markup.position), QByteArray::number(markup.positionEmphasis >= 2 ? 2 : 1));
    if (markup.hotspot)
        out.property("HO", QByteArray::number(markup.hotspot >= 2 ? 2 : 1));
    for (int s = 0; s < MarkShapeCount; ++s) {
        const CellList &list = markup.shapes[std::size_t(s)];
        if (list.isEmpty()) {
            if (MarkShape(s) == MarkShape::Dimmed && markup.undim)
                out.property("DD", QByteArray());
            continue;
        }
        out.beginProperty(kShapeIds[std::size_t(s)]);
        for (const CellRange &r : list.ranges()) {
            if (r.first == r.last)
                out.value(pointText(r.first));
            else
                out.value(pointText(r.first) + ':' + pointText(r.last), SgfValueEscaping::Raw);
        }
    }
    if (!markup.labels.empty()) {
        out.beginProperty("LB");
        for (const BoardLabel &l : markup.labels)
            out.value(SgfWriter::composeValue(pointText(l.at), l.text.toUtf8()), SgfValueEscaping::Raw);
    }
    for (const auto &[id, lines] : {std::pair{"AR", &markup.arrows}, std::pair{"LN", &markup.lines}}) {
        if (lines->empty())
            continue;
        out.beginProperty(id);
        for (const BoardLine &l : *lines)
            out.value(pointText(l.from) + ':' + pointText(l.to), SgfValueEscaping::Raw);
    }
}

} // namespace kibitz::sgfmarkup
