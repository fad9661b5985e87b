"""What the Chromium end-to-end scripts share: the screen read from the page's DOM, the one
waiting helper, keys, and a headless Chromium driven by Selenium through Debian's
chromedriver (nothing is downloaded), in a process group that ends with the harness."""
import os
import re
import subprocess
import sys
import time

import e2e_children as children

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.action_builder import ActionBuilder

TIMEOUT = float(os.environ.get("E2E_TIMEOUT", "30"))


def fail(message, driver=None):
    print(f"FAIL: {message}", file=sys.stderr)
    if driver is not None:
        print("--- the screen ---\n" + screen(driver), file=sys.stderr)
        print("--- the notice ---\n" + notice(driver), file=sys.stderr)
    sys.exit(1)


def screen(driver):
    """The grid's rows as text, as the page shows them."""
    return driver.execute_script("return [...document.querySelectorAll('#screen .row')].map(r => r.textContent.replace(/\\s+$/, '')).join('\\n')")


def wait_for(driver, what, predicate, read=screen):
    """The one waiting helper: polls `read(driver)` (the screen's text unless another
    reading is given) until `predicate` holds of it, or fails."""
    deadline = time.monotonic() + TIMEOUT
    pause = 0.01
    while True:
        text = read(driver)
        if predicate(text):
            return text
        if time.monotonic() > deadline:
            fail(f"waited {TIMEOUT:.0f} s for: {what}", driver)
        time.sleep(pause)
        pause = min(pause * 2, 0.2)


def notice(driver):
    """The page's connection notice (empty while connected)."""
    return driver.execute_script("return document.getElementById('connection').textContent")


def accessible_region(driver, label):
    """The text a screen reader reads in the live region named `label` ("Focused",
    "Announcements"), from Chromium's own accessibility tree (the DevTools protocol's
    Accessibility.getFullAXTree), not from the DOM: what assistive technology is given."""
    nodes = driver.execute_cdp_cmd("Accessibility.getFullAXTree", {})["nodes"]
    by_id = {node["nodeId"]: node for node in nodes}

    def name(node):
        return (node.get("name") or {}).get("value", "")

    def text(node):
        if (node.get("role") or {}).get("value") in ("StaticText", "InlineTextBox"):
            return name(node) if (node.get("role") or {}).get("value") == "StaticText" else ""
        return " ".join(t for t in (text(by_id[child]) for child in node.get("childIds", []) if child in by_id) if t)

    for node in nodes:
        if name(node) == label and not node.get("ignored"):
            return text(node)
    return None


def accessible_headings(driver):
    """The names of the headings in Chromium's accessibility tree (the page's mirror of the
    section headers on screen), in the tree's order: what a screen reader's heading keys visit."""
    nodes = driver.execute_cdp_cmd("Accessibility.getFullAXTree", {})["nodes"]
    return [(node.get("name") or {}).get("value", "") for node in nodes
            if (node.get("role") or {}).get("value") == "heading" and not node.get("ignored")]


def keys(driver, *sequence):
    chain = ActionChains(driver)
    for key in sequence:
        chain.send_keys(key)
    chain.perform()


def chord(driver, modifier, key):
    """`key` pressed while `modifier` (Keys.CONTROL, Keys.SHIFT, ...) is held."""
    ActionChains(driver).key_down(modifier).send_keys(key).key_up(modifier).perform()


def cell_point(driver, x, y):
    """The page coordinates of the middle of the cell at column `x`, row `y`."""
    return driver.execute_script(
        "const box = document.getElementById('screen').getBoundingClientRect();"
        "const row = document.querySelector('#screen .row');"
        "const probe = row.getBoundingClientRect();"
        "const width = probe.width / Math.max(1, row.textContent.length);"
        "return [box.left + (arguments[0] + 0.5) * width, box.top + (arguments[1] + 0.5) * probe.height];", x, y)


def click_cell(driver, x, y):
    """A left click on the cell at column `x`, row `y`."""
    px, py = cell_point(driver, x, y)
    driver.execute_script("window.scrollTo(0, 0)")
    builder = ActionBuilder(driver)
    builder.pointer_action.move_to_location(int(px), int(py))
    builder.pointer_action.click()
    builder.perform()


def drag_cells(driver, start, end, modifier=None):
    """A left-button drag from the cell `start` to the cell `end` ((x, y) pairs), in steps,
    with `modifier` (Keys.SHIFT, ...) held throughout when given."""
    sx, sy = cell_point(driver, *start)
    ex, ey = cell_point(driver, *end)
    builder = ActionBuilder(driver)
    pointer = builder.pointer_action
    key = builder.key_action
    # The key source pauses while the pointer acts (and the other way round): W3C actions
    # run tick by tick across sources, so the key stays down for the whole drag.
    pointer.move_to_location(int(sx), int(sy))
    key.pause()
    if modifier:
        key.key_down(modifier)
        pointer.pause()
    pointer.pointer_down()
    key.pause()
    for step in range(1, 5):
        pointer.move_to_location(int(sx + (ex - sx) * step / 4), int(sy + (ey - sy) * step / 4))
        key.pause()
    pointer.pointer_up()
    key.pause()
    if modifier:
        key.key_up(modifier)
        pointer.pause()
    builder.perform()


def chromedriver_service():
    """chromedriver (which starts Chromium and its helpers under it) in a process group of
    its own that dies with the harness, ended with it (e2e_children)."""
    service = Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    service.popen_kw = dict(getattr(service, "popen_kw", None) or {}, **children.popen_options())
    # Tracked as soon as it starts (inside webdriver.Chrome, before Chromium), so a harness
    # killed while the browser starts still takes chromedriver's group with it.
    start = getattr(service, "_start_process", None)
    if start is not None:
        def start_and_track(*arguments, **options):
            start(*arguments, **options)
            if getattr(service, "process", None) is not None:
                children.track(service.process)
        service._start_process = start_and_track
    return service


def serve(command):
    """Starts a `--web 127.0.0.1:0` server (`command`, a list) and returns it with the
    address it printed, which must be on loopback and carry a token."""
    server = children.track(subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, **children.popen_options()))
    line = server.stdout.readline()
    match = re.search(r"(http://\S+)", line)
    if not match:
        fail(f"{os.path.basename(command[0])} --web printed no address: {line!r} {server.stderr.read() if server.poll() is not None else ''}")
    url = match.group(1)
    if "token=" not in url or not url.startswith("http://127.0.0.1:"):
        fail(f"the address has no token or is not on loopback: {url}")
    return server, url


def browser(width=1100, height=720):
    """A headless Chromium and its chromedriver service."""
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", f"--window-size={width},{height}"]:
        options.add_argument(argument)
    service = chromedriver_service()
    driver = webdriver.Chrome(service=service, options=options)
    if service.process is not None and service.process not in children._tracked:
        children.track(service.process)
    return driver, service


def shut_down(driver, service, server, name):
    """Quits the browser, ends chromedriver's group, and stops the server with SIGTERM."""
    if driver is not None:
        driver.quit()
    # Whatever chromedriver's group still holds (Chromium's helpers) ends with it.
    process = getattr(service, "process", None)
    if process is not None:
        children.end(process)
    server.terminate()
    try:
        server.wait(timeout=10)
    except subprocess.TimeoutExpired:
        children.end(server)
        fail(f"{name} --web did not stop on SIGTERM within 10 s")
