#!/usr/bin/env bash
# Regenerates the benchmark results, every paper table layout and the standard plots:
#
#   scripts/regen-tables.sh [--quick] [--manifest FILE] [--out DIR] [--algorithms LIST]
#                           [--tables LIST] [--families LIST]
#                           [--timeout SECONDS] [--memory MB] [--jobs N] [--rerun]
#
#   --quick        each family's smallest ("quick") parameters, 20 s per run, 2 runs at a time,
#                  JVMs tuned for start-up; into bench-results/quick (a few minutes on 2 cores)
#   --manifest     the manifest (default: benchmarks/manifest.yaml)
#   --out          where results.jsonl, tables/ and plots/ go (default: bench-results, or
#                  bench-results/quick with --quick)
#   --algorithms   run these algorithms/variants (default: every registered one where a table
#                  shows it; with --quick, dfs too)
#   --tables       run only the families with rows in these layouts (e.g. rvf-t1,rvf-t2), at
#                  those rows' parameters (with --quick: at the families' quick parameters)
#   --families     run only these families (ids, e.g. V01,V12)
#   --timeout, --memory, --jobs   per-run limits and parallel runs (default: 60 s, 4096 MB, 1;
#                  with --quick: 20 s, 2048 MB, 2)
#   --rerun        run again what the results file already has (by default it resumes)
#
# Builds jsmc first when needed (as scripts/jsmc does). Writes <out>/results.jsonl, every table
# layout as Markdown, CSV and LaTeX with the comparison against the papers and the closed forms
# (<out>/tables/, mismatches listed in <out>/tables/mismatches.md), and the plots as PNG and SVG
# (<out>/plots/). See README.md, "Benchmarks", for the expected durations. With JSMC_JAR set,
# that jar runs everything and nothing is built (e.g. a copy of cli/target/jsmc.jar and its lib/,
# so that a rebuild during a long run does not change what runs).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

quick=0
manifest="$root/benchmarks/manifest.yaml"
out=""
algorithms=""
tables=""
families=""
timeout=""
memory=""
jobs=""
rerun=()
need() { [ $# -ge 2 ] || { echo "regen-tables.sh: $1 needs a value" >&2; exit 2; }; }
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) quick=1 ;;
    --rerun) rerun=(--rerun) ;;
    --manifest|--out|--algorithms|--tables|--families|--timeout|--memory|--jobs)
      need "$@"
      case "$1" in
        --manifest) manifest="$2" ;; --out) out="$2" ;; --algorithms) algorithms="$2" ;;
        --tables) tables="$2" ;; --families) families="$2" ;;
        --timeout) timeout="$2" ;; --memory) memory="$2" ;; --jobs) jobs="$2" ;;
      esac
      shift ;;
    --manifest=*) manifest="${1#*=}" ;;
    --out=*) out="${1#*=}" ;;
    --algorithms=*) algorithms="${1#*=}" ;;
    --tables=*) tables="${1#*=}" ;;
    --families=*) families="${1#*=}" ;;
    --timeout=*) timeout="${1#*=}" ;;
    --memory=*) memory="${1#*=}" ;;
    --jobs=*) jobs="${1#*=}" ;;
    -h|--help) sed -n '2,27p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "regen-tables.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
  shift
done

extra=()
if [ "$quick" = 1 ]; then
  out="${out:-$root/bench-results/quick}"
  timeout="${timeout:-20}"; memory="${memory:-2048}"; jobs="${jobs:-2}"
  extra=(--quick --jvm-option=-XX:TieredStopAtLevel=1)
else
  out="${out:-$root/bench-results}"
  timeout="${timeout:-60}"; memory="${memory:-4096}"; jobs="${jobs:-1}"
fi
if [ -n "$algorithms" ]; then
  extra+=(--algorithms "$algorithms")
fi
if [ -n "$tables" ]; then
  extra+=(--tables "$tables")
fi
if [ -n "$families" ]; then
  extra+=(--families "$families")
fi

if [ -n "${JSMC_JAR:-}" ]; then
  jar="$JSMC_JAR"
else
  "$root/scripts/jsmc" --version >/dev/null   # builds the jar when missing or out of date
  jar="$root/cli/target/jsmc.jar"
fi
jsmc() { java -jar "$jar" "$@"; }
files=(--manifest "$manifest" --results "$out/results.jsonl")
start=$SECONDS

echo "== jsmc bench run (timeout ${timeout} s, ${memory} MB, ${jobs} at a time)" >&2
jsmc bench run "${files[@]}" --timeout "$timeout" --memory "$memory" --jobs "$jobs" \
  "${extra[@]}" "${rerun[@]}"
echo "== jsmc bench table --all --compare" >&2
jsmc bench table --all --compare "${files[@]}" --out "$out/tables"
echo "== jsmc bench plot --standard" >&2
jsmc bench plot --standard "${files[@]}" --out "$out/plots" | sed 's/^/  /'
echo "regen-tables.sh: done in $((SECONDS - start)) s; results $out/results.jsonl," \
  "tables $out/tables, plots $out/plots" >&2
