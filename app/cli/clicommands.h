#pragma once

#include <QStringList>

namespace FlowAudit::Cli {

// The command line's commands; each returns the process exit status (docs/spec/rules.md: 0, 1, 2).
int lint(const QStringList& arguments);     // lintcommand.cpp
int baseline(const QStringList& arguments); // baselinecommand.cpp
int convert(const QStringList& arguments);
// importcommand.cpp: n8n and Make exports into an inventory.
int import(const QStringList& arguments);
// reportcommand.cpp; needs a QGuiApplication for PDF.
int report(const QStringList& arguments);
// simulatecommand.cpp: the retry storm of one flow.
int simulate(const QStringList& arguments);
// ledgercommand.cpp: the action ledger of one flow, as SQL.
int ledger(const QStringList& arguments);
// mapcommand.cpp: the systems map, as SVG.
int map(const QStringList& arguments);
// chartcommand.cpp: a workshop slide (vendor windows, retry storm, map) at a given size.
int chart(const QStringList& arguments);
// diffcommand.cpp: what a change does to an inventory, and git's textconv view of one.
int diff(const QStringList& arguments);
int textconv(const QStringList& arguments);
// mergecommand.cpp: git's merge driver for inventories, and its setup.
int merge(const QStringList& arguments);
int gitSetup(const QStringList& arguments);
// Scriptable edits, saved as the editor saves: setcommand.cpp, fixcommand.cpp,
// waivecommand.cpp; and the canonical layout on purpose, formatcommand.cpp.
int set(const QStringList& arguments);
int fix(const QStringList& arguments);
int waive(const QStringList& arguments);
int format(const QStringList& arguments);
int help();
int version();

} // namespace FlowAudit::Cli
