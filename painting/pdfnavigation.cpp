#include "painting/pdfnavigation.h"

#include <QHash>

#include <qpdf/Buffer.hh>
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFObjectHandle.hh>
#include <qpdf/QPDFPageDocumentHelper.hh>
#include <qpdf/QPDFPageObjectHelper.hh>
#include <qpdf/QPDFWriter.hh>

#include <exception>
#include <vector>

namespace FlowAudit::PdfNavigation {

namespace {

using Handle = QPDFObjectHandle;

// "Go to the page, this far down, at the reader's zoom": [page /XYZ null top null], the top
// in PDF points from the page's bottom edge.
Handle destination(std::vector<QPDFPageObjectHelper>& pages, const ReportPages::Target& target) {
    QPDFPageObjectHelper& page = pages.at(std::size_t(target.page));
    Handle box = page.getMediaBox();
    const double height =
        box.isArray() && box.getArrayNItems() == 4
            ? box.getArrayItem(3).getNumericValue() - box.getArrayItem(1).getNumericValue()
            : 842.0;
    return Handle::newArray({page.getObjectHandle(), Handle::newName("/XYZ"), Handle::newNull(),
                             Handle::newReal(height - target.top, 2), Handle::newNull()});
}

// Links `items` as the children of `parent`: each points at its parent and neighbours, the
// parent at its first and last. `count`: the parent's /Count (negative: shown closed).
void linkChildren(Handle parent, const std::vector<Handle>& items, long long count) {
    for (std::size_t i = 0; i < items.size(); ++i) {
        Handle item = items[i];
        item.replaceKey("/Parent", parent);
        if (i > 0)
            item.replaceKey("/Prev", items[i - 1]);
        if (i + 1 < items.size())
            item.replaceKey("/Next", items[i + 1]);
    }
    parent.replaceKey("/First", items.front());
    parent.replaceKey("/Last", items.back());
    parent.replaceKey("/Count", Handle::newInteger(count));
}

// The outline: a part (a heading of level 1) with its sections (level 2) under it, shown
// closed, so a reader opens the part it wants.
void addOutline(QPDF& pdf, std::vector<QPDFPageObjectHelper>& pages,
                const QList<ReportPages::Target>& targets) {
    std::vector<Handle> top;
    std::vector<std::vector<Handle>> children;
    for (const ReportPages::Target& target : targets) {
        if (target.level > 2 || target.page < 0 || std::size_t(target.page) >= pages.size())
            continue;
        Handle item = pdf.makeIndirectObject(Handle::newDictionary());
        item.replaceKey("/Title", Handle::newUnicodeString(target.title.toStdString()));
        item.replaceKey("/Dest", destination(pages, target));
        if (target.level == 1 || top.empty()) {
            top.push_back(item);
            children.emplace_back();
        } else {
            children.back().push_back(item);
        }
    }
    if (top.empty())
        return;
    for (std::size_t i = 0; i < top.size(); ++i) {
        if (!children[i].empty())
            linkChildren(top[i], children[i], -static_cast<long long>(children[i].size()));
    }
    Handle outlines = pdf.makeIndirectObject(Handle::newDictionary());
    outlines.replaceKey("/Type", Handle::newName("/Outlines"));
    linkChildren(outlines, top, static_cast<long long>(top.size()));
    Handle root = pdf.getRoot();
    root.replaceKey("/Outlines", outlines);
    root.replaceKey("/PageMode", Handle::newName("/UseOutlines"));
}

// Qt writes a link to "#anchor" as a web address; it becomes a jump inside the file.
void resolveLinks(std::vector<QPDFPageObjectHelper>& pages,
                  const QHash<QString, const ReportPages::Target*>& byAnchor) {
    for (QPDFPageObjectHelper& page : pages) {
        Handle annotations = page.getObjectHandle().getKey("/Annots");
        if (!annotations.isArray())
            continue;
        for (int i = 0; i < annotations.getArrayNItems(); ++i) {
            Handle annotation = annotations.getArrayItem(i);
            if (!annotation.isDictionary() ||
                !annotation.getKey("/Subtype").isNameAndEquals("/Link"))
                continue;
            Handle action = annotation.getKey("/A");
            if (!action.isDictionary() || !action.getKey("/S").isNameAndEquals("/URI") ||
                !action.getKey("/URI").isString())
                continue;
            const std::string uri = action.getKey("/URI").getStringValue();
            if (uri.empty() || uri.front() != '#')
                continue;
            annotation.removeKey("/A");
            const ReportPages::Target* target =
                byAnchor.value(QString::fromStdString(uri.substr(1)));
            if (target && target->page >= 0 && std::size_t(target->page) < pages.size())
                annotation.replaceKey("/Dest", destination(pages, *target));
        }
    }
}

} // namespace

std::optional<QByteArray> add(const QByteArray& bytes, const QList<ReportPages::Target>& targets,
                              QString* error) {
    try {
        QPDF pdf;
        pdf.setSuppressWarnings(true);
        pdf.processMemoryFile("report.pdf", bytes.constData(), std::size_t(bytes.size()));
        std::vector<QPDFPageObjectHelper> pages = QPDFPageDocumentHelper(pdf).getAllPages();
        QHash<QString, const ReportPages::Target*> byAnchor;
        for (const ReportPages::Target& target : targets)
            byAnchor.insert(target.anchor, &target);
        addOutline(pdf, pages, targets);
        resolveLinks(pages, byAnchor);
        QPDFWriter writer(pdf);
        writer.setOutputMemory();
        writer.write();
        const std::shared_ptr<Buffer> written = writer.getBufferSharedPointer();
        return QByteArray(reinterpret_cast<const char*>(written->getBuffer()),
                          qsizetype(written->getSize()));
    } catch (const std::exception& e) {
        *error = QString::fromStdString(e.what());
        return std::nullopt;
    }
}

} // namespace FlowAudit::PdfNavigation
