/// A live observation of a reactor's state; ``cancel()`` (or dropping it) ends it.
///
/// Keep observations in a ``BindingBag`` (ReactorKit's `disposeBag`): a view's bag is
/// emptied when its reactor is replaced.
@MainActor
public final class ObservationToken {
    private var onCancel: (@MainActor () -> Void)?

    init(onCancel: @escaping @MainActor () -> Void) {
        self.onCancel = onCancel
    }

    /// Whether the observation still runs.
    public var isActive: Bool { onCancel != nil }

    /// Stops the observation. Calling it again does nothing.
    public func cancel() {
        let body = onCancel
        onCancel = nil
        body?()
    }

    /// Keeps the observation alive as long as `bag` (and cancels it when the bag is emptied).
    public func store(in bag: BindingBag) {
        bag.insert(self)
    }

    isolated deinit {
        cancel()
    }
}
