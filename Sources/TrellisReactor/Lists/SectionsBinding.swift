import TrellisDiff
import TrellisLists

/// Drives one data source's loading machine (AAPL's `AAPLContentLoading`) from a
/// ``Loadable`` of sections: the binding holds the data source's only ``Loading`` token
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
final class SectionsBinding<Header: Identifiable & Equatable, Item: Identifiable & Equatable> {
    typealias Source = SectionedDataSource<Header, Item>
    typealias Sections = [ArraySection<Header, Item>]

    let dataSource: Source
    let animated: Bool
    /// The token of the load under way, while the state says one is.
    private var pending: Loading<Source>?
    /// The sections a load's update applies when it runs: the latest, even when a
    /// composed parent held the update back for its siblings meanwhile.
    private var latest: Sections = []
    private var last: Loadable<Sections>?

    init(dataSource: Source, animated: Bool) {
        self.dataSource = dataSource
        self.animated = animated
    }

    isolated deinit {
        pending?.ignore()
    }

    /// Moves the data source to where `state` says loading stands.
    func follow(_ state: Loadable<Sections>) {
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
            dataSource.setSections(sections, animated: animated)
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

    private func startLoad() -> Loading<Source>? {
        var token: Loading<Source>?
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
    private func settle(with sections: Sections) {
        latest = sections
        let state = dataSource.loadingState
        if pending == nil, state == .contentLoaded || state == .noContent {
            dataSource.setSections(sections, animated: animated)
            return
        }
        guard let token = pending ?? startLoad() else { return }
        pending = nil
        let animated = hasLoaded && animated  // the first content appears, it does not animate in
        let update: @MainActor (Source) -> Void = { [weak self] source in
            source.setSections(self?.latest ?? sections, animated: animated)
        }
        if sections.allSatisfy(\.elements.isEmpty) {
            token.updateWithNoContent(update)
        } else {
            token.updateWithContent(update)
        }
    }

    /// The error placeholder with the failure's text; the last value, if any, is what the
    /// list shows again after a refresh.
    private func fail(_ failure: LoadFailure, last: Sections?) {
        if dataSource.errorMessage != failure.message { dataSource.errorMessage = failure.message }
        if dataSource.loadingState != .error || pending != nil {
            if let token = pending ?? startLoad() {
                pending = nil
                token.done(error: failure)
            }
        }
        if let last {
            latest = last
            dataSource.setSections(last, animated: animated)  // held under the placeholder
        }
    }
}
