#include "core/lint/lintformat.h"
#include "core/model/field.h"

#include "core/analysis/completeness.h"
#include "core/io/jsonwriter.h"
#include "core/rules/rulecatalogue.h"

namespace FlowAudit {

namespace {

QString hintOf(const QString& rule) {
    const RuleInfo* info = RuleCatalogue::describe(rule);
    return info ? RuleCatalogue::hint(*info) : QString();
}

} // namespace

void LintFormat::jsonFinding(JsonWriter& json, const FileLint& file, const Finding& f) {
    json.beginObject();
    if (f.accepted()) {
        const Waiver& waiver = file.waiverOf(f.acceptedBy);
        json.key("accepted");
        json.beginObject();
        json.key("expires");
        json.value(waiver.expires);
        json.key("justification");
        json.value(waiver.justification);
        json.key("owner");
        json.value(waiver.owner);
        json.key("waiver");
        json.value(f.acceptedBy);
        json.endObject();
    }
    if (f.baseline != BaselineState::None) {
        json.key("baseline");
        json.value(baselineKeywordOf(f));
    }
    if (f.field) {
        json.key("field");
        json.value(FieldCatalogue::name(*f.field));
    }
    json.key("flow_id");
    json.value(file.flowIdOf(f));
    json.key("hint");
    json.value(hintOf(f.rule));
    if (!f.key.isEmpty()) { // SC03: the key as written
        json.key("key");
        json.value(f.key);
    }
    json.key("line");
    json.value(file.lineOf(f));
    json.key("message");
    json.value(f.message);
    json.key("row");
    json.value(f.row);
    json.key("rule");
    json.value(f.rule);
    json.key("severity");
    json.value(severityKeyword(f.severity));
    if (f.aboutWaiver()) {
        json.key("waiver");
        json.value(f.waiver);
    }
    json.endObject();
}

namespace {

// An extra key beside docs/spec/rules.md's: per flow, the fields the rules read for it that are
// blank, and the manual reviews done (core/analysis/completeness).
void writeCompleteness(JsonWriter& json, const FileLint& file) {
    json.key("completeness");
    json.beginArray();
    for (int row = 0; row < file.flowCount(); ++row) {
        const Flow& flow = file.inventory->flows[row];
        const Completeness c = Completeness::of(flow);
        json.beginObject();
        json.key("blank");
        json.beginArray();
        for (const Field field : c.blank)
            json.value(FieldCatalogue::name(field));
        json.endArray();
        json.key("fields_filled");
        json.value(c.filled());
        json.key("fields_read");
        json.value(int(c.read.size()));
        json.key("flow_id");
        json.value(flow.text(Field::FlowId));
        json.key("reviews_done");
        json.value(c.reviewsDone);
        json.key("reviews_total");
        json.value(c.reviewsTotal);
        json.key("row");
        json.value(row + 1);
        json.endObject();
    }
    json.endArray();
}

// docs/spec/rules.md's object for one file. Keys in QJsonObject's (sorted) order, as before the
// output was streamed: a consumer comparing text sees no change. Waivers and a baseline
// add keys of their own, never for an inventory without them.
void writeFile(JsonWriter& json, const FileLint& file, const LintFormatOptions& options) {
    json.beginObject();
    if (file.baseline) {
        json.key("baseline_absent");
        json.beginArray();
        for (const BaselineEntry& entry : file.baseline->absent) {
            json.beginObject();
            json.key("field");
            json.textOrNull(entry.field);
            json.key("flow_id");
            json.value(entry.flowId);
            json.key("rule");
            json.value(entry.rule);
            json.key("severity");
            json.value(severityKeyword(entry.severity));
            json.endObject();
        }
        json.endArray();
    }
    writeCompleteness(json, file);
    if (!file.readable()) {
        json.key("error");
        json.beginObject();
        json.key("column");
        json.value(file.error.column);
        json.key("line");
        json.value(file.error.line);
        json.key("message");
        json.value(file.error.message);
        json.endObject();
    }
    json.key("findings");
    json.beginArray();
    const auto write = [&](const QList<Finding>& findings) {
        for (const Finding& f : findings) {
            if (!(options.hideAccepted && f.accepted()))
                LintFormat::jsonFinding(json, file, f);
        }
    };
    file.forEachFlow([&](int, const QList<Finding>& findings) { write(findings); });
    if (file.readable())
        write(file.waiverFindings());
    json.endArray();
    json.key("flows");
    json.value(file.flowCount());
    json.key("inventory");
    json.value(file.path);
    json.key("rules_version");
    json.value(QStringLiteral(FLOWAUDIT_RULES_VERSION));
    json.key("summary");
    json.beginObject();
    json.key("FAIL");
    json.value(file.counts().count(Severity::Fail));
    json.key("INFO");
    json.value(file.counts().count(Severity::Info));
    json.key("WARN");
    json.value(file.counts().count(Severity::Warn));
    if (file.hasWaivers()) {
        json.key("accepted");
        json.value(file.acceptedCount());
    }
    if (file.baseline) {
        json.key("baseline");
        json.beginObject();
        json.key("absent");
        json.value(int(file.baseline->absent.size()));
        json.key("new");
        json.value(file.baselineCount(BaselineState::New));
        json.key("unchanged");
        json.value(file.baselineCount(BaselineState::Unchanged));
        json.key("updated");
        json.value(file.baselineCount(BaselineState::Updated));
        json.endObject();
    }
    json.endObject();
    json.endObject();
}

} // namespace

void LintFormat::json(const QList<FileLint>& files, const Sink& sink,
                      const LintFormatOptions& options) {
    JsonWriter json(sink);
    if (files.size() == 1) {
        writeFile(json, files.first(), options);
    } else {
        json.beginArray();
        for (const FileLint& file : files)
            writeFile(json, file, options);
        json.endArray();
    }
    json.finish();
}

} // namespace FlowAudit
