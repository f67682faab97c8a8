#pragma once

#include <yaml-cpp/yaml.h>

#include <cstddef>

// What a reader built on YAML::LoadFile does at the least: load, then visit every node and
// read every text. Returns the nodes visited; adds the texts' bytes to textBytes, which the
// caller uses, so none of it is optimised away.
inline std::size_t walkYamlNodes(const YAML::Node& node, std::size_t& textBytes) {
    std::size_t visited = 1;
    if (node.IsMap()) {
        for (const auto& entry : node)
            visited +=
                walkYamlNodes(entry.first, textBytes) + walkYamlNodes(entry.second, textBytes);
    } else if (node.IsSequence()) {
        for (const auto& item : node)
            visited += walkYamlNodes(item, textBytes);
    } else if (node.IsScalar()) {
        textBytes += node.Scalar().size();
    }
    return visited;
}
