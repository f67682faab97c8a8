// The PDF writer read back with poppler's tools: pages, paper, fonts, the text in reading
// order, the header row repeated, PDF/A, and hostile text shown as text.
#include "reporttestsupport.h"

#include "core/i18n/translations.h"
#include "core/report/reportcomposer.h"
#include "core/rules/rulecatalogue.h"
#include "painting/pdfreportwriter.h"
#include "painting/reportcolumnwidths.h"
#include "painting/reportpages.h"
#include "painting/reporttextdocument.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QHash>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPdfWriter>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace FlowAudit;

namespace {

// Runs a poppler tool (or qpdf) on a PDF written to a temporary file; fails the test when
// it cannot.
QString run(const QString& tool, QStringList arguments, const QByteArray& pdf) {
    static QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.pdf"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(pdf) != pdf.size())
        qFatal("cannot write %s", qPrintable(path));
    file.close();
    QProcess process;
    arguments.append(path);
    if (tool == QLatin1StringView("pdftotext"))
        arguments.append(QStringLiteral("-"));
    process.start(tool, arguments);
    if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit ||
        process.exitCode() != 0)
        qFatal("%s failed (install poppler-utils and qpdf): %s", qPrintable(tool),
               process.readAllStandardError().constData());
    return QString::fromUtf8(process.readAllStandardOutput());
}

QByteArray pdfOf(const AuditReport& report, ReportPaper paper = ReportPaper::A4,
                 bool pdfA = false) {
    ReportOptions options;
    options.paper = paper;
    options.pdfA = pdfA;
    return *PdfReportWriter::write(ReportComposer::compose(report), options);
}

int pagesOf(const QByteArray& pdf) {
    const QRegularExpressionMatch match = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)"))
                                              .match(run(QStringLiteral("pdfinfo"), {}, pdf));
    return match.hasMatch() ? match.captured(1).toInt() : -1;
}

QString pageText(const QByteArray& pdf, int page) {
    return run(
        QStringLiteral("pdftotext"),
        {QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"), QString::number(page)},
        pdf);
}

// Each word of a page and its box, in points from the page's top left (pdftotext -bbox).
struct Word {
    QString text;
    QRectF box;
};
QList<Word> wordsOf(const QByteArray& pdf, int page) {
    const QString html = run(QStringLiteral("pdftotext"),
                             {QStringLiteral("-bbox"), QStringLiteral("-f"), QString::number(page),
                              QStringLiteral("-l"), QString::number(page)},
                             pdf);
    static const QRegularExpression word(QStringLiteral(
        R"re(<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>)re"));
    QList<Word> words;
    for (const QRegularExpressionMatch& match : word.globalMatch(html)) {
        const QPointF topLeft(match.captured(1).toDouble(), match.captured(2).toDouble());
        const QPointF bottomRight(match.captured(3).toDouble(), match.captured(4).toDouble());
        words.append({match.captured(5), QRectF(topLeft, bottomRight)});
    }
    return words;
}

// The first page (1-based) whose text contains `text`, or 0.
int pageWith(const QByteArray& pdf, const QString& text) {
    const int pages = pagesOf(pdf);
    for (int page = 1; page <= pages; ++page) {
        if (pageText(pdf, page).contains(text))
            return page;
    }
    return 0;
}

// The PDF as qpdf reads it (its --json, the objects as its library sees them).
QJsonObject qpdfJson(const QByteArray& pdf, const QString& key) {
    return QJsonDocument::fromJson(
               run(QStringLiteral("qpdf"),
                   {QStringLiteral("--json"), QStringLiteral("--json-key=") + key}, pdf)
                   .toUtf8())
        .object();
}

// The outline: each entry's title, the page it lands on (1-based) and its level (1: a part,
// 2: under one).
struct OutlineEntry {
    QString title;
    int page = 0;
    int level = 1;
};
QList<OutlineEntry> outlineOf(const QByteArray& pdf) {
    QList<OutlineEntry> entries;
    for (const QJsonValue part :
         qpdfJson(pdf, QStringLiteral("outlines")).value(u"outlines").toArray()) {
        const QJsonObject p = part.toObject();
        entries.append({p.value(u"title").toString(), p.value(u"destpageposfrom1").toInt(), 1});
        for (const QJsonValue section : p.value(u"kids").toArray())
            entries.append({section.toObject().value(u"title").toString(),
                            section.toObject().value(u"destpageposfrom1").toInt(), 2});
    }
    return entries;
}

// The link annotations: how many jump inside the file (with the page, 1-based, each lands
// on) and how many still name an anchor as a web address ("#flow-3").
struct Links {
    QList<int> jumps;
    int anchorsAsAddresses = 0;
};
Links linksOf(const QByteArray& pdf) {
    const QJsonObject json = qpdfJson(pdf, QStringLiteral("qpdf"));
    const QJsonObject objects = json.value(u"qpdf").toArray().at(1).toObject();
    QHash<QString, int> pageOf; // "12 0 R": its page
    const QJsonArray pages = qpdfJson(pdf, QStringLiteral("pages")).value(u"pages").toArray();
    for (const QJsonValue page : pages)
        pageOf.insert(page.toObject().value(u"object").toString(),
                      page.toObject().value(u"pageposfrom1").toInt());
    Links links;
    for (auto it = objects.begin(); it != objects.end(); ++it) {
        const QJsonObject value = it.value().toObject().value(u"value").toObject();
        if (value.value(u"/Subtype").toString() != QLatin1StringView("/Link"))
            continue;
        if (value.contains(u"/Dest"))
            links.jumps.append(pageOf.value(value.value(u"/Dest").toArray().at(0).toString()));
        const QString uri = value.value(u"/A").toObject().value(u"/URI").toString();
        if (uri.startsWith(QLatin1StringView("u:#")))
            ++links.anchorsAsAddresses;
    }
    return links;
}

} // namespace

class TestReportPdf : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        m_report = Test::reportOfFile(Test::examplePath());
        m_pdf = pdfOf(m_report);
        QVERIFY(m_pdf.startsWith("%PDF-"));
        m_text = run(QStringLiteral("pdftotext"), {}, m_pdf);
    }

    void infoAndPaper() {
        const QString info = run(QStringLiteral("pdfinfo"), {}, m_pdf);
        QVERIFY2(info.contains(
                     QStringLiteral("Title:           Audit report: Acme integration inventory")),
                 qPrintable(info));
        QVERIFY2(info.contains(QStringLiteral("595 x 842 pts (A4)")), qPrintable(info));
        QVERIFY(run(QStringLiteral("pdfinfo"), {}, pdfOf(m_report, ReportPaper::Letter))
                    .contains(QStringLiteral("612 x 792 pts (letter)")));
        // The laid-out page count is the PDF's.
        const auto pages = ReportPages::lay(ReportComposer::compose(m_report), ReportPaper::A4);
        QCOMPARE(pagesOf(m_pdf), pages->pageCount());
    }

    // A vendor's sentence is a link in the PDF too (a link annotation), landing on it.
    void evidenceLinksLandOnTheSentence() {
        QVERIFY(m_pdf.contains("/Subtype /Link"));
        QVERIFY(m_pdf.contains("/URI (https://www.braze.com/docs/api/endpoints/user_data/"
                               "post_user_track/#:~:text=3%2C000%20requests%20per%20three%20"
                               "seconds)"));
    }

    void fontsAreEmbedded() {
        const QStringList lines = run(QStringLiteral("pdffonts"), {}, m_pdf)
                                      .split(QLatin1Char('\n'), Qt::SkipEmptyParts)
                                      .mid(2);
        QVERIFY(!lines.isEmpty());
        for (const QString& line : lines) {
            const QStringList columns = line.simplified().split(QLatin1Char(' '));
            // name type… encoding emb sub uni object ID: emb is the fifth from the end.
            QVERIFY2(columns.size() >= 6 && columns[columns.size() - 5] == QLatin1StringView("yes"),
                     qPrintable(line));
        }
    }

    void everyPageHasHeaderAndFooter() {
        const int pages = pagesOf(m_pdf);
        QVERIFY(pages > 5);
        for (int page = 1; page <= pages; ++page) {
            const QString text = pageText(m_pdf, page);
            // Each page says its number and how many there are: the count pdfinfo gives.
            const QString footer = QStringLiteral("page %1 of %2\n").arg(page).arg(pages);
            QVERIFY2(text.contains(footer),
                     qPrintable(QString::number(page) + QLatin1Char('\n') + text.right(200)));
            static const QRegularExpression anyFooter(QStringLiteral("page \\d+ of \\d+"));
            QCOMPARE(text.count(anyFooter), 1);
            // The header is the page's first line: no line of the page before, clipped away
            // but still in the file, comes before it (a paragraph or table row over a break).
            QVERIFY2(
                text.startsWith(QStringLiteral(
                    "FlowAudit audit report · Acme integration inventory · 2026-11-30 09:30\n")),
                qPrintable(text.left(200)));
        }
    }

    void textIsCompleteAndInReadingOrder() {
        for (const ReportFlow& flow : m_report.flows)
            QVERIFY2(m_text.contains(flow.flowId()), qPrintable(flow.flowId()));
        for (const RuleInfo& rule : RuleCatalogue::rules())
            QVERIFY2(m_text.contains(rule.idText), rule.id);
        for (const ReportCard& card : m_report.cards) {
            QVERIFY2(m_text.contains(card.card.title()), qPrintable(card.card.id));
            if (card.card.checked.isValid())
                QVERIFY(m_text.contains(card.card.checked.toString(Qt::ISODate)));
        }
        QVERIFY(
            m_text.contains(QStringLiteral("confirm before quoting"))); // the undated Stripe card
        QVERIFY(m_text.contains(
            QStringLiteral("548ca0f4f437036336abcd87ddfc6b10289edb614e5d5cd16c236eedc6b9dacb")));
        // Parts, then flows, in the order they are written.
        qsizetype at = 0;
        for (const QString& next :
             {QStringLiteral("Audit report: Acme"), QStringLiteral("Summary"),
              QStringLiteral("Evidence matrix"), QStringLiteral("Flow billing_to_crm (row 1)"),
              QStringLiteral("Flow stripe_payouts_to_netsuite (row 2)"),
              QStringLiteral("Vendor cards"), QStringLiteral("Appendix")}) {
            const qsizetype found = m_text.indexOf(next, at);
            QVERIFY2(found > at || (at == 0 && found == 0), qPrintable(next));
            at = found;
        }
        // Words stay words: no ligature glyphs where "fi" or "fl" was written.
        QVERIFY(!m_text.contains(QChar(0xFB01)) && !m_text.contains(QChar(0xFB02)));
        QVERIFY(m_text.contains(QStringLiteral("Flows with no finding")));
    }

    // The flagged flows' sections run on, down the page, with nothing lost or overlapping:
    // fewer pages than a page per flow, and every section's headings read back in order.
    void flowSectionsRunOn() {
        const AuditReport report = Test::reportOfYaml(Test::inventoryOfFlows(12));
        const auto flagged = ReportPages::lay(ReportComposer::compose(report), ReportPaper::A4);
        const auto all =
            ReportPages::lay(ReportComposer::compose(report, ReportDetail::All), ReportPaper::A4);
        QVERIFY2(
            flagged->pageCount() < all->pageCount(),
            qPrintable(QStringLiteral("%1 / %2").arg(flagged->pageCount()).arg(all->pageCount())));
        const QString text = run(QStringLiteral("pdftotext"), {}, pdfOf(report));
        qsizetype at = text.indexOf(QStringLiteral("Each flow with something to report"));
        QVERIFY(at > 0);
        for (const ReportFlow& flow : report.flows) {
            if (flow.isClean())
                continue;
            // Two parts drawn over each other would garble these lines.
            for (const QString& line :
                 {QStringLiteral("Flow %1 (row %2)").arg(flow.flowId()).arg(flow.row),
                  QStringLiteral("Fields as written: flow_id: %1").arg(flow.flowId()),
                  QStringLiteral("Replay window (IP03)"), QStringLiteral("Manual review")}) {
                const qsizetype found = text.indexOf(line, at);
                QVERIFY2(found > at, qPrintable(line));
                at = found;
            }
        }
    }

    // A matrix longer than a page repeats its header row on every page it runs over.
    // Issue 52: a report of many flows can be navigated. Its outline, read with qpdf's
    // library as a PDF reader reads it, has an entry for every part and, under them, every
    // flow's section and every card; each lands on the page that shows its heading. The
    // links to flows in the text (the matrix, the findings by rule) jump inside the file.
    void theOutlineAndLinksReachEverySection() {
        const QByteArray pdf = pdfOf(Test::reportOfYaml(Test::inventoryOfFlows(40)));
        const QList<OutlineEntry> outline = outlineOf(pdf);
        QStringList parts;
        int flows = 0;
        QString under;
        QHash<int, QString> texts; // each page read once
        for (const OutlineEntry& entry : outline) {
            QVERIFY2(entry.page >= 1, qPrintable(entry.title));
            if (!texts.contains(entry.page))
                texts.insert(entry.page, pageText(pdf, entry.page).simplified());
            // The heading is on that page (its first words: a long one wraps).
            const QString start = entry.title.section(u' ', 0, 2);
            QVERIFY2(texts.value(entry.page).contains(start),
                     qPrintable(entry.title + QStringLiteral(" is not on page ") +
                                QString::number(entry.page)));
            if (entry.level == 1) {
                parts.append(entry.title);
                under = entry.title;
            } else if (under == QLatin1StringView("Flows") &&
                       entry.title.startsWith(QLatin1StringView("Flow "))) {
                ++flows;
            }
        }
        for (const char* part :
             {"Summary", "Findings by rule", "Evidence matrix", "Flows", "Vendor cards",
              "Appendix: what the rules, advisories and "
              "fields mean"})
            QVERIFY2(parts.contains(QLatin1StringView(part)), qPrintable(parts.join(u'|')));
        // As many as the text has flow headings ("Flow ID (row N): name").
        const QString text = run(QStringLiteral("pdftotext"), {}, pdf);
        static const QRegularExpression heading(QStringLiteral("^Flow \\S+ \\(row \\d+\\)"),
                                                QRegularExpression::MultilineOption);
        int headings = 0;
        for (QRegularExpressionMatchIterator it = heading.globalMatch(text); it.hasNext();
             it.next())
            ++headings;
        QCOMPARE(flows, headings);
        QVERIFY(flows > 0);
        // The Contents names the page of every part and flow: the heading is on that page.
        const QString contents =
            run(QStringLiteral("pdftotext"),
                {QStringLiteral("-layout"), QStringLiteral("-f"), QStringLiteral("2"),
                 QStringLiteral("-l"), QStringLiteral("4")},
                pdf);
        static const QRegularExpression entry(
            QStringLiteral("^\\s*((flow_\\d+) \\(row (\\d+)\\)|Evidence matrix: every flow "
                           "against every rule|Appendix: what every rule, advisory and field "
                           "means)\\s+(\\d+)\\s*$"),
            QRegularExpression::MultilineOption);
        int entries = 0;
        for (QRegularExpressionMatchIterator it = entry.globalMatch(contents); it.hasNext();) {
            const QRegularExpressionMatch match = it.next();
            const int page = match.captured(4).toInt();
            const QString heading =
                match.captured(2).isEmpty()
                    ? match.captured(1).section(u':', 0, 0)
                    : QStringLiteral("Flow %1 (row %2)").arg(match.captured(2), match.captured(3));
            if (!texts.contains(page))
                texts.insert(page, pageText(pdf, page).simplified());
            QVERIFY2(
                texts.value(page).contains(heading),
                qPrintable(heading + QStringLiteral(" is not on page ") + QString::number(page)));
            ++entries;
        }
        QCOMPARE(entries, flows + 2);
        const Links links = linksOf(pdf);
        QCOMPARE(links.anchorsAsAddresses, 0);
        QVERIFY(links.jumps.size() >= 40); // the matrix names every flow
        for (const int page : links.jumps)
            QVERIFY(page >= 1 && page <= pagesOf(pdf));
    }

    void pagesGrowWithFlowsAndHeadersRepeat() {
        const QByteArray few = pdfOf(Test::reportOfYaml(Test::inventoryOfFlows(5)));
        const QByteArray many = pdfOf(Test::reportOfYaml(Test::inventoryOfFlows(120)));
        const int manyPages = pagesOf(many);
        QVERIFY(manyPages > pagesOf(few) * 3); // a flagged flow's brief is under half a page
        int matrixPages = 0;
        bool inMatrix = false; // the findings by rule name flows too
        for (int page = 1; page <= manyPages; ++page) {
            const QString text = pageText(many, page);
            inMatrix = inMatrix || text.contains(QStringLiteral("Every flow against every rule"));
            if (!inMatrix)
                continue;
            if (text.contains(QStringLiteral("Each flow with")))
                break;
            if (!text.contains(QStringLiteral("flow_60")) &&
                !text.contains(QStringLiteral("flow_110")) &&
                !text.contains(QStringLiteral("flow_2\n")))
                continue;
            ++matrixPages;
            QVERIFY2(text.contains(QStringLiteral("Row")) &&
                         text.contains(QStringLiteral("IP01")) &&
                         text.contains(QStringLiteral("WH01")),
                     qPrintable(text.left(400)));
        }
        QVERIFY(matrixPages >= 2);
    }

    // A column narrower than its longest word takes the room from the columns with the
    // most to spare, in proportion; when the words cannot all fit, the widest break.
    void columnsWidenToTheirLongestWord() {
        const QList<double> widths = ReportColumnWidths::fitted({10, 10, 80}, {60, 40, 50}, 500);
        QCOMPARE(widths.size(), 3);
        QCOMPARE(widths[0], 12.0); // 60 points of 500
        QVERIFY(widths[1] < 10 && widths[1] >= 8);
        QVERIFY(widths[2] < 80 && widths[2] >= 10);
        QCOMPARE(widths[0] + widths[1] + widths[2], 100.0);
        // Room to spare everywhere: the table's own widths.
        QCOMPARE(ReportColumnWidths::fitted({30, 70}, {20, 20}, 500), (QList<double>{30, 70}));
        // No widths given: equal shares, then fitted.
        QCOMPARE(ReportColumnWidths::fitted({}, {10, 10}, 500), (QList<double>{50, 50}));
        // Words wider than the text: the narrow columns keep their words whole, the widest
        // takes what is left and breaks.
        QCOMPARE(ReportColumnWidths::fitted({50, 50}, {600, 200}, 500), (QList<double>{60, 40}));
        QCOMPARE(ReportColumnWidths::fitted({20, 20, 60}, {300, 300, 100}, 500),
                 (QList<double>{40, 40, 20}));
    }

    // A long URL breaks after its hyphens, as Qt sets it: only its widest piece between
    // breaks counts, and the table keeps its own widths instead of squeezing the others.
    void aLongUrlBreaksWhereQtBreaksIt() {
        QImage device(10, 10, QImage::Format_ARGB32);
        ReportTable table;
        table.header = {QStringLiteral("Fact"), QStringLiteral("Page and quote"),
                        QStringLiteral("Confirmed"), QStringLiteral("Last verified")};
        table.widths = {34, 36, 16, 14};
        table.rows.append({ReportText{QStringLiteral("fact 1: Up to 10 retries")},
                           ReportText{QStringLiteral(
                               "https://docs.example.com/developer-platform/webhooks/reference/"
                               "delivery-guarantees-and-retry-behaviour#automatic-retries-for-"
                               "failed-deliveries")},
                           ReportText{QStringLiteral("STALE")},
                           ReportText{QStringLiteral("not run")}});
        ReportColumnWidths widths(&device, 500);
        QCOMPARE(widths.of(table, 9, 2), table.widths);
        // One word with no break in it still widens its column.
        table.rows.append(
            {ReportText{}, ReportText{QString(120, QLatin1Char('x'))}, ReportText{}, ReportText{}});
        ReportColumnWidths unbroken(&device, 500);
        QVERIFY(unbroken.of(table, 9, 2)[1] > 36);
    }

    // A table longer than a slice is laid out in slices, each from a page of its own under
    // the header: every row read back once and in order, the header on every page of it,
    // and the text after it follows its last row. The streamed PDF has the pages that
    // ReportPages::lay counts.
    void longTableIsLaidOutInSlices() {
        ReportDocument document;
        document.runningHeader = QStringLiteral("Slices");
        document.pageFooter = QStringLiteral("page %1 of %2");
        document.heading(1, QStringLiteral("A long table"));
        document.paragraph(QStringLiteral("Before the table."));
        ReportTable table;
        table.compact = true;
        table.header = {QStringLiteral("Number"), QStringLiteral("Square")};
        const int rows = int(ReportTextDocument::SliceRows * 2 + 37);
        for (int i = 1; i <= rows; ++i)
            table.rows.append({ReportText{QStringLiteral("n%1n").arg(i)},
                               ReportText{QString::number(qint64(i) * i)}});
        document.table(std::move(table));
        document.paragraph(QStringLiteral("After the table."));
        ReportOptions options;
        // The progress moves through the table's slices, not in one jump over the table.
        QList<int> done;
        int total = 0;
        const QByteArray pdf = *PdfReportWriter::write(document, options, [&](int d, int t) {
            done.append(d);
            total = t;
            return true;
        });
        QVERIFY2(done.size() >= 3, qPrintable(QString::number(done.size())));
        for (qsizetype i = 1; i < done.size(); ++i) {
            QVERIFY2(done[i] > done[i - 1], // each part, each slice included, moves it on
                     qPrintable(QStringLiteral("%1 then %2").arg(done[i - 1]).arg(done[i])));
            QVERIFY2(
                done[i] - done[i - 1] < total / 2,
                qPrintable(
                    QStringLiteral("%1 to %2 of %3").arg(done[i - 1]).arg(done[i]).arg(total)));
        }
        const int pages = pagesOf(pdf);
        QCOMPARE(pages, ReportPages::lay(document, ReportPaper::A4)->pageCount());
        QVERIFY(pages >= 3);
        const QString text = run(QStringLiteral("pdftotext"), {}, pdf);
        qsizetype at = text.indexOf(QStringLiteral("Before the table."));
        QVERIFY(at >= 0);
        for (int i = 1; i <= rows; ++i) {
            const QString cell = QStringLiteral("n%1n").arg(i);
            const qsizetype found = text.indexOf(cell, at);
            QVERIFY2(found > at, qPrintable(cell));
            QCOMPARE(text.count(cell), 1);
            at = found;
        }
        QVERIFY(text.indexOf(QStringLiteral("After the table."), at) > at);
        for (int page = 1; page <= pages; ++page)
            QVERIFY2(pageText(pdf, page).contains(QStringLiteral("Number")),
                     qPrintable(QString::number(page)));
        // The first and the last page count every page: the count comes before the drawing.
        QVERIFY(pageText(pdf, 1).contains(QStringLiteral("page 1 of %1\n").arg(pages)));
        QVERIFY(pageText(pdf, pages).contains(QStringLiteral("page %1 of %1\n").arg(pages)));

        // Drawn with one part kept from the counting pass, every other part laid out again:
        // the same pages, the same text.
        QByteArray relaid;
        {
            QBuffer buffer(&relaid);
            buffer.open(QIODevice::WriteOnly);
            QPdfWriter writer(&buffer);
            writer.setResolution(ReportPages::Resolution);
            writer.setPageLayout(ReportPages::layoutFor(ReportPaper::A4));
            QVERIFY(ReportPages::stream(document, ReportPaper::A4, &writer, {}, 1));
        }
        QCOMPARE(pagesOf(relaid), pages);
        QCOMPARE(run(QStringLiteral("pdftotext"), {}, relaid), text);
    }

    // The example with its waivers, read back: the section on a page of its own after the
    // matrix, the matrix's accepted cell, the counts, and the flow's accepted finding.
    void acceptedRisksInThePdf() {
        const QByteArray pdf = pdfOf(Test::reportOfYaml(Test::exampleWithWaivers()));
        const int matrix =
            pageWith(pdf, QStringLiteral("Every flow against every rule: what passed"));
        const int risks =
            pageWith(pdf, QStringLiteral("The risks a named person accepted until a date"));
        QVERIFY(matrix > 0);
        QCOMPARE(risks, matrix + 1);
        const QString section = pageText(pdf, risks);
        // Flow IDs and field names stay whole: their columns widen to their longest word.
        for (const char* said :
             {"Accepted risks", "billing_to_crm", "stripe_payouts_to_netsuite",
              "hubspot_contacts_to_salesforce", "SuiteTalk's", "2027-03-31", "2026-11-15",
              "EXPIRED", "(WV01)", "(WV03)", "Findings about the waivers"})
            QVERIFY2(section.contains(QLatin1StringView(said)), said);
        const QString matrixPage =
            run(QStringLiteral("pdftotext"),
                {QStringLiteral("-layout"), QStringLiteral("-f"), QString::number(matrix),
                 QStringLiteral("-l"), QString::number(matrix)},
                pdf);
        static const QRegularExpression acceptedRow(
            QStringLiteral("stripe_payouts_to_netsuite(\\s+pass){3}\\s+acc\\.\\s+pass"));
        QVERIFY2(matrixPage.contains(acceptedRow), qPrintable(matrixPage));
        QVERIFY(run(QStringLiteral("pdftotext"), {}, pdf)
                    .contains(QStringLiteral("accepted 1. Flows with no finding")));
        // The flows' sections run on: the one of row 2 may go on over the next page.
        const int flowPage =
            pageWith(pdf, QStringLiteral("Flow stripe_payouts_to_netsuite (row 2)"));
        const QString flow = pageText(pdf, flowPage) + pageText(pdf, flowPage + 1);
        QVERIFY2(flow.contains(QStringLiteral("FAIL, accepted RT01")) &&
                     flow.contains(QStringLiteral("Every FAIL of this flow is accepted")),
                 qPrintable(flow));
    }

    void germanAcceptedRisksInThePdf() {
        const QLocale locale;
        QVERIFY(Translations::install(QCoreApplication::instance(), QStringLiteral("de")));
        const QByteArray pdf = pdfOf(Test::reportOfYaml(Test::exampleWithWaivers()));
        for (QTranslator* translator : QCoreApplication::instance()->findChildren<QTranslator*>()) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
        }
        QLocale::setDefault(locale);
        const QString section = pageText(
            pdf, pageWith(pdf, QStringLiteral("Die Risiken, die eine namentlich genannte Person")));
        for (const char* said : {"Begründung", "ABGELAUFEN", "Kraft", "Befunde zu den Ausnahmen"})
            QVERIFY2(section.contains(QString::fromUtf8(said)), said);
        // The footers in German too, with the count.
        const int pages = pagesOf(pdf);
        QVERIFY(pageText(pdf, 1).contains(QStringLiteral("Seite 1 von %1\n").arg(pages)));
        QVERIFY(pageText(pdf, pages).contains(QStringLiteral("Seite %1 von %1\n").arg(pages)));
    }

    void hostileNameIsText() {
        const QString text =
            run(QStringLiteral("pdftotext"), {},
                pdfOf(Test::reportOfYaml(Test::inventoryOfFlows(1, Test::hostileName()))));
        QVERIFY(text.contains(Test::hostileName()));
    }

    void pdfA() {
        const QByteArray archived = pdfOf(m_report, ReportPaper::A4, true);
        QVERIFY(archived.contains("pdfaid:part"));
        QVERIFY(!m_pdf.contains("pdfaid:part"));
        QCOMPARE(pagesOf(archived), pagesOf(m_pdf));
    }

    void cancelWritesNothing() {
        ReportOptions options;
        int calls = 0;
        const auto cancelled = PdfReportWriter::write(ReportComposer::compose(m_report), options,
                                                      [&](int, int) { return ++calls < 3; });
        QVERIFY(!cancelled);
        QCOMPARE(calls, 3);
    }

    void previewImageIsThePage() {
        const auto pages = ReportPages::lay(ReportComposer::compose(m_report), ReportPaper::A4);
        const QImage image = pages->pageImage(0, 72);
        QCOMPARE(image.size(), QSize(595, 842));
        // Something is drawn on the white page, and the margins stay white.
        int dark = 0;
        for (int y = 0; y < image.height(); y += 2) {
            for (int x = 0; x < image.width(); x += 2)
                dark += qGray(image.pixel(x, y)) < 128;
        }
        QVERIFY(dark > 500);
        for (int y = 0; y < image.height(); ++y)
            QCOMPARE(qGray(image.pixel(5, y)), 255);
    }

    // The preview keeps a few parts and lays the others out again when a page of theirs is
    // drawn: a page drawn after many others (its part let go meanwhile) is the same image
    // as drawn from a fresh layout, and the same as the PDF's page count says.
    void pagesLaidOutAgainAreTheSame() {
        // Ten parts kept: the first parts are let go when the last are laid out.
        const ReportDocument document =
            ReportComposer::compose(Test::reportOfYaml(Test::inventoryOfFlows(60)));
        const auto pages = ReportPages::lay(document, ReportPaper::A4, {}, 10);
        const int count = pages->pageCount();
        QVERIFY(count > 12);
        const int flowsStart = count / 8; // past the findings and the matrix, among the flows
        const QImage early = pages->pageImage(flowsStart, 40); // laid out again
        const QImage late = pages->pageImage(count - 2, 40);   // kept
        for (int page = flowsStart; page < count; page += 3)   // others laid out again, let go
            pages->pageImage(page, 10);
        QCOMPARE(pages->pageImage(flowsStart, 40), early);
        const auto fresh = ReportPages::lay(document, ReportPaper::A4);
        QCOMPARE(fresh->pageCount(), count);
        QCOMPARE(fresh->pageImage(count - 2, 40), late);
        QCOMPARE(fresh->pageImage(flowsStart, 40), early);
    }

    // Each distinct retry storm of the flows with an RT01 FAIL or WARN is drawn once, as
    // vectors: its axis, outage and legend are text on the page that captions it; the
    // page's image shows the bands (coloured pixels) where the chart is.
    void retryStormFigures() {
        int flowsWithStorm = 0;
        for (const ReportFlow& flow : m_report.flows)
            flowsWithStorm += flow.storm ? 1 : 0;
        QVERIFY(flowsWithStorm >= 2);
        const int figures = int(m_report.storms.size());
        int shared = 0;
        for (const ReportStorm& storm : m_report.storms)
            shared += int(storm.rows.size());
        QCOMPARE(shared, flowsWithStorm);
        const int pages = pagesOf(m_pdf);
        int captioned = 0;
        for (int page = 1; page <= pages; ++page) {
            const QString text = pageText(m_pdf, page);
            static const QRegularExpression caption(QStringLiteral("layers\\s+innermost\\s+first"));
            const int onPage = int(text.count(caption));
            if (onPage == 0)
                continue;
            captioned += onPage;
            QVERIFY2(text.contains(QStringLiteral("× normal")) &&
                         text.contains(QStringLiteral("destination down")) &&
                         text.contains(QStringLiteral("first tries")),
                     qPrintable(text));
            const auto laid = ReportPages::lay(ReportComposer::compose(m_report), ReportPaper::A4);
            const QImage image = laid->pageImage(page - 1, 72);
            int coloured = 0;
            for (int y = 0; y < image.height(); y += 2)
                for (int x = 0; x < image.width(); x += 2) {
                    const QColor c = image.pixelColor(x, y);
                    coloured += c.saturation() > 120 && c.value() > 80;
                }
            QVERIFY2(coloured > 50, qPrintable(QString::number(coloured)));
        }
        QCOMPARE(captioned, figures);
        QVERIFY(m_text.contains(
            QStringLiteral("Retry storm (RT01): a 10 min outage sends 15× the load")));
    }

    // The vendor windows chart of the inventory's cards, as vectors and text, with the
    // ledger line of the flow that keeps keys the shortest.
    void vendorWindowsFigure() {
        const int pages = pagesOf(m_pdf);
        int found = 0;
        for (int page = 1; page <= pages; ++page) {
            const QString text = pageText(m_pdf, page);
            if (!text.contains(QStringLiteral("Vendor windows of the cards the flows name")))
                continue;
            ++found;
            for (const QString& part :
                 {QStringLiteral("ledger 1 d"), QStringLiteral("Zaps · Replay window"),
                  QStringLiteral("60 d"), QStringLiteral("no checked date · UNDATED"),
                  QStringLiteral("retry, resend and replay windows"),
                  QStringLiteral("segment_events_to_braze: ledger retention")})
                QVERIFY2(text.contains(part),
                         qPrintable(part + QStringLiteral(" missing in\n") + text));
            // The caption follows the chart's legend: a chart scaled to fit the page
            // reserves the height it draws, with no gap under it.
            const QList<Word> words = wordsOf(m_pdf, page);
            qreal captionTop = -1;
            qreal lineHeight = 0;
            for (qsizetype w = 0; w + 2 < words.size(); ++w) {
                if (words[w].text == QLatin1StringView("Vendor") &&
                    words[w + 1].text == QLatin1StringView("windows") &&
                    words[w + 2].text == QLatin1StringView("of")) {
                    captionTop = words[w].box.top();
                    lineHeight = words[w].box.height();
                }
            }
            QVERIFY(captionTop > 0);
            qreal chartBottom = 0;
            for (const Word& word : words) {
                if (word.box.bottom() < captionTop)
                    chartBottom = std::max(chartBottom, word.box.bottom());
            }
            QVERIFY2(captionTop - chartBottom < lineHeight * 3,
                     qPrintable(QStringLiteral("%1 pt between the chart and its caption")
                                    .arg(captionTop - chartBottom)));
        }
        QCOMPARE(found, 1);
    }

private:
    AuditReport m_report;
    QByteArray m_pdf;
    QString m_text;
};

QTEST_MAIN(TestReportPdf)
#include "tst_reportpdf.moc"
