#include "core/git/gitsetup.h"

#include "core/git/gitcommand.h"
#include "core/io/atomicfile.h"
#include "core/io/inventoryfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>

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

GitSetup::Result GitSetup::run(const QString& directory, const QString& pattern,
                               const QString& command) {
    Result result;
    const GitRun topLevel =
        GitRun::run({QStringLiteral("rev-parse"), QStringLiteral("--show-toplevel")}, directory);
    if (!topLevel.succeeded()) {
        result.error =
            QCoreApplication::translate("GitSetup", "%1 is not inside a git work tree: %2")
                .arg(QDir::toNativeSeparators(directory), topLevel.errorText);
        return result;
    }
    const QString top = QString::fromLocal8Bit(topLevel.output).trimmed();

    QStringList patterns;
    if (!pattern.isEmpty()) {
        patterns.append(pattern);
    } else {
        for (const QString& path : inventoriesUnder(directory, top))
            patterns.append(patternFor(path));
        if (patterns.isEmpty()) {
            result.error =
                QCoreApplication::translate(
                    "GitSetup", "no inventory found under %1; name the files with --pattern GLOB")
                    .arg(QDir::toNativeSeparators(directory));
            return result;
        }
    }

    const QString attributesPath = QDir(top).filePath(QStringLiteral(".gitattributes"));
    QByteArray attributes;
    QFile existing(attributesPath);
    if (existing.exists() && !existing.open(QIODevice::ReadOnly)) {
        result.error = QCoreApplication::translate("GitSetup", "cannot read %1: %2")
                           .arg(attributesPath, existing.errorString());
        return result;
    }
    if (existing.isOpen())
        attributes = existing.readAll();
    const QStringList lines = QString::fromUtf8(attributes).split(QLatin1Char('\n'));
    QByteArray added;
    for (const QString& p : patterns) {
        const QString line = p + QLatin1Char(' ') + Attributes;
        if (alreadyListed(lines, p)) {
            result.unchanged.append(
                QCoreApplication::translate("GitSetup", ".gitattributes already has: %1")
                    .arg(line));
        } else {
            added += line.toUtf8() + '\n';
            result.changes.append(
                QCoreApplication::translate("GitSetup", ".gitattributes: added %1").arg(line));
        }
    }
    if (!added.isEmpty()) {
        if (!attributes.isEmpty() && !attributes.endsWith('\n'))
            attributes += '\n';
        if (const auto error = AtomicFile::write(attributesPath, attributes + added)) {
            result.error = error->toString();
            return result;
        }
    }

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
            result.unchanged.append(
                QCoreApplication::translate("GitSetup", "git config %1 is already %2")
                    .arg(key, value));
            continue;
        }
        const GitRun set =
            GitRun::run({QStringLiteral("config"), QStringLiteral("--local"), key, value}, top);
        if (!set.succeeded()) {
            result.error = QCoreApplication::translate("GitSetup", "git config %1 failed: %2")
                               .arg(key, set.errorText);
            return result;
        }
        result.changes.append(
            QCoreApplication::translate("GitSetup", "git config %1 = %2").arg(key, value));
    }
    return result;
}

} // namespace FlowAudit
