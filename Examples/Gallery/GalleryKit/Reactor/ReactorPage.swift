import TrellisReactor
import TrellisTerminal
import TrellisViews

/// A ``CounterReactor`` and a view bound to it (ReactorKit's `View`): keys send actions,
/// and the state flows back to the labels: the count, the actions received and the
/// mutations reduced, newest first.
@MainActor
public final class ReactorPage: View, GalleryPageView, ReactorView {
    public let reactorBinding = ReactorBinding<CounterReactor>()
    /// "count = 3".
    public let countLabel = Label()
    /// The actions received, newest first.
    public let actionsLabel = Label()
    /// The mutations reduced, newest first.
    public let mutationsLabel = Label()
    /// How many entries of each history show.
    public static let historyLength = 12

    /// The page, bound to a new counter.
    public init(context: GalleryContext, reactor: CounterReactor = CounterReactor()) {
        super.init()
        key = "reactor"
        countLabel.style = context.theme[.title]
        actionsLabel.lineLimit = 0
        mutationsLabel.lineLimit = 0
        for label in [countLabel, actionsLabel, mutationsLabel] { addSubview(label) }
        bindKeys(Self.keyBindings, scope: Self.keymapScope) { [weak self] command, _ in
            guard let self, let reactor = self.reactor else { return false }
            switch command {
            case .increase: reactor.send(.increase)
            case .decrease: reactor.send(.decrease)
            case .reset: reactor.send(.reset)
            case .double: reactor.send(.double)
            }
            return true
        }
        self.reactor = reactor
    }

    /// What the page's keys do; the raw values are the names a keymap file uses in its
    /// `[gallery.reactor]` scope.
    public enum Command: String, KeyCommand, CaseIterable {
        case increase, decrease, reset, double
    }

    /// The keymap scope of the page's keys.
    public nonisolated static let keymapScope = "gallery.reactor"

    /// The page's keys, declared once: dispatch, help and the hint line read them.
    public nonisolated static let keyBindings: KeyBindings<Command> = [
        KeyBinding(.increase, "+", "=", summary: "increase", showsInHints: true),
        KeyBinding(.decrease, "-", summary: "decrease", showsInHints: true),
        KeyBinding(.reset, "0", summary: "reset", showsInHints: true),
        KeyBinding(.double, "d", summary: "double (in an effect)", showsInHints: true, hint: "double"),
    ]

    public func bind(reactor: CounterReactor, in bag: BindingBag) {
        reactor.observe { [weak self] state in self?.show(state) }.store(in: bag)
    }

    func show(_ state: CounterReactor.State) {
        countLabel.text = "State: count = \(state.count)"
        actionsLabel.text = (["Actions received (newest first):"] + state.actions.suffix(Self.historyLength).reversed().map { "  \($0)" })
            .joined(separator: "\n")
        mutationsLabel.text = (["Mutations reduced:"] + state.mutations.suffix(Self.historyLength).reversed().map { "  \($0)" })
            .joined(separator: "\n")
        setNeedsDisplay()
    }

    public var preferredFocus: View? { self }

    /// The count on top, the two histories side by side under it.
    public override func layoutSubviews() {
        let half = (bounds.width / 2).rounded(.down)
        countLabel.frame = Rect(x: 1, y: 1, width: max(0, bounds.width - 2), height: min(1, bounds.height))
        let height = max(0, bounds.height - 3)
        actionsLabel.frame = Rect(x: 1, y: 3, width: max(0, half - 1), height: height)
        mutationsLabel.frame = Rect(x: half, y: 3, width: max(0, bounds.width - half - 1), height: height)
    }
}
