#pragma once

// StartPage: what the main window shows while no file is open: a button to
// open a file, the bundled sample games and the recent files, each button
// saying what its file holds.

#include <QCoreApplication>
#include <QStringList>
#include <QWidget>

namespace kibitz {

class StartPage : public QWidget {
    Q_OBJECT

public:
    explicit StartPage(QWidget *parent = nullptr);

    // Lays the page out again with these recent files (those that still
    // exist are listed) and the texts of the current language.
    void rebuild(const QStringList &recentFiles);

    // Where the bundled sample games are (the source tree and the installed
    // share/kibitz/samples), those that exist.
    static QStringList sampleDirectories();

signals:
    void openDialogRequested();
    void fileChosen(const QString &path);
};

} // namespace kibitz
