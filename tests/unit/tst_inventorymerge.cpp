// The three-way merge of docs/spec/accepted-risks-and-git.md (Merge): one data case or more per
// sentence of the spec (tests/data/merge/*/README says which), properties over generated
// inventories, and the conflict markers read back as the same conflicts.
#include "testsupport.h"

#include "core/io/files/conflictedfile.h"
#include "core/io/yaml/inventorypatch.h"
#include "core/io/yaml/inventorytree.h"
#include "core/io/yaml/yamlwriter.h"
#include "core/merge/conflictedinventory.h"
#include "core/merge/conflictwriter.h"
#include "core/merge/inventorymerge.h"
#include "core/merge/layoutmerge.h"

#include <QDir>
#include <QRandomGenerator>
#include <QTest>

using namespace FlowAudit;

namespace {

YamlValue treeOf(const QByteArray& yaml) {
    return InventoryTree::of(Test::inventoryFromYaml(yaml));
}

QByteArray canonical(const YamlValue& tree) {
    const InventoryReadResult read = InventoryTree::toInventory(tree, QStringLiteral("merged"));
    return read.inventory ? YamlWriter::write(*read.inventory)
                          : ("not an inventory: " + read.error.toString().toUtf8());
}

QStringList labels(const QList<MergeConflict>& conflicts) {
    QStringList all;
    for (const MergeConflict& c : conflicts)
        all.append(c.label());
    return all;
}

QList<std::optional<YamlValue>> side(const QList<MergeConflict>& conflicts, bool ours) {
    QList<std::optional<YamlValue>> choices;
    for (const MergeConflict& c : conflicts)
        choices.append(ours ? c.ours : c.theirs);
    return choices;
}

// A generated inventory, and edits of it a branch would make: fields changed or cleared,
// flows added, removed and moved, reviews and waivers added.
Inventory generated(QRandomGenerator& random, int flows) {
    Inventory inventory;
    inventory.title = QStringLiteral("Generated");
    for (int i = 0; i < flows; ++i) {
        Flow flow;
        flow.setText(Field::FlowId, QStringLiteral("flow_%1").arg(i));
        flow.setText(Field::Method,
                     random.bounded(2) ? QStringLiteral("custom") : QStringLiteral("native"));
        flow.setText(Field::CreatesRecords,
                     random.bounded(2) ? QStringLiteral("yes") : QStringLiteral("no"));
        flow.setText(Field::SideEffect, QStringLiteral("none"));
        flow.setText(
            Field::RetryLayers,
            QStringLiteral("sdk:%1;worker:%2").arg(random.bounded(1, 4)).arg(random.bounded(1, 6)));
        if (random.bounded(3) == 0)
            flow.setText(Field::Notes, QStringLiteral("note %1").arg(random.bounded(1000)));
        inventory.flows.append(flow);
    }
    return inventory;
}

Inventory edited(Inventory inventory, QRandomGenerator& random, const QString& branch) {
    const int edits = random.bounded(1, 6);
    for (int e = 0; e < edits && !inventory.flows.isEmpty(); ++e) {
        const int at = random.bounded(int(inventory.flows.size()));
        switch (random.bounded(6)) {
        case 0:
            inventory.flows[at].setText(Field::Notes, branch + QString::number(e));
            break;
        case 1:
            inventory.flows[at].setText(Field::RetryLayers,
                                        QStringLiteral("worker:%1").arg(random.bounded(1, 9)));
            break;
        case 2:
            inventory.flows.removeAt(at);
            break;
        case 3: {
            Flow flow = inventory.flows[at];
            flow.setText(Field::FlowId, QStringLiteral("%1_new_%2").arg(branch).arg(e));
            inventory.flows.insert(random.bounded(int(inventory.flows.size()) + 1), flow);
            break;
        }
        case 4:
            inventory.flows.move(at, random.bounded(int(inventory.flows.size())));
            break;
        default: {
            YamlValue reviews = YamlValue::map();
            YamlValue review = YamlValue::map(true);
            review.insert(QStringLiteral("status"), YamlValue::scalar(QStringLiteral("pass")));
            review.insert(QStringLiteral("by"), YamlValue::scalar(branch));
            reviews.insert(QStringLiteral("IP04"), review);
            inventory.flows[at].setReviews(reviews);
            break;
        }
        }
    }
    return inventory;
}

} // namespace

class TestInventoryMerge : public QObject {
    Q_OBJECT

private slots:
    void specCases_data() {
        QTest::addColumn<QString>("dir");
        const QDir cases(Test::testData(QStringLiteral("merge")));
        const QStringList names = cases.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QVERIFY(names.size() >= 25);
        for (const QString& name : names)
            QTest::newRow(qPrintable(name)) << cases.filePath(name);
    }

    void specCases() {
        QFETCH(QString, dir);
        const YamlValue base = treeOf(Test::readFile(dir + QStringLiteral("/base.yaml")));
        const YamlValue ours = treeOf(Test::readFile(dir + QStringLiteral("/ours.yaml")));
        const YamlValue theirs = treeOf(Test::readFile(dir + QStringLiteral("/theirs.yaml")));
        const MergeResult merged = InventoryMerge::merge(&base, ours, theirs);
        const QByteArray expected = Test::readFile(dir + QStringLiteral("/expected.yaml"));
        if (!expected.isEmpty()) {
            QCOMPARE(labels(merged.conflicts), QStringList());
            QCOMPARE(canonical(merged.settle()),
                     YamlWriter::write(Test::inventoryFromYaml(expected)));
            // A clean merge written by the conflict writer is the canonical save.
            QCOMPARE(ConflictWriter::write(merged), canonical(merged.settle()));
            return;
        }
        const QStringList wanted =
            QString::fromUtf8(Test::readFile(dir + QStringLiteral("/conflicts.txt")))
                .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(labels(merged.conflicts), wanted);

        // Written with markers, labelled, and read back as the same conflicts.
        const QByteArray marked = ConflictWriter::write(merged);
        QVERIFY(ConflictedFile::hasMarkers(marked));
        for (const QString& label : wanted)
            QVERIFY2(marked.contains(("<<<<<<< ours (" + label + ")").toUtf8()),
                     marked.constData());
        IoError error;
        const std::optional<ConflictedInventory> reread =
            ConflictedInventory::read(marked, QStringLiteral("m.yaml"), &error);
        QVERIFY2(reread, qPrintable(error.toString()));
        QCOMPARE(reread->markedConflicts(), int(wanted.size()));
        QCOMPARE(labels(reread->conflicts()), wanted);
        // Taking either side everywhere gives what the merge gives with that choice.
        for (const bool ours : {true, false}) {
            const InventoryReadResult resolved = reread->resolve(side(reread->conflicts(), ours));
            QVERIFY2(resolved.inventory, qPrintable(resolved.error.toString()));
            QCOMPARE(YamlWriter::write(*resolved.inventory),
                     canonical(merged.settle(side(merged.conflicts, ours))));
        }
    }

    void theMarkersSplitIntoValidSides() {
        const QString dir = Test::testData(QStringLiteral("merge/same-field-different-values"));
        const YamlValue base = treeOf(Test::readFile(dir + QStringLiteral("/base.yaml")));
        const MergeResult merged =
            InventoryMerge::merge(&base, treeOf(Test::readFile(dir + QStringLiteral("/ours.yaml"))),
                                  treeOf(Test::readFile(dir + QStringLiteral("/theirs.yaml"))));
        const QByteArray marked = ConflictWriter::write(merged, 9);
        QVERIFY(marked.contains(
            "<<<<<<<<< ours (flow a, field retry_layers)\n    retry_layers: sdk:1\n"
            "||||||||| base\n    retry_layers: sdk:3\n=========\n    retry_layers: sdk:5\n"
            ">>>>>>>>> theirs (flow a, field retry_layers)\n"));
        IoError error;
        const std::optional<ConflictedFile> file =
            ConflictedFile::split(marked, QStringLiteral("m.yaml"), &error);
        QVERIFY(file);
        QVERIFY(file->hasBase);
        QCOMPARE(file->conflictCount, 1);
        QVERIFY(file->ours.text.contains("retry_layers: sdk:1") &&
                !file->ours.text.contains("sdk:5"));
        QVERIFY(file->theirs.text.contains("retry_layers: sdk:5") &&
                !file->theirs.text.contains("sdk:1"));
        // The side's line 9 (retry_layers) is the file's line 10, after the opening marker.
        QCOMPARE(file->ours.fileLineOf(9), 10);
    }

    void brokenMarkersSayWhere_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("message");
        QTest::newRow("never closed") << QByteArray("a: 1\n<<<<<<< ours\nb: 2\n=======\nb: 3\n")
                                      << 2 << QStringLiteral("never closed");
        QTest::newRow("separator alone")
            << QByteArray("a: 1\n=======\n") << 2 << QStringLiteral("outside a conflict");
        QTest::newRow("closed early") << QByteArray("<<<<<<< ours\nb: 2\n>>>>>>> theirs\n") << 3
                                      << QStringLiteral("before its separator");
        QTest::newRow("nested") << QByteArray("<<<<<<< ours\n<<<<<<< ours\n") << 2
                                << QStringLiteral("inside another");
    }

    void brokenMarkersSayWhere() {
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        QFETCH(QString, message);
        IoError error;
        QVERIFY(!ConflictedFile::split(text, QStringLiteral("m.yaml"), &error));
        QCOMPARE(error.line, line);
        QVERIFY2(error.message.contains(message), qPrintable(error.message));
    }

    void aSideThatIsNotAnInventoryPointsIntoTheFile() {
        const QByteArray text = "format: flow-inventory/1\nflows:\n<<<<<<< ours\n  - flow_id: "
                                "a\n=======\n  - [broken\n>>>>>>> theirs\n";
        IoError error;
        QVERIFY(!ConflictedInventory::read(text, QStringLiteral("m.yaml"), &error));
        QCOMPARE(error.file, QStringLiteral("m.yaml"));
        QVERIFY2(error.message.contains(QStringLiteral("theirs")), qPrintable(error.message));
        QVERIFY2(error.line >= 6, qPrintable(error.toString()));
    }

    void plainGitMarkersWithoutBaseConflictOnEveryDifference() {
        // As git's own line merge leaves it (no base section): both hunks differ in notes.
        const QByteArray text =
            "format: flow-inventory/1\nflows:\n  - flow_id: a\n    method: native\n"
            "<<<<<<< HEAD\n    notes: mine\n    team: payments\n=======\n    notes: theirs\n    "
            "team: payments\n"
            ">>>>>>> feature\n";
        IoError error;
        const std::optional<ConflictedInventory> read =
            ConflictedInventory::read(text, QStringLiteral("m.yaml"), &error);
        QVERIFY2(read, qPrintable(error.toString()));
        QCOMPARE(labels(read->conflicts()), QStringList{QStringLiteral("flow a, field notes")});
        QVERIFY(!read->conflicts().first().baseKnown);
        QList<std::optional<YamlValue>> edited{YamlValue::scalar(QStringLiteral("both"))};
        const InventoryReadResult resolved = read->resolve(edited);
        QVERIFY(resolved.inventory);
        QCOMPARE(resolved.inventory->flows.first().text(Field::Notes), QStringLiteral("both"));
        QCOMPARE(resolved.inventory->flows.first().extraFields().size(), std::size_t(1));
    }

    void theTreeHoldsWhatASaveWrites() {
        // Built without writing, it must be what writing and reading back gives.
        const Inventory example = Test::inventoryFromYaml(Test::readFile(
            QStringLiteral(FLOWAUDIT_SOURCE_DIR "/resources/examples/acme-inventory.yaml")));
        for (const Inventory& inventory :
             {example, Test::inventoryFromYaml(Test::readFile(Test::testData(
                           QStringLiteral("merge/waiver-keys-changed-on-each-side/ours.yaml"))))}) {
            QString error;
            const std::optional<YamlValue> reread =
                YamlReader::readValue(YamlWriter::write(inventory), &error);
            QVERIFY2(reread, qPrintable(error));
            QVERIFY(YamlWriter::tree(inventory) == *reread);
            QCOMPARE(YamlWriter::writeBlock(YamlWriter::tree(inventory)) + '\n',
                     YamlWriter::write(inventory));
        }
    }

    void properties() {
        QRandomGenerator random(20261201);
        for (int round = 0; round < 60; ++round) {
            const Inventory base = generated(random, random.bounded(1, 25));
            const Inventory x = edited(base, random, QStringLiteral("x"));
            const Inventory y = edited(base, random, QStringLiteral("y"));
            const YamlValue b = InventoryTree::of(base);
            const YamlValue tx = InventoryTree::of(x);
            const YamlValue ty = InventoryTree::of(y);

            const MergeResult onlyOurs = InventoryMerge::merge(&b, tx, b);
            QVERIFY(onlyOurs.isClean());
            QCOMPARE(canonical(onlyOurs.settle()), YamlWriter::write(x));
            const MergeResult onlyTheirs = InventoryMerge::merge(&b, b, ty);
            QVERIFY(onlyTheirs.isClean());
            QCOMPARE(canonical(onlyTheirs.settle()), YamlWriter::write(y));

            // Both: what is written reads back as the same conflicts, and either choice reads.
            const MergeResult both = InventoryMerge::merge(&b, tx, ty);
            const QByteArray written = ConflictWriter::write(both);
            if (both.isClean()) {
                QVERIFY(!ConflictedFile::hasMarkers(written));
                QCOMPARE(written, canonical(both.settle()));
                continue;
            }
            IoError error;
            const std::optional<ConflictedInventory> reread =
                ConflictedInventory::read(written, QStringLiteral("g.yaml"), &error);
            QVERIFY2(reread,
                     qPrintable(error.toString() + QLatin1Char('\n') + QString::fromUtf8(written)));
            QCOMPARE(labels(reread->conflicts()), labels(both.conflicts));
            const InventoryReadResult ours = reread->resolve(side(reread->conflicts(), true));
            QVERIFY2(ours.inventory, qPrintable(ours.error.toString()));
            QCOMPARE(YamlWriter::write(*ours.inventory),
                     canonical(both.settle(side(both.conflicts, true))));
        }
    }

    // Each side removed the flow the other changed: a line diff3 of the two versions aligns
    // the one flow's lines with the other's and would take "creates_records: yes" from
    // THEIRS inside OURS's flow. Every differing line is inside the markers, and each side
    // resolves to that side's merge.
    void crossedRemovalsResolveToEachSide() {
        const QByteArray base = "flows:\n"
                                "  - flow_id: a\n    method: custom\n    creates_records: no\n"
                                "    side_effect: none\n"
                                "  - flow_id: b\n    method: custom\n    creates_records: yes\n"
                                "    side_effect: none\n";
        const QByteArray ours = "flows:\n"
                                "  - flow_id: a\n    method: custom\n    creates_records: no\n"
                                "    side_effect: none\n    notes: ours\n";
        const QByteArray theirs = "flows:\n"
                                  "  - flow_id: b\n    method: custom\n    creates_records: yes\n"
                                  "    side_effect: none\n    notes: theirs\n";
        const Inventory b = Test::inventoryFromYaml(base);
        const Inventory o = Test::inventoryFromYaml(ours);
        const Inventory t = Test::inventoryFromYaml(theirs);
        const YamlValue baseTree = InventoryTree::of(b);
        const MergeResult merged =
            InventoryMerge::merge(&baseTree, InventoryTree::of(o), InventoryTree::of(t));
        QCOMPARE(merged.conflicts.size(), 2);
        const LayoutMerge::Output out = LayoutMerge::write(
            merged, {{&base, &b}, {&ours, &o}, {&theirs, &t}}, 7, QStringLiteral("m.yaml"));
        QVERIFY2(out.bytes, qPrintable(out.whyNot));
        IoError error;
        const std::optional<ConflictedInventory> reread =
            ConflictedInventory::read(*out.bytes, QStringLiteral("m.yaml"), &error);
        QVERIFY2(reread, qPrintable(error.toString()));
        for (bool oursSide : {true, false}) {
            const InventoryReadResult resolved =
                reread->resolve(side(reread->conflicts(), oursSide));
            QVERIFY2(resolved.inventory, qPrintable(resolved.error.toString()));
            QCOMPARE(YamlWriter::write(*resolved.inventory),
                     canonical(merged.settle(side(merged.conflicts, oursSide))));
        }
    }

    // The merge written into OURS's bytes (the driver's way): a clean merge reads as the
    // merge and keeps OURS's comments and THEIRS's added ones; a conflicted one reads back as
    // the same conflicts, each side as the canonical writer's would.
    void layoutMergeProperties() {
        QRandomGenerator random(20261204);
        int conflicted = 0;
        for (int round = 0; round < 60; ++round) {
            const Inventory base = generated(random, random.bounded(1, 25));
            QByteArray baseBytes = YamlWriter::write(base);
            baseBytes.replace("\n  - flow_id: flow_0\n",
                              "\n  # the first flow\n  - flow_id: flow_0\n");
            const Inventory baseRead = Test::inventoryFromYaml(baseBytes);
            auto sideOf = [&](const Inventory& edit, const QByteArray& comment) {
                InventoryPatch::Result patch =
                    InventoryPatch::patch(baseBytes, baseRead, edit, QStringLiteral("side.yaml"));
                QByteArray bytes = patch.bytes.value_or(YamlWriter::write(edit));
                bytes.replace("\nflows:\n", "\n" + comment + "\nflows:\n");
                return bytes;
            };
            const QByteArray oursBytes =
                sideOf(edited(base, random, QStringLiteral("x")), "# ours");
            const QByteArray theirsBytes =
                sideOf(edited(base, random, QStringLiteral("y")), "# theirs");
            const Inventory ours = Test::inventoryFromYaml(oursBytes);
            const Inventory theirs = Test::inventoryFromYaml(theirsBytes);
            const YamlValue b = InventoryTree::of(baseRead);
            const MergeResult merged =
                InventoryMerge::merge(&b, InventoryTree::of(ours), InventoryTree::of(theirs));
            const LayoutMerge::Output out = LayoutMerge::write(
                merged, {{&baseBytes, &baseRead}, {&oursBytes, &ours}, {&theirsBytes, &theirs}}, 7,
                QStringLiteral("merged.yaml"));
            if (!out.bytes) { // the driver then writes the canonical layout, saying why
                QVERIFY(!out.whyNot.isEmpty());
                continue;
            }
            if (merged.isClean()) {
                QCOMPARE(YamlWriter::write(Test::inventoryFromYaml(*out.bytes)),
                         canonical(merged.settle()));
                // Each side's comment, where the side has one (not above an empty `flows: []`).
                for (const QByteArray* sideBytes : {&oursBytes, &theirsBytes}) {
                    const QByteArray comment = sideBytes == &oursBytes ? "# ours\n" : "# theirs\n";
                    QVERIFY2(!sideBytes->contains(comment) || out.bytes->contains(comment),
                             out.bytes->constData());
                }
                continue;
            }
            ++conflicted;
            IoError error;
            const std::optional<ConflictedInventory> reread =
                ConflictedInventory::read(*out.bytes, QStringLiteral("m.yaml"), &error);
            QVERIFY2(reread, qPrintable(error.toString() + QLatin1Char('\n') +
                                        QString::fromUtf8(*out.bytes)));
            QCOMPARE(labels(reread->conflicts()), labels(merged.conflicts));
            // Each side resolves to what the merge settles with that side's choices.
            for (bool oursSide : {true, false}) {
                const InventoryReadResult resolved =
                    reread->resolve(side(reread->conflicts(), oursSide));
                QVERIFY2(resolved.inventory, qPrintable(resolved.error.toString()));
                const QByteArray got = YamlWriter::write(*resolved.inventory);
                const QByteArray want = canonical(merged.settle(side(merged.conflicts, oursSide)));
                if (got != want)
                    qInfo().noquote()
                        << "round" << round << (oursSide ? "ours" : "theirs") << "\n--- base\n"
                        << baseBytes << "\n--- ours\n"
                        << oursBytes << "\n--- theirs\n"
                        << theirsBytes << "\n--- merged\n"
                        << *out.bytes << "\n--- got\n"
                        << got << "\n--- want\n"
                        << want;
                QCOMPARE(got, want);
            }
        }
        QVERIFY(conflicted > 5); // the rounds meet conflicts, not only clean merges
    }
};

QTEST_GUILESS_MAIN(TestInventoryMerge)
#include "tst_inventorymerge.moc"
