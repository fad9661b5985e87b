/// Loading, as a reactor's state holds it: the one model of "where is this content", from
/// which a list's placeholders, spinner and error text follow.
///
/// A value that loads is either not asked for yet, loading for the first time, refreshing
/// (the old value still shows), loaded, or failed (with the error and the last value
/// loaded, if any). It is the state half of AAPL's `AAPLContentLoading` machine: a reducer
/// moves it with one line per case, and
/// ``Reactor/bindSections(_:to:load:refresh:animated:)`` drives a data source's machine
/// from it, so no app code touches a `LoadingToken`.
///
/// ```swift
/// struct State: Equatable, Sendable {
///     var breeds: Loadable<[Breed]> = .notLoaded
/// }
///
/// func reduce(_ state: inout State, _ mutation: Mutation) {
///     switch mutation {
///     case .begin: state.breeds.begin()                  // loading, or refreshing the old value
///     case .loaded(let breeds): state.breeds.finish(breeds)
///     case .failed(let failure): state.breeds.fail(failure)
///     }
/// }
/// ```
///
/// The failure is a ``LoadFailure`` (an `Equatable` description), so a state that holds a
/// `Loadable` stays `Equatable` and a `TestStore` can assert it.
public enum Loadable<Value> {
    /// Nothing has been asked for yet.
    case notLoaded
    /// The first load is under way: nothing to show yet.
    case loading
    /// A later load is under way; the value it will replace still shows.
    case refreshing(Value)
    /// The last load produced `Value`.
    case loaded(Value)
    /// The last load failed; `last` is the value an earlier load produced, if any.
    case failed(LoadFailure, last: Value?)
}

extension Loadable: Sendable where Value: Sendable {}
extension Loadable: Equatable where Value: Equatable {}
extension Loadable: Hashable where Value: Hashable {}

// MARK: - Reading

extension Loadable {
    /// The value to show: the loaded one, the one being refreshed, or the last one before
    /// a failure; `nil` while nothing has loaded.
    public var value: Value? {
        switch self {
        case .notLoaded, .loading: nil
        case .refreshing(let value), .loaded(let value): value
        case .failed(_, let last): last
        }
    }

    /// Whether a load is under way (the first one, or a refresh).
    public var isLoading: Bool {
        switch self {
        case .loading, .refreshing: true
        case .notLoaded, .loaded, .failed: false
        }
    }

    /// The failure of the last load, or `nil` when it did not fail.
    public var failure: LoadFailure? {
        if case .failed(let failure, _) = self { failure } else { nil }
    }

    /// The same phase with the value transformed: how a state derives the sections a list
    /// shows from the models it loaded.
    ///
    /// ```swift
    /// var sections: Loadable<[BreedSection]> { breeds.map { [BreedSection(rows: $0)] } }
    /// ```
    public func map<NewValue>(_ transform: (Value) throws -> NewValue) rethrows -> Loadable<NewValue> {
        switch self {
        case .notLoaded: .notLoaded
        case .loading: .loading
        case .refreshing(let value): .refreshing(try transform(value))
        case .loaded(let value): .loaded(try transform(value))
        case .failed(let failure, let last): .failed(failure, last: try last.map(transform))
        }
    }
}
