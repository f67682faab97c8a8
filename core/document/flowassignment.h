#pragma once

#include "core/document/flowcolumn.h"
#include "core/model/inventory.h"

#include <QCoreApplication>

#include <optional>

namespace FlowAudit {

// One FIELD=VALUE of a scriptable edit (`flowaudit-cli set`): a flow's field, known or one
// the inventory already has, or one part of a manual review (reviews.RULE.status|note|by|on).
// A blank VALUE clears. Values are refused where the editor's cells refuse them, and where a
// cell would at once be invalid (SC02), so a script fails before the file changes.
class FlowAssignment {
    Q_DECLARE_TR_FUNCTIONS(FlowAssignment)

public:
    enum class ReviewPart : quint8 { Status, Note, By, On };

    // Reads FIELD=VALUE; nullopt with the problem in words when the field is unknown to the
    // inventory ("no field 'ledger_retention_day' (did you mean ledger_retention_days?)"), or
    // when a number field's VALUE has a thousands separator or could be a thousands group
    // (model/typednumber, in the user's language's marks). A decimal comma that cannot
    // group thousands, where the language writes one, is read as a point: value() is 0.5.
    static std::optional<FlowAssignment> parse(const QString& argument, const Inventory& inventory,
                                               QString* problem);

    // The key as given: "ledger_retention_days", "reviews.IP04.status".
    const QString& key() const { return m_key; }
    const QString& value() const { return m_value; }
    // Sets it on the flow; the problem in words when the value is refused (the flow unchanged).
    std::optional<QString> applyTo(Flow& flow) const;
    // Whether it sets the flow's flow_id.
    bool setsFlowId() const;
    // SC01 at once: the problem in words when `flow`, the edited flow at `index` of the
    // inventory, has a blank flow_id or one another flow of the inventory already has.
    static std::optional<QString> idProblem(const Inventory& inventory, int index,
                                            const Flow& flow);

private:
    std::optional<QString> applyToColumn(Flow& flow) const;
    std::optional<QString> applyToReview(Flow& flow) const;

    QString m_key;
    QString m_value;
    std::optional<FlowColumn> m_column;
    QString m_reviewRule;
    ReviewPart m_part = ReviewPart::Status;
};

} // namespace FlowAudit
