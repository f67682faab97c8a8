#pragma once

#include <QWidget>

#include <functional>

class QLabel;
class QLineEdit;

namespace FlowAudit {

// What the explainer says about the text being typed: whether the rules would accept it,
// and a sentence (the parsed value, or why it is refused).
struct Explanation {
    bool acceptable = true;
    QString text;
};

// A line editor with a live sentence under it: the delegate's editor for every text cell
// (numbers and retry layers say what they read). Refusing keeps the editor open with the
// reason shown.
class ExplainedLineEdit : public QWidget {
    Q_OBJECT
public:
    using Explainer = std::function<Explanation(const QString&)>;

    ExplainedLineEdit(Explainer explainer, bool refuseUnacceptable, QWidget* parent = nullptr);

    QString text() const;
    void setText(const QString& text);
    // Text over a cell's limit is refused whatever the explainer says.
    bool isAcceptable() const {
        return !m_overLimit && (m_explanation.acceptable || !m_refuseUnacceptable);
    }
    QString explanation() const { return m_explanation.text; }
    QLineEdit* lineEdit() const { return m_edit; }
    // The height the line and its wrapped sentence need at `width`.
    int heightFor(int width) const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void explain();

    Explainer m_explainer;
    bool m_refuseUnacceptable;
    bool m_overLimit = false;
    QString m_refusedPaste; // why the last paste was not let in, until the text changes
    Explanation m_explanation;
    QLineEdit* m_edit;
    QLabel* m_label;
};

} // namespace FlowAudit
