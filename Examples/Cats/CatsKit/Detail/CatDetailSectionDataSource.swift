import TrellisDiff
import TrellisLists
import TrellisReactor

/// A data source that shows one ``CatDetailSectionReactor``: the reactor loads, the data
/// source reports the load to its parent and puts the rows in the list. AAPL's data
/// source that loads its own content, with Drrrible's section reactor doing the loading.
///
/// ``loadContent()`` sends ``CatDetailSectionReactor/Action/load`` and ends its load with
/// the reactor's first value (content, or no content for no rows) or its failure; later
/// values (the server's answer after the stored one) go through the diff. Inside a
/// ``TrellisLists/ComposedDataSource`` its first update waits for its siblings, so
/// Details shows its facts and its description together once both have loaded.
///
/// ```swift
/// let facts = CatDetailSectionDataSource(reactor: CatDetailSectionReactor(.facts, breedID: 3, services: services, styles: styles))
/// facts.setNeedsLoadContent()
/// ```
@MainActor
public final class CatDetailSectionDataSource: SectionedDataSource<CatDetailSection.Kind, CatDetailItem> {
    /// The section's reactor.
    public let reactor: CatDetailSectionReactor
    /// How many loads were started: a segment that was never shown has started none.
    public private(set) var loadCount = 0
    /// Called after each value or failure is shown (the host redraws: it did not come from a key).
    public var didShowValue: @MainActor () -> Void = {}
    private var observation: ObservationToken?
    private var pending: Loading<CatDetailSectionDataSource>?

    /// A data source showing `reactor`'s section.
    public init(reactor: CatDetailSectionReactor, scheduler: any MainScheduler = TaskScheduler.shared) {
        self.reactor = reactor
        super.init(scheduler: scheduler)
    }

    public override func loadContent() {
        loadCount += 1
        stopFollowing()
        loadContent { loading in
            pending = loading
            reactor.send(.load)  // the phase is `.loading` when send returns
            var last: CatDetailSectionReactor.State?
            observation = reactor.observe { [weak self] state in
                guard let self, state != last else { return }
                last = state
                self.show(state)
            }
        }
    }

    private func show(_ state: CatDetailSectionReactor.State) {
        switch state.phase {
        case .initial, .loading:
            return
        case .loaded:
            let sections = reactor.section().map { [$0.arraySection] } ?? []
            if let loading = pending {
                pending = nil
                let update: @MainActor (CatDetailSectionDataSource) -> Void = { $0.setSections(sections, animated: false) }
                if sections.isEmpty { loading.updateWithNoContent(update) } else { loading.updateWithContent(update) }
            } else {
                setSections(sections)
            }
        case .failed(let reason):
            guard let loading = pending else { return }
            pending = nil
            errorMessage = reason
            loading.done(error: CatDetailLoadError(reason: reason))
        }
        didShowValue()
    }

    /// Cancels the reactor's load and forgets what was shown.
    public override func resetContent() {
        stopFollowing()
        reactor.send(.reset)
        super.resetContent()
    }

    private func stopFollowing() {
        observation = nil
        pending?.ignore()
        pending = nil
    }
}

/// Why a detail section could not load: the catalog's reason.
public struct CatDetailLoadError: Error, Equatable, CustomStringConvertible {
    /// What the catalog said.
    public var reason: String
    public var description: String { reason }
}
