# The two commands of the README: `make demo` and `make test`. Both install what is missing
# (scripts/install-deps.sh) and build first.
JOBS ?= $(shell nproc)
RELEASE := build/release
ASAN := build/asan

.PHONY: all deps configure build build-asan demo test test-release test-asan format format-check bench clean

all: build

deps:
	@./scripts/install-deps.sh

configure: deps
	@cmake -S . -B $(RELEASE) -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null

build: configure
	@cmake --build $(RELEASE) -j $(JOBS)

build-asan: deps
	@cmake -S . -B $(ASAN) -G Ninja -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-g -O1" -DCMAKE_C_FLAGS_DEBUG="-g -O1" -DGG_SANITIZE=ON -DGG_BUILD_BENCHMARKS=OFF >/dev/null
	@cmake --build $(ASAN) -j $(JOBS)

# The main job: solve the papers' boards and print a table of results (builds only gg).
demo: configure
	@cmake --build $(RELEASE) -j $(JOBS) --target gg
	@$(RELEASE)/bin/gg demo

# The whole suite: style check, Release tests, then the same tests under ASan+UBSan.
test: format-check test-release test-asan

test-release: build
	@cd $(RELEASE) && ctest --output-on-failure -j $(JOBS)

test-asan: build-asan
	@cd $(ASAN) && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 ctest --output-on-failure -j $(JOBS) -LE slow

format: deps
	@git ls-files --cached --others --exclude-standard '*.cpp' '*.h' '*.c' | xargs clang-format -i

format-check: deps
	@git ls-files --cached --others --exclude-standard '*.cpp' '*.h' '*.c' | xargs clang-format --dry-run --Werror && echo "clang-format: clean"

bench: build
	@$(RELEASE)/bin/gg bench

clean:
	rm -rf build
