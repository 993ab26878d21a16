#!/usr/bin/env bash
# The programs the tests need beyond Node.js, from Debian's packages: installed when missing (as
# root, or through sudo without a password), or else a stop, before any test has run, with the exact
# command to run. `npm test` (scripts/test.sh) calls it first; .ci/run through `npm test`. Given
# programs' names, it sees to those alone (the content lane's smoke pass needs only
# chromium-headless-shell: scripts/ci/content-lane.sh).
set -euo pipefail

wanted=" $* "
missing=()
# Each program the tests start, and the packages that bring it.
needs() {
  local program="$1"
  shift
  [[ "$wanted" == "  " || "$wanted" == *" $program "* ]] || return 0
  command -v "$program" >/dev/null 2>&1 || missing+=("$@")
}
needs chromium-headless-shell chromium-headless-shell fonts-dejavu-core # the browser tests and the quality gate
needs chromium chromium                     # the full browser: the favicon test, and the bench
needs firefox-esr firefox-esr               # the smoke pass in Firefox ESR
needs WebKitWebDriver webkit2gtk-driver     # the smoke pass in WebKitGTK (Safari's engine)
needs Xvfb xvfb                             # a virtual display for WebKitGTK's MiniBrowser
needs pdfinfo poppler-utils                 # pdfinfo, pdftotext and pdfimages open the printable PDFs
needs java default-jre-headless             # the Nu HTML Checker (vnu.jar)
needs zip zip                               # the deploy jobs' test zips an artifact as upload-artifact does
needs unzip unzip                           # and the deploy jobs unpack it, as on GitHub's runner

((${#missing[@]})) || exit 0

install="apt-get install -y ${missing[*]}"
if [[ $EUID -eq 0 ]]; then
  run_as_root=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  run_as_root=(sudo)
else
  echo "The tests need programs this machine lacks. Install them, then run npm test again:" >&2
  echo "  sudo apt-get update && sudo $install" >&2
  exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "The tests need Debian's packages ${missing[*]}, and this machine has no apt-get: install their equivalents." >&2
  exit 1
fi

echo "== installing from Debian's packages: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${run_as_root[@]}" apt-get update -qq
"${run_as_root[@]}" $install -qq >/dev/null
