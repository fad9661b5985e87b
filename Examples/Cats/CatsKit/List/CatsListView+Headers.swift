import TrellisLists
import TrellisViews

// The segment lists and headers; the global ones are made again when the count or the
// segment changes. The segmented control is one view kept by the list view (focus stays on
// it): it shows the state's segment, and a click or ←/→ on it asks the reactor for another.

extension CatsListView {
    /// A segment's list, with its title, error text, pinned "Title (count)" headers, and a
    /// section index of the origins' first letters (Nimbus's section index; only All's
    /// sections are origins, so Favorites shows none).
    static func makeList(_ segment: CatsListSegment, theme: Theme, scheduler: any MainScheduler) -> BreedList {
        let source = BreedList(scheduler: scheduler)
        source.title = segment.title
        source.errorTitle = "Unable To Load Cats"
        var header = SupplementaryMetrics(key: "section")
        header.isPinned = true
        header.style = theme[.sectionHeader]
        header.configure(making: Label(), in: BreedList.self) { label, source, section in
            guard source.sections.indices.contains(section) else { return }
            label.text = "\(source.sections[section].model.title) (\(source.sections[section].elements.count))"
        }
        source.defaultMetrics.headers = [header]
        source.sectionIndexTitle = { header in
            if case .origin(let name) = header { name } else { nil }
        }
        return source
    }

    /// The count (scrolls away; kept over "No Favorites" once there is one) and the pinned
    /// segmented control (``CatsListView/segmentedControl``, showing `segment`).
    func globalHeaders(countLine: String) -> [SupplementaryMetrics] {
        var count = SupplementaryMetrics(key: "count") { _ in " \(countLine)" }
        count.isVisibleWhileShowingPlaceholder = !countLine.isEmpty
        count.style = context.theme[.secondary]
        var control = SupplementaryMetrics(key: "segments")
        control.isPinned = true
        control.isVisibleWhileShowingPlaceholder = true
        // The one control, so focus stays on it while the headers are made again.
        control.makeView = { [segmentedControl] in segmentedControl }
        return [count, control]
    }
}
