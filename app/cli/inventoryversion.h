#pragma once

#include "core/io/yamlreader.h"

namespace FlowAudit::Cli {

// An inventory named on the command line: a file, or REV:PATH for a version git has.
InventoryReadResult readInventoryVersion(const QString& argument);

} // namespace FlowAudit::Cli
