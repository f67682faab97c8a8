#pragma once

#include "core/io/yaml/inventorypatch.h"
#include "fuzzchecks.h"

namespace FlowAudit::FuzzChecks {

// The patching save (fuzz_inventorypatch; tst_fuzzregressions replays its finds): a file
// and a random edit of what it reads as. The input is three bytes choosing the edit (set a
// field of a flow, remove a flow, add a copy of one), the value up to a NUL, then the YAML.
// A patch reads back as the edited inventory; where there is none, it says why.
inline QByteArray checkPatch(const QByteArray& bytes) {
    if (bytes.size() < 3)
        return {};
    const auto op = static_cast<unsigned char>(bytes[0]) % 3;
    const auto flowChoice = static_cast<unsigned char>(bytes[1]);
    const auto field = Field(static_cast<unsigned char>(bytes[2]) % FieldCount);
    const qsizetype nul = bytes.indexOf('\0', 3);
    const QByteArray value = nul < 0 ? QByteArray() : bytes.mid(3, nul - 3);
    const QByteArray original = nul < 0 ? bytes.mid(3) : bytes.mid(nul + 1);
    const InventoryReadResult read = readYaml(original);
    if (!read.inventory || read.inventory->flows.isEmpty())
        return {};
    Inventory saved = *read.inventory;
    const int index = flowChoice % int(saved.flows.size());
    if (op == 0)
        saved.flows[index].setText(field, QString::fromUtf8(value));
    else if (op == 1)
        saved.flows.removeAt(index);
    else
        saved.flows.append(saved.flows[index]);
    const InventoryPatch::Result patch =
        InventoryPatch::patch(original, *read.inventory, saved, QStringLiteral("fuzz.yaml"));
    if (!patch.bytes)
        return patch.whyNot.isEmpty() ? QByteArray("no patch, and no reason given") : QByteArray();
    const InventoryReadResult again = readYaml(*patch.bytes);
    if (!again.inventory)
        return "the patched file does not read: " + again.error.toString().toUtf8() + '\n' +
               *patch.bytes;
    if (!(again.inventory->flows == saved.flows) || again.inventory->title != saved.title ||
        again.inventory->owner != saved.owner || !(again.inventory->waivers == saved.waivers))
        return "the patched file reads back as another inventory:\n" + *patch.bytes;
    return {};
}

} // namespace FlowAudit::FuzzChecks
