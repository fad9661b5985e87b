import Foundation

/// textual-serve (PyPI's textual and textual-serve, run as their docs show: one Textual
/// app process per browser tab) serving a Textual app with the Cats list screen's content
/// (a header, the count, the 68 breeds in a `ListView`, a footer), and the one client that
/// measures both it and a Trellis `WebServer` serving Cats: a `python3` script with
/// aiohttp (textual-serve's own dependency) that opens tabs at 200×60, reads the server's
/// process tree's resident memory from `/proc` (textual-serve's per-tab processes
/// included), and times one tab's keys (Down, Up) from the key message to the first
/// message back.
///
/// `TRELLIS_PYTHON` names another interpreter than `python3`.
enum TextualServePeer {
    /// One side's figures, as the script prints them.
    struct Figures: Decodable, Sendable {
        var bytesPerTab: Double
        var medianNanoseconds: Double
        var p99Nanoseconds: Double

        enum CodingKeys: String, CodingKey {
            case bytesPerTab = "bytes_per_tab"
            case medianNanoseconds = "median_ns"
            case p99Nanoseconds = "p99_ns"
        }
    }

    enum Failure: Error, CustomStringConvertible {
        case missing(python: String, output: String)

        var description: String {
            switch self {
            case .missing(let python, let output):
                return "the web suite's textual-serve peer failed (\(output)); it needs textual and textual-serve for \(python): "
                    + "`pip install textual textual-serve`"
            }
        }
    }

    /// The peer's figures: textual-serve started by the script, `tabs` more tabs after the
    /// first, `keys` keys timed.
    static func measureTextual(tabs: Int, keys: Int) throws -> Figures {
        try run(["textual", breedsPath, String(tabs), String(keys)])
    }

    /// Trellis's figures through the same client: the `WebServer` at `url` in process `pid`.
    static func measureTrellis(url: String, pid: Int32, tabs: Int, keys: Int) throws -> Figures {
        try run(["trellis", url, String(pid), String(tabs), String(keys)])
    }

    /// Cats' breeds, which the Textual app lists.
    static var breedsPath: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../../Examples/Cats/CatsAPI/Resources/breeds.json").standardizedFileURL.path
    }

    private static func run(_ arguments: [String]) throws -> Figures {
        let python = ProcessInfo.processInfo.environment["TRELLIS_PYTHON"] ?? "python3"
        let script = FileManager.default.temporaryDirectory
            .appendingPathComponent("trellis-web-peer-\(ProcessInfo.processInfo.processIdentifier).py")
        try Self.script.write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [python, "-u", script.path] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let problems = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let figures = try? JSONDecoder().decode(Figures.self, from: data) else {
            let said = String(decoding: problems, as: UTF8.self).split(separator: "\n").suffix(3).joined(separator: " / ")
            throw Failure.missing(python: python, output: said.isEmpty ? "exit \(process.terminationStatus)" : said)
        }
        return figures
    }

    static let script = #"""
        """The web suite's textual-serve peer, and one client for both sides.

        Usage:
          peer.py trellis URL PID TABS KEYS     measure tabs of a Trellis WebServer (PID: its process)
          peer.py textual BREEDS_JSON TABS KEYS  start textual-serve serving a Textual list of the
                                                 breeds, then measure its tabs the same way

        Prints one line: {"bytes_per_tab": …, "median_ns": …, "p99_ns": …}: the resident memory
        each tab past the first adds to the server's process tree (textual-serve runs a process
        per tab), and one tab's key-to-frame times (a key message sent to the first message back).
        """
        import asyncio
        import json
        import os
        import socket
        import subprocess
        import sys
        import tempfile
        import time

        import aiohttp

        APP = r'''
        import json, sys
        from textual.app import App, ComposeResult
        from textual.widgets import Header, Footer, ListView, ListItem, Label

        BREEDS = json.load(open(sys.argv[1]))['breeds']

        class Breeds(App):
            TITLE = "Cats"
            def compose(self) -> ComposeResult:
                yield Header()
                yield Label(f"{len(BREEDS)} breeds")
                yield ListView(*[ListItem(Label(f"{b['name']}  {b.get('origin', '')}  {b.get('coat', '')}")) for b in BREEDS])
                yield Footer()
            def on_mount(self) -> None:
                self.query_one(ListView).focus()

        Breeds().run()
        '''


        def tree_rss(pid):
            """Resident bytes of `pid` and every process under it."""
            children = {}
            for entry in os.listdir("/proc"):
                if not entry.isdigit():
                    continue
                try:
                    with open(f"/proc/{entry}/stat") as f:
                        fields = f.read().rsplit(")", 1)[1].split()
                    children.setdefault(int(fields[1]), []).append(int(entry))
                except (OSError, IndexError):
                    pass
            total, todo = 0, [pid]
            while todo:
                current = todo.pop()
                todo += children.get(current, [])
                try:
                    with open(f"/proc/{current}/status") as f:
                        for line in f:
                            if line.startswith("VmRSS:"):
                                total += int(line.split()[1]) * 1024
                except OSError:
                    pass
            return total


        class Side:
            def __init__(self, kind, url, ready, down, up):
                self.kind, self.url, self.ready, self.down, self.up = kind, url, ready, down, up


        async def open_tab(session, side):
            # The page's own origin, as a browser sends it.
            origin = "http://" + side.url.split("//", 1)[1].split("/", 1)[0]
            ws = await session.ws_connect(side.url, max_msg_size=1 << 24, origin=origin)
            # Each key goes out at once (no Nagle wait behind the last message's unacknowledged bytes).
            connection_socket = ws._response.connection.transport.get_extra_info("socket")
            connection_socket.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            if side.kind == "textual":
                await ws.send_str(json.dumps(["resize", {"width": 200, "height": 60}]))
            seen = b""
            deadline = time.monotonic() + 60
            while side.ready not in seen:
                message = await ws.receive(timeout=max(0.1, deadline - time.monotonic()))
                if message.type == aiohttp.WSMsgType.BINARY:
                    seen = (seen + message.data)[-200000:]
                elif message.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.ERROR):
                    raise RuntimeError(f"{side.kind}: the tab closed before it showed its list")
            await drain(ws, 0.5)
            return ws


        async def drain(ws, seconds):
            """Reads what comes within `seconds` of quiet."""
            while True:
                try:
                    await ws.receive(timeout=seconds)
                except asyncio.TimeoutError:
                    return


        async def key_times(ws, side, keys):
            times = []
            for index in range(keys):
                await drain(ws, 0.03)
                key = side.down if index % 2 == 0 else side.up
                start = time.perf_counter_ns()
                await ws.send_str(key)
                while True:
                    message = await ws.receive(timeout=10)
                    if message.type == aiohttp.WSMsgType.BINARY:
                        break
                times.append(time.perf_counter_ns() - start)
            return times


        async def keep_reading(ws):
            """Reads a tab's messages as a page does (answering the server's pings on the way)."""
            while True:
                message = await ws.receive()
                if message.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.ERROR):
                    return


        async def measure(side, pid, tabs, keys):
            async with aiohttp.ClientSession() as session:
                first = await open_tab(session, side)
                reading = [asyncio.create_task(keep_reading(first))]
                await asyncio.sleep(1)
                one = tree_rss(pid)
                others = []
                for _ in range(tabs):
                    others.append(await open_tab(session, side))
                    reading.append(asyncio.create_task(keep_reading(others[-1])))
                await asyncio.sleep(1)
                per_tab = (tree_rss(pid) - one) / tabs
                reading[0].cancel()
                try:
                    await reading[0]
                except asyncio.CancelledError:
                    pass
                times = sorted(await key_times(first, side, keys))
                for task in reading[1:]:
                    task.cancel()
                for ws in [first] + others:
                    await ws.close()
            return {
                "bytes_per_tab": per_tab,
                "median_ns": times[len(times) // 2],
                "p99_ns": times[min(len(times) - 1, round((len(times) - 1) * 0.99))],
            }


        def free_port():
            with socket.socket() as s:
                s.bind(("127.0.0.1", 0))
                return s.getsockname()[1]


        def main():
            mode = sys.argv[1]
            if mode == "trellis":
                url, pid, tabs, keys = sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
                side = Side("trellis", url, b"68 breeds",
                            json.dumps({"t": "key", "key": "ArrowDown"}), json.dumps({"t": "key", "key": "ArrowUp"}))
                print(json.dumps(asyncio.run(measure(side, pid, tabs, keys))), flush=True)
                return
            breeds, tabs, keys = sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
            directory = tempfile.mkdtemp(prefix="trellis-textual-peer-")
            app = os.path.join(directory, "breeds_app.py")
            with open(app, "w") as f:
                f.write(APP)
            port = free_port()
            serve = (
                "import sys; from textual_serve.server import Server; "
                f"Server({sys.executable + ' ' + app + ' ' + breeds!r}, host='127.0.0.1', port={port}).serve()"
            )
            server = subprocess.Popen([sys.executable, "-c", serve], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            try:
                deadline = time.monotonic() + 30
                while time.monotonic() < deadline:
                    try:
                        socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                        break
                    except OSError:
                        time.sleep(0.05)
                side = Side("textual", f"ws://127.0.0.1:{port}/ws?width=200&height=60", b"breeds",
                            json.dumps(["stdin", "\x1b[B"]), json.dumps(["stdin", "\x1b[A"]))
                print(json.dumps(asyncio.run(measure(side, server.pid, tabs, keys))), flush=True)
            finally:
                server.terminate()
                server.wait()


        if __name__ == "__main__":
            main()
        """#
}
