#pragma once

// StartPage: what the main window shows while no file is open: a button to
// open a file, the bundled sample games and the recent files, each button
// saying what its file holds.

#include <QCoreApplication>
#include <QHash>
#include <QStringList>
#include <QWidget>

namespace kibitz {

struct Collection;
struct CollectionSummary;

class StartPage : public QWidget {
    Q_OBJECT

public:
    explicit StartPage(QWidget *parent = nullptr);

    // Lays the page out again with these recent files (those that still
    // exist are listed, with their description when `descriptions` has one:
    // recent files are not read again, they may be huge) and the texts of
    // the current language.
    void rebuild(const QStringList &recentFiles, const QHash<QString, QString> &descriptions = {});

    // What a file holds, in words: "Hex, 1,785 games, 13×13", or the game's
    // name and that when the file holds one named game.
    static QString describe(const Collection &collection);
    static QString describe(const CollectionSummary &summary);

    // Where the bundled sample games are (the source tree and the installed
    // share/kibitz/samples), those that exist.
    static QStringList sampleDirectories();

signals:
    void openDialogRequested();
    void fileChosen(const QString &path);
};

} // namespace kibitz
