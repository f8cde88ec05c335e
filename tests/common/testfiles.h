#pragma once

// Reading a file whole in tests: the bytes of a test data file, a saved file
// or a backup to compare.

#include <QByteArray>
#include <QFile>
#include <QString>

namespace kibitz::test {

// The bytes of the file at `path`, empty when it cannot be read (the test's
// comparison then fails and names the file).
inline QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace kibitz::test
