import TrellisReactor
import TrellisShell
import TrellisViews

/// A host that records what it was asked to show.
@MainActor
final class FakeHost: NavigationHost {
    var root: View?
    var modal: View?
    var calls: [String] = []

    func showRoot(_ view: View, focus: View?) {
        root = view
        calls.append("root \((view as? ScreenContainerView)?.navigationBar.title ?? "?")")
    }
    func showModal(_ view: View, focus: View?) {
        modal = view
        calls.append("modal \((view as? ScreenContainerView)?.navigationBar.title ?? "?")")
    }
    func dismissModal() {
        modal = nil
        calls.append("dismiss")
    }
}

/// A screen that writes its appearance calls to a shared log.
@MainActor
final class LoggingScreen: Screen {
    let log: Log
    init(_ title: String, log: Log) {
        self.log = log
        super.init(title: title)
    }
    override func loadView() -> View { Label(title) }
    override func viewDidLoad() { log.lines.append("\(title) load") }
    override func viewWillAppear() { log.lines.append("\(title) willAppear") }
    override func viewDidAppear() { log.lines.append("\(title) didAppear") }
    override func viewWillDisappear() { log.lines.append("\(title) willDisappear") }
    override func viewDidDisappear() { log.lines.append("\(title) didDisappear") }
}

@MainActor
final class Log {
    var lines: [String] = []
    func take() -> [String] {
        defer { lines = [] }
        return lines
    }
}

final class CounterReactor: Reactor {
    enum Action: Sendable { case increment }
    struct State: Sendable { var count = 0 }
    let runtime = ReactorRuntime<CounterReactor>(initialState: State())
    func reduce(_ state: inout State, _ mutation: Action) { state.count += 1 }
}

final class CounterView: View, ReactorView {
    let reactorBinding = ReactorBinding<CounterReactor>()
    func bind(reactor: CounterReactor, in bag: BindingBag) {}
}
