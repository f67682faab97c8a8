#pragma once

#include "core/vendors/duration.h"
#include "core/vendors/factevidence.h"

#include <QDate>
#include <QList>
#include <QStringList>

#include <optional>

namespace FlowAudit {

// The kinds of time window a vendor contract states, as typed fields of a card.
enum class WindowKind : quint8 {
    Retry,              // the sender retries automatically for this long
    ManualResend,       // a resend the team can still trigger
    Replay,             // history can be replayed or re-read for this long
    Dedupe,             // the vendor drops duplicates seen within this window
    KeyLifetime,        // an idempotency key is kept this long
    AckTimeout,         // the sender waits this long for the receiver's answer
    SignatureTolerance, // a signed timestamp is accepted for this long
    Ban,                // a failing endpoint is banned for this long
    Disable,            // after this long failing, the subscription is disabled
    MaxDelay,           // the longest gap between two retries
};
inline constexpr int WindowKindCount = 10;

// `manual_resend`: the card files' word; nullopt for a word that names no kind.
QString windowKindKeyword(WindowKind kind);
std::optional<WindowKind> windowKindFromKeyword(QStringView keyword);
// "Manual resend window", in the user's language.
QString windowKindLabel(WindowKind kind);
// The same in a word or two, for a column too narrow for a long word ("Ack timeout" where
// "Acknowledgement" would be cut).
QString windowKindShortLabel(WindowKind kind);

struct VendorWindow {
    WindowKind kind = WindowKind::Retry;
    Duration duration;
    QString note; // what the window is, in the card's words
    FactEvidence evidence;

    bool operator==(const VendorWindow& other) const = default;
};

// Attempts a contract states, with the schedule where it gives one.
struct VendorRetries {
    int count = 0; // 0: the contract states no count
    QList<Duration> schedule;
    QString note;
    FactEvidence evidence;

    bool operator==(const VendorRetries& other) const = default;
};

// One vendor delivery contract as the source document states it, with the date it was
// last checked against the vendor's page, and each number's own evidence.
struct VendorCard {
    static constexpr int DefaultReviewEveryDays = 90;

    QString id;       // `stripe-webhooks`: the file name
    QString vendorId; // `stripe`: what an inventory writes in source, destination, ipaas
    QString vendor;   // `Stripe`
    QString product;  // `Webhooks`
    QString source;   // the page the facts come from, a full https URL
    QDate checked;    // invalid when the source states no date
    int reviewEveryDays = DefaultReviewEveryDays; // a fact's check older than this is stale
    QStringList facts;
    QList<FactEvidence> factEvidence; // one for each of `facts`
    QList<VendorWindow> windows;
    QList<VendorRetries> retries;
    QString retryAfterUnit; // how the vendor reads Retry-After, where stated
    QString teamFile;       // the team's card file it was read from; empty for a bundled card

    QString title() const { return vendor + QLatin1Char(' ') + product; }
    // The longest window of any of these kinds, or nullopt.
    std::optional<VendorWindow> longest(std::initializer_list<WindowKind> kinds) const;
    QList<VendorWindow> windowsOf(WindowKind kind) const;

    bool operator==(const VendorCard& other) const = default;
};

} // namespace FlowAudit
