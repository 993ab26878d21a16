#!/usr/bin/env bash
# Every test, in the order that fails fastest: the linter and the formatter, unit tests, a fresh production build, the
# type check (it needs the types the build writes), the build tests, the built site, the built site
# again on a copy of the project with an author's changes, then the quality gate on the built site,
# and the smoke pass in the other engines.
# `npm test` runs this; .ci/run calls `npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
mkdir -p test-results

# A Jest project; its results go to test-results/<name>.json, the project's name unless a second one is given.
jest_project() {
  npx jest --selectProjects "$1" --runInBand --json --outputFile="test-results/${2:-$1}.json"
}

echo "== lint (ESLint) and format (Prettier)"
npm run --silent lint

echo "== unit tests"
jest_project unit

echo "== production build"
npx gatsby build

echo "== type check"
npx tsc --noEmit

echo "== build tests (temporary copies of the project)"
jest_project build

echo "== the built site (HTML, and Chromium on a local static server)"
jest_project site

echo "== the built site again, on a copy with an author's changes (new artwork and video, a picture of another size: scripts/changed-content.ts)"
# The site tests read what they expect from data/: on this copy, a test that pins today's sample
# content fails. Its screenshots are kept in test-results/screenshots/changed-content/.
changed_copy="$(mktemp -d)"
remove_changed_copy() {
  if [[ -d "$changed_copy/test-results/screenshots" ]]; then
    mkdir -p test-results/screenshots/changed-content
    cp -r "$changed_copy/test-results/screenshots/." test-results/screenshots/changed-content/
  fi
  rm -rf "$changed_copy"
}
trap remove_changed_copy EXIT
npx tsx scripts/changed-content.ts "$changed_copy"
SITE_PROJECT_ROOT="$changed_copy" jest_project site site-on-changed-content
remove_changed_copy
trap - EXIT

echo "== the quality gate (accessibility, HTML validity, links, privacy, no JavaScript, runtime health)"
jest_project quality

echo "== every engine: a smoke pass in Firefox ESR and WebKitGTK (Safari's engine)"
jest_project engines

node -e '
  const results = ["unit", "build", "site", "site-on-changed-content", "quality", "engines"].map(name => require(`./test-results/${name}.json`))
  const sum = key => results.reduce((total, result) => total + result[key], 0)
  console.log(`${sum("numPassedTests")} passed, ${sum("numFailedTests")} failed`)
'
