#include "core/languageserver/inventoryanalysis.h"

#include "core/io/files/inventorycontent.h"
#include "core/io/files/inventoryfile.h"
#include "core/vendors/cardresolution.h"

#include <QUrl>

namespace FlowAudit {

std::shared_ptr<const InventoryAnalysis> InventoryAnalysis::of(const LspTextDocument& document,
                                                               const LintOptions& options,
                                                               const CardResolution* cards) {
    auto analysis = std::make_shared<InventoryAnalysis>();
    const QUrl url(document.uri());
    analysis->path = url.isLocalFile() ? url.toLocalFile() : document.uri();
    analysis->version = document.version();
    analysis->bytes = document.text().toUtf8();
    analysis->read =
        InventoryFile::parse(analysis->bytes, InventoryFile::Format::Yaml, analysis->path);
    analysis->meantAsInventory =
        InventoryContent::yamlMeansInventory(analysis->bytes, analysis->read.inventory.has_value());
    LintOptions withCards = options;
    if (cards) {
        // Only a saved file has a folder its vendor_cards is relative to.
        const CardResolution::Resolved resolved =
            cards->resolve(analysis->read.inventory && url.isLocalFile()
                               ? CardResolution::folderOf(*analysis->read.inventory, analysis->path)
                               : CardResolution::TeamFolder{},
                           CardResolution::Refusal::WarnAndGoOn);
        for (const CardResolution::Problem& problem : resolved.teamProblems())
            analysis->cardProblems.append(problem.error);
        analysis->teamFolder = resolved.teamFolder;
        analysis->teamCards = std::make_shared<const VendorCatalogue>(resolved.cards);
        analysis->cards = withCards.cards = analysis->teamCards.get();
        withCards.advisories = true;
    }
    if (analysis->read.inventory) {
        analysis->lint = lintInventory(analysis->path, *analysis->read.inventory, withCards);
        analysis->systemsWarnings = SystemsBlock::read(*analysis->read.inventory).warnings;
    }
    return analysis;
}

QList<int> InventoryAnalysis::flowsAt(int line, const LspTextDocument& document) const {
    QList<int> found;
    if (!read.inventory)
        return found;
    const QList<Flow>& flows = read.inventory->flows;
    // The last flow that starts on or before the line (flows are in file order), and those
    // before it that reach the line too.
    const auto after = std::upper_bound(flows.begin(), flows.end(), line + 1,
                                        [](int l, const Flow& flow) { return l < flow.line(); });
    for (int index = int(std::distance(flows.begin(), after)) - 1;
         index >= 0 && lastLineOf(index, document) >= line + 1; --index)
        found.prepend(index);
    return found;
}

int InventoryAnalysis::lastLineOf(int index, const LspTextDocument& document) const {
    const QList<Flow>& flows = read.inventory->flows;
    if (index + 1 < flows.size())
        return std::max(flows[index].line(), flows[index + 1].line() - 1);
    // The last flow runs to the next top-level key.
    for (int line = flows[index].line(); line < document.lineCount(); ++line) {
        if (lspIsTopLevelLine(document.line(line)))
            return line;
    }
    return document.lineCount();
}

} // namespace FlowAudit
