#pragma once

#include "core/ledger/ledgerdialect.h"

#include <QString>

#include <optional>

namespace FlowAudit {

enum class ReportFormat : quint8 { Pdf, Html };
enum class ReportPaper : quint8 { A4, Letter };
// Which flows get a section of their own: those with something to report (the others are
// rows of the clean flows table), or every flow, each on pages of its own.
enum class ReportDetail : quint8 { Flagged, All };

// How a report is written: the choices of the command line and the export dialog.
struct ReportOptions {
    ReportFormat format = ReportFormat::Pdf;
    ReportPaper paper = ReportPaper::A4;
    bool pdfA = false; // PDF/A-1b, for archiving
    ReportDetail detail = ReportDetail::Flagged;
    // Each flow's action ledger as SQL in this dialect, in an appendix; none: no appendix.
    std::optional<LedgerDialect> ledgers;
    // The report's language (en, de), made the application's when the report pipeline is
    // made; empty: the language the application speaks already (the editor's).
    QString language;

    // pdf, html / a4, letter: the command line's words; nullopt for any other word.
    static std::optional<ReportFormat> formatFromKeyword(QStringView keyword);
    static std::optional<ReportPaper> paperFromKeyword(QStringView keyword);
    // flagged, all: the command line's --detail.
    static std::optional<ReportDetail> detailFromKeyword(QStringView keyword);
    // en, de: the command line's --lang; nullopt for a language FlowAudit does not speak.
    static std::optional<QString> languageFromKeyword(QStringView keyword);
    static QString suffix(ReportFormat format); // pdf, html
};

} // namespace FlowAudit
