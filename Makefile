PREFIX ?= /usr/local
SWIFT ?= swift
STRIP ?= strip
BINDIR := $(PREFIX)/bin
SHAREDIR := $(PREFIX)/share
MANDIR := $(SHAREDIR)/man/man1
BASHDIR := $(SHAREDIR)/bash-completion/completions
ZSHDIR := $(SHAREDIR)/zsh/site-functions
FISHDIR := $(SHAREDIR)/fish/vendor_completions.d
# Where install notes the folders it had to create, so uninstall removes only those.
MANIFEST := $(SHAREDIR)/gather/created-folders

# The release binary links the Swift runtime and Foundation statically, so it needs
# only system libraries. FoundationNetworking links against libcurl: a machine without
# libcurl's development package has libcurl.so.4 but no libcurl.so for the linker, so
# that link is made inside .build instead of installing anything.
LINK_DIR := $(CURDIR)/.build/static-link
LDCONFIG := $(shell command -v ldconfig 2>/dev/null || echo /sbin/ldconfig)
STATIC_FLAGS := --static-swift-stdlib -Xlinker -L$(LINK_DIR)
# The dynamic build, kept for `make bench`'s static-against-dynamic rows.
DYNAMIC_SCRATCH := .build-dynamic
RELEASE_BIN = $$($(SWIFT) build -c release --show-bin-path)

.PHONY: build release release-dynamic test install uninstall clean demo bench link-dir

build:
	$(SWIFT) build

link-dir:
	@mkdir -p "$(LINK_DIR)"
	@if ! $(LDCONFIG) -p 2>/dev/null | grep -q 'libcurl\.so '; then \
		curl=$$($(LDCONFIG) -p 2>/dev/null | awk '$$1 == "libcurl.so.4" { print $$NF; exit }'); \
		if [ -n "$$curl" ]; then ln -sf "$$curl" "$(LINK_DIR)/libcurl.so"; fi; \
	fi

# Falls back to the dynamic build where static linking fails (e.g. a platform whose
# toolchain has no static Foundation), saying so in one line.
release: link-dir
	@$(SWIFT) build -c release --product gather $(STATIC_FLAGS) \
		|| { echo "make: static linking failed; building gather linked dynamically to the Swift runtime instead" >&2; \
		     $(SWIFT) build -c release --product gather; }

release-dynamic:
	$(SWIFT) build -c release --product gather --scratch-path $(DYNAMIC_SCRATCH)

test:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

install: release
	@bin="$(RELEASE_BIN)/gather"; set -e; \
	manifest="$(DESTDIR)$(MANIFEST)"; \
	created=""; \
	for dir in "$(DESTDIR)$(PREFIX)" "$(DESTDIR)$(SHAREDIR)" \
		"$(DESTDIR)$(BINDIR)" \
		"$(DESTDIR)$(SHAREDIR)/man" "$(DESTDIR)$(MANDIR)" \
		"$(DESTDIR)$(SHAREDIR)/bash-completion" "$(DESTDIR)$(BASHDIR)" \
		"$(DESTDIR)$(SHAREDIR)/zsh" "$(DESTDIR)$(ZSHDIR)" \
		"$(DESTDIR)$(SHAREDIR)/fish" "$(DESTDIR)$(FISHDIR)" \
		"$(DESTDIR)$(SHAREDIR)/gather"; do \
		if [ ! -d "$$dir" ]; then install -d "$$dir"; created="$$created$$dir\n"; fi; \
	done; \
	if [ -f "$$manifest" ]; then created="$$(cat "$$manifest")\n$$created"; fi; \
	printf '%b' "$$created" | sed '/^$$/d' | sort -u > "$$manifest"; \
	install -m 0755 "$$bin" "$(DESTDIR)$(BINDIR)/gather"; \
	$(STRIP) "$(DESTDIR)$(BINDIR)/gather"; \
	"$$bin" help --man > "$(DESTDIR)$(MANDIR)/gather.1"; \
	"$$bin" completion bash > "$(DESTDIR)$(BASHDIR)/gather"; \
	"$$bin" completion zsh > "$(DESTDIR)$(ZSHDIR)/_gather"; \
	"$$bin" completion fish > "$(DESTDIR)$(FISHDIR)/gather.fish"; \
	chmod 0644 "$(DESTDIR)$(MANDIR)/gather.1" "$(DESTDIR)$(BASHDIR)/gather" \
		"$(DESTDIR)$(ZSHDIR)/_gather" "$(DESTDIR)$(FISHDIR)/gather.fish"; \
	echo "Installed $(DESTDIR)$(BINDIR)/gather, its man page and bash, zsh and fish completions."

# Removes the files install put, then the folders install created if they are empty.
uninstall:
	@manifest="$(DESTDIR)$(MANIFEST)"; \
	rm -f "$(DESTDIR)$(BINDIR)/gather" "$(DESTDIR)$(MANDIR)/gather.1" "$(DESTDIR)$(BASHDIR)/gather" \
		"$(DESTDIR)$(ZSHDIR)/_gather" "$(DESTDIR)$(FISHDIR)/gather.fish"; \
	if [ -f "$$manifest" ]; then \
		folders="$$(sort -r "$$manifest")"; rm -f "$$manifest"; \
		printf '%s\n' "$$folders" | while IFS= read -r dir; do \
			[ -n "$$dir" ] && rmdir "$$dir" 2>/dev/null || true; \
		done; \
	fi; \
	echo "Removed gather from $(DESTDIR)$(PREFIX)."

demo: release
	@bash .ci/demo.sh "$(RELEASE_BIN)/gather"

bench: release release-dynamic
	$(SWIFT) build -c release $(STATIC_FLAGS)
	"$(RELEASE_BIN)/gather-bench" "$(RELEASE_BIN)" "$$($(SWIFT) build -c release --scratch-path $(DYNAMIC_SCRATCH) --show-bin-path)/gather"

clean:
	rm -rf .build $(DYNAMIC_SCRATCH)
