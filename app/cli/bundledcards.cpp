#include "app/cli/bundledcards.h"

#include "app/cli/clioutput.h"

#include "core/io/files/bundleddata.h"

namespace FlowAudit::Cli {

VendorCatalogue bundledCards() {
    VendorCatalogue::LoadResult cards =
        VendorCatalogue::loadDirectory(BundledData::vendorsDirectory());
    for (const IoError& error : cards.errors)
        printLine(stderr, tr("warning: %1").arg(error.toString()));
    return std::move(cards.catalogue);
}

} // namespace FlowAudit::Cli
