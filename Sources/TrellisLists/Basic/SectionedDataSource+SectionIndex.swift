extension SectionedDataSource: SectionIndexSource {
    /// The first letters of the sections' index titles (``sectionIndexTitle``), each once
    /// (``SectionIndex/init(firstLettersOf:)``); none without a title function or while
    /// the placeholder shows.
    ///
    /// ```swift
    /// byOrigin.sectionIndexTitle = { $0.name }   // "Canada", "China", "Egypt": C E
    /// ```
    ///
    /// - Complexity: O(*s*) for *s* sections.
    public var sectionIndex: SectionIndex {
        guard let sectionIndexTitle, !showsPlaceholderContent else { return SectionIndex(titles: [], sectionForPrefix: [:]) }
        return SectionIndex(firstLettersOf: sections.map { sectionIndexTitle($0.model) })
    }
}
