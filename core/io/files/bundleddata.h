#pragma once

#include <QString>

namespace FlowAudit {

// Where the data shipped with FlowAudit (vendor cards, example inventories) is found:
// $FLOWAUDIT_DATA_DIR when set, else `<prefix>/share/flowaudit` beside an installed
// executable, else the source tree's `resources/` for a program run from its build tree.
class BundledData {
public:
    static QString directory(); // empty when none is found
    static QString vendorsDirectory();
};

} // namespace FlowAudit
