#pragma once

// A brute-force Hex solver for tests: plain minimax over every fill with a
// memo, for boards up to 4x4 (and nearly full larger ones). It is written
// apart from the solver's geometry (core/analysis/hex) on purpose.

#include <cstdint>
#include <cstdlib>
#include <unordered_map>
#include <vector>

namespace kibitz::test {

struct Brute {
    int cols;
    int rows;
    std::unordered_map<std::uint64_t, int> memo; // key -> winner

    bool adjacent(int a, int b) const
    {
        const int dx = b % cols - a % cols;
        const int dy = b / cols - a / cols;
        return (std::abs(dx) + std::abs(dy) == 1) || (dx == 1 && dy == -1) || (dx == -1 && dy == 1);
    }
    // Whether `player` joins his sides (1: first and last row, 2: columns).
    bool joins(const std::vector<int> &cells, int player) const
    {
        std::vector<int> stack;
        std::vector<bool> seen(cells.size());
        for (std::size_t i = 0; i < cells.size(); ++i) {
            const int along = player == 1 ? int(i) / cols : int(i) % cols;
            if (cells[i] == player && along == 0) {
                stack.push_back(int(i));
                seen[i] = true;
            }
        }
        while (!stack.empty()) {
            const int c = stack.back();
            stack.pop_back();
            if ((player == 1 ? c / cols : c % cols) == (player == 1 ? rows - 1 : cols - 1))
                return true;
            for (std::size_t n = 0; n < cells.size(); ++n) {
                if (!seen[n] && cells[n] == player && adjacent(c, int(n))) {
                    seen[n] = true;
                    stack.push_back(int(n));
                }
            }
        }
        return false;
    }
    std::uint64_t key(const std::vector<int> &cells, int toMove) const
    {
        std::uint64_t k = std::uint64_t(toMove);
        for (int v : cells)
            k = k * 3 + std::uint64_t(v);
        return k;
    }
    int winner(std::vector<int> &cells, int toMove)
    {
        if (joins(cells, 1))
            return 1;
        if (joins(cells, 2))
            return 2;
        const std::uint64_t k = key(cells, toMove);
        if (auto it = memo.find(k); it != memo.end())
            return it->second;
        int result = 3 - toMove;
        for (std::size_t i = 0; i < cells.size() && result != toMove; ++i) {
            if (cells[i] != 0)
                continue;
            cells[i] = toMove;
            if (winner(cells, 3 - toMove) == toMove)
                result = toMove;
            cells[i] = 0;
        }
        memo.emplace(k, result);
        return result;
    }
};

} // namespace kibitz::test
