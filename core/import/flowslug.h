#pragma once

#include <QSet>
#include <QString>

namespace FlowAudit {

// A flow ID made from a name when the export has none (Make never has one, n8n templates
// often not): lower case ASCII letters, digits and `_`, umlauts spelt out (Rechnung
// prüfen → rechnung_pruefen). Deterministic, so a re-import of the same file finds the
// flow again.
class FlowSlug {
public:
    static QString of(const QString& name);
    // `slug`, or `slug_2`, `slug_3` … when taken; the result is added to taken.
    static QString unique(const QString& slug, QSet<QString>* taken);
};

} // namespace FlowAudit
