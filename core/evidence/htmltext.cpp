#include "core/evidence/htmltext.h"

#include "core/evidence/textnormaliser.h"

#include <QRegularExpression>
#include <QStringDecoder>

#include <libxml/HTMLparser.h>
#include <libxml/parserInternals.h>

#include <cstring>
#include <vector>

namespace FlowAudit {

namespace {

bool isSkipped(const char* name) {
    for (const char* skipped : {"script", "style", "noscript", "template", "head", "svg"})
        if (std::strcmp(name, skipped) == 0)
            return true;
    return false;
}

// An element whose text does not run on into its neighbour's: "a</p><p>b" reads "a b".
bool isBlock(const char* name) {
    for (const char* block :
         {"p",       "div",     "br",     "li",      "ul",    "ol",     "h1",         "h2",
          "h3",      "h4",      "h5",     "h6",      "tr",    "td",     "th",         "table",
          "section", "article", "header", "footer",  "nav",   "aside",  "main",       "blockquote",
          "pre",     "dd",      "dt",     "dl",      "hr",    "figure", "figcaption", "details",
          "summary", "form",    "option", "caption", "title", "body"})
        if (std::strcmp(name, block) == 0)
            return true;
    return false;
}

bool isUtf8(const QByteArray& bytes) {
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString decoded = decoder.decode(bytes); // EncodedData decodes when it becomes a QString
    return !decoder.hasError();
}

// The charset to hand the parser: the header's; empty lets it read the page's own <meta>.
QByteArray parserCharset(const QByteArray& html, const QByteArray& charset) {
    if (!charset.isEmpty())
        return charset;
    static const QRegularExpression meta(QStringLiteral("<meta[^>]*charset"),
                                         QRegularExpression::CaseInsensitiveOption);
    if (meta.match(QString::fromLatin1(html.left(4096))).hasMatch())
        return {};
    return isUtf8(html) ? QByteArray("UTF-8") : QByteArray("windows-1252");
}

// What the parser's events leave of the page: the text outside skipped elements, a space
// where a block starts or ends, and where it does (a page's own line breaks are within
// its paragraphs). SAX, not a tree: a 16 MB page is read without building one.
struct TextCollector {
    QByteArray text; // UTF-8, whatever the page's charset
    std::vector<qsizetype> blockEdges;
    int skipping = 0; // inside a skipped element, how deep

    static void start(void* self, const xmlChar* name, const xmlChar**) {
        auto* c = static_cast<TextCollector*>(self);
        const char* element = reinterpret_cast<const char*>(name);
        if (c->skipping > 0 || isSkipped(element)) {
            ++c->skipping;
            return;
        }
        if (isBlock(element))
            c->blockEdge();
    }
    static void end(void* self, const xmlChar* name) {
        auto* c = static_cast<TextCollector*>(self);
        if (c->skipping > 0) {
            --c->skipping;
            return;
        }
        if (isBlock(reinterpret_cast<const char*>(name)))
            c->blockEdge();
    }
    void blockEdge() {
        text.append(' ');
        blockEdges.push_back(text.size());
    }
    static void characters(void* self, const xmlChar* chars, int length) {
        auto* c = static_cast<TextCollector*>(self);
        if (c->skipping == 0)
            c->text.append(reinterpret_cast<const char*>(chars), length);
    }
};

// The page's text as the parser leaves it, not normalised.
TextCollector collectText(const QByteArray& html, const QByteArray& charset) {
    TextCollector collector;
    if (html.isEmpty())
        return collector;
    const QByteArray encoding = parserCharset(html, charset);
    htmlSAXHandler sax{};
    sax.startElement = &TextCollector::start;
    sax.endElement = &TextCollector::end;
    sax.characters = &TextCollector::characters;
    sax.ignorableWhitespace = &TextCollector::characters; // a space between inline elements
    collector.text.reserve(html.size() / 2);
    htmlParserCtxtPtr context = htmlCreateMemoryParserCtxt(html.constData(), int(html.size()));
    if (!context)
        return collector;
    // The context's own handler replaced by ours: no tree is built.
    *context->sax = sax;
    context->userData = &collector;
    // A charset named by the header (or sniffed) wins over a <meta> further down, as in a
    // browser: the parser is told to ignore the page's own.
    const int options = HTML_PARSE_RECOVER | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING |
                        HTML_PARSE_NONET | HTML_PARSE_COMPACT | HTML_PARSE_NOIMPLIED |
                        (encoding.isEmpty() ? 0 : HTML_PARSE_IGNORE_ENC);
    htmlCtxtUseOptions(context, options);
    if (!encoding.isEmpty()) {
        const xmlCharEncodingHandlerPtr handler = xmlFindCharEncodingHandler(encoding.constData());
        if (handler) // a charset libxml2 does not know: the page's bytes as they come
            xmlSwitchToEncoding(context, handler);
    }
    htmlParseDocument(context);
    htmlFreeParserCtxt(context);
    return collector;
}

void appendNormalised(QStringList& pieces, QStringView piece) {
    QString normalised = normaliseForMatching(piece);
    if (!normalised.isEmpty())
        pieces.append(std::move(normalised));
}

QString decodedPlainText(const QByteArray& text, const QByteArray& charset) {
    if (!charset.isEmpty()) {
        QStringDecoder named(charset.constData()); // ICU's names too, where Qt has ICU
        if (named.isValid())
            return named.decode(text);
    }
    if (isUtf8(text))
        return QString::fromUtf8(text);
    QStringDecoder windows("windows-1252"); // what an old page without a charset is
    QStringDecoder decoder =
        windows.isValid() ? std::move(windows) : QStringDecoder(QStringConverter::Latin1);
    return decoder.decode(text);
}

} // namespace

QString HtmlText::extract(const QByteArray& html, const QByteArray& charset) {
    return normaliseForMatching(QString::fromUtf8(collectText(html, charset).text));
}

QStringList HtmlText::blocks(const QByteArray& html, const QByteArray& charset) {
    const TextCollector collected = collectText(html, charset);
    QStringList blocks;
    qsizetype from = 0;
    // An edge falls between two elements, never inside a character's bytes.
    for (const qsizetype edge : collected.blockEdges) {
        if (edge > from + 1)
            appendNormalised(blocks, QString::fromUtf8(collected.text.mid(from, edge - from)));
        from = edge;
    }
    appendNormalised(blocks, QString::fromUtf8(collected.text.mid(from)));
    return blocks;
}

QString HtmlText::fromPlainText(const QByteArray& text, const QByteArray& charset) {
    return normaliseForMatching(decodedPlainText(text, charset));
}

QStringList HtmlText::plainTextBlocks(const QByteArray& text, const QByteArray& charset) {
    static const QRegularExpression blankLine(QStringLiteral("\\n[ \\t\\r]*\\n"));
    QStringList blocks;
    for (const QString& paragraph : decodedPlainText(text, charset).split(blankLine))
        appendNormalised(blocks, paragraph);
    return blocks;
}

} // namespace FlowAudit
