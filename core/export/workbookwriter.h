#pragma once

#include "core/io/ioerror.h"
#include "core/model/inventory.h"

#include <optional>

namespace FlowAudit {

// An inventory as an Excel workbook (.xlsx), through libxlsxwriter: a Flows sheet (header
// row frozen, an autofilter, widths that fit, drop-down lists for the yes/no and enum
// fields, every FAIL and WARN cell filled, a "FlowAudit status" column the reader leaves
// out) and a Findings sheet. Every value is written as text, or as a number where the
// number reads back as the same text; never as a formula.
class WorkbookWriter {
public:
    // The workbook's bytes, or nullopt with *error.
    static std::optional<QByteArray> write(const Inventory& inventory, QString* error);
    static std::optional<IoError> save(const Inventory& inventory, const QString& path);
};

} // namespace FlowAudit
