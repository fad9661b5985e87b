import Testing
import TrellisTestSupport

@testable import TrellisTerminal
@testable import TrellisTerminalTesting

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@MainActor
@Suite("SignalRelay", .serialized)
struct SignalRelayTests {
    @Test("a relayed signal reaches the run loop through the pipe; a burst arrives whole")
    func relaysSignals() async throws {
        let relay = SignalRelay()
        try relay.install(restoreBytes: SessionSequences.exit, output: -1, input: -1, savedAttributes: nil)
        defer { relay.uninstall() }
        #expect(relay.pendingSignals().isEmpty)
        // Sent to the process, as a terminal does (a thread may block signals raised at it);
        // pending signals of one kind may merge, so a burst arrives as one to three.
        for _ in 0..<3 { kill(getpid(), SIGWINCH) }
        var received: [Int32] = []
        #expect(
            await eventually {
                received = relay.pendingSignals()
                return !received.isEmpty
            })
        #expect((1...3).contains(received.count))
        #expect(received.allSatisfy { $0 == SIGWINCH })
    }

    @Test("the fatal-signal handler has the exit bytes ready before anything can go wrong")
    func prebuiltRestoreBytes() throws {
        let relay = SignalRelay()
        try relay.install(restoreBytes: SessionSequences.exit, output: 1, input: 0, savedAttributes: nil)
        let state = signalHandlerState.pointee
        #expect(state.restoreBytes.map(Array.init) == SessionSequences.exit)
        #expect(state.outputDescriptor == 1)
        relay.uninstall()
        #expect(signalHandlerState.pointee.restoreBytes == nil)
        #expect(signalHandlerState.pointee.relayDescriptor == -1)
    }

    @Test("uninstalling puts the previous handlers back")
    func restoresHandlers() throws {
        let relay = SignalRelay()
        try relay.install(restoreBytes: [], output: -1, input: -1, savedAttributes: nil)
        relay.uninstall()
        let previous = signal(SIGWINCH, SIG_DFL)
        #expect(previous == nil)  // SIG_DFL, as before the relay
    }

    @Test("the exit sequence undoes the enter sequence's modes, in reverse")
    func exitUndoesEnter() throws {
        let terminal = TestTerminal(columns: 10, rows: 2)
        try terminal.write(Array("shell".utf8))
        try terminal.write(SessionSequences.enter)
        #expect(terminal.privateModes == SessionSequences.modes)  // 25 (cursor) is off
        try terminal.write(Array("\u{1B}[2;4r\u{1B}[31mapp".utf8))
        try terminal.write(SessionSequences.exit)
        #expect(terminal.privateModes == [25])
        #expect(terminal.screenLines == ["shell", ""])
        #expect(terminal.screen.style == .plain)
        func modes(_ bytes: [UInt8]) -> [Substring] {
            String(decoding: bytes, as: UTF8.self).split(separator: "\u{1B}")
                // 2026 (synchronized update) and 69 (left and right margins) are the renderer's,
                // switched off in case a frame was cut short.
                .filter { $0.hasPrefix("[?") && !$0.contains("2026") && $0 != "[?69l" }.map { $0.dropFirst(2).dropLast() }
        }
        #expect(modes(SessionSequences.exit) == modes(SessionSequences.enter).reversed())
    }
}
