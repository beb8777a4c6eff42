#!/usr/bin/env bash
# The checker stands alone (docs/certificates.md): every header its objects were compiled from
# is its own, the C++ standard library's, the C library's or one of the two system libraries
# it uses (zstd, OpenSSL), as the compiler's own dependency record says (ninja -t deps of the
# build directory given); it links no engine library; and it stays small enough to read in an
# afternoon.
#
#   independence_test.sh BUILD_DIR      the test
#   independence_test.sh --self-test    shows that an engine header in the record fails it
set -euo pipefail
checker="$(cd "$(dirname "$0")/.." && pwd)"

# Reads "file" lines (the headers of the checker's objects) on stdin; prints each one that is
# not allowed and exits 1 if there is any.
judge() {
  local status=0 file top=()
  while IFS= read -r file; do
    [ -n "$file" ] || continue
    case "$file" in
      "$checker"/tests/*) echo "FAIL: a checker object includes its test code: $file"; status=1 ;;
      "$checker"/*) ;;
      /usr/include/c++/* | /usr/lib/gcc/* | /usr/include/x86_64-linux-gnu/c++/*) ;;
      # clang's own headers (stddef.h, limits.h, ...) and its sanitizer ignore list
      /usr/lib/llvm-*/lib/clang/*/include/* | /usr/lib/llvm-*/lib/clang/*/share/*) ;;
      /usr/include/x86_64-linux-gnu/bits/* | /usr/include/x86_64-linux-gnu/sys/* | \
        /usr/include/x86_64-linux-gnu/gnu/* | /usr/include/x86_64-linux-gnu/asm/*) ;;
      /usr/include/asm-generic/* | /usr/include/linux/*) ;;
      /usr/include/openssl/* | /usr/include/x86_64-linux-gnu/openssl/*) ;;
      /usr/include/zstd.h | /usr/include/zstd_errors.h) ;;
      /usr/include/*/*) echo "FAIL: the checker includes $file (not its own, nor the C/C++ library, zstd or OpenSSL)"; status=1 ;;
      /usr/include/*) top+=("$file") ;;  # the C library's headers, confirmed below
      *) echo "FAIL: the checker includes $file, which is not its own"; status=1 ;;
    esac
  done
  # A header directly in /usr/include must come with the C library (or the kernel's headers).
  if [ ${#top[@]} -gt 0 ]; then
    while IFS= read -r line; do
      case "${line%%:*}" in
        libc6-dev | linux-libc-dev) ;;
        *) echo "FAIL: the checker includes ${line#*: } from ${line%%:*}"; status=1 ;;
      esac
    done < <(dpkg -S "${top[@]}" 2>/dev/null | sort -u)
  fi
  return $status
}

if [ "${1:-}" = "--self-test" ]; then
  if printf '%s\n' /usr/include/c++/12/vector "$checker/board.h" \
      "$(dirname "$checker")/src/core/bits.h" | judge >/dev/null; then
    echo "FAIL: an engine header in the checker's dependencies went unnoticed"
    exit 1
  fi
  printf '%s\n' /usr/include/c++/12/vector "$checker/board.h" /usr/include/stdio.h \
    /usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h | judge
  echo "self-test: an engine header fails the test, the C/C++ library and the checker pass"
  exit 0
fi

build="${1:?usage: independence_test.sh BUILD_DIR | --self-test}"
status=0
[ -f "$build/build.ninja" ] || { echo "FAIL: $build is no Ninja build directory"; exit 1; }
# Every object of the checker's library and program, with the headers it was compiled from.
record="$(ninja -C "$build" -t deps 2>/dev/null |
  awk '/^[^ ].*: #deps/ { keep = ($1 ~ /^checker\/CMakeFiles\/(gg_check_core|gg-check)\.dir\//) }
       keep && /^    / { sub(/^ +/, ""); print }')"
objects=$(ninja -C "$build" -t deps 2>/dev/null |
  grep -cE '^checker/CMakeFiles/(gg_check_core|gg-check)\.dir/.*: #deps' || true)
sources=$(ls "$checker"/*.cpp | wc -l)
if [ "$objects" -ne "$sources" ]; then
  echo "FAIL: the build records headers for $objects checker objects, not $sources (build it first)"
  status=1
fi
judge <<<"$(sort -u <<<"$record")" || status=1
echo "checker: $objects objects, $(sort -u <<<"$record" | wc -l) headers, all its own or the system's"

# The engine's libraries, as its build files declare them, so that a new one is covered too.
engine_libraries=$(grep -ho 'add_library(gg_[a-z_]*' "$(dirname "$checker")"/src/*/CMakeLists.txt |
  sed 's/^add_library(//' | sort -u)
[ -n "$engine_libraries" ] || { echo "FAIL: no engine library found in src/*/CMakeLists.txt"; status=1; }
for library in $engine_libraries; do
  if grep -nw "$library" "$checker/CMakeLists.txt"; then
    echo "FAIL: checker/CMakeLists.txt links the engine library $library"
    status=1
  fi
done

lines=$(cat "$checker"/*.h "$checker"/*.cpp | wc -l)
echo "checker: $lines lines of C++ (tests not counted)"
# The aim is a checker read in an afternoon: about 2,000 lines for the rules, the walk and
# parts, and about 2,800 with the claim, the drawing, EDCN and the family checks (2,824).
if [ "$lines" -ge 2850 ]; then
  echo "FAIL: the checker has grown past 2,850 lines"
  status=1
fi
exit $status
