import TrellisDiff
import TrellisViews

/// A data source that offers a section index: Nimbus's `sectionIndexTitlesForTableView:`.
/// A ``CollectionView`` whose root data source offers one shows it down its right edge.
@MainActor
public protocol SectionIndexSource: AnyObject {
    /// The index titles and the sections they jump to; no titles for no index.
    var sectionIndex: SectionIndex { get }
}

extension CollectionView {
    /// The root data source's section index, if it offers one with titles.
    public var sectionIndex: SectionIndex? {
        guard let index = (dataSource as? SectionIndexSource)?.sectionIndex, !index.titles.isEmpty else { return nil }
        return index
    }

    /// Places the section index down the right edge and returns the columns it takes
    /// from the layout (0 when there is no index).
    func layoutSectionIndex() -> Double {
        let titles = sectionIndex?.titles ?? []
        sectionIndexView.setTitles(titles)
        guard !titles.isEmpty else {
            if sectionIndexView.superview === self { sectionIndexView.removeFromSuperview() }
            return 0
        }
        let width = min(bounds.width, sectionIndexView.columnWidth)
        sectionIndexView.frame = Rect(x: bounds.width - width, y: 0, width: width, height: bounds.height)
        if sectionIndexView.superview !== self { addSubview(sectionIndexView) }
        return width
    }

    /// Jumps to the section of the index title at `titleIndex` (a row of
    /// ``SectionIndexView/titleIndex(atRow:)``): the search symbol scrolls to the top;
    /// a letter with no section of its own goes to the closest section before it (Nimbus).
    public func jumpToSectionIndexTitle(at titleIndex: Int) {
        guard let index = sectionIndex, index.titles.indices.contains(titleIndex) else { return }
        let title = index.titles[titleIndex]
        if title == SectionIndex.searchSymbol {
            setContentOffset(0)
            if let first = firstItem() { focusItem(at: first) }
            return
        }
        if let section = index.section(forTitle: title) { scrollToSection(section) }
    }

    /// Jumps to the first index title that starts with `character` (any case), as typing
    /// a letter on the index would. Returns whether one did.
    @discardableResult
    public func jumpToSectionIndexTitle(startingWith character: Character) -> Bool {
        guard let titles = sectionIndex?.titles,
            let found = titles.firstIndex(where: { $0.first.map { $0.lowercased() == character.lowercased() } ?? false })
        else { return false }
        jumpToSectionIndexTitle(at: found)
        return true
    }

    /// Scrolls section `section`'s top to the top of the viewport (below pinned global
    /// headers) and focuses its first item, or the next item after it for an empty section.
    public func scrollToSection(_ section: Int) {
        if needsFullLayout { layoutIfNeeded() }
        guard layout.sections.indices.contains(section) else { return }
        let pinned = layout.globalHeaders.filter(\.isPinned).reduce(0) { $0 + $1.height }
        setContentOffset(layout.sections[section].origin - pinned)
        let counts = dataSource.itemCounts
        if let next = counts.indices.first(where: { $0 >= section && counts[$0] > 0 }) {
            focusItem(at: ItemPath(section: next, item: 0))
        }
    }
}
