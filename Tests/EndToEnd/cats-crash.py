#!/usr/bin/env python3
"""Crash durability of the Cats app and its server: SIGKILL at random moments during writes.

    Tests/EndToEnd/cats-crash.py [BIN_DIR] [--seed N] [--cats-rounds 20] [--server-rounds 20]
                                 [--only cats:7] [--out DIR]

BIN_DIR holds `cats` and `cats-server` (default: `swift build --show-bin-path`). Every round
is planned from the seed (printed first; `--seed` and `--only` replay a run or one round).
A failing round leaves its database files, screens and a summary in OUT/<kind>-round-NN/
(OUT: ./crash-durability-failures), and the run exits 1 naming every change that was lost.

cats rounds. cats-server runs on its own SQLite file with --latency (so the app's writes
overlap its requests); cats runs in tmux on a fresh database, synced with it. The harness
makes favorite changes with the keys a person uses (in All: Home, Down…, f; in Favorites:
Shift-↑/↓ to reorder, x to remove, u to undo) and SIGKILLs cats at a random moment after
one of them: 0-400 ms after the key, or as soon as the screen shows the change. Then:
  1. PRAGMA integrity_check of the app's database is "ok";
  2. restarted on that database without a server (`cats open cats://favorites --snapshot`),
     the favorites are the ones the screen reported saved;
  3. restarted with the server and left to sync, the server's favorites (GET /favorites,
     signed as the app signs) and the app's screen both are those favorites.

What "reported saved" means on the Cats screen. The app has no separate saved mark: a
change shows at once (optimistically) and is only ever taken back with an error on the
status line. So a change is reported saved when a screen captured before the kill shows
it, with no error on the status line:
  - f: the status line says "★ NAME is a favorite" / "NAME is no longer a favorite", the
    count line "68 breeds · N favorites" has the new count, and NAME's row has (or lacks) ★;
  - x: "Removed NAME — u to undo" and the new count;  u: "★ NAME is back" and the new count;
  - Shift-↑/↓: the Favorites list ("In your order") shows the new order.
Every change before the last one was reported saved (the harness waits for it); the one the
kill interrupted may be there or not, unless its screen was captured first. So after the
kill the favorites must be the ones after the last reported change, or (when the last
change was not yet shown) the ones after that change too. The order counts as far as the
screen showed it: the order the Favorites list last showed, for the favorites it showed
(the All list shows no order, so where f puts a new favorite is no claim).

cats-server rounds. cats-server (no latency) is SIGKILLed 50-1000 ms into a load of signed
writes from three users (PUT/DELETE /favorites/{id}, PUT /favorites with a whole order,
each client one request at a time), while cats in tmux (user `me`) makes changes before
and after the kill. Then: integrity_check "ok"; restarted on the same file, each user's
favorites are what its last 2xx answer left (or that plus the request the kill cut off),
in that order, and its token still works; and the app's changes (queued while the server
was down) reach the server: its favorites become the ★ the app shows, in the order the
Favorites list last showed (Shift-↑/↓ moves happen in these rounds too), with no error on
its status line; then the Favorites list shows exactly the server's order.
Half the restarts (seeded) fail 30 % of requests with 503 (--fail-rate): a change the app
could not send yet must stay queued, not be dropped. Each server round starts where the
last left off, so `--only server:N` runs rounds 1…N.

Python 3 standard library only.
"""

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True  # nothing left in the tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cats_crash_kit as kit  # noqa: E402
import e2e_children as children  # noqa: E402
from cats_crash_rounds import run_cats_rounds, run_server_rounds  # noqa: E402

REPO = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
PORTS = list(range(18060, 18070))


def main():
    children.install()  # INT/TERM/HUP run the `finally` blocks; every child's group ends with us
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("bindir", nargs="?")
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--cats-rounds", type=int, default=20)
    parser.add_argument("--server-rounds", type=int, default=20)
    parser.add_argument("--only", default=None, help="one round, like cats:7 or server:3")
    parser.add_argument("--latency", default="150ms", help="cats-server --latency in the cats rounds")
    parser.add_argument("--out", default="crash-durability-failures")
    options = parser.parse_args()
    bindir = options.bindir or subprocess.run(
        ["swift", "build", "--show-bin-path"], capture_output=True, text=True, check=True, cwd=REPO
    ).stdout.strip()
    cats, server = os.path.join(bindir, "cats"), os.path.join(bindir, "cats-server")
    for binary in (cats, server):
        if not os.access(binary, os.X_OK):
            sys.exit(f"crash: no {binary} (swift build --product cats --product cats-server)")
    if shutil.which("tmux") is None:
        sys.exit("crash: tmux is not installed")
    seed = options.seed if options.seed is not None else random.SystemRandom().randrange(1, 2**31)
    out = os.path.abspath(options.out)
    if os.path.isdir(out):  # an earlier run's evidence would read as this run's
        for stale in os.listdir(out):
            if "-round-" in stale:
                shutil.rmtree(os.path.join(out, stale), ignore_errors=True)
    print(f"crash: seed {seed} (replay: --seed {seed}); failing rounds go to {out}/", flush=True)
    only = tuple(options.only.split(":")) if options.only else None
    if only and (len(only) != 2 or only[0] not in ("cats", "server") or not only[1].isdigit()):
        sys.exit(f"crash: --only '{options.only}' names no round: write cats:N or server:N")
    work = tempfile.mkdtemp(prefix="cats-crash-")
    catalog = kit.Catalog(REPO)
    started = time.monotonic()
    context = dict(cats=cats, server=server, seed=seed, work=work, out=out, catalog=catalog,
                   port=kit.free_port(PORTS), latency=options.latency, only=only)
    failures = []
    try:
        if not only or only[0] == "cats":
            failures += run_cats_rounds(context, options.cats_rounds)
        if not only or only[0] == "server":
            failures += run_server_rounds(context, options.server_rounds)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    elapsed = time.monotonic() - started
    if failures:
        print(f"\ncrash: {len(failures)} round(s) lost data (seed {seed}, {elapsed:.0f} s); evidence in {out}/:")
        for name, losses in failures:
            for loss in losses:
                print(f"  {name}: {loss}")
        sys.exit(1)
    print(f"crash: every round kept what it reported saved (seed {seed}, {elapsed:.0f} s)")


if __name__ == "__main__":
    main()
