#include "core/import/flowdraft.h"

#include <QRegularExpression>
#include <QUrl>

#include <algorithm>

namespace FlowAudit {

FlowDraft::FlowDraft(QString kind, QString origin) {
    m_flow.kind = std::move(kind);
    m_flow.origin = std::move(origin);
}

void FlowDraft::set(Field field, const QString& value) {
    if (value.trimmed().isEmpty())
        return;
    m_flow.flow.setText(field, value);
    if (!m_flow.derived.contains(field))
        m_flow.derived.append(field);
}

ImportedFlow FlowDraft::finish() {
    set(Field::Notes, m_notes.join(u' '));
    std::sort(m_flow.derived.begin(), m_flow.derived.end());
    return m_flow;
}

QString hostOfUrl(const QString& url) {
    const QString trimmed = url.trimmed();
    if (trimmed.startsWith(u'=') || trimmed.contains(QLatin1StringView("{{")))
        return {};
    const QUrl parsed = QUrl::fromUserInput(trimmed);
    return parsed.isValid() ? parsed.host().toLower() : QString();
}

bool isIdempotencyHeader(QStringView name) {
    static const QRegularExpression pattern(QStringLiteral("^\\s*idempotency[-_ ]?key\\s*$"),
                                            QRegularExpression::CaseInsensitiveOption);
    return pattern.match(name.toString()).hasMatch();
}

} // namespace FlowAudit
