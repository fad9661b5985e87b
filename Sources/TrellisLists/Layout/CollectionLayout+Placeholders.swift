extension CollectionLayout {
    // MARK: Child data sources' placeholders

    /// The least height a child's placeholder needs at the layout's width: what
    /// ``measurePlaceholder`` says, or, without it, two points while loading (a spinner
    /// and "Loading…"), otherwise one for the title and two more for a message. Never
    /// less than one point.
    func minimumHeight(of placeholder: Placeholder) -> Double {
        if let measurePlaceholder { return max(1, measurePlaceholder(placeholder, width)) }
        if placeholder.kind == .loading { return 2 }
        return (placeholder.message ?? "").isEmpty ? 1 : 3
    }

    /// Sizes child placeholders as AAPL's 2015 layout does: each is its measured height
    /// plus an equal share of the viewport that the content leaves empty
    /// (`heightAvailableForPlaceholders / numberOfPlaceholders`), so that a child's
    /// "No Sightings" under a loaded section fills the rest of the screen, and a list
    /// taller than the viewport gives its placeholders only their own height. (AAPL's
    /// 2014 layout gave one the viewport minus its top, negative further down the list.)
    ///
    /// With whole points, the points that don't divide evenly go to the first placeholders.
    ///
    /// - Complexity: O(*S*) for *S* sections when some section holds a child placeholder,
    ///   O(1) otherwise.
    func sharePlaceholderSpace() {
        guard mayHaveChildPlaceholders else { return }
        var holders: [Int] = []
        for index in sections.indices where sections[index].childPlaceholder != nil { holders.append(index) }
        guard !holders.isEmpty else {
            mayHaveChildPlaceholders = false
            return
        }
        let end = sections.last.map { $0.origin + $0.height } ?? globalHeight
        let shared = holders.reduce(0) { $0 + sections[$1].placeholderShare }
        let spare = max(0, viewportHeight - (end - shared))
        let count = Double(holders.count)
        var each = spare / count
        var leftover = 0
        if roundsToWholePoints {
            each = (spare / count).rounded(.down)
            leftover = Int((spare - each * count).rounded(.down))
        }
        var firstChanged: Int?
        for (rank, index) in holders.enumerated() {
            let share = each + (rank < leftover ? 1 : 0)
            guard share != sections[index].placeholderShare else { continue }
            sections[index].placeholderShare = share
            relayoutSection(index)
            firstChanged = firstChanged ?? index
        }
        if let firstChanged { shiftOrigins(from: firstChanged + 1) }
    }
}
