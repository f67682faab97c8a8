#pragma once

#include "painting/reportpages.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace FlowAudit {

// The report's PDF made navigable with qpdf's library, since Qt's PDF writer gives neither:
// an outline (bookmarks) of the report's parts, each with its sections (a flow, a card, a
// storm) under it, and every link to a heading of the report ("#flow-3", which Qt writes as
// a web address) made a jump to the page and place where the heading stands. A link to an
// anchor the report does not have is removed rather than left dead. The rest of the file
// is written as it was (PDF/A's metadata included).
namespace PdfNavigation {

// Nullopt with *error when qpdf cannot read the file or write it again.
std::optional<QByteArray> add(const QByteArray& pdf, const QList<ReportPages::Target>& targets,
                              QString* error);

} // namespace PdfNavigation

} // namespace FlowAudit
