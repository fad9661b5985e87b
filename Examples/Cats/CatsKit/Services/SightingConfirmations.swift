import CatsAPI
import NIOConcurrencyHelpers
import TrellisData

/// What Cats shows of each sighting's confirmations ("I saw it too"), and the one place the
/// user's confirmations change: Drrrible's like on a shot, settled through TrellisData's
/// ``TrellisData/OptimisticMutation``.
///
/// A toggle shows at once: the mark and its count move before any request. Then the
/// mutation asks the server until it holds what is shown: a second toggle while a request
/// is in flight changes what is shown but sends no second request (the latest intent wins:
/// one more is sent after the first answer only if it still differs); a refusal or an
/// unreachable server rolls back once, to what the server last confirmed, and the toggle
/// throws the reason for the status line. A confirmation is not queued: it is reported done
/// (the row's "…" goes) only when the server has answered, so `kill -9` cannot lose one the
/// app called saved.
///
/// Marks are kept per user (a late answer for the last user never shows for the next one)
/// and published as ``Mark``s; each sighting row's ``SightingCellReactor`` follows its own.
///
/// ```swift
/// try await services.confirmations.load(breedID: 3)       // the server's counts and the user's marks
/// try await services.confirmations.toggle(sighting)         // ✓ 4 at once; ✓ 3 again if refused
/// ```
public final class SightingConfirmations: Sendable {
    /// One sighting's confirmations as shown.
    public struct Mark: Sendable, Hashable {
        /// The sighting.
        public var sightingID: Int64
        /// How many people confirmed it, the user's shown confirmation counted.
        public var count: Int
        /// Whether the user confirmed it, as shown (the server may not have it yet).
        public var mine: Bool
        /// Whether a change of the user's is on its way to the server.
        public var isSending: Bool

        public init(sightingID: Int64, count: Int, mine: Bool, isSending: Bool = false) {
            self.sightingID = sightingID
            self.count = count
            self.mine = mine
            self.isSending = isSending
        }
    }

    /// The mutation's key: a sighting, for a user.
    struct Key: Hashable, Sendable {
        var user: String
        var sightingID: Int64
    }

    private let ledger: Ledger
    private let mutation: OptimisticMutation<Key, Bool>
    private let api: any CatsConfirmations
    private let currentUser: @Sendable () -> String?

    /// Confirmations asked of `api` for the user `currentUser` names.
    public init(api: any CatsConfirmations, currentUser: @escaping @Sendable () -> String?) {
        let ledger = Ledger(currentUser: currentUser)
        self.ledger = ledger
        self.api = api
        self.currentUser = currentUser
        mutation = OptimisticMutation(
            apply: { key, mine in ledger.show(key, mine: mine) },
            request: { key, mine in
                let answer = try await api.setConfirmed(key.sightingID, mine)
                ledger.confirm(key, answer)
            })
    }

    /// The mark of sighting `sightingID` for the signed-in user, if anything is known of it.
    public func mark(of sightingID: Int64) -> Mark? {
        guard let user = currentUser() else { return nil }
        return ledger.mark(Key(user: user, sightingID: sightingID))
    }

    /// Every change of a mark of the signed-in user's, from now on.
    public func changes() -> AsyncThrowingStream<Mark, any Error> { ledger.events.subscribe() }

    /// Asks the server for breed `breedID`'s confirmations: each count and whether the user
    /// confirmed it (a mark the user is changing keeps what is shown until that settles).
    ///
    /// - Throws: ``ConfirmationError``; the marks stay as they were.
    public func load(breedID: Int64) async throws(ConfirmationError) {
        guard let user = currentUser() else { throw .signedOut }
        let list = try await api.confirmations(of: breedID)
        ledger.settle(list, of: breedID, for: user)
    }

    /// Confirms `sighting` if the user has not, takes the confirmation back if they have:
    /// shown at once, then settled with the server.
    ///
    /// Toggles of one sighting settle one after another, in the order they were made, each
    /// asking the server for what is shown when its turn comes: one that finds the server
    /// already holding it sends nothing, so quick presses send at most two requests and the
    /// server ends with the last. (Run side by side, an early toggle that read what was shown
    /// could reach the mutation after a later one and show its stale intent again.)
    ///
    /// - Returns: whether the user confirms it once the server has settled.
    /// - Throws: ``ConfirmationError`` when the change was rolled back (or never made).
    @discardableResult
    public func toggle(_ sighting: Sighting) async throws(ConfirmationError) -> Bool {
        guard let user = currentUser() else { throw .signedOut }
        guard sighting.id > 0 else { throw .notSent }
        let key = Key(user: user, sightingID: sighting.id)
        let (ledger, mutation) = (ledger, mutation)
        let turn = ledger.enqueue(key, breedID: sighting.breedID) {
            let (intent, confirmed) = ledger.settling(key)
            do {
                return .success(try await mutation.set(key, to: intent, confirmed: confirmed))
            } catch let error as ConfirmationError {
                return .failure(error)
            } catch {
                return .failure(.unreachable(String(describing: error)))
            }
        }
        return try await turn.value.get()
    }
}

extension SightingConfirmations {
    /// The marks, under a lock: what the server last said of each sighting and what is shown.
    final class Ledger: Sendable {
        struct Entry {
            var breedID: Int64?
            /// The count the server last gave, the user's confirmation counted if it had it.
            var count = 0
            /// Whether the server has the user's confirmation.
            var confirmed = false
            /// Whether the user's confirmation is shown.
            var shown = false
            /// Toggles not settled yet.
            var sending = 0
            /// The toggles' work, one at a time: each waits for the one before it.
            let toggles = SerialQueue()

        }

        let events = ModelEvents<Mark>()
        private let entries = NIOLockedValueBox<[Key: Entry]>([:])
        private let currentUser: @Sendable () -> String?

        init(currentUser: @escaping @Sendable () -> String?) { self.currentUser = currentUser }

        func mark(_ key: Key) -> Mark? { entries.withLockedValue { $0[key] }.map { Self.mark(key, $0) } }

        /// The count shown: the server's, moved by the user's change it has not heard yet.
        static func mark(_ key: Key, _ entry: Entry) -> Mark {
            let count = entry.count + (entry.shown ? 1 : 0) - (entry.confirmed ? 1 : 0)
            return Mark(sightingID: key.sightingID, count: max(0, count), mine: entry.shown, isSending: entry.sending > 0)
        }

        /// A toggle: its intent (the other of what is shown) is shown at once, then `work`
        /// runs once the toggle before it of the same key has settled.
        func enqueue(
            _ key: Key, breedID: Int64, _ work: @escaping @Sendable () async -> Result<Bool, ConfirmationError>
        ) -> Task<Result<Bool, ConfirmationError>, Never> {
            change(key) { entry in
                entry.breedID = breedID
                entry.shown.toggle()
                entry.sending += 1
                return entry.toggles.enqueue {
                    let result = await work()
                    self.change(key) { $0.sending = max(0, $0.sending - 1) }
                    return result
                }
            }
        }

        /// What a toggle settles: the intent shown now and what the server holds.
        func settling(_ key: Key) -> (intent: Bool, confirmed: Bool) {
            entries.withLockedValue { ($0[key]?.shown ?? false, $0[key]?.confirmed ?? false) }
        }

        /// Shows `mine` (the optimistic change, or the rollback).
        func show(_ key: Key, mine: Bool) { change(key) { $0.shown = mine } }

        /// The server's answer to a change.
        func confirm(_ key: Key, _ answer: SightingConfirmation) {
            change(key) { entry in
                entry.count = answer.count
                entry.confirmed = answer.mine
            }
        }

        /// The server's confirmations of breed `breedID` for `user`: a sighting of the breed
        /// it does not list has none. A mark being changed keeps what is shown.
        func settle(_ list: [SightingConfirmation], of breedID: Int64, for user: String) {
            var listed: [Int64: SightingConfirmation] = [:]
            for entry in list { listed[entry.sightingID] = entry }
            let isCurrent = currentUser() == user
            // Published under the lock, so two changes of a mark are heard in their order.
            entries.withLockedValue { entries in
                var keys = Set(listed.keys.map { Key(user: user, sightingID: $0) })
                for (key, entry) in entries where key.user == user && entry.breedID == breedID { keys.insert(key) }
                for key in keys.sorted(by: { $0.sightingID < $1.sightingID }) {
                    let before = entries[key] ?? Entry()
                    var entry = before
                    entry.breedID = breedID
                    entry.count = listed[key.sightingID]?.count ?? 0
                    entry.confirmed = listed[key.sightingID]?.mine ?? false
                    if entry.sending == 0 { entry.shown = entry.confirmed }
                    entries[key] = entry
                    if isCurrent, Self.mark(key, entry) != Self.mark(key, before) { events.send(Self.mark(key, entry)) }
                }
            }
        }

        /// Changes the entry of `key` and publishes its mark if it moved and `key` is the
        /// signed-in user's.
        @discardableResult
        private func change<T>(_ key: Key, _ body: (inout Entry) -> T) -> T {
            let isCurrent = currentUser() == key.user
            return entries.withLockedValue { entries in
                var entry = entries[key] ?? Entry()
                let before = Self.mark(key, entry)
                let result = body(&entry)
                entries[key] = entry
                // Published under the lock, so two changes of a mark are heard in their order.
                if isCurrent, Self.mark(key, entry) != before { events.send(Self.mark(key, entry)) }
                return result
            }
        }
    }
}
