#pragma once

#include "core/evidence/cardfilechange.h"

#include <QString>

#include <functional>

namespace FlowAudit::Cli {

// A team's card file read, changed by `change` (which reads its result back as the same card)
// and written atomically; false, said on standard error, when it could not be read, changed
// or written: then the file is as it was. What cards verify --stamp and cards propose
// --accept share.
bool rewriteCardFile(const QString& path,
                     const std::function<CardFileChange(const QByteArray&)>& change);

} // namespace FlowAudit::Cli
