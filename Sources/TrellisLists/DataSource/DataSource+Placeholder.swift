extension DataSource {
    // MARK: Placeholders of child data sources

    /// The placeholder observers were last told shows (so they see zero items), or `nil`.
    /// A child data source's covers its sections in the metrics snapshot.
    var shownPlaceholder: Placeholder? { observedPlaceholder ? placeholder : nil }

    /// Observers hear a metrics change whenever ``shownPlaceholder`` changes (it appears,
    /// goes, or changes kind), so that a layout places a child's placeholder anew.
    func shownPlaceholderMayHaveChanged() {
        let shown = shownPlaceholder
        guard shown != lastShownPlaceholder else { return }
        lastShownPlaceholder = shown
        notifyMetricsChanged()
    }

    /// A child data source showing its placeholder covers its sections with it: the
    /// placeholder goes on its first section, and every section is marked as showing it
    /// (a placeholder of one of its own children, under it, is dropped). The root's
    /// placeholder is the layout's own, so the root marks nothing.
    func placePlaceholder(in sections: inout [SectionMetrics], placeOwn: Bool) {
        guard placeOwn, let shown = shownPlaceholder, !sections.isEmpty else { return }
        for index in sections.indices {
            sections[index].placeholder = nil
            sections[index].isShowingPlaceholder = true
        }
        sections[0].placeholder = shown
    }
}
