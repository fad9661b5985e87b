import Foundation

extension Session {
    /// The session-scoped value for `key`, made by `initializer` the first time it is asked
    /// for (Facebook's `valueForKey:withInitializer:`).
    ///
    /// Under concurrent first use the initializer runs once: other callers wait for it and
    /// get the same value. If it throws, nothing is stored and the next call tries again.
    /// The initializer runs with the key's lock held, so it must not ask for its own key
    /// (that is reported as ``SessionError/reentrantInitializer(key:)``, not a deadlock).
    ///
    /// - Throws: ``SessionError``: invalidated session, re-entrant or failed initializer.
    public func value<Value: Sendable>(for key: SessionKey<Value>, initializer: () throws -> Value) throws(SessionError) -> Value {
        let slot = try slot(for: key)
        return try slot.value(key: key.name, sessionID: id, initializer: initializer)
    }

    /// A value that only makes sense for a signed-in user (Facebook's
    /// `valueForKeyRequiresUser:withInitializer:`); the initializer receives the user.
    ///
    /// - Throws: ``SessionError/requiresUser(key:)`` on a signed-out session, before
    ///   anything is made; otherwise as ``value(for:initializer:)``.
    public func valueRequiringUser<Value: Sendable>(for key: SessionKey<Value>, initializer: (SessionUser) throws -> Value)
        throws(SessionError) -> Value
    {
        guard let user else { throw .requiresUser(key: key.name) }
        return try value(for: key) { try initializer(user) }
    }

    /// The value already made for `key`, if any (Facebook's `valueForKey:`).
    public func existingValue<Value: Sendable>(for key: SessionKey<Value>) -> Value? {
        slots.withLock { $0.slots[AnySessionKey(key)] }?.existing(Value.self)
    }

    private func slot<Value>(for key: SessionKey<Value>) throws(SessionError) -> ValueSlot {
        let id = self.id
        return try slots.withLock { table throws(SessionError) in
            guard table.isValid else { throw .invalidated(sessionID: id) }
            if let slot = table.slots[AnySessionKey(key)] { return slot }
            let slot = ValueSlot()
            table.slots[AnySessionKey(key)] = slot
            return slot
        }
    }
}

/// One session value: made once under its own recursive lock, so other threads wait for the
/// first initializer and the initializer's own thread can be caught re-entering.
final class ValueSlot: @unchecked Sendable {  // @unchecked: `state` is only touched with `lock` held.
    private let lock = NSRecursiveLock()
    private var state = State.empty

    enum State {
        case empty
        case initializing
        case ready(AnyObject, (any Invalidating)?)
        case dropped
    }

    func value<Value: Sendable>(key: String, sessionID: String, initializer: () throws -> Value) throws(SessionError) -> Value {
        lock.lock()
        defer { lock.unlock() }
        switch state {
        case let .ready(box, _):
            // The table keys slots by value type too, so the box holds exactly `Value`.
            return unsafeDowncast(box, to: Box<Value>.self).value
        case .initializing:
            throw .reentrantInitializer(key: key)
        case .dropped:
            throw .invalidated(sessionID: sessionID)
        case .empty:
            state = .initializing
            do {
                let value = try initializer()
                state = .ready(Box(value), value as? any Invalidating)
                return value
            } catch {
                state = .empty
                throw .initializerFailed(key: key, error)
            }
        }
    }

    func existing<Value: Sendable>(_ type: Value.Type) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        if case let .ready(box, _) = state { return unsafeDowncast(box, to: Box<Value>.self).value }
        return nil
    }

    /// Forgets the value, invalidating it if it is ``Invalidating``. An initializer that is
    /// running holds the lock, so the drop waits for it and invalidates what it made.
    func drop() {
        lock.lock()
        let previous = state
        state = .dropped
        lock.unlock()
        if case let .ready(_, invalidating) = previous { invalidating?.invalidate() }
    }
}
