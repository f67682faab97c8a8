// Keyboard and accessibility: every interactive widget has an accessible name (the help
// and the About box too), every command can be reached from the keyboard, and severity
// reads without colour, in a dark palette and at any scale. Run twice by CTest: as is, and
// with QT_SCALE_FACTOR=2.
#include "guitestsupport.h"
#include "painting/severitystyle.h"
#include "ui/actions/paneactions.h"
#include "ui/dialogs/reportexportdialog.h"
#include "ui/docks/findingsdock.h"
#include "ui/docks/flowformdock.h"
#include "ui/help/aboutdialog.h"
#include "ui/help/helpactions.h"
#include "ui/help/helpwindow.h"
#include "ui/language/languages.h"
#include "ui/mainwindow.h"
#include "ui/maths/ackbudgetdock.h"
#include "ui/maths/ledgerdock.h"
#include "ui/maths/replaywindowdock.h"
#include "ui/maths/retryproductdock.h"
#include "ui/maths/vendorpanels.h"
#include "ui/models/inventorymodel.h"
#include "ui/models/reviewchecklistmodel.h"
#include "ui/report/reportpageview.h"
#include "ui/report/reportpreviewdialog.h"
#include "ui/report/reportsession.h"
#include "ui/simulation/retrystormdock.h"
#include "ui/vendors/vendorcardsdock.h"
#include "ui/vendors/vendorcardstore.h"
#include "ui/views/filterbar.h"
#include "ui/views/inventorytableview.h"

#include <QAbstractButton>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDockWidget>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QStyleFactory>
#include <QTabBar>
#include <QTest>
#include <QTranslator>

using namespace FlowAudit;

namespace {

bool isInteractive(const QWidget* w) {
    if (qobject_cast<const QScrollBar*>(w))
        return false; // part of its scroll area
    if (const auto* tabs = qobject_cast<const QTabBar*>(w); tabs && tabs->count() == 0)
        return false; // a spare bar QMainWindow keeps for docks tabified later: nothing to reach
    return qobject_cast<const QAbstractButton*>(w) || qobject_cast<const QLineEdit*>(w) ||
           qobject_cast<const QComboBox*>(w) || qobject_cast<const QAbstractSpinBox*>(w) ||
           qobject_cast<const QAbstractItemView*>(w) || qobject_cast<const QAbstractSlider*>(w) ||
           qobject_cast<const QTabBar*>(w) || qobject_cast<const QTextEdit*>(w) ||
           qobject_cast<const QPlainTextEdit*>(w);
}

// A widget inside another interactive widget is a part of it (a line edit's clear button,
// a combo box's popup list, a table's headers) and is named through it.
bool isPartOfAnother(const QWidget* w, const QWidget* root) {
    for (const QWidget* p = w->parentWidget(); p && p != root; p = p->parentWidget()) {
        // A cell editor is a control of its own, inside the view's viewport.
        if (auto* view = qobject_cast<const QAbstractItemView*>(p);
            view && w->parentWidget() == view->viewport())
            return false;
        if (isInteractive(p))
            return true;
    }
    return false;
}

QString describe(const QWidget* w) {
    QStringList chain;
    for (const QWidget* p = w; p; p = p->parentWidget())
        chain.prepend(QStringLiteral("%1(%2)").arg(
            QString::fromLatin1(p->metaObject()->className()), p->objectName()));
    return chain.join(QStringLiteral(" > "));
}

// Every interactive widget under `root` whose accessibility interface has no name: what a
// screen reader would announce as "button" or "edit" and nothing else.
QStringList unnamedInteractiveWidgets(QWidget* root) {
    QStringList unnamed;
    QList<QWidget*> widgets = root->findChildren<QWidget*>();
    widgets.prepend(root);
    for (QWidget* w : widgets) {
        if (!isInteractive(w) || isPartOfAnother(w, root))
            continue;
        QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(w);
        const QString name = iface ? iface->text(QAccessible::Name).trimmed() : QString();
        if (name.isEmpty())
            unnamed.append(describe(w));
    }
    return unnamed;
}

// The letter Alt reaches a text by (after a single &; && is a literal ampersand), lower
// case; null when there is none.
QChar mnemonicOf(const QString& text) {
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != u'&')
            continue;
        if (text[i + 1] == u'&') {
            ++i;
            continue;
        }
        return text[i + 1].toLower();
    }
    return {};
}

// Every Alt+letter claimed twice among the menu bar's titles and the window's widgets
// (buttons, check boxes, group boxes, labels with a buddy; the docks' too, floating or
// behind a tab, and a card's buttons whether or not one is shown): Alt+F once both
// focused "Only flows that fail" and opened the File menu. Dialogs are windows of their own.
QStringList duplicateMnemonics(QMainWindow* window) {
    QHash<QChar, QString> owners;
    QStringList clashes;
    const auto note = [&](const QString& text, const QString& what) {
        const QChar letter = mnemonicOf(text);
        if (letter.isNull())
            return;
        if (owners.contains(letter))
            clashes.append(
                QStringLiteral("Alt+%1: %2 and %3").arg(letter, owners.value(letter), what));
        else
            owners.insert(letter, what);
    };
    for (const QAction* top : window->menuBar()->actions())
        note(top->text(), QStringLiteral("the menu \"%1\"").arg(top->text()));
    for (const QWidget* w : window->findChildren<QWidget*>()) {
        const QWidget* top = w->window();
        if (top != window && !qobject_cast<const QDockWidget*>(top))
            continue;
        if (const auto* button = qobject_cast<const QAbstractButton*>(w))
            note(button->text(),
                 QStringLiteral("\"%1\" (%2)").arg(button->text(), button->objectName()));
        else if (const auto* label = qobject_cast<const QLabel*>(w); label && label->buddy())
            note(label->text(), QStringLiteral("the label \"%1\"").arg(label->text()));
        else if (const auto* group = qobject_cast<const QGroupBox*>(w))
            note(group->title(), QStringLiteral("the group \"%1\"").arg(group->title()));
    }
    return clashes;
}

// WCAG's relative luminance and contrast ratio.
double luminance(const QColor& c) {
    const auto channel = [](double v) {
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

double contrast(const QColor& a, const QColor& b) {
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor over(const QColor& top, const QColor& bottom) {
    const double a = top.alphaF();
    return QColor::fromRgbF(float(top.redF() * a + bottom.redF() * (1 - a)),
                            float(top.greenF() * a + bottom.greenF() * (1 - a)),
                            float(top.blueF() * a + bottom.blueF() * (1 - a)));
}

QPalette darkPalette() {
    QPalette p;
    p.setColor(QPalette::Window, QColor(0x2d, 0x2d, 0x2d));
    p.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
    p.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    p.setColor(QPalette::AlternateBase, QColor(0x2a, 0x2a, 0x2a));
    p.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
    p.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
    p.setColor(QPalette::ButtonText, QColor(0xee, 0xee, 0xee));
    p.setColor(QPalette::Highlight, QColor(0x2a, 0x82, 0xda));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::ToolTipBase, QColor(0x35, 0x35, 0x35));
    p.setColor(QPalette::ToolTipText, QColor(0xee, 0xee, 0xee));
    return p;
}

} // namespace

class TestAccessibility : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Test::isolateSettings(); }

    void everyInteractiveWidgetHasAName() {
        Test::ExampleWindow f;
        // Cell editors of every kind, the help and the About box are walked too.
        for (Field field : {Field::Name, Field::Method, Field::CreatesRecords,
                            Field::LedgerRetentionDays, Field::RetryLayers})
            f.window.table()->openPersistentEditor(f.cell(0, field));
        QTableView* checklist = f.window.flowFormDock()->checklistView();
        for (int column : {ReviewChecklistModel::StatusColumn, ReviewChecklistModel::NoteColumn})
            checklist->openPersistentEditor(checklist->model()->index(0, column));
        f.window.helpActions()->showHelp(QStringLiteral("overview"));
        f.window.helpActions()->showAbout();
        QVERIFY(f.window.helpActions()->helpWindow());
        QVERIFY(f.window.helpActions()->aboutDialog());

        QStringList unnamed = unnamedInteractiveWidgets(&f.window);
        unnamed += unnamedInteractiveWidgets(f.window.helpActions()->helpWindow());
        unnamed += unnamedInteractiveWidgets(f.window.helpActions()->aboutDialog());
        QVERIFY2(unnamed.isEmpty(),
                 qPrintable(QStringLiteral("without an accessible name:\n") + unnamed.join(u'\n')));
    }

    // The audit report's options and its preview, with every control they have.
    void reportDialogsHaveNames() {
        Test::ExampleWindow f;
        ReportSession session;
        QVERIFY(session.make(&f.window, f.window.document()->inventory(),
                             f.window.vendorPanels()->store()->cards(), {}));
        ReportExportDialog options(&f.window);
        ReportPreviewDialog preview(session.renderer(), QStringLiteral("Preview"), &f.window);
        options.show();
        preview.show();
        QStringList unnamed = unnamedInteractiveWidgets(&options);
        unnamed += unnamedInteractiveWidgets(&preview);
        QVERIFY2(unnamed.isEmpty(),
                 qPrintable(QStringLiteral("without an accessible name:\n") + unnamed.join(u'\n')));
        // The pages themselves are reached with the keyboard.
        QVERIFY(preview.view()->focusPolicy() & Qt::TabFocus);
    }

    // The walk above can fail: a nameless field is found.
    void theWalkFindsANamelessWidget() {
        Test::ExampleWindow f;
        auto* nameless = new QLineEdit(f.window.centralWidget());
        nameless->setObjectName(QStringLiteral("nameless"));
        const QStringList unnamed = unnamedInteractiveWidgets(&f.window);
        QCOMPARE(unnamed.size(), 1);
        QVERIFY(unnamed.first().endsWith(QStringLiteral("QLineEdit(nameless)")));
        nameless->setAccessibleName(QStringLiteral("Named now"));
        QVERIFY(unnamedInteractiveWidgets(&f.window).isEmpty());
    }

    void menusOpenFromTheKeyboardAndShortcutsAreUnique() {
        Test::ExampleWindow f;
        QSet<QChar> mnemonics;
        QHash<QKeySequence, QString> shortcuts;
        QSet<const QAction*> inMenus;
        const std::function<void(const QMenu*)> walk = [&](const QMenu* menu) {
            for (const QAction* action : menu->actions()) {
                inMenus.insert(action);
                if (action->menu())
                    walk(action->menu());
            }
        };
        for (const QAction* top : f.window.menuBar()->actions()) {
            const qsizetype amp = top->text().indexOf(u'&');
            QVERIFY2(amp >= 0 && amp + 1 < top->text().size(), qPrintable(top->text()));
            const QChar letter = top->text().at(amp + 1).toLower();
            QVERIFY2(!mnemonics.contains(letter), qPrintable(top->text()));
            mnemonics.insert(letter);
            walk(top->menu());
        }
        for (const QAction* action : f.window.findChildren<QAction*>()) {
            for (const QKeySequence& key : action->shortcuts()) {
                const QString name =
                    action->text().isEmpty() ? action->objectName() : action->text();
                QVERIFY2(!shortcuts.contains(key),
                         qPrintable(QStringLiteral("%1 is both %2 and %3")
                                        .arg(key.toString(), shortcuts.value(key), name)));
                shortcuts.insert(key, name);
            }
        }
        // A command of the window outside the menus needs a key of its own.
        for (const QAction* action : f.window.actions()) {
            if (!inMenus.contains(action))
                QVERIFY2(!action->shortcut().isEmpty(), qPrintable(action->text()));
        }
    }

    void mnemonicsAreUniqueAcrossMenusAndWidgets_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("English") << QStringLiteral("en");
        QTest::newRow("German") << QStringLiteral("de");
    }
    void mnemonicsAreUniqueAcrossMenusAndWidgets() {
        QFETCH(QString, language);
        const QList<QTranslator*> before = qApp->findChildren<QTranslator*>();
        Languages::setChosen(language);
        Languages::install(QCoreApplication::instance());
        QStringList clashes;
        {
            Test::ExampleWindow f;
            // A card on show, so its buttons are counted with their texts.
            f.window.table()->setCurrentIndex(f.cell(0, Field::FlowId));
            QApplication::processEvents();
            clashes = duplicateMnemonics(&f.window);
        }
        // Back to English: the German translators go, or they would answer what English leaves out.
        for (QTranslator* translator : qApp->findChildren<QTranslator*>()) {
            if (!before.contains(translator)) {
                QCoreApplication::removeTranslator(translator);
                delete translator;
            }
        }
        Languages::setChosen(QStringLiteral("en"));
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(u'\n')));
    }

    // The walk above can fail: a check box that takes the File menu's letter is found.
    void theWalkFindsADuplicateMnemonic() {
        Test::ExampleWindow f;
        QVERIFY(duplicateMnemonics(&f.window).isEmpty());
        auto* clash = new QCheckBox(QStringLiteral("&Fail only"), f.window.centralWidget());
        clash->setObjectName(QStringLiteral("clash"));
        const QStringList clashes = duplicateMnemonics(&f.window);
        QCOMPARE(clashes.size(), 1);
        QVERIFY2(clashes.first().startsWith(QStringLiteral("Alt+f: the menu \"&File\"")),
                 qPrintable(clashes.first()));
        clash->setText(QStringLiteral("Fail only"));
        QVERIFY(duplicateMnemonics(&f.window).isEmpty());
    }

    void f6CyclesThroughThePanels() {
        Test::ExampleWindow f;
        QWidget* filterText = f.window.findChild<QLineEdit*>(QStringLiteral("filterText"));
        filterText->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), filterText);
        PaneActions* panes = f.window.paneActions();
        QCOMPARE(panes->currentPane(), 0);
        // Docks behind another's tab come to the front as F6 reaches them.
        QList<const QWidget*> expected{f.window.table(), f.window.flowFormDock(),
                                       f.window.flowFormDock()->checklistView(),
                                       f.window.findingsDock()};
        expected += {f.window.dock<VendorCardsDock>(),  f.window.dock<AckBudgetDock>(),
                     f.window.dock<RetryProductDock>(), f.window.dock<RetryStormDock>(),
                     f.window.dock<ReplayWindowDock>(), f.window.dock<LedgerDock>()};
        expected.append(f.window.findChild<FilterBar*>());
        for (const QWidget* pane : expected) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_F6);
            const QWidget* focus = QApplication::focusWidget();
            QVERIFY2(focus && (focus == pane || pane->isAncestorOf(focus)),
                     qPrintable(pane->objectName()));
        }
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_F6, Qt::ShiftModifier);
        QVERIFY(f.window.dock<LedgerDock>()->isAncestorOf(QApplication::focusWidget()));
    }

    void tabFollowsThePanels() {
        Test::ExampleWindow f;
        QWidget* start = f.window.findChild<QLineEdit*>(QStringLiteral("filterText"));
        QList<QWidget*> chain;
        for (QWidget* w = start->nextInFocusChain(); w != start && chain.size() < 2000;
             w = w->nextInFocusChain())
            chain.append(w);
        const auto at = [&](const QWidget* w) { return chain.indexOf(const_cast<QWidget*>(w)); };
        const QWidget* firstField = f.window.flowFormDock()->fieldEditor(Field::FlowId);
        const QWidget* findings =
            f.window.findingsDock()->findChild<QTableView*>(QStringLiteral("findingsView"));
        QVERIFY(at(f.window.table()) >= 0);
        QVERIFY(at(f.window.table()) < at(firstField));
        QVERIFY(at(firstField) < at(f.window.flowFormDock()->checklistView()));
        QVERIFY(at(f.window.flowFormDock()->checklistView()) < at(findings));
    }

    // Shapes and words, not only colours: the icons differ in black and white, and the
    // status and the accessible description say the severity.
    void severityIsNotToldByColourAloneAtAnyScale() {
        const qreal ratio = qApp->devicePixelRatio();
        QList<QImage> greys;
        for (Severity s : {Severity::Fail, Severity::Warn, Severity::Info}) {
            const QPixmap pixmap = SeverityStyle::icon(s).pixmap(QSize(16, 16), ratio);
            QCOMPARE(pixmap.width(), qRound(16 * ratio)); // crisp at the screen's scale
            greys.append(pixmap.toImage().convertToFormat(QImage::Format_Grayscale8));
        }
        QVERIFY(greys[0] != greys[1] && greys[1] != greys[2] && greys[0] != greys[2]);

        Test::ExampleWindow f;
        const int flow = f.flowWithId(QStringLiteral("stripe_payouts_to_netsuite"));
        const QModelIndex status = f.window.model()->index(flow, InventoryModel::StatusColumn);
        QCOMPARE(status.data().toString(), severityKeyword(Severity::Fail));
        const QModelIndex layers =
            f.window.model()->index(flow, f.window.model()->columnOf(Field::RetryLayers));
        QCOMPARE(layers.data(Qt::AccessibleDescriptionRole).toString(),
                 severityKeyword(Severity::Fail));
        // Rows fit their text at this scale.
        QVERIFY(f.window.table()->rowHeight(0) >= f.window.table()->fontMetrics().height());
        Test::keepScreenshot(&f.window, QStringLiteral("window-scale-%1.png").arg(ratio));
    }

    // Text on every tinted cell keeps WCAG AA's contrast, in the light and the dark palette,
    // on a row and on an alternate row.
    void tintedCellsKeepTheirContrast_data() {
        QTest::addColumn<bool>("dark");
        QTest::addColumn<int>("severity");
        QTest::addColumn<int>("base");
        for (bool dark : {false, true})
            for (Severity s : {Severity::Fail, Severity::Warn, Severity::Info})
                for (QPalette::ColorRole base : {QPalette::Base, QPalette::AlternateBase})
                    QTest::addRow("%s, %s, %s", dark ? "dark" : "light",
                                  qPrintable(severityKeyword(s)),
                                  base == QPalette::Base ? "row" : "alternate row")
                        << dark << int(s) << int(base);
    }
    void tintedCellsKeepTheirContrast() {
        QFETCH(bool, dark);
        QFETCH(int, severity);
        QFETCH(int, base);
        const QPalette palette = dark ? darkPalette() : QApplication::palette();
        const QColor cell =
            over(SeverityStyle::tint(Severity(severity)), palette.color(QPalette::ColorRole(base)));
        const double ratio = contrast(palette.color(QPalette::Text), cell);
        QVERIFY2(ratio >= 4.5,
                 qPrintable(QStringLiteral("%1: contrast %2").arg(cell.name()).arg(ratio)));
    }

    void theTableReadsInADarkPalette() {
        const QPalette light = QApplication::palette();
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(darkPalette());
        {
            Test::ExampleWindow f;
            Test::keepScreenshot(&f.window, QStringLiteral("window-dark.png"));
            // The tinted cells stay dark: the text keeps its contrast as painted.
            const int flow = f.flowWithId(QStringLiteral("stripe_payouts_to_netsuite"));
            const QModelIndex layers = f.cell(flow, Field::RetryLayers);
            f.window.table()->scrollTo(layers);
            f.window.table()->clearSelection();
            f.window.table()->setCurrentIndex(QModelIndex());
            const QImage image = f.window.table()->viewport()->grab().toImage();
            const QRect rect = f.window.table()->visualRect(layers);
            const qreal dpr = image.devicePixelRatio();
            const QColor painted = image.pixelColor(
                QPoint(int((rect.right() - 3) * dpr), int((rect.top() + 2) * dpr)));
            QVERIFY2(contrast(darkPalette().color(QPalette::Text), painted) >= 4.5,
                     qPrintable(painted.name()));
        }
        QApplication::setPalette(light);
    }
};

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
