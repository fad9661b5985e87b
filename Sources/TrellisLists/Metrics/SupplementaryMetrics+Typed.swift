import TrellisViews

// Typed headers and footers: the view a header makes and the data source that owns it
// arrive as the types the app wrote, as UIKit's `UICollectionView.SupplementaryRegistration`
// hands its handler the view's own class. The erasure stays here.

extension SupplementaryMetrics {
    /// Makes the view with `make` (evaluated for each view) and fills it in with `body`, which receives that view and
    /// the data source that owns the header typed, and the section index in that data source
    /// (`-1` for a global header).
    ///
    /// ```swift
    /// var header = SupplementaryMetrics(key: "origin")
    /// header.configure(making: Label(), in: CatsByOrigin.self) { label, origins, section in
    ///     label.text = origins.origin(at: section)
    /// }
    /// ```
    ///
    /// A header attached to a data source of another type is left as `make` made it.
    public mutating func configure<Content: View, Source: DataSource>(
        making make: @autoclosure @escaping @MainActor () -> Content, in source: Source.Type,
        _ body: @escaping @MainActor (Content, Source, Int) -> Void
    ) {
        makeView = { make() }
        configure = { view, dataSource, section in
            guard let content = view as? Content, let owner = dataSource as? Source else { return }
            body(content, owner, section)
        }
    }
}
