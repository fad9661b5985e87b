import Foundation

/// A user's key bindings, read from a keymap file (Textual's and Helix's keymaps): for each
/// scope (a screen or view, `"cats.list"`), the keys of each command it rebinds, by command
/// name. A command the file leaves out keeps its keys; an empty list unbinds it.
///
/// ```json
/// {
///   "cats.list": { "toggle-favorite": ["f", "ctrl+f"], "reload": ["f5"] },
///   "cats": { "quit": ["ctrl+q"] }
/// }
/// ```
///
/// ```swift
/// let keymap = try Keymap(contentsOf: URL(fileURLWithPath: "~/.config/cats/keys.json"))
/// let bindings = try CatsListView.bindings.applying(keymap, scope: "cats.list")
/// ```
public struct Keymap: Sendable, Equatable {
    /// The keys by scope, then by command name.
    public private(set) var scopes: [String: [String: [KeyEvent]]]

    /// An empty keymap: every binding keeps its keys.
    public init() { scopes = [:] }

    /// The keymap `scopes` (keys by scope, then by command name).
    public init(scopes: [String: [String: [KeyEvent]]]) { self.scopes = scopes }

    /// The keymap in `json`.
    ///
    /// - Throws: ``KeymapError/malformed(_:)`` for text that is not a JSON object of scopes,
    ///   each an object of commands, each a list of keys; ``KeymapError/badKey(_:scope:command:_:)``
    ///   for a key that is not one (``KeyEvent/init(spec:)``).
    public init(json: Data) throws(KeymapError) {
        let raw: [String: [String: [String]]]
        do {
            raw = try JSONDecoder().decode([String: [String: [String]]].self, from: json)
        } catch let error as DecodingError {
            throw .malformed(Self.describe(error))
        } catch {
            throw .malformed("\(error)")
        }
        var scopes: [String: [String: [KeyEvent]]] = [:]
        for (scope, commands) in raw {
            scopes[scope] = [:]
            for (command, specs) in commands {
                var keys: [KeyEvent] = []
                for spec in specs {
                    do throws(KeySpecError) { keys.append(try KeyEvent(spec: spec)) } catch {
                        throw .badKey(spec, scope: scope, command: command, error)
                    }
                }
                scopes[scope, default: [:]][command] = keys
            }
        }
        self.scopes = scopes
    }

    /// The keymap in the file at `url`.
    ///
    /// - Throws: ``KeymapError/unreadable(_:_:)`` when the file cannot be read, or what
    ///   ``init(json:)`` throws, with the file's path.
    public init(contentsOf url: URL) throws(KeymapError) {
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw .unreadable(url.path, error.localizedDescription) }
        do throws(KeymapError) { try self.init(json: data) } catch { throw .inFile(url.path, error) }
    }

    /// The keys the keymap gives commands of `scope`.
    public func keys(in scope: String) -> [String: [KeyEvent]] { scopes[scope] ?? [:] }

    /// Checks that every scope the keymap names is one of `known`.
    ///
    /// - Throws: ``KeymapError/unknownScope(_:known:)`` naming the first that is not.
    public func check(scopes known: Set<String>) throws(KeymapError) {
        if let unknown = scopes.keys.sorted().first(where: { !known.contains($0) }) {
            throw .unknownScope(unknown, known: known.sorted())
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            return keys.isEmpty ? "the file" : keys.joined(separator: ".")
        }
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return
                "\(path(context)): expected \(context.codingPath.count < 2 ? "an object" : context.codingPath.count == 2 ? "a list of keys" : "a key as text")"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not JSON" : "\(path(context)): \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            return "\(path(context)): missing \(key.stringValue)"
        @unknown default:
            return "\(error)"
        }
    }
}

extension KeyBindings {
    /// These bindings with the keys `keymap` gives `scope`'s commands.
    ///
    /// - Throws: ``KeymapError``: the keymap names a command of `scope` these bindings do not
    ///   have, or binds one key to two commands.
    public func applying(_ keymap: Keymap, scope: String) throws(KeymapError) -> KeyBindings {
        do throws(KeymapError) { return try applying(keymap.keys(in: scope)) } catch { throw .inScope(scope, error) }
    }
}

/// Why a keymap does not apply: every case says what was wrong and where.
public indirect enum KeymapError: Error, Equatable, CustomStringConvertible {
    /// The file could not be read (its path, the system's reason).
    case unreadable(String, String)
    /// The text is not a JSON object of scopes of commands of key lists; where it went wrong.
    case malformed(String)
    /// A key that is not one, with its scope and command.
    case badKey(String, scope: String, command: String, KeySpecError)
    /// A scope the app does not have, and those it has.
    case unknownScope(String, known: [String])
    /// A command the scope does not have, and those it has.
    case unknownCommand(String, known: [String])
    /// One key bound to two commands.
    case keyBoundTwice(String, first: String, second: String)
    /// An error of the file at this path.
    case inFile(String, KeymapError)
    /// An error of this scope.
    case inScope(String, KeymapError)

    public var description: String {
        switch self {
        case let .unreadable(path, reason): "the keymap \(path) cannot be read: \(reason)"
        case .malformed(let problem): "not a keymap: \(problem) (expected {\"scope\": {\"command\": [\"key\", …]}})"
        case let .badKey(_, scope, command, error): "\(scope).\(command): \(error)"
        case let .unknownScope(scope, known): "there is no scope \"\(scope)\" (there are \(known.joined(separator: ", ")))"
        case let .unknownCommand(command, known): "there is no command \"\(command)\" (there are \(known.joined(separator: ", ")))"
        case let .keyBoundTwice(key, first, second): "\(key) is bound to both \(first) and \(second)"
        case let .inFile(path, error): "\(path): \(error)"
        case let .inScope(scope, error): "in \(scope): \(error)"
        }
    }
}
