#!/usr/bin/env bash
# Installs exactly the Debian packages graphgames builds, tests and runs with. Idempotent:
# when everything is present it only checks and returns. Needs root (or sudo) to install.
set -euo pipefail

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
  graphviz                               # gg show --svg lays out graph positions (neato)
  libopenmpi-dev openmpi-bin             # gg census --mpi across ranks (mpirun)
  pybind11-dev python3-dev               # the Python module graphgames
  python3-pytest python3-networkx        # its test suite (networkx only for interop tests)
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
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
