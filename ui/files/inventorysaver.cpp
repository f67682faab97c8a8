#include "ui/files/inventorysaver.h"

#include "core/export/inventoryexport.h"
#include "core/export/inventorysave.h"
#include "core/io/files/inventoryfile.h"
#include "ui/files/filetask.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QLocale>

namespace FlowAudit {

InventorySaver::Written InventorySaver::write(QWidget* window, const Inventory& snapshot,
                                              const QString& path, AtomicFile::Options options,
                                              const Base* base) {
    const QString name = QFileInfo(path).fileName();
    const int flows = int(snapshot.flows.size());
    FileTask task(window, tr("Saving %1").arg(name), true);
    task.setTotalFlows(flows);
    Written written;
    task.run(
        [name, flows](const FileTask::Done& done) {
            if (done.step == 1)
                return tr("Saving %1 and reading it back…").arg(name);
            if (done.flows == 0)
                return tr("Writing %n flow(s) to %1…", nullptr, flows).arg(name);
            return tr("Writing %1: %2 of %Ln flow(s), %3 MB so far", nullptr, flows)
                .arg(name, QLocale().toString(done.flows),
                     QLocale().toString(double(done.bytes) / (1024.0 * 1024.0), 'f', 1));
        },
        [&] {
            std::optional<QByteArray> bytes;
            if (base) {
                // Patched and read back to prove it: the read is most of the time, and what
                // the dialog follows.
                // The caller asks the user before the canonical layout drops anything.
                const UnkeptSyntax askedApart;
                InventorySave::Plan plan =
                    InventorySave::over({base->bytes, base->inventory, askedApart}, snapshot, path,
                                        InventorySave::Canonical::Refused, task.progress());
                if (task.isCancelled()) {
                    written.cancelled = true;
                    return;
                }
                if (plan.layout == InventorySave::Layout::Refused) {
                    written.unpatched = plan.whyNotPatched;
                    return;
                }
                bytes = std::move(plan.bytes);
            } else {
                const ReadProgress progress = task.progress();
                bytes =
                    InventoryExport::serialise(snapshot, InventoryFile::formatOf(path), progress);
            }
            // Cancelled while the flows were made, or just after: the file is not touched.
            if (!bytes || task.isCancelled()) {
                written.cancelled = true;
                return;
            }
            task.setStep(1);
            written.error = AtomicFile::write(path, *bytes, options);
            if (!written.error) {
                written.hash = QCryptographicHash::hash(*bytes, QCryptographicHash::Sha256);
                written.bytes = std::move(*bytes);
            }
        });
    return written;
}

} // namespace FlowAudit
