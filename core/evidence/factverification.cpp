#include "core/evidence/factverification.h"

#include "core/evidence/htmltext.h"
#include "core/evidence/quotesearch.h"

#include <QCoreApplication>

namespace FlowAudit {

QString FactVerification::keyword(VerificationOutcome outcome) {
    switch (outcome) {
    case VerificationOutcome::Confirmed:
        return QStringLiteral("confirmed");
    case VerificationOutcome::Changed:
        return QStringLiteral("changed");
    case VerificationOutcome::PageMoved:
        return QStringLiteral("page_moved");
    case VerificationOutcome::Unreachable:
        return QStringLiteral("unreachable");
    case VerificationOutcome::NotYetQuoted:
        return QStringLiteral("not_yet_quoted");
    }
    return {};
}

QString FactVerification::label(VerificationOutcome outcome) {
    switch (outcome) {
    case VerificationOutcome::Confirmed:
        return QCoreApplication::translate("FactVerification", "confirmed");
    case VerificationOutcome::Changed:
        return QCoreApplication::translate("FactVerification", "changed");
    case VerificationOutcome::PageMoved:
        return QCoreApplication::translate("FactVerification", "page moved");
    case VerificationOutcome::Unreachable:
        return QCoreApplication::translate("FactVerification", "unreachable");
    case VerificationOutcome::NotYetQuoted:
        return QCoreApplication::translate("FactVerification", "not yet quoted");
    }
    return {};
}

QString FactVerification::summary() const {
    QString line = label(outcome);
    const QStringList changes = WordDiff::changes(diff);
    if (!changes.isEmpty())
        line += QStringLiteral(": ") + changes.join(QStringLiteral("; "));
    else if (!detail.isEmpty())
        line += QStringLiteral(": ") + detail;
    return line;
}

QString FactVerifier::textOf(const FetchedPage& page, QString* why) {
    if (!page.error.isEmpty()) {
        *why = page.error;
        return {};
    }
    if (page.status != 0 && (page.status < 200 || page.status > 299)) {
        *why = QCoreApplication::translate("FactVerification", "HTTP status %1").arg(page.status);
        return {};
    }
    const QByteArray type = page.contentType.toLower();
    if (type.isEmpty() || type == "text/html" || type == "application/xhtml+xml")
        return HtmlText::extract(page.body, page.charset);
    if (type == "text/plain")
        return HtmlText::fromPlainText(page.body, page.charset);
    *why = QCoreApplication::translate("FactVerification", "not a web page but %1")
               .arg(QString::fromLatin1(page.contentType));
    return {};
}

FactVerification FactVerifier::verify(const CardFact& fact, const FetchedPage& page,
                                      const QString& pageText, const QString& whyNoText) {
    FactVerification result{fact, VerificationOutcome::NotYetQuoted, {}, {}, {}, page.redirects};
    if (!fact.evidence.isQuoted())
        return result;
    QString why = whyNoText;
    if (pageText.isEmpty()) {
        if (why.isEmpty())
            (void)textOf(page, &why);
        result.outcome = VerificationOutcome::Unreachable;
        result.detail = why.isEmpty() ? QCoreApplication::translate("FactVerification",
                                                                    "the page holds no text")
                                      : why;
        return result;
    }
    const QuoteMatch match = QuoteSearch::find(pageText, fact.evidence.quote, fact.evidence.prefix,
                                               fact.evidence.suffix);
    if (page.isMoved()) {
        result.outcome = VerificationOutcome::PageMoved;
        result.detail = match.found
                            ? QCoreApplication::translate("FactVerification",
                                                          "now at %1, where the quote is found")
                                  .arg(page.finalUrl)
                            : QCoreApplication::translate("FactVerification",
                                                          "now at %1, where the quote is not found")
                                  .arg(page.finalUrl);
    } else {
        result.outcome =
            match.found ? VerificationOutcome::Confirmed : VerificationOutcome::Changed;
        if (!match.found && match.passage.isEmpty())
            result.detail = QCoreApplication::translate("FactVerification",
                                                        "no passage on the page is like the quote");
    }
    result.passage = match.passage;
    result.diff = match.diff;
    return result;
}

} // namespace FlowAudit
