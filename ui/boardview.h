#pragma once

// BoardView: the board of a document's current node, drawn by the game's
// renderer, and the mouse as a way to play moves and follow the ones stored
// in the tree. Geometry comes from the renderer built for the widget's
// rectangle, so painting and hit-testing can never disagree.

#include "render/boardpicture.h"
#include "render/renderoptions.h"

#include <QPointer>
#include <QWidget>

#include <optional>

namespace kibitz {

class GameDocument;

class BoardView : public QWidget {
    Q_OBJECT

public:
    explicit BoardView(GameDocument *document, QWidget *parent = nullptr);

    GameDocument *document() const { return m_document; }
    const RenderOptions &renderOptions() const { return m_options; }
    void setDarkTheme(bool dark);
    bool isDarkTheme() const { return m_dark; }
    // The rectangle the renderer fills (logical pixels).
    QRectF boardTarget() const { return QRectF(rect()); }
    const BoardPicture &picture() const { return m_picture; }
    // The cell or hole under a widget point, if any.
    std::optional<QPoint> cellAt(const QPointF &point) const;

    QSize sizeHint() const override { return QSize(640, 560); }
    QSize minimumSizeHint() const override { return QSize(160, 140); }

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;

private:
    void refresh();
    void handleClick(const QPointF &point);

    QPointer<GameDocument> m_document;
    RenderOptions m_options;
    bool m_dark = false;
    BoardPicture m_picture;
    std::optional<QPoint> m_pressedCell;
    int m_wheelDelta = 0;
};

} // namespace kibitz
