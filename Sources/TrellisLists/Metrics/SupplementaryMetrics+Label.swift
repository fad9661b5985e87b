import TrellisViews

// Typed headers and footers: app code fills in a `Label`, never casts a `View`.

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
        configureLabel { label, section in label.text = text(section) }
    }

    /// Shows a `Label` (``makeView`` makes one) that `configure` fills in for a section,
    /// typed: the label, and the section's index in the data source that owns the metrics
    /// (`-1` for a global header). Replaces ``configure`` and ``makeView``.
    ///
    /// ```swift
    /// header.configureLabel { label, section in
    ///     label.text = titles[section]
    ///     label.alignment = .center
    /// }
    /// ```
    public mutating func configureLabel(_ configure: @escaping @MainActor (_ label: Label, _ section: Int) -> Void) {
        makeView = { Label() }
        // The view is the Label makeView made; the cast is the framework's, once.
        self.configure = { view, _, section in
            if let label = view as? Label { configure(label, section) }
        }
    }
}
