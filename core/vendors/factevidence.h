#pragma once

#include <QDate>
#include <QString>
#include <QUrl>

namespace FlowAudit {

// Where one number of a vendor card comes from: the vendor's page and the exact sentence on
// it that states the number (the W3C Web Annotation TextQuoteSelector's idea: `quote` is the
// exact text, `prefix` and `suffix` tell repeated passages apart), and who confirmed it when.
struct FactEvidence {
    // What a card file may hold, so a hostile file cannot flood a report or a dialog.
    static constexpr qsizetype MaxUrl = 2'000;
    static constexpr qsizetype MaxQuote = 1'000;
    static constexpr qsizetype MaxContext = 200; // prefix and suffix each
    static constexpr qsizetype MaxCheckedBy = 100;

    QString url; // the page, a full https URL; the card's source where the fact names none
    QString quote;
    QString prefix;
    QString suffix;
    QDate checked;     // invalid: never confirmed
    QString checkedBy; // who confirmed it

    bool isQuoted() const { return !quote.isEmpty(); }
    // A page's full https URL: evidence is a page anyone can open, never a file or a plain
    // http address that a proxy could change on the way.
    static bool isPageUrl(const QString& text) {
        const QUrl url(text, QUrl::StrictMode);
        return text.size() <= MaxUrl && url.isValid() &&
               url.scheme() == QLatin1StringView("https") && !url.host().isEmpty();
    }
    // The same words on the same page, whoever confirmed them when.
    bool quotesTheSame(const FactEvidence& other) const {
        return url == other.url && quote == other.quote && prefix == other.prefix &&
               suffix == other.suffix;
    }
    bool operator==(const FactEvidence& other) const = default;
};

} // namespace FlowAudit
