#include "core/evidence/cardlayout.h"

namespace FlowAudit {

std::optional<CardLayout> CardLayout::scan(const QByteArray& text) {
    CardLayout card;
    card.m_layout = YamlLayout::scan(text);
    if (!card.m_layout)
        return std::nullopt;
    const std::optional<YamlLayout::Node> root = card.m_layout->root();
    if (root)
        card.m_top = card.m_layout->entries(*root);
    if (!card.m_top)
        return std::nullopt;
    return card;
}

const YamlLayout::Entry* CardLayout::find(const std::vector<YamlLayout::Entry>& entries,
                                          QLatin1StringView key) {
    for (const YamlLayout::Entry& entry : entries) {
        if (entry.keyIsPlain && entry.key == key)
            return &entry;
    }
    return nullptr;
}

std::optional<YamlLayout::Item> CardLayout::itemOf(const CardFact& fact) const {
    const YamlLayout::Entry* part = find(*m_top, CardFact::partKey(fact.part));
    if (!part)
        return std::nullopt;
    const std::optional<std::vector<YamlLayout::Item>> items = m_layout->items(part->value);
    if (!items || fact.index < 0 || std::size_t(fact.index) >= items->size())
        return std::nullopt;
    return (*items)[std::size_t(fact.index)];
}

QByteArray CardLayout::lineEndAt(qint64 offset) const {
    return m_layout->lineEndOf(m_layout->lineOf(offset));
}

YamlEdit CardLayout::insertLines(qint64 at, int column, const QList<QByteArray>& lines) const {
    const QByteArray& text = m_layout->text();
    const QByteArray end = lineEndAt(at > 0 ? at - 1 : 0);
    const QByteArray pad(column, ' ');
    QByteArray inserted;
    const bool bare = at == text.size() && !text.isEmpty() && !text.endsWith('\n');
    for (const QByteArray& line : lines) {
        if (bare)
            inserted += end;
        inserted += pad + line;
        if (!bare)
            inserted += end;
    }
    return {at, at, inserted};
}

} // namespace FlowAudit
