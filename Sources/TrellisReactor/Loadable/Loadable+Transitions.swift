// The reducer's side of `Loadable`: each usual case of a load is one line.

extension Loadable {
    /// Starts a load: ``loading`` when there is nothing to show, ``refreshing(_:)`` with
    /// the value there is otherwise (AAPL's `beginLoading`: the first load shows a
    /// spinner, a later one keeps the content).
    ///
    /// | before | after |
    /// |---|---|
    /// | `notLoaded`, `loading` | `loading` |
    /// | `loaded(v)`, `refreshing(v)` | `refreshing(v)` |
    /// | `failed(_, last: v)` | `refreshing(v)`, or `loading` without `v` |
    public mutating func begin() {
        self = value.map(Loadable.refreshing) ?? .loading
    }

    /// Ends the load with `value`: ``loaded(_:)``, whatever came before.
    public mutating func finish(_ value: Value) {
        self = .loaded(value)
    }

    /// Ends the load with `error`: ``failed(_:last:)``, keeping the value shown so far as
    /// `last`. A ``LoadFailure`` is kept as it is; any other error becomes one carrying its
    /// description.
    public mutating func fail(_ error: any Error) {
        self = .failed(LoadFailure(error), last: value)
    }

    /// Ends the load with `result`: ``finish(_:)`` for a success, ``fail(_:)`` for a failure.
    ///
    /// ```swift
    /// case .breedsResponse(let result): state.breeds.finish(result)
    /// ```
    public mutating func finish(_ result: Result<Value, some Error>) {
        switch result {
        case .success(let value): finish(value)
        case .failure(let error): fail(error)
        }
    }

    /// Forgets the value and any failure: back to ``notLoaded`` (log out, a new query).
    public mutating func reset() {
        self = .notLoaded
    }

    /// Changes the value in place, keeping the phase: an optimistic edit of content that
    /// has loaded (a favorite toggled in a loaded list). Does nothing while there is no
    /// value.
    ///
    /// ```swift
    /// state.breeds.modify { breeds in breeds.removeAll { $0.id == id } }
    /// ```
    public mutating func modify(_ body: (inout Value) throws -> Void) rethrows {
        switch self {
        case .notLoaded, .loading, .failed(_, last: nil):
            return
        case .refreshing(var value):
            try body(&value)
            self = .refreshing(value)
        case .loaded(var value):
            try body(&value)
            self = .loaded(value)
        case .failed(let failure, last: .some(var value)):
            try body(&value)
            self = .failed(failure, last: value)
        }
    }
}
