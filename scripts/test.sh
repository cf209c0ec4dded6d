#!/usr/bin/env bash
# Runs every check in the order CI does: lint, typecheck, one production
# build, unit tests, then end-to-end tests against that build.
# SKIP_BUILD=1 reuses an existing ./build (for local reruns).
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step says how long the run has taken so far: the budget is 15 minutes on 2 cores.
start=$SECONDS
step() { printf '\n==> [%d s] %s\n' "$((SECONDS - start))" "$*"; }

step "lint"
npm run lint
# The API reference pages are generated once, for the typecheck and the build:
# --ignore-scripts skips the pre-scripts that would generate them again.
step "API reference pages"
npm run gen-api-docs
step "typecheck"
npm run typecheck --ignore-scripts
if [ "${SKIP_BUILD:-0}" != "1" ]; then
  step "build"
  # build/ is left as `npm run build` makes it: a test-only page would reach
  # its sitemap, llms.txt and search index. The new-page check builds its
  # fixture into a throwaway site instead (tests/build-faults).
  npm run build --ignore-scripts
fi
step "unit tests"
npm run test:unit
step "MCP server (stdio, HTTP and the packed tarball, against the build)"
npm run test:mcp
step "build faults (bad input must fail the build with the file and the reason)"
npm run test:faults
step "browser"
bash scripts/ensure-browser.sh
step "end-to-end tests"
npm run test:e2e
printf '\n==> every check passed in %d s\n' "$((SECONDS - start))"
