#include "core/baseline/baseline.h"

#include "core/io/jsonwriter.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>

namespace FlowAudit {

namespace {

bool entryBefore(const BaselineEntry& a, const BaselineEntry& b) {
    return std::tie(a.flowId, a.rule, a.field, a.fingerprint) <
           std::tie(b.flowId, b.rule, b.field, b.fingerprint);
}

std::optional<Severity> severityNamed(const QString& word) {
    for (Severity s : {Severity::Fail, Severity::Warn, Severity::Info}) {
        if (word == severityKeyword(s))
            return s;
    }
    return std::nullopt;
}

// QJsonDocument reports a byte offset; people read lines and columns.
IoError errorAt(const QString& path, const QByteArray& bytes, int offset, const QString& message) {
    IoError error{path, 1, 1, message};
    for (int i = 0; i < offset && i < bytes.size(); ++i) {
        if (bytes[i] == '\n') {
            ++error.line;
            error.column = 1;
        } else if ((bytes[i] & 0xC0) != 0x80) {
            ++error.column;
        }
    }
    return error;
}

} // namespace

QByteArray Baseline::serialise() const {
    QList<BaselineEntry> sorted = entries;
    std::sort(sorted.begin(), sorted.end(), entryBefore);
    QByteArray out;
    JsonWriter json([&out](const QByteArray& chunk) { out += chunk; });
    json.beginObject();
    json.key("entries");
    json.beginArray();
    for (const BaselineEntry& entry : sorted) {
        json.beginObject();
        json.key("field");
        json.textOrNull(entry.field);
        json.key("fingerprint");
        json.value(entry.fingerprint);
        json.key("flow_id");
        json.value(entry.flowId);
        json.key("rule");
        json.value(entry.rule);
        json.key("severity");
        json.value(severityKeyword(entry.severity));
        json.endObject();
    }
    json.endArray();
    json.key("format");
    json.value(currentFormat());
    json.endObject();
    json.finish();
    return out;
}

std::variant<Baseline, IoError> Baseline::parse(const QByteArray& bytes, const QString& path) {
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return errorAt(
            path, bytes, parseError.offset,
            QCoreApplication::translate(
                "Baseline",
                "not a baseline: this is not JSON (%1); make one with flowaudit-cli baseline")
                .arg(parseError.errorString()));
    const QJsonObject top = document.object();
    const QString format = top.value(QLatin1StringView("format")).toString();
    if (!document.isObject() || format.isEmpty())
        return IoError{path, 1, 1,
                       QCoreApplication::translate("Baseline",
                                                   "not a baseline: there is no \"format\": "
                                                   "\"%1\"; make one with flowaudit-cli baseline")
                           .arg(currentFormat())};
    static const QRegularExpression versioned(QStringLiteral("^flowaudit-baseline/([0-9]+)$"));
    const QRegularExpressionMatch match = versioned.match(format);
    if (!match.hasMatch())
        return IoError{
            path, 1, 1,
            QCoreApplication::translate("Baseline", "not a baseline: its format is \"%1\", not %2")
                .arg(format, currentFormat())};
    if (match.captured(1).toLongLong() != 1)
        return IoError{path, 1, 1,
                       QCoreApplication::translate(
                           "Baseline",
                           "this baseline is format %1, newer than the %2 this FlowAudit reads: "
                           "update FlowAudit or make the baseline again")
                           .arg(format, currentFormat())};
    if (!top.value(QLatin1StringView("entries")).isArray())
        return IoError{
            path, 1, 1,
            QCoreApplication::translate("Baseline", "not a baseline: \"entries\" is not a list")};
    Baseline baseline;
    const QJsonArray entries = top.value(QLatin1StringView("entries")).toArray();
    baseline.entries.reserve(entries.size());
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const QJsonObject object = entries[i].toObject();
        const auto text = [&object](const char* key) {
            return object.value(QLatin1StringView(key));
        };
        BaselineEntry entry;
        entry.flowId = text("flow_id").toString();
        entry.rule = text("rule").toString();
        entry.fingerprint = text("fingerprint").toString();
        entry.field = text("field").toString();
        const std::optional<Severity> severity = severityNamed(text("severity").toString());
        const bool fieldOk = text("field").isString() || text("field").isNull();
        if (!entries[i].isObject() || !text("flow_id").isString() || entry.rule.isEmpty() ||
            entry.fingerprint.isEmpty() || !severity || !fieldOk)
            return IoError{
                path, 0, 0,
                QCoreApplication::translate(
                    "Baseline",
                    "not a baseline: entry %1 needs flow_id, rule, field (text or null), severity "
                    "(FAIL, WARN or INFO) and fingerprint")
                    .arg(i + 1)};
        entry.severity = *severity;
        baseline.entries.append(std::move(entry));
    }
    return baseline;
}

std::variant<Baseline, IoError> Baseline::load(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return IoError{path, 0, 0,
                       QCoreApplication::translate("Baseline", "cannot read the baseline: %1")
                           .arg(file.errorString())};
    if (const auto tooBig = InputLimits::checkFileSize(path, file.size()))
        return *tooBig;
    return parse(file.readAll(), path);
}

} // namespace FlowAudit
