#include "core/vendors/vendorcard.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>

namespace FlowAudit {

namespace {

constexpr std::array<QLatin1StringView, WindowKindCount> Keywords{
    QLatin1StringView("retry"),
    QLatin1StringView("manual_resend"),
    QLatin1StringView("replay"),
    QLatin1StringView("dedupe"),
    QLatin1StringView("key_lifetime"),
    QLatin1StringView("ack_timeout"),
    QLatin1StringView("signature_tolerance"),
    QLatin1StringView("ban"),
    QLatin1StringView("disable"),
    QLatin1StringView("max_delay"),
};

} // namespace

QString windowKindKeyword(WindowKind kind) {
    return Keywords[std::size_t(kind)];
}

std::optional<WindowKind> windowKindFromKeyword(QStringView keyword) {
    const auto found = std::find(Keywords.begin(), Keywords.end(), keyword);
    if (found == Keywords.end())
        return std::nullopt;
    return WindowKind(found - Keywords.begin());
}

QString windowKindLabel(WindowKind kind) {
    switch (kind) {
    case WindowKind::Retry:
        return QCoreApplication::translate("VendorCard", "Retry window");
    case WindowKind::ManualResend:
        return QCoreApplication::translate("VendorCard", "Manual resend window");
    case WindowKind::Replay:
        return QCoreApplication::translate("VendorCard", "Replay window");
    case WindowKind::Dedupe:
        return QCoreApplication::translate("VendorCard", "Dedupe window");
    case WindowKind::KeyLifetime:
        return QCoreApplication::translate("VendorCard", "Idempotency key lifetime");
    case WindowKind::AckTimeout:
        return QCoreApplication::translate("VendorCard", "Acknowledgement timeout");
    case WindowKind::SignatureTolerance:
        return QCoreApplication::translate("VendorCard", "Signature tolerance");
    case WindowKind::Ban:
        return QCoreApplication::translate("VendorCard", "Ban after failures");
    case WindowKind::Disable:
        return QCoreApplication::translate("VendorCard", "Disabled after failing for");
    case WindowKind::MaxDelay:
        return QCoreApplication::translate("VendorCard", "Longest gap between retries");
    }
    return {};
}

QString windowKindShortLabel(WindowKind kind) {
    switch (kind) {
    case WindowKind::Retry:
        return QCoreApplication::translate("VendorCard", "Retries");
    case WindowKind::ManualResend:
        return QCoreApplication::translate("VendorCard", "Resend");
    case WindowKind::Replay:
        return QCoreApplication::translate("VendorCard", "Replay");
    case WindowKind::Dedupe:
        return QCoreApplication::translate("VendorCard", "Dedupe");
    case WindowKind::KeyLifetime:
        return QCoreApplication::translate("VendorCard", "Key lifetime");
    case WindowKind::AckTimeout:
        return QCoreApplication::translate("VendorCard", "Ack timeout");
    case WindowKind::SignatureTolerance:
        return QCoreApplication::translate("VendorCard", "Signature skew");
    case WindowKind::Ban:
        return QCoreApplication::translate("VendorCard", "Ban");
    case WindowKind::Disable:
        return QCoreApplication::translate("VendorCard", "Disabled after");
    case WindowKind::MaxDelay:
        return QCoreApplication::translate("VendorCard", "Longest gap");
    }
    return windowKindLabel(kind);
}

std::optional<VendorWindow> VendorCard::longest(std::initializer_list<WindowKind> kinds) const {
    std::optional<VendorWindow> best;
    for (const VendorWindow& window : windows) {
        if (std::find(kinds.begin(), kinds.end(), window.kind) == kinds.end())
            continue;
        if (!best || window.duration > best->duration)
            best = window;
    }
    return best;
}

QList<VendorWindow> VendorCard::windowsOf(WindowKind kind) const {
    QList<VendorWindow> found;
    std::copy_if(windows.begin(), windows.end(), std::back_inserter(found),
                 [kind](const VendorWindow& w) { return w.kind == kind; });
    return found;
}

} // namespace FlowAudit
