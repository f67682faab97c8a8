#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace FlowAudit {

// Step `step` of a ReportSteps has done `done` of `total`; false asks the work to stop. The
// report pipeline reports through it, to the editor's progress dialog or the command line's
// progress line alike. May be called from a worker thread.
using ReportStepProgress = std::function<bool(int step, int done, int total)>;

// The steps a report goes through (checking, writing, laying out…), each with a label and
// a weight, its share of the time: where a progress bar stands when a step has done part
// of its work, so the bar moves with the time rather than by step. The editor's progress
// dialog and the command line's progress line read it alike.
class ReportSteps {
public:
    static constexpr int Scale = 1000; // a bar's whole length

    // Equal shares when the weights do not give one per label.
    explicit ReportSteps(QStringList labels, QList<int> weights = {});

    int count() const { return int(m_labels.size()); }
    QString label(int step) const { return m_labels.value(step); }
    // Where the bar stands, of Scale, when `step` has done `done` of `total`; never its end,
    // which only the work's end reaches.
    int barValue(int step, int done, int total) const;

private:
    QStringList m_labels;
    QList<int> m_weights;
};

} // namespace FlowAudit
