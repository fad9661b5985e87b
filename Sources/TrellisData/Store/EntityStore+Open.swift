import Foundation
import Logging
import NIOConcurrencyHelpers

extension EntityStore {
    /// Opens the store as ``init(location:schema:events:maximumPageCount:logger:busyTimeout:)``
    /// does, on a thread of its own instead of the caller's.
    ///
    /// Opening blocks: it waits up to `busyTimeout` for another connection's lock, then
    /// migrates. Called from a task, the synchronous initializer holds one of the cooperative
    /// pool's threads (one per core, two on a small machine) for that long, and every other
    /// task of the process waits with it. An app that opens its store from async code (a
    /// service's `start`) calls this instead.
    ///
    /// ```swift
    /// let store = try await EntityStore.open(location: .file(path: path), schema: StoreSchema(Breed.self))
    /// ```
    ///
    /// - Throws: ``StoreError`` naming the file and the problem.
    public static func open(
        location: StoreLocation, schema: StoreSchema, events: ModelEventCenter = ModelEventCenter(),
        maximumPageCount: Int? = nil, logger: Logger = Logger(label: "TrellisData.EntityStore"), busyTimeout: Duration = .seconds(5)
    ) async throws(StoreError) -> EntityStore {
        // The result crosses from the opening thread under a lock: the lock, not the
        // continuation, is what orders the store's stored properties for ThreadSanitizer
        // (a continuation resumed from a thread of our own is an edge it does not see).
        let opened = NIOLockedValueBox<Result<EntityStore, StoreError>?>(nil)
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let thread = Thread {
                let result = Result { () throws(StoreError) -> EntityStore in
                    try EntityStore(
                        location: location, schema: schema, events: events, maximumPageCount: maximumPageCount, logger: logger,
                        busyTimeout: busyTimeout)
                }
                opened.withLockedValue { $0 = result }
                continuation.resume()
            }
            thread.name = "TrellisData.EntityStore.open"
            thread.start()
        }
        guard let result = opened.withLockedValue({ $0 }) else {
            preconditionFailure("EntityStore.open resumed before its thread opened the store")
        }
        return try result.get()
    }
}
