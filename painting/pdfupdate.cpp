#include "painting/pdfupdate.h"

// JSON.hh first: the other qpdf headers use its type.
#include <qpdf/JSON.hh>
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFObjectHandle.hh>
#include <qpdf/QPDFPageDocumentHelper.hh>
#include <qpdf/QPDFPageObjectHelper.hh>

#include <algorithm>
#include <cstdint>
#include <exception>
#include <map>
#include <optional>
#include <unordered_map>
#include <utility>

namespace FlowAudit::PdfUpdate {

namespace {

using Handle = QPDFObjectHandle;

// What the update appends: each object's number, generation and body. New objects are
// numbered here, from the trailer's /Size, and written as text: asking qpdf for a new
// object number makes it read every object of the file first.
struct Appended {
    std::map<int, std::pair<int, std::string>> objects;
    int nextNumber = 0;

    void replace(Handle object) {
        objects[object.getObjectID()] = {object.getGeneration(), object.unparseResolved()};
    }
};

std::string reference(int number) {
    return std::to_string(number) + " 0 R";
}

std::string padded(std::int64_t value, std::size_t width) {
    std::string text = std::to_string(value);
    return std::string(width > text.size() ? width - text.size() : 0, '0') + text;
}

// "Go to the page, this far down, at the reader's zoom": [page /XYZ null top null], the top
// in PDF points from the page's bottom edge.
Handle destination(std::vector<QPDFPageObjectHelper>& pages, const Target& target) {
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
    std::string ownKeys; // /Title and /Dest
    std::vector<Entry> kids;
};

// The bodies of `entries`, children of `parent`: each points at its parent and neighbours,
// and at its first and last child (shown closed: a negative /Count).
void write(const std::vector<Entry>& entries, int parent, Appended& appended) {
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const Entry& entry = entries[i];
        std::string body = "<< " + entry.ownKeys + " /Parent " + reference(parent);
        if (i > 0)
            body += " /Prev " + reference(entries[i - 1].number);
        if (i + 1 < entries.size())
            body += " /Next " + reference(entries[i + 1].number);
        if (!entry.kids.empty())
            body += " /First " + reference(entry.kids.front().number) + " /Last " +
                    reference(entry.kids.back().number) + " /Count -" +
                    std::to_string(entry.kids.size());
        appended.objects[entry.number] = {0, body + " >>"};
        write(entry.kids, entry.number, appended);
    }
}

// The outline: a part (a heading of level 1) with its sections (level 2) under it, shown
// closed, so a reader opens the part it wants; the catalogue points at it.
void addOutline(QPDF& pdf, std::vector<QPDFPageObjectHelper>& pages,
                const std::vector<Target>& targets, Appended& appended) {
    std::vector<Entry> top;
    for (const Target& target : targets) {
        if (target.level > 2 || target.page < 0 || std::size_t(target.page) >= pages.size())
            continue;
        Entry entry;
        entry.number = appended.nextNumber++;
        entry.ownKeys = "/Title " + Handle::newUnicodeString(target.title).unparse() + " /Dest " +
                        destination(pages, target).unparse();
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
                                         std::to_string(top.size()) + " >>"};
    write(top, outlines, appended);
    Handle root = pdf.getRoot();
    root.removeKey("/Outlines");
    root.replaceKey("/PageMode", Handle::newName("/UseOutlines"));
    std::string catalogue = root.unparseResolved();
    catalogue.resize(catalogue.rfind(">>")); // its closing ">>"
    appended.objects[root.getObjectID()] = {root.getGeneration(), catalogue + " /Outlines " +
                                                                      reference(outlines) + " >>"};
}

// Qt writes a link to "#anchor" as a web address; it becomes a jump inside the file. Pages
// [first, end) are looked at.
void resolveLinks(std::vector<QPDFPageObjectHelper>& pages, std::size_t first, std::size_t end,
                  const std::unordered_map<std::string, const Target*>& byAnchor,
                  Appended& appended) {
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
            const auto found = byAnchor.find(uri.substr(1));
            if (found != byAnchor.end() && found->second->page >= 0 &&
                std::size_t(found->second->page) < pages.size())
                annotation.replaceKey("/Dest", destination(pages, *found->second));
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

// The byte offset the file's last xref section starts at, from its last startxref.
std::optional<std::int64_t> lastXrefOffset(const char* data, std::size_t size) {
    const std::string tail(data + (size > 64 ? size - 64 : 0), data + size);
    const std::size_t at = tail.rfind("startxref");
    if (at == std::string::npos)
        return std::nullopt;
    try {
        return std::stoll(tail.substr(at + 9));
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

// The appended objects as an incremental update to a file of `fileSize` bytes: a section
// of objects, its xref and a trailer that points back at the file's own.
std::string updateOf(QPDF& pdf, const Appended& appended, std::int64_t fileSize,
                     std::int64_t previousXref) {
    std::map<int, std::pair<std::int64_t, int>> offsets; // number: offset, generation
    std::string bytes = "\n";
    for (const auto& [number, object] : appended.objects) {
        offsets[number] = {fileSize + std::int64_t(bytes.size()), object.first};
        bytes += std::to_string(number) + ' ' + std::to_string(object.first) + " obj\n" +
                 object.second + "\nendobj\n";
    }
    const std::int64_t xref = fileSize + std::int64_t(bytes.size());
    bytes += "xref\n";
    // Subsections of consecutive object numbers, each entry 20 bytes.
    for (auto it = offsets.begin(); it != offsets.end();) {
        auto end = it;
        int next = it->first;
        while (end != offsets.end() && end->first == next) {
            ++end;
            ++next;
        }
        bytes += std::to_string(it->first) + ' ' + std::to_string(next - it->first) + '\n';
        for (; it != end; ++it)
            bytes += padded(it->second.first, 10) + ' ' + padded(it->second.second, 5) + " n\r\n";
    }
    Handle trailer = pdf.getTrailer().shallowCopy();
    trailer.replaceKey(
        "/Size", Handle::newInteger(std::max(appended.nextNumber, offsets.rbegin()->first + 1)));
    trailer.replaceKey("/Prev", Handle::newInteger(previousXref));
    trailer.removeKey("/XRefStm");
    bytes += "trailer\n" + trailer.unparse() + "\nstartxref\n" + std::to_string(xref) + "\n%%EOF\n";
    return bytes;
}

// The file read by qpdf, in place. qpdf keeps every object it has read until it is
// destroyed, so the links are looked at a few hundred pages to a reading.
struct Reading {
    QPDF pdf;
    std::vector<QPDFPageObjectHelper> pages;
    Reading(const char* data, std::size_t size) {
        pdf.setSuppressWarnings(true);
        pdf.processMemoryFile("report.pdf", data, size);
        pages = QPDFPageDocumentHelper(pdf).getAllPages();
    }
};
constexpr std::size_t PagesPerReading = 250;

} // namespace

bool navigation(const char* data, std::size_t size, const std::vector<Target>& targets,
                std::string* update, std::string* error) {
    try {
        const std::optional<std::int64_t> previousXref = lastXrefOffset(data, size);
        if (!previousXref) {
            *error = "no startxref at the end of the file";
            return false;
        }
        std::unordered_map<std::string, const Target*> byAnchor;
        for (const Target& target : targets)
            byAnchor.emplace(target.anchor, &target);
        Appended appended;
        Reading whole(data, size); // the outline, the trailer
        appended.nextNumber = whole.pdf.getTrailer().getKey("/Size").getIntValueAsInt();
        addOutline(whole.pdf, whole.pages, targets, appended);
        for (std::size_t first = 0; first < whole.pages.size(); first += PagesPerReading) {
            Reading part(data, size);
            resolveLinks(part.pages, first, first + PagesPerReading, byAnchor, appended);
        }
        update->clear();
        if (!appended.objects.empty())
            *update = updateOf(whole.pdf, appended, std::int64_t(size), *previousXref);
        return true;
    } catch (const std::exception& e) {
        *error = e.what();
        return false;
    }
}

} // namespace FlowAudit::PdfUpdate
