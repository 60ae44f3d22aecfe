#!/bin/sh
# Sets up a fresh machine (Debian, Node 20 with npm, root) for this repository: pnpm, then the
# workspace's dependencies from the lockfile. Safe to run again; it skips what is already there.
set -eu
cd "$(dirname "$0")/.."

want_pnpm_major=12
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version | cut -d. -f1)" != "$want_pnpm_major" ]; then
  echo "bootstrap: installing pnpm@$want_pnpm_major with npm"
  npm install --global --no-fund --no-audit "pnpm@$want_pnpm_major" >/dev/null
fi

# Browser tests drive Debian's Chromium (never a downloaded browser build).
if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = "0" ]; then
    echo "bootstrap: installing Debian's chromium for the browser tests"
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "bootstrap: /usr/bin/chromium is missing; install it with: sudo apt-get install -y chromium" >&2
    exit 1
  fi
fi

# The signed agreement's PDF test reads the PDF back as a person would see it, with poppler's pdftotext.
if ! command -v pdftotext >/dev/null 2>&1; then
  if [ "$(id -u)" = "0" ]; then
    echo "bootstrap: installing Debian's poppler-utils (pdftotext) for the PDF tests"
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils >/dev/null
  else
    echo "bootstrap: pdftotext is missing; install it with: sudo apt-get install -y poppler-utils" >&2
    exit 1
  fi
fi

echo "bootstrap: installing workspace dependencies (pnpm $(pnpm --version))"
# Errors only: pnpm's warnings here (packages that ask for Node 22, peer ranges) are about other projects'
# packages, which this Node 20 machine runs as they are; nobody here can act on them.
pnpm install --frozen-lockfile --reporter=append-only --loglevel=error
