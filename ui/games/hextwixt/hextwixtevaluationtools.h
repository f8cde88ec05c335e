#pragma once

// The Evaluation panel's part for Hex and Twixt: Solve Position (Hex, with
// its progress and Stop Solving while it runs beside the window) and
// Analyse Game buttons, what the analysis found about the current node (a
// proof, a contradicted label, the first decided move, Twixt's draw as soon as
// neither player can connect), and for Twixt a small graph of both players'
// link distances along the main line.

#include "analysis/followupproofs.h"
#include "tree/gametree.h"

#include <QPointer>
#include <QWidget>

#include <array>
#include <vector>

class QLabel;
class QPushButton;

namespace kibitz {

class GameDocument;

// Both players' link distances per ply (lower is better; -1 cut off), one
// line each, with the current ply marked.
class LinkDistanceGraph : public QWidget {
    Q_OBJECT

public:
    explicit LinkDistanceGraph(QWidget *parent = nullptr);
    void setValues(std::vector<std::array<int, 2>> values, int currentPly);
    const std::vector<std::array<int, 2>> &values() const { return m_values; }
    QSize sizeHint() const override { return QSize(200, 70); }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    std::vector<std::array<int, 2>> m_values;
    int m_current = -1;
};

class HexTwixtEvaluationTools : public QWidget {
    Q_OBJECT

public:
    HexTwixtEvaluationTools(GameDocument *document, QWidget *parent = nullptr);

    QPushButton *solveButton() const { return m_solve; }
    QPushButton *stopSolvingButton() const { return m_stopSolve; }
    QPushButton *analyseButton() const { return m_analyse; }
    QLabel *noteLabel() const { return m_note; }
    LinkDistanceGraph *distanceGraph() const { return m_graph; }
    void setProgressDelay(int milliseconds) { m_progressDelay = milliseconds; }

private:
    // The outcome of a classified move in words ("Alice wins"); empty when
    // unknown.
    QString outcomeText(const FollowUp &followUp) const;
    void refresh();

    QPointer<GameDocument> m_document;
    QPushButton *m_solve = nullptr;
    QPushButton *m_stopSolve = nullptr;
    QPushButton *m_analyse = nullptr;
    QLabel *m_note = nullptr;
    LinkDistanceGraph *m_graph = nullptr;
    int m_progressDelay = 400;
    QString m_solveNote; // Solve Position's last sentence, about m_solveNoteNode
    NodeId m_solveNoteNode = NoNode;
};

} // namespace kibitz
