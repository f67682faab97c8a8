#pragma once

#include "core/model/inventory.h"

#include <QByteArray>
#include <QStringList>

#include <optional>

namespace FlowAudit {

// The merge driver's merge of three inventory files (docs/spec/accepted-risks-and-git.md,
// Merge), line merge first: git's own three-way line merge (LineMerge). Where it is clean
// and reads as an inventory with no flow ID given twice, its bytes are the answer, every
// comment, blank line and line end either side wrote with them. Where it conflicts, each
// conflict is worked out line by line (HunkResolution) and kept only when it reads as the
// inventories' merge by flow and field says (LineConflicts); what is left is written as git
// writes a conflict, each section the side's own lines, labelled with the flow and field.
class InventoryFileMerge {
public:
    struct Options {
        int markerSize = 7;
        bool zealous = false; // git's zdiff3: lines both sides share stay outside the markers
        QString fileName;     // names the merged file in the readers' errors
    };
    struct Result {
        // None when the line merge's result cannot stand (whyNot says why): the caller then
        // merges by flow and field.
        std::optional<QByteArray> bytes;
        QString whyNot;
        QStringList conflicts; // what each conflict left is about, as its markers say
        int resolved = 0;      // conflicts of the line merge resolved by flow and field
        bool isClean() const { return bytes && conflicts.isEmpty(); }
    };

    // A side's bytes and what they read as.
    struct Side {
        const QByteArray* bytes = nullptr;
        const Inventory* inventory = nullptr;
    };
    static Result merge(const QByteArray& base, const Side& ours, const Side& theirs,
                        const Options& options);
    // The same, reading OURS and THEIRS first (none when either is not an inventory).
    static Result merge(const QByteArray& base, const QByteArray& ours, const QByteArray& theirs,
                        const Options& options);
};

} // namespace FlowAudit
