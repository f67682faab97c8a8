#pragma once

#include "core/lint/lintrun.h"

#include <QByteArray>

#include <functional>

namespace FlowAudit {

class JsonWriter;

// What the user asked to leave out of an output (never out of its counts).
struct LintFormatOptions {
    bool hideAccepted = false; // --hide-accepted: text and JSON
    bool sarifOmitAccepted =
        false; // --sarif-omit-accepted: GitHub code scanning ignores suppressions
};

// The command line's outputs of a lint, one function per format. Text and JSON are
// written as they are made, in chunks, to a sink (standard output, say): a lint of a large
// inventory holds neither its findings nor its whole output at once. An inventory without
// waivers, linted without a baseline, gives exactly docs/spec/rules.md's output.
class LintFormat {
public:
    using Sink = std::function<void(const QByteArray& chunk)>;

    // Compiler style, one line per finding so editors can jump: `acme.yaml:23: FAIL IP01 id: ...`
    static void text(const QList<FileLint>& files, const Sink& sink,
                     const LintFormatOptions& options = {});
    // docs/spec/rules.md's JSON: one object for one file, an array of them for several.
    static void json(const QList<FileLint>& files, const Sink& sink,
                     const LintFormatOptions& options = {});
    // SARIF 2.1.0 for GitHub code scanning.
    static QByteArray sarif(const QList<FileLint>& files, const LintFormatOptions& options = {});
    // JUnit XML: a test suite per file, a test case per flow (and per waiver).
    static QByteArray junit(const QList<FileLint>& files);
    // GitHub Actions workflow commands, one line per finding (`::error file=…,line=…::…`),
    // which GitHub shows as annotations on the changed lines. A finding that counts is an
    // error (FAIL) or a warning (WARN); advice, accepted and old findings are notices.
    static QByteArray github(const QList<FileLint>& files, const LintFormatOptions& options = {});
    // A GitLab code quality report (a JSON array of issues), for a merge request's widget.
    // Accepted findings are left out: GitLab has no suppressions, and they are decided.
    static QByteArray gitlab(const QList<FileLint>& files);

    // One finding as the JSON output writes it, for other JSON outputs (a diff's verdicts).
    static void jsonFinding(JsonWriter& json, const FileLint& file, const Finding& finding);

    // The whole output at once.
    static QByteArray text(const QList<FileLint>& files, const LintFormatOptions& options = {}) {
        QByteArray all;
        text(
            files, [&all](const QByteArray& chunk) { all += chunk; }, options);
        return all;
    }
    static QByteArray json(const QList<FileLint>& files, const LintFormatOptions& options = {}) {
        QByteArray all;
        json(
            files, [&all](const QByteArray& chunk) { all += chunk; }, options);
        return all;
    }
};

// The words of a finding's baseline state in every output: new, unchanged, updated; none
// for None.
QString baselineStateKeyword(BaselineState state);
// A finding's state against the baseline as text and JSON say it: "accepted" for a finding a
// waiver accepts, whatever its state (docs/spec/accepted-risks-and-git.md, Baselines), else
// its state's keyword; empty without a baseline.
QString baselineKeywordOf(const Finding& finding);

} // namespace FlowAudit
