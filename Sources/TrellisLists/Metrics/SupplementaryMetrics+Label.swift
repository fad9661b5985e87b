import TrellisViews

// A header or footer that is a label with a section's text: the shortest typed form
// (`configure(making:in:_:)` is the general one).

extension SupplementaryMetrics {
    /// A header or footer showing a label whose text `text` gives for each section (the
    /// section's index in the data source that owns the metrics, `-1` for a global header).
    ///
    /// ```swift
    /// let count = SupplementaryMetrics(key: "count") { _ in "\(cats.count) cats" }
    /// source.sectionHeader = SupplementaryMetrics(key: "title") { [weak source] section in
    ///     source?.title(ofSection: section) ?? ""
    /// }
    /// ```
    public init(key: String, text: @escaping @MainActor (_ section: Int) -> String) {
        self.init(key: key)
        configure(making: Label(), in: DataSource.self) { label, _, section in label.text = text(section) }
    }
}
