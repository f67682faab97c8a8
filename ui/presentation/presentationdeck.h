#pragma once

#include "painting/workshopslide.h"

namespace FlowAudit {

class InventoryDocument;
class MapDock;
class VendorCardStore;

// What Presentation Mode (F5) shows for the editor's state: the vendor windows of the
// selected flow (every card without one), its retry storm when it can be simulated, the
// storm of every flow into its destination where more than one writes there, and the
// systems map when the map has been laid out, each in the editor's type.
namespace PresentationDeck {

QList<WorkshopSlide> slidesFor(const InventoryDocument& document, int selectedFlow,
                               const VendorCardStore& store, const MapDock* map,
                               const QString& fileName, const QFont& font);

} // namespace PresentationDeck

} // namespace FlowAudit
