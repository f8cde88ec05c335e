#pragma once

// A GNU Backgammon that hangs, for the tests of what stops it: a script that
// reads its commands, writes its pid to $FAKE_GNUBG_PID and sleeps. Tests
// point KIBITZ_GNUBG (or RunOptions::program) at it, and check afterwards
// that the process is gone.

#include <QByteArray>
#include <QFile>
#include <QString>

#include <cerrno>
#include <csignal>

namespace kibitz::test {

// What the hanging gnubg runs; the pid file appears whole (written, then
// renamed) once it has read its input.
inline const QByteArray kHangingGnubgScript = "#!/bin/sh\ncat >/dev/null\necho $$ > \"$FAKE_GNUBG_PID.tmp\"\n"
                                              "mv \"$FAKE_GNUBG_PID.tmp\" \"$FAKE_GNUBG_PID\"\nexec sleep 600\n";

// Writes `body` to `path` as an executable of its owner.
inline bool writeScript(const QString &path, const QByteArray &body)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(body) != body.size())
        return false;
    f.close();
    return f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
}

// The pid the script wrote to `path`, 0 before it did.
inline qint64 readPid(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll().trimmed().toLongLong() : 0;
}

// Whether the process `pid` is gone (a zombie counts as gone: it runs no more).
inline bool processGone(qint64 pid)
{
    if (::kill(pid_t(pid), 0) != 0)
        return errno == ESRCH;
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return true;
    const QByteArray line = stat.readAll();
    const qsizetype close = line.lastIndexOf(')');
    return close >= 0 && line.mid(close + 2, 1) == "Z";
}

} // namespace kibitz::test
