#!/usr/bin/env bash
# Every test (docs/testing.md says what each phase checks and costs):
#   1. the system packages the tests need;
#   2. the production build, with the linter then the unit tests, and the bad-content builds (which
#      need no build), beside it;
#   3. two lanes side by side: the built site's browser tests (site, quality gate), the development
#      server, Firefox, the hosts' runtimes and the type check; and what builds in the build copy
#      (the site tests on a copy with an author's changes, the build tests), then WebKitGTK. Each lane
#      keeps a core busy; their lengths are balanced.
#   4. the timing test, alone on the machine.
# `npm test` runs this; .ci/run calls `npm test`. TEST_LANE=built-site or TEST_LANE=copies runs the
# production build and one lane with its share of the rest (lint and unit with the built site; the
# bad-content builds and timing with the copies, whose lane is the shorter alone): the deploy
# workflow's two runners, one lane each.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
rm -rf test-results/*.json test-results/*.log test-results/phases.txt
mkdir -p test-results
# Jest workers where test files can run side by side: one a core.
workers="$(nproc)"
lane="${TEST_LANE:-both}"
case "$lane" in both | built-site | copies) ;; *)
  echo "TEST_LANE is \"$lane\": set it to built-site or copies, or leave it out for both lanes" >&2
  exit 2
  ;;
esac
# Whether this run has a lane's share of the work.
runs_lane() { [[ "$lane" == both || "$lane" == "$1" ]]; }

# How busy the machine's cores were between two readings of /proc/stat's "cpu" line, in percent
# (with the share the hypervisor took, if any): a phase that left the cores idle could have run
# beside another; one that kept them busy costs the run its length.
cores_busy() {
  awk -v before="$1" -v after="$2" 'BEGIN {
    split(before, b); split(after, a)
    for (i = 2; i <= 9; i++) { d[i] = a[i] - b[i]; total += d[i] }
    if (total <= 0) exit
    printf "cores %.0f %% busy", (d[2] + d[3] + d[4] + d[7] + d[8]) * 100 / total
    if (d[9] * 100 / total >= 1) printf ", %.0f %% taken by the host", d[9] * 100 / total
  }'
}

# Runs a phase, says how long it took and how busy the cores were, and keeps both for the summary
# (test-results/phases.txt). Returns the phase's status: the functions below check every status
# themselves, because Bash ignores `set -e` inside a function called with `||`.
phase() {
  local name="$1" status=0 cpu_before="" cpu_after=""
  shift
  echo "== $name"
  local started=$SECONDS
  [[ -r /proc/stat ]] && read -r cpu_before </proc/stat
  "$@" || status=$?
  [[ -r /proc/stat ]] && read -r cpu_after </proc/stat
  local outcome="$((SECONDS - started)) s" busy=""
  # Nothing to say of a phase too short for the kernel's counters to move.
  [[ -n "$cpu_before" ]] && busy="$(cores_busy "$cpu_before" "$cpu_after")"
  [[ -n "$busy" ]] && outcome+=", $busy"
  ((status == 0)) || outcome+=", FAILED (exit $status)"
  echo "-- $name: $outcome"
  echo "$outcome  $name" >>test-results/phases.txt
  return "$status"
}

# A Jest project; its results go to test-results/<results>.json.
jest_project() {
  local project="$1" results="$2"
  shift 2
  npx jest --selectProjects "$project" --json --outputFile="test-results/$results.json" "$@"
}

# Runs a command at a lower priority than the rest of the run (and its children with it).
yielding() {
  renice -n 10 -p "$BASHPID" >/dev/null
  "$@"
}

# The production build in the foreground; the linter then the unit tests, and the bad-content
# builds, beside it, shown once done. They yield to the build, which the lanes wait for: they take
# the CPU it leaves idle.
build_lint_and_bad_content() {
  local lint="" bad_content=""
  if runs_lane built-site; then
    (
      renice -n 10 -p "$BASHPID" >/dev/null
      status=0
      phase "lint (ESLint, the import graph, Prettier, the GitHub workflows)" npm run --silent lint >test-results/lint.log 2>&1 || status=1
      phase "unit tests" jest_project unit unit --maxWorkers="$workers" >test-results/unit.log 2>&1 || status=1
      exit "$status"
    ) &
    lint=$!
  fi
  if runs_lane copies; then
    (yielding phase "bad content stops a build (fresh copies, no earlier build needed)" jest_project bad-content bad-content >test-results/bad-content.log 2>&1) &
    bad_content=$!
  fi
  local status=0
  phase "production build (in the build copy, then copied into the project: scripts/test-build.ts)" npx tsx scripts/test-build.ts || status=$?
  if [[ -n "$lint" ]]; then
    wait "$lint" || status=1
    cat test-results/lint.log test-results/unit.log
  fi
  if [[ -n "$bad_content" ]]; then
    wait "$bad_content" || status=1
    cat test-results/bad-content.log
  fi
  return "$status"
}

# The site tests again, and the author's jobs, on a copy with an author's changes (scripts/changed-content.ts).
changed_content_site() {
  local copy status=0
  copy="$(npx tsx scripts/changed-content.ts)" || return
  # One Jest run, so that its workers are never idle while the other lane's wait.
  SITE_PROJECT_ROOT="$copy" npx jest --selectProjects changed-content site --json --outputFile=test-results/changed-content.json --maxWorkers="$workers" || status=$?
  if [[ -d "$copy/test-results/screenshots" ]]; then
    mkdir -p test-results/screenshots/changed-content
    cp -r "$copy/test-results/screenshots/." test-results/screenshots/changed-content/
  fi
  return "$status"
}

# Each lane runs all its phases, so that one failure does not hide another, and fails if one did.
built_site_lane() {
  local status=0
  # One Jest run for both, so that a worker done with one project's files takes the other's.
  phase "the built site and the quality gate (HTML; Chromium on a local static server: behaviour, accessibility, privacy, runtime health)" \
    npx jest --selectProjects site quality --json --outputFile=test-results/site.json --maxWorkers="$workers" || status=1
  # The development server's test starts from a copy of its own, not the build copy the other
  # lane's build tests take turns with; the engines and the hosts read only the project's public/.
  # Here, so that the lanes end together (docs/testing.md): the other lane's builds keep one core
  # busy, this lane's browsers two.
  phase "the development server (a build test, on a fresh copy of its own)" jest_project build develop --runInBand --testPathPatterns develop.test || status=1
  phase "Firefox ESR: a smoke pass of every route" jest_project engines firefox --runInBand --testPathPatterns firefox || status=1
  phase "the hosts' own runtimes: Cloudflare Pages (wrangler) and Netlify (its CLI), offline" jest_project hosts hosts --runInBand --forceExit || status=1
  phase "type check (TypeScript 7)" npm run --silent typecheck || status=1
  return "$status"
}

copies_lane() {
  local status=0
  phase "the built site again, and the author's jobs, on a copy with an author's changes (scripts/changed-content.ts)" changed_content_site || status=1
  # In band: the build tests take turns with the build copy.
  phase "build tests (builds of copies of the project)" jest_project build build --runInBand --testPathIgnorePatterns develop.test || status=1
  # Here, not in the other lane, so that the lanes end together: the engines read only the project's public/.
  phase "WebKitGTK (Safari's engine): a smoke pass of every route" jest_project engines webkit --runInBand --testPathPatterns webkit || status=1
  return "$status"
}

# Runs this run's lanes side by side, each line of their output marked with its lane; fails if one does.
two_lanes() {
  local built_site="" copies="" status=0
  if runs_lane built-site; then
    (built_site_lane 2>&1 | sed -u 's/^/[built site] /') &
    built_site=$!
  fi
  if runs_lane copies; then
    (copies_lane 2>&1 | sed -u 's/^/[copies] /') &
    copies=$!
  fi
  if [[ -n "$built_site" ]]; then wait "$built_site" || status=1; fi
  if [[ -n "$copies" ]]; then wait "$copies" || status=1; fi
  return "$status"
}

phase "system packages (Chromium, Firefox ESR, WebKitGTK, Xvfb, Java, poppler)" bash scripts/system-packages.sh
phase "the production build, the linter and the bad-content builds" build_lint_and_bad_content
status=0
phase "two lanes: the built site's browser tests, and the copies' builds and tests" two_lanes || status=1
if runs_lane copies; then
  phase "timing: taps from the first paint, alone on the machine" jest_project timing timing --runInBand || status=1
fi

echo "== time by phase"
sed 's/^/  /' test-results/phases.txt
SUITE_SECONDS=$SECONDS TEST_LANE="$lane" node -e '
  const fs = require("fs")
  // The results of each lane; a run of one lane has only those of its own.
  const lanes = { "built-site": ["unit", "develop", "site", "hosts", "firefox"], copies: ["bad-content", "build", "changed-content", "webkit", "timing"] }
  const lane = process.env.TEST_LANE
  const names = (lane === "both" ? [...lanes["built-site"], ...lanes.copies] : lanes[lane]).filter(name => {
    if (fs.existsSync(`test-results/${name}.json`)) return true
    console.log(`test-results/${name}.json is missing: its phase did not run to the end`)
  })
  const results = names.map(name => require(`./test-results/${name}.json`))
  const files = results.flatMap((result, index) =>
    result.testResults.map(file => ({ seconds: (file.endTime - file.startTime) / 1000, file: `${names[index]}: ${require("path").relative(process.cwd(), file.name)}` })),
  )
  console.log("== the slowest test files")
  for (const { seconds, file } of files.sort((a, b) => b.seconds - a.seconds).slice(0, 8)) console.log(`  ${seconds.toFixed(0)} s  ${file}`)
  const failed = results.flatMap((result, index) =>
    result.testResults.flatMap(file => file.assertionResults.filter(test => test.status === "failed").map(test => `${names[index]}: ${require("path").relative(process.cwd(), file.name)}: ${test.fullName}`)),
  )
  // A test file that cannot even load has no test results of its own: named here, counted below.
  const unloaded = results.flatMap((result, index) =>
    result.testResults.filter(file => file.status === "failed" && file.assertionResults.length === 0).map(file => `${names[index]}: ${require("path").relative(process.cwd(), file.name)}: could not run (${file.message.replace(/\u001b\[[0-9;]*m/g, "").split("\n").map(line => line.trim()).find(line => /Error/.test(line)) ?? "see its log"})`),
  )
  if (failed.length + unloaded.length > 0) console.log(`== failed\n${[...failed, ...unloaded].map(line => `  ${line}`).join("\n")}`)
  const sum = key => results.reduce((total, result) => total + result[key], 0)
  console.log(`${sum("numPassedTests")} passed, ${sum("numFailedTests")} failed${unloaded.length ? `, ${unloaded.length} test files could not run` : ""}`)
  // What this run measured, for docs/testing.md (scripts/suite-figures.ts writes it there).
  const run = { seconds: Number(process.env.SUITE_SECONDS), passed: sum("numPassedTests"), failed: sum("numFailedTests") + unloaded.length, cores: require("os").availableParallelism(), commit: (() => { try { return require("child_process").execSync("git rev-parse HEAD", { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim() } catch { return "not in git" } })(), day: new Date().toISOString().slice(0, 10) }
  fs.writeFileSync("test-results/suite.json", `${JSON.stringify(run, null, 2)}\n`)
'
exit "$status"
