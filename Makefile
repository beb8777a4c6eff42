# The two commands of the README: `make demo` and `make test`. Both install what is missing
# (scripts/install-deps.sh) and build first. `make python` installs the Python package.
JOBS ?= $(shell nproc)
# The interpreter the Python module is built for and installed into (make python PYTHON=...).
PYTHON ?= $(shell command -v python3)
RELEASE := build/release
ASAN := build/asan
TSAN := build/tsan
# Warnings are errors under CI (CI=true), so a warning never lands.
WERROR ?= $(if $(CI),ON,OFF)
SANITIZER_FLAGS := -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-g -O1" -DCMAKE_C_FLAGS_DEBUG="-g -O1" -DGG_BUILD_BENCHMARKS=OFF -DGG_WERROR=$(WERROR)
# The threaded parts under ThreadSanitizer: the census (threads, MPI off), the lock-free
# shared endgame table, and the split proof's threads (gtest suite Prove).
TSAN_TESTS := SharedTable|SharedEndgames|census_end_to_end|^Prove\.

# The edit loop's suite (make check) leaves out the slow-labelled tests and the long
# integration suites (edge cases, certificates, MPI, browser, install, notebook): about
# 2-3 minutes after a build on a 2-core machine, against make test's full gate.
CHECK_SKIP := ^(edges|certificates|certificates_parts|mpi|web_browser|install|notebook)$$

.PHONY: all deps configure build python build-asan build-tsan demo check test test-release test-asan test-tsan format format-check bench clean

all: build

deps:
	@./scripts/install-deps.sh $(DEPS_FLAGS)

configure: deps
	@cmake -S . -B $(RELEASE) -G Ninja -DCMAKE_BUILD_TYPE=Release -DGG_WERROR=$(WERROR) \
	  -DGG_BUILD_PYTHON=ON -DPython_EXECUTABLE=$(PYTHON) >/dev/null

build: configure
	@cmake --build $(RELEASE) -j $(JOBS)

# The Python package graphgames, into the site-packages of $(PYTHON) (no package index needed;
# nothing the browser test needs is installed).
python: DEPS_FLAGS := --without-browser-test
python: configure
	@cmake --build $(RELEASE) -j $(JOBS) --target _graphgames
	@cmake --install $(RELEASE) --component python-site \
	  --prefix "$$($(PYTHON) -c 'import sysconfig; print(sysconfig.get_path("platlib"))')"
	@$(PYTHON) -c 'import graphgames; print("graphgames installed for", __import__("sys").executable)'

# ASan + UBSan, built with Clang (the Release build is GCC's: both compilers stay clean).
build-asan: deps
	@CC=clang CXX=clang++ cmake -S . -B $(ASAN) -G Ninja $(SANITIZER_FLAGS) -DGG_SANITIZE=address >/dev/null
	@cmake --build $(ASAN) -j $(JOBS)

build-tsan: deps
	@CC=clang CXX=clang++ cmake -S . -B $(TSAN) -G Ninja $(SANITIZER_FLAGS) -DGG_SANITIZE=thread >/dev/null
	@cmake --build $(TSAN) -j $(JOBS) --target gg gg_tests

# The main job: solve the papers' boards and print a table of results (builds only gg).
demo: configure
	@cmake --build $(RELEASE) -j $(JOBS) --target gg
	@$(RELEASE)/bin/gg demo

# The fast edit loop: style check and the Release suite without the slow and long tests,
# built with warnings as errors as under CI (a warning that only the link-time optimiser
# reports fails CI's build, not a build without them).
check: WERROR := ON
check: format-check build
	@cd $(RELEASE) && ctest -j $(JOBS) -LE slow -E '$(CHECK_SKIP)' --output-on-failure

# The whole suite: style check, Release tests (GCC), the same tests under ASan+UBSan (Clang),
# and the threaded parts under TSan (Clang).
test: format-check test-release test-asan test-tsan

test-release: build
	@cd $(RELEASE) && ctest --output-on-failure -j $(JOBS)

test-asan: build-asan
	@cd $(ASAN) && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 ctest --output-on-failure -j $(JOBS) -LE slow

test-tsan: build-tsan
	@cd $(TSAN) && TSAN_OPTIONS=halt_on_error=1 ctest --output-on-failure -j $(JOBS) -R '$(TSAN_TESTS)'

format: deps
	@git ls-files --cached --others --exclude-standard '*.cpp' '*.h' '*.c' | xargs clang-format -i

format-check: deps
	@git ls-files --cached --others --exclude-standard '*.cpp' '*.h' '*.c' | xargs clang-format --dry-run --Werror && echo "clang-format: clean"

bench: build
	@$(RELEASE)/bin/gg bench

clean:
	rm -rf build
