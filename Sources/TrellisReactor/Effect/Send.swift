/// How an effect sends its mutations back to its reactor, on the main actor.
///
/// ```swift
/// .run { send in
///     for await user in users.currentUser { await send(.setUser(user)) }
/// }
/// ```
///
/// Once the effect's task is cancelled (by ``Effect/cancel(id:)``, by a newer effect with
/// `cancelInFlight`, or because the reactor went away), `send` drops what it is given:
/// a superseded request never rolls back the state of the request that replaced it.
public struct Send<Output: Sendable>: Sendable {
    let deliver: @Sendable @MainActor (Output) -> Void

    /// Makes a `Send` that hands mutations to `deliver` on the main actor.
    public init(_ deliver: @escaping @Sendable @MainActor (Output) -> Void) {
        self.deliver = deliver
    }

    /// Sends `output`, unless the current task is cancelled.
    public func callAsFunction(_ output: Output) async {
        await Self.deliver(output, with: deliver)
    }

    // Cancellation is checked again on the main actor, where cancels happen: a task
    // cancelled while it waited for the main actor must not deliver.
    @MainActor
    private static func deliver(_ output: Output, with deliver: @MainActor (Output) -> Void) {
        guard !Task.isCancelled else { return }
        deliver(output)
    }
}
