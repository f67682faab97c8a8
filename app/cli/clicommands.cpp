#include "app/cli/clicommands.h"

#include "app/cli/clioutput.h"
#include "app/cli/commandusage.h"

#include <QCoreApplication>

namespace FlowAudit::Cli {

int help() {
    printLine(
        stdout,
        tr("FlowAudit checks an inventory of integration flows (how each is triggered, what it "
           "writes,\n"
           "its idempotency key, ledger retention, nested retries and webhook acknowledgement) "
           "against\n"
           "the delivery reliability rules, so duplicates, lost events and retry storms show up "
           "before\n"
           "they happen.\n"
           "\n"
           "Usage:\n"
           "%1\n"
           "%2\n"
           "%3\n"
           "%4\n"
           "%5\n"
           "%6\n"
           "%7\n"
           "%8\n"
           "%9\n"
           "%10\n"
           "%11\n"
           "%12\n"
           "%13\n"
           "%14\n"
           "%15\n"
           "%16\n"
           "  flowaudit-cli --version | --help | help COMMAND\n"
           "\n"
           "%17\n"
           "Those are lint's; every command says its own: flowaudit-cli help COMMAND.\n"
           "\n"
           "Rules: SC01 unique flow IDs, SC02 valid cells, IP01 effects need an idempotency key,\n"
           "IP02 keys from the business effect, IP03 the ledger outlives every replay, RT01 one "
           "retry\n"
           "layer, RT02 know the Retry-After unit, WH01 acknowledge within half the sender's "
           "timeout.\n"
           "Waivers (accepted risks) in the inventory: WV01 expired, WV02 expires within 14 days,\n"
           "WV03 covers no finding, WV04 invalid.\n"
           "\n"
           "Example:\n"
           "  flowaudit-cli lint resources/examples/acme-inventory.yaml\n"
           "  flowaudit-cli report resources/examples/acme-inventory.yaml --output acme-audit.pdf\n"
           "  flowaudit-cli simulate resources/examples/acme-inventory.yaml --flow "
           "stripe_payouts_to_netsuite --outage 10m\n"
           "  flowaudit-cli ledger resources/examples/acme-inventory.yaml --flow FLOW --dialect "
           "postgresql\n"
           "  flowaudit-cli diff HEAD:flows.yaml flows.yaml --format markdown")
            .arg(usageOf(Command::Lint), usageOf(Command::Baseline), usageOf(Command::Report),
                 usageOf(Command::Convert), usageOf(Command::Simulate), usageOf(Command::Ledger),
                 usageOf(Command::Map) + QLatin1Char('\n') + usageOf(Command::Chart),
                 usageOf(Command::Import), usageOf(Command::Diff))
            .arg(usageOf(Command::TextConv))
            .arg(usageOf(Command::Merge), usageOf(Command::GitSetup), usageOf(Command::Set),
                 usageOf(Command::Fix), usageOf(Command::Waive), usageOf(Command::Format),
                 exitStatusOf(Command::Lint)));
    return 0;
}

int version() {
    printLine(stdout,
              tr("flowaudit-cli %1 (rules %2, Qt %3, yaml-cpp %4)")
                  .arg(QStringLiteral(FLOWAUDIT_VERSION), QStringLiteral(FLOWAUDIT_RULES_VERSION),
                       QString::fromLatin1(qVersion()), QStringLiteral(FLOWAUDIT_YAMLCPP_VERSION)));
    return 0;
}

} // namespace FlowAudit::Cli
