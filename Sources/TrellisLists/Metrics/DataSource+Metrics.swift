extension DataSource {
    /// Metrics for one of this data source's sections, over its ``defaultMetrics``.
    public func setMetrics(_ metrics: SectionMetrics?, forSection section: Int) {
        sectionMetrics[section] = metrics
        notifyMetricsChanged()
    }

    /// The metrics set for one section, if any.
    public func metrics(forSection section: Int) -> SectionMetrics? {
        sectionMetrics[section]
    }

    /// The metrics of every section and the global headers, as a collection view shows
    /// this data source as its root: merged default < data source < section, the
    /// root's own headers and footers becoming the global section's.
    public func snapshotMetrics(defaults: SectionMetrics = SectionMetrics()) -> MetricsSnapshot {
        MetricsSnapshot(
            globalHeaders: headers.filter { !$0.isHidden },
            sections: snapshotSections(base: defaults, placeOwnSupplementaries: false).map(\.resolved))
    }

    /// This data source's headers go into its first section and its footers into its last,
    /// unless it is the root (whose headers are global).
    func placeSupplementaries(in sections: inout [SectionMetrics], placeOwn: Bool) {
        guard placeOwn, !sections.isEmpty else { return }
        sections[0].headers = headers + sections[0].headers
        sections[sections.count - 1].footers += footers
    }
}
