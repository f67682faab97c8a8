// libFuzzer target: any byte stream to the language server (FuzzChecks::checkLanguageServer),
// framed or not, in pieces of any size: every request answered once, nothing fatal. Seeded
// with whole sessions (tests/fuzz/seeds/*.lsp): open, change, hover, fix, complete, exit.
#include "lspchecks.h"

#include <QCoreApplication>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv) {
    static QCoreApplication application(*argc, *argv); // the server's pause is a QTimer
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const FlowAudit::VendorCatalogue cards =
        FlowAudit::VendorCatalogue::loadDirectory(
            QStringLiteral(FLOWAUDIT_SOURCE_DIR "/resources/vendors"))
            .catalogue;
    const QByteArray problem = FlowAudit::FuzzChecks::checkLanguageServer(
        QByteArray(reinterpret_cast<const char*>(data), qsizetype(size)), cards);
    if (!problem.isEmpty()) {
        std::fprintf(stderr, "fuzz_lspmessages: %s\n", problem.constData());
        std::abort();
    }
    return 0;
}
