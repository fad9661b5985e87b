import CatsAPI
import TrellisData
import TrellisLists
import TrellisReactor
import TrellisViews

/// The cat detail screen's root view (AAPL's cat detail): the header above a list of a
/// segmented data source, Details / Sightings.
///
/// Every list part is a plain `SectionedDataSource` bound to its sections in the
/// ``CatDetailReactor``'s state with `bindSections(_:to:load:refresh:)`: the `Loadable`
/// state drives the part's loading machine (the loading placeholder, the rows as one
/// batch, "No Sightings", the error placeholder), and the part's own first load sends the
/// reactor `.load` or `.loadSightings`. Details is a ``TrellisLists/ComposedDataSource`` of
/// the facts and the description, held until both have loaded; Sightings loads when it is
/// first selected. The header follows the reactor (name, line, segment) and the
/// ``FavoriteButtonReactor``, whose refusals show on the status line.
@MainActor
public final class CatDetailView: View, ReactorView {
    /// A part of the list: a plain data source of detail sections.
    public typealias SectionSource = SectionedDataSource<CatDetailSection.Kind, CatDetailItem>

    public let reactorBinding = ReactorBinding<CatDetailReactor>()
    public let header: CatDetailHeaderView
    public let list: CollectionView
    public let segments: SegmentedDataSource
    public let details: ComposedDataSource
    public let facts: SectionSource
    public let about: SectionSource
    public let sightings: SectionSource
    let context: CatsContext
    /// Opens the "Report a sighting" form (`n`); the screen sets it.
    public var onReportSighting: @MainActor () -> Void = {}

    /// The detail's views and data sources, bound to a reactor later (``bind(reactor:in:)``).
    public init(context: CatsContext, metrics: CatDetailMetrics = CatDetailMetrics(), scheduler: any MainScheduler = TaskScheduler.shared) {
        self.context = context
        header = CatDetailHeaderView(theme: context.theme, metrics: metrics)
        facts = SectionSource(scheduler: scheduler)
        about = SectionSource(scheduler: scheduler)
        sightings = SectionSource(scheduler: scheduler)
        details = ComposedDataSource(scheduler: scheduler)
        let segments = SegmentedDataSource(scheduler: scheduler)
        self.segments = segments
        let registry = CellRegistry()
        registry.register(CatDetailCell.self, for: CatDetailItem.self) { cell, item, context in cell.show(item, theme: context.theme) }
        list = CollectionView(dataSource: segments, registry: registry)
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
    }

    /// Starts loading the selected segment (Details). Bind a reactor first.
    public func start() {
        segments.setNeedsLoadContent()
    }

    public func bind(reactor: CatDetailReactor, in bag: BindingBag) {
        let (context, details, header) = (context, details, header)
        reactor.observe(\.breed.failure) { failure in
            if let failure { details.errorMessage = failure.message }  // Details' one placeholder says why
        }.store(in: bag)
        reactor.bindSections(\.facts, to: facts, load: .load).store(in: bag)
        reactor.bindSections(\.about, to: about, load: .load).store(in: bag)
        reactor.bindSections(\.sightingSections, to: sightings, load: .loadSightings).store(in: bag)
        reactor.observe(\.name) { header.show(name: $0) }.store(in: bag)
        reactor.observe(\.line) { header.show(line: $0) }.store(in: bag)
        reactor.observe(\.favoriteCount) { header.show(count: $0) }.store(in: bag)
        reactor.observe(\.sightingsTitle) { title in
            header.segmentedControl.segmentLabels[CatDetailSegment.sightings.rawValue].text = title
            header.segmentedControl.invalidateIntrinsicContentSize()
        }.store(in: bag)
        reactor.observe(\.segment) { [segments] segment in
            segments.selectChild(at: segment.rawValue)
            header.segmentedControl.selectedIndex = segment.rawValue
        }.store(in: bag)
        header.reactor = reactor.favoriteButton
        reactor.favoriteButton.pulse(\.$refusal) { refusal in
            if let refusal { context.status.show(refusal) }
        }.store(in: bag)
        // What changes off a key (a load, the favorites service) needs the host to draw.
        reactor.observe { _ in context.requestRedraw() }.store(in: bag)
        reactor.favoriteButton.observe { _ in context.requestRedraw() }.store(in: bag)
    }
}
