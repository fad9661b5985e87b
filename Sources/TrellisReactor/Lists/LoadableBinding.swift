import TrellisDiff
import TrellisLists

/// Drives one data source's loading machine (AAPL's `AAPLContentLoading`) from a
/// ``Loadable`` of its content (sections, or a flat list's items): the binding holds the data source's only ``LoadingToken``
/// and completes it when the state says the load ended, so the data source's state, its
/// placeholder and its batches follow the reactor's state and nothing else.
///
/// | state | data source |
/// |---|---|
/// | `notLoaded` | `initial` (reset if it had loaded) |
/// | `loading` | `loadingContent`: the loading placeholder |
/// | `refreshing(v)` | `refreshingContent`, showing `v` (loaded first if it had not) |
/// | `loaded(v)` | `contentLoaded` or `noContent`: `v` as one batch, then diffs |
/// | `failed(f, last)` | `error`: the error placeholder saying `f.message` |
@MainActor
final class LoadableBinding<Source: DataSource, Content: Equatable> {
    let dataSource: Source
    let animated: Bool
    /// Shows content on the data source: `setSections` or `setItems`.
    private let show: @MainActor (Source, Content, _ animated: Bool) -> Void
    /// Whether content is empty: AAPL's no-content placeholder shows then.
    private let isEmpty: (Content) -> Bool
    /// The token of the load under way, while the state says one is.
    private var pending: LoadingToken<Source>?
    /// The sections a load's update applies when it runs: the latest, even when a
    /// composed parent held the update back for its siblings meanwhile.
    private var latest: Content?
    private var last: Loadable<Content>?

    init(
        dataSource: Source, animated: Bool,
        show: @escaping @MainActor (Source, Content, _ animated: Bool) -> Void,
        isEmpty: @escaping (Content) -> Bool
    ) {
        self.dataSource = dataSource
        self.animated = animated
        self.show = show
        self.isEmpty = isEmpty
    }

    isolated deinit {
        pending?.ignore()
    }

    /// Moves the data source to where `state` says loading stands.
    func follow(_ state: Loadable<Content>) {
        guard state != last else { return }
        last = state
        // A reset of the data source (by a parent, say) made the token stale.
        if let token = pending, !token.isCurrent { pending = nil }
        switch state {
        case .notLoaded:
            stop()
            if dataSource.loadingState != .initial { dataSource.resetContent() }
        case .loading:
            beginFirstLoad()
        case .refreshing(let sections):
            if !hasLoaded { settle(with: sections) }
            if pending == nil { pending = startLoad() }
            latest = sections
            show(dataSource, sections, animated)
        case .loaded(let sections):
            settle(with: sections)
        case .failed(let failure, let last):
            fail(failure, last: last)
        }
    }

    /// Ignores the load under way: the binding ended.
    func stop() {
        pending?.ignore()
        pending = nil
    }

    /// Whether the data source has ended a load (it shows content, no content or an error).
    private var hasLoaded: Bool {
        switch dataSource.loadingState {
        case .initial, .loadingContent: false
        case .refreshingContent, .contentLoaded, .noContent, .error: true
        }
    }

    private func startLoad() -> LoadingToken<Source>? {
        var token: LoadingToken<Source>?
        dataSource.loadContent { token = $0 }
        return token
    }

    /// The loading placeholder: nothing to show until the load ends.
    private func beginFirstLoad() {
        switch dataSource.loadingState {
        case .initial:
            break
        case .loadingContent:
            if pending != nil { return }
        case .error:
            pending = nil
            dataSource.loadingState = .loadingContent  // AAPL's retry after an error
        case .refreshingContent, .contentLoaded, .noContent:
            // The state dropped the value it showed: so does the list.
            stop()
            dataSource.resetContent()
        }
        pending = startLoad()
    }

    /// Ends the load with `sections` (starting one if none is under way), or, once the
    /// list shows content, applies the difference as one batch.
    private func settle(with sections: Content) {
        latest = sections
        let state = dataSource.loadingState
        if pending == nil, state == .contentLoaded || state == .noContent {
            show(dataSource, sections, animated)
            return
        }
        guard let token = pending ?? startLoad() else { return }
        pending = nil
        let animated = hasLoaded && animated  // the first content appears, it does not animate in
        let show = show
        let update: @MainActor (Source) -> Void = { [weak self] source in
            show(source, self?.latest ?? sections, animated)
        }
        if isEmpty(sections) {
            token.updateWithNoContent(update)
        } else {
            token.updateWithContent(update)
        }
    }

    /// The error placeholder with the failure's text; the last value, if any, is what the
    /// list shows again after a refresh.
    private func fail(_ failure: LoadFailure, last: Content?) {
        if dataSource.errorMessage != failure.message { dataSource.errorMessage = failure.message }
        if dataSource.loadingState != .error || pending != nil {
            if let token = pending ?? startLoad() {
                pending = nil
                token.done(error: failure)
            }
        }
        if let last {
            latest = last
            show(dataSource, last, animated)  // held under the placeholder
        }
    }
}
