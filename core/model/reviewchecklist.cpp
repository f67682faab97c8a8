#include "core/model/reviewchecklist.h"

namespace FlowAudit {

namespace {

const QString StatusKey = QStringLiteral("status");
const QString NoteKey = QStringLiteral("note");
const QString ByKey = QStringLiteral("by");
const QString OnKey = QStringLiteral("on");

QString reviewScalarText(const YamlValue* value) {
    return value && value->isScalar() ? value->text() : QString();
}

bool isOwnKey(const QString& key) {
    return key == StatusKey || key == NoteKey || key == ByKey || key == OnKey;
}

// The entry's own keys in the format's order, then the keys FlowAudit does not know. A new
// entry takes the style of the reviews beside it (the nearest map before it): block among
// block, `{...}` among flow style, and the canonical `{...}` when there is none.
YamlValue entryFor(const ManualReview& review, const YamlValue* previous,
                   const YamlValue& reviews) {
    bool flowStyle = true;
    if (previous) {
        flowStyle = previous->flowStyle();
    } else if (reviews.isMap()) {
        for (const YamlMapEntry& other : reviews.entries()) {
            if (other.value.isMap() && !other.value.entries().empty())
                flowStyle = other.value.flowStyle();
        }
    }
    YamlValue entry = YamlValue::map(flowStyle);
    const QString status = review.statusText.isEmpty()
                               ? ReviewChecklist::statusKeyword(review.status)
                               : review.statusText;
    entry.insert(StatusKey, YamlValue::scalar(status));
    if (!review.note.trimmed().isEmpty())
        entry.insert(NoteKey, YamlValue::scalar(review.note.trimmed()));
    if (!review.by.trimmed().isEmpty())
        entry.insert(ByKey, YamlValue::scalar(review.by.trimmed()));
    if (!review.on.trimmed().isEmpty())
        entry.insert(OnKey, YamlValue::scalar(review.on.trimmed()));
    if (previous && previous->isMap()) {
        for (const YamlMapEntry& other : previous->entries()) {
            if (!isOwnKey(other.key))
                entry.insert(other.key, other.value);
        }
    }
    return entry;
}

bool isUntouched(const YamlValue& entry) {
    return entry.entries().size() == 1 &&
           reviewScalarText(entry.find(StatusKey)) ==
               ReviewChecklist::statusKeyword(ManualReview::Status::Open);
}

} // namespace

QString ReviewChecklist::statusKeyword(ManualReview::Status status) {
    switch (status) {
    case ManualReview::Status::Open:
        return QStringLiteral("open");
    case ManualReview::Status::Pass:
        return QStringLiteral("pass");
    case ManualReview::Status::Fail:
        return QStringLiteral("fail");
    case ManualReview::Status::NotApplicable:
        return QStringLiteral("n/a");
    }
    return {};
}

std::optional<ManualReview::Status> ReviewChecklist::statusFromKeyword(QStringView keyword) {
    for (auto status : {ManualReview::Status::Open, ManualReview::Status::Pass,
                        ManualReview::Status::Fail, ManualReview::Status::NotApplicable}) {
        if (keyword.trimmed().compare(statusKeyword(status), Qt::CaseInsensitive) == 0)
            return status;
    }
    return std::nullopt;
}

ManualReview ReviewChecklist::review(const YamlValue& reviews, QStringView rule) {
    ManualReview review;
    review.rule = rule.toString();
    const YamlValue* entry = reviews.isMap() ? reviews.find(rule) : nullptr;
    if (!entry)
        return review;
    if (entry->isScalar()) {
        // `IP04: pass`: a status said on its own.
        const auto status = statusFromKeyword(entry->text());
        review.status = status.value_or(ManualReview::Status::Open);
        review.statusText = status ? QString() : entry->text();
        return review;
    }
    const QString statusText = reviewScalarText(entry->find(StatusKey));
    const auto status = statusFromKeyword(statusText);
    review.status = status.value_or(ManualReview::Status::Open);
    review.statusText = status || statusText.isEmpty() ? QString() : statusText;
    review.note = reviewScalarText(entry->find(NoteKey));
    review.by = reviewScalarText(entry->find(ByKey));
    review.on = reviewScalarText(entry->find(OnKey));
    return review;
}

bool ReviewChecklist::isEditable(const YamlValue& reviews) {
    return reviews.isNull() || reviews.isMap();
}

bool ReviewChecklist::isEditable(const YamlValue& reviews, QStringView rule) {
    if (!isEditable(reviews))
        return false;
    const YamlValue* entry = reviews.isMap() ? reviews.find(rule) : nullptr;
    return !entry || entry->isNull() || entry->isScalar() || entry->isMap();
}

YamlValue ReviewChecklist::withReview(const YamlValue& reviews, const ManualReview& review) {
    Q_ASSERT(isEditable(reviews, review.rule));
    // The review as it already reads: written back it would only reorder keys.
    if (ReviewChecklist::review(reviews, review.rule) == review)
        return reviews;
    const YamlValue* previous = reviews.isMap() ? reviews.find(review.rule) : nullptr;
    const YamlValue entry =
        entryFor(review, previous && previous->isMap() ? previous : nullptr, reviews);
    const bool drop = isUntouched(entry);

    YamlValue result = YamlValue::map(reviews.isMap() ? reviews.flowStyle() : false);
    bool placed = false;
    for (const YamlMapEntry& other : reviews.entries()) {
        if (other.key != review.rule) {
            result.insert(other.key, other.value);
        } else if (!drop) {
            result.insert(other.key, entry);
            placed = true;
        } else {
            placed = true;
        }
    }
    if (!placed && !drop)
        result.insert(review.rule, entry);
    if (result.entries().empty())
        return YamlValue();
    return result;
}

} // namespace FlowAudit
