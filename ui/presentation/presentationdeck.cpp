#include "ui/presentation/presentationdeck.h"

#include "core/document/inventorydocument.h"
#include "core/map/mapgraph.h"
#include "core/simulation/destinationstorm.h"
#include "core/simulation/stormexport.h"
#include "core/simulation/stormscenariobuilder.h"
#include "core/simulation/stormstudy.h"
#include "ui/map/mapdock.h"
#include "ui/map/mapscene.h"
#include "ui/vendors/vendorcardstore.h"

namespace FlowAudit::PresentationDeck {

namespace {

// Every flow into the flow's destination during the flow's outage, as the Retry Storm
// panel adds them up, where another flow writes to it too.
std::optional<WorkshopSlide> destinationSlide(const InventoryDocument& document, const Flow& flow,
                                              const VendorCatalogue& cards) {
    const QStringList systems = MapGraph::systemsIn(flow.text(Field::Destination));
    if (systems.isEmpty())
        return std::nullopt;
    const QString system = systems.first().trimmed();
    if (DestinationStorm::countInto(document.inventory(), system) < 2)
        return std::nullopt;
    const StormScenarioBuild build = StormScenarioBuilder::build(flow, &cards);
    const StormScenario outage = build.ok() ? *build.scenario : StormScenario();
    QString error;
    const std::optional<DestinationStorm> storm = DestinationStorm::ofSystem(
        document.inventory(), system, &cards, outage.outageStart, outage.outageLength, &error);
    if (!storm)
        return std::nullopt;
    return WorkshopSlide::destinationStormOf(system,
                                             std::make_shared<const StormStudy>(storm->study()),
                                             StormExport::headline(*storm, system));
}

} // namespace

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
        if (std::optional<WorkshopSlide> storm = destinationSlide(document, *flow, store.cards()))
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
