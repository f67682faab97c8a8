#pragma once

#include "core/io/ioerror.h"
#include "core/vendors/vendorcard.h"

#include <optional>

namespace FlowAudit {

class YamlValue;

struct VendorCardReadResult {
    std::optional<VendorCard> card;
    IoError error;
};

// Reads one card file of resources/vendors. Every key is checked: a misspelt key or a
// duration without a unit is an error with its line, never a silently missing number.
class VendorCardReader {
public:
    static VendorCardReadResult readFile(const QString& path);
    static VendorCardReadResult read(const YamlValue& document, const QString& fileName);
};

} // namespace FlowAudit
