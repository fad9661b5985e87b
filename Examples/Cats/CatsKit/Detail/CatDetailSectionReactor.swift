import CatsAPI
import TrellisData
import TrellisReactor

/// One section of the detail screen, loaded on its own (Drrrible's `ShotSectionReactor`,
/// loading as AAPL's `loadContentWithBlock:` does through its data-access manager).
///
/// ``Action/load`` follows a `cacheThenNetwork` stream from the catalog: the stored value
/// first, the server's after it. Where the load stands, and the rows it produced, are
/// ``State/rows``, a `Loadable` of values that tests compare. ``State/sections`` is what a
/// list shows, derived from the rows: items carrying their cells' reactors, an unchanged
/// row keeping its reactor so the server's answer updates only the rows it changed.
/// The view binds a plain data source to it with `bindSections(_:to:load:refresh:)`.
///
/// ```swift
/// let facts = CatDetailSectionReactor(.facts, breedID: 3, services: services, styles: styles)
/// facts.bindSections(\.sections, to: dataSource, load: .load).store(in: bag)
/// dataSource.setNeedsLoadContent()   // sends .load: rows .loading, then .loaded with four rows
/// ```
public final class CatDetailSectionReactor: Reactor {
    public enum Action: Equatable, Sendable {
        /// Loads the section (again), cancelling a load in flight.
        case load
    }

    public enum Mutation: Equatable, Sendable {
        /// A load began.
        case begin
        /// A value arrived: the rows it makes.
        case show([CatDetailRow])
        /// The stream ended.
        case finished
        /// The stream failed.
        case fail(LoadFailure)
    }

    public struct State: Equatable, Sendable {
        /// Which section this is.
        public let kind: CatDetailSection.Kind
        /// What the rows show, and how far their load has got.
        public var rows: Loadable<[CatDetailRow]> = .notLoaded
        /// ``rows`` as the list shows them: no section for no rows. Derived by the
        /// reactor from ``rows`` (so left out of `==`), never set by a reducer.
        public internal(set) var sections: Loadable<[CatDetailSection]> = .notLoaded

        public static func == (lhs: State, rhs: State) -> Bool { lhs.kind == rhs.kind && lhs.rows == rhs.rows }
    }

    public let runtime: ReactorRuntime<CatDetailSectionReactor>
    /// The breed whose section this is.
    public nonisolated let breedID: Int64
    let services: CatsServices
    let styles: CatDetailStyles
    /// The items last shown, by the row value they show: an unchanged row keeps its item
    /// and so its cell's reactor.
    private let items = ReactorCache<CatDetailRow, CatDetailItem>()

    /// The `kind` section of breed `breedID`, loaded through `services.catalog`, styled by `styles`.
    public init(_ kind: CatDetailSection.Kind, breedID: Int64, services: CatsServices, styles: CatDetailStyles) {
        runtime = ReactorRuntime(initialState: State(kind: kind))
        self.breedID = breedID
        self.services = services
        self.styles = styles
    }

    public func mutate(_ action: Action) -> Effect<Mutation> {
        let (catalog, breedID, styles, kind) = (services.catalog, breedID, styles, currentState.kind)
        let load = Effect<Mutation>.run { send in
            switch kind {
            case .facts, .about:
                for try await loaded in catalog.breed(breedID, policy: .cacheThenNetwork) {
                    let breed = loaded.value
                    await send(
                        .show(kind == .facts ? CatDetailRow.facts(of: breed, styles: styles) : CatDetailRow.about(breed, styles: styles)))
                }
            case .sightings:
                for try await loaded in catalog.sightings(of: breedID, policy: .cacheThenNetwork) {
                    await send(.show(CatDetailRow.sightings(loaded.value, styles: styles)))
                }
            }
            await send(.finished)
        } catch: { error in
            .fail(LoadFailure(error))
        }
        return .concat(.just(.begin), load.cancellable(id: SectionLoad(kind: kind, breedID: breedID), cancelInFlight: true))
    }

    public func reduce(_ state: inout State, _ mutation: Mutation) {
        switch mutation {
        case .begin:
            state.rows.begin()
        case .show(let rows):
            state.rows.finish(rows)
        case .finished:
            if state.rows.isLoading { state.rows.finish(state.rows.value ?? []) }  // a stream that sent nothing
        case .fail(let failure):
            // After a value the section keeps what it shows (the catalog reports being offline).
            if case .loaded = state.rows { return }
            state.rows.fail(failure)
        }
    }

    /// Derives ``State/sections`` from ``State/rows`` after every change.
    public func transform(state: ReactorStream<State>) -> ReactorStream<State> {
        state.map { [weak self] state in
            guard let self else { return state }
            var state = state
            let kind = state.kind
            state.sections = state.rows.map { self.sections(kind, showing: $0) }
            return state
        }
    }

    /// The `kind` section of `rows`, each row carrying its cell's reactor; none for no rows.
    ///
    /// A row whose value is the one it had keeps its item, and so its reactor (the diff
    /// sees no change); a changed row gets a new one (the diff updates that row alone).
    private func sections(_ kind: CatDetailSection.Kind, showing rows: [CatDetailRow]) -> [CatDetailSection] {
        let items = items.reactors(for: rows, id: { $0 }, make: Self.item(for:))
        return items.isEmpty ? [] : [CatDetailSection(kind, items: items)]
    }

    /// A new item for `row`, with a new cell reactor.
    private static func item(for row: CatDetailRow) -> CatDetailItem {
        switch row {
        case .fact(let fact): .fact(CatFactCellReactor(fact))
        case .text(let text): .text(CatTextCellReactor(text))
        case .sighting(let sighting): .sighting(CatSightingCellReactor(sighting))
        }
    }
}

/// The id of a section's load: a new load of the same section cancels the one in flight.
struct SectionLoad: Hashable, Sendable {
    var kind: CatDetailSection.Kind
    var breedID: Int64
}
