#include "analysis/backgammon/gnubgrunner.h"

#include "formats/jellyfish/jellyfish.h"
#include "formats/registry.h"
#include "games/backgammon/backgammonreplayer.h"

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QRegularExpression>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <memory>

namespace kibitz::bganalysis {

std::unique_ptr<QProcess> gnubgProcess(const QString &program, const QTemporaryDir &dir)
{
    auto process = std::make_unique<QProcess>();
    process->setProgram(program);
    process->setArguments({QStringLiteral("-t"), QStringLiteral("-q"), QStringLiteral("-r"), QStringLiteral("-s"),
                           dir.filePath(QStringLiteral("prefs"))});
    process->setWorkingDirectory(dir.path());
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("C"));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    process->setProcessEnvironment(env);
    return process;
}

QString outputExcerpt(const QByteArray &output, int length)
{
    QString text = QString::fromUtf8(output);
    for (QChar &c : text) {
        if (!c.isPrint() || c == QChar::ReplacementCharacter)
            c = u' ';
    }
    text = text.simplified();
    if (text.size() > length)
        text = QStringLiteral("…") + text.right(length).trimmed();
    return text;
}

int stuckAfterSeconds(const RunOptions &options)
{
    if (options.stuckAfterSeconds > 0)
        return options.stuckAfterSeconds;
    const NamedSetting *named = namedSetting(options.setting);
    const int plies = named ? named->plies : std::max(options.chequerPlies, options.cubePlies);
    return plies <= 1 ? 5 * 60 : plies == 2 ? 15 * 60 : 60 * 60;
}

namespace {

// The node properties of gnubg's analysis (sgf.c), a double's answer's with "@".
bool isAnalysisKey(QByteArrayView key)
{
    if (key.startsWith('@'))
        key = key.sliced(1);
    static const char *const keys[] = {"A", "DA", "LU", "MR", "BM", "DO", "BC", "DC", "GB", "GW", "CR"};
    for (const char *k : keys) {
        if (key == k)
            return true;
    }
    return false;
}

// Events compared as gnubg records them: the checker moves of a roll in any
// order, the dice in any order.
bool sameEvent(BackgammonEvent a, BackgammonEvent b)
{
    const auto norm = [](BackgammonEvent &e) {
        std::sort(e.dice.begin(), e.dice.begin() + std::min(e.diceCount, 3));
        std::sort(e.moves.begin(), e.moves.end(),
                  [](const BgMove &x, const BgMove &y) { return x.from != y.from ? x.from < y.from : x.to < y.to; });
    };
    norm(a);
    norm(b);
    return a == b;
}

std::vector<std::pair<NodeId, BackgammonEvent>> mainLine(const GameRecord &g)
{
    std::vector<std::pair<NodeId, BackgammonEvent>> line;
    for (NodeId id = g.tree.mainChild(g.tree.root()); id != NoNode; id = g.tree.mainChild(id)) {
        const auto e = decodeBackgammonEvent(g.tree.moveTag(id), g.tree.moveData(id));
        if (!e)
            break;
        line.emplace_back(id, *e);
    }
    return line;
}

void replaceHeaderKey(std::vector<RawProperty> &header, const RawProperty &property)
{
    header.erase(
        std::remove_if(header.begin(), header.end(), [&](const RawProperty &p) { return p.key == property.key; }),
        header.end());
    header.push_back(property);
}

} // namespace

GnubgRunner::GnubgRunner(QObject *parent)
    : QObject(parent)
{ }

GnubgRunner::~GnubgRunner()
{
    if (m_worker) {
        m_worker->disconnect(this);
        m_worker->wait();
        delete m_worker;
    }
    if (m_process && m_process->state() != QProcess::NotRunning) {
        m_process->disconnect(this);
        m_process->kill();
        m_process->waitForFinished(2000);
    }
}

bool GnubgRunner::isRunning() const
{
    return m_running;
}

const std::vector<NamedSetting> &namedSettings()
{
    // The manual's words: beginner, casual play and intermediate add up to
    // 0.060, 0.050 and 0.030 noise at 0-ply, advanced 0.015, expert none;
    // world class is 2-ply with a normal move filter, supremo 2-ply with a
    // larger one, grandmaster 3-ply with the large one. The pruning nets go
    // with the lookahead settings, as gnubg's own defaults (`show analysis`).
    static const std::vector<NamedSetting> settings{
        {"beginner", 0, false, 0.060, 0}, {"casual", 0, false, 0.050, 0},   {"intermediate", 0, false, 0.030, 0},
        {"advanced", 0, false, 0.015, 0}, {"expert", 0, false, 0.0, 0},     {"world class", 2, true, 0.0, 1},
        {"supremo", 2, true, 0.0, 2},     {"grandmaster", 3, true, 0.0, 2},
    };
    return settings;
}

const NamedSetting *namedSetting(const QString &name)
{
    const QString wanted = name.simplified().toLower();
    for (const NamedSetting &s : namedSettings()) {
        if (wanted == QLatin1String(s.name))
            return &s;
    }
    return nullptr;
}

QString namedSettingText(const NamedSetting &setting)
{
    static const char *const texts[] = {
        QT_TRANSLATE_NOOP("kibitz::bganalysis::GnubgRunner", "Beginner"),
        QT_TRANSLATE_NOOP("kibitz::bganalysis::GnubgRunner", "Casual play"),
        QT_TRANSLATE_NOOP("kibitz::bganalysis::GnubgRunner", "Intermediate"),
        QT_TRANSLATE_NOOP("kibitz::bganalysis::GnubgRunner", "Advanced"),
        QT_TRANSLATE_NOOP("kibitz::bganalysis::GnubgRunner", "Expert"),
        QT_TRANSLATE_NOOP("kibitz::bganalysis::GnubgRunner", "World class"),
        QT_TRANSLATE_NOOP("kibitz::bganalysis::GnubgRunner", "Supremo"),
        QT_TRANSLATE_NOOP("kibitz::bganalysis::GnubgRunner", "Grandmaster"),
    };
    const std::size_t index = std::size_t(&setting - namedSettings().data());
    return index < std::size(texts) ? QCoreApplication::translate("kibitz::bganalysis::GnubgRunner", texts[index])
                                    : QString::fromLatin1(setting.name);
}

QByteArray namedSettingScript(const NamedSetting &setting, const char *what)
{
    QByteArray script;
    for (const char *decision : {"chequerplay", "cubedecision"}) {
        const QByteArray prefix = QByteArray("set ") + what + ' ' + decision + " evaluation ";
        script += prefix + "plies " + QByteArray::number(setting.plies) + '\n';
        script += prefix + "cubeful on\n";
        script += prefix + "prune " + (setting.prune ? "on" : "off") + '\n';
        script += prefix + "deterministic on\n";
        script += prefix + "noise " + QByteArray::number(setting.noise, 'f', 3) + '\n';
    }
    if (setting.moveFilter > 0) {
        // gnubg's move filters per lookahead: keep up to 8 (normal) or 16
        // (large) 0-ply moves within 0.16 (0.32) of the best, skip pruning
        // at 1-ply, and from 3-ply on keep up to 2 (4) 2-ply moves within
        // 0.04 (0.08).
        const bool large = setting.moveFilter == 2;
        const QByteArray first = large ? " 0 0 16 0.32\n" : " 0 0 8 0.16\n";
        const QByteArray third = large ? " 2 0 4 0.08\n" : " 2 0 2 0.04\n";
        for (int ply = 1; ply <= 4; ++ply) {
            const QByteArray p = QByteArray("set ") + what + " movefilter " + QByteArray::number(ply);
            script += p + first;
            if (ply >= 2)
                script += p + " 1 -1\n";
            if (ply >= 3)
                script += p + third;
            if (ply >= 4)
                script += p + " 3 -1\n";
        }
    }
    return script;
}

QString GnubgRunner::unsupportedReason(const Collection &collection, int game)
{
    if (collection.games.empty())
        return tr("there is no game to analyse");
    if (game >= int(collection.games.size()))
        return tr("there is no game %1").arg(game + 1);
    for (std::size_t i = 0; i < collection.games.size(); ++i) {
        if (game >= 0 && int(i) != game)
            continue;
        const GameKind kind = collection.games[i].kind;
        if (kind == GameKind::AceyDeucey || kind == GameKind::Tabula)
            return tr("game %1 is %2: GNU Backgammon does not play it")
                .arg(i + 1)
                .arg(kind == GameKind::AceyDeucey ? tr("acey-deucey") : tr("tabula"));
        if (kind != GameKind::Backgammon)
            return tr("game %1 is no backgammon game").arg(i + 1);
    }
    return QString();
}

QString GnubgRunner::attach(Collection &target, const Collection &record,
                            const std::vector<std::array<int, 2>> &closeCube)
{
    if (record.games.size() != target.games.size())
        return tr("GNU Backgammon's record holds %1 games, the document %2")
            .arg(record.games.size())
            .arg(target.games.size());
    // Checked completely before anything changes.
    std::vector<std::vector<std::pair<NodeId, BackgammonEvent>>> ours, theirs;
    for (std::size_t g = 0; g < target.games.size(); ++g) {
        ours.push_back(mainLine(target.games[g]));
        theirs.push_back(mainLine(record.games[g]));
        const auto &a = ours.back();
        const auto &b = theirs.back();
        for (std::size_t k = 0; k < std::max(a.size(), b.size()); ++k) {
            if (k >= a.size() || k >= b.size() || !sameEvent(a[k].second, b[k].second))
                return tr("GNU Backgammon's record of game %1 does not line up with the document at event %2")
                    .arg(g + 1)
                    .arg(k + 1);
        }
    }
    for (std::size_t g = 0; g < target.games.size(); ++g) {
        GameRecord &game = target.games[g];
        const GameRecord &source = record.games[g];
        for (std::size_t k = 0; k < ours[g].size(); ++k) {
            std::vector<RawProperty> props = game.tree.unknownProperties(ours[g][k].first);
            props.erase(
                std::remove_if(props.begin(), props.end(), [](const RawProperty &p) { return isAnalysisKey(p.key); }),
                props.end());
            for (const RawProperty &p : source.tree.unknownProperties(theirs[g][k].first)) {
                if (isAnalysisKey(p.key))
                    props.push_back(p);
            }
            game.tree.setUnknownProperties(ours[g][k].first, std::move(props));
        }
        for (const RawProperty &p : source.header) {
            if (p.key == "GS" || p.key == "KZ")
                replaceHeaderKey(game.header, p);
        }
        if (g < closeCube.size())
            replaceHeaderKey(game.header, RawProperty{"KZ",
                                                      {QByteArray("closecube:") + QByteArray::number(closeCube[g][0])
                                                       + ' ' + QByteArray::number(closeCube[g][1])}});
    }
    return QString();
}

void GnubgRunner::fail(const QString &message)
{
    m_result = RunResult();
    m_result.error = message;
    m_result.cancelled = m_cancelled;
    m_running = false;
    if (m_silence)
        m_silence->stop();
    m_dir.reset(); // the temporary folder goes with its content
    QMetaObject::invokeMethod(this, &GnubgRunner::finished, Qt::QueuedConnection);
}

void GnubgRunner::start(const Collection &collection, const RunOptions &options)
{
    QElapsedTimer own;
    own.start();
    m_result = RunResult();
    m_options = options;
    m_output.clear();
    m_scanned = 0;
    m_done = 0;
    m_closeCube.clear();
    m_cancelled = false;
    m_stuck = false;
    m_running = true;
    if (const QString why = unsupportedReason(collection, options.game); !why.isEmpty())
        return fail(why);
    if (!options.setting.isEmpty() && !namedSetting(options.setting))
        return fail(tr("GNU Backgammon has no setting called \"%1\"").arg(options.setting));
    m_input = Collection();
    m_full = collection;
    if (options.game >= 0) {
        m_input.games.push_back(collection.games[std::size_t(options.game)]);
    } else {
        m_input = collection;
    }
    m_games = int(m_input.games.size());
    m_closeCube.assign(std::size_t(m_games), {0, 0});
    const SaveResult mat = jellyfish::write(m_input);
    if (!mat.ok())
        return fail(tr("the match cannot be written for GNU Backgammon: %1").arg(mat.error));
    if (!mat.warnings.isEmpty())
        return fail(tr("the match cannot be written for GNU Backgammon as it is: %1")
                        .arg(mat.warnings.join(QLatin1String("; "))));
    m_dir = std::make_unique<QTemporaryDir>();
    if (!m_dir->isValid())
        return fail(tr("no temporary folder for GNU Backgammon: %1").arg(m_dir->errorString()));
    const QString matPath = m_dir->filePath(QStringLiteral("match.mat"));
    QFile f(matPath);
    if (!f.open(QIODevice::WriteOnly) || f.write(mat.data) != mat.data.size())
        return fail(tr("cannot write %1").arg(matPath));
    f.close();
    QDir(m_dir->path()).mkdir(QStringLiteral("prefs"));
    QByteArray script;
    if (const NamedSetting *named = namedSetting(options.setting)) {
        script += namedSettingScript(*named);
    } else {
        script += "set analysis chequerplay evaluation plies " + QByteArray::number(options.chequerPlies) + '\n';
        script += "set analysis cubedecision evaluation plies " + QByteArray::number(options.cubePlies) + '\n';
    }
    script += "import mat " + matPath.toUtf8() + '\n';
    script += "first game\n";
    for (int g = 0; g < m_games; ++g) {
        script += "analyse game\nshow statistics game\n";
        if (g + 1 < m_games)
            script += "next game\n";
    }
    script += "save match " + m_dir->filePath(QStringLiteral("analysed.sgf")).toUtf8() + '\n';
    script += "show statistics match\n";
    m_process = gnubgProcess(options.program, *m_dir);
    connect(m_process.get(), &QProcess::readyReadStandardOutput, this, &GnubgRunner::onOutput);
    connect(m_process.get(), &QProcess::finished, this, &GnubgRunner::onFinished);
    connect(m_process.get(), &QProcess::errorOccurred, this, &GnubgRunner::onError);
    if (!m_silence) {
        m_silence = new QTimer(this);
        m_silence->setSingleShot(true);
        connect(m_silence, &QTimer::timeout, this, &GnubgRunner::onSilence);
    }
    m_silence->setInterval(std::chrono::seconds(stuckAfterSeconds(options)));
    // Anything gnubg prints shows it is alive; its errors are read at its end.
    connect(m_process.get(), &QProcess::readyReadStandardError, m_silence, qOverload<>(&QTimer::start));
    m_silence->start();
    m_ownMs = double(own.nsecsElapsed()) / 1e6;
    m_engineClock.start();
    m_process->start();
    m_process->write(script);
    m_process->closeWriteChannel();
    emit progress(0, m_games);
}

void GnubgRunner::cancel()
{
    if (!m_running)
        return;
    m_cancelled = true;
    if (m_worker)
        return; // the worker's end reports the cancellation
    if (m_process && m_process->state() != QProcess::NotRunning) {
        m_process->kill(); // onFinished reports the cancellation
        return;
    }
    fail(tr("the analysis was cancelled"));
}

void GnubgRunner::onSilence()
{
    if (!m_running || m_cancelled || !m_process || m_process->state() == QProcess::NotRunning)
        return;
    m_stuck = true;
    m_process->kill(); // onFinished reports it
}

void GnubgRunner::onOutput()
{
    const QByteArray more = m_process->readAllStandardOutput();
    if (!more.isEmpty() && m_silence && m_silence->isActive())
        m_silence->start();
    m_output += more;
    // Each game's statistics end with "Overall statistics" and its lines; a
    // game counts as done when its statistics begin to come.
    static const QRegularExpression close(QStringLiteral("^Close or actual cube decisions\\s+(\\d+)\\s+(\\d+)"),
                                          QRegularExpression::MultilineOption);
    while (true) {
        const qsizetype cubeAt = m_output.indexOf("Close or actual cube decisions", m_scanned);
        const qsizetype overallAt = m_output.indexOf("Overall statistics", m_scanned);
        if (overallAt < 0 && cubeAt < 0)
            break;
        if (cubeAt >= 0 && (overallAt < 0 || cubeAt < overallAt)) {
            const qsizetype end = m_output.indexOf('\n', cubeAt);
            if (end < 0)
                break;
            const QRegularExpressionMatch m = close.match(QString::fromUtf8(m_output.mid(cubeAt, end - cubeAt)));
            if (m.hasMatch() && m_done < m_games)
                m_closeCube[std::size_t(m_done)] = {m.captured(1).toInt(), m.captured(2).toInt()};
            m_scanned = end;
            continue;
        }
        m_scanned = overallAt + 18;
        if (m_done < m_games) {
            ++m_done;
            emit progress(m_done, m_games);
        } else {
            m_result.gnubgMatchStatistics = QString::fromUtf8(m_output.mid(m_output.lastIndexOf("Player", overallAt)));
        }
    }
}

void GnubgRunner::onError(QProcess::ProcessError error)
{
    if (error != QProcess::FailedToStart)
        return; // a crash or a kill ends in onFinished
    const QString program = m_options.program;
    m_process.release()->deleteLater();
    fail(tr("GNU Backgammon was not found (%1); install it, for example with: apt-get install gnubg").arg(program));
}

void GnubgRunner::onFinished(int exitCode, QProcess::ExitStatus status)
{
    const double engineMs = double(m_engineClock.nsecsElapsed()) / 1e6;
    if (!m_running)
        return;
    onOutput();
    const QByteArray errors = m_process->readAllStandardError();
    m_process.release()->deleteLater();
    if (m_silence)
        m_silence->stop();
    if (m_cancelled)
        return fail(tr("the analysis was cancelled"));
    if (m_stuck)
        //: %1 a number of seconds
        return fail(tr("GNU Backgammon printed nothing for %1 s and was stopped as stuck; the document is unchanged")
                        .arg(stuckAfterSeconds(m_options)));
    if (status == QProcess::CrashExit)
        return fail(tr("GNU Backgammon stopped unexpectedly (it crashed); the document is unchanged"));
    if (exitCode != 0)
        return fail(tr("GNU Backgammon failed (exit code %1): %2").arg(exitCode).arg(outputExcerpt(errors)));
    // Reading gnubg's SGF back and attaching it (Kibitz's share) runs on a
    // worker thread: a long match's analysis is a few megabytes of SGF, and
    // the interface thread must not wait for it.
    struct Outcome {
        QString error;
        Collection analysed;
        QString engine;
        double ms = 0;
    };
    auto outcome = std::make_shared<Outcome>();
    const QString path = m_dir->filePath(QStringLiteral("analysed.sgf"));
    const QString said = outputExcerpt(errors + m_output);
    m_worker = QThread::create([outcome, path, said, input = m_input, closeCube = m_closeCube]() mutable {
        QElapsedTimer own;
        own.start();
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) {
            outcome->error = tr("GNU Backgammon wrote no analysis; the document is unchanged. It said: %1").arg(said);
            return;
        }
        const QByteArray sgf = f.readAll();
        LoadResult back = loadBytes(sgf, FileFormat::Sgf);
        if (!back.ok()) {
            outcome->error = tr("GNU Backgammon's analysis cannot be read: %1").arg(back.error.message);
            return;
        }
        if (const QString why = attach(input, *back.collection, closeCube); !why.isEmpty()) {
            outcome->error = why;
            return;
        }
        static const QRegularExpression ap(QStringLiteral("AP\\[GNU Backgammon:([^\\]]*)\\]"));
        const QRegularExpressionMatch m = ap.match(QString::fromUtf8(sgf.left(400)));
        outcome->engine = QStringLiteral("GNU Backgammon %1").arg(m.hasMatch() ? m.captured(1) : QStringLiteral("?"));
        outcome->analysed = std::move(input);
        outcome->ms = double(own.nsecsElapsed()) / 1e6;
    });
    connect(m_worker, &QThread::finished, this, [this, outcome, engineMs] {
        m_worker->deleteLater();
        m_worker = nullptr;
        if (m_cancelled)
            return fail(tr("the analysis was cancelled"));
        if (!outcome->error.isEmpty())
            return fail(outcome->error);
        m_result.ok = true;
        if (m_options.game >= 0) {
            // One game analysed: the whole document with that game's analysis.
            m_full.games[std::size_t(m_options.game)] = std::move(outcome->analysed.games.front());
            m_result.analysed = std::move(m_full);
        } else {
            m_result.analysed = std::move(outcome->analysed);
        }
        m_full = Collection();
        m_result.engine = outcome->engine;
        m_result.engineMs = engineMs;
        m_result.ownMs = m_ownMs + outcome->ms;
        m_running = false;
        m_dir.reset();
        emit progress(m_games, m_games);
        emit finished();
    });
    m_worker->start();
}

RunResult GnubgRunner::run(const Collection &collection, const RunOptions &options)
{
    GnubgRunner runner;
    QEventLoop loop;
    connect(&runner, &GnubgRunner::finished, &loop, &QEventLoop::quit);
    runner.start(collection, options);
    loop.exec(); // finished() always comes from the event loop
    return runner.result();
}

} // namespace kibitz::bganalysis
