// libFuzzer target: any bytes through the CSV reader. An inventory or a sentence, never
// neither; an inventory it reads is written as CSV and read back to the same flows.
#include "core/io/csvreader.h"
#include "core/io/csvwriter.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace FlowAudit;

namespace {

[[noreturn]] void fail(const char* what, const QByteArray& detail)
{
    std::fprintf(stderr, "fuzz_csvreader: %s\n%s\n", what, detail.constData());
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    const InventoryReadResult result = CsvReader::read(bytes, QStringLiteral("fuzz.csv"));
    if (!result.inventory) {
        if (result.error.message.isEmpty())
            fail("refused without a message", bytes);
        return 0;
    }
    const QByteArray written = CsvWriter::write(*result.inventory);
    const InventoryReadResult again = CsvReader::read(written, QStringLiteral("again.csv"));
    if (!again.inventory)
        fail("its own output does not read back", written + '\n' + again.error.toString().toUtf8());
    if (!(again.inventory->flows == result.inventory->flows))
        fail("its own output reads back as different flows", written);
    return 0;
}
