import Testing
import TrellisLists
import TrellisViews

@testable import TrellisReactor

/// The shortcuts a reactor's view binds with: keys to actions (`bindKeys(_:scope:when:send:)`),
/// a segmented data source and its control to the state's segment (`bindSegments`), and a
/// label to a string of the state (`bind(_:to:relayout:)`).
@MainActor
@Suite struct ReactorViewShortcutsTests {
    enum Segment: Int, Sendable { case details, sightings }
    enum Command: String, KeyCommand { case next, clear }

    final class PageReactor: Reactor {
        enum Action: Equatable, Sendable {
            case select(Segment)
            case clear
        }
        struct State: Equatable, Sendable {
            var segment = Segment.details
            var query = "rex"
            var title: String { segment == .details ? "Details" : "Sightings" }
        }
        let runtime = ReactorRuntime<PageReactor>(initialState: State())
        func reduce(_ state: inout State, _ action: Action) {
            switch action {
            case .select(let segment): state.segment = segment
            case .clear: state.query = ""
            }
        }
    }

    final class PageView: View, ReactorView {
        let reactorBinding = ReactorBinding<PageReactor>()
        let segments = SegmentedDataSource()
        let control = SegmentedControl(titles: ["Details", "Sightings"])
        let title = Label()

        init() {
            super.init()
            unhandledActionHandler = { _ in }  // a key that goes on ends here, quietly
            segments.add(BasicDataSource<Sighting>())
            segments.add(BasicDataSource<Sighting>())
            addSubview(control)
            bindKeys(
                [KeyBinding(Command.next, "n", summary: "next"), KeyBinding(.clear, "escape", summary: "clear")], scope: "page",
                when: { command, state in command != .clear || !state.query.isEmpty },
                send: { command, _ in command == .next ? .select(.sightings) : .clear })
        }

        func bind(reactor: PageReactor, in bag: BindingBag) {
            reactor.bindSegments(\.segment, to: segments, control: control, in: self) { .select($0) }.store(in: bag)
            reactor.bind(\.title, to: title, relayout: self).store(in: bag)
        }
    }

    @Test func aKeySendsItsActionWhileItAppliesAndGoesOnOtherwise() throws {
        let view = PageView()
        #expect(!view.send(.key, try KeyEvent(spec: "n")).wasHandled, "no reactor: the key goes on")
        let reactor = PageReactor()
        view.reactor = reactor
        #expect(view.send(.key, try KeyEvent(spec: "n")).wasHandled)
        #expect(reactor.currentState.segment == .sightings)
        #expect(view.send(.key, try KeyEvent(spec: "escape")).wasHandled)
        #expect(reactor.currentState.query == "")
        #expect(!view.send(.key, try KeyEvent(spec: "escape")).wasHandled, "nothing to clear: Esc goes on (back)")
    }

    @Test func theStateSelectsTheSegmentAndAPickOnTheControlAsksTheReactor() {
        let view = PageView()
        let reactor = PageReactor()
        view.reactor = reactor
        #expect(view.segments.selectedIndex == 0 && view.control.selectedIndex == 0)
        reactor.send(.select(.sightings))
        #expect(view.segments.selectedIndex == 1 && view.control.selectedIndex == 1)
        _ = view.control.select(0)  // a click on Details
        #expect(reactor.currentState.segment == .details && view.segments.selectedIndex == 0)
        #expect(!view.control.send(.segmentSelected, 5).wasHandled, "an index with no segment goes on up")
        view.reactor = nil
        #expect(!view.control.send(.segmentSelected, 1).wasHandled, "unbound: the view no longer takes picks")
        #expect(reactor.currentState.segment == .details)
    }

    @Test func aLabelFollowsItsStringAndItsContainerIsLaidOutAgain() {
        let view = PageView()
        let reactor = PageReactor()
        view.reactor = reactor
        #expect(view.title.text == "Details")
        view.layoutIfNeeded()
        reactor.send(.select(.sightings))
        #expect(view.title.text == "Sightings" && view.needsLayout)
    }
}

/// `observeChanges`: each change seen as the state before it and after it, the first with no
/// state before.
@MainActor
@Suite struct ObserveChangesTests {
    @Test func eachChangeComesWithTheStateBeforeIt() {
        let reactor = ReactorViewShortcutsTests.PageReactor()
        var seen: [String] = []
        let token = reactor.observeChanges { old, new in seen.append("\(old?.query ?? "nil")→\(new.query)") }
        reactor.send(.clear)
        reactor.send(.select(.sightings))
        #expect(seen == ["nil→rex", "rex→", "→"])
        token.cancel()
        reactor.send(.select(.details))
        #expect(seen.count == 3)
    }
}
