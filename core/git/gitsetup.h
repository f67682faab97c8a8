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

    // Whether a pattern that matches no inventory of the work tree yet may be written.
    enum class Unmatched { Refused, Allowed };

    // The drivers only ever see inventories. paths: inventories, and folders to look for
    // them in (none: the current folder), each line naming one file; a path that is not an
    // inventory is refused. pattern (instead): one .gitattributes pattern, refused when git
    // would refuse or ignore it (patternProblem), when it matches a file of the work tree that
    // is not an inventory, or, unless unmatched allows it, when it matches no inventory; the
    // files it matches are listed in notes. command: how git is to run flowaudit-cli.
    static Result run(const QStringList& paths, const QString& pattern, const QString& command,
                      Unmatched unmatched = Unmatched::Refused);
    // The inventories (.yaml, .yml that read as one) under directory, relative to top.
    static QStringList inventoriesUnder(const QString& directory, const QString& top);
    // The files of the work tree at top (tracked, and untracked but not ignored) that a
    // .gitattributes pattern at top matches, as git itself matches it; none when git fails.
    static std::optional<QStringList> filesMatching(const QString& top, const QString& pattern,
                                                    QString* error);
    // A path as a .gitattributes pattern that matches only it.
    static QString patternFor(const QString& relativePath);
    // Why a .gitattributes line cannot hold the pattern as given (git ignores a negative
    // pattern, reads `#` as a comment, `[attr]` as a macro, and gives a folder's `DIR/` to
    // no file), or none.
    static std::optional<QString> patternProblem(const QString& pattern);
    // The pattern as a .gitattributes line writes it: C-quoted when it holds a blank or
    // starts with a quote, which a line cannot hold otherwise.
    static QString attributePattern(const QString& pattern);
};

} // namespace FlowAudit
