// Quotes proposed from a docs-like page (a cookie banner, navigation, a sidebar, scripts, the
// sentence split by inline markup, a tip box repeating it, a table, a footer): each fact is
// offered the sentences that state its number, and every proposal is found once by the
// quote search a verification uses; a page that states a number two ways offers none.
#include "core/evidence/factverification.h"
#include "core/evidence/htmltext.h"
#include "core/evidence/keywords.h"
#include "core/evidence/pagesentences.h"
#include "core/evidence/quoteproposals.h"
#include "core/evidence/quotesearch.h"
#include "core/vendors/quotenumber.h"
#include "core/vendors/vendorcardreader.h"

#include <QFile>
#include <QTest>

using namespace FlowAudit;

namespace {

const QString Folder = QStringLiteral(FLOWAUDIT_TEST_DATA "/cards/proposals/");

QByteArray pageBytes(const QString& name) {
    QFile file(Folder + QStringLiteral("pages/docs.example.com/") + name);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

VendorCard retriesCard() {
    const VendorCardReadResult read =
        VendorCardReader::readFile(Folder + QStringLiteral("team/example-retries.yaml"));
    if (!read.card)
        qFatal("%s", qPrintable(read.error.toString()));
    return *read.card;
}

CardFact factOf(const VendorCard& card, CardFact::Part part, int index) {
    for (const CardFact& fact : cardFacts(card))
        if (fact.part == part && fact.index == index)
            return fact;
    qFatal("no such fact");
}

FactProposals proposalsFor(const QByteArray& html, CardFact::Part part, int index) {
    const VendorCard card = retriesCard();
    return QuoteProposals::propose(card, factOf(card, part, index),
                                   PageSentences(HtmlText::blocks(html)));
}

QStringList quotesOf(const FactProposals& found) {
    QStringList quotes;
    for (const QuoteProposal& p : found.proposals)
        quotes.append(p.quote);
    return quotes;
}

const QString MainSentence = QStringLiteral(
    "When your endpoint fails to answer, Example retries the delivery with an exponential "
    "back-off for up to three days.");
const QString TipSentence = QStringLiteral(
    "Tip: Example retries the delivery with an exponential back-off for up to three days.");

} // namespace

class TestQuoteProposals : public QObject {
    Q_OBJECT
private slots:
    void blocksJoinedAreThePageText() {
        for (const QString& name : {QStringLiteral("retries.html"), QStringLiteral("app.html")}) {
            const QByteArray html = pageBytes(name);
            QVERIFY(!html.isEmpty());
            QCOMPARE(HtmlText::blocks(html).join(QLatin1Char(' ')), HtmlText::extract(html));
        }
        const QByteArray plain = "Retries\n\nWe retry a failed delivery\nup to 10 times.\n \nEnd.";
        QCOMPARE(HtmlText::plainTextBlocks(plain),
                 QStringList({QStringLiteral("Retries"),
                              QStringLiteral("We retry a failed delivery up to 10 times."),
                              QStringLiteral("End.")}));
    }

    void sentencesEndAtAFullStopAndACapital() {
        const PageSentences page({QStringLiteral(
            "Answer within 10 seconds, e.g. by queueing. Retries use 0.5 s steps, i.e. fast! "
            "Why? Because (see above) it is so.")});
        QStringList texts;
        for (const PageSentences::Sentence& s : page.sentences())
            texts.append(s.text);
        QCOMPARE(texts, QStringList({QStringLiteral("Answer within 10 seconds, e.g. by queueing."),
                                     QStringLiteral("Retries use 0.5 s steps, i.e. fast!"),
                                     QStringLiteral("Why?"),
                                     QStringLiteral("Because (see above) it is so.")}));
        for (const PageSentences::Sentence& s : page.sentences())
            QCOMPARE(page.text().mid(s.at, s.text.size()), s.text);
    }

    void keyWordsMeetTheirForms() {
        QCOMPARE(KeyWords::stem(u"retries"), KeyWords::stem(u"retry"));
        QCOMPARE(KeyWords::stem(u"Retried"), KeyWords::stem(u"retrying"));
        QCOMPARE(KeyWords::of(u"Events may arrive out of order within 3 days."),
                 QSet<QString>(
                     {QStringLiteral("event"), QStringLiteral("arrive"), QStringLiteral("order")}));
    }

    void theSentenceStatingTheNumberComesFirst() {
        const FactProposals found =
            proposalsFor(pageBytes(QStringLiteral("retries.html")), CardFact::Part::Fact, 0);
        QCOMPARE(quotesOf(found), QStringList({MainSentence, TipSentence}));
        QVERIFY(found.rivals.isEmpty());
        // Nothing of the banner, the navigation, the scripts or the footer ("3 days ago").
        for (const QuoteProposal& p : found.proposals)
            QVERIFY(p.prefix.isEmpty() && p.suffix.isEmpty());
    }

    void everyProposalIsFoundOnceByTheQuoteSearch() {
        const QByteArray html = pageBytes(QStringLiteral("retries.html"));
        const QString text = HtmlText::extract(html);
        const VendorCard card = retriesCard();
        int proposed = 0;
        for (const CardFact& fact : cardFacts(card)) {
            if (fact.evidence.url != card.source)
                continue;
            const FactProposals found =
                QuoteProposals::propose(card, fact, PageSentences(HtmlText::blocks(html)));
            QVERIFY2(!found.proposals.isEmpty(), qPrintable(fact.place()));
            for (const QuoteProposal& p : found.proposals) {
                QVERIFY2(QuoteSearch::find(text, p.quote, p.prefix, p.suffix).found(),
                         qPrintable(p.quote));
                QVERIFY2(QuoteNumber::whyNotFor(card, fact, p.quote).isEmpty(),
                         qPrintable(p.quote));
                ++proposed;
            }
        }
        QVERIFY(proposed >= 6);
    }

    void aFactWithoutANumberIsFoundByItsWords() {
        const FactProposals found =
            proposalsFor(pageBytes(QStringLiteral("retries.html")), CardFact::Part::Fact, 2);
        QCOMPARE(quotesOf(found), QStringList({QStringLiteral(
                                      "Events are not guaranteed to arrive in the order they were "
                                      "created.")}));
    }

    void aShortTableCellIsReadWithItsRow() {
        const FactProposals found =
            proposalsFor(pageBytes(QStringLiteral("retries.html")), CardFact::Part::Fact, 3);
        QVERIFY(!found.proposals.isEmpty());
        QVERIFY2(found.proposals.front().quote.endsWith(QLatin1StringView("Delivery attempts 16")),
                 qPrintable(found.proposals.front().quote));
    }

    void aRepeatedSentenceGetsTheContextThatPicksIt() {
        // The tip box says the main paragraph's sentence word for word.
        QByteArray html = pageBytes(QStringLiteral("retries.html"));
        html.replace("<b>Tip:</b> Example retries", "Example retries");
        html.replace("When your endpoint fails to answer, Example", "Example");
        const QString text = HtmlText::extract(html);
        const FactProposals found = proposalsFor(html, CardFact::Part::Fact, 0);
        QVERIFY(!found.proposals.isEmpty());
        const QuoteProposal& first = found.proposals.front();
        QCOMPARE(first.quote, QStringLiteral("Example retries the delivery with an exponential "
                                             "back-off for up to three days."));
        QVERIFY(!first.prefix.isEmpty() || !first.suffix.isEmpty());
        QVERIFY(QuoteSearch::find(text, first.quote).kind == QuoteMatch::Kind::Ambiguous);
        QVERIFY(QuoteSearch::find(text, first.quote, first.prefix, first.suffix).found());
    }

    void aNumberStatedTwoWaysIsSaidNotOffered() {
        // The page: the paragraph now says five days, the tip box still three.
        QByteArray html = pageBytes(QStringLiteral("retries.html"));
        html.replace("up to <em>three&nbsp;days</em>", "up to <em>five&nbsp;days</em>");
        const FactProposals found = proposalsFor(html, CardFact::Part::Fact, 0);
        QVERIFY2(found.proposals.isEmpty(), qPrintable(quotesOf(found).join(u'|')));
        QCOMPARE(found.rivals.size(), 1);
        QVERIFY2(found.rivals.front().contains(QLatin1StringView("five days")),
                 qPrintable(found.rivals.front()));
    }

    void aNumberTheSentencesDoNotStateHasNoProposal() {
        QByteArray html = pageBytes(QStringLiteral("retries.html"));
        html.replace("10&nbsp;seconds", "30&nbsp;seconds");
        const FactProposals found = proposalsFor(html, CardFact::Part::Fact, 1);
        QVERIFY(found.proposals.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestQuoteProposals)
#include "tst_quoteproposals.moc"
