#include "core/evidence/textfragment.h"

#include "core/evidence/textnormaliser.h"

#include <QUrl>

namespace FlowAudit {

namespace {

// One part of the directive: its words as a reader sees them, with the syntax's own
// characters encoded so they are read as text.
QString encoded(const QString& text) {
    return QString::fromLatin1(
        QUrl::toPercentEncoding(normaliseForMatching(text), QByteArray(), "-,&"));
}

} // namespace

QString TextFragment::linkTo(const FactEvidence& evidence) {
    if (!evidence.isQuoted())
        return evidence.url;
    QString directive = encoded(evidence.quote);
    if (!evidence.prefix.isEmpty())
        directive = encoded(evidence.prefix) + QStringLiteral("-,") + directive;
    if (!evidence.suffix.isEmpty())
        directive += QStringLiteral(",-") + encoded(evidence.suffix);
    const qsizetype hash = evidence.url.indexOf(QLatin1Char('#'));
    return (hash < 0 ? evidence.url + QLatin1Char('#') : evidence.url) +
           QStringLiteral(":~:text=") + directive;
}

} // namespace FlowAudit
