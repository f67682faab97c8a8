#pragma once

#include "core/languageserver/lsptextdocument.h"
#include "core/lint/lintrun.h"
#include "core/model/systemsblock.h"

#include <memory>

namespace FlowAudit {

class CardResolution;

// One version of an open document as lint reads it: the bytes, the inventory (or why the
// text is none yet), its lint with the waivers, and the systems block's warnings. Made once
// per version and shared by every request about that version.
struct InventoryAnalysis {
    QString path; // the file the document's URI names, as lint would name it
    int version = 0;
    QByteArray bytes;
    InventoryReadResult read;
    // Whether the text is meant as an inventory (core/io/files/inventorycontent): a compose file
    // or a CI workflow the editor also sends gets no diagnostics, hovers or completions.
    bool meantAsInventory = true;
    std::optional<FileLint> lint; // when the text is an inventory
    QList<SystemsWarning> systemsWarnings;
    // The vendor cards the lint, hovers and fixes read: as CardResolution gives them to
    // `lint` (the team's cards a saved inventory names in their place, each problem a
    // warning); none without cards.
    const VendorCatalogue* cards = nullptr;
    std::shared_ptr<const VendorCatalogue> teamCards; // alive as long as this analysis
    QList<IoError> cardProblems; // the vendor_cards folder refused, or a team card unread
    QString teamFolder;          // the folder its team cards came from, if any

    // `cards` null: no advisories, no cards for hovers and fixes.
    static std::shared_ptr<const InventoryAnalysis>
    of(const LspTextDocument& document, const LintOptions& options, const CardResolution* cards);

    // The flows (0-based, in order) whose lines hold 0-based `line`: one in block style,
    // every flow written on that line in flow style (`flows: [{…}, {…}]`); none outside them.
    QList<int> flowsAt(int line, const LspTextDocument& document) const;
    // The last line (1-based) of flow `index`: the line before the next flow (its own line
    // when the next starts on it) or the next top-level key, else the end of the text.
    int lastLineOf(int index, const LspTextDocument& document) const;
};

} // namespace FlowAudit
