import CatsAPI
import Foundation
import NIOConcurrencyHelpers
import TrellisData
import TrellisShell

/// Who is signed in and their favorites, in memory: the one place ``CatsFavorites/ids``,
/// ``CatsFavorites/events`` and ``CatsAccount/currentUser`` are written.
///
/// Every change happens under one lock, and its ids and events are published under it, so
/// readers see changes in the order they were made, and an optimistic change is visible the
/// moment it is made, before any I/O. Changes name the user they are for; a change for a
/// user who is no longer signed in is ignored.
final class CatsSessionState: Sendable {
    struct State {
        var user: CatsUser?
        /// Names the session of ``user``: a fresh one with every sign-in and sign-out.
        var sessionID = UUID().uuidString
        var ids: [Int64]
        var knownBreeds: Set<Int64>
        /// Where a breed goes when it becomes a favorite: the index asked for, or (for a
        /// rollback of a removal) where it was.
        var positions: [Int64: Int] = [:]
        /// Optimistic changes shown but not yet saved with their queue row; a pull keeps them.
        var unsettled: [Int64: Bool] = [:]
        /// The newest order shown but not yet saved with its queue row; a pull keeps it.
        var unsettledOrder: [Int64]?
    }

    let state: NIOLockedValueBox<State>
    let ids: ReplayedValue<[Int64]>
    let idsWriter: ReplayedValue<[Int64]>.Writer
    let currentUser: ReplayedValue<CatsUser?>
    let userWriter: ReplayedValue<CatsUser?>.Writer
    let events = ModelEvents<CatEvent>()

    init(user: CatsUser?, ids: [Int64], knownBreeds: Set<Int64>) {
        state = NIOLockedValueBox(State(user: user, ids: ids, knownBreeds: knownBreeds))
        (self.ids, idsWriter) = ReplayedValue.make(ids)
        (currentUser, userWriter) = ReplayedValue.make(user)
    }

    var user: CatsUser? { state.withLockedValue { $0.user } }

    /// The id of the signed-in user's session (of the signed-out one when nobody is): the
    /// shell opens its TrellisShell `Session` with it (``CatsServices/sessions``).
    var sessionID: String { state.withLockedValue { $0.sessionID } }

    /// The request group the engine tags this session's requests with: the one
    /// `Session.invalidate()` cancels through the networker.
    var requestGroup: String { Session.requestGroup(ofSessionID: sessionID) }

    func isKnown(_ breedID: Int64) -> Bool { state.withLockedValue { $0.knownBreeds.contains(breedID) } }

    func addKnown(_ breedIDs: some Sequence<Int64>) { state.withLockedValue { $0.knownBreeds.formUnion(breedIDs) } }

    func contains(_ breedID: Int64) -> Bool { state.withLockedValue { $0.ids.contains(breedID) } }

    /// The favorites of `userID` if that user is signed in.
    func snapshot(of userID: String) -> [Int64]? {
        state.withLockedValue { $0.user?.id == userID ? $0.ids : nil }
    }

    /// Notes an optimistic change about to be shown: where the breed goes, and that the
    /// server has not answered.
    func begin(_ breedID: Int64, isFavorite: Bool, at index: Int?) {
        state.withLockedValue { state in
            if isFavorite { state.positions[breedID] = index } else { state.positions[breedID] = state.ids.firstIndex(of: breedID) }
            state.unsettled[breedID] = isFavorite
        }
    }

    /// Where `breedID` goes back if its removal is rolled back: where it was.
    func rollbackPosition(of breedID: Int64) -> Int? { state.withLockedValue { $0.positions[breedID] } }

    /// The change is saved (with its queue row): a pull now sees it in the queue.
    func end(_ breedID: Int64) { state.withLockedValue { _ = $0.unsettled.removeValue(forKey: breedID) } }

    /// Flips `breedID` for `userID` in one step under the lock: notes the change
    /// (``begin(_:isFavorite:at:)``) and shows it, so two flips at once are an add and a
    /// removal, never two adds.
    ///
    /// - Returns: what the breed became, or nil if `userID` is not signed in.
    func flip(_ breedID: Int64, for userID: String) -> Bool? {
        state.withLockedValue { state in
            guard state.user?.id == userID else { return nil }
            let isFavorite = !state.ids.contains(breedID)
            if isFavorite { state.positions[breedID] = nil } else { state.positions[breedID] = state.ids.firstIndex(of: breedID) }
            state.unsettled[breedID] = isFavorite
            Self.show(breedID, isFavorite: isFavorite, in: &state, ids: idsWriter, events: events)
            return isFavorite
        }
    }

    /// Shows `breedID` as a favorite or not for `userID`: new ids and one event.
    ///
    /// - Returns: false (nothing published) if `userID` is not signed in or nothing changed.
    @discardableResult
    func show(_ breedID: Int64, isFavorite: Bool, for userID: String) -> Bool {
        state.withLockedValue { state in
            guard state.user?.id == userID, state.ids.contains(breedID) != isFavorite else { return false }
            Self.show(breedID, isFavorite: isFavorite, in: &state, ids: idsWriter, events: events)
            return true
        }
    }

    /// The change itself, under the lock: the ids and the event, published in order.
    private static func show(
        _ breedID: Int64, isFavorite: Bool, in state: inout State, ids: ReplayedValue<[Int64]>.Writer, events: ModelEvents<CatEvent>
    ) {
        if isFavorite {
            let index = min(max(state.positions[breedID] ?? state.ids.count, 0), state.ids.count)
            state.ids.insert(breedID, at: index)
        } else {
            state.positions[breedID] = state.ids.firstIndex(of: breedID)
            state.ids.removeAll { $0 == breedID }
        }
        ids.send(state.ids)
        events.send(.favorite(breedID: breedID, isFavorite: isFavorite))
    }

    /// Moves a favorite to `index` (clamped).
    ///
    /// - Returns: the order before and after, or nil if `breedID` is not a favorite of
    ///   `userID` or did not move.
    func move(_ breedID: Int64, to index: Int, for userID: String) -> (before: [Int64], after: [Int64])? {
        state.withLockedValue { state in
            guard state.user?.id == userID, let from = state.ids.firstIndex(of: breedID) else { return nil }
            let before = state.ids
            state.ids.remove(at: from)
            state.ids.insert(breedID, at: min(max(index, 0), state.ids.count))
            guard state.ids != before else { return nil }
            state.unsettledOrder = state.ids
            idsWriter.send(state.ids)
            events.send(.reordered(state.ids))
            return (before, state.ids)
        }
    }

    /// The order shown by ``move(_:to:for:)`` is saved with its queue row (or failed to be):
    /// a pull now sees it in the queue. A newer order still unsaved stays.
    func endMove(_ order: [Int64]) {
        state.withLockedValue { state in
            if state.unsettledOrder == order { state.unsettledOrder = nil }
        }
    }

    /// Puts back an order the server refused, keeping favorites added or removed since.
    func restoreOrder(_ before: [Int64], for userID: String) {
        state.withLockedValue { state in
            guard state.user?.id == userID else { return }
            let present = Set(state.ids)
            let restored = before.filter(present.contains) + state.ids.filter { !before.contains($0) }
            guard restored != state.ids else { return }
            state.ids = restored
            idsWriter.send(restored)
            events.send(.reordered(restored))
        }
    }

    /// Signs `user` in (or out, with nil) with these favorites.
    func replace(user: CatsUser?, ids: [Int64]) {
        state.withLockedValue { state in
            state.user = user
            state.sessionID = UUID().uuidString
            state.positions = [:]
            state.unsettled = [:]
            state.unsettledOrder = nil
            publish(&state, ids)
        }
        userWriter.send(user)
    }

    /// Takes the stored favorites for `userID` (the server's list with the queue applied),
    /// keeping the optimistic changes not yet saved with their queue row: a removal stays
    /// out, an added favorite stays where it is shown (in the user's order, whatever order
    /// they were added in), and an unsaved reorder is applied on top.
    ///
    /// - Returns: the favorites now, or nil if `userID` is not signed in.
    func merge(server list: [Int64], for userID: String) -> [Int64]? {
        state.withLockedValue { state in
            guard state.user?.id == userID else { return nil }
            var merged = list.filter { state.unsettled[$0] != false }
            for (index, breedID) in state.ids.enumerated() where state.unsettled[breedID] == true && !merged.contains(breedID) {
                merged.insert(breedID, at: min(index, merged.count))
            }
            if let order = state.unsettledOrder { merged = FavoritesEdit.order(order)(merged) }
            publish(&state, merged)
            return merged
        }
    }

    /// Replaces the favorites: an event per breed that came or went, then the new order.
    private func publish(_ state: inout State, _ new: [Int64]) {
        let old = state.ids
        guard new != old else { return }
        state.ids = new
        idsWriter.send(new)
        let before = Set(old)
        let after = Set(new)
        var changes: [CatEvent] = old.filter { !after.contains($0) }.map { .favorite(breedID: $0, isFavorite: false) }
        changes += new.filter { !before.contains($0) }.map { .favorite(breedID: $0, isFavorite: true) }
        changes.append(.reordered(new))
        events.send(changes)
    }
}
