// Game parameters, OpenSpiel-style: each game declares the options it takes (name, type,
// range or choices, default, help text) and every value a user gives is checked once against
// that list. An option the chosen game does not declare is an error, for every game and
// every door (command line, census, strategy files), never silently ignored.
#pragma once

#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace gg {

enum class ParamType {
  kFlag,    // present or not: "true" / "false"
  kInt,     // a whole number in [min, max]
  kChoice,  // one of `choices` ("a|b|c"); the first is the default
  kText,    // free text, read by the game
};

// How a parameter's value names vertices, if it does: a door that shows the caller's own
// vertex labels (Python) translates such a value without knowing the parameter by name.
enum class VertexSyntax {
  kNone,
  kList,   // vertices separated by commas: "0,3" (one vertex alone: "3")
  kWalks,  // walks separated by semicolons, vertices by spaces: "0 1 2; 2 3 4"
};

// What a parameter changes. Rule parameters make a different game (the census stores them as
// the variant); board parameters complete the board's description (a Game of Cycles board's
// cells); search parameters change only how the position is solved, never its value.
enum class ParamRole { kRule, kBoard, kSearch };

struct ParamSpec {
  std::string_view name;  // as typed after "--": "colors", "no-symmetry"
  ParamType type = ParamType::kFlag;
  ParamRole role = ParamRole::kSearch;
  std::string_view help;
  int min = 0;  // kInt
  int max = 0;
  std::string_view choices;  // kChoice: "leaves-exempt|strict"
  // kInt: the value when not given, when it is one fixed number ("players" 2); otherwise
  // default_help says in a word or two what the game takes instead ("EDCN": the graph's own
  // number; "any"), and variant labels spell a board-dependent default that way
  // ("colors=EDCN").
  std::optional<int> default_value;
  std::string_view default_help;
  VertexSyntax vertices = VertexSyntax::kNone;
};

// How a parameter's default reads: its number, else its default_help.
std::string default_spelling(const ParamSpec& spec);

constexpr ParamSpec flag_param(std::string_view name, ParamRole role, std::string_view help) {
  return {name, ParamType::kFlag, role, help, 0, 0, "", std::nullopt, ""};
}
// A number in [min, max] that defaults to `default_value`.
constexpr ParamSpec int_param(std::string_view name, ParamRole role, std::string_view help, int min,
                              int max, int default_value) {
  return {name, ParamType::kInt, role, help, min, max, "", default_value, ""};
}
// A number in [min, max] whose default is no fixed number: `default_help` says what it is.
constexpr ParamSpec int_param(std::string_view name, ParamRole role, std::string_view help, int min,
                              int max, std::string_view default_help) {
  return {name, ParamType::kInt, role, help, min, max, "", std::nullopt, default_help};
}
constexpr ParamSpec choice_param(std::string_view name, ParamRole role, std::string_view help,
                                 std::string_view choices) {
  return {name, ParamType::kChoice, role, help, 0, 0, choices, std::nullopt, ""};
}
constexpr ParamSpec text_param(std::string_view name, ParamRole role, std::string_view help) {
  return {name, ParamType::kText, role, help, 0, 0, "", std::nullopt, ""};
}

// The parameter with a value that names vertices written as `syntax`.
constexpr ParamSpec naming_vertices(ParamSpec spec, VertexSyntax syntax) {
  spec.vertices = syntax;
  return spec;
}

// The value of a vertex-naming parameter: each list a walk (kWalks), or the one list the
// vertices (kList). Throws InputError for another syntax or several lists of kList.
std::string vertex_param_text(const ParamSpec& spec, const std::vector<std::vector<int>>& lists);

// The values given for one game, by name, as text. Names are checked by check_params().
class ParamValues {
 public:
  void set(std::string name, std::string value) { values_[std::move(name)] = std::move(value); }
  void erase(std::string_view name);
  bool given(std::string_view name) const { return values_.find(name) != values_.end(); }
  // A flag's value (false when not given).
  bool flag(std::string_view name) const;
  std::optional<int> integer(std::string_view name) const;
  std::optional<std::string> text(std::string_view name) const;
  const std::map<std::string, std::string, std::less<>>& all() const { return values_; }
  bool empty() const { return values_.empty(); }
  bool operator==(const ParamValues&) const = default;

 private:
  std::map<std::string, std::string, std::less<>> values_;
};

// Checks every given value against the game's declared parameters and writes it in its
// normal spelling (flags "true"/"false"; numbers without sign or leading zeros). Throws
// InputError naming the option and the game: "--colors does not apply to trail-trap (it
// takes --no-symmetry, ...)", "--variant 'x' for cycles: use leaves-exempt or strict".
void check_params(std::string_view game, std::span<const ParamSpec> specs, ParamValues& values);

// The rule variant in words a reader can rerun: the rule parameters in declared order, the
// choice itself for choices, a flag's name when it is set, "name=value" for numbers unless
// the value is the number the parameter defaults to ("colors=EDCN" when not given: that
// default depends on the board); "standard" for a game without rule parameters.
std::string variant_label(std::span<const ParamSpec> specs, const ParamValues& values);

// The inverse of variant_label: the rule parameters a label names, checked ("place-first,
// distinct-placement" -> variant=place-first and distinct-placement=true). Throws InputError
// naming a part that is no rule of the game. Opens a stored census row as a position.
ParamValues params_of_variant(std::string_view game, std::span<const ParamSpec> specs,
                              std::string_view label);

// The option as typed: "--colors".
std::string option_name(std::string_view name);

}  // namespace gg
