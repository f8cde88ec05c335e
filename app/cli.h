#pragma once
#include <QStringList>
namespace kibitz {
int runCli(const QStringList &args);
// `kibitz-cli render FILE -o OUT.png|OUT.svg ...` (clirender.cpp); `args` are
// those after the command name.
int runRenderCommand(const QStringList &args);
} // namespace kibitz
