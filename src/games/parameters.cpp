#include "games/parameters.h"

#include "core/error.h"
#include "core/text.h"

namespace gg {

void ParamValues::erase(std::string_view name) {
  if (const auto it = values_.find(name); it != values_.end()) values_.erase(it);
}

bool ParamValues::flag(std::string_view name) const {
  const auto it = values_.find(name);
  return it != values_.end() && it->second == "true";
}

std::optional<int> ParamValues::integer(std::string_view name) const {
  const auto it = values_.find(name);
  if (it == values_.end()) return std::nullopt;
  return parse_uint(it->second);
}

std::optional<std::string> ParamValues::text(std::string_view name) const {
  const auto it = values_.find(name);
  if (it == values_.end()) return std::nullopt;
  return it->second;
}

std::string option_name(std::string_view name) { return "--" + std::string(name); }

std::string vertex_param_text(const ParamSpec& spec, const std::vector<std::vector<int>>& lists) {
  const auto joined = [](const std::vector<int>& vertices, std::string_view between) {
    std::string text;
    for (const int v : vertices) {
      if (!text.empty()) text += between;
      text += std::to_string(v);
    }
    return text;
  };
  switch (spec.vertices) {
    case VertexSyntax::kList:
      if (lists.size() != 1)
        throw InputError(option_name(spec.name) + ": give one list of vertices");
      return joined(lists.front(), ",");
    case VertexSyntax::kWalks: {
      std::string text;
      for (const auto& walk : lists) text += (text.empty() ? "" : "; ") + joined(walk, " ");
      return text;
    }
    case VertexSyntax::kNone:
      break;
  }
  throw InputError(option_name(spec.name) + " does not name vertices");
}

namespace {

std::string choices_in_words(std::string_view choices) {
  std::string out;
  const auto list = split(choices, '|');
  for (std::size_t i = 0; i < list.size(); ++i) {
    if (i > 0) out += i + 1 == list.size() ? " or " : ", ";
    out += std::string(list[i]);
  }
  return out;
}

const ParamSpec* find_spec(std::span<const ParamSpec> specs, std::string_view name) {
  for (const ParamSpec& s : specs)
    if (s.name == name) return &s;
  return nullptr;
}

// The value in its normal spelling, or InputError naming the option, the value and the game.
std::string normal_value(std::string_view game, const ParamSpec& spec, const std::string& value) {
  const auto bad = [&](const std::string& why) {
    return InputError(option_name(spec.name) + " '" + value + "' for " + std::string(game) + ": " +
                      why);
  };
  switch (spec.type) {
    case ParamType::kFlag:
      if (value == "true" || value == "1") return "true";
      if (value == "false" || value == "0") return "false";
      throw bad("expected true or false");
    case ParamType::kInt: {
      const auto n = parse_uint(trim(value));
      if (!n || *n < spec.min || *n > spec.max)
        throw bad("expected a whole number from " + std::to_string(spec.min) + " to " +
                  std::to_string(spec.max));
      return std::to_string(*n);
    }
    case ParamType::kChoice:
      for (std::string_view c : split(spec.choices, '|'))
        if (c == value) return value;
      throw bad("use " + choices_in_words(spec.choices));
    case ParamType::kText:
      return value;
  }
  return value;
}

}  // namespace

void check_params(std::string_view game, std::span<const ParamSpec> specs, ParamValues& values) {
  ParamValues checked;
  for (const auto& [name, value] : values.all()) {
    const ParamSpec* spec = find_spec(specs, name);
    if (spec == nullptr) {
      // Appended piece by piece: GCC 12 misreads a long operator+ chain here at -O3 with
      // link-time optimisation (a false -Wstringop-overflow).
      std::string why = option_name(name);
      why.append(" does not apply to ").append(game).append(" (it takes ");
      if (specs.empty()) why.append("no game options");
      for (std::size_t i = 0; i < specs.size(); ++i)
        why.append(i == 0 ? "" : ", ").append(option_name(specs[i].name));
      throw InputError(why.append(")"));
    }
    const std::string normal = normal_value(game, *spec, value);
    // A flag given as false is the same as not giving it.
    if (spec->type != ParamType::kFlag || normal == "true") checked.set(name, normal);
  }
  values = std::move(checked);
}

std::string default_spelling(const ParamSpec& spec) {
  return spec.default_value ? std::to_string(*spec.default_value) : std::string(spec.default_help);
}

std::string variant_label(std::span<const ParamSpec> specs, const ParamValues& values) {
  std::string label;
  for (const ParamSpec& s : specs) {
    if (s.role != ParamRole::kRule) continue;
    const auto value = values.text(s.name);
    std::string part;
    if (s.type == ParamType::kChoice) {
      part = value ? *value : std::string(split(s.choices, '|').front());
    } else if (s.type == ParamType::kFlag) {
      // A rule flag not set is the standard rule: it names nothing.
      if (!value) continue;
      part = std::string(s.name);
    } else {
      const std::string text = value ? *value : default_spelling(s);
      // A fixed default ("players=2") is the standard game and stays out of the label, so
      // giving it or not stores the same variant; a board-dependent one ("colors=EDCN") is
      // named, since a reader could not guess it.
      if (s.default_value && text == default_spelling(s)) continue;
      part = std::string(s.name) + "=" + text;
    }
    label += (label.empty() ? "" : ",") + part;
  }
  return label.empty() ? "standard" : label;
}

ParamValues params_of_variant(std::string_view game, std::span<const ParamSpec> specs,
                              std::string_view label) {
  ParamValues values;
  const auto bad = [&](std::string_view part) {
    return InputError("variant '" + std::string(label) + "' for " + std::string(game) + ": '" +
                      std::string(part) + "' names no rule of the game");
  };
  if (trim(label) == "standard") return values;
  for (std::string_view part : split(label, ',')) {
    part = trim(part);
    const auto eq = part.find('=');
    if (eq != std::string_view::npos) {
      const ParamSpec* spec = find_spec(specs, part.substr(0, eq));
      if (spec == nullptr || spec->role != ParamRole::kRule) throw bad(part);
      const std::string_view value = part.substr(eq + 1);
      // "colors=EDCN": the default, which the label names because it depends on the board.
      if (value != default_spelling(*spec)) values.set(std::string(spec->name), std::string(value));
      continue;
    }
    const ParamSpec* named = nullptr;
    for (const ParamSpec& spec : specs) {
      if (spec.role != ParamRole::kRule) continue;
      const bool is_flag = spec.type == ParamType::kFlag && spec.name == part;
      bool is_choice = false;
      if (spec.type == ParamType::kChoice)
        for (std::string_view c : split(spec.choices, '|')) is_choice = is_choice || c == part;
      if (is_flag || is_choice) named = &spec;
    }
    if (named == nullptr) throw bad(part);
    // The first choice is the default: the label names it, the parameters need not.
    if (named->type == ParamType::kChoice && split(named->choices, '|').front() == part) continue;
    values.set(std::string(named->name),
               named->type == ParamType::kFlag ? std::string("true") : std::string(part));
  }
  check_params(game, specs, values);
  return values;
}

}  // namespace gg
