#!/usr/bin/env bash
# Installs exactly the Debian packages graphgames builds, tests and runs with. Idempotent:
# when everything is present it only checks and returns. Needs root (or sudo) to install.
# --without-browser-test leaves out what only the browser test needs (chromium, Node.js and
# its npm package), for `make python`, which must work offline.
set -euo pipefail
browser_test=1
[ "${1:-}" = "--without-browser-test" ] && browser_test=0

packages=(
  g++ cmake ninja-build make pkg-config  # toolchain
  clang-format                           # the committed style is checked by `make test`
  clang libclang-rt-14-dev               # the sanitizer builds of `make test` (ASan+UBSan, TSan)
  libgtest-dev                           # unit, conformance and known-result tests
  libboost-graph-dev                     # maximum matchings: the geography theorems' test
  libbenchmark-dev                       # microbenchmarks (bench/)
  libcli11-dev                           # the gg command line
  nlohmann-json3-dev                     # --json output
  libnauty2-dev                          # automorphism groups and canonical forms
  nauty                                  # geng/gentreeg graph generators for census and tests
  libplanarity-dev                       # planarity test and plane embeddings (Boyer)
  libsqlite3-dev                         # the census results database
  libzstd-dev zstd                       # certificates are zstd streams (zstd: their tests)
  libssl-dev                             # SHA-256 digests that seal a certificate (libcrypto)
  graphviz                               # gg show --svg lays out graph positions (neato)
  libopenmpi-dev openmpi-bin             # gg census --mpi across ranks (mpirun)
  pybind11-dev python3-dev               # the Python module graphgames
  python3-venv                           # the install test's virtual environment (pip install .)
  python3-nbclient python3-ipykernel     # make test runs the notebook examples/tour.ipynb headless
  python3-pytest python3-networkx        # its test suite (networkx only for interop tests)
  libcpp-httplib-dev                     # gg serve: the web explorer's HTTP server
  help2man                               # gg.1 and gg-check.1, the manual pages, from --help
  libxml2-utils                          # xmllint: charts and pictures are checked as well-formed XML
  texlive-latex-base texlive-pictures    # pdflatex with TikZ: the --tikz pictures are compiled in a test
)

# The explorer's browser test (headless chromium).
[ "$browser_test" -eq 1 ] && packages+=(chromium)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

# Node.js runs the browser test; any Node 18 or later drives chromium (the distribution's
# package when none is installed).
if [ "$browser_test" -eq 1 ] && ! command -v node >/dev/null 2>&1; then
  missing+=(nodejs npm)
fi

# The browser test's one npm package, playwright-core, pinned by tests/web/package-lock.json
# (it drives the system chromium; it downloads no browser).
install_browser_driver() {
  [ "$browser_test" -eq 1 ] || return 0
  local web
  web="$(cd "$(dirname "$0")/.." && pwd)/tests/web"
  if [ ! -d "$web/node_modules/playwright-core" ]; then
    echo "install-deps: npm ci in tests/web (playwright-core)"
    (cd "$web" && npm ci --no-audit --no-fund --loglevel=error)
  fi
}

if [ ${#missing[@]} -eq 0 ]; then
  install_browser_driver
  exit 0
fi

echo "install-deps: installing ${missing[*]}"
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
  sudo_cmd=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
install_browser_driver
