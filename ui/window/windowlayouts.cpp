#include "window/windowlayouts.h"

#include "games/gameuitable.h"
#include "window/windowpanels.h"

#include <QCoreApplication>
#include <QDockWidget>
#include <QMainWindow>
#include <QSettings>
#include <QTabBar>

#include <algorithm>

namespace kibitz {

namespace {

// The version of the arrangements kept in the settings: an arrangement
// saved under another version (the one layout of earlier versions, kept as
// window/state) is not restored; the family's default layout is shown.
constexpr int layoutVersion = 1;
constexpr char adoptedProperty[] = "kibitzAdoptedTabBar";

// The dock layout keeps the tab bars it no longer uses, their tabs removed,
// moved out of sight but shown: Tab would reach them (and a screen reader
// names a bar by its current tab). A bar takes the focus only while it holds
// tabs; its count is looked at again whenever the layout moves or shows it
// (QTabBar says nothing when its last tab goes).
class TabBarFocus : public QObject {
public:
    explicit TabBarFocus(QTabBar *bar)
        : QObject(bar)
    { }

    static void follow(QTabBar *bar) { bar->setFocusPolicy(bar->count() > 0 ? Qt::TabFocus : Qt::NoFocus); }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        switch (event->type()) {
        case QEvent::Move:
        case QEvent::Resize:
        case QEvent::Show:
        case QEvent::Hide:
            follow(static_cast<QTabBar *>(watched));
            break;
        default:
            break;
        }
        return false;
    }
};

// The family's arrangement (QMainWindow::saveState), and whether its
// documents of several games show the Games panel.
QString stateKey(GameFamily family)
{
    return QStringLiteral("layout/") + QLatin1String(familyInfo(family).id) + QStringLiteral("/state");
}

QString gamesKey(GameFamily family)
{
    return QStringLiteral("layout/") + QLatin1String(familyInfo(family).id) + QStringLiteral("/games");
}

bool shows(const WindowLayout &layout, WindowPanel panel)
{
    return std::find(layout.shown.begin(), layout.shown.end(), panel) != layout.shown.end();
}

QSettings settings()
{
    return QSettings(QStringLiteral("Kibitz"), QStringLiteral("Kibitz"));
}

bool isSide(Qt::DockWidgetArea area)
{
    return area == Qt::LeftDockWidgetArea || area == Qt::RightDockWidgetArea;
}

} // namespace

WindowLayouts::WindowLayouts(QMainWindow &window, WindowPanels &panels)
    : m_window(window)
    , m_panels(panels)
{
    // The side panels reach down to the status bar: the bottom area (the
    // backgammon analysis) lies under the board only, beside them.
    window.setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    window.setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    window.setCorner(Qt::TopLeftCorner, Qt::LeftDockWidgetArea);
    window.setCorner(Qt::TopRightCorner, Qt::RightDockWidgetArea);
}

void WindowLayouts::setFamilyDock(GameFamily family, QDockWidget *dock)
{
    m_familyDocks[std::size_t(family)] = dock;
}

QDockWidget *WindowLayouts::dock(WindowPanel panel, GameFamily family) const
{
    if (panel == WindowPanel::Family)
        return m_familyDocks[std::size_t(family)];
    return m_panels.dock(panel);
}

void WindowLayouts::show(std::optional<GameFamily> family)
{
    if (m_shownOnce && family == m_family)
        return;
    remember();
    m_shownOnce = true;
    m_family = family;
    if (!family) { // the start page alone
        for (QDockWidget *dock : m_window.findChildren<QDockWidget *>(Qt::FindDirectChildrenOnly))
            dock->hide();
    } else {
        const QSettings s = settings();
        const QByteArray saved = s.value(stateKey(*family)).toByteArray();
        if (saved.isEmpty() || !m_window.restoreState(saved, layoutVersion)) {
            apply(gameUiForFamily(*family).defaultLayout(), *family);
        } else {
            m_panels.setGamesWanted(s.value(gamesKey(*family), true).toBool());
            m_panels.setWidenGames(false);
        }
    }
    adoptTabBars();
}

void WindowLayouts::adoptTabBars() const
{
    for (QTabBar *bar : m_window.findChildren<QTabBar *>(Qt::FindDirectChildrenOnly)) {
        if (bar->property(adoptedProperty).toBool())
            continue;
        bar->setProperty(adoptedProperty, true);
        bar->setAccessibleName(QCoreApplication::translate("kibitz::MainWindow", "Panels"));
        bar->installEventFilter(new TabBarFocus(bar));
        TabBarFocus::follow(bar);
    }
}

void WindowLayouts::resetToDefault()
{
    if (!m_family)
        return;
    QSettings s = settings();
    s.remove(stateKey(*m_family));
    s.remove(gamesKey(*m_family));
    apply(gameUiForFamily(*m_family).defaultLayout(), *m_family);
    adoptTabBars();
}

void WindowLayouts::remember() const
{
    if (!m_family)
        return;
    QSettings s = settings();
    s.setValue(stateKey(*m_family), m_window.saveState(layoutVersion));
    s.setValue(gamesKey(*m_family), m_panels.gamesWanted());
}

void WindowLayouts::apply(const WindowLayout &layout, GameFamily family)
{
    const auto shown = [&](WindowPanel panel) { return shows(layout, panel); };
    // The Games panel shows beside documents of several games only.
    m_panels.setGamesWanted(shown(WindowPanel::Games));
    m_panels.setWidenGames(true);
    // Every panel the layout places is taken out and docked again in its
    // group; the panels of other families stay hidden where they are.
    for (QDockWidget *dock : m_window.findChildren<QDockWidget *>(Qt::FindDirectChildrenOnly)) {
        dock->setFloating(false);
        dock->hide();
    }
    struct Placed {
        Qt::DockWidgetArea area;
        QDockWidget *front; // the group's first shown panel, null when none is
        int stretch;
    };
    std::vector<Placed> placed;
    for (const PanelGroup &group : layout.groups) {
        QDockWidget *first = nullptr;
        QDockWidget *front = nullptr;
        for (const WindowPanel panel : group.panels) {
            QDockWidget *dock = this->dock(panel, family);
            if (!dock)
                continue;
            m_window.removeDockWidget(dock);
            if (!first)
                m_window.addDockWidget(group.area, dock, isSide(group.area) ? Qt::Vertical : Qt::Horizontal);
            else
                m_window.tabifyDockWidget(first, dock);
            first = first ? first : dock;
            dock->setVisible(shown(panel));
            if (!front && shown(panel))
                front = dock;
        }
        if (front)
            front->raise();
        placed.push_back({group.area, front, group.stretch});
    }
    // The areas' depths, then the groups' shares of each area.
    const auto sizeArea = [&](Qt::DockWidgetArea area, int percent) {
        QList<QDockWidget *> fronts;
        QList<int> stretches;
        for (const Placed &p : placed) {
            if (p.area == area && p.front) {
                fronts << p.front;
                stretches << std::max(1, p.stretch) * 1000;
            }
        }
        if (fronts.isEmpty())
            return;
        const bool side = isSide(area);
        if (percent > 0) {
            const int depth = (side ? m_window.width() : m_window.height()) * percent / 100;
            m_window.resizeDocks({fronts.first()}, {depth}, side ? Qt::Horizontal : Qt::Vertical);
        }
        if (fronts.size() > 1)
            m_window.resizeDocks(fronts, stretches, side ? Qt::Vertical : Qt::Horizontal);
    };
    sizeArea(Qt::LeftDockWidgetArea, layout.leftPercent);
    sizeArea(Qt::RightDockWidgetArea, layout.rightPercent);
    sizeArea(Qt::BottomDockWidgetArea, layout.bottomPercent);
    sizeArea(Qt::TopDockWidgetArea, 0);
}

} // namespace kibitz
