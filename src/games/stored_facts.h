// Numbers a game declares that its solves report and results databases keep beside the winner
// (EDGe: the colour count played with). Generic code (census rows, sweep members, `gg solve`,
// `gg query`, the Python rows) stores and prints them by the declaration, never by the game's
// name, so a new game's facts need no edit outside its folder.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace gg {

struct FactSpec {
  std::string_view name;      // the key in JSON and in stored rows: "colors"
  std::string_view singular;  // a count in words: "1 colour"
  std::string_view plural;    // "3 colours"
};

// The values a report or a stored row has, by fact name.
using StoredFacts = std::map<std::string, int, std::less<>>;

// As JSON output lists them and databases keep them (as text): {"colors": 3}.
inline nlohmann::json facts_json(const StoredFacts& facts) {
  nlohmann::json j = nlohmann::json::object();
  for (const auto& [name, value] : facts) j[name] = value;
  return j;
}

// The facts of such an object; nullopt when `j` is not an object of integers.
inline std::optional<StoredFacts> facts_of_json(const nlohmann::json& j) {
  if (!j.is_object()) return std::nullopt;
  StoredFacts facts;
  for (const auto& [name, value] : j.items()) {
    if (!value.is_number_integer()) return std::nullopt;
    facts.emplace(name, value.get<int>());
  }
  return facts;
}

}  // namespace gg
