#pragma once

// Twixt notation of twixt-sgf-ff4.txt: holes are column letters (A..Z, AA,
// AB, ... up to 702 columns) and a 1-based row number, row 1 at the top. Link
// centres use an apostrophe for the half position: a steep link (one column,
// two rows apart) is letter + ' + number ("I'3": between columns I and J, on
// row 3); a shallow link (two columns, one row apart) is letter + number + '
// ("J4'": on column J, between rows 4 and 5). The older notation writes the
// star instead ("B*3", "C2*"). '/' names the link at a centre that rises to the
// right on screen (its right end on the smaller row number), '\' the one that
// falls.

#include "games/twixt/twixtmove.h"

#include <QString>
#include <QStringView>

#include <array>
#include <optional>

namespace kibitz::twixtnotation {

// Column index from letters (case-insensitive), -1 when invalid.
int columnFromLetters(QStringView letters);
QString columnLetters(int column);

// A hole such as "K4" or "aa12" -> (x, y), 0-based.
std::optional<std::pair<int, int>> parseHole(QStringView text);
QString holeName(int x, int y);

struct LinkCenter {
    bool steep = false;
    // Steep: the link lies between columns x and x+1, centred on row y.
    // Shallow: the link is centred on column x, between rows y and y+1.
    int x = 0;
    int y = 0;
    bool operator==(const LinkCenter &) const = default;
};

std::optional<LinkCenter> parseLinkCenter(QStringView text);
QString linkCenterName(const LinkCenter &center);
LinkCenter centerOf(const TwixtLink &link);
// The two links that share a centre: [0] falls to the right ('\'), [1] rises ('/').
std::array<TwixtLink, 2> linksAt(const LinkCenter &center);
bool risesToTheRight(const TwixtLink &link);

// The long-move text of a move: "-I'3 -J4' \I'4 K4"; a plain move is its hole.
QString moveText(const TwixtMove &move);

} // namespace kibitz::twixtnotation
