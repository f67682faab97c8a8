#pragma once

#include <QStringList>

namespace FlowAudit::Cli {

class CommandContext;

// flowaudit-cli cards copy CARD_ID [FILE | --to DIR]: a bundled card's file, byte for byte,
// into the team's folder of cards, where the team can quote and stamp it (a bundled card is
// never written). With FILE, the folder its vendor_cards names, created if missing; an
// inventory that names none gets `vendor_cards: vendor-cards/` through the patching save.
// Never writes over a card the folder holds. `words` are the operands after `copy`.
int copyCard(CommandContext& context, const QStringList& words);

} // namespace FlowAudit::Cli
