#include "core/import/flowslug.h"

namespace FlowAudit {

QString FlowSlug::of(const QString& name) {
    QString spelt = name;
    spelt.replace(QChar(u'ä'), QLatin1StringView("ae"))
        .replace(QChar(u'ö'), QLatin1StringView("oe"))
        .replace(QChar(u'ü'), QLatin1StringView("ue"))
        .replace(QChar(u'Ä'), QLatin1StringView("Ae"))
        .replace(QChar(u'Ö'), QLatin1StringView("Oe"))
        .replace(QChar(u'Ü'), QLatin1StringView("Ue"))
        .replace(QChar(u'ß'), QLatin1StringView("ss"));
    const QString decomposed = spelt.normalized(QString::NormalizationForm_KD);
    QString slug;
    bool gap = false;
    for (const QChar c : decomposed) {
        if (c.unicode() < 128 && c.isLetterOrNumber()) {
            if (gap && !slug.isEmpty())
                slug += u'_';
            slug += c.toLower();
            gap = false;
        } else if (c.category() != QChar::Mark_NonSpacing) {
            gap = true;
        }
        if (slug.size() >= 60)
            break;
    }
    return slug;
}

QString FlowSlug::unique(const QString& slug, QSet<QString>* taken) {
    QString candidate = slug;
    for (int n = 2; taken->contains(candidate); ++n)
        candidate = slug + u'_' + QString::number(n);
    taken->insert(candidate);
    return candidate;
}

} // namespace FlowAudit
