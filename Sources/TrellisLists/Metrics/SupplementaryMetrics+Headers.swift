import TrellisViews

// Two headers most lists have: the pinned control over a segmented list, and a section's
// title with how many rows it holds.

extension SupplementaryMetrics {
    /// A pinned header that is always `view` (a segmented control, a filter bar), shown over
    /// the placeholders too: the header of AAPL's `AAPLSegmentedDataSource`, which holds its
    /// segmented control. It is the one view each time the headers are made again, so a
    /// control keeps its focus.
    ///
    /// ```swift
    /// segments.headers = [countLine, .pinned(segmentedControl, key: "segments")]
    /// ```
    public static func pinned(_ view: View, key: String) -> SupplementaryMetrics {
        var metrics = SupplementaryMetrics(key: key)
        metrics.isPinned = true
        metrics.isVisibleWhileShowingPlaceholder = true
        metrics.makeView = { view }
        return metrics
    }

    /// A section header of a `SectionedDataSource` that says its section's title and how
    /// many rows it holds, "Thailand (3)"; a section the data source no longer has leaves the
    /// label as it was.
    ///
    /// ```swift
    /// source.defaultMetrics.headers = [.counted(in: BreedList.self, style: theme[.sectionHeader]) { $0.title }]
    /// ```
    public static func counted<Model: Identifiable & Equatable, Item: Identifiable & Equatable>(
        in source: SectionedDataSource<Model, Item>.Type, key: String = "section", style: Style = Style(), isPinned: Bool = true,
        title: @escaping @MainActor (Model) -> String
    ) -> SupplementaryMetrics {
        var header = SupplementaryMetrics(key: key)
        header.isPinned = isPinned
        header.style = style
        header.configure(making: Label(), in: source) { label, source, section in
            guard source.sections.indices.contains(section) else { return }
            label.text = "\(title(source.sections[section].model)) (\(source.sections[section].elements.count))"
        }
        return header
    }
}
