#include "app/cli/flowlookup.h"

#include "app/cli/clioutput.h"

#include "core/model/closestname.h"

#include <algorithm>

namespace FlowAudit::Cli {

namespace {

// @ and ASCII digits.
bool isPosition(const QString& text) {
    const QStringView digits = QStringView(text).mid(1);
    return text.startsWith(QLatin1Char('@')) && !digits.isEmpty() &&
           std::all_of(digits.begin(), digits.end(),
                       [](QChar c) { return c >= QLatin1Char('0') && c <= QLatin1Char('9'); });
}

// `@N`: the N-th flow of the file, counted from 1.
std::optional<int> flowAt(const Inventory& inventory, const QString& position, QString* problem,
                          bool* usage) {
    const qsizetype count = inventory.flows.size();
    bool ok = false;
    const qlonglong n = isPosition(position) ? QStringView(position).mid(1).toLongLong(&ok) : 0;
    if (ok && n >= 1 && n <= count)
        return int(n - 1);
    if (usage)
        *usage = true;
    if (count == 0)
        *problem = tr("%1: the inventory has no flows to name by position").arg(position);
    else if (!ok || n < 1)
        *problem = tr("%1 is not a flow's position: write @ and the flow's number in the file, "
                      "from @1 to @%2")
                       .arg(position)
                       .arg(count);
    else
        *problem = tr("%1: the inventory has %n flow(s), so a position goes from @1 to @%2",
                      nullptr, int(count))
                       .arg(position)
                       .arg(count);
    return std::nullopt;
}

} // namespace

std::optional<int> flowNamed(const Inventory& inventory, const QString& id, QString* problem,
                             bool* usage) {
    // An ID that itself starts with @ (and is not @ and digits) still names its flow.
    const auto hasId = [&inventory](const QString& text) {
        return std::any_of(inventory.flows.begin(), inventory.flows.end(),
                           [&text](const Flow& flow) { return flow.text(Field::FlowId) == text; });
    };
    if (id.startsWith(QLatin1Char('@')) && (isPosition(id) || !hasId(id)))
        return flowAt(inventory, id, problem, usage);
    QList<int> matches;
    for (int i = 0; i < int(inventory.flows.size()); ++i) {
        if (inventory.flows[i].text(Field::FlowId) == id)
            matches.append(i);
    }
    if (matches.size() == 1)
        return matches.first();
    if (matches.isEmpty()) {
        QStringList ids;
        ids.reserve(inventory.flows.size());
        for (const Flow& flow : inventory.flows)
            ids.append(flow.text(Field::FlowId));
        *problem = withClosestName(tr("no flow '%1'").arg(id), id, ids);
        return std::nullopt;
    }
    QStringList lines;
    QStringList positions;
    for (const int i : matches) {
        lines.append(QString::number(inventory.flows[i].line()));
        positions.append(QStringLiteral("@%1").arg(i + 1));
    }
    *problem =
        tr("%1 flows have the ID '%2' (lines %3), so it names none of them; name one by "
           "its position (%4) and give each its own ID first (SC01)")
            .arg(matches.size())
            .arg(id, lines.join(QLatin1StringView(", ")), positions.join(QLatin1StringView(", ")));
    return std::nullopt;
}

} // namespace FlowAudit::Cli
