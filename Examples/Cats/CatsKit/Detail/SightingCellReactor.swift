import CatsAPI
import TrellisReactor

/// A sighting row's reactor (Drrrible's `ShotViewReactionCellReactor`): the row's sighting,
/// its confirmations ("✓ 3") and the one thing a row does, confirming the sighting (`c`);
/// the detail keeps one per sighting in its `CellReactors`.
/// ``SightingConfirmations`` owns the mark: ``State/mark`` is what it last published for
/// this sighting, and a refusal arrives as ``State/refusal`` for the status line.
///
/// ```swift
/// let row = SightingCellReactor(sighting: sighting, confirmations: services.confirmations)
/// row.send(.toggleConfirmation)          // "✓ 1 …", then "✓ 1" once the server has it
/// ```
public final class SightingCellReactor: Reactor {
    public enum Action: Equatable, Sendable {
        /// The list has this (newer) value of the sighting.
        case show(Sighting)
        /// Confirms the sighting, or takes the confirmation back.
        case toggleConfirmation
    }

    public enum Mutation: Equatable, Sendable {
        case setSighting(Sighting)
        /// What ``SightingConfirmations`` shows for this sighting now.
        case setMark(SightingConfirmations.Mark)
        /// The confirmation was not made (and rolled back), for this reason.
        case refused(ConfirmationError)
    }

    public struct State: Equatable, Sendable {
        /// The sighting the row shows.
        public var sighting: Sighting
        /// Its confirmations, once anything is known of them.
        public var mark: SightingConfirmations.Mark?
        /// A refused confirmation, each time one is refused.
        @Pulse public var refusal: ConfirmationError? = nil

        /// The date column.
        public var date: String { sighting.seenOn }
        /// The place, and the note after a dash.
        public var body: String { sighting.note.isEmpty ? sighting.place : "\(sighting.place) — \(sighting.note)" }
        /// "✓ 3", "✓ 3 …" while the user's change is on its way; empty for a sighting
        /// nobody confirmed.
        public var confirmationText: String {
            guard let mark, mark.count > 0 || mark.isSending else { return "" }
            return "✓ \(mark.count)" + (mark.isSending ? " …" : "")
        }
        /// Whether the user confirmed it (as shown).
        public var isMine: Bool { mark?.isOn ?? false }
    }

    public let runtime: ReactorRuntime<SightingCellReactor>
    let confirmations: SightingConfirmations

    /// The row of `sighting`, starting from what `confirmations` shows of it now.
    public init(sighting: Sighting, confirmations: SightingConfirmations) {
        self.confirmations = confirmations
        runtime = ReactorRuntime(initialState: State(sighting: sighting, mark: confirmations.mark(of: sighting.id)))
    }

    public func mutate(_ action: Action) -> Effect<Mutation> {
        switch action {
        case .show(let sighting):
            return sighting == currentState.sighting ? .none : .just(.setSighting(sighting))
        case .toggleConfirmation:
            let (sighting, confirmations) = (currentState.sighting, confirmations)
            return .run { send in
                do throws(ConfirmationError) { try await confirmations.toggle(sighting) } catch { await send(.refused(error)) }
            }
        }
    }

    public func reduce(_ state: inout State, _ mutation: Mutation) {
        switch mutation {
        case .setSighting(let sighting): state.sighting = sighting
        case .setMark(let mark): state.mark = mark
        case .refused(let error): state.refusal = error
        }
    }

    /// The marks of this sighting, as ``SightingConfirmations`` publishes them (Drrrible's
    /// cell reactors follow `Shot.event`).
    public func transform(mutation: ReactorStream<Mutation>) -> ReactorStream<Mutation> {
        let (id, initial, confirmations) = (currentState.sighting.id, currentState.mark, confirmations)
        let changes = confirmations.changes()
        return mutation.merge(
            .run { send in
                // Subscribed first: a change since the state's first mark is not missed.
                if let now = confirmations.mark(of: id), now != initial { await send(.setMark(now)) }
                for try await mark in changes where mark.item == id { await send(.setMark(mark)) }
            })
    }
}
