import CatsAPI
import TrellisData
import TrellisReactor

/// One section of the detail screen, loaded on its own (Drrrible's `ShotSectionReactor`,
/// loading as AAPL's `loadContentWithBlock:` does through its data-access manager).
///
/// ``Action/load`` follows a `cacheThenNetwork` stream from the catalog: the stored
/// value first, the server's after it. Each value becomes the section's ``State/rows``
/// (values, which tests compare); ``section()`` turns them into items carrying their
/// cells' reactors, keeping the reactor of every row whose value did not change, so the
/// server's answer updates only the rows it changed.
///
/// ```swift
/// let facts = CatDetailSectionReactor(.facts, breedID: 3, services: services, styles: styles)
/// facts.send(.load)                 // phase .loading, then .loaded with four rows
/// facts.section()?.items.count      // 4
/// ```
///
/// A ``CatDetailSectionDataSource`` shows it in a list; ``CatDetailReactor`` holds the
/// screen's three, as Drrrible's shot screen reactor holds its section reactor.
public final class CatDetailSectionReactor: Reactor {
    public enum Action: Equatable, Sendable {
        /// Loads the section (again), cancelling a load in flight.
        case load
        /// Cancels a load in flight and forgets the rows.
        case reset
    }

    public enum Mutation: Equatable, Sendable {
        /// A load began.
        case loading
        /// A value arrived: the rows it makes.
        case show([CatDetailRow])
        /// The stream ended.
        case finished
        /// The load failed before any value arrived (the reason, as the catalog gave it).
        case fail(String)
        /// Back to nothing loaded.
        case reset
    }

    /// Where a load is.
    public enum Phase: Equatable, Sendable {
        case initial, loading, loaded
        case failed(String)
    }

    public struct State: Equatable, Sendable {
        /// Which section this is.
        public let kind: CatDetailSection.Kind
        public var phase: Phase = .initial
        /// What the rows show, newest value last received.
        public var rows: [CatDetailRow] = []
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
        let id = SectionLoad(kind: currentState.kind, breedID: breedID)
        switch action {
        case .load:
            return .concat(.just(.loading), load().cancellable(id: id, cancelInFlight: true))
        case .reset:
            return .concat(.cancel(id: id), .just(.reset))
        }
    }

    /// The stream of rows for this section's kind, as `.show` mutations, then `.finished`.
    private func load() -> Effect<Mutation> {
        let catalog = services.catalog
        let breedID = breedID
        let styles = styles
        let kind = currentState.kind
        return .run { send in
            switch kind {
            case .facts, .about:
                for try await loaded in catalog.breed(breedID, policy: .cacheThenNetwork) {
                    await send(
                        .show(
                            kind == .facts
                                ? CatDetailRow.facts(of: loaded.value, styles: styles)
                                : CatDetailRow.about(loaded.value, styles: styles)))
                }
            case .sightings:
                for try await loaded in catalog.sightings(of: breedID, policy: .cacheThenNetwork) {
                    await send(.show(CatDetailRow.sightings(loaded.value, styles: styles)))
                }
            }
            await send(.finished)
        } catch: { error in
            .fail(String(describing: error))
        }
    }

    public func reduce(_ state: inout State, _ mutation: Mutation) {
        switch mutation {
        case .loading:
            state.phase = .loading
        case .show(let rows):
            state.rows = rows
            state.phase = .loaded
        case .finished:
            if state.phase == .loading { state.phase = .loaded }  // a stream that sent nothing: no rows
        case .fail(let reason):
            // After a value the section keeps what it shows (the catalog reports being offline).
            if state.phase != .loaded { state.phase = .failed(reason) }
        case .reset:
            state.phase = .initial
            state.rows = []
        }
    }

    /// The section of the loaded rows, each carrying its cell's reactor, or `nil` before
    /// the load ends and when there are no rows.
    ///
    /// A row whose value is the one it had keeps its item, and so its reactor (the diff
    /// sees no change); a changed row gets a new one (the diff updates that row alone);
    /// rows gone are dropped.
    public func section() -> CatDetailSection? {
        let state = currentState
        guard state.phase == .loaded, !state.rows.isEmpty else { return nil }
        return CatDetailSection(state.kind, items: items.reactors(for: state.rows, id: { $0 }, make: Self.item(for:)))
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
