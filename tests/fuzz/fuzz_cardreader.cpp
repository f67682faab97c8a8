// libFuzzer target: any bytes as a team's vendor card. Read, it is a card or an error with a
// line, never a crash; a card read is stamped (every quoted fact confirmed today), and the
// stamped text reads back as the same card with only the dates and checkers changed. A
// manual check (Mark Fact as Checked) recorded in one fact reads back as the same card with
// only that fact's evidence new, or is refused with the text untouched.
// Seeded with the bundled cards and tests/data/cards.
#include "core/evidence/cardevidencewriter.h"
#include "core/evidence/cardstamp.h"
#include "core/io/yaml/yamlreader.h"
#include "core/model/yamlvalue.h"
#include "core/vendors/vendorcardreader.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

[[noreturn]] void fail(const char* what) {
    std::fprintf(stderr, "fuzz_cardreader: %s\n", what);
    std::abort();
}

std::optional<FlowAudit::VendorCard> read(const QByteArray& bytes) {
    QString why;
    const std::optional<FlowAudit::YamlValue> value = FlowAudit::YamlReader::readValue(bytes, &why);
    if (!value)
        return std::nullopt;
    // The reader wants the file named after the card: named so, whatever the card says.
    const FlowAudit::YamlValue* id = value->isMap() ? value->find(u"card") : nullptr;
    const QString name =
        (id && id->isScalar() ? id->text() : QStringLiteral("card")) + QStringLiteral(".yaml");
    return FlowAudit::VendorCardReader::read(*value, name).card;
}

// One fact, picked by the input's last byte, checked by hand: a new page and quote.
void recordCheck(const QByteArray& bytes, const FlowAudit::VendorCard& card, QDate today) {
    using namespace FlowAudit;
    const QList<CardFact> facts = cardFacts(card);
    if (facts.isEmpty())
        return;
    const CardFact& fact = facts[int(quint8(bytes.back())) % facts.size()];
    FactEvidence check;
    check.url = QStringLiteral("https://fuzz.example/page#part");
    check.quote = QStringLiteral("Up to \"10\" retries: # not a comment \\ nor\ta tab");
    check.prefix = QStringLiteral("- before");
    check.checked = today;
    check.checkedBy = QStringLiteral("Null");
    const QString fileName = card.id + QStringLiteral(".yaml");
    const CardFileChange recorded = CardEvidenceWriter::record(bytes, fileName, fact, check);
    if (recorded.error) {
        if (recorded.text != bytes)
            fail("a refused check changed the text");
        return;
    }
    const std::optional<VendorCard> after = read(recorded.text);
    if (!after)
        fail("the checked card does not read back");
    VendorCard expected = card;
    FactEvidence* stored = storedEvidence(expected, fact);
    const bool keepsUrl = !stored->url.isEmpty() || check.url != card.source;
    *stored = check;
    if (!keepsUrl)
        stored->url.clear();
    if (!(*after == expected))
        fail("the check changed more than that fact's evidence");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace FlowAudit;
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    const std::optional<VendorCard> card = read(bytes);
    if (!card)
        return 0;
    const QDate today(2026, 12, 6);
    recordCheck(bytes, *card, today);
    const QString fileName = card->id + QStringLiteral(".yaml");
    QList<CardFact> quoted;
    for (const CardFact& fact : cardFacts(*card))
        if (fact.evidence.isQuoted())
            quoted.append(fact);
    if (quoted.isEmpty())
        return 0;
    const CardStamp::Result stamped =
        CardStamp::stamp(bytes, fileName, quoted, today, QStringLiteral("Fuzz"));
    if (stamped.error) {
        if (stamped.text != bytes)
            fail("a refused stamp changed the text");
        return 0;
    }
    const std::optional<VendorCard> after = read(stamped.text);
    if (!after)
        fail("the stamped card does not read back");
    VendorCard expected = *card;
    const auto stampOf = [&](FactEvidence& e) {
        if (e.isQuoted()) {
            e.checked = today;
            e.checkedBy = QStringLiteral("Fuzz");
        }
    };
    for (FactEvidence& e : expected.factEvidence)
        stampOf(e);
    for (VendorWindow& w : expected.windows)
        stampOf(w.evidence);
    for (VendorRetries& r : expected.retries)
        stampOf(r.evidence);
    if (!(*after == expected))
        fail("the stamp changed more than the dates and checkers");
    return 0;
}
