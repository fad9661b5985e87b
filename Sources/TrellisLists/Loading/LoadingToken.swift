/// The token a hand-written data source's load completes: AAPL's `AAPLLoading`.
///
/// A data source subclass that loads its own content (overriding
/// ``DataSource/loadContent()``) gets one for every load from ``DataSource/loadContent(_:)``.
/// A data source bound to a reactor's state (TrellisReactor's `bindSections` and
/// `bindItems`) never sees one: the state says where loading stands, and the list follows
/// it. Complete a token exactly once, with ``ignore()``, ``done()``, ``done(error:)``,
/// ``updateWithContent(_:)`` or ``updateWithNoContent(_:)``.
///
/// Unlike AAPL's, a **stale** token (one a newer load has replaced, or one issued before
/// a reset) changes nothing when completed: the framework drops it, so a slow response
/// can never overwrite a newer one. ``isCurrent`` still tells a load whether to bother.
///
/// Completing a token twice is reported as ``ListMisuse/Kind/tokenCompletedTwice`` (the
/// second completion is ignored); releasing the **current** one without completing it is
/// reported as ``ListMisuse/Kind/tokenNeverCompleted`` in debug builds. Releasing a stale
/// token is normal (a reload replaced it) and reports nothing.
@MainActor
public final class LoadingToken<Source: DataSource> {
    private weak var source: Source?
    private let generation: Int
    private let sourceDescription: String
    private let report: @Sendable (ListMisuse) -> Void
    /// Whether the token was completed.
    public private(set) var isCompleted = false

    init(source: Source, generation: Int) {
        self.source = source
        self.generation = generation
        self.sourceDescription = source.description
        self.report = source.misuseHandler
    }

    isolated deinit {
        #if DEBUG
            // A stale token (a newer load or a reset replaced it) may be dropped: nothing
            // waits for it, and pressing reload twice does exactly that.
            guard !isCompleted, let source, source.loadingGeneration == generation else { return }
            report(
                ListMisuse(
                    kind: .tokenNeverCompleted, dataSource: sourceDescription,
                    message: "a LoadingToken was released without being completed; call ignore(), done(), done(error:), "
                        + "updateWithContent or updateWithNoContent on every path of the load"))
        #endif
    }

    /// Whether this is still the data source's latest load, and not yet completed.
    public var isCurrent: Bool {
        guard let source, !isCompleted else { return false }
        return source.loadingGeneration == generation
    }

    /// Completes the load without changing anything (a superseded load says this).
    public func ignore() {
        complete(state: nil, error: nil, update: nil)
    }

    /// Completes the load: content loaded.
    public func done() {
        complete(state: .contentLoaded, error: nil, update: nil)
    }

    /// Completes the load with an error (moving to `error`), or with `nil` (moving to
    /// `contentLoaded`).
    public func done(error: (any Error)?) {
        complete(state: error == nil ? .contentLoaded : .error, error: error, update: nil)
    }

    /// Completes the load with content: moves to `contentLoaded`, then runs `update` on the
    /// data source. The update's changes reach observers as one batch, together with any
    /// changes held while a placeholder showed.
    public func updateWithContent(_ update: @escaping @MainActor (Source) -> Void) {
        complete(state: .contentLoaded, error: nil, update: update)
    }

    /// Completes the load with nothing to show: moves to `noContent`, then runs `update`.
    public func updateWithNoContent(_ update: @escaping @MainActor (Source) -> Void) {
        complete(state: .noContent, error: nil, update: update)
    }

    private func complete(state: LoadingState?, error: (any Error)?, update: (@MainActor (Source) -> Void)?) {
        guard !isCompleted else {
            report(
                ListMisuse(
                    kind: .tokenCompletedTwice, dataSource: sourceDescription,
                    message: "a LoadingToken was completed more than once; the later completion was ignored"))
            return
        }
        isCompleted = true
        guard let source, let state else { return }
        var bound: (@MainActor () -> Void)?
        if let update {
            bound = { [weak source] in if let source { update(source) } }
        }
        source.endLoading(generation: generation, state: state, error: error, update: bound)
    }
}
