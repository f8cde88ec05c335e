#include "cli.h"

#include <QCoreApplication>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("kibitz-cli"));
    return kibitz::runCli(QCoreApplication::arguments().mid(1));
}
