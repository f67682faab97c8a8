// The quotes bundled with FlowAudit's vendor cards are the vendors' own words: each is in the
// line of the vendor's published source its checked_by names (REPO@COMMIT:PATH:LINE), as a
// reader sees that line rendered, and every bundled quote names such a line. The lines were
// copied from the sources at those commits (tests/data/vendor-sources/source-lines.txt).
#include "core/evidence/textnormaliser.h"
#include "core/vendors/cardfacts.h"
#include "core/vendors/vendorcatalogue.h"

#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace FlowAudit;

namespace {

const QString BundledCards = QStringLiteral(FLOWAUDIT_SOURCE_DIR "/resources/vendors");
const QString SourceLines =
    QStringLiteral(FLOWAUDIT_SOURCE_DIR "/tests/data/vendor-sources/source-lines.txt");

// Each source reference and its line, as the file holds them.
QHash<QString, QString> sourceLines() {
    QFile file(SourceLines);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(SourceLines));
    QHash<QString, QString> lines;
    QString reference;
    for (const QString& line : QString::fromUtf8(file.readAll()).split(u'\n')) {
        if (line.startsWith(QLatin1String("> ")) && !reference.isEmpty())
            lines.insert(reference, line.mid(2));
        else if (!line.isEmpty() && !line.startsWith(u'#'))
            reference = line;
    }
    return lines;
}

// A markdown line as its page shows it: links as their words, emphasis, code marks, Liquid
// tags, HTML tags, table bars and list markers gone.
QString rendered(QString markdown) {
    static const QRegularExpression link(QStringLiteral(R"(\[([^\]]*)\]\([^)]*\))"));
    static const QRegularExpression liquid(QStringLiteral(R"(\{%[^%]*%\})"));
    static const QRegularExpression html(QStringLiteral(R"(<[^>]+>)"));
    static const QRegularExpression listMarker(QStringLiteral(R"(^\s*(?:[-*]|\d+\.)\s+)"));
    markdown.replace(link, QStringLiteral("\\1"));
    markdown.remove(liquid);
    markdown.remove(html);
    markdown.remove(listMarker);
    markdown.remove(QStringLiteral("**"));
    markdown.remove(u'*');
    markdown.remove(u'`');
    markdown.replace(u'|', u' ');
    return normaliseForMatching(markdown);
}

} // namespace

class TestBundledQuotes : public QObject {
    Q_OBJECT
private slots:
    void everyBundledQuoteIsInItsSourceLine() {
        const VendorCatalogue::LoadResult bundled = VendorCatalogue::loadDirectory(BundledCards);
        QVERIFY(bundled.errors.isEmpty());
        const QHash<QString, QString> lines = sourceLines();
        QVERIFY(lines.size() >= 10);
        static const QRegularExpression reference(
            QStringLiteral(R"(^[\w.-]+/[\w.-]+@[0-9a-f]{7}:[^:]+:\d+$)"));
        int quoted = 0;
        for (const VendorCard& card : bundled.catalogue.cards()) {
            for (const CardFact& fact : cardFacts(card)) {
                if (!fact.evidence.isQuoted())
                    continue;
                ++quoted;
                const QString where = card.id + QLatin1Char(' ') + fact.place();
                const QString& source = fact.evidence.checkedBy;
                QVERIFY2(
                    reference.match(source).hasMatch(),
                    qPrintable(where + QStringLiteral(": checked_by is not a source: ") + source));
                QVERIFY2(lines.contains(source),
                         qPrintable(where + QStringLiteral(": no copy of ") + source));
                QVERIFY2(
                    rendered(lines[source]).contains(normaliseForMatching(fact.evidence.quote)),
                    qPrintable(where + QStringLiteral(": not in ") + source));
                QVERIFY2(FactEvidence::isPageUrl(fact.evidence.url), qPrintable(where));
            }
        }
        // Segment, Standard Webhooks, the IETF draft, n8n, Make and Braze: the six cards whose
        // vendors' own words were at hand.
        QCOMPARE(quoted, 20);
    }

    // The check itself: a quote with one word changed is not in its line.
    void aChangedWordIsNotInTheLine() {
        const QString line = sourceLines().value(QStringLiteral(
            "segmentio/segment-docs@747b35d:src/connections/destinations/index.md:181"));
        QVERIFY(rendered(line).contains(QStringLiteral("retry failed destination API calls for "
                                                       "four hours")));
        QVERIFY(!rendered(line).contains(QStringLiteral("retry failed destination API calls for "
                                                        "five hours")));
    }
};

QTEST_GUILESS_MAIN(TestBundledQuotes)
#include "tst_bundledquotes.moc"
