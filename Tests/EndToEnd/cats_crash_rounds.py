"""The rounds of cats-crash.py (its docstring says what each checks and why)."""

import os
import random
import subprocess
import threading
import time

import cats_crash_kit as kit
import e2e_children as children

ROWS = 8  # f toggles one of the All list's first rows (all on screen at 80×40)


class Stop(Exception):
    """The round cannot go on (the harness could not drive it); it fails with this reason."""


# What else stops a round: a tmux call that failed, cats gone before its kill, a snapshot
# that hung, the server unreachable where it must answer.
BROKEN = (Stop, RuntimeError, OSError, subprocess.SubprocessError, kit.RequestFailed)


# MARK: - The favorites as the screen shows them


class Favorites:
    """The model of the user's favorites that the harness changes with keys, and the last
    removal `u` puts back."""

    def __init__(self, catalog, ids=()):
        self.catalog, self.ids, self.removal = catalog, list(ids), None
        # The order the Favorites list last showed: the only order the screen reported (the
        # All list shows no order, so where f puts a favorite is not a claim).
        self.shown_order = []

    def saw(self, screen):
        """Takes the order a Favorites list on `screen` shows; if the app reordered the
        favorites by itself (a sync), that order is the one shown, and the model follows it."""
        shown = screen_ids(screen, self.catalog)
        if shown is None:
            return
        self.shown_order = shown
        if sorted(shown) == sorted(self.ids):
            self.ids = shown

    def choose(self, rng):
        """A change to make: (segment, keys, after, message or None, the breed's name)."""
        options = ["toggle"] * 4
        if self.ids:
            options += ["remove", "move"] * 2
        if self.removal and self.removal[0] not in self.ids:
            options += ["undo"] * 2
        kind = rng.choice(options)
        if kind == "toggle":
            row = rng.randrange(ROWS)
            breed = self.catalog.all_rows[row]
            name = self.catalog.name[breed]
            on = breed not in self.ids
            after = self.ids + [breed] if on else [i for i in self.ids if i != breed]
            message = f"★ {name} is a favorite" if on else f"{name} is no longer a favorite"
            return dict(kind=kind, segment="All", keys=["Home"] + ["Down"] * row + ["f"], after=after,
                        message=message, name=name, breed=breed)
        if kind == "remove":
            index = rng.randrange(len(self.ids))
            breed = self.ids[index]
            name = self.catalog.name[breed]
            after = [i for i in self.ids if i != breed]
            return dict(kind=kind, segment="Favorites", keys=["Home"] + ["Down"] * index + ["x"], after=after,
                        message=f"Removed {name} — u to undo", name=name, breed=breed, index=index)
        if kind == "undo":
            breed, index = self.removal
            name = self.catalog.name[breed]
            after = list(self.ids)
            after.insert(min(index, len(after)), breed)
            return dict(kind=kind, segment="Favorites", keys=["u"], after=after, message=f"★ {name} is back",
                        name=name, breed=breed)
        index = rng.randrange(len(self.ids))
        delta = rng.choice([d for d in (-1, 1) if 0 <= index + d < len(self.ids)] or [0])
        if delta == 0:
            return self.choose(rng)
        after = list(self.ids)
        after[index], after[index + delta] = after[index + delta], after[index]
        key = "S-Up" if delta < 0 else "S-Down"
        name = self.catalog.name[self.ids[index]]
        return dict(kind="move", segment="Favorites", keys=["Home"] + ["Down"] * index + [key], after=after,
                    message=None, name=name, breed=self.ids[index])

    def apply(self, change):
        if change["kind"] == "remove":
            self.removal = (change["breed"], change["index"])
        elif change["kind"] in ("undo", "toggle"):
            self.removal = None
        if change["kind"] != "move":
            # Where a favorite toggled, removed or put back stands is claimed again only once a
            # Favorites list shows it: seed 1531394037 re-added with f a breed the last list
            # showed in the middle, and the server rightly kept it at the end.
            self.shown_order = [i for i in self.shown_order if i != change["breed"]]
        self.ids = list(change["after"])

    def label(self, change):
        return {"toggle": f"f on {change['name']}", "remove": f"x on {change['name']}",
                "undo": f"u ({change['name']})", "move": f"{change['keys'][-1]} on {change['name']}"}[change["kind"]]


# How long the app may take to send what it queued while the server was down, and say it is
# online again. Against a server failing 30 % of requests, every reconnect takes several
# requests (session, favorites, catalog), any of which can fail and double the backoff up to
# its 30 s cap, so a run of failed tries is ordinary: seed 137006058's server round 10 took
# 16-67 s from kill to online on the same code, over and over, and once 65 s was not enough.
# The bound is a hang check (nothing queued may wait forever), not a latency target: four
# tries at the longest backoff.
ARRIVAL_SECONDS = 125


def shows(screen, change, catalog):
    """Whether `screen` reports `change` saved (the docstring's definition)."""
    after = change["after"]
    if change["kind"] == "move":
        return kit.favorites_list(screen) == catalog.names(after)
    if not kit.status_line(screen).startswith(change["message"]) or kit.favorite_count(screen) != len(after):
        return False
    if change["kind"] != "toggle":
        return True
    marked, shown = kit.starred(screen, {change["name"]})
    return change["name"] in shown and (change["name"] in marked) == (change["breed"] in after)


def screen_ids(screen, catalog):
    names = kit.favorites_list(screen)
    return None if names is None else [catalog.id.get(name, -1) for name in names]


def select_segment(tmux, wanted, model):
    styled = tmux.screen(styled=True)
    if kit.segment(styled) != wanted:
        # Shift-Tab focuses All / Favorites, → or ← selects the segment, Tab gives the list
        # its focus back (Tab moves focus; it no longer switches segments).
        tmux.keys("BTab", "Right" if wanted == "Favorites" else "Left", "Tab")
        if not kit.wait_until(lambda: kit.segment(tmux.screen(styled=True)) == wanted, 5):
            raise Stop(f"Shift-Tab and an arrow did not select the {wanted} segment")
    if wanted == "Favorites":
        model.saw(tmux.screen())


def make_template(context):
    """A seeded app database (signed in as `me`, no favorites, nothing queued) to copy."""
    path = os.path.join(context["work"], "template", "cats.sqlite")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    subprocess.run([context["cats"], "--database", path, "--snapshot"], capture_output=True, check=True, timeout=60,
                   **children.popen_options())
    return path


def fresh_app_database(template, folder):
    os.makedirs(folder, exist_ok=True)
    kit.copy_database(template, folder, "app.sqlite")
    return os.path.join(folder, "app.sqlite")


def cats_command(context, database, server=None, link=None):
    parts = [context["cats"]] + (["open", link] if link else [])
    parts += ["--database", database, "--secret", kit.SECRET]
    return " ".join(parts + (["--server", server.url] if server else []))


def start_cats(tmux, command, round_):
    tmux.launch(command)
    if not kit.wait_until(lambda: "68 breeds" in tmux.screen(), 15):
        round_.shot("no-start", tmux.screen())
        raise Stop(f"cats did not show its list within 15 s: {command}")


def quit_cats(tmux):
    if tmux.dead():
        return
    tmux.keys("q")
    if not kit.wait_until(tmux.dead, 3):
        tmux.kill_cats()


def prepare(tmux, model, rng):
    """A change to make, with its segment selected (chosen again if the Favorites list
    showed the app's own order, which the model then takes)."""
    while True:
        change, ids = model.choose(rng), list(model.ids)
        select_segment(tmux, change["segment"], model)
        if model.ids == ids:
            return change


def press(tmux, change, round_, model, timeout=5.0):
    """Makes `change` (its segment selected), waits until the screen reports it saved, and
    applies it to `model`."""
    tmux.keys(*change["keys"])
    return press_seen(tmux, change, round_, model, timeout)


def press_seen(tmux, change, round_, model, timeout=5.0):
    """The screen once it shows `change`, whose keys were sent; applies it to `model`."""
    shown = lambda s: s if shows(s, change, model.catalog) else None  # noqa: E731
    screen = kit.wait_until(lambda: shown(tmux.screen()), timeout)
    if not screen:
        last = tmux.screen()
        round_.shot("not-shown", last)
        raise Stop(f"the screen never showed {model.label(change)} (waited {timeout:.0f} s); "
                   f"it shows {kit.favorite_count(last)} favorite(s), its status line says '{kit.status_line(last)}'")
    model.apply(change)
    if change["segment"] == "Favorites":
        model.saw(screen)
    return screen


# MARK: - cats rounds


def run_cats_rounds(context, count):
    catalog, work = context["catalog"], context["work"]
    server = kit.Server(context["server"], context["port"], os.path.join(work, "cats-phase-server.sqlite"),
                        os.path.join(work, "cats-phase-server.log"), latency=context["latency"])
    server.start()
    me = kit.Client(context["port"])
    me.sign_in("me")
    template = make_template(context)
    tmux = kit.Tmux(f"cats-crash-{os.getpid()}")
    failures = []
    try:
        for number in range(1, count + 1):
            if context["only"] and int(context["only"][1]) != number:
                continue
            round_ = kit.Round("cats", number, context["seed"], work)
            try:
                cats_round(context, round_, server, me, template, tmux)
            except BROKEN as stop:
                round_.lose(f"the round could not go on: {stop}")
            quit_cats(tmux)
            print(("not ok - " if round_.losses else "ok - ") + f"{round_.name}: {round_.log[0] if round_.log else ''}",
                  flush=True)
            for loss in round_.losses:
                print(f"    {loss}", flush=True)
            if round_.losses:
                failures.append((round_.name, round_.losses))
                kit.keep_log(server.log, round_.folder)
            round_.finish(context["out"])
    finally:
        tmux.close()
        server.kill()
    return failures


def cats_round(context, round_, server, me, template, tmux):
    catalog, rng = context["catalog"], round_.rng
    database = fresh_app_database(template, round_.folder)
    me.set_favorites([])
    start_cats(tmux, cats_command(context, database, server), round_)
    model = Favorites(catalog)
    changes = rng.randint(2, 6)
    kill_after = rng.randint(1, changes)
    when_shown = rng.random() < 0.3
    delay = rng.uniform(0, 0.4)
    for number in range(1, kill_after + 1):
        change = prepare(tmux, model, rng)
        if number < kill_after:
            round_.shot(f"shown-{number}", press(tmux, change, round_, model))
            time.sleep(rng.uniform(0, 0.2))
            continue
        tmux.keys(*change["keys"])
        pressed = time.monotonic()
        shown, screen = False, ""
        deadline = pressed + (5.0 if when_shown else delay)
        while time.monotonic() < deadline:
            screen = tmux.screen()
            if shows(screen, change, catalog):
                shown = True
                break
            time.sleep(0.005)
        if not when_shown:
            time.sleep(max(0.0, pressed + delay - time.monotonic()))
        tmux.kill_cats()
        killed = (time.monotonic() - pressed) * 1000
        round_.shot("last-capture-before-kill", screen)
        allowed = [change["after"]] if shown else [model.ids, change["after"]]
        if shown:
            model.apply(change)
            if change["segment"] == "Favorites":
                model.saw(screen)
        # The orders the favorites may keep: the one shown, or (a move cut off before it
        # showed) the one it would have shown.
        orders = [model.shown_order] + ([change["after"]] if not shown and change["kind"] == "move" else [])
        how = "as soon as the screen showed it" if when_shown else f"{delay * 1000:.0f} ms after the key"
        round_.log.insert(0, f"{number} change(s); killed {how} ({model.label(change)}; "
                             f"{'shown' if shown else 'not shown yet'}, {killed:.0f} ms)")
        round_.note("favorites shown as saved before the kill: " + " or ".join(str(catalog.names(a)) for a in allowed))
        break
    round_.note("the order the Favorites list last showed: " + " or ".join(str(catalog.names(o)) for o in orders))
    check_after_kill(context, round_, server, me, database, allowed, orders, tmux)


def check_after_kill(context, round_, server, me, database, allowed, orders, tmux):
    catalog = context["catalog"]
    kit.copy_database(database, os.path.join(round_.folder, "at-kill"), "app.sqlite")
    # Evidence only (the app's own table, which may change): what its offline queue held.
    queued = kit.query_copy(os.path.join(round_.folder, "at-kill", "app.sqlite"),
                            "SELECT id, breed_id, is_favorite, breed_order FROM cats_pending_favorite ORDER BY id")
    round_.note(f"the app's queue (cats_pending_favorite: id, breed, favorite, order) at the kill: {queued}")
    integrity = kit.integrity(database)
    if integrity != "ok":
        round_.lose(f"PRAGMA integrity_check of the app's database: {integrity}")
        return
    snapshot = subprocess.run(
        [context["cats"], "open", "cats://favorites", "--database", database, "--snapshot", "--width", "80",
         "--height", "40", "--secret", kit.SECRET], capture_output=True, text=True, timeout=60,
        **children.popen_options())
    round_.shot("restart-local", snapshot.stdout + snapshot.stderr)
    local = screen_ids(snapshot.stdout, catalog)
    if local is None:
        raise Stop(f"cats --snapshot on the database after the kill shows no favorites list: {snapshot.stderr.strip()}")
    round_.note(f"after restart, local: {catalog.names(local)}")
    problem = kit.describe(catalog, allowed, local, orders)
    if problem:
        round_.lose(f"after restart (local database, no sync): {problem}")
    kit.copy_database(database, os.path.join(round_.folder, "before-sync"), "app.sqlite")
    tmux.launch(cats_command(context, database, server, link="cats://favorites"))
    seen = {}

    def synced():
        screen = tmux.screen()
        try:
            remote = me.favorites()
        except kit.RequestFailed as error:
            remote = f"unreadable ({error})"
        app = screen_ids(screen, catalog)
        seen.update(screen=screen, remote=remote, app=app)
        online = "offline" not in kit.status_line(screen)
        return online and app == remote and kit.describe(catalog, allowed, remote, orders) is None

    ok = kit.wait_until(synced, 8, step=0.1)
    round_.shot("restart-synced", seen["screen"])
    round_.note(f"after sync: server {seen['remote']}, app {seen['app']}")
    if not ok:
        remote, app = seen["remote"], seen["app"]
        what = []
        if isinstance(remote, list) and kit.describe(catalog, allowed, remote, orders):
            what.append(f"the server's favorites: {kit.describe(catalog, allowed, remote, orders)}")
        elif not isinstance(remote, list):
            what.append(f"the server's favorites are {remote}")
        if app is not None and kit.describe(catalog, allowed, app, orders):
            what.append(f"the app's favorites: {kit.describe(catalog, allowed, app, orders)}")
        if not what:
            what.append(f"no agreement within 8 s (server {remote}, app {app}, status '{kit.status_line(seen['screen'])}')")
        round_.lose("after the next sync: " + "; ".join(what))
    kit.copy_database(database, os.path.join(round_.folder, "after-sync"), "app.sqlite")


# MARK: - cats-server rounds


LOAD_USERS = ["load-1", "load-2", "load-3"]
LOAD_BREEDS = list(range(1, 13))


class LoadUser(threading.Thread):
    """One user's writes, one request at a time, until a request gets no answer: what the
    server answered 2xx for (`acked`), and the request cut off (`in_flight`, its outcome)."""

    def __init__(self, user, client, ids, rng):
        super().__init__(daemon=True)
        self.user, self.client, self.acked, self.rng = user, client, list(ids), rng
        self.in_flight, self.refused, self.writes = None, None, 0

    def run(self):
        while True:
            kind = self.rng.choice(["add", "add", "remove", "order"])
            breed = self.rng.choice(LOAD_BREEDS)
            if kind == "add":
                after = self.acked + ([breed] if breed not in self.acked else [])
                send = lambda: self.client.add(breed)  # noqa: E731
            elif kind == "remove":
                after = [i for i in self.acked if i != breed]
                send = lambda: self.client.remove(breed)  # noqa: E731
            else:
                after = self.rng.sample(LOAD_BREEDS, self.rng.randint(0, 6))
                send = lambda: self.client.set_favorites(after)  # noqa: E731
            self.in_flight = after
            try:
                send()
            except kit.RequestFailed as error:
                if error.status == 503:  # --fail-rate: refused before any write
                    self.in_flight = None
                    continue
                if error.status is not None:
                    self.refused = f"{kind} answered {error}"
                return
            self.acked, self.in_flight = after, None
            self.writes += 1


def run_server_rounds(context, count):
    catalog, work = context["catalog"], context["work"]
    database = os.path.join(work, "server-phase.sqlite")
    server = kit.Server(context["server"], context["port"], database, os.path.join(work, "server-phase.log"))
    server.start()
    users = {user: kit.Client(context["port"]) for user in LOAD_USERS}
    for user, client in users.items():
        client.sign_in(user)
    favorites = {user: [] for user in LOAD_USERS}
    me = kit.Client(context["port"])
    me.sign_in("me")
    template = make_template(context)
    app_database = fresh_app_database(template, os.path.join(work, "server-phase-app"))
    tmux = kit.Tmux(f"cats-crash-server-{os.getpid()}")
    app = Favorites(catalog)
    failures = []
    try:
        setup = kit.Round("server", 0, context["seed"], work)
        start_cats(tmux, cats_command(context, app_database, server), setup)
        for number in range(1, count + 1):
            # Each round starts where the last one left the server: replaying round N runs 1…N.
            if context["only"] and number > int(context["only"][1]):
                break
            round_ = kit.Round("server", number, context["seed"], work)
            try:
                server_round(context, round_, server, database, users, favorites, me, app, tmux)
            except BROKEN as stop:
                round_.lose(f"the round could not go on: {stop}")
            print(("not ok - " if round_.losses else "ok - ") + f"{round_.name}: {round_.log[0] if round_.log else ''}",
                  flush=True)
            for loss in round_.losses:
                print(f"    {loss}", flush=True)
            if round_.losses:
                failures.append((round_.name, round_.losses))
                kit.keep_log(server.log, round_.folder)
            round_.finish(context["out"])
            if round_.losses:
                try:
                    resync(tmux, app)
                except BROKEN as stop:
                    failures.append((round_.name, [f"the rounds could not go on: {stop}"]))
                    break
    finally:
        quit_cats(tmux)
        tmux.close()
        server.kill()
    return failures


def server_round(context, round_, server, database, users, favorites, me, app, tmux):
    catalog, rng = context["catalog"], round_.rng
    if server.process is None:
        server.start()
    load = [LoadUser(user, client, favorites[user], random.Random(rng.random())) for user, client in users.items()]
    kill_at = rng.uniform(0.05, 1.0)
    # Half the restarts fail 30 % of requests with 503 (--fail-rate): the app must keep a
    # queued change it could not send, not drop it.
    faults = ["--fail-rate", "0.3", "--seed", str(rng.randrange(1, 2**31))] if rng.random() < 0.5 else []
    app_at = rng.uniform(0, kill_at)
    started = time.monotonic()
    for user in load:
        user.start()
    time.sleep(app_at)
    before = prepare(tmux, app, rng)
    tmux.keys(*before["keys"])
    time.sleep(max(0.0, started + kill_at - time.monotonic()))
    server.kill()
    for user in load:
        user.join(10)
    round_.log.insert(0, f"killed {kill_at * 1000:.0f} ms into the load ({sum(u.writes for u in load)} writes "
                         f"answered 2xx); the app: {app.label(before)}; restarted "
                         + ("failing 30 % with 503" if faults else "without faults"))
    round_.shot("app-change-before-kill", press_seen(tmux, before, round_, app))
    if rng.random() < 0.5:
        during = prepare(tmux, app, rng)
        round_.shot("app-change-server-down", press(tmux, during, round_, app))
        round_.note(f"while the server was down, the app: {app.label(during)}")
    kit.copy_database(database, os.path.join(round_.folder, "at-kill"), "server.sqlite")
    integrity = kit.integrity(database)
    if integrity != "ok":
        round_.lose(f"PRAGMA integrity_check of the server's database: {integrity}")
        return
    server.start(faults)
    round_.note("restarted with " + (" ".join(faults) if faults else "no faults"))
    for user in load:
        if user.refused:
            round_.lose(f"{user.user}: the server refused a valid request: {user.refused}")
        allowed = [user.acked] + ([user.in_flight] if user.in_flight is not None else [])
        try:
            found = user.client.favorites(attempts=20)
        except kit.RequestFailed as error:
            round_.lose(f"{user.user}: after restart its token (answered 2xx) no longer works: {error}")
            continue
        if found not in allowed:
            problem = kit.describe(catalog, allowed, found, allowed) or f"found {found}, expected one of {allowed}"
            round_.lose(f"{user.user}: after restart, {problem} (the server had answered 2xx)")
        favorites[user.user] = found
    check_app_reaches_server(round_, me, app, tmux, catalog)


def resync(tmux, model):
    """After a failed round, the model takes the app's favorites as its Favorites list shows
    them, so the next round checks what happens next, not this round's loss again."""
    select_segment(tmux, "Favorites", model)
    shown = screen_ids(tmux.screen(), model.catalog)
    if shown is None:
        raise Stop("the app's Favorites list cannot be read")
    model.ids, model.shown_order, model.removal = list(shown), list(shown), None


def check_app_reaches_server(round_, me, app, tmux, catalog):
    """The app's changes, queued while the server was down, reach it: its favorites become
    the ★ the app shows, in the order its Favorites list last showed them (a reorder the
    app showed as saved must reach the server, not only the set; where f in the All list
    put a favorite is no claim). Then the Favorites list and the server agree on the whole
    order: the app shows the order the server keeps."""
    seen = {}

    def arrived():
        screen = tmux.screen()
        try:
            remote = me.favorites()
        except kit.RequestFailed as error:
            remote = f"unreadable ({error})"
        seen.update(screen=screen, remote=remote)
        line = kit.status_line(screen)
        return (isinstance(remote, list) and sorted(remote) == sorted(app.ids)
                and kit.describe(catalog, [app.ids], remote, [app.shown_order]) is None
                and kit.favorite_count(screen) == len(app.ids) and "offline" not in line)

    # The sync engine backs off 1 s doubling to 30 s (the outbox's RetryPolicy.outbox): failures while the
    # server was down, then a restart failing 30 % with 503, can put the next try 16 s or
    # more away. The change is still queued then, not lost; the bound covers two retries at
    # the longest backoff (seed 364419272's server round 9 waited longer than 12 s).
    if not kit.wait_until(arrived, ARRIVAL_SECONDS, step=0.1):
        round_.shot("app-not-arrived", seen["screen"])
        remote, line = seen["remote"], kit.status_line(seen["screen"])
        shown = kit.favorite_count(seen["screen"])
        detail = (kit.describe(catalog, [app.ids], remote, [app.shown_order]) or f"it has {catalog.names(remote)}") \
            if isinstance(remote, list) else f"the server's favorites are {remote}"
        round_.lose(f"the app's changes did not reach the server within {ARRIVAL_SECONDS} s: {detail} "
                    f"(the app shows {shown} favorite(s), its status line says '{line}'; the order the "
                    f"Favorites list last showed: {catalog.names(app.shown_order)})")
        return
    round_.note(f"the server has {catalog.names(seen['remote'])}")
    # The whole order, as the Favorites list shows it (what the next round's checks start from).
    select_segment(tmux, "Favorites", app)

    def agree():
        screen = tmux.screen()
        try:
            remote = me.favorites()
        except kit.RequestFailed as error:
            remote = f"unreadable ({error})"
        shown = screen_ids(screen, catalog)
        seen.update(screen=screen, remote=remote, shown=shown)
        return isinstance(remote, list) and shown == remote

    if kit.wait_until(agree, 10, step=0.1):
        app.saw(seen["screen"])
        return
    round_.shot("order-differs", seen["screen"])
    remote, shown = seen["remote"], seen["shown"]
    round_.lose(f"the Favorites list shows {catalog.names(shown) if shown is not None else 'no list'}, the server has "
                f"{catalog.names(remote) if isinstance(remote, list) else remote} (waited 10 s)")
