// A certificate's header: "key value" lines naming the game, the board, the rules, the start
// moves and the claimed winner (docs/certificates.md). Everything the rules classes read.
#pragma once

#include <map>
#include <set>
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
  // The value of `key`; Refused when the header lacks it. A field asked for is one the
  // checker knows: a field never asked for is one whose meaning it did not check (unread()).
  const std::string& field(const std::string& key) const {
    const auto it = index_.find(key);
    if (it == index_.end()) throw Refused("the header has no '" + key + "' field");
    read_.insert(key);
    return it->second;
  }
  // The first field nobody asked for, or "".
  std::string unread() const {
    for (const auto& [key, value] : fields_)
      if (!read_.count(key)) return key;
    return "";
  }
  bool has(const std::string& key) const { return index_.count(key) != 0; }
  // The value of `key`, or "" without it, not counted as read (for comparisons only).
  std::string peek(const std::string& key) const {
    const auto it = index_.find(key);
    return it == index_.end() ? "" : it->second;
  }
  const std::vector<std::pair<std::string, std::string>>& fields() const { return fields_; }

 private:
  std::vector<std::pair<std::string, std::string>> fields_;  // in file order
  std::map<std::string, std::string> index_;
  mutable std::set<std::string> read_;
};

}  // namespace gg_check
