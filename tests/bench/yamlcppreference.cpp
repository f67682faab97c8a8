// The references bench_lint measures the command line against, as whole processes on the
// same file: what a reader built on yaml-cpp does at the least.
//   yamlcpp_reference loadfile FILE   YAML::LoadFile, then visit every node
//   yamlcpp_reference events FILE     yaml-cpp's event parser with a handler that does nothing
#include "yamlcppwalk.h"

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/parser.h>
#include <yaml-cpp/yaml.h>

#include <cstdio>
#include <cstring>
#include <fstream>

namespace {

class IgnoreEvents : public YAML::EventHandler {
public:
    std::size_t events = 0;
    void OnDocumentStart(const YAML::Mark&) override { ++events; }
    void OnDocumentEnd() override { ++events; }
    void OnNull(const YAML::Mark&, YAML::anchor_t) override { ++events; }
    void OnAlias(const YAML::Mark&, YAML::anchor_t) override { ++events; }
    void OnScalar(const YAML::Mark&, const std::string&, YAML::anchor_t,
                  const std::string&) override {
        ++events;
    }
    void OnSequenceStart(const YAML::Mark&, const std::string&, YAML::anchor_t,
                         YAML::EmitterStyle::value) override {
        ++events;
    }
    void OnSequenceEnd() override { ++events; }
    void OnMapStart(const YAML::Mark&, const std::string&, YAML::anchor_t,
                    YAML::EmitterStyle::value) override {
        ++events;
    }
    void OnMapEnd() override { ++events; }
};

} // namespace

int main(int argc, char* argv[]) {
    if (argc != 3 ||
        (std::strcmp(argv[1], "loadfile") != 0 && std::strcmp(argv[1], "events") != 0)) {
        std::fprintf(stderr, "usage: yamlcpp_reference loadfile|events FILE\n");
        return 2;
    }
    try {
        std::size_t count = 0, textBytes = 0;
        if (std::strcmp(argv[1], "loadfile") == 0) {
            count = walkYamlNodes(YAML::LoadFile(argv[2]), textBytes);
        } else {
            std::ifstream in(argv[2], std::ios::binary);
            if (!in) {
                std::fprintf(stderr, "yamlcpp_reference: cannot open %s\n", argv[2]);
                return 2;
            }
            YAML::Parser parser(in);
            IgnoreEvents handler;
            while (parser.HandleNextDocument(handler)) {
            }
            count = handler.events;
        }
        std::printf("%zu %zu\n", count, textBytes);
    } catch (const YAML::Exception& e) {
        std::fprintf(stderr, "yamlcpp_reference: %s\n", e.what());
        return 2;
    }
    return 0;
}
