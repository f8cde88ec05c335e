#pragma once

// The parts of a Rokkaku log (head, games, final results), read and written
// one at a time. Shared by the reader and the writer: the reader compares what
// it read with what the writer would write to decide which text to keep, and
// the writer reads kept text again to make sure it still says what the model
// says. Internal to formats/rokkaku.

#include "formats/formatresult.h"
#include "games/rokkaku/rokkakuturn.h"

namespace kibitz::rokkaku {

struct Layout {
    QByteArray newline = "\n";
};

// The writer's layout. A part starts with the line break that separates it
// from what comes before (the head, which starts the file, excepted); the
// final results end with a line break, so the file does.
void appendHead(QByteArray &out, const QStringList &teams, int rounds, const Layout &layout);
void appendSetup(QByteArray &out, const RokkakuSetup &setup, const Layout &layout);
void appendTurn(QByteArray &out, const RokkakuTurn &turn, const Layout &layout);
void appendGameEnd(QByteArray &out, const Layout &layout);
void appendResults(QByteArray &out, const std::vector<TournamentInfo::Result> &results, const Layout &layout);

// Reads numbers separated by white space and `//` comments, and reports
// problems with their place.
class Scanner {
public:
    explicit Scanner(QByteArrayView source, qsizetype start = 0)
        : m_source(source)
        , m_pos(start)
    { }
    qsizetype pos() const { return m_pos; }
    void setPos(qsizetype pos) { m_pos = pos; }
    QByteArrayView source() const { return m_source; }
    // Skips white space and comments; true at the end of the text.
    bool atEnd();
    // The next number, at most `max`; `what` names it in messages (a text
    // marked QT_TRANSLATE_NOOP("RokkakuReader", ...)). Returns false (and
    // fills error()) when there is none or it is not a number.
    bool number(qint64 max, qint64 &value, const char *what);
    bool number(int &value, const char *what);
    // Where the last number started.
    qsizetype lastStart() const { return m_lastStart; }
    void fail(qsizetype offset, const QString &message);
    const FormatError &error() const { return m_error; }

private:
    QByteArrayView m_source;
    qsizetype m_pos = 0;
    qsizetype m_lastStart = 0;
    FormatError m_error;
};

// The head: the number of teams, their names and the number of rounds. The
// scanner is left after the number of rounds.
bool readHead(Scanner &scanner, QStringList &teams, int &rounds);
// One game record, from its team list to the 0 that ends it. `canonical`
// (when given) receives what the writer would write for it.
bool readGame(Scanner &scanner, int teamCount, GameRecord &game, bool locations, QByteArray *canonical,
              const Layout &layout);
// The final results, up to the end of the text.
bool readResults(Scanner &scanner, int teamCount, std::vector<TournamentInfo::Result> &results);

} // namespace kibitz::rokkaku
