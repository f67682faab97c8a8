#include "ui/widgets/problemlabel.h"

namespace FlowAudit {

ProblemLabel::ProblemLabel(QWidget* parent)
    : QLabel(parent) {
    setWordWrap(true);
    setMinimumHeight(fontMetrics().lineSpacing() * 2);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
}

} // namespace FlowAudit
