#pragma once

// DocumentView: what a tab of the main window shows for one open document.
// Each game family has its own view, which its GameUi creates
// (games/gameui.h); the main window talks to every view through this
// interface only, so that adding a game never touches the window.

#include "document/gamedocument.h"
#include "render/renderoptions.h"

#include <QImage>
#include <QPointer>
#include <QWidget>

#include <functional>
#include <memory>

namespace kibitz {

class DocumentView : public QWidget {
    Q_OBJECT

public:
    explicit DocumentView(GameDocument *document, QWidget *parent = nullptr);

    GameDocument *document() const { return m_document; }

    // The user's colours for this game's boards (Preferences); the main
    // window sets them before setDarkTheme, which applies them.
    void setBoardColours(const BoardColours &colours) { m_colours = colours; }
    const BoardColours &boardColours() const { return m_colours; }
    // The light or dark palette with those colours: what views draw with.
    BoardTheme boardTheme(bool dark) const
    {
        return m_colours.appliedTo(dark ? BoardTheme::dark() : BoardTheme::light());
    }

    // Flip Board belongs to the tab it was asked for: the main window keeps
    // this view's choice and passes it in the options it gives this view.
    bool isFlipped() const { return m_flipped; }
    void setFlipped(bool flipped) { m_flipped = flipped; }
    // The id of the game family (games/gameregistry.h) whose boards share a
    // remembered flip ("backgammon" for its variants too).
    QString flipFamily() const;

    virtual void setDarkTheme(bool dark) = 0;
    // Everything but the theme, which follows setDarkTheme.
    virtual void setRenderOptions(const RenderOptions &options) = 0;
    // Writes the board as the view shows it now, as PNG or SVG (by the
    // extension of `path`), atomically; false with `error` set on failure.
    virtual bool exportImage(const QString &path, QString *error) const = 0;
    // The board as the view shows it, for Edit > Copy Diagram: by default
    // the widget as it is painted.
    virtual QImage diagram();
    // The shown position in words for screen readers (the family's
    // describer); the view sets it as its board's accessible description.
    virtual QString positionDescription() const = 0;
    // Go > Previous Move asks the view first: a view holding a move that is
    // only partly entered (a backgammon roll with some checkers moved)
    // clears it and returns true, and the step ends there.
    virtual bool takeBackEntry() { return false; }
    // Edit > Type a Move: whether the view plays moves typed in the game's
    // notation, and playing one (false with `error` set when the text names
    // no move that can be played here).
    virtual bool takesTypedMoves() const { return false; }
    virtual bool playTypedMove(const QString &text, QString *error);
    // Edit > Set Up Position: whether the view has a set-up mode, in which
    // clicks put pieces on the board and take them off instead of playing,
    // and switching it (off for views without one).
    virtual bool offersSetupMode() const { return false; }
    bool isSetupMode() const { return m_setupMode; }
    virtual void setSetupMode(bool on) { m_setupMode = on && offersSetupMode(); }
    // Edit > Set Up Position for views that set positions up in a dialog
    // instead of a mode (backgammon): opens it and returns true; `open`
    // takes a new document the dialog makes. False for views without one.
    virtual bool openSetupDialog(const std::function<void(std::unique_ptr<GameDocument>)> &open);
    // Edit > Switch Player to Move, in set-up mode: false with `error` set
    // when it cannot be done here.
    virtual bool switchPlayerToMove(QString *error);

signals:
    void statusMessage(const QString &message);

protected:
    QPointer<GameDocument> m_document;
    BoardColours m_colours;

private:
    bool m_flipped = false;
    bool m_setupMode = false;
};

} // namespace kibitz
