// Benchmark of the analysis by GNU Backgammon (issue 19; targets in
// parentheses), side by side in one run:
//   - a 7-point match at 0-ply: gnubg's own `import mat` + `analyse match`
//     against Kibitz's whole analysis (export, gnubg, read back, attach)
//     (Kibitz <= 1.2 x gnubg), and Kibitz's own share (< 100 ms);
//   - opening a 15-game .mat (< 20 ms).
// Wall clock for the runs of gnubg (another process); the thread's CPU time
// for opening the .mat. Medians of --runs runs (default 5), alternating.
// Run: build/tests/bench/bench_analyse [--match FILE.mat] [--open FILE.mat] [--runs N]

#include "benchclock.h"

#include "analysis/backgammon/gnubgrunner.h"
#include "formats/jellyfish/jellyfish.h"
#include "formats/registry.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace kibitz;

namespace {

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// gnubg alone: import the .mat and analyse the match, start to exit.
double gnubgAlone(const QString &program, const QString &mat, int plies)
{
    QTemporaryDir prefs;
    QProcess p;
    const QByteArray script = "set analysis chequerplay evaluation plies " + QByteArray::number(plies)
                            + "\nset analysis cubedecision evaluation plies " + QByteArray::number(plies)
                            + "\nimport mat " + mat.toUtf8() + "\nanalyse match\n";
    QElapsedTimer t;
    t.start();
    p.start(program,
            {QStringLiteral("-t"), QStringLiteral("-q"), QStringLiteral("-r"), QStringLiteral("-s"), prefs.path()});
    p.write(script);
    p.closeWriteChannel();
    p.waitForFinished(600000);
    return double(t.nsecsElapsed()) / 1e6;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    QString match = QStringLiteral(KIBITZ_BENCH_DATA "/jellyfish/studio-llabba-pasiphae-7p.txt");
    QString open = QStringLiteral(KIBITZ_BENCH_DATA "/jellyfish/galaxy-match8067917-15games.txt");
    int runs = 5;
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args[i] == QLatin1String("--match"))
            match = args[++i];
        else if (args[i] == QLatin1String("--open"))
            open = args[++i];
        else if (args[i] == QLatin1String("--runs"))
            runs = args[++i].toInt();
    }

    // Opening a 15-game .mat.
    const QByteArray bytes = readAll(open);
    std::vector<double> opens;
    std::size_t games = 0;
    for (int i = 0; i < 50; ++i) {
        const std::int64_t start = threadCpuNs();
        const LoadResult r = loadBytes(bytes, detectFormat(bytes, open));
        opens.push_back(double(threadCpuNs() - start) / 1e6);
        if (!r.ok()) {
            std::fprintf(stderr, "%s: %s\n", qPrintable(open), qPrintable(r.error.message));
            return 1;
        }
        games = r.collection->games.size();
    }
    std::printf("open %zu-game .mat (%lld bytes): median %.2f ms (target < 20 ms)\n", games, (long long)bytes.size(),
                median(opens));

    const FileLoad load = loadFile(match);
    if (!load.result.ok()) {
        std::fprintf(stderr, "%s: %s\n", qPrintable(match), qPrintable(load.result.error.message));
        return 1;
    }
    bganalysis::RunOptions options;
    if (!QFile::exists(options.program)) {
        std::printf("GNU Backgammon is not installed (%s): the analysis is not measured\n",
                    qPrintable(options.program));
        return 0;
    }
    std::vector<double> alone, kibitz, own, engine;
    for (int i = 0; i < runs; ++i) {
        alone.push_back(gnubgAlone(options.program, match, 0));
        QElapsedTimer t;
        t.start();
        const bganalysis::RunResult r = bganalysis::GnubgRunner::run(*load.result.collection, options);
        kibitz.push_back(double(t.nsecsElapsed()) / 1e6);
        if (!r.ok) {
            std::fprintf(stderr, "analysis failed: %s\n", qPrintable(r.error));
            return 1;
        }
        own.push_back(r.ownMs);
        engine.push_back(r.engineMs);
    }
    const double a = median(alone);
    const double k = median(kibitz);
    std::printf("analyse %zu-game 7-point match at 0-ply (%d runs, medians):\n", load.result.collection->games.size(),
                runs);
    std::printf("  gnubg alone (import mat, analyse match): %.0f ms\n", a);
    std::printf("  Kibitz in all: %.0f ms = %.2f x gnubg alone (target <= 1.2); gnubg inside it %.0f ms\n", k, k / a,
                median(engine));
    std::printf("  Kibitz's own share (export, read back, attach): %.1f ms (target < 100 ms)\n", median(own));
    return 0;
}
