#pragma once

#include <QDialog>

class QLabel;

namespace FlowAudit {

// About FlowAudit: what it is, and the versions a bug report needs: FlowAudit, the rules
// (docs/spec/rules.md), Qt at run time and at build time, and yaml-cpp.
class AboutDialog : public QDialog {
    Q_OBJECT
public:
    explicit AboutDialog(QWidget* parent = nullptr);

    // The versions as plain text lines, also offered for copying.
    static QString versions();

private:
    QLabel* m_versions;
};

} // namespace FlowAudit
