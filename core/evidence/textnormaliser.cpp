#include "core/evidence/textnormaliser.h"

namespace FlowAudit {

namespace {

// What a character becomes: itself, another, or nothing (0).
char16_t plain(char16_t c) {
    switch (c) {
    case u'\u2018':
    case u'\u2019':
    case u'\u201A':
    case u'\u201B':
    case u'\u2032':
        return u'\'';
    case u'\u201C':
    case u'\u201D':
    case u'\u201E':
    case u'\u201F':
    case u'\u2033':
    case u'\u00AB':
    case u'\u00BB':
        return u'"';
    case u'\u2010':
    case u'\u2011':
    case u'\u2012':
    case u'\u2013':
    case u'\u2014':
    case u'\u2015':
    case u'\u2212':
        return u'-';
    case u'\u00AD':
    case u'\u200B':
    case u'\u200C':
    case u'\u200D':
    case u'\u2060':
    case u'\uFEFF':
        return 0;
    default:
        return c;
    }
}

} // namespace

QString normaliseForMatching(QStringView text) {
    const QString folded = text.toString().normalized(QString::NormalizationForm_KC);
    QString out;
    out.reserve(folded.size());
    bool space = true; // drops leading space
    for (const QChar ch : folded) {
        const char16_t c = plain(ch.unicode());
        if (c == 0)
            continue;
        if (QChar(c).isSpace()) {
            space = true;
            continue;
        }
        if (space && !out.isEmpty())
            out.append(u' ');
        space = false;
        out.append(QChar(c));
    }
    return out;
}

} // namespace FlowAudit
