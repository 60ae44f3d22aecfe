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

# Installs a Debian package when its command is missing (as root; otherwise says what to run).
need_debian_package() { # <command> <package> <what it is for>
  if command -v "$1" >/dev/null 2>&1; then return 0; fi
  if [ "$(id -u)" != "0" ]; then
    echo "bootstrap: $1 is missing; install it with: sudo apt-get install -y $2" >&2
    exit 1
  fi
  echo "bootstrap: installing Debian's $2 ($3)"
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$2" >/dev/null
}

# Browser tests drive Debian's Chromium at its own path (never a downloaded browser build, nor another on PATH).
need_debian_package /usr/bin/chromium chromium "the browser tests"
# The signed agreement's PDF test reads the PDF back as a person would see it.
need_debian_package pdftotext poppler-utils "pdftotext, for the PDF tests"
# The benchmarks serve the site over HTTPS and HTTP/2 as Hosting does, with a certificate made here.
need_debian_package openssl openssl "a local certificate for the benchmarks"

echo "bootstrap: installing workspace dependencies (pnpm $(pnpm --version))"
# Errors only: pnpm's warnings here (packages that ask for Node 22, peer ranges) are about other projects'
# packages, which this Node 20 machine runs as they are; nobody here can act on them.
pnpm install --frozen-lockfile --reporter=append-only --loglevel=error
