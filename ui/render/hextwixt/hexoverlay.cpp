#include "render/hextwixt/hexoverlay.h"

#include "render/boardpainting.h"
#include "render/hextwixt/hexrenderer.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace kibitz {

namespace {

// A mustplay region of at most this many cells is ringed (a few cells to
// look at); a larger one, often most of the board, only dotted.
constexpr std::size_t kRingedMustplay = 6;

} // namespace

QString HexOverlayPainter::legend(const HexOverlay &overlay)
{
    QStringList lines;
    const auto name = [&](int player) { return player == 1 ? overlay.player1Name : overlay.player2Name; };
    if (overlay.solvedWinner != 0) {
        const int w = overlay.solvedWinner;
        const std::size_t n = overlay.winningMoves.size();
        if (overlay.solvedToMove != 0 && w != overlay.solvedToMove)
            lines << tr("Proven by the solver: %1 wins; every move of %2 loses.").arg(name(w), name(3 - w));
        else if (overlay.winningMovesComplete)
            lines
                << tr("Proven by the solver: %1 wins; starred: all %n winning move(s).", nullptr, int(n)).arg(name(w));
        else if (overlay.solving)
            lines << tr("Proven by the solver: %1 wins; starred: the %n winning move(s) proven so far (still solving).",
                        nullptr, int(n))
                         .arg(name(w));
        else if (n > 0)
            lines << tr("Proven by the solver: %1 wins; starred: %n winning move(s) (not all were proven).", nullptr,
                        int(n))
                         .arg(name(w));
        else
            lines << tr("Proven by the %1: %2 wins.")
                         .arg(overlay.proofSource.isEmpty() ? tr("solver") : overlay.proofSource, name(w));
    } else if (overlay.solving) {
        lines << tr("The solver is at work: who wins is not known yet.");
    }
    if (overlay.showDecided && overlay.decided && overlay.decided->supported) {
        const HexDecided &d = *overlay.decided;
        if (d.winner == 0) {
            // Under the solver's proof the connections' "not decided" would
            // contradict it: the solver's line says who wins.
            if (overlay.solvedWinner == 0)
                lines << tr("Not decided yet (as far as the proven connections show).");
        } else if (d.mustplay.empty())
            lines << tr("Decided: %1 wins whatever %2 plays; tinted: the connection's empty cells.")
                         .arg(name(d.winner), name(3 - d.winner));
        else if (d.mustplay.size() <= kRingedMustplay)
            lines << tr("Decided: %1 wins; tinted: the connection's empty cells; ringed: where %2 must play.")
                         .arg(name(d.winner), name(3 - d.winner));
        else
            lines << tr("Decided: %1 wins; tinted: the connection's empty cells; dotted: where %2 must play.")
                         .arg(name(d.winner), name(3 - d.winner));
    }
    if (overlay.heatMap) {
        const HexHeatMap &map = *overlay.heatMap;
        if (overlay.heat == HexOverlay::Heat::TwoDistance)
            lines << tr("Two-distance heat map (an estimate): sum of both players' potentials, the deeper the "
                        "orange, the more urgent. Best potentials: %1 %2, %3 %4.")
                         .arg(name(1))
                         .arg(map.player(1).bestPotential)
                         .arg(name(2))
                         .arg(map.player(2).bestPotential);
        else if (overlay.heat == HexOverlay::Heat::Resistance)
            lines << tr("Resistance heat map (an estimate): current through each cell in percent, the deeper the "
                        "orange, the more urgent. Resistance: %1 %2, %3 %4.")
                         .arg(name(1))
                         .arg(map.player(1).resistance, 0, 'g', 3)
                         .arg(name(2))
                         .arg(map.player(2).resistance, 0, 'g', 3);
    }
    const QString followUps = followUpLegend(overlay.followUps);
    if (!followUps.isEmpty())
        lines << followUps;
    return lines.join(QLatin1Char('\n'));
}

QString HexOverlayPainter::followUpLegend(const std::vector<PictureFollowUp> &followUps)
{
    bool hollow = false, solid = false;
    for (const PictureFollowUp &f : followUps) {
        if (f.outcome == Outcome::Unknown)
            continue;
        (f.proven ? solid : hollow) = true;
    }
    if (!hollow)
        return QString();
    return solid ? tr("Follow-ups: solid marks are proven; hollow ones only repeat this tree's labels.")
                 : tr("Follow-ups: hollow marks only repeat this tree's labels; nothing proves them.");
}

std::optional<std::pair<QString, double>> HexOverlayPainter::heatOf(const HexOverlay &overlay, int x, int y)
{
    if (!overlay.heatMap || overlay.heat == HexOverlay::Heat::None)
        return std::nullopt;
    const HexHeatMap &map = *overlay.heatMap;
    const std::size_t i = map.index(x, y);
    // Stones (and cells neither player can use) have no distance: no value.
    if (map.player(1).twoDistance[0][i] == HexHeatMap::Unreachable
        && map.player(2).twoDistance[0][i] == HexHeatMap::Unreachable)
        return std::nullopt;
    if (overlay.heat == HexOverlay::Heat::TwoDistance) {
        // Queenbee's move value: the lower the sum of both potentials, the
        // more the cell matters to both.
        const int a = map.player(1).potential[i], b = map.player(2).potential[i];
        if (a == HexHeatMap::Unreachable && b == HexHeatMap::Unreachable)
            return std::nullopt;
        int best = -1, worst = 0;
        for (std::size_t j = 0; j < map.player(1).potential.size(); ++j) {
            const int pa = map.player(1).potential[j], pb = map.player(2).potential[j];
            if (pa == HexHeatMap::Unreachable || pb == HexHeatMap::Unreachable)
                continue;
            best = best < 0 ? pa + pb : std::min(best, pa + pb);
            worst = std::max(worst, pa + pb);
        }
        if (a == HexHeatMap::Unreachable || b == HexHeatMap::Unreachable)
            return std::make_pair(a == HexHeatMap::Unreachable ? QString::number(b) : QString::number(a), 0.1);
        const int sum = a + b;
        const double strength = worst > best ? 1.0 - 0.85 * double(sum - best) / double(worst - best) : 1.0;
        return std::make_pair(QString::number(sum), strength);
    }
    const double h = map.player(1).heat[i] + map.player(2).heat[i];
    double most = 0;
    for (std::size_t j = 0; j < map.player(1).heat.size(); ++j)
        most = std::max(most, map.player(1).heat[j] + map.player(2).heat[j]);
    if (!(most > 0) || !std::isfinite(h))
        return std::nullopt;
    // The share of the current through the cell: each player's total is 1/R,
    // so scale by it to make boards of any resistance comparable.
    double share = 0;
    for (int p = 1; p <= 2; ++p) {
        const double r = map.player(p).resistance;
        if (r > 0 && std::isfinite(r))
            share += map.player(p).heat[i] * r;
    }
    return std::make_pair(QString::number(int(std::lround(share * 50))), std::clamp(h / most, 0.0, 1.0));
}

void HexOverlayPainter::paint(QPainter &painter, const HexRenderer &renderer, const HexOverlay &overlay,
                              const BoardTheme &theme)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const double radius = renderer.cellRadius();
    if (overlay.heatMap && overlay.heat != HexOverlay::Heat::None) {
        QFont font = painter.font();
        font.setPixelSize(std::max(6, int(radius * 0.55)));
        painter.setFont(font);
        const QColor hot(230, 120, 0);
        for (int y = 0; y < renderer.rows(); ++y) {
            for (int x = 0; x < renderer.columns(); ++x) {
                const auto heat = heatOf(overlay, x, y);
                if (!heat)
                    continue;
                QColor fill = hot;
                fill.setAlphaF(0.12 + 0.6 * heat->second);
                painter.setPen(Qt::NoPen);
                painter.setBrush(fill);
                painter.drawPolygon(renderer.cellPolygon(x, y));
                if (radius >= 9) {
                    painter.setPen(theme.coordinates);
                    const QPointF c = renderer.cellCenter(x, y);
                    painter.drawText(QRectF(c.x() - radius, c.y() - radius, 2 * radius, 2 * radius), Qt::AlignCenter,
                                     heat->first);
                }
            }
        }
        // The follow-ups' marks, small, in the top of their cells: the
        // numbers stay readable.
        if (renderer.heatMapShown())
            for (const PictureFollowUp &f : overlay.followUps)
                boardpainting::drawOutcomeGlyph(painter, renderer.cellCenter(f.x, f.y) - QPointF(0, 0.6 * radius),
                                                0.3 * radius, f.outcome, theme, f.proven);
    }
    if (overlay.showDecided && overlay.decided && overlay.decided->winner != 0) {
        const HexDecided &d = *overlay.decided;
        // The carrier in the winner's colour, lighter than his stones (a
        // faint tint read as grey, HexGui's dead cells).
        QColor tint = theme.playerColour(d.winner);
        tint.setAlphaF(0.6f);
        painter.setPen(Qt::NoPen);
        painter.setBrush(tint);
        for (const auto &[x, y] : d.carrier)
            painter.drawPolygon(renderer.cellPolygon(x, y));
        // The mustplay of the player behind: ringed when it is a few cells,
        // else a small dot per cell (the region, without covering the board).
        const QColor behind = theme.playerColour(3 - d.winner);
        if (d.mustplay.size() <= kRingedMustplay) {
            painter.setBrush(Qt::NoBrush);
            painter.setPen(QPen(behind, std::max(2.0, radius * 0.16)));
            for (const auto &[x, y] : d.mustplay)
                painter.drawEllipse(renderer.cellCenter(x, y), radius * 0.45, radius * 0.45);
        } else {
            painter.setPen(QPen(theme.glyphOutline, 1.0));
            painter.setBrush(behind);
            for (const auto &[x, y] : d.mustplay)
                painter.drawEllipse(renderer.cellCenter(x, y), radius * 0.16, radius * 0.16);
        }
    }
    if (overlay.solvedWinner != 0 && !overlay.winningMoves.empty()) {
        // A five-pointed star in the winner's colour on each winning move.
        const QColor colour = theme.playerColour(overlay.solvedWinner);
        painter.setPen(QPen(theme.glyphOutline, std::max(1.0, radius * 0.06)));
        painter.setBrush(colour);
        for (const auto &[x, y] : overlay.winningMoves) {
            const QPointF c = renderer.cellCenter(x, y);
            QPolygonF star;
            for (int k = 0; k < 10; ++k) {
                const double r = (k % 2 == 0 ? 0.5 : 0.2) * radius;
                const double a = -std::numbers::pi / 2 + k * std::numbers::pi / 5;
                star << QPointF(c.x() + r * std::cos(a), c.y() + r * std::sin(a));
            }
            painter.drawPolygon(star);
        }
    }
    painter.restore();
}

} // namespace kibitz
