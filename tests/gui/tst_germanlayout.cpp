// The window in German, whose words are longer: the filter field keeps room to type, the
// findings' column titles are whole ("Schweregrad"), and the cards' advice is never cut
// at the bottom, at the first start's size and zoomed for a projector.
#include "guitestsupport.h"
#include "ui/docks/findingsdock.h"
#include "ui/language/languages.h"
#include "ui/mainwindow.h"
#include "ui/maths/vendorpanels.h"
#include "ui/models/findingsmodel.h"
#include "ui/vendors/vendorcardsdock.h"
#include "ui/views/inventorytableview.h"

#include <QAction>
#include <QHeaderView>
#include <QLineEdit>
#include <QListWidget>
#include <QTableView>
#include <QTest>

using namespace FlowAudit;

namespace {

// Why an item of the list is cut (by the list's edge, or shorter than its lines); empty if none.
QString cutItem(const QListWidget* list) {
    const int line = QFontMetrics(list->font()).height();
    for (int i = 0; i < list->count(); ++i) {
        const QRect rect = list->visualItemRect(list->item(i));
        const int lines = int(list->item(i)->text().count(QLatin1Char('\n'))) + 1;
        if (rect.height() < line * lines || !list->viewport()->rect().contains(rect))
            return QStringLiteral("row %1 at %2..%3 of %4 px: %5")
                .arg(i)
                .arg(rect.top())
                .arg(rect.bottom())
                .arg(list->viewport()->height())
                .arg(list->item(i)->text());
    }
    return {};
}

} // namespace

class TestGermanLayout : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        Test::isolateSettings();
        Languages::setChosen(QStringLiteral("de"));
        Languages::install(QCoreApplication::instance());
    }

    void longWordsKeepTheirRoom_data() {
        QTest::addColumn<int>("zoomSteps");
        QTest::newRow("100%") << 0;
        QTest::newRow("130%") << 3;
        QTest::newRow("150%") << 5;
    }

    void longWordsKeepTheirRoom() {
        QFETCH(int, zoomSteps);
        Test::ExampleWindow f;
        QCOMPARE(f.window.findChild<QTableView*>(QStringLiteral("findingsView"))
                     ->model()
                     ->headerData(0, Qt::Horizontal)
                     .toString(),
                 QStringLiteral("Schweregrad"));
        for (int step = 0; step < zoomSteps; ++step)
            f.window.findChild<QAction*>(QStringLiteral("actionZoomIn"))->trigger();
        QCoreApplication::processEvents();

        // The window still fits a 1600-px-wide screen: no control asks for its longest text.
        // (Once the docks have laid out their zoomed contents.)
        QTRY_VERIFY2(f.window.minimumSizeHint().width() <= 1600,
                     qPrintable(Test::widestPanel(&f.window)));
        // The filter field: room for some twenty characters, not squeezed by the choices.
        auto* filter = f.window.findChild<QLineEdit*>(QStringLiteral("filterText"));
        QTRY_VERIFY2(filter->width() >= filter->fontMetrics().averageCharWidth() * 18,
                     qPrintable(QString::number(filter->width())));

        // The findings' column titles, whole in their columns.
        auto* findings = f.window.findChild<QTableView*>(QStringLiteral("findingsView"));
        QHeaderView* header = findings->horizontalHeader();
        for (int column = 0; column < FindingsModel::MessageColumn; ++column) {
            const QString title = findings->model()->headerData(column, Qt::Horizontal).toString();
            QVERIFY2(header->sectionSize(column) >= header->sectionSizeHint(column),
                     qPrintable(title));
            QVERIFY2(header->sectionSize(column) > header->fontMetrics().horizontalAdvance(title),
                     qPrintable(title));
        }

        // Every flow's advice from the cards, whole.
        VendorCardsDock* cards = f.window.dock<VendorCardsDock>();
        cards->raise();
        for (int flow = 0; flow < f.window.model()->rowCount(); ++flow) {
            f.window.table()->setCurrentIndex(f.cell(flow, Field::FlowId));
            QTRY_VERIFY2(cutItem(cards->advisoryList()).isEmpty(),
                         qPrintable(cutItem(cards->advisoryList())));
        }
        Test::keepScreenshot(&f.window, QStringLiteral("german-%1.png").arg(zoomSteps));
        f.window.findChild<QAction*>(QStringLiteral("actionZoomReset"))->trigger();
    }
};

QTEST_MAIN(TestGermanLayout)
#include "tst_germanlayout.moc"
