import GalleryKit
import Testing
import Trellis
import TrellisTerminalTesting

/// ReactorKit's flow on the reactor screen: each key an action, the state and both
/// histories follow.
@MainActor
@Suite struct ReactorPageTests {
    @Test("+ + - : the count, the actions received and the mutations reduced, newest first")
    func counts() {
        let (pilot, shell) = runGallery(.reactor)
        #expect(pilot.shows("State: count = 0"))
        pilot.type("++-")
        #expect(pilot.shows("State: count = 1"), "\(pilot.text)")
        let actions = pilot.screenLines.compactMap { line in
            ["increase", "decrease"].first { line.hasPrefix("   \($0)") }
        }
        #expect(actions == ["decrease", "increase", "increase"], "\(pilot.text)")
        #expect(pilot.shows("add(-1)") && pilot.shows("add(1)"))
        pilot.type("0")
        #expect(pilot.shows("State: count = 0") && pilot.shows("reset") && pilot.shows("set(0)"))
        pilot.stop(keeping: shell)
    }

    @Test("d doubles in an effect: the action is listed at once, the mutation when the effect sends it")
    func effect() async {
        let (pilot, shell) = runGallery(.reactor)
        pilot.type("+++d")
        #expect(pilot.shows("   double"), "\(pilot.text)")
        #expect(await pilot.eventuallyShows("State: count = 6"), "\(pilot.text)")
        #expect(pilot.shows("set(6)"))
        pilot.stop(keeping: shell)
    }

    @Test("the reactor alone: an action is recorded before its mutation")
    func reactor() {
        let counter = CounterReactor()
        counter.send(.increase)
        counter.send(.reset)
        #expect(counter.currentState.count == 0)
        #expect(counter.currentState.actions == ["increase", "reset"])
        #expect(counter.currentState.mutations == ["add(1)", "set(0)"])
    }
}
