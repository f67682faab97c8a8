// The report's wording as a document, and the HTML writer: complete, self-contained,
// well-formed, and every text escaped.
#include "reporttestsupport.h"

#include "core/i18n/translations.h"
#include "core/io/files/inventoryfile.h"
#include "core/report/htmlreportwriter.h"
#include "core/report/reportcomposer.h"
#include "core/rules/rulecatalogue.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

using namespace FlowAudit;

namespace {

QStringList anchors(const ReportDocument& document) {
    QStringList found;
    for (const ReportBlock& block : document.blocks) {
        if (block.kind == ReportBlock::Kind::Heading && !block.anchor.isEmpty())
            found.append(block.anchor);
    }
    return found;
}

// Every text of the blocks from the heading `anchor` to the next heading of its level.
QString textOfSection(const ReportDocument& document, const QString& anchor) {
    QString text;
    int level = 0;
    for (const ReportBlock& block : document.blocks) {
        if (level > 0 && block.kind == ReportBlock::Kind::Heading && block.level <= level)
            break;
        if (block.anchor == anchor)
            level = block.level;
        if (level == 0)
            continue;
        text += block.text.text + QLatin1Char('\n');
        for (const ReportText& item : block.items)
            text += item.text + QLatin1Char('\n');
        for (const QList<ReportText>& row : block.table.rows) {
            for (const ReportText& cell : row)
                text += cell.text + QLatin1Char('\t');
        }
    }
    return text;
}

const ReportTable* tableAfter(const ReportDocument& document, const QString& anchor) {
    bool seen = false;
    for (const ReportBlock& block : document.blocks) {
        seen = seen || block.anchor == anchor;
        if (seen && block.kind == ReportBlock::Kind::Table)
            return &block.table;
    }
    return nullptr;
}

// Every text of the document, block by block and cell by cell.
QStringList allTexts(const ReportDocument& document) {
    QStringList texts;
    for (const ReportBlock& block : document.blocks) {
        texts.append(block.text.text);
        texts.append(block.table.header);
        for (const ReportText& item : block.items)
            texts.append(item.text);
        for (const QList<ReportText>& row : block.table.rows) {
            for (const ReportText& cell : row)
                texts.append(cell.text);
        }
    }
    return texts;
}

ReportDocument exampleWithWaivers() {
    return ReportComposer::compose(Test::reportOfYaml(Test::exampleWithWaivers()));
}

struct ParsedHtml {
    QString error;
    QStringList elements;
    QStringList attributes; // name=value
    QString text;           // every text node, unescaped by the parser
};

ParsedHtml parse(const QByteArray& html) {
    ParsedHtml parsed;
    QXmlStreamReader reader(html);
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement()) {
            parsed.elements.append(reader.name().toString());
            for (const QXmlStreamAttribute& attribute : reader.attributes())
                parsed.attributes.append(attribute.name().toString() + QLatin1Char('=') +
                                         attribute.value().toString());
        } else if (reader.isCharacters()) {
            parsed.text += reader.text();
        }
    }
    if (reader.hasError())
        parsed.error = QStringLiteral("%1:%2: %3")
                           .arg(reader.lineNumber())
                           .arg(reader.columnNumber())
                           .arg(reader.errorString());
    return parsed;
}

} // namespace

class TestReportHtml : public QObject {
    Q_OBJECT
private slots:
    // A figure is an embedded PNG with its caption when the caller can draw it, its
    // caption alone when not (the core draws no pictures).
    void retryStormFigureIsAnImage() {
        const ReportDocument document =
            ReportComposer::compose(Test::reportOfFile(Test::examplePath()));
        const QByteArray plain = HtmlReportWriter::write(document, ReportPaper::A4);
        QVERIFY(plain.contains("<figure><figcaption>a 10 min outage sends 15"));
        QVERIFY(!plain.contains("data:image/png"));
        int asked = 0, windows = 0;
        const QByteArray withImages =
            HtmlReportWriter::write(document, ReportPaper::A4, [&](const ReportBlock& figure) {
                ++asked;
                windows += figure.windows && !figure.windows->cards.isEmpty() &&
                                   figure.windows->ledgerRetention
                               ? 1
                               : 0;
                return figure.storm ? QByteArray("\x89PNG-bytes") : QByteArray();
            });
        QVERIFY(asked >= 3);
        QCOMPARE(windows, 1);
        QVERIFY(plain.contains("<figure><figcaption>Vendor windows of the cards the flows name"));
        QVERIFY(withImages.contains(
            "<figure><img style=\"max-width:100%\" alt=\"a 10 min outage sends 15"));
        QVERIFY(withImages.contains("src=\"data:image/png;base64," +
                                    QByteArray("\x89PNG-bytes").toBase64() + "\"/>"));
    }

    // The systems map is the core's SVG, embedded as an image whatever the caller draws:
    // text, not a picture, so a large estate's report stays small.
    void mapFigureIsSvg() {
        const ReportDocument document =
            ReportComposer::compose(Test::reportOfFile(Test::examplePath()));
        const QByteArray html = HtmlReportWriter::write(document, ReportPaper::A4);
        const QByteArray marker = "src=\"data:image/svg+xml;base64,";
        const qsizetype at = html.indexOf(marker);
        QVERIFY(at > 0);
        const qsizetype end = html.indexOf('"', at + marker.size());
        const QByteArray svg =
            QByteArray::fromBase64(html.mid(at + marker.size(), end - at - marker.size()));
        QVERIFY2(svg.contains("<svg xmlns=\"http://www.w3.org/2000/svg\"") &&
                     svg.contains("data-flows=\"flow-stripe_payouts_to_netsuite\""),
                 svg.left(300).constData());
        QVERIFY(!html.contains("data:image/png")); // the map was asked of no painter
    }

    void documentHasEveryPart() {
        const AuditReport report = Test::reportOfFile(Test::examplePath());
        const ReportDocument document = ReportComposer::compose(report);
        const QStringList found = anchors(document);
        for (const char* part : {"cover", "summary", "matrix", "flows", "cards", "appendix"})
            QVERIFY2(found.contains(QLatin1StringView(part)), part);
        for (const ReportFlow& flow : report.flows)
            QVERIFY(found.contains(QStringLiteral("flow-%1").arg(flow.row)));
        for (const ReportCard& card : report.cards)
            QVERIFY(found.contains(QStringLiteral("card-%1").arg(card.card.id)));
        const ReportTable* matrix = tableAfter(document, QStringLiteral("matrix"));
        QVERIFY(matrix);
        QCOMPARE(matrix->rows.size(), report.flows.size());
        QCOMPARE(matrix->header.size(), 2 + RuleCatalogue::rules().size());
        QCOMPARE(matrix->rows[5][1].text, QStringLiteral("klaviyo_unsubscribes_to_salesforce"));
        QCOMPARE(matrix->rows[5].last().mark, ReportMark::NotEvaluated); // WH01, the last rule
        QCOMPARE(document.pageFooter.arg(1).arg(7), QStringLiteral("page 1 of 7"));
    }

    // Text is placed, never read as a pattern: a flow ID holding %1 and %2 stays as written.
    // The ledgers' appendix, only when asked for: each flow's two files as the command line
    // writes them, kept line for line, and the flows that cannot have one in a table.
    void ledgerAppendixOnlyWhenAsked() {
        const QByteArray plain = HtmlReportWriter::write(
            ReportComposer::compose(Test::reportOfFile(Test::examplePath())), ReportPaper::A4);
        QVERIFY(!plain.contains("the action ledgers"));
        AuditReportInput input = Test::reportInput(Test::examplePath());
        input.ledgers = LedgerDialect::Sqlite;
        const InventoryReadResult read = InventoryFile::load(Test::examplePath());
        const std::optional<AuditReport> report =
            AuditReportBuilder::build(*read.inventory, Test::bundledCards(), input);
        QVERIFY(report);
        QCOMPARE(report->ledgers.size(), read.inventory->flows.size());
        const QByteArray html =
            HtmlReportWriter::write(ReportComposer::compose(*report), ReportPaper::A4);
        QVERIFY(html.contains("Appendix: the action ledgers (SQLite)"));
        QVERIFY(html.contains("<strong><code>billing_to_crm.schema.sql</code></strong>"));
        // Indentation kept: a <pre>, not a paragraph whose spaces collapse.
        QVERIFY(html.contains("<pre><code>-- FlowAudit action ledger: the tables"));
        QVERIFY(html.contains("\n    PRIMARY KEY (flow_id, episode_key)\n"));
        QVERIFY(html.contains("datetime('now', '+45 days')") ||
                html.contains("datetime(&#39;now&#39;, &#39;+45 days&#39;)"));
        QVERIFY(html.contains("Flows without a ledger yet"));
        QVERIFY(html.contains("IP03 (The ledger outlives every replay): the retention, 7 days"));
    }

    void percentSignsStayAsWritten() {
        const ReportDocument document = ReportComposer::compose(
            Test::reportOfYaml("flows:\n  - {flow_id: 'id%1with%2percent'}\n"));
        QVERIFY(textOfSection(document, QStringLiteral("flow-1"))
                    .startsWith(QStringLiteral("Flow id%1with%2percent (row 1)\n")));
        QCOMPARE(tableAfter(document, QStringLiteral("matrix"))->rows[0][1].text,
                 QStringLiteral("id%1with%2percent"));
    }

    void emptyInventoryHasNothingToAudit() {
        const AuditReport report = Test::reportOfYaml("flows: []\n");
        const QString summary =
            textOfSection(ReportComposer::compose(report), QStringLiteral("summary"));
        QVERIFY2(summary.contains(QStringLiteral("The inventory has no flows")),
                 qPrintable(summary));
        QVERIFY(!summary.contains(QStringLiteral("Verdict:")));
        // No title and no file: the report still names what it is of.
        AuditReportInput untitled = Test::reportInput(QString());
        const ReportDocument document = ReportComposer::compose(
            *AuditReportBuilder::build(Inventory{}, Test::bundledCards(), untitled));
        QCOMPARE(document.title, QStringLiteral("Audit report: untitled inventory"));
        QVERIFY(
            !HtmlReportWriter::write(ReportComposer::compose(report), ReportPaper::A4).isEmpty());
    }

    // A stale card's numbers carry the mark where a flow quotes them, not only in the
    // cards part: billing_to_crm relies on Stripe's undated idempotency card (IP07), which
    // the report calls UNDATED, as the editor does.
    void staleCardsAreMarkedWhereQuoted() {
        const QString flow = textOfSection(
            ReportComposer::compose(Test::reportOfFile(Test::examplePath()), ReportDetail::All),
            QStringLiteral("flow-1"));
        // The window is stated, then its card's date and mark in a sentence of their own.
        QVERIFY2(
            flow.contains(QStringLiteral(
                "IP07: Idempotency key lifetime of Stripe v1 idempotency: 1 d. A replay older than "
                "that gets no help from it; only the flow's own ledger stops the duplicate. Its "
                "card "
                "states no checked date and is UNDATED: confirm before quoting.")),
            qPrintable(flow));
        // The mark never runs on into the sentence that quotes the card.
        static const QRegularExpression splicedMark(
            QStringLiteral("(STALE|UNDATED): confirm before quoting[^.\\n\\t]"));
        QVERIFY2(!flow.contains(splicedMark), qPrintable(flow));
        QVERIFY(
            flow.contains(QStringLiteral("Stripe Webhooks: checked 2026-11-06, 24 days ago\n")));
        QVERIFY(!flow.contains(
            QStringLiteral("Stripe Webhooks: checked 2026-11-06, 24 days ago, STALE")));
    }

    // Across the whole report: a card's title gets no "'s" spliced on, and its STALE mark
    // ends a sentence or a cell rather than running on into one.
    void cardNamesAndMarksAreNotSpliced() {
        const ReportDocument document =
            ReportComposer::compose(Test::reportOfFile(Test::examplePath()));
        QStringList texts;
        for (const ReportBlock& block : document.blocks) {
            texts.append(block.text.text);
            for (const ReportText& item : block.items)
                texts.append(item.text);
            for (const QList<ReportText>& row : block.table.rows) {
                for (const ReportText& cell : row)
                    texts.append(cell.text);
            }
        }
        static const QRegularExpression splicedMark(
            QStringLiteral("(STALE|UNDATED): confirm before quoting[^.]"));
        int quoted = 0;
        for (const QString& text : texts) {
            QVERIFY2(!text.contains(splicedMark), qPrintable(text));
            for (const VendorCard& card : Test::bundledCards().cards()) {
                QVERIFY2(!text.contains(card.title() + QStringLiteral("'s")), qPrintable(text));
                quoted += text.contains(card.title()) ? 1 : 0;
            }
        }
        QVERIFY(quoted > 10); // the example quotes its cards
        const QString all = texts.join(QLatin1Char('\n'));
        QVERIFY2(
            all.contains(QStringLiteral("HubSpot App webhook subscriptions states an "
                                        "acknowledgement timeout of 5 s. Its card was checked ")),
            qPrintable(all));
    }

    void draftAndEditedCardsAreSaid() {
        AuditReportInput input = Test::reportInput(QStringLiteral("acme.yaml"));
        input.unsavedChanges = true;
        input.editedCards = {QStringLiteral("stripe-webhooks")};
        const Inventory inventory = *InventoryFile::load(Test::examplePath()).inventory;
        const ReportDocument document = ReportComposer::compose(
            *AuditReportBuilder::build(inventory, Test::bundledCards(), input));
        QVERIFY(document.runningHeader.startsWith(QStringLiteral("DRAFT · ")));
        QVERIFY(document.title.startsWith(QStringLiteral("DRAFT ")));
        QVERIFY(textOfSection(document, QStringLiteral("cover"))
                    .contains(QStringLiteral("Vendor cards with your edits\tStripe Webhooks")));
        QVERIFY(textOfSection(document, QStringLiteral("card-stripe-webhooks"))
                    .contains(QStringLiteral("This card carries edits made in FlowAudit")));
        QVERIFY(!textOfSection(document, QStringLiteral("card-stripe-idempotency"))
                     .contains(QStringLiteral("This card carries edits")));
    }

    void printable_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("printed");
        QTest::newRow("CRLF and CR")
            << QStringLiteral("one\r\ntwo\rthree") << QStringLiteral("one\ntwo\nthree");
        QTest::newRow("bell and escape")
            << QStringLiteral("a\u0007b\u001Bc") << QStringLiteral("a\uFFFDb\uFFFDc");
        QTest::newRow("right-to-left override")
            << QStringLiteral("pay\u202Elive") << QStringLiteral("pay\uFFFDlive");
        QTest::newRow("isolates") << QStringLiteral("\u2066x\u2069")
                                  << QStringLiteral("\uFFFDx\uFFFD");
        QTest::newRow("tabs, umlauts and emoji stay")
            << QStringLiteral("a\tä 🙂") << QStringLiteral("a\tä 🙂");
    }

    void printable() {
        QFETCH(QString, text);
        QFETCH(QString, printed);
        QCOMPARE(ReportDocument::printable(text), printed);
    }

    // A flow's checklist: the reviews with a word to say in a table, the untouched ones named.
    void manualReviewOfAFlow() {
        const ReportDocument document = ReportComposer::compose(
            Test::reportOfYaml("flows:\n  - flow_id: a\n    reviews:\n      IP04: {status: pass, "
                               "note: upsert, by: jd, on: 2026-11-20}\n"
                               "      RT03: {status: open, note: asked the vendor}\n"),
            ReportDetail::All);
        qsizetype at = 0;
        while (at < document.blocks.size() &&
               document.blocks[at].text.text != QLatin1StringView("Manual review"))
            ++at;
        QVERIFY(at < document.blocks.size());
        const ReportTable& reviews = document.blocks[at + 1].table;
        QCOMPARE(reviews.rows.size(), 2);
        QCOMPARE(reviews.rows[0][0].text, QStringLiteral("IP04"));
        QCOMPARE(reviews.rows[0][1].mark, ReportMark::Pass);
        QCOMPARE(reviews.rows[0][2].text, QStringLiteral("upsert"));
        QCOMPARE(reviews.rows[1][0].text, QStringLiteral("RT03")); // open, but with a note
        const QString open = document.blocks[at + 2].text.text;
        const int manual = int(RuleCatalogue::manualRules().size());
        QVERIFY2(open.startsWith(QStringLiteral("Open, not reviewed yet (%1 of %2): IP05, ")
                                     .arg(manual - 2)
                                     .arg(manual)),
                 qPrintable(open));
        QVERIFY(!open.contains(QStringLiteral("IP04")) && !open.contains(QStringLiteral("RT03")));
    }

    // One row per waiver: flow, rule, the finding in words, justification, owner and
    // approver, expiry and state, the expired one flagged in words.
    void acceptedRisksSection() {
        const ReportDocument document = exampleWithWaivers();
        const QStringList found = anchors(document);
        QVERIFY(found.indexOf(QStringLiteral("accepted-risks")) >
                found.indexOf(QStringLiteral("matrix")));
        QVERIFY(found.indexOf(QStringLiteral("accepted-risks")) <
                found.indexOf(QStringLiteral("flows")));
        const ReportTable* table = tableAfter(document, QStringLiteral("accepted-risks"));
        QVERIFY(table);
        QCOMPARE(table->header,
                 (QStringList{QStringLiteral("No."), QStringLiteral("Flow"), QStringLiteral("Rule"),
                              QStringLiteral("Finding"), QStringLiteral("Justification"),
                              QStringLiteral("Owner, approved by"), QStringLiteral("Expires"),
                              QStringLiteral("State")}));
        QCOMPARE(table->rows.size(), 3);
        const QList<ReportText>& accepted = table->rows[0];
        QCOMPARE(accepted[1].text, QStringLiteral("stripe_payouts_to_netsuite"));
        QCOMPARE(accepted[1].link, QStringLiteral("flow-2"));
        QCOMPARE(accepted[2].text, QStringLiteral("RT01\nretry_layers"));
        QVERIFY2(accepted[3].text.startsWith(QStringLiteral(
                     "retry layers suitetalk:3 × worker:5 make 15 attempts per event")),
                 qPrintable(accepted[3].text));
        QCOMPARE(
            accepted[4].text,
            QStringLiteral(
                "SuiteTalk's client retries cannot be turned off before the v2 move (INT-482)"));
        QCOMPARE(accepted[5].text, QStringLiteral("ts\napproved by Head of integration"));
        QCOMPARE(accepted[6].text, QStringLiteral("2027-03-31"));
        QCOMPARE(accepted[7].text, QStringLiteral("in force, 121 day(s) left"));
        QCOMPARE(accepted[7].mark, ReportMark::Accepted);

        const QList<ReportText>& expired = table->rows[1];
        QCOMPARE(expired[1].text, QStringLiteral("hubspot_contacts_to_salesforce"));
        QVERIFY(expired[3].text.startsWith(
            QStringLiteral("ack p99 3.2 s is above half of the 5 s sender timeout")));
        QCOMPARE(expired[5].text, QStringLiteral("ao")); // no approver given
        QCOMPARE(expired[7].text,
                 QStringLiteral("EXPIRED 15 day(s) ago (WV01): its finding counts again"));
        QCOMPARE(expired[7].mark, ReportMark::Warn);
        QVERIFY(expired[7].strong);

        const QList<ReportText>& nothing = table->rows[2];
        QCOMPARE(nothing[1].link, QString()); // no flow page holds what it names
        QCOMPARE(
            nothing[3].text,
            QStringLiteral(
                "Covers no finding: the problem was fixed, or the flow was renamed or removed."));
        QCOMPARE(nothing[7].text, QStringLiteral("covers no finding (WV03): remove it"));

        // The waivers' own findings, with how to fix them.
        const QString section = textOfSection(document, QStringLiteral("accepted-risks"));
        QVERIFY2(
            section.contains(QStringLiteral(
                "WARN\tWV01\t2\tthe waiver of WH01 on hubspot_contacts_to_salesforce expired on "
                "2026-11-15 (owner ao): its finding counts again\tFix the finding")),
            qPrintable(section));
        QVERIFY(section.contains(QStringLiteral(
            "WARN\tWV03\t3\tthe waiver of RT01 on billing_to_crm covers no finding")));
        QVERIFY(
            section.contains(QStringLiteral("3 waiver(s): 1 in force, 0 expiring within 14 days, 1 "
                                            "expired, 1 covering no finding, 0 invalid.")));
        QVERIFY(section.contains(
            QStringLiteral("as they stand on 2026-11-30, the report's date in UTC")));
    }

    void invalidWaiverSaysWhy() {
        const ReportDocument document = ReportComposer::compose(Test::reportOfYaml(
            Test::exampleWithWaivers("  - {flow_id: klaviyo_unsubscribes_to_salesforce, rule: "
                                     "SC02, justification: j, owner: o, expires: 2027-01-31}\n")));
        const ReportTable* table = tableAfter(document, QStringLiteral("accepted-risks"));
        QCOMPARE(table->rows.size(), 4);
        QCOMPARE(table->rows[3][3].text, QStringLiteral("None: an invalid waiver covers nothing."));
        QVERIFY2(table->rows[3][7].text.startsWith(
                     QStringLiteral("INVALID (WV04): rule SC02 cannot be accepted as a risk")),
                 qPrintable(table->rows[3][7].text));
        QCOMPARE(table->rows[3][7].mark, ReportMark::Fail);
        QVERIFY(textOfSection(document, QStringLiteral("summary"))
                    .contains(QStringLiteral("INVALID waivers accept nothing (WV04, FAIL): SC02 on "
                                             "klaviyo_unsubscribes_to_salesforce.")));
    }

    // The matrix cell has its own word and mark, and the legend says what it means.
    void matrixShowsAcceptedCells() {
        const ReportDocument document = exampleWithWaivers();
        const ReportTable* matrix = tableAfter(document, QStringLiteral("matrix"));
        const int rt01 = int(matrix->header.indexOf(QStringLiteral("RT01")));
        QCOMPARE(matrix->rows[1][rt01].text, QStringLiteral("acc."));
        QCOMPARE(matrix->rows[1][rt01].mark, ReportMark::Accepted);
        QCOMPARE(matrix->rows[2][int(matrix->header.indexOf(QStringLiteral("WH01")))].text,
                 QStringLiteral("FAIL")); // expired
        QVERIFY(textOfSection(document, QStringLiteral("matrix"))
                    .contains(QStringLiteral(
                        "A cell marked acc. (accepted): every finding of the rule")));
    }

    void summaryCountsAcceptedApart() {
        const AuditReport report = Test::reportOfYaml(Test::exampleWithWaivers());
        const std::array<int, 3> counts = report.findingCounts();
        const ReportDocument document = ReportComposer::compose(report);
        const QString summary = textOfSection(document, QStringLiteral("summary"));
        QVERIFY2(
            summary.contains(
                QStringLiteral(
                    "Findings: FAIL %1 · WARN %2 · INFO %3 · accepted 1. Flows with no finding: 2.")
                    .arg(counts[std::size_t(Severity::Fail)])
                    .arg(counts[std::size_t(Severity::Warn)])
                    .arg(counts[std::size_t(Severity::Info)])),
            qPrintable(summary));
        QVERIFY(summary.contains(
            QStringLiteral("1 flow(s) break a rule only where the risk is accepted")));
        QVERIFY(
            summary.contains(QStringLiteral("Verdict: %1 flow(s) break at least one rule (FAIL).")
                                 .arg(report.flowsFailing())));
        QVERIFY(summary.contains(
            QStringLiteral("Findings about the waivers: FAIL 0 · WARN 2 · INFO 0.")));
        QVERIFY(summary.contains(QStringLiteral(
            "EXPIRED waivers: the findings they accepted count again (WV01): WH01 on "
            "hubspot_contacts_to_salesforce, expired 2026-11-15.")));
        // The per-rule table gains an accepted column: RT01's one.
        const ReportTable* perRule = tableAfter(document, QStringLiteral("summary"));
        QCOMPARE(perRule->header[5], QStringLiteral("accepted"));
        for (const QList<ReportText>& row : perRule->rows)
            QCOMPARE(row[5].text, row[0].text == QLatin1StringView("RT01") ? QStringLiteral("1")
                                                                           : QStringLiteral("0"));
    }

    // Each flow's page: the accepted finding with its waiver's owner, expiry and
    // justification; the finding of an expired waiver counts again, and says so.
    void flowPagesSayWhatIsAccepted() {
        const ReportDocument document = ReportComposer::compose(
            Test::reportOfYaml(Test::exampleWithWaivers()), ReportDetail::All);
        const QString payouts = textOfSection(document, QStringLiteral("flow-2"));
        QVERIFY2(payouts.contains(QStringLiteral("FAIL, accepted\tRT01\tretry_layers\t")),
                 qPrintable(payouts));
        QVERIFY(payouts.contains(QStringLiteral(
            "\nAccepted as a risk by ts, approved by Head of integration, until 2027-03-31 "
            "(waiver 1): SuiteTalk's client retries cannot be turned off before the v2 move "
            "(INT-482)\t")));
        QVERIFY(payouts.contains(QStringLiteral("Every FAIL of this flow is accepted as a risk")));
        const QString contacts = textOfSection(document, QStringLiteral("flow-3"));
        QVERIFY2(contacts.contains(QStringLiteral("\nIts waiver (waiver 2, owner ao) EXPIRED on "
                                                  "2026-11-15: it counts again (WV01).\t")),
                 qPrintable(contacts));
        QVERIFY(contacts.contains(QStringLiteral("FAIL\tWH01")));
        QVERIFY(!contacts.contains(QStringLiteral("accepted")));
    }

    // By default a flagged flow's section is brief: its fields as written in one paragraph,
    // its findings named with a link to their rule (where their words and fixes stand),
    // its arithmetic without the what-ifs, and its reviews in one sentence.
    void briefSectionOfAFlaggedFlow() {
        const ReportDocument document = exampleWithWaivers();
        const QString payouts = textOfSection(document, QStringLiteral("flow-2"));
        QVERIFY2(payouts.contains(QStringLiteral(
                     "Fields as written: flow_id: stripe_payouts_to_netsuite · name: Stripe "
                     "payouts to NetSuite bank deposits · source: stripe · destination: netsuite "
                     "· ipaas: (blank) · method: custom")),
                 qPrintable(payouts));
        QVERIFY2(payouts.contains(
                     QStringLiteral("Findings: FAIL, accepted RT01 (retry_layers); INFO VA05. What "
                                    "each says and how to fix it: Findings by rule.\n")),
                 qPrintable(payouts));
        QVERIFY(payouts.contains(QStringLiteral("Every FAIL of this flow is accepted as a risk")));
        // The finding's words and its waiver stand under its rule, not here.
        QVERIFY(!payouts.contains(QStringLiteral("Accepted as a risk by ts")));
        QVERIFY(textOfSection(document, QStringLiteral("rule-RT01"))
                    .contains(QStringLiteral("Accepted as a risk by ts")));
        QVERIFY(!payouts.contains(QStringLiteral("retries turned off")));
        const QString contacts = textOfSection(document, QStringLiteral("flow-3"));
        QVERIFY2(contacts.contains(QStringLiteral("FAIL WH01 (ack_p99_seconds), its waiver 2 "
                                                  "EXPIRED")),
                 qPrintable(contacts));
        // The findings' paragraph links to the first rule it names, and is marked by the worst.
        for (const ReportBlock& block : document.blocks) {
            if (block.text.text.startsWith(QStringLiteral("Findings: FAIL WH01"))) {
                QCOMPARE(block.text.link, QStringLiteral("rule-WH01"));
                QCOMPARE(block.text.mark, ReportMark::Fail);
            }
        }
        const QString reviews =
            textOfSection(ReportComposer::compose(Test::reportOfYaml(
                              "flows:\n  - flow_id: a\n    retry_layers: sdk:3;worker:5\n"
                              "    reviews:\n      IP04: {status: pass, note: upsert, by: jd, on: "
                              "2026-11-20}\n      RT03: {status: fail, note: asked the vendor}\n")),
                          QStringLiteral("flow-1"));
        const int manual = int(RuleCatalogue::manualRules().size());
        QVERIFY2(reviews.contains(QStringLiteral("Manual review: IP04 pass (jd, 2026-11-20): "
                                                 "upsert; RT03 fail: asked the vendor; the other "
                                                 "%1 of %2 rules are open.")
                                      .arg(manual - 2)
                                      .arg(manual)),
                 qPrintable(reviews));
        QVERIFY(reviews.contains(QStringLiteral("Windows the ledger must outlive")) ||
                reviews.contains(QStringLiteral("No vendor card states")));
    }

    void appendixDescribesTheWaiverRules() {
        const QString appendix = textOfSection(exampleWithWaivers(), QStringLiteral("appendix"));
        for (const char* rule :
             {"WV01, WARN\tAccepted risk expired.", "WV02, INFO\tAccepted risk expires soon.",
              "WV03, WARN\tWaiver covers no finding.", "WV04, FAIL\tInvalid waiver."})
            QVERIFY2(appendix.contains(QLatin1StringView(rule)), rule);
        QVERIFY(!textOfSection(ReportComposer::compose(Test::reportOfFile(Test::examplePath())),
                               QStringLiteral("appendix"))
                     .contains(QStringLiteral("WV01")));
    }

    // By default a flow with nothing to report is a row of the clean flows, not a section;
    // the matrix links it there. --detail all gives it its section, on pages of its own.
    void cleanFlowsAreRowsUnlessEveryFlowIsAsked() {
        const AuditReport report =
            Test::reportOfYaml(QByteArray("format: flow-inventory/1\n"
                                          "title: Clean\n"
                                          "owner: QA\n"
                                          "flows:\n"
                                          "  - flow_id: nightly_export\n"
                                          "    name: Nightly export\n"
                                          "    source: postgres\n"
                                          "    destination: warehouse\n"
                                          "    method: custom\n"
                                          "    creates_records: no\n"
                                          "    side_effect: none\n"
                                          "    idempotency_key: export_date\n"
                                          "    ledger_retention_days: 40\n"
                                          "    max_replay_window_days: 35\n"
                                          "    backfill_overlap_days: 1\n"
                                          "    retry_layers: none\n"
                                          "    retry_after_unit: none\n"
                                          "    inbound_webhook: no\n"
                                          "  - flow_id: billing_to_crm\n"
                                          "    name: Billing\n"
                                          "    source: stripe\n"
                                          "    destination: salesforce\n"
                                          "    method: custom\n"
                                          "    creates_records: yes\n"
                                          "    side_effect: none\n"
                                          "    idempotency_key: event_id\n"
                                          "    ledger_retention_days: 10\n"
                                          "    max_replay_window_days: 35\n"
                                          "    retry_layers: sdk:3;worker:5\n"
                                          "    inbound_webhook: yes\n"
                                          "    sender_timeout_seconds: 20\n"
                                          "    ack_p99_seconds: 1\n"));
        QVERIFY(report.flows[0].isClean());
        QVERIFY(!report.flows[1].isClean());
        const ReportDocument flagged = ReportComposer::compose(report);
        QVERIFY(anchors(flagged).contains(QStringLiteral("clean-flows")));
        QVERIFY(!anchors(flagged).contains(QStringLiteral("flow-1")));
        QVERIFY(anchors(flagged).contains(QStringLiteral("flow-2")));
        QVERIFY(textOfSection(flagged, QStringLiteral("clean-flows"))
                    .contains(QStringLiteral("nightly_export")));
        const ReportTable* matrix = tableAfter(flagged, QStringLiteral("matrix"));
        QCOMPARE(matrix->rows[0][1].link, QStringLiteral("clean-flows"));
        QCOMPARE(matrix->rows[1][1].link, QStringLiteral("flow-2"));
        // The flagged flows' sections run on: a seam between them, no page break.
        const auto count = [](const ReportDocument& document, ReportBlock::Kind kind) {
            return std::count_if(document.blocks.begin(), document.blocks.end(),
                                 [kind](const ReportBlock& b) { return b.kind == kind; });
        };
        const ReportDocument all = ReportComposer::compose(report, ReportDetail::All);
        QVERIFY(!anchors(all).contains(QStringLiteral("clean-flows")));
        QVERIFY(anchors(all).contains(QStringLiteral("flow-1")));
        QCOMPARE(count(all, ReportBlock::Kind::PageBreak),
                 count(flagged, ReportBlock::Kind::PageBreak) + 1);
        QCOMPARE(count(all, ReportBlock::Kind::Seam), 0);
    }

    // The summary says why the flows with no finding outnumber the clean flows, with what
    // each of the others has; when every flow with no finding is clean, it says nothing.
    void summarySaysWhyFlowsWithNoFindingAreNotClean() {
        const QByteArray flows =
            "flows:\n"
            "  - {flow_id: a, method: native, creates_records: no, side_effect: none, "
            "retry_layers: none}\n"
            "  - {flow_id: b, method: native, creates_records: no, side_effect: none, "
            "retry_layers: none, reviews: {RT03: {status: fail, note: the vendor retries}}}\n"
            "  - {flow_id: c, method: native, creates_records: no, side_effect: none, "
            "retry_layers: none}\n"
            "  - {flow_id: d, method: native, creates_records: no, side_effect: none, "
            "retry_layers: sdk:3;worker:5}\n";
        const QByteArray waiver = "waivers:\n"
                                  "  - flow_id: c\n    rule: RT01\n    justification: bounded\n"
                                  "    owner: jd\n    expires: 2027-02-28\n";
        const AuditReport report = Test::reportOfYaml(flows + waiver);
        QCOMPARE(report.flowsWithoutFinding(), 3);
        const ReportDocument document = ReportComposer::compose(report);
        const QString summary = textOfSection(document, QStringLiteral("summary"));
        const QString why =
            QStringLiteral("2 flow(s) with no finding still have something to report, so they are "
                           "not among the clean flows: %1.")
                .arg(QLocale().createSeparatedList(
                    {QStringLiteral("1 named by a waiver"),
                     QStringLiteral("1 with a failed manual review")}));
        QVERIFY2(summary.contains(why),
                 qPrintable(summary.mid(summary.indexOf(QStringLiteral("Flows with no")), 400)));
        // The clean flows are the one left.
        QVERIFY(textOfSection(document, QStringLiteral("clean-flows"))
                    .contains(QStringLiteral("1 flow(s) have none of these")));
        // Every flow's section given, there is no list of clean flows to tell apart.
        QVERIFY(!textOfSection(ReportComposer::compose(report, ReportDetail::All),
                               QStringLiteral("summary"))
                     .contains(QStringLiteral("not among the clean flows")));
        // Without the waiver and the failed review, the counts agree: not a word.
        const AuditReport agreeing = Test::reportOfYaml(
            "flows:\n"
            "  - {flow_id: a, method: native, creates_records: no, side_effect: none, "
            "retry_layers: none}\n"
            "  - {flow_id: d, method: native, creates_records: no, side_effect: none, "
            "retry_layers: sdk:3;worker:5}\n");
        QCOMPARE(agreeing.flowsWithoutFinding(), 1);
        QVERIFY(!textOfSection(ReportComposer::compose(agreeing), QStringLiteral("summary"))
                     .contains(QStringLiteral("not among the clean flows")));
    }

    // In German, the reasons in German words.
    void germanSummarySaysWhyFlowsWithNoFindingAreNotClean() {
        const QLocale locale;
        QVERIFY(Translations::install(QCoreApplication::instance(), QStringLiteral("de")));
        const AuditReport report = Test::reportOfYaml(
            "flows:\n"
            "  - {flow_id: a, method: native, creates_records: no, side_effect: none, "
            "retry_layers: none}\n"
            "  - {flow_id: b, method: native, creates_records: no, side_effect: none, "
            "retry_layers: none, reviews: {RT03: {status: fail, note: the vendor retries}}}\n");
        const QString summary =
            textOfSection(ReportComposer::compose(report), QStringLiteral("summary"));
        for (QTranslator* translator : QCoreApplication::instance()->findChildren<QTranslator*>()) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
        }
        QLocale::setDefault(locale);
        QVERIFY2(summary.contains(QStringLiteral(
                     "1 Flow ohne Befund hat dennoch etwas zu berichten und gehört daher nicht "
                     "zu den unauffälligen Flows: 1 mit einer nicht bestandenen manuellen "
                     "Prüfung.")),
                 qPrintable(summary));
    }

    // Flows of which a rule says the same words share a row, 40 at most: 43 flows without a
    // key are two rows of IP01, each flow named once, the first linked to its section.
    void sameWordsShareARow() {
        const AuditReport report = Test::reportOfYaml(Test::inventoryOfFlows(130));
        const ReportDocument document = ReportComposer::compose(report);
        const ReportTable* ip01 = tableAfter(document, QStringLiteral("rule-IP01"));
        QVERIFY(ip01);
        QCOMPARE(ip01->rows.size(), 2);
        QStringList named;
        for (const QList<ReportText>& row : ip01->rows) {
            const QStringList flows = row[1].text.split(QStringLiteral(", "));
            QVERIFY(flows.size() <= 40);
            named += flows;
            QVERIFY(row[1].link.startsWith(QStringLiteral("flow-")));
        }
        QCOMPARE(named.size(), 43);
        QCOMPARE(named.removeDuplicates(), 0);
        QCOMPARE(named.first(), QStringLiteral("flow_3 (row 3)"));
        // Different words, different rows: RT01 says two things of these flows (WARN, FAIL).
        const ReportTable* rt01 = tableAfter(document, QStringLiteral("rule-RT01"));
        QVERIFY(rt01);
        QSet<QString> verdicts;
        for (const QList<ReportText>& row : rt01->rows)
            verdicts.insert(row[0].text);
        QCOMPARE(verdicts.size(), 2);
    }

    // Each distinct retry storm is one figure, and each destination's storm one more; the
    // flows refer to theirs by its number.
    void eachStormIsDrawnOnce() {
        QByteArray yaml = Test::inventoryOfFlows(12);
        const AuditReport report = Test::reportOfYaml(yaml);
        const ReportDocument document = ReportComposer::compose(report);
        int figures = 0;
        for (const ReportBlock& block : document.blocks)
            figures += block.kind == ReportBlock::Kind::Figure && block.storm ? 1 : 0;
        QCOMPARE(figures, int(report.storms.size() + report.destinationStorms.size()));
        int flowsWithStorm = 0;
        for (const ReportFlow& flow : report.flows) {
            if (!flow.storm)
                continue;
            ++flowsWithStorm;
            QCOMPARE(report.storms[flow.stormStudy - 1].study, flow.storm);
            QVERIFY(anchors(document).contains(QStringLiteral("storm-%1").arg(flow.stormStudy)));
        }
        QVERIFY2(flowsWithStorm > figures, "the generated flows share their storms");
    }

    // A storm is a distinct series: flows whose iPaaS labels differ but give the same layers
    // and settings share one (issue 40: 12 "distinct" storms, 3 charts); other settings make
    // another, and each caption says what makes it distinct.
    void stormsAreDistinctSeries() {
        const QByteArray flow =
            "    method: custom\n    creates_records: no\n    side_effect: none\n"
            "    retry_layers: sdk:3;worker:5\n";
        const QByteArray yaml = "flows:\n"
                                "  - flow_id: a\n    ipaas: inhouse\n" +
                                flow + "  - flow_id: b\n    ipaas: glue-scripts\n" + flow +
                                "  - flow_id: c\n" + flow + "  - flow_id: d\n" + flow +
                                "    retry_storm: {rate: 40}\n";
        const AuditReport report = Test::reportOfYaml(yaml);
        QCOMPARE(report.storms.size(), 2);
        QCOMPARE(report.storms[0].rows, (QList<int>{1, 2, 3}));
        QCOMPARE(report.storms[1].rows, QList<int>{4});
        QStringList captions;
        for (const ReportBlock& block : ReportComposer::compose(report).blocks) {
            if (block.kind == ReportBlock::Kind::Figure && block.storm)
                captions.append(block.text.text);
        }
        QCOMPARE(captions.size(), 2);
        const QString first = captions[0], second = captions[1];
        QVERIFY2(first.contains(QStringLiteral("sdk 3 attempt")) &&
                     first.contains(QStringLiteral("100 events/s")),
                 qPrintable(first));
        QVERIFY2(second.contains(QStringLiteral("40 events/s")), qPrintable(second));
    }

    // An inventory without waivers gets the report it always had: no section, no column,
    // no word of accepting anything.
    void withoutWaiversNothingChanges() {
        const ReportDocument document =
            ReportComposer::compose(Test::reportOfFile(Test::examplePath()));
        QVERIFY(!anchors(document).contains(QStringLiteral("accepted-risks")));
        static const QRegularExpression accept(QStringLiteral("accept|waiver|acc\\."),
                                               QRegularExpression::CaseInsensitiveOption);
        for (const QString& text : allTexts(document))
            QVERIFY2(!text.contains(accept), qPrintable(text));
        QCOMPARE(tableAfter(document, QStringLiteral("summary"))->header.size(), 7);
        // An empty list of waivers is no waivers.
        QByteArray empty = Test::exampleWithWaivers();
        empty.truncate(empty.indexOf("waivers:\n"));
        const QByteArray html = HtmlReportWriter::write(
            ReportComposer::compose(Test::reportOfYaml(empty + "waivers: []\n")), ReportPaper::A4);
        QCOMPARE(html, HtmlReportWriter::write(ReportComposer::compose(Test::reportOfYaml(empty)),
                                               ReportPaper::A4));
    }

    // The HTML of the accepted mark: its class and icon, with the word beside it.
    void htmlMarksAccepted() {
        const QByteArray html = HtmlReportWriter::write(exampleWithWaivers(), ReportPaper::A4);
        const ParsedHtml parsed = parse(html);
        QVERIFY2(parsed.error.isEmpty(), qPrintable(parsed.error));
        QVERIFY(html.contains("<span class=\"mark accepted\"><svg"));
        QVERIFY(parsed.text.contains(QStringLiteral("Accepted risks")));
        QVERIFY(parsed.text.contains(QStringLiteral("EXPIRED 15 day(s) ago (WV01)")));
    }

    // The arithmetic's sentences, composed from parts, for valid, blank and invalid numbers,
    // in English and German: a number in words where it is known, why not where it is not.
    // The brief's sentence of the windows the ledger must outlive: each window with its
    // card and date in one pair of brackets, the flow's own overlap plain, in both languages.
    void windowsInBriefReadRight_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("said");
        QTest::newRow("en") << "en"
                            << QStringLiteral(
                                   "Windows the ledger must outlive: Manual resend window 30 d "
                                   "(Stripe Webhooks, checked 2026-11-06); Manual resend window 15 "
                                   "d (Stripe Webhooks, checked 2026-11-06); Retry window 3 d "
                                   "(Stripe Webhooks, checked 2026-11-06); Backfill overlap 2 d; "
                                   "whole days that cover the longest: 30 days.");
        QTest::newRow("de") << "de"
                            << QStringLiteral(
                                   "Fenster, die das Ledger überdauern muss: Fenster für "
                                   "manuelles Neusenden 30 d (Stripe Webhooks, geprüft "
                                   "2026-11-06);");
    }

    void windowsInBriefReadRight() {
        QFETCH(QString, language);
        QFETCH(QString, said);
        const QLocale locale;
        QVERIFY(Translations::install(QCoreApplication::instance(), language));
        const QString all =
            allTexts(ReportComposer::compose(Test::reportOfYaml(
                         "flows:\n  - {flow_id: a, source: stripe, creates_records: yes, "
                         "ledger_retention_days: 20, max_replay_window_days: 30, "
                         "backfill_overlap_days: 2}\n")))
                .join(QLatin1Char('\n'));
        for (QTranslator* translator : QCoreApplication::instance()->findChildren<QTranslator*>()) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
        }
        QLocale::setDefault(locale);
        QVERIFY2(all.contains(said), qPrintable(all));
        QVERIFY2(!all.contains(QStringLiteral("))")), qPrintable(all)); // no brackets in brackets
    }

    void arithmeticSentencesReadRight_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QByteArray>("cells");
        QTest::addColumn<QStringList>("said");
        const QByteArray valid = "ledger_retention_days: 45, max_replay_window_days: 30, "
                                 "sender_timeout_seconds: 20, ack_p99_seconds: 0.4";
        const QByteArray blank = "ledger_retention_days: '', max_replay_window_days: '', "
                                 "sender_timeout_seconds: '', ack_p99_seconds: ''";
        const QByteArray invalid = "ledger_retention_days: 45d, max_replay_window_days: x, "
                                   "sender_timeout_seconds: 5s, ack_p99_seconds: fast";
        QTest::newRow("en valid")
            << "en" << valid
            << QStringList{
                   QStringLiteral("Acknowledgement budget (WH01): the sender waits 20 s, so "
                                  "the receiver must acknowledge within half of it, 10 s. "
                                  "The measured p99 is 0.4 s: 9.6 s to spare."),
                   QStringLiteral("Replay window (IP03): the ledger keeps keys for 45 days; "
                                  "the longest replay the flow allows is 30 days."),
                   // The brief section's own sentences.
                   QStringLiteral("ledger_retention_days: 45 · max_replay_window_days: 30 · "
                                  "backfill_overlap_days: (blank)"),
                   QStringLiteral("ack_p99_seconds: 0.4 · sender_timeout_seconds: 20 · notes: "
                                  "(blank)."),
                   QStringLiteral("Findings: FAIL IP01 (idempotency_key); WARN RT01 "
                                  "(retry_layers). What each says and how to fix it: Findings by "
                                  "rule."),
                   QStringLiteral("Manual review: none of the 18 rules reviewed yet.")};
        QTest::newRow("en blank")
            << "en" << blank
            << QStringList{
                   QStringLiteral("Acknowledgement budget (WH01): the budget, half the "
                                  "sender's timeout, is unknown (sender_timeout_seconds is "
                                  "blank). The measured p99 is unknown (ack_p99_seconds is "
                                  "blank)."),
                   QStringLiteral("Replay window (IP03): how long the ledger keeps keys is "
                                  "unknown (ledger_retention_days is blank); the longest "
                                  "replay the flow allows is unknown "
                                  "(max_replay_window_days is blank)."),
                   QStringLiteral("ledger_retention_days: (blank) · max_replay_window_days: "
                                  "(blank)"),
                   QStringLiteral("Findings: FAIL IP01 (idempotency_key); WARN IP03 "
                                  "(ledger_retention_days); WARN RT01 (retry_layers); WARN "
                                  "WH01 (ack_p99_seconds). What each says")};
        QTest::newRow("en invalid")
            << "en" << invalid
            << QStringList{
                   QStringLiteral("is unknown (sender_timeout_seconds \"5s\" is not a number "
                                  "of seconds). The measured p99 is unknown "
                                  "(ack_p99_seconds \"fast\" is not a number of seconds)."),
                   QStringLiteral("how long the ledger keeps keys is unknown "
                                  "(ledger_retention_days \"45d\" is not a number of days)"),
                   QStringLiteral("ledger_retention_days: 45d · max_replay_window_days: x"),
                   QStringLiteral("FAIL SC02 (ledger_retention_days); FAIL SC02 "
                                  "(max_replay_window_days); FAIL SC02 (ack_p99_seconds); FAIL "
                                  "SC02 (sender_timeout_seconds). What each says"),
                   QStringLiteral("Not evaluated, because a cell they read is invalid: IP03, "
                                  "WH01.")};
        QTest::newRow("de valid")
            << "de" << valid
            << QStringList{QStringLiteral("Das gemessene p99 ist 0,4 s: 9,6 s Reserve."),
                           QStringLiteral("Replay-Fenster (IP03): Das Ledger behält Schlüssel 45 "
                                          "Tage; das längste Replay, das der Flow erlaubt, ist 30 "
                                          "Tage."),
                           QStringLiteral("Felder, wie sie geschrieben sind: flow_id: a · name: "
                                          "(leer)"),
                           QStringLiteral("Befunde: FAIL IP01 (idempotency_key); WARN RT01 "
                                          "(retry_layers). Was jeder sagt und wie er behoben wird: "
                                          "Befunde nach Regel."),
                           QStringLiteral("Manuelle Prüfung: keine der 18 Regeln ist schon "
                                          "geprüft.")};
        QTest::newRow("de blank")
            << "de" << blank
            << QStringList{QStringLiteral("(sender_timeout_seconds ist leer)"),
                           QStringLiteral("Wie lange das Ledger Schlüssel behält, ist unbekannt "
                                          "(ledger_retention_days ist leer)"),
                           QStringLiteral("ledger_retention_days: (leer) · max_replay_window_days: "
                                          "(leer)")};
        QTest::newRow("de invalid")
            << "de" << invalid
            << QStringList{QStringLiteral("ledger_retention_days: 45d · max_replay_window_days: x"),
                           QStringLiteral("FAIL SC02 (ledger_retention_days); FAIL SC02 "
                                          "(max_replay_window_days)")};
    }
    void arithmeticSentencesReadRight() {
        QFETCH(QString, language);
        QFETCH(QByteArray, cells);
        QFETCH(QStringList, said);
        const QLocale locale;
        // As the report command has it: the language's own plural forms, English's too.
        QVERIFY(Translations::install(QCoreApplication::instance(), language));
        const QByteArray yaml = "flows:\n  - {flow_id: a, source: custom, inbound_webhook: yes, "
                                "creates_records: yes, " +
                                cells + "}\n";
        const QString all =
            allTexts(ReportComposer::compose(Test::reportOfYaml(yaml))).join(QLatin1Char('\n'));
        for (QTranslator* translator : QCoreApplication::instance()->findChildren<QTranslator*>()) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
        }
        QLocale::setDefault(locale);
        for (const QString& sentence : said)
            QVERIFY2(all.contains(sentence),
                     qPrintable(sentence + QStringLiteral("\n--- in:\n") + all));
        QVERIFY2(!all.contains(QStringLiteral("blank or invalid")), qPrintable(all));
    }

    // An advice from a card to confirm: its message ends its sentence, then the card's own
    // mark follows, UNDATED for a card with no checked date and STALE for an old one.
    // German numbers: what FlowAudit computes is written with the language's decimal comma,
    // in the rules' findings, the vendor advice and the arithmetic alike; what the user typed
    // is quoted as typed.
    void germanComputedNumbersUseTheDecimalComma() {
        const QLocale locale;
        QVERIFY(Translations::install(QCoreApplication::instance(), QStringLiteral("de")));
        const AuditReport report = Test::reportOfYaml(
            "flows:\n  - {flow_id: a, source: hubspot, inbound_webhook: yes, creates_records: "
            "yes, ack_p99_seconds: 3.2, sender_timeout_seconds: 3.2, retry_layers: sdk:3}\n");
        const QString all = allTexts(ReportComposer::compose(report)).join(QLatin1Char('\n'));
        for (QTranslator* translator : QCoreApplication::instance()->findChildren<QTranslator*>()) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
        }
        QLocale::setDefault(locale);
        // WH01: the typed 3.2 with a comma too, as its computed half.
        QVERIFY2(all.contains(QStringLiteral("Ack-p99 von 3,2 s")) &&
                     all.contains(QStringLiteral("(1,6 s)")),
                 qPrintable(all));
        // The arithmetic: the budget and the overrun, computed.
        QVERIFY2(all.contains(QStringLiteral("1,6 s")), qPrintable(all));
        // No number of seconds with a point anywhere: the typed cells are written as fields.
        static const QRegularExpression pointDecimal(QStringLiteral("\\b\\d+\\.\\d+ s\\b"));
        QRegularExpressionMatchIterator found = pointDecimal.globalMatch(all);
        while (found.hasNext())
            QFAIL(qPrintable(found.next().captured()));
    }

    void adviceFromACardToConfirmSaysItsMark_data() {
        QTest::addColumn<bool>("undated");
        QTest::addColumn<QString>("mark");
        QTest::newRow("undated") << true << "UNDATED";
        QTest::newRow("stale") << false << "STALE";
    }
    void adviceFromACardToConfirmSaysItsMark() {
        QFETCH(bool, undated);
        QFETCH(QString, mark);
        QList<VendorCard> cards = Test::bundledCards().cards();
        for (VendorCard& card : cards) // none dated, or every one long ago
            card.checked = undated ? QDate() : QDate(2026, 1, 5);
        AuditReportInput input = Test::reportInput(QStringLiteral("example.yaml"));
        const InventoryReadResult read = InventoryFile::load(Test::examplePath());
        QVERIFY(read.inventory);
        const std::optional<AuditReport> report =
            AuditReportBuilder::build(*read.inventory, VendorCatalogue(cards), input);
        QVERIFY(report);
        const QStringList texts = allTexts(ReportComposer::compose(*report));
        int marked = 0;
        for (const QString& text : texts) {
            const qsizetype at = text.indexOf(QStringLiteral(" The card is "));
            if (at < 0)
                continue;
            ++marked;
            QVERIFY2(at > 0 && text.at(at - 1) == QLatin1Char('.'), qPrintable(text));
            QVERIFY2(text.mid(at).startsWith(QStringLiteral(" The card is %1: confirm before "
                                                            "quoting.")
                                                 .arg(mark)),
                     qPrintable(text));
        }
        QVERIFY(marked > 0);
    }

    // German, as --lang de gives it: the section, the matrix word, the states and the rules.
    void germanAcceptedRisks() {
        const QLocale locale;
        QVERIFY(Translations::install(QCoreApplication::instance(), QStringLiteral("de")));
        const ReportDocument document = exampleWithWaivers();
        const QString all = allTexts(document).join(QLatin1Char('\n'));
        for (QTranslator* translator : QCoreApplication::instance()->findChildren<QTranslator*>()) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
        }
        QLocale::setDefault(locale); // back to English for the tests after this one
        for (const char* said :
             {"Akzeptierte Risiken", "Eine mit akz. (akzeptiert) markierte Zelle",
              "ABGELAUFEN vor 15 Tagen (WV01): Ihr Befund zählt wieder", "in Kraft, noch 121 Tage",
              "deckt keinen Befund ab (WV03): entfernen", "FAIL, akzeptiert",
              "Als Risiko akzeptiert von ts, genehmigt von Head of integration, bis 2027-03-31 "
              "(Ausnahme 1)",
              "Akzeptiertes Risiko abgelaufen",
              "die Ausnahme für WH01 bei hubspot_contacts_to_salesforce ist am 2026-11-15 "
              "abgelaufen"})
            QVERIFY2(all.contains(QString::fromUtf8(said)), said);
        QVERIFY(!all.contains(QStringLiteral("Accepted risks")));
    }

    void htmlIsSelfContainedAndWellFormed() {
        const QByteArray html = HtmlReportWriter::write(
            ReportComposer::compose(Test::reportOfFile(Test::examplePath())), ReportPaper::A4);
        QVERIFY(html.startsWith("<!DOCTYPE html>"));
        const ParsedHtml parsed = parse(html);
        QVERIFY2(parsed.error.isEmpty(), qPrintable(parsed.error));
        for (const char* fetching : {"script", "link", "iframe", "object", "embed", "image"})
            QVERIFY2(!parsed.elements.contains(QLatin1StringView(fetching)), fetching);
        // The one image, the systems map, is in the file itself.
        QCOMPARE(parsed.elements.count(QStringLiteral("img")), 1);
        // The marks' <use> point at their symbols in the document: the href check below.
        QVERIFY(parsed.elements.contains(QStringLiteral("use")));
        QVERIFY(parsed.elements.contains(QStringLiteral("symbol")));
        for (const QString& attribute : parsed.attributes) {
            QVERIFY2(!attribute.startsWith(QLatin1StringView("src=")) ||
                         attribute.startsWith(QLatin1StringView("src=data:image/svg+xml;base64,")),
                     qPrintable(attribute.left(80)));
            // A heading of the report, or a vendor's sentence on its page: a link a reader
            // follows, which fetches nothing by itself.
            if (attribute.startsWith(QLatin1StringView("href=")))
                QVERIFY2(attribute.startsWith(QLatin1StringView("href=#")) ||
                             attribute.startsWith(QLatin1StringView("href=https://")),
                         qPrintable(attribute));
        }
        // A vendor card's page is named in words (its evidence), never fetched: every URL in
        // the file is in its text, or the link of its words.
        const auto links = std::count_if(
            parsed.attributes.begin(), parsed.attributes.end(), [](const QString& attribute) {
                return attribute.startsWith(QLatin1StringView("href=https://"));
            });
        QVERIFY(links > 0);
        QCOMPARE(html.count("https:"), parsed.text.count(QStringLiteral("https:")) + links);
        QVERIFY(!html.contains("http:") && !html.contains("url(") && !html.contains("@import"));
        QVERIFY(parsed.elements.contains(QStringLiteral("style")));
        QVERIFY(parsed.elements.contains(QStringLiteral("svg"))); // the marks' icons, inline
        QVERIFY(parsed.text.contains(QStringLiteral("stripe_payouts_to_netsuite")));
        QVERIFY(parsed.text.contains(
            QStringLiteral("548ca0f4f437036336abcd87ddfc6b10289edb614e5d5cd16c236eedc6b9dacb")));
        QVERIFY(html.contains("@page { size: A4;"));
        QVERIFY(HtmlReportWriter::write(
                    ReportComposer::compose(Test::reportOfFile(Test::examplePath())),
                    ReportPaper::Letter)
                    .contains("@page { size: letter;"));
    }

    // A flow named like markup is shown as that text, never as markup.
    void hostileTextStaysText() {
        const QString hostile = Test::hostileName();
        QByteArray yaml = Test::inventoryOfFlows(1, hostile);
        yaml.replace("owner: Tests", "owner: \"</title><script>alert('x')</script> & \\u0001\"");
        const QByteArray html = HtmlReportWriter::write(
            ReportComposer::compose(Test::reportOfYaml(yaml)), ReportPaper::A4);
        QVERIFY(!html.contains("<img src=x"));
        QVERIFY(!html.contains("<script"));
        QVERIFY(html.contains("&lt;img src=x onerror=alert(1)&gt;"));
        const ParsedHtml parsed = parse(html);
        QVERIFY2(parsed.error.isEmpty(), qPrintable(parsed.error));
        QCOMPARE(parsed.elements.count(QStringLiteral("img")), 1); // the map's own SVG
        QVERIFY(!parsed.elements.contains(QStringLiteral("script")));
        QVERIFY(parsed.text.contains(hostile));
        QVERIFY(
            parsed.text.contains(QStringLiteral("</title><script>alert('x')</script> & \uFFFD")));
    }

    void escaping_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("escaped");
        QTest::newRow("markup") << "<b>&\"'"
                                << "&lt;b&gt;&amp;&quot;&#39;";
        QTest::newRow("controls") << QStringLiteral("a\u0001b\tc\r\nd")
                                  << QStringLiteral("a\uFFFDb\tc\nd");
        QTest::newRow("plain") << "billing_to_crm + invoice.id"
                               << "billing_to_crm + invoice.id";
    }

    void escaping() {
        QFETCH(QString, text);
        QFETCH(QString, escaped);
        QCOMPARE(HtmlReportWriter::escaped(text), escaped);
    }
};

QTEST_GUILESS_MAIN(TestReportHtml)
#include "tst_reporthtml.moc"
