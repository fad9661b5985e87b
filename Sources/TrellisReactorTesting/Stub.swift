@_spi(Testing) import TrellisReactor

/// Stands in for a reactor's logic so a view can be tested alone (ReactorKit's `Stub`):
/// actions the view sends are recorded instead of mutated and reduced, and the test sets
/// the state the view should show. The reactor's pipeline is not built: no `transform`
/// runs and no service stream it merges can change the state behind the test's back (one
/// already running when the stub is made is cancelled).
///
/// ```swift
/// let reactor = CatReactor(cat: tabby, api: api)
/// let stub = Stub(reactor)
/// button.reactor = reactor
/// button.tap()
/// #expect(stub.actions == [.toggleFavorite])     // the logic never ran
/// stub.state.isFavorite = true                    // the view shows a state it is given
/// ```
@MainActor
public final class Stub<R: Reactor> {
    private let reactor: R

    /// The actions sent to the reactor since the stub was made, in order.
    public private(set) var actions: [R.Action] = []

    /// Replaces `reactor`'s logic (mutate, reduce and the transforms) with this stub, for the
    /// reactor's lifetime.
    public init(_ reactor: R) {
        self.reactor = reactor
        reactor.runtime.stub { [weak self] action in
            self?.actions.append(action)
        }
    }

    /// The reactor's state; setting it tells the reactor's observers, as a reduce would.
    public var state: R.State {
        get { reactor.currentState }
        set { reactor.runtime.forceState(newValue) }
    }

    /// The last action sent, or `nil`.
    public var lastAction: R.Action? { actions.last }
}
