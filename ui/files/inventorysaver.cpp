#include "ui/files/inventorysaver.h"

#include "core/io/inventoryfile.h"
#include "ui/files/filetask.h"

#include <QCryptographicHash>
#include <QFileInfo>

namespace FlowAudit {

InventorySaver::Written InventorySaver::write(QWidget* window, const Inventory& snapshot, const QString& path,
                                              AtomicFile::Options options)
{
    const QString name = QFileInfo(path).fileName();
    const int flows = int(snapshot.flows.size());
    FileTask task(window, tr("Saving %1").arg(name), false); // an atomic write is over quickly once begun
    Written written;
    task.run(
        [name, flows](const FileTask::Done& done) {
            return done.step == 0 ? tr("Writing %n flow(s) to %1…", nullptr, flows).arg(name)
                                  : tr("Saving %1 and reading it back…").arg(name);
        },
        [&] {
            const QByteArray bytes = InventoryFile::serialise(snapshot, InventoryFile::formatOf(path));
            task.setStep(1);
            written.error = AtomicFile::write(path, bytes, options);
            if (!written.error)
                written.hash = QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
        });
    return written;
}

} // namespace FlowAudit
