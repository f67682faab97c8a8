#include "core/import/reimport.h"

#include "core/import/derivedrecord.h"
#include "core/io/yaml/yamlwriter.h"
#include "core/model/field.h"
#include "core/model/reviewchecklist.h"

#include <QCoreApplication>
#include <QHash>

namespace FlowAudit {

namespace {

QString shown(const QString& value) {
    return value.isEmpty() ? QCoreApplication::translate("Import", "(blank)")
                           : value.simplified().left(60) +
                                 (value.simplified().size() > 60 ? QStringLiteral("…") : QString());
}

// A value of an extra column or the reviews: its text, a list or map in compact YAML.
QString shown(const YamlValue& value) {
    if (value.isNull())
        return shown(QString());
    return shown(value.isScalar() ? value.text()
                                  : QString::fromUtf8(YamlWriter::writeCompact(value)));
}

// A spreadsheet row a person wrote: its cells that are not blank replace the flow's, and
// are no longer derived; its extra fields and reviews too, each change said.
void updateFromPeople(const Flow& row, Flow* flow, QMap<Field, QString>* record,
                      FlowUpdate* update) {
    for (int i = 0; i < FieldCount; ++i) {
        const Field field = Field(i);
        if (field == Field::FlowId || row.isBlank(field))
            continue;
        const bool same = row.isStructured(field)
                              ? flow->isStructured(field) &&
                                    *row.structuredValue(field) == *flow->structuredValue(field)
                              : !flow->isStructured(field) && flow->text(field) == row.text(field);
        if (same)
            continue;
        update->fields.append(
            {field, flow->text(field), row.text(field),
             flow->isBlank(field) ? FieldUpdate::Outcome::Filled : FieldUpdate::Outcome::Updated});
        if (const YamlValue* structured = row.structuredValue(field))
            flow->setStructured(field, *structured);
        else
            flow->setText(field, row.text(field));
        record->remove(field);
    }
    // Extra columns and reviews are changed as fields are, and said as they are.
    YamlEntries extra = flow->extraFields();
    for (const YamlMapEntry& entry : row.extraFields()) {
        if (entry.value.isNull() || (entry.value.isScalar() && entry.value.text().isEmpty()))
            continue; // a blank cell replaces nothing, as for fields
        const auto at = std::find_if(extra.begin(), extra.end(),
                                     [&](const YamlMapEntry& e) { return e.key == entry.key; });
        if (at == extra.end()) {
            extra.push_back(entry);
            update->also.append(QCoreApplication::translate("Import", "%1 filled: %2")
                                    .arg(entry.key, shown(entry.value)));
        } else if (!(at->value == entry.value)) {
            update->also.append(QCoreApplication::translate("Import", "%1 %2 → %3")
                                    .arg(entry.key, shown(at->value), shown(entry.value)));
            at->value = entry.value;
        }
    }
    flow->setExtraFields(std::move(extra));
    if (!row.reviews().isNull() && !(row.reviews() == flow->reviews())) {
        update->also.append(flow->reviews().isNull()
                                ? QCoreApplication::translate("Import", "%1 filled: %2")
                                      .arg(FieldCatalogue::reviewsKey(), shown(row.reviews()))
                                : QCoreApplication::translate("Import", "%1 %2 → %3")
                                      .arg(FieldCatalogue::reviewsKey(), shown(flow->reviews()),
                                           shown(row.reviews())));
        flow->setReviews(row.reviews());
    }
}

// What an export answers beyond fields, taken where no person has written it: a review
// (RT07 failed by a silencing error handler) the flow leaves untouched, and retry_storm
// settings when the flow has none.
void takeReviewsAndSettings(const Flow& imported, Flow* flow, FlowUpdate* update) {
    const YamlValue& answered = imported.reviews();
    if (answered.isMap()) {
        YamlValue reviews = flow->reviews();
        for (const YamlMapEntry& entry : answered.entries()) {
            const ManualReview now = ReviewChecklist::review(answered, entry.key);
            if (!ReviewChecklist::isEditable(reviews, entry.key) ||
                !ReviewChecklist::review(reviews, entry.key).isUntouched())
                continue;
            reviews = ReviewChecklist::withReview(reviews, now);
            update->also.append(
                QCoreApplication::translate("Import", "review %1 filled: %2 (%3)")
                    .arg(entry.key, ReviewChecklist::statusKeyword(now.status), shown(now.note)));
        }
        flow->setReviews(std::move(reviews));
    }
    for (const YamlMapEntry& entry : imported.extraFields()) {
        YamlEntries extra = flow->extraFields();
        if (std::any_of(extra.begin(), extra.end(),
                        [&](const YamlMapEntry& e) { return e.key == entry.key; }))
            continue;
        extra.push_back(entry);
        flow->setExtraFields(std::move(extra));
        update->also.append(QCoreApplication::translate("Import", "%1 filled").arg(entry.key));
    }
}

} // namespace

bool FlowUpdate::changesSomething() const {
    return isAdded() || !also.isEmpty() ||
           std::any_of(fields.begin(), fields.end(), [](const FieldUpdate& f) {
               return f.outcome != FieldUpdate::Outcome::KeptPersonal;
           });
}

Flow Reimport::newFlow(const ImportedFlow& imported) {
    Flow flow = imported.flow;
    flow.forgetLines();
    if (imported.fromPeople)
        return flow;
    QMap<Field, QString> record;
    for (const Field field : imported.derived) {
        if (field != Field::FlowId)
            record.insert(field, flow.text(field));
    }
    DerivedRecord::write(&flow, record);
    return flow;
}

QList<FlowUpdate> Reimport::plan(const Inventory& existing, const QList<ImportedFlow>& imported) {
    QHash<QString, int> rowOf;
    for (int row = 0; row < existing.flows.size(); ++row)
        rowOf.insert(existing.flows[row].text(Field::FlowId), row);
    QList<FlowUpdate> plan;
    for (const ImportedFlow& import : imported) {
        FlowUpdate update;
        update.flowId = import.flow.text(Field::FlowId);
        update.origin = import.origin;
        update.warnings = import.warnings;
        const auto found =
            update.flowId.isEmpty() ? rowOf.constEnd() : rowOf.constFind(update.flowId);
        if (found == rowOf.constEnd()) {
            update.after = newFlow(import);
            plan.append(update);
            continue;
        }
        update.row = *found;
        Flow flow = existing.flows[update.row];
        QMap<Field, QString> record = DerivedRecord::read(flow);
        if (import.fromPeople) {
            updateFromPeople(import.flow, &flow, &record, &update);
            DerivedRecord::write(&flow, record);
            update.after = flow;
            plan.append(update);
            continue;
        }
        for (int i = 0; i < FieldCount; ++i) {
            const Field field = Field(i);
            if (field == Field::FlowId)
                continue;
            const bool derivedNow = import.derived.contains(field);
            if (!derivedNow && !record.contains(field))
                continue; // neither import touches it
            const QString now = import.flow.text(field);
            const QString current = flow.text(field);
            if (current == now && !flow.isStructured(field)) {
                if (now.isEmpty())
                    record.remove(field);
                else
                    record.insert(field, now);
                continue;
            }
            FieldUpdate change{field, current, now, FieldUpdate::Outcome::Filled};
            if (flow.isBlank(field)) {
                if (now.isEmpty())
                    continue;
            } else if (record.contains(field) && record.value(field) == current &&
                       !flow.isStructured(field)) {
                change.outcome = FieldUpdate::Outcome::Updated;
            } else {
                change.outcome = FieldUpdate::Outcome::KeptPersonal;
                update.fields.append(change);
                continue;
            }
            flow.setText(field, now);
            if (now.isEmpty())
                record.remove(field);
            else
                record.insert(field, now);
            update.fields.append(change);
        }
        takeReviewsAndSettings(import.flow, &flow, &update);
        DerivedRecord::write(&flow, record);
        update.after = flow;
        plan.append(update);
    }
    return plan;
}

Inventory Reimport::apply(Inventory inventory, const QList<FlowUpdate>& plan) {
    for (const FlowUpdate& update : plan) {
        if (update.isAdded())
            inventory.flows.append(update.after);
        else
            inventory.flows[update.row] = update.after;
    }
    return inventory;
}

QStringList Reimport::describe(const QList<FlowUpdate>& plan) {
    QStringList lines;
    for (const FlowUpdate& update : plan) {
        if (update.isAdded()) {
            lines.append(QCoreApplication::translate("Import", "%1: added from %2")
                             .arg(update.flowId, update.origin));
            continue;
        }
        bool any = false;
        for (const FieldUpdate& field : update.fields) {
            const QString name = FieldCatalogue::name(field.field);
            switch (field.outcome) {
            case FieldUpdate::Outcome::Filled:
                lines.append(QCoreApplication::translate("Import", "%1: %2 filled: %3")
                                 .arg(update.flowId, name, shown(field.after)));
                break;
            case FieldUpdate::Outcome::Updated:
                lines.append(
                    QCoreApplication::translate("Import", "%1: %2 %3 → %4")
                        .arg(update.flowId, name, shown(field.before), shown(field.after)));
                break;
            case FieldUpdate::Outcome::KeptPersonal:
                lines.append(
                    QCoreApplication::translate(
                        "Import", "%1: %2 kept as a person wrote it (%3; the import says %4)")
                        .arg(update.flowId, name, shown(field.before), shown(field.after)));
                break;
            }
            any = true;
        }
        for (const QString& line : update.also) {
            lines.append(QStringLiteral("%1: %2").arg(update.flowId, line));
            any = true;
        }
        if (!any)
            lines.append(QCoreApplication::translate("Import", "%1: unchanged").arg(update.flowId));
    }
    return lines;
}

} // namespace FlowAudit
