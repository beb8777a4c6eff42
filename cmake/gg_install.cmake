# What `cmake --install <build> --prefix P` puts under P, laid out as Debian's own packages
# are: the two programs in bin/, their manual pages (help2man, from --help, at build time) in
# share/man/man1/, the bash completion in share/bash-completion/completions/ (it asks gg for
# commands, games and options, so a new game needs no edit), and, when the Python module is
# built, the package graphgames in P's site-packages (python/CMakeLists.txt).
include(GNUInstallDirs)
install(TARGETS gg gg-check RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT programs)

# help2man comes with scripts/install-deps.sh; a build elsewhere (a pip install on a machine
# without it) goes on without manual pages and says so.
# The sanitizer builds make none (they are for tests; help2man would run an instrumented gg).
if(NOT GG_SANITIZE)
  find_program(GG_HELP2MAN help2man)
endif()
if(NOT GG_HELP2MAN AND NOT GG_SANITIZE)
  message(WARNING "help2man not found: gg.1 and gg-check.1 are not built (apt-get install help2man)")
endif()
set(gg_man_dir ${CMAKE_BINARY_DIR}/man)
if(GG_HELP2MAN)
  add_custom_command(
    OUTPUT ${gg_man_dir}/gg.1
    COMMAND ${CMAKE_COMMAND} -E make_directory ${gg_man_dir}
    COMMAND ${PROJECT_SOURCE_DIR}/packaging/man_commands.sh $<TARGET_FILE:gg> ${gg_man_dir}/gg.h2m
    COMMAND ${GG_HELP2MAN} --no-info --version-string=${PROJECT_VERSION}
            "--name=solve, play and explain two-player games on graphs"
            --include=${gg_man_dir}/gg.h2m --output=${gg_man_dir}/gg.1 $<TARGET_FILE:gg>
    DEPENDS gg ${PROJECT_SOURCE_DIR}/packaging/man_commands.sh
    COMMENT "gg.1: the manual page, from gg --help")
  add_custom_command(
    OUTPUT ${gg_man_dir}/gg-check.1
    COMMAND ${CMAKE_COMMAND} -E make_directory ${gg_man_dir}
    COMMAND ${GG_HELP2MAN} --no-info --version-string=${PROJECT_VERSION}
            "--name=check graphgames certificates from the rules alone"
            "--include=${PROJECT_SOURCE_DIR}/packaging/gg-check.h2m"
            --output=${gg_man_dir}/gg-check.1 $<TARGET_FILE:gg-check>
    DEPENDS gg-check ${PROJECT_SOURCE_DIR}/packaging/gg-check.h2m
    COMMENT "gg-check.1: the manual page, from gg-check --help")
  add_custom_target(man_pages ALL DEPENDS ${gg_man_dir}/gg.1 ${gg_man_dir}/gg-check.1)
  install(FILES ${gg_man_dir}/gg.1 ${gg_man_dir}/gg-check.1
          DESTINATION ${CMAKE_INSTALL_MANDIR}/man1 COMPONENT programs)
endif()
install(FILES ${PROJECT_SOURCE_DIR}/packaging/bash-completion/gg
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions COMPONENT programs)
