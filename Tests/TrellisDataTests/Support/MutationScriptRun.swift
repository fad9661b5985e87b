import Foundation

@testable import TrellisData

/// Plays a script of ``MutationStep``s against a fresh `OptimisticMutation<Int, Int>` whose
/// requests and applies wait on the ``ScriptedWorld`` until the script releases them.
enum MutationScriptRun {
    /// Plays `script`, then answers and shows everything still held (accepting) until every
    /// caller returned.
    ///
    /// - Returns: what went wrong, or `nil` when every promise held.
    static func play(_ script: [MutationStep]) async -> String? {
        var ignored = Tally()
        return await play(script, counting: &ignored)
    }

    /// Plays `script` and adds to `tally` how often each interleaving of interest happened.
    static func play(_ script: [MutationStep], counting tally: inout Tally) async -> String? {
        let world = ScriptedWorld()
        let mutation = OptimisticMutation<Int, Int>(
            apply: { key, value in await world.apply(key, value) },
            request: { key, value in try await world.request(key, value) })
        var started = 0
        var startedPerKey: [Int: Int] = [:]
        for step in script {
            switch step {
            case .set(let key, let value):
                let confirmed = await world.shown(key)
                started += 1
                startedPerKey[key, default: 0] += 1
                if await mutation.isInFlight(key) { tally.intentsWhileInFlight += 1 }
                Task {
                    do {
                        let result = try await mutation.set(key, to: value, confirmed: confirmed)
                        await world.returned(key, .success(result))
                    } catch {
                        await world.returned(key, .failure(error))
                    }
                }
            case .answer(let pick, let accept):
                if await world.answer(pick, accept: accept), !accept { tally.refusals += 1 }
            case .show: await world.finishShow()
            }
            await quiesce(world, mutation, started: startedPerKey)
        }
        // Drain: accept and show whatever is held until every caller returned. A hang is
        // judged by time, not by rounds of yields: in a full parallel test run a caller's
        // task can wait longer than any fixed number of yields before it first runs.
        let deadline = ContinuousClock.now + .seconds(10)
        while await world.returnedCount < started {
            if ContinuousClock.now > deadline {
                let why = await world.isHolding ? "the 10 s deadline passed" : "nothing is held and nothing moved for 10 s"
                return await hang(world, started, why)
            }
            if await world.isHolding {
                await world.finishShow()
                await world.answer(0, accept: true)
            }
            await quiesce(world, mutation, started: startedPerKey)
        }
        tally.rollbacks += await world.rollbacks
        if let violation = await world.violations.first { return violation }
        for key in OptimisticMutationPropertyTests.keys {
            let (shown, server) = (await world.shown(key), await world.server(key))
            if shown != server { return "at the end key \(key) shows \(shown) but the server holds \(server)" }
            if await mutation.isInFlight(key) { return "at the end key \(key) is still in flight" }
        }
        return nil
    }

    static func hang(_ world: ScriptedWorld, _ started: Int, _ why: String) async -> String {
        "\(started - (await world.returnedCount)) of \(started) set(s) never returned (\(why))"
    }

    /// Lets the mutation, its tasks and the callers run until every caller started has reached
    /// the mutation, nothing new happens for eight rounds of yields and actor hops (no
    /// sleeping), and every caller of a key no longer in flight has reported its return. A
    /// caller's task may start late in a loaded run (a ThreadSanitizer run once played the
    /// next step first: a refusal settled the key, and the late `set` then trusted the
    /// `confirmed` value read before it, which the refusal had made stale); one that joins a
    /// key in flight changes nothing the world sees, so its arrival is counted by the
    /// mutation (`setsReceived`). Reports are waited for too: the mutation answers its callers
    /// when it settles a key, but a caller's task may run much later in a loaded parallel run, and
    /// checking the world before it reports would judge its answer against a server a
    /// later step already changed. A caller that never reports within 10 s is left to the
    /// drain's hang check.
    static func quiesce(_ world: ScriptedWorld, _ mutation: OptimisticMutation<Int, Int>, started: [Int: Int]) async {
        var last = await world.activity
        var quietRounds = 0
        let deadline = ContinuousClock.now + .seconds(10)
        let callers = started.values.reduce(0, +)
        while quietRounds < 8 {
            await Task.yield()
            let arrived = await mutation.setsReceived
            let now = await world.activity
            var reportsDue = arrived < callers
            for (key, count) in started {
                let inFlight = await mutation.isInFlight(key)
                let reported = await world.returned(on: key)
                if !inFlight && reported < count { reportsDue = true }
            }
            if now == last && (!reportsDue || ContinuousClock.now > deadline) {
                quietRounds += 1
            } else {
                quietRounds = 0
                last = now
            }
        }
    }
}

/// The server and the screen of a property run: what each holds, the requests and the
/// apply waiting for the script, and every broken promise seen.
actor ScriptedWorld {
    struct Refused: Error {}

    private var serverValues: [Int: Int] = [:]
    private var shownValues: [Int: Int] = [:]
    private var requests: [(key: Int, value: Int, answer: CheckedContinuation<Bool, Never>)] = []
    private var applies: [CheckedContinuation<Void, Never>] = []
    private(set) var returnedCount = 0
    private var returnedPerKey: [Int: Int] = [:]
    /// Bumped whenever anything reaches the world: a request, an apply, a caller returning.
    private(set) var activity = 0
    private(set) var violations: [String] = []

    func server(_ key: Int) -> Int { serverValues[key, default: 0] }
    /// How many callers of `key` have reported their return.
    func returned(on key: Int) -> Int { returnedPerKey[key, default: 0] }
    func shown(_ key: Int) -> Int { shownValues[key, default: 0] }
    var isHolding: Bool { !requests.isEmpty || !applies.isEmpty }

    /// Refusals of the value shown at the time: each must roll back.
    private(set) var rollbacks = 0

    func apply(_ key: Int, _ value: Int) async {
        activity += 1
        shownValues[key] = value
        await withCheckedContinuation { applies.append($0) }
    }

    func request(_ key: Int, _ value: Int) async throws {
        activity += 1
        let accepted = await withCheckedContinuation { requests.append((key, value, $0)) }
        guard accepted else { throw Refused() }
        serverValues[key] = value
    }

    /// - Returns: whether a request was held to answer.
    @discardableResult
    func answer(_ pick: Int, accept: Bool) -> Bool {
        guard !requests.isEmpty else { return false }
        let request = requests.remove(at: pick % requests.count)
        if !accept, request.value == shown(request.key) { rollbacks += 1 }
        request.answer.resume(returning: accept)
        return true
    }

    func finishShow() {
        guard !applies.isEmpty else { return }
        applies.removeFirst().resume()
    }

    /// A caller returned: the key must be settled, showing what the server holds, and a
    /// value returned must be that one.
    func returned(_ key: Int, _ result: Result<Int, any Error>) {
        activity += 1
        returnedCount += 1
        returnedPerKey[key, default: 0] += 1
        let (shown, server) = (shown(key), server(key))
        if shown != server { violations.append("a set on key \(key) returned while it shows \(shown) but the server holds \(server)") }
        if case .success(let value) = result, value != server {
            violations.append("a set on key \(key) returned \(value) but the server holds \(server)")
        }
    }
}

/// How often a property run met the interleavings it is about, so a harness that stopped
/// reaching them fails instead of passing vacuously.
struct Tally {
    var intentsWhileInFlight = 0
    var refusals = 0
    var rollbacks = 0
}
