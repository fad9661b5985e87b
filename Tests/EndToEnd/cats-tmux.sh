#!/usr/bin/env bash
# End-to-end test of the real `cats` binary, driven in tmux as a person would:
# start it, wait for content, press keys, read the screen, quit, and check that the
# terminal came back (no alternate screen, cursor visible, the shell prompt again).
#
#   Tests/EndToEnd/cats-tmux.sh [path/to/cats]
set -euo pipefail

bin=${1:-$(swift build --show-bin-path)/cats}
[ -x "$bin" ] || { echo "e2e: no cats binary at $bin (swift build --product cats)" >&2; exit 1; }
command -v tmux >/dev/null || { echo "e2e: tmux is not installed" >&2; exit 1; }

socket=cats-e2e-$$
session=cats
passed=0
failed=0
t() { tmux -L "$socket" "$@"; }
cleanup() { t kill-server 2>/dev/null || true; }
trap cleanup EXIT

screen() { t capture-pane -p -t "$session"; }

# Waits up to 10 s for the screen to contain a text.
wait_for() {
  local text=$1
  for _ in $(seq 1 100); do
    if screen | grep -qF -- "$text"; then return 0; fi
    sleep 0.1
  done
  return 1
}

check() {
  local name=$1; shift
  if "$@"; then
    passed=$((passed + 1)); echo "ok - $name"
  else
    failed=$((failed + 1)); echo "not ok - $name"; echo "--- screen ---"; screen; echo "--------------"
  fi
}
contains() { screen | grep -qF -- "$1"; }
lacks() { ! screen | grep -qF -- "$1"; }

t new-session -d -s "$session" -x 100 -y 30 "env PS1='e2e\$ ' bash --norc --noprofile"
t send-keys -t "$session" "clear; echo before-cats" Enter
wait_for "before-cats"
t send-keys -t "$session" "$bin --latency 300ms" Enter

check "shows the loading spinner or content quickly" wait_for "Cats"
check "content arrives" wait_for "Abyssinian"
check "navigation bar" contains "Cats"
check "segmented control" contains "All   Favorites"
check "the count header" contains "68 breeds · 0 favorites"
check "grouped by origin with pinned headers" contains "Arabian Peninsula (1)"
check "the alternate screen is on while running" test "$(t display -p -t "$session" '#{alternate_on}')" = 1

t send-keys -t "$session" Down
sleep 0.2
t send-keys -t "$session" f
check "Down then f makes the second cat a favorite" wait_for "★ Australian Mist"
check "the help line says so" contains "★ Australian Mist is a favorite"
check "the count follows" contains "68 breeds · 1 favorite"
t send-keys -t "$session" Tab
check "Tab shows the Favorites segment" wait_for "1 favorite"
sleep 0.3
check "the favorites list holds only the favorite" lacks "Korat"
check "with its origin header" contains "Australia (1)"
t send-keys -t "$session" f
check "removing the last favorite shows the placeholder" wait_for "No Favorites"
t send-keys -t "$session" Tab
check "back to All" wait_for "Arabian Mau"
t send-keys -t "$session" End
check "End moves to the last cat" wait_for "York Chocolate"
t send-keys -t "$session" q
check "q quits back to the shell" wait_for "e2e\$"
check "the alternate screen is off again" test "$(t display -p -t "$session" '#{alternate_on}')" = 0
check "the cursor is visible again" test "$(t display -p -t "$session" '#{cursor_flag}')" = 1
check "the shell's screen is back" contains "before-cats"

echo "e2e: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
