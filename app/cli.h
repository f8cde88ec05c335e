#pragma once
#include <QStringList>
namespace kibitz {
int runCli(const QStringList &args);
}
