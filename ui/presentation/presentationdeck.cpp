#include "ui/presentation/presentationdeck.h"

#include "core/document/inventorydocument.h"
#include "ui/map/mapdock.h"
#include "ui/map/mapscene.h"
#include "ui/vendors/vendorcardstore.h"

namespace FlowAudit::PresentationDeck {

QList<WorkshopSlide> slidesFor(const InventoryDocument& document, int selectedFlow,
                               const VendorCardStore& store, const MapDock* map,
                               const QString& fileName, const QFont& font) {
    const Flow* flow = selectedFlow >= 0 && selectedFlow < document.flowCount()
                           ? &document.flow(selectedFlow)
                           : nullptr;
    QList<WorkshopSlide> slides;
    slides << WorkshopSlide::windowsOf(flow, store.cards(), store.today(), store.staleAfterDays());
    QString error;
    if (flow) {
        if (std::optional<WorkshopSlide> storm =
                WorkshopSlide::stormOf(*flow, store.cards(), &error))
            slides << std::move(*storm);
    }
    // Only a map of the document as it is now: a stale one waits for its new layout.
    if (map && map->isCurrent() && map->scene()->layoutShared())
        slides << WorkshopSlide::mapOf(map->scene()->graphShared(), map->scene()->layoutShared(),
                                       fileName);
    for (WorkshopSlide& slide : slides)
        slide.font = font;
    return slides;
}

} // namespace FlowAudit::PresentationDeck
