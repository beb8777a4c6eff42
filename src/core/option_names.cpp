#include "core/option_names.h"

#include <cctype>

namespace gg {

std::string options_as_names(std::string_view message, char hyphen) {
  const auto word_char = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; };
  std::string out;
  std::size_t i = 0;
  while (i < message.size()) {
    const bool option = message.compare(i, 2, "--") == 0 && i + 2 < message.size() &&
                        std::islower(static_cast<unsigned char>(message[i + 2])) &&
                        (i == 0 || !word_char(message[i - 1]));
    if (!option) {
      out += message[i++];
      continue;
    }
    for (i += 2; i < message.size() && (word_char(message[i]) || message[i] == '-'); ++i)
      out += message[i] == '-' ? hyphen : message[i];
  }
  return out;
}

}  // namespace gg
