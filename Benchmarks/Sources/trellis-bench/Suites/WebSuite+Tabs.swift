import CatsKit
import Dispatch
import Foundation
import Hummingbird
import HummingbirdWSClient
import Logging
import Synchronization
import Trellis

/// The web suite's many-tabs cases: Cats served by a `WebServer` in a child process (as
/// `cats --in-memory --web` serves it: one shared set of services, a shell and an app per
/// tab), and WebSocket clients in this process opening tabs at 200×60, idling, typing and
/// pasting. The child's memory and CPU come from `/proc`.
///
/// The whole scenario takes about half a minute, so it runs once per benchmark run and
/// every case reads its figure from that run (each round reports the same number).
enum WebTabsProbe {
    /// What one run measured.
    struct Figures: Sendable {
        /// Resident memory each tab past the first adds (bytes), over `addedTabs` tabs.
        var bytesPerTab: Double
        /// Resident memory with `idleTabs` tabs connected (bytes).
        var idleTabsBytes: Double
        /// CPU time the server spends per second of wall time with `idleTabs` idle tabs (ns).
        var idleTabsCPU: Double
        /// Key to frame with one tab typing: median and 99th percentile (ns).
        var oneTabMedian: Double
        var oneTabP99: Double
        /// Key to frame with `typingTabs` tabs each typing 10 keys a second.
        var manyTabsMedian: Double
        var manyTabsP99: Double
        /// Another tab's 99th percentile while one tab pastes 32 KiB again and again, less
        /// its 99th percentile before.
        var pasteMovesP99: Double
    }

    struct Scale: Sendable {
        var addedTabs: Int
        var idleTabs: Int
        var typingTabs: Int
        var seconds: Int
    }

    static let full = Scale(addedTabs: 100, idleTabs: 1_000, typingTabs: 100, seconds: 5)
    static let quick = Scale(addedTabs: 10, idleTabs: 50, typingTabs: 10, seconds: 1)

    private static let cache = Mutex<[Int: Figures]>([:])

    /// The figures of this run, measured on first use.
    static func figures(quick: Bool) throws -> Figures {
        let scale = quick ? Self.quick : Self.full
        if let known = cache.withLock({ $0[scale.idleTabs] }) { return known }
        let measured = try blockingAwait { try await measure(scale) }
        cache.withLock { $0[scale.idleTabs] = measured }
        return measured
    }

    enum ProbeError: Error {
        case serverDidNotStart(String)
        case noFrame
        case noProcessFigures(Int32)
    }

    /// The two sides against textual-serve, through the peer's one client.
    struct AgainstTextual: Sendable {
        var trellis: TextualServePeer.Figures
        var textual: TextualServePeer.Figures

        /// One figure of both sides, Trellis first.
        func pair(_ figure: KeyPath<TextualServePeer.Figures, Double>) -> (trellis: Double, peer: Double) {
            (trellis[keyPath: figure], textual[keyPath: figure])
        }
    }

    private static let textualCache = Mutex<[Bool: AgainstTextual]>([:])

    /// Trellis serving Cats and textual-serve serving the Textual list, measured once per
    /// run by the same client (``TextualServePeer``): `tabs` tabs past the first, `keys` keys.
    static func againstTextual(quick: Bool) throws -> AgainstTextual {
        if let known = textualCache.withLock({ $0[quick] }) { return known }
        let (tabs, keys) = quick ? (2, 20) : (20, 200)
        let trellis = try ServerChild().withServer { port, pid in
            try TextualServePeer.measureTrellis(
                url: "ws://127.0.0.1:\(port)/socket?token=bench-token-0123456789&cols=200&rows=60", pid: pid, tabs: tabs, keys: keys)
        }
        let measured = AgainstTextual(trellis: trellis, textual: try TextualServePeer.measureTextual(tabs: tabs, keys: keys))
        textualCache.withLock { $0[quick] = measured }
        return measured
    }

    /// `trellis-bench --web-tabs-server` in a child process.
    final class ServerChild {
        private let process = Process()
        private let input = Pipe()
        private let output = Pipe()

        /// Runs `body` with the child's port and process id, then stops the child.
        func withServerAsync<T>(_ body: (_ port: Int, _ pid: Int32) async throws -> T) async throws -> T {
            let port = try start()
            defer { stop() }
            return try await body(port, process.processIdentifier)
        }

        /// Runs `body` with the child's port and process id, then stops the child.
        func withServer<T>(_ body: (_ port: Int, _ pid: Int32) throws -> T) throws -> T {
            let port = try start()
            defer { stop() }
            return try body(port, process.processIdentifier)
        }

        private func start() throws -> Int {
            process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
            process.arguments = ["--web-tabs-server"]
            process.standardInput = input
            process.standardOutput = output
            try process.run()
            let portLine = String(decoding: output.fileHandleForReading.availableLineBlocking(), as: UTF8.self)
            guard let port = Int(portLine.trimmingCharacters(in: .whitespacesAndNewlines)) else {
                stop()
                throw ProbeError.serverDidNotStart(portLine)
            }
            return port
        }

        private func stop() {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
    }

    // MARK: - The parent: clients and measurements

    static func measure(_ scale: Scale) async throws -> Figures {
        try await ServerChild().withServerAsync { port, pid in try await measure(scale, port: port, pid: pid) }
    }

    static func measure(_ scale: Scale, port: Int, pid: Int32) async throws -> Figures {
        let tabs = TabPool(port: port)

        // Memory per tab: one tab, then `addedTabs` more.
        log("    web tabs: opening 1 + \(scale.addedTabs) tabs")
        try await tabs.open(1)
        let oneTab = try residentBytes(of: pid)
        try await tabs.open(scale.addedTabs)
        let bytesPerTab = (try residentBytes(of: pid) - oneTab) / Double(scale.addedTabs)

        // One tab typing.
        log("    web tabs: typing")
        let one = try await tabs.type(tabs: 1, keysPerSecond: 20, seconds: scale.seconds)

        // Many tabs typing 10 keys a second each.
        log("    web tabs: \(scale.typingTabs) tabs typing")
        let many = try await tabs.type(tabs: scale.typingTabs, keysPerSecond: 10, seconds: scale.seconds)

        // One tab pasting 32 KiB again and again: another tab's 99th percentile moves.
        log("    web tabs: one tab pasting beside another typing")
        let before = try await tabs.type(tabs: 1, keysPerSecond: 20, seconds: scale.seconds, firstTab: 2)
        let pasting = Task { try await tabs.paste(seconds: scale.seconds) }
        let during = try await tabs.type(tabs: 1, keysPerSecond: 20, seconds: scale.seconds, firstTab: 2)
        try await pasting.value

        // Idle tabs: the server's CPU over a few seconds once every tab is quiet.
        log("    web tabs: opening \(scale.idleTabs - tabs.count) more tabs")
        try await tabs.open(scale.idleTabs - tabs.count)
        log("    web tabs: \(tabs.count) tabs idle")
        try await Task.sleep(for: .seconds(2))
        let idleBytes = try residentBytes(of: pid)
        let cpuBefore = try cpuNanoseconds(of: pid)
        let clock = ContinuousClock()
        let start = clock.now
        try await Task.sleep(for: .seconds(max(3, scale.seconds * 2)))
        let cpu = (try cpuNanoseconds(of: pid) - cpuBefore) / nanoseconds(clock.now - start) * 1e9
        await tabs.closeAll()

        return Figures(
            bytesPerTab: bytesPerTab, idleTabsBytes: idleBytes, idleTabsCPU: cpu, oneTabMedian: percentile(one, 0.5),
            oneTabP99: percentile(one, 0.99), manyTabsMedian: percentile(many, 0.5), manyTabsP99: percentile(many, 0.99),
            pasteMovesP99: percentile(during, 0.99) - percentile(before, 0.99))
    }

    static func percentile(_ samples: [Double], _ fraction: Double) -> Double {
        guard !samples.isEmpty else { return .nan }
        let sorted = samples.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))]
    }

    static func nanoseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
    }

    /// `VmRSS` of process `pid`, in bytes.
    static func residentBytes(of pid: Int32) throws -> Double {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
        else { throw ProbeError.noProcessFigures(pid) }
        return kilobytes * 1024
    }

    /// User and system CPU time of process `pid` so far, in nanoseconds.
    static func cpuNanoseconds(of pid: Int32) throws -> Double {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        // Fields after the command's closing parenthesis; utime and stime are the 14th and 15th.
        guard let close = stat.lastIndex(of: ")") else { throw ProbeError.noProcessFigures(pid) }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else {
            throw ProbeError.noProcessFigures(pid)
        }
        let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
        return (user + system) / ticks * 1e9
    }

    /// The open tabs, each a WebSocket client that waits for commands.
    final class TabPool: Sendable {
        enum Command: Sendable {
            /// Down, or Up after a Down (the tab keeps the turn): the time to its frame.
            case move(reply: @Sendable (Duration) -> Void)
        }

        let port: Int
        private let state = Mutex<(commands: [AsyncStream<Command>.Continuation], tasks: [Task<Void, any Error>])>(([], []))

        init(port: Int) {
            self.port = port
        }

        var count: Int { state.withLock { $0.commands.count } }

        /// Opens `count` more tabs, each once its Cats list has loaded and drawn.
        func open(_ count: Int) async throws {
            guard count > 0 else { return }
            // A few at a time: the server's sessions open on its main actor one by one.
            var opened = 0
            while opened < count {
                let batch = min(50, count - opened)
                try await withThrowingTaskGroup(of: Void.self) { group in
                    for _ in 0..<batch { group.addTask { try await self.openOne() } }
                    try await group.waitForAll()
                }
                opened += batch
                if opened % 200 == 0 { log("    web tabs: \(opened) of \(count) opened") }
            }
        }

        private func openOne() async throws {
            let (commands, sink) = AsyncStream.makeStream(of: Command.self)
            let (ready, readySink) = AsyncStream.makeStream(of: Bool.self)
            let port = self.port
            let task = Task {
                try await Self.connectTab(port: port) { messages, outbound in
                    // Each key's frame is told from frames that were on their way (the list's
                    // loads land after its first frames) by what it tells a screen reader:
                    // the focused breed's place, "…, 3 of 68". Down and Up move between two
                    // places (a row apart: one or two breeds in the wide list's grid); two
                    // Downs leave the top first.
                    var up = 0
                    for _ in 0..<2 {
                        try await outbound.write(.text(#"{"t":"key","key":"ArrowDown"}"#))
                        up = try await Self.frame(&messages, saying: { _ in true })
                    }
                    var down: Int?
                    var goesDown = true
                    readySink.yield(true)
                    readySink.finish()
                    let clock = ContinuousClock()
                    for await command in commands {
                        switch command {
                        case .move(let reply):
                            let start = clock.now
                            try await outbound.write(.text(#"{"t":"key","key":"\#(goesDown ? "ArrowDown" : "ArrowUp")"}"#))
                            if goesDown {
                                let (from, known) = (up, down)
                                down = try await Self.frame(&messages, saying: { place in known.map { place == $0 } ?? (place != from) })
                            } else {
                                let to = up
                                _ = try await Self.frame(&messages, saying: { $0 == to })
                            }
                            goesDown.toggle()
                            reply(clock.now - start)
                        }
                    }
                    try await outbound.close(.normalClosure, reason: nil)
                }
            }
            var isReady = false
            for await value in ready { isReady = value }
            guard isReady else {
                task.cancel()
                throw ProbeError.noFrame
            }
            state.withLock {
                $0.commands.append(sink)
                $0.tasks.append(task)
            }
        }

        /// Opens a Cats tab at 200×60 on the server at `port` and runs `body` with its
        /// socket once its list has loaded (a frame says how many breeds there are).
        static func connectTab(
            port: Int,
            _ body: @escaping @Sendable (inout WebSocketInboundMessageStream.AsyncIterator, WebSocketOutboundWriter) async throws -> Void
        ) async throws {
            var configuration = WebSocketClientConfiguration()
            configuration.maxFrameSize = 1 << 24
            let logger = Logger(label: "web-tabs") { _ in SwiftLogNoOpLogHandler() }
            try await WebSocketClient.connect(
                url: "ws://127.0.0.1:\(port)/socket?token=bench-token-0123456789&cols=200&rows=60", configuration: configuration,
                logger: logger
            ) { inbound, outbound, _ in
                var messages = inbound.messages(maxSize: 1 << 24).makeAsyncIterator()
                let loaded = Array("68 breeds".utf8)
                while let message = try await messages.next() {
                    if case .binary(let frame) = message, Array(buffer: frame).firstRange(of: loaded) != nil { break }
                }
                try await body(&messages, outbound)
            }
        }

        /// Reads frames until one says the focused breed is at a place `wanted` takes, and
        /// returns that place.
        static func frame(
            _ messages: inout WebSocketInboundMessageStream.AsyncIterator, saying wanted: (Int) -> Bool
        ) async throws -> Int {
            let suffix = Array(" of 68".utf8)
            while let message = try await messages.next() {
                guard case .binary(let buffer) = message else { continue }
                let frame = Array(buffer: buffer)
                guard let range = frame.firstRange(of: suffix) else { continue }
                var start = range.lowerBound
                while start > 0, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(frame[start - 1]) { start -= 1 }
                guard let said = Int(String(decoding: frame[start..<range.lowerBound], as: UTF8.self)) else { continue }
                if wanted(said) { return said }
            }
            throw ProbeError.noFrame
        }

        /// Tabs `firstTab..<firstTab + tabs` each press Down and Up in turn (``Command/move(reply:)``), `keysPerSecond`
        /// a second (starting at random moments), for `seconds`; every key's time to its frame.
        func type(tabs: Int, keysPerSecond: Int, seconds: Int, firstTab: Int = 0) async throws -> [Double] {
            let sinks = state.withLock { Array($0.commands[firstTab..<min($0.commands.count, firstTab + tabs)]) }
            let times = Samples()
            let interval = Duration.seconds(1) / keysPerSecond
            await withTaskGroup(of: Void.self) { group in
                for sink in sinks {
                    group.addTask {
                        try? await Task.sleep(for: interval * Double.random(in: 0..<1))
                        let clock = ContinuousClock()
                        let end = clock.now + .seconds(seconds)
                        while clock.now < end {
                            let started = clock.now
                            let (done, doneSink) = AsyncStream.makeStream(of: Duration.self)
                            sink.yield(.move(reply: { doneSink.yield($0) }))
                            for await time in done {
                                times.values.withLock { $0.append(WebTabsProbe.nanoseconds(time)) }
                                break
                            }
                            let next = started + interval
                            if next > clock.now { try? await Task.sleep(until: next) }
                        }
                    }
                }
            }
            return times.values.withLock { $0 }
        }

        /// Times gathered by several tasks.
        final class Samples: Sendable {
            let values = Mutex<[Double]>([])
        }

        /// A tab of its own opens the search, pastes 32,000 characters and leaves the search,
        /// five times a second for `seconds`, reading every frame it is sent as it comes (a
        /// key that changes nothing sends none, so it waits for no particular frame).
        func paste(seconds: Int) async throws {
            try await Self.connectTab(port: port) { messages, outbound in
                let text = String(repeating: "x", count: 32_000)
                let writing = Task {
                    let clock = ContinuousClock()
                    let end = clock.now + .seconds(seconds)
                    while clock.now < end {
                        for message in [#"{"t":"key","key":"/"}"#, #"{"t":"paste","text":"\#(text)"}"#] {
                            try await outbound.write(.text(message))
                        }
                        for _ in 0..<2 { try await outbound.write(.text(#"{"t":"key","key":"Escape"}"#)) }
                        try await Task.sleep(for: .milliseconds(200))
                    }
                    try await outbound.close(.normalClosure, reason: nil)
                }
                while try await messages.next() != nil {}
                try await writing.value
            }
        }

        func closeAll() async {
            let (sinks, tasks) = state.withLock { ($0.commands, $0.tasks) }
            for sink in sinks { sink.finish() }
            for task in tasks { _ = await task.result }
        }
    }

    // MARK: - The child: Cats served to the tabs

    /// In the child: serves Cats as `cats --in-memory --web` does, prints the port, and
    /// exits when standard input closes. The main thread goes to `dispatchMain()`, so the
    /// main actor is free for the tabs' apps.
    static func serveAndExit() -> Never {
        Thread.detachNewThread {
            while readLine() != nil {}
            exit(0)
        }
        Task { @MainActor in
            do {
                try await serve()
            } catch {
                FileHandle.standardError.write(Data("web tabs server: \(error)\n".utf8))
                exit(1)
            }
        }
        dispatchMain()
    }

    @MainActor
    static func serve() async throws {
        let logger = Logger(label: "web-tabs") { _ in SwiftLogNoOpLogHandler() }
        let services = try await CatsServices.start(CatsDataConfiguration(database: .inMemory, retryInterval: nil))
        var configuration = WebServerConfiguration(host: "127.0.0.1", port: 0, token: try WebAccessToken("bench-token-0123456789"))
        configuration.extraOrigins = ["ws://127.0.0.1"]
        configuration.maximumSessions = 2_000
        configuration.connections.maximumConnections = 4_000
        configuration.connections.maximumConnectionsPerAddress = 4_000
        let server = WebServer(configuration, logger: logger) { request in
            let shell = CatsShell(services: services)
            let app = WebApp(root: shell.rootView, size: request.size)
            shell.app = app
            try shell.start(link: nil)
            return WebTab(app: app) { _ = shell.session?.invalidate() }
        }
        try await server.run { port in
            FileHandle.standardOutput.write(Data("\(port)\n".utf8))
        }
    }
}

extension FileHandle {
    /// The bytes up to the next newline, blocking.
    func availableLineBlocking() -> [UInt8] {
        var line: [UInt8] = []
        while true {
            let byte = readData(ofLength: 1)
            guard let first = byte.first else { return line }
            if first == UInt8(ascii: "\n") { return line }
            line.append(first)
        }
    }
}
