#!/usr/bin/env bash
# The content lane as the deploy workflow's build job runs it (docs/hosting.md, "Two lanes"):
# Chromium from Debian's packages, only what building needs (npm ci --omit=dev, with npm's download
# cache at most), the audit of the lock files, then scripts/ci/build-site.sh. On a folder that has
# node_modules already (a developer's), the install is left as it is: npm ci would replace it.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/node-runtime.sh
started=$SECONDS
bash scripts/system-packages.sh chromium-headless-shell
if [[ ! -d node_modules/gatsby ]]; then
  echo "== only what building needs (npm ci --omit=dev)"
  # The lock file names no download addresses (npm's omit-lockfile-registry-resolved), so npm looks each
  # package up: from its cache where it can. Each package's bytes are still checked against the lock file.
  npm ci --omit=dev --no-audit --no-fund --strict-allow-scripts --prefer-offline
fi
echo "== the audit of the lock files (npm run audit)"
npm run --silent audit
bash scripts/ci/build-site.sh
echo "The content lane: deploy/ ready in $((SECONDS - started)) s"
