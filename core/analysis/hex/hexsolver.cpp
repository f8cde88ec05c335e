#include "analysis/hex/hexsolver.h"

#include "analysis/hex/hexdfpn.h"

#include <QElapsedTimer>

#include <algorithm>
#include <atomic>
#include <memory>
#include <mutex>
#include <thread>

namespace kibitz {

namespace {

using namespace hexsolve;

template <int W>
HexSolveResult solveWith(const HexPosition &position, const HexSolveOptions &options, HexSolver::Moves mode)
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
    const qint64 limitNs = options.seconds > 0 ? qint64(options.seconds * 1e9) : -1;
    // Shared by the threads: a stop for all (one of them ran out), the
    // positions expanded, and one observer call at a time.
    std::atomic<bool> abort{false};
    std::atomic<std::int64_t> nodes{0};
    std::mutex observing;
    const auto stopNow = [&] {
        return abort.load(std::memory_order_relaxed) || (limitNs >= 0 && clock.nsecsElapsed() > limitNs)
            || (options.stop && options.stop->load(std::memory_order_relaxed))
            || (options.cancelled && options.cancelled());
    };
    const auto attach = [&](Dfpn<W> &d) {
        d.setStop([&, counted = std::int64_t(0), dfpn = &d]() mutable {
            const std::int64_t now = dfpn->expansions();
            if (now - counted >= 2048) {
                const std::int64_t total = nodes.fetch_add(now - counted) + (now - counted);
                counted = now;
                if (options.onProgress) {
                    const std::lock_guard lock(observing);
                    options.onProgress(total);
                }
            }
            return stopNow();
        });
    };
    // One table for all threads: a position one proves is proven for all.
    const int threads = std::clamp(options.threads, 1, 64);
    const auto table = std::make_shared<TranspositionTable>(ttBits, threads > 1);
    std::vector<std::unique_ptr<Dfpn<W>>> searches;
    searches.push_back(std::make_unique<Dfpn<W>>(g, ttBits, solverVcLimits(), table));
    Dfpn<W> &dfpn = *searches.front();
    attach(dfpn);
    const auto finish = [&](int winner) {
        result.winner = winner;
        result.nodes = 0;
        for (const auto &d : searches)
            result.nodes += d->expansions();
        result.seconds = double(clock.nsecsElapsed()) / 1e9;
        if (winner == 0)
            result.winningMoves.clear();
        return result;
    };
    const auto outcome = dfpn.solve(root);
    if (outcome == Dfpn<W>::Outcome::Unknown)
        return finish(0);
    const int me = root.toMove;
    const int winner = outcome == Dfpn<W>::Outcome::Win ? me : 3 - me;
    if (options.onWinner)
        options.onWinner(winner);
    if (winner != me || mode == HexSolver::Moves::None)
        return finish(winner);
    const auto moveOf = [&](int c) { return std::make_pair(c % g.columns, c / g.columns); };
    const auto childOf = [&](int c) {
        Board<W> child = root;
        child.of(me).set(c);
        child.toMove = 3 - me;
        return child;
    };
    // One winning move: the root's proof went through one, most likely
    // among the first of the search's order, already in the table.
    Bits<W> losing;
    Bits<W> winning;
    for (int c : dfpn.likelyWinners(root)) {
        const auto o = dfpn.solve(childOf(c));
        if (o == Dfpn<W>::Outcome::Unknown)
            return finish(0);
        if (o == Dfpn<W>::Outcome::Loss) {
            winning.set(c);
            if (options.onWinningMove)
                options.onWinningMove(moveOf(c).first, moveOf(c).second);
            break;
        }
        losing.set(c);
    }
    if (mode == HexSolver::Moves::One) {
        winning.forEach([&](int c) { result.winningMoves.push_back(moveOf(c)); });
        return finish(me);
    }
    // Every move is proven on its own: a move the search skipped (outside
    // the mustplay region, or filled in as inferior) may win too. A move
    // dominated by one that loses (hexinferior.h) loses too; the moves that
    // dominate most are solved first.
    const Bits<W> empty = g.all.minus(root.occupied());
    const Inferior<W> inferior(g);
    std::vector<Bits<W>> dominated(std::size_t(g.cells));
    std::vector<int> order;
    empty.forEach([&](int m) {
        dominated[std::size_t(m)] = inferior.dominatedBy(root, me, m);
        if (losing.test(m))
            losing |= dominated[std::size_t(m)];
        else if (!winning.test(m))
            order.push_back(m);
    });
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return dominated[std::size_t(a)].count() > dominated[std::size_t(b)].count();
    });
    // The moves are handed out in order; `losing` and `winning` are kept
    // under the observers' lock.
    std::atomic<std::size_t> next{0};
    std::atomic<bool> unknown{false};
    const auto work = [&](Dfpn<W> &search) {
        for (std::size_t i = next++; i < order.size() && !unknown; i = next++) {
            const int c = order[i];
            {
                const std::lock_guard lock(observing);
                if (losing.test(c))
                    continue;
            }
            const auto o = search.solve(childOf(c));
            if (o == Dfpn<W>::Outcome::Unknown) {
                unknown = true;
                abort = true;
                return;
            }
            const std::lock_guard lock(observing);
            if (o == Dfpn<W>::Outcome::Loss) {
                winning.set(c);
                if (options.onWinningMove)
                    options.onWinningMove(moveOf(c).first, moveOf(c).second);
            } else {
                losing |= dominated[std::size_t(c)];
            }
        }
    };
    for (int t = 1; t < threads && std::size_t(t) < order.size(); ++t) {
        searches.push_back(std::make_unique<Dfpn<W>>(g, ttBits, solverVcLimits(), table));
        attach(*searches.back());
    }
    {
        std::vector<std::thread> helpers;
        for (std::size_t t = 1; t < searches.size(); ++t)
            helpers.emplace_back([&, t] { work(*searches[t]); });
        work(dfpn);
        for (std::thread &h : helpers)
            h.join();
    }
    if (unknown)
        return finish(0);
    winning.forEach([&](int c) { result.winningMoves.push_back(moveOf(c)); });
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
    return run(position, Moves::All);
}

HexSolveResult HexSolver::solveWinner(const HexPosition &position)
{
    return run(position, Moves::None);
}

HexSolveResult HexSolver::solveOne(const HexPosition &position)
{
    return run(position, Moves::One);
}

HexSolveResult HexSolver::run(const HexPosition &position, Moves moves)
{
    const int cells = position.columns() * position.rows();
    if (cells <= 64 && !m_options.wideBoard)
        return solveWith<1>(position, m_options, moves);
    if (cells <= 6 * 64)
        return solveWith<6>(position, m_options, moves);
    HexSolveResult r;
    r.supported = false;
    r.toMove = position.toMove();
    return r;
}

} // namespace kibitz
