#pragma once

#include "core/io/yaml/yamlreader.h"

namespace FlowAudit::Cli {

// An inventory named on the command line: a file, or REV:PATH for a version git has; the
// bytes it was read from in *bytes, when given (what was read of it, when it is none).
InventoryReadResult readInventoryVersion(const QString& argument, QByteArray* bytes = nullptr);

} // namespace FlowAudit::Cli
