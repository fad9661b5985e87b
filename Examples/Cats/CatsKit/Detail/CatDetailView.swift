import CatsAPI
import TrellisData
import TrellisDiff
import TrellisLists
import TrellisReactor
import TrellisViews

/// The cat detail screen's root view (AAPL's cat detail): the header above a list of a
/// segmented data source, Details / Sightings.
///
/// Details' parts are plain `SectionedDataSource`s bound to their sections in the
/// ``CatDetailReactor``'s state with `bindSections(_:to:load:refresh:)`; Sightings, a flat
/// list, is a `BasicDataSource` (AAPL's `AAPLCatSightingsDataSource` is an
/// `AAPLBasicDataSource`) bound to its rows with `bindItems(_:to:load:refresh:)`. The `Loadable`
/// state drives the part's loading machine (the loading placeholder, the rows as one
/// batch, "No Sightings", the error placeholder), and the part's own first load sends the
/// reactor `.load` or `.loadSightings`. Each sighting row has a reactor of its own
/// (``SightingCellReactor``, Drrrible's cell reactors), kept by sighting id in a
/// `ReactorCache` across the list's diffs and shown by a ``SightingCell``; `c` confirms the
/// focused sighting, and a refused confirmation shows on the status line. Details is a ``TrellisLists/ComposedDataSource`` of
/// the facts and the description, held until both have loaded; each part shows its own
/// loading and error placeholder in its own section (Details has none of its own, so one
/// part's placeholder never hides the other's rows), and `r` loads the selected segment
/// again. Sightings loads when it is first selected. The header follows the reactor (name,
/// line, segment) and the ``FavoriteButtonReactor``, whose refusals show on the status line.
/// A footer line under the list says how old the selected segment's data is
/// (``CatDetailReactor/State/freshnessLine``).
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
    /// The Sightings segment: one section of sightings, newest first.
    public let sightings: BasicDataSource<Sighting>
    /// Each sighting row's reactor, by sighting id, for as long as the list holds the sighting.
    public let sightingRows = ReactorCache<Int64, SightingCellReactor>()
    /// What each row reactor is observed for (refusals on the status line, a redraw after a
    /// change), by sighting id; dropped with the row.
    private var rowBindings: [Int64: BindingBag] = [:]
    /// The footer: "updated 3 min ago", or "offline · from 2 days ago".
    public let freshnessLabel: Label
    let context: CatsContext
    /// Opens the "Report a sighting" form (`n`); the screen sets it.
    public var onReportSighting: @MainActor () -> Void = {}

    /// The detail's views and data sources, bound to a reactor later (``bind(reactor:in:)``).
    public init(context: CatsContext, metrics: CatDetailMetrics = CatDetailMetrics(), scheduler: any MainScheduler = TaskScheduler.shared) {
        self.context = context
        header = CatDetailHeaderView(theme: context.theme, metrics: metrics)
        header.layoutReport = context.layoutReport
        // Each part keeps its one section from the start: its placeholder shows there.
        facts = SectionSource(sections: [ArraySection(model: .facts, elements: [])], scheduler: scheduler)
        about = SectionSource(sections: [ArraySection(model: .about, elements: [])], scheduler: scheduler)
        sightings = BasicDataSource(scheduler: scheduler)
        freshnessLabel = context.theme.label(.secondary)
        details = ComposedDataSource(scheduler: scheduler)
        let segments = SegmentedDataSource(scheduler: scheduler)
        self.segments = segments
        // Details' rows name their cells (`CatDetailItem.cellType`, Nimbus's `NICellObject`);
        // a sighting is shown by its row reactor's cell.
        let registry = CellRegistry()
        list = CollectionView(dataSource: segments, registry: registry)
        super.init()
        registry.register(SightingCell.self, for: Sighting.self) { [weak self] cell, sighting, context in
            guard let self else { return }
            cell.show(self.row(for: sighting), theme: context.theme)
        }
        key = "catDetail"
        list.key = "list"
        list.theme = context.theme
        list.keepsFocus = true
        configureSources()
        handlesTerminalKeys()
        addSubview(header)
        addSubview(list)
        addSubview(freshnessLabel)
        freshnessLabel.key = "freshness"
        header.constraints.make { make in
            make.top.left.right.equalToSuperview()
        }
        list.constraints.make { make in
            make.top.equalTo(header.constraints.bottom).offset(metrics.spacingBelowHeader)
            make.left.right.equalToSuperview()
            make.bottom.equalTo(freshnessLabel.constraints.top)
        }
        freshnessLabel.constraints.make { make in
            make.left.equalToSuperview().offset(metrics.horizontalPadding)
            make.right.bottom.equalToSuperview()
            make.height.equalTo(0)  // one row once there is a line (bind(reactor:in:))
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
        // Each part has its own placeholders (AAPL's per-child ones): Details has none,
        // so one part's spinner or error never hides the other's rows. A no-content
        // title is what lets a part show "Loading…" (AAPL's rule).
        facts.noContentTitle = "No Facts"
        facts.errorTitle = "Unable To Load The Facts"
        about.noContentTitle = "No Description"
        about.errorTitle = "Unable To Load The Description"
        sightings.noContentTitle = "No Sightings"
        sightings.noContentMessage = "Nobody has reported seeing this breed yet."
        sightings.errorTitle = "Unable To Load Sightings"
        facts.defaultMetrics.rowHeight = .fixed(1)
        about.defaultMetrics.rowHeight = .estimated(3)
        about.defaultMetrics.padding = EdgeInsets(top: 1, left: 0, bottom: 0, right: 0)
        sightings.defaultMetrics.rowHeight = .fixed(1)
    }

    /// Starts loading the selected segment (Details) now, through its data sources: the
    /// binding sends the reactor `.load` once. Bind a reactor first.
    public func start() {
        segments.loadContent()
    }

    public func bind(reactor: CatDetailReactor, in bag: BindingBag) {
        let (context, header) = (context, header)
        reactor.bindSections(\.facts, to: facts, load: .load).store(in: bag)
        reactor.bindSections(\.about, to: about, load: .load).store(in: bag)
        reactor.bindItems(\.sightings, to: sightings, load: .loadSightings).store(in: bag)
        reactor.observe(\.sightings) { [weak self] sightings in self?.keepRows(for: sightings.value ?? []) }.store(in: bag)
        reactor.observe(\.name) { header.show(name: $0) }.store(in: bag)
        reactor.observe(\.line) { header.show(line: $0) }.store(in: bag)
        reactor.observe(\.favoriteCount) { header.show(count: $0) }.store(in: bag)
        reactor.observe(\.freshnessLine) { [freshnessLabel] line in
            freshnessLabel.text = line
            // Masonry's `mas_updateConstraints`: the footer takes a row only when it says something.
            _ = freshnessLabel.constraints.update { make in make.height.equalTo(line.isEmpty ? 0 : 1) }
        }.store(in: bag)
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
    }

    /// The reactor of `sighting`'s row: the cached one (told of a newer value), or a new one.
    func row(for sighting: Sighting) -> SightingCellReactor {
        let row = sightingRows.reactor(for: sighting.id) { makeRow(sighting) }
        row.send(.show(sighting))
        return row
    }

    /// Keeps a row reactor for each of `sightings` and drops the others (Drrrible makes its
    /// cell reactors anew on each load; the cache keeps a confirmation in flight on its row).
    private func keepRows(for sightings: [Sighting]) {
        let rows = sightingRows.reactors(for: sightings, id: \.id, make: makeRow)
        for (row, sighting) in zip(rows, sightings) { row.send(.show(sighting)) }
        let kept = Set(sightings.map(\.id))
        rowBindings = rowBindings.filter { kept.contains($0.key) }
    }

    private func makeRow(_ sighting: Sighting) -> SightingCellReactor {
        let row = SightingCellReactor(sighting: sighting, confirmations: context.services.confirmations)
        let bag = BindingBag()
        row.pulse(\.$refusal) { [context] refusal in
            if let refusal { context.status.show(StatusMessage(refusal.description, kind: .error)) }
        }.store(in: bag)
        rowBindings[sighting.id] = bag
        return row
    }
}
