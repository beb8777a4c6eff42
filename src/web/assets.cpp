#include "web/assets.h"

#include <span>
#include <utility>

namespace gg::web {

// Defined in the generated embedded_files.cpp: path -> content.
std::span<const std::pair<std::string_view, std::string_view>> embedded_files();

std::optional<Asset> find_asset(std::string_view path) {
  if (path == "/" || path == "/index.html") path = "/index.html";
  for (const auto& [name, body] : embedded_files()) {
    if (name != path) continue;
    const std::string_view type = name.ends_with(".js")    ? "text/javascript; charset=utf-8"
                                  : name.ends_with(".css") ? "text/css; charset=utf-8"
                                                           : "text/html; charset=utf-8";
    return Asset{body, type};
  }
  return std::nullopt;
}

}  // namespace gg::web
