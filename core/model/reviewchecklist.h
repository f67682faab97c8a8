#pragma once

#include "core/model/yamlvalue.h"

#include <QList>

namespace FlowAudit {

// One rule applied by hand to one flow: the entry under the flow's `reviews`.
struct ManualReview {
    enum class Status : quint8 { Open, Pass, Fail, NotApplicable };

    QString rule;
    Status status = Status::Open;
    QString statusText; // as written, when it is not one of the four (kept, shown, never lost)
    QString note;
    QString by;
    QString on; // the date, as written (ISO 8601 when FlowAudit writes it)

    bool operator==(const ManualReview& other) const = default;
    // Open with nothing written: a checklist item no reviewer has touched.
    bool isUntouched() const {
        return status == Status::Open && statusText.isEmpty() && note.isEmpty() && by.isEmpty() &&
               on.isEmpty();
    }
};

// The manual review checklist of a flow, read from and written back to its `reviews` map.
// Rules, keys and entries FlowAudit does not know are kept where they were.
class ReviewChecklist {
public:
    static QString statusKeyword(ManualReview::Status status); // open, pass, fail, n/a
    static std::optional<ManualReview::Status> statusFromKeyword(QStringView keyword);

    // A `reviews` that is not a map (a list or text the user wrote) is shown, never rewritten.
    static bool isEditable(const YamlValue& reviews);
    // The same for one rule's entry: absent, a status, or a map; a list there is kept.
    static bool isEditable(const YamlValue& reviews, QStringView rule);
    // The review of `rule` in `reviews` (an open one when there is none).
    static ManualReview review(const YamlValue& reviews, QStringView rule);
    // `reviews` with `rule`'s entry set to `review` (unchanged when it already reads so); an
    // open review with no note, reviewer or date and no other keys is removed, so untouched
    // rules stay out of the file.
    static YamlValue withReview(const YamlValue& reviews, const ManualReview& review);
};

} // namespace FlowAudit
