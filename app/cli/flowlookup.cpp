#include "app/cli/flowlookup.h"

#include "app/cli/clioutput.h"

#include "core/model/closestname.h"

namespace FlowAudit::Cli {

std::optional<int> flowNamed(const Inventory& inventory, const QString& id, QString* problem) {
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
    for (const int i : matches)
        lines.append(QString::number(inventory.flows[i].line()));
    *problem = tr("%1 flows have the ID '%2' (lines %3), so it names none of them; give each its "
                  "own ID first (SC01)")
                   .arg(matches.size())
                   .arg(id, lines.join(QLatin1StringView(", ")));
    return std::nullopt;
}

} // namespace FlowAudit::Cli
