#include "core/io/table/columnmapping.h"
#include "core/model/field.h"

#include <QCoreApplication>
#include <QHash>

namespace FlowAudit {

namespace {

// A title as it is compared: lower case, umlauts spelt out, other accents, punctuation and
// units gone ("Ack p99 (s)" → "ack p99", "Aufbewahrung [Tage]" → "aufbewahrung",
// "Flow-ID" → "flow id", "Référence" → "reference").
QString normalised(const QString& title) {
    QString text = title.toLower();
    text.replace(QChar(u'ä'), QLatin1StringView("ae"))
        .replace(QChar(u'ö'), QLatin1StringView("oe"))
        .replace(QChar(u'ü'), QLatin1StringView("ue"))
        .replace(QChar(u'ß'), QLatin1StringView("ss"));
    text = text.normalized(QString::NormalizationForm_D);
    QString spaced;
    for (const QChar c : std::as_const(text)) {
        if (c.isMark())
            continue; // the accent of a decomposed letter
        spaced += c.isLetterOrNumber() ? c : QChar(u' ');
    }
    static const QStringList units{QStringLiteral("s"),       QStringLiteral("sec"),
                                   QStringLiteral("seconds"), QStringLiteral("sekunden"),
                                   QStringLiteral("days"),    QStringLiteral("tage"),
                                   QStringLiteral("in"),      QStringLiteral("d")};
    QStringList words = spaced.split(u' ', Qt::SkipEmptyParts);
    while (words.size() > 1 && units.contains(words.last()))
        words.removeLast();
    return words.join(u' ');
}

// Synonyms people write in inventories, English and German, already normalised.
const QHash<QString, Field>& synonyms() {
    static const QHash<QString, Field> table = [] {
        QHash<QString, Field> t;
        auto add = [&t](Field field, std::initializer_list<const char*> words) {
            for (const char* word : words)
                t.insert(QString::fromUtf8(word), field);
        };
        add(Field::FlowId, {"flow", "id", "flow id", "flowid", "flow key", "interface",
                            "interface id", "integration", "integration id", "schnittstelle",
                            "schnittstellen id", "schnittstelle id", "schnittstellen nr", "fluss",
                            "fluss id", "kennung", "schnittstellennummer"});
        add(Field::Name,
            {"name", "flow name", "integration name", "interface name", "title", "titel",
             "bezeichnung", "beschreibung", "schnittstellenname", "name der schnittstelle"});
        add(Field::Source, {"source", "source system", "from", "sender", "quelle", "quellsystem",
                            "von", "absender", "herkunft"});
        add(Field::Destination, {"destination", "destination system", "target", "target system",
                                 "to", "ziel", "zielsystem", "nach", "empfaenger"});
        add(Field::Ipaas,
            {"ipaas", "platform", "plattform", "integrationsplattform", "tool", "werkzeug"});
        add(Field::Method, {"method", "integration method", "methode", "integrationsmethode", "art",
                            "integrationsart", "verfahren"});
        add(Field::CreatesRecords,
            {"creates records", "creates", "legt datensaetze an", "erzeugt datensaetze",
             "erstellt datensaetze", "datensaetze anlegen"});
        add(Field::SideEffect, {"side effect", "side effects", "nebenwirkung", "nebenwirkungen",
                                "nebeneffekt", "seiteneffekt", "seiteneffekte"});
        add(Field::IdempotencyKey,
            {"idempotency key", "idempotency", "dedupe key", "dedup key", "idempotenzschluessel",
             "idempotenz schluessel", "idempotenz", "deduplizierungsschluessel"});
        add(Field::LedgerRetentionDays, {"ledger retention", "retention", "ledger aufbewahrung",
                                         "aufbewahrung", "aufbewahrungsdauer", "haltedauer"});
        add(Field::MaxReplayWindowDays,
            {"max replay window", "replay window", "replay", "wiederholungsfenster",
             "replay fenster", "max replay fenster", "nachlieferungsfenster"});
        add(Field::BackfillOverlapDays,
            {"backfill overlap", "backfill", "backfill ueberlappung", "ueberlappung"});
        add(Field::RetryLayers, {"retry layers", "retries", "retry", "wiederholungen",
                                 "wiederholungsebenen", "retry ebenen", "wiederholversuche"});
        add(Field::RetryAfterUnit,
            {"retry after unit", "retry after", "retry after einheit", "einheit retry after"});
        add(Field::InboundWebhook,
            {"inbound webhook", "webhook", "eingehender webhook", "webhook eingehend"});
        add(Field::AckP99Seconds, {"ack p99", "ack", "acknowledgement p99", "quittung p99",
                                   "bestaetigung p99", "antwortzeit p99"});
        add(Field::SenderTimeoutSeconds,
            {"sender timeout", "timeout", "absender timeout", "timeout absender",
             "timeout des absenders", "zeitlimit"});
        add(Field::Notes, {"notes", "note", "comment", "comments", "remarks", "notizen", "notiz",
                           "bemerkung", "bemerkungen", "kommentar", "kommentare", "anmerkungen"});
        // The field names and the labels the editor shows (English, and German when loaded).
        for (const FieldInfo& info : FieldCatalogue::all()) {
            t.insert(normalised(QString::fromLatin1(info.name)), info.field);
            t.insert(normalised(QString::fromUtf8(info.label)), info.field);
            t.insert(normalised(FieldCatalogue::label(info.field)), info.field);
        }
        return t;
    }();
    return table;
}

bool isReviewsTitle(const QString& title) {
    const QString n = normalised(title);
    return n == u"reviews" || n == u"pruefungen" || n == u"manuelle pruefungen";
}

QString fieldList() {
    QStringList names;
    for (const FieldInfo& info : FieldCatalogue::all())
        names.append(QString::fromLatin1(info.name));
    names.append(FieldCatalogue::reviewsKey());
    return names.join(QLatin1StringView(", "));
}

} // namespace

std::optional<ColumnTarget> ColumnMapping::targetNamedBy(const QString& title) {
    if (isReviewsTitle(title))
        return ColumnTarget::toReviews();
    const auto it = synonyms().constFind(normalised(title));
    if (it == synonyms().constEnd())
        return std::nullopt;
    return ColumnTarget::toField(*it);
}

QStringList ColumnMapping::synonymsOf(Field field) {
    QStringList words;
    for (auto it = synonyms().constBegin(); it != synonyms().constEnd(); ++it) {
        if (*it == field)
            words.append(it.key());
    }
    words.sort();
    return words;
}

ColumnMapping ColumnMapping::guess(const QStringList& header) {
    ColumnMapping mapping;
    mapping.m_header = header;
    for (const QString& title : header) {
        // The verdict column of FlowAudit's own workbooks is not data.
        mapping.m_targets.append(title.trimmed() == statusTitle() ? ColumnTarget::ignored()
                                                                  : ColumnTarget::extra());
    }
    // Exact field names first, so `source` beside `Quelle` keeps its own column.
    for (int pass = 0; pass < 2; ++pass) {
        for (qsizetype c = 0; c < header.size(); ++c) {
            if (mapping.m_targets[c].kind != ColumnTarget::Kind::Extra)
                continue;
            const QString title = header[c].trimmed();
            const bool exact = FieldCatalogue::byName(title.toLower()) ||
                               title.toLower() == FieldCatalogue::reviewsKey();
            if ((pass == 0) != exact)
                continue;
            if (const std::optional<ColumnTarget> target = targetNamedBy(title);
                target && !mapping.m_targets.contains(*target))
                mapping.m_targets[c] = *target;
        }
    }
    return mapping;
}

std::optional<ColumnMapping> ColumnMapping::fromSpec(const QString& spec, const QStringList& header,
                                                     QString* error) {
    return fromFileText(QString(spec).replace(u',', u'\n'), header, error);
}

std::optional<ColumnMapping>
ColumnMapping::fromFileText(const QString& text, const QStringList& header, QString* error) {
    ColumnMapping mapping = guess(header);
    QList<qsizetype> named;
    const QStringList lines = text.split(u'\n');
    for (qsizetype l = 0; l < lines.size(); ++l) {
        QString line = lines[l];
        if (const qsizetype hash = line.indexOf(u'#'); hash >= 0)
            line.truncate(hash);
        if (line.trimmed().isEmpty())
            continue;
        const qsizetype equals = line.lastIndexOf(u'=');
        if (equals < 0) {
            *error = QCoreApplication::translate("Import", "\"%1\" is not COLUMN=FIELD")
                         .arg(line.trimmed());
            return std::nullopt;
        }
        const QString column = line.left(equals).trimmed();
        const QString target = line.mid(equals + 1).trimmed();
        const qsizetype at = header.indexOf(column);
        if (at < 0) {
            *error = QCoreApplication::translate(
                         "Import", "the file has no column \"%1\"; its columns are: %2")
                         .arg(column, header.join(QLatin1StringView(", ")));
            return std::nullopt;
        }
        ColumnTarget chosen;
        if (target.isEmpty() || target == u"-")
            chosen = ColumnTarget::ignored();
        else if (target == u"+")
            chosen = ColumnTarget::extra();
        else if (target == FieldCatalogue::reviewsKey())
            chosen = ColumnTarget::toReviews();
        else if (const auto field = FieldCatalogue::byName(target))
            chosen = ColumnTarget::toField(*field);
        else {
            *error = QCoreApplication::translate("Import",
                                                 "\"%1\" is not a field; the fields are %2 (or - "
                                                 "to ignore the column, + to keep it as it is)")
                         .arg(target, fieldList());
            return std::nullopt;
        }
        // A field named here leaves any column that guessed it.
        if (chosen.kind == ColumnTarget::Kind::Field) {
            for (qsizetype c = 0; c < mapping.m_targets.size(); ++c) {
                if (c != at && mapping.m_targets[c] == chosen) {
                    if (named.contains(c)) {
                        *error = QCoreApplication::translate(
                                     "Import", "columns \"%1\" and \"%2\" both map to %3")
                                     .arg(header[c], column, target);
                        return std::nullopt;
                    }
                    mapping.m_targets[c] = ColumnTarget::extra();
                }
            }
        }
        mapping.m_targets[at] = chosen;
        named.append(at);
    }
    return mapping;
}

void ColumnMapping::setTarget(qsizetype column, ColumnTarget target) {
    if (target.kind == ColumnTarget::Kind::Field) {
        for (ColumnTarget& other : m_targets) {
            if (other == target)
                other = ColumnTarget::extra();
        }
    }
    m_targets[column] = target;
}

QString ColumnMapping::targetName(qsizetype column) const {
    const ColumnTarget& target = m_targets[column];
    switch (target.kind) {
    case ColumnTarget::Kind::Ignore:
        return {};
    case ColumnTarget::Kind::Extra: {
        // A column with no title is kept under its place, never dropped.
        const QString title = m_header[column].trimmed();
        return title.isEmpty() ? QStringLiteral("column %1").arg(column + 1) : title;
    }
    case ColumnTarget::Kind::Field:
        break;
    }
    return target.reviews ? FieldCatalogue::reviewsKey() : FieldCatalogue::name(target.field);
}

bool ColumnMapping::isIdentity() const {
    for (qsizetype c = 0; c < m_targets.size(); ++c) {
        if (m_targets[c].kind != ColumnTarget::Kind::Field ||
            targetName(c) != m_header[c].trimmed().toLower())
            return false;
    }
    return true;
}

QString ColumnMapping::spec() const {
    QStringList parts;
    for (qsizetype c = 0; c < m_targets.size(); ++c) {
        const ColumnTarget& target = m_targets[c];
        const QString to = target.kind == ColumnTarget::Kind::Ignore  ? QStringLiteral("-")
                           : target.kind == ColumnTarget::Kind::Extra ? QStringLiteral("+")
                                                                      : targetName(c);
        parts.append(m_header[c] + u'=' + to);
    }
    return parts.join(u'\n');
}

} // namespace FlowAudit
