#!/usr/bin/env bash
# The engine benches of this tree and of an older commit, taken in turn in one run: machines of
# this kind differ 2–3× from one day to the next, so only figures of one run compare.
#
#   benches/against.sh REV [FILTER] [ROUNDS]
#
# REV is built once in a worktree of its own (with its own target folder); FILTER is a
# criterion filter (a part of the benches' names); each of ROUNDS (2) runs REV, then this tree.
set -euo pipefail
rev=${1:?usage: benches/against.sh REV [FILTER] [ROUNDS]}
filter=${2:-}
rounds=${3:-2}
short=$(git rev-parse --short "$rev")
base=${TMPDIR:-/tmp}/taberna-bench-$short
[ -d "$base" ] || git worktree add --detach "$base" "$rev" >/dev/null
build() { cargo bench --bench engines --no-run 2>&1 | sed -n 's/.*Executable .*(\(.*\))/\1/p'; }
# Cargo may name the executable relative to where it ran: the old one from its worktree.
absolute() { case $2 in /*) echo "$2" ;; *) echo "$1/$2" ;; esac; }
old=$(absolute "$base" "$(cd "$base" && CARGO_TARGET_DIR="$base/target" build)")
new=$(absolute "$PWD" "$(build)")
[ "$old" != "$new" ] || { echo "the two builds are one executable: $old" >&2; exit 1; }
figures() { "$1" --bench --noplot ${filter:+"$filter"} 2>&1 | grep -E '^[^ ].*/(engine|search)$|thrpt:' | grep -v -e '%' -e '^Benchmarking'; }
for round in $(seq "$rounds"); do
  echo "== round $round: $rev ($short)"
  figures "$old"
  echo "== round $round: this tree"
  figures "$new"
done
