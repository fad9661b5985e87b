import TrellisDiff

/// A data source for content that comes already sectioned: each section a model (its
/// identity and header content) and its items.
///
/// ```swift
/// let byOrigin = SectionedDataSource<Origin, Cat>()
/// byOrigin.setSections(cats.grouped(by: \.origin))   // one batch: section and item changes
/// ```
///
/// Items can move between sections; a section whose model changed is a section update.
@MainActor
open class SectionedDataSource<SectionModel: Identifiable & Equatable, Item: Identifiable & Equatable>: ItemDataSource<Item> {
    /// A section of this data source.
    public typealias Section = ArraySection<SectionModel, Item>

    /// The sections, in order.
    public private(set) var sections: [Section]

    /// The title a section shows in the list's section index (its first letter does), or
    /// `nil` for none; no function, no index (the default). See ``sectionIndex``.
    public var sectionIndexTitle: ((SectionModel) -> String?)? { didSet { notifyMetricsChanged() } }

    /// Creates a data source holding `sections`.
    public init(sections: [Section] = [], scheduler: any MainScheduler = TaskScheduler.shared) {
        self.sections = sections
        super.init(scheduler: scheduler)
    }

    open override var numberOfSections: Int { sections.count }

    open override func numberOfContentItems(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].elements.count : 0
    }

    open override func contentItem(at path: ItemPath) -> Item? {
        guard sections.indices.contains(path.section), sections[path.section].elements.indices.contains(path.item) else { return nil }
        return sections[path.section].elements[path.item]
    }

    /// The model of section `index`.
    public func sectionModel(at index: Int) -> SectionModel { sections[index].model }

    /// Replaces the sections, reporting the difference as one batch.
    ///
    /// Inlinable, so that the diff is specialized for the caller's types.
    ///
    /// - Complexity: As `SectionedChangeSet.init(from:to:)`.
    @inlinable
    public final func setSections(_ newSections: [Section], animated: Bool = true) {
        _replaceSections(newSections, changes: SectionedChangeSet(from: sections, to: newSections), animated: animated)
    }

    @usableFromInline
    func _replaceSections(_ newSections: [Section], changes: SectionedChangeSet, animated: Bool) {
        sections = newSections
        performBatchUpdates {
            notifyDidApply(changes, animated: animated)
            let isEmpty = sections.allSatisfy(\.elements.isEmpty)
            if loadingState == .contentLoaded && isEmpty {
                loadingState = .noContent
            } else if loadingState == .noContent && !isEmpty {
                loadingState = .contentLoaded
            }
        }
    }

    open override func resetContent() {
        sections = []
        super.resetContent()
    }
}
