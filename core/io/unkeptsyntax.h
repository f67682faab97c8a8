#pragma once

#include <QString>
#include <QStringList>

namespace FlowAudit {

// What a YAML file may hold that FlowAudit reads but cannot write back: yaml-cpp's writer
// drops comments, anchors (&name) and tags (!name). The reader notes them (the comments
// through YamlTextScan) so that the editor can say, before the first save over that file,
// exactly what would be lost.
struct UnkeptSyntax {
    int comments = 0;
    int firstCommentLine = 0;
    int anchors = 0;
    int firstAnchorLine = 0;
    QStringList tags; // distinct, in the order they first appear
    int firstTagLine = 0;

    bool isEmpty() const { return comments == 0 && anchors == 0 && tags.isEmpty(); }
    void noteAnchor(int line);
    void noteTag(const QString& tag, int line);
    // "4 comments (the first on line 2), 1 anchor (line 9), the tag !vault (line 12)".
    QString describe() const;
};

} // namespace FlowAudit
