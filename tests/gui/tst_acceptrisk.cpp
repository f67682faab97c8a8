// Accepting a finding as a risk in the editor, seeing it as accepted everywhere, and the
// Waivers tab that lists, edits and removes waivers, each one undo step.
#include "guitestsupport.h"
#include "testsupport.h"

#include "ui/actions/riskactions.h"
#include "ui/dialogs/acceptriskdialog.h"
#include "ui/docks/findingsdock.h"
#include "ui/docks/flowformdock.h"
#include "ui/docks/waiversdock.h"
#include "ui/files/documentfiles.h"
#include "ui/models/findingsmodel.h"
#include "ui/models/waiversmodel.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <functional>

using namespace FlowAudit;

namespace {

// Answers the Accept Risk dialog once it is shown: `fill` sets its fields, then OK.
void answerDialog(QObject* context, const std::function<void(AcceptRiskDialog*)>& fill,
                  bool* shown) {
    QTimer::singleShot(0, context, [fill, shown] {
        auto* dialog = qobject_cast<AcceptRiskDialog*>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        *shown = true;
        fill(dialog);
        dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
    });
}

} // namespace

class TestAcceptRisk : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Test::isolateSettings(QStringLiteral("FlowAuditAcceptRisk")); }

    // A label with a mnemonic has the field it names as its buddy: without one, the label
    // would show its "&" as it is ("E&xpires").
    void everyMnemonicLabelHasItsField() {
        Finding finding;
        finding.rule = QStringLiteral("RT01");
        AcceptRiskDialog dialog(finding, QStringLiteral("stripe_payouts_to_netsuite"),
                                QDate(2026, 12, 2));
        static const QRegularExpression mnemonic(QStringLiteral("&[^&\\s]"));
        int labelled = 0;
        for (const QLabel* label : dialog.findChildren<QLabel*>()) {
            if (!label->text().contains(mnemonic))
                continue;
            QVERIFY2(label->buddy(), qPrintable(label->text()));
            ++labelled;
        }
        QCOMPARE(labelled, 4);
        auto* expires = dialog.findChild<QLineEdit*>(QStringLiteral("acceptRiskExpires"));
        const auto labels = dialog.findChildren<QLabel*>();
        QVERIFY(std::any_of(labels.begin(), labels.end(),
                            [&](const QLabel* l) { return l->buddy() == expires; }));
    }

    // A date is taken as typed, never moved into a range: a past one (WV01) or one more than
    // 366 days ahead (WV04) is refused in words, and the fields stay where they were while
    // the reason comes and goes.
    void aTypedDateIsKeptAndAnInvalidOneRefused() {
        Finding finding;
        finding.rule = QStringLiteral("RT01");
        finding.field = Field::RetryLayers;
        const QDate today(2026, 12, 2);
        AcceptRiskDialog dialog(finding, QStringLiteral("stripe_payouts_to_netsuite"), today);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto* expires = dialog.findChild<QLineEdit*>(QStringLiteral("acceptRiskExpires"));
        auto* owner = dialog.findChild<QLineEdit*>(QStringLiteral("acceptRiskOwner"));
        auto* problem = dialog.findChild<QLabel*>(QStringLiteral("acceptRiskProblem"));
        QPushButton* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        const QRect ownerAt = owner->geometry();
        dialog.findChild<QPlainTextEdit*>(QStringLiteral("acceptRiskJustification"))
            ->setPlainText(QStringLiteral("Capped by the vendor"));
        owner->setText(QStringLiteral("ts"));
        QCoreApplication::processEvents();
        QVERIFY(problem->text().isEmpty());
        QCOMPARE(owner->geometry(), ownerAt);

        const auto type = [&](const QString& text) {
            expires->setFocus();
            expires->selectAll();
            QTest::keyClicks(expires, text);
            QCoreApplication::processEvents();
        };
        type(QStringLiteral("2026-11-20"));
        QCOMPARE(dialog.waiver().expires, QStringLiteral("2026-11-20"));
        QVERIFY(!ok->isEnabled());
        QVERIFY2(problem->text().contains(QStringLiteral("WV01")), qPrintable(problem->text()));
        QCOMPARE(owner->geometry(), ownerAt);
        Test::keepScreenshot(&dialog, QStringLiteral("accept-risk-past-date.png"));
        type(QStringLiteral("2026-12-01"));
        QCOMPARE(dialog.waiver().expires, QStringLiteral("2026-12-01"));
        QVERIFY(!ok->isEnabled());
        type(QStringLiteral("2027-12-04"));
        QCOMPARE(dialog.waiver().expires, QStringLiteral("2027-12-04"));
        QVERIFY(!ok->isEnabled());
        QVERIFY2(problem->text().contains(QStringLiteral("366")), qPrintable(problem->text()));
        type(QStringLiteral("2026-12-02")); // the last day is today: in force, expiring
        QVERIFY(ok->isEnabled());
        type(QStringLiteral("2027-02-30"));
        QVERIFY(!ok->isEnabled());
        QVERIFY2(problem->text().contains(QStringLiteral("YYYY-MM-DD")),
                 qPrintable(problem->text()));
        type(QStringLiteral("2027-03-01"));
        QVERIFY(ok->isEnabled());
        QVERIFY(problem->text().isEmpty());
        QCOMPARE(owner->geometry(), ownerAt);
        QCOMPARE(dialog.waiver().expires, QStringLiteral("2027-03-01"));
    }

    // The owner is remembered for the next waiver; an approval never is.
    void onlyTheOwnerIsRemembered() {
        Finding finding;
        finding.rule = QStringLiteral("RT01");
        const QDate today(2026, 12, 2);
        {
            AcceptRiskDialog first(finding, QStringLiteral("a"), today);
            first.findChild<QPlainTextEdit*>(QStringLiteral("acceptRiskJustification"))
                ->setPlainText(QStringLiteral("why"));
            first.findChild<QLineEdit*>(QStringLiteral("acceptRiskOwner"))
                ->setText(QStringLiteral("Jo"));
            first.findChild<QLineEdit*>(QStringLiteral("acceptRiskApprovedBy"))
                ->setText(QStringLiteral("Head of integration"));
            first.accept();
            QCOMPARE(first.result(), int(QDialog::Accepted));
        }
        AcceptRiskDialog next(finding, QStringLiteral("b"), today);
        QCOMPARE(next.findChild<QLineEdit*>(QStringLiteral("acceptRiskOwner"))->text(),
                 QStringLiteral("Jo"));
        QVERIFY(
            next.findChild<QLineEdit*>(QStringLiteral("acceptRiskApprovedBy"))->text().isEmpty());
    }

    // The architect accepts stripe_payouts_to_netsuite's RT01 until a date; the flow shows
    // as accepted in the table and the findings; one Undo takes it back.
    void acceptFromTheTable() {
        Test::ExampleWindow example;
        MainWindow& window = example.window;
        const int flow = example.flowWithId(QStringLiteral("stripe_payouts_to_netsuite"));
        window.table()->setFocus();
        window.table()->setCurrentIndex(example.cell(flow, Field::RetryLayers));
        QAction* accept = window.riskActions()->acceptRisk;
        QVERIFY(accept->isEnabled());

        const QDate today = window.document()->engine().today();
        bool shown = false;
        QDate defaultExpiry;
        answerDialog(
            this,
            [&](AcceptRiskDialog* dialog) {
                auto* ok = dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
                auto* expires = dialog->findChild<QLineEdit*>(QStringLiteral("acceptRiskExpires"));
                defaultExpiry = QDate::fromString(expires->text(), Qt::ISODate);
                QVERIFY(!ok->isEnabled()); // no justification yet
                dialog->findChild<QPlainTextEdit*>(QStringLiteral("acceptRiskJustification"))
                    ->setPlainText(QStringLiteral("SuiteTalk's client retries cannot be turned off "
                                                  "before the v2 move (INT-482)"));
                dialog->findChild<QLineEdit*>(QStringLiteral("acceptRiskOwner"))
                    ->setText(QStringLiteral("ts"));
                dialog->findChild<QLineEdit*>(QStringLiteral("acceptRiskApprovedBy"))
                    ->setText(QStringLiteral("Head of integration"));
                expires->setText(today.addDays(300).toString(Qt::ISODate));
                QVERIFY(ok->isEnabled());
            },
            &shown);
        accept->trigger();
        QVERIFY(shown);
        QCOMPARE(defaultExpiry, today.addDays(AcceptRiskDialog::DefaultDays));

        InventoryDocument* document = window.document();
        QCOMPARE(document->waiverCount(), 1);
        const Waiver& waiver = document->waiver(1);
        QCOMPARE(waiver.flowId, QStringLiteral("stripe_payouts_to_netsuite"));
        QCOMPARE(waiver.rule, QStringLiteral("RT01"));
        QCOMPARE(waiver.field, QStringLiteral("retry_layers"));
        QCOMPARE(waiver.owner, QStringLiteral("ts"));
        QCOMPARE(waiver.created, today.toString(Qt::ISODate));
        QTRY_COMPARE(window.focusWidget(), window.table()); // the user goes on where they were

        // The table: the cell and the flow show as accepted, not as FAIL.
        const QModelIndex cell = example.cell(flow, Field::RetryLayers);
        QVERIFY(cell.data(InventoryModel::AcceptedRole).toBool());
        QVERIFY(!cell.data(InventoryModel::SeverityRole).isValid());
        const QModelIndex status = cell.siblingAtColumn(InventoryModel::StatusColumn);
        QCOMPARE(status.data().toString(), QStringLiteral("accepted"));
        QVERIFY(cell.data(Qt::ToolTipRole).toString().contains(QStringLiteral("Accepted until")));

        // The flow form says it under the field.
        window.flowFormDock()->setFlow(flow);
        auto* formFindings =
            window.flowFormDock()->findChild<QLabel*>(QStringLiteral("formFindings_retry_layers"));
        QVERIFY(formFindings);
        QVERIFY2(formFindings->text().contains(QStringLiteral("accepted until")),
                 qPrintable(formFindings->text()));

        // The findings: the word and its own severity choice.
        FindingsModel* findings = window.findingsDock()->model();
        QCOMPARE(findings->acceptedCount(), 1);
        QVERIFY(findings->countsText().endsWith(QStringLiteral("· 1 accepted")));
        auto* severity =
            window.findingsDock()->findChild<QComboBox*>(QStringLiteral("findingsSeverity"));
        const int acceptedChoice = severity->findText(QStringLiteral("accepted (1)"));
        QVERIFY(acceptedChoice > 0);
        severity->setCurrentIndex(acceptedChoice);
        QCOMPARE(findings->rowCount(), 1);
        QCOMPARE(findings->index(0, FindingsModel::SeverityColumn).data().toString(),
                 QStringLiteral("FAIL accepted"));
        QCOMPARE(findings->index(0, FindingsModel::FlowColumnIndex).data().toString(),
                 QStringLiteral("stripe_payouts_to_netsuite"));
        severity->setCurrentIndex(severity->findData(int(Severity::Fail)));
        for (int row = 0; row < findings->rowCount(); ++row)
            QVERIFY(findings->index(row, FindingsModel::FlowColumnIndex).data().toString() !=
                    QLatin1StringView("stripe_payouts_to_netsuite"));

        // One undo step, both ways.
        window.undoStack()->undo();
        QCOMPARE(document->waiverCount(), 0);
        QCOMPARE(example.cell(flow, Field::RetryLayers)
                     .siblingAtColumn(InventoryModel::StatusColumn)
                     .data()
                     .toString(),
                 QStringLiteral("FAIL"));
        window.undoStack()->redo();
        QCOMPARE(document->waiverCount(), 1);

        // The owner is remembered for the next one.
        window.table()->setCurrentIndex(example.cell(
            example.flowWithId(QStringLiteral("make_pipedrive_to_klaviyo")), Field::RetryLayers));
        QString ownerShown;
        shown = false;
        answerDialog(
            this,
            [&](AcceptRiskDialog* dialog) {
                ownerShown =
                    dialog->findChild<QLineEdit*>(QStringLiteral("acceptRiskOwner"))->text();
                dialog->findChild<QPlainTextEdit*>(QStringLiteral("acceptRiskJustification"))
                    ->setPlainText(QStringLiteral("until the Make rebuild"));
            },
            &shown);
        accept->trigger();
        QVERIFY(shown);
        QCOMPARE(ownerShown, QStringLiteral("ts"));
        QCOMPARE(document->waiverCount(), 2);
        Test::keepScreenshot(&window, QStringLiteral("accept-risk"));
    }

    // SC01 and SC02 cannot be accepted: the action is off on such a cell, and its tooltip
    // says why; on a cell with no finding it says what to select; on one it can accept, what
    // it does.
    void brokenCellsCannotBeAccepted() {
        Test::ExampleWindow example;
        const int flow = example.flowWithId(QStringLiteral("klaviyo_unsubscribes_to_salesforce"));
        example.window.table()->setFocus();
        example.window.table()->setCurrentIndex(
            example.cell(flow, Field::SenderTimeoutSeconds)); // SC02 "5s"
        QAction* accept = example.window.riskActions()->acceptRisk;
        QVERIFY(!accept->isEnabled());
        QCOMPARE(accept->toolTip(),
                 QStringLiteral("SC02 cannot be accepted as a risk: a broken cell is fixed"));
        QCOMPARE(accept->statusTip(), accept->toolTip());
        example.window.table()->setCurrentIndex(example.cell(flow, Field::Source));
        QVERIFY(!accept->isEnabled());
        QVERIFY2(accept->toolTip().startsWith(QStringLiteral("Select a cell with a finding")),
                 qPrintable(accept->toolTip()));
        const int rt01 = example.flowWithId(QStringLiteral("stripe_payouts_to_netsuite"));
        example.window.table()->setCurrentIndex(example.cell(rt01, Field::RetryLayers));
        QVERIFY(accept->isEnabled());
        QVERIFY2(accept->toolTip().startsWith(QStringLiteral("Accept the selected finding")),
                 qPrintable(accept->toolTip()));
    }

    // The Waivers tab: states, edits in place and removal, each undoable; it shows its finding.
    void waiversTab() {
        Test::ExampleWindow example;
        MainWindow& window = example.window;
        InventoryEditor* editor = window.editor();
        const QDate today = window.document()->engine().today();
        Waiver inForce{QStringLiteral("stripe_payouts_to_netsuite"),
                       QStringLiteral("RT01"),
                       QString(),
                       QStringLiteral("j"),
                       QStringLiteral("ts"),
                       QString(),
                       today.addDays(60).toString(Qt::ISODate),
                       today.toString(Qt::ISODate)};
        Waiver soon = inForce;
        soon.rule = QStringLiteral("WH01");
        soon.flowId = QStringLiteral("hubspot_contacts_to_salesforce");
        soon.expires = today.addDays(3).toString(Qt::ISODate);
        Waiver stale = inForce;
        stale.flowId = QStringLiteral("renamed_long_ago");
        Waiver invalid = inForce;
        invalid.owner.clear();
        for (const Waiver& w : {inForce, soon, stale, invalid})
            editor->addWaiver(w);
        WaiversModel* model = window.waiversDock()->model();
        QCOMPARE(model->rowCount(), 4);
        // A vendor advisory's waiver covers the advisory the cards give (billing_to_crm: VA05).
        Waiver advice = inForce;
        advice.flowId = QStringLiteral("billing_to_crm");
        advice.rule = QStringLiteral("VA05");
        editor->addWaiver(advice);
        QCOMPARE(model->stateText(5), QStringLiteral("in force"));
        advice.rule = QStringLiteral("VA01");
        QVERIFY(editor->setWaiver(5, advice));
        QCOMPARE(model->stateText(5), QStringLiteral("covers nothing"));
        window.undoStack()->undo();
        window.undoStack()->undo();
        QCOMPARE(model->rowCount(), 4);
        QCOMPARE(model->stateText(1), QStringLiteral("in force"));
        QCOMPARE(model->stateText(2), QStringLiteral("expires in 3 days"));
        QCOMPARE(model->stateText(3), QStringLiteral("covers nothing"));
        QVERIFY(model->stateText(4).startsWith(QStringLiteral("invalid: owner is blank")));
        QCOMPARE(window.waiversDock()->expiryNotice(), QStringLiteral("1 expires within 14 days"));

        // Edit in place: the owner of the invalid one makes it valid; undo makes it invalid again.
        // index(), not count(): the undone steps above are dropped by the next one.
        const int before = window.undoStack()->index();
        QVERIFY(model->setData(model->index(3, WaiversModel::OwnerColumn), QStringLiteral("ts")));
        QCOMPARE(window.undoStack()->index(), before + 1);
        QCOMPARE(model->stateText(4), QStringLiteral("in force"));
        window.undoStack()->undo();
        QVERIFY(model->stateText(4).startsWith(QStringLiteral("invalid")));

        // Remove, then undo.
        QTableView* view = window.waiversDock()->view();
        view->setCurrentIndex(model->index(0, WaiversModel::FlowColumn));
        window.waiversDock()->findChild<QPushButton*>(QStringLiteral("waiverRemove"))->click();
        QCOMPARE(model->rowCount(), 3);
        const int flow = example.flowWithId(QStringLiteral("stripe_payouts_to_netsuite"));
        QCOMPARE(example.cell(flow, Field::RetryLayers)
                     .siblingAtColumn(InventoryModel::StatusColumn)
                     .data()
                     .toString(),
                 QStringLiteral("FAIL"));
        window.undoStack()->undo();
        QCOMPARE(model->rowCount(), 4);
        QCOMPARE(example.cell(flow, Field::RetryLayers)
                     .siblingAtColumn(InventoryModel::StatusColumn)
                     .data()
                     .toString(),
                 QStringLiteral("accepted"));

        // Show Finding selects the flow it accepts.
        view->setCurrentIndex(model->index(0, WaiversModel::FlowColumn));
        window.waiversDock()->findChild<QPushButton*>(QStringLiteral("waiverShowFinding"))->click();
        QCOMPARE(window.proxy()->mapToSource(window.table()->currentIndex()).row(), flow);
    }

    // Every column but the justification is as wide as its widest cell: "invalid: owner is
    // blank", a long flow ID and the dates read whole, never cut with "…".
    void waiverCellsReadWhole() {
        Test::ExampleWindow example;
        MainWindow& window = example.window;
        const QDate today = window.document()->engine().today();
        Waiver expired{QStringLiteral("hubspot_contacts_to_salesforce"),
                       QStringLiteral("WH01"),
                       QStringLiteral("ack_p99_seconds"),
                       QStringLiteral("The receiver moves to a queue"),
                       QStringLiteral("ao"),
                       QStringLiteral("Head of integration"),
                       today.addDays(-18).toString(Qt::ISODate),
                       today.addDays(-100).toString(Qt::ISODate)};
        Waiver invalid = expired;
        invalid.flowId = QStringLiteral("stripe_payouts_to_netsuite");
        invalid.rule = QStringLiteral("RT01");
        invalid.field.clear();
        invalid.owner.clear();
        window.editor()->addWaiver(expired);
        window.editor()->addWaiver(invalid);
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.waiversDock()->show();
        window.waiversDock()->raise();
        QTableView* view = window.waiversDock()->view();
        QTRY_VERIFY(view->isVisible());
        const WaiversModel* model = window.waiversDock()->model();
        for (int row = 0; row < model->rowCount(); ++row) {
            for (int column = 0; column < WaiversModel::JustificationColumn; ++column) {
                const QModelIndex index = model->index(row, column);
                const QString text = index.data().toString();
                const int needed = view->fontMetrics().horizontalAdvance(text);
                QVERIFY2(view->columnWidth(column) > needed,
                         qPrintable(QStringLiteral("%1: %2 px for %3 px")
                                        .arg(text)
                                        .arg(view->columnWidth(column))
                                        .arg(needed)));
            }
        }
        Test::keepScreenshot(window.waiversDock(), QStringLiteral("waivers.png"));
    }

    // At open, the expired and expiring waivers are said once in the status bar.
    void expiryIsSaidAtOpen() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("waived.yaml"));
        Test::writeFile(path, "flows:\n  - {flow_id: a, method: native, creates_records: no, "
                              "side_effect: none, retry_layers: 'x:3;y:5'}\n"
                              "waivers:\n  - {flow_id: a, rule: RT01, justification: j, owner: o, "
                              "expires: 2020-01-31, created: 2020-01-01}\n");
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        window.show();
        QVERIFY(window.files()->openPath(path));
        QTRY_VERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("1 expired")));
        QCOMPARE(window.waiversDock()->model()->stateText(1), QStringLiteral("expired 2020-01-31"));
    }
};

QTEST_MAIN(TestAcceptRisk)
#include "tst_acceptrisk.moc"
