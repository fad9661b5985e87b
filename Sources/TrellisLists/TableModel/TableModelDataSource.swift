import TrellisDiff
import TrellisViews

/// Shows a ``TableModel`` in a list: Nimbus's `NITableViewModel` as a
/// `UITableViewDataSource`, here a ``DataSource`` a ``CollectionView`` shows.
///
/// Sections are the model's sections; a section's title shows as its header and its
/// footer title as its footer (sections without one show none); the model's
/// ``SectionIndex`` shows down the list's right edge when ``sectionIndexStyle`` asks
/// for one. Mutations go through the model's own (Nimbus's `NIMutableTableViewModel`),
/// and the change set each returns is the batch observers get; several in
/// ``DataSource/performBatchUpdates(_:)`` arrive as one.
///
/// ```swift
/// let source = TableModelDataSource<[String: String]>(sectionedArray: [
///     "Section 1", .row(["title": "Row 1"]), .row(["title": "Row 2"]),
///     "Section 2",
///     "Section 3", .row(["title": "Row 3"]), .footer("Footer"),
/// ])
/// source.sectionIndexStyle = .fromSectionTitles
/// let list = CollectionView(dataSource: source, registry: registry, actions: actions)
/// source.append(["title": "Row 4"])        // one insert, in section 3
/// ```
@MainActor
open class TableModelDataSource<Row>: ItemDataSource<Row>, SectionIndexSource {
    /// The model shown.
    public internal(set) var model: TableModel<Row>

    /// Which index titles the list shows down its side (none by default).
    public var sectionIndexStyle = SectionIndex.Style.none { didSet { sectionIndexDidChange() } }
    /// Whether the index starts with the search symbol.
    public var sectionIndexShowsSearch = false { didSet { sectionIndexDidChange() } }
    /// Whether the index ends with the summary symbol (`#`).
    public var sectionIndexShowsSummary = false { didSet { sectionIndexDidChange() } }

    /// How a section's title header looks; the collection view puts the title in its label.
    public var sectionHeader: SupplementaryMetrics { didSet { notifyMetricsChanged() } }
    /// How a section's footer looks; the collection view puts the footer title in its label.
    public var sectionFooter: SupplementaryMetrics { didSet { notifyMetricsChanged() } }

    /// The compiled index, until the sections or the style change.
    var cachedIndex: SectionIndex?

    /// Shows `model`.
    public init(model: TableModel<Row>, scheduler: any MainScheduler = TaskScheduler.shared) {
        self.model = model
        var header = SupplementaryMetrics(key: "sectionHeader")
        header.style = Style(bold: true)
        header.isPinned = true
        var footer = SupplementaryMetrics(key: "sectionFooter")
        footer.style = Style(dim: true)
        sectionHeader = header
        sectionFooter = footer
        super.init(scheduler: scheduler)
    }

    /// Shows the model a sectioned array describes (``TableModel/init(sectionedArray:)``).
    public convenience init(sectionedArray: [TableModelEntry<Row>], scheduler: any MainScheduler = TaskScheduler.shared) {
        self.init(model: TableModel(sectionedArray: sectionedArray), scheduler: scheduler)
    }

    // MARK: Structure

    open override var numberOfSections: Int { model.sections.count }

    open override func numberOfContentItems(inSection section: Int) -> Int {
        model.sections.indices.contains(section) ? model.sections[section].rows.count : 0
    }

    open override func contentItem(at path: ItemPath) -> Row? { model.row(at: path) }

    /// The row at `path` as its own type, or `nil` outside the model.
    public func row(at path: ItemPath) -> Row? { model.row(at: path) }

    /// The index titles and their sections, compiled once per change of the model or style.
    ///
    /// - Complexity: O(*s* + *t*) after a change, O(1) otherwise.
    public var sectionIndex: SectionIndex {
        if let cachedIndex { return cachedIndex }
        let index = model.sectionIndex(sectionIndexStyle, showsSearch: sectionIndexShowsSearch, showsSummary: sectionIndexShowsSummary)
        cachedIndex = index
        return index
    }

    private func sectionIndexDidChange() {
        invalidateSectionIndex()
        notifyMetricsChanged()
    }

    func invalidateSectionIndex() { cachedIndex = nil }

    // MARK: Headers and footers

    /// The section titles as headers (after the data source's own), and footer titles as
    /// footers (before its own).
    open override func snapshotSections(base: SectionMetrics, placeOwnSupplementaries: Bool) -> [SectionMetrics] {
        var sections = super.snapshotSections(base: base, placeOwnSupplementaries: placeOwnSupplementaries)
        for (index, section) in model.sections.enumerated() where sections.indices.contains(index) {
            if let title = section.header { sections[index].headers.append(Self.titled(sectionHeader, title)) }
            if let title = section.footer { sections[index].footers.insert(Self.titled(sectionFooter, title), at: 0) }
        }
        return sections
    }

    private static func titled(_ template: SupplementaryMetrics, _ title: String) -> SupplementaryMetrics {
        var metrics = template
        let configureTemplate = template.configure
        metrics.configure = { view, dataSource, section in
            (view as? Label)?.text = title
            configureTemplate?(view, dataSource, section)
        }
        return metrics
    }
}
