import TrellisLists
import TrellisViews

// The cats list's two segment lists and its headers, all made from state: the global
// headers are made again when the count or the segment changes, so the segmented control
// shows the state's segment and owns none.

extension CatsListView {
    /// A segment's list: a plain sectioned data source with its title, error text and
    /// pinned "Title (count)" section headers.
    static func makeList(_ segment: CatsListSegment, theme: Theme, scheduler: any MainScheduler) -> BreedList {
        let source = BreedList(scheduler: scheduler)
        source.title = segment.title
        source.errorTitle = "Unable To Load Cats"
        var header = SupplementaryMetrics(key: "section")
        header.isPinned = true
        header.style = theme[.sectionHeader]
        header.configure = { [weak source] view, _, section in
            guard let source, source.sections.indices.contains(section) else { return }
            (view as? Label)?.text = "\(source.sections[section].model.title) (\(source.sections[section].elements.count))"
        }
        source.defaultMetrics.headers = [header]
        return source
    }

    /// The count (scrolls away; kept over "No Favorites" once there is one) and the
    /// segmented control (pinned, showing `segment`; a click asks the reactor for its
    /// segment).
    func globalHeaders(countLine: String, segment: CatsListSegment) -> [SupplementaryMetrics] {
        var count = SupplementaryMetrics(key: "count")
        count.isVisibleWhileShowingPlaceholder = !countLine.isEmpty
        count.style = context.theme[.secondary]
        count.configure = { view, _, _ in (view as? Label)?.text = " \(countLine)" }
        var control = SupplementaryMetrics(key: "segments")
        control.isPinned = true
        control.isVisibleWhileShowingPlaceholder = true
        control.makeView = { [weak self] in
            let control = SegmentedControl(titles: CatsListSegment.allCases.map(\.title), selectedIndex: segment.rawValue)
            control.layoutMargins = .zero
            for (label, segment) in zip(control.segmentLabels, CatsListSegment.allCases) {
                label.onAction(.click) { _ in
                    self?.reactor?.send(.selectSegment(segment))
                    return true
                }
            }
            return control
        }
        return [count, control]
    }
}

extension CatsListSegment {
    /// The no-content placeholder's words: "No Matches" while a filter hides everything,
    /// the segment's own otherwise.
    func noContentTexts(query: String) -> (title: String, message: String) {
        if !query.isEmpty { return ("No Matches", "Nothing matches “\(query)”. Esc clears the search.") }
        return switch self {
        case .all: ("No Cats", "The catalog is empty.")
        case .favorites: ("No Favorites", "Press f on a cat to make it a favorite.")
        }
    }
}
