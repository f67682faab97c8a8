#include "painting/pdfnavigation.h"

#include "painting/pdfupdate.h"

#include <string>
#include <vector>

namespace FlowAudit::PdfNavigation {

bool add(QByteArray& bytes, const QList<ReportPages::Target>& targets, QString* error) {
    std::vector<PdfUpdate::Target> headings;
    headings.reserve(std::size_t(targets.size()));
    for (const ReportPages::Target& target : targets)
        headings.push_back({target.anchor.toStdString(), target.title.toStdString(), target.level,
                            target.page, target.top});
    std::string update;
    std::string why;
    if (!PdfUpdate::navigation(bytes.constData(), std::size_t(bytes.size()), headings, &update,
                               &why)) {
        *error = QString::fromStdString(why);
        return false;
    }
    bytes.append(update.data(), qsizetype(update.size())); // qpdf is done reading them
    return true;
}

} // namespace FlowAudit::PdfNavigation
