import NIOConcurrencyHelpers
import Testing
import TrellisData
import TrellisTestSupport

/// Likes on photos of albums: shown at once, settled with the server, rolled back once with
/// the send's error, quick presses sending at most two requests, marks kept per user.
@Suite struct OptimisticTogglesTests {
    typealias Likes = OptimisticToggles<Int, String>
    struct Refused: Error, Equatable { var reason: String }

    /// A server of likes: others' counts per photo, the user's own, requests as "+id" / "-id".
    final class Server: Sendable {
        struct State {
            var others: [Int: Int] = [:]
            var mine: Set<Int> = []
            var requests: [String] = []
            var refusal: Refused?
            /// Whether ``refusal`` refuses only the next request.
            var refusesOnce = false
            var holds = false
        }
        let state = NIOLockedValueBox(State())
        let gate = Latch()

        func send(_ id: Int, _ on: Bool) async throws -> Likes.Answer {
            let holds = state.withLockedValue { state in
                state.requests.append((on ? "+" : "-") + "\(id)")
                return state.holds
            }
            if holds { await gate.wait() }
            return try state.withLockedValue { state in
                if let refusal = state.refusal {
                    if state.refusesOnce { state.refusal = nil }
                    throw refusal
                }
                if on { state.mine.insert(id) } else { state.mine.remove(id) }
                return answer(id, state)
            }
        }

        func answer(_ id: Int, _ state: State) -> Likes.Answer {
            Likes.Answer(item: id, count: state.others[id, default: 0] + (state.mine.contains(id) ? 1 : 0), isOn: state.mine.contains(id))
        }
        var answers: [Likes.Answer] { state.withLockedValue { state in state.others.keys.sorted().map { answer($0, state) } } }
        var requests: [String] { state.withLockedValue(\.requests) }
    }

    let server = Server()
    let user = NIOLockedValueBox<String?>("ada")

    func likes() -> Likes {
        let (server, user) = (server, user)
        return Likes(currentUser: { user.withLockedValue { $0 } }, send: { id, on in try await server.send(id, on) })
    }

    @Test func aToggleShowsAtOnceAndReturnsWhenTheServerHasIt() async throws {
        let likes = likes()
        server.state.withLockedValue { $0.others = [7: 2] }
        likes.settle(server.answers, in: "album", for: "ada")
        #expect(likes.mark(of: 7) == .init(item: 7, count: 2, isOn: false))
        server.state.withLockedValue { $0.holds = true }
        let toggle = Task { try await likes.toggle(7, in: "album") }
        #expect(await eventually { server.requests == ["+7"] })
        #expect(likes.mark(of: 7) == .init(item: 7, count: 3, isOn: true, isSending: true))
        server.gate.open()
        #expect(try await toggle.value == true)
        #expect(likes.mark(of: 7) == .init(item: 7, count: 3, isOn: true))
    }

    @Test func aRefusalRollsBackOnceAndThrowsTheSendsError() async throws {
        let likes = likes()
        server.state.withLockedValue { $0.refusal = Refused(reason: "no such photo") }
        var heard = likes.changes().makeAsyncIterator()
        await #expect(throws: Refused(reason: "no such photo")) { try await likes.toggle(7, in: "album") }
        #expect(likes.mark(of: 7) == .init(item: 7, count: 0, isOn: false))
        var marks: [Likes.Mark] = []
        while marks.last != .init(item: 7, count: 0, isOn: false), let mark = try await heard.next() { marks.append(mark) }
        #expect(marks.first == .init(item: 7, count: 1, isOn: true, isSending: true), "\(marks)")
        #expect(marks.filter(\.isOn).count == 1, "shown once, rolled back once: \(marks)")
    }

    @Test func signedOutNothingIsShownOrSent() async {
        user.withLockedValue { $0 = nil }
        let likes = likes()
        await #expect(throws: Likes.ToggleError.signedOut) { try await likes.toggle(7, in: "album") }
        #expect(likes.mark(of: 7) == nil)
        #expect(server.requests.isEmpty)
    }

    @Test func marksAreKeptPerUser() async throws {
        let likes = likes()
        try await likes.toggle(7, in: "album")
        user.withLockedValue { $0 = "grace" }
        #expect(likes.mark(of: 7) == nil, "ada's like is not grace's")
        var heard = likes.changes().makeAsyncIterator()
        likes.settle([.init(item: 8, count: 1, isOn: true)], in: "album", for: "ada")  // a late answer for ada
        likes.settle([.init(item: 9, count: 4, isOn: false)], in: "album", for: "grace")
        #expect(try await heard.next() == .init(item: 9, count: 4, isOn: false), "ada's settling published nothing to grace")
        user.withLockedValue { $0 = "ada" }
        #expect(likes.mark(of: 7) == .init(item: 7, count: 0, isOn: false), "7 is of the album and not listed: none")
        #expect(likes.mark(of: 8) == .init(item: 8, count: 1, isOn: true))
    }

    @Test func settlingAGroupLeavesOtherGroupsAndAChangeOnItsWay() async throws {
        let likes = likes()
        likes.settle([.init(item: 1, count: 5, isOn: false), .init(item: 2, count: 1, isOn: false)], in: "a", for: "ada")
        likes.settle([.init(item: 3, count: 2, isOn: true)], in: "b", for: "ada")
        server.state.withLockedValue { $0.holds = true }
        let toggle = Task { try await likes.toggle(1, in: "a") }
        #expect(await eventually { server.requests == ["+1"] })
        likes.settle([], in: "a", for: "ada")  // the server lists nothing now
        #expect(likes.mark(of: 1) == .init(item: 1, count: 1, isOn: true, isSending: true), "shown until it settles")
        #expect(likes.mark(of: 2) == .init(item: 2, count: 0, isOn: false))
        #expect(likes.mark(of: 3) == .init(item: 3, count: 2, isOn: true), "another group is untouched")
        server.gate.open()
        #expect(try await toggle.value)
    }

    @Test("quick presses send at most two requests and the server ends with the last", arguments: 0..<20)
    func quickPresses(_ run: Int) async throws {
        var random = SeededGenerator(seed: UInt64(run) &* 0x9E37_79B9)
        let presses = Int.random(in: 1...7, using: &random)
        let likes = likes()
        server.state.withLockedValue { $0.holds = true }
        let tasks = (0..<presses).map { _ in Task { try? await likes.toggle(7, in: "album") } }
        #expect(await eventually { likes.mark(of: 7)?.isOn == (presses % 2 == 1) }, "run \(run)")
        server.gate.open()
        for task in tasks { _ = await task.value }
        let on = presses % 2 == 1
        #expect(likes.mark(of: 7) == .init(item: 7, count: on ? 1 : 0, isOn: on), "run \(run), \(presses) presses")
        #expect(server.state.withLockedValue { $0.mine.contains(7) } == on, "run \(run), \(presses) presses")
        #expect(server.requests.count <= 2, "run \(run): \(server.requests)")
    }
}

extension OptimisticTogglesTests {
    /// The mutation shows each value it is asked for, a moment after the toggle that asked
    /// read it; a press made in that moment was overwritten by the older value, so an even
    /// number of presses could end with the mark on, on the server too (seen once in Cats's
    /// sightings). Unheld answers, so the presses meet the requests at every point.
    @Test("a press made while the one before is being shown is never overwritten by it", arguments: 0..<4)
    func pressesDuringAnotherPressesShowingAreKept(_ batch: Int) async throws {
        for round in 0..<150 {
            var random = SeededGenerator(seed: UInt64(batch * 1000 + round) &* 0x9E37_79B9)
            let presses = Int.random(in: 2...5, using: &random)
            let server = Server()
            let likes = Likes(currentUser: { "ada" }, send: { id, on in try await server.send(id, on) })
            let tasks = (0..<presses).map { _ in Task { try? await likes.toggle(7, in: "album") } }
            for task in tasks { _ = await task.value }
            let on = presses % 2 == 1
            let seen = (likes.mark(of: 7), server.state.withLockedValue { $0.mine.contains(7) })
            let context = "batch \(batch) round \(round): \(presses) presses, \(server.requests)"
            #expect(seen.0 == .init(item: 7, count: on ? 1 : 0, isOn: on), "\(context)")
            #expect(seen.1 == on, "\(context)")
            if seen.0?.isOn != on || seen.1 != on { return }
        }
    }
}

extension OptimisticTogglesTests {
    /// A refusal that comes when the user has already pressed again rolls nothing back: the
    /// newest press owns what is shown, and a later turn sends it.
    @Test func aRefusalWithNewerPressesWaitingLeavesTheLastPressShown() async throws {
        let likes = likes()
        server.state.withLockedValue { $0.holds = true }
        let first = Task { try await likes.toggle(7, in: "album") }
        #expect(await eventually { server.requests == ["+7"] })
        let second = Task { try await likes.toggle(7, in: "album") }
        #expect(await eventually { likes.mark(of: 7)?.isOn == false })
        let last = Task { try await likes.toggle(7, in: "album") }
        #expect(await eventually { likes.mark(of: 7) == .init(item: 7, count: 1, isOn: true, isSending: true) })
        server.state.withLockedValue { ($0.refusal, $0.refusesOnce) = (Refused(reason: "busy"), true) }
        server.gate.open()
        await #expect(throws: Refused(reason: "busy")) { try await first.value }
        for task in [second, last] { #expect(try await task.value == true) }
        #expect(likes.mark(of: 7) == .init(item: 7, count: 1, isOn: true))
        #expect(server.requests == ["+7", "+7"], "the second press's turn sent what the last one shows")
        #expect(server.state.withLockedValue { $0.mine } == [7])
    }
}
