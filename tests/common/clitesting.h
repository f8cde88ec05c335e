#pragma once

// Runs kibitz-cli (or another program) the way a user's shell would, and
// keeps what the tests look at: the exit code and both outputs.

#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace kibitz::test {

struct Run {
    int exitCode = -1; // -1: still running after five minutes (killed); -2: crashed
    QString out;
    QString err;
};

inline Run runProgram(const QString &program, const QStringList &args, const QByteArray &input = QByteArray(),
                      const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment())
{
    QProcess p;
    p.setProcessEnvironment(environment);
    p.start(program, args);
    if (!input.isEmpty()) {
        p.write(input);
        p.closeWriteChannel();
    }
    if (!p.waitForFinished(300000)) {
        p.kill();
        p.waitForFinished();
        return {};
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

inline Run cli(const QStringList &args,
               const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment())
{
    return runProgram(QStringLiteral(KIBITZ_CLI_PATH), args, QByteArray(), environment);
}

} // namespace kibitz::test
