#include "core/import/flowdraft.h"

#include "core/model/reviewchecklist.h"

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

void FlowDraft::failReview(const QString& rule, const QString& evidence) {
    m_failedReviews[rule].append(evidence);
}

void FlowDraft::setExtra(const QString& key, YamlValue value) {
    m_flow.flow.appendExtraField(key, std::move(value));
}

ImportedFlow FlowDraft::finish() {
    set(Field::Notes, m_notes.join(u' '));
    YamlValue reviews = m_flow.flow.reviews();
    for (auto it = m_failedReviews.constBegin(); it != m_failedReviews.constEnd(); ++it) {
        ManualReview review;
        review.rule = it.key();
        review.status = ManualReview::Status::Fail;
        review.note = it->join(QLatin1StringView("; "));
        review.by = QStringLiteral("flowaudit import");
        reviews = ReviewChecklist::withReview(reviews, review);
    }
    if (!m_failedReviews.isEmpty())
        m_flow.flow.setReviews(std::move(reviews));
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
