#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace FlowAudit {

// `flowaudit-cli git-setup` (accepted-risks-and-git.md, Merge): the .gitattributes lines
// that send inventories to FlowAudit's merge and diff drivers, and the repository's git
// config that defines them. Run twice, it changes nothing.
class GitSetup {
public:
    struct Result {
        QStringList changes;   // what it did, one sentence each
        QStringList unchanged; // what was already so
        QString error;         // why it could not (then nothing after the failing step was done)
        bool ok() const { return error.isEmpty(); }
    };

    // directory: inside the work tree; pattern: the .gitattributes pattern, or blank to list
    // each inventory found under directory. command: how git is to run flowaudit-cli.
    static Result run(const QString& directory, const QString& pattern, const QString& command);
    // The inventories (.yaml, .yml that read as one) under directory, relative to top.
    static QStringList inventoriesUnder(const QString& directory, const QString& top);
    // A path as a .gitattributes pattern that matches only it.
    static QString patternFor(const QString& relativePath);
};

} // namespace FlowAudit
