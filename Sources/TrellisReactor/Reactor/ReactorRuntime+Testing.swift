// Hooks for TrellisReactorTesting: a stub that takes actions instead of the pipeline, a
// tap on reduced mutations, and the state forced from a test.

extension ReactorRuntime {
    /// Sends every action to `interceptor` instead of `mutate`/`reduce`.
    @_spi(Testing)
    public func setActionInterceptor(_ interceptor: @escaping @MainActor (R.Action) -> Void) {
        actionInterceptor = interceptor
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
