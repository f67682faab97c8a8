#pragma once

#include "core/io/yaml/yamllayout.h"
#include "core/io/yaml/yamlwriter.h"

#include <functional>
#include <optional>
#include <vector>

namespace FlowAudit {

// How a file quotes the keys and values of its flows' reviews (`on: 2026-10-03` or
// `"on": "2026-10-03"`, `note: 'checked'`), so that a review key a save writes into the file
// is written as the nearest review beside it writes that key: a team that writes `on:` plain
// does not get `"on": "2026-12-01"` beside its own lines. Where no review of the file has the
// key, the writer's safe quoting stays (`on` is a boolean to YAML 1.1 readers).
//
// Read from block reviews (`IP04:` above `status: pass`) and flow-style ones (`IP04: {status:
// pass, on: 2026-10-03}`, `reviews: {IP04: {…}}`) of block-style flows.
class ReviewQuoting {
public:
    using Style = YamlWriter::Quoting::Style;

    // Reads nothing yet: a flow's reviews are read when a question needs them, nearest first,
    // so a save that writes no review key costs nothing (layout must outlive this).
    explicit ReviewQuoting(const YamlLayout& layout)
        : m_layout(layout) {}

    // How the review written nearest to offset near writes key; Default when none does.
    Style keyStyle(const QString& key, qint64 near) const;
    // How to quote value as the value of key: as the nearest review does that writes a value
    // of the same kind (a date as a date, a word YAML 1.1 reads as a boolean as one); plain
    // text of a kind no reader mistakes may follow any. Default when none fits, for a value
    // read plain (written plain again), and never plain for a value read quoted.
    Style valueStyle(const QString& key, const YamlValue& value, qint64 near) const;

    // A path ["flows", "#N", "reviews", RULE, KEY] (as YamlWriter::Quoting gives it): the key
    // of a review's own entry, else empty.
    static QString reviewKeyAt(const QStringList& path);

private:
    struct Seen {
        qint64 at = 0;
        QString key;
        Style keyStyle = Style::Default;
        Style valueStyle = Style::Default; // Default: not a scalar
        QString valueText;                 // as written
    };
    // The nearest entry that fits: in the flow at near, then the flows before and after it,
    // one step further each turn.
    const Seen* nearest(qint64 near, const std::function<bool(const Seen&)>& fits) const;
    const std::vector<YamlLayout::Item>& flows() const;
    const std::vector<Seen>& reviewsOf(std::size_t flow) const;
    void addBlockMap(std::vector<Seen>& out, const YamlLayout::Node& map, int depth) const;
    void addFlowMap(std::vector<Seen>& out, qint64 begin, qint64 end, int depth) const;

    const YamlLayout& m_layout;
    mutable std::optional<std::vector<YamlLayout::Item>> m_flows;
    mutable std::vector<std::optional<std::vector<Seen>>> m_reviews; // by flow, once read
};

} // namespace FlowAudit
