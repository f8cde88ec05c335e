// libFuzzer harness: SGF collections of Hex and Twixt games. Besides the
// round trip, the game-by-game reading of kibitz-cli info, check and explore
// (sgf::readEach without texts, in two parts) must fail or succeed as read()
// does, at the same place, and hand over the same number of games.
#include "roundtrip.h"

#include "formats/sgf/sgfgames.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    kibitz::fuzz::checkRoundTrip(input, kibitz::FileFormat::Sgf);

    const kibitz::LoadResult whole = kibitz::sgf::read(input);
    std::size_t games = 0, nodes = 0;
    kibitz::sgf::GameVisitor visitor;
    visitor.begin = [&](int) { games = nodes = 0; };
    visitor.game = [&](int, kibitz::GameRecord &g) { // two parts run on two threads: counted only
        __atomic_add_fetch(&games, 1, __ATOMIC_RELAXED);
        __atomic_add_fetch(&nodes, g.tree.stats().nodes, __ATOMIC_RELAXED);
    };
    kibitz::ReadOptions lean;
    lean.withoutTexts = true;
    const kibitz::LoadResult each = kibitz::sgf::readEach(input, visitor, lean, 2);
    if (each.ok() != whole.ok() || each.error.message != whole.error.message || each.error.offset != whole.error.offset
        || each.warnings != whole.warnings || each.violations != whole.violations)
        kibitz::fuzz::failure("readEach without texts fails unlike read",
                              each.error.message + u'|' + whole.error.message);
    if (whole.ok() && games != whole.collection->games.size())
        kibitz::fuzz::failure("readEach without texts hands over another number of games", QString::number(games));
    return 0;
}
