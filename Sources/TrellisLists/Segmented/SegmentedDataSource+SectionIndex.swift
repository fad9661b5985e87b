extension SegmentedDataSource: SectionIndexSource {
    /// The selected child's section index (AAPL's segmented data source shows its selected
    /// child alone); none when that child offers none.
    public var sectionIndex: SectionIndex {
        (selectedDataSource as? SectionIndexSource)?.sectionIndex ?? SectionIndex(titles: [], sectionForPrefix: [:])
    }
}
