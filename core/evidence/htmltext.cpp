#include "core/evidence/htmltext.h"

#include "core/evidence/textnormaliser.h"

#include <QStringDecoder>

#include <libxml/HTMLparser.h>

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

// The charset to hand the parser: nullptr lets it read the page's own <meta>.
QByteArray parserCharset(const QByteArray& html, const QByteArray& charset) {
    if (!charset.isEmpty())
        return charset;
    if (html.left(4096).toLower().contains("charset"))
        return {};
    return isUtf8(html) ? QByteArray("UTF-8") : QByteArray("windows-1252");
}

} // namespace

QString HtmlText::extract(const QByteArray& html, const QByteArray& charset) {
    if (html.isEmpty())
        return {};
    const QByteArray encoding = parserCharset(html, charset);
    htmlDocPtr doc = htmlReadMemory(html.constData(), int(html.size()), nullptr,
                                    encoding.isEmpty() ? nullptr : encoding.constData(),
                                    HTML_PARSE_RECOVER | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING |
                                        HTML_PARSE_NONET | HTML_PARSE_COMPACT);
    if (!doc && !encoding.isEmpty()) // a charset libxml2 does not know: the page's bytes as UTF-8
        doc = htmlReadMemory(html.constData(), int(html.size()), nullptr, "UTF-8",
                             HTML_PARSE_RECOVER | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING |
                                 HTML_PARSE_NONET | HTML_PARSE_COMPACT);
    if (!doc)
        return {};
    QByteArray text;
    text.reserve(html.size() / 2);
    // Walked with a stack of its own: a hostile page nests deeper than a thread's stack.
    std::vector<xmlNodePtr> stack;
    if (xmlNodePtr root = xmlDocGetRootElement(doc))
        stack.push_back(root);
    while (!stack.empty()) {
        xmlNodePtr node = stack.back();
        stack.pop_back();
        if (!node) { // the end of a block
            text.append(' ');
            continue;
        }
        if (node->type == XML_TEXT_NODE || node->type == XML_CDATA_SECTION_NODE) {
            if (node->content)
                text.append(reinterpret_cast<const char*>(node->content));
            continue;
        }
        if (node->type != XML_ELEMENT_NODE)
            continue;
        const char* name = reinterpret_cast<const char*>(node->name);
        if (isSkipped(name))
            continue;
        const bool block = isBlock(name);
        if (block) {
            text.append(' ');
            stack.push_back(nullptr);
        }
        // Children pushed last first, so the first is taken next.
        std::vector<xmlNodePtr> children;
        for (xmlNodePtr child = node->children; child; child = child->next)
            children.push_back(child);
        for (auto it = children.rbegin(); it != children.rend(); ++it)
            stack.push_back(*it);
    }
    xmlFreeDoc(doc);
    return normaliseForMatching(QString::fromUtf8(text));
}

QString HtmlText::fromPlainText(const QByteArray& text, const QByteArray& charset) {
    if (!charset.isEmpty()) {
        QStringDecoder named(charset.constData()); // ICU's names too, where Qt has ICU
        if (named.isValid())
            return normaliseForMatching(QString(named.decode(text)));
    }
    QStringDecoder decoder(isUtf8(text) ? QStringConverter::Utf8 : QStringConverter::Latin1);
    return normaliseForMatching(QString(decoder.decode(text)));
}

} // namespace FlowAudit
