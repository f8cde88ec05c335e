#pragma once

// kibitz-cli's commands, one file each; `args` are those after the command
// name. They return the exit code (clicommon.h, Exit). `render` is
// runRenderCommand (cli.h, clirender.cpp).

#include <QStringList>

namespace kibitz::cli {

int cmdInfo(const QStringList &args); // cliinfo.cpp
int cmdCheck(const QStringList &args); // clicheck.cpp
int cmdPositions(const QStringList &args); // clipositions.cpp
int cmdConvert(const QStringList &args); // cliconvert.cpp
int cmdExplore(const QStringList &args); // cliexplore.cpp
int cmdSolve(const QStringList &args); // clisolve.cpp
int cmdAnalyse(const QStringList &args); // clianalyse.cpp

} // namespace kibitz::cli
