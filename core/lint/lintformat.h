#pragma once

#include "core/lint/lintrun.h"

#include <QByteArray>

#include <functional>

namespace FlowAudit {

// The command line's outputs of a lint, one function per format. Text and JSON are
// written as they are made, in chunks, to a sink (standard output, say): a lint of a large
// inventory holds neither its findings nor its whole output at once.
class LintFormat {
public:
    using Sink = std::function<void(const QByteArray& chunk)>;

    // Compiler style, one line per finding so editors can jump: `acme.yaml:23: FAIL IP01 id: ...`
    static void text(const QList<FileLint>& files, const Sink& sink);
    // rules.md's JSON: one object for one file, an array of them for several.
    static void json(const QList<FileLint>& files, const Sink& sink);
    // SARIF 2.1.0 for GitHub code scanning.
    static QByteArray sarif(const QList<FileLint>& files);
    // JUnit XML: a test suite per file, a test case per flow.
    static QByteArray junit(const QList<FileLint>& files);

    // The whole output at once.
    static QByteArray text(const QList<FileLint>& files) { return collect(files, &LintFormat::text); }
    static QByteArray json(const QList<FileLint>& files) { return collect(files, &LintFormat::json); }

private:
    static QByteArray collect(const QList<FileLint>& files, void (*format)(const QList<FileLint>&, const Sink&))
    {
        QByteArray all;
        format(files, [&all](const QByteArray& chunk) { all += chunk; });
        return all;
    }
};

} // namespace FlowAudit
