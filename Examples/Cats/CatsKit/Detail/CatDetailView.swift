import CatsAPI
import TrellisData
import TrellisDiff
import TrellisLists
import TrellisReactor
import TrellisViews

/// The cat detail screen's root view (AAPL's cat detail), a `SegmentedListView`: the header
/// above Details / Sightings, and a footer saying how old the selected segment is
/// (``CatDetailReactor/State/freshnessLine``).
///
/// Details composes two `SectionedDataSource`s (the facts, the description), each with its
/// own placeholders, so one part's spinner or error never hides the other's rows; Sightings
/// is a `BasicDataSource` (AAPL's `AAPLCatSightingsDataSource`) shown by a `DataTable`
/// (``sightingsTable``: date, place, note and confirmations, each sortable) that takes the
/// list's place while Sightings is selected, keeping the placeholders and batches the list
/// had. Each is bound to the ``CatDetailReactor``'s `Loadable` state, and its first load
/// asks the reactor. Each sighting has its own ``SightingCellReactor`` (Drrrible's cell
/// reactors), kept in `CellReactors` across the list's diffs: the table's confirmations
/// column reads it, and its refusals show on the status line, as the
/// ``FavoriteButtonReactor``'s do.
@MainActor
public final class CatDetailView: SegmentedListView<CatDetailHeaderView>, ReactorView {
    /// A part of the list: a plain data source of detail sections.
    public typealias SectionSource = SectionedDataSource<CatDetailSection.Kind, CatDetailItem>

    public let reactorBinding = ReactorBinding<CatDetailReactor>()
    public let details: ComposedDataSource
    public let facts: SectionSource
    public let about: SectionSource
    /// The Sightings segment: one section of sightings, newest first.
    public let sightings: BasicDataSource<Sighting>
    /// Each sighting row's reactor, by sighting id, for as long as the list holds the sighting.
    public let sightingRows: CellReactors<Sighting, Int64, SightingCellReactor>
    /// The sightings as a table sortable by date, place, note and confirmations (AppKit's
    /// `NSTableView`), in the list's place while Sightings is selected.
    public let sightingsTable: DataTable<Sighting>
    let context: CatsContext
    /// Opens the "Report a sighting" form (`n`); the screen sets it.
    public var onReportSighting: @MainActor () -> Void = {}

    /// The detail's views and data sources, bound to a reactor later (``bind(reactor:in:)``).
    public init(context: CatsContext, metrics: CatDetailMetrics = CatDetailMetrics(), scheduler: any MainScheduler = TaskScheduler.shared) {
        self.context = context
        // Each part keeps its one section from the start: its placeholder shows there.
        facts = SectionSource(sections: [ArraySection(model: .facts, elements: [])], scheduler: scheduler)
        about = SectionSource(sections: [ArraySection(model: .about, elements: [])], scheduler: scheduler)
        sightings = BasicDataSource(scheduler: scheduler)
        details = ComposedDataSource(scheduler: scheduler)
        let table = context.theme.dataTable(dataSource: sightings, columns: Self.sightingColumns)
        let rows = CellReactors<Sighting, Int64, SightingCellReactor>(
            id: \.id, make: { SightingCellReactor(sighting: $0, confirmations: context.services.confirmations) },
            update: { $0.send(.show($1)) },
            observe: { [weak table] row, bag in
                row.pulse(\.$refusal) { if let refusal = $0 { context.status.show(StatusMessage(refusal.description, kind: .error)) } }
                    .store(in: bag)
                row.observe(\.mark) { _ in table?.reloadTexts() }.store(in: bag)
            })
        table.columns.append(Self.confirmationsColumn(rows, theme: context.theme))
        sightingsTable = table
        sightingRows = rows
        // Details' rows name their cells (Nimbus's `NICellObject`).
        let registry = CellRegistry()
        let header = CatDetailHeaderView(theme: context.theme, metrics: metrics)
        header.layoutReport = context.layoutReport
        super.init(
            header: header, segments: SegmentedDataSource(scheduler: scheduler), registry: registry,
            spacingBelowHeader: metrics.spacingBelowHeader, footerInset: metrics.horizontalPadding)
        key = "catDetail"
        list.theme = context.theme
        footer.key = "freshness"
        footer.style = context.theme[.secondary]
        configureSources()
        configureTable()
        handlesTerminalKeys()
    }

    private func configureSources() {
        details.title = CatDetailSegment.details.title
        details.add(facts)
        details.add(about)
        sightings.title = CatDetailSegment.sightings.title
        segments.add(details)
        segments.add(sightings)
        // A no-content title is what lets a part show "Loading…" (AAPL's rule).
        facts.setPlaceholders(noContent: "No Facts", error: "Unable To Load The Facts")
        about.setPlaceholders(noContent: "No Description", error: "Unable To Load The Description")
        sightings.setPlaceholders(
            noContent: "No Sightings", message: "Nobody has reported seeing this breed yet.", error: "Unable To Load Sightings")
        facts.defaultMetrics.rowHeight = .fixed(1)
        about.defaultMetrics.rowHeight = .estimated(3)
        about.defaultMetrics.padding = EdgeInsets(top: 1, left: 0, bottom: 0, right: 0)
        sightings.defaultMetrics.rowHeight = .fixed(1)
    }

    /// Loads Details through its data sources (their binding sends `.load` once); bind first.
    public func start() {
        segments.loadContent()
    }

    public func bind(reactor: CatDetailReactor, in bag: BindingBag) {
        let (context, header) = (context, header)
        reactor.bindSections(\.facts, to: facts, load: .load).store(in: bag)
        reactor.bindSections(\.about, to: about, load: .load).store(in: bag)
        reactor.bindItems(\.sightings, to: sightings, load: .loadSightings).store(in: bag)
        reactor.observe(\.sightings) { [sightingRows] in sightingRows.keep($0.value ?? []) }.store(in: bag)
        reactor.observe(\.name) { header.show(name: $0) }.store(in: bag)
        reactor.observe(\.line) { header.show(line: $0) }.store(in: bag)
        reactor.observe(\.favoriteCount) { header.show(count: $0) }.store(in: bag)
        reactor.observe(\.freshnessLine) { [weak self] in self?.footerText = $0 }.store(in: bag)
        reactor.observe(\.sightingsTitle) { title in
            header.segmentedControl.segmentLabels[CatDetailSegment.sightings.rawValue].text = title
            header.segmentedControl.invalidateIntrinsicContentSize()
        }.store(in: bag)
        reactor.bindSegments(\.segment, to: segments, control: header.segmentedControl, in: self) { .select($0) }.store(in: bag)
        reactor.observe(\.segment) { [weak self] in self?.show($0) }.store(in: bag)
        header.reactor = reactor.favoriteButton
        reactor.favoriteButton.pulse(\.$refusal) { refusal in
            if let refusal { context.status.show(refusal) }
        }.store(in: bag)
    }
}
