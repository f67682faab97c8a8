#pragma once

#include "core/io/yaml/yamllayout.h"
#include "core/vendors/cardfacts.h"

#include <optional>
#include <vector>

namespace FlowAudit {

// Where a card file's facts lie in its bytes, as YamlLayout lexes them (the lexer the
// inventory's patches use): the item of a fact in its part's list, the entries of a block
// map, and edits made as byte ranges, so the manual check and the stamp change only the
// bytes they mean to, whatever comments, `#` in values, quoting or line ends the file has.
class CardLayout {
public:
    // None when the text is not something the lexer reads (tabs for indentation, CR-only
    // line ends, not a map at its top).
    static std::optional<CardLayout> scan(const QByteArray& text);

    const YamlLayout& layout() const { return *m_layout; }

    // The item of the fact in its part's block list, or none when the part is not a block
    // list the lexer reads.
    std::optional<YamlLayout::Item> itemOf(const CardFact& fact) const;
    // The entries of a block map (an item's, a key's value), or none.
    std::optional<std::vector<YamlLayout::Entry>> entriesOf(const YamlLayout::Node& map) const {
        return m_layout->entries(map);
    }
    static const YamlLayout::Entry* find(const std::vector<YamlLayout::Entry>& entries,
                                         QLatin1StringView key);

    // Lines inserted at `at`, the start of a line or the end of the text: each indented by
    // `column` and ended as the line before them ends. At the end of a text whose last line
    // has no line end, they go below it and the text still ends bare.
    YamlEdit insertLines(qint64 at, int column, const QList<QByteArray>& lines) const;
    // The line end of the line that holds `offset`.
    QByteArray lineEndAt(qint64 offset) const;

    std::optional<QByteArray> applied(std::vector<YamlEdit> edits) const {
        return m_layout->applied(0, m_layout->text().size(), std::move(edits));
    }

private:
    std::optional<YamlLayout> m_layout;
    std::optional<std::vector<YamlLayout::Entry>> m_top;
};

} // namespace FlowAudit
