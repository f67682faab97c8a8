#include "core/merge/commentcarry.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <map>

namespace FlowAudit {

namespace {

QString carriedKeyOf(const InventoryComment& c) {
    return (c.trailing ? QStringLiteral("t") : QStringLiteral("o")) + QChar(0x1d) +
           QString::fromUtf8(c.text) + QChar(0x1d) + c.anchor.join(QChar(0x1f));
}

// The comments of `from` that `minus` does not have (as many times as `from` has them more
// often), in the order of `from`.
std::vector<const InventoryComment*> difference(const InventoryComments& from,
                                                const InventoryComments& minus) {
    QHash<QString, int> count;
    for (const InventoryComment& c : minus.comments())
        ++count[carriedKeyOf(c)];
    std::vector<const InventoryComment*> out;
    for (const InventoryComment& c : from.comments()) {
        int& left = count[carriedKeyOf(c)];
        if (left > 0)
            --left;
        else
            out.push_back(&c);
    }
    return out;
}

QString what(const QStringList& anchor) {
    if (anchor.isEmpty())
        return QCoreApplication::translate("CommentCarry", "the end of the file");
    if (anchor.size() >= 2 && anchor[0] == QLatin1String("flows")) {
        const QString flow = anchor[1].section(QChar(0x1e), 0, 0);
        return anchor.size() == 2
                   ? QCoreApplication::translate("CommentCarry", "the flow %1").arg(flow)
                   : QCoreApplication::translate("CommentCarry", "the field %2 of the flow %1")
                         .arg(flow, anchor.mid(2).join(QLatin1Char('.')));
    }
    if (anchor.size() >= 2 && anchor[0] == QLatin1String("waivers"))
        return QCoreApplication::translate("CommentCarry", "the waiver %1")
            .arg(QString(anchor[1]).replace(QChar(0x1f), QLatin1Char(' ')).trimmed());
    return QCoreApplication::translate("CommentCarry", "the key %1")
        .arg(anchor.join(QLatin1Char('.')));
}

// Where an own-line comment goes among the comments above its node: after the comment it
// followed in THEIRS (already there, or carried just now), else before the others when it
// led them, else just above the node.
qint64 placeAbove(const InventoryComments& here, const InventoryComment& added,
                  const YamlComments::Node& node, const QHash<QString, qint64>& placed) {
    const QString anchor = added.anchor.join(QChar(0x1f));
    if (!added.after.isEmpty()) {
        const auto carried =
            placed.constFind(anchor + QChar(0x1d) + QString::fromUtf8(added.after));
        if (carried != placed.cend())
            return *carried;
    }
    const InventoryComment* first = nullptr;
    for (const InventoryComment& c : here.comments()) {
        if (c.trailing || c.anchor != added.anchor)
            continue;
        if (!added.after.isEmpty() && c.text == added.after)
            return c.end;
        if (!first)
            first = &c;
    }
    return added.after.isEmpty() && first ? first->begin : node.lineBegin;
}

// target with the comments inserted (offset → bytes) and the ranges removed (begin → end).
QByteArray edited(const QByteArray& target, const std::map<qint64, QByteArray>& inserts,
                  const std::map<qint64, qint64>& removals) {
    QByteArray out;
    out.reserve(target.size() + 256);
    qint64 at = 0;
    auto insertAt = inserts.begin();
    auto removeAt = removals.begin();
    while (at <= target.size()) {
        const qint64 nextInsert = insertAt == inserts.end() ? target.size() + 1 : insertAt->first;
        const qint64 nextRemove = removeAt == removals.end() ? target.size() + 1 : removeAt->first;
        const qint64 next = std::min(nextInsert, nextRemove);
        if (next > target.size()) {
            out += QByteArrayView(target).sliced(at);
            break;
        }
        out += QByteArrayView(target).sliced(at, next - at);
        at = next;
        if (nextInsert == next) {
            out += insertAt->second;
            ++insertAt;
        }
        if (nextRemove == next) {
            at = std::max(at, removeAt->second);
            ++removeAt;
        }
    }
    return out;
}

} // namespace

CommentCarry::Outcome CommentCarry::apply(const QByteArray& target, const Inventory& result,
                                          const Sides& sides, const Conflicts& conflicts) {
    using Section = Conflicts::Section;
    const auto inConflict = [&conflicts](const QStringList& anchor) {
        return std::any_of(conflicts.anchors.begin(), conflicts.anchors.end(),
                           [&anchor](const QStringList& c) {
                               return !c.isEmpty() && anchor.mid(0, c.size()) == c;
                           });
    };
    const bool theirsHere = conflicts.section == Section::Theirs;
    Outcome outcome;
    outcome.bytes = target;
    const std::optional<InventoryComments> here = InventoryComments::of(target, result);
    if (!here)
        return outcome;
    const QByteArray lineEnd = here->syntax().layout().lineEnd();
    // What is already in the target, to be taken once each: a comment both sides added
    // is there once, as a comment removed on one side is removed once.
    QHash<QString, QList<const InventoryComment*>> present;
    for (const InventoryComment& c : here->comments())
        present[carriedKeyOf(c)].append(&c);
    const QSet<QString> inTarget(present.keyBegin(), present.keyEnd());

    std::map<qint64, QByteArray> inserts; // offset → bytes, in THEIRS's order at one offset
    QHash<QString, qint64> placed;        // the own-line comments inserted, and where
    std::map<qint64, qint64> removals;    // begin → end
    for (const InventoryComment* added : difference(*sides.theirs, *sides.base)) {
        if (!theirsHere && inConflict(added->anchor))
            continue; // written in the theirs lines of its conflict
        QList<const InventoryComment*>& same = present[carriedKeyOf(*added)];
        if (!same.isEmpty()) {
            same.removeFirst();
            continue;
        }
        const YamlComments::Node* node =
            added->anchor.isEmpty() ? nullptr : here->node(added->anchor);
        if (!added->anchor.isEmpty() && !node) {
            outcome.notCarried.append(
                QCoreApplication::translate("CommentCarry",
                                            "THEIRS's comment on line %1 (%2) is not carried: %3 "
                                            "is not in the merge")
                    .arg(added->line)
                    .arg(QString::fromUtf8(added->text), what(added->anchor)));
            continue;
        }
        if (added->trailing) {
            if (node->valueEnd < 0 || node->hasTrailing || inserts.count(node->valueEnd)) {
                outcome.notCarried.append(
                    QCoreApplication::translate("CommentCarry",
                                                "THEIRS's comment on line %1 (%2) is not carried: "
                                                "the value of %3 has a comment after it already")
                        .arg(added->line)
                        .arg(QString::fromUtf8(added->text), what(added->anchor)));
                continue;
            }
            inserts[node->valueEnd] += "  " + added->text;
        } else if (!node) {
            QByteArray& atEnd = inserts[target.size()];
            if (atEnd.isEmpty() && !target.isEmpty() && !target.endsWith('\n'))
                atEnd += lineEnd;
            atEnd += added->text + lineEnd;
        } else {
            const int indent = here->syntax().layout().lineIndent(node->line);
            const qint64 at = placeAbove(*here, *added, *node, placed);
            inserts[at] += QByteArray(indent, ' ') + added->text + lineEnd;
            placed.insert(
                added->anchor.join(QChar(0x1f)) + QChar(0x1d) + QString::fromUtf8(added->text), at);
        }
        ++outcome.carried;
    }
    for (const InventoryComment* removed : difference(*sides.base, *sides.theirs)) {
        if (!theirsHere && inConflict(removed->anchor))
            continue;
        QList<const InventoryComment*>& same = present[carriedKeyOf(*removed)];
        if (same.isEmpty())
            continue; // OURS removed it too, or it went with its flow
        removals[same.front()->begin] = same.front()->end;
        same.removeFirst();
        ++outcome.carried;
    }
    // OURS's own additions: none in the other sections of a conflict; named when the result
    // lost them (their flow was removed on THEIRS's side).
    for (const InventoryComment* added : difference(*sides.ours, *sides.base)) {
        if (conflicts.section != Section::Ours) {
            QList<const InventoryComment*>& same = present[carriedKeyOf(*added)];
            if (inConflict(added->anchor) && !same.isEmpty()) {
                removals[same.front()->begin] = same.front()->end;
                same.removeFirst();
            }
            continue;
        }
        if (!inTarget.contains(carriedKeyOf(*added)))
            outcome.notCarried.append(
                QCoreApplication::translate(
                    "CommentCarry", "OURS's comment on line %1 (%2) is not kept: %3 is not in "
                                    "the merge")
                    .arg(added->line)
                    .arg(QString::fromUtf8(added->text), what(added->anchor)));
    }

    if (inserts.empty() && removals.empty())
        return outcome;
    outcome.bytes = edited(target, inserts, removals);
    return outcome;
}

} // namespace FlowAudit
