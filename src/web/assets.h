// The explorer's page, script and style, compiled into the binary from src/web/page/ (the
// build embeds them; see CMakeLists.txt), so the server never reads files for a request.
#pragma once

#include <optional>
#include <string_view>

namespace gg::web {

struct Asset {
  std::string_view body;
  std::string_view content_type;
};

// The asset served at `path` ("/", "/app.js", "/style.css"), or nullopt.
std::optional<Asset> find_asset(std::string_view path);

}  // namespace gg::web
