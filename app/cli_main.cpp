#include "cli.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QTranslator>

#include <clocale>
#include <cstdio>
#include <cstring>
#include <memory>
#include <new>

namespace {

QtMessageHandler previousHandler = nullptr;

// The offscreen platform complains when XDG_RUNTIME_DIR is unset, as it is in
// batch jobs and containers; kibitz-cli never uses that directory, and stray
// lines on stderr would break the `FILE:LOCATION: message` contract.
void quietRuntimeDirWarning(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtWarningMsg && message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR not set")))
        return;
    if (previousHandler)
        previousHandler(type, context, message);
}

} // namespace

int main(int argc, char **argv)
{
    // Only `render` draws text, which needs a QGuiApplication; the other
    // commands stay free of any window system. Rendering is headless, so the
    // offscreen platform is used unless the caller chose one.
    const bool rendering = argc > 1 && std::strcmp(argv[1], "render") == 0;
    std::unique_ptr<QCoreApplication> app;
    if (rendering) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        previousHandler = qInstallMessageHandler(quietRuntimeDirWarning);
        app = std::make_unique<QGuiApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    QCoreApplication::setApplicationName(QStringLiteral("kibitz-cli"));
    // No language's translator is installed, whatever LANG or LC_ALL say: the
    // output is a contract (DESIGN.md) that scripts parse, so it stays in
    // English; the translation catalogues are only in the desktop application
    // (the CLI has the English plural forms alone). The system's
    // own messages (a missing file's "No such file or directory") too:
    // QCoreApplication took the messages' locale from the environment.
    // tst_cli::messagesStayEnglishInAGermanLocale checks this.
    std::setlocale(LC_MESSAGES, "C");
    // Only the English catalogue of plural forms, so that messages counting
    // things read "1 node property", not "1 node property(s)".
    QTranslator plurals;
    if (plurals.load(QStringLiteral(":/cli/kibitz_en.qm")))
        QCoreApplication::installTranslator(&plurals);
    // Readers refuse a file whose model would pass the memory budget
    // (filelimits.h); what still fails to allocate (an address-space limit
    // reached outside reading) ends with a message and the exit code of an
    // I/O failure, not an abort.
    try {
        return kibitz::runCli(QCoreApplication::arguments().mid(1));
    } catch (const std::bad_alloc &) {
        std::fputs("kibitz-cli: out of memory\n", stderr);
        return 2;
    }
}
