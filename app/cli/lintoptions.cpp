#include "app/cli/lintoptions.h"

#include "app/cli/clioutput.h"

#include "core/io/bundleddata.h"
#include "core/model/waiver.h"
#include "core/vendors/vendorcatalogue.h"

#include <QCoreApplication>

namespace FlowAudit::Cli {

LintOptionsParser::LintOptionsParser()
    : m_today(QStringLiteral("today"),
              QCoreApplication::translate("FlowAudit::Cli", "The day waivers expire against."),
              QStringLiteral("date"))
    , m_advisories(QStringLiteral("advisories"),
                   QCoreApplication::translate("FlowAudit::Cli", "Add the vendor advisories.")) {}

void LintOptionsParser::addTo(QCommandLineParser& parser) const {
    parser.addOptions({m_today, m_advisories});
}

std::optional<LintOptions> LintOptionsParser::read(const QCommandLineParser& parser, int& status) {
    LintOptions options;
    if (parser.isSet(m_today)) {
        options.today = waiverDate(parser.value(m_today));
        if (!options.today.isValid()) {
            status = usageError(
                QCoreApplication::translate("FlowAudit::Cli",
                                            "--today takes a date written YYYY-MM-DD, not \"%1\"")
                    .arg(parser.value(m_today)));
            return std::nullopt;
        }
    }
    options.advisories = parser.isSet(m_advisories);
    return options;
}

void LintOptionsParser::provideCards(QList<FileLint>& files) {
    for (FileLint& file : files) {
        const bool waivesAdvisory =
            file.hasWaivers() &&
            std::any_of(file.inventory->waivers.begin(), file.inventory->waivers.end(),
                        [](const Waiver& w) { return isAdvisoryRule(w.rule.trimmed()); });
        if (!file.options.advisories && !waivesAdvisory)
            continue;
        if (!m_cards) {
            VendorCatalogue::LoadResult loaded =
                VendorCatalogue::loadDirectory(BundledData::vendorsDirectory());
            for (const IoError& error : loaded.errors)
                printLine(stderr, error.toString());
            m_cards = std::make_shared<VendorCatalogue>(std::move(loaded.catalogue));
        }
        file.options.cards = m_cards.get();
    }
}

} // namespace FlowAudit::Cli
