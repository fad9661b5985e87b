#!/usr/bin/env python3
"""`cats --web` behind a real reverse proxy (nginx), in a real headless Chromium.

Usage: cats-web-proxy-chromium.py BIN_DIR

Starts `cats --in-memory --web 127.0.0.1:0 --trust-proxy 127.0.0.1` and an nginx in front
of it (its own prefix in a temporary directory, the configuration the TrellisWeb guide
gives: WebSocket upgrade headers, X-Forwarded-For, -Host and -Proto), opens the proxy's
address with the token in Chromium and checks, reading the screen from the page's DOM:

1. the first load moves the token into a cookie: the address bar no longer shows it;
2. the list answers keys through the proxy's socket;
3. a reload and a second tab, without the token in their address, are let in by the cookie;
4. wrong tokens counted against the client the proxy forwards for: a guesser's address
   (a forged X-Forwarded-For the proxy passes on) is held up while the browser is not;
5. without the cookie and the token, the proxy's address is refused.
"""
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import urllib.error
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import e2e_children as children  # noqa: E402
from web_kit import accessible_region, browser, fail, keys, serve, shut_down, wait_for  # noqa: E402

from selenium.webdriver.common.keys import Keys  # noqa: E402

BIN = sys.argv[1]
NGINX = os.environ.get("NGINX", shutil.which("nginx") or "/usr/sbin/nginx")

CONFIGURATION = """
worker_processes 1;
{user}
pid {prefix}/nginx.pid;
error_log {prefix}/error.log warn;
events {{ worker_connections 256; }}
http {{
    access_log off;
    client_body_temp_path {prefix}/body;
    proxy_temp_path {prefix}/proxy;
    fastcgi_temp_path {prefix}/fastcgi;
    uwsgi_temp_path {prefix}/uwsgi;
    scgi_temp_path {prefix}/scgi;
    map $http_upgrade $connection_upgrade {{ default upgrade; '' close; }}
    server {{
        listen 127.0.0.1:{port};
        location / {{
            proxy_pass http://127.0.0.1:{upstream};
            proxy_http_version 1.1;
            proxy_set_header Upgrade $http_upgrade;
            proxy_set_header Connection $connection_upgrade;
            proxy_set_header Host $http_host;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_set_header X-Forwarded-Host $http_host;
            proxy_set_header X-Forwarded-Proto $scheme;
            proxy_read_timeout 1h;
        }}
    }}
}}
"""


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def status_of(url, headers=None):
    """The status the proxy answers `url` with, redirects not followed."""
    class NoRedirect(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *arguments, **options):
            return None
    opener = urllib.request.build_opener(NoRedirect)
    try:
        with opener.open(urllib.request.Request(url, headers=headers or {}), timeout=10) as answer:
            return answer.status
    except urllib.error.HTTPError as error:
        return error.code
    except (urllib.error.URLError, OSError):
        return 0  # nothing listens yet


def main():
    children.install()
    if not os.path.exists(NGINX):
        fail(f"nginx is not installed ({NGINX}); .ci/run installs nginx-light")
    server, direct = serve([os.path.join(BIN, "cats"), "--in-memory", "--web", "127.0.0.1:0", "--trust-proxy", "127.0.0.1"])
    upstream = int(direct.split(":")[2].split("/")[0])
    token = direct.split("token=")[1]
    prefix = tempfile.mkdtemp(prefix="trellis-nginx-")
    os.chmod(prefix, 0o755)
    port = free_port()
    with open(os.path.join(prefix, "nginx.conf"), "w") as conf:
        conf.write(CONFIGURATION.format(
            prefix=prefix, port=port, upstream=upstream, user="user root;" if os.geteuid() == 0 else ""))
    proxy = children.track(subprocess.Popen(
        [NGINX, "-p", prefix, "-c", os.path.join(prefix, "nginx.conf"), "-g", "daemon off;"],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, **children.popen_options()))
    base = f"http://127.0.0.1:{port}/"
    wait_for(None, "nginx answering", lambda status: status != 0 or proxy.poll() is not None, read=lambda _: status_of(base))
    if proxy.poll() is not None:
        fail(f"nginx did not start: {proxy.stderr.read()}")
    driver = None
    service = None
    try:
        driver, service = browser()

        # 1. The token moves into a cookie on the first load.
        driver.get(f"{base}?token={token}")
        wait_for(driver, "the breed list through the proxy", lambda t: "68 breeds" in t and "Arabian Mau" in t)
        if "token" in driver.current_url:
            fail(f"the token is still in the address bar: {driver.current_url}", driver)
        cookies = {cookie["name"]: cookie for cookie in driver.get_cookies()}
        cookie = next((c for name, c in cookies.items() if name.startswith("trellis-token-")), None)
        if cookie is None or not cookie.get("httpOnly") or cookie.get("sameSite") != "Strict":
            fail(f"no HttpOnly, SameSite=Strict token cookie: {cookies}", driver)
        print(f"ok: the first load through nginx moves the token into a cookie ({cookie['name']}); the address is {driver.current_url}")

        # 2. Keys through the proxy's socket.
        keys(driver, Keys.ARROW_DOWN, Keys.ARROW_DOWN)
        wait_for(driver, "the focused row through the proxy", lambda t: t is not None and "Cymric" in t,
                 read=lambda d: accessible_region(d, "Focused"))
        print("ok: ↓ ↓ reaches the app through the proxy's WebSocket")

        # 3. A reload and a second tab, with no token in their address.
        driver.refresh()
        wait_for(driver, "the same tab after a reload", lambda t: t is not None and "Cymric" in t,
                 read=lambda d: accessible_region(d, "Focused"))
        first = driver.current_window_handle
        driver.switch_to.new_window("tab")
        driver.get(base)
        wait_for(driver, "a second tab let in by the cookie", lambda t: "68 breeds" in t)
        driver.close()
        driver.switch_to.window(first)
        print("ok: a reload and a second tab without the token in their address are let in by the cookie")

        # 4. Wrong tokens count against the forwarded client (the guesser forges an
        # X-Forwarded-For; nginx passes it on and adds the peer it saw, which the server
        # trusts as a proxy, so the forged address is the one held up).
        guesses = [status_of(f"{base}?token=wrong-token-{n:08d}", {"X-Forwarded-For": "203.0.113.9"}) for n in range(12)]
        if guesses[0] != 403 or guesses[-1] != 429:
            fail(f"wrong tokens through the proxy were answered {guesses} (403s, then 429)", driver)
        if status_of(f"{base}?token={token}", {"X-Forwarded-For": "203.0.113.9"}) != 429:
            fail("the guessing client is not held up", driver)
        if status_of(f"{base}?token={token}") != 303:
            fail("the browser's own address is held up by another client's guesses", driver)
        driver.refresh()
        wait_for(driver, "the browser's tab still served", lambda t: "68 breeds" in t)
        print(f"ok: wrong tokens count against the forwarded client ({guesses.count(403)} × 403, then 429); the browser goes on")

        # 5. Without the cookie or the token: refused.
        driver.delete_all_cookies()
        driver.get(base)
        wait_for(driver, "the page refused without the cookie", lambda t: "token" in t, read=lambda d: d.page_source)
        print("ok: without the cookie and the token, the proxy's address is refused")
    finally:
        proxy.terminate()
        try:
            proxy.wait(timeout=10)
        except subprocess.TimeoutExpired:
            children.end(proxy)
        shut_down(driver, service, server, "cats")
        shutil.rmtree(prefix, ignore_errors=True)
    print("cats-web-proxy-chromium: all checks passed")


if __name__ == "__main__":
    main()
