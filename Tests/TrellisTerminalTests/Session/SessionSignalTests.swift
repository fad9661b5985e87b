#if os(Linux)
    import Glibc
    import Testing
    @testable import TrellisTerminal

    /// A real ``TerminalApp`` (the probe) on a pseudo-terminal, sent signals and keys as a
    /// shell and a person would; each test asserts how the process ended and that the
    /// terminal came back: the exit sequence written (alternate screen off, cursor shown,
    /// mouse and paste modes off) and the pty's termios as it was before.
    @Suite("Session signals", .serialized, .timeLimit(.minutes(1)))
    struct SessionSignalTests {
        /// The probe, started and showing its first frame; and where that frame's output ends.
        func startedProbe(environment: [String: String] = [:]) throws -> (ProbeProcess, Int) {
            let probe = try ProbeProcess(environment: environment)
            let entered = try #require(
                probe.waitForOutput(String(decoding: SessionSequences.enter, as: UTF8.self)),
                "the probe never entered its session: \(probe.text())")
            let ready = try #require(probe.waitForOutput("probe ready", after: entered), "no first frame: \(probe.text())")
            return (probe, ready)
        }

        /// Expects the exit sequence after `offset` and the pty's termios as it was.
        func expectRestored(_ probe: ProbeProcess, after offset: Int, sourceLocation: SourceLocation = #_sourceLocation) {
            let restored = ProbeProcess.firstIndex(of: SessionSequences.exit, in: probe.output, from: offset)
            #expect(
                restored != nil, "no exit sequence after the session began: \(probe.text(from: offset).debugDescription)",
                sourceLocation: sourceLocation)
            let now = probe.attributes
            let before = probe.initialAttributes
            #expect(
                now.c_lflag == before.c_lflag && now.c_iflag == before.c_iflag && now.c_oflag == before.c_oflag,
                "termios not restored (lflag \(now.c_lflag), was \(before.c_lflag))", sourceLocation: sourceLocation)
        }

        @Test("q quits: exit status 0, terminal restored")
        func quits() throws {
            let (probe, ready) = try startedProbe()
            probe.type(Array("q".utf8))
            #expect(probe.waitForStatus() == .exited(0))
            expectRestored(probe, after: ready)
        }

        @Test(
            "SIGTERM, SIGHUP and SIGINT restore the terminal, then the process dies of the signal",
            arguments: [SIGTERM, SIGHUP, SIGINT])
        func stopSignals(_ signal: Int32) throws {
            let (probe, ready) = try startedProbe()
            probe.send(signal)
            #expect(probe.waitForStatus() == .signaled(signal))  // a shell shows 128 + signal
            expectRestored(probe, after: ready)
        }

        @Test(
            "a fatal signal sent with kill restores the terminal and ends the process with it",
            arguments: [SIGQUIT, SIGSEGV, SIGABRT, SIGBUS, SIGILL, SIGFPE, SIGTRAP])
        func fatalSignalsSent(_ signal: Int32) throws {
            let (probe, ready) = try startedProbe()
            probe.send(signal)
            #expect(probe.waitForStatus() == .signaled(signal))
            expectRestored(probe, after: ready)
        }

        /// Found by trying the real `cats` as a hostile user: `kill -USR1` (or USR2, PIPE,
        /// VTALRM, PROF, XCPU, XFSZ, IO, SYS, STKFLT, PWR) ended it by the default action with
        /// the alternate screen, mouse reporting and raw mode still on.
        @Test(
            "any other signal whose default action ends the process restores the terminal first",
            arguments: SignalRelay.otherTerminatingSignals)
        func otherTerminatingSignals(_ signal: Int32) throws {
            let (probe, ready) = try startedProbe()
            probe.send(signal)
            #expect(probe.waitForStatus() == .signaled(signal))
            expectRestored(probe, after: ready)
        }

        @Test(
            "a real fault, a failed precondition and abort() restore the terminal and die of their signal",
            arguments: [("s", [SIGSEGV]), ("p", [SIGILL, SIGTRAP]), ("a", [SIGABRT])])
        func realFaults(_ key: String, _ signals: [Int32]) throws {
            let (probe, ready) = try startedProbe()
            probe.type(Array(key.utf8))
            let status = probe.waitForStatus()
            #expect(signals.map(ProbeProcess.Status.signaled).contains(status), "\(status)")
            expectRestored(probe, after: ready)
        }

        @Test("the crash report comes after the restore and names the faulting frame")
        func crashReportNamesTheFault() throws {
            // Up to three probes: one fresh-clone CI run on a loaded machine saw the runtime
            // print "Backtracing from …" and the probe die 0.1 s later with no report (the
            // backtracer process never reported; not reproduced since). A missing report in
            // every try still fails; a report in the wrong place fails at once.
            var attempt = 0
            var (probe, ready) = try startedProbe(environment: ["SWIFT_BACKTRACE": "enable=yes,interactive=no,color=no,demangle=yes"])
            while true {
                attempt += 1
                probe.type(Array("s".utf8))
                let status = probe.waitForStatus(timeout: .seconds(45))
                #expect(status == .signaled(SIGSEGV))
                let reported = ProbeProcess.firstIndex(of: Array("crashed:".utf8), in: probe.output, from: ready) != nil
                if reported || attempt == 3 { break }
                (probe, ready) = try startedProbe(environment: ["SWIFT_BACKTRACE": "enable=yes,interactive=no,color=no,demangle=yes"])
            }
            expectRestored(probe, after: ready)
            let reportIndex = try #require(
                ProbeProcess.firstIndex(of: Array("crashed:".utf8), in: probe.output, from: ready),
                "no crash report: \(probe.text(from: ready))")
            let frames = probe.text(from: reportIndex).split(separator: "\n").filter { $0.contains(" in ") }
            #expect(frames.first?.contains("Probe.fault") == true, "the first frame: \(frames.first ?? "none")")
            let restoreIndex = ProbeProcess.firstIndex(of: SessionSequences.exit, in: probe.output, from: ready) ?? .max
            #expect(restoreIndex < reportIndex, "the report was drawn inside the app's screen")
        }

        @Test("a fatal signal another process sent is not reported as a crash")
        func sentSignalIsNotACrash() throws {
            let (probe, ready) = try startedProbe(environment: ["SWIFT_BACKTRACE": "enable=yes,interactive=no,color=no"])
            probe.send(SIGSEGV)
            #expect(probe.waitForStatus(timeout: .seconds(45)) == .signaled(SIGSEGV))
            #expect(!probe.text(from: ready).contains("crashed"), "\(probe.text(from: ready))")
        }

        /// Issue 21: SIGQUIT went to the Swift runtime's backtracer with the session still on,
        /// which drew its report over the alternate screen and, on a terminal, waited for
        /// keys with mouse reporting on for over a minute. Now it restores, skips the report
        /// (nothing crashed) and dies at once, with the interactive backtracer enabled.
        @Test("SIGQUIT restores the terminal and dies of it within seconds, with no report over the screen")
        func quitSignalDoesNotHang() throws {
            let (probe, ready) = try startedProbe(environment: ["SWIFT_BACKTRACE": "enable=yes,interactive=yes,color=no"])
            let clock = ContinuousClock()
            let sent = clock.now
            probe.send(SIGQUIT)
            #expect(probe.waitForStatus(timeout: .seconds(15)) == .signaled(SIGQUIT))
            #expect(clock.now - sent < .seconds(10), "took \(clock.now - sent)")
            expectRestored(probe, after: ready)
            #expect(!probe.text(from: ready).contains("crashed"), "\(probe.text(from: ready))")
        }

        @Test(
            "with the main actor stuck, SIGTERM, SIGHUP and SIGINT still restore the terminal and kill the process within seconds",
            arguments: [SIGTERM, SIGHUP, SIGINT])
        func stopSignalsWithStuckMainActor(_ signal: Int32) throws {
            let (probe, ready) = try startedProbe()
            probe.type(Array("h".utf8))  // the probe's main thread sleeps for a minute
            _ = try #require(probe.waitForOutput("stuck", after: ready), "the probe did not get stuck: \(probe.text(from: ready))")
            let clock = ContinuousClock()
            let sent = clock.now
            probe.send(signal)
            #expect(probe.waitForStatus(timeout: .seconds(15)) == .signaled(signal))
            #expect(clock.now - sent < .seconds(8), "took \(clock.now - sent)")
            expectRestored(probe, after: ready)
        }

        @Test(
            "SIGTSTP and Ctrl-Z stop the process with the terminal restored; SIGCONT takes it back and repaints",
            arguments: ["signal", "key"])
        func suspends(_ how: String) throws {
            let (probe, ready) = try startedProbe()
            if how == "signal" { probe.send(SIGTSTP) } else { probe.type([0x1A]) }
            #expect(probe.waitForStatus() == .stopped(SIGTSTP))
            expectRestored(probe, after: ready)

            let stoppedAt = probe.output.count
            probe.send(SIGCONT)
            #expect(probe.waitForStatus() == .continued)
            let entered = try #require(
                probe.waitForOutput(String(decoding: SessionSequences.enter, as: UTF8.self), after: stoppedAt),
                "the session did not come back: \(probe.text(from: stoppedAt).debugDescription)")
            let repainted = try #require(probe.waitForOutput("probe ready", after: entered), "no repaint after SIGCONT")
            #expect(probe.attributes.c_lflag & tcflag_t(ICANON | ECHO) == 0, "raw mode is back")

            probe.type(Array("q".utf8))
            #expect(probe.waitForStatus() == .exited(0))
            expectRestored(probe, after: repainted)
        }
    }
#endif
