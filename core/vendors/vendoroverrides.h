#pragma once

#include "core/io/ioerror.h"
#include "core/vendors/vendorcard.h"

#include <QMap>

#include <optional>

namespace FlowAudit {

// The user's edits to one bundled card. Each edit remembers the bundled value it
// replaces, so it is found again when a newer FlowAudit reorders a card's facts, and is
// left aside (not misapplied) when the bundled text itself has changed.
struct CardOverride {
    struct FactEdit {
        QString bundled;
        QString yours;
        bool operator==(const FactEdit& other) const = default;
    };
    struct WindowEdit {
        WindowKind kind = WindowKind::Retry;
        QString note; // with kind, names the bundled window
        Duration bundled;
        Duration yours;
        bool operator==(const WindowEdit& other) const = default;
    };

    QDate checked; // re-checked by the user; invalid when not
    QList<FactEdit> facts;
    QList<WindowEdit> windows;

    bool isEmpty() const { return !checked.isValid() && facts.isEmpty() && windows.isEmpty(); }
    bool operator==(const CardOverride& other) const = default;
};

// The user overrides file: edits to the bundled vendor cards, which are never written.
class VendorOverrides {
public:
    struct ReadResult;
    // A missing file is no edits, not an error.
    static ReadResult readFile(const QString& path);
    static ReadResult parse(const QByteArray& bytes, const QString& fileName);
    // Sorted by card ID and deterministic: same edits, same bytes.
    QByteArray serialise() const;
    std::optional<IoError> writeFile(const QString& path) const;

    bool isEmpty() const { return m_cards.isEmpty(); }
    const CardOverride* find(const QString& cardId) const;

    void markChecked(const QString& cardId, QDate date);
    // Setting a fact or window back to the bundled value removes the edit.
    void setFact(const VendorCard& bundled, int index, const QString& text);
    void setWindow(const VendorCard& bundled, int index, Duration duration);
    void revert(const QString& cardId);

    VendorCard apply(const VendorCard& bundled) const;
    bool isFactEdited(const VendorCard& bundled, int index) const;
    bool isWindowEdited(const VendorCard& bundled, int index) const;
    bool isCheckedEdited(const QString& cardId) const;

    bool operator==(const VendorOverrides& other) const = default;

private:
    void store(const QString& cardId, CardOverride card);

    QMap<QString, CardOverride> m_cards;
};

struct VendorOverrides::ReadResult {
    VendorOverrides overrides;
    std::optional<IoError> error; // the file exists and cannot be read: never write over it
};

} // namespace FlowAudit
