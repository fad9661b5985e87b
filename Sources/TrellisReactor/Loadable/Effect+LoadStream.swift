extension Effect {
    /// A load that delivers more than once, as mutations: `.begin` at once, then `.finish`
    /// with the value of each element `elements` sends (a stored copy, then the server's),
    /// as Facebook's app shows its stored feed before the fresh one. The load fails
    /// (`.fail` with `failure` of the error) only before its first value: after one, the
    /// value shown stays, and the stream's end or error only sends what `finished` makes of
    /// the last element (how old it is, say).
    ///
    /// A stream that ends without an element finishes with `empty`, or fails with
    /// `nothing` when there is no empty value.
    ///
    /// ```swift
    /// case .loadSightings:
    ///     return .load(
    ///         streaming: { catalog.sightings(of: id) }, value: \.value, orEmpty: [], as: Mutation.sightings,
    ///         finished: { last in .freshness(last.age) })
    /// ```
    ///
    /// - Parameters:
    ///   - priority: The priority of the task that reads the stream.
    ///   - elements: Makes the stream when the effect runs.
    ///   - value: The value an element carries.
    ///   - empty: What a stream without elements loads; `nil` fails the load with `nothing`.
    ///   - nothing: Why a load without elements and without `empty` failed.
    ///   - step: Wraps each step in a mutation (an enum case, `Mutation.breed`).
    ///   - failure: The failure shown for an error before the first value (and for `nothing`);
    ///     by default the error's own description (``LoadFailure/init(_:)``).
    ///   - finished: A mutation made from the last element once the stream is over, or `nil`.
    public static func load<Element: Sendable, Value: Sendable>(
        priority: TaskPriority? = nil,
        streaming elements: @escaping @Sendable () -> AsyncThrowingStream<Element, any Error>,
        value: @escaping @Sendable (Element) -> Value,
        orEmpty empty: Value? = nil,
        nothing: LoadFailure = LoadFailure(message: "nothing was loaded"),
        as step: @escaping @Sendable (Loadable<Value>.Step) -> Output,
        failure: @escaping @Sendable (any Error) -> LoadFailure = { LoadFailure($0) },
        finished: (@Sendable (Element) async -> Output?)? = nil
    ) -> Effect {
        .concat(
            .just(step(.begin)),
            .run(
                priority: priority,
                operation: { send in
                    var last: Element?
                    do {
                        for try await element in elements() {
                            last = element
                            await send(step(.finish(value(element))))
                        }
                    } catch {
                        if last == nil { throw error }  // after a value, the value shown stays
                    }
                    if let last {
                        if let finished, let mutation = await finished(last) { await send(mutation) }
                    } else if let empty {
                        await send(step(.finish(empty)))
                    } else {
                        throw nothing
                    }
                },
                catch: { error in step(.fail(failure(error))) }))
    }
}
