#pragma once

#include <QStringList>

namespace FlowAudit::Cli {

class CommandContext;

// flowaudit-cli cards propose [FILE]: for each fact not yet quoted of the cards in scope, the
// sentences of its page that state its number, best first (QuoteProposals); --accept writes
// each fact's first into the team's card (CardEvidenceWriter: only that fact's lines change),
// undated, for cards verify to confirm and stamp. `words` are the operands after `propose`.
int proposeQuotes(CommandContext& context, const QStringList& words);

} // namespace FlowAudit::Cli
