#include "ui/dockregistry.h"

#include "ui/compare/comparisondock.h"
#include "ui/docks/findingsdock.h"
#include "ui/docks/flowformdock.h"
#include "ui/docks/waiversdock.h"
#include "ui/help/userguide.h"
#include "ui/map/mapdock.h"
#include "ui/maths/ackbudgetdock.h"
#include "ui/maths/ledgerdock.h"
#include "ui/maths/replaywindowdock.h"
#include "ui/maths/retryproductdock.h"
#include "ui/simulation/retrystormdock.h"
#include "ui/vendors/vendorcardsdock.h"
#include "ui/vendors/vendorcardstore.h"
#include "ui/vendors/vendorcardview.h"

#include "ui/commands/inventoryeditor.h"

#include <QMainWindow>
#include <QTableView>

namespace FlowAudit {

// Each entry names only what differs from DockDescription's defaults (a tab under the
// table, shown, behind the others of its place, F6 stopping at it).
QList<DockDescription> DockRegistry::docks() {
    using C = const DockContext&;
    return {
        {.objectName = QStringLiteral("flowFormDock"),
         .title = tr("Flow"),
         .place = DockPlace::RightUpper,
         .helpAnchor = UserGuide::formAnchor(),
         .create = [](C c) { return new FlowFormDock(c.document, c.editor, c.model, c.window); },
         .innerPanes =
             [](QDockWidget* dock) {
                 return QList<QWidget*>{static_cast<FlowFormDock*>(dock)->checklistView()};
             }},
        {.objectName = QStringLiteral("findingsDock"),
         .title = tr("Findings"),
         .inFront = true,
         .helpAnchor = UserGuide::findingsAnchor(),
         .create = [](C c) { return new FindingsDock(c.document, c.window); }},
        // The accepted risks are a tab beside the findings they accept.
        {.objectName = QStringLiteral("waiversDock"),
         .title = tr("Waivers"),
         .helpAnchor = UserGuide::waiversAnchor(),
         .keyboardPane = false,
         .create = [](C c) { return new WaiversDock(c.document, c.editor, c.window); }},
        // File → Compare With…'s changes: a comparison is not kept from one start to the next.
        {.objectName = QStringLiteral("comparisonDock"),
         .title = tr("Changes"),
         .start = DockStart::HiddenAtEveryStart,
         .keyboardPane = false,
         .create = [](C c) { return new ComparisonDock(c.document, c.window); }},
        {.objectName = QStringLiteral("mapDock"),
         .title = tr("Systems Map"),
         .start = DockStart::HiddenAtFirstStart,
         .helpAnchor = UserGuide::vendorsAnchor(),
         .keyboardPane = false,
         .create =
             [](C c) {
                 return new MapDock(c.document, c.editor, &c.store->cards(), c.prompts, c.window);
             }},
        {.objectName = QStringLiteral("vendorCardsDock"),
         .title = tr("Vendor Cards"),
         .place = DockPlace::RightUpper,
         .inFront = true,
         .helpAnchor = UserGuide::vendorsAnchor(),
         .create =
             [](C c) {
                 auto* dock = new VendorCardsDock(c.selected, c.store, c.prompts, c.window);
                 // Mark Fact as Checked… is an undo step of the team's card file, a document
                 // of its own.
                 dock->cardView()->setCardFiles(c.cardFiles);
                 return dock;
             }},
        {.objectName = QStringLiteral("ackBudgetDock"),
         .title = tr("Ack Budget"),
         .place = DockPlace::RightLower,
         .inFront = true,
         .helpAnchor = UserGuide::mathsAnchor(),
         .create = [](C c) { return new AckBudgetDock(c.selected, c.editor, c.store, c.window); }},
        {.objectName = QStringLiteral("retryProductDock"),
         .title = tr("Retry Product"),
         .place = DockPlace::RightLower,
         .helpAnchor = UserGuide::mathsAnchor(),
         .create = [](C c) { return new RetryProductDock(c.selected, c.editor, c.window); }},
        {.objectName = QStringLiteral("retryStormDock"),
         .title = tr("Retry Storm"),
         .place = DockPlace::RightLower,
         .helpAnchor = UserGuide::mathsAnchor(),
         .create =
             [](C c) {
                 return new RetryStormDock(c.selected, c.editor, c.store, c.prompts, c.window);
             }},
        {.objectName = QStringLiteral("replayWindowDock"),
         .title = tr("Replay Window"),
         .place = DockPlace::RightLower,
         .helpAnchor = UserGuide::mathsAnchor(),
         .create =
             [](C c) { return new ReplayWindowDock(c.selected, c.editor, c.store, c.window); }},
        {.objectName = QStringLiteral("ledgerDock"),
         .title = tr("Ledger"),
         .place = DockPlace::RightLower,
         .helpAnchor = UserGuide::mathsAnchor(),
         .create = [](C c) { return new LedgerDock(c.selected, c.store, c.prompts, c.window); }},
    };
}

} // namespace FlowAudit
