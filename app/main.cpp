// kibitz: the desktop application. Opens every file named on the command
// line; with none, the start page lists the bundled sample games.

#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Kibitz"));
    QApplication::setApplicationName(QStringLiteral("Kibitz"));
    QApplication::setApplicationVersion(QStringLiteral(KIBITZ_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Viewer and editor of Hex and Twixt game records."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("files"), QApplication::translate("main", "Game files to open."),
                                 QStringLiteral("[FILE...]"));
    parser.process(app);

    kibitz::MainWindow window;
    for (const QString &path : parser.positionalArguments())
        window.openFile(path);
    window.show();
    // Edits an earlier session could not save (it crashed or was killed).
    window.offerRecovery();
    return app.exec();
}
