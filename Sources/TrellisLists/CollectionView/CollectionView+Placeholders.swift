import TrellisViews

extension CollectionView {
    // MARK: Child data sources' placeholders

    /// The placeholder view of the child data source whose first section is `section`,
    /// while it shows: AAPL's detail screen shows "No Sightings" this way under a loaded
    /// detail section.
    ///
    /// ```swift
    /// let detail = ComposedDataSource()
    /// detail.add(catDetails)          // section 0: loaded
    /// detail.add(sightings)           // section 1: sightings.noContentTitle = "No Sightings"
    /// list.placeholderView(forSection: 1)?.titleLabel.text   // "No Sightings"
    /// ```
    public func placeholderView(forSection section: Int) -> PlaceholderView? {
        guard let view = childPlaceholderViews[section], view.superview === self else { return nil }
        return view
    }

    /// Every child data source's placeholder view on screen, by the child's first section.
    public var visibleChildPlaceholders: [Int: PlaceholderView] {
        childPlaceholderViews.filter { $0.value.superview === self }
    }

    /// The view for the placeholder the layout put on `section`: the one already there,
    /// or a new ``PlaceholderView`` (the kind the root's placeholder uses: a spinner and
    /// "Loading…" while loading, a title and message otherwise), filled in from the
    /// metrics snapshot.
    func childPlaceholderView(forSection section: Int) -> PlaceholderView {
        let view = childPlaceholderViews[section] ?? PlaceholderView()
        view.key = "placeholder \(section)"
        let sections = layout.snapshot.sections
        view.placeholder = sections.indices.contains(section) ? sections[section].placeholder : nil
        childPlaceholderViews[section] = view
        return view
    }

    /// Takes away the child placeholder views the layout no longer places in view.
    func removeChildPlaceholders(notIn elements: [LayoutAttributes]) {
        guard !childPlaceholderViews.isEmpty else { return }
        var live = Set<Int>()
        for attributes in elements {
            if case .childPlaceholder(let section) = attributes.element { live.insert(section) }
        }
        for (section, view) in childPlaceholderViews where !live.contains(section) {
            view.removeFromSuperview()
            childPlaceholderViews[section] = nil
        }
    }

    /// Lets the layout size child placeholders by what their view needs at a width.
    func installPlaceholderMeasuring() {
        let measuring = PlaceholderView()
        layout.measurePlaceholder = { placeholder, width in
            measuring.placeholder = placeholder
            return measuring.minimumHeight(forWidth: width)
        }
    }
}

extension PlaceholderView {
    /// The least height that shows the whole placeholder at `width`: a spinner line and
    /// "Loading…" while loading; otherwise the title line and, below a blank line, the
    /// message wrapped.
    public func minimumHeight(forWidth width: Double) -> Double {
        if isLoading { return 2 }
        guard !messageLabel.text.isEmpty else { return 1 }
        let wrapped = TextLayout(
            text: messageLabel.text, measurer: messageLabel.measurer, width: max(1, width), lineLimit: 0,
            truncation: .tail, alignment: .center)
        return 2 + max(1, wrapped.height)
    }
}
