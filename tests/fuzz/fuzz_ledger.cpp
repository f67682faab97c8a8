// libFuzzer target: any flow through the action ledger's generator (FuzzChecks::checkLedger):
// a ledger or a refusal naming its rules, nothing of the flow's text in the SQL, and on
// SQLite files that run and make only the ledger's own tables.
#include "ledgerchecks.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const FlowAudit::VendorCatalogue cards =
        FlowAudit::VendorCatalogue::loadDirectory(
            QStringLiteral(FLOWAUDIT_SOURCE_DIR "/resources/vendors"))
            .catalogue;
    const QByteArray problem = FlowAudit::FuzzChecks::checkLedger(
        QByteArray(reinterpret_cast<const char*>(data), qsizetype(size)), cards);
    if (!problem.isEmpty()) {
        std::fprintf(stderr, "fuzz_ledger: %s\n", problem.constData());
        std::abort();
    }
    return 0;
}
