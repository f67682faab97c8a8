#pragma once

#include <QLabel>

namespace FlowAudit {

// Why a dialog's OK is off, in words, under its fields: two lines kept for the reason,
// shown or not, so the fields never move while the user types.
class ProblemLabel : public QLabel {
    Q_OBJECT
public:
    explicit ProblemLabel(QWidget* parent = nullptr);
};

} // namespace FlowAudit
