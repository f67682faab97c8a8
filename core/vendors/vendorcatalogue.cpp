#include "core/vendors/vendorcatalogue.h"

#include "core/model/flow.h"
#include "core/vendors/vendorcardreader.h"
#include "core/vendors/vendoroverrides.h"

#include <QCoreApplication>
#include <QDir>

namespace FlowAudit {

QList<const VendorCard*> FlowVendorCards::all() const {
    QList<const VendorCard*> cards;
    for (const QList<const VendorCard*>* end : {&source, &destination, &ipaas}) {
        for (const VendorCard* card : *end) {
            if (!cards.contains(card))
                cards.append(card);
        }
    }
    return cards;
}

VendorCatalogue::LoadResult VendorCatalogue::loadDirectory(const QString& folder) {
    LoadResult result;
    const QDir dir(folder);
    if (!dir.exists()) {
        result.errors.append({folder, 0, 0,
                              QCoreApplication::translate(
                                  "VendorCatalogue", "the vendor card folder does not exist")});
        return result;
    }
    QList<VendorCard> cards;
    for (const QString& name : dir.entryList({QStringLiteral("*.yaml")}, QDir::Files, QDir::Name)) {
        VendorCardReadResult read = VendorCardReader::readFile(dir.filePath(name));
        if (read.card)
            cards.append(std::move(*read.card));
        else
            result.errors.append(read.error);
    }
    result.catalogue = VendorCatalogue(std::move(cards));
    return result;
}

VendorCatalogue::VendorCatalogue(QList<VendorCard> cards)
    : m_cards(std::move(cards)) {}

const VendorCard* VendorCatalogue::find(QStringView id) const {
    for (const VendorCard& card : m_cards) {
        if (card.id == id)
            return &card;
    }
    return nullptr;
}

QList<const VendorCard*> VendorCatalogue::named(QStringView value) const {
    const QString name =
        value.trimmed().toString().toLower().replace(QLatin1Char('_'), QLatin1Char('-'));
    QList<const VendorCard*> found;
    if (name.isEmpty())
        return found;
    for (const VendorCard& card : m_cards) {
        if (card.id == name)
            return {&card};
    }
    for (const VendorCard& card : m_cards) {
        if (!card.vendorId.isEmpty() &&
            QString(card.vendorId).replace(QLatin1Char('_'), QLatin1Char('-')) == name)
            found.append(&card);
    }
    return found;
}

FlowVendorCards VendorCatalogue::forFlow(const Flow& flow) const {
    return {named(flow.text(Field::Source)), named(flow.text(Field::Destination)),
            named(flow.text(Field::Ipaas))};
}

QList<int> VendorCatalogue::search(QStringView text) const {
    QList<int> found;
    const QStringView needle = text.trimmed();
    for (qsizetype i = 0; i < m_cards.size(); ++i) {
        const VendorCard& card = m_cards[i];
        const auto has = [&](QStringView haystack) {
            return haystack.contains(needle, Qt::CaseInsensitive);
        };
        bool match = needle.isEmpty() || has(card.id) || has(card.vendorId) || has(card.vendor) ||
                     has(card.product) || has(card.source) ||
                     std::any_of(card.facts.begin(), card.facts.end(), has);
        for (const VendorWindow& window : card.windows)
            match = match || has(window.note) || has(windowKindLabel(window.kind));
        if (match)
            found.append(int(i));
    }
    return found;
}

VendorCatalogue VendorCatalogue::withTeamCards(const VendorCatalogue& team) const {
    QList<VendorCard> cards = m_cards;
    for (const VendorCard& card : team.cards()) {
        const auto same = std::find_if(cards.begin(), cards.end(),
                                       [&](const VendorCard& c) { return c.id == card.id; });
        if (same != cards.end())
            *same = card;
        else
            cards.append(card);
    }
    return VendorCatalogue(std::move(cards));
}

VendorCatalogue VendorCatalogue::withOverrides(const VendorOverrides& overrides) const {
    QList<VendorCard> cards;
    cards.reserve(m_cards.size());
    for (const VendorCard& card : m_cards)
        cards.append(overrides.apply(card));
    return VendorCatalogue(std::move(cards));
}

} // namespace FlowAudit
