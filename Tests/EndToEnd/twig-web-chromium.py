#!/usr/bin/env python3
"""Twig in a real headless Chromium, through `twig --web`.

Usage: twig-web-chromium.py TWIG_BIN_DIR [SCREENSHOT.png]

Makes a repository of 2,000 commits with Examples/Twig/Scripts/make-history.py, starts
`twig REPOSITORY --web 127.0.0.1:0`, opens the address it prints in Debian's chromium
(Selenium through chromedriver), and uses it as a person would: the log loads and counts
every commit, End reaches the oldest, a click on a row and Enter open that commit with its
diff, Esc comes back, `/` finds an author. Exits non-zero with the screen as the page showed
it when a check fails.
"""
import os
import shutil
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True  # nothing left in the tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import e2e_children as children  # noqa: E402
from web_kit import browser, click_cell, fail, keys, serve, shut_down, wait_for  # noqa: E402

from selenium.webdriver.common.keys import Keys  # noqa: E402

BIN = sys.argv[1]
SHOT = sys.argv[2] if len(sys.argv) > 2 else "twig-web.png"
HERE = os.path.dirname(os.path.abspath(__file__))


def make_repository():
    """A fresh repository of the seeded 2,000-commit history; its path, newest and oldest ids."""
    path = tempfile.mkdtemp(prefix="twig-web-")
    subprocess.run(["git", "init", "-q", "-b", "main", path], check=True)
    history = subprocess.run(
        [sys.executable, os.path.join(HERE, "../../Examples/Twig/Scripts/make-history.py"), "--commits", "2000", "--seed", "7"],
        check=True, capture_output=True).stdout
    subprocess.run(["git", "-C", path, "fast-import", "--quiet", "--done"], input=history, check=True)
    ids = subprocess.run(["git", "-C", path, "log", "--format=%h"], check=True, capture_output=True, text=True).stdout.split()
    return path, ids[0], ids[-1]


def main():
    children.install()  # INT/TERM/HUP run the `finally` below; every child's group ends with us
    repository, newest, oldest = make_repository()
    server, url = serve([os.path.join(BIN, "twig"), repository, "--web", "127.0.0.1:0"])
    driver = None
    service = None
    try:
        driver, service = browser()
        driver.get(url)
        text = wait_for(driver, "the whole log", lambda t: "2,000 commits" in t and newest in t)
        print("ok: the log loads and counts every commit, the newest first")
        keys(driver, Keys.END)
        wait_for(driver, "the oldest commit", lambda t: oldest in t)
        print("ok: End reaches the oldest commit")
        keys(driver, Keys.HOME)
        text = wait_for(driver, "the newest again", lambda t: newest in t)
        rows = text.splitlines()
        y = next(index for index, line in enumerate(rows) if newest in line)
        second = rows[y + 1].split()[4] if len(rows) > y + 1 and len(rows[y + 1].split()) > 4 else ""
        # A click selects the row, and selecting a commit opens it (the table's onSelect, as a
        # tap on a table row does). An Enter after the click used to race it: under load it
        # reached the opened commit's diff and folded its header.
        click_cell(driver, 20, y + 1)  # the second commit's row
        text = wait_for(driver, "the commit's diff", lambda t: "diff --git" in t and "Author:" in t)
        if second and f"commit {second}" not in text:
            fail(f"a click on {second}'s row opened another commit", driver)
        print(f"ok: a click opens commit {second or '(the clicked one)'} with its diff")
        keys(driver, Keys.ESCAPE)
        wait_for(driver, "the log again", lambda t: "2,000 commits" in t)
        keys(driver, "/", "Grace", Keys.ENTER)
        wait_for(driver, "the search", lambda t: "/Grace" in t)
        print("ok: / searches the log")
        driver.save_screenshot(SHOT)
    finally:
        shut_down(driver, service, server, "twig")
        shutil.rmtree(repository, ignore_errors=True)
    print("twig-web-chromium: all checks passed")


if __name__ == "__main__":
    main()
