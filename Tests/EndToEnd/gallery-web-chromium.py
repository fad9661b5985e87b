#!/usr/bin/env python3
"""The gallery's standard controls in a real headless Chromium, through `trellis-gallery --web`.

Usage: gallery-web-chromium.py BIN_DIR [SCREENSHOT.png]

Starts `trellis-gallery --web 127.0.0.1:0`, opens the address it prints in Debian's
chromium (Selenium through chromedriver; nothing is downloaded), and drives the controls
with the keyboard and the mouse as a person would, reading the screen from the page's DOM
after each step: typing into the text area and selecting by a drag, sorting the data table
by a click on a header, opening a tree folder by a click on its ▸, dragging the split
view's divider, answering a confirm alert, and on the rich-text page: the Markdown link as
an `<a href>`, a drag selecting its text with Ctrl-C copying it, and Shift+drag selecting
the page's own text. Exits non-zero with the screen as the page
showed it when a check fails.
"""
import os
import sys

sys.dont_write_bytecode = True  # nothing left in the tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import e2e_children as children  # noqa: E402
from web_kit import browser, chord, click_cell, drag_cells, fail, keys, serve, shut_down, wait_for  # noqa: E402

from selenium.webdriver.common.keys import Keys  # noqa: E402

BIN = sys.argv[1]
SHOT = sys.argv[2] if len(sys.argv) > 2 else "gallery-web.png"
HOME = "One screen per building block"


def row_of(text, needle):
    """The index of the first screen row containing `needle`, or fail."""
    for index, line in enumerate(text.splitlines()):
        if needle in line:
            return index, line
    return None, None


def open_page(driver, downs, marker):
    """From the home menu's first row, ↓ `downs` times and Enter; waits for `marker`."""
    keys(driver, *([Keys.ARROW_DOWN] * downs), Keys.ENTER)
    return wait_for(driver, marker, lambda t: marker in t)


def back_home(driver):
    keys(driver, Keys.ESCAPE)
    wait_for(driver, "the home menu", lambda t: HOME in t)
    keys(driver, Keys.HOME)


def main():
    children.install()  # INT/TERM/HUP run the `finally` below; every child's group ends with us
    server, url = serve([os.path.join(BIN, "trellis-gallery"), "--web", "127.0.0.1:0"])
    driver = None
    service = None
    try:
        driver, service = browser()
        driver.get(url)
        wait_for(driver, "the home menu", lambda t: HOME in t and "Dialogs and rich text" in t)
        print("ok: the home menu lists the control pages")

        # 1. The text area: typing moves the indicator; a drag selects and Ctrl-C copies it.
        text = open_page(driver, 7, "Ln 1, Col 1")
        keys(driver, "Hi ")
        text = wait_for(driver, "typing moved the indicator", lambda t: "Ln 1, Col 4" in t and "Hi Notes on cats" in t)
        print("ok: typing into the text area moves its Ln/Col indicator")
        y, line = row_of(text, "Hi Notes on cats")
        drag_cells(driver, (1, y), (9, y))
        chord(driver, Keys.CONTROL, "c")
        copied = wait_for(driver, "the selection copied to the page's clipboard",
                          lambda value: bool(value), read=lambda d: d.execute_script("return document.body.dataset.copied || ''"))
        if not copied.startswith("Hi Note"):
            fail(f"a drag over 'Hi Notes' copied {copied!r}", driver)
        print(f"ok: a drag selects and Ctrl-C copies it ({copied!r})")
        chord(driver, Keys.CONTROL, "z")
        back_home(driver)

        # 2. The data table: a click on the Date header sorts a million rows (▲).
        text = open_page(driver, 8, "1,000,000 sightings")
        y, line = row_of(text, "Date")
        click_cell(driver, line.index("Date") + 1, y)
        text = wait_for(driver, "sorted by a header click", lambda t: "▲" in t and "3361 2016-01-01 Nice" in t)
        print("ok: a click on a header sorts the million rows, ties in order")
        back_home(driver)

        # 3. The tree: a click on ▸ opens the folder.
        text = open_page(driver, 9, "▸ Sources")
        y, line = row_of(text, "▸ Sources")
        click_cell(driver, line.index("▸"), y)
        wait_for(driver, "Sources opened by a click", lambda t: "▾ Sources" in t and "TrellisViews" in t)
        print("ok: a click on ▸ opens a folder")
        back_home(driver)

        # 4. The containers: dragging the divider changes the stored layout.
        text = open_page(driver, 10, "Stored layout: [40%, 60%]")
        y, line = row_of(text, "Line 3 of 100")
        divider = line.index("│")
        drag_cells(driver, (divider, y), (divider - 12, y))
        wait_for(driver, "the divider dragged", lambda t: "Stored layout:" in t and "40%, 60%" not in t)
        print("ok: dragging the split view's divider changes its stored layout")
        back_home(driver)

        # 5. The dialogs: a click on "Sign out…" asks; Esc cancels and gives focus back.
        text = open_page(driver, 12, "Sign out…")
        y, line = row_of(text, "Sign out…")
        click_cell(driver, line.index("Sign out…") + 2, y)
        wait_for(driver, "the confirm alert", lambda t: "2 changes not sent yet: sign out anyway?" in t)
        driver.save_screenshot(SHOT)
        keys(driver, Keys.ESCAPE)
        wait_for(driver, "the alert cancelled", lambda t: "Answered: Cancel" in t and "sign out anyway?" not in t)
        print("ok: a confirm alert asks, and Esc cancels it")

        # 6. Rich text: the Markdown link is an <a>; a drag selects the document's text and
        # Ctrl-C copies it through the app; Shift+drag is the page's own selection instead.
        anchors = driver.execute_script(
            "return [...document.querySelectorAll('#screen a')].map(a =>"
            " [a.getAttribute('href'), a.rel, a.target, a.textContent])")
        guide = [a for a in anchors if a[0] == "https://github.com/trellis/trellis"]
        if not guide or guide[0][1] != "noopener noreferrer" or guide[0][2] != "_blank" or "the Trellis guide" not in guide[0][3]:
            fail(f"the Markdown link is not an <a href> to the guide: {anchors!r}", driver)
        print(f"ok: the Markdown link is an <a href={guide[0][0]!r} rel={guide[0][1]!r}>")
        text = driver.execute_script("return document.getElementById('screen').innerText")
        y, line = row_of(text, "Rich text")
        x = line.index("Rich text")
        driver.execute_script("document.body.dataset.copied = ''")
        drag_cells(driver, (x, y), (x + 9, y))
        chord(driver, Keys.CONTROL, "c")
        copied = wait_for(driver, "the document's selection copied", lambda value: bool(value),
                          read=lambda d: d.execute_script("return document.body.dataset.copied || ''"))
        if copied != "Rich text":
            fail(f"a drag over 'Rich text' copied {copied!r}", driver)
        print(f"ok: a drag selects the Markdown text and Ctrl-C copies it ({copied!r})")
        drag_cells(driver, (x, y), (x + 9, y), modifier=Keys.SHIFT)
        selected = driver.execute_script("return String(window.getSelection() || '')")
        if "Rich" not in selected:
            fail(f"Shift+drag did not select the page's text natively: {selected!r}", driver)
        print(f"ok: Shift+drag selects the page's own text ({selected!r})")
    finally:
        shut_down(driver, service, server, "trellis-gallery")
    print("gallery-web-chromium: all checks passed")


if __name__ == "__main__":
    main()
