#!/usr/bin/env bash
# End-to-end test of the real `cats` binary, driven in tmux as a person would:
# start it, wait for content, press keys, read the screen, quit, and check that the
# terminal came back (no alternate screen, cursor visible, the shell prompt again).
#
# Every check is proven able to fail: besides the screen it is about, it runs once
# against another screen of the same run where its claim is false (the shell before
# cats started, the All list where the Favorites list is expected, ...). A check that
# also holds there could not tell the behaviour from its absence, and fails the run.
#
#   Tests/EndToEnd/cats-tmux.sh [path/to/cats]
set -euo pipefail

bin=${1:-$(swift build --show-bin-path)/cats}
[ -x "$bin" ] || { echo "e2e: no cats binary at $bin (swift build --product cats)" >&2; exit 1; }
command -v tmux >/dev/null || { echo "e2e: tmux is not installed" >&2; exit 1; }

socket=cats-e2e-$$
session=cats
shots=$(mktemp -d)
passed=0
failed=0
t() { tmux -L "$socket" "$@"; }
cleanup() { t kill-server 2>/dev/null || true; rm -rf "$shots"; }
trap cleanup EXIT

# A screen as text, and with its colours and attributes (for the selected segment).
screen() { t capture-pane -p -t "$session"; }
styled() { t capture-pane -p -e -t "$session"; }

# Waits up to 10 s for the screen to contain a text; says nothing, checks come after.
wait_for() {
  for _ in $(seq 1 100); do
    if screen | grep -qF -- "$1"; then return 0; fi
    sleep 0.1
  done
  return 1
}

# Saves what is on the screen now under a name: its text, its styled text, and tmux's
# flags for the alternate screen and the cursor.
shot() {
  local name=$1
  screen >"$shots/$name.txt"
  styled >"$shots/$name.styled"
  t display -p -t "$session" '#{alternate_on}' >"$shots/$name.alternate"
  t display -p -t "$session" '#{cursor_flag}' >"$shots/$name.cursor"
}

# Predicates over a saved shot: `pred SHOT ARGS...`.
contains() { grep -qF -- "$2" "$shots/$1.txt"; }
lacks() { ! grep -qF -- "$2" "$shots/$1.txt"; }
styled_contains() { grep -qF -- "$2" "$shots/$1.styled"; }
alternate_is() { [ "$(cat "$shots/$1.alternate")" = "$2" ]; }
cursor_is() { [ "$(cat "$shots/$1.cursor")" = "$2" ]; }
# The first origin header on the list ("Name (count)" alone on its line).
first_header_is() {
  [ "$(grep -E '^[A-Z][A-Za-z .]+ \([0-9]+\) *$' "$shots/$1.txt" | head -1 | sed 's/ *$//')" = "$2" ]
}

# check NAME SHOT COUNTER-SHOT PREDICATE ARGS...
# Passes when PREDICATE holds on SHOT and does not hold on COUNTER-SHOT.
check() {
  local name=$1 shot=$2 counter=$3; shift 3
  local predicate=$1; shift
  if ! "$predicate" "$shot" "$@"; then
    failed=$((failed + 1)); echo "not ok - $name"
    echo "--- screen ($shot) ---"; cat "$shots/$shot.txt"; echo "----------------------"
  elif "$predicate" "$counter" "$@"; then
    failed=$((failed + 1)); echo "not ok - $name (self-check: it also holds on '$counter', where it must not)"
    echo "--- screen ($counter) ---"; cat "$shots/$counter.txt"; echo "-------------------------"
  else
    passed=$((passed + 1)); echo "ok - $name"
  fi
}

t new-session -d -s "$session" -x 100 -y 30 "env PS1='e2e\$ ' bash --norc --noprofile"
t send-keys -t "$session" "clear; echo before-cats" Enter
wait_for "before-cats" || true
shot shell
t send-keys -t "$session" "$bin --latency 300ms" Enter

wait_for "Abyssinian" || true
shot all
t send-keys -t "$session" Down
sleep 0.2
t send-keys -t "$session" f
wait_for "★ Australian Mist" || true
shot favorite
t send-keys -t "$session" Tab
for _ in $(seq 1 50); do styled | grep -qF $'\e[7mFavorites' && break; sleep 0.1; done
sleep 0.3
shot favorites
t send-keys -t "$session" f
wait_for "No Favorites" || true
shot empty
t send-keys -t "$session" Tab
sleep 0.3
wait_for "Arabian Mau" || true
shot back
t send-keys -t "$session" End
wait_for "York Chocolate" || true
shot end
t send-keys -t "$session" q
wait_for "e2e\$" || true
sleep 0.2
shot quit

check "content arrives"                              all shell      contains "Abyssinian"
check "navigation bar"                               all shell      contains "Cats"
check "segmented control"                            all shell      contains "All   Favorites"
check "the All segment is selected first"            all favorites  styled_contains $'\e[7mAll'
check "the count header"                             all favorite   contains "68 breeds · 0 favorites"
check "grouped by origin with pinned headers"        all favorites  first_header_is "Arabian Peninsula (1)"
check "the alternate screen is on while running"     all quit       alternate_is 1
check "the cursor is hidden while running"           all quit       cursor_is 0
check "Down then f makes the second cat a favorite"  favorite all   contains "★ Australian Mist"
check "the help line says so"                        favorite all   contains "★ Australian Mist is a favorite"
check "the count follows"                            favorite all   contains "68 breeds · 1 favorite"
check "Tab selects the Favorites segment"            favorites favorite styled_contains $'\e[7mFavorites'
check "the favorites list lacks the other cats"      favorites favorite lacks "Arabian Mau"
check "it starts at the favorite's origin"           favorites favorite first_header_is "Australia (1)"
check "it shows the favorite"                        favorites shell contains "★ Australian Mist"
check "removing the last favorite shows the placeholder" empty favorites contains "No Favorites"
check "the placeholder says what to do"              empty favorites contains "Press f on a cat"
check "back to All"                                  back empty     contains "Arabian Mau"
check "the count went back to zero"                  back favorite  contains "68 breeds · 0 favorites"
check "the favorite is gone from All too"            back favorite  lacks "★"
check "End moves to the last cat"                    end all        contains "York Chocolate"
check "q quits back to the shell"                    quit all       contains "e2e\$"
check "the alternate screen is off again"            quit all       alternate_is 0
check "the cursor is visible again"                  quit all       cursor_is 1
check "the shell's screen is back"                   quit all       contains "before-cats"

echo "e2e: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
