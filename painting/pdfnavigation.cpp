#include "painting/pdfnavigation.h"

#include <QHash>

#include <qpdf/QPDF.hh>
#include <qpdf/QPDFObjectHandle.hh>
#include <qpdf/QPDFPageDocumentHelper.hh>
#include <qpdf/QPDFPageObjectHelper.hh>

#include <exception>
#include <map>
#include <vector>

namespace FlowAudit::PdfNavigation {

namespace {

using Handle = QPDFObjectHandle;

// What the update appends: each object's number, generation and body. New objects are
// numbered here, from the trailer's /Size, and written as text: asking qpdf for a new
// object number makes it read every object of the file first.
struct Appended {
    std::map<int, std::pair<int, QByteArray>> objects;
    int nextNumber = 0;

    int add(QByteArray body) {
        objects[nextNumber] = {0, std::move(body)};
        return nextNumber++;
    }
    void replace(Handle object) {
        objects[object.getObjectID()] = {object.getGeneration(),
                                         QByteArray::fromStdString(object.unparseResolved())};
    }
};

QByteArray reference(int number) {
    return QByteArray::number(number) + " 0 R";
}

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

// One entry of the outline and the entries under it.
struct Entry {
    int number = 0;
    QByteArray ownKeys; // /Title and /Dest
    std::vector<Entry> kids;
};

// The bodies of `entries`, children of `parent`: each points at its parent and neighbours,
// and at its first and last child (shown closed: a negative /Count).
void write(const std::vector<Entry>& entries, int parent, Appended& appended) {
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const Entry& entry = entries[i];
        QByteArray body = "<< " + entry.ownKeys + " /Parent " + reference(parent);
        if (i > 0)
            body += " /Prev " + reference(entries[i - 1].number);
        if (i + 1 < entries.size())
            body += " /Next " + reference(entries[i + 1].number);
        if (!entry.kids.empty())
            body += " /First " + reference(entry.kids.front().number) + " /Last " +
                    reference(entry.kids.back().number) + " /Count -" +
                    QByteArray::number(qsizetype(entry.kids.size()));
        appended.objects[entry.number] = {0, body + " >>"};
        write(entry.kids, entry.number, appended);
    }
}

// The outline: a part (a heading of level 1) with its sections (level 2) under it, shown
// closed, so a reader opens the part it wants; the catalogue points at it.
void addOutline(QPDF& pdf, std::vector<QPDFPageObjectHelper>& pages,
                const QList<ReportPages::Target>& targets, Appended& appended) {
    std::vector<Entry> top;
    for (const ReportPages::Target& target : targets) {
        if (target.level > 2 || target.page < 0 || std::size_t(target.page) >= pages.size())
            continue;
        Entry entry;
        entry.number = appended.nextNumber++;
        entry.ownKeys = "/Title " +
                        QByteArray::fromStdString(
                            Handle::newUnicodeString(target.title.toStdString()).unparse()) +
                        " /Dest " + QByteArray::fromStdString(destination(pages, target).unparse());
        if (target.level == 1 || top.empty())
            top.push_back(std::move(entry));
        else
            top.back().kids.push_back(std::move(entry));
    }
    if (top.empty())
        return;
    const int outlines = appended.nextNumber++;
    appended.objects[outlines] = {0, "<< /Type /Outlines /First " + reference(top.front().number) +
                                         " /Last " + reference(top.back().number) + " /Count " +
                                         QByteArray::number(qsizetype(top.size())) + " >>"};
    write(top, outlines, appended);
    Handle root = pdf.getRoot();
    root.removeKey("/Outlines");
    root.replaceKey("/PageMode", Handle::newName("/UseOutlines"));
    QByteArray catalogue = QByteArray::fromStdString(root.unparseResolved());
    catalogue.chop(2); // its closing ">>"
    appended.objects[root.getObjectID()] = {root.getGeneration(), catalogue + " /Outlines " +
                                                                      reference(outlines) + " >>"};
}

// Qt writes a link to "#anchor" as a web address; it becomes a jump inside the file. Pages
// [first, end) are looked at.
void resolveLinks(std::vector<QPDFPageObjectHelper>& pages, std::size_t first, std::size_t end,
                  const QHash<QString, const ReportPages::Target*>& byAnchor, Appended& appended) {
    for (std::size_t p = first; p < end && p < pages.size(); ++p) {
        QPDFPageObjectHelper& page = pages[p];
        Handle annotations = page.getObjectHandle().getKey("/Annots");
        if (!annotations.isArray())
            continue;
        bool pageChanged = false;
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
            // Written again: the annotation itself, else what holds it.
            if (annotation.isIndirect())
                appended.replace(annotation);
            else
                pageChanged = true;
        }
        if (pageChanged)
            appended.replace(annotations.isIndirect() ? annotations : page.getObjectHandle());
    }
}

// The file read by qpdf, in place. qpdf keeps every object it has read until it is
// destroyed, so the links are looked at a few hundred pages to a reading.
struct Reading {
    QPDF pdf;
    std::vector<QPDFPageObjectHelper> pages;
    explicit Reading(const QByteArray& bytes) {
        pdf.setSuppressWarnings(true);
        pdf.processMemoryFile("report.pdf", bytes.constData(), std::size_t(bytes.size()));
        pages = QPDFPageDocumentHelper(pdf).getAllPages();
    }
};
constexpr std::size_t PagesPerReading = 250;

// The byte offset the file's last xref section starts at, from its last startxref.
std::optional<qint64> lastXrefOffset(const QByteArray& bytes) {
    const qsizetype at = bytes.lastIndexOf("startxref");
    if (at < 0)
        return std::nullopt;
    bool ok = false;
    const qint64 offset =
        bytes.mid(at + 9, 32).trimmed().split('\n').value(0).trimmed().toLongLong(&ok);
    return ok ? std::optional(offset) : std::nullopt;
}

// The appended objects as an incremental update (ISO 32000, 7.5.6) to a file of `fileSize`
// bytes: a section of objects, its xref and a trailer that points back at the file's own.
QByteArray updateOf(QPDF& pdf, const Appended& appended, qint64 fileSize, qint64 previousXref) {
    std::map<int, std::pair<qint64, int>> offsets; // object number: offset, generation
    QByteArray bytes = "\n";
    for (const auto& [number, object] : appended.objects) {
        offsets[number] = {fileSize + bytes.size(), object.first};
        bytes += QByteArray::number(number) + ' ' + QByteArray::number(object.first) + " obj\n" +
                 object.second + "\nendobj\n";
    }
    const qint64 xref = fileSize + bytes.size();
    bytes += "xref\n";
    // Subsections of consecutive object numbers, each entry 20 bytes.
    for (auto it = offsets.begin(); it != offsets.end();) {
        auto end = it;
        int next = it->first;
        while (end != offsets.end() && end->first == next) {
            ++end;
            ++next;
        }
        bytes += QByteArray::number(it->first) + ' ' + QByteArray::number(next - it->first) + '\n';
        for (; it != end; ++it)
            bytes += QByteArray::number(it->second.first).rightJustified(10, '0') + ' ' +
                     QByteArray::number(it->second.second).rightJustified(5, '0') + " n\r\n";
    }
    Handle trailer = pdf.getTrailer().shallowCopy();
    trailer.replaceKey(
        "/Size", Handle::newInteger(std::max(appended.nextNumber, offsets.rbegin()->first + 1)));
    trailer.replaceKey("/Prev", Handle::newInteger(previousXref));
    trailer.removeKey("/XRefStm");
    bytes += "trailer\n" + QByteArray::fromStdString(trailer.unparse()) + "\nstartxref\n" +
             QByteArray::number(xref) + "\n%%EOF\n";
    return bytes;
}

} // namespace

bool add(QByteArray& bytes, const QList<ReportPages::Target>& targets, QString* error) {
    try {
        const std::optional<qint64> previousXref = lastXrefOffset(bytes);
        if (!previousXref) {
            *error = QStringLiteral("no startxref at the end of the file");
            return false;
        }
        QHash<QString, const ReportPages::Target*> byAnchor;
        for (const ReportPages::Target& target : targets)
            byAnchor.insert(target.anchor, &target);
        QByteArray update;
        {
            Appended appended;
            Reading whole(bytes); // the outline, the trailer
            appended.nextNumber = int(whole.pdf.getTrailer().getKey("/Size").getIntValueAsInt());
            addOutline(whole.pdf, whole.pages, targets, appended);
            for (std::size_t first = 0; first < whole.pages.size(); first += PagesPerReading) {
                Reading part(bytes);
                resolveLinks(part.pages, first, first + PagesPerReading, byAnchor, appended);
            }
            if (!appended.objects.empty())
                update = updateOf(whole.pdf, appended, bytes.size(), *previousXref);
        }
        bytes += update; // qpdf read the bytes in place: they grow once it is done
        return true;
    } catch (const std::exception& e) {
        *error = QString::fromStdString(e.what());
        return false;
    }
}

} // namespace FlowAudit::PdfNavigation
