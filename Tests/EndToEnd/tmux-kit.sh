# What the end-to-end scripts share (sourced by cats-tmux.sh and gallery-tmux.sh): a tmux
# server of their own, waiting for text, shots of the screen, predicates over them, and
# `check`, which proves every claim able to fail.
#
# The sourcing script sets `socket` and `session` first, and reads `passed` and `failed`
# at the end (`report`). Shots live in `$shots`, removed with the tmux server on exit
# (`kit_cleanup`, which the script's own cleanup calls).
#
# Nothing the script starts outlives it, whatever ends it (issue 38). The tmux server runs
# in the foreground (`tmux -D`) as the script's child, and `kit_child` starts a child (a
# cats-server) the same way: with setpriv's parent-death signal, so the kernel SIGKILLs them
# when the script dies, even of a SIGKILL; the panes' programs then get the hang-up of their
# closed terminal. On a normal exit or INT/TERM/HUP, kit_cleanup ends the server itself.

shots=$(mktemp -d)
passed=0
failed=0
t() { tmux -L "$socket" "$@"; }

# kit_child COMMAND...: runs COMMAND in place of the calling (background) shell, so
# `kit_child cmd & pid=$!` gives the command's pid, the command dying with this script.
kit_child() {
  if command -v setpriv >/dev/null; then exec setpriv --pdeathsig KILL "$@"; else exec "$@"; fi
}

kit_child tmux -L "$socket" -D </dev/null >/dev/null 2>&1 &
kit_server_pid=$!
# The server is up once its socket is: new-session then talks to it (not to a new daemon).
kit_socket_path="${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$socket"
for _ in $(seq 1 100); do [ -S "$kit_socket_path" ] && break; sleep 0.05; done
[ -S "$kit_socket_path" ] || { echo "e2e: tmux -L $socket -D did not start its server" >&2; exit 1; }

kit_cleanup() {
  t kill-server 2>/dev/null || true
  kill "$kit_server_pid" 2>/dev/null || true
  wait "$kit_server_pid" 2>/dev/null || true
  rm -rf "$shots"
}
# An EXIT trap does not run when bash dies of a signal: turn them into exits.
trap 'exit 130' INT
trap 'exit 143' TERM
trap 'exit 129' HUP

# command_line TEXT: types a shell command and Enter on a screen reset first (tmux's
# send-keys -R), so a wait after it never reads the last command's output ("EXIT=0") before
# the new command's `clear` has run. A wait for what the command prints must not match the
# typed line itself (`echo DONE""-MARK` prints DONE-MARK; the line shows DONE""-MARK).
command_line() {
  t send-keys -R -t "$session"
  t send-keys -t "$session" "$1" Enter
}

# A screen as text, and with its colours and attributes.
screen() { t capture-pane -p -t "$session"; }
styled() { t capture-pane -p -e -t "$session"; }

# Keys sent in one send-keys may arrive in one read, where Esc then another key reads as
# Alt+key (how terminals send it), so Esc is always sent on its own.

# wait_until PREDICATE ARGS...: the one wait of the end-to-end scripts. Takes the screen as
# the shot `now` every 0.1 s until PREDICATE (any predicate below, as `check` calls it:
# `contains now TEXT`, `lacks now TEXT`, ...) holds on it, up to $wait_seconds (15). On time
# out it says what it waited for, prints the screen and returns 1; the scripts go on
# (`|| true`), so the checks after it say which claim failed.
wait_seconds=15
wait_until() {
  local predicate=$1 deadline=$((SECONDS + wait_seconds))
  shift
  while :; do
    shot now
    if "$predicate" now "$@"; then return 0; fi
    if [ "$SECONDS" -ge "$deadline" ]; then
      echo "e2e: waited ${wait_seconds} s for: $predicate $*"
      echo "--- screen ---"; cat "$shots/now.txt"; echo "--------------"
      return 1
    fi
    sleep 0.1
  done
}

# Waits for the screen to contain a text / to no longer contain it.
wait_for() { wait_until contains "$1"; }
wait_gone() { wait_until lacks "$1"; }

# Waits until the app has exited with some status: "EXIT=" and a number. ("EXIT=" alone
# matches the typed command line, `echo EXIT=$?`, before the app has even run.)
exited() { grep -qE -- 'EXIT=[0-9]+' "$shots/$1.txt"; }
wait_for_exit() { wait_until exited; }

# Saves what is on the screen now under a name: its text, its styled text, and tmux's
# flags for the alternate screen and the cursor, and the cursor's place.
shot() {
  local name=$1
  screen >"$shots/$name.txt"
  styled >"$shots/$name.styled"
  t display -p -t "$session" '#{alternate_on}' >"$shots/$name.alternate"
  t display -p -t "$session" '#{cursor_flag}' >"$shots/$name.cursor"
  t display -p -t "$session" '#{cursor_x},#{cursor_y}' >"$shots/$name.position"
}

# Predicates over a saved shot: `pred SHOT ARGS...`.
contains() { grep -qF -- "$2" "$shots/$1.txt"; }
lacks() { ! grep -qF -- "$2" "$shots/$1.txt"; }
alternate_is() { [ "$(cat "$shots/$1.alternate")" = "$2" ]; }
cursor_is() { [ "$(cat "$shots/$1.cursor")" = "$2" ]; }

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

# The tally; fails the script when a check failed.
report() {
  echo "e2e: $passed passed, $failed failed"
  [ "$failed" -eq 0 ]
}
