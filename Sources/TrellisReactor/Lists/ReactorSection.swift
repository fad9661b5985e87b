import TrellisDiff
import TrellisLists

/// A section of a reactor's state, as Drrrible writes them: an enum whose cases carry
/// their items.
///
/// ```swift
/// enum CatDetailSection: ReactorSection {
///     case cat([CatDetailItem])
///     case sightings([CatDetailItem])
///
///     var header: Kind { switch self { case .cat: .cat; case .sightings: .sightings } }
///     var items: [CatDetailItem] { switch self { case .cat(let items), .sightings(let items): items } }
///     enum Kind: Hashable, Identifiable { case cat, sightings; var id: Self { self } }
/// }
/// ```
///
/// The header is the section's identity and content; items are diffed one by one by
/// their `id`, so a section whose items changed is not itself reloaded.
public protocol ReactorSection {
    /// The section's identity and header content.
    associatedtype Header: Identifiable & Equatable
    /// The section's items.
    associatedtype Item: Identifiable & Equatable

    /// The section's identity and header content.
    var header: Header { get }
    /// The section's items, in order.
    var items: [Item] { get }
}

extension ReactorSection {
    /// The section as TrellisDiff sees it.
    public var arraySection: ArraySection<Header, Item> {
        ArraySection(model: header, elements: items)
    }
}

/// An item that carries the reactor its cell binds to (Drrrible's
/// `ShotViewSectionItem.comment(ShotViewCommentCellReactor)`).
///
/// Compare such items by the reactor's identity (`===`): an item whose reactor is the
/// same is not an update — its cell follows the reactor's state by itself.
public protocol ReactorItem {
    /// The reactor the item's cell binds to, or `nil` for an item without one.
    var cellReactor: (any Reactor)? { get }
}

extension Reactor {
    /// Applies the sections at `keyPath` to `dataSource` now and after every change: each
    /// state change that changes the sections is one minimal batch of inserts, deletes,
    /// moves and updates (TrellisDiff), never a reload.
    ///
    /// The observation holds `dataSource` until it is cancelled. The reactor is the data
    /// source's loader: a data source that has not loaded yet
    /// ends its first load with the reactor's first sections (content or no content).
    /// That suits sections that are there from the start; for sections that load, hold a
    /// ``Loadable`` and use ``bindSections(_:to:load:refresh:animated:)``, which shows the
    /// loading placeholder until they arrive instead of "no content".
    ///
    /// ```swift
    /// reactor.bindSections(\.sections, to: dataSource).store(in: bag)
    /// ```
    ///
    /// - Complexity: Per change, as `SectionedChangeSet.init(from:to:)`.
    public func bindSections<Section: ReactorSection>(
        _ keyPath: KeyPath<State, [Section]> & Sendable,
        to dataSource: SectionedDataSource<Section.Header, Section.Item>,
        animated: Bool = true
    ) -> ObservationToken {
        var last: [ArraySection<Section.Header, Section.Item>]?
        return observe { state in
            let sections = state[keyPath: keyPath].map(\.arraySection)
            guard sections != last else { return }
            last = sections
            guard dataSource.loadingState != .initial else {
                // The reactor is the data source's loader: its first sections end the first load.
                dataSource.loadContent { loading in
                    let hasContent = sections.contains { !$0.elements.isEmpty }
                    let update: @MainActor (SectionedDataSource<Section.Header, Section.Item>) -> Void = {
                        $0.setSections(sections, animated: false)
                    }
                    if hasContent { loading.updateWithContent(update) } else { loading.updateWithNoContent(update) }
                }
                return
            }
            dataSource.setSections(sections, animated: animated)
        }
    }
}
