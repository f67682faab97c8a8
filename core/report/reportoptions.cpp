#include "core/report/reportoptions.h"

#include "core/i18n/translations.h"

namespace FlowAudit {

std::optional<ReportFormat> ReportOptions::formatFromKeyword(QStringView keyword) {
    if (keyword.compare(QLatin1StringView("pdf"), Qt::CaseInsensitive) == 0)
        return ReportFormat::Pdf;
    if (keyword.compare(QLatin1StringView("html"), Qt::CaseInsensitive) == 0)
        return ReportFormat::Html;
    return std::nullopt;
}

std::optional<ReportPaper> ReportOptions::paperFromKeyword(QStringView keyword) {
    if (keyword.compare(QLatin1StringView("a4"), Qt::CaseInsensitive) == 0)
        return ReportPaper::A4;
    if (keyword.compare(QLatin1StringView("letter"), Qt::CaseInsensitive) == 0)
        return ReportPaper::Letter;
    return std::nullopt;
}

std::optional<ReportDetail> ReportOptions::detailFromKeyword(QStringView keyword) {
    if (keyword.compare(QLatin1StringView("flagged"), Qt::CaseInsensitive) == 0)
        return ReportDetail::Flagged;
    if (keyword.compare(QLatin1StringView("all"), Qt::CaseInsensitive) == 0)
        return ReportDetail::All;
    return std::nullopt;
}

std::optional<QString> ReportOptions::languageFromKeyword(QStringView keyword) {
    for (const QString& code : Translations::available()) {
        if (keyword == code)
            return code;
    }
    return std::nullopt;
}

QString ReportOptions::suffix(ReportFormat format) {
    return format == ReportFormat::Html ? QStringLiteral("html") : QStringLiteral("pdf");
}

} // namespace FlowAudit
