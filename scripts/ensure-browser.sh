#!/usr/bin/env bash
# Makes sure the e2e tests have a Chromium. On Debian the distribution's
# package is used (Playwright's own download is not reachable everywhere);
# elsewhere Playwright installs its own build.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if command -v apt-get >/dev/null 2>&1; then
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  echo "ensure-browser: installing Debian chromium"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
else
  echo "ensure-browser: installing Playwright's chromium"
  npx playwright install --with-deps chromium
fi
