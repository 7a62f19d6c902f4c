# labcolor — build, test, run, bench, lint, format, install, man, docs.
#
#   make test              debug build + every test
#   make run ARGS="set --l 50 --a 20"
#   make bench             release build, benchmark report
#   make install PREFIX=/usr/local [DESTDIR=…]
#                          the self-contained binary, the man page, the completions
#   make man               writes labcolor.1

SWIFT ?= swift
PREFIX ?= /usr/local
ARGS ?= --help
# Warnings are errors in CI (CI=true), advisory elsewhere.
ifeq ($(CI),true)
STRICT := -Xswiftc -warnings-as-errors
endif
SOURCES := Package.swift Sources Tests

# The installed binary: release and linked statically, the Swift standard library, the C++
# library and the C library included, so it runs on a machine without the toolchain and
# loads no shared library at all: a dynamically linked binary spent more than half its
# start-up in the loader, relocating the C++ library's symbols (`labcolor set` 2.6 ms, now
# 1.8 ms). Position-independent (`-static-pie`, which needs the toolchain's lld), so the
# kernel still loads it at a random address, with its relocations packed. Without debug
# information (16 MB where it was 22), its symbols kept for backtraces. No run path to its
# own folder. Its own build folder, so the two builds don't undo each other. Its code reaches
# the metadata of a concrete generic type (an array of keys, a dictionary of names) through
# an accessor the compiler writes, not through the type's mangled name: a name is decoded by
# the run time's demangler, with a search of every protocol conformance in the binary for
# each requirement, the first time the type is used. That was a fifth of the instructions
# `labcolor set` runs. The start-up benchmark builds its hello world with the same options
# (`StartupBenchmarks.installedBinaryFlags`): change the two together.
STATIC_BUILD := -c release --static-swift-stdlib --disable-local-rpath --scratch-path .build-static \
  -Xswiftc -static-executable -Xswiftc -use-ld=lld -Xswiftc -Xclang-linker -Xswiftc -static-pie \
  -Xlinker -z -Xlinker pack-relative-relocs -Xlinker --strip-debug \
  -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
STATIC_FLAGS := $(STATIC_BUILD) --product labcolor
STATIC_BIN = $$($(SWIFT) build $(STATIC_FLAGS) --show-bin-path)/labcolor

BINDIR = $(DESTDIR)$(PREFIX)/bin
MANDIR = $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

.PHONY: all build static test test-tsan run bench lint format install check-install man docs clean

all: build

build:
	$(SWIFT) build $(STRICT)

static:
	$(SWIFT) build $(STATIC_FLAGS) $(STRICT)

test:
	$(SWIFT) build --build-tests $(STRICT)
	$(SWIFT) test --skip-build

# Every test of the observation library under ThreadSanitizer (its own
# build folder): the stress tests of ConcurrencyTests race registration,
# removal, sets and relationship following on purpose, and every other suite
# runs the same code paths, in parallel with each other, so a data race
# anywhere in KeyValueObserving shows. All but MemoryReturnTests, which
# measures resident memory: the sanitizer's allocator (shadow memory, freed
# blocks held back) changes exactly what it measures; `make test` runs it.
test-tsan:
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan $(STRICT)
	$(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan \
	  --filter KeyValueObservingTests --skip MemoryReturnTests

run:
	$(SWIFT) run labcolor $(ARGS)

# The start-up case also runs labcolor-startup-floor, built the same way as the installed
# binary.
bench: static
	$(SWIFT) build $(STATIC_BUILD) --product labcolor-startup-floor $(STRICT)
	$(SWIFT) build -c release
	"$$($(SWIFT) build -c release --show-bin-path)/labcolor-bench" --static-labcolor "$(STATIC_BIN)"

lint:
	$(SWIFT) format lint --strict --recursive --parallel $(SOURCES)

format:
	$(SWIFT) format format --in-place --recursive --parallel $(SOURCES)

# The manual page and the completion scripts are generated in the build folder and installed
# with mode 644 as the binary is with 755, whatever the umask: written into place by the
# shell, they took the umask's mode (600 under 077), and only their owner could read them.
# The folders are quoted: a DESTDIR or PREFIX may hold a space.
GENERATED := .build-static/generated

install: static
	install -d "$(BINDIR)" "$(MANDIR)" "$(BASHDIR)" "$(ZSHDIR)" "$(FISHDIR)" $(GENERATED)
	install -m 755 "$(STATIC_BIN)" "$(BINDIR)/labcolor"
	"$(STATIC_BIN)" --generate-manual > $(GENERATED)/labcolor.1
	"$(STATIC_BIN)" --generate-completion-script bash > $(GENERATED)/labcolor.bash
	"$(STATIC_BIN)" --generate-completion-script zsh > $(GENERATED)/_labcolor
	"$(STATIC_BIN)" --generate-completion-script fish > $(GENERATED)/labcolor.fish
	install -m 644 $(GENERATED)/labcolor.1 "$(MANDIR)/labcolor.1"
	install -m 644 $(GENERATED)/labcolor.bash "$(BASHDIR)/labcolor"
	install -m 644 $(GENERATED)/_labcolor "$(ZSHDIR)/_labcolor"
	install -m 644 $(GENERATED)/labcolor.fish "$(FISHDIR)/labcolor.fish"

# Installs into a scratch folder and checks the result runs without the toolchain. Under a
# umask of 077, so that a file whose mode follows the umask rather than install(1) shows, and
# into a folder whose name has a space, as a checkout's or a staging folder's may.
check-install:
	rm -rf .build-install
	umask 077 && $(MAKE) install DESTDIR="$(CURDIR)/.build-install/staging area" PREFIX=/usr/local
	.ci/check-install "$(CURDIR)/.build-install/staging area/usr/local"

man: static
	"$(STATIC_BIN)" --generate-manual > labcolor.1

# The DocC sites of the two libraries, with the toolchain's own swift-symbolgraph-extract and
# docc (no package plugin); warnings are errors, so a broken symbol link fails. Open
# .build/docs/<module>.doccarchive with `docc preview`, or host it as a static site.
DOC_MODULES := KeyValueObserving LabColor
docs:
	$(SWIFT) build $(STRICT)
	@set -e; bin="$$($(SWIFT) build --show-bin-path)"; \
	triple="$$($(SWIFT) -print-target-info | sed -n 's/.*"triple": "\(.*\)".*/\1/p' | head -1)"; \
	for module in $(DOC_MODULES); do \
	  rm -rf .build/symbol-graphs/$$module .build/docs/$$module.doccarchive; \
	  mkdir -p .build/symbol-graphs/$$module .build/docs; \
	  swift-symbolgraph-extract -module-name $$module -I "$$bin/Modules" -target "$$triple" \
	    -minimum-access-level public -output-dir .build/symbol-graphs/$$module; \
	  docc convert Sources/$$module/$$module.docc \
	    --additional-symbol-graph-dir .build/symbol-graphs/$$module \
	    --output-path .build/docs/$$module.doccarchive --fallback-display-name $$module \
	    --fallback-bundle-identifier labcolor.$$module --transform-for-static-hosting \
	    --warnings-as-errors; \
	  echo "docs: .build/docs/$$module.doccarchive"; \
	done

clean:
	rm -rf .build .build-tsan .build-static .build-install labcolor.1
