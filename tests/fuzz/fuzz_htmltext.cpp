// libFuzzer target: any bytes as a vendor's page (HtmlText, libxml2's HTML parser), then a
// quote looked for in its text. Never a crash; the text is normalised (no run of spaces, no
// space at either end); a quote cut from the text is found in it, and the closest passage of
// a quote not found is a passage of the page. Seeded with tests/data/cards/pages.
#include "core/evidence/htmltext.h"
#include "core/evidence/quotesearch.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

[[noreturn]] void fail(const char* what) {
    std::fprintf(stderr, "fuzz_htmltext: %s\n", what);
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace FlowAudit;
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    // The first byte picks the charset a server might have named.
    static const QByteArray charsets[] = {{}, "utf-8", "windows-1252", "iso-8859-1", "x-unknown"};
    const QByteArray charset = size > 0 ? charsets[data[0] % 5] : QByteArray();
    const QString text = HtmlText::extract(bytes, charset);
    if (text.contains(QStringLiteral("  ")) || text.startsWith(u' ') || text.endsWith(u' '))
        fail("the page's text is not normalised");
    (void)HtmlText::fromPlainText(bytes, charset);
    if (text.size() < 8)
        return 0;
    const QString cut =
        text.mid(text.size() / 3, std::min<qsizetype>(40, text.size() / 3)).trimmed();
    // ASCII only: a cut through a combining sequence may normalise otherwise.
    const bool ascii =
        std::all_of(cut.begin(), cut.end(), [](QChar c) { return c.unicode() < 128; });
    if (ascii && !cut.isEmpty()) {
        // Found, or on the page more than once, or said two ways: never gone.
        const QuoteMatch own = QuoteSearch::find(text, cut);
        if (own.kind == QuoteMatch::Kind::Gone)
            fail("a quote cut from the page is not found in it");
        if (own.kind == QuoteMatch::Kind::Ambiguous && own.places.size() < 2)
            fail("an ambiguous quote does not say its places");
        if (!own.passage.isEmpty() && !text.contains(own.passage))
            fail("the rival passage is not the page's");
    }
    const QuoteMatch other = QuoteSearch::find(text, cut + QStringLiteral(" zzq9"));
    if (!other.found() && !other.passage.isEmpty() && !text.contains(other.passage))
        fail("the closest passage is not the page's");
    return 0;
}
