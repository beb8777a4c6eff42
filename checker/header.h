// A certificate's header: "key value" lines naming the game, the board, the rules, the start
// moves and the claimed winner (docs/certificates.md). Everything the rules classes read.
#pragma once

#include <map>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace gg_check {

// The certificate is refused; what() says why.
struct Refused : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class Header {
 public:
  Header() = default;
  Header(std::initializer_list<std::pair<std::string, std::string>> fields) {
    for (const auto& [key, value] : fields) add(key, value);
  }

  void add(const std::string& key, const std::string& value) {
    if (!index_.emplace(key, value).second) throw Refused("header field '" + key + "' given twice");
    fields_.emplace_back(key, value);
  }
  // The value of `key`; Refused when the header lacks it.
  const std::string& field(const std::string& key) const {
    const auto it = index_.find(key);
    if (it == index_.end()) throw Refused("the header has no '" + key + "' field");
    return it->second;
  }
  bool has(const std::string& key) const { return index_.count(key) != 0; }
  const std::vector<std::pair<std::string, std::string>>& fields() const { return fields_; }

 private:
  std::vector<std::pair<std::string, std::string>> fields_;  // in file order
  std::map<std::string, std::string> index_;
};

}  // namespace gg_check
