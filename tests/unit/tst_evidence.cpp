// A vendor page's words and a quote looked for in them: libxml2's HTML parser with the
// charsets real pages come in, the normalisation, the closest passage and its word diff.
#include "core/evidence/cardevidencewriter.h"
#include "core/evidence/cardstamp.h"
#include "core/evidence/htmltext.h"
#include "core/evidence/quotesearch.h"
#include "core/evidence/textfragment.h"
#include "core/evidence/textnormaliser.h"
#include "core/evidence/verificationrecord.h"
#include "core/evidence/worddiff.h"
#include "core/io/yaml/yamlreader.h"
#include "core/vendors/numberwords.h"
#include "core/vendors/quotenumber.h"
#include "core/vendors/vendorcardreader.h"

#include <QTest>

using namespace FlowAudit;

namespace {

const QByteArray CardHead = "card: c\nvendor: V\nproduct: P\nsource: https://example.com/\n";

// The fact at `index` of the part as the file reads, or none.
std::optional<CardFact> factIn(const QByteArray& card, CardFact::Part part, int index) {
    QString why;
    const std::optional<YamlValue> value = YamlReader::readValue(card, &why);
    const VendorCardReadResult read =
        value ? VendorCardReader::read(*value, QStringLiteral("c.yaml")) : VendorCardReadResult{};
    if (!read.card)
        return std::nullopt;
    for (const CardFact& fact : cardFacts(*read.card)) {
        if (fact.part == part && fact.index == index)
            return fact;
    }
    return std::nullopt;
}

// A file's bytes with CRLF line ends.
QByteArray crlf(QByteArray text) {
    return text.replace("\n", "\r\n");
}

} // namespace

class TestEvidence : public QObject {
    Q_OBJECT
private slots:
    void htmlTextIsWhatAReaderSees() {
        const QByteArray html =
            "<html><head><title>T</title><style>p{}</style></head><body>"
            "<script>var x = 'hidden';</script><p>Up to&nbsp;10<b>0</b> "
            "retries</p><p>over 24 hours.</p><noscript>also hidden</noscript></body></html>";
        QCOMPARE(HtmlText::extract(html), QStringLiteral("Up to 100 retries over 24 hours."));
    }

    void charsets_data() {
        QTest::addColumn<QByteArray>("html");
        QTest::addColumn<QByteArray>("header");
        const QByteArray cp1252 = "<p>\x93Retries\x94 \x96 up to 3 days</p>"; // “Retries” – up to
        QTest::newRow("Windows-1252 by its header") << cp1252 << QByteArray("windows-1252");
        QTest::newRow("Windows-1252 by its meta")
            << "<meta charset=\"windows-1252\">" + cp1252 << QByteArray();
        QTest::newRow("Windows-1252 named nowhere") << cp1252 << QByteArray();
        QTest::newRow("UTF-8 named nowhere")
            << QByteArray("<p>\xe2\x80\x9cRetries\xe2\x80\x9d \xe2\x80\x93 up to 3 days</p>")
            << QByteArray();
    }
    void charsets() {
        QFETCH(QByteArray, html);
        QFETCH(QByteArray, header);
        QCOMPARE(HtmlText::extract(html, header), QStringLiteral("\"Retries\" - up to 3 days"));
    }

    void normalisation() {
        QCOMPARE(normaliseForMatching(u"  It\u2019s  up\u00ADto\n\t10\u00A0days \uFB01ne "),
                 QStringLiteral("It's upto 10 days fine"));
    }

    void aChangedNumberShowsItsDiff() {
        const QString page = normaliseForMatching(
            u"Intro. We retry a failed delivery up to 8 times over 24 hours. Outro.");
        const QuoteMatch match =
            QuoteSearch::find(page, QStringLiteral("We retry a failed delivery up to 10 times "
                                                   "over 24 hours."));
        QCOMPARE(match.kind, QuoteMatch::Kind::Changed);
        QCOMPARE(match.passage,
                 QStringLiteral("We retry a failed delivery up to 8 times over 24 hours."));
        QCOMPARE(WordDiff::changes(match.diff),
                 QStringList{QStringLiteral("\"to 10 times\" → \"to 8 times\"")});
        QCOMPARE(WordDiff::inline_(match.diff),
                 QStringLiteral("We retry a failed delivery up to [-10-] {+8+} times over 24 "
                                "hours."));
    }

    // On a page that says nearly the same thing over and over, the passage shown is the one
    // aligned with the quote, not one shifted by a word.
    void aRepeatedPassageIsAlignedWithTheQuote() {
        const QuoteMatch match = QuoteSearch::find(
            QStringLiteral("a-1 is stated here. a-2 is stated here. a-3 is stated here."),
            QStringLiteral("a-2 is stated there."));
        QCOMPARE(match.passage, QStringLiteral("a-2 is stated here."));
        QCOMPARE(WordDiff::changes(match.diff),
                 QStringList{QStringLiteral("\"stated there.\" → \"stated here.\"")});
    }

    // The stamp changes the checked lines of the confirmed fact and nothing else, CRLF kept; a
    // quote the file no longer holds is refused with the text left as it was.
    void theStampChangesOnlyItsLines() {
        const QByteArray card =
            "card: c\r\nvendor: V\r\nproduct: P\r\nsource: https://example.com/\r\nfacts:\r\n"
            "  - text: t\r\n    evidence:\r\n      quote: up to 10 times\r\n"
            "      checked: 2026-01-01\r\n  - plain fact\r\n";
        CardFact fact;
        fact.cardId = QStringLiteral("c");
        fact.evidence.quote = QStringLiteral("up to 10 times");
        const CardStamp::Result stamped = CardStamp::stamp(
            card, QStringLiteral("c.yaml"), {fact}, QDate(2026, 12, 6), QStringLiteral("Null"));
        QVERIFY2(!stamped.error, qPrintable(stamped.error ? stamped.error->toString() : QString()));
        QByteArray expected = card;
        expected.replace("    evidence:\r\n      quote:",
                         "    evidence:\r\n      checked_by: \"Null\"\r\n      quote:");
        expected.replace("2026-01-01", "2026-12-06");
        QCOMPARE(stamped.text, expected);

        // A value that runs on over lines is replaced where it ends.
        QByteArray runsOn = card;
        runsOn.replace("      checked: 2026-01-01\r\n",
                       "      checked: 2026-01-01\r\n      checked_by: >-\r\n        Bob\r\n");
        const CardStamp::Result replaced = CardStamp::stamp(
            runsOn, QStringLiteral("c.yaml"), {fact}, QDate(2026, 12, 6), QStringLiteral("A"));
        QVERIFY2(!replaced.error,
                 qPrintable(replaced.error ? replaced.error->toString() : QString()));
        QCOMPARE(replaced.text, QByteArray(card).replace("      checked: 2026-01-01\r\n",
                                                         "      checked: 2026-12-06\r\n"
                                                         "      checked_by: \"A\"\r\n"));

        fact.evidence.quote = QStringLiteral("up to 8 times"); // what was verified, since edited
        const CardStamp::Result changed = CardStamp::stamp(card, QStringLiteral("c.yaml"), {fact},
                                                           QDate(2026, 12, 6), QStringLiteral("A"));
        QVERIFY(changed.error);
        QVERIFY(changed.error->message.contains(QStringLiteral("no longer holds the quote")));
        QCOMPARE(changed.text, card);
    }

    // A manual check (Mark as Checked…) writes the fact's evidence anew and nothing else: a
    // plain fact becomes `text:` with its words as written; CRLF is kept; the same page and
    // quote change only the dates; a fact changed since it was read, a flow map, or a quote
    // over the limit leave the file as it was.
    void aManualCheckWritesOnlyThatFactsEvidence() {
        const QByteArray card =
            "card: c\r\nvendor: V\r\nproduct: P\r\nsource: https://example.com/\r\nfacts:\r\n"
            "  - \"Plain fact one.\"   # kept with its comment\r\n"
            "  - text: t\r\n    evidence:\r\n      url: https://example.com/a\r\n"
            "      quote: up to 10 times\r\n      checked: 2026-01-01\r\n"
            "  # a comment between facts\r\n"
            "  - >-\r\n    folded fact\r\n    over lines\r\n"
            "windows:\r\n  - kind: retry\r\n    duration: 3 d\r\n    note: n\r\n"
            "retries:\r\n  - {count: 3, note: flow}\r\n";
        const QString file = QStringLiteral("c.yaml");
        QString why;
        const VendorCardReadResult read =
            VendorCardReader::read(*YamlReader::readValue(card, &why), file);
        QVERIFY2(read.card, qPrintable(read.error.message));
        const QList<CardFact> facts = cardFacts(*read.card);
        FactEvidence checked;
        checked.url = QStringLiteral("https://example.com/");
        checked.quote = QStringLiteral("Up to \"3\" days.");
        checked.checked = QDate(2026, 12, 6);
        checked.checkedBy = QStringLiteral("A. Auditor");
        const auto expectOnly = [&](const CardFact& fact, const FactEvidence& evidence,
                                    const QByteArray& before, const QByteArray& after) {
            const CardFileChange change = CardEvidenceWriter::record(card, file, fact, evidence);
            QVERIFY2(!change.error,
                     qPrintable(change.error ? change.error->toString() : QString()));
            QByteArray expected = card;
            QVERIFY(expected.contains(before));
            QCOMPARE(change.text, expected.replace(before, after));
        };
        // The card's own page is not repeated as the fact's url.
        expectOnly(facts[0], checked, "  - \"Plain fact one.\"   # kept with its comment\r\n",
                   "  - text: \"Plain fact one.\"   # kept with its comment\r\n"
                   "    evidence:\r\n      quote: \"Up to \\\"3\\\" days.\"\r\n"
                   "      checked: 2026-12-06\r\n      checked_by: \"A. Auditor\"\r\n");
        FactEvidence elsewhere = checked;
        elsewhere.url = QStringLiteral("https://example.com/b");
        elsewhere.prefix = QStringLiteral("Retries:");
        expectOnly(facts[1], elsewhere,
                   "    evidence:\r\n      url: https://example.com/a\r\n"
                   "      quote: up to 10 times\r\n      checked: 2026-01-01\r\n",
                   "    evidence:\r\n      url: \"https://example.com/b\"\r\n"
                   "      quote: \"Up to \\\"3\\\" days.\"\r\n      prefix: \"Retries:\"\r\n"
                   "      checked: 2026-12-06\r\n      checked_by: \"A. Auditor\"\r\n");
        FactEvidence same = facts[1].evidence;
        same.checked = QDate(2026, 12, 6);
        same.checkedBy = QStringLiteral("B");
        expectOnly(
            facts[1], same,
            "    evidence:\r\n      url: https://example.com/a\r\n"
            "      quote: up to 10 times\r\n      checked: 2026-01-01\r\n",
            "    evidence:\r\n      checked_by: \"B\"\r\n      url: https://example.com/a\r\n"
            "      quote: up to 10 times\r\n      checked: 2026-12-06\r\n");
        expectOnly(facts[2], checked, "  - >-\r\n    folded fact\r\n    over lines\r\n",
                   "  - text: \"folded fact over lines\"\r\n"
                   "    evidence:\r\n      quote: \"Up to \\\"3\\\" days.\"\r\n"
                   "      checked: 2026-12-06\r\n      checked_by: \"A. Auditor\"\r\n");
        expectOnly(facts[3], checked, "    note: n\r\n",
                   "    note: n\r\n"
                   "    evidence:\r\n      quote: \"Up to \\\"3\\\" days.\"\r\n"
                   "      checked: 2026-12-06\r\n      checked_by: \"A. Auditor\"\r\n");

        const auto refused = [&](const CardFact& fact, const FactEvidence& evidence,
                                 const QString& why) {
            const CardFileChange change = CardEvidenceWriter::record(card, file, fact, evidence);
            QVERIFY(change.error);
            QVERIFY2(change.error->message.contains(why), qPrintable(change.error->toString()));
            QCOMPARE(change.text, card);
        };
        refused(facts[4], checked, QStringLiteral("block map"));
        CardFact edited = facts[0];
        edited.text = QStringLiteral("What the fact said before");
        refused(edited, checked, QStringLiteral("changed in the file since"));
        FactEvidence tooLong = checked;
        tooLong.quote = QString(FactEvidence::MaxQuote + 1, QLatin1Char('x'));
        refused(facts[0], tooLong, QStringLiteral("characters long"));
    }

    // The edges of a card file a manual check must keep: a CRLF file that ends without a
    // line end still does; evidence in flow style, or as the item's first key, is written
    // as a block in its place, with its comments as written; a quote pasted with other
    // spaces is the file's quote; text with a line starting with # is the text's.
    void aManualCheckKeepsTheFilesEdges() {
        const QString file = QStringLiteral("c.yaml");
        FactEvidence checked;
        checked.quote = QStringLiteral("Retries last 3 days.");
        checked.checked = QDate(2026, 12, 6);
        checked.checkedBy = QStringLiteral("A");
        const QByteArray head =
            "card: c\r\nvendor: V\r\nproduct: P\r\nsource: https://example.com/\r\n";
        const auto record = [&](const QByteArray& card, int index, CardFact::Part part,
                                const FactEvidence& evidence) {
            QString why;
            const VendorCardReadResult read =
                VendorCardReader::read(*YamlReader::readValue(card, &why), file);
            const QList<CardFact> facts = read.card ? cardFacts(*read.card) : QList<CardFact>();
            const auto fact = std::find_if(facts.begin(), facts.end(), [&](const CardFact& f) {
                return f.part == part && f.index == index;
            });
            return fact == facts.end()
                       ? CardFileChange{card, IoError{file, 0, 0, QStringLiteral("no fact")}}
                       : CardEvidenceWriter::record(card, file, *fact, evidence);
        };
        const QByteArray block = "    evidence:\r\n      quote: \"Retries last 3 days.\"\r\n"
                                 "      checked: 2026-12-06\r\n      checked_by: \"A\"";
        // The last line, a plain fact, with no line end after it.
        QByteArray card = head + "facts:\r\n  - a\r\n  - b";
        CardFileChange change = record(card, 1, CardFact::Part::Fact, checked);
        QVERIFY2(!change.error, qPrintable(change.error ? change.error->toString() : QString()));
        QCOMPARE(change.text, head + "facts:\r\n  - a\r\n  - text: b\r\n" + block);
        // A window on the last line: the block goes below it, the file still ends bare.
        card = head + "facts: [a]\r\nwindows:\r\n  - kind: retry\r\n    duration: 3 d";
        change = record(card, 0, CardFact::Part::Window, checked);
        QVERIFY2(!change.error, qPrintable(change.error ? change.error->toString() : QString()));
        QCOMPARE(change.text, card + "\r\n" + block);
        // Evidence in flow style, and as the item's first key, with their comments.
        card = head +
               "facts:\r\n  - text: t\r\n    evidence: {quote: the old quote here}  # from 2025\r\n"
               "  - evidence:   # the vendor's words\r\n      quote: the old quote here\r\n"
               "      # read on the German page\r\n    text: u\r\n";
        change = record(card, 0, CardFact::Part::Fact, checked);
        QVERIFY2(!change.error, qPrintable(change.error ? change.error->toString() : QString()));
        QCOMPARE(
            change.text,
            head + "facts:\r\n  - text: t\r\n" +
                QByteArray(block).replace("evidence:", "evidence:  # from 2025") +
                "\r\n  - evidence:   # the vendor's words\r\n      quote: the old quote here\r\n"
                "      # read on the German page\r\n    text: u\r\n");
        change = record(card, 1, CardFact::Part::Fact, checked);
        QVERIFY2(!change.error, qPrintable(change.error ? change.error->toString() : QString()));
        QCOMPARE(
            change.text,
            head +
                "facts:\r\n  - text: t\r\n    evidence: {quote: the old quote here}  # from "
                "2025\r\n"
                "  - evidence:   # the vendor's words\r\n      quote: \"Retries last 3 days.\"\r\n"
                "      checked: 2026-12-06\r\n      checked_by: \"A\"\r\n"
                "      # read on the German page\r\n    text: u\r\n");
        // The file's quote, pasted again with a line break: only the dates change.
        FactEvidence again = checked;
        again.quote = QStringLiteral("up to\n 10  times");
        card =
            head + "facts:\r\n  - text: t\r\n    evidence:\r\n      quote: \"up to 10 times\"\r\n";
        change = record(card, 0, CardFact::Part::Fact, again);
        QVERIFY2(!change.error, qPrintable(change.error ? change.error->toString() : QString()));
        QCOMPARE(change.text, head + "facts:\r\n  - text: t\r\n    evidence:\r\n"
                                     "      checked: 2026-12-06\r\n      checked_by: \"A\"\r\n"
                                     "      quote: \"up to 10 times\"\r\n");
        // A line of the fact's text starting with #: the text is its own, not a comment.
        card = head + "facts:\r\n  - |\r\n    Retries happen\r\n    # hourly\r\n";
        change = record(card, 0, CardFact::Part::Fact, checked);
        QVERIFY2(!change.error, qPrintable(change.error ? change.error->toString() : QString()));
        QCOMPARE(change.text, head + "facts:\r\n  - text: \"Retries happen\\n# hourly\\n\"\r\n" +
                                  block + "\r\n");
    }

    // A manual check changes only the fact's bytes, whatever else the file holds: comment
    // lines, `#` inside values, flow-style maps, CRLF. Each row is the whole file before
    // and after (empty after: refused, the file left as it was, with these words).
    void aManualCheckChangesOnlyItsBytes_data() {
        QTest::addColumn<QByteArray>("before");
        QTest::addColumn<int>("part");
        QTest::addColumn<int>("index");
        QTest::addColumn<QByteArray>("after");
        QTest::addColumn<QString>("refusal");
        const int fact = int(CardFact::Part::Fact);
        const int window = int(CardFact::Part::Window);
        const QByteArray block = "    evidence:\n      quote: \"Retries last 3 days.\"\n"
                                 "      checked: 2026-12-06\n      checked_by: \"A\"\n";
        const QByteArray comments = "facts:\n  # the first fact\n  - a   # why\n"
                                    "  # between\n\n  - b\n# after the list\n";
        QTest::newRow("comment lines around the fact")
            << CardHead + comments << fact << 0
            << CardHead + "facts:\n  # the first fact\n  - text: a   # why\n" + block +
                   "  # between\n\n  - b\n# after the list\n"
            << QString();
        QTest::newRow("the last fact, comment lines after it")
            << CardHead + comments << fact << 1
            << CardHead +
                   "facts:\n  # the first fact\n  - a   # why\n  # between\n\n"
                   "  - text: b\n" +
                   block + "# after the list\n"
            << QString();
        QTest::newRow("# inside a quoted value")
            << CardHead + "facts:\n  - \"retries #3 and #4\"  # note\n  - 'x # y'\n"
            << fact << 0
            << CardHead + "facts:\n  - text: \"retries #3 and #4\"  # note\n" + block +
                   "  - 'x # y'\n"
            << QString();
        QTest::newRow("# inside a plain value")
            << CardHead + "facts:\n  - retries a#b  #c\n"
            << fact << 0 << CardHead + "facts:\n  - text: retries a#b  #c\n" + block << QString();
        QTest::newRow("a literal text with a line starting with #")
            << CardHead + "facts:\n  - |\n    Retries happen\n    # hourly\n  - b\n"
            << fact << 0
            << CardHead + "facts:\n  - text: \"Retries happen\\n# hourly\\n\"\n" + block + "  - b\n"
            << QString();
        QTest::newRow("a folded text with its header's comment")
            << CardHead + "facts:\n  - >-   # why\n    folded\n\n    # text\n"
            << fact << 0 << CardHead + "facts:\n  - text: \"folded\\n# text\"   # why\n" + block
            << QString();
        QTest::newRow("plain text over lines")
            << CardHead + "facts:\n  - a fact\n    over lines  # c\n"
            << fact << 0 << CardHead + "facts:\n  - text: \"a fact over lines\"  # c\n" + block
            << QString();
        QTest::newRow("a flow-style fact beside it stays")
            << CardHead +
                   "facts:\n  - {text: x, evidence: {quote: \"it says a # b\"}}  # kept\n  - b\n"
            << fact << 1
            << CardHead +
                   "facts:\n  - {text: x, evidence: {quote: \"it says a # b\"}}  # kept\n"
                   "  - text: b\n" +
                   block
            << QString();
        QTest::newRow("evidence in flow style, # in its quote")
            << CardHead + "facts:\n  - text: t\n    evidence: {quote: \"it says a # b\"}  # old\n"
                          "  - b\n"
            << fact << 0
            << CardHead + "facts:\n  - text: t\n" +
                   QByteArray(block).replace("evidence:", "evidence:  # old") + "  - b\n"
            << QString();
        QTest::newRow("evidence in flow style over lines")
            << CardHead + "facts:\n  - text: t\n    evidence: {quote: the old quote here,\n"
                          "      checked: 2026-01-01}   # c\n"
            << fact << 0
            << CardHead + "facts:\n  - text: t\n" +
                   QByteArray(block).replace("evidence:", "evidence:   # c")
            << QString();
        QTest::newRow("CRLF, comment lines in the old evidence")
            << crlf(CardHead +
                    "facts:\n  - text: t # t\n    evidence:  # e\n      # one\n"
                    "      quote: the old quote here  # q\n  # two\n      checked: 2026-01-01\n"
                    "    # after\n  - b\n")
            << fact << 0
            << crlf(CardHead + "facts:\n  - text: t # t\n" +
                    QByteArray(block).replace("evidence:", "evidence:  # e") +
                    "      # one\n  # two\n    # after\n  - b\n")
            << QString();
        QTest::newRow("a window, comment lines between its keys")
            << CardHead + "facts: [a]\nwindows:\n  - kind: retry   # the vendor's\n"
                          "    # the window\n    duration: 3 d\n\n# the end\n"
            << window << 0
            << CardHead +
                   "facts: [a]\nwindows:\n  - kind: retry   # the vendor's\n"
                   "    # the window\n    duration: 3 d\n" +
                   block + "\n# the end\n"
            << QString();
        QTest::newRow("a fact in a flow-style list") << CardHead + "facts: [a, b]\n"
                                                     << fact << 0 << QByteArray() << "block list";
        QTest::newRow("a fact written as a flow map") << CardHead + "facts:\n  - {text: x}\n"
                                                      << fact << 0 << QByteArray() << "block map";
    }
    void aManualCheckChangesOnlyItsBytes() {
        QFETCH(QByteArray, before);
        QFETCH(int, part);
        QFETCH(int, index);
        QFETCH(QByteArray, after);
        QFETCH(QString, refusal);
        const std::optional<CardFact> fact = factIn(before, CardFact::Part(part), index);
        QVERIFY(fact);
        FactEvidence checked;
        checked.quote = QStringLiteral("Retries last 3 days.");
        checked.checked = QDate(2026, 12, 6);
        checked.checkedBy = QStringLiteral("A");
        const CardFileChange change =
            CardEvidenceWriter::record(before, QStringLiteral("c.yaml"), *fact, checked);
        if (refusal.isEmpty()) {
            QVERIFY2(!change.error,
                     qPrintable(change.error ? change.error->toString() : QString()));
            QCOMPARE(change.text, after);
        } else {
            QVERIFY(change.error);
            QVERIFY2(change.error->message.contains(refusal), qPrintable(change.error->toString()));
            QCOMPARE(change.text, before);
        }
    }

    // The stamp changes only `checked` and `checked_by`, wherever their values end and
    // however the file writes them; the rest of the file, comments included, stays.
    void theStampChangesOnlyItsBytes_data() {
        QTest::addColumn<QByteArray>("before");
        QTest::addColumn<QByteArray>("after");
        const QByteArray facts = CardHead + "facts:\n  - text: t   # the fact\n";
        QTest::newRow("comments around and inside the evidence")
            << facts + "    evidence:   # read in March\n      # the vendor's words\n"
                       "      quote: up to 10 times  # verbatim\n"
                       "      checked: 2026-01-01  # first check\n"
                       "      checked_by: Ann # who\n  # next\n  - b\n"
            << facts + "    evidence:   # read in March\n      # the vendor's words\n"
                       "      quote: up to 10 times  # verbatim\n"
                       "      checked: 2026-12-06  # first check\n"
                       "      checked_by: \"B\" # who\n  # next\n  - b\n";
        QTest::newRow("# inside the url")
            << facts + "    evidence:\n      url: \"https://example.com/#retries\"\n"
                       "      quote: up to 10 times\n"
            << facts + "    evidence:\n      checked: 2026-12-06\n      checked_by: \"B\"\n"
                       "      url: \"https://example.com/#retries\"\n"
                       "      quote: up to 10 times\n";
        QTest::newRow("quoted keys")
            << facts + "    evidence:\n      \"quote\": up to 10 times\n"
                       "      'checked': 2026-01-01\n      \"checked_by\": 'Ann'\n"
            << facts + "    evidence:\n      \"quote\": up to 10 times\n"
                       "      'checked': 2026-12-06\n      \"checked_by\": \"B\"\n";
        QTest::newRow("a block scalar with its header's comment")
            << facts + "    evidence:\n      quote: up to 10 times\n"
                       "      checked_by: >-   # full name\n        Ann\n        Smith\n"
                       "      checked: 2026-01-01\n"
            << facts + "    evidence:\n      quote: up to 10 times\n"
                       "      checked_by: \"B\"   # full name\n      checked: 2026-12-06\n";
        QTest::newRow("a quoted value over lines, a comment after it")
            << facts + "    evidence:\n      checked_by: \"Ann\n        Smith\"  # who\n"
                       "      quote: up to 10 times\n"
            << facts + "    evidence:\n      checked: 2026-12-06\n"
                       "      checked_by: \"B\"  # who\n      quote: up to 10 times\n";
        QTest::newRow("CRLF, the evidence as the item's first key")
            << crlf(CardHead + "facts:\n  - evidence:\n      quote: up to 10 times\n    text: t\n")
            << crlf(CardHead + "facts:\n  - evidence:\n      checked: 2026-12-06\n"
                               "      checked_by: \"B\"\n      quote: up to 10 times\n"
                               "    text: t\n");
        QTest::newRow("a flow-style fact beside it, the file ends bare")
            << CardHead + "facts:\n  - {text: x}  # flow\n  - text: t\n    evidence:\n"
                          "      quote: up to 10 times\n      checked: 2026-01-01"
            << CardHead + "facts:\n  - {text: x}  # flow\n  - text: t\n    evidence:\n"
                          "      checked_by: \"B\"\n      quote: up to 10 times\n"
                          "      checked: 2026-12-06";
        QTest::newRow("evidence in flow style: refused")
            << facts + "    evidence: {quote: up to 10 times}\n"
            << QByteArray();
    }
    void theStampChangesOnlyItsBytes() {
        QFETCH(QByteArray, before);
        QFETCH(QByteArray, after);
        std::optional<CardFact> fact = factIn(before, CardFact::Part::Fact, 0);
        if (!fact || fact->evidence.quote.isEmpty())
            fact = factIn(before, CardFact::Part::Fact, 1);
        QVERIFY(fact);
        QCOMPARE(fact->evidence.quote, QStringLiteral("up to 10 times"));
        const CardStamp::Result stamped = CardStamp::stamp(
            before, QStringLiteral("c.yaml"), {*fact}, QDate(2026, 12, 6), QStringLiteral("B"));
        if (after.isEmpty()) {
            QVERIFY(stamped.error);
            QVERIFY2(stamped.error->message.contains(QStringLiteral("block map")),
                     qPrintable(stamped.error->toString()));
            QCOMPARE(stamped.text, before);
            return;
        }
        QVERIFY2(!stamped.error, qPrintable(stamped.error ? stamped.error->toString() : QString()));
        QCOMPARE(stamped.text, after);
    }

    void aRemovedPassageHasNoClosestOne() {
        const QuoteMatch match = QuoteSearch::find(
            QStringLiteral("A page about something else entirely, with many other words."),
            QStringLiteral("We retry a failed delivery up to 10 times."));
        QCOMPARE(match.kind, QuoteMatch::Kind::Gone);
        QVERIFY(match.passage.isEmpty());
    }

    // Prefix and suffix tell a repeated sentence apart: found only where they stand, and
    // never part of a diff; where neither stands any more, the places are said.
    void prefixAndSuffixPickThePassage() {
        const QString page = QStringLiteral(
            "In a sandbox, Stripe retries three times. In live mode, Stripe retries for 3 days.");
        QVERIFY(QuoteSearch::find(page, QStringLiteral("Stripe retries"),
                                  QStringLiteral("In live mode,"))
                    .found());
        QVERIFY(QuoteSearch::find(page, QStringLiteral("Stripe retries"), {},
                                  QStringLiteral("three times."))
                    .found());
        const QuoteMatch moved = QuoteSearch::find(page, QStringLiteral("Stripe retries"),
                                                   QStringLiteral("In test mode,"));
        QCOMPARE(moved.kind, QuoteMatch::Kind::Changed);
        QVERIFY(moved.diff.isEmpty());
        QCOMPARE(moved.places,
                 (QStringList{QStringLiteral("In a sandbox, [Stripe retries] three times. In "
                                             "live mode, Stripe…"),
                              QStringLiteral("…retries three times. In live mode, [Stripe "
                                             "retries] for 3 days.")}));
    }

    // The same sentence twice with nothing to pick one: ambiguous, with both places.
    void aQuoteTwiceIsAmbiguous() {
        const QString page = QStringLiteral("Events are retried for up to three days. Note: "
                                            "events are retried for up to three days.");
        const QuoteMatch match =
            QuoteSearch::find(page, QStringLiteral("retried for up to three days."));
        QCOMPARE(match.kind, QuoteMatch::Kind::Ambiguous);
        QCOMPARE(match.places.size(), 2);
        QVERIFY(match.places[1].contains(QStringLiteral("Note: events are [retried for up to "
                                                        "three days.]")));
        QVERIFY(QuoteSearch::find(page, QStringLiteral("retried for up to three days."),
                                  QStringLiteral("Note: events are"))
                    .found());
        // At the page's very start and end: places with no words before or after (the fuzzer
        // found the first one read before the page's first word).
        const QuoteMatch edges =
            QuoteSearch::find(QStringLiteral("Retried for three days. Retried for three days."),
                              QStringLiteral("Retried for three days."));
        QCOMPARE(
            edges.places,
            (QStringList{QStringLiteral("[Retried for three days.] Retried for three days."),
                         QStringLiteral("Retried for three days. [Retried for three days.]")}));
    }

    // A docs page repeats its retry sentence in a tip box; the main paragraph changes
    // "three days" to "five days", the tip keeps the old words. Without a prefix and suffix
    // the tip's old words do not confirm the quote: the page states the number two ways.
    // With them, the diff is the main paragraph's, never the context words.
    void aTipBoxKeepingTheOldNumberDoesNotConfirmIt_data() {
        QTest::addColumn<QString>("prefix");
        QTest::addColumn<QString>("suffix");
        QTest::newRow("no prefix or suffix") << QString() << QString();
        QTest::newRow("prefix and suffix")
            << QStringLiteral("In live mode,") << QStringLiteral("with an exponential backoff.");
        QTest::newRow("prefix only") << QStringLiteral("In live mode,") << QString();
        QTest::newRow("suffix only") << QString() << QStringLiteral("with an exponential backoff.");
    }
    void aTipBoxKeepingTheOldNumberDoesNotConfirmIt() {
        QFETCH(QString, prefix);
        QFETCH(QString, suffix);
        const QString page = normaliseForMatching(
            u"Retries. In live mode, Stripe attempts to deliver a given event to your webhook "
            u"endpoint for up to five days with an exponential backoff. Tip: Stripe attempts "
            u"to deliver a given event to your webhook endpoint for up to three days. Next.");
        const QuoteMatch match = QuoteSearch::find(
            page,
            QStringLiteral("Stripe attempts to deliver a given event to your webhook endpoint for "
                           "up to three days"),
            prefix, suffix);
        QCOMPARE(match.kind, QuoteMatch::Kind::Changed);
        QCOMPARE(WordDiff::changes(match.diff),
                 QStringList{QStringLiteral("\"to three days\" → \"to five days\"")});
        QVERIFY(!match.passage.contains(QStringLiteral("live mode")));
        QVERIFY(!match.passage.contains(QStringLiteral("backoff")));
    }

    // The same sentence with the same number twice over is not a rival, nor is a sentence
    // with another number but other words.
    void onlyAnotherNumberIsARival() {
        const QString quote = QStringLiteral("Endpoints are disabled after three days of "
                                             "failures.");
        QVERIFY(QuoteSearch::find(QStringLiteral("Intro. Endpoints are disabled after three "
                                                 "days of failures. Sandboxes keep 7 days of "
                                                 "logs."),
                                  quote)
                    .found());
        const QuoteMatch missing = QuoteSearch::find(
            QStringLiteral("Endpoints are disabled after three days of failures. Summary: "
                           "Endpoints are disabled after days of failures."),
            quote);
        QCOMPARE(missing.kind, QuoteMatch::Kind::Changed);
        QCOMPARE(WordDiff::changes(missing.diff).size(), 1);
    }

    // A link lands on the sentence: a text fragment, its parts encoded, a page's own
    // fragment kept.
    void aLinkLandsOnTheSentence() {
        FactEvidence evidence;
        evidence.url = QStringLiteral("https://docs.example.com/webhooks#retries");
        QCOMPARE(TextFragment::linkTo(evidence), evidence.url);
        evidence.quote = QStringLiteral("up to 10 times, over 24-hours & more");
        QCOMPARE(TextFragment::linkTo(evidence),
                 QStringLiteral("https://docs.example.com/webhooks#retries:~:text=up%20to%2010%20"
                                "times%2C%20over%2024%2Dhours%20%26%20more"));
        evidence.url = QStringLiteral("https://docs.example.com/webhooks");
        evidence.prefix = QStringLiteral("In live mode,");
        evidence.suffix = QStringLiteral("with backoff.");
        QCOMPARE(TextFragment::linkTo(evidence),
                 QStringLiteral("https://docs.example.com/webhooks#:~:text=In%20live%20mode%2C-,"
                                "up%20to%2010%20times%2C%20over%2024%2Dhours%20%26%20more,-with%20"
                                "backoff."));
    }

    void numbersInDigitsAndWords_data() {
        QTest::addColumn<QString>("word");
        QTest::addColumn<double>("value");
        QTest::newRow("digits") << QStringLiteral("72") << 72.0;
        QTest::newRow("thousands") << QStringLiteral("1,000") << 1000.0;
        QTest::newRow("decimal") << QStringLiteral("0.5") << 0.5;
        QTest::newRow("with its unit") << QStringLiteral("3-day") << 3.0;
        QTest::newRow("in brackets") << QStringLiteral("(24)") << 24.0;
        QTest::newRow("a word") << QStringLiteral("Three") << 3.0;
        QTest::newRow("a compound") << QStringLiteral("twenty-four") << 24.0;
        QTest::newRow("a word with its unit") << QStringLiteral("three-day") << 3.0;
        QTest::newRow("twice") << QStringLiteral("twice,") << 2.0;
        QTest::newRow("not one") << QStringLiteral("days.") << -1.0;
        QTest::newRow("a German decimal") << QStringLiteral("1,5") << -1.0;
        QTest::newRow("none") << QStringLiteral("retry") << -1.0;
    }
    void numbersInDigitsAndWords() {
        QFETCH(QString, word);
        QFETCH(double, value);
        const std::optional<double> read = NumberWords::valueOf(word);
        if (value < 0)
            QVERIFY2(!read, qPrintable(QString::number(read.value_or(0))));
        else
            QCOMPARE(read.value_or(-1), value);
    }

    void aRecordKeepsEachOutcomesDayAndTheNewestWins() {
        const auto outcome = [](int index, VerificationOutcome kind, QDate day) {
            FactVerification r;
            r.fact.cardId = QStringLiteral("c");
            r.fact.index = index;
            r.fact.evidence.quote = QStringLiteral("We retry up to 10 times.");
            r.outcome = kind;
            r.day = day;
            return r;
        };
        const QDate monday(2026, 12, 7);
        const QDate friday(2026, 12, 4);
        const QList<FactVerification> own{outcome(0, VerificationOutcome::Confirmed, monday),
                                          outcome(1, VerificationOutcome::Changed, friday)};
        const VerificationRecord::Read read = VerificationRecord::parse(
            VerificationRecord::serialise(own, monday), QStringLiteral("verification.json"));
        QVERIFY(!read.error);
        QCOMPARE(read.outcomes.size(), 2);
        QCOMPARE(read.outcomes[0].day, monday);
        QCOMPARE(read.outcomes[1].day, friday);
        // The team's record (CI's, Saturday) against the editor's own: the later for each fact.
        const QDate saturday(2026, 12, 5);
        const QList<FactVerification> team{outcome(0, VerificationOutcome::Ambiguous, saturday),
                                           outcome(1, VerificationOutcome::Confirmed, saturday),
                                           outcome(2, VerificationOutcome::Confirmed, saturday)};
        const QList<FactVerification> merged = VerificationRecord::newest(team, read.outcomes);
        QCOMPARE(merged.size(), 3);
        for (const FactVerification& r : merged) {
            const QDate expected = r.fact.index == 0 ? monday : saturday;
            QCOMPARE(r.day, expected);
        }
    }

    void aQuoteStatesAWindowInAnyUnit_data() {
        QTest::addColumn<QString>("duration");
        QTest::addColumn<QString>("quote");
        QTest::addColumn<bool>("states");
        QTest::newRow("in words") << "3 d"
                                  << "retried for up to three days." << true;
        QTest::newRow("in another unit") << "3 d"
                                         << "retried for up to 72 hours." << true;
        QTest::newRow("joined") << "3 d"
                                << "a 3-day retry window applies." << true;
        QTest::newRow("in two units")
            << "7 h 51 min"
            << "the last retry about 7 hours 51 minutes after the run" << true;
        QTest::newRow("in two units, with and")
            << "90 min"
            << "retries stop after 1 hour and 30 minutes at most" << true;
        QTest::newRow("a range's first") << "15 s"
                                         << "a timeout between 15 and 30s is recommended" << true;
        QTest::newRow("half of two units") << "7 h 51 min"
                                           << "the last retry about 7 hours after the run" << false;
        QTest::newRow("two lengths apart")
            << "3 d"
            << "wait 2 days, then 1 day more before the retry" << false;
        QTest::newRow("another number") << "3 d"
                                        << "retried for up to five days." << false;
    }
    void aQuoteStatesAWindowInAnyUnit() {
        QFETCH(QString, duration);
        QFETCH(QString, quote);
        QFETCH(bool, states);
        QString why;
        const std::optional<Duration> length = Duration::parse(duration, &why);
        QVERIFY2(length, qPrintable(why));
        QCOMPARE(QuoteNumber::whyNotForWindow(quote, *length).isEmpty(), states);
    }
};

QTEST_GUILESS_MAIN(TestEvidence)
#include "tst_evidence.moc"
