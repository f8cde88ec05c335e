// PlaybackBar: the replay toolbar the backgammon and Rokkaku views share. Its
// steps ask the view to move, play and pause follow what the view decides,
// its timer keeps a fixed pace or the view's, and its glyphs follow the palette.

#include "common/icons.h"
#include "common/playbackbar.h"

#include <QAction>
#include <QComboBox>
#include <QSignalSpy>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtTest>

using namespace kibitz;

namespace {

// The share of a picture's visible pixels that are close to `colour`.
double shareOf(const QImage &image, const QColor &colour)
{
    int visible = 0, close = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (c.alpha() < 200)
                continue;
            ++visible;
            if (std::abs(c.red() - colour.red()) + std::abs(c.green() - colour.green())
                    + std::abs(c.blue() - colour.blue())
                < 30)
                ++close;
        }
    return visible ? double(close) / visible : 0.0;
}

QImage picture(const QAction *action)
{
    return action->icon().pixmap(QSize(32, 32)).toImage().convertToFormat(QImage::Format_ARGB32);
}

} // namespace

class TestPlaybackBar : public QObject {
    Q_OBJECT

    std::unique_ptr<QWidget> m_owner;
    PlaybackBar *m_bar = nullptr;

private slots:
    void init()
    {
        m_owner = std::make_unique<QWidget>();
        auto *layout = new QVBoxLayout(m_owner.get());
        m_bar = new PlaybackBar(QStringLiteral("Replay"), m_owner.get(), Qt::WidgetWithChildrenShortcut);
        layout->addWidget(m_bar);
    }

    void cleanup() { m_owner.reset(); }

    void stepsAskTheView()
    {
        QAction *start
            = m_bar->addStart(QStringLiteral("start"), QStringLiteral("Start"), QStringLiteral("To the start"));
        QAction *back = m_bar->addPrevious(QStringLiteral("back"), QStringLiteral("Back"), QStringLiteral("Back one"));
        QAction *forward
            = m_bar->addNext(QStringLiteral("forward"), QStringLiteral("Forward"), QStringLiteral("On one"));
        QAction *end = m_bar->addEnd(QStringLiteral("end"), QStringLiteral("End"), QStringLiteral("To the end"));
        QSignalSpy positions(m_bar, &PlaybackBar::positionRequested);
        QSignalSpy steps(m_bar, &PlaybackBar::stepRequested);
        start->trigger();
        end->trigger();
        back->trigger();
        forward->trigger();
        QCOMPARE(positions.count(), 2);
        QCOMPARE(positions.at(0).at(0).value<PlaybackBar::Target>(), PlaybackBar::Target::Start);
        QCOMPARE(positions.at(1).at(0).value<PlaybackBar::Target>(), PlaybackBar::Target::End);
        QCOMPARE(steps.count(), 2);
        QCOMPARE(steps.at(0).at(0).toInt(), -1);
        QCOMPARE(steps.at(1).at(0).toInt(), 1);
        // The actions are the owner's, shown on the bar as named buttons.
        QCOMPARE(m_owner->findChild<QAction *>(QStringLiteral("back")), back);
        QVERIFY(m_owner->actions().contains(end));
        QCOMPARE(m_bar->actions().size(), 4);
        auto *button = qobject_cast<QToolButton *>(m_bar->widgetForAction(forward));
        QVERIFY(button);
        QCOMPARE(button->objectName(), QStringLiteral("forwardButton"));
        QCOMPARE(button->accessibleName(), QStringLiteral("Forward"));
        QCOMPARE(forward->toolTip(), QStringLiteral("On one"));
        QVERIFY(!forward->icon().isNull());
        QCOMPARE(m_bar->accessibleName(), QStringLiteral("Replay"));
    }

    void stepsEnabledByTheView()
    {
        QAction *start = m_bar->addStart(QStringLiteral("start"), QStringLiteral("Start"), QStringLiteral("Start"));
        QAction *back = m_bar->addPrevious(QStringLiteral("back"), QStringLiteral("Back"), QStringLiteral("Back"));
        QAction *play = m_bar->addPlayPause(QStringLiteral("play"), QStringLiteral("Play"), {});
        QAction *forward = m_bar->addNext(QStringLiteral("forward"), QStringLiteral("Forward"), QStringLiteral("On"));
        QAction *end = m_bar->addEnd(QStringLiteral("end"), QStringLiteral("End"), QStringLiteral("End"));
        m_bar->setStepsEnabled(false, true);
        QVERIFY(!start->isEnabled() && !back->isEnabled());
        QVERIFY(forward->isEnabled() && end->isEnabled());
        m_bar->setStepsEnabled(true, false);
        QVERIFY(start->isEnabled() && back->isEnabled());
        QVERIFY(!forward->isEnabled() && !end->isEnabled());
        QVERIFY(play->isEnabled()); // playing is the view's to refuse
    }

    void positionBox()
    {
        QSpinBox *box = m_bar->addPositionBox(QStringLiteral("Jump to turn"), QStringLiteral("The turn shown"));
        QCOMPARE(m_bar->positionBox(), box);
        QCOMPARE(box->parentWidget(), m_bar);
        QCOMPARE(box->accessibleName(), QStringLiteral("Jump to turn"));
        QCOMPARE(box->toolTip(), QStringLiteral("The turn shown"));
        QSignalSpy chosen(m_bar, &PlaybackBar::positionChosen);
        m_bar->setRange(300);
        m_bar->setPosition(12);
        QCOMPARE(box->value(), 12);
        QCOMPARE(box->text(), QStringLiteral("12 / 300"));
        m_bar->setPosition(400);
        QCOMPARE(box->value(), 300);
        QCOMPARE(chosen.count(), 0); // the view's own news
        // Typed: one position, when the typing ends.
        m_owner->show();
        box->setFocus();
        box->selectAll();
        QTest::keyClicks(box, QStringLiteral("42"));
        QCOMPARE(chosen.count(), 0);
        QTest::keyClick(box, Qt::Key_Return);
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(chosen.at(0).at(0).toInt(), 42);
    }

    void buttonsWithKeys()
    {
        const QKeySequence key(Qt::CTRL | Qt::Key_Right);
        QAction *own = m_bar->addButton(QStringLiteral("own"), QStringLiteral("Own"), QStringLiteral("Something"), key,
                                        Icons::Glyph::NextStep);
        QCOMPARE(own->shortcut(), key);
        QCOMPARE(own->shortcutContext(), Qt::WidgetWithChildrenShortcut);
        QCOMPARE(own->toolTip(), QStringLiteral("Something (%1)").arg(key.toString(QKeySequence::NativeText)));
        // An action shown nowhere, with a key that works in the owner.
        QAction *hidden = m_bar->addButton(QStringLiteral("hidden"), QStringLiteral("Hidden"), QStringLiteral("Tip"),
                                           QKeySequence(Qt::Key_F3), std::nullopt, nullptr, false);
        QVERIFY(!m_bar->actions().contains(hidden));
        QVERIFY(m_owner->actions().contains(hidden));
        QVERIFY(hidden->icon().isNull());
        // The key triggers it while the owner has the focus.
        m_owner->setFocusPolicy(Qt::StrongFocus);
        m_owner->show();
        QVERIFY(QTest::qWaitForWindowActive(m_owner.get()));
        m_owner->setFocus();
        QSignalSpy triggered(own, &QAction::triggered);
        QTest::keyClick(m_owner.get(), Qt::Key_Right, Qt::ControlModifier);
        QCOMPARE(triggered.count(), 1);
    }

    void playFollowsTheView()
    {
        QAction *play
            = m_bar->addPlayPause(QStringLiteral("play"), QStringLiteral("Play / pause"), QKeySequence(Qt::Key_Space));
        QCOMPARE(m_bar->playPauseAction(), play);
        QCOMPARE(play->text(), QStringLiteral("Play"));
        QVERIFY(play->isCheckable());
        const QImage playing = picture(play);
        QSignalSpy requests(m_bar, &PlaybackBar::playRequested);
        QSignalSpy changes(m_bar, &PlaybackBar::playingChanged);
        // The view refuses: nothing changes.
        play->trigger();
        QCOMPARE(requests.count(), 1);
        QCOMPARE(requests.at(0).at(0).toBool(), true);
        QVERIFY(!play->isChecked());
        QVERIFY(!m_bar->isPlaying());
        QCOMPARE(changes.count(), 0);
        // The view agrees.
        m_bar->setPlaying(true);
        QVERIFY(m_bar->isPlaying());
        QVERIFY(play->isChecked());
        QCOMPARE(play->text(), QStringLiteral("Pause"));
        QCOMPARE(m_bar->widgetForAction(play)->accessibleName(), QStringLiteral("Pause"));
        QVERIFY(picture(play) != playing);
        QCOMPARE(changes.count(), 1);
        play->trigger();
        QCOMPARE(requests.at(1).at(0).toBool(), false);
        QVERIFY(play->isChecked()); // until the view says
        m_bar->setPlaying(false);
        QVERIFY(!play->isChecked());
        QCOMPARE(play->text(), QStringLiteral("Play"));
        QCOMPARE(picture(play), playing);
        QCOMPARE(changes.count(), 2);
        m_bar->setPlaying(false);
        QCOMPARE(changes.count(), 2);
    }

    void fixedPace()
    {
        QSignalSpy advances(m_bar, &PlaybackBar::advanceRequested);
        m_bar->setInterval(10);
        QCOMPARE(m_bar->interval(), 10);
        QTest::qWait(40);
        QCOMPARE(advances.count(), 0); // not playing
        int stopAt = 3;
        connect(m_bar, &PlaybackBar::advanceRequested, this, [&] {
            if (advances.count() >= stopAt)
                m_bar->setPlaying(false);
        });
        m_bar->setPlaying(true);
        QVERIFY(m_bar->isScheduled());
        QTRY_VERIFY(!m_bar->isPlaying());
        QCOMPARE(advances.count(), 3);
        QTest::qWait(50);
        QCOMPARE(advances.count(), 3);
        m_bar->setInterval(0);
        QCOMPARE(m_bar->interval(), 1); // never 0 once set
    }

    void viewsPace()
    {
        QSignalSpy advances(m_bar, &PlaybackBar::advanceRequested);
        m_bar->scheduleNext(5);
        QVERIFY(!m_bar->isScheduled()); // not playing
        m_bar->setPlaying(true);
        QVERIFY(!m_bar->isScheduled()); // the view decides when
        QTest::qWait(30);
        QCOMPARE(advances.count(), 0);
        m_bar->scheduleNext(5);
        QVERIFY(m_bar->isScheduled());
        QTRY_COMPARE(advances.count(), 1);
        QTest::qWait(40);
        QCOMPARE(advances.count(), 1); // once per schedule
        m_bar->scheduleNext(5);
        m_bar->setPlaying(false);
        QVERIFY(!m_bar->isScheduled());
        QTest::qWait(30);
        QCOMPARE(advances.count(), 1);
    }

    void speedBox()
    {
        QComboBox *box = m_bar->speedBox({{QStringLiteral("slow"), 2000}, {QStringLiteral("fast"), 500}});
        QCOMPARE(m_bar->speedBox(), box);
        QCOMPARE(box->count(), 2);
        QSignalSpy chosen(m_bar, &PlaybackBar::speedChosen);
        m_bar->showSpeed(500);
        QCOMPARE(box->currentText(), QStringLiteral("fast"));
        m_bar->showSpeed(1234); // no such choice: unchanged
        QCOMPARE(box->currentText(), QStringLiteral("fast"));
        QCOMPARE(chosen.count(), 0);
        m_bar->addWidget(box);
        m_owner->show();
        box->setFocus();
        QTest::keyClick(box, Qt::Key_Up);
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(chosen.at(0).at(0).toInt(), 2000);
    }

    void glyphsFollowThePalette()
    {
        QAction *start = m_bar->addStart(QStringLiteral("start"), QStringLiteral("Start"), QStringLiteral("Start"));
        QAction *play = m_bar->addPlayPause(QStringLiteral("play"), QStringLiteral("Play"), {});
        QPalette palette = m_bar->palette();
        palette.setColor(QPalette::WindowText, QColor(200, 30, 30));
        m_owner->setPalette(palette);
        QVERIFY(shareOf(picture(start), QColor(200, 30, 30)) > 0.9);
        QVERIFY(shareOf(picture(play), QColor(200, 30, 30)) > 0.9);
        palette.setColor(QPalette::WindowText, QColor(30, 30, 200));
        m_owner->setPalette(palette);
        QVERIFY(shareOf(picture(start), QColor(30, 30, 200)) > 0.9);
        m_bar->setPlaying(true); // the pause glyph in the palette's colour too
        QVERIFY(shareOf(picture(play), QColor(30, 30, 200)) > 0.9);
    }
};

QTEST_MAIN(TestPlaybackBar)
#include "tst_playbackbar.moc"
