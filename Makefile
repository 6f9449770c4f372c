PREFIX ?= /usr/local
SWIFT ?= swift
BINDIR := $(PREFIX)/bin

.PHONY: build release test install clean demo bench

build:
	$(SWIFT) build

release:
	$(SWIFT) build -c release --product gather

test:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

install: release
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 0755 "$$($(SWIFT) build -c release --show-bin-path)/gather" "$(DESTDIR)$(BINDIR)/gather"

demo: release
	@bash .ci/demo.sh "$$($(SWIFT) build -c release --show-bin-path)/gather"

bench:
	$(SWIFT) build -c release
	"$$($(SWIFT) build -c release --show-bin-path)/gather-bench" "$$($(SWIFT) build -c release --show-bin-path)"

clean:
	rm -rf .build
