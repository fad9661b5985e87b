import Foundation

/// Suite `startup`: the Cats app launched as a person launches it, `cats --in-memory` on a
/// 200 × 50 pseudo-terminal (``TerminalSession``), timed from the launch to what its
/// screen shows. Every case is a report: a figure to publish and to cut, with no peer.
///
/// - `cats-in-memory-first-frame-200x50`: until the first frame is up (the hint line's
///   `? help`, which the shell's first frame draws, before the list has loaded).
/// - `cats-in-memory-list-shown-200x50`: until the list shows its first breed
///   (Abyssinian): the in-memory database made and seeded, the catalog read, the list
///   loaded and drawn.
/// - `cats-in-memory-peak-rss-200x50` (bytes): `VmHWM` once the list is shown.
///
/// The app is the release build at `.build/release/cats` (`swift build -c release
/// --product cats` makes it), or `TRELLIS_CATS`.
let startupSuite = BenchmarkSuite(name: "startup") { _ in
    let cats = try CatsProgram()
    return [
        BenchmarkCase(reportOnly: "cats-in-memory-first-frame-200x50") { try cats.launch(until: .firstFrame).time },
        BenchmarkCase(reportOnly: "cats-in-memory-list-shown-200x50") { try cats.launch(until: .listShown).time },
        BenchmarkCase(reportOnly: "cats-in-memory-peak-rss-200x50", unit: .bytes) { try cats.launch(until: .listShown).peakBytes },
    ]
}

/// The `cats` executable, started with `--in-memory` on a pseudo-terminal.
private struct CatsProgram {
    enum Moment {
        /// The shell's first frame: its hint line.
        case firstFrame
        /// The list with its first breed.
        case listShown
    }

    let path: String

    init() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        path = ProcessInfo.processInfo.environment["TRELLIS_CATS"] ?? root.appendingPathComponent(".build/release/cats").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw TerminalSession.Failure.couldNotStart(
                "no cats at \(path): build it with `swift build -c release --product cats`, or name it in TRELLIS_CATS")
        }
    }

    /// Launches the app, waits for `moment`, and returns the time it took and the peak
    /// resident set then; the app is ended after.
    func launch(until moment: Moment) throws -> (time: Double, peakBytes: Double) {
        let directory = FileManager.default.temporaryDirectory.path
        let session = try TerminalSession([path, "--in-memory"], in: directory, columns: 200, rows: 50)
        defer { session.stop() }
        let shown: Duration
        switch moment {
        case .firstFrame:
            shown = try session.waitUntil("the first frame") { $0.contains { $0.contains("? help") } }
        case .listShown:
            shown = try session.waitUntil("the first breed") { $0.contains { $0.contains("Abyssinian") } }
        }
        return (shown.nanoseconds, Double(try session.peakResidentBytes()))
    }
}
