import NIOConcurrencyHelpers

/// How much of a response's body has arrived (Foundation's `Progress` as `URLSession` reports
/// it to `urlSession(_:dataTask:didReceive:)`, Alamofire's `downloadProgress`).
///
/// Reported by an ``HTTPTransport`` that streams bodies (``AsyncHTTPClientTransport``) to the
/// observer a caller gives ``Networker/send(_:priority:group:id:progress:)->NetworkResponse``: once when the
/// answer's head arrives (nothing received yet), then as the body comes, and once when all of
/// it has. A retry starts again from nothing.
///
/// ```swift
/// let breeds = try await networker.send(.breeds(), progress: { progress in
///     Task { @MainActor in bar.progress = progress.fractionCompleted } // nil: length unknown
/// })
/// ```
public struct TransferProgress: Sendable, Hashable, CustomStringConvertible {
    /// The body's bytes received so far.
    public var receivedBytes: Int
    /// The body's length as the server announced it (`Content-Length`); nil when it did not.
    public var expectedBytes: Int?

    /// `receivedBytes` of a body of `expectedBytes` (nil when unknown).
    public init(receivedBytes: Int, expectedBytes: Int?) {
        self.receivedBytes = receivedBytes
        self.expectedBytes = expectedBytes
    }

    /// The part received, from 0 to 1; nil when the length is unknown, so a bar can only say
    /// that it is working (an indeterminate `ProgressView` in TrellisViews). An empty body is complete.
    public var fractionCompleted: Double? {
        guard let expectedBytes else { return nil }
        guard expectedBytes > 0 else { return 1 }
        return min(1, Double(receivedBytes) / Double(expectedBytes))
    }

    public var description: String {
        expectedBytes.map { "\(receivedBytes) of \($0) bytes" } ?? "\(receivedBytes) bytes of an unknown length"
    }
}

/// Decides which of a body's chunks are worth a report: at most one per whole percent of a
/// known length, one per 64 KiB of an unknown one, and always the head and the end, so an
/// observer that updates a screen is called about a hundred times however the body is cut.
struct ProgressThrottle {
    let expected: Int?
    private var lastStep = -1
    private var lastReported = -1

    /// A throttle for a body of `expected` bytes (nil: unknown).
    init(expected: Int?) { self.expected = expected }

    /// Whether `received` bytes (`isEnd`: all of them) make a report: the end always does
    /// (reported as `received` of `received`), unless the last report already said as much.
    mutating func shouldReport(received: Int, isEnd: Bool) -> Bool {
        let step =
            if let expected, expected > 0 { received >= expected ? 100 : received * 100 / expected } else { received >> 16 }
        let saidAlready = received == lastReported && expected == received
        guard isEnd ? !saidAlready : step != lastStep else { return false }
        (lastStep, lastReported) = (step, received)
        return true
    }
}

/// The progress observers of one request on its way: every caller of a coalesced GET that
/// asked for progress hears each report, a caller that joins late from the next one on.
final class ProgressObservers: Sendable {
    private let observers = NIOLockedValueBox<[RequestID: @Sendable (TransferProgress) -> Void]>([:])

    /// Adds `observer` for the caller `id`.
    func add(_ id: RequestID, _ observer: @escaping @Sendable (TransferProgress) -> Void) {
        observers.withLockedValue { $0[id] = observer }
    }

    /// Stops reporting to the caller `id` (it was cancelled or answered).
    func remove(_ id: RequestID) {
        observers.withLockedValue { $0[id] = nil }
    }

    /// Whether any caller listens: an attempt nobody watches takes its body whole, with no
    /// reports to make.
    var isEmpty: Bool { observers.withLockedValue { $0.isEmpty } }

    /// Hands `progress` to every observer, outside the lock (an observer may take a while).
    func report(_ progress: TransferProgress) {
        for observer in observers.withLockedValue({ Array($0.values) }) { observer(progress) }
    }
}
