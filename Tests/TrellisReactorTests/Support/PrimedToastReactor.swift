@testable import TrellisReactor

/// A toast screen whose pipeline merges a synchronous source (a service's replayed value,
/// read at once: a rename and a toast happen while the pipeline is built) and, when given
/// one, a stream of names that arrive later.
final class PrimedToastReactor: Reactor {
    typealias Action = ToastReactor.Action
    typealias State = ToastReactor.State

    let runtime = ReactorRuntime<PrimedToastReactor>(initialState: State())
    let names: AsyncStream<String>?
    var transformCount = 0

    init(names: AsyncStream<String>? = nil) {
        self.names = names
    }

    func reduce(_ state: inout State, _ mutation: Action) {
        switch mutation {
        case .rename(let name): state.name = name
        case .toast(let message): state.message = message
        case .touch: state.touches += 1
        }
    }

    func transform(mutation: ReactorStream<Action>) -> ReactorStream<Action> {
        transformCount += 1
        let primed = mutation.merge(.concat(.just(.rename("Mittens")), .just(.toast("hello"))))
        guard let names else { return primed }
        return primed.merge(names.map { @Sendable name in Action.rename(name) })
    }
}
