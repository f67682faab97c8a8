// libFuzzer target: any bytes as a vendor's page, and quotes proposed from it for a card's
// facts (a fact with a number, one without, a window, a retry count). Never a crash; the
// page's blocks joined are its text; every proposal states its fact's number and is found
// once, with its prefix and suffix, by the quote search a verification uses, so accepting
// it never writes a quote the next verification calls changed. Seeded with the test pages.
#include "core/evidence/htmltext.h"
#include "core/evidence/pagesentences.h"
#include "core/evidence/quoteproposals.h"
#include "core/evidence/quotesearch.h"
#include "core/vendors/quotenumber.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

[[noreturn]] void fail(const char* what) {
    std::fprintf(stderr, "fuzz_quoteproposals: %s\n", what);
    std::abort();
}

FlowAudit::VendorCard fuzzedCard() {
    using namespace FlowAudit;
    VendorCard card;
    card.id = QStringLiteral("fuzzed");
    card.source = QStringLiteral("https://docs.example.com/retries");
    card.facts = {QStringLiteral("Deliveries are retried for up to 3 days."),
                  QStringLiteral("Events may arrive out of order."),
                  QStringLiteral("The endpoint must answer within 10 seconds.")};
    VendorWindow window;
    window.kind = WindowKind::Retry;
    window.duration = *Duration::parse(QStringLiteral("3 d"));
    window.note = QStringLiteral("retried for up to three days");
    card.windows = {window};
    VendorRetries retries;
    retries.count = 16;
    retries.note = QStringLiteral("delivery attempts");
    card.retries = {retries};
    return card;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace FlowAudit;
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    const bool plain = size > 0 && data[0] % 4 == 0; // now and then a plain-text page
    const QStringList blocks = plain ? HtmlText::plainTextBlocks(bytes) : HtmlText::blocks(bytes);
    const PageSentences page(blocks);
    if (!plain && page.text() != HtmlText::extract(bytes))
        fail("the page's blocks joined are not its text");
    for (const PageSentences::Sentence& s : page.sentences())
        if (page.text().mid(s.at, s.text.size()) != s.text)
            fail("a sentence is not where it says it is");
    static const VendorCard card = fuzzedCard();
    for (const CardFact& fact : cardFacts(card)) {
        const FactProposals found = QuoteProposals::propose(card, fact, page);
        if (found.proposals.size() > QuoteProposals::MostProposals)
            fail("more proposals than the most");
        for (const QuoteProposal& p : found.proposals) {
            if (!QuoteNumber::whyNotFor(card, fact, p.quote).isEmpty())
                fail("a proposal does not state its fact's number");
            if (!QuoteSearch::find(page.text(), p.quote, p.prefix, p.suffix).found())
                fail("a proposal is not found once on its page");
        }
    }
    return 0;
}
