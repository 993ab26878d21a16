#!/usr/bin/env bash
# Times the content lane as the deploy workflow runs it, from clones of this repository's last commit
# (docs/hosting.md, "How long, Publish to live"):
#   cold: nothing restored (an empty npm cache, no node_modules, no Gatsby cache);
#   warm: the caches a workflow run restores (npm's, node_modules for the lock file, Gatsby's .cache/
#         and public/ from the last build), unpacked in the time counted, then an editor's Publish
#         of a news post, and after it the Publish of an artwork.
# Each RUNS times (3 unless given; COLD_RUNS=1 times the cold lane once, which the warm runs need);
# prints every time and the medians. About half an hour: run it on a quiet machine.
#   bash scripts/ci/time-content-lane.sh [RUNS]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
runs="${1:-3}"
work="$(mktemp -d "${TMPDIR:-/tmp}/content-lane-timing-XXXX")"
results="$work/times.tsv"
echo "== timing the content lane in $work ($runs runs of each)"

# A clone of the last commit, as actions/checkout makes one.
clone() { git clone -q --no-hardlinks "$root" "$1" && git -C "$1" config user.email lane@example.com && git -C "$1" config user.name "Content lane"; }

now_ms() { echo $(($(date +%s%N) / 1000000)); }

# Runs the lane in $2 and records its seconds, plus $3 milliseconds already spent restoring caches.
lane() {
  local label="$1" dir="$2" restored="${3:-0}" started status=0
  started="$(now_ms)"
  (cd "$dir" && bash scripts/ci/content-lane.sh) >"$work/$label.log" 2>&1 || status=$?
  local seconds=$((($(now_ms) - started + restored + 500) / 1000))
  ((status == 0)) || {
    echo "$label failed: $work/$label.log" >&2
    tail -20 "$work/$label.log" >&2
    exit 1
  }
  printf '%s\t%s\n' "$label" "$seconds" | tee -a "$results"
}

# What the workflow restores, unpacked here in the time counted.
restore() {
  local dir="$1" started
  started="$(now_ms)"
  tar -xf "$work/node_modules.tar" -C "$dir"
  tar -xf "$work/gatsby-cache.tar" -C "$dir"
  echo $(($(now_ms) - started))
}
save_caches() {
  tar -cf "$work/node_modules.tar" -C "$1" node_modules
  tar -cf "$work/gatsby-cache.tar" -C "$1" .cache public
}

# An editor's two usual Publishes, as the web editor commits them.
publish_news_post() {
  local dir="$1" slug="a-comet-over-the-attic-$2"
  mkdir -p "$dir/data/news/$slug"
  cp "$(ls "$dir"/data/news/*/*.jpg | head -1)" "$dir/data/news/$slug/comet.jpg"
  cat >"$dir/data/news/$slug/post.md" <<EOF
---
slug: $slug
title: "A comet over the attic"
date: 2026-11-20
summary: "Readers have been sending in their drawings of the comet from Book One. Here are a few of our favourites, and how to send yours."
image: comet.jpg
alt: "A bright comet with a long tail above a row of rooftops at night."
---

Thank you for every drawing of the comet you have sent in. Keep them coming: ask a grown-up to send yours with the form on the Contact page.
EOF
  git -C "$dir" add data && git -C "$dir" commit -q -m "Create News post '$slug'"
}
publish_artwork() {
  local dir="$1" slug="comet-drawing-$2"
  node -e '
    const fs = require("fs"), [dir, slug] = process.argv.slice(1), file = `${dir}/data/artwork/artwork.json`
    const list = JSON.parse(fs.readFileSync(file, "utf8"))
    fs.copyFileSync(`${dir}/data/artwork/${list[0].image}`, `${dir}/data/artwork/${slug}.jpg`)
    list.push({ ...list[0], slug, title: "A Comet Drawing", image: `${slug}.jpg`, alt: "A comet drawn in crayon over a dark blue sky." })
    fs.writeFileSync(file, JSON.stringify(list, null, 2) + "\n")
  ' "$dir" "$slug"
  git -C "$dir" add data && git -C "$dir" commit -q -m "Upload artwork '$slug'"
}

# Always the same folder, as a workflow's checkout is: Gatsby's cache holds the paths it was built at.
site="$work/site"
for run in $(seq 1 "${COLD_RUNS:-$runs}"); do
  rm -rf "$site" && clone "$site"
  npm_config_cache="$work/npm-cache-$run" lane "cold-$run" "$site"
  rm -rf "$work/npm-cache-$run"
  ((run == 1)) && save_caches "$site" && cp "$work/gatsby-cache.tar" "$work/first-build.tar"
done

for run in $(seq 1 "$runs"); do
  rm -rf "$site" && clone "$site"
  publish_news_post "$site" "$run"
  lane "news-post-$run" "$site" "$(restore "$site")"
  save_caches "$site"
  rm -rf "$site" && clone "$site"
  publish_news_post "$site" "$run"
  publish_artwork "$site" "$run"
  lane "artwork-$run" "$site" "$(restore "$site")"
  # The next run starts again from the first build's cache.
  cp "$work/first-build.tar" "$work/gatsby-cache.tar"
done

echo "== medians (seconds)"
for kind in cold news-post artwork; do
  grep "^$kind-" "$results" | cut -f2 | sort -n | awk -v kind="$kind" '{ v[NR] = $1 } END { printf "%s\t%s\t(runs: ", kind, v[int((NR + 1) / 2)]; for (i = 1; i <= NR; i++) printf "%s%s", v[i], (i < NR ? ", " : ")\n") }'
done
echo "Logs: $work"
