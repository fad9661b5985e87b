@testable import TrellisReactor

/// A reactor whose `mutate` the test writes: every mutation is a string appended to the
/// state's log.
final class ScriptedReactor: Reactor {
    typealias Action = String
    typealias Mutation = String
    struct State: Equatable, Sendable { var log: [String] = [] }

    let runtime = ReactorRuntime<ScriptedReactor>(initialState: State())
    let script: @MainActor (String) -> Effect<String>
    var errors: [String] = []

    init(script: @escaping @MainActor (String) -> Effect<String>) {
        self.script = script
        runtime.errorHandler = { [weak self] error in self?.errors.append("\(error.error)") }
    }

    func mutate(_ action: String) -> Effect<String> { script(action) }

    func reduce(_ state: inout State, _ mutation: String) {
        state.log.append(mutation)
    }
}

struct Boom: Error, CustomStringConvertible {
    var description: String { "boom" }
}
