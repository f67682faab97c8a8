#include "core/languageserver/lsptextdocument.h"

namespace FlowAudit {

LspTextDocument::LspTextDocument(QString uri, QString text, int version)
    : m_uri(std::move(uri))
    , m_text(std::move(text))
    , m_version(version) {
    indexLines();
}

QList<QStringView> lspLines(const QString& text) {
    QList<QStringView> lines;
    qsizetype start = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c != QLatin1Char('\n') && c != QLatin1Char('\r'))
            continue;
        if (c == QLatin1Char('\r') && i + 1 < text.size() && text.at(i + 1) == QLatin1Char('\n'))
            ++i;
        lines.append(QStringView(text).sliced(start, i + 1 - start));
        start = i + 1;
    }
    lines.append(QStringView(text).sliced(start));
    return lines;
}

bool lspIsTopLevelLine(QStringView line) {
    return !line.isEmpty() && !line.at(0).isSpace() && line.at(0) != QLatin1Char('#') &&
           line.at(0) != QLatin1Char('-');
}

void LspTextDocument::indexLines() {
    m_lineStarts.clear();
    qsizetype start = 0;
    for (const QStringView line : lspLines(m_text)) {
        m_lineStarts.append(start);
        start += line.size();
    }
}

QStringView LspTextDocument::line(int line) const {
    if (line < 0 || line >= lineCount())
        return {};
    const qsizetype start = m_lineStarts[line];
    qsizetype end = line + 1 < lineCount() ? m_lineStarts[line + 1] : m_text.size();
    while (end > start &&
           (m_text.at(end - 1) == QLatin1Char('\n') || m_text.at(end - 1) == QLatin1Char('\r')))
        --end;
    return QStringView(m_text).sliced(start, end - start);
}

qsizetype LspTextDocument::offsetOf(int line, int character) const {
    if (line < 0)
        return 0;
    if (line >= lineCount())
        return m_text.size();
    return m_lineStarts[line] + std::clamp<qsizetype>(character, 0, this->line(line).size());
}

bool LspTextDocument::apply(const QJsonObject& change) {
    const QString text = change.value(QStringLiteral("text")).toString();
    if (!change.contains(QStringLiteral("range"))) {
        m_text = text;
        indexLines();
        return true;
    }
    const QJsonObject range = change.value(QStringLiteral("range")).toObject();
    const QJsonObject start = range.value(QStringLiteral("start")).toObject();
    const QJsonObject end = range.value(QStringLiteral("end")).toObject();
    const qsizetype from = offsetOf(start.value(QStringLiteral("line")).toInt(-1),
                                    start.value(QStringLiteral("character")).toInt());
    const qsizetype to = offsetOf(end.value(QStringLiteral("line")).toInt(-1),
                                  end.value(QStringLiteral("character")).toInt());
    if (!start.contains(QStringLiteral("line")) || !end.contains(QStringLiteral("line")) ||
        to < from)
        return false;
    m_text.replace(from, to - from, text);
    indexLines();
    return true;
}

QJsonObject LspTextDocument::position(int line, int character) {
    return QJsonObject{{QStringLiteral("line"), line}, {QStringLiteral("character"), character}};
}

QJsonObject LspTextDocument::range(int startLine, int startCharacter, int endLine,
                                   int endCharacter) {
    return QJsonObject{{QStringLiteral("start"), position(startLine, startCharacter)},
                       {QStringLiteral("end"), position(endLine, endCharacter)}};
}

QJsonObject LspTextDocument::lineRange(int line) const {
    const QStringView text = this->line(line);
    int first = 0;
    while (first < text.size() && text.at(first).isSpace())
        ++first;
    if (text.sliced(first).startsWith(QLatin1String("- ")))
        first += 2;
    return range(line, first, line, int(text.size()));
}

} // namespace FlowAudit
