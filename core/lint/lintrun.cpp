#include "core/lint/lintrun.h"

#include "core/io/inventoryfile.h"

namespace FlowAudit {

int FileLint::lineOf(const Finding& finding) const
{
    const Flow& flow = inventory->flows[finding.row - 1];
    return finding.field ? flow.lineOf(*finding.field) : flow.line();
}

const QString& FileLint::flowIdOf(const Finding& finding) const
{
    return inventory->flows[finding.row - 1].text(Field::FlowId);
}

FileLint lintFile(const QString& path)
{
    FileLint lint;
    lint.path = path;
    InventoryReadResult read = InventoryFile::load(path);
    if (!read.inventory) {
        lint.error = read.error;
        return lint;
    }
    lint.inventory = std::move(read.inventory);
    const RuleEngine engine(*lint.inventory);
    lint.findings = engine.allFindings();
    lint.counts = engine.counts();
    return lint;
}

int lintExitStatus(const QList<FileLint>& files, FailOn failOn)
{
    int status = 0;
    for (const FileLint& file : files) {
        if (!file.readable())
            return 2;
        if (file.counts.count(Severity::Fail) > 0 || (failOn == FailOn::Warn && file.counts.count(Severity::Warn) > 0))
            status = 1;
    }
    return status;
}

} // namespace FlowAudit
