#!/usr/bin/env bash
# Times the content lane as the deploy workflow's build job runs it, from clones of this repository's
# last commit with an editor's Publish of a news post on top (docs/hosting.md, "How long, Publish to
# live"): no node_modules and no Gatsby cache, ever (production restores neither), and
#   cold:   an empty npm cache (a new lock file);
#   warm:   npm's download cache restored, as the workflow restores it for an unchanged lock file
#           (unpacked in the time counted).
# RUNS warm runs (3 unless given) after one cold run, which fills the cache they restore; prints every
# time and the medians. About ten minutes: run it on a quiet machine.
#   bash scripts/ci/time-content-lane.sh [RUNS]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
runs="${1:-3}"
work="$(mktemp -d "${TMPDIR:-/tmp}/content-lane-timing-XXXX")"
results="$work/times.tsv"
echo "== timing the content lane in $work (1 cold run, $runs warm)"

now_ms() { echo $(($(date +%s%N) / 1000000)); }

# A clone of the last commit, as actions/checkout makes one, with an editor's Publish of a news post.
clone_with_publish() {
  local dir="$1" slug="a-comet-over-the-attic-$2"
  rm -rf "$dir"
  git clone -q --no-hardlinks "$root" "$dir"
  git -C "$dir" config user.email lane@example.com && git -C "$dir" config user.name "Content lane"
  mkdir -p "$dir/data/news/$slug"
  cp "$(ls "$dir"/data/news/*/*.jpg | head -1)" "$dir/data/news/$slug/comet.jpg"
  cat >"$dir/data/news/$slug/post.md" <<POST
---
slug: $slug
title: "A comet over the attic"
date: 2026-11-20
summary: "Readers have been sending in their drawings of the comet from Book One. Here are a few of our favourites, and how to send yours."
image: comet.jpg
alt: "A bright comet with a long tail above a row of rooftops at night."
---

Thank you for every drawing of the comet you have sent in. Keep them coming: ask a grown-up to send yours with the form on the Contact page.
POST
  git -C "$dir" add data && git -C "$dir" commit -q -m "Create News post '$slug'"
}

# Runs the lane in $2 with npm's cache at $3, and records its seconds plus $4 milliseconds spent restoring it.
lane() {
  local label="$1" dir="$2" cache="$3" restored="${4:-0}" started status=0
  started="$(now_ms)"
  (cd "$dir" && npm_config_cache="$cache" bash scripts/ci/content-lane.sh) >"$work/$label.log" 2>&1 || status=$?
  local seconds=$((($(now_ms) - started + restored + 500) / 1000))
  ((status == 0)) || {
    echo "$label failed: $work/$label.log" >&2
    tail -20 "$work/$label.log" >&2
    exit 1
  }
  printf '%s\t%s\n' "$label" "$seconds" | tee -a "$results"
}

# Always the same folder, as a workflow's checkout is.
site="$work/site"
clone_with_publish "$site" cold
lane cold "$site" "$work/npm-cache"
tar -cf "$work/npm-cache.tar" -C "$work" npm-cache
for run in $(seq 1 "$runs"); do
  clone_with_publish "$site" "$run"
  rm -rf "$work/npm-cache"
  started="$(now_ms)"
  tar -xf "$work/npm-cache.tar" -C "$work"
  lane "warm-$run" "$site" "$work/npm-cache" "$(($(now_ms) - started))"
done

echo "== medians (seconds)"
for kind in cold warm; do
  grep "^$kind" "$results" | cut -f2 | sort -n | awk -v kind="$kind" '{ v[NR] = $1 } END { printf "%s\t%s\t(runs: ", kind, v[int((NR + 1) / 2)]; for (i = 1; i <= NR; i++) printf "%s%s", v[i], (i < NR ? ", " : ")\n") }'
done
echo "Logs: $work"
