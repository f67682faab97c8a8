// The program's own help: F1 opens the rule of the selected cell, finding or review (or the
// panel's section), the rule reference and the field list hold the whole catalogue, What's
// This? reaches every panel, and About names the versions.
#include "core/model/field.h"
#include "core/rules/rulecatalogue.h"
#include "guitestsupport.h"
#include "ui/docks/findingsdock.h"
#include "ui/docks/flowformdock.h"
#include "ui/help/aboutdialog.h"
#include "ui/help/helpactions.h"
#include "ui/help/helpwindow.h"
#include "ui/help/rulereference.h"
#include "ui/mainwindow.h"
#include "ui/models/findingsmodel.h"
#include "ui/views/filterbar.h"
#include "ui/views/inventorytableview.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>
#include <QUrl>

using namespace FlowAudit;

class TestHelp : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Test::isolateSettings(); }

    // What's This? explains every panel, from any control inside it.
    void whatsThisExplainsEveryPanel() {
        Test::ExampleWindow f;
        QWidget* filterBar = f.window.findChild<FilterBar*>();
        const QList<QWidget*> panels{filterBar, f.window.table(), f.window.flowFormDock(),
                                     f.window.flowFormDock()->checklistView(),
                                     f.window.findingsDock()};
        for (QWidget* panel : panels)
            QVERIFY2(!panel->whatsThis().isEmpty(), qPrintable(panel->objectName()));
        for (QWidget* inner :
             {static_cast<QWidget*>(f.window.findChild<QComboBox*>(QStringLiteral("findingsRule"))),
              static_cast<QWidget*>(
                  f.window.findChild<QComboBox*>(QStringLiteral("filterSeverity"))),
              f.window.flowFormDock()->fieldEditor(Field::RetryLayers)}) {
            QEvent query(QEvent::QueryWhatsThis);
            QApplication::sendEvent(inner, &query);
            QVERIFY2(query.isAccepted(), qPrintable(inner->objectName()));
        }
        QVERIFY(f.window.helpActions()->whatsThis->shortcut() ==
                QKeySequence(Qt::SHIFT | Qt::Key_F1));
    }

    void f1OnACellOpensItsRule_data() {
        QTest::addColumn<QString>("flowId");
        QTest::addColumn<int>("field");
        QTest::addColumn<QString>("rule");
        // A cell with a finding: its rule; a cell without: the first rule that reads it.
        QTest::newRow("finding") << QStringLiteral("stripe_payouts_to_netsuite")
                                 << int(Field::RetryLayers) << QStringLiteral("RT01");
        QTest::newRow("no finding") << QStringLiteral("billing_to_crm")
                                    << int(Field::IdempotencyKey) << QStringLiteral("IP01");
    }

    void f1OnACellOpensItsRule() {
        QFETCH(QString, flowId);
        QFETCH(int, field);
        QFETCH(QString, rule);
        Test::ExampleWindow f;
        const int flow = f.flowWithId(flowId);
        QVERIFY(flow >= 0);
        f.window.table()->showCell(f.cell(flow, Field(field)));
        QTRY_VERIFY(f.window.table()->hasFocus());
        QTest::keyClick(f.window.table(), Qt::Key_F1);
        HelpWindow* help = f.window.helpActions()->helpWindow();
        QVERIFY(help);
        QVERIFY(help->isVisible());
        QCOMPARE(help->currentAnchor(), rule);
        QCOMPARE(
            help->findChild<QListWidget*>(QStringLiteral("helpContents"))->currentItem()->text(),
            RuleReference::tr("Rule reference"));
        const RuleInfo* info = RuleCatalogue::find(rule);
        QVERIFY(help->browser()->toPlainText().contains(RuleCatalogue::rationale(*info)));
    }

    void f1OnAFindingOrAReviewOpensItsRule() {
        Test::ExampleWindow f;
        auto* findings =
            f.window.findingsDock()->findChild<QTableView*>(QStringLiteral("findingsView"));
        QVERIFY(findings->model()->rowCount() > 2);
        const QModelIndex second = findings->model()->index(2, FindingsModel::MessageColumn);
        findings->setCurrentIndex(second);
        findings->setFocus();
        QTRY_VERIFY(findings->hasFocus());
        QTest::keyClick(findings, Qt::Key_F1);
        QCOMPARE(f.window.helpActions()->helpWindow()->currentAnchor(),
                 second.data(FindingsModel::RuleRole).toString());

        f.window.activateWindow();
        QTRY_VERIFY(f.window.isActiveWindow());
        QTableView* checklist = f.window.flowFormDock()->checklistView();
        checklist->setCurrentIndex(checklist->model()->index(3, 0));
        checklist->setFocus();
        QTRY_VERIFY(checklist->hasFocus());
        QTest::keyClick(checklist, Qt::Key_F1);
        QCOMPARE(f.window.helpActions()->helpWindow()->currentAnchor(),
                 QString::fromLatin1(RuleCatalogue::manualRules()[3].id));
    }

    void f1ElsewhereOpensThePanelsSection() {
        Test::ExampleWindow f;
        QWidget* filterText = f.window.findChild<QLineEdit*>(QStringLiteral("filterText"));
        filterText->setFocus();
        QTRY_VERIFY(filterText->hasFocus());
        QTest::keyClick(filterText, Qt::Key_F1);
        QCOMPARE(f.window.helpActions()->helpWindow()->currentAnchor(), QStringLiteral("table"));
    }

    void theRuleReferenceHoldsEveryRule() {
        Test::ExampleWindow f;
        f.window.helpActions()->ruleReference->trigger();
        const QString text = f.window.helpActions()->helpWindow()->browser()->toPlainText();
        for (const RuleInfo& rule : RuleCatalogue::rules()) {
            for (const QString& part : {rule.idText, RuleCatalogue::title(rule),
                                        RuleCatalogue::rationale(rule), RuleCatalogue::hint(rule)})
                QVERIFY2(text.contains(part), qPrintable(part));
        }
        for (const ManualRuleInfo& rule : RuleCatalogue::manualRules())
            QVERIFY2(text.contains(RuleCatalogue::meaning(rule)), rule.id);
        // Every field of the format, by its key and its meaning.
        for (const FieldInfo& field : FieldCatalogue::all()) {
            QVERIFY2(text.contains(FieldCatalogue::name(field.field)), field.name);
            QVERIFY2(text.contains(FieldCatalogue::meaning(field.field)), field.name);
        }
        // The keyboard section is read from the menus: the shortcuts are the real ones.
        QVERIFY(text.contains(QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText)));
        QVERIFY(text.contains(QKeySequence(Qt::Key_F6).toString(QKeySequence::NativeText)));
        Test::keepScreenshot(f.window.helpActions()->helpWindow(), QStringLiteral("help.png"));
    }

    // The contents list is the page's own headings, in the page's order, each once: the
    // fields and the rules included, wherever the text puts them.
    void contentsFollowTheText() {
        Test::ExampleWindow f;
        f.window.helpActions()->ruleReference->trigger();
        HelpWindow* help = f.window.helpActions()->helpWindow();
        const auto* contents = help->findChild<QListWidget*>(QStringLiteral("helpContents"));
        QVERIFY(contents);
        QVERIFY(contents->count() >= 15);
        const QString text = QLatin1Char('\n') + help->browser()->toPlainText();
        qsizetype at = 0;
        QStringList anchors;
        for (int row = 0; row < contents->count(); ++row) {
            const QString title = contents->item(row)->text();
            const qsizetype found = text.indexOf(QLatin1Char('\n') + title + QLatin1Char('\n'), at);
            QVERIFY2(found >= at, qPrintable(title));
            at = found + 1;
            anchors.append(contents->item(row)->data(Qt::UserRole).toString());
        }
        QCOMPARE(anchors.removeDuplicates(), 0);
        for (const QString& anchor :
             {QStringLiteral("overview"), QStringLiteral("fixes"), QStringLiteral("waivers"),
              QStringLiteral("fields"), QStringLiteral("evidence"), RuleReference::checkedAnchor()})
            QVERIFY2(anchors.contains(anchor), qPrintable(anchor));
        // The walk-through's pictures are in the program, and the page shows them.
        for (const QString& picture : {QStringLiteral("qrc:/help/evidence-proposals.png"),
                                       QStringLiteral("qrc:/help/evidence-verified.png")}) {
            QVERIFY2(help->browser()->toHtml().contains(picture), qPrintable(picture));
            const QVariant image =
                help->browser()->document()->resource(QTextDocument::ImageResource, QUrl(picture));
            QVERIFY2(image.isValid() && !image.value<QImage>().isNull(), qPrintable(picture));
        }
    }

    void aboutNamesTheVersions() {
        Test::ExampleWindow f;
        f.window.helpActions()->about->trigger();
        AboutDialog* about = f.window.helpActions()->aboutDialog();
        QVERIFY(about && about->isVisible());
        const QString shown = about->findChild<QLabel*>(QStringLiteral("aboutVersions"))->text();
        for (const QString& version :
             {QStringLiteral(FLOWAUDIT_VERSION), QStringLiteral(FLOWAUDIT_RULES_VERSION),
              QString::fromLatin1(qVersion()), QStringLiteral(FLOWAUDIT_YAMLCPP_VERSION)})
            QVERIFY2(shown.contains(version), qPrintable(version));
        Test::keepScreenshot(about, QStringLiteral("about.png"));
    }
};

QTEST_MAIN(TestHelp)
#include "tst_help.moc"
