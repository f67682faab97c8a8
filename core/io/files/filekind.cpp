#include "core/io/files/filekind.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>

namespace FlowAudit {

namespace {

bool startsLikeYaml(QByteArrayView text) {
    // A top-level key (`flows:`), a document start or a comment at a line's start.
    static const QRegularExpression key(QStringLiteral("(^|\\n)(---|#|[A-Za-z_][\\w-]*:(\\s|$))"));
    return key.match(QString::fromUtf8(text)).hasMatch();
}

// Whether text that starts with [ goes on as a JSON list does: a value or its end, where a
// CSV header such as `[ID];[Quelle]` goes on with a word.
bool startsJsonList(QByteArrayView text) {
    const QByteArrayView rest = text.sliced(1).trimmed();
    if (rest.isEmpty())
        return true;
    const char c = rest.front();
    if (c == '{' || c == '[' || c == '"' || c == ']' || c == '-' || (c >= '0' && c <= '9'))
        return true;
    return rest.startsWith("true") || rest.startsWith("false") || rest.startsWith("null");
}

// The kind in words, as a sentence names it.
QString described(FileKind::Content content) {
    switch (content) {
    case FileKind::Content::Zip:
        return QCoreApplication::translate("FileKind", "an Excel workbook (a zip file)");
    case FileKind::Content::Ole2:
        return QCoreApplication::translate(
            "FileKind", "an Excel 97–2003 workbook or an encrypted workbook (an OLE2 file)");
    case FileKind::Content::Json:
        return QCoreApplication::translate("FileKind", "JSON");
    case FileKind::Content::Yaml:
        return QCoreApplication::translate("FileKind", "YAML");
    case FileKind::Content::Csv:
        return QCoreApplication::translate("FileKind", "CSV");
    case FileKind::Content::Binary:
        return QCoreApplication::translate("FileKind", "binary data");
    case FileKind::Content::Empty:
        break;
    }
    return QCoreApplication::translate("FileKind", "nothing");
}

// The extension that fits the content, for the advice; empty when none does.
QString fittingSuffix(FileKind::Content content) {
    switch (content) {
    case FileKind::Content::Zip:
        return QStringLiteral(".xlsx");
    case FileKind::Content::Json:
        return QStringLiteral(".json");
    case FileKind::Content::Yaml:
        return QStringLiteral(".yaml");
    case FileKind::Content::Csv:
        return QStringLiteral(".csv");
    default:
        return {};
    }
}

} // namespace

FileKind::Content FileKind::of(const QByteArray& bytes) {
    if (bytes.startsWith("PK\x03\x04") || bytes.startsWith("PK\x05\x06"))
        return Content::Zip;
    if (bytes.startsWith("\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1"))
        return Content::Ole2;
    QByteArrayView head(bytes.constData(), qMin(bytes.size(), SniffedBytes));
    if (head.startsWith("\xEF\xBB\xBF"))
        head = head.sliced(3);
    if (head.contains('\0'))
        return Content::Binary;
    const QByteArrayView trimmed = head.trimmed();
    if (trimmed.isEmpty())
        return Content::Empty;
    if (trimmed.front() == '{' || (trimmed.front() == '[' && startsJsonList(trimmed)))
        return Content::Json;
    return startsLikeYaml(head) ? Content::Yaml : Content::Csv;
}

std::optional<FileKind::Content> FileKind::namedBy(const QString& path) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == u"xlsx" || suffix == u"xlsm")
        return Content::Zip;
    if (suffix == u"xls")
        return Content::Ole2;
    if (suffix == u"csv")
        return Content::Csv;
    if (suffix == u"yaml" || suffix == u"yml")
        return Content::Yaml;
    if (suffix == u"json")
        return Content::Json;
    return std::nullopt;
}

std::optional<IoError> FileKind::mismatch(const QString& path, const QByteArray& bytes) {
    const std::optional<Content> named = namedBy(path);
    return named ? mismatch(path, *named, bytes) : std::nullopt;
}

std::optional<IoError> FileKind::mismatch(const QString& path, Content expected,
                                          const QByteArray& bytes) {
    const Content content = of(bytes);
    const QString suffix = fittingSuffix(content);
    auto refuse = [&](const QString& sentence) { return IoError{path, 0, 0, sentence}; };
    // "…, not CSV: name it .xlsx"
    auto notThat = [&](const QString& what) {
        const QString sentence =
            QCoreApplication::translate("FileKind", "%1, not %2").arg(described(content), what);
        // Named right, but read as another kind (File → Import from CSV of a workbook).
        const bool namedRight =
            !suffix.isEmpty() &&
            QFileInfo(path).suffix().compare(QStringView(suffix).mid(1), Qt::CaseInsensitive) == 0;
        return refuse(
            suffix.isEmpty() || namedRight
                ? sentence
                : QCoreApplication::translate("FileKind", "%1: name it %2").arg(sentence, suffix));
    };
    switch (expected) {
    case Content::Zip:
    case Content::Ole2: {
        // Both are workbooks to the reader, which says which one it cannot read.
        if (content == Content::Zip || content == Content::Ole2)
            return std::nullopt;
        if (content == Content::Empty)
            return refuse(QCoreApplication::translate(
                "FileKind", "the file is empty, not an Excel workbook (no zip signature)"));
        const QString sentence =
            QCoreApplication::translate("FileKind", "not an Excel workbook (no zip signature)");
        if (suffix.isEmpty())
            return refuse(sentence);
        return refuse(QCoreApplication::translate("FileKind", "%1; if it is %2, name it %3")
                          .arg(sentence, described(content), suffix));
    }
    case Content::Csv:
    case Content::Yaml:
        // Text: CSV and YAML are told apart by their readers. JSON is YAML.
        if (content == Content::Zip || content == Content::Ole2 ||
            (expected == Content::Csv && content == Content::Json))
            return notThat(described(expected));
        return std::nullopt;
    case Content::Json:
        if (content == Content::Json || content == Content::Empty)
            return std::nullopt;
        return notThat(QCoreApplication::translate("FileKind", "JSON"));
    case Content::Empty:
    case Content::Binary:
        break;
    }
    return std::nullopt;
}

} // namespace FlowAudit
