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
    // Larger boards' entries are more than twice as large (their proof sets).
    const int ttBits = options.ttBits > 0 ? options.ttBits : std::clamp(4 + g.cells / 3, 14, W == 1 ? 21 : 20);
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
    const auto table = std::make_shared<TranspositionTable<W>>(ttBits, threads > 1);
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
    const int me = root.toMove;
    const auto moveOf = [&](int c) { return std::make_pair(c % g.columns, c / g.columns); };
    const auto childOf = [&](int c) {
        Board<W> child = root;
        child.of(me).set(c);
        child.toMove = 3 - me;
        return child;
    };
    // A move dominated by one that loses (hexinferior.h) loses too, and so
    // does one outside a losing move's proof set (hexdfpn.h): what every
    // move's proof skips (none is skipped for one winning move).
    const Bits<W> empty = g.all.minus(root.occupied());
    std::vector<Bits<W>> dominated(std::size_t(g.cells));
    if (mode == HexSolver::Moves::All) {
        const Inferior<W> inferior(g);
        empty.forEach([&](int m) { dominated[std::size_t(m)] = inferior.dominatedBy(root, me, m); });
    }
    Bits<W> losing;
    Bits<W> winning;
    const auto refuted = [&](const Dfpn<W> &search, int c) {
        losing.set(c);
        losing |= dominated[std::size_t(c)];
        losing |= empty.minus(search.proofSet(childOf(c))).minus(winning);
    };
    bool winnerTold = false;
    const auto tellWinner = [&](int winner) {
        if (!winnerTold && options.onWinner)
            options.onWinner(winner);
        winnerTold = true;
    };
    for (int t = 1; t < threads && mode == HexSolver::Moves::All; ++t) {
        searches.push_back(std::make_unique<Dfpn<W>>(g, ttBits, solverVcLimits(), table));
        attach(*searches.back());
    }
    // Proves each of `moves` winning or losing, on the threads: the moves
    // are handed out in order, a move dominated by one found losing is
    // skipped; `losing`, `winning` and the observers are kept under the
    // observers' lock. False when the time ran out or the solve was stopped.
    const auto prove = [&](const std::vector<int> &moves) {
        std::atomic<std::size_t> next{0};
        std::atomic<bool> unknown{false};
        const auto work = [&](Dfpn<W> &search) {
            for (std::size_t i = next++; i < moves.size() && !unknown; i = next++) {
                const int c = moves[i];
                {
                    const std::lock_guard lock(observing);
                    if (losing.test(c) || winning.test(c))
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
                    tellWinner(me);
                    if (options.onWinningMove)
                        options.onWinningMove(moveOf(c).first, moveOf(c).second);
                } else {
                    refuted(search, c);
                }
            }
        };
        std::vector<std::thread> helpers;
        for (std::size_t t = 1; t < searches.size() && t < moves.size(); ++t)
            helpers.emplace_back([&, t] { work(*searches[t]); });
        work(dfpn);
        for (std::thread &h : helpers)
            h.join();
        return !unknown;
    };

    const auto &start = dfpn.expand(dfpn.zobrist().hash(root), root);
    if (searches.size() > 1 && start.outcome == 0) {
        // Every winning move on several threads: the root's own moves (the
        // mustplay less the inferior ones, in the search's order) are proven
        // on all of them, instead of the root's proof on one. The side to
        // move wins exactly when one of them does.
        const std::vector<int> rootMoves = start.order;
        if (!prove(rootMoves))
            return finish(0);
        if (winning.none()) {
            tellWinner(3 - me);
            return finish(3 - me);
        }
    } else {
        const auto outcome = dfpn.solve(root);
        if (outcome == Dfpn<W>::Outcome::Unknown)
            return finish(0);
        const int winner = outcome == Dfpn<W>::Outcome::Win ? me : 3 - me;
        tellWinner(winner);
        if (winner != me || mode == HexSolver::Moves::None)
            return finish(winner);
        // One winning move: the root's proof went through one, most likely
        // among the first of the search's order, already in the table.
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
            refuted(dfpn, c);
        }
        if (mode == HexSolver::Moves::One) {
            winning.forEach([&](int c) { result.winningMoves.push_back(moveOf(c)); });
            return finish(me);
        }
    }
    // Every other move is proven on its own: a move the search skipped
    // (outside the mustplay region, or filled in as inferior) may win too.
    // The moves that dominate most go first.
    std::vector<int> order;
    empty.minus(losing).minus(winning).forEach([&](int m) { order.push_back(m); });
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return dominated[std::size_t(a)].count() > dominated[std::size_t(b)].count();
    });
    if (!prove(order))
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
