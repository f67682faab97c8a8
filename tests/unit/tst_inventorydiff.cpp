// The diff of docs/spec/accepted-risks-and-git.md (Diff): flows added, removed, renamed, moved and
// changed field by field, top-level keys and waivers, the verdict changes first; its
// properties over generated inventories; and textconv's field lines.
#include "testsupport.h"

#include "core/diff/inventorycomparison.h"
#include "core/diff/textconv.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTest>

using namespace FlowAudit;

namespace {

const QByteArray Before =
    "title: Before\nflows:\n"
    "  - {flow_id: a, method: native, creates_records: no, side_effect: none, retry_layers: "
    "'sdk:1;worker:5'}\n"
    "  - {flow_id: b, method: native, creates_records: no, side_effect: none, retry_layers: none, "
    "notes: bee}\n"
    "  - {flow_id: c, method: native, creates_records: no, side_effect: none, retry_layers: none}\n"
    "  - {flow_id: d, method: native, creates_records: no, side_effect: none, retry_layers: none, "
    "notes: gone}\n"
    "waivers:\n"
    "  - {flow_id: a, rule: RT01, justification: j, owner: o, expires: 2027-03-01}\n";
const QByteArray After =
    "title: After\nx_board: weekly\nflows:\n"
    "  - {flow_id: c, method: native, creates_records: no, side_effect: none, retry_layers: none}\n"
    "  - {flow_id: a, method: native, creates_records: no, side_effect: none, retry_layers: "
    "'sdk:3;worker:5',\n"
    "     reviews: {IP04: {status: pass}}}\n"
    "  - {flow_id: b2, method: native, creates_records: no, side_effect: none, retry_layers: none, "
    "notes: bee, team: x}\n"
    "  - {flow_id: e, method: native, creates_records: no, side_effect: none, retry_layers: none}\n"
    "waivers:\n"
    "  - {flow_id: a, rule: RT01, justification: j, owner: o, expires: 2027-06-30}\n"
    "  - {flow_id: c, rule: WH01, justification: j, owner: o, expires: 2027-03-01}\n";

InventoryComparison compare(const QByteArray& before, const QByteArray& after) {
    LintOptions options;
    options.today = QDate(2027, 1, 1);
    return InventoryComparison::of(
        lintInventory(QStringLiteral("old.yaml"), Test::inventoryFromYaml(before), options),
        lintInventory(QStringLiteral("new.yaml"), Test::inventoryFromYaml(after), options));
}

const FlowChange* changeOf(const InventoryDiff& diff, const QString& id) {
    for (const FlowChange& c : diff.changed) {
        if (c.flowId == id)
            return &c;
    }
    return nullptr;
}

QStringList keys(const QList<ValueChange>& changes) {
    QStringList all;
    for (const ValueChange& c : changes)
        all.append(c.key + QLatin1Char('=') + c.before.value_or(QStringLiteral("-")) +
                   QLatin1Char('>') + c.after.value_or(QStringLiteral("-")));
    return all;
}

} // namespace

class TestInventoryDiff : public QObject {
    Q_OBJECT

private slots:
    void flowsAddedRemovedRenamedMovedChanged() {
        const InventoryComparison c = compare(Before, After);
        const InventoryDiff& d = c.diff;
        QCOMPARE(d.added, QStringList{QStringLiteral("e")});
        QCOMPARE(d.removed, QStringList{QStringLiteral("d")});
        // b → b2: its known fields are all equal; the unknown field it gained is a change.
        const FlowChange* renamed = changeOf(d, QStringLiteral("b2"));
        QVERIFY(renamed);
        QCOMPARE(renamed->renamedFrom, QStringLiteral("b"));
        QCOMPARE(keys(renamed->fields), QStringList{QStringLiteral("team=->x")});
        QCOMPARE(d.renamedCount(), 1);
        // c moved to the front: one move explains the new order, so a and b stay put.
        const FlowChange* moved = changeOf(d, QStringLiteral("c"));
        QVERIFY(moved && moved->moved);
        QCOMPARE(moved->oldRow, 3);
        QCOMPARE(moved->newRow, 1);
        const FlowChange* a = changeOf(d, QStringLiteral("a"));
        QVERIFY(a && !a->moved);
        QCOMPARE(keys(a->fields),
                 (QStringList{QStringLiteral("retry_layers=sdk:1;worker:5>sdk:3;worker:5"),
                              QStringLiteral("reviews.IP04=->{status: pass}")}));
        QCOMPARE(keys(d.topLevel), (QStringList{QStringLiteral("title=Before>After"),
                                                QStringLiteral("x_board=->weekly")}));
        QCOMPARE(d.waiversAdded.size(), 1);
        QCOMPARE(d.waiversAdded.first().rule, QStringLiteral("WH01"));
        QCOMPARE(d.waiversChanged.size(), 1);
        QCOMPARE(keys(d.waiversChanged.first().keys),
                 QStringList{QStringLiteral("expires=2027-03-01>2027-06-30")});
    }

    void verdictsComeFirst() {
        const InventoryComparison c = compare(Before, After);
        // sdk:3 × worker:5 = 15 attempts: RT01 fails on a, accepted by its waiver, which so
        // covers a finding again (WV03 gone); the new waiver on c covers none (WV03 new).
        QCOMPARE(Test::describe(c.verdicts.added), QStringLiteral("RT01 FAIL, WV03 WARN"));
        QVERIFY(c.verdicts.added.first().accepted());
        QCOMPARE(Test::describe(c.verdicts.gone), QStringLiteral("WV03 WARN"));
        const QString text = QString::fromUtf8(DiffFormat::text(c));
        QVERIFY2(text.indexOf(
                     QStringLiteral("adds FAIL RT01 to a (retry_layers), accepted by waiver 1")) <
                     text.indexOf(QStringLiteral("Flows:")),
                 qPrintable(text));
        const QString markdown = QString::fromUtf8(DiffFormat::markdown(c));
        QVERIFY2(markdown.contains(
                     QStringLiteral("- This change adds FAIL RT01 to `a` (`retry_layers`)")),
                 qPrintable(markdown));
        QVERIFY(markdown.contains(QStringLiteral("| `b2` | renamed | `flow_id` | `b` | `b2` |")));

        const QJsonObject json = QJsonDocument::fromJson(DiffFormat::json(c)).object();
        QCOMPARE(json.value(QStringLiteral("added")).toArray(), QJsonArray{QStringLiteral("e")});
        QCOMPARE(json.value(QStringLiteral("removed")).toArray(), QJsonArray{QStringLiteral("d")});
        const QJsonObject rename =
            json.value(QStringLiteral("renamed")).toArray().first().toObject();
        QCOMPARE(rename.value(QStringLiteral("from")).toString(), QStringLiteral("b"));
        QCOMPARE(rename.value(QStringLiteral("to")).toString(), QStringLiteral("b2"));
        const QJsonObject added = json.value(QStringLiteral("findings"))
                                      .toObject()
                                      .value(QStringLiteral("new"))
                                      .toArray()
                                      .first()
                                      .toObject();
        QCOMPARE(added.value(QStringLiteral("rule")).toString(), QStringLiteral("RT01"));
        QCOMPARE(added.value(QStringLiteral("flow_id")).toString(), QStringLiteral("a"));
        QCOMPARE(added.value(QStringLiteral("field")).toString(), QStringLiteral("retry_layers"));
        QVERIFY(added.contains(QStringLiteral("accepted")));
    }

    void theSameInventoryInAnotherLayoutIsTheSame() {
        const QByteArray block =
            "title: Before\nflows:\n  - flow_id: a\n    method: native\n    creates_records: no\n"
            "    side_effect: none\n    retry_layers: 'sdk:1;worker:5'\n";
        const QByteArray flowStyle =
            "# a comment\ntitle: Before\nflows: [{flow_id: a, method: native, creates_records: no, "
            "side_effect: none, retry_layers: \"sdk:1;worker:5\"}]\n";
        const InventoryComparison c = compare(block, flowStyle);
        QVERIFY(c.isSame());
        QVERIFY(c.verdicts.isEmpty());
        QVERIFY(DiffFormat::text(c).contains("The same inventory"));
    }

    void propertiesOverGeneratedInventories() {
        QRandomGenerator random(4242);
        for (int round = 0; round < 40; ++round) {
            QByteArray x = "flows:\n";
            QByteArray y = "flows:\n";
            const int flows = random.bounded(1, 20);
            for (int i = 0; i < flows; ++i) {
                const QByteArray line = QStringLiteral("  - {flow_id: f%1, method: native, "
                                                       "creates_records: no, side_effect: none, "
                                                       "retry_layers: 'worker:%2'}\n")
                                            .arg(i)
                                            .arg(random.bounded(1, 12))
                                            .toUtf8();
                if (random.bounded(4) != 0)
                    x += line;
                if (random.bounded(4) != 0)
                    y += random.bounded(3) == 0 ? QByteArray(line).replace("worker:", "worker:1")
                                                : line;
            }
            QVERIFY(compare(x, x).isSame());
            const InventoryComparison forward = compare(x, y);
            const InventoryComparison backward = compare(y, x);
            QCOMPARE(forward.diff.added, backward.diff.removed);
            QCOMPARE(forward.diff.removed, backward.diff.added);
            QCOMPARE(forward.diff.changed.size(), backward.diff.changed.size());
            QCOMPARE(forward.verdicts.added.size(), backward.verdicts.gone.size());
            QCOMPARE(forward.verdicts.gone.size(), backward.verdicts.added.size());
            for (const FlowChange& c : forward.diff.changed) {
                const FlowChange* back =
                    changeOf(backward.diff, c.renamedFrom.isEmpty() ? c.flowId : c.renamedFrom);
                QVERIFY(back);
                QCOMPARE(back->fields.size(), c.fields.size());
            }
        }
    }

    void textconvIsOneSortedLinePerField() {
        const QByteArray lines = TextConv::lines(Test::inventoryFromYaml(After));
        const QList<QByteArray> all = lines.split('\n');
        QCOMPARE(all.first(), QByteArray("format: flow-inventory/1"));
        QVERIFY(lines.contains("\na.flow_id: a\na.method: native\n"));
        QVERIFY(lines.contains("\na.reviews.IP04: {status: pass}\n"));
        QVERIFY(lines.indexOf("\na.") < lines.indexOf("\nb2.") &&
                lines.indexOf("\nb2.") < lines.indexOf("\nc."));
        QVERIFY(lines.contains("\nwaiver RT01 on a.expires: 2027-06-30\n"));
        // Moving a flow changes no line.
        QByteArray moved = After;
        moved.replace("  - {flow_id: e, method: native, creates_records: no, side_effect: none, "
                      "retry_layers: none}\n",
                      "");
        moved.replace("flows:\n", "flows:\n  - {flow_id: e, method: native, creates_records: no, "
                                  "side_effect: none, retry_layers: none}\n");
        QCOMPARE(TextConv::lines(Test::inventoryFromYaml(moved)), lines);
        QVERIFY(TextConv::errorLine(IoError{QStringLiteral("x.yaml"), 3, 4, QStringLiteral("bad")})
                    .startsWith("cannot read"));
    }

    // The counts never move without a finding added or removed: a finding that became
    // accepted is one gone (counted) and one added (accepted).
    void aCountThatChangesHasItsFindings() {
        const QByteArray flows = "flows:\n  - {flow_id: a, method: native, creates_records: no, "
                                 "side_effect: none, retry_layers: 'sdk:3;worker:5'}\n";
        const QByteArray waived = flows + "waivers:\n  - {flow_id: a, rule: RT01, justification: "
                                          "j, owner: o, expires: 2027-03-01}\n";
        const InventoryComparison c = compare(flows, waived);
        QCOMPARE(Test::describe(c.verdicts.added), QStringLiteral("RT01 FAIL"));
        QVERIFY(c.verdicts.added.first().accepted());
        QCOMPARE(Test::describe(c.verdicts.gone), QStringLiteral("RT01 FAIL"));
        const QString text = QString::fromUtf8(DiffFormat::text(c));
        QVERIFY2(!text.contains(QStringLiteral("no finding added or removed")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Verdicts: FAIL 1, WARN 0, INFO 0 → FAIL 0")),
                 qPrintable(text));
    }

    // Comments stay in the textconv view, beside the line of what they are about, so a
    // comment edit shows in git diff; after a value they stay after it.
    void textconvKeepsComments() {
        const QByteArray yaml = "# header\n"
                                "title: T\n"
                                "flows:\n"
                                "  # about b\n"
                                "  - flow_id: b\n"
                                "    # why one layer\n"
                                "    retry_layers: none  # checked\n"
                                "    reviews:\n"
                                "      # reviewed\n"
                                "      IP04: {status: pass}\n"
                                "  - flow_id: a\n"
                                "    notes: x\n"
                                "waivers:\n"
                                "  # accepted in the review\n"
                                "  - {flow_id: b, rule: RT01, justification: j, owner: o, "
                                "expires: 2027-03-01}\n"
                                "# the end\n";
        const Inventory inventory = Test::inventoryFromYaml(yaml);
        const std::optional<InventoryComments> comments = InventoryComments::of(yaml, inventory);
        QVERIFY(comments);
        const QByteArray lines = TextConv::lines(inventory, &*comments);
        QVERIFY2(lines.startsWith("format: flow-inventory/1\n# header\ntitle: T\n"), lines);
        QVERIFY2(lines.contains("\na.notes: x\n# about b\nb.flow_id: b\n# why one layer\n"
                                "b.retry_layers: none  # checked\n# reviewed\n"
                                "b.reviews.IP04: {status: pass}\n"),
                 lines);
        QVERIFY2(lines.contains("\n# accepted in the review\nwaiver RT01 on b.flow_id: b\n"),
                 lines);
        QVERIFY2(lines.endsWith("\n# the end\n"), lines);
        QByteArray edited = yaml;
        edited.replace("# why one layer", "# why one layer, and not two");
        const Inventory same = Test::inventoryFromYaml(edited);
        const std::optional<InventoryComments> editedComments = InventoryComments::of(edited, same);
        QVERIFY(TextConv::lines(same, &*editedComments) != lines);
        QCOMPARE(TextConv::lines(same), TextConv::lines(inventory)); // without them: the same
    }
};

QTEST_GUILESS_MAIN(TestInventoryDiff)
#include "tst_inventorydiff.moc"
