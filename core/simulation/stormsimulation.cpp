#include "core/simulation/stormsimulation.h"

#include <QCoreApplication>

#include <algorithm>
#include <bit>
#include <cmath>

namespace FlowAudit {

namespace {

// Bin widths people can read off an axis: 1, 2, 5 × 10^k below a second, then the clock's.
double niceAtLeast(double width) {
    static constexpr double Clock[] = {1, 2, 5, 10, 15, 20, 30, 60, 120, 300, 600, 900, 1800, 3600};
    if (width < 1) {
        const double decade = std::pow(10.0, std::floor(std::log10(width)));
        for (double m : {1.0, 2.0, 5.0, 10.0})
            if (m * decade >= width * (1 - 1e-9))
                return m * decade;
    }
    for (double c : Clock)
        if (c >= width * (1 - 1e-9))
            return c;
    return std::ceil(width / 3600) * 3600;
}

} // namespace

StormSimulation::StormSimulation(StormScenario scenario)
    : m_scenario(std::move(scenario)) {}

namespace {

// Why a scenario cannot be simulated, in words; empty when it can.
QString scenarioProblem(const StormScenario& scenario) {
    const quint64 p = scenario.product();
    if (p > StormScenario::MaxStages)
        return QCoreApplication::translate("StormSimulation",
                                           "the layers make more than %1 attempts per event; "
                                           "the simulator shows only the product")
            .arg(StormScenario::MaxStages);
    if (!(scenario.rate >= 0) || !std::isfinite(scenario.rate))
        return QCoreApplication::translate("StormSimulation",
                                           "the event rate must be a non-negative number");
    if (!(scenario.failureShare >= 0 && scenario.failureShare <= 1))
        return QCoreApplication::translate("StormSimulation",
                                           "the failure share must be between 0 and 1");
    if (!(scenario.outageStart >= 0) || !(scenario.outageLength >= 0) || !(scenario.detection >= 0))
        return QCoreApplication::translate(
            "StormSimulation",
            "outage start, outage length and detection time must not be negative");
    if (scenario.capacity && !(*scenario.capacity > 0))
        return QCoreApplication::translate("StormSimulation",
                                           "the capacity must be above 0 attempts per second");
    return {};
}

} // namespace

std::optional<StormSimulation> StormSimulation::create(const StormScenario& scenario,
                                                       QString* error) {
    const auto fail = [&](const QString& why) -> std::optional<StormSimulation> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (const QString problem = scenarioProblem(scenario); !problem.isEmpty())
        return fail(problem);
    const quint64 p = scenario.product();

    StormSimulation sim(scenario);
    // The chain of stages: an odometer over the layers' attempts, innermost digit fastest.
    // The digit that turns is the layer whose retry the attempt is.
    const std::vector<StormLayer>& layers = scenario.layers;
    std::vector<quint64> digits(layers.size(), 0);
    sim.m_stages.assign(std::size_t(p), Stage{});
    std::vector<std::pair<double, double>> gaps(std::size_t(p), {0.0, 0.0});
    double smallestMeanGap = std::numeric_limits<double>::infinity();
    for (quint64 m = 1; m < p; ++m) {
        std::size_t c = 0;
        ++digits[0];
        while (digits[c] == layers[c].attempts) {
            digits[c] = 0;
            ++c;
            ++digits[c];
        }
        const auto [lo, hi] =
            layers[c].schedule.waitRange(int(std::min<quint64>(digits[c], 1'000'000)));
        gaps[m] = {scenario.detection + std::max(0.0, lo), scenario.detection + std::max(0.0, hi)};
        sim.m_stages[m].label = std::int32_t(c + 1);
        sim.m_longestHorizon += gaps[m].second;
        sim.m_meanHorizon += (gaps[m].first + gaps[m].second) / 2;
        smallestMeanGap = std::min(smallestMeanGap, (gaps[m].first + gaps[m].second) / 2);
    }

    double horizon = scenario.horizon;
    if (horizon <= 0) {
        const double tailEnd = scenario.outageEnd() + sim.m_longestHorizon;
        horizon = std::min(MaxHorizonSeconds, tailEnd + std::max(60.0, 0.05 * tailEnd));
    }
    if (horizon > MaxHorizonSeconds)
        return fail(
            QCoreApplication::translate("StormSimulation", "the horizon may be at most 48 hours"));

    double width = scenario.binWidth;
    const double stages = double(p);
    if (width <= 0) {
        // A quarter of the shortest mean gap resolves the fastest inner bursts; widened
        // until the run fits the cost budget. The chart shows the width it used.
        width = niceAtLeast(
            std::clamp(std::isfinite(smallestMeanGap) ? smallestMeanGap / 4 : 1.0, 0.001, 1.0));
        while (std::ceil(horizon / width) * stages > StageBinBudget)
            width = niceAtLeast(width * 1.000001 + 1e-12);
    } else if (std::ceil(horizon / width) * stages > 40 * StageBinBudget) {
        return fail(
            QCoreApplication::translate(
                "StormSimulation",
                "a bin width of %1 s over this horizon would take too long; use a wider one")
                .arg(width));
    }
    sim.build(width, int(std::ceil(horizon / width - 1e-9)));

    // Where each stage's arrivals land (land), and the ring of bins each one needs.
    std::uint64_t slotCount = 0;
    for (std::size_t m = 1; m < std::size_t(p); ++m) {
        Stage& s = sim.m_stages[m];
        land(s, gaps[m], width);
        const std::uint32_t size = std::bit_ceil(std::uint32_t(s.k1) + 1);
        s.offset = std::uint32_t(slotCount);
        s.mask = size - 1;
        slotCount += size;
        if (slotCount > std::uint64_t(1) << 31)
            return fail(QCoreApplication::translate(
                "StormSimulation", "the retry waits are too long for this bin width"));
    }
    sim.m_slots.assign(std::size_t(slotCount), Slot{});
    sim.m_taken.assign(std::size_t(p), 0.0);
    return sim;
}

// Where a stage's arrivals land, relative to the bin of the failure before it, for a wait
// of gap (lowest, highest) seconds. The failure is taken at the bin's centre (the research
// note: bin-start sources were biased by a whole bin in the cross-check).
void StormSimulation::land(Stage& s, std::pair<double, double> gap, double width) {
    const auto [glo, ghi] = gap;
    if (ghi - glo <= 1e-12 * std::max(1.0, ghi)) {
        // A fixed gap: split between the two nearest bin centres, keeping the mean.
        const double y = glo / width;
        const double k = std::floor(y);
        const double frac = y - k;
        s.k0 = std::int32_t(k);
        if (frac < 1e-12) {
            s.k1 = s.k0;
            s.w0 = 1;
        } else {
            s.k1 = s.k0 + 1;
            s.w0 = 1 - frac;
            s.w1 = frac;
        }
    } else {
        // A uniform gap: each bin gets its exact share of the interval.
        const double x0 = 0.5 + glo / width, x1 = 0.5 + ghi / width;
        const double w = x1 - x0;
        s.k0 = std::int32_t(std::floor(x0));
        s.k1 = std::max(s.k0, std::int32_t(std::ceil(x1) - 1));
        if (s.k0 == s.k1) {
            s.w0 = 1;
        } else {
            s.w0 = (double(s.k0) + 1 - x0) / w;
            s.w1 = (x1 - double(s.k1)) / w;
            s.density = 1 / w;
        }
    }
}

std::optional<StormSeries> StormSimulation::run(const StormScenario& scenario, QString* error) {
    std::optional<StormSimulation> sim = create(scenario, error);
    if (!sim)
        return std::nullopt;
    while (sim->step()) {
    }
    return std::move(sim->m_series);
}

void StormSimulation::build(double binWidth, int bins) {
    m_series.binWidth = binWidth;
    m_series.bins = bins;
    m_series.labels = int(m_scenario.layers.size()) + 1;
    m_series.load.assign(std::size_t(bins) * std::size_t(m_series.labels), 0.0);
    m_series.delivered.assign(std::size_t(bins), 0.0);
    m_series.deadLettered.assign(std::size_t(bins), 0.0);
    m_series.rejected.assign(std::size_t(bins), 0.0);
    m_series.waiting.assign(std::size_t(bins), 0.0);
}

double StormSimulation::failureShareAt(int bin) const {
    // The share of the bin the outage covers, so edges between bins are exact on average.
    const double w = m_series.binWidth;
    const double from = std::max(bin * w, m_scenario.outageStart);
    const double to = std::min((bin + 1) * w, m_scenario.outageEnd());
    return to > from ? m_scenario.failureShare * (to - from) / w : 0.0;
}

double StormSimulation::take(Stage& stage, int bin) {
    Slot& slot = m_slots[stage.offset + (std::uint32_t(bin) & stage.mask)];
    stage.running += slot.diff;
    const double mass = stage.running + slot.point;
    slot = Slot{};
    return mass;
}

void StormSimulation::scatter(Stage& stage, int bin, double mass) {
    const auto at = [&](std::int32_t k) -> Slot& {
        return m_slots[stage.offset + (std::uint32_t(bin + k) & stage.mask)];
    };
    if (stage.k0 > 0)
        at(stage.k0).point += mass * stage.w0;
    if (stage.k1 > stage.k0) {
        at(stage.k1).point += mass * stage.w1;
        if (stage.k1 > stage.k0 + 1) {
            at(stage.k0 + 1).diff += mass * stage.density;
            at(stage.k1).diff -= mass * stage.density;
        }
    }
}

bool StormSimulation::step() {
    if (m_bin >= m_series.bins)
        return false;
    const int bin = m_bin;
    const double width = m_series.binWidth;
    const std::size_t stages = m_stages.size();
    const double firstTries = m_scenario.rate * width;
    const double outageShare = failureShareAt(bin);
    double* load = m_series.load.data() + std::size_t(bin) * std::size_t(m_series.labels);

    double failing = outageShare;
    double rejectedShare = 0;
    double attempts = 0, delivered = 0, dead = 0, waitingChange = 0;
    if (!m_scenario.capacity) {
        // The hot loop: each stage's arrivals are taken as the chain reaches it (nothing a
        // later stage scatters can land in an earlier stage's slot of this bin).
        double attempt = firstTries;
        Stage* stage = m_stages.data();
        std::int32_t label = 0;
        for (std::size_t m = 0;; ++m) {
            load[label] += attempt;
            attempts += attempt;
            const double fails = failing * attempt;
            if (m + 1 >= stages) {
                dead += fails;
                break;
            }
            Stage& next = stage[m + 1];
            const double taken = take(next, bin);
            double sameBin = 0;
            if (fails != 0) {
                scatter(next, bin, fails);
                sameBin = next.k0 == 0 ? fails * next.w0 : 0.0;
            }
            waitingChange += fails - sameBin - taken;
            attempt = taken + sameBin;
            label = next.label;
        }
        delivered = attempts * (1 - failing);
        for (int l = 0; l < m_series.labels; ++l)
            load[l] /= width;
    } else {
        for (std::size_t m = 1; m < stages; ++m)
            m_taken[m] = take(m_stages[m], bin);
        // The attempts of this bin, with the retries that land in it again (fast inner
        // retries), at the outage's failure share; what exceeds capacity is rejected, and
        // a rejection fails like an outage does (mean-field: one admission share per bin).
        double total = 0, attempt = firstTries;
        for (std::size_t m = 0;; ++m) {
            total += attempt;
            if (m + 1 >= stages)
                break;
            const Stage& next = m_stages[m + 1];
            attempt = m_taken[m + 1] + (next.k0 == 0 ? outageShare * attempt * next.w0 : 0.0);
        }
        const double admitted =
            total > 0 ? std::min(1.0, *m_scenario.capacity * width / total) : 1.0;
        failing = 1 - (1 - outageShare) * admitted;
        rejectedShare = failing - outageShare;

        attempt = firstTries;
        for (std::size_t m = 0;; ++m) {
            load[m_stages[m].label] += attempt / width;
            attempts += attempt;
            const double fails = failing * attempt;
            delivered += attempt - fails;
            if (m + 1 >= stages) {
                dead += fails;
                break;
            }
            Stage& next = m_stages[m + 1];
            scatter(next, bin, fails);
            const double sameBin = next.k0 == 0 ? fails * next.w0 : 0.0;
            waitingChange += fails - sameBin - m_taken[m + 1];
            attempt = m_taken[m + 1] + sameBin;
        }
    }

    m_in += firstTries;
    m_delivered += delivered;
    m_dead += dead;
    m_waiting += waitingChange;
    m_series.delivered[std::size_t(bin)] = delivered / width;
    m_series.deadLettered[std::size_t(bin)] = dead / width;
    m_series.rejected[std::size_t(bin)] = rejectedShare * attempts / width;
    m_series.waiting[std::size_t(bin)] = std::max(0.0, m_waiting);
    ++m_bin;
    return true;
}

double StormSimulation::waitingInRings() const {
    double total = 0;
    for (std::size_t m = 1; m < m_stages.size(); ++m) {
        const Stage& s = m_stages[m];
        double density = s.running;
        for (std::uint32_t t = 0; t <= s.mask; ++t) {
            const Slot& slot = m_slots[s.offset + ((std::uint32_t(m_bin) + t) & s.mask)];
            density += slot.diff;
            total += density + slot.point;
        }
    }
    return total;
}

} // namespace FlowAudit
