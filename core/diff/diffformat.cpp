#include "core/diff/inventorycomparison.h"
#include "core/model/field.h"

#include "core/io/jsonwriter.h"
#include "core/lint/lintformat.h"
#include "core/rules/severity.h"

#include <QCoreApplication>

namespace FlowAudit {

namespace {

QString fieldOf(const Finding& f) {
    return f.field ? FieldCatalogue::name(*f.field) : QString();
}

QString shown(const std::optional<QString>& value) {
    return value ? *value : QCoreApplication::translate("DiffFormat", "(none)");
}

QString waiverText(const WaiverIdentity& w) {
    return w.field.isEmpty()
               ? QCoreApplication::translate("DiffFormat", "%1 on %2").arg(w.rule, w.flowId)
               : QCoreApplication::translate("DiffFormat", "%1 on %2 (%3)")
                     .arg(w.rule, w.flowId, w.field);
}

QString countsText(const FileLint& lint) {
    const FindingCounts& c = lint.counts();
    return QCoreApplication::translate("DiffFormat", "FAIL %1, WARN %2, INFO %3")
        .arg(c.count(Severity::Fail))
        .arg(c.count(Severity::Warn))
        .arg(c.count(Severity::Info));
}

// "adds FAIL RT01 to stripe_payouts_to_netsuite": the sentence a reviewer reads first.
QString verdictSentence(const FileLint& lint, const Finding& f, bool added,
                        const QString& flowQuote) {
    const QString flow = flowQuote + lint.flowIdOf(f) + flowQuote;
    const QString what = severityKeyword(f.severity) + QLatin1Char(' ') + f.rule;
    QString sentence =
        added ? QCoreApplication::translate("DiffFormat", "adds %1 to %2").arg(what, flow)
              : QCoreApplication::translate("DiffFormat", "removes %1 from %2").arg(what, flow);
    if (f.field)
        sentence += QStringLiteral(" (%1%2%1)").arg(flowQuote, fieldOf(f));
    if (f.accepted())
        sentence +=
            QCoreApplication::translate("DiffFormat", ", accepted by waiver %1").arg(f.acceptedBy);
    return sentence;
}

QString renamedFlowText(const FlowChange& c) {
    QString text = c.flowId;
    if (c.moved)
        text += QCoreApplication::translate("DiffFormat", " (moved from row %1 to row %2)")
                    .arg(c.oldRow)
                    .arg(c.newRow);
    return text;
}

void jsonChanges(JsonWriter& json, const char* keyName, const QList<ValueChange>& changes) {
    json.beginArray();
    for (const ValueChange& c : changes) {
        json.beginObject();
        json.key(keyName);
        json.value(c.key);
        json.key("new");
        if (c.after)
            json.value(*c.after);
        else
            json.null();
        json.key("old");
        if (c.before)
            json.value(*c.before);
        else
            json.null();
        json.endObject();
    }
    json.endArray();
}

void jsonWaiver(JsonWriter& json, const WaiverIdentity& w) {
    json.key("field");
    json.textOrNull(w.field);
    json.key("flow_id");
    json.value(w.flowId);
    json.key("rule");
    json.value(w.rule);
}

QString markdownCode(const QString& text) {
    QString cell = text;
    cell.replace(QLatin1Char('|'), QLatin1String("\\|"))
        .replace(QLatin1Char('\n'), QLatin1Char(' '));
    // A backtick inside is fenced by two.
    return cell.contains(QLatin1Char('`')) ? QStringLiteral("`` %1 ``").arg(cell)
                                           : QStringLiteral("`%1`").arg(cell);
}

QString markdownValue(const std::optional<QString>& value) {
    return value ? markdownCode(*value) : QCoreApplication::translate("DiffFormat", "(none)");
}

QString markdownText(QString text) {
    return text.replace(QLatin1Char('|'), QLatin1String("\\|"))
        .replace(QLatin1Char('\n'), QLatin1Char(' '));
}

} // namespace

QByteArray DiffFormat::text(const InventoryComparison& c) {
    QString out;
    const InventoryDiff& d = c.diff;
    out += QCoreApplication::translate("DiffFormat", "%1 → %2\n").arg(c.before.path, c.after.path);
    if (c.isSame() && c.verdicts.isEmpty())
        return (out + QCoreApplication::translate(
                          "DiffFormat", "The same inventory: no flow, key or waiver differs.\n"))
            .toUtf8();

    out += QCoreApplication::translate("DiffFormat", "Verdicts: %1 → %2\n")
               .arg(countsText(c.before), countsText(c.after));
    for (const Finding& f : c.verdicts.added)
        out += QStringLiteral("  + %1: %2\n")
                   .arg(verdictSentence(c.after, f, true, QString()), f.message);
    for (const Finding& f : c.verdicts.gone)
        out += QStringLiteral("  - %1: %2\n")
                   .arg(verdictSentence(c.before, f, false, QString()), f.message);
    if (c.verdicts.isEmpty())
        out += QCoreApplication::translate("DiffFormat", "  no finding added or removed\n");

    out += QCoreApplication::translate("DiffFormat",
                                       "Flows: %1 added, %2 removed, %3 renamed, %4 changed\n")
               .arg(d.added.size())
               .arg(d.removed.size())
               .arg(d.renamedCount())
               .arg(d.changed.size() - d.renamedCount());
    for (const QString& id : d.added)
        out += QCoreApplication::translate("DiffFormat", "  + %1 added\n").arg(id);
    for (const QString& id : d.removed)
        out += QCoreApplication::translate("DiffFormat", "  - %1 removed\n").arg(id);
    for (const FlowChange& f : d.changed) {
        if (!f.renamedFrom.isEmpty())
            out += QCoreApplication::translate("DiffFormat", "  → %1 renamed to %2\n")
                       .arg(f.renamedFrom, renamedFlowText(f));
        else
            out += QStringLiteral("  ± %1\n").arg(renamedFlowText(f));
        for (const ValueChange& v : f.fields)
            out +=
                QStringLiteral("      %1: %2 → %3\n").arg(v.key, shown(v.before), shown(v.after));
    }
    if (!d.topLevel.isEmpty()) {
        out += QCoreApplication::translate("DiffFormat", "Top-level keys:\n");
        for (const ValueChange& v : d.topLevel)
            out += QStringLiteral("  ± %1: %2 → %3\n").arg(v.key, shown(v.before), shown(v.after));
    }
    if (!d.waiversAdded.isEmpty() || !d.waiversRemoved.isEmpty() || !d.waiversChanged.isEmpty()) {
        out += QCoreApplication::translate("DiffFormat", "Waivers:\n");
        for (const WaiverIdentity& w : d.waiversAdded)
            out += QCoreApplication::translate("DiffFormat", "  + %1 added\n").arg(waiverText(w));
        for (const WaiverIdentity& w : d.waiversRemoved)
            out += QCoreApplication::translate("DiffFormat", "  - %1 removed\n").arg(waiverText(w));
        for (const WaiverChange& w : d.waiversChanged) {
            out += QStringLiteral("  ± %1\n").arg(waiverText(w.waiver));
            for (const ValueChange& v : w.keys)
                out += QStringLiteral("      %1: %2 → %3\n")
                           .arg(v.key, shown(v.before), shown(v.after));
        }
    }
    return out.toUtf8();
}

QByteArray DiffFormat::json(const InventoryComparison& c) {
    QByteArray out;
    JsonWriter json([&out](const QByteArray& chunk) { out += chunk; });
    const InventoryDiff& d = c.diff;
    json.beginObject();
    json.key("added");
    json.beginArray();
    for (const QString& id : d.added)
        json.value(id);
    json.endArray();
    json.key("changed");
    json.beginArray();
    for (const FlowChange& f : d.changed) {
        if (!f.renamedFrom.isEmpty() && !f.moved && f.fields.isEmpty())
            continue; // only renamed: in "renamed"
        json.beginObject();
        json.key("fields");
        jsonChanges(json, "field", f.fields);
        json.key("flow_id");
        json.value(f.flowId);
        json.key("moved");
        json.value(f.moved);
        json.key("new_row");
        json.value(f.newRow);
        json.key("old_row");
        json.value(f.oldRow);
        json.endObject();
    }
    json.endArray();
    json.key("findings");
    json.beginObject();
    json.key("gone");
    json.beginArray();
    for (const Finding& f : c.verdicts.gone)
        LintFormat::jsonFinding(json, c.before, f);
    json.endArray();
    json.key("new");
    json.beginArray();
    for (const Finding& f : c.verdicts.added)
        LintFormat::jsonFinding(json, c.after, f);
    json.endArray();
    json.endObject();
    json.key("removed");
    json.beginArray();
    for (const QString& id : d.removed)
        json.value(id);
    json.endArray();
    json.key("renamed");
    json.beginArray();
    for (const FlowChange& f : d.changed) {
        if (f.renamedFrom.isEmpty())
            continue;
        json.beginObject();
        json.key("from");
        json.value(f.renamedFrom);
        json.key("to");
        json.value(f.flowId);
        json.endObject();
    }
    json.endArray();
    json.key("same");
    json.value(c.isSame());
    json.key("top_level");
    jsonChanges(json, "key", d.topLevel);
    json.key("waivers");
    json.beginObject();
    json.key("added");
    json.beginArray();
    for (const WaiverIdentity& w : d.waiversAdded) {
        json.beginObject();
        jsonWaiver(json, w);
        json.endObject();
    }
    json.endArray();
    json.key("changed");
    json.beginArray();
    for (const WaiverChange& w : d.waiversChanged) {
        json.beginObject();
        json.key("changes");
        jsonChanges(json, "key", w.keys);
        jsonWaiver(json, w.waiver);
        json.endObject();
    }
    json.endArray();
    json.key("removed");
    json.beginArray();
    for (const WaiverIdentity& w : d.waiversRemoved) {
        json.beginObject();
        jsonWaiver(json, w);
        json.endObject();
    }
    json.endArray();
    json.endObject();
    json.endObject();
    json.finish();
    return out;
}

QByteArray DiffFormat::markdown(const InventoryComparison& c) {
    const InventoryDiff& d = c.diff;
    QString out =
        QCoreApplication::translate("DiffFormat", "### FlowAudit: what this change does\n\n");
    out += QCoreApplication::translate("DiffFormat", "Comparing %1 with %2.\n\n")
               .arg(markdownCode(c.before.path), markdownCode(c.after.path));
    if (c.isSame() && c.verdicts.isEmpty())
        return (out + QCoreApplication::translate(
                          "DiffFormat", "The same inventory: no flow, key or waiver differs.\n"))
            .toUtf8();

    out += QCoreApplication::translate("DiffFormat", "**Verdicts**: %1 → %2\n\n")
               .arg(countsText(c.before), countsText(c.after));
    const QString tick = QStringLiteral("`");
    for (const Finding& f : c.verdicts.added)
        out += QCoreApplication::translate("DiffFormat", "- This change %1: %2\n")
                   .arg(verdictSentence(c.after, f, true, tick), markdownText(f.message));
    for (const Finding& f : c.verdicts.gone)
        out += QCoreApplication::translate("DiffFormat", "- This change %1: %2\n")
                   .arg(verdictSentence(c.before, f, false, tick), markdownText(f.message));
    if (c.verdicts.isEmpty())
        out += QCoreApplication::translate("DiffFormat", "No finding is added or removed.\n");

    out += QCoreApplication::translate(
               "DiffFormat", "\n**Flows**: %1 added, %2 removed, %3 renamed, %4 changed\n")
               .arg(d.added.size())
               .arg(d.removed.size())
               .arg(d.renamedCount())
               .arg(d.changed.size() - d.renamedCount());
    QString table;
    auto row = [&table](const QString& flow, const QString& change, const QString& field,
                        const QString& before, const QString& after) {
        table +=
            QStringLiteral("| %1 | %2 | %3 | %4 | %5 |\n").arg(flow, change, field, before, after);
    };
    for (const QString& id : d.added)
        row(markdownCode(id), QCoreApplication::translate("DiffFormat", "added"), QString(),
            QString(), QString());
    for (const QString& id : d.removed)
        row(markdownCode(id), QCoreApplication::translate("DiffFormat", "removed"), QString(),
            QString(), QString());
    for (const FlowChange& f : d.changed) {
        if (!f.renamedFrom.isEmpty())
            row(markdownCode(f.flowId), QCoreApplication::translate("DiffFormat", "renamed"),
                markdownCode(FieldCatalogue::name(Field::FlowId)), markdownCode(f.renamedFrom),
                markdownCode(f.flowId));
        if (f.moved)
            row(markdownCode(f.flowId), QCoreApplication::translate("DiffFormat", "moved"),
                QString(), QCoreApplication::translate("DiffFormat", "row %1").arg(f.oldRow),
                QCoreApplication::translate("DiffFormat", "row %1").arg(f.newRow));
        for (const ValueChange& v : f.fields)
            row(markdownCode(f.flowId), QCoreApplication::translate("DiffFormat", "changed"),
                markdownCode(v.key), markdownValue(v.before), markdownValue(v.after));
    }
    for (const ValueChange& v : d.topLevel)
        row(QString(), QCoreApplication::translate("DiffFormat", "top-level key"),
            markdownCode(v.key), markdownValue(v.before), markdownValue(v.after));
    for (const WaiverIdentity& w : d.waiversAdded)
        row(markdownCode(w.flowId), QCoreApplication::translate("DiffFormat", "waiver added"),
            markdownText(waiverText(w)), QString(), QString());
    for (const WaiverIdentity& w : d.waiversRemoved)
        row(markdownCode(w.flowId), QCoreApplication::translate("DiffFormat", "waiver removed"),
            markdownText(waiverText(w)), QString(), QString());
    for (const WaiverChange& w : d.waiversChanged) {
        for (const ValueChange& v : w.keys)
            row(markdownCode(w.waiver.flowId),
                QCoreApplication::translate("DiffFormat", "waiver changed"),
                markdownText(waiverText(w.waiver)) + QStringLiteral(": ") + markdownCode(v.key),
                markdownValue(v.before), markdownValue(v.after));
    }
    if (!table.isEmpty()) {
        out += QLatin1Char('\n');
        out += QCoreApplication::translate("DiffFormat",
                                           "| Flow | Change | Field | Before | After |\n");
        out += QStringLiteral("|---|---|---|---|---|\n");
        out += table;
    }
    return out.toUtf8();
}

} // namespace FlowAudit
