#pragma once

#include "core/lint/lintrun.h"

#include <QCommandLineOption>
#include <QCommandLineParser>

#include <memory>
#include <optional>

namespace FlowAudit::Cli {

// The options lint and baseline share: --today and --advisories, and the vendor cards they
// read, loaded only when some finding or waiver needs them.
class LintOptionsParser {
public:
    LintOptionsParser();
    void addTo(QCommandLineParser& parser) const;
    // The options, or an exit status of 2 after saying what is wrong.
    std::optional<LintOptions> read(const QCommandLineParser& parser, int& status);
    // Advisories and waivers of advisories need the cards: gives them to the files that do.
    void provideCards(QList<FileLint>& files);

private:
    QCommandLineOption m_today;
    QCommandLineOption m_advisories;
    std::shared_ptr<VendorCatalogue> m_cards;
};

} // namespace FlowAudit::Cli
