# gg_embed_files(OUT NAMESPACE ns FUNCTION fn DIR dir FILES f...): a build step writing OUT, a
# C++ file that defines `std::span<const std::pair<std::string_view, std::string_view>>
# ns::fn()` holding the files as string constants (cmake/embed_files.cmake). Rerun whenever
# one of the files changes.
function(gg_embed_files out)
  cmake_parse_arguments(ARG "" "NAMESPACE;FUNCTION;DIR" "FILES" ${ARGN})
  list(TRANSFORM ARG_FILES PREPEND ${ARG_DIR}/ OUTPUT_VARIABLE paths)
  add_custom_command(
    OUTPUT ${out}
    COMMAND ${CMAKE_COMMAND} -DDIR=${ARG_DIR} "-DFILES=${ARG_FILES}" -DOUT=${out}
            -DNAMESPACE=${ARG_NAMESPACE} -DFUNCTION=${ARG_FUNCTION}
            -P ${PROJECT_SOURCE_DIR}/cmake/embed_files.cmake
    DEPENDS ${paths} ${PROJECT_SOURCE_DIR}/cmake/embed_files.cmake
    COMMENT "Embedding ${ARG_FILES}"
    VERBATIM)
endfunction()
