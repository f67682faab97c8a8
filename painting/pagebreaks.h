#pragma once

class QTextDocument;

namespace FlowAudit {

// Where Qt's page breaks fall short of a printed report, settled after layout:
// - Qt draws a paragraph whole on every page it touches, clipped to the page: the lines
//   from the page before are invisible there, but text extractors (pdftotext, screen
//   readers, search) still read them. A paragraph that runs over a page break is split in
//   two at the line that starts the new page; the lines stay where they were.
// - A heading left alone at the bottom of a page moves to the next, with what it heads.
class PageBreaks {
public:
    // On a document with its page size and paint device set; lays it out as needed.
    static void settle(QTextDocument* document);
};

} // namespace FlowAudit
