import Testing

@testable import TrellisReactor

/// One part of the cat screen: a cell, a section or a button, each a reactor of its own.
final class PartReactor: Reactor {
    enum Action: Equatable, Sendable { case tap }
    struct State: Equatable, Sendable {
        var name: String
        var taps = 0
    }
    let runtime: ReactorRuntime<PartReactor>
    let counter: ReduceCounter

    init(_ name: String, counter: ReduceCounter) {
        runtime = ReactorRuntime(initialState: State(name: name))
        self.counter = counter
    }

    func reduce(_ state: inout State, _ mutation: Action) {
        counter.count += 1
        state.taps += 1
    }
}

/// Drrrible's shot screen on cats: the screen owns a section reactor, which owns the
/// image, title, text and reaction cells; the reaction cell owns the favorite and comment
/// buttons; the comments section owns a comment cell. Nine reactors.
final class CatScreenReactor: Reactor {
    enum Action: Sendable { case refresh }
    struct State: Sendable {
        var section: PartReactor
        var cells: [PartReactor]  // image, title, text, reaction
        var buttons: [PartReactor]  // favorite, comment (the reaction cell's)
        var comments: [PartReactor]
        var refreshes = 0
    }
    let runtime: ReactorRuntime<CatScreenReactor>
    let counter: ReduceCounter

    init(counter: ReduceCounter) {
        self.counter = counter
        runtime = ReactorRuntime(
            initialState: State(
                section: PartReactor("section", counter: counter),
                cells: ["image", "title", "text", "reaction"].map { PartReactor($0, counter: counter) },
                buttons: ["favorite", "comment"].map { PartReactor($0, counter: counter) },
                comments: [PartReactor("comment 1", counter: counter)]))
    }

    var reactors: [PartReactor] {
        [currentState.section] + currentState.cells + currentState.buttons + currentState.comments
    }

    func reduce(_ state: inout State, _ mutation: Action) {
        counter.count += 1
        state.refreshes += 1
    }
}

@MainActor
@Suite struct ChildReactorsTests {
    @Test func anActionOnOneChildReducesThatChildAlone() {
        let counter = ReduceCounter()
        let screen = CatScreenReactor(counter: counter)
        #expect(screen.reactors.count + 1 == 9)
        let before = screen.reactors.map(\.currentState)
        let observations = screen.reactors.map { $0.observe { _ in } } + [screen.observe { _ in }]

        screen.currentState.buttons[0].send(.tap)  // the favorite button

        #expect(counter.count == 1)
        let after = screen.reactors.map(\.currentState)
        #expect(zip(before, after).filter { $0 != $1 }.map(\.1.name) == ["favorite"])
        #expect(screen.currentState.refreshes == 0)
        for observation in observations { observation.cancel() }
    }

    @Test func theScreensOwnActionDoesNotReduceItsChildren() {
        let counter = ReduceCounter()
        let screen = CatScreenReactor(counter: counter)
        screen.send(.refresh)
        #expect(counter.count == 1)
        #expect(screen.reactors.allSatisfy { $0.currentState.taps == 0 })
    }
}
