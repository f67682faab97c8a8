#include "core/git/gitsetup.h"

#include "core/git/gitcommand.h"
#include "core/io/files/atomicfile.h"
#include "core/io/files/inventoryfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryFile>

#include <algorithm>

namespace FlowAudit {

namespace {

const QString Attributes = QStringLiteral("merge=flowaudit diff=flowaudit");

// A line of .gitattributes already gives the pattern (as a line writes it) both attributes.
bool alreadyListed(const QStringList& lines, const QString& pattern) {
    for (const QString& line : lines) {
        const QString text = line.trimmed();
        if (!text.startsWith(pattern) || text.size() == pattern.size() ||
            !text.at(pattern.size()).isSpace())
            continue;
        const QStringList words = text.mid(pattern.size()).simplified().split(QLatin1Char(' '));
        if (words.contains(QLatin1String("merge=flowaudit")) &&
            words.contains(QLatin1String("diff=flowaudit")))
            return true;
    }
    return false;
}

} // namespace

QString GitSetup::patternFor(const QString& relativePath) {
    QString escaped;
    for (QChar c : relativePath) {
        if (c == QLatin1Char('*') || c == QLatin1Char('?') || c == QLatin1Char('[') ||
            c == QLatin1Char('\\'))
            escaped += QLatin1Char('\\');
        escaped += c;
    }
    // A name that starts as a comment or a negative pattern would not be a pattern.
    if (escaped.startsWith(QLatin1Char('#')) || escaped.startsWith(QLatin1Char('!')))
        escaped.prepend(QLatin1Char('\\'));
    return attributePattern(escaped);
}

QString GitSetup::attributePattern(const QString& pattern) {
    // A blank would end the pattern: C-quoted, as git reads quoted patterns (inside the
    // quotes a backslash is written twice, so git's glob still sees its escapes).
    const bool blank = std::any_of(pattern.begin(), pattern.end(), [](QChar c) {
        return c == QLatin1Char(' ') || c == QLatin1Char('\t');
    });
    if (!blank && !pattern.startsWith(QLatin1Char('"')))
        return pattern;
    QString quoted = QStringLiteral("\"");
    for (QChar c : pattern) {
        if (c == QLatin1Char('"') || c == QLatin1Char('\\'))
            quoted += QLatin1Char('\\');
        quoted += c == QLatin1Char('\t') ? QStringLiteral("\\t") : QString(c);
    }
    return quoted + QLatin1Char('"');
}

std::optional<QString> GitSetup::patternProblem(const QString& pattern) {
    if (pattern.startsWith(QLatin1Char('!')))
        return QCoreApplication::translate(
                   "GitSetup",
                   "%1 is a negative pattern, which git ignores in .gitattributes (a line can "
                   "only give attributes, never take them away); name what it should match, "
                   "and write \\! for a name that starts with !")
            .arg(pattern);
    if (pattern.startsWith(QLatin1Char('#')))
        return QCoreApplication::translate("GitSetup",
                                           "%1 starts with #, so git reads the line as a "
                                           "comment; write \\# for a name that starts with #")
            .arg(pattern);
    if (pattern.startsWith(QLatin1String("[attr]")))
        return QCoreApplication::translate(
                   "GitSetup", "%1 defines a macro in .gitattributes, not a pattern of files")
            .arg(pattern);
    if (pattern.endsWith(QLatin1Char('/')))
        return QCoreApplication::translate(
                   "GitSetup", "%1 names a folder, and git gives attributes to files only, never "
                               "to what is in a folder through it; write %2** for every file in "
                               "it, or %2*.yaml")
            .arg(pattern, pattern);
    const auto control = std::find_if(pattern.begin(), pattern.end(), [](QChar c) {
        return c.unicode() < 0x20 && c != QLatin1Char('\t');
    });
    if (control != pattern.end())
        return QCoreApplication::translate(
                   "GitSetup", "the pattern holds a control character (U+%1), which no file name "
                               "of a work tree should hold")
            .arg(control->unicode(), 4, 16, QLatin1Char('0'));
    return std::nullopt;
}

QStringList GitSetup::inventoriesUnder(const QString& directory, const QString& top) {
    QStringList found;
    QDirIterator it(directory, {QStringLiteral("*.yaml"), QStringLiteral("*.yml")},
                    QDir::Files | QDir::NoSymLinks, QDirIterator::Subdirectories);
    const QDir root(top);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString relative = root.relativeFilePath(path);
        if (relative.startsWith(QLatin1String(".git/")) ||
            relative.contains(QLatin1String("/.git/")))
            continue;
        if (InventoryFile::load(path, InventoryFile::Format::Yaml).inventory)
            found.append(relative);
    }
    found.sort();
    return found;
}

std::optional<QStringList> GitSetup::filesMatching(const QString& top, const QString& pattern,
                                                   QString* error) {
    const GitRun listed =
        GitRun::run({QStringLiteral("ls-files"), QStringLiteral("-z"), QStringLiteral("--cached"),
                     QStringLiteral("--others"), QStringLiteral("--exclude-standard")},
                    top);
    if (!listed.succeeded()) {
        *error = listed.errorText;
        return std::nullopt;
    }
    if (listed.output.isEmpty())
        return QStringList();
    // git's own matcher: the pattern as the only line of an attributes file of its own.
    QTemporaryFile attributes;
    if (!attributes.open() ||
        attributes.write(pattern.toUtf8() + " flowaudit-pattern-probe\n") < 0 ||
        !attributes.flush()) {
        *error = attributes.errorString();
        return std::nullopt;
    }
    const GitRun checked = GitRun::run(
        {QStringLiteral("-c"), QStringLiteral("core.attributesFile=") + attributes.fileName(),
         QStringLiteral("check-attr"), QStringLiteral("-z"), QStringLiteral("--stdin"),
         QStringLiteral("flowaudit-pattern-probe")},
        top, listed.output);
    if (!checked.succeeded()) {
        *error = checked.errorText;
        return std::nullopt;
    }
    // What git says about the probe's own line (an attribute name it refuses, say): the line
    // does not mean what it says, whatever it matches.
    QStringList complaints;
    for (const QString& line : checked.errorText.split(QLatin1Char('\n'))) {
        if (line.contains(attributes.fileName()))
            complaints.append(QString(line).replace(attributes.fileName() + QLatin1Char(':'),
                                                    QStringLiteral(".gitattributes line ")));
    }
    if (!complaints.isEmpty()) {
        *error = QCoreApplication::translate("GitSetup", "git does not read it as a pattern: %1")
                     .arg(complaints.join(QStringLiteral("; ")));
        return std::nullopt;
    }
    // path NUL attribute NUL value NUL, for every path given.
    const QList<QByteArray> fields = checked.output.split('\0');
    QStringList matched;
    for (qsizetype i = 0; i + 2 < fields.size(); i += 3) {
        if (fields[i + 2] == "set")
            matched.append(QString::fromUtf8(fields[i]));
    }
    matched.removeDuplicates(); // a file both tracked and changed is listed twice
    matched.sort();
    return matched;
}

namespace {

// The pattern as a .gitattributes line writes it, after listing the files git matches with
// it: none may be anything but an inventory, and unless unmatched allows it, one must be one.
// None, with result->error set, when the pattern is refused.
std::optional<QString> takePattern(const QString& top, const QString& pattern,
                                   GitSetup::Unmatched unmatched, GitSetup::Result* result) {
    if (const std::optional<QString> problem = GitSetup::patternProblem(pattern)) {
        result->error = *problem;
        return std::nullopt;
    }
    const QString written = GitSetup::attributePattern(pattern);
    const QDir root(top);
    auto isInventory = [&root](const QString& relative) {
        return InventoryFile::load(root.filePath(relative), InventoryFile::Format::Yaml)
            .inventory.has_value();
    };
    QString error;
    const std::optional<QStringList> matched = GitSetup::filesMatching(top, written, &error);
    if (!matched) {
        result->error = QCoreApplication::translate(
                            "GitSetup", "cannot list the files the pattern %1 matches: %2")
                            .arg(written, error);
        return std::nullopt;
    }
    QStringList others;
    for (const QString& path : *matched) {
        if (!isInventory(path))
            others.append(path);
    }
    if (!others.isEmpty()) {
        result->error =
            QCoreApplication::translate(
                "GitSetup",
                "the pattern %1 matches %n file(s) that are not inventories (%2): FlowAudit's "
                "drivers would hide their diffs and merges. Name the inventories instead "
                "(flowaudit-cli git-setup FILE...), or give a narrower pattern.",
                nullptr, int(others.size()))
                .arg(written, others.join(QStringLiteral(", ")));
        return std::nullopt;
    }
    if (matched->isEmpty() && unmatched == GitSetup::Unmatched::Refused) {
        result->error =
            QCoreApplication::translate(
                "GitSetup",
                "the pattern %1 matches no inventory of the work tree, so nothing was written: "
                "whatever file it catches later (a workflow's YAML, say) would go to "
                "FlowAudit's drivers unchecked. Check the pattern, name the inventories "
                "(flowaudit-cli git-setup FILE...), or give --force to write it all the same.")
                .arg(written);
        return std::nullopt;
    }
    result->notes.append(
        matched->isEmpty()
            ? QCoreApplication::translate(
                  "GitSetup", "the pattern %1 matches no inventory yet; written as --force asks")
                  .arg(written)
            : QCoreApplication::translate("GitSetup", "the pattern %1 matches: %2")
                  .arg(written, matched->join(QStringLiteral(", "))));
    return written;
}

// The attribute patterns of the files and folders given: each file an inventory inside the
// work tree, each folder holding at least one. None, with result->error set, otherwise.
std::optional<QStringList> patternsOf(const QStringList& given, const QString& top,
                                      GitSetup::Result* result) {
    const QDir root(top);
    QStringList patterns;
    for (const QString& path : given) {
        const QFileInfo info(path);
        if (info.isDir()) {
            const QStringList found = GitSetup::inventoriesUnder(path, top);
            if (found.isEmpty()) {
                result->error = QCoreApplication::translate(
                                    "GitSetup", "no inventory found under %1; name the files")
                                    .arg(QDir::toNativeSeparators(path));
                return std::nullopt;
            }
            for (const QString& file : found)
                patterns.append(GitSetup::patternFor(file));
            continue;
        }
        const QString relative = root.relativeFilePath(info.absoluteFilePath());
        const InventoryReadResult read =
            InventoryFile::load(info.filePath(), InventoryFile::Format::Yaml);
        if (!info.exists() || relative.startsWith(QLatin1String("../")) || !read.inventory) {
            result->error =
                !info.exists() ? QCoreApplication::translate("GitSetup", "%1 does not exist")
                                     .arg(QDir::toNativeSeparators(path))
                : relative.startsWith(QLatin1String("../"))
                    ? QCoreApplication::translate("GitSetup", "%1 is outside the work tree %2")
                          .arg(QDir::toNativeSeparators(path), QDir::toNativeSeparators(top))
                    : QCoreApplication::translate(
                          "GitSetup", "%1 is not an inventory (%2): FlowAudit's drivers are for "
                                      "inventories only")
                          .arg(QDir::toNativeSeparators(path), read.error.toString());
            return std::nullopt;
        }
        patterns.append(GitSetup::patternFor(relative));
    }
    patterns.removeDuplicates();
    return patterns;
}

// Adds a line to the repository's .gitattributes for each pattern it does not list yet.
bool writeAttributes(const QString& top, const QStringList& patterns, GitSetup::Result* result) {
    const QString attributesPath = QDir(top).filePath(QStringLiteral(".gitattributes"));
    QByteArray attributes;
    QFile existing(attributesPath);
    if (existing.exists() && !existing.open(QIODevice::ReadOnly)) {
        result->error = QCoreApplication::translate("GitSetup", "cannot read %1: %2")
                            .arg(attributesPath, existing.errorString());
        return false;
    }
    if (existing.isOpen())
        attributes = existing.readAll();
    const QStringList lines = QString::fromUtf8(attributes).split(QLatin1Char('\n'));
    QByteArray added;
    for (const QString& p : patterns) {
        const QString line = p + QLatin1Char(' ') + Attributes;
        if (alreadyListed(lines, p)) {
            result->unchanged.append(
                QCoreApplication::translate("GitSetup", ".gitattributes already has: %1")
                    .arg(line));
        } else {
            added += line.toUtf8() + '\n';
            result->changes.append(
                QCoreApplication::translate("GitSetup", ".gitattributes: added %1").arg(line));
        }
    }
    if (!added.isEmpty()) {
        if (!attributes.isEmpty() && !attributes.endsWith('\n'))
            attributes += '\n';
        if (const auto error = AtomicFile::write(attributesPath, attributes + added)) {
            result->error = error->toString();
            return false;
        }
    }
    return true;
}

// Defines both drivers in the repository's git config, where they are not so already.
bool configureDrivers(const QString& top, const QString& command, GitSetup::Result* result) {
    const QList<std::pair<QString, QString>> config = {
        {QStringLiteral("merge.flowaudit.name"),
         QCoreApplication::translate("GitSetup",
                                     "FlowAudit inventory merge, flow by flow and field by field")},
        {QStringLiteral("merge.flowaudit.driver"),
         command + QStringLiteral(" merge %O %A %B --marker-size %L")},
        // A virtual base full of markers must never be fed back into the driver.
        {QStringLiteral("merge.flowaudit.recursive"), QStringLiteral("binary")},
        {QStringLiteral("diff.flowaudit.textconv"), command + QStringLiteral(" textconv")},
        {QStringLiteral("diff.flowaudit.cachetextconv"), QStringLiteral("true")},
    };
    for (const auto& [key, value] : config) {
        const GitRun current = GitRun::run(
            {QStringLiteral("config"), QStringLiteral("--local"), QStringLiteral("--get"), key},
            top);
        if (current.succeeded() &&
            QString::fromUtf8(current.output).chopped(current.output.endsWith('\n') ? 1 : 0) ==
                value) {
            result->unchanged.append(
                QCoreApplication::translate("GitSetup", "git config %1 is already %2")
                    .arg(key, value));
            continue;
        }
        const GitRun set =
            GitRun::run({QStringLiteral("config"), QStringLiteral("--local"), key, value}, top);
        if (!set.succeeded()) {
            result->error = QCoreApplication::translate("GitSetup", "git config %1 failed: %2")
                                .arg(key, set.errorText);
            return false;
        }
        result->changes.append(
            QCoreApplication::translate("GitSetup", "git config %1 = %2").arg(key, value));
    }
    return true;
}

} // namespace

GitSetup::Result GitSetup::run(const QStringList& paths, const QString& pattern,
                               const QString& command, Unmatched unmatched) {
    Result result;
    const QStringList given = paths.isEmpty() ? QStringList{QDir::currentPath()} : paths;
    const QFileInfo first(given.first());
    const QString where = first.isDir() ? first.filePath() : first.absolutePath();
    const GitRun topLevel =
        GitRun::run({QStringLiteral("rev-parse"), QStringLiteral("--show-toplevel")}, where);
    if (!topLevel.succeeded()) {
        result.error =
            QCoreApplication::translate("GitSetup", "%1 is not inside a git work tree: %2")
                .arg(QDir::toNativeSeparators(where), topLevel.errorText);
        return result;
    }
    const QString top = QString::fromLocal8Bit(topLevel.output).trimmed();

    QStringList patterns;
    if (pattern.isEmpty()) {
        std::optional<QStringList> named = patternsOf(given, top, &result);
        if (!named)
            return result;
        patterns = std::move(*named);
    } else {
        const std::optional<QString> written = takePattern(top, pattern, unmatched, &result);
        if (!written)
            return result;
        patterns.append(*written);
    }
    if (writeAttributes(top, patterns, &result))
        configureDrivers(top, command, &result);
    return result;
}

} // namespace FlowAudit
