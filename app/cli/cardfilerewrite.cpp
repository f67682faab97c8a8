#include "app/cli/cardfilerewrite.h"

#include "app/cli/clioutput.h"

#include "core/io/files/atomicfile.h"

#include <QFile>

#include <cstdio>

namespace FlowAudit::Cli {

bool rewriteCardFile(const QString& path,
                     const std::function<CardFileChange(const QByteArray&)>& change) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        printLine(stderr, tr("%1: %2").arg(path, file.errorString()));
        return false;
    }
    const CardFileChange changed = change(file.readAll());
    if (changed.error) {
        printLine(stderr, changed.error->toString());
        return false;
    }
    if (const std::optional<IoError> error = AtomicFile::write(path, changed.text)) {
        printLine(stderr, error->toString());
        return false;
    }
    return true;
}

} // namespace FlowAudit::Cli
