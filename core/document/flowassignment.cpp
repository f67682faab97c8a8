#include "core/document/flowassignment.h"

#include "core/io/celltextlimit.h"
#include "core/model/cellreading.h"
#include "core/model/closestname.h"
#include "core/model/field.h"
#include "core/model/reviewchecklist.h"
#include "core/model/typednumber.h"
#include "core/model/waiver.h"
#include "core/rules/rulecatalogue.h"

#include <QSet>

namespace FlowAudit {

namespace {

// Every field a flow of the inventory can be given: the known ones and the unknown keys
// some flow already has (a new unknown key is more likely a typo than a new column).
QStringList fieldNames(const Inventory& inventory) {
    QStringList names = FieldCatalogue::names();
    QSet<QString> seen(names.begin(), names.end());
    for (const Flow& flow : inventory.flows) {
        for (const YamlMapEntry& entry : flow.extraFields()) {
            if (!seen.contains(entry.key)) {
                seen.insert(entry.key);
                names.append(entry.key);
            }
        }
    }
    return names;
}

QStringList manualRuleIds() {
    QStringList ids;
    for (const ManualRuleInfo& rule : RuleCatalogue::manualRules())
        ids.append(QString::fromLatin1(rule.id));
    return ids;
}

} // namespace

std::optional<FlowAssignment> FlowAssignment::parse(const QString& argument,
                                                    const Inventory& inventory, QString* problem) {
    const qsizetype equals = argument.indexOf(QLatin1Char('='));
    if (equals <= 0) {
        *problem = tr("\"%1\" is not FIELD=VALUE").arg(argument);
        return std::nullopt;
    }
    FlowAssignment assignment;
    assignment.m_key = argument.left(equals).trimmed();
    assignment.m_value = argument.mid(equals + 1).trimmed();
    const QString& key = assignment.m_key;
    const QString reviews = FieldCatalogue::reviewsKey();
    if (key == reviews || key.startsWith(reviews + QLatin1Char('.'))) {
        const QStringList parts = key.split(QLatin1Char('.'));
        if (parts.size() != 3 || parts[1].isEmpty()) {
            *problem = tr("%1: a review is set one part at a time, as "
                          "reviews.RULE.status, reviews.RULE.note, reviews.RULE.by or "
                          "reviews.RULE.on")
                           .arg(key);
            return std::nullopt;
        }
        const QStringList rules = manualRuleIds();
        if (!rules.contains(parts[1])) {
            *problem =
                withClosestName(tr("no manual review rule '%1'; the rules reviewed by hand are %2")
                                    .arg(parts[1], rules.join(QLatin1StringView(", "))),
                                parts[1], rules);
            return std::nullopt;
        }
        const QStringList partNames = {QStringLiteral("status"), QStringLiteral("note"),
                                       QStringLiteral("by"), QStringLiteral("on")};
        const qsizetype part = partNames.indexOf(parts[2]);
        if (part < 0) {
            *problem = withClosestName(
                tr("%1: a review has a status, note, by and on, not '%2'").arg(key, parts[2]),
                parts[2], partNames);
            return std::nullopt;
        }
        assignment.m_reviewRule = parts[1];
        assignment.m_part = ReviewPart(part);
        return assignment;
    }
    if (const std::optional<Field> field = FieldCatalogue::byName(key)) {
        // A number as typed, read the one way: 0,5 where the language writes a decimal
        // comma is 0.5; 1 234 or 1.234,5 is refused with how to write it.
        const TypedNumber::Cell typed =
            TypedNumber::forField(*field, assignment.m_value, TypedNumber::userMarks());
        if (typed.refusal) {
            *problem = *typed.refusal;
            return std::nullopt;
        }
        assignment.m_value = typed.text;
        assignment.m_column = FlowColumn::known(*field);
        return assignment;
    }
    const QStringList names = fieldNames(inventory);
    if (!names.contains(key)) {
        *problem = withClosestName(tr("no field '%1' in this inventory").arg(key), key, names);
        return std::nullopt;
    }
    assignment.m_column = FlowColumn::extra(key);
    return assignment;
}

std::optional<QString> FlowAssignment::applyTo(Flow& flow) const {
    if (const std::optional<QString> tooLong = CellTextLimit::problem(m_value))
        return tr("%1: %2").arg(m_key, *tooLong);
    return m_column ? applyToColumn(flow) : applyToReview(flow);
}

bool FlowAssignment::setsFlowId() const {
    return m_column && m_column->field == Field::FlowId;
}

std::optional<QString> FlowAssignment::idProblem(const Inventory& inventory, int index,
                                                 const Flow& flow) {
    const QString id = flow.text(Field::FlowId);
    if (id.trimmed().isEmpty())
        return tr("flow_id would be blank, and every flow needs a stable, unique ID (SC01)");
    for (int i = 0; i < int(inventory.flows.size()); ++i) {
        if (i != index && inventory.flows[i].text(Field::FlowId) == id)
            return tr("flow_id \"%1\" is already the ID of the flow in line %2 (@%3), and every "
                      "flow needs its own ID (SC01)")
                .arg(id, QString::number(inventory.flows[i].line()), QString::number(i + 1));
    }
    return std::nullopt;
}

std::optional<QString> FlowAssignment::applyToColumn(Flow& flow) const {
    if (!FlowCell::isEditable(flow, *m_column))
        return tr("%1 holds a list or map, which is kept as it is and not set as text").arg(m_key);
    Flow changed = flow;
    FlowCell::setText(changed, *m_column, m_value);
    if (m_column->field) {
        if (const std::optional<QString> invalid = CellReading::problem(changed, *m_column->field))
            return *invalid;
    }
    flow = std::move(changed);
    return std::nullopt;
}

std::optional<QString> FlowAssignment::applyToReview(Flow& flow) const {
    if (!ReviewChecklist::isEditable(flow.reviews(), m_reviewRule))
        return tr("the flow's reviews (or its %1 entry) are not a map of reviews; they are kept "
                  "as they are")
            .arg(m_reviewRule);
    ManualReview review = ReviewChecklist::review(flow.reviews(), m_reviewRule);
    switch (m_part) {
    case ReviewPart::Status: {
        const std::optional<ManualReview::Status> status =
            m_value.isEmpty() ? std::optional(ManualReview::Status::Open)
                              : ReviewChecklist::statusFromKeyword(m_value);
        if (!status)
            return tr("%1 \"%2\" is not one of open, pass, fail, n/a").arg(m_key, m_value);
        review.status = *status;
        review.statusText.clear();
        break;
    }
    case ReviewPart::Note:
        review.note = m_value;
        break;
    case ReviewPart::By:
        review.by = m_value;
        break;
    case ReviewPart::On:
        if (!m_value.isEmpty() && !waiverDate(m_value).isValid())
            return tr("%1 \"%2\" is not a date written YYYY-MM-DD").arg(m_key, m_value);
        review.on = m_value;
        break;
    }
    flow.setReviews(ReviewChecklist::withReview(flow.reviews(), review));
    return std::nullopt;
}

} // namespace FlowAudit
