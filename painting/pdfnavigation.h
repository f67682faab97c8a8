#pragma once

#include "painting/reportpages.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace FlowAudit {

// The report's PDF made navigable with qpdf's library, since Qt's PDF writer gives neither:
// an outline (bookmarks) of the report's parts, each with its sections (a flow, a card, a
// storm) under it, and every link to a heading of the report ("#flow-3", which Qt writes as
// a web address) made a jump to the page and place where the heading stands. A link to an
// anchor the report does not have is removed rather than left dead. The changed objects are
// appended as an incremental update: the file's bytes stay as Qt wrote them (PDF/A's
// metadata included), and memory stays a few objects however long the report.
namespace PdfNavigation {

// Appends the outline and the links to `pdf`; false with *error when qpdf cannot read it.
bool add(QByteArray& pdf, const QList<ReportPages::Target>& targets, QString* error);

} // namespace PdfNavigation

} // namespace FlowAudit
