#pragma once

#include <QIcon>
#include <QString>

namespace FlowAudit {

// How the desktop knows the editor: the application ID (the name of its desktop entry,
// AppStream file and icon) and its icon, from the icon theme when FlowAudit is installed,
// else the copies built into the program (run from the build tree).
class ApplicationIdentity {
public:
    static QString id() { return QStringLiteral("org.flowaudit.FlowAudit"); }
    static QIcon icon();
};

} // namespace FlowAudit
