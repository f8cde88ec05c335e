#include "analysis/hex/hexsolver.h"

#include "analysis/hex/hexdfpn.h"

#include <QElapsedTimer>

#include <algorithm>

namespace kibitz {

namespace {

using namespace hexsolve;

template <int W>
HexSolveResult solveWith(const HexPosition &position, const HexSolveOptions &options, bool allMoves)
{
    QElapsedTimer clock;
    clock.start();
    HexSolveResult result;
    result.toMove = position.toMove();
    const Geometry<W> g(position.columns(), position.rows());
    Board<W> root;
    root.toMove = position.toMove();
    for (int y = 0; y < position.rows(); ++y) {
        for (int x = 0; x < position.columns(); ++x) {
            if (const int p = position.at(x, y))
                root.of(p).set(y * g.columns + x);
        }
    }
    if (const int w = position.winner()) {
        result.winner = w;
        result.seconds = double(clock.nsecsElapsed()) / 1e9;
        return result;
    }
    const int ttBits = options.ttBits > 0 ? options.ttBits : std::clamp(4 + g.cells / 3, 14, 21);
    Dfpn<W> dfpn(g, ttBits);
    const qint64 limitNs = options.seconds > 0 ? qint64(options.seconds * 1e9) : -1;
    dfpn.setStop(
        [&] { return (limitNs >= 0 && clock.nsecsElapsed() > limitNs) || (options.cancelled && options.cancelled()); });
    const auto finish = [&](int winner) {
        result.winner = winner;
        result.nodes = dfpn.expansions();
        result.seconds = double(clock.nsecsElapsed()) / 1e9;
        if (winner == 0)
            result.winningMoves.clear();
        return result;
    };
    const auto outcome = dfpn.solve(root);
    if (outcome == Dfpn<W>::Outcome::Unknown)
        return finish(0);
    const int me = root.toMove;
    if (outcome == Dfpn<W>::Outcome::Loss || !allMoves)
        return finish(outcome == Dfpn<W>::Outcome::Win ? me : 3 - me);
    // Every move is proven on its own: a move the search skipped (outside
    // the mustplay region, or filled in as inferior) may win too. A move
    // dominated by one that loses (hexinferior.h) loses too; the moves that
    // dominate most are solved first.
    const Bits<W> empty = g.all.minus(root.occupied());
    const Inferior<W> inferior(g);
    std::vector<Bits<W>> dominated(std::size_t(g.cells));
    std::vector<int> order;
    empty.forEach([&](int m) {
        order.push_back(m);
        dominated[std::size_t(m)] = inferior.dominatedBy(root, me, m);
    });
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return dominated[std::size_t(a)].count() > dominated[std::size_t(b)].count();
    });
    Bits<W> losing;
    Bits<W> winning;
    for (int c : order) {
        if (losing.test(c))
            continue;
        Board<W> child = root;
        child.of(me).set(c);
        child.toMove = 3 - me;
        const auto o = dfpn.solve(child);
        if (o == Dfpn<W>::Outcome::Unknown)
            return finish(0);
        if (o == Dfpn<W>::Outcome::Loss)
            winning.set(c);
        else
            losing |= dominated[std::size_t(c)];
    }
    winning.forEach([&](int c) { result.winningMoves.emplace_back(c % g.columns, c / g.columns); });
    return finish(me);
}

} // namespace

HexSolver::HexSolver(HexSolveOptions options)
    : m_options(std::move(options))
{ }

bool HexSolver::solves(GameKind kind)
{
    return kind == GameKind::Hex;
}

HexSolveResult HexSolver::solve(const HexPosition &position)
{
    return run(position, true);
}

HexSolveResult HexSolver::solveWinner(const HexPosition &position)
{
    return run(position, false);
}

HexSolveResult HexSolver::run(const HexPosition &position, bool allMoves)
{
    const int cells = position.columns() * position.rows();
    if (cells <= 64 && !m_options.wideBoard)
        return solveWith<1>(position, m_options, allMoves);
    if (cells <= 6 * 64)
        return solveWith<6>(position, m_options, allMoves);
    HexSolveResult r;
    r.supported = false;
    r.toMove = position.toMove();
    return r;
}

} // namespace kibitz
