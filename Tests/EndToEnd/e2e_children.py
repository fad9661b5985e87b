"""What the Python end-to-end harnesses start ends with them (issue 38).

Each child they start (cats-server, tmux's server, cats --web, chromedriver) runs in a
process group of its own (start_new_session) with the kernel's parent-death signal set to
SIGKILL, and is tracked here: on a normal exit, an exception, or SIGTERM/SIGINT/SIGHUP
(turned into SystemExit so `finally` blocks run), `end_all` kills each tracked group; if
the harness itself is SIGKILLed, the kernel kills the direct children (and a pane's program
gets the hang-up of its closed terminal when tmux's server dies).

Python 3 standard library only.
"""

import atexit
import ctypes
import os
import signal
import subprocess

_PR_SET_PDEATHSIG = 1
try:
    _libc = ctypes.CDLL(None, use_errno=True)  # loaded before any fork: the child only calls it
except OSError:
    _libc = None
_tracked = []


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


def end_all():
    for process in list(_tracked):
        end(process)


def _exit_on(signum, _frame):
    raise SystemExit(128 + signum)


def install():
    """Turns SIGTERM, SIGINT and SIGHUP into SystemExit (so `finally` blocks and atexit run)
    and ends every tracked group at exit."""
    for signum in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(signum, _exit_on)
    atexit.register(end_all)

