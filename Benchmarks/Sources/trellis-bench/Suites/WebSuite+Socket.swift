import Dispatch
import Foundation
import Hummingbird
import HummingbirdWSClient
import Logging
import Synchronization
import TrellisHost
import TrellisWeb

/// The web suite's socket case: a `WebServer` hosting the 200×60 list screen on loopback,
/// and a WebSocket client pressing Down and Up in turn, timing each key message to the
/// frame message that answers it.
enum WebSocketProbe {
    /// Runs `trellis-bench --web-socket-probe ROUNDS` and reads its one number: the mean
    /// nanoseconds of a round trip.
    static func measureInChildProcess(rounds: Int) throws -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        process.arguments = ["--web-socket-probe", String(rounds)]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0, let nanoseconds = Double(text) else {
            throw ProbeError.failed(status: process.terminationStatus, output: text)
        }
        return nanoseconds
    }

    enum ProbeError: Error {
        case failed(status: Int32, output: String)
        case noFrame
    }

    /// In the child: serves, measures, prints the mean, exits. The main thread goes to
    /// `dispatchMain()`, so the main actor is free for the tab's app.
    static func runAndExit(rounds: Int) -> Never {
        // A frame that never comes must not hang the whole benchmark run.
        Task.detached {
            try? await Task.sleep(for: .seconds(120))
            FileHandle.standardError.write(Data("web socket probe: no answer within 120 s\n".utf8))
            exit(2)
        }
        Task { @MainActor in
            do {
                let mean = try await measure(rounds: max(1, rounds))
                print(Int(mean))
                exit(0)
            } catch {
                FileHandle.standardError.write(Data("web socket probe: \(error)\n".utf8))
                exit(1)
            }
        }
        dispatchMain()
    }

    @MainActor
    static func measure(rounds: Int) async throws -> Double {
        let logger = Logger(label: "web-bench") { _ in SwiftLogNoOpLogHandler() }
        var configuration = WebServerConfiguration(host: "127.0.0.1", port: 0, token: try WebAccessToken("bench-token-0123456789"))
        configuration.extraOrigins = ["ws://127.0.0.1"]
        configuration.frameInterval = .seconds(10)  // only the keys' own frames
        configuration.messageBurst = 10_000
        configuration.messagesPerSecond = 10_000
        let server = WebServer(configuration, logger: logger) { request in
            WebTab(app: WebBench(width: request.size.columns, height: request.size.rows, rows: 20_000, startsApp: false).app)
        }
        let (ports, portSink) = AsyncStream.makeStream(of: Int.self)
        let serving = Task { try await server.makeApplication { port in portSink.yield(port) }.runService(gracefulShutdownSignals: []) }
        defer { serving.cancel() }
        var port = 0
        for await bound in ports {
            port = bound
            break
        }
        let times = Mutex<[Duration]>([])
        let url = "ws://127.0.0.1:\(port)/socket?token=bench-token-0123456789&cols=200&rows=60"
        var client = WebSocketClientConfiguration()
        client.maxFrameSize = 1 << 24  // the first frame is the whole screen (the default takes 16 KiB)
        try await WebSocketClient.connect(url: url, configuration: client, logger: logger) { inbound, outbound, _ in
            var messages = inbound.messages(maxSize: 1 << 24).makeAsyncIterator()
            func nextFrame() async throws {
                while let message = try await messages.next() {
                    if case .binary = message { return }  // frames go in the binary layout; the hello is text
                }
                throw ProbeError.noFrame
            }
            _ = try await messages.next()  // hello
            try await nextFrame()  // the whole screen
            let clock = ContinuousClock()
            for round in 0..<(rounds + 10) {
                let key = round.isMultiple(of: 2) ? "ArrowDown" : "ArrowUp"
                let start = clock.now
                try await outbound.write(.text(#"{"t":"key","key":"\#(key)"}"#))
                try await nextFrame()
                if round >= 10 { times.withLock { $0.append(clock.now - start) } }  // the first ten warm up
            }
            try await outbound.close(.normalClosure, reason: nil)
        }
        let measured = times.withLock { $0 }
        let total = measured.reduce(Duration.zero, +)
        let nanoseconds = Double(total.components.seconds) * 1e9 + Double(total.components.attoseconds) / 1e9
        return nanoseconds / Double(measured.count)
    }
}
