#pragma once

// The tables of a Rokkaku tournament's side in its view (RokkakuView): the
// standings so far, updated on every turn shown, and the log's final results
// checked against what the games add up to. Each shows what it is given of
// the view's RokkakuTimeline; the view lays them out and says when.

#include "games/rokkaku/rokkakutimeline.h"
#include "render/boardtheme.h"

#include <QColor>
#include <QIcon>
#include <QStringList>
#include <QTableWidget>
#include <QWidget>

#include <array>
#include <optional>
#include <vector>

class QLabel;

namespace kibitz {

// The teams ranked by the games finished so far, as the official runtime
// ranks them (points, then ratio sum, then area sum), with the hexels each
// team of the shown game owns now; those teams' rows are tinted in their
// colours. The columns keep fixed widths (setTournament), so that a turn
// sets only the cells that change and measures nothing.
class RokkakuStandings : public QTableWidget {
    Q_OBJECT

public:
    // Column 0's items hold their row's team (an index of the timeline's teams).
    static constexpr int TeamRole = Qt::UserRole + 1;

    explicit RokkakuStandings(QWidget *parent = nullptr);

    // The tournament was read (again): the columns take widths wide enough
    // for the widest value any turn of `timeline` can show, `finals` being
    // its final standings.
    void setTournament(const RokkakuTimeline &timeline, const std::vector<RokkakuStanding> &finals);
    // The colours of the teams' diamonds and of the tints.
    void setTheme(const BoardTheme &theme);
    // Shows `now`, the standings after turn `turn` of game `game` of
    // `timeline` (RokkakuTimeline::standingsAt), setting only the cells that
    // change.
    void showStandings(const RokkakuTimeline &timeline, int game, int turn, const std::vector<RokkakuStanding> &now);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void sizeColumns();
    // The ratio and area sums (the tie-breakers) show while the team names
    // keep room beside them; the Points cell's tip gives them always.
    void showTieBreakersIfRoom();

    // What each row shows, so that a turn sets only the cells that change.
    struct Row {
        int rank = -1;
        int team = -1;
        qint64 score = -1;
        qint64 ratioSum = -1;
        qint64 areaSum = -1;
        int hexels = -2;
        int projected = -2;
        int inGame = -1;
        QColor base;
        int themeSerial = -1;
    };
    std::vector<Row> m_rows;
    // The widest values of the tournament (setTournament), measured again
    // when the font or the style changes.
    QString m_widestRank, m_widestScore, m_widestRatio, m_widestArea, m_widestHexels;
    QStringList m_teamNames; // plain text
    int m_fixedWidth = 0; // the columns but the team's and the tie-breakers'
    int m_tieBreakersWidth = 0;
    int m_teamNamesWidth = 0; // the widest team name, up to ten characters' room
    BoardTheme m_theme;
    std::array<QIcon, 4> m_teamIcons; // the teams' diamonds in the theme
    int m_themeSerial = 0; // counts theme changes
};

// The log's final results, each team's checked against the score and rank
// its games add up to (disagreeing rows marked), under a summary of the check.
class RokkakuFinalResults : public QWidget {
    Q_OBJECT

public:
    explicit RokkakuFinalResults(QWidget *parent = nullptr);

    // Checks `timeline`'s final results and shows them; `dark`: the theme
    // is dark (the colour of the marked rows).
    void showResults(const RokkakuTimeline &timeline, bool dark);
    // How many teams' results disagree, and the check in words.
    int disagreements() const { return m_disagreements; }
    QString summary() const;
    // The final score the log writes of each team (none: not written).
    const std::vector<std::optional<qint64>> &writtenScores() const { return m_written; }

    QTableWidget *table() const { return m_table; }
    QLabel *summaryLabel() const { return m_summary; }

private:
    QLabel *m_summary = nullptr;
    QTableWidget *m_table = nullptr;
    int m_disagreements = 0;
    std::vector<std::optional<qint64>> m_written; // per team
};

} // namespace kibitz
