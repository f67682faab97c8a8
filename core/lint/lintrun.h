#pragma once

#include "core/io/ioerror.h"
#include "core/model/inventory.h"
#include "core/rules/finding.h"
#include "core/rules/ruleengine.h"

#include <QList>

#include <optional>

namespace FlowAudit {

// The lint of one file: its inventory and findings, or why it could not be read.
struct FileLint {
    QString path;
    std::optional<Inventory> inventory;
    IoError error; // when there is no inventory
    QList<Finding> findings;
    FindingCounts counts;

    bool readable() const { return inventory.has_value(); }
    // The line a finding points at: its field's line, else its flow's.
    int lineOf(const Finding& finding) const;
    const QString& flowIdOf(const Finding& finding) const;
};

enum class FailOn { Fail, Warn };

FileLint lintFile(const QString& path);
// rules.md: 2 when any file could not be read, else 1 when any finding fails (with
// --fail-on warn a WARN too), else 0.
int lintExitStatus(const QList<FileLint>& files, FailOn failOn);

} // namespace FlowAudit
