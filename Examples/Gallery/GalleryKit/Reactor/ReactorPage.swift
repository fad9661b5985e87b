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
        onAction(.key) { [weak self] (event: KeyEvent) -> Bool in
            guard let self, let action = Self.action(for: event) else { return false }
            self.reactor?.send(action)
            return true
        }
        self.reactor = reactor
    }

    /// The action a key sends, if any.
    static func action(for event: KeyEvent) -> CounterReactor.Action? {
        guard event.modifiers.isSubset(of: .shift), case .character(let character) = event.key else { return nil }
        switch character {
        case "+", "=": return .increase
        case "-": return .decrease
        case "0": return .reset
        case "d": return .double
        default: return nil
        }
    }

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

    public var keyHelp: [KeyHelp] {
        [KeyHelp("+ -", "increase / decrease"), KeyHelp("0", "reset"), KeyHelp("d", "double (in an effect)")]
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
