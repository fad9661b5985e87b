import TrellisLists
import TrellisViews

extension CatsListView {
    /// A segment's list, with its title, error text, pinned "Origin (count)" headers, and a
    /// section index of the origins' first letters (Nimbus's section index; Favorites has none).
    static func makeList(_ segment: CatsListSegment, theme: Theme, scheduler: any MainScheduler) -> BreedList {
        let source = BreedList(scheduler: scheduler)
        source.title = segment.title
        source.errorTitle = "Unable To Load Cats"
        source.defaultMetrics.headers = [.counted(in: BreedList.self, style: theme[.sectionHeader]) { $0.title }]
        source.sectionIndexTitle = { header in
            if case .origin(let name) = header { name } else { nil }
        }
        return source
    }

    /// The count (scrolls away; kept over "No Favorites" once there is one) and the pinned
    /// segmented control.
    func globalHeaders(countLine: String) -> [SupplementaryMetrics] {
        var count = SupplementaryMetrics(key: "count") { _ in " \(countLine)" }
        count.isVisibleWhileShowingPlaceholder = !countLine.isEmpty
        count.style = context.theme[.secondary]
        return [count, .pinned(segmentedControl, key: "segments")]
    }
}
