#include "analysis/backgammon/gnubghint.h"

#include <QCoreApplication>
#include <QDir>
#include <QRegularExpression>

namespace kibitz::bganalysis {

HintResult parseHint(const QByteArray &output)
{
    // "    1. Cubeful 2-ply    8/5 6/5                      Eq.: +0.103"
    // "       0.552 0.168 0.008 - 0.448 0.114 0.004"
    // (in match play gnubg may print "MWC: 52.345%" instead of "Eq.:").
    static const QRegularExpression head(QStringLiteral(
        R"(^\s*(\d+)\.\s+(?:Cubeful|Cubeless)?\s*(\d+)-ply\s+(.+?)\s+(Eq\.|MWC):\s+([+-]?\d+(?:\.\d+)?)(%?))"));
    static const QRegularExpression chances(
        QStringLiteral(R"(^\s*(\d\.\d+)\s+(\d\.\d+)\s+(\d\.\d+)\s+-\s+(\d\.\d+)\s+(\d\.\d+)\s+(\d\.\d+)\s*$)"));
    HintResult result;
    const QList<QByteArray> lines = output.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QRegularExpressionMatch m = head.match(QString::fromUtf8(lines[i]));
        if (!m.hasMatch())
            continue;
        Candidate c;
        c.plies = m.captured(2).toInt();
        c.move = m.captured(3).simplified();
        c.equity = m.captured(5).toDouble();
        if (m.captured(4) == QLatin1String("MWC")) {
            result.matchWinningChances = true;
            if (!m.captured(6).isEmpty())
                c.equity /= 100.0;
        }
        if (i + 1 < lines.size()) {
            const QRegularExpressionMatch p = chances.match(QString::fromUtf8(lines[i + 1]).trimmed());
            if (p.hasMatch()) {
                // gnubg prints the losing chances, then the opponent's
                // gammons and backgammons.
                c.win = p.captured(1).toDouble();
                c.winGammon = p.captured(2).toDouble();
                c.winBackgammon = p.captured(3).toDouble();
                c.loseGammon = p.captured(5).toDouble();
                c.loseBackgammon = p.captured(6).toDouble();
                ++i;
            }
        }
        result.candidates.push_back(std::move(c));
    }
    result.ok = !result.candidates.empty();
    return result;
}

void addMatchEquities(HintResult &hint, const BackgammonPosition &position, int player, const MatchEquityTable *table)
{
    if (!table || position.matchLength() <= 0 || hint.candidates.empty())
        return;
    const int length = position.matchLength();
    const int score1 = position.score(1);
    const int score2 = position.score(2);
    const int cube = position.cubeValue();
    std::vector<double> emg;
    std::vector<double> mwc;
    for (const Candidate &c : hint.candidates) {
        const std::optional<double> other = hint.matchWinningChances
                                              ? table->mwcToEmg(c.equity, length, score1, score2, player, cube)
                                              : table->emgToMwc(c.equity, length, score1, score2, player, cube);
        if (!other)
            return; // beyond the table: as gnubg printed it
        emg.push_back(hint.matchWinningChances ? *other : c.equity);
        mwc.push_back(hint.matchWinningChances ? c.equity : *other);
    }
    for (std::size_t i = 0; i < emg.size(); ++i)
        hint.candidates[i].equity = emg[i];
    hint.candidateMwc = std::move(mwc);
    hint.matchWinningChances = false;
}

GnubgHint::GnubgHint(QObject *parent)
    : QObject(parent)
{ }

GnubgHint::~GnubgHint()
{
    if (m_process) {
        m_process->disconnect(this);
        m_process->kill();
        m_process->waitForFinished(2000);
    }
}

QString GnubgHint::unsupportedReason(const BackgammonPosition &position, int die1, int die2)
{
    if (position.variant() != BgVariant::Backgammon)
        return QCoreApplication::translate("kibitz::bganalysis::GnubgRunner",
                                           "GNU Backgammon plays neither acey-deucey nor tabula");
    if (position.isOver())
        return QCoreApplication::translate("kibitz::bganalysis::GnubgRunner", "the game is over");
    if (die1 < 1 || die1 > 6 || die2 < 1 || die2 > 6)
        return QCoreApplication::translate("kibitz::bganalysis::GnubgRunner", "there is no roll to give a hint for");
    return QString();
}

void GnubgHint::fail(const QString &message)
{
    m_result = HintResult();
    m_result.error = message;
    m_result.cancelled = m_cancelled;
    m_running = false;
    m_dir.reset();
    QMetaObject::invokeMethod(this, &GnubgHint::finished, Qt::QueuedConnection);
}

void GnubgHint::start(const BackgammonPosition &position, int player, int die1, int die2, const RunOptions &options)
{
    m_result = HintResult();
    m_cancelled = false;
    m_running = true;
    m_program = options.program;
    if (const QString why = unsupportedReason(position, die1, die2); !why.isEmpty())
        return fail(why);
    if (player != 1 && player != 2)
        return fail(
            QCoreApplication::translate("kibitz::bganalysis::GnubgRunner", "there is no roll to give a hint for"));
    m_dir = std::make_unique<QTemporaryDir>();
    if (!m_dir->isValid())
        return fail(
            QCoreApplication::translate("kibitz::bganalysis::GnubgRunner", "no temporary folder for GNU Backgammon: %1")
                .arg(m_dir->errorString()));
    QDir(m_dir->path()).mkdir(QStringLiteral("prefs"));
    QByteArray script;
    if (const NamedSetting *named = namedSetting(options.setting)) {
        script += namedSettingScript(*named, "evaluation");
    } else {
        script += "set evaluation chequerplay evaluation plies " + QByteArray::number(options.chequerPlies) + '\n';
        script += "set evaluation cubedecision evaluation plies " + QByteArray::number(options.cubePlies) + '\n';
    }
    script += "set matchid " + position.gnubgMatchId(player).toLatin1() + '\n';
    script += "set board " + position.gnubgPositionId(player).toLatin1() + '\n';
    script += "set dice " + QByteArray::number(die1) + ' ' + QByteArray::number(die2) + '\n';
    // EMG also in match play, whatever gnubg's output setting: the MWC are
    // converted from it (addMatchEquities).
    script += "set output mwc off\n";
    script += "hint\n";
    m_position = position;
    m_player = player;
    m_process = gnubgProcess(options.program, *m_dir);
    connect(m_process.get(), &QProcess::finished, this, &GnubgHint::onFinished);
    connect(m_process.get(), &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error != QProcess::FailedToStart)
            return; // a crash or a kill ends in onFinished
        m_process.release()->deleteLater();
        fail(QCoreApplication::translate(
                 "kibitz::bganalysis::GnubgRunner",
                 "GNU Backgammon was not found (%1); install it, for example with: apt-get install gnubg")
                 .arg(m_program));
    });
    m_process->start();
    m_process->write(script);
    m_process->closeWriteChannel();
}

void GnubgHint::cancel()
{
    if (!m_running)
        return;
    m_cancelled = true;
    if (m_process && m_process->state() != QProcess::NotRunning) {
        m_process->kill(); // onFinished reports the cancellation
        return;
    }
    fail(QCoreApplication::translate("kibitz::bganalysis::GnubgRunner", "the hint was cancelled"));
}

void GnubgHint::onFinished(int exitCode, QProcess::ExitStatus status)
{
    if (!m_running || !m_process)
        return;
    const QByteArray output = m_process->readAllStandardOutput();
    const QByteArray errors = m_process->readAllStandardError();
    m_process.release()->deleteLater();
    if (m_cancelled)
        return fail(QCoreApplication::translate("kibitz::bganalysis::GnubgRunner", "the hint was cancelled"));
    if (status != QProcess::NormalExit)
        return fail(QCoreApplication::translate("kibitz::bganalysis::GnubgRunner", "GNU Backgammon crashed"));
    HintResult parsed = parseHint(output);
    if (!parsed.ok) {
        QString detail = outputExcerpt(errors);
        if (detail.isEmpty())
            detail = QCoreApplication::translate("kibitz::bganalysis::GnubgRunner", "exit code %1").arg(exitCode);
        return fail(QCoreApplication::translate("kibitz::bganalysis::GnubgRunner", "GNU Backgammon gave no hint: %1")
                        .arg(detail));
    }
    addMatchEquities(parsed, m_position, m_player, defaultMatchEquityTable());
    m_result = std::move(parsed);
    m_running = false;
    m_dir.reset();
    emit finished();
}

} // namespace kibitz::bganalysis
