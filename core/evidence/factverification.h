#pragma once

#include "core/evidence/fetchedpage.h"
#include "core/evidence/worddiff.h"
#include "core/vendors/cardfacts.h"

#include <QDate>

namespace FlowAudit {

// What a fact's page says of its quote today.
enum class VerificationOutcome : quint8 {
    Confirmed,       // the quote is on the page
    Changed,         // it is not, or the page states its number another way too: the passage
                     // and its diff say what the page says now
    Ambiguous,       // the quote is on the page more than once and nothing picks one
    PageMoved,       // the page redirects to another URL
    Unreachable,     // no page: a status, a network error, a page that is not text
    NeedsJavaScript, // the page is a shell its scripts fill in a browser: nothing to read
    NotYetQuoted,    // nothing to look for
    NotChecked,      // the verification was cancelled before the page came
};
// Every outcome, in the order a summary lists them.
inline constexpr VerificationOutcome AllOutcomes[] = {
    VerificationOutcome::Confirmed,   VerificationOutcome::Changed,
    VerificationOutcome::Ambiguous,   VerificationOutcome::PageMoved,
    VerificationOutcome::Unreachable, VerificationOutcome::NeedsJavaScript,
    VerificationOutcome::NotChecked,  VerificationOutcome::NotYetQuoted};

struct FactVerification {
    CardFact fact;
    VerificationOutcome outcome = VerificationOutcome::NotYetQuoted;
    QString detail;  // why unreachable; where a moved page went (and whether the quote is there)
    QString passage; // what the page says instead, for a changed fact
    QList<WordDiffSegment> diff;
    QStringList places; // where an ambiguous quote stands, "…before [quote] after…"
    QStringList redirects;
    QDate day; // when it was verified, where a record says; invalid for one just run

    // `confirmed`, `changed`, `ambiguous`, `page_moved`, `unreachable`, `needs_javascript`,
    // `not_yet_quoted`, `not_checked`: JSON's words.
    static QString keyword(VerificationOutcome outcome);
    // "confirmed", "changed", "page moved"…, in the user's language.
    static QString label(VerificationOutcome outcome);
    // Whether the page was read and said otherwise than the quote (changed, ambiguous, moved,
    // unreachable, needs JavaScript): a failure's mark. Not yet quoted and not checked
    // (cancelled) say nothing of the page.
    static bool foundOtherwise(VerificationOutcome outcome) {
        return outcome != VerificationOutcome::Confirmed &&
               outcome != VerificationOutcome::NotYetQuoted &&
               outcome != VerificationOutcome::NotChecked;
    }
    // The outcome in a line: "changed: "to 10 times" → "to 8 times"", "unreachable: HTTP
    // status 404", "confirmed"; with its day where it has one ("confirmed (2026-12-07)").
    QString summary() const;
    // Whether this is the outcome of that fact: the same place of the same card, quoting the
    // same words (a fact edited since is not said to be verified).
    bool isOf(const CardFact& other) const {
        return fact.cardId == other.cardId && fact.part == other.part &&
               fact.index == other.index && fact.evidence.quotesTheSame(other.evidence);
    }
};

namespace FactVerifier {
// The outcome of one fact against its page, already fetched (or read from a saved copy);
// `pageText` is the page's text (HtmlText), handed in so a page shared by many facts is
// parsed once.
// `whyNoText` is textOf()'s reason when the text is empty, so a page is never parsed twice.
FactVerification verify(const CardFact& fact, const FetchedPage& page, const QString& pageText,
                        const QString& whyNoText = {});
// The page's text, or an empty text and *why when it holds none to search.
QString textOf(const FetchedPage& page, QString* why);
// The same text by block (HtmlText::blocks), for proposing quotes.
QStringList blocksOf(const FetchedPage& page, QString* why);
// A page a browser's scripts fill: it has scripts and next to no words of its own (a
// "Loading…" or "enable JavaScript" shell), so what it says cannot be read here.
bool isScriptShell(const FetchedPage& page, const QString& text);
// What to do about such a page, in a sentence.
QString whyScriptShell();
} // namespace FactVerifier

} // namespace FlowAudit
