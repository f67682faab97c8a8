#pragma once

#include "core/ledger/actionledger.h"

#include <QByteArray>

namespace FlowAudit {

// The inventory a ledger was generated from, as its files' headers name it.
struct LedgerInventory {
    QString name;        // the file's name, without its folder: the same bytes wherever it lies
    QByteArray sha256;   // of the file's bytes, in hex; empty when it has none yet
    bool edited = false; // the editor's document differs from those bytes
};

// The two SQL files of docs/spec/ledger.md, in UTF-8: the header (the inventory, the flow, the
// dialect, the retention and the windows it covers, the episode key), then the named statements.
// The same ledger always gives the same bytes.
namespace LedgerFiles {

QByteArray schema(const ActionLedger& ledger, const LedgerInventory& inventory);
QByteArray queries(const ActionLedger& ledger, const LedgerInventory& inventory);
// Both, each after a line `-- file: NAME`, schema first: what the command prints.
QByteArray both(const ActionLedger& ledger, const LedgerInventory& inventory);
LedgerInventory inventoryOf(const QString& path, const QByteArray& bytes);

} // namespace LedgerFiles

} // namespace FlowAudit
