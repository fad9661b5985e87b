import NIOConcurrencyHelpers

/// Toggles with counts, shown at once and settled with a server (Facebook's like button,
/// Drrrible's like on a shot): for each item of a group (a sighting of a breed, a photo of
/// an album), how many people have it on, whether the signed-in user does, and whether the
/// user's change is on its way.
///
/// A toggle shows at once: the mark and its count move before any request. Then an
/// ``OptimisticMutation`` asks the server until it holds what is shown: a second toggle while
/// a request is in flight changes what is shown but sends no second request; a refusal or an
/// unreachable server rolls back once, to what the server last confirmed, and the toggle
/// throws the reason, unless a newer press is already waiting, which then owns what is shown
/// and is sent in its turn. Toggles of one item settle one after another, in the order they were
/// made (a `SerialQueue` per item), each asking for what is shown when its turn comes, so
/// quick presses send at most two requests and the server ends with the last. Nothing is
/// queued on disk: a toggle is reported done only when the server answered.
///
/// Marks are kept per user (a late answer for the last user never shows for the next one)
/// and published as ``Mark``s on ``changes()``, in the order they changed.
///
/// ```swift
/// let likes = OptimisticToggles<Int64, Int64>(currentUser: { account.userID }) { id, on in
///     let answer = try await api.setLiked(id, on)
///     return .init(item: id, count: answer.count, isOn: answer.liked)
/// }
/// try likes.settle(try await api.likes(ofAlbum: 3), in: 3)
/// try await likes.toggle(42, in: 3)     // ♥ 4 at once; ♥ 3 again if refused
/// ```
public final class OptimisticToggles<Item: Hashable & Sendable, Group: Hashable & Sendable>: Sendable {
    /// One item's toggle as shown.
    public struct Mark: Sendable, Hashable {
        /// The item.
        public var item: Item
        /// How many have it on, the user's shown toggle counted.
        public var count: Int
        /// Whether the user has it on, as shown (the server may not have it yet).
        public var isOn: Bool
        /// Whether a change of the user's is on its way to the server.
        public var isSending: Bool

        /// `count` people have `item` on, the user among them when `isOn`.
        public init(item: Item, count: Int, isOn: Bool, isSending: Bool = false) {
            self.item = item
            self.count = count
            self.isOn = isOn
            self.isSending = isSending
        }
    }

    /// What the server says of one item: its count and whether the user has it on.
    public struct Answer: Sendable, Hashable {
        /// The item.
        public var item: Item
        /// How many have it on, the user counted.
        public var count: Int
        /// Whether the user has it on.
        public var isOn: Bool

        /// The server's count and the user's toggle of `item`.
        public init(item: Item, count: Int, isOn: Bool) {
            self.item = item
            self.count = count
            self.isOn = isOn
        }
    }

    /// Why a toggle was not made before anything was shown.
    public enum ToggleError: Error, Sendable, Equatable {
        /// Nobody is signed in.
        case signedOut
    }

    struct Key: Hashable, Sendable {
        var user: String
        var item: Item
    }

    struct Entry {
        var group: Group?
        /// The count the server last gave, the user's toggle counted if it had it.
        var count = 0
        /// Whether the server has the user's toggle on.
        var confirmed = false
        /// Whether the user's toggle is shown on.
        var shown = false
        /// Toggles not settled yet.
        var sending = 0
        /// The toggles' work, one at a time.
        let toggles = SerialQueue()
    }

    private let events: ModelEvents<Mark>
    private let entries: NIOLockedValueBox<[Key: Entry]>
    private let currentUser: @Sendable () -> String?
    private let mutation: OptimisticMutation<Key, Bool>

    /// Toggles of the user `currentUser` names, each sent with `send` (which returns the
    /// server's answer after the change, or throws why it was not made).
    public init(currentUser: @escaping @Sendable () -> String?, send: @escaping @Sendable (Item, Bool) async throws -> Answer) {
        let (entries, events) = (NIOLockedValueBox<[Key: Entry]>([:]), ModelEvents<Mark>())
        (self.currentUser, self.entries, self.events) = (currentUser, entries, events)
        mutation = OptimisticMutation(
            // What a toggle shows is set by the press itself; the mutation shows a value a
            // moment after the toggle read it, and a rollback later still. A newer press in
            // between (one more toggle not settled) owns what is shown, and its own turn
            // sends it: writing the older value over it lost that press.
            apply: { key, on in
                Self.change(key, in: entries, events: events, currentUser: currentUser) { entry in
                    if entry.sending <= 1 { entry.shown = on }
                }
            },
            request: { key, on in
                let answer = try await send(key.item, on)
                Self.change(key, in: entries, events: events, currentUser: currentUser) { entry in
                    entry.count = answer.count
                    entry.confirmed = answer.isOn
                }
            })
    }

    /// The mark of `item` for the signed-in user, if anything is known of it.
    public func mark(of item: Item) -> Mark? {
        guard let user = currentUser() else { return nil }
        let key = Key(user: user, item: item)
        return entries.withLockedValue { $0[key] }.map { Self.mark(key, $0) }
    }

    /// Every change of a mark of the signed-in user's, from now on.
    public func changes() -> AsyncThrowingStream<Mark, any Error> { events.subscribe() }

    /// Turns `item` (of `group`) on if the user has it off, off if on: shown at once, then
    /// settled with the server.
    ///
    /// - Returns: whether the user has it on once the server has settled.
    /// - Throws: ``ToggleError/signedOut`` when nobody is signed in (nothing is shown), or
    ///   what `send` threw when the change was rolled back.
    @discardableResult
    public func toggle(_ item: Item, in group: Group) async throws -> Bool {
        guard let user = currentUser() else { throw ToggleError.signedOut }
        let key = Key(user: user, item: item)
        let (entries, events, currentUser, mutation) = (entries, events, currentUser, mutation)
        let turn = Self.change(key, in: entries, events: events, currentUser: currentUser) { entry in
            entry.group = group
            entry.shown.toggle()
            entry.sending += 1
            return entry.toggles.enqueue { () async -> Result<Bool, any Error> in
                let (intent, confirmed) = entries.withLockedValue { ($0[key]?.shown ?? false, $0[key]?.confirmed ?? false) }
                let result: Result<Bool, any Error>
                do { result = .success(try await mutation.set(key, to: intent, confirmed: confirmed)) } catch { result = .failure(error) }
                Self.change(key, in: entries, events: events, currentUser: currentUser) { $0.sending = max(0, $0.sending - 1) }
                return result
            }
        }
        return try await turn.value.get()
    }

    /// The server's answers for `group`, for `user`: an item of the group it does not list
    /// has none on. A mark being changed keeps what is shown until its change settles.
    public func settle(_ answers: [Answer], in group: Group, for user: String) {
        var listed: [Item: Answer] = [:]
        var order: [Item] = []
        for answer in answers {
            if listed.updateValue(answer, forKey: answer.item) == nil { order.append(answer.item) }
        }
        let isCurrent = currentUser() == user
        // Published under the lock, so two changes of a mark are heard in their order.
        entries.withLockedValue { entries in
            var keys = order.map { Key(user: user, item: $0) }
            for (key, entry) in entries where key.user == user && entry.group == group && listed[key.item] == nil { keys.append(key) }
            for key in keys {
                let before = entries[key] ?? Entry()
                var entry = before
                entry.group = group
                entry.count = listed[key.item]?.count ?? 0
                entry.confirmed = listed[key.item]?.isOn ?? false
                if entry.sending == 0 { entry.shown = entry.confirmed }
                entries[key] = entry
                if isCurrent, Self.mark(key, entry) != Self.mark(key, before) { events.send(Self.mark(key, entry)) }
            }
        }
    }

    /// The count shown: the server's, moved by the user's change it has not heard yet.
    static func mark(_ key: Key, _ entry: Entry) -> Mark {
        let count = entry.count + (entry.shown ? 1 : 0) - (entry.confirmed ? 1 : 0)
        return Mark(item: key.item, count: max(0, count), isOn: entry.shown, isSending: entry.sending > 0)
    }

    /// Changes the entry of `key` and publishes its mark if it moved and `key` is the
    /// signed-in user's (under the lock, so two changes of a mark are heard in their order).
    @discardableResult
    static func change<T>(
        _ key: Key, in entries: NIOLockedValueBox<[Key: Entry]>, events: ModelEvents<Mark>,
        currentUser: @Sendable () -> String?, _ body: (inout Entry) -> T
    ) -> T {
        let isCurrent = currentUser() == key.user
        return entries.withLockedValue { entries in
            var entry = entries[key] ?? Entry()
            let before = mark(key, entry)
            let result = body(&entry)
            entries[key] = entry
            if isCurrent, mark(key, entry) != before { events.send(mark(key, entry)) }
            return result
        }
    }
}
