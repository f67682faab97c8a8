// libFuzzer target: any bytes through the YAML reader. Besides crashes and sanitizer
// reports it checks what the reader promises: an inventory or a sentence, never neither,
// and an inventory it reads is written and read back to the same inventory.
#include "core/io/yamlreader.h"
#include "core/io/yamlwriter.h"

#include <QBuffer>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace FlowAudit;

namespace {

InventoryReadResult readYaml(QByteArray bytes)
{
    QBuffer device(&bytes);
    device.open(QIODevice::ReadOnly);
    return YamlReader::read(&device, QStringLiteral("fuzz.yaml"));
}

[[noreturn]] void fail(const char* what, const QByteArray& detail)
{
    std::fprintf(stderr, "fuzz_yamlreader: %s\n%s\n", what, detail.constData());
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), qsizetype(size));
    const InventoryReadResult result = readYaml(bytes);
    if (!result.inventory) {
        if (result.error.message.isEmpty())
            fail("refused without a message", bytes);
        return 0;
    }
    const QByteArray written = YamlWriter::write(*result.inventory);
    const InventoryReadResult again = readYaml(written);
    if (!again.inventory)
        fail("its own output does not read back", written + '\n' + again.error.toString().toUtf8());
    if (!(*again.inventory == *result.inventory))
        fail("its own output reads back as a different inventory", written);
    return 0;
}
