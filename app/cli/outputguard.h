#pragma once

#include "core/io/files/samefile.h"

#include <QString>
#include <QStringList>

namespace FlowAudit::Cli {

// No command writes over its own input (an inventory linted with --output naming it once
// lost the inventory to the findings): each asks namesOneOf (core/io/files/samefile), as
// the editor's report does. refuseOutputOverInput says so for command and returns exit
// status 2: nothing is written. hint, when given, is the command that does change the file
// in place.
int refuseOutputOverInput(const QString& command, const QString& output, const QString& hint = {});

class CommandContext;
// A command's output to the file --output names (atomically), else to standard output: 0,
// or 2 after saying why nothing was written.
int writeOutput(const CommandContext& arguments, const QByteArray& output);

} // namespace FlowAudit::Cli
