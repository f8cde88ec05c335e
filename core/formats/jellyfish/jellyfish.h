#pragma once

// Jellyfish match files (.mat), the text format GNU Backgammon imports
// ("import mat"): written only, for standard backgammon games.

#include "formats/formatresult.h"

namespace kibitz::jellyfish {

// Writes the backgammon games of the collection as one match; acey-deucey and
// tabula games are skipped with a warning, so are the games from the first
// one that starts another match on, and a collection without a backgammon
// game is refused.
SaveResult write(const Collection &collection);

} // namespace kibitz::jellyfish
