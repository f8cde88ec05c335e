#pragma once

// The charts and the scoreboard of the Rokkaku view, each a painted widget
// in the colours of the board theme and the teams' colours of the field.
// - RokkakuOwnedPlot: the hexels each team of the shown game owns over its
//   turns, a marker at the current turn; a click (or drag) asks for a turn.
//   The axes, the legend and the curves are drawn once per game (and size,
//   theme, font) into a pixmap; a turn change paints that and the marker.
// - RokkakuScoreChart: every team's tournament score so far as a bar, the
//   recomputed final total as an outline, the log's final result as a tick.
// - RokkakuScoreBoard: the shown game's four teams with their shapes, names,
//   hexels owned now, the points the game would give if it ended now, and
//   their rank and score in the tournament's finished games, under a heading.

#include "games/rokkaku/rokkakutournament.h"
#include "render/boardtheme.h"
#include "render/statictextcache.h"

#include <QPixmap>
#include <QStringList>
#include <QWidget>

#include <array>
#include <optional>
#include <vector>

namespace kibitz {

class RokkakuOwnedPlot : public QWidget {
    Q_OBJECT

public:
    explicit RokkakuOwnedPlot(QWidget *parent = nullptr);

    void setTheme(const BoardTheme &theme);
    // owned[k]: the four teams' hexels after k turns; `turns` the game's
    // turns on record (the x axis), at least owned.size() - 1.
    void setSeries(const std::vector<std::array<int, 4>> &owned, int turns, const QStringList &teamNames);
    void setCurrentTurn(int turn);
    int currentTurn() const { return m_turn; }
    int turns() const { return m_turns; }

    // Geometry, for hit tests and tests.
    QRectF plotRect() const;
    int turnAt(const QPointF &point) const;
    QPointF pointFor(int turn, int value) const;

    QSize sizeHint() const override { return QSize(480, 150); }
    QSize minimumSizeHint() const override { return QSize(160, 80); }

signals:
    void turnRequested(int turn);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // The plot's geometry for the widget's size and font (pointFor in bulk).
    struct Frame {
        QRectF rect;
        int top = 1; // the value at the top of the y axis
        int turns = 1;
        QPointF point(int turn, int value) const
        {
            return QPointF(rect.left() + rect.width() * turn / turns, rect.bottom() - rect.height() * value / top);
        }
    };
    Frame frame() const;
    // A team's name (its number without one), and how many entries share a
    // row of the legend: four, or two on two rows where four do not fit.
    QString teamName(int team) const;
    int legendColumns() const;
    void updateDescription();
    void paintStatic(QPainter &painter, const Frame &frame) const;
    void invalidate();

    BoardTheme m_theme = BoardTheme::light();
    std::vector<std::array<int, 4>> m_owned;
    int m_turns = 0;
    int m_turn = 0;
    int m_maxValue = 1; // the top of the y axis: a round value above every count
    QStringList m_names;
    QPixmap m_static; // everything but the current turn's marker; null when stale
};

class RokkakuScoreChart : public QWidget {
    Q_OBJECT

public:
    explicit RokkakuScoreChart(QWidget *parent = nullptr);

    void setTheme(const BoardTheme &theme);
    void setTeamNames(const QStringList &names);
    // `now`: the standings so far; `finals`: each team's recomputed total;
    // `written`: each team's score in the log's final results, if written;
    // `gameTeams`: the shown game's teams (drawn in their field colours).
    void setScores(const std::vector<RokkakuStanding> &now, const std::vector<qint64> &finals,
                   const std::vector<std::optional<qint64>> &written, const std::array<int, 4> &gameTeams);
    // The row a team is drawn in (by current rank), -1 when none.
    int rowOf(int team) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return QSize(200, 60); }

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    int rowHeight() const;

    BoardTheme m_theme = BoardTheme::light();
    QStringList m_names;
    StaticTextCache m_texts; // ranks, names and scores: 64 rows repaint at every step
    int m_widestName = -1; // in pixels; -1 until measured for these names and this font
    std::vector<RokkakuStanding> m_now;
    std::vector<qint64> m_finals;
    std::vector<std::optional<qint64>> m_written;
    std::array<int, 4> m_gameTeams{-1, -1, -1, -1};
};

class RokkakuScoreBoard : public QWidget {
    Q_OBJECT

public:
    struct Entry {
        QString name;
        int owned = 0;
        qint64 tournament = 0; // score of the finished games
        int rank = 0; // in the standings of the finished games
        int projected = -1; // the game's points if it ended now; -1 once it is over
        int frozen = 0; // agents frozen now
    };

    explicit RokkakuScoreBoard(QWidget *parent = nullptr);

    void setTheme(const BoardTheme &theme);
    void setHeading(const QString &heading);
    void setEntries(const std::array<Entry, 4> &entries);
    const std::array<Entry, 4> &entries() const { return m_entries; }
    QString heading() const { return m_heading; }

    QSize sizeHint() const override { return QSize(640, 82); }
    QSize minimumSizeHint() const override { return QSize(200, 56); }
    // Four cards in a row when each gets room for a name; else two rows of
    // two (a narrow stage, as at 1200x800 with the panels open), taller.
    static constexpr int MinCardWidth = 150;
    int columns() const { return width() >= 4 * MinCardWidth ? 4 : 2; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width >= 4 * MinCardWidth ? 82 : 140; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    BoardTheme m_theme = BoardTheme::light();
    QString m_heading;
    std::array<Entry, 4> m_entries{};
};

} // namespace kibitz
