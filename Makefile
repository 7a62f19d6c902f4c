# labcolor — build, test, run, bench, lint, format, install.
#
#   make test              debug build + every test
#   make run ARGS="set --l 50 --a 20"
#   make bench             release build, benchmark report
#   make install PREFIX=/usr/local

SWIFT ?= swift
PREFIX ?= /usr/local
ARGS ?= --help
# Warnings are errors in CI (CI=true), advisory elsewhere.
ifeq ($(CI),true)
STRICT := -Xswiftc -warnings-as-errors
endif
SOURCES := Package.swift Sources Tests

.PHONY: all build test test-tsan run bench lint format install clean

all: build

build:
	$(SWIFT) build $(STRICT)

test:
	$(SWIFT) build --build-tests $(STRICT)
	$(SWIFT) test --skip-build

# The concurrency tests under ThreadSanitizer (its own build folder).
test-tsan:
	$(SWIFT) test --sanitize=thread --scratch-path .build-tsan $(STRICT) \
	  --filter 'ConcurrencyTests|StressTests'

run:
	$(SWIFT) run labcolor $(ARGS)

bench:
	$(SWIFT) build -c release
	"$$($(SWIFT) build -c release --show-bin-path)/labcolor-bench"

lint:
	$(SWIFT) format lint --strict --recursive --parallel $(SOURCES)

format:
	$(SWIFT) format format --in-place --recursive --parallel $(SOURCES)

install:
	$(SWIFT) build -c release --product labcolor
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/labcolor" $(DESTDIR)$(PREFIX)/bin/labcolor

clean:
	rm -rf .build .build-tsan
