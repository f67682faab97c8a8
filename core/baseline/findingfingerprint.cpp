#include "core/baseline/findingfingerprint.h"

#include "core/io/yaml/yamlwriter.h"
#include "core/model/field.h"
#include "core/rules/rulecatalogue.h"
#include "core/rules/ruleid.h"

#include <QCryptographicHash>

namespace FlowAudit {

namespace {

QList<Field> fieldsRead(const Finding& finding) {
    const QString& rule = finding.rule;
    if (rule == RuleId::SC02 && finding.field) // the invalid cell itself
        return {*finding.field};
    const RuleInfo* info = RuleCatalogue::describe(rule);
    return info ? info->fieldsRead : QList<Field>();
}

// FingerprintUnit and record separators keep "a" + "bc" apart from "ab" + "c".
constexpr char FingerprintUnit = '\x1f';
constexpr char Record = '\x1e';

QString hashed(const QByteArray& key) {
    return QString::fromLatin1(
        QCryptographicHash::hash(key, QCryptographicHash::Sha256).toHex().left(16));
}

} // namespace

QString findingFingerprint(const Finding& finding, const Flow& flow) {
    QByteArray key =
        finding.rule.toUtf8() + FingerprintUnit + flow.text(Field::FlowId).toUtf8() +
        FingerprintUnit +
        (finding.field ? FieldCatalogue::name(*finding.field).toUtf8() : QByteArray()) + Record;
    for (Field field : fieldsRead(finding)) {
        key += FieldCatalogue::name(field).toUtf8() + FingerprintUnit;
        if (const YamlValue* structured = flow.structuredValue(field))
            key += YamlWriter::writeCompact(*structured);
        else
            key += flow.text(field).toUtf8();
        key += Record;
    }
    if (!finding.key.isEmpty()) // SC03: the key as written is what it reads
        key += finding.key.toUtf8() + Record;
    return hashed(key);
}

QString waiverFindingFingerprint(const Finding& finding, const Waiver& waiver) {
    QByteArray key = finding.rule.toUtf8() + Record;
    for (int k = 0; k < Waiver::KeyCount; ++k)
        key += waiver.text(Waiver::Key(k)).trimmed().toUtf8() + FingerprintUnit;
    return hashed(key);
}

} // namespace FlowAudit
