import Foundation
import Testing
import TrellisReactor

/// The state is handed to `reduce` inout; reading or replacing it through the reactor while
/// `reduce` runs is a programmer's error. The runtime skips Swift's dynamic exclusivity
/// checks on the state (a fifth of a send) and traps on exactly that access itself, naming it.
@Suite struct ReactorStateAccessTests {
    @Test func readingCurrentStateInsideReduceTrapsNamingIt() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { PeekingReactor().send(1) }
        }
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("PeekingReactor: currentState was read inside reduce(_:_:)"), "\(message)")
    }

    @Test @MainActor func readingItBeforeAndAfterReduceIsFine() {
        let reactor = PeekingReactor(peeks: false)
        reactor.send(1)
        reactor.send(2)
        #expect(reactor.currentState == 3)
    }
}

/// A reactor whose `reduce` reads its own `currentState` when `peeks`.
@MainActor
final class PeekingReactor: Reactor {
    typealias Action = Int
    let runtime = ReactorRuntime<PeekingReactor>(initialState: 0)
    let peeks: Bool

    init(peeks: Bool = true) { self.peeks = peeks }

    func reduce(_ state: inout Int, _ mutation: Int) {
        if peeks { state += currentState }
        state += mutation
    }
}
