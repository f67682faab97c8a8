#pragma once

// Standard C++ only: pdfupdate.cpp is compiled as C++17 on its own, since qpdf 11.3's
// headers do not compile as C++20 with Clang (an incomplete type in JSON.hh).
#include <cstddef>
#include <string>
#include <vector>

namespace FlowAudit::PdfUpdate {

// A heading the outline and the links go to: its page (0-based) and how far down it, in
// points from the page's top edge; level 1 a part, 2 a section under it.
struct Target {
    std::string anchor;
    std::string title; // UTF-8
    int level = 1;
    int page = 0;
    double top = 0;
};

// The bytes to append to the PDF `data` (an incremental update, ISO 32000 7.5.6) that give
// it an outline of `targets` and turn each link to "#anchor" into a jump to its target,
// read with qpdf's library; empty when nothing changes. False with *error when qpdf cannot
// read the file.
bool navigation(const char* data, std::size_t size, const std::vector<Target>& targets,
                std::string* update, std::string* error);

} // namespace FlowAudit::PdfUpdate
