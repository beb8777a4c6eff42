# Writes OUT, a C++ file holding the files ASSETS (relative to DIR) as string constants for
# web/assets.h. Run by the build whenever a page file changes.
set(entries "")
foreach(name ${ASSETS})
  file(READ "${DIR}/${name}" content)
  string(FIND "${content}" ")GGASSET\"" clash)
  if(NOT clash EQUAL -1)
    message(FATAL_ERROR "${name} contains the raw-string delimiter )GGASSET\"")
  endif()
  string(APPEND entries "    {\"/${name}\", R\"GGASSET(${content})GGASSET\"},\n")
endforeach()
file(WRITE "${OUT}.tmp" "// Generated from src/web/page/ by embed_assets.cmake; do not edit.
#include <span>
#include <string_view>
#include <utility>

namespace gg::web {
std::span<const std::pair<std::string_view, std::string_view>> embedded_files() {
  static constexpr std::pair<std::string_view, std::string_view> kFiles[] = {
${entries}  };
  return kFiles;
}
}  // namespace gg::web
")
file(COPY_FILE "${OUT}.tmp" "${OUT}" ONLY_IF_DIFFERENT)
