#include "core/io/unkeptsyntax.h"

#include <QCoreApplication>

namespace FlowAudit {

void UnkeptSyntax::noteAnchor(int line) {
    if (anchors++ == 0)
        firstAnchorLine = line;
}

void UnkeptSyntax::noteTag(const QString& tag, int line) {
    if (tags.isEmpty())
        firstTagLine = line;
    if (!tags.contains(tag) && tags.size() < 8) // a name or two is enough to say what goes
        tags.append(tag);
}

QString UnkeptSyntax::describe() const {
    QStringList parts;
    if (comments > 0)
        parts.append(QCoreApplication::translate(
                         "UnkeptSyntax", "%n comment(s) (the first on line %1)", nullptr, comments)
                         .arg(firstCommentLine));
    if (anchors > 0)
        parts.append(QCoreApplication::translate("UnkeptSyntax",
                                                 "%n anchor(s) (&name, the first on line %1)",
                                                 nullptr, anchors)
                         .arg(firstAnchorLine));
    if (!tags.isEmpty())
        parts.append(QCoreApplication::translate("UnkeptSyntax",
                                                 "the tag(s) %1 (the first on line %2)", nullptr,
                                                 int(tags.size()))
                         .arg(tags.join(QStringLiteral(", ")))
                         .arg(firstTagLine));
    return parts.join(QStringLiteral("; "));
}

} // namespace FlowAudit
