#pragma once

#include <QString>
#include <QStringList>

namespace FlowAudit {

// What File → Compare With… can offer for the open inventory.
struct CompareOffer {
    QString documentName;
    QString folder;        // where choosing a file starts
    bool inGit = false;    // the inventory's file is in a git work tree
    QStringList revisions; // the file's log, newest first: `hash<TAB>date<TAB>subject`
};

// The version the open inventory is compared with: another file, or a committed version
// of its own file (HEAD, a hash, `main~2`).
struct CompareSource {
    enum class Kind { File, Revision };
    Kind kind = Kind::File;
    QString value;
};

} // namespace FlowAudit
