#include "core/lint/lintformat.h"

#include "core/analysis/completeness.h"
#include "core/lint/jsonwriter.h"
#include "core/rules/rulecatalogue.h"

namespace FlowAudit {

namespace {

// rules.md's object for one file. Keys in QJsonObject's (sorted) order, as before the
// output was streamed: a consumer comparing text sees no change.
// An extra key beside rules.md's: per flow, the fields the rules read for it that are
// blank, and the manual reviews done (core/analysis/completeness).
void writeCompleteness(JsonWriter& json, const FileLint& file)
{
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

void writeFile(JsonWriter& json, const FileLint& file)
{
    json.beginObject();
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
    file.forEachFlow([&](int, const QList<Finding>& findings) {
        for (const Finding& f : findings) {
            json.beginObject();
            if (f.field) {
                json.key("field");
                json.value(FieldCatalogue::name(*f.field));
            }
            json.key("flow_id");
            json.value(file.flowIdOf(f));
            json.key("hint");
            json.value(RuleCatalogue::hint(f.rule));
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
            json.endObject();
        }
    });
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
    json.endObject();
    json.endObject();
}

} // namespace

void LintFormat::json(const QList<FileLint>& files, const Sink& sink)
{
    JsonWriter json(sink);
    if (files.size() == 1) {
        writeFile(json, files.first());
    } else {
        json.beginArray();
        for (const FileLint& file : files)
            writeFile(json, file);
        json.endArray();
    }
    json.finish();
}

} // namespace FlowAudit
