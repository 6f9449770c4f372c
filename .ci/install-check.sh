#!/usr/bin/env bash
# `make install` into a throw-away prefix: the binary needs nothing from the Swift
# toolchain's folder, the man page and completions are in place, and `make uninstall`
# leaves the prefix empty.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")

make --no-print-directory install PREFIX="$prefix"
for file in bin/gather share/man/man1/gather.1 share/bash-completion/completions/gather \
    share/zsh/site-functions/_gather share/fish/vendor_completions.d/gather.fish; do
  [[ -s "$prefix/$file" ]] || { echo "install-check: $file was not installed" >&2; exit 1; }
done
if ldd "$prefix/bin/gather" | grep -E -e "$toolchain/" -e 'not found' -e 'libswift|libFoundation|libdispatch'; then
  echo "install-check: the installed gather loads libraries from the toolchain ($toolchain)" >&2
  exit 1
fi
"$prefix/bin/gather" --version >/dev/null

make --no-print-directory uninstall PREFIX="$prefix"
if [[ -n "$(ls -A "$prefix")" ]]; then
  echo "install-check: uninstall left files behind:" >&2
  find "$prefix" -mindepth 1 >&2
  exit 1
fi
echo "install-check: installed binary is self-contained; uninstall left the prefix empty."
