import Foundation
import NIOConcurrencyHelpers
import Testing
import TrellisTestSupport

@testable import TrellisData

/// Many callers at once on the networker's lock, from many threads: GETs that coalesce and
/// GETs that do not, POSTs, `answer` calls, three priorities, two groups, a few slots, and,
/// between them in a seeded order, task cancellations, `cancel(_:)`, `cancel(group:)`,
/// `cancelAll()`, `cancelRequests(inGroup:)` and the transport's answers in a random order.
/// Whatever the interleaving: every caller is answered once (a second resume traps, a lost
/// one never ends), with its own request's answer or a cancellation; a caller in a group
/// closed before it sent is cancelled; no more requests are on the wire than there are
/// slots; and nothing is left in the queue. A failing seed is printed (`TRELLIS_SEED=<seed>`
/// replays it).
@Suite(.timeLimit(.minutes(1))) struct NetworkerInterleavingTests {
    /// A transport that holds every request until the test answers it (a status 200 whose
    /// body is the request's target, or a 503), and ends a request whose task is cancelled.
    final class HeldTransport: HTTPTransport {
        struct Held {
            let target: String
            let continuation: CheckedContinuation<Result<NetworkResponse, NetworkError>, Never>
        }
        struct Wire {
            var held: [Int: Held] = [:]
            var nextKey = 0
            var mostOnWire = 0
        }
        let wire = NIOLockedValueBox(Wire())

        func send(_ request: NetworkRequest, timeout: Duration) async throws(NetworkError) -> NetworkResponse {
            let key = wire.withLockedValue { wire in
                wire.nextKey += 1
                return wire.nextKey
            }
            let result = await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    let cancelled = wire.withLockedValue { wire in
                        if Task.isCancelled { return true }
                        wire.held[key] = Held(target: request.target, continuation: continuation)
                        wire.mostOnWire = max(wire.mostOnWire, wire.held.count)
                        return false
                    }
                    if cancelled { continuation.resume(returning: .failure(.cancelled)) }
                }
            } onCancel: {
                wire.withLockedValue { $0.held.removeValue(forKey: key) }?.continuation.resume(returning: .failure(.cancelled))
            }
            return try result.get()
        }

        /// Answers one held request chosen by `random`; false when none is held.
        func answerOne(using random: inout SeededGenerator) -> Bool {
            let roll = Int.random(in: 0..<1_000, using: &random)
            let chosen = wire.withLockedValue { wire -> Held? in
                guard !wire.held.isEmpty else { return nil }
                let keys = wire.held.keys.sorted()
                return wire.held.removeValue(forKey: keys[roll % keys.count])
            }
            guard let chosen else { return false }
            let status = roll % 7 == 0 ? 503 : 200
            chosen.continuation.resume(returning: .success(NetworkResponse(status: status, body: Data(chosen.target.utf8))))
            return true
        }

        var heldCount: Int { wire.withLockedValue { $0.held.count } }
    }

    enum Step: CustomStringConvertible {
        case send(path: String, method: HTTPMethod, group: String?, priority: RequestPriority, anyStatus: Bool)
        case cancelTask(Int)
        case cancelID(Int)
        case cancelGroup(String)
        case cancelAll
        case closeGroup(String)
        case answer
        case yield

        var description: String {
            switch self {
            case .send(let path, let method, let group, let priority, let anyStatus):
                "\(anyStatus ? "answer" : "send") \(method) \(path) \(group ?? "-") \(priority)"
            case .cancelTask(let index): "cancel task \(index)"
            case .cancelID(let index): "cancel id \(index)"
            case .cancelGroup(let group): "cancel group \(group)"
            case .cancelAll: "cancel all"
            case .closeGroup(let group): "close group \(group)"
            case .answer: "answer one"
            case .yield: "yield"
            }
        }
    }

    static func script(seed: UInt64) -> [Step] {
        var random = SeededGenerator(seed: seed)
        return (0..<Int.random(in: 10...60, using: &random)).map { _ in
            switch Int.random(in: 0..<20, using: &random) {
            case 0..<8:
                .send(
                    // Three shared paths coalesce; the numbered ones do not.
                    path: Bool.random(using: &random)
                        ? ["cats", "breeds", "me"].randomElement(using: &random)! : "cats/\(Int.random(in: 0..<1_000, using: &random))",
                    method: Int.random(in: 0..<5, using: &random) == 0 ? .post : .get,
                    group: [nil, "session-1", "session-2"].randomElement(using: &random)!,
                    priority: [.low, .normal, .high].randomElement(using: &random)!,
                    anyStatus: Int.random(in: 0..<6, using: &random) == 0)
            case 8..<10: .cancelTask(Int.random(in: 0..<64, using: &random))
            case 10: .cancelID(Int.random(in: 0..<64, using: &random))
            case 11: .cancelGroup(["session-1", "session-2"].randomElement(using: &random)!)
            case 12: Int.random(in: 0..<4, using: &random) == 0 ? .cancelAll : .yield
            case 13: .closeGroup("session-2")
            case 14..<18: .answer
            default: .yield
            }
        }
    }

    /// One caller: its task, what it asked for, its group and whether that group was closed
    /// before it sent.
    struct Caller {
        let id: RequestID
        let path: String
        let group: String?
        let sentToClosedGroup: Bool
        let task: Task<Result<NetworkResponse, NetworkError>, Never>
    }

    @Test func everyCallerIsAnsweredOnceAndNothingIsLeftBehind() async throws {
        let seeds: [UInt64] =
            if let replay = ProcessInfo.processInfo.environment["TRELLIS_SEED"].flatMap(UInt64.init) { [replay] } else {
                Array(1...200)
            }
        for seed in seeds {
            let steps = Self.script(seed: seed)
            let failures = await run(steps, seed: seed)
            #expect(failures.isEmpty, "seed \(seed) (TRELLIS_SEED=\(seed)): \(steps.map(\.description)) → \(failures)")
            if !failures.isEmpty { return }
        }
    }

    func run(_ steps: [Step], seed: UInt64) async -> [String] {
        var random = SeededGenerator(seed: seed &* 7_919)
        let slots = Int.random(in: 1...3, using: &random)
        let transport = HeldTransport()
        let server = APIServer(baseURL: "http://cats.test")
        let networker = Networker(
            transport: transport, server: server, configuration: .init(maximumConcurrentRequests: slots, retry: .none),
            logger: quietLogger)
        var callers: [Caller] = []
        var closed: Set<String> = []
        var cancelledTasks: Set<Int> = []
        for step in steps {
            switch step {
            case .send(let path, let method, let group, let priority, let anyStatus):
                let id = RequestID()
                let request = server.request(for: Endpoint<Empty>.send(method, path: path))
                let sentToClosedGroup = group.map(closed.contains) ?? false
                let task = Task { () -> Result<NetworkResponse, NetworkError> in
                    do throws(NetworkError) {
                        return .success(
                            anyStatus
                                ? try await networker.answer(request, priority: priority, group: group, id: id)
                                : try await networker.send(request, priority: priority, group: group, id: id))
                    } catch {
                        return .failure(error)
                    }
                }
                callers.append(Caller(id: id, path: request.target, group: group, sentToClosedGroup: sentToClosedGroup, task: task))
            case .cancelTask(let index):
                if !callers.isEmpty {
                    callers[index % callers.count].task.cancel()
                    cancelledTasks.insert(index % callers.count)
                }
            case .cancelID(let index):
                if !callers.isEmpty { await networker.cancel(callers[index % callers.count].id) }
            case .cancelGroup(let group):
                await networker.cancel(group: group)
            case .cancelAll:
                await networker.cancelAll()
            case .closeGroup(let group):
                networker.cancelRequests(inGroup: group)
                closed.insert(group)
            case .answer:
                _ = transport.answerOne(using: &random)
            case .yield:
                await Task.yield()
            }
        }
        let finished = NIOLockedValueBox<Set<Int>>([])
        for (index, caller) in callers.enumerated() {
            Task {
                _ = await caller.task.value
                finished.withLockedValue { _ = $0.insert(index) }
            }
        }
        // A caller whose task was cancelled, or whose group is closed, ends without waiting
        // for any answer.
        let mustEnd = Set(callers.indices.filter { cancelledTasks.contains($0) || callers[$0].group.map(closed.contains) == true })
        let cancelledEnded = await eventually(timeout: .seconds(10)) { finished.withLockedValue { $0.isSuperset(of: mustEnd) } }
        guard cancelledEnded else {
            let waiting = mustEnd.subtracting(finished.withLockedValue { $0 }).sorted()
            return ["callers \(waiting) were cancelled or closed yet still waited for an answer"]
        }
        // A request nobody waits for any more is not kept on the wire: its task was cancelled.
        let nothingHeldForNobody = await eventually(timeout: .seconds(10)) {
            transport.heldCount <= networker.state.withLockedValue { $0.operations.count }
        }
        if !nothingHeldForNobody {
            return ["\(transport.heldCount) request(s) on the wire for \(await networker.pendingCount) operation(s)"]
        }
        // Answer everything still held until every caller has its answer.
        let allAnswered = await eventually(timeout: .seconds(20)) {
            while transport.answerOne(using: &random) {}
            return finished.withLockedValue { $0.count } == callers.count
        }
        guard allAnswered else {
            return ["\(callers.count - finished.withLockedValue { $0.count }) of \(callers.count) callers never answered"]
        }
        var failures: [String] = []
        for (index, caller) in callers.enumerated() {
            switch await caller.task.value {
            case .success(let response):
                if caller.sentToClosedGroup { failures.append("caller \(index) answered in a group closed before it sent") }
                if String(decoding: response.body, as: UTF8.self) != caller.path {
                    failures.append("caller \(index) asked for \(caller.path), got \(String(decoding: response.body, as: UTF8.self))")
                }
            case .failure(.cancelled), .failure(.status(503, _)):
                break
            case .failure(let error):
                failures.append("caller \(index) failed with \(error)")
            }
        }
        let mostOnWire = transport.wire.withLockedValue { $0.mostOnWire }
        if mostOnWire > slots { failures.append("\(mostOnWire) requests on the wire at once with \(slots) slot(s)") }
        // The operations' tasks may still be between the transport's answer and `finish`.
        let drained = await eventually(timeout: .seconds(20)) {
            networker.state.withLockedValue { state in
                state.operations.isEmpty && state.operationOfWaiter.isEmpty && state.inFlightGETs.isEmpty && state.running == 0
                    && state.slotQueue.isEmpty
            }
        }
        if !drained {
            let state = networker.state.withLockedValue { state in
                "operations \(state.operations.count), waiters \(state.operationOfWaiter.count), GETs \(state.inFlightGETs.count), "
                    + "slots taken \(state.running), queued \(state.slotQueue.count)"
            }
            failures.append("left behind: \(state)")
        }
        if transport.heldCount != 0 { failures.append("\(transport.heldCount) request(s) still held by the transport") }
        return failures
    }
}
