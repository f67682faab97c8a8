#pragma once

#include "core/report/auditreportbuilder.h"
#include "core/report/reportdocument.h"

#include <memory>

class QTextDocument;

namespace FlowAudit {

class ReportColumnWidths;

// Lays a report out as a QTextDocument for printing: headings, paragraphs, tables whose
// header row repeats on every page, lists, page breaks, and the marks as vector icons
// beside their words. Type sizes are in points, so any resolution prints them alike.
class ReportTextDocument {
public:
    // The most rows of a table one document holds: Qt makes a table's cells and lays a
    // document out in time that grows faster than its rows (one 10,000-row matrix took
    // 34 s, most of a 10,000-flow report), so a longer table is laid out in slices.
    static constexpr qsizetype SliceRows = 400;

    // The blocks [first, end) of the report; page breaks among them are kept. The table
    // of block `first` begins at row `firstRow`, and the table of block end - 1 ends
    // before row `endRow` (-1: with its last). With `columns`, each table's columns are as
    // wide as their longest words need; without, as the table says.
    static std::unique_ptr<QTextDocument> build(const ReportDocument& report, qsizetype first,
                                                qsizetype end, qsizetype firstRow = 0,
                                                qsizetype endRow = -1,
                                                ReportColumnWidths* columns = nullptr);
    static QString bodyFamily();
    static QString codeFamily();
};

} // namespace FlowAudit
