#pragma once

#include "core/io/yaml/yamleventhandler.h"

namespace FlowAudit {

// Builds the one value of a document, such as the compact YAML of a CSV reviews cell.
class ValueBuilder : public YamlEventHandler {
public:
    YamlValue takeValue() { return std::move(m_value); }

protected:
    int roleOf(int, const QString*, bool, Position) override { return FreeRole; }
    void take(int, const QString*, YamlValue value, Position) override {
        m_value = std::move(value);
    }
    void end(int) override {}

private:
    YamlValue m_value;
};

} // namespace FlowAudit
