#pragma once

#include <QString>

// Writes (once per size, into the temp folder) an inventory of `flows` believable flows,
// about 600 bytes each, with a realistic mix of passing and failing rules. Returns its path.
QString generatedInventory(int flows);
