#include "settings/gameviewoptions.h"

#include "games/gameuitable.h"
#include "settings/preferenceshost.h"

#include <QAction>
#include <QActionGroup>
#include <QHash>
#include <QMenu>

namespace kibitz {

void addGameViewOptions(QMenu *menu, PreferencesHost &host)
{
    QHash<QByteArray, QActionGroup *> groups;
    for (const GameUi *ui : gameUis()) {
        for (const ViewOption &view : ui->viewOptions()) {
            QAction *action = menu->addAction(view.text);
            if (view.exclusiveGroup) {
                QActionGroup *&group = groups[QByteArray(view.exclusiveGroup)];
                if (!group) {
                    group = new QActionGroup(menu);
                    group->setExclusionPolicy(QActionGroup::ExclusionPolicy::ExclusiveOptional);
                }
                group->addAction(action);
            }
            action->setObjectName(QLatin1String(view.option.key));
            action->setCheckable(true);
            action->setChecked(host.renderOptions().game.value(view.option));
            action->setShortcut(view.shortcut);
            const GameOption option = view.option;
            QObject::connect(action, &QAction::toggled, action, [&host, option](bool on) {
                RenderOptions options = host.renderOptions();
                options.game.set(option, on);
                host.setRenderOptions(options);
            });
        }
    }
}

void syncGameViewOptions(const QObject *window, const RenderOptions &options)
{
    for (const GameUi *ui : gameUis())
        for (const ViewOption &view : ui->viewOptions())
            if (QAction *action = window->findChild<QAction *>(QLatin1String(view.option.key));
                action && action->isChecked() != options.game.value(view.option))
                action->setChecked(options.game.value(view.option));
}

QStringList gameViewOptionKeys()
{
    QStringList keys;
    for (const GameUi *ui : gameUis())
        for (const ViewOption &view : ui->viewOptions())
            keys << QLatin1String(view.option.key);
    return keys;
}

} // namespace kibitz
