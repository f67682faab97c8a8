#pragma once

#include "core/evidence/worddiff.h"

#include <QStringList>

#include <optional>

namespace FlowAudit {

// Where a quote stands in a page's text, both normalised (normaliseForMatching).
struct QuoteMatch {
    enum class Kind : quint8 {
        Found,     // once, where its prefix and suffix say, and the page states no rival
        Ambiguous, // more than once, and nothing picks one: `places` says where
        Changed,   // `passage` replaced it, or states its words with another number
        Gone,      // nothing on the page is like it (fewer than half its words together)
    };
    Kind kind = Kind::Gone;
    // Changed: the passage that replaced the quote (located by its prefix and suffix, else
    // the closest one), or the rival that states another number; `diff` runs quote → passage
    // and never holds the prefix or suffix.
    QString passage;
    QList<WordDiffSegment> diff;
    // Ambiguous: each place with a few words either side, "…before [quote] after…"; Changed
    // with no diff: the one place, found outside its prefix and suffix.
    QStringList places;

    bool found() const { return kind == Kind::Found; }
};

namespace QuoteSearch {
// A quote found once is Found only when no other passage of the page is the same words with
// another number (or without its number): a page that states a number two ways does not
// confirm it. With a prefix or suffix, they alone pick the place.
QuoteMatch find(const QString& pageText, const QString& quote, const QString& prefix = {},
                const QString& suffix = {});
// Another passage of the page that is the quote's words with another number (or without its
// number), outside every place the quote stands; nullopt when the page states it one way.
std::optional<QString> rival(const QString& pageText, const QString& quote);
} // namespace QuoteSearch

} // namespace FlowAudit
