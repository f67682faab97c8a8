// The merge driver's line merge first (docs/spec/accepted-risks-and-git.md, Merge): where git's
// own line merge is clean and reads as an inventory, the driver gives git's bytes exactly;
// where git conflicts, every comment and value either side wrote is in the result, resolved
// by flow and field or inside markers that hold each side's own lines. Checked against the
// real `git merge-file` on hand-written inventories (tests/data/handwritten) edited at random.
#include "linemergechecks.h"
#include "testsupport.h"

#include "core/io/files/inventoryfile.h"
#include "core/merge/conflictedinventory.h"
#include "core/merge/hunkresolution.h"
#include "core/merge/inventoryfilemerge.h"
#include "core/merge/linemerge.h"

#include <QDir>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace FlowAudit;

namespace {

QByteArray handwritten(const char* name) {
    return Test::readFile(QStringLiteral(FLOWAUDIT_TEST_DATA "/handwritten/") +
                          QLatin1String(name));
}

// `git merge-file -p`'s merge of the three texts (labels as the driver's), and whether clean.
struct GitMerge {
    QByteArray bytes;
    bool clean = false;
};
GitMerge gitMergeFile(const QByteArray& base, const QByteArray& ours, const QByteArray& theirs) {
    QTemporaryDir dir;
    const QString b = dir.filePath(QStringLiteral("base")),
                  o = dir.filePath(QStringLiteral("ours")),
                  t = dir.filePath(QStringLiteral("theirs"));
    Test::writeFile(b, base);
    Test::writeFile(o, ours);
    Test::writeFile(t, theirs);
    QProcess git;
    git.start(QStringLiteral("git"), {QStringLiteral("merge-file"), QStringLiteral("-p"), o, b, t});
    if (!git.waitForFinished(30000))
        qFatal("git merge-file did not finish");
    return {git.readAllStandardOutput(), git.exitCode() == 0};
}

bool readsAsInventory(const QByteArray& bytes) {
    return InventoryFile::parse(bytes, InventoryFile::Format::Yaml, QStringLiteral("m.yaml"))
        .inventory.has_value();
}

QByteArray lineEndOf(const QByteArray& text) {
    return text.contains("\r\n") ? QByteArrayLiteral("\r\n") : QByteArrayLiteral("\n");
}

// A branch's edits, made on the text as a person makes them in an editor.
class Editor {
public:
    Editor(QRandomGenerator& random, QByteArray side)
        : m_random(random)
        , m_end(lineEndOf(side)) {
        const bool bom = side.startsWith("\xef\xbb\xbf");
        if (bom)
            side.remove(0, 3);
        for (const QByteArray& line : side.split('\n'))
            m_lines.append(line.endsWith('\r') ? line.chopped(1) : line);
        if (m_lines.last().isEmpty())
            m_lines.removeLast();
        m_bom = bom;
    }

    QByteArray text() const {
        QByteArray out = m_bom ? QByteArrayLiteral("\xef\xbb\xbf") : QByteArray();
        for (const QByteArray& line : m_lines)
            out += line + m_end;
        return out;
    }

    void edit(const QByteArray& tag) {
        switch (m_random.bounded(8)) {
        case 0:
        case 1:
            changeValue();
            break;
        case 2:
            changeComment(tag);
            break;
        case 3:
            insertCommentLine(tag);
            break;
        case 4:
            blankLine();
            break;
        case 5:
            addFlow(tag);
            break;
        case 6:
            removeFlow();
            break;
        default:
            removeComment();
            break;
        }
    }

private:
    // Lines `key: value` inside a flow (not the flow_id, not a block scalar's header).
    QList<int> fieldLines() const {
        QList<int> found;
        static const QRegularExpression field(QStringLiteral("^ {4,8}[a-z_]+: [^|>'\"#]"));
        for (int i = 0; i < m_lines.size(); ++i) {
            const QString line = QString::fromUtf8(m_lines[i]);
            if (field.match(line).hasMatch() && !line.contains(QLatin1String("flow_id")) &&
                !line.contains(QLatin1String("{")))
                found.append(i);
        }
        return found;
    }
    QList<int> flowStarts() const {
        QList<int> found;
        for (int i = 0; i < m_lines.size(); ++i) {
            if (m_lines[i].trimmed().startsWith("- ") && m_lines[i].contains("flow_id:"))
                found.append(i);
        }
        return found;
    }
    int any(const QList<int>& lines) const {
        return lines.isEmpty() ? -1 : lines[m_random.bounded(int(lines.size()))];
    }
    static QByteArray indentOf(const QByteArray& line) {
        int n = 0;
        while (n < line.size() && line[n] == ' ')
            ++n;
        return QByteArray(n, ' ');
    }

    void changeValue() {
        const int i = any(fieldLines());
        if (i < 0)
            return;
        QByteArray& line = m_lines[i];
        const qsizetype colon = line.indexOf(": ");
        const qsizetype comment = HunkResolution::commentStart(line);
        static const char* values[] = {"3",
                                       "7",
                                       "30",
                                       "45",
                                       "90",
                                       "120",
                                       "yes",
                                       "no",
                                       "custom",
                                       "worker:2",
                                       "sdk:1;worker:3",
                                       "0.25"};
        line = line.left(colon + 2) + values[m_random.bounded(12)] + line.mid(comment);
    }
    void changeComment(const QByteArray& tag) {
        const int i = any(fieldLines());
        if (i < 0)
            return;
        QByteArray& line = m_lines[i];
        const QByteArray spaces(1 + m_random.bounded(3), ' ');
        line = line.left(HunkResolution::commentStart(line)) + spaces + "# " + tag + " note " +
               QByteArray::number(m_random.bounded(1000));
    }
    void removeComment() {
        const int i = any(fieldLines());
        if (i >= 0)
            m_lines[i] = m_lines[i].left(HunkResolution::commentStart(m_lines[i]));
    }
    void insertCommentLine(const QByteArray& tag) {
        const int i = any(m_random.bounded(2) ? fieldLines() : flowStarts());
        if (i < 0)
            return;
        m_lines.insert(i, indentOf(m_lines[i]) + "# " + tag + " says " +
                              QByteArray::number(m_random.bounded(1000)));
    }
    void blankLine() {
        const int i = any(flowStarts());
        if (i < 0)
            return;
        if (i > 0 && m_lines[i - 1].isEmpty())
            m_lines.removeAt(i - 1);
        else
            m_lines.insert(i, QByteArray());
    }
    // The lines of the flow starting at `start`: up to the next flow, or the first line
    // less indented than its keys.
    int flowEnd(int start) const {
        const int keys = int(indentOf(m_lines[start]).size()) + 2;
        int end = start + 1;
        while (end < m_lines.size()) {
            const QByteArray& line = m_lines[end];
            if (!line.trimmed().isEmpty() && int(indentOf(line).size()) < keys)
                break;
            ++end;
        }
        while (end > start + 1 && m_lines[end - 1].trimmed().isEmpty())
            --end;
        return end;
    }
    void addFlow(const QByteArray& tag) {
        const QList<int> starts = flowStarts();
        if (starts.isEmpty())
            return;
        const int from = any(starts);
        QList<QByteArray> copy = m_lines.mid(from, flowEnd(from) - from);
        const QByteArray id = tag + "_flow_" + QByteArray::number(m_random.bounded(100000));
        copy[0] = copy[0].left(copy[0].indexOf("flow_id:")) + "flow_id: " + id;
        const int at = m_random.bounded(2) ? any(starts) : flowEnd(starts.last());
        if (m_random.bounded(2))
            copy.prepend(QByteArray());
        for (int k = 0; k < copy.size(); ++k)
            m_lines.insert(at + k, copy[k]);
    }
    void removeFlow() {
        const QList<int> starts = flowStarts();
        if (starts.size() < 2)
            return;
        const int start = any(starts);
        const int end = flowEnd(start);
        m_lines.remove(start, end - start);
    }

    QRandomGenerator& m_random;
    QList<QByteArray> m_lines;
    QByteArray m_end;
    bool m_bom = false;
};

InventoryFileMerge::Result driverMerge(const QByteArray& base, const QByteArray& ours,
                                       const QByteArray& theirs) {
    return InventoryFileMerge::merge(base, ours, theirs, {7, false, QStringLiteral("m.yaml")});
}

} // namespace

class TestLineMerge : public QObject {
    Q_OBJECT
private slots:
    void lineMergeIsGits() {
        const QByteArray base = "a\nb\nc\nd\n", ours = "a\nB\nc\nd\n", theirs = "a\nb\nc\nD";
        const LineMerge::Result merged =
            LineMerge::merge(base, ours, theirs, LineMerge::Style::Merge, 7);
        QVERIFY(merged.clean);
        QCOMPARE(merged.bytes, gitMergeFile(base, ours, theirs).bytes);
        QCOMPARE(merged.bytes, QByteArray("a\nB\nc\nD"));
    }

    // Each side's own lines in a conflict, even a last line without its line end.
    void hunksHoldEachSidesLines() {
        const auto hunks = LineMerge::hunks("a\nb\n", "a\nB  # ours", "a\nX  # theirs");
        QVERIFY(hunks);
        QCOMPARE(int(hunks->size()), 2);
        QCOMPARE((*hunks)[0].text, QByteArray("a\n"));
        QVERIFY((*hunks)[1].conflict);
        QCOMPARE((*hunks)[1].ours, QByteArray("B  # ours"));
        QCOMPARE((*hunks)[1].base, QByteArray("b\n"));
        QCOMPARE((*hunks)[1].theirs, QByteArray("X  # theirs"));
    }

    void hunkResolution_data() {
        QTest::addColumn<QByteArray>("ours");
        QTest::addColumn<QByteArray>("base");
        QTest::addColumn<QByteArray>("theirs");
        QTest::addColumn<QByteArray>("resolved"); // "-": none
        QTest::newRow("value on one side, its comment on the other")
            << QByteArray("  days: 60  # raised\n") << QByteArray("  days: 45  # raised\n")
            << QByteArray("  days: 45   # raised from 30 (legal)\n")
            << QByteArray("  days: 60   # raised from 30 (legal)\n");
        QTest::newRow("a comment added beside a changed value")
            << QByteArray("  days: 60\n") << QByteArray("  days: 45\n")
            << QByteArray("  days: 45  # why\n") << QByteArray("  days: 60  # why\n");
        QTest::newRow("neighbouring lines")
            << QByteArray("  a: 2\n  b: 1\n") << QByteArray("  a: 1\n  b: 1\n")
            << QByteArray("  a: 1\n  b: 2\n") << QByteArray("  a: 2\n  b: 2\n");
        QTest::newRow("lines added at one place on both sides")
            << QByteArray("x\n  - ours\n") << QByteArray("x\n") << QByteArray("x\n  - theirs\n")
            << QByteArray("x\n  - ours\n  - theirs\n");
        QTest::newRow("one value changed on both sides")
            << QByteArray("  days: 60\n") << QByteArray("  days: 45\n")
            << QByteArray("  days: 90\n") << QByteArray("-");
        QTest::newRow("one comment changed on both sides")
            << QByteArray("  days: 45  # a\n") << QByteArray("  days: 45  # b\n")
            << QByteArray("  days: 45  # c\n") << QByteArray("-");
        QTest::newRow("a hash inside quotes is no comment")
            << QByteArray("  n: \"a #1\"  # x\n") << QByteArray("  n: \"a #1\"\n")
            << QByteArray("  n: \"a #2\"\n") << QByteArray("  n: \"a #2\"  # x\n");
        QTest::newRow("a doubled quote inside single quotes ends nothing")
            << QByteArray("  n: 'it''s #1'  # x\n") << QByteArray("  n: 'it''s #1'\n")
            << QByteArray("  n: 'it''s #2'\n") << QByteArray("  n: 'it''s #2'  # x\n");
        QTest::newRow("lines added on both sides after a last line without its end")
            << QByteArray("x\n  - ours") << QByteArray("x\n") << QByteArray("x\n  - theirs\n")
            << QByteArray("-");
        QTest::newRow("a line removed beside one changed")
            << QByteArray("a\nb\nC\n") << QByteArray("a\nb\nc\n") << QByteArray("a\nc\n")
            << QByteArray("a\nC\n");
    }
    void hunkResolution() {
        QFETCH(QByteArray, ours);
        QFETCH(QByteArray, base);
        QFETCH(QByteArray, theirs);
        QFETCH(QByteArray, resolved);
        const auto got = HunkResolution::resolve(ours, base, theirs);
        if (resolved == "-")
            QVERIFY2(!got, got->constData());
        else
            QCOMPARE(got.value_or("(none)"), resolved);
    }

    // The case: P raises the value on a line with a comment, Q rewords the comment.
    // git conflicts; the driver merges cleanly and keeps Q's words beside P's value.
    void valueAgainstCommentMergesCleanly() {
        const QByteArray base = handwritten("team-flows.yaml");
        const QByteArray line =
            "    ledger_retention_days: 45   # raised from 30 after the March replay\n";
        QVERIFY(base.contains(line));
        QByteArray p = base, q = base;
        p.replace(line,
                  "    ledger_retention_days: 60   # raised from 30 after the March replay\n");
        q.replace(line, "    ledger_retention_days: 45   # raised from 30 after the March replay "
                        "(legal, INT-9)\n");
        QVERIFY(!gitMergeFile(base, p, q).clean);
        const InventoryFileMerge::Result merged = driverMerge(base, p, q);
        QVERIFY2(merged.isClean(), qPrintable(merged.whyNot + merged.conflicts.join(u'|')));
        QCOMPARE(merged.resolved, 1);
        QByteArray expected = base;
        expected.replace(line, "    ledger_retention_days: 60   # raised from 30 after the March "
                               "replay (legal, INT-9)\n");
        QCOMPARE(*merged.bytes, expected);
    }

    // A real conflict: every section is its side's own lines, comments and spacing included,
    // and the labels name the flow and field.
    void conflictSectionsKeepEachSidesComments() {
        const QByteArray base = handwritten("team-flows.yaml");
        const QByteArray line =
            "    ledger_retention_days: 45   # raised from 30 after the March replay\n";
        QByteArray p = base, q = base;
        p.replace(line, "    ledger_retention_days: 60  # P: two months\n");
        q.replace(line, "    ledger_retention_days: 90     # D: four months, per legal\n");
        const InventoryFileMerge::Result merged = driverMerge(base, p, q);
        QVERIFY(merged.bytes);
        QCOMPARE(merged.conflicts,
                 QStringList{
                     QStringLiteral("flow stripe_invoices_to_crm, field ledger_retention_days")});
        QByteArray expected = base;
        expected.replace(
            line,
            "<<<<<<< ours (flow stripe_invoices_to_crm, field ledger_retention_days)\n"
            "    ledger_retention_days: 60  # P: two months\n"
            "||||||| base\n" +
                line +
                "=======\n"
                "    ledger_retention_days: 90     # D: four months, per legal\n"
                ">>>>>>> theirs (flow stripe_invoices_to_crm, field ledger_retention_days)\n");
        QCOMPARE(*merged.bytes, expected);
        IoError error;
        QVERIFY(ConflictedInventory::read(*merged.bytes, QStringLiteral("m.yaml"), &error));
    }

    // Either direction, the driver gives git's bytes: B's spacing and blank lines stay.
    void directionDoesNotMatter() {
        const QByteArray base = handwritten("team-flows.yaml");
        QByteArray a = base, b = base;
        a.replace("    max_replay_window_days: 7\n", "    max_replay_window_days: 10\n");
        b.replace("    retry_layers: hubspot:10\n",
                  "    retry_layers: hubspot:10   # three spaces\n");
        b.replace("\n# End of the flows.",
                  "\n  - flow_id: invoices_to_tax\n    name: Tax\n\n# End of the flows.");
        for (const bool aIsOurs : {true, false}) {
            const QByteArray& ours = aIsOurs ? a : b;
            const QByteArray& theirs = aIsOurs ? b : a;
            const GitMerge git = gitMergeFile(base, ours, theirs);
            QVERIFY(git.clean);
            const InventoryFileMerge::Result merged = driverMerge(base, ours, theirs);
            QVERIFY(merged.isClean());
            QCOMPARE(*merged.bytes, git.bytes);
            QVERIFY(merged.bytes->contains("hubspot:10   # three spaces\n"));
            QVERIFY(merged.bytes->contains("    name: Tax\n\n# End of the flows."));
        }
    }

    // Two flows given one ID by a clean line merge is no clean merge: the driver says why.
    void oneIdTwiceIsNoCleanLineMerge() {
        const QByteArray base = handwritten("four-space.yaml");
        const QByteArray flow = "    -   flow_id: twice\n        name: Added on both sides\n";
        QByteArray ours = base, theirs = base;
        ours.replace("    -   flow_id: events_to_ads\n",
                     flow + "\n    -   flow_id: events_to_ads\n");
        theirs.append("\n" + flow);
        QVERIFY(gitMergeFile(base, ours, theirs).clean);
        const InventoryFileMerge::Result merged = driverMerge(base, ours, theirs);
        QVERIFY(!merged.bytes);
        QVERIFY2(merged.whyNot.contains(QLatin1String("twice")), qPrintable(merged.whyNot));
    }

    // 500 random pairs of edits on the hand-written inventories, against git merge-file.
    void randomEditsAgainstGit_data() {
        QTest::addColumn<QByteArray>("name");
        QTest::newRow("comments, block scalars") << QByteArray("team-flows.yaml");
        QTest::newRow("4-space indentation") << QByteArray("four-space.yaml");
        QTest::newRow("CRLF and a BOM") << QByteArray("crlf-bom.yaml");
    }
    void randomEditsAgainstGit() {
        QFETCH(QByteArray, name);
        const QByteArray base = handwritten(name.constData());
        QVERIFY(readsAsInventory(base));
        QRandomGenerator random(49 + quint32(name.size()));
        const int pairs = name.startsWith("team") ? 200 : 150; // 500 in all
        int sameAsGit = 0, resolved = 0, conflicted = 0, byFlow = 0;
        for (int pair = 0; pair < pairs; ++pair) {
            Editor ours(random, base), theirs(random, base);
            for (int n = 1 + random.bounded(3); n > 0; --n)
                ours.edit("ours");
            for (int n = 1 + random.bounded(3); n > 0; --n)
                theirs.edit("theirs");
            const QByteArray o = ours.text(), t = theirs.text();
            if (!readsAsInventory(o) || !readsAsInventory(t))
                continue;
            const GitMerge git = gitMergeFile(base, o, t);
            const InventoryFileMerge::Result merged = driverMerge(base, o, t);
            const QByteArray context =
                "\n--- base\n" + base + "\n--- ours\n" + o + "\n--- theirs\n" + t;
            if (git.clean && readsAsInventory(git.bytes) && merged.bytes) {
                QVERIFY2(merged.isClean() && *merged.bytes == git.bytes, context.constData());
                ++sameAsGit;
                continue;
            }
            if (!merged.bytes) {
                ++byFlow; // git's result gives an ID twice: merged by flow (cli tests)
                continue;
            }
            if (git.clean)
                QVERIFY2(*merged.bytes == git.bytes, context.constData());
            merged.isClean() ? ++resolved : ++conflicted;
            for (const QByteArray* side : {&o, &t}) {
                for (const QByteArray& words : FuzzChecks::writtenBy(*side, base))
                    QVERIFY2(merged.bytes->contains(words),
                             ("lost: " + words + "\n--- merged\n" + *merged.bytes + context)
                                 .constData());
            }
        }
        qInfo("%s: %d as git, %d of git's conflicts resolved, %d left as conflicts, %d by flow",
              name.constData(), sameAsGit, resolved, conflicted, byFlow);
        QVERIFY(sameAsGit > pairs / 4);
        QVERIFY(resolved > 0);
        QVERIFY(conflicted > 0);
    }
};

QTEST_GUILESS_MAIN(TestLineMerge)
#include "tst_linemerge.moc"
