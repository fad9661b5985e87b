#!/usr/bin/env python3
"""Cats in a real headless Chromium, through `cats --web`: the end-to-end test of TrellisWeb.

Usage: cats-web-chromium.py BIN_DIR [SCREENSHOT.png]

Starts `cats --in-memory --web 127.0.0.1:0`, opens the address it prints in Debian's
chromium (driven by Selenium through chromedriver; nothing is downloaded), and checks the
screen, read from the page's DOM, after each step: the breeds, moving with the keys,
opening a breed, favoriting it, Sightings, a resize, typing a search, a reload resuming
the tab, two tabs at once with their own state, and SIGTERM closing the sockets with
1001 so a page reconnects. Saves a screenshot. Exits non-zero
with the screen as the page showed it when a check fails.
"""
import os
import re
import signal
import sys

sys.dont_write_bytecode = True  # nothing left in the tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import e2e_children as children  # noqa: E402
from web_kit import accessible_headings, accessible_region, browser, chord, fail, keys, notice, screen, serve, shut_down, wait_for  # noqa: E402

from selenium.webdriver.common.keys import Keys  # noqa: E402

BIN = sys.argv[1]
SHOT = sys.argv[2] if len(sys.argv) > 2 else "cats-web.png"


def main():
    children.install()  # INT/TERM/HUP run the `finally` below; every child's group ends with us
    server, url = serve([os.path.join(BIN, "cats"), "--in-memory", "--web", "127.0.0.1:0"])
    driver = None
    service = None
    try:
        driver, service = browser()

        # Without the token: refused, no app.
        driver.get(url.split("?")[0])
        if "token" not in driver.page_source:
            fail("the page without its token was not refused", driver)

        # 1. The breeds, read from the DOM.
        driver.get(url)
        text = wait_for(driver, "the breed list", lambda t: "68 breeds" in t and "Arabian Mau" in t)
        driver.save_screenshot(SHOT)
        for breed in ["Arabian Mau", "Australian Mist", "Cymric", "Abyssinian"]:
            if breed not in text:
                fail(f"{breed} is not on the list", driver)
        print("ok: the list shows the breeds")
        headings = wait_for(driver, "the section headers as headings in the accessibility tree",
                            lambda h: h[:2] == ["Arabian Peninsula (1)", "Australia (1)"], read=accessible_headings)
        print(f"ok: the accessibility tree has the section headers on screen as headings ({len(headings)}: {headings[0]!r} …)")

        # 2. Move with the keys and open a breed; a screen reader is told what is focused
        # (read from Chromium's accessibility tree, the page's live region).
        keys(driver, Keys.ARROW_DOWN, Keys.ARROW_DOWN)
        focused = wait_for(driver, "the focused row in the accessibility tree",
                           lambda t: t is not None and "Cymric" in t, read=lambda d: accessible_region(d, "Focused"))
        print(f"ok: the accessibility tree says what is focused: {focused!r}")
        keys(driver, Keys.ENTER)
        wait_for(driver, "Cymric's details", lambda t: "Cymric  Canada · Long" in t and "Lifespan" in t)
        # The screen's announcement reaches the accessibility tree's live log.
        wait_for(driver, "the new screen announced in the accessibility tree",
                 lambda t: t is not None and "Screen: Cymric" in t, read=lambda d: accessible_region(d, "Announcements"))
        print("ok: ↓ ↓ Enter opens Cymric; a screen reader hears 'Screen: Cymric'")

        # 3. Favorite it.
        keys(driver, "f")
        wait_for(driver, "Cymric favorited", lambda t: "★" in t.splitlines()[1])
        print("ok: f favorites it")

        # 4. Sightings.
        keys(driver, Keys.ARROW_RIGHT)
        wait_for(driver, "the Sightings tab", lambda t: "Lifespan" not in t and "Sightings" in t)
        print("ok: → shows Sightings")

        # 5. A reload resumes the same tab where it was.
        frames_before = driver.execute_script("return document.body.dataset.frames")
        driver.refresh()
        wait_for(driver, "the same screen after a reload", lambda t: "Cymric  Canada" in t and "Lifespan" not in t)
        print(f"ok: a reload resumes the tab (frames before the reload: {frames_before})")

        # 6. Back to the list, a resize, and typing a search.
        keys(driver, Keys.ESCAPE)
        wide = wait_for(driver, "the list again", lambda t: "68 breeds" in t)
        wide_columns = max(len(row) for row in wide.splitlines())
        driver.set_window_size(640, 520)
        narrow = wait_for(driver, "the list laid out for a narrow window",
                          lambda t: "68 breeds" in t and max(len(r) for r in t.splitlines()) < wide_columns - 20)
        rows = driver.execute_script("return document.querySelectorAll('#screen .row').length")
        print(f"ok: a resize lays the list out again ({wide_columns} → {max(len(r) for r in narrow.splitlines())} columns, {rows} rows)")
        keys(driver, "/", "m", "a", "n")
        wait_for(driver, "the search for 'man'", lambda t: "Manx" in t and "Persian" not in t and "Abyssinian" not in t)
        print("ok: typing /man filters the list")
        driver.set_window_size(1100, 720)

        # 7. Two tabs at once: the second has its own app, the first keeps its search.
        first = driver.current_window_handle
        driver.switch_to.new_window("tab")
        second_window = driver.current_window_handle
        driver.get(url)
        second = wait_for(driver, "a second tab's list", lambda t: "68 breeds" in t and "Persian" in t)
        if "man" in second.splitlines()[2]:
            fail("the second tab shows the first tab's search", driver)
        keys(driver, Keys.ENTER)
        wait_for(driver, "the second tab's first breed", lambda t: "Arabian Mau  Arabian Peninsula" in t)
        # Wide (140 columns and more), the list and the breed sit side by side; narrow, it is pushed again.
        driver.set_window_size(1800, 900)
        wait_for(driver, "the list beside the breed", lambda t: "68 breeds" in t and "Arabian Mau  Arabian Peninsula" in t)
        driver.set_window_size(1100, 720)
        wait_for(driver, "the breed pushed again", lambda t: "68 breeds" not in t and "Arabian Mau  Arabian Peninsula" in t)
        print("ok: wide, the list and the breed sit side by side; narrow, the breed is pushed")
        driver.switch_to.window(first)
        wait_for(driver, "the first tab unchanged", lambda t: "Manx" in t and "Persian" not in t)
        print("ok: two tabs keep separate state")

        # 7b. Scrolling: a third tab walks down the list, which comes as scroll operations
        # (and the rows that came in); what the page then shows must be what a reload
        # (every cell sent again) shows.
        driver.switch_to.new_window("tab")
        driver.set_window_size(640, 600)  # one column of breeds, far more than the screen holds
        driver.get(url)
        wait_for(driver, "a third tab's list", lambda t: "68 breeds" in t)
        keys(driver, *([Keys.ARROW_DOWN] * 30))
        wait_for(driver, "the 31st breed focused", lambda t: t is not None and "31 of 68" in t,
                 read=lambda d: accessible_region(d, "Focused"))
        walked = wait_for(driver, "the list scrolled down", lambda t: "Arabian Peninsula" not in t)
        # A section header starts at the left edge: "Russia (5)", the section index beside it.
        shown = [match.group(1) for match in (re.match(r"(\S.*? \(\d+\))", line) for line in walked.splitlines()) if match]
        wait_for(driver, f"the headings to be the section headers now on screen: {shown}",
                 lambda h: h == shown and "Arabian Peninsula (1)" not in h, read=accessible_headings)
        scrolls = driver.execute_script("return document.body.dataset.scrolls || '0'")
        if int(scrolls) < 5:
            fail(f"walking down the list applied {scrolls} scroll operations", driver)
        driver.refresh()
        wait_for(driver, f"the scrolled list after a reload to be what the page showed before it:\n{walked}",
                 lambda t: t == walked)
        driver.close()
        driver.switch_to.window(first)
        driver.set_window_size(1100, 720)
        print(f"ok: ↓ × 30 scrolls the list ({scrolls} scroll operations), the page equals a reload's, and the headings follow: {shown}")

        # 7c. Text input people expect, in a fourth tab: an input method's composition (the
        # DevTools protocol's Input.imeSetComposition, then its commit), shown at the caret
        # while composing and typed into the search as the composed text; a real paste from
        # the clipboard (Ctrl-V), one past the paste limit cut by the page; a finger dragged
        # up the screen scrolls the list.
        driver.switch_to.new_window("tab")
        driver.get(url)
        wait_for(driver, "a fourth tab's list", lambda t: "68 breeds" in t and "Arabian Mau" in t)
        keys(driver, "/")
        wait_for(driver, "the search field", lambda t: "Search" in t)
        driver.execute_cdp_cmd("Input.imeSetComposition", {"text": "ね", "selectionStart": 1, "selectionEnd": 1})
        driver.execute_cdp_cmd("Input.imeSetComposition", {"text": "ねこ", "selectionStart": 2, "selectionEnd": 2})
        shown = driver.execute_script("const area = document.getElementById('input'); return [area.className, area.value]")
        if shown != ["composing", "ねこ"]:
            fail(f"the composition is not shown at the caret while composing: {shown!r}", driver)
        if "ねこ" in screen(driver):
            fail("the keystrokes of a composition reached the app before it was committed", driver)
        driver.execute_cdp_cmd("Input.insertText", {"text": "猫"})
        wait_for(driver, "the composed 猫 typed into the search", lambda t: "Search: 猫" in t and "ねこ" not in t)
        print("ok: an input method's composition shows at the caret and its text is typed into the search")
        origin = url.split("?")[0].rstrip("/")
        driver.execute_cdp_cmd("Browser.grantPermissions", {"origin": origin, "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})

        def clipboard(text):
            written = driver.execute_async_script(
                "const done = arguments[arguments.length - 1];"
                "navigator.clipboard.writeText(arguments[0]).then(() => done('ok'), (error) => done(String(error)))", text)
            if written != "ok":
                fail(f"the clipboard could not be written: {written}", driver)

        keys(driver, Keys.BACKSPACE)
        clipboard("maine")
        chord(driver, Keys.CONTROL, "v")
        wait_for(driver, "the pasted search", lambda t: "Search: maine" in t and "Maine Coon" in t and "Persian" not in t)
        clipboard("x" * 40_000)
        chord(driver, Keys.CONTROL, "v")
        wait_for(driver, "a paste past the limit, cut by the page", lambda t: "Nothing matches" in t and "“mainexxxx" in t)
        keys(driver, Keys.ESCAPE)
        wait_for(driver, "the list after a long paste", lambda t: "Arabian Mau" in t and "Search: m" not in t)
        print("ok: Ctrl-V pastes the clipboard into the search; a 40,000-character paste is cut and the tab answers at once")
        driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1})
        scrolls = int(driver.execute_script("return document.body.dataset.scrolls || '0'"))
        driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": 100, "y": 500}]})
        for step in range(1, 16):
            driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": 100, "y": 500 - 20 * step}]})
        dragged = wait_for(driver, "the list scrolled by a finger still down", lambda t: "Arabian Mau" not in t)
        driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        wait_for(driver, "the list flinging on after the finger left", lambda t: t != dragged)
        print(f"ok: a finger dragged up the screen scrolls the list, which flings on when let go "
              f"({int(driver.execute_script('return document.body.dataset.scrolls || 0')) - scrolls} scroll operations)")
        driver.close()
        driver.switch_to.window(first)

        # 8. q ends the tab's app; the page says so.
        keys(driver, Keys.ESCAPE, "q")
        wait_for(driver, "the page saying the app ended", lambda t: "The app ended" in t, read=notice)
        print("ok: q ends the tab's app and the page says so")
        if server.poll() is not None:
            fail("cats --web exited when one tab quit")

        # 9. SIGTERM: the server closes the other tab's socket with 1001 before it stops, so
        # that page keeps its session and tries to reconnect instead of saying the app ended.
        driver.switch_to.window(second_window)
        server.send_signal(signal.SIGTERM)
        shown = wait_for(driver, "the page reconnecting after SIGTERM",
                         lambda t: "reconnecting" in t or "cannot be reached" in t or "ended" in t, read=notice)
        if "ended" in shown:
            fail(f"after SIGTERM the page said: {shown!r}", driver)
        if driver.execute_script("return sessionStorage.getItem('trellis-session')") in (None, ""):
            fail("after SIGTERM the page forgot its session", driver)
        print(f"ok: SIGTERM closes the sockets with 1001; the page says {shown.strip()!r} and keeps its session")
        print(f"cats-web-chromium: all checks passed; screenshot at {SHOT}")
    finally:
        shut_down(driver, service, server, "cats")


if __name__ == "__main__":
    main()
