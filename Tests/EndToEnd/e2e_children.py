"""What the Python end-to-end harnesses start ends with them (issue 38).

Each child they start (cats-server, tmux's server, cats --web, chromedriver) runs in a
process group of its own (start_new_session) with the kernel's parent-death signal set to
SIGKILL, and is tracked here: on a normal exit, an exception, or SIGTERM/SIGINT/SIGHUP
(turned into SystemExit so `finally` blocks run), `end_all` kills each tracked group. If
the harness itself is SIGKILLed, the kernel kills the direct children, and a reaper (a
small process `install` starts in a session of its own) kills the groups still listed, so
what a child started in its group goes too (Chromium under chromedriver); a pane's program
gets the hang-up of its closed terminal when tmux's server dies.

Python 3 standard library only.
"""

import atexit
import ctypes
import os
import signal
import subprocess
import sys
import tempfile

_PR_SET_PDEATHSIG = 1
try:
    _libc = ctypes.CDLL(None, use_errno=True)  # loaded before any fork: the child only calls it
except OSError:
    _libc = None
_tracked = []
_reaper = None
_groups_file = None

# The reaper: waits for the harness (its parent) to go, then SIGKILLs the groups listed in
# the file, if the file is still there (a harness that ended normally removed it).
_REAPER = """
import os, signal, sys, time
parent, path = int(sys.argv[1]), sys.argv[2]
while os.getppid() == parent:
    time.sleep(0.2)
try:
    with open(path) as listed:
        groups = [int(word) for word in listed.read().split()]
    os.remove(path)
except (OSError, ValueError):
    groups = []
for group in groups:
    try:
        os.killpg(group, signal.SIGKILL)
    except OSError:
        pass
"""


def _list_groups():
    if _groups_file is None:
        return
    with open(_groups_file + ".new", "w") as listed:
        listed.write(" ".join(str(process.pid) for process in _tracked))
    os.replace(_groups_file + ".new", _groups_file)


def die_with_parent():
    """preexec_fn: SIGKILL this child when the thread that started it dies (Linux)."""
    if _libc is not None and hasattr(_libc, "prctl"):
        _libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)


def popen_options():
    """Keyword arguments for subprocess.Popen: its own process group, dying with us."""
    return dict(start_new_session=True, preexec_fn=die_with_parent)


def track(process):
    """Ends `process`'s group when the harness ends, however it ends."""
    _tracked.append(process)
    _list_groups()
    return process


def end(process):
    """SIGKILLs the process's group (it leads it: start_new_session) and reaps the process."""
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        pass
    if process in _tracked:
        _tracked.remove(process)
        _list_groups()


def end_all():
    global _groups_file
    for process in list(_tracked):
        end(process)
    if _groups_file is not None:
        for path in (_groups_file, _groups_file + ".new"):
            if os.path.exists(path):
                os.remove(path)
        _groups_file = None
    if _reaper is not None and _reaper.poll() is None:
        _reaper.kill()
        _reaper.wait()


def _exit_on(signum, _frame):
    raise SystemExit(128 + signum)


def install():
    """Turns SIGTERM, SIGINT and SIGHUP into SystemExit (so `finally` blocks and atexit run)
    and ends every tracked group at exit."""
    global _reaper, _groups_file
    for signum in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(signum, _exit_on)
    handle, _groups_file = tempfile.mkstemp(prefix="e2e-groups-")
    os.close(handle)
    _reaper = subprocess.Popen([sys.executable, "-c", _REAPER, str(os.getpid()), _groups_file], start_new_session=True,
                               stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    atexit.register(end_all)

