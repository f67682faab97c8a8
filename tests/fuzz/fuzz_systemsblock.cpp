// libFuzzer target: any inventory with any `systems:` block (FuzzChecks::checkSystems):
// read, drawn as a map and saved, never refused and never lost. Seeded with inventories that
// have well-formed and malformed blocks (tests/fuzz/seeds/*.systems) and the fixtures.
#include "fuzzchecks.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QByteArray problem = FlowAudit::FuzzChecks::checkSystems(
        QByteArray(reinterpret_cast<const char*>(data), qsizetype(size)));
    if (!problem.isEmpty()) {
        std::fprintf(stderr, "fuzz_systemsblock: %s\n", problem.constData());
        std::abort();
    }
    return 0;
}
