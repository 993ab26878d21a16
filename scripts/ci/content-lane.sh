#!/usr/bin/env bash
# The content lane from a clean clone, as the deploy workflow runs it (docs/hosting.md, "Two lanes"):
# Chromium from Debian's packages, only what building needs (npm ci --omit=dev), then
# scripts/ci/build-site.sh. On GitHub the workflow restores npm's cache, node_modules and Gatsby's
# .cache/ and public/ before it; here whatever the folder already holds stands in for them.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/node-runtime.sh
started=$SECONDS
bash scripts/system-packages.sh chromium-headless-shell
# As the workflow: node_modules restored for this lock file, or only what building needs installed.
if [[ ! -d node_modules/gatsby ]]; then
  echo "== only what building needs (npm ci --omit=dev)"
  npm ci --omit=dev --no-audit --no-fund --strict-allow-scripts
fi
bash scripts/ci/build-site.sh
echo "The content lane: deploy/ ready in $((SECONDS - started)) s"
