import Testing

@testable import TrellisTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@MainActor
@Suite("POSIXTerminal")
struct POSIXTerminalTests {
    /// A pipe's (read, write) descriptors.
    func makePipe() -> (Int32, Int32) {
        var descriptors: [Int32] = [-1, -1]
        precondition(pipe(&descriptors) == 0)
        return (descriptors[0], descriptors[1])
    }

    @Test("writes reach the output descriptor whole")
    func writes() throws {
        let (readEnd, writeEnd) = makePipe()
        defer { close(readEnd) }
        let terminal = POSIXTerminal(input: readEnd, output: writeEnd)
        let bytes = Array("\u{1B}[?2026h猫\u{1B}[?2026l".utf8)
        try terminal.write(bytes)
        close(writeEnd)
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
        #expect(Array(buffer[..<count]) == bytes)
    }

    @Test("reading input returns what is waiting and never blocks")
    func readsWithoutBlocking() throws {
        let (readEnd, writeEnd) = makePipe()
        defer {
            close(readEnd)
            close(writeEnd)
        }
        let terminal = POSIXTerminal(input: readEnd, output: writeEnd)
        #expect(try terminal.readInput().isEmpty)
        let typed = Array("\u{1B}[Aq".utf8)
        _ = typed.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
        #expect(try terminal.readInput() == typed)
        #expect(try terminal.readInput().isEmpty)
    }

    @Test("raw mode needs a terminal; a pipe is refused with a clear error")
    func rawModeOnPipe() {
        let (readEnd, writeEnd) = makePipe()
        defer {
            close(readEnd)
            close(writeEnd)
        }
        let terminal = POSIXTerminal(input: readEnd, output: writeEnd)
        #expect(throws: TerminalError.notATerminal(descriptor: readEnd)) { try terminal.enableRawMode() }
        #expect(terminal.size == TerminalSize(columns: 80, rows: 24))
    }

    #if os(Linux)
        @Test("raw mode on a pseudo-terminal turns canonical mode and echo off, and back on")
        func rawModeOnPTY() throws {
            let (master, slave) = try ProbeProcess.openPseudoTerminal()
            defer {
                close(master)
                close(slave)
            }
            var window = winsize(ws_row: 33, ws_col: 101, ws_xpixel: 0, ws_ypixel: 0)
            _ = ioctl(slave, UInt(TIOCSWINSZ), &window)
            let terminal = POSIXTerminal(input: slave, output: slave)
            #expect(terminal.size == TerminalSize(columns: 101, rows: 33))
            var before = termios()
            tcgetattr(slave, &before)
            #expect(before.c_lflag & tcflag_t(ICANON) != 0)
            try terminal.enableRawMode()
            var raw = termios()
            tcgetattr(slave, &raw)
            #expect(raw.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0)
            terminal.disableRawMode()
            var after = termios()
            tcgetattr(slave, &after)
            #expect(after.c_lflag == before.c_lflag)
            #expect(after.c_iflag == before.c_iflag)
        }
    #endif
}
