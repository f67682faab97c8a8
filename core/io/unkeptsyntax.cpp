#include "core/io/unkeptsyntax.h"

#include <QCoreApplication>
#include <QIODevice>

namespace FlowAudit {

void UnkeptSyntax::noteAnchor(int line)
{
    if (anchors++ == 0)
        firstAnchorLine = line;
}

void UnkeptSyntax::noteTag(const QString& tag, int line)
{
    if (tags.isEmpty())
        firstTagLine = line;
    if (!tags.contains(tag) && tags.size() < 8) // a name or two is enough to say what goes
        tags.append(tag);
}

QString UnkeptSyntax::describe() const
{
    QStringList parts;
    if (comments > 0)
        parts.append(QCoreApplication::translate("UnkeptSyntax", "%n comment(s) (the first on line %1)", nullptr, comments)
                         .arg(firstCommentLine));
    if (anchors > 0)
        parts.append(QCoreApplication::translate("UnkeptSyntax", "%n anchor(s) (&name, the first on line %1)", nullptr, anchors)
                         .arg(firstAnchorLine));
    if (!tags.isEmpty())
        parts.append(QCoreApplication::translate("UnkeptSyntax", "the tag(s) %1 (the first on line %2)", nullptr, int(tags.size()))
                         .arg(tags.join(QStringLiteral(", ")))
                         .arg(firstTagLine));
    return parts.join(QStringLiteral("; "));
}

namespace {

// Where a quoted or block scalar may start: at the start of a line or after an indicator.
bool startsNode(char lastSignificant)
{
    return lastSignificant == 0 || lastSignificant == ':' || lastSignificant == '-' || lastSignificant == '['
        || lastSignificant == '{' || lastSignificant == ',' || lastSignificant == '?';
}

// Whether the rest of a line after | or > is a block scalar header: indicators, then
// nothing or a comment.
bool isBlockHeader(const QByteArray& line, qsizetype from)
{
    qsizetype i = from;
    while (i < line.size() && (line[i] == '+' || line[i] == '-' || (line[i] >= '1' && line[i] <= '9')))
        ++i;
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t'))
        ++i;
    return i == line.size() || line[i] == '#' || line[i] == '\n' || line[i] == '\r';
}

} // namespace

// A line-by-line scanner, not a parser: it runs after yaml-cpp has accepted the file, so
// the text is valid YAML, and an unusual layout can at worst cost a warning or miss one.
void UnkeptSyntax::scanComments(QIODevice* device, UnkeptSyntax* into)
{
    bool inDouble = false, inSingle = false;
    int blockParent = -2; // in a block scalar: lines indented more than this are its text
    int lineNumber = 0;
    while (!device->atEnd()) {
        const QByteArray line = device->readLine(1024 * 1024 + 2);
        if (line.isEmpty())
            break;
        ++lineNumber;
        qsizetype indent = 0;
        while (indent < line.size() && line[indent] == ' ')
            ++indent;
        if (blockParent > -2) {
            const bool blank = line.trimmed().isEmpty();
            if (blank || indent > blockParent)
                continue;
            blockParent = -2;
        }
        // The column of the node on this line, after any "- " of sequence entries.
        qsizetype node = indent;
        int lastDash = -1;
        while (node < line.size() && line[node] == '-' && (node + 1 == line.size() || line[node + 1] == ' ')) {
            lastDash = int(node);
            node += 1;
            while (node < line.size() && line[node] == ' ')
                ++node;
        }
        char lastSignificant = 0;
        bool afterSpace = true;
        for (qsizetype i = 0; i < line.size(); ++i) {
            const char c = line[i];
            if (inDouble) {
                if (c == '\\')
                    ++i;
                else if (c == '"')
                    inDouble = false, lastSignificant = c;
                continue;
            }
            if (inSingle) {
                if (c == '\'' && i + 1 < line.size() && line[i + 1] == '\'')
                    ++i;
                else if (c == '\'')
                    inSingle = false, lastSignificant = c;
                continue;
            }
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
                afterSpace = true;
                continue;
            }
            if (c == '#' && afterSpace) {
                if (into->comments++ == 0)
                    into->firstCommentLine = lineNumber;
                break;
            }
            const bool nodeStart = afterSpace && startsNode(lastSignificant);
            if (nodeStart && c == '"')
                inDouble = true;
            else if (nodeStart && c == '\'')
                inSingle = true;
            else if (nodeStart && (c == '|' || c == '>') && isBlockHeader(line, i + 1))
                blockParent = i == node ? (lastDash >= 0 ? lastDash : int(indent) - 1) : int(node);
            afterSpace = false;
            lastSignificant = c;
        }
    }
}

} // namespace FlowAudit
