// libFuzzer target: any bytes under any name through the import's front door
// (FuzzChecks::checkImportSource): the file-kind detection that lint, import, convert and
// the editor share, then the table's mapping or the export's reader. Seeded with the
// hostile import inputs and the import fixtures, each under every name.
#include "fuzzchecks.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QByteArray problem = FlowAudit::FuzzChecks::checkImportSource(
        QByteArray(reinterpret_cast<const char*>(data), qsizetype(size)));
    if (!problem.isEmpty()) {
        std::fprintf(stderr, "fuzz_importsource: %s\n", problem.constData());
        std::abort();
    }
    return 0;
}
