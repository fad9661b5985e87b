// Hooks for TrellisReactorTesting: a stub that takes actions instead of the pipeline, a
// tap on reduced mutations, and the state forced from a test.

extension ReactorRuntime {
    /// Sends every action to `interceptor` instead of `mutate`/`reduce`.
    @_spi(Testing)
    public func setActionInterceptor(_ interceptor: @escaping @MainActor (R.Action) -> Void) {
        actionInterceptor = interceptor
    }

    /// Replaces the reactor's logic for good (ReactorKit's `isStubEnabled`): actions go to
    /// `interceptor`, the pipeline is never built (no `transform`, no merged stream), and
    /// one built already is torn down, its effects and streams cancelled. The state changes
    /// only through ``forceState(_:)``.
    @_spi(Testing)
    public func stub(_ interceptor: @escaping @MainActor (R.Action) -> Void) {
        actionInterceptor = interceptor
        isStubbed = true
        effects.cancelAll()
        actionStep = nil
        mutationStep = nil
        stateStep = nil
    }

    /// Calls `tap` with every mutation reduced, and whether it came from an effect (or a
    /// merged stream) rather than from a `send` in progress.
    @_spi(Testing)
    public func setMutationTap(_ tap: (@MainActor (R.Mutation, _ fromEffect: Bool) -> Void)?) {
        mutationTap = tap
    }

    /// Sets the state and tells the observers, without a mutation.
    @_spi(Testing)
    public func forceState(_ state: R.State) {
        replaceState(state)
    }
}
