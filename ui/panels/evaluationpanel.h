#pragma once

// EvaluationPanel: labels the current node with an evaluation (Jgame `r`,
// from player 1's point of view, see Eval) through undoable document edits,
// shows the current value in words, and graphs the evaluations along the
// current line — from the root through the current node to the end of its
// main continuation. Clicking the graph shows the node at that ply.
//
// Evaluations weigh player 1 against player 2, as Jgame and SGF files store
// them; every two-player game (Hex, Twixt, backgammon and its variants) is
// labelled the same way. A Rokkaku Conquest tournament has four teams a game:
// for it the panel says why there is nothing to label and where the view
// shows how the teams stand, instead of the buttons and the graph.

#include "render/boardtheme.h"
#include "tree/gametree.h"

#include <QPointer>
#include <QWidget>

#include <array>
#include <optional>
#include <vector>

class QAbstractButton;
class QLabel;

namespace kibitz {

class GameDocument;

// The graph: x is the ply (0 = the start), y the evaluation clamped to
// [-10000, 10000] with player 1's wins at the top. Plies without an
// evaluation, or with 12345 (undetermined), are gaps. A line longer than the
// graph is wide is drawn one pixel column per group of plies (the extent of
// their values), so painting costs one pass over the line and no more
// drawing than the widget has pixels. It takes the keyboard focus: Left and
// Right, Page Up and Page Down (ten moves), Home and End move along the line.
class EvaluationGraph : public QWidget {
    Q_OBJECT

public:
    explicit EvaluationGraph(QWidget *parent = nullptr);

    void setDocument(GameDocument *document);
    // The nodes graphed, root first (ply i is line()[i]).
    const std::vector<NodeId> &line() const { return m_line; }
    // The ply drawn at an x coordinate (clamped to the line), -1 when there is no line.
    int plyAt(double x) const;
    // The x coordinate of a ply.
    double xOfPly(int ply) const;
    // The y coordinate of a value (clamped).
    double yOfValue(int value) const;
    // The engine's curve along line() (GameUi::engineCurve), empty when the
    // game holds no engine analysis.
    const std::vector<std::optional<double>> &engineCurve() const { return m_engine; }
    QColor engineColour() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool event(QEvent *event) override;

private:
    void rebuild();
    void followCurrent();
    // The accessible description: the shown move of the line and its value.
    void updateDescription();
    void showPlyAt(double x);
    QRectF plotArea() const;

    QPointer<GameDocument> m_document;
    std::vector<NodeId> m_line;
    std::vector<std::optional<double>> m_engine;
    int m_currentPly = 0;
    BoardTheme m_theme;
};

class EvaluationPanel : public QWidget {
    Q_OBJECT

public:
    enum class Label { Player1Wins, Player1Better, Even, Player2Better, Player2Wins, Undetermined, Clear };
    static constexpr int LabelCount = 7;
    // The value the "better" buttons give (Jgame files use any value strictly
    // between the wins; Jhex's own buttons only write the wins and 0).
    static constexpr int Advantage = 500;

    explicit EvaluationPanel(QWidget *parent = nullptr);

    void setDocument(GameDocument *document);
    QAbstractButton *button(Label label) const { return m_buttons[std::size_t(label)]; }
    QLabel *valueLabel() const { return m_value; }
    EvaluationGraph *graph() const { return m_graph; }
    // Shown instead of the buttons, the value and the graph for a document
    // whose game is not between two players.
    QLabel *notApplicableLabel() const { return m_notApplicable; }
    // Whether the shown game takes evaluations (a two-player game).
    bool isApplicable() const;

    // The evaluation a button sets (nullopt: the button clears it).
    static std::optional<int> valueOf(Label label);
    // The words for a value in this document's game ("Alice wins", "Bob
    // better by 500 (a win is 10000)").
    QString describe(std::optional<int> value) const;
    static QString describeValue(std::optional<int> value, const GameDocument *document);

protected:
    void changeEvent(QEvent *event) override;

private:
    void label(Label which);
    void showCurrent();
    void updateButtons();
    void updateApplicability();
    // The game family's own part (GameUi::createEvaluationTools).
    void updateTools();
    QString playerName(int player) const;
    static QString nameOf(const GameDocument *document, int player);

    QPointer<GameDocument> m_document;
    std::array<QAbstractButton *, LabelCount> m_buttons{};
    QLabel *m_value = nullptr;
    EvaluationGraph *m_graph = nullptr;
    QLabel *m_notApplicable = nullptr;
    QPointer<QWidget> m_tools;
};

} // namespace kibitz
