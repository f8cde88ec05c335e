#include "window/startpage.h"

#include "analysis/collectionsummary.h"
#include "common/plaintext.h"
#include "formats/registry.h"
#include "games/gameregistry.h"

#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include <functional>

namespace kibitz {

StartPage::StartPage(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("StartPage"));
}

QStringList StartPage::sampleDirectories()
{
    QStringList candidates;
#ifdef KIBITZ_SAMPLES_DIR
    candidates << QStringLiteral(KIBITZ_SAMPLES_DIR);
#endif
    candidates << QCoreApplication::applicationDirPath() + QStringLiteral("/../share/kibitz/samples");
    QStringList found;
    for (const QString &dir : candidates) {
        const QString c = QFileInfo(dir).canonicalFilePath();
        if (!c.isEmpty() && QFileInfo(c).isDir() && !found.contains(c))
            found << c;
    }
    return found;
}

QString StartPage::describe(const Collection &collection)
{
    return collection.games.empty() ? QString() : describe(summarizeCollection(collection));
}

QString StartPage::describe(const CollectionSummary &summary)
{
    if (summary.games == 0)
        return QString();
    return summary.name.isEmpty() ? describeCollection(summary)
                                  : QStringLiteral("%1 — %2").arg(summary.name, describeCollection(summary));
}

void StartPage::rebuild(const QStringList &recentFiles, const QHash<QString, QString> &descriptions)
{
    delete layout();
    qDeleteAll(findChildren<QWidget *>(QString(), Qt::FindDirectChildrenOnly));

    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(32, 32, 32, 32);
    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setAccessibleName(tr("Start page"));
    outer->addWidget(scroll);
    auto *content = new QWidget;
    scroll->setWidget(content);
    auto *layout = new QVBoxLayout(content);
    layout->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    layout->setSpacing(8);

    auto *title = new QLabel(tr("Kibitz"));
    QFont titleFont = title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 2.2);
    titleFont.setBold(true);
    title->setFont(titleFont);
    layout->addWidget(title);
    //: %1 lists the games ("Hex, Twixt, backgammon, and Rokkaku")
    auto *subtitle
        = new QLabel(tr("A viewer and editor of %1 game records.").arg(familyList(familiesWhere(everyGame))));
    layout->addWidget(subtitle);
    layout->addSpacing(12);

    auto *openButton = new QPushButton(tr("Open a File…"));
    connect(openButton, &QPushButton::clicked, this, &StartPage::openDialogRequested);
    layout->addWidget(openButton);

    // `describe` says what a file holds (empty: nothing to say).
    const auto addFileButtons = [&](const QString &heading, const QStringList &paths,
                                    const std::function<QString(const QString &)> &describeFile) {
        if (paths.isEmpty())
            return;
        layout->addSpacing(12);
        auto *label = new QLabel(heading);
        QFont bold = label->font();
        bold.setBold(true);
        label->setFont(bold);
        layout->addWidget(label);
        for (const QString &path : paths) {
            const QString description = describeFile(path);
            const QString text = description.isEmpty()
                                   ? QFileInfo(path).fileName()
                                   : QStringLiteral("%1\n%2").arg(QFileInfo(path).fileName(), description);
            auto *button = new QPushButton(shortcutSafeText(text));
            button->setToolTip(plainText(QDir::toNativeSeparators(path)));
            button->setMinimumWidth(360);
            button->setStyleSheet(QStringLiteral("text-align: left; padding: 6px 12px;"));
            connect(button, &QPushButton::clicked, this, [this, path] { emit fileChosen(path); });
            layout->addWidget(button);
        }
    };

    QStringList samples;
    QStringList seenNames;
    for (const QString &dir : sampleDirectories()) {
        const QFileInfoList files = QDir(dir).entryInfoList(readableFilePatterns(), QDir::Files, QDir::Name);
        for (const QFileInfo &info : files) {
            if (seenNames.contains(info.fileName()))
                continue;
            seenNames << info.fileName();
            samples << info.absoluteFilePath();
        }
    }
    // Samples are small; reading them tells what they hold.
    addFileButtons(tr("Sample games"), samples, [](const QString &path) {
        const FileLoad loaded = loadFile(path);
        return loaded.result.ok() ? describe(*loaded.result.collection) : QString();
    });
    QStringList recent;
    for (const QString &path : recentFiles)
        if (QFileInfo::exists(path))
            recent << path;
    addFileButtons(tr("Recent files"), recent, [&](const QString &path) { return descriptions.value(path); });
    if (samples.isEmpty() && recent.isEmpty()) {
        layout->addSpacing(12);
        layout->addWidget(new QLabel(tr("Drop a game file here to open it.")));
    }
}

} // namespace kibitz
