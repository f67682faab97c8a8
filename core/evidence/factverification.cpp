#include "core/evidence/factverification.h"

#include "core/evidence/htmltext.h"
#include "core/evidence/quotesearch.h"

#include <QCoreApplication>

namespace FlowAudit {

namespace {

enum class TextKind : quint8 { None, Html, Plain };

// Which text the page holds; None, with *why, when it holds none to search.
TextKind textKind(const FetchedPage& page, QString* why) {
    if (!page.error.isEmpty()) {
        *why = page.error;
        return TextKind::None;
    }
    if (page.status != 0 && (page.status < 200 || page.status > 299)) {
        *why = QCoreApplication::translate("FactVerification", "HTTP status %1").arg(page.status);
        return TextKind::None;
    }
    const QByteArray type = page.contentType.toLower();
    if (type.isEmpty() || type == "text/html" || type == "application/xhtml+xml")
        return TextKind::Html;
    if (type == "text/plain")
        return TextKind::Plain;
    *why = QCoreApplication::translate("FactVerification", "not a web page but %1")
               .arg(QString::fromLatin1(page.contentType));
    return TextKind::None;
}

FactVerification needsJavaScript(FactVerification result) {
    result.outcome = VerificationOutcome::NeedsJavaScript;
    result.detail = FactVerifier::whyScriptShell();
    return result;
}

} // namespace

QString FactVerification::keyword(VerificationOutcome outcome) {
    switch (outcome) {
    case VerificationOutcome::Confirmed:
        return QStringLiteral("confirmed");
    case VerificationOutcome::Changed:
        return QStringLiteral("changed");
    case VerificationOutcome::Ambiguous:
        return QStringLiteral("ambiguous");
    case VerificationOutcome::PageMoved:
        return QStringLiteral("page_moved");
    case VerificationOutcome::Unreachable:
        return QStringLiteral("unreachable");
    case VerificationOutcome::NeedsJavaScript:
        return QStringLiteral("needs_javascript");
    case VerificationOutcome::NotYetQuoted:
        return QStringLiteral("not_yet_quoted");
    case VerificationOutcome::NotChecked:
        return QStringLiteral("not_checked");
    }
    return {};
}

QString FactVerification::label(VerificationOutcome outcome) {
    switch (outcome) {
    case VerificationOutcome::Confirmed:
        return QCoreApplication::translate("FactVerification", "confirmed");
    case VerificationOutcome::Changed:
        return QCoreApplication::translate("FactVerification", "changed");
    case VerificationOutcome::Ambiguous:
        return QCoreApplication::translate("FactVerification", "ambiguous");
    case VerificationOutcome::PageMoved:
        return QCoreApplication::translate("FactVerification", "page moved");
    case VerificationOutcome::Unreachable:
        return QCoreApplication::translate("FactVerification", "unreachable");
    case VerificationOutcome::NeedsJavaScript:
        return QCoreApplication::translate("FactVerification", "needs JavaScript");
    case VerificationOutcome::NotYetQuoted:
        return QCoreApplication::translate("FactVerification", "not yet quoted");
    case VerificationOutcome::NotChecked:
        return QCoreApplication::translate("FactVerification", "not checked");
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
    if (day.isValid())
        line += QStringLiteral(" (%1)").arg(day.toString(Qt::ISODate));
    return line;
}

QString FactVerifier::textOf(const FetchedPage& page, QString* why) {
    switch (textKind(page, why)) {
    case TextKind::Html:
        return HtmlText::extract(page.body, page.charset);
    case TextKind::Plain:
        return HtmlText::fromPlainText(page.body, page.charset);
    case TextKind::None:
        break;
    }
    return {};
}

QStringList FactVerifier::blocksOf(const FetchedPage& page, QString* why) {
    switch (textKind(page, why)) {
    case TextKind::Html:
        return HtmlText::blocks(page.body, page.charset);
    case TextKind::Plain:
        return HtmlText::plainTextBlocks(page.body, page.charset);
    case TextKind::None:
        break;
    }
    return {};
}

bool FactVerifier::isScriptShell(const FetchedPage& page, const QString& text) {
    static constexpr int FewWords = 40;
    const QByteArrayView body(page.body);
    const bool scripts =
        body.contains("<script") || body.contains("<SCRIPT") || body.contains("<Script");
    const qsizetype words = text.isEmpty() ? 0 : text.count(QLatin1Char(' ')) + 1;
    return scripts && words < FewWords;
}

QString FactVerifier::whyScriptShell() {
    return QCoreApplication::translate(
        "FactVerification",
        "its scripts fill the page in a browser: save the page from a browser and use "
        "--saved-pages");
}

FactVerification FactVerifier::verify(const CardFact& fact, const FetchedPage& page,
                                      const QString& pageText, const QString& whyNoText) {
    FactVerification result;
    result.fact = fact;
    result.redirects = page.redirects;
    if (!fact.evidence.isQuoted())
        return result;
    if (page.cancelled) {
        result.outcome = VerificationOutcome::NotChecked;
        result.detail = page.error;
        return result;
    }
    QString why = whyNoText;
    if (pageText.isEmpty()) {
        if (why.isEmpty())
            (void)textOf(page, &why);
        if (why.isEmpty() && FactVerifier::isScriptShell(page, pageText))
            return needsJavaScript(result);
        result.outcome = VerificationOutcome::Unreachable;
        result.detail = why.isEmpty() ? QCoreApplication::translate("FactVerification",
                                                                    "the page holds no text")
                                      : why;
        return result;
    }
    const QuoteMatch match = QuoteSearch::find(pageText, fact.evidence.quote, fact.evidence.prefix,
                                               fact.evidence.suffix);
    // Nothing like the quote on a page of scripts and a few words: the words are the
    // scripts' to write, not gone.
    if (match.kind == QuoteMatch::Kind::Gone && FactVerifier::isScriptShell(page, pageText))
        return needsJavaScript(result);
    if (page.isMoved()) {
        result.outcome = VerificationOutcome::PageMoved;
        result.detail = match.found()
                            ? QCoreApplication::translate("FactVerification",
                                                          "now at %1, where the quote is found")
                                  .arg(page.finalUrl)
                            : QCoreApplication::translate("FactVerification",
                                                          "now at %1, where the quote is not found")
                                  .arg(page.finalUrl);
    } else {
        switch (match.kind) {
        case QuoteMatch::Kind::Found:
            result.outcome = VerificationOutcome::Confirmed;
            break;
        case QuoteMatch::Kind::Ambiguous:
            result.outcome = VerificationOutcome::Ambiguous;
            result.detail = QCoreApplication::translate(
                "FactVerification", "on the page %n times; a prefix or suffix picks the one meant",
                nullptr, int(match.places.size()));
            break;
        case QuoteMatch::Kind::Changed:
            result.outcome = VerificationOutcome::Changed;
            if (match.diff.isEmpty())
                result.detail = QCoreApplication::translate(
                    "FactVerification", "the quote is on the page, but not between its prefix "
                                        "and suffix");
            break;
        case QuoteMatch::Kind::Gone:
            result.outcome = VerificationOutcome::Changed;
            result.detail = QCoreApplication::translate("FactVerification",
                                                        "no passage on the page is like the quote");
            break;
        }
    }
    result.places = match.places;
    result.passage = match.passage;
    result.diff = match.diff;
    return result;
}

} // namespace FlowAudit
