#pragma once

#include "core/simulation/layerschedule.h"

#include <optional>

namespace FlowAudit {

struct VendorCard;

// The wait schedule of a retry layer that is an iPaaS platform, as its vendor card states
// it (resources/vendors): Zapier's autoreplay and Make's incomplete executions are times
// after the first error, turned into waits; Make's Retry handler (Break) states one
// interval; n8n states fixed waits of at most `waitBetweenTries` (its max_delay window).
// Platforms retry at stated times, so there is no jitter.
namespace PlatformSchedule {

// The schedule of the card's retries entry `entry` (1-based), or with entry 0 the first
// entry that states one; nullopt when the card states none.
std::optional<LayerSchedule> fromCard(const VendorCard& card, int entry = 0);
// The entry (1-based, as fromCard counts them) whose note names the layer: a layer written
// `retry_handler` or `incomplete_executions` in a Make flow, `autoreplay` in a Zapier flow,
// `retry_on_fail` in an n8n flow (underscores read as spaces, any letter case); 0: none.
int entryNamed(const VendorCard& card, QStringView layer);
// How many retries entries the card has that give a schedule (for messages).
int entryCount(const VendorCard& card);

} // namespace PlatformSchedule

} // namespace FlowAudit
