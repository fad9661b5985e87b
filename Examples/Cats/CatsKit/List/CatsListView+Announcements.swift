import CatsAPI
import TrellisReactor

// What the accessible mode says as the list's state changes, worked out from two states so
// each change is said once, whatever caused it. Favorites are said by the status messages.

extension CatsListView {
    /// The sentence for the change from `old` to `new` ("Loading breeds…", "All: 68
    /// breeds"), or `nil` when nothing worth saying changed. With no `old` state (the list
    /// just bound), what the list shows now.
    ///
    /// - Complexity: O(*n* log *n*) for *n* breeds (the sections are derived).
    static func announcement(from old: CatsListReactor.State?, to new: CatsListReactor.State) -> String? {
        var sentences: [String] = []
        switch new.breeds {
        case .loading where old?.breeds.isLoading != true:
            sentences.append("Loading breeds…")
        case .failed(let failure, _) where old?.breeds.failure == nil:
            sentences.append("Breeds could not load: \(failure)")
        default:
            break
        }
        let listed = new.breeds.value != nil && !new.breeds.isLoading
        let wasListed = old.map { $0.breeds.value != nil && !$0.breeds.isLoading } ?? false
        if listed, !wasListed || old?.segment != new.segment || old?.query != new.query {
            sentences.append(listing(new))
        }
        return sentences.isEmpty ? nil : sentences.joined(separator: ". ")
    }

    /// "All: 68 breeds", "Favorites: 1 breed", "All matching “ab”: 3 breeds".
    static func listing(_ state: CatsListReactor.State) -> String {
        let sections = state.segment == .all ? state.allSections : state.favoriteSections
        let count = (sections.value ?? []).reduce(0) { $0 + $1.items.count }
        let what = state.query.isEmpty ? state.segment.title : "\(state.segment.title) matching “\(state.query)”"
        return "\(what): \(count) breed\(count == 1 ? "" : "s")"
    }
}
