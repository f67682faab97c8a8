// A save over a file patches it (docs/spec/inventory-format.md, "Saving over a file"): the examples
// the spec gives, the fallback where a patch cannot be safe, and a property test over
// generated files in many layouts with random edits.
#include "core/io/yaml/inventorypatch.h"
#include "core/io/yaml/yamlwriter.h"
#include "core/model/field.h"
#include "core/model/reviewchecklist.h"
#include "core/model/systemsblock.h"

#include <QBuffer>
#include <QFile>
#include <QRandomGenerator>
#include <QSet>
#include <QTest>

using namespace FlowAudit;

namespace {

Inventory readText(QByteArray text) {
    QBuffer device(&text);
    device.open(QIODevice::ReadOnly);
    InventoryReadResult read = YamlReader::read(&device, QStringLiteral("test.yaml"));
    if (!read.inventory)
        qFatal("does not read: %s\n%s", qPrintable(read.error.toString()), text.constData());
    return *read.inventory;
}

QByteArray patched(const QByteArray& original, const Inventory& saved) {
    const InventoryPatch::Result result =
        InventoryPatch::patch(original, readText(original), saved, QStringLiteral("test.yaml"));
    if (!result.bytes)
        qWarning("no patch: %s", qPrintable(result.whyNot));
    return result.bytes.value_or(QByteArray());
}

// The lines that differ, as (removed, added) between the common head and tail; a line's
// end is not part of it (the last line gains one when a line is added after it).
std::pair<QList<QByteArray>, QList<QByteArray>> changedLines(const QByteArray& before,
                                                             const QByteArray& after) {
    const auto lines = [](const QByteArray& text) {
        QList<QByteArray> split = text.split('\n');
        for (QByteArray& line : split) {
            if (line.endsWith('\r'))
                line.chop(1);
        }
        return split;
    };
    const QList<QByteArray> a = lines(before);
    const QList<QByteArray> b = lines(after);
    qsizetype head = 0;
    while (head < a.size() && head < b.size() && a[head] == b[head])
        ++head;
    qsizetype tail = 0;
    while (tail < a.size() - head && tail < b.size() - head &&
           a[a.size() - 1 - tail] == b[b.size() - 1 - tail])
        ++tail;
    return {a.mid(head, a.size() - head - tail), b.mid(head, b.size() - head - tail)};
}

const QByteArray Small = "# owned by finance, ask Jo before changing\n"
                         "format: flow-inventory/1\n"
                         "title: Small\n"
                         "flows:\n"
                         "  - flow_id: a\n"
                         "    name: 'First flow'   # the name people use\n"
                         "    source: stripe\n"
                         "    ipaas:\n"
                         "    method: custom\n"
                         "    # retention agreed with legal\n"
                         "    ledger_retention_days: 45\n"
                         "    reviews:\n"
                         "      IP04: {status: pass, note: upsert, by: jd, on: 2026-11-20}\n"
                         "  # the second flow\n"
                         "  - flow_id: b\n"
                         "    name: Second\n"
                         "    method: native\n";

} // namespace

class TestInventoryPatch : public QObject {
    Q_OBJECT

private slots:
    // A drag on the map writes `at` into the file's own bytes: the block is added between
    // flows and waivers, an entry keeps its other keys and comments, and Reset Layout
    // gives back the bytes the file had.
    void placingASystemPatchesOnlyItsPosition() {
        const QByteArray bare = "flows:\n"
                                "  - {flow_id: a, source: Stripe, destination: hubspot}\n"
                                "waivers: []\n";
        Inventory saved = readText(bare);
        std::optional<YamlEntries> placed =
            SystemsBlock::placed(saved.extraKeys, u"stripe", QPoint(120, -40));
        QVERIFY(placed);
        saved.extraKeys = *placed;
        const QByteArray withBlock = patched(bare, saved);
        QCOMPARE(withBlock, QByteArray("flows:\n"
                                       "  - {flow_id: a, source: Stripe, destination: hubspot}\n"
                                       "systems:\n"
                                       "  stripe: {at: [120, -40]}\n"
                                       "waivers: []\n"));
        QCOMPARE(SystemsBlock::read(readText(withBlock)).find(u"Stripe")->at, QPoint(120, -40));
        Inventory reset = readText(withBlock);
        reset.extraKeys = SystemsBlock::withoutPositions(reset.extraKeys);
        QCOMPARE(patched(withBlock, reset), bare);

        const QByteArray kept = "flows:\n"
                                "  - {flow_id: a, source: stripe, destination: hubspot}\n"
                                "systems:\n"
                                "  # the finance estate\n"
                                "  Stripe:   {label: Stripe Inc, group: Finance}  # billing\n"
                                "  hubspot:\n"
                                "    label: HubSpot\n"
                                "    at: [10, 10]\n";
        Inventory moved = readText(kept);
        placed = SystemsBlock::placed(moved.extraKeys, u"stripe", QPoint(5, 6));
        QVERIFY(placed);
        placed = SystemsBlock::placed(*placed, u"HUBSPOT", QPoint(300, 20));
        QVERIFY(placed);
        moved.extraKeys = *placed;
        const QByteArray movedBytes = patched(kept, moved);
        QCOMPARE(changedLines(kept, movedBytes),
                 (std::pair<QList<QByteArray>, QList<QByteArray>>{
                     {"  Stripe:   {label: Stripe Inc, group: Finance}  # billing",
                      "  hubspot:", "    label: HubSpot", "    at: [10, 10]"},
                     {"  Stripe:   {label: Stripe Inc, group: Finance, at: [5, 6]}  # billing",
                      "  hubspot:", "    label: HubSpot", "    at: [300, 20]"}}));
        // Reset removes every `at` and keeps what else the entries say.
        Inventory unplaced = readText(movedBytes);
        unplaced.extraKeys = SystemsBlock::withoutPositions(unplaced.extraKeys);
        const SystemsBlock block = SystemsBlock::read(unplaced);
        QCOMPARE(block.entries.size(), 2);
        QVERIFY(!block.entries[0].at && !block.entries[1].at);
        QCOMPARE(block.entries[0].label, QStringLiteral("Stripe Inc"));

        // A malformed entry is the user's to mend: a drag refuses it, Reset keeps its `at`.
        const Inventory malformed = readText("flows: []\nsystems:\n"
                                             "  stripe: {at: [1, 2, 3], group: Finance}\n"
                                             "  hubspot:\n    at: left of salesforce\n"
                                             "  klaviyo: {label: [a, b]}\n");
        QVERIFY(!SystemsBlock::placed(malformed.extraKeys, u"stripe", QPoint()));
        QVERIFY(!SystemsBlock::placed(malformed.extraKeys, u"klaviyo", QPoint()));
        QVERIFY(!SystemsBlock::placed(malformed.extraKeys, u"hubspot", QPoint()));
        QVERIFY(SystemsBlock::placed(malformed.extraKeys, u"braze", QPoint(1, 1)));
        QCOMPARE(SystemsBlock::withoutPositions(malformed.extraKeys), malformed.extraKeys);
        // A block or entry in a shape a drag does not overwrite: refused, nothing changed.
        QVERIFY(!SystemsBlock::placed(readText("flows: []\nsystems: [stripe]\n").extraKeys,
                                      u"stripe", QPoint()));
        QVERIFY(!SystemsBlock::placed(readText("flows: []\nsystems:\n  stripe: 3\n").extraKeys,
                                      u"stripe", QPoint()));
    }

    void unchangedInventoryIsTheSameBytes() { QCOMPARE(patched(Small, readText(Small)), Small); }

    void changedValueReplacesOnlyItsText() {
        Inventory inventory = readText(Small);
        inventory.flows[0].setText(Field::Name, QStringLiteral("Renamed"));
        inventory.flows[0].setText(Field::LedgerRetentionDays, QStringLiteral("60"));
        const QByteArray out = patched(Small, inventory);
        QByteArray expected = Small;
        expected.replace("'First flow'", "'Renamed'").replace("days: 45", "days: 60");
        QCOMPARE(out, expected);
    }

    void valueThatWouldReadAsAnotherTypeIsQuoted() {
        Inventory inventory = readText(Small);
        inventory.flows[1].setText(Field::Name, QStringLiteral("yes"));
        QCOMPARE(changedLines(Small, patched(Small, inventory)).second,
                 QList<QByteArray>{"    name: \"yes\""});
    }

    void fieldSetIsOneLineAfterTheNearestEarlierField() {
        Inventory inventory = readText(Small);
        inventory.flows[1].setText(Field::Destination, QStringLiteral("salesforce"));
        const auto [removed, added] = changedLines(Small, patched(Small, inventory));
        QVERIFY(removed.isEmpty());
        QCOMPARE(added, QList<QByteArray>{"    destination: salesforce"});
        QVERIFY(patched(Small, inventory).contains("name: Second\n    destination: salesforce\n"));
    }

    void blankKeyIsFilledNotRepeated() {
        Inventory inventory = readText(Small);
        inventory.flows[0].setText(Field::Ipaas, QStringLiteral("zapier"));
        const auto [removed, added] = changedLines(Small, patched(Small, inventory));
        QCOMPARE(removed, QList<QByteArray>{"    ipaas:"});
        QCOMPARE(added, QList<QByteArray>{"    ipaas: zapier"});
    }

    // SC03's fix: the misspelt key renamed where it stands, its value, spacing and comment
    // kept; when the field it meant is written blank, that line is filled instead.
    void misspeltKeyIsRenamedInPlace() {
        const QByteArray text = "flows:\r\n"
                                "  - flow_id: a\r\n"
                                "    ledger_retension_days:   '90'   # raised from 30\r\n"
                                "    retry_layers: none\r\n";
        Inventory inventory = readText(text);
        Flow& flow = inventory.flows[0];
        flow.setExtraFields({});
        flow.setText(Field::LedgerRetentionDays, QStringLiteral("90"));
        QByteArray expected = text;
        expected.replace("ledger_retension_days:", "ledger_retention_days:");
        QCOMPARE(patched(text, inventory), expected);

        const QByteArray withBlank = "flows:\n  - flow_id: a\n    ledger_retention_days:\n"
                                     "    ledger_retension_days: 90\n";
        Inventory filled = readText(withBlank);
        filled.flows[0].setExtraFields({});
        filled.flows[0].setText(Field::LedgerRetentionDays, QStringLiteral("90"));
        QCOMPARE(patched(withBlank, filled),
                 QByteArray("flows:\n  - flow_id: a\n    ledger_retention_days: 90\n"));
    }

    void fieldClearedTakesItsLineNotTheCommentAbove() {
        Inventory inventory = readText(Small);
        inventory.flows[0].setText(Field::LedgerRetentionDays, QString());
        inventory.flows[0].setText(Field::Name, QString());
        const QByteArray out = patched(Small, inventory);
        QByteArray expected = Small;
        expected.replace("    name: 'First flow'   # the name people use\n", "")
            .replace("    ledger_retention_days: 45\n", "");
        QCOMPARE(out, expected); // the comment line above the retention stays
    }

    void reviewInAFlowStyleMapStaysFlowStyle() {
        Inventory inventory = readText(Small);
        YamlValue reviews = YamlValue::map();
        YamlValue ip04 = YamlValue::map(true);
        ip04.insert(QStringLiteral("status"), YamlValue::scalar(QStringLiteral("fail")));
        reviews.insert(QStringLiteral("IP04"), ip04);
        YamlValue or01 = YamlValue::map();
        or01.insert(QStringLiteral("status"), YamlValue::scalar(QStringLiteral("open")));
        reviews.insert(QStringLiteral("OR01"), or01);
        inventory.flows[0].setReviews(reviews);
        const auto [removed, added] = changedLines(Small, patched(Small, inventory));
        QCOMPARE(added,
                 (QList<QByteArray>{"      IP04: {status: fail}", "      OR01: {status: open}"}));
        QCOMPARE(removed.size(), 1);
    }

    void flowAddedTakesTheFilesIndentation() {
        const QByteArray fourSpaces = "flows:\n"
                                      "-   flow_id: a\n"
                                      "    name: A\n"
                                      "# after a\n"
                                      "-   flow_id: b\n"
                                      "    name: B\n";
        Inventory inventory = readText(fourSpaces);
        Flow added;
        added.setText(Field::FlowId, QStringLiteral("new"));
        added.setText(Field::Method, QStringLiteral("native"));
        inventory.flows.insert(1, added);
        QCOMPARE(patched(fourSpaces, inventory), QByteArray("flows:\n"
                                                            "-   flow_id: a\n"
                                                            "    name: A\n"
                                                            "-   flow_id: new\n"
                                                            "    method: native\n"
                                                            "# after a\n"
                                                            "-   flow_id: b\n"
                                                            "    name: B\n"));
    }

    void flowsRemovedAndMovedTakeTheirLines() {
        Inventory inventory = readText(Small);
        inventory.flows.move(1, 0);
        QByteArray out = patched(Small, inventory);
        QVERIFY2(out.indexOf("flow_id: b") < out.indexOf("flow_id: a"), out.constData());
        QVERIFY(out.contains("# retention agreed with legal"));
        QCOMPARE(readText(out), inventory);
        inventory.flows.removeAt(1); // a, with the comment lines inside it
        out = patched(Small, inventory);
        QVERIFY(!out.contains("retention agreed"));
        QVERIFY(out.startsWith("# owned by finance"));
        QCOMPARE(readText(out), inventory);
    }

    void lineEndsBomAndFinalNewlineAreKept() {
        QByteArray crlf = Small;
        crlf.replace("\n", "\r\n");
        crlf.prepend("\xEF\xBB\xBF");
        crlf.chop(2); // no final line end
        Inventory inventory = readText(crlf);
        inventory.flows[1].setText(Field::Method, QStringLiteral("custom"));
        inventory.flows[1].setText(Field::Source, QStringLiteral("hubspot"));
        Flow added;
        added.setText(Field::FlowId, QStringLiteral("c"));
        inventory.flows.append(added);
        const QByteArray out = patched(crlf, inventory);
        QVERIFY(out.startsWith("\xEF\xBB\xBF# owned"));
        QVERIFY(!out.endsWith('\n'));
        QCOMPARE(out.count('\n'), out.count("\r\n"));
        QVERIFY(out.endsWith("  - flow_id: c"));
        QCOMPARE(readText(out), inventory);
    }

    void topLevelKeysAndWaiversArePatchedToo() {
        Inventory inventory = readText(Small);
        inventory.owner = QStringLiteral("Team X");
        Waiver waiver;
        waiver.flowId = QStringLiteral("a");
        waiver.rule = QStringLiteral("IP01");
        waiver.justification = QStringLiteral("accepted");
        waiver.owner = QStringLiteral("jo");
        waiver.expires = QStringLiteral("2027-01-31");
        inventory.waivers.append(waiver);
        const QByteArray out = patched(Small, inventory);
        QVERIFY(out.contains("title: Small\nowner: Team X\nflows:"));
        QVERIFY(
            out.endsWith("method: native\nwaivers:\n  - flow_id: a\n    rule: IP01\n"
                         "    justification: accepted\n    owner: jo\n    expires: 2027-01-31\n"));
        Inventory again = readText(out);
        again.waivers[0].expires = QStringLiteral("2027-02-28");
        const auto [removed, added] = changedLines(out, patched(out, again));
        QCOMPARE(added, QList<QByteArray>{"    expires: 2027-02-28"});
    }

    // The first waivers of a file are laid out as its flows are: its dash and key columns.
    void firstWaiversTakeTheFlowsIndentation_data() {
        QTest::addColumn<QByteArray>("dash");   // before flow_id, as the flows have it
        QTest::addColumn<QByteArray>("indent"); // of the flows' other keys
        QTest::newRow("dash at column 0") << QByteArray("- ") << QByteArray("  ");
        QTest::newRow("indented by 4") << QByteArray("    - ") << QByteArray("      ");
        QTest::newRow("dash and 3 spaces") << QByteArray("-   ") << QByteArray("    ");
    }
    void firstWaiversTakeTheFlowsIndentation() {
        QFETCH(QByteArray, dash);
        QFETCH(QByteArray, indent);
        const QByteArray file = "format: flow-inventory/1\nflows:\n" + dash + "flow_id: a\n" +
                                indent + "method: native\n";
        Inventory inventory = readText(file);
        Waiver waiver;
        waiver.flowId = QStringLiteral("a");
        waiver.rule = QStringLiteral("IP01");
        waiver.justification = QStringLiteral("accepted");
        waiver.owner = QStringLiteral("jo");
        waiver.expires = QStringLiteral("2027-01-31");
        inventory.waivers.append(waiver);
        const QByteArray out = patched(file, inventory);
        QCOMPARE(out, file + "waivers:\n" + dash + "flow_id: a\n" + indent + "rule: IP01\n" +
                          indent + "justification: accepted\n" + indent + "owner: jo\n" + indent +
                          "expires: 2027-01-31\n");
    }

    // A review added beside block-style reviews is block style, at their indentation; beside
    // flow-style ones it is flow style (reviewInAFlowStyleMapStaysFlowStyle).
    void reviewAddedAmongBlockReviewsIsBlockStyle_data() {
        QTest::addColumn<QByteArray>("step");
        QTest::newRow("indented by 2") << QByteArray("  ");
        QTest::newRow("indented by 4") << QByteArray("    ");
    }
    void reviewAddedAmongBlockReviewsIsBlockStyle() {
        QFETCH(QByteArray, step);
        const QByteArray head = "flows:\n  - flow_id: a\n    reviews:\n      IP04:\n" + step +
                                "      status: pass\n" + step + "      note: upsert\n";
        Inventory inventory = readText(head);
        ManualReview review;
        review.rule = QStringLiteral("IP05");
        review.status = ManualReview::Status::Fail;
        review.by = QStringLiteral("jo");
        inventory.flows[0].setReviews(
            ReviewChecklist::withReview(inventory.flows[0].reviews(), review));
        QCOMPARE(patched(head, inventory),
                 head + "      IP05:\n" + step + "      status: fail\n" + step + "      by: jo\n");
    }

    void anchorsAndTagsInWhatChangedFallBack() {
        const QByteArray anchored = "flows:\n"
                                    "  - flow_id: a\n"
                                    "    name: &n Shared\n"
                                    "    notes: !note kept\n";
        Inventory inventory = readText(anchored);
        inventory.flows[0].setText(Field::FlowId, QStringLiteral("b"));
        QVERIFY(!patched(anchored, inventory).isEmpty()); // what changed is plain
        inventory.flows[0].setText(Field::Name, QStringLiteral("Other"));
        const InventoryPatch::Result result = InventoryPatch::patch(
            anchored, readText(anchored), inventory, QStringLiteral("t.yaml"));
        QVERIFY(!result.bytes);
        QVERIFY2(result.whyNot.contains(QLatin1String("anchor")), qPrintable(result.whyNot));
    }

    void flowStyleDocumentFallsBack() {
        const QByteArray flowDocument = "{flows: [{flow_id: a}]}\n";
        Inventory inventory = readText(flowDocument);
        inventory.flows[0].setText(Field::Name, QStringLiteral("x"));
        QVERIFY(!InventoryPatch::patch(flowDocument, readText(flowDocument), inventory,
                                       QStringLiteral("t.yaml"))
                     .bytes);
    }

    void blockScalarIsReplacedInItsStyle() {
        const QByteArray block = "flows:\n"
                                 "  - flow_id: a\n"
                                 "    notes: |\n"
                                 "      line one\n"
                                 "      line two\n"
                                 "    method: custom\n";
        Inventory inventory = readText(block);
        inventory.flows[0].setText(Field::Notes, QStringLiteral("first\nsecond\nthird"));
        const QByteArray out = patched(block, inventory);
        QCOMPARE(out,
                 QByteArray("flows:\n  - flow_id: a\n    notes: |-\n      first\n      second\n"
                            "      third\n    method: custom\n"));
    }

    void bundledExampleKeepsItsCommentsThroughAnEdit() {
        QFile file(QStringLiteral(FLOWAUDIT_SOURCE_DIR "/resources/examples/acme-inventory.yaml"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray original = file.readAll();
        Inventory inventory = readText(original);
        inventory.flows[2].setText(Field::LedgerRetentionDays, QStringLiteral("400"));
        const auto [removed, added] = changedLines(original, patched(original, inventory));
        QCOMPARE(removed.size(), 1);
        QCOMPARE(added.size(), 1);
        QVERIFY(added[0].endsWith("ledger_retention_days: 400"));
    }

    // Generated files in many layouts, random edit sequences: the result reads back as the
    // edited inventory, keeps every comment not inside a removed flow or cleared field, and
    // for one edit changes exactly its line.
    void propertyOverGeneratedLayoutsAndEdits() {
        QRandomGenerator random(20261202);
        for (int round = 0; round < 1000; ++round)
            checkOneRound(random, round);
    }

private:
    struct Generated {
        QByteArray text;
        // The comments inside each flow (own lines and after values), by field ("" for own lines).
        QList<QList<std::pair<QString, QByteArray>>> flowComments;
        QList<QByteArray> outsideComments;
        QList<bool> blankIpaas; // the flow has `ipaas:` with nothing after it
    };

    static QByteArray quoteRandomly(QRandomGenerator& random, const QString& text) {
        switch (random.bounded(3)) {
        case 0:
            return text.toUtf8();
        case 1:
            return '\'' + text.toUtf8() + '\'';
        default:
            return '"' + text.toUtf8() + '"';
        }
    }

    static Generated generate(QRandomGenerator& random, int round) {
        const int width = random.bounded(2) ? 2 : 4;
        const int dashColumn = random.bounded(2) ? 0 : width;
        const int contentColumn = dashColumn + (random.bounded(3) == 0 ? 4 : 2);
        const QByteArray pad(contentColumn, ' ');
        int comment = 0;
        const auto newComment = [&] {
            return QByteArray("# c") + QByteArray::number(round) + '_' +
                   QByteArray::number(comment++);
        };
        Generated g;
        QByteArray& t = g.text;
        const QByteArray header = newComment();
        g.outsideComments << header;
        t += header + "\nformat: flow-inventory/1\ntitle: Generated\nflows:\n";
        const int flows = 1 + random.bounded(5);
        const char* const textFields[] = {"name", "source", "destination", "notes"};
        for (int f = 0; f < flows; ++f) {
            QList<std::pair<QString, QByteArray>> inside;
            t += QByteArray(dashColumn, ' ') + '-' +
                 QByteArray(contentColumn - dashColumn - 1, ' ') + "flow_id: f" +
                 QByteArray::number(f) + '\n';
            for (const char* field : textFields) {
                if (random.bounded(3) == 0)
                    continue;
                if (random.bounded(4) == 0) {
                    const QByteArray own = newComment();
                    inside.append({QString(), own});
                    t += pad + own + '\n';
                }
                t +=
                    pad + field + ": " +
                    quoteRandomly(random, QStringLiteral("%1 %2").arg(QLatin1String(field)).arg(f));
                if (random.bounded(3) == 0) {
                    const QByteArray after = newComment();
                    inside.append({QString::fromLatin1(field), after});
                    t += "  " + after;
                }
                t += '\n';
            }
            g.blankIpaas.append(random.bounded(3) == 0);
            if (g.blankIpaas.back())
                t += pad + "ipaas:\n";
            if (random.bounded(2))
                t += pad + "ledger_retention_days: " + QByteArray::number(random.bounded(1, 400)) +
                     '\n';
            if (random.bounded(2)) {
                t += pad + "reviews:\n";
                if (random.bounded(2))
                    t += pad + QByteArray(width, ' ') + "IP04: {status: pass, by: jd}\n";
                else
                    t += pad + QByteArray(width, ' ') + "IP04:\n" + pad +
                         QByteArray(2 * width, ' ') + "status: pass\n";
            }
            if (random.bounded(3) == 0) {
                const QByteArray between = newComment();
                inside.append({QString(), between}); // after the flow: goes with it when removed
                t += "\n" + QByteArray(dashColumn, ' ') + between + '\n';
            }
            g.flowComments.append(inside);
        }
        if (random.bounded(2))
            t.replace("\n", "\r\n");
        if (random.bounded(4) == 0)
            t.prepend("\xEF\xBB\xBF");
        if (random.bounded(4) == 0)
            t.chop(t.endsWith("\r\n") ? 2 : 1);
        return g;
    }

    enum class EditKind { Change, Set, Clear, Add, Remove, Move, Review };

    static void checkOneRound(QRandomGenerator& random, int round) {
        Generated g = generate(random, round);
        const Inventory read = readText(g.text);
        Inventory saved = read;
        QList<QList<std::pair<QString, QByteArray>>> comments = g.flowComments;
        QSet<QByteArray> gone;
        const int edits = random.bounded(3) == 0 ? 1 + random.bounded(4) : 1;
        std::optional<EditKind> only;
        const QStringList values = {
            QStringLiteral("plain text"), QStringLiteral("yes"),  QStringLiteral("a: b"),
            QStringLiteral("#x"),         QStringLiteral("it's"), QStringLiteral("say \"hi\""),
            QStringLiteral("Müller"),     QStringLiteral("null"), QStringLiteral("100")};
        const Field fields[] = {Field::Name,  Field::Source, Field::Destination,
                                Field::Notes, Field::Ipaas,  Field::LedgerRetentionDays};
        for (int e = 0; e < edits; ++e) {
            const auto kind = EditKind(random.bounded(7));
            if (saved.flows.isEmpty() && kind != EditKind::Add)
                continue;
            const int f = saved.flows.isEmpty() ? 0 : random.bounded(int(saved.flows.size()));
            const Field field = fields[random.bounded(6)];
            const QString value = values[random.bounded(int(values.size()))];
            Flow* flow = saved.flows.isEmpty() ? nullptr : &saved.flows[f];
            switch (kind) {
            case EditKind::Change:
            case EditKind::Set:
                if (flow->text(field) == value)
                    continue;
                only = flow->isBlank(field) && !(field == Field::Ipaas && g.blankIpaas.value(f))
                           ? EditKind::Set
                           : EditKind::Change;
                flow->setText(field, value);
                break;
            case EditKind::Clear:
                if (flow->isBlank(field))
                    continue;
                flow->setText(field, QString());
                for (const auto& [owner, text] : comments[f])
                    if (owner == QLatin1String(FieldCatalogue::info(field).name))
                        gone.insert(text);
                only = kind;
                break;
            case EditKind::Add: {
                Flow added;
                added.setText(Field::FlowId, QStringLiteral("added%1").arg(e));
                added.setText(Field::Name, value);
                saved.flows.insert(f, added);
                comments.insert(f, {});
                only = std::nullopt;
                break;
            }
            case EditKind::Remove:
                for (const auto& c : comments[f])
                    gone.insert(c.second);
                saved.flows.removeAt(f);
                comments.removeAt(f);
                only = std::nullopt;
                break;
            case EditKind::Move: {
                const int to = random.bounded(int(saved.flows.size()));
                saved.flows.move(f, to);
                comments.move(f, to);
                only = std::nullopt;
                break;
            }
            case EditKind::Review: {
                YamlValue reviews = YamlValue::map();
                YamlValue entry = YamlValue::map();
                entry.insert(QStringLiteral("status"), YamlValue::scalar(QStringLiteral("fail")));
                reviews.insert(QStringLiteral("IP04"), entry);
                flow->setReviews(reviews);
                only = std::nullopt;
                break;
            }
            }
            if (edits > 1)
                only = std::nullopt;
        }
        const InventoryPatch::Result result =
            InventoryPatch::patch(g.text, read, saved, QStringLiteral("generated.yaml"));
        QVERIFY2(result.bytes,
                 qPrintable(result.whyNot + QLatin1Char('\n') + QString::fromUtf8(g.text)));
        const QByteArray& out = *result.bytes;
        QCOMPARE(readText(out), saved);
        for (const QByteArray& c : g.outsideComments + [&] {
                 QList<QByteArray> all;
                 for (const auto& list : g.flowComments)
                     for (const auto& c : list)
                         all << c.second;
                 return all;
             }()) {
            if (!gone.contains(c))
                QVERIFY2(out.contains(c + (g.text.contains("\r\n") ? "\r" : "")) || out.endsWith(c),
                         qPrintable(QString::fromUtf8(c + " lost:\n" + g.text + "\n---\n" + out)));
        }
        QCOMPARE(out.startsWith("\xEF\xBB\xBF"), g.text.startsWith("\xEF\xBB\xBF"));
        QCOMPARE(out.endsWith('\n'), g.text.endsWith('\n'));
        if (g.text.contains("\r\n"))
            QCOMPARE(out.count('\n'), out.count("\r\n"));
        if (only) {
            const auto [removed, added] = changedLines(g.text, out);
            const qsizetype wantRemoved = *only == EditKind::Set ? 0 : 1;
            const qsizetype wantAdded = *only == EditKind::Clear ? 0 : 1;
            QVERIFY2(removed.size() == wantRemoved && added.size() == wantAdded,
                     qPrintable(QString::fromUtf8(g.text + "\n---\n" + out)));
        }
    }
};

QTEST_GUILESS_MAIN(TestInventoryPatch)
#include "tst_inventorypatch.moc"
