// libFuzzer target: any bytes through the workbook reader (FuzzChecks::checkWorkbook): an
// inventory or a sentence, within its limits, and an inventory it reads saves and reads back
// as the same flows. Seeded with the workbooks the tests make (title rows, merged cells,
// dates, shared strings, huge and truncated parts: tests/fuzz/seeds/*.xlsx).
#include "fuzzchecks.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QByteArray problem = FlowAudit::FuzzChecks::checkWorkbook(
        QByteArray(reinterpret_cast<const char*>(data), qsizetype(size)));
    if (!problem.isEmpty()) {
        std::fprintf(stderr, "fuzz_workbookreader: %s\n", problem.constData());
        std::abort();
    }
    return 0;
}
