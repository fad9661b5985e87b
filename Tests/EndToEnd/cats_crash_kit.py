"""The parts cats-crash.py drives the real binaries with: cats-server as a process, a
client that signs requests as the app does, cats in tmux, and the Cats screen read as text.

Python 3 standard library only (CI installs nothing for it).
"""

import hashlib
import hmac
import http.client
import json
import os
import random
import re
import secrets
import shutil
import signal
import socket
import sqlite3
import subprocess
import threading
import time

import e2e_children as children

APP_VERSION = "1.0.0"  # CatsAPI.appVersion: part of what a request's signature covers
SECRET = "crash-durability-secret-2026"  # given to cats and cats-server with --secret


# MARK: - The catalog


class Catalog:
    """The bundled breeds (Examples/Cats/CatsAPI/Resources/breeds.json), and the rows of the
    All list in the order the screen shows them at 80 columns: origins A-Z, names A-Z."""

    def __init__(self, repo):
        path = os.path.join(repo, "Examples/Cats/CatsAPI/Resources/breeds.json")
        with open(path, encoding="utf-8") as file:
            breeds = json.load(file)["breeds"]
        self.name = {b["id"]: b["name"] for b in breeds}
        self.id = {b["name"]: b["id"] for b in breeds}
        self.all_rows = [b["id"] for b in sorted(breeds, key=lambda b: (b["origin"], b["name"], b["id"]))]

    def names(self, ids):
        return [self.name.get(i, f"breed {i}") for i in ids]


# MARK: - cats-server


def free_port(ports):
    """The first of `ports` nothing listens on and we can bind."""
    for port in ports:
        with socket.socket() as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            try:
                probe.bind(("127.0.0.1", port))
                return port
            except OSError:
                continue
    raise RuntimeError(f"no free port in {ports[0]}-{ports[-1]}")


class Server:
    """cats-server on a fixed port and SQLite file, started and SIGKILLed by the harness."""

    def __init__(self, binary, port, database, log, latency="0"):
        self.binary, self.port, self.database, self.log, self.latency = binary, port, database, log, latency
        self.process = None

    @property
    def url(self):
        return f"http://127.0.0.1:{self.port}"

    def start(self, faults=(), timeout=20.0):
        """Starts it (`faults`: more flags, like --fail-rate) and waits for its listening line."""
        arguments = [self.binary, "--port", str(self.port), "--database", self.database, "--secret", SECRET]
        arguments += ["--latency", self.latency, "--log-level", "warning", *faults]
        with open(self.log, "ab") as log:  # its own process group, dying with the harness
            self.process = children.track(subprocess.Popen(arguments, stdout=subprocess.PIPE, stderr=log,
                                                            stdin=subprocess.DEVNULL, **children.popen_options()))
        line = [b""]
        reader = threading.Thread(target=lambda: line.__setitem__(0, self.process.stdout.readline()), daemon=True)
        reader.start()
        reader.join(timeout)
        if b"listening on" not in line[0]:
            self.kill()
            raise RuntimeError(f"cats-server did not start on port {self.port} (log: {self.log})")

    def kill(self):
        """SIGKILL to its process group, then reap: the process is gone when this returns."""
        if self.process:
            children.end(self.process)
            self.process.stdout.close()
        self.process = None


# MARK: - Signed requests


class RequestFailed(Exception):
    """An answer that is not 2xx (status and body), or None status when nothing came back."""

    def __init__(self, status, body):
        super().__init__(f"HTTP {status}: {body}" if status else f"no answer: {body}")
        self.status, self.body = status, body


class Client:
    """Requests signed as TrellisData's RequestSigner signs them: an HMAC-SHA256 of the
    method, the target, the body's hex SHA-256, the timestamp, a nonce, the app version and
    the authorization header as sent (empty without a token)."""

    def __init__(self, port, token=None, timeout=5.0):
        self.port, self.token, self.timeout = port, token, timeout

    def send(self, method, target, body=None):
        data = b"" if body is None else json.dumps(body).encode()
        timestamp, nonce = str(int(time.time())), secrets.token_hex(16)
        authorization = f"Bearer {self.token}" if self.token else ""
        canonical = "\n".join([method, target, hashlib.sha256(data).hexdigest(), timestamp, nonce, APP_VERSION, authorization])
        headers = {
            "x-trellis-app-version": APP_VERSION,
            "x-trellis-timestamp": timestamp,
            "x-trellis-nonce": nonce,
            "x-trellis-signature": hmac.new(SECRET.encode(), canonical.encode(), hashlib.sha256).hexdigest(),
            "content-type": "application/json",
        }
        if authorization:
            headers["authorization"] = authorization
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=self.timeout)
        try:
            connection.request(method, target, body=data, headers=headers)
            response = connection.getresponse()
            answer = response.read()
        except (OSError, http.client.HTTPException) as error:
            raise RequestFailed(None, f"{type(error).__name__}: {error}") from None
        finally:
            connection.close()
        if not 200 <= response.status < 300:
            raise RequestFailed(response.status, answer.decode(errors="replace"))
        return json.loads(answer) if answer else None

    def sign_in(self, user):
        self.token = self.send("POST", "/session", {"user": user})["token"]
        return self.token

    def favorites(self, attempts=1):
        """The user's favorites; with `attempts` > 1, asked again after a 503 (--fail-rate)."""
        for attempt in range(1, attempts + 1):
            try:
                return self.send("GET", "/favorites")["breed_ids"]
            except RequestFailed as error:
                if error.status != 503 or attempt == attempts:
                    raise

    def set_favorites(self, ids):
        self.send("PUT", "/favorites", {"breed_ids": ids})

    def add(self, breed):
        self.send("PUT", f"/favorites/{breed}")

    def remove(self, breed):
        self.send("DELETE", f"/favorites/{breed}")


# MARK: - SQLite files


def integrity(path):
    """`PRAGMA integrity_check` of the database at `path` ("ok" when sound)."""
    try:
        with sqlite3.connect(f"file:{path}?mode=rw", uri=True, timeout=5) as connection:
            rows = connection.execute("PRAGMA integrity_check").fetchall()
        connection.close()
        return "; ".join(str(row[0]) for row in rows)
    except sqlite3.Error as error:
        return f"cannot check: {error}"


def query_copy(path, sql):
    """The rows `sql` reads from a scratch copy of the database at `path` (so reading, which
    may replay its WAL, leaves the evidence as it was), or the error as text."""
    scratch = path + ".query"
    try:
        for suffix in ("", "-wal"):
            if os.path.exists(path + suffix):
                shutil.copyfile(path + suffix, scratch + suffix)
        with sqlite3.connect(scratch, timeout=5) as connection:
            rows = connection.execute(sql).fetchall()
        connection.close()
        return rows
    except sqlite3.Error as error:
        return f"({error})"
    finally:
        for suffix in ("", "-wal", "-shm"):
            if os.path.exists(scratch + suffix):
                os.remove(scratch + suffix)


def keep_log(path, folder):
    """A copy of cats-server's standard error (warnings and worse) beside a failed round."""
    if os.path.exists(path):
        shutil.copyfile(path, os.path.join(folder, "cats-server.log"))


def copy_database(path, folder, name):
    """Copies the database with its -wal and -shm files, as they are, into `folder`."""
    os.makedirs(folder, exist_ok=True)
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(path + suffix):
            shutil.copyfile(path + suffix, os.path.join(folder, name + suffix))


# MARK: - cats in tmux


class Tmux:
    """One tmux server of our own (its own socket) with one pane running cats, kept after
    cats dies (remain-on-exit) so its last screen can still be read. The server runs in the
    foreground (`tmux -D`) as the harness's child, in its own process group, dying with the
    harness (e2e_children); `close` ends it."""

    def __init__(self, socket_name, width=80, height=40):
        self.socket, self.width, self.height = socket_name, width, height
        self.started, self.server = False, None

    def start_server(self):
        self.server = children.track(subprocess.Popen(["tmux", "-L", self.socket, "-D"], stdin=subprocess.DEVNULL,
                                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                                      **children.popen_options()))
        path = os.path.join(os.environ.get("TMUX_TMPDIR", "/tmp"), f"tmux-{os.getuid()}", self.socket)
        deadline = time.monotonic() + 10
        while not os.path.exists(path):
            if self.server.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"tmux -L {self.socket} -D did not start its server")
            time.sleep(0.02)

    def run(self, *arguments, check=True):
        result = subprocess.run(["tmux", "-L", self.socket, *arguments], capture_output=True, text=True)
        if check and result.returncode != 0:
            raise RuntimeError(f"tmux {' '.join(arguments)}: {result.stderr.strip()}")
        return result.stdout

    def launch(self, command):
        """Runs `command` (exec'd, so the pane's pid is cats') in the pane, replacing what ran."""
        if not self.started:
            if self.server is None:
                self.start_server()
            self.run("new-session", "-d", "-s", "crash", "-x", str(self.width), "-y", str(self.height), f"exec {command}")
            self.run("set-option", "-t", "crash", "remain-on-exit", "on")
            self.started = True
        else:
            self.run("respawn-pane", "-k", "-t", "crash", f"exec {command}")

    def pid(self):
        return int(self.run("display", "-p", "-t", "crash", "#{pane_pid}").strip())

    def dead(self):
        return self.run("display", "-p", "-t", "crash", "#{pane_dead}").strip() == "1"

    def keys(self, *keys):
        self.run("send-keys", "-t", "crash", *keys)

    def screen(self, styled=False):
        return self.run("capture-pane", "-p", *(["-e"] if styled else []), "-t", "crash")

    def kill_cats(self):
        """SIGKILL to the pane's process, after checking it is cats; waits until the pane is dead."""
        if self.dead():
            raise RuntimeError("cats exited by itself before the kill")
        pid = self.pid()
        with open(f"/proc/{pid}/comm", encoding="utf-8") as comm:
            name = comm.read().strip()
        if name != "cats":
            raise RuntimeError(f"the pane runs '{name}' (pid {pid}), not cats")
        os.kill(pid, signal.SIGKILL)
        deadline = time.monotonic() + 5
        while not self.dead() and time.monotonic() < deadline:
            time.sleep(0.01)

    def close(self):
        if self.started:
            self.run("kill-server", check=False)
            self.started = False
        if self.server is not None:
            children.end(self.server)
            self.server = None


# MARK: - Reading the Cats screen


COUNT = re.compile(r"(\d+) breeds? · (\d+) favorites?")
STARRED_ROW = re.compile(r"^ ★ (\S.*?)(?:\s{2,}|$)")
PLAIN_ROW = re.compile(r"^   (\S.*?)(?:\s{2,}|$)")


def favorite_count(screen):
    match = COUNT.search(screen)
    return int(match.group(2)) if match else None


def status_line(screen):
    lines = [line for line in screen.splitlines() if line.strip()]
    return lines[-1].strip() if lines else ""


def starred(screen, names):
    """Of the breeds named, those whose row shows ★ (All list); rows not on screen are left out."""
    marked, shown = set(), set()
    for line in screen.splitlines():
        for pattern, is_star in ((STARRED_ROW, True), (PLAIN_ROW, False)):
            match = pattern.match(line)
            if match and match.group(1) in names:
                shown.add(match.group(1))
                if is_star:
                    marked.add(match.group(1))
    return marked, shown


def favorites_list(screen):
    """The Favorites list as shown ("In your order (N)" and its ★ rows), or None if not shown."""
    lines = screen.splitlines()
    for index, line in enumerate(lines):
        if line.startswith("In your order ("):
            rows = []
            for row in lines[index + 1 :]:
                match = STARRED_ROW.match(row)
                if not match:
                    break
                rows.append(match.group(1))
            return rows
    return [] if "No favorites" in screen or favorite_count(screen) == 0 else None


def segment(styled_screen):
    """Which segment is selected ("All" or "Favorites"): the one drawn in reverse video."""
    if "\x1b[7mFavorites" in styled_screen:
        return "Favorites"
    if "\x1b[7mAll" in styled_screen:
        return "All"
    return None


# MARK: - Rounds


class Round:
    """One round's evidence: what happened, the screens, and what was lost."""

    def __init__(self, kind, number, seed, work):
        self.kind, self.number, self.seed = kind, number, seed
        self.name = f"{kind}-round-{number:02d}"
        self.rng = random.Random(f"{seed}/{kind}/{number}")
        self.folder = os.path.join(work, self.name)
        os.makedirs(self.folder, exist_ok=True)
        self.log, self.losses, self.shots = [], [], 0

    def note(self, text):
        self.log.append(text)

    def lose(self, text):
        self.losses.append(text)

    def shot(self, label, screen):
        self.shots += 1
        with open(os.path.join(self.folder, f"screen-{self.shots:03d}-{label}.txt"), "w", encoding="utf-8") as file:
            file.write(screen)

    def finish(self, out):
        with open(os.path.join(self.folder, "summary.txt"), "w", encoding="utf-8") as file:
            file.write(f"{self.name} (seed {self.seed}; replay: --seed {self.seed} --only {self.kind}:{self.number})\n")
            file.write("\n".join(self.log + [f"LOST: {loss}" for loss in self.losses]) + "\n")
        if self.losses:
            target = os.path.join(out, self.name)
            shutil.rmtree(target, ignore_errors=True)
            shutil.copytree(self.folder, target)
        shutil.rmtree(self.folder, ignore_errors=True)


def describe(catalog, allowed, found, orders=()):
    """What is wrong with `found` (breed ids), or None. It may be any of the `allowed` lists
    as a set: a favorite in all of them must be there, one in none of them must not. Its
    order must keep one of `orders` (each the order a screen showed the favorites in, for
    the favorites it showed that are still there)."""
    must = set.intersection(*(set(ids) for ids in allowed))
    may = set.union(*(set(ids) for ids in allowed))
    missing = [i for i in allowed[0] if i in must and i not in found]
    extra = [i for i in found if i not in may]
    parts = []
    if missing:
        parts.append("lost favorite(s) " + ", ".join(catalog.names(missing)))
    if extra:
        parts.append("removed favorite(s) came back: " + ", ".join(catalog.names(extra)))
    kept = [[i for i in order if i in found] for order in orders]
    if orders and not any([i for i in found if i in order] == order for order in kept):
        parts.append(f"the order shown was {catalog.names(kept[0])}, found {catalog.names(found)}")
    return "; ".join(parts) or None


def wait_until(predicate, timeout, step=0.02):
    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value or time.monotonic() >= deadline:
            return value
        time.sleep(step)
