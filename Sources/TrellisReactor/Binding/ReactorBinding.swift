import TrellisViews

/// A view's reactor and the bag of its current bindings; a ``ReactorView`` holds one.
@MainActor
public final class ReactorBinding<R: Reactor> {
    /// The reactor, bound or waiting to be.
    public private(set) var reactor: R?
    /// The current bindings; emptied whenever the reactor is replaced.
    public let bag = BindingBag()
    /// Whether ``reactor`` is bound (not waiting for the view to be ready).
    public private(set) var isBound = false
    /// How many times a reactor was bound, for tests and debugging.
    public private(set) var bindCount = 0

    /// No reactor yet.
    public init() {}

    func replace<V: ReactorView>(with newReactor: R?, in view: V) where V.ViewReactor == R {
        unbind(view)
        reactor = newReactor
        bindIfPending(in: view)
    }

    func bindIfPending<V: ReactorView>(in view: V) where V.ViewReactor == R {
        guard let reactor, !isBound, view.isReadyToBind else { return }
        isBound = true
        bindCount += 1
        if let node = view as? View {
            // The reactor takes its own action type off the responder chain.
            node.onAction(R.Action.self) { [weak reactor] action in
                guard let reactor else { return false }
                reactor.send(action)
                return true
            }
        }
        view.bind(reactor: reactor, in: bag)
    }

    private func unbind<V: ReactorView>(_ view: V) {
        bag.cancelAll()
        if isBound, let node = view as? View {
            node.removeActionHandler(for: R.Action.self)
        }
        isBound = false
    }
}
