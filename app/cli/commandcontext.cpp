#include "app/cli/commandcontext.h"

#include "app/cli/bundledcards.h"
#include "app/cli/clioutput.h"
#include "app/cli/commandtable.h"
#include "app/cli/commandusage.h"
#include "app/cli/inventoryversion.h"

#include "core/model/waiver.h"

#include <QCoreApplication>

namespace FlowAudit::Cli {

namespace {

// "a, b or c", for a sentence.
QString alternatives(const QStringList& words) {
    if (words.size() < 2)
        return words.join(QString());
    return tr("%1 or %2")
        .arg(words.mid(0, words.size() - 1).join(QStringLiteral(", ")), words.last());
}

} // namespace

// The sentences below are in the context every command's are in (tr() in clioutput.h), as the
// member functions of a class would otherwise be given their class's.
CommandContext::CommandContext(const CommandSpec& command)
    : m_command(command) {
    for (const OptionSpec& declared : command.options) {
        QCommandLineOption option(QString::fromLatin1(declared.name));
        if (declared.valueName || declared.choices) {
            option.setValueName(QStringLiteral("value"));
            if (declared.defaultValue)
                option.setDefaultValue(QString::fromUtf8(declared.defaultValue));
        }
        m_names.insert(option.names().constFirst());
        m_parser.addOption(option);
    }
}

CommandContext::~CommandContext() = default;

bool CommandContext::parse(const QStringList& arguments) {
    if (arguments.contains(QLatin1StringView("--help")) ||
        arguments.contains(QLatin1StringView("-h"))) {
        printLine(stdout, commandHelp(m_command));
        m_status = done();
        return false;
    }
    // The parser takes the program's name first; the command's stands in for it.
    if (!m_parser.parse(QStringList{QLatin1StringView(m_command.name)} + arguments)) {
        m_status = usageError(m_parser.errorText());
        return false;
    }
    const Operands& operands = m_command.operands;
    const qsizetype count = this->operands().size();
    if (count < operands.min || (operands.max >= 0 && count > operands.max)) {
        m_status = usageError(
            operands.max == 0
                ? QCoreApplication::translate("FlowAudit::Cli", "%1 takes no FILE")
                      .arg(QLatin1StringView(m_command.name))
                : QCoreApplication::translate("FlowAudit::Cli", "%1 takes %2")
                      .arg(QLatin1StringView(m_command.name), QString::fromUtf8(operands.text)));
        return false;
    }
    if (!checkDeclaredValues()) {
        m_status = notRun();
        return false;
    }
    return true;
}

// Each option as its declaration says: one of its choices, a date; given when required,
// alone among those it excludes.
bool CommandContext::checkDeclaredValues() {
    // The values given first: a mistaken value is said before a missing option.
    for (const OptionSpec& option : m_command.options) {
        const QLatin1StringView name(option.name);
        if (!m_parser.isSet(name))
            continue;
        for (const QString& value : m_parser.values(name)) {
            if (option.choices) {
                const QStringList choices =
                    QString::fromUtf8(option.choices).split(QLatin1Char('|'));
                if (!choices.contains(value)) {
                    usageError(
                        QCoreApplication::translate("FlowAudit::Cli", "--%1 takes %2, not \"%3\"")
                            .arg(name, alternatives(choices), value));
                    return false;
                }
            }
            if (option.date && !waiverDate(value).isValid()) {
                usageError(QCoreApplication::translate(
                               "FlowAudit::Cli", "--%1 takes a date written YYYY-MM-DD, not \"%2\"")
                               .arg(name, value));
                return false;
            }
        }
    }
    const QLatin1StringView command(m_command.name);
    for (const OptionSpec& option : m_command.options) {
        if (option.oneOf) {
            QStringList group, set;
            bool required = false;
            for (const OptionSpec& other : m_command.options) {
                if (other.oneOf != option.oneOf)
                    continue;
                group.append(optionWithValue(other));
                if (m_parser.isSet(QLatin1StringView(other.name)))
                    set.append(QStringLiteral("--") + QLatin1StringView(other.name));
                required = required || other.required;
            }
            if (set.size() > 1) {
                usageError(
                    QCoreApplication::translate("FlowAudit::Cli",
                                                "%1 exclude each other: give one of them")
                        .arg(set.join(QCoreApplication::translate("FlowAudit::Cli", " and "))));
                return false;
            }
            if (required && set.isEmpty()) {
                usageError(QCoreApplication::translate("FlowAudit::Cli", "%1 needs %2")
                               .arg(command, alternatives(group)));
                return false;
            }
        } else if (option.required && !m_parser.isSet(QLatin1StringView(option.name))) {
            usageError(QCoreApplication::translate("FlowAudit::Cli", "%1 needs %2")
                           .arg(command, optionWithValue(option)));
            return false;
        }
    }
    return true;
}

QString CommandContext::declared(QLatin1StringView option) const {
    const QString name = option.toString();
    if (!m_names.contains(name))
        qFatal("flowaudit-cli %s reads the option --%.*s, which its table entry does not declare",
               m_command.name, int(option.size()), option.data());
    return name;
}

bool CommandContext::isSet(QLatin1StringView option) const {
    return m_parser.isSet(declared(option));
}

QString CommandContext::value(QLatin1StringView option) const {
    return m_parser.value(declared(option));
}

QStringList CommandContext::values(QLatin1StringView option) const {
    return m_parser.values(declared(option));
}

QDate CommandContext::date(QLatin1StringView option, QDate fallback) const {
    return isSet(option) ? waiverDate(value(option)) : fallback;
}

const ReadInventory* CommandContext::inventory(const QString& file) {
    m_read.append(file);
    std::optional<ReadInventory> read = readForPatching(file);
    if (!read)
        return nullptr;
    m_inventories.push_back(std::make_unique<ReadInventory>(std::move(*read)));
    return m_inventories.back().get();
}

const ReadInventory* CommandContext::inventoryVersion(const QString& argument) {
    m_read.append(argument);
    ReadInventory read;
    read.read = readInventoryVersion(argument, &read.bytes);
    if (!read.read.inventory) {
        printLine(stderr, read.read.error.toString());
        return nullptr;
    }
    m_inventories.push_back(std::make_unique<ReadInventory>(std::move(read)));
    return m_inventories.back().get();
}

FileLint CommandContext::lint(const QString& file, const LintOptions& options) {
    m_read.append(file);
    return lintFile(file, options);
}

const VendorCatalogue* CommandContext::cards(const CardResolution::TeamFolder& team,
                                             Refusal refusal) {
    return resolveCards(team, refusal, QString());
}

const VendorCatalogue* CommandContext::cards(const QString& file, const Inventory& inventory,
                                             Refusal refusal) {
    return resolveCards(CardResolution::folderOf(inventory, file), refusal, file);
}

const VendorCatalogue* CommandContext::resolveCards(const CardResolution::TeamFolder& team,
                                                    Refusal refusal, const QString& inventory) {
    const bool first = !m_resolution;
    if (first)
        m_resolution.emplace(CardResolution::installed());
    const CardResolution::Resolved resolved = m_resolution->resolve(team, refusal);
    // The bundled cards' problems once a run, the team's each time.
    sayCardProblems(first ? resolved.problems : resolved.teamProblems());
    if (resolved.stopped())
        return nullptr;
    if (!inventory.isEmpty())
        sayTeamCards(inventory, resolved);
    m_cards.push_back(std::make_unique<VendorCatalogue>(resolved.cards));
    return m_cards.back().get();
}

void CommandContext::provideCards(QList<FileLint>& lints) {
    for (FileLint& lint : lints) {
        const bool waivesAdvisory =
            lint.hasWaivers() &&
            std::any_of(lint.inventory->waivers.begin(), lint.inventory->waivers.end(),
                        [](const Waiver& w) { return isAdvisoryRule(w.rule.trimmed()); });
        if (lint.options.advisories || waivesAdvisory)
            lint.options.cards = cards(lint.path, *lint.inventory, Refusal::WarnAndGoOn);
    }
}

int CommandContext::notRun(const QString& message) const {
    printLine(stderr, message);
    return notRun();
}

int CommandContext::usageError(const QString& message) const {
    return Cli::usageError(message);
}

} // namespace FlowAudit::Cli
