import CatsAPI
import TrellisData
import TrellisLists
import TrellisReactor
import TrellisViews

/// The cat detail screen's root view (AAPL's cat detail): the header above a list of a
/// segmented data source, Details / Sightings.
///
/// Details is a ``TrellisLists/ComposedDataSource`` of the facts and the description,
/// each loading the breed on its own (through its ``CatDetailSectionReactor``), shown
/// together once both have loaded. Sightings
/// loads when it is first selected and has its own "No Sightings" placeholder.
///
/// Bound to a ``CatDetailReactor``, the view takes the reactor's actions off the responder
/// chain (the favorite button sends ``CatDetailReactor/Action/toggleFavorite`` up to it),
/// and shows the reactor's state: the header's values through its view-model controller,
/// the selected segment, a refused favorite on the status line.
@MainActor
public final class CatDetailView: View, ReactorView {
    public let reactorBinding = ReactorBinding<CatDetailReactor>()
    public let header: CatDetailHeaderView
    public let list: CollectionView
    public let segments: SegmentedDataSource
    public let details: ComposedDataSource
    public let facts: CatDetailSectionDataSource
    public let about: CatDetailSectionDataSource
    public let sightings: CatDetailSectionDataSource
    let presenter: CatDetailHeaderPresenter
    let context: CatsContext

    /// The detail `reactor` loads: its section reactors feed the list's data sources.
    public init(
        reactor: CatDetailReactor, context: CatsContext, metrics: CatDetailMetrics = CatDetailMetrics(),
        scheduler: any MainScheduler = TaskScheduler.shared
    ) {
        self.context = context
        let header = CatDetailHeaderView(theme: context.theme, metrics: metrics)
        self.header = header
        facts = CatDetailSectionDataSource(reactor: reactor.facts, scheduler: scheduler)
        about = CatDetailSectionDataSource(reactor: reactor.about, scheduler: scheduler)
        sightings = CatDetailSectionDataSource(reactor: reactor.sightings, scheduler: scheduler)
        details = ComposedDataSource(scheduler: scheduler)
        let segments = SegmentedDataSource(scheduler: scheduler)
        self.segments = segments
        list = CollectionView(dataSource: segments, registry: CellRegistry())  // items name their cells
        presenter = CatDetailHeaderPresenter(header: header) { context.requestRedraw() }
        super.init()
        key = "catDetail"
        list.key = "list"
        list.theme = context.theme
        list.keepsFocus = true
        configureSources()
        handlesTerminalKeys()
        addSubview(header)
        addSubview(list)
        header.constraints.make { make in
            make.top.left.right.equalToSuperview()
        }
        list.constraints.make { make in
            make.top.equalTo(header.constraints.bottom).offset(metrics.spacingBelowHeader)
            make.left.right.bottom.equalToSuperview()
        }
        onAction(.segmentSelected) { [weak self] index in
            guard let self, let segment = CatDetailSegment(rawValue: index) else { return false }
            self.reactor?.send(.select(segment))
            return true
        }
    }

    private func configureSources() {
        details.title = CatDetailSegment.details.title
        details.add(facts)
        details.add(about)
        sightings.title = CatDetailSegment.sightings.title
        segments.add(details)
        segments.add(sightings)
        details.errorTitle = "Unable To Load This Cat"  // one placeholder for both parts
        sightings.noContentTitle = "No Sightings"
        sightings.noContentMessage = "Nobody has reported seeing this breed yet."
        sightings.errorTitle = "Unable To Load Sightings"
        facts.defaultMetrics.rowHeight = .fixed(1)
        about.defaultMetrics.rowHeight = .estimated(3)
        about.defaultMetrics.padding = EdgeInsets(top: 1, left: 0, bottom: 0, right: 0)
        sightings.defaultMetrics.rowHeight = .fixed(1)
        for source in [facts, about] {
            // Details' one placeholder says why its failing part failed.
            source.didShowValue = { [context, details, weak source] in
                if let reason = source?.errorMessage { details.errorMessage = reason }
                context.requestRedraw()
            }
        }
        sightings.didShowValue = { [context] in context.requestRedraw() }
    }

    /// Starts loading the selected segment (Details).
    public func start() {
        segments.setNeedsLoadContent()
    }

    public func bind(reactor: CatDetailReactor, in bag: BindingBag) {
        let presenter = presenter
        let button = reactor.favoriteButton
        // The header's values: the breed from the screen's reactor, the favorite from the button's.
        reactor.observe { [weak button] state in
            guard let breed = state.breed, let button else { return }
            presenter.show(
                CatDetailHeaderModel(id: breed.id, name: breed.name, line: state.line, isFavorite: button.currentState.isFavorite))
        }.store(in: bag)
        button.observe(\.isFavorite) { [weak reactor] isFavorite in
            guard let state = reactor?.currentState, let breed = state.breed else { return }
            presenter.show(CatDetailHeaderModel(id: breed.id, name: breed.name, line: state.line, isFavorite: isFavorite))
        }.store(in: bag)
        button.observe(\.isEnabled) { [header] in header.favoriteButton.isEnabled = $0 }.store(in: bag)
        reactor.observe(\.segment) { [weak self] segment in
            guard let self else { return }
            self.segments.selectChild(at: segment.rawValue)
            if self.header.segmentedControl.selectedIndex != segment.rawValue { self.header.segmentedControl.select(segment.rawValue) }
        }.store(in: bag)
        reactor.pulse(\.$error) { [context] error in
            guard let error else { return }
            context.status.show(error)
            context.requestRedraw()
        }.store(in: bag)
    }
}
