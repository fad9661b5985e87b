#!/usr/bin/env bash
# End-to-end test of the real `twig` binary (Examples/Twig, its own package) in tmux, as a
# person would use it: open a generated repository of 2,000 commits, watch the log load,
# go to the oldest commit with End, open the newest with Enter and come back, read the
# help, quit, and point twig at what is not a repository. Every check is proven able to fail against another screen of the run
# (tmux-kit.sh's `check`).
#
#   Tests/EndToEnd/twig-tmux.sh [path/to/bin-directory]   (holding twig)
set -euo pipefail

bindir=${1:-$(swift build --package-path Examples/Twig --show-bin-path)}
bin=$bindir/twig
[ -x "$bin" ] || { echo "e2e: no twig binary at $bin (swift build --package-path Examples/Twig)" >&2; exit 1; }
command -v tmux >/dev/null || { echo "e2e: tmux is not installed" >&2; exit 1; }

socket=twig-e2e-$$
session=twig
# shellcheck source=tmux-kit.sh
. "$(dirname "$0")/tmux-kit.sh"
repository=$(mktemp -d)
trap 'kit_cleanup; rm -rf "$repository"' EXIT

git init -q -b main "$repository"
python3 "$(dirname "$0")/../../Examples/Twig/Scripts/make-history.py" --commits 2000 --seed 7 --tag-every 500 --merge-every 7 |
  git -C "$repository" fast-import --quiet --done
newest=$(git -C "$repository" log -1 --format=%h)
oldest=$(git -C "$repository" log --format=%h | tail -n 1)

t new-session -d -s "$session" -x 120 -y 30 "env PS1='e2e\$ ' bash --norc --noprofile"
command_line "clear; echo before-""twig"
wait_for "before-twig" || true
shot shell
command_line "clear; $bin $repository; echo EXIT=\$? after\"\"-log"
wait_for "2,000 commits" || true
shot log
t send-keys -t "$session" End
wait_for "$oldest" || true
shot oldest
t send-keys -t "$session" Home
wait_for "$newest" || true
t send-keys -t "$session" Enter
wait_for "diff --git" || true
shot commit
t send-keys -t "$session" ']'
t send-keys -t "$session" o
wait_for "lines folded" || true
shot fold
t send-keys -t "$session" Escape
wait_for "2,000 commits" || true
t send-keys -t "$session" r
wait_for "Stashes" || true
shot refs
t send-keys -t "$session" Escape
wait_for "2,000 commits" || true
t send-keys -t "$session" '?'
wait_for "Keys: Log" || true
shot help
t send-keys -t "$session" Escape
wait_until lacks "Keys: Log" || true
t send-keys -t "$session" q
wait_for "after-log" || true
shot quit
# Each command's end is told by a tag of its own, typed with quotes inside so the command
# line itself does not match it: waiting for "EXIT=" saw the typed line (once, on a busy machine).
command_line "clear; $bin /; echo EXIT=\$? after\"\"-notrepo"
wait_for "after-notrepo" || true
shot notrepo
command_line "clear; $bin open twig://commit/$oldest $repository; echo EXIT=\$? after\"\"-link"
wait_for "commit $oldest" || true
shot link
t send-keys -t "$session" q
wait_for "after-link" || true
command_line "clear; $bin open twig://commit/abcdef12 $repository; echo EXIT=\$? after\"\"-badlink"
wait_for "after-badlink" || true
shot badlink
command_line "clear; $bin $repository --snapshot --width 100 --height 12 | head -4; echo SNAP""SHOT-DONE"
wait_for "SNAPSHOT-DONE" || true
shot snapshot

check "the log counts every commit once read"          log shell     contains "2,000 commits"
check "the newest commit is on the first screen"       log oldest    contains "$newest"
check "with HEAD's ref"                                log shell     contains "HEAD -> main"
check "End moves to the oldest commit"                 oldest log    contains "$oldest"
check "Enter opens the commit"                         commit log    contains "commit $newest"
check "with its diff"                                  commit log    contains "diff --git a/"
check "and its author"                                 commit log    contains "Author:   "
check "beside the tree of the files it changed"        commit log    contains "▾ src/"
check "] and o fold the first file to its first line"  fold commit   contains "lines folded"
check "the graph column draws a merge"               log shell     contains "●─╮"
check "and the fork it joins"                          log shell     contains "●─╯"
check "r shows the branches"                           refs log      contains "Branches   Remotes   Tags   Stashes"
check "? lists the log's keys"                         help log      contains "Keys: Log"
check "q quits back to the shell"                      quit log      contains "EXIT=0"
check "the alternate screen is off again"              quit log      alternate_is 0
check "the cursor is visible again"                    quit log      cursor_is 1
check "a directory outside any repository is named"    notrepo quit  contains "twig: / is not in a git repository"
check "and exits 1"                                    notrepo quit  contains "EXIT=1"
check "twig open twig://commit/ID opens that commit"   link log      contains "commit $oldest"
check "a link to a missing commit is named"            badlink link  contains "there is no commit abcdef12 in this repository"
check "and exits 65"                                   badlink link  contains "EXIT=65"
check "--snapshot prints one frame and exits"          snapshot shell contains "Date             Author"

report
