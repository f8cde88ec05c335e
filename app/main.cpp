// kibitz: the desktop application. Opens every file named on the command
// line; with none, what the preferences say (the start page by default).

#include "games/gameregistry.h"
#include "settings/preferences.h"
#include "settings/translations.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Kibitz"));
    QApplication::setApplicationName(QStringLiteral("Kibitz"));
    QApplication::setApplicationVersion(QStringLiteral(KIBITZ_VERSION));
    // The system's language unless the preferences chose one.
    kibitz::translations::install(kibitz::Preferences::load().language);

    QCommandLineParser parser;
    //: %1 lists the games ("Hex, Twixt, backgammon, and Rokkaku")
    parser.setApplicationDescription(QApplication::translate("main", "Viewer and editor of %1 game records.")
                                         .arg(kibitz::familyList(kibitz::familiesWhere(kibitz::everyGame))));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("files"), QApplication::translate("main", "Game files to open."),
                                 QStringLiteral("[FILE...]"));
    const QCommandLineOption collection(
        {QStringLiteral("c"), QStringLiteral("collection")},
        QApplication::translate("main", "Open the files, and every game file in the folders given, as one collection "
                                        "in one tab."));
    parser.addOption(collection);
    parser.process(app);

    kibitz::MainWindow window;
    const QStringList files = parser.positionalArguments();
    // The window first, then the files: an error shows over the window.
    window.show();
    const bool oneCollection = parser.isSet(collection);
    QTimer::singleShot(0, &window, [&window, files, oneCollection] {
        if (files.isEmpty())
            window.openAtStart();
        else if (oneCollection)
            window.openCollection(files);
        else
            window.openFiles(files);
        // Edits an earlier session could not save (it crashed or was killed).
        window.offerRecovery();
    });
    return app.exec();
}
