#include "ui/recoveryoffer.h"

#include "core/io/files/recoverystore.h"
#include "ui/dialogs/userprompts.h"
#include "ui/files/autosaver.h"
#include "ui/files/documentfiles.h"
#include "ui/files/inventoryloader.h"
#include "ui/mainwindow.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace FlowAudit {

bool RecoveryOffer::run(MainWindow* window, UserPrompts* prompts) {
    RecoveryStore store;
    return run(window, prompts, &store);
}

bool RecoveryOffer::run(MainWindow* window, UserPrompts* prompts, RecoveryStore* store) {
    bool intoWindow = false;
    const QList<RecoveryCopy> copies = store->orphans();
    for (const RecoveryCopy& copy : copies) {
        const QString name = copy.originalPath.isEmpty() ? copy.documentName
                                                         : QFileInfo(copy.originalPath).fileName();
        switch (prompts->askRecover(window, name, copy.taken, copy.flowCount)) {
        case UserPrompts::RecoveryChoice::Later:
            store->release(copy.id);
            continue;
        case UserPrompts::RecoveryChoice::Discard:
            store->remove(copy.id);
            continue;
        case UserPrompts::RecoveryChoice::Recover:
            break;
        }
        std::optional<LoadedRecovery> loaded =
            InventoryLoader::readRecovery(window, *store, copy, name);
        if (!loaded) { // cancelled: asked again at the next start
            store->release(copy.id);
            continue;
        }
        InventoryReadResult& result = loaded->result;
        if (!result.inventory) {
            prompts->showError(
                window, QCoreApplication::translate("RecoveryOffer", "Cannot recover %1").arg(name),
                QCoreApplication::translate("RecoveryOffer", "%1\n\nThe recovery copy is kept.")
                    .arg(result.error.toString()));
            store->release(copy.id);
            continue;
        }
        MainWindow* target = window;
        if (intoWindow) {
            target = new MainWindow(prompts);
            target->setAttribute(Qt::WA_DeleteOnClose);
            target->show();
        }
        target->files()->adoptRecovered(copy, std::move(*result.inventory),
                                        std::move(loaded->originalUnkept));
        intoWindow = true;
        // The old copy goes only when the new window holds one of its own.
        if (target->files()->autosaver()->hasCopy())
            store->remove(copy.id);
        else
            store->release(copy.id);
    }
    return intoWindow;
}

} // namespace FlowAudit
