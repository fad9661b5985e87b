/// A state field for one-shot events: every assignment is an event, even of an equal
/// value (ReactorKit's `@Pulse`).
///
/// ```swift
/// struct State: Equatable {
///     @Pulse var error: FavoriteError?
/// }
/// // in reduce: state.error = .requestFailed   (fires again if it fails twice)
/// reactor.pulse(\.$error) { error in … }
/// ```
@propertyWrapper
public struct Pulse<Value> {
    /// The latest value.
    public var value: Value {
        didSet { version &+= 1 }
    }

    /// How many times the value was assigned; observers fire when it moves.
    public private(set) var version: Int

    /// A pulse holding `wrappedValue`, not yet assigned.
    public init(wrappedValue: Value) {
        value = wrappedValue
        version = 0
    }

    /// The value; assigning it, even an equal value, is an event.
    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }

    /// The pulse itself (`state.$error`), for ``Reactor/pulse(_:_:)``.
    public var projectedValue: Pulse<Value> {
        get { self }
        set { self = newValue }
    }
}

extension Pulse: Sendable where Value: Sendable {}
extension Pulse: Equatable where Value: Equatable {}
extension Pulse: Hashable where Value: Hashable {}

extension Pulse: CustomStringConvertible {
    /// `error (pulse 2)`.
    public var description: String { "\(value) (pulse \(version))" }
}
