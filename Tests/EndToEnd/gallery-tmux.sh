#!/usr/bin/env bash
# End-to-end test of the real `trellis-gallery` binary, driven in tmux as a person would:
# start it, visit every screen from the home menu, press each screen's main keys, read the
# screen, go back, quit, and check that the terminal came back (no alternate screen, cursor
# visible, the shell prompt again).
#
# As in cats-tmux.sh, every check is proven able to fail: besides the screen it is about,
# it runs once against another screen of the same run where its claim is false (the shell
# before the gallery started, the screen before the key was pressed, ...).
#
#   Tests/EndToEnd/gallery-tmux.sh [path/to/bin-directory]   (holding trellis-gallery)
set -euo pipefail

bindir=${1:-$(swift build --show-bin-path)}
bin=$bindir/trellis-gallery
[ -x "$bin" ] || { echo "e2e: no trellis-gallery binary at $bin (swift build --product trellis-gallery)" >&2; exit 1; }
command -v tmux >/dev/null || { echo "e2e: tmux is not installed" >&2; exit 1; }

socket=gallery-e2e-$$
session=gallery
# shellcheck source=tmux-kit.sh
. "$(dirname "$0")/tmux-kit.sh"
trap kit_cleanup EXIT

# Keys sent in one send-keys may arrive in one read, where Esc then another key reads as
# Alt+key, so Esc is always sent on its own, and the next key only once the screen shows
# the Esc was read.
back() {
  t send-keys -t "$session" Escape
  wait_for "One screen per building block" || true
}

# The row that shows $2 is below the row that shows $3.
below() {
  local a b
  a=$(grep -nF -- "$2" "$shots/$1.txt" | head -1 | cut -d: -f1)
  b=$(grep -nF -- "$3" "$shots/$1.txt" | head -1 | cut -d: -f1)
  [ -n "$a" ] && [ -n "$b" ] && [ "$a" -gt "$b" ]
}

t new-session -d -s "$session" -x 80 -y 30 "env PS1='e2e\$ ' bash --norc --noprofile"
command_line "clear; echo before-""gallery"
wait_for "before-gallery" || true
shot shell
command_line "clear; $bin; echo EXIT=\$?"
wait_for "Router and container" || true
shot home

# 1. Lists: AAPL's composed and segmented data sources.
t send-keys -t "$session" Enter
wait_for "Fruits · 4 rows" || true
shot lists
t send-keys -t "$session" e
wait_for "Unable to load Fruits" || true
shot lists_error
t send-keys -t "$session" c
wait_for "Apple" || true
t send-keys -t "$session" Right
wait_for "Basil" || true
shot herbs
back

# 2. Constraints: update, priority, remake, conflict.
t send-keys -t "$session" Down Enter
wait_for "A 10×3" || true
shot constraints
t send-keys -t "$session" +
wait_for "A 12×3" || true
shot grown
t send-keys -t "$session" p
wait_for "@high" || true
shot priority
t send-keys -t "$session" x
wait_for "Unable to satisfy" || true
shot conflict
t send-keys -t "$session" x r
wait_for "column ·" || true
shot column
back

# 3. The Nimbus table model: a row, then a row and a section in one batch.
t send-keys -t "$session" Down Enter
wait_for "Ada Lovelace" || true
shot table
t send-keys -t "$session" +
wait_for "New contact 1" || true
shot table_row
t send-keys -t "$session" '*'
wait_for "one batch" || true
shot table_batch
back

# 4. The reactor: + + then d (an effect) doubles.
t send-keys -t "$session" Down Enter
wait_for "State: count = 0" || true
shot reactor
t send-keys -t "$session" + + d
wait_for "State: count = 4" || true
shot reactor_counted
back

# 5. The router and the container: a good URL, a bad one, one with a name in it.
t send-keys -t "$session" Down Enter
wait_for "Container (3 registrations)" || true
shot router
t send-keys -t "$session" -l "gallery://counter/42"
t send-keys -t "$session" Enter
wait_for "CounterService #1 [app]" || true
shot router_ok
t send-keys -t "$session" C-u
t send-keys -t "$session" -l "nope://x"
wait_for "no routes for scheme" || true
shot router_bad
t send-keys -t "$session" C-u
t send-keys -t "$session" -l "gallery://user/hunter2q"
t send-keys -t "$session" Enter
wait_for "UserProfile #1 [session]" || true
shot router_user
back

# 6. Text fields: a name, a secret, the help of a screen that types text.
t send-keys -t "$session" Down Enter
wait_for "Bound values" || true
shot fields_empty
t send-keys -t "$session" -l "Ada"
# Tab moves focus (the app's focus engine) to the email field, ↓ to the secret.
t send-keys -t "$session" Tab
t send-keys -t "$session" -l "a@b.c"
t send-keys -t "$session" Down
t send-keys -t "$session" -l "hunter2"
wait_for "secret = 7 characters" || true
shot fields
t send-keys -t "$session" F1
wait_for "Keys: Text fields" || true
shot help
t send-keys -t "$session" Escape
wait_gone "Keys: Text fields" || true
back

# 7. The standard controls, one page after another below the form.
# The text area: typing moves the Ln/Col indicator, Ctrl-Z undoes the word.
t send-keys -t "$session" Down Down Enter
wait_for "Ln 1, Col 1" || true
shot textarea_empty
t send-keys -t "$session" -l "Hi "
wait_for "Ln 1, Col 4" || true
shot textarea
t send-keys -t "$session" C-z
wait_gone "Hi Notes" || true
shot textarea_undone
back
# The data table: a million rows sorted by the date (▲), ties in the source's order.
t send-keys -t "$session" Down Enter
wait_for "1,000,000 sightings" || true
shot datatable
t send-keys -t "$session" Right
t send-keys -t "$session" s
wait_for "▲" || true
shot datatable_sorted
back
# The tree: → opens a folder.
t send-keys -t "$session" Down Enter
wait_for "▸ Sources" || true
shot tree
t send-keys -t "$session" Down Right
wait_for "TrellisViews" || true
shot tree_open
back
# The containers: Ctrl-B collapses the split view's first pane.
t send-keys -t "$session" Down Enter
wait_for "Stored layout" || true
shot containers
t send-keys -t "$session" C-b
wait_for "collapsed" || true
shot containers_collapsed
back
# The controls: Space flips the switch; the select's popover filters as you type.
t send-keys -t "$session" Down Enter
wait_for "Dark theme" || true
shot controls
t send-keys -t "$session" Space
wait_for "Dark theme: off" || true
shot controls_switched
t send-keys -t "$session" Tab Tab Enter
wait_for "Solarized" || true
t send-keys -t "$session" -l "li"
wait_for "/ li" || true
t send-keys -t "$session" Enter
wait_for "Theme: light" || true
shot controls_selected
back
# The dialogs: Enter on "Sign out…" asks; Esc cancels and says so.
t send-keys -t "$session" Down Enter
wait_for "Sign out…" || true
shot dialogs
t send-keys -t "$session" Enter
wait_for "2 changes not sent yet: sign out anyway?" || true
shot alert
t send-keys -t "$session" Escape
wait_for "Answered: Cancel" || true
shot alert_cancelled
back
t send-keys -t "$session" q
wait_for "EXIT=0" || true
wait_until alternate_is 0 || true
wait_until cursor_is 1 || true
shot quit

# 7. The command line: an unknown screen, and one frame as text.
command_line "clear; $bin --screen nope; echo EXIT=\$?"
wait_for_exit || true
shot badscreen
command_line "clear; $bin --snapshot --screen table --width 70 --height 8; echo EXIT=\$?"
wait_for_exit || true
shot snapshot

check "the home menu lists the screens"               home shell      contains "Router and container"
check "with their original systems"                   home shell      contains "Nimbus table model"
check "the status line has the keys"                  home shell      contains "? help  q quit"
check "the alternate screen is on while running"      home quit       alternate_is 1
check "the cursor is hidden on the menu"              home router_ok  cursor_is 0
check "Enter opens Lists: both children's rows"       lists home      contains "Vegetables · 3 rows"
check "e shows Fruits' error placeholder"             lists_error lists contains "Unable to load Fruits"
check "while Vegetables keeps its rows"               lists_error home contains "Carrot"
check "→ shows the Herbs segment"                     herbs lists     contains "Basil"
check "the constraints screen shows its boxes"        constraints home contains "C 40×3"
check "+ updates A's width"                           grown constraints contains "A 12×3"
check "p gives B the higher priority, C gives way"   priority grown  contains "C 22×3"
check "x shows the conflict report"                   conflict priority contains "it conflicts with:"
check "naming the contradicting width"                conflict priority contains "[label: conflict]"
check "r remakes the boxes into a column"             column conflict below "B " "A 12×2"
check "the table shows its sections"                  table home      contains "Tim Berners-Lee"
check "+ adds a row as one batch"                     table_row table contains "+1 row in A"
check "* adds a row and a section in one batch"       table_batch table_row contains "one batch: +1 row, +1 section"
check "the reactor counts its actions"                reactor_counted reactor contains "State: count = 4"
check "and lists the actions it received"             reactor_counted reactor contains "   double"
check "a URL resolves to its route"                   router_ok router contains "start = 42 (int)"
check "and the container's service in its scope"      router_ok router contains "CounterService #1 [app]"
check "the cursor shows in the URL field"             router_ok home  cursor_is 1
check "a bad URL is the router's typed error"         router_bad router_ok contains "RouteError: no routes for scheme 'nope'"
check "q typed in the URL field is text"              router_user router_ok contains "gallery://user/hunter2q"
check "typing in a field updates the bound value"     fields fields_empty contains 'name   = "Ada"'
check "Tab moves focus to the next field"             fields fields_empty contains 'email  = "a@b.c"'
check "the secret is bound by its length"             fields fields_empty contains "secret = 7 characters (not shown)"
check "and never shows in plain text"                 fields router_user lacks "hunter2"
check "F1 in a field shows the keys that work there"  help fields     contains "Keys: Text fields"
check "the text area's indicator follows typing"      textarea textarea_empty contains "Ln 1, Col 4"
check "and Ctrl-Z undoes the word"                    textarea_undone textarea contains "Ln 1, Col 1"
check "the data table shows a million rows"           datatable home  contains "1,000,000 sightings"
check "s sorts by the focused column"                 datatable_sorted datatable contains "▲"
check "with the earliest day first, ties in order"     datatable_sorted datatable contains "3361 2016-01-01 Nice"
check "→ opens a folder of the tree"                  tree_open tree  contains "TrellisViews"
check "Ctrl-B collapses the split view's first pane"  containers_collapsed containers contains "collapsed"
check "Space flips the switch"                        controls_switched controls contains "Dark theme: off"
check "the select's typed filter picks Light"         controls_selected controls contains "Theme: light"
check "the confirm alert asks"                        alert dialogs   contains "2 changes not sent yet: sign out anyway?"
check "and Esc cancels it"                            alert_cancelled alert contains "Answered: Cancel"
check "q quits back to the shell"                     quit home       contains "EXIT=0"
check "the alternate screen is off again"             quit home       alternate_is 0
check "the cursor is visible again"                   quit home       cursor_is 1
check "an unknown --screen names it"                  badscreen quit  contains "no screen named 'nope'"
check "and exits 64"                                  badscreen quit  contains "EXIT=64"
check "--snapshot prints one frame and exits"         snapshot home   contains "Ada Lovelace"

report
