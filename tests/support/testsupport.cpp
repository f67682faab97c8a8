#include "testsupport.h"

#include "core/model/field.h"
#include "core/vendors/vendorcatalogue.h"

#include <QFile>

#include "core/io/yaml/yamlreader.h"

#include <QBuffer>
#include <QTest>

namespace FlowAudit::Test {

namespace {
InventoryReadResult read(const QByteArray& yaml) {
    QByteArray copy = yaml;
    QBuffer buffer(&copy);
    buffer.open(QIODevice::ReadOnly);
    return YamlReader::read(&buffer, QStringLiteral("test.yaml"));
}
} // namespace

Inventory inventoryFromYaml(const QByteArray& yaml) {
    InventoryReadResult result = read(yaml);
    if (!result.inventory)
        qWarning("not an inventory: %s", qPrintable(result.error.toString()));
    return result.inventory.value_or(Inventory());
}

QString yamlError(const QByteArray& yaml) {
    const InventoryReadResult result = read(yaml);
    if (result.inventory)
        return QString();
    return QStringLiteral("%1:%2: %3")
        .arg(result.error.line)
        .arg(result.error.column)
        .arg(result.error.message);
}

QString describe(const QList<Finding>& findings) {
    QStringList parts;
    for (const Finding& f : findings) {
        QString part = f.rule + QLatin1Char(' ') + severityKeyword(f.severity);
        if (f.rule == QLatin1StringView("SC02"))
            part += QLatin1Char(' ') + FieldCatalogue::name(*f.field);
        if (f.rule == QLatin1StringView("SC03")) // the key as written → the key it meant
            part += QLatin1Char(' ') + f.key + QStringLiteral("→") +
                    (f.field ? FieldCatalogue::name(*f.field) : QStringLiteral("reviews"));
        parts.append(part);
    }
    return parts.join(QStringLiteral(", "));
}

QString testData(const QString& relative) {
    return QStringLiteral(FLOWAUDIT_TEST_DATA "/") + relative;
}

const VendorCatalogue& bundledCards() {
    static const VendorCatalogue catalogue =
        VendorCatalogue::loadDirectory(QStringLiteral(FLOWAUDIT_SOURCE_DIR "/resources/vendors"))
            .catalogue;
    return catalogue;
}

QByteArray readFile(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QByteArray estateFlowsYaml(int flows, int systems) {
    QByteArray yaml = "flows:\n";
    for (int i = 0; i < flows; ++i) {
        const int from = (i * 7) % systems;
        const int to = (from + 1 + (i * 13) % 24) % systems;
        yaml += "  - {flow_id: f" + QByteArray::number(i) + ", source: system_" +
                QByteArray::number(from) + ", destination: system_" + QByteArray::number(to) +
                (i % 3 == 0 ? ", method: webhook, creates_records: yes, side_effect: create, "
                              "retry_layers: 'sdk:3;worker:5'}\n"
                            : ", method: native, creates_records: no, side_effect: none, "
                              "retry_layers: none}\n");
    }
    return yaml;
}

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write the test file %s", qPrintable(path));
}

Flow flowFromFields(const QString& fields) {
    Flow flow;
    for (const QString& pair : fields.split(QLatin1Char('|'), Qt::SkipEmptyParts)) {
        const std::optional<Field> field =
            FieldCatalogue::byName(pair.section(QLatin1Char('='), 0, 0));
        if (!field)
            qFatal("no field in %s", qPrintable(pair));
        flow.setText(*field, pair.section(QLatin1Char('='), 1));
    }
    return flow;
}

} // namespace FlowAudit::Test
