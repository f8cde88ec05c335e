#pragma once

// kibitz-cli info and check over several files (climany.cpp).

#include <QStringList>

#include <functional>

namespace kibitz::cli {

// Runs a one-file command on each FILE of `args` in turn, with the same
// options; a folder stands for every file Kibitz reads in it and its
// subfolders (sorted by path). The exit code is the worst of them. One FILE
// that is not a folder is the command alone.
int runOnEachFile(const QStringList &args, const std::function<int(const QStringList &)> &command);

} // namespace kibitz::cli
