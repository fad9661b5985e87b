extension Loadable {
    /// One step of a load, as a mutation: it began, it produced a value, or it failed.
    ///
    /// A reactor whose whole job is one load can make it its `Mutation`, and its reducer is
    /// one line; a reactor with more to do wraps it in a case (`case breeds(Loadable<[Breed]>.Step)`).
    /// ``Effect/load(priority:_:)`` sends the steps, ``Loadable/apply(_:)`` takes them.
    ///
    /// ```swift
    /// func mutate(_ action: Action) -> Effect<Loadable<[Cat]>.Step> { .load(fetch) }
    /// func reduce(_ state: inout State, _ step: Loadable<[Cat]>.Step) { state.cats.apply(step) }
    /// ```
    public enum Step {
        /// A load started: ``Loadable/begin()``.
        case begin
        /// The load produced `Value`: ``Loadable/finish(_:)-(Value)``.
        case finish(Value)
        /// The load failed: ``Loadable/fail(_:)``.
        case fail(LoadFailure)
    }
}

extension Loadable.Step: Sendable where Value: Sendable {}
extension Loadable.Step: Equatable where Value: Equatable {}
extension Loadable.Step: Hashable where Value: Hashable {}

extension Loadable {
    /// Takes one step of a load: ``begin()``, ``finish(_:)-(Value)`` or ``fail(_:)``.
    public mutating func apply(_ step: Loadable<Value>.Step) {
        switch step {
        case .begin: begin()
        case .finish(let value): finish(value)
        case .fail(let failure): fail(failure)
        }
    }
}

extension Effect {
    /// A load as mutations: `.begin` at once (reduced before `send(_:)` returns, so the
    /// list shows its loading placeholder, or keeps its content while refreshing), then
    /// `.finish` with what `fetch` returns, or `.fail` with what it throws.
    ///
    /// - Parameters:
    ///   - priority: The priority of the task that runs `fetch`.
    ///   - fetch: The work; it runs off the main actor.
    public static func load<Value: Sendable>(
        priority: TaskPriority? = nil,
        _ fetch: @escaping @Sendable () async throws -> Value
    ) -> Effect where Output == Loadable<Value>.Step {
        load(priority: priority, fetch, as: { $0 })
    }

    /// A load as mutations of a reactor with more to do: each step wrapped by `step` (an
    /// enum case, `Mutation.breeds`).
    ///
    /// ```swift
    /// case .load: return .load(catalog.breeds, as: Mutation.breeds)
    /// ```
    public static func load<Value: Sendable>(
        priority: TaskPriority? = nil,
        _ fetch: @escaping @Sendable () async throws -> Value,
        as step: @escaping @Sendable (Loadable<Value>.Step) -> Output
    ) -> Effect {
        .concat(
            .just(step(.begin)),
            .run(
                priority: priority,
                operation: { send in await send(step(.finish(try await fetch()))) },
                catch: { error in step(.fail(LoadFailure(error))) }))
    }
}
