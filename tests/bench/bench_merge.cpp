// The merge driver on the user's path: `flowaudit-cli merge BASE OURS THEIRS` on a 10,000-flow
// inventory that two branches edited (values, comments, one line changed on both sides, which
// git alone leaves as a conflict and the driver resolves by flow and field), beside
// `flowaudit-cli textconv OURS` (reading one inventory once and printing it, the least a
// driver that understands the file must do) and beside `git merge-file` (git's own line merge,
// which understands nothing), whole processes in rounds with the ratio taken within each round.
// Prints the times and the median ratios; --guard fails far past the goal; --short makes
// fewer rounds (CI).
#include "benchflags.h"
#include "inventorygenerator.h"
#include "processrounds.h"

#include <benchmark/benchmark.h>

#include <QFile>
#include <QTemporaryDir>

#include <cstdio>
#include <string>
#include <vector>

namespace {

constexpr int Flows = 10000;

struct Paths {
    QTemporaryDir dir;
    std::string base, ours, theirs, output;
};

QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

std::string write(const QTemporaryDir& dir, const char* name, const QByteArray& bytes) {
    const QString path = dir.filePath(QLatin1String(name));
    QFile file(path);
    if (file.open(QIODevice::WriteOnly))
        file.write(bytes);
    return path.toStdString();
}

// OURS raises a retention and edits a note; THEIRS rewords a comment on that retention's line
// (a conflict for git, resolved by the driver) and changes a value far away.
Paths& paths() {
    static Paths p;
    static bool written = false;
    if (!written) {
        written = true;
        QByteArray base = readAll(generatedInventory(Flows));
        const QByteArray line = "  - flow_id: flow_5000\n";
        const qsizetype at = base.indexOf(line);
        const qsizetype days = base.indexOf("    ledger_retention_days: ", at);
        const qsizetype end = base.indexOf('\n', days);
        const QByteArray comment = "   # per the audit";
        base.insert(end, comment);
        QByteArray ours = base, theirs = base;
        ours.replace(days, end - days, "    ledger_retention_days: 120");
        ours.replace("Sync number 9000 from", "Sync number 9000 (nightly) from");
        theirs.insert(end + comment.size(), " (INT-49)");
        theirs.replace("Sync number 100 from", "Sync number 100 (hourly) from");
        p.base = write(p.dir, "base.yaml", base);
        p.ours = write(p.dir, "ours.yaml", ours);
        p.theirs = write(p.dir, "theirs.yaml", theirs);
        p.output = p.dir.filePath(QStringLiteral("merged.yaml")).toStdString();
    }
    return p;
}

ProcessRounds againstRead, againstGit; // against one read of the file, against git

void measure(benchmark::State& state) {
    const Paths& p = paths();
    const std::vector<std::string> merge{FLOWAUDIT_CLI, "merge",    p.base,  p.ours,
                                         p.theirs,      "--output", p.output};
    for (auto _ : state) {
        const char* failed = nullptr;
        // textconv reads OURS once and prints it (exit 0, unlike lint with findings); git
        // merge-file with --ours settles its conflict for OURS (exit 0), at the same cost.
        if (!againstRead.run(merge, {FLOWAUDIT_CLI, "textconv", p.ours}, &failed) ||
            !againstGit.run(merge,
                            {FLOWAUDIT_GIT, "merge-file", "-p", "--ours", p.ours, p.base, p.theirs},
                            &failed)) {
            state.SkipWithError(failed);
            return;
        }
        state.SetIterationTime(againstRead.measured.back());
    }
}

// Three files read, then the three versions that check the conflicts' resolutions and the
// merge with OURS's side of them: seven reads of the file where textconv makes one.
constexpr double Goal = 4.0;
constexpr double Guard = 8.0; // loose: a shared CI machine's noise passes, a regression not

} // namespace

int main(int argc, char* argv[]) {
    BenchFlags flags = BenchFlags::parse(argc, argv);
    int restCount = int(flags.rest.size());
    benchmark::Initialize(&restCount, flags.rest.data());
    benchmark::RegisterBenchmark("rounds of merge, textconv and git merge-file/10000 flows",
                                 measure)
        ->UseManualTime()
        ->Iterations(flags.shortRun ? 2 : 5)
        ->Unit(benchmark::kMillisecond);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    if (againstRead.ratios.empty() || againstGit.ratios.empty())
        return 1;
    const double ratio = ProcessRounds::median(againstRead.ratios);
    std::printf("\nThe user's path, whole processes in rounds; times are medians, the ratios the "
                "median of each round's\n");
    std::printf("%6s %10s %12s %18s %16s %14s\n", "flows", "merge s", "textconv s",
                "merge / textconv", "git merge-file s", "merge / git");
    std::printf("%6d %10.3f %12.3f %18.2f %16.3f %14.1f\n", Flows,
                ProcessRounds::median(againstRead.measured),
                ProcessRounds::median(againstRead.reference), ratio,
                ProcessRounds::median(againstGit.reference),
                ProcessRounds::median(againstGit.ratios));
    std::printf("Goal: the driver within %.0fx one read of the file; the guard fails past %.0fx.\n",
                Goal, Guard);
    if (flags.guard && ratio > Guard) {
        std::printf("bench_merge: %.2fx textconv (guard: %.0f)\n", ratio, Guard);
        return 1;
    }
    return 0;
}
