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

namespace FlowAudit {

namespace {

const QString Attributes = QStringLiteral("merge=flowaudit diff=flowaudit");

// A line of .gitattributes already gives the pattern both attributes.
bool alreadyListed(const QStringList& lines, const QString& pattern) {
    for (const QString& line : lines) {
        const QStringList words = line.simplified().split(QLatin1Char(' '));
        if (!words.isEmpty() && words.first() == pattern &&
            words.contains(QLatin1String("merge=flowaudit")) &&
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
    // A space would end the pattern: C-quoted, as git reads quoted patterns.
    if (escaped.contains(QLatin1Char(' ')) || escaped.contains(QLatin1Char('"')))
        return QLatin1Char('"') +
               QString(escaped).replace(QLatin1Char('"'), QLatin1String("\\\"")) + QLatin1Char('"');
    return escaped;
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

// The pattern, after listing the files git matches with it: none may be anything but an
// inventory. False, with result->error set, when the pattern is refused.
bool takePattern(const QString& top, const QString& pattern, GitSetup::Result* result) {
    const QDir root(top);
    auto isInventory = [&root](const QString& relative) {
        return InventoryFile::load(root.filePath(relative), InventoryFile::Format::Yaml)
            .inventory.has_value();
    };
    QString error;
    const std::optional<QStringList> matched = GitSetup::filesMatching(top, pattern, &error);
    if (!matched) {
        result->error = QCoreApplication::translate(
                            "GitSetup", "cannot list the files the pattern %1 matches: %2")
                            .arg(pattern, error);
        return false;
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
                .arg(pattern, others.join(QStringLiteral(", ")));
        return false;
    }
    result->notes.append(
        matched->isEmpty()
            ? QCoreApplication::translate("GitSetup", "the pattern %1 matches no file yet")
                  .arg(pattern)
            : QCoreApplication::translate("GitSetup", "the pattern %1 matches: %2")
                  .arg(pattern, matched->join(QStringLiteral(", "))));
    return true;
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
                               const QString& command) {
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

    QStringList patterns{pattern};
    if (pattern.isEmpty()) {
        std::optional<QStringList> named = patternsOf(given, top, &result);
        if (!named)
            return result;
        patterns = std::move(*named);
    } else if (!takePattern(top, pattern, &result)) {
        return result;
    }
    if (writeAttributes(top, patterns, &result))
        configureDrivers(top, command, &result);
    return result;
}

} // namespace FlowAudit
