#pragma once

// Edge templates: a stone (or two) of a player and a set of empty cells (the
// carrier) between it and one of his edges such that he joins the stone to
// the edge whatever the opponent plays in the carrier, even moving first.
// H-search (hexvc.h) takes every template that lies on the board with its
// carrier empty as a full connection between the stone's group (or the empty
// cell where a one-stone template's stone would be) and the edge.
//
// The shapes are given for the top edge: (x, y) with y the distance from the
// edge (row 0 touches it) and the hex neighbours (x±1, y), (x, y±1),
// (x+1, y-1), (x-1, y+1), as on the board. Each is placed along every edge of
// the player it belongs to, mirrored too. The carriers were found by a search
// that removed cells from a larger region as long as the solver still proved
// the connection; tests/core/analysis/hex/tst_hextemplates checks every one by brute
// force or by the solver without templates.
//
//   II (bridge to the edge)      III-a (ziggurat)
//        S                           S .
//       . .                         . . .
//                                  . . . .
//
//   IV-1a (19 cells)             IV-2a (two stones, 16 cells)
//          S .                        S . S
//       . . . . .                    . . . .
//      . . . . . .                  . . . . .
//     . . . . . . .                . . . . . .
//
//   V (34 cells)
//              . S .
//           . . . . .
//      . . . . . . . .
//     . . . . . . . . .
//    . . . . . . . . . .

#include "analysis/hex/hexboard.h"

#include <algorithm>
#include <initializer_list>
#include <utility>
#include <vector>

namespace kibitz::hexsolve {

struct EdgeTemplate {
    const char *name;
    // The stones; the first `anchors` of them are proven joined to the edge
    // (the others only help).
    std::vector<std::pair<int, int>> stones;
    int anchors = 1;
    std::vector<std::pair<int, int>> carrier;
};

inline const std::vector<EdgeTemplate> &edgeTemplates()
{
    static const std::vector<EdgeTemplate> templates = [] {
        std::vector<EdgeTemplate> t;
        t.push_back({"II", {{0, 1}}, 1, {{0, 0}, {1, 0}}});
        t.push_back({"III-a", {{0, 2}}, 1, {{0, 0}, {1, 0}, {2, 0}, {3, 0}, {0, 1}, {1, 1}, {2, 1}, {1, 2}}});
        std::vector<std::pair<int, int>> iv1;
        for (int x = -1; x <= 5; ++x)
            iv1.emplace_back(x, 0);
        for (int x = -1; x <= 4; ++x)
            iv1.emplace_back(x, 1);
        for (int x = -1; x <= 3; ++x)
            iv1.emplace_back(x, 2);
        iv1.emplace_back(1, 3);
        t.push_back({"IV-1a", {{0, 3}}, 1, iv1});
        std::vector<std::pair<int, int>> iv2;
        for (int y = 0; y <= 2; ++y) {
            for (int x = 0; x <= 5 - y; ++x)
                iv2.emplace_back(x, y);
        }
        iv2.emplace_back(1, 3);
        t.push_back({"IV-2a", {{0, 3}, {2, 3}}, 2, iv2});
        std::vector<std::pair<int, int>> v;
        for (int x = -2; x <= 7; ++x)
            v.emplace_back(x, 0);
        for (int x = -2; x <= 6; ++x)
            v.emplace_back(x, 1);
        for (int x = -2; x <= 5; ++x)
            v.emplace_back(x, 2);
        for (int x = -1; x <= 3; ++x)
            v.emplace_back(x, 3);
        v.emplace_back(-1, 4);
        v.emplace_back(1, 4);
        t.push_back({"V", {{0, 4}}, 1, v});
        return t;
    }();
    return templates;
}

// One template placed on a board.
template <int W>
struct TemplatePlacement {
    int templateIndex = 0;
    int edge = Top;
    std::vector<int> anchors; // cells of the stones joined to the edge
    Bits<W> stones; // all its stones (anchors included)
    Bits<W> carrier;
};

// Every placement of every template on the board (along the given edges,
// both mirror images), with all its cells on the board.
template <int W>
std::vector<TemplatePlacement<W>> placeTemplates(const Geometry<W> &g, std::initializer_list<int> edges)
{
    std::vector<TemplatePlacement<W>> out;
    const auto &templates = edgeTemplates();
    const int span = std::max(g.columns, g.rows) + 12;
    for (int ti = 0; ti < int(templates.size()); ++ti) {
        const EdgeTemplate &t = templates[std::size_t(ti)];
        for (const int edge : edges) {
            for (int mirror = 0; mirror < 2; ++mirror) {
                for (int shift = -span; shift <= span; ++shift) {
                    // Template (x, y) to the board cell, or -1 off the board.
                    auto cell = [&](std::pair<int, int> c) {
                        int x = mirror ? -c.first - c.second : c.first;
                        const int y = c.second;
                        int bx = 0;
                        int by = 0;
                        switch (edge) {
                        case Top:
                            bx = shift + x;
                            by = y;
                            break;
                        case Bottom:
                            bx = shift - x;
                            by = g.rows - 1 - y;
                            break;
                        case Left:
                            bx = y;
                            by = shift + x;
                            break;
                        default:
                            bx = g.columns - 1 - y;
                            by = shift - x;
                            break;
                        }
                        if (bx < 0 || by < 0 || bx >= g.columns || by >= g.rows)
                            return -1;
                        return by * g.columns + bx;
                    };
                    TemplatePlacement<W> p;
                    p.templateIndex = ti;
                    p.edge = edge;
                    bool inside = true;
                    for (std::size_t k = 0; k < t.stones.size() && inside; ++k) {
                        const int c = cell(t.stones[k]);
                        inside = c >= 0;
                        if (!inside)
                            break;
                        p.stones.set(c);
                        if (int(k) < t.anchors)
                            p.anchors.push_back(c);
                    }
                    for (const auto &cc : t.carrier) {
                        if (!inside)
                            break;
                        const int c = cell(cc);
                        inside = c >= 0;
                        if (inside)
                            p.carrier.set(c);
                    }
                    if (!inside)
                        continue;
                    const bool seen = std::any_of(out.begin(), out.end(), [&](const TemplatePlacement<W> &o) {
                        return o.edge == edge && o.stones == p.stones && o.carrier == p.carrier;
                    });
                    if (!seen)
                        out.push_back(std::move(p));
                }
            }
        }
    }
    return out;
}

} // namespace kibitz::hexsolve
