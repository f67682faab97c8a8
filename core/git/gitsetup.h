#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace FlowAudit {

// `flowaudit-cli git-setup` (docs/spec/accepted-risks-and-git.md, Merge): the .gitattributes lines
// that send inventories to FlowAudit's merge and diff drivers, and the repository's git
// config that defines them. Run twice, it changes nothing.
class GitSetup {
public:
    struct Result {
        QStringList notes;     // what it found (the files a pattern matches), said first
        QStringList changes;   // what it did, one sentence each
        QStringList unchanged; // what was already so
        QString error;         // why it could not (then nothing after the failing step was done)
        bool ok() const { return error.isEmpty(); }
    };

    // The drivers only ever see inventories. paths: inventories, and folders to look for
    // them in (none: the current folder), each line naming one file; a path that is not an
    // inventory is refused. pattern (instead): one .gitattributes pattern, refused when it
    // matches a file of the work tree that is not an inventory; the files it matches are
    // listed in changes. command: how git is to run flowaudit-cli.
    static Result run(const QStringList& paths, const QString& pattern, const QString& command);
    // The inventories (.yaml, .yml that read as one) under directory, relative to top.
    static QStringList inventoriesUnder(const QString& directory, const QString& top);
    // The files of the work tree at top (tracked, and untracked but not ignored) that a
    // .gitattributes pattern at top matches, as git itself matches it; none when git fails.
    static std::optional<QStringList> filesMatching(const QString& top, const QString& pattern,
                                                    QString* error);
    // A path as a .gitattributes pattern that matches only it.
    static QString patternFor(const QString& relativePath);
};

} // namespace FlowAudit
