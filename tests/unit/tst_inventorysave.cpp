// The one save rule of every writer (InventorySave): the file's own bytes patched where the
// inventory changed; where no patch can be, the canonical layout only when allowed, with
// what it drops said; CSV written whole.
#include "core/export/inventorysave.h"
#include "core/io/files/inventoryfile.h"

#include "testsupport.h"

#include <QTest>

using namespace FlowAudit;

namespace {

struct Read {
    QByteArray bytes;
    InventoryReadResult read;
};

Read readAs(const QByteArray& bytes, InventoryFile::Format format) {
    return {bytes, InventoryFile::parse(bytes, format, QStringLiteral("flows"))};
}

Inventory withNotes(Inventory inventory, const QString& notes) {
    inventory.flows.first().setText(Field::Notes, notes);
    return inventory;
}

} // namespace

class TestInventorySave : public QObject {
    Q_OBJECT

private slots:
    void patchesTheFilesOwnBytes() {
        const Read file = readAs("# the team's comment\nflows:\n  - flow_id: a   # kept\n"
                                 "    method: native\n",
                                 InventoryFile::Format::Yaml);
        QVERIFY(file.read.inventory);
        const InventorySave::Plan plan =
            InventorySave::over({file.bytes, *file.read.inventory, file.read.unkept},
                                withNotes(*file.read.inventory, QStringLiteral("changed")),
                                QStringLiteral("flows.yaml"), InventorySave::Canonical::Refused);
        QCOMPARE(plan.layout, InventorySave::Layout::Patched);
        QCOMPARE(plan.bytes, QByteArray("# the team's comment\nflows:\n  - flow_id: a   # kept\n"
                                        "    method: native\n    notes: changed\n"));
    }

    // A document written in flow style cannot be changed in place: refused unless allowed,
    // and what the canonical layout drops is said both times.
    void canonicalOnlyWhenAllowed() {
        const Read file = readAs("{flows: [{flow_id: a, method: native}]}  # one line\n",
                                 InventoryFile::Format::Yaml);
        QVERIFY(file.read.inventory);
        const Inventory saved = withNotes(*file.read.inventory, QStringLiteral("changed"));
        const InventorySave::Original original{file.bytes, *file.read.inventory, file.read.unkept};
        const InventorySave::Plan refused = InventorySave::over(
            original, saved, QStringLiteral("flows.yaml"), InventorySave::Canonical::Refused);
        QCOMPARE(refused.layout, InventorySave::Layout::Refused);
        QVERIFY(refused.bytes.isEmpty());
        QVERIFY(!refused.whyNotPatched.isEmpty());
        QVERIFY2(refused.dropped.contains(QLatin1StringView("comment")),
                 qPrintable(refused.dropped));

        const InventorySave::Plan allowed = InventorySave::over(
            original, saved, QStringLiteral("flows.yaml"), InventorySave::Canonical::Allowed);
        QCOMPARE(allowed.layout, InventorySave::Layout::Canonical);
        QCOMPARE(allowed.whyNotPatched, refused.whyNotPatched);
        QCOMPARE(allowed.dropped, refused.dropped);
        const InventoryReadResult back =
            InventoryFile::parse(allowed.bytes, InventoryFile::Format::Yaml, QStringLiteral("x"));
        QVERIFY(back.inventory);
        QCOMPARE(back.inventory->flows.first().text(Field::Notes), QStringLiteral("changed"));
    }

    void csvIsWrittenWhole() {
        const Read file = readAs("flow_id,method\na,native\n", InventoryFile::Format::Csv);
        QVERIFY(file.read.inventory);
        const InventorySave::Plan plan =
            InventorySave::over({file.bytes, *file.read.inventory, file.read.unkept},
                                withNotes(*file.read.inventory, QStringLiteral("changed")),
                                QStringLiteral("flows.csv"), InventorySave::Canonical::Refused);
        QCOMPARE(plan.layout, InventorySave::Layout::Whole);
        QVERIFY2(plan.bytes.contains("changed"), plan.bytes.constData());
    }
};

QTEST_GUILESS_MAIN(TestInventorySave)
#include "tst_inventorysave.moc"
