#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include "core/map/maplayout.h"
#include "core/vendors/cardage.h"
#include "core/vendors/vendorcard.h"

#include <optional>

#include <memory>

namespace FlowAudit {

struct StormStudy;

// The vendor windows chart as a report figure: the cards, how their age is told, and one
// flow's ledger retention and longest replay window drawn across them.
struct ReportWindowsFigure {
    QList<VendorCard> cards;
    QDate today;
    int staleAfterDays = CardAge::EachCardsReview;
    QString flowId;
    std::optional<Duration> ledgerRetention;
    std::optional<Duration> maxReplayWindow;
};

// The systems map as a report figure: the graph and where Graphviz put it, and what was
// left out so its names can be read on a page (LegibleMap; empty: nothing).
struct ReportMapFigure {
    MapGraph graph;
    MapLayout layout;
    QString cut;
};

// A verdict or state shown by word and icon, so the report reads printed in black and
// white; colour only repeats it.
enum class ReportMark : quint8 { None, Pass, Info, Warn, Fail, NotEvaluated, Stale, Accepted };

// A run of text: a table cell, a paragraph or a list item. Always plain text; writers
// escape it for their format.
struct ReportText {
    ReportText(QString text = {}, ReportMark mark = ReportMark::None, bool strong = false,
               bool code = false, QString link = {})
        : text(std::move(text))
        , mark(mark)
        , strong(strong)
        , code(code)
        , link(std::move(link)) {}
    QString text;
    ReportMark mark = ReportMark::None; // drawn before the text
    bool strong = false;
    bool code = false; // an identifier or a value as written: monospace
    QString link;      // the anchor of a heading this text points at, a page's https URL, or empty
};

struct ReportTable {
    QStringList header;   // repeated on every page the table runs over
    QList<double> widths; // percent of the text width per column; empty: equal
    QList<QList<ReportText>> rows;
    bool compact = false; // smaller type, for the evidence matrix
    // The contents: each row's anchor, whose page a paged writer (the PDF) puts in the last
    // column once the report is laid out; the HTML, which has no pages, leaves the column out.
    QStringList pageOf;
};

struct ReportBlock {
    // A seam sits between sections that run on (the flows' sections): the PDF layout may
    // cut its work there and go on down the same page; in HTML it is nothing.
    enum class Kind : quint8 { Heading, Paragraph, Table, List, PageBreak, Figure, Seam };
    Kind kind = Kind::Paragraph;
    int level = 1;   // headings: 1 (a part), 2 (a flow, a card), 3 (a topic of it)
    QString anchor;  // headings: a stable ID (`flow-3`) that links can point at
    ReportText text; // headings and paragraphs
    ReportTable table;
    QList<ReportText> items; // lists
    // Figures: the retry-storm chart of a flow, drawn by the chart painter the editor uses
    // (vectors in the PDF, an image in the HTML); `text` is its caption.
    std::shared_ptr<const StormStudy> storm;
    std::shared_ptr<const ReportWindowsFigure> windows; // or the vendor windows chart
    std::shared_ptr<const ReportMapFigure> map;         // or the systems map
};

// The report as sections of headings, paragraphs, tables and lists, in the report's
// language: what the PDF and HTML writers render, each in its own way.
struct ReportDocument {
    QString title;         // of the document (PDF metadata, HTML <title>)
    QString runningHeader; // at the top of every page
    QString language;      // BCP 47, for the HTML lang attribute and PDF metadata
    QString pageFooter;    // "page %1 of %2", translated: a printout shows that it is whole
    QList<ReportBlock> blocks;

    void heading(int level, const QString& text, const QString& anchor = {});
    void paragraph(const QString& text, ReportMark mark = ReportMark::None);
    void paragraph(const ReportText& text);
    void table(ReportTable table);
    void list(QList<ReportText> items);
    void pageBreak();
    void seam();
    void figure(std::shared_ptr<const StormStudy> storm, const QString& caption);
    void figure(std::shared_ptr<const ReportWindowsFigure> windows, const QString& caption);
    void figure(std::shared_ptr<const ReportMapFigure> map, const QString& caption);

    // A text as a report prints it: line ends as \n, and the controls and bidirectional
    // overrides a file may hold as U+FFFD, so nothing in an inventory can hide or reorder
    // what an auditor reads. Both writers print every text through it.
    static QString printable(QStringView text);
};

} // namespace FlowAudit
