import Foundation
import Testing
import TrellisData
import TrellisTestSupport

/// The outbox under random interleavings of enqueues, passes, server answers of every class
/// and sign-outs: every pass sends in id order and only the newest of a key; a message
/// leaves the store only when the server held or refused it (or a newer one of its key
/// did); and once a healthy server has taken a last pass, nothing waits and the server holds
/// the newest value of every key whose newest message was not refused. Each script comes
/// from a seed, printed when it fails (`TRELLIS_SEED=<seed>` replays one).
@Suite(.timeLimit(.minutes(2)))
struct OutboxPropertyTests {
    enum Step: Sendable, CustomStringConvertible {
        case enqueue(key: String, value: Int)
        case answer(OutboxAnswer<Int>)
        case flush
        case signOutAndIn

        var description: String {
            switch self {
            case .enqueue(let key, let value): "enqueue \(key)=\(value)"
            case .answer(.delivered): "deliver"
            case .answer(.refused): "refuse"
            case .answer(.transient(_, let retryAfter)): "transient \(retryAfter.map { "\($0)" } ?? "")"
            case .answer(.cancelled): "cancelled"
            case .flush: "flush"
            case .signOutAndIn: "sign out and in"
            }
        }
    }

    static func script(seed: UInt64) -> [Step] {
        var random = SeededGenerator(seed: seed)
        let answers: [OutboxAnswer<Int>] = [
            .delivered(0), .refused("refused on purpose"), .transient("busy", retryAfter: nil),
            .transient("slow down", retryAfter: .seconds(2)), .cancelled,
        ]
        return (0..<Int.random(in: 1...30, using: &random)).map { _ in
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<4: .enqueue(key: ["a", "b", "c"].randomElement(using: &random)!, value: Int.random(in: 0...99, using: &random))
            case 4..<6: .answer(answers.randomElement(using: &random)!)
            case 6..<9: .flush
            default: .signOutAndIn
            }
        }
    }

    @Test func everyInterleavingEndsWithTheNewestOfEveryKeySent() async throws {
        let seeds: [UInt64] =
            if let replay = ProcessInfo.processInfo.environment["TRELLIS_SEED"].flatMap(UInt64.init) { [replay] } else {
                Array(1...150)
            }
        for seed in seeds {
            let steps = Self.script(seed: seed)
            let failures = try await run(steps)
            #expect(failures.isEmpty, "seed \(seed) (TRELLIS_SEED=\(seed)): \(steps.map(\.description)) → \(failures)")
            if !failures.isEmpty { return }
        }
    }

    /// Runs `steps`, then a last healthy pass; returns what broke.
    func run(_ steps: [Step]) async throws -> [String] {
        let store = try await makeNoteStore()
        let outbox = Outbox<Note>(store: store, clock: HandClock().clock, signedIn: { "ada" })
        let server = NoteServer(store: store)
        var failures: [String] = []
        var nextID: Int64 = 1
        /// The newest message of each key, and whether the server refused it.
        var newest: [String: (id: Int64, value: Int)] = [:]
        var refused: Set<Int64> = []
        func pass() async {
            // The newest stored message of each key, oldest first (the model's own coalescing).
            var newestStored: [String: Int64] = [:]
            for note in (try? await store.all(Note.self)) ?? [] { newestStored[note.key] = max(newestStored[note.key] ?? 0, note.id) }
            let waiting = newestStored.values.sorted()
            let sentBefore = await server.sent.count
            await outbox.open("ada", epoch: await outbox.epoch)
            let report = await outbox.run { epoch in await outbox.flush("ada", epoch: epoch, through: server) }
            let sent = Array(await server.sent.dropFirst(sentBefore))
            if sent != Array(waiting.prefix(sent.count)) { failures.append("sent \(sent), expected a prefix of \(waiting)") }
            refused.formUnion(report.refused.keys)
        }
        for step in steps {
            switch step {
            case .enqueue(let key, let value):
                try await store.upsert([Note(id: nextID, key: key, value: value)])
                newest[key] = (nextID, value)
                nextID += 1
            case .answer(let answer): await server.answer(answer)
            case .flush: await pass()
            case .signOutAndIn: await outbox.cancel()
            }
            // A message leaves only when the server held it or refused it, or a newer one of its key.
            let stored = Set(((try? await store.all(Note.self)) ?? []).map(\.id))
            for (key, message) in newest where !stored.contains(message.id) && !refused.contains(message.id) {
                if await server.held[key] != message.value && !refused.contains(message.id) {
                    failures.append("\(key)=\(message.value) (id \(message.id)) left the store unsent")
                }
            }
        }
        await server.clearScript()
        await pass()
        if let left = try? await store.all(Note.self), !left.isEmpty { failures.append("left waiting: \(left.map(\.id))") }
        for (key, message) in newest where !refused.contains(message.id) {
            let held = await server.held[key]
            if held != message.value {
                failures.append("server holds \(key)=\(held.map(String.init) ?? "nothing"), expected \(message.value)")
            }
        }
        return failures
    }
}

extension NoteServer {
    func clearScript() { script = [] }
}
