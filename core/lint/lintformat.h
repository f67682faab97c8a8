#pragma once

#include "core/lint/lintrun.h"

#include <QByteArray>

namespace FlowAudit {

// The command line's outputs of a lint, one function per format.
class LintFormat {
public:
    // Compiler style, one line per finding so editors can jump: `acme.yaml:23: FAIL IP01 id: ...`
    static QByteArray text(const QList<FileLint>& files);
    // rules.md's JSON: one object for one file, an array of them for several.
    static QByteArray json(const QList<FileLint>& files);
    // SARIF 2.1.0 for GitHub code scanning.
    static QByteArray sarif(const QList<FileLint>& files);
    // JUnit XML: a test suite per file, a test case per flow.
    static QByteArray junit(const QList<FileLint>& files);
};

} // namespace FlowAudit
