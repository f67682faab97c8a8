#include "badinput.h"

#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace FlowAudit::Test {

QStringList badInputFixtures() {
    QStringList names = QDir(testData(QStringLiteral("bad"))).entryList(QDir::Files, QDir::Name);
    names.removeIf([](const QString& name) {
        return name.endsWith(QLatin1StringView(".expected")) ||
               name == QLatin1StringView("README.md");
    });
    return names;
}

QString badInputPath(const QString& name) {
    return testData(QStringLiteral("bad/") + name);
}

QString expectedOutcome(const QString& name) {
    return QString::fromUtf8(readFile(badInputPath(name) + QStringLiteral(".expected"))).trimmed();
}

QString outcomeOf(const InventoryReadResult& result, const QString& path) {
    if (result.inventory)
        return QStringLiteral("opens (flows: %1)").arg(result.inventory->flows.size());
    IoError error = result.error;
    error.file = QFileInfo(error.file).fileName();
    QString text = error.toString();
    return text.replace(QFileInfo(path).absolutePath() + QLatin1Char('/'), QString());
}

namespace {

void sparse(const QString& path, qint64 size) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || !file.resize(size))
        qFatal("cannot write %s", qPrintable(path));
}

void write(const QString& path, const QByteArray& bytes) {
    writeFile(path, bytes);
}

} // namespace

QList<GeneratedBadInput> generatedBadInputs() {
    return {
        {QStringLiteral("200mb.yaml"),
         QStringLiteral(
             "200mb.yaml: the file is 200 MB, larger than the 100 MB an inventory may have"),
         [](const QString& path) { sparse(path, 200LL * 1024 * 1024); }},
        {QStringLiteral("200mb.csv"),
         QStringLiteral(
             "200mb.csv: the file is 200 MB, larger than the 100 MB an inventory may have"),
         [](const QString& path) { sparse(path, 200LL * 1024 * 1024); }},
        {QStringLiteral("nesting-100k.yaml"),
         QStringLiteral("nesting-100k.yaml:2:67: lists and maps are nested more than 64 deep"),
         [](const QString& path) {
             write(path,
                   "flows: []\nx: " + QByteArray(100000, '[') + QByteArray(100000, ']') + "\n");
         }},
        {QStringLiteral("flow-nesting-100k.yaml"),
         QStringLiteral(
             "flow-nesting-100k.yaml:2:251: lists and maps are nested more than 64 deep"),
         [](const QString& path) {
             QByteArray yaml = "flows:\n- ";
             for (int i = 0; i < 100000; ++i)
                 yaml += "{a: ";
             write(path, yaml + "1" + QByteArray(100000, '}') + "\n");
         }},
        {QStringLiteral("long-line.yaml"),
         QStringLiteral(
             "long-line.yaml:2:12: a value of 3.00 MB: a cell or key may hold at most 1 MB"),
         [](const QString& path) {
             write(path, "flows:\n  - notes: " + QByteArray(3 * 1024 * 1024, 'x') + "\n");
         }},
        {QStringLiteral("long-key.yaml"),
         QStringLiteral("long-key.yaml:2:2097157: YAML syntax error: illegal map value"),
         [](const QString& path) {
             write(path, "flows:\n  - " + QByteArray(2 * 1024 * 1024, 'k') + ": v\n");
         }},
        {QStringLiteral("long-line.csv"),
         QStringLiteral(
             "long-line.csv:2: the notes cell holds 3.00 MB: a cell may hold at most 1 MB"),
         [](const QString& path) {
             write(path, "flow_id,notes\na," + QByteArray(3 * 1024 * 1024, 'x') + "\n");
         }},
        {QStringLiteral("many-columns.csv"),
         QStringLiteral("many-columns.csv:2: this row has more cells (100001) than the header has "
                        "columns (1)"),
         [](const QString& path) { write(path, "flow_id\n" + QByteArray(100000, ',') + "\n"); }},
    };
}

} // namespace FlowAudit::Test
